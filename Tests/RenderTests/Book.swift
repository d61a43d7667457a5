import Foundation
import Layout
import Recipe
import Render
import Testing

/// The recipe book (recipes/*.recipe), each recipe compiled, every variant solved, as figures.
enum Book {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var figure: Figure
    var testDescription: String { file }
  }

  static let directory: String = {
    // Tests/RenderTests/Book.swift -> repository root.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("recipes").path
  }()

  static let entries: [Entry] = {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".recipe") }.sorted()
    return files.compactMap { file in
      guard let source = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) else {
        return nil
      }
      let compiled = RecipeCompiler.compile(source, fileName: file)
      var panels: [DiagramPanel] = []
      for variant in compiled.variants {
        guard let result = try? LayoutEngine.solve(variant.scene, measure: Fixtures.measurer.closure) else {
          continue
        }
        panels.append(DiagramPanel(scene: variant.scene, result: result, caption: Book.caption(variant)))
      }
      guard !panels.isEmpty else { return nil }
      return Entry(file: file, figure: Figure(title: compiled.title ?? file, panels: panels))
    }
  }()

  /// How many variants the recipe files declare (to check nothing was dropped).
  static var fileCount: Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
      $0.hasSuffix(".recipe")
    }
    .count
  }

  /// The variant's name, or the scene size for a recipe's only (`default`) variant.
  static func caption(_ variant: LoweredVariant) -> String {
    guard variant.name == RecipeLowering.defaultVariantName else { return variant.name }
    let size = variant.scene.size
    if case .cell(let width) = variant.scene.kind { return "Cell, width \(Int(width))" }
    return "\(Int(size.width)) × \(Int(size.height))"
  }
}
