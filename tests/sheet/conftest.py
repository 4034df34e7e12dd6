"""Fixtures for the map tests: the small sample map (text, model, geometry)."""

from __future__ import annotations

from pathlib import Path

import pytest

from eighty_days.resources import maps_dir
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap


@pytest.fixture(scope="session")
def sample_path() -> Path:
    """``maps/sample-small.yaml``: the documented small complete map."""
    return maps_dir() / "sample-small.yaml"


@pytest.fixture(scope="session")
def sample_text(sample_path: Path) -> str:
    """The text of the sample map."""
    return sample_path.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def sample_sheet(sample_path: Path) -> SheetMap:
    """The sample map, loaded."""
    return load_map(sample_path)


@pytest.fixture(scope="session")
def sample_geometry(sample_sheet: SheetMap) -> RouteGeometry:
    """The route geometry of the sample map (its grid built once for the session)."""
    return RouteGeometry(sample_sheet)
