import UIKit

/// The labels of scene 003's screens: a text style, a colour and as many lines as the text needs,
/// the way its paragraphs, dates and hints are all set up.
enum TransitionsLabel {
    static func make(_ style: UIFont.TextStyle, color: UIColor = .label, text: String? = nil) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = color
        label.numberOfLines = 0
        label.text = text
        return label
    }
}
