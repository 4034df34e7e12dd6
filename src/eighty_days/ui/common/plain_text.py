"""Text from a file or a person shown as text, never as markup.

A player's name, a map's words or a file's path may hold ``<img src=…>`` or ``<b>``: Qt
takes such text for rich text wherever it guesses (a label's ``AutoText``, a tooltip, a
message box), loads the pictures it names and hides the tags. A label of such text is
``plain_label``; where a label must be rich (a coloured dot, bold), the
foreign parts go in through ``escaped``; a tooltip through ``plain_tooltip``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QWidget

from eighty_days.saves.format import colour_problem


def escaped(text: str) -> str:
    """``text`` for a rich-text string: ``<``, ``>``, ``&`` and quotes as entities."""
    return html.escape(text, quote=True)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` (and every later text) character for character."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as written: Qt guesses whether a tooltip is rich text,
    so text it would take for markup is escaped inside an explicit rich-text tooltip."""
    if not GuiQt.mightBeRichText(text):
        return text
    return "<p style='white-space:pre-wrap'>" + escaped(text) + "</p>"


def style_colour(colour: str, fallback: str) -> str:
    """``colour`` for a style inside rich text if it is ``#rrggbb``, else ``fallback``
    (a colour from a file never reaches markup unchecked)."""
    return colour if colour and colour_problem(colour) is None else fallback
