"""The editor's side panels, one module each: the property panel (its tabs: map,
selection, areas, cards), the layers panel and the validation panel; ``fields`` holds what
they share.

Panels show the document and turn what the user types into undo commands (through the
``push`` callable the window gives them); they never change the map themselves. Each
``refresh`` fills the widgets from the map with their signals blocked, so showing a value
never makes an edit.
"""
