"""The table of places: every place's id, name, type, area, snap radius and position,
sorted and filtered, edited in place, and its type or area set for many at once.

Like the other panels it shows the document and turns edits into undo commands (one per
edit, through ``push``); it never changes the map itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QAbstractItemModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import Location, LocationType, SheetMap
from eighty_days.ui.editor import commands

Push = Callable[["commands.SheetCommand"], None]

#: The columns: the location's field each shows.
FIELDS = ("id", "name", "type", "area", "snap_radius", "x", "y")

#: Sorting numbers as numbers.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class _CellDelegate(QStyledItemDelegate):
    """A cell's editor whose text goes to ``committed`` rather than into the model: the
    table shows only the document, refilled once the edit is an undo step (a row that
    the filter or the sorting would move while its editor still closes is never moved)."""

    def __init__(
        self, committed: Callable[[QModelIndex | QPersistentModelIndex, str], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._committed = committed

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        """Hand the typed text on; the model stays as the document is."""
        if isinstance(editor, QLineEdit):
            self._committed(index, editor.text())


class PlacesTable(QWidget):
    """Every place in a table: sort by a column, filter by text, edit a cell (one undo
    step), or set the type or area of the selected rows at once (one undo step)."""

    #: A row was chosen: the place's id (the window selects it on the map).
    place_chosen = Signal(str)

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        self._filling = False
        layout = QVBoxLayout(self)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter: part of an id, a name, a type or an area"))
        self.filter.setClearButtonEnabled(True)
        layout.addWidget(self.filter)
        self.model = QStandardItemModel(0, len(FIELDS), self)
        self.model.setHorizontalHeaderLabels(
            [
                self.tr("Id"),
                self.tr("Name"),
                self.tr("Type"),
                self.tr("Area"),
                self.tr("Snap radius"),
                "x",
                "y",
            ]
        )
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.setItemDelegate(_CellDelegate(self._committed, self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        bulk = QHBoxLayout()
        self.bulk_type = QComboBox()
        for kind in LocationType:
            self.bulk_type.addItem(kind.value, kind.value)
        self.set_type = QPushButton(self.tr("Set type of selected"))
        self.bulk_area = QComboBox()
        self.set_area = QPushButton(self.tr("Set area of selected"))
        self.count = QLabel()
        for widget in (self.bulk_type, self.set_type, self.bulk_area, self.set_area):
            bulk.addWidget(widget)
        #: Why the last value typed was refused, else empty.
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020")
        bulk.addWidget(self.message, 1)
        bulk.addWidget(self.count)
        layout.addLayout(bulk)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.filter.textChanged.connect(lambda _: self._count())
        self.set_type.clicked.connect(
            lambda: self._bulk("type", LocationType(self.bulk_type.currentData()))
        )
        self.set_area.clicked.connect(lambda: self._bulk("area", str(self.bulk_area.currentData())))
        self.table.selectionModel().currentRowChanged.connect(self._row_chosen)

    # -- showing --------------------------------------------------------------------------

    def refresh(self, sheet: SheetMap) -> None:
        """Show every place of ``sheet`` (the sorting, the filter and the rows chosen stay)."""
        chosen = set(self.selected_ids())
        self._filling = True
        try:
            self.model.setRowCount(len(sheet.locations))
            for row, location in enumerate(sheet.locations):
                for column, field in enumerate(FIELDS):
                    value = getattr(location, field)
                    text = value.value if isinstance(value, LocationType) else str(value)
                    if isinstance(value, float):
                        text = f"{value:g}"
                    item = self.model.item(row, column)
                    if item is None:
                        item = QStandardItem()
                        self.model.setItem(row, column, item)
                    item.setText(text)
                    item.setData(value if isinstance(value, float) else text.lower(), SORT_ROLE)
                    item.setData(location.id, Qt.ItemDataRole.UserRole)
        finally:
            self._filling = False
        current = self.bulk_area.currentData()
        self.bulk_area.clear()
        for area in sheet.areas:
            self.bulk_area.addItem(area.name, area.id)
        index = self.bulk_area.findData(current)
        self.bulk_area.setCurrentIndex(max(index, 0))
        self.select_ids(chosen)
        self._count()

    def _count(self) -> None:
        self.count.setText(
            self.tr("{shown} of {total} places").format(
                shown=self.proxy.rowCount(), total=self.model.rowCount()
            )
        )

    def selected_ids(self) -> list[str]:
        """The ids of the rows chosen (in the table's order)."""
        rows = self.table.selectionModel().selectedRows()
        return [str(index.data(Qt.ItemDataRole.UserRole)) for index in rows]

    def select_ids(self, ids: set[str]) -> None:
        """Choose the rows of these places."""
        selection = self.table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(Qt.ItemDataRole.UserRole) in ids:
                selection.select(index, flags)

    def follow(self, ids: set[str] | frozenset[str]) -> None:
        """Show the map's selection: choose the rows of these places (none if empty) and
        scroll to the first, without choosing it back on the map."""
        self._filling = True
        try:
            self.select_ids(set(ids))
            rows = self.table.selectionModel().selectedRows()
            if rows:
                first = min(rows, key=lambda index: index.row())
                self.table.selectionModel().setCurrentIndex(
                    first, QItemSelectionModel.SelectionFlag.NoUpdate
                )
                self.table.scrollTo(first)
        finally:
            self._filling = False

    # -- editing --------------------------------------------------------------------------

    def _committed(self, index: QModelIndex | QPersistentModelIndex, typed: str) -> None:
        """A cell's editor closes with ``typed``: the edit (which refills the table) waits
        for the editor to be gone."""
        if typed == index.data():
            return
        location_id = str(index.data(Qt.ItemDataRole.UserRole))
        field = FIELDS[index.column()]
        text = typed.strip()
        QTimer.singleShot(0, lambda: self._apply(location_id, field, text))

    def _apply(self, location_id: str, field: str, text: str) -> None:
        sheet = self.document.sheet
        if not sheet.has_location(location_id):
            return
        location = sheet.location(location_id)
        value = _parsed(field, text, sheet)
        if value is None:
            self.message.setText(
                self.tr("{text} does not fit the column {column}: the place is as it was.").format(
                    text=text or "“”",
                    column=self.model.headerData(FIELDS.index(field), Qt.Orientation.Horizontal),
                )
            )
            self.refresh(sheet)  # show the place as it is
            return
        self.message.clear()
        if value == getattr(location, field):
            self.refresh(sheet)
            return
        try:
            command: commands.SheetCommand
            if field == "name":
                command = commands.RenameLocation(self.document, location_id, str(value))
            else:
                changed: Location = replace(location, **{field: value})  # type: ignore[arg-type]
                command = commands.EditLocation(self.document, location_id, changed, field)
        except edits.EditError:
            self.message.setText(
                self.tr("The id {text} is taken: the place is as it was.").format(text=text)
            )
            self.refresh(sheet)
            return
        self.push(command)

    def _bulk(self, field: str, value: object) -> None:
        ids = self.selected_ids()
        sheet = self.document.sheet
        ids = [
            i for i in ids if sheet.has_location(i) and getattr(sheet.location(i), field) != value
        ]
        if ids:
            self.push(commands.EditLocations(self.document, ids, field, value))

    def _row_chosen(self, current: QModelIndex, _: QModelIndex) -> None:
        if current.isValid() and not self._filling:
            self.place_chosen.emit(str(current.data(Qt.ItemDataRole.UserRole)))


def _parsed(field: str, text: str, sheet: SheetMap) -> object | None:
    """The value typed into a cell of column ``field``, or ``None`` if it is not one."""
    if not text:
        return None
    if field == "type":
        try:
            return LocationType(text.lower())
        except ValueError:
            return None
    if field == "area":
        return text if any(area.id == text for area in sheet.areas) else None
    if field in ("x", "y", "snap_radius"):
        try:
            number = round(float(text), edits.COORDINATE_DECIMALS)
        except ValueError:
            return None
        return number if field != "snap_radius" or number > 0 else None
    return text
