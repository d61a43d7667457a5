import Layout
import TestSupport
import Testing

/// `ViewSpec.initialWidth`: a multi-line label's width before the first pass (a nib's stored
/// width), where UIKit's automatic `preferredMaxLayoutWidth` first wraps its text. Fake measurer:
/// 8.5 pt per character at 17 pt, lines 20 high; frames by hand.
@Suite("A multi-line label's width before layout")
struct InitialWidthTests {
  static let text = "Presenting status of long-running process"  // 41 characters, 348.5 pt

  /// A 4-line label that must not be compressed (horizontal resistance 1000) in a box at most
  /// 300 wide, centred in a 400 x 400 scene.
  static func scene(initialWidth: Double?) -> (SceneBuilder, ViewID, ViewID) {
    var b = SceneBuilder(width: 400, height: 400)
    let box = b.view("Box", .view)
    let label = b.label("Status", text, parent: box, lines: 4)
    b.scene.views[label.rawValue].compressionResistance[.horizontal] = .required
    b.scene.views[label.rawValue].initialWidth = initialWidth
    b.add(anchor(label, .leading), .equal, anchor(box, .leading), 8)
    b.add(anchor(box, .trailing), .equal, anchor(label, .trailing), 8)
    b.add(anchor(label, .top), .equal, anchor(box, .top), 8)
    b.add(anchor(box, .bottom), .equal, anchor(label, .bottom), 8)
    b.add(anchor(box, .width), .lessThanOrEqual, nil, 300)
    b.add(anchor(box, .centerX), .equal, superview(.centerX))
    b.add(anchor(box, .centerY), .equal, superview(.centerY))
    return (b, box, label)
  }

  @Test("wrapped first at its stored width, the label settles there: 17 characters, 144.5 wide, no conflict")
  func wrapsAtTheInitialWidth() throws {
    let (b, box, label) = Self.scene(initialWidth: 150)
    let r = try b.solve()
    // At 150 a line holds 17 characters: "Presenting status" (17) / "of long-running" (15) /
    // "process" (7): 144.5 wide, 3 x 20 = 60 high. At 144.5 it wraps the same, so it stays.
    #expect(same(r.frame(label), rect(8 + 200 - 80.25, 8 + 200 - 38, 144.5, 60)))
    #expect(same(r.frame(box), rect(200 - 80.25, 200 - 38, 160.5, 76)))
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
  }

  @Test(
    "without it the first pass measures one line, 348.5 wide, compressed to 284 by the box: two lines, no conflict"
  )
  func oneLineFirstIsCompressed() throws {
    let (b, box, label) = Self.scene(initialWidth: nil)
    let r = try b.solve()
    // One line is 348.5 > 300 - 16: the required resistance gives way to the box's required
    // maximum (docs/layout.md, "Conflicts: the break rule"), so the first pass makes the label
    // 284 wide. Wrapped there, a line holds 33 characters: "Presenting status of long-running"
    // (33, 280.5) / "process": 280.5 wide, 40 high, and at 280.5 it wraps the same. The box is
    // 296.5 x 56, centred: (51.75, 172). Not the 144.5 of the stored width above.
    #expect(same(r.frame(label), rect(59.75, 180, 280.5, 40)))
    #expect(same(r.frame(box), rect(51.75, 172, 296.5, 56)))
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
  }

  /// A label held by its top and leading edges only, `lines 0`, first wrapped at `initialWidth`.
  static func free(_ text: String, initialWidth: Double) throws -> Rect {
    var b = SceneBuilder(width: 400, height: 400)
    let label = b.label("Free", text, lines: 0)
    b.scene.views[label.rawValue].initialWidth = initialWidth
    b.add(anchor(label, .leading), .equal, superview(.leading), 10)
    b.add(anchor(label, .top), .equal, superview(.top), 10)
    return try b.solve().frame(label)
  }

  @Test("the first pass sets a line up to 2% past the initial width only when that saves a line")
  func allowanceSavesALineOnly() throws {
    // "aaaa bbbb cccc" at 8.5 per character: "aaaa bbbb" is 76.5, past 76 by 0.7%. At 76 it is
    // three lines; at 76 x 1.02 = 77.52 two, "aaaa bbbb" / "cccc": kept, 76.5 x 40; at 76.5
    // the second pass wraps the same.
    #expect(same(try Self.free("aaaa bbbb cccc", initialWidth: 76), rect(10, 10, 76.5, 40)))
    // "aaaa bbbb cccc dddd" at 118: "aaaa bbbb" / "cccc dddd" (76.5 wide, 2 lines); at 120.36
    // "aaaa bbbb cccc" (119) / "dddd" is 2 lines too, so the stored width's lines stay: 76.5.
    #expect(same(try Self.free("aaaa bbbb cccc dddd", initialWidth: 118), rect(10, 10, 76.5, 40)))
    // Past 2% the line breaks: "aaaa bbbb" at 74 (3.4%): three lines, "bbbb" 34 wide.
    #expect(same(try Self.free("aaaa bbbb cccc", initialWidth: 74), rect(10, 10, 34, 60)))
    #expect(LayoutEngine.initialWidthAllowance == 0.02)
  }
}
