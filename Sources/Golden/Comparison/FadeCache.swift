/// The faded grey of the last unchanged pixel the diff image drew, reused while the same colour
/// repeats (diagrams are long runs of one background colour): `ImageComparer.faded` is pure, so
/// the cache changes no pixel, only the number of times the brightness is rounded.
struct FadeCache {
  private var pixel: UInt32 = 0xFFFF_FFFF
  private var grey = ImageComparer.faded(0xFFFF_FFFF)

  /// `ImageComparer.faded(p)`.
  @inline(__always) mutating func faded(_ p: UInt32) -> UInt32 {
    if p != pixel {
      pixel = p
      grey = ImageComparer.faded(p)
    }
    return grey
  }
}
