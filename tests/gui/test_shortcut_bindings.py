"""Every key has exactly one binding in every window of the program (issue 44: Redo was
bound to Ctrl+Shift+Z twice, and Qt fires nothing for an ambiguous shortcut). The windows
as the program's entry point opens them: the journey, the race, the map editor and the
replay viewer of either game."""

from __future__ import annotations

from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtWidgets import QMainWindow
from window_shortcuts import keys_bound_twice, window_bindings

pytestmark = pytest.mark.gui

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"

#: The command line of each window, and keys it is known to bind.
WINDOWS = {
    "journey": (("play", "--seed", "5"), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+S"}),
    "race": (("race", "--seed", "5"), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+S"}),
    "editor": (("editor",), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+S"}),
    "journey replay": (("replay", str(SAVES / "journey-sample.80days.json")), {"Ctrl+Q"}),
    "race replay": (("replay", str(SAVES / "race-sample.80days.json")), {"Ctrl+Q"}),
}


@pytest.mark.parametrize("name", list(WINDOWS))
def test_every_key_of_a_window_has_one_binding(name: str, start_program: StartProgram) -> None:
    """No key is bound twice in the window's menus, actions and shortcuts (Ctrl+Z, Ctrl+Y,
    Ctrl+Shift+Z, Ctrl+S …: each to one action, once)."""
    argv, known = WINDOWS[name]
    window = start_program(*argv).windows[0]
    assert isinstance(window, QMainWindow)
    assert known <= {binding.key for binding in window_bindings(window)}
    assert keys_bound_twice(window) == {}
