extension NibDirectory {
    /// The object-graph file a runtime deployed at `target` would load; nil
    /// `target` means the newest runtime. Nil when no file fits.
    ///
    /// The directory's own names say which runtime's rule applies:
    ///
    /// **UIKit** (the directory has `runtime.nib` or an `objects-X.Y+.nib`): the
    /// `objects-X.Y+.nib` with the highest X.Y not above `target`, else
    /// `objects.nib`, else `runtime.nib`. Source: UIKit's `-[UINib nibDataForPath:]`
    /// does no version arithmetic; it tries a fixed list of names, newest first,
    /// and loads the first file that exists. In the iOS 26.1 UIKitCore the list is
    /// `objects-17.0+`, `16.0+`, `15.0+`, `14.0+`, `13.0+`, `12.3+`, `11.0+`,
    /// `9.1+`, `8.0+`, then `objects.nib`, then `runtime.nib` (decompiled in
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIKitCore/UINib.mm`); the
    /// reconstruction of iOS 9's UIKit in OdNairy/UINibDecoder (`AANib.m`) tries
    /// `objects-8.0+`, `objects.nib`, `runtime.nib`. Each release lists only
    /// versions up to its own, so "the highest X.Y not above the target" is the
    /// choice of every release for every name it lists. (A UIKit ignores names it
    /// does not list, such as a future `objects-18.0+.nib` on iOS 26; this method
    /// ranks any X.Y.)
    ///
    /// **AppKit** (otherwise): the `keyedobjects-MMmmpp.nib` with the highest
    /// version not above `target`, else `keyedobjects.nib`, else `objects.nib`
    /// (the pre-keyed typedstream of old bundles). Source: the naming itself
    /// (`101300` is `__MAC_10_13`) and the Xcode 13 release notes, which say macOS
    /// nibs are compiled with UINibEncoder and that a backward-compatible nib is
    /// generated when deploying before macOS 10.13 (quoted in
    /// `shared/docs/anchors-and-formats.md` §1.16 and §4.9). No decompiled AppKit
    /// loader was found to confirm the order; Sparkle's `SUUpdatePermissionPrompt.nib`
    /// ships `keyedobjects-101300.nib` and `keyedobjects-110000.nib` with no
    /// `keyedobjects.nib`, so such a directory has nothing for macOS 10.12.
    public func variant(forDeploymentTarget target: OSVersion?) -> NibVariant? {
        let versioned: (NibVariantKind) -> OSVersion?
        let fallbacks: [NibVariantKind]
        if usesUIKitNames {
            versioned = { if case let .objectsSince(version) = $0 { version } else { nil } }
            fallbacks = [.objects, .runtime]
        } else {
            versioned = { if case let .keyedObjectsSince(version) = $0 { version } else { nil } }
            fallbacks = [.keyedObjects, .objects]
        }
        // `variants` lists versioned files newest first, so the first that fits is the highest.
        let fitting = variants.first { variant in
            guard let version = versioned(variant.kind) else { return false }
            return target.map { version <= $0 } ?? true
        }
        return fitting ?? fallbacks.lazy.compactMap { self.variant($0) }.first
    }
}
