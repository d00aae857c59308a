import Foundation
import Testing
import Vocalize

/// A number or ordinal agrees with the noun written after it (issue 27): the noun's ending
/// says its case (`written.nounCaseEndings`), its stem its gender (`written.nounGenders`).
/// Expected forms from the grammars the profiles cite (VISK § 773, PWN, Morfológia slovenského
/// jazyka, Розенталь, Граматика БАН, Slovenski pravopis); both sides of each rule.
@Suite("Text: numbers agreeing with the noun after them")
struct TextNounCaseTests {
    @Test("Finnish: the numeral takes its noun's case; a partitive or a nominative noun keeps it plain")
    func finnishCases() throws {
        let finnish = try TextSpeaker(language: "fi")
        #expect(finnish.speak("Toimitus 3 päivän kuluttua") == "Toimitus kolmen päivän kuluttua")
        #expect(finnish.speak("Perillä 2 päivässä") == "Perillä kahdessa päivässä")
        #expect(finnish.speak("Huone on 5. kerroksessa") == "Huone on viidennessä kerroksessa")
        // A partitive after the numeral: the numeral stays nominative.
        #expect(finnish.speak("Toimitus 3 päivää") == "Toimitus kolme päivää")
        #expect(finnish.speak("Huone on 5. kerros") == "Huone on viides kerros")
        // After 1 a noun ending in -n is a nominative ("puhelin"); a short word is no noun.
        #expect(finnish.speak("1 puhelin") == "yksi puhelin")
        #expect(finnish.speak("Paketti 5 on matkalla") == "Paketti viisi on matkalla")
    }

    @Test("Finnish: a case ending after a colon gives the number that case")
    func finnishColonSuffixes() throws {
        let finnish = try TextSpeaker(language: "fi")
        #expect(finnish.speak("Lähetetty 3:lle vastaanottajalle") == "Lähetetty kolmelle vastaanottajalle")
        #expect(finnish.speak("5:lle") == "viidelle")
        // A colon between digits is still a clock or a length of time.
        #expect(finnish.speak("Kesto 3:45") == "Kesto kolme minuuttia neljäkymmentäviisi sekuntia")
    }

    @Test("Slavic ordinals agree with the noun in gender and, by its ending, in the locative")
    func slavicOrdinals() throws {
        let slovak = try TextSpeaker(language: "sk")
        #expect(slovak.speak("Ste na 3. mieste") == "Ste na treťom mieste")
        #expect(slovak.speak("3. poschodie") == "tretie poschodie")
        // "na" with the accusative (a direction): the neuter accusative is the plain form.
        #expect(slovak.speak("Postúpili na 3. miesto") == "Postúpili na tretie miesto")
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("Mieszkanie na 3. piętrze") == "Mieszkanie na trzecim piętrze")
        #expect(polish.speak("Zająłeś 2. miejsce") == "Zająłeś drugie miejsce")
        #expect(try TextSpeaker(language: "cs").speak("Jste na 3. místě") == "Jste na třetím místě")
        #expect(try TextSpeaker(language: "hr").speak("Stan je na 3. katu") == "Stan je na trećem katu")
        #expect(try TextSpeaker(language: "sl").speak("Ste na 2. mestu") == "Ste na drugem mestu")
        // A noun the profile does not know leaves the language's plain ordinal.
        #expect(slovak.speak("3. kolo") == "tretí kolo")
    }

    @Test("A Polish year after «w» is said in the locative with «roku»")
    func polishYearLocative() throws {
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("W 2025 r. przeszedłeś") == "W dwa tysiące dwudziestym piątym roku przeszedłeś")
        #expect(polish.speak("od 2025 r.") == "od dwa tysiące dwudziestego piątego roku")
    }

    @Test("«one» agrees with a feminine noun's case; other numbers keep their form")
    func feminineOne() throws {
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("Принимать по 1 таблетке") == "Принимать по одной таблетке")
        #expect(russian.speak("2 таблетки") == "две таблетки")
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("po 1 tabletce") == "po jednej tabletce")
        #expect(polish.speak("2 tabletki") == "dwie tabletki")
        let ukrainian = try TextSpeaker(language: "uk")
        #expect(ukrainian.speak("Оновлено 1 хвилину тому") == "Оновлено одну хвилину тому")
        #expect(ukrainian.speak("2 хвилини") == "дві хвилини")
        #expect(ukrainian.speak("по 1 таблетці") == "по одній таблетці")
        #expect(ukrainian.speak("по 2 таблетки") == "по дві таблетки")
    }

    @Test("Bulgarian counts men with the personal numeral; women with the feminine one")
    func bulgarianPersonal() throws {
        let bulgarian = try TextSpeaker(language: "bg")
        #expect(bulgarian.speak("2 приятели") == "двама приятели")
        #expect(bulgarian.speak("2 приятелки") == "две приятелки")
    }

    @Test("Slovenian «-krat» is said joined to the number")
    func slovenianTimes() throws {
        let slovenian = try TextSpeaker(language: "sl")
        #expect(slovenian.speak("3-krat na dan") == "trikrat na dan")
        #expect(slovenian.speak("1-krat") == "enkrat")
    }

    @Test("A length written m:ss is said with its parts side by side where the profile says so, with «and» where it says that")
    func durationJoins() throws {
        #expect(try TextSpeaker(language: "pl").speak("Czas trwania: 3:45") == "Czas trwania: trzy minuty czterdzieści pięć sekund")
        #expect(try TextSpeaker(language: "cs").speak("Délka: 3:45") == "Délka: tři minuty čtyřicet pět sekund")
        #expect(try TextSpeaker(language: "de").speak("Titellänge 3:45") == "Titellänge drei Minuten und fünfundvierzig Sekunden")
    }
}

extension TextNounCaseTests {
    @Test("A day and month with closing dots is a date where the locale writes d.M.y; a postposition after it governs the day")
    func dayMonthDates() throws {
        let finnish = try TextSpeaker(language: "fi")
        #expect(finnish.speak("Maanantai 5.5.") == "Maanantai viides toukokuuta")
        #expect(finnish.speak("Voimassa 1.7. alkaen") == "Voimassa ensimmäisestä heinäkuuta alkaen")
        #expect(finnish.speak("Voimassa 3.3. asti") == "Voimassa kolmanteen maaliskuuta asti")
        // No such day: left as it is written rather than read as a date.
        #expect(!finnish.speak("31.2.").contains("helmikuuta"))
        // English writes M/d/y: "4.5." is a decimal before a full stop.
        #expect(try TextSpeaker(language: "en").speak("Rated 4.5.") == "Rated four point five.")
    }

    @Test("Finnish says a range's dash with elative and illative endings; other values keep the dash")
    func finnishRanges() throws {
        let finnish = try TextSpeaker(language: "fi")
        #expect(finnish.speak("Toimitusaika 3–5 arkipäivää") == "Toimitusaika kolmesta viiteen arkipäivää")
        #expect(finnish.speak("Avoinna klo 9–17") == "Avoinna kello yhdeksästä seitsemääntoista")
        // Times with minutes are no whole hours: the range is left to the clock readings.
        #expect(!finnish.speak("Avoinna klo 9.30–17").contains("yhdeksästä"))
        // A score or a version is no range: "5-3" stays two numbers.
        #expect(!finnish.speak("Tulos 5-3").contains("viidestä"))
    }
}

extension TextNounCaseTests {
    @Test("A multiplier mark after a number is said as how many times; a size is not")
    func multiplierMarks() throws {
        let slovak = try TextSpeaker(language: "sk")
        #expect(slovak.speak("Užívať 1 tabletu 3× denne") == "Užívať jednu tabletu trikrát denne")
        #expect(try TextSpeaker(language: "cs").speak("3× denně") == "třikrát denně")
        #expect(!slovak.speak("3×5 m").contains("krát"))
    }
}

extension TextNounCaseTests {
    @Test("Slovak counts men with the personal numerals 2–4; women and compounds keep the plain ones")
    func slovakPersonal() throws {
        let slovak = try TextSpeaker(language: "sk")
        #expect(slovak.speak("2 hráči sú online") == "dvaja hráči sú online")
        #expect(slovak.speak("2 hráčky") == "dve hráčky")
        #expect(slovak.speak("5 hráčov") == "päť hráčov")
    }
}

extension TextNounCaseTests {
    @Test("A date after a word is an adverbial of time (genitive day); at the start, after a colon or a comma, or after «на» it keeps the plain form")
    func datesInSentences() throws {
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("Приём у врача 3 марта") == "Приём у врача третьего марта")
        #expect(russian.speak("Понедельник, 24 ноября").hasPrefix("Понедельник, двадцать четв"))
        #expect(russian.speak("Понедельник, 24 ноября").contains("четвертое") || russian.speak("Понедельник, 24 ноября").contains("четвёртое"))
        #expect(russian.speak("Запись на 3 марта") == "Запись на третье марта")
        #expect(try TextSpeaker(language: "uk").speak("Прийом у лікаря 3 березня") == "Прийом у лікаря третього березня")
    }
}

extension TextNounCaseTests {
    @Test("«od … do» govern a counted noun's numbers; a measure after them stays as it is")
    func countedCasesAfter() throws {
        let slovak = try TextSpeaker(language: "sk")
        #expect(slovak.speak("Doručenie od 1 do 5 dní") == "Doručenie od jedného do piatich dní")
        #expect(slovak.speak("od 2 GB") == "od dva gigabajty")
        let slovenian = try TextSpeaker(language: "sl")
        #expect(slovenian.speak("Dostava od 1 do 5 dni") == "Dostava od enega do petih dni")
        #expect(slovenian.speak("od 64 GB") == "od štiriinšestdeset gigabajtov")
        let bulgarian = try TextSpeaker(language: "bg")
        #expect(bulgarian.speak("Доставка от 1 до 5 дни") == "Доставка от един до пет дни")
        #expect(bulgarian.speak("от 1 до 5 седмици") == "от една до пет седмици")
    }
}

extension TextNounCaseTests {
    @Test("Czech «před» says the hour as a feminine ordinal in the instrumental; other governing words keep their reading")
    func czechBeforeHour() throws {
        let czech = try TextSpeaker(language: "cs")
        #expect(czech.speak("před 18:00") == "před osmnáctou")
        #expect(czech.speak("před 21:00") == "před dvacátou první")
        #expect(czech.speak("od 9:00 do 17:00") == "od devíti hodin do sedmnácti hodin")
    }
}

extension TextNounCaseTests {
    @Test("A word meaning «out of» between two measures governs the second; after a word it does not")
    func outOfWords() throws {
        let ukrainian = try TextSpeaker(language: "uk")
        #expect(ukrainian.speak("12 ГБ з 64 ГБ") == "дванадцять гігабайтів з шістдесяти чотирьох гігабайтів")
        #expect(ukrainian.speak("Телефон з 64 ГБ") == "Телефон з шістдесят чотири гігабайти")
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("12 GB z 64 GB") == "dwanaście gigabajtów z sześćdziesięciu czterech gigabajtów")
        #expect(polish.speak("Telefon z 64 GB") == "Telefon z sześćdziesiąt cztery gigabajty")
    }
}
