"""The form of the selected location: id, name, type, area, position, snap radius."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QPushButton, QWidget

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import LocationType, SheetMap
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.panels.fields import Push, fill_combo, number_box, quiet, show_value


class LocationForm(QWidget):
    """The selected location: id, name, type, area, position, snap radius."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        self.location_id = ""
        form = QFormLayout(self)
        self.id_edit = QLineEdit()
        self.name = QLineEdit()
        self.type = QComboBox()
        for kind in LocationType:
            self.type.addItem(kind.value, kind.value)
        self.area = QComboBox()
        self.x_spin = number_box(-1e6, 1e6)
        self.y_spin = number_box(-1e6, 1e6)
        self.snap = number_box(0.001, 1e4, step=0.05)
        buttons = QHBoxLayout()
        self.make_start = QPushButton(self.tr("Set as start"))
        self.make_arrival = QPushButton(self.tr("Set as arrival"))
        self.delete = QPushButton(self.tr("Delete location"))
        buttons.addWidget(self.make_start)
        buttons.addWidget(self.make_arrival)
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Type"), self.type)
        form.addRow(self.tr("Area"), self.area)
        form.addRow("x", self.x_spin)
        form.addRow("y", self.y_spin)
        form.addRow(self.tr("Snap radius"), self.snap)
        form.addRow(buttons)
        form.addRow(self.delete)
        self.id_edit.editingFinished.connect(lambda: self._edit("id", self.id_edit.text().strip()))
        self.name.editingFinished.connect(lambda: self._edit("name", self.name.text()))
        self.type.activated.connect(
            lambda _: self._edit("type", LocationType(self.type.currentData()))
        )
        self.area.activated.connect(lambda _: self._edit("area", str(self.area.currentData())))
        self.x_spin.valueChanged.connect(lambda value: self._edit("x", value))
        self.y_spin.valueChanged.connect(lambda value: self._edit("y", value))
        self.snap.valueChanged.connect(lambda value: self._edit("snap_radius", value))
        self.make_start.clicked.connect(
            lambda: self.push(commands.SetStart(self.document, self.location_id))
        )
        self.make_arrival.clicked.connect(
            lambda: self.push(commands.SetArrival(self.document, self.location_id))
        )
        self.delete.clicked.connect(
            lambda: self.push(commands.DeleteLocation(self.document, self.location_id))
        )

    def refresh(self, sheet: SheetMap, location_id: str) -> None:
        """Show location ``location_id``."""
        self.location_id = location_id
        location = sheet.location(location_id)
        with quiet(self.id_edit, self.name, self.type, self.x_spin, self.y_spin, self.snap):
            self.id_edit.setText(location.id)
            self.name.setText(location.name)
            self.type.setCurrentIndex(self.type.findData(location.type.value))
            show_value(self.x_spin, location.x)
            show_value(self.y_spin, location.y)
            show_value(self.snap, location.snap_radius)
        fill_combo(self.area, [(a.name, a.id) for a in sheet.areas], location.area)

    def _edit(self, field: str, value: object) -> None:
        sheet = self.document.sheet
        if not sheet.has_location(self.location_id):
            return
        location = sheet.location(self.location_id)
        if getattr(location, field) == value or value == "":
            return
        if field in ("x", "y"):
            value = round(float(value), edits.COORDINATE_DECIMALS)  # type: ignore[arg-type]
        changed = replace(location, **{field: value})  # type: ignore[arg-type]
        try:
            command: commands.SheetCommand
            if field == "name":  # the id follows the name until edited by hand
                command = commands.RenameLocation(self.document, self.location_id, str(value))
            else:
                command = commands.EditLocation(self.document, self.location_id, changed, field)
        except edits.EditError:
            return  # an id already taken: the field shows the old id again on refresh
        index = edits.location_index(sheet, self.location_id)
        self.push(command)
        self.location_id = self.document.sheet.locations[index].id  # a new id, maybe
