import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Two real-file failures, as a class (docs/interface-builder.md, "What becomes what" and
/// "Strings"): a xib whose only top-level object is a visual effect view (its subviews are in its
/// content view, which fills it) is imported as a scene, not refused as "nothing to import"; and a
/// C1 control character in an IB string (XML 1.0 allows U+0080 to U+009F) reaches the recipe as
/// `\u{9D}`, which the recipe reads back.
@Suite struct TopLevelEffectViewAndControlCharacterTests {
  /// A 300 x 200 top-level visual effect view on an iPhone 11's canvas; its content view (UIView's
  /// margins, 8, not inset by the safe area) holds box A pinned 20 from its leading edge and 10 from its top, 100 x 50, and
  /// box B 60 x 40 pinned to its trailing margin and 30 above its bottom, and a label of
  /// `labelText` pinned to its top and leading margins.
  static func xib(labelText: String = "Hi") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="effect">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                            <rect key="frame" x="20" y="10" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="a-w"/>
                                <constraint firstAttribute="height" constant="50" id="a-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                            <rect key="frame" x="232" y="130" width="60" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="60" id="b-w"/>
                                <constraint firstAttribute="height" constant="40" id="b-h"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(labelText)" translatesAutoresizingMaskIntoConstraints="NO" id="L">
                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="A" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="a-x"/>
                        <constraint firstItem="A" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="a-y"/>
                        <constraint firstAttribute="trailingMargin" secondItem="B" secondAttribute="trailing" id="b-x"/>
                        <constraint firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="30" id="b-y"/>
                        <constraint firstItem="L" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l-x"/>
                        <constraint firstItem="L" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="l-y"/>
                    </constraints>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
        </objects>
    </document>
    """
  }

  /// A: (20, 10) 100 x 50 from its constraints. B: trailing at 300 - 8 (the content view's
  /// margin) = 292, so x = 232; bottom at 200 - 30 = 170, so y = 130; 60 x 40. L: at the
  /// margins, (8, 8).
  @Test func aTopLevelEffectViewIsAScene() throws {
    let result = try ImportSupport.importDocument(text: Self.xib(), name: "Effect.xib")
    #expect(result.recipes.count == 1)
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["A"] == Rect(x: 20, y: 10, width: 100, height: 50))
    #expect(solved.framesByIBID["B"] == Rect(x: 232, y: 130, width: 60, height: 40))
    #expect(solved.framesByIBID["L"]?.origin == Point(x: 8, y: 8))
    // The content view is the root: no constraint names an unknown item.
    #expect(!result.warnings.contains { $0.message.contains("unknown") }, "\(result.warnings)")
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
  }

  /// U+009D (a C1 control, written as IB writes it, as the character itself) in a label's text:
  /// the recipe spells it `\u{9D}`, compiles, and the label's text holds the scalar.
  @Test func aC1ControlCharacterReachesTheRecipeEscaped() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib(labelText: "AS IS\u{9D}"), name: "Effect.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"text "AS IS\u{9D}""#), "\(recipe.text)")
    let compiled = RecipeCompiler.compile(recipe.text)
    #expect(!compiled.hasErrors, "\(compiled.diagnostics)")
    let variant = try #require(compiled.variants.first)
    let label = try #require(variant.scene.views.first { $0.text != nil })
    #expect(label.text.map { Array($0.unicodeScalars) } == Array("AS IS\u{9D}".unicodeScalars))
  }

  /// A line break in a name that reaches the recipe's comments (the effect view's `userLabel`
  /// holding `&#10;`, which names the scene in the header comment, and a file name holding a line
  /// feed): the comment stays on its line with the break as `\u{A}`, and the recipe compiles
  /// (before, the rest of the name was read as a statement: "the recipe imported ... has errors",
  /// exit 70).
  @Test func aLineBreakInANameStaysInItsComment() throws {
    let text = Self.xib().replacingOccurrences(
      of: #"id="effect""#, with: #"userLabel="Overlay&#10;View" id="effect""#)
    let result = try ImportSupport.importDocument(text: text, name: "Effect\nCopy.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"Effect\u{A}Copy.xib"#), "\(recipe.text)")
    let compiled = RecipeCompiler.compile(recipe.text)
    #expect(!compiled.hasErrors, "\(compiled.diagnostics)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["A"] == Rect(x: 20, y: 10, width: 100, height: 50))
  }
}
