"""A child process for the shortcut test on a real X display: start the program, press
every key its window binds with the X server's test extension (``xdotool``), and report
which action each key fired, one JSON line per key.

    QT_QPA_PLATFORM=xcb DISPLAY=:N python tests/gui/shortcut_child.py CONFIG-FOLDER ARGV…

The actions' own slots are disconnected first (nothing opens, closes or quits), and every
action is enabled, so that only the keys' dispatch is tested. The data folder comes from
``EIGHTY_DAYS_DATA_DIR``, as for the program itself.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMainWindow
from window_shortcuts import window_bindings

from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

#: The contexts in which a key works wherever the focus is in the window.
WINDOW_WIDE = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)

_NAMED_KEYS = {
    Qt.Key.Key_Delete: "Delete",
    Qt.Key.Key_Escape: "Escape",
    Qt.Key.Key_Home: "Home",
    Qt.Key.Key_End: "End",
    Qt.Key.Key_Left: "Left",
    Qt.Key.Key_Right: "Right",
    Qt.Key.Key_Up: "Up",
    Qt.Key.Key_Down: "Down",
    Qt.Key.Key_PageUp: "Prior",
    Qt.Key.Key_PageDown: "Next",
    Qt.Key.Key_Backspace: "BackSpace",
    Qt.Key.Key_Return: "Return",
    Qt.Key.Key_Space: "space",
    Qt.Key.Key_Minus: "minus",
    Qt.Key.Key_Equal: "equal",
    Qt.Key.Key_Plus: "plus",
    Qt.Key.Key_Insert: "Insert",
}
_MODIFIERS = (
    (Qt.KeyboardModifier.ControlModifier, "ctrl"),
    (Qt.KeyboardModifier.AltModifier, "alt"),
    (Qt.KeyboardModifier.ShiftModifier, "shift"),
    (Qt.KeyboardModifier.MetaModifier, "super"),
)


def xdotool_name(portable: str) -> str | None:
    """``ctrl+shift+z`` for ``Ctrl+Shift+Z``; ``None`` for a key the test keyboard has
    not got (media keys such as Redo) or a sequence of several chords."""
    sequence = QKeySequence(portable, QKeySequence.SequenceFormat.PortableText)
    if sequence.count() != 1:
        return None
    combination = sequence[0]  # type: ignore[index]  # Qt's operator[]: not in PySide6's stubs
    key = combination.key()
    if Qt.Key.Key_A <= key <= Qt.Key.Key_Z or Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
        name = chr(key.value).lower()
    elif Qt.Key.Key_F1 <= key <= Qt.Key.Key_F12:
        name = f"F{key.value - Qt.Key.Key_F1.value + 1}"
    elif key in _NAMED_KEYS:
        name = _NAMED_KEYS[key]
    else:
        return None
    modifiers = combination.keyboardModifiers()
    held = [text for flag, text in _MODIFIERS if modifiers & flag]
    return "+".join([*held, name])


def _silence(action: QAction) -> None:
    """Disconnect the action's own slots (the test only asks whether it fires)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for signal in (action.triggered, action.toggled):
            with contextlib.suppress(RuntimeError, TypeError):  # nothing was connected
                signal.disconnect()
    action.setEnabled(True)


def main(config: Path, argv: list[str]) -> int:
    """Start the program, press each key, print what fired; exit 0 when all were pressed."""
    scope = QSettings.Scope.UserScope
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(TUTORIAL_SEEN_KEY, True)
    program = start_program(build_parser(_available_commands()).parse_args(argv), store=store)
    window = program.windows[0]
    assert isinstance(window, QMainWindow)
    window.show()
    window.raise_()
    window.activateWindow()
    for _ in range(1000):
        if window.isActiveWindow():
            break
        QTest.qWait(10)
    print(json.dumps({"active": window.isActiveWindow()}), flush=True)

    fired: list[str] = []
    keys: dict[str, list[str]] = {}
    silenced: set[int] = set()
    for binding in window_bindings(window):
        action = binding.action
        if action is None or binding.context not in WINDOW_WIDE:
            continue
        keys.setdefault(binding.key, []).append(binding.owner)
        if id(action) not in silenced:
            silenced.add(id(action))
            _silence(action)
            action.triggered.connect(lambda _=False, owner=binding.owner: fired.append(owner))
    xdotool = shutil.which("xdotool") or "xdotool"
    for key, owners in sorted(keys.items()):
        name = xdotool_name(key)
        if name is None:
            print(json.dumps({"key": key, "skipped": "not on the test keyboard"}), flush=True)
            continue
        fired.clear()
        subprocess.run([xdotool, "key", "--clearmodifiers", name], check=True, timeout=20)
        for _ in range(200):  # the key's events arrive through the X server
            if fired:
                break
            QTest.qWait(10)
        QTest.qWait(50)  # anything else the same key fires
        print(json.dumps({"key": key, "owners": owners, "fired": list(fired)}), flush=True)
    print(json.dumps({"done": True}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]), sys.argv[2:]))
