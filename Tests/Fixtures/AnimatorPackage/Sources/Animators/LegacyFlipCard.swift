import UIKit

/// A card that turns over as apps did before animation blocks took closures, and as Objective-C
/// ports still do: one `beginAnimations` block flips the card's container from the right while
/// the caption dims, and the delegate's stop selector fades the new caption in with a second
/// block.
final class LegacyFlipCardViewController: UIViewController {
    let cardContainer = UIView()
    let frontFace = UIView()
    let backFace = UIView()
    let caption = UILabel()
    private(set) var isShowingBack = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        cardContainer.frame = CGRect(x: 48, y: 150, width: view.bounds.width - 96, height: 320)
        view.addSubview(cardContainer)
        for (face, color, title) in [(frontFace, UIColor.systemBlue, "Q"), (backFace, UIColor.systemOrange, "A")] {
            face.frame = cardContainer.bounds
            face.backgroundColor = color
            face.layer.cornerRadius = 18
            let letter = UILabel(frame: face.bounds.insetBy(dx: 20, dy: 20))
            letter.text = title
            letter.textAlignment = .center
            letter.font = UIFont.boldSystemFont(ofSize: 96)
            letter.textColor = .white
            face.addSubview(letter)
        }
        cardContainer.addSubview(frontFace)

        caption.frame = CGRect(x: 20, y: 500, width: view.bounds.width - 40, height: 30)
        caption.textAlignment = .center
        caption.font = UIFont.systemFont(ofSize: 20)
        caption.text = "Tap to see the answer"
        view.addSubview(caption)
    }

    @objc func flip() {
        UIView.beginAnimations("flipCard", context: nil)
        UIView.setAnimationDuration(0.75)
        UIView.setAnimationCurve(.easeInOut)
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop(#selector(flipDidStop(_:finished:context:)))
        UIView.setAnimationTransition(isShowingBack ? .flipFromLeft : .flipFromRight, for: cardContainer, cache: true)
        if isShowingBack {
            backFace.removeFromSuperview()
            cardContainer.addSubview(frontFace)
        } else {
            frontFace.removeFromSuperview()
            cardContainer.addSubview(backFace)
        }
        caption.alpha = 0.2
        UIView.commitAnimations()
        isShowingBack.toggle()
    }

    @objc func flipDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
        guard animationID == "flipCard", finished?.boolValue == true else { return }
        caption.text = isShowingBack ? "Tap to see the question" : "Tap to see the answer"
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.25)
        caption.alpha = 1
        UIView.commitAnimations()
    }
}
