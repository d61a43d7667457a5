import Testing

@testable import Recipe

/// Bare names are letters, digits and underscores in any script: the lexer and the formatter decide
/// ASCII from the byte and everything else from Unicode's properties, and both ways agree.
@Suite("Letters and digits in bare names, ASCII and not")
struct NameCharacterTests {
  func words(_ line: String) -> [String] {
    RecipeLexer.tokens(of: Array(line), line: 1).tokens.filter { $0.kind == .word }.map(\.text)
  }

  @Test("non-ASCII letters and digits continue a word; ASCII punctuation ends it")
  func lexing() {
    // ö and ß are letters (Ll), ٣ is a digit (Nd, ARABIC-INDIC THREE), ½ is a number (No).
    #expect(words("Größe2.Width = Größe_٣.Width") == ["Größe2", "Width", "Größe_٣", "Width"])
    #expect(words("x½ y") == ["x½", "y"])
    #expect(words("Zz09_a") == ["Zz09_a"])
    // @ and [ sit just outside A-Z, / and : just outside 0-9.
    #expect(words("A@Z[a") == ["A", "Z", "a"])
  }

  @Test("the ASCII answers are Unicode's, for every ASCII character")
  func everyASCIICharacter() {
    for byte in UInt8(0)...127 {
      let character = Character(Unicode.Scalar(byte))
      #expect(character.isNameLetter == character.isLetter, "\(byte)")
      #expect(character.isNameNumber == character.isNumber, "\(byte)")
    }
  }

  @Test("a constraint naming a non-ASCII view parses and formats back bare")
  func roundTrip() throws {
    let source = """
      scene 375 x 667
      view "Größe"
      view "Höhe 2"
      1. Größe.Width = Höhe 2.Width
      """
    let result = RecipeParser.parse(source, fileName: "t.recipe")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let constraint = try #require(result.recipe.constraints.first)
    #expect(constraint.first.item.value.spelling == "Größe")
    #expect(constraint.second?.item.value.spelling == "Höhe 2")
    #expect(RecipeFormatter.constraint(constraint) == "Größe.Width = Höhe 2.Width")
    // A name that does not read back as words is quoted, ASCII or not.
    #expect(RecipeFormatter.itemName("Größe-1") == "\"Größe-1\"")
    #expect(RecipeFormatter.itemName("A-1") == "\"A-1\"")
    #expect(RecipeFormatter.itemName("A 1") == "A 1")
  }
}
