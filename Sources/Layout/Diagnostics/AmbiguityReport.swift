/// Which frames the constraints leave free, in `_autolayoutTrace` form, with two witnesses.
public struct AmbiguityReport: Hashable, Sendable {
  /// A view and the frame numbers that can vary, in view order.
  public struct Entry: Hashable, Sendable {
    /// The ambiguous view.
    public var view: ViewID
    /// Its free numbers, in `FrameDimension` order.
    public var dimensions: [FrameDimension]

    /// An entry.
    public init(view: ViewID, dimensions: [FrameDimension]) {
      self.view = view
      self.dimensions = dimensions
    }
  }

  /// The ambiguous views.
  public var entries: [Entry]
  /// The root's free numbers (a cell whose height the constraints do not fix has `.height`).
  public var rootDimensions: [FrameDimension]
  /// The `_autolayoutTrace`-style text.
  public var trace: String
  /// Two frame sets (indexed by `ViewID`) that both satisfy every constraint equally well; empty
  /// when the solver could not produce them.
  public var alternatives: [[Rect]]
  /// The root frame in each alternative (differs only when the root itself is ambiguous).
  public var alternativeRootFrames: [Rect] = []

  /// A report.
  public init(entries: [Entry], rootDimensions: [FrameDimension] = [], trace: String, alternatives: [[Rect]])
  {
    self.entries = entries
    self.rootDimensions = rootDimensions
    self.trace = trace
    self.alternatives = alternatives
  }
}
