"""The play command without a display, and the render command's PNG and PDF output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import SAMPLE_SMALL, fixed_setup, small_sheet
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from eighty_days.cli import main
from eighty_days.commands.play import display_problem
from eighty_days.commands.render import write_record
from eighty_days.engine.journey import (
    DrawRoute,
    JourneyConfig,
    PlayerSetup,
    Slot,
    TakeTransport,
    apply,
    new_game,
)
from eighty_days.sheet.io import load_map, save_map
from eighty_days.shipped_journey import load_cards


def test_play_without_a_display_says_so_and_exits_2() -> None:
    """``eighty-days`` with no display prints what to do (no traceback) and exits with 2."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "no display" in result.stderr
    assert "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 is a Linux matter here")
def test_play_with_an_unreachable_display_says_so_and_exits_2() -> None:
    """A DISPLAY that names no running X server makes Qt give up; the program says why and
    exits with 2 instead of aborting."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    environment.update(DISPLAY=":987", QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "could not open the window" in result.stderr
    assert "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="display variables are X11/Wayland"
)
def test_display_problem_knows_the_platforms() -> None:
    """X11 and Wayland sessions and the headless platforms are fine; nothing at all is not."""
    assert display_problem({"DISPLAY": ":0"}) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert display_problem({}) is not None
    assert display_problem({"QT_QPA_PLATFORM": "xcb"}) is not None


@pytest.mark.gui
def test_render_writes_a_blank_sheet_as_png_and_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    """``eighty-days render`` prints a blank sheet to PNG (an image) and PDF (a document)."""
    png = tmp_path / "sheet.png"
    pdf = tmp_path / "sheet.pdf"
    assert main(["render", "--map", str(SAMPLE_SMALL), "--out", str(png), "--width", "900"]) == 0
    assert main(["render", "--map", str(SAMPLE_SMALL), "--out", str(pdf)]) == 0
    image = QImage(str(png))
    assert image.width() == 900 and image.height() > 300
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.mark.gui
def test_render_draws_a_players_route_from_a_game_record(qtbot: QtBot, tmp_path: Path) -> None:
    """With ``--save`` the player's sheet shows the route in the player's ink."""
    sheet = small_sheet()
    ink = "#0072B2"
    config = JourneyConfig(
        players=(PlayerSetup("Ann", ink), PlayerSetup("Ben", "#D55E00")),
        sheet=sheet,
        fixed=fixed_setup(),
        cards=load_cards(),
    )
    state = apply(new_game(config, 3), TakeTransport(Slot.TRAIN_1))
    state = apply(state, DrawRoute(((2.0, 15.0), (9.0, 13.0))))
    map_file = tmp_path / "small.yaml"
    save_map(sheet, map_file)  # the sample map with enough adventure cards for a game
    record = tmp_path / "game.json"
    write_record(state, record)
    blank = tmp_path / "blank.png"
    drawn = tmp_path / "drawn.png"
    arguments = ["render", "--map", str(map_file), "--width", "900"]
    assert main([*arguments, "--out", str(blank)]) == 0
    assert main([*arguments, "--out", str(drawn), "--save", str(record), "--player", "1"]) == 0

    def inked(path: Path) -> int:
        image = QImage(str(path))
        target = QColor(ink)
        count = 0
        for y in range(0, image.height(), 2):
            for x in range(0, image.width(), 2):
                pixel = image.pixelColor(x, y)
                if (
                    abs(pixel.red() - target.red()) < 30
                    and abs(pixel.green() - target.green()) < 30
                    and abs(pixel.blue() - target.blue()) < 30
                ):
                    count += 1
        return count

    assert inked(blank) == 0
    assert inked(drawn) > 20


@pytest.mark.gui
def test_render_draws_from_a_save_file_with_its_own_map(qtbot: QtBot, tmp_path: Path) -> None:
    """A save file of the program carries its map: ``render --save`` needs no ``--map``."""
    from eighty_days.saves.files import write_save
    from eighty_days.saves.format import MapRef, record_of

    sheet = small_sheet()
    map_file = tmp_path / "small.yaml"
    save_map(sheet, map_file)
    played = load_map(map_file)
    config = JourneyConfig(
        players=(PlayerSetup("Ann", "#0072B2"), PlayerSetup("Ben", "#D55E00")),
        sheet=played,
        fixed=fixed_setup(),
        cards=load_cards(),
    )
    state = apply(new_game(config, 3), TakeTransport(Slot.TRAIN_1))
    state = apply(state, DrawRoute(((2.0, 15.0), (9.0, 13.0))))
    save = tmp_path / "game.80days.json"
    write_save(record_of(state, MapRef.for_file(map_file, embed=True)), save)
    out = tmp_path / "ann.png"
    assert main(["render", "--save", str(save), "--out", str(out), "--width", "600"]) == 0
    assert QImage(str(out)).width() == 600


def test_render_refuses_a_bad_output_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only .png and .pdf can be written; anything else is a message and exit code 2."""
    assert main(["render", "--map", str(SAMPLE_SMALL), "--out", str(tmp_path / "x.gif")]) == 2
    assert "png or .pdf" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"game": "chess"}', "not a journey game record (expected game: journey-2024)"),
        (
            '{"game": "journey-2024", "seed": 1, "actions": []}',
            "the record is incomplete or malformed",
        ),
        ('{"format": "eighty-days-save", "version": 0}', "wrong version"),
        ("", "the file is empty (an interrupted save?)"),
    ],
)
def test_render_names_a_bad_record_in_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    """Issue 21: a record or save that cannot be replayed is a message value; ``render``
    prints its English sentence after the file's name (exit code 2), never a traceback."""
    record = tmp_path / "game.json"
    record.write_text(text, encoding="utf-8")
    out = tmp_path / "sheet.png"
    code = main(["render", "--map", str(SAMPLE_SMALL), "--save", str(record), "--out", str(out)])
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"eighty-days render: {record}: ")
    assert message in err and "Traceback" not in err
    assert not out.exists()
