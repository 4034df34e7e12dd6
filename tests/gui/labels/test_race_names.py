"""The race board's city names read: in English and German, at 100 % and 150 % text
size, each lies on no space (its own station included: the ticket no longer covers the
"C" of Calcutta), on no other name (Allahabad and Calcutta apart), and nearer its own
space than any other (Paris beside Paris's station, not beside wind rose space 3) or,
where its neighbours crowd it, joined to its space by a line that crosses no other
space; in type no smaller than the smallest that reads."""

from __future__ import annotations

import math

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot
from test_ui_scale_reach import set_text_size

from eighty_days.engine.race import Space
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.race.board_scene import SPACE_RADIUS, RaceBoardScene
from eighty_days.ui.race.window import RaceWindow

#: The smallest a city's name is written at 100 % (font pixels).
SMALLEST_PIXELS = 7
#: A space's disc with its outline reaches this far from its centre (degrees); London's
#: and the start's are larger.
DISC = SPACE_RADIUS * 1.15


def gap(box: QRectF, point: QPointF) -> float:
    """How far ``point`` lies outside ``box`` (0 inside)."""
    dx = max(box.left() - point.x(), 0.0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0.0, point.y() - box.bottom())
    return math.hypot(dx, dy)


def on_line(point: QPointF, a: QPointF, b: QPointF, reach: float) -> bool:
    """Whether the segment ``a``–``b`` passes within ``reach`` of ``point``."""
    for step in range(33):
        t = step / 32
        x, y = a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t
        if math.hypot(x - point.x(), y - point.y()) < reach:
            return True
    return False


def faults(scene: RaceBoardScene, percent: int) -> list[str]:
    """What is wrong with the board's city names (nothing: every one reads)."""
    spaces = scene.board.spaces
    discs = [DISC * (1.25 if space.index in (0, scene.board.finish) else 1.0) for space in spaces]
    boxes = [label.sceneBoundingRect() for label in scene.city_labels]

    def owner_of(label: QGraphicsSimpleTextItem, box: QRectF) -> Space:
        """The space of that name (of the two Londons, the nearer)."""
        named = [space for space in spaces if space.city and map_name(space.city) == label.text()]
        return min(named, key=lambda space: gap(box, scene.positions[space.index]))

    owners = [owner_of(label, box) for label, box in zip(scene.city_labels, boxes, strict=True)]
    wrong = []
    for number, (label, box, owner) in enumerate(
        zip(scene.city_labels, boxes, owners, strict=True)
    ):
        text = label.text()
        leader = scene.city_leaders.get(number)
        if leader is not None:  # a name a little away, a line from its space to it
            line = leader.line()
            centre = scene.positions[owner.index]
            starts = math.hypot(line.p1().x() - centre.x(), line.p1().y() - centre.y())
            if abs(starts - discs[owner.index]) > 0.3 or gap(box, line.p2()) > 0.3:
                wrong.append(f"{text}: its line does not join its space to it")
            for space, reach in zip(spaces, discs, strict=True):
                if space.index != owner.index and on_line(
                    scene.positions[space.index], line.p1(), line.p2(), reach
                ):
                    wrong.append(f"{text}: its line crosses space {space.index}")
        if label.font().pixelSize() < SMALLEST_PIXELS * percent / 100 - 0.5:
            wrong.append(f"{text}: type of {label.font().pixelSize()} px")
        for other_label, other in zip(scene.city_labels, boxes, strict=True):
            if other_label is not label and other.intersects(box):
                wrong.append(f"{text}: on the name {other_label.text()!r}")
        mine = gap(box, scene.positions[owner.index]) - discs[owner.index]
        for space, reach in zip(spaces, discs, strict=True):
            distance = gap(box, scene.positions[space.index]) - reach
            if distance < 0:
                wrong.append(f"{text}: on space {space.index}")
            elif leader is None and space.index != owner.index and distance <= mine:
                wrong.append(f"{text}: nearer space {space.index} than its own")
    return wrong


@pytest.mark.gui
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", [Language.ENGLISH, Language.GERMAN])
def test_every_city_name_on_the_race_board_reads(
    qtbot: QtBot,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    language: Language,
    percent: int,
) -> None:
    """``eighty-days race`` in English and German, at 100 % and at 150 % chosen in
    Settings: every city of the track is named, and every name reads."""
    AppSettings(program_folders.store).language = language
    program_folders.store.sync()
    program = start_program("race", "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    scene = window.table.board_scene
    if percent != 100:
        set_text_size(qtbot, program, percent)
        qtbot.waitUntil(
            lambda: (
                max(label.font().pixelSize() for label in scene.city_labels)
                >= 10 * percent / 100 - 1
            )
        )
    cities = [space for space in scene.board.spaces if space.city]
    assert len(scene.city_labels) == len(cities)
    if language is Language.GERMAN:
        assert "Kalkutta" in [label.text() for label in scene.city_labels]
    assert not faults(scene, percent)
