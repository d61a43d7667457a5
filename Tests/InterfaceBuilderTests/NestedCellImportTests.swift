import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Every view of a storyboard is in the result: the cells of a collection view inside a table
/// view cell, and a view in a scene's dock (`NestedCells.storyboard`, frames by hand).
@Suite struct NestedCellImportTests {
  func imported() throws -> ImportResult {
    try ImportSupport.importFixture("NestedCells.storyboard")
  }

  /// The row, the item of the collection view inside it, and the dock view are recipes; before,
  /// the item was not read and the dock view was skipped with a warning.
  @Test func everyCellAndTheDockViewIsARecipe() throws {
    let result = try imported()
    #expect(
      result.recipes.map(\.name) == [
        "Shelf - Row", "Shelf - Item", "Shelf - section header", "Shelf - Empty State",
      ])
    #expect(!result.warnings.contains { $0.message.contains("unknown scene object") }, "\(result.warnings)")
  }

  /// The item is its 100 x 80 size, its box inset 10: (10, 10) 80 x 60.
  @Test func theNestedItemIsLaidOut() throws {
    let item = try #require(try imported().recipes.first { $0.name == "Shelf - Item" })
    #expect(item.text.contains("cell width 100\n"), "\(item.text)")
    #expect(
      try ImportSupport.solved(item).framesByIBID["itemBox"] == Rect(x: 10, y: 10, width: 80, height: 60))
  }

  /// A collection view's section header (`collectionReusableView key="sectionHeaderView"`) is a
  /// plain view of its stored size, 50 x 80, whose safe area is itself: its box at (5, 5) 40 x 70.
  /// Before, it was skipped as an unknown element.
  @Test func theSectionHeaderIsLaidOutAtItsSize() throws {
    let result = try imported()
    #expect(!result.warnings.contains { $0.message.contains("unknown element") }, "\(result.warnings)")
    let header = try #require(result.recipes.first { $0.name == "Shelf - section header" })
    #expect(header.text.contains("\nscene 50 x 80"), "\(header.text)")
    #expect(
      try ImportSupport.solved(header).framesByIBID["headerBox"] == Rect(x: 5, y: 5, width: 40, height: 70))
  }

  /// The dock view is a top-level view of its stored size, 300 x 200: its box at (20, 20) 100 x 50.
  @Test func theDockViewIsLaidOutAtItsSize() throws {
    let dock = try #require(try imported().recipes.first { $0.name == "Shelf - Empty State" })
    #expect(dock.text.contains("\nscene 300 x 200"), "\(dock.text)")
    #expect(
      try ImportSupport.solved(dock).framesByIBID["dockBox"] == Rect(x: 20, y: 20, width: 100, height: 50))
  }

  /// esri-MobileMapSearchRoute's collection view cell inside a table view cell: its image views at
  /// the frames IB stored (the thumbnail at (5, 5) 100 x 66.5 (within half a point), the badges 20 x 20 at x 5 and 85).
  @Test func esriNestedCellAtIBsFrames() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-MobileMapSearchRoute.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "t9t-ip-BVn""#) })
    let solved = try ImportSupport.solved(recipe).framesByIBID
    // A 3:2 aspect ratio at width 100 is 66.667 high; IB stored it on the 2x pixel grid (66.5).
    let thumbnail = try #require(solved["t9t-ip-BVn"])
    #expect(thumbnail.minX == 5 && thumbnail.minY == 5 && thumbnail.width == 100, "\(thumbnail)")
    #expect(abs(thumbnail.height - 66.5) <= 0.5, "\(thumbnail)")
    #expect(solved["8rT-Rx-NAX"] == Rect(x: 85, y: 5, width: 20, height: 20))
    #expect(solved["MIW-7m-mv8"] == Rect(x: 5, y: 5, width: 20, height: 20))
  }

  /// A view in a scene's dock holding a table view with a prototype cell (a controller that adds
  /// the view in code): the cell is a recipe of its own, as a controller's prototypes are.
  static let dockTable = IBFixtureDocument(
    toolsVersion: "21701", device: "retina6_1", useSafeAreas: true,
    scenes: [
      .xml(
        """
        <scene sceneID="s1">
        <objects>
        <viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
        </viewController>
        <view contentMode="scaleToFill" id="dock" userLabel="Overview">
        <rect key="frame" x="0.0" y="0.0" width="374" height="300"/>
        <subviews>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="80" translatesAutoresizingMaskIntoConstraints="NO" id="table">
        <rect key="frame" x="20" y="10" width="334" height="290"/>
        <prototypes>
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="featureCell" rowHeight="80" id="cell">
        <rect key="frame" x="0.0" y="50" width="334" height="80"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
        <rect key="frame" x="0.0" y="0.0" width="334" height="80"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
        <rect key="frame" x="8" y="5" width="34" height="34"/>
        <constraints>
        <constraint firstAttribute="width" constant="34" id="icon-w"/>
        <constraint firstAttribute="height" constant="34" id="icon-h"/>
        </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
        <rect key="frame" x="60" y="13" width="244" height="57"/>
        </view>
        </subviews>
        <constraints>
        <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="i-x"/>
        <constraint firstItem="icon" firstAttribute="top" secondItem="content" secondAttribute="top" constant="5" id="i-y"/>
        <constraint firstItem="body" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="18" id="b-x"/>
        <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="30" id="b-trail"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="content" secondAttribute="top" constant="13" id="b-top"/>
        <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="10" id="b-bottom"/>
        </constraints>
        </tableViewCellContentView>
        </tableViewCell>
        </prototypes>
        </tableView>
        </subviews>
        <constraints>
        <constraint firstItem="table" firstAttribute="leading" secondItem="dock" secondAttribute="leading" constant="20" id="t-lead"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" constant="20" id="t-trail"/>
        <constraint firstItem="table" firstAttribute="top" secondItem="dock" secondAttribute="top" constant="10" id="t-top"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="t-bottom"/>
        </constraints>
        </view>
        </objects>
        </scene>
        """)
    ]
  ).storyboard

  /// The cell is laid out at its stored 334 x 80: the icon at (8, 5) 34 x 34, the body from
  /// 8 + 34 + 18 = 60 to 334 - 30 = 304 (244 wide) and from 13 to 80 - 10 = 70 (57 high). Before,
  /// the dock view was the only recipe and the cell's views were missing.
  @Test func aDockViewsPrototypeCellIsARecipe() throws {
    let result = try ImportSupport.importDocument(
      text: Self.dockTable, name: "Dock.storyboard")
    let cell = try #require(
      result.recipes.first { $0.name.hasSuffix("featureCell") }, "\(result.recipes.map(\.name))")
    let frames = try ImportSupport.solved(cell).framesByIBID
    #expect(frames["icon"] == Rect(x: 8, y: 5, width: 34, height: 34), "\(cell.text)")
    #expect(frames["body"] == Rect(x: 60, y: 13, width: 244, height: 57), "\(cell.text)")
  }

  /// A xib's top-level view holding a collection view with a cell (`<cells>`): the cell is a
  /// recipe of its own, as in a storyboard.
  static let xibCollection = IBFixtureDocument(
    toolsVersion: "22505", device: "retina6_12", useSafeAreas: true,
    scenes: [
      .xml(
        """
        <view contentMode="scaleToFill" id="root" userLabel="Patrons">
        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
        <subviews>
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
        <rect key="frame" x="16" y="16" width="361" height="168"/>
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
        <size key="itemSize" width="150" height="28"/>
        </collectionViewFlowLayout>
        <cells>
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PatronCell" id="cell">
        <rect key="frame" x="0.0" y="0.0" width="150" height="28"/>
        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
        <rect key="frame" x="0.0" y="0.0" width="150" height="28"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chip">
        <rect key="frame" x="4" y="2" width="142" height="24"/>
        </view>
        </subviews>
        <constraints>
        <constraint firstItem="chip" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="4" id="c-lead"/>
        <constraint firstAttribute="trailing" secondItem="chip" secondAttribute="trailing" constant="4" id="c-trail"/>
        <constraint firstItem="chip" firstAttribute="top" secondItem="content" secondAttribute="top" constant="2" id="c-top"/>
        <constraint firstAttribute="bottom" secondItem="chip" secondAttribute="bottom" constant="2" id="c-bottom"/>
        </constraints>
        </collectionViewCellContentView>
        </collectionViewCell>
        </cells>
        </collectionView>
        </subviews>
        <constraints>
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="g-lead"/>
        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="16" id="g-trail"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="g-top"/>
        <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="16" id="g-bottom"/>
        </constraints>
        </view>
        """)
    ]
  ).xib

  /// The cell at its stored 150 x 28, the chip inset 4 and 2: (4, 2) 142 x 24. Before, the view
  /// was the only recipe and the chip was missing.
  @Test func aXibCollectionViewsCellIsARecipe() throws {
    let result = try ImportSupport.importDocument(text: Self.xibCollection, name: "Patrons.xib")
    let cell = try #require(
      result.recipes.first { $0.name.hasSuffix("PatronCell") }, "\(result.recipes.map(\.name))")
    let frames = try ImportSupport.solved(cell).framesByIBID
    #expect(frames["chip"] == Rect(x: 4, y: 2, width: 142, height: 24), "\(cell.text)")
  }
}
