"""The pad map as a graphics scene: the printed sheet, its names, the route drawn on it
and its moments, composed from ``map_art``, ``map_labels``, ``map_overlays`` and
``map_motion`` (coordinates: ``scene_geometry``).

Everything printed on the sheet (paper, land, area tints, sea, coastline, canals,
mountains, the places and their names) is the scene's background, which the view caches
as a picture (``QGraphicsView.CacheBackground``): dragging the ruler repaints the ruler
over that picture, not the map. Names and symbols keep their size on screen and names
hide by importance when zoomed out. Routes, adventure circles and the ruler are items.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRect, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QToolTip,
    QWidget,
)

from eighty_days.sheet.model import Point, SheetMap
from eighty_days.ui.art.celebration import WinnerFrameItem
from eighty_days.ui.art.water_lines import WaterLines
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.journey.map_art import TABLE_BROWN, PrintedSheet
from eighty_days.ui.journey.map_labels import MapLabel, SheetNames
from eighty_days.ui.journey.map_motion import SheetMoments
from eighty_days.ui.journey.map_overlays import (
    Z_ADVENTURE,
    Z_ROUTES,
    PenRing,
    RouteDrawing,
    RouteInk,
)
from eighty_days.ui.journey.scene_geometry import to_scene

#: How long after its first drawing the sheet's finishing touches come (ms; see
#: ``SheetScene.finish_art``): the window shows first.
FINISH_ART_MS = 80


class ZoomListener(Protocol):
    """An item that adapts to the view's zoom (handle sizes in pixels)."""

    def on_zoom(self, pixel_size: float) -> None:
        """React to a new pixel size (map units per screen pixel)."""


class SheetScene(QGraphicsScene):
    """One sheet of the pad: the printed map plus the routes of the player looked at."""

    def __init__(
        self, sheet: SheetMap, parent: QWidget | None = None, *, translate_names: bool = True
    ) -> None:
        super().__init__(parent)
        self.sheet = sheet
        # a printed name as shown: in the chosen language in a game, as written (the map's
        # data) in the editor
        self.name_text: Callable[[str], str] = map_name if translate_names else str
        x_min, y_min, x_max, y_max = sheet.bounds
        margin = 4.0
        self.map_rect = QRectF(x_min, -y_max, x_max - x_min, y_max - y_min)
        self.setSceneRect(self.map_rect.adjusted(-margin, -margin, margin, margin))
        self.setBackgroundBrush(QBrush(TABLE_BROWN))
        #: Length of one screen pixel in map units at the view's zoom (for handles).
        self.pixel_size = 0.25
        self.zoom_listeners: list[ZoomListener] = []
        self._route_item: RouteInk | None = None
        self._shown_route: RouteDrawing | None = None
        #: The moments: the route's pen stroke, an arrival's celebration, a winner's frame.
        self.moments = SheetMoments(self, self.map_rect, lambda: self._route_item)
        self.route_motion = self.moments.route_motion
        self.celebration_motion = self.moments.celebration_motion
        self.winner_frame_motion = self.moments.winner_frame_motion
        self._adventure_items: list[QGraphicsItem] = []
        #: Whether the finishing touches are drawn (see ``finish_art``).
        self.art_finished = False
        self._finishing = False
        self._art: PrintedSheet | None = None
        self._names: SheetNames | None = None

    # -- the printed sheet -----------------------------------------------------------

    @property
    def art(self) -> PrintedSheet:
        """What is printed but the names (made when first needed: a start that draws the
        sheet's kept first picture, ``first_frame``, needs it only after its first frame)."""
        if self._art is None:
            self._art = PrintedSheet(self.sheet, self.map_rect, self.name_text)
        return self._art

    @property
    def names(self) -> SheetNames:
        """The printed names (made when first needed, as ``art``)."""
        if self._names is None:
            self._names = SheetNames(self.sheet, self.map_rect, self.art.land, self.name_text)
        return self._names

    @property
    def labels(self) -> list[MapLabel]:
        """Every printed name (areas' first, then places')."""
        return self.names.labels

    @property
    def water_lines(self) -> WaterLines:
        """The coast's water-lines (worked out just after the first paint, kept per zoom)."""
        return self.art.water_lines

    @property
    def sheet_rects(self) -> list[tuple[QRectF, str]]:
        """The sheets of the pad (scene rectangles) with their names."""
        return self.art.sheet_rects

    @property
    def mountain_peaks(self) -> int:
        """How many peaks are drawn in the mountain bands."""
        return self.art.mountain_peaks

    @property
    def mountain_layout(self) -> Any:
        """The peaks' layout with the work it took (grid points, crossings, lookups)."""
        return self.art.mountain_layout

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The printed sheet: paper, the sea's water-lines, land and washes, the coast in ink,
        the features, the ornaments, then the places and the names."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.art.paint(painter, rect)
        self.paint_names(painter, rect)
        self.begin_finishing()

    def begin_finishing(self) -> None:
        """After the sheet is first drawn: its finishing touches come ``FINISH_ART_MS``
        later (once; see ``finish_art``)."""
        if not self.art_finished and not self._finishing:
            self._finishing = True
            QTimer.singleShot(FINISH_ART_MS, self, self.finish_art)

    def paint_names(self, painter: QPainter, rect: QRectF) -> None:
        """The places' symbols and the printed names within ``rect`` (scene), over the art."""
        self.art.paint_symbols(painter, rect)
        self.names.paint(painter, rect)

    def finish_art(self) -> None:
        """The finishing touches, worked out just after the sheet is first drawn (numpy
        and shapely are not loaded for the start): the coast's water-lines, and the area
        names written at sea moved onto their land where it can carry them (at sea still
        where they do not fit there)."""
        if self.art_finished:
            return
        self.names.move_names_onto_land()
        self.art.water_lines.prepare()
        self.art_finished = True
        self.invalidate(self.drawn_unfinished(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawn_unfinished(self) -> QRectF:
        """The part of the sheet that may have been drawn without the finishing touches
        (painted again once they come): the whole sheet."""
        return self.sceneRect()

    def ornament_layout(
        self, transform: QTransform
    ) -> tuple[list[tuple[QRectF, str]], QRectF | None]:
        """Where the title cartouches (box and sheet name) and the compass rose go, in
        device pixels under ``transform`` (see ``PrintedSheet.ornament_layout``)."""
        return self.art.ornament_layout(transform)

    def follow_ui_scale(self) -> None:
        """Resize the printed names to the current UI scale (Settings → Text size)."""
        if self.names.follow_ui_scale():
            self.update()

    # -- zoom-dependent detail and tooltips --------------------------------------------

    def apply_zoom(self, zoom: float) -> None:
        """Tell zoom-aware items the view's zoom (pixels per map unit)."""
        self.pixel_size = 1.0 / zoom
        for listener in self.zoom_listeners:
            listener.on_zoom(self.pixel_size)

    def tooltip_at(self, scene_pos: QPointF) -> str:
        """The tooltip of what is printed at ``scene_pos``: a place, a feature or an area."""
        return self.art.tooltip_at(scene_pos, self.pixel_size)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """Items' own tooltips first (the ruler, circles), else what is printed there."""
        for item in self.items(event.scenePos()):
            if item.toolTip():
                super().helpEvent(event)
                return
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.accept()

    # -- dynamic parts -----------------------------------------------------------------

    def show_adventures(self, location_ids: Iterable[str]) -> None:
        """Ring the adventure locations whose cards still wait on the table (a red pen ring),
        and only those: the rings drawn before go (``waiting_adventure_places``)."""
        for item in self._adventure_items:
            self.removeItem(item)
        self._adventure_items = []
        for location_id in location_ids:
            if not self.sheet.has_location(location_id):
                continue
            location = self.sheet.location(location_id)
            radius = max(location.snap_radius * 1.6, 1.2)
            ring = PenRing(radius, seed=sum(map(ord, location_id)))
            ring.setPos(to_scene(location.point))
            ring.setZValue(Z_ADVENTURE)
            ring.setToolTip(
                plain_tooltip(  # the map's words as written
                    self.tr("{name}: an adventure card waits here").format(
                        name=self.name_text(location.name)
                    )
                )
            )
            self.addItem(ring)
            self._adventure_items.append(ring)

    @property
    def route_item(self) -> RouteInk | None:
        """The item drawing the shown route (None when no route is shown)."""
        return self._route_item

    def show_route(self, drawing: RouteDrawing | None) -> None:
        """Draw (or clear) the route of the sheet's owner in ink, a dot at each stop.

        When the drawing is the one shown plus a new leg, the new leg is drawn as a pen
        stroke (``route_motion``); anything else is shown at once.
        """
        before = self._shown_route
        self._shown_route = drawing
        self.route_motion.stop()
        if self._route_item is not None:
            self.removeItem(self._route_item)
            self._route_item = None
        if drawing is None:
            return
        item = RouteInk(drawing)
        item.setZValue(Z_ROUTES)
        self.addItem(item)
        self._route_item = item
        grown = (
            before is not None
            and before.colour == drawing.colour
            and len(drawing.legs) == len(before.legs) + 1
            and drawing.legs[: len(before.legs)] == before.legs
        )
        arrived = grown and self._is_arrival(drawing.legs[-1][-1])
        if grown:
            self.route_motion.start()
        if arrived:
            self.moments.celebrate(to_scene(drawing.legs[-1][-1]), drawing.colour)

    def _is_arrival(self, point: Point) -> bool:
        if not self.sheet.has_location(self.sheet.arrival):
            return False
        arrival = self.sheet.arrival_location
        return math.hypot(point[0] - arrival.x, point[1] - arrival.y) <= max(
            arrival.snap_radius, 1e-6
        )

    @property
    def winner_frame(self) -> WinnerFrameItem | None:
        """The frame round the sheet of a winner (None unless a winner's sheet is shown)."""
        return self.moments.winner_frame

    def frame_winner(self, title: str | None, colour: QColor | None = None) -> bool:
        """Frame the sheet as a winner's (see ``SheetMoments.frame_winner``); ``None`` takes
        the frame away. Returns whether a new frame was put up."""
        return self.moments.frame_winner(title, colour)
