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

  /// Views that draw with Metal, SceneKit or OpenGL ES (`mtkView`, `sceneKitView`, `arscnView`,
  /// `glkView`) are plain views with no intrinsic size (`IBDocumentReader.graphicsViewElements`):
  /// imported without a warning, sized by their constraints. A search bar's `<scopeButtonTitles>`
  /// (drawn only in a scope bar, not shown here) is read without a warning too; before, each of
  /// these warned ("has no recipe kind", "unknown element in <searchBar>; skipped").
  static let graphicsDocument = Data(
    IBFixtureDocument(
      toolsVersion: "22155", device: "retina4_7", useTraitCollections: true, useSafeAreas: true,
      scenes: [
        .xml(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#),
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Depth""#, width: 375, height: 667,
            subviews: """
              <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                  <textInputTraits key="textInputTraits"/>
                  <scopeButtonTitles>
                      <string>All</string>
                      <string>Recent</string>
                  </scopeButtonTitles>
              </searchBar>
              <sceneKitView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scene">
                  <rect key="frame" x="0.0" y="56" width="375" height="611"/>
              </sceneKitView>
              <mtkView contentMode="scaleToFill" colorPixelFormat="BGRA8Unorm" depthStencilPixelFormat="Depth32Float" translatesAutoresizingMaskIntoConstraints="NO" id="metal">
                  <rect key="frame" x="0.0" y="56" width="180" height="320"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="320" id="metal-h"/>
                      <constraint firstAttribute="width" constant="180" id="metal-w"/>
                  </constraints>
              </mtkView>
              """,
            constraints: """
              <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
              <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-lead"/>
              <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="s-trail"/>
              <constraint firstItem="scene" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="k-top"/>
              <constraint firstItem="scene" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k-lead"/>
              <constraint firstAttribute="trailing" secondItem="scene" secondAttribute="trailing" id="k-trail"/>
              <constraint firstAttribute="bottom" secondItem="scene" secondAttribute="bottom" id="k-bottom"/>
              <constraint firstItem="metal" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="m-lead"/>
              <constraint firstItem="metal" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="m-top"/>
              """)),
      ]
    ).xib.utf8)

  /// The search bar 56 high (UISearchBar's height before Xcode 26) across the top; the SceneKit
  /// view from 56 to the bottom, 667 - 56 = 611 high, full width; the Metal view 180 x 320 from
  /// its own constraints, at (0, 56).
  @Test func graphicsViewsAndScopeTitlesImportWithoutWarnings() throws {
    let result = try ImportSupport.importDocument(Self.graphicsDocument, name: "Depth.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    let frames = scene.framesByIBID
    #expect(frames["search"] == Rect(x: 0, y: 0, width: 375, height: 56), "\(recipe.text)")
    #expect(frames["scene"] == Rect(x: 0, y: 56, width: 375, height: 611), "\(recipe.text)")
    #expect(frames["metal"] == Rect(x: 0, y: 56, width: 180, height: 320), "\(recipe.text)")
  }
}
