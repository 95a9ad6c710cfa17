import Combine
import UIKit

// What `segue port` cannot port on its own: each line is reported for a change by hand, and the
// file is still written.

@objc protocol ScoreDataSource {
    @objc optional func score(for index: Int) -> Int
}

final class LegacyViewController: UIViewController {
    var cancellables: Set<AnyCancellable> = []
    let scrollView = UIScrollView()
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
        if responds(to: #selector(refresh)) { perform(#selector(refresh)) }
        let details = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Details")
        present(details, animated: true)
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)
        let layerKey = #keyPath(UIView.layer)
        print(layerKey)
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
    }

    @objc func refresh() {}

    @objc func step(_ link: CADisplayLink) {}

    func encode(with coder: NSCoder) {
        coder.encode(scrollView.contentOffset.y, forKey: "offset")
    }
}
