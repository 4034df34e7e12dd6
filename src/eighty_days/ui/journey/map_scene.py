"""The pad map as a graphics scene: paper, coastlines, areas, places, routes.

Scene coordinates are map units with the y axis flipped (scene y = −latitude), so north
is up. Everything printed on the sheet (paper, land, area tints, sea, coastline, canals,
mountains, the places and their names) is the scene's background, which the view caches
as a picture (``QGraphicsView.CacheBackground``): dragging the ruler repaints the ruler
over that picture, not the map. Names and symbols keep their size on screen and names
hide by importance when zoomed out. Routes, adventure circles and the ruler are items.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from eighty_days.sheet.model import Location, LocationType, Point, Polygon, SheetMap
from eighty_days.sheet.planar import interior_point, ring_area
from eighty_days.ui.art import sheet_art
from eighty_days.ui.art.celebration import CelebrationItem, WinnerFrameItem
from eighty_days.ui.art.mountain_peaks import lay_out_peaks
from eighty_days.ui.art.paper import land_brush, paint_paper
from eighty_days.ui.art.water_lines import WATER_LINES, WaterLines
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.palette import (
    DETOUR_RED,
    FAINT_INK,
    INK,
    MOUNTAIN_INK,
    PAPER,
    PAPER_EDGE,
    SEA_INK,
)
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.motion import Motion
from eighty_days.ui.ui_scale import scaled_points, ui_scale_factor

if TYPE_CHECKING:
    from eighty_days.engine.journey import JourneyState

#: Z order of the items above the printed sheet.
Z_ROUTES, Z_ADVENTURE, Z_RULER = 10, 12, 20

LOCATION_TYPE_TIPS: dict[LocationType, str] = {
    LocationType.CITY: str(QT_TRANSLATE_NOOP("SheetScene", "City: income cards pay here")),
    LocationType.PORT: str(
        QT_TRANSLATE_NOOP("SheetScene", "Port: ships may leave or reach the coast here")
    ),
    LocationType.ISLAND: str(QT_TRANSLATE_NOOP("SheetScene", "Island")),
    LocationType.OUTPOST: str(QT_TRANSLATE_NOOP("SheetScene", "Outpost")),
    LocationType.ADVENTURE: str(
        QT_TRANSLATE_NOOP(
            "SheetScene", "Adventure location: 2 fame points when your route ends here"
        )
    ),
}

#: Minimum zoom (pixels per map unit) at which a place's name is shown, by importance.
LABEL_MIN_ZOOM: dict[LocationType, float] = {
    LocationType.CITY: 3.0,
    LocationType.ADVENTURE: 4.5,
    LocationType.PORT: 7.0,
    LocationType.ISLAND: 8.0,
    LocationType.OUTPOST: 8.0,
}
#: Which names win where they would overlap (lower first).
LABEL_PRIORITY: dict[LocationType, int] = {
    LocationType.CITY: 1,
    LocationType.ADVENTURE: 2,
    LocationType.PORT: 3,
    LocationType.ISLAND: 4,
    LocationType.OUTPOST: 4,
}
#: Area names show from this zoom on (they are the overview's labels).
AREA_LABEL_MIN_ZOOM = 1.5
AREA_LABEL_PRIORITY = 5
#: Size of a place's symbol on screen, in pixels.
SYMBOL_SIZE = 11.0
#: The table under the sheets.
TABLE_BROWN = QColor("#6f604b")
#: The date line's ink.
DATE_LINE_INK = QColor("#8a4b2a")
#: How long a new leg of a route takes to be drawn, at normal speed (ms).
ROUTE_STROKE_MS = 500
#: How long the celebration of an arrival lasts, at normal speed (ms).
CELEBRATION_MS = 2200
#: How long the winner's frame takes to be drawn round the sheet, at normal speed (ms).
WINNER_FRAME_MS = 1800
#: How long after its first drawing the sheet's finishing touches come (ms; see
#: ``SheetScene.finish_art``): the window shows first.
FINISH_ART_MS = 80
#: How near (pixels) the pointer must be to a place for its tooltip.
TOOLTIP_REACH_PX = 8.0


class ZoomListener(Protocol):
    """An item that adapts to the view's zoom (handle sizes in pixels)."""

    def on_zoom(self, pixel_size: float) -> None:
        """React to a new pixel size (map units per screen pixel)."""


def to_scene(point: Point) -> QPointF:
    """A map point as a scene point (y flipped so north is up)."""
    return QPointF(point[0], -point[1])


def from_scene(point: QPointF) -> Point:
    """A scene point as a map point."""
    return (point.x(), -point.y())


def ring_polygon(ring: Sequence[Point]) -> QPolygonF:
    """A closed ring as a scene polygon."""
    polygon = QPolygonF([QPointF(x, -y) for x, y in ring])
    if len(ring) > 0:
        polygon.append(QPointF(ring[0][0], -ring[0][1]))
    return polygon


def polygon_path(polygons: Iterable[Polygon]) -> QPainterPath:
    """One painter path (odd-even filled) for several model polygons with their holes."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in polygons:
        path.addPolygon(ring_polygon(polygon.exterior))
        for hole in polygon.holes:
            path.addPolygon(ring_polygon(hole))
    return path


def land_path(polygons: Sequence[Polygon]) -> QPainterPath:
    """The land as the rules see it: the union of the polygons (an overlap of two land
    polygons is land, not a hole), as an odd-even path of rings that do not overlap.

    Each outer ring is drawn one way round and each hole the other, so that the winding
    fill counts how many polygons hold a point; ``simplified`` turns that into the union.
    """
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for polygon in polygons:
        for number, ring in enumerate((polygon.exterior, *polygon.holes)):
            clockwise = _ring_twice_area(ring) < 0
            wanted = number > 0  # holes turn the other way
            path.addPolygon(ring_polygon(ring[::-1] if clockwise != wanted else ring))
    return path.simplified()


def _ring_twice_area(ring: Sequence[Point]) -> float:
    """Twice the signed area of a ring (positive counterclockwise), the shoelace sum."""
    total = 0.0
    previous = ring[-1] if ring else (0.0, 0.0)
    for point in ring:
        total += previous[0] * point[1] - point[0] * previous[1]
        previous = point
    return total


def shapely_path(geometry: object) -> QPainterPath:
    """A painter path for a shapely (multi)polygon."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for part in getattr(geometry, "geoms", [geometry]):
        if part.geom_type != "Polygon" or part.is_empty:
            continue
        path.addPolygon(ring_polygon(list(part.exterior.coords)[:-1]))
        for interior in part.interiors:
            path.addPolygon(ring_polygon(list(interior.coords)[:-1]))
    return path


def lettering_angle(ring: Sequence[Point]) -> float:
    """The screen angle (degrees, within ±30) along which an area's name is lettered: the
    long axis of its largest polygon."""
    if len(ring) < 3:
        return 0.0
    n = len(ring)
    mx = sum(x for x, _ in ring) / n
    my = sum(y for _, y in ring) / n
    sxx = sum((x - mx) ** 2 for x, _ in ring)
    syy = sum((y - my) ** 2 for _, y in ring)
    sxy = sum((x - mx) * (y - my) for x, y in ring)
    if sxx + syy <= 0 or (abs(sxx - syy) < 1e-9 and abs(sxy) < 1e-9):
        return 0.0
    axis = 0.5 * math.degrees(math.atan2(2 * sxy, sxx - syy))  # map degrees, y north
    if axis > 90:
        axis -= 180
    elif axis < -90:
        axis += 180
    return max(-30.0, min(30.0, -axis))  # screen y points down


def cosmetic_pen(
    colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine
) -> QPen:
    """A pen of constant on-screen width, with round joins."""
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


PLACE_PAINTERS = {
    LocationType.CITY: sheet_art.paint_city,
    LocationType.PORT: sheet_art.paint_port,
    LocationType.ISLAND: sheet_art.paint_island,
    LocationType.OUTPOST: sheet_art.paint_outpost,
    LocationType.ADVENTURE: sheet_art.paint_adventure,
}


def paint_place_symbol(painter: QPainter, kind: LocationType, centre: QPointF) -> None:
    """Draw the printed icon of a place of type ``kind`` at ``centre`` (device pixels)."""
    PLACE_PAINTERS[kind](painter, centre, SYMBOL_SIZE)


@dataclass(frozen=True, slots=True)
class MapLabel:
    """A name printed on the sheet: anchored at a scene point, a fixed size on screen.

    ``min_zoom`` hides it when zoomed out (level of detail); ``centred`` labels (areas,
    sheets) sit on their anchor, others (places) just right of their symbol. Where names
    would overlap, the more important one (lower ``priority``) is written.
    """

    text: str
    anchor: QPointF
    min_zoom: float
    font: QFont
    colour: QColor
    centred: bool = False
    #: Lower goes first; a name that would overlap one already written is left out.
    priority: int = 0
    #: Degrees clockwise on screen (area names are lettered along their area).
    angle: float = 0.0
    #: Other places for a centred name (anchor, angle), tried in turn where it would
    #: overlap a name already written (an area's name at sea beside its land).
    alternatives: tuple[tuple[QPointF, float], ...] = ()


@dataclass(frozen=True, slots=True)
class RouteDrawing:
    """What the scene needs to draw one player's route: the polylines and the ink."""

    legs: tuple[tuple[Point, ...], ...]
    colour: QColor


def waiting_adventure_places(state: JourneyState) -> tuple[str, ...]:
    """The places of the adventure cards still waiting on the table (dealt, not yet claimed
    by anyone): the places every sheet rings, whatever state is shown (after a claim, an
    undo or a game opened)."""
    cards = {card.id: card.location for card in state.config.sheet.adventure_cards}
    return tuple(cards[card] for card in state.unclaimed_adventures if card in cards)


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
        #: The printed features over the land in drawing order: (path, pen, brush).
        self._layers: list[tuple[QPainterPath, QPen, QBrush]] = []
        self.labels: list[MapLabel] = []
        #: Length of one screen pixel in map units at the view's zoom (for handles).
        self.pixel_size = 0.25
        self.zoom_listeners: list[ZoomListener] = []
        self._route_item: RouteInk | None = None
        self._shown_route: RouteDrawing | None = None
        #: The pen stroke drawing a new leg of the route (see ``show_route``).
        self.route_motion = Motion(ROUTE_STROKE_MS, self._stroke_step, self)
        self._celebration: CelebrationItem | None = None
        #: The celebration of an arrival in London (see ``celebrate``).
        self.celebration_motion = Motion(
            CELEBRATION_MS, self._celebration_step, self, easing=QEasingCurve.Type.Linear
        )
        self._winner_frame: WinnerFrameItem | None = None
        #: The frames already drawn round once (title, colour): shown at once again.
        self._frames_drawn: set[tuple[str, str]] = set()
        #: The winner's frame drawn round the sheet (see ``frame_winner``).
        self.winner_frame_motion = Motion(WINNER_FRAME_MS, self._winner_frame_step, self)
        self._adventure_items: list[QGraphicsItem] = []
        self._area_paths: list[tuple[QPainterPath, str]] = []
        # the land as shapely polygons and their search tree, made when needed
        self._land_shapes: tuple[Any, Any, Any] | None = None
        #: Area names written at sea: (label index, region part, the area's places).
        self._names_at_sea: list[tuple[int, Polygon, list[Point]]] = []
        #: Whether the finishing touches are drawn (see ``finish_art``).
        self.art_finished = False
        self._finishing = False
        self._area_washes: list[tuple[QPainterPath, QColor]] = []
        self._feature_paths: list[tuple[QPainterPath, str]] = []
        self._mountain_outlines = QPainterPath()
        self._mountain_shades = QPainterPath()
        #: The sheets of the pad (scene rectangles) with their names.
        self.sheet_rects: list[tuple[QRectF, str]] = []
        #: The UI scale the names' fonts were made for (see ``follow_ui_scale``).
        self.label_scale = ui_scale_factor()
        # One path for all the land the rules use (their union): it is filled, rippled and
        # inked as a whole.
        land = land_path(sheet.land)
        self._land_path = land
        #: The coast's water-lines (worked out just after the first paint, kept per zoom).
        self.water_lines = WaterLines(land)
        self._build_paper()
        self._build_areas()
        self._build_features()
        self._build_place_labels()

    # -- the printed sheet -----------------------------------------------------------

    def _build_paper(self) -> None:
        y_min, y_max = self.sheet.bounds[1], self.sheet.bounds[3]
        for part in self.sheet.sheets:
            self.sheet_rects.append(
                (
                    QRectF(part.x_min, -y_max, part.x_max - part.x_min, y_max - y_min),
                    self.name_text(part.name),
                )
            )
        if not self.sheet.sheets:
            self.sheet_rects.append((QRectF(self.map_rect), self.name_text(self.sheet.name)))

    def _build_areas(self) -> None:
        """Wash each area (its region polygons, or a patch round its places) in watercolour.

        Washes are clipped to the land when painted, so regions may reach into the sea.
        """
        font = QFont("serif")
        font.setPointSizeF(scaled_points(9))
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 2.2)
        for area in self.sheet.areas:
            points = [loc.point for loc in self.sheet.locations if loc.area == area.id]
            # where the name goes (anchor, angle), and whether that is at sea
            anchors: list[tuple[Point, float, Polygon | None]] = []
            if area.region:
                path = polygon_path(area.region)
                # inside each large part of the region (a coarse polygon: an area on both
                # edges of the map is named on both), on its land where it has some
                largest = max(ring_area(part.exterior) for part in area.region)
                for part in area.region:
                    if ring_area(part.exterior) < 0.2 * largest:
                        continue
                    anchor = interior_point(part.exterior)
                    at_sea = not self._land_path.contains(to_scene(anchor))
                    # (a name at sea goes onto its land in ``finish_art`` where it can)
                    anchors.append(
                        (anchor, lettering_angle(part.exterior), part if at_sea else None)
                    )
            elif points:
                # a map without drawn regions: discs round the area's places (shapely
                # only here; the shipped maps draw their regions)
                from shapely.geometry import MultiPoint

                path = shapely_path(MultiPoint(points).buffer(self.sheet.ruler_unit * 0.8))
                middle = (
                    sum(x for x, _ in points) / len(points),
                    sum(y for _, y in points) / len(points),
                )
                anchors.append((middle, 0.0, None))
            else:
                continue
            self._area_washes.append((path, QColor(area.colour)))
            self._area_paths.append(
                (
                    path,
                    QCoreApplication.translate(
                        "SheetScene", "Area: {name} (1 fame point for ending a route here)"
                    ).format(name=self.name_text(area.name)),
                )
            )
            for anchor, angle, sea_part in anchors:
                if sea_part is not None:
                    self._names_at_sea.append((len(self.labels), sea_part, points))
                self.labels.append(
                    MapLabel(
                        self.name_text(area.name).upper(),
                        to_scene(anchor),
                        AREA_LABEL_MIN_ZOOM,
                        font,
                        QColor(107, 90, 68, 220),
                        centred=True,
                        priority=AREA_LABEL_PRIORITY,
                        angle=angle,
                    )
                )

    def _land_label_place(
        self, part: Polygon, places: Sequence[Point]
    ) -> tuple[Point, float] | None:
        """Where on the land of a region's ``part`` an area's name goes, and the angle
        along that land: the piece of land holding most of the area's ``places`` (the
        largest of those), else the largest piece; None when there is no land to carry the
        name (a sea of small islands)."""
        import numpy as np
        import shapely
        from shapely.geometry import Polygon as ShapelyPolygon

        if self._land_shapes is None:
            outlines = [polygon.exterior for polygon in self.sheet.land]
            flat = itertools.chain.from_iterable(itertools.chain.from_iterable(outlines))
            coordinates = np.fromiter(flat, dtype=float).reshape(-1, 2)
            indices = np.repeat(np.arange(len(outlines)), [len(ring) for ring in outlines])
            shapes = shapely.polygons(shapely.linearrings(coordinates, indices=indices))
            self._land_shapes = (shapes, shapely.STRtree(shapes), shapely.area(shapes))
        shapes, tree, areas = self._land_shapes
        shape = ShapelyPolygon(part.exterior, part.holes)
        if not shape.is_valid:
            shape = shape.buffer(0)
        dots = shapely.points(np.array(places, dtype=float).reshape(-1, 2))
        near = self.sheet.ruler_unit * 0.1
        best = None
        best_score = (0, 0.0)
        for index in tree.query(shape).tolist():
            if areas[index] < 0.01 * shape.area:
                continue  # (an island too small to carry the name)
            try:
                # (cut to the region's box first: far quicker on a continent)
                piece = shape.intersection(shapely.clip_by_rect(shapes[index], *shape.bounds))
            except shapely.errors.GEOSException:
                continue  # (the land's outlines are checked when the map loads)
            for candidate in getattr(piece, "geoms", [piece]):
                if candidate.geom_type != "Polygon" or candidate.area < 0.01 * shape.area:
                    continue  # (an island too small to carry the name)
                # ports lie on the coast: near the land is on it
                held = int(np.count_nonzero(shapely.dwithin(candidate, dots, near)))
                score = (held, candidate.area)
                if score > best_score:
                    best, best_score = candidate, score
        if best is None or (best_score[0] == 0 and best.area < 0.03 * shape.area):
            return None
        return self._roomy_point(best), lettering_angle(list(best.exterior.coords)[:-1])

    def _roomy_point(self, piece: Any) -> Point:
        """A point of the shapely polygon ``piece`` with room for a name: far from its
        edge and from the places (whose names are written first), counted wider across
        than up and down as a name is."""
        import numpy as np
        import shapely

        x0, y0, x1, y1 = piece.bounds
        grid_x, grid_y = np.meshgrid(np.linspace(x0, x1, 18)[1:-1], np.linspace(y0, y1, 13)[1:-1])
        xs, ys = grid_x.ravel(), grid_y.ravel()
        inside = shapely.contains_xy(piece, xs, ys)
        if not inside.any():
            middle = piece.representative_point()
            return (middle.x, middle.y)
        xs, ys = xs[inside], ys[inside]
        edge = piece.boundary.simplify((x1 - x0) / 60)  # (a coarse edge is enough)
        room = shapely.distance(edge, shapely.points(xs, ys))
        places = np.array([location.point for location in self.sheet.locations], dtype=float)
        if len(places):
            # a place's name is written to the right of its symbol
            named = places[None, :, 0] + self.sheet.ruler_unit * 0.3
            across = (xs[:, None] - named) / 3.0
            down = ys[:, None] - places[None, :, 1]
            room = np.minimum(room, np.min(np.hypot(across, down), axis=1))
        best = int(np.argmax(room))
        return (float(xs[best]), float(ys[best]))

    def _build_features(self) -> None:
        """Canals, mountains, the antimeridian seam and the red start and arrival lines."""
        sheet = self.sheet
        if sheet.canals:
            canals = polygon_path(sheet.canals)
            self._layers.append((canals, cosmetic_pen(SEA_INK, 1.5), QBrush(QColor("#a9c4d6"))))
            for canal in sheet.canals:
                tip = QCoreApplication.translate(
                    "SheetScene", "{name}: sea for ships, land for trains"
                ).format(
                    name=self.name_text(canal.name)
                    or QCoreApplication.translate("SheetScene", "Canal")
                )
                self._feature_paths.append((polygon_path([canal]), tip))
        if sheet.mountains:
            hatch = QColor(MOUNTAIN_INK)
            hatch.setAlpha(110)
            brush = QBrush(hatch, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(QTransform.fromScale(0.05, 0.05))
            mountains = polygon_path(sheet.mountains)
            self._layers.append((mountains, cosmetic_pen(MOUNTAIN_INK, 1.2), brush))
            self._build_mountain_symbols()
            for mountain in sheet.mountains:
                tip = QCoreApplication.translate(
                    "SheetScene", "{name}: no route may cross them, balloons included"
                ).format(
                    name=self.name_text(mountain.name)
                    or QCoreApplication.translate("SheetScene", "Mountains")
                )
                self._feature_paths.append((polygon_path([mountain]), tip))
        y_min, y_max = sheet.bounds[1], sheet.bounds[3]
        seam = QPainterPath()
        for part in sheet.sheets[1:]:
            if abs(part.x_min - sheet.antimeridian_x) > 1e-6:
                seam.moveTo(part.x_min, -y_max)
                seam.lineTo(part.x_min, -y_min)
        self._layers.append((seam, cosmetic_pen(FAINT_INK, 1.0), QBrush()))
        date_line = QPainterPath()
        date_line.moveTo(sheet.antimeridian_x, -y_max)
        date_line.lineTo(sheet.antimeridian_x, -y_min)
        dashes = cosmetic_pen(DATE_LINE_INK, 1.6, Qt.PenStyle.CustomDashLine)
        dashes.setDashPattern([6.0, 4.0])
        dashes.setCapStyle(Qt.PenCapStyle.FlatCap)
        self._layers.append((date_line, dashes, QBrush()))
        edges = QPainterPath()
        for x in (sheet.bounds[0], sheet.bounds[2]):
            edges.moveTo(x, -y_max)
            edges.lineTo(x, -y_min)
        self._layers.append((edges, cosmetic_pen(DETOUR_RED, 2), QBrush()))

    def _build_mountain_symbols(self) -> None:
        """Little drawn peaks packed inside the hatched bands, each peak wholly inside its
        band (clipped to the map) and clear of the others: laid out on a grid once per band
        geometry (``mountain_peaks``), in time linear in the band."""
        rect = self.map_rect
        clip = (rect.left(), rect.top(), rect.right(), rect.bottom())
        bands = [
            [[(x, -y) for x, y in ring] for ring in (band.exterior, *band.holes)]
            for band in self.sheet.mountains
        ]
        peaks = lay_out_peaks(bands, max(self.sheet.ruler_unit * 0.15, 0.4), clip)
        for x, y in peaks.centres:
            outline, shade = sheet_art.mountain_peak(QPointF(x, y), peaks.size)
            self._mountain_outlines.addPath(outline)
            self._mountain_shades.addPath(shade)
        self.mountain_peaks = len(peaks.centres)
        #: The peaks' layout with the work it took (grid points, crossings, lookups).
        self.mountain_layout = peaks

    def _build_place_labels(self) -> None:
        font = QFont()
        font.setPointSizeF(scaled_points(8))
        for location in self.sheet.locations:
            self.labels.append(
                MapLabel(
                    self.name_text(location.name),
                    to_scene(location.point),
                    LABEL_MIN_ZOOM[location.type],
                    font,
                    INK,
                    priority=LABEL_PRIORITY[location.type],
                )
            )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The printed sheet: paper, the sea's water-lines, land and washes, the coast in ink,
        the features, the ornaments, then the places and the names."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        transform = painter.worldTransform()
        self._paint_paper(painter, transform)
        land = self._land_path
        if land.controlPointRect().intersects(rect):
            self._paint_water_lines(painter, transform)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(land_brush(transform, transform.map(self.map_rect.topLeft())))
            painter.drawPath(land)
            self._paint_washes(painter, rect)
            # one pixel wide: Qt's fast path for thin lines (a wider pen is 100× slower here)
            painter.setPen(cosmetic_pen(INK, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(land)
        for path, pen, brush in self._layers:
            # (a straight line's box has no width: widen it before asking)
            if not path.controlPointRect().adjusted(-1, -1, 1, 1).intersects(rect):
                continue
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)
        if not self._mountain_outlines.isEmpty():
            ink, shade = sheet_art.mountain_colours()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            painter.drawPath(self._mountain_shades)
            painter.setPen(cosmetic_pen(ink, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._mountain_outlines)
        self._paint_ornaments(painter, transform)
        self._draw_places(painter, rect)
        if not self.art_finished and not self._finishing:
            self._finishing = True
            QTimer.singleShot(FINISH_ART_MS, self, self.finish_art)

    def finish_art(self) -> None:
        """The finishing touches, worked out just after the sheet is first drawn (numpy
        and shapely are not loaded for the start): the coast's water-lines, and the area
        names written at sea moved onto their land where it can carry them (at sea still
        where they do not fit there)."""
        if self.art_finished:
            return
        for index, part, places in self._names_at_sea:
            on_land = self._land_label_place(part, places)
            if on_land is not None:
                label = self.labels[index]
                self.labels[index] = replace(
                    label,
                    anchor=to_scene(on_land[0]),
                    angle=on_land[1],
                    alternatives=((label.anchor, label.angle),),
                )
        self.water_lines.prepare()
        self.art_finished = True
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _paint_paper(self, painter: QPainter, transform: QTransform) -> None:
        """Each sheet: its shadow on the table, the paper in device pixels, a printed frame."""
        painter.save()
        painter.resetTransform()
        origin = transform.map(self.map_rect.topLeft())
        for scene_rect, _name in self.sheet_rects:
            device = transform.mapRect(scene_rect)
            painter.fillRect(device.translated(3, 4), QColor(30, 20, 10, 70))
            paint_paper(painter, device, origin)
            painter.setPen(cosmetic_pen(PAPER_EDGE, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(device)
        painter.restore()

    def _paint_water_lines(self, painter: QPainter, transform: QTransform) -> None:
        """The water-lines along the coast on the sea side: a few thin lines, each farther
        out and fainter (the land, painted next, hides where they run onto land)."""
        if not self.water_lines.is_ready:
            return  # (they come with ``finish_art``)
        zoom = math.hypot(transform.m11(), transform.m12())
        painter.save()
        painter.setClipRect(self.map_rect, Qt.ClipOperation.IntersectClip)  # on the paper
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for path, (_distance, alpha) in zip(self.water_lines.paths(zoom), WATER_LINES, strict=True):
            water = QColor(SEA_INK)
            water.setAlpha(alpha)
            # one pixel wide: Qt's fast path for thin lines
            painter.setPen(cosmetic_pen(water, 1.0))
            painter.drawPath(path)
        painter.restore()

    def _paint_washes(self, painter: QPainter, rect: QRectF) -> None:
        """The areas as watercolour washes: a light fill, pigment pooled along the edge."""
        painter.save()
        painter.setClipPath(self._land_path, Qt.ClipOperation.IntersectClip)
        for path, colour in self._area_washes:
            if not path.controlPointRect().intersects(rect):
                continue
            fill = QColor(colour)
            fill.setAlpha(62)
            edge = QColor(colour)
            edge.setAlpha(85)
            painter.setBrush(fill)
            painter.setPen(cosmetic_pen(edge, 3.0))
            painter.drawPath(path)
        painter.restore()

    def _paint_ornaments(self, painter: QPainter, transform: QTransform) -> None:
        """The title cartouches, the compass rose and the date line's name (device pixels)."""
        y_min, y_max = self.sheet.bounds[1], self.sheet.bounds[3]
        painter.save()
        painter.resetTransform()
        origin = transform.map(self.map_rect.topLeft())
        cartouches, rose_box = self.ornament_layout(transform)
        for box, name in cartouches:
            sheet_art.paint_cartouche(painter, box, name, self.name_text(self.sheet.name), origin)
        if rose_box is not None:
            sheet_art.paint_compass_rose(painter, rose_box.center(), rose_box.width() / 2)
        font = QFont("serif")
        font.setItalic(True)
        font.setPixelSize(max(9, round(scaled_points(8) * 1.4)))
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.5)
        text = QCoreApplication.translate("SheetScene", "International date line")
        at = transform.map(QPointF(self.sheet.antimeridian_x, -(y_min + (y_max - y_min) * 0.55)))
        metrics = QFontMetricsF(font)
        room = transform.mapRect(self.map_rect).height() * 0.8
        while metrics.horizontalAdvance(text) > room and font.pixelSize() > 8:
            font.setPixelSize(font.pixelSize() - 1)  # a small sheet: smaller letters
            metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) > room:
            painter.restore()
            return  # (no room on the sheet for the name: the dashes say it)
        painter.translate(at)
        painter.rotate(-90)
        origin_text = QPointF(-metrics.horizontalAdvance(text) / 2, -5)
        halo = QPainterPath()
        halo.addText(origin_text, font, text)
        painter.setPen(QPen(QColor(PAPER.red(), PAPER.green(), PAPER.blue(), 220), 3))
        painter.drawPath(halo)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DATE_LINE_INK)
        painter.drawPath(halo)
        painter.restore()

    def ornament_layout(
        self, transform: QTransform
    ) -> tuple[list[tuple[QRectF, str]], QRectF | None]:
        """Where the title cartouches (box and sheet name) and the compass rose go, in
        device pixels under ``transform``: each in a corner of its sheet that hides no
        place and no other ornament (left out where there is none)."""
        zoom = math.hypot(transform.m11(), transform.m12())
        taken: list[QRectF] = []  # ornaments never lie on each other either
        cartouches: list[tuple[QRectF, str]] = []
        for scene_rect, name in self.sheet_rects:
            width = scene_rect.width() * 0.16 * zoom
            height = width * 0.24
            scale = min(max(1.0, 30 / max(height, 1e-6)), 56 / max(height, 1e-6))
            width, height = width * scale, height * scale
            sheet_box = transform.mapRect(scene_rect).adjusted(10, 10, -10, -10)
            box = self._free_corner(transform, sheet_box, width, height, taken=taken)
            if box is not None:
                taken.append(box)
                cartouches.append((box, name))
        first = self.sheet_rects[0][0] if self.sheet_rects else self.map_rect
        radius = min(max(8.0 * zoom, 26.0), 90.0)
        first_box = transform.mapRect(first).adjusted(8, 8, -8, -8)
        rose = self._free_corner(
            transform, first_box, 2 * radius, 2 * radius, corners=(2, 3, 1, 0), taken=taken
        )
        return cartouches, rose

    def _free_corner(
        self,
        transform: QTransform,
        within: QRectF,
        width: float,
        height: float,
        corners: Sequence[int] = (0, 1, 2, 3),
        taken: Sequence[QRectF] = (),
    ) -> QRectF | None:
        """A box of ``width`` × ``height`` device pixels in a corner of ``within`` (0 top
        left, 1 top right, 2 bottom left, 3 bottom right, tried in the order given) that
        hides no place, lies on none of the ornaments ``taken`` and, if one can, on no land;
        ``None`` if there is no such corner (an ornament never covers what the game is
        played on)."""
        inverse, _ = transform.inverted()
        places = [transform.map(to_scene(location.point)) for location in self.sheet.locations]
        boxes = []
        for corner in corners:
            left = within.left() if corner in (0, 2) else within.right() - width
            top = within.top() if corner in (0, 1) else within.bottom() - height
            boxes.append(QRectF(left, top, width, height))
        margin = SYMBOL_SIZE / 2 + 2  # a place's symbol, with a little air
        free = [
            box
            for box in boxes
            if not any(box.intersects(other) for other in taken)
            and not any(
                box.adjusted(-margin, -margin, margin, margin).contains(place) for place in places
            )
        ]
        for box in free:
            if not self._land_path.intersects(inverse.mapRect(box)):
                return box
        return free[0] if free else None

    def _draw_places(self, painter: QPainter, rect: QRectF) -> None:
        """Symbols and names at a fixed size on screen, names by level of detail."""
        transform = painter.worldTransform()
        zoom = math.hypot(transform.m11(), transform.m12())
        visible = transform.mapRect(rect).adjusted(-200, -30, 200, 30)
        painter.save()
        painter.resetTransform()
        for location in self.sheet.locations:
            centre = transform.map(to_scene(location.point))
            if visible.contains(centre):
                paint_place_symbol(painter, location.type, centre)
        right_edge = transform.map(QPointF(self.map_rect.right(), 0)).x()
        paper = transform.mapRect(self.map_rect)
        # what is written: (its box on screen, its outline: a turned name is a turned box)
        written: list[tuple[QRectF, QPolygonF]] = []
        for label in sorted(self.labels, key=lambda item: item.priority):
            if zoom < label.min_zoom:
                continue
            painter.setFont(label.font)
            metrics = QFontMetricsF(label.font)
            width = metrics.horizontalAdvance(label.text)
            placed = None
            for anchor, angle in ((label.anchor, label.angle), *label.alternatives):
                at = transform.map(anchor)
                if not visible.contains(at):
                    continue
                if label.centred:
                    origin = QPointF(-width / 2, metrics.ascent() / 2)
                    turn = QTransform().translate(at.x(), at.y()).rotate(angle)
                    outline = turn.map(
                        QPolygonF(
                            QRectF(
                                origin.x() - 1,
                                origin.y() - metrics.ascent(),
                                width + 2,
                                metrics.height(),
                            )
                        )
                    )
                else:
                    origin = QPointF(
                        at.x() + SYMBOL_SIZE / 2 + 2, at.y() + metrics.ascent() / 2 - 1
                    )
                    if origin.x() + width > right_edge:  # names at the right edge go left
                        origin.setX(at.x() - SYMBOL_SIZE / 2 - 2 - width)
                    turn = QTransform()
                    outline = QPolygonF(
                        QRectF(
                            origin.x() - 1,
                            origin.y() - metrics.ascent(),
                            width + 2,
                            metrics.height(),
                        )
                    )
                box = outline.boundingRect()
                if label.centred and not paper.contains(box):
                    continue  # (a name cut by the sheet's edge reads badly)
                if not any(
                    box.intersects(other_box) and outline.intersects(other)
                    for other_box, other in written
                ):
                    placed = (origin, turn, box, outline)
                    break
            if placed is None:
                continue
            origin, turn, box, outline = placed
            written.append((box, outline))
            painter.setTransform(turn)
            painter.setPen(QPen(QColor(PAPER.red(), PAPER.green(), PAPER.blue(), 200), 3))
            halo = QPainterPath()
            halo.addText(origin, label.font, label.text)
            painter.strokePath(halo, painter.pen())
            painter.setPen(label.colour)
            painter.drawText(origin, label.text)
        painter.restore()

    def follow_ui_scale(self) -> None:
        """Resize the printed names to the current UI scale (Settings → Text size)."""
        factor = ui_scale_factor()
        ratio = factor / self.label_scale
        if abs(ratio - 1.0) < 1e-6:
            return
        resized: list[MapLabel] = []
        for label in self.labels:
            font = QFont(label.font)
            font.setPointSizeF(label.font.pointSizeF() * ratio)
            resized.append(replace(label, font=font))
        self.labels = resized
        self.label_scale = factor
        self.update()

    # -- zoom-dependent detail and tooltips --------------------------------------------

    def apply_zoom(self, zoom: float) -> None:
        """Tell zoom-aware items the view's zoom (pixels per map unit)."""
        self.pixel_size = 1.0 / zoom
        for listener in self.zoom_listeners:
            listener.on_zoom(self.pixel_size)

    def tooltip_at(self, scene_pos: QPointF) -> str:
        """The tooltip of what is printed at ``scene_pos``: a place, a feature or an area."""
        reach = TOOLTIP_REACH_PX * self.pixel_size
        best: Location | None = None
        best_distance = reach
        x, y = from_scene(scene_pos)
        for location in self.sheet.locations:
            distance = math.hypot(location.x - x, location.y - y)
            if distance <= best_distance:
                best, best_distance = location, distance
        if best is not None:
            kind = QCoreApplication.translate("SheetScene", LOCATION_TYPE_TIPS[best.type])
            return f"{self.name_text(best.name)} — {kind}"
        if abs(x - self.sheet.antimeridian_x) <= 4 * self.pixel_size:
            return QCoreApplication.translate(
                "SheetScene", "The antimeridian: crossing it eastwards wins a day back"
            )
        for path, tip in self._feature_paths:
            if path.contains(scene_pos):
                return tip
        if self._land_path.contains(scene_pos):
            for path, tip in self._area_paths:
                if path.contains(scene_pos):
                    return tip
        return ""

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
            self.celebrate(to_scene(drawing.legs[-1][-1]), drawing.colour)

    def _is_arrival(self, point: Point) -> bool:
        if not self.sheet.has_location(self.sheet.arrival):
            return False
        arrival = self.sheet.arrival_location
        return math.hypot(point[0] - arrival.x, point[1] - arrival.y) <= max(
            arrival.snap_radius, 1e-6
        )

    def celebrate(self, at: QPointF, colour: QColor) -> None:
        """A moment of celebration at ``at`` (arrival in London): a burst that fades out,
        after the route's stroke."""
        if self._celebration is not None:
            self.removeItem(self._celebration)
        item = CelebrationItem(colour)
        item.setPos(at)
        item.setZValue(Z_RULER + 5)
        self.addItem(item)
        self._celebration = item
        self.celebration_motion.start()

    def _celebration_step(self, fraction: float) -> None:
        item = self._celebration
        if item is None:
            return
        # the burst waits for the stroke's last third, then plays
        item.fraction = max(0.0, min(1.0, (fraction - 0.25) / 0.75))
        item.update()
        if fraction >= 1.0:
            self.removeItem(item)
            self._celebration = None

    @property
    def winner_frame(self) -> WinnerFrameItem | None:
        """The frame round the sheet of a winner (None unless a winner's sheet is shown)."""
        return self._winner_frame

    def frame_winner(self, title: str | None, colour: QColor | None = None) -> bool:
        """Frame the sheet as a winner's (gold, laurels, ``title`` on a ribbon), drawn round
        as a moment of celebration the first time; ``None`` takes the frame away. Returns
        whether a new frame was put up."""
        current = self._winner_frame
        if current is not None and (current.title, current.colour) == (title, colour):
            return False
        self.winner_frame_motion.stop()
        if current is not None:
            self.removeItem(current)
            self._winner_frame = None
        if title is None or colour is None:
            return False
        item = WinnerFrameItem(self.map_rect, colour, title)
        item.setZValue(Z_RULER + 4)
        self.addItem(item)
        self._winner_frame = item
        key = (title, colour.name())
        if key not in self._frames_drawn:
            self._frames_drawn.add(key)
            self.winner_frame_motion.start()
        return True

    def _winner_frame_step(self, fraction: float) -> None:
        if self._winner_frame is not None:
            self._winner_frame.fraction = fraction
            self._winner_frame.update()

    def _stroke_step(self, fraction: float) -> None:
        if self._route_item is not None:
            self._route_item.set_reveal(fraction)


class RouteInk(QGraphicsItem):
    """A player's route in ink: each segment a little wider or thinner, as drawn by hand,
    and a dot at each stop. ``reveal`` (0 to 1) shows the last leg drawn so far."""

    #: The pen's normal width on screen (pixels).
    WIDTH = 2.6

    def __init__(self, drawing: RouteDrawing) -> None:
        super().__init__()
        self.drawing = drawing
        self.colour = drawing.colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.legs = [[to_scene(p) for p in leg] for leg in drawing.legs if len(leg) >= 2]
        count = sum(len(leg) - 1 for leg in self.legs)
        self.widths = sheet_art.route_widths(count, seed=count * 7 + 3, base=self.WIDTH)
        self.reveal = 1.0
        bounds = QRectF()
        for leg in self.legs:
            bounds = bounds.united(QPolygonF(leg).boundingRect())
        # stops and pen widths are a few pixels: at the view's smallest zoom (one pixel a
        # unit) six units hold them
        self._bounds = bounds.adjusted(-6.0, -6.0, 6.0, 6.0)

    def boundingRect(self) -> QRectF:
        """The route's extent with room for the pen and the dots."""
        return self._bounds

    def set_reveal(self, fraction: float) -> None:
        """Show the last leg drawn up to ``fraction`` of its length."""
        self.reveal = max(0.0, min(1.0, fraction))
        self.update()

    def leg_points(self, index: int) -> list[QPointF]:
        """The scene points of leg ``index`` as drawn now (the last one perhaps in part)."""
        leg = self.legs[index]
        if index != len(self.legs) - 1 or self.reveal >= 1.0:
            return list(leg)
        total = sheet_art.polyline_length(leg) * self.reveal
        shown = [leg[0]]
        for a, b in itertools.pairwise(leg):
            step = math.hypot(b.x() - a.x(), b.y() - a.y())
            if step >= total:
                t = total / step if step > 0 else 1.0
                shown.append(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))
                break
            shown.append(b)
            total -= step
        return shown

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Segments in the player's ink, then the stops' dots (in pixels)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        shade = QColor(self.colour).darker(135)
        shade.setAlpha(110)
        width_index = 0
        stops: list[QPointF] = []
        for index in range(len(self.legs)):
            points = [transform.map(p) for p in self.leg_points(index)]
            for a, b in itertools.pairwise(points):
                width = self.widths[min(width_index, len(self.widths) - 1)]
                width_index += 1
                painter.setPen(sheet_art.ink_pen(self.colour, width))
                painter.drawLine(a, b)
                painter.setPen(sheet_art.ink_pen(shade, width * 0.35))
                painter.drawLine(a, b)
            width_index += max(0, len(self.legs[index]) - len(points))
            if index < len(self.legs) - 1 or self.reveal >= 1.0:
                stops.append(points[-1])
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QBrush(self.colour))
        for stop in stops:
            painter.drawEllipse(stop, 3.4, 3.4)
        painter.restore()


class PenRing(QGraphicsItem):
    """The ring round an adventure location, drawn with a red pen (a little over one turn)."""

    def __init__(self, radius: float, seed: int) -> None:
        super().__init__()
        self.radius = radius
        self.path = sheet_art.pen_ring_path(radius, seed)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The ring with room for the pen."""
        return self.path.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Two strokes, as a pen that went round once and a bit."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(DETOUR_RED, 2.2))
        painter.drawPath(self.path)
        light = QColor(DETOUR_RED)
        light.setAlpha(90)
        painter.setPen(cosmetic_pen(light, 4.0))
        painter.drawPath(self.path)
