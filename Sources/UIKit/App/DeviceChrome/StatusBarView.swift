import Foundation

/// The status bar an emulated iPhone shows: "9:41" in the system font and the signal, Wi-Fi and
/// battery glyphs, either side of the Dynamic Island on iPhone 15 models (each group centred in
/// the "ear" beside the island, as iOS 17 lays them out), or time in the middle and the glyphs at
/// the edges on a 20-point bar (iPhone SE).
final class StatusBarView: UIView {
    let device: EmulatedDevice
    let timeLabel = UILabel()
    let glyphs = StatusGlyphsView()
    let island = UIView()

    /// The Dynamic Island: 126 × 37 points, 11 below the top edge.
    static let islandSize = CGSize(width: 126, height: 37)
    static let islandTop: CGFloat = 11

    /// The glyphs' and time's colour (black for dark content, white for light).
    var contentColor: UIColor? {
        didSet {
            timeLabel.textColor = contentColor
            glyphs.color = contentColor ?? .black
        }
    }

    init(device: EmulatedDevice) {
        self.device = device
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "segue.status-bar"
        timeLabel.text = "9:41"
        timeLabel.font = .systemFont(ofSize: device.hasDynamicIsland ? 17 : 12, weight: .semibold)
        timeLabel.textAlignment = .center
        addSubview(timeLabel)
        glyphs.scale = device.hasDynamicIsland ? 1 : 0.75
        addSubview(glyphs)
        if device.hasDynamicIsland {
            island.backgroundColor = .black
            island.layer.cornerRadius = Self.islandSize.height / 2
            addSubview(island)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let timeSize = timeLabel.sizeThatFits(CGSize(width: 200, height: 40))
        let glyphSize = glyphs.sizeThatFits(b.size)
        if device.hasDynamicIsland {
            let islandFrame = CGRect(x: ((b.width - Self.islandSize.width) / 2).rounded(), y: Self.islandTop,
                                     width: Self.islandSize.width, height: Self.islandSize.height)
            island.frame = islandFrame
            let midY = islandFrame.midY
            let leadingEar = islandFrame.minX, trailingEar = b.width - islandFrame.maxX
            timeLabel.frame = CGRect(x: (leadingEar / 2 - timeSize.width / 2).rounded(), y: (midY - timeSize.height / 2).rounded(),
                                     width: timeSize.width, height: timeSize.height)
            glyphs.frame = CGRect(x: (islandFrame.maxX + trailingEar / 2 - glyphSize.width / 2).rounded(),
                                  y: (midY - glyphSize.height / 2).rounded(), width: glyphSize.width, height: glyphSize.height)
        } else {
            timeLabel.frame = CGRect(x: ((b.width - timeSize.width) / 2).rounded(), y: ((b.height - timeSize.height) / 2).rounded(),
                                     width: timeSize.width, height: timeSize.height)
            glyphs.frame = CGRect(x: b.width - glyphSize.width - 6, y: ((b.height - glyphSize.height) / 2).rounded(),
                                  width: glyphSize.width, height: glyphSize.height)
        }
    }
}
