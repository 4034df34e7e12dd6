"""Maps of the campaign's size for the mountain-peak tests: the sample map made four times
larger, valid, with room for extreme mountain bands."""

from __future__ import annotations

from dataclasses import replace

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Polygon, Ring, SheetMap

#: The issue's example: a map about 200 units wide.
SCALE = 4.0


def scaled(ring: Ring) -> Ring:
    """A ring of the sample map made ``SCALE`` times larger."""
    return tuple((round(x * SCALE, 3), round(y * SCALE, 3)) for x, y in ring)


def large_sample() -> SheetMap:
    """The sample map four times larger (240 × 120 units), its ruler (and so its peaks'
    size) kept: a valid map of the size of the issue's example."""
    sheet = load_map(maps_dir() / "sample-small.yaml")

    def polygons(items: tuple[Polygon, ...]) -> tuple[Polygon, ...]:
        return tuple(
            Polygon(scaled(p.exterior), tuple(map(scaled, p.holes)), p.name) for p in items
        )

    return replace(
        sheet,
        bounds=(
            sheet.bounds[0] * SCALE,
            sheet.bounds[1] * SCALE,
            sheet.bounds[2] * SCALE,
            sheet.bounds[3] * SCALE,
        ),
        sheets=tuple(
            replace(part, x_min=part.x_min * SCALE, x_max=part.x_max * SCALE)
            for part in sheet.sheets
        ),
        antimeridian_x=sheet.antimeridian_x * SCALE,
        land=polygons(sheet.land),
        canals=polygons(sheet.canals),
        mountains=(),
        areas=tuple(replace(area, region=polygons(area.region)) for area in sheet.areas),
        locations=tuple(
            replace(loc, x=loc.x * SCALE, y=loc.y * SCALE, snap_radius=loc.snap_radius * SCALE)
            for loc in sheet.locations
        ),
    )


LARGE = large_sample()
X_MAX, Y_MAX = LARGE.bounds[2], LARGE.bounds[3]


def band_over_it_all() -> SheetMap:
    """``LARGE`` under one band over nearly all of it, 2 units in from each edge."""
    band = Polygon(((2.0, 2.0), (X_MAX - 2, 2.0), (X_MAX - 2, Y_MAX - 2), (2.0, Y_MAX - 2)))
    return replace(LARGE, mountains=(band,))
