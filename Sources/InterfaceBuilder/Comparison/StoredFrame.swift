import Layout

/// The frame Interface Builder stored for a view (`<rect key="frame">`), made absolute within its
/// scene: the origins of its superviews are added up to the scene's root (a view controller's root
/// view, a cell, a xib's top-level view), whose origin is the scene's. IB's Auto Layout engine
/// computed it on the document's canvas, unless IB marks the view misplaced or ambiguous.
public struct StoredFrame: Hashable, Sendable {
  /// The view's IB id.
  public var ibID: IBID
  /// The element name (`label`, `view`, ...).
  public var element: String
  /// The line of the view's element.
  public var line: Int
  /// The frame in scene coordinates (the alignment rectangle, `AlignmentRect`).
  public var frame: Rect
  /// `misplaced="YES"`: IB says the stored frame is not what the constraints give.
  public var isMisplaced: Bool
  /// `ambiguous="YES"`: IB says the constraints do not fix the view's frame.
  public var isAmbiguous: Bool
  /// A label of one line (`numberOfLines` absent or 1): its height is its font's line height.
  public var isSingleLineLabel: Bool
  /// What the importer approximates about the view (an intrinsic size it does not model), when
  /// anything; nil when the view is imported as what it is.
  public var approximation: String?
  /// The nearest superview IB marks `ambiguous="YES"`, if any: a view below the scene's root, or
  /// the root itself (a cell's content view), which has no stored frame of its own. IB stores a
  /// frame relative to its superview and marks only the views whose frame there is open; the
  /// ambiguous superview's stored origin, one of many, is added to this view's absolute frame, so
  /// the view is compared where it sits in that superview (`FrameComparison`, which finds no
  /// stored frame for the root; `ConflictCheck` flags the root or content view for it;
  /// docs/interface-builder.md, "Views inside a view IB marks ambiguous").
  public var ambiguousSuperview: IBID?

  /// A stored frame.
  public init(
    ibID: IBID, element: String, line: Int, frame: Rect, isMisplaced: Bool = false,
    isAmbiguous: Bool = false,
    isSingleLineLabel: Bool = false, approximation: String? = nil, ambiguousSuperview: IBID? = nil
  ) {
    self.ibID = ibID
    self.element = element
    self.line = line
    self.frame = frame
    self.isMisplaced = isMisplaced
    self.isAmbiguous = isAmbiguous
    self.isSingleLineLabel = isSingleLineLabel
    self.approximation = approximation
    self.ambiguousSuperview = ambiguousSuperview
  }

  /// Whether IB's stored frame is its own solution (the view is neither misplaced nor ambiguous).
  public var isIBSolution: Bool { !isMisplaced && !isAmbiguous }

  /// Views whose size comes from their text (IB measured it in San Francisco).
  public var showsText: Bool { ["label", "textField", "button", "textView"].contains(element) }
}

extension IBScene {
  /// The stored frame of every view of the scene below its root (the root, a cell and a cell's
  /// content view are the scene itself), in document order, absolute within the scene, as the
  /// alignment rectangle Auto Layout places (`AlignmentRect`: a switch's less 2 points at its
  /// trailing side; its subviews are placed from the stored frame's origin). Prototype
  /// cells of table views are scenes of their own and are left out.
  public var storedFrames: [StoredFrame] { storedFrames(toolsVersion: nil) }

  /// The stored frames of a scene of a document of `toolsVersion` (a slider's alignment
  /// rectangle depends on it: `AlignmentRect`).
  public func storedFrames(toolsVersion: String?) -> [StoredFrame] {
    var result: [StoredFrame] = []
    func walk(_ view: IBView, origin: Point, ambiguousSuperview: IBID?) {
      if let content = view.contentView?.view {
        let offset = content.frame.map { Point(x: origin.x + $0.minX, y: origin.y + $0.minY) } ?? origin
        // A content view IB marks ambiguous (the scene's root here) is its subviews' ambiguous superview.
        let inner = content.isAmbiguous && !content.id.rawValue.isEmpty ? content.id : ambiguousSuperview
        walk(content, origin: offset, ambiguousSuperview: inner)
      }
      for subview in view.subviews {
        guard let frame = subview.frame else {
          walk(subview, origin: origin, ambiguousSuperview: ambiguousSuperview)
          continue
        }
        let absolute = Rect(
          x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        if !subview.id.rawValue.isEmpty {
          result.append(
            StoredFrame(
              ibID: subview.id, element: subview.element, line: subview.line,
              frame: AlignmentRect.of(absolute, element: subview.element, toolsVersion: toolsVersion),
              isMisplaced: subview.isMisplaced, isAmbiguous: subview.isAmbiguous,
              isSingleLineLabel: subview.element == "label" && (subview.numberOfLines ?? 1) == 1,
              ambiguousSuperview: ambiguousSuperview))
        }
        let inner = subview.isAmbiguous && !subview.id.rawValue.isEmpty ? subview.id : ambiguousSuperview
        walk(subview, origin: Point(x: absolute.minX, y: absolute.minY), ambiguousSuperview: inner)
      }
    }
    // A root IB marks ambiguous (a cell's content view) is its subviews' ambiguous superview.
    let root = contentRoot
    walk(
      root, origin: Point(x: 0, y: 0),
      ambiguousSuperview: root.isAmbiguous && !root.id.rawValue.isEmpty ? root.id : nil)
    return result
  }
}
