"""The program's own drawings: paper, ornaments, icons, vehicles and portraits (QPainter code,
MIT like the project; see README.md beside this file)."""
