import NibGraph
import XIBReader

/// `<textInputTraits key="textInputTraits">` → UIKit's `UITextInputTraits`
/// keys, written on the text field or text view itself, each only when its
/// value differs from the object's default.
///
/// What Apple's output shows: the mapping notes' Appendix C.5 (Xcode 12.4,
/// iOS 14 SDK) has a text field's traits after `UIClearButtonOffset`, in the
/// order `UIAutocapitalizationType`, `UIAutocorrectionType`, `UIKeyboardType`,
/// `UIReturnKeyType`, `UIEnablesReturnKeyAutomatically`, `UITextSmartDashesType`,
/// and a text view's after `UITextAlignment`. Defaults are left out: the iOS 10
/// SDK pair `ViewControllerName.nib` has no trait key for an empty
/// `<textInputTraits>`, and the iOS 7 SDK pair `RecruitDetailViewController.nib`
/// none for a text view's `autocapitalizationType="sentences"` (a text view's
/// default; a text field's is none).
///
/// Assumed (a warning says so once per document): the places of the traits
/// Appendix C.5 does not show (spell checking, keyboard appearance, secure
/// entry, content type, smart quotes, smart insert/delete: UIKit's protocol
/// order, the iOS 11 smart types last), and that SDKs before iOS 14 write the
/// same keys in the same place.
enum TextInputTraits {
    /// One trait: its XML attribute, UIKit key and value kind.
    struct Trait {
        enum Kind {
            /// An enumeration by its Interface Builder names.
            case enumeration([String: Int64])
            case bool
            /// A string, such as a text content type.
            case string
        }

        let attribute: String
        let key: String
        let kind: Kind
    }

    /// `UITextAutocorrectionType`, `UITextSpellCheckingType` and the smart types share these names.
    static let tristate: [String: Int64] = ["default": 0, "no": 1, "yes": 2]
    static let capitalizations: [String: Int64] = ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]
    static let keyboardTypes: [String: Int64] = [
        "default": 0, "asciiCapable": 1, "alphabet": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4,
        "phonePad": 5, "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10,
        "asciiCapableNumberPad": 11,
    ]
    static let keyboardAppearances: [String: Int64] = ["default": 0, "dark": 1, "alert": 1, "light": 2]
    static let returnKeyTypes: [String: Int64] = [
        "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8,
        "done": 9, "emergencyCall": 10, "continue": 11,
    ]

    /// The traits in the order they are written.
    static let traits: [Trait] = [
        Trait(attribute: "autocapitalizationType", key: "UIAutocapitalizationType", kind: .enumeration(capitalizations)),
        Trait(attribute: "autocorrectionType", key: "UIAutocorrectionType", kind: .enumeration(tristate)),
        Trait(attribute: "spellCheckingType", key: "UISpellCheckingType", kind: .enumeration(tristate)),
        Trait(attribute: "keyboardType", key: "UIKeyboardType", kind: .enumeration(keyboardTypes)),
        Trait(attribute: "keyboardAppearance", key: "UIKeyboardAppearance", kind: .enumeration(keyboardAppearances)),
        Trait(attribute: "returnKeyType", key: "UIReturnKeyType", kind: .enumeration(returnKeyTypes)),
        Trait(attribute: "enablesReturnKeyAutomatically", key: "UIEnablesReturnKeyAutomatically", kind: .bool),
        Trait(attribute: "secureTextEntry", key: "UISecureTextEntry", kind: .bool),
        Trait(attribute: "textContentType", key: "UITextContentType", kind: .string),
        Trait(attribute: "smartQuotesType", key: "UITextSmartQuotesType", kind: .enumeration(tristate)),
        Trait(attribute: "smartDashesType", key: "UITextSmartDashesType", kind: .enumeration(tristate)),
        Trait(attribute: "smartInsertDeleteType", key: "UITextSmartInsertDeleteType", kind: .enumeration(tristate)),
    ]

    /// The traits whose keys' places Appendix C.5 shows.
    static let placedAttributes: Set<String> = [
        "autocapitalizationType", "autocorrectionType", "keyboardType", "returnKeyType", "enablesReturnKeyAutomatically",
        "smartDashesType",
    ]

    /// The warning, said once per document, about the traits' assumed places.
    static let assumedPlacement = "text input traits are written where the iOS 14 SDK's text fields show them "
        + "(after the clear button offset; a text view's after the text alignment); the places of spell checking, "
        + "keyboard appearance, secure entry, content type and the smart quote and insert/delete types, and any "
        + "SDK before 14, are assumed"
}

extension UIKitContext {
    /// The keys of `element`'s `<textInputTraits>` that differ from the
    /// defaults (`defaultCapitalization` is the object's own: sentences, 2,
    /// for a text view; none for a text field). Unknown attributes and values
    /// are warnings.
    mutating func appendTextInputTraits(of element: XIBElement, to object: Reference, defaultCapitalization: Int64) {
        guard let traits = element.child(named: "textInputTraits", key: "textInputTraits") else { return }
        warnUnknownTextInputTraits(traits)
        for trait in TextInputTraits.traits {
            guard let value = textInputTraitValue(trait, of: traits, defaultCapitalization: defaultCapitalization) else {
                continue
            }
            if sdk > 3, sdk < 14 || !TextInputTraits.placedAttributes.contains(trait.attribute) {
                warn(TextInputTraits.assumedPlacement, at: traits)
            }
            append(trait.key, value, to: object)
        }
    }

    /// A warning for each attribute of `traits` that is no text input trait.
    mutating func warnUnknownTextInputTraits(_ traits: XIBElement) {
        let known = Set(TextInputTraits.traits.map(\.attribute))
        for attribute in traits.attributes where attribute.name != "key" && !known.contains(attribute.name) {
            warn("text input trait \(attribute.name)=\"\(attribute.value)\" is not supported yet; it is left out", at: traits)
        }
    }

    /// The value of `trait` in `traits`, nil when absent or at its default
    /// (`defaultCapitalization` for the capitalization, 0 or NO for the
    /// others); an unknown enumeration name is a warning and nil.
    mutating func textInputTraitValue(_ trait: TextInputTraits.Trait, of traits: XIBElement,
                                      defaultCapitalization: Int64) -> NibGraphBuilder.Value? {
        guard let text = traits[attribute: trait.attribute] else { return nil }
        switch trait.kind {
        case .enumeration(let names):
            guard let number = names[text] else {
                warn("text input trait \(trait.attribute)=\"\(text)\" is not known; it is left out", at: traits)
                return nil
            }
            let defaultValue = trait.attribute == "autocapitalizationType" ? defaultCapitalization : 0
            return number != defaultValue ? .integer(number) : nil
        case .bool:
            return traits.bool(trait.attribute) == true ? .bool(true) : nil
        case .string:
            return .object(builder.string(text))
        }
    }
}
