import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// Numbers a recipe cannot hold (not finite, 1e12 or more, negative or out-of-range multipliers,
/// priorities outside 1...1000, tiny values Swift spells with an exponent) are warned at their
/// line and left out or replaced, so that the imported recipe always compiles. Before, such a file
/// made `import` exit 70 ("a bug of the importer") and a `nan` priority trapped.
@Suite struct NumberRangeImportTests {
  /// A 375 x 667 xib: a box pinned at (20, 30), 100 wide, with `extra` constraints in the box and
  /// `attributes` on it. Lines: the box is on line 8, its `<constraints>` on 10, its first
  /// constraint (width 100) on 11, `extra` from line 12.
  static func xib(box attributes: String = "", extra: [String] = [], subviews: String = "") -> String {
    IBFixtureDocument(
      toolsVersion: "21225",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 375, height: 667,
            subviews: """
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"
                                  \(attributes)>
                                  <rect key="frame" x="20" y="30" width="100" height="50"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="100" id="w"/>
              \(extra.map { "                        " + $0 }.joined(separator: "\n"))
                                      <constraint firstAttribute="height" constant="50" priority="1" id="h"/>
                                  </constraints>
              \(subviews)
                              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
              """))
      ]
    ).xib
  }

  /// Imports, compiles and solves; returns the warnings (as printed) and the frames by name.
  static func importAndSolve(_ xib: String) throws -> (
    warnings: [String], text: String, frames: [String: Rect]
  ) {
    let result = try ImportSupport.importDocument(text: xib, name: "N.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    return (result.warnings.map(\.description), recipe.text, try ImportSupport.solved(recipe).framesByName)
  }

  @Test func constraintsWithNumbersARecipeCannotHoldAreLeftOutWhereTheyAre() throws {
    let extra = [
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" constant="1e20" id="a"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" priority="nan" id="b"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="-1" id="c"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="1e9" id="d"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="1:1e-300" id="e"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="3:0" id="f"/>"#,
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" constant="inf" id="g"/>"#,
    ]
    let (warnings, _, frames) = try Self.importAndSolve(Self.xib(extra: extra))
    let tail = "is not a finite number below 1,000,000,000,000 in magnitude; the constraint is left out"
    #expect(
      warnings == [
        "N.xib:12: warning: <constraint id=\"a\">: constant=\"1e20\" " + tail,
        "N.xib:13: warning: <constraint id=\"b\">: priority=\"nan\" " + tail,
        "N.xib:16: warning: <constraint id=\"e\">: multiplier=\"1:1e-300\" " + tail,
        "N.xib:18: warning: <constraint id=\"g\">: constant=\"inf\" " + tail,
        "N.xib:14: warning: <constraint id=\"c\">: multiplier \"-1\" is negative, which a recipe cannot write; "
          + "the constraint is left out",
        "N.xib:15: warning: <constraint id=\"d\">: multiplier \"1e9\" is outside the solver's numeric range (0, "
          + "or 0.00000001 to 100000000 in magnitude); the constraint is left out",
        "N.xib:17: warning: <constraint id=\"f\">: multiplier \"3:0\" is not a number (nor a ratio a:b or a/b "
          + "with b not 0, nor a percentage N%); the constraint is left out",
      ])
    // Only the pins, the width and the optional height 50 remain: (20, 30) 100 x 50.
    #expect(frames["Box"] == Rect(x: 20, y: 30, width: 100, height: 50))
  }

  @Test func aSmallMultiplierIsWrittenWithoutAnExponentAndKeepsItsValue() throws {
    // 1e-7 is inside the solver's range; Swift spells it "1e-07", which a recipe refuses.
    let extra = [
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="1e-7" constant="40" id="m"/>"#
    ]
    let (warnings, text, frames) = try Self.importAndSolve(Self.xib(extra: extra))
    #expect(warnings.isEmpty)
    #expect(text.contains("Box.Height = 0.0000001 x Box.Width + 40"))
    // Height = 1e-7 x 100 + 40, which rounds to 40.00001 at any display precision; exact here.
    let height = try #require(frames["Box"]?.height)
    #expect(abs(height - (40 + 1e-5)) < 1e-9)
  }

  @Test func viewNumbersOutOfRangeAreIgnoredWithAWarningAtTheirElement() throws {
    let subviews = """
                      <subviews>
                          <label text="Hi" numberOfLines="1e30" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                              <fontDescription key="fontDescription" type="system" pointSize="-4"/>
                          </label>
                      </subviews>
      """
    let xib = Self.xib(
      box:
        #"horizontalHuggingPriority="1e20" verticalHuggingPriority="999.5" verticalCompressionResistancePriority="-5""#,
      subviews: subviews)
    let (warnings, text, _) = try Self.importAndSolve(xib)
    // The label has no constraint and no stored frame: pinned at the zero frame with a warning of
    // its own (SceneConverter.framePins); this test is about the number warnings.
    #expect(
      warnings.filter { !$0.contains("no constraint names the view") } == [
        "N.xib:8: warning: <view id=\"box\">: horizontalHuggingPriority=\"1e20\" is not a finite number below "
          + "1,000,000,000,000 in magnitude; ignored (the default is used)",
        "N.xib:16: warning: <label id=\"lab\">: numberOfLines=\"1e30\" is not a finite number below "
          + "1,000,000,000,000 in magnitude; ignored (the default is used)",
        "N.xib:8: warning: <view id=\"box\">: vertical hugging priority 999.5 is not a whole number in 1...1000; "
          + "999 is used",
        "N.xib:8: warning: <view id=\"box\">: vertical compression resistance priority -5.0 is not a whole number "
          + "in 1...1000; 1 is used",
        "N.xib:16: warning: <label id=\"lab\">: font size -4.0 is negative; the kind's default size is used",
      ])
    // 999.5 stays optional (999, not 1000); the absent horizontal hugging is IB's 250.
    #expect(text.contains(#"view "Box" hugging vertical 999 resistance vertical 1 id "box""#))
    #expect(text.contains(#"label "Hi Label" in "Box" text "Hi" hugging 250 id "lab""#))
  }

  @Test func wholePrioritiesKeepOptionalConstraintsOptional() {
    #expect(SceneConverter.wholePriority(999.5) == 999)
    #expect(SceneConverter.wholePriority(999.9) == 999)
    #expect(SceneConverter.wholePriority(250.5) == 251)
    #expect(SceneConverter.wholePriority(0.2) == 1)
    #expect(SceneConverter.wholePriority(-5) == 1)
    #expect(SceneConverter.wholePriority(1000.4) == 1000)
    #expect(SceneConverter.wholePriority(5000) == 1000)
  }

  @Test func aDocumentWithNothingToImportIsRefusedAtItsDocumentElement() throws {
    let empty = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          </objects>
      </document>
      """
    let error = #expect(throws: IBImportError.self) {
      try IBImporter.importDocument(Data(empty.utf8), fileName: "Empty.xib")
    }
    #expect(error?.line == 2)
    #expect(
      error?.message.hasPrefix(
        "nothing to import: the document has no top-level view, cell or view controller, so no recipe is written"
      )
        == true)
    let navigationOnly = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <navigationController id="nav"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let refused = #expect(throws: IBImportError.self) {
      try IBImporter.importDocument(Data(navigationOnly.utf8), fileName: "Nav.storyboard")
    }
    #expect(
      refused?.description.hasPrefix("Nav.storyboard:2: error: nothing to import: the document has no scene")
        == true)
    // The skipped controller is named in the error, since no warning is printed apart from it.
    #expect(
      refused?.message.hasSuffix(
        "\nNav.storyboard:6: warning: <navigationController id=\"nav\">: a navigationController has no layout of "
          + "its own; skipped") == true)
  }
}
