import Layout
import Recipe
import Testing

/// Size classes by scene size (docs/recipe.md): catalogued screens take their device's classes,
/// other sizes are regular from 768 points wide and 500 points high; a sweep changes only the
/// width class, and only away from the scene's own width.
@Suite("Scene resizing")
struct SceneResizingTests {
  @Test(
    "catalogued screens: iPhone 8 portrait wC hR, landscape wC hC; 8 Plus landscape (736 wide) regular width")
  func devices() {
    #expect(SceneResizing.sizeClasses(width: 375, height: 667) == (.compact, .regular))
    #expect(SceneResizing.sizeClasses(width: 667, height: 375) == (.compact, .compact))
    #expect(SceneResizing.sizeClasses(width: 736, height: 414) == (.regular, .compact))
    #expect(SceneResizing.sizeClasses(width: 1024, height: 768) == (.regular, .regular))
  }

  @Test("other sizes: regular width from 768 pt, regular height from 500 pt")
  func thresholds() {
    #expect(SceneResizing.sizeClasses(width: 767, height: 667) == (.compact, .regular))
    #expect(SceneResizing.sizeClasses(width: 768, height: 667) == (.regular, .regular))
    #expect(SceneResizing.sizeClasses(width: 800, height: 499) == (.regular, .compact))
  }

  @Test(
    "a swept scene keeps its own classes at its width, takes the width's class elsewhere, keeps its height class"
  )
  func sweptScene() {
    var scene = Scene(device: .iPhone8, orientation: .portrait)
    scene.widthClass = .regular  // as a `size class regular regular` line would set it
    #expect(SceneResizing.scene(scene, atWidth: 375).widthClass == .regular)
    let narrow = SceneResizing.scene(scene, atWidth: 700)
    #expect(narrow.widthClass == .compact)
    #expect(narrow.size == Size(width: 700, height: 667))
    #expect(narrow.heightClass == .regular)
    // Compact width, regular height, 414 to 440 points: the Plus and Max phones' 20
    // (`Scene.systemMinimumLayoutMargins`); 16 below 414 and above 440 (no phone is that wide).
    #expect(narrow.effectiveRootMargins.left == 16)
    #expect(SceneResizing.scene(scene, atWidth: 414).effectiveRootMargins.left == 20)
    #expect(SceneResizing.scene(scene, atWidth: 400).effectiveRootMargins.left == 16)
    let wide = SceneResizing.scene(scene, atWidth: 768)
    #expect(wide.widthClass == .regular)
    #expect(wide.effectiveRootMargins.left == 20)
    let cell = SceneResizing.scene(Scene.cell(width: 375), atWidth: 800)
    #expect(cell.kind == .cell(width: 800))
  }
}
