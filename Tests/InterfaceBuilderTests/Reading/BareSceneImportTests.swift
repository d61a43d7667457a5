import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A scene whose root holds no views is imported as its bare root, drawn at its size, with a
/// located warning (docs/interface-builder.md, "What becomes what"): a launch screen of a
/// background colour, a table view controller without prototypes, a xib's top-level leaf view,
/// a cell without subviews. Only a document with no view at all is refused.
@Suite struct BareSceneImportTests {
  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A launch screen: one controller whose 375 x 667 root has a background colour and no
  /// subviews, beside a navigation controller (no layout of its own). One recipe, the bare
  /// iPhone 8 screen, 0 views, nothing ambiguous; the warning at the controller's line (7: the
  /// XML declaration, `<document>`, `<device>`, `<scenes>`, `<scene>`, `<objects>`).
  @Test func anEmptyControllerIsItsBareRoot() throws {
    let text = Self.storyboard(
      """
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController"/>
                  </objects>
              </scene>
      """)
    let result = try ImportSupport.importDocument(text: text, name: "Launch.storyboard")
    #expect(result.recipes.count == 1)
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings.contains(
        "Launch.storyboard:7: warning: <viewController>: the scene \"viewController\" has no subviews; its recipe "
          + "is the bare root view, at its size"), "\(warnings)")
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.variant.scene.views.isEmpty)
    #expect(solved.variant.scene.size == Size(width: 375, height: 667))
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
  }

  /// A table view controller without prototype cells: the bare table, as the controller's root.
  @Test func aTableControllerWithoutPrototypesIsItsBareTable() throws {
    let text = Self.storyboard(
      """
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="tvc" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
      """)
    let result = try ImportSupport.importDocument(text: text, name: "Table.storyboard")
    #expect(result.recipes.count == 1)
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.variant.scene.views.isEmpty)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
  }

  /// A xib's top-level image view (a leaf) of 40 x 30 and a 320 x 60 cell without subviews: a
  /// recipe each, the image view's scene 40 x 30 on no device's canvas, the cell's content 60
  /// high (its stored row height), neither ambiguous.
  @Test func aTopLevelLeafViewAndAnEmptyCellAreBareRecipes() throws {
    let text = Self.xib(
      """
              <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="avatar">
                  <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </imageView>
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </tableViewCellContentView>
              </tableViewCell>
      """)
    let result = try ImportSupport.importDocument(text: text, name: "Leaf.xib")
    #expect(result.recipes.count == 2)
    let scenes = try ImportSupport.solvedScenes(result)
    #expect(scenes.count == 2)
    guard scenes.count == 2 else { return }
    #expect(scenes[0].variant.scene.size == Size(width: 40, height: 30))
    #expect(scenes[1].result.rootFrame.height == 60, "\(scenes[1].text)")
    for scene in scenes {
      // A cell recipe declares its Content View; nothing else.
      #expect(scene.variant.scene.views.allSatisfy { $0.kind == .contentView })
      #expect(scene.result.diagnoses.isEmpty, "\(scene.result.diagnoses)\n\(scene.text)")
    }
    let lines = result.warnings.filter { $0.message.contains("bare root view") }.map(\.line)
    // Lines 5 and 9: the XML declaration, `<document>`, `<objects>`, the File's Owner, then the
    // image view (4 lines) and the cell.
    #expect(lines == [5, 9])
  }
}
