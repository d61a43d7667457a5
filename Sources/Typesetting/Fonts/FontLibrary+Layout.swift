extension FontLibrary {
  /// Lays out `text` in `font`: wraps it at `style.width` with ICU line-break opportunities,
  /// limits it to `style.maximumLines` with a trailing "…", aligns the lines, and returns sizes,
  /// baselines and glyph runs. Results are cached by (text, font, style).
  ///
  /// An empty string has no lines and a zero size. Throws `invalidWidth` for a negative or NaN
  /// width and `invalidMaximumLines` for a negative line count.
  public func layout(
    _ text: String, font: Font, style: ParagraphStyle = ParagraphStyle()
  ) throws(TypesettingError) -> TextLayout {
    if let width = style.width, width.isNaN || width < 0 { throw .invalidWidth(width) }
    guard style.maximumLines >= 0 else { throw .invalidMaximumLines(style.maximumLines) }
    let key = LayoutCache.Key(text: text, font: font, style: style)
    if let cached = layoutCache.value(key) { return cached }
    let engine = TextLayoutEngine(library: self, font: font, face: font.face, style: style)
    var units = Array(text.utf16)
    let result = units.withUnsafeMutableBufferPointer { buffer -> Result<TextLayout, TypesettingError> in
      do throws(TypesettingError) {
        return .success(try engine.layout(UnsafeBufferPointer(buffer)))
      } catch {
        return .failure(error)
      }
    }
    let layout = try result.get()
    layoutCache.store(layout, for: key)
    return layout
  }

  /// The advance width in points of `text` on one line (the widest line when it holds
  /// newlines): exact, with kerning and ligatures, no per-glyph rounding.
  public func width(of text: String, font: Font) throws(TypesettingError) -> Double {
    try layout(text, font: font).width
  }

  /// Forgets every cached layout (fonts stay open).
  public func removeCachedLayouts() {
    layoutCache.removeAll()
  }

  /// How many layouts the cache holds.
  public var cachedLayoutCount: Int { layoutCache.count }
}
