"""The one error a save file can raise: ``SaveError`` names the file, the place and the problem."""

from __future__ import annotations

from eighty_days.messages import Message, Param, define

#: A save's problem after its file (and the place inside it).
IN_FILE = define("save.in_file", "{source}: {problem}")
AT_PLACE = define("save.at_place", "{source}: {where}: {problem}")


class SaveError(ValueError):
    """A save file that cannot be read or replayed.

    ``source`` is the file (or ``<data>``), ``where`` the place inside it (``actions[12]``,
    ``map.sha256``; empty for the whole file), ``problem`` the explanation for the player
    (a ``Message``); ``message`` is all three as one message, ``str()`` its English.
    """

    def __init__(self, source: str, problem: Message, where: str = "") -> None:
        self.source = source
        self.where = where
        self.problem = problem
        if where:
            self.message = AT_PLACE(source=source, where=where, problem=problem)
        else:
            self.message = IN_FILE(source=source, problem=problem)
        super().__init__(str(self.message))


def error_message(error: BaseException) -> Param:
    """What ``error`` says, as a message when it carries one (``error.message``), else its
    English text: an engine's refusal or a map's problems quoted inside a save's problem."""
    message = getattr(error, "message", None)
    return message if isinstance(message, Message) else str(error)
