"""Screenshots of the rules guide (Help → Rules) in each language, into
docs/screenshots/rules-guide.png and rules-guide-<code>.png (rules-guide-de.png …).

    QT_QPA_PLATFORM=offscreen uv run python tools/rules_guide_screenshots.py

The program is started as ``eighty-days race --seed 5`` would start it, with settings and
data in a temporary folder (the language chosen there); Help → Rules is triggered from its
menu, and the guide is shown scrolled to the race's cards and wind rose.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

from eighty_days.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"


def shoot(language: str) -> Path:
    """The guide the race window opens in ``language``; the picture's path."""
    from eighty_days.app import start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.settings import AppSettings, Language
    from eighty_days.ui.help.reference import RulesGuideDialog
    from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

    folder = Path(tempfile.mkdtemp(prefix="eighty-days-shots-"))
    os.environ["EIGHTY_DAYS_DATA_DIR"] = str(folder / "data")
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = Language(language)
    store.setValue(TUTORIAL_SEEN_KEY, True)
    args = build_parser(_available_commands()).parse_args(["race", "--seed", "5"])
    program = start_program(args, store=store)
    window = program.windows[0]
    window.rules_action.trigger()  # type: ignore[attr-defined]
    dialog = window.findChild(RulesGuideDialog)
    assert isinstance(dialog, RulesGuideDialog)
    dialog.resize(820, 760)
    program.app.processEvents()
    dialog.scroll_to("r-cards")
    program.app.processEvents()
    path = OUT / ("rules-guide.png" if language == "en" else f"rules-guide-{language}.png")
    dialog.grab().save(str(path))
    print(f"{path.relative_to(ROOT)}: {dialog.width()}×{dialog.height()}")
    for each in program.windows:
        each.close()
    if program.translations is not None:
        program.translations.remove()
    return path


def main() -> int:
    """Write both pictures; the exit code."""
    for language in LANGUAGES:
        shoot(language)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
