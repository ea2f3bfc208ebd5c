import Foundation
import UIKit

/// A Settings screen in Simplified Chinese, written as an app writes one: an inset-grouped table
/// of value cells with disclosure chevrons, a large title and a footer long enough to wrap, so
/// the fallback to the CJK face and kinsoku line breaking both show.
package final class ChineseSettingsViewController: UIViewController, UITableViewDataSource {
    static let sections: [[(title: String, value: String?)]] = [
        [("无线局域网", "家庭网络"), ("蓝牙", "打开"), ("蜂窝网络", nil), ("个人热点", "关闭")],
        [("通知", nil), ("声音与触感", nil), ("专注模式", nil), ("屏幕使用时间", nil)],
        [("通用", nil), ("显示与亮度", nil), ("辅助功能", nil), ("隐私与安全性", nil)],
    ]
    static let footer = "开启“查找”后，即使iPhone处于离线状态，你也可以在地图上看到它的位置。你可以随时在“设置”中更改此选项（包括家人共享）。"

    package override func viewDidLoad() {
        super.viewDidLoad()
        title = "设置"
        navigationItem.largeTitleDisplayMode = .always
        let table = UITableView(frame: view.bounds, style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        view.addSubview(table)
    }

    package func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.sections[section].count }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = Self.sections[indexPath.section][indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.value
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? Self.footer : nil
    }
}

/// Emoji and mixed scripts in labels: colour emoji beside Latin and CJK text at several sizes, a
/// line that wraps between emoji, and a character no embedded face has (Thai), which draws as
/// one missing-glyph box. Flags and joined sequences are left out: they need the emoji font's
/// ligatures, which the typesetter does not apply.
package final class EmojiLabelsViewController: UIViewController {
    static let texts: [(String, CGFloat, Int)] = [
        ("Great job! 🎉👍", 34, 1),
        ("Weather ☀️ 晴れ 🌈", 22, 1),
        ("❤️ 😀 🐶 🍣 🎌 一緒に食べよう", 22, 1),
        ("Reactions: 😀😂🥰😎🤔😴🙌👏🔥✨💯🎂🍕🚀🌍📷🎵⚽️🏆⭐️", 17, 0),
        ("Sequences: 👨\u{200D}👩\u{200D}👧 🇯🇵 🇺🇦 👍🏽 1️⃣ 🏳️\u{200D}🌈 🧑🏾\u{200D}💻", 17, 1),
        ("Missing: ก stays one box", 17, 1),
    ]

    package override func viewDidLoad() {
        super.viewDidLoad()
        title = "Emoji"
        view.backgroundColor = .systemBackground
        var previous = view.safeAreaLayoutGuide.topAnchor
        for (text, size, lines) in Self.texts {
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: size)
            label.numberOfLines = lines
            label.textColor = .label
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: previous, constant: 24),
            ])
            previous = label.bottomAnchor
        }
    }
}

extension Stage {
    /// Sets the language the stage's text is typeset in, as a device set to that language
    /// would: it picks the regional forms of Chinese, Japanese and Korean characters.
    package func setTypesettingLanguage(_ identifier: String) {
        rootView.traitOverrides.typesettingLanguage = Locale.Language(identifier: identifier)
    }
}
