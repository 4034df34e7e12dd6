"""Files from strangers: names and colours a window can show, lone surrogates, special
files and oversized pastes are clear messages, never a traceback or a hang (issue 45,
items 1, 5 and 10)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import threading
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from journal_helpers import finished_journey, journey_record
from saves_helpers import JOURNEY_SAMPLE

from eighty_days.cli import main
from eighty_days.saves import SaveError
from eighty_days.saves.album import INDEX_FILE, Album
from eighty_days.saves.challenge import (
    CODE_PREFIX,
    MAX_CHALLENGE_BYTES,
    MAX_CODE_CHARACTERS,
    read_challenge,
    read_challenge_code,
    read_challenge_text,
    write_challenge,
)
from eighty_days.saves.daily import DailyStarts
from eighty_days.saves.format import MAX_NAME_LENGTH, parse_save_text, record_from_dict

SAMPLE = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))


def _replay_check(path: Path) -> tuple[int, str]:
    """``eighty-days replay --check PATH`` in this process: exit code and everything printed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(["replay", "--check", str(path)])
        except SystemExit as stop:  # pragma: no cover - the command returns its code
            code = stop.code if isinstance(stop.code, int) else 2
        except Exception as error:  # the defect: an uncaught error is a traceback
            return -1, repr(error)
    return code, out.getvalue()


def _within(seconds: float, work: Callable[[], Any]) -> Any:
    """What ``work()`` returns, which must end within ``seconds`` (a FIFO never does when
    it is read blockingly); its error is raised here."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = work()
        except BaseException as error:  # handed to the test's thread
            result["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still busy after {seconds} s (a blocking read?)"
    if "error" in result:
        raise result["error"]
    return result.get("value")


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


# -- lone surrogates --------------------------------------------------------------------


def test_replay_check_of_a_lone_surrogate_is_a_message(tmp_path: Path) -> None:
    """``replay --check`` on a save whose name is ``"Ann\\ud800"``: exit 2 and a message,
    no traceback."""
    text = JOURNEY_SAMPLE.read_text(encoding="utf-8").replace('"Ann"', '"Ann\\ud800"')
    path = tmp_path / "surrogate.80days.json"
    path.write_text(text, encoding="utf-8")
    code, printed = _replay_check(path)
    assert code == 2, printed
    assert "not valid Unicode" in printed
    assert "Traceback" not in printed


def test_a_valid_surrogate_pair_is_text() -> None:
    """An escaped emoji (a surrogate pair) is a character, not a lone surrogate."""
    text = JOURNEY_SAMPLE.read_text(encoding="utf-8").replace('"Ann"', '"Ann \\ud83d\\ude00"')
    data = parse_save_text(text)
    assert data["seats"][0]["name"] == "Ann \U0001f600"


def test_a_challenge_with_a_lone_surrogate_is_refused(tmp_path: Path) -> None:
    """A challenge holding ``"\\ud800"`` is refused with a message, not a UnicodeError."""
    state = finished_journey(4)
    path = tmp_path / "c.80days-challenge.json"
    write_challenge(journey_record(state), state, 0, path)
    text = path.read_text(encoding="utf-8").replace('"sent_at": "', '"sent_at": "\\udc00', 1)
    with pytest.raises(SaveError) as caught:
        read_challenge_text(text, "c")
    assert caught.value.problem.key == "save.not_unicode"


# -- names and colours ------------------------------------------------------------------


def _with_seat(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(SAMPLE))
    data["seats"][0].update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "key", "where"),
    [
        ({"name": "A" * (MAX_NAME_LENGTH + 1)}, "save.name_too_long", "seats[0].name"),
        ({"name": "Ann\u0007"}, "save.name_not_printable", "seats[0].name"),
        ({"name": "Ann\nBen"}, "save.name_not_printable", "seats[0].name"),
        ({"colour": "red"}, "save.bad_colour", "seats[0].colour"),
        ({"colour": "#12345"}, "save.bad_colour", "seats[0].colour"),
        ({"colour": "#c62828' onload='x"}, "save.bad_colour", "seats[0].colour"),
    ],
)
def test_unshowable_seats_are_refused_at_load(
    changes: dict[str, str], key: str, where: str
) -> None:
    """A seat's name is at most 40 printable characters, its colour ``#rrggbb``: anything
    else is refused with a message naming the place."""
    with pytest.raises(SaveError) as caught:
        record_from_dict(_with_seat(**changes), "hostile.json")
    assert caught.value.problem.key == key
    assert caught.value.where == where


def test_unshowable_names_in_the_configuration_are_refused() -> None:
    """The configuration's player names and colours are checked too (the windows show the
    engine's names)."""
    data = json.loads(json.dumps(SAMPLE))
    data["config"]["players"][1]["name"] = "Ben\x1b[31m"
    with pytest.raises(SaveError) as caught:
        record_from_dict(data, "hostile.json")
    assert caught.value.where == "config.players[1].name"
    data = json.loads(json.dumps(SAMPLE))
    data["config"]["players"][2]["colour"] = "url(/dev/zero)"
    with pytest.raises(SaveError) as caught:
        record_from_dict(data, "hostile.json")
    assert caught.value.where == "config.players[2].colour"


def test_markup_in_a_name_is_kept_as_written() -> None:
    """A name with markup is a printable name: kept exactly (the windows show it as text)."""
    name = "Ann<img src='/dev/zero'>"
    record = record_from_dict(_with_seat(name=name, colour="#C62828"), "friend.json")
    assert record.seats[0].name == name


# -- special files and oversized input --------------------------------------------------


def test_a_challenge_that_is_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    """A FIFO named like a challenge is refused without waiting for a writer."""
    path = _fifo(tmp_path / "pipe.80days-challenge.json")
    with pytest.raises(SaveError) as caught:
        _within(10, lambda: read_challenge(path))
    assert caught.value.problem.key == "challenge.file_not_regular"


def test_a_challenge_that_is_dev_zero_is_refused(tmp_path: Path) -> None:
    """A link to /dev/zero is a device: refused before anything is read."""
    path = tmp_path / "zero.80days-challenge.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(SaveError) as caught:
        _within(10, lambda: read_challenge(path))
    assert caught.value.problem.key == "challenge.file_not_regular"


def test_album_and_daily_files_that_are_fifos_count_as_unreadable(tmp_path: Path) -> None:
    """album/index.json, a caption and daily-starts.json read through the bounded reader:
    a FIFO in their place is skipped at once."""
    album = Album(tmp_path / "album")
    album.folder.mkdir(parents=True)
    _fifo(album.folder / INDEX_FILE)
    _fifo(album.meta_path("20260101-000000-x"))
    assert _within(10, album._read_index) == {}
    assert _within(10, lambda: album.read_meta("20260101-000000-x")) is None
    starts = DailyStarts(_fifo(tmp_path / "daily-starts.json"))
    assert _within(10, starts.dates) == set()


def test_a_huge_paste_is_refused_by_its_length() -> None:
    """A paste longer than any code is refused by its length, before it is split (mostly
    spaces, so that splitting it would have left a short code)."""
    pasted = CODE_PREFIX + " " * MAX_CODE_CHARACTERS + "eJwDAAAAAAE"
    with pytest.raises(SaveError) as caught:
        read_challenge_code(pasted)
    assert caught.value.problem.key == "challenge.code_too_long"


def test_a_zlib_bomb_is_too_large_not_broken() -> None:
    """A code unpacking to more than a challenge holds is reported as too large."""
    import base64

    packed = zlib.compress(b" " * (MAX_CHALLENGE_BYTES * 4), 9)
    code = CODE_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    with pytest.raises(SaveError) as caught:
        read_challenge_code(code)
    assert caught.value.problem.key == "challenge.code_too_big"


def test_render_reads_a_save_with_escaped_emoji_as_replay_does(tmp_path: Path) -> None:
    """``render --save`` takes a save with an escaped emoji in a name, as ``replay`` does."""
    from eighty_days.commands.render import read_game

    text = JOURNEY_SAMPLE.read_text(encoding="utf-8").replace('"Ann"', '"Ann \\ud83d\\ude00"')
    path = tmp_path / "emoji.80days.json"
    path.write_text(text, encoding="utf-8")
    assert _replay_check(path)[0] == 0
    state, _sheet = read_game(path, None)
    assert state.players[0].name == "Ann \U0001f600"
