import CPixelmatch

/// pixelmatch's pixel loop over two same-sized straight RGBA images viewed as 32-bit words, run
/// in C (`CPixelmatch`, which says why). It only reads its inputs, so disjoint row ranges can run
/// on different threads.
///
/// pixelmatch 7's YIQ distance, term by term: opaque pixels are compared channel by channel;
/// where either is translucent, both are blended over the background pixelmatch 7 picks per
/// position (red 48, green and blue 48 or 207 at golden-ratio spacings, a fine checkerboard), so
/// a change of alpha alone, such as opaque white turning transparent, still shows.
struct PixelmatchKernel {
    let expected: UnsafePointer<UInt32>
    let actual: UnsafePointer<UInt32>
    /// Whether both images' words are premultiplied; the kernel divides the pixels it looks at.
    let premultiplied: Bool
    let width: Int
    let height: Int
    let maximumDelta: Double
    let ignoresAntialiasing: Bool

    struct Counts {
        var different = 0
        var antialiased = 0
        var maxChannelDelta = 0
        var identical = true

        mutating func add(_ other: Counts) {
            different += other.different
            antialiased += other.antialiased
            maxChannelDelta = max(maxChannelDelta, other.maxChannelDelta)
            identical = identical && other.identical
        }
    }

    /// Where a run draws its diff, if anywhere.
    enum Output {
        case none
        /// RGBA words, `width` a row.
        case pixels(UnsafeMutablePointer<UInt32>)
        /// Indices into `cpm_diff_palette`, one byte a pixel, `stride` bytes a row.
        case indices(UnsafeMutablePointer<UInt8>, stride: Int)
    }

    /// Compares `rows`, drawing them into `output`.
    func run(rows: Range<Int>, output: Output) -> Counts {
        let counts: cpm_counts
        switch output {
        case .none:
            counts = cpm_compare_rows(expected, actual, premultiplied, width, height,
                                      rows.lowerBound, rows.upperBound, maximumDelta, ignoresAntialiasing, nil)
        case .pixels(let diff):
            counts = cpm_compare_rows(expected, actual, premultiplied, width, height,
                                      rows.lowerBound, rows.upperBound, maximumDelta, ignoresAntialiasing, diff)
        case .indices(let indices, let stride):
            counts = cpm_compare_rows_indexed(expected, actual, premultiplied, width, height,
                                              rows.lowerBound, rows.upperBound, maximumDelta, ignoresAntialiasing,
                                              indices, stride)
        }
        return Counts(different: counts.different, antialiased: counts.antialiased,
                      maxChannelDelta: Int(counts.max_channel_delta), identical: counts.identical)
    }
}
