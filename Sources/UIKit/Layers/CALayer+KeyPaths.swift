import Foundation

/// Reading and writing animatable properties by Core Animation key path.
///
/// Component paths of `transform` (`transform.rotation.z`, `transform.scale`, `transform.translation.x`…)
/// animate a scalar that is composed with the model transform — exact when the model transform is the
/// identity, which is how they are almost always used (see docs/UIKIT-DIFFERENCES.md).
extension CALayer {
    public static let animatableKeyPaths: [String] = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.origin", "bounds.size.width",
        "bounds.size.height", "anchorPoint", "zPosition", "transform", "transform.scale", "transform.scale.x",
        "transform.scale.y", "transform.rotation", "transform.rotation.x", "transform.rotation.y",
        "transform.rotation.z", "transform.translation.x", "transform.translation.y", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowRadius", "shadowOffset", "sublayerTransform", "backdropBlurRadius", "backdropTintColor",
        "backdropSaturation",
    ]

    public func animatableValue(forKeyPath key: String) -> AnimatableValue? {
        switch key {
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.size": return .size(bounds.size)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(zPosition)
        case "transform": return .transform(transform)
        case "transform.scale", "transform.scale.x", "transform.scale.y": return .scalar(1)
        case "transform.rotation", "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
             "transform.translation.x", "transform.translation.y": return .scalar(0)
        case "opacity": return .scalar(CGFloat(opacity))
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "backdropBlurRadius": return .scalar(backdropBlurRadius)
        case "backdropTintColor": return .color(backdropTintColor)
        case "backdropSaturation": return .scalar(backdropSaturation)
        default: return subclassAnimatableValue(forKeyPath: key) ?? customValues[key].flatMap(AnimatableValue.init)
        }
    }

    public func setAnimatableValue(_ value: AnimatableValue, forKeyPath key: String) {
        switch (key, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("transform", .transform(let t)): transform = t
        case ("transform.scale", .scalar(let v)): transform = CATransform3DScale(transform, v, v, 1)
        case ("transform.scale.x", .scalar(let v)): transform = CATransform3DScale(transform, v, 1, 1)
        case ("transform.scale.y", .scalar(let v)): transform = CATransform3DScale(transform, 1, v, 1)
        case ("transform.rotation", .scalar(let v)), ("transform.rotation.z", .scalar(let v)):
            transform = CATransform3DRotate(transform, v, 0, 0, 1)
        case ("transform.rotation.x", .scalar(let v)): transform = CATransform3DRotate(transform, v, 1, 0, 0)
        case ("transform.rotation.y", .scalar(let v)): transform = CATransform3DRotate(transform, v, 0, 1, 0)
        case ("transform.translation.x", .scalar(let v)): transform = CATransform3DTranslate(transform, v, 0, 0)
        case ("transform.translation.y", .scalar(let v)): transform = CATransform3DTranslate(transform, 0, v, 0)
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("backdropBlurRadius", .scalar(let v)): backdropBlurRadius = v
        case ("backdropTintColor", .color(let c)): backdropTintColor = c
        case ("backdropSaturation", .scalar(let v)): backdropSaturation = v
        default:
            if !setSubclassAnimatableValue(value, forKeyPath: key), customValues[key] != nil {
                customValues[key] = value.anyValue
                changed()
                if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
            }
        }
    }

    /// Copies every drawn property except the tree, the mask and the owner (for presentation copies).
    func copyAppearance(from o: CALayer) {
        bounds = o.bounds; position = o.position; anchorPoint = o.anchorPoint; zPosition = o.zPosition
        transform = o.transform; opacity = o.opacity; isHidden = o.isHidden; backgroundColor = o.backgroundColor
        cornerRadius = o.cornerRadius; maskedCorners = o.maskedCorners; cornerCurve = o.cornerCurve
        masksToBounds = o.masksToBounds
        borderWidth = o.borderWidth; borderColor = o.borderColor; shadowColor = o.shadowColor
        shadowOpacity = o.shadowOpacity; shadowRadius = o.shadowRadius; shadowOffset = o.shadowOffset
        shadowPath = o.shadowPath; contents = o.contents; contentsGravity = o.contentsGravity; name = o.name
        sublayerTransform = o.sublayerTransform; isDoubleSided = o.isDoubleSided
        backdropBlurRadius = o.backdropBlurRadius; backdropTintColor = o.backdropTintColor
        backdropSaturation = o.backdropSaturation
        shouldRasterize = o.shouldRasterize; rasterizationScale = o.rasterizationScale
        customValues = o.customValues
        copySubclassAppearance(from: o)
    }
}
