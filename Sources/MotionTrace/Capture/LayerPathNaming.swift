import Foundation
import TransitionKit

/// Names layers by where they stand in the tree rather than by address, so the same scene gives
/// the same names in every run: each step is the layer's `name`, else the class of the view
/// controller whose view it backs, else the class of its view, else its own class; `#n` tells
/// apart the n-th sibling of the same name, and a mask is `mask`.
///
///     View/Window/NavigationController/SecondViewController/mask
///     View/Window/NavigationController/CustomTransitionViewController/Button#1
struct LayerPathNaming {
    /// Controller class names by the layer of the controller's view.
    private var controllers: [ObjectIdentifier: String] = [:]
    private let typeNames: TypeNames

    /// Names for the tree under `root` as it stands now; controllers are found from the windows in it.
    init(root: Layer, typeNames: TypeNames) {
        self.typeNames = typeNames
        collectControllers(under: root)
    }

    /// The step naming `layer` among its siblings, before any `#n`.
    func step(for layer: Layer) -> String {
        if let name = layer.name, !name.isEmpty {
            return String(name.map { $0.isWhitespace || $0 == "/" || $0 == "#" ? "_" : $0 })
        }
        if let controller = controllers[ObjectIdentifier(layer)] { return controller }
        if let view = layer.delegate { return typeNames.name(of: view) }
        return typeNames.name(of: layer)
    }

    /// Steps for `layers`, siblings in order, numbered where a name repeats.
    func steps(for layers: [Layer]) -> [String] {
        var seen: [String: Int] = [:]
        return layers.map { layer in
            let step = step(for: layer)
            let index = seen[step, default: 0]
            seen[step] = index + 1
            return index == 0 ? step : "\(step)#\(index)"
        }
    }

    private mutating func collectControllers(under layer: Layer) {
        if let window = layer.delegate as? Window, let root = window.rootViewController {
            collect(root)
        }
        for sublayer in layer.sublayers { collectControllers(under: sublayer) }
    }

    private mutating func collect(_ controller: ViewController) {
        if let view = controller.viewIfLoaded {
            controllers[ObjectIdentifier(view.layer)] = typeNames.name(of: controller)
        }
        for child in controller.children { collect(child) }
        if let presented = controller.presentedViewController { collect(presented) }
    }
}

/// Class names by class, kept across ticks: spelling a type's name goes through the runtime's
/// demangler, too slow to do for every layer 60 times a second.
final class TypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    func name(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let name = names[type] { return name }
        let name = String(describing: Swift.type(of: object))
        names[type] = name
        return name
    }
}
