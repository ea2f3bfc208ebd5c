import UIKit

// App-side pieces of NetNewsWire's theme and appearance settings whose own files import the
// app's frameworks (RSCore, Account, Articles, Images; not part of the survey). Themes live in
// memory: the built-in default plus whatever is imported.

/// The light/dark choice of the appearance setting.
enum UserInterfaceColorPalette: Int, CustomStringConvertible, CaseIterable {
    case automatic = 0
    case light = 1
    case dark = 2

    var description: String {
        switch self {
        case .automatic: return "Automatic"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

/// The app's stored preferences; only the colour palette here.
enum AppDefaults {
    static var userInterfaceColorPalette: UserInterfaceColorPalette = .automatic
}

/// An article theme: a named stylesheet, built in or installed by the user.
struct ArticleTheme {
    let name: String
    let isAppTheme: Bool

    static let defaultTheme = ArticleTheme(name: "Default", isAppTheme: true)
}

/// The installed themes and the chosen one.
final class ArticleThemesManager {
    static let shared = ArticleThemesManager()
    private var themes = [ArticleTheme(name: "Appanoose", isAppTheme: true), ArticleTheme(name: "Sepia", isAppTheme: false)]

    var themeNames: [String] { themes.map(\.name) }
    var currentThemeName = ArticleTheme.defaultTheme.name
    var currentTheme: ArticleTheme { articleThemeWithThemeName(currentThemeName) ?? .defaultTheme }

    func articleThemeWithThemeName(_ name: String) -> ArticleTheme? {
        name == ArticleTheme.defaultTheme.name ? .defaultTheme : themes.first { $0.name == name }
    }

    func addTheme(named name: String) {
        themes.append(ArticleTheme(name: name, isAppTheme: false))
        NotificationCenter.default.post(name: .ArticleThemeNamesDidChangeNotification, object: nil)
    }

    func deleteTheme(themeName: String) {
        themes.removeAll { $0.name == themeName && !$0.isAppTheme }
        NotificationCenter.default.post(name: .ArticleThemeNamesDidChangeNotification, object: nil)
    }
}

/// Installs a theme file the user picked (the app's own importer asks first, in alerts); here the
/// file's name becomes a theme at once.
struct ArticleThemeImporter {
    static func importTheme(controller: UIViewController, url: URL) throws {
        ArticleThemesManager.shared.addTheme(named: url.deletingPathExtension().lastPathComponent)
    }
}

/// The app's image assets.
enum Assets {
    enum Images {
        static var trash: UIImage { UIImage(systemName: "trash") ?? UIImage() }
    }
}

extension Notification.Name {
    static let ArticleThemeNamesDidChangeNotification = Notification.Name("ArticleThemeNamesDidChangeNotification")
    static let didFailToImportThemeWithError = Notification.Name("DidFailToImportThemeWithError")
}
