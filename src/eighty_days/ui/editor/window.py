"""The map editor's window: the map, the tools, the panels, the undo stack and the files.

``EditorWindow`` edits one ``MapDocument``. Every edit is pushed to a ``QUndoStack`` as one
command (``eighty_days.ui.editor.commands``); the document tells the window what changed
and the views redraw from it. Checks (the loader's validation and playability) run on a
worker thread a moment after the last edit (``problem_checker``) and fill the validation
panel. The window builds the docks and actions and turns the map's intents into commands;
the rest it composes from modules beside it, each a function of the window: copy and paste
(``clipboard``), deleting and its questions (``deleting``), the files (``map_files``) and
showing what a problem is about (``culprits``). Dialogs are opened without blocking
(``open()``) and kept as attributes, so tests can drive them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
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
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QWidget,
)

from eighty_days.editor import edits, paste_edits, shape_edits
from eighty_days.editor.background_path import image_file
from eighty_days.editor.checks import (
    Culprit,
    EditorProblem,
    Severity,
    blocks_play,
    check_sheet,
)
from eighty_days.editor.document import Change, MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.messages import plural_english
from eighty_days.sheet.model import Point, Polygon, SheetMap
from eighty_days.ui.common.background_load import BackgroundLoad
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.common.scaled_dock import ScaledDockWidget
from eighty_days.ui.editor import clipboard, commands, culprits, deleting, map_files
from eighty_days.ui.editor.canvas import HOLE, EditorView, Tool
from eighty_days.ui.editor.coast_helper import PutOnCoastAction
from eighty_days.ui.editor.coastline_import import ImportCoastlinesAction
from eighty_days.ui.editor.history import HistoryView, jump
from eighty_days.ui.editor.measure_tool import MeasureTool
from eighty_days.ui.editor.new_map_dialog import NewMapDialog
from eighty_days.ui.editor.panels.layers_panel import LayersPanel
from eighty_days.ui.editor.panels.property_panel import PropertyPanel
from eighty_days.ui.editor.panels.validation_panel import ValidationPanel
from eighty_days.ui.editor.places_table import PlacesTable
from eighty_days.ui.editor.problem_checker import CHECK_DELAY_MS, ProblemChecker
from eighty_days.ui.editor.safekeeping import Safekeeping
from eighty_days.ui.editor.selection import (
    POLYGON_LAYERS,
    Group,
    MapLayer,
    Selection,
    SelectionKind,
    group_of,
    renamed_selection,
)


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
        self.clipboard: list[paste_edits.Item] = []
        self._pasted = 0
        #: File → Open's dialog while it is open (kept for tests).
        self.open_dialog: QFileDialog | None = None
        #: File → Open's map, read on a worker thread behind a busy dialog.
        self.map_loading = BackgroundLoad(self, self.tr("Opening a map"))
        self._close_confirmed = False
        # Counts runs of arrow-key presses: the repeats of a key held down share a number.
        self._nudge_run = 0
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
            (Tool.MEASURE, self.tr("Measure"), "R"),
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
        self.measure = MeasureTool(self)
        tools_menu.addAction(self.measure.reach_action)
        toolbar.addAction(self.measure.reach_action)
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
        view.nudged.connect(self._nudged)
        view.transform_moved.connect(lambda after: self.document.set_sheet(after, live=True))
        view.transform_finished.connect(self._transform_finished)
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
        followed = renamed_selection(self._shown_sheet, sheet, self.view.selection)
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
        self.update_title()
        self.validation.show_checking()
        self._check_timer.start()
        self.safekeeping.changed()

    def _refresh_all(self) -> None:
        sheet = self.document.sheet
        self.view.show_sheet(sheet)
        self._show_background(sheet)
        self.panel.refresh(sheet, self.view.selection)
        self.places.refresh(sheet)
        self.update_title()
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
        self.update_title()

    def update_title(self) -> None:
        """The window's title: the map's name, marked while it has unsaved changes."""
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
        culprits.select_culprit(self, culprit)

    # -- copy and paste -------------------------------------------------------------------

    def copied_items(self) -> list[paste_edits.Item]:
        """What Copy takes: the places or the polygon selected on the map, else the card
        chosen in the Cards tab (when it is shown)."""
        return clipboard.copied_items(self)

    @Slot()
    def copy_selection(self) -> None:
        """Edit → Copy: keep the selected places, polygon or card for Paste."""
        clipboard.copy_selection(self)

    @Slot()
    def paste(self, duplicate: bool = False) -> None:
        """Edit → Paste: copies of what was copied, a little apart each time (one undo
        step); Duplicate copies the selection and pastes it at once."""
        clipboard.paste(self, duplicate=duplicate)

    # -- tools and the map's intents --------------------------------------------------------

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
        """Escape: leave the Measure tool, drop the polygon being drawn, or else clear the
        selection."""
        if self.view.tool is Tool.MEASURE:
            self.set_tool(Tool.SELECT)
            return
        if self.view.drawing:
            self.view.drawing = []
            self.view.hover = None
            self.view.overlay.update()
            return
        self.select(Selection())

    def set_tool(self, tool: Tool) -> None:
        """Choose a tool (also from the toolbar and its keys)."""
        self.tool_actions[tool].setChecked(True)
        if tool is not Tool.MEASURE:
            self.measure.leave()
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
        index = len(shape_edits.polygons_of(self.document.sheet, layer)) - 1
        self.select(Selection(SelectionKind.POLYGON, (layer, index)))

    @Slot(object, object)
    def _drag_moved(self, selection: Selection, point: Any) -> None:
        sheet = self.document.sheet
        try:
            if selection.kind is SelectionKind.GROUP:
                before, delta = point
                group: Group = selection.key
                moved = shape_edits.move_group(before, group.places, group.vertices, delta)
            elif selection.kind is SelectionKind.LOCATION:
                moved = edits.move_location(sheet, selection.key, point)
            else:
                layer, index, ring, number = selection.key
                moved = shape_edits.move_vertex(sheet, layer, index, ring, number, point)
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

    @Slot(object, object, object, object)
    def _transform_finished(
        self, selection: Selection, how: str, before: SheetMap, after: SheetMap
    ) -> None:
        """A drag of the selection's box ended: one undo step (none if nothing moved)."""
        if after == before:
            self.document.set_sheet(before)
            return
        self.push(commands.TransformSelection(self.document, after, before, str(how), selection))
        self.view.show_sheet(self.document.sheet)

    @Slot(object, object, bool)
    def _nudged(self, selection: Selection, delta: Point, repeating: bool) -> None:
        """Move the selection (a place, a shape, vertices) by ``delta``: one undo step per
        press; the repeats of a key held down join its step."""
        if not repeating:
            self._nudge_run += 1
        group = group_of(selection)
        before = self.document.sheet
        try:
            vertices = set(group.vertices)
            if selection.kind is SelectionKind.POLYGON:
                vertices = shape_edits.vertices_of(before, *selection.key)
            if not group.places and not vertices:
                return
            after = shape_edits.move_group(before, group.places, vertices, delta)
        except edits.EditError:
            return
        self.push(
            commands.TransformSelection(
                self.document,
                after,
                before,
                "move",
                selection,
                merge_key=("nudge", selection, self._nudge_run),
            )
        )

    @Slot(object, object)
    def _vertex_inserted(self, where: tuple[Layer, int, int, int], point: Point) -> None:
        layer, index, ring, before = where
        self.push(commands.InsertVertex(self.document, layer, index, ring, before, point))
        self.select(Selection(SelectionKind.VERTEX, (layer, index, ring, before)))

    # -- deleting -------------------------------------------------------------------------

    @Slot()
    def delete_selection(self) -> None:
        """Delete what is selected: a vertex, a polygon or a location. A land mass with
        places on it, or a place that the start, the arrival or cards name, is deleted only
        after asking (``delete_dialog``), which names what uses it."""
        deleting.delete_selection(self)

    # -- files ----------------------------------------------------------------------------

    def ask_to_save(self, then: Callable[[], None]) -> None:
        """Run ``then`` now, or after asking what to do with unsaved changes."""
        map_files.ask_to_save(self, then)

    def new_map(self) -> None:
        """File → New (asks about unsaved changes first)."""
        self.ask_to_save(lambda: map_files.open_new_dialog(self))

    def start_new(self, sheet: SheetMap) -> None:
        """Edit ``sheet`` as a new, unsaved map."""
        map_files.start_new(self, sheet)

    def take_up(self, sheet: SheetMap, path: Path | None) -> None:
        """Edit ``sheet`` (an autosave restored), to be saved to ``path``: a fresh
        History, its changes unsaved."""
        map_files.take_up(self, sheet, path)

    def open_file(self, path: Path | None = None) -> bool:
        """File → Open: ``path``, or one chosen in a file dialog that starts in the current
        map's folder (not blocking: kept in ``open_dialog``). Asks about changes first."""
        return map_files.open_file(self, path)

    def map_folder(self) -> Path:
        """Where Open and Save As start: the current map's folder (else the working one)."""
        return map_files.map_folder(self)

    def save(self) -> bool:
        """File → Save (Save As for a map without a file); invalid maps save too."""
        return map_files.save(self)

    def save_as(self, path: Path | None = None) -> bool:
        """File → Save As: to ``path`` or one chosen in a file dialog."""
        return map_files.save_as(self, path)

    def revert(self) -> None:
        """File → Revert: read the file again, dropping the changes (and the history)."""
        map_files.revert(self)

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
