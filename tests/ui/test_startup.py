"""The program's start: the window comes first, the route geometry right after it."""

from __future__ import annotations

from dataclasses import replace

from eighty_days.resources import maps_dir
from eighty_days.sheet.geometry import RouteGeometry, geometry_for
from eighty_days.sheet.io import load_map
from eighty_days.ui.journey.window import warm_up_route_geometry


def test_the_route_geometry_is_built_in_the_background_and_then_shared() -> None:
    """warm_up_route_geometry builds the sheet's geometry off the caller's thread; the
    engine, the ruler and the opponents then get that same object."""
    sheet = replace(load_map(maps_dir() / "sample-small.yaml"))  # a map object of its own
    assert "route_geometry" not in sheet._derived
    thread = warm_up_route_geometry(sheet)
    thread.join(timeout=60)
    assert not thread.is_alive()
    built = sheet._derived.get("route_geometry")
    assert isinstance(built, RouteGeometry)
    assert geometry_for(sheet) is built
