"""A child process for the screen-reader test on a real X display: the program with the
accessibility bridge on, a journey window with a ship card taken (the ruler in hand, its
reach marked, its verdict given) and a race window where two computer seats play; one JSON
line on stdout when both are ready, then the event loop runs until the process is killed.

    QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 DISPLAY=:N \\
        python tests/gui/atspi_child.py CONFIG-FOLDER

The data folder comes from ``EIGHTY_DAYS_DATA_DIR``, as for the program itself.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser
from eighty_days.engine.journey import Slot
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.looks import default_pawn_looks
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES, RaceSeat, RaceSettings
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

#: The names of the race's two computer seats (the test listens for them).
COMPUTERS = ("Cid", "Dot")


def wait_until(condition: object, limit_ms: int = 30000) -> bool:
    """Run the event loop until ``condition()`` holds (at most ``limit_ms``)."""
    for _ in range(limit_ms // 10):
        if callable(condition) and condition():
            return True
        QTest.qWait(10)
    return False


def main(config: Path) -> int:
    """Open both windows, report, and run until killed."""
    scope = QSettings.Scope.UserScope
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(TUTORIAL_SEEN_KEY, True)
    parser = build_parser(_available_commands())
    program = start_program(parser.parse_args(["play", "--seed", "11"]), store=store)
    journey = program.windows[0]
    assert isinstance(journey, MainWindow)
    card = journey.table.market.cards[Slot.SHIP_1]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)
    QTest.mouseClick(card, Qt.MouseButton.LeftButton)
    marked = wait_until(lambda: journey.table.reach_marks is not None)
    looks = default_pawn_looks(COMPUTERS)
    _, seat_kind, level = RACE_SEAT_CHOICES[1]
    seats = tuple(RaceSeat(look, seat_kind, level) for look in looks)
    settings = RaceSettings(seats=seats, seed=8)
    program.race_window(settings)
    print(json.dumps({"ready": marked, "computers": COMPUTERS}), flush=True)
    return QApplication.exec()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
