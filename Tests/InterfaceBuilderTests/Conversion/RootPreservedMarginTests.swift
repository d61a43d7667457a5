import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view controller's root view that preserves its superview's margins and sets none of its
/// own keeps the 8 of the view it is shown in at the top and bottom, where its own (the system
/// minimum) are 0; its sides stay the system minimum's 16 (AltStore's instructions screen: its
/// "Got it" button pinned to the bottom margin stored at 659 = 667 - 8; docs/interface-builder.md,
/// "Layout margins of a root that preserves its superview's").
@Suite struct RootPreservedMarginTests {
  static func storyboard(preserving: Bool) -> String {
    IBFixtureDocument(
      toolsVersion: "15701", device: "retina4_7", useSafeAreas: true,
      scenes: [
        .controller(
          root: IBFixtureRoot(
            attributes: preserving ? #"preservesSuperviewLayoutMargins="YES""# : "",
            width: 375, height: 667, safeArea: true,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                  <rect key="frame" x="16" y="608" width="343" height="51"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="51" id="b-h"/>
                  </constraints>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                  <rect key="frame" x="16" y="28" width="20" height="20"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="20" id="g-w"/>
                      <constraint firstAttribute="height" constant="20" id="g-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b-lead"/>
              <constraint firstAttribute="trailingMargin" secondItem="button" secondAttribute="trailing" id="b-trail"/>
              <constraint firstAttribute="bottomMargin" secondItem="button" secondAttribute="bottom" id="b-bottom"/>
              <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="g-lead"/>
              <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="g-top"/>
              """))
      ]
    ).storyboard
  }

  static func frames(preserving: Bool) throws -> (frames: [String: Rect], warnings: [String]) {
    let result = try ImportSupport.importDocument(
      text: storyboard(preserving: preserving), name: "Root.storyboard", options: ImportSupport.canvas)
    return (try ImportSupport.solvedFirst(result).framesByIBID, result.warnings.map(\.description))
  }

  @Test func aPreservingRootKeepsEightAtTheTopAndBottom() throws {
    let (frames, warnings) = try Self.frames(preserving: true)
    #expect(warnings.isEmpty, "\(warnings)")
    // iPhone 8 on Xcode 11's canvas: no bar and no status bar (a phone with a home button below
    // toolsVersion 21600, "The canvas"), so the safe area is the whole screen. The bottom margin
    // is 8 above the screen's bottom: the 51-high button ends at 667 - 8 = 659, from y 608,
    // between the side margins 16 and 375 - 16; the badge sits on the top margin, 0 + 8 = 8.
    #expect(frames["button"] == Rect(x: 16, y: 608, width: 343, height: 51))
    #expect(frames["badge"] == Rect(x: 16, y: 8, width: 20, height: 20))
  }

  @Test func aRootThatDoesNotPreserveHasNone() throws {
    // The system minimum alone: 0 at the top and bottom, so the button ends at 667 and the
    // badge sits on the screen's top, 0.
    let (frames, _) = try Self.frames(preserving: false)
    #expect(frames["button"] == Rect(x: 16, y: 616, width: 343, height: 51))
    #expect(frames["badge"] == Rect(x: 16, y: 0, width: 20, height: 20))
  }
}
