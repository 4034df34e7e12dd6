"""The seams a newcomer tripped over in the race (issue 44): a race opened or resumed shows
its own last event and names itself, every player's last event stays readable, the
confirmation names the card, the replay offers nothing to play, Help has the English
reference. Each starts the program through its entry point and goes through its menus."""

from __future__ import annotations

import contextlib
import itertools
import shutil
from pathlib import Path

import pytest
from gui_helpers import top_line
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QMenu, QWidget
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import LogEvent, RaceState
from eighty_days.saves import RACE, MapRef, Seat, load_save, record_of, write_save
from eighty_days.saves.inprogress import InProgressStore
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.race.window import RaceWindow

#: A race of Ann, Ben and Cleo in progress: each has drawn an event card, Cleo last.
RACE_SAMPLE = Path(__file__).resolve().parents[2] / "data" / "saves" / "race-sample.80days.json"


def _race(start_program: StartProgram, *argv: str) -> RaceWindow:
    """``eighty-days race ARGV``: the program's race window."""
    window = start_program("race", *argv).windows[0]
    assert isinstance(window, RaceWindow)
    return window


def _menu(window: RaceWindow, title: str) -> QMenu:
    """The menu bar's menu whose title (without its "&") is ``title``."""
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == title:
            return menu
    raise AssertionError(f"no {title} menu")


@pytest.mark.gui
def test_race_help_opens_the_rules_guide_at_the_race(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Help → Rules in the race window opens the program's rules guide at its part on the
    race (the journey's part is in the same guide, above)."""
    window = _race(start_program, "--seed", "5")
    rules = next(a for a in _menu(window, "Help").actions() if "Rules" in a.text())
    rules.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert "The journey (2024 game)" in dialog.guide.toPlainText()
    assert top_line(dialog) == "The race (1986 game)"  # opened where the race is explained


def _event_cards(state: RaceState) -> list[LogEvent]:
    """The event cards the race has revealed, oldest first (from its own history)."""
    from eighty_days.engine.race import earlier_events

    events = (*earlier_events(state), *state.last_events)
    return [e for e in events if e.kind in ("event_drawn", "event_played") and e.card_id]


def _shows(window: RaceWindow, event: LogEvent) -> bool:
    """True if the Event panel shows ``event``'s card under its player's name."""
    view = window.table.event_view
    card = window.state.decks.event_cards[event.card_id or ""]
    name = window.state.players[event.player or 0].name
    return view.card == card and view.title.text() == card.title_en and name in view.heading.text()


@pytest.mark.gui
def test_a_race_opened_from_file_shows_its_last_event_card(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """File → Open… a race in progress: the Event panel shows that race's last event card
    (not "No event card drawn yet"), and the status bar names the game opened."""
    window = _race(start_program, "--seed", "5")
    support = window.save_support
    assert support is not None
    opening = next(a for a in _menu(window, "File").actions() if a.text().startswith("&Open"))
    opening.trigger()
    dialog = support.saves.file_dialog
    assert isinstance(dialog, QFileDialog)
    qtbot.waitUntil(dialog.isVisible)
    with qtbot.waitSignal(support.saves.game_loaded, timeout=20000):
        dialog.selectFile(str(RACE_SAMPLE))
        dialog.accept()
    loaded = load_save(RACE_SAMPLE).state
    assert window.state == loaded
    last = _event_cards(loaded)[-1]
    assert window.table.event_view.title.text() != "No event card drawn yet."
    assert _shows(window, last)
    message = window.statusBar().currentMessage()
    assert "New race" not in message and RACE_SAMPLE.name in message


@pytest.mark.gui
def test_a_resumed_race_shows_its_last_event_and_names_itself(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """``eighty-days race`` with an unfinished race in progress, continued from the Games in
    progress list offered at the start: the Event panel shows its last event card and the
    status bar names the race continued, not the new race the window was started with."""
    store = InProgressStore()
    game_id = store.new_id(RACE)
    target = store.save_path(game_id)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(RACE_SAMPLE, target)
    program = start_program("race", "--seed", "5")
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.select(game_id)
    with qtbot.waitSignal(dialog.continued):
        qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    window = next(w for w in program.open_windows() if isinstance(w, RaceWindow))
    loaded = load_save(RACE_SAMPLE).state
    assert window.state == loaded
    assert _shows(window, _event_cards(loaded)[-1])
    message = window.statusBar().currentMessage()
    assert "New race" not in message
    assert "Ann, Ben, Cleo" in message and f"turn {loaded.turn_number}" in message


@pytest.mark.gui
def test_every_players_last_event_stays_readable(qtbot: QtBot, start_program: StartProgram) -> None:
    """After the next player's event card, the earlier ones stay readable: a click on an
    event line of the log shows that card in the Event panel, and "Last event of" shows
    each player's last card."""
    window = _race(start_program, "--seed", "5")
    assert window.save_support is not None
    window.save_support.saves.open_path(RACE_SAMPLE)
    state = window.state
    cards = _event_cards(state)
    log = window.table.log
    first = cards[0]  # Ann's first event, long replaced by the others'
    title = state.decks.event_cards[first.card_id or ""].title_en
    row = next(r for r, text in enumerate(log.texts()) if title in text)
    item = log.item(row)
    log.scrollToItem(item)
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(item).center()
    )
    assert _shows(window, first)
    chooser = window.table.event_view.history
    assert chooser.isVisible()
    names = [chooser.itemText(i) for i in range(chooser.count())]
    assert names == ["Ann", "Ben", "Cleo"]
    chooser.setFocus()
    for seat, name in enumerate(names):
        last = [e for e in cards if e.player == seat][-1]
        qtbot.keyClick(chooser, Qt.Key.Key_Home if seat == 0 else Qt.Key.Key_Down)
        assert _shows(window, last), name
        assert chooser.currentText() == name


def cut_labels(widget: QWidget) -> list[str]:
    """The texts of ``widget``'s visible labels that do not fit them: a one-line label wider
    than itself, a wrapped one higher than itself."""
    cut = []
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            needed = label.heightForWidth(label.contentsRect().width())
            if needed > label.contentsRect().height():
                cut.append(label.text())
        elif label.fontMetrics().horizontalAdvance(label.text()) > label.contentsRect().width():
            cut.append(label.text())
    return cut


@pytest.mark.gui
def test_the_german_event_card_is_readable_at_1024_by_700(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """In German on a 1024×700 window, the event card's header ("Cleo hat eine
    Ereigniskarte gezogen") and the card's text are shown whole, nothing cut off."""
    AppSettings(program_folders.store).language = Language.GERMAN
    window = _race(start_program, "--seed", "5")
    assert window.save_support is not None
    window.save_support.saves.open_path(RACE_SAMPLE)
    window.resize(1024, 700)
    view = window.table.event_view
    assert view.heading.text() == "Cleo hat eine Ereigniskarte gezogen"
    with contextlib.suppress(TimeoutError):  # laid out at the new size
        qtbot.waitUntil(lambda: not cut_labels(view) and window.height() <= 700)
    assert cut_labels(view) == []
    assert window.height() <= 700
    table = window.table
    column = [table.rose_view, table.players_box, view, table.log_box]
    places = [w.geometry() for w in column]  # siblings in the column beside the board
    for upper, lower in itertools.pairwise(places):
        assert upper.bottom() < lower.top()  # one under the other, none over the next


def _finished_race(path: Path) -> Path:
    """A race of Ann and Ben played to its end (random legal moves), saved at ``path``."""
    import random

    from eighty_days.engine.race import apply, is_terminal, legal_actions
    from eighty_days.resources import default_race_board_path
    from eighty_days.shipped_race import new_race
    from eighty_days.ui.race.setup import default_settings

    state = new_race(default_settings(2, 7).config(), 7)
    choose = random.Random(1)
    while not is_terminal(state):
        state = apply(state, choose.choice(legal_actions(state)))
    seats = (Seat("Ann", "#d55e00", "circle", True), Seat("Ben", "#0072b2", "square", True))
    write_save(record_of(state, MapRef.for_file(default_race_board_path()), seats), path)
    return path


def playing_controls(table: QWidget) -> list[str]:
    """The names of the controls on ``table`` a click would act on: visible, enabled
    buttons (the hand's cards among them)."""
    return [
        button.text() or button.accessibleName() or button.objectName()
        for button in table.findChildren(QAbstractButton)
        if button.isVisibleTo(table) and button.isEnabled()
    ]


@pytest.mark.gui
def test_nothing_in_a_race_replay_looks_playable(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """``eighty-days replay`` of a finished race, stepped through with its buttons: at every
    step the hands are shown, but no Draw, End turn, wind rose or card button is enabled,
    and the wind rose takes no click."""
    from eighty_days.ui.saves.replay_window import ReplayWindow

    window = start_program("replay", str(_finished_race(tmp_path / "race.80days.json")))
    replay = window.windows[0]
    assert isinstance(replay, ReplayWindow)
    table = replay.view
    cards_seen = 0
    for position in range(len(replay.states)):
        if position:
            with qtbot.waitSignal(replay.position_changed):
                qtbot.mouseClick(replay.forward_button, Qt.MouseButton.LeftButton)
        assert replay.position == position
        assert playing_controls(table) == [], position
        assert not table.rose_view.rose.choosing, position
        cards_seen += len(table.hand_view.buttons)
    assert cards_seen  # the hands were shown, only not playable


@pytest.mark.gui
def test_a_race_opened_from_the_journey_window_names_itself(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """``eighty-days``, File → Open… a race save: the race window it opens says which race
    it shows (not "New race: seed …") and shows that race's last event card."""
    program = start_program("play", "--seed", "3")
    journey = program.windows[0]
    saves = journey.save_support.saves  # type: ignore[attr-defined]
    count = len(program.windows)
    saves.open_action.trigger()
    dialog = saves.file_dialog
    assert isinstance(dialog, QFileDialog)
    qtbot.waitUntil(dialog.isVisible)
    dialog.selectFile(str(RACE_SAMPLE))
    dialog.accept()
    qtbot.waitUntil(lambda: len(program.windows) > count, timeout=20000)
    window = program.windows[-1]
    assert isinstance(window, RaceWindow)
    loaded = load_save(RACE_SAMPLE).state
    assert window.state == loaded
    assert _shows(window, _event_cards(loaded)[-1])
    message = window.statusBar().currentMessage()
    assert "New race" not in message
    assert "Ann, Ben, Cleo" in message and f"turn {loaded.turn_number}" in message
