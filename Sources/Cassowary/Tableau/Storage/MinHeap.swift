/// A binary min-heap: the dual simplex repairs infeasible rows lowest symbol first, so the pivots do
/// not depend on the order rows were found in; Layout's binding analysis takes eligible rows lowest
/// index first. `package`, not `public`: one heap for the package's modules, not solver API. The
/// solver's `MinHeap<Symbol>` is specialized in a release build (the same module); Layout's
/// `MinHeap<Int>` calls the generic `push`/`popMin` (nm of the Swift 6.3 release build; marking
/// them `@inlinable` did not change that), which only the constraints behind a length
/// (`BindingAnalysis.explain`) use.
package struct MinHeap<Element: Comparable & Sendable>: Sendable {
  private var items: [Element] = []

  /// An empty heap.
  package init() {}

  package var isEmpty: Bool {
    items.isEmpty
  }

  package mutating func push(_ element: Element) {
    items.append(element)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  /// The least element, removed; nil when the heap is empty.
  package mutating func popMin() -> Element? {
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

  package mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }
}
