/// Placeholder: the Utterance part of a locale profile (being written).
public struct UtteranceProfile: Sendable, Hashable, Codable {}
