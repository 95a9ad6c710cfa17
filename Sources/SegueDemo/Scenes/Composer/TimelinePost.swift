import Foundation
import UIKit

/// One post on the timeline: who wrote it and what it says.
public struct TimelinePost: Equatable {
    public var author: String
    public var handle: String
    public var text: String

    public init(author: String, handle: String, text: String) {
        self.author = author
        self.handle = handle
        self.text = text
    }

    /// Posts written in the composer are signed by the demo's user.
    public static func mine(_ text: String) -> TimelinePost {
        TimelinePost(author: "You", handle: "@you", text: text)
    }

    /// What the timeline shows before anything is posted: enough posts, in the articles' languages,
    /// to scroll.
    public static let samples: [TimelinePost] = [
        TimelinePost(author: "Giulia Conti", handle: "@giulia",
                     text: "Le transizioni personalizzate tra controller sono più semplici di quanto sembri."),
        TimelinePost(author: "Ivan Petrov", handle: "@ivan",
                     text: "Кастомные переходы: аниматор, делегат и немного терпения."),
        TimelinePost(author: "Li Wei", handle: "@liwei",
                     text: "自定义转场动画其实不难。"),
        TimelinePost(author: "Sam Carter", handle: "@sam",
                     text: "A snapshot slides up while the blur fades in. Six tenths of a second, both ways."),
        TimelinePost(author: "Marco Bianchi", handle: "@marco",
                     text: "Stay tuned per il prossimo articolo!"),
        TimelinePost(author: "Anna Ivanova", handle: "@anna",
                     text: "UIVisualEffectView поверх ленты, альфа 0.2."),
        TimelinePost(author: "Chen Jing", handle: "@chen",
                     text: "模糊效果加上从下往上滑入的快照。"),
        TimelinePost(author: "Alex Kim", handle: "@alex",
                     text: "Custom presentation style, a transitioning delegate, and the composer is up."),
        TimelinePost(author: "Sofia Russo", handle: "@sofia",
                     text: "Et voilà."),
        TimelinePost(author: "Dmitri Orlov", handle: "@dmitri",
                     text: "Снимок экрана уезжает вниз, размытие исчезает."),
    ]

    /// The avatar's colour, the same for an author every time.
    var avatarColor: UIColor {
        let palette: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal, .systemRed]
        let sum = author.unicodeScalars.reduce(0) { $0 + Int($1.value) }
        return palette[sum % palette.count]
    }

    /// The avatar's letter: the author's initial.
    var initial: String { author.first.map { String($0) } ?? "?" }
}
