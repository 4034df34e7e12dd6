"""The editor's printed map: the game's ``SheetScene`` brought up to date edit by edit.

A new ``SheetScene`` for every edit redraws the whole map: the land's union, the coast's
water-lines, the mountain peaks, the area washes and every name. ``EditorSheetScene``
keeps what an edit left alone and rebuilds only the parts whose data changed (the land,
the canals and mountains, the areas, the places), then invalidates only the part of the
map those changes cover, so the view's cached background is painted again there only.
``rebuilt`` counts the parts rebuilt (for tests and the benchmark).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from eighty_days.sheet.model import Location, Polygon, SheetMap
from eighty_days.ui.art.water_lines import WATER_LINES
from eighty_days.ui.journey.land_pieces import changed_box
from eighty_days.ui.journey.map_labels import MapLabel
from eighty_days.ui.journey.map_scene import SheetScene

#: Room round a changed place for its name (written to the right, or the left, of the
#: symbol) and for the names it may have pushed aside: screen pixels across and down.
NAME_ROOM_ACROSS = 260.0
NAME_ROOM_DOWN = 40.0

#: Room round a changed coast for its water-lines and the ink's width (screen pixels).
COAST_ROOM = max(distance for distance, _alpha in WATER_LINES) + 8.0


class EditorSheetScene(SheetScene):
    """A ``SheetScene`` that follows the edited map (``follow``) instead of being built
    again for each edit."""

    def __init__(self, sheet: SheetMap) -> None:
        super().__init__(sheet, translate_names=False)  # the names as written
        # a land edit makes again only the union round the polygon it changed
        self.art.keep_land_in_pieces()
        self.names.follow(sheet, land=self.art.land, areas=True)
        #: How often each part was rebuilt by ``follow``: "land", "features", "areas",
        #: "places" (a new scene counts none).
        self.rebuilt: Counter[str] = Counter()
        #: How often ``follow`` brought the scene up to date with another map.
        self.follows = 0
        #: The scene rectangle ``follow`` last invalidated (empty: nothing to paint), and
        #: the part of it where the printed map under the names is painted again.
        self.last_invalidated = QRectF()
        self.last_map_repainted = QRectF()
        #: The places' symbols and the names, drawn over the printed map by an item of
        #: their own (an edit of a place repaints them, not the map under them).
        self.places_item = PrintedNames(self)
        # the part of the map drawn before the finishing touches came (see ``drawn_unfinished``)
        self._unfinished = QRectF()
        self.addItem(self.places_item)

    def paint_names(self, painter: QPainter, rect: QRectF) -> None:
        """Nothing in the background: the places and the names are ``places_item``'s."""

    def draw_names(self, painter: QPainter, rect: QRectF) -> None:
        """The places' symbols and the names within ``rect``, as the game prints them."""
        SheetScene.paint_names(self, painter, rect)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The printed map under the places and the names."""
        if not self.art_finished:
            self._unfinished = self._unfinished.united(QRectF(rect))
        super().drawBackground(painter, rect)

    def drawn_unfinished(self) -> QRectF:
        """The part of the map drawn since the finishing touches were last due (after a
        land edit: round the coast it changed, and what was shown meanwhile)."""
        drawn, self._unfinished = self._unfinished, QRectF()
        return drawn

    def finish_art(self) -> None:
        """The finishing touches; an area's name moved onto its land is drawn anew."""
        names = _label_places(self.names.area_labels)
        super().finish_art()
        if _label_places(self.names.area_labels) != names:
            self.places_item.update()

    def can_follow(self, sheet: SheetMap) -> bool:
        """Whether ``follow`` can show ``sheet`` (the same paper: bounds, sheets, title);
        otherwise a new scene is needed."""
        old = self.sheet
        return (
            sheet.bounds == old.bounds
            and sheet.sheets == old.sheets
            and sheet.name == old.name
            and sheet.antimeridian_x == old.antimeridian_x
        )

    def follow(self, sheet: SheetMap) -> QRectF:
        """Show ``sheet`` (``can_follow`` must be true): rebuild the parts whose data
        changed, invalidate the scene where they lie, and return that rectangle."""
        old = self.sheet
        self.sheet = sheet
        self.follows += 1
        pixel = self.pixel_size
        dirty = QRectF()
        land_changed = sheet.land is not old.land and sheet.land != old.land
        land_box = QRectF()
        if land_changed:
            self._restart_finishing()
            land_box = _changed_polygons(old.land, sheet.land, 0.0)
            room = COAST_ROOM * pixel
            dirty = dirty.united(land_box.adjusted(-room, -room, room, room))
            self.rebuilt["land"] += 1
        features = (sheet.canals, sheet.mountains, sheet.ruler_unit)
        features_changed = features != (old.canals, old.mountains, old.ruler_unit)
        if features_changed:
            if sheet.ruler_unit != old.ruler_unit:
                dirty = QRectF(self.sceneRect())  # every peak's size changes
            margin = COAST_ROOM * pixel
            dirty = dirty.united(_changed_polygons(old.canals, sheet.canals, margin))
            dirty = dirty.united(
                _changed_polygons(old.mountains, sheet.mountains, margin, whole=True)
            )
            self.rebuilt["features"] += 1
        places_changed = sheet.locations != old.locations
        # (the areas' washes follow the areas and the places that carry a wash; their
        # names follow those and the land, which they are written on where it is)
        areas_changed = (
            sheet.areas != old.areas
            or sheet.ruler_unit != old.ruler_unit
            or (places_changed and self._places_move_a_wash(old, sheet))
        )
        old_washes = self.art.area_washes
        old_names = _label_places(self.names.area_labels)
        self.art.follow(
            sheet,
            land=land_changed,
            features=features_changed,
            areas=areas_changed,
            land_changed_in=land_box,
        )
        if land_changed or areas_changed or places_changed:
            self.names.follow(
                sheet,
                land=self.art.land if land_changed else None,
                areas=areas_changed,
                land_changed_in=land_box,
            )
        else:
            self.names.follow_same_names(sheet)
        names = QRectF()
        if areas_changed:
            room = COAST_ROOM * pixel
            if sheet.areas == old.areas and sheet.ruler_unit == old.ruler_unit:
                # only places moved: the washes changed within the discs round them
                washes = _moved_discs(old, sheet, room)
            else:
                washes = _changed_washes(old_washes, self.art.area_washes, room)
            dirty = dirty.united(washes)
            self.rebuilt["areas"] += 1
        if land_changed or areas_changed:
            if self.names.has_names_at_sea:
                self._restart_finishing()
            if _label_places(self.names.area_labels) != old_names:
                names = QRectF(self.sceneRect())  # an area's name moved: it may go far
        if land_changed or areas_changed or places_changed:
            names = names.united(
                _changed_places(
                    old.locations,
                    sheet.locations,
                    NAME_ROOM_ACROSS * pixel,
                    NAME_ROOM_DOWN * pixel,
                )
            )
            names = names.united(self.names.mended_box)  # (names mended farther out)
            self.rebuilt["places"] += 1
        if not dirty.isEmpty():
            self.invalidate(dirty, QGraphicsScene.SceneLayer.BackgroundLayer)
        if not names.isEmpty():
            # (the names' own picture; the map under them is repainted from the background)
            self.places_item.update(names)
        self.last_invalidated = names.united(dirty)
        self.last_map_repainted = dirty
        return self.last_invalidated

    def _places_move_a_wash(self, old: SheetMap, new: SheetMap) -> bool:
        """Whether places that moved (or changed area) carry an area's wash: one drawn
        round the places of an area without a region. (An area's name written at sea
        keeps the land chosen for it when the map was drawn: a place moved does not
        send it elsewhere until the land or the areas change.)"""
        moved = set(_whereabouts(old)) ^ set(_whereabouts(new))
        if not moved:
            return False
        regionless = {area.id for area in (*old.areas, *new.areas) if not area.region}
        return any(area in regionless for _, _, area in moved)

    def _restart_finishing(self) -> None:
        """The finishing touches (water-lines, names at sea moved onto land) are worked
        out again after the next paint."""
        self.art_finished = False
        self._finishing = False


class PrintedNames(QGraphicsItem):
    """The places' symbols and the names (of places and areas) over the printed map, as
    the game prints them (``SheetScene.paint_names``), cached as a picture of the
    screen: repainted when a place or a name changes or the zoom does, not when the map
    under it is."""

    def __init__(self, scene: EditorSheetScene) -> None:
        super().__init__()
        self._printed = scene
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        """The whole sheet and its margin."""
        return self._printed.sceneRect()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The symbols and names within the part exposed."""
        self._printed.draw_names(painter, option.exposedRect)


def _label_places(labels: Sequence[MapLabel]) -> list[tuple[str, float, float, float]]:
    """What the names say and where they are written."""
    return [(label.text, label.anchor.x(), label.anchor.y(), label.angle) for label in labels]


def _changed_washes(
    before: Sequence[tuple[QPainterPath, QColor]],
    after: Sequence[tuple[QPainterPath, QColor]],
    margin: float,
) -> QRectF:
    """The box round the areas' washes that differ (as they were and as they are)."""
    dirty = QRectF()
    for index in range(max(len(before), len(after))):
        old = before[index] if index < len(before) else None
        new = after[index] if index < len(after) else None
        if old is not None and new is not None and old[1] == new[1] and old[0] == new[0]:
            continue
        for wash in (old, new):
            if wash is not None:
                dirty = dirty.united(wash[0].controlPointRect())
    return dirty.adjusted(-margin, -margin, margin, margin) if not dirty.isNull() else dirty


def _moved_discs(old: SheetMap, new: SheetMap, margin: float) -> QRectF:
    """The box round the discs washed round the places that moved between ``old`` and
    ``new`` (or changed area) in an area without a region, where they were and where
    they are, with ``margin``: outside them, each wash (the discs' union) is what it
    was."""
    regionless = {area.id for area in new.areas if not area.region}
    radius = new.ruler_unit * 0.8  # (as ``PrintedSheet`` washes them)
    dirty = QRectF()
    for x, y, area in set(_whereabouts(old)) ^ set(_whereabouts(new)):
        if area in regionless:
            dirty = dirty.united(QRectF(x - radius, -y - radius, 2 * radius, 2 * radius))
    return dirty.adjusted(-margin, -margin, margin, margin) if not dirty.isNull() else dirty


def _whereabouts(sheet: SheetMap) -> list[tuple[float, float, str]]:
    """Where each place is and in which area: what the areas' washes and names use."""
    return [(location.x, location.y, location.area) for location in sheet.locations]


def _changed_polygons(
    before: Sequence[Polygon], after: Sequence[Polygon], margin: float, *, whole: bool = False
) -> QRectF:
    """The box round what differs between the polygons ``before`` and ``after`` (by
    position in the list), with ``margin``: a polygon added or removed wholly, one
    edited only round the vertices changed (``changed_box``: its fill and outline change
    there only), or wholly where ``whole`` (a mountain band's peaks are laid out
    afresh)."""
    dirty = QRectF()
    for index in range(max(len(before), len(after))):
        old = before[index] if index < len(before) else None
        new = after[index] if index < len(after) else None
        if old is new or old == new:
            continue
        if old is not None and new is not None and not whole:
            dirty = dirty.united(changed_box(old, new))
            continue
        for polygon in (old, new):
            if polygon is not None and polygon.exterior:
                xs = [x for x, _ in polygon.exterior]
                ys = [y for _, y in polygon.exterior]
                dirty = dirty.united(
                    QRectF(min(xs), -max(ys), max(xs) - min(xs), max(ys) - min(ys))
                )
    return dirty.adjusted(-margin, -margin, margin, margin) if not dirty.isNull() else dirty


def _changed_places(
    before: Sequence[Location], after: Sequence[Location], across: float, down: float
) -> QRectF:
    """The box round the places that differ (added, removed, moved, renamed, retyped),
    where they were and where they are, with room for their names."""
    kept = set(before) & set(after)
    dirty = QRectF()
    for location in (*before, *after):
        if location in kept:
            continue
        x, y = location.x, -location.y
        dirty = dirty.united(QRectF(x - across, y - down, 2 * across, 2 * down))
    return dirty
