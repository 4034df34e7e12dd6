"""The Map tab: the map's own settings (name, bounds, scale, sheets, start, arrival)
and the background image traced over."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import Background, SheetMap
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.panels.fields import (
    Push,
    fill_combo,
    location_choices,
    number_box,
    quiet,
    show_value,
)


class MapTab(QWidget):
    """The map's settings: name, scale, coast tolerance, antimeridian, sheets, start, arrival."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.description = QLineEdit()
        self.bounds_spins = [number_box(-1e6, 1e6, step=1.0) for _ in range(4)]
        x_row, y_row = QHBoxLayout(), QHBoxLayout()
        for number, (spin, tip) in enumerate(
            zip(
                self.bounds_spins,
                (self.tr("x min"), self.tr("y min"), self.tr("x max"), self.tr("y max")),
                strict=True,
            )
        ):
            spin.setToolTip(tip)
            (x_row if number % 2 == 0 else y_row).addWidget(spin)
        self.sheet_names = [QLineEdit(), QLineEdit()]
        self.ruler_unit = number_box(0.001, 1e5)
        self.ruler_unit.setToolTip(
            self.tr("Map units per ruler unit: the cards give lengths in units")
        )
        self.coast_tolerance = number_box(0.0, 1e3, step=0.05)
        self.antimeridian = number_box(-1e6, 1e6, step=1.0)
        self.two_sheets = QCheckBox(self.tr("Two sheets"))
        self.split = number_box(-1e6, 1e6, step=1.0)
        self.start = QComboBox()
        self.arrival = QComboBox()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Description"), self.description)
        form.addRow(self.tr("Bounds: x from, to"), x_row)
        form.addRow(self.tr("y from, to"), y_row)
        form.addRow(self.tr("Ruler unit"), self.ruler_unit)
        form.addRow(self.tr("Coast tolerance"), self.coast_tolerance)
        form.addRow(self.tr("Antimeridian x"), self.antimeridian)
        form.addRow(self.two_sheets)
        form.addRow(self.tr("Sheet split x"), self.split)
        form.addRow(self.tr("First sheet's name"), self.sheet_names[0])
        form.addRow(self.tr("Second sheet's name"), self.sheet_names[1])
        form.addRow(self.tr("Start"), self.start)
        form.addRow(self.tr("Arrival"), self.arrival)
        self._build_background(form)
        self.name.editingFinished.connect(self._name_edited)
        self.description.editingFinished.connect(self._name_edited)
        self.ruler_unit.valueChanged.connect(self._ruler_unit_changed)
        self.coast_tolerance.valueChanged.connect(self._tolerance_changed)
        self.antimeridian.valueChanged.connect(self._antimeridian_changed)
        self.two_sheets.toggled.connect(self._split_changed)
        self.split.valueChanged.connect(self._split_changed)
        self.start.activated.connect(self._start_chosen)
        self.arrival.activated.connect(self._arrival_chosen)
        for spin in self.bounds_spins:
            spin.editingFinished.connect(self._bounds_edited)
        for line in self.sheet_names:
            line.editingFinished.connect(self._sheet_names_edited)

    def _build_background(self, form: QFormLayout) -> None:
        """The tracing image: its file, where it lies, how opaque it is."""
        box = QGroupBox(self.tr("Background image to trace"))
        inner = QFormLayout(box)
        self.background_path = QLineEdit()
        self.background_path.setReadOnly(True)
        self.background_path.setPlaceholderText(self.tr("none"))
        self.choose_background = QPushButton(self.tr("Choose…"))
        self.remove_background = QPushButton(self.tr("Remove"))
        row = QHBoxLayout()
        row.addWidget(self.background_path, 1)
        row.addWidget(self.choose_background)
        row.addWidget(self.remove_background)
        inner.addRow(self.tr("Image"), row)
        self.background_spins = [number_box(-1e6, 1e6, step=1.0) for _ in range(4)]
        x_row, y_row = QHBoxLayout(), QHBoxLayout()
        for number, spin in enumerate(self.background_spins):
            (x_row if number % 2 == 0 else y_row).addWidget(spin)
            spin.editingFinished.connect(self._background_edited)
        inner.addRow(self.tr("Over x from, to"), x_row)
        inner.addRow(self.tr("y from, to"), y_row)
        self.background_opacity = number_box(0.0, 1.0, decimals=2, step=0.05)
        self.background_opacity.valueChanged.connect(lambda _: self._background_edited())
        inner.addRow(self.tr("Opacity"), self.background_opacity)
        self.choose_background.clicked.connect(self.open_background_dialog)
        self.remove_background.clicked.connect(lambda: self._set_background(None))
        #: The file dialog of "Choose…" while it is open (kept for tests).
        self.background_dialog: QFileDialog | None = None
        form.addRow(box)

    def open_background_dialog(self) -> QFileDialog:
        """Choose a PNG or JPEG to trace (not blocking; returned for tests)."""
        path = self.document.path
        folder = str(path.parent) if path is not None else ""
        dialog = QFileDialog(self, self.tr("Choose an image to trace"), folder)
        dialog.setNameFilter(self.tr("Images (*.png *.jpg *.jpeg)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.use_background_image)
        self.background_dialog = dialog
        dialog.open()
        return dialog

    @Slot(str)
    def use_background_image(self, chosen: str) -> None:
        """Trace over the image ``chosen``: kept as a path relative to the map's folder
        (if it lies there or below), placed over the whole sheet at first."""
        image = Path(chosen)
        folder = self.document.path.parent if self.document.path is not None else None
        text = str(image)
        if folder is not None:
            with contextlib.suppress(ValueError):
                text = image.resolve().relative_to(folder.resolve()).as_posix()
        sheet = self.document.sheet
        old = sheet.background
        self._set_background(
            Background(text, old.bounds if old else sheet.bounds, old.opacity if old else 0.5)
        )

    def _background_edited(self) -> None:
        old = self.document.sheet.background
        if old is None:
            return
        x_min, y_min, x_max, y_max = (spin.value() for spin in self.background_spins)
        if x_min >= x_max or y_min >= y_max:
            self.refresh(self.document.sheet)  # not a box: show it as it is
            return
        bounds = (x_min, y_min, x_max, y_max)
        opacity = round(self.background_opacity.value(), 2)
        self._set_background(Background(old.image, bounds, opacity))

    def _set_background(self, background: Background | None) -> None:
        sheet = self.document.sheet
        if background == sheet.background:
            return
        self.push(
            commands.EditMapSettings(
                self.document,
                replace(sheet, background=background),
                str(QT_TRANSLATE_NOOP("EditMapSettings", "background image")),
            )
        )

    def refresh(self, sheet: SheetMap) -> None:
        """Show the map's settings."""
        back = sheet.background
        with quiet(self.background_opacity, *self.background_spins):
            self.background_path.setText(back.image if back else "")
            for spin, value in zip(
                self.background_spins, back.bounds if back else sheet.bounds, strict=True
            ):
                show_value(spin, value)
            show_value(self.background_opacity, back.opacity if back else 0.5)
        for widget in (self.remove_background, self.background_opacity, *self.background_spins):
            widget.setEnabled(back is not None)
        with quiet(*self.bounds_spins, *self.sheet_names):
            for spin, value in zip(self.bounds_spins, sheet.bounds, strict=True):
                show_value(spin, value)
            for number, line in enumerate(self.sheet_names):
                part = sheet.sheets[number] if number < len(sheet.sheets) else None
                line.setEnabled(part is not None)
                if line.text() != (part.name if part else ""):
                    line.setText(part.name if part else "")
        widgets = (self.name, self.description, self.ruler_unit, self.coast_tolerance)
        with quiet(*widgets, self.antimeridian, self.two_sheets, self.split):
            if self.name.text() != sheet.name:
                self.name.setText(sheet.name)
            if self.description.text() != sheet.description:
                self.description.setText(sheet.description)
            x_min, _, x_max, _ = sheet.bounds
            show_value(self.ruler_unit, sheet.ruler_unit)
            show_value(self.coast_tolerance, sheet.coast_tolerance)
            show_value(self.antimeridian, sheet.antimeridian_x)
            split = edits.sheet_split(sheet)
            self.two_sheets.setChecked(split is not None)
            self.split.setEnabled(split is not None)
            show_value(self.split, split if split is not None else (x_min + x_max) / 2)
        choices = location_choices(sheet)
        fill_combo(self.start, choices, sheet.start)
        fill_combo(self.arrival, choices, sheet.arrival)

    @Slot()
    def _name_edited(self) -> None:
        sheet = self.document.sheet
        name, description = self.name.text(), self.description.text()
        if (name, description) != (sheet.name, sheet.description):
            after = edits.set_name(sheet, name, description)
            self.push(
                commands.EditMapSettings(
                    self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "name"))
                )
            )

    @Slot()
    def _bounds_edited(self) -> None:
        bounds = tuple(spin.value() for spin in self.bounds_spins)
        if bounds != self.document.sheet.bounds:
            after = edits.set_bounds(self.document.sheet, bounds)  # type: ignore[arg-type]
            self.push(
                commands.EditMapSettings(
                    self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "bounds"))
                )
            )

    @Slot()
    def _sheet_names_edited(self) -> None:
        sheet = self.document.sheet
        names = tuple(
            (part.id, line.text() or part.name)
            for part, line in zip(sheet.sheets, self.sheet_names, strict=False)
        )
        after = edits.set_sheet_names(sheet, names)
        if after != sheet:
            self.push(
                commands.EditMapSettings(
                    self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "sheet names"))
                )
            )

    @Slot(float)
    def _ruler_unit_changed(self, value: float) -> None:
        after = edits.set_ruler_unit(self.document.sheet, value)
        self.push(
            commands.EditMapSettings(
                self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "ruler unit"))
            )
        )

    @Slot(float)
    def _tolerance_changed(self, value: float) -> None:
        after = edits.set_coast_tolerance(self.document.sheet, value)
        self.push(
            commands.EditMapSettings(
                self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "coast tolerance"))
            )
        )

    @Slot(float)
    def _antimeridian_changed(self, value: float) -> None:
        after = edits.set_antimeridian(self.document.sheet, value)
        self.push(
            commands.EditMapSettings(
                self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "antimeridian"))
            )
        )

    @Slot()
    def _split_changed(self) -> None:
        split = self.split.value() if self.two_sheets.isChecked() else None
        after = edits.set_sheet_split(self.document.sheet, split)
        self.push(
            commands.EditMapSettings(
                self.document, after, str(QT_TRANSLATE_NOOP("EditMapSettings", "sheet split"))
            )
        )

    @Slot(int)
    def _start_chosen(self, index: int) -> None:
        location_id = self.start.itemData(index)
        if location_id and location_id != self.document.sheet.start:
            self.push(commands.SetStart(self.document, str(location_id)))

    @Slot(int)
    def _arrival_chosen(self, index: int) -> None:
        location_id = self.arrival.itemData(index)
        if location_id and location_id != self.document.sheet.arrival:
            self.push(commands.SetArrival(self.document, str(location_id)))
