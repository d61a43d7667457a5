import ArgumentParser

/// The `--help` text of `--strict` on the commands that judge a recipe's figures (`render`,
/// `check`): what fails it, then what still happens (`afterwards`). `solve` judges variants, not
/// sweep widths, and words its own.
enum StrictHelp {
  static func figures(afterwards: String) -> ArgumentHelp {
    ArgumentHelp(
      "Exit 3 when a recipe has a conflict or an ambiguity it does not declare with an expect line, "
        + "also at the widths of its own sweep line, an expect line whose diagnosis does not occur, "
        + "or a precision loss the solver could not avoid (\(afterwards)).")
  }
}
