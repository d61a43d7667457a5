import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A plain leaf view arranged in a fill stack view, whose length along the stack's axis nothing
/// in the document sets, keeps on Interface Builder's canvas the length it stored, at its own
/// hugging (250) and compression resistance (750): IB's canvas lays the scene out again from the
/// frames it had (docs/interface-builder.md, "Plain views in fill stacks keep their length on
/// IB's canvas"; BookPlayer's player controls squeezed two rows to their hugging labels' height
/// rather than take the length from such a view). The recipe takes the stored length as the
/// view's intrinsic length along the axis and warns that UIKit lets it take the spare length.
@Suite struct StackKeptLengthImportTests {
  /// A 300 x 200 column (spacing 10) of a row of two image views (20 x 20 and 30 x 30, hugging
  /// 251 vertically, compression resistance 750) over a plain view stored 170 high.
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Controls""#, width: 300, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="252" verticalHuggingPriority="251" image="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Large" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                                <rect key="frame" x="20" y="0.0" width="280" height="20"/>
                            </imageView>
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                        <rect key="frame" x="0.0" y="30" width="300" height="170"/>
                    </view>
                </subviews>
            </stackView>
            """,
          constraints: """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trail"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
            <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c-bottom"/>
            """))
    ],
    resources: """
      <image name="Small" width="20" height="20"/>
      <image name="Large" width="30" height="30"/>
      """
  ).xib

  /// The column is 200 high; with the plain view at its stored 170 the row gets 200 - 10 - 170 =
  /// 20: the 30-point image gives 10 points of its compression resistance (750), as the plain
  /// view would at the same priority, and the 20-point image's hugging (251) decides for the
  /// squeezed row. The plain view's frame is (0, 30, 300, 170); the large image sits after the
  /// small one's 20 points (its horizontal hugging 252 keeps it 20 wide), 280 x 20. Without
  /// the kept length the row would be 30 high and the plain view 160 at y 40.
  @Test func aPlainViewKeepsItsStoredLengthInAFillColumn() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Controls.xib")
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Controls.xib:21: warning: <view id=\"filler\">: nothing sets this plain view's height in its fill "
          + "stack view; Interface Builder's canvas keeps it at the 170 it stored, at the view's hugging and "
          + "compression resistance, and so does the recipe (as its intrinsic height), but at run time "
          + "UIKit lets it take whatever height its siblings leave; give it a height constraint if it "
          + "should keep one"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(frames["small"] == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(frames["large"] == Rect(x: 20, y: 0, width: 280, height: 20))
    #expect(frames["filler"] == Rect(x: 0, y: 30, width: 300, height: 170))
  }

  /// A row (horizontal fill stack) whose arranged views show text keeps no stored length for
  /// its plain view: the label's width is measured in another font than IB's, so the plain
  /// view takes what the 150-point row leaves, as at run time, and nothing is warned about it.
  @Test func aRowWithTextLeavesThePlainViewFree() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Row""#, width: 150, height: 40,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                  <rect key="frame" x="0.0" y="0.0" width="150" height="40"/>
                  <subviews>
                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                          <rect key="frame" x="0.0" y="0.0" width="17" height="40"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          <nil key="textColor"/>
                          <nil key="highlightedColor"/>
                      </label>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gap">
                          <rect key="frame" x="17" y="0.0" width="100" height="40"/>
                      </view>
                  </subviews>
              </stackView>
              """,
            constraints: """
              <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r-lead"/>
              <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r-trail"/>
              <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="r-top"/>
              <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="r-bottom"/>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Row.xib")
    #expect(!result.warnings.map(\.description).contains { $0.contains("gap") })
    // The frames below hold with or without a kept length (hugging 251 over 250 stretches the plain
    // view either way): the recipe itself must give it none.
    #expect(result.recipes.count == 1)
    #expect(result.recipes.allSatisfy { !$0.text.contains("intrinsic") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    // The label keeps its text's width (hugging 251 over the plain view's none); the plain view
    // ends at the row's trailing edge, 150, wider than its stored 100.
    #expect(frames["gap"].map(\.maxX) == 150)
    #expect(frames["gap"].map { $0.width > 100 } == true)
  }

  /// Imported for a device (UIKit's layout, not IB's canvas), the plain view has no length of
  /// its own and takes what the row leaves: the row keeps the large image's 30, the view starts
  /// at 30 + 10 = 40 and reaches the column's bottom, and nothing is warned about it.
  @Test func onADeviceThePlainViewTakesTheSpareLength() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Controls.xib", options: ImportOptions(scene: .device(.iPhone8)))
    #expect(!result.warnings.map(\.description).contains { $0.contains("filler") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["row"]?.size.height == 30)
    #expect(frames["filler"]?.origin.y == 40)
    #expect(frames["filler"].map(\.maxY) == frames["column"].map(\.maxY))
  }

  /// The column of `xib` with its plain view a CONTAINER: a 40 x 40 plain view inside it, pinned
  /// to the container's top and leading only (constraints to its own descendants do not count).
  /// With a row of images above it (no text), the container keeps its stored 170 as the leaf
  /// does: the row is squeezed to 200 - 10 - 170 = 20 and the container sits at y 30, 170 high;
  /// without the rule the row would be 30 high and the container 160 at y 40. Beside a LABEL
  /// row the container is kept too (session 32: the stretch tie-break by index settles what the
  /// kept length leaves to labels of one hugging). `innerBottom` pins the content's bottom to the
  /// container's too.
  static func containerColumn(row: String, inner: String = plainInner, innerBottom: Bool = false) -> String {
    let bottom =
      innerBottom
      ? #"<constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="i-bottom"/>"#
      : ""
    return IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Box""#, width: 300, height: 200,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <subviews>
              \(row)
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="0.0" y="30" width="300" height="170"/>
                          <subviews>
              \(inner)
                          </subviews>
                          <constraints>
                              <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" id="i-top"/>
                              <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i-lead"/>
                              \(bottom)
                          </constraints>
                      </view>
                  </subviews>
              </stackView>
              """,
            constraints: """
              <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
              <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trail"/>
              <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
              <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c-bottom"/>
              """))
      ],
      resources: """
        <image name="Small" width="20" height="20"/>
        <image name="Large" width="30" height="30"/>
        """
    ).xib
  }

  /// A 40 x 40 plain view (the container's default content).
  static let plainInner = """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="i-w"/>
                                        <constraint firstAttribute="height" constant="40" id="i-h"/>
                                    </constraints>
                                </view>
    """

  @Test func aContainerKeepsItsStoredLengthInAColumnWithoutText() throws {
    let row = """
              <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                  <subviews>
                      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="252" verticalHuggingPriority="251" image="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                          <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                      </imageView>
                      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Large" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                          <rect key="frame" x="20" y="0.0" width="280" height="20"/>
                      </imageView>
                  </subviews>
              </stackView>
      """
    let result = try ImportSupport.importDocument(text: Self.containerColumn(row: row), name: "Box.xib")
    #expect(result.warnings.map(\.description).contains { $0.contains("\"box\"") && $0.contains("170") })
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(frames["box"] == Rect(x: 0, y: 30, width: 300, height: 170))
    #expect(frames["inner"] == Rect(x: 0, y: 30, width: 40, height: 40))
  }

  @Test func aContainerBesideALabelKeepsItsLengthToo() throws {
    let row = """
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  <nil key="textColor"/>
                  <nil key="highlightedColor"/>
              </label>
      """
    let result = try ImportSupport.importDocument(text: Self.containerColumn(row: row), name: "Box.xib")
    #expect(result.warnings.map(\.description).contains { $0.contains("\"box\"") && $0.contains("170") })
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    // The label keeps its text's height (hugging 251 over the container's 250); the container
    // ends at the column's bottom, 200.
    #expect(frames["box"].map(\.maxY) == 200)
  }

  /// A container holding a vertical stack of two labels of one hugging (251), pinned to its top
  /// and bottom: kept at its stored 170 it gives its spare height to the FIRST label (the stretch
  /// tie-break by index; IB's stored frames of openterm-Main, docs/interface-builder.md "Stack ties
  /// by index"). By hand: the image row 20, spacing 10, the container 200 - 30 = 170 at y 30; the
  /// second label at its text's height h, the first 170 - h from y 30.
  @Test func aContainerHoldingTiedLabelsGivesTheSpareToTheFirst() throws {
    let row = """
              <imageView userInteractionEnabled="NO" contentMode="scaleToFill" verticalHuggingPriority="251" image="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
              </imageView>
      """
    func label(_ id: String, y: Double, height: Double) -> String {
      """
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                      <rect key="frame" x="0.0" y="\(y)" width="40" height="\(height)"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <nil key="textColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>
      """
    }
    let inner = """
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="170"/>
                                    <subviews>
      \(label("one", y: 0, height: 149.5))
      \(label("two", y: 149.5, height: 20.5))
                                    </subviews>
                                </stackView>
      """
    let xib = Self.containerColumn(row: row, inner: inner, innerBottom: true)
    let result = try ImportSupport.importDocument(text: xib, name: "Box.xib")
    #expect(result.warnings.map(\.description).contains { $0.contains("\"box\"") && $0.contains("170") })
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 0, y: 30, width: 300, height: 170))
    let one = try #require(frames["one"])
    let two = try #require(frames["two"])
    // The second label at its text's height (one line of 17 points, 20 to 21), the first the rest.
    #expect(two.height > 19 && two.height < 22)
    #expect(one.minY == 30)
    #expect(abs(one.height - (170 - two.height)) < 1e-9)
    #expect(abs(two.minY - one.maxY) < 1e-9)
  }

  /// A container pinning two labels of one hugging (251) by constraints, outside any stack: its
  /// kept length would leave the spare to either label, a tie no index settles, so it is left
  /// free (no warning) [CHOICE in docs/interface-builder.md].
  @Test func aContainerPinningTwoLabelsOfOneHuggingIsLeftFree() throws {
    let row = """
              <imageView userInteractionEnabled="NO" contentMode="scaleToFill" verticalHuggingPriority="251" image="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
              </imageView>
      """
    func label(_ id: String, y: Int) -> String {
      """
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                      <rect key="frame" x="0.0" y="\(y)" width="40" height="20"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <nil key="textColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>
      """
    }
    let xib = Self.containerColumn(row: row, inner: label("inner", y: 0) + "\n" + label("other", y: 20))
    let result = try ImportSupport.importDocument(text: xib, name: "Box.xib")
    #expect(!result.warnings.map(\.description).contains { $0.contains("\"box\"") && $0.contains("170") })
  }
}
