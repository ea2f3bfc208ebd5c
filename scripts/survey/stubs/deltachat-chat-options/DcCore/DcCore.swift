import Foundation

// The app's DcCore framework (Swift wrappers over the Delta Chat core, a Rust library behind a C
// API; not part of the survey): only what the chat-options screens use. One chat, one contact,
// values kept in memory.

/// The contact id the core gives the user themself.
public let DC_CONTACT_ID_SELF = 1

/// A chat as the core describes it.
public class DcChat {
    public let id: Int
    public var isSelfTalk: Bool { id == 1 }
    init(id: Int) { self.id = id }
}

/// A contact as the core describes it.
public class DcContact {
    public let id: Int
    public var displayName: String { id == DC_CONTACT_ID_SELF ? "Me" : "Contact \(id)" }
    init(id: Int) { self.id = id }
}

/// One emoji reaction and how many gave it.
public struct DcReaction {
    public let count: Int
    public let emoji: String
    public let isFromSelf: Bool

    public init(count: Int = 1, emoji: String, isFromSelf: Bool = false) {
        self.count = count
        self.emoji = emoji
        self.isFromSelf = isFromSelf
    }
}

/// The reactions to one message: by emoji, and by contact.
public struct DcReactions {
    public let reactions: [DcReaction]
    public let reactionsByContact: [Int: [String]]

    public init(reactions: [DcReaction], reactionsByContact: [Int: [String]]) {
        self.reactions = reactions
        self.reactionsByContact = reactionsByContact
    }
}

/// One account's connection to the core; here the per-chat ephemeral timers are kept in memory.
public class DcContext {
    private var ephemeralTimers: [Int: Int] = [:]

    public init() {}

    public func getChat(chatId: Int) -> DcChat { DcChat(id: chatId) }
    public func getContact(id: Int) -> DcContact { DcContact(id: id) }
    public func getChatEphemeralTimer(chatId: Int) -> Int { ephemeralTimers[chatId] ?? 0 }
    public func setChatEphemeralTimer(chatId: Int, duration: Int) { ephemeralTimers[chatId] = duration }
}

extension String {
    /// The app's localised string for `stringID`; here the id itself.
    public static func localized(_ stringID: String) -> String { stringID }

    /// The localised format for `stringID` filled with `parameter`; here the id and the values.
    public static func localized(stringID: String, parameter: CVarArg...) -> String {
        ([stringID] + parameter.map { "\($0)" }).joined(separator: " ")
    }
}
