import Foundation
import Recipe
import Typesetting

/// Finds an app's own font files near the Interface Builder document that names their family, so
/// that the warning for a family not installed can say where they are (`FontFamilyCheck`).
///
/// Most apps keep their font files in the repository that holds their IB files: a `Fonts/` folder
/// under the app's sources or resources, sometimes beside the document [read from stored
/// repositories: /work/unseen-o-fonts/CENSUS.md, 18 of 36 apps]. The search walks up from the
/// document's folder to the project root (`projectRoot(above:)`), lists the font files under it
/// (`fontFiles(under:)`, bounded) and reads each file's families as the font library does
/// (`FontLibrary.families(ofFontFile:)`: name ID 16, else 1), not from its name. It only suggests
/// the folder: the files are never loaded without `--fonts` [CHOICE: a figure must not depend on
/// what happens to lie around the document; docs/typesetting.md, "The app's font files, found"].
enum AppFontSearch {
  /// How many folders above the document's own the project root is looked for [CHOICE: an IB file
  /// sits at most a few folders below its .xcodeproj (`App/Base.lproj/Main.storyboard`: 2; the
  /// census's deepest, krystal's, 3); 6 leaves room without reaching a home folder from a
  /// download].
  static let levelsUp = 6

  /// How many folder entries the walk under the root lists at most [CHOICE: an app's repository
  /// without its dependencies holds a few thousand; a home folder mistaken for a root is cut off].
  static let maximumEntries = 20_000

  /// Folders the walk does not enter besides hidden ones: dependencies' (CocoaPods, Carthage,
  /// npm's `node_modules` of a React Native app, Bundler's and others' `vendor`, whose fonts are
  /// not the app's design fonts) and build products [CHOICE].
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "build", "Build", "DerivedData", "__MACOSX", "node_modules", "vendor",
  ]

  /// The largest file read for its families, in bytes [CHOICE: the largest font files apps ship
  /// (CJK .ttc collections) are some 20-40 MB; a bigger file is not read].
  static let maximumFileSize = 50_000_000

  /// Whether the file at `path` may be opened for its families: a regular file after links are
  /// followed (`InputFile.problem`, as `--fonts` checks: a FIFO would block the open for ever, a
  /// device read without end), readable, and at most `maximumFileSize` bytes.
  static func isReadableFontFile(_ path: String) -> Bool {
    guard InputFile.problem(at: path) == nil,
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
    else { return false }
    return size.int64Value <= Int64(maximumFileSize)
  }

  /// The files of a family found near a document: the folder to give `--fonts` (the nearest
  /// folder holding them all) and the files' paths relative to it.
  struct Found: Equatable {
    /// The folder's absolute path.
    var folder: String
    /// The matching files, relative to `folder`, sorted.
    var files: [String]
  }

  /// The project root of the document at `document`: the nearest folder, from the document's own
  /// up to `levelsUp` above it, that holds an `.xcodeproj` or `.xcworkspace` or `.git`; nil when
  /// none does (the walk stops at the file system's root).
  static func projectRoot(above document: String) -> String? {
    let manager = FileManager.default
    var folder = ((FontFiles.absolute(document) as NSString).deletingLastPathComponent as NSString)
      .standardizingPath
    for _ in 0...levelsUp {
      if let names = try? manager.contentsOfDirectory(atPath: folder),
        names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
      {
        return folder
      }
      guard folder != "/" else { return nil }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// The font files (.ttf, .otf, .ttc) under `root`, as absolute paths, sorted: the walk `--fonts`
  /// makes (`FontFiles.fontFiles(in:)`: hidden folders left out, a symbolic link to a folder
  /// followed once per real folder, breadth first), here without `skippedFolders`, passing over
  /// unreadable folders and ending after `maximumEntries` entries read; only files
  /// `isReadableFontFile` admits are listed.
  static func fontFiles(under root: String) -> [String] {
    let found = FontFiles.fontFiles(
      in: root, skipping: skippedFolders, maximumEntries: maximumEntries, passingUnreadable: true)
    guard case .success(let relative) = found else { return [] }
    return relative.map { (root as NSString).appendingPathComponent($0) }.filter(isReadableFontFile).sorted()
  }

  /// For each of `families` (as the recipe names them) whose files lie under the project root of
  /// the document at `document`, where they are; the tree is walked once and each file read once.
  static func find(_ families: [String], near document: String) -> [String: Found] {
    guard !families.isEmpty, let root = projectRoot(above: document) else { return [:] }
    var byFamily: [String: [String]] = [:]
    for file in fontFiles(under: root) {
      for family in Set(FontLibrary.families(ofFontFile: file).map(FontLineSyntax.key)) {
        byFamily[family, default: []].append(file)
      }
    }
    var found: [String: Found] = [:]
    for family in families {
      guard let files = byFamily[FontLineSyntax.key(family)], !files.isEmpty else { continue }
      let folder = commonFolder(of: files)
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      found[family] = Found(folder: folder, files: files.map { String($0.dropFirst(prefix.count)) }.sorted())
    }
    return found
  }

  /// The nearest folder holding every one of `files` (absolute paths).
  static func commonFolder(of files: [String]) -> String {
    var common = ((files.first ?? "/") as NSString).deletingLastPathComponent.split(separator: "/")
    for file in files.dropFirst() {
      let parts = (file as NSString).deletingLastPathComponent.split(separator: "/")
      common = Array(zip(common, parts).prefix { $0.0 == $0.1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// `folder` as the user gives it from the current directory `current`: relative when inside it
  /// ("." for the directory itself), else absolute; quoted for a shell when it holds anything but
  /// letters, digits and `/._-+`.
  static func shown(_ folder: String, from current: String) -> String {
    let base = current.hasSuffix("/") ? current : current + "/"
    let path =
      folder == current ? "." : folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) : folder
    let plain = path.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) && $0.isASCII || "/._-+".unicodeScalars.contains($0)
    }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The sentence the warning's hint gives for `found`: the folder and up to three file names.
  static func suggestion(_ family: String, _ found: Found, current: String) -> String {
    let folder = shown(found.folder, from: current)
    let names =
      found.files.prefix(3).map(RecipeFormatter.escapedText).joined(separator: ", ")
      + (found.files.count > 3 ? ", ..." : "")
    return
      "the app's font files for \(RecipeFormatter.escapedText(family)) are in \(folder) (\(names)): pass --fonts \(folder) "
      + "to import, solve or render (they are not used without it)"
  }
}
