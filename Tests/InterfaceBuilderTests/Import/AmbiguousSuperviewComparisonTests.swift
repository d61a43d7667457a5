import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A view inside a superview IB marks `ambiguous="YES"` (zotero-OnboardingViewController's page
/// control and buttons in its ambiguous stack, /work/unseen-e): IB stores frames relative to the
/// superview and marks only the views whose frame there is open, so the superview's stored origin
/// is one of many and the view is compared where it sits in it (docs/interface-builder.md, "Views
/// inside a view IB marks ambiguous"). Written by hand.
@Suite struct AmbiguousSuperviewComparisonTests {
  /// A 200 x 200 view; a 100 x 50 box 10 from its leading edge with nothing to place it
  /// vertically (IB marks it ambiguous and stored it at y 70); in it a 10 x 10 dot 5 from the
  /// box's leading and top edges: stored (5, 5) in the box, (15, 75) in the scene. Our layout puts
  /// the box at some y (its minY is open) and the dot 5 below it: within the box the dot is at
  /// IB's (5, 5), and its minY is open only because the box's is.
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Screen">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                        <rect key="frame" x="10" y="70" width="100" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                                <rect key="frame" x="5" y="5" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="dot-w"/>
                                    <constraint firstAttribute="height" constant="10" id="dot-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="box-w"/>
                            <constraint firstAttribute="height" constant="50" id="box-h"/>
                            <constraint firstItem="dot" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="5" id="dot-x"/>
                            <constraint firstItem="dot" firstAttribute="top" secondItem="box" secondAttribute="top" constant="5" id="dot-y"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-x"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func aViewIsComparedWithinItsAmbiguousSuperview() throws {
    let result = try IBImporter.importDocument(
      Data(Self.xib.utf8), fileName: "Box.xib", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let frames = Dictionary(uniqueKeysWithValues: recipe.storedFrames.map { ($0.ibID, $0) })
    #expect(frames["dot"]?.ambiguousSuperview == IBID("box"))
    #expect(frames["dot"]?.frame == Rect(x: 15, y: 75, width: 10, height: 10))
    #expect(frames["box"]?.ambiguousSuperview == nil)
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    let ambiguity = try #require(solved.result.ambiguity)
    #expect(Set(ambiguity.entries.flatMap(\.dimensions)) == [.minY], "\(ambiguity.trace)")
    let comparison = solved.comparison(tolerance: 0.001)
    // The box is IB's flag (not counted); the dot, within it, is at IB's frame.
    #expect(comparison.counted == 1 && comparison.within == 1, "\(comparison.differences)")
    #expect(comparison.differences.map(\.ibID) == [IBID("box")])
  }

  /// Moved 3 points down in the box, the dot differs, and the comparison says it is within the box.
  @Test func aDifferenceWithinTheSuperviewIsNamed() throws {
    let xib = Self.xib.replacingOccurrences(
      of: #"constant="5" id="dot-y""#, with: #"constant="8" id="dot-y""#)
    let result = try IBImporter.importDocument(
      Data(xib.utf8), fileName: "Box.xib", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let comparison = try ImportSupport.solved(recipe, variant: .canvas).comparison(tolerance: 0.001)
    let dot = try #require(comparison.differences.first { $0.ibID == IBID("dot") })
    #expect(dot.stored == Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(dot.solved == Rect(x: 5, y: 8, width: 10, height: 10))
    #expect(dot.cause == .insideAmbiguousSuperview("Box"), "\(String(describing: dot.cause))")
    #expect(comparison.counted == 1 && comparison.within == 0)
  }
}
