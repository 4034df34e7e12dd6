"""A child process for the first-frame tests: start the program as the start-up probe does
(``eighty-days play --startup-probe --seed 7``, its real entry point), save what the map
view shows at the window's first frame (before the sheet's finishing touches), and say
how many times the sheet was painted by then, as one JSON line.

    python tests/gui/first_frame_child.py IMAGE-PATH [plain]

``plain``: the sheet is painted as if no picture could ever be kept (``first_frame`` left
out), the reference a kept picture must match.

The settings, data and screen come from the environment, as for the program itself.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

import eighty_days.app as app
from eighty_days.cli import main
from eighty_days.ui.journey import map_scene
from eighty_days.ui.journey.window import MainWindow

#: The sheet's paintings so far (``SheetScene.drawBackground`` calls).
PAINTED: list[int] = []


def run(image_path: str, plain: bool) -> int:
    """Start the program, keep the first frame's map in ``image_path``, report; with
    ``plain``, without the kept pictures."""
    map_scene.FINISH_ART_MS = 600_000  # the first frame's sheet stays as it was drawn
    if plain:
        from eighty_days.ui.journey import first_frame as kept_pictures

        setattr(kept_pictures, "paint_first_frame", lambda *_args, **_kwargs: False)  # noqa: B010
    draw = map_scene.SheetScene.drawBackground

    def counted(scene: map_scene.SheetScene, painter: QPainter, rect: QRectF | QRect) -> None:
        PAINTED.append(1)
        draw(scene, painter, rect)

    setattr(map_scene.SheetScene, "drawBackground", counted)  # noqa: B010
    first_frame = app.after_first_frame
    report: dict[str, object] = {}

    def after_first_frame(window: QWidget, work: Callable[[], None]) -> None:
        def look_then_work() -> None:
            if not report and isinstance(window, MainWindow):
                window.table.view.viewport().grab().save(image_path)
                report["painted"] = len(PAINTED)
            work()

        first_frame(window, look_then_work)

    app.after_first_frame = after_first_frame
    code = main(["play", "--startup-probe", "--seed", "7"])
    print(json.dumps(report))
    return code


if __name__ == "__main__":
    sys.exit(run(sys.argv[1], sys.argv[2:] == ["plain"]))
