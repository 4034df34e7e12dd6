"""Issue 21: the engines' refusals and errors are message values. Each family reads German in
the German UI (``message_text``, counts with their plural forms) and English through
``str()`` for the command line."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.engine.journey import ActionFormatError, SetupError
from eighty_days.engine.journey import action_from_dict as journey_action
from eighty_days.engine.journey.cards import parse_cards
from eighty_days.engine.race import (
    DiscardCard,
    FixedSetup,
    IllegalActionError,
    PlayCard,
    RaceConfig,
    RaceConfigError,
    apply,
)
from eighty_days.engine.race import action_from_dict as race_action
from eighty_days.engine.race.board import load_board
from eighty_days.messages import CARDS, ENGLISH
from eighty_days.resources import DataError, parse_yaml
from eighty_days.shipped_race import new_race
from eighty_days.ui.common.message_text import error_text, message_text


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def refusal(state: object, action: object) -> IllegalActionError:
    """The error ``apply`` raises for ``action``."""
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)  # type: ignore[arg-type]
    return caught.value


def start(hands: tuple[tuple[str, ...], ...], **setup: object) -> object:
    """A two-player race with fixed hands, the wind rose on the train, Ann first."""
    return new_race(
        RaceConfig(("Ann", "Ben"), setup=FixedSetup(hands=hands, first_player=0, **setup)), 1
    )


def test_every_engine_key_has_its_german() -> None:
    """The completeness test's half for this module's keys: every defined key (the engines'
    refusals and errors included) has its German in the .ts, in the context of its key."""
    import eighty_days.engine.journey.setup  # noqa: F401  (defines its keys on import)

    german = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(i18n.ts_path("de")).getroot().iter("context")
        for message in context.iter("message")
    }
    missing = sorted(
        key for key, english in ENGLISH.items() if english.strip() and (key, english) not in german
    )
    assert not missing


def test_a_race_refusal_is_german_with_its_plural(qtbot: QtBot, german: None) -> None:
    """Windrose: a ship card under a train wind rose is refused, naming card and transport in
    German; a count reads "1 Karte" / "2 Karten" (R1986 discard limit)."""
    state = start((("ship-3a", "train-1a"), ("coach-1a",)))
    error = refusal(state, PlayCard("ship-3a"))
    assert str(error) == (
        "The wind rose shows the train: a ship 3 card cannot be played now (Windrose)."
    )
    assert error_text(error) == (
        "Die Windrose zeigt Eisenbahn: Die Karte „Schiff 3“ kann jetzt nicht gespielt werden "
        "(Windrose)."
    )
    assert message_text(CARDS(count=1)) == "1 Karte"
    assert message_text(CARDS(count=2)) == "2 Karten"


def test_a_race_count_reads_singular_and_plural_in_both_languages(
    qtbot: QtBot, german: None
) -> None:
    """Discarding instead of moving is refused before the last handcuff spaces; the hand size
    inside another refusal is counted ("1 card", not "1 card(s)")."""
    state = start((("train-1a",), ("coach-1a",)))
    error = refusal(state, DiscardCard("train-1a"))
    assert "after the three final handcuff spaces" in str(error)
    assert "Handschellenfeldern" in error_text(error)
    error = refusal(state, PlayCard("train-1a", steps=2))
    assert str(error) == "A train 1 card moves exactly 1 space; it takes no other choice."
    assert error_text(error) == (
        "Die Karte „Eisenbahn 1“ zieht genau 1 Feld; sie lässt keine andere Wahl."
    )
    error = refusal(start((("train-4a",), ("coach-1a",))), PlayCard("train-4a", steps=2))
    assert "exactly 4 spaces" in str(error) and "genau 4 Felder" in error_text(error)


def test_a_race_action_format_error_is_german(qtbot: QtBot, german: None) -> None:
    """A save's broken race action names what is wrong, in German inside the German frame."""
    with pytest.raises(IllegalActionError) as caught:
        race_action({"type": "draw_cards", "count": 5})
    assert str(caught.value).endswith(": 'count' must be 1 or 2")
    assert error_text(caught.value).startswith("Keine gültige Aktion des Rennens")
    assert error_text(caught.value).endswith("'count' muss 1 oder 2 sein")


def test_a_race_setup_error_is_german_with_its_plural(qtbot: QtBot, german: None) -> None:
    """A fixed setup with one hand for two players: "1 Hand für 2 Spieler"."""
    with pytest.raises(RaceConfigError) as caught:
        new_race(RaceConfig(("A", "B"), setup=FixedSetup(hands=(("train-1a",),))), 1)
    assert str(caught.value) == "the setup has 1 hand for 2 players"
    assert error_text(caught.value) == "die Aufstellung hat 1 Hand für 2 Spieler"
    with pytest.raises(RaceConfigError) as caught:
        RaceConfig.from_dict({"players": "Ann"})
    assert error_text(caught.value) == "players muss eine Liste von Namen sein"


def test_journey_action_and_setup_errors_are_german(qtbot: QtBot, german: None) -> None:
    """A journey save's unknown action type and a game of one player, in both languages."""
    with pytest.raises(ActionFormatError) as caught:
        journey_action({"type": "teleport"})
    assert str(caught.value).startswith("unknown action type 'teleport'")
    assert error_text(caught.value).startswith("unbekannter Aktionstyp 'teleport'")
    from eighty_days.engine.journey.setup import ADVENTURE_CARDS, ADVENTURE_COUNT, PLAYER_COUNT

    error = SetupError(PLAYER_COUNT(found=1))
    assert str(error) == "The journey game is for 2 to 4 players, not 1."
    assert error_text(error) == "Die Reise ist für 2 bis 4 Spieler, nicht für 1."
    one = ADVENTURE_CARDS(cards=ADVENTURE_COUNT(count=1))
    assert str(one) == "The map needs at least 1 adventure card."
    assert message_text(one) == "Die Landkarte braucht mindestens 1 Abenteuerkarte."
    assert message_text(ADVENTURE_CARDS(cards=ADVENTURE_COUNT(count=5))).endswith(
        "5 Abenteuerkarten."
    )


def test_data_file_problems_are_german_with_their_places(qtbot: QtBot, german: None) -> None:
    """A broken race board, a broken card file and broken YAML: the heading counts the
    problems ("1 Problem", "2 Probleme"), each problem keeps its place and line."""
    board = parse_yaml("format: wrong\nname: 3\nspaces: 7\n", "board.yaml")
    with pytest.raises(DataError) as caught:
        load_board(board)
    assert str(caught.value).splitlines()[0] == "board.yaml: 3 problems"
    lines = error_text(caught.value).splitlines()
    assert lines[0] == "board.yaml: 3 Probleme"
    assert "  name (Zeile 2): name muss ein Text sein" in lines
    assert "  spaces (Zeile 3): 'spaces' muss eine Liste von Feldern sein" in lines

    with pytest.raises(DataError) as caught:
        parse_cards("format: x\n", "cards.yaml")
    assert "missing key 'balloons'" in str(caught.value)
    assert "Schlüssel 'balloons' fehlt" in error_text(caught.value)

    with pytest.raises(DataError) as caught:
        parse_yaml("a: [1, 2\n", "broken.yaml")
    assert str(caught.value).splitlines()[0] == "broken.yaml: 1 problem"
    german_lines = error_text(caught.value).splitlines()
    assert german_lines[0] == "broken.yaml: 1 Problem"
    assert "kein gültiges YAML" in german_lines[1] and "Zeile" in german_lines[1]
