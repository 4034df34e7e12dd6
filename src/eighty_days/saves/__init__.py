"""Save files, games in progress (autosave), recent games, undo history and replays of both
games (pure, no Qt).

``record_of(state, map_ref)`` makes a ``SaveRecord``; ``write_save`` writes it atomically;
``load_save(path)`` reads, checks and replays one into a ``LoadedGame``; every problem is a
``SaveError`` naming the file, the place and the reason. docs/save-format.md describes the
file.
"""

from eighty_days.saves.errors import SaveError
from eighty_days.saves.files import (
    DATA_DIR_VARIABLE,
    SAVE_SUFFIX,
    atomic_write_text,
    autosave_path,
    data_dir,
    remove_stale_temporary_files,
    write_save,
)
from eighty_days.saves.format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    MAX_SEED,
    CardsRef,
    MapRef,
    SaveRecord,
    Seat,
    dump_save_text,
    parse_save_text,
    record_from_dict,
    record_of,
    save_to_dict,
    seed_problem,
)
from eighty_days.saves.games import GAME_KINDS, JOURNEY, RACE, RULES, GameRules, kind_of
from eighty_days.saves.history import GameHistory, replay_states
from eighty_days.saves.inprogress import GameInfo, GameInProgress, InProgressStore
from eighty_days.saves.load import (
    LoadedGame,
    load_from_dict,
    load_save,
    load_save_text,
    replay_record,
    resolve_cards,
    resolve_map,
)
from eighty_days.saves.preferences import Preferences
from eighty_days.saves.recent import RecentGame, RecentGames

__all__ = [
    "DATA_DIR_VARIABLE",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "GAME_KINDS",
    "JOURNEY",
    "MAX_SAVE_BYTES",
    "MAX_SEED",
    "RACE",
    "RULES",
    "SAVE_SUFFIX",
    "CardsRef",
    "GameHistory",
    "GameInProgress",
    "GameInfo",
    "GameRules",
    "InProgressStore",
    "LoadedGame",
    "MapRef",
    "Preferences",
    "RecentGame",
    "RecentGames",
    "SaveError",
    "SaveRecord",
    "Seat",
    "atomic_write_text",
    "autosave_path",
    "data_dir",
    "dump_save_text",
    "kind_of",
    "load_from_dict",
    "load_save",
    "load_save_text",
    "parse_save_text",
    "record_from_dict",
    "record_of",
    "remove_stale_temporary_files",
    "replay_record",
    "replay_states",
    "resolve_cards",
    "resolve_map",
    "save_to_dict",
    "seed_problem",
    "write_save",
]
