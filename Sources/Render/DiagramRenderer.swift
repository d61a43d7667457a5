/// The renderer's entry point: figures to display lists, display lists to PNG, SVG or PDF bytes.
///
/// Returns bytes and writes no files (the CLI does). Output depends only on the figure, the
/// options and the font files, never on the process (REFERENCE §6).
public struct DiagramRenderer: Sendable {
  /// The shaper that turns strings into glyphs (the same fonts the layout measured with).
  public let shaper: any DiagramTextShaper

  /// A renderer drawing text through `shaper`.
  public init(shaper: any DiagramTextShaper) {
    self.shaper = shaper
  }

  /// The display list of a figure (what every backend draws; geometry tests read it).
  public func displayList(for figure: Figure, options: RenderOptions = RenderOptions()) throws(RenderError)
    -> DisplayList
  {
    try DiagramBuilder(options: options, text: TextPainter(shaper: shaper)).build(figure).list
  }

  /// The display list plus every annotation box placed (for overlap checks).
  public func layout(for figure: Figure, options: RenderOptions = RenderOptions()) throws(RenderError)
    -> (list: DisplayList, annotationBoxes: [DisplayRect])
  {
    try DiagramBuilder(options: options, text: TextPainter(shaper: shaper)).build(figure)
  }

  /// Renders a figure in one format.
  public func render(_ figure: Figure, format: OutputFormat, options: RenderOptions = RenderOptions())
    throws(RenderError) -> [UInt8]
  {
    try Self.render(displayList(for: figure, options: options), format: format, options: options)
  }

  /// Renders a display list in one format (`options.scale` applies to PNG only).
  public static func render(
    _ list: DisplayList, format: OutputFormat, options: RenderOptions = RenderOptions()
  )
    throws(RenderError) -> [UInt8]
  {
    switch format {
    case .png:
      return try CairoBackend.png(
        list, theme: options.theme, scale: pngScale(options), transparent: options.transparentBackground)
    case .pdf:
      return try CairoBackend.pdf(list, theme: options.theme, transparent: options.transparentBackground)
    case .svg:
      return try SVGWriter(theme: options.theme, transparent: options.transparentBackground).document(list)
    }
  }

  /// The size in pixels of the PNG that `render(list, format: .png, options:)` draws (0 for a side
  /// that is not finite), known without drawing it.
  public static func pngSize(_ list: DisplayList, options: RenderOptions) -> (width: Int, height: Int) {
    let size = CairoBackend.pixelSize(list, scale: pngScale(options))
    return (max(size.width, 0), max(size.height, 0))
  }

  /// PNG's pixels per point: `options.scale`, within 1...3.
  static func pngScale(_ options: RenderOptions) -> Double { Double(min(max(options.scale, 1), 3)) }
}
