"""The new-game dialog: players, colours and shapes, seats, card sides, seed, map, game."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import PLAYABLE_SMALL, SAMPLE_SMALL
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Character, Side
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.journey.new_game_dialog import NewGameDialog
from eighty_days.ui.journey.window import MainWindow


def _ok(dialog: NewGameDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def program_window(start_program: StartProgram) -> MainWindow:
    """``eighty-days --map journey-small.yaml --seed 3``: the program's journey window."""
    window = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3").windows[0]
    assert isinstance(window, MainWindow)
    return window


@pytest.mark.gui
def test_the_dialog_starts_a_three_player_game(start_program: StartProgram, qtbot: QtBot) -> None:
    """Rulebook, Setup: 2–4 players with their colours; the character sides chosen (Setup 8);
    the seed deals the game. File → New game opens the dialog without blocking."""
    window = program_window(start_program)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
    assert dialog.player_count.value() == 3
    assert dialog.seats[2].name.isVisible() and not dialog.seats[3].name.isVisible()
    dialog.seats[2].name.clear()
    qtbot.keyClicks(dialog.seats[2].name, "Nellie Bly")
    back = dialog.side_groups["fogg"].button(1)
    # click the radio's circle (its hit area is the circle and the text, not the whole row)
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton, pos=QPoint(8, back.height() // 2))
    assert back.isChecked()
    dialog.seed.selectAll()
    qtbot.keyClicks(dialog.seed, "42")
    with qtbot.waitSignal(dialog.settings_accepted) as accepted:
        qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    settings = accepted.args[0]
    assert settings.seed == 42
    state = window.controller.state
    assert [p.name for p in state.players] == ["Player 1", "Player 2", "Nellie Bly"]
    assert state.seed == 42
    assert state.config.side_of(Character.FOGG) is Side.BACK
    assert state.config.side_of(Character.AOUDA) is Side.FRONT
    assert len(window.table.panels) == 3
    assert window.table.panels_tabs.count() == 3 + 1  # and the public "Table" tab
    assert len({look.shape for look in window.controller.looks}) == 3


@pytest.mark.gui
def test_the_dialog_offers_the_last_setup_again(qtbot: QtBot, start_program: StartProgram) -> None:
    """The next File → New game offers the last setup: players, names, colours, shapes,
    seats and levels, character sides and the map (a new seed)."""
    window = program_window(start_program)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
    dialog.seats[2].name.clear()
    qtbot.keyClicks(dialog.seats[2].name, "Nellie Bly")
    dialog.seats[1].kind.setCurrentIndex(2)  # Computer: normal
    dialog.seats[0].colour.setCurrentIndex(5)
    back = dialog.side_groups["fix"].button(1)
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton, pos=QPoint(8, back.height() // 2))
    chosen = dialog.settings()
    with qtbot.waitSignal(dialog.settings_accepted):
        qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    window.new_action.trigger()
    again = window.new_game_dialog
    assert again is not None and again is not dialog
    qtbot.waitExposed(again)
    offered = again.settings()
    assert offered.seats == chosen.seats
    assert offered.character_sides == chosen.character_sides
    assert offered.map_path == chosen.map_path
    assert again.player_count.value() == 3
    assert again.seats[2].name.text() == "Nellie Bly"
    assert again.side_groups["fix"].checkedId() == 1
    again.close()


@pytest.mark.gui
def test_default_names_kept_in_english_are_offered_in_german(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """A setup kept while the program spoke English ("Player 1", "Player 2", "Nellie Bly"),
    the language then set to German: File → New game offers "Spieler 1" and "Spieler 2"
    (the default names in the language chosen now) and keeps the name the player typed."""
    settings = AppSettings(program_folders.store)
    settings.last_setup = {
        "game": "journey-2024",
        "seats": [
            {"name": name, "colour": colour, "shape": shape, "kind": "human", "level": "normal"}
            for name, colour, shape in (
                ("Player 1", "#D55E00", "circle"),
                ("Player 2", "#0072B2", "square"),
                ("Nellie Bly", "#009E73", "triangle"),
            )
        ],
        "sides": {},
        "map": str(PLAYABLE_SMALL),
    }
    settings.language = Language.GERMAN
    program_folders.store.sync()
    window = program_window(start_program)
    for attempt in range(2):  # as kept in English, then as kept by the German dialog
        window.new_action.trigger()
        dialog = window.new_game_dialog
        assert dialog is not None
        qtbot.waitExposed(dialog)
        names = [seat.name.text() for seat in dialog.seats[:3]]
        assert names == ["Spieler 1", "Spieler 2", "Nellie Bly"], attempt
        with qtbot.waitSignal(dialog.settings_accepted):
            qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    assert [p.name for p in window.controller.state.players] == names


@pytest.mark.gui
def test_the_same_colour_twice_is_refused(qtbot: QtBot) -> None:
    """Each player needs a colour of their own (and a token shape of their own)."""
    dialog = NewGameDialog(Path("maps/world.yaml"))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    assert _ok(dialog).isEnabled()
    dialog.seats[1].colour.setCurrentIndex(dialog.seats[0].colour.currentIndex())
    assert not _ok(dialog).isEnabled()
    assert "different colour" in dialog.seat_problem.text()
    dialog.seats[1].colour.setCurrentIndex(4)
    assert _ok(dialog).isEnabled()


@pytest.mark.gui
def test_the_same_token_shape_twice_is_refused(qtbot: QtBot) -> None:
    """Tokens must differ by more than colour: a shape each, or OK stays disabled."""
    dialog = NewGameDialog(Path("maps/world.yaml"))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.player_count.setValue(3)
    dialog.seats[2].shape.setCurrentIndex(dialog.seats[1].shape.currentIndex())
    assert not _ok(dialog).isEnabled()
    assert dialog.seat_problem.text() == "Each player needs a different token shape."
    assert dialog.seat_problem.isVisible()
    dialog.player_count.setValue(2)  # the third seat leaves the table, and the problem
    assert _ok(dialog).isEnabled() and not dialog.seat_problem.isVisible()


@pytest.mark.gui
def test_computer_seats_and_the_race_can_be_chosen(qtbot: QtBot) -> None:
    """Computer opponents can be chosen (issue 6); so can the 1986 race (issue 5)."""
    dialog = NewGameDialog(Path("maps/world.yaml"))
    qtbot.addWidget(dialog)
    game_model = dialog.game.model()
    seat_model = dialog.seats[0].kind.model()
    assert isinstance(game_model, QStandardItemModel)
    assert isinstance(seat_model, QStandardItemModel)
    assert dialog.game.itemText(0) == "Journey, 2024"
    assert dialog.game.itemText(1) == "Race, 1986"
    assert game_model.item(1).isEnabled()
    assert dialog.seats[0].kind.itemText(1) == "Computer: easy"
    assert seat_model.item(1).isEnabled()


@pytest.mark.gui
def test_a_map_that_cannot_seat_the_players_is_reported_not_raised(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A map with too few adventure cards for the players (Setup 5: players + 1) or a map
    that cannot be read is a message; the game on the table goes on."""
    window = program_window(start_program)
    before = window.controller.state
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    dialog.map_path.setText(str(SAMPLE_SMALL.resolve()) + ".missing")
    with qtbot.waitSignal(window.map_loading.finished):  # read on a worker thread
        qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    assert window.problem_box is not None and window.problem_box.isVisible()
    assert "cannot read the file" in window.problem_box.text()
    window.problem_box.close()

    one_adventure = tmp_path / "one-adventure.yaml"
    one_adventure.write_text(SAMPLE_SMALL.read_text(encoding="utf-8"), encoding="utf-8")
    dialog = window.open_new_game_dialog()
    dialog.map_path.setText(str(one_adventure))
    with qtbot.waitSignal(window.map_loading.finished):
        qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)
    assert window.problem_box is not None and window.problem_box.isVisible()
    assert "adventure cards" in window.problem_box.text()
    assert window.controller.state is before


@pytest.mark.gui
def test_a_long_name_is_seen_whole(qtbot: QtBot) -> None:
    """Each name field is wide enough for "Passepartout" in its own font."""
    dialog = NewGameDialog(Path("maps/world.yaml"))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    for seat in dialog.seats[: dialog.player_count.value()]:
        assert seat.name.width() > seat.name.fontMetrics().horizontalAdvance("Passepartout")
