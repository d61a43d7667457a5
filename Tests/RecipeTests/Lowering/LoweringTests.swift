import Layout
import TestSupport
import Testing

@testable import Recipe

/// The lowered variants of a book file (no diagnostics expected).
func lowerBook(_ name: String) throws -> [LoweredVariant] {
  let compiled = RecipeCompiler.compile(Book.text(name), fileName: name)
  try #require(!compiled.hasErrors)
  return compiled.variants
}

@Suite("Lowering recipes into Layout scenes")
struct LoweringTests {
  @Test("A1: views, anchors, constants, numbers and the cookbook text of each constraint")
  func a1() throws {
    let variants = try lowerBook("a1-simple-label-and-text-field.recipe")
    #expect(variants.map(\.name) == ["default"])
    let scene = try #require(variants.first).scene
    // 375 x 667 is an iPhone 8 in portrait: compact width, regular height, status bar 20.
    #expect(scene.size == Size(width: 375, height: 667))
    #expect((scene.widthClass, scene.heightClass) == (.compact, .regular))
    #expect(scene.topLayoutGuideBottom == 20)
    #expect(scene.views.map(\.name.spelling) == ["Name Label", "Name Text Field"])
    #expect(scene.views.map(\.kind) == [.label, .textField])
    #expect(scene.views[0].font.style == .headline)
    #expect(scene.views[0].font.weight == nil)  // the style's weight: Headline is semibold
    #expect(scene.views[1].placeholder == "Enter name")
    let label = Item.view(ViewID(0))
    let field = Item.view(ViewID(1))
    #expect(
      scene.constraints == [
        LayoutConstraint(
          number: 1, Anchor(label, .leading), .equal, Anchor(.root, .leadingMargin),
          sourceText: "Name Label.Leading = Superview.LeadingMargin"),
        LayoutConstraint(
          number: 2, Anchor(field, .trailing), .equal, Anchor(.root, .trailingMargin),
          sourceText: "Name Text Field.Trailing = Superview.TrailingMargin"),
        LayoutConstraint(
          number: 3, Anchor(field, .leading), .equal, Anchor(label, .trailing), constant: .standard,
          sourceText: "Name Text Field.Leading = Name Label.Trailing + Standard"),
        LayoutConstraint(
          number: 4, Anchor(field, .top), .equal, Anchor(.topLayoutGuide, .bottom), constant: .points(20),
          sourceText: "Name Text Field.Top = Top Layout Guide.Bottom + 20.0"),
        LayoutConstraint(
          number: 5, Anchor(label, .lastBaseline), .equal, Anchor(field, .lastBaseline),
          sourceText: "Name label.Baseline = Name Text Field.Baseline"),
      ])
  }

  @Test("A2: optional priorities and a per-variant 36 pt label")
  func a2() throws {
    let variants = try lowerBook("a2-dynamic-height-label-and-text-field.recipe")
    #expect(variants.map(\.name) == ["17 pt label", "36 pt label"])
    #expect(variants[0].scene.constraints[4].priority == LayoutPriority(249))
    #expect(variants[0].scene.constraints[3].relation == .greaterThanOrEqual)
    // Labels default to the 17 pt system font (COOKBOOK.md, section A).
    #expect(variants[0].scene.views[0].font.size == 17)
    #expect(variants[1].scene.views[0].font.size == 36)
  }

  @Test("A8: size-class installation of constraints 2, 5 and 7-9")
  func a8() throws {
    let variants = try lowerBook("a8-two-buttons-with-size-class-based-layouts.recipe")
    #expect(variants.map(\.name) == ["Any-Any", "Compact-Regular"])
    let anyAny = variants[0].scene
    #expect((anyAny.widthClass, anyAny.heightClass) == (.compact, .compact))
    #expect(anyAny.constraints.map(\.number) == [1, 2, 3, 4, 5, 6])
    #expect(anyAny.constraints.allSatisfy { $0.installation.isInstalled(width: .compact, height: .compact) })
    let compactRegular = variants[1].scene
    #expect((compactRegular.widthClass, compactRegular.heightClass) == (.compact, .regular))
    #expect(compactRegular.constraints.map(\.number) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    let installed = compactRegular.constraints.filter {
      $0.installation.isInstalled(width: .compact, height: .regular)
    }
    #expect(installed.map(\.number) == [1, 3, 4, 6, 7, 8, 9])
    // Class-specific: 2 and 5 are uninstalled, 7-9 installed only in Compact-Regular.
    let classSpecific = compactRegular.constraints.filter(\.installation.isClassSpecific)
    #expect(classSpecific.map(\.number) == [2, 5, 7, 8, 9])
    #expect(!compactRegular.constraints[6].installation.isInstalled(width: .regular, height: .regular))
    #expect(variants[1].variantOnlyConstraints == [.number(7), .number(8), .number(9)])
    #expect(variants[1].uninstalledConstraints == [.number(2), .number(5)])
  }

  @Test("B1: a cell scene with a content view, lettered constraints, and the variant without C")
  func b1() throws {
    let variants = try lowerBook("b1-quote-cell.recipe")
    let normal = variants[0].scene
    #expect(normal.kind == .cell(width: 375))
    #expect(normal.views.map(\.name.spelling) == ["Content View", "Author Label", "Quote Label"])
    #expect(normal.views[0].kind == .contentView)
    #expect(normal.views[1].parent == ViewID(0))
    #expect(normal.views[2].numberOfLines == 0)
    let a = normal.constraints[0]
    #expect(a.identifier == "A")
    #expect(a.number == nil)
    #expect(a.first == Anchor(.view(ViewID(1)), .top))
    #expect(a.second == Anchor(.view(ViewID(0)), .topMargin))
    let withoutC = variants[1]
    #expect(withoutC.uninstalledConstraints == [.letter("C")])
    let c = try #require(withoutC.scene.constraints.first { $0.identifier == "C" })
    #expect(!c.installation.isInstalled(width: .compact, height: .regular))
  }

  @Test("B2: nesting in the bubble and negative constants")
  func b2() throws {
    let variants = try lowerBook("b2-chat-bubble-cells.recipe")
    #expect(variants.count == 4)
    let scene = variants[1].scene
    let bubble = try #require(scene.viewID(named: "Bubble"))
    let label = try #require(scene.viewID(named: "Message Label"))
    #expect(scene.views[label.rawValue].parent == bubble)
    #expect(scene.views[label.rawValue].textColor == .white)
    #expect(scene.views[label.rawValue].text?.hasPrefix("That sounds great") == true)
    #expect(scene.constraints[0].constant == .points(-10))
    #expect(scene.constraints.map(\.number) == [1, 3, 5, 7, 2, 4, 6, 8])
  }

  @Test("B3: Dynamic Type categories, a scaled serif font, system spacing")
  func b3() throws {
    let variants = try lowerBook("b3-self-sizing-cell-with-dynamic-type.recipe")
    #expect(
      variants.map(\.scene.contentSizeCategory) == [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    let body = variants[0].scene.views[2]
    #expect(body.font == FontSpec(family: "Palatino", size: 18, style: .body))
    #expect(variants[0].scene.constraints[4].constant == .systemSpacing(multiplier: 1))
  }

  @Test("D3: hugging and resistance per axis, changed by variants")
  func d3() throws {
    let variants = try lowerBook("d3-content-hugging-and-compression-resistance.recipe")
    let label = { (variant: Int) in variants[variant].scene.views[1] }
    #expect(label(0).hugging.horizontal == LayoutPriority(250))
    #expect(label(1).hugging.horizontal == LayoutPriority(249))
    #expect(label(1).hugging.vertical == LayoutPriority(250))
    #expect(variants[2].scene.views[0].compressionResistance.horizontal == LayoutPriority(751))
    #expect(variants[2].scene.views[0].compressionResistance.vertical == LayoutPriority(750))
    #expect(variants[2].scene.views[0].imageSize == Size(width: 60, height: 60))
  }

  @Test("Superview means the other item's parent")
  func superview() throws {
    let source = """
      scene 375 x 667
      view "Box"
      label "Inner" in "Box" text "x"
      1. Inner.Leading = Superview.LeadingMargin
      2. Superview.Trailing = Inner.Trailing
      3. Box.Top = Superview.Top
      """
    let compiled = RecipeCompiler.compile(source)
    let scene = try #require(compiled.variants.first).scene
    #expect(scene.constraints[0].second?.item == .view(ViewID(0)))
    #expect(scene.constraints[1].first.item == .view(ViewID(0)))
    #expect(scene.constraints[2].second?.item == .root)
  }

  @Test("scenes: devices, orientations, scale, plain sizes, defaults")
  func scenes() throws {
    func scene(_ line: String) throws -> Scene {
      try #require(RecipeCompiler.compile(line + "\nview \"Box\"").variants.first).scene
    }
    let ipad = try scene("device \"iPad\"")
    #expect(ipad.size == Size(width: 768, height: 1024))
    #expect((ipad.widthClass, ipad.heightClass) == (.regular, .regular))
    let plusLandscape = try scene("device \"iPhone 8 Plus\" landscape scale 2")
    #expect(plusLandscape.size == Size(width: 736, height: 414))
    #expect((plusLandscape.widthClass, plusLandscape.heightClass) == (.regular, .compact))
    #expect(plusLandscape.scale == 2)
    // 600 x 600 (the storyboard canvas) is no device: compact below 768 wide, regular from 500 high.
    let canvas = try scene("scene 600 x 600")
    #expect((canvas.widthClass, canvas.heightClass) == (.compact, .regular))
    let defaulted = try scene("# no scene line")
    #expect(defaulted.size == Size(width: 375, height: 667))
    let forced = try scene("scene 600 x 600\nsize class regular compact")
    #expect((forced.widthClass, forced.heightClass) == (.regular, .compact))
  }
}
