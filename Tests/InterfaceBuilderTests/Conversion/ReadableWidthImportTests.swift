import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// `layoutMarginsFollowReadableWidth="YES"` on a root view, a subview and a cell's content view
/// becomes the recipe's `layoutMarginsFollowReadableWidth`, checked by frames derived by hand
/// (docs/layout.md, "Readable content guide": 672 pt at Large, centred in the margins).
@Suite struct ReadableWidthImportTests {
  func imported(_ name: String) throws -> ImportResult {
    try IBImporter.importDocument(try ImportSupport.fixture(name), fileName: name)
  }

  @Test func attributeBecomesTheRecipeAttribute() throws {
    let result = try imported("ReadableWidth.storyboard")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let text = try #require(result.recipes.first).text
    for line in [
      "superview layoutMarginsFollowReadableWidth",
      #"view "Band" layoutMarginsFollowReadableWidth id "band""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
  }

  /// iPad portrait (768 x 1024, regular width, status bar 20):
  /// - Body at the root's margins: 20 at the sides (728 between them), following the readable
  ///   width: 20 + (728 - 672) / 2 = 48, 672 wide; top margin 20 (the status bar).
  /// - Inner at Band's margins: Band spans 768, its margins are 8 (752 between them), following
  ///   the readable width: 8 + (752 - 672) / 2 = 48, 672 wide; Band's top 200 + 8.
  /// These are also the frames the file stores (IB's canvas is the same iPad).
  @Test func iPadFramesAreCappedAndCentred() throws {
    let recipe = try #require(try imported("ReadableWidth.storyboard").recipes.first)
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["body"] == Rect(x: 48, y: 20, width: 672, height: 100))
    #expect(frames["inner"] == Rect(x: 48, y: 208, width: 672, height: 44))
  }

  /// iPhone 8 portrait (375 wide): the margins (16 at the root, 8 on Band) are narrower than the
  /// readable width, so following it changes nothing: Body (16, 20; 343 wide), Inner (8, 208;
  /// 359 wide).
  @Test func iPhoneFramesAreTheMargins() throws {
    let recipe = try #require(try imported("ReadableWidth.storyboard").recipes.first)
    let parsed = RecipeParser.parse(recipe.text)
    let text = RecipeFormatter.format(ImportSupport.withScene(parsed.recipe, width: 375, height: 667))
    let variant = try #require(try ImportSupport.compile(text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["body"] == Rect(x: 16, y: 20, width: 343, height: 100))
    #expect(frames["inner"] == Rect(x: 8, y: 208, width: 359, height: 44))
  }

  /// A cell on the iPad (768 points wide) whose content view follows the readable width (Apple's
  /// SelfSizingTableViewCells sets it): content margins 16 at the sides (a xib's cell on an iPad,
  /// docs/interface-builder.md, "Cells") and 11 at the top and bottom, 736 between the sides, so
  /// the box is at 16 + (736 - 672) / 2 = 48, 672 wide, and the cell is 11 + 44 + 11 = 66 high.
  @Test func cellContentViewFollowsTheReadableWidth() throws {
    let result = try imported("ReadableCell.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains("\nsuperview margins 11 16 11 16 layoutMarginsFollowReadableWidth\n"),
      "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(ImportSupport.framesByIBID(variant, solved)["box"] == Rect(x: 48, y: 11, width: 672, height: 44))
    #expect(solved.rootFrame.height == 66)
  }

  /// A table view with `cellLayoutMarginsFollowReadableWidth="YES"` (IB's "Follow Readable Width"
  /// on the table): its prototype cell's content view follows the readable width of the cell.
  /// On the iPad (cell 768 wide, content margins 20 and 11, 728 between the sides) the box at
  /// the content view's margins is at 20 + (728 - 672) / 2 = 48, 672 wide; without the attribute
  /// at (20, 11), 728 wide.
  @Test func tableViewCellsFollowTheTablesReadableWidth() throws {
    for follows in [true, false] {
      let attribute = follows ? #" cellLayoutMarginsFollowReadableWidth="YES""# : ""
      let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tvc">
            <device id="ipad9_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain"\(attribute) id="table">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="768" height="60"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="768" height="60"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                                                    <rect key="frame" x="48" y="8" width="672" height="44"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
                                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="top"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                                                <constraint firstAttribute="height" constant="44" id="h" firstItem="box"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
      let result = try IBImporter.importDocument(Data(storyboard.utf8), fileName: "Table.storyboard")
      #expect(result.warnings.isEmpty, "\(result.warnings)")
      let recipe = try #require(result.recipes.first)
      #expect(
        recipe.text.contains(
          "\nsuperview margins 11 20 11 20" + (follows ? " layoutMarginsFollowReadableWidth" : "") + "\n"),
        "\(recipe.text)")
      let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
      let box = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))["box"]
      #expect(
        box
          == (follows
            ? Rect(x: 48, y: 11, width: 672, height: 44) : Rect(x: 20, y: 11, width: 728, height: 44)))
    }
  }

  /// Apple's SelfSizingTableViewCells: the content view follows the readable width. On IB's
  /// 600-point canvas its margins (8, 584 between them) are narrower than 672: the text view is at
  /// (8, 8) and 584 wide, the frame the file stores. On the iPad (768 wide) it is 672 wide at
  /// 8 + (752 - 672) / 2 = 48. Only x and width are compared (the height is the text's).
  @Test func applesSelfSizingCellOnTheCanvasAndTheIPad() throws {
    let (data, name) = try ImportSupport.shared("apple-cookbook/SelfSizingTableViewCells.storyboard")
    let cases: [(ImportOptions, Double, Double)] = [
      (ImportOptions(scene: .canvas), 8, 584), (ImportOptions(scene: .device(Device.iPad)), 48, 672),
    ]
    for (options, x, width) in cases {
      let imported = try IBImporter.importDocument(data, fileName: name, options: options)
      #expect(imported.warnings.isEmpty, "\(imported.warnings)")
      let recipe = try #require(imported.recipes.first)
      let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
      let text = try #require(
        ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))["RVd-cO-7wD"])
      #expect(text.minX == x && text.width == width, "\(options): \(text)")
    }
  }

  /// The same storyboard saved in landscape (`<device ... orientation="landscape">`) imports on
  /// the iPad in landscape, 1024 wide: the root's margins are 984 apart, so Body is 672 wide at
  /// 20 + (984 - 672) / 2 = 176, the inset useyourloaf.com measured; Band's margins are 1008
  /// apart, so Inner is at 8 + (1008 - 672) / 2 = 176 too.
  @Test func landscapeDocumentIsImportedInLandscape() throws {
    var text = String(decoding: try ImportSupport.fixture("ReadableWidth.storyboard"), as: UTF8.self)
    text = text.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    let result = try IBImporter.importDocument(Data(text.utf8), fileName: "ReadableWidth.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("\ndevice \"iPad\" landscape\n"), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["body"] == Rect(x: 176, y: 20, width: 672, height: 100))
    #expect(frames["inner"] == Rect(x: 176, y: 208, width: 672, height: 44))
  }
}
