import Layout

/// The words of one of Layout's closed vocabularies as recipes spell them, matched
/// case-insensitively: recipes spell Layout's own types (`Spelled<TextAlignment>`), never mirrors.
/// Public so that what writes recipes (the Interface Builder importer) spells them from here.
public struct KeywordTable<Value: Sendable>: Sendable {
  /// The words offered as choices in messages, in order; the first for a value is the one
  /// recipes write for it.
  public let words: [String]
  /// Every primary word with its value, in order.
  private let entries: [(word: String, value: Value)]
  /// Every accepted word (lowercased), aliases included, with its value.
  private let values: [String: Value]

  /// A table of primary words and extra aliases (accepted but not offered).
  init(_ entries: [(String, Value)], aliases: [(String, Value)] = []) {
    words = entries.map(\.0)
    self.entries = entries.map { (word: $0.0, value: $0.1) }
    var values: [String: Value] = [:]
    for (word, value) in entries + aliases where values[word.lowercased()] == nil {
      values[word.lowercased()] = value
    }
    self.values = values
  }

  /// The value `word` names (case-insensitive, aliases included), or nil.
  public func value(_ word: String) -> Value? { values[word.lowercased()] }
}

extension KeywordTable where Value: Equatable {
  /// The word recipes write for `value` (its first primary word), or nil when it has none.
  public func word(for value: Value) -> String? { entries.first { $0.value == value }?.word }
}

/// The recipe language's keyword tables for Layout's and UIKit's vocabularies.
public enum Keywords {
  /// `natural`, `left`, `center`, `right`, `justified` (`NSTextAlignment`).
  public static let alignments = KeywordTable(TextAlignment.allCases.map { ($0.rawValue, $0) })
  /// `NSLineBreakMode`: `wordWrap`, `charWrap`, `clip`, `truncateHead`, `truncateTail`,
  /// `truncateMiddle`; UIKit's own case names (`byTruncatingTail`) are accepted too.
  public static let lineBreakModes = KeywordTable<LineBreakMode>(
    [
      ("wordWrap", .byWordWrapping), ("charWrap", .byCharWrapping), ("clip", .byClipping),
      ("truncateHead", .byTruncatingHead), ("truncateTail", .byTruncatingTail),
      ("truncateMiddle", .byTruncatingMiddle),
    ], aliases: LineBreakMode.allCases.map { ($0.name, $0) })
  /// UIKit's weight names, lightest first.
  public static let weights = KeywordTable(FontWeight.named.map { ($0.name, $0.weight) })
  /// The Dynamic Type text styles.
  public static let textStyles = KeywordTable(TextStyle.allCases.map { ($0.rawValue, $0) })
  /// Content size categories by full name, and by the short names of Apple's settings (`AX5`).
  public static let contentSizeCategories = KeywordTable(
    ContentSizeCategory.allCases.map { ($0.rawValue, $0) },
    aliases: ContentSizeCategory.allCases.map { ($0.shortName, $0) })
  /// The view kinds a recipe declares, by their case names but `switch` (`switchControl` is
  /// accepted too); layout guides, cells and content views come from other inputs.
  public static let viewKinds = KeywordTable(
    [
      ViewKind.view, .label, .textField, .textView, .button, .imageView, .progressView, .switchControl,
      .activityIndicator, .slider, .stepper, .segmentedControl, .pageControl, .datePicker, .spacer,
      .stackView,
    ]
    .map { ($0 == .switchControl ? "switch" : $0.rawValue, $0) }, aliases: [("switchControl", .switchControl)]
  )
  /// A stack view's axis: `horizontal`, `vertical`.
  public static let axes = KeywordTable(Axis.allCases.map { ($0.rawValue, $0) })
  /// `UIStackView.Alignment`: `fill`, `leading`, `top`, `firstBaseline`, `center`, `trailing`,
  /// `bottom`, `lastBaseline`.
  public static let stackAlignments = KeywordTable(StackAlignment.allCases.map { ($0.rawValue, $0) })
  /// `UIStackView.Distribution`: `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`,
  /// `equalCentering`.
  public static let stackDistributions = KeywordTable(StackDistribution.allCases.map { ($0.rawValue, $0) })
  /// A Boolean attribute's value: `true`, `false` (also `yes`, `no`).
  public static let booleans = KeywordTable(
    [("true", true), ("false", false)], aliases: [("yes", true), ("no", false)])
  /// `UIButton.Configuration` styles: `plain`, `gray`, `tinted`, `filled`.
  public static let buttonStyles = KeywordTable(ButtonStyle.allCases.map { ($0.rawValue, $0) })
  /// `UIButton.Configuration.imagePlacement`: `leading`, `trailing`, `top`, `bottom`.
  public static let imagePlacements = KeywordTable(ImagePlacement.allCases.map { ($0.rawValue, $0) })
  /// `UIScrollView.ContentInsetAdjustmentBehavior`: `automatic`, `scrollableAxes`, `never`, `always`.
  public static let contentInsetAdjustments = KeywordTable(
    ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) })
  /// `any` (nil: both classes), `compact`, `regular`.
  public static let sizeClasses = KeywordTable<SizeClass?>([
    ("any", nil), ("compact", .compact), ("regular", .regular),
  ])
  /// The diagnoses an `expect` line declares: `conflict`, `ambiguous` (also `ambiguity`).
  public static let expectedDiagnoses = KeywordTable(
    ExpectSyntax.Kind.allCases.map { ($0.rawValue, $0) }, aliases: [("ambiguity", .ambiguous)])
}
