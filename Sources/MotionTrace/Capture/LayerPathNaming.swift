import Foundation
import UIKit

/// Names layers by where they stand in the tree rather than by address, so the same scene gives
/// the same names in every run: each step is the layer's `name`, else the class of the view
/// controller whose view it backs, else the class of its view, else its own class; `#n` tells
/// apart the n-th sibling of the same name, and a mask is `mask`.
///
///     UIView/UIWindow/UINavigationController/SecondViewController/mask
///     UIView/UIWindow/UINavigationController/CustomTransitionViewController/UIButton#1
///
/// Walked along with the recorder's visit, once per tick: a window met on the way names its
/// controllers' views before the visit reaches them, since they lie inside it.
final class LayerPathNaming {
    /// Controller class names by the layer of the controller's view, for the tick being visited.
    private var controllers: [ObjectIdentifier: String] = [:]
    /// Class names by class, kept across ticks: spelling a type's name goes through the runtime's
    /// demangler, too slow to do for every layer 60 times a second.
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// Forgets the controllers of the last tick; the tree may have changed since.
    func beginTick() {
        controllers.removeAll(keepingCapacity: true)
    }

    /// Learns the controllers shown in `layer` when it is a window's.
    func enter(_ layer: CALayer) {
        if let window = layer.delegate as? UIWindow, let root = window.rootViewController { collect(root) }
    }

    /// The step naming `layer` among its siblings, before any `#n`.
    func step(for layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty {
            return String(name.map { $0.isWhitespace || $0 == "/" || $0 == "#" ? "_" : $0 })
        }
        if let controller = controllers[ObjectIdentifier(layer)] { return controller }
        if let view = layer.delegate { return typeName(of: view) }
        return typeName(of: layer)
    }

    /// Steps for `layers`, siblings in order, numbered where a name repeats.
    func steps(for layers: [CALayer]) -> [String] {
        var seen: [String: Int] = [:]
        return layers.map { layer in
            let step = step(for: layer)
            let index = seen[step, default: 0]
            seen[step] = index + 1
            return index == 0 ? step : "\(step)#\(index)"
        }
    }

    private func collect(_ controller: UIViewController) {
        if let view = controller.viewIfLoaded {
            controllers[ObjectIdentifier(view.layer)] = typeName(of: controller)
        }
        for child in controller.children { collect(child) }
        if let presented = controller.presentedViewController { collect(presented) }
    }

    private func typeName(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let name = typeNames[type] { return name }
        let name = String(describing: Swift.type(of: object))
        typeNames[type] = name
        return name
    }
}
