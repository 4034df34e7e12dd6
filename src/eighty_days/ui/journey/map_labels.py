"""The names printed on the sheet: places' names beside their symbols, areas' names
lettered along their area, each a fixed size on screen, shown by importance as the zoom
allows and never over one another.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from eighty_days.sheet.model import LocationType, Point, Polygon, SheetMap
from eighty_days.sheet.planar import interior_point, ring_area
from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.journey.map_art import SYMBOL_SIZE
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.ui_scale import scaled_points, ui_scale_factor

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


class SheetNames:
    """The names printed on ``sheet`` (``land``: the land's path, where area names go;
    ``name_text``: a name of the map as shown) and how they are painted."""

    def __init__(
        self,
        sheet: SheetMap,
        map_rect: QRectF,
        land: QPainterPath,
        name_text: Callable[[str], str],
    ) -> None:
        self.sheet = sheet
        self.map_rect = map_rect
        self.name_text = name_text
        self._land_path = land
        #: Every name, areas' first (in the map's order), then places'.
        self.labels: list[MapLabel] = []
        # the land as shapely polygons and their search tree, made when needed
        self._land_shapes: tuple[Any, Any, Any] | None = None
        #: Area names written at sea: (label index, region part, the area's places).
        self._names_at_sea: list[tuple[int, Polygon, list[Point]]] = []
        #: The UI scale the names' fonts were made for (see ``follow_ui_scale``).
        self.label_scale = ui_scale_factor()
        self._build_area_labels()
        self._build_place_labels()

    def _build_area_labels(self) -> None:
        """Each area's name inside each large part of its region (or amid its places)."""
        font = QFont("serif")
        font.setPointSizeF(scaled_points(9))
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 2.2)
        for area in self.sheet.areas:
            points = [loc.point for loc in self.sheet.locations if loc.area == area.id]
            # where the name goes (anchor, angle), and whether that is at sea
            anchors: list[tuple[Point, float, Polygon | None]] = []
            if area.region:
                # inside each large part of the region (a coarse polygon: an area on both
                # edges of the map is named on both), on its land where it has some
                largest = max(ring_area(part.exterior) for part in area.region)
                for part in area.region:
                    if ring_area(part.exterior) < 0.2 * largest:
                        continue
                    anchor = interior_point(part.exterior)
                    at_sea = not self._land_path.contains(to_scene(anchor))
                    # (a name at sea goes onto its land in ``move_names_onto_land``)
                    anchors.append(
                        (anchor, lettering_angle(part.exterior), part if at_sea else None)
                    )
            elif points:
                middle = (
                    sum(x for x, _ in points) / len(points),
                    sum(y for _, y in points) / len(points),
                )
                anchors.append((middle, 0.0, None))
            else:
                continue
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

    def _build_place_labels(self) -> None:
        """Each place's name, beside its symbol."""
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

    def move_names_onto_land(self) -> None:
        """The area names written at sea moved onto their land where it can carry them (at
        sea still where they do not fit there; numpy and shapely are needed here)."""
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

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the names within ``rect`` (scene) at a fixed size on screen, by level of
        detail: a name that would lie on one already written is left out."""
        transform = painter.worldTransform()
        zoom = math.hypot(transform.m11(), transform.m12())
        visible = transform.mapRect(rect).adjusted(-200, -30, 200, 30)
        painter.save()
        painter.resetTransform()
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

    def follow_ui_scale(self) -> bool:
        """Resize the names to the current UI scale (Settings → Text size); returns whether
        they changed."""
        factor = ui_scale_factor()
        ratio = factor / self.label_scale
        if abs(ratio - 1.0) < 1e-6:
            return False
        resized: list[MapLabel] = []
        for label in self.labels:
            font = QFont(label.font)
            font.setPointSizeF(label.font.pointSizeF() * ratio)
            resized.append(replace(label, font=font))
        self.labels = resized
        self.label_scale = factor
        return True
