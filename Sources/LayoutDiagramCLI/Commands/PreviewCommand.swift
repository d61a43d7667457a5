import ArgumentParser
import Foundation
import Pipeline

/// `layout-diagram preview FILE`: a live preview of a recipe, storyboard, xib or console log in the
/// browser, redrawn when the file is saved.
///
/// The server is a separate executable, `layout-diagram-preview`, built and installed beside this
/// one: its HTTP library (FlyingFox) links FoundationNetworking, and with it libcurl and some 26
/// more libraries whose loading and symbol binding doubled the start-up of every other command.
/// This command checks its arguments and then replaces itself with that executable
/// (`PreviewServerExecutable.exec`): same process, same terminal, same exit status, Ctrl-C reaches
/// the server directly.
public struct PreviewCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a live preview of a recipe, storyboard, xib or console log on 127.0.0.1.",
    discussion: """
      Open the printed address in a browser. The figure is redrawn when the file (or a font file \
      it names) is saved, without reloading the page; a recipe with errors shows them, located, \
      beside the last good figure. Sliders set the width and height, pickers the scene, variant, \
      Dynamic Type size and theme; the address keeps them. Hover or click a constraint to find it \
      in the figure, click a view to see its frame and constraints. Ctrl-C stops the server.
      """)

  /// The file, address and fonts.
  @OptionGroup public var options: PreviewOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Runs `layout-diagram-preview` in this process; returns only when it cannot be started.
  public func run() throws {
    do throws(CLIError) {
      try PreviewServerExecutable.exec(options.arguments)
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
  }
}

/// The arguments of `layout-diagram preview`, parsed again by `layout-diagram-preview`.
public struct PreviewOptions: ParsableArguments {
  /// The file to preview.
  @Argument(help: "A recipe, a .storyboard or .xib, or a console log.")
  public var file: String

  /// The port.
  @Option(name: .long, help: "The port to listen on (0: any free port).")
  public var port: UInt16 = 8765

  /// The address.
  @Option(
    name: .long,
    help: "The IPv4 address to listen on. Anything but 127.0.0.1 lets other machines read the figure.")
  public var host = "127.0.0.1"

  /// Extra font files (`--font FILE`, `--fonts DIR`).
  @OptionGroup public var fontOptions: FontOptions

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// These options as a command line that parses back to them: the options, then `--` and the
  /// file (so that a file named like an option stays a file).
  public var arguments: [String] {
    ["--port", String(port), "--host", host] + fontOptions.arguments + ["--", file]
  }
}

/// `layout-diagram-preview`, the preview server's executable, beside the running one.
public enum PreviewServerExecutable {
  /// The executable's file name.
  public static let name = "layout-diagram-preview"

  /// Its path: in the folder of the running executable, symbolic links resolved (a
  /// `layout-diagram` on PATH that links to `.build/release/layout-diagram` finds the one built
  /// beside it).
  public static var path: String {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = buffer.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
    }
    let executable =
      count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : CommandLine.arguments.first ?? name
    return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// Replaces this process with the server, given `arguments`.
  /// - Throws: `CLIError` (70) when the executable is missing or cannot be started; otherwise
  ///   never returns.
  public static func exec(_ arguments: [String]) throws(CLIError) -> Never {
    let path = path
    guard access(path, X_OK) == 0 else { throw missing(path) }
    fflush(nil)
    var argv = ([path] + arguments).map { strdup($0) }
    argv.append(nil)
    execv(path, argv)
    let reason = String(cString: strerror(errno))
    throw CLIError("error: cannot start the preview server \(path): \(reason)", status: .internalError)
  }

  /// The error for a server that is not at `path`, with the command that builds it when this binary
  /// runs from a SwiftPM build folder (`swift run layout-diagram` builds only `layout-diagram`).
  static func missing(_ path: String) -> CLIError {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    var hint = "reinstall with scripts/install, which installs both"
    if folder.path.contains("/.build/") {
      let release = folder.lastPathComponent == "release" ? " -c release" : ""
      hint = "build it: swift build\(release) --product \(name) (swift build\(release) builds every product)"
    }
    return CLIError(
      "error: the preview server \(path) is missing (the preview runs in its own executable)\nhint: \(hint)",
      status: .internalError)
  }
}
