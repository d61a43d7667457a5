import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A non-scrolling `<textView>` becomes a recipe `textView`, sized by UIKit's text container inset
/// (8 above and below) and line fragment padding (5 at each end): checked against a label of the
/// same text and font, so no font metric is assumed.
@Suite struct TextViewImportTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Texts">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <label text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="ref">
                        <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
                    </label>
                    <textView scrollEnabled="NO" text="Two lines" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                        <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
                    </textView>
                    <textView text="Scrolls" translatesAutoresizingMaskIntoConstraints="NO" id="scrolling"/>
                </subviews>
                <constraints>
                    <constraint firstItem="ref" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ref-lead"/>
                    <constraint firstItem="ref" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ref-top"/>
                    <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tv-lead"/>
                    <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tv-top"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func nonScrollingTextViewIsATextViewWithItsInsets() throws {
    let result = try IBImporter.importDocument(Data(Self.xib.utf8), fileName: "Texts.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"textView "Two lines Text View" text "Two lines" font 17 italic id "tv""#))
    // A scrolling text view has no intrinsic size: a plain view, as before.
    #expect(recipe.text.contains(#"view "Scrolls Text View" id "scrolling""#), "\(recipe.text)")
    #expect(
      result.warnings.map(\.message).filter { $0.contains("text view") } == [
        "a scrolling text view has no intrinsic size; imported as a plain view"
      ])
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    let label = try #require(frames["ref"])
    // The label's one line + 5 + 5 wide, + 8 + 8 high.
    #expect(frames["tv"] == Rect(x: 20, y: 100, width: label.width + 10, height: label.height + 16))
  }
}
