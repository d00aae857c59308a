import Foundation
import Testing
import Vocalize

/// Money, units, rates and numbers in text (session 14): each mechanism is profile data, tried
/// in two languages at least, with both sides of each rule. Expected words come from the
/// sources the profiles cite (style guides, dictionaries, standards, CLDR), not from Vocalize.
@Suite("Money, units and rates")
struct MoneyUnitsTests {
    @Test("A rate is said with the profile's own pattern where CLDR has only a slash or says it otherwise")
    func ratePatterns() throws {
        // JIS Z 8000-1 reads the slash 毎 (メートル毎秒); GB 3101-93 reads it 每 (米每秒).
        #expect(try WrittenFormReader(language: "ja").speak("980円/月") == "九百八十円毎月")
        #expect(try WrittenFormReader(language: "zh").speak("¥30/月") == "三十元每月")
        // 표준국어대사전 s.v. 매월; Iso suomen kielioppi: the inessive of the period ("tunnissa").
        #expect(try WrittenFormReader(language: "ko").speak("9,900원/월") == "매월 구천구백 원")
        #expect(try WrittenFormReader(language: "fi").speak("12 kg/h") == "kaksitoista kilogrammaa tunnissa")
        // Vietnamese: «mỗi tháng» for a month (the vi corpus), «trên» before other units (NeMo vi).
        let vietnamese = try WrittenFormReader(language: "vi")
        #expect(try vietnamese.speak("99.000đ/tháng") == "chín mươi chín nghìn đồng mỗi tháng")
        #expect(try vietnamese.speak("30 m/min") == "ba mươi mét trên phút")
        #expect(try vietnamese.speak("50.000đ/ngày") == "năm mươi nghìn đồng trên ngày")
        // A word the profile writes only after a slash is no unit alone: "5 kk" is not read.
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "fi").read("5 kk") }
        #expect(try TextSpeaker(language: "fi").speak("Kuukausimaksu 9,99 €/kk")
            .hasSuffix("yhdeksänkymmentäyhdeksän senttiä kuukaudessa"))
    }

    @Test("A rate is a measure, whatever it counts, and keeps the kind of what it counts")
    func rateKinds() throws {
        let german = try WrittenFormReader(language: "de")
        let price = try german.read("9,99 €/Monat", as: [.measure])
        #expect(price.kind == .money)
        #expect(price.fits(.measure) && price.fits(.money) && !price.fits(.date))
        #expect(try WrittenFormReader(language: "en").read("200 km/h").fits(.measure))
        #expect(!(try WrittenFormReader(language: "en").read("$5").fits(.measure)))
    }

    @Test("A word for per cent written before the number is said as written")
    func percentWords() throws {
        // ราชบัณฑิตยสถาน: ร้อยละ; CLDR 42 th percent sign «%» is read เปอร์เซ็นต์ as before.
        let thai = try WrittenFormReader(language: "th")
        #expect(try thai.read("ร้อยละ 50") == .wordedPercent(DecimalNumber(50), word: "ร้อยละ"))
        #expect(try thai.speak("ร้อยละ 50") == "ร้อยละห้าสิบ")
        #expect(try thai.speak("50%") == "ห้าสิบเปอร์เซ็นต์")
        // Not in a language whose profile names no such word, nor before a word.
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "en").read("percent 50", as: [.percent]) }
        #expect(throws: VocalizeError.self) { try thai.read("ร้อยละ abc", as: [.percent]) }
    }

    @Test("A whole amount written with the profile's mark for no minor units is read whole")
    func wholeAmountMarks() throws {
        // Språkrådet, skrivereglene: «kr 99,-»; Taaladvies.net: «€ 25,-».
        #expect(try WrittenFormReader(language: "nb").speak("kr 99,-") == "nittini kroner")
        #expect(try WrittenFormReader(language: "nl").speak("€ 25,-") == "vijfentwintig euro")
        // Not after a fraction, not before more digits, not where the profile names no mark.
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "nl").read("€ 25,-50") }
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "fi").read("25,- €") }
    }

    @Test("A word for a power of ten and a currency at once is read as both")
    func scaledCurrencyWords() throws {
        // Svenska skrivregler: mkr miljoner kronor, tkr tusen kronor.
        let swedish = try WrittenFormReader(language: "sv")
        #expect(try swedish.speak("2,5 mkr") == "två komma fem miljoner kronor")
        #expect(try swedish.speak("300 tkr") == "trehundratusen kronor")
        #expect(throws: VocalizeError.self) { try swedish.read("2,5 xmkr") }
    }

    @Test("The toman, no ISO currency, is said as written after its amount")
    func toman() throws {
        // فرهنگ بزرگ سخن: تومان, ده ریال; a Persian noun after a numeral stays singular.
        let persian = try WrittenFormReader(language: "fa")
        #expect(try persian.speak("۵۰٬۰۰۰ تومان") == "پنجاه هزار تومان")
        #expect(try persian.speak("۱ تومان") == "یک تومان")
        #expect(try persian.read("۱ تومان") == .money(DecimalNumber(1), currency: "IRT"))
    }

    @Test("An ISO code after an amount with its sign says which currency the sign is, and must agree with it")
    func amountWithCode() throws {
        // ISO 4217 MXN; CLDR 42 es-MX: $ is the peso; en: $ is the US dollar.
        #expect(try WrittenFormReader(language: "es-MX").read("$12,345.67 MXN") == .money(DecimalNumber(canonical: "12345.67")!, currency: "MXN"))
        #expect(try WrittenFormReader(language: "en").speak("$5 USD") == "five dollars")
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "en").read("€5 USD") }
    }

    @Test("A number written in groups with scale words is one number")
    func scaleGroups() throws {
        // 文化庁「公用文作成の考え方」: 「1億2000万」; 한글 맞춤법 제44항: 3조 5000억.
        #expect(try WrittenFormReader(language: "ja").speak("1億2000万") == "一億二千万")
        #expect(try WrittenFormReader(language: "ja").read("1億2000万") == .number(DecimalNumber(120_000_000)))
        #expect(try WrittenFormReader(language: "ko").read("3조 5000억") == .number(DecimalNumber(3_500_000_000_000)))
        // A smaller word before a larger one, or digits that do not fit below the word before.
        #expect((try? WrittenFormReader(language: "ja").read("2000万1億", as: [.number])) == nil)
        #expect((try? WrittenFormReader(language: "ja").read("1億20000万", as: [.number])) == nil)
        #expect(try WrittenFormReader(language: "ja").read("1億2000万5000") == .number(DecimalNumber(120_005_000)))
    }

    @Test("Korean numbers of 10^18 and more take the powers of 만 above 조, joined to their multiplier")
    func koreanLargeScales() throws {
        // 표준국어대사전: 경 10^16, 해 10^20.
        let korean = try NumberSpeaker(language: "ko")
        #expect(try korean.speak(DecimalNumber(canonical: "1000000000000000000")!) == "백경")
        #expect(try korean.speak(DecimalNumber(canonical: "1200000000000000000000")!) == "십이해")
    }

    @Test("Vietnamese groups after triệu and tỷ are read whole, with their zero hundreds")
    func vietnameseZeroHundreds() throws {
        // Toán 4 (Bộ GD&ĐT): 3 050 000 «ba triệu không trăm năm mươi nghìn».
        let vietnamese = try NumberSpeaker(language: "vi")
        #expect(try vietnamese.speak(DecimalNumber(60_002_400)) == "sáu mươi triệu không trăm lẻ hai nghìn bốn trăm")
        #expect(try vietnamese.speak(DecimalNumber(3_050_000)) == "ba triệu không trăm năm mươi nghìn")
        #expect(try vietnamese.speak(DecimalNumber(1005)) == "một nghìn không trăm lẻ năm")
        #expect(try vietnamese.speak(DecimalNumber(2_400_000)) == "hai triệu bốn trăm nghìn")
    }

    @Test("A temperature below zero is said with the language's word for it where the profile names one")
    func belowZero() throws {
        // 기상청: «영하 3도».
        #expect(try TextSpeaker(language: "ko").speak("기온 -3°C") == "기온 영하 삼 도")
        #expect(try TextSpeaker(language: "ko").speak("기온 21°C") == "기온 섭씨 이십일 도")
        #expect(try WrittenFormReader(language: "en").speak("-3 °C") == "minus three degrees Celsius")
    }

    @Test("A unit symbol the profile reads only in its own case is not taken from a capitalised word")
    func caseSensitiveUnits() throws {
        // NHS BMI calculator: stones and pounds; «St» before a name is Saint or Street.
        let british = try TextSpeaker(language: "en-GB")
        #expect(british.speak("Weight: 11 st 4 lb") == "Weight: eleven stone four pounds")
        #expect(british.speak("10 St Mary's Road") == "ten St Mary's Road")
    }

    @Test("A unit ICU lacks is read where the profile names it and its forms")
    func profileUnits() throws {
        // СУМ-20 «удар» ч. р.: 2–4 «удари»; Bulgarian count form «удара»; 中华医学会: 次/分.
        #expect(try TextSpeaker(language: "uk").speak("Пульс: 72 уд/хв") == "Пульс: сімдесят два удари на хвилину")
        #expect(try TextSpeaker(language: "uk").speak("Пульс: 65 уд/хв") == "Пульс: шістдесят пʼять ударів на хвилину")
        #expect(try TextSpeaker(language: "bg").speak("Пулс: 72 уд./мин.") == "Пулс: седемдесет и два удара в минута")
        #expect(try TextSpeaker(language: "zh").speak("心率 72次/分") == "心率 七十二次每分")
        #expect(try TextSpeaker(language: "ja").speak("獲得ポイント 1,500pt") == "獲得ポイント 千五百ポイント")
        // Where no profile names the unit, the symbol stays as written.
        #expect(try TextSpeaker(language: "en").speak("Pulse: 72 уд/хв") == "Pulse: seventy-two уд/хв")
    }

    @Test("A scale word the profile says as written is said so, with the amount's currency after it")
    func saidScaleWords() throws {
        // Hindi business press: «$2.5 मिलियन»; English short-scale billion in Chinese text.
        #expect(try WrittenFormReader(language: "hi").speak("$2.5 मिलियन") == "दो दशमलव पाँच मिलियन डॉलर")
        #expect(try WrittenFormReader(language: "zh").speak("$45 billion") == "四百五十亿美元")
        // A power the language names itself keeps its word: CLDR 42 hi अरब, 10^9.
        #expect(try WrittenFormReader(language: "hi").speak("$45 अरब") == "पैंतालीस अरब डॉलर")
    }

    @Test("Bulgarian puts «и» before the round tens after a hundred, and only before the last member")
    func bulgarianHundredsAndTens() throws {
        // ГСБКЕ, т. 2: съставни числителни — «триста и трийсет», «триста трийсет и пет».
        let bulgarian = try NumberSpeaker(language: "bg")
        #expect(try bulgarian.speak(DecimalNumber(330)) == "триста и трийсет")
        #expect(try bulgarian.speak(DecimalNumber(335)) == "триста трийсет и пет")
        #expect(try bulgarian.speak(DecimalNumber(1330)) == "хиляда триста и трийсет")
        #expect(try WrittenFormReader(language: "bg").speak("330 мл") == "триста и трийсет милилитра")
    }

    @Test("Data before an Arabic-script comma is read, and an amount with a scale word against it after its sign")
    func punctuationAndJoinedScaleWords() throws {
        // CLDR 42 fa unit celsius «درجهٔ سلسیوس».
        #expect(try TextSpeaker(language: "fa").speak("دما: ۲۲°C، باد") == "دما: بیست و دو درجهٔ سلسیوس، باد")
        // KBBI: rb = ribu.
        #expect(try TextSpeaker(language: "id").speak("Harga: Rp50rb") == "Harga: lima puluh ribu rupiah")
        // Letters after the digits that are no scale word keep the run a code.
        #expect(try TextSpeaker(language: "id").speak("Kode Rp50xy") == "Kode Rp50xy")
    }
}
