"""Issue 21: in the German program the race's refusals are German, counts with their plural
forms: a greyed card's tooltip, the greyed exchange button and a refused move on the status
bar (the engine's message values made text by ``message_text``)."""

from __future__ import annotations

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import PlayCard
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.race.offers import CardChoice
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def test_a_refused_card_play_is_german_with_its_plural(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """Windrose and the exchange at 12 cards (R1986): a card of another transport is greyed
    with the German reason; the exchange button says "du hast 5 Karten"; a card played for
    the other seat is refused on the status bar in German."""
    AppSettings(program_folders.store).language = Language.GERMAN
    program_folders.store.sync()
    window = start_program("race", "--players", "2", "--seed", "7").windows[0]
    assert isinstance(window, RaceWindow)
    table = window.table
    qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    state = window.state
    rose = state.wind_rose
    other = next(
        b
        for b in table.hand_view.buttons
        if b.offer.card.transport is not None and b.offer.card.transport is not rose
    )
    assert not other.playable  # greyed, still reached by Tab
    tip = other.toolTip()
    assert "Die Windrose zeigt" in tip and "kann jetzt nicht gespielt werden" in tip
    assert "wind rose" not in tip.lower()

    hand = len(state.current.hand)
    exchange = table.exchange.toolTip()
    assert f"du hast {hand} Karten" in exchange and "Erst ab 12 Karten" in exchange

    me = state.turn_player
    playable = next(c for b in table.hand_view.buttons for c in b.offer.choices if c.is_enabled)
    action = playable.action
    stale = PlayCard(action.card_id, action.steps, action.new_transport, seat=1 - me)
    with qtbot.waitSignal(window.controller.action_refused) as refused:
        assert not window.controller.play_choice(CardChoice(playable.label, stale))
    name = state.players[1 - me].name
    decider = state.players[me].name
    assert refused.args[0] == f"Jetzt entscheidet nicht {name}: {decider} ist an der Reihe."
    assert window.statusBar().currentMessage() == refused.args[0]


def test_race_counts_read_singular_and_plural_in_both_languages(qtbot: QtBot) -> None:
    """Issue 21: a computer's draw ("draws 1 card") and an event card's effect ("goes 1
    space back") are counted in English and German, never "card(s)"."""
    from PySide6.QtWidgets import QApplication

    from eighty_days import i18n
    from eighty_days.engine.race import DrawCards, EffectKind, EventEffect, RaceConfig
    from eighty_days.shipped_race import new_race
    from eighty_days.ui.race.computer_seats import action_text
    from eighty_days.ui.race.event_card_view import explain_effect

    state = new_race(RaceConfig(("Ann", "Ben")), 3)
    back_one = EventEffect(EffectKind.BACK, amount=1)
    draw_two = EventEffect(EffectKind.DRAW, amount=2)
    assert action_text(state, DrawCards(1)) == "draws 1 card"
    assert action_text(state, DrawCards(2)) == "draws 2 cards"
    assert explain_effect(back_one).startswith("Your figure goes 1 space back;")
    assert explain_effect(draw_two) == "You draw 2 cards."
    installed = i18n.install_translations("de", QApplication.instance())
    try:
        assert action_text(state, DrawCards(1)) == "zieht 1 Karte"
        assert action_text(state, DrawCards(2)) == "zieht 2 Karten"
        assert explain_effect(back_one).startswith("Deine Figur zieht 1 Feld zurück;")
        assert explain_effect(draw_two) == "Du ziehst 2 Karten."
    finally:
        installed.remove()
