/// The solver's present constraints by id: records live in recycled slots and the id map holds only
/// small integers, so growing the map rehashes 16-byte entries instead of moving whole records (that
/// rehashing was a tenth of the build time of the grid benchmark).
struct RecordTable: Sendable {
  private var slots: [Solver.Record?] = []
  private var freeSlots: [Int32] = []
  private var slotOf: [ConstraintID: Int32] = [:]

  var count: Int {
    slotOf.count
  }

  /// The ids present, in no particular order (callers sort).
  var keys: Dictionary<ConstraintID, Int32>.Keys {
    slotOf.keys
  }

  subscript(id: ConstraintID) -> Solver.Record? {
    get {
      guard let slot = slotOf[id] else { return nil }
      return slots[Int(slot)]
    }
    set {
      if let slot = slotOf[id] {
        if let newValue {
          slots[Int(slot)] = newValue
        } else {
          slots[Int(slot)] = nil
          slotOf[id] = nil
          freeSlots.append(slot)
        }
      } else if let newValue {
        if let slot = freeSlots.popLast() {
          slots[Int(slot)] = newValue
          slotOf[id] = slot
        } else {
          slotOf[id] = Int32(slots.count)
          slots.append(newValue)
        }
      }
    }
  }

  /// The slots of all present records, in ascending id order (for rebuilds: no hashing per record).
  var slotsInIDOrder: [(id: ConstraintID, slot: Int32)] {
    slotOf.map { (id: $0.key, slot: $0.value) }.sorted { $0.id < $1.id }
  }

  /// The record in a slot from ``slotsInIDOrder``.
  subscript(slot slot: Int32) -> Solver.Record {
    slots[Int(slot)]!
  }

  /// Replaces the tag of the record in a slot, in place.
  mutating func setTag(_ tag: Tag, slot: Int32) {
    slots[Int(slot)]!.tag = tag
  }

  mutating func removeValue(forKey id: ConstraintID) -> Solver.Record? {
    let record = self[id]
    self[id] = nil
    return record
  }
}
