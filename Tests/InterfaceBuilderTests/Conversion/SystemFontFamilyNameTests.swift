import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// A `<fontDescription name=".AppleSystemUIFont" family=".AppleSystemUIFont">` is the system font
/// under the family name UIKit gives it (`UIFont.systemFont(ofSize:).familyName`), not a named
/// family to look for: the importer writes no family for it, so it is measured as San Francisco's
/// stand-in (Inter with San Francisco's tracking, word space and line height), not as a named
/// family that is not installed (Inter's own advances and its own 1.21-em line). The fixture is
/// VariableSystemFontTests': "Alice Hatter" held by its leading and top edges on a 2x canvas, so
/// it is its intrinsic size.
@Suite struct SystemFontFamilyNameTests {
  static let fixture = "VariableSystemFont.storyboard"

  static func renamed(size: String, family: String = ".AppleSystemUIFont") throws -> String {
    try ImportSupport.fixtureText(Self.fixture).replacingOccurrences(
      of: #"type="system" pointSize="20""#,
      with: #"name="\#(family)" family="\#(family)" pointSize="\#(size)""#
    )
  }

  @Test(".AppleSystemUIFont 17: the system font's 17-pt width, no family in the recipe")
  func appleSystemUIFontIsTheSystemFont() throws {
    // By hand (hb-shape, 2048 units per em): Inter Regular shapes "Alice Hatter" 11373 units =
    // 94.405 pt at 17 pt; the HIG's tracking 12 x -0.43 = -5.16 and the word space -0.02 em =
    // -0.34 give 88.905, 89 at 2x; one San Francisco line is 17 x 2444 / 2048 = 20.287, 20.5.
    // Read as a named family that is not installed it was 94.5 x 21 (Inter untracked, 1.21 em).
    let solved = try ImportSupport.solvedDocument(text: Self.renamed(size: "17"), name: Self.fixture)
    #expect(!solved.text.contains("AppleSystemUIFont"), "\(solved.text)")
    #expect(solved.framesByIBID["name"]?.size == Size(width: 89, height: 20.5), "\(solved.text)")
  }

  @Test("the same at 20 pt in an Xcode 12 file: the variable system font's line and width")
  func appleSystemUIFontTakesTheVariableFont() throws {
    // VariableSystemFontTests works 102.5 out by hand for the system font at 20 pt.
    let solved = try ImportSupport.solvedDocument(text: Self.renamed(size: "20"), name: Self.fixture)
    #expect(solved.text.contains("\nfont system variable"), "\(solved.text)")
    #expect(solved.framesByIBID["name"]?.size.width == 102.5)
  }

  @Test("the names of iOS 9 to 12's San Francisco are the system font too; other dotted names are not")
  func privateSanFranciscoNames() throws {
    for family in [".SFUIText", ".SF UI Text", ".SFUIDisplay-Regular"] {
      let text = try Self.renamed(size: "17", family: family)
      let solved = try ImportSupport.solvedDocument(text: text, name: Self.fixture)
      #expect(solved.framesByIBID["name"]?.size.width == 89, "\(family)")
    }
    #expect(SceneConverter.isSystemFontFamily(".AppleSystemUIFont"))
    #expect(!SceneConverter.isSystemFontFamily("AppleSystemUIFont"))
    #expect(!SceneConverter.isSystemFontFamily(".Hidden Family"))
    #expect(!SceneConverter.isSystemFontFamily(nil))
  }
}
