import LayoutDiagramCLI

// `layout-diagram preview` runs this executable (PreviewServerExecutable): the preview server in its
// own binary, so that FlyingFox's FoundationNetworking (libcurl and its libraries) loads here only.
MemoryTuning.reuseImageBuffers()
PreviewServerCommand.main()
