import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A classic button that shows only an image: its intrinsic size is the image's (from
/// `<resources>`) plus its `contentEdgeInsets` (docs/interface-builder.md, "Controls"). Without the
/// rule such a button was sized as an empty title (0 wide, 30 high): duckduckgo's OmniBar buttons
/// (in /work/unseen), 24 x 24 images, came out 30 high where IB stored 24.
@Suite struct ImageButtonImportTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Buttons">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                        <state key="normal" image="Back-24"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="padded">
                        <inset key="contentEdgeInsets" minX="8" minY="6" maxX="10" maxY="4"/>
                        <state key="normal" image="Back-24"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                        <state key="normal" image="trash" catalog="system"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="p-lead"/>
                    <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="p-top"/>
                    <constraint firstItem="padded" firstAttribute="leading" secondItem="plain" secondAttribute="trailing" constant="10" id="d-lead"/>
                    <constraint firstItem="padded" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="d-top"/>
                    <constraint firstItem="symbol" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="s-lead"/>
                    <constraint firstItem="symbol" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-top"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="Back-24" width="24" height="24"/>
            <image name="trash" catalog="system" width="117" height="128"/>
        </resources>
    </document>
    """

  /// Plain: 24 x 24 at (10, 10). Padded: 8 + 24 + 10 = 42 wide, 6 + 24 + 4 = 34 high, at
  /// x = 10 + 24 + 10 = 44. The symbol button keeps no image size (its symbol configuration is not
  /// modelled): the recipe gives it no intrinsic size.
  @Test func anImageOnlyButtonIsItsImagePlusInsets() throws {
    let result = try IBImporter.importDocument(Data(Self.xib.utf8), fileName: "Buttons.xib")
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["plain"] == Rect(x: 10, y: 10, width: 24, height: 24), "\(recipe.text)")
    #expect(frames["padded"] == Rect(x: 44, y: 10, width: 42, height: 34))
    #expect(recipe.text.contains(#"intrinsic 24 x 24 id "plain""#), "\(recipe.text)")
    let symbolLine = try #require(recipe.text.split(separator: "\n").first { $0.contains(#"id "symbol""#) })
    #expect(!symbolLine.contains("intrinsic"), "\(symbolLine)")
  }
}
