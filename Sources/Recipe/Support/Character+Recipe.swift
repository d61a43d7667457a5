extension Character {
  /// `isLetter`, answered for ASCII without Unicode's property tables: A to Z and a to z are
  /// the only ASCII letters. Lexing names was the largest cost of parsing a large recipe (README,
  /// "Benchmarks").
  var isNameLetter: Bool {
    if let ascii = asciiValue { return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) }
    return isLetter
  }

  /// `isNumber`, answered for ASCII without Unicode's property tables: 0 to 9 are the only ASCII
  /// numbers.
  var isNameNumber: Bool {
    if let ascii = asciiValue { return ascii >= 48 && ascii <= 57 }
    return isNumber
  }
}
