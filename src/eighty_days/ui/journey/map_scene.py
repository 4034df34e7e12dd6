"""The pad map as a graphics scene: paper, coastlines, areas, places, routes.

Scene coordinates are map units with the y axis flipped (scene y = −latitude), so north
is up. Everything printed on the sheet (paper, land, area tints, sea, coastline, canals,
mountains, the places and their names) is the scene's background, which the view caches
as a picture (``QGraphicsView.CacheBackground``): dragging the ruler repaints the ruler
over that picture, not the map. Names and symbols keep their size on screen and names
hide by importance when zoomed out. Routes, adventure circles and the ruler are items.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRect, QRectF, Qt
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
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from eighty_days.sheet.model import Location, LocationType, Point, Polygon, SheetMap
from eighty_days.sheet.planar import interior_point, ring_area
from eighty_days.ui.common.palette import (
    DETOUR_RED,
    FAINT_INK,
    INK,
    LAND,
    MOUNTAIN_INK,
    PAPER,
    PAPER_EDGE,
    SEA_INK,
)
from eighty_days.ui.ui_scale import scaled_points, ui_scale_factor

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
SYMBOL_SIZE = 9.0
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


def cosmetic_pen(
    colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine
) -> QPen:
    """A pen of constant on-screen width, with round joins."""
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def paint_place_symbol(painter: QPainter, kind: LocationType, centre: QPointF) -> None:
    """Draw the printed symbol of a place of type ``kind`` at ``centre`` (device pixels)."""
    half = SYMBOL_SIZE / 2
    rect = QRectF(centre.x() - half, centre.y() - half, SYMBOL_SIZE, SYMBOL_SIZE)
    painter.setPen(QPen(INK, 1.2))
    if kind is LocationType.CITY:
        painter.setBrush(QBrush(INK))
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
    elif kind is LocationType.PORT:
        painter.setBrush(QBrush(PAPER))
        painter.drawEllipse(rect)
        painter.setBrush(QBrush(SEA_INK))
        painter.drawEllipse(rect.adjusted(2.5, 2.5, -2.5, -2.5))
    elif kind is LocationType.ISLAND:
        painter.setBrush(QBrush(LAND))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - half),
                    QPointF(centre.x() + half, centre.y() + half),
                    QPointF(centre.x() - half, centre.y() + half),
                ]
            )
        )
    elif kind is LocationType.OUTPOST:
        painter.setBrush(QBrush(PAPER))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        painter.drawLine(
            QPointF(centre.x() - half + 1, centre.y()), QPointF(centre.x() + half - 1, centre.y())
        )
    else:
        painter.setBrush(QBrush(QColor("#e8c35a")))
        star = QPolygonF()
        for index in range(10):
            radius = half if index % 2 == 0 else half * 0.45
            angle = math.radians(-90 + index * 36)
            star.append(
                QPointF(
                    centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)
                )
            )
        painter.drawPolygon(star)


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


@dataclass(frozen=True, slots=True)
class RouteDrawing:
    """What the scene needs to draw one player's route: the polylines and the ink."""

    legs: tuple[tuple[Point, ...], ...]
    colour: QColor


class SheetScene(QGraphicsScene):
    """One sheet of the pad: the printed map plus the routes of the player looked at."""

    def __init__(self, sheet: SheetMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = sheet
        x_min, y_min, x_max, y_max = sheet.bounds
        margin = 4.0
        self.map_rect = QRectF(x_min, -y_max, x_max - x_min, y_max - y_min)
        self.setSceneRect(self.map_rect.adjusted(-margin, -margin, margin, margin))
        self.setBackgroundBrush(QBrush(QColor("#7d6f5a")))
        #: The printed layers in drawing order: (path, pen, brush).
        self._layers: list[tuple[QPainterPath, QPen, QBrush]] = []
        self.labels: list[MapLabel] = []
        #: Length of one screen pixel in map units at the view's zoom (for handles).
        self.pixel_size = 0.25
        self.zoom_listeners: list[ZoomListener] = []
        self._route_group: QGraphicsItemGroup | None = None
        self._adventure_items: list[QGraphicsItem] = []
        self._area_paths: list[tuple[QPainterPath, str]] = []
        self._feature_paths: list[tuple[QPainterPath, str]] = []
        #: The UI scale the names' fonts were made for (see ``follow_ui_scale``).
        self.label_scale = ui_scale_factor()
        land = land_path(sheet.land)
        self._land_path = land
        self._build_paper()
        self._layers.append((land, QPen(Qt.PenStyle.NoPen), QBrush(LAND)))
        self._build_areas()
        self._build_sea_and_coast(land)
        self._build_features()
        self._build_place_labels()

    # -- the printed sheet -----------------------------------------------------------

    def _build_paper(self) -> None:
        paper = QPainterPath()
        y_min, y_max = self.sheet.bounds[1], self.sheet.bounds[3]
        for part in self.sheet.sheets:
            paper.addRect(QRectF(part.x_min, -y_max, part.x_max - part.x_min, y_max - y_min))
        if not self.sheet.sheets:
            paper.addRect(self.map_rect)
        self._layers.append((paper, cosmetic_pen(PAPER_EDGE, 2), QBrush(PAPER)))
        font = QFont()
        font.setPointSizeF(scaled_points(9))
        font.setItalic(True)
        for part in self.sheet.sheets:
            self.labels.append(
                MapLabel(part.name, QPointF(part.x_min + 1.0, -y_max + 0.5), 0.0, font, FAINT_INK)
            )

    def _build_areas(self) -> None:
        """Tint each area: its region polygons, or a patch round its places.

        Tints are not cut to the land (slow on real coastlines); the sea drawn over them
        hides whatever lies at sea.
        """
        font = QFont()
        font.setPointSizeF(scaled_points(8.5))
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.0)
        for area in self.sheet.areas:
            points = [loc.point for loc in self.sheet.locations if loc.area == area.id]
            if area.region:
                path = polygon_path(area.region)
                # inside the largest part of the region (a coarse polygon)
                largest = max(area.region, key=lambda p: ring_area(p.exterior))
                anchor = interior_point(largest.exterior)
            elif points:
                # a map without drawn regions: discs round the area's places (shapely
                # only here; the shipped maps draw their regions)
                from shapely.geometry import MultiPoint

                path = shapely_path(MultiPoint(points).buffer(self.sheet.ruler_unit * 0.8))
                anchor = (
                    sum(x for x, _ in points) / len(points),
                    sum(y for _, y in points) / len(points),
                )
            else:
                continue
            colour = QColor(area.colour)
            colour.setAlpha(95)
            self._layers.append((path, QPen(Qt.PenStyle.NoPen), QBrush(colour)))
            self._area_paths.append(
                (
                    path,
                    QCoreApplication.translate(
                        "SheetScene", "Area: {name} (1 fame point for ending a route here)"
                    ).format(name=area.name),
                )
            )
            self.labels.append(
                MapLabel(
                    area.name.upper(),
                    to_scene(anchor),
                    AREA_LABEL_MIN_ZOOM,
                    font,
                    QColor(107, 90, 68, 220),
                    centred=True,
                    priority=AREA_LABEL_PRIORITY,
                )
            )

    def _build_sea_and_coast(self, land: QPainterPath) -> None:
        # The sea: the map's rectangle with every land ring cut out (odd-even filling).
        sea = QPainterPath(land)
        sea.addRect(self.map_rect.adjusted(-1, -1, 1, 1))
        sea.setFillRule(Qt.FillRule.OddEvenFill)
        self._layers.append((sea, QPen(Qt.PenStyle.NoPen), QBrush(PAPER)))
        self._layers.append((land, cosmetic_pen(INK, 1.0), QBrush()))

    def _build_features(self) -> None:
        """Canals, mountains, the antimeridian seam and the red start and arrival lines."""
        sheet = self.sheet
        if sheet.canals:
            canals = polygon_path(sheet.canals)
            self._layers.append((canals, cosmetic_pen(SEA_INK, 1.5), QBrush(QColor("#a9c4d6"))))
            for canal in sheet.canals:
                tip = QCoreApplication.translate(
                    "SheetScene", "{name}: sea for ships, land for trains"
                ).format(name=canal.name or QCoreApplication.translate("SheetScene", "Canal"))
                self._feature_paths.append((polygon_path([canal]), tip))
        if sheet.mountains:
            brush = QBrush(MOUNTAIN_INK, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(QTransform.fromScale(0.05, 0.05))
            self._layers.append(
                (polygon_path(sheet.mountains), cosmetic_pen(MOUNTAIN_INK, 1.2), brush)
            )
            for mountain in sheet.mountains:
                tip = QCoreApplication.translate(
                    "SheetScene", "{name}: no route may cross them, balloons included"
                ).format(
                    name=mountain.name or QCoreApplication.translate("SheetScene", "Mountains")
                )
                self._feature_paths.append((polygon_path([mountain]), tip))
        y_min, y_max = sheet.bounds[1], sheet.bounds[3]
        seam = QPainterPath()
        for part in sheet.sheets[1:]:
            seam.moveTo(part.x_min, -y_max)
            seam.lineTo(part.x_min, -y_min)
        seam.moveTo(sheet.antimeridian_x, -y_max)
        seam.lineTo(sheet.antimeridian_x, -y_min)
        self._layers.append((seam, cosmetic_pen(FAINT_INK, 1.2, Qt.PenStyle.DashLine), QBrush()))
        edges = QPainterPath()
        for x in (sheet.bounds[0], sheet.bounds[2]):
            edges.moveTo(x, -y_max)
            edges.lineTo(x, -y_min)
        self._layers.append((edges, cosmetic_pen(DETOUR_RED, 2), QBrush()))

    def _build_place_labels(self) -> None:
        font = QFont()
        font.setPointSizeF(scaled_points(8))
        for location in self.sheet.locations:
            self.labels.append(
                MapLabel(
                    location.name,
                    to_scene(location.point),
                    LABEL_MIN_ZOOM[location.type],
                    font,
                    INK,
                    priority=LABEL_PRIORITY[location.type],
                )
            )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The printed sheet: every layer in order, then the places and the names."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        for path, pen, brush in self._layers:
            if not path.controlPointRect().intersects(rect):
                continue
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)
        self._draw_places(painter, rect)

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
        written: list[QRectF] = []
        for label in sorted(self.labels, key=lambda item: item.priority):
            if zoom < label.min_zoom:
                continue
            at = transform.map(label.anchor)
            if not visible.contains(at):
                continue
            painter.setFont(label.font)
            metrics = QFontMetricsF(label.font)
            width = metrics.horizontalAdvance(label.text)
            if label.centred:
                origin = QPointF(at.x() - width / 2, at.y() + metrics.ascent() / 2)
            else:
                origin = QPointF(at.x() + SYMBOL_SIZE / 2 + 2, at.y() + metrics.ascent() / 2 - 1)
                if origin.x() + width > right_edge:  # names at the right edge go left
                    origin.setX(at.x() - SYMBOL_SIZE / 2 - 2 - width)
            box = QRectF(origin.x() - 1, origin.y() - metrics.ascent(), width + 2, metrics.height())
            if any(box.intersects(other) for other in written):
                continue
            written.append(box)
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
            return f"{best.name} — {kind}"
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
        """Circle the adventure locations whose cards are on the table."""
        for item in self._adventure_items:
            self.removeItem(item)
        self._adventure_items = []
        for location_id in location_ids:
            if not self.sheet.has_location(location_id):
                continue
            location = self.sheet.location(location_id)
            radius = max(location.snap_radius * 1.6, 1.2)
            circle = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
            circle.setPos(to_scene(location.point))
            circle.setPen(cosmetic_pen(DETOUR_RED, 2.0))
            circle.setZValue(Z_ADVENTURE)
            circle.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            circle.setToolTip(
                self.tr("{name}: an adventure card waits here").format(name=location.name)
            )
            self.addItem(circle)
            self._adventure_items.append(circle)

    def show_route(self, drawing: RouteDrawing | None) -> None:
        """Draw (or clear) the route of the sheet's owner: ink polylines, a dot at each stop."""
        if self._route_group is not None:
            self.removeItem(self._route_group)
            self._route_group = None
        if drawing is None:
            return
        group = QGraphicsItemGroup()
        group.setZValue(Z_ROUTES)
        group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        pen = cosmetic_pen(drawing.colour, 2.4)
        path = QPainterPath()
        stops: list[Point] = []
        for leg in drawing.legs:
            if len(leg) < 2:
                continue
            path.moveTo(to_scene(leg[0]))
            for point in leg[1:]:
                path.lineTo(to_scene(point))
            stops.append(leg[-1])
        line = QGraphicsPathItem(path)
        line.setPen(pen)
        group.addToGroup(line)
        for stop in stops:
            dot = StopDot(drawing.colour)
            dot.setPos(to_scene(stop))
            group.addToGroup(dot)
        self.addItem(group)
        self._route_group = group


class StopDot(QGraphicsItem):
    """The small dot marking the end of a route leg."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """A few pixels around the stop."""
        return QRectF(-4, -4, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A filled dot with an ink rim."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QBrush(self.colour))
        painter.drawEllipse(QRectF(-3.2, -3.2, 6.4, 6.4))
