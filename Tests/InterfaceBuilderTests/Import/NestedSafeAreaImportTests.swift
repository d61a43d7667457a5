import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// The safe areas of views other than the root (issue 22): a view's safe-area insets are the part
/// of the root's that overlaps it, never negative [DOC: UIView safeAreaInsets], so each edge of
/// its guide is the inner of its own edge and the root's Safe Area edge. The importer declares the
/// guide as a spacer inside the view, with two inequalities and a priority-999 equality per edge.
/// `NestedSafeArea.storyboard`: frames by hand (its comment), and stored so.
@Suite struct NestedSafeAreaImportTests {
  /// Root 414 x 896, Safe Area y 44 to 862. Header (0, 0; 414 x 300): safe area y 44 to 300, so
  /// Title (20, 54; 374 x 30) although a priority-750 constraint pulls it to y 100. Footer (50, 796;
  /// 314 x 100): safe area y 796 to 862, so Bar (50, 822; 314 x 40) and Dot centred at (207, 829).
  /// Middle, inside the Safe Area: its guide is its bounds, Chip at its top left (30, 400).
  @Test func nestedSafeAreasAreTheOverlapWithTheRoots() throws {
    let scene = try ImportSupport.solvedFixture("NestedSafeArea.storyboard", variant: .canvas)
    #expect(!scene.text.contains("safe area of"), "no constraint left out\n\(scene.text)")
    for line in [
      #"spacer "Header Safe Area" in "Header" id "header-safe""#,
      "Header Safe Area.Top >= Safe Area.Top",
      "Header Safe Area.Top = Header.Top (Priority 999)",
      "Footer Safe Area.Bottom <= Footer.Bottom",
      #"Title.Top = Header Safe Area.Top + 10 id "title-t""#,
    ] {
      #expect(scene.text.contains(line), "\(line)\n---\n\(scene.text)")
    }
    let result = scene.result
    // Only optional constraints are broken: the 999 equalities where the Safe Area's edge is the
    // inner one (Header's top by 44, Footer's bottom by 34) and Title's 750 pull (100 - 54 = 46).
    var broken: [Double] = []
    for diagnosis in result.diagnoses {
      guard case .brokenOptional(_, let by) = diagnosis else {
        Issue.record("unexpected \(diagnosis)")
        continue
      }
      broken.append(by)
    }
    #expect(broken.sorted() == [34, 44, 46])
    let frames = scene.framesByName
    #expect(frames["Header Safe Area"] == Rect(x: 0, y: 44, width: 414, height: 256))
    #expect(frames["Footer Safe Area"] == Rect(x: 50, y: 796, width: 314, height: 66))
    #expect(frames["Middle Safe Area"] == Rect(x: 30, y: 400, width: 354, height: 100))
    #expect(frames["Title"] == Rect(x: 20, y: 54, width: 374, height: 30))
    #expect(frames["Bar"] == Rect(x: 50, y: 822, width: 314, height: 40))
    #expect(frames["Dot"] == Rect(x: 202, y: 824, width: 10, height: 10))
    #expect(frames["Chip"] == Rect(x: 30, y: 400, width: 20, height: 20))
    let comparison = scene.comparison()
    #expect(comparison.counted == 7)
    #expect(comparison.within == comparison.counted, "\(comparison.differences)")
  }

  /// The guide's edges follow the root's Safe Area, not numbers: on a taller scene the footer's
  /// safe area still ends 34 above the bottom and the header's starts 44 below the top.
  @Test func theGuideFollowsTheSceneWhenResized() throws {
    let recipe = try #require(try ImportSupport.importFixture("NestedSafeArea.storyboard").recipes.first)
    #expect(recipe.text.contains("scene 414 x 896 "), "\(recipe.text)")
    let resized = try ImportSupport.solved(
      recipe, text: recipe.text.replacingOccurrences(of: "scene 414 x 896 ", with: "scene 414 x 1000 "))
    let frames = resized.framesByName
    #expect(frames["Footer"] == Rect(x: 50, y: 900, width: 314, height: 100))
    #expect(frames["Bar"] == Rect(x: 50, y: 926, width: 314, height: 40))
    #expect(frames["Title"] == Rect(x: 20, y: 54, width: 374, height: 30))
  }

  /// A view inside a cell: the cell's safe area is its bounds, so a subview's is its own bounds and
  /// constraints to it name the view itself (no spacer).
  @Test func aCellSubviewsSafeAreaIsItsBounds() throws {
    let text = IBFixtureDocument(
      toolsVersion: "17506", useSafeAreas: true,
      scenes: [
        .xml(
          """
          <tableViewCell contentMode="scaleToFill" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
              <tableViewCellContentView key="contentView" contentMode="center" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                          <rect key="frame" x="10" y="10" width="300" height="40"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin" userLabel="Pin">
                                  <rect key="frame" x="5" y="0.0" width="20" height="40"/>
                              </view>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="box-safe"/>
                          <constraints>
                              <constraint firstItem="pin" firstAttribute="leading" secondItem="box-safe" secondAttribute="leading" constant="5" id="pin-l"/>
                              <constraint firstItem="pin" firstAttribute="top" secondItem="box-safe" secondAttribute="top" id="pin-t"/>
                              <constraint firstItem="box-safe" firstAttribute="bottom" secondItem="pin" secondAttribute="bottom" id="pin-b"/>
                              <constraint firstAttribute="width" secondItem="pin" secondAttribute="width" constant="280" id="pin-w"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="box-l"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="box-t"/>
                      <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="box-r"/>
                      <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="box-b"/>
                  </constraints>
              </tableViewCellContentView>
          </tableViewCell>
          """)
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: text, name: "CellSafeArea.xib")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("safe area of"), "\(recipe.text)")
    #expect(!recipe.text.contains("spacer"), "no spacer in a cell\n\(recipe.text)")
    #expect(recipe.text.contains(#"Pin.Leading = Box.Leading + 5 id "pin-l""#), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["pin"] == Rect(x: 15, y: 10, width: 20, height: 40))
  }

  /// A xib's top-level view on no device's canvas has no Safe Area: nothing covers it, so its
  /// safe area is its bounds and so is every subview's (`XibSafeAreaImportTests`,
  /// `SceneConverter.isRootOfNoDeviceCanvas`). A constraint to a subview's guide is a constraint
  /// to the subview itself, as in a cell: Box is pinned inside the root (10 from each side, 300 x
  /// 200 -> at (10, 10), 280 x 180) and Pin 5 below its guide's top and 7 inside its guide's
  /// leading, 20 x 20: at (10 + 7, 10 + 5) = (17, 15), with no spacer and no warning.
  @Test func withoutADeviceTheSubviewsGuideIsTheSubview() throws {
    let text = IBFixtureDocument(
      toolsVersion: "17506", useSafeAreas: true,
      scenes: [
        .view(
          IBFixtureRoot(
            width: 300, height: 200,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="10" y="10" width="280" height="180"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin" userLabel="Pin">
                          <rect key="frame" x="7" y="5" width="20" height="20"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="20" id="pin-w"/>
                              <constraint firstAttribute="height" constant="20" id="pin-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="box-safe"/>
                  <constraints>
                      <constraint firstItem="pin" firstAttribute="top" secondItem="box-safe" secondAttribute="top" constant="5" id="pin-t"/>
                      <constraint firstItem="pin" firstAttribute="leading" secondItem="box-safe" secondAttribute="leading" constant="7" id="pin-l"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="box-t"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-l"/>
              <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="box-r"/>
              <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="box-b"/>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: text, name: "NoDevice.xib")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("spacer"), "\(recipe.text)")
    #expect(!result.warnings.contains { $0.message.contains("safe area") }, "\(result.warnings)")
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    #expect(solved.framesByIBID["box"] == Rect(x: 10, y: 10, width: 280, height: 180), "\(recipe.text)")
    #expect(solved.framesByIBID["pin"] == Rect(x: 17, y: 15, width: 20, height: 20), "\(recipe.text)")
  }

  /// A scroll view's safe area follows its frame, not its content (`ScrollSafeArea.storyboard`, by
  /// hand): a scroll view filling an iPhone 8 screen under its 20-point status bar has the safe
  /// area (0, 20; 375 x 647), so a card centred on it at priority 250 is at y 293.5 in its
  /// 1000-point content and a badge 10 above its bottom at y 617.
  @Test func aScrollViewsSafeAreaFollowsItsFrame() throws {
    let result = try ImportSupport.importFixture("ScrollSafeArea.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"spacer "Form Safe Area" in "Form" id "scroll-safe""#), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    let frames = solved.framesByIBID
    #expect(frames["scroll-safe"] == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(frames["card"] == Rect(x: 37.5, y: 293.5, width: 300, height: 100))
    #expect(frames["badge"] == Rect(x: 167.5, y: 617, width: 40, height: 40))
    let comparison = solved.comparison()
    #expect(comparison.within == comparison.counted, "\(comparison.differences)")
  }
}
