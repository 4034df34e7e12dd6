"""Final scoring of the journey game (rulebook, End of the Journey and Scoring; R2024-14)."""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.engine.journey.state import JourneyState
from eighty_days.messages import Message, define
from eighty_days.sheet.model import LocationType

#: Fame per adventure location visited and per icon on an acquired adventure card.
ADVENTURE_FAME = 2
#: Pounds per fame point for money left (R2024-14).
POUNDS_PER_FAME = 3


# How the winner was found (the UI's templates: ui/common/message_text.py).
MOST_FAME = define("score.most_fame", "{name} has the most fame ({fame}).")
ON_CALENDAR = define(
    "score.on_calendar",
    "{names} tie on {fame} fame; {name} wins on calendar points ({points}).",
)
ON_ADVENTURES = define(
    "score.on_adventures",
    "{names} tie on {fame} fame; after equal calendar points {name} wins on adventure points "
    "({points}).",
)
SHARED = define(
    "score.shared",
    "{names} tie on {fame} fame; {sharing} are still level on calendar and adventure points "
    "and share the victory.",
)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's fame in every scoring category, and the total."""

    player: int
    name: str
    money: int
    calendar: int
    balloons: int
    areas: int
    adventures: int

    @property
    def total(self) -> int:
        """The sum of the five categories."""
        return self.money + self.calendar + self.balloons + self.areas + self.adventures


@dataclass(frozen=True, slots=True)
class Outcome:
    """The score table, the ranking (best first), the winner(s) and how ties were broken."""

    scores: tuple[PlayerScore, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: str
    #: ``tie_break`` as a message value, for the UI to write in the chosen language.
    message: Message | None = None

    def score_of(self, player: int) -> PlayerScore:
        """The score line of ``player``."""
        return self.scores[player]


def player_score(state: JourneyState, index: int) -> PlayerScore:
    """``player``'s score now (calendar points count once the journey has ended)."""
    player = state.players[index]
    sheet = state.config.sheet
    visited = {sheet.location(v) for v in set(player.visits)}
    areas = len({location.area for location in visited})
    adventure_places = sum(1 for loc in visited if loc.type is LocationType.ADVENTURE)
    icons = sum(
        card.icons for card in sheet.adventure_cards if card.id in set(player.adventure_cards)
    )
    balloons_left = len(state.config.cards.balloons) - len(set(player.balloons_used))
    return PlayerScore(
        player=index,
        name=player.name,
        money=max(player.money, 0) // POUNDS_PER_FAME,
        calendar=player.calendar_points,
        balloons=balloons_left,
        areas=areas,
        adventures=ADVENTURE_FAME * (adventure_places + icons),
    )


def outcome(state: JourneyState) -> Outcome:
    """The result: scores, ranking and winners with the tie-breaks (calendar, adventures).

    Can be asked at any time (a running game gives the standings so far).
    """
    scores = tuple(player_score(state, i) for i in range(len(state.players)))

    ranking = tuple(
        s.player
        for s in sorted(scores, key=lambda s: (-s.total, -s.calendar, -s.adventures, s.player))
    )
    best_total = max(s.total for s in scores)
    tied = [s for s in scores if s.total == best_total]
    winners: tuple[int, ...]
    if len(tied) == 1:
        explanation = MOST_FAME(name=tied[0].name, fame=best_total)
        winners = (tied[0].player,)
    else:
        names = ", ".join(s.name for s in tied)
        best_calendar = max(s.calendar for s in tied)
        by_calendar = [s for s in tied if s.calendar == best_calendar]
        if len(by_calendar) == 1:
            winners = (by_calendar[0].player,)
            explanation = ON_CALENDAR(
                names=names, fame=best_total, name=by_calendar[0].name, points=best_calendar
            )
        else:
            best_adventures = max(s.adventures for s in by_calendar)
            by_adventures = [s for s in by_calendar if s.adventures == best_adventures]
            if len(by_adventures) == 1:
                winners = (by_adventures[0].player,)
                explanation = ON_ADVENTURES(
                    names=names,
                    fame=best_total,
                    name=by_adventures[0].name,
                    points=best_adventures,
                )
            else:
                winners = tuple(s.player for s in by_adventures)
                sharing = ", ".join(s.name for s in by_adventures)
                explanation = SHARED(names=names, fame=best_total, sharing=sharing)
    return Outcome(scores, ranking, winners, str(explanation), explanation)
