"""The held ruler never hides the name of a place it can reach: turned all round London,
wherever its body lies on such a name, the name's letters are as dark as without the
ruler (the name is written again over it)."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram, open_world_journey
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.ui.journey.map_view import MapView

#: A pixel darker than this (0–255) is the core of a letter (its anti-aliased edge is
#: paler) ...
INK_LEVEL = 80
#: ... and it still reads where it is darker than this.
READS_LEVEL = 140


def ink(image: QImage, box: QRect, level: int = INK_LEVEL) -> set[tuple[int, int]]:
    """The pixels of ``box`` in ``image`` darker than ``level``."""
    dark = set()
    for x in range(max(box.left(), 0), min(box.right(), image.width() - 1) + 1):
        for y in range(max(box.top(), 0), min(box.bottom(), image.height() - 1) + 1):
            if image.pixelColor(x, y).lightness() < level:
                dark.add((x, y))
    return dark


def on_screen(view: MapView, box: QRectF) -> QRect:
    """The viewport pixels of a name's ``box`` (zoomed scene pixels)."""
    zoom = view.zoom()
    scene_box = QRectF(box.topLeft() / zoom, box.bottomRight() / zoom)
    return view.mapFromScene(scene_box).boundingRect()


@pytest.mark.gui
def test_the_ruler_never_hides_a_reachable_places_name(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Turned in 24 steps round London, the ruler's body lies on names of places it may
    reach; each keeps every dark pixel of its letters (the ruler's pale card would fade
    them; a few pixels may go where the card's edge crosses a letter)."""
    window = open_world_journey(start_program, qtbot, 11, ("Ann", "Ben"))
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    table = window.table
    view = table.view
    qtbot.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    card = table.market.cards[Slot.TRAIN_1 if state.train_row else Slot.SHIP_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    ruler = table.ruler
    assert ruler is not None
    reach = sum(ruler.spec.segment_lengths)
    names = view.sheet_scene.names
    covered = 0
    for _ in range(24):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        body = ruler.mapToScene(ruler.shape())
        with_ruler = view.viewport().grab().toImage()
        ruler.setVisible(False)
        without_ruler = view.viewport().grab().toImage()
        ruler.setVisible(True)
        for name in names.layout(view.zoom()).names:
            anchor = name.label.anchor
            far = (anchor.x() - ruler.origin[0]) ** 2 + (anchor.y() + ruler.origin[1]) ** 2
            if not name.place or far > reach**2:
                continue
            zoom = view.zoom()
            if not body.intersects(
                QRectF(name.box.topLeft() / zoom, name.box.bottomRight() / zoom)
            ):
                continue
            box = on_screen(view, name.box)
            letters = ink(without_ruler, box)
            if not letters:
                continue  # (off screen)
            covered += 1
            kept = letters & ink(with_ruler, box, READS_LEVEL)
            assert len(kept) >= 0.8 * len(letters), f"the ruler hides {name.label.text!r}"
    assert covered > 0, "somewhere round London the ruler lies on a name"
