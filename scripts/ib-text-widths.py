#!/usr/bin/env python3
"""Label widths against Interface Builder's stored frames: Inter (our stand-in) over San Francisco.

For every single-line label in the system font (a `type="system"`/`boldSystem` size or a text
style) of the IB files in the given folders, IB's stored frame width is compared with the width
layout-diagram gives it (`import --device canvas`, `solve --format json`, as scripts/ib-frames.py).
Only labels that hug their text in our layout (solved width = our intrinsic width) and whose stored
width is within 25% of ours count, so that the ratio measures the font and not the constraints.

For each set it prints the binary's width / IB's (a build with San Francisco's tracking, or main's
without it), and the same ratio predicted from HarfBuzz's untracked advance of the text in Inter
(hb-shape, the oracle the tests use) at the label's size and weight plus the tracking below,
rounded up to the scene's pixel grid as UIKit rounds intrinsic sizes:

  tracking   San Francisco's per-size tracking from Apple's Human Interface Guidelines
             (Typography, "Tracking values", SF Pro; in points), added once per character as
             Core Text applies kCTTrackingAttributeName, the system font's automatic tracking.

Usage: scripts/ib-text-widths.py [--binary .build/release/layout-diagram] [--details] [FOLDER...]
"""

import argparse
import importlib.util
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("ib_frames", os.path.join(HERE, "ib-frames.py"))
ib_frames = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ib_frames)

# Apple HIG, Typography, "Tracking values" (SF Pro, iOS and iPadOS): tracking in points per size.
TRACKING_PT = {
    6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0.0, 13: -0.08, 14: -0.15,
    15: -0.23, 16: -0.31, 17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26,
    23: -0.10, 24: 0.07, 25: 0.15, 26: 0.22, 27: 0.29, 28: 0.38, 29: 0.40, 30: 0.40, 31: 0.39,
    32: 0.41, 33: 0.40, 34: 0.40, 35: 0.38, 36: 0.37, 37: 0.36, 38: 0.37, 39: 0.38, 40: 0.37,
}
# Text style sizes at the Large category and weights (REFERENCE section 1; Apple's HIG).
STYLES = {
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
FACES = {"ultraLight": "ExtraLight", "thin": "Thin", "light": "Light", "regular": "Regular",
         "medium": "Medium", "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}


def tracking(size):
    if size in TRACKING_PT:
        return TRACKING_PT[size]
    lower = max((s for s in TRACKING_PT if s <= size), default=min(TRACKING_PT))
    upper = min((s for s in TRACKING_PT if s >= size), default=max(TRACKING_PT))
    if lower == upper:
        return TRACKING_PT[lower]
    t = (size - lower) / (upper - lower)
    return TRACKING_PT[lower] + t * (TRACKING_PT[upper] - TRACKING_PT[lower])


def hb_width(text, weight, size):
    path = INTER.format(FACES.get(weight, "Regular"))
    run = subprocess.run(["hb-shape", "--no-glyph-names", "--no-clusters",
                          "--output-format=json", f"--font-size={round(size * 1000)}", path, text],
                         capture_output=True, text=True, check=True)
    return sum(g["ax"] for g in json.loads(run.stdout)) / 1000


def ceil_px(value, scale):
    return math.ceil(value * scale - 1e-9) / scale


def system_font(label):
    font = label.find("fontDescription")
    if font is None:
        return (17, "regular")
    if font.get("style") in STYLES:
        return STYLES[font.get("style")]
    if font.get("type") == "system":
        return (float(font.get("pointSize", "17")), font.get("weight", "regular"))
    if font.get("type") == "boldSystem":
        return (float(font.get("pointSize", "17")), "bold")
    return None


def labels_of(binary, path):
    document = ib_frames.Document(path)
    if document.legacy:
        return []
    elements = {e.get("id"): e for e in document.root.iter("label")}
    rows = []
    with tempfile.TemporaryDirectory() as out:
        if subprocess.run([binary, "import", path, "--device", "canvas", "--out", out],
                          capture_output=True).returncode != 0:
            return []
        for name in sorted(os.listdir(out)):
            run = subprocess.run([binary, "solve", os.path.join(out, name), "--format", "json"],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                continue
            documents = json.loads(run.stdout)
            documents = documents if isinstance(documents, list) else [documents]
            chosen = ib_frames.choose_variant(documents, document.canvas_classes())
            scale = chosen["scene"].get("scale", 2)
            for view in chosen["views"]:
                label = elements.get(view.get("ibID"))
                stored = document.views.get(view.get("ibID"))
                if label is None or stored is None or stored["flagged"] or not stored["single_line_label"]:
                    continue
                font = system_font(label)
                text = label.get("text")
                intrinsic = view.get("intrinsic") or {}
                if font is None or not text or "width" not in intrinsic:
                    continue
                ours, ib = view["frame"]["width"], stored["frame"][2]
                if abs(ours - intrinsic["width"]) > 0.01 or ib <= 0 or abs(ours / ib - 1) > 0.25:
                    continue
                size, weight = font
                raw = hb_width(text, weight, size)
                tracked = ceil_px(raw + len(text) * tracking(size), scale)
                rows.append({"file": os.path.basename(path), "id": view["ibID"], "text": text,
                             "size": size, "weight": weight, "scale": scale, "ib": ib, "ours": ours,
                             "raw": raw, "tracked": tracked})
    return rows


def summary(name, rows, key):
    ratios = [r[key] / r["ib"] for r in rows]
    errors = [r[key] - r["ib"] for r in rows]
    if not ratios:
        return f"| {name} | 0 | | | | |"
    within = sum(abs(e) <= 1 for e in errors)
    return (f"| {name} | {len(rows)} | {statistics.median(ratios):.3f} | {statistics.mean(ratios):.3f} | "
            f"{statistics.pstdev(ratios):.3f} | {statistics.mean(abs(e) for e in errors):.2f} | "
            f"{within} / {len(rows)} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="*", default=["../shared/storyboards", "../shared/ib-public-apps"])
    parser.add_argument("--binary", default=".build/release/layout-diagram")
    parser.add_argument("--details", action="store_true")
    arguments = parser.parse_args()
    print("| set, width | labels | median ours / IB | mean | sd | mean abs error (pt) | within 1 pt |")
    print("|---|---|---|---|---|---|---|")
    every = []
    for folder in arguments.folders:
        rows = [r for path in ib_frames.ib_files(folder) for r in labels_of(arguments.binary, path)]
        every += rows
        if arguments.details:
            for r in rows:
                print(f"{r['file']} {r['id']} {r['text']!r} {r['size']} {r['weight']} @{r['scale']}x: "
                      f"IB {r['ib']}, Inter {r['ours']}, tracked {r['tracked']}", file=sys.stderr)
        print(summary(f"{folder}, the binary's widths", rows, "ours"))
        print(summary(f"{folder}, predicted: untracked Inter + SF tracking", rows, "tracked"))
    print(summary("both, the binary's widths", every, "ours"))
    print(summary("both, predicted: untracked Inter + SF tracking", every, "tracked"))


if __name__ == "__main__":
    main()
