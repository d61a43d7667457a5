import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// The line of a family no font here has, read from the document's own labels
/// (`FamilyLineInference`, written into each recipe as a `font line`). The numbers are derived by
/// hand in the fixture's header: Tests/Fixtures/InterfaceBuilder/UnknownFamilyLines.xib.
@Suite struct FamilyLineInferenceTests {
  static let key = "nowheregrotesk"

  /// The three labels taken agree on (1.225, 1.25] (Banner, held by its own height constraint,
  /// and Note, `numberOfLines` 0, are not taken): the line is its middle, 1.2375, and the recipe
  /// carries it with its evidence.
  @Test func theLineIsTheMiddleOfWhatMostLabelsAgreeOn() throws {
    let result = try ImportSupport.importFixture("UnknownFamilyLines.xib")
    let line = try #require(result.familyLines[Self.key])
    #expect(line == FamilyLine(family: "Nowhere Grotesk", line: 1.2375, agreeing: 3, labels: 3))
    let text = try #require(result.recipes.first?.text)
    #expect(
      text.contains(
        "font line \"Nowhere Grotesk\" 1.2375  # read from the document: 3 of its 3 single-line Nowhere Grotesk"
      ),
      "\(text)")
    // After the scene line, before the first view.
    let lines = text.components(separatedBy: "\n")
    let scene = try #require(lines.firstIndex { $0.hasPrefix("scene ") })
    let font = try #require(lines.firstIndex { $0.hasPrefix("font line ") })
    let view = try #require(lines.firstIndex { $0.hasPrefix("label ") })
    #expect(scene < font && font < view)
  }

  /// The recipe's line reaches the lowered scene (`Scene.familyLines`) and each label's resolved
  /// font (`ResolvedFont.standInLine`), which the measurer reads (the heights themselves:
  /// `FontLineTests` in the CLI's tests, through the real fonts).
  @Test func theLineReachesTheScenesFonts() throws {
    let result = try ImportSupport.importFixture("UnknownFamilyLines.xib")
    let text = try #require(result.recipes.first?.text)
    let compiled = try ImportSupport.compile(text)
    let variant = try #require(compiled.variants.first)
    #expect(variant.scene.familyLines == [Self.key: 1.2375])
    let heading = try #require(variant.scene.views.first { $0.name == ViewName("Heading") })
    #expect(variant.scene.resolvedFont(heading.font).standInLine == 1.2375)
    #expect(variant.scene.resolvedFont(heading.font).pointSize == 20)
  }

  /// A family the caller's fonts know (installed, given or with a stand-in line of its own) gets
  /// no line: the import leaves it to the fonts.
  @Test func aKnownFamilyGetsNoLine() throws {
    var options = ImportSupport.canvas
    options.knownFamilies = [Self.key]
    let result = try ImportSupport.importFixture("UnknownFamilyLines.xib", options: options)
    #expect(result.familyLines.isEmpty)
    #expect(result.recipes.allSatisfy { !$0.text.contains("font line") })
  }

  /// Labels that do not agree give no line: with Subtitle stored 30 high ((1.84375, 1.875]) and
  /// Caption 16 ((1.55, 1.6]), no two of the three intervals overlap.
  @Test func labelsThatDisagreeGiveNoLine() throws {
    let text = try ImportSupport.fixtureText("UnknownFamilyLines.xib")
      .replacingOccurrences(of: #"y="60" width="70" height="20""#, with: #"y="60" width="70" height="30""#)
      .replacingOccurrences(
        of: #"y="100" width="40" height="12.5""#, with: #"y="100" width="40" height="16""#)
    #expect(text.contains(#"height="30""#) && text.contains(#"height="16""#))
    let result = try ImportSupport.importDocument(text: text, name: "UnknownFamilyLines.xib")
    #expect(result.familyLines.isEmpty)
  }

  /// A label with unlimited lines (`numberOfLines="0"`) is not single-line: with Heading and
  /// Subtitle set to 0 as Note is, only Caption is taken and one label gives no line (the old rule,
  /// `<= 1`, took all three and wrote Heading's and Subtitle's 1.2375).
  @Test func unlimitedLinesAreNotTaken() throws {
    let text = try ImportSupport.fixtureText("UnknownFamilyLines.xib")
      .replacingOccurrences(of: #"text="Heading""#, with: #"text="Heading" numberOfLines="0""#)
      .replacingOccurrences(of: #"text="Subtitle""#, with: #"text="Subtitle" numberOfLines="0""#)
    #expect(text.components(separatedBy: #"numberOfLines="0""#).count == 4)
    let result = try ImportSupport.importDocument(text: text, name: "UnknownFamilyLines.xib")
    #expect(result.familyLines.isEmpty)
  }

  /// Labels IB marks misplaced or ambiguous have stored frames that are not IB's solution: with
  /// Heading misplaced and Subtitle ambiguous only Caption is taken, and one label gives no line.
  @Test func misplacedAndAmbiguousLabelsAreNotTaken() throws {
    let text = try ImportSupport.fixtureText("UnknownFamilyLines.xib")
      .replacingOccurrences(of: #"id="heading""#, with: #"misplaced="YES" id="heading""#)
      .replacingOccurrences(of: #"id="subtitle""#, with: #"ambiguous="YES" id="subtitle""#)
    #expect(text.contains(#"misplaced="YES""#) && text.contains(#"ambiguous="YES""#))
    let result = try ImportSupport.importDocument(text: text, name: "UnknownFamilyLines.xib")
    #expect(result.familyLines.isEmpty)
  }

  /// A line outside the plausible band (0.8...2 em) is not written even when the labels agree:
  /// Heading 20 pt 50 high ((2.475, 2.5]), Subtitle 16 pt 40 ((2.46875, 2.5]) and Caption 10 pt
  /// 25 ((2.45, 2.5]) agree on 2.4875 em, which no real font's single line is.
  @Test func anImplausibleLineIsNotWritten() throws {
    let text = try ImportSupport.fixtureText("UnknownFamilyLines.xib")
      .replacingOccurrences(of: #"y="20" width="80" height="25""#, with: #"y="20" width="80" height="50""#)
      .replacingOccurrences(of: #"y="60" width="70" height="20""#, with: #"y="60" width="70" height="40""#)
      .replacingOccurrences(
        of: #"y="100" width="40" height="12.5""#, with: #"y="100" width="40" height="25""#)
    #expect(text.contains(#"height="50""#) && text.contains(#"width="40" height="25""#))
    let result = try ImportSupport.importDocument(text: text, name: "UnknownFamilyLines.xib")
    #expect(result.familyLines.isEmpty)
    #expect(FamilyLineInference.plausibleLines.lowerBound >= FontLineSyntax.range.lowerBound)
    #expect(FamilyLineInference.plausibleLines.upperBound <= FontLineSyntax.range.upperBound)
  }

  /// Labels whose height something else sets are no evidence, and the import's recipe compiles:
  /// a fill-equally tab row 50 high stretches its two 14-pt labels (50 / 14 = 3.57 em, which the
  /// old rule wrote and the recipe's parser refused); two 10-pt labels 100 high, one pinned at top
  /// and bottom, the other tied to its height (10 em). Fixture headers give the numbers.
  @Test(arguments: ["StretchedFamilyLabelsStack.xib", "StretchedFamilyLabelsPinned.xib"])
  func stretchedLabelsAreNotTakenAndTheRecipeCompiles(_ fixture: String) throws {
    let result = try ImportSupport.importFixture(fixture)
    #expect(result.familyLines.isEmpty)
    let text = try #require(result.recipes.first?.text)
    #expect(!text.contains("font line"))
    _ = try ImportSupport.compile(text)
  }

  /// Labels pinned at both vertical edges, or arranged in a vertical fill stack, are evidence when
  /// the chain that holds their bottom ends at nothing fixed (`VerticalHold`): Title (a label hangs
  /// below it), Inner (its card has no height) and Row (its column is pinned at its top only) join
  /// Body, and the four agree on (1.21875, 1.225], whose middle is 1.221875 (fixture header). The
  /// old rule took Body alone and wrote no line.
  @Test func labelsWhoseBottomHangsFreeAreTaken() throws {
    let result = try ImportSupport.importFixture("HangingFamilyLabels.xib")
    let line = try #require(result.familyLines["zorblax"])
    #expect(line == FamilyLine(family: "Zorblax", line: 1.2219, agreeing: 4, labels: 4))
    let text = try #require(result.recipes.first?.text)
    #expect(text.contains("font line \"Zorblax\" 1.2219"), "\(text)")
    _ = try ImportSupport.compile(text)
  }

  /// What fixes the chain's end makes the label held again: a height on Card fixes Inner's
  /// bottom (Title, Body and Row agree on (1.21875, 1.25], middle 1.234375); a bottom pin on
  /// Column to the root lets the stack stretch Row (Title, Body and Inner agree on (1.2, 1.225],
  /// middle 1.2125); Body's bottom pinned to the root holds Body and, through it, Title (Inner and
  /// Row agree on (1.21875, 1.225]).
  @Test func aFixedEndHoldsTheChain() throws {
    let fixture = try ImportSupport.fixtureText("HangingFamilyLabels.xib")
    let end = "            </constraints>\n            <color"
    #expect(fixture.contains(end))
    let cases: [(String, String, FamilyLine)] = [
      (
        "card",
        #"<constraint firstAttribute="height" constant="32.5" id="c-card-height"/>"#,
        FamilyLine(family: "Zorblax", line: 1.2344, agreeing: 3, labels: 3)
      ),
      (
        "root",
        #"<constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" constant="70" id="c-column-bottom"/>"#,
        FamilyLine(family: "Zorblax", line: 1.2125, agreeing: 3, labels: 3)
      ),
      (
        "root",
        #"<constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="187" id="c-body-bottom"/>"#,
        FamilyLine(family: "Zorblax", line: 1.2219, agreeing: 2, labels: 2)
      ),
    ]
    for (owner, constraint, expected) in cases {
      let text: String
      if owner == "card" {
        text = fixture.replacingOccurrences(
          of: #"<constraint firstItem="inner" firstAttribute="leading""#,
          with: constraint + "\n" + #"<constraint firstItem="inner" firstAttribute="leading""#)
      } else {
        text = fixture.replacingOccurrences(of: end, with: constraint + "\n" + end)
      }
      #expect(text.contains(constraint))
      let result = try ImportSupport.importDocument(text: text, name: "HangingFamilyLabels.xib")
      #expect(result.familyLines["zorblax"] == expected, "\(constraint)")
    }
  }

  /// Labels in a stack in a stack in a scroll view's content: the content's bottom pins the
  /// content size, so the outer fill stack's bottom hangs free, it leaves the inner stack at its
  /// own height, and the inner stack leaves each label at its own; Small (1.2, 1.25] and Large
  /// (1.2, 1.225] agree on 1.2125 (fixture header). Content tied to the frame guide's height (its
  /// height fixed) or an outer stack filling equally holds them again: no line.
  @Test func labelsInAScrollViewsStacksAreTaken() throws {
    let result = try ImportSupport.importFixture("HangingFamilyLabelsScroll.xib")
    #expect(
      result.familyLines["zorblax"] == FamilyLine(family: "Zorblax", line: 1.2125, agreeing: 2, labels: 2))
    let fixture = try ImportSupport.fixtureText("HangingFamilyLabelsScroll.xib")
    let width = #"<constraint firstItem="content" firstAttribute="width""#
    let height =
      #"<constraint firstItem="content" firstAttribute="height" secondItem="guide-frame" secondAttribute="height" id="c-content-height"/>"#
    let held = [
      fixture.replacingOccurrences(of: width, with: height + "\n" + width),
      fixture.replacingOccurrences(
        of: #"axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="outer""#,
        with:
          #"axis="vertical" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="outer""#
      ),
    ]
    for text in held {
      #expect(text != fixture)
      let result = try ImportSupport.importDocument(text: text, name: "HangingFamilyLabelsScroll.xib")
      #expect(result.familyLines.isEmpty)
    }
  }

  /// Labels whose holder's height something outside its own constraints sets are no evidence
  /// (second read H1): a visual effect view's content view (the effect view's height constraint),
  /// a collection cell's content view, a frame-laid container, a frame-laid bar a label's bottom
  /// is tied to, a placeholder intrinsic height, and `card.bottom >= box.bottom` with a 30-point
  /// box. Fixture headers give the numbers: each would agree on 1.3971 (or 1.75) if taken.
  @Test(arguments: [
    "HeldFamilyLabelsEffectView.xib", "HeldFamilyLabelsCollectionCell.xib", "HeldFamilyLabelsFixedFrame.xib",
    "HeldFamilyLabelsFollower.xib", "HeldFamilyLabelsIntrinsic.xib", "HeldFamilyLabelsInequality.xib",
  ])
  func heldLabelsGiveNoLine(_ fixture: String) throws {
    let result = try ImportSupport.importFixture(fixture)
    #expect(result.familyLines.isEmpty, "\(result.familyLines)")
    for recipe in result.recipes { #expect(!recipe.text.contains("font line")) }
  }

  /// Without what holds them, the same labels hang free and are taken: 24 / 17 gives
  /// (23.5/17, 24/17] = (1.3824, 1.4118], middle 1.3971 (by hand), from all three labels.
  @Test(arguments: [
    (
      "HeldFamilyLabelsFixedFrame.xib", "fixedFrame=\"YES\"",
      "translatesAutoresizingMaskIntoConstraints=\"NO\""
    ),
    (
      "HeldFamilyLabelsFollower.xib", "fixedFrame=\"YES\"", "translatesAutoresizingMaskIntoConstraints=\"NO\""
    ),
    ("HeldFamilyLabelsIntrinsic.xib", " placeholderIntrinsicHeight=\"40\"", ""),
    (
      "HeldFamilyLabelsEffectView.xib", "firstAttribute=\"height\" constant=\"40\"",
      "firstAttribute=\"width\" constant=\"280\""
    ),
  ])
  func freedLabelsGiveTheLine(_ fixture: String, holding: String, free: String) throws {
    let text = try ImportSupport.fixtureText(fixture)
    #expect(text.contains(holding))
    let freed = text.replacingOccurrences(of: holding, with: free)
    let result = try ImportSupport.importDocument(text: freed, name: fixture)
    let line = try #require(result.familyLines["quellmark"])
    #expect(line == FamilyLine(family: "Quellmark", line: 1.3971, agreeing: 3, labels: 3))
  }

  /// The interval most labels hold, by hand: (1, 1.2], (1.1, 1.3] and (2, 2.5] overlap two deep
  /// on (1.1, 1.2], whose middle is 1.15; a lone interval is held by one.
  @Test func theAgreedLineByHand() throws {
    let (line, count) = try #require(
      FamilyLineInference.agreedLine([(1, 1.2), (1.1, 1.3), (2, 2.5)]))
    #expect(abs(line - 1.15) < 1e-9)
    #expect(count == 2)
    let single = try #require(FamilyLineInference.agreedLine([(0.975, 1)]))
    #expect(abs(single.0 - 0.9875) < 1e-9 && single.1 == 1)
    #expect(FamilyLineInference.agreedLine([]) == nil)
  }
}
