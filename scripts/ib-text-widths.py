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

--groups: every single-line label, button and text field in any font whose width our layout leaves
to its content (solved width = intrinsic width, IB's within 25%): |ours - IB| p50/p90 per set (and
for texts that are mostly digits), then per group (kind, font, weight, size, Xcode era) ranked by
how many are off by more than 1 pt; --json FILE writes every row.

Usage: scripts/ib-text-widths.py [--binary .build/release/layout-diagram] [--details] [--groups [--json FILE]] [FOLDER...]
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
                          "--output-format=json", f"--font-size={round(size * 1000)}", f"--text={text}", path],
                         capture_output=True, text=True, check=True)
    return sum(g["ax"] for g in json.loads(run.stdout)) / 1000


def ceil_px(value, scale):
    return math.ceil(value * scale - 1e-9) / scale


def font_of(element):
    """(size, weight, family) of a label's, button's or text field's font: a text style at Large, a
    system size, or a named font (family = its name); a label without one is the system 17; None
    for any other element without a font (`labels_of` groups a configured button's default title
    font as `(0, "config", "configuration default")`)."""
    font = element.find("fontDescription")
    if font is None:
        for candidate in element.iter("fontDescription"):
            if candidate.get("key") in ("fontDescription", "titleFontDescription"):
                font = candidate
                break
    if font is None:
        if element.tag == "label":
            return (17, "regular", "system")
        return None
    if font.get("style") in STYLES:
        size, weight = STYLES[font.get("style")]
        return (size, weight, "system")
    if font.get("type") == "system":
        return (float(font.get("pointSize", "17")), font.get("weight", "regular"), "system")
    if font.get("type") == "boldSystem":
        return (float(font.get("pointSize", "17")), "bold", "system")
    if font.get("name"):
        name = font.get("name")
        # UIKit's own name of the system font (the importer reads it as the system font).
        family = "system" if name.lower().replace(" ", "").startswith((".applesystemuifont", ".sfui")) else name
        return (float(font.get("pointSize", "17")), "regular", family)
    return None


def text_of(element):
    if element.tag == "label":
        return element.get("text")
    if element.tag == "textField":
        return element.get("text") or element.get("placeholder")
    if element.tag == "button":
        for state in element.iter("state"):
            if state.get("key") == "normal" and state.get("title"):
                return state.get("title")
        for configuration in element.iter("buttonConfiguration"):
            if configuration.get("title"):
                return configuration.get("title")
    return None


def era_of(tools):
    """The Xcode a toolsVersion belongs to, in the eras the importer's text rules cut at."""
    if tools < 11000:
        return "Xcode <=7"
    if tools < 15000:
        return "Xcode 8-10"
    if tools < 17000:
        return "Xcode 11"
    if tools < 21000:
        return "Xcode 12-13"
    if tools < 24000:
        return "Xcode 14-16"
    return "Xcode 26"


def labels_of(binary, path, kinds=("label",), system_only=True):
    document = ib_frames.Document(path)
    if document.legacy:
        return []
    tools = document.root.get("toolsVersion", "0").split(".")[0]
    tools = int(tools) if tools.isdigit() else 0
    elements = {e.get("id"): e for kind in kinds for e in document.root.iter(kind)}
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
                element = elements.get(view.get("ibID"))
                stored = document.views.get(view.get("ibID"))
                if element is None or stored is None or stored["flagged"]:
                    continue
                if element.tag == "label" and not stored["single_line_label"]:
                    continue
                font = font_of(element)
                if font is None and element.tag == "button" and element.find(".//buttonConfiguration") is not None:
                    font = (0, "config", "configuration default")
                text = text_of(element)
                intrinsic = view.get("intrinsic") or {}
                if font is None or not text or "width" not in intrinsic:
                    continue
                if system_only and font[2] != "system":
                    continue
                ours, ib = view["frame"]["width"], stored["frame"][2]
                if abs(ours - intrinsic["width"]) > 0.01 or ib <= 0 or abs(ours / ib - 1) > 0.25:
                    continue
                size, weight, family = font
                row = {"file": os.path.relpath(path), "id": view["ibID"], "kind": element.tag,
                       "text": text, "size": size, "weight": weight, "family": family,
                       "tools": tools, "era": era_of(tools), "scale": scale, "ib": ib, "ours": ours}
                if element.tag == "label" and family == "system":
                    row["raw"] = hb_width(text, weight, size)
                    row["tracked"] = ceil_px(row["raw"] + len(text) * tracking(size), scale)
                rows.append(row)
    return rows


def digit_share(text):
    """The share of a text's characters that are ASCII digits."""
    return sum(c.isdigit() and c.isascii() for c in text) / len(text) if text else 0


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return 0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def group_table(rows):
    """ours - IB per group (kind, family, weight, size, era): count, p50 and p90 of |error|,
    median signed error, within 1 pt; the groups sorted by how many views are off by more than 1."""
    groups = {}
    for r in rows:
        size = f"{r['size']:g}"
        key = (r["kind"], r["family"], r["weight"], size, r["era"])
        groups.setdefault(key, []).append(r["ours"] - r["ib"])
    lines = ["| kind | font | weight | size | era | views | off > 1 pt | median ours - IB | p50 abs | p90 abs |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    ranked = sorted(groups.items(), key=lambda kv: (-sum(abs(e) > 1 for e in kv[1]), -len(kv[1])))
    for key, errors in ranked:
        off = sum(abs(e) > 1 for e in errors)
        absolute = [abs(e) for e in errors]
        lines.append(f"| {' | '.join(key)} | {len(errors)} | {off} | {statistics.median(errors):+.2f} | "
                     f"{percentile(absolute, 0.5):.2f} | {percentile(absolute, 0.9):.2f} |")
    return "\n".join(lines)


def overall(name, rows):
    absolute = [abs(r["ours"] - r["ib"]) for r in rows]
    if not absolute:
        return f"| {name} | 0 | | | |"
    return (f"| {name} | {len(rows)} | {sum(a <= 1 for a in absolute)} | {percentile(absolute, 0.5):.2f} | "
            f"{percentile(absolute, 0.9):.2f} |")


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
    parser.add_argument("--groups", action="store_true",
                        help="labels, buttons and text fields in any font: |ours - IB| p50/p90 per set "
                             "and per group (kind, font, weight, size, era)")
    parser.add_argument("--json", metavar="FILE", help="with --groups: write every row to FILE")
    arguments = parser.parse_args()
    if arguments.groups:
        every = []
        print("| set | views | within 1 pt | p50 abs error | p90 abs error |")
        print("|---|---|---|---|---|")
        for folder in arguments.folders:
            rows = [r for path in ib_frames.ib_files(folder)
                    for r in labels_of(arguments.binary, path, ("label", "button", "textField"), False)]
            for r in rows:
                r["set"] = folder
            every += rows
            print(overall(folder, rows))
            digits = [r for r in rows if digit_share(r["text"]) >= 0.5]
            print(overall(f"{folder}, texts mostly digits", digits))
        print(overall("all", every))
        print()
        print(group_table(every))
        if arguments.details:
            for r in sorted(every, key=lambda r: -abs(r["ours"] - r["ib"])):
                print(f"{r['file']} {r['id']} {r['kind']} {r['text']!r} {r['family']} {r['weight']} "
                      f"{r['size']:g} {r['era']} @{r['scale']}x: IB {r['ib']}, ours {r['ours']}", file=sys.stderr)
        if arguments.json:
            with open(arguments.json, "w") as handle:
                json.dump(every, handle, indent=1)
        return
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
