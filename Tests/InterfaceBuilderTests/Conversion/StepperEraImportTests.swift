import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A stepper is 94 x 29 in documents saved before Xcode 11 (toolsVersion below 14800) and 94 x 32
/// from the iOS 13 SDK on (docs/interface-builder.md, "Controls" and "unseen-p's misses (session
/// 37, misses37)"; read from the stored frames of macaw, strongbox, openterm, popcorntime and
/// onerepmax before, and of 8 apps after). The document is written by hand, its stored frames
/// derived from the constraints and the era's height.
@Suite struct StepperEraImportTests {
  /// In a 320 x 200 view: a stepper at (10, 10) held by its leading and top edges only, a 50 x 10
  /// view 8 below it.
  static func document(tools: String?, height: Double) -> String {
    func n(_ value: Double) -> String { PositionalNumber.shortest(value) }
    return IBFixtureDocument(
      toolsVersion: tools,
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Steps""#, width: 320, height: 200,
            subviews: """
              <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="step" userLabel="Count">
                  <rect key="frame" x="10" y="10" width="94" height="\(n(height))"/>
              </stepper>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="under" userLabel="Under">
                  <rect key="frame" x="10" y="\(n(10 + height + 8))" width="50" height="10"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="50" id="under-w"/>
                      <constraint firstAttribute="height" constant="10" id="under-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="step" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="step-x"/>
              <constraint firstItem="step" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="step-y"/>
              <constraint firstItem="under" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="under-x"/>
              <constraint firstItem="under" firstAttribute="top" secondItem="step" secondAttribute="bottom" constant="8" id="under-y"/>
              """))
      ]
    ).xib
  }

  /// 29 high at 10117 (Xcode 7.3) and 14490.70 (Xcode 10.3); 32 at 15505 (Xcode 11), 24412 and
  /// without a toolsVersion (taken as current); the view below at 10 + height + 8.
  @Test(
    arguments: [("10117", 29.0), ("14490.70", 29), ("15505", 32), ("24412", 32), (nil, 32)]
      as [(String?, Double)])
  func stepperHeightByEra(_ tools: String?, _ height: Double) throws {
    let result = try ImportSupport.importDocument(
      text: Self.document(tools: tools, height: height), name: "Steps.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(
      frames["step"] == Rect(x: 10, y: 10, width: 94, height: height), "\(tools ?? "none")\n\(recipe.text)")
    #expect(frames["under"] == Rect(x: 10, y: 10 + height + 8, width: 50, height: 10), "\(tools ?? "none")")
    let comparison = try FrameComparisonTests.compare(recipe, tolerance: 0.001)
    #expect(comparison.differences.isEmpty, "\(tools ?? "none"): \(comparison.differences)")
  }
}
