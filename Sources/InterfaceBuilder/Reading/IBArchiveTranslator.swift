import Foundation

/// Translates a legacy Interface Builder archive (the keyed archive in XML that Xcode 3 and 4 save
/// xibs in: `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`) into the
/// element tree of the document format (`<document>`, `<objects>`, `<view>`, `<rect key="frame">`,
/// `<subviews>`, `<constraints>`), which `IBDocumentReader` then reads as any other xib: one
/// reader of views, texts, fonts, frames and constraints for both formats. Each element it makes
/// carries the line of the archive object it comes from, so the reader's warnings point into the
/// archive.
///
/// The subset read (docs/interface-builder.md, "Xcode 4 archives"): the root objects
/// (`IBDocument.RootObjects`: views, view controllers, proxies), each object once by its `id`
/// wherever it is first encoded and by `<reference ref>` after that; a view's class (`IBUIView`,
/// `IBUILabel`, ...), its frame (`NSFrame` `{{x, y}, {w, h}}` or `NSFrameSize` `{w, h}` at the
/// origin), its subviews (`NSSubviews`), its hidden bit (`NSvFlags`), its text, font, alignment,
/// lines, placeholder, button title and type, image; a cell's content view (`IBUIContentView`);
/// the object records (`IBDocument.Objects`: object ids, designer names, custom classes, and from
/// Xcode 4.5 `IBViewMetadataConstraints` and `IBViewMetadataTranslatesAutoresizingMaskIntoConstraints`
/// per view) and the Auto Layout constraints (`IBNSLayoutConstraint`).
struct IBArchiveTranslator {
  let fileName: String
  /// Every object of the archive that has an `id`, by id: where it is first encoded.
  var objects: [String: XMLNode] = [:]
  /// The record id (`objectID`) of each object id, from `IBDocument.Objects`.
  var recordIDs: [String: String] = [:]
  /// The designer's name of each object (`objectName`), by object id.
  var objectNames: [String: String] = [:]
  /// The flattened properties (`N.CustomClassName`, `N.IBViewMetadataConstraints`, ...), by key.
  var properties: [String: XMLNode] = [:]
  /// The archive's constraints by the id of their `containingView` (`constraints(of:)`).
  var constraintsByOwner: [String: [XMLNode]] = [:]
  /// The ids of the views translated so far: an archive names a view by reference wherever it
  /// likes, so a view met again (a second superview, or a cycle through its own subviews) is
  /// warned and skipped there.
  var translatedViews: Set<String> = []
  /// The archive ids of the constraints translated so far: one constraint array can be shared by
  /// reference among many views, and each constraint is installed once (the first view that lists
  /// it), so N views sharing M constraints give M elements, not N x M.
  var translatedConstraints: Set<String> = []
  /// How many superviews the view being translated has.
  var depth = 0
  /// The deepest view nesting translated: the document reader's element limit
  /// (`XMLTreeReader.maximumDepth`) counts two elements per view (`<view>`, `<subviews>`); an
  /// archive can nest deeper through references without nesting its XML.
  static let maximumViewDepth = XMLTreeReader.maximumDepth / 2
  /// Warnings made while translating (unknown classes are warned by the reader).
  var warnings: [ImportWarning] = []

  init(fileName: String) { self.fileName = fileName }

  /// The document element for an `<archive>` root.
  mutating func translate(_ archive: XMLNode) -> XMLNode {
    index(archive)
    constraintsByOwner = constraintsByContainingView()
    let data = archive.child("data") ?? archive
    readRecords(data.child("object", key: "IBDocument.Objects"))
    var version = data.children.first { $0["key"] == "IBDocument.InterfaceBuilderVersion" }?.text
    version = version?.trimmingCharacters(in: .whitespacesAndNewlines)
    var objectsNode = XMLNode(name: "objects", line: archive.line)
    let ownerView = ownerViewID(data)
    for object in array(data, "IBDocument.RootObjects") {
      objectsNode.children += topLevel(object, ownerView: ownerView)
    }
    var attributes = ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"]
    if let version, !version.isEmpty { attributes["toolsVersion"] = version }
    if flag(data, "IBDocument.UseAutolayout") == true { attributes["useAutolayout"] = "YES" }
    return XMLNode(name: "document", attributes: attributes, children: [objectsNode], line: archive.line)
  }

  // MARK: The object graph

  /// Records every element with an `id` (objects, arrays, dictionaries) where it is first met.
  private mutating func index(_ node: XMLNode) {
    if node.name != "reference", let id = node["id"], objects[id] == nil { objects[id] = node }
    for child in node.children { index(child) }
  }

  /// The object an entry stands for: a `<reference ref>` is the object of that id.
  func resolve(_ node: XMLNode) -> XMLNode? {
    if node.name == "reference" { return node["ref"].flatMap { objects[$0] } }
    if node.name == "nil" { return nil }
    return node
  }

  /// The child of `node` with this key, resolved.
  func value(_ node: XMLNode, _ key: String) -> XMLNode? {
    node.children.first { $0["key"] == key }.flatMap(resolve)
  }

  /// A string child (`<string key>`), decoded when IB stored it in base64 (`type="base64-UTF8"`,
  /// what it writes for text with characters XML cannot hold).
  func string(_ node: XMLNode, _ key: String) -> String? {
    guard let child = value(node, key), child.name == "string" else { return nil }
    return Self.text(of: child)
  }

  static func text(of node: XMLNode) -> String? {
    guard node["type"] == "base64-UTF8" else { return node.text }
    var encoded = node.text.filter { !$0.isWhitespace }
    while encoded.count % 4 != 0 { encoded += "=" }
    return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// A number child: `<int key>3</int>`, `<float>`, `<double>`, `<integer value>`, `<real value>`.
  func number(_ node: XMLNode, _ key: String) -> Double? {
    guard let child = value(node, key) else { return nil }
    guard ["int", "integer", "float", "double", "real"].contains(child.name) else { return nil }
    let text = (child["value"] ?? child.text).trimmingCharacters(in: .whitespacesAndNewlines)
    return Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  /// A number child that is a whole number in Int32's range, nil for any other (`1e300`, `1.5`):
  /// the archive's enumerations, flags and ids are 32-bit integers, and converting an arbitrary
  /// double with `Int(_:)` traps (a hostile `<int key="IBUINumberOfLines">1e300</int>`).
  func integer(_ node: XMLNode, _ key: String) -> Int? {
    guard let number = number(node, key), let whole = Int(exactly: number),
      whole >= Int(Int32.min), whole <= Int(UInt32.max)
    else { return nil }
    return whole
  }

  /// A boolean child: `<bool key>YES</bool>` or `<boolean value="NO" key>`.
  func flag(_ node: XMLNode, _ key: String) -> Bool? {
    guard let child = value(node, key), child.name == "bool" || child.name == "boolean" else { return nil }
    return (child["value"] ?? child.text).trimmingCharacters(in: .whitespacesAndNewlines) == "YES"
  }

  /// The objects of an array child, resolved.
  func array(_ node: XMLNode, _ key: String) -> [XMLNode] {
    value(node, key).map(items) ?? []
  }

  /// The entries of an array, resolved: its children without a `key` (an Xcode 3 array also
  /// holds `<bool key="EncodedWithXMLCoder">YES</bool>`, which is no entry).
  func items(_ array: XMLNode) -> [XMLNode] {
    array.children.filter { $0["key"] == nil }.compactMap(resolve)
  }

  /// The object records: the id of each object, its designer name, and the flattened properties.
  private mutating func readRecords(_ container: XMLNode?) {
    guard let container else { return }
    let records = value(container, "objectRecords").flatMap { value($0, "orderedObjects") }
    for record in records.map(items) ?? [] {
      guard let object = record.children.first(where: { $0["key"] == "object" })?["ref"],
        let id = integer(record, "objectID")
      else { continue }
      recordIDs[object] = String(id)
      if let name = string(record, "objectName") { objectNames[object] = name }
    }
    guard let flattened = value(container, "flattenedProperties") else { return }
    if let keys = value(flattened, "dict.sortedKeys"), let values = value(flattened, "dict.values") {
      // The older form (Xcode 3): the keys and the values as two arrays.
      for (key, entry) in zip(items(keys), items(values)) {
        if let key = Self.text(of: key) { properties[key] = entry }
      }
    }
    for child in flattened.children {
      if let key = child["key"], !key.hasPrefix("dict."), let entry = resolve(child) {
        properties[key] = entry
      }
    }
  }

  /// A flattened property of an object (`<recordID>.<name>`).
  func property(_ object: XMLNode, _ name: String) -> XMLNode? {
    guard let id = object["id"], let record = recordIDs[id] else { return nil }
    return properties[record + "." + name]
  }

  /// The id of the view the File's Owner holds as its `view` outlet.
  private func ownerViewID(_ data: XMLNode) -> String? {
    let records = data.child("object", key: "IBDocument.Objects").flatMap { value($0, "connectionRecords") }
    for record in records.map(items) ?? [] {
      guard let connection = value(record, "connection"), string(connection, "label") == "view",
        let source = value(connection, "source"),
        string(source, "IBProxiedObjectIdentifier") == "IBFilesOwner",
        let destination = value(connection, "destination")
      else { continue }
      return destination["id"]
    }
    return nil
  }

  // MARK: Top-level objects

  /// The document elements of a root object: a placeholder, a view, a view controller (and the
  /// controllers a container holds), or the object under its own name, which the reader warns.
  private mutating func topLevel(_ object: XMLNode, ownerView: String?) -> [XMLNode] {
    let className = object["class"] ?? ""
    switch className {
    case "IBProxyObject":
      let identifier = string(object, "IBProxiedObjectIdentifier") ?? ""
      var placeholder = XMLNode(
        name: "placeholder", attributes: ["placeholderIdentifier": identifier, "id": object["id"] ?? ""],
        line: object.line)
      if identifier == "IBFilesOwner", let ownerView {
        let outlet = XMLNode(
          name: "outlet", attributes: ["property": "view", "destination": ownerView], line: object.line)
        placeholder.children = [XMLNode(name: "connections", children: [outlet], line: object.line)]
      }
      return [placeholder]
    case "IBUIViewController", "IBUITableViewController":
      return [controller(object)]
    case "IBUINavigationController", "IBUITabBarController", "IBUISplitViewController":
      // A container has no layout of its own (the reader warns); the controllers it holds that
      // have their view in this file are laid out as the xib's other controllers.
      let name = Self.elementName(className)
      var result = [XMLNode(name: name, attributes: ["id": object["id"] ?? ""], line: object.line)]
      var seen: Set<String> = [object["id"] ?? ""]
      for child in containedControllers(object, seen: &seen) { result.append(controller(child)) }
      return result
    default:
      if Self.isViewClass(className) || className == "IBUIWindow" {
        return isNew(object, in: nil) ? [view(object)] : []
      }
      return [
        XMLNode(name: Self.elementName(className), attributes: ["id": object["id"] ?? ""], line: object.line)
      ]
    }
  }

  /// The view controllers a container holds (`IBUIViewControllers`, a navigation controller's
  /// `IBUITopViewController`), depth first, those with a view of their own in this file.
  private func containedControllers(_ container: XMLNode, seen: inout Set<String>) -> [XMLNode] {
    var result: [XMLNode] = []
    for child in array(container, "IBUIViewControllers")
      + [value(container, "IBUITopViewController")]
      .compactMap({ $0 })
    {
      guard let id = child["id"], seen.insert(id).inserted else { continue }
      switch child["class"] ?? "" {
      case "IBUIViewController", "IBUITableViewController":
        if value(child, "IBUIView") != nil { result.append(child) }
      case "IBUINavigationController", "IBUITabBarController", "IBUISplitViewController":
        result += containedControllers(child, seen: &seen)
      default:
        continue
      }
    }
    return result
  }

  /// A view controller: `<viewController>` holding its `<view key="view">`; one whose view is
  /// loaded from another nib (`IBUINibName`) has none here, which the reader warns.
  private mutating func controller(_ object: XMLNode) -> XMLNode {
    let element = object["class"] == "IBUITableViewController" ? "tableViewController" : "viewController"
    var attributes = ["id": object["id"] ?? ""]
    if let name = objectNames[object["id"] ?? ""] { attributes["userLabel"] = name }
    if let custom = customClass(object) { attributes["customClass"] = custom }
    var node = XMLNode(name: element, attributes: attributes, line: object.line)
    if let root = value(object, "IBUIView"), isNew(root, in: object) {
      var rootView = view(root)
      rootView.attributes["key"] = "view"
      node.children.append(rootView)
    }
    return node
  }

  func customClass(_ object: XMLNode) -> String? {
    guard let custom = property(object, "CustomClassName").flatMap(Self.text(of:)) else { return nil }
    return custom.isEmpty ? nil : custom
  }

  // MARK: Views

  /// The document element of each view class of the archive (`IBUILabel` is a `label`); a class
  /// not listed is read as its name less the `IBUI` (or `IB`) prefix, which the reader draws as a
  /// plain view and warns when it knows no such kind.
  static let viewClasses: [String: String] = [
    "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
    "IBUITextField": "textField", "IBUITextView": "textView", "IBUITableView": "tableView",
    "IBUITableViewCell": "tableViewCell", "IBUIScrollView": "scrollView", "IBUISwitch": "switch",
    "IBUISlider": "slider", "IBUISegmentedControl": "segmentedControl",
    "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIProgressView": "progressView",
    "IBUIPageControl": "pageControl", "IBUINavigationBar": "navigationBar", "IBUIToolbar": "toolbar",
    "IBUITabBar": "tabBar", "IBUISearchBar": "searchBar", "IBUIWebView": "webView",
    "IBUIPickerView": "pickerView", "IBUIDatePicker": "datePicker", "IBMKMapView": "mapView",
    "IBUIStepper": "stepper", "IBUICollectionView": "collectionView",
    "IBUICollectionViewCell": "collectionViewCell", "IBUICollectionReusableView": "collectionReusableView",
    "IBGLKView": "glkView",
  ]

  static func isViewClass(_ className: String) -> Bool {
    viewClasses[className] != nil || (className.hasPrefix("IBUI") && className.hasSuffix("View"))
  }

  /// The document element name of an archive class: the table's, else the class less its `IBUI`
  /// or `IB` prefix with a lower-case first letter (`IBUITapGestureRecognizer` is a
  /// `tapGestureRecognizer`, `IBUIBarButtonItem` a `barButtonItem`, `IBUICustomObject` a
  /// `customObject`, as the document format names them).
  static func elementName(_ className: String) -> String {
    if let name = viewClasses[className] { return name }
    var rest = Substring(className)
    for prefix in ["IBUI", "IB", "NS"] where rest.hasPrefix(prefix) && rest.count > prefix.count {
      rest = rest.dropFirst(prefix.count)
      break
    }
    guard let first = rest.first else { return "object" }
    return first.lowercased() + rest.dropFirst()
  }

  /// Whether `object` is a view not translated yet; one met again (in a second superview, or in
  /// its own subviews) is warned at this place.
  private mutating func isNew(_ object: XMLNode, in superview: XMLNode?) -> Bool {
    guard let id = object["id"], translatedViews.contains(id) else { return true }
    let place =
      superview.map { "among the subviews of the object \"\($0["id"] ?? "")\"" } ?? "as a root object"
    warn(object, "the view is already placed elsewhere in the archive; its place \(place) is skipped")
    return false
  }

  mutating func warn(_ object: XMLNode, _ message: String) {
    warnings.append(
      ImportWarning(
        fileName: fileName, line: object.line,
        element: "<object class=\"\(object["class"] ?? "")\" id=\"\(object["id"] ?? "")\">", message: message)
    )
  }

  /// A view object and its subviews as document elements.
  mutating func view(_ object: XMLNode) -> XMLNode {
    if let id = object["id"] { translatedViews.insert(id) }
    let className = object["class"] ?? ""
    var element = Self.elementName(className)
    var attributes: [String: String] = [:]
    if let id = object["id"] { attributes["id"] = id }
    if let name = objectNames[object["id"] ?? ""] { attributes["userLabel"] = name }
    if let custom = customClass(object) { attributes["customClass"] = custom }
    if className == "IBUIWindow" {
      // A window is a view (UIWindow inherits from UIView) that holds the xib's other views.
      element = "view"
      if attributes["customClass"] == nil { attributes["customClass"] = "UIWindow" }
    }
    // NSvFlags: the high bit (0x80000000, a negative number as IB writes it) is the hidden flag.
    if let flags = integer(object, "NSvFlags"), flags < 0 || flags & 0x8000_0000 != 0 {
      attributes["hidden"] = "YES"
    }
    if flag(object, "IBUIHidden") == true { attributes["hidden"] = "YES" }
    // Views of a document that uses Auto Layout have translatesAutoresizingMaskIntoConstraints
    // NO where IB stored it so (`IBViewMetadataTranslatesAutoresizingMaskIntoConstraints`).
    if let translates = property(object, "IBViewMetadataTranslatesAutoresizingMaskIntoConstraints") {
      let value = (translates["value"] ?? translates.text).trimmingCharacters(in: .whitespaces)
      attributes["translatesAutoresizingMaskIntoConstraints"] = value == "YES" ? "YES" : "NO"
    }
    var children: [XMLNode] = []
    if let frame = frameNode(object) { children.append(frame) }
    content(object, element: element, attributes: &attributes, children: &children)
    let contentViewID = value(object, "IBUIContentView")?["id"]
    var subviews = XMLNode(name: "subviews", line: object.line)
    for sub in array(object, "NSSubviews") {
      let subClass = sub["class"] ?? ""
      guard Self.isViewClass(subClass) || Self.viewClasses[subClass] != nil, isNew(sub, in: object) else {
        continue
      }
      guard depth < Self.maximumViewDepth else {
        warn(
          sub,
          "views nest more than \(Self.maximumViewDepth) levels deep here; this view and those below it are skipped"
        )
        continue
      }
      depth += 1
      var node = view(sub)
      depth -= 1
      if let contentViewID, sub["id"] == contentViewID {
        // A cell's content view (`IBUIContentView`, one of its subviews in the archive) is its
        // `contentView` in the document format.
        node.name =
          element == "collectionViewCell" ? "collectionViewCellContentView" : "tableViewCellContentView"
        node.attributes["key"] = "contentView"
        children.append(node)
        continue
      }
      subviews.children.append(node)
    }
    if !subviews.children.isEmpty { children.append(subviews) }
    let constraints = self.constraints(of: object)
    if !constraints.isEmpty {
      children.append(XMLNode(name: "constraints", children: constraints, line: object.line))
    }
    return XMLNode(name: element, attributes: attributes, children: children, line: object.line)
  }

  /// `<rect key="frame">` from `NSFrame` (`{{x, y}, {w, h}}`, in the superview's coordinates) or
  /// `NSFrameSize` (`{w, h}`, at the origin).
  private mutating func frameNode(_ object: XMLNode) -> XMLNode? {
    var numbers: [Double]?
    var line = object.line
    if let frame = value(object, "NSFrame") {
      numbers = Self.numbers(in: frame.text)
      line = frame.line
      if numbers?.count != 4 { numbers = nil }
    } else if let size = value(object, "NSFrameSize") {
      line = size.line
      numbers = Self.numbers(in: size.text).map { $0.count == 2 ? [0, 0] + $0 : [] }
      if numbers?.count != 4 { numbers = nil }
    } else {
      return nil
    }
    guard let numbers else {
      warnings.append(
        ImportWarning(
          fileName: fileName, line: line, element: "<object id=\"\(object["id"] ?? "")\">",
          message: "the frame is not of the form {{x, y}, {width, height}}; the view has no stored frame"))
      return nil
    }
    return XMLNode(
      name: "rect",
      attributes: [
        "key": "frame", "x": Self.spell(numbers[0]), "y": Self.spell(numbers[1]),
        "width": Self.spell(numbers[2]), "height": Self.spell(numbers[3]),
      ], line: line)
  }

  /// The numbers of an NSRect or NSSize string (`{{0, 20}, {320, 460}}`); nil when one is not a
  /// number.
  static func numbers(in text: String) -> [Double]? {
    let parts = text.split { "{}, \n\t".contains($0) }
    var result: [Double] = []
    for part in parts {
      guard let number = Double(part), number.isFinite else { return nil }
      result.append(number)
    }
    return result
  }

  static func spell(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
  }
}
