import Layout

/// A legacy archive's view content and Auto Layout constraints, as document attributes and
/// elements (docs/interface-builder.md, "Xcode 4 archives").
extension IBArchiveTranslator {
  /// UITextAlignment's values as archived (`IBUITextAlignment`): left 0, center 1, right 2 [DOC:
  /// UITextAlignment, iOS 2 to 6: UITextAlignmentLeft = 0, UITextAlignmentCenter,
  /// UITextAlignmentRight].
  static let alignments = [0: "left", 1: "center", 2: "right"]
  /// UILineBreakMode's values (`IBUILineBreakMode`) [DOC: UILineBreakMode and NSLineBreakMode
  /// share them: word wrap 0, character wrap 1, clip 2, head 3, tail 4, middle 5 truncation].
  static let lineBreakModes = [
    0: "wordWrap", 1: "characterWrap", 2: "clip", 3: "headTruncation", 4: "tailTruncation",
    5: "middleTruncation",
  ]
  /// UIButtonType's values (`IBUIButtonType`) [DOC: UIButtonType: custom 0, roundedRect 1 (system
  /// from iOS 7), detailDisclosure 2, infoLight 3, infoDark 4, contactAdd 5]; custom is written as
  /// no `buttonType`, as the document format does.
  static let buttonTypes = [
    1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd",
  ]
  /// UITextBorderStyle's values (`IBUIBorderStyle`) [DOC: UITextBorderStyle: none 0, line 1,
  /// bezel 2, roundedRect 3].
  static let borderStyles = [1: "line", 2: "bezel", 3: "roundedRect"]
  /// The font types of an `IBUIFontDescription` (its `type`): 1 the system font, 2 its bold, 3
  /// its italic [read from stored frames and fonts: ALCustomCellsViewController.xib (8.00) pairs
  /// `type` 2 with `NSFont` Helvetica-Bold, 1 with Helvetica, the system font of iOS 6; CHOICE
  /// for 3, the document format's third system type].
  static let fontTypes = [1: "system", 2: "boldSystem", 3: "italicSystem"]

  /// The text, font, alignment, lines, placeholder, title, button type, border and image of a view.
  mutating func content(
    _ object: XMLNode, element: String, attributes: inout [String: String], children: inout [XMLNode]
  ) {
    func integer(_ key: String) -> Int? { self.integer(object, key) }
    if let text = string(object, "IBUIText") { attributes["text"] = text }
    if let placeholder = string(object, "IBUIPlaceholder") { attributes["placeholder"] = placeholder }
    if let lines = integer("IBUINumberOfLines") { attributes["numberOfLines"] = String(lines) }
    if let alignment = integer("IBUITextAlignment").flatMap({ Self.alignments[$0] }) {
      attributes["textAlignment"] = alignment
    }
    if let mode = integer("IBUILineBreakMode").flatMap({ Self.lineBreakModes[$0] }) {
      attributes["lineBreakMode"] = mode
    }
    if let reuse = string(object, "IBUIReuseIdentifier") { attributes["reuseIdentifier"] = reuse }
    if element == "button", let type = integer("IBUIButtonType").flatMap({ Self.buttonTypes[$0] }) {
      attributes["buttonType"] = type
    }
    if element == "textField", let style = integer("IBUIBorderStyle").flatMap({ Self.borderStyles[$0] }) {
      attributes["borderStyle"] = style
    }
    if let image = resourceName(value(object, "IBUIImage")) { attributes["image"] = image }
    if let font = value(object, "IBUIFontDescription") {
      var fontAttributes: [String: String] = [:]
      if let size = number(font, "pointSize") { fontAttributes["pointSize"] = Self.spell(size) }
      if let name = string(font, "name") {
        fontAttributes["name"] = name
        if let family = string(font, "family") { fontAttributes["family"] = family }
      } else if let type = self.integer(font, "type").flatMap({ Self.fontTypes[$0] }) {
        fontAttributes["type"] = type
      } else {
        warnings.append(
          ImportWarning(
            fileName: fileName, line: font.line, element: "<object class=\"IBUIFontDescription\">",
            message: "a font description with neither a name nor a known type; the default font is used"))
      }
      if fontAttributes["type"] != nil || fontAttributes["name"] != nil {
        children.append(XMLNode(name: "fontDescription", attributes: fontAttributes, line: font.line))
      }
    }
    if element == "button" {
      var state: [String: String] = ["key": "normal"]
      if let title = string(object, "IBUINormalTitle") { state["title"] = title }
      if let image = resourceName(value(object, "IBUINormalImage")) { state["image"] = image }
      if let image = resourceName(value(object, "IBUINormalBackgroundImage")) {
        state["backgroundImage"] = image
      }
      if state.count > 1 { children.append(XMLNode(name: "state", attributes: state, line: object.line)) }
      let padded =
        attributes["buttonType"] == "roundedRect" && state["title"] != nil && state["image"] == nil
        && state["backgroundImage"] == nil
      if let inset = Self.contentInsets(own: ownContentInsets(object), padded: padded, line: object.line) {
        children.append(inset)
      }
    }
  }

  /// The padding of an iOS 6 rounded-rect button (`UIButtonTypeRoundedRect` before iOS 7 drew it
  /// as a system button) around its title, as content insets: 12 at each side and 13 above and
  /// below a 15-point title's line (17.9 + 26 rounded up to 44) [read from stored frames:
  /// osmand-MapHUD.xib (/work/tune-legacy, Xcode 4.6, IB 3084, Auto Layout), a bold 15-point
  /// "Button" whose size no constraint sets, stored 73 x 44 (Helvetica-Bold's 48.3 + 24, rounded
  /// up); osmand-OptionsPanel.xib's three such buttons, stored 44 high with no height constraint;
  /// sized to fit in ECSlidingViewController's demo archives (/work/legacy4-corpus, IB 3084):
  /// "1", "2", "3" 33 x 44 (8.34 + 24 rounded up) and "ShowMenu" 104 x 44 (79.17 + 24); any
  /// padding from 23.84 to 24.66 fits all four widths, CHOICE of 12 a side; the iOS 7 system
  /// button that the document format's `roundedRect` is gave them 6 above and below and none at
  /// the sides, 50 x 30]. Only a titled button without an image of its own [CHOICE: no stored
  /// frame shows an image in one]. The padding holds on IB's canvas only
  /// (`IBView.contentEdgeInsetsIOS6Padding`, from the `padding...` attributes written here): a
  /// `--device` import lays the button out as the iOS 7 system button it becomes at run time.
  static let roundedRectPadding = EdgeInsets(top: 13, left: 12, bottom: 13, right: 12)

  /// A button's `<inset key="contentEdgeInsets">`: the archive's own `IBUIContentEdgeInsets`
  /// (UIButton's `contentEdgeInsets` [DOC: UIButton.contentEdgeInsets, "the inset or outset
  /// margins for the rectangle surrounding all of the button's content"], the document format's
  /// `<inset key="contentEdgeInsets">`), plus the iOS 6 padding of a `padded` rounded-rect button,
  /// marked as such; nil when there are neither. Own insets and padding add up [CHOICE: the insets
  /// narrow the rectangle the button type lays its title out in; no stored frame shows a
  /// rounded-rect button with insets of its own (/work/tune-legacy's one file with them,
  /// vlc-VLCMovieViewController~ipad.xib, sets 4 above and below on custom image buttons)].
  static func contentInsets(own: EdgeInsets?, padded: Bool, line: Int) -> XMLNode? {
    guard own != nil || padded else { return nil }
    let own = own ?? .zero
    let padding = padded ? roundedRectPadding : .zero
    let sums = [
      own.left + padding.left, own.top + padding.top, own.right + padding.right, own.bottom + padding.bottom,
    ]
    // A hostile archive's 1e308 plus the padding is no number: the button keeps no insets.
    guard sums.allSatisfy(\.isFinite) else { return nil }
    var insets = ["key": "contentEdgeInsets", "minX": spell(sums[0]), "minY": spell(sums[1])]
    insets["maxX"] = spell(sums[2])
    insets["maxY"] = spell(sums[3])
    if padded {
      insets["paddingMinX"] = spell(padding.left)
      insets["paddingMinY"] = spell(padding.top)
      insets["paddingMaxX"] = spell(padding.right)
      insets["paddingMaxY"] = spell(padding.bottom)
    }
    return XMLNode(name: "inset", attributes: insets, line: line)
  }

  /// A button's own content insets (`IBUIContentEdgeInsets.top`, `.left`, `.bottom`, `.right`,
  /// each a `<double>` or `<float>`; an absent one is 0), or nil when it has none or all are 0.
  func ownContentInsets(_ object: XMLNode) -> EdgeInsets? {
    let sides = ["top", "left", "bottom", "right"].map { number(object, "IBUIContentEdgeInsets.\($0)") }
    guard sides.contains(where: { $0 != nil && $0 != 0 }) else { return nil }
    let value = sides.map { $0 ?? 0 }
    return EdgeInsets(top: value[0], left: value[1], bottom: value[2], right: value[3])
  }

  /// The name of an image resource (`<object class="NSCustomResource">` with `NSResourceName`).
  func resourceName(_ node: XMLNode?) -> String? {
    guard let node, node["class"] == "NSCustomResource" else { return nil }
    return string(node, "NSResourceName")
  }

  // MARK: Constraints

  /// NSLayoutAttribute's values as archived (`firstAttribute`, `secondAttribute`) [DOC:
  /// NSLayoutAttribute: left 1, right 2, top 3, bottom 4, leading 5, trailing 6, width 7, height
  /// 8, centerX 9, centerY 10, baseline 11; 0 notAnAttribute, a constant constraint's second].
  static let layoutAttributes = [
    1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
    9: "centerX", 10: "centerY", 11: "baseline",
  ]
  /// NSLayoutRelation's values (`relation`) [DOC: NSLayoutRelation: lessThanOrEqual -1, equal 0,
  /// greaterThanOrEqual 1].
  static let relations = [-1: "lessThanOrEqual", 0: "equal", 1: "greaterThanOrEqual"]

  /// The constraints installed on a view: the `IBViewMetadataConstraints` of its object record
  /// (Xcode 4.5 and 4.6), else every constraint whose `containingView` is the view, as
  /// `<constraint>` elements.
  mutating func constraints(of view: XMLNode) -> [XMLNode] {
    let listed: [XMLNode]
    if let metadata = property(view, "IBViewMetadataConstraints") {
      listed = items(metadata)
    } else if let own = value(view, "IBUIViewAutolayoutConstraints") {
      listed = items(own)
    } else {
      guard let id = view["id"] else { return [] }
      listed = constraintsByOwner[id] ?? []
    }
    return listed.compactMap { node in
      if let id = node["id"] {
        guard translatedConstraints.insert(id).inserted else { return nil }
      }
      return constraint(node)
    }
  }

  /// Every `IBNSLayoutConstraint` of the archive by the id of its `containingView`, in document
  /// order.
  func constraintsByContainingView() -> [String: [XMLNode]] {
    var result: [String: [XMLNode]] = [:]
    for node in objects.values where node["class"] == "IBNSLayoutConstraint" {
      guard let owner = node.children.first(where: { $0["key"] == "containingView" })?["ref"] else {
        continue
      }
      result[owner, default: []].append(node)
    }
    for key in result.keys { result[key]?.sort { $0.line < $1.line } }
    return result
  }

  /// One `IBNSLayoutConstraint` as a `<constraint>`; an attribute or relation the importer does
  /// not know is warned and the constraint skipped.
  mutating func constraint(_ node: XMLNode) -> XMLNode? {
    guard node["class"] == "IBNSLayoutConstraint" else {
      warnings.append(
        ImportWarning(
          fileName: fileName, line: node.line, element: "<\(node.name) class=\"\(node["class"] ?? "")\">",
          message: "an entry of a view's constraints that is no IBNSLayoutConstraint; skipped"))
      return nil
    }
    let first = integer(node, "firstAttribute")
    let second = integer(node, "secondAttribute") ?? 0
    let relation = integer(node, "relation") ?? 0
    guard let firstItem = value(node, "firstItem")?["id"],
      let firstName = first.flatMap({ Self.layoutAttributes[$0] }),
      let relationName = Self.relations[relation]
    else {
      warnings.append(
        ImportWarning(
          fileName: fileName, line: node.line,
          element: "<object class=\"IBNSLayoutConstraint\" id=\"\(node["id"] ?? "")\">",
          message:
            "a constraint without a first item, or with an attribute or relation the importer does not "
            + "know (firstAttribute \(first.map(String.init) ?? "none"), relation \(relation)); skipped"))
      return nil
    }
    var attributes = [
      "id": node["id"] ?? "", "firstItem": firstItem, "firstAttribute": firstName, "relation": relationName,
    ]
    if let secondItem = value(node, "secondItem")?["id"] {
      attributes["secondItem"] = secondItem
      guard let secondName = Self.layoutAttributes[second] else {
        warnings.append(
          ImportWarning(
            fileName: fileName, line: node.line,
            element: "<object class=\"IBNSLayoutConstraint\" id=\"\(node["id"] ?? "")\">",
            message:
              "secondAttribute \(second) is no layout attribute the importer knows; the constraint is skipped"
          ))
        return nil
      }
      attributes["secondAttribute"] = secondName
    }
    if let multiplier = number(node, "multiplier"), multiplier != 1 {
      attributes["multiplier"] = String(multiplier)
    }
    if let priority = number(node, "priority") { attributes["priority"] = Self.spell(priority) }
    if let constant = value(node, "constant") {
      // `IBLayoutConstant` holds the constant as `value`; `IBNSLayoutSymbolicConstant` is IB's
      // standard spacing, its value the points IB used.
      attributes["constant"] = Self.spell(number(constant, "value") ?? 0)
      if constant["class"] == "IBNSLayoutSymbolicConstant" { attributes["symbolic"] = "YES" }
    }
    return XMLNode(name: "constraint", attributes: attributes, line: node.line)
  }
}
