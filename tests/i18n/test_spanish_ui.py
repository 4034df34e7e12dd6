"""Issue 51: the program in Spanish: the race's event cards (printed in German, translated
in the .ts like every other text), their log lines; the whole games are played in Spanish
in tests/gui/test_whole_game_in_each_language.py."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import log as race_log
from eighty_days.shipped_race import default_decks
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.race.event_card_view import EventCardView


@pytest.mark.gui
def test_race_event_cards_are_shown_in_spanish(qtbot: QtBot, spanish: object) -> None:
    """In Spanish an event card shows its Spanish title and text, its effect explained in
    Spanish, and the German original (the printed card) beneath."""
    card = default_decks().event_cards["storm-china-sea"]
    view = EventCardView()
    qtbot.addWidget(view)
    view.show_card(card)
    assert view.title.text() == "Tormenta en el mar de la China"
    assert view.text.text() == "Un tifón desvía a la Tankadera de su rumbo. Retrocede 2 casillas."
    assert "Efecto" in view.effect.text()
    assert card.title_de in view.german.text() and card.text_de in view.german.text()


def test_every_event_card_reads_spanish_in_the_log(spanish: object) -> None:
    """Each event card drawn reads Spanish in the race's log: its title and its text."""
    for card in default_decks().event_cards.values():
        line = message_text(
            race_log.EVENT_DRAWN(
                name="Ana", title=race_log.event_title(card), text=race_log.event_text(card)
            )
        )
        assert line.startswith("Ana roba el evento «"), line
        assert card.title_en not in line and card.text_en not in line, line


def test_london_is_londres_in_the_races_offers(spanish: object) -> None:
    """The race's questions name London as Spanish does ("de Bombay a Londres"), and a
    numbered space as "la casilla 12"."""
    from eighty_days.engine.race import RaceConfig
    from eighty_days.engine.race.board import SpaceKind
    from eighty_days.shipped_race import new_race
    from eighty_days.ui.race.offers import space_name

    state = new_race(RaceConfig(("Ana", "Beto")), 5)
    london = next(s.index for s in state.board.spaces if s.kind is SpaceKind.LONDON)
    plain = next(s.index for s in state.board.spaces if s.kind is SpaceKind.PLAIN and not s.city)
    assert space_name(state, london) == "Londres"
    assert space_name(state, plain) == f"la casilla {plain}"
