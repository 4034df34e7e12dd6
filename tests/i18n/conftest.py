"""The translations' tests: each translation installed in turn (``translated``), or one
language for the tests of its own words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n

#: The languages with a translation (all but the source language), as languages.py lists them.
TRANSLATED = [language for language in i18n.LANGUAGES if language != i18n.SOURCE_LANGUAGE]


def install(language: str) -> i18n.InstalledTranslations:
    """Install ``language``'s translators (a test removes them again)."""
    installed = i18n.install_translations(language, QApplication.instance())
    assert installed.language == language
    return installed


@pytest.fixture(params=TRANSLATED)
def translated(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    """Each translation installed for one test in turn (its code), English again after."""
    installed = install(str(request.param))
    yield installed.language
    installed.remove()


@pytest.fixture
def spanish(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """Spanish installed for one test, English again afterwards."""
    installed = install("es")
    yield installed
    installed.remove()
