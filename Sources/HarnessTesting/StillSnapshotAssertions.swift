import Foundation
import GoldenKit
import ImageComparison
import Scenarios
import Testing
import UIKit
import XCTest

// Swift Testing and XCTest assertions for still snapshots (StillSnapshot.swift). Each takes the
// thing to draw as an autoclosure, so every variant builds its own.
//
//     expectGoldenImage(of: LoginController(), named: "login",
//                       on: Variants(devices: [.iPhoneSE3, .iPhone15ProMax], styles: [.light, .dark]).all)

/// Records an issue for each variant in which `view` does not match its golden `<name>/<variant>`.
@discardableResult
public func expectGoldenImage(
    of view: @autoclosure @escaping () -> UIView, named name: String, on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    filePath: StaticString = #filePath, function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> [GoldenVerdict] {
    expectStill(named: name, variants, goldens ?? GoldenLocations.beside(filePath), tolerance, record, "\(function)", sourceLocation) {
        StillSnapshot.show(view(), on: $0)
    }
}

/// Records an issue for each variant in which `layer` does not match its golden `<name>/<variant>`.
@discardableResult
public func expectGoldenImage(
    of layer: @autoclosure @escaping () -> CALayer, named name: String, on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    filePath: StaticString = #filePath, function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> [GoldenVerdict] {
    expectStill(named: name, variants, goldens ?? GoldenLocations.beside(filePath), tolerance, record, "\(function)", sourceLocation) {
        StillSnapshot.show(layer(), on: $0)
    }
}

/// Records an issue for each variant in which `controller`, in a window of the variant's
/// device, does not match its golden `<name>/<variant>`.
@discardableResult
public func expectGoldenImage(
    of controller: @autoclosure @escaping () -> UIViewController, named name: String,
    on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    filePath: StaticString = #filePath, function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> [GoldenVerdict] {
    expectStill(named: name, variants, goldens ?? GoldenLocations.beside(filePath), tolerance, record, "\(function)", sourceLocation) {
        StillSnapshot.show(controller(), on: $0)
    }
}

/// Fails the test for each variant in which `view` does not match its golden `<name>/<variant>`.
public func assertGoldenImage(
    of view: @autoclosure @escaping () -> UIView, named name: String, on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) {
    assertStill(named: name, variants, goldens ?? GoldenLocations.beside(file), tolerance, record, "\(function)", file, line) {
        StillSnapshot.show(view(), on: $0)
    }
}

/// Fails the test for each variant in which `layer` does not match its golden `<name>/<variant>`.
public func assertGoldenImage(
    of layer: @autoclosure @escaping () -> CALayer, named name: String, on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) {
    assertStill(named: name, variants, goldens ?? GoldenLocations.beside(file), tolerance, record, "\(function)", file, line) {
        StillSnapshot.show(layer(), on: $0)
    }
}

/// Fails the test for each variant in which `controller`, in a window of the variant's device,
/// does not match its golden `<name>/<variant>`.
public func assertGoldenImage(
    of controller: @autoclosure @escaping () -> UIViewController, named name: String,
    on variants: [Variant] = [Variant(device: .iPhone15)],
    goldens: URL? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function
) {
    assertStill(named: name, variants, goldens ?? GoldenLocations.beside(file), tolerance, record, "\(function)", file, line) {
        StillSnapshot.show(controller(), on: $0)
    }
}

private func expectStill(
    named name: String, _ variants: [Variant], _ goldens: URL, _ tolerance: Tolerance, _ record: RecordMode?,
    _ testName: String, _ sourceLocation: SourceLocation, content: @escaping (Stage) -> Void
) -> [GoldenVerdict] {
    let verdicts = StillSnapshot.verdicts(named: name, variants: variants, goldens: goldens, tolerance: tolerance,
                                          record: record, filePath: sourceLocation.filePath, testName: testName,
                                          content: content)
    for verdict in verdicts { verdict.recordIssue(at: sourceLocation) }
    return verdicts
}

private func assertStill(
    named name: String, _ variants: [Variant], _ goldens: URL, _ tolerance: Tolerance, _ record: RecordMode?,
    _ testName: String, _ file: StaticString, _ line: UInt, content: @escaping (Stage) -> Void
) {
    let verdicts = StillSnapshot.verdicts(named: name, variants: variants, goldens: goldens, tolerance: tolerance,
                                          record: record, filePath: "\(file)", testName: testName, content: content)
    for verdict in verdicts where !verdict.passed {
        XCTFail(verdict.description, file: file, line: line)
    }
}
