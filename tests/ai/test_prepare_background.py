"""The opponents' tables made in the background (``ai.table_warmup``, issue 47): one
preparation per map object and card set, handed back to every later request for them
(queued, running or done), and one at a time on one worker thread, never the caller's."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace

import pytest
from ai_helpers import small_sheet

from eighty_days.ai.journey import home
from eighty_days.ai.table_warmup import (
    WORKER_NAME,
    forget_preparations,
    preparation_of,
    prepare_in_background,
)
from eighty_days.engine.journey import JourneyConfig
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import default_config

#: How long a test waits for the worker at most (seconds).
WAIT_SECONDS = 30.0


@pytest.fixture(autouse=True)
def no_preparation_remembered() -> Iterator[None]:
    """No finished preparation is remembered before or after a test."""
    forget_preparations()
    yield
    forget_preparations()


class HeldPreparations:
    """``home.prepare`` replaced: each call noted (its config and thread) and held until
    ``release`` is set; how many ran at once at most."""

    def __init__(self) -> None:
        self.calls: list[tuple[JourneyConfig, threading.Thread]] = []
        self.release = threading.Event()
        self.started = threading.Semaphore(0)
        self._running = 0
        self.most_at_once = 0
        self._lock = threading.Lock()

    def __call__(self, config: JourneyConfig) -> None:
        with self._lock:
            self._running += 1
            self.most_at_once = max(self.most_at_once, self._running)
            self.calls.append((config, threading.current_thread()))
        self.started.release()
        self.release.wait(WAIT_SECONDS)
        with self._lock:
            self._running -= 1


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> HeldPreparations:
    """``home.prepare`` held by a ``HeldPreparations`` for the test."""
    preparations = HeldPreparations()
    monkeypatch.setattr(home, "prepare", preparations)
    monkeypatch.setattr(
        home, "is_prepared", lambda config: any(made is config for made, _ in preparations.calls)
    )
    return preparations


def config_on(sheet: SheetMap) -> JourneyConfig:
    """A fresh config of two on ``sheet`` with the shipped cards."""
    return default_config(["A", "B"], sheet)


def test_a_map_asked_for_again_gets_the_preparation_already_asked_for(
    held: HeldPreparations,
) -> None:
    """A second config on the same map object and cards, asked while the first runs and
    after it is done, gets that very preparation: the tables are made once."""
    sheet = small_sheet()
    first = prepare_in_background(config_on(sheet))
    assert held.started.acquire(timeout=WAIT_SECONDS)
    again = config_on(sheet)
    assert prepare_in_background(again) is first  # while it runs
    held.release.set()
    assert first.wait(WAIT_SECONDS)
    assert prepare_in_background(config_on(sheet)) is first  # once done
    assert preparation_of(again) is first
    assert len(held.calls) == 1


def test_preparations_run_one_at_a_time_on_one_worker_thread(held: HeldPreparations) -> None:
    """Three maps asked for at once are prepared one after the other, in the order asked,
    on the worker thread (never the caller's), never two at once."""
    sheets = [replace(small_sheet(), name=f"map {index}") for index in range(3)]
    configs = [config_on(sheet) for sheet in sheets]
    preparations = [prepare_in_background(config) for config in configs]
    assert held.started.acquire(timeout=WAIT_SECONDS)
    held.release.set()
    assert all(preparation.wait(WAIT_SECONDS) for preparation in preparations)
    assert [config for config, _ in held.calls] == configs
    assert held.most_at_once == 1
    threads = {thread for _, thread in held.calls}
    assert len(threads) == 1
    [worker] = threads
    assert worker.name == WORKER_NAME and worker is not threading.main_thread()
    assert all(preparation.error is None for preparation in preparations)


def test_a_failed_preparation_is_noted_and_the_next_one_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A preparation whose making fails keeps its error (the decision meets it where it
    is handled) and the worker goes on with the next map."""
    broken, sound = config_on(replace(small_sheet(), name="broken")), config_on(small_sheet())
    made: list[JourneyConfig] = []

    def prepare(config: JourneyConfig) -> None:
        if config is broken:
            raise ValueError("no tables here")
        made.append(config)

    monkeypatch.setattr(home, "prepare", prepare)
    failed, fine = prepare_in_background(broken), prepare_in_background(sound)
    assert failed.wait(WAIT_SECONDS) and fine.wait(WAIT_SECONDS)
    assert isinstance(failed.error, ValueError)
    assert fine.error is None and made == [sound]


def test_a_finished_preparation_whose_tables_are_no_longer_kept_is_made_again() -> None:
    """Once the program no longer keeps what a finished preparation made (other maps took
    their place), a new request for its map is prepared again, not answered with it."""
    config = config_on(replace(small_sheet(), name="kept for a while"))
    first = prepare_in_background(config)
    assert first.wait(WAIT_SECONDS) and first.error is None
    assert home.is_prepared(config)
    assert prepare_in_background(config) is first
    home.GRAPHS.clear()
    home.TABLES.clear()
    again = prepare_in_background(config)
    assert again is not first
    assert again.wait(WAIT_SECONDS) and again.error is None
    assert home.is_prepared(config)
