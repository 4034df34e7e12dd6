"""The race's painted parts in words: the track (the pawns, then each space with its kind
and the pawns on it) and the wind rose (the transport it shows, its four fields)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget

from eighty_days.ui.accessibility.counts import counted
from eighty_days.ui.accessibility.painted import Node, Part, Role, register_part
from eighty_days.ui.common.message_text import map_name

CONTEXT = "AccessibleRace"
#: Half the side of the box a space or pawn is found in by pointing (pixels).
SPACE_BOX = 6.0


def _view_point(view: QGraphicsView, point: QPointF) -> QRectF:
    centre = QPointF(view.viewport().mapTo(view, view.mapFromScene(point)))
    return QRectF(centre.x() - SPACE_BOX, centre.y() - SPACE_BOX, 2 * SPACE_BOX, 2 * SPACE_BOX)


def describe_track(view: QWidget) -> Part:
    """The track: each pawn (its player and space), then each space: its number, city,
    kind and the pawns on it."""
    from eighty_days.ui.race.board_scene import RaceBoardScene
    from eighty_days.ui.race.looks import space_help, space_label

    name = view.accessibleName() or QCoreApplication.translate("AccessibleRace", "Race track")
    assert isinstance(view, QGraphicsView)
    scene = view.scene()
    if not isinstance(scene, RaceBoardScene):
        return Part(name=name)
    standing = scene.pawn_spaces()
    last = len(scene.board.spaces) - 1
    nodes = []
    for pawn in scene.pawns:
        if pawn.player not in standing:
            continue
        words = QCoreApplication.translate(
            "AccessibleRace", "{name}'s pawn on space {index} of {last}"
        ).format(name=pawn.look.name, index=standing[pawn.player], last=last)
        if pawn.active:
            words += QCoreApplication.translate("AccessibleRace", ", to play")
        nodes.append(
            Node(
                f"pawn-{pawn.player}", words, role=Role.Graphic, rect=_view_point(view, pawn.pos())
            )
        )
    for space, centre in zip(scene.board.spaces, scene.positions, strict=True):
        words = QCoreApplication.translate("AccessibleRace", "Space {index}").format(
            index=space.index
        )
        if space.city:
            words += f" ({map_name(space.city)})"
        words += ", " + space_label(space.kind)
        here = [pawn.look.name for pawn in scene.pawns if standing.get(pawn.player) == space.index]
        if here:
            words += QCoreApplication.translate("AccessibleRace", ": {pawns}, {names}").format(
                pawns=counted().pawns(len(here)), names=", ".join(here)
            )
        nodes.append(
            Node(
                f"space-{space.index}",
                words,
                description=space_help(space.kind),
                rect=_view_point(view, centre),
            )
        )
    return Part(name=name, nodes=tuple(nodes))


def describe_rose(view: QWidget) -> Part:
    """The wind rose: the transport it shows (in its name) and its four fields."""
    from eighty_days.engine.race.cards import Transport
    from eighty_days.ui.race.looks import transport_label
    from eighty_days.ui.race.wind_rose import WindRoseView

    assert isinstance(view, WindRoseView)
    rose = view.rose
    name = QCoreApplication.translate("AccessibleRace", "Wind rose: shows the {transport}").format(
        transport=transport_label(rose.transport)
    )
    nodes = []
    for transport in Transport:
        words = transport_label(transport)
        if transport is rose.transport:
            words = QCoreApplication.translate("AccessibleRace", "{field} (shown)").format(
                field=words
            )
        nodes.append(
            Node(
                f"field-{transport.value}",
                words,
                role=Role.RadioButton,
                rect=_view_point(view, view.field_point(transport)),
            )
        )
    description = (
        QCoreApplication.translate("AccessibleRace", "Click a field to turn the rose there.")
        if rose.choosing
        else ""
    )
    return Part(name=name, description=description, nodes=tuple(nodes))


def register() -> None:
    """Register the race's describers."""
    from eighty_days.ui.race.board_scene import RaceBoardView
    from eighty_days.ui.race.wind_rose import WindRoseView

    register_part(RaceBoardView, describe_track)
    register_part(WindRoseView, describe_rose)
