// Layout module: see README.md, Module map.
