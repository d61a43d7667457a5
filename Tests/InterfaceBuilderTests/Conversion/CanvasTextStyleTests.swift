import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Text styles on the canvas of Xcode 7 and earlier (toolsVersion below 11000): IB measured them
/// at the Medium Dynamic Type sizes (Body and Headline 16 pt), so a scene imported on IB's canvas
/// gets `dynamic type M`; Xcode 13's canvas (toolsVersion 18000 to 20999) measured them at xSmall
/// (Body 14 pt): `dynamic type xS`; other canvases, and every import on a device, keep Large (17 pt).
@Suite struct CanvasTextStyleTests {
  static let fixture = "Xcode7TextStyles.storyboard"

  /// The fixture's frames solved on IB's canvas (or with `options`), by IB id, and the recipe text.
  static func solved(_ source: Data, options: ImportOptions = ImportOptions(scene: .canvas)) throws
    -> (frames: [String: Rect], text: String, scale: Double)
  {
    let result = try IBImporter.importDocument(source, fileName: fixture, options: options)
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    return (frames, recipe.text, variant.scene.scale)
  }

  /// The fixture saved by another toolsVersion.
  static func resaved(_ toolsVersion: String) throws -> Data {
    let text = try #require(String(data: try ImportSupport.fixture(fixture), encoding: .utf8))
    return Data(
      text.replacingOccurrences(of: #"toolsVersion="8191""#, with: #"toolsVersion="\#(toolsVersion)""#).utf8)
  }

  @Test("Xcode 7's canvas: text styles at Medium, the sizes worked out by hand in the fixture")
  func xcode7CanvasMeasuresMedium() throws {
    let (frames, text, scale) = try Self.solved(try ImportSupport.fixture(Self.fixture))
    #expect(
      text.contains("\ndynamic type M  # IB's canvas of Xcode 7 (toolsVersion 8191): text styles at Medium"),
      "\(text)")
    #expect(scale == 2)
    // One line at 16 pt: 16 x 2444 / 2048 = 19.094, 19.5 at 2x (at Large, 17 pt: 20.5).
    #expect(frames["body"]?.size.height == 19.5)
    #expect(frames["headline"]?.size.height == 19.5)
    // "Middle": 6528 units of 2048 at 16 pt = 51, tracked 6 x -0.31: 49.14, 49.5 at 2x.
    #expect(frames["body"]?.size.width == 49.5)
    // "Name" in semibold: 5747 units = 44.898, tracked 4 x -0.31: 43.658, 44 at 2x.
    #expect(frames["headline"]?.size.width == 44)
  }

  @Test("Xcode 13's canvas: text styles at xSmall, the sizes worked out by hand at 14 pt")
  func xcode13CanvasMeasuresExtraSmall() throws {
    for tools in ["19162", "20037"] {
      let (frames, text, _) = try Self.solved(try Self.resaved(tools))
      let line = "dynamic type xS  # IB's canvas of Xcode 13 (toolsVersion \(tools)): text styles at xSmall"
      #expect(text.contains("\n" + line), "\(text)")
      // One line at 14 pt (Body and Headline at xSmall): 14 x 2444 / 2048 = 16.707, 17 at 2x.
      #expect(frames["body"]?.size.height == 17, "\(tools)")
      #expect(frames["headline"]?.size.height == 17, "\(tools)")
      // "Middle": 6528 units of 2048 at 14 pt = 44.625, tracked 6 x -0.15 (HIG, 14 pt): 43.725, 44.
      #expect(frames["body"]?.size.width == 44, "\(tools)")
      // "Name" in semibold: 5747 units = 39.286, tracked 4 x -0.15: 38.686, 39 at 2x.
      #expect(frames["headline"]?.size.width == 39, "\(tools)")
    }
  }

  @Test("LoopKit's InsulinKit (Xcode 13, toolsVersion 20037): its Title 1 label at IB's frame")
  func insulinKitLabelAtStoredFrame() throws {
    let file = try ImportSupport.sharedPublicApp("loopkit-InsulinKit.storyboard")
    let result = try IBImporter.importDocument(
      file.data, fileName: file.name, options: ImportOptions(scene: .canvas))
    let imported = try #require(result.recipes.first { $0.text.contains("\"jSc-64-2tZ\"") })
    #expect(imported.text.contains("\ndynamic type xS"))
    // "No pump configured", Title 1, lines 0, 260 wide: stored 30 high, one line at xSmall's 25 pt
    // (25 x 2444 / 2048 = 29.83, 30 at 2x); at Large's 28 pt it is 33.41 (33.5) and wraps.
    #expect(imported.storedFrames.contains { $0.ibID.rawValue == "jSc-64-2tZ" })
    let comparison = try FrameComparisonTests.compare(imported)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
  }

  @Test("Xcode 8 to 12 and 14 on store the Large sizes; a device import is at Large in any version")
  func laterCanvasesAndDevicesMeasureLarge() throws {
    for tools in ["12120", "11000", "17701", "21701"] {
      let (frames, text, _) = try Self.solved(try Self.resaved(tools))
      #expect(!text.contains("dynamic type"), "\(tools)")
      // 17 pt: 20.287, 20.5 at 2x.
      #expect(frames["body"]?.size.height == 20.5, "\(tools)")
    }
    let onDevice = try Self.solved(try ImportSupport.fixture(Self.fixture), options: ImportOptions())
    #expect(!onDevice.text.contains("dynamic type"))
    #expect(onDevice.frames["body"]?.size.height == 20.5)
  }

  @Test("the cookbook's Xcode 7 text-style labels at the frames IB stored, within 1 pt")
  func cookbookLabelsAtStoredFrames() throws {
    for (name, ids) in [
      ("apple-cookbook/NestedStackViews.storyboard", ["w3m-Ba-Aqi", "GR4-9t-QQd", "azD-Av-9YE"]),
      ("apple-cookbook/SimpleLabelAndTextField.storyboard", ["c38-WG-Nsd"]),
    ] {
      let file = try ImportSupport.shared(name)
      let imported = try FrameComparisonTests.imported(file.data, name: file.name)
      #expect(imported.text.contains("\ndynamic type M"), "\(name)")
      let comparison = try FrameComparisonTests.compare(imported)
      for id in ids {
        let difference = comparison.differences.first { $0.ibID.rawValue == id }
        #expect(difference == nil, "\(name) \(id): \(String(describing: difference))")
      }
    }
  }
}
