"""The two decks of the 1986 race as data: 60 action cards and 40 event cards.

The decks ship as package data (``action_cards.yaml``, ``event_cards.yaml`` beside this
module); ``load_action_cards`` and ``load_event_cards`` validate parsed YAML and name the
place of every problem. The composition is documented in docs/race-cards.md.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache
from importlib import resources as importlib_resources
from typing import Any

from eighty_days.engine.race.board import SpaceKind
from eighty_days.resources import DataError, YamlDocument, parse_yaml

CARDS_FORMAT = 1
ACTION_DECK_SIZE = 60
EVENT_DECK_SIZE = 40
MAX_TRAVEL_VALUE = 5


class Transport(enum.Enum):
    """The four fields of the wind rose (ruling R1986-01)."""

    COACH = "coach"
    TRAIN = "train"
    SHIP = "ship"
    ELEPHANT = "elephant"

    @property
    def label(self) -> str:
        """The English name, for messages and the log."""
        return self.value


class CardKind(enum.Enum):
    """Travel cards move by the wind rose's transport; the others are special cards."""

    TRAVEL = "travel"
    WIND_ROSE = "wind_rose"
    HANDCUFFS = "handcuffs"
    MONEY_BAG = "money_bag"


@dataclass(frozen=True, slots=True)
class ActionCard:
    """One action card; ``transport`` and ``value`` are set for travel cards only."""

    id: str
    kind: CardKind
    transport: Transport | None = None
    value: int = 0

    @property
    def title(self) -> str:
        """How a player names the card: "train 4", "wind rose", "money bag"."""
        if self.kind is CardKind.TRAVEL and self.transport is not None:
            return f"{self.transport.label} {self.value}"
        return self.kind.value.replace("_", " ")

    @property
    def is_special(self) -> bool:
        """Special cards may always be played, whatever the wind rose shows."""
        return self.kind is not CardKind.TRAVEL


class EffectKind(enum.Enum):
    """The vocabulary of event effects (see event_cards.yaml)."""

    FORWARD = "forward"
    BACK = "back"
    TO_NEXT = "to_next"
    BACK_TO_PREVIOUS = "back_to_previous"
    SKIP_TURN = "skip_turn"
    DRAW = "draw"
    DISCARD = "discard"
    OTHERS_BACK = "others_back"
    OTHERS_AHEAD_BACK = "others_ahead_back"
    SET_WIND_ROSE = "set_wind_rose"
    WIND_ROSE = "wind_rose"
    PLAY_AGAIN = "play_again"


#: Which extra field each effect kind needs.
_EFFECT_FIELDS: dict[EffectKind, str | None] = {
    EffectKind.FORWARD: "spaces",
    EffectKind.BACK: "spaces",
    EffectKind.TO_NEXT: "space_kind",
    EffectKind.BACK_TO_PREVIOUS: "space_kind",
    EffectKind.SKIP_TURN: None,
    EffectKind.DRAW: "cards",
    EffectKind.DISCARD: "cards",
    EffectKind.OTHERS_BACK: "spaces",
    EffectKind.OTHERS_AHEAD_BACK: "spaces",
    EffectKind.SET_WIND_ROSE: "transport",
    EffectKind.WIND_ROSE: None,
    EffectKind.PLAY_AGAIN: None,
}


@dataclass(frozen=True, slots=True)
class EventEffect:
    """What an event card does: a kind and, depending on it, an amount, space kind or
    transport."""

    kind: EffectKind
    amount: int = 0
    space_kind: SpaceKind | None = None
    transport: Transport | None = None


@dataclass(frozen=True, slots=True)
class EventCard:
    """One event card with its English and German title and text."""

    id: str
    title_en: str
    title_de: str
    text_en: str
    text_de: str
    effect: EventEffect


@dataclass(frozen=True, slots=True)
class Decks:
    """Both decks, each card by its id (insertion order = the order in the file)."""

    action_cards: dict[str, ActionCard]
    event_cards: dict[str, EventCard]

    def __hash__(self) -> int:
        return hash((tuple(self.action_cards), tuple(self.event_cards)))


def _top_list(document: YamlDocument, key: str, problems: list[str]) -> list[Any]:
    data = document.data
    if not isinstance(data, dict):
        raise DataError(document.source, [f"the file must be a mapping with '{key}'"])
    if data.get("format") != CARDS_FORMAT:
        problems.append(
            f"{document.where(['format'])}: format must be {CARDS_FORMAT}, "
            f"not {data.get('format')!r}"
        )
    items = data.get(key)
    if not isinstance(items, list):
        problems.append(f"{document.where([key])}: '{key}' must be a list")
        raise DataError(document.source, problems)
    return items


def _card_id(
    document: YamlDocument,
    path: list[str | int],
    raw: dict[str, Any],
    seen: set[str],
    problems: list[str],
) -> str | None:
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not card_id.strip():
        problems.append(f"{document.where([*path, 'id'])}: every card needs a text id")
        return None
    if card_id in seen:
        problems.append(f"{document.where([*path, 'id'])}: the id {card_id!r} is used twice")
        return None
    seen.add(card_id)
    return card_id


def load_action_cards(
    document: YamlDocument, *, expected_count: int | None = ACTION_DECK_SIZE
) -> dict[str, ActionCard]:
    """Validate parsed action-card data; ``DataError`` names every problem's place."""
    problems: list[str] = []
    items = _top_list(document, "cards", problems)
    kinds = {kind.value: kind for kind in CardKind}
    transports = {t.value: t for t in Transport}
    cards: dict[str, ActionCard] = {}
    seen: set[str] = set()
    for position, raw in enumerate(items):
        path: list[str | int] = ["cards", position]
        if not isinstance(raw, dict):
            problems.append(f"{document.where(path)}: a card must be a mapping")
            continue
        card_id = _card_id(document, path, raw, seen, problems)
        kind = kinds.get(str(raw.get("kind")))
        if kind is None:
            problems.append(
                f"{document.where([*path, 'kind'])}: unknown card kind {raw.get('kind')!r} "
                f"(one of {', '.join(kinds)})"
            )
            continue
        transport: Transport | None = None
        value = 0
        if kind is CardKind.TRAVEL:
            transport = transports.get(str(raw.get("transport")))
            if transport is None:
                problems.append(
                    f"{document.where([*path, 'transport'])}: a travel card needs a transport "
                    f"(one of {', '.join(transports)}), not {raw.get('transport')!r}"
                )
            raw_value = raw.get("value")
            if (
                not isinstance(raw_value, int)
                or isinstance(raw_value, bool)
                or not 1 <= raw_value <= MAX_TRAVEL_VALUE
            ):
                problems.append(
                    f"{document.where([*path, 'value'])}: a travel card's value must be "
                    f"1–{MAX_TRAVEL_VALUE}, not {raw_value!r}"
                )
            else:
                value = raw_value
        elif "transport" in raw or "value" in raw:
            problems.append(
                f"{document.where(path)}: a {kind.value} card has no transport or value"
            )
        if card_id is not None:
            cards[card_id] = ActionCard(card_id, kind, transport, value)
    if expected_count is not None and not problems and len(cards) != expected_count:
        problems.append(
            f"{document.where(['cards'])}: the action deck must have {expected_count} cards, "
            f"it has {len(cards)}"
        )
    if problems:
        raise DataError(document.source, problems)
    return cards


def _load_effect(
    document: YamlDocument, path: list[str | int], raw: Any, problems: list[str]
) -> EventEffect | None:
    if not isinstance(raw, dict):
        problems.append(f"{document.where(path)}: the effect must be a mapping with a kind")
        return None
    kinds = {kind.value: kind for kind in EffectKind}
    kind = kinds.get(str(raw.get("kind")))
    if kind is None:
        problems.append(
            f"{document.where([*path, 'kind'])}: unknown effect {raw.get('kind')!r} "
            f"(one of {', '.join(kinds)})"
        )
        return None
    needed = _EFFECT_FIELDS[kind]
    extra = set(raw) - {"kind"} - ({needed} if needed else set())
    if extra:
        problems.append(
            f"{document.where(path)}: the effect {kind.value} does not take "
            f"{', '.join(sorted(extra))}"
        )
    if needed in ("spaces", "cards"):
        amount = raw.get(needed)
        if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 10:
            problems.append(
                f"{document.where([*path, needed])}: {kind.value} needs {needed}: 1–10, "
                f"not {amount!r}"
            )
            return None
        return EventEffect(kind, amount=amount)
    if needed == "space_kind":
        allowed = {
            k.value: k
            for k in SpaceKind
            if k not in (SpaceKind.START, SpaceKind.LONDON, SpaceKind.PLAIN)
        }
        space_kind = allowed.get(str(raw.get("space_kind")))
        if space_kind is None:
            problems.append(
                f"{document.where([*path, 'space_kind'])}: {kind.value} needs a space_kind "
                f"(one of {', '.join(allowed)}), not {raw.get('space_kind')!r}"
            )
            return None
        return EventEffect(kind, space_kind=space_kind)
    if needed == "transport":
        transports = {t.value: t for t in Transport}
        transport = transports.get(str(raw.get("transport")))
        if transport is None:
            problems.append(
                f"{document.where([*path, 'transport'])}: {kind.value} needs a transport "
                f"(one of {', '.join(transports)}), not {raw.get('transport')!r}"
            )
            return None
        return EventEffect(kind, transport=transport)
    return EventEffect(kind)


def load_event_cards(
    document: YamlDocument, *, expected_count: int | None = EVENT_DECK_SIZE
) -> dict[str, EventCard]:
    """Validate parsed event-card data; ``DataError`` names every problem's place."""
    problems: list[str] = []
    items = _top_list(document, "events", problems)
    cards: dict[str, EventCard] = {}
    seen: set[str] = set()
    for position, raw in enumerate(items):
        path: list[str | int] = ["events", position]
        if not isinstance(raw, dict):
            problems.append(f"{document.where(path)}: an event must be a mapping")
            continue
        card_id = _card_id(document, path, raw, seen, problems)
        texts: dict[str, str] = {}
        for key in ("title_en", "title_de", "text_en", "text_de"):
            value = raw.get(key)
            if not isinstance(value, str) or not value.strip():
                problems.append(f"{document.where([*path, key])}: {key} must be non-empty text")
                value = ""
            texts[key] = value
        effect = _load_effect(document, [*path, "effect"], raw.get("effect"), problems)
        if card_id is not None and effect is not None:
            cards[card_id] = EventCard(card_id, effect=effect, **texts)
    if expected_count is not None and not problems and len(cards) != expected_count:
        problems.append(
            f"{document.where(['events'])}: the event deck must have {expected_count} cards, "
            f"it has {len(cards)}"
        )
    if problems:
        raise DataError(document.source, problems)
    return cards


def _package_document(name: str) -> YamlDocument:
    resource = importlib_resources.files(__package__).joinpath(name)
    try:
        text = resource.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(name, [f"cannot read the packaged deck: {error}"]) from None
    return parse_yaml(text, f"eighty_days/engine/race/{name}")


@cache
def default_decks() -> Decks:
    """The shipped decks (package data beside this module), read once."""
    return Decks(
        load_action_cards(_package_document("action_cards.yaml")),
        load_event_cards(_package_document("event_cards.yaml")),
    )
