import ArgumentParser
import Layout
import Render

// The libraries' own types are the command line's values: `--theme light|dark` (Render's `Theme`) and
// `--fit content|scene` (Layout's `FigureFit`, which a recipe's `fit` line spells too) parse straight
// into them (their raw values are the words), so no mirror enum has to be kept equal.

/// `--theme light|dark` (render, record).
extension Theme: ExpressibleByArgument {}

/// `--fit content|scene` (render).
extension FigureFit: ExpressibleByArgument {}
