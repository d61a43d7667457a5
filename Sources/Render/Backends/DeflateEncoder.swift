/// A DEFLATE compressor (RFC 1951) specialised for filtered PNG rows of the diagrams we draw: long
/// runs of zero bytes (a row equal to the one above, flat colour) between short patterns (text,
/// edges). zlib and libdeflate both spend most of their time on those runs, hashing and matching
/// every few bytes (measured on the book at 2x: zlib level 3 about 1.5 ns a byte on pure zeros,
/// libdeflate's fastest level slower still, since it hashes every position it skips); here a run
/// is measured eight bytes at a time and written as distance-1 matches of 258 bytes.
///
/// Everything else is a greedy LZ77 parse: the longer of the match at the last position with the
/// same four bytes (a hash table of one entry) and the match one row up (`rowLength`: filtered
/// rows of a glyph or an edge repeat their neighbour), at least four bytes. Blocks of up to 64 K
/// tokens get their own Huffman codes (limited to 15 bits; the code-length code to 7), so the
/// run's one symbol costs a bit or two.
struct DeflateEncoder {
  /// The longest and shortest match DEFLATE and this parser use, and the window.
  static let maxMatch = 258
  static let minMatch = 4
  static let window = 32768
  private static let tokensPerBlock = 1 << 16
  private static let hashBits = 15

  /// Bytes enough for any input of `count` bytes: each token at most 15 + 5 + 15 + 13 bits (a
  /// literal at most 15), each block's header under 300 bytes.
  static func bound(_ count: Int) -> Int {
    count * 2 + (count / tokensPerBlock + 1) * 320 + 64
  }

  /// Compresses `count` bytes at `input` into `output` (at least `bound(count)` bytes) as one
  /// final raw DEFLATE stream; returns the bytes written. `rowLength` is the distance of the
  /// second match candidate (0: none).
  static func compress(
    _ input: UnsafePointer<UInt8>, count: Int, rowLength: Int, into output: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var bits = BitWriter(output)
    let hashSize = 1 << hashBits
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: hashSize)
    table.initialize(repeating: -1, count: hashSize)
    var block = Block()
    defer {
      table.deallocate()
      block.deallocate()
    }
    let rowDistance = rowLength > 0 && rowLength <= window ? rowLength : 0
    var i = 0
    while i < count {
      if block.isFull { block.write(final: false, to: &bits) }
      let left = count &- i
      if left < minMatch {
        block.literal(input[i])
        i &+= 1
        continue
      }
      // A run of zeros after a zero: distance-1 matches.
      if i > 0 && input[i] == 0 && input[i &- 1] == 0 {
        var run = 0
        while run &+ 8 <= left && RawWords.load64(input + (i &+ run)) == 0 {
          run &+= 8
        }
        while run < left && input[i &+ run] == 0 { run &+= 1 }
        if run >= 3 {
          while run >= 3 {
            if block.isFull { block.write(final: false, to: &bits) }
            var length = run < maxMatch ? run : maxMatch
            // Never leave one or two bytes, which a match cannot take.
            if run &- length > 0 && run &- length < 3 { length = run &- 3 }
            block.match(length: length, distance: 1)
            i &+= length
            run &-= length
          }
          continue
        }
      }
      let word = load32(input, i)
      let slot = hash(word)
      let candidate = Int(table[slot])
      table[slot] = Int32(truncatingIfNeeded: i)
      let limit = left < maxMatch ? left : maxMatch
      var bestLength = 0
      var bestDistance = 0
      if candidate >= 0 && i &- candidate <= window && load32(input, candidate) == word {
        bestLength = matchLength(input, candidate, i, limit: limit)
        bestDistance = i &- candidate
      }
      if rowDistance > 0 && i >= rowDistance && bestLength < limit && load32(input, i &- rowDistance) == word
      {
        let length = matchLength(input, i &- rowDistance, i, limit: limit)
        if length > bestLength {
          bestLength = length
          bestDistance = rowDistance
        }
      }
      if bestLength >= minMatch {
        block.match(length: bestLength, distance: bestDistance)
        // Short matches: their positions go into the table too (as zlib's fast levels do).
        if bestLength <= 8 && i &+ bestLength &+ 4 <= count {
          var j = i &+ 1
          while j < i &+ bestLength {
            table[hash(load32(input, j))] = Int32(truncatingIfNeeded: j)
            j &+= 1
          }
        }
        i &+= bestLength
      } else {
        block.literal(input[i])
        i &+= 1
      }
    }
    block.write(final: true, to: &bits)
    return bits.finish()
  }

  @inline(__always)
  private static func load32(_ input: UnsafePointer<UInt8>, _ at: Int) -> UInt32 {
    RawWords.load32(input + at)
  }

  @inline(__always)
  private static func hash(_ word: UInt32) -> Int {
    Int((word &* 2_654_435_761) >> UInt32(32 - hashBits))
  }

  /// Bytes equal at `a` and `b` (`a < b`), at most `limit`.
  @inline(__always)
  private static func matchLength(_ input: UnsafePointer<UInt8>, _ a: Int, _ b: Int, limit: Int) -> Int {
    var n = 0
    while n &+ 8 <= limit {
      let difference = RawWords.load64(input + (a &+ n)) ^ RawWords.load64(input + (b &+ n))
      if difference != 0 { return n &+ difference.trailingZeroBitCount >> 3 }
      n &+= 8
    }
    while n < limit && input[a &+ n] == input[b &+ n] { n &+= 1 }
    return n
  }

  /// The tokens of the block being parsed and their symbol counts.
  private struct Block {
    let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: tokensPerBlock)
    var used = 0
    var frequencies = Frequencies()
    /// Each length's symbol (257-285), read once from the table.
    let lengthSymbol: UnsafeMutablePointer<UInt16> = {
      let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 259)
      for length in 0...258 { table[length] = Tables.lengthSymbol[length] }
      return table
    }()

    /// Room for at least one more token (two left for safety).
    var isFull: Bool { used >= tokensPerBlock &- 2 }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
      tokens[used] = UInt32(byte)
      used &+= 1
      frequencies.literalLength[Int(byte)] &+= 1
    }

    @inline(__always)
    mutating func match(length: Int, distance: Int) {
      tokens[used] = 0x8000_0000 | UInt32(distance) << 8 | UInt32(length &- 3)
      used &+= 1
      frequencies.literalLength[Int(lengthSymbol[length])] &+= 1
      frequencies.distance[Tables.distanceSymbol(distance)] &+= 1
    }

    mutating func write(final: Bool, to bits: inout BitWriter) {
      DeflateEncoder.writeBlock(tokens, count: used, frequencies: &frequencies, final: final, to: &bits)
      used = 0
    }

    func deallocate() {
      tokens.deallocate()
      frequencies.deallocate()
      lengthSymbol.deallocate()
    }
  }

  /// Writes one block with its own Huffman codes, then clears the frequencies.
  private static func writeBlock(
    _ tokens: UnsafePointer<UInt32>, count: Int, frequencies: inout Frequencies, final: Bool,
    to bits: inout BitWriter
  ) {
    frequencies.literalLength[256] = 1
    let literalLength = Huffman(frequencies: frequencies.literalLength, count: 286, limit: 15)
    let distance = Huffman(frequencies: frequencies.distance, count: 30, limit: 15)
    bits.write(final ? 1 : 0, 1)
    bits.write(2, 2)
    writeCodeLengths(literalLength, distance, to: &bits)
    // Each literal's code, each length's code with its extra bits, each distance symbol's code:
    // (bits, count) packed as bits | count << 32, in tables read without checks in the loop.
    let literals = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
    let lengths = UnsafeMutablePointer<UInt64>.allocate(capacity: 259)
    let distances = UnsafeMutablePointer<UInt64>.allocate(capacity: 30)
    defer {
      literals.deallocate()
      lengths.deallocate()
      distances.deallocate()
    }
    for byte in 0..<256 { literals[byte] = literalLength.packed(byte) }
    for length in 3...258 {
      let symbol = Int(Tables.lengthSymbol[length])
      let code = literalLength.packed(symbol)
      let extra = UInt64(Tables.lengthExtraBits[symbol - 257])
      let value = UInt64(length - Int(Tables.lengthBase[symbol - 257]))
      let codeBits = code >> 32
      lengths[length] = (code & 0xFFFF_FFFF | value << codeBits) | (codeBits + extra) << 32
    }
    for symbol in 0..<30 { distances[symbol] = distance.packed(symbol) }
    var t = 0
    while t < count {
      let token = tokens[t]
      t &+= 1
      if token & 0x8000_0000 == 0 {
        bits.write(packed: literals[Int(token)])
      } else {
        bits.write(packed: lengths[Int(token & 0xFF) &+ 3])
        let distanceValue = Int((token >> 8) & 0xFFFF)
        let d = Tables.distanceSymbol(distanceValue)
        let code = distances[d]
        let dExtra = Tables.distanceExtraBits(d)
        let value = UInt64(distanceValue &- Tables.distanceBase(d))
        let codeBits = code >> 32
        bits.write((code & 0xFFFF_FFFF) | value << codeBits, Int(codeBits) &+ dExtra)
      }
    }
    literalLength.write(256, to: &bits)
    frequencies.clear()
  }

  /// The block header after BTYPE: HLIT, HDIST, HCLEN, the code-length code, then both codes'
  /// lengths run-length coded (RFC 1951, 3.2.7).
  private static func writeCodeLengths(
    _ literalLength: Huffman, _ distance: Huffman, to bits: inout BitWriter
  ) {
    var literalCount = 286
    while literalCount > 257 && literalLength.lengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distance.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    let all = Array(literalLength.lengths[0..<literalCount]) + Array(distance.lengths[0..<distanceCount])
    // Symbols 0-15, 16 (repeat previous 3-6), 17 (3-10 zeros), 18 (11-138 zeros), with extra bits.
    var symbols: [(symbol: Int, extra: Int)] = []
    var k = 0
    while k < all.count {
      let value = all[k]
      var run = 1
      while k + run < all.count && all[k + run] == value { run += 1 }
      if value == 0 {
        var left = run
        while left >= 11 {
          let n = min(left, 138)
          symbols.append((18, n - 11))
          left -= n
        }
        if left >= 3 {
          symbols.append((17, left - 3))
          left = 0
        }
        for _ in 0..<left { symbols.append((0, 0)) }
      } else {
        symbols.append((Int(value), 0))
        var left = run - 1
        while left >= 3 {
          let n = min(left, 6)
          symbols.append((16, n - 3))
          left -= n
        }
        for _ in 0..<left { symbols.append((Int(value), 0)) }
      }
      k += run
    }
    var counts = [UInt32](repeating: 0, count: 19)
    for s in symbols { counts[s.symbol] += 1 }
    let lengthCode = counts.withUnsafeBufferPointer {
      Huffman(frequencies: $0.baseAddress!, count: 19, limit: 7)
    }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeCount = 19
    while codeCount > 4 && lengthCode.lengths[order[codeCount - 1]] == 0 { codeCount -= 1 }
    bits.write(UInt64(literalCount - 257), 5)
    bits.write(UInt64(distanceCount - 1), 5)
    bits.write(UInt64(codeCount - 4), 4)
    for o in order.prefix(codeCount) { bits.write(UInt64(lengthCode.lengths[o]), 3) }
    for s in symbols {
      lengthCode.write(s.symbol, to: &bits)
      switch s.symbol {
      case 16: bits.write(UInt64(s.extra), 2)
      case 17: bits.write(UInt64(s.extra), 3)
      case 18: bits.write(UInt64(s.extra), 7)
      default: break
      }
    }
  }

  /// Symbol counts of one block.
  struct Frequencies {
    let literalLength = UnsafeMutablePointer<UInt32>.allocate(capacity: 286)
    let distance = UnsafeMutablePointer<UInt32>.allocate(capacity: 30)

    init() { clear() }

    func clear() {
      literalLength.initialize(repeating: 0, count: 286)
      distance.initialize(repeating: 0, count: 30)
    }

    func deallocate() {
      literalLength.deallocate()
      distance.deallocate()
    }
  }

  /// A canonical Huffman code: lengths from the frequencies (Huffman's algorithm; over `limit`,
  /// the frequencies are halved and the code built again), codes bit-reversed for LSB-first output.
  struct Huffman {
    var lengths: [UInt8]
    var codes: [UInt16]

    init(frequencies: UnsafePointer<UInt32>, count: Int, limit: Int) {
      var weights = (0..<count).map { frequencies[$0] }
      // At least two symbols, so that every code has a bit (zlib does the same).
      var used = weights.indices.filter { weights[$0] > 0 }
      for s in 0..<count where used.count < 2 && weights[s] == 0 {
        weights[s] = 1
        used.append(s)
      }
      var lengths = [UInt8](repeating: 0, count: count)
      while true {
        Self.build(weights, used: used, into: &lengths)
        if lengths.max()! <= limit { break }
        for s in used { weights[s] = max(1, weights[s] >> 1) }
      }
      self.lengths = lengths
      codes = Self.canonical(lengths)
    }

    /// Huffman's algorithm with two queues over the symbols sorted by weight; depths of leaves.
    private static func build(_ weights: [UInt32], used: [Int], into lengths: inout [UInt8]) {
      let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
      let n = leaves.count
      // Internal nodes: weight and parent; leaves' parents apart.
      var nodeWeight = [UInt64](repeating: 0, count: n)
      var nodeParent = [Int](repeating: -1, count: n)
      var leafParent = [Int](repeating: -1, count: n)
      var leafIndex = 0
      var nodeIndex = 0
      var nodes = 0
      // Takes the lighter of the next leaf and the next internal node: (is leaf, index).
      func next() -> (Bool, Int) {
        if leafIndex < n
          && (nodeIndex >= nodes || UInt64(weights[leaves[leafIndex]]) <= nodeWeight[nodeIndex])
        {
          leafIndex += 1
          return (true, leafIndex - 1)
        }
        nodeIndex += 1
        return (false, nodeIndex - 1)
      }
      for _ in 0..<(n - 1) {
        let a = next()
        let b = next()
        var w: UInt64 = 0
        for (isLeaf, index) in [a, b] {
          if isLeaf {
            w += UInt64(weights[leaves[index]])
            leafParent[index] = nodes
          } else {
            w += nodeWeight[index]
            nodeParent[index] = nodes
          }
        }
        nodeWeight[nodes] = w
        nodes += 1
      }
      // Depths: the root (last node) is 0; parents come after their children.
      var depth = [Int](repeating: 0, count: max(nodes, 1))
      if nodes > 0 {
        for k in stride(from: nodes - 2, through: 0, by: -1) { depth[k] = depth[nodeParent[k]] + 1 }
      }
      for s in lengths.indices { lengths[s] = 0 }
      for k in 0..<n { lengths[leaves[k]] = UInt8(depth[leafParent[k]] + 1) }
    }

    /// Canonical codes (RFC 1951, 3.2.2), each bit-reversed to its length.
    private static func canonical(_ lengths: [UInt8]) -> [UInt16] {
      var lengthCount = [Int](repeating: 0, count: 16)
      for l in lengths where l > 0 { lengthCount[Int(l)] += 1 }
      var next = [Int](repeating: 0, count: 16)
      var code = 0
      for bitsLength in 1...15 {
        next[bitsLength] = code
        code = (code + lengthCount[bitsLength]) << 1
      }
      return lengths.map { l in
        guard l > 0 else { return 0 }
        let c = next[Int(l)]
        next[Int(l)] += 1
        var reversed = 0
        for b in 0..<Int(l) where c & (1 << b) != 0 { reversed |= 1 << (Int(l) - 1 - b) }
        return UInt16(reversed)
      }
    }

    /// The symbol's code and its length, as `bits | count << 32`.
    func packed(_ symbol: Int) -> UInt64 { UInt64(codes[symbol]) | UInt64(lengths[symbol]) << 32 }

    @inline(__always)
    func write(_ symbol: Int, to bits: inout BitWriter) {
      bits.write(UInt64(codes[symbol]), Int(lengths[symbol]))
    }
  }

  /// Bits LSB first into a buffer large enough for the whole stream.
  struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var out: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ output: UnsafeMutablePointer<UInt8>) {
      start = output
      out = output
    }

    @inline(__always)
    mutating func write(_ value: UInt64, _ n: Int) {
      buffer |= value << UInt64(count)
      count &+= n
      if count >= 32 {
        RawWords.store32(UInt32(truncatingIfNeeded: buffer).littleEndian, out)
        out += 4
        buffer >>= 32
        count &-= 32
      }
    }

    /// Writes `bits | count << 32` (at most 32 bits).
    @inline(__always)
    mutating func write(packed: UInt64) {
      write(packed & 0xFFFF_FFFF, Int(truncatingIfNeeded: packed >> 32))
    }

    /// Pads the last byte with zeros; returns the bytes written.
    mutating func finish() -> Int {
      while count > 0 {
        out.pointee = UInt8(truncatingIfNeeded: buffer)
        out += 1
        buffer >>= 8
        count -= min(count, 8)
      }
      return start.distance(to: out)
    }
  }

  /// RFC 1951's length and distance symbols.
  enum Tables {
    static let lengthBase: [UInt16] = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
      227, 258,
    ]
    static let lengthExtraBits: [UInt8] = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Symbol (257-285) of each length 0...258 (0-2 unused).
    static let lengthSymbol: [UInt16] = {
      var table = [UInt16](repeating: 0, count: 259)
      for symbol in 0..<28 {
        let end = symbol == 27 ? 258 : Int(lengthBase[symbol + 1])
        for length in Int(lengthBase[symbol])..<end { table[length] = UInt16(257 + symbol) }
      }
      table[258] = 285
      return table
    }()

    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
      let x = distance &- 1
      if x < 4 { return x }
      let high = (Int.bitWidth &- 1) &- x.leadingZeroBitCount
      return 2 &* high &+ ((x >> (high &- 1)) & 1)
    }

    @inline(__always)
    static func distanceExtraBits(_ symbol: Int) -> Int { symbol < 4 ? 0 : (symbol >> 1) &- 1 }

    @inline(__always)
    static func distanceBase(_ symbol: Int) -> Int {
      symbol < 4 ? symbol &+ 1 : ((2 | (symbol & 1)) << ((symbol >> 1) &- 1)) &+ 1
    }
  }
}
