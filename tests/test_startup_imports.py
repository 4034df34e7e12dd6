"""The first window is shown before the program loads what it does not need for it (the
start-up of issue 50): the new-game dialog, the tutorial, the statistics, the bots and
their numpy, the other windows come when they are first used."""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

#: Started by the real entry point as the start-up probe starts it: the modules loaded
#: when the window says it is shown (before anything the event loop does after that).
CHILD = textwrap.dedent(
    """
    import io, json, sys
    from eighty_days.cli import main

    class Watch(io.TextIOBase):
        def __init__(self, out):
            self.out = out
            self.at_window = None
        def write(self, text):
            if self.at_window is None and text.startswith("window shown at"):
                self.at_window = sorted(sys.modules)
            return self.out.write(text)
        def flush(self):
            self.out.flush()

    watch = Watch(sys.stdout)
    sys.stdout = watch
    code = main(["play", "--startup-probe"])
    sys.stdout = watch.out
    print(json.dumps({"code": code, "modules": watch.at_window}))
    """
)

#: Loaded on first use, never for the first window.
LOADED_LATER = (
    "eighty_days.ui.journey.new_game_dialog",
    "eighty_days.ui.tutorial",
    "eighty_days.saves.stats",
    "sqlite3",
    "eighty_days.ai.journey",
    "eighty_days.ai.expert",
    "numpy",
    "shapely",
    "eighty_days.ui.album.window",
    "eighty_days.ui.stats.window",
    "eighty_days.ui.editor.window",
    "eighty_days.ui.race.window",
    "eighty_days.engine.race",
)


def test_the_first_window_is_shown_without_what_it_does_not_need(tmp_path: Path) -> None:
    """``eighty-days play --startup-probe`` shows the journey window with none of the
    modules that only later actions use loaded."""
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "EIGHTY_DAYS_DATA_DIR": str(tmp_path / "eighty-days"),
    }
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["code"] == 0
    modules = set(report["modules"])
    assert "eighty_days.ui.journey.window" in modules  # the window was made and shown
    assert sorted(name for name in LOADED_LATER if name in modules) == []
