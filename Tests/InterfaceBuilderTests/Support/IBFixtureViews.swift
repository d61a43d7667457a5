import Layout

/// Subviews of a hand-written Interface Builder document (`IBFixtureDocument`) as IB writes them,
/// for the tests that set several of one kind side by side: each view is one call on one line of
/// the test, what the test is about (its id, stored frame, insets, title or image) next to the
/// expectations that read it, the rest of IB's XML written here once.
enum IBFixtureView {
  /// A `<button>`: `id`, `userLabel` when `label` is given, `buttonType` when `type` is
  /// (`system`; none: a custom button), stored at `frame` when given, its `contentEdgeInsets`
  /// (`minX`, `minY`, `maxX`, `maxY`) when given, further elements `body` as written (a
  /// `<fontDescription>`), and its normal state's attributes as written (`title="Go"
  /// image="Icon"`; empty: no `<state>`). One element a line.
  static func button(
    _ id: String, label: String? = nil, type: String? = nil, frame: Rect? = nil,
    contentInsets: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil,
    body: String = "",
    normal: String = ""
  ) -> String {
    let typeAttribute = type.map { #" buttonType="\#($0)""# } ?? ""
    let labelAttribute = label.map { #" userLabel="\#($0)""# } ?? ""
    var lines = [
      #"<button opaque="NO" contentMode="scaleToFill"\#(typeAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"\#(labelAttribute)>"#
    ]
    if let frame { lines.append(Self.frame(frame)) }
    if let insets = contentInsets {
      let values = [insets.minX, insets.minY, insets.maxX, insets.maxY].map(number)
      lines.append(
        #"<inset key="contentEdgeInsets" minX="\#(values[0])" minY="\#(values[1])" maxX="\#(values[2])" maxY="\#(values[3])"/>"#
      )
    }
    if !body.isEmpty { lines.append(body) }
    if !normal.isEmpty { lines.append(#"<state key="normal" \#(normal)/>"#) }
    lines.append("</button>")
    return lines.joined(separator: "\n")
  }

  /// A single-line `<label>` of `text` in the system font of `pointSize`, stored at `frame`.
  static func label(_ id: String, text: String, frame: Rect, pointSize: Double) -> String {
    [
      #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
      Self.frame(frame),
      #"<fontDescription key="fontDescription" type="system" pointSize="\#(number(pointSize))"/>"#,
      "</label>",
    ].joined(separator: "\n")
  }

  /// `<rect key="frame" .../>` of `frame`.
  static func frame(_ frame: Rect) -> String {
    let values = [frame.minX, frame.minY, frame.width, frame.height].map(number)
    return
      #"<rect key="frame" x="\#(values[0])" y="\#(values[1])" width="\#(values[2])" height="\#(values[3])"/>"#
  }

  /// A number as IB writes it in a frame or an inset: `0.0`, `10`, `47.5`.
  static func number(_ value: Double) -> String { value == 0 ? "0.0" : IBFixtureRoot.number(value) }
}
