import Foundation
import TestSupport
import Testing

/// The `render-layout-diagrams` command plugin itself, run by SwiftPM on a small fixture package:
/// the fixture declares the plugin from this repository's source file and the tool as a local
/// artifact bundle around the `layout-diagram` this test run built, so SwiftPM compiles only the
/// plugin (seconds) instead of building this package again as a dependency (README, "Figures for
/// DocC").
@Suite("DocC plugin")
struct DocCPluginTests {
  /// The fixture: a target with a catalog keeping one recipe, the plugin, the tool.
  static func fixture() throws -> URL {
    let root = try TestProcess.temporaryFolder(prefix: "docc-plugin-fixture")
    func write(_ text: String, _ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Demo"),
          .binaryTarget(name: "layout-diagram", path: "Tools/layout-diagram.artifactbundle"),
          .plugin(
            name: "RenderLayoutDiagrams",
            capability: .command(
              intent: .custom(verb: "render-layout-diagrams", description: "Draw the catalogs' figures"),
              permissions: [.writeToPackageDirectory(reason: "The figures go into each catalog's Resources")]),
            dependencies: ["layout-diagram"]),
        ])

      """, "Package.swift")
    try write("public struct Demo {}\n", "Sources/Demo/Demo.swift")
    try write("# ``Demo``\n\n![The login form](login)\n", "Sources/Demo/Demo.docc/Demo.md")
    try write(
      Book.text("a1-simple-label-and-text-field.recipe"), "Sources/Demo/Demo.docc/Diagrams/login.recipe")
    try write(
      try String(
        contentsOf: TestProcess.repositoryRoot.appendingPathComponent(
          "Plugins/RenderLayoutDiagrams/plugin.swift"),
        encoding: .utf8), "Plugins/RenderLayoutDiagrams/plugin.swift")
    let triple = "\(Self.architecture)-unknown-linux-gnu"
    try write(
      """
      {
        "schemaVersion": "1.0",
        "artifacts": {
          "layout-diagram": {
            "type": "executable",
            "version": "0.0.0",
            "variants": [{"path": "bin/layout-diagram", "supportedTriples": ["\(triple)"]}]
          }
        }
      }

      """, "Tools/layout-diagram.artifactbundle/info.json")
    let bin = root.appendingPathComponent("Tools/layout-diagram.artifactbundle/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("layout-diagram"), withDestinationURL: TestProcess.tool)
    return root
  }

  static var architecture: String {
    #if arch(arm64)
      "aarch64"
    #else
      "x86_64"
    #endif
  }

  /// `swift package ... render-layout-diagrams` in `root`, its build folder inside the fixture.
  static func runPlugin(_ root: URL) throws -> ProcessOutput {
    try TestProcess.run(
      "/usr/bin/env",
      [
        "swift", "package", "--scratch-path", root.appendingPathComponent(".build").path,
        "--allow-writing-to-package-directory", "render-layout-diagrams",
      ], in: root)
  }

  @Test func thePluginDrawsTheCatalogsFiguresAndRewritesNothingUnchanged() throws {
    let root = try Self.fixture()
    let resources = root.appendingPathComponent("Sources/Demo/Demo.docc/Resources")
    let light = resources.appendingPathComponent("login@2x.png")
    let dark = resources.appendingPathComponent("login~dark@2x.png")

    let first = try Self.runPlugin(root)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("wrote \(light.path)\nwrote \(dark.path)\n"), "\(first.stdout)")
    // The same bytes `layout-diagram docc` writes for the same catalog (the plugin passes it on).
    let copy = try TestProcess.temporaryFolder(prefix: "docc-plugin-oracle")
    let catalog = copy.appendingPathComponent("Demo.docc")
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("Diagrams"), withIntermediateDirectories: true)
    try Book.text("a1-simple-label-and-text-field.recipe").write(
      to: catalog.appendingPathComponent("Diagrams/login.recipe"), atomically: true, encoding: .utf8)
    #expect(try TestProcess.runTool(["docc", catalog.path]).status == 0)
    for name in ["login@2x.png", "login~dark@2x.png"] {
      let plugin = try Data(contentsOf: resources.appendingPathComponent(name))
      let direct = try Data(contentsOf: catalog.appendingPathComponent("Resources/\(name)"))
      #expect(!plugin.isEmpty && plugin == direct, "\(name)")
    }

    // Again, unchanged: nothing is written (same inode, same date).
    let before = (try DocCCommandTests.identity(light), try DocCCommandTests.identity(dark))
    let second = try Self.runPlugin(root)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(!second.stdout.contains("wrote"), "\(second.stdout)")
    let after = (try DocCCommandTests.identity(light), try DocCCommandTests.identity(dark))
    #expect(before.0 == after.0 && before.1 == after.1)
  }
}
