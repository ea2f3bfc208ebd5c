import Foundation

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, which equals the row's
/// basic symbol (or 0 while the row is being built). Symbols are numbered in the order the
/// solver made them, so every choice among them is made in that order, the same on every run.
struct LinearRow {
    private(set) var constant: Double
    private(set) var cells: [Int: Double] = [:]

    /// Coefficients closer to zero than this are dropped, as round-off.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    init(constant: Double) { self.constant = constant }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// The row's symbols, lowest number first.
    var symbols: [Int] { cells.keys.sorted() }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = LinearRow.isNearZero(sum) ? nil : sum
    }

    /// Adds `row × factor`; each cell changes by one sum, so the order of cells does not matter.
    mutating func add(_ row: LinearRow, times factor: Double) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -cells[symbol]! }
    }

    /// Rewrites `0 = row` as `symbol = …`, dropping `symbol` from the cells.
    mutating func solve(for symbol: Int) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `basic = row` as `entering = …`, with `basic` among the cells.
    mutating func solve(for basic: Int, entering: Int) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row`, the expression it equals.
    mutating func substitute(_ symbol: Int, with row: LinearRow) {
        if let coefficient = cells.removeValue(forKey: symbol) { add(row, times: coefficient) }
    }
}

/// The row the solver minimizes: a `PriorityWeight` per error symbol.
struct ObjectiveRow {
    private(set) var constant = PriorityWeight()
    private(set) var cells: [Int: PriorityWeight] = [:]

    init() {}

    /// A row whose every weight is at one priority.
    init(_ row: LinearRow, priority: Float) {
        constant = PriorityWeight(priority: priority, amount: row.constant)
        for (symbol, coefficient) in row.cells { cells[symbol] = PriorityWeight(priority: priority, amount: coefficient) }
    }

    mutating func add(_ symbol: Int, _ weight: PriorityWeight) {
        let sum = (cells[symbol] ?? PriorityWeight()).adding(weight, times: 1)
        cells[symbol] = sum.levels.isEmpty ? nil : sum
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func substitute(_ symbol: Int, with row: LinearRow) {
        guard let weight = cells.removeValue(forKey: symbol) else { return }
        constant = constant.adding(weight, times: row.constant)
        for (other, coefficient) in row.cells {
            let sum = (cells[other] ?? PriorityWeight()).adding(weight, times: coefficient)
            cells[other] = sum.levels.isEmpty ? nil : sum
        }
    }
}
