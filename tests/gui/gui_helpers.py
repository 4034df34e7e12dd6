"""Helpers for the GUI tests: a small map that seats 2–4 players, a known deal, real drags
(windows come from the program: ``program_helpers.open_journey``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QPointF, Qt, QThreadPool
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import FixedSetup
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import AdventureCard, Location, LocationType, SheetMap
from eighty_days.ui.help.reference import RulesGuideDialog
from eighty_days.ui.journey.map_scene import to_scene
from eighty_days.ui.journey.ruler import RulerItem

SAMPLE_SMALL = maps_dir() / "sample-small.yaml"
#: A small map that seats two players (for programs started by the tests).
PLAYABLE_SMALL = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"


def small_sheet() -> SheetMap:
    """maps/sample-small.yaml with three more adventure places and five adventure cards, so
    that 2–4 players can sit down (Setup 5: players + 1 cards, one per adventure place)."""
    sheet = load_map(SAMPLE_SMALL)
    places = (
        Location("old-ruins", "Old Ruins", LocationType.ADVENTURE, 5.0, 22.0, "westland", 0.5),
        Location("grotto", "The Grotto", LocationType.ADVENTURE, 52.0, 23.0, "eastland", 0.5),
        Location("wreck", "The Wreck", LocationType.ADVENTURE, 55.0, 7.0, "eastland", 0.5),
    )
    extra = (
        AdventureCard("the-beacon", "The Beacon", "beacon", 1),
        AdventureCard("the-old-ruins", "The Old Ruins", "old-ruins", 1),
        AdventureCard("the-grotto", "The Grotto", "grotto", 2),
        AdventureCard("the-wreck", "The Wreck", "wreck", 1),
    )
    known_places = {location.id for location in sheet.locations}
    known_cards = {card.id for card in sheet.adventure_cards}
    return dataclasses.replace(
        sheet,
        locations=sheet.locations + tuple(p for p in places if p.id not in known_places),
        adventure_cards=sheet.adventure_cards + tuple(c for c in extra if c.id not in known_cards),
    )


def fixed_setup() -> FixedSetup:
    """A known table: t22 (£5, 3 days, ruler 7.5 with a mark at 4) first in the train row."""
    return FixedSetup(
        train_row=("t22", "t10", "t05"),
        ship_row=("t12", "t02", "t08"),
        adventure_cards=("the-deep-cave", "the-beacon", "the-old-ruins"),
        income_order=("income-1", "income-2", "income-3"),
        stack_order=(0, 1),
    )


def viewport_point(view: QGraphicsView, scene_point: QPointF) -> QPoint:
    """Where a scene point is on the view's viewport (for mouse events)."""
    return view.mapFromScene(scene_point)


def drag_in_view(
    qtbot: QtBot, view: QGraphicsView, start: QPointF, end: QPointF, steps: int = 8
) -> None:
    """Press at scene point ``start``, move in steps to ``end``, release (a real drag)."""
    viewport = view.viewport()
    a = viewport_point(view, start)
    b = viewport_point(view, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for step in range(1, steps + 1):
        t = step / steps
        qtbot.mouseMove(
            viewport, QPoint(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t))
        )
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def segment_point(ruler: RulerItem, index: int, fraction: float = 0.5) -> QPointF:
    """A point ``fraction`` along the ruler's segment ``index``, in scene coordinates."""
    joints = ruler.joints()
    (x0, y0), (x1, y1) = joints[index], joints[index + 1]
    return to_scene((x0 + (x1 - x0) * fraction, y0 + (y1 - y0) * fraction))


def wait_for_workers(owner: QObject, msecs: int) -> bool:
    """Block until the worker threads of ``owner`` (its thread pool: a bot runner's) are
    idle; True if they are within ``msecs``."""
    pool = owner.findChild(QThreadPool)
    assert pool is not None, "it has no workers"
    return bool(pool.waitForDone(msecs))


def top_line(dialog: RulesGuideDialog) -> str:
    """The text of the line shown at the top of the rules guide."""
    return dialog.guide.cursorForPosition(QPoint(4, 4)).block().text().strip()
