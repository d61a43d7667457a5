import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Odd paths and odd recipes given to the real binary: each gets a clear message and its own exit
/// status (see `ExitStatus`), or a sane result, and never a crash or a half-written file.
@Suite("layout-diagram with hostile input")
struct HostileInputTests {
  static let a1 = "recipes/a1-simple-label-and-text-field.recipe"

  /// Writes `text` to `name` in `folder` and returns its path.
  static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Every file below `folder`, relative, sorted.
  static func files(in folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var names: [String] = []
    while let name = enumerator?.nextObject() as? String { names.append(name) }
    return names.sorted()
  }

  @Test("a folder holding no recipe exits 66 and says so")
  func emptyFolder() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool([
      "render", folder.path, "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(output.status == 66)
    #expect(output.stderr.contains("holds no .recipe file"))
  }

  @Test("a folder named x.recipe given to solve exits 66: it is a folder, not a recipe file")
  func folderNamedLikeARecipe() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = folder.appendingPathComponent("x.recipe")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let solve = try TestProcess.runTool(["solve", directory.path])
    #expect(solve.status == 66)
    #expect(solve.stderr.contains("x.recipe is a folder, not a recipe file"))
    #expect(!solve.stderr.contains("NSCocoaErrorDomain"))
    let render = try TestProcess.runTool([
      "render", directory.path, "--out", folder.appendingPathComponent("o").path,
    ])
    #expect(render.status == 66)
    #expect(render.stderr.contains("holds no .recipe file"))
  }

  @Test("a recipe file nobody may read exits 66 with 'permission denied' (root reads anything)")
  func unreadableFile() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent(Self.a1), encoding: .utf8)
    let path = try Self.write(source, "locked.recipe", in: folder)
    #expect(chmod(path, 0) == 0)
    let output = try TestProcess.runTool(["solve", path])
    if getuid() == 0 {
      // Root's read permission ignores the mode bits: the recipe solves as usual.
      #expect(output.status == 0, "\(output.stderr)")
    } else {
      #expect(output.status == 66)
      #expect(output.stderr.contains("permission denied"))
    }
  }

  @Test("--out naming a file exits 73 before drawing anything, and leaves the file alone")
  func outIsAFile() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.write("keep me", "afile", in: folder)
    let output = try TestProcess.runTool(["render", Self.a1, "--out", file])
    #expect(output.status == 73)
    #expect(output.stderr.contains("--out \(file): \(file) is a file, not a folder"))
    #expect(output.stdout.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    #expect(Self.files(in: folder) == ["afile"])
  }

  @Test("--out below a file exits 73 and names the file in the way")
  func outBelowAFile() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.write("keep me", "afile", in: folder)
    let output = try TestProcess.runTool(["render", Self.a1, "--out", file + "/figures/new"])
    #expect(output.status == 73)
    #expect(output.stderr.contains("\(file) is a file, not a folder"))
    #expect(Self.files(in: folder) == ["afile"])
  }

  @Test("--out in a folder that does not exist yet creates it, nested")
  func outNested() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("a/b/c")
    let output = try TestProcess.runTool(["render", Self.a1, "--scale", "1", "--out", out.path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.files(in: folder) == ["a", "a/b", "a/b/c", "a/b/c/a1-simple-label-and-text-field.png"])
  }

  @Test("two recipes named alike in two folders exit 64 before either figure is written")
  func sameStemTwice() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent(Self.a1), encoding: .utf8)
    for sub in ["one", "two"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      _ = try Self.write(source, "\(sub)/x.recipe", in: folder)
    }
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool([
      "render", folder.appendingPathComponent("one").path, folder.appendingPathComponent("two").path,
      "--out", out.path,
    ])
    #expect(output.status == 64)
    #expect(output.stderr.contains("one/x.recipe and \(folder.path)/two/x.recipe would both be drawn to"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("an empty --out is a usage error, not the current folder by accident")
  func emptyOut() throws {
    let output = try TestProcess.runTool(["render", Self.a1, "--out", ""])
    #expect(output.status == 64)
    #expect(output.stderr.contains("--out needs a folder name"))
  }

  @Test("--scale 0 and --focus 0 are usage errors (64) naming the option")
  func badOptionValues() throws {
    let scale = try TestProcess.runTool(["render", Self.a1, "--scale", "0", "--out", "/tmp/unused"])
    #expect(scale.status == 64)
    #expect(scale.stderr.contains("--scale must be 1, 2 or 3 (got 0)"))
    let focus = try TestProcess.runTool(["render", Self.a1, "--focus", "0", "--out", "/tmp/unused"])
    #expect(focus.status == 64)
    #expect(focus.stderr.contains("--focus takes constraint numbers"))
  }

  @Test("a variant name two variants share (case aside) is a recipe error, so --variant is never ambiguous")
  func ambiguousVariant() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.write(
      """
      scene 375 x 667
      view "Box"
      1. Box.Leading = Superview.Leading
      variant "Wide"
        scene 667 x 375
      variant "wide"
        scene 700 x 375
      """, "twice.recipe", in: folder)
    let output = try TestProcess.runTool(["solve", path, "--variant", "wide"])
    #expect(output.status == 65)
    #expect(output.stderr.contains("twice.recipe:6:9: error: variant \"wide\" is declared twice"))
  }

  @Test("an empty file is a located recipe error (65)")
  func emptyFile() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.write("", "empty.recipe", in: folder)
    let output = try TestProcess.runTool(["solve", path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("empty.recipe:1:1: error: the recipe is empty"))
  }

  @Test("a CRLF recipe solves exactly as the same recipe with LF line ends")
  func crlf() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent(Self.a1), encoding: .utf8)
    let lf = try Self.write(source, "a1.recipe", in: folder)
    let crlfFolder = folder.appendingPathComponent("crlf")
    try FileManager.default.createDirectory(at: crlfFolder, withIntermediateDirectories: true)
    let crlf = try Self.write(
      source.replacingOccurrences(of: "\n", with: "\r\n"), "a1.recipe", in: crlfFolder)
    let lfOutput = try TestProcess.runTool(["solve", lf, "--format", "json"])
    let crlfOutput = try TestProcess.runTool(["solve", crlf, "--format", "json"])
    #expect(lfOutput.status == 0)
    #expect(crlfOutput.status == 0, "\(crlfOutput.stderr)")
    #expect(crlfOutput.stdout == lfOutput.stdout)
  }

  @Test("a recipe whose every constraint is invalid exits 65, lists each, and writes nothing")
  func allConstraintsInvalid() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.write(
      """
      scene 375 x 667
      label "A" text "a"
      view "B"
      1. A.Leading = B.Top
      2. A.Width = B.CenterX
      3. A.Top = 10
      """, "invalid.recipe", in: folder)
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool(["render", path, "--out", out.path])
    #expect(output.status == 65)
    // Line 4: "1. A.Leading = " is 15 characters, so B starts at column 16 and Top at 18.
    #expect(output.stderr.contains("invalid.recipe:4:18: error"))
    #expect(output.stderr.contains("invalid.recipe:5:16: error"))
    #expect(output.stderr.contains("invalid.recipe:6:4: error"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("a 10 MB recipe with hundreds of errors reports the first hundred and the cap, exit 65")
  func tenMegabytes() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 100,000 comment lines of 100 bytes, then 150 misspelt constraints: every diagnostic shows
    // its source line, which once meant splitting all 10 MB again for each of them.
    var source = "scene 375 x 667\nlabel \"Name Label\" text \"Name\"\n"
    source += String(repeating: "# " + String(repeating: "x", count: 97) + "\n", count: 100_000)
    for number in 1...150 { source += "\(number). Name Lable.Leading = Superview.Leading\n" }
    #expect(source.utf8.count > 10_000_000)
    let path = try Self.write(source, "big.recipe", in: folder)
    // Not a test of the time limit: under the sanitizers (scripts/sanitize) on a loaded machine
    // this takes longer than the default 120 s.
    let output = try TestProcess.runTool(["solve", path, "--max-render-time", "3600"])
    #expect(output.status == 65)
    let errors = output.stderr.split(separator: "\n").filter {
      $0.hasPrefix("\(path):") && $0.contains(": error: ")
    }
    // RecipeParser.maximumDiagnostics (100) errors, then one saying the rest was not reported.
    #expect(errors.count == 101)
    #expect(errors.first?.hasPrefix("\(path):100003:4: error: unknown view \"Name Lable\"") == true)
    #expect(errors.last?.contains("too many errors") == true)
  }

  @Test("a figure too tall for a PNG or a PDF page exits 69 and writes nothing; SVG draws it")
  func figureTooLarge() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Twenty 1,000 pt boxes stacked 2 pt apart: over 20,000 pt, 40,000 pixels at 2x, more than
    // the 16,384 pixels a side the renderer allocates, and more than a PDF page's 14,400 points.
    var source = "scene 375 x 667\n"
    for index in 0..<20 { source += "view \"V\(index)\" intrinsic 20 x 1000\n" }
    source += "1. V0.Leading = Superview.LeadingMargin\n2. V0.Top = Superview.TopMargin\n"
    var number = 3
    for index in 1..<20 {
      source += "\(number). V\(index).Leading = V\(index - 1).Leading\n"
      source += "\(number + 1). V\(index).Top = V\(index - 1).Bottom + 2\n"
      number += 2
    }
    let path = try Self.write(source, "tall.recipe", in: folder)
    let out = folder.appendingPathComponent("out")
    let png = try TestProcess.runTool(["render", path, "--format", "svg,png", "--out", out.path])
    #expect(png.status == 69)
    #expect(png.stderr.contains("more than a PNG can hold"))
    #expect(png.stderr.contains("hint: --format svg draws it at any size"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let pdf = try TestProcess.runTool(["render", path, "--format", "svg,pdf", "--out", out.path])
    #expect(pdf.status == 69)
    #expect(pdf.stderr.contains("a PDF page is at most 14,400 points a side"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let vector = try TestProcess.runTool(["render", path, "--format", "svg", "--out", out.path])
    #expect(vector.status == 0, "\(vector.stderr)")
    #expect(Self.files(in: out) == ["tall.svg"])
  }
}
