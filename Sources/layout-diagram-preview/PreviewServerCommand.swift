import ArgumentParser
import Dispatch
import Foundation
import LayoutDiagramCLI
import Pipeline
import Preview

/// `layout-diagram-preview`: serves the live preview until SIGINT or SIGTERM. `layout-diagram
/// preview` checks its arguments and starts this executable with them (`PreviewOptions.arguments`).
struct PreviewServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: PreviewServerExecutable.name,
    abstract: "The live preview server that `layout-diagram preview` starts (see its help).",
    version: ToolVersion.number)

  /// The file, address and fonts, as `layout-diagram preview` parsed them.
  @OptionGroup var options: PreviewOptions

  /// Serves until SIGINT or SIGTERM; exits 0 then.
  func run() throws {
    let file = options.file
    let host = options.host
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
      server = try PreviewServer(
        path: file, host: host, port: options.port, fonts: try options.fontOptions.files())
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let sources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
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
