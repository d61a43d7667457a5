import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A `<fontDescription>` whose `size` is a name (`size="system"`: UIFont.systemFontSize, 14 pt)
/// and Hangul text in the system font (Apple SD Gothic Neo's 0.864 em a syllable). The figures
/// are worked out by hand in the fixture's comment.
@Suite struct NamedFontSizeImportTests {
  static let fixture = "NamedFontSize.storyboard"

  @Test("size=\"system\" is 14 pt: the label's line 16.707, 17 at 2x, not 17 pt's 20.5")
  func systemSizeIsFourteenPoints() throws {
    let solved = try ImportSupport.solvedFixture(Self.fixture)
    #expect(solved.text.contains("text \"27\" font 14"), "\(solved.text)")
    #expect(solved.framesByIBID["named"]?.size.height == 17, "\(solved.framesByIBID)")
  }

  @Test("an unknown size name: the kind's default size, with a located warning")
  func anUnknownSizeNameIsWarned() throws {
    let result = try ImportSupport.importFixture(Self.fixture)
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings.contains {
        $0.hasPrefix("NamedFontSize.storyboard:")
          && $0.contains(
            "font size \"huge\" is not a size Interface Builder is known to write (\"system\" is 14 points); "
              + "the kind's default size is used")
      }, "\(warnings)")
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.framesByIBID["unknown"]?.size.height == 20.5)
  }

  @Test("Hangul in the 15-pt system font: 2 x 15 x 0.864 = 25.92, 26 wide at 2x, as IB stores it")
  func hangulSyllablesAreAppleSDGothicNeosWidth() throws {
    let solved = try ImportSupport.solvedFixture(Self.fixture)
    #expect(solved.framesByIBID["hangul"]?.size == Size(width: 26, height: 18), "\(solved.framesByIBID)")
  }
}
