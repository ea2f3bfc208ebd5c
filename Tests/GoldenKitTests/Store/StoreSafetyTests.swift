import Foundation
@testable import GoldenKit
@testable import ImageComparison
@testable import PNGCodec
import Synchronization
import Testing

private struct SimulatedCrash: Error {}

@Suite struct StoreSafetyTests {
    @Test(arguments: ["../escape", "a/b/c", "a/", "/b", ".hidden", "a..b", "with space", "", "tab\t", "ünïcode", "x\\y",
                       // Names Windows cannot check out, or would check out as another folder.
                       "CON", "nul", "com1", "Lpt9.log", "x.", "door-push/aux", "door-push/dark."])
    func unsafeScenarioIDsAreRejectedByName(id: String) throws {
        let fixture = try StoreFixture()
        let error = #expect(throws: GoldenStoreError.self) {
            try fixture.store.check(scenarioID: id, frames: StoreFixture.frames(), tolerance: Tolerance())
        }
        #expect(error?.description.contains(id.debugDescription) == true)
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("escape").path))
    }

    @Test func filtersMayUseGlobsButNotLeaveGoldens() throws {
        try SafeName.checkFilter("door-*")
        try SafeName.checkFilter("catransition-[cp]*")
        #expect(throws: GoldenStoreError.self) { try SafeName.checkFilter("../*") }
        #expect(throws: GoldenStoreError.self) { try SafeName.checkFilter("*/*/f0*") }
        try SafeName.checkFilter("door-push/*-dark")
    }

    @Test func impossibleFrameTimesAndDuplicateFramesNameTheScenario() throws {
        let fixture = try StoreFixture()
        let nan = [RenderedFrame(index: 0, time: .nan, bitmap: StoreFixture.bitmap())]
        let error = #expect(throws: GoldenStoreError.self) {
            try fixture.store.check(scenarioID: "door-push", frames: nan, tolerance: Tolerance())
        }
        #expect(error?.description.contains("door-push") == true)
        let twice = [StoreFixture.frames()[0], StoreFixture.frames()[0]]
        #expect(throws: GoldenStoreError.duplicateFrame(scenario: "door-push", fileName: "f0-0000ms.png")) {
            try fixture.record(frames: twice)
        }
    }

    @Test func anInterruptedWriteLeavesTheOldGolden() throws {
        var fixture = try StoreFixture()
        try fixture.record()
        let old = try fixture.bytes("door-push/f1-0500ms.png")
        fixture.store.writer.beforeRename = { temporary, _ in
            #expect(FileManager.default.fileExists(atPath: temporary.path))
            throw SimulatedCrash()
        }
        let outcome = try fixture.record(frames: StoreFixture.frames(changed: [0, 30, 0]), mode: .failed)
        #expect(outcome.status == .errored && outcome.error?.contains("SimulatedCrash") == true)
        // Frame 0 was judged before the crash; frame 1, whose write failed, is not counted as written.
        #expect(outcome.statuses == [.unchanged])
        #expect(try fixture.bytes("door-push/f1-0500ms.png") == old)
        #expect(try PNG.read(fixture.url("door-push/f1-0500ms.png")) == StoreFixture.bitmap())
    }

    @Test func temporaryFilesOfAKilledUpdateAreNeverGoldensAndAreSweptUp() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let leftover = "door-push/.f1-0500ms.png.new.4242.DEADBEEF.tmp"
        try Data("half a png".utf8).write(to: fixture.url(leftover))
        #expect(try fixture.store.orphans(keeping: ["door-push": StoreFixture.frames().compactMap {
            FrameKey(index: $0.index, time: $0.time)
        }]).isEmpty)
        #expect(try fixture.store.check(scenarioID: "door-push", frames: StoreFixture.frames(),
                                        tolerance: Tolerance()).status == .passed)
        try fixture.store.beginUpdate().finish()
        #expect(!fixture.exists(leftover))
    }

    @Test func anUpdateSweepsOnlyItsOwnTemporaryFiles() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try FileManager.default.createDirectory(at: fixture.url("notes"), withIntermediateDirectories: true)
        let users = [".cache.tmp", "notes/.draft.tmp", "door-push/.mine.tmp", "door-push/.f1-0500ms.png.tmp"]
        let stores = ["..gitignore.new.77.0A1B2C3D.tmp", "door-push/.manifest.json.old.77.0A1B2C3D.tmp",
                      "door-push/.motion.txt.new.77.0A1B2C3D.tmp"]
        for path in users + stores { try Data("x".utf8).write(to: fixture.url(path)) }
        try fixture.store.beginUpdate().finish()
        #expect(users.filter { !fixture.exists($0) } == [])
        #expect(stores.filter(fixture.exists) == [])
    }

    @Test func aSecondUpdateWaitsForTheLockThenGivesUpNamingTheHolder() throws {
        var fixture = try StoreFixture(lockTimeout: .milliseconds(200))
        let notices = Mutex<[String]>([])
        fixture.store.lockWaitNotice = { notice in notices.withLock { $0.append(notice) } }
        let holder = try ForeignLock(in: fixture.goldens)
        let error = #expect(throws: GoldenStoreError.self) { try fixture.store.beginUpdate() }
        #expect(error?.description.contains(fixture.goldens.path) == true)
        #expect(error?.description.contains(ForeignLock.holder) == true)
        #expect(notices.withLock { $0 }.count == 1)
        #expect(notices.withLock { $0 }.first?.contains(ForeignLock.holder) == true)
        holder.release()
        try fixture.store.beginUpdate().finish()
    }

    @Test func aWaitingUpdateProceedsOnceTheHolderFinishes() throws {
        var fixture = try StoreFixture(lockTimeout: .seconds(60))
        let holder = try ForeignLock(in: fixture.goldens)
        // Told it has to wait, the other process finishes.
        fixture.store.lockWaitNotice = { _ in holder.release() }
        try fixture.store.beginUpdate().finish()
    }

    @Test func updatesOfOneProcessShareTheLockInsteadOfQueueing() throws {
        var fixture = try StoreFixture(lockTimeout: .milliseconds(200))
        let notices = Mutex<[String]>([])
        fixture.store.lockWaitNotice = { notice in notices.withLock { $0.append(notice) } }
        let first = try fixture.store.beginUpdate()
        // A golden the first update is writing: neither the second's start nor its finish may sweep it.
        let writing = "door-push/.f0-0000ms.png.new.\(getpid()).0A1B2C3D.tmp"
        try FileManager.default.createDirectory(at: fixture.url("door-push"), withIntermediateDirectories: true)
        try Data("half a png".utf8).write(to: fixture.url(writing))
        let second = try fixture.store.beginUpdate()
        #expect(try second.update(scenarioID: "slide", frames: StoreFixture.frames(), tolerance: Tolerance(), mode: .all)
            .status == .written)
        second.finish()
        #expect(fixture.exists(writing))
        #expect(notices.withLock { $0 } == [])
        first.finish()
        #expect(!fixture.exists(writing))
        // Still a lock for other processes once both are done, and free once they are.
        let holder = try ForeignLock(in: fixture.goldens)
        holder.release()
    }

    @Test func recordingWithNothingToWriteNeedsNoLock() throws {
        let fixture = try StoreFixture(lockTimeout: .milliseconds(100))
        try fixture.record()
        let other = try ForeignLock(in: fixture.goldens)
        defer { other.release() }
        #expect(try fixture.record(mode: .missing).status == .passed)
        #expect(throws: GoldenStoreError.self) {
            try fixture.record(frames: StoreFixture.frames(changed: [0, 0, 1]), mode: .failed)
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "needs util-linux flock"))
    func anUpdateInAnotherProcessHoldsTheLock() throws {
        let fixture = try StoreFixture(lockTimeout: .milliseconds(200))
        try FileManager.default.createDirectory(at: fixture.goldens, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        let ready = fixture.root.appendingPathComponent("ready")
        holder.arguments = [fixture.url(".harness.lock").path, "sh", "-c", "touch '\(ready.path)'; sleep 1.5"]
        try holder.run()
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: ready.path) && ContinuousClock.now < deadline { usleep(10_000) }
        try #require(FileManager.default.fileExists(atPath: ready.path), "flock never took the lock")
        #expect(throws: GoldenStoreError.self) { try fixture.store.beginUpdate() }
        holder.waitUntilExit()
        try fixture.store.beginUpdate().finish()
    }

    @Test func aFinishedUpdateRefusesFurtherWrites() throws {
        let fixture = try StoreFixture()
        let update = try fixture.store.beginUpdate()
        update.finish()
        #expect(throws: GoldenStoreError.self) {
            try update.update(scenarioID: "door-push", frames: StoreFixture.frames(), tolerance: Tolerance(), mode: .all)
        }
        #expect(!fixture.exists("door-push"))
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores permission bits"))
    func aReadOnlyGoldensFolderSaysWhichAndWhatToDo() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: fixture.goldens.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.goldens.path) }
        #expect(try fixture.record(mode: .missing).status == .passed)
        let error = #expect(throws: GoldenStoreError.self) {
            try fixture.record(frames: StoreFixture.frames(changed: [3, 0, 0]), mode: .failed)
        }
        #expect(error?.description.contains("\(fixture.goldens.path) is read-only") == true)
        #expect(error?.description.contains("chmod") == true)
    }

    @Test func readOnlyErrorsNameTheFolderAndTheFix() {
        let golden = URL(fileURLWithPath: "/checkout/Goldens/door-push/f0-0000ms.png")
        let error = POSIXFile.error(EROFS, path: golden, operation: "replace")
        #expect(error == .readOnly(directory: "/checkout/Goldens/door-push",
                                   detail: "replace f0-0000ms.png: Read-only file system"))
        #expect(error.description.contains("chmod -R u+w /checkout/Goldens/door-push"))
    }

    @Test func aGitLFSPointerIsNeverOverwritten() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 42\n".utf8)
        try pointer.write(to: fixture.url("door-push/f0-0000ms.png"))
        let outcome = try fixture.record(mode: .failed)
        #expect(outcome.statuses == [.failed, .passed, .passed])
        #expect(outcome.frames[0].message?.contains("git lfs pull") == true)
        #expect(try fixture.bytes("door-push/f0-0000ms.png") == pointer)
    }

    @Test func aCorruptGoldenFailsAndIsReRecordedInFailedMode() throws {
        let fixture = try StoreFixture()
        try fixture.record()
        let truncated = try fixture.bytes("door-push/f0-0000ms.png").prefix(40)
        try truncated.write(to: fixture.url("door-push/f0-0000ms.png"))
        #expect(try fixture.record(mode: .never).statuses == [.failed, .passed, .passed])
        #expect(try fixture.record(mode: .failed).statuses == [.written, .unchanged, .unchanged])
        #expect(try PNG.read(fixture.url("door-push/f0-0000ms.png")) == StoreFixture.bitmap())
    }
}
