"""Widgets and drawing helpers shared by both games' screens."""
