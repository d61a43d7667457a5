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
    var line = Line(
      axis: format.axis, superview: Located("Superview", at: format.text.range), metrics: metrics)
    if let edge = format.leadingEdge, let firstView = format.views.first {
      line.addLeadingEdge(edge, firstView.name)
    }
    for (offset, view) in format.views.enumerated() {
      if offset > 0 {
        line.addConnection(format.connections[offset - 1], from: format.views[offset - 1].name, to: view.name)
      }
      line.addSizePredicates(of: view)
    }
    if let edge = format.trailingEdge, let lastView = format.views.last {
      line.addTrailingEdge(edge, lastView.name)
    }
    return line.expansion
  }

  /// One line's expansion under way: the axis's attributes, the metrics, and what it has produced.
  private struct Line {
    let leading: Attribute
    let trailing: Attribute
    let leadingMargin: Attribute
    let trailingMargin: Attribute
    let size: Attribute
    let superview: Located<ViewName>
    let metrics: [String: Double]
    var expansion = Expansion()

    init(axis: Axis, superview: Located<ViewName>, metrics: [String: Double]) {
      let horizontal = axis == .horizontal
      leading = horizontal ? .leading : .top
      trailing = horizontal ? .trailing : .bottom
      leadingMargin = horizontal ? .leadingMargin : .topMargin
      trailingMargin = horizontal ? .trailingMargin : .bottomMargin
      size = horizontal ? .width : .height
      self.superview = superview
      self.metrics = metrics
    }

    func anchor(_ item: Located<ViewName>, _ attribute: Attribute) -> AnchorSyntax {
      AnchorSyntax(
        item: item,
        attribute: Spelled(attribute, spelling: attribute.rawValue.capitalizedFirst, at: item.range))
    }

    /// `|-[a]`: the first view's leading edge against the superview's (its margin for `-`).
    mutating func addLeadingEdge(_ edge: VisualFormatConnection, _ view: Located<ViewName>) {
      connect(
        edge, first: anchor(view, leading), second: anchor(superview, leading),
        marginPair: (anchor(view, leading), anchor(superview, leadingMargin)))
    }

    /// `[a]-[b]`: `b`'s leading edge against `a`'s trailing edge.
    mutating func addConnection(
      _ connection: VisualFormatConnection, from previous: Located<ViewName>, to view: Located<ViewName>
    ) {
      connect(connection, first: anchor(view, leading), second: anchor(previous, trailing), marginPair: nil)
    }

    /// `[a]-|`: the superview's trailing edge (its margin for `-`) against the last view's.
    mutating func addTrailingEdge(_ edge: VisualFormatConnection, _ view: Located<ViewName>) {
      connect(
        edge, first: anchor(superview, trailing), second: anchor(view, trailing),
        marginPair: (anchor(superview, trailingMargin), anchor(view, trailing)))
    }

    /// Adds `first relation second + gap` for a connection.
    /// At a superview edge, `marginPair` is what a standard connection means instead.
    private mutating func connect(
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
          let priority = VisualFormatExpander.priority(predicate, metrics: metrics, into: &expansion)
          expansion.constraints.append(
            constraint(first, predicate.relation, second, constant: .points(value), priority: priority))
        }
      }
    }

    /// `[a(>=50)]`, `[a(==b)]`: the view's size against a number, a metric or another view's size.
    mutating func addSizePredicates(of view: VisualFormatView) {
      for predicate in view.predicates {
        let priority = VisualFormatExpander.priority(predicate, metrics: metrics, into: &expansion)
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
