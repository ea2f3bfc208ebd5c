import Foundation
import Synchronization
import UIKit

/// Names layers by where they stand in the tree rather than by address, so the same scene gives
/// the same names in every run: each step is the layer's `name`, else the class of the view
/// controller whose view it backs, else the class of its view, else its own class; `#n` tells
/// apart the n-th layer of the same name met under one parent, and a mask is `mask`.
///
///     UIView/UIWindow/UINavigationController/SecondViewController/mask
///     UIView/UIWindow/UINavigationController/CustomTransitionViewController/UIButton#1
///
/// A layer keeps its name for the whole recording, and no other layer ever takes it: when UIKit
/// takes a pushed-over screen off, the pushed screen of the same class stays `#1` rather than
/// inheriting the old one's name, which would read as the old screen snapping to the new one's
/// place.
///
/// Walked along with the recorder's visit, once per tick: a window met on the way names its
/// controllers' views before the visit reaches them, since they lie inside it.
final class LayerPathNaming {
    /// Controller class names by the layer of the controller's view, for the tick being visited.
    private var controllers: [ObjectIdentifier: String] = [:]
    /// Class names by class, kept across ticks: spelling a type's name goes through the runtime's
    /// demangler, too slow to do for every layer 60 times a second.
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// The same for every recording in the process: each scenario's recorder met the same thirty
    /// classes and spelled them again, 0.4% of a check.
    private static let sharedTypeNames = Mutex<[ObjectIdentifier: String]>([:])
    /// Per parent path and step, the layers met there in the order they were first met; a
    /// layer's `#n` is its place in that order.
    private var numbering: [Sibling: Numbering] = [:]

    private struct Sibling: Hashable {
        let parent: String, step: String
    }

    /// The layers met under one parent with one step, held strongly for the recording: a layer
    /// named here keeps its address, so no new layer can be taken for it. A weak reference
    /// would give every layer of the scene a side table, and make all its retains and releases,
    /// in the engine and the renderer too, take Swift's slow path.
    private struct Numbering {
        var indices: [ObjectIdentifier: (layer: CALayer, index: Int)] = [:]
        var count = 0

        mutating func index(of layer: CALayer) -> Int {
            let key = ObjectIdentifier(layer)
            if let known = indices[key] { return known.index }
            defer { count += 1 }
            indices[key] = (layer, count)
            return count
        }
    }

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

    /// `step`, the step of `layer`, a sublayer of the layer at `parent`, numbered where it repeats
    /// among that parent's sublayers.
    func numbered(_ step: String, for layer: CALayer, under parent: String) -> String {
        let index = numbering[Sibling(parent: parent, step: step), default: Numbering()].index(of: layer)
        return index == 0 ? step : "\(step)#\(index)"
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
        let name = Self.sharedTypeNames.withLock { names in
            if let name = names[type] { return name }
            let name = String(describing: Swift.type(of: object))
            names[type] = name
            return name
        }
        typeNames[type] = name
        return name
    }
}
