import QuartzCore

/// Lays a vibrant layer's offscreen group over the canvas (VibrancyFilter.swift): each pixel of
/// the canvas is darkened or lightened by the group's coverage there times the filter's strength
/// and the layer's opacity, in premultiplied form, as Core Graphics' plus-darker and
/// plus-lighter blend a black or white source of that alpha. The group's colours are not read.
/// The group covers the clip's extents only, so a rounded clip's corners are not cut here.
enum VibrancyPainter {
    static func blend(_ group: Canvas, with filter: VibrancyFilter, opacity: Double, onto canvas: Canvas) {
        let area = group.rect.intersection(canvas.rect)
        guard !area.isEmpty else { return }
        let scale = UInt32((max(0, min(filter.strength, 1)) * max(0, min(opacity, 1)) * 255).rounded())
        let darkens = filter.blend == .plusDarker
        group.withPixels { source, sourceStride in
            canvas.withPixels { target, targetStride in
                for row in 0..<area.height {
                    let from = source + (area.y - group.rect.y + row) * sourceStride + (area.x - group.rect.x)
                    let to = target + (area.y - canvas.rect.y + row) * targetStride + (area.x - canvas.rect.x)
                    for column in 0..<area.width {
                        // The source's alpha: the group's coverage times the strength, in 0...255.
                        let sa = (from[column] >> 24) * scale / 255
                        guard sa > 0 else { continue }
                        to[column] = darkens ? plusDarker(to[column], sourceAlpha: sa) : plusLighter(to[column], sourceAlpha: sa)
                    }
                }
            }
        }
    }

    /// Black at `sourceAlpha` over a premultiplied pixel: alpha Sa + Da − Sa·Da, and each
    /// channel max(0, Ra − ((Da − D) + Sa)).
    private static func plusDarker(_ pixel: UInt32, sourceAlpha sa: UInt32) -> UInt32 {
        let da = pixel >> 24
        let ra = sa + da - (sa * da + 127) / 255
        func channel(_ shift: UInt32) -> UInt32 {
            let loss = da - ((pixel >> shift) & 0xFF) + sa
            return (ra > loss ? ra - loss : 0) << shift
        }
        return (ra << 24) | channel(16) | channel(8) | channel(0)
    }

    /// White at `sourceAlpha` over a premultiplied pixel: alpha min(1, Sa + Da), and each
    /// channel min(Ra, D + Sa).
    private static func plusLighter(_ pixel: UInt32, sourceAlpha sa: UInt32) -> UInt32 {
        let ra = min(255, sa + (pixel >> 24))
        func channel(_ shift: UInt32) -> UInt32 { min(ra, ((pixel >> shift) & 0xFF) + sa) << shift }
        return (ra << 24) | channel(16) | channel(8) | channel(0)
    }
}
