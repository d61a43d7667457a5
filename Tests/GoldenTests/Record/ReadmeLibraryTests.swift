import Foundation
import TestSupport
import Testing

/// README "Goldens in your own test suite" (issue 26, item 2): the manifest it shows resolves
/// against this checkout, and the test file it shows is compiled and run with this package's tests
/// (ReadmeFigureTests.swift is that file, byte for byte).
@Suite struct ReadmeLibraryTests {
  /// The `swift` blocks of the section, in order: the manifest, then the test file.
  static func blocks() throws -> [String] {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n### Goldens in your own test suite\n").dropFirst().first?
        .components(separatedBy: "\n### ").first)
    return section.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```\n")[0]
    }
  }

  /// The library products this checkout's manifest declares (`.library(name: "X"`).
  static func libraryProducts() throws -> Set<String> {
    let manifest = try String(
      contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    return Set(
      manifest.components(separatedBy: ".library(name: \"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      })
  }

  @Test func theTestFileIsCompiledWithThePackage() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count == 2)
    let file = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/GoldenTests/Record/ReadmeFigureTests.swift"),
      encoding: .utf8)
    #expect(blocks.last == file, "README's test file and ReadmeFigureTests.swift differ")
  }

  /// A fixture package made of README's two blocks, beside a `layout-diagram` folder that is this
  /// checkout (a link), read by SwiftPM (`swift package describe`): the dependency's identity
  /// is what the products name (a wrong `package:` is "unknown package"), and every product the
  /// test target names is a library of this checkout. The URL form in the comment has the same
  /// identity: its last component without `.git`.
  @Test func theManifestResolvesAgainstThisCheckout() throws {
    let blocks = try Self.blocks()
    try #require(blocks.count == 2)
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("layout-diagram"), withDestinationURL: Repository.root)
    let package = folder.appendingPathComponent("MyFigures")
    let tests = package.appendingPathComponent("Tests/MyFigureTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try blocks[0].write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try blocks[1].write(
      to: tests.appendingPathComponent("FigureTests.swift"), atomically: true, encoding: .utf8)

    let described = try TestProcess.run(
      "/usr/bin/env",
      [
        "swift", "package", "--scratch-path", folder.appendingPathComponent("scratch").path, "describe",
        "--type", "json",
      ],
      in: package)
    try #require(described.status == 0, "\(described.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(described.stdoutBytes)) as? [String: Any])
    let dependencies = try #require(json["dependencies"] as? [[String: Any]])
    #expect(dependencies.compactMap { $0["identity"] as? String } == ["layout-diagram"])
    let targets = try #require(json["targets"] as? [[String: Any]])
    let products = targets.flatMap { $0["product_dependencies"] as? [String] ?? [] }
    #expect(Set(products) == ["GoldenTesting", "Golden"])
    #expect(Set(products).isSubset(of: try Self.libraryProducts()))

    let url = try #require(blocks[0].components(separatedBy: ".package(url: \"").dropFirst().first)
    let last = url.prefix { $0 != "\"" }.split(separator: "/").last.map(String.init) ?? ""
    #expect((last.hasSuffix(".git") ? String(last.dropLast(4)) : last) == "layout-diagram")
  }
}
