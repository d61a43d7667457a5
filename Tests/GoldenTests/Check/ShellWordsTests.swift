import Foundation
import Golden
import TestSupport
import Testing

/// The words of the commands a hint prints (`ShellWords`): the shell is the oracle, it must read
/// each quoted word back as the word; plain words stay bare so that the usual command reads as typed.
@Suite struct ShellWordsTests {
  @Test(
    arguments: [
      "layout-diagram", "recipes/a1-simple-label-and-text-field.recipe", "My Recipes/a b.recipe", "it's",
      "", "$HOME", "a;b", "*.recipe", "--goldens=Tests/Goldens", "Ünïcode",
    ])
  func theShellReadsTheWordBack(_ word: String) throws {
    let quoted = ShellWords.quoted(word)
    let echoed = try TestProcess.run("/bin/sh", ["-c", "printf %s \(quoted)"])
    #expect(echoed.status == 0)
    #expect(echoed.stdout == word, "\(quoted)")
  }

  @Test func plainWordsStayBare() {
    #expect(ShellWords.quoted(".build/release/layout-diagram") == ".build/release/layout-diagram")
    #expect(ShellWords.quoted("My Recipes") == "'My Recipes'")
    #expect(
      ShellWords.command(["layout-diagram", "record", "a b.recipe", "--mode", "missing"])
        == "layout-diagram record 'a b.recipe' --mode missing")
  }
}
