/// `font file "fonts/Brand-Regular.otf"`: a font file the recipe's text may use, by path relative
/// to the recipe file. It joins the pinned font set for this recipe (its families resolve like the
/// pinned ones) and its SHA-256 goes into the golden's metadata.
///
/// The Recipe module reads no files: the path is resolved and the file read and checked by the
/// command line, which reports a missing or unreadable file, or one that is not a font, at `path`.
public struct FontFileSyntax: Hashable, Sendable {
  /// The path as written (relative to the recipe file's folder, or absolute).
  public var path: Located<String>

  /// Creates a `font file` statement.
  public init(path: Located<String>) {
    self.path = path
  }
}
