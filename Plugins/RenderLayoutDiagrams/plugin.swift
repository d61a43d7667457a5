import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-layout-diagrams [--target NAME]`:
/// draws the recipes, storyboards and xibs kept in each DocC catalog of the package (every
/// `.docc` folder of its targets, or of the targets named) into the catalog's `Resources`, light
/// and dark at 2x, through `layout-diagram docc`, which writes only files whose bytes
/// change.
@main
struct RenderLayoutDiagrams: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); use [--target NAME]...")
    }
    var catalogs: [String] = []
    for target in context.package.targets where named.isEmpty || named.contains(target.name) {
      guard let module = target as? SourceModuleTarget else { continue }
      catalogs += Self.catalogs(in: URL(fileURLWithPath: String(describing: module.directory)))
    }
    guard !catalogs.isEmpty else {
      Diagnostics.remark("render-layout-diagrams: no DocC catalog (.docc folder) in the targets")
      return
    }
    let tool = try context.tool(named: "layout-diagram")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["docc"] + catalogs
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginFailure("layout-diagram docc failed (status \(process.terminationStatus))")
    }
  }

  /// The `.docc` folders under `folder`, sorted.
  static func catalogs(in folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".docc") else { continue }
      found.append(folder.appendingPathComponent(relative).path)
      walker.skipDescendants()
    }
    return found.sorted()
  }
}

/// Why the plugin stopped.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
