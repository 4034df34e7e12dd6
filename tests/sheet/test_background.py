"""The optional ``background`` of a map file: the editor's tracing image (a path, where it
lies, its opacity), validated and written back as it was read."""

from __future__ import annotations

from dataclasses import replace

import pytest

from eighty_days.resources import DataError, maps_dir
from eighty_days.sheet.io import dump_map_text, load_map, load_map_text
from eighty_days.sheet.model import Background


def test_a_background_round_trips() -> None:
    """A map with a background image saves it as a reference and reads it back."""
    sample = load_map(maps_dir() / "sample-small.yaml")
    traced = replace(
        sample, background=Background("scans/old map.png", (0.0, 0.0, 60.0, 30.0), 0.4)
    )
    text = dump_map_text(traced)
    assert (
        "background: {image: scans/old map.png, bounds: [0.0, 0.0, 60.0, 30.0], opacity: 0.4}"
        in text
    )
    again = load_map_text(text)
    assert again.background == traced.background
    assert dump_map_text(again) == text
    assert load_map(maps_dir() / "sample-small.yaml").background is None


@pytest.mark.parametrize(
    ("background", "message"),
    [
        (
            "{image: a.png, bounds: [0, 0, 60, 30], opacity: 1.5}",
            "background.opacity: 1.5 is not between 0 and 1",
        ),
        ("{image: a.png, bounds: [5, 0, 1, 30]}", "background.bounds: x_min must be below x_max"),
        ("{bounds: [0, 0, 60, 30]}", "background: missing key 'image'"),
        (
            "{image: a.png, bounds: [0, 0, 60, 30], scale: 2}",
            "background.scale: unknown key 'scale'",
        ),
    ],
)
def test_a_bad_background_is_named_with_its_line(background: str, message: str) -> None:
    """Each flaw of a background is a problem naming its place and line, not a crash."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    with pytest.raises(DataError) as raised:
        load_map_text(text + f"background: {background}\n", "bad.yaml")
    assert message in str(raised.value)
    assert "(line " in str(raised.value)
