/// Placeholder: the Phone part of a locale profile (being written).
public struct PhoneProfile: Sendable, Hashable, Codable {}
