"""The Selection tab: the form for whatever is selected on the map."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor.panels.fields import Push
from eighty_days.ui.editor.panels.location_form import LocationForm
from eighty_days.ui.editor.panels.polygon_form import PolygonForm
from eighty_days.ui.editor.selection import Selection, SelectionKind


class SelectionTab(QWidget):
    """Whatever is selected on the map: a location, a polygon or a vertex."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        self.empty = QLabel(
            self.tr(
                "Click a place or a polygon to select it.\n\nTools: Select (S), Add location (L), "
                "Draw land (D), Draw canal (C), Draw mountains (M), Draw hole (H, in the selected "
                "polygon), Draw area tint (T, for the area chosen in the Areas tab), Measure (R; "
                "Shift+R shows the cards' reach). While drawing, click each vertex; Enter, a "
                "double-click or a click on the first vertex closes the polygon."
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.location = LocationForm(document, push)
        self.polygon = PolygonForm(document, push)
        self.group = QLabel()
        self.group.setWordWrap(True)
        self.group.setAlignment(Qt.AlignmentFlag.AlignTop)
        for page in (self.empty, self.location, self.polygon, self.group):
            self.stack.addWidget(page)
        layout.addWidget(self.stack)

    def refresh(self, sheet: SheetMap, selection: Selection) -> None:
        """Show the form for the selection."""
        if selection.kind is SelectionKind.GROUP:
            group = selection.key
            self.group.setText(
                self.tr(
                    "{places} place(s) and {vertices} vertex(es) selected: drag one of them to "
                    "move them all (one undo step). Shift- or Ctrl-click a place or a vertex "
                    "to add or remove it; Shift-drag on the map to add what a box holds."
                ).format(places=len(group.places), vertices=len(group.vertices))
            )
            self.stack.setCurrentWidget(self.group)
        elif selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
            self.location.refresh(sheet, selection.key)
            self.stack.setCurrentWidget(self.location)
        elif selection.kind in (SelectionKind.POLYGON, SelectionKind.VERTEX) and _polygon_exists(
            sheet, selection
        ):
            self.polygon.refresh(sheet, selection)
            self.stack.setCurrentWidget(self.polygon)
        else:
            self.stack.setCurrentWidget(self.empty)


def _polygon_exists(sheet: SheetMap, selection: Selection) -> bool:
    layer, index = selection.key[0], selection.key[1]
    polygons = shape_edits.polygons_of(sheet, layer)
    if index >= len(polygons):
        return False
    if selection.kind is SelectionKind.VERTEX:
        _, _, ring, number = selection.key
        try:
            return bool(number < len(shape_edits.ring_of(polygons[index], ring)))
        except edits.EditError:
            return False
    return True
