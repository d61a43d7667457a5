import InterfaceBuilder
import Layout
import Testing

/// A fill stack too short for its arranged views, all at one compression resistance: UIKit
/// shrinks them "based on their index in the arrangedSubviews array" (Apple,
/// `UIStackView.Distribution.fill`), the last first (docs/interface-builder.md, "Stack ties by
/// index"). Image views whose images `<resources>` sizes (120 x 40) make the frames exact: a
/// 300-wide root, the stack pinned to its leading edge, top and trailing edge (300 wide), three
/// images with 10-point spacing wanting 3 x 120 + 2 x 10 = 380, 80 more than the stack has.
@Suite struct StackTieImportTests {
  /// The document, the first image's horizontal compression resistance `firstResistance` (IB
  /// writes it only when it is not 750), each image's stored frame as written.
  static func xib(firstResistance: Int, frames: [Rect]) -> String {
    let ids = ["first", "second", "third"]
    let images = zip(ids, frames).map { id, frame in
      let resistance =
        id == "first" && firstResistance != 750
        ? #" horizontalCompressionResistancePriority="\#(firstResistance)""# : ""
      return """
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251"\(resistance) image="Tile" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(IBFixtureView.frame(frame))
        </imageView>
        """
    }
    return IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Tiles""#, width: 300, height: 100,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                  <subviews>
              \(images.joined(separator: "\n"))
                  </subviews>
              </stackView>
              """,
            constraints: IBFixtureRoot.stackPinnedToTopAndSides))
      ],
      resources: #"<image name="Tile" width="120" height="40"/>"#
    ).xib
  }

  /// Whether two frames agree to 1e-9 pt (the solver's rounding).
  static func close(_ a: Rect, _ b: Rect) -> Bool {
    [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy {
      abs($0.0 - $0.1) <= 1e-9
    }
  }

  @Test func aShortfallAtOneResistanceIsTakenFromTheLastArrangedView() throws {
    // By hand: the first two keep 120 (x 0 and 130); the third starts at 260 and ends at the
    // stack's end, 300: 40 wide (120 - 80).
    let frames = [
      Rect(x: 0, y: 0, width: 120, height: 40), Rect(x: 130, y: 0, width: 120, height: 40),
      Rect(x: 260, y: 0, width: 40, height: 40),
    ]
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: Self.xib(firstResistance: 750, frames: frames), name: "Tiles.xib"))
    #expect(solved.framesByIBID["stack"] == Rect(x: 0, y: 0, width: 300, height: 40))
    for (id, frame) in zip(["first", "second", "third"], frames) {
      let ours = try #require(solved.framesByIBID[id])
      #expect(Self.close(ours, frame), "\(id): \(ours)")
    }
    #expect(solved.result.ambiguity == nil)
    #expect(solved.comparison().within == 4, "\(solved.comparison().summary)")
  }

  @Test func aLowerResistanceStillGivesFirst() throws {
    // Not a tie: the first image resists at 749 and gives the 80 alone (40 wide); the others
    // keep 120, at x 50 and 180 (ending at 300).
    let frames = [
      Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 50, y: 0, width: 120, height: 40),
      Rect(x: 180, y: 0, width: 120, height: 40),
    ]
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: Self.xib(firstResistance: 749, frames: frames), name: "Tiles.xib"))
    for (id, frame) in zip(["first", "second", "third"], frames) {
      let ours = try #require(solved.framesByIBID[id])
      #expect(Self.close(ours, frame), "\(id): \(ours)")
    }
    #expect(solved.result.ambiguity == nil)
  }
}
