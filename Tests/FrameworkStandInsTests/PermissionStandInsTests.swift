import EventKit
import Foundation
import LocalAuthentication
import MessageUI
import Photos
import PhotosUI
import StoreKit
import SystemConfiguration
import Testing
import UIKit
import UserNotifications
import os

/// The permission prompts and system sheets screens ask for: nothing is granted, and each
/// answer comes at once, so a screen shows its not-allowed state.
@Suite struct PermissionStandInsTests {
    @Test func photosAreNotAuthorisedAndThePickerHasNothing() {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        var status: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status = $0 }
        #expect(status == .notDetermined)
        let assets = PHAsset.fetchAssets(with: .image, options: PHFetchOptions())
        #expect(assets.count == 0 && assets.firstObject == nil)
        // As on iOS, `import Photos` brings AVFoundation's types for video requests.
        var video: AVAsset? = AVAsset()
        PHImageManager.default().requestAVAsset(forVideo: PHAsset(), options: nil) { asset, _, _ in video = asset }
        #expect(video == nil)

        final class Picked: PHPickerViewControllerDelegate {
            var results: [[PHPickerResult]] = []
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { self.results.append(results) }
        }
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 3
        let picker = PHPickerViewController(configuration: configuration)
        let picked = Picked()
        picker.delegate = picked
        picker.loadViewIfNeeded()
        #expect(picker.view.backgroundColor == .systemGroupedBackground && picker.configuration.selectionLimit == 3)
        picker.cancel()
        #expect(picked.results.count == 1 && picked.results[0].isEmpty)
    }

    @Test func notificationsAreNotGrantedButRequestsAreKept() {
        let center = UNUserNotificationCenter.current()
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .badge, .sound]) { ok, _ in granted = ok }
        #expect(granted == false)
        let content = UNMutableNotificationContent()
        content.title = "Stand up"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        center.add(UNNotificationRequest(identifier: "stand", content: content, trigger: trigger))
        var pending: [UNNotificationRequest] = []
        center.getPendingNotificationRequests { pending = $0 }
        #expect(pending.map(\.identifier) == ["stand"] && pending[0].content.title == "Stand up")
        center.removeAllPendingNotificationRequests()
    }

    @Test func calendarsMailBiometricsAndReviewsAreUnavailable() {
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        let store = EKEventStore()
        var access: Bool?
        store.requestAccess(to: .event) { ok, _ in access = ok }
        #expect(access == false)
        let event = EKEvent(eventStore: store)
        event.title = "Launch"
        #expect(throws: EKError.self) { try store.save(event, span: .thisEvent) }

        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())

        var error: NSError?
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error != nil && LAContext().biometryType == LABiometryType.none)

        SKStoreReviewController.requestReview()
    }

    @Test func everyHostIsReachable() {
        let reachability = SCNetworkReachabilityCreateWithName(nil, "example.com")!
        var flags = SCNetworkReachabilityFlags()
        #expect(SCNetworkReachabilityGetFlags(reachability, &flags))
        #expect(flags.contains(.reachable) && !flags.contains(.connectionRequired))
    }

    @Test func loggersTakeInterpolationsAndPrivacy() {
        let logger = Logger(subsystem: "com.example.app", category: "feed")
        let count = 3
        logger.info("Loaded \(count) items from \("cache", privacy: .public)")
        let message: OSLogMessage = "Loaded \(count) items from \("cache", privacy: .public)"
        #expect(message.text == "Loaded 3 items from cache")
        os_log("Refreshed %d rows", log: OSLog(subsystem: "com.example.app", category: "feed"), type: .debug, 4)
        #expect(OSLogType.error.description == "error")
    }
}
