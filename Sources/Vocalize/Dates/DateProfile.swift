/// Placeholder: the Date part of a locale profile (being written).
public struct DateProfile: Sendable, Hashable, Codable {}
