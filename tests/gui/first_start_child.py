"""A child process for the first-start language test: the program started as
``eighty-days race`` is on a system whose locale the parent chose (``LANG``), with no
settings at all; it reports, as one JSON line, the language it speaks and the words of its
window, and quits.

    python tests/gui/first_start_child.py CONFIG-FOLDER

The data folder comes from ``EIGHTY_DAYS_DATA_DIR``, as for the program itself.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings

from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser
from eighty_days.i18n import current_language
from eighty_days.ui.race.window import RaceWindow


def main(config: Path) -> int:
    """Start the race window with an empty settings store, report what it speaks, quit."""
    scope = QSettings.Scope.UserScope
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    args = build_parser(_available_commands()).parse_args(["race", "--seed", "5"])
    program = start_program(args, store=store)
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    seen = {
        "language": current_language(),
        "setting": str(program.settings.language),
        "menus": [action.text() for action in window.menuBar().actions()],
        "title": window.windowTitle(),
    }
    print(json.dumps(seen, ensure_ascii=False), flush=True)
    for shown in program.windows:
        shown.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
