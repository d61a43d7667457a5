import ArgumentParser
import Pipeline

/// `layout-diagram docc CATALOG...`: the figures of DocC catalogs, light and dark at 2x
/// (the `render-layout-diagrams` package plugin runs it on each catalog of a package).
public struct DocCImagesCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "docc",
    abstract: "Draw the recipes, storyboards and xibs of DocC catalogs into their Resources.",
    discussion: """
      Every .recipe, .storyboard and .xib in a catalog (outside Resources) is drawn at 2x as \
      Resources/NAME@2x.png and, dark, Resources/NAME~dark@2x.png; an article shows it with \
      ![Description](NAME). Files whose bytes would not change are left alone. A recipe with errors \
      stops the run before anything is written (status 65).
      """)

  /// The catalogs.
  @Argument(help: "DocC catalogs (folders ending in .docc).")
  public var catalogs: [String]

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Draws and prints each file's path and whether it was written.
  public func run() throws {
    do throws(CLIError) {
      let images = try DocCImages()
      for catalog in catalogs {
        for output in try images.render(catalog: catalog) {
          print((output.written ? "wrote " : "unchanged ") + output.path)
        }
      }
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
  }
}
