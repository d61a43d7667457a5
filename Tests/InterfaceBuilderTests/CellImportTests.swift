import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Cells the importer reads besides prototypes (issue 22, cause 4): static cells, a table's footer
/// view, collection view cells whose content view has no id; fixed heights and the content view's
/// width less an accessory. `Cells.storyboard`, frames by hand.
@Suite struct CellImportTests {
  func imported(_ options: ImportOptions = ImportSupport.canvas) throws -> ImportResult {
    try ImportSupport.importFixture("Cells.storyboard", options: options)
  }

  @Test func everyCellAndTheFooterIsARecipe() throws {
    let result = try imported()
    #expect(
      result.recipes.map(\.name) == [
        "Settings - Fixed", "Settings - Automatic", "Settings - footer", "Gallery - Tile",
      ])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// The static cell of row height 60 keeps its content view's stored 59.5 (the row less the
  /// separator): the box spans it. The self-sizing cell with a disclosure indicator is as wide as
  /// its content view, 348 (IB's 375 less the accessory's 27), and as high as its content:
  /// 11 + 30 + 11 = 52, the box at the margins a table 375 wide gives its cells in a document of
  /// Xcode 12 or later (16, 11), and 8 before the accessory at the trailing side: 348 - 16 - 8 =
  /// 324 wide.
  @Test func staticCells() throws {
    let recipes = try imported().recipes
    let fixed = try #require(recipes.first { $0.name == "Settings - Fixed" })
    #expect(fixed.text.contains("Content View.Height = 59.5  # the cell's fixed height"), "\(fixed.text)")
    #expect(
      try ImportSupport.solved(fixed).framesByIBID["fixedBox"] == Rect(x: 16, y: 0, width: 30, height: 59.5))
    let automatic = try #require(recipes.first { $0.name == "Settings - Automatic" })
    #expect(automatic.text.contains("cell width 348 rowHeight 46.5\n"), "\(automatic.text)")
    #expect(
      try ImportSupport.solved(automatic).framesByIBID["autoBox"]
        == Rect(x: 16, y: 11, width: 324, height: 30))
    // On a device the cell is the screen less the accessory: 375 - 27 on the iPhone 8.
    let onPhone = try imported(ImportOptions(scene: .device(.iPhone8))).recipes
    #expect(
      onPhone.first { $0.name == "Settings - Automatic" }?.text.contains("cell width 348 rowHeight 46.5\n")
        == true)
  }

  /// The footer is a plain view of its stored size (375 x 60): the box at 20, 10, 335 x 40.
  @Test func footerView() throws {
    let footer = try #require(try imported().recipes.first { $0.name == "Settings - footer" })
    #expect(
      try ImportSupport.solved(footer).framesByIBID["footerBox"] == Rect(x: 20, y: 10, width: 335, height: 40)
    )
  }

  /// A header or footer view's safe area is the view itself (it is laid out with no safe-area
  /// inset): the footer's box pinned 20 from its safe area's leading edge is at (20, 10), as when
  /// pinned to the footer. lnpopup-MapScene's header pins its search bar 14 from its safe area's
  /// leading edge and 70 from the trailing one, and a 44-point view 20 from it: IB stored them at
  /// x 14, 309 wide, and x 329. Before, those constraints were left out with a warning (the search
  /// bar 0 wide, both ambiguous).
  @Test func headerAndFooterSafeAreaIsTheView() throws {
    var text = String(decoding: try ImportSupport.fixture("Cells.storyboard"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<constraint firstItem="footerBox" firstAttribute="leading" secondItem="footer""#,
      with: #"<constraint firstItem="footerBox" firstAttribute="leading" secondItem="footerSafe""#)
    text = text.replacingOccurrences(
      of:
        "                            </subviews>\n                            <constraints>\n                                <constraint firstItem=\"footerBox\"",
      with:
        "                            </subviews>\n                            <viewLayoutGuide key=\"safeArea\" id=\"footerSafe\"/>\n                            <constraints>\n                                <constraint firstItem=\"footerBox\""
    )
    #expect(text.contains(#"id="footerSafe"/>"#))
    let result = try ImportSupport.importDocument(text: text, name: "Cells.storyboard")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let footer = try #require(result.recipes.first { $0.name == "Settings - footer" })
    #expect(footer.text.contains("Footer Box.Leading = Safe Area.Leading + 20"), "\(footer.text)")
    #expect(
      try ImportSupport.solved(footer).framesByIBID["footerBox"] == Rect(x: 20, y: 10, width: 335, height: 40)
    )

    let shared = try ImportSupport.importSharedPublicApp("lnpopup-MapScene.storyboard")
    #expect(!shared.warnings.contains { $0.message.contains("safe area of") }, "\(shared.warnings)")
    let header = try #require(shared.recipes.first { $0.name.hasSuffix(" - header") })
    let solved = try ImportSupport.solved(header).framesByIBID
    let bar = try #require(solved["l4J-iT-MKq"])
    #expect(bar.minX == 14 && bar.width == 309 && bar.height == 65, "\(bar)")
    #expect(solved["Pfv-i2-fiQ"]?.minX == 329)
  }

  /// A table's header view is a plain view, not a view controller's root: margins 8 (UIView's)
  /// and no safe-area inset. loopkit-InsulinKit's header pins its stack view to leadingMargin + 7
  /// and topMargin: IB stored it at (15, 8); with a root's 16 and the status bar it was (23, 20).
  @Test func headerViewIsAPlainView() throws {
    let result = try ImportSupport.importSharedPublicApp("loopkit-InsulinKit.storyboard")
    let header = try #require(result.recipes.first { $0.name.hasSuffix(" - header") })
    #expect(header.text.contains("\nscene 375 x 110 scale 2 safeAreaInsets 0 0 0 0\n"), "\(header.text)")
    let stack = try #require(try ImportSupport.solved(header).framesByIBID["5b0-Ph-jbn"])
    // Within floating-point residue: the header's row now holds two empty labels 50 high (IB's
    // canvas size for them), whose proportional stacks leave 15.000000000000028.
    #expect(abs(stack.minX - 15) < 1e-9 && stack.minY == 8, "\(stack)")
  }

  /// The collection view cell is its item, 100 x 80, whatever the device; the constraints on the
  /// cell name the content view: the box is inset 10 on every side, 80 x 60.
  @Test func collectionViewCell() throws {
    for options in [ImportSupport.canvas, ImportOptions(scene: .device(.iPhone8))] {
      let tile = try #require(try imported(options).recipes.first { $0.name == "Gallery - Tile" })
      #expect(tile.text.contains("cell width 100\n"), "\(tile.text)")
      #expect(
        try ImportSupport.solved(tile).framesByIBID["tileBox"] == Rect(x: 10, y: 10, width: 80, height: 60))
    }
  }

  /// A table view cell's content view without margins of its own gets the table's from iOS 11:
  /// IB stored the views pinned to the margins of loopkit's 375-point xib cell at (15, 11)
  /// (345 = 375 - 30 wide), of esri's 414-point grouped table at (20, 17) (topMargin + 6), and of
  /// rocketchat's 320-point table at x 15. Before, every one was at 8.
  @Test func contentViewMarginsFromTheTable() throws {
    let cases: [(file: String, id: String, check: (Rect) -> Bool)] = [
      (
        "loopkit-DateAndDurationTableViewCell.xib", "R2S-Ub-M7W",
        { $0.minX == 15 && $0.minY == 11 && $0.width == 345 }
      ),
      ("esri-GenerateOfflineMapOverrides.storyboard", "eOd-Gg-WOZ", { $0.minX == 20 && $0.minY == 17 }),
      ("rocketchat-Subscriptions.storyboard", "MFe-Al-bKv", { $0.minX == 15 }),
    ]
    for (file, id, check) in cases {
      let result = try ImportSupport.importSharedPublicApp(file)
      let recipe = try #require(
        result.recipes.first { $0.text.contains(#"id "\#(id)""#) }, "\(id) in \(file)")
      let frame = try #require(try ImportSupport.solved(recipe).framesByIBID[id])
      #expect(check(frame), "\(file) \(id): \(frame)")
    }
  }

  /// Documents of Xcode 8 and before (toolsVersion below 13000, iOS 10 and earlier) keep the
  /// content view's own margins, 8: the automatic cell's box is at (8, 8), 348 - 16 = 332 wide.
  @Test func olderDocumentsKeepTheContentViewsMargins() throws {
    let text = try ImportSupport.fixtureText("Cells.storyboard", toolsVersion: "10117")
    let result = try ImportSupport.importDocument(text: text, name: "Cells.storyboard")
    let automatic = try #require(result.recipes.first { $0.name == "Settings - Automatic" })
    #expect(
      try ImportSupport.solved(automatic).framesByIBID["autoBox"] == Rect(x: 8, y: 8, width: 332, height: 30))
  }

  /// A cell's content view's safe area is the content view (a cell laid out on its own reaches no
  /// bar or screen edge): a box pinned 10 inside the safe area of a 320 x 60 cell is at (10, 10),
  /// 300 x 40; netnewswire's collection view cell puts its icon 16 from the safe area's leading
  /// edge, where IB stored it (x 16). Before, those constraints were left out with a warning.
  @Test func cellSafeAreaIsTheContentView() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "10117", useSafeAreas: true,
      scenes: [
        .xml(
          """
          <tableViewCell contentMode="scaleToFill" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
              <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                          <rect key="frame" x="10" y="10" width="300" height="40"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="40" id="h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="guide"/>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="10" id="l"/>
                      <constraint firstItem="guide" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="t"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="10" id="top"/>
                      <constraint firstItem="guide" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
                  </constraints>
              </tableViewCellContentView>
          </tableViewCell>
          """)
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "SafeCell.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let cell = try #require(result.recipes.first)
    #expect(try ImportSupport.solved(cell).framesByIBID["box"] == Rect(x: 10, y: 10, width: 300, height: 40))

    let shared = try ImportSupport.importSharedPublicApp("netnewswire-Main.storyboard")
    #expect(!shared.warnings.contains { $0.message.contains("safe area of") }, "\(shared.warnings)")
    let recipe = try #require(shared.recipes.first { $0.text.contains(#"id "AAi-mv-o14""#) })
    #expect(try ImportSupport.solved(recipe).framesByIBID["AAi-mv-o14"]?.minX == 16)
  }
}
