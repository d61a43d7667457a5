import Layout
import Recipe

extension SceneConverter {
  /// Whether a view's bottom is held to the bottom of the screen's safe area: to the root's
  /// bottom, its safe area's bottom, or the bottom layout guide's top. With `rootOnly`, to the
  /// root view's own bottom alone (not its safe area's), by an equality that is not a placeholder.
  private func isHeldAtTheBottom(_ view: IBView, rootOnly: Bool = false) -> Bool {
    let root = scene.root.id
    let safeArea = scene.root.safeAreaGuideID
    let bottomGuide = scene.bottomGuideID
    func isScreenBottom(_ item: IBID?, _ attribute: String?) -> Bool {
      guard let item else { return false }
      if rootOnly { return item == root && attribute == "bottom" }
      if item == bottomGuide { return attribute == "top" }
      return (item == root || item == safeArea) && attribute == "bottom"
    }
    return ownedConstraints().contains { constraint in
      if rootOnly, constraint.isPlaceholder || constraint.relation != "equal" { return false }
      let first = constraint.resolvedFirstItem
      return
        (first == view.id && constraint.firstAttribute == "bottom"
        && isScreenBottom(constraint.secondItem, constraint.secondAttribute))
        || (constraint.secondItem == view.id && constraint.secondAttribute == "bottom"
          && isScreenBottom(first, constraint.firstAttribute))
    }
  }

  /// The intrinsic size a control of `kind` needs written out (`intrinsic W x H`) where the file
  /// says more than the kind's default (docs/interface-builder.md, "Controls"): a large activity
  /// indicator, a switch's alignment rectangle (of the iOS 26 SDK's switch too), a segmented
  /// control's width, a stepper's and a progress view's older height, a page control's page
  /// count. Nil when the
  /// kind's own size holds.
  mutating func controlSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    if view.element == "toolbar" { return toolbarSize(view) }
    if let size = barSize(view) { return size }
    switch kind {
    case .button:
      return Self.systemGlyphButtonSize(view, toolsVersion: document.toolsVersion) ?? imageButtonSize(view)
        ?? backgroundImageButtonSize(view)
    case .activityIndicator: return activityIndicatorSize(view)
    case .switchControl: return switchSize(view)
    case .segmentedControl: return segmentedControlSize(view)
    case .stepper: return Self.stepperSize(document.toolsVersion)
    case .progressView: return progressViewSize()
    case .slider: return sliderSize(view)
    case .pageControl: return pageControlSize(view)
    case .datePicker: return datePickerSize(view)
    default: return nil
    }
  }

  /// UIToolbar's height, no width of its own: 44 [DOC: IBBars.toolbarHeight], 49 at the bottom of
  /// a phone with a home indicator in portrait (IB stored 49-point toolbars held to the safe
  /// area's bottom on retina6_1 in esri-MobileMapSearchRoute and esri-GenerateOfflineMapOverrides;
  /// beam-Subreddit's three toolbars held to the top layout guide and below a navigation bar on
  /// retina6_1, /work/unseen-h, are stored 44).
  private func toolbarSize(_ view: IBView) -> IntrinsicSize {
    let canvas = IBCanvas(document: document)
    let tall = (canvas.device?.homeIndicator ?? 0) > 0 && !canvas.landscape && isHeldAtTheBottom(view)
    return IntrinsicSize(
      width: nil, height: tall ? IBCanvas.toolbarHeightHomeIndicator : IBBars.toolbarHeight)
  }

  /// A large activity indicator's size; nil for the medium style (the kind's own), and for an
  /// unknown style, which is warned.
  private mutating func activityIndicatorSize(_ view: IBView) -> IntrinsicSize? {
    switch view.controlStyle {
    case nil, "medium", "white", "gray": return nil
    case "large", "whiteLarge":
      let size = ControlMetrics.activityIndicatorLargeSize
      return IntrinsicSize(width: size.width, height: size.height)
    case let style?:
      warn(view, "activity indicator style \"\(style)\" is not known; sized as the medium style (20 x 20)")
      return nil
    }
  }

  /// The switch's alignment rectangle (`AlignmentRect`): 2 points narrower than its frame.
  private func switchSize(_ view: IBView) -> IntrinsicSize {
    let frame =
      Self.isXcode26(document.toolsVersion) ? ControlMetrics.switchSizeXcode26 : ControlMetrics.switchSize
    let size = AlignmentRect.size(frame, element: view.element)
    return IntrinsicSize(width: size.width, height: size.height)
  }

  /// UIKit sizes the segments by their titles in San Francisco with undocumented padding: the
  /// width IB stored is its own measurement [CHOICE]; without a frame there is none (warned, nil).
  /// The height is the alignment rectangle's (`AlignmentRect`: the frame less 1 at the bottom):
  /// 31 (frame 32) from the iOS 13 SDK, 28 (frame 29) in documents saved before Xcode 11.
  private mutating func segmentedControlSize(_ view: IBView) -> IntrinsicSize? {
    guard let width = view.frame?.width, width >= 0 else {
      warn(view, "a segmented control without a stored frame has no intrinsic width")
      return nil
    }
    return IntrinsicSize(width: width, height: Self.segmentedControlHeight(document.toolsVersion))
  }

  /// UIProgressView's bar was 2 points high until the iOS 14 SDK made it 4: documents saved
  /// before Xcode 12 (toolsVersion below 17000) store 2 (docs/interface-builder.md, "Controls").
  /// Nil from Xcode 12 on (the kind's own).
  private func progressViewSize() -> IntrinsicSize? {
    guard Self.isBeforeXcode12(document.toolsVersion) else { return nil }
    return IntrinsicSize(width: nil, height: ControlMetrics.progressViewHeightBeforeIOS14)
  }

  /// The iOS 26 SDK's slider: 34 high, its alignment rectangle its frame (`AlignmentRect`).
  /// Before it, the frame is 31 high and reaches 1 point below the alignment rectangle, which is
  /// what Auto Layout sizes: 30 (`sliderHeightBeforeXcode26`).
  private mutating func sliderSize(_ view: IBView) -> IntrinsicSize {
    guard Self.isXcode26(document.toolsVersion) else {
      return IntrinsicSize(width: nil, height: Self.sliderHeightBeforeXcode26)
    }
    approximations[view.id] =
      "an Xcode 26 slider's height (34) is read from stored frames outside the shared files"
    return IntrinsicSize(width: nil, height: Self.sliderHeightXcode26)
  }

  /// iOS 14 redrew the page control (Xcode 12's SDK and later): 18 points a page and a width and
  /// height by the document's Xcode (docs/interface-builder.md, "Controls"): 27.5 high in Xcode 12,
  /// 26 from Xcode 13, 25 in Xcode 26; 67.5 beyond its pages in Xcode 12, 62 in Xcode 13 to 15, 19
  /// from Xcode 16. Nil for the older control's three pages (the kind's own).
  ///
  /// A page control of at most one page that hides itself for a single page
  /// (`hidesForSinglePage="YES"`) draws nothing and has no size: 0 x 0 (`hiddenSinglePage`). One
  /// that is shown with no pages (`numberOfPages` 0 or absent, not hidden for a single page) is
  /// sized as one page, as the width formulas take at least one (`ControlMetrics.pageControlWidth`,
  /// `pageControlWidthIOS14`) [CHOICE: no stored file shows such a control with its width free,
  /// and Interface Builder writes `numberOfPages` for the 3 pages its library's control starts
  /// with, so only a document that asks for 0 pages reaches it; UIKit's own size for 0 pages is
  /// not in the evidence].
  private mutating func pageControlSize(_ view: IBView) -> IntrinsicSize? {
    let pages = view.numberOfPages ?? 0
    if Self.hiddenSinglePage(view) {
      approximations[view.id] = "a page control hidden for its single page is 0 x 0, read from stored frames"
      return IntrinsicSize(width: 0, height: 0)
    }
    if !Self.isBeforeXcode12(document.toolsVersion) {
      approximations[view.id] = "a page control's size from Xcode 12 on is read from stored frames"
      let tools = document.toolsVersion
      let heights = (ControlMetrics.pageControlHeightXcode13, ControlMetrics.pageControlHeightXcode26)
      let later = Self.isXcode26(tools) ? heights.1 : heights.0
      let (padding, height): (Double, Double) =
        Self.isBeforeXcode13(tools)
        ? (ControlMetrics.pageControlPaddingXcode12, ControlMetrics.pageControlHeightIOS14)
        : Self.isBeforeXcode16(tools)
          ? (ControlMetrics.pageControlPaddingXcode13, ControlMetrics.pageControlHeightXcode13)
          : (ControlMetrics.pageControlPaddingXcode16, later)
      return IntrinsicSize(
        width: ControlMetrics.pageControlWidthIOS14(pages: pages, padding: padding), height: height)
    }
    approximations[view.id] = "a page control's height (37) is a modelled choice no shared file confirms"
    guard pages != 3 else { return nil }
    return IntrinsicSize(
      width: ControlMetrics.pageControlWidth(pages: pages), height: ControlMetrics.pageControlSize.height)
  }

  /// A compact date picker's height (its width is not modelled), wheels' 320 x 162 on a canvas of
  /// compact height or on the canvas of a document saved before Xcode 7 (`pickerBeforeXcode7`);
  /// nil for wheels elsewhere (the kind's own 320 x 216), as which any other style is sized and
  /// warned.
  private mutating func datePickerSize(_ view: IBView) -> IntrinsicSize? {
    if let size = pickerBeforeXcode7(view) { return size }
    if Self.datePickerIsCompact(view, toolsVersion: document.toolsVersion) {
      approximations[view.id] =
        "a compact date picker's height (36) is read from stored frames; its width is not modelled"
      return IntrinsicSize(width: nil, height: Self.compactDatePickerHeight)
    }
    if IBCanvas(document: document).sizeClasses?.height == .compact,
      [nil, "wheels"].contains(view.controlStyle)
    {
      // Wheels on a canvas of compact height (a phone in landscape) are 162 high
      // (`ControlMetrics.wheelsPickerCompactHeight`).
      approximations[view.id] =
        "a date picker's size (320 x 162, wheels in compact height) is a modelled choice"
      return IntrinsicSize(
        width: ControlMetrics.datePickerSize.width, height: ControlMetrics.wheelsPickerCompactHeight)
    }
    approximations[view.id] = "a date picker's size (320 x 216, wheels) is a modelled choice"
    if let style = view.controlStyle, style != "wheels" {
      warn(
        view,
        "a date picker of the \(style) style is not modelled; sized as the wheels style "
          + "(\(PositionalNumber.shortest(ControlMetrics.datePickerSize.width)) x "
          + "\(PositionalNumber.shortest(ControlMetrics.datePickerSize.height)))")
    }
    return nil
  }

  /// A button that shows only an image (no title) is as large as its image plus its content
  /// insets: UIKit adds no padding of its own around an image (a title gets 6 points above and
  /// below). A classic button's insets are its `contentEdgeInsets` (UIButton uses them "to determine
  /// intrinsicContentSize" [DOC: UIButton `contentEdgeInsets`]); Interface Builder stored 24 x 24 for
  /// five such buttons with 24-point images, custom and system, that nothing else sizes (a public
  /// app's xib of toolsVersion 23504, docs/interface-builder.md "Controls"). A configured button's
  /// are its configuration's `contentInsets`, else the medium size's 7 12 7 12
  /// (`ControlMetrics.configurationContentInsets`). An app's image is as large as `<resources>`
  /// lists it; a system symbol (`catalog="system"`) is drawn at its symbol configuration's size
  /// (`buttonSymbolSize`). Nil for any other button.
  func imageButtonSize(_ view: IBView) -> IntrinsicSize? {
    guard view.title?.isEmpty ?? true, let name = view.imageName,
      let shape = document.imageSizes[name], shape.width >= 0, shape.height >= 0,
      untitledClassicButtonImage(view) == nil
    else { return nil }
    var image = shape
    if view.imageIsSymbol || document.systemImages.contains(name) {
      guard shape.width > 0, shape.height > 0 else { return nil }
      image = Self.buttonSymbolSize(
        shape: shape, pointSize: view.symbolPointSize, scale: view.resolvedSymbolScale,
        beforeXcode13: Self.isBeforeXcode13(document.toolsVersion), configured: view.hasButtonConfiguration,
        name: name)
    }
    let insets: EdgeInsets
    if view.hasButtonConfiguration {
      insets = view.buttonContentInsets ?? ControlMetrics.configurationContentInsets
    } else {
      insets = view.contentEdgeInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
    // Thousandths, as the symbol sizes are written (no binary-fraction noise in the recipe).
    func sum(_ values: Double...) -> Double { (values.reduce(0, +) * 1000).rounded() / 1000 }
    return IntrinsicSize(
      width: sum(image.width, insets.left, insets.right), height: sum(image.height, insets.top, insets.bottom)
    )
  }

  /// The image a classic button shows beside its title (`button ... image W x H`): an app's image
  /// as large as `<resources>` lists it, a system symbol at a button's symbol size
  /// (`buttonSymbolSize`). UIKit lays the two out side by side, and the button is as wide as both
  /// and as high as the taller (`ControlMetrics.classicButtonWithImage`, docs/interface-builder.md
  /// "Controls"). A configured button (`UIButton.Configuration`) lays its image before its title
  /// too, with its `imagePadding` between them (`ControlMetrics.configuredButtonWithImage`). Nil
  /// for a button without a title or without such an image.
  func titledButtonImageSize(_ view: IBView) -> Size? {
    if let image = untitledClassicButtonImage(view) { return image }
    guard !(view.title?.isEmpty ?? true), let name = view.imageName,
      let shape = document.imageSizes[name], shape.width > 0, shape.height > 0
    else { return nil }
    guard view.imageIsSymbol || document.systemImages.contains(name) else { return shape }
    return Self.buttonSymbolSize(
      shape: shape, pointSize: view.symbolPointSize, scale: view.resolvedSymbolScale,
      beforeXcode13: Self.isBeforeXcode13(document.toolsVersion), configured: view.hasButtonConfiguration,
      name: name)
  }

  /// The app image of a classic (not configured) button without a title, as `<resources>` lists
  /// it: such a button is written `button ... image W x H` like a titled one, so it is as high as
  /// the taller of its image and one empty line of its title font (rounded up to whole points),
  /// as wide as its image, plus its `contentEdgeInsets` (`ControlMetrics.classicButtonWithImage`).
  /// UIKit documents no formula; read from stored frames of untitled custom buttons whose image is
  /// shorter than the 18-point title font's 21.48-point line, their height free, in 2 files of 2
  /// apps outside the shared ones: koloda-Main (/work/unseen-c, toolsVersion 11542) `dVb-1V-eVG`,
  /// a 21 x 21 `ic_koloda` held by its leading edge and bottom, stored 21 x 22 (and two siblings
  /// marked misplaced, also 21 x 22); readium-UserSettings (/work/unseen-h, 14460.31) eight
  /// buttons of 18 x 4 and 20 x 20 images, width 50, stored 22 high in horizontal stacks whose
  /// height they set (docs/interface-builder.md "Controls"). A taller image decides alone
  /// (DuckDuckGo's 24-point images stored 24 high). A system symbol keeps its button size
  /// (`imageButtonSize`), read from stored frames that already include any such line [CHOICE].
  /// Nil for any other button.
  func untitledClassicButtonImage(_ view: IBView) -> Size? {
    guard view.title?.isEmpty ?? true, !view.hasButtonConfiguration, let name = view.imageName,
      !view.imageIsSymbol, !document.systemImages.contains(name),
      let shape = document.imageSizes[name], shape.width >= 0, shape.height >= 0
    else { return nil }
    return shape
  }

  /// A classic button that shows only a background image (no title, no image) is as large as
  /// that image: UIButton's intrinsic content size covers its background image, which it
  /// stretches to its bounds [DOC: UIButton `setBackgroundImage(_:for:)`, "the background image
  /// ... for the specified state"; `backgroundRect(forBounds:)`; the size is read from stored
  /// frames: habitica's Intro storyboard (toolsVersion 22505, /work/unseen-e) stores two such
  /// buttons that nothing else sizes 126 x 126, their image's size in `<resources>`, and eight
  /// more 36 high, their 31 x 36 image's height, stretched across a stack]. Its content insets add
  /// to nothing: the background fills the bounds, insets or not. An app's image only (a system
  /// symbol's `<resources>` shape is not its drawn size); nil for any other button. A button with
  /// a title too is the larger of its title and its background (`titledButtonBackgroundSize`).
  func backgroundImageButtonSize(_ view: IBView) -> IntrinsicSize? {
    guard view.title?.isEmpty ?? true, let shape = appBackgroundShape(view) else { return nil }
    return IntrinsicSize(width: shape.width, height: shape.height)
  }

  /// The background image of a classic button with a title and no image beside it, as
  /// `<resources>` lists it, an app's image only (as `backgroundImageButtonSize`): the recipe's
  /// `backgroundImage W x H`, which Layout's intrinsic size covers per axis
  /// (`ControlMetrics.classicButtonWithBackground`: 5 apps' stored frames, session 39's misses39,
  /// docs/interface-builder.md "Controls"). Nil for any other button.
  func titledButtonBackgroundSize(_ view: IBView) -> Size? {
    guard !(view.title?.isEmpty ?? true) else { return nil }
    return appBackgroundShape(view)
  }

  /// The background image a classic button is sized by, with or without a title
  /// (`backgroundImageButtonSize`, `titledButtonBackgroundSize`): the normal state's
  /// `backgroundImage` of a button with no image and no configuration, an app's image (not a
  /// system symbol, whose `<resources>` shape is not its drawn size) of the size `<resources>`
  /// lists, each side above 0. Nil for any other button.
  func appBackgroundShape(_ view: IBView) -> Size? {
    guard view.imageName == nil, !view.hasButtonConfiguration,
      let name = view.backgroundImageName, !document.systemImages.contains(name),
      let shape = document.imageSizes[name], shape.width > 0, shape.height > 0
    else { return nil }
    return shape
  }

  /// The size of a button of UIKit's own glyph types, `infoLight`, `infoDark`, `detailDisclosure`
  /// and `contactAdd` (a circled i or plus), without a title or an image of the file's, by the
  /// Xcode that saved the document (`glyphButtonSide`): 22 x 22 before Xcode 11 (toolsVersion
  /// below 14868), 25 x 25 in Xcode 11 and 12 (below 19000), 20 x 20 in Xcode 13 (below 21000),
  /// 25.67 x 25.67 from Xcode 14. UIKit documents no size; read from the frames IB stored for such
  /// buttons whose width nothing else sets, one app per era [CHOICE of the cuts between eras, at
  /// the Xcode versions no file of ours spans]: undecimus's `Main` (toolsVersion 14460.31, Xcode
  /// 10) 19 infoLight buttons held by their trailing edge and centre, 22 wide (7 of them 22 x 22);
  /// pyto's `Theme Chooser` (14868, Xcode 11) an infoLight button held by its trailing edge, top
  /// and centre, 25 x 25; datadog's `catalog-ButtonViewController` (19150, Xcode 13) a contactAdd
  /// and a detailDisclosure button held by their centre only, 20 x 20; KeePassium's
  /// `PricingPlanPickerVC` (21701, Xcode 14) an infoLight button beside a label, 25.67 x 25.67.
  /// Nil for any other button.
  static func systemGlyphButtonSize(_ view: IBView, toolsVersion: String?) -> IntrinsicSize? {
    guard let type = view.buttonType,
      ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(type),
      view.title?.isEmpty ?? true, view.imageName == nil, !view.hasButtonConfiguration
    else { return nil }
    let side = glyphButtonSide(IBDocument.majorToolsVersion(toolsVersion) ?? Int.max)
    return IntrinsicSize(width: side, height: side)
  }

  /// A glyph button's side in points for a document of toolsVersion `major`
  /// (`systemGlyphButtonSize`).
  static func glyphButtonSide(_ major: Int) -> Double {
    switch major {
    case ..<14868: return 22
    case ..<19000: return 25
    case ..<21000: return 20
    default: return 25.667
    }
  }

  /// The size of a system symbol in a button, in points: as wide as its `<resources>` shape (a
  /// side of 128 stands for the symbol's full width) at 20 points, and 22 high, at the medium
  /// scale; 26 and 26 at the large scale; 0.8 times the medium's at the small scale; all times
  /// the configuration's point size over 17 where it names a font. UIKit documents no numbers
  /// (`UIImage.SymbolConfiguration`, [DOC: no sizes]); read from stored frames [CHOICE of the
  /// fit]: eleven symbol-only buttons with nothing else on the measured side, in four public apps'
  /// files of toolsVersion 21507 to 32700 (Xcode 14 to 26) outside the shared ones, their frames
  /// less their content insets: medium, xmark.circle.fill 20 x 22 (monal `OVd-9f-POM`),
  /// trash 19 x 22 (keepassium `s6z-wf-7l2`), chevron.up, chevron.down and stop 22 high
  /// (openhab, 7 buttons); large, xmark.circle 26 x 26 (tinode `ql0-Xs-Vfe`, `dee-Lg-Hb5`),
  /// die.face.3 25 wide (keepassium `z2C-wo-jYf`). A button's symbol is larger than an image
  /// view's (`symbolImageSize`: 18.19 high at 17 points): the button's image view, not the
  /// glyph. Documents saved before Xcode 13 (`beforeXcode13`) store the medium scale 21.5 wide
  /// and 20 high: one file, an Xcode 12 file of datadog (toolsVersion 17503), four plus and minus
  /// buttons with insets 10 stored 41.5 x 40 [CHOICE: the era's cut; no other file of that era
  /// has a symbol button]. Known miss: touchid large with a Body configuration 27.5 x 28 (ours
  /// 26 x 26). A configured button's (`configured`, `UIButton.Configuration`) medium symbol is
  /// as wide and 20 high, not 22: read from stored frames of configured symbol-only buttons that
  /// nothing sizes vertically, less the configuration's 7-point insets, in 2 files of 2 public
  /// apps outside the shared ones (toolsVersion 24506 and 32700, 2x): Go Map!!'s
  /// `Display.storyboard` three plain trash buttons and WooCommerce's
  /// `CodeScannerViewController.xib` arrow.triangle.2.circlepath.camera, all stored 34 high
  /// (20 + 14), though one glyph is taller than wide and the other wider than tall
  /// (docs/interface-builder.md "Controls") [CHOICE: the width rule kept; IB's widths of such
  /// glyphs vary from 12.67 to 31.5 for the same shape side, which the shape cannot tell]. The
  /// small scale is 0.8 times the medium's, as for a classic button.
  ///
  /// A chevron (`name`, `chevronGlyphHeight`) is as wide as an image view draws it: its glyph's
  /// height times its shape, at the button's point size and scale (xdrip-Main's `chevron.backward`
  /// and `chevron.forward`, toolsVersion 24412, are stored 12.67 wide less their insets, where the
  /// width rule gives 15.16; KeePassium's `chevron.down`, 23504, 18.33 where 19.02 and 20 are
  /// both within a point); its height is the button's, as openhab's chevron buttons store it.
  static func buttonSymbolSize(
    shape: Size, pointSize: Double?, scale: String?, beforeXcode13: Bool, configured: Bool = false,
    name: String? = nil
  ) -> Size {
    let mediumHeight = configured ? 20 : 22.0
    var width = beforeXcode13 ? 21.5 : 20
    var height = beforeXcode13 ? 20 : mediumHeight
    switch scale {
    case "large": (width, height) = (26, 26)
    case "small": (width, height) = (16, mediumHeight * 0.8)
    default: break
    }
    let factor = (pointSize ?? 17) / 17
    let longest = max(shape.width, shape.height, 1)
    var points = (width * factor * shape.width / longest * 1000).rounded() / 1000
    if let glyph = name.flatMap(chevronGlyphHeight), shape.height > 0 {
      let drawn = glyph * factor * symbolScaleFactor(scale) * shape.width / shape.height
      points = (drawn * 1000).rounded() / 1000
    }
    return Size(width: points, height: (height * factor * 1000).rounded() / 1000)
  }

  /// A compact date picker's height: 36, read from stored frames (owntracks' `Storyboard`,
  /// toolsVersion 24765: two date-and-time pickers without a `style`, centred in 51-point cells
  /// and pinned at both sides, stored 36 high; docs/interface-builder.md, "Controls").
  static let compactDatePickerHeight: Double = 36

  /// Whether IB draws a date picker compact: its `style` says `compact`, or it has none (UIKit's
  /// `preferredDatePickerStyle` default `.automatic`, which "picks the concrete style based on the
  /// current platform and date picker mode" [DOC: UIDatePickerStyle.automatic]: compact on iOS
  /// 14) in a document of Xcode 14 or later (`IBCanvas.iOS16SDK`, 21200). Xcode 13's
  /// KeePassium `ExpiryDateEditorVC` (19162) still stores its style-less picker as wheels, 216
  /// high, and owntracks (24765) its two compact, 36: the cut between them is [CHOICE]. A
  /// count-down timer is never compact (UIKit: "You can't use this style with the countDownTimer
  /// mode" [DOC: UIDatePickerStyle.compact]).
  static func datePickerIsCompact(_ view: IBView, toolsVersion: String?) -> Bool {
    guard view.datePickerMode != "countDownTimer" else { return false }
    switch view.controlStyle {
    case "compact": return true
    case nil:
      guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return true }
      return Double(major) >= IBCanvas.iOS16SDK
    default: return false
    }
  }

  /// Whether a document was saved before Xcode 13: toolsVersion below 19000 (Xcode 12.5 writes
  /// 18122, Xcode 13.0 19162; the cut between them is [CHOICE]). A document without a
  /// toolsVersion is taken as current.
  static func isBeforeXcode13(_ toolsVersion: String?) -> Bool {
    guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return false }
    return major < 19000
  }

  /// Whether a document was saved before Xcode 12 (the iOS 14 SDK): toolsVersion below 17000
  /// (Xcode 11.7 writes 16097, Xcode 12.0 17156; the cut between them is [CHOICE]). A document
  /// without a toolsVersion is taken as current.
  static func isBeforeXcode12(_ toolsVersion: String?) -> Bool {
    guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return false }
    return major < 17000
  }

  /// Whether a document was saved before Xcode 11 (the iOS 13 SDK, which gave UISegmentedControl
  /// its current look and height): toolsVersion below 14800 (Xcode 10.3 writes 14490.70, Xcode
  /// 11's betas 14865 on: the cut of `IBCanvas.homeButtonWithoutStatusBar`, [CHOICE]). A document
  /// without a toolsVersion is taken as current.
  static func isBeforeXcode11(_ toolsVersion: String?) -> Bool {
    guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return false }
    return major < 14800
  }

  /// A stepper's size in a document of this toolsVersion: 94 x 29 before Xcode 11 (the iOS 13 SDK
  /// redrew UIStepper 32 high), nil from Xcode 11 on (the kind's own 94 x 32,
  /// `ControlMetrics.stepperSize`) [read from stored frames: every stepper whose height nothing
  /// sets in documents before toolsVersion 14800 is stored 94 x 29: macaw-Main (tune-era, 11542,
  /// three), strongbox-Main_iPhone (12121), openterm-Main (tune, 14109), popcorntime-iOS (14460.31)
  /// and onerepmax-Main (unseen-p, 10117): 5 apps; from 15505 on 8 apps store 32, libterm-Settings
  /// (16096) 29 (docs/interface-builder.md, "unseen-p's misses (session 37, misses37)")]. Also
  /// before 10117 (Xcode 4 and 5, legacy archives: iOS 6 drew it 27 high) and with `--device`, as
  /// the other era sizes of `controlSize` [CHOICE: no set has an older stepper to read; one policy
  /// for the era sizes (docs/interface-builder.md, "Controls", "The era sizes' reach")].
  static func stepperSize(_ toolsVersion: String?) -> IntrinsicSize? {
    guard isBeforeXcode11(toolsVersion) else { return nil }
    return IntrinsicSize(
      width: ControlMetrics.stepperSize.width, height: ControlMetrics.stepperHeightBeforeXcode11)
  }

  /// A segmented control's alignment-rectangle height in a document of this toolsVersion: 31 (its
  /// frame 32) from Xcode 11 on, 28 (frame 29) before (docs/interface-builder.md, "Controls").
  static func segmentedControlHeight(_ toolsVersion: String?) -> Double {
    isBeforeXcode11(toolsVersion) ? 28 : 31
  }

  /// A slider's height before the iOS 26 SDK, as Auto Layout sizes it: its alignment rectangle,
  /// the 31-point frame less the 1 point it reaches below (`AlignmentRect`) [read from stored
  /// frames: every slider whose height nothing sets in the six corpora is stored 31 high: Charts'
  /// demos (21507 and 13196, two sliders each, pinned at the top with the next view 8 below
  /// their stored bottom less 1: unseen corpus D), cosmos (13122.17, /work/unseen-b) and tinode
  /// (23727, /work/unseen-c); none in the shared files]. Before, the importer left the engine's
  /// 31 (`ControlMetrics.sliderHeight`) as the alignment height, 1 point too high, which moved
  /// every view below a slider by 1.
  static let sliderHeightBeforeXcode26: Double = 30

  /// The iOS 26 SDK's slider height (and frame), read from stored frames (`AlignmentRect`).
  static let sliderHeightXcode26: Double = 34

  /// The intrinsic size of a bar or picker imported as a plain view (`navigationBar`, `searchBar`,
  /// `pickerView`; docs/interface-builder.md, "Controls"); nil for any other element.
  mutating func barSize(_ view: IBView) -> IntrinsicSize? {
    switch view.element {
    case "navigationBar":
      // UINavigationBar: 44 high, 96 with large titles [DOC: IBBars.navigationBarHeight and
      // largeTitleHeight]; 54 on the iOS 26 SDK (`IBBars.navigationBarHeightXcode26`); as wide as
      // its constraints make it.
      var bar =
        Self.isXcode26(document.toolsVersion) ? IBBars.navigationBarHeightXcode26 : IBBars.navigationBarHeight
      // In a controller under a sheet's navigation bar (its navigation controller stored the bar
      // at the sheet's top, 56 high: `IBCanvas.pageSheetPlacement`), a bar placed as a view is
      // as high [read from stored frames: pyto-Theme_Chooser (20037, retina4_7, /work/unseen-i):
      // the theme maker, a presented navigation controller's root with its bar stored at y 0, 56
      // high, holds a navigation bar in its table header stored 56 high, held by its top and
      // sides only; one file of one app: CHOICE for the sheets of other Xcodes].
      if scene.bars.storedTopBarTop == 0, let bottom = scene.bars.storedTopBarBottom,
        bottom == IBBars.sheetNavigationBarHeight
      {
        bar = bottom
      }
      return IntrinsicSize(width: nil, height: bar + (view.largeTitles ? IBBars.largeTitleHeight : 0))
    case "searchBar":
      // UISearchBar: 56 high, 44 in documents before Xcode 9, 64 in documents of Xcode 26
      // (`IBBars.searchBarHeight`, read from frames IB stored where no constraint sets the
      // height); no width of its own.
      if view.prompt != nil || view.showsScopeBar {
        warn(
          view,
          "a search bar's \(view.prompt != nil ? "prompt" : "scope bar") is not modelled; sized without it "
            + "(\(PositionalNumber.shortest(Self.searchBarHeight(document.toolsVersion))) high)")
      }
      return IntrinsicSize(width: nil, height: Self.searchBarHeight(document.toolsVersion))
    case "tabBar":
      // UITabBar placed as a view: 49 high [DOC: IBBars.tabBarHeight], no width of its own [read
      // from stored frames: onebusaway-Launch_Screen (11542, retina4_7) `Qqv-oa-8Ro`, held by its
      // sides and its bottom only, stored 49 high, not flagged]. Held to the root's bottom on a
      // phone with a home indicator in portrait, it reaches under the home indicator and is as
      // much taller (`IBCanvas.tabBarUnderHomeIndicator`): by the root's own bottom safe-area
      // inset, no more, as a root that ends above the screen's bottom (a short xib view) overlaps
      // none of the indicator's strip [CHOICE, second read L9 of session 36: no such file].
      // On the recipe's scene (second read M1 of session 38): when the scene line is IB's canvas
      // (`device` nil: `--device canvas`, and the default import of a xib's top-level view or of
      // a document whose device is not in `ImportOptions.deviceIDs`), the canvas's home
      // indicator as above; on a device's scene (the default import onto the document's own
      // device, or a `--device` import), that device's own bottom safe-area inset in portrait,
      // (83 on an iPhone X, 49 on an iPhone 8) [read from stored frames: trolley-LaunchScreen
      // (retina5_9, the iPhone X's screen) stores its bar 83 high at y 729; CHOICE for other
      // devices' insets, and for iPads and landscape, 49 as on the canvas].
      if isHeldAtTheBottom(view, rootOnly: true) {
        if let device {
          if !device.isPad, !documentIsLandscape, device.portraitSafeArea.bottom > 0 {
            return IntrinsicSize(width: nil, height: IBBars.tabBarHeight + device.portraitSafeArea.bottom)
          }
        } else if let extra = IBCanvas(document: document).tabBarUnderHomeIndicator {
          let root = scene.root.frame
          let rootBottom =
            canvasLine(width: root?.width ?? 0, height: root?.height ?? 0).safeAreaInsets?.bottom ?? extra
          return IntrinsicSize(width: nil, height: IBBars.tabBarHeight + min(extra, rootBottom))
        }
      }
      return IntrinsicSize(width: nil, height: IBBars.tabBarHeight)
    case "pickerView":
      // A picker's wheels, as the date picker's (`ControlMetrics.datePickerSize`) [CHOICE], and
      // as it, 162 high on the canvas before Xcode 7 (`pickerBeforeXcode7`).
      if let size = pickerBeforeXcode7(view) { return size }
      return IntrinsicSize(
        width: ControlMetrics.datePickerSize.width, height: ControlMetrics.datePickerSize.height)
    default:
      return nil
    }
  }

  /// The wheels of a date picker or picker view in a document saved before Xcode 7 (toolsVersion
  /// below `xcodeSevenToolsVersion`, the iOS 8 SDK and older): 320 x 162. Before iOS 9 the two
  /// kept a size of their own ("UIPickerView and UIDatePicker are now resizable and adaptive —
  /// previously, these views would enforce a default size even if you attempted to resize them"
  /// [DOC: iOS 9.0 release notes, UIKit]); Interface Builder's canvas of Xcode 6 gives them 162
  /// where nothing else sets their height [read from stored frames of 4 apps: onairlog-Main
  /// (/work/unseen-r, 6250) a date-and-time picker 600 x 162 pinned by its top, its sibling and
  /// the activity indicator centred in that sibling following; talool-MainStoryboard
  /// (/work/unseen-q, 6254) a date picker 320 x 162; moonlight-MainFrame-iPhone (/work/unseen-m,
  /// 6250) a picker view pinned by its top 320 x 162; alertaciudadana-ReportFormViewController
  /// (/work/unseen-r, 6751) a date picker stored 162 high centred on the 80-point frame its
  /// constraints give it (the enforced size, not modelled); from Xcode 7 the pickers whose height
  /// is free store 216 (onerepmax-Main 10117, liveforest-YCDatePickerController 9532); CHOICE:
  /// Xcode 5 and earlier as Xcode 6, no such picker in the ten sets]. Nil from Xcode 7 on.
  ///
  /// On Interface Builder's canvas only (`onCanvas`, as the other era rules: the recipe's scene
  /// line is IB's canvas): the evidence is what Xcode 6's canvas stored, and an import for a
  /// device (`--device`, or the automatic scene's device) is the app run on a later iOS, whose
  /// resizable wheels are the kind's 320 x 216.
  mutating func pickerBeforeXcode7(_ view: IBView) -> IntrinsicSize? {
    guard onCanvas, let major = IBDocument.majorToolsVersion(document.toolsVersion),
      major < Self.xcodeSevenToolsVersion
    else { return nil }
    approximations[view.id] = "a picker's height before Xcode 7 (162) is read from stored frames"
    return IntrinsicSize(
      width: ControlMetrics.datePickerSize.width, height: ControlMetrics.wheelsPickerCompactHeight)
  }

  /// Whether a page control hides itself and shows at most one page: `hidesForSinglePage`, which
  /// hides "the page indicator ... when there is only one page" [DOC: UIPageControl
  /// hidesForSinglePage], with `numberOfPages` of 0 or 1 (absent: 0, UIKit's default [DOC:
  /// UIPageControl numberOfPages, "The default value is 0"]; Interface Builder writes the 3 pages
  /// its library's control starts with in each of the 36 page controls of the ten sets that show
  /// them). Such a control is 0 x 0 [read from stored frames: miraclemessages-Main
  /// (/work/unseen-r, 14109) one page, stored 0 wide under a 37-point height constraint;
  /// shopapp-Main (/work/unseen-p, 14109) no numberOfPages, stored 0 x 0, nothing else sizing
  /// it: 2 apps; CHOICE: every era, as UIKit documents the hiding without an SDK].
  static func hiddenSinglePage(_ view: IBView) -> Bool {
    view.hidesForSinglePage && (view.numberOfPages ?? 0) <= 1
  }

  /// UISearchBar's height in a document of this toolsVersion: 44 before Xcode 9 (the iOS 11 SDK,
  /// toolsVersion below 13000: `IBBars.searchBarHeightBeforeXcode9`), 64 from Xcode 26, else 56.
  /// A document without a toolsVersion is taken as current.
  static func searchBarHeight(_ toolsVersion: String?) -> Double {
    if let major = IBDocument.majorToolsVersion(toolsVersion), major < 13000 {
      return IBBars.searchBarHeightBeforeXcode9
    }
    return isXcode26(toolsVersion) ? IBBars.searchBarHeightXcode26 : IBBars.searchBarHeight
  }

  /// Whether a document's toolsVersion is of the 32700.99.1234 family (it starts with "32700."), the
  /// number Xcode 15.3 and 15.4 write in place of their own [read from 173 storyboards and xibs of 38 fetched app
  /// repositories (session 31, ibcontrols8; docs/interface-builder.md "toolsVersion 32700.99.1234
  /// is Xcode 15.3 and 15.4"): every one pairs it with the IBCocoaTouchPlugin version 22684, 22685
  /// or 22689 (Xcode 15's plug-in, as 22505 files pair 22504); in 8 repositories' histories its
  /// first commit falls between 2024-03-10 and 2024-07-19, after their first of 22505 (Xcode 15.0
  /// to 15.2) and before their first of Xcode 16's 23094 or 23504 (from 2024-09-19)]. Its controls are Xcode 15's: the switch
  /// of before Xcode 26 (`isXcode26`), the page control of Xcode 13 to 15 (`isBeforeXcode16`).
  static func isXcode15PlaceholderVersion(_ toolsVersion: String?) -> Bool {
    // Only that family: another number of 30000 and above is not Xcode 15's, and is read as current
    // (a toolsVersion no Xcode has written yet) [CHOICE: second read B5, session 31].
    toolsVersion?.hasPrefix("32700.") == true
  }

  /// Whether a document was saved before Xcode 16: toolsVersion below 23000 (Xcode 15.2 writes
  /// 22505, Xcode 16's betas 23077.2 and 16.0 23094; the cut between them is [CHOICE]), or
  /// 32700.99.1234, Xcode 15.3's and 15.4's (`isXcode15PlaceholderVersion`). A document without a
  /// toolsVersion is taken as current.
  static func isBeforeXcode16(_ toolsVersion: String?) -> Bool {
    guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return false }
    return major < 23000 || isXcode15PlaceholderVersion(toolsVersion)
  }

  /// Whether a document was saved by Xcode 26 (the iOS 26 SDK, whose switch is 63 x 28):
  /// toolsVersion 24000 to 29999. (32700.99.1234, the number Xcode 15.3 and 15.4 write
  /// (`isXcode15PlaceholderVersion`), as in `floatingpanel-Samples-Main.storyboard`, stores 51 x 31 switches.)
  static func isXcode26(_ toolsVersion: String?) -> Bool {
    guard let major = IBDocument.majorToolsVersion(toolsVersion) else { return false }
    return (24000..<30000).contains(major)
  }
}
