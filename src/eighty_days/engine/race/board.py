"""The 1986 race board: the track's spaces in playing order, loaded from plain data.

``load_board`` takes parsed YAML (a ``YamlDocument``) and validates it, naming the place
of every problem; ``default_board`` reads the shipped ``maps/race-1986.yaml``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache
from typing import Any

from eighty_days.resources import DataError, YamlDocument, default_race_board_path, read_yaml

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

    @property
    def name(self) -> str:
        """How the log names the space: the city, or "space N"."""
        return self.city if self.city else f"space {self.index}"


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
    problems: list[str] = []
    if not isinstance(data, dict):
        raise DataError(document.source, ["the board must be a mapping with 'spaces'"])
    if data.get("format") != BOARD_FORMAT:
        problems.append(
            f"{document.where(['format'])}: format must be {BOARD_FORMAT}, "
            f"not {data.get('format')!r}"
        )
    name = data.get("name", "Race board")
    if not isinstance(name, str):
        problems.append(f"{document.where(['name'])}: name must be text")
        name = "Race board"
    coordinates = data.get("coordinates", "lonlat")
    if coordinates not in ("lonlat", "unit"):
        problems.append(
            f"{document.where(['coordinates'])}: coordinates must be 'lonlat' or 'unit', "
            f"not {coordinates!r}"
        )
    raw_spaces = data.get("spaces")
    if not isinstance(raw_spaces, list):
        problems.append(f"{document.where(['spaces'])}: 'spaces' must be a list of spaces")
        raise DataError(document.source, problems)
    if not MIN_SPACES <= len(raw_spaces) <= MAX_SPACES:
        problems.append(
            f"{document.where(['spaces'])}: a track needs {MIN_SPACES}–{MAX_SPACES} spaces, "
            f"this one has {len(raw_spaces)}"
        )
    kinds_by_value = {kind.value: kind for kind in SpaceKind}
    spaces: list[Space] = []
    handcuffs: list[int] = []
    for position, raw in enumerate(raw_spaces):
        where = document.where(["spaces", position])
        if not isinstance(raw, dict):
            problems.append(f"{where}: a space must be a mapping with kind, x and y")
            continue
        index = raw.get("index", position)
        if index != position:
            problems.append(f"{where}: index is {index!r} but the space is number {position}")
        kind = kinds_by_value.get(str(raw.get("kind")))
        if kind is None:
            problems.append(
                f"{document.where(['spaces', position, 'kind'])}: unknown kind "
                f"{raw.get('kind')!r} (one of {', '.join(kinds_by_value)})"
            )
            kind = SpaceKind.PLAIN
        x, y = raw.get("x"), raw.get("y")
        if not (_number(x) and _number(y)):
            problems.append(f"{where}: x and y must be numbers")
            x, y = 0, 0
        city = raw.get("city")
        if city is not None and not (isinstance(city, str) and city.strip()):
            problems.append(f"{document.where(['spaces', position, 'city'])}: city must be text")
            city = None
        spaces.append(Space(position, kind, float(x or 0), float(y or 0), city))
    if spaces:
        if spaces[0].kind is not SpaceKind.START:
            problems.append(f"{document.where(['spaces', 0])}: space 0 must be the start")
        if spaces[-1].kind is not SpaceKind.LONDON:
            problems.append(
                f"{document.where(['spaces', len(spaces) - 1])}: the last space must be London"
            )
        for space in spaces[1:-1]:
            if space.kind in (SpaceKind.START, SpaceKind.LONDON):
                problems.append(
                    f"{document.where(['spaces', space.index])}: only space 0 may be the start "
                    "and only the last space London"
                )
        handcuffs = [s.index for s in spaces if s.kind is SpaceKind.HANDCUFFS]
        last_quarter = (len(spaces) - 1) * 3 / 4
        if len(handcuffs) < FINAL_HANDCUFF_SPACES:
            problems.append(
                f"{document.where(['spaces'])}: the track needs the three final handcuff "
                f"spaces, it has {len(handcuffs)} handcuff space(s)"
            )
        elif handcuffs[-FINAL_HANDCUFF_SPACES] < last_quarter:
            problems.append(
                f"{document.where(['spaces', handcuffs[-FINAL_HANDCUFF_SPACES]])}: the three "
                "final handcuff spaces must lie in the last quarter of the track"
            )
    if problems:
        raise DataError(document.source, problems)
    return Board(name, str(coordinates), tuple(spaces), tuple(handcuffs[-FINAL_HANDCUFF_SPACES:]))


@cache
def default_board() -> Board:
    """The shipped board, ``maps/race-1986.yaml`` (read once)."""
    return load_board(read_yaml(default_race_board_path()))
