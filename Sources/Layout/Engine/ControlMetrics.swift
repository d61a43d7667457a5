/// Every control metric and default in one place (REFERENCE.md section 2).
///
/// Values marked [CHOICE] are ours where UIKit's formula is unknown; docs/layout.md lists them.
public enum ControlMetrics {
  /// Ordinary views' layout margins, 8 pt on every side [DOC].
  public static let defaultLayoutMargins = EdgeInsets(all: 8)
  /// A view controller root view's side margin in compact width [RE].
  public static let rootSideMarginCompact: Double = 16
  /// A view controller root view's side margin in regular width [RE].
  public static let rootSideMarginRegular: Double = 20
  /// The narrowest compact-width, regular-height root that has the regular width's side margins
  /// (20): the Plus and Max phones in portrait (414 and 428 wide), where UIKit leaves 20 points
  /// beside a margin-pinned view and 16 on the 375- and 390-point phones [RE: two 2015 reports of
  /// the iPhone 6 Plus, Vik Denic "Margins and Autolayout on iPhone 6 Plus" and neil-wu.github.io
  /// "AutoLayout margins" (a -16 constraint leaves 4 points there); IB's stored frame of
  /// swiftmessages-CenteredView.xib on retina6_1, 414 wide: its view at the margins 20 from both
  /// sides. Where between 390 (16) and 414 the margins change is a CHOICE: no source measured the
  /// 393- and 402-point phones]. The range ends at 440, the widest phone in portrait (iPhone 16 Pro
  /// Max): a wider compact-width root is no phone (a width sweep, IB's 600 x 600 canvas of Xcode
  /// 7, an iPad's compact Split View) and keeps the compact width's 16 [CHOICE: no source measured
  /// those].
  public static let wideCompactRootWidths: ClosedRange<Double> = 414...440
  /// A rounded-rect text field's height: 30 pt up to iOS 12 (34 from iOS 13); we model the
  /// cookbook's iOS 12 era [RE, CHOICE of era]; `ViewSpec.textFieldHeight` (`fieldHeight`) says
  /// otherwise for one field.
  public static let textFieldHeight: Double = 30
  /// A rounded-rect text field's height from iOS 13 (the iOS 13 SDK, Xcode 11) [RE]: the importer
  /// gives it to documents of toolsVersion 14800 (Xcode 11) and later, and to those without one
  /// (`SceneConverter.textFieldHeight`: the cut and nil policy of `isBeforeXcode11`).
  public static let textFieldHeightIOS13: Double = 34
  /// A rounded-rect text field's text inset on each side [RE approx. 7].
  public static let textFieldHorizontalInset: Double = 7
  /// A classic button's content insets: 6 pt above and below the title [RE]; 0 at the sides
  /// [CHOICE: Interface Builder sizes a 15 pt "Button" to its title's width].
  public static let buttonContentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
  /// A configured button's (`UIButton.Configuration`, iOS 15) default content insets at the medium
  /// size and the default Dynamic Type size: 7 above and below, 12 at the sides, whatever the
  /// style [DOC: Apple Developer Forums thread 733541, "Clarity on UIButtonConfiguration
  /// contentInsets default value", answered by Apple: the default follows the size and the
  /// Dynamic Type size].
  public static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  /// A button's content insets: its own, else its kind's default (a classic button's
  /// `buttonContentInsets`, a configured one's `configurationContentInsets`). UIKit sizes the
  /// button by them and draws its title inside them (`contentRect(forBounds:)`).
  public static func contentInsets(ofButton view: ViewSpec) -> EdgeInsets {
    if let insets = view.contentInsets { return insets }
    guard view.buttonStyle == nil else { return configurationContentInsets }
    // A classic button with an image beside its title has no padding of its own
    // (`classicButtonWithImage`), nor has one over a background image
    // (`classicButtonWithBackground`).
    return view.imageSize == nil && view.backgroundImageSize == nil
      ? buttonContentInsets : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }
  /// Whether `view` is a configured button (`UIButton.Configuration`) whose title wraps: a
  /// configuration's `titleLineBreakMode` is word wrapping unless set ("The default value is
  /// NSLineBreakMode.byWordWrapping"; "Word and character wrapping modes enable multiline text"
  /// [DOC: UIButton.Configuration `titleLineBreakMode`]), whatever the button's classic
  /// `lineBreakMode` says (Interface Builder writes `middleTruncation` on every button and no
  /// `titleLineBreakMode` on a configuration). Its title wraps, as a multi-line label's does, at
  /// `configuredTitleWidth` (docs/interface-builder.md, "Configured buttons' titles wrap").
  /// An arranged view of a fill-proportionally stack view keeps its one-line title: that stack
  /// sizes its views "proportionally based on their intrinsic content size along the stack view's
  /// axis" [DOC: `UIStackView.Distribution.fillProportionally`], a button's one-line size, and
  /// Interface Builder stores such buttons at one line in shares of their one-line widths
  /// (docs/interface-builder.md, "Configured titles in a fill-proportionally stack").
  public static func wrapsConfiguredTitle(_ view: ViewSpec, in scene: Scene) -> Bool {
    guard view.kind == .button, view.buttonStyle != nil, !(view.displayedText ?? "").isEmpty else {
      return false
    }
    guard let parent = view.parent?.rawValue, scene.views.indices.contains(parent) else { return true }
    return scene.views[parent].stack?.distribution != .fillProportionally
  }
  /// The width a configured button's title wraps at in a button `width` wide: the width less the
  /// content insets and, with the image beside the title (`leading`, `trailing`), the image and
  /// the padding between them (`configuredButtonWithImage`, the same parts the intrinsic width
  /// adds).
  public static func configuredTitleWidth(ofButton view: ViewSpec, width: Double) -> Double {
    let insets = contentInsets(ofButton: view)
    var text = width - insets.left - insets.right
    if let image = view.imageSize, !(view.imagePlacement ?? .leading).isVertical {
      text -= image.width + (view.imagePadding ?? 0)
    }
    return Swift.max(text, 0)
  }
  /// A text view's `textContainerInset`: 8 above and below, none at the sides [DOC: UIKit's
  /// `UITextView.textContainerInset`, "By default the value of this property is (8, 0, 8, 0)"].
  public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// A text view's `textContainer.lineFragmentPadding`, at the start and the end of every line
  /// [DOC: `NSTextContainer.lineFragmentPadding`, "The default value of this property is 5.0"].
  public static let textViewLineFragmentPadding: Double = 5
  /// The text container inset of a text view: its own, else UIKit's default.
  public static func textContainerInset(of view: ViewSpec) -> EdgeInsets {
    view.textContainerInset ?? textViewContainerInset
  }
  /// The width a text view's text wraps at: its width less the container's side insets (`inset`,
  /// by default UIKit's) and the line fragment padding at both ends.
  public static func textViewTextWidth(_ width: Double, inset: EdgeInsets = textViewContainerInset) -> Double
  {
    Swift.max(width - inset.left - inset.right - 2 * textViewLineFragmentPadding, 0)
  }
  /// A text view's text block as TextKit lays it out (UITextView draws with NSLayoutManager, not
  /// as UILabel does): every line fragment is as tall as the font's line height plus its leading
  /// [DOC: `NSLayoutManager.usesFontLeading`, "The default value of this property is true"], so a
  /// Dynamic Type text style's leading (`request.lineDistance`, which the measurer only puts
  /// between lines, as a label sets them) also follows the last line; and text that ends with a
  /// hard line break gets one more, empty line (`trailingBreakLine`, with the paragraph style's
  /// `lineSpacing` before it) [DOC: `NSLayoutManager.extraLineFragmentRect`,
  /// "the extra line fragment used at the end of a text ... when the text backing ... ends with a
  /// hard line break"]. Read from stored frames: tinode-Main's (Xcode 16) one-line Subheadline
  /// text views are 36 high, 16 of inset + 20, the style's leading, not its 17.9 line; ruuvi-About's
  /// attributed System 16 text view, whose text ends with a newline, is one 19.09 line taller than
  /// its 32 lines of text (docs/interface-builder.md, "Text views' line fragments").
  public static func textViewLineFragments(_ measurement: TextMeasurement, of request: TextMeasureRequest)
    -> TextMeasurement
  {
    var result = measurement
    let natural = request.lineHeight(natural: measurement.lineHeight)
    let line = Swift.max(request.lineDistance ?? natural, natural)
    result.height += line - natural
    if let last = request.text.unicodeScalars.last, HardLineBreak.contains(last.value) {
      result.height += trailingBreakLine(measurement, of: request)
    }
    return result
  }

  /// The empty line after a final hard line break, as text views (`textViewLineFragments`) and
  /// wrapping labels (`labelTrailingLineBreak`) both add it: one line high (a text style's leading
  /// when it has one, else the font's line with the paragraph style's `lineHeightMultiple` and
  /// `minimumLineHeight`) plus the paragraph style's `lineSpacing` (0 at least) before it, as
  /// between any two lines [DOC: `NSParagraphStyle.lineSpacing`, "the distance in points between
  /// the bottom of one line fragment and the top of the next"; the extra line fragment is the
  /// next one. CHOICE: the stored frames read (nhscovid, adguard, sozie, ruuvi) all have
  /// lineSpacing 0; text views took none before session 38's second read, L12].
  static func trailingBreakLine(_ measurement: TextMeasurement, of request: TextMeasureRequest) -> Double {
    let natural = request.lineHeight(natural: measurement.lineHeight)
    return Swift.max(request.lineDistance ?? natural, natural) + Swift.max(0, request.lineSpacing)
  }

  /// A wrapping label (`numberOfLines` other than 1) whose text ends with a hard line break
  /// (`HardLineBreak`: a line feed, U+2028, ...) is one line taller: the empty line after the
  /// break (`trailingBreakLine`, shared with text views), unless the label's line limit is already reached. Its
  /// baselines stay on the last line of text. Read from stored frames, 3 apps:
  /// nhscovid-Onboarding's five Body labels ending in U+2028 or a line feed (/work/unseen-m) are
  /// stored 22 (Body's leading) taller than their text's lines (64.33 for 2 lines' 42.33,
  /// 130.33 for 108.33); adguard-DnsSettings' System 14 label ending in two line feeds
  /// (/work/tune) is stored 67, 4 lines of 16.7 where its text and the empty line between the
  /// breaks make 3; sozie-Main's Segoe UI 12 label ending in a line feed (/work/unseen-q) is
  /// stored 80, 5 lines of 15.97 for 4 of text [as TextKit's extra line fragment, which text
  /// views show: docs/interface-builder.md, "Labels ending in a line break"].
  public static func labelTrailingLineBreak(_ measurement: TextMeasurement, of request: TextMeasureRequest)
    -> TextMeasurement
  {
    guard request.numberOfLines != 1, let last = request.text.unicodeScalars.last,
      HardLineBreak.contains(last.value),
      request.numberOfLines == 0 || measurement.lineCount < request.numberOfLines
    else { return measurement }
    var result = measurement
    result.height += trailingBreakLine(measurement, of: request)
    return result
  }

  /// A progress view's height from the iOS 14 SDK (Xcode 12); it has no intrinsic width [DOC].
  /// Before it, `progressViewHeightBeforeIOS14`.
  public static let progressViewHeight: Double = 4
  /// A progress view's height before the iOS 14 SDK (documents of Xcode 11 and earlier): 2, as
  /// Interface Builder stored it for a progress view whose height nothing else sets (a public
  /// app's xib of toolsVersion 15702, docs/interface-builder.md "Controls").
  public static let progressViewHeightBeforeIOS14: Double = 2
  /// A switch's size [RE]; Interface Builder stores it for switches whose size no constraint
  /// sets (`ib-public-apps/esri-GenerateOfflineMapOverrides.storyboard` `xA8-gg-qeF`, held by its
  /// trailing edge and centre only). Xcode 26's switch is `switchSizeXcode26`.
  public static let switchSize = Size(width: 51, height: 31)
  /// The switch of the iOS 26 SDK (Xcode 26, `toolsVersion` 24000 to 29999: `SceneConverter.isXcode26`;
  /// 32700.99.1234, Xcode 15.3's, stores the older switch): 63 x 28, as IB stores
  /// it for four switches held by their trailing edge and centre only
  /// (`ib-public-apps/netnewswire-Inspector.storyboard` `6YV-K0-yPS`, toolsVersion 24506).
  public static let switchSizeXcode26 = Size(width: 63, height: 28)
  /// An activity indicator of the medium style (`medium`, `gray`, `white`): 20 x 20, as IB stores it
  /// for one held by its leading edge and centre only (`ib-public-apps/githawk-OauthLogin.storyboard`
  /// `aQ2-N2-0DI`, style white).
  public static let activityIndicatorSize = Size(width: 20, height: 20)
  /// An activity indicator of the large style (`large`, `whiteLarge`): 37 x 37, as IB stores it
  /// for one without constraints on its size (`ib-public-apps/esri-ProgressViewController.xib`
  /// `fuJ-0p-PJT`, style large).
  public static let activityIndicatorLargeSize = Size(width: 37, height: 37)
  /// A stepper: 94 x 32 (iOS 13 and later; an IB document saved before Xcode 11 gets
  /// `stepperHeightBeforeXcode11`), as IB stores it for one whose height no constraint sets
  /// (`ib-public-apps/skeletonview-CollectionView-Main.storyboard` `3mz-9M-e7Q`, held by its centre
  /// and bottom edge) [the width: that file's stored width].
  public static let stepperSize = Size(width: 94, height: 32)
  /// A stepper's height before the iOS 13 SDK: 29 (94 x 29), as Interface Builder stores it in
  /// documents saved before Xcode 11 (the importer's `SceneConverter.stepperSize`).
  public static let stepperHeightBeforeXcode11: Double = 29
  /// A segmented control's height: 32 (iOS 13 and later), as IB stores it for one held by its
  /// leading edge and centre only (`ib-public-apps/skeletonview-CollectionView-Main.storyboard`
  /// `fMR-vj-7de`, 145 x 32 for the segments "Solid" and "Gradient"). Its width follows its
  /// segments' titles in San Francisco with padding UIKit does not document; the importer gives the
  /// stored width (`intrinsic`) [CHOICE]. Documents saved before Xcode 11 (the iOS 12 SDK) store
  /// 29, and the importer gives them that (`SceneConverter.segmentedControlHeight`: 28, the
  /// alignment rectangle's, as 31 is 32's).
  public static let segmentedControlHeight: Double = 32
  /// A slider's height: 31 [CHOICE: no shared file holds a slider whose height no constraint sets
  /// (the esri sliders are pinned above and below); Interface Builder's library slider is 31 high];
  /// a slider has no intrinsic width. This is its frame; the importer gives the alignment
  /// rectangle Auto Layout sizes, by the document's SDK: 30 before the iOS 26 SDK, 34 from it
  /// (`SceneConverter.sliderHeightBeforeXcode26`, `sliderHeightXcode26`).
  public static let sliderHeight: Double = 31
  /// A page control of three pages (Interface Builder's default) before the iOS 14 SDK (documents
  /// of Xcode 11 and earlier), 39 x 37: the width is 16 per page
  /// less 9 (7-point dots 9 apart), as IB stores 39 for a three-page control whose width no
  /// constraint sets (`ib-public-apps/rocketchat-ShareExtension-Main.storyboard` `0oG-JG-0vh`,
  /// toolsVersion 13771); the height 37 [CHOICE: that file sets it to 0 by a constraint].
  public static let pageControlSize = Size(width: 39, height: 37)
  /// A page control's height with the iOS 14 SDK (Xcode 12), which redrew it: 27.5 [read from
  /// the one stored frame with a free height, datadog-catalog-CustomPageControlViewController's
  /// `Gh3-95-IbM`, toolsVersion 17132, 27.5 high with its bottom and sides pinned]. From Xcode 13
  /// it is `pageControlHeightXcode13`, and with the iOS 26 SDK `pageControlHeightXcode26`.
  public static let pageControlHeightIOS14: Double = 27.5
  /// A page control's height from Xcode 13 (toolsVersion 19000) to the iOS 18 SDK: 26 [read from
  /// stored frames whose height nothing sets (session 31, ibcontrols8's census of the page
  /// controls of 21 fetched app repositories, docs/interface-builder.md "Controls"): 26 at 19529
  /// (goma-BannerScrollTableViewCell), 21507 (mixin-AuthorizationScopePreviewView), 21701
  /// (dashwallet-Onboarding), 23504 (mixin-Home), 24128 (green-Recovery, -HWFlow, an Xcode 26
  /// beta) and 32700.99.1234 (octopod-Main's two, lockdown-Main); adguard-Onboarding (19150) 25;
  /// CHOICE: the value all but one store, and the Xcode 13 cut of `SceneConverter.isBeforeXcode13`].
  public static let pageControlHeightXcode13: Double = 26
  /// A page control's height with the iOS 26 SDK (Xcode 26): 25 [read from the one stored frame
  /// with a free size of a released Xcode 26, pia-Main's `1J8-pD-cu8`, toolsVersion 24765, three
  /// pages: 73 x 25; the beta 24128 stores 26].
  public static let pageControlHeightXcode26: Double = 25
  /// How much wider a page control is for each page it shows with the iOS 14 SDK and later: 18
  /// [read from stored frames whose width nothing sets, three pairs of two page counts in the same
  /// app and era: ios-spain-s' two-page controls 103.5 and three-page 121.5 (17506, 18122),
  /// its 97.5 and 115.5 (19529), green's three-page 74 and four-page 92 (24128)]. Before it the
  /// dots were 16 apart (`pageControlWidth`).
  public static let pageControlPageWidthIOS14: Double = 18
  /// A page control's width beyond its pages' (`pageControlPageWidthIOS14` each) with the iOS 14
  /// SDK (Xcode 12): 67.5 [read from stored frames whose width nothing sets, three pages stored
  /// 121.5 = 54 + 67.5 by muun-SlidesViewController and ios-spain-s-ImageListFullscreen (18122),
  /// 122.5 by lockdown-Main as saved at 17156; two pages 103.5 = 36 + 67.5 (ios-spain-s 17506)].
  public static let pageControlPaddingXcode12: Double = 67.5
  /// The same from Xcode 13 to Xcode 15 (toolsVersion 19000 to 22999, and 32700.99.1234, which
  /// Xcode 15.3 and 15.4 write: `SceneConverter.isXcode15PlaceholderVersion`): 62 [read from stored
  /// frames whose width nothing sets, three pages stored 116 = 54 + 62 by
  /// mixin-AuthorizationScopePreviewView (21507), dashwallet-Onboarding (21701), octopod-Main's two
  /// and lockdown-Main (32700.99.1234), 115.5 by goma-BannerScrollTableViewCell (19529) and
  /// 115.67 by safe-OnboardingViewController (21507); CHOICE: adguard-Onboarding's 154.67 (19150)
  /// is the one wider].
  public static let pageControlPaddingXcode13: Double = 62
  /// The same from Xcode 16 (toolsVersion 23000) on: 19 [read from stored frames whose width
  /// nothing sets: three pages stored 73 = 54 + 19 by entourage-SmallTalk (23504) and pia-Main
  /// (24765), 74 by mixin-Home (23504) and green-Recovery's two (24128), four pages 92 by
  /// green-HWFlow (24128); CHOICE: 19, as the two released Xcode 26 and 16 files store; every
  /// one of them is centred, so 1 point of width is half a point at each edge].
  public static let pageControlPaddingXcode16: Double = 19
  /// The width of a page control of `pages` pages with the iOS 14 SDK and later: 18 per page
  /// (`pageControlPageWidthIOS14`) plus the era's `padding`.
  public static func pageControlWidthIOS14(pages: Int, padding: Double) -> Double {
    Double(Swift.max(pages, 1)) * pageControlPageWidthIOS14 + padding
  }
  /// The width of a page control of `pages` pages: 16 per page less 9 (`pageControlSize`).
  public static func pageControlWidth(pages: Int) -> Double { Double(Swift.max(pages, 1)) * 16 - 9 }
  /// A date picker in the wheels style: 320 x 216 [CHOICE: the classic wheels picker; the shared
  /// files' two date pickers are pinned on every side, so they do not show it].
  public static let datePickerSize = Size(width: 320, height: 216)
  /// A wheels picker's height in compact height (a phone in landscape): 162 [observed UIKit
  /// behaviour: a `UIPickerView` created with a zero frame is 216 high in portrait and 162 in
  /// landscape (NSLog output in Mark Meretzky's picker notes, markmeretzky.com/INFO1-CE9236/src/
  /// picker); read from stored frames: xdrip's Main storyboard (toolsVersion 24412, retina6_0 in
  /// landscape, /work/unseen-e) stores its wheels date picker `M5l-qV-xjH`, held by nothing
  /// along a centred stack's axis, 162 high; the only landscape picker of the eight sets].
  public static let wheelsPickerCompactHeight: Double = 162

  /// The font a kind uses unless the recipe says otherwise: labels 17 pt, text fields and text
  /// views 14 pt (Interface Builder's defaults), buttons 15 pt [RE].
  public static func defaultFont(for kind: ViewKind) -> FontSpec {
    switch kind {
    case .textField, .textView: return .system(14)
    case .button: return .system(15)
    default: return .system(17)
    }
  }

  /// Default content hugging per kind (REFERENCE.md section 1) [RE].
  public static func defaultHugging(for kind: ViewKind, defaults: PriorityDefaults) -> AxisPair<
    LayoutPriority
  > {
    switch kind {
    case .label, .imageView:
      return AxisPair(both: defaults == .interfaceBuilder ? .interfaceBuilderLabelHugging : .defaultLow)
    case .switchControl:
      return AxisPair(both: .defaultHigh)
    case .progressView:
      return AxisPair(horizontal: .defaultLow, vertical: .defaultHigh)
    default:
      return AxisPair(both: .defaultLow)
    }
  }

  /// Default compression resistance: 750 for every kind [RE].
  public static func defaultCompressionResistance(for kind: ViewKind) -> AxisPair<LayoutPriority> {
    AxisPair(both: .defaultHigh)
  }

  /// The intrinsic content size of `view`, given its measured text (nil when it shows none) and
  /// the scene's scale (text sizes round up to the pixel grid, as UILabel does): its content's
  /// size less its `alignmentRectInsets`, the size of the alignment rectangle Auto Layout sizes
  /// (an image view's frame is its image, its alignment rectangle that less the insets).
  public static func intrinsicSize(of view: ViewSpec, text: TextMeasurement?, scale: Double) -> IntrinsicSize
  {
    if let override = view.intrinsicSizeOverride { return override }
    let size = contentSize(of: view, text: text, scale: scale)
    guard let insets = view.alignmentRectInsets else { return size }
    return IntrinsicSize(
      width: size.width.map { $0 - insets.left - insets.right },
      height: size.height.map { $0 - insets.top - insets.bottom })
  }

  /// The intrinsic size of `view`'s content (its frame's, before any alignment insets).
  private static func contentSize(of view: ViewSpec, text: TextMeasurement?, scale: Double) -> IntrinsicSize {
    let textWidth = ceilToPixel(text?.width ?? 0, scale: scale)
    let textHeight = ceilToPixel(text?.height ?? 0, scale: scale)
    switch view.kind {
    case .label:
      return IntrinsicSize(width: textWidth, height: textHeight)
    case .textField:
      return IntrinsicSize(
        width: textWidth + 2 * (view.textFieldInset ?? textFieldHorizontalInset),
        height: view.textFieldHeight ?? textFieldHeight)
    case .button:
      let insets = contentInsets(ofButton: view)
      let width = textWidth + insets.left + insets.right
      let height = textHeight + insets.top + insets.bottom
      // A classic button's size is whole points (its title rounded up to points, not pixels); a
      // configured button's stays on the pixel grid (`classicButtonSize`).
      guard view.buttonStyle == nil else {
        guard let image = view.imageSize else { return IntrinsicSize(width: width, height: height) }
        return configuredButtonWithImage(
          image: image, textWidth: textWidth, textHeight: textHeight, insets: insets,
          padding: view.imagePadding ?? 0, placement: view.imagePlacement ?? .leading)
      }
      if let image = view.imageSize {
        return classicButtonWithImage(
          image: image, textWidth: textWidth, textHeight: textHeight, insets: insets)
      }
      if let background = view.backgroundImageSize {
        return classicButtonWithBackground(
          background: background, textWidth: textWidth, textHeight: textHeight, insets: insets)
      }
      return IntrinsicSize(
        width: Swift.max(classicButtonSize(width), classicButtonMinimumWidth),
        height: classicButtonSize(height))
    case .textView:
      // The text block, plus the line fragment padding at both ends and the container inset.
      let inset = textContainerInset(of: view)
      return IntrinsicSize(
        width: textWidth + 2 * textViewLineFragmentPadding + inset.left + inset.right,
        height: textHeight + inset.top + inset.bottom)
    case .imageView:
      return view.imageSize.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
    case .progressView:
      return IntrinsicSize(width: nil, height: progressViewHeight)
    case .switchControl:
      return IntrinsicSize(width: switchSize.width, height: switchSize.height)
    case .activityIndicator:
      return IntrinsicSize(width: activityIndicatorSize.width, height: activityIndicatorSize.height)
    case .slider:
      return IntrinsicSize(width: nil, height: sliderHeight)
    case .stepper:
      return IntrinsicSize(width: stepperSize.width, height: stepperSize.height)
    case .segmentedControl:
      return IntrinsicSize(width: nil, height: segmentedControlHeight)
    case .pageControl:
      return IntrinsicSize(width: pageControlSize.width, height: pageControlSize.height)
    case .datePicker:
      return IntrinsicSize(width: datePickerSize.width, height: datePickerSize.height)
    case .view, .spacer, .layoutGuide, .cell, .contentView, .stackView:
      return .none
    }
  }

  /// The least intrinsic width of a classic (not configured) button sized by its title: 30, however
  /// short the title, or with none. UIKit documents no minimum; read from stored frames of classic
  /// buttons whose width nothing else sets, in 6 files of 5 public apps outside the shared ones
  /// (toolsVersion 15400 to 22505, Xcode 11 to 15): "yes" and "no" (15 pt, 24 and 18 wide in Inter)
  /// stored 30 wide (openfoodfacts), "Skip" (chatsecure Onboarding), three one-emoji titles
  /// (chatsecure Purchase), 10-pt "Terms" 30 x 24, ">" (a fifth app's), and buttons without a
  /// title 30 x 30 and 30 x 34 (datadog's UIKitCatalog, habitica); no such button is stored narrower
  /// (docs/interface-builder.md "Controls"). A button showing only an image is its image's size
  /// (the importer's `intrinsic`), 24 wide for a 24-point image, and one showing an image beside
  /// its title is the two's size (`classicButtonWithImage`): the minimum is a title-only button's.
  /// It applies in every era [CHOICE: the frames above are of Xcode 11 to 15; no classic button of
  /// the ten sets with a title and no image, of any era, is stored narrower].
  public static let classicButtonMinimumWidth: Double = 30

  /// The intrinsic size of a classic (not configured) button showing an image beside its title:
  /// as wide as its title (rounded up to whole points) plus its image, as high as the taller of
  /// the two (the title's line rounded up to whole points), plus its content insets
  /// (`contentEdgeInsets`, else none: the 6 points a title alone gets above and below do not
  /// apply), with no least width (`classicButtonMinimumWidth` is a title-only button's). UIKit
  /// documents no formula; read from stored frames of classic buttons with a title and an image in
  /// 5 files of 4 public apps outside the shared ones (docs/interface-builder.md "Controls"): Go
  /// Map!!'s "Bing attribution" (Headline, a 87.67 x 19 image) 211.67 wide, its title's 124 +
  /// 87.67; Lockwise's "Learn more" (Footnote, 15.51 high) with an 8 x 10 image 77 x 16 and with a
  /// 12 x 22 one 22 high; Firebase's "Button" with a 24 x 24 image 24 high; Zap's custom "$" (18
  /// pt) with a 10 x 4 image stored 22 x 22, narrower than 30, its width free (hugging 255 against
  /// a text field's 250). [CHOICE: the rounding of the title alone, which the 211.67 shows for the
  /// width, also for its height.]
  public static func classicButtonWithImage(
    image: Size, textWidth: Double, textHeight: Double, insets: EdgeInsets
  )
    -> IntrinsicSize
  {
    let width = classicButtonSize(textWidth) + image.width + insets.left + insets.right
    let height = Swift.max(classicButtonSize(textHeight), image.height) + insets.top + insets.bottom
    return IntrinsicSize(width: width, height: height)
  }

  /// The intrinsic size of a classic (not configured) button with a title over a background image
  /// (`backgroundImage W x H`, no image beside the title): per axis the larger of the title
  /// (rounded up to whole points, as `classicButtonWithImage` rounds it) plus its content insets
  /// (`contentEdgeInsets`, else none: neither the 6 points a title alone gets above and below nor
  /// `classicButtonMinimumWidth` apply) and the image, which UIKit stretches to the button's
  /// bounds [DOC: UIButton `setBackgroundImage(_:for:)`, `backgroundRect(forBounds:)`]. UIKit
  /// documents no formula; read from stored frames of titled buttons with an app's background
  /// image whose size nothing else sets, in 5 apps (docs/interface-builder.md, "Controls"):
  /// beone-SpeedOrder (/work/unseen-r, 10117) four 17-point one-character titles over a 40 x 40
  /// image stored 40 x 40; liveforest-Personal (12118) "0" at 20 points over a 50 x 50 image,
  /// 50 x 50; memreas' "ok"/"cancel" over a 126 x 31 image stored 126 wide in stacks
  /// (MemreasDetail 12120, Universal 13196); monal-MLContactCell (/work/tune, 22155) "99" at 14
  /// points over a 22 x 22 image, 22 x 22 (a padded title would be 29 high and 30 wide);
  /// tba-MyTBAStoryboard (/work/tune-era, 11542) a 16-point title over a 39 x 48 image, 48 high.
  public static func classicButtonWithBackground(
    background: Size, textWidth: Double, textHeight: Double, insets: EdgeInsets
  ) -> IntrinsicSize {
    let width = classicButtonSize(textWidth) + insets.left + insets.right
    let height = classicButtonSize(textHeight) + insets.top + insets.bottom
    return IntrinsicSize(
      width: Swift.max(width, background.width), height: Swift.max(height, background.height))
  }

  /// The intrinsic size of a configured button (`UIButton.Configuration`) showing an image and a
  /// title: at the `leading` or `trailing` placement (`imagePlacement`, UIKit's default leading)
  /// the two side by side, as wide as both and the padding, as high as the taller; at `top` or
  /// `bottom` stacked, as wide as the wider, as high as both and the padding; plus its content
  /// insets ("contentInsets always applies (it's an inset from the button bounds to any content at
  /// all). imagePadding applies if there is text", Apple's answer in Developer Forums thread 730102,
  /// and WWDC21 "Meet the UIKit button system"'s diagram of the two) [DOC]; on the pixel grid, not
  /// rounded to points as a classic button is. The `imagePadding` ("The distance between the
  /// button's image and text" [DOC: UIButton.Configuration `imagePadding`]) is 0 unless set:
  /// Interface Builder stored xdrip's tinted `arrowtriangle.down.fill` button with a thin-space
  /// Body title (a public app's storyboard of toolsVersion 24412, /work/unseen-e), which nothing
  /// sizes horizontally, 47.67 wide at 3x: 24 of insets + the symbol's 20 + the title's 3.67, no
  /// room for a padding (docs/interface-builder.md "Controls") [CHOICE: one file; UIKit
  /// documents no default].
  public static func configuredButtonWithImage(
    image: Size, textWidth: Double, textHeight: Double, insets: EdgeInsets, padding: Double = 0,
    placement: ImagePlacement = .leading
  ) -> IntrinsicSize {
    let horizontalInsets = insets.left + insets.right
    let verticalInsets = insets.top + insets.bottom
    guard placement.isVertical else {
      return IntrinsicSize(
        width: image.width + padding + textWidth + horizontalInsets,
        height: Swift.max(image.height, textHeight) + verticalInsets)
    }
    return IntrinsicSize(
      width: Swift.max(image.width, textWidth) + horizontalInsets,
      height: image.height + padding + textHeight + verticalInsets)
  }

  /// A classic (not configured) button's intrinsic width or height: rounded up to whole points, at
  /// every scale. Interface Builder stores such buttons whole-point sized where a label of the
  /// same font is pixel-rounded: 17 pt system titles 33 high at 2x and 3x (20.29 + 12; 8 buttons
  /// of 4 apps), 14 pt 29 (2 apps), 16 pt 32, 13 pt 28 at 3x (15.51 + 12; 64 buttons of one app)
  /// (docs/interface-builder.md "Controls"). A configured button (`UIButton.Configuration`)
  /// is not rounded: IB stores 34.333 at 3x for 17 pt titles with 7-pt insets. [CHOICE: the
  /// rounding applies to the whole size, title plus insets; UIKit's classic insets are whole.]
  public static func classicButtonSize(_ value: Double) -> Double {
    (value - 1e-9).rounded(.up)
  }

  /// `value` rounded up to the next multiple of 1/scale (20.2871 -> 20.5 at 2x).
  public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    // A tiny tolerance keeps 20.000000001 from becoming 20.5 through floating-point noise.
    return ((value * scale) - 1e-9).rounded(.up) / scale
  }
}
