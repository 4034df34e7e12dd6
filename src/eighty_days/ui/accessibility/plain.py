"""Accessible names and descriptions in plain text: a screen reader says what it is given,
tags and all."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocumentFragment


def plain_text(text: str) -> str:
    """``text`` without markup: rich text (``<b>…</b><br>…``) as the words it shows, line
    breaks as new lines; plain text unchanged."""
    if not Qt.mightBeRichText(text) and "<br" not in text:
        return text
    return QTextDocumentFragment.fromHtml(text).toPlainText().strip()
