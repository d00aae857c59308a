extension DecimalNumber {
    /// What ICU's strict parser makes of a text, when the text's shape decides it without the
    /// parser: ICU's first parse builds its static Unicode sets (6 M instructions), a third of
    /// a cold start that reads one number.
    enum PlainReading: Equatable {
        /// The number ICU reads, before written zeros are put back (its fraction's trailing
        /// zeros dropped, as ICU drops them).
        case number(DecimalNumber)
        /// ICU reads no number: the text holds a letter or a currency sign, which a strict
        /// decimal parse without exponent (`UNUM_PARSE_NO_EXPONENT`) never consumes.
        case notANumber
        /// Only ICU can say.
        case undecided
    }

    /// Decides the plain shapes: an optional "-", digits of one script (ASCII or the locale's
    /// own), the locale's grouping separator where its group sizes put it, and the locale's
    /// decimal separator before more digits. `ReliabilityTests` checks every decision against
    /// ICU over generated texts in many locales.
    /// The spaces locales group digits with (a space, a no-break space, a narrow one), which
    /// a text may write for one another.
    private static func isSpaceSeparator(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0xA0 || unit == 0x202F
    }

    static func plainReading(of text: String, symbols parser: ICUNumberParser) -> PlainReading {
        for scalar in text.unicodeScalars where scalar.value >= 0x41 {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .currencySymbol: return .notANumber
            default: continue
            }
        }
        let grouping = parser.groupingSeparator
        let decimal = parser.decimalSeparator
        let zero = parser.zeroDigit
        guard decimal != 0, decimal != grouping else { return .undecided }
        var digitZero: UInt16?  // the zero of the script the digits are written in
        func digit(_ unit: UInt16) -> UInt8? {
            let base: UInt16
            if unit >= 0x30, unit <= 0x39 {
                base = 0x30
            } else if zero > 0x7F, unit >= zero, unit <= zero + 9 {
                base = zero
            } else {
                return nil
            }
            if let digitZero, digitZero != base { return nil }
            digitZero = base
            return UInt8(unit - base) + 0x30
        }
        var units = text.utf16[...]
        let negative = units.first == 0x2D
        if negative { units = units.dropFirst() }
        var integer: [UInt8] = []
        var groups: [Int] = [0]
        while let unit = units.first, unit != decimal {
            if let value = digit(unit) {
                integer.append(value)
                groups[groups.count - 1] += 1
            } else if grouping != 0, unit == grouping || (Self.isSpaceSeparator(grouping) && Self.isSpaceSeparator(unit)) {
                groups.append(0)
            } else {
                return .undecided
            }
            units = units.dropFirst()
        }
        guard !integer.isEmpty else { return .undecided }
        if groups.count > 1 {
            // Grouped: the last group has the primary size, the ones before it the secondary
            // size, the first one at most that; a leading zero ("0,123") is ICU's to judge.
            // Strict parsing reads no number where the groups have other sizes ("06 11 22").
            let primary = parser.primaryGroupingSize
            let secondary = parser.secondaryGroupingSize
            guard primary > 0, secondary > 0 else { return .undecided }
            guard groups.last == primary, (1...secondary).contains(groups[0]), groups.dropFirst().dropLast().allSatisfy({ $0 == secondary })
            else { return groups.contains(0) ? .undecided : .notANumber }
            guard integer.first != 0x30 else { return .undecided }
        }
        var fraction: [UInt8] = []
        if units.first == decimal {
            units = units.dropFirst()
            while let unit = units.first, let value = digit(unit) {
                fraction.append(value)
                units = units.dropFirst()
            }
            guard !fraction.isEmpty, units.isEmpty else { return .undecided }
        }
        while fraction.last == 0x30 { fraction.removeLast() }
        return .number(
            DecimalNumber(
                isNegative: negative, integerDigits: String(decoding: integer, as: UTF8.self),
                fractionDigits: String(decoding: fraction, as: UTF8.self)))
    }
}
