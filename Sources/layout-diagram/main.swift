import LayoutDiagramCLI

MemoryTuning.reuseImageBuffers()
LayoutDiagramCommand.main()
