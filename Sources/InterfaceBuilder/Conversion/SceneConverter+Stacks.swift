import Layout
import Recipe

extension SceneConverter {
  /// A `<stackView>`'s attributes as recipe stack attributes (`axis`, `alignment`,
  /// `distribution`, `spacing`, `baselineRelative`, `marginsRelative`, the last also for a stack
  /// view with explicit margins and no `layoutMarginsRelativeArrangement`); its `<subviews>` are its
  /// arranged views, declared in it in order; `spacingType="standard"` is `spacing system`. What a
  /// recipe cannot say is warned: a `spacingType` other than `standard`, and values of axis,
  /// alignment or distribution it does not know (UIKit's defaults are used for those).
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
    switch stack.spacingType {
    case nil:
      result.append(.spacing(SyntaxFactory.number(stack.spacing)))
    case "standard":
      // IB's "Use Standard Spacing": `UIStackView.spacingUseSystem`.
      result.append(.spacingUseSystem)
    case let type?:
      warn(
        view,
        "spacingType=\"\(type)\" is not known; the spacing \(PositionalNumber.shortest(stack.spacing)) is used"
      )
      result.append(.spacing(SyntaxFactory.number(stack.spacing)))
    }
    if stack.baselineRelative { result.append(.baselineRelative) }
    // Interface Builder stores a stack view's margins set in the Size inspector and no
    // `layoutMarginsRelativeArrangement`, and arranges the views in them: every such stack view
    // in the files we have (11 in 6 files, Xcode 8 to 13) stores its arranged views inset by the
    // margins (docs/interface-builder.md, "Stack views with margins"). A file that writes the
    // attribute is taken at its word.
    if stack.marginsRelative ?? (view.layoutMargins != nil) { result.append(.marginsRelative) }
    return result
  }
}
