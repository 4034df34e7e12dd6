"""Make the screenshots of the 1986 race in docs/screenshots/ (offscreen, no display needed).

    uv run python tools/race_screenshots.py [--out docs/screenshots]

race-board.png   the board mid-game with the current player's hand
race-event.png   an event card revealed after landing on a telescope space
race-winner.png  the winner's screen

``--language es --size 1024x700`` makes them in Spanish at that size
(``race-event-es-1024x700.png`` …).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from eighty_days.app import Program, scratch_folders
from eighty_days.engine.race import (
    Action,
    DrawCards,
    EndTurn,
    Phase,
    PlayCard,
    RaceState,
    apply,
    legal_actions,
    outcome,
)
from eighty_days.i18n import LANGUAGES, SOURCE_LANGUAGE, install_translations
from eighty_days.shipped_race import new_race
from eighty_days.ui.motion import set_motion_override
from eighty_days.ui.race.offers import hand_offers
from eighty_days.ui.race.setup import RaceSettings, default_settings
from eighty_days.ui.race.window import RaceWindow

SIZE = (1500, 940)


def _pick(actions: list[Action], chooser: random.Random) -> Action:
    """A plausible move: mostly play a card, sometimes something else."""
    plays = [a for a in actions if isinstance(a, PlayCard)]
    if plays and chooser.random() < 0.8:
        return chooser.choice(plays)
    others = [a for a in actions if not isinstance(a, EndTurn | DrawCards)]
    if others and chooser.random() < 0.5:
        return chooser.choice(others)
    return chooser.choice(actions)


def play_until(
    state: RaceState, seed: int, done: Callable[[RaceState], bool], limit: int = 3000
) -> RaceState:
    """Play seeded plausible moves from ``state`` until ``done(state)``."""
    chooser = random.Random(seed)
    for _ in range(limit):
        if done(state):
            return state
        actions = legal_actions(state)
        if not actions:
            break
        state = apply(state, _pick(actions, chooser))
    raise SystemExit("the scripted game did not reach the wanted situation")


def _mid_game(state: RaceState) -> bool:
    """Well on the way: a player at the start of a turn with a full hand, several playable."""
    plays = [a for a in legal_actions(state) if isinstance(a, PlayCard) and a.steps in (None, 2)]
    return (
        state.phase is Phase.TURN_START
        and state.turn_number > 24
        and len(state.current.hand) >= 6
        and 20 < state.current.position < 50
        and len(plays) >= 3
    )


def _window(
    state: RaceState, settings: RaceSettings, app: QApplication, size: tuple[int, int] = SIZE
) -> RaceWindow:
    # the program's window over the race (its log is made from the history)
    window = Program(app).race_window(settings, state=state)
    window.resize(*size)
    window.show()
    app.processEvents()
    return window


def _reveal(window: RaceWindow, app: QApplication) -> None:
    decider = window.table.decider()
    if decider is not None:
        window.table.reveal(decider)
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    """Write the three screenshots; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--language", choices=LANGUAGES, default=SOURCE_LANGUAGE)
    parser.add_argument("--size", help="the window's size, WIDTHxHEIGHT (in the names too)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    set_motion_override(0.0)  # still pictures: every motion shown at its end
    install_translations(args.language, app)
    size = tuple(int(side) for side in args.size.split("x")) if args.size else SIZE
    assert len(size) == 2
    suffix = "" if args.language == SOURCE_LANGUAGE else f"-{args.language}"
    suffix += f"-{args.size}" if args.size else ""

    def name(what: str) -> str:
        return f"race-{what}{suffix}.png"

    settings = default_settings(4, seed=1986)
    start = new_race(settings.config(), settings.seed)

    # mid-game: well on the way, a player to decide at the start of a turn with a hand
    mid = play_until(start, 7, _mid_game)
    window = _window(mid, settings, app, (size[0], size[1]))
    _reveal(window, app)
    # as when the mouse rests on the first playable card: its target spaces are ringed
    playable = [o for o in hand_offers(mid, mid.turn_player) if o.is_playable]
    targets = [c.target for c in playable[0].choices if c.target is not None]
    window.table.board_scene.highlight_spaces(targets)
    app.processEvents()
    window.grab().save(str(args.out / name("board")))
    window.close()

    # an event card: the moment after a telescope space revealed one
    def event_shown(state: RaceState) -> bool:
        return any(e.kind == "event_drawn" for e in state.last_events) and state.phase in (
            Phase.TURN_START,
            Phase.CONTINUE,
            Phase.MOVE_ROSE,
        )

    evented = play_until(mid, 11, event_shown)
    window = _window(evented, settings, app, (size[0], size[1]))
    _reveal(window, app)
    window.grab().save(str(args.out / name("event")))
    window.close()

    # the end: play on until someone reaches London
    finished = play_until(evented, 5, lambda s: s.phase is Phase.GAME_OVER, limit=20000)
    window = _window(finished, settings, app, (size[0], size[1]))
    result = outcome(finished)
    assert result is not None
    window.show_outcome(result)
    app.processEvents()
    window.grab().save(str(args.out / name("winner")))
    window.close()
    print(f"wrote {name('board')}, {name('event')}, {name('winner')} to {args.out}")
    return 0


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
