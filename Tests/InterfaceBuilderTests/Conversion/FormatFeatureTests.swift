import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// The IB format's features, one by one, on hand-written files (Tests/Fixtures/InterfaceBuilder):
/// the recipe lines each becomes, and frames derived by hand from the constraints.
@Suite struct FormatFeatureTests {
  func features() throws -> ImportResult {
    try ImportSupport.importFixture("Features.storyboard", options: ImportOptions())
  }

  @Test func viewsKeepTheirIdsNamesAndAttributes() throws {
    let text = try #require(try features().recipes.first).text
    let expected = [
      #"recipe "Features""#,
      #"device "iPhone 8""#,  // <device id="retina4_7">
      // userLabel; background from components (red = 1, 0, 0 is the named colour).
      #"view "Box A" background red id "box-A""#,
      // No userLabel, no text: the kind; the next "View" (a userLabel) is made unique.
      ##"view "View" background "#336699" id "box-B""##,
      #"view "View 2" id "box-C""#,
      // Text, system 20 medium, centred, blue text; IB wrote no hugging: 250, not the label's 251.
      #"label "Hello Label" text "Hello" font 20 weight medium alignment center color blue hugging 250 id "lbl-1""#,
      // The configuration's title wins over the stale state title "Button"; no font in the
      // file: a configured title is set in Body.
      #"button "Go Button" title "Go" configuration filled font body id "btn-1""#,
      // The image's size from <resources>.
      #"imageView "Image View" image 40 x 30 id "img-1""#,
    ]
    for line in expected { #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)") }
  }

  @Test func everyConstraintFormBecomesACookbookLine() throws {
    let text = try #require(try features().recipes.first).text
    let expected = [
      #"1. Box A.Leading = Superview.LeadingMargin id "a-lead""#,
      #"2. Box A.Top = Safe Area.Top + 10 id "a-top""#,  // the root's safe area guide
      #"3. View.Leading = Box A.Trailing + Standard id "b-lead""#,  // symbolic="YES"
      #"5. View.Width = 0.5 x Box A.Width id "b-w""#,  // multiplier "0.5"
      #"6. View.Height = 0.75 x Box A.Height id "b-h""#,  // multiplier "3/4"
      #"7. Superview.TrailingMargin = View 2.Trailing id "c-trail""#,  // no firstItem: the owner, the root
      // Box B.Bottom = Box C.Top - Standard, turned around (a recipe has no negative Standard).
      #"8. View 2.Top = View.Bottom + Standard id "c-top""#,
      #"16. Box A.Width = 100 id "a-w""#,  // no firstItem, no second item: the owner's own size
      #"17. Box A.Height = Box A.Width id "a-aspect""#,  // multiplier "1:1"
      #"18. View 2.Height = 20 id "c-h" identifier "C height""#,
      #"19. View 2.Width = 40 (Priority 750) id "c-w750""#,
      #"20. View 2.Width >= 60 id "c-wmin""#,
    ]
    for line in expected { #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)") }
    // A placeholder constraint is kept, as IB's canvas lays it out, marked design time only.
    #expect(
      text.contains(
        "\n15. Image View.Width = Box A.Width (Priority 10) id \"img-placeholder\"  "
          + "# design time only: a placeholder, removed at build time\n"), "\(text)")
  }

  @Test func warningsSayWhatWasApproximated() throws {
    let warnings = try features().warnings.map(\.description)
    #expect(
      warnings == [
        "Features.storyboard:64: warning: <constraint id=\"img-placeholder\">: a placeholder constraint (removed at "
          + "build time) is kept as Interface Builder lays it out, marked design time only; UIKit drops it, so the "
          + "app's code must add its replacement"
      ])
  }

  /// iPhone 8 portrait: margins 16, safe area top 20 (status bar).
  /// Box A: x = 16, y = 20 + 10 = 30, 100 x 100 (1:1). View: x = 116 + 8 = 124, y = 30,
  /// width 100 x 0.5 = 50, height 100 x 3/4 = 75. View 2: trailing at 375 - 16 = 359, width
  /// max(60, 40 at 750) = 60 so x = 299, y = 105 + 8 = 113, height 20. Hello: x = 16,
  /// y = 130 + 20 = 150. Image View: 40 x 30, its intrinsic size.
  @Test func framesFollowFromTheConstraints() throws {
    let recipe = try #require(try features().recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["box-A"] == Rect(x: 16, y: 30, width: 100, height: 100))
    #expect(frames["box-B"] == Rect(x: 124, y: 30, width: 50, height: 75))
    #expect(frames["box-C"] == Rect(x: 299, y: 113, width: 60, height: 20))
    #expect(frames["lbl-1"]?.minX == 16)
    #expect(frames["lbl-1"]?.minY == 150)
    #expect(frames["img-1"]?.width == 40)
    #expect(frames["img-1"]?.height == 30)
    #expect(frames["btn-1"]?.minX == 16, "Safe Area.Leading (0) + 16")
  }

  @Test func xibCellBecomesACellRecipe() throws {
    let result = try ImportSupport.importFixture("QuoteCell.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(recipe.name == "QuoteCell")
    #expect(recipe.stem == "quote-cell")
    let text = recipe.text
    for line in [
      "cell width 375 rowHeight 60",
      #"label "A quote that is Label" text "A quote that is long enough to wrap onto a second line in a narrow cell" font body lines 0 initialWidth 284 lineBreak wordWrap id "quote""#,
      #"1. Bar.Leading = Content View.LeadingMargin id "bar-lead""#,
      #"3. Content View.BottomMargin >= Bar.Bottom id "bar-bottom""#,
      #"7. Content View.BottomMargin = A quote that is Label.Bottom (Priority 999) id "quote-bottom""#,
    ] {
      #expect(text.contains(line + "\n"), "\(line)\n---\n\(text)")
    }
    #expect(text.contains(#"view "Bar" background systemBlue id "bar""#))
    // The content view's explicit margins are the cell recipe's `superview` margins.
    #expect(text.contains("\nsuperview margins 10 12 10 12\n"), "\(text)")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    // Content view margins 10 12 10 12 (as IB's stored frames show, in a 320 cell): Bar at
    // (12, 10), 4 x 40; the quote from 12 + 4 + 8 = 24 to 375 - 12 = 363.
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["bar"] == Rect(x: 12, y: 10, width: 4, height: 40))
    #expect(frames["quote"]?.minX == 24)
    #expect(frames["quote"]?.maxX == 363)
  }

  /// A xib with a top-level view holding one view of each font form and text view kind.
  static let fontsXib = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .view(
        IBFixtureRoot(
          id: "top", attributes: #"userLabel="Fonts""#, width: 375, height: 300,
          subviews: """
                            <label text="Bold" translatesAutoresizingMaskIntoConstraints="NO" id="f1">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="29"/>
                            </label>
                            <label text="Caption" verticalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="f2">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                            </label>
                            <label text="Optima" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="f3">
                                <fontDescription key="fontDescription" name="Optima-BoldItalic" family="Optima" pointSize="24"/>
                            </label>
                            <textField placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="f4">
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textField>
                            <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="f5">
                                <string key="text">Two
            lines</string>
                                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
                            </textView>
            """))
    ]
  ).xib

  @Test func fontsTextViewsAndPrioritiesMapToAttributes() throws {
    let result = try ImportSupport.importDocument(
      text: Self.fontsXib, name: "Fonts.xib", options: ImportOptions())
    let text = try #require(result.recipes.first).text
    for line in [
      #"label "Bold Label" text "Bold" font 29 weight bold hugging 250 id "f1""#,
      // A text style has no size; IB's absent hugging is 250 and the 751 resistance is kept.
      #"label "Caption Label" text "Caption" font caption1 hugging 250 resistance vertical 751 id "f2""#,
      #"label "Optima Label" text "Optima" font "Optima" 24 weight bold italic id "f3""#,
      // System 14 is the text field's default font: not repeated; no borderStyle: borderless.
      #"textField "Search Text Field" placeholder "Search" fieldInset 0 id "f4""#,
      // A non-scrolling text view (the newline kept as an escape); italic system 17, not the text
      // view's default 14; IB's absent hugging is the text view's own 250.
      #"textView "Two lines Text View" text "Two\nlines" font 17 italic id "f5""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
    #expect(text.contains("scene 375 x 300"), "a xib's top-level view keeps its size on no device")
  }

  @Test func sizeClassMasksBecomeVariants() throws {
    let result = try ImportSupport.importShared(
      "apple-cookbook/ButtonsSizeClass.storyboard", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    // Base: 9 constraints; the default variation excludes 3 (the compact-regular ones), the
    // heightClass=regular-widthClass=compact key includes them and excludes 2 (as in the book's A8).
    #expect(recipe.recipe.constraints.count == 9)
    #expect(recipe.recipe.variantNames == ["Any-Any", "Compact-Regular"])
    #expect(recipe.text.contains("uninstall 3, 5, 7  # not installed in Any-Any (IB's default variation)\n"))
    #expect(recipe.text.contains("  size class compact regular\n  uninstall 1, 2\n  install 3, 5, 7\n"))
  }
}
