"""The reach table's rulers (R2024-10): a route is a polyline bent only at the ruler's
detour marks, every segment but the last drawn at its full length."""

from __future__ import annotations

from eighty_days.ai.reach import FirstLeg, first_legs, groupings, ruler_segments


def test_a_rulers_segments_run_from_mark_to_mark() -> None:
    """t19's ruler (5 units, marks at 1.5 and 3.5) has segments 1.5, 2 and 1.5; a ruler
    without marks has one segment."""
    assert ruler_segments(5.0, (3.5, 1.5)) == (1.5, 2.0, 1.5)
    assert ruler_segments(7.0, ()) == (7.0,)


def test_a_ruler_is_drawn_as_straight_hops_over_its_segments() -> None:
    """A hinge may be left straight, so a hop covers one or more consecutive segments: a
    ruler of k segments has 2^(k-1) ways to be drawn, the straight one among them."""
    assert sorted(groupings((1.5, 2.0, 1.5))) == sorted(
        [(5.0,), (1.5, 3.5), (3.5, 1.5), (1.5, 2.0, 1.5)]
    )
    assert list(groupings((7.0,))) == [(7.0,)]
    assert list(groupings(())) == []


def test_a_route_begins_with_a_hop_to_one_of_its_marks_or_to_its_end() -> None:
    """From a player's own point the first hop ends on a mark (then the rest of the ruler
    follows) or covers the whole ruler."""
    costs = (3.0, 6.0, 5.5)
    assert first_legs((1.5, 2.0, 1.5), costs) == [
        FirstLeg(1.5, (2.0, 1.5), costs),
        FirstLeg(3.5, (1.5,), costs),
        FirstLeg(5.0, (), costs),
    ]
