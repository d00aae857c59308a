// Conversions from the platforms' own trait values, so an app describes a view to Vocalize with
// the traits it already gives VoiceOver. Neither framework exists on Linux, where Vocalize is
// built and tested: these are written against Apple's documented API and compile only on
// Apple platforms. SwiftUI's applies on macOS today; UIKit's waits for a build of Vocalize on a
// UIKit platform, which needs ICU's headers (and no `Process`) there.

#if canImport(UIKit)
import UIKit

extension SpokenElement.Traits {
    /// The traits of a UIKit view or accessibility element:
    /// `SpokenElement.Traits(uiKit: button.accessibilityTraits)`.
    ///
    /// Every public UIKit trait is carried over. VoiceOver's "Tab" and "Text Field" come from
    /// traits UIKit keeps private, so add ``tab`` or ``textField`` yourself where a view is one.
    public init(uiKit traits: UIAccessibilityTraits) {
        var pairs: [(UIAccessibilityTraits, SpokenElement.Traits)] = [
            (.button, .button), (.link, .link), (.header, .header), (.searchField, .searchField),
            (.image, .image), (.selected, .selected), (.playsSound, .playsSound),
            (.keyboardKey, .keyboardKey), (.staticText, .staticText), (.summaryElement, .summaryElement),
            (.notEnabled, .notEnabled), (.updatesFrequently, .updatesFrequently),
            (.startsMediaSession, .startsMediaSession), (.adjustable, .adjustable), (.tabBar, .tabBar),
        ]
        #if !os(tvOS)
        // UIKit has no direct-interaction or page-turn trait on tvOS.
        pairs += [(.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn)]
        #endif
        if #available(iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
            pairs += [(.toggleButton, .toggleButton), (.supportsZoom, .supportsZoom)]
        }
        var converted: SpokenElement.Traits = []
        for (uiKitTrait, trait) in pairs where traits.contains(uiKitTrait) {
            converted.insert(trait)
        }
        self = converted
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

extension SpokenElement.Traits {
    /// The traits a SwiftUI view adds with `.accessibilityAddTraits(_:)`:
    /// `SpokenElement.Traits(swiftUI: [.isButton, .isSelected])`.
    ///
    /// SwiftUI says "dimmed" with `.disabled(true)` and "adjustable" with
    /// `.accessibilityAdjustableAction(_:)` rather than with traits: add ``notEnabled`` or
    /// ``adjustable`` yourself for such views (and ``tab`` or ``textField`` where a view is one).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(swiftUI traits: SwiftUI.AccessibilityTraits) {
        var pairs: [(SwiftUI.AccessibilityTraits, SpokenElement.Traits)] = [
            (.isButton, .button), (.isLink, .link), (.isHeader, .header),
            (.isSearchField, .searchField), (.isImage, .image), (.isSelected, .selected),
            (.playsSound, .playsSound), (.isKeyboardKey, .keyboardKey), (.isStaticText, .staticText),
            (.isSummaryElement, .summaryElement), (.updatesFrequently, .updatesFrequently),
            (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn),
        ]
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            pairs += [(.isToggle, .toggleButton), (.isTabBar, .tabBar)]
        }
        var converted: SpokenElement.Traits = []
        for (swiftUITrait, trait) in pairs where traits.contains(swiftUITrait) {
            converted.insert(trait)
        }
        self = converted
    }
}
#endif
