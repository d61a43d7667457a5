import Layout
import TestSupport
import Testing

/// `ViewSpec.initialFrame`: the frame a view was decoded with, where its first margins are measured
/// (`MarginResolver.initialMargins`). iPhone X in portrait (375 x 812, safe-area insets 44 top and
/// 34 bottom, Apple's published figures); frames by hand.
@Suite("Margin passes seeded with the frames a view was decoded with")
struct InitialFrameMarginTests {
  /// Card, across the screen from y 682, holds Box (80 high) between its top and bottom margins
  /// (UIView's 8 each, plus the safe-area inset Card overlaps). At its own margins Card is
  /// 8 + 80 + 8 = 96 high and ends at 778 = 812 - 34, on the home indicator's band: no overlap,
  /// so 96 is a fixed point of the passes. Reaching into the band, its bottom margin is 8 + 34:
  /// 130 high, ending at 812, the whole band overlapped: 130 is one too.
  static func scene(initialFrame: Rect?, holder: Bool = false) -> (SceneBuilder, ViewID) {
    var b = SceneBuilder(Scene(device: .iPhoneX, orientation: .portrait))
    var parent: ViewID?
    if holder {
      // A full-screen view without a decoded frame of its own between Card and the root.
      let h = b.view("Holder", .view)
      b.add(anchor(h, .leading), .equal, superview(.leading))
      b.add(anchor(h, .trailing), .equal, superview(.trailing))
      b.add(anchor(h, .top), .equal, superview(.top))
      b.add(anchor(h, .bottom), .equal, superview(.bottom))
      parent = h
    }
    let card = b.view("Card", .view, parent: parent)
    let box = b.view("Box", .view, parent: card)
    b.scene.views[card.rawValue].initialFrame = initialFrame
    if let h = parent { b.scene.views[h.rawValue].initialFrame = nil }
    let container: Item = parent.map { Item.view($0) } ?? .root
    b.add(anchor(card, .leading), .equal, Anchor(container, .leading))
    b.add(anchor(card, .trailing), .equal, Anchor(container, .trailing))
    b.add(anchor(card, .top), .equal, Anchor(container, .top), 682)
    b.add(anchor(box, .leading), .equal, anchor(card, .leading))
    b.add(anchor(box, .trailing), .equal, anchor(card, .trailing))
    b.add(anchor(box, .top), .equal, anchor(card, .topMargin))
    b.add(anchor(card, .bottomMargin), .equal, anchor(box, .bottom))
    b.add(anchor(box, .height), .equal, nil, 80)
    return (b, card)
  }

  @Test("decoded reaching into the home indicator's band, the view keeps the band in its margin")
  func seeded() throws {
    let (b, card) = Self.scene(initialFrame: rect(0, 682, 375, 130))
    let r = try b.solve()
    #expect(same(r.frame(card), rect(0, 682, 375, 130)), "\(r.frame(card))")
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
  }

  @Test("without a decoded frame (or under a view without one) the passes start from its own margins")
  func unseeded() throws {
    let (plain, card) = Self.scene(initialFrame: nil)
    #expect(same(try plain.solve().frame(card), rect(0, 682, 375, 96)))
    let (held, heldCard) = Self.scene(initialFrame: rect(0, 682, 375, 130), holder: true)
    #expect(same(try held.solve().frame(heldCard), rect(0, 682, 375, 96)))
  }

  @Test("decoded clear of the band, the first margins are its own: the same layout")
  func clearOfTheBand() throws {
    let (b, card) = Self.scene(initialFrame: rect(0, 682, 375, 96))
    #expect(same(try b.solve().frame(card), rect(0, 682, 375, 96)))
  }
}
