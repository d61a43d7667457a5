/// Numbers as a recipe writes them: never with an exponent (the lexer refuses `1e-05`).
public enum PositionalNumber {
  /// `20` for 20.0, `0.5` for 0.5, `0.00001` for 1e-5: the shortest spelling of a number, without
  /// an exponent, and without a fraction when it has none (below 1e15).
  public static func shortest(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return spelling(value)
  }

  /// Swift's shortest round-tripping spelling of a finite number without its exponent (recipes
  /// write none): `1e-05` is `0.00001`, `1.5e-08` is `0.000000015`, `1e+16` is
  /// `10000000000000000.0`; the digits are the same, so the value reads back exactly. `-0.0` is
  /// `0.0` (a recipe's multiplier has no sign).
  public static func spelling(_ value: Double) -> String {
    if value == 0 { return "0.0" }
    let text = String(value)
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: e)...])
    else { return text }
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = whole + fraction
    var point = whole.count + exponent
    while digits.count > 1, digits.last == "0", digits.count > point { digits.removeLast() }
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    }
    if digits.count <= point { digits += String(repeating: "0", count: point - digits.count) + "0" }
    let index = digits.index(digits.startIndex, offsetBy: point)
    return (negative ? "-" : "") + digits[..<index] + "." + digits[index...]
  }
}
