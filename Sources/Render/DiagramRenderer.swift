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
      let scale = Double(min(max(options.scale, 1), 3))
      return try CairoBackend.png(
        list, theme: options.theme, scale: scale, transparent: options.transparentBackground)
    case .pdf:
      return try CairoBackend.pdf(list, theme: options.theme, transparent: options.transparentBackground)
    case .svg:
      return try SVGWriter(theme: options.theme, transparent: options.transparentBackground).document(list)
    }
  }
}
