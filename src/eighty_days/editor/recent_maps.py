"""The editor's File → Open recent list: the map files opened or saved lately, newest
first, kept in the data folder (``recent-maps.json``) as the recent games are."""

from __future__ import annotations

from pathlib import Path

from eighty_days.saves.files import data_dir
from eighty_days.saves.recent import RecentGames

#: What the list calls a map file (its entries' kind).
MAP_KIND = "map"


def recent_maps_path() -> Path:
    """The list file in the data folder."""
    return data_dir() / "recent-maps.json"


def recent_maps() -> RecentGames:
    """The list of recent map files (entries: the path, ``MAP_KIND``, the map's name)."""
    return RecentGames(recent_maps_path())
