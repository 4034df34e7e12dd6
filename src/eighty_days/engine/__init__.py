"""Eighty Days: engine."""
