import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view of a custom class may take its size from its code (`intrinsicContentSize`), which IB
/// knows by rendering the class (`@IBDesignable`) and a recipe cannot. Where the file's
/// constraints leave such a view's size open and IB does not flag it ambiguous, the size IB stored
/// is the class's; `<designables>` records it outright when Xcode lists the view. The recipe takes
/// either as the view's intrinsic size and says so in a located warning; a custom view whose size
/// its constraints hold (a chart between a stack and a footer pinned to the bottom) is left alone.
/// Expected frames by hand from the constraints below.
@Suite struct CustomClassIntrinsicSizeTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Rating">
                <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rating" customClass="RatingView" customModule="App">
                        <rect key="frame" x="85" y="20" width="150" height="30"/>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="4.5 stars" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                        <rect key="frame" x="130" y="58" width="60" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                        <rect key="frame" x="264" y="20" width="40" height="24"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                        <rect key="frame" x="0.0" y="100" width="320" height="120"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row1" customClass="RowView" customModule="App">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row2" customClass="RowView" customModule="App">
                                <rect key="frame" x="0.0" y="60" width="320" height="60"/>
                            </view>
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chart" customClass="ChartView" customModule="App">
                        <rect key="frame" x="0.0" y="228" width="320" height="300"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                        <rect key="frame" x="0.0" y="536" width="320" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="f-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="rating" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r-x"/>
                    <constraint firstItem="rating" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r-top"/>
                    <constraint firstItem="caption" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
                    <constraint firstItem="caption" firstAttribute="top" secondItem="rating" secondAttribute="bottom" constant="8" id="c-top"/>
                    <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="b-trailing"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b-top"/>
                    <constraint firstItem="rows" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-lead"/>
                    <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="s-trail"/>
                    <constraint firstItem="rows" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-top"/>
                    <constraint firstItem="chart" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ch-lead"/>
                    <constraint firstAttribute="trailing" secondItem="chart" secondAttribute="trailing" id="ch-trail"/>
                    <constraint firstItem="chart" firstAttribute="top" secondItem="rows" secondAttribute="bottom" constant="8" id="ch-top"/>
                    <constraint firstItem="footer" firstAttribute="top" secondItem="chart" secondAttribute="bottom" constant="8" id="ch-bottom"/>
                    <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ft-lead"/>
                    <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="ft-trail"/>
                    <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" constant="20" id="ft-bottom"/>
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

  @Test func aCustomViewWithAnOpenSizeTakesTheSizeIBGotFromItsClass() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Rating.xib", options: ImportOptions())
    let open = { (line: Int, id: String, cls: String, what: String, size: String) in
      "Rating.xib:\(line): warning: <view id=\"\(id)\">: the constraints leave this \(cls)'s \(what) open and "
        + "Interface Builder does not flag it as ambiguous, so its size comes from the class's code (its "
        + "intrinsicContentSize, which IB got by rendering the class); the recipe takes the size IB stored, "
        + "\(size), as its intrinsic size, so where the app's class reports another size the layout differs"
    }
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        open(7, "rating", "RatingView", "width and height", "150 x 30"),
        "Rating.xib:14: warning: <view id=\"badge\">: a BadgeView rendered by Interface Builder (<designables>): "
          + "its size comes from the class's code; the recipe takes the intrinsic size IB recorded, 40 x 24, "
          + "and the app's class may report another",
        open(20, "row1", "RowView", "height", "none x 60"),
        open(23, "row2", "RowView", "height", "none x 60"),
        "Rating.xib:28: warning: <view id=\"chart\">: no constraint sets this ChartView's width and height "
          + "itself and Interface Builder does not run the class's code, so its canvas keeps the size the "
          + "view had, 320 x 300, at the view's hugging and compression resistance; the recipe takes it as "
          + "the view's intrinsic size, so where the app's class reports another size (or none) the layout "
          + "differs",
      ], "\(warnings)")
    let recipe = try #require(result.recipes.first)
    // The default import of this device-less xib is IB's canvas (`SceneConverter.onCanvas`), which
    // keeps the unrendered chart's stored 320 x 300 at its hugging and resistance
    // (`keptUnrenderedLength`); the chain from the stack to the footer holds the same 300.
    let chartLine = try #require(recipe.text.split(separator: "\n").first { $0.contains("id \"chart\"") })
    #expect(chartLine.contains("intrinsic 320 x 300"), "\(chartLine)")
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    let frames = scene.framesByIBID
    // Centred in 320: x (320 - 150) / 2 = 85.
    #expect(frames["rating"] == Rect(x: 85, y: 20, width: 150, height: 30))
    // 16 from the trailing edge: x 320 - 16 - 40 = 264.
    #expect(frames["badge"] == Rect(x: 264, y: 20, width: 40, height: 24))
    // Two 60-high rows from y 100, no spacing: the stack 120 high.
    #expect(frames["row1"] == Rect(x: 0, y: 100, width: 320, height: 60))
    #expect(frames["row2"] == Rect(x: 0, y: 160, width: 320, height: 60))
    // The chart from 100 + 120 + 8 = 228 to the footer's top 600 - 20 - 44 - 8 = 528: 300 high.
    #expect(frames["chart"] == Rect(x: 0, y: 228, width: 320, height: 300))
  }

  /// Two labels of a custom class that `<designables>` lists: IB measured them with the class's
  /// code, whose font may not be the file's (System 17 here: one line 20.29, 20.5 at 2x).
  static let labelsXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Styled">
                <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="StyledLabel" customModule="App">
                        <rect key="frame" x="20" y="20" width="280" height="26.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="54.5" width="280" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="box-h"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped" customClass="StyledLabel" customModule="App">
                        <rect key="frame" x="20" y="72.5" width="280" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box2">
                        <rect key="frame" x="20" y="101" width="280" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="box2-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="t-lead"/>
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="t-trail"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t-top"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b-lead"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="b-trail"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="b-top"/>
                    <constraint firstItem="wrapped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="w-lead"/>
                    <constraint firstAttribute="trailing" secondItem="wrapped" secondAttribute="trailing" constant="20" id="w-trail"/>
                    <constraint firstItem="wrapped" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="w-top"/>
                    <constraint firstItem="box2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b2-lead"/>
                    <constraint firstAttribute="trailing" secondItem="box2" secondAttribute="trailing" constant="20" id="b2-trail"/>
                    <constraint firstItem="box2" firstAttribute="top" secondItem="wrapped" secondAttribute="bottom" constant="8" id="b2-top"/>
                </constraints>
            </view>
        </objects>
        <designables>
            <designable name="title">
                <size key="intrinsicContentSize" width="56" height="26.5"/>
            </designable>
            <designable name="wrapped">
                <size key="intrinsicContentSize" width="600" height="30"/>
            </designable>
        </designables>
    </document>
    """

  @Test func aDesignableLabelTakesTheLineIBRecordedWhenItFitsItsStoredWidth() throws {
    let result = try ImportSupport.importDocument(
      text: Self.labelsXib, name: "Styled.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Styled.xib:7: warning: <label id=\"title\">: a StyledLabel rendered by Interface Builder (<designables>): "
          + "IB measured it with the class's code, whose font may differ from the file's; the recipe takes the "
          + "size IB recorded, 56 x 26.5, in place of its text's, and the app's class may report another"
      ], "\(warnings)")
    let scene = try ImportSupport.solved(try #require(result.recipes.first))
    let frames = scene.framesByIBID
    // The recorded line, 26.5 high; its width held by the required edges at 320 - 40 = 280.
    #expect(frames["title"] == Rect(x: 20, y: 20, width: 280, height: 26.5))
    // 20 + 26.5 + 8 = 54.5.
    #expect(frames["box"] == Rect(x: 20, y: 54.5, width: 280, height: 10))
    // Recorded 600 wide in a 280-wide frame: IB wrapped it, so its text is measured: one System 17
    // line, 20.29, 20.5 at 2x, from 54.5 + 10 + 8 = 72.5.
    #expect(frames["wrapped"] == Rect(x: 20, y: 72.5, width: 280, height: 20.5))
    #expect(frames["box2"] == Rect(x: 20, y: 101, width: 280, height: 10))
  }

  /// `<designables>` records -1 for an axis in which the class reports no intrinsic size
  /// (`UIView.noIntrinsicMetric`): a progress bar recorded -1 x 4 has a height of 4 and no width of
  /// its own; a view recorded -1 x -1 has none. Before, the -1 reached the recipe and the import
  /// failed with status 70.
  static let noMetricXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Progress">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" customClass="SegmentedBar" customModule="App">
                        <rect key="frame" x="16" y="20" width="288" height="4"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plain" customClass="PlainView" customModule="App">
                        <rect key="frame" x="16" y="32" width="288" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bar-lead"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="bar-trail"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="bar-top"/>
                    <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="p-lead"/>
                    <constraint firstAttribute="trailing" secondItem="plain" secondAttribute="trailing" constant="16" id="p-trail"/>
                    <constraint firstItem="plain" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="p-top"/>
                    <constraint firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" constant="18" id="p-bottom"/>
                </constraints>
            </view>
        </objects>
        <designables>
            <designable name="bar">
                <size key="intrinsicContentSize" width="-1" height="4"/>
            </designable>
            <designable name="plain">
                <size key="intrinsicContentSize" width="-1" height="-1"/>
            </designable>
        </designables>
    </document>
    """

  @Test func aDesignableRecordedWithNoIntrinsicMetricHasNoSizeInThatAxis() throws {
    let result = try ImportSupport.importDocument(
      text: Self.noMetricXib, name: "Progress.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Progress.xib:7: warning: <view id=\"bar\">: a SegmentedBar rendered by Interface Builder (<designables>): "
          + "its size comes from the class's code; the recipe takes the intrinsic size IB recorded, none x 4, "
          + "and the app's class may report another"
      ], "\(warnings)")
    let recipe = try #require(result.recipes.first)
    let plainLine = try #require(recipe.text.split(separator: "\n").first { $0.contains("id \"plain\"") })
    #expect(!plainLine.contains("intrinsic"), "\(plainLine)")
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    let frames = scene.framesByIBID
    // Width from the edges, 320 - 16 - 16 = 288; height the recorded 4.
    #expect(frames["bar"] == Rect(x: 16, y: 20, width: 288, height: 4))
    // From 20 + 4 + 8 = 32 to 100 - 18 = 82: 50 high, held by the constraints alone.
    #expect(frames["plain"] == Rect(x: 16, y: 32, width: 288, height: 50))
  }

  /// A custom-class leaf held at both ends, but whose length only a priority-1 constraint sets:
  /// a content view pinned at the top and sides of a 320 x 400 root, its height equal to the
  /// root's at priority 1, holding the custom view (stored 64 high, at the content's top and
  /// sides) over a 20 x 20 image view that ends the content. IB runs no code of the class and keeps
  /// its 64 at hugging 250, which beats the priority-1 height [nhscovid-Onboarding's
  /// `OnboardingLogoStrapline`s, stored 64 where the priority-1 height would make them 196]:
  /// the content is 64 + 20 = 84 high, not 400; without the kept length the logo took 380.
  @Test func anUnrenderedCustomViewKeepsItsLengthAgainstAWeakConstraint() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "16096",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Postcode""#, width: 320, height: 400,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="84"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo" customClass="OnboardingLogoStrapline" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                      </view>
                      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Small" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                          <rect key="frame" x="0.0" y="64" width="20" height="20"/>
                      </imageView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="logo" firstAttribute="top" secondItem="content" secondAttribute="top" id="l-top"/>
                      <constraint firstItem="logo" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l-lead"/>
                      <constraint firstAttribute="trailing" secondItem="logo" secondAttribute="trailing" id="l-trail"/>
                      <constraint firstItem="badge" firstAttribute="top" secondItem="logo" secondAttribute="bottom" id="b-top"/>
                      <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="b-lead"/>
                      <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="b-bottom"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
              <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
              <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-trail"/>
              <constraint firstItem="content" firstAttribute="height" secondItem="root" secondAttribute="height" priority="1" id="c-h"/>
              """))
      ],
      resources: """
        <image name="Small" width="20" height="20"/>
        """
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Postcode.xib")
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings.contains {
        $0.contains(
          "<view id=\"logo\">: no constraint sets this OnboardingLogoStrapline's width and height itself")
          && $0.contains("320 x 64")
      }, "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    let frames = scene.framesByIBID
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 320, height: 84))
    #expect(frames["logo"] == Rect(x: 0, y: 0, width: 320, height: 64))
    #expect(frames["badge"] == Rect(x: 0, y: 64, width: 20, height: 20))
  }
}
