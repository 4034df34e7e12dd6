"""The 2024 journey game on screen: the pad map, the ruler, the market, the calendar."""
