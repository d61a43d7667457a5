import ArgumentParser

/// The `layout-diagram` command: renders and solves Auto Layout recipes.
public struct LayoutDiagramCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "layout-diagram",
    abstract: "Solve Auto Layout recipes and draw annotated constraint diagrams.")

  public init() {}
}
