// layout-diagram-bench: benchmarks; see README "Benchmarks".
print("{}")
