"""The pad map as a graphics scene: paper, coastlines, areas, places, routes.

Scene coordinates are map units with the y axis flipped (scene y = −latitude), so north
is up. Static layers are built once per map as one path item each and cached by Qt; the
dynamic parts (routes, adventure circles, the ruler) are small items on top.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import cos, radians, sin
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shapely.geometry import MultiPoint
from shapely.geometry import Polygon as ShapelyPolygon

from eighty_days.sheet.model import Location, LocationType, Point, Polygon, SheetMap
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

#: Z order of the scene's layers, bottom to top.
Z_PAPER, Z_LAND_FILL, Z_AREAS, Z_SEA_MASK, Z_LAND, Z_MOUNTAINS, Z_SEAM = 0, 0.5, 1, 1.5, 2, 3, 4
Z_ROUTES, Z_PLACES, Z_ADVENTURE, Z_LABELS, Z_RULER = 10, 11, 12, 13, 20

LOCATION_TYPE_TIPS: dict[LocationType, str] = {
    LocationType.CITY: "City: income cards pay here",
    LocationType.PORT: "Port: ships may leave or reach the coast here",
    LocationType.ISLAND: "Island",
    LocationType.OUTPOST: "Outpost",
    LocationType.ADVENTURE: "Adventure location: 2 fame points when your route ends here",
}

#: Minimum zoom (pixels per map unit) at which a place's name is shown, by importance.
LABEL_MIN_ZOOM: dict[LocationType, float] = {
    LocationType.CITY: 3.0,
    LocationType.ADVENTURE: 4.5,
    LocationType.PORT: 7.0,
    LocationType.ISLAND: 8.0,
    LocationType.OUTPOST: 8.0,
}


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


def shapely_path(geometry: object) -> QPainterPath:
    """A painter path for a shapely (multi)polygon."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for part in getattr(geometry, "geoms", [geometry]):
        if not isinstance(part, ShapelyPolygon) or part.is_empty:
            continue
        path.addPolygon(ring_polygon(list(part.exterior.coords)[:-1]))
        for interior in part.interiors:
            path.addPolygon(ring_polygon(list(interior.coords)[:-1]))
    return path


def _static_item(path: QPainterPath, pen: QPen, brush: QBrush, z: float) -> QGraphicsPathItem:
    item = QGraphicsPathItem(path)
    item.setPen(pen)
    item.setBrush(brush)
    item.setZValue(z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return item


def _cosmetic_pen(
    colour: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine
) -> QPen:
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class LocationIcon(QGraphicsItem):
    """The printed symbol of a place; keeps its size on screen whatever the zoom."""

    SIZE = 9.0

    def __init__(self, location: Location) -> None:
        super().__init__()
        self.location = location
        self.setPos(to_scene(location.point))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_PLACES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(f"{location.name} — {LOCATION_TYPE_TIPS[location.type]}")

    def boundingRect(self) -> QRectF:
        """The icon's box in device pixels, centred on the place."""
        half = self.SIZE / 2 + 1.5
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the place's symbol by its type."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self.SIZE / 2
        rect = QRectF(-half, -half, self.SIZE, self.SIZE)
        painter.setPen(QPen(INK, 1.2))
        kind = self.location.type
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
                QPolygonF([QPointF(0, -half), QPointF(half, half), QPointF(-half, half)])
            )
        elif kind is LocationType.OUTPOST:
            painter.setBrush(QBrush(PAPER))
            painter.drawRect(rect.adjusted(1, 1, -1, -1))
            painter.drawLine(QPointF(-half + 1, 0), QPointF(half - 1, 0))
        else:
            painter.setBrush(QBrush(QColor("#e8c35a")))
            star = QPolygonF()
            for index in range(10):
                radius = half if index % 2 == 0 else half * 0.45
                angle = -90 + index * 36
                star.append(QPointF(radius * cos(radians(angle)), radius * sin(radians(angle))))
            painter.drawPolygon(star)


class MapLabel(QGraphicsSimpleTextItem):
    """A name on the map that stays legible (fixed pixel size) and hides when zoomed out."""

    def __init__(
        self, text: str, at: QPointF, min_zoom: float, font: QFont, colour: QColor
    ) -> None:
        super().__init__(text)
        self.min_zoom = min_zoom
        self.setFont(font)
        self.setBrush(QBrush(colour))
        self.setPos(at)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_LABELS)

    def apply_zoom(self, zoom: float) -> None:
        """Show the label only from its minimum zoom on (level of detail)."""
        self.setVisible(zoom >= self.min_zoom)


@dataclass(frozen=True, slots=True)
class RouteDrawing:
    """What the scene needs to draw one player's route: the polylines and the ink."""

    legs: tuple[tuple[Point, ...], ...]
    colour: QColor


class SheetScene(QGraphicsScene):
    """One player's sheet of the pad: the printed map plus that player's routes."""

    def __init__(self, sheet: SheetMap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = sheet
        x_min, y_min, x_max, y_max = sheet.bounds
        margin = 4.0
        self.map_rect = QRectF(x_min, -y_max, x_max - x_min, y_max - y_min)
        self.setSceneRect(self.map_rect.adjusted(-margin, -margin, margin, margin))
        self.setBackgroundBrush(QBrush(QColor("#7d6f5a")))
        self.labels: list[MapLabel] = []
        #: Length of one screen pixel in map units at the view's zoom (for handles).
        self.pixel_size = 0.25
        self.zoom_listeners: list[ZoomListener] = []
        self.location_icons: dict[str, LocationIcon] = {}
        self._route_group: QGraphicsItemGroup | None = None
        self._adventure_items: list[QGraphicsItem] = []
        self._build_paper()
        self._build_areas()
        self._build_land()
        self._build_places()

    # -- static layers ---------------------------------------------------------------

    def _build_paper(self) -> None:
        paper = QPainterPath()
        y_min, y_max = self.sheet.bounds[1], self.sheet.bounds[3]
        for part in self.sheet.sheets:
            paper.addRect(QRectF(part.x_min, -y_max, part.x_max - part.x_min, y_max - y_min))
        if not self.sheet.sheets:
            paper.addRect(self.map_rect)
        self.addItem(_static_item(paper, _cosmetic_pen(PAPER_EDGE, 2), QBrush(PAPER), Z_PAPER))
        seam = QPainterPath()
        for part in self.sheet.sheets[1:]:
            seam.moveTo(part.x_min, -y_max)
            seam.lineTo(part.x_min, -y_min)
        antimeridian = self.sheet.antimeridian_x
        seam.moveTo(antimeridian, -y_max)
        seam.lineTo(antimeridian, -y_min)
        seam_item = _static_item(
            seam, _cosmetic_pen(FAINT_INK, 1.2, Qt.PenStyle.DashLine), QBrush(), Z_SEAM
        )
        seam_item.setToolTip("The antimeridian: crossing it eastwards wins a day back")
        self.addItem(seam_item)
        edges = QPainterPath()
        for x in (self.sheet.bounds[0], self.sheet.bounds[2]):
            edges.moveTo(x, -y_max)
            edges.lineTo(x, -y_min)
        self.addItem(_static_item(edges, _cosmetic_pen(DETOUR_RED, 2), QBrush(), Z_SEAM))
        font = QFont()
        font.setPointSizeF(9)
        font.setItalic(True)
        for part in self.sheet.sheets:
            label = MapLabel(
                part.name, QPointF(part.x_min + 1.5, -y_max + 1.0), 0.0, font, FAINT_INK
            )
            self.addItem(label)

    def _build_areas(self) -> None:
        """Tint each area: its region polygons, or a patch round its places.

        Tints are not cut to the land here (slow on real coastlines); the sea mask drawn
        above them (``_build_land``) hides whatever lies at sea.
        """
        font = QFont()
        font.setPointSizeF(8.5)
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.0)
        for area in self.sheet.areas:
            points = [loc.point for loc in self.sheet.locations if loc.area == area.id]
            if area.region:
                path = polygon_path(area.region)
            elif points:
                path = shapely_path(MultiPoint(points).buffer(self.sheet.ruler_unit * 0.8))
            else:
                continue
            colour = QColor(area.colour)
            colour.setAlpha(95)
            item = _static_item(path, QPen(Qt.PenStyle.NoPen), QBrush(colour), Z_AREAS)
            item.setToolTip(f"Area: {area.name} (1 fame point for visiting it)")
            self.addItem(item)
            if area.region:  # inside the largest part of the region (a coarse polygon)
                largest = max(area.region, key=lambda p: ShapelyPolygon(p.exterior).area)
                inside = ShapelyPolygon(largest.exterior).representative_point()
                anchor = (inside.x, inside.y)
            else:
                anchor = (
                    sum(x for x, _ in points) / len(points),
                    sum(y for _, y in points) / len(points),
                )
            label = MapLabel(area.name.upper(), to_scene(anchor), 1.5, font, QColor("#6b5a44"))
            label.setOpacity(0.85)
            self.addItem(label)
            self.labels.append(label)

    def _build_land(self) -> None:
        """Land under the tints, the sea mask over them, then the inked coastline."""
        land = polygon_path(self.sheet.land)
        self.addItem(_static_item(land, QPen(Qt.PenStyle.NoPen), QBrush(LAND), Z_LAND_FILL))
        # The sea: the map's rectangle with every land ring cut out (odd-even filling).
        sea = QPainterPath(land)
        sea.addRect(self.map_rect.adjusted(-1, -1, 1, 1))
        sea.setFillRule(Qt.FillRule.OddEvenFill)
        self.addItem(_static_item(sea, QPen(Qt.PenStyle.NoPen), QBrush(PAPER), Z_SEA_MASK))
        self.addItem(_static_item(land, _cosmetic_pen(INK, 1.0), QBrush(), Z_LAND))
        if self.sheet.canals:
            canal = _static_item(
                polygon_path(self.sheet.canals),
                _cosmetic_pen(SEA_INK, 1.5),
                QBrush(QColor("#a9c4d6")),
                Z_MOUNTAINS,
            )
            names = ", ".join(c.name for c in self.sheet.canals if c.name) or "Canal"
            canal.setToolTip(f"{names}: sea for ships, land for trains")
            self.addItem(canal)
        if self.sheet.mountains:
            brush = QBrush(MOUNTAIN_INK, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(brush.transform().scale(0.05, 0.05))
            mountains = _static_item(
                polygon_path(self.sheet.mountains),
                _cosmetic_pen(MOUNTAIN_INK, 1.2),
                brush,
                Z_MOUNTAINS,
            )
            names = ", ".join(m.name for m in self.sheet.mountains if m.name) or "Mountains"
            mountains.setToolTip(f"{names}: no route may cross it, balloons included")
            self.addItem(mountains)

    def _build_places(self) -> None:
        font = QFont()
        font.setPointSizeF(8)
        for location in self.sheet.locations:
            icon = LocationIcon(location)
            self.addItem(icon)
            self.location_icons[location.id] = icon
            label = MapLabel(
                location.name,
                to_scene(location.point),
                LABEL_MIN_ZOOM[location.type],
                font,
                INK,
            )
            label.setTransform(label.transform().translate(6, -4))
            self.addItem(label)
            self.labels.append(label)

    # -- zoom-dependent detail ---------------------------------------------------------

    def apply_zoom(self, zoom: float) -> None:
        """Show or hide labels for the view's zoom (pixels per map unit)."""
        self.pixel_size = 1.0 / zoom
        for label in self.labels:
            label.apply_zoom(zoom)
        for listener in self.zoom_listeners:
            listener.on_zoom(self.pixel_size)

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
            circle.setPen(_cosmetic_pen(DETOUR_RED, 2.0))
            circle.setZValue(Z_ADVENTURE)
            circle.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            circle.setToolTip(f"{location.name}: an adventure card waits here")
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
        pen = _cosmetic_pen(drawing.colour, 2.4)
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
