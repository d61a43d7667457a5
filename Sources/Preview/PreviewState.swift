import FlyingFox
import Foundation
import Pipeline

/// The preview's one document and the pages watching it: figures are drawn here, one at a time
/// (the pipeline's renderer is not shared between threads), and every change of the file (or a
/// font file it names) is pushed to each open page drawn with that page's own settings.
actor PreviewState {
  /// At most this many pages follow the file at once; another is refused (503).
  static let maximumWatchers = 16

  private let document: PreviewDocument
  private var watchers: [Int: (settings: PreviewSettings, out: AsyncStream<WSMessage>.Continuation)] = [:]
  private var nextWatcher = 0
  private var signature: [FileSignature?]

  init(path: String, fonts: [FontFiles.Entry]) throws(CLIError) {
    document = try PreviewDocument(path: path, fonts: fonts)
    signature = document.watchedFiles.map(FileSignature.init(path:))
  }

  /// The figure at `settings` as JSON.
  func figureJSON(_ settings: PreviewSettings) -> Data {
    document.figureJSON(settings)
  }

  /// The figure at `settings` as SVG, or nil when there is none.
  func figureSVG(_ settings: PreviewSettings) -> String? {
    document.figure(settings).svg
  }

  /// A new page following the file, or nil when `maximumWatchers` are open.
  func addWatcher(_ out: AsyncStream<WSMessage>.Continuation) -> Int? {
    guard watchers.count < Self.maximumWatchers else { return nil }
    nextWatcher += 1
    watchers[nextWatcher] = (PreviewSettings(), out)
    return nextWatcher
  }

  /// A page asked for other settings: its figure is drawn and sent at once.
  func update(_ id: Int, settings: PreviewSettings) {
    guard let watcher = watchers[id] else { return }
    watchers[id] = (settings, watcher.out)
    watcher.out.yield(.text(String(decoding: figureJSON(settings), as: UTF8.self)))
  }

  /// A page sent settings the preview cannot read: the error goes back to that page only.
  func refuse(_ id: Int, _ error: PreviewRequestError) {
    watchers[id]?.out.yield(.text(#"{"requestError":"# + PreviewState.jsonString(error.message) + "}"))
  }

  /// The page closed or its connection dropped.
  func removeWatcher(_ id: Int) {
    watchers[id]?.out.finish()
    watchers[id] = nil
  }

  /// How many pages follow the file.
  var watcherCount: Int { watchers.count }

  /// Reloads when a watched file changed since the last look, and pushes the new figure to every
  /// page. Returns whether it reloaded.
  @discardableResult
  func reloadIfChanged() -> Bool {
    let now = document.watchedFiles.map(FileSignature.init(path:))
    guard now != signature else { return false }
    document.reload()
    signature = document.watchedFiles.map(FileSignature.init(path:))
    for (_, watcher) in watchers {
      watcher.out.yield(.text(String(decoding: figureJSON(watcher.settings), as: UTF8.self)))
    }
    return true
  }

  /// Closes every page's stream (the server is stopping).
  func closeAll() {
    for (_, watcher) in watchers { watcher.out.finish() }
    watchers = [:]
  }

  static func jsonString(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// What tells a saved file from the one read before: its modification time, size and inode (an
/// editor that saves by renaming a new file over the old one changes the inode).
struct FileSignature: Equatable {
  var modified: Date?
  var size: Int?
  var inode: Int?

  init?(path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
    modified = attributes[.modificationDate] as? Date
    size = (attributes[.size] as? NSNumber)?.intValue
    inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue
  }
}
