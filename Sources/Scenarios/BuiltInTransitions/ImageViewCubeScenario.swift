import UIKit

extension BuiltInTransitionScenarios {
    /// The three-ways article (§1): tapping the red "Enter" button cycles the image view to its next photo
    /// through a `cube` transition from the right, 1 s, added to the image view's layer.
    static let imageViewCube = Scenario(
        id: "imageview-cube", source: "000 §1",
        summary: "image view cycles photo 1→2 through CATransition cube fromRight, 1 s, on its layer", duration: 1
    ) { stage in
        stage.rootView.backgroundColor = .white
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        button.backgroundColor = .red
        button.addSubview(SceneParts.label("Enter", frame: CGRect(x: 0, y: 14, width: 100, height: 22), size: 17,
                                           color: .white, alignment: .center))
        stage.rootView.addSubview(button)
        let photoSize = CGSize(width: 150, height: 150)
        let photos = [ProceduralPhoto.make(number: 1, tint: Palette.blue, size: photoSize),
                      ProceduralPhoto.make(number: 2, tint: Palette.green, size: photoSize)]
        let imageView = UIImageView(frame: CGRect(x: 100, y: 300, width: 150, height: 150))
        imageView.backgroundColor = .red
        imageView.image = photos[0]
        stage.rootView.addSubview(imageView)
        stage.startTransition {
            let animation = CATransition(type: "cube", subtype: .fromRight)
            animation.duration = 1
            imageView.layer.add(animation, forKey: nil)
            let index = photos.firstIndex { $0 === imageView.image }.map { ($0 + 1) % photos.count } ?? 0
            imageView.image = photos[index]
        }
    }
}
