// libFuzzer target: the recipe parser, checker and lowering, then the layout engine on every
// variant (text measured by a fixed-advance stand-in, so no C library is involved).
// Built and run by scripts/fuzz; not part of the package.
import Layout
import Recipe

/// Measures text as 8 points per character, 20 points per line: deterministic and C-free.
let measure: TextMeasurer = { request in
  let lines = max(1, request.text.split(separator: "\n", omittingEmptySubsequences: false).count)
  let longest = request.text.split(separator: "\n").map(\.count).max() ?? 0
  return TextMeasurement(
    width: Double(longest) * 8, height: Double(lines) * 20, firstBaseline: 16,
    lastBaseline: Double(lines - 1) * 20 + 16, lineCount: lines, ascender: 16, descender: -4,
    lineHeight: 20)
}

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
