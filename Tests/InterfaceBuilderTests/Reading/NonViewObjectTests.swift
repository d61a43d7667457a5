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
}
