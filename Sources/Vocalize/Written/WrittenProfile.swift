/// How a language writes data on screen, for what ICU cannot parse by itself: ordinal
/// markers ("1er", "1.º", "第1"), unit symbols ("km", "кг"), day-period markers ("p.m.") and
/// clock words ("17.45 Uhr", "17 h 45"). Read by `WrittenFormReader`.
public struct WrittenProfile: Sendable, Hashable, Codable {
    /// Marks written with a digit number that make it an ordinal, with the gender they carry.
    public var ordinals: [OrdinalMarker]?
    /// Unit symbols and abbreviations as the language writes them, to ICU unit identifiers
    /// ("km": "kilometer", "ч": "hour"). A symbol that is also one of the language's day-period
    /// marks (ICU's AM/PM symbols or `dayPeriods`; Arabic "م", CLDR's metre "{0} م" and 5 p.m.
    /// "٥ م") is the day period after a number the 12-hour clock writes with it (an hour 1–12,
    /// with its minutes or without) and the unit after any other ("١٠٠ م", "٢٫٥ م").
    public var units: [String: String]?
    /// Currency symbols and words written beside an amount that ICU's patterns do not have,
    /// to ISO 4217 codes ("원": "KRW" in "12,000원", "руб.": "RUB").
    public var currencies: [String: String]?
    /// Day-period markers besides ICU's own AM/PM symbols, by period ("am": ["a.m.", "am"]).
    public var dayPeriods: [String: [String]]?
    /// Marks written between the hour and the minutes, or after a bare hour ("h": "17 h 45",
    /// "14h30", "8 h").
    public var hourMarkers: [String]?
    /// Marks written after the minutes when an hour mark stands between hour and minutes
    /// ("分" in "15時30分", "분" in "3시 30분").
    public var minuteMarkers: [String]?
    /// Marks written after the year, month and day numbers of a date ("年", "月", "日";
    /// Korean "년", "월", "일"), which join its numbers into one piece of data.
    public var dateMarkers: [String]?
    /// Whether words follow data without a space (Korean particles: "24일까지", "5678로"), so
    /// data may end where a word begins.
    public var wordsFollowData: Bool?
    /// Words written after a clock time ("Uhr": "17.45 Uhr", "8 Uhr").
    public var clockWords: [String]?
    /// Words written between a part of the day and the clock time after it (Hindi "के":
    /// "रात के 8:00", "at eight of the night"): the part of the day, not the clock, then says
    /// which half of the day the hour is in.
    public var dayPeriodLinks: [String]?
    /// Characters besides ":" that separate hours and minutes when a clock word or day period
    /// follows ("." in "17.45 Uhr").
    public var minuteSeparators: String?
    /// A word, or two words, that govern the case of an ordinal written right after them,
    /// lower case, to the rule set the ordinal (or the day of a date) is then read with in
    /// running text; two words are tried before one. German "am" (an dem, dative) takes the
    /// weak ending, "am 24. Juli" → "am vierundzwanzigsten Juli" (`"am": "%spellout-ordinal-n"`),
    /// where a date alone says "vierundzwanzigster Juli"; "in der" is dative, "der" alone
    /// nominative.
    public var ordinalRuleSetAfter: [String: String]?
    /// Where given, an ordinal whose mark carries no gender takes the gender of the noun after
    /// it (`nounGenders`, read with `numbers.ordinalGenders`): German without an article
    /// "3. Platz" → "dritter Platz", "Mein 1. Jahr" → "mein erstes Jahr" (strong endings) —
    /// except after these words (lower case), which take the plain ordinal ("der dritte Platz").
    /// Words in `ordinalRuleSetAfter` keep their own rule set.
    public var ordinalPlainAfter: [String]?
    /// A word written right after an ordinal or a date that governs its case (a postposition),
    /// lower case, to the rule set the ordinal or the date's day is then read with: Finnish
    /// "alkaen" (elative), "1.7. alkaen" → "ensimmäisestä heinäkuuta alkaen"; "asti" (illative).
    public var ordinalRuleSetBefore: [String: String]?
    /// How the day of a date is read when a word stands right before the date: inside a
    /// sentence a date is an adverbial of time (Russian genitive, "Заказ доставим 24.12.2025"
    /// → "двадцать четвёртого декабря"); a date that starts the text or follows a colon or a
    /// comma keeps the plain form ("Дата рождения: пятое марта"), as after `plainAfter`'s words.
    /// A date set off by a comma after a weekday is inside the sentence when a word stands
    /// before the weekday ("Приём во вторник, 03.03" → "третьего марта").
    public var dateDayInSentence: DateDayInSentence?
    /// Street words, lower case ("st.", "avenue"), that make the number before a street's
    /// name a house number ("1428 Elm St."), said with `houseNumberRuleSet` ("fourteen
    /// twenty-eight"), not as a quantity. The street's name between is capitalized.
    public var houseNumberWordsAfter: [String]?
    /// The rule set a house number is said with (English "%spellout-numbering-year").
    public var houseNumberRuleSet: String?
    /// Words, lower case, right before a bare four-digit number that make it a year ("in
    /// 2015" → "in twenty fifteen", "seit 1905"); without one, "Room 1234" is a number.
    public var yearWordsBefore: [String]?
    /// Words, lower case, right before a number written with ":" or a minute separator that
    /// make it a clock time: Italian "ore 17.45", Indonesian "pukul 14.30", Finnish "klo 9.15"
    /// (without one, "17.45" is a decimal).
    public var clockWordsBefore: [String]?
    /// Words for per cent written before a number instead of the sign (Thai "ร้อยละ 50", the
    /// official style), said as written before the number.
    public var percentWordsBefore: [String]?
    /// Whether the language writes the percent sign before the number (Turkish "%15 indirim",
    /// CLDR's percent pattern "%#,##0"): the sign then belongs to the number after it.
    public var percentSignBefore: Bool?
    /// Words, lower case and without a closing colon, right before a string of digits that
    /// make it a code read digit by digit, not a quantity ("Your code is 482913" → "four
    /// eight two nine one three", "注文番号：20471368"): verification codes, PINs, order numbers.
    public var codeWordsBefore: [String]?
    /// Marks written after a year that say it is one ("2025 г.", "2025 r.", "2001 год"), each
    /// with how the year and its word are said, and the forms the word before it governs
    /// ("в 2025 г." → "в две тысячи двадцать пятом году"), and the governing words whose form no
    /// rule set has (the year is then left as written).
    public var yearMarks: [YearMark]?
    /// Words for powers of ten written after a number, lower case, to the power ("million": 6,
    /// "mio.": 6, "juta": 6, "miliar": 9): "Rp2 juta" is two million rupiah, "2 Mio. €" two
    /// million euros. Written apart from the number, before or after the currency.
    public var scaleWords: [String: Int]?
    /// Words of `scaleWords` said as written for a power the language has no word of its own
    /// for (Hindi "मिलियन", a million, where CLDR's compact forms count in लाख and करोड़):
    /// "$2.5 मिलियन" → "दो दशमलव पाँच मिलियन डॉलर".
    public var saidScaleWords: [String]?
    /// The word said for the dash between the two ends of a range ("to": "14–16" → "fourteen
    /// to sixteen", "bis", "à"); without one a range is read as its two values. Only for
    /// languages whose range words govern no case ("с четырнадцати до шестнадцати" does).
    public var rangeWord: String?
    /// The cases the two numbers of a range are said in where the language says the dash
    /// with case endings, not a word: Finnish elative and illative, "3–5 arkipäivää" →
    /// "kolmesta viiteen arkipäivää" (as `numbers.counting.ruleSets` names them).
    public var rangeCases: RangeCases?
    /// Words, lower case, right before a number written like a clock ("3:45", "1:02:03") that
    /// make it a length of time, read as minutes and seconds (or hours, minutes and seconds):
    /// "Duration: 3:45", "Titellänge 3:45". A closing colon is not part of the word. Without
    /// one, "3:45" is a clock time; "28:40", whose first number no clock has, is a length of
    /// time whatever the words.
    public var durationWordsBefore: [String]?
    /// Words, lower case, right before a number written with a date's mark ("日", "年") that
    /// make it a count of days, months or years, not a date: Cantonese "剩餘2日" (two days
    /// left) is counted with the noun's number form (`nounGenders`: "兩日"), while "3月2日"
    /// and "2日" alone stay the second of the month. Where words are written together, a run
    /// that ends with one is one.
    public var countWordsBefore: [String]?
    /// Words, lower case (one or two words each), right before a number whose unit symbol is
    /// also a day-period mark that make it a measure, not a time: Arabic "على بعد ٥ م" (at a
    /// distance of 5 m; "م" is the metre and the afternoon, CLDR 42 ar), where alone "٥ م" is
    /// five in the afternoon, as the 12-hour clock writes it.
    public var measureWordsBefore: [String]?
    /// Words, lower case, that before a parenthesis holding a number written like a clock make
    /// that number the length of what the word names, in the same clause ("Track 3 of 12
    /// (3:45)", "Épisode 2 (42:10)"); the words between are passed over.
    public var durationWordsBeforeParenthesis: [String]?
    /// Words, lower case, before two numbers joined by a slash that make them a ratio said with
    /// the word given ("Bloeddruk 120/80" → "honderdtwintig over tachtig"), not a fraction or
    /// a date.
    public var ratioWordsBefore: [String: String]?
    /// Words, lower case, right before two numbers of one or two digits joined by a dot that
    /// make them a name, each number said on its own, not a decimal: a sale named after its
    /// day and month (Malay "Jualan 11.11" → "Jualan sebelas sebelas", "Promosi 9.9").
    public var numberNameWordsBefore: [String]?
    /// Marks written right after a year that ends in 0 that make it a decade (English "s",
    /// "'s": "1980s", "the 1990's"), said as the year with its last word in the plural
    /// (`decadeEndings`).
    public var decadeMarks: [String]?
    /// How the year's last word is made plural for a decade: a word's ending to what replaces
    /// it, the longest that fits ("y": "ies" → "eighties"); the empty key is added to any other
    /// ending ("": "s" → "nineteen hundreds", "twenty tens").
    public var decadeEndings: [String: String]?
    /// Words, lower case, right before two digits ending in 0 with an "s" joined ("the 80s",
    /// "les 80s") that make them a decade, not seconds: said as one where the language has
    /// `decadeEndings`, else left as written.
    public var decadeWordsBefore: [String]?
    /// The rule set a decade is said with instead, where the language says it as a plural
    /// ordinal (Russian "%spellout-ordinal-plural": "1950-е" → "…пятидесятые").
    public var decadeRuleSet: String?
    /// Time zone abbreviations written after a clock time ("14:30 UTC", "10:00 AM EST",
    /// "20:00 GMT+1"), in any case; said as written in capitals, an offset with the language's
    /// plus and minus. True adds one; false takes back one a more general profile (the root)
    /// names.
    public var timeZones: [String: Bool]?
    /// ISO 4217 codes, upper case, that spell a word of some language ("TOP", "ALL", "GEL"):
    /// written in lower case beside a number they are that word ("top 10"), while any other
    /// current code is read in lower case too ("1 chf", "usd 2"). True adds a code; false takes
    /// back one a more general profile (the root) names.
    public var currencyCodeWords: [String: Bool]?
    /// Whether the language writes a date's month in Roman numerals ("2010. IV. 1.", "IV. 1."
    /// in Hungarian): a numeral I–XII with a point, between a date's numbers, is its month.
    public var romanNumeralMonths: Bool?
    /// Whether a month and day in digits written as the locale's month-day pattern (CLDR's
    /// `Md`, Hungarian "M. d.": "4. 1.", "04. 1-jén") is a date; elsewhere two numbers so
    /// joined are not one ("4/1" may be a fraction).
    public var numericMonthDay: Bool?
    /// Words, lower case, written between a date's month, day and year besides those of the
    /// locale's own patterns (Spanish "del" in "30 de julio del 2020").
    public var dateWords: [String]?
    /// Abbreviations of month names the language writes besides CLDR's, lower case without
    /// the closing dot, to the month, 1–12 ("sept": 9 for "Sept. 15").
    public var monthAbbreviations: [String: Int]?
    /// Forms of month names the language writes besides CLDR's, lower case, to the month,
    /// 1–12: the case dates are written in (Slovene genitive "3. marca" for "marec").
    public var monthNameForms: [String: Int]?
    /// Words, lower case, right before a number that make it a version ("iOS 26.4", "Android
    /// 14", "version 2024.2"), which is left as written: a version is no quantity. True adds a
    /// word; false takes back one a more general profile (the root) names.
    public var versionWordsBefore: [String: Bool]?
    /// Marks written right before a number that name it ("#", "No.", "Nr.", "№"), to the word
    /// said for them ("number", "Nummer", "номер"): "Order #12345" → "Order number twelve
    /// thousand…".
    public var numberMarks: [String: String]?
    /// Words, lower case, right before a short number that make it one to dial ("Call 911",
    /// "Notruf 112", "appelez le 15"): it is then read as the phone number it is, the way the
    /// region says its short numbers ("nine one one", "cent douze").
    public var phoneWordsBefore: [String]?
    /// Marks written between a phone number and its extension, lower case, to the word said
    /// for them ("ext.": "extensión", "ankn.": "anknytning"): "+58 (123) 123-5678 ext. 12" →
    /// "… extensión doce".
    public var phoneExtensionMarks: [String: String]?
    /// Nouns a number may count in UI text, lower case, to their gender as
    /// `numbers.genders` names it ("nachricht": "feminine"); a key matches the start of a word,
    /// so it covers the noun's other forms ("nachrichten"). The noun right after the number, or
    /// after one word between ("1 neue Nachricht"), gives the number its gender: "eine neue
    /// Nachricht", "une notification", "одно сообщение". A key of two words matches the noun
    /// and the word after it, and decides before a one-word key: Korean "번" counts times with
    /// native numbers ("3번 틀림" → "세 번") but "번 출구" numbers an exit ("2번 출구" → "이 번").
    public var nounGenders: [String: String]?
    /// Endings of the word right after a number or an ordinal that say the case it is in, so
    /// the number agrees: Finnish "3 päivän" (genitive) → "kolmen päivän", "5. kerroksessa"
    /// (inessive) → "viidennessä"; Slovak "na 3. mieste" (neuter locative) → "treťom". An
    /// entry may hold for one gender (`nounGenders`) or one plural category of the number
    /// only; the longest ending that fits decides, and "nominative" keeps the plain form.
    public var nounCaseEndings: [NounCaseEnding]?
    /// Words, lower case, right before a measure or an amount that govern the case its number
    /// and noun are said in, to that case as `numbers.counting.ruleSets` names it: Czech
    /// "před" (instrumental), "před 5 min" → "před pěti minutami"; German "vor" (dative),
    /// "vor 1 Std." → "vor einer Stunde". Only cases the profile's counting rules form may be
    /// named (the profile check refuses others), so a governed phrase is never half inflected.
    /// A range of whole numbers after such a word takes the case at both ends (Russian "за
    /// 3–5 дней" → "за три–пять дней"), where the language has no range word of its own or its
    /// range pattern opens with its own word.
    public var casesAfter: [String: String]?
    /// Words, lower case, right before a whole number that counts a noun written after it,
    /// to the case the number is then said in, where the same word before a measure or an
    /// amount must not inflect it (the language has no case forms of unit names): Slovenian
    /// "od", "do" (genitive), "od 1 do 5 dni" → "od enega do petih dni", while "od 64 GB"
    /// stays as it is. "nominative" keeps the plain form and only lets the noun after the
    /// second number count the first too (Bulgarian "от 1 до 5 дни" → "от един до пет дни").
    public var countedCasesAfter: [String: String]?
    /// Whether the words of `casesAfter` govern a whole number that counts no noun the
    /// profile knows too, as a preposition governs any noun: Arabic "من 20" → "من عشرين",
    /// "لعام 2001" → "لعام ألفين وواحد" (the number after "عام" is in the genitive). Elsewhere
    /// such a number keeps its plain form.
    public var casesAfterGovernNumbers: Bool?
    /// Whether a whole number in parentheses right after a noun ("تذكرتان (2)") restates how
    /// many of it there are, so it takes that noun's gender (`nounGenders`): Arabic
    /// "تذكرتان (اثنتان)". Elsewhere such a number is said plain.
    public var countedNounBeforeParenthesis: Bool?
    /// Words, lower case, written between two measures that say the second is the whole the
    /// first is part of, to the case the second is then said in: Ukrainian "з" (genitive),
    /// "12,5 ГБ з 64 ГБ" → "з шістдесяти чотирьох гігабайтів". Only after a unit symbol, between
    /// two numbers ("Krok 2 z 5" → "z pięciu") or after a number, its noun and a parenthesis
    /// ("2 miejsca (z 101)"): elsewhere the same word may govern another case ("z dwoma dziećmi").
    public var outOfWords: [String: String]?
    /// Whether the language writes its nouns with a capital letter (German). Elsewhere a
    /// capital after a number and its dot starts a new sentence: "Top 50. Příslušná karta" is
    /// the number fifty, not an ordinal. In German "3. Platz" the capital says nothing.
    public var capitalizesNouns: Bool?
    /// Words written short beside data, lower case, to the word they stand for ("klo":
    /// "kello"): a word the spoken form says in full is then not said twice.
    public var abbreviations: [String: String]?
    /// Suffixes written joined to data with a mark ("2025-ig", "2025'te") and said joined to
    /// the data's last spoken word (see `JoinedSuffixes`).
    public var joinedSuffixes: JoinedSuffixes?
    /// The word said for the slash of a rate, before the unit's name, where CLDR's per-unit
    /// pattern is only a slash (Vietnamese "trên": "10$/giờ" → "mười đô la trên giờ").
    public var perUnitWord: String?
    /// Words and abbreviations written after a rate's slash for the unit the rate is per,
    /// besides the unit symbols and ICU's names of durations, to ICU unit identifiers (Finnish
    /// "kk": "month" in "9,99 €/kk", Japanese "月": "month" in "980円/月"). Read only after a
    /// slash: alone after a number "月" is a month of a date.
    public var perUnitSymbols: [String: String]?
    /// Unit symbols read only in the case they are written in, never folded ("st", the stone,
    /// in British English: "10 St Mary's Road" is a saint's street, not ten stone).
    public var caseSensitiveUnits: [String]?
    /// Marks written after a whole amount of money in place of its minor digits (Norwegian and
    /// Dutch ",-": "kr 99,-", "€ 25,-"), said as nothing: the amount is whole.
    public var wholeAmountMarks: [String]?
    /// Words written after a number that say a power of ten and a currency at once (Swedish
    /// "mkr", miljoner kronor: "2,5 mkr"), to that power and currency.
    public var scaledCurrencyWords: [String: ScaledCurrencyWord]?
    /// How the language says a value per a unit, by ICU unit identifier, where it says it
    /// otherwise than CLDR's per-unit pattern or CLDR has only a slash: `{0}` stands for the
    /// spoken value ("{0} kuukaudessa", "매월 {0}", "{0}毎月").
    public var perUnitPatterns: [String: String]?
    /// Marks written between the hour and the minutes only, never after a bare hour, because
    /// alone after a number the same letter is a unit (Vietnamese "g": "14g30" is a time,
    /// "500g" grams).
    public var hourMarkersBeforeMinutes: [String]?
    /// Unit symbols that stand for a unit of time inside a length of time written in parts,
    /// where alone they are another unit ("m" in "1h 30m", "12h02m00s" is minutes, as ISO
    /// 8601's duration designators write them; "5 m" alone is metres).
    public var durationPartUnits: [String: String]?
    /// Characters besides the locale's decimal separator that write a number's decimals where
    /// they cannot group its thousands (not before exactly three digits, or after more than
    /// three): Arabic "7,99", "6798,9".
    public var ungroupedDecimalSeparators: String?
    /// Whether a scale word may stand between a number and its next digits, written together,
    /// the digits after it continuing the number in the scale's unit ("1tr5" is 1,5 triệu,
    /// "2t3" 2,3 tỷ in informal Vietnamese).
    public var scaleWordsInsideNumbers: Bool?
    /// The word said for the "x" or "×" between the sides of a size ("200x10" → Hindi "दो सौ
    /// बाई दस"); without one, a size is left as written.
    public var dimensionWord: String?
    /// Marks written right after a whole number that say how many times ("×" in Slovak and
    /// Czech "3× denne"), to the word said joined to the number and the rule set the number
    /// is spelled with: "krát", "3×" → "trikrát".
    public var multiplierMarks: [String: MultiplierWord]?
    /// Unit symbols read only up to an amount, because above it the same number and letter
    /// write a code (Vietnamese "p" for phút: "45p" is minutes, "1080p" a video resolution).
    public var unitMaximums: [String: Int]?
    /// Whether an afternoon mark after an hour of the 24-hour clock (13–23) repeats what the
    /// hour says and the time is read ("13:10pm" in Chinese listings); elsewhere "13:30 PM"
    /// contradicts itself and is left as written.
    public var afternoonMarkAfterTwentyFourHourClock: Bool?

    /// Eras written before a year ("令和", "平成", "西暦", "紀元前"), with their first days (CLDR):
    /// "令和4年" is counted from 2019.
    public var calendarEras: [CalendarEra]?
    /// Marks written after a number of years, decades or centuries, to what they count ("年":
    /// year, "年代": decade, "世紀": century).
    public var calendarCountMarks: [String: CalendarCount.Unit]?
    /// Words written for an era's first year in place of 1 ("元" in "平成元年"), said as written.
    public var firstYearWords: [String]?
    /// Words written after a count of years that make it approximate ("頃" in "1500年頃"),
    /// said as written.
    public var calendarCountApproximations: [String]?
    /// Words and marks written with a clock time that its patterns lack ("半", "頃", "深夜",
    /// "25時"), said as written (`ClockPhrase`).
    public var clockPhrases: ClockPhraseWords?
    /// Words written around the ends of a range instead of a dash ("から", "まで"), said as
    /// written.
    public var rangeWords: RangeWords?
    /// How a range written with a dash is said where one word for the dash is not enough
    /// ("с … до", "das … às", "부터 … 까지"), per kind of its ends (`RangeFrame`).
    public var rangeFrames: [RangeFrame]?
    /// Whether a clock time inside a text is said with the word the clock's patterns start
    /// with ("saat"); false: only where the text writes it (Turkish "Toplantı 17:45'te" →
    /// "on yedi kırk beşte"). True when absent.
    public var clockWordInText: Bool?
    /// Languages (BCP 47 tags) whose month names the language's texts write too, read as that
    /// language writes dates and said in this one (Japanese screens show English "Jul 25 2012").
    public var monthNamesFrom: [String]?
    /// Calendars (CLDR names: "gregorian") besides the locale's own that the language's texts
    /// write dates in with their month names (Persian screens show "۱۵ ژانویهٔ ۲۰۲۰" beside
    /// the Solar Hijri "۲۵ دی ۱۳۹۸"): a date the locale's calendar does not read, whose month
    /// is named in words, is read in the first of these that reads it and said in it.
    public var dateCalendars: [String]?
    /// Date patterns (ICU pattern syntax: "EEEE d MMMM y") the language's texts write beside
    /// the locale's own styles and skeletons: a date read with one is read as the parts its
    /// fields name and said in the same pattern, its weekday checked against the date.
    public var datePatterns: [String]?
    /// Times with a name of their own said in the form a word right before them governs, by
    /// that word (lower case), then by 24-hour "HH:MM": Polish "od": {"00:00": "północy"}
    /// ("od 00:00" → "od północy", not the nominative "północ").
    public var namedTimesAfter: [String: [String: String]]?
    /// Whether a year written with one or two digits and its mark alone ("50年", "05年") is
    /// read digit by digit, as the language reads years (Chinese "五零年"); else as the number.
    public var shortYearsDigitByDigit: Bool?
    /// Dates in digits in orders the locale's patterns lack, as the language writes them
    /// (Swedish "02.01.2000", French "17.06", Vietnamese "14/4" after "ngày").
    public var numericDates: [NumericDateShape]?
    /// Whether a length of time written in parts with spaces ("2 h 30 min") is said with its
    /// parts joined as the language joins a spoken length of time (`dates.durationList`:
    /// Portuguese "duas horas e trinta minutos"); elsewhere its parts are said side by side, as
    /// written ("zwei Stunden dreißig Minuten").
    public var durationPartsJoined: Bool?
    /// Words of one or two letters written joined to the data after them, with or without a
    /// hyphen (Hebrew "ב-17:45", "ו-15"; Arabic "و15"): they stay as written and the data after
    /// them is read ("ו-חמש עשרה דקות"). Elsewhere a letter against digits makes them part of a
    /// word ("A4").
    public var dataPrefixes: [String]?
    /// The gender variant an ordinal's mark gives way to right before a noun of that gender
    /// (`nounGenders`), as `numbers.ordinalGenders` names them: Spanish "masculine" →
    /// "masculine-adjective", the apocope before a masculine noun ("21.º piso" → "vigésimo
    /// primer piso", "1.º piso" → "primer piso"; RAE, DPD s.v. primero, tercero, vigésimo).
    public var ordinalGendersBeforeNoun: [String: String]?
    /// The CLDR plural categories of a number whose form the counted noun's gender
    /// (`nounGenders`) changes; any when absent. German: "one" only ("eine neue Nachricht"),
    /// while "ein" at the end of a larger number stays uninflected before a plural ("101
    /// Bewertungen" → "hunderteins Bewertungen"; Duden, Grammatik: Kardinalzahlen).
    public var nounGenderCategories: [String]?
    /// Marks written right after a whole number that make it said digit by digit (Chinese
    /// discounts: "85折" → "八五折", "75折" → "七五折"), not as a quantity.
    public var digitsBeforeMarks: [String]?

    /// An empty section: the language's written forms are ICU's alone.
    public init() {}
}

/// A word for a power of ten and a currency at once (`WrittenProfile.scaledCurrencyWords`).
public struct ScaledCurrencyWord: Sendable, Hashable, Codable {
    /// The power of ten (6 for "mkr", miljoner kronor).
    public var exponent: Int
    /// The currency's ISO 4217 code ("SEK").
    public var currency: String

    /// A power and a currency.
    public init(exponent: Int, currency: String) {
        self.exponent = exponent
        self.currency = currency
    }
}

/// A mark written after a year (`WrittenProfile.yearMarks`).
public struct YearMark: Sendable, Hashable, Codable {
    /// The mark as written ("г.", "r.", "год").
    public var text: String
    /// How the year is said without a governing word before it.
    public var form: YearForm
    /// Words right before the year (lower case) to the form they govern.
    public var after: [String: YearForm]?
    /// Words right before the year (lower case) that govern a form no rule set has (Polish
    /// "w 2025 r.", the locative): the year is left as written rather than said in another case.
    public var unformedAfter: [String]?
    /// Whether the mark names an era ("a. C.", "f.Kr."): a year of any length, grouped as the
    /// locale groups numbers, is read with it ("10.000 a. C."); other marks are read after four
    /// digits only (Russian "5 г." is five grams).
    public var era: Bool?
    /// Whether the mark is read only written against the year's digits ("٢٠٢٥م"): after a
    /// space the same letters are another symbol (Arabic "١٠٠ م" is a hundred metres, CLDR's "{0} م"),
    /// except in text after one of the words in `after`, which make the number a year
    /// ("عام ٢٠٢٥ م").
    public var joined: Bool?

    /// A mark said in one form.
    public init(text: String, form: YearForm, after: [String: YearForm]? = nil, unformedAfter: [String]? = nil, joined: Bool? = nil) {
        self.text = text
        self.form = form
        self.after = after
        self.unformedAfter = unformedAfter
        self.joined = joined
    }
}

/// How a year with its mark is said: the year with a rule set (an ordinal, in a case), then a
/// word ("две тысячи двадцать пятом" + "году").
public struct YearForm: Sendable, Hashable, Codable {
    /// The rule set the year is spelled with ("%spellout-ordinal-masculine-locative").
    public var ruleSet: String
    /// The word said after it ("году", "година").
    public var word: String

    /// A form.
    public init(ruleSet: String, word: String) {
        self.ruleSet = ruleSet
        self.word = word
    }
}

/// A mark that makes a number written in digits an ordinal: French "er" (masculine), "re"
/// (feminine), Spanish "º"/"ª", Chinese "第" before the number.
public struct OrdinalMarker: Sendable, Hashable, Codable {
    /// Where the mark stands.
    public enum Position: String, Sendable, Hashable, Codable {
        case before, after
    }

    /// The mark as written ("er", ".º", "-я").
    public var text: String
    /// Before or after the digits; after when absent.
    public var position: Position?
    /// The gender or case variant the mark carries ("feminine"), as `numbers.ordinalGenders`
    /// names it; the language's plain ordinal when absent.
    public var gender: String?
    /// Numbers the mark is written with, when only some take it (English "st": 1, 21, 31…
    /// — given as last digits "1", except "11"); any when absent. Each entry is a suffix of
    /// the digits; an entry starting with "!" excludes that suffix.
    public var endings: [String]?
    /// A word written before the number that belongs to the ordinal with this mark (Romanian
    /// article "al" in "al 3-lea", "a" in "a 3-a"), lower case: the written form is an ordinal
    /// with this mark only with the word, and the rule set of `gender` says the word too ("al
    /// treilea"). Without it the mark alone makes the ordinal.
    public var wordBefore: String?

    /// A mark after the number, of no particular gender.
    public init(text: String, position: Position? = nil, gender: String? = nil, endings: [String]? = nil, wordBefore: String? = nil) {
        self.text = text
        self.position = position
        self.gender = gender
        self.endings = endings
        self.wordBefore = wordBefore
    }
}

/// An ending of a noun that says its case (`WrittenProfile.nounCaseEndings`).
public struct NounCaseEnding: Sendable, Hashable, Codable {
    /// The ending as written, lower case ("ssa", "e").
    public var ending: String
    /// The case a noun with this ending is in, as `numbers.counting.ruleSets` and
    /// `numbers.ordinalGenders` ("neuter-locative", "inessive") name it.
    public var `case`: String
    /// The noun's gender (`WrittenProfile.nounGenders`) for which the ending says so; any
    /// noun when absent.
    public var gender: String?
    /// The CLDR plural category of the number for which the ending says so ("other": Finnish
    /// "1 puhelin" is a nominative ending in -n); any number when absent. Ordinals ignore it.
    public var category: String?

    /// An ending for any noun and number.
    public init(ending: String, case: String, gender: String? = nil, category: String? = nil) {
        self.ending = ending
        self.case = `case`
        self.gender = gender
        self.category = category
    }
}

/// The cases of a range's two numbers (`WrittenProfile.rangeCases`).
public struct RangeCases: Sendable, Hashable, Codable {
    /// The case of the number the range starts from ("elative").
    public var low: String
    /// The case of the number the range goes to ("illative").
    public var high: String
    /// The case of the number the range goes to where a counted noun follows it
    /// (`written.nounGenders`) and takes the case ending itself, "nominative" for the plain
    /// form in the noun's gender: Hungarian "9–17 óráig" → "kilenctől tizenhét óráig"; a noun
    /// written in its plain form (a `nounGenders` word exactly, "2–3 nap") carries no ending,
    /// and the range is then left as written. Both
    /// ends take their cases before a noun too when absent (Finnish "kolmesta viiteen
    /// arkipäivää").
    public var highBeforeNoun: String?

    /// Two cases, and the second's before a noun.
    public init(low: String, high: String, highBeforeNoun: String? = nil) {
        self.low = low
        self.high = high
        self.highBeforeNoun = highBeforeNoun
    }
}

/// How a multiplier mark is said (`WrittenProfile.multiplierMarks`).
public struct MultiplierWord: Sendable, Hashable, Codable {
    /// The word joined to the spelled number ("krát"); a leading space keeps them apart.
    public var word: String
    /// The rule set the number is spelled with; the language's cardinal when absent.
    public var ruleSet: String?
    /// The word for a number of a plural category where it differs from `word` ("one": " vez"
    /// for Portuguese "1x", " vezes" otherwise).
    public var pluralWords: [String: String]?
    /// Words, lower case, one of which must follow the mark after a space for it to say how
    /// many times: Portuguese "12x de R$ 99,90", "12x sem juros" are instalments, while "12x"
    /// elsewhere (a zoom, a model name) is left as written. Any word, or none, when absent.
    public var wordsAfter: [String]?

    /// A word, with the number's rule set, its plural forms and the words that must follow.
    public init(word: String, ruleSet: String? = nil, pluralWords: [String: String]? = nil, wordsAfter: [String]? = nil) {
        self.word = word
        self.ruleSet = ruleSet
        self.pluralWords = pluralWords
        self.wordsAfter = wordsAfter
    }
}

/// The day of a date inside a sentence (`WrittenProfile.dateDayInSentence`).
public struct DateDayInSentence: Sendable, Hashable, Codable {
    /// The rule set the day is read with ("%spellout-ordinal-masculine-genitive").
    public var ruleSet: String
    /// Words (lower case) after which the date keeps its plain form ("сегодня": a copula's
    /// complement is in the nominative).
    public var plainAfter: [String]?

    /// A rule set for the day, with the words that keep the plain form.
    public init(ruleSet: String, plainAfter: [String]? = nil) {
        self.ruleSet = ruleSet
        self.plainAfter = plainAfter
    }
}
