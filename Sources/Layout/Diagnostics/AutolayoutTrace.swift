/// UIKit's `_autolayoutTrace` text: the view tree, ambiguous views starred and followed by
/// `- AMBIGUOUS LAYOUT for` and their free numbers with the engine's variable ids.
///
/// Format: the root line starts with `•` (`•*` when the root itself is ambiguous), each level of nesting adds `|   `, an ambiguous view
/// starts with `*`; names are `Class:'Name'` where UIKit prints `Class:0xADDRESS`; dimensions are
/// `minX`, `minY`, `Width`, `Height` and `{id: N}` is our variable number (`FrameVariables`).
enum AutolayoutTrace {
  static func text(
    scene: Scene, variables: FrameVariables, entries: [AmbiguityReport.Entry],
    rootDimensions: [FrameDimension]
  ) -> String {
    var lines: [String] = []
    let rootName = LayoutConstraint.uikitName(of: .root, in: scene)
    let rootIDs = rootDimensions.map { ($0, $0.isSize ? variables.rootLength($0.axis) : -1) }
    lines.append(line(prefix: rootIDs.isEmpty ? "•" : "•*", name: rootName, dimensions: rootIDs))
    var byView: [Int: [FrameDimension]] = [:]
    for e in entries { byView[e.view.rawValue] = e.dimensions }
    // Children lists once, and an explicit stack: scanning every view for each parent was
    // quadratic (2.7 s for a 10,000-view line), and recursion would overflow on deep nesting.
    let count = scene.views.count
    var children = [[Int]](repeating: [], count: count + 1)  // the last list is the root's
    for (i, view) in scene.views.enumerated() {
      guard let parent = view.parent?.rawValue else {
        children[count].append(i)
        continue
      }
      if children.indices.contains(parent) && parent < count { children[parent].append(i) }
    }
    var stack: [(view: Int, depth: Int)] = children[count].reversed().map { ($0, 1) }
    while let (i, depth) = stack.popLast() {
      let name = LayoutConstraint.uikitName(of: .view(ViewID(i)), in: scene)
      let dims = (byView[i] ?? []).map { ($0, variables.index(i, $0)) }
      let indent = String(repeating: "|   ", count: depth)
      lines.append(indent + line(prefix: dims.isEmpty ? "" : "*", name: name, dimensions: dims))
      stack += children[i].reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n")
  }

  private static func line(prefix: String, name: String, dimensions: [(FrameDimension, Int)]) -> String {
    guard !dimensions.isEmpty else { return prefix + name }
    let parts = dimensions.map { "\(name).\(label($0.0)){id: \($0.1)}" }
    return "\(prefix)\(name) - AMBIGUOUS LAYOUT for \(parts.joined(separator: ", "))"
  }

  /// UIKit's spelling of the four numbers.
  static func label(_ dimension: FrameDimension) -> String {
    switch dimension {
    case .minX: return "minX"
    case .minY: return "minY"
    case .width: return "Width"
    case .height: return "Height"
    }
  }
}
