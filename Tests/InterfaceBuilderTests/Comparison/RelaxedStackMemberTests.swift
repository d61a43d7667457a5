import Foundation
import Layout
import Recipe
import TestSupport
import Testing

@testable import InterfaceBuilder

/// A conflict's stack constraints matched between two solves of one scene (`RelaxedMember`) by
/// what they relate, not by their place among the stack's constraints of one identifier (second
/// read of review37, L7): a relaxed solve can generate another set of them.
@Suite struct RelaxedStackMemberTests {
  /// A fill-proportionally stack of three plain views of widths 10, 20 and 30 (each its own
  /// required width, so each gets a share), with `hidden` views hidden.
  static func solved(hiding hidden: [String]) throws -> LayoutResult {
    let text = """
      recipe "shares"
      scene 375 x 667
      stackView "S" axis horizontal alignment fill distribution fillProportionally spacing 0
      view "A" in "S"\(hidden.contains("A") ? " hidden" : "")
      view "B" in "S"\(hidden.contains("B") ? " hidden" : "")
      view "C" in "S"\(hidden.contains("C") ? " hidden" : "")

      1. S.Leading = Superview.Leading
      2. S.Top = Superview.Top
      3. S.Height = 40
      4. A.Width = 10
      5. B.Width = 20
      6. C.Width = 30
      """
    let compiled = try ImportSupport.compile(text)
    let variant = try #require(compiled.variants.first)
    return try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measure)
  }

  /// The index of the stack's `UISV-fill-proportionally` constraint that names `view` ('B').
  static func share(of view: String, in result: LayoutResult) throws -> Int {
    try #require(
      result.implicitConstraints.firstIndex {
        if case .stackView(_, let identifier) = $0.kind, identifier == "UISV-fill-proportionally" {
          return $0.description.contains("'\(view)'")
        }
        return false
      }, "no share of \(view):\n\(result.implicitConstraints.map(\.description).joined(separator: "\n"))")
  }

  @Test("B's share is B's in both solves, though A's share comes before it in one of them only")
  func sharesByView() throws {
    let all = try Self.solved(hiding: [])
    let withoutA = try Self.solved(hiding: ["A"])
    let ours = RelaxedMember.implicitMembers(all.implicitConstraints)
    let theirs = RelaxedMember.implicitMembers(withoutA.implicitConstraints)
    let bAll = RelaxedMember(.implicit(try Self.share(of: "B", in: all)), members: ours)
    let bWithoutA = RelaxedMember(.implicit(try Self.share(of: "B", in: withoutA)), members: theirs)
    let aAll = RelaxedMember(.implicit(try Self.share(of: "A", in: all)), members: ours)
    // B's share is the second of its kind in the first solve and the first in the second (A has
    // none there): by place B's would be missed and A's taken for it.
    #expect(bAll.matches(bWithoutA))
    #expect(!aAll.matches(bWithoutA))
    // C's share matches C's, not B's.
    let cWithoutA = RelaxedMember(.implicit(try Self.share(of: "C", in: withoutA)), members: theirs)
    #expect(!bAll.matches(cWithoutA))
  }
}
