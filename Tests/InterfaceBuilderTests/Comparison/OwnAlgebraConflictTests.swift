import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// Conflicts of the file's own algebra that IB's frames hold within a pixel (session 38,
/// review38): the fixture `OwnAlgebraConflicts.xib` holds three cells whose content views IB
/// stored a pixel shorter than the row (its comment says what IB's frames hold in each). Before,
/// all three were called the model's (`ibHoldsAll`: "a size, margin or inset the layout gives a
/// view differs from IB's").
@Suite struct OwnAlgebraConflictTests {
  @Test("two pins of the same anchors 1 pt apart conflict whatever the margin: the file's own")
  func sameAnchors() throws {
    let checks = try ConflictCheckTests.checks("Same Anchors", fixture: "OwnAlgebraConflicts.xib")
    #expect(checks.count == 1, "\(checks.map(\.text))")
    let check = try #require(checks.first)
    #expect(check.verdict == .conflictsOnAnyCanvas, "\(check.text)")
    #expect(Set(check.contradictoryPair.compactMap(\.ibID)) == ["box1-b0", "box1-b1"], "\(check.text)")
    #expect(check.text.contains("relate the same two anchors by constants no layout meets together"))
    // IB's frames miss each pin by half a point (the 11-point margin at 44.5, Box's bottom at 45).
    #expect(check.ibMisses.allSatisfy { abs($0.miss - 0.5) < 1e-9 }, "\(check.ibMisses)")
  }

  @Test("a box centred from the top and at least 56 high in a 55.5-point row: the file's own at IB's size")
  func storedHeight() throws {
    let checks = try ConflictCheckTests.checks("Stored Height", fixture: "OwnAlgebraConflicts.xib")
    #expect(checks.count == 1, "\(checks.map(\.text))")
    let check = try #require(checks.first)
    #expect(check.verdict == .conflictsOnAnyCanvas, "\(check.text)")
    #expect(check.storedRootSize == Size(width: 320, height: 55.5))
    #expect(check.text.contains("conflict at the size Interface Builder stored for the root (320 x 55.5)"))
  }

  @Test("IB's frames miss a margin pin by as much as ours breaks the set at IB's size: the file's own")
  func spread() throws {
    let checks = try ConflictCheckTests.checks("Spread", fixture: "OwnAlgebraConflicts.xib")
    #expect(checks.count == 1, "\(checks.map(\.text))")
    let check = try #require(checks.first)
    #expect(check.verdict == .ibSpreadsIt, "\(check.text)")
    // 27 + 21 = 48 against the margin at 58.5 - 11 = 47.5: both miss by half a point in all.
    #expect(abs(check.ibMissesInAll - 0.5) < 1e-9 && abs(check.ourBreak - 0.5) < 1e-9, "\(check.text)")
    #expect(check.text.contains("the file's own constraints conflict by less than a point"))
  }

  @Test("the same set with the content view's margins following the readable width: still ours")
  func readableSpread() throws {
    let checks = try ConflictCheckTests.checks("Readable Spread", fixture: "OwnAlgebraConflicts.xib")
    #expect(checks.count == 1, "\(checks.map(\.text))")
    let check = try #require(checks.first)
    // The bottom margin is the model's once it follows the readable width: IB's frames, judged
    // with it, do not show the set is the file's (review38-stop M2), so the verdict stays the
    // model's, as before review38's ibSpreadsIt.
    #expect(check.verdict == .ibHoldsAll, "\(check.text)")
  }

  @Test("the pair: equal and unequal constants, either order, inequalities that leave no value")
  func pairs() throws {
    let text = """
      recipe "pairs"
      scene 200 x 200
      view "A"
      view "B"

      1. A.Top = B.Top
      2. A.Top = B.Top - 1
      3. B.Top = A.Top + 1
      4. A.Top >= B.Top + 2
      5. A.Top <= B.Top + 3
      6. A.Height >= 10
      7. A.Height <= 9.5
      8. A.Bottom = B.Bottom + 1
      """
    let scene = try #require(try ImportSupport.compile(text).variants.first).scene
    /// The index of the constraint numbered `number` in the recipe.
    func ref(_ number: Int) -> ConstraintRef {
      .explicit(scene.constraints.firstIndex { $0.number == number } ?? -1)
    }
    func pair(_ a: Int, _ b: Int) -> Bool {
      ConflictCheck.contradictoryPair([ref(a), ref(b)], in: scene) != nil
    }
    #expect(pair(1, 2))  // 0 against -1
    #expect(!pair(2, 3))  // A - B = -1 both ways round
    #expect(pair(1, 3))  // 0 against -1, the other way round
    #expect(pair(1, 4))  // 0 against >= 2
    #expect(!pair(4, 5))  // 2...3 is open
    #expect(pair(6, 7))  // >= 10 against <= 9.5, one anchor
    #expect(!pair(1, 8))  // other anchors
  }
}
