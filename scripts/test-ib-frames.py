#!/usr/bin/env python3
"""Checks of scripts/ib-frames.py's own reading that need no binary: run `python3 scripts/test-ib-frames.py`
(exit 0 when every check passes). Each archive below is written by hand."""

import importlib.util
import pathlib
import sys
import unittest
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("ib_frames", HERE / "ib-frames.py")
ib_frames = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ib_frames)


def archive(root_objects):
    return ET.fromstring(
        '<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>'
        '<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">'
        + root_objects
        + "</array></data></archive>"
    )


VIEW = (
    '<object class="IBUIView" key="IBUIView" id="v1"><string key="NSFrameSize">{320, 460}</string>'
    '<array class="NSMutableArray" key="NSSubviews"><object class="IBUILabel" id="l1">'
    '<string key="NSFrame">{{20, 30}, {100, 21}}</string></object></array></object>'
)


class LegacyControllers(unittest.TestCase):
    def test_a_container_holding_itself_is_walked_once(self):
        # A navigation controller whose IBUIViewControllers holds a reference to itself and a
        # controller: before, controllers() recursed into itself until RecursionError.
        root = archive(
            '<object class="IBUINavigationController" id="nav">'
            '<array class="NSMutableArray" key="IBUIViewControllers">'
            '<reference ref="nav"/><object class="IBUIViewController" id="vc">' + VIEW + "</object>"
            "</array></object>"
        )
        legacy = ib_frames.LegacyArchive(root)
        roots = legacy.scene_roots()
        self.assertEqual([r.get("id") for r in roots], ["v1"])
        views = {}
        legacy.collect(views)
        self.assertEqual(views["l1"]["frame"], (20.0, 30.0, 100.0, 21.0))

    def test_a_controller_reached_twice_gives_one_root(self):
        # The controller is a root object and the tab bar controller's child (by reference):
        # before, its view was a scene root twice.
        root = archive(
            '<object class="IBUIViewController" id="vc">' + VIEW + "</object>"
            '<object class="IBUITabBarController" id="tabs">'
            '<array class="NSMutableArray" key="IBUIViewControllers"><reference ref="vc"/></array></object>'
        )
        roots = ib_frames.LegacyArchive(root).scene_roots()
        self.assertEqual([r.get("id") for r in roots], ["v1"])


class LegacyViews(unittest.TestCase):
    def test_views_nested_1500_deep_are_walked(self):
        # Each view holds the next at (1, 2) in its frame: the innermost is at 1500 x 1, 1500 x 2
        # in the scene. Before, _walk recursed once per level and raised RecursionError.
        depth = 1500
        nested = ""
        for level in reversed(range(depth)):
            subviews = '<array class="NSMutableArray" key="NSSubviews">' + nested + "</array>" if nested else ""
            nested = (
                f'<object class="IBUIView" id="n{level}"><string key="NSFrame">{{{{1, 2}}, {{10, 10}}}}</string>'
                + subviews
                + "</object>"
            )
        root = archive(
            '<object class="IBUIView" key="IBUIView" id="v1"><string key="NSFrameSize">{320, 460}</string>'
            '<array class="NSMutableArray" key="NSSubviews">' + nested + "</array></object>"
        )
        views = {}
        ib_frames.LegacyArchive(root).collect(views)
        self.assertEqual(len(views), depth)
        self.assertEqual(views[f"n{depth - 1}"]["frame"], (float(depth), 2.0 * depth, 10.0, 10.0))
        self.assertEqual(list(views)[:3], ["n0", "n1", "n2"])

    def test_a_view_referenced_twice_is_walked_where_first_reached(self):
        # "b" sits inside "a" and is referenced again as the root's second subview: it is recorded
        # once, relative to "a" (the first place the depth-first walk reaches it), as before.
        root = archive(
            '<object class="IBUIView" key="IBUIView" id="v1"><string key="NSFrameSize">{320, 460}</string>'
            '<array class="NSMutableArray" key="NSSubviews">'
            '<object class="IBUIView" id="a"><string key="NSFrame">{{10, 20}, {100, 100}}</string>'
            '<array class="NSMutableArray" key="NSSubviews"><object class="IBUILabel" id="b">'
            '<string key="NSFrame">{{5, 6}, {50, 21}}</string></object></array></object>'
            '<reference ref="b"/><object class="IBUIView" id="c"><string key="NSFrame">{{0, 200}, {10, 10}}</string></object>'
            "</array></object>"
        )
        views = {}
        ib_frames.LegacyArchive(root).collect(views)
        self.assertEqual(list(views), ["a", "b", "c"])
        self.assertEqual(views["b"]["frame"], (15.0, 26.0, 50.0, 21.0))


class ConflictCauses(unittest.TestCase):
    def test_every_verdict_but_the_models_is_the_files_own(self):
        # ConflictCheck.Verdict's cases, read from the Swift source: every one but ibHoldsAll (the
        # model's) is a conflict IB's canvas has too, and the column must count it so.
        source = (HERE.parent / "Sources/InterfaceBuilder/Comparison/ConflictCheck.swift").read_text()
        body = source[source.index("public enum Verdict"):]
        body = body[: body.index("\n  }\n")]
        cases = {line.split("case ", 1)[1].strip() for line in body.splitlines() if line.strip().startswith("case ")}
        self.assertIn("ibHoldsAll", cases)
        self.assertEqual(ib_frames.OWN_CONFLICT, cases - {"ibHoldsAll"})


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False).result.wasSuccessful() else 1)
