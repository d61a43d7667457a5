// Render module: see README.md, Module map.
