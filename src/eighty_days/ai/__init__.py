"""Eighty Days: ai."""
