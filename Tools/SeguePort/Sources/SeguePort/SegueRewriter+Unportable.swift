import SwiftSyntax

/// The calls and declarations Segue has no form for: reported with what to do instead, the code
/// left as it was.
extension SegueRewriter {
    func noteUnportable(_ call: FunctionCallExprSyntax, name: String, labels: [String], at line: Int) {
        /// Marks the call's `#selector` as reported with the call.
        func selectorArgument() -> Void {
            for argument in call.arguments {
                if let selector = Self.selector(argument.expression) { handledSelectors.insert(selector.id) }
            }
        }
        switch (name, labels) {
        case ("addObserver", let labels) where labels.contains("selector"):
            selectorArgument()
            report.handChange(line, "NotificationCenter.addObserver(_:selector:name:object:): Segue has no selectors; use addObserver(forName:object:queue:using:) with a closure calling the method, and remove the returned observer in deinit")
        case ("addObserver", let labels) where labels.contains("forKeyPath"):
            for argument in call.arguments {
                if let macro = argument.expression.as(MacroExpansionExprSyntax.self) { handledKeyPaths.insert(macro.id) }
            }
            report.handChange(line, "addObserver(_:forKeyPath:…): Segue's key-value observing is observe(\\.key, options:) { object, change in … } (keep the returned NSKeyValueObservation); move observeValue(forKeyPath:…)'s code into its closure")
        case ("Timer", let labels) where labels.contains("selector"), ("scheduledTimer", let labels) where labels.contains("selector"):
            selectorArgument()
            report.handChange(line, "Timer(…target:selector:…): Segue has no selectors; use Timer.scheduledTimer(withTimeInterval:repeats:) { [weak self] timer in … } or a CADisplayLink")
        case ("perform", let labels) where labels.first == "_":
            selectorArgument()
            report.handChange(line, "perform(_:): Segue has no selectors; call the method directly")
        case ("responds", ["to"]):
            selectorArgument()
            report.handChange(line, "responds(to:): Segue has no Objective-C runtime; make the requirement non-optional (with a default implementation) and call it")
        case ("UIStoryboard", _), ("instantiateViewController", _), ("instantiateInitialViewController", _):
            report.handChange(line, "\(name): Segue has no storyboards; create the view controller in code")
        case ("UINib", _), ("loadNibNamed", _):
            report.handChange(line, "\(name): Segue has no nibs; build the view in code")
        case ("NSKeyedArchiver", _), ("NSKeyedUnarchiver", _), ("archivedData", _), ("unarchivedObject", _),
             ("unarchiveTopLevelObjectWithData", _):
            report.handChange(line, "\(name): Segue has no NSCoder archiving; store the state with Codable")
        default:
            break
        }
    }

    func noteUnportable(_ node: ImportDeclSyntax) {
        let module = node.path.trimmedDescription
        if ["Combine", "SwiftUI", "ObjectiveC", "WebKit", "MapKit", "AVKit"].contains(module) {
            report.handChange(line(node), "import \(module): Segue has no \(module); replace what this file uses from it (for Combine: closures, didSet or observe(\\.key))")
        }
    }

    /// `encode(with:)` (and `observeValue(forKeyPath:…)`, which nothing calls on Segue).
    func noteUnportable(_ node: FunctionDeclSyntax) {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if node.name.text == "encode", labels == ["with"] {
            report.handChange(line(node), "encode(with:): Segue has no NSCoder archiving; store the state with Codable")
        }
        if node.name.text == "observeValue", labels.first == "forKeyPath" {
            report.handChange(line(node), "observeValue(forKeyPath:…): Segue never calls it; move its code into an observe(\\.key) { … } closure")
        }
    }
}
