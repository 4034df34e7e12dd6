"""The hand's cards show their whole name on their band, also the long German and Spanish
ones ("Handschellen", "Geldsack"; "Rosa de los vientos", "Bolsa de dinero"), at every text
size."""

from __future__ import annotations

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from eighty_days.engine.race.cards import CardKind
from eighty_days.languages import LANGUAGES, SOURCE_LANGUAGE
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.race.hand_view import CardButton, band_name, card_size, fit_font_to_width
from eighty_days.ui.race.looks import _SPECIAL_CARD_TITLES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.ui_scale import scaled_pixels, ui_scale_factor

pytestmark = pytest.mark.gui


def band_width() -> float:
    """The room for a name on a hand card's band (as ``CardButton`` paints it)."""
    u = ui_scale_factor()
    return card_size().width() - 10 * u - 4 * u


#: The languages with a translation (all but the source language).
TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("scale", [100, 150])
def test_every_special_cards_name_fits_its_band(
    qtbot: QtBot,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    scale: int,
    language: str,
) -> None:
    """In the race in each language (started as ``eighty-days race`` does) each special
    card's name is drawn whole in a bold font of at least 8 px; the plain 12 px font would
    not fit "Handschellen" (it was cut to "andschelle"), nor "Rosa de los vientos"."""
    settings = AppSettings(program_folders.store)
    settings.language = Language(language)
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
            title = QCoreApplication.translate("RaceBoard", _SPECIAL_CARD_TITLES[kind])
            font = QFont("DejaVu Sans")
            font.setPixelSize(scaled_pixels(12))
            font.setBold(True)
            name = band_name(title, font, band_width())
            fit_font_to_width(painter, font, name, band_width())
            assert font.pixelSize() >= 8, name
            lines = name.split("\n")
            assert len(lines) <= 2 and " ".join(lines).lower() == title.lower(), name
            widths[title] = max(QFontMetricsF(font).horizontalAdvance(line) for line in lines)
            assert widths[title] <= band_width(), name
        assert {"de": "Handschellen", "es": "rosa de los vientos"}.get(language, title) in widths
    finally:
        painter.end()
