#!/usr/bin/env python3
"""How close layout-diagram's solved frames come to Interface Builder's stored frames.

Interface Builder stores, for every view, the frame its own Auto Layout engine computed on the
document's canvas (`<rect key="frame">`, relative to the superview). This script imports every
storyboard and xib of the given folders on that canvas (`import --device canvas`), solves each
imported recipe (`solve --format json`), matches views by IB id and prints the table of issue 22
(docs/interface-builder.md, "How close to Interface Builder"):

  views within 1 pt of IB's frame | non-text views | single-line label heights within 0.5 pt |
  scenes showing an ambiguity IB does not flag | scenes with a conflict (the file's own) |
  files that failed

It reads the XML itself and only runs the binary's `import` and `solve`, so it measures any build
of layout-diagram the same way (the "before" numbers come from main's binary), independently of
`import --compare-frames`, which it cross-checks.

Rules (the same as `--compare-frames`):
- A view's stored frame is made absolute within its scene: the origins of its superviews are added
  up to the scene's root (a view controller's root view, a cell, a table's header or footer view,
  a navigation item's title view, a top-level view of a xib or of a storyboard scene's dock),
  whose own origin is the scene's origin. A cell's content view counts as the cell.
- Views IB marks `misplaced="YES"` or `ambiguous="YES"` are left out (their stored frame is not
  IB's solution), and so are views without a stored frame. A view inside a superview IB marks
  ambiguous (below the scene root) is compared where it sits in that superview, in both layouts:
  IB stores frames relative to the superview, so the ambiguous superview's stored origin, one of
  many, is not added to it.
- Every other view of a scene counts, imported or not: a view missing from the result is a miss.
- A view is within 1 pt when each of its edges (left, top, right, bottom) is. Frames are alignment
  rectangles, what Auto Layout places: a switch's stored frame less 2 points at its trailing side,
  a slider's less 2 at each side and 1 at the bottom (in documents of Xcode 26 its frame), a
  segmented control's less 1 at the bottom.
- The variant compared is the one of the canvas's size classes: Any-Any (or the only one) on the
  600 x 600 canvas, the device's classes (portrait phone: compact width, regular height) on a
  device, the most specific variant that matches.
- A scene shows an ambiguity IB does not flag when our solution has an ambiguous item that IB does
  not mark `ambiguous="YES"`. A spacer the importer declares for a layout guide (a scroll view's
  content layout guide) has no stored frame and IB cannot mark it: IB reports its ambiguity (a
  scroll view's "Scrollable content size is ambiguous") on the view it belongs to, so such a spacer
  counts as flagged when IB marks its superview ambiguous (read from the imported recipe). A view
  inside a superview IB marks ambiguous counts as flagged when our layout leaves only its position
  open, and only where it leaves that superview's open: IB marks only views whose frame in their
  superview is open, so it says such a view moves with its superview, which it flags.
- A scene has a conflict when a constraint of its solution is conflicting or broken to recover.
  Such a scene is "the file's own" when every conflict of it is one IB's stored frames share:
  `solve FILE --compare-frames --format json` checks each conflict at the frames IB stored
  (ConflictCheck: the constraint we break, and the rest of its conflicting set, evaluated with
  each view IB stored its own solution for at that frame) and gives it a cause: `ibBreaksItToo`
  (IB's frames miss the constraint we break by more than 1 pt, or by a pixel when it is
  pixel-exact), `ibBreaksAnother` (they hold it but miss another required constraint of the set),
  `conflictsOnAnyCanvas` (the set is the file's constraints between edges, centres and sizes with
  constants in points alone, at IB's stored root size where the recipe's fixed root size is among
  them, or holds two of the file's constraints on the same anchors whose constants exclude each
  other: no canvas holds it), `ibSpreadsIt` (at IB's stored root size, a set without text that IB's
  frames miss by as much in all as ours breaks it) or `ibFlagsAView` (a view of the set is one IB marks
  ambiguous, not merely misplaced, and the conflict goes away with it left free) make it the file's
  own, which IB's canvas shows too; `ibHoldsAll` (IB's frames hold every constraint of the set) makes it ours: a size,
  margin or inset we model differently. The column reads "N (M the file's own)".
- A scene showing an ambiguity IB does not flag is "a tie" when every such view open in a length
  (spacers aside; views open only in position move with the lengths before them) is one of a tie
  `--compare-frames` reports (TieCheck, `interfaceBuilderFrames.ties`): views
  ambiguous in one length that the layout squeezes with the same compression resistance or
  stretches with the same content hugging, so that nothing in the file says which one gives or
  takes; IB stores one choice without marking them, or (where IB measured its text in San
  Francisco) an exact fit with no length to share. The column reads "N of S (V views; T ties)".
- Text views are labels, text fields, buttons and text views (their size comes from text measured
  in Inter, where IB measured San Francisco); the other views are "non-text".

Usage:
  scripts/ib-frames.py [--binary .build/release/layout-diagram] [--json] [--details] [--fonts DIR] [FOLDER...]
  (default folders: ../shared/storyboards ../shared/ib-public-apps)
"""

import argparse
import json
import re
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TEXT_KINDS = {"label", "textField", "button", "textView"}
CONTROLLERS = {"viewController", "tableViewController", "collectionViewController"}
CELLS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}
# Views that are a cell's content view count as the cell (the recipe's Content View).
CONTENT_VIEWS = {"tableViewCellContentView"}
# How far a control's stored frame reaches past its alignment rectangle (left, top, right, bottom;
# AlignmentRect.swift).
ALIGNMENT_INSETS = {
    "switch": (0.0, 0.0, 2.0, 0.0),
    "slider": (2.0, 0.0, 2.0, 1.0),
    "segmentedControl": (0.0, 0.0, 0.0, 1.0),
}
# Elements whose frame is their alignment rectangle in documents of Xcode 26 (toolsVersion 24000 to
# 29999): the iOS 26 SDK's slider (AlignmentRect.swift).
ALIGNMENT_NONE_XCODE26 = {"slider"}
# Phone device ids whose landscape width class is regular (the "Plus" and "Max" sizes).
# The narrowest view controller root an iPad lays out in regular width (IBCanvas.padRegularWidthFrom).
PAD_REGULAR_WIDTH_FROM = 678.0
REGULAR_LANDSCAPE = {"retina5_5", "retina6_5", "retina6_7", "retina6_72", "retina6_9", "iPhone14ProMax"}


def frame_of(element, parents=None):
    """A view's stored frame: its `<rect key="frame">`, or the insets from its superview Xcode 8.0
    stored instead (`<frame key="frameInset" minX minY width height>`, read as the importer reads
    them: IBDocumentReader.frame(fromInset:in:)); `parents` (child -> parent) finds the superview
    a missing width or height needs."""
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return tuple(float(child.get(k, "0")) for k in ("x", "y", "width", "height"))
    for child in element:
        if child.tag in ("frame", "rect") and child.get("key") == "frameInset":
            return frame_from_inset(child, element, parents)
    return None


def frame_from_inset(inset, element, parents):
    def number(key, index):
        # A percentage (`minY="4.58%"`) is of the superview's extent along the axis, as the
        # importer reads it (IBDocumentReader.frame(fromInset:in:)).
        value = inset.get(key)
        if value is None:
            return None
        if value.endswith("%"):
            whole = extent(index)
            return None if whole is None else whole * float(value[:-1]) / 100
        return float(value)

    superview = None

    def extent(index):
        nonlocal superview
        if superview is None and parents is not None:
            node = parents.get(element)
            while node is not None and node.tag in ("subviews",):
                node = parents.get(node)
            superview = frame_of(node, parents) if node is not None else None
        return superview[index] if superview is not None else None

    def axis(low_key, high_key, size_key, index):
        low, high, size = number(low_key, index), number(high_key, index), number(size_key, index)
        if size is not None:
            if low is None and high is not None:
                whole = extent(index)
                return None if whole is None else (whole - high - size, size)
            return (low or 0.0, size)
        whole = extent(index)
        return None if whole is None else (low or 0.0, whole - (low or 0.0) - (high or 0.0))

    x = axis("minX", "maxX", "width", 2)
    y = axis("minY", "maxY", "height", 3)
    if x is None or y is None:
        return None
    return (x[0], y[0], x[1], y[1])


def is_scene_root(element, parent):
    # Cells, a table's header and footer views, and a navigation item's title view: the importer
    # lays each out as a scene of its own (its root), as `--compare-frames` does.
    if element.tag in CELLS or element.get("key") in ("tableHeaderView", "tableFooterView", "titleView"):
        return True
    if parent is None:
        return False
    if parent.tag in CONTROLLERS and element.get("key") == "view":
        return True
    # A xib's top-level object.
    return parent.tag == "objects" and element.tag not in ("placeholder", "customObject")


# The document element of each view class of a legacy archive (IBArchiveTranslator.viewClasses).
LEGACY_VIEW_CLASSES = {
    "IBUIView": "view", "IBUILabel": "label", "IBUIButton": "button", "IBUIImageView": "imageView",
    "IBUITextField": "textField", "IBUITextView": "textView", "IBUITableView": "tableView",
    "IBUITableViewCell": "tableViewCell", "IBUIScrollView": "scrollView", "IBUISwitch": "switch",
    "IBUISlider": "slider", "IBUISegmentedControl": "segmentedControl",
    "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIProgressView": "progressView",
    "IBUIPageControl": "pageControl", "IBUINavigationBar": "navigationBar", "IBUIToolbar": "toolbar",
    "IBUITabBar": "tabBar", "IBUISearchBar": "searchBar", "IBUIWebView": "webView",
    "IBUIPickerView": "pickerView", "IBUIDatePicker": "datePicker", "IBMKMapView": "mapView",
    "IBUIStepper": "stepper", "IBUICollectionView": "collectionView",
    "IBUICollectionViewCell": "collectionViewCell", "IBUICollectionReusableView": "collectionReusableView",
    "IBGLKView": "glkView", "IBUIWindow": "view",
}
LEGACY_CONTROLLERS = {"IBUIViewController", "IBUITableViewController"}
LEGACY_CONTAINERS = {"IBUINavigationController", "IBUITabBarController", "IBUISplitViewController"}


def legacy_is_view(class_name):
    return class_name in LEGACY_VIEW_CLASSES or (class_name.startswith("IBUI") and class_name.endswith("View"))


def legacy_numbers(text):
    try:
        return [float(p) for p in re.split(r"[{}, \s]+", text or "") if p]
    except ValueError:
        return None


class LegacyArchive:
    """The stored frames of a legacy archive (Xcode 3 and 4 `<archive>` xibs), read as
    IBArchiveTranslator reads them: every object once by its `id` wherever it is first encoded,
    `<reference ref>` after that; the scene roots are the root objects' views
    (`IBDocument.RootObjects`) and the views of the view controllers there (`IBUIView`, also of
    the controllers a navigation, tab bar or split view controller holds); a view's frame is its
    `NSFrame` (`{{x, y}, {w, h}}`, in its superview) or `NSFrameSize` at the origin; subviews are
    `NSSubviews`; a cell's content view (`IBUIContentView`) counts as the cell."""

    def __init__(self, root):
        self.objects = {}
        for element in root.iter():
            if element.tag != "reference" and element.get("id") is not None:
                self.objects.setdefault(element.get("id"), element)
        self.data = root.find("data")

    def resolve(self, element):
        if element is None or element.tag == "nil":
            return None
        if element.tag == "reference":
            return self.objects.get(element.get("ref"))
        return element

    def value(self, element, key):
        for child in element:
            if child.get("key") == key:
                return self.resolve(child)
        return None

    def array(self, element, key):
        node = self.value(element, key)
        return [] if node is None else [o for o in (self.resolve(c) for c in node) if o is not None]

    def frame(self, element):
        node = self.value(element, "NSFrame")
        if node is not None:
            numbers = legacy_numbers(node.text)
            return tuple(numbers) if numbers and len(numbers) == 4 else None
        node = self.value(element, "NSFrameSize")
        if node is not None:
            numbers = legacy_numbers(node.text)
            return (0.0, 0.0, numbers[0], numbers[1]) if numbers and len(numbers) == 2 else None
        return None

    def scene_roots(self):
        roots = []
        # Controllers and roots met so far (by element): a container that holds itself, or one
        # controller reached twice, is walked once (the Swift side's containedControllers keeps
        # the same set). Iterative: a deep chain of containers cannot exhaust Python's stack.
        seen = set()

        def add_root(view):
            if id(view) not in seen:
                seen.add(id(view))
                roots.append(view)

        def contained(container):
            children = self.array(container, "IBUIViewControllers") + [self.value(container, "IBUITopViewController")]
            return [child for child in children if child is not None]

        def controllers(container):
            # Depth first, in the file's order, as the recursion this replaces.
            seen.add(id(container))
            pending = list(reversed(contained(container)))
            while pending:
                child = pending.pop()
                if id(child) in seen:
                    continue
                seen.add(id(child))
                if child.get("class") in LEGACY_CONTROLLERS and self.value(child, "IBUIView") is not None:
                    add_root(self.value(child, "IBUIView"))
                elif child.get("class") in LEGACY_CONTAINERS:
                    pending += reversed(contained(child))

        if self.data is None:
            return roots
        for entry in self.array(self.data, "IBDocument.RootObjects"):
            class_name = entry.get("class", "")
            if class_name in LEGACY_CONTROLLERS:
                view = self.value(entry, "IBUIView")
                if view is not None:
                    add_root(view)
            elif class_name in LEGACY_CONTAINERS:
                if id(entry) not in seen:
                    controllers(entry)
            elif legacy_is_view(class_name):
                add_root(entry)
        return roots

    def collect(self, views):
        seen = set()
        for scene in self.scene_roots():
            self._walk(scene, scene, (0.0, 0.0), views, seen)

    def _walk(self, element, scene, origin, views, seen):
        # Depth first, in the archive's order, with a stack of the subview lists still being read
        # (one entry per nesting level, not one Python frame): a view is recorded before its
        # subviews, and a view the archive references twice is walked where it is first reached.
        # Recursion here raised RecursionError on an archive nesting about 1,000 views deep.
        def level(view, at):
            return (self.value(view, "IBUIContentView"), at, iter(self.array(view, "NSSubviews")))

        stack = [level(element, origin)]
        while stack:
            content, origin, pending = stack[-1]
            sub = next(pending, None)
            if sub is None:
                stack.pop()
                continue
            class_name = sub.get("class", "")
            if not legacy_is_view(class_name) or sub.get("id") in seen:
                continue
            seen.add(sub.get("id"))
            frame = self.frame(sub)
            if content is not None and sub is content:
                # A cell's content view counts as the cell: not compared, its origin not added.
                stack.append(level(sub, origin))
                continue
            if frame is None:
                continue
            x, y, w, h = origin[0] + frame[0], origin[1] + frame[1], frame[2], frame[3]
            tag = LEGACY_VIEW_CLASSES.get(class_name, class_name)
            left, top, right, bottom = ALIGNMENT_INSETS.get(tag, (0.0, 0.0, 0.0, 0.0))
            lines = self.value(sub, "IBUINumberOfLines")
            views[sub.get("id")] = {
                "frame": (x + left, y + top, w - left - right, h - top - bottom),
                "element": tag,
                "flagged": False,
                "ambiguous_in_ib": False,
                "ambiguous_ancestor": None,
                "scene": id(scene),
                "scene_element": scene,
                "single_line_label": tag == "label" and (lines is None or (lines.text or "").strip() == "1"),
            }
            stack.append(level(sub, (x, y)))


class Document:
    """The stored frames of one IB file, made absolute within their scenes."""

    def __init__(self, path):
        self.path = path
        tree = ET.parse(path)
        self.root = tree.getroot()
        self.legacy = self.root.tag == "archive"
        self.parents = {child: parent for parent in self.root.iter() for child in parent}
        device = self.root.find("device")
        self.device = device.get("id") if device is not None else None
        self.orientation = device.get("orientation", "portrait") if device is not None else None
        tools = self.root.get("toolsVersion", "").split(".")[0]
        self.xcode26 = tools.isdigit() and 24000 <= int(tools) < 30000
        # id -> dict(frame, kind, flagged, scene, single_line_label)
        self.views = {}
        if self.legacy:
            LegacyArchive(self.root).collect(self.views)
        else:
            self._collect()

    def _scene_root(self, element):
        node = element
        while node is not None:
            parent = self.parents.get(node)
            if is_scene_root(node, parent):
                return node
            node = parent
        return None

    def _collect(self):
        for element in self.root.iter():
            parent = self.parents.get(element)
            if parent is None or element.get("id") is None:
                continue
            if parent.tag != "subviews":
                continue
            frame = frame_of(element, self.parents)
            scene = self._scene_root(element)
            if frame is None or scene is None:
                continue
            # Absolute within the scene: add the origins of the superviews below the scene root.
            x, y, w, h = frame
            node = self.parents.get(parent) if parent.tag == "subviews" else parent
            ambiguous_ancestor = None
            while node is not None and node is not scene:
                # The nearest superview below the scene root that IB marks ambiguous: its stored
                # origin is one of many, and it is added to this view's.
                if (ambiguous_ancestor is None and node.get("ambiguous") == "YES" and node.get("id")
                        and node.tag not in CONTENT_VIEWS and node.get("key") != "contentView"):
                    ambiguous_ancestor = node.get("id")
                if node.tag in ("subviews",):
                    node = self.parents.get(node)
                    continue
                origin = frame_of(node, self.parents)
                if origin is not None and node.tag not in CONTENT_VIEWS and node.get("key") != "contentView":
                    x += origin[0]
                    y += origin[1]
                node = self.parents.get(node)
            # Auto Layout places a control's alignment rectangle: a switch's is its stored frame
            # less 2 points at its trailing side, a slider's less 2 at each side and 1 at the
            # bottom (none in Xcode 26), a segmented control's less 1 at the bottom
            # (AlignmentRect.swift).
            left, top, right, bottom = ALIGNMENT_INSETS.get(element.tag, (0.0, 0.0, 0.0, 0.0))
            if self.xcode26 and element.tag in ALIGNMENT_NONE_XCODE26:
                left, top, right, bottom = 0.0, 0.0, 0.0, 0.0
            x, y, w, h = x + left, y + top, w - left - right, h - top - bottom
            lines = element.get("numberOfLines")
            self.views[element.get("id")] = {
                "frame": (x, y, w, h),
                "element": element.tag,
                "flagged": element.get("misplaced") == "YES" or element.get("ambiguous") == "YES",
                "ambiguous_in_ib": element.get("ambiguous") == "YES",
                "ambiguous_ancestor": ambiguous_ancestor,
                "scene": id(scene),
                "scene_element": scene,
                "single_line_label": element.tag == "label" and (lines is None or lines == "1"),
            }

    def canvas_classes(self, scene=None):
        """The (width, height) size classes IB laid `scene` (a scene root element) out in; None =
        any. The canvas's, but on an iPad a view controller's root narrower than 678 points is
        compact width (IBCanvas.padRegularWidthFrom: the 1/3 and 1/2 Split Views)."""
        if self.device is None:
            return (None, None)
        if self.device.startswith("ipad"):
            parent = self.parents.get(scene) if scene is not None else None
            frame = frame_of(scene, self.parents) if parent is not None and parent.tag in CONTROLLERS else None
            if frame is not None and frame[2] < PAD_REGULAR_WIDTH_FROM:
                return ("compact", "regular")
            return ("regular", "regular")
        if self.orientation == "landscape":
            return ("regular" if self.device in REGULAR_LANDSCAPE else "compact", "compact")
        return ("compact", "regular")

    def removed_views(self):
        """The ids of the views a size-class variation removes (<variation> with <mask
        key="subviews">) in the classes of their scene's canvas, and of every view below them:
        their stored frames are from a layout in other classes (SceneConverter.viewsRemovedOnCanvas)."""
        removed = set()
        for element in self.root.iter():
            variations = element.findall("variation")
            if not any(v.find("mask[@key='subviews']") is not None for v in variations):
                continue
            classes = self.canvas_classes(self._scene_root(element))
            gone = set()
            applying = []
            for variation in variations:
                key = variation.get("key", "")
                if key == "default":
                    gone |= mask_ids(variation, "exclude")
                    continue
                wanted = variation_classes(key)
                if wanted is None:
                    continue
                if wanted[0] not in (None, classes[0]) or wanted[1] not in (None, classes[1]):
                    continue
                applying.append((sum(c is not None for c in wanted), variation))
            for _, variation in sorted(applying, key=lambda pair: pair[0]):
                gone |= mask_ids(variation, "exclude")
                gone -= mask_ids(variation, "include")
            removed |= gone
        below = set()
        for element in self.root.iter():
            if element.get("id") in removed:
                below |= {e.get("id") for e in element.iter() if e.get("id")}
        return removed | below


def mask_ids(variation, kind):
    """The ids a variation's <mask key="subviews"> excludes or includes."""
    return {ref.get("reference") for mask in variation.findall("mask[@key='subviews']")
            for ref in mask.findall(kind)}


def variation_classes(key):
    """`heightClass=regular-widthClass=compact` -> ("compact", "regular"); None = any; None for
    a key that is not understood."""
    width = height = None
    for part in key.split("-"):
        pair = part.split("=")
        if len(pair) != 2 or pair[1] not in ("compact", "regular"):
            return None
        if pair[0] == "widthClass":
            width = pair[1]
        elif pair[0] == "heightClass":
            height = pair[1]
        else:
            return None
    return (width, height)


def choose_variant(documents, classes):
    if len(documents) == 1:
        return documents[0]
    best, best_rank = None, -1
    for document in documents:
        name = document["variant"]
        parts = name.split("-")
        if len(parts) != 2:
            continue
        width, height = (None if p == "Any" else p.lower() for p in parts)
        if width not in (None, classes[0]) or height not in (None, classes[1]):
            continue
        # Both classes 3, width only 2, height only 1, Any-Any 0 (Layout's SizeClassSlot rule).
        rank = (2 if width else 0) + (1 if height else 0)
        if rank > best_rank:
            best, best_rank = document, rank
    return best or documents[0]


def scene_of(document, documents):
    """The scene root element of a solved recipe: the scene of its first view with a stored frame."""
    for view in documents[0]["views"]:
        stored = document.views.get(view.get("ibID"))
        if stored is not None:
            return stored["scene_element"]
    return None


def within(a, b, tolerance):
    """Every edge (left, top, right, bottom) of frame a within tolerance of b's."""
    edges = lambda f: (f[0], f[1], f[0] + f[2], f[1] + f[3])
    return all(abs(p - q) <= tolerance for p, q in zip(edges(a), edges(b)))


RECIPE_VIEW = re.compile(r'^[A-Za-z]+ "((?:[^"\\]|\\.)*)"(?: in "((?:[^"\\]|\\.)*)")?(?:.* id "([^"]*)"|.*)\s*$')


def recipe_parents(path):
    """Each declared item's (parent name, IB id) in an imported recipe, by name."""
    items = {}
    with open(path, encoding="utf-8") as recipe:
        for line in recipe:
            match = RECIPE_VIEW.match(line)
            if match:
                items[match.group(1)] = (match.group(2), match.group(3))
    return items


def flagged_in_ib(document, view, parents, solved_views=None):
    """Whether IB flags a solved item's ambiguity: a view IB marks `ambiguous="YES"`. An item that
    is no view of the document (a spacer the importer declares for a layout guide: a scroll view's
    content layout guide, with or without the guide's id) has no stored frame and cannot be marked;
    IB reports what it stands for on the view it belongs to ("Scrollable content size is
    ambiguous" on the scroll view), so it is flagged when IB marks its superview ambiguous."""
    ib_id = view.get("ibID")
    if ib_id in document.views or view.get("kind") != "spacer":
        stored = document.views.get(ib_id, {})
        if stored.get("ambiguous_in_ib", False):
            return True
        # A view inside a superview IB marks ambiguous, whose own ambiguity in our layout is only
        # of position and only where that superview's is: IB stores frames relative to the
        # superview and marks only the views whose own frame there is open, so it says this one
        # moves with its superview, which it flags.
        ancestor = stored.get("ambiguous_ancestor")
        dimensions = set(view.get("ambiguous") or [])
        if ancestor and solved_views is not None and dimensions <= {"minX", "minY"}:
            return dimensions <= set(solved_views.get(ancestor, {}).get("ambiguous") or [])
        return False
    parent = parents.get(view["name"], (None, None))[0]
    parent_id = parents.get(parent, (None, None))[1] if parent else None
    return bool(parent_id) and document.views.get(parent_id, {}).get("ambiguous_in_ib", False)


# The causes `--compare-frames` gives a conflict whose constraints IB's stored frames break too
# (ConflictCheck.Verdict), or whose views IB marks ambiguous (ibFlagsAView): the file's own
# conflict, which IB's canvas shows as well.
OWN_CONFLICT = {"ibBreaksItToo", "ibBreaksAnother", "ibFlagsAView", "conflictsOnAnyCanvas", "ibSpreadsIt"}


# `--fonts DIR` arguments given to every import and solve of a document (the app's own font
# files: `import --fonts` writes them into the recipes as `font file` lines); empty by default.
FONT_ARGUMENTS = []


def conflict_checks(binary, path, cache, field="conflicts"):
    """Each scene's compared variant and its conflicts checked at IB's stored frames, by recipe
    title: `solve FILE --compare-frames --format json` (the variant carrying
    `interfaceBuilderFrames`, and its `conflicts`), run once per file and kept in `cache`; no
    conflicts when the binary does not check them."""
    if "checks" not in cache:
        cache["checks"] = {"conflicts": {}, "ties": {}}
        run = subprocess.run([binary, "solve", path, "--compare-frames", "--format", "json"] + FONT_ARGUMENTS,
                             capture_output=True, text=True)
        if run.returncode == 0:
            documents = json.loads(run.stdout)
            for document in documents if isinstance(documents, list) else [documents]:
                frames = document.get("interfaceBuilderFrames")
                if frames is not None:
                    for key in ("conflicts", "ties"):
                        cache["checks"][key][document.get("recipe")] = (document.get("variant"),
                                                                        frames.get(key) or [])
    return cache["checks"][field]


def measure_file(binary, path, tolerance=1.0):
    document = Document(path)
    result = {"file": path, "status": 0, "scenes": 0, "views": 0, "within": 0, "nontext": 0,
              "nontext_within": 0, "labels": 0, "labels_within": 0, "ambiguous_scenes": 0,
              "unflagged_ambiguous_views": 0, "tie_scenes": 0, "conflict_scenes": 0, "own_conflict_scenes": 0,
              "misses": [],
              "scene_findings": []}
    removed = document.removed_views()
    considered = {k: v for k, v in document.views.items() if not v["flagged"] and k not in removed}
    solved = {}
    checked = {}
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([binary, "import", path, "--device", "canvas", "--out", out] + FONT_ARGUMENTS,
                             capture_output=True, text=True)
        result["status"] = run.returncode
        recipes = sorted(os.listdir(out)) if run.returncode == 0 else []
        for name in recipes:
            run = subprocess.run([binary, "solve", os.path.join(out, name), "--format", "json"],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                result["status"] = run.returncode
                continue
            documents = json.loads(run.stdout)
            if isinstance(documents, dict):
                documents = [documents]
            chosen = choose_variant(documents, document.canvas_classes(scene_of(document, documents)))
            result["scenes"] += 1
            parents = recipe_parents(os.path.join(out, name))
            by_id = {v["ibID"]: v for v in chosen["views"] if v.get("ibID")}
            unflagged = [v for v in chosen["views"]
                         if v["ambiguous"] and not flagged_in_ib(document, v, parents, by_id)]
            if unflagged:
                result["ambiguous_scenes"] += 1
                result["unflagged_ambiguous_views"] += len(unflagged)
                names = ", ".join(f"{v['name']} ({v.get('ibID', 'no id')})" for v in unflagged)
                compared = conflict_checks(binary, path, checked, "ties").get(chosen["recipe"])
                ties = compared[1] if compared and compared[0] == chosen["variant"] else []
                tied = {view.get("ibID") for tie in ties for view in tie["views"]}
                why = "; ".join(tie["text"] for tie in ties)
                # Views open only in position move with the lengths before them; every view open in
                # a length must be one of a tie.
                lengths = [v for v in unflagged if v.get("kind") != "spacer"
                           and set(v.get("ambiguous") or []) & {"width", "height"}]
                if ties and all(v.get("ibID") in tied for v in lengths):
                    result["tie_scenes"] += 1
                    result["scene_findings"].append(f"{name}: ambiguous where IB is not, a tie: {names}: {why}")
                else:
                    result["scene_findings"].append(
                        f"{name}: ambiguous where IB is not: {names}" + (f": {why}" if why else ""))
            if any(c["status"] in ("conflicting", "brokenToRecover") for c in chosen["constraints"]):
                result["conflict_scenes"] += 1
                compared = conflict_checks(binary, path, checked).get(chosen["recipe"])
                checks = compared[1] if compared and compared[0] == chosen["variant"] else []
                if checks and all(c["cause"] in OWN_CONFLICT for c in checks):
                    result["own_conflict_scenes"] += 1
                    why = "; ".join(c["text"] for c in checks)
                    result["scene_findings"].append(f"{name}: a conflict, the file's own: {why}")
                elif checks:
                    why = "; ".join(c["text"] for c in checks)
                    result["scene_findings"].append(f"{name}: a conflict: {why}")
                else:
                    other = f"; --compare-frames compares variant {compared[0]}" if compared else ""
                    result["scene_findings"].append(
                        f"{name}: a conflict in variant {chosen['variant']}, not checked{other}")
            for view in chosen["views"]:
                if view.get("ibID"):
                    f = view["frame"]
                    solved[view["ibID"]] = (f["x"], f["y"], f["width"], f["height"])
    for ib_id, view in considered.items():
        ours = solved.get(ib_id)
        ib = view["frame"]
        ancestor = view.get("ambiguous_ancestor")
        if ours is not None and ancestor and ancestor in solved and ancestor in document.views:
            # Inside a superview IB marks ambiguous: IB's stored origin for it is one of many, so
            # the view is compared where it sits in that superview, in both layouts.
            (ax, ay, _, _), (bx, by, _, _) = solved[ancestor], document.views[ancestor]["frame"]
            ours = (ours[0] - ax, ours[1] - ay, ours[2], ours[3])
            ib = (ib[0] - bx, ib[1] - by, ib[2], ib[3])
        ok = ours is not None and within(ours, ib, tolerance)
        text = view["element"] in TEXT_KINDS
        result["views"] += 1
        result["within"] += ok
        if not text:
            result["nontext"] += 1
            result["nontext_within"] += ok
        if view["single_line_label"]:
            result["labels"] += 1
            result["labels_within"] += ours is not None and abs(ours[3] - view["frame"][3]) <= 0.5
        if not ok:
            result["misses"].append({"id": ib_id, "element": view["element"], "ib": ib, "ours": ours,
                                     "within": ancestor if ib is not view["frame"] else None})
    return result


def ib_files(folder):
    for base, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if name.endswith((".storyboard", ".xib")):
                yield os.path.join(base, name)


def percent(part, whole):
    return f"{part} / {whole} ({100 * part / whole:.0f}%)" if whole else "0 / 0"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="*", default=["../shared/storyboards", "../shared/ib-public-apps"])
    parser.add_argument("--binary", default=".build/release/layout-diagram")
    parser.add_argument("--json", action="store_true", help="print one JSON object per set")
    parser.add_argument("--details", action="store_true",
                        help="list every view outside 1 pt, and each scene's unflagged ambiguity or conflict")
    parser.add_argument("--fonts", action="append", default=[], metavar="DIR",
                        help="a folder of the app's font files, given to every import and solve (repeat for more)")
    arguments = parser.parse_args()
    FONT_ARGUMENTS.extend(a for folder in arguments.fonts for a in ("--fonts", folder))
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"error: no layout-diagram binary at {arguments.binary}\n"
                 "hint: swift build -c release --product layout-diagram, or pass --binary")
    rows = []
    for folder in arguments.folders:
        if not os.path.isdir(folder):
            sys.exit(f"error: {folder} is absent\nhint: the shared files sit beside the clone (../shared)")
        files = [measure_file(arguments.binary, path) for path in ib_files(folder)]
        total = {key: sum(f[key] for f in files) for key in
                 ("scenes", "views", "within", "nontext", "nontext_within", "labels", "labels_within",
                  "ambiguous_scenes", "unflagged_ambiguous_views", "tie_scenes", "conflict_scenes",
                  "own_conflict_scenes")}
        total["set"] = folder
        total["files"] = len(files)
        total["failed"] = [f"{f['file']} (exit {f['status']})" for f in files if f["status"] != 0]
        rows.append(total)
        if arguments.details:
            for f in files:
                for finding in f["scene_findings"]:
                    print(f"{f['file']}: {finding}", file=sys.stderr)
                for miss in f["misses"]:
                    inside = f" (in {miss['within']}, which IB marks ambiguous)" if miss.get("within") else ""
                    print(f"{f['file']}: {miss['element']} {miss['id']}: IB {miss['ib']}, ours {miss['ours']}{inside}",
                          file=sys.stderr)
    if arguments.json:
        print(json.dumps(rows, indent=2))
        return
    print("| set | views within 1 pt of IB's frame | non-text views | single-line label heights within 0.5 pt "
          "| scenes showing an ambiguity IB does not flag | with a conflict | files that failed |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['files']} files in {row['set']} | {percent(row['within'], row['views'])} "
              f"| {percent(row['nontext_within'], row['nontext'])} | {percent(row['labels_within'], row['labels'])} "
              f"| {row['ambiguous_scenes']} of {row['scenes']} ({row['unflagged_ambiguous_views']} views; "
              f"{row['tie_scenes']} ties) "
              f"| {row['conflict_scenes']} ({row['own_conflict_scenes']} the file's own) "
              f"| {', '.join(row['failed']) or 'none'} |")


if __name__ == "__main__":
    main()
