import Foundation
import QuartzCore

extension UIListContentConfiguration {
    /// The configuration as `state` shows it, as `updated(for:)`: a list's text keeps its colours
    /// in every state here, so a cell's `updateConfiguration(using:)` can start from it as on iOS.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// A `UIListContentView` showing the configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
