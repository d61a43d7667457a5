import Recipe
import Testing

/// The project's one UTF-8 validator (recipe files and Interface Builder documents), against
/// RFC 3629's table by hand: where the first failure starts, which byte is at fault, and whether
/// the bytes end inside the character.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  typealias Failure = UTF8Validation.Failure

  @Test("a byte that cannot start a character: overlong C0, a stray continuation, FF")
  func badLead() {
    #expect(
      UTF8Validation.firstFailure(in: [0x41, 0xC0, 0x80]) == Failure(start: 1, offset: 1, truncated: false))
    #expect(
      UTF8Validation.firstFailure(in: [0x41, 0x42, 0x80]) == Failure(start: 2, offset: 2, truncated: false))
    #expect(UTF8Validation.firstFailure(in: [0xFF]) == Failure(start: 0, offset: 0, truncated: false))
  }

  @Test("a second byte outside its lead's range: overlong E0, a surrogate, over U+10FFFF, not a continuation")
  func badSecondByte() {
    #expect(
      UTF8Validation.firstFailure(in: [0xE0, 0x80, 0x80]) == Failure(start: 0, offset: 1, truncated: false))
    #expect(
      UTF8Validation.firstFailure(in: [0xED, 0xA0, 0x80]) == Failure(start: 0, offset: 1, truncated: false))
    #expect(
      UTF8Validation.firstFailure(in: [0xF4, 0x90, 0x80, 0x80])
        == Failure(start: 0, offset: 1, truncated: false))
    // "é" written in Latin-1 before "(": C3 would start a character that 28 does not continue.
    #expect(UTF8Validation.firstFailure(in: [0xC3, 0x28]) == Failure(start: 0, offset: 1, truncated: false))
    // A third byte that is not a continuation: the fault is the third byte.
    #expect(
      UTF8Validation.firstFailure(in: [0xE2, 0x82, 0x41]) == Failure(start: 0, offset: 2, truncated: false))
  }

  @Test("a character the bytes end in")
  func truncated() {
    #expect(
      UTF8Validation.firstFailure(in: [0x41, 0xE2, 0x82]) == Failure(start: 1, offset: 1, truncated: true))
    #expect(UTF8Validation.firstFailure(in: [0xF0, 0x9F]) == Failure(start: 0, offset: 0, truncated: true))
  }

  @Test("well-formed 1-, 2-, 3- and 4-byte characters, and nothing, pass")
  func wellFormed() {
    #expect(
      UTF8Validation.firstFailure(in: [0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80]) == nil)
    #expect(UTF8Validation.firstFailure(in: [0xF4, 0x8F, 0xBF, 0xBF]) == nil)  // U+10FFFF, the last one
    #expect(UTF8Validation.firstFailure(in: []) == nil)
  }
}
