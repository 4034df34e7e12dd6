"""The editor's map: the game's pad drawing with editing handles on top, and the tools.

The printed map is the game's own ``SheetScene`` (drawn exactly as in the game), brought
up to date when the map changes by redrawing only the parts an edit changed
(``printed_map.EditorSheetScene``); during a drag that waits for the mouse to rest, while
the handles follow at once. Everything the editor adds (the selection,
vertex handles, the polygon being drawn, start and arrival flags) is one overlay item.
Mouse handling lives in the view, so rebuilding the scene never interrupts a drag; the
view announces intent (``location_added``, ``polygon_finished``, ``drag_finished``...)
and the window turns intent into undo commands.
"""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsView,
    QWidget,
)

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import Background, Point, SheetMap
from eighty_days.sheet.validate_background import BackgroundImageError, background_image_path
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.editor.background_image import load_background_image
from eighty_days.ui.editor.overlay import EditorOverlay
from eighty_days.ui.editor.polygon_handles import PolygonHandles
from eighty_days.ui.editor.printed_map import EditorSheetScene
from eighty_days.ui.editor.selection import (
    NOTHING,
    POLYGON_LAYERS,
    Group,
    MapLayer,
    Selection,
    SelectionKind,
    group_of,
    selection_of,
)
from eighty_days.ui.editor.transform_box import (
    Handle,
    TransformBox,
    TransformDrag,
    box_of,
    transformed,
)
from eighty_days.ui.editor.vertex_index import VertexIndex
from eighty_days.ui.journey.map_view import MapView
from eighty_days.ui.journey.scene_geometry import from_scene, to_scene

#: How close (screen pixels) the mouse must be to pick a handle or snap to a vertex.
PICK_PIXELS = 8.0


#: The tracing image lies over the printed map and the routes, under the editing marks.
Z_BACKGROUND = 25
#: How far (map units) an arrow key nudges the selection; Shift+arrow nudges one grid step.
NUDGE_STEP = 0.1
#: The arrow keys and the direction (on the map, north up) each nudges.
NUDGE_DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, 1.0),
    Qt.Key.Key_Down: (0.0, -1.0),
}
#: The selections an arrow key nudges.
NUDGED_KINDS = (
    SelectionKind.LOCATION,
    SelectionKind.VERTEX,
    SelectionKind.POLYGON,
    SelectionKind.GROUP,
)


class Tool(StrEnum):
    """What a click on the map does."""

    SELECT = "select"
    ADD_LOCATION = "add-location"
    DRAW_LAND = "draw-land"
    DRAW_CANAL = "draw-canal"
    DRAW_MOUNTAINS = "draw-mountains"
    DRAW_REGION = "draw-region"
    DRAW_HOLE = "draw-hole"
    MEASURE = "measure"


#: What the region tool's polygons are (not a layer: a tint region of the current area).
REGION = "region"

#: What the hole tool's rings are (a hole in the selected polygon).
HOLE = "hole"


DRAW_LAYERS: dict[Tool, Layer | str] = {
    Tool.DRAW_LAND: Layer.LAND,
    Tool.DRAW_CANAL: Layer.CANALS,
    Tool.DRAW_MOUNTAINS: Layer.MOUNTAINS,
    Tool.DRAW_REGION: REGION,
    Tool.DRAW_HOLE: HOLE,
}


def card_places(sheet: SheetMap) -> set[str]:
    """The places the income and adventure cards name."""
    places = {place for card in sheet.income_cards for place, _ in card.payouts}
    return places | {card.location for card in sheet.adventure_cards}


def _in_group(picked: Selection, group: Group) -> bool:
    """Whether a place or vertex picked is one of ``group``."""
    if picked.kind is SelectionKind.LOCATION:
        return picked.key in group.places
    if picked.kind is SelectionKind.VERTEX:
        return picked.key in group.vertices
    return False


class EditorView(MapView):
    """The editor's view: the game's zoom and pan, plus the editing tools.

    Signals carry intent; the window decides what to do with it.
    """

    #: A click with the location tool: the map point.
    location_added = Signal(object)
    #: A polygon drawn: (layer, or ``REGION`` for an area's tint, points).
    polygon_finished = Signal(object, object)
    #: A drag ended: (selection dragged, the map before the drag, the final point; for a
    #: group, how far it moved).
    drag_finished = Signal(object, object, object)
    #: A live drag step: (selection dragged, point; for a group, (the map before the drag,
    #: how far it moved)); the window updates the document.
    drag_moved = Signal(object, object)
    #: A double-click on an edge of the selected polygon: ((layer, index, ring, before), point).
    vertex_inserted = Signal(object, object)
    #: The selection changed (a click on the map).
    selection_changed = Signal(object)
    #: A live step of a drag of the selection's box: (the map as it leaves it).
    transform_moved = Signal(object)
    #: A drag of the selection's box ended: (selection, ``Handle``, map before, map after).
    transform_finished = Signal(object, object, object, object)
    #: An arrow key nudged the selection: (selection, how far it moves in map units,
    #: whether the key is held down and repeating).
    nudged = Signal(object, object, bool)

    def __init__(self, sheet: SheetMap, parent: QWidget | None = None) -> None:
        scene = EditorSheetScene(sheet)
        super().__init__(scene, parent)
        #: The scene shown (kept here: a view does not own its scene).
        self._scene = scene
        self.sheet = sheet
        self.tool = Tool.SELECT
        self.selection: Selection = NOTHING
        self.drawing: list[Point] = []
        self.hover: Point | None = None
        self._drag: tuple[Selection, SheetMap] | None = None
        #: A group being dragged: where the press was (map point).
        self._drag_origin: Point = (0.0, 0.0)
        #: A drag of the selection's box (move, scale, turn) under way.
        self._transform: TransformDrag | None = None
        #: Where the place or vertex pressed to drag a group was (it snaps to the grid).
        self._drag_anchor: Point = (0.0, 0.0)
        #: The grid: its spacing in map units, whether it is drawn and whether points
        #: snap to it (vertices of other polygons still win within reach).
        #: Layers hidden (left out of the printed map) and locked (not picked).
        self.hidden: set[MapLayer] = {MapLayer.CARD_PLACES}
        self.locked: set[MapLayer] = set()
        self.grid_spacing = 1.0
        self.show_grid = False
        self.snap_to_grid = False
        #: The rubber band being drawn: (its first corner, the other corner, the group it
        #: adds to), map points.
        self.band: tuple[Point, Point, Group] | None = None
        self._drag_moved = False
        self._vertices: VertexIndex | None = None
        self._shapes: dict[Layer, tuple[tuple[Any, ...], Any]] = {}
        self._scene_sheet: SheetMap | None = sheet
        self.overlay = EditorOverlay(self)
        self.sheet_scene.addItem(self.overlay)
        self.handles = PolygonHandles()
        self.sheet_scene.addItem(self.handles)
        #: The tracing image (over the printed map, under the editing marks).
        self.background = QGraphicsPixmapItem()
        self.background.setZValue(Z_BACKGROUND)
        self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.sheet_scene.addItem(self.background)
        self._background_key: tuple[str, str, float] | None = None
        self._background_error = ""
        #: Why the tracing image is not shown (a file missing or not an image), or "".
        self.background_problem = ""
        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setSingleShot(True)
        self._rebuild_timer.setInterval(120)
        self._rebuild_timer.timeout.connect(self.rebuild_scene)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the panels beside the map change width as they fill: the map keeps its top left
        # corner in place then, not its middle, so nothing shifts under the pointer
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)

    # -- the map shown ------------------------------------------------------------------

    def show_sheet(self, sheet: SheetMap, *, live: bool = False) -> None:
        """Show ``sheet``: handles at once; the printed map now, or soon during a drag."""
        self.sheet = sheet
        self._vertices = None
        self.overlay.update()
        self._show_handles()
        if live:
            self._rebuild_timer.start()
        else:
            self._rebuild_timer.stop()
            self.rebuild_scene()

    def rebuild_scene(self) -> None:
        """Bring the printed map up to the current sheet: the parts an edit changed are
        drawn again (``EditorSheetScene.follow``); a new paper (bounds, sheets, title)
        makes a new scene."""
        if self._scene_sheet is self.sheet and self.overlay.scene() is not None:
            return
        old = self.sheet_scene
        shown = self.display_sheet()
        if isinstance(old, EditorSheetScene) and old.can_follow(shown):
            old.follow(shown)
            self._scene_sheet = self.sheet
            return
        # a new scene must not move the map under the pointer: keep the middle in place
        middle = self.mapToScene(self.viewport().rect().center())
        scrolled = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        same_rect = self.sheet.bounds == old.sheet.bounds
        old.removeItem(self.overlay)
        old.removeItem(self.handles)
        old.removeItem(self.background)
        scene = EditorSheetScene(shown)
        scene.addItem(self.overlay)
        scene.addItem(self.handles)
        scene.addItem(self.background)
        self.setScene(scene)
        self._scene = scene
        if same_rect:  # the same scroll range: the very same place, to the pixel
            self.horizontalScrollBar().setValue(scrolled[0])
            self.verticalScrollBar().setValue(scrolled[1])
        else:
            self.centerOn(middle)
        scene.apply_zoom(self.zoom())
        self._scene_sheet = self.sheet
        old.deleteLater()

    def show_background(self, background: Background | None, map_path: Path | None) -> None:
        """Show the tracing image (a path relative to the map's folder, or absolute)
        stretched over its bounds at its opacity. A file that cannot be used (missing, a
        device or a pipe, too large, not a picture, a path no file can have) is never
        waited on: why is said in ``background_problem`` and nothing is drawn."""
        self.background_problem = ""
        if background is None:
            self.background.setPixmap(QPixmap())
            self._background_key = None
            self._background_error = ""
            return
        key = (background.image, str(map_path), _modified_stamp(background.image, map_path))
        if key != self._background_key:
            self._background_key = key
            self._background_error = ""
            try:
                image = load_background_image(background.image, map_path)
            except BackgroundImageError as error:
                self._background_error = message_text(error.message)
                self.background.setPixmap(QPixmap())
            else:
                self.background.setPixmap(QPixmap.fromImage(image))
        pixmap = self.background.pixmap()
        if pixmap.isNull():
            self.background_problem = self._background_error
            return
        x_min, y_min, x_max, y_max = background.bounds
        self.background.setPos(x_min, -y_max)
        self.background.setTransform(
            QTransform.fromScale(
                (x_max - x_min) / pixmap.width(), (y_max - y_min) / pixmap.height()
            )
        )
        self.background.setOpacity(background.opacity)

    def display_sheet(self) -> SheetMap:
        """The sheet as printed: the hidden layers left out."""
        hidden = self.hidden
        changes: dict[str, Any] = {}
        if MapLayer.LAND in hidden:
            changes["land"] = ()
        if MapLayer.MOUNTAINS in hidden:
            changes["mountains"] = ()
        if MapLayer.CANALS in hidden:
            changes["canals"] = ()
        if MapLayer.AREAS in hidden:
            changes["areas"] = ()
        if MapLayer.PLACES in hidden:
            changes["locations"] = ()
        return replace(self.sheet, **changes) if changes else self.sheet

    def set_layer(self, layer: MapLayer, *, shown: bool, locked: bool) -> None:
        """Show or hide, lock or unlock a layer; a hidden or locked thing leaves the
        selection."""
        was_hidden = layer in self.hidden
        (self.hidden.discard if shown else self.hidden.add)(layer)
        (self.locked.discard if not locked else self.locked.add)(layer)
        if was_hidden != (not shown) and layer is not MapLayer.CARD_PLACES:
            self._scene_sheet = None
            self.rebuild_scene()
        if not self.is_pickable(self.selection):
            self._choose(NOTHING)
        self.overlay.update()

    def is_pickable(self, selection: Selection) -> bool:
        """Whether ``selection`` lies in a layer shown and not locked."""
        blocked = self.hidden | self.locked
        if selection.kind is SelectionKind.LOCATION:
            return self._place_pickable(selection.key, blocked)
        if selection.kind in (SelectionKind.POLYGON, SelectionKind.VERTEX):
            return POLYGON_LAYERS[selection.key[0]] not in blocked
        if selection.kind is SelectionKind.GROUP:
            group: Group = selection.key
            return all(self._place_pickable(p, blocked) for p in group.places) and (
                group.polygon is None or POLYGON_LAYERS[group.polygon[0]] not in blocked
            )
        return True

    def _place_pickable(self, location_id: str, blocked: set[MapLayer]) -> bool:
        if MapLayer.PLACES in blocked:
            return False
        if MapLayer.CARD_PLACES in self.locked:
            return location_id not in card_places(self.sheet)
        return True

    def set_tool(self, tool: Tool) -> None:
        """Choose the tool; an unfinished polygon is dropped (the selection stays, so the
        hole tool knows its polygon)."""
        self.tool = tool
        self.drawing = []
        self.hover = None
        mode = QGraphicsView.DragMode
        self.setDragMode(mode.ScrollHandDrag if tool is Tool.SELECT else mode.NoDrag)
        self.viewport().setCursor(
            Qt.CursorShape.ArrowCursor if tool is Tool.SELECT else Qt.CursorShape.CrossCursor
        )
        self.overlay.update()

    def set_selection(self, selection: Selection) -> None:
        """Select something (from the panels or a click) and redraw the handles."""
        self.selection = selection
        self.overlay.update()
        self._show_handles()

    def _show_handles(self) -> None:
        """The handles item shows the selected polygon (or nothing)."""
        key = self.selected_polygon()
        polygon = None
        if key is not None:
            polygons = shape_edits.polygons_of(self.sheet, key[0])
            polygon = polygons[key[1]] if key[1] < len(polygons) else None
        self.handles.show_polygon(polygon)

    def chosen_vertices(self, key: tuple[Layer, int]) -> list[Point]:
        """The selected vertices of polygon ``key`` (drawn filled)."""
        if self.selection.kind not in (SelectionKind.VERTEX, SelectionKind.GROUP):
            return []
        polygons = shape_edits.polygons_of(self.sheet, key[0])
        points: list[Point] = []
        for layer, index, ring, number in group_of(self.selection).vertices:
            if (layer, index) != key:
                continue
            try:
                points.append(shape_edits.ring_of(polygons[index], ring)[number])
            except (IndexError, edits.EditError):
                continue
        return points

    def selected_polygon(self) -> tuple[Layer, int] | None:
        """The polygon selected, or whose vertex is selected."""
        if self.selection.kind is SelectionKind.POLYGON:
            layer, index = self.selection.key
            return (layer, index)
        if self.selection.kind is SelectionKind.VERTEX:
            layer, index, _, _ = self.selection.key
            return (layer, index)
        if self.selection.kind is SelectionKind.GROUP:
            polygon: tuple[Layer, int] | None = self.selection.key.polygon
            return polygon
        return None

    def centre_on_map_point(self, point: Point) -> None:
        """Scroll so ``point`` is in the middle of the view."""
        self.centerOn(to_scene(point))

    def is_visible(self, point: Point, margin_pixels: float = 24.0) -> bool:
        """Whether ``point`` shows in the view, at least ``margin_pixels`` from its edges."""
        where = self.view_point(point)
        box = QRectF(self.viewport().rect()).adjusted(
            margin_pixels, margin_pixels, -margin_pixels, -margin_pixels
        )
        return box.contains(where)

    def reveal_ring(self, ring: tuple[Point, ...]) -> None:
        """Bring a polygon into view: no scrolling if part of it shows, else centred on it."""
        if not ring:
            return
        xs = [x for x, _ in ring]
        ys = [y for _, y in ring]
        box = QRectF(min(xs), -max(ys), max(xs) - min(xs), max(ys) - min(ys))
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        if not shown.intersects(box):
            self.centerOn(box.center())

    def reveal(self, point: Point) -> None:
        """Bring ``point`` into view: no scrolling at all if it shows already (the map
        must not jump under the pointer), else centred."""
        if not self.is_visible(point):
            self.centre_on_map_point(point)

    # -- picking ------------------------------------------------------------------------

    def map_point(self, position: QPointF) -> Point:
        """The map point under a viewport position."""
        return from_scene(self.mapToScene(position.toPoint()))

    def view_point(self, point: Point) -> QPointF:
        """The viewport position of a map point (for tests and tools)."""
        return QPointF(self.mapFromScene(to_scene(point)))

    def pick_distance(self) -> float:
        """``PICK_PIXELS`` in map units at the current zoom."""
        return PICK_PIXELS / max(self.zoom(), 1e-9)

    def snapped(self, point: Point, exclude: Point | None = None) -> Point:
        """``point`` moved onto a vertex within pick distance (vertices snap to vertices)."""
        if self._vertices is None:
            self._vertices = VertexIndex(self.sheet)
        target = self._vertices.nearest(point, self.pick_distance())
        if target is None or (exclude is not None and target == exclude):
            return self.on_grid(point)
        return target

    def on_grid(self, point: Point) -> Point:
        """``point`` on the nearest grid crossing if snapping to the grid is on (rounded to
        the decimals a file keeps either way)."""
        if not self.snap_to_grid or self.grid_spacing <= 0:
            return edits.rounded(point)
        step = self.grid_spacing
        return edits.rounded((round(point[0] / step) * step, round(point[1] / step) * step))

    def pick(self, point: Point) -> Selection:
        """What lies under ``point``: a place, a handle of the selected polygon, a polygon."""
        reach = self.pick_distance()
        # a place is picked before the polygon under it; among a place and the selected
        # polygon's handles the nearest wins (a port on a selected coast stays clickable)
        best: tuple[float, Selection] | None = None
        blocked = self.hidden | self.locked
        for location in self.sheet.locations:
            if not self._place_pickable(location.id, blocked):
                continue
            distance = float(np.hypot(location.x - point[0], location.y - point[1]))
            if distance <= max(reach, 0.0) and (best is None or distance < best[0]):
                best = (distance, Selection(SelectionKind.LOCATION, location.id))
        polygon_key = self.selected_polygon()
        if polygon_key is not None:
            layer, index = polygon_key
            polygons = shape_edits.polygons_of(self.sheet, layer)
            if index < len(polygons):
                polygon = polygons[index]
                for ring_number, ring in enumerate((polygon.exterior, *polygon.holes)):
                    for number, (x, y) in enumerate(ring):
                        if abs(x - point[0]) > reach or abs(y - point[1]) > reach:
                            continue
                        distance = float(np.hypot(x - point[0], y - point[1]))
                        if best is None or distance < best[0]:
                            key = (layer, index, ring_number, number)
                            best = (distance, Selection(SelectionKind.VERTEX, key))
        if best is not None:
            return best[1]
        for layer in (Layer.MOUNTAINS, Layer.CANALS, Layer.LAND):
            if POLYGON_LAYERS[layer] in blocked:
                continue
            hit = self._polygon_at(layer, point)
            if hit is not None:
                return Selection(SelectionKind.POLYGON, (layer, hit))
        return NOTHING

    def _polygon_at(self, layer: Layer, point: Point) -> int | None:
        polygons = shape_edits.polygons_of(self.sheet, layer)
        cached = self._shapes.get(layer)
        if cached is None or cached[0] is not polygons:
            shapes = [shapely.Polygon(p.exterior, p.holes) for p in polygons]
            cached = (polygons, shapely.STRtree(shapes) if shapes else None)
            self._shapes[layer] = cached
        tree = cached[1]
        if tree is None:
            return None
        hits = tree.query(shapely.Point(point), predicate="intersects")
        return int(min(hits)) if len(hits) else None

    def _edge_at(self, point: Point) -> tuple[tuple[Layer, int, int, int], Point] | None:
        """The edge of the selected polygon under ``point``: where to insert a vertex."""
        polygon_key = self.selected_polygon()
        if polygon_key is None:
            return None
        layer, index = polygon_key
        polygons = shape_edits.polygons_of(self.sheet, layer)
        if index >= len(polygons):
            return None
        polygon = polygons[index]
        reach = self.pick_distance()
        px, py = point
        for ring_number, ring in enumerate((polygon.exterior, *polygon.holes)):
            for number, (ax, ay) in enumerate(ring):
                bx, by = ring[(number + 1) % len(ring)]
                dx, dy = bx - ax, by - ay
                length2 = dx * dx + dy * dy
                if length2 == 0:
                    continue
                t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
                cx, cy = ax + t * dx, ay + t * dy
                if np.hypot(px - cx, py - cy) <= reach and 0.0 < t < 1.0:
                    return (layer, index, ring_number, number + 1), edits.rounded((cx, cy))
        return None

    # -- mouse and keys -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Select and start a drag, add a place, or add a vertex, by tool."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self.map_point(event.position())
        if self.tool is Tool.ADD_LOCATION:
            self.location_added.emit(self.on_grid(point))
            event.accept()
            return
        if self.tool in DRAW_LAYERS:
            self._add_drawing_point(point)
            event.accept()
            return
        picked = self.pick(point)
        adding = bool(
            event.modifiers()
            & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        )
        box = self.transform_box()
        if box is not None and not adding:
            handle = self._box_handle_at(box, point)
            if handle is not None:
                self._start_transform(TransformDrag(handle[0], box, self.sheet, point, handle[1]))
                event.accept()
                return
        if adding:  # Shift/Ctrl: a place or vertex joins or leaves; elsewhere a band
            if picked.kind in (SelectionKind.LOCATION, SelectionKind.VERTEX):
                self._choose(self._toggled(picked))
            else:
                self.band = (point, point, group_of(self.selection))
                self.overlay.update()
            event.accept()
            return
        group = group_of(self.selection)
        if self.selection.kind is SelectionKind.GROUP and _in_group(picked, group):
            self._drag = (self.selection, self.sheet)  # the whole group moves
            self._drag_origin = point
            self._drag_anchor = self._point_of(picked, point)
            self._drag_moved = False
            event.accept()
            return
        if picked.kind in (SelectionKind.LOCATION, SelectionKind.VERTEX):
            self._choose(picked)
            self._drag = (picked, self.sheet)
            self._drag_moved = False
            event.accept()
            return
        inside = box is not None and box.contains(point, self.pick_distance())
        if box is not None and inside and picked in (self.selection, NOTHING):
            self._start_transform(TransformDrag(Handle.MOVE, box, self.sheet, point, -1, picked))
            event.accept()
            return
        self._choose(picked)
        super().mousePressEvent(event)

    def transform_box(self) -> TransformBox | None:
        """The box round the selected shape or group, when the Select tool is on."""
        if self.tool is not Tool.SELECT:
            return None
        return box_of(self.sheet, self.selection)

    def _box_handle_at(self, box: TransformBox, point: Point) -> tuple[Handle, int] | None:
        """The handle of ``box`` under ``point``: scaling by a corner (its number) or
        turning (-1); ``None`` if none is."""
        pixel = 1.0 / max(self.zoom(), 1e-9)
        reach = self.pick_distance()

        def near(handle: Point) -> bool:
            return bool(np.hypot(handle[0] - point[0], handle[1] - point[1]) <= reach)

        if near(box.rotate_handle(pixel)):
            return (Handle.ROTATE, -1)
        for number, corner in enumerate(box.corner_handles(pixel)):
            if near(corner):
                return (Handle.SCALE, number)
        return None

    def _start_transform(self, drag: TransformDrag) -> None:
        self._transform = drag
        self._drag_moved = False

    def _transformed_by(self, drag: TransformDrag, event: QMouseEvent) -> SheetMap:
        """The map as the box ``drag`` leaves it at the mouse of ``event`` (Shift turns
        in steps)."""
        in_steps = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        return transformed(drag, self.map_point(event.position()), in_steps=in_steps)

    def _point_of(self, picked: Selection, fallback: Point) -> Point:
        """Where a picked place or vertex is on the map (``fallback`` for anything else)."""
        try:
            if picked.kind is SelectionKind.LOCATION:
                return self.sheet.location(picked.key).point
            if picked.kind is SelectionKind.VERTEX:
                layer, index, ring, number = picked.key
                return shape_edits.ring_of(shape_edits.polygons_of(self.sheet, layer)[index], ring)[
                    number
                ]
        except (KeyError, IndexError):
            pass
        return fallback

    def _group_delta(self, point: Point) -> Point:
        """How far a group dragged to ``point`` moves: the place or vertex pressed lands on
        the grid when snapping is on, the others keep their offsets from it."""
        raw = (point[0] - self._drag_origin[0], point[1] - self._drag_origin[1])
        anchor = self._drag_anchor
        landed = self.on_grid((anchor[0] + raw[0], anchor[1] + raw[1]))
        return edits.rounded((landed[0] - anchor[0], landed[1] - anchor[1]))

    def _choose(self, selection: Selection) -> None:
        self.set_selection(selection)
        self.selection_changed.emit(selection)

    def _toggled(self, picked: Selection) -> Selection:
        """The selection with ``picked`` (a place or a vertex) added, or taken out."""
        group = group_of(self.selection)
        if picked.kind is SelectionKind.LOCATION:
            places = group.places ^ {picked.key}
            return selection_of(Group(places, group.vertices, group.polygon))
        layer, index, _, _ = picked.key
        vertices = group.vertices if group.polygon == (layer, index) else frozenset()
        return selection_of(Group(group.places, vertices ^ {picked.key}, (layer, index)))

    def band_rect(self) -> QRectF:
        """The rubber band in scene coordinates."""
        if self.band is None:
            return QRectF()
        (x0, y0), (x1, y1), _ = self.band
        return QRectF(to_scene((min(x0, x1), max(y0, y1))), to_scene((max(x0, x1), min(y0, y1))))

    def _band_group(self) -> Group:
        """The group the rubber band holds: its places and the handles' polygon's vertices
        inside it, added to the group it started from."""
        assert self.band is not None
        (x0, y0), (x1, y1), start = self.band
        x_low, x_high, y_low, y_high = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)

        def inside(x: float, y: float) -> bool:
            return x_low <= x <= x_high and y_low <= y <= y_high

        places = {loc.id for loc in self.sheet.locations if inside(loc.x, loc.y)}
        vertices: set[tuple[Layer, int, int, int]] = set()
        polygon = start.polygon
        if polygon is not None:
            polygons = shape_edits.polygons_of(self.sheet, polygon[0])
            if polygon[1] < len(polygons):
                shape = polygons[polygon[1]]
                for ring_number, ring in enumerate((shape.exterior, *shape.holes)):
                    vertices.update(
                        (*polygon, ring_number, number)
                        for number, (x, y) in enumerate(ring)
                        if inside(x, y)
                    )
        return Group(start.places | places, start.vertices | vertices, polygon)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Drag a place or a vertex live; show the next edge while drawing."""
        point = self.map_point(event.position())
        if self.band is not None:
            self.band = (self.band[0], point, self.band[2])
            self.overlay.update()
            event.accept()
            return
        if self._transform is not None:
            try:
                after = self._transformed_by(self._transform, event)
            except edits.EditError:
                after = self._transform.before
            self._drag_moved = True
            self.transform_moved.emit(after)
            event.accept()
            return
        if self._drag is not None and self._drag[0].kind is SelectionKind.GROUP:
            selection, before = self._drag
            self._drag_moved = True
            self.drag_moved.emit(selection, (before, self._group_delta(point)))
            event.accept()
            return
        if self._drag is not None:
            selection, _ = self._drag
            target = point
            if selection.kind is SelectionKind.VERTEX:
                layer, index, ring, number = selection.key
                own = shape_edits.ring_of(shape_edits.polygons_of(self.sheet, layer)[index], ring)[
                    number
                ]
                target = self.snapped(point, exclude=own)
            else:
                target = self.on_grid(point)
            self._drag_moved = True
            self.drag_moved.emit(selection, edits.rounded(target))
            event.accept()
            return
        if self.tool in DRAW_LAYERS and self.drawing:
            self.hover = self.snapped(point)
            self.overlay.update()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """End a drag: one undo step holding the map from before it."""
        if self.band is not None and event.button() == Qt.MouseButton.LeftButton:
            self.band = (self.band[0], self.map_point(event.position()), self.band[2])
            group = self._band_group()
            self.band = None
            self._choose(selection_of(group))
            event.accept()
            return
        if self._transform is not None and event.button() == Qt.MouseButton.LeftButton:
            drag = self._transform
            self._transform = None
            if self._drag_moved:
                try:
                    after = self._transformed_by(drag, event)
                except edits.EditError:
                    after = drag.before
                self.transform_finished.emit(self.selection, drag.handle, drag.before, after)
            elif drag.picked is not None:
                self._choose(drag.picked)
            event.accept()
            return
        if self._drag is not None and event.button() == Qt.MouseButton.LeftButton:
            selection, before = self._drag
            self._drag = None
            if self._drag_moved and selection.kind is SelectionKind.GROUP:
                delta = self._group_delta(self.map_point(event.position()))
                self.drag_finished.emit(selection, before, delta)
            elif self._drag_moved:
                point = self.map_point(event.position())
                if selection.kind is SelectionKind.VERTEX:
                    layer, index, ring, number = selection.key
                    own = shape_edits.ring_of(shape_edits.polygons_of(before, layer)[index], ring)[
                        number
                    ]
                    point = self.snapped(point, exclude=own)
                else:
                    point = self.on_grid(point)
                self.drag_finished.emit(selection, before, edits.rounded(point))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Finish a polygon being drawn, or insert a vertex into the selected one's edge."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        if self.tool in DRAW_LAYERS:
            self.finish_polygon()
            event.accept()
            return
        if self.tool is Tool.SELECT:
            edge = self._edge_at(self.map_point(event.position()))
            if edge is not None:
                self.vertex_inserted.emit(*edge)
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def nudge_step(self, *, grid_step: bool) -> float:
        """How far an arrow key nudges: a small step, or one grid step (Shift)."""
        if grid_step and self.grid_spacing > 0:
            return self.grid_spacing
        return NUDGE_STEP

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter finishes a polygon, Escape drops it (or the selection); an arrow key
        nudges the selection (Shift: by one grid step)."""
        key = event.key()
        direction = NUDGE_DIRECTIONS.get(Qt.Key(key))
        if (
            direction is not None
            and self.tool is Tool.SELECT
            and self._drag is None
            and self.selection.kind in NUDGED_KINDS
        ):
            grid_step = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            step = self.nudge_step(grid_step=grid_step)
            self.nudged.emit(
                self.selection,
                edits.rounded((direction[0] * step, direction[1] * step)),
                event.isAutoRepeat(),
            )
            event.accept()
            return
        if self.tool in DRAW_LAYERS and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish_polygon()
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            if self.drawing:
                self.drawing = []
                self.hover = None
            else:
                self.set_selection(NOTHING)
                self.selection_changed.emit(NOTHING)
            self.overlay.update()
            event.accept()
            return
        super().keyPressEvent(event)

    def _add_drawing_point(self, point: Point) -> None:
        snapped = self.snapped(point)
        if len(self.drawing) >= 3 and snapped == self.drawing[0]:
            self.finish_polygon()  # a click on the first vertex closes the ring
            return
        if self.drawing and snapped == self.drawing[-1]:
            return  # the second click of a double-click
        self.drawing.append(snapped)
        self.overlay.update()

    def finish_polygon(self) -> None:
        """Close the polygon being drawn (3 vertices at least) and announce it."""
        layer = DRAW_LAYERS.get(self.tool)
        points = self.drawing
        self.drawing = []
        self.hover = None
        self.overlay.update()
        if layer is not None and len(points) >= 3:
            self.polygon_finished.emit(layer, tuple(points))


def _modified_stamp(image: str, map_path: Path | None) -> float:
    """When the tracing image's file last changed (-1 if there is none to ask about), so
    that an image changed on disk is read again."""
    if "\0" in image:
        return -1.0
    try:
        return background_image_path(image, map_path).stat().st_mtime
    except OSError:
        return -1.0
