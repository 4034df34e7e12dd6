"""The printed sheet's art: paper, the sea's water-lines, land and area washes, the coast,
canals, mountains and their peaks, the seams, the date line, the ornaments and the places'
symbols; and the tooltip of what is printed under the pointer.

The art is painted as the scene's background (see ``SheetScene.drawBackground``); names
are ``map_labels``'.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from eighty_days.sheet.model import Location, LocationType, Point, Polygon, SheetMap
from eighty_days.ui.art import sheet_art
from eighty_days.ui.art.mountain_peaks import lay_out_peaks
from eighty_days.ui.art.paper import land_brush, paint_paper
from eighty_days.ui.art.peak_drawing import PeakDrawing, peak_gap
from eighty_days.ui.art.water_lines import WATER_LINES, WaterLines
from eighty_days.ui.common.palette import (
    DETOUR_RED,
    FAINT_INK,
    INK,
    MOUNTAIN_INK,
    PAPER,
    PAPER_EDGE,
    SEA_INK,
)
from eighty_days.ui.journey.land_cache import cached_land_path
from eighty_days.ui.journey.land_pieces import LandPieces
from eighty_days.ui.journey.scene_geometry import (
    from_scene,
    land_path,
    polygon_path,
    shapely_path,
    to_scene,
)
from eighty_days.ui.ui_scale import scaled_points

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

#: Size of a place's symbol on screen, in pixels.
SYMBOL_SIZE = 11.0
#: The table under the sheets.
TABLE_BROWN = QColor("#6f604b")
#: The date line's ink.
DATE_LINE_INK = QColor("#8a4b2a")
#: How near (pixels) the pointer must be to a place for its tooltip.
TOOLTIP_REACH_PX = 8.0


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


class PrintedSheet:
    """What is printed on the sheets of ``sheet`` but their names, and how it is painted.

    ``map_rect`` is the map's scene rectangle; ``name_text`` turns a name of the map into
    the name shown (translated in a game, as written in the editor).
    """

    def __init__(self, sheet: SheetMap, map_rect: QRectF, name_text: Callable[[str], str]) -> None:
        self.sheet = sheet
        self.map_rect = map_rect
        self.name_text = name_text
        #: The printed features over the land in drawing order: (path, pen, brush).
        self._layers: list[tuple[QPainterPath, QPen, QBrush]] = []
        self._area_paths: list[tuple[QPainterPath, str]] = []
        self._area_washes: list[tuple[QPainterPath, QColor]] = []
        # each wash's path by what it was made from: (region, places, ruler unit)
        self._wash_paths: dict[tuple[object, ...], QPainterPath] = {}
        self._feature_paths: list[tuple[QPainterPath, str]] = []
        self._peaks = PeakDrawing((), 0.0)
        # the ornaments' layout with what it was worked out for (see ``ornament_layout``)
        self._ornaments: (
            tuple[
                tuple[float, ...],
                object,
                QPainterPath,
                tuple[list[tuple[QRectF, str]], QRectF | None],
                list[QRectF],
            ]
            | None
        ) = None
        #: The sheets of the pad (scene rectangles) with their names.
        self.sheet_rects: list[tuple[QRectF, str]] = []
        #: One path for all the land the rules use (their union): it is filled, rippled and
        #: inked as a whole (kept on disk from one start to the next: ``land_cache``).
        self.land = cached_land_path(sheet.land)
        # the land kept piece by piece (see ``keep_land_in_pieces``)
        self._land_pieces: LandPieces | None = None
        #: The coast's water-lines (worked out just after the first paint, kept per zoom).
        self.water_lines = WaterLines(self.land)
        self._build_paper()
        self._build_areas()
        self._build_features()

    # -- following an edited map (the editor) ----------------------------------------------

    @property
    def area_washes(self) -> Sequence[tuple[QPainterPath, QColor]]:
        """The areas' washes as painted: (path, colour), in the map's order of areas."""
        return tuple(self._area_washes)

    def land_within(self, rect: QRectF) -> QPainterPath:
        """The land, or where it is kept in pieces (``keep_land_in_pieces``) the pieces
        whose boxes meet ``rect`` (scene): what is painted of it there."""
        pieces = self._land_pieces
        if pieces is None:
            return self.land
        return pieces.within(rect)

    def keep_land_in_pieces(self) -> None:
        """Keep the land's union piece by piece from now on (``LandPieces``), so that
        ``follow`` makes again only the union round the polygons an edit changed (the
        editor's map; a game draws its land once). The land covers what it covered."""
        self._land_pieces = LandPieces(self.sheet.land)
        self.land = self._land_pieces.path
        self.water_lines = WaterLines(self.land)

    def follow(
        self,
        sheet: SheetMap,
        *,
        land: bool = False,
        features: bool = False,
        areas: bool = False,
        land_changed_in: QRectF | None = None,
    ) -> None:
        """Print ``sheet`` from now on, on the same paper (its bounds, sheets and title are
        the old sheet's): the land (``land``), the canals and mountains (``features``) and
        the areas' washes (``areas``) are made again where their data changed; the places'
        symbols follow at once. A new land's water-lines wait for ``water_lines.prepare``.
        ``land_changed_in``: the scene box the land changed within, if known (the
        ornaments stay where they were when it lies clear of the corners they looked at)."""
        self.sheet = sheet
        if land:
            pieces = self._land_pieces
            old_land = self.land
            self.land = land_path(sheet.land) if pieces is None else pieces.follow(sheet.land)
            self.water_lines = WaterLines(self.land)
            kept = self._ornaments
            if (
                kept is not None
                and kept[2] is old_land
                and land_changed_in is not None
                and not any(box.intersects(land_changed_in) for box in kept[4])
            ):
                self._ornaments = (kept[0], kept[1], self.land, kept[3], kept[4])
        if features:
            self._layers = []
            self._feature_paths = []
            self._build_features()
        if areas:
            self._area_washes = []
            self._area_paths = []
            self._build_areas()

    # -- building -------------------------------------------------------------------------

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
        An area whose region (or places) and ruler are as when it was last washed keeps
        its wash's path (an edit of another area, or of a place elsewhere, makes none).
        """
        kept, self._wash_paths = self._wash_paths, {}
        for area in self.sheet.areas:
            points = tuple(loc.point for loc in self.sheet.locations if loc.area == area.id)
            key = (area.region, () if area.region else points, self.sheet.ruler_unit)
            path = kept.get(key)
            if path is None:
                path = self._wash_path(area.region, points)
                if path is None:
                    continue
            self._wash_paths[key] = path
            self._area_washes.append((path, QColor(area.colour)))
            self._area_paths.append(
                (
                    path,
                    QCoreApplication.translate(
                        "SheetScene", "Area: {name} (1 fame point for ending a route here)"
                    ).format(name=self.name_text(area.name)),
                )
            )

    def _wash_path(self, region: Sequence[Polygon], points: Sequence[Point]) -> QPainterPath | None:
        """An area's wash: its ``region``, else discs round its ``points`` (none for an
        area with neither)."""
        if region:
            return polygon_path(region)
        if not points:
            return None
        # a map without drawn regions: discs round the area's places (shapely only here;
        # the shipped maps draw their regions)
        from shapely.geometry import MultiPoint

        return shapely_path(MultiPoint(points).buffer(self.sheet.ruler_unit * 0.8))

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
        else:
            self._peaks = PeakDrawing((), 0.0)
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
        # (the peaks that stay where they were keep their paths)
        self._peaks = PeakDrawing(
            peaks.centres, peaks.size, kept=self._peaks, gap=peak_gap(len(bands))
        )
        self.mountain_peaks = len(peaks.centres)
        #: The peaks' layout with the work it took (grid points, crossings, lookups).
        self.mountain_layout = peaks

    # -- painting -------------------------------------------------------------------------

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the printed sheet within ``rect`` (scene): paper, the sea's water-lines, land
        and washes, the coast in ink, the features, the peaks and the ornaments."""
        transform = painter.worldTransform()
        self._paint_paper(painter, transform)
        if self.land.controlPointRect().intersects(rect):
            # (two pixels round: the coast's ink and its antialiased edge)
            zoom = max(math.hypot(transform.m11(), transform.m12()), 1e-9)
            land = self.land_within(rect.adjusted(-2 / zoom, -2 / zoom, 2 / zoom, 2 / zoom))
            self.paint_water_lines(painter, transform)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(land_brush(transform, transform.map(self.map_rect.topLeft())))
            painter.drawPath(land)
            self._paint_washes(painter, rect, land)
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
        if self._peaks.count:
            ink, shade = sheet_art.mountain_colours()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            self._peaks.fill_shades(painter, rect)  # (only those within ``rect``)
            painter.setPen(cosmetic_pen(ink, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._peaks.outlines)
        self._paint_ornaments(painter, transform, transform.mapRect(rect))

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

    def paint_water_lines(self, painter: QPainter, transform: QTransform) -> None:
        """Paint the water-lines along the coast on the sea side: a few thin lines, each
        farther out and fainter (the land, painted next, hides where they run onto land)."""
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

    def _paint_washes(self, painter: QPainter, rect: QRectF, land: QPainterPath) -> None:
        """The areas as watercolour washes within ``rect``, on the ``land`` there: a light
        fill, pigment pooled along the edge."""
        washes = [
            (path, colour)
            for path, colour in self._area_washes
            if path.controlPointRect().intersects(rect)
        ]
        if not washes:
            return
        painter.save()
        painter.setClipPath(land, Qt.ClipOperation.IntersectClip)
        for path, colour in washes:
            fill = QColor(colour)
            fill.setAlpha(62)
            edge = QColor(colour)
            edge.setAlpha(85)
            painter.setBrush(fill)
            painter.setPen(cosmetic_pen(edge, 3.0))
            painter.drawPath(path)
        painter.restore()

    def _paint_ornaments(self, painter: QPainter, transform: QTransform, shown: QRectF) -> None:
        """The title cartouches, the compass rose and the date line's name (device pixels);
        a cartouche or the rose only where it reaches into ``shown`` (device pixels)."""
        y_min, y_max = self.sheet.bounds[1], self.sheet.bounds[3]
        painter.save()
        painter.resetTransform()
        origin = transform.map(self.map_rect.topLeft())
        cartouches, rose_box = self.ornament_layout(transform)
        for box, name in cartouches:
            # (its names are centred in it and may run past its sides, never above or below)
            rows = QRectF(shown.left() - 1e9, box.top() - 4, 2e9, box.height() + 8)
            if rows.intersects(shown):
                title = self.name_text(self.sheet.name)
                sheet_art.paint_cartouche(painter, box, name, title, origin)
        if rose_box is not None:
            # (its letters stand out past its box by less than half its radius)
            reach = rose_box.width() / 4 + 16
            if rose_box.adjusted(-reach, -reach, reach, reach).intersects(shown):
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
        # (written upwards along the line, just left of it, with its halo)
        across = metrics.height() + 12
        along = metrics.horizontalAdvance(text) / 2 + 8
        if not QRectF(at.x() - across, at.y() - along, 2 * across, 2 * along).intersects(shown):
            painter.restore()
            return
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
        place and no other ornament (left out where there is none). Kept while the
        transform, the places and the land stay the same."""
        key = (
            transform.m11(),
            transform.m12(),
            transform.m21(),
            transform.m22(),
            transform.dx(),
            transform.dy(),
        )
        kept = self._ornaments
        if (
            kept is not None
            and kept[0] == key
            and kept[1] is self.sheet.locations
            and kept[2] is self.land
        ):
            return kept[3]
        looked_at: list[QRectF] = []
        layout = self._lay_out_ornaments(transform, looked_at)
        self._ornaments = (key, self.sheet.locations, self.land, layout, looked_at)
        return layout

    def _lay_out_ornaments(
        self, transform: QTransform, looked_at: list[QRectF] | None = None
    ) -> tuple[list[tuple[QRectF, str]], QRectF | None]:
        """Where the ornaments go (``ornament_layout``), worked out; the scene boxes where
        the land was looked at are added to ``looked_at``."""
        zoom = math.hypot(transform.m11(), transform.m12())
        taken: list[QRectF] = []  # ornaments never lie on each other either
        cartouches: list[tuple[QRectF, str]] = []
        for scene_rect, name in self.sheet_rects:
            width = scene_rect.width() * 0.16 * zoom
            height = width * 0.24
            scale = min(max(1.0, 30 / max(height, 1e-6)), 56 / max(height, 1e-6))
            width, height = width * scale, height * scale
            sheet_box = transform.mapRect(scene_rect).adjusted(10, 10, -10, -10)
            box = self._free_corner(
                transform, sheet_box, width, height, taken=taken, looked_at=looked_at
            )
            if box is not None:
                taken.append(box)
                cartouches.append((box, name))
        first = self.sheet_rects[0][0] if self.sheet_rects else self.map_rect
        radius = min(max(8.0 * zoom, 26.0), 90.0)
        first_box = transform.mapRect(first).adjusted(8, 8, -8, -8)
        rose = self._free_corner(
            transform,
            first_box,
            2 * radius,
            2 * radius,
            corners=(2, 3, 1, 0),
            taken=taken,
            looked_at=looked_at,
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
        looked_at: list[QRectF] | None = None,
    ) -> QRectF | None:
        """A box of ``width`` × ``height`` device pixels in a corner of ``within`` (0 top
        left, 1 top right, 2 bottom left, 3 bottom right, tried in the order given) that
        hides no place, lies on none of the ornaments ``taken`` and, if one can, on no land;
        ``None`` if there is no such corner (an ornament never covers what the game is
        played on). The scene boxes where the land is looked at go to ``looked_at``."""
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
            scene_box = inverse.mapRect(box)
            if looked_at is not None:
                looked_at.append(scene_box)
            if not self.land_within(scene_box).intersects(scene_box):
                return box
        return free[0] if free else None

    def paint_symbols(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the places' symbols within ``rect`` (scene) at a fixed size on screen."""
        transform = painter.worldTransform()
        visible = transform.mapRect(rect).adjusted(-200, -30, 200, 30)
        painter.save()
        painter.resetTransform()
        for location in self.sheet.locations:
            centre = transform.map(to_scene(location.point))
            if visible.contains(centre):
                paint_place_symbol(painter, location.type, centre)
        painter.restore()

    # -- tooltips ---------------------------------------------------------------------------

    def tooltip_at(self, scene_pos: QPointF, pixel_size: float) -> str:
        """The tooltip of what is printed at ``scene_pos``: a place, a feature or an area
        (``pixel_size``: the length of a screen pixel in map units, for the reach)."""
        reach = TOOLTIP_REACH_PX * pixel_size
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
        if abs(x - self.sheet.antimeridian_x) <= 4 * pixel_size:
            return QCoreApplication.translate(
                "SheetScene", "The antimeridian: crossing it eastwards wins a day back"
            )
        for path, tip in self._feature_paths:
            if path.contains(scene_pos):
                return tip
        if self.land.contains(scene_pos):
            for path, tip in self._area_paths:
                if path.contains(scene_pos):
                    return tip
        return ""
