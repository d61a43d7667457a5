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


if __name__ == "__main__":
    sys.exit(0 if unittest.main(exit=False).result.wasSuccessful() else 1)
