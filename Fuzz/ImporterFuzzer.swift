// libFuzzer target: the storyboard/xib importer (FoundationXML and libxml2 underneath, then the IB
// model, the scene converter and the recipe formatter), then the recipe compiler and the layout
// engine on what it wrote (text measured by Support/FixedAdvanceMeasurer.swift).
// Invariants: an error or warning is located inside the document; every recipe the importer
// writes compiles without errors (the CLI calls anything else a bug of the importer) and
// formats to the same text again; its variants solve or fail with a typed error, never a trap.
// Built and run by scripts/fuzz; not part of the package.
import Foundation
import InterfaceBuilder
import Layout
import Recipe

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  let result: ImportResult
  do {
    result = try IBImporter.importDocument(bytes, fileName: "fuzz.storyboard")
  } catch {
    if let line = error.line { precondition(line >= 1 && line <= lineCount, "error at line \(line)") }
    if let column = error.column { precondition(column >= 1, "error at column \(column)") }
    return 0
  }
  for warning in result.warnings {
    precondition(warning.line >= 0 && warning.line <= lineCount, "warning at line \(warning.line)")
  }
  for recipe in result.recipes {
    precondition(recipe.line >= 1 && recipe.line <= lineCount, "scene at line \(recipe.line)")
    let compiled = RecipeCompiler.compile(recipe.text, fileName: "imported", limits: .standard)
    let overLimits = !RecipeLimits.standard.check(recipe.recipe, fileName: "imported").isEmpty
    precondition(
      overLimits || !compiled.hasErrors,
      "the imported recipe has errors: \(compiled.diagnostics.first.map { $0.message } ?? "")\n\(recipe.text)"
    )
    if overLimits { continue }
    precondition(RecipeFormatter.format(compiled.recipe) == recipe.text, "formatting is not stable")
    for variant in compiled.variants {
      guard variant.scene.views.count <= 200, variant.scene.constraints.count <= 400 else { continue }
      _ = try? LayoutEngine.solve(variant.scene, measure: measure)
    }
  }
  return 0
}
