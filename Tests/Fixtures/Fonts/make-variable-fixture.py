#!/usr/bin/env python3
"""Writes VariableFixture.ttf beside this script: a tiny variable TrueType font of our own for
the tests of variable fonts given with `--font` (TypesettingTests' VariableFontTests).

Family "Layout Diagram Variable Test", 1000 units per em, one axis `wght` 400..700 (default 400)
and two named instances, Regular (400) and Bold (700). Glyphs: .notdef, space (250 units) and
"A", a 400 x 700 box 500 units wide at Regular whose gvar deltas move its right side and its
advance 200 units further at wght 700: "A" advances 500 units in Regular and 700 in Bold.

Run with fontTools (pip install fonttools): python3 make-variable-fixture.py
"""
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation


def box(width):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((width - 50, 700))
    pen.lineTo((width - 50, 0))
    pen.closePath()
    return pen.glyph()


builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder([".notdef", "space", "A"])
builder.setupCharacterMap({0x20: "space", 0x41: "A"})
builder.setupGlyf({".notdef": box(500), "space": TTGlyphPen(None).glyph(), "A": box(500)})
builder.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "A": (500, 50)})
builder.setupHorizontalHeader(ascent=800, descent=-200)
builder.setupNameTable({"familyName": "Layout Diagram Variable Test", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200,
                 usWeightClass=400)
builder.setupPost()
builder.setupFvar(
    axes=[("wght", 400, 400, 700, "Weight")],
    instances=[{"location": {"wght": 400}, "stylename": "Regular"},
               {"location": {"wght": 700}, "stylename": "Bold"}])
# The box's four points, then the four phantom points (left side bearing, advance, top, bottom):
# at wght 700 the right side and the advance move 200 units.
deltas = [(0, 0), (0, 0), (200, 0), (200, 0), (0, 0), (200, 0), (0, 0), (0, 0)]
builder.setupGvar({"A": [TupleVariation({"wght": (0.0, 1.0, 1.0)}, deltas)]})
builder.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "VariableFixture.ttf"))
