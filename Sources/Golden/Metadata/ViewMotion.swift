import Foundation
import Render

/// How a view's solved frame changed between the golden and now, in scene points.
public struct ViewMotion: Hashable, Sendable, CustomStringConvertible {
  /// The variant (panel) it is in.
  public var variant: String
  /// The view.
  public var view: String
  /// The golden's frame; nil when the view is new.
  public var before: ViewFrame?
  /// The frame now; nil when the view is gone.
  public var after: ViewFrame?

  /// Every view whose frame differs by more than `epsilon` points, panel by panel in the
  /// golden's order, then views that appeared.
  public static func changes(
    from golden: [VariantFrames], to current: [VariantFrames], epsilon: Double = 0.001
  ) -> [ViewMotion] {
    var motions: [ViewMotion] = []
    for variant in golden {
      let now = current.first { $0.name == variant.name }?.views ?? []
      for view in variant.views {
        guard let after = now.first(where: { $0.name == view.name }) else {
          motions.append(ViewMotion(variant: variant.name, view: view.name, before: view, after: nil))
          continue
        }
        let moved =
          abs(after.x - view.x) > epsilon || abs(after.y - view.y) > epsilon
          || abs(after.width - view.width) > epsilon || abs(after.height - view.height) > epsilon
        if moved {
          motions.append(ViewMotion(variant: variant.name, view: view.name, before: view, after: after))
        }
      }
      for view in now where !variant.views.contains(where: { $0.name == view.name }) {
        motions.append(ViewMotion(variant: variant.name, view: view.name, before: nil, after: view))
      }
    }
    return motions
  }

  /// "Name Label moved 8 pt down" / "Box moved 2 pt left, 4 pt wider" (in "Portrait").
  public var description: String {
    let place = variant == "default" ? "" : " (in \"\(variant)\")"
    guard let before else { return "\(view) is new\(place)" }
    guard let after else { return "\(view) is gone\(place)" }
    var parts: [String] = []
    let dx = after.x - before.x
    let dy = after.y - before.y
    if abs(dx) > 0.001 || abs(dy) > 0.001 {
      var moves: [String] = []
      if abs(dx) > 0.001 { moves.append("\(Self.points(abs(dx))) \(dx > 0 ? "right" : "left")") }
      if abs(dy) > 0.001 { moves.append("\(Self.points(abs(dy))) \(dy > 0 ? "down" : "up")") }
      parts.append("moved " + moves.joined(separator: " and "))
    }
    let dw = after.width - before.width
    let dh = after.height - before.height
    if abs(dw) > 0.001 { parts.append("\(Self.points(abs(dw))) \(dw > 0 ? "wider" : "narrower")") }
    if abs(dh) > 0.001 { parts.append("\(Self.points(abs(dh))) \(dh > 0 ? "taller" : "shorter")") }
    return "\(view) " + parts.joined(separator: ", ") + place
  }

  /// A distance as the figures write it (`formatFigureNumber`), in points.
  static func points(_ value: Double) -> String { "\(formatFigureNumber(value)) pt" }
}
