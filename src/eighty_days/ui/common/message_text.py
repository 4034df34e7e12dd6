"""A message value (``eighty_days.messages``) as text in the chosen language.

A message's template is the English its key was defined with (``messages.ENGLISH``),
translated in the context of its key (``tools/message_catalogue.py`` marks every template
for lupdate in ``message_catalogue.py``); a template that changes with a count (``%n``,
``(s)``) is translated with Qt's plural forms. What is written here is how the parameters
are rendered: whole numbers as they are, decimals and money as the language writes them
(``value_text``), names translated as names (a character in
``Characters``, a transport in ``Transport``, a place, area or balloon in ``Names``, a
player's name as written), a message inside a message as its own text. A language without
a translation of a key shows the engine's English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from eighty_days import i18n
from eighty_days.messages import (
    ENGLISH,
    Message,
    Money,
    Name,
    NameKind,
    Param,
    english_param,
    fill,
    has_plural_forms,
    plural_english,
)
from eighty_days.ui.common import value_text

# The translation context of each kind of name (players' own names are not translated).
_NAME_CONTEXTS = {
    NameKind.CHARACTER: "Characters",
    NameKind.TRANSPORT: "Transport",
    NameKind.PLACE: "Names",
    NameKind.AREA: "Names",
    NameKind.BALLOON: "Names",
    NameKind.CARD: "Names",
    NameKind.RACE: "RaceBoard",
}


def template_text(key: str, count: int | None = None) -> str:
    """The template of ``key`` in the chosen language: its English (``messages.ENGLISH``)
    translated in the context ``key``; a template with plural forms (``%n``, ``(s)``) takes
    the form for ``count`` (0 if none), ``%n`` filled in. Without a translation it is the
    English, its plural resolved ("1 day", "2 days")."""
    english = ENGLISH[key]
    if not english.strip():
        return english
    if not has_plural_forms(english):
        return QCoreApplication.translate(key, english)
    number = count if count is not None else 0
    text = QCoreApplication.translate(key, english, None, number)
    if text == english.replace("%n", str(number)):  # untranslated: English has no .qm
        return plural_english(english, number)
    return text


def name_text(name: Name) -> str:
    """A name in the chosen language (a player's name as it is)."""
    own = dict(name.translated).get(i18n.current_language())
    if own is not None:
        return own
    context = _NAME_CONTEXTS.get(name.kind)
    return name.text if context is None else QCoreApplication.translate(context, name.text)


def map_name(text: str) -> str:
    """A name printed on a map (a place, an area, a sheet, a canal, a mountain range, an
    adventure's title, the map's own name) in the chosen language: the shipped maps' names
    are translated as names (``ui/common/map_names.py``); any other is shown as written."""
    return QCoreApplication.translate("Names", text) if text else text


def param_text(value: Param) -> str:
    """One parameter as text in the chosen language."""
    if isinstance(value, Message):
        return message_text(value)
    if isinstance(value, Name):
        return name_text(value)
    if isinstance(value, Money):
        return value_text.money_text(value.pounds)
    if isinstance(value, float):
        return value_text.any_number_text(value)
    return english_param(value)


def message_text(message: Message) -> str:
    """``message`` in the chosen language: its template's text with the parameters filled
    in, each as ``param_text`` renders it."""
    text = template_text(message.key, message.count)
    return fill(text, {name: param_text(value) for name, value in message.params})


def error_text(error: BaseException) -> str:
    """The text of ``error`` in the chosen language: its message value (a ``MessageError``'s
    ``message``) translated, with its detail lines below (a ``DataError``'s problems), else
    its English."""
    message = getattr(error, "message", None)
    if not isinstance(message, Message):
        return str(error)
    lines = [message_text(message)]
    for detail in getattr(error, "details", ()):
        lines.append("  " + (message_text(detail) if isinstance(detail, Message) else str(detail)))
    return "\n".join(lines)


def plural_text(text: str, count: int) -> str:
    """A ``tr("… %n card(s) …", "", count)`` text with the English "(s)" resolved for
    ``count`` (English has no translation file to choose the plural form)."""
    return text.replace("(s)", "" if count == 1 else "s")
