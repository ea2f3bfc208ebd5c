import Foundation

/// The cost of an error in the layout solver's objective, kept per priority and compared level by
/// level from the highest, so that any error at one priority outweighs every error below it, as
/// Auto Layout satisfies optional constraints "in priority order, from highest to lowest".
struct PriorityWeight {
    /// Amounts by priority, the highest first, none of them zero.
    private(set) var levels: [(priority: Float, amount: Double)] = []

    init() {}

    init(priority: Float, amount: Double) {
        if !LinearRow.isNearZero(amount) { levels = [(priority, amount)] }
    }

    /// Whether the first level that is not nearly zero is negative.
    var isNegative: Bool {
        levels.first { !LinearRow.isNearZero($0.amount) }.map { $0.amount < 0 } ?? false
    }

    /// `self + other × factor`, level by level.
    func adding(_ other: PriorityWeight, times factor: Double) -> PriorityWeight {
        var result = PriorityWeight()
        var (i, j) = (levels.startIndex, other.levels.startIndex)
        while i < levels.endIndex || j < other.levels.endIndex {
            let mine = i < levels.endIndex ? levels[i] : nil
            let theirs = j < other.levels.endIndex ? other.levels[j] : nil
            if let mine, theirs == nil || mine.priority > theirs!.priority {
                result.append(mine.priority, mine.amount)
                i += 1
            } else if let theirs, mine == nil || theirs.priority > mine!.priority {
                result.append(theirs.priority, theirs.amount * factor)
                j += 1
            } else if let mine, let theirs {
                result.append(mine.priority, mine.amount + theirs.amount * factor)
                i += 1
                j += 1
            }
        }
        return result
    }

    private mutating func append(_ priority: Float, _ amount: Double) {
        if !LinearRow.isNearZero(amount) { levels.append((priority, amount)) }
    }
}
