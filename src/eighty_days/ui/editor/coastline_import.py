"""File → Import coastlines…: land shapes from a GeoJSON file, as one undoable edit.

The dialog asks for the file, a scale and an offset (map point = (longitude, latitude) ×
scale + offset), and previews how many shapes the file gives on this sheet; its OK adds
them to the land (``ImportCoastlines``, one step of the History). The reading and fitting
are ``eighty_days.editor.geojson_import``'s; a bad file shows its message in the preview.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from eighty_days.editor import shape_edits
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.editor.geojson_import import (
    MAX_BYTES,
    Coastlines,
    Fit,
    GeoJsonError,
    GeoJsonPolygons,
    fit_coastlines,
    read_geojson,
)
from eighty_days.messages import plural_english
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.value_text import any_number_text
from eighty_days.ui.editor.commands import SheetCommand

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow


class ImportCoastlines(SheetCommand):
    """Add imported coastlines to the land (one step for all the shapes)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Import Coastlines"))

    def __init__(self, document: MapDocument, coastlines: Coastlines, text: str) -> None:
        super().__init__(
            document, shape_edits.add_polygons(document.sheet, Layer.LAND, coastlines.shapes)
        )
        self.setText(text)


class ImportCoastlinesDialog(QDialog):
    """The file, scale and offset of an import, and a preview of what it gives."""

    #: The file was read and fitted again (the preview is up to date).
    previewed = Signal()

    def __init__(
        self, bounds: tuple[float, float, float, float], folder: Path, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import coastlines"))
        self.bounds = bounds
        self.folder = folder
        #: What the file gives with the current scale and offset (``None``: nothing yet).
        self.coastlines: Coastlines | None = None
        #: The file chooser while it is open (kept for tests).
        self.file_dialog: QFileDialog | None = None
        self._read_file: tuple[str, GeoJsonPolygons] | None = None
        form = QFormLayout(self)
        self.path_edit = QLineEdit()
        self.path_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("x" * 40))
        self.path_edit.setPlaceholderText(self.tr("a GeoJSON file (.geojson, .json)"))
        browse = QPushButton(self.tr("&Browse…"))
        browse.setAutoDefault(False)
        browse.clicked.connect(self.browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        form.addRow(self.tr("File:"), row)
        self.scale_spin = self._spin(0.0001, 10000.0, 1.0, 4)
        form.addRow(self.tr("Scale (map units per degree):"), self.scale_spin)
        self.offset_x_spin = self._spin(-1e6, 1e6, 0.0, 3)
        self.offset_y_spin = self._spin(-1e6, 1e6, 0.0, 3)
        offsets = QHBoxLayout()
        offsets.addWidget(self.offset_x_spin)
        offsets.addWidget(self.offset_y_spin)
        form.addRow(self.tr("Offset (x, y):"), offsets)
        x_min, y_min, x_max, y_max = bounds
        sheet = QLabel(
            self.tr("x {x_min} to {x_max}, y {y_min} to {y_max}").format(
                x_min=any_number_text(x_min),
                x_max=any_number_text(x_max),
                y_min=any_number_text(y_min),
                y_max=any_number_text(y_max),
            )
        )
        form.addRow(self.tr("The sheet:"), sheet)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        form.addRow(self.preview_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.path_edit.editingFinished.connect(self.preview)
        for spin in (self.scale_spin, self.offset_x_spin, self.offset_y_spin):
            spin.valueChanged.connect(self.preview)
        self.preview()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in a box updates the preview (its box has just passed on the value);
        only the OK button imports, after the author has seen the count."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def _spin(self, low: float, high: float, value: float, decimals: int) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setDecimals(decimals)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setKeyboardTracking(False)
        return spin

    @property
    def ok_button(self) -> QPushButton:
        """The button that imports."""
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def history_text(self) -> str:
        """The import's name in the History: "Import 12 coastline shapes"."""
        count = len(self.coastlines.shapes) if self.coastlines is not None else 0
        return plural_english(self.tr("Import %n coastline shape(s)", "", count), count)

    def fit(self) -> Fit:
        """The scale and offset chosen."""
        return Fit(
            self.scale_spin.value(), (self.offset_x_spin.value(), self.offset_y_spin.value())
        )

    @Slot()
    def browse(self) -> None:
        """Choose the file (a dialog that does not block)."""
        dialog = QFileDialog(self, self.tr("Import coastlines"), str(self.folder))
        dialog.setNameFilters([self.tr("GeoJSON (*.geojson *.json)"), self.tr("All files (*)")])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.choose_file)
        self.file_dialog = dialog
        dialog.open()

    @Slot(str)
    def choose_file(self, path: str) -> None:
        """Take ``path`` as the file, and preview it."""
        self.path_edit.setText(path)
        self.preview()

    @Slot()
    def preview(self) -> None:
        """Read and fit the file again; say what it gives, or why it gives nothing."""
        self.coastlines = None
        text = self.path_edit.text().strip()
        if not text:
            self._show(self.tr("Choose a GeoJSON file."))
            return
        if not Path(text).is_file():  # a folder, a device or a pipe would fail or block
            self._show(self.tr("There is no file %1.").replace("%1", text))
            return
        try:
            polygons = self._read(Path(text))
            self.coastlines = fit_coastlines(polygons, self.fit(), self.bounds)
        except GeoJsonError as error:
            self._show(error_text(error))
            return
        except OSError as error:
            self._show(self.tr("Cannot read the file: %1").replace("%1", error.strerror or ""))
            return
        shapes = len(self.coastlines.shapes)
        words = [plural_english(self.tr("%n shape(s) to add to the land", "", shapes), shapes)]
        outside, skipped = self.coastlines.outside, self.coastlines.skipped
        if outside:
            words.append(
                plural_english(
                    self.tr("%n shape(s) beyond the sheet left out", "", outside), outside
                )
            )
        if skipped:
            words.append(
                plural_english(self.tr("%n line(s) or point(s) skipped", "", skipped), skipped)
            )
        self._show("; ".join(words) + ".", importable=shapes > 0)

    def _read(self, path: Path) -> GeoJsonPolygons:
        """The polygons of the file ``path`` (at most one byte more than the limit is
        read); the last file read is kept, so a new scale does not read it again."""
        status = path.stat()
        key = f"{path}|{status.st_mtime_ns}|{status.st_size}"  # a file saved anew is read anew
        if self._read_file is not None and self._read_file[0] == key:
            return self._read_file[1]
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        polygons = read_geojson(raw)
        self._read_file = (key, polygons)
        return polygons

    def _show(self, text: str, *, importable: bool = False) -> None:
        self.preview_label.setText(text)
        self.ok_button.setEnabled(importable)
        self.previewed.emit()


class ImportCoastlinesAction(QAction):
    """File → Import coastlines…: opens the dialog over the editor window; its OK pushes
    one ``ImportCoastlines``."""

    def __init__(self, window: EditorWindow) -> None:
        super().__init__(QCoreApplication.translate("EditorWindow", "&Import coastlines…"), window)
        self.editor = window
        #: The dialog while it is open (kept for tests).
        self.dialog: ImportCoastlinesDialog | None = None
        self.triggered.connect(self.open_dialog)

    @Slot()
    def open_dialog(self) -> ImportCoastlinesDialog:
        """Open the import dialog (it does not block)."""
        window = self.editor
        dialog = ImportCoastlinesDialog(window.document.sheet.bounds, window.map_folder(), window)
        dialog.accepted.connect(lambda: self._import(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _import(self, dialog: ImportCoastlinesDialog) -> None:
        if dialog.coastlines is not None and dialog.coastlines.shapes:
            command = ImportCoastlines(
                self.editor.document, dialog.coastlines, dialog.history_text()
            )
            self.editor.push(command)
