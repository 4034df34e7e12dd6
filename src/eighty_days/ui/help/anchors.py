"""The rules guide's paragraphs the windows open (anchors of ``rules-guide-*.html``)."""

from __future__ import annotations

#: The guide's part on the 2024 journey game.
JOURNEY_ANCHOR = "journey"
#: The guide's part on the 1986 race.
RACE_ANCHOR = "race"
#: Why a market card cannot be taken (journey).
WHY_NO_MARKET_CARD = "j-why-card"
#: How a route may be drawn (journey).
ROUTE_ANCHOR = "j-route"
#: Why a card of the hand cannot be played (race).
WHY_NO_RACE_CARD = "r-why-card"
