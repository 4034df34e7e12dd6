"""Eighty Days: engine journey."""
