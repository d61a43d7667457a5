import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Interface Builder stores each view's frame as it drew it on its canvas. Imported on that canvas
/// (`--device canvas`: 600 x 600 with 20-point margins for the cookbook's Any/Any files, the
/// device's screen otherwise), our solution agrees with those frames wherever a frame does not
/// depend on font metrics (IB measured San Francisco, we measure Inter).
///
/// Compared (edges listed per view; `x`, `y`, `w`, `h`, `maxX`, `maxY`), tolerance 0.7 pt: Xcode 7
/// (toolsVersion 8191) stores whole points, so thirds of a point round (181.33 -> 181 or 182,
/// up to 0.67 pt off), and Xcode 9 half points at @2x (473.25 -> 473.5). Every other edge is exact.
/// - plain views of SizeClasses (Any-Any) and DifferingHeightViews: every edge;
/// - equal-width buttons (TwoEqualWidthButtons, ThreeEqualWidthButtons, ButtonsSizeClass Any-Any):
///   x, width and bottom (their heights come from the font);
/// - EqualWhiteSpace: the buttons' bottoms and the dummy views' y, height, and the outer edges;
/// - SimpleLabelAndTextField, FixedHeightColumns: labels' x, text fields' trailing edge and the
///   first text field's top (the labels' widths and the row spacing come from text metrics).
@Suite struct StoredFrameTests {
  enum Edge: String, Sendable {
    case x, y, w, h, maxX, maxY

    func value(_ rect: Rect) -> Double {
      switch self {
      case .x: return rect.minX
      case .y: return rect.minY
      case .w: return rect.width
      case .h: return rect.height
      case .maxX: return rect.maxX
      case .maxY: return rect.maxY
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var variant: String?
    var edges: [String: [Edge]]
    var testDescription: String { file }
  }

  static let all: [Edge] = [.x, .y, .w, .h]
  static let cases: [Case] = [
    Case(
      file: "apple-cookbook/SizeClasses.storyboard", variant: "Any-Any",
      edges: ["swm-ZV-6dP": all, "wQ4-a7-U7J": all, "0oG-iH-T8m": all, "JRw-xW-HYR": all]),
    Case(
      file: "treehouse-cookbook/DifferingHeightViews.storyboard", variant: nil,
      edges: ["Qz8-BW-lUt": all, "TCY-0z-whF": all, "Wld-XI-5ZH": all]),
    Case(
      file: "apple-cookbook/TwoEqualWidthButtons.storyboard", variant: nil,
      edges: ["nYW-aB-LHE": [.x, .w, .maxY], "krE-Ml-jf7": [.x, .w, .maxY]]),
    Case(
      file: "apple-cookbook/ThreeEqualWidthButtons.storyboard", variant: nil,
      edges: ["LcK-1s-jJQ": [.x, .w, .maxY], "AYh-7D-8LD": [.x, .w, .maxY], "NUQ-lB-t5s": [.x, .w, .maxY]]),
    Case(
      file: "apple-cookbook/ButtonsSizeClass.storyboard", variant: "Any-Any",
      edges: ["49p-pm-lpU": [.x, .w, .maxY], "Ry2-A3-ZJq": [.x, .w, .maxY]]),
    Case(
      file: "apple-cookbook/EqualWhiteSpace.storyboard", variant: nil,
      edges: [
        "7bp-qU-b2A": [.x, .y, .h], "gk9-lM-gb5": [.y, .h], "3pc-Dz-EqN": [.y, .h, .maxX],
        "Zje-at-ARN": [.maxY],
        "XQR-y1-518": [.maxY],
      ]),
    Case(
      file: "apple-cookbook/SimpleLabelAndTextField.storyboard", variant: nil,
      edges: ["c38-WG-Nsd": [.x], "bOP-ah-HLn": [.y, .maxX]]),
    Case(
      file: "apple-cookbook/FixedHeightColumns.storyboard", variant: nil,
      edges: [
        "lkA-Zy-QRs": [.x], "VLU-KF-XwO": [.x], "nYN-qh-77N": [.x], "GWs-Yh-yX0": [.y, .maxX],
        "EeG-7N-2IG": [.maxX],
        "fgz-Ea-4rA": [.maxX],
      ]),
  ]

  @Test(arguments: cases)
  func solutionAgreesWithInterfaceBuildersStoredFrames(_ check: Case) throws {
    let (data, name) = try ImportSupport.shared(check.file)
    let document = try IBDocumentReader.read(data, fileName: name)
    let imported = try IBImporter.convert(document, options: ImportOptions(scene: .canvas))
    let recipe = try #require(imported.recipes.first)
    let variant = check.variant ?? RecipeLowering.defaultVariantName
    let frames = try ImportSupport.solved(recipe, variant: .named(variant)).framesByIBID
    var stored: [String: Rect] = [:]
    for view in document.scenes[0].root.allDescendants { stored[view.id.rawValue] = view.frame }
    // IB frames are in superview coordinates; every compared view is a direct subview of the root.
    for (id, edges) in check.edges {
      let ours = try #require(frames[id], "\(id) is imported")
      let theirs = try #require(stored[id], "\(id) has a stored frame")
      for edge in edges {
        #expect(
          abs(edge.value(ours) - edge.value(theirs)) < 0.7,
          "\(check.file) \(id).\(edge.rawValue): ours \(edge.value(ours)), IB \(edge.value(theirs))")
      }
    }
  }
}
