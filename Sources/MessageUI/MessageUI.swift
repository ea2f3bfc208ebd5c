import Foundation
import UIKit

// MessageUI as a stand-in: no mail or message account is set up, so the composers cannot send,
// as on the Simulator. See docs/STAND-INS.md.

/// How a mail composer ended, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// How a message composer ended, as `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

/// What a mail composer tells its delegate, as `MFMailComposeViewControllerDelegate`.
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// What a message composer tells its delegate, as `MFMessageComposeViewControllerDelegate`.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The mail sheet, as `MFMailComposeViewController`: `canSendMail()` is false, so a screen takes
/// its no-mail path; one presented anyway is a blank page keeping what it was given. On iOS it
/// is a navigation controller; here a plain view controller, as it has no bar to show.
open class MFMailComposeViewController: UIViewController {
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    open private(set) var subject: String?
    open private(set) var toRecipients: [String]?
    open private(set) var ccRecipients: [String]?
    open private(set) var bccRecipients: [String]?
    open private(set) var messageBody: String?
    open private(set) var isHTML = false
    open private(set) var attachmentFileNames: [String] = []

    open class func canSendMail() -> Bool { false }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachmentFileNames.append(filename) }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// The message sheet, as `MFMessageComposeViewController`: `canSendText()` is false. A plain
/// view controller here, as the mail sheet is.
open class MFMessageComposeViewController: UIViewController {
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?

    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
}
