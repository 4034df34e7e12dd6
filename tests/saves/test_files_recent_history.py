"""The data folder, the recent-games list and the undo history (issue 8: recent games;
undo back to any earlier human decision, and redo; hot-seat take-back)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from save_driver import new_random_game
from saves_helpers import game_map, played

from eighty_days.engine import journey
from eighty_days.saves import (
    JOURNEY,
    RACE,
    GameHistory,
    Preferences,
    RecentGames,
    autosave_path,
    data_dir,
    replay_states,
)
from eighty_days.saves.games import RULES


def test_data_dir_follows_the_override_then_xdg(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """$EIGHTY_DAYS_DATA_DIR wins; else $XDG_DATA_HOME/eighty-days; else ~/.local/share."""
    assert data_dir() == tmp_path / "user-data"
    assert autosave_path(RACE).parent == tmp_path / "user-data" / "autosave"
    monkeypatch.delenv("EIGHTY_DAYS_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "eighty-days"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "eighty-days"


def test_recent_games_newest_first_once_each_and_limited(tmp_path: Path) -> None:
    """Adding moves a file to the top, never lists it twice, and keeps at most the limit."""
    recent = RecentGames(tmp_path / "recent.json", limit=3)
    for name in ("a", "b", "c", "d"):
        recent.add(tmp_path / f"{name}.json", JOURNEY, f"game {name}")
    recent.add(tmp_path / "b.json", JOURNEY, "game b again")
    entries = RecentGames(tmp_path / "recent.json", limit=3).entries()
    assert [Path(e.path).name for e in entries] == ["b.json", "d.json", "c.json"]
    assert entries[0].summary == "game b again"
    recent.remove(tmp_path / "d.json")
    assert [Path(e.path).name for e in recent.entries()] == ["b.json", "c.json"]


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"a": 1}', b'[1, {"path": 2}]'])
def test_a_broken_recent_list_is_empty_not_an_error(tmp_path: Path, content: bytes) -> None:
    """A damaged list file reads as empty and is replaced on the next add."""
    path = tmp_path / "recent.json"
    path.write_bytes(content)
    recent = RecentGames(path)
    assert recent.entries() == []
    recent.add(tmp_path / "x.json", RACE, "race")
    assert len(recent.entries()) == 1


def _humans(*seats: int) -> Callable[[int], bool]:
    return lambda player: player in seats


def test_undo_skips_the_computers_moves_and_redo_returns() -> None:
    """Against a computer, undo goes back to the last state where the human decides."""
    states = played(RACE, 40, 120)
    decider = RULES[RACE].current_player
    history = GameHistory(states)
    human = decider(states[0])
    assert human is not None
    is_human = _humans(human)
    target = history.undo_target(is_human)
    assert target is not None and target < len(states) - 1
    assert decider(states[target]) == human
    assert all(decider(states[i]) != human for i in range(target + 1, len(states) - 1))
    history.go_to(target)
    back_again = history.undo_target(is_human)
    assert back_again is None or back_again < target
    assert history.redo_target(is_human) is not None
    while (forward := history.redo_target(is_human)) is not None:
        history.go_to(forward)
    assert history.state is states[-1]


def test_a_new_action_after_undo_forgets_the_undone_future() -> None:
    """Undo then act: the undone states are gone (no redo into another future)."""
    states = played(JOURNEY, 41, 10)
    history = GameHistory(states)
    history.go_to(4)
    history.record(states[5])
    assert len(history.states) == 6 and history.redo_target(_humans(0, 1)) is None


def test_take_back_covers_only_the_current_players_own_steps() -> None:
    """Hot seat: a transport that revealed nothing (a balloon) may be taken back until its
    route is drawn; no further."""
    start = new_random_game(JOURNEY, 42, 2, game_map(JOURNEY))
    balloon = journey.legal_transport_actions(start)[-1]
    assert isinstance(balloon, journey.TakeBalloon)
    taken = journey.apply(start, balloon)
    decider = RULES[JOURNEY].current_player
    assert decider(taken) == decider(start)
    assert GameHistory([start, taken]).take_back_target() == 0
    drawn = journey.apply(taken, journey.DrawRoute((journey.route_start(taken),)))
    assert decider(drawn) != decider(taken)
    assert GameHistory([start, taken, drawn]).take_back_target() is None  # the turn is over


@pytest.mark.parametrize("game", [JOURNEY, RACE])
def test_replay_states_rebuilds_every_state_of_a_game(game: str) -> None:
    """The undo history of a loaded game is rebuilt from its own config, seed and actions."""
    states = played(game, 43, 25)
    rebuilt = replay_states(states[-1])
    assert rebuilt == states and rebuilt[-1] is states[-1]
    assert replay_states(states[0]) == [states[0]]


def test_preferences_keep_flags_and_survive_a_damaged_file(tmp_path: Path) -> None:
    """A flag set is read back; a damaged settings file gives the defaults, then is fixed."""
    path = tmp_path / "settings.json"
    preferences = Preferences(path)
    assert preferences.flag("confirm", default=False) is False
    preferences.set_flag("confirm", True)
    assert Preferences(path).flag("confirm") is True
    path.write_text("{broken", encoding="utf-8")
    assert preferences.flag("confirm") is False
    preferences.set_flag("other", True)
    assert preferences.flag("other") is True and preferences.flag("confirm") is False
