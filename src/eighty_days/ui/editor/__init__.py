"""The map editor's window (Qt): the map with tools, panels, undo, checks, files."""
