import Foundation
import TestSupport
import Testing

/// The top-level help and the bare call, held to the README (the documented contract) rather than
/// to the program's own tables: the exit statuses and their precedence come from README's exit
/// table, the subcommands from README's command paragraphs.
@Suite("layout-diagram's help and bare call against the README")
struct HelpTextTests {
  static var readme: String {
    (try? String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }

  /// The statuses of README's `| status | meaning | wins over |` table, in its order (the
  /// precedence: each row wins over the rows below it).
  static func documentedStatuses() -> [Int] {
    let lines = readme.split(separator: "\n").map(String.init)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("| status | meaning | wins over |") }) else {
      return []
    }
    var statuses: [Int] = []
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      if cells.count > 1, let status = Int(cells[1].trimmingCharacters(in: .whitespaces)) {
        statuses.append(status)
      }
    }
    return statuses
  }

  /// The subcommands README documents: the command-line sections' paragraphs that open with one
  /// (`render [RECIPES or FOLDERS] ...`, `solve RECIPE ...`).
  static func documentedSubcommands() -> [String] {
    let commandSections = readme.components(separatedBy: "\n## The recipe language")[0]
    return commandSections.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("`"), let space = line.firstIndex(of: " ") else { return nil }
      let name = line[line.index(after: line.startIndex)..<space]
      let next = line[line.index(after: space)...].first
      guard name.allSatisfy(\.isLowercase), next == "[" || next?.isUppercase == true else { return nil }
      return String(name)
    }
  }

  /// `text` with every run of white space (the help's line wrapping) made one space.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The numbers that open the items of `list` ("0 success, 1 golden mismatch" -> [0, 1]).
  static func leadingNumbers(_ list: Substring) -> [Int] {
    list.components(separatedBy: ", ").compactMap { Int($0.split(separator: " ").first ?? "") }
  }

  @Test("README documents nine statuses and five subcommands (what the other tests compare with)")
  func documented() {
    #expect(Self.documentedStatuses() == [70, 73, 69, 66, 65, 64, 3, 1, 0])
    #expect(Set(Self.documentedSubcommands()) == ["render", "solve", "import", "check", "record"])
  }

  /// `check --help` too (issue 21: it listed the statuses by hand and left out 69).
  @Test(
    "--help lists every documented exit status, and no other", arguments: [["--help"], ["check", "--help"]])
  func statuses(_ arguments: [String]) throws {
    let output = try TestProcess.runTool(arguments)
    #expect(output.status == 0)
    let help = Self.flattened(output.stdout)
    let start = try #require(help.range(of: "Exit statuses: "))
    let end = try #require(
      help.range(of: ". When a run meets several", range: start.upperBound..<help.endIndex))
    let listed = Self.leadingNumbers(help[start.upperBound..<end.lowerBound])
    #expect(listed.sorted() == Self.documentedStatuses().sorted())
  }

  @Test("--help gives the documented precedence, every status but success")
  func precedence() throws {
    let help = Self.flattened(try TestProcess.runTool(["--help"]).stdout)
    let start = try #require(help.range(of: "the first of "))
    let end = try #require(help.range(of: " wins", range: start.upperBound..<help.endIndex))
    let order = Self.leadingNumbers(help[start.upperBound..<end.lowerBound])
    #expect(order == Self.documentedStatuses().filter { $0 != 0 })
  }

  @Test("a bare call names every documented subcommand on its error line and exits 64")
  func bareCall() throws {
    let output = try TestProcess.runTool([])
    #expect(output.status == 64)
    let line = try #require(output.stderr.split(separator: "\n").last { $0.hasPrefix("error: ") })
    #expect(line.hasPrefix("error: name a subcommand: "))
    let named = line.dropFirst("error: name a subcommand: ".count)
      .replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
    #expect(Set(named) == Set(Self.documentedSubcommands()))
    #expect(named.count == Self.documentedSubcommands().count)
  }
}
