/// Which family of minor unit each currency has, so a language names the minor units of every
/// currency with a handful of words ("cent" serves USD, EUR, CAD, AUD, HKD, …) instead of a
/// list per currency. How many minor digits a currency has comes from ICU.
///
/// Source: ISO 4217 (codes) and the subunit column of Wikipedia's "List of circulating
/// currencies" (November 2026). Families are named by a common English word for the subunit;
/// a language's `numbers.currency.minorUnits` gives its own word per family or per ISO code.
enum CurrencySubunits {
    static func family(of code: String) -> String? { families[code] }

    private static let families: [String: String] = {
        var table: [String: String] = [:]
        let groups: [String: [String]] = [
            "cent": [
                "USD", "EUR", "AUD", "CAD", "NZD", "HKD", "SGD", "TWD", "ZAR", "NAD", "BBD", "BSD",
                "BZD", "BMD", "KYD", "XCD", "FJD", "GYD", "JMD", "LRD", "SBD", "SRD", "TTD", "ERN",
                "KES", "TZS", "SOS", "UGX", "MUR", "SCR", "LKR", "ANG", "AWG", "BND", "SLE", "SLL",
                "SZL", "LSL", "TVD", "KID", "XCG", "WST", "TOP",
            ],
            "penny": ["GBP", "FKP", "GIP", "SHP", "GGP", "IMP", "JEP"],
            "centavo": [
                "BRL", "MXN", "ARS", "COP", "CLP", "CUP", "CUC", "DOP", "PHP", "MZN", "CVE", "GTQ",
                "HNL", "NIO", "BOB",
            ],
            "centesimo": ["UYU", "PAB"],
            "centimo": ["PEN", "VES", "CRC", "PYG", "AOA", "STN"],
            "rappen": ["CHF"],
            "centime": ["XOF", "XAF", "XPF", "MAD", "DZD", "HTG", "CDF", "DJF", "GNF", "KMF", "RWF", "BIF", "MGA"],
            "kopeck": ["RUB", "BYN", "UAH"],
            "grosz": ["PLN"],
            "haler": ["CZK"],
            "ore": ["SEK", "NOK", "DKK"],
            "filler": ["HUF"],
            "stotinka": ["BGN"],
            "ban": ["RON", "MDL"],
            "kurus": ["TRY"],
            "agora": ["ILS"],
            "paisa": ["INR", "PKR", "NPR", "BDT"],
            "fen": ["CNY"],
            "sen": ["MYR", "JPY", "IDR", "KHR"],
            "satang": ["THB"],
            "halala": ["SAR"],
            "fils": ["AED", "KWD", "BHD", "IQD", "JOD", "YER"],
            "baisa": ["OMR"],
            "dirham": ["LYD", "QAR"],
            "piastre": ["EGP", "LBP", "SDG", "SYP", "SSP"],
            "millime": ["TND"],
            "jeon": ["KRW", "KPW"],
            "hao": ["VND"],
            "eyrir": ["ISK"],
            "tetri": ["GEL"],
            "luma": ["AMD"],
            "qapik": ["AZN"],
            "tiyn": ["KZT", "KGS", "UZS"],
            "pul": ["AFN"],
            "rial": ["IRR"],
            "pya": ["MMK"],
            "att": ["LAK"],
            "chhertum": ["BTN"],
            "laari": ["MVR"],
            "thebe": ["BWP"],
            "ngwee": ["ZMW"],
            "kobo": ["NGN"],
            "pesewa": ["GHS"],
            "butut": ["GMD"],
            "tambala": ["MWK"],
            "santim": ["ETB"],
            "mongo": ["MNT"],
            "deni": ["MKD"],
            "para": ["RSD"],
            "fening": ["BAM"],
            "qindarka": ["ALL"],
            "diram": ["TJS"],
            "tenge": ["TMT"],
        ]
        for (family, codes) in groups {
            for code in codes { table[code] = family }
        }
        return table
    }()
}
