"""``eighty-days race [--players N] [--seed S]``: the parser, its messages, the setup form."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.cli import _available_commands, build_parser
from eighty_days.engine.race import Transport
from eighty_days.ui.race.setup import RaceSetupDialog, RaceSetupWidget, default_settings


def test_race_command_parses_players_and_seed() -> None:
    """The race command takes 2–6 players and a seed; the defaults are 2 and random."""
    parser = build_parser(_available_commands())
    args = parser.parse_args(["race", "--players", "5", "--seed", "42"])
    assert (args.command, args.players, args.seed) == ("race", 5, 42)
    defaults = parser.parse_args(["race"])
    assert (defaults.players, defaults.seed) == (2, None)


@pytest.mark.parametrize(("value", "message"), [("7", "2–6 players, not 7"), ("x", "not a number")])
def test_race_command_refuses_bad_player_counts(capsys, value: str, message: str) -> None:  # type: ignore[no-untyped-def]
    """A bad --players is a clear message and exit code 2, not a traceback."""
    parser = build_parser(_available_commands())
    with pytest.raises(SystemExit) as stop:
        parser.parse_args(["race", "--players", value])
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.gui
def test_setup_form_gives_six_distinct_pawns_and_the_rules(qtbot: QtBot) -> None:
    """Six seats get six colours and six shapes; the wind rose and expert switches carry
    into the engine's configuration; a shared colour is refused with a message."""
    form = RaceSetupWidget(default_settings(2, seed=77))
    qtbot.addWidget(form)
    form.player_count.setValue(6)
    form.wind_rose.setCurrentIndex(list(Transport).index(Transport.SHIP))
    form.expert["travel_backward"].setChecked(True)
    settings = form.settings()
    assert len({s.look.colour for s in settings.seats}) == 6
    assert len({s.look.shape for s in settings.seats}) == 6
    config = settings.config()
    assert len(config.players) == 6 and config.wind_rose is Transport.SHIP
    assert config.expert.travel_backward and not config.expert.keep_event
    assert settings.seed == 77
    form.seats[1].colour.setCurrentIndex(0)
    assert form.validate() == "Each player needs a different colour."


@pytest.mark.gui
def test_setup_dialog_emits_the_settings_on_ok(qtbot: QtBot) -> None:
    """The dialog opens without blocking and emits the chosen settings on OK."""
    dialog = RaceSetupDialog(default_settings(3, seed=5))
    qtbot.addWidget(dialog)
    dialog.open()
    with qtbot.waitSignal(dialog.settings_accepted) as accepted:
        dialog.buttons.accepted.emit()
    assert [s.look.name for s in accepted.args[0].seats] == ["Player 1", "Player 2", "Player 3"]


@pytest.mark.gui
def test_new_race_from_the_window_menu(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """File → New race… opens the setup dialog; OK starts a 3-player race with three pawns,
    the chosen wind rose, and every hand hidden behind the pass-to screen."""
    from eighty_days.engine.race import RaceConfig
    from eighty_days.shipped_race import new_race

    window = open_race(new_race(RaceConfig(("Anna", "Ben")), seed=1))
    window.new_action.trigger()
    dialog = window.setup_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.form.player_count.setValue(3)
    dialog.form.wind_rose.setCurrentIndex(list(Transport).index(Transport.ELEPHANT))
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    state = window.state
    assert [p.name for p in state.players] == ["Player 1", "Player 2", "Player 3"]
    assert state.wind_rose is Transport.ELEPHANT
    assert len(window.table.board_scene.pawns) == 3
    assert window.table.bottom.currentWidget() is window.table.pass_screen
    assert window.table.log.texts()[-1].startswith("The race begins in London")


@pytest.mark.gui
def test_race_window_for_another_dialogs_seats(start_program: StartProgram) -> None:
    """The shared new-game dialog's seats (name, colour, token shape) start a race in the
    program's race window: names and colours kept, shapes the race knows kept, the seed
    used."""
    from eighty_days.ui.race.setup import settings_from_seats

    program = start_program("race")
    window = program.race_window(
        settings_from_seats(
            [("Ann", "#D55E00", "circle"), ("Bob", "#0072B2", "square"), ("Cy", "#009E73", "blob")],
            seed=12,
        )
    )
    state = window.state
    assert [p.name for p in state.players] == ["Ann", "Bob", "Cy"]
    assert state.seed == 12
    looks = window.table.looks
    assert [look.colour for look in looks] == ["#D55E00", "#0072B2", "#009E73"]
    assert [look.shape.value for look in looks] == ["circle", "square", "triangle"]


@pytest.mark.gui
def test_setup_refuses_a_shared_pawn_shape_or_name_and_says_which(qtbot: QtBot) -> None:
    """Pawns must differ by more than colour (a shape each) and players by name; the form
    says which, under the seats, and clears the line once the seats differ again."""
    form = RaceSetupWidget(default_settings(3, seed=7))
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    assert form.validate() == "" and not form.problem.isVisible()
    form.seats[2].shape.setCurrentIndex(form.seats[0].shape.currentIndex())
    assert form.validate() == "Each player needs a different pawn shape."
    assert form.problem.isVisible() and form.problem.text() == form.validate()
    form.seats[2].shape.setCurrentIndex(5)
    form.seats[1].name.clear()
    qtbot.keyClicks(form.seats[1].name, form.seats[0].name.text())
    assert form.validate() == "Each player needs a different name."
    qtbot.keyClick(form.seats[1].name, "x")
    assert form.validate() == "" and not form.problem.isVisible()
