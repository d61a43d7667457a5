extension IBDocumentReader {
  /// The attributes the importer reads as numbers (frames, sizes, insets, constraint constants and
  /// priorities, stack spacing, content priorities, fonts, line counts, colour components, row
  /// heights, button paddings).
  static let numericAttributes: Set<String> = [
    "x", "y", "width", "height", "constant", "priority", "spacing", "horizontalHuggingPriority",
    "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority",
    "pointSize", "size", "top", "left", "bottom", "right", "leading", "trailing", "minX", "minY", "maxX",
    "maxY",
    "numberOfLines", "lineHeightMultiple", "lineSpacing", "minimumLineHeight", "red", "green", "blue",
    "white", "alpha",
    "rowHeight", "imagePadding", "paddingMinX", "paddingMinY", "paddingMaxX", "paddingMaxY",
  ]

  /// The largest magnitude a recipe can write (`RecipeLexer` refuses 1e12 and more).
  static let largestNumber = 1e12

  /// The tree without the numbers a recipe cannot hold, each reported at its line: a numeric
  /// attribute that is spelled as a number but is not finite (`nan`, `inf`) or is 1e12 or more in
  /// magnitude is removed (the importer then uses its default), and a constraint with such a
  /// constant, priority or multiplier is left out. Text that is no number at all is left to the
  /// reader, which says what it does with it. Without this, such a value became a recipe that did
  /// not compile (`import` exited 70) or, for a `nan` priority, a trap.
  mutating func withCheckedNumbers(_ node: XMLNode) -> XMLNode? {
    var copy = node
    var removed: [String] = []
    for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) where isOutOfRange(name, value) {
      removed.append("\(name)=\"\(value)\"")
      copy.attributes[name] = nil
    }
    if node.name == "constraint", !removed.isEmpty {
      warn(
        node,
        "\(removed.joined(separator: ", ")) is not a finite number below 1,000,000,000,000 in magnitude; "
          + "the constraint is left out")
      return nil
    }
    if !removed.isEmpty {
      warn(
        node,
        "\(removed.joined(separator: ", ")) is not a finite number below 1,000,000,000,000 in magnitude; "
          + "ignored (the default is used)")
    }
    if node.name == "rect", node["key"] == "frame" { checkNegativeSize(&copy) }
    copy.children = node.children.compactMap { withCheckedNumbers($0) }
    return copy
  }

  /// A stored frame's negative width or height, reported at its line and read as 0: a view's
  /// width and height cannot be negative [DOC: Auto Layout Guide, "Anatomy of a Constraint",
  /// Height and Width: "These values cannot be negative"], Xcode's size inspector stores none, and a negative
  /// root size became a `scene -320 x -50` line that did not compile (`import` exited 70)
  /// [CHOICE: 0 keeps the origin and the subviews' frames, which hang outside a 0-size view as
  /// they do outside a 0 x 0 one; docs/interface-builder.md, "Zero-size scene roots (session 39,
  /// robust39)"].
  private mutating func checkNegativeSize(_ rect: inout XMLNode) {
    var negative: [String] = []
    for name in ["width", "height"] {
      guard let value = rect[name], let number = Double(value), number < 0 else { continue }
      negative.append("\(name)=\"\(value)\"")
      rect.attributes[name] = "0.0"
    }
    if !negative.isEmpty {
      warn(
        rect, "\(negative.joined(separator: ", ")) is negative; read as 0 (a view's size cannot be negative)")
    }
  }

  private func isOutOfRange(_ name: String, _ value: String) -> Bool {
    if name == "multiplier" {
      return IBConstraint.multiplierValue(value).map { !$0.isFinite || $0.magnitude >= Self.largestNumber }
        ?? false
    }
    guard Self.numericAttributes.contains(name), let number = Double(value) else { return false }
    return !number.isFinite || number.magnitude >= Self.largestNumber
  }
}
