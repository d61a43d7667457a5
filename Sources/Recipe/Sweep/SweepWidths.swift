/// The widths of a width sweep, as written after `--sweep` (and, in a recipe, after `sweep`):
/// `320...1024` (six evenly spaced whole-point widths, both ends included), `320...1024/8` (eight),
/// or a list `320, 375, 414, 768`.
public struct SweepWidths: Hashable, Sendable {
  /// The widths in points, in the order given (a range is narrowest first).
  public var widths: [Double]

  /// Widths of a range when no count is given.
  public static let defaultCount = 6
  /// The most frames a sweep draws (an animation of more is a slide show nobody watches).
  public static let maximumCount = 24
  /// The widest scene a sweep solves, in points.
  public static let maximumWidth = 4096.0

  /// Creates a sweep of explicit widths.
  public init(widths: [Double]) {
    self.widths = widths
  }

  /// Parses the text; the error says what is wrong and what would be accepted.
  public static func parse(_ text: String) -> Result<SweepWidths, SweepWidthsError> {
    let spec = Array(text.filter { !$0.isWhitespace })
    if let dots = (0..<max(spec.count - 2, 0)).first(where: { spec[$0...($0 + 2)] == [".", ".", "."] }) {
      let lowerText = String(spec[..<dots])
      var rest = String(spec[(dots + 3)...])
      var count = defaultCount
      if let slash = rest.firstIndex(of: "/") {
        let countText = String(rest[rest.index(after: slash)...])
        guard let n = Int(countText), (2...maximumCount).contains(n) else {
          return .failure(
            .init("the number of widths after '/' must be 2 to \(maximumCount) (got '\(countText)')"))
        }
        count = n
        rest = String(rest[..<slash])
      }
      guard let lower = width(lowerText), let upper = width(rest) else {
        return .failure(.init("'\(text)' is not a range of widths such as 320...1024 or 320...1024/8"))
      }
      guard upper > lower else {
        return .failure(.init("the range \(text) must go from the narrower to the wider width"))
      }
      return validated(widths(from: lower, to: upper, count: count), text: text)
    }
    var widths: [Double] = []
    for part in String(spec).split(separator: ",", omittingEmptySubsequences: false) {
      guard let w = width(String(part)) else {
        return .failure(
          .init("'\(part)' is not a width in points: write 320...1024, 320...1024/8 or 320,375,414"))
      }
      widths.append(w)
    }
    guard widths.count >= 2 else {
      return .failure(.init("a sweep needs at least two widths (got '\(text)'): write 320...1024"))
    }
    guard widths.count <= maximumCount else {
      return .failure(.init("a sweep draws at most \(maximumCount) widths (got \(widths.count))"))
    }
    return validated(widths, text: text)
  }

  /// Evenly spaced whole-point widths from `lower` to `upper`, both included.
  public static func widths(from lower: Double, to upper: Double, count: Int) -> [Double] {
    (0..<count).map { i in
      i == count - 1 ? upper : (lower + (upper - lower) * Double(i) / Double(count - 1)).rounded()
    }
  }

  private static func width(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  private static func validated(_ widths: [Double], text: String) -> Result<SweepWidths, SweepWidthsError> {
    for w in widths where !(w > 0 && w <= maximumWidth) {
      return .failure(
        .init("every sweep width must be more than 0 and at most \(Int(maximumWidth)) points (got \(text))"))
    }
    var seen: [Double] = []
    for w in widths {
      if seen.contains(w) {
        return .failure(.init("the sweep \(text) gives the width \(w) twice: use fewer widths"))
      }
      seen.append(w)
    }
    return .success(SweepWidths(widths: widths))
  }
}

/// Why a sweep's widths were refused.
public struct SweepWidthsError: Error, Hashable, Sendable {
  /// What is wrong and what would be accepted.
  public var message: String

  init(_ message: String) {
    self.message = message
  }
}
