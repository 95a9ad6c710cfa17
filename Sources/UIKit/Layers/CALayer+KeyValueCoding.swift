import Foundation

/// Reading and writing a layer's properties by key, as Core Animation's key-value coding: the
/// animatable key paths (`"opacity"`, `"position"`, `"bounds"`, `"transform"`, `"cornerRadius"`,
/// `"backgroundColor"`, `"position.x"`…) read and write the real properties, with the Swift type
/// the property has (`opacity` as `Float`, `position` as `CGPoint`, `transform` as
/// `CATransform3D`); any other key is kept in the layer's own dictionary, as Core Animation keeps
/// values for keys a layer does not define, and a subclass can animate it like a property.
///
/// ```swift
/// layer.setValue(0.5, forKey: "opacity")            // the same as layer.opacity = 0.5
/// let p = layer.value(forKey: "position") as? CGPoint
/// ```
extension CALayer {
    /// `value(forKey:)`.
    func keyedValue(forKey key: String) -> Any? {
        switch key {
        case "opacity": return opacity
        case "shadowOpacity": return shadowOpacity
        case "isHidden", "hidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "isDoubleSided", "doubleSided": return isDoubleSided
        case "maskedCorners": return maskedCorners
        case "cornerCurve": return cornerCurve
        case "shouldRasterize": return shouldRasterize
        case "rasterizationScale": return rasterizationScale
        case "name": return name
        case "contents": return contents
        case "actions": return actions
        case "shadowPath": return shadowPath
        default: break
        }
        if let value = animatableValue(forKeyPath: key) { return value.anyValue }
        return customValues[key]
    }

    /// `setValue(_:forKey:)`.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        switch key {
        case "opacity", "shadowOpacity":
            guard let v = AnimatableValue(value), case .scalar(let s) = v else { break }
            if key == "opacity" { opacity = Float(s) } else { shadowOpacity = Float(s) }
            return
        case "isHidden", "hidden": isHidden = value as? Bool ?? false; return
        case "masksToBounds": masksToBounds = value as? Bool ?? false; return
        case "isDoubleSided", "doubleSided": isDoubleSided = value as? Bool ?? true; return
        case "maskedCorners": maskedCorners = value as? CACornerMask ?? .all; return
        case "cornerCurve": cornerCurve = value as? CALayerCornerCurve ?? .circular; return
        case "shouldRasterize": shouldRasterize = value as? Bool ?? false; return
        case "rasterizationScale": rasterizationScale = (AnimatableValue(value)?.scalarValue) ?? 1; return
        case "name": name = value as? String; return
        case "contents": contents = value; return
        case "actions": actions = value as? [String: CAAction]; return
        case "shadowPath": shadowPath = value.map { $0 as! CGPath }; return
        default: break
        }
        if CALayer.animatableKeyPaths.contains(key) || subclassAnimatableValue(forKeyPath: key) != nil,
           let current = animatableValue(forKeyPath: key) {
            let new: AnimatableValue? = value == nil ? current.cleared : AnimatableValue(value)
            precondition(new != nil, "setValue(_:forKey:): \(type(of: value!)) is not a value for the layer's \"\(key)\"")
            setAnimatableValue(new!, forKeyPath: key)
            return
        }
        setCustomValue(value, forKey: key)
    }

    /// Stores a value for a key the layer does not define: redrawn when the class says it needs
    /// display for that key, and animated implicitly like a property when it holds an animatable value.
    private func setCustomValue(_ value: Any?, forKey key: String) {
        let old = customValues[key].flatMap(AnimatableValue.init)
        customValues[key] = value
        changed()
        if let old, AnimatableValue(value) != nil {
            animatableDidChange(key, old)
        } else if type(of: self).needsDisplay(forKey: key) {
            setNeedsDisplay()
        }
    }
}

extension AnimatableValue {
    /// The value as Core Animation code reads it back: a number as `CGFloat`, geometry and
    /// transforms as their structs, a colour as `CGColor` (nil when there is none).
    var anyValue: Any? {
        switch self {
        case .scalar(let v): return v
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c
        case .path(let p): return p
        case .colors(let c): return c
        case .numbers(let n): return n
        }
    }

    var scalarValue: CGFloat? {
        if case .scalar(let v) = self { return v }
        return nil
    }

    /// The "no value" of this kind, for `setValue(nil, forKey:)`: no colour, no path, or zero.
    var cleared: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return .color(nil)
        case .path: return .path(nil)
        case .colors: return .colors(nil)
        case .numbers: return .numbers(nil)
        }
    }
}
