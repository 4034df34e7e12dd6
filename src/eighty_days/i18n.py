"""The program's languages installed: English (the source language of every UI string) and
those ``languages.Language`` lists (German, Spanish).

Every user-visible string goes through Qt's translation tools (``tr``/``translate``). A
language's translation source is ``translations/eighty_days_<code>.ts`` (committed, edited
with Qt Linguist or by hand); the compiled ``eighty_days_<code>.qm`` beside it is committed
too and a test checks it is exactly what ``lrelease`` makes of the ``.ts``. When the
``.ts`` was edited after the ``.qm`` (a working copy), the ``.qm`` is compiled again at
first use into the user's cache folder, so ``uv run eighty-days`` always speaks the current
translation. Adding a language is its ``.ts`` and one line in ``languages.Language``
(docs/translating.md).

``install_translations(app, language)`` installs the program's and Qt's own translators
for the chosen language: the settings' choice if set, else the system locale (its first
UI language the program speaks: ``es_MX`` chooses Spanish).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QStandardPaths,
    QTranslator,
)

from eighty_days.languages import LANGUAGES as LANGUAGES
from eighty_days.languages import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from eighty_days.languages import SYSTEM as SYSTEM

#: The name of the program's translation files: ``eighty_days_<language>.ts/.qm``.
CATALOGUE = "eighty_days"
#: Seconds by which the ``.ts`` must be newer than the ``.qm`` to count as edited since
#: (a fresh clone writes both files within moments of each other).
EDITED_SLACK_SECONDS = 2.0

_current_language = SOURCE_LANGUAGE


class TranslationError(RuntimeError):
    """A translation could not be compiled (no ``lrelease``, or it failed)."""


@dataclass
class InstalledTranslations:
    """The translators installed for a language (kept alive while they are installed)."""

    language: str
    translators: list[QTranslator] = field(default_factory=list)

    def remove(self) -> None:
        """Uninstall the translators (back to English)."""
        global _current_language
        for translator in self.translators:
            QCoreApplication.removeTranslator(translator)
        self.translators.clear()
        _current_language = SOURCE_LANGUAGE


def translations_dir() -> Path:
    """The package folder holding the ``.ts`` sources and the compiled ``.qm`` files."""
    return Path(str(resources.files("eighty_days").joinpath("translations")))


def ts_path(language: str, directory: Path | None = None) -> Path:
    """The translation source of ``language`` (it may be missing in a bundle)."""
    return (directory or translations_dir()) / f"{CATALOGUE}_{language}.ts"


def qm_path(language: str, directory: Path | None = None) -> Path:
    """The compiled translation of ``language`` shipped with the package."""
    return (directory or translations_dir()) / f"{CATALOGUE}_{language}.qm"


def _which(name: str) -> str | None:
    import shutil

    return shutil.which(name)


def lrelease_program() -> Path | None:
    """Qt's ``lrelease`` (shipped inside PySide6), or ``None`` if it cannot be found."""
    import PySide6

    candidates = [Path(PySide6.__file__).parent / name for name in ("lrelease", "lrelease.exe")]
    for name in ("pyside6-lrelease", "lrelease"):
        found = _which(name)
        if found:
            candidates.append(Path(found))
    return next((path for path in candidates if path.is_file()), None)


def compile_translation(ts: Path, qm: Path) -> None:
    """Compile the translation source ``ts`` into ``qm`` with ``lrelease``."""
    program = lrelease_program()
    if program is None:
        raise TranslationError("Qt's lrelease was not found (it comes with PySide6).")
    qm.parent.mkdir(parents=True, exist_ok=True)
    import subprocess

    result = subprocess.run(
        [str(program), "-silent", str(ts), "-qm", str(qm)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0 or not qm.is_file():
        raise TranslationError(
            f"lrelease could not compile {ts.name}: {result.stderr.strip() or result.stdout}"
        )


def default_cache_dir() -> Path:
    """Where translations compiled at first use are kept (the user's cache folder)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return Path(base or Path.home() / ".cache") / "eighty-days" / "translations"


def _edited_after_build(ts: Path, qm: Path) -> bool:
    return ts.stat().st_mtime > qm.stat().st_mtime + EDITED_SLACK_SECONDS


def translation_file(
    language: str, cache_dir: Path | None = None, directory: Path | None = None
) -> Path | None:
    """The ``.qm`` to load for ``language``; ``None`` for the source language.

    The shipped ``.qm`` is used unless it is missing or its ``.ts`` was edited after it;
    then the ``.ts`` is compiled into ``cache_dir`` (named by the source's digest, so each
    edit compiles once). If that is impossible, the shipped ``.qm`` (if any) is used.
    """
    if language == SOURCE_LANGUAGE:
        return None
    ts, qm = ts_path(language, directory), qm_path(language, directory)
    shipped = qm if qm.is_file() else None
    if not ts.is_file() or (shipped is not None and not _edited_after_build(ts, shipped)):
        return shipped
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = (cache_dir or default_cache_dir()) / f"{CATALOGUE}_{language}-{digest}.qm"
    if cached.is_file():
        return cached
    try:
        compile_translation(ts, cached)
    except (TranslationError, OSError):
        return shipped
    return cached


def system_language(locale: QLocale | None = None) -> str:
    """The program language that fits the system locale (English if it speaks none of
    the system's languages)."""
    chosen = locale if locale is not None else QLocale.system()
    for name in chosen.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(setting: str | None, locale: QLocale | None = None) -> str:
    """The language to use: the setting (a code of ``LANGUAGES``) if set, else the system
    locale's."""
    value = str(setting) if setting is not None else SYSTEM
    if value in LANGUAGES:
        return value
    return system_language(locale)


def install_from_settings(
    app: QCoreApplication | None = None, store: QSettings | None = None
) -> InstalledTranslations:
    """Install the language the player chose in the settings (else the system's)."""
    from eighty_days.settings import AppSettings

    settings = AppSettings(store) if store is not None else AppSettings()
    return install_translations(chosen_language(settings.language), app)


def current_language() -> str:
    """The language the installed translators speak ("en" before any are installed)."""
    return _current_language


def install_translations(
    language: str, app: QCoreApplication | None = None, cache_dir: Path | None = None
) -> InstalledTranslations:
    """Install the program's and Qt's translators for ``language`` ("en" installs none).

    Widgets made afterwards speak the language; a running window is rebuilt by its owner.
    """
    global _current_language
    installed = InstalledTranslations(language)
    if app is None:
        app = QCoreApplication.instance()
    if language == SOURCE_LANGUAGE or app is None:
        _current_language = SOURCE_LANGUAGE
        installed.language = SOURCE_LANGUAGE
        return installed
    own = translation_file(language, cache_dir)
    if own is None:
        _current_language = SOURCE_LANGUAGE
        installed.language = SOURCE_LANGUAGE
        return installed
    translator = QTranslator(app)
    if translator.load(str(own)):
        app.installTranslator(translator)
        installed.translators.append(translator)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt_translator)
        installed.translators.append(qt_translator)
    _current_language = language if installed.translators else SOURCE_LANGUAGE
    installed.language = _current_language
    return installed
