"""The map editor's window: the map, the tools, the panels, the undo stack and the files.

``EditorWindow`` edits one ``MapDocument``. Every edit is pushed to a ``QUndoStack`` as one
command (``eighty_days.ui.editor.commands``); the document tells the window what changed
and the views redraw from it. Checks (the loader's validation and playability) run on a
worker thread a moment after the last edit and fill the validation panel. Dialogs are
opened without blocking (``open()``) and kept as attributes, so tests can drive them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QShowEvent,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.background_path import image_file
from eighty_days.editor.checks import (
    CHECKS_FAILED,
    Culprit,
    CulpritKind,
    EditorProblem,
    Severity,
    blocks_play,
    check_sheet,
)
from eighty_days.editor.document import Change, MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.messages import plural_english
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Point, Polygon, SheetMap
from eighty_days.ui.common.background_load import BackgroundLoad
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.common.scaled_dock import ScaledDockWidget
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.canvas import (
    HOLE,
    POLYGON_LAYERS,
    EditorView,
    Group,
    MapLayer,
    Selection,
    SelectionKind,
    Tool,
    group_of,
    selection_of,
)
from eighty_days.ui.editor.coast_helper import PutOnCoastAction
from eighty_days.ui.editor.coastline_import import ImportCoastlinesAction
from eighty_days.ui.editor.history import HistoryView, jump
from eighty_days.ui.editor.panels.layers_panel import LayersPanel
from eighty_days.ui.editor.panels.property_panel import PropertyPanel
from eighty_days.ui.editor.panels.validation_panel import ValidationPanel
from eighty_days.ui.editor.places_table import PlacesTable
from eighty_days.ui.editor.safekeeping import Safekeeping

#: Milliseconds of quiet after an edit before the checks run.
CHECK_DELAY_MS = 250

_LAYERS_BY_CULPRIT = {
    CulpritKind.LAND: Layer.LAND,
    CulpritKind.CANALS: Layer.CANALS,
    CulpritKind.MOUNTAINS: Layer.MOUNTAINS,
}


def _renamed_selection(before: SheetMap, after: SheetMap, selection: Selection) -> Selection | None:
    """The selection of a place whose id an edit (or its undo) changed, under its new id;
    ``None`` if the selection needs no change."""
    if selection.kind is not SelectionKind.LOCATION or after.has_location(selection.key):
        return None
    if len(before.locations) != len(after.locations):
        return None
    old_ids = {location.id for location in before.locations}
    for old, new in zip(before.locations, after.locations, strict=True):
        if old.id == selection.key and new.id not in old_ids:
            return Selection(SelectionKind.LOCATION, new.id)
    return None


class ProblemChecker(QObject):
    """Runs the checks of a map on a worker thread; ``checked`` brings the answer back."""

    #: (the map checked, its problems), delivered in the GUI thread.
    checked = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="map-checks")
        self._pending: Future[None] | None = None

    def check(self, sheet: SheetMap) -> None:
        """Check ``sheet`` (a newer request makes older answers stale; the window drops them).

        A check still waiting for the worker is cancelled: only the newest map matters.
        """
        if self._pending is not None:
            self._pending.cancel()
        self._pending = self._pool.submit(self._run, sheet)

    def _run(self, sheet: SheetMap) -> None:
        try:
            problems = check_sheet(sheet)
        except Exception as error:  # a bug in a check must not kill the editor
            problems = [EditorProblem(CHECKS_FAILED(error=repr(error)), Culprit(CulpritKind.MAP))]
        with contextlib.suppress(RuntimeError):  # the window went away while it ran
            self.checked.emit(sheet, problems)

    def shutdown(self) -> None:
        """Wait for a running check and stop the worker."""
        self._pool.shutdown(wait=True, cancel_futures=True)


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


class EditorWindow(QMainWindow):
    """The map editor: a map view, tools, a property panel, validation and undo history."""

    #: "Play on this map": a valid, playable map to start a journey game on.
    play_requested = Signal(object)
    #: The checks of the current map are in the validation panel.
    checks_done = Signal()

    def __init__(self, document: MapDocument | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document if document is not None else MapDocument.new_blank(60, 30)
        self.undo_stack = QUndoStack(self)
        self.problems: list[EditorProblem] = []
        self.problems_for: SheetMap | None = None
        self.unsaved_dialog: QMessageBox | None = None
        self.new_dialog: NewMapDialog | None = None
        self.play_refusal: QMessageBox | None = None
        self.error_dialog: QMessageBox | None = None
        #: The question before deleting something in use (kept for tests).
        self.delete_dialog: QMessageBox | None = None
        #: What Copy took (places, polygons, cards), for Paste; and how often it was pasted.
        self.clipboard: list[edits.Item] = []
        self._pasted = 0
        #: File → Open's dialog while it is open (kept for tests).
        self.open_dialog: QFileDialog | None = None
        #: File → Open's map, read on a worker thread behind a busy dialog.
        self.map_loading = BackgroundLoad(self, self.tr("Opening a map"))
        self._close_confirmed = False
        self._shown_once = False
        # Whether the hidden table of places lags behind the map (filled when shown).
        self._places_stale = False
        #: The map the views last showed (to follow a renamed place's selection).
        self._shown_sheet = self.document.sheet

        self.view = EditorView(self.document.sheet)
        self.setCentralWidget(self.view)
        self.panel = PropertyPanel(self.document, self.push)
        self.validation = ValidationPanel()
        self.layers = LayersPanel(self.view.hidden, self.view.locked)
        self.places = PlacesTable(self.document, self.push)
        self.undo_view = HistoryView(self.undo_stack, self.document)
        self.undo_view.setEmptyLabel(self.tr("<opened>"))
        properties = self._dock(
            self.tr("Properties"), self.panel, Qt.DockWidgetArea.RightDockWidgetArea
        )
        problems = self._dock(
            self.tr("Problems"), self.validation, Qt.DockWidgetArea.RightDockWidgetArea
        )
        history = self._dock(
            self.tr("History"), self.undo_view, Qt.DockWidgetArea.RightDockWidgetArea
        )
        layers = self._dock(self.tr("Layers"), self.layers, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(problems, history)
        self.tabifyDockWidget(history, layers)
        problems.raise_()
        self._layers_dock = layers
        # the panels on the right run the window's full height; the table goes under the map
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.places_dock = self._dock(
            self.tr("Places"), self.places, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.places_dock.hide()
        self.places_dock.visibilityChanged.connect(self._places_shown)
        self._properties_dock = properties

        self.checker = ProblemChecker(self)
        self.checker.checked.connect(self._checked)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.run_checks)

        # The autosave, the offer to restore one left behind, File → Open recent.
        self.safekeeping = Safekeeping(self)
        self._build_actions()
        self._wire()
        self._unsubscribe = self.document.subscribe(self._document_changed)
        self._refresh_all()
        self.safekeeping.remember(self.document.path)
        self.resize(1400, 900)

    # -- construction ---------------------------------------------------------------------

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock holding ``widget``; a widget that does not scroll itself scrolls in the
        dock, so that on a small screen (1366×768) a tall panel neither pushes the window
        past the screen nor runs under the next dock."""
        dock = ScaledDockWidget(title, self)
        dock.setObjectName(title)
        if not isinstance(widget, QAbstractScrollArea):
            scroller = QScrollArea()
            scroller.setObjectName(f"{title} scroller")
            scroller.setWidgetResizable(True)
            scroller.setFrameShape(QFrame.Shape.NoFrame)
            scroller.setWidget(widget)
            dock.setWidget(scroller)
        else:
            dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        return action

    def _build_actions(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New…"), self.new_map, QKeySequence.StandardKey.New)
        self.open_action = self._action(
            self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open
        )
        self.map_loading.finished.connect(lambda _path: self.open_action.setEnabled(True))
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(
            self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.revert_action = self._action(self.tr("&Revert"), self.revert)
        self.play_action = self._action(
            self.tr("&Play on this map"), self.play_on_this_map, "Ctrl+P"
        )
        self.close_action = self._action(
            self.tr("&Close"), self.close, QKeySequence.StandardKey.Close
        )
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.safekeeping.build_recent_menu(file_menu, self.open_file)
        for action in (self.save_action, self.save_as_action):
            file_menu.addAction(action)
        file_menu.addAction(self.revert_action)
        file_menu.addSeparator()
        self.import_action = ImportCoastlinesAction(self)
        file_menu.addAction(self.import_action)
        file_menu.addSeparator()
        file_menu.addAction(self.play_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)

        edit_menu = menu.addMenu(self.tr("&Edit"))
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        self.redo_action.setShortcuts(redo_keys)
        self.delete_action = self._action(
            self.tr("&Delete"), self.delete_selection, QKeySequence.StandardKey.Delete
        )
        # the Delete key deletes from the map (or the table of places) only: pressed in a
        # form's box it must not take the place away
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.view.addAction(self.delete_action)
        self.places.table.addAction(self.delete_action)
        self.copy_action = self._action(
            self.tr("&Copy"), self.copy_selection, QKeySequence.StandardKey.Copy
        )
        self.paste_action = self._action(
            self.tr("&Paste"), self.paste, QKeySequence.StandardKey.Paste
        )
        self.duplicate_action = self._action(
            self.tr("D&uplicate"), lambda: self.paste(duplicate=True), "Ctrl+D"
        )
        self.deselect_action = self._action(self.tr("Select &nothing"), self.select_nothing, "Esc")
        for action in (self.undo_action, self.redo_action, self.delete_action):
            edit_menu.addAction(action)
        edit_menu.addSeparator()
        for action in (self.copy_action, self.paste_action, self.duplicate_action):
            edit_menu.addAction(action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.deselect_action)
        edit_menu.addSeparator()
        self.coast_action = PutOnCoastAction(self)
        edit_menu.addAction(self.coast_action)

        tools_menu = menu.addMenu(self.tr("&Tools"))
        toolbar = self.addToolBar(self.tr("Tools"))
        toolbar.setObjectName("tools")
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[Tool, QAction] = {}
        for tool, text, key in (
            (Tool.SELECT, self.tr("Select"), "S"),
            (Tool.ADD_LOCATION, self.tr("Add location"), "L"),
            (Tool.DRAW_LAND, self.tr("Draw land"), "D"),
            (Tool.DRAW_CANAL, self.tr("Draw canal"), "C"),
            (Tool.DRAW_MOUNTAINS, self.tr("Draw mountains"), "M"),
            (Tool.DRAW_HOLE, self.tr("Draw hole"), "H"),
            (Tool.DRAW_REGION, self.tr("Draw area tint"), "T"),
        ):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(key))
            # single letters choose tools only while the map has the keyboard focus:
            # typing in a form must never reach them
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            self.view.addAction(action)
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            self.tool_group.addAction(action)
            tools_menu.addAction(action)
            toolbar.addAction(action)
            self.tool_actions[tool] = action
        self.tool_actions[Tool.SELECT].setChecked(True)
        toolbar.addSeparator()
        toolbar.addAction(self.play_action)

        view_menu = menu.addMenu(self.tr("&View"))
        self.grid_action = self._action(self.tr("Show &grid"), self._grid_changed, "Ctrl+G")
        self.grid_action.setCheckable(True)
        self.snap_action = self._action(
            self.tr("&Snap to grid"), self._grid_changed, "Ctrl+Shift+G"
        )
        self.snap_action.setCheckable(True)
        places_action = self.places_dock.toggleViewAction()
        places_action.setText(self.tr("&Table of places"))
        places_action.setShortcut(QKeySequence("Ctrl+T"))
        view_menu.addAction(places_action)
        self.places_action = places_action
        view_menu.addAction(self.grid_action)
        view_menu.addAction(self.snap_action)
        view_menu.addSeparator()
        self.grid_spacing = QDoubleSpinBox()
        self.grid_spacing.setObjectName("grid_spacing")
        self.grid_spacing.setRange(0.001, 10000.0)
        self.grid_spacing.setDecimals(3)
        self.grid_spacing.setValue(1.0)
        self.grid_spacing.setToolTip(self.tr("Grid spacing, in map units"))
        self.grid_spacing.valueChanged.connect(lambda _: self._grid_changed())
        toolbar.addSeparator()
        toolbar.addWidget(QLabel(self.tr("Grid")))
        toolbar.addWidget(self.grid_spacing)
        toolbar.addAction(self.grid_action)
        toolbar.addAction(self.snap_action)
        view_menu.addAction(self._action(self.tr("&Fit the sheet"), self.view.fit, "Ctrl+0"))
        view_menu.addAction(
            self._action(
                self.tr("Zoom &in"),
                lambda: self.view.set_zoom(self.view.zoom() * 1.25),
                "Ctrl+=",
            )
        )
        view_menu.addAction(
            self._action(
                self.tr("Zoom &out"),
                lambda: self.view.set_zoom(self.view.zoom() / 1.25),
                "Ctrl+-",
            )
        )

    def _wire(self) -> None:
        view = self.view
        view.location_added.connect(self._location_added)
        view.polygon_finished.connect(self._polygon_finished)
        view.drag_moved.connect(self._drag_moved)
        view.drag_finished.connect(self._drag_finished)
        view.vertex_inserted.connect(self._vertex_inserted)
        view.selection_changed.connect(self._selection_changed)
        self.validation.culprit_clicked.connect(self.select_culprit)
        self.places.place_chosen.connect(self._place_chosen_in_table)
        self.layers.layer_changed.connect(
            lambda layer, shown, locked: self.view.set_layer(layer, shown=shown, locked=locked)
        )
        self.panel.areas_tab.area_selected.connect(lambda _: None)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    # -- the document ---------------------------------------------------------------------

    def push(self, command: commands.SheetCommand) -> None:
        """Do an edit as one undo step."""
        self.undo_stack.push(command)

    def jump_to(self, index: int) -> None:
        """Go to step ``index`` of the History (as a click on it): one redraw."""
        jump(self.undo_stack, self.document, index)

    @property
    def selection(self) -> Selection:
        """What is selected on the map."""
        return self.view.selection

    def select(self, selection: Selection) -> None:
        """Select something and show it in the property panel."""
        self.view.set_selection(selection)
        self.panel.selection_tab.refresh(self.document.sheet, selection)
        self.places.follow(group_of(selection).places)
        if selection.kind is not SelectionKind.NOTHING:
            self.panel.setCurrentWidget(self.panel.selection_tab)

    def _document_changed(self, sheet: SheetMap, change: Change) -> None:
        followed = _renamed_selection(self._shown_sheet, sheet, self.view.selection)
        self._shown_sheet = sheet
        if followed is not None:
            self.view.set_selection(followed)
        self.view.show_sheet(sheet, live=change.live)
        self._show_background(sheet)
        if change.live:  # a drag: only the dragged thing's form follows the mouse
            self.panel.selection_tab.refresh(sheet, self.view.selection)
        else:
            self.panel.refresh(sheet, self.view.selection)
            self._refresh_places(sheet)
        self._update_title()
        self.validation.show_checking()
        self._check_timer.start()
        self.safekeeping.changed()

    def _refresh_all(self) -> None:
        sheet = self.document.sheet
        self.view.show_sheet(sheet)
        self._show_background(sheet)
        self.panel.refresh(sheet, self.view.selection)
        self.places.refresh(sheet)
        self._update_title()
        self._check_timer.start()

    def _show_background(self, sheet: SheetMap) -> None:
        """The tracing image on the map (its path is relative to the map's folder); one
        that cannot be shown is said in the status bar, with the file looked for."""
        shown = self.view.background_problem
        self.view.show_background(sheet.background, self.document.path)
        problem = self.view.background_problem
        if problem and problem != shown and sheet.background is not None:
            looked_for = image_file(sheet.background.image, self.document.path)
            self.statusBar().showMessage(
                self.tr("The background image is not shown: {problem} (looked for {path})").format(
                    problem=problem, path=looked_for
                ),
                15000,
            )

    @Slot(bool)
    def _clean_changed(self, _: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        self.setWindowTitle(
            self.tr("{title}[*] — Eighty Days map editor").format(title=self.document.title)
        )
        self.setWindowModified(self.document.modified)

    # -- checks ---------------------------------------------------------------------------

    @Slot()
    def run_checks(self) -> None:
        """Check the current map (on the worker thread)."""
        self.checker.check(self.document.sheet)

    @Slot(object, object)
    def _checked(self, sheet: SheetMap, problems: list[EditorProblem]) -> None:
        if sheet is not self.document.sheet:
            return  # a stale answer: a newer check is on its way
        self.problems = problems
        self.problems_for = sheet
        self.validation.show_problems(problems)
        self.checks_done.emit()

    def current_problems(self) -> list[EditorProblem]:
        """The problems of the current map (checked now if the last answer is stale)."""
        if self.problems_for is not self.document.sheet:
            self.problems = check_sheet(self.document.sheet)
            self.problems_for = self.document.sheet
            self.validation.show_problems(self.problems)
        return self.problems

    @Slot(object)
    def select_culprit(self, culprit: Culprit) -> None:
        """Select the thing a problem is about, and show it."""
        sheet = self.document.sheet
        key = culprit.key
        if (
            culprit.kind is CulpritKind.LOCATION
            and isinstance(key, str)
            and sheet.has_location(key)
        ):
            self.select(Selection(SelectionKind.LOCATION, key))
            self.view.reveal(sheet.location(key).point)
            return
        layer = _LAYERS_BY_CULPRIT.get(culprit.kind)
        if layer is not None and isinstance(culprit.key, int):
            polygons = edits.polygons_of(sheet, layer)
            if culprit.key < len(polygons):
                self.select(Selection(SelectionKind.POLYGON, (layer, culprit.key)))
                self.view.reveal_ring(polygons[culprit.key].exterior)
                return
        if culprit.kind is CulpritKind.AREA and isinstance(culprit.key, str):
            self.panel.setCurrentWidget(self.panel.areas_tab)
            self.panel.areas_tab.choose(culprit.key)
            return
        if culprit.kind is CulpritKind.INCOME_CARD and isinstance(culprit.key, int):
            self.panel.setCurrentWidget(self.panel.cards_tab)
            self.panel.cards_tab.choose_income(culprit.key)
            return
        if culprit.kind is CulpritKind.ADVENTURE_CARD and isinstance(culprit.key, int):
            self.panel.setCurrentWidget(self.panel.cards_tab)
            self.panel.cards_tab.choose_adventure(culprit.key)
            return
        self.panel.setCurrentWidget(self.panel.map_tab)

    # -- tools and the map's intents --------------------------------------------------------

    def copied_items(self) -> list[edits.Item]:
        """What Copy takes: the places or the polygon selected on the map, else the card
        chosen in the Cards tab (when it is shown)."""
        sheet = self.document.sheet
        selection = self.view.selection
        if selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
            return [sheet.location(selection.key)]
        if selection.kind is SelectionKind.GROUP and selection.key.places:
            return [loc for loc in sheet.locations if loc.id in selection.key.places]
        polygon_key = self.view.selected_polygon()
        if polygon_key is not None and selection.kind is not SelectionKind.GROUP:
            polygons = edits.polygons_of(sheet, polygon_key[0])
            if polygon_key[1] < len(polygons):
                return [(polygon_key[0], polygons[polygon_key[1]])]
        if self.panel.currentWidget() is self.panel.cards_tab:
            card = self.panel.cards_tab.current_card()
            if card is not None:
                return [card]
        return []

    @Slot()
    def copy_selection(self) -> None:
        """Edit → Copy: keep the selected places, polygon or card for Paste."""
        items = self.copied_items()
        if not items:
            self.statusBar().showMessage(
                self.tr("Select a place, a polygon or a card to copy."), 6000
            )
            return
        self.clipboard = items
        self._pasted = 0
        self.statusBar().showMessage(self.tr("Copied {count}.").format(count=len(items)), 4000)

    @Slot()
    def paste(self, duplicate: bool = False) -> None:
        """Edit → Paste: copies of what was copied, a little apart each time (one undo
        step); Duplicate copies the selection and pastes it at once."""
        if duplicate:
            items = self.copied_items()
            if not items:
                return
            self.clipboard, self._pasted = items, 0
        if not self.clipboard:
            return
        self._pasted += 1
        step = max(self.document.sheet.ruler_unit * 0.25, 0.1) * self._pasted
        command = commands.PasteItems(
            self.document, self.clipboard, (step, -step), duplicate=duplicate
        )
        self.push(command)
        pasted = command.pasted
        if pasted.places:
            self.select(selection_of(Group(frozenset(pasted.places))))
        elif pasted.polygons:
            self.select(Selection(SelectionKind.POLYGON, pasted.polygons[-1]))
        elif pasted.income_cards:
            self.panel.cards_tab.choose_income(pasted.income_cards[-1])
        elif pasted.adventure_cards:
            self.panel.cards_tab.choose_adventure(pasted.adventure_cards[-1])

    def _grid_changed(self) -> None:
        """The grid's spacing, showing or snapping changed: tell the map."""
        view = self.view
        view.grid_spacing = self.grid_spacing.value()
        view.show_grid = self.grid_action.isChecked()
        view.snap_to_grid = self.snap_action.isChecked()
        view.overlay.update()

    @Slot(bool)
    def _refresh_places(self, sheet: SheetMap) -> None:
        """The table of places follows the map while it is shown; hidden, it is filled
        when it shows (an edit does not pay for a table nobody sees)."""
        if self.places_dock.isVisible():
            self.places.refresh(sheet)
            self._places_stale = False
        else:
            self._places_stale = True

    def _places_shown(self, visible: bool) -> None:
        """The table of places, up to date, opens a third of the window high, not a
        sliver."""
        if visible and self._places_stale:
            self.places.refresh(self.document.sheet)
            self.places.follow(group_of(self.view.selection).places)
            self._places_stale = False
        if visible and self.places_dock.height() < self.height() // 4:
            # once the dock is laid out (a dock just shown has no height yet)
            QTimer.singleShot(
                0,
                lambda: self.resizeDocks(
                    [self.places_dock], [self.height() // 3], Qt.Orientation.Vertical
                ),
            )

    @Slot(str)
    def _place_chosen_in_table(self, location_id: str) -> None:
        if self.document.sheet.has_location(location_id):
            self.view.set_selection(Selection(SelectionKind.LOCATION, location_id))
            self.panel.selection_tab.refresh(
                self.document.sheet, Selection(SelectionKind.LOCATION, location_id)
            )
            self.view.reveal(self.document.sheet.location(location_id).point)

    @Slot()
    def select_nothing(self) -> None:
        """Escape: drop the polygon being drawn, or else clear the selection."""
        if self.view.drawing:
            self.view.drawing = []
            self.view.hover = None
            self.view.overlay.update()
            return
        self.select(Selection())

    def set_tool(self, tool: Tool) -> None:
        """Choose a tool (also from the toolbar and its keys)."""
        self.tool_actions[tool].setChecked(True)
        self.view.set_tool(tool)

    @Slot(object)
    def _selection_changed(self, selection: Selection) -> None:
        self.select(selection)

    @Slot(object)
    def _location_added(self, point: Point) -> None:
        x_min, y_min, x_max, y_max = self.document.sheet.bounds
        if not (x_min <= point[0] <= x_max and y_min <= point[1] <= y_max):
            self.statusBar().showMessage(
                self.tr("A place stands on the sheet: click inside its bounds."), 6000
            )
            return
        if {MapLayer.PLACES} & (self.view.locked | self.view.hidden):
            self.statusBar().showMessage(self.tr("The places layer is hidden or locked."), 6000)
            return
        location = edits.new_location(self.document.sheet, point)
        self.push(commands.AddLocation(self.document, location))
        self.select(Selection(SelectionKind.LOCATION, location.id))

    @Slot(object, object)
    def _polygon_finished(self, layer: Layer | str, points: tuple[Point, ...]) -> None:
        if layer == HOLE:  # a hole in the selected polygon
            chosen = self.view.selected_polygon()
            if chosen is None:
                self.statusBar().showMessage(
                    self.tr("Select a polygon to cut a hole in first."), 6000
                )
                return
            self.push(commands.AddHole(self.document, chosen[0], chosen[1], points))
            return
        if not isinstance(layer, Layer):  # a tint region of the area chosen in the Areas tab
            area_id = self.panel.areas_tab.current_area()
            if area_id is None:
                self.statusBar().showMessage(
                    self.tr("Choose an area in the Areas tab first."), 6000
                )
                return
            self.push(commands.AddAreaRegion(self.document, area_id, Polygon(points)))
            return
        if POLYGON_LAYERS[layer] in self.view.locked | self.view.hidden:
            self.statusBar().showMessage(self.tr("That layer is hidden or locked."), 6000)
            return
        self.push(commands.AddPolygon(self.document, layer, Polygon(points)))
        index = len(edits.polygons_of(self.document.sheet, layer)) - 1
        self.select(Selection(SelectionKind.POLYGON, (layer, index)))

    @Slot(object, object)
    def _drag_moved(self, selection: Selection, point: Any) -> None:
        sheet = self.document.sheet
        try:
            if selection.kind is SelectionKind.GROUP:
                before, delta = point
                group: Group = selection.key
                moved = edits.move_group(before, group.places, group.vertices, delta)
            elif selection.kind is SelectionKind.LOCATION:
                moved = edits.move_location(sheet, selection.key, point)
            else:
                layer, index, ring, number = selection.key
                moved = edits.move_vertex(sheet, layer, index, ring, number, point)
        except edits.EditError:
            return
        self.document.set_sheet(moved, live=True)

    @Slot(object, object, object)
    def _drag_finished(self, selection: Selection, before: SheetMap, point: Point) -> None:
        try:
            if selection.kind is SelectionKind.GROUP:
                group: Group = selection.key
                command: commands.SheetCommand = commands.MoveGroup(
                    self.document, group.places, group.vertices, point, before
                )
            elif selection.kind is SelectionKind.LOCATION:
                command = commands.MoveLocation(self.document, selection.key, point, before)
            else:
                command = commands.MoveVertex(self.document, selection.key, point, before)
        except edits.EditError:
            return
        if command.after == before:
            self.document.set_sheet(before)
            return
        self.push(command)
        self.view.show_sheet(self.document.sheet)

    @Slot(object, object)
    def _vertex_inserted(self, where: tuple[Layer, int, int, int], point: Point) -> None:
        layer, index, ring, before = where
        self.push(commands.InsertVertex(self.document, layer, index, ring, before, point))
        self.select(Selection(SelectionKind.VERTEX, (layer, index, ring, before)))

    @Slot()
    def delete_selection(self) -> None:
        """Delete what is selected: a vertex, a polygon or a location. A land mass with
        places on it, or a place that the start, the arrival or cards name, is deleted only
        after asking (``delete_dialog``), which names what uses it."""
        selection = self.view.selection
        sheet = self.document.sheet
        if selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
            users = self._location_users(sheet, selection.key)
            if users:
                self._ask_before_deleting_place(selection.key, users)
                return
        if selection.kind is SelectionKind.GROUP:
            users = [
                f"{sheet.location(place).name}: {', '.join(used)}"
                for place in sorted(selection.key.places)
                if sheet.has_location(place) and (used := self._location_users(sheet, place))
            ]
            if users:
                self._ask_before_deleting_places(selection, users)
                return
        if selection.kind is SelectionKind.POLYGON and selection.key[0] is Layer.LAND:
            index = selection.key[1]
            if index < len(sheet.land):
                self._ask_before_deleting_land(index)
                return
        self._delete(selection)

    def _delete(self, selection: Selection, *, clear_references: bool = False) -> None:
        try:
            if selection.kind is SelectionKind.LOCATION:
                self.push(
                    commands.DeleteLocation(
                        self.document, selection.key, clear_references=clear_references
                    )
                )
            elif selection.kind is SelectionKind.POLYGON:
                self.push(commands.DeletePolygon(self.document, *selection.key))
            elif selection.kind is SelectionKind.VERTEX:
                self.push(commands.DeleteVertex(self.document, *selection.key))
            elif selection.kind is SelectionKind.GROUP:
                group: Group = selection.key
                self.push(
                    commands.DeleteGroup(
                        self.document,
                        group.places,
                        group.vertices,
                        clear_references=clear_references,
                    )
                )
            else:
                return
        except edits.EditError as error:
            self.statusBar().showMessage(error_text(error), 6000)
            return
        self.select(Selection())

    def _location_users(self, sheet: SheetMap, location_id: str) -> list[str]:
        """What names a place, in words: the start, the arrival, cards."""
        users: list[str] = []
        if sheet.start == location_id:
            users.append(self.tr("the start"))
        if sheet.arrival == location_id:
            users.append(self.tr("the arrival"))
        for card in sheet.income_cards:
            if any(place == location_id for place, _ in card.payouts):
                users.append(self.tr("income card {id}").format(id=card.id))
        for adventure in sheet.adventure_cards:
            if adventure.location == location_id:
                users.append(self.tr("adventure card {title}").format(title=adventure.title))
        return users

    def _ask_before_deleting_place(self, location_id: str, users: list[str]) -> None:
        name = self.document.sheet.location(location_id).name
        self._ask_before_deleting_places(
            Selection(SelectionKind.LOCATION, location_id),
            users,
            self.tr("Delete {name}?").format(name=name),
            self.tr("{name} is used by {users}.").format(name=name, users=", ".join(users)),
        )

    def _ask_before_deleting_places(
        self,
        selection: Selection,
        users: list[str],
        title: str = "",
        text: str = "",
    ) -> None:
        """Ask before deleting places that others name (``delete_dialog``): delete and
        clear the references, delete and leave them, or cancel."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title or self.tr("Delete these places?"),
            text or self.tr("Some are in use:") + "\n" + "\n".join(users),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        clear = box.addButton(
            self.tr("Delete and clear those references"), QMessageBox.ButtonRole.AcceptRole
        )
        keep = box.addButton(
            self.tr("Delete, leave the references to fix"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.delete_dialog = box

        def answered(button: object) -> None:
            self.delete_dialog = None
            if button is clear:
                self._delete(selection, clear_references=True)
            elif button is keep:
                self._delete(selection)

        box.buttonClicked.connect(answered)
        box.open()

    def _ask_before_deleting_land(self, index: int) -> None:
        sheet = self.document.sheet
        polygon = sheet.land[index]
        label = polygon.name or self.tr("land mass #{index}").format(index=index)
        on_it = edits.locations_on(sheet, polygon)
        names = ", ".join(location.name for location in on_it[:12])
        if len(on_it) > 12:
            names += ", …"
        text = (
            self.tr("Places on it: {names}.").format(names=names)
            if on_it
            else self.tr("No place stands on it.")
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete {name}?").format(name=label),
            self.tr("Delete the land mass {name}? {places}").format(name=label, places=text),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        delete = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.delete_dialog = box
        selection = Selection(SelectionKind.POLYGON, (Layer.LAND, index))

        def answered(button: object) -> None:
            self.delete_dialog = None
            if button is delete:
                self._delete(selection)

        box.buttonClicked.connect(answered)
        box.open()

    # -- files ----------------------------------------------------------------------------

    def ask_to_save(self, then: Callable[[], None]) -> None:
        """Run ``then`` now, or after asking what to do with unsaved changes."""
        if not self.document.modified:
            then()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {title}?").format(title=self.document.title),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self,
        )
        self.unsaved_dialog = box

        def answered(button: object) -> None:
            choice = box.standardButton(button)  # type: ignore[arg-type]
            self.unsaved_dialog = None
            if choice == QMessageBox.StandardButton.Save:
                if self.save():
                    then()
            elif choice == QMessageBox.StandardButton.Discard:
                then()

        box.buttonClicked.connect(answered)
        box.open()

    def new_map(self) -> None:
        """File → New (asks about unsaved changes first)."""
        self.ask_to_save(self._open_new_dialog)

    def _open_new_dialog(self) -> None:
        dialog = NewMapDialog(self)
        self.new_dialog = dialog
        dialog.accepted.connect(lambda: self.start_new(dialog.new_sheet()))
        dialog.open()

    def start_new(self, sheet: SheetMap) -> None:
        """Edit ``sheet`` as a new, unsaved map."""
        self.undo_stack.clear()
        self.view.set_selection(Selection())
        self.document.reset(sheet, None)
        self.view.fit()

    def take_up(self, sheet: SheetMap, path: Path | None) -> None:
        """Edit ``sheet`` (an autosave restored), to be saved to ``path``: a fresh
        History, its changes unsaved."""
        self.undo_stack.clear()
        self.view.set_selection(Selection())
        self.document.restore(sheet, path)
        self.view.fit()

    def open_file(self, path: Path | None = None) -> bool:
        """File → Open: ``path``, or one chosen in a file dialog that starts in the current
        map's folder (not blocking: kept in ``open_dialog``). Asks about changes first."""
        if path is None:
            dialog = QFileDialog(self, self.tr("Open a map"), str(self.map_folder()))
            dialog.setNameFilter(self.tr("Maps (*.yaml *.yml)"))
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.fileSelected.connect(lambda chosen: self.open_file(Path(chosen)))
            self.open_dialog = dialog
            dialog.open()
            return False
        target = path
        self.ask_to_save(lambda: self._load(target))
        return True

    def map_folder(self) -> Path:
        """Where Open and Save As start: the current map's folder (else the working one)."""
        path = self.document.path
        if path is not None and path.parent.is_dir():
            return path.parent
        return Path.cwd()

    def _load(self, path: Path) -> None:
        """Read ``path`` on a worker thread (a busy dialog if it takes a while; Open waits
        meanwhile); the map is edited once it is read, a file that is no map is a message."""

        def failed(error: BaseException) -> None:
            text = error_text(error) if isinstance(error, DataError | OSError) else repr(error)
            self._warn(self.tr("The map cannot be opened"), text)

        if self.map_loading.start(
            path, lambda chosen: MapDocument.open(chosen), self._opened, failed
        ):
            self.open_action.setEnabled(False)  # again once the map is read (or given up)

    def _opened(self, opened: MapDocument) -> None:
        """Edit the map just read (File → Open)."""
        self.undo_stack.clear()
        self.view.set_selection(Selection())
        self.document.reset(opened.sheet, opened.path, opened.notes)
        self.view.fit()
        self.safekeeping.remember(opened.path)
        if opened.notes:
            notes = "; ".join(message_text(note) for note in opened.notes)
            self.statusBar().showMessage(notes, 10000)

    def save(self) -> bool:
        """File → Save (Save As for a map without a file); invalid maps save too."""
        if self.document.path is None:
            return self.save_as()
        return self._write(self.document.path)

    def save_as(self, path: Path | None = None) -> bool:
        """File → Save As: to ``path`` or one chosen in a file dialog."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save the map"),
                str(
                    self.map_folder()
                    / (self.document.path.name if self.document.path else "untitled.yaml")
                ),
                self.tr("Maps (*.yaml)"),
            )
            if not chosen:
                return False
            path = Path(chosen)
        return self._write(path)

    def _write(self, path: Path) -> bool:
        before = self.document.path
        try:
            self.document.save(path)
        except OSError as error:
            self._warn(self.tr("The map cannot be saved"), str(error))
            return False
        commands.rebase_history(self.undo_stack, before, path)
        self.safekeeping.saved(path)
        self.undo_stack.setClean()
        self._update_title()
        problems = self.current_problems()
        note = self.tr(" (with problems: it cannot be played yet)") if blocks_play(problems) else ""
        self.statusBar().showMessage(
            self.tr("Saved {path}{note}.").format(path=path, note=note), 6000
        )
        return True

    def revert(self) -> None:
        """File → Revert: read the file again, dropping the changes (and the history)."""
        if self.document.path is None:
            return
        try:
            self.document.revert()
        except (DataError, OSError) as error:
            self._warn(self.tr("The map cannot be read"), error_text(error))
            return
        self.undo_stack.clear()
        self.view.set_selection(Selection())

    def _warn(self, title: str, text: str) -> QMessageBox:
        """A warning that does not block (kept in ``error_dialog`` for tests)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        self.error_dialog = box
        box.open()
        return box

    # -- playing ------------------------------------------------------------------------------

    def play_on_this_map(self) -> bool:
        """Start a journey on the edited map, or show why it cannot be played."""
        problems = self.current_problems()
        if blocks_play(problems):
            errors = [message_text(p.message) for p in problems if p.severity is Severity.ERROR]
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("This map cannot be played yet"),
                plural_english(
                    self.tr("Fix these %n problem(s) first:\n\n", "", len(errors)), len(errors)
                )
                + "\n".join(f"• {message}" for message in errors[:12]),
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.play_refusal = box
            box.open()
            return False
        self.play_requested.emit(self.document.sheet)
        return True

    def showEvent(self, event: QShowEvent) -> None:
        """On first showing, give the map most of the width and the keyboard."""
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            # (once the window is up: the offer is a dialog over it)
            QTimer.singleShot(0, self.safekeeping.offer_recovery)
            self.view.setFocus()
            self.resizeDocks([self._properties_dock], [430], Qt.Orientation.Horizontal)

    # -- closing --------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved changes; stop the checks when the window really closes."""
        if self.document.modified and not self._close_confirmed:
            event.ignore()

            def confirmed() -> None:
                self._close_confirmed = True
                self.close()

            self.ask_to_save(confirmed)
            return
        self._check_timer.stop()
        self.safekeeping.closing()
        self._unsubscribe()
        self.checker.shutdown()
        super().closeEvent(event)
