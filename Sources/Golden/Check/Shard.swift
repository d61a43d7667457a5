import Pipeline

/// `--shard I/N`: a deterministic 1/N of the book, by a hash of each recipe's file stem, so shards
/// stay stable when recipes are added and N CI jobs (or GNU parallel) need no coordinator; the
/// union of shards 1...N is exactly the book and no recipe is in two.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based index.
  public var index: Int
  /// Number of shards.
  public var count: Int

  /// Creates a shard.
  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses "2/4".
  public init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
      return nil
    }
    self.init(index: i, count: n)
  }

  /// "2/4".
  public var description: String { "\(index)/\(count)" }

  /// Whether the recipe file belongs to this shard.
  public func contains(_ file: String) -> Bool {
    Int(Self.fnv1a(RecipeFiles.stem(of: file)) % UInt64(count)) == index - 1
  }

  /// The files of this shard, in their given order.
  public func select(_ files: [String]) -> [String] { files.filter(contains) }

  /// The golden subjects of this shard (by golden name: a storyboard's scenes may fall into
  /// different shards), in their given order.
  public func select(_ inputs: [GoldenInput]) -> [GoldenInput] {
    inputs.filter { Int(Self.fnv1a($0.stem) % UInt64(count)) == index - 1 }
  }

  /// 64-bit FNV-1a of the UTF-8 bytes (stable across processes, unlike `Hasher`).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
