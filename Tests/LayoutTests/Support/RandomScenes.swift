import Layout
import TestSupport

/// What a random scene is made of, for the reference tests that check the engine against a slower
/// method on many small scenes (`AmbiguityReferenceTests`, `BreakScopeReferenceTests`,
/// `BreakScopeMembershipTests`). A field left nil draws nothing, so each shape keeps its own
/// sequence of draws: a seed gives the same scene it gave before the generators were shared.
struct RandomSceneShape {
  /// One scene in N is a 320-point cell (nil: always a 375 x 667 root, nothing drawn).
  var cellOneIn: Int?
  var viewCount: ClosedRange<Int>
  /// A view after the first is nested one time in N ...
  var nestedOneIn: Int
  /// ... under any earlier view (drawn), or else under the first.
  var nestedUnderAnyEarlier: Bool
  /// One view in N is a one-line label of 1 to 9 "w" (nil: plain views only, nothing drawn).
  var labelOneIn: Int?
  var constraintCount: ClosedRange<Int>
  var attributes: [Attribute]
  /// The second item is drawn from 0 to this: 0 none (a size attribute only), 1 the root, more a view.
  var secondChoices: Int
  /// Priorities drawn from, equally likely (nil: every constraint required, nothing drawn).
  var priorities: [Int]?
  /// A size relation to a second item has multiplier 2 one time in N (nil: always 1, nothing drawn).
  var doubledOneIn: Int?
  /// The constant: a whole number of this range times `constantStep`.
  var constants: ClosedRange<Int>
  var constantStep: Int
}

/// The random scene generator the reference tests share.
enum RandomScenes {
  /// Whether a draw of one in `n` comes up.
  static func oneIn(_ n: Int, _ random: inout SplitMix64) -> Bool { random.int(0...(n - 1)) == 0 }

  /// A scene of `shape`, drawn from `random`.
  static func scene(_ shape: RandomSceneShape, _ random: inout SplitMix64) -> Scene {
    let isCell = shape.cellOneIn.map { oneIn($0, &random) } ?? false
    var scene = isCell ? Scene.cell(width: 320) : Scene(size: Size(width: 375, height: 667))
    let count = random.int(shape.viewCount)
    for i in 0..<count {
      let parent: ViewID? =
        i > 0 && oneIn(shape.nestedOneIn, &random)
        ? ViewID(shape.nestedUnderAnyEarlier ? random.int(0...(i - 1)) : 0) : nil
      let isLabel = shape.labelOneIn.map { oneIn($0, &random) } ?? false
      var spec = ViewSpec(name: "V\(i)", kind: isLabel ? .label : .view, parent: parent)
      if isLabel { spec.text = String(repeating: "w", count: random.int(1...9)) }
      _ = scene.add(spec)
    }
    let attributes = shape.attributes
    for _ in 0..<random.int(shape.constraintCount) {
      let attribute = attributes[random.int(0...(attributes.count - 1))]
      let first = Anchor(.view(ViewID(random.int(0...(count - 1)))), attribute)
      let choice = random.int(0...shape.secondChoices)
      let second: Anchor?
      if attribute.isSize && choice == 0 {
        second = nil
      } else {
        let partners = attributes.filter { $0.axis == attribute.axis && $0.isSize == attribute.isSize }
        let partner = partners[random.int(0...(partners.count - 1))]
        let item: Item = choice == 1 ? .root : .view(ViewID(random.int(0...(count - 1))))
        second = Anchor(item, partner == .lastBaseline && item == .root ? .bottom : partner)
      }
      let relation: LayoutRelation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][
        random.int(0...3)]
      let priority = shape.priorities.map { $0[random.int(0...($0.count - 1))] }
      let doubled =
        attribute.isSize && second != nil && (shape.doubledOneIn.map { oneIn($0, &random) } ?? false)
      let constant = Double(random.int(shape.constants) * shape.constantStep)
      scene.constraints.append(
        LayoutConstraint(
          number: scene.constraints.count + 1, first, relation, second, multiplier: doubled ? 2 : 1,
          constant: .points(constant), priority: priority.flatMap { LayoutPriority($0) } ?? .required))
    }
    return scene
  }
}
