import Layout

/// One object a log names, as the recipe declares it.
public struct ReconstructedView: Hashable, Sendable {
  /// How the log identifies it: its address, or `name:` + accessibility identifier when the log
  /// prints no address.
  public var key: String
  /// The class as printed (module and all); nil when only an accessibility identifier is known.
  public var className: String?
  /// `0x…`, when printed.
  public var address: String?
  /// The text UIKit printed after the address.
  public var text: String?
  /// The accessibility identifier it was printed by.
  public var accessibilityName: String?
  /// Its name in the recipe.
  public var name: String = ""
  /// The recipe's view kind keyword (`label`, `view`, …).
  public var kind: String = "view"
  /// The key of the view it is nested in; nil at the top.
  public var parent: String?
  /// Why it has that kind or place, when that is not plain (a comment in the recipe).
  public var note: String?
  /// Whether it is its parent scroll view's content layout guide (``LoggedItem/contentGuide``).
  public var isContentGuide = false

  /// Whether it is a layout guide (or `_UILayoutSpacer`): it holds no views.
  public var isGuide: Bool {
    guard let className else { return false }
    return className.hasSuffix("LayoutGuide") || className.hasSuffix("_UILayoutSpacer")
      || className.hasSuffix("LayoutSpacer") || className.hasSuffix("_UILayoutGuide")
  }
}

/// Builds the views of a log: one per address, kinds from classes, the hierarchy from `'|'` and
/// from which view constrains which, names a person would give.
struct ViewInference {
  var views: [ReconstructedView] = []
  private var index: [String: Int] = [:]

  /// The key of an item (nil for an unresolved `|`).
  static func key(_ item: LoggedItem) -> String? {
    if item.contentGuide, let address = item.address { return address + "#content" }
    if let address = item.address { return item.twin == 0 ? address : address + "#\(item.twin + 1)" }
    if let name = item.accessibilityName { return "name:" + name }
    return nil
  }

  mutating func note(_ item: LoggedItem) {
    if item.contentGuide {
      // The scroll view, and in it a guide whose size is its content size.
      var scroll = item
      scroll.contentGuide = false
      note(scroll)
      guard let key = Self.key(item), index[key] == nil else { return }
      index[key] = views.count
      var guide = ReconstructedView(
        key: key, className: "UILayoutGuide", address: nil,
        text: Self.shortClass(item.className ?? "UIScrollView") + " Content", accessibilityName: nil)
      guide.parent = Self.key(scroll)
      guide.isContentGuide = true
      views.append(guide)
      return
    }
    guard let key = Self.key(item) else { return }
    if let i = index[key] {
      if views[i].className == nil { views[i].className = item.className }
      if views[i].text == nil { views[i].text = item.text }
      if views[i].accessibilityName == nil { views[i].accessibilityName = item.accessibilityName }
      return
    }
    index[key] = views.count
    views.append(
      ReconstructedView(
        key: key, className: item.className, address: item.address, text: item.text,
        accessibilityName: item.accessibilityName))
  }

  func view(_ key: String) -> ReconstructedView? { index[key].map { views[$0] } }

  func indexOf(_ key: String) -> Int? { index[key] }

  /// Whether `ancestor` is `key` or one of its ancestors.
  func isAncestor(_ ancestor: String, of key: String) -> Bool {
    var k: String? = key
    var steps = 0
    while let current = k, steps <= views.count {
      if current == ancestor { return true }
      k = index[current].flatMap { views[$0].parent }
      steps += 1
    }
    return false
  }

  mutating func setParent(_ child: String, _ parent: String) -> Bool {
    guard child != parent, let c = index[child], views[c].parent == nil, !isAncestor(child, of: parent) else {
      return false
    }
    if let p = index[parent], views[p].isGuide { return false }
    views[c].parent = parent
    return true
  }

  /// Infers the hierarchy from the equations and, for a frame coordinate set to a constant, the
  /// superview its `names:` gives (`frameSuperviews`: child, superview).
  mutating func inferHierarchy(
    _ equations: [LoggedEquation], frameSuperviews: [(child: LoggedItem, superview: LoggedItem)] = []
  ) {
    var containers: Set<String> = []
    // 1. `'|'`: the superview of the other item, or of the view whose frame coordinate it measures.
    var pairs: [(child: LoggedItem, superview: LoggedItem)] = frameSuperviews
    for e in equations {
      guard let second = e.second else { continue }
      for (a, b) in [(e.first.item, second.item), (second.item, e.first.item)] where a.isSuperview {
        pairs.append((b, a))
      }
    }
    for (child, superview) in pairs {
      guard let pk = Self.key(superview), let ck = Self.key(child) else { continue }
      containers.insert(pk)
      _ = setParent(ck, pk)
    }
    // 2. A margin of one view related to another's edge: the first holds the second.
    for e in equations {
      guard let second = e.second, let k1 = Self.key(e.first.item), let k2 = Self.key(second.item) else {
        continue
      }
      if second.attribute.isMargin, !e.first.attribute.isMargin {
        containers.insert(k2)
        _ = setParent(k1, k2)
      } else if e.first.attribute.isMargin, !second.attribute.isMargin {
        containers.insert(k1)
        _ = setParent(k2, k1)
      }
    }
    for view in views {
      if let c = view.className, c.hasSuffix("StackView") || c.hasSuffix("ContentView") {
        containers.insert(view.key)
      }
    }
    // 3. The same edge of two views: one holds the other (a stack view, a content view or a
    //    known superview holds; otherwise the second item, as in `child.top == parent.top + 8`).
    for e in equations {
      guard let second = e.second, e.first.attribute == second.attribute, e.first.attribute.isEdge,
        let k1 = Self.key(e.first.item), let k2 = Self.key(second.item), k1 != k2
      else { continue }
      let guide1 = view(k1)?.isGuide ?? false
      let guide2 = view(k2)?.isGuide ?? false
      if guide1 || guide2 { continue }
      if containers.contains(k1), !containers.contains(k2) {
        _ = setParent(k2, k1)
      } else {
        _ = setParent(k1, k2)
      }
    }
    // 4. Views spaced from each other (`[A]-(8)-[B]`, `A.leading == B.trailing`) are siblings.
    var changed = true
    while changed {
      changed = false
      for e in equations {
        guard let second = e.second, let k1 = Self.key(e.first.item), let k2 = Self.key(second.item),
          k1 != k2,
          !e.first.item.isSuperview, !second.item.isSuperview
        else { continue }
        guard let v1 = view(k1), let v2 = view(k2) else { continue }
        if let p = v1.parent, v2.parent == nil, p != k2, setParent(k2, p) { changed = true }
        if let p = v2.parent, view(k1)?.parent == nil, p != k1, setParent(k1, p) { changed = true }
      }
    }
  }

  /// Parents before children, otherwise in the order first seen.
  func ordered() -> [ReconstructedView] {
    var result: [ReconstructedView] = []
    var done: Set<String> = []
    func visit(_ v: ReconstructedView) {
      guard !done.contains(v.key) else { return }
      if let p = v.parent, let parent = view(p), !done.contains(p) { visit(parent) }
      guard !done.contains(v.key) else { return }
      done.insert(v.key)
      result.append(v)
    }
    for v in views { visit(v) }
    return result
  }

  // MARK: Kinds and names

  /// `DuckDuckGo.UnifiedToggleInputToolbarView` -> `UnifiedToggleInputToolbarView`; a mangled
  /// generic Swift class (`_TtGCGC16PinCodeInputView16PinCodeInputViewCS_8ItemView…`) -> `ItemView`.
  static func shortClass(_ name: String) -> String {
    if name.hasPrefix("_Tt") {
      var names: [String] = []
      var chars = Array(name.dropFirst(3))
      while !chars.isEmpty {
        if let d = chars.first, d.isNumber {
          let digits = chars.prefix { $0.isNumber }
          chars.removeFirst(digits.count)
          if let n = Int(String(digits)), n > 0, n <= chars.count {
            names.append(String(chars.prefix(n)))
            chars.removeFirst(n)
          }
        } else {
          chars.removeFirst()
        }
      }
      let meaningful = names.filter { !$0.hasPrefix("$") }
      if meaningful.count >= 3 { return meaningful[2] }
      if let last = meaningful.last { return last }
      return "View"
    }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The recipe kind for a class, and whether text is its title.
  static func kind(_ className: String?) -> String {
    guard let className else { return "view" }
    let c = shortClass(className)
    if c.hasSuffix("StackView") { return "stackView" }
    if c.hasSuffix("LayoutGuide") || c.hasSuffix("LayoutSpacer") { return "spacer" }
    if c.hasSuffix("ImageView") { return "imageView" }
    // AppKit's NSTextField is also its label.
    if c.hasSuffix("TextField") { return c == "NSTextField" ? "label" : "textField" }
    if c.hasSuffix("TextView") { return "textView" }
    if c.hasSuffix("Label") || c.hasSuffix("ButtonLabel") { return "label" }
    if c.hasSuffix("Button") { return "button" }
    if c.hasSuffix("Switch") { return "switch" }
    if c.hasSuffix("ProgressView") { return "progressView" }
    return "view"
  }

  static let kindWords: [String: String] = [
    "label": "Label", "button": "Button", "textField": "Text Field", "textView": "Text View",
    "imageView": "Image View", "stackView": "Stack View", "spacer": "Guide", "switch": "Switch",
    "progressView": "Progress View", "view": "View",
  ]

  static let reserved: Set<String> = [
    "superview", "toplayoutguide", "bottomlayoutguide", "safearea", "readablecontentguide", "contentview",
  ]

  static func nameKey(_ name: String) -> String { name.lowercased().filter { $0 != " " } }

  /// Kinds and unique names.
  mutating func assignNames() {
    var children: Set<String> = []
    for v in views { if let p = v.parent { children.insert(p) } }
    var used: [String: Int] = [:]
    var taken: Set<String> = []
    for i in views.indices {
      var v = views[i]
      let text = v.text?.trimmingBlanks()
      let hasText = !(text ?? "").isEmpty
      v.kind = Self.kind(v.className)
      if v.kind == "stackView", children.contains(v.key) {
        v.kind = "view"
        v.note =
          "a \(Self.shortClass(v.className ?? "UIStackView")) drawn as a plain view: the log lists its own UISV constraints"
      }
      if v.isContentGuide {
        v.note =
          "the content layout guide of \(views.first { $0.key == v.parent }?.className.map(Self.shortClass) ?? "the scroll view"): "
          + "its size is the content size the log's contentWidth/contentHeight{id: …} prints"
      } else if v.kind == "spacer" {
        v.note =
          "\(v.className.map(Self.shortClass) ?? "a layout guide")\(text.map { " '\($0)'" } ?? ""): a layout guide, drawn as a spacer"
      }
      var base: String
      if let a = v.accessibilityName, !a.isEmpty {
        base = a
      } else if let text, hasText, v.kind != "spacer" {
        base = text + " " + (Self.kindWords[v.kind] ?? "View")
      } else if let text, hasText, v.kind == "spacer" {
        base = text
      } else {
        base = v.className.map(Self.shortClass) ?? "View"
      }
      base = base.replacingControlCharacters()
      if Self.reserved.contains(Self.nameKey(base)) { base += " (view)" }
      var name = base
      var n = used[Self.nameKey(base), default: 1]
      while taken.contains(Self.nameKey(name)) {
        n += 1
        name = "\(base) \(n)"
      }
      used[Self.nameKey(base)] = n
      taken.insert(Self.nameKey(name))
      v.name = name
      views[i] = v
    }
  }
}

extension String {
  /// Control characters (which a recipe string cannot hold) as blanks.
  func replacingControlCharacters() -> String {
    String(map { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? $0 : " " })
  }
}
