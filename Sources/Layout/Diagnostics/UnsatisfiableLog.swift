/// UIKit's "Unable to simultaneously satisfy constraints." text, with our constraint descriptions.
enum UnsatisfiableLog {
  /// The log for one conflict: the conflicting constraints (our minimal set, where UIKit lists
  /// more) and the one broken to recover.
  static func text(conflicting: [String], broken: String) -> String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want.",
      "\tTry this:",
      "\t\t(1) look at each constraint and try to figure out which you don't expect;",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
      "(",
    ]
    for (i, description) in conflicting.enumerated() {
      lines.append("    \"\(description)\"" + (i + 1 < conflicting.count ? "," : ""))
    }
    lines += [
      ")",
      "",
      "Will attempt to recover by breaking constraint",
      broken,
      "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }
}
