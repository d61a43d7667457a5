/// The installed fonts to try, in order, for characters the requested font lacks.
///
/// Built from fontconfig's sorted, trimmed font list for a descriptor, plus the list for the
/// generic "emoji" family that clusters with emoji presentation try first (as Pango does).
final class FallbackChain: Sendable {
  let text: [FontConfigurationEntry]
  let emoji: [FontConfigurationEntry]

  init(text: [FontConfigurationEntry], emoji: [FontConfigurationEntry]) {
    self.text = text
    self.emoji = emoji
  }

  /// The first font that covers every scalar; failing that, the first that covers the first
  /// scalar; nil when no installed font has it at all.
  func file(covering scalars: [UInt32], preferEmoji: Bool) -> FontFile? {
    let lists = preferEmoji ? [emoji, text] : [text]
    for list in lists {
      if let entry = list.first(where: { entry in scalars.allSatisfy { entry.covers($0) } }) {
        return entry.file
      }
    }
    guard let first = scalars.first else { return nil }
    for list in lists {
      if let entry = list.first(where: { $0.covers(first) }) { return entry.file }
    }
    return nil
  }
}
