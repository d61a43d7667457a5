import Foundation
import Recipe

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the files named on the command line and in recipes (recipes, storyboards and xibs, font
/// files): one check of the path, whose problems each caller words for its kind of file, and one
/// reading with the CLI's messages. Foundation's own messages here are "NSCocoaErrorDomain error
/// 256": these say what is wrong.
enum InputFile {
  /// Why a path cannot be read as an input file.
  enum Problem: Equatable {
    /// Nothing is there.
    case missing
    /// A folder is there.
    case folder
    /// Something other than a regular file (a FIFO would block a read forever and a device has
    /// no end), in words: "a FIFO (named pipe)".
    case special(String)
    /// A regular file this process may not read.
    case unreadable
  }

  /// What kind of file a path must name, in the words of the messages.
  struct Kind {
    /// "recipe", "storyboard or xib".
    var name: String
    /// The hint after "is a folder", if any.
    var folderHint: String?
    /// The hint after "is not a regular file".
    var regularFileHint: String

    static let recipe = Kind(
      name: "recipe",
      folderHint: "name one .\(RecipeFiles.fileExtension) file (render also takes folders)",
      regularFileHint: "name a regular .\(RecipeFiles.fileExtension) file")
    static let interfaceBuilder = Kind(
      name: "storyboard or xib", folderHint: nil, regularFileHint: "name a regular .storyboard or .xib file")
    static let consoleLog = Kind(
      name: "console log", folderHint: nil, regularFileHint: "name a regular console log file")
  }

  /// The problem with `path`, or nil when it names a regular file this process can read.
  static func problem(at path: String) -> Problem? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
    guard !isDirectory.boolValue else { return .folder }
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return .special(kind(of: info.st_mode)) }
    guard FileManager.default.isReadableFile(atPath: path) else { return .unreadable }
    return nil
  }

  /// The file's bytes.
  /// - Throws: `CLIError` with status `.inputMissing` for a missing, unreadable, folder or special
  ///   path.
  static func read(_ path: String, as kind: Kind) throws(CLIError) -> Data {
    switch problem(at: path) {
    case .missing:
      throw CLIError("error: no such \(kind.name) file: \(path)", status: .inputMissing)
    case .folder:
      throw CLIError(
        "error: \(path) is a folder, not a \(kind.name) file"
          + (kind.folderHint.map { "\nhint: \($0)" } ?? ""),
        status: .inputMissing)
    case .special(let what):
      throw CLIError(
        "error: \(path) is \(what), not a \(kind.name) file\nhint: \(kind.regularFileHint)",
        status: .inputMissing)
    case .unreadable:
      throw CLIError(
        "error: cannot read \(path): permission denied\nhint: check the file's permissions",
        status: .inputMissing)
    case nil:
      break
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CLIError("error: cannot read \(path): \(error.localizedDescription)", status: .inputMissing)
    }
  }

  /// The text of a recipe file.
  /// - Throws: `read`'s errors; a known binary format (PNG, PDF, ...) is named (status 65); a
  ///   file that is not UTF-8 is a located error (status 65) at its first bad byte
  ///   (`UTF8Validation`), saying which byte and why.
  static func text(_ path: String, as kind: Kind) throws(CLIError) -> String {
    let data = try read(path, as: kind)
    if let format = binaryFormat(of: data) {
      throw CLIError(
        "error: \(path) is \(format), not a \(kind.name)\nhint: \(kind.regularFileHint): a \(kind.name) is UTF-8 text",
        status: .recipeErrors)
    }
    if let text = String(data: data, encoding: .utf8) { return text }
    let bytes = [UInt8](data)
    // Foundation refused the bytes, so the validator finds the place; the fallback is never used.
    let bad = UTF8Validation.firstFailure(in: bytes) ?? .init(start: 0, offset: 0, truncated: false)
    func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }
    let what =
      bad.offset > bad.start
      ? "byte \(hex(bytes[bad.start])) at offset \(bad.start) starts a character that byte "
        + "\(hex(bytes[bad.offset])) does not continue"
      : bad.truncated
        ? "byte \(hex(bytes[bad.offset])) at offset \(bad.offset) starts a character the file ends in"
        : "byte \(hex(bytes[bad.offset])) at offset \(bad.offset) cannot start a character"
    let (line, column) = characterPosition(of: bad.start, in: bytes)
    throw CLIError(
      "\(path):\(line):\(column): error: the file is not UTF-8 text: \(what)\n"
        + "hint: save the \(kind.name) as UTF-8",
      status: .recipeErrors)
  }

  /// The binary formats a text argument is likely to be by mistake (a figure, a report, an
  /// archive), by their leading bytes.
  static let binaryFormats: [(magic: [UInt8], name: String)] = [
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
    (Array("%PDF-".utf8), "a PDF document"),
    ([0xFF, 0xD8, 0xFF], "a JPEG image"),
    (Array("GIF8".utf8), "a GIF image"),
    ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"),
    ([0x1F, 0x8B], "a gzip archive"),
  ]

  /// What binary file `data` is, in words ("a PNG image"), or nil when it starts like none.
  static func binaryFormat(of data: Data) -> String? {
    binaryFormats.first { data.starts(with: $0.magic) }?.name
  }

  /// The 1-based line and column of the character starting at `offset`, columns counted in
  /// characters as every recipe diagnostic counts them (the bytes before `offset` are UTF-8). A
  /// line ends at LF, CR LF or a lone CR.
  static func characterPosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
    }
    return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
  }

  /// What a file that is not a regular file is, in words.
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }
}
