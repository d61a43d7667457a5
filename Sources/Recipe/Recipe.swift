// Recipe module: see README.md, Module map.
