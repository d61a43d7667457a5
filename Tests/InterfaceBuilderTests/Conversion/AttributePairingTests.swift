import Recipe
import Testing

@testable import InterfaceBuilder

/// The pairs of attributes UIKit refuses are left out of an import with a warning, so that every
/// recipe the importer writes compiles (the rules of `RecipeScope.check`, by hand).
@Suite struct AttributePairingTests {
  @Test func refusedPairs() {
    #expect(
      SceneConverter.pairingProblem(.top, nil)?.hasPrefix("sets the location top to a constant") == true)
    #expect(SceneConverter.pairingProblem(.width, .leading)?.hasPrefix("relates size and location") == true)
    #expect(SceneConverter.pairingProblem(.top, .leading)?.contains("different axes") == true)
    #expect(SceneConverter.pairingProblem(.leading, .left)?.hasPrefix("mixes leading with left") == true)
  }

  @Test func acceptedPairs() {
    #expect(SceneConverter.pairingProblem(.width, nil) == nil)
    #expect(SceneConverter.pairingProblem(.width, .height) == nil)
    #expect(SceneConverter.pairingProblem(.leading, .trailingMargin) == nil)
    #expect(SceneConverter.pairingProblem(.firstBaseline, .top) == nil)
    #expect(SceneConverter.pairingProblem(.centerX, .centerXWithinMargins) == nil)
  }
}
