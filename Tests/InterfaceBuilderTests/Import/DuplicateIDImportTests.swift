import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A document whose ids repeat within one scene (a merge conflict resolved by hand): the second
/// view is declared under an id of its own and the recipe compiles (before, both views took one
/// recipe name and import exited 70, "declared twice"); constraints naming the id reach the first
/// (docs/interface-builder.md, "Warnings and refusals").
@Suite struct DuplicateIDImportTests {
  /// Two labels with the id `L1`, the first pinned 10 from the root's leading edge and 20 from its
  /// top by constraints naming `L1`; the second has no constraint of its own and sits at its stored
  /// frame (by hand: 100, 200, 40 x 30).
  static let text = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 320, height: 480,
          subviews: """
            <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                <rect key="frame" x="10" y="20" width="40" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </label>
            <label text="Second" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                <rect key="frame" x="100" y="200" width="40" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
          constraints: """
            <constraint firstItem="L1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="L1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """))
    ]
  ).storyboard

  @Test func aRepeatedIDIsWarnedAndBothViewsAreLaidOut() throws {
    let result = try ImportSupport.importDocument(text: Self.text, name: "Duplicate.storyboard")
    #expect(result.warnings.contains { $0.message.contains("the id \"L1\" is also the id of the <label>") })
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    let frames = solved.framesByIBID
    #expect(frames["L1"] == Rect(x: 10, y: 20, width: 40, height: 30), "\(frames)")
    #expect(frames["L1~2"] == Rect(x: 100, y: 200, width: 40, height: 30), "\(frames)")
  }

  /// Two views with the id `V`. The first is pinned 10, 20 from the root's top left by constraints
  /// naming `V` and sized 40 x 30 by its own; the second sits at its stored frame (fixedFrame:
  /// 100, 200, 80 x 50), holds a width of 80 of its own (no firstItem) and pins its subview `S`
  /// 5, 6 from its top left by constraints of its own list that name `V`. By hand: the second
  /// view's list can only relate it and its subviews, so `S` is at (105, 206, 20 x 10) and the
  /// first view keeps its 40 (before, the 80 reached the first `V`: two required widths, 40 and
  /// 80, and `S` was placed in the first view).
  static let ownConstraints = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 320, height: 480,
          subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="V">
                <rect key="frame" x="10" y="20" width="40" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="w1"/>
                    <constraint firstAttribute="height" constant="30" id="h1"/>
                </constraints>
            </view>
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="V">
                <rect key="frame" x="100" y="200" width="80" height="50"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="S">
                        <rect key="frame" x="5" y="6" width="20" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="sw"/>
                            <constraint firstAttribute="height" constant="10" id="sh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="80" id="w2"/>
                    <constraint firstItem="S" firstAttribute="leading" secondItem="V" secondAttribute="leading" constant="5" id="sl"/>
                    <constraint firstItem="S" firstAttribute="top" secondItem="V" secondAttribute="top" constant="6" id="st"/>
                </constraints>
            </view>
            """,
          constraints: """
            <constraint firstItem="V" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="V" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """))
    ]
  ).storyboard

  @Test func aRepeatedViewKeepsItsOwnConstraints() throws {
    let result = try ImportSupport.importDocument(text: Self.ownConstraints, name: "Duplicate.storyboard")
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    #expect(!solved.result.diagnoses.contains { $0.isError }, "\(solved.result.diagnoses)")
    let frames = solved.framesByIBID
    #expect(frames["V"] == Rect(x: 10, y: 20, width: 40, height: 30), "\(frames)")
    #expect(frames["V~2"] == Rect(x: 100, y: 200, width: 80, height: 50), "\(frames)")
    #expect(frames["S"] == Rect(x: 105, y: 206, width: 20, height: 10), "\(frames)")
  }

  /// Views `A`, `A` and `A~2` (a real id, later in the file), the last pinned 7 from the root's
  /// leading edge by a constraint naming `A~2`. The copy of `A` takes an id the scene does not
  /// use, `A~3`, so the constraint reaches the view the file means: `A~2` at x 7 (by hand), the
  /// copy at its stored frame (before, the copy became `A~2` and took the constraint).
  static let laterRealID = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 320, height: 480,
          subviews: """
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                <rect key="frame" x="50" y="60" width="10" height="10"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="A~2">
                <rect key="frame" x="7" y="100" width="30" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="aw"/>
                    <constraint firstAttribute="height" constant="30" id="ah"/>
                </constraints>
            </view>
            """,
          constraints: """
            <constraint firstItem="A~2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="7" id="l"/>
            <constraint firstItem="A~2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            """))
    ]
  ).storyboard

  @Test func aNewIDIsNoIDTheFileUsesLater() throws {
    let result = try ImportSupport.importDocument(text: Self.laterRealID, name: "Duplicate.storyboard")
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    let frames = solved.framesByIBID
    #expect(frames["A~2"] == Rect(x: 7, y: 100, width: 30, height: 30), "\(frames)")
    #expect(frames["A~3"] == Rect(x: 50, y: 60, width: 10, height: 10), "\(frames)")
    #expect(frames["A"] == Rect(x: 0, y: 0, width: 10, height: 10), "\(frames)")
  }

  /// Two `BadgeView`s with the id `badge`, the class `<designables>` lists under that id with an
  /// intrinsic size of 40 x 24; the copy is the one arranged view of a top-aligned stack 20 from
  /// the root's leading edge and 100 from its top, with nothing on its size. The copy is the view
  /// the entry names as much as the first: by hand it is 40 x 24 at (20, 100), as IB stored it,
  /// and nothing is ambiguous (before, the renamed `badge~2` had no entry, its width came out 0).
  static let designable = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                        <rect key="frame" x="264" y="20" width="40" height="24"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="20" y="100" width="40" height="24"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="24"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="b-trailing"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b-top"/>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s-lead"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-top"/>
                </constraints>
            </view>
        </objects>
        <designables>
            <designable name="badge">
                <size key="intrinsicContentSize" width="40" height="24"/>
            </designable>
        </designables>
    </document>
    """

  @Test func aRenamedCopyKeepsItsDesignablesEntry() throws {
    let result = try ImportSupport.importDocument(text: Self.designable, name: "Badge.xib")
    let rendered = "Badge.xib:15: warning: <view id=\"badge~2\">: a BadgeView rendered by Interface Builder"
    #expect(
      result.warnings.contains { $0.description.hasPrefix(rendered) }, "\(result.warnings.map(\.description))"
    )
    let solved = try ImportSupport.solvedFirst(result)
    let frames = solved.framesByIBID
    #expect(solved.result.ambiguity == nil, "\(String(describing: solved.result.ambiguity))")
    #expect(frames["badge~2"] == Rect(x: 20, y: 100, width: 40, height: 24), "\(frames)")
    #expect(frames["badge"] == Rect(x: 264, y: 20, width: 40, height: 24), "\(frames)")
  }
}
