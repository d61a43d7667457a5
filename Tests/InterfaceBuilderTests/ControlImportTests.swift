import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Controls with an intrinsic size of their own (issue 22, cause 3): each IB element becomes its
/// recipe kind, and a control held only by its position takes the size docs/interface-builder.md
/// ("Controls") cites for it.
@Suite struct ControlImportTests {
  /// Each frame is its position (leading, top) and the size ControlMetrics cites: medium indicator
  /// 20 x 20, large 37 x 37, switch 51 x 31 less 2 (its alignment rectangle), stepper 94 x 32, segmented control the stored width
  /// 145 x its alignment height 31 (its frame 32 less 1 at the bottom), five pages 18 x 5 + 67.5 = 157.5 x 27.5 (the iOS 14 SDK's 18 a page, and Xcode 12's padding and height: the document is Xcode 12's), date picker 320 x 216; the slider spans 320 - 20, 30 high (its 31-point frame less 1 at the bottom).
  @Test func eachControlTakesItsIntrinsicSize() throws {
    let solved = try ImportSupport.solvedFirst(ImportSupport.importFixture("Controls.xib"))
    for line in [
      #"activityIndicator "Spinner" id "spin""#,
      #"activityIndicator "Big Spinner" intrinsic 37 x 37 id "bigSpin""#,
      #"stepper "Stepper" id "step""#,
      #"segmentedControl "Mode" intrinsic 145 x 31 id "seg""#,
      #"pageControl "Pages" intrinsic 157.5 x 27.5 id "pages""#,
      #"datePicker "Date" id "date""#,
      #"slider "Volume" intrinsic none x 30 id "slide""#,
      #"switch "Toggle" intrinsic 49 x 31 hugging 250 id "toggle""#,  // IB wrote no hugging
    ] {
      #expect(solved.text.contains("\n" + line + "\n"), "\(line)\n---\n\(solved.text)")
    }
    #expect(solved.framesByIBID["spin"] == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(solved.framesByIBID["bigSpin"] == Rect(x: 40, y: 10, width: 37, height: 37))
    #expect(solved.framesByIBID["toggle"] == Rect(x: 200, y: 10, width: 49, height: 31))
    #expect(solved.framesByIBID["step"] == Rect(x: 10, y: 60, width: 94, height: 32))
    #expect(solved.framesByIBID["slide"] == Rect(x: 10, y: 100, width: 300, height: 30))
    #expect(solved.framesByIBID["seg"] == Rect(x: 10, y: 140, width: 145, height: 31))
    #expect(solved.framesByIBID["pages"] == Rect(x: 10, y: 180, width: 157.5, height: 27.5))
    #expect(solved.framesByIBID["date"] == Rect(x: 0, y: 230, width: 320, height: 216))
    #expect(!solved.text.contains("warning"), "\(solved.text)")
  }

  /// A document saved by Xcode 26 (toolsVersion 24506) gets its switch's 63 x 28 (61 x 28 aligned) and its page
  /// control's 18 x 5 + 19 = 109 x 25 (five pages); a date picker of
  /// another style and an unknown indicator style are warned and sized as the defaults.
  @Test func xcode26SwitchAndUnmodelledStyles() throws {
    var text = try ImportSupport.fixtureText("Controls.xib", toolsVersion: "24506")
    text = text.replacingOccurrences(of: #"datePickerMode="dateAndTime""#, with: #"style="inline""#)
    text = text.replacingOccurrences(of: #"style="medium""#, with: #"style="jumbo""#)
    let result = try ImportSupport.importDocument(text: text, name: "Controls.xib")
    #expect(
      result.warnings.map(\.message) == [
        #"activity indicator style "jumbo" is not known; sized as the medium style (20 x 20)"#,
        "a date picker of the inline style is not modelled; sized as the wheels style (320 x 216)",
      ])
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.framesByIBID["toggle"] == Rect(x: 200, y: 10, width: 61, height: 28))
    #expect(solved.framesByIBID["spin"] == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(solved.framesByIBID["date"] == Rect(x: 0, y: 230, width: 320, height: 216))
    #expect(solved.framesByIBID["pages"] == Rect(x: 10, y: 180, width: 109, height: 25))
  }

  /// Before the iOS 14 SDK (toolsVersion below 17000) a page control is 37 high.
  @Test func pageControlBeforeXcode12() throws {
    let text = try ImportSupport.fixtureText("Controls.xib", toolsVersion: "16097")
    let solved = try ImportSupport.solvedFirst(ImportSupport.importDocument(text: text, name: "Controls.xib"))
    #expect(solved.text.contains(#"pageControl "Pages" intrinsic 71 x 37 id "pages""#), "\(solved.text)")
    #expect(solved.framesByIBID["pages"] == Rect(x: 10, y: 180, width: 71, height: 37))
  }

  /// The sizes are the frames IB stored for controls no constraint sizes, in the shared files:
  /// githawk's medium indicator (held by its leading edge and centre), esri's large one (no
  /// constraints), skeletonview's segmented control and stepper (held by an edge and the centre).
  @Test func sharedFilesStoredFrames() throws {
    let cases: [(file: String, id: String, size: Size)] = [
      ("githawk-OauthLogin.storyboard", "aQ2-N2-0DI", Size(width: 20, height: 20)),
      ("esri-ProgressViewController.xib", "fuJ-0p-PJT", Size(width: 37, height: 37)),
      // Stored 145 x 32: its alignment rectangle is 1 point shorter (`AlignmentRect`).
      ("skeletonview-CollectionView-Main.storyboard", "fMR-vj-7de", Size(width: 145, height: 31)),
    ]
    for (file, id, size) in cases {
      let result = try ImportSupport.importSharedPublicApp(file)
      var found: Rect?
      for recipe in result.recipes where recipe.text.contains(#"id "\#(id)""#) {
        found = try ImportSupport.solved(recipe).framesByIBID[id]
      }
      let frame = try #require(found, "\(id) not imported from \(file)")
      #expect(frame.width == size.width && frame.height == size.height, "\(file) \(id): \(frame)")
    }
  }

  /// A switch's stored frame reaches 2 points past its alignment rectangle at the trailing side:
  /// esri's `xA8-gg-qeF` is held by `Superview.Trailing = Switch.Trailing + 16` in a 414-point
  /// cell and IB stored it from 349 to 400 (51 wide); the constraint puts its aligned trailing
  /// edge at 398, so it is 349 to 398, which is the stored frame as compared (49 wide).
  @Test func switchAlignmentRectangle() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-GenerateOfflineMapOverrides.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "xA8-gg-qeF""#) })
    let stored = try #require(recipe.storedFrames.first { $0.ibID == "xA8-gg-qeF" })
    #expect(stored.frame.minX == 349 && stored.frame.maxX == 398, "\(stored.frame)")
    let comparison = try FrameComparisonTests.compare(recipe)
    #expect(!comparison.differences.contains { $0.ibID == "xA8-gg-qeF" }, "\(comparison.differences)")
    let frame = try #require(try ImportSupport.solved(recipe).framesByIBID["xA8-gg-qeF"])
    #expect(frame.minX == 349 && frame.width == 49, "\(frame)")
  }

  /// A slider's stored frame reaches 2 points past its alignment rectangle at each side and 1
  /// below it: esri's `hJV-NB-7t7` is pinned to the margins of a 414-point cell (20 and 394), below
  /// a label stored down to 38, and to the bottom margin of a 96-point row (85); IB stored it at
  /// (18, 38; 378 x 48). As compared it is (20, 38; 374 x 47), and our layout puts it there within
  /// the half point of the label's height above it (Inter's 20.5, IB's 21).
  @Test func sliderAlignmentRectangle() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-GenerateOfflineMapOverrides.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "hJV-NB-7t7""#) })
    let stored = try #require(recipe.storedFrames.first { $0.ibID == "hJV-NB-7t7" })
    #expect(stored.frame == Rect(x: 20, y: 38, width: 374, height: 47), "\(stored.frame)")
    let comparison = try FrameComparisonTests.compare(recipe)
    #expect(!comparison.differences.contains { $0.ibID == "hJV-NB-7t7" }, "\(comparison.differences)")
  }

  /// A progress view held by its top and sides only is 4 high in a document of Xcode 12 or
  /// later (toolsVersion 17156: the kind's own height, nothing written) and 2 high in one saved
  /// before Xcode 12 (toolsVersion 15702 and 16097, Xcode 11: `intrinsic none x 2`), at (20, 30)
  /// 280 wide in a 320 x 100 view either way; a document without a toolsVersion is current.
  @Test func progressViewHeightByEra() throws {
    let eras: [(tools: String?, height: Double)] = [("17156", 4), ("16097", 2), ("15702", 2), (nil, 4)]
    for (tools, height) in eras {
      let xib = IBFixtureDocument(
        toolsVersion: tools,
        scenes: [
          .view(
            IBFixtureRoot(
              width: 320, height: 100,
              subviews: """
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                    <rect key="frame" x="20" y="30" width="280" height="\(height)"/>
                </progressView>
                """,
              constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="t"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="b"/>
                """))
        ]
      ).xib
      let solved = try ImportSupport.solvedFirst(
        ImportSupport.importDocument(text: xib, name: "Progress.xib"))
      #expect(
        solved.framesByIBID["bar"] == Rect(x: 20, y: 30, width: 280, height: height), "\(tools ?? "none")")
      let line =
        height == 2 ? #"progressView "Bar" intrinsic none x 2 id "bar""# : #"progressView "Bar" id "bar""#
      #expect(solved.text.contains("\n" + line + "\n"), "\(line)\n---\n\(solved.text)")
    }
  }

  /// A classic button that shows only an image is its image's size plus its `contentEdgeInsets`
  /// (docs/interface-builder.md, "Controls"; an app image taller than the title font's empty line
  /// decides alone: `UntitledImageButtonImportTests`): held by its leading edge and top only, a
  /// custom button with a 24 x 24 image is 24 x 24 at (10, 10); a system one with insets (minX 3,
  /// minY 2, maxX 5, maxY 4) is 24 + 3 + 5 = 32 wide and 24 + 2 + 4 = 30 high at (50, 10), both
  /// written with their image (and the insets), not a fixed size. A button with a title as well
  /// and one whose image `<resources>` does not list get no size; one showing a system symbol gets
  /// the symbol's size, not the listed 117 x 128.
  @Test func imageOnlyButtonTakesItsImageSize() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "23504",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 320, height: 100,
            subviews: [
              IBFixtureView.button(
                "img", label: "Img", frame: Rect(x: 10, y: 10, width: 24, height: 24),
                normal: #"image="Icon""#),
              IBFixtureView.button(
                "sys", label: "Sys", type: "system", frame: Rect(x: 50, y: 10, width: 32, height: 30),
                contentInsets: (minX: 3, minY: 2, maxX: 5, maxY: 4), normal: #"image="Icon""#),
              IBFixtureView.button(
                "titled", label: "Titled", type: "system", frame: Rect(x: 100, y: 10, width: 60, height: 30),
                normal: #"title="Go" image="Icon""#),
              IBFixtureView.button(
                "missing", label: "Missing", frame: Rect(x: 200, y: 10, width: 30, height: 30),
                normal: #"image="Nowhere""#),
              IBFixtureView.button(
                "symbol", label: "Symbol", frame: Rect(x: 250, y: 10, width: 19, height: 22),
                normal: #"image="trash" catalog="system""#),
            ].joined(separator: "\n"),
            constraints: IBFixtureRoot.leadingTopPins([
              (id: "img", x: 10, y: 10),
              (id: "sys", x: 50, y: 10),
              (id: "titled", x: 100, y: 10),
              (id: "missing", x: 200, y: 10),
              (id: "symbol", x: 250, y: 10),
            ])))
      ],
      resources: """
        <image name="Icon" width="24" height="24"/>
        <image name="trash" catalog="system" width="117" height="128"/>
        """
    ).xib
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: xib, name: "ImageButtons.xib"))
    #expect(solved.framesByIBID["img"] == Rect(x: 10, y: 10, width: 24, height: 24))
    #expect(solved.framesByIBID["sys"] == Rect(x: 50, y: 10, width: 32, height: 30))
    let lines = solved.text.split(separator: "\n")
    #expect(
      lines.contains { $0.contains(#"id "img""#) && $0.contains("font 18 image 24 x 24") }, "\(solved.text)")
    #expect(
      lines.contains { $0.contains(#"id "sys""#) && $0.contains("contentInsets 2 3 4 5 image 24 x 24") },
      "\(solved.text)")
    for id in ["titled", "missing"] {
      #expect(lines.contains { $0.contains(#"id "\#(id)""#) && !$0.contains("intrinsic") }, "\(solved.text)")
    }
    // A system symbol at a button's symbol size ("Controls"), not its 128-point shape: medium,
    // after Xcode 13: 20 x 117 / 128 = 18.281 wide, 22 high; no insets.
    #expect(
      lines.contains { $0.contains(#"id "symbol""#) && $0.contains("intrinsic 18.281 x 22") },
      "\(solved.text)")
  }

  /// A classic button that shows only a background image is that image's size (docs/
  /// interface-builder.md, "Controls"): held by its leading edge and top, a button with a 126 x 126
  /// background is 126 x 126 at (10, 10), its content insets (4 on every side) adding nothing, as
  /// the background fills the bounds. One with a title as well, one whose background `<resources>`
  /// does not list and one with a system symbol as its background get no such size.
  @Test func backgroundImageOnlyButtonTakesItsImageSize() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 600, height: 200,
            subviews: [
              IBFixtureView.button(
                "bg", label: "Background", type: "system", frame: Rect(x: 10, y: 10, width: 126, height: 126),
                contentInsets: (minX: 4, minY: 4, maxX: 4, maxY: 4), normal: #"backgroundImage="Begin""#),
              IBFixtureView.button(
                "titled", label: "Titled", type: "system",
                frame: Rect(x: 200, y: 10, width: 126, height: 126),
                normal: #"title="Go" backgroundImage="Begin""#),
              IBFixtureView.button(
                "missing", label: "Missing", frame: Rect(x: 350, y: 10, width: 30, height: 30),
                normal: #"backgroundImage="Nowhere""#),
              IBFixtureView.button(
                "symbol", label: "Symbol", frame: Rect(x: 450, y: 10, width: 30, height: 30),
                normal: #"backgroundImage="trash" catalog="system""#),
            ].joined(separator: "\n"),
            constraints: IBFixtureRoot.leadingTopPins([
              (id: "bg", x: 10, y: 10),
              (id: "titled", x: 200, y: 10),
              (id: "missing", x: 350, y: 10),
              (id: "symbol", x: 450, y: 10),
            ])))
      ],
      resources: """
        <image name="Begin" width="126" height="126"/>
        <image name="trash" catalog="system" width="117" height="128"/>
        """
    ).xib
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: xib, name: "BackgroundButtons.xib"))
    #expect(solved.framesByIBID["bg"] == Rect(x: 10, y: 10, width: 126, height: 126), "\(solved.text)")
    let lines = solved.text.split(separator: "\n")
    #expect(
      lines.contains { $0.contains(#"id "bg""#) && $0.contains("intrinsic 126 x 126") }, "\(solved.text)")
    for id in ["titled", "missing", "symbol"] {
      #expect(
        lines.contains {
          $0.contains(#"id "\#(id)""#) && !$0.contains("intrinsic 126") && !$0.contains("x 128")
        },
        "\(solved.text)")
    }
  }

  /// A classic button's `contentEdgeInsets` replace the 6 points UIKit puts above and below its
  /// title: each button sits beside a label of the same text and font (system 15), so no font
  /// metric is assumed. Insets 8 on every side: the label + 16 wide and + 16 high; no insets: the
  /// label's width and + 12 high; insets of zero (as IB may write them) are no insets.
  @Test func classicButtonContentEdgeInsetsReplaceThePadding() throws {
    func button(_ id: String, x: Double, insets: Double?) -> String {
      IBFixtureView.button(
        id, type: "system", frame: Rect(x: x, y: 50, width: 40, height: 30),
        contentInsets: insets.map { (minX: $0, minY: $0, maxX: $0, maxY: $0) }, normal: #"title="Go Ahead""#)
    }
    let xib = IBFixtureDocument(
      toolsVersion: "23504",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 320, height: 100,
            subviews: [
              IBFixtureView.label(
                "label", text: "Go Ahead", frame: Rect(x: 10, y: 10, width: 60, height: 18), pointSize: 15),
              button("padded", x: 10, insets: 8),
              button("plain", x: 110, insets: nil),
              button("zero", x: 210, insets: 0),  // written minX="0.0" ..., as IB may write it
            ].joined(separator: "\n"),
            constraints: IBFixtureRoot.leadingTopPins([
              (id: "label", x: 10, y: 10),
              (id: "padded", x: 10, y: 50),
              (id: "plain", x: 110, y: 50),
              (id: "zero", x: 210, y: 50),
            ])))
      ]
    ).xib
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: xib, name: "ClassicInsets.xib"))
    let label = try #require(solved.framesByIBID["label"])
    let lines = solved.text.split(separator: "\n")
    #expect(
      lines.contains { $0.contains(#"id "padded""#) && $0.contains("contentInsets 8") }, "\(solved.text)")
    #expect(solved.framesByIBID["padded"]?.size == Size(width: label.width + 16, height: label.height + 16))
    for id in ["plain", "zero"] {
      #expect(solved.framesByIBID[id]?.size == Size(width: label.width, height: label.height + 12), "\(id)")
    }
    #expect(!solved.text.contains("contentInsets 0"), "\(solved.text)")
  }

  /// A classic button sized by its title is at least 30 wide, and one without a title is one empty
  /// line of its title font high plus its padding (docs/interface-builder.md, "Controls"; read
  /// from stored frames: "yes"/"no", "Skip" and one-emoji buttons stored 30 wide, UIKitCatalog's
  /// empty system buttons 30 x 30 and empty custom one 30 x 34, DuckDuckGo's empty custom button
  /// with a 21-point bottom inset 43 high). Beside a 15-point label "Go" (narrower than 30), each
  /// expected size comes from that label or from San Francisco's 18-point line (1.1934 x 18 =
  /// 21.48), rounded up to whole points as every classic button is.
  @Test func classicButtonMinimumWidthAndEmptyTitle() throws {
    func button(
      _ id: String, x: Double, type: String?, title: String?,
      insets: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil
    ) -> String {
      IBFixtureView.button(
        id, type: type, frame: Rect(x: x, y: 50, width: 40, height: 30), contentInsets: insets,
        normal: title.map { #"title="\#($0)""# } ?? "")
    }
    let ids = ["short", "emptySystem", "emptyCustom", "emptyInset", "long"]
    let xib = IBFixtureDocument(
      toolsVersion: "19150",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 600, height: 100,
            subviews: [
              IBFixtureView.label(
                "label", text: "Go", frame: Rect(x: 10, y: 10, width: 20, height: 18), pointSize: 15),
              IBFixtureView.label(
                "longLabel", text: "Go Ahead Then", frame: Rect(x: 110, y: 10, width: 100, height: 18),
                pointSize: 15),
              button("short", x: 10, type: "system", title: "Go"),
              button("emptySystem", x: 110, type: "system", title: nil),
              button("emptyCustom", x: 210, type: nil, title: nil),
              button(
                "emptyInset", x: 310, type: nil, title: nil, insets: (minX: 0, minY: 0, maxX: 0, maxY: 21)),
              button("long", x: 410, type: "system", title: "Go Ahead Then"),
            ].joined(separator: "\n"),
            constraints: IBFixtureRoot.leadingTopPins(
              [(id: "label", x: 10, y: 10), (id: "longLabel", x: 110, y: 10)]
                + ids.enumerated().map { i, id in (id: id, x: Double(10 + 100 * i), y: 50) })))
      ]
    ).xib
    let solved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: xib, name: "ClassicMinimum.xib"))
    let label = try #require(solved.framesByIBID["label"])
    let longLabel = try #require(solved.framesByIBID["longLabel"])
    #expect(label.width < 30, "the reference title must be narrower than the minimum: \(label.width)")
    let lineHeight18 = 1.1934 * 18
    #expect(solved.framesByIBID["short"]?.size == Size(width: 30, height: (label.height + 12).rounded(.up)))
    #expect(
      solved.framesByIBID["emptySystem"]?.size == Size(width: 30, height: (label.height + 12).rounded(.up)))
    #expect(
      solved.framesByIBID["emptyCustom"]?.size == Size(width: 30, height: (lineHeight18 + 12).rounded(.up)))
    #expect(
      solved.framesByIBID["emptyInset"]?.size == Size(width: 30, height: (lineHeight18 + 21).rounded(.up)))
    #expect(solved.framesByIBID["emptyCustom"]?.height == 34, "UIKitCatalog's stored 30 x 34")
    #expect(solved.framesByIBID["emptyInset"]?.height == 43, "DuckDuckGo's stored 43")
    #expect(
      solved.framesByIBID["long"]?.size
        == Size(width: longLabel.width.rounded(.up), height: (longLabel.height + 12).rounded(.up)))
  }

  /// A `<toolbar>` view has UIToolbar's height and no width of its own: pinned to the bottom and
  /// sides of a xib's top-level view of the device's size, it is 44 high on the iPhone 8
  /// (retina4_7: (0, 623) 375 x 44) and 49 on a phone with a home indicator (retina6_1:
  /// (0, 847) 414 x 49), but 44 held at the top; esri's toolbar is at IB's stored (0, 813) 414 x 49.
  @Test func toolbarHeight() throws {
    for (device, width, height, bar) in [("retina4_7", 375.0, 667.0, 44.0), ("retina6_1", 414, 896, 49)] {
      let xib = IBFixtureDocument(
        toolsVersion: "17156", device: "\(device)",
        scenes: [
          .view(
            IBFixtureRoot(
              width: Double(width), height: Double(height),
              subviews: """
                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="\(height - bar)" width="\(width)" height="\(bar)"/>
                </toolbar>
                """,
              constraints: """
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
                <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>
                """))
        ]
      ).xib
      let solved = try ImportSupport.solvedFirst(ImportSupport.importDocument(text: xib, name: "Toolbar.xib"))
      #expect(
        solved.framesByIBID["bar"] == Rect(x: 0, y: height - bar, width: width, height: bar), "\(device)")
    }
    // Held at the top instead, the same toolbar keeps 44 on the phone with a home indicator
    // (beam-Subreddit's toolbars below its navigation bar, /work/unseen-h): (0, 0) 414 x 44.
    let top = IBFixtureDocument(
      toolsVersion: "17156", device: "retina6_1",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 414, height: 896,
            subviews: """
              <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
              </toolbar>
              """,
            constraints: """
              <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
              <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
              """))
      ]
    ).xib
    let topSolved = try ImportSupport.solvedFirst(
      ImportSupport.importDocument(text: top, name: "Toolbar.xib"))
    #expect(topSolved.framesByIBID["bar"] == Rect(x: 0, y: 0, width: 414, height: 44))
    let result = try ImportSupport.importSharedPublicApp("esri-GenerateOfflineMapOverrides.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "tt7-kv-ee8""#) })
    #expect(
      try ImportSupport.solved(recipe).framesByIBID["tt7-kv-ee8"]
        == Rect(x: 0, y: 813, width: 414, height: 49))
  }
}
