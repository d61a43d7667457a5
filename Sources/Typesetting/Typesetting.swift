// Typesetting module: see README.md, Module map.
