import Foundation
import Layout

extension ViewPainter {
  /// The drawing of a control kind without text of its own (activity indicator, slider, stepper,
  /// segmented control, page control, date picker): a sketch of the control in its frame, in the
  /// button colours, so it reads as what it is at any size. Nil for the other kinds.
  static func controlChrome(_ kind: ViewKind, frame f: DisplayRect) -> [DisplayItem]? {
    switch kind {
    case .activityIndicator: return activityIndicatorChrome(f)
    case .slider: return sliderChrome(f)
    case .stepper: return stepperChrome(f)
    case .segmentedControl: return segmentedControlChrome(f)
    case .pageControl: return pageControlChrome(f)
    case .datePicker: return datePickerChrome(f)
    default: return nil
    }
  }

  /// The controls' marks and fills: the button colours.
  private static var accent: Paint { .role(.buttonTitle) }
  private static var track: Paint { .role(.buttonFill) }

  /// A ring of eight spokes around the centre.
  private static func activityIndicatorChrome(_ f: DisplayRect) -> [DisplayItem] {
    let r = max(min(f.width, f.height) / 2, 0)
    let stroke = Stroke(paint: accent, width: max(r / 5, 1))
    return (0..<8).map { i in
      let angle = Double(i) * Double.pi / 4
      let (s, c) = (sin(angle), cos(angle))
      return .line(
        LineItem(
          start: DisplayPoint(x: f.midX + c * r * 0.45, y: f.midY + s * r * 0.45),
          end: DisplayPoint(x: f.midX + c * r * 0.9, y: f.midY + s * r * 0.9), stroke: stroke))
    }
  }

  /// A track across the middle, filled to the thumb at 40%.
  private static func sliderChrome(_ f: DisplayRect) -> [DisplayItem] {
    let bar = DisplayRect(x: f.x, y: f.midY - 2, width: f.width, height: 4)
    let thumbRadius = max(min(f.height / 2 - 1, 13), 1)
    let thumbX = f.x + thumbRadius + (f.width - 2 * thumbRadius) * 0.4
    return [
      .rect(RectItem(rect: bar, cornerRadius: 2, fill: track)),
      .rect(
        RectItem(
          rect: DisplayRect(x: f.x, y: bar.y, width: max(thumbX - f.x, 0), height: 4), cornerRadius: 2,
          fill: accent)),
      .path(
        PathItem(
          elements: PathItem.circle(center: DisplayPoint(x: thumbX, y: f.midY), radius: thumbRadius),
          fill: .role(.canvas), stroke: Stroke(paint: .role(.frame), width: 1))),
    ]
  }

  /// Two halves: minus and plus.
  private static func stepperChrome(_ f: DisplayRect) -> [DisplayItem] {
    let mark = max(min(f.height * 0.4, f.width / 6), 1)
    let stroke = Stroke(paint: accent, width: 2)
    let left = DisplayPoint(x: f.x + f.width / 4, y: f.midY)
    let right = DisplayPoint(x: f.x + 3 * f.width / 4, y: f.midY)
    return [
      .rect(RectItem(rect: f, cornerRadius: min(8, f.height / 2), fill: track)),
      .line(
        LineItem(
          start: DisplayPoint(x: f.midX, y: f.y + f.height * 0.2),
          end: DisplayPoint(x: f.midX, y: f.maxY - f.height * 0.2),
          stroke: Stroke(paint: .role(.frame), width: 1))),
      .line(
        LineItem(
          start: DisplayPoint(x: left.x - mark / 2, y: left.y),
          end: DisplayPoint(x: left.x + mark / 2, y: left.y),
          stroke: stroke)),
      .line(
        LineItem(
          start: DisplayPoint(x: right.x - mark / 2, y: right.y),
          end: DisplayPoint(x: right.x + mark / 2, y: right.y), stroke: stroke)),
      .line(
        LineItem(
          start: DisplayPoint(x: right.x, y: right.y - mark / 2),
          end: DisplayPoint(x: right.x, y: right.y + mark / 2), stroke: stroke)),
    ]
  }

  /// Two segments, the first selected.
  private static func segmentedControlChrome(_ f: DisplayRect) -> [DisplayItem] {
    let selected = DisplayRect(
      x: f.x + 2, y: f.y + 2, width: max(f.width / 2 - 3, 0), height: max(f.height - 4, 0))
    return [
      .rect(RectItem(rect: f, cornerRadius: min(8, f.height / 2), fill: track)),
      .rect(
        RectItem(
          rect: selected, cornerRadius: min(7, selected.height / 2), fill: .role(.canvas),
          stroke: Stroke(paint: .role(.frame), width: 0.5))),
    ]
  }

  /// Three dots, the first the current page.
  private static func pageControlChrome(_ f: DisplayRect) -> [DisplayItem] {
    let r = max(min(3.5, f.height / 2), 0.5)
    return (0..<3).map { i in
      .path(
        PathItem(
          elements: PathItem.circle(
            center: DisplayPoint(x: f.midX + Double(i - 1) * 16, y: f.midY), radius: r),
          fill: i == 0 ? accent : track))
    }
  }

  /// Wheels: the box, and the selection band across the middle.
  private static func datePickerChrome(_ f: DisplayRect) -> [DisplayItem] {
    let band = DisplayRect(x: f.x + 8, y: f.midY - 17, width: max(f.width - 16, 0), height: 34)
    return [
      .rect(RectItem(rect: f, fill: .role(.viewFill), stroke: Stroke(paint: .role(.frame), width: 1))),
      .rect(RectItem(rect: band, cornerRadius: 8, fill: track)),
    ]
  }
}
