"""The opponents keep to R2024-10's strait rule: a train at Dover stays in Britain.

Dover's and Calais's coast tolerances meet across the Channel; the easy opponent used to
run its train from Dover straight to the continent (Calais, Naples). The bots judge their
routes with the engine's own geometry, so they no longer do.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import shapely
from shapely.geometry import Point

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.engine.journey import DrawRoute, Slot, TakeTransport, apply, held_ruler, new_game
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.geometry import geometry_for
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Transport
from eighty_days.shipped_journey import default_config


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL])
def test_a_bot_with_a_train_at_dover_stays_in_britain(level: Level, seed: int) -> None:
    """R2024-10: a bot holding a train at Dover draws a route that ends on Britain's land
    mass (the one holding London), never across the Channel."""
    sheet = load_map(default_world_map_path())
    geometry = geometry_for(sheet)
    state = new_game(default_config(["Ann", "Bob"], sheet), seed)
    seat = state.active
    assert seat is not None
    dover = sheet.location("dover")
    players = list(state.players)
    players[seat] = replace(players[seat], route_end=dover.point, location=dover.id)
    state = replace(state, players=tuple(players))
    state = apply(state, TakeTransport(Slot.TRAIN_1, False))  # a train card, not flipped
    assert held_ruler(state) is not None
    action = make_journey_bot(level, seed).decide(state)
    assert isinstance(action, DrawRoute)
    assert geometry.judge_route(list(action.points), Transport.TRAIN).legal
    # the land masses holding London and Paris, straight from the map's polygons
    masses = shapely.get_parts(geometry.land)
    britain, continent = (
        next(mass for mass in masses if mass.contains(Point(sheet.location(place).point)))
        for place in ("london-start", "paris")
    )
    end = Point(action.points[-1])
    assert britain.distance(end) < continent.distance(end), action.points
