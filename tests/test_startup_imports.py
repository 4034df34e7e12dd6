"""The first window is shown before the program loads what it does not need for it (the
start-up of issue 50): the new-game dialog, the tutorial, the statistics, the bots and
their numpy, the other windows come when they are first used; from the second start on,
the map and the cards come from the data folder's cache, and PyYAML is not loaded."""

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
    # the Game menu's album, daily deal and challenges: when a game ends or an item is chosen
    "eighty_days.saves.album",
    "eighty_days.saves.challenge",
    "eighty_days.saves.daily",
    "eighty_days.ui.album.news",
    "eighty_days.ui.album.pictures",
    # the screen reader's parts and the "Where is everyone" key: just after the first frame
    "eighty_days.ui.accessibility.install",
    "eighty_days.ui.accessibility.where",
    "eighty_days.ui.accessibility.journey_parts",
    "eighty_days.ui.accessibility.painted",
    # the other commands of the command line: only ``play`` is imported to run the window
    "eighty_days.commands.race",
    "eighty_days.commands.editor",
    "eighty_days.commands.simulate",
    "eighty_days.commands.check_map",
    "eighty_days.commands.check_route",
    "eighty_days.commands.render",
    "eighty_days.commands.replay",
    "eighty_days.commands.daily",
)
#: Loaded on first use once the map and the cards are in the cache (the second start).
LOADED_LATER_WHEN_CACHED = ("yaml", "eighty_days.sheet.validate")


def modules_at_the_window(folder: Path) -> set[str]:
    """The modules loaded when ``eighty-days play --startup-probe`` says its window is
    shown, with its home, settings and data in ``folder``."""
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "EIGHTY_DAYS_DATA_DIR": str(folder / "eighty-days"),
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
    return modules


def test_the_first_window_is_shown_without_what_it_does_not_need(tmp_path: Path) -> None:
    """``eighty-days play --startup-probe`` shows the journey window with none of the
    modules that only later actions use loaded."""
    modules = modules_at_the_window(tmp_path)
    assert sorted(name for name in LOADED_LATER if name in modules) == []


def test_the_second_start_reads_no_yaml(tmp_path: Path) -> None:
    """The first start parses the map and the cards (PyYAML, the map's checks) and keeps
    them; the second shows its window without loading either."""
    first = modules_at_the_window(tmp_path)
    assert {"yaml", "eighty_days.sheet.validate"} <= first
    second = modules_at_the_window(tmp_path)
    assert (
        sorted(name for name in (*LOADED_LATER, *LOADED_LATER_WHEN_CACHED) if name in second) == []
    )
