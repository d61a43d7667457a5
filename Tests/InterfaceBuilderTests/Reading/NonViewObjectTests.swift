import Foundation
import InterfaceBuilder
import Testing

/// Objects that are not views (gesture recognizers, storyboard references) and child elements
/// that hold no size are skipped without a warning, and a table's header or footer view may be
/// any view element (`NonViewObjects.storyboard`; docs/interface-builder.md, "Scenes").
@Suite struct NonViewObjectTests {
  @Test func gestureRecognizersReferencesAndConfigurationsAreNotWarned() throws {
    let result = try ImportSupport.importFixture("NonViewObjects.storyboard")
    let unknown = result.warnings.filter { $0.message.contains("unknown") }
    #expect(unknown.isEmpty, "\(unknown)")
    #expect(result.recipes.map(\.name) == ["Home", "List - Row"], "\(result.recipes.map(\.name))")
    let row = try #require(result.recipes.first { $0.name == "List - Row" })
    #expect(row.text.contains("Box"), "\(row.text)")
  }

  /// A search display controller and a bar button item in a scene's `<objects>` (beside the
  /// controller: the dock) are objects, not views: skipped without a warning, and the scenes import
  /// as without them (before, each was an "unknown scene object").
  @Test func searchDisplayControllersAndDockBarButtonItemsAreNotWarned() throws {
    let plain = try ImportSupport.importFixture("NonViewObjects.storyboard")
    let text = String(decoding: try ImportSupport.fixture("NonViewObjects.storyboard"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<tapGestureRecognizer id="tap"/>"#,
        with: #"<tapGestureRecognizer id="tap"/><searchDisplayController id="sdc"/>"#
          + #"<barButtonItem title="Outline" style="plain" id="bbi"/>"#)
    #expect(text.contains("searchDisplayController") && text.contains("barButtonItem"))
    let result = try ImportSupport.importDocument(text: text, name: "NonViewObjects.storyboard")
    let unknown = result.warnings.filter { $0.message.contains("unknown") }
    #expect(unknown.isEmpty, "\(unknown)")
    #expect(result.recipes.map(\.name) == plain.recipes.map(\.name))
    #expect(result.recipes.map(\.text) == plain.recipes.map(\.text))
  }

  /// The same objects among a xib's top-level objects are skipped as its File's Owner is.
  @Test func aXibsTopLevelSearchDisplayControllerIsNotWarned() throws {
    let text = String(decoding: try ImportSupport.fixture("Xcode26Cell.xib"), as: UTF8.self)
      .replacingOccurrences(
        of: "</objects>",
        with: #"<searchDisplayController id="sdc"/><barButtonItem title="Item" id="bbi"/></objects>"#)
    #expect(text.contains("searchDisplayController"))
    let result = try ImportSupport.importDocument(text: text, name: "Xcode26Cell.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.recipes.count == 1)
  }

  /// A xib's top-level gesture recognizer is skipped as its File's Owner is; the cell still imports.
  @Test func aXibsTopLevelGestureRecognizerIsNotWarned() throws {
    let text = String(decoding: try ImportSupport.fixture("Xcode26Cell.xib"), as: UTF8.self)
      .replacingOccurrences(
        of: "</objects>",
        with:
          #"<tapGestureRecognizer id="tap"/><swipeGestureRecognizer direction="left" id="swipe"/></objects>"#)
    #expect(text.contains("tapGestureRecognizer"))
    let result = try ImportSupport.importDocument(text: text, name: "Xcode26Cell.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.recipes.count == 1)
  }

  /// A bar button item in a scene's dock and an iOS 7 search display controller beside the
  /// controller are not views, and a view's hand-placed canvas guides (`<userGuides>`) are a
  /// design-time aid: none is warned about, and the scene imports.
  @Test func dockBarItemsSearchDisplayControllersAndUserGuidesAreNotWarned() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                              <userGuides>
                                  <userLayoutGuide location="204" affinity="minY"/>
                              </userGuides>
                              <subviews>
                                  <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="10" y="20" width="30" height="40"/>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                      <barButtonItem title="Item" id="item"/>
                      <searchDisplayController id="search">
                          <connections>
                              <outlet property="searchContentsController" destination="vc" id="o1"/>
                          </connections>
                      </searchDisplayController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let result = try ImportSupport.importDocument(text: text, name: "Dock.storyboard")
    let unknown = result.warnings.filter { $0.message.contains("unknown") }
    #expect(unknown.isEmpty, "\(unknown)")
    #expect(result.recipes.count == 1)
  }

  /// A view's hand-placed canvas guides (`<userGuides>`, Editor > Add Horizontal Guide) alone, in a
  /// scene with nothing else the importer skips: ignored, no warning of any kind, and the recipe is
  /// the one the same scene gives without them (docs/interface-builder.md, "Scenes": a
  /// design-time aid the compiled nib does not hold).
  @Test func userGuidesAloneAreIgnoredWithoutAWarning() throws {
    func scene(_ guides: String) -> String {
      IBFixtureDocument(
        toolsVersion: "21225",
        scenes: [
          .controller(
            root: IBFixtureRoot(
              width: 320, height: 480,
              subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="10" y="20" width="30" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="w"/>
                        <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                </view>
                """,
              constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                """,
              extra: guides))
        ]
      ).storyboard
    }
    // On one line, after the root's constraints: the lines before it match in both documents.
    let guides =
      #"<userGuides><userLayoutGuide location="204" affinity="minY"/>"#
      + #"<userLayoutGuide location="160" affinity="minX"/></userGuides>"#
    let with = try ImportSupport.importDocument(text: scene(guides), name: "Guides.storyboard")
    let without = try ImportSupport.importDocument(text: scene(""), name: "Guides.storyboard")
    #expect(with.warnings.isEmpty, "\(with.warnings)")
    #expect(without.warnings.isEmpty, "\(without.warnings)")
    #expect(with.recipes.count == 1)
    #expect(with.recipes.map(\.text) == without.recipes.map(\.text))
    // The box as its constraints place it (by hand: 10, 20, 30 x 40).
    let text = try #require(with.recipes.first?.text)
    #expect(text.contains("View.Leading = Superview.Leading + 10"), "\(text)")
    #expect(text.contains("View.Width = 30"), "\(text)")
  }
}
