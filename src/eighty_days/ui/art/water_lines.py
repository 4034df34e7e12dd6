"""The water-lines of an old map: a few thin lines following the coast on the sea side, each
a little farther out and fainter than the one before.

The lines are the coastline pushed seaward by a fixed number of screen pixels along its
(smoothed) normals, so they stay the same on screen at every zoom; the smoothing grows
with the distance, so the outer lines round off the coast's small wiggles as a hand with
a pen does. Where a line runs onto land the land, painted over it, hides it.

``WaterLines`` keeps the rings' points and seaward sides (worked out just after the first
paint, in flat arrays: ``coast_offsets``), and the lines of the zooms last drawn, so the
sheet's background is drawn again quickly after a zoom and not at all while the ruler
moves (the view caches the background).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtGui import QPainterPath

if TYPE_CHECKING:
    from eighty_days.ui.art.coast_offsets import Rings

#: The lines: distance from the coast (screen pixels) and opacity (0–255), inner first.
WATER_LINES: tuple[tuple[float, int], ...] = ((3.5, 120), (7.0, 78), (11.0, 44))
#: Rings shorter than this on screen (pixels) get no water-lines (specks of land).
MIN_RING_PIXELS = 22.0
#: How many zooms' lines are kept.
CACHED_ZOOMS = 6


class WaterLines:
    """The water-lines of one land path, as painter paths in scene units for a zoom."""

    def __init__(self, land: QPainterPath) -> None:
        self._land = land
        self._rings: Rings | None = None
        self._cache: OrderedDict[float, list[QPainterPath]] = OrderedDict()
        #: How many times lines were worked out (not taken from the cache): for tests.
        self.builds = 0

    @property
    def is_ready(self) -> bool:
        """Whether the rings are worked out (``prepare``): the lines can be drawn."""
        return self._rings is not None

    def prepare(self) -> None:
        """Work the rings out (numpy is loaded here, not at the program's start)."""
        if self._rings is None:
            from eighty_days.ui.art.coast_offsets import Rings

            self._rings = Rings(self._land)

    def paths(self, zoom: float) -> list[QPainterPath]:
        """The lines at ``zoom`` (pixels per scene unit), inner first, one path each."""
        key = round(zoom, 4)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        self.builds += 1
        self.prepare()
        rings = self._rings
        assert rings is not None
        paths = rings.lines(
            [distance / zoom for distance, _alpha in WATER_LINES], MIN_RING_PIXELS / zoom
        )
        self._cache[key] = paths
        while len(self._cache) > CACHED_ZOOMS:
            self._cache.popitem(last=False)
        return paths
