import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// `<stackView>` imported onto the recipe's stack views: attributes, arranged views in order,
/// hidden arranged views, and what a recipe cannot say (warned). Frames are derived by hand from
/// UIKit's stack rules (docs/layout.md "Stack views") on hand-written files, and checked against
/// the book's E2 on Apple's NestedStackViews.storyboard.
@Suite struct StackImportTests {
  func imported(_ fixture: String) throws -> ImportResult {
    try ImportSupport.importFixture(fixture, options: ImportOptions())
  }

  @Test func stackAttributesAndArrangedViewsBecomeStackLines() throws {
    let text = try #require(try imported("Stacks.xib").recipes.first).text
    let expected = [
      // IB's `alignment="top"` keeps its spelling; the axis absent is horizontal.
      #"stackView "Row" axis horizontal alignment top distribution fillEqually spacing 10 id "row""#,
      // Arranged views are declared in the stack, in IB's order; the hidden one says so, left
      // where IB stored it (x 105) on IB's canvas, which the default import of this device-less
      // xib is (`SceneConverter.onCanvas`).
      #"view "A" in "Row" id "a""#,
      #"view "Hidden" in "Row" hidden canvas at 105 id "h""#,
      #"view "B" in "Row" id "b""#,
      #"view "C" in "Row" id "c""#,
      #"stackView "Column" axis vertical alignment center distribution equalSpacing spacing 10 id "column""#,
    ]
    for line in expected { #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)") }
    #expect(text.firstRange(of: #"id "a""#)!.lowerBound < text.firstRange(of: #"id "h""#)!.lowerBound)
    #expect(text.firstRange(of: #"id "h""#)!.lowerBound < text.firstRange(of: #"id "b""#)!.lowerBound)
  }

  /// Scene 320 x 200 (the xib view's size). Row: fill equally, spacing 10, top alignment, pinned
  /// to the top and both edges; the hidden view takes no width and the spacing around it is
  /// halved (5 + 0 + 5), so three visible views share 320 - 2 x 10 = 300: 100 each at x = 0, 110,
  /// 220; tops at 0, heights their own (20, 40, 30); the row is as tall as the tallest, 40.
  /// Column: from y = 40 + 20 = 60 to 200 (140 high), equal spacing: the gaps share
  /// 140 - (20 + 30 + 10) = 80, 40 each (more than the minimum 10): D at 60, E at 120, F at 190;
  /// centre alignment centres each on x = 160: D at 110, E at 60, F at 130.
  @Test func fillEquallyTopAndEqualSpacingCenterFramesByHand() throws {
    let frames = try ImportSupport.solved(try #require(try imported("Stacks.xib").recipes.first)).framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 320, height: 40))
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(frames["h"]?.width == 0)
    #expect(frames["h"]?.minX == 105)
    #expect(frames["b"] == Rect(x: 110, y: 0, width: 100, height: 40))
    #expect(frames["c"] == Rect(x: 220, y: 0, width: 100, height: 30))
    #expect(frames["column"] == Rect(x: 0, y: 60, width: 320, height: 140))
    #expect(frames["d"] == Rect(x: 110, y: 60, width: 100, height: 20))
    #expect(frames["e"] == Rect(x: 60, y: 120, width: 200, height: 30))
    #expect(frames["f"] == Rect(x: 130, y: 190, width: 60, height: 10))
  }

  /// iPhone 8: the safe area's top is 20. Panel: vertical, leading alignment, spacing 8, laid out
  /// in its margins (5, 10, 5, 10): Top Box at (10, 25) 50 x 20; the hidden Gone is 0 high with
  /// 8 / 2 = 4 on each side, so Bottom Box is at y = 45 + 8 = 53, 80 x 30; the panel hugs its
  /// widest view: 10 + 80 + 10 = 100 wide, 5 + 20 + 8 + 30 + 5 = 68 high.
  @Test func marginRelativeStackWithHiddenViewFramesByHand() throws {
    let result = try imported("MarginStack.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains(
        #"stackView "Panel" axis vertical alignment leading distribution fill spacing 8 marginsRelative margins 5 10 5 10 id "stack""#
      ), "\(recipe.text)")
    #expect(recipe.text.contains(#"view "Gone" in "Panel" hidden id "gone""#))
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.framesByIBID["stack"] == Rect(x: 0, y: 20, width: 100, height: 68))
    #expect(scene.framesByIBID["top"] == Rect(x: 10, y: 25, width: 50, height: 20))
    #expect(scene.framesByIBID["gone"]?.height == 0)
    #expect(scene.framesByIBID["gone"]?.minY == 49)
    #expect(scene.framesByIBID["bottom"] == Rect(x: 10, y: 53, width: 80, height: 30))
    // Texts: baseline-relative with IB's standard spacing (spacingType="standard", the stored 12
    // is not used): the system spacing between the baselines of a Headline and a Body label, the
    // larger of their text styles' line spacings at 17 pt, 22 and 22 (REFERENCE.md's Dynamic
    // Type table): the subtitle's first baseline is 22 below the title's last baseline, whatever
    // the fonts' metrics are.
    #expect(
      recipe.text.contains(
        #"stackView "Texts" axis vertical alignment fill distribution fill spacing system baselineRelative id "texts""#
      ), "\(recipe.text)")
    let index = { (id: String) in ViewID(try #require(scene.variant.viewOrigins.firstIndex { $0.ibID == id }))
    }
    let title = scene.result[try index("title")]
    let subtitle = scene.result[try index("subtitle")]
    let gap = try #require(subtitle.firstBaseline) - (try #require(title.lastBaseline))
    #expect(abs(gap - 22) < 1e-9)
  }

  @Test func whatARecipeCannotSayIsWarnedWhereItIs() throws {
    #expect(try imported("MarginStack.storyboard").warnings.isEmpty)
    #expect(try imported("Stacks.xib").warnings.isEmpty)
    var text = String(decoding: try ImportSupport.fixture("MarginStack.storyboard"), as: UTF8.self)
    text = text.replacingOccurrences(of: #"spacingType="standard""#, with: #"spacingType="wide""#)
    let result = try ImportSupport.importDocument(
      text: text, name: "MarginStack.storyboard", options: ImportOptions())
    #expect(
      result.warnings.map(\.description) == [
        "MarginStack.storyboard:41: warning: <stackView id=\"texts\">: spacingType=\"wide\" is not known; the "
          + "spacing 12 is used"
      ])
  }

  @Test func unknownStackValuesAreWarnedAndUIKitsDefaultsUsed() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "21225",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 100, height: 100,
            subviews: """
              <stackView axis="diagonal" alignment="middle" distribution="spread" spacing="wide" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="v"/>
                  </subviews>
              </stackView>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Odd.xib", options: ImportOptions())
    // The arranged view has no stored frame: see LineBreakImportTests (framePins' own warning).
    #expect(
      result.warnings.map(\.description).filter { !$0.contains("no constraint names the view") } == [
        "Odd.xib:7: warning: <stackView id=\"s\">: spacing \"wide\" is not a number; 0 is used",
        "Odd.xib:7: warning: <stackView id=\"s\">: stack axis \"diagonal\" is not known; horizontal (UIKit's default) is used",
        "Odd.xib:7: warning: <stackView id=\"s\">: stack alignment \"middle\" is not known; fill (UIKit's default) is used",
        "Odd.xib:7: warning: <stackView id=\"s\">: stack distribution \"spread\" is not known; fill (UIKit's default) is used",
      ])
    let text = try #require(result.recipes.first).text
    #expect(
      text.contains(
        #"stackView "Stack View" axis horizontal alignment fill distribution fill spacing 0 id "s""#))
  }

  /// Apple's NestedStackViews.storyboard (seven stack views) imported on the iPhone 8 solves to
  /// the frames of our book's E2, which was written by hand from the same file, in portrait and
  /// landscape: tolerance 0.001 pt (the same solver and fonts on both sides, so any difference is
  /// a different layout, not rounding). Views matched by IB id -> E2 name.
  @Test func nestedStackViewsSolveToTheBooksE2() throws {
    let imported = try ImportSupport.importShared(
      "apple-cookbook/NestedStackViews.storyboard", options: ImportOptions(scene: .device(Device.iPhone8)))
    let recipe = try #require(imported.recipes.first)
    #expect(!recipe.text.contains("not yet supported"))
    let views: [String: String] = [
      "oyc-qe-1ck": "Stack View", "EcO-Xe-pUV": "Header Stack", "Y6d-8w-Tjm": "Image View",
      "rUG-LP-2jr": "Names Stack", "Og3-ll-sS5": "First Row", "w3m-Ba-Aqi": "First Label",
      "S9e-bh-TAa": "First Name Text Field", "bau-AO-TqM": "Middle Row", "GR4-9t-QQd": "Middle Label",
      "lLw-jY-xXU": "Middle Name Text Field", "Pf0-ea-ED4": "Last Row", "azD-Av-9YE": "Last Label",
      "2wu-Sa-6w5": "Last Name Text Field", "k3c-5q-RMs": "Notes Text View", "ZIU-ff-Ux4": "Button Stack",
      "I2A-eI-bUy": "Save Button", "YPb-gx-sbK": "Cancel Button", "HsB-PR-VVy": "Clear Button",
    ]
    let bookText = try String(
      contentsOf: ImportSupport.repositoryRoot.appendingPathComponent("recipes/e2-nested-stack-views.recipe"),
      encoding: .utf8)
    let book = try ImportSupport.compile(bookText)
    for (bookVariant, size) in [("Portrait", (375.0, 667.0)), ("Landscape", (667.0, 375.0))] {
      let scened = ImportSupport.withScene(recipe.recipe, width: size.0, height: size.1)
      let ours = try #require(try ImportSupport.compile(RecipeFormatter.format(scened)).variants.first)
      let theirs = try #require(book.variant(named: bookVariant))
      #expect(ours.scene.size == theirs.scene.size)
      let oursFrames = ImportSupport.framesByIBID(ours, try ImportSupport.solve(ours))
      let bookFrames = ImportSupport.framesByName(theirs, try ImportSupport.solve(theirs))
      #expect(oursFrames.count == views.count, "every view imported with its id")
      for (id, bookName) in views {
        let frame = try #require(oursFrames[id], "\(id) imported")
        let expected = try #require(bookFrames[bookName], "\(bookName) in the book")
        for (a, b) in [
          (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
          (frame.height, expected.height),
        ] {
          #expect(abs(a - b) < 0.001, "E2 \(bookVariant): \(bookName) \(frame) vs book \(expected)")
        }
      }
    }
  }

  /// BradBroulik's SubtitleCell.xib: a horizontal stack (centre alignment, spacing 10) of a
  /// 50 x 60 image view and a vertical stack of two multi-line labels. In a 375-wide cell the
  /// stack is pinned 10 from the leading edge and to the other three edges: the image at
  /// (10, y) 50 x 60, the inner stack from x = 10 + 50 + 10 = 70 to 375 (305 wide). The inner
  /// stack's margins (8 0 8 4, no `layoutMarginsRelativeArrangement` in the file) arrange the
  /// labels in them, as IB's stored frames show (labels at y 8, 243 of 247 wide): 8 + two
  /// one-line labels + 8 is less than 60, so the image sets the row's height (60) and the inner
  /// stack is centred on it (centre y = 30); the labels are 305 - 4 = 301 wide at x 70, the first
  /// 8 below the stack's top, the second 8 above its bottom.
  @Test func broulikSubtitleCellImportsWithItsStacks() throws {
    let result = try ImportSupport.importShared(
      "broulik-subtitle-cell/SubtitleCell.xib", options: ImportOptions(scene: .device(Device.iPhone8)))
    let recipe = try #require(result.recipes.first)
    for line in [
      #"stackView "HorizontalStackView" axis horizontal alignment center distribution fill spacing 10 id "zFZ-vc-ncb""#,
      #"stackView "VerticalStackView" in "HorizontalStackView" axis vertical alignment fill distribution fill spacing 0 marginsRelative margins 8 0 8 4 id "l9c-VW-iOR""#,
    ] {
      #expect(recipe.text.contains("\n" + line + "\n"), "\(line)\n---\n\(recipe.text)")
    }
    #expect(!result.warnings.contains { $0.message.contains("stack") }, "\(result.warnings)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["zFZ-vc-ncb"] == Rect(x: 10, y: 0, width: 365, height: 60))
    #expect(frames["4Pi-d8-c60"] == Rect(x: 10, y: 0, width: 50, height: 60))
    let inner = try #require(frames["l9c-VW-iOR"])
    #expect(inner.minX == 70)
    #expect(inner.width == 305)
    #expect(abs(inner.minY + inner.height / 2 - 30) < 1e-9)
    for label in ["d99-jq-Nhh", "GBd-Y6-xxn"] {
      #expect(frames[label]?.minX == 70)
      #expect(frames[label]?.width == 301)
    }
    #expect(frames["d99-jq-Nhh"]?.minY == inner.minY + 8)
    #expect(frames["GBd-Y6-xxn"]?.maxY == inner.maxY - 8)
  }

  /// StoredStackMargins.xib (300 x 200, by hand), stack views as Interface Builder stores one
  /// whose margins were set in the Size inspector: the margins, no
  /// `layoutMarginsRelativeArrangement`. Padded (vertical, fill, spacing 10, margins 8 12 6 4) 30
  /// below the top: P1 at (12, 30 + 8 = 38), 300 - 12 - 4 = 284 wide, 20 high; P2 at
  /// y 38 + 20 + 10 = 68, 30 high; the stack 8 + 20 + 10 + 30 + 6 = 74 high. Directional
  /// (horizontal, fill equally, directional margins 4 10 4 20) 10 below it at y 114: Q1 and Q2
  /// share 300 - 10 - 20 = 270, 135 each at x 10 and 145, y 114 + 4 = 118, Q1's 20 high (Q2 fills
  /// to it); the stack 4 + 20 + 4 = 28 high. Flat says `layoutMarginsRelativeArrangement="NO"`
  /// itself: its margins 8 do not move R1, which fills it at (0, 152), 300 x 20.
  @Test func storedStackMarginsArrangeTheViewsInThem() throws {
    let result = try imported("StoredStackMargins.xib")
    // The default import of this device-less xib is IB's canvas (`SceneConverter.onCanvas`), which
    // keeps Flat's plain R1 at its stored width (`keptLengthAlongFillStack`), Flat's own 300.
    let warnings = result.warnings.map(\.description)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(
      warnings.allSatisfy { $0.contains("<view id=\"r1\">") && $0.contains("keeps it at the 300 it stored") },
      "\(warnings)")
    let recipe = try #require(result.recipes.first)
    for line in [
      #"stackView "Padded" axis vertical alignment fill distribution fill spacing 10 marginsRelative margins 8 12 6 4 id "padded""#,
      #"stackView "Directional" axis horizontal alignment fill distribution fillEqually spacing 0 marginsRelative margins 4 10 4 20 id "directional""#,
      #"stackView "Flat" axis horizontal alignment fill distribution fill spacing 0 margins 8 id "flat""#,
    ] {
      #expect(recipe.text.contains("\n" + line + "\n"), "\(line)\n---\n\(recipe.text)")
    }
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["padded"] == Rect(x: 0, y: 30, width: 300, height: 74))
    #expect(frames["p1"] == Rect(x: 12, y: 38, width: 284, height: 20))
    #expect(frames["p2"] == Rect(x: 12, y: 68, width: 284, height: 30))
    #expect(frames["directional"] == Rect(x: 0, y: 114, width: 300, height: 28))
    #expect(frames["q1"] == Rect(x: 10, y: 118, width: 135, height: 20))
    #expect(frames["q2"] == Rect(x: 145, y: 118, width: 135, height: 20))
    #expect(frames["flat"] == Rect(x: 0, y: 152, width: 300, height: 20))
    #expect(frames["r1"] == Rect(x: 0, y: 152, width: 300, height: 20))
  }

  /// StackDefaultMargins.xib (300 x 200, by hand): a stack view's own layout margins are 0 unless
  /// the file gives it some (docs/layout.md, "Layout margins and the safe area"). Outer (vertical,
  /// 30 below the top) arranges Panel (margins 4 8 4 8, preserving its superview's margins): at
  /// Outer's top, Outer's margins (0) reach no deeper than Panel's own, so P1 sits at (8, 30 + 4
  /// = 34), 300 - 16 = 284 wide, and Panel and Outer are 4 + 20 + 4 = 28 high (with UIView's 8
  /// they would be 8 + 20 + 8 = 36, P1 at y 38). Ledger, 10 below Outer at y 68, arranges L1,
  /// which the file also pins to Ledger's topMargin and trailingMargin: with margins 0 those agree
  /// with the stack's own edges, so nothing conflicts and L1 fills Ledger, (0, 68) 300 x 20.
  @Test func aStackViewsDefaultMarginsAreZero() throws {
    let result = try imported("StackDefaultMargins.xib")
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.conflicts.isEmpty, "\(solved.result.conflicts)")
    let frames = solved.framesByIBID
    #expect(frames["outer"] == Rect(x: 0, y: 30, width: 300, height: 28))
    #expect(frames["panel"] == Rect(x: 0, y: 30, width: 300, height: 28))
    #expect(frames["p1"] == Rect(x: 8, y: 34, width: 284, height: 20))
    #expect(frames["ledger"] == Rect(x: 0, y: 68, width: 300, height: 20))
    #expect(frames["l1"] == Rect(x: 0, y: 68, width: 300, height: 20))
  }
}
