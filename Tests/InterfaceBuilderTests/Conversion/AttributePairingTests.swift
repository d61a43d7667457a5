import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// The pairs of attributes UIKit refuses (Layout's `AttributePairingProblem`) are left out of an
/// import with a warning in the importer's words, so that every recipe the importer writes
/// compiles: the recipe checker refuses the same pairs by the same rule.
@Suite struct AttributePairingTests {
  @Test func eachRefusalIsWordedWithInterfaceBuildersNames() throws {
    func words(_ first: Attribute, _ second: Attribute?) throws -> String {
      SceneConverter.describe(try #require(AttributePairingProblem(first, second)))
    }
    #expect(try words(.top, nil) == "sets the location top to a constant (only width and height can be)")
    #expect(try words(.width, .leading) == "relates size and location (width to leading)")
    #expect(try words(.top, .leading) == "relates top to leading, locations of different axes")
    #expect(
      try words(.leading, .left) == "mixes leading with left (leading and trailing with left and right)")
  }

  /// A document with one refused pair of each kind and one accepted constraint: the refused ones
  /// are warned at their lines and left out, and the recipe compiles without errors.
  @Test func refusedPairsAreLeftOutAndTheRecipeCompiles() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                          <constraints>
                              <constraint firstAttribute="top" constant="20" id="c1"/>
                              <constraint firstAttribute="width" constant="40" id="c2"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="leading" id="c3"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="leading" id="c4"/>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="left" id="c5"/>
                      <constraint firstItem="box" firstAttribute="baseline" secondItem="root" secondAttribute="top" constant="8" id="c6"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let result = try ImportSupport.importDocument(text: xib, name: "Pairs.xib", options: ImportOptions())
    let refused = result.warnings.filter {
      $0.message.hasSuffix("; UIKit refuses such a constraint, so it is left out")
    }
    // The root's constraints come first (c3 to c6), then the box's (c1, c2).
    #expect(
      refused.map(\.element) == ["c3", "c4", "c5", "c1"].map { "<constraint id=\"\($0)\">" },
      "\(result.warnings)")
    let text = try #require(result.recipes.first).text
    #expect(text.contains("Box.Width = 40"), "\(text)")
    #expect(text.contains("Box.Baseline = Superview.Top + 8"), "\(text)")
    let compiled = try ImportSupport.compile(text)
    #expect(compiled.variants.count == 1)
  }
}
