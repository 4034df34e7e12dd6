"""Screenshots of the race window's File and Edit menus, in each language, into
docs/screenshots/ (a real X display is needed: menus are windows of their own).

    Xvfb :N -screen 0 1920x1080x24 &
    DISPLAY=:N QT_QPA_PLATFORM=xcb uv run python tools/race_menu_screenshots.py

The program is started as ``eighty-days race --seed 5`` would start it, with settings and
data in a temporary folder (the language chosen there), so the windows are the program's
own. Writes race-file-menu-LANG.png, race-edit-menu-LANG.png and, at 150 % text size,
race-wind-rose-LANG-150.png (the wind rose with its pointer on the coach, "Kutsche").
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication, QMenu

from eighty_days.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


def _settle(app: QApplication, rounds: int = 30) -> None:
    """Let the window system draw (menus appear asynchronously on X)."""
    from PySide6.QtTest import QTest

    for _ in range(rounds):
        app.processEvents()
        QTest.qWait(20)


def _grab(app: QApplication, area: QRect, path: Path) -> None:
    screen = app.primaryScreen()
    shot = screen.grabWindow(0, area.x(), area.y(), area.width(), area.height())
    shot.save(str(path))
    print(f"{path.relative_to(ROOT)}: {shot.width()}×{shot.height()}")


def shoot(language: str, out: Path) -> None:
    """The race window's menus (and its wind rose at 150 %) in ``language``."""
    from eighty_days.app import start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.engine.race import Transport
    from eighty_days.settings import AppSettings, Language, apply_ui_scale
    from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

    folder = Path(tempfile.mkdtemp(prefix="eighty-days-shots-"))
    os.environ["EIGHTY_DAYS_DATA_DIR"] = str(folder / "data")
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    settings.language = Language(language)
    store.setValue(TUTORIAL_SEEN_KEY, True)
    args = build_parser(_available_commands()).parse_args(["race", "--seed", "5"])
    program = start_program(args, store=store)
    app = program.app
    window = program.windows[0]
    window.resize(1200, 800)
    window.move(40, 40)
    window.activateWindow()
    _settle(app)
    bar = window.menuBar()  # type: ignore[attr-defined]
    for name, menu in (
        ("file", window.file_menu),  # type: ignore[attr-defined]
        ("edit", window.save_support.edit_menu),  # type: ignore[attr-defined]
    ):
        assert isinstance(menu, QMenu)
        geometry = bar.actionGeometry(menu.menuAction())
        menu.popup(bar.mapToGlobal(QPoint(geometry.left(), geometry.bottom())))
        _settle(app)
        top_left = window.frameGeometry().topLeft()
        area = QRect(top_left, menu.geometry().bottomRight() + QPoint(260, 40))
        _grab(app, area, out / f"race-{name}-menu-{language}.png")
        menu.hide()
        _settle(app, 5)
    apply_ui_scale(app, 150)
    window.controller.start(window.state)  # type: ignore[attr-defined]
    rose = window.table.rose_view  # type: ignore[attr-defined]
    rose.rose.show_transport(Transport.COACH, choosing=False)
    _settle(app)
    area = QRect(rose.mapToGlobal(QPoint(0, 0)), rose.size())
    _grab(app, area, out / f"race-wind-rose-{language}-150.png")
    apply_ui_scale(app, 100)
    for opened in program.windows:
        opened.close()
    if program.translations is not None:
        program.translations.remove()
    _settle(app, 5)


def main() -> int:
    """Both languages, one after the other."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("race_menu_screenshots: needs an X display (see the module's help)", file=sys.stderr)
        return 2
    QApplication([])
    for language in LANGUAGES:
        shoot(language, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
