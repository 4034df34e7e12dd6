"""The hard level's per-map tables kept on disk (issue 47): read back, they give the very
same decisions as tables built afresh; a damaged or foreign file is never trusted but
rebuilt; tables are found by the digests of the map and the card set, not by objects."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from ai_helpers import small_sheet

from eighty_days.ai import table_store
from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot, home
from eighty_days.ai.journey.home import (
    HomeGraph,
    build_home_graph,
    forget_tables,
    is_reach_table_built,
    load_home_graph,
    load_reach_table,
    pack_reach_table,
)
from eighty_days.ai.journey.home_table import ReachTable, build_reach_table
from eighty_days.ai.table_store import (
    cache_folder,
    cards_digest,
    map_digest,
    read_table,
    table_path,
    write_table,
)
from eighty_days.engine.journey import Action, CardSet, JourneyConfig, default_config, is_terminal
from eighty_days.engine.journey import apply as apply_action
from eighty_days.engine.journey import new_game as new_journey
from eighty_days.sheet.model import SheetMap, Transport

SEEDS = (3, 17, 101)
DECISIONS = 24


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty data folder for this test (so an empty disk cache)."""
    monkeypatch.setenv("EIGHTY_DAYS_DATA_DIR", str(tmp_path))
    return tmp_path


def fresh_sheet(name: str) -> SheetMap:
    """The small sheet under a name no other test uses (so a digest no table has yet)."""
    return replace(small_sheet(), name=name)


def count_builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record each reach table and way-home graph built from now on (``"reach"``, ``"graph"``)."""
    built: list[str] = []
    build_reach, build_graph = build_reach_table, build_home_graph

    def counted_reach(*args: object) -> ReachTable:
        built.append("reach")
        return build_reach(*args)  # type: ignore[arg-type]

    def counted_graph(*args: object) -> HomeGraph:
        built.append("graph")
        return build_graph(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(home, "build_reach_table", counted_reach)
    monkeypatch.setattr(home, "build_home_graph", counted_graph)
    return built


def hard_decisions(config: JourneyConfig) -> list[Action]:
    """The first ``DECISIONS`` decisions of two hard bots in the games of ``SEEDS``."""
    decisions: list[Action] = []
    for seed in SEEDS:
        state = new_journey(config, seed)
        bots = [JourneyBot(Level.HARD, seed * 31 + seat) for seat in range(2)]
        for _ in range(DECISIONS):
            if is_terminal(state) or state.active is None:
                break
            action = bots[state.active].decide(state)
            decisions.append(action)
            state = apply_action(state, action)
    return decisions


def test_tables_read_from_disk_give_the_decisions_of_tables_built_afresh(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hard level decides the same on fixed seeds whether its way-home graph and reach
    table were just built or read back from the disk cache by a later program."""
    built = count_builds(monkeypatch)
    forget_tables()
    config = default_config(["A", "B"], fresh_sheet("built afresh"))
    afresh = hard_decisions(config)
    assert built == ["graph", "reach"]
    built_arrays = pack_reach_table(
        load_reach_table(
            config.sheet,
            config.geometry,
            config.cards,
            load_home_graph(config.sheet, config.geometry).xy,
        ),
        config.cards,
    )
    stored = sorted(path.name.split("-")[0] for path in cache_folder().glob("*.npz"))
    assert stored == ["bodies", "graph", "reach"]
    # a later program: nothing kept in memory, a map object of its own
    forget_tables()
    config = default_config(["A", "B"], fresh_sheet("built afresh"))
    read_back = hard_decisions(config)
    assert built == ["graph", "reach"]  # nothing built again
    assert read_back == afresh
    graph = load_home_graph(config.sheet, config.geometry)
    loaded_arrays = pack_reach_table(
        load_reach_table(config.sheet, config.geometry, config.cards, graph.xy), config.cards
    )
    for name, array in built_arrays.items():
        assert np.array_equal(loaded_arrays[name], array), name


def _reach_file(config: JourneyConfig) -> Path:
    return table_path("reach", map_digest(config.sheet), cards_digest(config.cards))


@pytest.mark.parametrize(
    "damage",
    ["truncated", "flipped byte", "not a zip", "foreign arrays", "wrong shape"],
)
def test_a_damaged_or_foreign_cache_file_is_rebuilt_not_trusted(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    """A cache file cut short, with a changed byte, of another kind, or holding arrays of
    other names or shapes (its checksum right) is ignored: the table is built again, the
    same as before, and stored again soundly."""
    forget_tables()
    config = default_config(["A", "B"], fresh_sheet(f"damaged {damage}"))
    graph = load_home_graph(config.sheet, config.geometry)
    first = load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)
    path = _reach_file(config)
    good = path.read_bytes()
    arrays = pack_reach_table(first, config.cards)
    if damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "flipped byte":
        # a byte of the figures' data (stored uncompressed): the checksum tells
        spoiled = bytearray(good)
        spoiled[len(good) // 3] ^= 0xFF
        path.write_bytes(bytes(spoiled))
    elif damage == "not a zip":
        path.write_text("this is not a table", encoding="utf-8")
    elif damage == "foreign arrays":
        assert write_table(path, {"something": np.zeros(3)})
    else:
        assert write_table(path, {**arrays, "figures": arrays["figures"][:, :1]})
    forget_tables()
    built = count_builds(monkeypatch)
    again = load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)
    assert built == ["reach"]
    again_arrays = pack_reach_table(again, config.cards)
    for name, array in arrays.items():
        assert np.array_equal(again_arrays[name], array), name
    assert path.read_bytes() != b"this is not a table"
    forget_tables()
    load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)
    assert built == ["reach"]  # the file written in its place is read back


def test_a_file_is_read_only_with_the_arrays_and_checksum_it_should_hold(
    data_folder: Path,
) -> None:
    """``read_table`` returns the arrays of a sound file of the layout asked for, and None
    for one whose checksum does not match what it holds."""
    path = data_folder / "table.npz"
    layout = {"values": (np.dtype(np.float64), lambda shape: shape == (4,))}
    assert write_table(path, {"values": np.arange(4.0)})
    stored = read_table(path, layout)
    assert stored is not None and np.array_equal(stored["values"], np.arange(4.0))
    assert read_table(path, {"values": (np.dtype(np.int64), lambda shape: True)}) is None
    with np.load(path, allow_pickle=False) as sound:
        checksum = sound["checksum"]
    np.savez(path, values=np.arange(1.0, 5.0), checksum=checksum)
    assert read_table(path, layout) is None
    assert read_table(data_folder / "missing.npz", layout) is None


def test_reach_tables_are_kept_by_the_digests_of_map_and_cards_not_by_object(
    data_folder: Path,
) -> None:
    """An equal card set (another object) finds the table made for the first; a card set
    with one card changed does not, nor does a changed map (the id of a freed object
    may be given to another, so no table is found by an object's id)."""
    forget_tables()
    sheet = fresh_sheet("kept by digest")
    config = default_config(["A", "B"], sheet)
    graph = load_home_graph(sheet, config.geometry)
    load_reach_table(sheet, config.geometry, config.cards, graph.xy)
    equal_cards = CardSet(
        tuple(config.cards.transport_cards),
        tuple(config.cards.balloons),
        tuple(config.cards.characters),
    )
    assert equal_cards is not config.cards
    assert is_reach_table_built(sheet, equal_cards)
    assert is_reach_table_built(replace(sheet), config.cards)
    first = config.cards.transport_cards[0]
    changed_cards = replace(
        config.cards,
        transport_cards=(replace(first, days=first.days + 1), *config.cards.transport_cards[1:]),
    )
    assert not is_reach_table_built(sheet, changed_cards)
    assert not is_reach_table_built(replace(sheet, ruler_unit=sheet.ruler_unit * 1.1), config.cards)
    assert cards_digest(equal_cards) == cards_digest(config.cards) != cards_digest(changed_cards)


def test_stored_bodies_of_land_and_water_are_taken_only_if_they_fit_the_map() -> None:
    """The route geometry takes a table of bodies per grid cell made for an equal map, but
    not one of another size or naming a body the map has not."""
    sheet = fresh_sheet("bodies adopted")
    made = default_config(["A", "B"], sheet).geometry.body_labels(Transport.TRAIN)
    geometry = default_config(["A", "B"], replace(sheet)).geometry
    assert not geometry.adopt_body_labels(Transport.TRAIN, made[:-1])
    assert not geometry.adopt_body_labels(Transport.TRAIN, [*made[:-1], 10_000])
    assert not geometry.adopt_body_labels(Transport.TRAIN, [*made[:-1], -2])
    assert geometry.adopt_body_labels(Transport.TRAIN, made)
    assert geometry.body_labels(Transport.TRAIN) == made


def test_only_the_latest_tables_of_a_kind_are_kept(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tables of maps or versions no longer played do not pile up: writing one keeps the
    ``KEPT_PER_KIND`` most recently written of its kind, the one written among them."""
    monkeypatch.setattr(table_store, "KEPT_PER_KIND", 3)
    folder = data_folder / "tables"
    for index in range(5):
        assert write_table(folder / f"reach-{index}.npz", {"values": np.arange(3.0)})
        os.utime(folder / f"reach-{index}.npz", (1000.0 + index, 1000.0 + index))
    assert write_table(folder / "graph-0.npz", {"values": np.arange(3.0)})
    names = sorted(path.name for path in folder.glob("*.npz"))
    assert names == ["graph-0.npz", "reach-2.npz", "reach-3.npz", "reach-4.npz"]
