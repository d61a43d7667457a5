import Layout

/// An Interface Builder document: a storyboard or a xib.
public struct IBDocument: Hashable, Sendable {
  /// Storyboard or xib.
  public enum Kind: String, Hashable, Sendable {
    case storyboard, xib
  }

  /// The file name used in messages.
  public var fileName: String
  /// Storyboard or xib.
  public var kind: Kind
  /// `toolsVersion` (8191 for Xcode 7, ...).
  public var toolsVersion: String?

  /// The whole number before a toolsVersion's first dot (`32700` of `32700.99.1234`), the part
  /// the importer's era cuts compare; nil for no toolsVersion or one that does not start with a
  /// number.
  public static func majorToolsVersion(_ toolsVersion: String?) -> Int? {
    toolsVersion?.split(separator: ".").first.flatMap { Int($0) }
  }
  /// `useSafeAreas="YES"`.
  public var usesSafeAreas: Bool
  /// `useTraitCollections="YES"`.
  public var usesTraitCollections: Bool
  /// `<device id="retina6_1" orientation="portrait">`, when the document names a device.
  public var deviceID: String?
  /// The device's orientation.
  public var orientation: String?
  /// Every scene or top-level object, in document order.
  public var scenes: [IBScene]
  /// Image sizes from `<resources>` by image name.
  public var imageSizes: [String: Size]
  /// The names in `<resources>` that are system symbol images (`catalog="system"`): their listed
  /// size is the symbol's shape normalized to 128, not points.
  public var systemImages: Set<String> = []
  /// The views `<designables>` lists, by id: the views of a custom class Interface Builder renders
  /// on its canvas (an `@IBDesignable` class, run by IB's designables agent), with the
  /// `intrinsicContentSize` IB got from the class's code (`<size key="intrinsicContentSize">`), or
  /// nil when the class reported none (`UIView.noIntrinsicMetric`).
  public var designables: [IBID: Size?] = [:]
  /// Warnings met while reading the XML.
  public var warnings: [ImportWarning]
  /// The line of the `<document>` element.
  public var line = 1
  /// True for a legacy archive of Xcode 3 and 4 (`<archive>`, translated by
  /// `IBArchiveTranslator`): its canvas is its root's stored size (`SceneConverter.device`).
  public var isLegacyArchive = false
  /// One pixel, in points, of the canvas IB laid the stored frames out on, read from them
  /// (`IBDocumentReader.canvasPixel`: a third, a half or a point); `IBCanvas.scale` takes it
  /// for a document that names no device.
  public var framePixel: Double = 0.5
}
