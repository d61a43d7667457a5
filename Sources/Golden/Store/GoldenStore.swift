import Foundation
import Pipeline

/// The golden files of a folder: `NAME.png` and `NAME.golden.json` per recipe stem.
public struct GoldenStore: Sendable {
  /// The folder (default `Tests/Goldens`).
  public var folder: String

  /// The default folder of the book's goldens.
  public static let defaultFolder = "Tests/Goldens"

  /// A store over `folder`.
  public init(folder: String = GoldenStore.defaultFolder) {
    self.folder = folder
  }

  /// Throws unless the folder exists and is a folder: checking against a mistyped or missing
  /// folder would report every golden missing and hint to record into the typo (issue 26). Only
  /// recording creates the folder. `option` is how the caller names it (`--goldens`, `goldens:`);
  /// `program` runs the record command of the hint.
  /// - Throws: `CLIError` with status `.inputMissing` (66).
  public func checkFolder(option: String = "--goldens", program: String = "layout-diagram") throws(CLIError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw CLIError(
        "error: \(option) \(folder): no such folder of goldens\n"
          + "hint: check its spelling; goldens are recorded into a folder with "
          + ShellWords.command([program, "record", "--goldens", folder]),
        status: .inputMissing)
    }
    guard isDirectory.boolValue else {
      throw CLIError(
        "error: \(option) \(folder) is a file, not a folder of goldens\n"
          + "hint: name the folder that holds NAME.png and NAME.golden.json",
        status: .inputMissing)
    }
  }

  /// Path of a golden PNG.
  public func imagePath(_ stem: String) -> String {
    (folder as NSString).appendingPathComponent("\(stem).png")
  }

  /// Path of a golden's metadata.
  public func metadataPath(_ stem: String) -> String {
    (folder as NSString).appendingPathComponent("\(stem).golden.json")
  }

  /// The golden PNG's bytes, nil when there is none.
  public func image(_ stem: String) -> [UInt8]? {
    FileManager.default.contents(atPath: imagePath(stem)).map { Array($0) }
  }

  /// The golden's metadata, nil when there is none or it cannot be read.
  public func metadata(_ stem: String) -> GoldenMetadata? {
    guard let data = FileManager.default.contents(atPath: metadataPath(stem)) else { return nil }
    return try? GoldenMetadata.decode(Array(data))
  }

  /// Writes a golden: both files drawn before, each written atomically (temporary name, rename).
  /// Returns the paths written.
  public func write(_ rendering: GoldenRendering) throws(CLIError) -> [String] {
    let json: [UInt8]
    do {
      json = try rendering.metadata.encoded()
    } catch {
      throw CLIError(
        "error: cannot encode the metadata of \(rendering.stem): \(error)", status: .internalError)
    }
    let image = imagePath(rendering.stem)
    let metadata = metadataPath(rendering.stem)
    try AtomicFile.write(rendering.png, toPath: image)
    try AtomicFile.write(json, toPath: metadata)
    return [image, metadata]
  }
}
