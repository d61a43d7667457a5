import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// IB's `lineBreakMode` on labels and buttons becomes the recipe's `lineBreak` (UIKitVocabulary's
/// `LineBreakMode`) where it differs from UIKit's default for the kind: a label truncates its
/// tail, a button's title its middle.
@Suite struct LineBreakImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Breaks""#, width: 375, height: 300,
          subviews: """
            <label text="Tail" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="tail"/>
            <label text="Middle" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="middle"/>
            <label text="Words" numberOfLines="0" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="words"/>
            <label text="Chars" numberOfLines="0" lineBreakMode="characterWrap" translatesAutoresizingMaskIntoConstraints="NO" id="chars"/>
            <label text="Head" lineBreakMode="headTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="head"/>
            <label text="Clip" lineBreakMode="clip" translatesAutoresizingMaskIntoConstraints="NO" id="clip"/>
            <button lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <state key="normal" title="Go"/>
            </button>
            <button lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="tailButton">
                <state key="normal" title="Stop"/>
            </button>
            <label text="Odd" lineBreakMode="squeeze" translatesAutoresizingMaskIntoConstraints="NO" id="odd"/>
            """))
    ]
  ).xib

  @Test func lineBreakModesMapOntoTheRecipesWords() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Breaks.xib", options: ImportOptions())
    let text = try #require(result.recipes.first).text
    for line in [
      #"label "Tail Label" text "Tail" hugging 250 id "tail""#,  // UIKit's default for a label
      #"label "Middle Label" text "Middle" lineBreak truncateMiddle hugging 250 id "middle""#,
      #"label "Words Label" text "Words" lines 0 lineBreak wordWrap hugging 250 id "words""#,
      #"label "Chars Label" text "Chars" lines 0 lineBreak charWrap hugging 250 id "chars""#,
      #"label "Head Label" text "Head" lineBreak truncateHead hugging 250 id "head""#,
      #"label "Clip Label" text "Clip" lineBreak clip hugging 250 id "clip""#,
      // UIKit's default for a button; custom buttons without a font: system 18 (CustomButtonFontTests)
      #"button "Go Button" title "Go" font 18 id "button""#,
      #"button "Stop Button" title "Stop" font 18 lineBreak truncateTail id "tailButton""#,
      #"label "Odd Label" text "Odd" hugging 250 id "odd""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
    // The labels have no constraint and no stored frame: pinned at the zero frame with a warning
    // of their own (SceneConverter.framePins); this test is about the line-break warning.
    #expect(
      result.warnings.map(\.description).filter { !$0.contains("no constraint names the view") } == [
        "Breaks.xib:19: warning: <label id=\"odd\">: lineBreakMode \"squeeze\" is not known; UIKit's default "
          + "for the kind is used"
      ])
    // Lowered onto Layout's view specs.
    let compiled = try ImportSupport.compile(text)
    let views = try #require(compiled.variants.first).scene.views
    #expect(views.first { $0.name == ViewName("Chars Label") }?.lineBreakMode == .byCharWrapping)
    #expect(views.first { $0.name == ViewName("Stop Button") }?.lineBreakMode == .byTruncatingTail)
    #expect(views.first { $0.name == ViewName("Go Button") }?.lineBreakMode == .byTruncatingMiddle)
  }
}
