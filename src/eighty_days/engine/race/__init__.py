"""Eighty Days: engine race."""
