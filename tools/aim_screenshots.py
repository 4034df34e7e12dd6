"""Make the screenshots of aiming the ruler (the marks of where it can go), offscreen.

    uv run python tools/aim_screenshots.py [--out docs/screenshots] [--size 1920x1080]

Plays the opening of a seeded game on the default map through the window (a ship from
London to Le Havre, a train to Dover), then takes a train card with two detour marks at
Dover: the map marks the places it reaches straight (green rings) and only by bending
(dashed blue rings), and a click on Vienna lays the ruler bent towards it. Writes
``journey-aim-marks.png`` (English) and ``journey-aim-marks-de.png`` (German).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shot_helpers import in_each_language, keep_picture

from eighty_days.app import Program, scratch_folders
from eighty_days.engine.journey import Slot, TakeTransport
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow


def wait_for_marks(window: MainWindow) -> None:
    """Until the marks of the card in hand are on the map."""
    for _ in range(500):
        if window.table.reach_marks is not None:
            return
        QTest.qWait(10)
    raise SystemExit("the marks did not come")


def click_place(window: MainWindow, location_id: str) -> None:
    """A real click on a place of the map."""
    view = window.table.view
    point = to_scene(window.sheet.location(location_id).point)
    view.ensureVisible(QRectF(point, point).adjusted(-4, -4, 4, 4))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def draw_to(window: MainWindow, slot: Slot, location_id: str) -> None:
    """Take the card in ``slot`` and draw to a marked place with two clicks."""
    window.controller.take_transport(TakeTransport(slot))
    wait_for_marks(window)
    click_place(window, location_id)
    click_place(window, location_id)
    player = window.controller.state.players
    if not any(p.location == location_id for p in player):
        raise SystemExit(f"no route to {location_id}")


def shoot(out: Path, size: tuple[int, int], suffix: str) -> Path:
    """One screenshot of the aiming at ``size``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, 1872, ("Ann", "Ben"))
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    draw_to(window, Slot.SHIP_1, "le-havre")
    draw_to(window, Slot.TRAIN_1, "dover")
    window.controller.take_transport(TakeTransport(Slot.TRAIN_2))
    wait_for_marks(window)
    window.table.show_my_route()
    click_place(window, "vienna")
    QTest.qWait(50)
    return keep_picture(window, out / f"journey-aim-marks{suffix}.png")


def main() -> int:
    """Write the screenshots in each language."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    return in_each_language(lambda suffix: [shoot(args.out, (width, height), suffix)])


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
