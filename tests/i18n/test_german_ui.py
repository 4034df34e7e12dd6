"""The program in German: menus, the table, dates, the tutorial and the race's event cards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.app import MainWindow
from eighty_days.engine.race.cards import default_decks
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.ui.journey.calendar_widget import date_text
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.race.event_card_view import EventCardView
from eighty_days.ui.tutorial import Step, Tutorial, tutorial_state

#: The offscreen platform's harmless warnings on showing windows (as in tests/gui).
OFFSCREEN_ONLY = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
)


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


@pytest.mark.gui
@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_the_main_window_speaks_german(qtbot: QtBot, german: object) -> None:
    """Menus, buttons, the market's hint and the calendar's dates are German; the tutorial
    too."""
    world = load_map(default_world_map_path())
    looks = default_looks(("Ann", "Ben"))
    window = MainWindow(world, default_world_map_path(), tutorial_state(world, looks), looks)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert "&Datei" in menus and "&Hilfe" in menus
    assert window.table.draw_button.text() == "Route zeichnen"
    assert "Zeige auf eine Karte" in window.table.market.quote_label.text()
    assert date_text(4) == "6. Oktober"
    tutorial = Tutorial(window, world, default_world_map_path(), window)
    tutorial.start()
    assert tutorial.panel.title.text() == "Willkommen zur Reise"
    qtbot.mouseClick(tutorial.panel.next_button, Qt.MouseButton.LeftButton)
    assert tutorial.step is Step.TAKE_CARD
    assert "Charlière" in tutorial.panel.text.text() and "Markt" in tutorial.panel.text.text()


@pytest.mark.gui
def test_race_event_cards_are_shown_in_german(qtbot: QtBot, german: object) -> None:
    """The race's event cards are printed in German: in German they show their German text
    (the data has both), the effect explained in German."""
    card = next(iter(default_decks().event_cards.values()))
    view = EventCardView()
    qtbot.addWidget(view)
    view.show_card(card)
    assert view.title.text() == card.title_de
    assert view.text.text() == card.text_de
    assert "Wirkung" in view.effect.text()


@pytest.mark.gui
def test_race_event_cards_in_english_keep_the_german_original(qtbot: QtBot) -> None:
    """In English a card shows its English text and the German original beneath."""
    card = next(iter(default_decks().event_cards.values()))
    view = EventCardView()
    qtbot.addWidget(view)
    view.show_card(card)
    assert view.title.text() == card.title_en
    assert card.text_de in view.german.text()
