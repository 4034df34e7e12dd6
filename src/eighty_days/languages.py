"""The languages the program speaks: English, the source language of every text, and one
line per translation (its ``translations/eighty_days_<code>.ts``). Adding a language is its
``.ts`` and its line in ``Language`` (docs/translating.md). Qt-free: the settings store and
``i18n`` (which installs the translations) both read it.
"""

from __future__ import annotations

from enum import StrEnum

#: The language the strings are written in.
SOURCE_LANGUAGE = "en"
#: What a settings value of "system" (or nothing) means: follow the system locale.
SYSTEM = "system"


class Language(StrEnum):
    """The language setting: the system's, or a language the program speaks, by its code
    (the ``<code>`` of its ``eighty_days_<code>.ts``) with its name in itself (as the
    settings list it, whatever the language of the program)."""

    own_name: str

    def __new__(cls, code: str, own_name: str = "") -> Language:
        """A member with the value ``code`` that the settings list as ``own_name``."""
        member = str.__new__(cls, code)
        member._value_ = code
        member.own_name = own_name
        return member

    SYSTEM = SYSTEM, ""
    # One line per language: its code (that of its .ts) and its name in itself.
    ENGLISH = SOURCE_LANGUAGE, "English"
    GERMAN = "de", "Deutsch"
    SPANISH = "es", "Español"


#: Every language the program speaks (the source language first).
LANGUAGES: tuple[str, ...] = tuple(language.value for language in Language if language.own_name)
