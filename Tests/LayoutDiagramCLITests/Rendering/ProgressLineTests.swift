import Foundation
import TestSupport
import Testing

/// The progress line of a slow recipe appears on a terminal only. `LAYOUT_DIAGRAM_PROGRESS_AFTER=0`
/// makes every recipe "slow", so the tests need no slow recipe: the same run prints its phases on a
/// pseudo-terminal (`script`, util-linux, essential on Debian) and nothing when standard error is a
/// pipe.
@Suite("Progress on a terminal only")
struct ProgressLineTests {
  static let recipe = "recipes/a1-simple-label-and-text-field.recipe"

  /// `env LAYOUT_DIAGRAM_PROGRESS_AFTER=0 layout-diagram ARGUMENTS`, as one shell-quoted command.
  func command(_ arguments: [String]) -> [String] {
    ["LAYOUT_DIAGRAM_PROGRESS_AFTER=0", TestProcess.tool.path] + arguments
  }

  @Test("piped, solve and render print no progress")
  func quietWhenPiped() throws {
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    for arguments in [["solve", Self.recipe], ["render", Self.recipe, "--out", out.path]] {
      let result = try TestProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"), command(arguments), in: TestProcess.repositoryRoot)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty, "\(arguments[0]) wrote to a pipe: \(result.stderr.debugDescription)")
      #expect(!result.stdout.contains("solving"))
    }
  }

  /// The control: the same runs on a terminal show the line (recipe, phase, seconds) and clear it.
  @Test("on a terminal, solve and render show the recipe's phases")
  func shownOnATerminal() throws {
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    for arguments in [["solve", Self.recipe], ["render", Self.recipe, "--out", out.path]] {
      let shell = command(arguments).map { "'\($0)'" }.joined(separator: " ")
      let result = try TestProcess.run(
        URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "env " + shell, "/dev/null"],
        in: TestProcess.repositoryRoot)
      #expect(result.status == 0, "\(result.stdout)")
      let line = "\r\u{1B}[K\(Self.recipe): "
      #expect(result.stdout.contains(line + "solving ("), "\(result.stdout.debugDescription)")
      #expect(result.stdout.contains(line + "diagnosing ("))
      if arguments[0] == "render" { #expect(result.stdout.contains(line + "drawing (")) }
    }
  }
}
