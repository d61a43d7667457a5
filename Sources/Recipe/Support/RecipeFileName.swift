/// The stem and title of a recipe file an importer writes, from a name in what it imports (an
/// Interface Builder document's file or scene name, a console log's file name), written once for
/// the importers.
public enum RecipeFileName {
  /// `Two Equal-Width Buttons` -> `two-equal-width-buttons`, `ConflictLog` -> `conflict-log`:
  /// letters and digits lowercased, a hyphen before an uppercase letter that follows a lowercase
  /// letter or a digit and one for every run of other characters, none at either end; `fallback`
  /// when no letter or digit is left.
  public static func kebab(_ text: some StringProtocol, fallback: String) -> String {
    var result = ""
    var previousLower = false
    for character in text {
      if character.isLetter || character.isNumber {
        if character.isUppercase, previousLower { result.append("-") }
        result += character.lowercased()
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !result.isEmpty, result.last != "-" { result.append("-") }
        previousLower = false
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? fallback : result
  }

  /// `simple-label-and-text-field` -> `Simple Label And Text Field`, `01-folding-cell` ->
  /// `01 Folding Cell`: the stem's words, each with its first character uppercased.
  public static func title(_ stem: String) -> String {
    stem.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}
