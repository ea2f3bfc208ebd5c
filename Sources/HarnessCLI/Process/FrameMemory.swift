import CPixels

/// Lets freed frames be reused instead of returned to the kernel.
///
/// A check draws hundreds of frames of 4 to 14 MB and frees each soon after. glibc serves blocks
/// that large with their own `mmap` and unmaps them on `free`, so every frame's memory came back
/// as fresh pages the kernel had to fault in and zero: a seventh of the catalog's check went to
/// the kernel. Served from the heap and kept there up to 128 MiB, the same pages are used again;
/// peak memory does not change, the process just stops giving memory back between frames.
package enum FrameMemory {
    package static func keepFreedFramesForReuse() {
        cpx_keep_freed_frames_for_reuse(32 << 20, 128 << 20)
    }
}
