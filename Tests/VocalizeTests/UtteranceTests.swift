import Foundation
import Testing

@testable import Vocalize

/// VoiceOver's English output, word for word.
@Suite struct UtteranceEnglishTests {
    let english = try! UtteranceComposer(language: "en")

    func say(_ element: SpokenElement) throws -> String {
        try english.compose(element).text
    }

    @Test func labelAndButton() throws {
        #expect(try say(.init(label: "02", traits: .button)) == "02. Button.")
    }

    @Test func selectedComesFirst() throws {
        #expect(try say(.init(label: "23", traits: [.button, .selected])) == "Selected: 23. Button.")
    }

    @Test func dimmedBeforeButton() throws {
        #expect(try say(.init(label: "24", traits: [.button, .notEnabled])) == "24. Dimmed. Button.")
    }

    @Test func buttonBeforeLink() throws {
        #expect(try say(.init(label: "19", traits: [.link, .button])) == "19. Button. Link.")
    }

    @Test func labelAndValueStandAlone() throws {
        #expect(try say(.init(label: "Label", value: "Value")) == "Label: Value")
        #expect(try say(.init(label: "Label")) == "Label")
        #expect(try say(.init(value: "Value", traits: .button)) == "Value. Button.")
        #expect(try say(.init()) == "")
    }

    @Test func hintWithoutLabelStandsInForIt() throws {
        let utterance = try english.compose(.init(traits: .button, hint: "Hint"))
        #expect(utterance.text == "Hint. Button.")
        #expect(utterance.hint == nil)
        #expect(utterance.segments.first?.role == .hint)
    }

    @Test func hintComesAfterThePause() throws {
        let utterance = try english.compose(.init(label: "Send", traits: .button, hint: "Sends the message"))
        #expect(utterance.description == "Send. Button.")
        #expect(utterance.hint == "Sends the message")
        #expect(utterance.text == "Send. Button. Sends the message")
    }

    // The four cases where AccessibilitySnapshot (cashapp), which records VoiceOver's
    // description and hint, differed: a description VoiceOver leaves unclosed before a hint,
    // and no adjustable hint when the element's own hint stands in for its label.
    @Test func descriptionBeforeAHintStaysUnclosed() throws {
        let label = try english.compose(.init(label: "Label", hint: "Hint"))
        #expect(label.description == "Label")
        #expect(label.hint == "Hint")
        #expect(label.text == "Label. Hint")
        let value = try english.compose(.init(label: "Label", value: "Value", hint: "Hint"))
        #expect(value.description == "Label: Value")
        #expect(value.text == "Label: Value. Hint")
        let selected = try english.compose(.init(label: "Label", traits: .selected, hint: "Hint"))
        #expect(selected.description == "Selected: Label")
        #expect(selected.text == "Selected: Label. Hint")
    }

    @Test func adjustableNamedOnlyByItsHintGetsNoAdjustableHint() throws {
        let utterance = try english.compose(.init(traits: .adjustable, hint: "Hint"))
        #expect(utterance.description == "Hint. Adjustable.")
        #expect(utterance.hint == nil)
    }

    @Test func tabInATabBar() throws {
        let home = SpokenElement(label: "Home", traits: [.tab, .selected], position: .init(index: 1, count: 4))
        #expect(try say(home) == "Selected: Home. Tab. 1 of 4.")
    }

    @Test func traitWordOrder() throws {
        let all: SpokenElement.Traits = [.searchField, .image, .adjustable, .link, .header, .textField, .tab, .button, .notEnabled]
        let utterance = try english.compose(.init(label: "X", traits: all))
        #expect(utterance.description == "X. Dimmed. Button. Tab. Text Field. Heading. Link. Adjustable. Image. Search Field.")
        #expect(utterance.hint == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func silentTraitsSaySomethingOnlyThroughTheirLabel() throws {
        let silent: SpokenElement.Traits = [
            .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession,
            .allowsDirectInteraction, .causesPageTurn, .supportsZoom, .tabBar,
        ]
        let utterance = try english.compose(.init(label: "Play", traits: silent))
        #expect(utterance.text == "Play")
        #expect(utterance.segments.count == 1)
    }

    @Test func keyboardKeySilencesButton() throws {
        #expect(try say(.init(label: "Q", traits: [.button, .keyboardKey])) == "Q")
        #expect(try say(.init(label: "Q", traits: [.button, .keyboardKey, .selected])) == "Selected: Q")
    }

    @Test func adjustableAddsItsHint() throws {
        let volume = SpokenElement(label: "Volume", value: .percent(60), traits: .adjustable)
        let utterance = try english.compose(volume)
        #expect(utterance.description == "Volume: sixty percent. Adjustable.")
        #expect(utterance.hint == "Swipe up or down with one finger to adjust the value.")
        #expect(utterance.text == "Volume: sixty percent. Adjustable. Swipe up or down with one finger to adjust the value.")
    }

    @Test func ownHintThenTheAdjustableHint() throws {
        let volume = SpokenElement(label: "Volume", value: "60%", traits: .adjustable, hint: "Sets the ringer volume")
        #expect(try english.compose(volume).hint == "Sets the ringer volume. Swipe up or down with one finger to adjust the value.")
        let endsWithPeriod = SpokenElement(label: "Volume", traits: .adjustable, hint: "Sets the ringer volume.")
        #expect(try english.compose(endsWithPeriod).hint == "Sets the ringer volume. Swipe up or down with one finger to adjust the value.")
    }

    @Test func switchButtonStates() throws {
        #expect(try say(.init(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])) == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
        #expect(try say(.init(label: "Wi-Fi", value: "0", traits: [.button, .toggleButton])) == "Wi-Fi. Switch Button. Off. Double tap to toggle setting.")
        #expect(try say(.init(label: "Select all", value: "2", traits: [.button, .toggleButton])) == "Select all. Switch Button. Mixed. Double tap to toggle setting.")
        #expect(try say(.init(label: "Wi-Fi", value: .number(1), traits: [.button, .toggleButton])) == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
    }

    @Test func switchStatesAreRoledAndTheValueIsNotSpoken() throws {
        let utterance = try english.compose(.init(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton, .notEnabled]))
        #expect(utterance.description == "Wi-Fi. Dimmed. Switch Button. On.")
        #expect(utterance.segments.map(\.role) == [.label, .state, .trait, .state])
        #expect(!utterance.allSegments.contains { $0.role == .value })
    }

    @Test func switchWithAnotherValueSpeaksIt() throws {
        #expect(try say(.init(label: "Mode", value: "Auto", traits: [.button, .toggleButton])) == "Mode: Auto. Switch Button. Double tap to toggle setting.")
    }

    @Test func toggleWithoutButtonIsSilent() throws {
        #expect(try say(.init(label: "Wi-Fi", value: "1", traits: .toggleButton)) == "Wi-Fi: 1")
    }

    @Test func customActionsAreAnnounced() throws {
        let mail = SpokenElement(label: "Mail", traits: .button, customActions: ["Delete", "Archive"])
        let utterance = try english.compose(mail)
        #expect(utterance.text == "Mail. Button. Actions Available.")
        #expect(utterance.segments.last?.role == .announcement)
        #expect(try say(.init(label: "Row", customActions: ["Delete"])) == "Row. Actions Available.")
    }

    @Test func customRotorsAddNoWords() throws {
        #expect(try say(.init(label: "Article", traits: .header, customRotors: ["Links", "Headings"])) == "Article. Heading.")
    }

    @Test func selectedAloneAndDimmedAlone() throws {
        #expect(try say(.init(traits: [.selected, .button])) == "Selected. Button.")
        #expect(try say(.init(label: "Save", traits: .notEnabled)) == "Save. Dimmed.")
    }

    @Test func labelEndingASentenceIsNotClosedTwice() throws {
        #expect(try say(.init(label: "Done.", traits: .button)) == "Done. Button.")
        #expect(try say(.init(label: "Really?", traits: .button)) == "Really? Button.")
    }

    @Test func seriesWithoutTraits() throws {
        #expect(try say(.init(label: "Page", position: .init(index: 3, count: 12))) == "Page. 3 of 12.")
    }

    @Test func typedValuesAreSpoken() throws {
        #expect(try say(.init(label: "Population", value: .number("54038921.7"))) == "Population: fifty-four million thirty-eight thousand nine hundred twenty-one point seven")
        #expect(try say(.init(label: "Price", value: .currency("12.50", code: "EUR"), traits: .button)) == "Price: twelve euros and fifty cents. Button.")
        #expect(try say(.init(label: "Run", value: .measure("5", unit: "kilometer"))) == "Run: five kilometers")
        #expect(try say(.init(label: "Count", value: .number(3))) == "Count: three")
        #expect(try say(.init(label: "Rate", value: .percent(12.5))) == "Rate: twelve point five percent")
        #expect(try say(.init(label: "Call", value: .phone("(555) 123-4567"), traits: .button)) == "Call: five five five, one two three, four five six seven. Button.")
    }

    @Test func datesTimesAndDurations() throws {
        #expect(try say(.init(label: "Check-in", value: .date("2025-07-14"), traits: .button)) == "Check-in: July fourteenth, twenty twenty-five. Button.")
        #expect(try say(.init(label: "Departs", value: .time("15:30"))) == "Departs: three thirty PM")
        #expect(try say(.init(label: "Flight", value: .duration("PT2H45M"))) == "Flight: two hours, forty-five minutes")
        #expect(try say(.init(label: "Timer", value: .duration("5400"), traits: .adjustable)).hasPrefix("Timer: one hour, thirty minutes. Adjustable."))
        let french = SpokenElement(label: "Arrivée", value: .date("2025-07-14"), traits: .button, language: "fr")
        #expect(try english.compose(french).text == "Arrivée : quatorze juillet deux mille vingt-cinq. Bouton.")
    }

    @Test func impossibleDatesAndTimes() {
        #expect { try english.compose(.init(label: "Day", value: .date("2025-02-30"))) } throws: { ($0 as? VocalizeError)?.kind == .invalidDate }
        #expect { try english.compose(.init(label: "At", value: .time("25:00"))) } throws: { ($0 as? VocalizeError)?.kind == .invalidDate }
        #expect(throws: VocalizeError.self) { try english.compose(.init(label: "For", value: .duration("soon"))) }
    }

    @Test func phoneNumbersInTheElementsLanguage() throws {
        let hotel = SpokenElement(label: "Hôtel", value: .phone("+33 1 42 68 53 00"), traits: .link, language: "fr")
        #expect(try english.compose(hotel).text == "Hôtel : plus trente-trois, un, quarante-deux, soixante-huit, cinquante-trois, zéro zéro. Lien.")
        #expect(throws: VocalizeError.self) { try english.compose(.init(label: "Call", value: .phone("call me"))) }
    }

    @Test func segmentsCarryRolesAndLanguage() throws {
        let utterance = try english.compose(.init(label: "Alarms", value: .number(2), traits: [.selected, .button], hint: "Opens alarms", position: .init(index: 1, count: 3)))
        #expect(utterance.allSegments.map(\.role) == [.state, .label, .value, .trait, .series, .hint])
        #expect(utterance.allSegments.allSatisfy { $0.language == "en" })
        #expect(utterance.language == "en")
    }
}

/// Label and value in the element's language, trait words in the screen reader's.
@Suite struct UtteranceLanguageTests {
    /// One element with every word kind: "Selected", the value, "Dimmed", "Button", the series
    /// and "Actions Available". (de, it, nl, ja, zh-Hans, ko state words and series: Apple's
    /// strings, Tests/AppleWords — issue 29.)
    static func rich(_ label: String, _ language: String) -> SpokenElement {
        SpokenElement(
            label: label, value: .number(21), traits: [.button, .selected, .notEnabled], language: language,
            customActions: ["Delete"], position: .init(index: 1, count: 4))
    }

    @Test(arguments: [
        ("en", "Alarms", "Selected: Alarms: twenty-one. Dimmed. Button. 1 of 4. Actions Available."),
        ("fr", "Alarmes", "Sélectionné : Alarmes : vingt-et-un. Estompé. Bouton. 1 sur 4. Actions disponibles."),
        ("de", "Wecker", "Ausgewählt: Wecker: einundzwanzig. Grau dargestellt. Taste. 1 von 4. Aktionen verfügbar."),
        ("es", "Alarmas", "Seleccionado: Alarmas: veintiuno. Atenuado. Botón. 1 de 4. Acciones disponibles."),
        ("it", "Sveglie", "Selezionato: Sveglie: ventuno. Grigio. Pulsante. 1 di 4. Azioni disponibili."),
        ("pt-BR", "Alarmes", "Selecionado: Alarmes: vinte e um. Escurecido. Botão. 1 de 4. Ações disponíveis."),
        ("nl", "Wekkers", "Geselecteerd: Wekkers: eenentwintig. Grijs. Knop. 1 van 4. Acties beschikbaar."),
        ("ja", "アラーム", "選択されています、アラーム、二十一。淡色表示。ボタン。4中1。アクションあり。"),
        ("zh-Hans", "闹钟", "已选择，闹钟，二十一。变暗。按钮。1，共4。有可用操作。"),
        ("ko", "알람", "선택됨, 알람, 이십일. 비활성화됨. 버튼. 총 4 중 1. 동작 사용 가능."),
        ("ru", "Будильники", "Выбрано: Будильники: двадцать один. Недоступно. Кнопка. 1 из 4. Доступны действия."),
        ("ar", "المنبهات", "محدد: المنبهات، واحد وعشرون. معتم. زر. 1 من 4. تتوفر إجراءات."),
    ])
    func everyWordKind(language: String, label: String, expected: String) throws {
        let utterance = try UtteranceComposer(language: "en").compose(Self.rich(label, language))
        #expect(utterance.text == expected)
        #expect(utterance.language == (try SpeechLocale(language)).identifier)
    }

    @Test(arguments: [
        ("en", "Wi-Fi. Switch Button. Off. Double tap to toggle setting."),
        ("fr", "Wi-Fi. Interrupteur. Désactivé. Touchez deux fois pour changer le réglage."),
        ("de", "Wi-Fi. Schalter. Aus. Zum Ändern der Einstellung doppeltippen."),
        ("es", "Wi-Fi. Interruptor. Desactivado. Toca dos veces para cambiar el ajuste."),
        ("it", "Wi-Fi. Interruttore. No. Tocca due volte per modificare l'impostazione."),
        ("pt-BR", "Wi-Fi. Interruptor. Desativado. Toque duas vezes para alterar o ajuste."),
        ("nl", "Wi-Fi. Schakelaar. Uit. Tik dubbel om de instelling te wijzigen."),
        ("ja", "Wi-Fi。スイッチボタン。オフ。 設定を切り替えるには、ダブルタップします。"),
        ("zh-Hans", "Wi-Fi。开关按钮。关。 连按两次以切换设置。"),
        ("ko", "Wi-Fi. 스위치 버튼. 끔. 설정을 전환하려면 이중 탭하십시오."),
        ("ru", "Wi-Fi. Кнопка-переключатель. Выкл. Коснитесь дважды, чтобы переключить настройку."),
        ("ar", "Wi-Fi. زر تبديل. إيقاف. اضغط مرتين لتبديل الإعداد."),
    ])
    func switchAndItsHint(language: String, expected: String) throws {
        let element = SpokenElement(label: "Wi-Fi", value: "0", traits: [.button, .toggleButton])
        #expect(try UtteranceComposer(language: language).compose(element).text == expected)
    }

    @Test func adjustableHintInJapanese() throws {
        let utterance = try UtteranceComposer(language: "ja").compose(.init(label: "音量", value: "50%", traits: .adjustable))
        #expect(utterance.description == "音量、50%。調整可能。")
        #expect(utterance.hint == "値を調整するには、1本指で上下にスワイプします。")
    }

    @Test func brazilianAndEuropeanPortuguese() throws {
        let tab = SpokenElement(label: "Início", traits: [.tab, .selected], position: .init(index: 1, count: 4))
        #expect(try UtteranceComposer(language: "pt-BR").compose(tab).text == "Selecionado: Início. Aba. 1 de 4.")
        #expect(try UtteranceComposer(language: "pt-PT").compose(tab).text == "Selecionado: Início. Separador. 1 de 4.")
        #expect(try UtteranceComposer(language: "pt").compose(tab).text == "Selecionado: Início. Aba. 1 de 4.")
    }

    @Test func regionalTagsUseTheirLanguage() throws {
        let element = SpokenElement(label: "OK", traits: .button)
        #expect(try UtteranceComposer(language: "fr-CA").compose(element).text == "OK. Bouton.")
        #expect(try UtteranceComposer(language: "en-GB").compose(element).text == "OK. Button.")
        #expect(try UtteranceComposer(language: "zh").compose(element).text == "OK。按钮。")
    }

    @Test func twoLanguagesAtOnce() throws {
        // A Japanese app read by an English VoiceOver.
        let element = SpokenElement(label: "音量", value: .number(3), traits: [.selected, .adjustable], language: "ja", readerLanguage: "en")
        let utterance = try UtteranceComposer(language: "en").compose(element)
        #expect(utterance.text == "Selected: 音量: 三. Adjustable. Swipe up or down with one finger to adjust the value.")
        #expect(utterance.language == "en")
        #expect(utterance.allSegments.map(\.language) == ["en", "ja", "ja", "en", "en"])
    }

    @Test func composerReaderLanguageAppliesToElementsThatNameNone() throws {
        let composer = try UtteranceComposer(language: "fr", readerLanguage: "en")
        let element = SpokenElement(label: "Prix", value: .currency("12.50", code: "EUR"), traits: .button)
        #expect(try composer.compose(element).text == "Prix: douze euros et cinquante centimes. Button.")
        var german = element
        german.language = "de"
        #expect(try composer.compose(german).text == "Prix: zwölf Euro und fünfzig Cent. Button.")
        german.readerLanguage = "de"
        #expect(try composer.compose(german).text == "Prix: zwölf Euro und fünfzig Cent. Taste.")
    }

    @Test func elementLanguageDefaultsTheReaderLanguage() throws {
        let element = SpokenElement(label: "Accueil", traits: .tab, language: "fr")
        #expect(try UtteranceComposer(language: "en").compose(element).text == "Accueil. Onglet.")
    }

    @Test func seriesWordsWhenAProfileAsksForThem() throws {
        var profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en"))
        profile.utterance?.seriesNumbers = .words
        profile.utterance?.series = "{count} items, number {index}"
        let words = try UtteranceWords(language: SpeechLanguage(locale: SpeechLocale("en"), profile: profile))
        #expect(try words.series(index: 2, count: 10) == "ten items, number two")
    }
}

/// Errors a person can act on.
@Suite struct UtteranceErrorTests {
    @Test func readerLanguageWithoutWords() throws {
        // Irish: ICU speaks its numbers, but no profile gives its screen-reader words.
        let element = SpokenElement(label: "Cnaipe", traits: .button, language: "ga")
        do {
            _ = try UtteranceComposer(language: "en").compose(element)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unsupportedLanguage)
            #expect(error.message.contains("no screen-reader words (trait names, hints) for ga yet"))
            #expect(error.message.contains("en, "))
        }
        // The same element read by an English screen reader works.
        var read = element
        read.readerLanguage = "en"
        #expect(try UtteranceComposer(language: "en").compose(read).text == "Cnaipe. Button.")
    }

    @Test func composerForALanguageWithoutWordsFailsOnlyWhenItNeedsThem() throws {
        let composer = try UtteranceComposer(language: "ga")
        #expect(throws: VocalizeError.self) { try composer.compose(.init(label: "x")) }
        // Irish names a number on its own with the particle «a» (a haon, a dó, a cúig).
        #expect(try composer.compose(.init(label: "Praghas", value: .number(5), readerLanguage: "en")).text == "Praghas: a cúig")
    }

    @Test func impossiblePosition() throws {
        let element = SpokenElement(label: "Page", position: .init(index: 5, count: 4))
        #expect(throws: VocalizeError(.invalidElement, "The position 5 of 4 is impossible: the index counts from 1 and cannot exceed the count.")) {
            try UtteranceComposer(language: "en").compose(element)
        }
        #expect(throws: VocalizeError.self) { try SpokenElement.Position(parsing: "0/3") }
        #expect(throws: VocalizeError.self) { try SpokenElement.Position(parsing: "two/3") }
        #expect(try SpokenElement.Position(parsing: "2/3") == .init(index: 2, count: 3))
        #expect(try SpokenElement.Position(parsing: "2 of 3") == .init(index: 2, count: 3))
    }

    @Test func valueThatIsNotANumber() throws {
        let element = SpokenElement(label: "Count", value: .number("many"))
        #expect { try UtteranceComposer(language: "en").compose(element) } throws: { error in
            (error as? VocalizeError)?.kind == .invalidNumber
        }
    }

    @Test func unknownUnitAndCurrency() throws {
        let composer = try UtteranceComposer(language: "en")
        #expect(throws: VocalizeError.self) { try composer.compose(.init(label: "x", value: .measure("3", unit: "furlongs-per-bogus"))) }
        #expect(throws: VocalizeError.self) { try composer.compose(.init(label: "x", value: .currency("3", code: "XYZW"))) }
        #expect(throws: VocalizeError.self) { try SpokenElement.Value(kind: .measure, text: "3") }
        #expect(throws: VocalizeError.self) { try SpokenElement.Value(kind: .currency, text: "3") }
    }

    @Test func badLanguageTag() {
        #expect(throws: VocalizeError.self) { try UtteranceComposer(language: "en").compose(.init(label: "x", language: "not a tag")) }
    }

    @Test func incompleteProfile() throws {
        var profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en"))
        profile.utterance?.traits?["button"] = nil
        let language = try SpeechLanguage(locale: SpeechLocale("en"), profile: profile)
        #expect(throws: VocalizeError(.invalidLocaleProfile, "The en profile's utterance.traits lacks button.")) {
            try UtteranceWords(language: language)
        }
        profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en"))
        profile.utterance?.traits?["buton"] = "Buton"
        #expect { try UtteranceWords(language: SpeechLanguage(locale: SpeechLocale("en"), profile: profile)) } throws: { error in
            (error as? VocalizeError)?.message.contains("unknown keys buton") == true
        }
        profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en"))
        profile.utterance?.series = "{index}"
        #expect { try UtteranceWords(language: SpeechLanguage(locale: SpeechLocale("en"), profile: profile)) } throws: { error in
            (error as? VocalizeError)?.message.contains("needs both {index} and {count}") == true
        }
        profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en"))
        profile.utterance?.closer = nil
        #expect { try UtteranceWords(language: SpeechLanguage(locale: SpeechLocale("en"), profile: profile)) } throws: { error in
            (error as? VocalizeError)?.message == "The en profile's utterance section lacks \"closer\"."
        }
    }

    @Test(arguments: ["en", "fr", "de", "es", "it", "pt", "pt-BR", "pt-PT", "nl", "ja", "zh-Hans", "ko", "ru", "ar"])
    func everyCoveredLanguageHasAllItsWords(language: String) throws {
        let words = try UtteranceWords.resolve(SpeechLocale(language))
        for trait in UtteranceWords.Trait.allCases { #expect(!words.word(trait).isEmpty, "\(trait)") }
        for state in UtteranceWords.State.allCases { #expect(!words.word(state).isEmpty, "\(state)") }
        for hint in UtteranceWords.Hint.allCases { #expect(!words.word(hint).isEmpty, "\(hint)") }
        // The keys profiles are checked against are the ones the words are kept by.
        #expect(UtteranceProfile.requiredTraits == ["button", "toggleButton", "tab", "textField", "header", "link", "adjustable", "image", "searchField"])
        #expect(UtteranceProfile.requiredStates == ["selected", "notEnabled", "on", "off", "mixed"])
        #expect(UtteranceProfile.requiredHints == ["adjustable", "toggleButton"])
        // Each key is its case's name (the keys are listed, not reflected, for start-up).
        for trait in UtteranceWords.Trait.allCases { #expect(trait.key == String(describing: trait)) }
        for state in UtteranceWords.State.allCases { #expect(state.key == String(describing: state)) }
        for hint in UtteranceWords.Hint.allCases { #expect(hint.key == String(describing: hint)) }
    }
}

@Suite struct SpokenElementTraitsTests {
    @Test func namesRoundTrip() throws {
        for (name, trait) in SpokenElement.Traits.named {
            #expect(try SpokenElement.Traits(name: name) == trait)
            if !trait.isEmpty { #expect(trait.names == [name]) }
        }
        #expect(SpokenElement.Traits.named.count == 22)
        #expect(Set(SpokenElement.Traits.named.map(\.trait.rawValue)).count == 22)
    }

    @Test func listsAndSwiftUINames() throws {
        #expect(try SpokenElement.Traits(list: "button, selected") == [.button, .selected])
        #expect(try SpokenElement.Traits(list: "") == [])
        #expect(try SpokenElement.Traits(list: "none") == [])
        #expect(try SpokenElement.Traits(names: ["isButton", "isToggle", "isHeader"]) == [.button, .toggleButton, .header])
        #expect(SpokenElement.Traits([.selected, .button]).names == ["button", "selected"])
    }

    @Test func unknownNameListsTheValidOnes() {
        #expect { try SpokenElement.Traits(list: "button,buton") } throws: { error in
            let message = (error as? VocalizeError)?.message ?? ""
            return message.hasPrefix("Unknown accessibility trait \"buton\". Valid traits (UIKit names): none, button, link, header, searchField,")
                && message.hasSuffix("toggleButton, supportsZoom, tab, textField.")
        }
    }

    @Test func codableAsNames() throws {
        let data = try JSONEncoder().encode(SpokenElement.Traits([.button, .notEnabled]))
        #expect(String(decoding: data, as: UTF8.self) == #"["button","notEnabled"]"#)
        #expect(try JSONDecoder().decode(SpokenElement.Traits.self, from: data) == [.button, .notEnabled])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpokenElement.Traits.self, from: Data(#"["bogus"]"#.utf8)) }
    }
}

@Suite struct SpokenElementCodingTests {
    @Test func decodesEveryField() throws {
        let json = #"""
            {"label": "Total", "value": "12.50", "valueKind": "currency", "currency": "EUR", "traits": ["button", "selected"],
             "hint": "Pays", "language": "fr", "readerLanguage": "en", "customActions": ["Split"], "customRotors": ["Items"],
             "position": {"index": 2, "count": 3}}
            """#
        let element = try JSONDecoder().decode(SpokenElement.self, from: Data(json.utf8))
        #expect(element == SpokenElement(
            label: "Total", value: .currency("12.50", code: "EUR"), traits: [.button, .selected], hint: "Pays", language: "fr",
            readerLanguage: "en", customActions: ["Split"], customRotors: ["Items"], position: .init(index: 2, count: 3)))
    }

    @Test func roundTrips() throws {
        let elements: [SpokenElement] = [
            .init(label: "Run", value: .measure("5", unit: "kilometer"), traits: .adjustable),
            .init(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton]),
            .init(hint: "Only a hint"),
        ]
        for element in elements {
            let data = try JSONEncoder().encode(element)
            #expect(try JSONDecoder().decode(SpokenElement.self, from: data) == element)
        }
    }

    @Test func numbersInJSONAreValues() throws {
        let element = try JSONDecoder().decode(SpokenElement.self, from: Data(#"{"label": "Count", "value": 42, "valueKind": "number"}"#.utf8))
        #expect(element.value == .number("42"))
        let fraction = try JSONDecoder().decode(SpokenElement.self, from: Data(#"{"value": 2.5, "valueKind": "number"}"#.utf8))
        #expect(fraction.value == .number("2.5"))
    }

    @Test func badFields() {
        for json in [
            #"{"label": "x", "valueKind": "number"}"#,
            #"{"label": "x", "value": "3", "valueKind": "measure"}"#,
            #"{"label": "x", "value": "3", "valueKind": "colour"}"#,
            #"{"label": "x", "value": ["3"]}"#,
            #"{"label": 3}"#,
            #"{"traits": ["buton"]}"#,
            #"{"position": {"index": 1}}"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try JSONDecoder().decode(SpokenElement.self, from: Data(json.utf8)) }
        }
    }
}
