import Foundation
import InterfaceBuilder
import Layout
import Testing

/// An element of `<subviews>` the importer has no kind for is still a view [DOC: UIView.subviews
/// is [UIView]]: read with its frame and constraints and drawn as a plain view, with a warning
/// (a `colorWell`, UIColorWell of iOS 14, as in unseen corpus D's talk-ios emoji avatar picker).
/// Before, it was skipped with its constraints, and the constraints naming it dangled.
@Suite struct UnknownSubviewImportTests {
  static let document = Data(
    IBFixtureDocument(
      toolsVersion: "21701", device: "retina4_7", useTraitCollections: true, useSafeAreas: true,
      scenes: [
        .xml(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#),
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Picker""#, width: 375, height: 200,
            subviews: """
              <colorWell contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="well">
                  <rect key="frame" x="20" y="30" width="44" height="44"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="44" id="well-h"/>
                      <constraint firstAttribute="width" constant="44" id="well-w"/>
                  </constraints>
              </colorWell>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="74" y="30" width="100" height="44"/>
              </view>
              """,
            constraints: """
              <constraint firstItem="well" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="well-x"/>
              <constraint firstItem="well" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="well-y"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="well" secondAttribute="trailing" constant="10" id="box-x"/>
              <constraint firstItem="box" firstAttribute="centerY" secondItem="well" secondAttribute="centerY" id="box-y"/>
              <constraint firstItem="box" firstAttribute="width" constant="100" id="box-w"/>
              <constraint firstItem="box" firstAttribute="height" secondItem="well" secondAttribute="height" id="box-h"/>
              """)),
      ]
    ).xib.utf8)

  /// The well at (20, 30), 44 x 44 from its own constraints; the box 10 to its right, x 20 + 44 +
  /// 10 = 74, centred on it and as high: (74, 30, 100, 44).
  @Test func colorWellIsAPlainViewWithItsConstraints() throws {
    let result = try ImportSupport.importDocument(Self.document, name: "Well.xib")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["well"] == Rect(x: 20, y: 30, width: 44, height: 44), "\(recipe.text)")
    #expect(frames["box"] == Rect(x: 74, y: 30, width: 100, height: 44), "\(recipe.text)")
    #expect(
      result.warnings.contains { $0.message.contains("<colorWell> has no recipe kind") }, "\(result.warnings)"
    )
    #expect(!result.warnings.contains { $0.message.contains("dangling") }, "\(result.warnings)")
  }
}
