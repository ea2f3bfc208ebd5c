import CoreGraphics
import Foundation

// Core Animation's names for the layers that draw their content many times.

/// `CAEmitterLayerEmitterShape`.
public typealias CAEmitterLayerEmitterShape = CAEmitterLayer.Shape
/// `CAEmitterLayerEmitterMode`.
public typealias CAEmitterLayerEmitterMode = CAEmitterLayer.Mode
/// `CAEmitterLayerRenderMode`.
public typealias CAEmitterLayerRenderMode = CAEmitterLayer.RenderMode

// The Objective-C era's string constants, still common in ported emitters.

public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
