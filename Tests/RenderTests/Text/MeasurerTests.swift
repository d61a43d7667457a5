import Foundation
import Layout
import Render
import TestSupport
import Testing
import Typesetting

/// The measurer's widths agree with HarfBuzz's own command-line shaper on the same font file.
@Suite struct MeasurerTests {
  /// A named family ("Inter") is measured as the file shapes it: hb-shape's advance exactly.
  @Test(arguments: ["Name", "Enter name", "Much Longer Button Title"])
  func widthMatchesHbShape(_ text: String) throws {
    let inter = ResolvedFont(family: "Inter", pointSize: 17)
    let shaped = try TypesettingShaper.shared().shape(text, font: inter, maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    // hb-shape at font size 17000 gives advances in 1/1000 px at 17 px (REFERENCE §5).
    let oracle = try HBShape.width(text, font: path, size: 17)
    let measured = try Fixtures.measurer.measure(TextMeasureRequest(text: text, font: inter))
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape \(oracle)")
    #expect(measured.lineCount == 1)
  }

  /// Avenir Next ships with iOS but is not installed here: fontconfig's stand-in keeps its own
  /// glyphs and lays its lines out with Avenir Next's vertical metrics (`VerticalMetrics.avenirNext`:
  /// ascender 1 em, descender -0.366 em, no gap). By hand: one 28-pt line is 28 x 1.366 = 38.248
  /// high with its baseline 28 down (githawk-OauthLogin stores its Avenir Next DemiBold 28 label
  /// 38.5 high, 38.248 rounded up at 2x), two 16-pt lines 2 x 21.856 = 43.712, and the PostScript
  /// spelling `AvenirNext` is the same family. A family that is neither installed nor one of iOS's
  /// (Open Sans) keeps the stand-in's own lines: as tall as Inter's.
  @Test func avenirNextStandInLaysLinesOutAsAvenirNext() throws {
    let demiBold = ResolvedFont(family: "Avenir Next", pointSize: 28, weight: .semibold)
    let one = try Fixtures.measurer.measure(TextMeasureRequest(text: "Welcome to GitHawk", font: demiBold))
    #expect(abs(one.height - 38.248) < 1e-9, "height \(one.height)")
    #expect(abs(one.firstBaseline - 28) < 1e-9, "baseline \(one.firstBaseline)")
    let two = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "AWAKE\nTYCHO", font: ResolvedFont(family: "AvenirNext", pointSize: 16), numberOfLines: 0))
    #expect(two.lineCount == 2)
    #expect(abs(two.height - 43.712) < 1e-9, "height \(two.height)")
    let openSans = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "W 90th St", font: ResolvedFont(family: "Open Sans", pointSize: 15)))
    let inter = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "W 90th St", font: ResolvedFont(family: "Inter", pointSize: 15)))
    #expect(openSans.height == inter.height)
    #expect(abs(inter.height - 15 * 1.21) < 0.01, "Inter's own lines, about 1.21 em")
  }

  /// Courier New and Avenir ship with iOS but are not installed here: their stand-ins take Courier
  /// New's lines (hhea 1705 + 615 of 2048: 17 x 2320 / 2048 = 19.2578125, Tinode's labels stored
  /// 19.333 at 3x) and Avenir Next's (32 x 1.366 = 43.712, Tinode's Avenir Medium label stored 44).
  @Test func courierNewAndAvenirStandInsLayLinesOutAsTheirFamilies() throws {
    let courier = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "timestamp", font: ResolvedFont(family: "Courier New", pointSize: 17)))
    #expect(abs(courier.height - 19.2578125) < 1e-9, "height \(courier.height)")
    let avenir = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "Tinode", font: ResolvedFont(family: "Avenir", pointSize: 32, weight: .medium))
    )
    #expect(abs(avenir.height - 43.712) < 1e-9, "height \(avenir.height)")
  }

  /// Roboto (an app font, installed since session 33: fonts-roboto-unhinted's Roboto 2 has the
  /// same hhea, so a stand-in without it lays out the same lines) and PingFang SC (an iOS font,
  /// not installed here): their fonts take Roboto 2's published line (hhea 1900 + 500 of 2048:
  /// 24 x 2400 / 2048 = 28.125, a Black 24-pt label stored 28.5 at 2x; the baseline 24 x 1900 / 2048 = 22.265625 down) and
  /// PingFang SC's 1.4 em (12 x 1.4 = 16.8, a 12-pt label stored 17 at 3x). Inter's own line
  /// (about 1.21 em: 29.04 and 14.52) would be neither. The lookup ignores case and spaces.
  @Test func robotoAndPingFangStandInsLayLinesOutAsTheirFamilies() throws {
    let roboto = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "49.875.655,59", font: ResolvedFont(family: "Roboto", pointSize: 24, weight: .black)))
    #expect(abs(roboto.height - 28.125) < 1e-9, "height \(roboto.height)")
    #expect(abs(roboto.firstBaseline - 22.265625) < 1e-9, "baseline \(roboto.firstBaseline)")
    let pingFang = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "Peer", font: ResolvedFont(family: "PingFang SC", pointSize: 12)))
    #expect(abs(pingFang.height - 16.8) < 1e-9, "height \(pingFang.height)")
    #expect(VerticalMetrics.standInFamily("PingFangSC") == VerticalMetrics.pingFangSC)
    #expect(VerticalMetrics.standInFamily("Roboto Mono") == nil)
  }

  /// App fonts that are not installed whose lines are read from the files apps bundle: by hand
  /// from their hhea tables, Material Icons (512 / 0 of 512) and icomoon (960 / -64 of 1024) are
  /// 1 em, 24 at 24 pt (ChatSecure stores its 24-pt icon labels 24 high), with the baseline 24
  /// and 22.5 down; DIN Next LT Pro the 7/6 em its labels are stored in (its file's hhea 750 /
  /// -250 of 1000 with a 1/6-em gap instead of the file's 200), 28 at 24 pt (Tropos stores 28 at
  /// 2x; the file's 1.2 em gives 28.8), the baseline 18 down; Montserrat
  /// (968 / -251 of 1000) 1.219 em, 25.599 at 21 pt (Lockdown stores 26 at 2x). Inter's own line
  /// (about 1.21 em) is none of them but Montserrat's, within 0.2. FontAwesome 4.7 (1536 / -256 of
  /// 1792) is 1 em, 24 at 24 pt (eurofurence stores its 24-pt icon labels 24 high).
  @Test func appFontStandInsLayLinesOutAsTheirFiles() throws {
    let cases: [(family: String, size: Double, height: Double, baseline: Double)] = [
      ("Material Icons", 24, 24, 24), ("icomoon", 24, 24, 22.5), ("DIN Next LT Pro", 24, 28, 18),
      ("Montserrat", 21, 25.599, 20.328), ("FontAwesome", 24, 24, 24 * 1536 / 1792.0),
    ]
    for (family, size, height, baseline) in cases {
      let measured = try Fixtures.measurer.measure(
        TextMeasureRequest(text: "home", font: ResolvedFont(family: family, pointSize: size)))
      #expect(abs(measured.height - height) < 1e-9, "\(family): height \(measured.height)")
      #expect(abs(measured.firstBaseline - baseline) < 1e-9, "\(family): baseline \(measured.firstBaseline)")
    }
    #expect(VerticalMetrics.standInFamily("MaterialIcons") == VerticalMetrics.materialIcons)
    #expect(VerticalMetrics.standInFamily("DINNextLTPro") == VerticalMetrics.dinNext)
  }

  /// Courier New's stand-in is Liberation Mono (fonts-liberation2), which keeps Courier New's
  /// advance of 1229/2048 em (0.6 em) for every character, not Inter: by hand, "1.0.0 (222)", 11
  /// characters at 17 pt, is 11 x 17 x 1229 / 2048 = 112.2197 wide (Tinode stores that label
  /// 112.333 wide at 3x, 112.2197 rounded up; DejaVu Sans Mono, the stand-in before session 33,
  /// gave 1233/2048 em, 112.58; Inter about 86), with Courier New's lines (the same 19.2578 at
  /// 17 pt), and the shaped run's font is Liberation Mono's file.
  @Test func courierNewStandInIsMonospaced() throws {
    let courier = ResolvedFont(family: "Courier New", pointSize: 17)
    let text = "1.0.0 (222)"
    let measured = try Fixtures.measurer.measure(TextMeasureRequest(text: text, font: courier))
    #expect(abs(measured.width - 11 * 17 * 1229 / 2048.0) < 1e-9, "width \(measured.width)")
    #expect(abs(measured.height - 19.2578125) < 1e-9, "height \(measured.height)")
    let shaped = try TypesettingShaper.shared().shape(text, font: courier, maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    #expect(path.hasSuffix("/LiberationMono-Regular.ttf"), "shaped in \(path)")
  }

  /// Avenir Next Condensed ships with iOS but is not installed here: its stand-in takes Avenir
  /// Next's line, 1.366 em with the baseline 1 em down. By hand: 16 pt is 16 x 1.366 = 21.856
  /// (synthone's fixed-frame Regular 16-pt labels stored 22 at 2x, 43.712 px rounded up to 44),
  /// DemiBold 18 pt 24.588 (stored 25), and the PostScript spelling `AvenirNextCondensed` is the
  /// same family; Inter's own line (about 1.21 em: 19.36 at 16 pt) would not be.
  @Test func avenirNextCondensedStandInLaysLinesOutAsAvenirNext() throws {
    let regular = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "Learn how this app was made",
        font: ResolvedFont(family: "Avenir Next Condensed", pointSize: 16)))
    #expect(abs(regular.height - 21.856) < 1e-9, "height \(regular.height)")
    #expect(abs(regular.firstBaseline - 16) < 1e-9, "baseline \(regular.firstBaseline)")
    let demiBold = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "WEBSITE", font: ResolvedFont(family: "AvenirNextCondensed", pointSize: 18, weight: .semibold)))
    #expect(abs(demiBold.height - 24.588) < 1e-9, "height \(demiBold.height)")
  }

  /// Helvetica Neue ships with iOS but is not installed here: its stand-in takes its line of
  /// 0.952 + 0.213 + 0.028 (gap) = 1.193 em at every weight (17 x 1.193 = 20.281: breadwallet's
  /// 17-pt labels stored 20 and 21 at 2x; 13 pt 15.509, stored 15.5 and 16.5; a 4-line 16-pt
  /// label 76.352, threema's stored 76.333 at 3x), with its first baseline at the ascender
  /// (17 x 0.952 = 16.184). Two lines are twice the line.
  @Test func helveticaNeueStandInLaysLinesOutAsHelveticaNeue() throws {
    let regular = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "no transactions", font: ResolvedFont(family: "Helvetica Neue", pointSize: 17))
    )
    #expect(abs(regular.height - 20.281) < 1e-9, "height \(regular.height)")
    #expect(abs(regular.firstBaseline - 16.184) < 1e-9, "baseline \(regular.firstBaseline)")
    let light = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "subtitle", font: ResolvedFont(family: "Helvetica Neue", pointSize: 13, weight: .light)))
    #expect(abs(light.height - 15.509) < 1e-9, "height \(light.height)")
    let bold = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "ASCII-Armor Keys", font: ResolvedFont(family: "Helvetica Neue", pointSize: 14, weight: .bold)))
    #expect(abs(bold.height - 16.702) < 1e-9, "height \(bold.height)")
    let twoLines = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "Label\nLabel", font: ResolvedFont(family: "HelveticaNeue", pointSize: 24), numberOfLines: 0))
    #expect(twoLines.lineCount == 2)
    #expect(abs(twoLines.height - 2 * 28.632) < 1e-9, "height \(twoLines.height)")
  }

  /// The system font (no family) is Inter with San Francisco's automatic tracking: the Human
  /// Interface Guidelines' SF Pro table gives -0.43 pt at 17 pt and -0.23 at 15, added after
  /// every glyph (these strings are one glyph per character in Inter), each space 0.02 em
  /// narrower, and +0.37 at 36 (drawn
  /// in Inter Display there: San Francisco's Display design from 23 pt, `opticalSizeBetween20And23`).
  @Test(arguments: [
    ("Name", 17.0, -0.43), ("Enter name", 15, -0.23), ("Much Longer Button Title", 17, -0.43),
    ("Green", 36, 0.37),
  ])
  func systemFontAddsSanFranciscoTracking(_ text: String, size: Double, tracking: Double) throws {
    let shaped = try TypesettingShaper.shared().shape(
      text, font: ResolvedFont(pointSize: size), maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    let glyphs = try #require(shaped.lines.first?.segments.first?.glyphs.count)
    #expect(glyphs == text.count)
    // San Francisco's word space: -0.02 em per space (`VerticalMetrics.sanFranciscoWordSpacing`).
    let spaces = Double(text.filter { $0 == " " }.count)
    let oracle =
      try HBShape.width(text, font: path, size: size) + Double(text.count) * tracking + spaces * -0.02 * size
    let measured = Fixtures.measure(text, size: size)
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape + tracking \(oracle)")
  }

  /// The system font's heavier weights: the HIG's tracking plus San Francisco's extra width for
  /// the weight (`VerticalMetrics.sanFranciscoWeightTracking`: below 23 pt 0.011 em at semibold,
  /// 0.006 at medium, 0.013 at bold; from 23 pt 0.013 at bold, 0.035 at black) after every glyph,
  /// on the weight's face (Inter, from 23 pt Inter Display). Oracle:
  /// hb-shape's width of that face plus n x (tracking + extra) and -0.02 em per space.
  @Test(arguments: [
    ("Follow for updates", 17.0, FontWeight.semibold, -0.43 + 0.011 * 17),
    ("Sign in to your account", 16, .medium, -0.31 + 0.006 * 16),
    ("Riley Testut", 18, .bold, -0.44 + 0.013 * 18),
    ("Blink File Providers", 24, .bold, 0.07 + 0.013 * 24),
    ("Yellow", 36, .black, 0.37 + 0.035 * 36),
  ])
  func heavierWeightsAreWider(_ text: String, size: Double, weight: FontWeight, tracking: Double) throws {
    let font = ResolvedFont(pointSize: size, weight: weight)
    let shaped = try TypesettingShaper.shared().shape(text, font: font, maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    let spaces = Double(text.filter { $0 == " " }.count)
    let oracle =
      try HBShape.width(text, font: path, size: size) + Double(text.count) * tracking + spaces * -0.02 * size
    let measured = try Fixtures.measurer.measure(TextMeasureRequest(text: text, font: font))
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape + tracking \(oracle)")
  }

  /// Between 20 and 23 pt the system font's advances move from Inter's toward Inter Display's as
  /// San Francisco's design moves from Text to Display (`VerticalMetrics.sanFranciscoDisplayFraction`):
  /// at 21 pt a third of the way, drawn in Inter; at 22 pt two thirds, drawn in Inter Display with
  /// advances a third back toward Inter's; up to 20 pt Inter and from 23 pt Inter Display. Oracle:
  /// hb-shape's width in the face drawn plus the fraction of the difference of the two faces'
  /// unkerned advances (`-kern`), plus the HIG's tracking per glyph.
  @Test(arguments: [
    (17.0, 0.0, false, -0.43), (21.0, 1.0 / 3, false, -0.36), (22.0, 1.0 / 3, true, -0.26),
    (28.0, 0.0, true, 0.38),
  ])
  func opticalSizeBetween20And23(size: Double, fraction: Double, drawnInDisplay: Bool, tracking: Double)
    throws
  {
    let text = "Restaurant"
    let oracle = try Self.opticalSizeOracle(
      text, font: ResolvedFont(pointSize: size), fraction: fraction, drawnInDisplay: drawnInDisplay,
      tracking: tracking)
    let measured = Fixtures.measure(text, size: size)
    #expect(abs(measured.width - oracle) < 0.02, "measured \(measured.width), oracle \(oracle)")
  }

  /// The oracle of the optical-size tests: shapes `text` in `font` (which must be drawn in Inter
  /// Display or Inter as `drawnInDisplay` says), then takes hb-shape's width in the face drawn plus
  /// `fraction` of the two faces' unkerned difference (`-kern`), plus `tracking` per glyph.
  static func opticalSizeOracle(
    _ text: String, font: ResolvedFont, fraction: Double, drawnInDisplay: Bool, tracking: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Double {
    let size = font.pointSize
    let shaped = try TypesettingShaper.shared().shape(text, font: font, maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path, sourceLocation: sourceLocation)
    #expect(
      path.hasSuffix(drawnInDisplay ? "InterDisplay-Regular.otf" : "/Inter-Regular.otf"), "\(path)",
      sourceLocation: sourceLocation)
    let other =
      drawnInDisplay
      ? path.replacingOccurrences(of: "InterDisplay-", with: "Inter-")
      : path.replacingOccurrences(of: "/Inter-", with: "/InterDisplay-")
    func unkerned(_ font: String) throws -> Double {
      Double(
        try HBShape.glyphs(text, font: font, fontSize: Int(size * 1000), features: "-kern").map(\.xAdvance)
          .reduce(0, +))
        / 1000
    }
    return try HBShape.width(text, font: path, size: size) + fraction * (try unkerned(other) - unkerned(path))
      + Double(text.count) * tracking
  }

  /// The iOS 14 SDK's variable San Francisco (`font system variable`): the advances move toward
  /// Inter Display's from 17 pt to 28 pt (`VerticalMetrics.sanFranciscoDisplayFraction(size:variable:)`):
  /// at 20 pt 3/11 of the way, drawn in Inter; at 25 pt 8/11, drawn in Inter Display with advances
  /// 3/11 back toward Inter's. Oracle as above: hb-shape's width in the face drawn plus the
  /// fraction of the two faces' unkerned difference, plus the HIG's tracking per glyph (at 25 pt
  /// less the variable font's regular -0.006 em, 0.15 - 0.15 = 0).
  @Test(arguments: [(20.0, 3.0 / 11, false, -0.45), (25.0, 3.0 / 11, true, 0.0)])
  func variableOpticalSizeFrom17To28(size: Double, fraction: Double, drawnInDisplay: Bool, tracking: Double)
    throws
  {
    let text = "Restaurant"
    let font = ResolvedFont(pointSize: size, opticalSizing: .variable)
    let oracle = try Self.opticalSizeOracle(
      text, font: font, fraction: fraction, drawnInDisplay: drawnInDisplay, tracking: tracking)
    let measured = try Fixtures.measurer.measure(TextMeasureRequest(text: text, font: font))
    #expect(abs(measured.width - oracle) < 0.02, "measured \(measured.width), oracle \(oracle)")
    // The split design (the default) at the same size differs: 0 of the way at 20, all of it at 25.
    let split = try Fixtures.measurer.measure(
      TextMeasureRequest(text: text, font: ResolvedFont(pointSize: size)))
    #expect(abs(split.width - measured.width) > 1)
  }

  /// Trailing spaces take room in a text measured without a width (UILabel's intrinsic size:
  /// Interface Builder stored rocketchat-ShareExtension-Main's 13-pt "To: " 22 wide, which is
  /// its width with the space, 21.99; without it 18.41) and hang when the text wraps.
  @Test func trailingSpacesCountWithoutAWidth() throws {
    let inter = ResolvedFont(family: "Inter", pointSize: 13)
    let path = try #require(
      try TypesettingShaper.shared().shape("To: ", font: inter, maxWidth: nil, maxLines: 1).lines.first?
        .segments.first?.font.path)
    let withSpace = try HBShape.width("To: ", font: path, size: 13)
    let without = try HBShape.width("To:", font: path, size: 13)
    #expect(withSpace > without + 3)
    let single = try Fixtures.measurer.measure(TextMeasureRequest(text: "To: ", font: inter))
    #expect(abs(single.width - withSpace) < 0.01, "measured \(single.width), hb-shape \(withSpace)")
    // Two spaces, and a line of its own before a newline, keep theirs too.
    let twoLines = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "To:  \nA", font: inter, numberOfLines: 0))
    let twoSpaces = try HBShape.width("To:  ", font: path, size: 13)
    #expect(abs(twoLines.width - twoSpaces) < 0.01, "measured \(twoLines.width), hb-shape \(twoSpaces)")
    // Wrapped at a width, the spaces at the end hang: the width is the visible text's.
    let wrapped = try Fixtures.measurer.measure(
      TextMeasureRequest(
        text: "To: ", font: inter, maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping))
    #expect(abs(wrapped.width - without) < 0.01, "measured \(wrapped.width), hb-shape \(without)")
  }
}
