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

  @Test("Xcode 7's canvas: text styles at Medium, the sizes worked out by hand in the fixture")
  func xcode7CanvasMeasuresMedium() throws {
    let solved = try ImportSupport.solvedFixture(Self.fixture)
    #expect(
      solved.text.contains(
        "\ndynamic type M  # IB's canvas of Xcode 7 (toolsVersion 8191): text styles at Medium"),
      "\(solved.text)")
    #expect(solved.variant.scene.scale == 2)
    // One line at 16 pt: 16 x 2444 / 2048 = 19.094, 19.5 at 2x (at Large, 17 pt: 20.5).
    #expect(solved.framesByIBID["body"]?.size.height == 19.5)
    #expect(solved.framesByIBID["headline"]?.size.height == 19.5)
    // "Middle": 6528 units of 2048 at 16 pt = 51, tracked 6 x -0.31: 49.14, 49.5 at 2x.
    #expect(solved.framesByIBID["body"]?.size.width == 49.5)
    // "Name" in semibold: 5747 units = 44.898, tracked 4 x (-0.31 + 0.011 x 16 for the weight):
    // 44.362, 44.5 at 2x (the cookbook's Xcode 7 file stores 45).
    #expect(solved.framesByIBID["headline"]?.size.width == 44.5)
  }

  @Test("Xcode 13's canvas: text styles at xSmall, the sizes worked out by hand at 14 pt")
  func xcode13CanvasMeasuresExtraSmall() throws {
    for tools in ["19162", "20037"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      let line = "dynamic type xS  # IB's canvas of Xcode 13 (toolsVersion \(tools)): text styles at xSmall"
      #expect(solved.text.contains("\n" + line), "\(solved.text)")
      // One line at 14 pt (Body and Headline at xSmall): 14 x 2444 / 2048 = 16.707, 17 at 2x.
      #expect(solved.framesByIBID["body"]?.size.height == 17, "\(tools)")
      #expect(solved.framesByIBID["headline"]?.size.height == 17, "\(tools)")
      // "Middle": 6528 units of 2048 at 14 pt = 44.625, tracked 6 x -0.15 (HIG, 14 pt): 43.725, 44.
      #expect(solved.framesByIBID["body"]?.size.width == 44, "\(tools)")
      // "Name" in semibold: 5747 units = 39.286, tracked 4 x (-0.15 + 0.011 x 14): 39.302, 39.5.
      #expect(solved.framesByIBID["headline"]?.size.width == 39.5, "\(tools)")
    }
  }

  @Test("LoopKit's InsulinKit (Xcode 13, toolsVersion 20037): its Title 1 label at IB's frame")
  func insulinKitLabelAtStoredFrame() throws {
    let result = try ImportSupport.importSharedPublicApp("loopkit-InsulinKit.storyboard")
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
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      #expect(!solved.text.contains("dynamic type"), "\(tools)")
      // 17 pt: 20.287, 20.5 at 2x.
      #expect(solved.framesByIBID["body"]?.size.height == 20.5, "\(tools)")
    }
    let onDevice = try ImportSupport.solvedFixture(Self.fixture, options: ImportOptions())
    #expect(!onDevice.text.contains("dynamic type"))
    #expect(onDevice.framesByIBID["body"]?.size.height == 20.5)
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

/// Title 1 and Title 2 on the canvas of Xcode 9 (toolsVersion 13000 to 14299): IB measured them at
/// their Small sizes (26 and 20 pt) beside Body at Large (docs/interface-builder.md, "Text styles
/// on Xcode 9's canvas"). `Xcode9TitleStyles.storyboard`, heights by hand: one line of San
/// Francisco is 2444 / 2048 em.
@Suite struct Xcode9TitleStyleTests {
  static let fixture = "Xcode9TitleStyles.storyboard"

  @Test("Xcode 9's canvas: Title 1 at 26 pt (31.5 high), Title 2 at 20 pt (24), Body at 17 (20.5)")
  func titlesAtSmallOnXcode9sCanvas() throws {
    for tools in ["13528", "14113"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      // 26 x 2444 / 2048 = 31.027, 31.5 at 2x; 20 x 2444 / 2048 = 23.867, 24; 17: 20.287, 20.5.
      #expect(solved.framesByIBID["title1"]?.size.height == 31.5, "\(tools): \(solved.text)")
      #expect(solved.framesByIBID["title2"]?.size.height == 24, "\(tools)")
      #expect(solved.framesByIBID["body"]?.size.height == 20.5, "\(tools)")
    }
  }

  @Test("Xcode 11's canvas and a device import: Title 1 at 28 pt (33.5 high), Title 2 at 22 (26.5)")
  func titlesAtLargeElsewhere() throws {
    let later = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: "15705")
    let onDevice = try ImportSupport.solvedFixture(Self.fixture, options: ImportOptions())
    for solved in [later, onDevice] {
      // 28 x 2444 / 2048 = 33.414, 33.5 at 2x; 22 x 2444 / 2048 = 26.254, 26.5.
      #expect(solved.framesByIBID["title1"]?.size.height == 33.5, "\(solved.text)")
      #expect(solved.framesByIBID["title2"]?.size.height == 26.5)
      #expect(solved.framesByIBID["body"]?.size.height == 20.5)
    }
  }
}
