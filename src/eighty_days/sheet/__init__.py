"""Eighty Days: sheet."""
