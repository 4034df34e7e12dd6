"""``eighty-days render``: a blank sheet to print, or one player's sheet of a game.

The game is a save file of the program (``*.80days.json``, which names or carries its map)
or a simple record ``{game, config, seed, actions}`` (JSON or YAML) played on ``--map``:
the triple that replays a game exactly (DESIGN.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eighty_days.engine.game import JOURNEY_KIND
from eighty_days.messages import MessageError, Param, define

if TYPE_CHECKING:
    from eighty_days.engine.journey import JourneyState
    from eighty_days.sheet.model import SheetMap

NAME = "render"
HELP = "Render a blank sheet (to print a pad) or a player's sheet of a game to PNG or PDF."

#: The game whose sheets are rendered (a record of another game is refused).
RECORD_GAME = JOURNEY_KIND


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: map, output file, optional game record and player."""
    parser.add_argument(
        "--map", type=Path, default=None, help="map file (default: maps/world.yaml)"
    )
    parser.add_argument("--out", type=Path, required=True, help="output file: .png or .pdf")
    parser.add_argument(
        "--save", type=Path, default=None, help="a saved game (or game record) to draw from"
    )
    parser.add_argument(
        "--player", type=int, default=1, help="whose sheet to draw from the game (1 = first)"
    )
    parser.add_argument("--width", type=int, default=3200, help="PNG width in pixels")


class RecordError(MessageError):
    """A game record that cannot be replayed; the message says why."""


IN_RECORD = define("render.in_record", "{path}: {problem}")
NOT_A_RECORD = define("render.not_a_record", "not a journey game record (expected game: {game})")
MALFORMED = define("render.malformed", "the record is incomplete or malformed ({error})")
NO_SHEET = define("render.no_sheet", "a {game} game has no sheet to render")


def _record_error(path: Path, problem: Param) -> RecordError:
    """The error of the record at ``path``."""
    return RecordError(IN_RECORD(path=str(path), problem=problem))


def record_of(state: JourneyState) -> dict[str, Any]:
    """The plain-data record of a game: ``{game, config, seed, actions}``."""
    return {
        "game": RECORD_GAME,
        "config": state.config.to_dict(),
        "seed": state.seed,
        "actions": [action.to_dict() for action in state.history],
    }


def write_record(state: JourneyState, path: Path) -> None:
    """Write the game record of ``state`` as JSON."""
    path.write_text(json.dumps(record_of(state), indent=1), encoding="utf-8")


def read_record(path: Path, sheet: SheetMap) -> JourneyState:
    """Replay the record at ``path`` on ``sheet``; ``RecordError`` or ``DataError`` if bad."""
    from eighty_days.engine.journey import (
        ActionFormatError,
        IllegalActionError,
        JourneyConfig,
        SetupError,
        action_from_dict,
        replay,
    )
    from eighty_days.resources import read_yaml
    from eighty_days.saves.errors import error_message
    from eighty_days.saves.format import ACTIONS_NOT_LIST, action_size_problem, seed_problem
    from eighty_days.shipped_journey import load_cards

    data = read_yaml(path, with_lines=False).data  # JSON is read by the safe YAML loader
    if not isinstance(data, dict) or data.get("game") != RECORD_GAME:
        raise _record_error(path, NOT_A_RECORD(game=RECORD_GAME))
    try:
        config = JourneyConfig.from_dict(data["config"], sheet, load_cards())
        seed = data["seed"]
        problem = seed_problem(seed)
        if problem is not None:
            raise _record_error(path, problem)
        if not isinstance(data["actions"], list):
            raise _record_error(path, ACTIONS_NOT_LIST())
        for item in data["actions"]:
            too_big = action_size_problem(item) if isinstance(item, dict) else None
            if too_big is not None:
                raise _record_error(path, too_big)
        actions = [action_from_dict(item) for item in data["actions"]]
        return replay(config, seed, actions)
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, RecordError):
            raise
        if isinstance(error, ActionFormatError | IllegalActionError | SetupError):
            raise _record_error(path, error_message(error)) from None
        raise _record_error(path, MALFORMED(error=str(error))) from None


def _save_data(text: str, path: Path) -> dict[str, Any] | None:
    """The plain data of ``text`` if it is a save file of the program (a JSON object naming
    its ``format``), read by the saves' own reader (so ``render`` takes what ``replay``
    takes, escaped emoji included); ``None`` for a simple record. A broken save (one that
    names its format near the top) is a ``RecordError`` in ``replay``'s words."""
    from eighty_days.saves.errors import SaveError
    from eighty_days.saves.format import parse_save_text

    if not text.lstrip().startswith("{"):
        return None
    try:
        data = parse_save_text(text, str(path))
    except SaveError as error:
        if '"format"' in text[:200]:
            raise RecordError(error.message) from None
        return None  # perhaps a record the YAML reader takes
    return data if "format" in data else None


def read_game(path: Path, sheet: SheetMap | None) -> tuple[JourneyState, SheetMap]:
    """The game in ``path`` and its map: a save file (its own map) or a simple record
    (played on ``sheet``). ``RecordError`` or ``DataError`` says what is wrong."""
    from eighty_days.resources import default_world_map_path, read_data_text
    from eighty_days.saves.errors import SaveError
    from eighty_days.saves.format import EMPTY_FILE
    from eighty_days.saves.load import load_from_dict
    from eighty_days.sheet.io import load_map

    text = read_data_text(path)
    if not text.strip():  # the words of `replay` for the same problem
        raise RecordError(SaveError(str(path), EMPTY_FILE).message)
    save = _save_data(text, path)
    if save is not None:  # a save file of the program: read as `replay` reads it
        try:
            loaded = load_from_dict(save, str(path))
        except SaveError as error:
            raise RecordError(error.message) from None
        if loaded.record.game != RECORD_GAME:
            raise _record_error(path, NO_SHEET(game=loaded.record.game))
        return loaded.state, loaded.map
    board = sheet if sheet is not None else load_map(default_world_map_path())
    return read_record(path, board), board


def run(args: argparse.Namespace) -> int:
    """Render; problems are messages with exit code 2, never tracebacks."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    suffix = args.out.suffix.lower()
    if suffix not in (".png", ".pdf"):
        print("eighty-days render: --out must end in .png or .pdf", file=sys.stderr)
        return 2
    from eighty_days.resources import DataError, default_world_map_path
    from eighty_days.sheet.io import load_map

    try:
        if args.save is not None:
            given = load_map(args.map) if args.map is not None else None
            state, sheet = read_game(args.save, given)
        else:
            state = None
            sheet = load_map(args.map if args.map is not None else default_world_map_path())
    except (DataError, RecordError) as error:
        print(f"eighty-days render: {error}", file=sys.stderr)
        return 2
    player = args.player - 1
    if state is not None and not 0 <= player < len(state.players):
        print(f"eighty-days render: --player must be 1 to {len(state.players)}", file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from eighty_days.ui.journey.render import render_sheet

    _app = QApplication.instance() or QApplication([])
    try:
        render_sheet(sheet, args.out, state=state, player=player, width=args.width)
    except OSError as error:
        print(f"eighty-days render: cannot write {args.out}: {error}", file=sys.stderr)
        return 2
    print(f"wrote {args.out}")
    return 0
