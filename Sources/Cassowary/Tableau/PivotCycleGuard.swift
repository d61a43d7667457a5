/// Detects a simplex loop returning to a basis it has already had, the mark of cycling.
///
/// Each basis gets a fingerprint: the XOR of a 64-bit hash of every basic symbol, updated in O(1)
/// per pivot (the entering symbol joins the basis, the leaving one goes). In exact arithmetic the
/// primal simplex revisits a basis only through degenerate pivots, which Bland's rule prevents;
/// once Bland's rule is on, a revisit means rounding has made two or more columns look improving
/// in turn, and no further pivot can improve on the basis in floating point. Hash collisions only
/// make a loop turn to Bland's rule or stop one basis early.
struct PivotCycleGuard {
  private var fingerprint: UInt64 = 0
  private var seen: Set<UInt64> = [0]

  /// Records a pivot; true when the basis it leads to was seen before since this guard began.
  mutating func revisits(entering: Symbol, leaving: Symbol) -> Bool {
    fingerprint ^= Self.hash(entering) ^ Self.hash(leaving)
    return !seen.insert(fingerprint).inserted
  }

  /// SplitMix64's finaliser of the symbol's index: well spread bits for consecutive indices.
  private static func hash(_ symbol: Symbol) -> UInt64 {
    var z = UInt64(symbol.index) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
