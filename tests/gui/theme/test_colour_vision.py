"""Told apart by every eye: the verdict's colour is no player's, routes carry their
player's pattern and token shape, and the marks of where the ruler can go and of an
illegal route differ by shape, not only by hue (simulated with tools/colour_vision.py,
Machado et al. 2009)."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import numpy as np
import pytest
from colour_vision import MATRICES, simulate, simulate_colour, simulate_file
from program_helpers import StartProgram, open_world_journey
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene
from pytestqt.qtbot import QtBot

from eighty_days.sheet.model import SheetMap, Transport
from eighty_days.sheet.reach import ReachedPlace, ReachMarks
from eighty_days.ui.common.palette import ILLEGAL, INK, PLAYER_COLOURS
from eighty_days.ui.journey.reach_marks import MARK_RADIUS_PX, TICK, ReachMarksItem
from eighty_days.ui.journey.ruler import RulerItem, RulerSpec, SegmentState
from eighty_days.ui.journey.scene_geometry import to_scene

pytestmark = pytest.mark.gui

#: The eyes compared: normal vision and the two common dichromacies.
EYES = ("normal", "protanopia", "deuteranopia")


def lab(hex_colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB ``#rrggbb``."""
    value = hex_colour.lstrip("#")
    srgb = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in srgb]
    to_xyz = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    white = (0.95047, 1.0, 1.08883)
    xyz = [
        sum(m * c for m, c in zip(row, linear, strict=True)) / w
        for row, w in zip(to_xyz, white, strict=True)
    ]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


def seen_difference(first: str, second: str, eye: str) -> float:
    """ΔE*ab between two colours as ``eye`` sees them."""
    if eye != "normal":
        first, second = simulate_colour(first, eye), simulate_colour(second, eye)
    return math.dist(lab(first), lab(second))


def test_the_simulation_keeps_greys_and_sees_what_the_issue_saw(tmp_path: Path) -> None:
    """The simulation leaves greys grey, and under deuteranopia it brings bluish green
    and reddish purple near (ΔE < 20; 80 apart for normal eyes), as the issue found; a
    picture is written at its size."""
    greys = np.array([[0, 0, 0], [128, 128, 128], [255, 255, 255]], dtype=np.uint8)
    for kind in MATRICES:
        assert np.abs(simulate(greys, kind).astype(int) - greys).max() <= 1
    green, purple = PLAYER_COLOURS[2].hex, PLAYER_COLOURS[3].hex
    assert seen_difference(green, purple, "normal") > 80
    assert seen_difference(green, purple, "deuteranopia") < 20
    source = tmp_path / "colours.png"
    image = QImage(30, 20, QImage.Format.Format_RGB32)
    image.fill(QColor(green))
    assert image.save(str(source))
    out = simulate_file(source, "deuteranopia", tmp_path / "seen.png")
    seen = QImage(str(out))
    assert seen.size() == image.size()
    assert seen.pixelColor(5, 5).name() == simulate_colour(green, "deuteranopia")


@pytest.mark.parametrize("eye", EYES)
def test_the_illegal_colour_is_no_players_colour(eye: str) -> None:
    """Player 1's vermillion was the colour of "illegal": now the illegal colour stands
    apart from every player's colour (ΔE*ab ≥ 20) for normal, protanopic and
    deuteranopic eyes."""
    close = {
        colour.name: round(seen_difference(ILLEGAL.name(), colour.hex, eye), 1)
        for colour in PLAYER_COLOURS
        if seen_difference(ILLEGAL.name(), colour.hex, eye) < 20
    }
    assert close == {}


def test_routes_carry_their_players_pattern_and_token_shape(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Four players (circle, square, triangle, diamond): each sheet marks its owner's
    stops in the owner's token shape, the other players' faint routes ("Show the other
    players' routes faintly") each have a pen pattern and an end mark of their own, and
    each player panel puts the player's token before the name."""
    window = open_world_journey(start_program, qtbot, 4, ("Ann", "Ben", "Cleo", "Dan"))
    table = window.table
    looks = window.controller.looks
    shapes = []
    for index in range(4):
        table.view_sheet_of(index)
        route = table.scene.route_item
        assert route is not None
        shapes.append(route.drawing.shape)
    assert shapes == [look.shape for look in looks] and len(set(shapes)) == 4
    table.view_sheet_of(0)
    table.public.ghosts.setChecked(True)
    assert table.overlays.ghost_count() == 3
    items = [item for item in table.scene.items() if isinstance(item, QGraphicsPathItem)]
    patterns = {tuple(item.pen().dashPattern()) for item in items if item.data(0) == "route"}
    assert len(patterns) == 3, "each other player's route in a pen pattern of its own"
    marks = {
        tuple(
            (round(item.path().elementAt(i).x, 2), round(item.path().elementAt(i).y, 2))
            for i in range(item.path().elementCount())
        )
        for item in items
        if item.data(0) == "end"
    }
    assert len(marks) == 3, "each route's end in its player's token shape"
    # before each name, the player's token (a picture of its shape), not a coloured dot
    tokens = [panel.header.text().split(">")[0] for panel in table.panels]
    assert all(token.startswith('<img src="data:image/png') for token in tokens)
    assert len(set(tokens)) == 4


def render(scene: QGraphicsScene, source: QRectF, size: tuple[int, int]) -> QImage:
    """``source`` of ``scene`` painted on white into a picture of ``size`` pixels."""
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, *size), source)
    painter.end()
    return image


def near(pixel: QColor, colour: QColor, tolerance: int = 60) -> bool:
    """Whether ``pixel`` is ``colour`` give or take antialiasing."""
    return (
        abs(pixel.red() - colour.red())
        + abs(pixel.green() - colour.green())
        + abs(pixel.blue() - colour.blue())
    ) < tolerance


def test_a_place_reached_straight_has_a_tick_in_ink(small_map: SheetMap) -> None:
    """Under deuteranopia the green ring is as grey as the map's ink: a place the ruler
    reaches straight carries a tick in ink at the ring's upper right as well."""
    location = small_map.locations[0]
    place = ReachedPlace(location.id, (location.point,), bent=False)
    marks = ReachMarks((0.0, 0.0), Transport.TRAIN, (4.0,), (place,), ())
    pixel = 0.05  # scene units per pixel: the ring is MARK_RADIUS_PX pixels
    scene = QGraphicsScene()
    scene.addItem(ReachMarksItem(small_map, marks, pixel))
    centre = to_scene(location.point)
    half = 40 * pixel
    source = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
    image = render(scene, source, (80, 80))
    (x0, y0), (x1, y1), (x2, y2) = (
        (40 + dx * MARK_RADIUS_PX, 40 + dy * MARK_RADIUS_PX) for dx, dy in TICK
    )
    inked = [
        near(image.pixelColor(round(x), round(y)), INK)
        for (ax, ay), (bx, by) in itertools.pairwise(((x0, y0), (x1, y1), (x2, y2)))
        for x, y in ((ax + (bx - ax) * t / 4, ay + (by - ay) * t / 4) for t in range(1, 4))
    ]
    assert sum(inked) >= 4, "the tick is drawn in ink"


def ruler_picture(verdict: bool) -> QImage:
    """A train ruler of 10 units laid east from (0, 0) with ``verdict`` on its one
    segment, painted 20 pixels a unit (its line along y = 20, its start at x = 20)."""
    scene = QGraphicsScene()
    spec = RulerSpec(length=10.0, marks=(), transport=Transport.TRAIN, unit=1.0)
    ruler = RulerItem((0.0, 0.0), spec, 0.0, pixel_size=0.05)
    scene.addItem(ruler)
    ruler.show_verdict((SegmentState(verdict, True),), "" if verdict else "sea", None)
    return render(scene, QRectF(-1.0, -1.0, 12.0, 2.0), (240, 40))


def test_a_legal_ruler_line_is_cased_in_ink() -> None:
    """Under protanopia the green line is as pale as the ruler's card: a legal line is
    cased in ink (dark on both sides of its green middle), so that every eye sees it."""
    image = ruler_picture(True)

    def darkest(x: int, rows: range) -> QColor:
        return min((image.pixelColor(x, y) for y in rows), key=lambda c: c.lightness())

    columns = range(65, 200, 10)  # between the ruler's unit marks
    cased = [
        near(darkest(x, range(16, 19)), INK, 120) and near(darkest(x, range(21, 24)), INK, 120)
        for x in columns
    ]
    assert all(cased), cased
    middle, casing = image.pixelColor(70, 19), darkest(70, range(16, 19))
    seen = simulate(
        np.array([[(c.red(), c.green(), c.blue()) for c in (middle, casing)]], dtype=np.uint8),
        "protanopia",
    )[0]
    first, second = (QColor(*(int(v) for v in pixel)).name() for pixel in seen)
    assert math.dist(lab(first), lab(second)) > 20, "the middle and its casing stand apart"


def test_an_illegal_ruler_is_crossed_where_it_stops_being_legal() -> None:
    """R2024-10 on screen without colour: where the route stops being legal an × is drawn
    (its arms off the line, in the illegal colour); a legal ruler has none."""

    def crossed(verdict: bool) -> int:
        image = ruler_picture(verdict)
        # the × at the ruler's start (x 20, y 20): its arms 3–4 pixels off the line
        return sum(
            near(image.pixelColor(20 + dx, 20 + dy), ILLEGAL, 120)
            for dx in (-4, -3, 3, 4)
            for dy in (-4, -3, 3, 4)
            if abs(dx) == abs(dy)
        )

    assert crossed(False) >= 3
    assert crossed(True) == 0
