import Foundation

/// The weights of the system face the renderer draws, as `UIFont.Weight`; iOS sets navigation
/// titles and headlines in semibold, large titles in bold.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case regular, medium, semibold, bold
}
