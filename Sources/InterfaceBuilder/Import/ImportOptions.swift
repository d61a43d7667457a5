import Layout

/// How an import chooses the scene size and which scenes it converts.
public struct ImportOptions: Hashable, Sendable {
  /// The scene every imported recipe is laid out in.
  public enum SceneChoice: Hashable, Sendable {
    /// The document's `<device>` when it is one of ours (in its `orientation`), else the
    /// cookbook's iPhone 8 portrait.
    case automatic
    /// A catalogued device, portrait.
    case device(Device)
    /// Interface Builder's own canvas: the root view's stored size (600 x 600 for the Any/Any
    /// canvas of documents without a device, drawn with regular size classes and 20-point margins,
    /// as IB draws it).
    case canvas
  }

  /// The scene size.
  public var scene: SceneChoice
  /// Only scenes whose name contains this (case-insensitive); nil for all.
  public var sceneName: String?
  /// Families (`Scene.familyKey`: lowercased, spaces removed) whose lines the caller's fonts
  /// already know; the importer writes no `font line` for them (`FamilyLineInference`).
  /// `ImportedDocument.load` adds the families with a line of their own (the pinned fonts and the
  /// stand-in lines, `VerticalMetrics.familiesWithKnownLines`) and those of the font files it is
  /// given (`--font`, `--fonts`); a family installed on the machine but not pinned is not known
  /// here, and its `font line` is harmless (it is used only while the family is missing).
  public var knownFamilies: Set<String> = []
  /// The most views a scene's recipe may declare (`RecipeLimits.views`, `--max-views`): a scene
  /// with more is refused before it is converted (`IBImporter.convert`), with the error its recipe
  /// would get. `Int.max` (the default) checks nothing here.
  public var maximumViews = Int.max
  /// The line per em of the app fonts of `knownFamilies` whose line the program knows but whose
  /// font files were not given (`VerticalMetrics.appFamily(_:)`, by `Scene.familyKey`; not the
  /// families iOS ships, whose line is the OS's own: review38-stop L14). A document whose own
  /// labels contradict such a line, agreeing on one
  /// more than `FamilyLineInference.contradiction` away, still gets a `font line` for the family:
  /// the app bundles another version of the font than the one here (amaroq's Roboto 1.100141,
  /// 1.3188 em, against the pinned Roboto 2.138's 1.1719).
  public var knownLines: [String: Double] = [:]

  /// Options: a scene choice and an optional scene filter.
  public init(scene: SceneChoice = .automatic, sceneName: String? = nil) {
    self.scene = scene
    self.sceneName = sceneName
  }

  /// Interface Builder device ids and the catalogued devices they are.
  static let deviceIDs: [String: String] = [
    "retina4_0": "iPhone SE", "retina4_7": "iPhone 8", "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone X",
    "retina6_12": "iPhone 12", "retina6_72": "iPhone Pro Max", "iPhone14Pro": "iPhone 14 Pro",
    "ipad9_7": "iPad", "ipad12_9": "iPad Pro 12.9\"", "ipad12_9rounded": "iPad Pro 12.9\"",
  ]
}
