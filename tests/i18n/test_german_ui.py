"""The program in German: the race's event cards (the journey window in German, started
with German chosen in the settings, is in tests/gui/test_german_window.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.shipped_race import default_decks
from eighty_days.ui.race.event_card_view import EventCardView


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


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
