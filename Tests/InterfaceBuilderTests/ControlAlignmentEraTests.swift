import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A segmented control's and a slider's alignment rectangles by the era of the document
/// (docs/interface-builder.md, "Controls"; `AlignmentRect`): a segmented control is 31 high (its
/// frame 32) from Xcode 11 on and 28 (frame 29) before, its frame 1 point below its alignment
/// rectangle; a slider is 30 high (its 31-point frame: 2 points wider at each side and 1 below),
/// except in documents of Xcode 26, whose slider is 34 high and its frame. Each document is written here
/// by hand, its stored frames derived from the constraints and those sizes.
@Suite struct ControlAlignmentEraTests {
  /// One era: the toolsVersion, the segmented control's and the slider's alignment heights, and
  /// how far the slider's frame reaches past its alignment rectangle at each side and below.
  struct Era {
    var tools: String?
    var segmented: Double
    var slider: Double
    var sliderSide: Double
    var sliderBelow: Double
  }

  static let eras: [Era] = [
    Era(tools: "12121", segmented: 28, slider: 30, sliderSide: 2, sliderBelow: 1),
    Era(tools: "14490.70", segmented: 28, slider: 30, sliderSide: 2, sliderBelow: 1),
    Era(tools: "16097.3", segmented: 31, slider: 30, sliderSide: 2, sliderBelow: 1),
    Era(tools: "23504", segmented: 31, slider: 30, sliderSide: 2, sliderBelow: 1),
    Era(tools: "24412", segmented: 31, slider: 34, sliderSide: 0, sliderBelow: 0),
    Era(tools: nil, segmented: 31, slider: 30, sliderSide: 2, sliderBelow: 1),
  ]

  /// In a 320 x 200 view: a segmented control at (10, 10), stored 145 wide; a 50 x 10 view 8 below
  /// it; a slider 10 from either side, 8 below that view; another 50 x 10 view 8 below the slider.
  /// The stored frames are where IB puts them in that era: the segmented control's alignment
  /// height plus 1, the views below at 10 + height + 8 and so on.
  static func document(_ era: Era) -> (xib: String, expected: [String: Rect]) {
    let underY = 10 + era.segmented + 8
    let sliderY = underY + 10 + 8
    let afterY = sliderY + era.slider + 8
    let side = era.sliderSide
    func n(_ value: Double) -> String { PositionalNumber.shortest(value) }
    let xib = IBFixtureDocument(
      toolsVersion: era.tools,
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Controls""#, width: 320, height: 200,
            subviews: """
              <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg" userLabel="Mode">
                  <rect key="frame" x="10" y="10" width="145" height="\(n(era.segmented + 1))"/>
                  <segments>
                      <segment title="One"/>
                      <segment title="Two"/>
                  </segments>
              </segmentedControl>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="under" userLabel="Under">
                  <rect key="frame" x="10" y="\(n(underY))" width="50" height="10"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="50" id="under-w"/>
                      <constraint firstAttribute="height" constant="10" id="under-h"/>
                  </constraints>
              </view>
              <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slide" userLabel="Volume">
                  <rect key="frame" x="\(n(10 - side))" y="\(n(sliderY))" width="\(n(300 + 2 * side))" height="\(n(era.slider + era.sliderBelow))"/>
              </slider>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="after" userLabel="After">
                  <rect key="frame" x="10" y="\(n(afterY))" width="50" height="10"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="50" id="after-w"/>
                      <constraint firstAttribute="height" constant="10" id="after-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="seg-x"/>
              <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="seg-y"/>
              <constraint firstItem="under" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="under-x"/>
              <constraint firstItem="under" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="8" id="under-y"/>
              <constraint firstItem="slide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="slide-x"/>
              <constraint firstAttribute="trailing" secondItem="slide" secondAttribute="trailing" constant="10" id="slide-t"/>
              <constraint firstItem="slide" firstAttribute="top" secondItem="under" secondAttribute="bottom" constant="8" id="slide-y"/>
              <constraint firstItem="after" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="after-x"/>
              <constraint firstItem="after" firstAttribute="top" secondItem="slide" secondAttribute="bottom" constant="8" id="after-y"/>
              """))
      ]
    ).xib
    let expected = [
      "seg": Rect(x: 10, y: 10, width: 145, height: era.segmented),
      "under": Rect(x: 10, y: underY, width: 50, height: 10),
      "slide": Rect(x: 10, y: sliderY, width: 300, height: era.slider),
      "after": Rect(x: 10, y: afterY, width: 50, height: 10),
    ]
    return (xib, expected)
  }

  /// The solved frames are the alignment rectangles above, and `--compare-frames` finds every
  /// view at IB's frame (the stored frames less the era's insets) with no difference at all.
  @Test(arguments: eras.indices)
  func segmentedControlAndSliderByEra(_ index: Int) throws {
    let era = Self.eras[index]
    let (xib, expected) = Self.document(era)
    let result = try ImportSupport.importDocument(text: xib, name: "Eras.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    for (id, rect) in expected {
      #expect(
        frames[id] == rect, "\(era.tools ?? "none") \(id): \(String(describing: frames[id]))\n\(recipe.text)")
    }
    let stored = Dictionary(uniqueKeysWithValues: recipe.storedFrames.map { ($0.ibID.rawValue, $0.frame) })
    #expect(stored["seg"] == expected["seg"], "\(era.tools ?? "none")")
    #expect(stored["slide"] == expected["slide"], "\(era.tools ?? "none")")
    let comparison = try FrameComparisonTests.compare(recipe, tolerance: 0.001)
    #expect(comparison.differences.isEmpty, "\(era.tools ?? "none"): \(comparison.differences)")
  }

  /// A control laid out by its autoresizing mask (`fixedFrame`, no constraints) keeps its stored
  /// frame, so its recipe view is that frame's alignment rectangle: a switch stored at (200, 6;
  /// 51 x 31) is pinned at (200, 6) 49 wide, a segmented control stored (10, 60; 126 x 29) in a
  /// document of Xcode 13 at 28 high (its frame less 1 at the bottom), and both are at IB's frames
  /// as compared.
  @Test func framePinnedControlsArePinnedByTheirAlignmentRectangles() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22155",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Row""#, width: 320, height: 100,
            subviews: """
              <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle" userLabel="Toggle">
                  <rect key="frame" x="200" y="6" width="51" height="31"/>
                  <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
              </switch>
              <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg" userLabel="Mode">
                  <rect key="frame" x="10" y="60" width="126" height="29"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <segments>
                      <segment title="Auto"/>
                      <segment title="On"/>
                  </segments>
              </segmentedControl>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Pinned.xib")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["toggle"] == Rect(x: 200, y: 6, width: 49, height: 31), "\(recipe.text)")
    #expect(frames["seg"] == Rect(x: 10, y: 60, width: 126, height: 28), "\(recipe.text)")
    let comparison = try FrameComparisonTests.compare(recipe, tolerance: 0.001)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
  }

  /// A page control held by its leading and top edges (`Controls.xib`, five pages) is 37 high in a
  /// document saved before Xcode 12 (16097), 27.5 with the iOS 14 SDK (17156, 18122), 26 from
  /// Xcode 13 (19150, 23504, 32700.99.1234, and with no toolsVersion) and 25 in Xcode 26 (24506).
  /// Its width: 16 x 5 - 9 = 71 before Xcode 12; from it 18 a page plus the era's padding, the
  /// three-page frames IB stored less 3 x 18 = 54: Xcode 12's 121.5 - 54 = 67.5 (90 + 67.5 =
  /// 157.5), Xcode 13 to 15's 116 - 54 = 62 (152, also at 32700.99.1234, Xcode 15.3's number),
  /// Xcode 16's and 26's 73 - 54 = 19 (109).
  @Test func pageControlHeightByEra() throws {
    let fixture = String(decoding: try ImportSupport.fixture("Controls.xib"), as: UTF8.self)
    let eras: [(tools: String?, width: Double, height: Double)] = [
      ("16097", 71, 37), ("17156", 157.5, 27.5), ("18122", 157.5, 27.5), ("19150", 152, 26),
      ("22505", 152, 26), ("32700.99.1234", 152, 26), ("23504", 109, 26), ("24506", 109, 25), (nil, 109, 26),
    ]
    for (tools, width, height) in eras {
      let version = tools.map { #"toolsVersion="\#($0)""# } ?? ""
      let text = fixture.replacingOccurrences(of: #"toolsVersion="17156""#, with: version)
      let result = try ImportSupport.importDocument(text: text, name: "Controls.xib")
      let frames = try ImportSupport.solvedFirst(result).framesByIBID
      #expect(frames["pages"] == Rect(x: 10, y: 180, width: width, height: height), "\(tools ?? "none")")
    }
  }
}
