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
    guard let shard = try? Self.parse(argument) else { return nil }
    self = shard
  }

  /// Why a `--shard` value is not a shard, in words (the argument parser prints it after
  /// "The value '3/2' is invalid for '--shard <shard>': ").
  public struct ParseError: Error, CustomStringConvertible, Sendable {
    /// The reason and what to write instead.
    public var description: String
  }

  /// Parses "2/4", saying why anything else is not a shard.
  public static func parse(_ argument: String) throws(ParseError) -> Shard {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
      throw ParseError(
        description: "write I/N, the shard's number and the number of shards, for example 2/4")
    }
    guard n >= 1 else {
      throw ParseError(description: "the number of shards (after the slash) must be at least 1, not \(n)")
    }
    guard i >= 1 else {
      throw ParseError(description: "shards are numbered from 1: the first of \(n) is 1/\(n)")
    }
    guard i <= n else {
      throw ParseError(
        description: (n == 1 ? "there is only 1 shard" : "there are only \(n) shards")
          + ": I must be between 1 and \(n), the last is \(n)/\(n)")
    }
    return Shard(index: i, count: n)
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
