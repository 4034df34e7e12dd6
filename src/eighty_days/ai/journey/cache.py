"""Answers the journey opponents keep between decisions, in bounded caches keyed by value.

A ``Cache`` maps a key to a kept answer. Keys are values (a map's or card set's digest, a
segment's points, a position's fields), never an object's ``id()``: an object freed while
its answer is kept may hand its id to another object, which would then be given the
wrong answer, and an entry keyed by an id can only be forgotten when the object goes.
Equal maps and card sets share their answers. Every cache is bounded: beyond ``most``
entries it forgets its oldest ones, down to half of ``most``.

Every answer kept here is a pure function of its key, so a kept answer and one worked
out again are the same: what is kept changes how fast a bot decides, never what.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from eighty_days.ai.table_store import cards_digest, map_digest
from eighty_days.engine.journey import JourneyConfig

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Cache(Generic[K, V]):
    """A bounded, thread-safe map of kept answers, keyed by value.

    Reading takes no lock (a dict read is atomic); writing and ``get_or_make``'s making
    take the cache's lock, so that a second caller waits for an answer being made
    instead of making it twice.
    """

    def __init__(self, most: int) -> None:
        if most < 1:
            raise ValueError(f"a cache must keep at least one answer, not {most}")
        self.most = most
        self._kept: dict[K, V] = {}
        self._lock = threading.RLock()

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: object) -> bool:
        return key in self._kept

    def items(self) -> list[tuple[K, V]]:
        """The kept answers with their keys, oldest first (a copy)."""
        with self._lock:
            return list(self._kept.items())

    def get(self, key: K) -> V | None:
        """The answer kept for ``key``, or None."""
        return self._kept.get(key)

    def put(self, key: K, value: V) -> None:
        """Keep ``value`` for ``key`` (forgetting the oldest answers beyond ``most``)."""
        with self._lock:
            self._kept[key] = value
            self._forget_oldest()

    def put_many(self, answers: dict[K, V]) -> None:
        """Keep every answer of ``answers`` (then forget the oldest beyond ``most``)."""
        with self._lock:
            self._kept.update(answers)
            self._forget_oldest()

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The answer kept for ``key``, made by ``make`` and kept if there is none; a
        caller while another makes an answer of this cache waits for it."""
        found = self._kept.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._kept.get(key)
            if found is None:
                found = make()
                self._kept[key] = found
                self._forget_oldest()
            return found

    def clear(self) -> None:
        """Forget every kept answer."""
        with self._lock:
            self._kept.clear()

    def _forget_oldest(self) -> None:
        """Beyond ``most`` answers, forget the oldest down to half of ``most`` (a dict
        keeps the order in which its entries came)."""
        if len(self._kept) > self.most:
            for key in list(itertools.islice(self._kept, len(self._kept) - self.most // 2)):
                del self._kept[key]


def make_config_key(config: JourneyConfig) -> tuple[Hashable, ...]:
    """A game set-up as a key: the digests of its map and card set and the rest of its
    fields (equal set-ups, equal keys)."""
    return (
        map_digest(config.sheet),
        cards_digest(config.cards),
        config.players,
        config.character_sides,
        config.fixed,
    )
