"""The settings store (QSettings) and its dialog, and the About dialog.

Every test keeps its settings in a temporary INI file and a temporary preferences file,
never in the user's own settings.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import StartProgram
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from eighty_days import __version__
from eighty_days.saves.preferences import Preferences
from eighty_days.settings import (
    DEFAULT_UI_SCALE,
    AnimationSpeed,
    AppSettings,
    Language,
    apply_ui_scale,
    settings_in_file,
)
from eighty_days.ui.common.about_dialog import AboutDialog, app_icon
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    """A fresh INI file for the QSettings store."""
    return tmp_path / "eighty-days.ini"


@pytest.fixture
def settings(settings_file: Path, tmp_path: Path) -> AppSettings:
    """Settings kept in temporary files."""
    return AppSettings(settings_in_file(settings_file), Preferences(tmp_path / "prefs.json"))


@pytest.fixture
def restore_app_font(qapp: QApplication) -> Iterator[None]:
    """Put the application font back after a test that scales it."""
    font = QFont(qapp.font())
    yield
    qapp.setFont(font)


def reopened(settings_file: Path, tmp_path: Path) -> AppSettings:
    """A second ``AppSettings`` on the same files (as at the next start of the program)."""
    return AppSettings(settings_in_file(settings_file), Preferences(tmp_path / "prefs.json"))


# -- the store ------------------------------------------------------------------------------


def test_an_empty_store_gives_the_defaults(settings: AppSettings) -> None:
    """Nothing stored yet: system language, normal speed, 100 %."""
    assert settings.language is Language.SYSTEM
    assert settings.animation_speed is AnimationSpeed.NORMAL
    assert settings.ui_scale == DEFAULT_UI_SCALE
    assert settings.confirm_before_commit is False
    assert settings.window_geometry is None


def test_every_setting_survives_a_restart(
    settings: AppSettings, settings_file: Path, tmp_path: Path
) -> None:
    """What is set is read back, with its type, by a new store on the same file."""
    settings.language = Language.GERMAN
    settings.animation_speed = AnimationSpeed.FAST
    settings.ui_scale = 150
    settings.confirm_before_commit = True
    settings.sync()
    again = reopened(settings_file, tmp_path)
    assert again.language is Language.GERMAN
    assert again.animation_speed is AnimationSpeed.FAST
    assert again.ui_scale == 150
    assert again.confirm_before_commit is True
    assert "de" in settings_file.read_text(encoding="utf-8")


def test_damaged_values_read_as_the_defaults(settings_file: Path, tmp_path: Path) -> None:
    """A hand-edited or foreign file never breaks the program: bad values are defaults."""
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    raw.setValue(AppSettings.LANGUAGE_KEY, "klingon")
    raw.setValue(AppSettings.ANIMATION_KEY, "warp")
    raw.setValue(AppSettings.UI_SCALE_KEY, "huge")
    raw.setValue(AppSettings.GEOMETRY_KEY, "not a geometry")
    raw.sync()
    damaged = reopened(settings_file, tmp_path)
    assert damaged.language is Language.SYSTEM
    assert damaged.animation_speed is AnimationSpeed.NORMAL
    assert damaged.ui_scale == DEFAULT_UI_SCALE
    assert damaged.window_geometry is None


def test_a_ui_scale_out_of_range_is_refused_with_the_range(settings: AppSettings) -> None:
    """Setting 500 % is an error naming the allowed range; a stored 500 reads as 100."""
    with pytest.raises(ValueError, match="75–200 percent"):
        settings.ui_scale = 500
    settings.store.setValue(AppSettings.UI_SCALE_KEY, 500)
    assert settings.ui_scale == DEFAULT_UI_SCALE


def test_confirm_before_commit_is_the_edit_menus_setting(
    settings: AppSettings, tmp_path: Path
) -> None:
    """The dialog's "confirm" and the Edit menu's share one place (the preferences file)."""
    settings.confirm_before_commit = True
    assert Preferences(tmp_path / "prefs.json").flag("confirm_before_committing") is True


def test_the_window_geometry_is_remembered(
    qtbot: QtBot, settings: AppSettings, settings_file: Path, tmp_path: Path
) -> None:
    """A window's size is kept and given back to the next window."""
    first = QMainWindow()
    qtbot.addWidget(first)
    first.resize(640, 420)
    first.show()
    qtbot.waitExposed(first)
    settings.remember_window(first)
    settings.sync()
    second = QMainWindow()
    qtbot.addWidget(second)
    assert reopened(settings_file, tmp_path).restore_window(second)
    assert (second.width(), second.height()) == (640, 420)


def test_nothing_to_restore_leaves_the_window_alone(qtbot: QtBot, settings: AppSettings) -> None:
    """Without a kept geometry ``restore_window`` says so and changes nothing."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(500, 300)
    assert not settings.restore_window(window)
    assert (window.width(), window.height()) == (500, 300)


def test_the_ui_scale_sets_the_font_size_without_compounding(
    qapp: QApplication, restore_app_font: None
) -> None:
    """150 % makes the font half as big again; going back to 100 % restores it exactly."""
    base = qapp.font().pointSizeF()
    apply_ui_scale(qapp, 150)
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
    apply_ui_scale(qapp, 150)
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
    apply_ui_scale(qapp, 100)
    assert qapp.font().pointSizeF() == pytest.approx(base)


# -- the settings dialog ------------------------------------------------------------------


def test_the_dialog_shows_the_stored_settings(qtbot: QtBot, settings: AppSettings) -> None:
    """Opening the dialog shows what is stored."""
    settings.language = Language.GERMAN
    settings.ui_scale = 125
    settings.confirm_before_commit = True
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.language_box.currentText() == "Deutsch"
    assert dialog.scale_box.value() == 125
    assert dialog.confirm_box.isChecked()


def test_ok_stores_the_changes_and_scales_the_text(
    qtbot: QtBot,
    qapp: QApplication,
    settings: AppSettings,
    settings_file: Path,
    tmp_path: Path,
    restore_app_font: None,
) -> None:
    """Changed by keyboard and mouse, OK stores everything and applies the text size."""
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    base = qapp.font().pointSizeF()
    dialog.language_box.setFocus()
    qtbot.keyClick(dialog.language_box, Qt.Key.Key_End)  # the last language
    qtbot.keyClick(dialog.animation_box, Qt.Key.Key_Home)  # the first speed: off
    dialog.scale_box.selectAll()
    qtbot.keyClicks(dialog.scale_box, "150")
    qtbot.mouseClick(dialog.confirm_box, Qt.MouseButton.LeftButton)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(dialog.settings_applied, timeout=2000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    again = reopened(settings_file, tmp_path)
    assert again.language is list(Language)[-1]
    assert again.animation_speed is AnimationSpeed.OFF
    assert again.ui_scale == 150
    assert again.confirm_before_commit is True
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)


def test_cancel_stores_nothing(
    qtbot: QtBot, settings: AppSettings, settings_file: Path, tmp_path: Path
) -> None:
    """Cancel closes the dialog and leaves the stored settings as they were."""
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.language_box, Qt.Key.Key_End)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert reopened(settings_file, tmp_path).language is Language.SYSTEM


# -- the About dialog ---------------------------------------------------------------------


def shown_text(dialog: AboutDialog) -> str:
    """All the text the dialog's labels show."""
    return " ".join(label.text() for label in dialog.findChildren(QLabel))


def test_about_shows_the_version_and_the_credits(qtbot: QtBot) -> None:
    """The version from the package metadata and the credits of games, novel and maps."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    text = shown_text(dialog)
    assert f"Version {__version__}" in text
    for credit in (
        "Around the World in 80 Days (2024)",
        "In 80 Tagen um die Erde (Ravensburger, 1986)",
        "Wolfgang Kramer",
        "Jules Verne",
        "Natural Earth",
        "public domain",
        "PySide6",
    ):
        assert credit in text, credit
    pixmap = dialog.icon_label.pixmap()
    assert not pixmap.isNull() and pixmap.width() > 0


def test_about_closes_with_its_button(qtbot: QtBot) -> None:
    """Close closes the dialog."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_app_icon_has_every_shipped_size(qapp: QApplication) -> None:
    """The icon loads from the package in sizes 16 to 256."""
    sizes = {(size.width(), size.height()) for size in app_icon().availableSizes()}
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= sizes


def test_each_size_of_the_app_icon_is_its_file(qapp: QApplication) -> None:
    """Each size of the icon (read from its file when first drawn) is the shipped PNG's
    picture, pixel for pixel."""
    from importlib import resources

    from PySide6.QtGui import QImage

    icon = app_icon()
    folder = resources.files("eighty_days.ui.common").joinpath("icons")
    for size in (16, 32, 48, 64, 128, 256):
        shipped = QImage.fromData(folder.joinpath(f"eighty-days-{size}.png").read_bytes())
        drawn = icon.pixmap(size, size).toImage()
        assert drawn.convertToFormat(shipped.format()) == shipped, size


# -- the main window's menus --------------------------------------------------------------


def menu_action(window: QMainWindow, menu_title: str, action_text: str) -> QAction:
    """The action ``action_text`` of the menu ``menu_title`` in ``window``'s menu bar."""
    for top in window.menuBar().actions():
        menu = top.menu()
        if top.text().replace("&", "") == menu_title and isinstance(menu, QMenu):
            for action in menu.actions():
                if action.text().replace("&", "") == action_text:
                    return action
    raise AssertionError(f"no {menu_title} → {action_text}")


def journey_window(start_program: StartProgram) -> MainWindow:
    """``eighty-days --map journey-small.yaml --seed 3``: the program's journey window."""
    window = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3").windows[0]
    assert isinstance(window, MainWindow)
    return window


def test_help_about_opens_the_about_dialog(start_program: StartProgram, qtbot: QtBot) -> None:
    """Help → About in the game window shows the About dialog with the version."""
    window = journey_window(start_program)
    menu_action(window, "Help", "About").trigger()
    qtbot.waitUntil(lambda: window.findChild(AboutDialog) is not None)
    dialog = window.findChild(AboutDialog)
    assert isinstance(dialog, AboutDialog)
    qtbot.waitExposed(dialog)
    assert __version__ in dialog.title_label.text()
    dialog.close()


def test_tools_settings_opens_the_settings_dialog(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Tools → Settings… in the game window shows the settings; Cancel closes them."""
    window = journey_window(start_program)
    menu_action(window, "Tools", "Settings…").trigger()
    qtbot.waitUntil(lambda: window.findChild(SettingsDialog) is not None)
    dialog = window.findChild(SettingsDialog)
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    with qtbot.waitSignal(dialog.rejected, timeout=2000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
