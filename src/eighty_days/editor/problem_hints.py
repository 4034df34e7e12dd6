"""How to fix each problem a map can have, in words for a map author.

Every kind of problem the loader's validation (``eighty_days.sheet.validate*``) and the
editor's checks (``eighty_days.editor.checks``) report has a hint here, keyed by the key
of its message. ``hint_of`` finds the hint of a problem's message, looking through the
messages that only wrap a problem with its place in the file (``locations[3]: …``). The
editor's Problems panel shows the hint under the problem; ``eighty-days check-map``
prints it under the problem's line. Qt-free.
"""

from __future__ import annotations

from eighty_days import resources
from eighty_days.editor import checks
from eighty_days.messages import Message, MessageKind, define
from eighty_days.sheet import validate, validate_background, validate_geometry


def _hint(kind: MessageKind, english: str) -> tuple[str, MessageKind]:
    """The hint of the problems of ``kind``: defined under ``hint.<its key>``."""
    return kind.key, define(f"hint.{kind.key}", english)


_V = validate
_G = validate_geometry
_B = validate_background
_C = checks

#: The hint of every kind of problem, by the key of the problem's message.
HINTS: dict[str, MessageKind] = dict(
    [
        # -- the file's structure (usually a hand-edited file) --------------------------------
        _hint(_V.EXPECTED_MAPPING, "Write this entry as keys with values (key: value)."),
        _hint(_V.EXPECTED_LIST, "Write this entry as a list (one “- ” line per item)."),
        _hint(_V.EXPECTED_TEXT, "Write this value as text (in quotes if in doubt)."),
        _hint(_V.EMPTY, "Fill in this value, or choose one in the editor."),
        _hint(
            _V.NOT_AN_ID,
            "Use only lowercase letters, digits and single hyphens, such as “port-said”.",
        ),
        _hint(_V.EXPECTED_NUMBER, "Write a number here, such as 12.5."),
        _hint(_V.NOT_FINITE, "Write an ordinary number here."),
        _hint(_V.TOO_LARGE, "Use a smaller number: the map's units are about a centimetre."),
        _hint(_V.EXPECTED_WHOLE, "Write a whole number here, such as 3."),
        _hint(_V.NOT_BETWEEN, "Choose a value within the range shown."),
        _hint(_V.MISSING_KEY, "Add the missing key, or open and save the map in the editor."),
        _hint(_V.UNKNOWN_KEY, "Remove this key, or check its spelling."),
        _hint(_V.NOT_A_RING, "Write the ring as pairs of numbers: “x y, x y, x y”."),
        _hint(_V.SHORT_RING, "Add points until the shape has at least three, or delete it."),
        _hint(_V.COORDINATE_TOO_LARGE, "Move the points inside the map."),
        _hint(_V.DECIMALS, "Round the coordinates to three decimals (the editor does)."),
        _hint(_V.NO_FORMAT, "Add the format line at the top of the file, as shown."),
        _hint(_V.OTHER_FORMAT, "Open the map with the program version that wrote it."),
        _hint(_V.NOT_POSITIVE, "Enter a value above zero."),
        _hint(_V.NEGATIVE, "Enter zero or more."),
        _hint(_V.OUTSIDE, "Enter a value inside the map's bounds."),
        _hint(
            _V.UNKNOWN_LOCATION,
            "Choose one of the map's places, or remove what names the missing place.",
        ),
        _hint(_V.INCOMPLETE, "Fill in the parts of the map that are missing."),
        _hint(_V.BOUNDS_COUNT, "Give the bounds as four numbers: x_min, y_min, x_max, y_max."),
        _hint(_V.BOUNDS_ORDER, "Swap the numbers so that each minimum is below its maximum."),
        _hint(_V.DUPLICATE_SHEET, "Give each sheet an id of its own."),
        _hint(_V.DUPLICATE_AREA, "Give each area an id of its own."),
        _hint(_V.DUPLICATE_LOCATION, "Give each place an id of its own."),
        _hint(_V.DUPLICATE_INCOME_CARD, "Give each income card an id of its own."),
        _hint(_V.DUPLICATE_ADVENTURE_CARD, "Give each adventure card an id of its own."),
        _hint(_V.SHEET_ORDER, "Swap the sheet's edges so that it starts left of where it ends."),
        _hint(_V.NO_SHEET, "Add a sheet covering the whole map (Map tab)."),
        _hint(_V.FIRST_SHEET, "Make the first sheet start at the map's left edge."),
        _hint(_V.SHEET_GAP, "Make each sheet start where the one before it ends."),
        _hint(_V.LAST_SHEET, "Make the last sheet end at the map's right edge."),
        _hint(_V.NOT_A_COLOUR, "Pick the colour again, or write it like #a1b2c3."),
        _hint(_V.UNKNOWN_TYPE, "Choose one of the place types listed."),
        _hint(_V.UNKNOWN_AREA, "Choose one of the map's areas for this place."),
        _hint(_V.SNAP_NOT_POSITIVE, "Give the place a snap radius above zero."),
        _hint(_V.PLACE_OUTSIDE, "Move the place inside the map, or widen the map's bounds."),
        _hint(_V.RING_OUTSIDE, "Move the shape's points inside the map, or widen its bounds."),
        _hint(_V.INCOME_SIZE, "Give the income card exactly four places."),
        _hint(
            _V.NOT_ADVENTURE,
            "Choose an adventure place for the card, or make this place an adventure place.",
        ),
        _hint(
            _V.SECOND_ADVENTURE,
            "Move one of the two cards to another adventure place, or remove it.",
        ),
        _hint(resources.NOT_A_FILE_NAME, "Choose the tracing image again (Map tab)."),
        # -- the geometry -----------------------------------------------------------------
        _hint(
            _G.INVALID_POLYGON,
            "Drag the shape's points so that its edges no longer cross, or delete the extra "
            "points.",
        ),
        _hint(_G.AT_SEA, "Move it onto land, or make it a port."),
        _hint(
            _G.OFF_THE_COAST,
            "Move it onto the coast (Edit → Put on the coast), or widen its snap radius.",
        ),
        _hint(_G.OUT_AT_SEA, "Move it onto land or near the coast, or make it an island."),
        # -- the tracing image --------------------------------------------------------------
        _hint(_B.BACKGROUND_MISSING, "Choose the tracing image again, or remove it (Map tab)."),
        _hint(_B.BACKGROUND_NOT_A_FILE, "Choose an image file as the tracing image (Map tab)."),
        _hint(_B.BACKGROUND_TOO_LARGE, "Save the image smaller, or choose a smaller one."),
        _hint(_B.BACKGROUND_TOO_MANY_PIXELS, "Scale the image down, or choose a smaller one."),
        _hint(_B.BACKGROUND_UNREADABLE, "Save the image as PNG or JPEG and choose it again."),
        # -- what a game needs --------------------------------------------------------------
        _hint(_C.CHOOSE_START, "Select a place and press its “Set as start”."),
        _hint(_C.CHOOSE_ARRIVAL, "Select a place and press its “Set as arrival”."),
        _hint(_C.FEW_INCOME_CARDS, "Add income cards (Cards tab)."),
        _hint(_C.FEW_ADVENTURE_CARDS, "Add adventure cards (Cards tab)."),
        _hint(_C.FEWER_PLAYERS, "Add adventure cards to let more players play (Cards tab)."),
        _hint(_C.START_IS_ARRIVAL, "Choose another place as the start or the arrival."),
        _hint(
            _C.ARRIVAL_OUT_OF_REACH,
            "Bring the arrival nearer the start, or add land, sea or canals that lead to it.",
        ),
        _hint(
            _C.OUT_OF_REACH,
            "Move the place nearer the start, or take it off the card that names it.",
        ),
        _hint(_C.EMPTY_AREA, "Put a place in the area, or remove the area."),
        _hint(_C.AREA_OUT_OF_REACH, "Move a place of the area nearer the start."),
        _hint(_C.SEARCH_STOPPED, "Nothing to fix: check the far places by playing the map."),
        _hint(
            _C.CUT_OFF,
            "Move the place out of the mountains or onto a coast, or connect it with land or "
            "a canal.",
        ),
        _hint(_C.CHECKS_FAILED, "Save the map and report the problem with the file."),
        _hint(_C.LAND_OVERLAP, "Merge the two shapes into one, or move them apart."),
    ]
)

#: Message keys of the checks' modules that are parts of a problem's words, not problems.
MESSAGE_PARTS = frozenset(
    kind.key
    for kind in (
        _V.PROBLEM_AT,
        _V.PROBLEM_AT_LINE,
        _V.DOCUMENT,
        _V.HUGE,
        _V.KIND_NOTHING,
        _V.KIND_TRUTH,
        _V.KIND_NUMBER,
        _V.KIND_TEXT,
        _V.KIND_LIST,
        _V.KIND_MAPPING,
        _G.FLAW_AT,
        *_G._FLAWS.values(),
        _C.INCOME_CARD,
        _C.ADVENTURE_CARD,
    )
)


def problem_kinds(message: Message) -> list[Message]:
    """``message`` and the problems it wraps, outermost first: ``locations[3]: an
    island …`` gives the located message, then the island's problem."""
    found = [message]
    for name, value in message.params:
        if name == "problem" and isinstance(value, Message):
            found.extend(problem_kinds(value))
    return found


def hint_of(message: Message) -> Message | None:
    """How to fix the problem ``message`` says (the hint of the outermost message that
    has one), or ``None`` for a message that is no known problem."""
    for kind in problem_kinds(message):
        hint = HINTS.get(kind.key)
        if hint is not None:
            return hint()
    return None
