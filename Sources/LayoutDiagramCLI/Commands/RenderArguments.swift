import ArgumentParser
import Render

// Render's own types are the command line's values: `--theme light|dark` and `--fit content|scene`
// parse straight into them (their raw values are the words), so no mirror enum has to be kept equal.

/// `--theme light|dark` (render, record).
extension Theme: ExpressibleByArgument {}

/// `--fit content|scene` (render).
extension FigureFit: ExpressibleByArgument {}
