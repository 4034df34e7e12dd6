"""The two decks of the 1986 race as data: 60 action cards and 40 event cards.

The decks ship as package data (``action_cards.yaml``, ``event_cards.yaml`` beside this
module, read by ``eighty_days.shipped_race``); ``load_action_cards`` and
``load_event_cards`` validate parsed YAML and name the place of every problem. The
composition is documented in docs/race-cards.md.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from eighty_days.engine.common import shown
from eighty_days.engine.race.board import SpaceKind
from eighty_days.messages import Message, define
from eighty_days.resources import DataError, YamlDocument

# What can be wrong with a deck file (templates: ui/common/message_text.py).
FILE_MAPPING = define("race_cards.file_mapping", "the file must be a mapping with '{key}'")
FORMAT = define("race_cards.format", "format must be {expected}, not {found}")
NOT_LIST = define("race_cards.not_list", "'{key}' must be a list")
TEXT_ID = define("race_cards.text_id", "every card needs a text id")
ID_TWICE = define("race_cards.id_twice", "the id {id} is used twice")
CARD_MAPPING = define("race_cards.card_mapping", "a card must be a mapping")
UNKNOWN_KIND = define("race_cards.unknown_kind", "unknown card kind {kind} (one of {kinds})")
TRAVEL_TRANSPORT = define(
    "race_cards.travel_transport",
    "a travel card needs a transport (one of {transports}), not {found}",
)
TRAVEL_VALUE = define(
    "race_cards.travel_value", "a travel card's value must be 1–{most}, not {found}"
)
NO_TRANSPORT = define("race_cards.no_transport", "a {kind} card has no transport or value")
ACTION_DECK = define(
    "race_cards.action_deck", "the action deck must have {expected} cards, it has {found}"
)
EFFECT_MAPPING = define("race_cards.effect_mapping", "the effect must be a mapping with a kind")
UNKNOWN_EFFECT = define("race_cards.unknown_effect", "unknown effect {effect} (one of {effects})")
EFFECT_EXTRA = define("race_cards.effect_extra", "the effect {effect} does not take {keys}")
EFFECT_AMOUNT = define("race_cards.effect_amount", "{effect} needs {key}: 1–10, not {found}")
EFFECT_SPACE = define(
    "race_cards.effect_space", "{effect} needs a space_kind (one of {kinds}), not {found}"
)
EFFECT_TRANSPORT = define(
    "race_cards.effect_transport", "{effect} needs a transport (one of {transports}), not {found}"
)
EVENT_MAPPING = define("race_cards.event_mapping", "an event must be a mapping")
EVENT_TEXT = define("race_cards.event_text", "{key} must be non-empty text")
EVENT_DECK = define(
    "race_cards.event_deck", "the event deck must have {expected} cards, it has {found}"
)

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


def _top_list(document: YamlDocument, key: str, problems: list[Message]) -> list[Any]:
    data = document.data
    if not isinstance(data, dict):
        raise DataError(document.source, [FILE_MAPPING(key=key)])
    if data.get("format") != CARDS_FORMAT:
        problems.append(
            document.problem(
                ["format"], FORMAT(expected=CARDS_FORMAT, found=shown(data.get("format")))
            )
        )
    items = data.get(key)
    if not isinstance(items, list):
        problems.append(document.problem([key], NOT_LIST(key=key)))
        raise DataError(document.source, problems)
    return items


def _card_id(
    document: YamlDocument,
    path: list[str | int],
    raw: dict[str, Any],
    seen: set[str],
    problems: list[Message],
) -> str | None:
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not card_id.strip():
        problems.append(document.problem([*path, "id"], TEXT_ID()))
        return None
    if card_id in seen:
        problems.append(document.problem([*path, "id"], ID_TWICE(id=shown(card_id))))
        return None
    seen.add(card_id)
    return card_id


def load_action_cards(
    document: YamlDocument, *, expected_count: int | None = ACTION_DECK_SIZE
) -> dict[str, ActionCard]:
    """Validate parsed action-card data; ``DataError`` names every problem's place."""
    problems: list[Message] = []
    items = _top_list(document, "cards", problems)
    kinds = {kind.value: kind for kind in CardKind}
    transports = {t.value: t for t in Transport}
    cards: dict[str, ActionCard] = {}
    seen: set[str] = set()
    for position, raw in enumerate(items):
        path: list[str | int] = ["cards", position]
        if not isinstance(raw, dict):
            problems.append(document.problem(path, CARD_MAPPING()))
            continue
        card_id = _card_id(document, path, raw, seen, problems)
        kind = kinds.get(str(raw.get("kind")))
        if kind is None:
            problems.append(
                document.problem(
                    [*path, "kind"],
                    UNKNOWN_KIND(kind=shown(raw.get("kind")), kinds=", ".join(kinds)),
                )
            )
            continue
        transport: Transport | None = None
        value = 0
        if kind is CardKind.TRAVEL:
            transport = transports.get(str(raw.get("transport")))
            if transport is None:
                problems.append(
                    document.problem(
                        [*path, "transport"],
                        TRAVEL_TRANSPORT(
                            transports=", ".join(transports), found=shown(raw.get("transport"))
                        ),
                    )
                )
            raw_value = raw.get("value")
            if (
                not isinstance(raw_value, int)
                or isinstance(raw_value, bool)
                or not 1 <= raw_value <= MAX_TRAVEL_VALUE
            ):
                problems.append(
                    document.problem(
                        [*path, "value"],
                        TRAVEL_VALUE(most=MAX_TRAVEL_VALUE, found=shown(raw_value)),
                    )
                )
            else:
                value = raw_value
        elif "transport" in raw or "value" in raw:
            problems.append(document.problem(path, NO_TRANSPORT(kind=kind.value)))
        if card_id is not None:
            cards[card_id] = ActionCard(card_id, kind, transport, value)
    if expected_count is not None and not problems and len(cards) != expected_count:
        problems.append(
            document.problem(["cards"], ACTION_DECK(expected=expected_count, found=len(cards)))
        )
    if problems:
        raise DataError(document.source, problems)
    return cards


def _load_effect(
    document: YamlDocument, path: list[str | int], raw: Any, problems: list[Message]
) -> EventEffect | None:
    if not isinstance(raw, dict):
        problems.append(document.problem(path, EFFECT_MAPPING()))
        return None
    kinds = {kind.value: kind for kind in EffectKind}
    kind = kinds.get(str(raw.get("kind")))
    if kind is None:
        problems.append(
            document.problem(
                [*path, "kind"],
                UNKNOWN_EFFECT(effect=shown(raw.get("kind")), effects=", ".join(kinds)),
            )
        )
        return None
    needed = _EFFECT_FIELDS[kind]
    extra = set(raw) - {"kind"} - ({needed} if needed else set())
    if extra:
        problems.append(
            document.problem(path, EFFECT_EXTRA(effect=kind.value, keys=", ".join(sorted(extra))))
        )
    if needed in ("spaces", "cards"):
        amount = raw.get(needed)
        if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 10:
            problems.append(
                document.problem(
                    [*path, needed],
                    EFFECT_AMOUNT(effect=kind.value, key=needed, found=shown(amount)),
                )
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
                document.problem(
                    [*path, "space_kind"],
                    EFFECT_SPACE(
                        effect=kind.value,
                        kinds=", ".join(allowed),
                        found=shown(raw.get("space_kind")),
                    ),
                )
            )
            return None
        return EventEffect(kind, space_kind=space_kind)
    if needed == "transport":
        transports = {t.value: t for t in Transport}
        transport = transports.get(str(raw.get("transport")))
        if transport is None:
            problems.append(
                document.problem(
                    [*path, "transport"],
                    EFFECT_TRANSPORT(
                        effect=kind.value,
                        transports=", ".join(transports),
                        found=shown(raw.get("transport")),
                    ),
                )
            )
            return None
        return EventEffect(kind, transport=transport)
    return EventEffect(kind)


def load_event_cards(
    document: YamlDocument, *, expected_count: int | None = EVENT_DECK_SIZE
) -> dict[str, EventCard]:
    """Validate parsed event-card data; ``DataError`` names every problem's place."""
    problems: list[Message] = []
    items = _top_list(document, "events", problems)
    cards: dict[str, EventCard] = {}
    seen: set[str] = set()
    for position, raw in enumerate(items):
        path: list[str | int] = ["events", position]
        if not isinstance(raw, dict):
            problems.append(document.problem(path, EVENT_MAPPING()))
            continue
        card_id = _card_id(document, path, raw, seen, problems)
        texts: dict[str, str] = {}
        for key in ("title_en", "title_de", "text_en", "text_de"):
            value = raw.get(key)
            if not isinstance(value, str) or not value.strip():
                problems.append(document.problem([*path, key], EVENT_TEXT(key=key)))
                value = ""
            texts[key] = value
        effect = _load_effect(document, [*path, "effect"], raw.get("effect"), problems)
        if card_id is not None and effect is not None:
            cards[card_id] = EventCard(card_id, effect=effect, **texts)
    if expected_count is not None and not problems and len(cards) != expected_count:
        problems.append(
            document.problem(["events"], EVENT_DECK(expected=expected_count, found=len(cards)))
        )
    if problems:
        raise DataError(document.source, problems)
    return cards
