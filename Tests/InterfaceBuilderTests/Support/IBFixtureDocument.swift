/// A hand-written Interface Builder document for the importer's tests: the XML skeleton (the
/// `<document>` with its device, a storyboard's scenes or a xib's objects, a controller and its
/// root view) written once, around what a test is about: its subviews' and constraints' XML,
/// which stay in the test.
///
///     let text = IBFixtureDocument(
///       toolsVersion: "22505", device: "retina6_1", useSafeAreas: true,
///       scenes: [
///         .controller(
///           root: IBFixtureRoot(
///             width: 414, height: 896, safeArea: true,
///             subviews: #"<view ... id="box"/>"#,
///             constraints: #"<constraint firstItem="box" ... id="c1"/>"#))
///       ]
///     ).storyboard
///
/// A xib's top-level view is `.view(IBFixtureRoot(...))`; any other scene or object is written
/// as it is (`.xml("<scene ...>")`).
///
/// Only what the importer reads is written: `useSafeAreas` and `useTraitCollections` on the
/// document, the device's id, orientation and adaptation, the root's id and frame. Lines come out
/// one element a line in document order, so a warning's line number is that of the test's own
/// XML counted from the top: `<?xml`, `<document>`, `<device>` (when there is one), `<scenes>`
/// and `<scene>`/`<objects>`, the controller, its layout guides (when asked for), the root view,
/// its `<rect>` and `<subviews>`. The test's own XML goes in as it is, not re-indented: a text
/// node (a text view's `<string key="text">` over two lines) keeps its white space.
struct IBFixtureDocument {
  /// The document's `toolsVersion` (the Xcode that saved it); nil: none (a current document).
  var toolsVersion: String?
  /// The canvas device's id (`retina6_1`); nil: no `<device>` element.
  var device: String?
  /// The device's orientation.
  var orientation = "portrait"
  /// The device's `<adaptation id="…">` (`splitview1_3`, `fullscreen`); nil: none.
  var adaptation: String?
  /// `useTraitCollections="YES"`; nil: as Xcode writes it, on a storyboard and not on a xib.
  var useTraitCollections: Bool?
  /// `useSafeAreas="YES"`.
  var useSafeAreas = false
  /// Further attributes of `<document>` as written (`initialViewController="vc"`).
  var attributes = ""
  /// A storyboard's scenes, or a xib's top-level objects.
  var scenes: [IBFixtureScene]
  /// The document's `<resources>` content (`<image name=… width=… height=…/>`); empty: none.
  var resources = ""

  /// The document as a `.storyboard`: `scenes` inside `<scenes>`.
  var storyboard: String {
    text(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", body: "scenes", traits: true)
  }

  /// The document as a `.xib`: `scenes` (its top-level objects) inside `<objects>`.
  var xib: String { text(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", body: "objects", traits: false) }

  private func text(type: String, body: String, traits: Bool) -> String {
    var flags = #"useAutolayout="YES""#
    if useTraitCollections ?? traits { flags += #" useTraitCollections="YES""# }
    if useSafeAreas { flags += #" useSafeAreas="YES""# }
    if !attributes.isEmpty { flags += " " + attributes }
    let tools = toolsVersion.map { #" toolsVersion="\#($0)""# } ?? ""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="\#(type)" version="3.0"\#(tools) targetRuntime="iOS.CocoaTouch" \#(flags)>"#,
    ]
    if let device {
      let open = #"<device id="\#(device)" orientation="\#(orientation)""#
      if let adaptation {
        lines += [open + ">", #"<adaptation id="\#(adaptation)"/>"#, "</device>"]
      } else {
        lines.append(open + "/>")
      }
    }
    lines.append("<\(body)>")
    lines += scenes.map(\.xml)
    lines.append("</\(body)>")
    if !resources.isEmpty {
      lines += ["<resources>", resources, "</resources>"]
    }
    lines.append("</document>")
    return lines.joined(separator: "\n")
  }
}

/// A storyboard's scene or a xib's top-level object of an `IBFixtureDocument`.
struct IBFixtureScene {
  /// Its XML.
  var xml: String

  /// XML as written.
  static func xml(_ text: String) -> Self { Self(xml: text) }

  /// A xib's top-level view.
  static func view(_ root: IBFixtureRoot) -> Self { Self(xml: root.xml()) }

  /// A storyboard scene `sceneID` of one view controller (`element`, id `id`, its further
  /// `attributes` as written) with `root` as its view, the top and bottom layout guides of
  /// Xcode 8 and before (ids `top` and `bottom`) when `layoutGuides`, `metrics` (a navigation
  /// item, simulated metrics, a freeform size) after the view, and its `segues` in
  /// `<connections>` after those.
  static func controller(
    _ element: String = "viewController", id: String = "vc", sceneID: String = "s1", attributes: String = "",
    layoutGuides: Bool = false, root: IBFixtureRoot, metrics: String = "", segues: [IBFixtureSegue] = []
  ) -> Self {
    let attributes = attributes.isEmpty ? "" : attributes + " "
    var lines = [
      #"<scene sceneID="\#(sceneID)">"#,
      "<objects>",
      #"<\#(element) \#(attributes)id="\#(id)" sceneMemberID="viewController">"#,
    ]
    if layoutGuides {
      lines += [
        "<layoutGuides>",
        #"<viewControllerLayoutGuide type="top" id="top"/>"#,
        #"<viewControllerLayoutGuide type="bottom" id="bottom"/>"#,
        "</layoutGuides>",
      ]
    }
    lines.append(root.xml(key: "view"))
    if !metrics.isEmpty { lines.append(metrics) }
    if !segues.isEmpty { lines += ["<connections>"] + segues.map(\.xml) + ["</connections>"] }
    lines += ["</\(element)>", "</objects>", "</scene>"]
    return Self(xml: lines.joined(separator: "\n"))
  }

  /// A storyboard scene `sceneID` of a navigation controller `id` whose root is the controller
  /// `root`, its bar stored at y `barY`, `barWidth` x `barHeight`, hidden when `hidden`, with the
  /// bar's further `barAttributes` as written (`translucent="NO"`).
  static func navigationController(
    id: String = "nav", sceneID: String = "s-nav", root: String = "vc", barY: Double, barWidth: Double,
    barHeight: Double, hidden: Bool = false, barAttributes: String = ""
  ) -> Self {
    let hiddenAttribute = hidden ? #"navigationBarHidden="YES" "# : ""
    let frame = [barY, barWidth, barHeight].map(IBFixtureRoot.number)
    let barAttributes = barAttributes.isEmpty ? "" : barAttributes + " "
    return Self(
      xml: """
        <scene sceneID="\(sceneID)">
            <objects>
                <navigationController id="\(id)" \(hiddenAttribute)sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes)id="\(id)-bar">
                        <rect key="frame" x="0.0" y="\(frame[0])" width="\(frame[1])" height="\(frame[2])"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """)
  }

  /// A storyboard scene `sceneID` of a tab bar controller `id` whose one child is the controller
  /// `child` (segue `t1`), with its stored `<tabBar>` (`bar`, as written) when given.
  static func tabBarController(id: String = "tabs", sceneID: String, child: String, bar: String? = nil)
    -> Self
  {
    let bar = bar.map { "\n" + $0 } ?? ""
    return Self(
      xml: """
        <scene sceneID="\(sceneID)">
            <objects>
                <tabBarController id="\(id)" sceneMemberID="viewController">\(bar)
                    <connections>
                        <segue destination="\(child)" kind="relationship" relationship="viewControllers" id="t1"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """)
  }
}

/// A controller's `<segue>` to the controller `destination`, of `kind` (`show`, `embed`,
/// `presentation`, …), with its further `attributes` as written (`modalPresentationStyle="…"`).
struct IBFixtureSegue {
  var destination: String
  var kind: String
  var attributes = ""
  var id: String

  /// Its XML.
  var xml: String {
    let attributes = attributes.isEmpty ? "" : attributes + " "
    return #"<segue destination="\#(destination)" kind="\#(kind)" \#(attributes)id="\#(id)"/>"#
  }
}

/// A root view: a controller's `<view key="view">` or a xib's top-level `<view>`, `width` x
/// `height` at (0, 0), its subviews' and constraints' XML as the test writes them, the safe-area
/// guide (id `safe`) when `safeArea`, and `extra` elements (a keyboard guide, size-class
/// variations) after the constraints.
struct IBFixtureRoot {
  /// The root's IB id.
  var id = "root"
  /// Further attributes of the root's element as written (`userLabel="Error"`).
  var attributes = ""
  /// The root's stored size.
  var width: Double
  var height: Double
  /// `<viewLayoutGuide key="safeArea" id="safe"/>`.
  var safeArea = false
  /// The `<subviews>` content.
  var subviews: String
  /// The `<constraints>` content; empty: no `<constraints>`.
  var constraints = ""
  /// Further elements of the root after its constraints.
  var extra = ""

  /// The view's XML, with `key="…"` when `key` is given (a controller's view).
  func xml(key: String? = nil) -> String {
    let keyAttribute = key.map { #"key="\#($0)" "# } ?? ""
    let attributes = attributes.isEmpty ? "" : " " + attributes
    var lines = [
      #"<view \#(keyAttribute)contentMode="scaleToFill" id="\#(id)"\#(attributes)>"#,
      #"<rect key="frame" x="0.0" y="0.0" width="\#(Self.number(width))" height="\#(Self.number(height))"/>"#,
      "<subviews>",
      subviews,
      "</subviews>",
    ]
    if safeArea { lines.append(#"<viewLayoutGuide key="safeArea" id="safe"/>"#) }
    if !constraints.isEmpty {
      lines += ["<constraints>", constraints, "</constraints>"]
    }
    if !extra.isEmpty { lines.append(extra) }
    lines.append("</view>")
    return lines.joined(separator: "\n")
  }

  /// Constraints holding each view by its leading edge and top to the root (`id="root"`), `x`
  /// and `y` points in, numbered c1, c2, … in that order (leading, then top, view by view): the
  /// pins of fixtures whose views are sized by their content alone.
  static func leadingTopPins(_ pins: [(id: String, x: Double, y: Double)]) -> String {
    pins.enumerated().flatMap { index, pin in
      [
        #"<constraint firstItem="\#(pin.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\#(number(pin.x))" id="c\#(2 * index + 1)"/>"#,
        #"<constraint firstItem="\#(pin.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(number(pin.y))" id="c\#(2 * index + 2)"/>"#,
      ]
    }.joined(separator: "\n")
  }

  /// Constraints holding a view `id="stack"` at the root's leading edge, top and trailing edge
  /// (ids s-lead, s-top, s-trail): a stack whose height its arranged views decide.
  static let stackPinnedToTopAndSides = """
    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-lead"/>
    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s-trail"/>
    """

  /// `414` for 414, `758.5` for 758.5, as IB writes sizes.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// A view held from a guide's top to its bottom and across its superview, for an
/// `IBFixtureRoot`'s subviews and constraints: the box of the bar and inset tests, whose frame is
/// the area the bars leave.
struct IBFixtureGuideBox {
  /// What holds the box's top and bottom.
  enum Guide {
    /// The safe-area guide of this id: the box's top to its top, its bottom to the box's bottom.
    case safeArea(String)
    /// Xcode 8's layout guides (ids `top` and `bottom`): the box's top to the top guide's bottom,
    /// the bottom guide's top to the box's bottom.
    case layoutGuides
  }

  /// The box's IB id.
  var id = "box"
  /// Its `userLabel`; nil: none.
  var label: String?
  /// Its stored frame.
  var y = 0.0
  var width: Double
  var height: Double
  var guide: Guide
  /// Its superview's IB id (the root's).
  var superview = "root"
  /// Written before the constraints' ids c1 to c4 (top, bottom, leading, trailing).
  var constraintPrefix = ""

  /// The box's `<view>`.
  var subview: String {
    let label = label.map { #" userLabel="\#($0)""# } ?? ""
    let frame = [y, width, height].map(IBFixtureRoot.number)
    return """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(label)>
          <rect key="frame" x="0.0" y="\(frame[0])" width="\(frame[1])" height="\(frame[2])"/>
      </view>
      """
  }

  /// Its four constraints, one a line.
  var constraints: String {
    let (top, bottom) =
      switch guide {
      case .safeArea(let guide): ((guide, "top"), (guide, "bottom"))
      case .layoutGuides: (("top", "bottom"), ("bottom", "top"))
      }
    let c = constraintPrefix
    return """
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(top.0)" secondAttribute="\(top.1)" id="\(c)c1"/>
      <constraint firstItem="\(bottom.0)" firstAttribute="\(bottom.1)" secondItem="\(id)" secondAttribute="bottom" id="\(c)c2"/>
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(superview)" secondAttribute="leading" id="\(c)c3"/>
      <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(c)c4"/>
      """
  }
}
