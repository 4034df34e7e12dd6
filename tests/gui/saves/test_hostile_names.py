"""Names from a friend's file are shown as they are written, never as markup: a save and a
challenge whose players are called ``A<img src='watched.png'>`` and ``<b>Ben</b>`` go
through every window that shows a name (issue 45, item 1)."""

from __future__ import annotations

import html
import os
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialogButtonBox,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.engine import race
from eighty_days.resources import default_race_board_path
from eighty_days.saves import MapRef, Seat, record_of, write_save
from eighty_days.shipped_race import new_race
from eighty_days.ui.album.window import AlbumWindow
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

SMALL_MAP = Path(__file__).resolve().parents[2] / "data" / "saves" / "journey-small.yaml"
#: The picture a name points at (relative: a name holds at most 40 characters).
WATCHED = "watched.png"
IMAGE_NAME = f"A<img src='{WATCHED}'>"
BOLD_NAME = "<b>Ben</b>"
#: As long as a name may be (40 characters), and in italics if read as markup.
LONG_NAME = "<i>Cleo</i> " + "x" * 28
#: What each hostile name must show, character for character.
MARKERS = (IMAGE_NAME, BOLD_NAME, LONG_NAME)


class WatchedPicture:
    """A small picture whose reading shows in its access time (set far in the past, so
    that the file system notes the next read even with ``relatime``)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / WATCHED
        image = QImage(4, 4, QImage.Format.Format_RGB32)
        image.fill(0)
        assert image.save(str(self.path))
        os.utime(self.path, (0, 0))

    def was_read(self) -> bool:
        """Whether anything read the picture since it was made."""
        return self.path.stat().st_atime > 0

    def check_the_watch(self) -> None:
        """The watch itself works here: a read of the picture shows."""
        self.path.read_bytes()
        assert self.was_read(), "this file system does not note reads; the watch is blind"


@pytest.fixture
def watched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> WatchedPicture:
    """The picture the names point at, in the working folder (where a relative ``src``
    would be looked for)."""
    monkeypatch.chdir(tmp_path)
    return WatchedPicture(tmp_path)


HOSTILE_SEATS = (
    Seat(IMAGE_NAME, "#c62828", "circle"),
    Seat(BOLD_NAME, "#2e7d32", "square", human=False, level="easy"),
    Seat(LONG_NAME, "#1565c0", "triangle"),
)


def _hostile_journey_save(target: Path, moves: int = 6) -> Path:
    """A journey on the small map among the hostile names, ``moves`` actions in, saved."""
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.engine.journey import apply, default_config, new_game
    from eighty_days.sheet.io import load_map

    names = tuple(seat.name for seat in HOSTILE_SEATS)
    state = new_game(default_config(names, load_map(SMALL_MAP)), 11)
    bots = [JourneyBot(Level.EASY, 40 + seat) for seat in range(len(names))]
    for _ in range(moves):
        state = apply(state, bots[state.active].decide(state))
    write_save(record_of(state, MapRef.for_file(SMALL_MAP), HOSTILE_SEATS), target)
    return target


def _hostile_race_save(target: Path, *, to_the_end: bool) -> tuple[Path, Any]:
    """A race among the hostile names saved a few actions in (the middle seat a
    computer), or saved one action before its end among people only; with that last
    action (``None`` for the first kind)."""
    names = tuple(seat.name for seat in HOSTILE_SEATS)
    state = new_race(race.RaceConfig(names), 7)
    bots = [RaceBot(Level.EASY, 70 + seat) for seat in range(len(names))]
    actions = []
    while not race.is_terminal(state) and (to_the_end or len(actions) < 4):
        action = bots[race.current_player(state) or 0].decide(state)
        actions.append(action)
        state = race.apply(state, action)
    seats = HOSTILE_SEATS
    last = None
    if to_the_end:
        seats = tuple(Seat(seat.name, seat.colour, seat.shape) for seat in HOSTILE_SEATS)
        last = actions[-1]
        state = race.new_game(state.config, state.seed, board=state.board, decks=state.decks)
        for action in actions[:-1]:
            state = race.apply(state, action)
    board = MapRef.for_file(default_race_board_path())
    write_save(record_of(state, board, seats), target)
    return target, last


def _shown_as_markup() -> list[str]:
    """Every place on screen where a hostile name is read as markup: a label in rich text
    holding it unescaped, a tooltip Qt takes for rich text, a scene's text item that lost
    its tags."""
    found: list[str] = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in [top, *top.findChildren(QWidget)]:
            where = f"{type(top).__name__}/{type(widget).__name__} {widget.objectName()!r}"
            if isinstance(widget, QLabel):
                text = widget.text()
                if any(m in text for m in MARKERS) and (
                    widget.textFormat() != Qt.TextFormat.PlainText
                ):
                    found.append(f"{where}: label {text!r}")
            tip = widget.toolTip()
            if any(m in tip for m in MARKERS) and GuiQt.mightBeRichText(tip):
                found.append(f"{where}: tooltip {tip!r}")
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                for row in range(model.rowCount()):
                    data = model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
                    shown = isinstance(data, str) and any(m in data for m in MARKERS)
                    if shown and GuiQt.mightBeRichText(data):
                        found.append(f"{where}: item tooltip {data!r}")
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    if isinstance(item, QGraphicsTextItem):
                        plain = item.toPlainText()
                        if "Ben" in plain and BOLD_NAME not in plain:
                            found.append(f"{where}: scene text {plain!r}")
    return found


def _assert_shown_as_text() -> None:
    """No window on screen reads a hostile name as markup (each place found is listed)."""
    found = _shown_as_markup()
    assert not found, "\n".join(found)


def _what_a_label_shows(label: QLabel) -> str:
    """The characters ``label`` shows: its text, or its rich text's tags taken out and
    entities read."""
    text = label.text()
    if label.textFormat() == Qt.TextFormat.PlainText:
        return text
    return html.unescape(re.sub(r"<[^>]*>", "", text))


def _shown_literally(*names: str) -> bool:
    """Whether each of ``names`` is shown, character for character, by a label of a window
    on screen (on a tab or not)."""
    shown = [
        _what_a_label_shows(label)
        for top in QApplication.topLevelWidgets()
        if top.isVisible()
        for label in top.findChildren(QLabel)
    ]
    return all(any(name in text for text in shown) for name in names)


def _activated(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """``window`` shown and active."""
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _play_to_the_end(qtbot: QtBot, window: MainWindow) -> None:
    """Every seat plays easy computer moves through the controller until the journey ends
    and the game is kept in the album."""
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.engine.journey import DrawRoute, is_terminal

    controller = window.controller
    bots = [JourneyBot(Level.EASY, 11 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        action = bots[controller.state.active].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    journal = window.game_menu.journal
    qtbot.waitUntil(lambda: journal.last_entry is not None)


def _close_dialog(qtbot: QtBot, dialog: QWidget) -> None:
    """The player closes ``dialog`` with its first button."""
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_hostile_names_in_a_journey_are_text_in_every_window(
    start_program: object, qtbot: QtBot, tmp_path: Path, watched: WatchedPicture
) -> None:
    """A journey save with markup in its names: the replay viewer, File → Open, the scores,
    the album, a challenge received and its comparison all show the names as written, and
    the picture a name points at is never read."""
    save = _hostile_journey_save(tmp_path / "friend.80days.json")

    start_program("replay", str(save))  # type: ignore[operator]
    _assert_shown_as_text()

    program = start_program("play", "--map", str(SMALL_MAP), "--seed", "5")  # type: ignore[operator]
    window = _activated(qtbot, program.windows[0])
    assert window.save_support is not None
    assert window.save_support.saves.open_path(save)  # File → Open
    assert _shown_literally(IMAGE_NAME, BOLD_NAME)
    _assert_shown_as_text()
    market = window.table.market
    card = next(iter(market.cards.values()))
    card.hovered.emit(True)  # the pointer on a card: its quote names the player
    assert "For " in market.quote_label.text()
    _assert_shown_as_text()

    finish_game_showing_scores(qtbot, window)

    qtbot.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    album = window.game_menu.album_window
    assert isinstance(album, AlbumWindow)
    qtbot.waitExposed(album)
    _assert_shown_as_text()
    album.close()

    path = window.game_menu.journal.send_challenge(tmp_path / "c.80days-challenge.json")
    assert path is not None
    friend = _activated(qtbot, program.new_journey_window(SMALL_MAP, 99))
    assert friend.game_menu.journal.open_challenge_file(path) is not None
    _assert_shown_as_text()
    _play_to_the_end(qtbot, friend)
    qtbot.waitUntil(lambda: friend.game_menu.journal.comparison is not None)
    comparison = friend.game_menu.journal.comparison
    assert comparison is not None
    qtbot.waitExposed(comparison)
    _assert_shown_as_text()
    assert not watched.was_read()
    watched.check_the_watch()


def finish_game_showing_scores(qtbot: QtBot, window: MainWindow) -> None:
    """The game played to its end; its scores checked while they show, then closed."""
    _play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.scoring_dialog is not None)
    scoring = window.scoring_dialog
    assert scoring is not None
    qtbot.waitExposed(scoring)
    _assert_shown_as_text()
    _close_dialog(qtbot, scoring)


def test_hostile_names_in_a_race_are_text_in_every_window(
    start_program: object, qtbot: QtBot, tmp_path: Path, watched: WatchedPicture
) -> None:
    """A race save with markup in its names: the replay viewer, File → Open with the pass
    screen between two people, and the winner's screen show the names as written."""
    save, _ = _hostile_race_save(tmp_path / "race.80days.json", to_the_end=False)
    start_program("replay", str(save))  # type: ignore[operator]
    _assert_shown_as_text()

    program = start_program("race", "--seed", "5")  # type: ignore[operator]
    window = program.windows[-1]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    assert window.save_support.saves.open_path(save)
    table = window.table
    humans = [i for i in range(3) if i != 1]
    assert table.pass_screen.isVisible() or race.current_player(window.controller.state) in humans
    _assert_shown_as_text()

    almost, last = _hostile_race_save(tmp_path / "won.80days.json", to_the_end=True)
    assert window.save_support.saves.open_path(almost)
    assert window.controller.perform(last)  # the last move of the race
    qtbot.waitUntil(table.winner_screen.isVisible)
    assert _shown_literally(IMAGE_NAME)
    _assert_shown_as_text()
    assert not watched.was_read()
    watched.check_the_watch()


def test_the_new_game_dialog_keeps_only_what_a_name_may_hold(
    start_program: Any, qtbot: QtBot
) -> None:
    """A name pasted with control characters into File → New game is cleaned: the game
    starts with the printable characters only, so its save can be opened again."""
    program = start_program("play", "--map", str(SMALL_MAP), "--seed", "3")
    window = _activated(qtbot, program.windows[0])
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.seats[0].name.setText("Nellie\x07 Bly\x1b")  # as a paste puts it there
    with qtbot.waitSignal(dialog.settings_accepted):
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    assert window.controller.state.players[0].name == "Nellie Bly"


def test_a_seat_colour_other_than_rrggbb_falls_back_to_the_default() -> None:
    """A colour that is not ``#rrggbb`` (a save from elsewhere, read past its checks) never
    reaches a window: the seat's default colour is used."""
    from eighty_days.ui.journey.seats import default_looks
    from eighty_days.ui.saves.session import journey_looks, race_looks

    names = ("Ann", "Ben")
    seats = (Seat("Ann", "#c62828' onload='x"), Seat("Ben", "#2E7D32"))
    looks = journey_looks(seats, names)
    assert looks[0].colour == default_looks(names)[0].colour
    assert looks[1].colour == "#2E7D32"
    assert race_looks(seats, names)[0].colour != seats[0].colour
