"""The editor's undo commands: one ``QUndoCommand`` class per kind of edit.

Each command holds the map before and after the edit (maps are frozen, so this costs
little) and its text for the Undo menu, verb + noun ("Move Location"). ``redo`` sets the
document to the map after, ``undo`` to the map before: both are safe to run twice. Edits
made live during a drag are already in the document when the command is pushed; its
first ``redo`` then changes nothing. Commands of the same kind on the same target with the
same ``merge_key`` fold into one step (``mergeWith``), and only within one edit session
(``edit_session``): the keystrokes typed into one box before the edit ends (the keyboard
focus leaves the box, or Enter is pressed) are one undo step; typing into the same box
again later is another.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from eighty_days.editor import background_path, edits, paste_edits, shape_edits
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    IncomeCard,
    Location,
    LocationType,
    Point,
    Polygon,
    SheetMap,
)
from eighty_days.ui.editor.selection import Selection, SelectionKind, group_of

_COMMAND_IDS: dict[str, int] = {}

# The keys that end a typed edit.
_ENDING_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})


class EditSessions(QObject):
    """Numbers the program's edit sessions: a session opens when the keyboard focus
    comes to a box and closes when the focus leaves it or Enter is pressed there. Edits
    merge only within one session (``SheetCommand.mergeWith``)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        # The number of the session open now.
        self.number = 0
        self._watched: QWidget | None = None
        app.focusChanged.connect(self._focus_changed)
        self._watch(app.focusWidget())

    def close_session(self) -> None:
        """End the open session: the next edit is a step of its own."""
        self.number += 1

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The focus moved: the edit of the box it left is over; Enter is watched for
        in the box it came to."""
        self.close_session()
        self._watch(new)

    def _watch(self, widget: QWidget | None) -> None:
        """Watch ``widget`` (the one with the focus) for Enter."""
        if self._watched is not None and isValid(self._watched):
            self._watched.removeEventFilter(self)
        self._watched = widget
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the focused box ends its edit (the edit Enter makes is still of it)."""
        if (
            event.type() == QEvent.Type.KeyRelease
            and isinstance(event, QKeyEvent)
            and event.key() in _ENDING_KEYS
        ):
            self.close_session()
        return False


_SESSIONS: list[EditSessions] = []


def edit_session() -> int:
    """The number of the edit session open now (see ``EditSessions``); 0 without a
    ``QApplication``."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 0
    if not _SESSIONS or _SESSIONS[0].parent() is not app:
        _SESSIONS[:] = [EditSessions(app)]
    return _SESSIONS[0].number


def close_edit_session() -> None:
    """End the edit session open now (its step takes no more keystrokes)."""
    edit_session()
    if _SESSIONS:
        _SESSIONS[0].close_session()


def _command_id(name: str) -> int:
    return _COMMAND_IDS.setdefault(name, 1000 + len(_COMMAND_IDS))


def rebase_history(stack: QUndoStack, old_map: Path | None, new_map: Path) -> None:
    """Write the tracing image's path of every map the History holds for the file
    ``new_map`` (the map was saved there from ``old_map``): undone or redone, an edit
    still names the same image."""
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, SheetCommand):
            command.before = background_path.rebased(command.before, old_map, new_map)
            command.after = background_path.rebased(command.after, old_map, new_map)


class SheetCommand(QUndoCommand):
    """An edit of the document: the map before and after, and the text for the menu.

    ``merge_key`` (if not ``None``) lets a later command of the same class with the same
    key, made in the same edit session (``edit_session``), fold into this one.
    """

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Map"))

    def __init__(
        self,
        document: MapDocument,
        after: SheetMap,
        *,
        before: SheetMap | None = None,
        merge_key: Hashable | None = None,
    ) -> None:
        super().__init__(QCoreApplication.translate("EditorCommands", self.TEXT))
        self.document = document
        self.before = before if before is not None else document.sheet
        self.after = after
        self.merge_key = merge_key
        # The edit session the command was made in: commands merge only within one.
        self.session = edit_session() if merge_key is not None else None

    def redo(self) -> None:
        """Put the map after the edit in the document (again, if it is already there)."""
        self.document.set_sheet(self.after)

    def undo(self) -> None:
        """Put the map before the edit back."""
        self.document.set_sheet(self.before)

    def id(self) -> int:
        """Commands that may merge share an id per class; others answer −1."""
        return _command_id(type(self).__name__) if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Fold ``other`` (the same kind of edit of the same target) into this step."""
        if not isinstance(other, SheetCommand) or type(other) is not type(self):
            return False
        if other.merge_key is None or other.merge_key != self.merge_key:
            return False
        if other.session != self.session:
            return False  # a new edit of the same field: a step of its own
        self.after = other.after
        return True


# -- locations ----------------------------------------------------------------------------

#: A place's kind as the History names it ("Rename port Suez").
TYPE_WORDS: dict[LocationType, str] = {
    LocationType.CITY: str(QT_TRANSLATE_NOOP("EditorCommands", "city")),
    LocationType.PORT: str(QT_TRANSLATE_NOOP("EditorCommands", "port")),
    LocationType.ISLAND: str(QT_TRANSLATE_NOOP("EditorCommands", "island")),
    LocationType.OUTPOST: str(QT_TRANSLATE_NOOP("EditorCommands", "outpost")),
    LocationType.ADVENTURE: str(QT_TRANSLATE_NOOP("EditorCommands", "adventure place")),
}

#: What the History calls a change of each field of a place.
FIELD_TEXTS: dict[str, str] = {
    "id": str(QT_TRANSLATE_NOOP("EditorCommands", "Change id of {name}")),
    "name": str(QT_TRANSLATE_NOOP("EditorCommands", "Rename {type} {name}")),
    "type": str(QT_TRANSLATE_NOOP("EditorCommands", "Change type of {name}")),
    "area": str(QT_TRANSLATE_NOOP("EditorCommands", "Change area of {name}")),
    "x": str(QT_TRANSLATE_NOOP("EditorCommands", "Move {name}")),
    "y": str(QT_TRANSLATE_NOOP("EditorCommands", "Move {name}")),
    "snap_radius": str(QT_TRANSLATE_NOOP("EditorCommands", "Change snap radius of {name}")),
}


def _named(template: str, location: Location) -> str:
    """A History text naming a place (and its kind)."""
    return QCoreApplication.translate("EditorCommands", template).format(
        name=location.name,
        type=QCoreApplication.translate("EditorCommands", TYPE_WORDS[location.type]),
    )


def _said(template: str, **values: object) -> str:
    """A History text: ``template`` translated, its ``{names}`` filled in."""
    return QCoreApplication.translate("EditorCommands", template).format(**values)


#: What the History calls one shape of each layer.
LAYER_WORDS: dict[Layer, str] = {
    Layer.LAND: str(QT_TRANSLATE_NOOP("EditorCommands", "land")),
    Layer.CANALS: str(QT_TRANSLATE_NOOP("EditorCommands", "canal")),
    Layer.MOUNTAINS: str(QT_TRANSLATE_NOOP("EditorCommands", "mountains")),
}


def shape_words(layer: Layer, polygon: Polygon) -> str:
    """A shape as the History names it: its layer and its name ("land: West continent"),
    or its layer alone if it has no name."""
    word = QCoreApplication.translate("EditorCommands", LAYER_WORDS[layer])
    if not polygon.name:
        return word
    return _said(
        str(QT_TRANSLATE_NOOP("EditorCommands", "{layer}: {name}")), layer=word, name=polygon.name
    )


def _shape_at(sheet: SheetMap, layer: Layer, index: int) -> str:
    """Shape ``index`` of ``layer`` as the History names it (its layer if it is gone)."""
    polygons = shape_edits.polygons_of(sheet, layer)
    if 0 <= index < len(polygons):
        return shape_words(layer, polygons[index])
    return QCoreApplication.translate("EditorCommands", LAYER_WORDS[layer])


#: How many things a History text names before it says how many more there are.
NAMED_AT_MOST = 3


def item_words(item: paste_edits.Item) -> str:
    """A copied thing as the History names it: a place or an adventure card by its name,
    an income card by its id, a shape by its name (by its layer if it has none)."""
    if isinstance(item, Location):
        return item.name
    if isinstance(item, AdventureCard):
        return item.title
    if isinstance(item, IncomeCard):
        return item.id
    layer, polygon = item
    return polygon.name or QCoreApplication.translate("EditorCommands", LAYER_WORDS[layer])


def listed(words: list[str]) -> str:
    """Names for a History text: all of them up to ``NAMED_AT_MOST``, else the first
    ones and how many more."""
    if len(words) <= NAMED_AT_MOST:
        return ", ".join(words)
    #: The first names and how many more: "Paste: Aden, Suez, Bombay and 2 more".
    return _said(
        str(QT_TRANSLATE_NOOP("EditorCommands", "{names} and {count} more")),
        names=", ".join(words[:NAMED_AT_MOST]),
        count=len(words) - NAMED_AT_MOST,
    )


class AddLocation(SheetCommand):
    """Add a location (a click with the location tool)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Location"))

    def __init__(self, document: MapDocument, location: Location) -> None:
        super().__init__(document, edits.add_location(document.sheet, location))
        self.location_id = location.id
        self.setText(_named(str(QT_TRANSLATE_NOOP("EditorCommands", "Add {name}")), location))


class MoveLocation(SheetCommand):
    """Move a location (one step for a whole drag)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Move Location"))

    def __init__(
        self, document: MapDocument, location_id: str, point: Point, before: SheetMap
    ) -> None:
        super().__init__(document, edits.move_location(before, location_id, point), before=before)
        self.setText(_named(FIELD_TEXTS["x"], before.location(location_id)))


class EditLocation(SheetCommand):
    """Change a location's id, name, type, area, position or snap radius."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Location"))

    def __init__(
        self, document: MapDocument, location_id: str, location: Location, field: str
    ) -> None:
        before = document.sheet
        super().__init__(
            document,
            edits.update_location(before, location_id, location),
            merge_key=(location.id, field),
        )
        if field in FIELD_TEXTS:
            self.setText(_named(FIELD_TEXTS[field], before.location(location_id)))


class RenameLocation(SheetCommand):
    """Rename a location; its id follows the name until it is edited by hand."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Rename Location"))

    def __init__(self, document: MapDocument, location_id: str, name: str) -> None:
        before = document.sheet
        super().__init__(document, edits.rename_location(before, location_id, name))
        self.setText(_named(FIELD_TEXTS["name"], before.location(location_id)))


class EditLocations(SheetCommand):
    """Set one field (type or area) of several locations at once."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Locations"))

    def __init__(
        self, document: MapDocument, location_ids: list[str], field: str, value: object
    ) -> None:
        sheet = document.sheet
        for location_id in location_ids:
            location = sheet.location(location_id)
            sheet = edits.update_location(
                sheet,
                location_id,
                replace(location, **{field: value}),  # type: ignore[arg-type]
            )
        super().__init__(document, sheet)
        template = (
            QT_TRANSLATE_NOOP("EditorCommands", "Change type of {count} places")
            if field == "type"
            else QT_TRANSLATE_NOOP("EditorCommands", "Change area of {count} places")
        )
        self.setText(
            QCoreApplication.translate("EditorCommands", str(template)).format(
                count=len(location_ids)
            )
        )


class DeleteLocation(SheetCommand):
    """Delete a location (and, if asked, every reference to it)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Location"))

    def __init__(
        self, document: MapDocument, location_id: str, *, clear_references: bool = False
    ) -> None:
        sheet = document.sheet
        location = sheet.location(location_id) if sheet.has_location(location_id) else None
        if clear_references:
            sheet = edits.clear_location_references(sheet, location_id)
        super().__init__(document, edits.delete_location(sheet, location_id))
        if location is not None:
            self.setText(
                _named(str(QT_TRANSLATE_NOOP("EditorCommands", "Delete {name}")), location)
            )


class SetStart(SheetCommand):
    """Make a location the start."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Set Start"))

    def __init__(self, document: MapDocument, location_id: str) -> None:
        super().__init__(document, edits.set_start(document.sheet, location_id))
        if document.sheet.has_location(location_id):
            template = str(QT_TRANSLATE_NOOP("EditorCommands", "Start at {name}"))
            self.setText(_named(template, document.sheet.location(location_id)))


class SetArrival(SheetCommand):
    """Make a location the arrival."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Set Arrival"))

    def __init__(self, document: MapDocument, location_id: str) -> None:
        super().__init__(document, edits.set_arrival(document.sheet, location_id))
        if document.sheet.has_location(location_id):
            template = str(QT_TRANSLATE_NOOP("EditorCommands", "Arrive at {name}"))
            self.setText(_named(template, document.sheet.location(location_id)))


# -- areas --------------------------------------------------------------------------------


class AddArea(SheetCommand):
    """Add an area."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Area"))

    def __init__(self, document: MapDocument, area: Area) -> None:
        super().__init__(document, edits.add_area(document.sheet, area))
        self.area_id = area.id
        self.setText(
            _said(str(QT_TRANSLATE_NOOP("EditorCommands", "Add area: {name}")), name=area.name)
        )


#: What the History calls a change of each field of an area.
AREA_FIELD_TEXTS: dict[str, str] = {
    "id": str(QT_TRANSLATE_NOOP("EditorCommands", "Change id of area: {name}")),
    "name": str(QT_TRANSLATE_NOOP("EditorCommands", "Rename area: {old} to {name}")),
    "colour": str(QT_TRANSLATE_NOOP("EditorCommands", "Recolour area: {name}")),
}


class EditArea(SheetCommand):
    """Rename or recolour an area (or change its id)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Area"))

    def __init__(self, document: MapDocument, area_id: str, area: Area, field: str) -> None:
        before = document.sheet.areas[edits.area_index(document.sheet, area_id)]
        super().__init__(
            document,
            edits.update_area(document.sheet, area_id, area),
            merge_key=(area.id, field),
        )
        self.setText(_said(AREA_FIELD_TEXTS.get(field, self.TEXT), old=before.name, name=area.name))


class AddAreaRegion(SheetCommand):
    """Add a polygon to the region an area is tinted over."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Area Region"))

    def __init__(self, document: MapDocument, area_id: str, polygon: Polygon) -> None:
        sheet = document.sheet
        area = sheet.areas[edits.area_index(sheet, area_id)]
        clean = shape_edits.polygons_of(
            shape_edits.add_polygon(sheet, Layer.LAND, polygon), Layer.LAND
        )[-1]
        changed = Area(area.id, area.name, area.colour, (*area.region, clean))
        super().__init__(document, edits.update_area(sheet, area_id, changed))
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Add a tint region to area: {name}"))
        self.setText(_said(template, name=area.name))


class ClearAreaRegions(SheetCommand):
    """Drop an area's tint regions (it is then tinted round its places)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Clear Area Regions"))

    def __init__(self, document: MapDocument, area_id: str) -> None:
        sheet = document.sheet
        area = sheet.areas[edits.area_index(sheet, area_id)]
        changed = Area(area.id, area.name, area.colour)
        super().__init__(document, edits.update_area(sheet, area_id, changed))
        template = str(
            QT_TRANSLATE_NOOP("EditorCommands", "Clear the tint regions of area: {name}")
        )
        self.setText(_said(template, name=area.name))


class DeleteArea(SheetCommand):
    """Delete an area, moving its locations to another."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Area"))

    def __init__(self, document: MapDocument, area_id: str, reassign_to: str | None) -> None:
        area = document.sheet.areas[edits.area_index(document.sheet, area_id)]
        super().__init__(document, edits.delete_area(document.sheet, area_id, reassign_to))
        self.setText(
            _said(str(QT_TRANSLATE_NOOP("EditorCommands", "Delete area: {name}")), name=area.name)
        )


# -- polygons -----------------------------------------------------------------------------


class AddPolygon(SheetCommand):
    """Add a land, canal or mountain polygon (drawn vertex by vertex)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Polygon"))

    def __init__(self, document: MapDocument, layer: Layer, polygon: Polygon) -> None:
        super().__init__(document, shape_edits.add_polygon(document.sheet, layer, polygon))
        self.setText(
            _said(
                str(QT_TRANSLATE_NOOP("EditorCommands", "Add {shape}")),
                shape=shape_words(layer, polygon),
            )
        )


class RenamePolygon(SheetCommand):
    """Name a polygon (canals and mountains show their names)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Rename Polygon"))

    def __init__(self, document: MapDocument, layer: Layer, index: int, name: str) -> None:
        polygon = shape_edits.polygons_of(document.sheet, layer)[index]
        super().__init__(
            document,
            shape_edits.set_polygon(
                document.sheet, layer, index, Polygon(polygon.exterior, polygon.holes, name)
            ),
            merge_key=(layer, index),
        )
        named = Polygon(polygon.exterior, polygon.holes, name)
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Rename {shape}"))
        self.setText(_said(template, shape=shape_words(layer, named)))


class AddHole(SheetCommand):
    """Cut a hole in a polygon (drawn vertex by vertex)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Hole"))

    def __init__(
        self, document: MapDocument, layer: Layer, index: int, ring: tuple[Point, ...]
    ) -> None:
        super().__init__(document, shape_edits.add_hole(document.sheet, layer, index, ring))
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Cut a hole in {shape}"))
        self.setText(_said(template, shape=_shape_at(document.sheet, layer, index)))


class DeleteHole(SheetCommand):
    """Fill a hole of a polygon."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Hole"))

    def __init__(self, document: MapDocument, layer: Layer, index: int, ring: int) -> None:
        super().__init__(document, shape_edits.delete_hole(document.sheet, layer, index, ring))
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Fill a hole in {shape}"))
        self.setText(_said(template, shape=_shape_at(document.sheet, layer, index)))


class DeletePolygon(SheetCommand):
    """Delete a polygon."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Polygon"))

    def __init__(self, document: MapDocument, layer: Layer, index: int) -> None:
        shape = _shape_at(document.sheet, layer, index)
        super().__init__(document, shape_edits.delete_polygon(document.sheet, layer, index))
        self.setText(_said(str(QT_TRANSLATE_NOOP("EditorCommands", "Delete {shape}")), shape=shape))


class MoveVertex(SheetCommand):
    """Move a polygon's vertex (one step for a whole drag)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Move Vertex"))

    def __init__(
        self,
        document: MapDocument,
        vertex: tuple[Layer, int, int, int],
        point: Point,
        before: SheetMap,
    ) -> None:
        layer, index, ring, number = vertex
        super().__init__(
            document,
            shape_edits.move_vertex(before, layer, index, ring, number, point),
            before=before,
        )
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Move a vertex of {shape}"))
        self.setText(_said(template, shape=_shape_at(before, layer, index)))


class MoveGroup(SheetCommand):
    """Move several places and vertices together (one step for a whole drag)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Move Group"))

    def __init__(
        self,
        document: MapDocument,
        places: frozenset[str],
        vertices: frozenset[tuple[Layer, int, int, int]],
        delta: Point,
        before: SheetMap,
    ) -> None:
        super().__init__(
            document, shape_edits.move_group(before, places, vertices, delta), before=before
        )
        count = len(places) + len(vertices)
        self.setText(
            QCoreApplication.translate("EditorCommands", "Move a group of {count}").format(
                count=count
            )
        )


#: The History texts of the box's drags, by what the drag did ("{what}": the shape or group).
TRANSFORM_TEXTS = {
    "move": str(QT_TRANSLATE_NOOP("EditorCommands", "Move {what}")),
    "scale": str(QT_TRANSLATE_NOOP("EditorCommands", "Scale {what}")),
    "rotate": str(QT_TRANSLATE_NOOP("EditorCommands", "Rotate {what}")),
}


class TransformSelection(SheetCommand):
    """Move, scale or turn a place, a whole shape or a group (one step for a drag of its box,
    or for an arrow key held down: ``merge_key`` names the run of presses)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Transform Selection"))

    def __init__(
        self,
        document: MapDocument,
        after: SheetMap,
        before: SheetMap,
        how: str,
        what: Selection,
        *,
        merge_key: Hashable | None = None,
    ) -> None:
        super().__init__(document, after, before=before, merge_key=merge_key)
        if what.kind is SelectionKind.POLYGON:
            words = _shape_at(before, *what.key)
        elif what.kind is SelectionKind.LOCATION and before.has_location(what.key):
            words = before.location(what.key).name
        else:
            words = QCoreApplication.translate("EditorCommands", "a group of {count}").format(
                count=max(1, group_of(what).size)
            )
        self.setText(_said(TRANSFORM_TEXTS[how], what=words))


class DeleteGroup(SheetCommand):
    """Delete several places and vertices at once."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Group"))

    def __init__(
        self,
        document: MapDocument,
        places: frozenset[str],
        vertices: frozenset[tuple[Layer, int, int, int]],
        *,
        clear_references: bool = False,
    ) -> None:
        super().__init__(
            document,
            shape_edits.delete_group(
                document.sheet, places, vertices, clear_references=clear_references
            ),
        )
        self.setText(
            QCoreApplication.translate("EditorCommands", "Delete a group of {count}").format(
                count=len(places) + len(vertices)
            )
        )


class PasteItems(SheetCommand):
    """Paste (or duplicate) copied places, polygons and cards: one step for them all."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Paste"))

    def __init__(
        self,
        document: MapDocument,
        items: list[paste_edits.Item],
        offset: Point,
        *,
        duplicate: bool = False,
    ) -> None:
        self.pasted = paste_edits.paste_items(document.sheet, items, offset)
        super().__init__(document, self.pasted.sheet)
        template = (
            QT_TRANSLATE_NOOP("EditorCommands", "Duplicate: {names}")
            if duplicate
            else QT_TRANSLATE_NOOP("EditorCommands", "Paste: {names}")
        )
        self.setText(_said(str(template), names=listed([item_words(item) for item in items])))


class TypeVertex(SheetCommand):
    """Move a vertex to coordinates typed in (steps of one box fold into one)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Type Vertex Coordinates"))

    def __init__(
        self, document: MapDocument, vertex: tuple[Layer, int, int, int], point: Point
    ) -> None:
        layer, index, ring, number = vertex
        super().__init__(
            document,
            shape_edits.move_vertex(document.sheet, layer, index, ring, number, point),
            merge_key=vertex,
        )
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Type a vertex of {shape}"))
        self.setText(_said(template, shape=_shape_at(document.sheet, layer, index)))


class InsertVertex(SheetCommand):
    """Insert a vertex into a polygon's edge."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Insert Vertex"))

    def __init__(
        self,
        document: MapDocument,
        layer: Layer,
        index: int,
        ring: int,
        before_vertex: int,
        point: Point,
    ) -> None:
        super().__init__(
            document,
            shape_edits.insert_vertex(document.sheet, layer, index, ring, before_vertex, point),
        )
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Insert a vertex in {shape}"))
        self.setText(_said(template, shape=_shape_at(document.sheet, layer, index)))


class DeleteVertex(SheetCommand):
    """Delete a polygon's vertex."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Vertex"))

    def __init__(
        self, document: MapDocument, layer: Layer, index: int, ring: int, vertex: int
    ) -> None:
        super().__init__(
            document, shape_edits.delete_vertex(document.sheet, layer, index, ring, vertex)
        )
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete a vertex of {shape}"))
        self.setText(_said(template, shape=_shape_at(document.sheet, layer, index)))


# -- the map's settings -------------------------------------------------------------------


class EditMapSettings(SheetCommand):
    """Change the name, scale, coast tolerance, antimeridian or sheet split."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Map Settings"))

    def __init__(self, document: MapDocument, after: SheetMap, field: str) -> None:
        super().__init__(document, after, merge_key=field)
        self.setText(
            QCoreApplication.translate("EditMapSettings", "Change {value}").format(
                value=QCoreApplication.translate("EditMapSettings", field).title()
            )
        )


# -- cards --------------------------------------------------------------------------------


class AddIncomeCard(SheetCommand):
    """Add an income card."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Income Card"))

    def __init__(self, document: MapDocument, card: IncomeCard) -> None:
        super().__init__(document, edits.add_income_card(document.sheet, card))
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Add income card: {name}"))
        self.setText(_said(template, name=card.id))


class EditIncomeCard(SheetCommand):
    """Change an income card's id, locations or pounds."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Income Card"))

    def __init__(self, document: MapDocument, index: int, card: IncomeCard, field: str) -> None:
        super().__init__(
            document,
            edits.set_income_card(document.sheet, index, card),
            merge_key=(index, field),
        )
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit income card: {name}"))
        self.setText(_said(template, name=card.id))


class DeleteIncomeCard(SheetCommand):
    """Delete an income card."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Income Card"))

    def __init__(self, document: MapDocument, index: int) -> None:
        card = (
            document.sheet.income_cards[index]
            if 0 <= index < len(document.sheet.income_cards)
            else None
        )
        super().__init__(document, edits.delete_income_card(document.sheet, index))
        if card is not None:
            template = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete income card: {name}"))
            self.setText(_said(template, name=card.id))


class AddAdventureCard(SheetCommand):
    """Add an adventure card."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Add Adventure Card"))

    def __init__(self, document: MapDocument, card: AdventureCard) -> None:
        super().__init__(document, edits.add_adventure_card(document.sheet, card))
        template = str(QT_TRANSLATE_NOOP("EditorCommands", "Add adventure card: {name}"))
        self.setText(_said(template, name=card.title))


class EditAdventureCard(SheetCommand):
    """Change an adventure card's id, title, novel, location or icons."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Edit Adventure Card"))

    def __init__(self, document: MapDocument, index: int, card: AdventureCard, field: str) -> None:
        super().__init__(
            document,
            edits.set_adventure_card(document.sheet, index, card),
            merge_key=(index, field),
        )
        template = (
            QT_TRANSLATE_NOOP("EditorCommands", "Retitle adventure card: {name}")
            if field == "title"
            else QT_TRANSLATE_NOOP("EditorCommands", "Edit adventure card: {name}")
        )
        self.setText(_said(str(template), name=card.title))


class DeleteAdventureCard(SheetCommand):
    """Delete an adventure card."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete Adventure Card"))

    def __init__(self, document: MapDocument, index: int) -> None:
        cards = document.sheet.adventure_cards
        card = cards[index] if 0 <= index < len(cards) else None
        super().__init__(document, edits.delete_adventure_card(document.sheet, index))
        if card is not None:
            template = str(QT_TRANSLATE_NOOP("EditorCommands", "Delete adventure card: {name}"))
            self.setText(_said(template, name=card.title))
