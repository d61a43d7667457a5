import Layout

/// Did-you-mean suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word` (case-insensitive, spaces ignored) when it is close enough:
  /// at most a third of the word's length in edits, and at least one. Ties go to the earlier
  /// candidate, so suggestions are deterministic.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    let key = ViewName(word).key
    guard !key.isEmpty else { return nil }
    let limit = max(1, key.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(key, ViewName(candidate).key)
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// Edit distance between two strings by characters, counting an insertion, a deletion, a
  /// substitution or a swap of two neighbours as one edit (optimal string alignment), so that
  /// `lable` is one edit from `label`.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
