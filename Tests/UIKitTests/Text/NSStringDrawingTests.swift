import Testing
import UIKit

/// String drawing and measuring (`NSString.boundingRect`, `draw(at:)`) as UIKit adds them.
@Suite struct NSStringDrawingTests {
    @Test func boundingRectsWrapToTheWidthOnlyWithLineFragmentOrigin() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let text = "A line of text long enough to wrap"
        let oneLine = text.size(withAttributes: attributes)
        let unwrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(unwrapped.size == oneLine)
        let wrapped = (text as NSString).boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                                        attributes: attributes, context: nil)
        // The rectangle the lines use: no wider than the width, several lines tall, and as a
        // label with no line limit sets the same text.
        #expect(wrapped.width <= 100 && wrapped.width > 50)
        #expect(wrapped.height > 2 * oneLine.height)
        let label = UILabel(text: text)
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        #expect(wrapped.size == label.sizeThatFits(CGSize(width: 100, height: 0)))
        let capped = text.boundingRect(with: CGSize(width: 100, height: 30), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(capped.height == 30)
    }
}
