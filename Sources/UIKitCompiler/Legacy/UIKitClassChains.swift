import NibGraph

/// The superclass of each UIKit and Foundation class a legacy iOS nib
/// archives, for the class chains (`$classes`) of a keyed archive (the iOS 3
/// SDK's output): `UIRoundedRectButton` is archived as UIRoundedRectButton,
/// UIButton, UIControl, UIView, UIResponder, NSObject. A class not listed
/// (an app's own, a proxy, a color) is archived under NSObject directly.
enum UIKitClassChains {
    static func chain(of className: String) -> [String] {
        ClassChain.chain(of: className, superclass: superclass)
    }

    /// Gives every object of `graph` whose class has a superclass other than NSObject its chain.
    static func addChains(to graph: inout NibGraph) {
        for index in graph.objects.indices {
            let chain = chain(of: graph.objects[index].className)
            if chain.count > 2 { graph.objects[index].classChain = chain }
        }
    }

    static let superclass: [String: String] = [
        FoundationClasses.mutableArray: FoundationClasses.array,
        FoundationClasses.mutableDictionary: FoundationClasses.dictionary,
        "UIView": "UIResponder", "UIWindow": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIWebView": "UIView",
        "UIControl": "UIView", "UIButton": "UIControl", "UIRoundedRectButton": "UIButton", "UITextField": "UIControl",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UIViewController": "UIResponder",
        "UIRuntimeOutletConnection": "UIRuntimeConnection", "UIRuntimeEventConnection": "UIRuntimeConnection",
    ]
}
