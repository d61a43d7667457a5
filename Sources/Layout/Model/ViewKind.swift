/// The kinds of view a scene can hold; each has its own intrinsic size rule (see `ControlMetrics`).
///
/// The root view of a scene is implicit (`Item.root`), so it has no case here.
public enum ViewKind: String, Sendable, CaseIterable, Hashable {
  /// A plain `UIView`: no intrinsic size in either axis.
  case view
  /// A `UILabel`: intrinsic size is its measured text, rounded to the pixel grid.
  case label
  /// A rounded-rect `UITextField`: text or placeholder width plus insets, fixed height.
  case textField
  /// A classic `UIButton`: title size plus content insets.
  case button
  /// A non-scrolling `UITextView`: its text wraps at its width less the line fragment padding,
  /// and its intrinsic size adds the text container inset (`ControlMetrics.textViewContainerInset`,
  /// `textViewLineFragmentPadding`). (A scrolling text view has no intrinsic size: a `view`.)
  case textView
  /// A `UIImageView`: the image's size, or nothing without an image.
  case imageView
  /// A `UIProgressView`: no intrinsic width, height 4.
  case progressView
  /// A `UISwitch`: 51 x 31.
  case switchControl
  /// A `UIActivityIndicatorView`: 20 x 20 (the medium style; `ControlMetrics.activityIndicatorSize`).
  case activityIndicator
  /// A `UISlider`: no intrinsic width, `ControlMetrics.sliderHeight` high.
  case slider
  /// A `UIStepper`: `ControlMetrics.stepperSize`.
  case stepper
  /// A `UISegmentedControl`: no intrinsic width of its own (its segments' titles set it in UIKit:
  /// give it with `intrinsic`), `ControlMetrics.segmentedControlHeight` high.
  case segmentedControl
  /// A `UIPageControl`: `ControlMetrics.pageControlSize` (three pages).
  case pageControl
  /// A `UIDatePicker` in the wheels style: `ControlMetrics.datePickerSize`.
  case datePicker
  /// An invisible spacer (the cookbook's dummy views): no intrinsic size, drawn as a hatched box.
  case spacer
  /// A `UIStackView`: lays out its subviews (its arranged views) with the constraints UIKit
  /// generates for `ViewSpec.stack`; no intrinsic size of its own.
  case stackView
  /// A `UILayoutGuide`: participates in layout, no frame is drawn, no intrinsic size.
  case layoutGuide
  /// A table view cell: a container whose content view carries the content.
  case cell
  /// A cell's content view: pinned to its parent cell's edges (or to the root of a cell scene).
  case contentView

  /// Whether views of this kind draw text and so have measured baselines.
  public var showsText: Bool {
    switch self {
    case .label, .textField, .button, .textView: return true
    default: return false
    }
  }
}
