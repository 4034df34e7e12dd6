"""The form of the selected polygon or vertex: layer, name, vertices, deletions."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.value_text import any_number_text
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.panels.fields import Push, number_box, quiet, show_value
from eighty_days.ui.editor.selection import Selection, SelectionKind


class PolygonForm(QWidget):
    """The selected polygon (or one of its vertices): layer, name, vertices."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        self.key: tuple[Layer, int] = (Layer.LAND, 0)
        self.vertex: tuple[Layer, int, int, int] | None = None
        form = QFormLayout(self)
        self.layer = QLabel()
        self.name = QLineEdit()
        self.count = QLabel()
        self.vertex_label = QLabel()
        self.delete_vertex = QPushButton(self.tr("Delete vertex"))
        self.delete_hole = QPushButton(self.tr("Delete this hole"))
        self.delete_polygon = QPushButton(self.tr("Delete polygon"))
        form.addRow(self.tr("Layer"), self.layer)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Vertices"), self.count)
        form.addRow(self.tr("Vertex"), self.vertex_label)
        self.vertex_x = number_box(-1e6, 1e6)
        self.vertex_y = number_box(-1e6, 1e6)
        coordinates = QHBoxLayout()
        coordinates.addWidget(self.vertex_x)
        coordinates.addWidget(self.vertex_y)
        self.vertex_x.setToolTip(self.tr("The selected vertex's x"))
        self.vertex_y.setToolTip(self.tr("The selected vertex's y"))
        form.addRow(self.tr("Vertex x, y"), coordinates)
        self.vertex_x.valueChanged.connect(lambda _: self._vertex_typed())
        self.vertex_y.valueChanged.connect(lambda _: self._vertex_typed())
        form.addRow(self.delete_vertex)
        form.addRow(self.delete_hole)
        form.addRow(self.delete_polygon)
        hint = QLabel(
            self.tr(
                "Drag a vertex to move it (it snaps to other vertices); double-click an edge "
                "to insert one; Delete removes the selected vertex or polygon. The Draw hole "
                "tool (H) cuts a hole (a lake, an inland sea) in the selected polygon."
            )
        )
        hint.setWordWrap(True)
        form.addRow(hint)
        self.name.editingFinished.connect(self._renamed)
        self.delete_polygon.clicked.connect(
            lambda: self.push(commands.DeletePolygon(self.document, *self.key))
        )
        self.delete_vertex.clicked.connect(self._delete_vertex)
        self.delete_hole.clicked.connect(self._delete_hole)

    def refresh(self, sheet: SheetMap, selection: Selection) -> None:
        """Show the polygon of ``selection`` (and its vertex)."""
        if selection.kind is SelectionKind.VERTEX:
            layer, index, ring, number = selection.key
            self.vertex = (layer, index, ring, number)
        else:
            layer, index = selection.key
            self.vertex = None
        self.key = (layer, index)
        polygon = shape_edits.polygons_of(sheet, layer)[index]
        with quiet(self.name):
            self.layer.setText(f"{layer.value} #{index}")
            self.name.setText(polygon.name)
        self.count.setText(str(len(polygon.exterior) + sum(len(h) for h in polygon.holes)))
        if self.vertex is not None:
            _, _, ring, number = self.vertex
            x, y = shape_edits.ring_of(polygon, ring)[number]
            self.vertex_label.setText(
                self.tr("ring {ring}, vertex {number}: ({x}, {y})").format(
                    ring=ring, number=number, x=any_number_text(x), y=any_number_text(y)
                )
            )
        else:
            self.vertex_label.setText(self.tr("none selected"))
        with quiet(self.vertex_x, self.vertex_y):
            if self.vertex is not None:
                x, y = shape_edits.ring_of(polygon, self.vertex[2])[self.vertex[3]]
                show_value(self.vertex_x, x)
                show_value(self.vertex_y, y)
        for spin in (self.vertex_x, self.vertex_y):
            spin.setEnabled(self.vertex is not None)
        self.delete_vertex.setEnabled(self.vertex is not None)
        self.delete_hole.setEnabled(self.vertex is not None and self.vertex[2] > 0)

    @Slot()
    def _renamed(self) -> None:
        layer, index = self.key
        polygons = shape_edits.polygons_of(self.document.sheet, layer)
        if index < len(polygons) and polygons[index].name != self.name.text():
            self.push(commands.RenamePolygon(self.document, layer, index, self.name.text()))

    def _vertex_typed(self) -> None:
        if self.vertex is None:
            return
        point = edits.rounded((self.vertex_x.value(), self.vertex_y.value()))
        layer, index, ring, number = self.vertex
        try:
            polygon = shape_edits.polygons_of(self.document.sheet, layer)[index]
            if shape_edits.ring_of(polygon, ring)[number] == point:
                return
            self.push(commands.TypeVertex(self.document, self.vertex, point))
        except (IndexError, edits.EditError):
            return

    @Slot()
    def _delete_hole(self) -> None:
        if self.vertex is None or self.vertex[2] == 0:
            return
        layer, index, ring, _ = self.vertex
        self.push(commands.DeleteHole(self.document, layer, index, ring))

    @Slot()
    def _delete_vertex(self) -> None:
        if self.vertex is None:
            return
        try:
            self.push(commands.DeleteVertex(self.document, *self.vertex))
        except edits.EditError:
            return
