import Foundation

/// The catalog formats `vocalize audit` reads.
public enum CatalogFormat: String, Sendable, Hashable, CaseIterable {
    /// An Xcode String Catalog (`.xcstrings`): JSON holding every language.
    case stringCatalog
    /// A `.strings` file in a language's `.lproj` folder.
    case strings
    /// A `.stringsdict` file (XML property list of plural and device rules).
    case stringsDict
    /// An Android string resource file (`res/values-fr/strings.xml`).
    case android
}

/// A catalog file found on disk, with the language its path gives.
public struct CatalogFile: Sendable, Hashable {
    /// Where the file is.
    public var url: URL
    /// How it is written.
    public var format: CatalogFormat
    /// The language its folder names ("fr" for fr.lproj or values-fr); nil for a String
    /// Catalog (it names its own languages) and for a base folder.
    public var pathLanguage: String?
    /// True for `Base.lproj` and Android's `values/`: the development language, which the
    /// path does not name.
    public var isBase: Bool

    /// The file at `url`, when its name or folder says it is a catalog.
    public init?(url: URL) {
        self.url = url
        let folder = url.deletingLastPathComponent().lastPathComponent
        switch url.pathExtension {
        case "xcstrings":
            format = .stringCatalog
            pathLanguage = nil
            isBase = false
        case "strings", "stringsdict":
            format = url.pathExtension == "strings" ? .strings : .stringsDict
            let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : nil
            isBase = name == "Base"
            pathLanguage = name.flatMap { $0 == "Base" ? nil : Self.lprojLanguage($0) }
        case "xml":
            guard folder == "values" || folder.hasPrefix("values-"),
                url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "res"
            else { return nil }
            format = .android
            pathLanguage = Self.androidLanguage(folder)
            isBase = pathLanguage == nil
        default:
            return nil
        }
    }

    /// The legacy English names Apple's tools still accept for some `.lproj` folders
    /// (Apple, "Internationalization and Localization Guide": language designations).
    static let legacyLprojNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl",
    ]

    /// "fr" → "fr"; "pt_BR" → "pt-BR"; "English" → "en".
    static func lprojLanguage(_ name: String) -> String {
        legacyLprojNames[name] ?? name.replacingOccurrences(of: "_", with: "-")
    }

    /// Android's folder qualifiers (developer.android.com, "App resources overview",
    /// qualifier table): "values-fr" → "fr", "values-pt-rBR" → "pt-BR",
    /// "values-b+sr+Latn" → "sr-Latn"; nil when no qualifier names a language
    /// ("values", "values-night", "values-v21").
    static func androidLanguage(_ folder: String) -> String? {
        let qualifiers = folder.split(separator: "-").dropFirst()
        var parts = Array(qualifiers)
        // Mobile country and network codes come first.
        while let first = parts.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") { parts.removeFirst() }
        guard let first = parts.first else { return nil }
        if first.hasPrefix("b+") {
            return first.dropFirst(2).split(separator: "+").joined(separator: "-")
        }
        guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        let language = androidLegacyCodes[String(first)] ?? String(first)
        if parts.count > 1, parts[1].count == 3, parts[1].hasPrefix("r") {
            return "\(language)-\(parts[1].dropFirst())"
        }
        return language
    }

    /// The withdrawn ISO 639 codes Android's resource folders still use (Java's `Locale`
    /// keeps them: values-iw is Hebrew, values-in Indonesian, values-ji Yiddish).
    static let androidLegacyCodes = ["iw": "he", "in": "id", "ji": "yi"]

    /// The development-language file this file translates: `Base.lproj/<name>` or
    /// `<baseLanguage>.lproj/<name>` beside an `.lproj` folder; `values/<name>` beside an
    /// Android `values-xx` folder. Nil for a base file, a String Catalog, or when none exists.
    public func sourceFile(baseLanguage: String) -> CatalogFile? {
        guard !isBase, format != .stringCatalog, pathLanguage != baseLanguage else { return nil }
        let parent = url.deletingLastPathComponent().deletingLastPathComponent()
        let name = url.lastPathComponent
        let candidates = format == .android ? ["values"] : ["Base.lproj", "\(baseLanguage).lproj"]
        for folder in candidates {
            let candidate = parent.appendingPathComponent(folder).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path), let file = CatalogFile(url: candidate) { return file }
        }
        return nil
    }

    /// Folders never searched: build products, dependencies, and hidden folders.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// Every catalog under `folder`, in path order. Android `xml` files are taken only from
    /// `res/values*/` folders.
    public static func find(under folder: URL) -> [CatalogFile] {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var found: [CatalogFile] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if skippedFolders.contains(url.lastPathComponent) { enumerator.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true, let file = CatalogFile(url: url) else { continue }
            found.append(file)
        }
        return found.sorted { $0.url.path < $1.url.path }
    }

    /// Reads the file's strings. `language`, when given, is the language of a file whose path
    /// names none (a `.strings` file outside an `.lproj` folder, or a base file named alone);
    /// otherwise a base folder's files are in `baseLanguage`.
    public func read(baseLanguage: String, language: String?, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw VocalizeError(.inputUnavailable, "\(url.path) cannot be read: \(error.localizedDescription)")
        }
        if data.isEmpty, format != .strings {
            throw VocalizeError(.invalidCatalog, "\(name) is empty (0 bytes).")
        }
        let tag = pathLanguage ?? language ?? (isBase ? baseLanguage : nil)
        switch format {
        case .stringCatalog:
            try StringCatalogReader.read(data, file: name, emit: emit)
        case .strings, .stringsDict:
            if PropertyListXML.isBinary(data) { throw PropertyListXML.binaryError(name) }
            guard let tag else {
                throw VocalizeError(.unsupportedOption, "\(name) is not in a language's .lproj folder; name its language with --lang.")
            }
            if format == .strings {
                try StringsFileReader.read(data, file: name, language: tag, emit: emit)
            } else {
                try StringsDictReader.read(data, file: name, language: tag, emit: emit)
            }
        case .android:
            try AndroidStringsReader.read(data, file: name, language: tag ?? baseLanguage, emit: emit)
        }
    }
}
