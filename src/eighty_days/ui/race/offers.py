"""What the race screen offers a player now, worked out from the engine (no Qt).

The views only show what is here: each card of the hand with the ways it may be played
(or the engine's reason why not), and the turn's other choices (draw, exchange, discard,
end the turn, a kept event). Legality comes from ``legal_actions``; the reasons are the
engine's own, from ``why_illegal``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from eighty_days.engine.race import (
    Action,
    ActionCard,
    CardKind,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    Phase,
    PlayCard,
    PlayEvent,
    RaceState,
    SpaceKind,
    Transport,
    current_player,
    legal_actions,
    why_illegal,
)
from eighty_days.ui.common.message_text import map_name, message_text
from eighty_days.ui.race.looks import space_label, transport_name

TRANSPORT_LABELS = {t: t.value.capitalize() for t in Transport}  # (names in English)


def space_name(state: RaceState, index: int) -> str:
    """A space in the chosen language: "London", "Paris (great travel station)", "space 12
    (telescope space)"."""
    space = state.board.spaces[index]
    if space.kind is SpaceKind.LONDON:
        return space_label(space.kind)
    name = map_name(space.city or "") or QCoreApplication.translate(
        "RaceOffers", "space {number}"
    ).format(number=index)
    if space.kind in (SpaceKind.PLAIN, SpaceKind.START):
        return name
    return f"{name} ({space_label(space.kind)})"


def why_not(state: RaceState, action: Action) -> str | None:
    """The engine's reason why ``action`` is refused now, in the chosen language, or None
    if it is allowed."""
    reason = why_illegal(state, action)
    return None if reason is None else message_text(reason)


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One way to play a card: a label ("2", "Ship", "Backward"), the action, its legality."""

    label: str
    action: PlayCard
    reason: str | None = None
    #: The space the figure would move to (before any space acts), if the card moves it.
    target: int | None = None

    @property
    def is_enabled(self) -> bool:
        """True if the engine allows this choice now."""
        return self.reason is None


@dataclass(frozen=True, slots=True)
class CardOffer:
    """A card in the hand as the screen shows it: the card, its choices, why it is greyed."""

    card: ActionCard
    choices: tuple[CardChoice, ...]
    reason: str | None = None

    @property
    def is_playable(self) -> bool:
        """True if at least one of the card's choices is allowed."""
        return self.reason is None

    @property
    def needs_choice(self) -> bool:
        """True if the player must pick one of several ways to play the card."""
        return len(self.choices) > 1


def _choices(state: RaceState, card: ActionCard, seat: int) -> list[PlayCard]:
    """The ways to play ``card``, each for ``seat`` (the engine checks who acts)."""
    if card.kind is CardKind.MONEY_BAG:
        return [PlayCard(card.id, steps=steps, seat=seat) for steps in (1, 2, 3)]
    if card.kind is CardKind.WIND_ROSE:
        return [PlayCard(card.id, new_transport=t, seat=seat) for t in Transport]
    if card.kind is CardKind.TRAVEL and state.config.expert.travel_backward:
        return [PlayCard(card.id, seat=seat), PlayCard(card.id, backward=True, seat=seat)]
    return [PlayCard(card.id, seat=seat)]


def _label(action: PlayCard, card: ActionCard) -> str:
    if action.steps is not None:
        return f"{action.steps}"
    if action.new_transport is not None:
        return transport_name(action.new_transport)
    if card.kind is CardKind.TRAVEL:
        if action.backward:
            return QCoreApplication.translate("RaceOffers", "Backward")
        return QCoreApplication.translate("RaceOffers", "Forward")
    return QCoreApplication.translate("RaceOffers", "Play")


def _target(state: RaceState, player: int, card: ActionCard, action: PlayCard) -> int | None:
    position = state.players[player].position
    if card.kind is CardKind.MONEY_BAG and action.steps is not None:
        return min(position + action.steps, state.board.finish)
    if card.kind is CardKind.TRAVEL:
        step = -card.value if action.backward else card.value
        return max(0, min(position + step, state.board.finish))
    return None


def hand_offers(state: RaceState, player: int) -> tuple[CardOffer, ...]:
    """Every card in ``player``'s hand with its choices, each legal or with the reason."""
    legal = set(legal_actions(state))
    deciding = current_player(state)
    offers: list[CardOffer] = []
    for card in state.hand_cards(player):
        if player != state.turn_player or deciding != player:
            who = state.players[deciding].name if deciding is not None else ""
            reason: str | None = (
                QCoreApplication.translate("RaceOffers", "The race is over.")
                if deciding is None
                else QCoreApplication.translate(
                    "RaceOffers", "Not now: {name} has to decide."
                ).format(name=who)
                if deciding != player
                else QCoreApplication.translate("RaceOffers", "It is {name}'s turn.").format(
                    name=state.current.name
                )
            )
            offers.append(CardOffer(card, (), reason))
            continue
        choices = tuple(
            CardChoice(
                _label(action, card),
                action,
                None
                if action in legal
                else why_not(state, action)
                or QCoreApplication.translate("RaceOffers", "Not allowed now."),
                _target(state, player, card, action),
            )
            for action in _choices(state, card, player)
        )
        enabled = [choice for choice in choices if choice.is_enabled]
        reason = None if enabled else choices[0].reason
        offers.append(CardOffer(card, choices, reason))
    return tuple(offers)


@dataclass(frozen=True, slots=True)
class TurnOffer:
    """The turn's choices besides playing a card; each ``*_reason`` is None when allowed."""

    draw_one_reason: str | None
    draw_two_reason: str | None
    exchange_reason: str | None
    discard_reason: str | None
    end_turn_reason: str | None
    play_event_reason: str | None
    exchangeable: bool
    discardable: bool


def turn_offer(state: RaceState) -> TurnOffer:
    """Draw 1/2, exchange at 12+, discard past the last handcuffs, end turn, kept event."""
    legal = legal_actions(state)
    hand = state.current.hand
    exchange = next((a for a in legal if isinstance(a, ExchangeCards)), None)
    discard = next((a for a in legal if isinstance(a, DiscardCard)), None)

    def reason(action: Action) -> str | None:
        return (
            None
            if action in legal
            else why_not(state, action)
            or QCoreApplication.translate("RaceOffers", "Not allowed now.")
        )

    exchange_reason = None
    if exchange is None:
        pair = (hand[0], hand[1]) if len(hand) >= 2 else ("-", "-")
        exchange_reason = why_not(state, ExchangeCards(pair)) or QCoreApplication.translate(
            "RaceOffers", "Not allowed now."
        )
    discard_reason = None
    if discard is None:
        discard_reason = why_not(state, DiscardCard(hand[0] if hand else "-")) or (
            QCoreApplication.translate("RaceOffers", "Not allowed now.")
        )
    return TurnOffer(
        draw_one_reason=reason(DrawCards(1)),
        draw_two_reason=reason(DrawCards(2)),
        exchange_reason=exchange_reason,
        discard_reason=discard_reason,
        end_turn_reason=reason(EndTurn()),
        play_event_reason=(
            reason(PlayEvent())
            if state.config.expert.keep_event
            else QCoreApplication.translate(
                "RaceOffers", "Event cards are kept only in the expert variant."
            )
        ),
        exchangeable=exchange is not None,
        discardable=discard is not None,
    )


@dataclass(frozen=True, slots=True)
class DefenceOffer:
    """The question to a victim: what threatens them and which money bag would cancel it."""

    victim: int
    question: str
    money_bag: str | None


def defence_offer(state: RaceState) -> DefenceOffer | None:
    """In the DEFEND phase, the victim's question; None otherwise."""
    if state.phase is not Phase.DEFEND or not state.pending:
        return None
    pending = state.pending[0]
    victim = state.players[pending.victim]
    source = message_text(pending.source)
    source = source[:1].upper() + source[1:]
    question = QCoreApplication.translate(
        "RaceOffers",
        "{name}: {source} sends you back from {start} to {end}. Pay a money bag to cancel it?",
    ).format(
        name=victim.name,
        source=source,
        start=space_name(state, victim.position),
        end=space_name(state, pending.target),
    )
    bag = next((a.card_id for a in legal_actions(state) if isinstance(a, Defend)), None)
    return DefenceOffer(pending.victim, question, bag)


@dataclass(frozen=True, slots=True)
class JumpOffer:
    """The question to a player who has played out the hand (ruling R1986-09): the
    question, where the jump would land, and, near London, how many cards a figure may
    take into London (the jump's 5 cards may be too many there), else None."""

    player: int
    question: str
    target: int
    card_limit: int | None


def jump_offer(state: RaceState) -> JumpOffer | None:
    """In the JUMP_CHOICE phase, the question: the jump's landing space, and what declining
    means; None otherwise."""
    if state.phase is not Phase.JUMP_CHOICE:
        return None
    me = state.current
    finish = state.board.finish
    target = min(me.position + 5, finish)
    if target >= finish:
        question = QCoreApplication.translate(
            "RaceOffers",
            "The jump of 5 spaces takes you from {start} into London: you win the race. "
            "Or decline it: you stay where you are and your turn ends.",
        ).format(start=space_name(state, me.position))
        return JumpOffer(state.turn_player, question, target, None)
    question = QCoreApplication.translate(
        "RaceOffers",
        "Jump 5 spaces from {start} to {end} and draw 5 new cards, or decline both: "
        "you stay where you are, draw nothing, and your turn ends.",
    ).format(start=space_name(state, me.position), end=space_name(state, target))
    near = target >= state.board.final_handcuff_spaces[0]
    return JumpOffer(
        state.turn_player, question, target, state.finish_card_limit() if near else None
    )
