// Cassowary module: see README.md, Module map.
