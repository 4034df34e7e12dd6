"""Make the screenshots of the journey table and the race in a dark system theme, and of
the journey as eyes with a colour-vision deficiency see it.

    uv run python tools/theme_screenshots.py [--out docs/screenshots]

The dark theme is KDE's Breeze Dark palette (tests/gui/theme/system_palettes.py), given to
the program as the desktop gives it: as the application's palette before any window is
made. Writes, in English and with ``-de`` in German:

- ``journey-table-dark.png``: a three-player game after a few turns, a train taken (the
  ruler, the places it reaches), the whole route in view, the other players' routes shown faintly;
- ``race-dark.png``: the race with an event card revealed;
- ``journey-table-light.png`` (the same table in the light Breeze theme) and, from it,
  ``journey-deuteranopia.png`` and ``journey-protanopia.png`` (tools/colour_vision.py).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "gui" / "theme"))

from colour_vision import simulate_file
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from race_screenshots import play_until
from shot_helpers import in_english_and_german, settle
from system_palettes import system_palette

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_bot
from eighty_days.app import Program, scratch_folders
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import Phase, Slot, apply
from eighty_days.engine.race import Phase as RacePhase
from eighty_days.engine.race import RaceState
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.setup import default_settings

SIZE = (1500, 940)
#: Actions played before the journey's picture (a few turns each).
OPENING = 24


def journey(app: QApplication, path: Path) -> Path:
    """The journey table after the opening, a ship taken, others' routes shown faintly."""
    window = Program(app).new_journey_window(None, 1872, ("Ann", "Ben", "Cleo"))
    state = window.controller.state
    bots = [make_bot(journey_game(), Level.EASY, seed=i) for i in range(len(state.players))]
    while len(state.history) < OPENING or state.phase is not Phase.TAKE_TRANSPORT:
        assert state.active is not None
        state = apply(state, bots[state.active].decide(state))
    window.controller.start(state, window.controller.looks)
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    table = window.table
    QTest.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    table.panels_tabs.setCurrentWidget(table.public)
    table.public.ghosts.setChecked(True)
    card = table.market.cards[Slot.TRAIN_1]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)  # the bill
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)  # taken: the ruler and its marks
    for _ in range(200):  # the marks are computed in a worker thread
        if table.reach_marks is not None:
            break
        QTest.qWait(50)
    view = table.view
    view.set_zoom(view.zoom() * 0.7)  # Europe and Siberia: the routes and the rings
    ruler = table.ruler
    if ruler is not None:
        view.centerOn(ruler.sceneBoundingRect().center())
    settle(app)
    window.grab().save(str(path))
    window.close()
    return path


def race(app: QApplication, path: Path) -> Path:
    """The race mid-way, an event card just revealed, the hand shown."""
    settings = default_settings(4, seed=1986)
    start = new_race(settings.config(), settings.seed)

    def event_shown(state: RaceState) -> bool:
        return (
            state.turn_number > 12
            and any(e.kind == "event_drawn" for e in state.last_events)
            and state.phase in (RacePhase.TURN_START, RacePhase.CONTINUE, RacePhase.MOVE_ROSE)
        )

    evented = play_until(start, 11, event_shown)
    window = Program(app).race_window(settings, state=evented)
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    decider = window.table.decider()
    if decider is not None:
        window.table.reveal(decider)
    settle(app)
    window.grab().save(str(path))
    window.close()
    return path


def shoot(out: Path, suffix: str) -> list[Path]:
    """The pictures in the current language (``suffix``: "" or "-de")."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    app.setPalette(system_palette("dark"))
    written = [
        journey(app, out / f"journey-table-dark{suffix}.png"),
        race(app, out / f"race-dark{suffix}.png"),
    ]
    app.setPalette(system_palette("light"))
    light = journey(app, out / f"journey-table-light{suffix}.png")
    written.append(light)
    for kind in ("deuteranopia", "protanopia"):
        written.append(simulate_file(light, kind, out / f"journey-{kind}{suffix}.png"))
    app.setPalette(before)
    return written


def main() -> int:
    """Write the screenshots in English and German."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    return in_english_and_german(lambda suffix: shoot(args.out, suffix))


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
