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
      // width IB stored is its own measurement [CHOICE]; without a frame there is none.
      guard let width = view.frame?.width, width >= 0 else {
        warn(view, "a segmented control without a stored frame has no intrinsic width")
        return nil
      }
      return IntrinsicSize(width: width, height: ControlMetrics.segmentedControlHeight)
    case .progressView:
      // UIProgressView's bar was 2 points high until the iOS 14 SDK made it 4: documents saved
      // before Xcode 12 (toolsVersion below 17000) store 2 (docs/interface-builder.md, "Controls").
      guard Self.isBeforeXcode12(document.toolsVersion) else { return nil }
      return IntrinsicSize(width: nil, height: ControlMetrics.progressViewHeightBeforeIOS14)
    case .slider:
      approximations[view.id] = "a slider's height (31) is a modelled choice no shared file confirms"
      return nil
    case .pageControl:
      // iOS 14 redrew the page control (Xcode 12's SDK and later); its size by the document's SDK
      // (docs/interface-builder.md, "Controls").
      let pages = view.numberOfPages ?? 3
      if Self.isXcode26(document.toolsVersion) {
        approximations[view.id] = "a page control's width for other than 3 pages is a modelled choice"
        return IntrinsicSize(
          width: ControlMetrics.pageControlWidth(pages: pages) + ControlMetrics.pageControlPaddingXcode26,
          height: ControlMetrics.pageControlHeightXcode26)
      }
      if !Self.isBeforeXcode12(document.toolsVersion) {
        approximations[view.id] = "a page control's width (iOS 14 to 18 SDKs) is a modelled choice"
        return IntrinsicSize(
          width: ControlMetrics.pageControlWidth(pages: pages), height: ControlMetrics.pageControlHeightIOS14)
      }
      approximations[view.id] = "a page control's height (37) is a modelled choice no shared file confirms"
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

  /// A classic button that shows only an image (a normal-state `image` of the app's, not a system
  /// symbol, whose size `<resources>` lists; no title, no configuration) is as large as its image plus its `contentEdgeInsets`:
  /// UIKit adds no padding of its own around an image (a title gets 6 points above and below).
  /// Interface Builder stored 24 x 24 for five such buttons with 24-point images, custom and
  /// system, that nothing else sizes (a public app's xib of toolsVersion 23504,
  /// docs/interface-builder.md "Controls"); UIButton uses `contentEdgeInsets` "to determine
  /// intrinsicContentSize" [DOC: UIButton `contentEdgeInsets`]. Nil for any other button.
  func imageButtonSize(_ view: IBView) -> IntrinsicSize? {
    guard !view.hasButtonConfiguration, view.title?.isEmpty ?? true, let name = view.imageName,
      let image = document.imageSizes[name], image.width >= 0, image.height >= 0
    else { return nil }
    let insets = view.contentEdgeInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    return IntrinsicSize(
      width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom)
  }

  /// Whether a document was saved before Xcode 12 (the iOS 14 SDK): toolsVersion below 17000
  /// (Xcode 11.7 writes 16097, Xcode 12.0 17156; the cut between them is [CHOICE]). A document
  /// without a toolsVersion is taken as current.
  static func isBeforeXcode12(_ toolsVersion: String?) -> Bool {
    guard let major = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
    return major < 17000
  }

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
