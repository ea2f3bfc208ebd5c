import UIKit

/// The SF Symbol names drawn as the placeholder in this process because no stand-in exists for
/// them (UIKit's `SymbolImage.placeholder`): `harness check` lists them once, after its summary,
/// so a screen that relies on one is known to differ from iOS there.
package enum SymbolPlaceholders {
    /// The names, sorted; empty when every symbol asked for had a stand-in.
    package static var names: [String] { SymbolCatalog.missingNames }

    /// The line `check` prints, or nil when there is nothing to say.
    package static var summary: String? {
        let names = names
        guard !names.isEmpty else { return nil }
        return "\(names.count) SF Symbol name\(names.count == 1 ? " has" : "s have") no stand-in and "
            + "\(names.count == 1 ? "draws" : "draw") as a crossed square: \(names.joined(separator: ", "))"
    }
}
