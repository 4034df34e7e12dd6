"""The reach table's rulers (R2024-10): a route is a polyline bent only at the ruler's
detour marks, every segment but the last drawn at its full length."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from ai_helpers import small_sheet

from eighty_days.ai.journey.home import FloatArray, load_home_graph, load_reach_table
from eighty_days.ai.journey.home_table import (
    HINGE_SLACK,
    NEVER,
    PAID,
    TYPICAL,
    UNPAID,
    FirstLeg,
    ReachTable,
    Segments,
    cut_ruler_segments,
    list_first_legs,
    list_groupings,
)
from eighty_days.engine.journey import default_config
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import Point, SheetMap, Transport


def test_a_rulers_segments_run_from_mark_to_mark() -> None:
    """t19's ruler (5 units, marks at 1.5 and 3.5) has segments 1.5, 2 and 1.5; a ruler
    without marks has one segment."""
    assert cut_ruler_segments(5.0, (3.5, 1.5)) == (1.5, 2.0, 1.5)
    assert cut_ruler_segments(7.0, ()) == (7.0,)


def test_a_ruler_is_drawn_as_straight_hops_over_its_segments() -> None:
    """A hinge may be left straight, so a hop covers one or more consecutive segments: a
    ruler of k segments has 2^(k-1) ways to be drawn, the straight one among them."""
    assert sorted(list_groupings((1.5, 2.0, 1.5))) == sorted(
        [(5.0,), (1.5, 3.5), (3.5, 1.5), (1.5, 2.0, 1.5)]
    )
    assert list(list_groupings((7.0,))) == [(7.0,)]
    assert list(list_groupings(())) == []


def test_a_route_begins_with_a_hop_to_one_of_its_marks_or_to_its_end() -> None:
    """From a player's own point the first hop ends on a mark (then the rest of the ruler
    follows) or covers the whole ruler."""
    costs = (3.0, 6.0, 5.5)
    assert list_first_legs((1.5, 2.0, 1.5), costs) == [
        FirstLeg(1.5, (2.0, 1.5), costs),
        FirstLeg(3.5, (1.5,), costs),
        FirstLeg(5.0, (), costs),
    ]


def _all_home_one_leg_at_a_time(
    table: ReachTable,
    geometry: RouteGeometry,
    points: list[Point],
    unused: tuple[str, ...],
    offered: tuple[Segments, ...],
) -> list[tuple[float, float, float]]:
    """The reach table's three figures from each of ``points``, worked out the plain way:
    every first hop judged afresh for each way (card or balloon), each leg on its own."""
    mask = table.mask_of(unused)
    found = []
    for point in points:
        best = [NEVER, NEVER, NEVER]
        gaps = np.hypot(table.xy[:, 0] - point[0], table.xy[:, 1] - point[1]) / table.unit
        for column in np.flatnonzero(gaps < 1e-6):
            own = table.figures[:, mask, column].copy()
            if own[PAID] > 0:
                own[TYPICAL] = NEVER
            best = [min(b, float(o)) for b, o in zip(best, own, strict=True)]
        ways = [(Transport.TRAIN, table.card_legs, mask), (Transport.SHIP, table.card_legs, mask)]
        for index, legs in enumerate(table.balloon_legs):
            if mask & (1 << index):
                ways.append((Transport.BALLOON, legs, mask & ~(1 << index)))
        for transport, legs, after in ways:
            columns = np.flatnonzero(gaps >= 1e-6)
            starts = np.repeat(np.array([point], dtype=np.float64), len(columns), axis=0)
            legal = geometry.judge_segments(starts, table.xy[columns], transport)
            for leg in legs:
                for column in columns[legal]:
                    length = gaps[column]
                    if length > leg.reach + 1e-9:
                        continue
                    if leg.rest and not (
                        table.bends[transport][column] and length >= leg.reach - HINGE_SLACK
                    ):
                        continue
                    costs = table.known_costs(leg, offered) if leg.riders else leg.costs
                    for figure in (PAID, UNPAID, TYPICAL):
                        own = table.figures[figure, after]
                        if leg.rest:
                            reached = table.rests[(transport, leg.rest)][column]
                            rest_best = float(np.where(reached, own, NEVER).min())
                        else:
                            rest_best = float(own[column])
                        best[figure] = min(best[figure], costs[figure] + rest_best)
        found.append((best[PAID], best[UNPAID], best[TYPICAL]))
    return found


@dataclass(frozen=True)
class SmallTable:
    """The small sheet's reach table and what asking it needs."""

    sheet: SheetMap
    geometry: RouteGeometry
    nodes: FloatArray
    table: ReachTable
    rulers: tuple[Segments, ...]
    balloons: tuple[str, ...]


def small_table() -> SmallTable:
    """The reach table of the small sheet for a game of two, its graph's nodes, the
    rulers of the game's transport cards and its balloons."""
    sheet = small_sheet()
    config = default_config(["A", "B"], sheet)
    geometry = config.geometry
    graph = load_home_graph(sheet, geometry)
    rulers = tuple(
        cut_ruler_segments(float(card.ruler.length), card.ruler.marks)
        for card in config.cards.transport_cards
    )
    return SmallTable(
        sheet,
        geometry,
        graph.xy,
        load_reach_table(sheet, geometry, config.cards, graph.xy),
        rulers,
        tuple(config.cards.balloon_ids),
    )


def test_the_ways_home_from_points_asked_again_are_those_worked_out_afresh() -> None:
    """The table keeps each point's legal first hops for the next questions (a decision
    asks about the same ends again and again): the figures from points asked before,
    with other balloons unused and another market in view, are the ones worked out the
    plain way, hop by hop and leg by leg (R2024-10: bends only at marks)."""
    small = small_table()
    sheet, geometry, table = small.sheet, small.geometry, small.table
    rulers, balloons = small.rulers, small.balloons
    node = (float(small.nodes[3, 0]), float(small.nodes[3, 1]))
    points = [sheet.location(sheet.start).point, node, (20.0, 14.0), (47.5, 12.5), (33.3, 5.1)]
    points = [(float(x), float(y)) for x, y in points]
    asked = [
        (points[:3], balloons, rulers[:6]),
        (points, balloons[:1], rulers[3:9]),  # the first three again, another situation
        (points[::-1], (), rulers[:2]),
        (points, balloons, rulers[:6]),
    ]
    for some, unused, offered in asked:
        paid, unpaid, typical = table.all_home(geometry, some, unused, offered)
        expected = _all_home_one_leg_at_a_time(table, geometry, some, unused, offered)
        np.testing.assert_allclose(np.stack([paid, unpaid, typical], axis=1), expected)
        assert any(figure < NEVER for figure in paid)  # some way home is found


def test_the_figures_home_kept_for_a_point_are_those_of_its_balloons_and_market() -> None:
    """Each point's figures home are kept per set of unused balloons and market in view
    (R2024-06: a balloon used is gone; R2024-05: the market seen): asked again, in another
    order, mixed with new points or in another situation, they are exactly the figures
    worked out afresh for that situation."""
    small = small_table()
    geometry, table = small.geometry, small.table
    rulers, balloons = small.rulers, small.balloons
    points = [(float(x), float(y)) for x, y in small.nodes[::7][:12]]
    points += [(21.5, 13.0), (40.25, 9.75)]
    asked = [
        (points[:5], balloons, None),
        (points[::-1], balloons, None),  # the first five again, in another order
        (points, (), None),  # another situation: no balloon left
        (points[3:], balloons, rulers[:4]),  # a market in view
        (points, balloons, rulers[:4]),
        (points, balloons, None),
    ]
    for some, unused, offered in asked:
        kept = table.all_home(geometry, some, unused, offered)
        afresh = table.work_out_all_home(geometry, some, unused, offered)
        for figure in (PAID, UNPAID, TYPICAL):
            np.testing.assert_array_equal(kept[figure], afresh[figure])
    assert table.all_home(geometry, [], balloons)[PAID].shape == (0,)
