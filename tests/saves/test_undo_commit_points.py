"""Undo and take-back never go back across an action that revealed a hidden card (issue 44,
"Undo never makes hidden cards knowable"; DESIGN.md "Hidden information"): the history's
commit points, for both games, with and without computer opponents."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import pytest
from save_driver import new_random_game
from saves_helpers import game_map, played

from eighty_days.engine import journey, race
from eighty_days.resources import YamlDocument
from eighty_days.saves import JOURNEY, RACE, GameHistory
from eighty_days.saves.games import RULES
from eighty_days.shipped_race import default_decks

HAND = ("train-3a", "coach-2a", "ship-1a", "elephant-2a", "train-1a")
OTHER = ("train-3b", "coach-2b", "ship-1b", "elephant-2b", "train-1b")
PILE = ("coach-3b", "handcuffs-2", "coach-4b", "train-4a", "money-bag-3", "ship-4a", "coach-5a")


def _humans(*seats: int) -> Callable[[int], bool]:
    return lambda player: player in seats


def _race(hands: tuple[tuple[str, ...], ...], kinds: dict[int, str] | None = None) -> Any:
    """A race of Anna and Ben on a 40-space track, plain but for its final handcuff spaces
    and ``kinds``, with
    fixed hands and the draw pile's top, Anna first."""
    spaces = [
        {
            "index": index,
            "kind": "start" if index == 0 else "london" if index == 39 else "plain",
            "x": float(index),
            "y": 0.0,
        }
        for index in range(40)
    ]
    for index, kind in {31: "handcuffs", 33: "handcuffs", 35: "handcuffs", **(kinds or {})}.items():
        spaces[index]["kind"] = kind
    board = race.load_board(
        YamlDocument("test-board", {"format": 1, "name": "Test", "spaces": spaces})
    )
    setup = race.FixedSetup(hands=hands, draw_pile=PILE, first_player=0)
    return race.new_game(
        race.RaceConfig(("Anna", "Ben"), setup=setup), 5, board=board, decks=default_decks()
    )


def test_cards_drawn_against_a_computer_cannot_be_undone() -> None:
    """Race against a computer (Ben): Anna draws 2 and Ben plays; Undo would go back to
    before the draw and show the same 2 cards again, so it is refused, with the reason."""
    start = _race((HAND, OTHER))
    drawn = race.apply(start, race.DrawCards(2))
    ben_moved = race.apply(drawn, race.PlayCard("train-3b"))
    assert race.current_player(ben_moved) == 0
    history = GameHistory([start, drawn, ben_moved])
    anna = _humans(0)
    assert history.undo_target(anna) is None
    assert history.undo_held_by_reveal(anna)
    # without the draw (a card played instead), Undo goes back as before
    played_card = race.apply(start, race.PlayCard("train-1a"))
    free = GameHistory([start, played_card, race.apply(played_card, race.PlayCard("train-3b"))])
    assert free.undo_target(anna) == 0 and not free.undo_held_by_reveal(anna)


def test_steps_before_the_jump_and_after_it_can_be_taken_back_but_not_the_jump() -> None:
    """Hot seat: Anna plays her last card (no reveal: it can be taken back); she takes the
    jump and its 5 cards (R1986-05: a reveal, it cannot); on the wind rose she turns the
    rose (after the reveal: it can be taken back, to just after the jump)."""
    start = _race((("train-3a",), OTHER), kinds={8: "wind_rose"})
    waiting = race.apply(start, race.PlayCard("train-3a"))
    assert waiting.phase is race.Phase.JUMP_CHOICE
    assert GameHistory([start, waiting]).take_back_target() == 0
    jumped = race.apply(waiting, race.TakeJump())
    assert jumped.phase is race.Phase.MOVE_ROSE and len(jumped.players[0].hand) == 5
    history = GameHistory([start, waiting, jumped])
    assert history.take_back_target() is None and history.take_back_held_by_reveal()
    turned = race.apply(jumped, race.MoveWindRose(race.Transport.SHIP))
    assert race.current_player(turned) == 0 and turned.turn_number == start.turn_number
    history = GameHistory([start, waiting, jumped, turned])
    assert history.commit_point() == 2
    assert history.take_back_target() == 2
    history.go_to(2)
    assert history.take_back_target() is None  # still not across the jump
    assert history.redo_target(_humans(0, 1)) == 3  # redo comes forward again


def test_a_journey_take_that_refills_the_market_cannot_be_taken_back() -> None:
    """Hot seat journey: taking a row card refills the row from the deck and shows the next
    deck card (R2024-05): no take-back; a balloon shows nothing: take-back as before."""
    start = new_random_game(JOURNEY, 44, 2, game_map(JOURNEY))
    market = journey.apply(start, journey.TakeTransport(journey.Slot.TRAIN_1))
    history = GameHistory([start, market])
    assert history.take_back_target() is None and history.take_back_held_by_reveal()
    balloon = next(
        a for a in journey.legal_transport_actions(start) if isinstance(a, journey.TakeBalloon)
    )
    history = GameHistory([start, journey.apply(start, balloon)])
    assert history.take_back_target() == 0 and not history.take_back_held_by_reveal()


def test_a_month_change_is_a_commit_point_for_undo_against_computers() -> None:
    """R2024-15: the route that reveals the next income card cannot be undone; a loaded
    game's history knows its commit points too (rebuilt from its actions)."""
    states = played(JOURNEY, 45, 400)
    index = next(
        i for i in range(1, len(states)) if states[i].income_index > states[i - 1].income_index
    )
    history = GameHistory(states[: index + 1])
    assert history.commit_point() == index
    target = history.undo_target(_humans(0, 1))
    assert target is None or target >= index


@pytest.mark.parametrize("game", [JOURNEY, RACE])
@pytest.mark.parametrize("seed", [50, 51, 52])
def test_no_undo_or_take_back_ever_crosses_a_reveal(game: str, seed: int) -> None:
    """At every moment of seeded random games, against a computer and in hot seat, the
    state Undo or Take back goes to is reached from there without any hidden card
    revealed; Redo from it comes back to the same states."""
    states = played(game, seed, 150)
    rules = RULES[game]
    reveals = [False] + [rules.revealed_hidden(a, b) for a, b in itertools.pairwise(states)]
    assert any(reveals) and not all(reveals[1:])
    rng = random.Random(seed)
    for cursor in range(len(states)):
        history = GameHistory(states, cursor)
        for target in (history.undo_target(_humans(0)), history.take_back_target()):
            if target is None:
                continue
            assert target < cursor
            assert not any(reveals[target + 1 : cursor + 1]), (cursor, target)
        if rng.random() < 0.2 and (target := history.undo_target(_humans(0))) is not None:
            history.go_to(target)
            forward = history.redo_target(_humans(0))
            assert forward is not None and history.go_to(forward) is states[forward]
