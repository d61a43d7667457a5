import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// A view a size class removes (`<mask key="subviews"><exclude reference=.../>`) is hidden in that
/// variant, with its constraints uninstalled, so the variant lays out as UIKit's (which takes the
/// view out of the hierarchy): no stray view at (0, 0), no ambiguity, no warning.
@Suite struct RemovedViewImportTests {
  @Test func sizeClassesHidesBlueAndYellowWhereTheyAreRemoved() throws {
    let result = try ImportSupport.importShared(
      "apple-cookbook/SizeClasses.storyboard", options: ImportOptions())
    #expect(result.warnings.isEmpty)
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains(
        "  set \"Blue View\" hidden  # removed in this size class\n"
          + "  set \"Yellow View\" hidden  # removed in this size class\n"))
    let compiled = try ImportSupport.compile(recipe.text)
    let names = ["Red View", "Green View", "Blue View", "Yellow View"]
    func hidden(_ variant: LoweredVariant) -> [Bool] {
      names.map { name in variant.scene.views.first { $0.name.spelling == name }?.isHidden ?? false }
    }
    let any = try #require(compiled.variant(named: "Any-Any"))
    #expect(hidden(any) == [false, false, false, false])

    // Any-Compact, the iPhone 8 in landscape (667 x 375, no status bar, margins 16): red and green
    // side by side between the margins, 8 apart and equally wide: 16 + 2w + 8 = 651, w = 313.5;
    // 20 below the top guide (0) and 20 above the bottom guide (375): y 20, height 335.
    let compact = try #require(compiled.variant(named: "Any-Compact"))
    #expect(hidden(compact) == [false, false, true, true])
    let compactResult = try ImportSupport.solve(compact)
    #expect(compactResult.diagnoses.isEmpty)
    var frames = ImportSupport.framesByName(compact, compactResult)
    #expect(frames["Red View"] == Rect(x: 16, y: 20, width: 313.5, height: 335))
    #expect(frames["Green View"] == Rect(x: 337.5, y: 20, width: 313.5, height: 335))

    // Compact-Regular, portrait (375 x 667, status bar 20): red above green, 8 apart, equally
    // high between 20 below the top guide (20) and 20 above the bottom guide (667):
    // 40 + 2h + 8 = 647, h = 299.5; x 16 to 359.
    let regular = try #require(compiled.variant(named: "Compact-Regular"))
    #expect(hidden(regular) == [false, false, true, true])
    let regularResult = try ImportSupport.solve(regular)
    #expect(regularResult.diagnoses.isEmpty)
    frames = ImportSupport.framesByName(regular, regularResult)
    #expect(frames["Red View"] == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frames["Green View"] == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
  }

  /// A view the default (Any/Any) variation removes, in a scene with no other variation (no size
  /// class brings it back): hidden in the base recipe, its constraints uninstalled, so nothing is
  /// ambiguous [mewconnect-Setup's "Weak" label, 16096, was reported ambiguous where IB lays
  /// nothing out]. The field keeps its frame: 20 from the leading and top edges, 200 x 30.
  @Test func aViewTheDefaultVariationRemovesIsHiddenWithoutVariants() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "16096",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Password""#, width: 320, height: 200,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field" userLabel="Field">
                  <rect key="frame" x="20" y="20" width="200" height="30"/>
              </view>
              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Weak" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="weak">
                  <rect key="frame" x="20" y="63" width="37" height="20.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
              """,
            constraints: """
              <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="f-lead"/>
              <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="f-top"/>
              <constraint firstItem="field" firstAttribute="width" constant="200" id="f-w"/>
              <constraint firstItem="field" firstAttribute="height" constant="30" id="f-h"/>
              <constraint firstItem="weak" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="w-lead"/>
              <constraint firstItem="weak" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="13" id="w-top"/>
              """,
            extra: """
              <variation key="default">
                  <mask key="subviews">
                      <exclude reference="weak"/>
                  </mask>
                  <mask key="constraints">
                      <exclude reference="w-lead"/>
                      <exclude reference="w-top"/>
                  </mask>
              </variation>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Password.xib")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains("set \"Weak Label\" hidden  # removed by the default variation"), "\(recipe.text)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity == nil)
    #expect(scene.framesByIBID["field"] == Rect(x: 20, y: 20, width: 200, height: 30))
  }

  /// A container the default variation removes, whose subview is placed by constraints of the
  /// container's own list (IB's mask lists only the container's position constraints, which sit
  /// on the root): the container and its subview are hidden with it, and neither is reported
  /// ambiguous although nothing places the container any more (UIKit lays out neither: both are
  /// out of the hierarchy). The field keeps its frame: 20 from the leading and top edges, 200 x 30.
  @Test func aRemovedContainersSubviewsAreNotReported() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "16096",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Password""#, width: 320, height: 200,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field" userLabel="Field">
                  <rect key="frame" x="20" y="20" width="200" height="30"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="meter" userLabel="Meter">
                  <rect key="frame" x="20" y="63" width="200" height="40"/>
                  <subviews>
                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Weak" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="weak">
                          <rect key="frame" x="8" y="10" width="37" height="20.5"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                  </subviews>
                  <constraints>
                      <constraint firstItem="weak" firstAttribute="leading" secondItem="meter" secondAttribute="leading" constant="8" id="k-lead"/>
                      <constraint firstItem="weak" firstAttribute="centerY" secondItem="meter" secondAttribute="centerY" id="k-y"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="f-lead"/>
              <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="f-top"/>
              <constraint firstItem="field" firstAttribute="width" constant="200" id="f-w"/>
              <constraint firstItem="field" firstAttribute="height" constant="30" id="f-h"/>
              <constraint firstItem="meter" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="m-lead"/>
              <constraint firstItem="meter" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="m-trail"/>
              <constraint firstItem="meter" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="13" id="m-top"/>
              <constraint firstItem="meter" firstAttribute="height" constant="40" id="m-h"/>
              """,
            extra: """
              <variation key="default">
                  <mask key="subviews">
                      <exclude reference="meter"/>
                  </mask>
                  <mask key="constraints">
                      <exclude reference="m-lead"/>
                      <exclude reference="m-trail"/>
                      <exclude reference="m-top"/>
                      <exclude reference="m-h"/>
                  </mask>
              </variation>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Meter.xib")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains("set \"Meter\" hidden  # removed by the default variation"), "\(recipe.text)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity == nil, "\(String(describing: scene.result.ambiguity))")
    #expect(scene.result.diagnoses.isEmpty, "\(scene.result.diagnoses)")
    #expect(scene.framesByIBID["field"] == Rect(x: 20, y: 20, width: 200, height: 30))
  }
}
