import CMalloc

/// glibc's malloc settings for a process that draws, encodes and decodes image-sized buffers one
/// figure after another (`check`, `render`, the golden benchmark).
///
/// By default glibc serves a request of more than about 128 KB (a little more after the first such
/// block is freed) with its own `mmap` and gives it back with `munmap` when freed, and trims freed
/// memory at the top of its heap beyond twice that: every figure's surfaces, pixel arrays and diff
/// image then start on fresh pages, and the kernel zero-fills each 4 KB page on first touch (page
/// faults were about 40% of comparing a 2x pair). Serving blocks up to 64 MB from the heap and
/// keeping up to 256 MB of freed heap lets the next figure reuse the same pages. Peak memory is
/// the same (the largest figure's buffers); memory freed after it is kept for reuse rather than
/// returned to the system until the process ends.
///
/// One arena for every thread: glibc gives each thread that allocates concurrently an arena of its
/// own, and each arena kept its own freed memory, so a parallel `check` or `render` held the
/// largest figure's buffers once per worker even when the workers never needed them at the same
/// time (`check --jobs 2` over 10 failing recipes: 285-333 MB peak, 212-220 MB with one arena, 185 MB
/// with one job). Small allocations come from glibc's per-thread caches either way; the CPU time
/// of `render` and `check` over the book was the same or lower with one arena.
public enum MemoryTuning {
  /// Applies the settings (once, at the start of a command).
  public static func reuseImageBuffers() {
    _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
    _ = mallopt(M_ARENA_MAX, 1)
  }
}
