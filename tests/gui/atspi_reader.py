"""What a screen reader reads, from outside the program: run with a Python that has
``pyatspi`` (Debian's python3-pyatspi), on the program's session bus.

    python3 tests/gui/atspi_reader.py tree WINDOW-TITLE-START
    python3 tests/gui/atspi_reader.py listen HEAR-AT-LEAST SECONDS

``tree`` prints one JSON list: every node (role, name, depth) of the applications with a
window whose title starts so. ``listen`` prints the texts of the ``object:announcement``
events heard until it heard ``HEAR-AT-LEAST`` of them or ``SECONDS`` passed (a JSON list).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]


def walk(node: Any, depth: int, found: list[dict[str, Any]]) -> None:
    """Every node under ``node``, depth first."""
    found.append({"role": node.getRoleName(), "name": node.name or "", "depth": depth})
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1, found)


def tree(title: str) -> list[dict[str, Any]]:
    """The nodes of the applications with a window titled ``title…``."""
    nodes: list[dict[str, Any]] = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and any((w.name or "").startswith(title) for w in app if w):
            walk(app, 0, nodes)
    return nodes


def listen(wanted: int, seconds: float) -> list[str]:
    """The announcements heard (at most ``seconds`` of listening)."""
    heard: list[str] = []

    def hear(event: Any) -> None:
        heard.append(str(event.any_data))
        if len(heard) >= wanted:
            pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(hear, "object:announcement")
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    pyatspi.Registry.start()
    return heard


if __name__ == "__main__":
    if sys.argv[1] == "tree":
        print(json.dumps(tree(sys.argv[2])))
    else:
        print(json.dumps(listen(int(sys.argv[2]), float(sys.argv[3]))))
