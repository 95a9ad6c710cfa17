/// The content a drawing layer (shape, gradient) made for its presentation's animated look, kept
/// while that look holds still, so a paused or finished animation does not draw it again each frame.
struct PresentedContentCache<Look: Equatable> {
    private var last: (look: Look, content: LayerContent?)?

    /// The content for `look`: the one made last time if the look is the same, else `make`'s.
    mutating func content(for look: Look, make: (Look) -> LayerContent?) -> LayerContent? {
        if let last, last.look == look { return last.content }
        let content = make(look)
        last = (look, content)
        return content
    }
}
