import Layout

extension RecipeScope {
  /// Adds a view declaration: unique name, known parent declared earlier, valid attributes.
  mutating func declare(_ view: ViewSyntax, line: RecipeLine) {
    let key = view.name.value
    if let builtin = BuiltinItem(name: view.name.value) {
      error(
        "\"\(builtin.rawValue)\" is a reserved name", at: view.name.range,
        hint:
          "Superview, the layout guides, Safe Area, Readable Content Guide and Content View are built in; choose another name"
      )
      return
    }
    if let existing = viewIndex[key] {
      error(
        "view \"\(view.name.value)\" is declared twice", at: view.name.range,
        hint: "the first declaration is on line \(views[existing].name.range.start.line)")
      return
    }
    if let parent = view.parent, self.view(named: parent.value) == nil {
      if BuiltinItem(name: parent.value) == .contentView, isCell {
        // Views of a cell go into its content view anyway.
      } else if parent.value == key {
        error("view \"\(view.name.value)\" cannot be inside itself", at: parent.range)
      } else {
        unknownView(parent, includeBuiltins: false)
      }
    }
    checkProperties(view.properties, kind: view.kind.value)
    checkArrangement(view.properties, of: view.name.value, parent: view.parent?.value)
    checkBackgroundImage(view.properties, earlier: [], kind: view.kind.value)
    viewIndex[key] = views.count
    views.append(view)
  }

  /// Applies a `set` statement: the view must exist and have the attributes.
  mutating func apply(_ set: SetSyntax) {
    guard let view = view(named: set.name.value) else {
      unknownView(set.name, includeBuiltins: false)
      return
    }
    checkProperties(set.properties, kind: view.kind.value)
    checkArrangement(set.properties, of: view.name.value, parent: view.parent?.value)
    let earlier = view.properties + sets.filter { $0.name.value == view.name.value }.flatMap(\.properties)
    checkBackgroundImage(set.properties, earlier: earlier, kind: view.kind.value)
    sets.append(set)
  }

  /// Reports `superview` attributes the root view cannot have.
  mutating func checkSuperview(_ superview: SuperviewSyntax) {
    let allowed: [PropertyKeyword] = [
      .margins, .insetsLayoutMarginsFromSafeArea, .layoutMarginsFollowReadableWidth,
      .viewRespectsSystemMinimumLayoutMargins,
    ]
    for property in superview.properties {
      let keyword = property.value.propertyKeyword
      guard allowed.contains(keyword) else {
        error(
          "the root view has no attribute \"\(keyword.rawValue)\" in a recipe", at: property.range,
          hint: "superview takes " + allowed.map(\.rawValue).joined(separator: ", "))
        continue
      }
      if case .viewRespectsSystemMinimumLayoutMargins = property.value, isCell {
        error(
          "a cell has no view controller, so no viewRespectsSystemMinimumLayoutMargins", at: property.range,
          hint: "a cell's content view has 8 pt margins unless a margins attribute says otherwise")
      }
    }
  }

  /// Reports attributes the kind of view does not have, and attributes given twice.
  private mutating func checkProperties(_ properties: [Located<ViewProperty>], kind: ViewKind) {
    var seen: [String: SourceRange] = [:]
    for property in properties {
      let keyword = property.value.keyword
      let axisKey: String
      switch property.value {
      case .hugging(let axis, _), .resistance(let axis, _): axisKey = keyword + (axis?.rawValue ?? "")
      default: axisKey = keyword
      }
      if let first = seen[axisKey] {
        warning(
          "\"\(keyword)\" is given twice; the last value wins", at: property.range,
          hint: "the first one is at column \(first.start.column)")
      }
      seen[axisKey] = property.range
      if case .alignment(let alignment) = property.value, kind == .stackView, alignment.value == .center {
        continue  // `set "Stack" alignment center`: the stack alignment (the parser cannot tell).
      }
      if case .viewRespectsSystemMinimumLayoutMargins = property.value {
        error(
          "only a view controller's root view has \"\(keyword)\"", at: property.range,
          hint: "write it on a superview line: superview \(keyword) false")
        continue
      }
      if let allowed = Self.kinds(having: property.value), !allowed.contains(kind) {
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        error(
          "a \(kind.rawValue) has no attribute \"\(keyword)\"", at: property.range,
          hint: Self.alternative(for: property.value, kind: kind) ?? "\"\(keyword)\" applies to: \(names)")
      }
      if case .lines(let count) = property.value, count > 10_000 {
        error("\(count) lines is too many", at: property.range, hint: "0 means unlimited")
      }
    }
    checkBaselineAlignment(properties)
  }

  /// Warns about a baseline alignment on a line that makes the stack vertical: Apple documents
  /// `firstBaseline` and `lastBaseline` for horizontal stacks only, and in a vertical stack they
  /// align nothing across the axis (the views' horizontal positions are left free: ambiguous).
  private mutating func checkBaselineAlignment(_ properties: [Located<ViewProperty>]) {
    var vertical = false
    var baseline: Located<ViewProperty>?
    for property in properties {
      switch property.value {
      case .axis(let axis): vertical = axis.value == .vertical
      case .stackAlignment(let alignment):
        baseline = alignment.value == .firstBaseline || alignment.value == .lastBaseline ? property : nil
      default: continue
      }
    }
    guard vertical, let baseline, case .stackAlignment(let alignment) = baseline.value else { return }
    warning(
      "alignment \(alignment.spelling) is for horizontal stack views; a vertical stack aligns nothing across "
        + "its axis with it, so its views' horizontal positions are ambiguous",
      at: alignment.range,
      hint: "use fill, leading, center or trailing in a vertical stack (UIStackView.Alignment)")
  }

  /// Reports `spacingAfter` on a view that is not arranged in a stack view, and warns that the
  /// offset of `hidden canvas at N` places nothing there (the view is still hidden).
  private mutating func checkArrangement(
    _ properties: [Located<ViewProperty>], of name: ViewName, parent: ViewName?
  ) {
    let parentKind = parent.flatMap { self.view(named: $0) }?.kind.value
    guard parentKind != .stackView else { return }
    for property in properties {
      switch property.value {
      case .spacingAfter:
        error(
          "\"\(name)\" is not in a stack view, so it has no spacing after it", at: property.range,
          hint: "spacingAfter applies to a stack view's arranged views: declare the view in \"STACK\"")
      case .hiddenOnCanvas(let offset?):
        warning(
          "\"\(name)\" is not in a stack view, so the offset \(offset.spelling) places nothing; the view is "
            + "hidden where its constraints put it",
          at: offset.range,
          hint:
            "hidden canvas at N gives a stack view's hidden arranged view its place along the stack's axis")
      default: continue
      }
    }
  }

  /// Warns where a button's `backgroundImage` is given with what Layout then sizes it by instead:
  /// a `configuration` (a configured button is sized by its configuration's title, image and
  /// insets) or an `image` (`ControlMetrics.classicButtonWithImage`), so the background is not
  /// covered. The warning is at the later of the two, `earlier` being the properties the view
  /// already has (its declaration's and earlier `set` lines'). [CHOICE: a warning, not an error:
  /// the recipe still lays out, as it did before the attribute existed; no stored file shows
  /// which size UIKit gives a titled button with both an image and a background that nothing
  /// else sizes (docs/interface-builder.md, "Controls").]
  private mutating func checkBackgroundImage(
    _ properties: [Located<ViewProperty>], earlier: [Located<ViewProperty>], kind: ViewKind
  ) {
    guard kind == .button else { return }  // elsewhere `backgroundImage` is an error already
    func isBackground(_ property: Located<ViewProperty>) -> Bool {
      if case .backgroundImage = property.value { return true }
      return false
    }
    func overriding(_ property: Located<ViewProperty>) -> Bool {
      switch property.value {
      case .image, .buttonStyle: return true
      default: return false
      }
    }
    let all = earlier + properties
    guard let backgroundIndex = all.lastIndex(where: isBackground),
      let otherIndex = all.lastIndex(where: overriding),
      case let laterIndex = max(backgroundIndex, otherIndex), laterIndex >= earlier.count
    else { return }  // none of the two, or both on earlier lines (warned there)
    let other = all[otherIndex]
    let here = all[laterIndex]
    let sizedBy: String
    if case .buttonStyle = other.value {
      sizedBy = "a configured button is sized by its configuration's title, image and insets"
    } else {
      sizedBy = "a button with an image is sized by its image and title"
    }
    warning(
      "backgroundImage is ignored here: \(sizedBy), so the button does not cover its background image",
      at: here.range,
      hint: "backgroundImage sizes a classic button with a title and no image; "
        + "give the button's size with intrinsic W x H instead")
  }

  /// The view kinds that have a property, nil for every kind (`PropertyKeyword.kinds`, with the
  /// two meanings of `alignment` told apart).
  private static func kinds(having property: ViewProperty) -> [ViewKind]? {
    switch property {
    case .alignment: return [.label, .textField, .textView, .button]
    case .stackAlignment: return [.stackView]
    default: return property.propertyKeyword.kinds
    }
  }

  /// A better attribute for common mix-ups.
  private static func alternative(for property: ViewProperty, kind: ViewKind) -> String? {
    switch (property, kind) {
    case (.text, .button): return "a button's text is its title: title \"...\""
    case (.title, .label), (.title, .textField): return "write text \"...\""
    case (.placeholder, .label): return "labels have text: text \"...\""
    case (.lineBreak, .textField):
      return "a text field scrolls its text: lineBreak applies to labels and buttons"
    case (.stackAlignment, _):
      return "\(kind.rawValue)s align text with natural, left, center, right or justified"
    case (.spacing, _): return "spacing belongs to a stack view; use spacingAfter on an arranged view"
    default: return nil
    }
  }
}
