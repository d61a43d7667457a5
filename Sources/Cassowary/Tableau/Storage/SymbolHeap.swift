/// A binary min-heap of symbols: the dual simplex repairs infeasible rows lowest symbol first, so the
/// pivots do not depend on the order rows were found in.
struct SymbolHeap: Sendable {
  private var items: [Symbol] = []

  var isEmpty: Bool {
    items.isEmpty
  }

  mutating func push(_ symbol: Symbol) {
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Symbol? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if items.isEmpty { return first }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, items[left] < items[smallest] { smallest = left }
      if right < items.count, items[right] < items[smallest] { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }
}
