import Foundation
import UIKit

/// The three-ways article's (§3) collection zoom: `PDAnimatorPushPopTransition` from item 4 of the photo grid.
enum CollectionZoomScenarios {
    static let all = [push, pop]

    /// The grid item the scenarios open: the middle of the second row.
    static let item = 4

    static let push = CustomTransitionCase(Scenario(
        id: "collection-zoom-push", source: "000 §3",
        summary: "photo springs (damping 0.5) from its cell, turning from π, while the grid fades and the container goes lightGray→red; 5 s",
        duration: 5, sampleTimes: [0, 0.3, 0.6, 1, 1.5, 2.5, 5, 5.5]
    ) { stage in
        let grid = PhotoCollectionViewController(size: stage.size)
        stage.showWindow(rootViewController: UINavigationController(rootViewController: grid))
        stage.startTransition { grid.open(item: item) }
    }, destination: { stage in
        stage.showNavigationStack([PhotoCollectionViewController(size: stage.size), PhotoCollectionViewController.detail(item: item, size: stage.size)])
    }, visibleAtStart: "the photo is laid over its cell turned by π from the first frame")

    static let pop = CustomTransitionCase(Scenario(
        id: "collection-zoom-pop", source: "000 §3",
        summary: "detail, its background cleared, shrinks to itemWidth/200 toward the cell (spring, damping 0.5) while the grid fades in; 5 s",
        duration: 5, sampleTimes: [0, 0.3, 0.6, 1, 1.5, 2.5, 5, 5.5]
    ) { stage in
        let grid = PhotoCollectionViewController(size: stage.size)
        let navigation = UINavigationController(rootViewController: grid)
        stage.showWindow(rootViewController: navigation)
        grid.selectedItem = item
        navigation.pushViewController(PhotoCollectionViewController.detail(item: item, size: stage.size), animated: false)
        navigation.delegate = grid
        stage.startTransition { navigation.popViewController(animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([PhotoCollectionViewController(size: stage.size)])
    }, visibleAtStart: "the article's code clears the detail's background and hides the grid at once, so the detail's content stands over the window's black")
}

/// The three-ways article's (§3) collection controller: its navigation controller's delegate, handing out a
/// `PDAnimatorPushPopTransition` from the selected cell.
final class PhotoCollectionViewController: SceneController, UINavigationControllerDelegate {
    var selectedItem: Int?

    init(size: CGSize) {
        super.init(title: "Photos", size: size) { PhotoGridView(size: $0) }
    }

    required init?(coder: NSCoder) { return nil }

    var collectionView: PhotoGridView { view as! PhotoGridView }

    /// The detail screen for `item`.
    static func detail(item: Int, size: CGSize) -> UIViewController {
        SceneController(title: "Photo \(item)", tint: Palette.green, size: size) { PhotoDetailScreen.make(number: item, size: $0) }
    }

    /// The article's cell tap: become the delegate and push the detail.
    func open(item: Int) {
        selectedItem = item
        navigationController?.delegate = self
        navigationController?.pushViewController(Self.detail(item: item, size: size), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animationTransition = PDAnimatorPushPopTransition()
        if operation == .push {
            animationTransition.animationType = .push
        } else if operation == .pop {
            animationTransition.animationType = .pop
        }

        guard let selectedItem else { return nil }
        let cell = collectionView.cells[selectedItem]

        // "一定要加上convertPoint:toView:操作": the cell's centre in the controller's view.
        animationTransition.itemCenter = collectionView.convert(cell.center, to: view)
        animationTransition.itemSize = cell.frame.size
        animationTransition.image = NumberedPhoto.image(selectedItem)

        return animationTransition
    }
}
