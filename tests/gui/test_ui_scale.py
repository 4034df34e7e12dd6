"""The UI scale reaches the text the program paints itself (cards, calendar, ruler)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.settings import apply_ui_scale
from eighty_days.ui import ui_scale
from eighty_days.ui.journey.market_widget import CardWidget


@pytest.fixture
def restored_font(qtbot: QtBot) -> Iterator[QApplication]:
    """Put the application font back after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = app.font()
    yield app
    apply_ui_scale(app, 100)
    app.setFont(font)


@pytest.mark.gui
def test_painted_sizes_follow_the_ui_scale(restored_font: QApplication) -> None:
    """At 150 % a 10 px label is painted at 15 px, at 100 % at 10 px again."""
    apply_ui_scale(restored_font, 150)
    assert ui_scale.ui_scale_factor() == pytest.approx(1.5, rel=0.02)
    assert ui_scale.scaled_pixels(10) == 15
    assert ui_scale.scaled_points(8) == pytest.approx(12, rel=0.02)
    apply_ui_scale(restored_font, 100)
    assert ui_scale.scaled_pixels(10) == 10


@pytest.mark.gui
def test_market_cards_grow_with_the_ui_scale(qtbot: QtBot, restored_font: QApplication) -> None:
    """A market card made at 150 % is half as large again as one made at 100 %."""
    normal = CardWidget("deck")
    qtbot.addWidget(normal)
    normal_minimum, normal_hint = normal.minimumSize(), normal.sizeHint()
    apply_ui_scale(restored_font, 150)
    large = CardWidget("deck")
    qtbot.addWidget(large)
    assert large.minimumSize().height() == pytest.approx(normal_minimum.height() * 1.5, abs=1)
    assert large.sizeHint().width() == pytest.approx(normal_hint.width() * 1.5, abs=1)
