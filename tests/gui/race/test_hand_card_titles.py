"""The hand's cards show their whole name on their band, also the long German ones
("Handschellen", "Geldsack", "Windrose"), at every text size."""

from __future__ import annotations

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from eighty_days.engine.race.cards import CardKind
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.race.hand_view import CardButton, card_size, fit_font_to_width
from eighty_days.ui.race.looks import _SPECIAL_CARD_TITLES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.ui_scale import scaled_pixels, ui_scale_factor

pytestmark = pytest.mark.gui


def band_width() -> float:
    """The room for a name on a hand card's band (as ``CardButton`` paints it)."""
    u = ui_scale_factor()
    return card_size().width() - 10 * u - 4 * u


@pytest.mark.parametrize("scale", [100, 150])
def test_every_special_cards_german_name_fits_its_band(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, scale: int
) -> None:
    """In the German race (started as ``eighty-days race`` does) each special card's name is
    drawn whole in a bold font of at least 8 px; the plain 12 px font would not fit
    "Handschellen" (it was cut to "andschelle")."""
    settings = AppSettings(program_folders.store)
    settings.language = Language.GERMAN
    settings.ui_scale = scale
    program_folders.store.sync()
    window = start_program("race", "--players", "2", "--seed", "7").windows[0]
    assert isinstance(window, RaceWindow)
    qtbot.mouseClick(window.table.pass_screen.ready, Qt.MouseButton.LeftButton)
    assert window.table.hand_view.buttons
    assert all(isinstance(b, CardButton) for b in window.table.hand_view.buttons)
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        widths = {}
        for kind in (CardKind.WIND_ROSE, CardKind.HANDCUFFS, CardKind.MONEY_BAG):
            name = QCoreApplication.translate("RaceBoard", _SPECIAL_CARD_TITLES[kind]).title()
            font = QFont("DejaVu Sans")
            font.setPixelSize(scaled_pixels(12))
            font.setBold(True)
            fit_font_to_width(painter, font, name, band_width())
            assert font.pixelSize() >= 8, name
            widths[name] = QFontMetricsF(font).horizontalAdvance(name)
            assert widths[name] <= band_width(), name
        assert "Handschellen" in widths
    finally:
        painter.end()
