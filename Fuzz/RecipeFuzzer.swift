// libFuzzer target: the recipe parser, checker and lowering, then the layout engine on every
// variant (text measured by a fixed-advance stand-in, Support/FixedAdvanceMeasurer.swift, so no C
// library is involved).
// Built and run by scripts/fuzz; not part of the package.
import Layout
import Recipe

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  let compiled = RecipeCompiler.compile(text, fileName: "fuzz", limits: .standard)
  // Invariants: every diagnostic is located inside the text; errors leave no variant to solve.
  let lineCount = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    .count
  for diagnostic in compiled.diagnostics {
    precondition(diagnostic.line >= 1 && diagnostic.line <= max(lineCount, 1) + 1, "line \(diagnostic.line)")
    precondition(diagnostic.column >= 1, "column \(diagnostic.column)")
    _ = diagnostic.rendered(source: text)
  }
  precondition(!compiled.hasErrors || compiled.variants.isEmpty)
  for variant in compiled.variants {
    guard variant.scene.views.count <= 200, variant.scene.constraints.count <= 400 else { continue }
    if let result = try? LayoutEngine.solve(variant.scene, measure: measure) {
      precondition(result.views.count >= variant.scene.views.count)
      for diagnosis in result.diagnoses { _ = variant.locate(diagnosis, fileName: "fuzz") }
    }
  }
  return 0
}
