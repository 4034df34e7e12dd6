"""Choosing and installing the language: the settings first, else the system locale."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.settings import AppSettings


def test_the_setting_wins_over_the_system_locale() -> None:
    """An explicit English or German setting is used whatever the system speaks."""
    german_system = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    english_system = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    assert i18n.chosen_language("en", german_system) == "en"
    assert i18n.chosen_language("de", english_system) == "de"


def test_without_a_setting_the_system_locale_decides() -> None:
    """ "system" (or no setting) follows the locale; unknown languages fall back to English."""
    austria = QLocale(QLocale.Language.German, QLocale.Country.Austria)
    swiss = QLocale(QLocale.Language.German, QLocale.Country.Switzerland)
    unspoken = next(
        QLocale(name)
        for name in ("fr_FR", "it_IT", "ja_JP", "fi_FI")
        if name[:2] not in i18n.LANGUAGES
    )
    assert i18n.chosen_language("system", austria) == "de"
    assert i18n.chosen_language(None, swiss) == "de"
    assert i18n.chosen_language("system", unspoken) == "en"
    assert i18n.chosen_language("klingon", unspoken) == "en"


def test_a_spanish_system_chooses_spanish() -> None:
    """Issue 51: at the first start (no setting) a Spanish-speaking system's locale, from
    Spain or from America, chooses Spanish; an explicit setting still wins."""
    spain = QLocale(QLocale.Language.Spanish, QLocale.Country.Spain)
    mexico = QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)
    argentina = QLocale("es_AR")
    assert i18n.chosen_language(None, spain) == "es"
    assert i18n.chosen_language("system", mexico) == "es"
    assert i18n.chosen_language(None, argentina) == "es"
    assert i18n.chosen_language("en", spain) == "en"
    assert i18n.chosen_language("es", QLocale(QLocale.Language.German)) == "es"


def test_every_language_is_offered_by_its_own_name() -> None:
    """The settings list each language the program speaks by its name in itself, Spanish
    among them; languages.py is the one place that lists them."""
    from eighty_days.languages import LANGUAGES, Language

    assert LANGUAGES[0] == "en" and {"de", "es"} <= set(LANGUAGES)
    assert Language("es").own_name == "Español"
    named = {language.value: language.own_name for language in Language if language.own_name}
    assert tuple(named) == LANGUAGES
    assert named["en"] == "English" and named["de"] == "Deutsch"


def test_installing_spanish_translates_the_program_and_qt(qtbot: QtBot) -> None:
    """After install_translations("es") the program's strings are Spanish, and Qt's own
    (a dialog's standard buttons) too."""
    app = QApplication.instance()
    assert app is not None
    installed = i18n.install_translations("es", app)
    try:
        assert installed.language == "es"
        assert QCoreApplication.translate("Tutorial", "&Next") == "Sig&uiente"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
        assert len(installed.translators) == 2  # the program's and qtbase's
    finally:
        installed.remove()


def test_installing_german_translates_and_removing_restores_english(qtbot: QtBot) -> None:
    """After install_translations("de") the program's and Qt's strings are German."""
    app = QApplication.instance()
    assert app is not None
    installed = i18n.install_translations("de", app)
    try:
        assert installed.language == "de"
        assert i18n.current_language() == "de"
        assert QCoreApplication.translate("Tutorial", "&Next") == "&Weiter"
        assert len(installed.translators) == 2  # the program's and qtbase's
    finally:
        installed.remove()
    assert i18n.current_language() == "en"
    assert QCoreApplication.translate("Tutorial", "&Next") == "&Next"


def test_english_installs_nothing(qtbot: QtBot) -> None:
    """English is the source language: no translator at all."""
    installed = i18n.install_translations("en")
    assert installed.translators == []
    assert QCoreApplication.translate("Tutorial", "&Next") == "&Next"


def copy_translations(target: Path) -> Path:
    """A copy of the package's translation folder (to age or edit files in)."""
    shutil.copytree(i18n.translations_dir(), target)
    return target


def test_the_shipped_qm_is_used_when_it_is_current(tmp_path: Path) -> None:
    """Fresh clone: the committed .qm is loaded, nothing is compiled."""
    folder = copy_translations(tmp_path / "translations")
    cache = tmp_path / "cache"
    assert i18n.translation_file("de", cache, folder) == i18n.qm_path("de", folder)
    assert not cache.exists()


def test_an_edited_ts_is_compiled_at_first_use(tmp_path: Path) -> None:
    """A .ts edited after its .qm is compiled into the cache once, and that is loaded."""
    folder = copy_translations(tmp_path / "translations")
    ts = i18n.ts_path("de", folder)
    ts.write_text(
        ts.read_text(encoding="utf-8").replace(">&amp;Weiter<", ">&amp;Vorwärts<"),
        encoding="utf-8",
    )
    later = time.time() + 60
    os.utime(ts, (later, later))
    cache = tmp_path / "cache"
    compiled = i18n.translation_file("de", cache, folder)
    assert compiled is not None and compiled.parent == cache
    assert compiled.read_bytes() != i18n.qm_path("de", folder).read_bytes()
    assert i18n.translation_file("de", cache, folder) == compiled  # once per edit


def test_a_missing_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    """Without a shipped .qm the .ts is compiled into the cache."""
    folder = copy_translations(tmp_path / "translations")
    i18n.qm_path("de", folder).unlink()
    compiled = i18n.translation_file("de", tmp_path / "cache", folder)
    assert compiled is not None and compiled.is_file()


def test_the_language_comes_from_the_settings_store(qtbot: QtBot, tmp_path: Path) -> None:
    """install_from_settings reads the stored choice: German, or English over a German system."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(AppSettings.LANGUAGE_KEY, "de")
    installed = i18n.install_from_settings(store=store)
    try:
        assert installed.language == "de"
        assert QCoreApplication.translate("Tutorial", "Tutorial") == "Einführung"
    finally:
        installed.remove()
    store.setValue(AppSettings.LANGUAGE_KEY, "en")
    assert i18n.install_from_settings(store=store).translators == []
