/// Small string helpers of the recipe language.
extension String {
  /// The string with its first character uppercased (`leadingMargin` -> `LeadingMargin`).
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }

  /// The string without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }

  /// The string with control characters (other than tab) shown as `?`, so that binary input
  /// cannot garble a terminal.
  func replacingControlCharacters() -> String {
    String(
      map { character -> Character in
        if character == "\t" { return character }
        let isControl = character.unicodeScalars.contains {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
        return isControl ? "?" : character
      })
  }
}
