"""A whole computer game and a whole race in each language the program speaks show no
English (issue 21: German; issue 51: Spanish; any language ``languages.py`` lists).

The program starts as ``eighty-days`` does with the language chosen in the settings; it
offers back an unfinished game of computer seats from the autosave, Yes resumes it, and
the computer plays it to the end. Every text the windows show (labels, buttons, lists, the
logs, menus, tooltips) is searched for words of the UI's English and for an untranslated
``%n``. What the test looks for in the logs is asked of the installed translation itself,
so a new language needs no line here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, QtBotDriver, StartProgram, continue_offered
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.race import make_race_bot
from eighty_days.engine.journey import Phase, Slot, TakeTransport
from eighty_days.engine.journey import apply as apply_journey
from eighty_days.engine.race import DrawCards, RaceConfig
from eighty_days.engine.race import apply as apply_race
from eighty_days.engine.race import log as race_log
from eighty_days.i18n import current_language, ts_path
from eighty_days.languages import LANGUAGES, SOURCE_LANGUAGE
from eighty_days.resources import default_race_board_path
from eighty_days.saves import JOURNEY, MapRef, Seat, autosave_path, record_of, write_save
from eighty_days.settings import AnimationSpeed, AppSettings, Language
from eighty_days.sheet.io import load_map
from eighty_days.shipped_race import new_race
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.journey.window import MainWindow, start_state
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

SMALL_MAP = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"

#: Words of the UI's English (the logs', the engine's messages', the tables') that a
#: translated text never holds. Names from the map's data (English on the test map) are not
#: words.
ENGLISH_WORDS = frozenset(
    [
        "takes",
        "take",
        "draws",
        "draw",
        "drawn",
        "pounds",
        "pound",
        "days",
        "day",
        "earns",
        "reserve",
        "returns",
        "claims",
        "adventure",
        "crosses",
        "regains",
        "loses",
        "reaches",
        "month",
        "income",
        "revealed",
        "journey",
        "ended",
        "game",
        "over",
        "wager",
        "lost",
        "completes",
        "round",
        "world",
        "points",
        "point",
        "players",
        "player",
        "player's",
        "turn",
        "turns",
        "card",
        "cards",
        "space",
        "spaces",
        "goes",
        "back",
        "moves",
        "forward",
        "plays",
        "wins",
        "race",
        "handcuffs",
        "money",
        "bag",
        "wind",
        "rose",
        "event",
        "events",
        "keeps",
        "carries",
        "exchanges",
        "discards",
        "passes",
        "misses",
        "ends",
        "nothing",
        "happens",
        "cannot",
        "ship",
        "train",
        "coach",
        "elephant",
        "balloon",
        "market",
        "deck",
        "empty",
        "choose",
        "transport",
        "ruler",
        "segment",
        "segments",
        "detour",
        "mark",
        "marks",
        "shuffled",
        "pile",
        "which",
        "who",
        "what",
        "you",
        "your",
        "their",
        "they",
        "from",
        "with",
        "for",
        "and",
        "of",
        "to",
        "is",
        "are",
        "has",
        "have",
    ]
)

OFFSCREEN_ONLY = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
)


#: The languages with a translation (all but the source language).
TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]


def _prepare(folders: ProgramFolders, language: str) -> None:
    settings = AppSettings(folders.store)
    settings.language = Language(language)
    settings.animation_speed = AnimationSpeed.OFF
    folders.store.setValue(TUTORIAL_SEEN_KEY, True)
    folders.store.sync()


def _texts(window: QWidget) -> list[str]:
    """Every text ``window`` shows: titles, labels, buttons, list lines, text boxes, menus."""
    texts = [window.windowTitle()]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        if widget.toolTip():
            texts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QListWidget):
            texts.extend(widget.item(row).text() for row in range(widget.count()))
        elif isinstance(widget, QPlainTextEdit | QTextEdit):
            texts.append(widget.toPlainText())
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            texts.append(action.text())
            menu = action.menu()
            if isinstance(menu, QMenu):
                texts.extend(sub.text() for sub in menu.actions())
    return [text for text in texts if text]


#: Message families about the contents of files, which quote the files' English keys
#: ("players", "back"), and the names of the maps: their words are not the language's own.
NOT_OWN_WORDS = (
    "Names",
    "challenge.",
    "config.",
    "data.",
    "journey_action.",
    "journey_cards.",
    "journey_setup.",
    "map.",
    "race_action.",
    "race_board.",
    "race_cards.",
    "race_config.",
    "race_setup.",
    "save.",
    "simulate.",
)


def _false_friends(language: str) -> frozenset[str]:
    """The words of ``ENGLISH_WORDS`` that the language's own translation writes as words
    of its own (Spanish "has": "has jugado"): they are no sign of English in that language."""
    own: set[str] = set()
    for context in ET.parse(ts_path(language)).getroot().iter("context"):
        if (context.findtext("name") or "").startswith(NOT_OWN_WORDS):
            continue
        for translation in context.iter("translation"):
            texts = [form.text or "" for form in translation.iter("numerusform")]
            for text in texts or [translation.text or ""]:
                plain = re.sub(r"\{[^}]*\}|<[^>]+>|Eighty[ -]Days|\w*_\w*", " ", text)
                own |= {word.lower() for word in re.findall(r"[A-Za-z']+", plain)}
    return frozenset(own & ENGLISH_WORDS)


def _english(texts: list[str], names: set[str], language: str) -> list[str]:
    """The texts holding an English word (names and the language's own words excepted) or
    an untranslated ``%n``."""
    false_friends = _false_friends(language)
    assert len(false_friends) < 5, false_friends  # the check keeps its teeth
    english = ENGLISH_WORDS - false_friends
    found = []
    for text in texts:
        plain = re.sub(r"<[^>]+>", " ", text)
        for name in names:
            plain = plain.replace(name, " ")
        words = {word.lower() for word in re.findall(r"[A-Za-z']+", plain)}
        if "%n" in plain or words & english:
            found.append(f"{sorted(words & english)}: {text}")
    return found


def _resume(qtbot: QtBot, start_program: StartProgram, argv: tuple[str, ...]) -> QMainWindow:
    """The program started: the game in progress continued from the list (in the chosen
    language)."""
    program = start_program(*argv)
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert "%n" not in dialog.games_list.item(0).text()
    window = continue_offered(program, QtBotDriver(qtbot))
    assert isinstance(window, QMainWindow)
    return window


def _turn_words() -> str:
    """How the journey's log begins a turn's line in the installed language ("Zug ",
    "Turno ")."""
    return QCoreApplication.translate("EventLog", "Turn {turn}: {text}").split("{turn}")[0]


@pytest.mark.gui
@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
@pytest.mark.parametrize("language", TRANSLATED)
def test_a_whole_computer_journey_shows_no_english(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, language: str
) -> None:
    """Issues 21 and 51: three computer seats play the journey to its end in each
    language; the table, the logs and the player panels hold no English."""
    _prepare(program_folders, language)
    world = load_map(SMALL_MAP)
    looks = default_looks(("Ann", "Ben", "Cleo"))
    state = apply_journey(start_state(world, looks, 5), TakeTransport(Slot.TRAIN_1))
    seats = tuple(
        Seat(look.name, look.colour, str(look.shape), human=False, level="easy") for look in looks
    )
    autosave = autosave_path(JOURNEY)
    autosave.parent.mkdir(parents=True, exist_ok=True)
    write_save(record_of(state, MapRef.for_file(SMALL_MAP), seats), autosave)

    window = _resume(qtbot, start_program, ("play", "--map", str(SMALL_MAP)))
    assert isinstance(window, MainWindow)
    assert current_language() == language
    turn = _turn_words()
    assert turn.strip() and turn != "Turn "
    qtbot.waitUntil(lambda: window.controller.state.phase is Phase.GAME_OVER, timeout=120_000)
    qtbot.waitUntil(lambda: any(turn in t for t in _texts(window)))
    texts = _texts(window)
    log = [t for t in texts if turn in t]
    assert log, "the log shows the game"
    names = {"Ann", "Ben", "Cleo", "Eighty Days", *(loc.name for loc in world.locations)}
    names |= {area.name for area in world.areas}
    english = _english(texts, names, language)
    assert not english, "\n".join(english)


@pytest.mark.gui
@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
@pytest.mark.parametrize("language", TRANSLATED)
def test_a_whole_computer_race_shows_no_english(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, language: str
) -> None:
    """Issues 21 and 51: a race the computer played to London, opened in each language
    (File → Open of the race window); the race window, its log rebuilt from the history,
    the event cards and the winner's words hold no English."""
    _prepare(program_folders, language)
    state = apply_race(new_race(RaceConfig(("Ann", "Ben")), 17), DrawCards(2))
    bot = make_race_bot(Level.EASY)
    while state.winner is None:
        state = apply_race(state, bot.decide(state))  # the whole race as history
    seats = (
        Seat("Ann", "#D55E00", "circle", human=False, level="easy"),
        Seat("Ben", "#0072B2", "square", human=False, level="easy"),
    )
    path = program_folders.data / "finished-race.80days.json"
    write_save(record_of(state, MapRef.for_file(default_race_board_path()), seats), path)

    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow)
    assert window.save_support.saves.open_path(path)  # File → Open
    controller = window.controller
    assert current_language() == language
    qtbot.waitUntil(lambda: controller.state.winner is not None)
    seat = controller.state.winner
    assert seat is not None
    winner = controller.state.players[seat].name
    won = message_text(race_log.WINS(name=winner))
    assert won != str(race_log.WINS(name=winner)), "the winner's words are translated"
    qtbot.waitUntil(lambda: any(won in text for text in _texts(window)))
    texts = _texts(window)
    turns = [message_text(race_log.TURN(name=name)) for name in ("Ann", "Ben")]
    assert any(turn in text for text in texts for turn in turns), "the race log"
    board_names = {s.city for s in controller.state.board.spaces if s.city}
    english = _english(texts, {"Ann", "Ben", "Eighty Days", *board_names}, language)
    assert not english, "\n".join(english)
