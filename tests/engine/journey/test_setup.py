"""Setting up a game (rulebook, Setup 1-8; R2024-02, R2024-05, R2024-15)."""

from dataclasses import replace

import pytest
from journey_helpers import (
    PLAIN_IDS,
    SHEET,
    TEST_CARDS,
    TRAIN_ROW,
    faced,
    make_config,
    start,
    table,
)

from eighty_days.engine.journey import (
    CHARACTERS,
    MAX_POUNDS,
    START_POUNDS,
    Character,
    FixedSetup,
    JourneyConfig,
    Phase,
    PlayerSetup,
    SetupError,
    Side,
    new_game,
)
from eighty_days.sheet.model import Transport
from eighty_days.shipped_journey import load_cards


def _cards_on_table(state) -> list[str]:  # type: ignore[no-untyped-def]
    return [*state.train_row, *state.ship_row, *(c.card_id for c in state.deck), *state.discard]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_for_two_to_four_players(players: int) -> None:
    """Rulebook, Setup: every player on 2 October with 10 of 80 pounds, at Starting London;
    players + 1 adventure cards; the income deck with its top revealed; the market of 2 rows
    of 3 plus the deck top; all characters in the reserve."""
    state = new_game(make_config(players), 7)
    assert state.phase is Phase.TAKE_TRANSPORT
    for player in state.players:
        assert (player.day, player.earned, player.spent) == (0, START_POUNDS, 0)
        assert player.route_end == SHEET.start_location.point
        assert player.location == SHEET.start
    assert START_POUNDS == 10 and MAX_POUNDS == 80
    assert len(state.adventure_cards) == players + 1 == len(set(state.adventure_cards))
    assert set(state.adventure_cards) <= {c.id for c in SHEET.adventure_cards}
    assert sorted(state.income_order) == sorted(c.id for c in SHEET.income_cards)
    assert state.income_index == 0 and state.income_card.id == state.income_order[0]
    assert len(state.train_row) == len(state.ship_row) == 3
    assert state.deck_top is not None
    assert sorted(_cards_on_table(state)) == sorted(load_cards().transport_ids)
    assert state.character_holders == (None, None, None, None)


@pytest.mark.parametrize("players", [1, 5])
def test_wrong_number_of_players_is_refused(players: int) -> None:
    """Rulebook, Components: 2 to 4 players."""
    config = make_config(2)
    config = replace(
        config, players=tuple(PlayerSetup(f"P{i}", f"#00000{i}") for i in range(players))
    )
    with pytest.raises(SetupError, match="2 to 4 players"):
        new_game(config, 1)


@pytest.mark.parametrize(
    ("players", "message"),
    [
        ((PlayerSetup("A", "#111111"), PlayerSetup("A", "#222222")), "same name"),
        ((PlayerSetup("A", "#111111"), PlayerSetup("B", "#111111")), "same colour"),
        ((PlayerSetup("A", "red"), PlayerSetup("B", "#222222")), "#rrggbb"),
        ((PlayerSetup(" ", "#111111"), PlayerSetup("B", "#222222")), "needs a name"),
    ],
)
def test_players_need_distinct_names_and_colours(
    players: tuple[PlayerSetup, ...], message: str
) -> None:
    """Rulebook, Setup 3: each player chooses a colour (and is told apart by name)."""
    with pytest.raises(SetupError, match=message):
        new_game(replace(make_config(2), players=players), 1)


def test_same_seed_same_setup_and_seeds_differ() -> None:
    """Randomness comes only from the seed: the same seed deals the same game."""
    config = make_config(3)
    assert new_game(config, 11) == new_game(config, 11)
    decks = {tuple(c.card_id for c in new_game(config, seed).deck) for seed in range(10)}
    assert len(decks) == 10


def test_deck_sides_are_mixed() -> None:
    """Rulebook, Setup 7: the deck is shuffled with some cards flipped over."""
    sides = {c.transport for seed in range(5) for c in new_game(make_config(2), seed).deck}
    assert sides == {Transport.TRAIN, Transport.SHIP}


def test_first_game_uses_the_front_of_every_character() -> None:
    """Rulebook, Setup 8: the front side for a first game; a side per card later."""
    config = make_config(2)
    assert all(config.side_of(c) is Side.FRONT for c in CHARACTERS)
    sides = (Side.BACK, Side.FRONT, Side.BACK, Side.FRONT)
    config = make_config(2, sides=sides)
    assert config.side_of(Character.FOGG) is Side.BACK
    assert config.side_of(Character.PASSEPARTOUT) is Side.FRONT
    assert config.side_of(Character.AOUDA) is Side.BACK


def test_fixed_setup_is_used_as_given() -> None:
    """A fixed setup (tests, tutorials, puzzles) replaces the random deal part by part."""
    state = start(3, stack_order=(2, 0, 1))
    assert state.train_row == TRAIN_ROW
    assert tuple(c.card_id for c in state.deck) == PLAIN_IDS
    assert state.active == 2


def test_fixed_setup_parts_left_out_are_dealt() -> None:
    """Only the given parts are fixed; a fixed deck without rows deals the rows from it."""
    ids = load_cards().transport_ids
    deck = faced(ids)
    state = new_game(make_config(2, fixed=FixedSetup(deck=deck)), 3)
    assert state.train_row == ids[:3] and state.ship_row == ids[3:6]
    assert tuple(c.card_id for c in state.deck) == ids[6:]


@pytest.mark.parametrize(
    ("fixed", "message"),
    [
        ({"train_row": ("nope", "p01", "p02")}, "unknown cards"),
        ({"train_row": ("p01", "p01", "p02")}, "twice"),
        ({"stack_order": (0, 0)}, "every player once"),
        ({"adventure_cards": ("centre-of-the-earth",)}, "exactly 3"),
        ({"income_order": ("income-9",)}, "unknown cards"),
        ({"deck": ()}, "every card exactly once"),
    ],
)
def test_bad_fixed_setups_are_explained(fixed: dict[str, object], message: str) -> None:
    """A fixed setup that breaks the components is refused with a clear message."""
    with pytest.raises(SetupError, match=message):
        new_game(table(2, None, **fixed), 1)


def test_config_round_trips_through_plain_data() -> None:
    """The configuration (without map and cards, which are files) is plain data."""
    config = table(3, sides=(Side.BACK, Side.FRONT, Side.FRONT, Side.BACK))
    data = config.to_dict()
    again = JourneyConfig.from_dict(data, SHEET, config.cards)
    assert again == config


@pytest.mark.parametrize(
    "data",
    [{}, {"players": [{"name": "A"}]}, {"players": [], "character_sides": {"fogg": "side"}}],
)
def test_broken_config_data_is_a_setup_error(data: dict[str, object]) -> None:
    """Configuration data that cannot be read says so (SetupError), never a traceback."""
    with pytest.raises(SetupError, match="not valid"):
        JourneyConfig.from_dict(data, SHEET, TEST_CARDS)
