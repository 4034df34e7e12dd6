"""The contrast arithmetic the themes rest on: WCAG 2's ratio, accents moved only in
lightness, and rich text whose colours are made readable on the window in use."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette
from system_palettes import system_palette

from eighty_days.ui.common.contrast import (
    AA_TEXT,
    AIMED_TEXT,
    contrast_ratio,
    is_dark,
    readable_in,
    readable_on,
)
from eighty_days.ui.common.palette import INK, PAPER, PROBLEM, WARNING, readable_markup


def test_the_ratio_is_wcags() -> None:
    """Black on white is 21:1, a colour on itself 1:1, and the order does not matter;
    the pad's ink on its paper is 11:1."""
    black, white = QColor("#000000"), QColor("#ffffff")
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(white, black) == pytest.approx(21.0)
    assert contrast_ratio(PROBLEM, PROBLEM) == pytest.approx(1.0)
    assert contrast_ratio(INK, PAPER) == pytest.approx(11.07, abs=0.01)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_an_accent_keeps_its_hue_and_reaches_the_aim(theme: str) -> None:
    """The problem's red and the warning's brown, made readable on a theme's window and
    base: 5:1 on both, their hue kept (within a few degrees, as rounding allows)."""
    palette = system_palette(theme)
    assert is_dark(palette) == (theme == "dark")
    for colour in (PROBLEM, WARNING):
        shown = readable_in(colour, palette, AIMED_TEXT)
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            assert contrast_ratio(shown, palette.color(role)) >= AIMED_TEXT - 0.01
        assert abs(shown.hslHue() - colour.hslHue()) <= 3


def test_a_readable_colour_is_left_alone() -> None:
    """Ink already readable on paper comes back unchanged."""
    assert readable_on(INK, PAPER, AA_TEXT) == INK


def test_rich_text_colours_and_links_become_readable_backgrounds_stay() -> None:
    """In a dark theme the refusal's red of a span is lightened, a span that paints its
    own background keeps its colours, and a link gets an explicit readable colour."""
    dark = system_palette("dark")
    html = (
        "<span style='color:#b03a00'>No.</span>"
        "<span style='background-color:#56B4E9; color:#000000'>x</span>"
        ' <a href="why">Why?</a>'
    )
    shown = readable_markup(html, dark)
    window = dark.color(QPalette.ColorRole.Window)
    colours = re.findall(r"(?<![\w-])color:\s*(#[0-9a-fA-F]{6})", shown)
    assert len(colours) == 3  # the red, the black on its blue, the link
    red, on_blue, link = (QColor(colour) for colour in colours)
    assert on_blue == QColor("#000000")
    assert contrast_ratio(red, window) >= AIMED_TEXT - 0.01 and red != PROBLEM
    assert contrast_ratio(link, window) >= AIMED_TEXT - 0.01
    assert "<span style='background-color:#56B4E9; color:#000000'>" in shown
    assert '<a style="color: ' in shown
