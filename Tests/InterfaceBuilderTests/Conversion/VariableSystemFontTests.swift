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

  static func solved(_ source: Data, options: ImportOptions = ImportOptions(scene: .canvas)) throws
    -> (frames: [String: Rect], text: String)
  {
    let result = try IBImporter.importDocument(source, fileName: fixture, options: options)
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    return (ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant)), recipe.text)
  }

  static func resaved(_ toolsVersion: String) throws -> Data {
    let text = try #require(String(data: try ImportSupport.fixture(fixture), encoding: .utf8))
    return Data(
      text.replacingOccurrences(of: #"toolsVersion="17701""#, with: #"toolsVersion="\#(toolsVersion)""#).utf8)
  }

  @Test("Xcode 12 on: font system variable, the 20-pt label 3/11 of the way to SF Display's widths")
  func xcode12CanvasUsesTheVariableFont() throws {
    for tools in ["17701", "23727", "32700.99.1234"] {
      let (frames, text) = try Self.solved(try Self.resaved(tools))
      let major = tools.split(separator: ".")[0]
      #expect(
        text.contains(
          "\nfont system variable  # toolsVersion \(major): the iOS 14 SDK's variable San Francisco"),
        "\(text)")
      #expect(frames["name"]?.size.width == 102.5, "\(tools)")
    }
  }

  @Test("Xcode 11 and earlier, and an import on a device: the split design, SF Text at 20 pt")
  func olderCanvasesAndDevicesKeepTheSplitDesign() throws {
    for tools in ["16096", "14490.70"] {
      let (frames, text) = try Self.solved(try Self.resaved(tools))
      #expect(!text.contains("font system"), "\(tools)")
      #expect(frames["name"]?.size.width == 105.5, "\(tools)")
    }
    let onDevice = try Self.solved(try ImportSupport.fixture(Self.fixture), options: ImportOptions())
    #expect(!onDevice.text.contains("font system"))
    #expect(onDevice.frames["name"]?.size.width == 105.5)
  }

  @Test("only scenes with system text above 17 and below 28 pt get the line")
  func onlyWhereItMatters() throws {
    let text = try #require(String(data: try ImportSupport.fixture(Self.fixture), encoding: .utf8))
    for (size, expected) in [("17", false), ("28", false), ("18", true), ("27.5", true)] {
      let resized = text.replacingOccurrences(of: #"pointSize="20""#, with: #"pointSize="\#(size)""#)
      let (_, recipe) = try Self.solved(Data(resized.utf8))
      #expect(recipe.contains("\nfont system variable") == expected, "\(size)")
    }
  }
}
