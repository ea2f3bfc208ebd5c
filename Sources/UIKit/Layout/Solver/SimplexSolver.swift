import Foundation

/// Solves linear equalities and inequalities with priorities, as Auto Layout's engine does:
/// the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001), incremental simplex over a tableau in which every
/// optional constraint carries error symbols whose weighted sum is minimized. Weights are
/// `PriorityWeight`s, so priorities are honoured strictly in order. Every choice (the subject of
/// a new row, the entering and leaving symbols of a pivot) takes the lowest-numbered candidate,
/// so a layout solves the same way on every run. A column index (which rows hold a symbol) lets
/// a substitution or a pivot touch only the rows it changes, so a tree nested thousands deep
/// solves in time proportional to its constraints rather than to their square.
///
///     let solver = SimplexSolver()
///     let x = LayoutVariable(id: 0)
///     try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(constant: 10)))
///     try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 0), priority: 250))
///     solver.value(of: x)   // 10
final class SimplexSolver {
    /// A required constraint that contradicts the required constraints already added.
    struct Unsatisfiable: Error {}

    private enum Kind { case external, slack, error }

    private var kinds: [Kind] = []
    private var rows: [Int: LinearRow] = [:]
    /// For each symbol, the basic symbols of the rows whose cells hold it.
    private var columns: [Int: Set<Int>] = [:]
    private var objective = ObjectiveRow()
    /// While a row that has no subject of its own is added: the row, to be driven to zero.
    private var artificial: ObjectiveRow?
    private var symbols: [LayoutVariable: Int] = [:]

    /// Adds `constraint`; a required one that cannot hold throws and leaves the tableau as it
    /// was, solving the constraints added before it.
    func add(_ constraint: LinearConstraint) throws(Unsatisfiable) {
        var (row, marker, other) = makeRow(for: constraint)
        if row.cells.isEmpty {
            // A required equality that the ones before it already imply (or contradict).
            guard LinearRow.isNearZero(row.constant) else { throw Unsatisfiable() }
            return
        }
        if let subject = chooseSubject(of: row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else {
            // Only this path can fail after changing the tableau, so only it keeps a copy to
            // go back to (copy-on-write makes taking one cheap).
            let (savedRows, savedColumns, savedObjective) = (rows, columns, objective)
            guard addWithArtificialVariable(row) else {
                (rows, columns, objective) = (savedRows, savedColumns, savedObjective)
                throw Unsatisfiable()
            }
        }
        optimize()
    }

    /// The variable's value in the current solution; 0 for one no constraint has determined.
    func value(of variable: LayoutVariable) -> Double {
        symbols[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func symbol(for variable: LayoutVariable) -> Int {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    /// The constraint's row with the current basic symbols substituted out, and the slack or
    /// error symbols that mark it. A required equality needs no marker: nothing ever removes a
    /// constraint, and a marker of its kind could never enter the basis.
    private func makeRow(for constraint: LinearConstraint) -> (LinearRow, marker: Int?, other: Int?) {
        let expression = constraint.expression
        var row = LinearRow(constant: expression.constant)
        // Variables in order, so sums that meet in one cell are added in the same order every run.
        for variable in expression.terms.keys.sorted() {
            let coefficient = expression.terms[variable]!
            guard !LinearRow.isNearZero(coefficient) else { continue }
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
        }
        var marker: Int?
        var other: Int?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            marker = slack
            row.add(slack, sign)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                other = error
                row.add(error, -sign)
                objective.add(error, PriorityWeight(priority: constraint.priority, amount: 1))
            }
        case .equal where constraint.isRequired:
            break
        case .equal:
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            (marker, other) = (plus, minus)
            row.add(plus, -1)
            row.add(minus, 1)
            for error in [plus, minus] { objective.add(error, PriorityWeight(priority: constraint.priority, amount: 1)) }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// An unrestricted variable if the row has one, else a slack or error marker that can enter
    /// with a negative coefficient; nil when only an artificial variable can start the row.
    private func chooseSubject(of row: LinearRow, marker: Int?, other: Int?) -> Int? {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for candidate in [marker, other].compactMap({ $0 }) where row.coefficient(of: candidate) < 0 { return candidate }
        return nil
    }

    /// Adds `row` through an artificial variable minimized to zero; false when it cannot reach
    /// zero, which means the constraint contradicts the required ones.
    private func addWithArtificialVariable(_ row: LinearRow) -> Bool {
        let variable = makeSymbol(.slack)
        insertRow(variable, row)
        artificial = ObjectiveRow(row, priority: .infinity)
        optimize(artificialObjective: true)
        let succeeded = artificial?.constant.levels.isEmpty ?? false
        artificial = nil
        if rows[variable] != nil {
            var basic = removeRow(variable)
            if basic.cells.isEmpty { return succeeded }
            guard let entering = basic.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else { return false }
            basic.solve(for: variable, entering: entering)
            substitute(entering, with: basic)
            insertRow(entering, basic)
        }
        for basic in columns.removeValue(forKey: variable) ?? [] { rows[basic]!.remove(variable) }
        objective.remove(variable)
        return succeeded
    }

    // MARK: Optimizing

    /// Pivots until no symbol in the objective can lower it.
    private func optimize(artificialObjective: Bool = false) {
        while true {
            let cells = artificialObjective ? artificial!.cells : objective.cells
            let entering = cells.filter { $0.value.isNegative }.keys.min()
            guard let entering, let leaving = leavingSymbol(for: entering) else { return }
            var row = removeRow(leaving)
            row.solve(for: leaving, entering: entering)
            substitute(entering, with: row)
            insertRow(entering, row)
        }
    }

    /// The row that first bounds `entering` as it grows: the smallest ratio, then the lowest symbol.
    private func leavingSymbol(for entering: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        for symbol in columns[entering] ?? [] where kinds[symbol] != .external {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best.map({ (ratio, symbol) < ($0.ratio, $0.symbol) }) ?? true { best = (ratio, symbol) }
        }
        return best?.symbol
    }

    /// Replaces `symbol` by `row` wherever it appears; only the rows that hold it change.
    private func substitute(_ symbol: Int, with row: LinearRow) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            rows[basic]!.substitute(symbol, with: row)
            // The cells `row` brings may have appeared in the row, or cancelled out of it.
            for other in row.cells.keys {
                if rows[basic]!.cells[other] != nil {
                    columns[other, default: []].insert(basic)
                } else {
                    columns[other]?.remove(basic)
                }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private func insertRow(_ basic: Int, _ row: LinearRow) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    private func removeRow(_ basic: Int) -> LinearRow {
        let row = rows.removeValue(forKey: basic)!
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }
}
