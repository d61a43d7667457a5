import Layout

extension ScopeLowerer {
  /// Applies a line's properties: fonts first, then the rest in written order.
  mutating func applyAll(_ properties: [Located<ViewProperty>], to spec: inout ViewSpec) {
    let fonts = properties.filter { $0.value.keyword == "font" }
    for property in fonts + properties.filter({ $0.value.keyword != "font" }) { apply(property, to: &spec) }
  }

  /// Applies one property to a view spec.
  mutating func apply(_ property: Located<ViewProperty>, to spec: inout ViewSpec) {
    switch property.value {
    case .text(let text): spec.text = text
    case .placeholder(let text): spec.placeholder = text
    case .title(let text): spec.title = text
    case .font(let font):
      // A new font drops the kind's default weight, so that `font headline` is semibold; a
      // `weight` on the same line still applies (`applyAll` applies fonts first).
      spec.font = FontSpec(
        family: font.family, size: font.size?.value,
        style: font.style?.value, weight: nil,
        italic: spec.font.italic)
    case .weight(let weight): spec.font.weight = Self.integer(weight.value.rounded()).flatMap(FontWeight.init)
    case .italic: spec.font.italic = true
    case .lines(let lines): spec.numberOfLines = lines
    case .initialWidth(let width): spec.initialWidth = width.value
    case .initialFrame(let values):
      if values.count == 4 {
        spec.initialFrame = Rect(
          x: values[0].value, y: values[1].value, width: values[2].value, height: values[3].value)
      }
    case .fieldHeight(let height): spec.textFieldHeight = height.value
    case .fieldInset(let inset): spec.textFieldInset = inset.value
    case .lineHeightMultiple(let factor): spec.lineHeightMultiple = factor.value
    case .lineSpacing(let points): spec.lineSpacing = points.value
    case .minimumLineHeight(let points): spec.minimumLineHeight = points.value
    case .lineBreak(let mode): spec.lineBreakMode = mode.value
    case .alignment(let alignment):
      if spec.kind == .stackView, alignment.value == .center {
        spec.stack?.alignment = .center
      } else {
        spec.alignment = alignment.value
      }
    case .hugging(let axis, let priority):
      guard let value = Self.integer(priority.value).flatMap(LayoutPriority.init) else { return }
      for each in Self.axes(axis) { spec.hugging[each] = value }
    case .resistance(let axis, let priority):
      guard let value = Self.integer(priority.value).flatMap(LayoutPriority.init) else { return }
      for each in Self.axes(axis) { spec.compressionResistance[each] = value }
    case .intrinsic(let width, let height):
      spec.intrinsicSizeOverride = IntrinsicSize(width: width?.value, height: height?.value)
    case .image(let width, let height): spec.imageSize = Size(width: width.value, height: height.value)
    case .backgroundImage(let width, let height):
      spec.backgroundImageSize = Size(width: width.value, height: height.value)
    case .background(let name): spec.backgroundColor = color(name)
    case .textColor(let name): spec.textColor = color(name)
    case .ibID:
      break  // kept beside the scene (`LoweredVariant.ViewOrigin.ibID`), not in the view spec
    case .margins(let values): spec.layoutMargins = Self.insets(values) ?? spec.layoutMargins
    case .contentInsets(let values): spec.contentInsets = Self.insets(values) ?? spec.contentInsets
    case .textContainerInset(let values):
      spec.textContainerInset = Self.insets(values) ?? spec.textContainerInset
    case .alignmentRectInsets(let values):
      spec.alignmentRectInsets = Self.insets(values) ?? spec.alignmentRectInsets
    case .buttonStyle(let style): spec.buttonStyle = style.value
    case .imagePadding(let padding): spec.imagePadding = padding.value
    case .imagePlacement(let placement): spec.imagePlacement = placement.value
    case .axis(let axis): spec.stack?.axis = axis.value
    case .stackAlignment(let alignment): spec.stack?.alignment = alignment.value
    case .distribution(let distribution): spec.stack?.distribution = distribution.value
    case .spacing(let spacing):
      spec.stack?.spacing = spacing.value
      spec.stack?.spacingUseSystem = false
    case .spacingUseSystem: spec.stack?.spacingUseSystem = true
    case .baselineRelative: spec.stack?.isBaselineRelativeArrangement = true
    case .marginsRelative: spec.stack?.isLayoutMarginsRelativeArrangement = true
    case .spacingAfter(let spacing): spec.customSpacingAfter = spacing.value
    case .hidden: spec.isHidden = true
    case .hiddenOnCanvas(let offset):
      spec.isHidden = true
      spec.isHiddenOnCanvas = true
      spec.canvasOffset = offset?.value
      spec.canvasOffsetAxis = nil  // set once the stack is known (`recordCanvasOffsetAxes`)
    case .insetsLayoutMarginsFromSafeArea(let value): spec.insetsLayoutMarginsFromSafeArea = value.value
    case .preservesSuperviewLayoutMargins(let value): spec.preservesSuperviewLayoutMargins = value.value
    case .layoutMarginsFollowReadableWidth(let value): spec.layoutMarginsFollowReadableWidth = value.value
    case .contentInsetAdjustment(let behavior): spec.contentInsetAdjustment = behavior.value
    case .alwaysBounceVertical(let value): spec.alwaysBounceVertical = value.value
    case .alwaysBounceHorizontal(let value): spec.alwaysBounceHorizontal = value.value
    case .contentLayoutGuide(let value): spec.isContentLayoutGuide = value.value
    case .viewRespectsSystemMinimumLayoutMargins:
      break  // a view controller's property (`superview` lines); the checker reports it elsewhere
    }
  }

  /// Applies the `superview` lines: to the scene's root view, or to a cell's content view.
  mutating func applySuperview(to scene: inout Scene, contentView: ViewID?) {
    for superview in scope.superviews {
      if let contentView {
        applyAll(superview.properties, to: &scene.views[contentView.rawValue])
        continue
      }
      for property in superview.properties {
        switch property.value {
        case .margins:
          // The root has no view spec: read the margins through one.
          var spec = ViewSpec(name: "Superview", kind: .view)
          apply(property, to: &spec)
          scene.rootMargins = spec.layoutMargins
        case .insetsLayoutMarginsFromSafeArea(let value):
          scene.rootInsetsLayoutMarginsFromSafeArea = value.value
        case .layoutMarginsFollowReadableWidth(let value):
          scene.rootLayoutMarginsFollowReadableWidth = value.value
        case .viewRespectsSystemMinimumLayoutMargins(let value):
          scene.viewRespectsSystemMinimumLayoutMargins = value.value
        default: break  // reported by the checker
        }
      }
    }
  }

  /// 4 numbers as top, leading, bottom, trailing, 1 as every side. The parser allows 1 or 4, but
  /// `RecipeLowering.lower` is public and a tree built in code may hold any count: read them
  /// without indexing past the end (nil for none).
  private static func insets(_ values: [NumberLiteral]) -> EdgeInsets? {
    if values.count == 4 {
      return EdgeInsets(
        top: values[0].value, left: values[1].value, bottom: values[2].value, right: values[3].value)
    }
    return values.first.map { EdgeInsets(all: $0.value) }
  }

  /// Both axes for nil, else the one given.
  private static func axes(_ axis: Axis?) -> [Axis] { axis.map { [$0] } ?? Axis.allCases }

  /// A named or `#RRGGBB` colour; unknown ones are reported.
  private mutating func color(_ name: Spelled<String>) -> Color? {
    if let color = Color(name: name.value) ?? (name.value.hasPrefix("#") ? Color(hex: name.value) : nil) {
      return color
    }
    let names = Color.named.map(\.name)
    let hint =
      Suggestion.didYouMean(name.value, among: names).map { "did you mean \"\($0)\"?" }
      ?? "use a UIKit colour name (\(names.prefix(6).joined(separator: ", ")), ...) or \"#RRGGBB\""
    diagnostics.append(Diagnostic(.error, "unknown colour \"\(name.value)\"", at: name.range, hint: hint))
    return nil
  }
}
