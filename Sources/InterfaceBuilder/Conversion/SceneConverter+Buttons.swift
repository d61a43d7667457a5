import Layout
import Recipe

extension SceneConverter {
  /// An Xcode 13+ `<buttonConfiguration>` as recipe attributes: `configuration STYLE` (the
  /// configured button's default content insets, 7 12 7 12 at the medium size), its stored
  /// `contentInsets`, and for a title with an image its `imagePadding` and `imagePlacement`. A size other than medium, whose insets UIKit does not document, and an
  /// unknown style are warned; a title without a font in the file is set in Body
  /// (`fontProperties`).
  mutating func configurationProperties(_ view: IBView) -> [ViewProperty] {
    let element = "<buttonConfiguration> of <button id=\"\(view.id)\">"
    let line = view.buttonConfigurationLine ?? view.line
    var style = ButtonStyle.plain
    if let name = view.buttonStyle {
      if let known = ButtonStyle(rawValue: name) {
        style = known
      } else {
        warn(
          line: line, element: element,
          "style \"\(name)\" is not one of plain, gray, tinted, filled; sized as plain (the styles differ "
            + "in colour only)")
      }
    }
    var result: [ViewProperty] = [.buttonStyle(SyntaxFactory.spelled(style, style.rawValue))]
    if let insets = view.buttonContentInsets {
      let values = [insets.top, insets.left, insets.bottom, insets.right]
      result.append(
        .contentInsets(
          Set(values).count == 1 ? [SyntaxFactory.number(values[0])] : values.map(SyntaxFactory.number)))
    } else if let size = view.buttonSize, size != "medium" {
      warn(
        line: line, element: element,
        "buttonSize \"\(size)\": UIKit does not document the content insets of this size; the medium "
          + "size's (7, 12, 7, 12) are used")
    }
    if titledButtonImageSize(view) != nil {
      // The image beside (or above, below) the title, with the padding between them
      // (`ControlMetrics.configuredButtonWithImage`); without both, neither applies.
      if let padding = view.imagePadding, padding != 0 {
        result.append(.imagePadding(SyntaxFactory.number(padding)))
      }
      if let name = view.imagePlacement, name != ImagePlacement.leading.rawValue {
        if let placement = ImagePlacement(rawValue: name) {
          result.append(.imagePlacement(SyntaxFactory.spelled(placement, placement.rawValue)))
        } else {
          warn(
            line: line, element: element,
            "imagePlacement \"\(name)\" is not one of leading, trailing, top, bottom; the image is sized "
              + "before the title")
        }
      }
    }
    return result
  }
}

extension SceneConverter {
  /// IB's `lineBreakMode` names (IB's own, neither UIKit's case names nor the recipe's words).
  static let lineBreakModes: [String: LineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
    "middleTruncation": .byTruncatingMiddle,
  ]

  /// `lineBreak MODE` for a label's or button's `lineBreakMode` when it differs from UIKit's
  /// default for the kind (a label truncates its tail, a button's title its middle); an unknown
  /// name is warned.
  mutating func lineBreakProperty(_ view: IBView, kind: ViewKind) -> ViewProperty? {
    guard let name = view.lineBreakMode else { return nil }
    guard let mode = Self.lineBreakModes[name] else {
      warn(view, "lineBreakMode \"\(name)\" is not known; UIKit's default for the kind is used")
      return nil
    }
    let kindDefault: LineBreakMode = kind == .button ? .byTruncatingMiddle : .byTruncatingTail
    let word = Keywords.lineBreakModes.word(for: mode) ?? mode.name
    return mode == kindDefault ? nil : .lineBreak(SyntaxFactory.spelled(mode, word))
  }
}

extension SceneConverter {
  /// The title size of a custom button (`UIButton.ButtonType.custom`) whose file gives no font:
  /// system 18, where a system button's is 15 [UIKit does not document it; source: the frames IB
  /// stored for the two such buttons in the shared files, xlpagertabstrip-Storyboard's
  /// "Reload" 56 x 34 and "Close" 46 x 34 on a 2x canvas: at 18 pt Inter's advances less San
  /// Francisco's tracking give 55.58 and 45.80 wide, 56 and 46 at 2x, and one line of 21.48 plus
  /// 6 above and below about 34; at 15 pt they would be 47.5 and 39 wide and 30 high].
  static let customButtonTitleSize: Double = 18

  /// Whether `view` is a custom button (no `buttonType` in the file) with a title, or with neither
  /// a title nor an image, or with only an app image (its empty title line counts:
  /// `untitledClassicButtonImage`), and no font of its own, neither a `fontDescription` nor a
  /// `<buttonConfiguration>`'s. A button without a title is as high as one empty line of its title
  /// font plus its padding: IB stored datadog's UIKitCatalog custom button without a title or an
  /// image (`c3R-k9-JaH`, toolsVersion 19150, held by its centre) 30 x 34 (21.48 + 12, rounded up),
  /// its two system ones 30 x 30 (17.9 + 12), and DuckDuckGo's OmniBar one with a 21-point bottom
  /// content inset 43 high (21.48 + 21).
  static func isCustomButtonWithDefaultFont(_ view: IBView, kind: ViewKind, document: IBDocument) -> Bool {
    guard kind == .button, view.element == "button", view.buttonType == nil, !view.hasButtonConfiguration,
      view.font == nil
    else { return false }
    guard view.title == nil, let image = view.imageName else { return true }
    return !view.imageIsSymbol && !document.systemImages.contains(image) && document.imageSizes[image] != nil
  }
}
