import Layout

/// One line of a recipe, by what it says.
public enum RecipeStatement: Hashable, Sendable {
  /// `recipe "Simple Label and Text Field"`.
  case title(Located<String>)
  /// `scene 375 x 667`, `device "iPhone 8" landscape`, `cell width 375`.
  case scene(SceneSyntax)
  /// `size class compact regular`.
  case sizeClass(SizeClassSyntax)
  /// `dynamic type AX5`.
  case dynamicType(Spelled<ContentSizeCategory>)
  /// A view declaration.
  case view(ViewSyntax)
  /// `set "Name Label" font 36`.
  case set(SetSyntax)
  /// `superview margins 0 20 0 20 insetsLayoutMarginsFromSafeArea false`: the root view's (a
  /// cell's content view's) margins and the view controller's margin properties.
  case superview(SuperviewSyntax)
  /// A constraint in the cookbook's notation.
  case constraint(ConstraintSyntax)
  /// A Visual Format Language line.
  case visualFormat(VisualFormatSyntax)
  /// `install 7-9` / `uninstall 2, 5`.
  case install(InstallSyntax)
  /// `metric padding 20`.
  case metric(MetricSyntax)
  /// `fit content` / `fit scene`: the figure's default crop.
  case fit(Spelled<FigureFit>)
  /// `sweep 320...1024`: also draw the recipe at these widths.
  case sweep(SweepSyntax)
  /// `expect conflict` / `expect ambiguous "Image"`: a diagnosis the recipe means to show.
  case expect(ExpectSyntax)
  /// `font file "fonts/Brand.otf"`: a font file the recipe may use, relative to the recipe.
  case fontFile(FontFileSyntax)
  /// `font system variable`: how the system font's design follows its size (the iOS 14 SDK's
  /// variable San Francisco; `split`, SF Text and SF Display, is the default).
  case systemFont(Spelled<SystemFontOpticalSizing>)
  /// `font line "Gilroy-Bold" 1`: the line per em a family's stand-in lays text out with while
  /// the family is not installed.
  case fontLine(FontLineSyntax)
  /// `font width "FAMILY" R`: the width per em a family the fonts do not have is laid out with.
  case fontWidth(FontWidthSyntax)
  /// `font cjk 1`: the width per em of CJK ideographs, CJK punctuation and full-width forms in
  /// the system font (`FontCJKSyntax.range`; without the line, 1.02, what IB's frames show from
  /// Xcode 8.3 on). `import` writes it for documents saved before Xcode 8 (their iOS 9 SDK set them
  /// 1 em wide).
  case fontCJK(NumberLiteral)
  /// A whole-line `# comment` (the text after `#`).
  case comment(String)
  /// An empty line (runs of them are kept as one).
  case blank
}
