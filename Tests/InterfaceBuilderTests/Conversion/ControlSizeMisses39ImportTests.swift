import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Three control sizes read from unseen-r's misses (session 39, misses39; docs/interface-builder.md
/// "Controls"): pickers 162 high before Xcode 7, a page control hidden for its single page 0 x 0,
/// a titled button over a background image the larger of the two. Each fixture is written here:
/// a device-less xib root, the control held by its top and leading edge only (its size free), a
/// 10-point view pinned below it.
@Suite struct ControlSizeMisses39ImportTests {
  static func xib(toolsVersion: String, control: String, resources: String = "") -> String {
    IBFixtureDocument(
      toolsVersion: toolsVersion,
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Controls""#, width: 320, height: 480,
            subviews: control + "\n" + """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="Below">
                  <constraints>
                      <constraint firstAttribute="height" constant="10" id="below-h"/>
                      <constraint firstAttribute="width" constant="10" id="below-w"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-top"/>
              <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
              <constraint firstItem="below" firstAttribute="top" secondItem="control" secondAttribute="bottom" id="b-top"/>
              <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-lead"/>
              """))
      ],
      resources: resources
    ).xib
  }

  static func frames(_ text: String, options: ImportOptions = ImportOptions()) throws -> [String: Rect] {
    try ImportSupport.solvedDocument(text: text, name: "Controls.xib", options: options).framesByIBID
  }

  static let datePicker = """
    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="control">
        <date key="date" timeIntervalSinceReferenceDate="400000000"/>
    </datePicker>
    """
  static let pickerView = """
    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="control"/>
    """

  /// Xcode 6 (6250, onairlog's and moonlight's): a date picker and a picker view are 320 x 162
  /// (stored 600 x 162 and 320 x 162 where nothing else sets their height), so the view below
  /// starts at 20 + 162 = 182.
  /// On Interface Builder's canvas only (`--compare-frames`, `--device canvas`), where that was
  /// stored.
  @Test func pickersBeforeXcode7Are162High() throws {
    for control in [Self.datePicker, Self.pickerView] {
      let frames = try Self.frames(
        Self.xib(toolsVersion: "6250", control: control), options: ImportSupport.canvas)
      #expect(frames["control"] == Rect(x: 0, y: 20, width: 320, height: 162))
      #expect(frames["below"]?.minY == 182)
    }
  }

  /// The same Xcode 6 document imported for a device (`--device "iPhone 8"`) is the app on a
  /// later iOS, whose pickers are resizable (iOS 9): the wheels' 320 x 216, the view below at 20 +
  /// 216 = 236 (before, 162 and 182 there too).
  @Test func pickersBeforeXcode7OnADeviceAre216High() throws {
    for control in [Self.datePicker, Self.pickerView] {
      let frames = try Self.frames(
        Self.xib(toolsVersion: "6250", control: control), options: ImportOptions(scene: .device(.iPhone8)))
      #expect(frames["control"]?.height == 216)
      #expect(frames["below"]?.minY == 236)
    }
  }

  /// Xcode 7.2 (9532, liveforest's date picker stored 216): the wheels' 216, below at 236.
  @Test func pickersFromXcode7Are216High() throws {
    for control in [Self.datePicker, Self.pickerView] {
      let frames = try Self.frames(Self.xib(toolsVersion: "9532", control: control))
      #expect(frames["control"]?.height == 216)
      #expect(frames["below"]?.minY == 236)
    }
  }

  static func pageControl(_ attributes: String) -> String {
    #"<pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="control"/>"#
  }

  /// Xcode 10 (14109, miraclemessages' and shopapp's): one page, or none written (UIKit's 0),
  /// hidden for a single page: 0 x 0, the view below at the control's top, 20.
  @Test func aPageControlHiddenForItsSinglePageIs0By0() throws {
    for attributes in [#"hidesForSinglePage="YES" numberOfPages="1""#, #"hidesForSinglePage="YES""#] {
      let frames = try Self.frames(Self.xib(toolsVersion: "14109", control: Self.pageControl(attributes)))
      #expect(frames["control"] == Rect(x: 0, y: 20, width: 0, height: 0))
      #expect(frames["below"]?.minY == 20)
    }
  }

  /// Shown: one page without `hidesForSinglePage` is one dot, 16 - 9 = 7 wide and 37 high
  /// (`ControlMetrics.pageControlWidth`), and three pages hidden for a single page still show.
  @Test func aShownPageControlKeepsItsDots() throws {
    let one = try Self.frames(
      Self.xib(toolsVersion: "14109", control: Self.pageControl(#"numberOfPages="1""#)))
    #expect(one["control"] == Rect(x: 0, y: 20, width: 7, height: 37))
    let three = try Self.frames(
      Self.xib(
        toolsVersion: "14109", control: Self.pageControl(#"hidesForSinglePage="YES" numberOfPages="3""#)))
    #expect(three["control"] == Rect(x: 0, y: 20, width: 39, height: 37))
  }

  static func button(title: String, pointSize: Int, background: String?) -> String {
    let image = background.map { #" backgroundImage="\#($0)""# } ?? ""
    return """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control">
          <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
          <state key="normal" title="\(title)"\(image)/>
      </button>
      """
  }

  static let resources = """
    <image name="num" width="40" height="40"/>
    <image name="tall" width="20" height="49"/>
    """

  /// beone-SpeedOrder (10117): "3" at 17 points over a 40 x 40 image is 40 x 40 (the title alone
  /// would be 30 x 33: its 21-point line plus 6 + 6).
  @Test func aShortTitleTakesItsBackgroundsSize() throws {
    let frames = try Self.frames(
      Self.xib(
        toolsVersion: "10117", control: Self.button(title: "3", pointSize: 17, background: "num"),
        resources: Self.resources))
    #expect(frames["control"] == Rect(x: 0, y: 20, width: 40, height: 40))
    #expect(frames["below"]?.minY == 60)
  }

  /// A title wider than its 20 x 49 background keeps its own width (the same button without the
  /// background is as wide: its title is wider than the 30-point least width) and takes the
  /// image's 49 in height, where the title alone is 21 + 12 = 33.
  @Test func aWideTitleKeepsItsWidthAndTakesTheImagesHeight() throws {
    let title = "Sign in with a long name"
    let with = try Self.frames(
      Self.xib(
        toolsVersion: "10117", control: Self.button(title: title, pointSize: 17, background: "tall"),
        resources: Self.resources))
    let without = try Self.frames(
      Self.xib(
        toolsVersion: "10117", control: Self.button(title: title, pointSize: 17, background: nil),
        resources: Self.resources))
    let plain = try #require(without["control"])
    #expect(plain.height == 33)
    #expect(plain.width > 30)
    #expect(with["control"] == Rect(x: 0, y: 20, width: plain.width, height: 49))
  }

  /// The recipe says it: `backgroundImage 40 x 40` on the button.
  @Test func theImportWritesTheBackgroundsSize() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib(
        toolsVersion: "10117", control: Self.button(title: "3", pointSize: 17, background: "num"),
        resources: Self.resources),
      name: "Controls.xib", options: ImportOptions())
    let text = try #require(result.recipes.first).text
    #expect(text.contains("backgroundImage 40 x 40"))
  }
}
