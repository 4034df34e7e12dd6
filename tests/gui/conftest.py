"""Fixtures for the GUI tests: a small map that can seat 2–4 players, and windows on it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import AdventureCard, SheetMap

SAMPLE_SMALL = maps_dir() / "sample-small.yaml"


def small_sheet() -> SheetMap:
    """maps/sample-small.yaml with enough adventure cards for four players (players + 1)."""
    sheet = load_map(SAMPLE_SMALL)
    extra = (
        AdventureCard("the-beacon", "The Beacon", "beacon", 1),
        AdventureCard("far-isle-treasure", "Far Isle", "far-isle", 1),
        AdventureCard("lonely-isle-wreck", "Lonely Isle", "lonely-isle", 1),
        AdventureCard("the-fort", "The Fort", "fort", 1),
    )
    known = {card.id for card in sheet.adventure_cards}
    cards = sheet.adventure_cards + tuple(c for c in extra if c.id not in known)
    return dataclasses.replace(sheet, adventure_cards=cards[:5])


@pytest.fixture
def small_map() -> SheetMap:
    """The small test map."""
    return small_sheet()


@pytest.fixture
def sample_map_path() -> Path:
    """The path of maps/sample-small.yaml."""
    return SAMPLE_SMALL


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Ignore one harmless Qt warning of the offscreen platform in the GUI tests.

    The offscreen plugin warns "This plugin does not support propagateSizeHints()" whenever
    a top-level window with a layout is shown; a real display does not. Every other Qt
    warning still fails the test (qt_log_level_fail = WARNING).
    """
    for item in items:
        if "tests/gui/" in str(item.path).replace("\\", "/"):
            item.add_marker(
                pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
            )
