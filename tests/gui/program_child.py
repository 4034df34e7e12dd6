"""A child process for the kill test: start the program one way (``program_ways``), make
one move, say so on stdout, and wait in the event loop until killed.

    python tests/gui/program_child.py WAY-NAME CONFIG-FOLDER

The data folder comes from ``EIGHTY_DAYS_DATA_DIR``, as for the program itself.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from eighty_days.app import Program, start_program
from eighty_days.cli import _available_commands, build_parser

#: Not a way into a game: only the start, waiting at the list of games in progress.
FIRST_START = "first start"
#: Not a way into a game: the game window closes, then its map editor (the last window).
LAST_WINDOW = "last window"
#: Not a way into a game: a second program on a data folder another one uses; it reports
#: what it sees (one JSON line), moves once in its own game, and waits.
SECOND_PROGRAM = "second program"
#: Not a way into a game: two games played in turn (File → New game between them), each
#: moved, then waiting to be killed.
TWO_GAMES = "two games"


class QTestDriver:
    """Clicks and keys with ``QTest``; waiting runs the event loop (no qtbot here)."""

    def click(self, widget: QWidget) -> None:
        """A left click in the middle of ``widget``."""
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)

    def key(self, widget: QWidget, key: Qt.Key) -> None:
        """A key press and release on ``widget``."""
        QTest.keyClick(widget, key)

    def wait_until(self, condition: Callable[[], object]) -> None:
        """Run the event loop until ``condition()`` holds (at most 30 s)."""
        for _ in range(3000):
            if condition():
                return
            QTest.qWait(10)
        raise TimeoutError("the program did not get there")


def main(way_name: str, config: Path) -> int:
    """Open the way, move once, report, and wait to be killed."""
    from program_ways import SMALL_MAP, WAYS_BY_NAME, play_one_move

    scope = QSettings.Scope.UserScope
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    parser = build_parser(_available_commands())

    def start(*argv: str) -> Program:
        return start_program(parser.parse_args(list(argv)), store=store)

    driver = QTestDriver()
    if way_name == FIRST_START:  # the program's start, until its first question is open
        program = start("play", "--map", str(SMALL_MAP), "--seed", "3")
        driver.wait_until(lambda: program.in_progress_dialog is not None)
        print("asked", flush=True)
        return int(program.app.exec())
    if way_name == LAST_WINDOW:  # the event loop must end by itself
        from PySide6.QtCore import QTimer

        program = start("play", "--map", str(SMALL_MAP), "--seed", "3")
        game: Any = program.windows[0]
        game.open_map_editor()
        editor = game.map_editor

        def close_in_turn() -> None:
            game.close()
            QTimer.singleShot(100, editor.close)

        QTimer.singleShot(100, close_in_turn)
        print("closing", flush=True)
        code = int(program.app.exec())
        print("ended", flush=True)
        return code
    if way_name == SECOND_PROGRAM:
        return second_program(start, driver)
    if way_name == TWO_GAMES:
        return two_games(start, driver)
    window = WAYS_BY_NAME[way_name].open(start, driver)
    actions = play_one_move(window, driver)
    print(f"moved {actions}", flush=True)
    app = QApplication.instance()
    assert app is not None
    return int(app.exec())


def second_program(start: Callable[..., Program], driver: QTestDriver) -> int:
    """Start as the second program on the data folder: report what it sees, move once."""
    import json

    from program_ways import SMALL_MAP, play_one_move

    program = start("play", "--map", str(SMALL_MAP), "--seed", "3")
    window: Any = program.windows[0]
    offered = program.in_progress_dialog is not None
    window.save_support.saves.in_progress_action.trigger()
    dialog = program.in_progress_dialog
    assert dialog is not None
    driver.wait_until(dialog.isVisible)
    seen = {
        "second": program.second_instance,
        "status": window.statusBar().currentMessage(),
        "offered": offered,
        "listed": dialog.game_ids(),
        "texts": [dialog.games_list.item(row).text() for row in range(dialog.games_list.count())],
        "can_continue": dialog.continue_button.isEnabled(),
        "can_delete": dialog.delete_button.isEnabled(),
    }
    print(json.dumps(seen), flush=True)
    dialog.close()
    actions = play_one_move(window, driver)
    print(f"moved {actions} {window.save_support.saves.progress_id}", flush=True)
    return int(program.app.exec())


def two_games(start: Callable[..., Program], driver: QTestDriver) -> int:
    """A journey moved twice, File → New game, the new one moved once; report both ids."""
    from program_ways import SMALL_MAP, play_one_move
    from PySide6.QtWidgets import QDialogButtonBox

    program = start("play", "--map", str(SMALL_MAP), "--seed", "3")
    window: Any = program.windows[0]
    play_one_move(window, driver)
    play_one_move(window, driver)
    first = window.save_support.saves.progress_id
    window.new_action.trigger()
    dialog = window.new_game_dialog
    driver.wait_until(dialog.isVisible)
    driver.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    driver.wait_until(lambda: not window.controller.state.history)
    play_one_move(window, driver)
    second = window.save_support.saves.progress_id
    print(f"moved {first} {second}", flush=True)
    return int(program.app.exec())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], Path(sys.argv[2])))
