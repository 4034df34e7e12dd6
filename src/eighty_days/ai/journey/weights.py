"""The journey opponents' tuning values as one frozen ``Weights`` value.

A bot is given its weights (``JourneyBot.weights``, ``DEFAULT_WEIGHTS`` unless told), and
every decision reads them from its context: tuning passes another ``Weights`` instead of
patching a module. Each field states what it weighs; docs/balance.md tells how the
values were found (the simulations and the recorded games they were fitted to).

Fame-equivalents are points of the final score; units are ruler units; days are the
calendar's. The rules' own numbers (the arrival's points, Fogg's pounds) are not weights:
they live beside the code that applies them (``context``), and so do the numbers that
shape the stored tables (``home``, ``home_table``).
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.engine.journey import Character, Side


@dataclass(frozen=True, slots=True)
class Weights:
    """What the normal, hard and easy levels weigh, and how far they search."""

    # -- the calendar and the way home --
    #: The share of a ruler a route uses on average (routes bend, stop at places).
    ruler_use: float = 0.8
    #: Departure days a turn costs on average (market positions +0..+3).
    departure_days: float = 1.0
    #: Calendar points one may expect for reaching London in time (12 first, 5 later).
    calendar_expected: float = 9.0
    #: The same for the hard level in a game of two (a later arrival expected to score
    #: less, it spends more turns on fame).
    duel_calendar_expected: float = 6.0
    #: How sharply the chance of arriving in time falls with missing days.
    slack_scale: float = 2.5
    #: Days kept in hand against bad luck on the way home (the market may not offer the
    #: card a plan needs): the chance of arriving in time is judged against the days left
    #: less these.
    margin_days: float = 8.0
    #: Fame expected from each spare day (more turns for areas and adventures).
    day_worth: float = 0.2
    #: Spare days beyond this are worth nothing more.
    slack_cap: float = 12.0

    # -- what a position holds --
    #: What a pound in hand is worth in fame at the end (it also spares days on the way
    #: home, which the calendar estimate counts).
    pound_worth: float = 1.0 / 3.0
    #: What holding a character is worth (fame-equivalent), by character and side; a
    #: character and side not listed is worth nothing (``character_worth``).
    character_worths: tuple[tuple[Character, Side, float], ...] = (
        (Character.FOGG, Side.FRONT, 1.2),
        (Character.FOGG, Side.BACK, 0.8),
        (Character.PASSEPARTOUT, Side.FRONT, 1.5),
        (Character.PASSEPARTOUT, Side.BACK, 0.4),
        (Character.AOUDA, Side.FRONT, 0.6),
        (Character.AOUDA, Side.BACK, 0.4),
    )
    #: Fame per new area, and per adventure location or icon of a claimed adventure card.
    area_fame: float = 1.0
    adventure_fame: float = 2.0

    # -- the candidate routes --
    #: Directions of a fan (full circle) and of a second-leg fan.
    fan_directions: int = 16
    second_fan_directions: int = 6
    #: Shorter free ends tried along each fan direction (fractions of the ruler).
    free_end_fractions: tuple[float, ...] = (1.0, 0.6)
    #: How many of the best choices must have a checked way home; legs checked per end.
    checked_choices: int = 12
    legs_checked: int = 8
    #: Bent routes are searched for at most this many offers (those best without bends):
    #: by the hard level, and by the normal level, which must decide within its time
    #: budget.
    bent_offers: int = 6
    normal_bent_offers: int = 3
    #: The hard level also draws routes to the reach table's nodes nearest home in days:
    #: the best this many are judged per ruler and transport ...
    way_home_asked: int = 24
    #: ... and this many legal ones drawn straight from the route end ...
    way_home_targets: int = 6
    #: ... and this many from each bend of a bent route.
    way_home_second_targets: int = 2
    #: Rulers of three segments also bend twice (hard level): second bends per first
    #: bend ...
    double_bend_directions: int = 12
    #: ... and the second bends kept (those with ways home fewest days from home).
    double_bends_kept: int = 8
    #: A node closer than this to the route end is not a way home (ruler units).
    way_home_min_units: float = 0.25

    # -- the look-ahead (hard level) --
    #: How many of the cheapest offers (pounds + days) the look-ahead weighs for the next
    #: turn.
    lookahead_offers: int = 8
    #: How many of the best next turns have their way home checked with the cards that
    #: can follow (the reach table).
    lookahead_checked: int = 4
    #: How many first choices the hard level looks one turn beyond.
    lookahead_breadth: int = 3

    # -- the race for the first arrival in a game of two (hard level, R2024-04) --
    #: The chance of arriving before the rival, logistic in the lead in days of the
    #: player's expected day home over the rival's: logit ``race_first_at_par`` at no
    #: lead, ``race_first_per_day`` more per day of lead. That chance moves the fixed
    #: expectation (``duel_calendar_expected`` at no lead) by the 7 points between the
    #: first arrival's and a later one's.
    race_first_at_par: float = 1.265
    race_first_per_day: float = 0.119
    #: A rival's pace home in the look-ahead, as a share of the no-money days per ruler
    #: unit (rivals with money in hand go faster).
    rival_pace: float = 0.8

    # -- playing for a win (hard level) --
    #: Once every rival's journey has ended, each choice is valued by its chance of a
    #: win, with the final score's spread: per spare day of the estimate, and at least.
    win_spread_per_day: float = 0.15
    win_spread_min: float = 1.0
    #: The days kept in hand when judging the chance of arriving in time for a win (fewer
    #: than ``margin_days``: a last journey home may be bolder).
    win_margin_days: float = 4.0
    #: The chance of a win is worth this much fame (so the estimated score only breaks
    #: ties).
    win_worth: float = 100.0
    #: The duel's end (a game of two before any arrival): the rival's forecast final adds
    #: the fame it may still win on its way: ``rival_fame_per_spare_day`` for each spare
    #: day of its typical way home beyond ``rival_fame_from_days``, at most
    #: ``rival_fame_max``; in the chance of a win ``rival_fame_after`` more, each point of
    #: it adding ``rival_fame_spread`` to the spread.
    rival_fame_per_spare_day: float = 0.5
    rival_fame_from_days: float = 8.0
    rival_fame_max: float = 7.0
    rival_fame_after: float = 0.5
    rival_fame_spread: float = 0.5
    #: The forecast counts the later arrival's points only for a rival whose typical way
    #: home misses day 80 by at most this many days; one later still plays on for fame
    #: until day 80 instead.
    rival_late_days: float = 25.0

    # -- Fix and the rivals (hard level, R2024-08) --
    #: The chance that a rival takes a card with Fix's icon before the player's next
    #: turn, per such card face up in the market (at most ``fix_threat_max``).
    fix_threat_per_card: float = 0.2
    fix_threat_max: float = 0.6
    #: A rival's loss counts for the player at this share (as held characters do).
    rival_share: float = 0.3

    # -- strandings (hard level, R2024-04) --
    #: Taken off a move whose end is a stranding (London out of reach by day 80 with any
    #: card of the game): more than any move is worth, so that the hard level strands
    #: itself only when every move does.
    stranding_penalty: float = 1000.0
    #: What each day by which a typical journey home would miss day 80 costs, counted up
    #: to ``reserve_days``: a guard against strandings the next markets would force.
    reserve_days: float = 10.0
    reserve_day_worth: float = 2.5
    #: The most pounds a player may still earn per day left (R2024-14, R2024-15): an end
    #: from which London is out of reach by day 80 when no more is earned is a *likely*
    #: stranding, which costs ``likely_stranding_penalty``: more than any move is worth,
    #: less than a sure one.
    earn_per_day: float = 1.0
    likely_stranding_penalty: float = 100.0

    # -- the easy level --
    #: The most routes of no length the easy level draws in a row: after that many, it
    #: takes any card that moves it at all.
    easy_most_stays: int = 2
    #: The easy level's route ends where it comes nearest home (ruler units by the way-home
    #: graph); a place counts as this much nearer (an end in open country or at sea earns
    #: nothing) ...
    easy_place_worth: float = 0.25
    #: ... and with fewer pounds in hand than ``easy_poor_below``, a place of the income
    #: card as this much nearer again per pound it pays.
    easy_poor_below: int = 8
    easy_income_worth: float = 0.4
    #: The easy level hurries home (the move that brings it home soonest) when its move
    #: would bring it home later than this many days before day 80.
    easy_margin_days: float = 10.0

    def character_worth(self, character: Character, side: Side) -> float:
        """What holding ``character`` on ``side`` is worth (0.0 if not listed)."""
        for listed, listed_side, worth in self.character_worths:
            if listed is character and listed_side is side:
                return worth
        return 0.0


#: The weights the program's opponents play with.
DEFAULT_WEIGHTS = Weights()
