"""The 1986 race board: the track's spaces in playing order, loaded from plain data.

``load_board`` takes parsed YAML (a ``YamlDocument``) and validates it, naming the place
of every problem (the shipped ``maps/race-1986.yaml`` is read by ``eighty_days.shipped_race``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from eighty_days.engine.common import shown
from eighty_days.messages import Message, define
from eighty_days.resources import DataError, YamlDocument

# What can be wrong with a board file (templates: ui/common/message_text.py).
NOT_MAPPING = define("race_board.not_mapping", "the board must be a mapping with 'spaces'")
FORMAT = define("race_board.format", "format must be {expected}, not {found}")
NAME_TEXT = define("race_board.name", "name must be text")
COORDINATES = define(
    "race_board.coordinates", "coordinates must be 'lonlat' or 'unit', not {found}"
)
SPACES_LIST = define("race_board.spaces_list", "'spaces' must be a list of spaces")
TRACK_LENGTH = define(
    "race_board.track_length", "a track needs {least}–{most} spaces, this one has {count}"
)
SPACE_MAPPING = define("race_board.space_mapping", "a space must be a mapping with kind, x and y")
INDEX = define("race_board.index", "index is {index} but the space is number {number}")
UNKNOWN_KIND = define("race_board.unknown_kind", "unknown kind {kind} (one of {kinds})")
XY = define("race_board.xy", "x and y must be numbers")
CITY = define("race_board.city", "city must be text")
FIRST_START = define("race_board.first_start", "space 0 must be the start")
LAST_LONDON = define("race_board.last_london", "the last space must be London")
START_LONDON_ONLY = define(
    "race_board.start_london_only", "only space 0 may be the start and only the last space London"
)
FINAL_HANDCUFFS = define(
    "race_board.final_handcuffs", "the track needs the three final handcuff spaces, it has {spaces}"
)
HANDCUFF_SPACES = define("race_board.handcuff_spaces", "%n handcuff space(s)")
LAST_QUARTER = define(
    "race_board.last_quarter",
    "the three final handcuff spaces must lie in the last quarter of the track",
)

#: The only board file format this engine reads.
BOARD_FORMAT = 1
MIN_SPACES = 16
MAX_SPACES = 200
#: How many handcuff spaces count as "the three final handcuff spaces" (Ende des Spiels).
FINAL_HANDCUFF_SPACES = 3


class SpaceKind(enum.Enum):
    """What a space does when a figure lands on it (Bedeutung der Spielplanfelder)."""

    START = "start"
    PLAIN = "plain"
    WIND_ROSE = "wind_rose"
    TELESCOPE = "telescope"
    HANDCUFFS = "handcuffs"
    TRAVEL_STATION = "travel_station"
    LONDON = "london"

    @property
    def label(self) -> str:
        """A short English name for the kind, for messages and the log."""
        return _KIND_LABELS[self]


_KIND_LABELS = {
    SpaceKind.START: "start",
    SpaceKind.PLAIN: "plain space",
    SpaceKind.WIND_ROSE: "wind rose space",
    SpaceKind.TELESCOPE: "telescope space",
    SpaceKind.HANDCUFFS: "handcuff space",
    SpaceKind.TRAVEL_STATION: "great travel station",
    SpaceKind.LONDON: "London",
}


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the track: its index, kind, optional city and drawing position."""

    index: int
    kind: SpaceKind
    x: float
    y: float
    city: str | None = None


@dataclass(frozen=True, slots=True)
class Board:
    """The track: ``spaces[0]`` is the start, the last space is London (the finish).

    ``coordinates`` says how ``x``/``y`` are meant: ``lonlat`` (degrees; x is longitude
    east of Greenwich continuing past 180 going east, y is latitude) or ``unit``
    (0..1 board coordinates, y downwards).
    """

    name: str
    coordinates: str
    spaces: tuple[Space, ...]
    #: The three last handcuff spaces; past the third, players may discard instead.
    final_handcuff_spaces: tuple[int, ...]

    @property
    def finish(self) -> int:
        """The index of London, the last space."""
        return len(self.spaces) - 1

    def kind(self, index: int) -> SpaceKind:
        """The kind of the space at ``index``."""
        return self.spaces[index].kind

    def is_past_final_handcuffs(self, position: int) -> bool:
        """True when ``position`` lies beyond the last of the three final handcuff spaces."""
        return position > self.final_handcuff_spaces[-1]

    def next_of_kind(self, position: int, kind: SpaceKind) -> int | None:
        """The first space of ``kind`` after ``position`` (before London), or None."""
        for index in range(position + 1, self.finish):
            if self.spaces[index].kind is kind:
                return index
        return None

    def previous_of_kind(self, position: int, kind: SpaceKind) -> int | None:
        """The last space of ``kind`` before ``position``, or None."""
        for index in range(position - 1, -1, -1):
            if self.spaces[index].kind is kind:
                return index
        return None


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def load_board(document: YamlDocument) -> Board:
    """Validate a parsed board file and build the ``Board``; ``DataError`` lists problems."""
    data = document.data
    problems: list[Message] = []
    if not isinstance(data, dict):
        raise DataError(document.source, [NOT_MAPPING()])
    if data.get("format") != BOARD_FORMAT:
        problems.append(
            document.problem(
                ["format"], FORMAT(expected=BOARD_FORMAT, found=shown(data.get("format")))
            )
        )
    name = data.get("name", "Race board")
    if not isinstance(name, str):
        problems.append(document.problem(["name"], NAME_TEXT()))
        name = "Race board"
    coordinates = data.get("coordinates", "lonlat")
    if coordinates not in ("lonlat", "unit"):
        problems.append(document.problem(["coordinates"], COORDINATES(found=shown(coordinates))))
    raw_spaces = data.get("spaces")
    if not isinstance(raw_spaces, list):
        problems.append(document.problem(["spaces"], SPACES_LIST()))
        raise DataError(document.source, problems)
    if not MIN_SPACES <= len(raw_spaces) <= MAX_SPACES:
        problems.append(
            document.problem(
                ["spaces"], TRACK_LENGTH(least=MIN_SPACES, most=MAX_SPACES, count=len(raw_spaces))
            )
        )
    kinds_by_value = {kind.value: kind for kind in SpaceKind}
    spaces: list[Space] = []
    handcuffs: list[int] = []
    for position, raw in enumerate(raw_spaces):
        where: list[str | int] = ["spaces", position]
        if not isinstance(raw, dict):
            problems.append(document.problem(where, SPACE_MAPPING()))
            continue
        index = raw.get("index", position)
        if index != position:
            problems.append(document.problem(where, INDEX(index=shown(index), number=position)))
        kind = kinds_by_value.get(str(raw.get("kind")))
        if kind is None:
            problems.append(
                document.problem(
                    [*where, "kind"],
                    UNKNOWN_KIND(kind=shown(raw.get("kind")), kinds=", ".join(kinds_by_value)),
                )
            )
            kind = SpaceKind.PLAIN
        x, y = raw.get("x"), raw.get("y")
        if not (_number(x) and _number(y)):
            problems.append(document.problem(where, XY()))
            x, y = 0, 0
        city = raw.get("city")
        if city is not None and not (isinstance(city, str) and city.strip()):
            problems.append(document.problem([*where, "city"], CITY()))
            city = None
        spaces.append(Space(position, kind, float(x or 0), float(y or 0), city))
    if spaces:
        if spaces[0].kind is not SpaceKind.START:
            problems.append(document.problem(["spaces", 0], FIRST_START()))
        if spaces[-1].kind is not SpaceKind.LONDON:
            problems.append(document.problem(["spaces", len(spaces) - 1], LAST_LONDON()))
        for space in spaces[1:-1]:
            if space.kind in (SpaceKind.START, SpaceKind.LONDON):
                problems.append(document.problem(["spaces", space.index], START_LONDON_ONLY()))
        handcuffs = [s.index for s in spaces if s.kind is SpaceKind.HANDCUFFS]
        last_quarter = (len(spaces) - 1) * 3 / 4
        if len(handcuffs) < FINAL_HANDCUFF_SPACES:
            problems.append(
                document.problem(
                    ["spaces"], FINAL_HANDCUFFS(spaces=HANDCUFF_SPACES(count=len(handcuffs)))
                )
            )
        elif handcuffs[-FINAL_HANDCUFF_SPACES] < last_quarter:
            problems.append(
                document.problem(["spaces", handcuffs[-FINAL_HANDCUFF_SPACES]], LAST_QUARTER())
            )
    if problems:
        raise DataError(document.source, problems)
    return Board(name, str(coordinates), tuple(spaces), tuple(handcuffs[-FINAL_HANDCUFF_SPACES:]))
