"""The save format: round trips of real games, and every kind of bad file refused clearly
(issue 8, "Saving and resuming" and "Bad input"; DESIGN.md: a game is {game, config, seed,
actions})."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from saves_helpers import JOURNEY_SAMPLE, RACE_SAMPLE, map_ref, played

from eighty_days.saves import (
    FORMAT_VERSION,
    JOURNEY,
    MAX_SAVE_BYTES,
    RACE,
    MapRef,
    SaveError,
    Seat,
    dump_save_text,
    load_from_dict,
    load_save,
    load_save_text,
    record_from_dict,
    record_of,
    save_to_dict,
    write_save,
)

ROUND_TRIP_GAMES = 200
#: A random point of a game: how many actions at most (the race has hundreds per game).
LONGEST = {JOURNEY: 60, RACE: 100}


@pytest.mark.parametrize("game", [JOURNEY, RACE])
def test_save_then_load_gives_the_same_state_for_200_random_games(game: str) -> None:
    """Save → load → equal state for 200 seeded random games stopped at random points."""
    chooser = random.Random(f"round-trip-{game}")
    ref = map_ref(game)
    finished = 0
    for seed in range(ROUND_TRIP_GAMES):
        # every twentieth game is played to its end; the others stop at a random point
        steps = 100_000 if seed % 20 == 0 else chooser.randint(0, LONGEST[game])
        states = played(game, seed, steps, players=chooser.randint(2, 4))
        record = record_of(states[-1], ref)
        loaded = load_save_text(dump_save_text(record), f"game {seed}")
        assert loaded.state == states[-1], f"seed {seed}: the replayed state differs"
        assert len(loaded.states) == len(states)
        assert loaded.states[len(states) // 2] == states[len(states) // 2]
        finished += loaded.game.is_terminal(loaded.state)
    assert finished > 0, "no game reached its end: the random points are too early"


def test_sample_files_load_and_keep_their_seats() -> None:
    """The committed sample saves (one per game) load, replay and keep their seats."""
    journey = load_save(JOURNEY_SAMPLE)
    assert journey.record.game == JOURNEY and len(journey.record.actions) == 30
    assert [s.human for s in journey.record.seats] == [True, False, True]
    assert journey.record.map.text is not None  # a custom map travels inside the save
    race = load_save(RACE_SAMPLE)
    assert race.record.game == RACE and len(race.states) == 61


def test_write_save_is_atomic_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    """write_save puts the whole file in place and leaves nothing else in the folder."""
    states = played(JOURNEY, 3, 12)
    target = tmp_path / "game.80days.json"
    write_save(record_of(states[-1], map_ref(JOURNEY)), target)
    write_save(record_of(states[-1], map_ref(JOURNEY)), target)
    assert [p.name for p in tmp_path.iterdir()] == ["game.80days.json"]
    assert load_save(target).state == states[-1]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If the rename fails (disk full, say), the previous save stays whole: a clean SaveError."""
    states = played(RACE, 4, 30)
    target = tmp_path / "race.80days.json"
    write_save(record_of(states[10], map_ref(RACE)), target)
    before = target.read_bytes()

    def refuse(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.replace", refuse)
    with pytest.raises(SaveError, match="No space left"):
        write_save(record_of(states[-1], map_ref(RACE)), target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["race.80days.json"]


def test_save_to_dict_is_plain_json_data() -> None:
    """The save is plain data: JSON round-trips it exactly (no pickle, no objects)."""
    states = played(RACE, 5, 40)
    seats = (Seat("Ann", "#D55E00", "circle", True), Seat("Ben", "#0072B2", "square", False))
    data = save_to_dict(record_of(states[-1], map_ref(RACE), seats))
    assert json.loads(json.dumps(data)) == data
    assert data["format"] == "eighty-days-save" and data["version"] == FORMAT_VERSION
    assert record_from_dict(data).seats == seats


# -- bad files ------------------------------------------------------------------------------


def _sample() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RACE_SAMPLE.read_text(encoding="utf-8"))
    return data


def _error_of(data: Any) -> SaveError:
    with pytest.raises(SaveError) as caught:
        load_from_dict(data, "bad.json")
    return caught.value


def test_a_truncated_file_is_called_truncated(tmp_path: Path) -> None:
    """A save cut short (a crash mid-copy) is reported as truncated, with the file name."""
    text = JOURNEY_SAMPLE.read_text(encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(SaveError, match="truncated") as caught:
        load_save(cut)
    assert caught.value.source == str(cut)


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    """An empty file (a save interrupted before anything was written) is named as such."""
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    with pytest.raises(SaveError, match="empty"):
        load_save(empty)


def test_a_corrupt_file_names_the_line(tmp_path: Path) -> None:
    """Garbage in the middle of the JSON: 'corrupt', with the line and column."""
    lines = JOURNEY_SAMPLE.read_text(encoding="utf-8").splitlines()
    lines[5] = lines[5].replace(":", " ")
    broken = tmp_path / "broken.json"
    broken.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SaveError, match=r"corrupt: not valid JSON at line 6"):
        load_save(broken)


def test_binary_garbage_is_not_utf8(tmp_path: Path) -> None:
    """A binary file is refused as not UTF-8 text, naming the byte."""
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(SaveError, match="not UTF-8 text"):
        load_save(binary)


def test_a_newer_version_is_refused_as_wrong_version() -> None:
    """A file from a newer program: 'wrong version', naming both versions."""
    data = _sample()
    data["version"] = FORMAT_VERSION + 1
    error = _error_of(data)
    assert error.where == "version" and "wrong version" in str(error.problem)
    assert f"version {FORMAT_VERSION + 1}" in str(error.problem)


def test_not_a_save_file_is_named() -> None:
    """A JSON file of something else is not mistaken for a save."""
    error = _error_of({"name": "Sample Small", "locations": []})
    assert error.where == "format" and "not an Eighty Days save file" in str(error.problem)


def test_a_changed_shipped_map_is_a_wrong_map_hash() -> None:
    """A save of a shipped map whose file changed since: 'wrong map hash', naming the map."""
    states = played(RACE, 8, 20)
    data = save_to_dict(record_of(states[-1], map_ref(RACE)))
    data["map"]["sha256"] = "0" * 64
    error = _error_of(data)
    assert error.where == "map.sha256"
    assert "wrong map hash" in str(error.problem) and "race-1986.yaml" in str(error.problem)


def test_an_edited_embedded_map_is_a_wrong_map_hash() -> None:
    """An embedded map edited by hand no longer matches its hash."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    data["map"]["text"] = data["map"]["text"].replace("x: 50.0", "x: 51.0")
    error = _error_of(data)
    assert error.where == "map.text" and "wrong map hash" in str(error.problem)


def test_edited_embedded_cards_are_refused() -> None:
    """The card files travel inside the save; edited ones no longer match their hash."""
    data = _sample()
    data["cards"]["files"]["action_cards.yaml"] += "\n# edited\n"
    error = _error_of(data)
    assert error.where == "cards.sha256" and "changed after saving" in str(error.problem)


def test_a_game_replays_with_its_own_cards_not_the_programs() -> None:
    """A save keeps replaying with the cards it was played with, even if the program's
    card files differ (the cards are embedded)."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    loaded = load_from_dict(data)
    assert loaded.state.config.cards == loaded.cards
    assert set(data["cards"]["files"]) == {"cards.yaml"}


def test_a_hand_edited_illegal_action_names_its_index() -> None:
    """An action changed by hand that the rules refuse: 'illegal action' at actions[N]."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "draw-route")
    data["actions"][index] = {"type": "draw-route", "points": [[0.0, 0.0], [59.0, 29.0]]}
    error = _error_of(data)
    assert error.where == f"actions[{index}]"
    assert "illegal action 'draw-route'" in str(error.problem)
    assert f"actions[{index}]" in str(error)


def test_an_action_of_the_wrong_shape_names_its_index() -> None:
    """An action that is not an action at all is reported at its index, with the reason."""
    data = _sample()
    data["actions"][7] = {"type": "teleport", "to": "London"}
    error = _error_of(data)
    assert error.where == "actions[7]" and "not a valid action" in str(error.problem)


def test_an_action_after_the_end_is_refused() -> None:
    """Actions appended after the game ended are illegal, at their index."""
    states = played(RACE, 21, 5000)
    data = save_to_dict(record_of(states[-1], map_ref(RACE)))
    data["actions"].append({"type": "end_turn"})
    error = _error_of(data)
    assert error.where == f"actions[{len(states) - 1}]" and "already over" in str(error.problem)


@pytest.mark.parametrize(
    ("change", "where", "words"),
    [
        (lambda d: d.pop("seed"), "", "missing key: seed"),
        (lambda d: d.update(seed=-1), "seed", "whole number"),
        (lambda d: d.update(seed=2**80), "seed", "whole number"),
        (lambda d: d.update(game="chess"), "game", "unknown game"),
        (lambda d: d.update(actions={}), "actions", "must be a list"),
        (lambda d: d.update(extra=1), "", "unknown key extra"),
        (lambda d: d["config"].update(players=["Solo"]), "config", "cannot start"),
        (lambda d: d["map"].update(path="../x", shipped=True, text=None), "map.path", "file name"),
        (lambda d: d["map"].update(shipped=True), "map.text", "not embedded"),
        (lambda d: d["map"].pop("text"), "map.text", "must be embedded"),
        (lambda d: d.update(seats=[{"name": 3}]), "seats[0]", "text"),
    ],
)
def test_hand_edited_fields_are_named(change: Any, where: str, words: str) -> None:
    """Each broken field of a hand-edited save is named with its place."""
    data = _sample()
    change(data)
    error = _error_of(data)
    assert error.where == where
    assert words in str(error.problem)


def test_a_journey_config_of_the_wrong_shape_is_refused() -> None:
    """A journey configuration with the wrong shapes gives a clean error at 'config'."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    data["config"]["players"] = [{"name": "Ann"}, "Ben"]
    error = _error_of(data)
    assert error.where == "config" and "players[0]" in str(error.problem)


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path: Path) -> None:
    """A huge file is refused by its size, before a single byte is parsed."""
    huge = tmp_path / "huge.json"
    with huge.open("wb") as stream:  # sparse: no disk space used
        stream.truncate(MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError, match="is refused"):
        load_save(huge)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 100_000, "nested too deeply"),
        ('{"a": ' * 50 + "1" + "}" * 50, "nested too deeply"),
        ('{"format": "eighty-days-save", "version": 1, "seed": NaN}', "NaN"),
        ('{"format": "eighty-days-save", "version": ' + "9" * 5000 + "}", "corrupt"),
        ("[1, 2, 3]", "must hold a JSON object"),
    ],
)
def test_hostile_json_gives_a_clean_error(text: str, words: str) -> None:
    """Deep nesting, NaN and integers with thousands of digits: clean errors, no crash."""
    with pytest.raises(SaveError, match=words):
        load_save_text(text, "hostile.json")


def _with_map_text(text: str) -> dict[str, Any]:
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    data["map"] = MapRef.for_text(text, "hostile.yaml").to_dict()
    return data


@pytest.mark.parametrize(
    ("map_text", "words"),
    [
        ("!!python/object/apply:os.system ['echo owned']\n", "not valid YAML"),
        ("a: " + "[" * 5000 + "]" * 5000 + "\n", "nesting depth"),
        ("format: eighty-days-map/1\nbounds: [0, 0, 1e999, 1e308]\n", "embedded map is not valid"),
        ("format: eighty-days-map/1\nruler_unit: " + "9" * 400 + "\n", "embedded map"),
        ("- just\n- a list\n", "embedded map is not valid"),
    ],
)
def test_hostile_embedded_maps_are_refused_by_the_map_validator(map_text: str, words: str) -> None:
    """YAML tags, deep nesting, huge numbers in an embedded map: the validator's clear error."""
    error = _error_of(_with_map_text(map_text))
    assert error.where == "map.text"
    assert words in str(error)


def _alias_bomb(levels: int) -> str:
    lines = ["format: eighty-days-map/1", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, levels):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]")
    return "\n".join([*lines, f"locations: *a{levels - 1}"]) + "\n"


@pytest.mark.parametrize(
    ("map_text", "words"),
    [
        (_alias_bomb(9), "expand to more than"),  # a billion nodes in 10 lines
        ("a: &loop [1, *loop]\n", "refers to itself"),
    ],
)
def test_yaml_alias_bombs_in_an_embedded_map_are_refused_at_once(map_text: str, words: str) -> None:
    """A "billion laughs" map or a self-referring alias is refused without being walked."""
    error = _error_of(_with_map_text(map_text))
    assert error.where == "map.text" and words in str(error.problem)


def test_an_alias_bomb_in_the_embedded_cards_is_refused() -> None:
    """The embedded card files get the same alias check as maps."""
    data = _sample()
    files = data["cards"]["files"]
    files["event_cards.yaml"] = _alias_bomb(9)
    from eighty_days.saves.format import cards_digest

    data["cards"]["sha256"] = cards_digest(files)
    error = _error_of(data)
    assert error.where == "cards.files" and "expand to more than" in str(error.problem)


def test_a_failed_load_does_not_touch_the_file(tmp_path: Path) -> None:
    """Loading a bad save never rewrites it (it stays for the player to inspect)."""
    data = _sample()
    data["actions"][3] = {"type": "draw_cards", "count": 5}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = bad.read_bytes()
    with pytest.raises(SaveError, match=r"actions\[3\]"):
        load_save(bad)
    assert bad.read_bytes() == before


def test_seed_and_map_reference_survive_replace() -> None:
    """A record cut to fewer actions replays to the matching earlier state."""
    states = played(JOURNEY, 30, 40)
    record = record_of(states[-1], map_ref(JOURNEY))
    shorter = replace(record, actions=record.actions[:10])
    assert load_from_dict(save_to_dict(shorter)).state == states[10]
    assert load_from_dict(save_to_dict(record.with_actions(5))).state == states[5]
