/// One of Interface Builder's 9 size classes: width and height each compact, regular or Any (nil).
public struct SizeClassSlot: Hashable, Sendable, CustomStringConvertible {
  /// The width class, nil for Any.
  public var width: SizeClass?
  /// The height class, nil for Any.
  public var height: SizeClass?

  /// A slot; nil means Any.
  public init(width: SizeClass?, height: SizeClass?) {
    self.width = width
    self.height = height
  }

  /// Any width, Any height: the base slot.
  public static let any = SizeClassSlot(width: nil, height: nil)

  /// Whether a scene of the given classes falls into this slot.
  public func matches(width sceneWidth: SizeClass, height sceneHeight: SizeClass) -> Bool {
    (width == nil || width == sceneWidth) && (height == nil || height == sceneHeight)
  }

  /// How specific the slot is, for "most specific wins": both fixed 3, width only 2, height
  /// only 1, Any/Any 0. Width-only beats height-only when both match [CHOICE].
  public var specificity: Int { (width == nil ? 0 : 2) + (height == nil ? 0 : 1) }

  /// The index of the most specific slot among `slots` that a scene of these classes falls into
  /// (ties: the later one), or nil when none matches: how Interface Builder picks a set.
  public static func mostSpecific(_ slots: [SizeClassSlot], width: SizeClass, height: SizeClass) -> Int? {
    var best: Int?
    for (i, slot) in slots.enumerated() where slot.matches(width: width, height: height) {
      if let b = best, slots[b].specificity > slot.specificity { continue }
      best = i
    }
    return best
  }

  /// All 9 slots, Any/Any first, then the 4 base classes with one Any, then the 4 final ones.
  public static let all: [SizeClassSlot] = [
    .any, SizeClassSlot(width: .compact, height: nil), SizeClassSlot(width: .regular, height: nil),
    SizeClassSlot(width: nil, height: .compact), SizeClassSlot(width: nil, height: .regular),
    SizeClassSlot(width: .compact, height: .compact), SizeClassSlot(width: .compact, height: .regular),
    SizeClassSlot(width: .regular, height: .compact), SizeClassSlot(width: .regular, height: .regular),
  ]

  /// Interface Builder's notation: `wC hR`, `wAny hR`, `wAny hAny`.
  public var description: String {
    func letter(_ c: SizeClass?) -> String {
      switch c {
      case nil: return "Any"
      case .compact: return "C"
      case .regular: return "R"
      }
    }
    return "w\(letter(width)) h\(letter(height))"
  }
}

/// A size class of one axis of a scene.
public enum SizeClass: String, Sendable, CaseIterable, Hashable {
  /// Compact (iPhone width in portrait).
  case compact
  /// Regular (iPad, or iPhone height in portrait).
  case regular
}
