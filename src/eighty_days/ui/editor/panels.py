"""The editor's side panels: the property panel (map, selection, areas, cards) and the
validation panel.

Panels show the document and turn what the user types into undo commands (through the
``push`` callable the window gives them); they never change the map themselves. Each
``refresh`` fills the widgets from the map with their signals blocked, so showing a value
never makes an edit.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.checks import EditorProblem, Severity
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.messages import plural_english
from eighty_days.sheet.model import (
    AdventureCard,
    Background,
    IncomeCard,
    LocationType,
    SheetMap,
)
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.canvas import MapLayer, Selection, SelectionKind
from eighty_days.ui.ui_scale import scaled_pixels

Push = Callable[["commands.SheetCommand"], None]


@contextmanager
def quiet(*widgets: QWidget) -> Iterator[None]:
    """Block the widgets' signals while they are filled from the model."""
    states = [widget.blockSignals(True) for widget in widgets]
    try:
        yield
    finally:
        for widget, state in zip(widgets, states, strict=True):
            widget.blockSignals(state)


#: The narrowest a number box gets, in pixels at 100 % (it grows with the UI scale).
SPIN_MIN_PIXELS = 80


class NumberBox(QDoubleSpinBox):
    """A number box that may be narrow (long ranges do not widen the panel), but never
    narrower than a number needs at the current UI scale."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(scaled_pixels(SPIN_MIN_PIXELS))

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) widens or narrows the box with the text."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.setMinimumWidth(scaled_pixels(SPIN_MIN_PIXELS))
        super().changeEvent(event)


def _spin(low: float, high: float, decimals: int = 3, step: float = 0.1) -> QDoubleSpinBox:
    spin = NumberBox()
    spin.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setKeyboardTracking(True)
    return spin


def _set_value(spin: QDoubleSpinBox | QSpinBox, value: float) -> None:
    """Show ``value`` unless the box already holds it (keeps the text being typed)."""
    if abs(spin.value() - value) > 1e-12:
        spin.setValue(value)  # type: ignore[arg-type]


def _fill_combo(combo: QComboBox, items: list[tuple[str, str]], current: str) -> None:
    """Fill ``combo`` with (label, data) pairs and select ``current`` (kept if unknown)."""
    with quiet(combo):
        combo.clear()
        for label, data in items:
            combo.addItem(label, data)
        index = combo.findData(current)
        if index < 0 and current:
            combo.addItem(
                QCoreApplication.translate("EditorPanels", "{id} (missing)").format(id=current),
                current,
            )
            index = combo.count() - 1
        combo.setCurrentIndex(index)


def location_choices(sheet: SheetMap) -> list[tuple[str, str]]:
    """(label, id) of every location, for combo boxes."""
    return [(f"{loc.name} ({loc.id})", loc.id) for loc in sheet.locations]


class MapTab(QWidget):
    """The map's settings: name, scale, coast tolerance, antimeridian, sheets, start, arrival."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.description = QLineEdit()
        self.bounds_spins = [_spin(-1e6, 1e6, step=1.0) for _ in range(4)]
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
        self.ruler_unit = _spin(0.001, 1e5)
        self.ruler_unit.setToolTip(
            self.tr("Map units per ruler unit: the cards give lengths in units")
        )
        self.coast_tolerance = _spin(0.0, 1e3, step=0.05)
        self.antimeridian = _spin(-1e6, 1e6, step=1.0)
        self.two_sheets = QCheckBox(self.tr("Two sheets"))
        self.split = _spin(-1e6, 1e6, step=1.0)
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
        self.background_spins = [_spin(-1e6, 1e6, step=1.0) for _ in range(4)]
        x_row, y_row = QHBoxLayout(), QHBoxLayout()
        for number, spin in enumerate(self.background_spins):
            (x_row if number % 2 == 0 else y_row).addWidget(spin)
            spin.editingFinished.connect(self._background_edited)
        inner.addRow(self.tr("Over x from, to"), x_row)
        inner.addRow(self.tr("y from, to"), y_row)
        self.background_opacity = _spin(0.0, 1.0, decimals=2, step=0.05)
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
                _set_value(spin, value)
            _set_value(self.background_opacity, back.opacity if back else 0.5)
        for widget in (self.remove_background, self.background_opacity, *self.background_spins):
            widget.setEnabled(back is not None)
        with quiet(*self.bounds_spins, *self.sheet_names):
            for spin, value in zip(self.bounds_spins, sheet.bounds, strict=True):
                _set_value(spin, value)
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
            _set_value(self.ruler_unit, sheet.ruler_unit)
            _set_value(self.coast_tolerance, sheet.coast_tolerance)
            _set_value(self.antimeridian, sheet.antimeridian_x)
            split = edits.sheet_split(sheet)
            self.two_sheets.setChecked(split is not None)
            self.split.setEnabled(split is not None)
            _set_value(self.split, split if split is not None else (x_min + x_max) / 2)
        choices = location_choices(sheet)
        _fill_combo(self.start, choices, sheet.start)
        _fill_combo(self.arrival, choices, sheet.arrival)

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
        self.x_spin = _spin(-1e6, 1e6)
        self.y_spin = _spin(-1e6, 1e6)
        self.snap = _spin(0.001, 1e4, step=0.05)
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
            _set_value(self.x_spin, location.x)
            _set_value(self.y_spin, location.y)
            _set_value(self.snap, location.snap_radius)
        _fill_combo(self.area, [(a.name, a.id) for a in sheet.areas], location.area)

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
        self.vertex_x = _spin(-1e6, 1e6)
        self.vertex_y = _spin(-1e6, 1e6)
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
        polygon = edits.polygons_of(sheet, layer)[index]
        with quiet(self.name):
            self.layer.setText(f"{layer.value} #{index}")
            self.name.setText(polygon.name)
        self.count.setText(str(len(polygon.exterior) + sum(len(h) for h in polygon.holes)))
        if self.vertex is not None:
            _, _, ring, number = self.vertex
            x, y = edits.ring_of(polygon, ring)[number]
            self.vertex_label.setText(
                self.tr("ring {ring}, vertex {number}: ({x:g}, {y:g})").format(
                    ring=ring, number=number, x=x, y=y
                )
            )
        else:
            self.vertex_label.setText(self.tr("none selected"))
        with quiet(self.vertex_x, self.vertex_y):
            if self.vertex is not None:
                x, y = edits.ring_of(polygon, self.vertex[2])[self.vertex[3]]
                _set_value(self.vertex_x, x)
                _set_value(self.vertex_y, y)
        for spin in (self.vertex_x, self.vertex_y):
            spin.setEnabled(self.vertex is not None)
        self.delete_vertex.setEnabled(self.vertex is not None)
        self.delete_hole.setEnabled(self.vertex is not None and self.vertex[2] > 0)

    @Slot()
    def _renamed(self) -> None:
        layer, index = self.key
        polygons = edits.polygons_of(self.document.sheet, layer)
        if index < len(polygons) and polygons[index].name != self.name.text():
            self.push(commands.RenamePolygon(self.document, layer, index, self.name.text()))

    def _vertex_typed(self) -> None:
        if self.vertex is None:
            return
        point = edits.rounded((self.vertex_x.value(), self.vertex_y.value()))
        layer, index, ring, number = self.vertex
        try:
            polygon = edits.polygons_of(self.document.sheet, layer)[index]
            if edits.ring_of(polygon, ring)[number] == point:
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
                "polygon), Draw area tint (T, for the area chosen in the Areas tab). While "
                "drawing, click each vertex; Enter, a double-click or a click on the first vertex "
                "closes the polygon."
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
    polygons = edits.polygons_of(sheet, layer)
    if index >= len(polygons):
        return False
    if selection.kind is SelectionKind.VERTEX:
        _, _, ring, number = selection.key
        try:
            return bool(number < len(edits.ring_of(polygons[index], ring)))
        except edits.EditError:
            return False
    return True


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
        """Show the areas, keeping the chosen one."""
        chosen = self.current_area()
        with quiet(self.list):
            self.list.clear()
            for area in sheet.areas:
                item = QListWidgetItem(f"{area.name} ({area.id})")
                item.setData(Qt.ItemDataRole.UserRole, area.id)
                item.setData(Qt.ItemDataRole.DecorationRole, QColor(area.colour))
                self.list.addItem(item)
            ids = [a.id for a in sheet.areas]
            row = ids.index(chosen) if chosen in ids else (0 if ids else -1)
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
        _fill_combo(self.reassign, others, others[0][1] if others else "")
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
        try:
            command = commands.EditArea(self.document, area.id, changed, field)
        except edits.EditError:
            return
        self.push(command)
        self.choose(changed.id)


class CardsTab(QWidget):
    """Income cards (four locations and pounds each) and adventure cards."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        layout = QVBoxLayout(self)
        income_box = QGroupBox(self.tr("Income cards"))
        income = QVBoxLayout(income_box)
        self.income_list = QListWidget()
        income.addWidget(self.income_list)
        row = QHBoxLayout()
        self.add_income = QPushButton(self.tr("Add income card"))
        self.delete_income = QPushButton(self.tr("Delete"))
        row.addWidget(self.add_income)
        row.addWidget(self.delete_income)
        income.addLayout(row)
        income_form = QFormLayout()
        self.income_id = QLineEdit()
        income_form.addRow(self.tr("Id"), self.income_id)
        self.payout_places: list[QComboBox] = []
        self.payout_pounds: list[QSpinBox] = []
        for number in range(4):
            place = QComboBox()
            pounds = QSpinBox()
            pounds.setRange(1, 1000)
            line = QHBoxLayout()
            line.addWidget(place, 1)
            line.addWidget(pounds)
            income_form.addRow(self.tr("Place {value}").format(value=number + 1), line)
            self.payout_places.append(place)
            self.payout_pounds.append(pounds)
            place.activated.connect(lambda _=0: self._payouts_edited("places"))
            pounds.valueChanged.connect(lambda _=0, n=number: self._payouts_edited(f"pounds{n}"))
        income.addLayout(income_form)
        #: Why the last change of a card was refused (a place named twice), else empty.
        self.income_message = QLabel()
        self.income_message.setWordWrap(True)
        self.income_message.setStyleSheet("color: #b00020")
        self.income_message.hide()
        income.addWidget(self.income_message)
        layout.addWidget(income_box)

        adventure_box = QGroupBox(self.tr("Adventure cards"))
        adventure = QVBoxLayout(adventure_box)
        self.adventure_list = QListWidget()
        adventure.addWidget(self.adventure_list)
        row = QHBoxLayout()
        self.add_adventure = QPushButton(self.tr("Add adventure card"))
        self.delete_adventure = QPushButton(self.tr("Delete"))
        row.addWidget(self.add_adventure)
        row.addWidget(self.delete_adventure)
        adventure.addLayout(row)
        adventure_form = QFormLayout()
        self.adventure_id = QLineEdit()
        self.adventure_title = QLineEdit()
        self.adventure_novel = QLineEdit()
        self.adventure_place = QComboBox()
        self.adventure_icons = QSpinBox()
        self.adventure_icons.setRange(1, 3)
        adventure_form.addRow(self.tr("Id"), self.adventure_id)
        adventure_form.addRow(self.tr("Title"), self.adventure_title)
        adventure_form.addRow(self.tr("Novel"), self.adventure_novel)
        adventure_form.addRow(self.tr("Location"), self.adventure_place)
        adventure_form.addRow(self.tr("Icons"), self.adventure_icons)
        adventure.addLayout(adventure_form)
        layout.addWidget(adventure_box)

        self.income_list.currentRowChanged.connect(self._income_row_changed)
        #: The list a card was chosen in last (what Copy takes).
        self.last_list: QListWidget = self.income_list
        self.income_list.itemPressed.connect(lambda _: setattr(self, "last_list", self.income_list))
        self.adventure_list.itemPressed.connect(
            lambda _: setattr(self, "last_list", self.adventure_list)
        )
        self.adventure_list.currentRowChanged.connect(lambda _: self._show(self.document.sheet))
        self.add_income.clicked.connect(self._add_income)
        self.delete_income.clicked.connect(self._delete_income)
        self.add_adventure.clicked.connect(self._add_adventure)
        self.delete_adventure.clicked.connect(self._delete_adventure)
        self.income_id.editingFinished.connect(lambda: self._payouts_edited("id"))
        self.adventure_id.editingFinished.connect(lambda: self._adventure_edited("id"))
        self.adventure_title.editingFinished.connect(lambda: self._adventure_edited("title"))
        self.adventure_novel.editingFinished.connect(lambda: self._adventure_edited("novel"))
        self.adventure_place.activated.connect(lambda _: self._adventure_edited("location"))
        self.adventure_icons.valueChanged.connect(lambda _: self._adventure_edited("icons"))

    def refresh(self, sheet: SheetMap) -> None:
        """Show the cards, keeping the rows chosen."""
        for widget, cards in (
            (self.income_list, [c.id for c in sheet.income_cards]),
            (
                self.adventure_list,
                [f"{c.title} ({c.id})" for c in sheet.adventure_cards],
            ),
        ):
            row = widget.currentRow()
            with quiet(widget):
                widget.clear()
                widget.addItems(cards)
                widget.setCurrentRow(min(max(row, 0), len(cards) - 1) if cards else -1)
        self._show(sheet)

    def choose_income(self, index: int) -> None:
        """Show income card ``index``."""
        self.income_list.setCurrentRow(index)
        self.last_list = self.income_list

    def choose_adventure(self, index: int) -> None:
        """Show adventure card ``index``."""
        self.adventure_list.setCurrentRow(index)
        self.last_list = self.adventure_list

    def current_card(self) -> IncomeCard | AdventureCard | None:
        """The card chosen last (in either list), for Copy."""
        sheet = self.document.sheet
        if self.last_list is self.income_list:
            row = self.income_list.currentRow()
            return sheet.income_cards[row] if 0 <= row < len(sheet.income_cards) else None
        row = self.adventure_list.currentRow()
        return sheet.adventure_cards[row] if 0 <= row < len(sheet.adventure_cards) else None

    def _show(self, sheet: SheetMap) -> None:
        choices = location_choices(sheet)
        row = self.income_list.currentRow()
        card = sheet.income_cards[row] if 0 <= row < len(sheet.income_cards) else None
        with quiet(self.income_id, *self.payout_pounds):
            self.income_id.setText(card.id if card else "")
            for number in range(4):
                payout = card.payouts[number] if card and number < len(card.payouts) else None
                _fill_combo(self.payout_places[number], choices, payout[0] if payout else "")
                _set_value(self.payout_pounds[number], payout[1] if payout else 1)
        for widget in (
            self.income_id,
            self.delete_income,
            *self.payout_places,
            *self.payout_pounds,
        ):
            widget.setEnabled(card is not None)
        row = self.adventure_list.currentRow()
        adventure = sheet.adventure_cards[row] if 0 <= row < len(sheet.adventure_cards) else None
        widgets = (self.adventure_id, self.adventure_title, self.adventure_novel)
        with quiet(*widgets, self.adventure_icons):
            self.adventure_id.setText(adventure.id if adventure else "")
            self.adventure_title.setText(adventure.title if adventure else "")
            self.adventure_novel.setText(adventure.novel if adventure else "")
            _set_value(self.adventure_icons, adventure.icons if adventure else 1)
        _fill_combo(self.adventure_place, choices, adventure.location if adventure else "")
        for widget in (*widgets, self.adventure_icons, self.adventure_place, self.delete_adventure):
            widget.setEnabled(adventure is not None)

    def _payouts_edited(self, field: str) -> None:
        sheet = self.document.sheet
        row = self.income_list.currentRow()
        if not 0 <= row < len(sheet.income_cards):
            return
        payouts: list[tuple[str, int]] = []
        for place, pounds in zip(self.payout_places, self.payout_pounds, strict=True):
            location_id = place.currentData()
            if location_id:
                if any(location_id == chosen for chosen, _ in payouts):
                    self._refuse_twice(sheet, str(location_id))
                    return
                payouts.append((str(location_id), pounds.value()))
        self.income_message.hide()
        card_id = self.income_id.text().strip() or sheet.income_cards[row].id
        card = IncomeCard(card_id, tuple(payouts))
        if card != sheet.income_cards[row]:
            self.push(commands.EditIncomeCard(self.document, row, card, field))

    @Slot(int)
    def _income_row_changed(self, _: int) -> None:
        self.income_message.hide()
        self._show(self.document.sheet)

    def _refuse_twice(self, sheet: SheetMap, location_id: str) -> None:
        """A place chosen twice on one card: say so and show the card as it was (a card
        pays at four different places)."""
        name = sheet.location(location_id).name if sheet.has_location(location_id) else ""
        self.income_message.setText(
            self.tr(
                "{name} is on this card already: an income card pays at four different places."
            ).format(name=name or location_id)
        )
        self.income_message.show()
        self._show(sheet)

    def _adventure_edited(self, field: str) -> None:
        sheet = self.document.sheet
        row = self.adventure_list.currentRow()
        if not 0 <= row < len(sheet.adventure_cards):
            return
        old = sheet.adventure_cards[row]
        card = replace(
            old,
            id=self.adventure_id.text().strip() or old.id,
            title=self.adventure_title.text() or old.title,
            novel=self.adventure_novel.text(),
            location=str(self.adventure_place.currentData() or old.location),
            icons=self.adventure_icons.value(),
        )
        if card != old:
            self.push(commands.EditAdventureCard(self.document, row, card, field))

    @Slot()
    def _add_income(self) -> None:
        self.push(commands.AddIncomeCard(self.document, edits.new_income_card(self.document.sheet)))
        self.income_list.setCurrentRow(self.income_list.count() - 1)

    @Slot()
    def _delete_income(self) -> None:
        row = self.income_list.currentRow()
        if 0 <= row < len(self.document.sheet.income_cards):
            self.push(commands.DeleteIncomeCard(self.document, row))

    @Slot()
    def _add_adventure(self) -> None:
        card = edits.new_adventure_card(self.document.sheet)
        self.push(commands.AddAdventureCard(self.document, card))
        self.adventure_list.setCurrentRow(self.adventure_list.count() - 1)

    @Slot()
    def _delete_adventure(self) -> None:
        row = self.adventure_list.currentRow()
        if 0 <= row < len(self.document.sheet.adventure_cards):
            self.push(commands.DeleteAdventureCard(self.document, row))


class PropertyPanel(QTabWidget):
    """The panel beside the map: Map, Selection, Areas and Cards tabs."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.map_tab = MapTab(document, push)
        self.selection_tab = SelectionTab(document, push)
        self.areas_tab = AreasTab(document, push)
        self.cards_tab = CardsTab(document, push)
        self.addTab(self.selection_tab, self.tr("Selection"))
        self.addTab(self.map_tab, self.tr("Map"))
        self.addTab(self.areas_tab, self.tr("Areas"))
        self.addTab(self.cards_tab, self.tr("Cards"))
        # long place names must not widen the panel: combos show what fits
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(10)

    def refresh(self, sheet: SheetMap, selection: Selection) -> None:
        """Show ``sheet`` in every tab."""
        self.map_tab.refresh(sheet)
        self.selection_tab.refresh(sheet, selection)
        self.areas_tab.refresh(sheet)
        self.cards_tab.refresh(sheet)


#: The Layers panel's rows: each layer and its name.
LAYER_NAMES: tuple[tuple[MapLayer, str], ...] = (
    (MapLayer.LAND, str(QT_TRANSLATE_NOOP("LayersPanel", "Land"))),
    (MapLayer.MOUNTAINS, str(QT_TRANSLATE_NOOP("LayersPanel", "Mountains"))),
    (MapLayer.CANALS, str(QT_TRANSLATE_NOOP("LayersPanel", "Canals"))),
    (MapLayer.AREAS, str(QT_TRANSLATE_NOOP("LayersPanel", "Areas"))),
    (MapLayer.PLACES, str(QT_TRANSLATE_NOOP("LayersPanel", "Places"))),
    (MapLayer.CARD_PLACES, str(QT_TRANSLATE_NOOP("LayersPanel", "Cards' places"))),
)


class LayersPanel(QWidget):
    """Each layer of the map shown or hidden, locked or not (locked: not picked, moved,
    drawn on or added to)."""

    #: (layer, shown, locked)
    layer_changed = Signal(object, bool, bool)

    def __init__(self, hidden: set[MapLayer], locked: set[MapLayer]) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.addWidget(QLabel(self.tr("Layer")), 0, 0)
        grid.addWidget(QLabel(self.tr("Shown")), 0, 1)
        grid.addWidget(QLabel(self.tr("Locked")), 0, 2)
        self.shown: dict[MapLayer, QCheckBox] = {}
        self.locked: dict[MapLayer, QCheckBox] = {}
        for row, (layer, name) in enumerate(LAYER_NAMES, start=1):
            shown = QCheckBox()
            shown.setChecked(layer not in hidden)
            lock = QCheckBox()
            lock.setChecked(layer in locked)
            label = QCoreApplication.translate("LayersPanel", name)
            shown.setAccessibleName(self.tr("Show {layer}").format(layer=label))
            lock.setAccessibleName(self.tr("Lock {layer}").format(layer=label))
            for box in (shown, lock):
                box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(shown, row, 1)
            grid.addWidget(lock, row, 2)
            self.shown[layer] = shown
            self.locked[layer] = lock
            shown.toggled.connect(lambda _=False, kind=layer: self._changed(kind))
            lock.toggled.connect(lambda _=False, kind=layer: self._changed(kind))
        hint = QLabel(
            self.tr(
                "A hidden layer is left off the map; a locked one cannot be selected, moved, "
                "drawn on or added to. Cards' places rings the places that income cards "
                "(green) and adventure cards (pink) name."
            )
        )
        hint.setWordWrap(True)
        grid.addWidget(hint, len(LAYER_NAMES) + 1, 0, 1, 3)
        grid.setRowStretch(len(LAYER_NAMES) + 2, 1)

    def _changed(self, layer: MapLayer) -> None:
        self.layer_changed.emit(
            layer, self.shown[layer].isChecked(), self.locked[layer].isChecked()
        )


class ValidationPanel(QWidget):
    """Every problem of the map; clicking one asks to select its culprit."""

    culprit_clicked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.summary = QLabel(self.tr("Checking…"))
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addWidget(self.list)
        self.problems: list[EditorProblem] = []
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)

    def show_checking(self) -> None:
        """Say that a check is under way."""
        self.summary.setText(self.tr("Checking…"))

    def show_problems(self, problems: list[EditorProblem]) -> None:
        """List the problems (errors first)."""
        self.problems = sorted(problems, key=lambda p: p.severity is not Severity.ERROR)
        self.list.clear()
        for problem in self.problems:
            prefix = "⚠ " if problem.severity is Severity.WARNING else "✖ "
            kind = self.tr("playability") if problem.playability else self.tr("map")
            item = QListWidgetItem(f"{prefix}{message_text(problem.message)}")
            severity = (
                self.tr("error") if problem.severity is Severity.ERROR else self.tr("warning")
            )
            item.setToolTip(
                self.tr("{value} ({kind}): click to select the culprit").format(
                    value=severity, kind=kind
                )
            )
            if problem.severity is Severity.ERROR:
                item.setForeground(QColor("#b00020"))
            self.list.addItem(item)
        errors = sum(1 for p in problems if p.severity is Severity.ERROR)
        warnings = len(problems) - errors
        if errors:
            self.summary.setText(
                self.tr("{errors}, {warnings}: the map can be saved, not played.").format(
                    errors=plural_english(self.tr("%n error(s)", "", errors), errors),
                    warnings=plural_english(self.tr("%n warning(s)", "", warnings), warnings),
                )
            )
        elif warnings:
            self.summary.setText(
                plural_english(self.tr("Playable, with %n warning(s).", "", warnings), warnings)
            )
        else:
            self.summary.setText(self.tr("No problems: the map is valid and playable."))

    @Slot(QListWidgetItem)
    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self.problems):
            self.culprit_clicked.emit(self.problems[row].culprit)
