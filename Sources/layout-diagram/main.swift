import LayoutDiagramCLI

LayoutDiagramCommand.main()
