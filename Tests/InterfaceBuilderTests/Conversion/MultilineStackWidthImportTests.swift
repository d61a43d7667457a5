import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// UIStackView's `UISV-text-width-disambiguation`: in a horizontal stack of fill (or equal
/// spacing / centering) distribution, every arranged multi-line label gets an optional
/// `label.width == 1/n x stack.width - spacing x (n - 1) / n` (n visible arranged views) at its
/// larger horizontal content priority + 10, at most 999 (openradar 39275811; docs/layout.md,
/// "Stack views"). Interface Builder stores its result: three 2-line labels of equal hugging 251
/// in a 382-wide stack with spacing 16 share it equally (Instructions' "mixed" stack in
/// /work/unseen, 116.5 / 117 / 116.5), and two 0-line labels hugging at 750 around a view that
/// hugs at 1 are a third each as well (Home Assistant's event cell in /work/unseen-b, 114.5 /
/// 114 / 114.5 of 343). Only where no other visible arranged view has an intrinsic width: beside
/// one (a single-line label, an image, a control) IB keeps multi-line labels at their text's
/// width (WooCommerce's ledger rows, ProtonVPN's banner). Expected values by hand from those
/// formulas.
@Suite struct MultilineStackWidthImportTests {
  static func xib(lines: String, spacing: String, width: Double, first: String, middle: String) -> String {
    IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Row""#, width: Double(width), height: 100,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                  <subviews>
                      \(first)
                      \(middle)
                      <label opaque="NO" horizontalHuggingPriority="251" text="29 karma" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                          <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="50" id="c-h"/>
                          </constraints>
                          <fontDescription key="fontDescription" type="system" pointSize="15"/>
                      </label>
                  </subviews>
              </stackView>
              """,
            constraints: IBFixtureRoot.stackPinnedToTopAndSides))
      ]
    ).xib
  }

  static func label(_ id: String, _ text: String, lines: String) -> String {
    """
    <label opaque="NO" horizontalHuggingPriority="251" text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        <constraints>
            <constraint firstAttribute="height" constant="50" id="\(id)-h"/>
        </constraints>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
    </label>
    """
  }

  @Test func equalHuggingMultiLineLabelsShareTheStackEqually() throws {
    let xib = Self.xib(
      lines: "2", spacing: "16", width: 382, first: Self.label("a", "34 posts", lines: "2"),
      middle: Self.label("b", "5 answers", lines: "2"))
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Row.xib", options: ImportOptions())
    // Each: 382 / 3 - 16 x 2 / 3 = 116.667; the three sum with two spacings to 382.
    for (id, x) in [("a", 0.0), ("b", 132.667), ("c", 265.333)] {
      let frame = try #require(solved.framesByIBID[id])
      #expect(abs(frame.width - 116.667) < 0.01, "\(id): \(frame)")
      #expect(abs(frame.minX - x) < 0.01, "\(id): \(frame)")
    }
    // The disambiguation settles what equal hugging left open.
    #expect(solved.result.ambiguity == nil, "\(String(describing: solved.result.ambiguity))")
  }

  @Test func multiLineLabelsOutrankAViewThatHugsLess() throws {
    let view = """
      <view contentMode="scaleToFill" horizontalHuggingPriority="1" \
      horizontalCompressionResistancePriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="b">
          <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
      </view>
      """
    let first = Self.label("a", "7:42pm 1/1/2018", lines: "0")
      .replacingOccurrences(
        of: "horizontalHuggingPriority=\"251\"", with: "horizontalHuggingPriority=\"750\"")
    let xib = Self.xib(lines: "0", spacing: "0", width: 343, first: first, middle: view)
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Row.xib", options: ImportOptions())
    // Both labels' constraints are at max(hugging, compression resistance 750) + 10 = 760, above
    // label a's hugging 750. Each label 343 / 3 = 114.333; the view that hugs at 1 takes the
    // rest, 114.333.
    for (id, x) in [("a", 0.0), ("b", 114.333), ("c", 228.667)] {
      let frame = try #require(solved.framesByIBID[id])
      #expect(abs(frame.width - 114.333) < 0.01, "\(id): \(frame)")
      #expect(abs(frame.minX - x) < 0.01, "\(id): \(frame)")
    }
  }

  @Test func singleLineLabelsKeepTheirTextWidth() throws {
    // numberOfLines 1: no disambiguation, so the hugging labels keep their one-line widths and
    // the view that hugs at 1 takes the rest.
    let view = """
      <view contentMode="scaleToFill" horizontalHuggingPriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="b">
          <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
      </view>
      """
    let xib = Self.xib(
      lines: "1", spacing: "0", width: 343, first: Self.label("a", "34 posts", lines: "1"), middle: view)
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Row.xib", options: ImportOptions())
    let a = try #require(solved.framesByIBID["a"])
    let b = try #require(solved.framesByIBID["b"])
    let c = try #require(solved.framesByIBID["c"])
    #expect(a.width < 80 && c.width < 80, "\(a) \(c)")
    #expect(abs(a.width + b.width + c.width - 343) < 0.01)
    #expect(b.width > 180)
  }

  /// The row of the two tests below: 0-line "Fees" hugging at 750, a one-line "-$601.00"
  /// hugging at `hugging`, 0-line "29 karma" hugging at 750, no spacing, 343 wide; both
  /// multi-line labels' shares at max(750, 750) + 10 = 760.
  static func rowBesideOneLineLabel(hugging: String) -> String {
    let first = Self.label("a", "Fees", lines: "0")
      .replacingOccurrences(
        of: "horizontalHuggingPriority=\"251\"", with: "horizontalHuggingPriority=\"750\"")
    let middle = Self.label("b", "-$601.00", lines: "1")
      .replacingOccurrences(
        of: "horizontalHuggingPriority=\"251\"", with: "horizontalHuggingPriority=\"\(hugging)\"")
    return Self.xib(lines: "0", spacing: "0", width: 343, first: first, middle: middle)
      .replacingOccurrences(
        of: #"horizontalHuggingPriority="251" text="29 karma""#,
        with: #"horizontalHuggingPriority="750" text="29 karma""#)
  }

  @Test func multiLineLabelsBesideAViewWithAWidthKeepTheirTextWidth() throws {
    // A single-line label (an intrinsic width of its own) hugging at 251, as IB's labels do,
    // among the arranged views: no disambiguation, as Interface Builder stores WooCommerce's
    // ledger rows ("DISCOUNT", 0 lines, 85.5 wide beside a one-line amount hugging at 251, for a
    // share of 140) and ProtonVPN's banner (a 0-line label 265 wide between two 24-point images
    // hugging at 251, for a share of 104.33). The two multi-line labels keep their one-line text
    // widths (hugging 750) and the single-line label, hugging less, takes the rest; with the
    // disambiguation each would be 343 / 3 = 114.333.
    let xib = Self.rowBesideOneLineLabel(hugging: "251")
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Row.xib", options: ImportOptions())
    let a = try #require(solved.framesByIBID["a"])
    let b = try #require(solved.framesByIBID["b"])
    let c = try #require(solved.framesByIBID["c"])
    #expect(a.width < 80 && c.width < 80, "\(a) \(c)")
    #expect(abs(a.width + b.width + c.width - 343) < 0.01)
    #expect(b.width > 180, "\(b)")
    #expect(solved.result.ambiguity == nil, "\(String(describing: solved.result.ambiguity))")
  }

  @Test func multiLineLabelsShareBesideAViewThatHugsAtTheDefaultLow() throws {
    // The same row with the one-line label hugging at 250 (UIKit's defaultLow, IB's default for
    // text fields and buttons): its intrinsic width no longer keeps the labels from their share,
    // as Interface Builder stores glucosio-Main's rows (a 64-point text field hugging at 250 and a
    // 0-line "mg/dL" hugging at 250, each 486 of 982 with spacing 10) and trailer-Settings' (a
    // button hugging at 250 and a 0-line label, each 183). Each view 343 / 3 = 114.333, the
    // one-line label stretched to it (its hugging 250 below the shares' 760).
    let xib = Self.rowBesideOneLineLabel(hugging: "250")
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Row.xib", options: ImportOptions())
    for (id, x) in [("a", 0.0), ("b", 114.333), ("c", 228.667)] {
      let frame = try #require(solved.framesByIBID[id])
      #expect(abs(frame.width - 114.333) < 0.01, "\(id): \(frame)")
      #expect(abs(frame.minX - x) < 0.01, "\(id): \(frame)")
    }
    #expect(solved.result.ambiguity == nil, "\(String(describing: solved.result.ambiguity))")
  }
}
