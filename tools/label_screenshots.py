"""Make the screenshots of the map's lettering: the journey sheet at the zoom "My route"
takes, at 100 % and 150 % text size, with a ruler held over London; the race board's
track from London to Hong Kong in English and German at 100 % and 150 %.

    uv run python tools/label_screenshots.py [--out docs/screenshots]

Writes ``journey-names-my-route.png``, ``journey-names-my-route-150.png``,
``journey-names-ruler.png`` and ``race-names-{en,de}[-150].png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shot_helpers import screenshot_app, settle

from eighty_days.app import Program, scratch_folders
from eighty_days.engine.journey import Slot
from eighty_days.settings import apply_ui_scale
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.setup import default_settings

SIZE = (1400, 900)


def journey_shots(app: QApplication, out: Path, percent: int) -> list[Path]:
    """The sheet at the start of a game, framed by "My route" (and, at 100 %, with the
    card taken: the ruler held over London's neighbours)."""
    apply_ui_scale(app, percent)
    window = Program(app).new_journey_window(None, 1872, ("Ann", "Ben", "Cleo"))
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.table.scene.finish_art()
    settle(app)
    table = window.table
    QTest.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    settle(app)
    suffix = "" if percent == 100 else f"-{percent}"
    written = [out / f"journey-names-my-route{suffix}.png"]
    table.view.grab().save(str(written[-1]))
    if percent == 100:
        state = window.controller.state
        card = table.market.cards[Slot.TRAIN_1 if state.train_row else Slot.SHIP_1]
        QTest.mouseClick(card, Qt.MouseButton.LeftButton)
        QTest.mouseClick(card, Qt.MouseButton.LeftButton)
        settle(app)
        ruler = table.ruler
        if ruler is not None:
            for _ in range(2):
                QTest.keyClick(table.view, Qt.Key.Key_Right)
            settle(app)
            view = table.view
            origin = view.mapFromScene(QPointF(ruler.origin[0], -ruler.origin[1]))
            picture = view.grab()
            left = max(0, origin.x() - 250)
            top = max(0, origin.y() - 180)
            written.append(out / "journey-names-ruler.png")
            picture.copy(left, top, 620, 360).save(str(written[-1]))
    window.close()
    settle(app)
    return written


def race_shot(app: QApplication, out: Path, language: str, percent: int) -> Path:
    """The race board's track from London to Hong Kong, in ``language`` at ``percent``."""
    from eighty_days.i18n import install_translations

    apply_ui_scale(app, percent)
    translations = install_translations(language, app) if language != "en" else None
    settings = default_settings(4, seed=1986)
    state = new_race(settings.config(), settings.seed)
    window = Program(app).race_window(settings, state=state)
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)
    settle(app)
    scene = window.table.board_scene
    view = scene.views()[0]
    view.zoom_to(7.0 if percent == 100 else 6.0)
    view.centerOn(scene.positions[30])
    settle(app)
    suffix = "" if percent == 100 else f"-{percent}"
    path = out / f"race-names-{language}{suffix}.png"
    view.grab().save(str(path))
    window.close()
    if translations is not None:
        translations.remove()
    settle(app)
    return path


def main() -> int:
    """Write the screenshots; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = screenshot_app()
    written: list[Path] = []
    for percent in (100, 150):
        written += journey_shots(app, args.out, percent)
    for language in ("en", "de"):
        for percent in (100, 150):
            written.append(race_shot(app, args.out, language, percent))
    apply_ui_scale(app, 100)
    print("wrote", ", ".join(str(path) for path in written))
    return 0


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
