"""The characters' abilities read in the chosen language on the table (issue 21)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.engine.journey.cards import CharacterCard, Side
from eighty_days.shipped_journey import load_cards
from eighty_days.ui.journey.abilities import ABILITIES, ability_text


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def test_every_ability_of_the_card_file_is_listed() -> None:
    """Each side of each character card in cards.yaml has its entry for lupdate."""
    shipped = {card.ability(side) for card in load_cards().characters for side in Side}
    assert shipped == set(ABILITIES)


def test_no_ability_reads_english_in_a_translation(translated: str) -> None:
    """In every translation no ability is shown in English."""
    for card in load_cards().characters:
        for side in Side:
            text = ability_text(card, side)
            assert text != card.ability(side), card.ability(side)


def _aouda() -> CharacterCard:
    """Princess Aouda's card (her back: a balloon for 9 pounds)."""
    return next(
        card
        for card in load_cards().characters
        if card.ability(Side.BACK).endswith("9 pounds instead of 12.")
    )


def test_an_ability_reads_german(german: None) -> None:
    """In German Aouda's back reads as the German card says."""
    text = "Ein Heißluftballon kostet dich 9 statt 12 Pfund."
    assert ability_text(_aouda(), Side.BACK) == text


def test_an_ability_reads_spanish(spanish: object) -> None:
    """In Spanish Aouda's back reads as a Spanish card says."""
    text = "Un globo aerostático te cuesta 9 libras en lugar de 12."
    assert ability_text(_aouda(), Side.BACK) == text


def test_an_ability_not_in_the_list_is_shown_as_written(german: None) -> None:
    """A card file with its own words shows them as written."""
    from dataclasses import replace

    card = load_cards().characters[0]
    own = replace(card, front="Walk on water once per game.")
    assert ability_text(own, Side.FRONT) == "Walk on water once per game."
