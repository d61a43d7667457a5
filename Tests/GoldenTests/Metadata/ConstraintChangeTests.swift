import Foundation
import Golden
import Testing

/// `ConstraintChange` on hand-made constraint records: each kind of change named once, pairing by
/// anchors, and a version 1 file (no constraints, no version) decoding as version 1.
@Suite struct ConstraintChangeTests {
  static func record(
    _ marker: String?, _ anchors: String, _ constant: String = "0", multiplier: Double = 1,
    priority: Int = 1000
  ) -> ConstraintRecord {
    var text = anchors
    if constant != "0" { text += " + \(constant)" }
    if priority < 1000 { text += " (Priority \(priority))" }
    return ConstraintRecord(
      marker: marker, text: text, anchors: anchors, constant: constant, multiplier: multiplier,
      priority: priority)
  }

  static let base = [
    record("1", "Title.Leading = Superview.LeadingMargin"),
    record("2", "Box.Top = Title.Bottom", "8"),
    record("3", "Box.Width = 100"),
    record("4", "Box.Trailing <= Superview.TrailingMargin", priority: 750),
  ]

  @Test func aConstantChangeIsNamedWithBothValues() {
    var after = Self.base
    after[1] = Self.record("2", "Box.Top = Title.Bottom", "16")
    #expect(ConstraintChange.changes(from: Self.base, to: after) == ["constraint 2: constant 8 -> 16"])
  }

  @Test func aPriorityOrMultiplierChangeIsNamed() {
    var after = Self.base
    after[3] = Self.record("4", "Box.Trailing <= Superview.TrailingMargin", priority: 250)
    after[2] = Self.record("3", "Box.Width = 100", multiplier: 2)
    #expect(
      ConstraintChange.changes(from: Self.base, to: after) == [
        "constraint 3: multiplier 1 -> 2", "constraint 4: priority 750 -> 250",
      ])
  }

  @Test func addedAndRemovedConstraintsAreNamedWithTheirText() {
    let removed = Array(Self.base.prefix(3))
    #expect(
      ConstraintChange.changes(from: Self.base, to: removed) == [
        "constraint 4 removed: Box.Trailing <= Superview.TrailingMargin (Priority 750)"
      ])
    let added = Self.base + [Self.record("5", "Box.Width = 100")]
    // Constraint 3 keeps its partner by marker; the second `Box.Width` is the new one.
    #expect(ConstraintChange.changes(from: Self.base, to: added) == ["constraint 5 added: Box.Width = 100"])
  }

  /// A constraint inserted first renumbers the rest: one line for the new one, one for the
  /// renumbering, and no constant "change" from pairing by position.
  @Test func aConstraintInsertedRenumbersTheOthers() {
    let inserted =
      [Self.record("1", "Title.Top = Superview.Top", "20")]
      + Self.base.map { old in
        var new = old
        new.marker = old.marker.flatMap(Int.init).map { String($0 + 1) }
        return new
      }
    #expect(
      ConstraintChange.changes(from: Self.base, to: inserted) == [
        "constraint 1 added: Title.Top = Superview.Top + 20", "renumbered: 1 -> 2, 2 -> 3, 3 -> 4, 4 -> 5",
      ])
  }

  /// Variants: a change in every variant is said once; one in some variants names them.
  @Test func variantsNameWhereAChangeHolds() {
    var changed = Self.base
    changed[1] = Self.record("2", "Box.Top = Title.Bottom", "16")
    let golden = [
      VariantFrames(name: "Narrow", views: [], constraints: Self.base),
      VariantFrames(name: "Wide", views: [], constraints: Self.base),
    ]
    let everywhere = golden.map { VariantFrames(name: $0.name, views: [], constraints: changed) }
    #expect(ConstraintChange.changes(from: golden, to: everywhere) == ["constraint 2: constant 8 -> 16"])
    let one = [everywhere[0], golden[1]]
    #expect(
      ConstraintChange.changes(from: golden, to: one) == ["constraint 2: constant 8 -> 16 (in \"Narrow\")"])
    // Version 1 on either side: nothing to compare.
    let v1 = golden.map { VariantFrames(name: $0.name, views: []) }
    #expect(ConstraintChange.changes(from: v1, to: everywhere).isEmpty)
  }

  /// A file written before version 2 (no `version`, no constraints, no areas) decodes as
  /// version 1; what `record` writes now says version 2 and reads back the same.
  @Test func aVersionOneFileDecodesAndVersionTwoRoundTrips() throws {
    let v1 = """
      {
        "environment" : { "fonts" : [], "libraries" : { "cairo" : "1.18.0" }, "tool" : "layout-diagram 0.15.0" },
        "height" : 698, "recipe" : "recipes/x.recipe", "recipeSHA256" : "00", "scale" : 2, "theme" : "light",
        "title" : "X", "variants" : [ { "name" : "default", "views" : [
          { "height" : 21, "name" : "Name Label", "width" : 45, "x" : 16, "y" : 40.5 } ] } ],
        "width" : 874
      }
      """
    let old = try GoldenMetadata.decode(Array(v1.utf8))
    #expect(old.version == nil && old.formatVersion == 1 && old.list == nil)
    #expect(old.variants[0].constraints == nil && old.variants[0].area == nil && old.variants[0].scene == nil)
    #expect(old.variants[0].views[0].y == 40.5)

    var new = old
    new.version = GoldenMetadata.currentVersion
    new.variants[0].constraints = Self.base
    new.variants[0].scene = PixelBox(minX: 40, minY: 40, maxX: 790, maxY: 1374)
    new.variants[0].area = PixelBox(minX: 38, minY: 38, maxX: 792, maxY: 1420)
    new.list = PixelBox(minX: 38, minY: 1430, maxX: 600, maxY: 1600)
    let bytes = try new.encoded()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\"version\" : 2"))
    #expect(try GoldenMetadata.decode(bytes) == new)
    // Version 1 stays version 1 when written back: no key appears that it did not have.
    #expect(!String(decoding: try old.encoded(), as: UTF8.self).contains("version"))
  }
}
