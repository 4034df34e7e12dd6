"""TODO"""

from __future__ import annotations

from eighty_days.engine.journey import (
    Character,
    Side,
)

#: The share of a ruler a route uses on average (routes bend, stop at places).
RULER_USE = 0.8


#: Departure days a turn costs on average (market positions +0..+3).
DEPARTURE_DAYS = 1.0


#: Calendar points one may expect for reaching London in time (12 first, 5 later).
CALENDAR_EXPECTED = 9.0


#: The same for the hard level in a two-player game. Simulated against the normal level
#: (docs/balance.md), expecting less from a later arrival made it spend more turns on
#: adventures and win more often (62 % of 300 games with 6, 56 % with 9); with four
#: players 6 made a quarter of the journeys miss the 80 days, so it stays 9 there.
DUEL_CALENDAR_EXPECTED = 6.0


#: How sharply the chance of arriving in time falls with missing days.
SLACK_SCALE = 2.5


#: Days kept in hand against bad luck on the way home (the market may not offer the card
#: a plan needs): the chance of arriving in time is judged against the days left less
#: these. Simulated on the world map (docs/balance.md), 8 days made 4 hard opponents
#: arrive in about 97 % of journeys against 46 % with none.
MARGIN_DAYS = 8.0


#: Fame expected from each spare day (more turns for areas and adventures).
DAY_WORTH = 0.2


#: Spare days beyond this are worth nothing more.
SLACK_CAP = 12.0


#: What a pound in hand is worth in fame at the end (it also spares days on the way home,
#: which the calendar estimate counts).
POUND_WORTH = 1.0 / 3.0


#: What holding a character is worth, by character and side (fame-equivalent).
CHARACTER_WORTH: dict[tuple[Character, Side], float] = {
    (Character.FOGG, Side.FRONT): 1.2,
    (Character.FOGG, Side.BACK): 0.8,
    (Character.PASSEPARTOUT, Side.FRONT): 1.5,
    (Character.PASSEPARTOUT, Side.BACK): 0.4,
    (Character.AOUDA, Side.FRONT): 0.6,
    (Character.AOUDA, Side.BACK): 0.4,
}


#: Fame per new area, per adventure location, per icon of a claimed adventure card.
AREA_FAME = 1.0


ADVENTURE_FAME = 2.0


#: Directions of a fan (full circle) and of a second-leg fan.
FAN_DIRECTIONS = 16


SECOND_FAN_DIRECTIONS = 6


#: Shorter free ends tried along each fan direction (fractions of the ruler).
FREE_END_FRACTIONS = (1.0, 0.6)


#: How many of the best choices must have a checked way home; legs checked per end.
CHECKED_CHOICES = 12


LEGS_CHECKED = 8


#: Bent routes are searched for at most this many offers (those best without bends): by
#: the hard level, and by the normal level, which must decide within its time budget.
BENT_OFFERS = 6


NORMAL_BENT_OFFERS = 3


#: The hard level also draws routes to the reach table's nodes nearest home in days
#: (``ai/reach.py``): the best this many are judged per ruler and transport ...
WAY_HOME_ASKED = 24


#: ... and this many legal ones drawn straight from the route end ...
WAY_HOME_TARGETS = 6


#: ... and this many from each bend of a bent route
WAY_HOME_SECOND_TARGETS = 2


#: Rulers of three segments also bend twice (hard level): second bends per first bend ...
DOUBLE_BEND_DIRECTIONS = 12


#: ... and the second bends kept (those with ways home fewest days from home)
DOUBLE_BENDS_KEPT = 8


#: A node closer than this to the route end is not a way home (ruler units)
WAY_HOME_MIN_UNITS = 0.25


#: How many of the cheapest offers (pounds + days) the look ahead weighs for the next turn.
LOOKAHEAD_OFFERS = 8


#: How many of the best next turns of the look-ahead have their way home checked with the
#: cards that can follow (``ai/reach.py``).
LOOKAHEAD_CHECKED = 4


#: How many first choices the hard bot looks one turn beyond.
LOOKAHEAD_BREADTH = 3


#: The race for the first arrival in a game of two (hard level, R2024-04): the chance of
#: arriving before the rival, fitted (logistic) to 116 recorded games of the hard level
#: against normal (seeds 17200-17259 and 17300-17355, docs/balance.md), on the lead in
#: days of the player's expected day home over the rival's (each its day and its typical
#: way home, ``ai/reach.py``, tickets paid with the pounds in hand and the rest in days):
#: logit ``RACE_FIRST_AT_PAR`` at no lead, ``RACE_FIRST_PER_DAY`` more per day of lead.
#: That chance moves the fixed expectation (``DUEL_CALENDAR_EXPECTED`` at no lead) by the
#: 7 points between the first arrival's and a later one's: the hard level then races
#: when behind and may take its time when well ahead.
RACE_FIRST_AT_PAR = 1.265


RACE_FIRST_PER_DAY = 0.119


#: A rival's pace home in the look-ahead, as a share of the no-money days per ruler unit
#: (rivals with money in hand go faster).
RIVAL_PACE = 0.8


#: Once every rival's journey has ended (their scores are final), the hard level plays to
#: beat the best of them: each choice is valued by its chance of a win, with the final
#: score's spread (fame, per spare day of the estimate, and at least) as below.
WIN_SPREAD_PER_DAY = 0.15


WIN_SPREAD_MIN = 1.0


#: The days kept in hand when judging the chance of arriving in time for a win (fewer
#: than ``MARGIN_DAYS``: a last journey home may be bolder).
WIN_MARGIN_DAYS = 4.0


#: The chance of a win is worth this much fame (so the estimated score only breaks ties).
WIN_WORTH = 100.0


#: The duel's end (hard level, a game of two before any arrival): when going home after
#: a move, with nothing more won on the way, would leave the player's final score below
#: the rival's forecast final, the hard level plays to win against that forecast instead
#: of for points (``play_duel_end``). The forecast: the rival's score now, the later
#: arrival's points (R2024-04) and the fame it may still win on its way:
#: ``RIVAL_FAME_PER_SPARE_DAY`` for each spare day of its typical way home beyond
#: ``RIVAL_FAME_FROM_DAYS``, at most ``RIVAL_FAME_MAX``; in the chance of a win
#: ``RIVAL_FAME_AFTER`` more, each point of it adding ``RIVAL_FAME_SPREAD`` to the spread.
#: Fitted to 120 recorded games of the hard level against normal (tuning seeds
#: 17000-17119, docs/balance.md): the normal level won 0.5 more fame after the hard
#: level's arrival turn, 2.4 with 10-15 spare days, 6.5 with 15-25, 7.9 with 25-30.
RIVAL_FAME_PER_SPARE_DAY = 0.5


RIVAL_FAME_FROM_DAYS = 8.0


RIVAL_FAME_MAX = 7.0


RIVAL_FAME_AFTER = 0.5


RIVAL_FAME_SPREAD = 0.5


#: The forecast counts the later arrival's points only for a rival whose typical way home
#: misses day 80 by at most this many days; one later still plays on for fame until day
#: 80 instead (seed 18245, docs/balance.md: a rival expected home on day 109 never came
#: home, and the hard level, counting its 5 points, gambled away a won arrival by balloon
#: and was stranded). With 10 days, the hard level went home too early in 2 of the 120
#: tuning games (17000-17119), with 25 in none.
RIVAL_LATE_DAYS = 25.0


#: The chance that a rival takes a card with Fix's icon before the player's next turn, per
#: such card face up in the market (at most ``FIX_THREAT_MAX``): the hard level weighs it
#: against ending its route furthest east (ruling R2024-08).
FIX_THREAT_PER_CARD = 0.2


FIX_THREAT_MAX = 0.6


#: A rival's loss counts for the player at this share (as held characters do).
RIVAL_SHARE = 0.3


#: What the hard level takes off a move whose end is a stranding (London out of reach
#: by day 80 with any card of the game, ``ai/reach.py``): more than any move is worth,
#: so that it strands itself only when every move does (R2024-04).
STRANDING_PENALTY = 1000.0


#: What each day by which a typical journey home (``ai/reach.py``, ``typical``) would miss
#: day 80 costs the hard level (fame-equivalent), counted up to ``RESERVE_DAYS``: a guard
#: against strandings the next markets would force.
RESERVE_DAYS = 10.0


RESERVE_DAY_WORTH = 2.5


#: The most pounds a player may still earn per day left (income where a way home ends its
#: turns; R2024-14, R2024-15): near day 80 no turns are left to earn the pounds the
#: stranding bound counts. An end from which London is out of reach by day 80 when no
#: more than this is earned is a *likely* stranding, which costs the hard level
#: ``LIKELY_STRANDING_PENALTY``: more than any move is worth, less than a sure one.
EARN_PER_DAY = 1.0


LIKELY_STRANDING_PENALTY = 100.0
