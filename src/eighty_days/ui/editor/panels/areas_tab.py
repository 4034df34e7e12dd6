"""The Areas tab: the list of areas and the chosen area's id, name, colour and tint."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.messages import plural_english
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.panels.fields import Push, fill_combo, quiet


class AreasTab(QWidget):
    """The areas: a list, the chosen area's id, name and colour; add and delete."""

    area_selected = Signal(str)

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        layout.addWidget(self.list)
        buttons = QHBoxLayout()
        self.add = QPushButton(self.tr("Add area"))
        self.delete = QPushButton(self.tr("Delete area"))
        buttons.addWidget(self.add)
        buttons.addWidget(self.delete)
        layout.addLayout(buttons)
        form = QFormLayout()
        self.id_edit = QLineEdit()
        self.name = QLineEdit()
        self.colour = QLineEdit()
        self.colour.setPlaceholderText("#rrggbb")
        self.reassign = QComboBox()
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow(self.tr("Name"), self.name)
        self.pick_colour = QPushButton(self.tr("Choose…"))
        self.colour_dialog: QColorDialog | None = None
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour, 1)
        colour_row.addWidget(self.pick_colour)
        form.addRow(self.tr("Colour"), colour_row)
        form.addRow(self.tr("On delete, its places go to"), self.reassign)
        self.regions = QLabel()
        self.regions.setWordWrap(True)
        self.clear_regions = QPushButton(self.tr("Clear tint regions"))
        form.addRow(self.tr("Tint"), self.regions)
        form.addRow(self.clear_regions)
        layout.addLayout(form)
        self.list.currentRowChanged.connect(self._row_changed)
        self.add.clicked.connect(self._add)
        self.delete.clicked.connect(self._delete)
        self.clear_regions.clicked.connect(self._clear_regions)
        self.pick_colour.clicked.connect(self.open_colour_dialog)
        self.id_edit.editingFinished.connect(lambda: self._edit("id", self.id_edit.text().strip()))
        self.name.editingFinished.connect(lambda: self._edit("name", self.name.text()))
        self.colour.editingFinished.connect(lambda: self._edit("colour", self.colour.text()))

    def current_area(self) -> str | None:
        """The id of the area chosen in the list."""
        item = self.list.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def choose(self, area_id: str) -> None:
        """Make ``area_id`` the current row."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == area_id:
                self.list.setCurrentRow(row)
                return

    def refresh(self, sheet: SheetMap) -> None:
        """Show the areas, keeping the chosen one (by its row when its id changed: an
        undone rename takes the id back)."""
        chosen = self.current_area()
        chosen_row = self.list.currentRow()
        with quiet(self.list):
            self.list.clear()
            for area in sheet.areas:
                item = QListWidgetItem(f"{area.name} ({area.id})")
                item.setData(Qt.ItemDataRole.UserRole, area.id)
                item.setData(Qt.ItemDataRole.DecorationRole, QColor(area.colour))
                self.list.addItem(item)
            ids = [a.id for a in sheet.areas]
            row = ids.index(chosen) if chosen in ids else min(max(chosen_row, 0), len(ids) - 1)
            self.list.setCurrentRow(row)
        self._show(sheet)

    def _show(self, sheet: SheetMap) -> None:
        area_id = self.current_area()
        area = next((a for a in sheet.areas if a.id == area_id), None)
        with quiet(self.id_edit, self.name, self.colour):
            self.id_edit.setText(area.id if area else "")
            self.name.setText(area.name if area else "")
            self.colour.setText(area.colour if area else "")
        others = [(a.name, a.id) for a in sheet.areas if a.id != area_id]
        fill_combo(self.reassign, others, others[0][1] if others else "")
        for widget in (self.id_edit, self.name, self.colour, self.delete, self.pick_colour):
            widget.setEnabled(area is not None)
        count = len(area.region) if area else 0
        self.regions.setText(
            plural_english(self.tr("%n region polygon(s)", "", count), count)
            if count
            else self.tr("round its places (draw a region with the Draw area tint tool, T)")
        )
        self.clear_regions.setEnabled(count > 0)

    @Slot(int)
    def _row_changed(self, _: int) -> None:
        self._show(self.document.sheet)
        area_id = self.current_area()
        if area_id:
            self.area_selected.emit(area_id)

    @Slot()
    def _add(self) -> None:
        area = edits.new_area(self.document.sheet)
        self.push(commands.AddArea(self.document, area))
        self.choose(area.id)

    @Slot()
    def _delete(self) -> None:
        area_id = self.current_area()
        if area_id is None:
            return
        target = self.reassign.currentData()
        try:
            command = commands.DeleteArea(self.document, area_id, target)
        except edits.EditError:
            return
        self.push(command)

    @Slot()
    def open_colour_dialog(self) -> QColorDialog:
        """Recolour the chosen area with a colour dialog (not blocking; returned for tests)."""
        dialog = QColorDialog(QColor(self.colour.text() or "#cccccc"), self)
        dialog.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog)
        dialog.colorSelected.connect(lambda colour: self._edit("colour", colour.name()))
        self.colour_dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def _clear_regions(self) -> None:
        area_id = self.current_area()
        if area_id is not None:
            self.push(commands.ClearAreaRegions(self.document, area_id))

    def _edit(self, field: str, value: str) -> None:
        area_id = self.current_area()
        sheet = self.document.sheet
        area = next((a for a in sheet.areas if a.id == area_id), None)
        if area is None or getattr(area, field) == value or not value:
            return
        changed = replace(area, **{field: value})  # type: ignore[arg-type]
        if field == "name":  # the id follows the name until edited by hand
            changed = edits.renamed_area(sheet, area.id, value)
        try:
            command = commands.EditArea(self.document, area.id, changed, field)
        except edits.EditError:
            return
        self.push(command)
        self.choose(changed.id)
