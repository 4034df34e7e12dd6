"""Decisions where the rulebook and the rulings are silent (docs/rules-notes-1986.md)."""

from dataclasses import replace
from pathlib import Path

from race_helpers import TEST_BOARD_LENGTH, is_legal, positions, start_race, texts

from eighty_days.engine.race import (
    CarryOutEvent,
    Defend,
    DrawCards,
    ExpertRules,
    KeepEvent,
    Phase,
    PlayCard,
    TakeJump,
    Transport,
    apply,
    current_player,
    is_terminal,
    outcome,
)
from eighty_days.shipped_race import default_decks

OTHER = ("coach-1a", "coach-2a", "coach-3a")
LONDON = TEST_BOARD_LENGTH - 1
DOCS = Path(__file__).resolve().parents[3] / "docs"


def test_drawing_two_needs_two_cards_left() -> None:
    """N1986-05: DrawCards(2) needs two cards in the piles; one left allows DrawCards(1)."""
    state = start_race([("ship-1a",), OTHER])
    state = replace(state, draw_pile=state.draw_pile[:1], discard_pile=())
    assert is_legal(state, DrawCards(1)) and not is_legal(state, DrawCards(2))


def test_moves_back_stop_at_the_start() -> None:
    """N1986-07: a handcuffs card or an event never sends a figure behind space 0."""
    state = start_race([("handcuffs-1", "train-1a"), OTHER], positions=[0, 2])
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 0]
    state = start_race(
        [("train-1a", "coach-5b"), OTHER], kinds={1: "telescope"}, event_pile=("fix-warrant",)
    )
    state = apply(state, PlayCard("train-1a"))
    assert positions(state) == [0, 0]
    assert "goes back to space 0" in texts(state)


def test_a_defence_that_empties_the_hand_earns_no_jump() -> None:
    """N1986-14: cancelling with a money bag is no played card, so no jump follows."""
    state = start_race([("handcuffs-1", "train-1a"), ("money-bag-1",)], positions=[0, 10])
    state = apply(state, PlayCard("handcuffs-1"))
    state = apply(state, Defend("money-bag-1"))
    assert positions(state) == [0, 10] and state.players[1].hand == ()
    assert current_player(state) == 1 and state.phase is Phase.TURN_START


def test_cards_from_an_event_before_the_jump_do_not_cancel_it() -> None:
    """N1986-20/21: the telescope before the jump is carried out first (here: draw 2), then
    the jump follows and 5 more cards are drawn."""
    state = start_race(
        [("train-2a",), OTHER], kinds={2: "telescope"}, event_pile=("fogg-bank-notes",)
    )
    state = apply(state, PlayCard("train-2a"))
    assert positions(state) == [2, 0] and state.phase is Phase.JUMP_CHOICE
    state = apply(state, TakeJump())
    assert positions(state) == [7, 0]
    assert len(state.players[0].hand) == 7


def test_event_before_the_jump_triggers_only_telescope_or_handcuffs() -> None:
    """N1986-21: with 'events trigger spaces', an event before the jump that moves the
    figure onto a wind rose space grants nothing; the jump follows."""
    state = start_race(
        [("train-2a",), OTHER],
        kinds={2: "telescope", 3: "wind_rose"},
        event_pile=("fair-monsoon",),
        expert=ExpertRules(events_trigger_spaces=True),
    )
    state = apply(state, PlayCard("train-2a"))
    assert positions(state) == [3, 0] and state.phase is Phase.JUMP_CHOICE
    state = apply(state, TakeJump())
    assert positions(state) == [8, 0] and current_player(state) == 1


def test_jump_into_london_discards_a_kept_event() -> None:
    """N1986-42: no event card goes into London; a kept event is discarded unplayed when
    the jump is taken into London."""
    state = start_race(
        [("train-1a",), OTHER], positions=[LONDON - 6, 0], expert=ExpertRules(keep_event=True)
    )
    players = list(state.players)
    players[0] = replace(players[0], kept_event="fair-monsoon")
    state = replace(
        state,
        players=tuple(players),
        event_pile=tuple(e for e in state.event_pile if e != "fair-monsoon"),
    )
    state = apply(state, PlayCard("train-1a"))
    state = apply(state, TakeJump())
    assert is_terminal(state) and state.players[0].kept_event is None
    assert "fair-monsoon" in state.event_discard


def test_a_kept_event_is_not_playable_in_the_turn_it_was_kept() -> None:
    """N1986-42: "erst zu einem späteren Zeitpunkt": kept this turn, played from the next."""
    state = start_race(
        [("train-4a", "train-1a"), OTHER],
        kinds={4: "telescope"},
        event_pile=("fair-monsoon",),
        expert=ExpertRules(keep_event=True),
    )
    state = apply(state, PlayCard("train-4a"))
    state = apply(state, KeepEvent())
    assert current_player(state) == 1  # the turn ended; nothing to play it with now


def test_the_others_are_ranked_by_position_ties_by_turn_order_after_the_winner() -> None:
    """N1986-33: the finishing order after the winner follows the positions; equal
    positions go to the player seated sooner after the winner."""
    state = start_race(
        [("coach-5a",), ("train-5a", "coach-1b"), ("ship-1a",), ("ship-2a",)],
        positions=[12, LONDON - 3, 12, 20],
        first_player=1,
        wind_rose=Transport.TRAIN,
    )
    state = apply(state, PlayCard("train-5a"))
    result = outcome(state)
    assert result is not None
    assert result.finishing_order == (1, 3, 2, 0)


def test_race_cards_doc_lists_every_event_card() -> None:
    """docs/race-cards.md documents every event card of the shipped deck by id and title."""
    text = (DOCS / "race-cards.md").read_text(encoding="utf-8")
    for card in default_decks().event_cards.values():
        assert f"`{card.id}`" in text and card.title_en in text


def test_rules_notes_define_every_decision_id_cited_in_code_and_tests() -> None:
    """Every N1986-xx cited in the engine and its tests is written down in the notes."""
    import re

    notes = (DOCS / "rules-notes-1986.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"\*\*(N1986-\d\d)", notes))
    root = Path(__file__).resolve().parents[3]
    cited: set[str] = set()
    for folder in ("src/eighty_days/engine/race", "tests/engine/race"):
        for path in (root / folder).glob("*.py"):
            cited |= set(re.findall(r"N1986-\d\d", path.read_text(encoding="utf-8")))
    assert cited and cited <= defined, cited - defined


def test_the_event_pile_is_reshuffled_when_it_runs_out() -> None:
    """Like the action cards (Ist der verdeckte Kartenstapel aufgebraucht ...), an empty
    event pile is rebuilt from the shuffled used event cards."""
    state = start_race([("train-4a", "coach-5b"), OTHER], kinds={4: "telescope"})
    state = replace(state, event_pile=(), event_discard=state.event_pile)
    state = apply(state, PlayCard("train-4a"))
    assert "event cards are shuffled" in texts(state)
    assert len(state.event_pile) + len(state.event_discard) == 40


def test_carrying_out_a_drawn_event_in_the_expert_variant() -> None:
    """Expert keep_event: CarryOutEvent does what the card says at once (N1986-42)."""
    state = start_race(
        [("train-4a", "coach-5b"), OTHER],
        kinds={4: "telescope"},
        event_pile=("fogg-bank-notes",),
        expert=ExpertRules(keep_event=True),
    )
    state = apply(state, PlayCard("train-4a"))
    state = apply(state, CarryOutEvent())
    assert len(state.players[0].hand) == 3 and state.players[0].kept_event is None
    assert state.event_discard == ("fogg-bank-notes",)
    assert current_player(state) == 1


def test_missed_turns_add_up_and_several_players_may_miss_one() -> None:
    """skip_turn twice means two missed turns; with everyone else missing one, the turn
    comes straight back."""
    state = start_race([("ship-1a",), OTHER, ("ship-2a",)])
    players = list(state.players)
    players[1] = replace(players[1], turns_to_skip=2)
    players[2] = replace(players[2], turns_to_skip=1)
    state = replace(state, players=tuple(players))
    state = apply(state, DrawCards(1))
    assert current_player(state) == 0
    assert [p.turns_to_skip for p in state.players] == [0, 1, 0]
    state = apply(state, DrawCards(1))
    assert current_player(state) == 2


def test_every_1986_ruling_is_cited_by_a_test() -> None:
    """RULINGS.md R1986-01..05: each ruling is named in some test docstring here."""
    import re

    cited: set[str] = set()
    for path in Path(__file__).resolve().parent.glob("test_*.py"):
        cited |= set(re.findall(r"R1986-0\d", path.read_text(encoding="utf-8")))
    cited.discard("R1986-0")
    assert {f"R1986-0{n}" for n in range(1, 6)} <= cited
