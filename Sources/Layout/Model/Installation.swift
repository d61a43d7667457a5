/// Where a constraint is installed: a base flag (Any/Any) and per-slot variations, most specific
/// matching slot winning, as Interface Builder's "Installed" checkboxes.
public struct Installation: Hashable, Sendable {
  /// Variations in declaration order; a later variation of the same slot replaces an earlier one.
  public var variations: [(slot: SizeClassSlot, installed: Bool)] {
    get { slots.map { ($0.slot, $0.installed) } }
    set { slots = newValue.map { Variation(slot: $0.slot, installed: $0.installed) } }
  }

  private struct Variation: Hashable, Sendable {
    var slot: SizeClassSlot
    var installed: Bool
  }
  private var slots: [Variation]

  /// Installed in Any/Any (unless a variation says otherwise) or not.
  public init(installedByDefault: Bool = true, variations: [(slot: SizeClassSlot, installed: Bool)] = []) {
    slots =
      [Variation(slot: .any, installed: installedByDefault)]
      + variations.map { Variation(slot: $0.slot, installed: $0.installed) }
  }

  /// Installed everywhere: the common case.
  public static let always = Installation()

  /// Whether the constraint is installed in a scene of these classes: the most specific matching
  /// slot decides; among equally specific ones, the later declaration wins.
  public func isInstalled(width: SizeClass, height: SizeClass) -> Bool {
    guard let best = SizeClassSlot.mostSpecific(slots.map(\.slot), width: width, height: height) else {
      return true
    }
    return slots[best].installed
  }

  /// Whether the installation depends on the size class at all (diagrams colour such constraints).
  public var isClassSpecific: Bool {
    slots.contains { $0.slot != .any && $0.installed != slots[0].installed }
  }
}
