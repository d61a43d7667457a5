import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Render
import Typesetting

/// The width of a font family no font here has, read from the document's own labels: each
/// single-line label whose width only its text sets (`ImportedRecipe.textWidthLabels`) is stored
/// its text's width in the real font, rounded up to the canvas's pixel grid; measured in the
/// stand-in, the two give the family's width per em against the stand-in's for that text. The
/// family's width is the median of its labels', taken when enough of them agree
/// (docs/typesetting.md, "Families no font here has: the width read from the document").
///
/// [CHOICE: the stored frames are the document's own data, as for the line (`FamilyLineInference`);
/// a text's width in another font is not one factor of the stand-in's (each letter differs), so
/// the labels agree within `agreement`, not exactly, and the median of their factors stands for
/// them all. It is used only while no font here has the family (the recipe's `font width`).]
enum FamilyWidthInference {
  /// How many labels a family's width is read from at least [CHOICE: as the line's two labels,
  /// and one more: a width differs from text to text where a line does not].
  static let minimumLabels = 3
  /// How far, as a fraction of the median, a label's factor may lie from it and agree [CHOICE: 4%
  /// is 2 to 4 pt on a 50 to 100-pt label; a text's width in another font is not one factor of
  /// the stand-in's: titi-Main's 39 HGGGothicssi_Pro labels taken spread from 0.79 to 0.91 about
  /// their median 0.853 (its Latin labels 0.79 to 0.87, its Korean ones 0.90) as end36's misses
  /// show them, 14 of them within 2% of it (fewer than half: no width), 24 within 4%].
  static let agreement = 0.04
  /// The factors a width is taken in [CHOICE: the census's families lie in 0.78...1.08; a
  /// median outside 0.7...1.3 says that something besides the text set the labels' widths].
  static let plausibleWidths: ClosedRange<Double> = 0.7...1.3
  /// How far from 1 a width must be to be written [CHOICE: within 1% the stand-in's widths are
  /// the family's to a point on a 100-point label].
  static let smallestChange = 0.01

  /// The width of each family of `recipes` (one document's, imported) that `library` does not
  /// have and `known` does not list, by `FontLineSyntax.key`, where enough labels agree.
  static func widths(_ recipes: [LoadedRecipe], library: FontLibrary, known: Set<String>) -> [String:
    FamilyWidth]
  {
    let measurer = TypesettingMeasurer(library: library)
    var factors: [String: [Double]] = [:]
    var names: [String: String] = [:]
    var missing: [String: Bool] = [:]
    for loaded in recipes {
      guard let imported = loaded.imported, !imported.textWidthLabels.isEmpty, !loaded.compiled.hasErrors,
        let variant = imported.canvasVariant.flatMap(loaded.compiled.variant(named:))
          ?? loaded.compiled.variants.first
      else { continue }
      var stored: [String: StoredFrame] = [:]
      for frame in imported.storedFrames where stored[frame.ibID.rawValue] == nil {
        stored[frame.ibID.rawValue] = frame
      }
      // A label is taken once per scene: IB ids are unique within a scene only (a view copied
      // into another scene keeps its id there), so each recipe (one scene) has its own set, as
      // in `FamilyLineInference` (review37-stop.md L10).
      var seen: Set<String> = []
      let scene = variant.scene
      let pixel = scene.scale > 0 ? 1 / scene.scale : 0.5
      for (index, view) in scene.views.enumerated() {
        guard view.kind == .label, let ibID = variant.origin(of: ViewID(index))?.ibID,
          imported.textWidthLabels.contains(IBID(ibID)), seen.insert(ibID).inserted,
          let family = view.font.family, let text = view.text, !text.isEmpty,
          let frame = stored[ibID], !frame.isMisplaced, !frame.isAmbiguous, frame.frame.size.width > pixel
        else { continue }
        let key = FontLineSyntax.key(family)
        guard !known.contains(key) else { continue }
        if missing[key] == nil {
          missing[key] = (try? library.font(family: family, size: 17))?.warning != nil
        }
        guard missing[key] == true,
          let measured = try? measurer.measure(
            TextMeasureRequest(text: text, font: scene.resolvedFont(view.font))),
          measured.width > 0
        else { continue }
        if names[key] == nil { names[key] = family }
        factors[key, default: []].append((frame.frame.size.width - pixel / 2) / measured.width)
      }
    }
    var result: [String: FamilyWidth] = [:]
    for (key, list) in factors {
      guard list.count >= minimumLabels, let family = names[key] else { continue }
      let sorted = list.sorted()
      let median =
        sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
      let width = (median * 1000).rounded() / 1000
      let agreeing = list.filter { abs($0 - median) <= agreement * median }.count
      guard agreeing >= minimumLabels, 2 * agreeing >= list.count, plausibleWidths.contains(width),
        abs(width - 1) >= smallestChange, FontWidthSyntax.range.contains(width)
      else { continue }
      result[key] = FamilyWidth(family: family, width: width, agreeing: agreeing, labels: list.count)
    }
    return result
  }
}
