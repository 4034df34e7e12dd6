"""The problems with one obvious fix, and the edit that makes it.

``fix_of(problem)`` answers a ``ProblemFix`` for a problem that one edit plainly fixes:

- a port or an island off the coast: put it on the coast (``edits.put_on_coast``);
- a place outside the map: move it to the nearest point inside the map's bounds;
- an area with no place: remove the area;
- an adventure card naming a missing place (or none): remove the card;
- an income card naming a missing place: remove the card.

Other problems have a hint only (``eighty_days.editor.problem_hints``): their fix is the
author's choice. Qt-free; the editor's Problems panel offers the fix as a button and
applies it as one undo step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from eighty_days.editor import edits
from eighty_days.editor.checks import EMPTY_AREA, CulpritKind, EditorProblem
from eighty_days.editor.problem_hints import problem_kinds
from eighty_days.messages import Message, define
from eighty_days.sheet.model import SheetMap
from eighty_days.sheet.validate import EMPTY, PLACE_OUTSIDE, UNKNOWN_LOCATION
from eighty_days.sheet.validate_geometry import OFF_THE_COAST

PUT_ON_COAST = define("fix.put_on_coast", "Put on the coast")
MOVE_INSIDE = define("fix.move_inside", "Move inside the map")
REMOVE_AREA = define("fix.remove_area", "Remove the area")
REMOVE_CARD = define("fix.remove_card", "Remove the card")


@dataclass(frozen=True, slots=True)
class ProblemFix:
    """One edit that fixes a problem: its name (for a button) and the edit itself.

    ``apply(sheet)`` is the map with the fix made; it raises ``edits.EditError`` when the
    fix cannot be made on that map (say, no coast within reach).
    """

    label: Message
    apply: Callable[[SheetMap], SheetMap]


def fix_of(problem: EditorProblem) -> ProblemFix | None:
    """The one obvious fix of ``problem``, or ``None`` if its fix is the author's choice."""
    keys = {kind.key for kind in problem_kinds(problem.message)}
    culprit = problem.culprit
    key = culprit.key
    if culprit.kind is CulpritKind.LOCATION and isinstance(key, str):
        if OFF_THE_COAST.key in keys:
            return ProblemFix(PUT_ON_COAST(), lambda sheet: edits.put_on_coast(sheet, key))
        if PLACE_OUTSIDE.key in keys:
            return ProblemFix(MOVE_INSIDE(), lambda sheet: move_inside(sheet, key))
    if culprit.kind is CulpritKind.AREA and isinstance(key, str) and EMPTY_AREA.key in keys:
        return ProblemFix(REMOVE_AREA(), lambda sheet: edits.delete_area(sheet, key, None))
    names_missing_place = UNKNOWN_LOCATION.key in keys or (
        EMPTY.key in keys and _names_location(problem)
    )
    if culprit.kind is CulpritKind.ADVENTURE_CARD and isinstance(key, int) and names_missing_place:
        return ProblemFix(REMOVE_CARD(), lambda sheet: edits.delete_adventure_card(sheet, key))
    if (
        culprit.kind is CulpritKind.INCOME_CARD
        and isinstance(key, int)
        and UNKNOWN_LOCATION.key in keys
    ):
        return ProblemFix(REMOVE_CARD(), lambda sheet: edits.delete_income_card(sheet, key))
    return None


def move_inside(sheet: SheetMap, location_id: str) -> SheetMap:
    """The map with place ``location_id`` moved to the nearest point inside its bounds.

    :raises edits.EditError: no such place.
    """
    if not sheet.has_location(location_id):
        return edits.move_location(sheet, location_id, (0.0, 0.0))  # raises: no such place
    location = sheet.location(location_id)
    x_min, y_min, x_max, y_max = sheet.bounds
    x = min(max(location.x, x_min), x_max)
    y = min(max(location.y, y_min), y_max)
    return edits.move_location(sheet, location_id, (x, y))


def _names_location(problem: EditorProblem) -> bool:
    """Whether the problem is about a card's place (its path ends ``.location``)."""
    for kind in problem_kinds(problem.message):
        for name, value in kind.params:
            if name == "path" and isinstance(value, str):
                return value.endswith(".location")
    return False
