"""Values as the program's language writes them: one helper per kind of value.

Every window writes a number, a ruler's length, a sum of money, a count of days or a date
through these helpers, never with an f-string of its own:

- numbers, decimals and thousands come from the ``QLocale`` of the program's language
  ("4.5" in English, "4,5" in German and Spanish);
- money is written one way per language: the translation of ``"£{amount}"`` in the context
  ``Values`` says where the sign goes ("£5" in English, "5 £" in German and Spanish);
- days are a count with the language's plural forms ("1 day", "2 days");
- a date of the game's calendar is written as the language writes dates ("2 October 1872",
  "2. Oktober 1872", "2 de octubre de 1872"): the translation gives the pattern and the
  locale the month's name.
"""

from __future__ import annotations

import datetime as dt
import math

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

from eighty_days import i18n
from eighty_days.engine.journey.state import LAST_DAY

#: Day 0 of the game's calendar (ruling R2024-01).
FIRST_DATE = dt.date(1872, 10, 2)
#: The locale of a language code where the bare code would pick another country's ways:
#: the game is British, so English writes "2 October" and "£5" as in Britain.
_LOCALE_NAMES = {"en": "en_GB"}


#: The count of days, with plural forms.
DAYS_TEMPLATE = "%n day(s)"
# lupdate gives a template its plural forms only where the count is written as a number:
# this line marks the one above (it runs once, at import, and changes nothing).
QCoreApplication.translate("Values", "%n day(s)", None, 1)


def program_locale(language: str | None = None) -> QLocale:
    """The locale of ``language`` (the program's language when ``None``): its digits,
    decimal sign, thousands separator and month names."""
    code = language if language is not None else i18n.current_language()
    return QLocale(_LOCALE_NAMES.get(code, code))


def number_text(value: int) -> str:
    """A whole number with the language's thousands separator ("1,250"; "1.250")."""
    return program_locale().toString(int(value))


def decimal_text(value: float, decimals: int = 1) -> str:
    """``value`` rounded to at most ``decimals`` places, written with the language's
    decimal sign and without trailing zeros ("4.5", "4,5", "5")."""
    rounded = round(float(value), decimals)
    if rounded == 0:
        rounded = 0.0  # no "-0"
    if math.isfinite(rounded) and rounded == int(rounded):
        return number_text(int(rounded))
    return program_locale().toString(
        rounded, "f", QLocale.FloatingPointPrecisionOption.FloatingPointShortest
    )


def fixed_decimal_text(value: float, decimals: int = 1) -> str:
    """``value`` with exactly ``decimals`` places and the language's decimal sign ("2.0",
    "2,0"): a reading that changes as something moves keeps its width."""
    return program_locale().toString(float(value), "f", decimals)


def any_number_text(value: float) -> str:
    """A number of any size as the language writes it, to six significant digits (a
    coordinate in a map's message: "12.35", "12,35")."""
    if math.isfinite(value) and value == int(value) and abs(value) < 1e15:
        return program_locale().toString(int(value))
    return program_locale().toString(float(value), "g", 6)


def ruler_length_text(units: float) -> str:
    """A ruler's length or a distance in ruler units, to a tenth ("5.5", "5,5", "4")."""
    return decimal_text(units, 1)


def money_text(pounds: int) -> str:
    """A sum of money as the language writes it: "£5" in English, "5 £" in German."""
    template = QCoreApplication.translate("Values", "£{amount}")
    return template.format(amount=number_text(pounds))


def days_text(days: int) -> str:
    """A count of days with the language's plural forms: "1 day", "3 days"."""
    text = QCoreApplication.translate("Values", DAYS_TEMPLATE, None, days)
    return text.replace("(s)", "" if days == 1 else "s")  # English has no plural forms file


def date_of(day: int) -> dt.date:
    """The calendar date of the game's ``day`` (day 0 is 2 October 1872, R2024-01)."""
    return FIRST_DATE + dt.timedelta(days=day)


def _date_with(pattern: str, date: dt.date) -> str:
    """``date`` written with the Qt date ``pattern`` and the language's month names."""
    return program_locale().toString(QDate(date.year, date.month, date.day), pattern)


def date_text(day: int) -> str:
    """The game's ``day`` as a date without its year ("2 October", "2. Oktober", "2 de
    octubre"), with "(late)" past 21 December."""
    pattern = QCoreApplication.translate(
        "Values", "d MMMM", "a Qt date pattern: d the day, MMMM the month's name, 'text' as it is"
    )
    text = _date_with(pattern, date_of(day))
    if day > LAST_DAY:
        return QCoreApplication.translate("Values", "{date} (late)").format(date=text)
    return text


def full_date_text(day: int) -> str:
    """The game's ``day`` as a date with its year ("2 October 1872", "2. Oktober 1872",
    "2 de octubre de 1872")."""
    return day_text(date_of(day))


def day_text(day: dt.date) -> str:
    """A day of today's world (a daily journey's) as the language writes a date with its
    year ("6 December 2026", "6. Dezember 2026")."""
    pattern = QCoreApplication.translate(
        "Values",
        "d MMMM yyyy",
        "a Qt date pattern: d the day, MMMM the month's name, yyyy the year, 'text' as it is",
    )
    return _date_with(pattern, day)


def iso_day_text(iso: str) -> str:
    """A day written ``2026-12-06`` (as saves and the album store it) as ``day_text``
    writes it; a text that is no such day as it is."""
    try:
        return day_text(dt.date.fromisoformat(iso))
    except ValueError:
        return iso


def moment_text(when: dt.datetime) -> str:
    """A moment of today's world (when a file was saved) as the language writes its day and
    its time ("1 December 2026, 20:15")."""
    clock = program_locale().toString(
        QTime(when.hour, when.minute, when.second), QLocale.FormatType.ShortFormat
    )
    return QCoreApplication.translate("Values", "{day}, {time}").format(
        day=day_text(when.date()), time=clock
    )


def iso_moment_text(iso: str) -> str:
    """A moment stored as ``2026-12-01T20:15:00Z`` (UTC, as saves and the album write it)
    in local time, as ``moment_text`` writes it; a text that is no such moment as it is."""
    try:
        moment = dt.datetime.strptime(iso[:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=dt.UTC)
    except ValueError:
        return iso
    return moment_text(moment.astimezone())


__all__ = [
    "FIRST_DATE",
    "any_number_text",
    "date_of",
    "date_text",
    "day_text",
    "days_text",
    "decimal_text",
    "fixed_decimal_text",
    "full_date_text",
    "iso_day_text",
    "iso_moment_text",
    "moment_text",
    "money_text",
    "number_text",
    "program_locale",
    "ruler_length_text",
]
