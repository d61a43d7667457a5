import Foundation
import Recipe
import Render
import Synchronization
import Typesetting

#if canImport(Glibc)
  import Glibc
#endif

/// Font files given by path: a recipe's `font file "..."` lines (relative to the recipe file's
/// folder) and `--font FILE` on the command line. Each is checked (it exists, is a regular
/// readable file, and HarfBuzz finds a font face in it) and hashed, and joins the pinned set for
/// the recipes that use it (`FontLibrary.configurationXML(pinned:)`).
public enum FontFiles {
  /// One font file given by path.
  public struct Entry: Hashable, Sendable {
    /// The path as the user wrote it joined to the recipe's folder (`recipes/fonts/Brand.ttf`), or
    /// the `--font` argument as given: what messages and golden metadata show.
    public var given: String
    /// The absolute path fontconfig and the renderer open.
    public var absolute: String
    /// SHA-256 of the file's bytes.
    public var sha256: String
  }

  /// Checks the `--font` arguments.
  /// - Throws: `CLIError` (66) naming the first file that is missing, unreadable or not a font.
  public static func commandLine(_ paths: [String]) throws(CLIError) -> [Entry] {
    var entries: [Entry] = []
    var seen = Set<String>()
    for path in paths {
      let absolute = Self.absolute(path)
      // A file given twice is checked and listed once.
      guard seen.insert(absolute).inserted else { continue }
      if let problem = problem(at: absolute) {
        throw CLIError(
          "error: --font \(path): \(problem)\nhint: --font takes the path of a .ttf, .otf or .ttc file",
          status: .inputMissing)
      }
      entries.append(Entry(given: path, absolute: absolute, sha256: FontHashes.sha256(ofFile: absolute)))
    }
    return entries
  }

  /// The font files in the `--fonts` folders: every regular file whose name ends in .ttf, .otf or
  /// .ttc (any case) in each folder and its subfolders, hidden ones (a name starting with a dot,
  /// or inside such a folder or `__MACOSX`) left out, in path order, each checked as a `--font`
  /// file is (an app's font folder holds the files its Info.plist's UIAppFonts names). A file in
  /// a folder that is not a usable font is left out with a warning naming it (`warn`, standard
  /// error by default), and the folder's other files are used [CHOICE: an app's font folder
  /// checked out without its Git LFS objects holds 0-byte files beside good ones
  /// (/work/unseen-p-fonts/tinker: a 0-byte "Avenir Next.ttc" beside Gotham and Fira Mono); a
  /// file given by itself with `--font` is still an error].
  /// - Throws: `CLIError` (66) for a folder that is missing, not a folder, unreadable or without
  ///   a font file, and for a folder none of whose font files is usable.
  public static func folders(
    _ paths: [String], warn: (String) -> Void = { printError($0) }
  ) throws(CLIError) -> [Entry] {
    var entries: [Entry] = []
    var seen = Set<String>()
    var problems: [String: String] = [:]
    for path in paths {
      let absolute = Self.absolute(path)
      var repeated: [(file: String, problem: String)] = []
      let files: [String]
      switch InputFile.problem(at: absolute) {
      case .folder:
        switch fontFiles(in: absolute) {
        case .success(let found): files = found
        case .failure(let unreadable):
          let inside = unreadable.folder == absolute ? "" : " (its folder \(unreadable.folder))"
          throw CLIError(
            "error: --fonts \(path): cannot be read\(inside): permission denied\nhint: make the folder readable, or move the font files out of it",
            status: .inputMissing)
        }
      case .missing:
        throw CLIError(
          "error: --fonts \(path): no such folder\nhint: --fonts takes a folder of .ttf, .otf or .ttc files",
          status: .inputMissing)
      default:
        throw CLIError(
          "error: --fonts \(path): is not a folder\nhint: --fonts takes a folder; give one font file with --font FILE",
          status: .inputMissing)
      }
      guard !files.isEmpty else {
        throw CLIError(
          "error: --fonts \(path): holds no .ttf, .otf or .ttc file\nhint: --fonts takes the folder of the app's font files",
          status: .inputMissing)
      }
      var bad: [(file: String, problem: String)] = []
      var usable = 0
      for relative in files {
        let file = (absolute as NSString).appendingPathComponent(relative)
        // A file an earlier folder holds too (`--fonts X --fonts X/sub`) is checked and listed
        // once; here it counts as it was found then: usable, or bad (said in that folder's
        // warning, so not again, but still no usable file of this folder: review37-stop.md L4).
        guard seen.insert(file).inserted else {
          if let problem = problems[file] {
            repeated.append((file, problem))
          } else {
            usable += 1
          }
          continue
        }
        if let problem = problem(at: file) {
          problems[file] = problem
          bad.append((file, problem))
          continue
        }
        usable += 1
        let shown = (path as NSString).appendingPathComponent(relative)
        entries.append(Entry(given: shown, absolute: file, sha256: FontHashes.sha256(ofFile: file)))
      }
      let unusable = bad + repeated
      if let first = unusable.first, usable == 0 {
        let others = unusable.count > 1 ? " (and \(unusable.count - 1) more such files)" : ""
        throw CLIError(
          "error: --fonts \(escaped(path)): \(escaped(first.file)): \(first.problem)\(others)\nhint: the folder holds no usable font file; remove the file from the folder, or give good ones with --font FILE",
          status: .inputMissing)
      }
      for (file, problem) in bad {
        warn(
          "warning: --fonts \(escaped(path)): \(escaped(file)): \(problem); left out, the folder's \(usable) other font "
            + (usable == 1 ? "file is" : "files are")
            + " used\nhint: remove the file from the folder (an empty one is often a Git LFS file not fetched: git lfs pull), or give the good ones with --font FILE"
        )
      }
    }
    return entries
  }

  /// A path or file name read from the command line or a folder, as the recipe spells text
  /// (`RecipeFormatter.escapedText`): a control character or newline in a name does not start a
  /// line of its own in a message (review37-stop.md L11).
  static func escaped(_ path: String) -> String { RecipeFormatter.escapedText(path) }

  /// A folder under `--fonts` that cannot be listed.
  struct UnreadableFolder: Error {
    /// Its absolute path.
    var folder: String
  }

  /// The font files (by extension) under `folder`, as paths relative to it, sorted; or the first
  /// folder that cannot be listed (`passingUnreadable` false) or nothing of it (true). Hidden
  /// entries (a name starting with a dot), `__MACOSX` and the names in `skipping` are left out
  /// before the walk descends into them: a folder unzipped on a Mac holds AppleDouble companions
  /// (`__MACOSX/._Roboto-Regular.ttf`, `._Roboto-Regular.ttf`) that are no fonts, and a `.git`
  /// folder inside needs no listing. A symbolic link to a folder is followed once per real
  /// folder, so a link back up the tree ends the walk there. Folders are walked breadth first
  /// (the shallow ones first) and the walk ends as soon as `maximumEntries` entries have been
  /// read, in the middle of a folder too: a folder of a million entries is not listed in full.
  /// Which names a folder cut so keeps is the order the file system lists them in, which may
  /// differ between file systems [CHOICE: sorting a folder first means reading it in full, what
  /// the cap is there to avoid (review37-stop L5)]; below the cap the files are sorted.
  static func fontFiles(
    in folder: String, skipping: Set<String> = [], maximumEntries: Int = .max, passingUnreadable: Bool = false
  ) -> Result<[String], UnreadableFolder> {
    let manager = FileManager.default
    var files: [String] = []
    var visited: Set<String> = [(folder as NSString).resolvingSymlinksInPath]
    var pending: [String] = [""]
    var next = 0
    var left = maximumEntries
    while next < pending.count, left > 0 {
      let relative = pending[next]
      next += 1
      let here = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
      guard let names = names(in: here, atMost: left) else {
        if passingUnreadable { continue }
        return .failure(UnreadableFolder(folder: here))
      }
      left -= names.count
      for name in names.sorted() where !name.hasPrefix(".") && name != "__MACOSX" && !skipping.contains(name)
      {
        let child = relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name)
        let path = (here as NSString).appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          if visited.insert((path as NSString).resolvingSymlinksInPath).inserted { pending.append(child) }
        } else if ["ttf", "otf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
          files.append(child)
        }
      }
    }
    return .success(files.sorted())
  }

  /// The names in the folder at `path` (no `.` or `..`), at most `limit` of them, read one by one
  /// (`readdir`) so that a huge folder is not listed in full; nil when it cannot be opened.
  static func names(in path: String, atMost limit: Int) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while names.count < limit, let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The recipe's `font file` lines, resolved against the recipe file's folder and checked.
  /// - Throws: `CLIError` (65) with a located error at the path of each line whose file is
  ///   missing, unreadable or not a font.
  public static func recipe(_ recipe: LoadedRecipe) throws(CLIError) -> [Entry] {
    // Without font lines there is nothing to resolve (and `-`, standard input, has no folder:
    // Foundation's deletingLastPathComponent traps on it).
    guard !recipe.compiled.recipe.fontFiles.isEmpty else { return [] }
    var entries: [Entry] = []
    var problems: [Diagnostic] = []
    let folder = (recipe.path as NSString).deletingLastPathComponent
    for line in recipe.compiled.recipe.fontFiles {
      let written = line.path.value
      let given = written.hasPrefix("/") ? written : (folder as NSString).appendingPathComponent(written)
      let absolute = Self.absolute(given)
      if let problem = problem(at: absolute) {
        problems.append(
          Diagnostic(
            .error, "font file \"\(written)\": \(problem)", at: line.path.range,
            hint: "the path is relative to the recipe file's folder (here \(absolute))", fileName: recipe.path
          ))
        continue
      }
      entries.append(Entry(given: given, absolute: absolute, sha256: FontHashes.sha256(ofFile: absolute)))
    }
    guard problems.isEmpty else {
      throw CLIError(
        problems.rendered(source: recipe.source)
          + "\n\(recipe.path): not rendered: a font file cannot be used",
        status: .recipeErrors)
    }
    return entries
  }

  /// What is wrong with the file at `path` as a font file, or nil when it is a usable one.
  static func problem(at path: String) -> String? {
    switch InputFile.problem(at: path) {
    case .missing: return "no such file"
    case .folder: return "is a folder, not a font file"
    case .special(let what): return "is \(what), not a font file"
    case .unreadable: return "cannot be read: permission denied"
    case nil: break
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.int64Value == 0
    {
      return "is empty (0 bytes), not a font file"
    }
    // fontconfig takes the path as a glob pattern in the configuration that admits it.
    if path.contains(where: { "*?[]".contains($0) }) {
      return "the path holds *, ?, [ or ], which the font configuration would read as a pattern"
    }
    do {
      try FontLibrary.checkFontFile(atPath: path)
    } catch .unreadableFile {
      return "cannot be read"
    } catch {
      return "is not a font file (HarfBuzz finds no font face in it)"
    }
    return nil
  }

  /// `path` made absolute against the working folder, `.` and `..` removed.
  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  private static let libraries = Mutex<[[String]: FontLibrary]>([:])

  /// A shaper over the pinned set plus `extra` (the process's shared one when `extra` is empty);
  /// one library per distinct set of files per process.
  /// - Throws: `CLIError` (70) when fontconfig cannot build the configuration.
  public static func shaper(adding extra: [Entry]) throws(CLIError) -> TypesettingShaper {
    do {
      guard !extra.isEmpty else { return try TypesettingShaper.shared() }
    } catch {
      throw CLIError("error: cannot load fonts: \(error)\nhint: run scripts/setup", status: .internalError)
    }
    let key = extra.map(\.absolute).sorted()
    if let library = libraries.withLock({ $0[key] }) { return TypesettingShaper(library: library) }
    // A given file of a pinned family takes the pinned files' place (`PinnedFont.joined`).
    let hashes = Dictionary(extra.map { ($0.absolute, $0.sha256) }, uniquingKeysWith: { first, _ in first })
    let pinned = PinnedFont.joined(
      hashes.keys.sorted().map { PinnedFont(path: $0, sha256: hashes[$0] ?? "") })
    let library: FontLibrary
    do {
      library = try FontLibrary(configurationXML: FontLibrary.configurationXML(pinned: pinned))
    } catch {
      throw CLIError(
        "error: cannot load the font files \(listed(extra.map(\.given))): \(error)", status: .internalError)
    }
    return libraries.withLock { table in
      if let existing = table[key] { return TypesettingShaper(library: existing) }
      table[key] = library
      return TypesettingShaper(library: library)
    }
  }

  /// The extra files of a recipe: its `font file` lines and `commandLine`, each file once.
  public static func all(_ recipe: LoadedRecipe, commandLine: [Entry]) throws(CLIError) -> [Entry] {
    merged(commandLine, try Self.recipe(recipe))
  }

  /// `first`, then each of `then` whose file `first` does not list: each file once, in order,
  /// found through a set (a folder of thousands of files is merged in linear time).
  public static func merged(_ first: [Entry], _ then: [Entry]) -> [Entry] {
    var entries = first
    var listed = Set(first.map(\.absolute))
    for entry in then where listed.insert(entry.absolute).inserted { entries.append(entry) }
    return entries
  }

  /// `names` for a message: all of them up to 5, else the first 3 and how many more.
  static func listed(_ names: [String]) -> String {
    guard names.count > 5 else { return names.joined(separator: ", ") }
    return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
  }
}
