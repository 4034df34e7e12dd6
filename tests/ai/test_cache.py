"""The journey opponents' kept answers (``ai.journey.cache``): keyed by value, never by
an object's id, and bounded. Equal maps share their answers, different maps never do."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from ai_helpers import small_sheet

from eighty_days.ai.journey.cache import Cache
from eighty_days.ai.journey.home import load_home_graph
from eighty_days.sheet.geometry import RouteGeometry


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty data folder for this test (so an empty disk cache)."""
    monkeypatch.setenv("EIGHTY_DAYS_DATA_DIR", str(tmp_path))
    return tmp_path


def test_equal_maps_share_one_way_home_graph() -> None:
    """Two map objects of equal value (a map and its copy) get the very same way-home
    graph: it is kept by the map's digest, not by the map object's id."""
    first = small_sheet()
    second = replace(first)
    assert first is not second and first == second
    graph = load_home_graph(first, RouteGeometry(first))
    assert load_home_graph(second, RouteGeometry(second)) is graph


def test_different_maps_never_share_a_way_home_graph() -> None:
    """A map drawn at another scale gets its own way-home graph, even once the first map
    object is gone."""
    sheet = small_sheet()
    graph = load_home_graph(sheet, RouteGeometry(sheet))
    other = replace(sheet, ruler_unit=sheet.ruler_unit * 0.6)
    del sheet
    other_graph = load_home_graph(other, RouteGeometry(other))
    assert other_graph is not graph
    assert not np.array_equal(other_graph.distance, graph.distance)


def test_a_cache_forgets_its_oldest_answers_beyond_its_bound() -> None:
    """Past ``most`` answers, the oldest go, down to half of ``most``; the newest stay."""
    cache: Cache[int, str] = Cache(10)
    for index in range(10):
        cache.put(index, str(index))
    assert len(cache) == 10
    cache.put(10, "10")
    assert [key for key, _ in cache.items()] == [6, 7, 8, 9, 10]
    assert cache.get(5) is None and cache.get(10) == "10"
    cache.put_many({index: str(index) for index in range(100, 130)})
    assert len(cache) <= 10 and 129 in cache


def test_a_cache_keeps_at_least_one_answer() -> None:
    """A bound below one is refused with a clear message."""
    with pytest.raises(ValueError, match="at least one"):
        Cache(0)
