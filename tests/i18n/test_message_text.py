"""Messages are values (DESIGN.md): the UI makes a message's text in the chosen language
(``test_message_catalogue`` checks every template is marked and has its German).

Issue 21: the engine reports a key and parameters; the UI makes the text in the chosen
language with Qt's translation system, counts with plural forms, names translated as names.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from eighty_days import i18n
from eighty_days.engine.journey import events as ev
from eighty_days.messages import DAYS, Money, Name, NameKind
from eighty_days.ui.common import message_text as mt


def test_counts_have_english_singular_and_plural(qapp: QApplication) -> None:
    """Issue 21: "1 day", "2 days", never "1 days" or "day(s)"; money is written "£3"
    (issue 51: one way per language)."""
    assert str(DAYS(count=1)) == "1 day"
    assert str(DAYS(count=2)) == "2 days"
    assert mt.message_text(DAYS(count=1)) == "1 day"
    assert str(Money(3)) == "£3"
    assert mt.message_text(ev.EARNS(name="Ada", pounds=Money(3))) == "Ada earns £3."


def test_a_log_entry_reads_german_in_the_german_ui(qapp: QApplication) -> None:
    """A journey log entry in German: its counts with German plurals, a character's name
    translated as a name."""
    entry = ev.CHARACTER_FROM_RESERVE(
        name="Ada", character=Name(NameKind.CHARACTER, "Princess Aouda")
    )
    assert str(entry) == "Ada takes Princess Aouda from the reserve."
    paid = ev.FIX_PAID_DAYS(name="Ada", pounds=Money(1), days=DAYS(count=2))
    assert str(paid) == "Ada pays £1 and 2 days."
    assert mt.message_text(paid) == "Ada pays £1 and 2 days."
    installed = i18n.install_translations("de", qapp)
    assert installed.language == "de"
    try:
        assert mt.message_text(entry) == "Ada nimmt Prinzessin Aouda aus dem Vorrat."
        assert mt.message_text(paid) == "Ada zahlt 1 £ und 2 Tage."
        assert mt.message_text(DAYS(count=1)) == "1 Tag"
    finally:
        installed.remove()
