#!/usr/bin/env python3
"""The grid workload of issue 3 run through kiwisolver, printing the same JSON fields as
`layout-diagram-bench grid`.

    python3 scripts/kiwi_grid.py --views N [--edit-last]

kiwi encodes priorities as one weighted sum (strong * 1e6 + medium * 1e3 + weak). Putting all three
grid priorities in one band lets the ten `width == 100 @250` constraints of a row (10 * 250) outvote
the container's edit at 750, and W never moves from 1088. So each grid priority gets its own band:
750 -> strong, 500 -> medium, 250 -> weak, which makes kiwi's optimum the lexicographic one here.
"""
import argparse
import json
import statistics
import time

import kiwisolver as kiwi


def strength(priority):
    if priority >= 1000:
        return "required"
    if priority >= 750:
        return kiwi.strength.create(priority, 0, 0)
    if priority >= 500:
        return kiwi.strength.create(0, priority, 0)
    return kiwi.strength.create(0, 0, priority)


def build(solver, views, container):
    left, width, top, height = [], [], [], []
    count = 0

    def add(constraint, priority):
        nonlocal count
        solver.addConstraint(constraint | strength(priority))
        count += 1

    for index in range(views):
        row, column = divmod(index, 10)
        l, w = kiwi.Variable(f"left{index}"), kiwi.Variable(f"width{index}")
        t, h = kiwi.Variable(f"top{index}"), kiwi.Variable(f"height{index}")
        left.append(l)
        width.append(w)
        top.append(t)
        height.append(h)
        add(w >= 50, 750)
        add(w == 100, 250)
        add(h >= 20, 1000)
        add(h == 30, 500)
        if column == 0:
            add(l == 8, 1000)
        else:
            add(l == left[index - 1] + width[index - 1] + 8, 1000)
            add(w == width[index - column], 500)
        if column == 9:
            add(l + w + 8 == container, 1000)
        if row == 0:
            add(t == 8, 1000)
        else:
            add(t == top[index - 10] + height[index - 10] + 8, 1000)
    return left + width + top + height, count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=100)
    parser.add_argument("--edit-last", action="store_true")
    options = parser.parse_args()

    start = time.perf_counter()
    solver = kiwi.Solver()
    container = kiwi.Variable("W")
    if not options.edit_last:
        solver.addEditVariable(container, strength(750))
        solver.suggestValue(container, 1088)
    variables, count = build(solver, options.views, container)
    if options.edit_last:
        solver.addEditVariable(container, strength(750))
        solver.suggestValue(container, 1088)
    built = time.perf_counter()
    solver.updateVariables()
    updated = time.perf_counter()
    checksum = sum(v.value() for v in variables) + container.value()

    steps = []
    sink = 0.0
    loop_start = time.perf_counter()
    for step in range(1000):
        step_start = time.perf_counter()
        solver.suggestValue(container, 700 + 5 * (step % 100))
        solver.updateVariables()
        solved = time.perf_counter()
        sink += sum(v.value() for v in variables)
        steps.append((solved - step_start) * 1e6)
    loop_end = time.perf_counter()
    steps.sort()
    print(json.dumps({
        "workload": "grid-kiwisolver",
        "kiwisolver": kiwi.__version__,
        "views": options.views,
        "constraints": count,
        "variables": len(variables) + 1,
        "edit_last": options.edit_last,
        "build_ms": round((built - start) * 1e3, 3),
        "update_ms": round((updated - built) * 1e3, 3),
        "resize_total_ms": round((loop_end - loop_start) * 1e3, 3),
        "resize_median_us": round(statistics.median(steps), 3),
        "resize_max_us": round(steps[-1], 3),
        "checksum": round(checksum, 3),
        "sink": round(sink, 3),
    }))


if __name__ == "__main__":
    main()
