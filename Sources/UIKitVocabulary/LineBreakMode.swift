/// How a label wraps its lines and what it does with text that does not fit, as UIKit's
/// `NSLineBreakMode` (raw values are UIKit's).
///
/// Every mode but `byCharWrapping` wraps multi-line text at word boundaries. The mode decides
/// the last line a label may show (its only line when `numberOfLines` is 1) when text is left
/// over: the wrapping modes end it where wrapping ends it, `byClipping` lets the rest run past
/// the edge (drawn clipped), and the truncating modes replace the cut text with "…" at the
/// head, tail or middle. Truncation never changes a label's intrinsic size.
public enum LineBreakMode: Int, Sendable, CaseIterable, Hashable {
  /// Lines break between words; a word wider than a line breaks between characters.
  case byWordWrapping = 0
  /// Lines break between characters (extended grapheme clusters).
  case byCharWrapping = 1
  /// Text that does not fit runs past the edge and is clipped there.
  case byClipping = 2
  /// The start of the last line is replaced with "…": "…o world".
  case byTruncatingHead = 3
  /// The end of the last line is replaced with "…": "Hello wor…" (`UILabel`'s default).
  case byTruncatingTail = 4
  /// The middle of the last line is replaced with "…": "Hell…orld" (a button title's default).
  case byTruncatingMiddle = 5

  /// UIKit's name of the case (`byTruncatingTail`).
  public var name: String {
    switch self {
    case .byWordWrapping: return "byWordWrapping"
    case .byCharWrapping: return "byCharWrapping"
    case .byClipping: return "byClipping"
    case .byTruncatingHead: return "byTruncatingHead"
    case .byTruncatingTail: return "byTruncatingTail"
    case .byTruncatingMiddle: return "byTruncatingMiddle"
    }
  }

  /// Whether lines break between characters rather than words.
  public var wrapsCharacters: Bool { self == .byCharWrapping }

  /// Whether left-over text is replaced with "…" (head, tail or middle).
  public var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}
