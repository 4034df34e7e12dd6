"""Messages are values (DESIGN.md): every message key has a template in the UI, and the
templates are translated (``test_translations`` checks every marked text has its German).

Issue 21: the engine reports a key and parameters; the UI makes the text in the chosen
language with Qt's translation system, counts with plural forms, names translated as names.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

import eighty_days
from eighty_days import i18n
from eighty_days.messages import DAYS, ENGLISH, POUNDS, Name, NameKind, placeholders
from eighty_days.ui.common import message_text as mt

#: Modules below ui/ that may define message keys (every Qt-free package).
QT_FREE = ("engine", "sheet", "saves", "ai", "editor", "messages")


def _import_qt_free() -> None:
    """Import every Qt-free module, so that every key is defined."""
    for info in pkgutil.walk_packages(eighty_days.__path__, "eighty_days."):
        if info.name.split(".")[1] in QT_FREE:
            importlib.import_module(info.name)


def _keys() -> Iterator[str]:
    _import_qt_free()
    yield from sorted(ENGLISH)


@pytest.mark.parametrize("key", list(_keys()))
def test_every_key_has_a_template_with_the_same_placeholders(key: str, qapp: QApplication) -> None:
    """One template per key, naming the same parameters (and ``%n`` for a count)."""
    templates = mt.Messages().templates
    assert key in templates, f"no template for {key!r} in ui/common/message_text.py"
    english = ENGLISH[key]
    template = templates[key](2)
    assert placeholders(template) == placeholders(english)
    if "%n" in english:
        assert template == english.replace("%n", "2"), "the template is the English source"
    else:
        assert template == english


def test_counts_have_english_singular_and_plural(qapp: QApplication) -> None:
    """Issue 21: "1 day", "2 days", never "1 days" or "day(s)"."""
    assert str(DAYS(count=1)) == "1 day"
    assert str(DAYS(count=2)) == "2 days"
    assert mt.message_text(POUNDS(count=1)) == "1 pound"
    assert mt.message_text(POUNDS(count=3)) == "3 pounds"


def test_a_log_entry_reads_german_in_the_german_ui(qapp: QApplication) -> None:
    """A journey log entry in German: its counts with German plurals, a character's name
    translated as a name."""
    from eighty_days.engine.journey import events as ev

    entry = ev.CHARACTER_FROM_RESERVE(
        name="Ada", character=Name(NameKind.CHARACTER, "Princess Aouda")
    )
    assert str(entry) == "Ada takes Princess Aouda from the reserve."
    paid = ev.FIX_PAID_DAYS(name="Ada", pounds=POUNDS(count=1), days=DAYS(count=2))
    assert str(paid) == "Ada pays 1 pound and 2 days."
    assert mt.message_text(paid) == "Ada pays 1 pound and 2 days."
    installed = i18n.install_translations("de", qapp)
    assert installed.language == "de"
    try:
        assert mt.message_text(entry) == "Ada nimmt Prinzessin Aouda aus dem Vorrat."
        assert mt.message_text(paid) == "Ada zahlt 1 Pfund und 2 Tage."
        assert mt.message_text(DAYS(count=1)) == "1 Tag"
    finally:
        installed.remove()
