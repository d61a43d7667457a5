/// A syntax tree dump for tests and bug reports: one line per statement with its range and kind,
/// nested under its variant, e.g. `3:1-3:45 constraint 1: Name Label.Leading = ...`.
public enum RecipeDump {
  /// The dump of `recipe`.
  public static func dump(_ recipe: Recipe) -> String {
    var out = ["recipe"]
    out += recipe.lines.map { "  " + line($0) }
    for variant in recipe.variants {
      out.append("  \(variant.name.range) variant \"\(variant.name.value)\"")
      out += variant.lines.map { "    " + line($0) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// One statement: range, kind and the canonical text.
  private static func line(_ line: RecipeLine) -> String {
    let kind: String
    switch line.statement {
    case .title: kind = "title"
    case .scene: kind = "scene"
    case .sizeClass: kind = "sizeClass"
    case .dynamicType: kind = "dynamicType"
    case .view(let view): kind = "view(\(view.kind.value.rawValue))"
    case .set: kind = "set"
    case .superview: kind = "superview"
    case .constraint(let constraint): kind = "constraint" + (constraint.label.map { " \($0.value)" } ?? "")
    case .visualFormat(let format):
      kind = "visualFormat(\(format.axis.rawValue), \(format.views.count) views)"
    case .install(let install): kind = install.installs ? "install" : "uninstall"
    case .metric: kind = "metric"
    case .fit: kind = "fit"
    case .sweep: kind = "sweep"
    case .expect(let expect): kind = "expect(\(expect.kind.value.rawValue))"
    case .fontFile: kind = "fontFile"
    case .systemFont: kind = "systemFont"
    case .fontLine: kind = "fontLine"
    case .fontWidth: kind = "fontWidth"
    case .fontCJK: kind = "fontCJK"
    case .comment: kind = "comment"
    case .blank: return "\(line.range) blank"
    }
    return "\(line.range) \(kind): \(RecipeFormatter.statement(line.statement))"
  }
}
