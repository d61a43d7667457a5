/// Reads `--name N` options with positive whole values, the form every workload's counts take.
struct BenchmarkArguments {
  /// A command line the workload cannot read.
  struct UsageError: Error, CustomStringConvertible {
    /// What was wrong and the usage to follow.
    var description: String
  }

  private var values: [String: Int]

  /// Parses `arguments`, accepting only the options named in `defaults` (name without dashes).
  init(_ arguments: [String], defaults: KeyValuePairs<String, Int>) throws {
    values = Dictionary(uniqueKeysWithValues: defaults.map { ($0.key, $0.value) })
    let usage = defaults.map { "--\($0.key) N" }.joined(separator: " ")
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let name = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : ""
      guard values[name] != nil, index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0
      else { throw UsageError(description: "unknown or incomplete option \(argument); use \(usage)") }
      values[name] = value
      index += 2
    }
  }

  /// The value of `--name` (its default when not given).
  subscript(name: String) -> Int { values[name] ?? 0 }
}
