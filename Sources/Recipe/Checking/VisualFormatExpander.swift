import Layout

/// Expands a Visual Format line into constraints in the cookbook's notation.
///
/// Per Apple's Visual Format Language guide, for `H:` (leading to trailing; `V:` uses Top,
/// Bottom and Height):
/// - `|[a]` gives `a.Leading = Superview.Leading`; `|-[a]` gives
///   `a.Leading = Superview.LeadingMargin` (REFERENCE §1: `|-` means the margin);
///   `|-20-[a]` gives `a.Leading = Superview.Leading + 20`.
/// - `[a][b]` gives `b.Leading = a.Trailing`; `[a]-[b]` adds `+ Standard`; `[a]-(>=20)-[b]`
///   gives `b.Leading >= a.Trailing + 20`.
/// - `[a]|`, `[a]-|`, `[a]-20-|` give `Superview.Trailing = a.Trailing`,
///   `Superview.TrailingMargin = a.Trailing`, `Superview.Trailing = a.Trailing + 20`.
/// - `[a(>=50)]` gives `a.Width >= 50`; `[a(==b)]` gives `a.Width = b.Width`; `@20` sets the
///   priority.
///
/// Constraints come in reading order: each connection before the predicates of the view that
/// follows it, the trailing edge last.
enum VisualFormatExpander {
  /// The constraints of a line (unlabelled) and the errors met (unknown metrics).
  struct Expansion {
    /// The constraints, in reading order.
    var constraints: [ConstraintSyntax] = []
    /// Unknown metrics and the like.
    var diagnostics: [Diagnostic] = []
  }

  /// Expands `format`; `metrics` maps metric names to points.
  static func expand(_ format: VisualFormatSyntax, metrics: [String: Double]) -> Expansion {
    var expansion = Expansion()
    let horizontal = format.axis == .horizontal
    let leading: Attribute = horizontal ? .leading : .top
    let trailing: Attribute = horizontal ? .trailing : .bottom
    let leadingMargin: Attribute = horizontal ? .leadingMargin : .topMargin
    let trailingMargin: Attribute = horizontal ? .trailingMargin : .bottomMargin
    let size: Attribute = horizontal ? .width : .height
    let superview = Located<ViewName>("Superview", at: format.text.range)

    func anchor(_ item: Located<ViewName>, _ attribute: Attribute) -> AnchorSyntax {
      AnchorSyntax(
        item: item,
        attribute: Spelled(attribute, spelling: attribute.rawValue.capitalizedFirst, at: item.range))
    }

    /// Adds `first relation second + gap` for a connection.
    /// At a superview edge, `marginPair` is what a standard connection means instead.
    func connect(
      _ connection: VisualFormatConnection, first: AnchorSyntax, second: AnchorSyntax,
      marginPair: (AnchorSyntax, AnchorSyntax)?
    ) {
      switch connection.kind {
      case .flush:
        expansion.constraints.append(constraint(first, .equal, second, constant: nil, priority: nil))
      case .standard:
        if let (marginFirst, marginSecond) = marginPair {
          expansion.constraints.append(
            constraint(marginFirst, .equal, marginSecond, constant: nil, priority: nil))
        } else {
          let standard = ConstantSyntax.standard(negated: false, range: connection.range)
          expansion.constraints.append(constraint(first, .equal, second, constant: standard, priority: nil))
        }
      case .predicates(let predicates):
        for predicate in predicates {
          guard let value = number(predicate.object, metrics: metrics, into: &expansion) else { continue }
          let priority = self.priority(predicate, metrics: metrics, into: &expansion)
          expansion.constraints.append(
            constraint(first, predicate.relation, second, constant: .points(value), priority: priority))
        }
      }
    }

    if let edge = format.leadingEdge, let firstView = format.views.first {
      connect(
        edge, first: anchor(firstView.name, leading), second: anchor(superview, leading),
        marginPair: (anchor(firstView.name, leading), anchor(superview, leadingMargin)))
    }
    for (offset, view) in format.views.enumerated() {
      if offset > 0 {
        let previous = format.views[offset - 1]
        connect(
          format.connections[offset - 1], first: anchor(view.name, leading),
          second: anchor(previous.name, trailing),
          marginPair: nil)
      }
      for predicate in view.predicates {
        let priority = self.priority(predicate, metrics: metrics, into: &expansion)
        let first = anchor(view.name, size)
        switch predicate.object {
        case .name(let name) where metrics[name.value] == nil:
          expansion.constraints.append(
            constraint(
              first, predicate.relation, anchor(Located(ViewName(name.value), at: name.range), size),
              constant: nil, priority: priority))
        default:
          guard let value = number(predicate.object, metrics: metrics, into: &expansion) else { continue }
          expansion.constraints.append(
            ConstraintSyntax(
              label: nil, first: first, relation: Located(predicate.relation, at: predicate.range),
              second: nil,
              constant: .points(value), priority: priority))
        }
      }
    }
    if let edge = format.trailingEdge, let lastView = format.views.last {
      connect(
        edge, first: anchor(superview, trailing), second: anchor(lastView.name, trailing),
        marginPair: (anchor(superview, trailingMargin), anchor(lastView.name, trailing)))
    }
    return expansion
  }

  /// `first relation second + constant @priority`.
  private static func constraint(
    _ first: AnchorSyntax, _ relation: LayoutRelation, _ second: AnchorSyntax, constant: ConstantSyntax?,
    priority: PrioritySyntax?
  ) -> ConstraintSyntax {
    ConstraintSyntax(
      label: nil, first: first, relation: Located(relation, at: first.range), second: second,
      constant: constant,
      priority: priority)
  }

  /// A predicate's number: a literal or a declared metric.
  private static func number(
    _ object: VisualFormatPredicate.Object, metrics: [String: Double], into expansion: inout Expansion
  ) -> NumberLiteral? {
    switch object {
    case .number(let literal): return literal
    case .name(let name):
      guard let value = metrics[name.value] else {
        expansion.diagnostics.append(
          Diagnostic(
            .error, "unknown metric \"\(name.value)\"", at: name.range,
            hint: "declare it before the line: metric \(name.value) 20"))
        return nil
      }
      return .synthesized(value, at: name.range)
    }
  }

  /// A predicate's priority, nil for required.
  private static func priority(
    _ predicate: VisualFormatPredicate, metrics: [String: Double], into expansion: inout Expansion
  ) -> PrioritySyntax? {
    switch predicate.priority {
    case nil: return nil
    case .number(let literal):
      return PrioritySyntax(base: .number(literal), adjustment: nil, style: .at, range: literal.range)
    case .name(let name):
      if let named = NamedPriority(word: name.value) {
        return PrioritySyntax(
          base: .named(Spelled(named, spelling: name.value, at: name.range)), adjustment: nil, style: .at,
          range: name.range)
      }
      guard let value = metrics[name.value], value >= 1, value <= 1000 else {
        expansion.diagnostics.append(
          Diagnostic(
            .error, "unknown priority \"\(name.value)\"", at: name.range,
            hint: "use a number from 1 to 1000, a named priority such as defaultLow, or a metric"))
        return nil
      }
      return PrioritySyntax(
        base: .number(.synthesized(value, at: name.range)), adjustment: nil, style: .at, range: name.range)
    }
  }
}
