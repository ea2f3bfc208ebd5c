import HarnessTesting
import Testing
import UserScenarios

/// The catalog's still screen, in each of its variants, as the CLI checks it.
@Test func receiptScreen() {
    for screen in UserScenarios.receipt { expectGoldenImage(of: screen, as: .frames) }
}

/// A still snapshot the CLI's catalog does not list: it records into the same Goldens/, and the
/// CLI's prune leaves it alone while this file exists.
@Test func receiptCard() {
    expectGoldenImage(of: ReceiptView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), as: .image, named: "receipt-card")
}
