"""Issue 51: numbers, money, days and dates as each language writes them, one helper per
kind of value (``ui/common/value_text``), and the messages of the engines rendered with
them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from eighty_days import i18n
from eighty_days.engine.journey import events as ev
from eighty_days.languages import LANGUAGES
from eighty_days.messages import DAYS, Money, Name, NameKind
from eighty_days.ui.common import value_text as vt
from eighty_days.ui.common.message_text import message_text

#: What each kind of value reads in each language.
EXPECTED: dict[str, dict[str, str]] = {
    "en": {
        "ruler": "4.5",
        "whole ruler": "6",
        "money": "£5",
        "big money": "£1,250",
        "one day": "1 day",
        "days": "3 days",
        "date": "2 October",
        "late": "23 December (late)",
        "full date": "2 October 1872",
        "card": "Train £3 · 4 days · ruler 5.5",
        "daily": "6 December 2026",
    },
    "de": {
        "ruler": "4,5",
        "whole ruler": "6",
        "money": "5 £",
        "big money": "1.250 £",
        "one day": "1 Tag",
        "days": "3 Tage",
        "date": "2. Oktober",
        "late": "23. Dezember (zu spät)",
        "full date": "2. Oktober 1872",
        "card": "Zug 3 £ · 4 Tage · Lineal 5,5",
        "daily": "6. Dezember 2026",
    },
    "es": {
        "ruler": "4,5",
        "whole ruler": "6",
        "money": "5 £",
        "big money": "1250 £",
        "one day": "1 día",
        "days": "3 días",
        "date": "2 de octubre",
        "late": "23 de diciembre (tarde)",
        "full date": "2 de octubre de 1872",
        "card": "Tren 3 £ · 4 días · regla 5,5",
        "daily": "6 de diciembre de 2026",
    },
}


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The program speaking the language of the test's parameter."""
    code = str(request.param)
    installed = i18n.install_translations(code, qapp)
    assert installed.language == code
    try:
        yield code
    finally:
        installed.remove()
        i18n.install_translations("en", qapp)


def rendered(language: str) -> dict[str, str]:
    """Every kind of value rendered by the helpers in the installed language."""
    card = ev.TRANSPORT_CARD(
        transport=Name(NameKind.TRANSPORT, "Train"),
        pounds=Money(3),
        days=DAYS(count=4),
        ruler=5.5,
    )
    return {
        "ruler": vt.ruler_length_text(4.5),
        "whole ruler": vt.ruler_length_text(6.0),
        "money": vt.money_text(5),
        "big money": vt.money_text(1250),
        "one day": vt.days_text(1),
        "days": vt.days_text(3),
        "date": vt.date_text(0),
        "late": vt.date_text(82),
        "full date": vt.full_date_text(0),
        "card": message_text(card),
        "daily": vt.iso_day_text("2026-12-06"),
    }


@pytest.mark.parametrize(
    "language", [code for code in EXPECTED if code in LANGUAGES], indirect=True
)
def test_each_kind_of_value_reads_as_its_language_writes_it(language: str) -> None:
    """Issue 51: a ruler's length with the language's decimal sign, money one way per
    language (the sign where the language puts it), days with their plural forms, the
    calendar's dates as the language writes dates (R2024-01: day 0 is 2 October 1872)."""
    assert rendered(language) == EXPECTED[language]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_language_writes_every_kind_of_value(language: str) -> None:
    """Whatever the language, each helper writes its value (a language added without a row
    above still shows its numbers, its money and the year of its dates)."""
    values = rendered(language)
    assert "4" in values["ruler"] and "5" in values["ruler"]
    assert "5" in values["money"] and "£" in values["money"]
    assert "3" in values["days"] and "%n" not in values["days"]
    assert "1872" in values["full date"] and "2" in values["date"]
    assert "2026" in values["daily"]
    assert vt.iso_day_text("not a day") == "not a day"
    assert vt.iso_moment_text("odd") == "odd"
    assert "2026" in vt.iso_moment_text("2026-12-01T20:15:00Z")
