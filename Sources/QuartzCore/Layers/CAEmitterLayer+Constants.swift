import CoreGraphics
import Foundation

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
