// Tests for LayoutDiagramCLI.
