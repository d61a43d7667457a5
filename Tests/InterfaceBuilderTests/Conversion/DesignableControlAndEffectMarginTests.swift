import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A button of a custom class that `<designables>` lists with a size takes the intrinsic size IB
/// recorded from the class's code, and a visual effect view's content view's layout margins are
/// the ones constraints to it use (cwa-ResetViewController, /work/unseen-e: `ENAButton`s recorded
/// 50 high in a footer whose content view sets margins of 16; docs/interface-builder.md,
/// "Custom-class views sized by their code", "What becomes what").
@Suite struct DesignableControlAndEffectMarginTests {
  /// A 320 x 400 xib: a visual effect view pinned to the root's sides and bottom, its content
  /// view's margins `margins` (none: UIView's 8), a vertical stack (spacing 8) pinned to those
  /// margins holding a custom-class button "Go" (`designable`: the size `<designables>` records
  /// for it, or no record) and a plain view 20 high.
  static func document(margins: Double?, designable: String?) -> String {
    let insets =
      margins.map {
        #"<edgeInsets key="layoutMargins" top="\#($0)" left="\#($0)" bottom="\#($0)" right="\#($0)"/>"#
      } ?? ""
    let xib = IBFixtureDocument(
      toolsVersion: "17701",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Footer""#, width: 320, height: 400,
            subviews: """
              <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                  <rect key="frame" x="0.0" y="300" width="320" height="100"/>
                  <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                      <subviews>
                          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                              <rect key="frame" x="16" y="16" width="288" height="78"/>
                              <subviews>
                                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go" customClass="FancyButton">
                                      <rect key="frame" x="0.0" y="0.0" width="288" height="50"/>
                                      <state key="normal" title="Go"/>
                                  </button>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                      <rect key="frame" x="0.0" y="58" width="288" height="20"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="20" id="k-bar"/>
                                      </constraints>
                                  </view>
                              </subviews>
                          </stackView>
                      </subviews>
                      <constraints>
                          <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="k-top"/>
                          <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="k-lead"/>
                          <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="k-trail"/>
                          <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="k-bottom"/>
                      </constraints>
                      \(insets)
                  </view>
                  <blurEffect style="regular"/>
              </visualEffectView>
              """,
            constraints: """
              <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e-lead"/>
              <constraint firstAttribute="trailing" secondItem="effect" secondAttribute="trailing" id="e-trail"/>
              <constraint firstAttribute="bottom" secondItem="effect" secondAttribute="bottom" id="e-bottom"/>
              """))
      ]
    ).xib
    guard let designable else { return xib }
    let record = """
      <designables>
          <designable name="go">
              \(designable)
          </designable>
      </designables>
      </document>
      """
    return xib.replacingOccurrences(of: "</document>", with: record)
  }

  static func frames(_ text: String) throws -> (frames: [String: Rect], warnings: [String]) {
    let result = try ImportSupport.importDocument(text: text, name: "Footer.xib")
    let scene = try ImportSupport.solvedFirst(result, variant: .canvas)
    return (scene.framesByIBID, result.warnings.map(\.description))
  }

  @Test func designableButtonAndContentViewMargins() throws {
    let (frames, warnings) = try Self.frames(
      Self.document(margins: 16, designable: #"<size key="intrinsicContentSize" width="90" height="50"/>"#))
    #expect(
      warnings.contains { $0.contains("a FancyButton rendered by Interface Builder (<designables>)") },
      "\(warnings)")
    // The stack: 16 inside the effect view on every side (the content view's margins), the
    // button at the 50 IB recorded, the bar's 20 and 8 between: 78 high; the effect view 16 + 78 +
    // 16 = 110 high at the root's bottom, from 290; the stack from (16, 306), 288 wide.
    #expect(frames["effect"] == Rect(x: 0, y: 290, width: 320, height: 110))
    #expect(frames["stack"] == Rect(x: 16, y: 306, width: 288, height: 78))
    #expect(frames["go"] == Rect(x: 16, y: 306, width: 288, height: 50))
    #expect(frames["bar"] == Rect(x: 16, y: 364, width: 288, height: 20))
  }

  @Test func withoutRecordOrMarginsTheDefaultsHold() throws {
    // No record: the button's title sizes it (not 50); no margins: UIView's 8 at each side.
    let (frames, _) = try Self.frames(Self.document(margins: nil, designable: nil))
    let go = try #require(frames["go"])
    #expect(go.height < 50 && go.minX == 8 && go.width == 304, "\(go)")
    #expect(frames["bar"]?.minX == 8)
  }
}
