import ConsoleLog
import Foundation
import TestSupport
import Testing

/// Counting the shared logs' constraints without the parser.
extension SharedLogs {
  /// Lines holding a constraint description (`<…Constraint:0x`, one per line), counted without
  /// the parser: every line but the one after "Will attempt to recover" (and the Sonoma form
  /// that holds it on the same line).
  static func listedConstraintCount(_ bytes: [UInt8]) -> Int {
    let text = String(decoding: bytes, as: UTF8.self)
    var count = 0
    var afterRecover = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.contains("Will attempt to recover") {
        afterRecover = !line.contains("<")
        continue
      }
      let isDescription =
        line.range(of: #"<<?[A-Za-z_][A-Za-z0-9_.]*Constraint:0x[0-9a-fA-F]+"#, options: .regularExpression)
        != nil
      if isDescription {
        if afterRecover {
          afterRecover = false
        } else {
          count += 1
        }
      }
    }
    return count
  }
}

@Suite("Shared UIKit and AppKit logs")
struct SharedLogTests {
  @Test("there are 42 shared logs")
  func fortyTwo() throws {
    #expect(try SharedLogs.all().count == 42)
  }

  @Test("a log that is not there fails the test saying where it looked, never a silent pass")
  func missingLogFails() throws {
    do {
      _ = try SharedLogs.path("no-such-log-")
      Issue.record("a missing shared log was found")
    } catch let missing as SharedLogs.Missing {
      #expect(missing.description == "no shared log in \(SharedLogs.folder.path) starts with no-such-log-")
    }
  }

  @Test("every listed constraint is read, and every readable one is in a recipe")
  func everyConstraintRecovered() throws {
    for (name, bytes) in try SharedLogs.all() {
      let expected = SharedLogs.listedConstraintCount(bytes)
      let document = try ConsoleLogImporter.read(bytes, fileName: name)
      let read = document.logs.reduce(0) { $0 + $1.constraints.count }
      #expect(read == expected, "\(name): \(read) constraints read, \(expected) listed")
      guard expected > 0 else { continue }
      // Every description an NSGridView row or column boundary (shared log 34): no recipe can
      // hold any of them, so the import is refused, saying why, instead of an empty scene.
      if document.logs.allSatisfy({ $0.constraints.allSatisfy { $0.text.contains("-boundary") } }) {
        do {
          _ = try ConsoleLogImporter.importLogs(bytes, fileName: name)
          Issue.record("\(name): a log of NSGridView boundaries only is imported as an empty scene")
        } catch {
          #expect(error.message.hasPrefix("nothing to draw: none of the log's \(expected) constraints"))
          #expect(error.message.contains("NSGridView"))
          #expect(error.location == document.logs[0].location)
        }
        continue
      }
      let result = try ConsoleLogImporter.importLogs(bytes, fileName: name)
      for log in result.logs {
        for entry in log.entries {
          let c = try #require(entry.constraint)
          if c.form == .expression {
            #expect(entry.recipeText == nil, "\(name): expression \(entry.number) cannot be in a recipe")
          } else {
            #expect(
              entry.recipeText != nil,
              "\(name): constraint \(entry.number) is not in the recipe: \(entry.omission ?? "")")
            #expect(
              log.text.contains("id \"\(c.address)\""),
              "\(name): constraint \(entry.number)'s address is not its id")
          }
        }
      }
    }
  }

  /// Worked by hand from each log's constraints (SOURCES.md gives the one-line story): the log's
  /// list number of the constraint UIKit broke, whether a size must be kept non-negative for the
  /// list to conflict (then the set also holds the engine's `size >= 0` of a view, which UIKit
  /// does not print), and the list numbers of the minimal conflicting set.
  static let expectations: [(file: String, log: Int, broken: Int, negative: Bool, set: [Int])] = [
    ("01", 0, 1, false, [1, 2]),
    ("02", 0, 2, true, [1, 2]),
    ("03", 0, 3, false, [1, 2, 3]),
    ("04", 0, 2, true, [1, 2, 3, 4]),
    ("05", 0, 1, false, [1, 2]),
    ("06", 0, 2, true, [1, 2, 3]),
    ("07", 0, 1, false, [1, 2]),
    ("08", 0, 2, true, [1, 2, 3]),
    ("09", 0, 2, true, [1, 2, 3]),
    ("10", 0, 3, false, [1, 2, 3, 4]),
    ("12", 0, 1, false, [1, 2]),
    ("13", 0, 3, true, [1, 2, 3, 4, 5]),
    ("14", 0, 2, true, [1, 2, 3, 4]),
    ("15", 0, 1, false, [1, 2]),
    ("16", 0, 1, false, [1, 2, 3, 4]),
    ("17", 0, 2, true, [1, 2, 3]),
    ("18", 0, 1, true, [1]),
    ("19", 0, 3, false, [1, 2, 3, 4]),
    ("20", 0, 1, false, [1, 2]),
    ("21", 0, 1, false, [1, 2]),
    ("22", 0, 2, true, [1, 2, 3, 4]),
    ("23", 0, 2, true, [1, 2, 3]),
    ("24", 0, 1, false, [1, 2, 3, 4, 5, 6]),
    ("25", 1, 2, true, [1, 2, 3]),
    ("26", 0, 3, false, [1, 2, 3, 4, 5]),
    ("27", 0, 1, false, [1, 2]),
    ("27", 1, 1, false, [1, 2]),
  ]

  @Test("each complete conflict log is unsatisfiable, with UIKit's broken constraint in our minimal set")
  func conflictsChecked() throws {
    for expectation in Self.expectations {
      let (name, bytes) = try SharedLogs.log(expectation.file)
      let result = try ConsoleLogImporter.importLogs(bytes, fileName: name)
      let logs = result.logs.filter { $0.log != nil }
      try #require(logs.count > expectation.log, "\(name): no log \(expectation.log + 1)")
      let log = logs[expectation.log]
      let check = log.check
      #expect(
        check.uikitBroken == expectation.broken,
        "\(name): UIKit broke \(String(describing: check.uikitBroken))")
      #expect(check.containsUIKitBroken, "\(name): \(check.minimalSet) lacks UIKit's broken constraint")
      #expect(
        check.minimalSet == expectation.set,
        "\(name): minimal set \(check.minimalSet), expected \(expectation.set)")
      let sizes = check.implicitInSet.filter { $0.contains("'non-negative' ") }
      if expectation.file == "21" {
        #expect(check.verdict == .duplicate, "\(name): \(check.verdict)")
      } else if expectation.negative {
        #expect(check.verdict == .unsatisfiableWithNonNegativeSizes, "\(name): \(check.verdict)")
        #expect(!sizes.isEmpty, "\(name): no size >= 0 in \(check.implicitInSet)")
        #expect(
          check.explanation.contains { $0.contains("kept non-negative") }, "\(name): \(check.explanation)")
      } else {
        #expect(sizes.isEmpty, "\(name): \(sizes) in the set")
        #expect(check.verdict == .unsatisfiable, "\(name): \(check.verdict) \(check.explanation)")
      }
    }
  }
}
