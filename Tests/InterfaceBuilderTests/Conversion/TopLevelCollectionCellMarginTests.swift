import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level collection view cell is the root of the screen IB's canvas simulates: its
/// own side margins are a root view's system minimum for its width, 16 on a phone's compact
/// width and 20 for a root 414 to 440 wide, not UIView's 8 (AltStore's news cell at x 16, OsmAnd's
/// empty-state cell at 20 + 10; docs/interface-builder.md, "Cells"). Its content view keeps 8,
/// and a cell laid out on a device (in its collection view) keeps 8 too.
@Suite struct TopLevelCollectionCellMarginTests {
  static func xib(width: Double, device: String) -> String {
    let w = String(Int(width))
    return IBFixtureDocument(
      toolsVersion: "22505", device: device,
      scenes: [
        .xml(
          """
          <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="\(w)" height="100"/>
              <autoresizingMask key="autoresizingMask"/>
              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cv">
                  <rect key="frame" x="0.0" y="0.0" width="\(w)" height="100"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                          <rect key="frame" x="16" y="0.0" width="303" height="40"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="40" id="card-h"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                          <rect key="frame" x="8" y="50" width="20" height="20"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="20" id="dot-w"/>
                              <constraint firstAttribute="height" constant="20" id="dot-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="dot" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="dot-lead"/>
                      <constraint firstItem="dot" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="50" id="dot-top"/>
                  </constraints>
              </view>
              <constraints>
                  <constraint firstItem="card" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="card-lead"/>
                  <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="card-trail"/>
                  <constraint firstItem="card" firstAttribute="top" secondItem="cell" secondAttribute="top" id="card-top"/>
              </constraints>
          </collectionViewCell>
          """)
      ]
    ).xib
  }

  static func frames(width: Double, device: String, options: ImportOptions) throws -> [String: Rect] {
    let result = try ImportSupport.importDocument(
      text: xib(width: width, device: device), name: "Cell.xib", options: options)
    return try ImportSupport.solvedFirst(result).framesByIBID
  }

  @Test func aPhoneCellsOwnMarginsAreTheSystemMinimumOnTheCanvas() throws {
    // 335 wide on retina4_7 (compact width): the card between the cell's margins at 16 and
    // 335 - 16 = 319, so 303 wide; the dot on the content view's margin at UIView's 8.
    let frames = try Self.frames(width: 335, device: "retina4_7", options: ImportSupport.canvas)
    #expect(frames["card"] == Rect(x: 16, y: 0, width: 303, height: 40))
    #expect(frames["dot"] == Rect(x: 8, y: 50, width: 20, height: 20))
  }

  @Test func aCellAsWideAsAPlusPhoneHasTwenty() throws {
    // 417 wide on retina6_12: a root 414 to 440 wide in compact width has 20 at the sides, so the
    // card spans 20 to 417 - 20 = 397, 377 wide.
    let frames = try Self.frames(width: 417, device: "retina6_12", options: ImportSupport.canvas)
    #expect(frames["card"] == Rect(x: 20, y: 0, width: 377, height: 40))
    #expect(frames["dot"] == Rect(x: 8, y: 50, width: 20, height: 20))
  }

  @Test func onADeviceTheCellKeepsEight() throws {
    let frames = try Self.frames(
      width: 335, device: "retina4_7", options: ImportOptions(scene: .device(.iPhone8)))
    #expect(frames["card"] == Rect(x: 8, y: 0, width: 319, height: 40))
  }
}
