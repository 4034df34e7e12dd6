"""The drawn board: spaces spread to a readable spacing, cities where they are."""

from __future__ import annotations

import itertools
import math

from eighty_days.shipped_race import default_board
from eighty_days.ui.race.layout import spread_track


def test_default_board_spaces_are_spread_and_cities_stay_put() -> None:
    """Neighbouring spaces are drawn nearly the spacing apart (they lie 0.5° apart near
    London in the data); the start, the cities and London keep their positions."""
    board = default_board()
    points = [(s.x, s.y) for s in board.spaces]
    cities = [s.index for s in board.spaces if s.city]
    spread = spread_track(points, cities, 2.4)
    assert min(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(spread)) > 2.0
    for index in cities:
        assert spread[index] == points[index]
    nearest = min(
        math.hypot(a[0] - b[0], a[1] - b[1]) for i, a in enumerate(spread) for b in spread[i + 1 :]
    )
    assert nearest > 1.5  # no two spaces of the track on top of each other


def test_well_spaced_stretches_are_left_alone() -> None:
    """Where the spaces already lie far enough apart nothing moves."""
    points = [(float(i) * 5, 0.0) for i in range(10)]
    assert spread_track(points, [4], 2.4) == points
