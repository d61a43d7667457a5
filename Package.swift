// swift-tools-version:6.0
import PackageDescription

/// layout-diagram: Auto Layout recipes solved with our own Cassowary solver,
/// measured with real glyph metrics and drawn as annotated constraint diagrams.
///
/// Dependency direction (see README "Module map"):
///   UIKitVocabulary (font weights, alignment, line-break modes, text styles, Dynamic Type), beneath both:
///   Cassowary, UIKitVocabulary <- Layout <- Recipe
///   UIKitVocabulary <- Typesetting (FreeType, HarfBuzz, fontconfig, ICU)
///   Render (Layout, Typesetting, Cairo)
///   Pipeline (recipe files -> solved variants -> display lists -> bytes; limits, output safety)
///   Golden (Pipeline; check, record, reports) <- GoldenTesting (Swift Testing)
///   Preview (Pipeline, FlyingFox: the live preview server)
///   LayoutDiagramCLI (commands) <- layout-diagram, layout-diagram-bench
///   LayoutDiagramCLI, Preview <- layout-diagram-preview (the server `layout-diagram preview` starts)
let package = Package(
  name: "layout-diagram",
  products: [
    .executable(name: "layout-diagram", targets: ["layout-diagram"]),
    .executable(name: "layout-diagram-bench", targets: ["layout-diagram-bench"]),
    .executable(name: "layout-diagram-preview", targets: ["layout-diagram-preview"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "UIKitVocabulary", targets: ["UIKitVocabulary"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Recipe", targets: ["Recipe"]),
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
    .library(name: "Pipeline", targets: ["Pipeline"]),
    .library(name: "Preview", targets: ["Preview"]),
    .library(name: "LayoutDiagramCLI", targets: ["LayoutDiagramCLI"]),
    .library(name: "Golden", targets: ["Golden"]),
    .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    .plugin(name: "RenderLayoutDiagrams", targets: ["RenderLayoutDiagrams"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The live preview's HTTP and WebSocket server (no SwiftNIO; see README "Live preview").
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
  ],
  targets: [
    // MARK: Core (no C, no file I/O)
    .target(name: "Cassowary"),
    .target(name: "UIKitVocabulary"),
    .target(name: "Layout", dependencies: ["Cassowary", "UIKitVocabulary"]),
    .target(name: "Recipe", dependencies: ["Layout"]),

    // MARK: C libraries, wrapped once
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]),
    // zlib: only the tests' oracle for our DEFLATE encoder and the PNG decoder's hand-made files.
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // glibc's malloc.h (mallopt): the CLI keeps freed image buffers for reuse (MemoryTuning).
    .systemLibrary(name: "CMalloc"),
    // libdeflate: whole-buffer inflate and CRC-32 for decoding PNGs (Render's PNGDecoder).
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]),
    // ICU's symbols carry a version suffix and its headers clash with
    // Foundation's copy: a tiny C target whose public header has no ICU types.
    .target(
      name: "CICULineBreak",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),

    // MARK: Text and drawing
    .target(
      name: "Typesetting",
      dependencies: ["UIKitVocabulary", "CFreeType", "CHarfBuzz", "CFontconfig", "CICULineBreak"]),
    .target(
      name: "Render", dependencies: ["Layout", "Typesetting", "CCairo", "CFreeType", "CDeflate"]),

    // MARK: Interface Builder import (FoundationXML, libxml2 underneath; reads bytes, not files)
    .target(name: "InterfaceBuilder", dependencies: ["Layout", "Recipe", "UIKitVocabulary"]),

    // MARK: UIKit and AppKit console logs (conflict logs, constraint lists, _autolayoutTrace) in,
    // recipes out; reads strings, not files; no C.
    .target(name: "ConsoleLog", dependencies: ["Layout", "Recipe"]),

    // MARK: The figure pipeline (loading, limits, solving, drawing, safe output files)
    .target(
      name: "Pipeline",
      dependencies: ["Layout", "Recipe", "Typesetting", "Render", "InterfaceBuilder", "ConsoleLog"]),

    // MARK: Golden images (comparison, metadata, check, record, reports; no test framework)
    .target(
      name: "Golden", dependencies: ["Pipeline", "Render", "Layout", "Typesetting", "InterfaceBuilder"]),

    // Golden checks inside a test suite (imports Swift Testing): expectGolden(recipe).
    .target(name: "GoldenTesting", dependencies: ["Golden", "Pipeline"]),

    // MARK: The live preview (`layout-diagram preview`): a loopback HTTP server over the pipeline
    .target(
      name: "Preview",
      dependencies: [
        "Pipeline", "Layout", "Recipe", "Render", .product(name: "FlyingFox", package: "FlyingFox"),
      ]),

    // MARK: Command line
    .target(
      name: "LayoutDiagramCLI",
      dependencies: [
        "Cassowary", "Layout", "Recipe", "Typesetting", "Render", "Pipeline", "Golden", "InterfaceBuilder",
        "ConsoleLog",
        "CMalloc",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "layout-diagram", dependencies: ["LayoutDiagramCLI"]),
    // `layout-diagram preview` replaces itself with `layout-diagram-preview` from the same folder: the
    // server's FlyingFox links FoundationNetworking (libcurl and some 26 more libraries), which would
    // double every other command's start-up. Not a dependency of `layout-diagram`: SwiftPM links an
    // executable dependency's libraries (FlyingFox) into the dependent. `swift build` builds both.
    .executableTarget(
      name: "layout-diagram-preview",
      dependencies: [
        "LayoutDiagramCLI", "Preview", "Pipeline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `swift package --allow-writing-to-package-directory render-layout-diagrams`: a package's DocC
    // figures (its catalogs' recipes and IB files, light and dark at 2x) through `layout-diagram docc`.
    .plugin(
      name: "RenderLayoutDiagrams",
      capability: .command(
        intent: .custom(
          verb: "render-layout-diagrams",
          description:
            "Draw the recipes, storyboards and xibs of the package's DocC catalogs into their Resources"),
        permissions: [
          .writeToPackageDirectory(
            reason: "The figures are written into each DocC catalog's Resources folder")
        ]),
      dependencies: ["layout-diagram"]),
    .executableTarget(
      name: "layout-diagram-bench",
      dependencies: [
        "Cassowary", "Layout", "Recipe", "Typesetting", "Render", "Pipeline", "Golden", "LayoutDiagramCLI",
        "Preview",
      ]),

    // MARK: Tests (Swift Testing)
    // The helpers the test targets share, once: running the built binary and oracle tools
    // (TestProcess, HBShape), the recipe book, the fake text measurer, a seeded generator.
    .target(name: "TestSupport", dependencies: ["Layout"], path: "Tests/TestSupport"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Cassowary", "TestSupport"]),
    .testTarget(name: "RecipeTests", dependencies: ["Recipe", "Layout", "TestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "TestSupport"]),
    .testTarget(
      name: "RenderTests",
      dependencies: [
        "Render", "Layout", "Typesetting", "Recipe", "Pipeline", "InterfaceBuilder", "TestSupport",
        // zlib: the independent oracle of the DEFLATE encoder and decoder tests (Render no longer links it).
        "CZlib",
      ]),
    .testTarget(
      name: "PipelineTests",
      dependencies: ["Pipeline", "Render", "Recipe", "Layout", "ConsoleLog", "Typesetting", "TestSupport"]),
    .testTarget(
      name: "GoldenTests",
      dependencies: ["Golden", "GoldenTesting", "Pipeline", "Render", "Typesetting", "TestSupport"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "Recipe", "Layout", "Render", "TestSupport"]),
    .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "Recipe", "Layout", "TestSupport"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview", "Pipeline", "TestSupport"]),
    .testTarget(
      name: "LayoutDiagramCLITests",
      dependencies: ["LayoutDiagramCLI", "Pipeline", "Render", "Recipe", "Layout", "TestSupport"]),
  ]
)
