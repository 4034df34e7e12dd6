"""Make the screenshots of the journey table at a laptop's and a large screen's size.

    uv run python tools/table_screenshots.py [--out docs/screenshots]

Plays the opening turns of a seeded three-player game with easy computer players, puts
it on the program's window, shows the public panel ("Table" tab) with the other players'
routes drawn faintly on Ann's sheet and a market card's bill. Writes
``journey-table-1024x700.png`` and ``journey-table-1920x1080.png``, and the same with
``-de`` in German, ``-es`` in Spanish … (``--language es``: only those).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shot_helpers import in_each_language, keep_picture

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_bot
from eighty_days.app import Program, scratch_folders
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import Phase, Slot, apply
from eighty_days.languages import LANGUAGES

SIZES = ((1024, 700), (1920, 1080))
#: Actions played before the picture (a few turns each).
OPENING = 24


def shoot(out: Path, size: tuple[int, int], suffix: str) -> Path:
    """One screenshot of the table at ``size``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, 1872, ("Ann", "Ben", "Cleo"))
    state = window.controller.state
    bots = [make_bot(journey_game(), Level.EASY, seed=i) for i in range(len(state.players))]
    while len(state.history) < OPENING or state.phase is not Phase.TAKE_TRANSPORT:
        assert state.active is not None
        state = apply(state, bots[state.active].decide(state))
    window.controller.start(state, window.controller.looks)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    table = window.table
    QTest.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    table.panels_tabs.setCurrentWidget(table.public)
    table.public.ghosts.setChecked(True)
    card = table.market.cards[Slot.SHIP_1]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)  # its bill, nothing paid yet
    QTest.qWait(100)
    bar = table.side_scroll.verticalScrollBar()
    bar.setValue(bar.maximum())  # on a short screen: the public panel, below the market
    QTest.qWait(100)
    return keep_picture(window, out / f"journey-table-{size[0]}x{size[1]}{suffix}.png")


def main() -> int:
    """Write the screenshots in each language (or those asked for)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument(
        "--language", action="append", choices=LANGUAGES, help="only this language (repeatable)"
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    return in_each_language(
        lambda suffix: [shoot(args.out, size, suffix) for size in SIZES], args.language
    )


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
