"""File → New's dialog: the size of a blank sheet, or the default map's coastlines."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap


class NewMapDialog(QDialog):
    """File → New: a blank sheet of a chosen size, or the default map's coastlines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        form = QFormLayout(self)
        self.width_spin = QDoubleSpinBox()
        self.width_spin.setRange(1.0, 10000.0)
        self.width_spin.setValue(60.0)
        self.height_spin = QDoubleSpinBox()
        self.height_spin.setRange(1.0, 10000.0)
        self.height_spin.setValue(30.0)
        self.from_world = QCheckBox(self.tr("Start from the default map's coastlines"))
        form.addRow(self.tr("Width (map units)"), self.width_spin)
        form.addRow(self.tr("Height (map units)"), self.height_spin)
        form.addRow(self.from_world)
        self.from_world.toggled.connect(self.width_spin.setDisabled)
        self.from_world.toggled.connect(self.height_spin.setDisabled)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)

    def new_sheet(self) -> SheetMap:
        """The map the dialog describes."""
        if self.from_world.isChecked():
            return edits.coastlines_only(load_map(default_world_map_path()))
        return edits.blank_sheet(self.width_spin.value(), self.height_spin.value())
