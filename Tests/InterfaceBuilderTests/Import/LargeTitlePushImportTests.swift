import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A navigation bar's large title on the controllers a navigation controller pushes (issue 22,
/// /work/unseen-h's raivo-Setup): an item whose `largeTitleDisplayMode` is `always` shows the
/// large title wherever the bar prefers large titles (`largeTitles="YES"`), even pushed from one
/// that says `never`; `automatic` (the default) keeps the previous item's; a bar that does not
/// prefer large titles shows none. Frames by hand: iPhone 8 (retina4_7), status bar 20, bar 44,
/// large title 52 (docs/interface-builder.md, "Bars").
@Suite struct LargeTitlePushImportTests {
  /// A controller `id` whose 375 x 667 view holds a 100 x 50 box (id `id-box`) at the safe area's
  /// top-leading corner, with its navigation item's `mode` (none: automatic) and show segues to
  /// `pushes`.
  static func controller(_ id: String, mode: String?, pushes: [String] = []) -> IBFixtureScene {
    let modeAttribute = mode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
    return .controller(
      id: id, sceneID: "s-\(id)", attributes: #"userLabel="\#(id)""#,
      root: IBFixtureRoot(
        id: "\(id)-root", width: 375, height: 667,
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
              <constraints>
                  <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                  <constraint firstAttribute="height" constant="50" id="\(id)-h"/>
              </constraints>
          </view>
          """,
        constraints: """
          <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-t"/>
          <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-l"/>
          """,
        extra: #"<viewLayoutGuide key="safeArea" id="\#(id)-safe"/>"#),
      metrics: #"<navigationItem key="navigationItem" title="\#(id)"\#(modeAttribute) id="\#(id)-item"/>"#,
      segues: pushes.map { IBFixtureSegue(destination: $0, kind: "show", id: "\(id)-to-\($0)") })
  }

  /// The box's top, the safe area's, in each controller.
  static func boxTops() throws -> [String: Double] {
    let text = IBFixtureDocument(
      toolsVersion: "21701", device: "retina4_7", useSafeAreas: true,
      attributes: #"initialViewController="nav""#,
      scenes: [
        .navigationController(
          id: "nav", sceneID: "s-nav", root: "root", barY: 20, barWidth: 375, barHeight: 96,
          barAttributes: #"largeTitles="YES""#),
        controller("root", mode: "never", pushes: ["always", "automatic"]),
        controller("always", mode: "always", pushes: ["afterAlways"]),
        controller("automatic", mode: nil),
        controller("afterAlways", mode: nil),
        .navigationController(
          id: "plain", sceneID: "s-plain", root: "plainRoot", barY: 20, barWidth: 375, barHeight: 44),
        controller("plainRoot", mode: nil, pushes: ["plainAlways"]),
        controller("plainAlways", mode: "always"),
      ]
    ).storyboard
    let result = try ImportSupport.importDocument(text: text, name: "LargeTitles.storyboard")
    var tops: [String: Double] = [:]
    for scene in try ImportSupport.solvedScenes(result, variant: .canvas) {
      for (id, frame) in scene.framesByIBID where id.hasSuffix("-box") {
        tops[String(id.dropLast(4))] = frame.minY
      }
    }
    return tops
  }

  @Test func alwaysShowsTheLargeTitleWhereTheBarPrefersItAutomaticKeepsThePreviousItems() throws {
    let tops = try Self.boxTops()
    // The root says never: 20 + 44; what it pushes with automatic keeps that.
    #expect(tops["root"] == 64, "\(tops)")
    #expect(tops["automatic"] == 64, "\(tops)")
    // Always, pushed from never: 20 + 44 + 52; automatic pushed from it keeps the large title.
    #expect(tops["always"] == 116, "\(tops)")
    #expect(tops["afterAlways"] == 116, "\(tops)")
    // A bar that does not prefer large titles shows none, whatever the item says.
    #expect(tops["plainRoot"] == 64, "\(tops)")
    #expect(tops["plainAlways"] == 64, "\(tops)")
  }
}
