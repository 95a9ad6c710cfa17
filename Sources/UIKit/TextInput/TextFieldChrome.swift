import Foundation

/// The look of a text field's border style, drawn by a view behind its text so the field's own
/// `backgroundColor` and layer stay the app's:
///
/// - `.line`: a 1 pt dark grey rectangle;
/// - `.bezel`: a 1 pt grey rectangle, darker along the top as iOS's sunken bezel;
/// - `.roundedRect`: a white (dark: system background) fill with 5 pt corners and a hairline grey
///   edge, iOS's default look for fields made in Interface Builder.
@MainActor
final class TextFieldBorderView: UIView {
    private let topShade = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        topShade.isUserInteractionEnabled = false
        topShade.isHidden = true
        addSubview(topShade)
    }

    func apply(_ style: UITextField.BorderStyle, traits: UITraitCollection) {
        topShade.isHidden = style != .bezel
        switch style {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
            backgroundColor = nil
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.darkGray.cgColor
            layer.cornerRadius = 0
            backgroundColor = nil
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
            layer.cornerRadius = 0
            backgroundColor = nil
            topShade.backgroundColor = .darkGray
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: traits).cgColor
            layer.cornerRadius = 5
            backgroundColor = .systemBackground
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        topShade.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    }
}

/// The ⓧ that clears a text field: a grey disc with a white cross, as iOS draws it.
@MainActor
final class TextFieldClearButton: UIControl {
    /// iOS's clear button is a 19 pt target around a 14 pt disc.
    static let size: CGFloat = 19
    private let disc = UIView()
    private let strokes = [UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        disc.isUserInteractionEnabled = false
        disc.backgroundColor = .systemGray2
        addSubview(disc)
        for (i, s) in strokes.enumerated() {
            s.isUserInteractionEnabled = false
            s.backgroundColor = .white
            s.transform = CGAffineTransform(rotationAngle: i == 0 ? .pi / 4 : -.pi / 4)
            disc.addSubview(s)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let d: CGFloat = 14
        disc.frame = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        disc.layer.cornerRadius = d / 2
        for s in strokes {
            s.bounds = CGRect(x: 0, y: 0, width: 7.5, height: 1.5)
            s.center = CGPoint(x: d / 2, y: d / 2)
        }
    }
}
