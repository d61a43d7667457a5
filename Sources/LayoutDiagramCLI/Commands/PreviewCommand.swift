import ArgumentParser
import Dispatch
import Foundation
import Pipeline
import Preview

/// `layout-diagram preview FILE`: a live preview of a recipe, storyboard, xib or console log in the
/// browser, redrawn when the file is saved.
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

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Serves until SIGINT or SIGTERM; exits 0 then.
  public func run() throws {
    if host != "127.0.0.1" {
      printError(
        "warning: --host \(host): the preview is not limited to this machine; anyone who can reach "
          + "\(host) can read the figure")
    }
    let status = Locked<CLIError?>(nil)
    let done = DispatchSemaphore(value: 0)
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let server: PreviewServer
    do throws(CLIError) {
      guard FileManager.default.fileExists(atPath: file) else {
        throw CLIError(
          "\(file): error: no such file\nhint: preview takes a recipe, storyboard, xib or console log",
          status: .inputMissing)
      }
      server = try PreviewServer(path: file, host: host, port: port, fonts: try fontOptions.files())
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
    let host = self.host
    let file = self.file
    Task {
      do throws(CLIError) {
        let port = try await server.start()
        print("Previewing \(file) at http://\(host):\(port)/ (Ctrl-C stops)")
        fflush(nil)
      } catch {
        status.set(error)
        done.signal()
      }
    }
    for source in sources {
      source.setEventHandler {
        Task {
          await server.stop()
          done.signal()
        }
      }
      source.resume()
    }
    done.wait()
    if let error = status.get() {
      printError(error.message)
      throw error.status.exitCode
    }
    print("Stopped.")
  }
}
