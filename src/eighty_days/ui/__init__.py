"""Eighty Days: ui."""
