import Layout
import Recipe
import TestSupport
import Testing

/// `hidden canvas at N` is read along the stack's axis in the base (the stored frame's y in a
/// vertical stack, x in a horizontal one: `SceneConverter.canvasOffset`), so it follows that axis:
/// in a size-class variant that turns the stack to the other axis the number is not a place along
/// the new one, and the view stays in the chain, hidden as on the canvas without an offset
/// (docs/interface-builder.md, "Hidden arranged views on the canvas"). Frames derived by hand.
@Suite struct HiddenCanvasVariantAxisTests {
  static let source = """
    recipe "t"
    scene 375 x 667
    stackView "S" axis vertical alignment leading spacing 10
    view "A" in "S"
    view "H" in "S" hidden canvas at 50
    view "B" in "S"

    1. S.Leading = Superview.Leading
    2. S.Top = Superview.Top
    3. A.Width = 100
    4. A.Height = 30
    5. H.Width = 100
    6. H.Height = 40
    7. B.Width = 100
    8. B.Height = 20

    variant "Wide"
      set "S" axis horizontal
    """

  static func frames(_ variant: String?) throws -> [String: Rect] {
    // A recipe with variants lowers only its variants: the base is the text before them.
    let text = variant == nil ? try #require(source.components(separatedBy: "\n\nvariant").first) : source
    let compiled = RecipeCompiler.compile(text, fileName: "t.recipe")
    #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.summary))")
    let lowered = try #require(variant.map { compiled.variant(named: $0) } ?? compiled.variants.first)
    let result = try LayoutEngine.solve(lowered.scene, measure: FakeMeasurer.measureProportional)
    #expect(result.conflicts.isEmpty, "\(result.conflicts)")
    var frames: [String: Rect] = [:]
    for (i, view) in lowered.scene.views.enumerated() {
      frames[view.name.spelling] = result.frame(ViewID(i))
    }
    return frames
  }

  @Test("base (vertical): the hidden view stays at y 50, out of the chain; A and B 10 apart")
  func baseAxis() throws {
    let f = try Self.frames(nil)
    // A 0...30, B after A's spacing 10 as without H: 40...60; H at its stored 50, 40 high (its
    // required height beats the collapse at 999), 100 wide at the leading edge.
    #expect(f["A"] == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(f["B"] == Rect(x: 0, y: 40, width: 100, height: 20))
    #expect(f["H"] == Rect(x: 0, y: 50, width: 100, height: 40))
  }

  @Test("variant turned horizontal: the vertical offset is not an x; the view stays in the chain")
  func variantOtherAxis() throws {
    let f = try Self.frames("Wide")
    // A 0...100. H is hidden as on the canvas in the chain: half the spacing after A (105), its
    // required width 100 held over the collapse; it hands its leading edge on, so B starts half a
    // spacing after H's leading edge: 110, as if H had collapsed. Read as an x, the 50 would put H
    // at x 50 (and B after A's full spacing, also 110). All at the top (leading alignment).
    #expect(f["A"] == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(f["H"] == Rect(x: 105, y: 0, width: 100, height: 40))
    #expect(f["B"] == Rect(x: 110, y: 0, width: 100, height: 20))
  }
}
