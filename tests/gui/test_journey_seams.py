"""Seams of the journey window a newcomer tripped over (issue 44): the adventure rings after
a claim, the ruler after a typed aim, the window title after a daily journey, a typed place
the held ruler cannot reach. Through the program's own journey window."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QGraphicsItem,
    QStyleOptionGraphicsItem,
)
from pytestqt.qtbot import QtBot
from test_aiming import open_program, take
from test_journal import SMALL_MAP, program_window

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import AdventureClaimed, DrawRoute, Slot, is_terminal
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.common.value_text import day_text
from eighty_days.ui.journey.ruler import RulerItem
from eighty_days.ui.journey.window import MainWindow

WAITS_HERE = "an adventure card waits here"


def adventure_rings(window: MainWindow) -> dict[str, QGraphicsItem]:
    """The rings on the map that say an adventure card waits, by the place's name."""
    rings = {}
    for item in window.table.scene.items():
        tip = item.toolTip()
        if WAITS_HERE in tip:
            rings[tip.split(":")[0]] = item
    return rings


def play_until_a_claim(window: MainWindow, before: Path) -> AdventureClaimed:
    """Normal computer moves for every seat, through the controller, until an adventure
    card is claimed; the game just before that move is saved to ``before``."""
    controller = window.controller
    assert window.save_support is not None
    saves = window.save_support.saves
    bots = [JourneyBot(Level.NORMAL, 5 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        assert saves.save_to(before)
        seat = controller.state.active
        assert seat is not None
        action = bots[seat].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
        claims = [e for e in controller.state.last_events if isinstance(e, AdventureClaimed)]
        if claims:
            return claims[0]
    raise AssertionError("nobody claimed an adventure card")


def test_a_claimed_adventure_loses_its_ring_on_every_sheet(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Rulebook, Adventure cards: the first to end a route at its place takes the card; from
    then on no sheet rings the place or says a card waits there, and the rings follow the
    game opened (before the claim: back; after it: gone)."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    assert window.save_support is not None
    saves = window.save_support.saves
    sheet = window.sheet
    waiting = {
        sheet.location(c.location).name
        for c in sheet.adventure_cards
        if c.id in window.controller.state.adventure_cards
    }
    assert set(adventure_rings(window)) == waiting
    before = tmp_path / "before.80days.json"
    claim = play_until_a_claim(window, before)
    card = next(c for c in sheet.adventure_cards if c.id == claim.card_id)
    place = sheet.location(card.location).name
    after = tmp_path / "after.80days.json"
    assert saves.save_to(after)
    for seat in range(len(window.controller.state.players)):
        window.table.view_sheet_of(seat)
        rings = adventure_rings(window)
        assert place not in rings
        assert set(rings) == waiting - {place}
    assert saves.open_path(before)
    assert place in adventure_rings(window)
    assert saves.open_path(after)
    assert place not in adventure_rings(window)


def painted_outside(item: QGraphicsItem, pixel: float) -> int:
    """How many pixels ``item`` paints outside its bounding rect (drawn alone at the view's
    zoom, with room all round): what would stay on the map when it moves, since only its
    bounding rect is repainted."""
    rect = item.boundingRect()
    pad = 400
    zoom = 1.0 / pixel
    image = QImage(
        int(rect.width() * zoom) + 2 * pad,
        int(rect.height() * zoom) + 2 * pad,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(0)
    painter = QPainter(image)
    painter.translate(pad, pad)
    painter.scale(zoom, zoom)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = QRect(pad - 1, pad - 1, image.width() - 2 * pad + 2, image.height() - 2 * pad + 2)
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if not inside.contains(x, y) and QColor.fromRgba(image.pixel(x, y)).alpha() > 0
    )


def test_a_typed_aim_leaves_no_old_ruler_painted(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """At text size 200 %, typing "le h" turns the held ship ruler south to Le Havre: one
    ruler on the map, and every pose it takes (before, after) paints only inside the rect
    that is repainted when it moves (its length label included), so no old ruler stays."""
    program_folders.store.setValue(AppSettings.UI_SCALE_KEY, 200)
    window = open_program(start_program, qtbot)
    take(qtbot, window, Slot.SHIP_1)
    table = window.table
    ruler = table.ruler
    assert ruler is not None
    assert painted_outside(ruler, table.scene.pixel_size) == 0
    qtbot.keyClicks(QApplication.focusWidget() or window, "le h")
    havre = window.sheet.location("le-havre").point
    assert ruler.end_point() == pytest.approx(havre, abs=1e-6)
    rulers = [item for item in table.scene.items() if isinstance(item, RulerItem)]
    assert rulers == [ruler]
    assert painted_outside(ruler, table.scene.pixel_size) == 0


@pytest.mark.parametrize(
    ("language", "cannot_reach", "draws"),
    [
        (Language.ENGLISH, "cannot reach Lisbon", "Enter draws"),
        (Language.GERMAN, "kann Lissabon von hier aus nicht erreichen", "Eingabetaste zeichnet"),
    ],
)
def test_a_typed_place_out_of_reach_is_not_aimed_at(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    language: Language,
    cannot_reach: str,
    draws: str,
) -> None:
    """R2024-10: from London the train ruler reaches only Dover, Liverpool and Edinburgh;
    typing on from "li" (Liverpool) to "lis" leaves it where it lies, and the status says
    plainly (in the chosen language) that it cannot reach Lisbon, never that Enter draws;
    "dov" still aims."""
    AppSettings(program_folders.store).language = language
    window = open_program(start_program, qtbot)
    take(qtbot, window, Slot.TRAIN_1)
    table = window.table
    ruler = table.ruler
    assert ruler is not None
    marks = table.reach_marks
    assert marks is not None and marks.marks.place("lisbon") is None
    qtbot.keyClicks(QApplication.focusWidget() or window, "li")  # Liverpool: marked
    liverpool = window.sheet.location("liverpool").point
    assert ruler.end_point() == pytest.approx(liverpool, abs=1e-6)
    pose = ruler.pose()
    qtbot.keyClicks(QApplication.focusWidget() or window, "s")  # "lis": Lisbon
    status = window.statusBar().currentMessage()
    assert cannot_reach in status and draws not in status
    assert ruler.pose() == pose
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)  # typing anew
    qtbot.keyClicks(QApplication.focusWidget() or window, "dov")
    assert ruler.end_point() == pytest.approx(window.sheet.location("dover").point, abs=1e-6)
    assert draws in window.statusBar().currentMessage()


def test_the_window_title_belongs_to_the_game_on_screen(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Game → Daily journey names the day in the title; a new game (File → New game), a
    saved game opened and the same daily again each bring the title of the game shown."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    plain = window.windowTitle()
    saved = tmp_path / "plain.80days.json"
    support = window.save_support
    assert support is not None
    assert support.saves.save_to(saved)
    today = day_text(dt.date.today())  # "6 December 2026", as English writes a day
    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: today in window.windowTitle())
    assert "Daily journey" in window.windowTitle()
    window.computer_turns.stop()

    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: "Daily" not in window.windowTitle())
    assert window.windowTitle() == plain
    window.computer_turns.stop()

    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: today in window.windowTitle())
    window.computer_turns.stop()
    assert support.saves.open_path(saved)
    assert window.windowTitle() == plain
