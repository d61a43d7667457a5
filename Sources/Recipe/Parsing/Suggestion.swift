/// Did-you-mean suggestions by edit distance.
enum Suggestion {
  /// The candidate closest to `word` (case-insensitive, spaces ignored) when it is close enough:
  /// at most a third of the word's length in edits, and at least one. Ties go to the earlier
  /// candidate, so suggestions are deterministic.
  static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    let key = NameKey.normalize(word)
    guard !key.isEmpty else { return nil }
    let limit = max(1, key.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(key, NameKey.normalize(candidate))
      if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }

  /// Levenshtein distance between two strings, by characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

/// How names are compared: case-insensitively and ignoring spaces, so `Name label`,
/// `Name Label` and `nameLabel` (in a Visual Format line) name the same view.
enum NameKey {
  /// The comparison key of a name.
  static func normalize(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "\t" })
  }
}
