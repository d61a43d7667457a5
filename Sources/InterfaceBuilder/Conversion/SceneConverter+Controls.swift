import Layout
import Recipe

extension SceneConverter {
  /// The intrinsic size a control of `kind` needs written out (`intrinsic W x H`) where the file
  /// says more than the kind's default (docs/interface-builder.md, "Controls"): a large activity
  /// indicator, a switch's alignment rectangle (of the iOS 26 SDK's switch too), a segmented
  /// control's width, a page control's page count, a progress view's older height. Nil when the
  /// kind's own size holds.
  mutating func controlSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    if view.element == "toolbar" {
      // UIToolbar's height, no width of its own: 44 [DOC: IBBars.toolbarHeight], 49 on a phone
      // with a home indicator in portrait (IB stored 49-point toolbars on retina6_1 in
      // esri-MobileMapSearchRoute and esri-GenerateOfflineMapOverrides).
      let canvas = IBCanvas(document: document)
      let tall = (canvas.device?.homeIndicator ?? 0) > 0 && !canvas.landscape
      return IntrinsicSize(width: nil, height: tall ? 49 : IBBars.toolbarHeight)
    }
    if let size = barSize(view) { return size }
    switch kind {
    case .button:
      return imageButtonSize(view)
    case .activityIndicator:
      switch view.controlStyle {
      case nil, "medium", "white", "gray": return nil
      case "large", "whiteLarge":
        let size = ControlMetrics.activityIndicatorLargeSize
        return IntrinsicSize(width: size.width, height: size.height)
      case let style?:
        warn(view, "activity indicator style \"\(style)\" is not known; sized as the medium style (20 x 20)")
        return nil
      }
    case .switchControl:
      // The switch's alignment rectangle (`AlignmentRect`): 2 points narrower than its frame.
      let frame =
        Self.isXcode26(document.toolsVersion) ? ControlMetrics.switchSizeXcode26 : ControlMetrics.switchSize
      let size = AlignmentRect.size(frame, element: view.element)
      return IntrinsicSize(width: size.width, height: size.height)
    case .segmentedControl:
      // UIKit sizes the segments by their titles in San Francisco with undocumented padding: the
      // width IB stored is its own measurement [CHOICE]; without a frame there is none. The
      // height is the alignment rectangle's (`AlignmentRect`: the frame less 1 at the bottom):
      // 31 (frame 32) from the iOS 13 SDK, 28 (frame 29) in documents saved before Xcode 11.
      guard let width = view.frame?.width, width >= 0 else {
        warn(view, "a segmented control without a stored frame has no intrinsic width")
        return nil
      }
      return IntrinsicSize(width: width, height: Self.segmentedControlHeight(document.toolsVersion))
    case .progressView:
      // UIProgressView's bar was 2 points high until the iOS 14 SDK made it 4: documents saved
      // before Xcode 12 (toolsVersion below 17000) store 2 (docs/interface-builder.md, "Controls").
      guard Self.isBeforeXcode12(document.toolsVersion) else { return nil }
      return IntrinsicSize(width: nil, height: ControlMetrics.progressViewHeightBeforeIOS14)
    case .slider:
      // The iOS 26 SDK's slider: 34 high, its alignment rectangle its frame (`AlignmentRect`).
      guard Self.isXcode26(document.toolsVersion) else {
        approximations[view.id] = "a slider's height (31) is a modelled choice no shared file confirms"
        return nil
      }
      approximations[view.id] =
        "an Xcode 26 slider's height (34) is read from stored frames outside the shared files"
      return IntrinsicSize(width: nil, height: Self.sliderHeightXcode26)
    case .pageControl:
      approximations[view.id] = "a page control's height (37) is a modelled choice no shared file confirms"
      let pages = view.numberOfPages ?? 3
      guard pages != 3 else { return nil }
      return IntrinsicSize(
        width: ControlMetrics.pageControlWidth(pages: pages), height: ControlMetrics.pageControlSize.height)
    case .datePicker:
      approximations[view.id] = "a date picker's size (320 x 216, wheels) is a modelled choice"
      if let style = view.controlStyle, style != "wheels" {
        warn(
          view,
          "a date picker of the \(style) style is not modelled; sized as the wheels style "
            + "(\(PositionalNumber.shortest(ControlMetrics.datePickerSize.width)) x "
            + "\(PositionalNumber.shortest(ControlMetrics.datePickerSize.height)))")
      }
      return nil
    default:
      return nil
    }
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
  /// (`symbolImageSize`: the button's `preferredSymbolConfiguration`, else 17-point Body, as an
  /// image view's [CHOICE: UIKit does not document a classic button's default symbol
  /// configuration]). Nil for any other button.
  func imageButtonSize(_ view: IBView) -> IntrinsicSize? {
    guard view.title?.isEmpty ?? true, let name = view.imageName,
      let shape = document.imageSizes[name], shape.width >= 0, shape.height >= 0
    else { return nil }
    var image = shape
    if view.imageIsSymbol || document.systemImages.contains(name) {
      guard shape.width > 0, shape.height > 0 else { return nil }
      image = Self.symbolImageSize(shape: shape, pointSize: view.symbolPointSize, scale: view.symbolScale)
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

  /// Whether a document was saved before Xcode 12 (the iOS 14 SDK): toolsVersion below 17000
  /// (Xcode 11.7 writes 16097, Xcode 12.0 17156; the cut between them is [CHOICE]). A document
  /// without a toolsVersion is taken as current.
  static func isBeforeXcode12(_ toolsVersion: String?) -> Bool {
    guard let major = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
    return major < 17000
  }

  /// Whether a document was saved before Xcode 11 (the iOS 13 SDK, which gave UISegmentedControl
  /// its current look and height): toolsVersion below 14800 (Xcode 10.3 writes 14490.70, Xcode
  /// 11's betas 14865 on: the cut of `IBCanvas.homeButtonWithoutStatusBar`, [CHOICE]). A document
  /// without a toolsVersion is taken as current.
  static func isBeforeXcode11(_ toolsVersion: String?) -> Bool {
    guard let major = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
    return major < 14800
  }

  /// A segmented control's alignment-rectangle height in a document of this toolsVersion: 31 (its
  /// frame 32) from Xcode 11 on, 28 (frame 29) before (docs/interface-builder.md, "Controls").
  static func segmentedControlHeight(_ toolsVersion: String?) -> Double {
    isBeforeXcode11(toolsVersion) ? 28 : 31
  }

  /// The iOS 26 SDK's slider height (and frame), read from stored frames (`AlignmentRect`).
  static let sliderHeightXcode26: Double = 34

  /// The intrinsic size of a bar or picker imported as a plain view (`navigationBar`, `searchBar`,
  /// `pickerView`; docs/interface-builder.md, "Controls"); nil for any other element.
  mutating func barSize(_ view: IBView) -> IntrinsicSize? {
    switch view.element {
    case "navigationBar":
      // UINavigationBar: 44 high, 96 with large titles [DOC: IBBars.navigationBarHeight and
      // largeTitleHeight]; as wide as its constraints make it.
      return IntrinsicSize(
        width: nil, height: IBBars.navigationBarHeight + (view.largeTitles ? IBBars.largeTitleHeight : 0))
    case "searchBar":
      // UISearchBar: 56 high, 64 in documents of Xcode 26 (`IBBars.searchBarHeight`, read from
      // frames IB stored where no constraint sets the height); no width of its own.
      if view.prompt != nil || view.showsScopeBar {
        warn(
          view,
          "a search bar's \(view.prompt != nil ? "prompt" : "scope bar") is not modelled; sized without it "
            + "(\(PositionalNumber.shortest(Self.searchBarHeight(document.toolsVersion))) high)")
      }
      return IntrinsicSize(width: nil, height: Self.searchBarHeight(document.toolsVersion))
    case "pickerView":
      // A picker's wheels, as the date picker's (`ControlMetrics.datePickerSize`) [CHOICE].
      return IntrinsicSize(
        width: ControlMetrics.datePickerSize.width, height: ControlMetrics.datePickerSize.height)
    default:
      return nil
    }
  }

  /// UISearchBar's height in a document of this toolsVersion: 64 from Xcode 26, else 56.
  static func searchBarHeight(_ toolsVersion: String?) -> Double {
    isXcode26(toolsVersion) ? IBBars.searchBarHeightXcode26 : IBBars.searchBarHeight
  }

  /// Whether a document was saved by Xcode 26 (the iOS 26 SDK, whose switch is 63 x 28):
  /// toolsVersion 24000 to 29999. (32700.99.1234, a development build's number that Xcode writes
  /// in `floatingpanel-Samples-Main.storyboard`, stores 51 x 31 switches.)
  static func isXcode26(_ toolsVersion: String?) -> Bool {
    guard let major = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
    return (24000..<30000).contains(major)
  }
}
