import Foundation
import TestSupport
import Testing

/// README "Installing" (issue 26, item 1): its commands run as written, with HOME in a temporary
/// folder and `LAYOUT_DIAGRAM_BINARY` naming the debug build so that no release build is made; and
/// the commands the tool prints start with the program as it was invoked, `layout-diagram` from
/// PATH, not `swift run -c release layout-diagram`, which fails outside this checkout.
@Suite("installing layout-diagram and the commands its hints print")
struct InstallTests {
  /// The lines of README's first `sh` block under "## Installing".
  static func readmeLines() throws -> [String] {
    let readme = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Installing\n").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
    return block.components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
  }

  /// Runs `line` with `/bin/sh` in the repository root, HOME = `home`, `home/.local/bin` first on
  /// PATH, and the debug build as the binary `scripts/install` copies.
  static func shell(_ line: String, home: URL) throws -> ProcessOutput {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return try TestProcess.run(
      "/bin/sh", ["-c", line],
      environment: [
        "HOME": home.path, "PATH": home.appendingPathComponent(".local/bin").path + ":" + path,
        "LAYOUT_DIAGRAM_BINARY": TestProcess.tool.path,
      ])
  }

  @Test("README's install commands run as written; uninstall removes what install wrote")
  func readmeInstallSection() throws {
    let lines = try Self.readmeLines()
    #expect(lines.contains { $0.hasPrefix("scripts/install --uninstall") })
    let home = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let installed = [
      home.appendingPathComponent(".local/bin/layout-diagram").path,
      home.appendingPathComponent("tools/bin/layout-diagram").path,
    ]
    for line in lines {
      let output = try Self.shell(line, home: home)
      #expect(output.status == 0, "\(line): \(output.stderr)")
      guard line.hasPrefix("scripts/install") else { continue }
      let target = line.contains("$HOME/tools") ? installed[1] : installed[0]
      // `layout-diagram preview` runs the server from beside the binary: installed and removed with it.
      let server = target + "-preview"
      if line.contains("--uninstall") {
        #expect(!FileManager.default.fileExists(atPath: target), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: server), "\(line)")
      } else {
        #expect(FileManager.default.isExecutableFile(atPath: target), "\(line)")
        #expect(FileManager.default.isExecutableFile(atPath: server), "\(line)")
        #expect(output.stdout.contains("installed \(target)"), "\(line): \(output.stdout)")
      }
    }
    for target in installed {
      #expect(!FileManager.default.fileExists(atPath: target))
      #expect(!FileManager.default.fileExists(atPath: target + "-preview"))
    }
  }

  @Test("a check run from PATH prints its re-record command with layout-diagram, not swift run")
  func hintsUseTheProgramAsInvoked() throws {
    let home = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let install = try Self.shell("scripts/install", home: home)
    #expect(install.status == 0, "\(install.stderr)")
    let goldens = home.appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: false)
    let recipe = "recipes/a1-simple-label-and-text-field.recipe"
    let arguments = "check \(recipe) --goldens \(goldens.path) --report \(home.path)/report"
    let fromPath = try Self.shell("layout-diagram " + arguments, home: home)
    #expect(fromPath.status == 1)
    #expect(
      fromPath.stdout.contains(
        "record it: layout-diagram record \(recipe) --mode missing --goldens \(goldens.path)"),
      "\(fromPath.stdout)")
    #expect(!fromPath.stdout.contains("swift run"))
    // Invoked by a relative path, the hint says that path.
    let relative = try TestProcess.run(
      "/bin/sh",
      [
        "-c",
        "./.local/bin/layout-diagram check \(TestProcess.repositoryRoot.path)/\(recipe) "
          + "--goldens goldens --report report",
      ], in: home)
    #expect(relative.stdout.contains("record it: ./.local/bin/layout-diagram record "), "\(relative.stdout)")
  }
}
