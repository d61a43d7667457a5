#if canImport(Glibc)
  import Glibc
#endif

/// Unaligned native-endian loads and stores of whole words, through `memcpy`, for the PNG
/// encoder's and decoder's loops over raw bytes.
///
/// An optimised build turns each call into one move instruction, as it does `loadUnaligned(as:)`
/// and `storeBytes(of:as:)`. The debug build (`swift build`, `swift test`) does not: those two are
/// generic and stay unspecialised there, so every call looks up the type's metadata and value
/// witnesses at run time, while a `memcpy` of a fixed size is one plain call. The same holds for
/// the encoder's other loops: they use pointer subscripts, integer operators and `while` loops,
/// which the debug build also compiles inline, rather than SIMD types, `min`, `abs` or ranges
/// (issue 24: the debug build's encoder and decoder were most of the test suite's time).
enum RawWords {
  @inline(__always)
  static func load64(_ pointer: UnsafeRawPointer) -> UInt64 {
    var word: UInt64 = 0
    memcpy(&word, pointer, 8)
    return word
  }

  @inline(__always)
  static func load32(_ pointer: UnsafeRawPointer) -> UInt32 {
    var word: UInt32 = 0
    memcpy(&word, pointer, 4)
    return word
  }

  @inline(__always)
  static func store64(_ word: UInt64, _ pointer: UnsafeMutableRawPointer) {
    var word = word
    memcpy(pointer, &word, 8)
  }

  @inline(__always)
  static func store32(_ word: UInt32, _ pointer: UnsafeMutableRawPointer) {
    var word = word
    memcpy(pointer, &word, 4)
  }
}
