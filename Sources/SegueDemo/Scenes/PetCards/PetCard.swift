import UIKit

/// One card of the guessing game: the pet it hides, the riddle the card shows and the colours its
/// card and reveal screen are painted in.
struct PetCard {
    enum Kind { case cat, dog, fish }

    let kind: Kind
    let name: String
    let description: String
    let cardColor: UIColor
    let revealColor: UIColor
}

/// The pets on offer, in page order.
enum PetCardStore {
    static let defaultPets: [PetCard] = [
        PetCard(kind: .cat, name: "Cat",
                description: "Whiskers, a tail, and a deep love of cardboard boxes.",
                cardColor: UIColor(red: 1.0, green: 0.93, blue: 0.84, alpha: 1),
                revealColor: UIColor(red: 0.99, green: 0.84, blue: 0.66, alpha: 1)),
        PetCard(kind: .dog, name: "Dog",
                description: "Floppy ears, a wagging tail, and a walk at the same time every day.",
                cardColor: UIColor(red: 0.89, green: 0.95, blue: 0.86, alpha: 1),
                revealColor: UIColor(red: 0.76, green: 0.89, blue: 0.70, alpha: 1)),
        PetCard(kind: .fish, name: "Fish",
                description: "Fins, bubbles, and a glass house with a view.",
                cardColor: UIColor(red: 0.86, green: 0.93, blue: 1.0, alpha: 1),
                revealColor: UIColor(red: 0.68, green: 0.84, blue: 0.98, alpha: 1)),
    ]
}
