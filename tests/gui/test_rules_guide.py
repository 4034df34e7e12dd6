"""Help → Rules: the program's own rules guide, in English, German and Spanish, in both
windows; its table of contents, the rulings it cites, and the "Why?" beside a refusal."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from gui_helpers import top_line
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.engine.journey.actions import TakeTransport
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.help.anchors import WHY_NO_MARKET_CARD, WHY_NO_RACE_CARD
from eighty_days.ui.help.illustrations import PICTURES, picture_url
from eighty_days.ui.help.reference import (
    RulesGuideDialog,
    guide_file,
    guide_html,
    guide_languages,
)
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

#: The ids of shared/rules/RULINGS.md: R2024-01..15 and R1986-01..09.
RULING_IDS = {f"R2024-{n:02d}" for n in range(1, 16)} | {f"R1986-{n:02d}" for n in range(1, 10)}
#: The first heading of each window's part, per language.
PART_HEADINGS = {
    ("play", "en"): "The journey (2024 game)",
    ("race", "en"): "The race (1986 game)",
    ("play", "de"): "Die Reise (Spiel von 2024)",
    ("race", "de"): "Das Rennen (Spiel von 1986)",
    ("play", "es"): "El viaje (juego de 2024)",
    ("race", "es"): "La carrera (juego de 1986)",
}
#: The paragraph on why a card is refused, per language.
WHY_HEADINGS = {
    (WHY_NO_MARKET_CARD, "en"): "Why can't I take this card?",
    (WHY_NO_RACE_CARD, "en"): "Why can't I play this card?",
    (WHY_NO_MARKET_CARD, "de"): "Warum kann ich diese Karte nicht nehmen?",
    (WHY_NO_RACE_CARD, "de"): "Warum kann ich diese Karte nicht spielen?",
    (WHY_NO_MARKET_CARD, "es"): "¿Por qué no puedo tomar esta carta?",
    (WHY_NO_RACE_CARD, "es"): "¿Por qué no puedo jugar esta carta?",
}
#: Help → Rules and the contents' heading, per language.
HELP_WORDS = {
    "en": ("Help", "Rules", "Contents"),
    "de": ("Hilfe", "Spielregeln", "Inhalt"),
    "es": ("Ayuda", "Reglas", "Contenido"),
}
#: The languages the guide is written in (found from its files).
GUIDE_LANGUAGES = guide_languages()


def _heading(language: str, anchor: str) -> str:
    """The heading of the guide's paragraph ``anchor`` in ``language`` (for a language the
    tables above do not name)."""
    found = re.search(rf'<a name="{anchor}"></a>([^<]+)</h[1-6]>', guide_html(language))
    assert found is not None, anchor
    return found.group(1)


def _help_words(language: str) -> tuple[str, str, str]:
    """Help, Rules and the contents' heading in ``language``, as its translation and its
    guide write them (for a language the table above does not name)."""
    from eighty_days.i18n import install_translations

    installed = install_translations(language)
    try:
        help_menu = QCoreApplication.translate("MainWindow", "&Help").replace("&", "")
        rules = QCoreApplication.translate("MainWindow", "&Rules").replace("&", "")
    finally:
        installed.remove()
    contents = re.search(r"<h3>([^<]+)</h3>", guide_html(language))
    assert contents is not None
    return help_menu, rules, contents.group(1)


def guide_anchors(html: str) -> set[str]:
    """Every anchor (``<a name="...">``) the guide ``html`` defines."""
    return set(re.findall(r'<a name="([^"]+)">', html))


def contents_links(html: str) -> list[str]:
    """The anchors the guide's links point at (``href="#..."``), in order."""
    return re.findall(r'href="#([^"]+)"', html)


def menu_action(window: QMainWindow, menu_title: str, action_text: str) -> QAction:
    """The action ``action_text`` of ``window``'s menu ``menu_title`` (either language)."""
    for top in window.menuBar().actions():
        menu = top.menu()
        if top.text().replace("&", "") == menu_title and isinstance(menu, QMenu):
            for action in menu.actions():
                if action.text().replace("&", "") == action_text:
                    return action
    raise AssertionError(f"no {menu_title} → {action_text}")


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_every_link_of_the_contents_has_its_anchor(language: str) -> None:
    """Each entry of the table of contents (every ``#`` link) leads to a paragraph."""
    html = guide_html(language)
    links = contents_links(html)
    assert len(links) >= 20
    assert set(links) <= guide_anchors(html)


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_the_guide_cites_only_real_rulings_and_all_of_them(language: str) -> None:
    """Every ruling cited exists in RULINGS.md, and every ruling of both games is cited."""
    cited = set(re.findall(r"R(?:2024|1986)-\d\d", guide_html(language)))
    assert cited <= RULING_IDS
    assert cited == RULING_IDS


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_every_language_has_the_same_paragraphs_and_pictures(language: str) -> None:
    """Each translated guide has every anchor, link and picture of the English one, in the
    same order."""
    english, translated = guide_html("en"), guide_html(language)
    assert re.findall(r'<a name="([^"]+)">', translated) == re.findall(
        r'<a name="([^"]+)">', english
    )
    assert contents_links(translated) == contents_links(english)
    pictures = re.findall(r'<img src="picture:(\w+)"', english)
    assert set(pictures) == set(PICTURES)
    assert re.findall(r'<img src="picture:(\w+)"', translated) == pictures


def test_the_guide_is_written_in_english_german_and_spanish() -> None:
    """The guide's languages are found from its files (a language's file is all it takes);
    a language without its file shows the English guide."""
    assert {"en", "de", "es"} <= set(GUIDE_LANGUAGES)
    assert GUIDE_LANGUAGES[0] == "en"
    assert guide_file("es") == "rules-guide-es.html"
    assert guide_file("fr") == "rules-guide-en.html"


def test_no_rulebook_of_the_publishers_is_in_the_package() -> None:
    """The help package holds the project's guide only: no rulebook text."""
    names = {entry.name for entry in resources.files("eighty_days.ui.help").iterdir()}
    assert not any("rulebook" in name for name in names)
    assert {"rules-guide-en.html", "rules-guide-de.html", "rules-guide-es.html"} <= names


def _choose_language(folders: ProgramFolders, language: str) -> None:
    """Settings → Language stored before the program starts."""
    AppSettings(folders.store).language = Language(language)


def _opened_guide(window: QMainWindow, qtbot: QtBot) -> RulesGuideDialog:
    """The guide the window opened, once shown."""
    qtbot.waitUntil(lambda: window.findChild(RulesGuideDialog) is not None)
    dialog = window.findChild(RulesGuideDialog)
    assert isinstance(dialog, RulesGuideDialog)
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.gui
@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
@pytest.mark.parametrize("command", ["play", "race"])
def test_help_rules_opens_the_guide_in_the_chosen_language(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    command: str,
    language: str,
) -> None:
    """Help → Rules in the journey and the race window opens the guide in the program's
    language, with its table of contents and drawn pictures, at the window's game."""
    _choose_language(program_folders, language)
    (window,) = start_program(command, "--seed", "5").windows
    help_menu, rules, contents = HELP_WORDS.get(language) or _help_words(language)
    menu_action(window, help_menu, rules).trigger()
    dialog = _opened_guide(window, qtbot)
    assert dialog.language == language
    text = dialog.guide.toPlainText()
    assert contents in text
    why = WHY_HEADINGS.get((WHY_NO_MARKET_CARD, language)) or _heading(language, WHY_NO_MARKET_CARD)
    assert why in text
    part = "journey" if command == "play" else "race"
    assert top_line(dialog) == PART_HEADINGS.get((command, language), _heading(language, part))
    document = dialog.guide.document()
    for name in PICTURES:
        picture = document.resource(document.ResourceType.ImageResource, picture_url(name))
        assert not picture.isNull() and picture.width() > 50, name


@pytest.mark.gui
def test_why_beside_a_refused_market_card_opens_its_paragraph(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A second transport in one turn is refused; "Why?" opens "Why can't I take this
    card?" (R2024-05: one card a turn)."""
    (window,) = start_program("play", "--seed", "5").windows
    assert isinstance(window, MainWindow)
    assert window.why_button.isHidden()
    window.table.transport_requested.emit(TakeTransport(Slot.TRAIN_1))
    assert window.why_button.isHidden()  # taken: nothing to explain
    window.table.transport_requested.emit(TakeTransport(Slot.SHIP_1))
    assert window.why_button.isVisible()
    qtbot.mouseClick(window.why_button, Qt.MouseButton.LeftButton)
    dialog = _opened_guide(window, qtbot)
    assert top_line(dialog) == "Why can't I take this card?"


@pytest.mark.gui
def test_why_beside_a_refused_race_card_opens_its_paragraph(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """An exchange with fewer than 12 cards is refused; "Why?" opens "Why can't I play this
    card?"."""
    (window,) = start_program("race", "--seed", "5").windows
    assert isinstance(window, RaceWindow)
    hand = window.controller.state.players[0].hand
    assert not window.controller.exchange(hand[0], hand[1])
    assert window.why_button.isVisible()
    qtbot.mouseClick(window.why_button, Qt.MouseButton.LeftButton)
    dialog = _opened_guide(window, qtbot)
    assert top_line(dialog) == "Why can't I play this card?"


@pytest.mark.gui
def test_the_markets_why_link_opens_why_no_card_can_be_taken(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Once a card is taken the market's cards are greyed; its line offers "Why can't I
    take a card?", which opens that paragraph of the guide (one card a turn)."""
    (window,) = start_program("play", "--seed", "5").windows
    assert isinstance(window, MainWindow)
    market = window.table.market
    assert WHY_NO_MARKET_CARD not in market.quote_label.text()
    window.table.transport_requested.emit(TakeTransport(Slot.TRAIN_1))
    assert f'href="{WHY_NO_MARKET_CARD}"' in market.quote_label.text()
    market.quote_label.linkActivated.emit(WHY_NO_MARKET_CARD)  # the label's link clicked
    dialog = _opened_guide(window, qtbot)
    assert top_line(dialog) == "Why can't I take this card?"
