/// One `coefficient * symbol` entry of a sparse row.
struct Cell: Sendable {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse linear form `constant + sum(cells)`, cells ascending by symbol.
///
/// As a tableau row it reads `basic = constant + sum(cells)`; sorted cells make merges linear and every
/// walk over a row deterministic.
struct Row: Sendable {
  var constant: Double
  var cells: [Cell]

  init(constant: Double, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol`, or where it would be inserted.
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) / 2
      let current = cells[mid].symbol
      if current == symbol { return (mid, true) }
      if current < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  func coefficient(of symbol: Symbol) -> Double {
    let place = position(of: symbol)
    return place.found ? cells[place.index].coefficient : 0
  }

  /// Adds `coefficient * symbol`, dropping the cell when the sum cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let place = position(of: symbol)
    if place.found {
      let sum = cells[place.index].coefficient + coefficient
      if abs(sum) < Tableau.epsilon {
        cells.remove(at: place.index)
      } else {
        cells[place.index].coefficient = sum
      }
    } else if abs(coefficient) >= Tableau.epsilon {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: place.index)
    }
  }

  mutating func remove(_ symbol: Symbol) {
    let place = position(of: symbol)
    if place.found { cells.remove(at: place.index) }
  }

  /// `self + factor * other`, leaving out `skipping` (a symbol being substituted away).
  func adding(_ other: Row, times factor: Double, skipping: Symbol? = nil) -> Row {
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
        if cells[i].symbol != skipping { merged.append(cells[i]) }
        i += 1
      } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
        let value = factor * other.cells[j].coefficient
        if abs(value) >= Tableau.epsilon {
          merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
        }
        j += 1
      } else {
        let value = cells[i].coefficient + factor * other.cells[j].coefficient
        if abs(value) >= Tableau.epsilon, cells[i].symbol != skipping {
          merged.append(Cell(symbol: cells[i].symbol, coefficient: value))
        }
        i += 1
        j += 1
      }
    }
    return Row(constant: constant + factor * other.constant, cells: merged)
  }

  /// Turns `0 = self` into `symbol = ...` (the cell for `symbol` disappears).
  mutating func solve(for symbol: Symbol) {
    let place = position(of: symbol)
    guard place.found else { return }
    let factor = -1 / cells[place.index].coefficient
    cells.remove(at: place.index)
    constant *= factor
    for index in cells.indices {
      cells[index].coefficient *= factor
    }
  }

  mutating func negate() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }
}
