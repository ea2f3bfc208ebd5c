import Foundation
import QuartzCore

extension NSLayoutConstraint {
    /// Options for the visual format language, as `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// The constraints of a visual format line such as `"H:|-20-[card(==200)]"` or
    /// `"V:|[dimmingView]|"`: edges to the superview (`|`), gaps (`-`, `-8-`, `-(gap)-`, 8 points
    /// for a bare `-`), views by name with an optional fixed size. Other syntax is skipped.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var text = Substring(format)
        let vertical = text.hasPrefix("V:")
        if text.hasPrefix("V:") || text.hasPrefix("H:") { text = text.dropFirst(2) }
        let (lead, trail, size): (Attribute, Attribute, Attribute) = vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        func number(_ token: Substring) -> CGFloat? {
            let name = token.trimmingCharacters(in: CharacterSet(charactersIn: "()=<>@ "))
            if let value = Double(name) { return CGFloat(value) }
            if let metric = metrics?[name] as? CGFloat { return metric }
            if let metric = metrics?[name] as? Double { return CGFloat(metric) }
            if let metric = metrics?[name] as? Int { return CGFloat(metric) }
            return nil
        }
        var result: [NSLayoutConstraint] = []
        var previous: (item: Any, isSuperview: Bool)?
        var gap: CGFloat?
        while let first = text.first {
            switch first {
            case "|":
                text = text.dropFirst()
                if let (item, _) = previous, let view = item as? UIView, let superview = view.superview {
                    result.append(NSLayoutConstraint(item: view, attribute: trail, relatedBy: .equal, toItem: superview,
                                                     attribute: trail, multiplier: 1, constant: -(gap ?? 0)))
                }
                previous = (NSNull(), true)
                gap = nil
            case "-":
                text = text.dropFirst()
                let end = text.firstIndex(of: "-").flatMap { i in text[..<i].contains("[") || text[..<i].contains("|") ? nil : i }
                if let end {
                    gap = number(text[..<end]) ?? 8
                    text = text[text.index(after: end)...]
                } else {
                    gap = 8
                }
            case "[":
                guard let close = text.firstIndex(of: "]") else { return result }
                let body = text[text.index(after: text.startIndex)..<close]
                text = text[text.index(after: close)...]
                let name = body.prefix { $0 != "(" }
                guard let view = views[String(name)] as? UIView else { continue }
                if let open = body.firstIndex(of: "("), let length = number(body[open...]) {
                    result.append(NSLayoutConstraint(item: view, attribute: size, relatedBy: .equal, toItem: nil,
                                                     attribute: .notAnAttribute, multiplier: 1, constant: length))
                }
                if let (item, isSuperview) = previous {
                    if isSuperview, let superview = view.superview {
                        result.append(NSLayoutConstraint(item: view, attribute: lead, relatedBy: .equal, toItem: superview,
                                                         attribute: lead, multiplier: 1, constant: gap ?? 0))
                    } else if let other = item as? UIView {
                        result.append(NSLayoutConstraint(item: view, attribute: lead, relatedBy: .equal, toItem: other,
                                                         attribute: trail, multiplier: 1, constant: gap ?? 0))
                    }
                }
                previous = (view, false)
                gap = nil
            default:
                text = text.dropFirst()
            }
        }
        return result
    }
}
