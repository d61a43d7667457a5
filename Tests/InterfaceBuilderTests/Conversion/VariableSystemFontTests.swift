import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// The system font of files saved by Xcode 12 and later (toolsVersion 17000 on, the iOS 14 SDK):
/// one variable San Francisco whose optical size follows the point size from 17 to 28 pt, so an
/// import on IB's canvas of a scene showing system text between those sizes gets
/// `font system variable`; older files keep SF Text and SF Display's split (the recipe default).
/// The widths are worked out by hand in the fixture's comment.
@Suite struct VariableSystemFontTests {
  static let fixture = "VariableSystemFont.storyboard"

  @Test("Xcode 12 on: font system variable, the 20-pt label 3/11 of the way to SF Display's widths")
  func xcode12CanvasUsesTheVariableFont() throws {
    for tools in ["17701", "23727", "32700.99.1234"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      let major = tools.split(separator: ".")[0]
      #expect(
        solved.text.contains(
          "\nfont system variable  # toolsVersion \(major): the iOS 14 SDK's variable San Francisco"),
        "\(solved.text)")
      #expect(solved.framesByIBID["name"]?.size.width == 102.5, "\(tools)")
    }
  }

  @Test("Xcode 11 and earlier, and an import on a device: the split design, SF Text at 20 pt")
  func olderCanvasesAndDevicesKeepTheSplitDesign() throws {
    for tools in ["16096", "14490.70"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      #expect(!solved.text.contains("font system"), "\(tools)")
      #expect(solved.framesByIBID["name"]?.size.width == 105.5, "\(tools)")
    }
    let onDevice = try ImportSupport.solvedFixture(Self.fixture, options: ImportOptions())
    #expect(!onDevice.text.contains("font system"))
    #expect(onDevice.framesByIBID["name"]?.size.width == 105.5)
  }

  @Test("only scenes with system text above 17 and below 28 pt get the line")
  func onlyWhereItMatters() throws {
    let text = try ImportSupport.fixtureText(Self.fixture)
    for (size, expected) in [("17", false), ("28", false), ("18", true), ("27.5", true)] {
      let resized = text.replacingOccurrences(of: #"pointSize="20""#, with: #"pointSize="\#(size)""#)
      let recipe = try ImportSupport.solvedDocument(text: resized, name: Self.fixture).text
      #expect(recipe.contains("\nfont system variable") == expected, "\(size)")
    }
  }
}
