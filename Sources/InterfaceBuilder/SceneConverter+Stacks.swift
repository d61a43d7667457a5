import Layout
import Recipe

extension SceneConverter {
  /// A `<stackView>`'s attributes as recipe stack attributes (`axis`, `alignment`,
  /// `distribution`, `spacing`, `baselineRelative`, `marginsRelative`); its `<subviews>` are its
  /// arranged views, declared in it in order. What a recipe cannot say is warned: the system
  /// spacing (`spacingType`), and values of axis, alignment or distribution it does not know
  /// (UIKit's defaults are used for those).
  mutating func stackProperties(_ view: IBView) -> [ViewProperty] {
    let stack = view.stack ?? IBStack()
    var result: [ViewProperty] = []
    let axis: Axis
    switch stack.axis {
    case "vertical": axis = .vertical
    case "horizontal": axis = .horizontal
    default:
      warn(view, "stack axis \"\(stack.axis)\" is not known; horizontal (UIKit's default) is used")
      axis = .horizontal
    }
    result.append(.axis(SyntaxFactory.spelled(axis, axis.rawValue)))
    let alignment = StackAlignment(rawValue: stack.alignment) ?? .fill
    if StackAlignment(rawValue: stack.alignment) == nil {
      warn(view, "stack alignment \"\(stack.alignment)\" is not known; fill (UIKit's default) is used")
    }
    result.append(.stackAlignment(SyntaxFactory.spelled(alignment, alignment.rawValue)))
    let distribution = StackDistribution(rawValue: stack.distribution) ?? .fill
    if StackDistribution(rawValue: stack.distribution) == nil {
      warn(
        view, "stack distribution \"\(stack.distribution)\" is not known; fill (UIKit's default) is used")
    }
    result.append(.distribution(SyntaxFactory.spelled(distribution, distribution.rawValue)))
    result.append(.spacing(SyntaxFactory.number(stack.spacing)))
    if let type = stack.spacingType {
      warn(
        view,
        "spacingType=\"\(type)\" (the system spacing between arranged views) has no recipe form; the "
          + "spacing \(SyntaxFactory.formatNumber(stack.spacing)) is used")
    }
    if stack.baselineRelative { result.append(.baselineRelative) }
    if stack.marginsRelative { result.append(.marginsRelative) }
    return result
  }
}
