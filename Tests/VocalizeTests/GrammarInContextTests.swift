import Foundation
import Testing
import Vocalize

/// Session 14's grammar in context: lengths of time the words before them make one, words
/// written joined to data, ordinals written with their article, numbers to dial in the
/// language's counting form. Expected forms from the sources named in each profile's facts
/// (machine review where a profile says so); both sides of each rule.
@Suite("Text: grammar in context")
struct GrammarInContextTests {
    @Test("A Romanian ordinal is read with the article written before it (DOOM3: «al 3-lea», «a 3-a»)")
    func ordinalWithArticle() throws {
        let romanian = try WrittenFormReader(language: "ro")
        #expect(try romanian.speak("al 3-lea") == "al treilea")
        #expect(try romanian.speak("a 21-a") == "a douăzeci și una")
        #expect(try romanian.speak("al 101-lea") == "al o sută unulea")
        // The mark alone keeps its bare form; the article without its mark makes no ordinal.
        #expect(try romanian.speak("3-lea") == "treilea")
        #expect(throws: VocalizeError.self) { try romanian.read("al 3", as: [.ordinal]) }
        #expect(try TextSpeaker(language: "ro").speak("Locul al 3-lea") == "Locul al treilea")
    }

    @Test("A word for a length of time makes m:ss one across a spaced colon, in two words, in any digits")
    func durationWords() throws {
        // French typography spaces the colon (Imprimerie nationale); «재생 시간» is two words.
        #expect(try TextSpeaker(language: "fr").speak("Durée : 3:42") == "Durée : trois minutes et quarante-deux secondes")
        #expect(try TextSpeaker(language: "ko").speak("재생 시간: 3:42") == "재생 시간: 삼 분 사십이 초")
        #expect(try TextSpeaker(language: "vi").speak("Bài hát 3:45") == "Bài hát ba phút bốn mươi lăm giây")
        // Persian digits are read as the ASCII ones are.
        #expect(try TextSpeaker(language: "fa").speak("مدت: ۳:۴۵") == "مدت: سه دقیقه و چهل و پنج ثانیه")
        // Without such a word a clock time stays one.
        #expect(try TextSpeaker(language: "fr").speak("Rendez-vous : 3:42").contains("heures"))
    }

    @Test("A length of time's parts are joined as the language joins them")
    func durationJoins() throws {
        // hi, hu, th, vi: side by side (dates.durationList «spaced»); pt: «e» (CLDR 42 pt unit list).
        #expect(try TextSpeaker(language: "hu").speak("Hossz: 3:45") == "Hossz: három perc negyvenöt másodperc")
        #expect(try TextSpeaker(language: "th").speak("ความยาวเพลง 3:45") == "ความยาวเพลง สามนาทีสี่สิบห้าวินาที")
        #expect(try TextSpeaker(language: "pt").speak("2 h 30 min") == "duas horas e trinta minutos")
        #expect(try TextSpeaker(language: "pt-PT").speak("Duração: 1 h 25 min") == "Duração: uma hora e vinte e cinco minutos")
        // German writes and says the parts side by side (written.durationPartsJoined not set).
        #expect(try TextSpeaker(language: "de").speak("2 h 30 min") == "zwei Stunden dreißig Minuten")
    }

    @Test("A time written with an hour mark after a word for a length of time is hours and minutes")
    func hourMarkedDurations() throws {
        let portuguese = try TextSpeaker(language: "pt-BR")
        #expect(portuguese.speak("Duração: 1h45") == "Duração: uma hora e quarenta e cinco minutos")
        #expect(portuguese.speak("Chegada: 1h45") == "Chegada: uma e quarenta e cinco")
        // Japanese 「2時間」: the hour mark is part of the unit, not a clock's hour.
        #expect(try TextSpeaker(language: "ja").speak("所要時間 2時間15分") == "所要時間 二時間十五分")
        // A part of the day makes it a time of day, whatever word stands before ("日本時間" holds 時間).
        #expect(try TextSpeaker(language: "ja").speak("日本時間午後9時") == "日本時間午後九時")
    }

    @Test("Words written joined before data stay as written and the data after them is read")
    func dataPrefixes() throws {
        // Hebrew ו- (and) before a number counting a feminine noun; Arabic و likewise.
        let hebrew = try TextSpeaker(language: "he")
        #expect(hebrew.speak("שעתיים ו-15 דקות") == "שעתיים ו-חמש עשרה דקות")
        #expect(try TextSpeaker(language: "ar").speak("ساعتين و15 دقيقة") == "ساعتين وخمس عشرة دقيقة")
        // «ה-2» is a definite ordinal (written.ordinals «ה-», a mark before the number): said
        // as one word with the article, never «ה-שתיים».
        #expect(hebrew.speak("במקום ה-2") == "במקום השני")
        // A longer word against digits keeps them in it.
        #expect(hebrew.speak("גרסה COVID-19") == "גרסה COVID-19")
        #expect(try TextSpeaker(language: "en").speak("Paper A4") == "Paper A4")
    }

    @Test("A spaced multiplier mark before a word says how many times; before a number it is a size")
    func spacedMultiplier() throws {
        let indonesian = try TextSpeaker(language: "id")
        #expect(indonesian.speak("Minum 3 x sehari") == "Minum tiga kali sehari")
        #expect(!indonesian.speak("Ukuran 3 x 5 m").contains("kali"))
    }

    @Test("A number to dial after a word that says so is read in groups, in the counting form")
    func numbersToDial() throws {
        // IJP (ÚJČ AV ČR): counting «jedna, dva»; ČSN 01 6910 groups 3-3-3. UKE 3-3-3 for Polish.
        #expect(try TextSpeaker(language: "cs").speak("Volejte 601 123 456") == "Volejte šest set jedna, sto dvacet tři, čtyři sta padesát šest")
        #expect(try TextSpeaker(language: "pl").speak("Zadzwoń pod numer 512 345 678")
            == "Zadzwoń pod numer pięćset dwanaście, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem")
        // A grouped quantity without such a word stays a quantity.
        #expect(try TextSpeaker(language: "pl").speak("Ludność 512 345 678").contains("milionów"))
    }

    @Test("An ordinal before a masculine noun takes the apocope (RAE DPD: «primer piso», «vigésimo primer piso»)")
    func ordinalBeforeNoun() throws {
        let spanish = try TextSpeaker(language: "es-MX")
        #expect(spanish.speak("Oficina en el 21.º piso") == "Oficina en el vigésimo primer piso")
        #expect(spanish.speak("3.º piso") == "tercer piso")
        // No noun after it: the full form.
        #expect(spanish.speak("1.º de mayo") == "primero de mayo")
    }

    @Test("A month's name with the letter the date pattern joins before it makes a date (CLDR 42 he «d בMMMM»)")
    func monthWithJoinedLetter() throws {
        // The day of a Hebrew date is counted with the masculine (יום).
        let hebrew = try TextSpeaker(language: "he")
        #expect(hebrew.speak("יום רביעי, 24 בדצמבר") == "יום רביעי, עשרים וארבעה בדצמבר")
        #expect(hebrew.speak("תחילת המנוי: 1 בינואר") == "תחילת המנוי: אחד בינואר")
    }

    @Test("A number after a preposition takes the genitive where only its words show it (Ryding §15.3–15.4)")
    func arabicGenitive() throws {
        let arabic = try TextSpeaker(language: "ar")
        #expect(arabic.speak("سيصل الطلب خلال 20 دقيقة") == "سيصل الطلب خلال عشرين دقيقة")
        #expect(arabic.speak("خصم حتى ٥٠٪") == "خصم حتى خمسين بالمائة")
        // Without a governing word the nominative stays.
        #expect(arabic.speak("20 دقيقة") == "عشرون دقيقة")
    }

    @Test("A date whose year carries the year mark is read as the date, the mark not said twice")
    func dateWithYearMark() throws {
        // CLDR 42 pl «d MMMM y»; «r.» = «roku», which the date already says.
        let polish = try WrittenFormReader(language: "pl")
        #expect(try polish.speak("24 lipca 2013 r.") == "dwudziestego czwartego lipca dwa tysiące trzynastego roku")
        #expect(try TextSpeaker(language: "pl").speak("Umowa z 24 lipca 2013 r.") == "Umowa z dwudziestego czwartego lipca dwa tysiące trzynastego roku")
        // A year alone with its mark keeps its own reading.
        #expect(try polish.speak("2013 r.") == "dwa tysiące trzynasty rok")
    }

    @Test("A counted noun's gender changes a German number only when it is one (Duden: «hunderteins Bewertungen»)")
    func germanGenderOfOne() throws {
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("101 Bewertungen") == "einhunderteins Bewertungen")
        #expect(german.speak("1 neue Nachricht") == "eine neue Nachricht")
    }

    @Test("A number before a discount mark is said digit by digit (现代汉语词典: 八五折)")
    func discountDigits() throws {
        #expect(try TextSpeaker(language: "zh-Hant").speak("限時優惠（85折）") == "限時優惠（八五折）")
        #expect(try TextSpeaker(language: "zh").speak("全场75折") == "全场七五折")
        // Elsewhere a number stays a quantity.
        #expect(try TextSpeaker(language: "zh").speak("85个") != "八五个")
    }

    @Test("A percentage said with the language's own pattern agrees with the gender of its word (Optimot: «vint-i-un per cent»)")
    func percentGender() throws {
        #expect(try WrittenFormReader(language: "ca").speak("21 %") == "vint-i-un per cent")
        #expect(try TextSpeaker(language: "ca").speak("Bateria: 21 %") == "Bateria: vint-i-un per cent")
        // Arabic's word is masculine too: unchanged.
        #expect(try WrittenFormReader(language: "ar").speak("٢١٪") == "واحد وعشرون بالمائة")
    }
}
