"""The player's settings, kept by Qt's ``QSettings``: typed getters and setters with defaults.

What is kept: the language, the animation speed, the UI scale (the font size, in percent
of the system's), the remembered geometry of each kind of window, whether the places the
held ruler can reach are marked ("Show where the ruler can go"), and
"confirm before committing" (that one lives in the saves' settings file, where the Edit
menu already keeps it, so both places show the same answer).

A value that is missing or damaged in the store reads as its default, never as an error.
Tests give ``AppSettings`` a ``QSettings`` on a temporary INI file (``settings_in_file``).
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from eighty_days.languages import Language as Language  # the setting's values
from eighty_days.saves.preferences import Preferences

ORGANIZATION = "Eighty Days"
APPLICATION = "Eighty Days"

#: The name of "confirm before committing" in the saves' settings file (see
#: ``eighty_days.ui.saves.undo_controller.CONFIRM_SETTING``).
CONFIRM_SETTING = "confirm_before_committing"

MIN_UI_SCALE = 75
MAX_UI_SCALE = 200
DEFAULT_UI_SCALE = 100

#: The application property that remembers the system font before any scaling.
_BASE_FONT_PROPERTY = "eighty_days_base_font"


class AnimationSpeed(StrEnum):
    """How fast tokens and cards move on the table."""

    OFF = "off"
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def duration_factor(self) -> float:
        """The factor on an animation's normal duration (0: jump to the end at once)."""
        return {"off": 0.0, "slow": 2.0, "normal": 1.0, "fast": 0.5}[self.value]


def default_store() -> QSettings:
    """The per-user settings store of the program (the platform's usual place)."""
    return QSettings(ORGANIZATION, APPLICATION)


def settings_in_file(path: Path) -> QSettings:
    """A settings store in the INI file ``path`` (for tests and portable installs)."""
    return QSettings(str(path), QSettings.Format.IniFormat)


class AppSettings:
    """Typed access to the program's settings in a ``QSettings`` store."""

    LANGUAGE_KEY = "ui/language"
    ANIMATION_KEY = "ui/animation_speed"
    UI_SCALE_KEY = "ui/scale_percent"
    GEOMETRY_KEY = "window/geometry"
    SHOW_REACH_KEY = "journey/show_reach"
    ONE_CLICK_KEY = "journey/take_with_one_click"
    LAST_SETUP_KEY = "journey/last_setup"

    def __init__(
        self, store: QSettings | None = None, preferences: Preferences | None = None
    ) -> None:
        self.store = store if store is not None else default_store()
        self.preferences = preferences if preferences is not None else Preferences()

    # -- helpers ---------------------------------------------------------------------------

    def _text(self, key: str) -> str | None:
        value = self.store.value(key)
        return value if isinstance(value, str) else None

    def sync(self) -> None:
        """Write pending changes to the store's file now."""
        self.store.sync()

    # -- language --------------------------------------------------------------------------

    @property
    def language(self) -> Language:
        """The chosen language (default: the system's)."""
        try:
            return Language(self._text(self.LANGUAGE_KEY) or Language.SYSTEM)
        except ValueError:
            return Language.SYSTEM

    @language.setter
    def language(self, value: Language) -> None:
        self.store.setValue(self.LANGUAGE_KEY, Language(value).value)

    # -- animation -------------------------------------------------------------------------

    @property
    def animation_speed(self) -> AnimationSpeed:
        """How fast things move on the table (default: normal)."""
        try:
            return AnimationSpeed(self._text(self.ANIMATION_KEY) or AnimationSpeed.NORMAL)
        except ValueError:
            return AnimationSpeed.NORMAL

    @animation_speed.setter
    def animation_speed(self, value: AnimationSpeed) -> None:
        self.store.setValue(self.ANIMATION_KEY, AnimationSpeed(value).value)

    # -- confirm before committing -----------------------------------------------------------

    @property
    def confirm_before_commit(self) -> bool:
        """Whether a route or a card is confirmed before it is committed (default: no)."""
        return self.preferences.flag(CONFIRM_SETTING)

    @confirm_before_commit.setter
    def confirm_before_commit(self, value: bool) -> None:
        self.preferences.set_flag(CONFIRM_SETTING, bool(value))

    # -- show where the ruler can go ----------------------------------------------------------

    @property
    def show_reach(self) -> bool:
        """Whether the places the held ruler can reach are marked on the map (default: yes)."""
        value = self.store.value(self.SHOW_REACH_KEY)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return value.strip().lower() not in ("false", "0", "no", "off")
        return True

    @show_reach.setter
    def show_reach(self, value: bool) -> None:
        self.store.setValue(self.SHOW_REACH_KEY, bool(value))

    # -- take a card with one click ----------------------------------------------------------

    @property
    def take_with_one_click(self) -> bool:
        """Whether one click on a market card takes it (default: no, a click shows its bill
        and a second click takes it)."""
        value = self.store.value(self.ONE_CLICK_KEY)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return value.strip().lower() in ("true", "1", "yes", "on")
        return False

    @take_with_one_click.setter
    def take_with_one_click(self, value: bool) -> None:
        self.store.setValue(self.ONE_CLICK_KEY, bool(value))

    # -- the last new game's setup -----------------------------------------------------------

    @property
    def last_setup(self) -> dict[str, object] | None:
        """The new-game dialog's last accepted setup (plain data), if any was kept."""
        text = self._text(self.LAST_SETUP_KEY)
        if not text:
            return None
        try:
            value = json.loads(text)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    @last_setup.setter
    def last_setup(self, value: dict[str, object]) -> None:
        self.store.setValue(self.LAST_SETUP_KEY, json.dumps(value))

    # -- UI scale --------------------------------------------------------------------------

    @property
    def ui_scale(self) -> int:
        """The font size in percent of the system's, 75–200 (default 100)."""
        raw = self.store.value(self.UI_SCALE_KEY)
        try:
            percent = int(str(raw)) if raw is not None else DEFAULT_UI_SCALE
        except ValueError:
            return DEFAULT_UI_SCALE
        return percent if MIN_UI_SCALE <= percent <= MAX_UI_SCALE else DEFAULT_UI_SCALE

    @ui_scale.setter
    def ui_scale(self, percent: int) -> None:
        if not MIN_UI_SCALE <= percent <= MAX_UI_SCALE:
            raise ValueError(
                f"the UI scale is {MIN_UI_SCALE}–{MAX_UI_SCALE} percent, not {percent}"
            )
        self.store.setValue(self.UI_SCALE_KEY, int(percent))

    # -- window geometry -------------------------------------------------------------------

    def _geometry_key(self, kind: str) -> str:
        # the journey window keeps the historical key, so a geometry kept before stays
        return self.GEOMETRY_KEY if kind == "journey" else f"{self.GEOMETRY_KEY}-{kind}"

    def geometry_of(self, kind: str) -> QByteArray | None:
        """The kept geometry (``QWidget.saveGeometry``) of the ``kind`` of window, if any."""
        value = self.store.value(self._geometry_key(kind))
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def window_geometry(self) -> QByteArray | None:
        """The journey window's saved geometry (``QWidget.saveGeometry``), if any."""
        return self.geometry_of("journey")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self.store.setValue(self.GEOMETRY_KEY, value)

    def remember_window(self, window: QWidget, kind: str = "journey") -> None:
        """Keep ``window``'s size and place for the next start of a ``kind`` window
        ("journey", "race", "replay", "editor")."""
        self.store.setValue(self._geometry_key(kind), window.saveGeometry())

    def restore_window(self, window: QWidget, kind: str = "journey") -> bool:
        """Put ``window`` where a ``kind`` window was last time; ``False`` if nothing
        (usable) was kept."""
        geometry = self.geometry_of(kind)
        return geometry is not None and window.restoreGeometry(geometry)


#: The running program's settings (``use_program_settings``).
_program_settings: AppSettings | None = None


def use_program_settings(settings: AppSettings | None) -> None:
    """Make ``settings`` the running program's: the readers with no window to ask (the
    length of the table's motions) read them from now on (``None``: the user's store)."""
    global _program_settings
    _program_settings = settings


def program_settings() -> AppSettings:
    """The running program's settings (the user's store before a program started)."""
    return _program_settings if _program_settings is not None else AppSettings()


def apply_ui_scale(app: QCoreApplication, percent: int) -> QFont:
    """Set the application font to ``percent`` of the system font; returns the new font.

    The system font is remembered on the first call, so scaling twice does not compound.
    """
    base = app.property(_BASE_FONT_PROPERTY)
    if not isinstance(base, QFont):
        base = QFont(QApplication.font())
        app.setProperty(_BASE_FONT_PROPERTY, base)
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * percent / 100)
    else:
        font.setPixelSize(max(1, round(base.pixelSize() * percent / 100)))
    QApplication.setFont(font)
    return font
