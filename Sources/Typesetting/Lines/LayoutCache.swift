import Synchronization

/// Layouts already computed, keyed by text, font and paragraph style.
///
/// Bounded: when it holds `capacity` entries it is emptied at once (cheaper and more predictable
/// than LRU bookkeeping on every hit; a diagram measures far fewer distinct strings). Texts over
/// `maximumKeyLength` UTF-8 bytes are not cached, so one huge string cannot pin memory.
final class LayoutCache: Sendable {
  struct Key: Hashable, Sendable {
    let text: String
    let font: Font
    let style: ParagraphStyle
  }

  let capacity: Int
  static let maximumKeyLength = 4096
  private let table = Mutex<[Key: TextLayout]>([:])

  init(capacity: Int) {
    self.capacity = max(capacity, 0)
  }

  func value(_ key: Key) -> TextLayout? {
    table.withLock { $0[key] }
  }

  func store(_ layout: TextLayout, for key: Key) {
    guard capacity > 0, key.text.utf8.count <= LayoutCache.maximumKeyLength else { return }
    table.withLock { entries in
      // Grow once to the full capacity rather than rehashing step by step while filling.
      if entries.isEmpty && entries.capacity < capacity { entries.reserveCapacity(min(capacity, 1 << 17)) }
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = layout
    }
  }

  var count: Int { table.withLock { $0.count } }

  func removeAll() {
    table.withLock { $0.removeAll() }
  }
}
