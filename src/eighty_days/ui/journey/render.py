"""Rendering a sheet of the pad to a PNG or PDF file (``eighty-days render``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from eighty_days.engine.journey import JourneyState
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.common.value_text import date_text, money_text
from eighty_days.ui.journey.map_overlays import RouteDrawing, waiting_adventure_places
from eighty_days.ui.journey.map_scene import SheetScene

HEADER_FRACTION = 0.05


def _prepare_scene(sheet: SheetMap, state: JourneyState | None, player: int) -> SheetScene:
    scene = SheetScene(sheet)
    if state is not None:
        owner = state.players[player]
        scene.show_route(RouteDrawing(tuple(owner.routes), QColor(owner.colour)))
        scene.show_adventures(waiting_adventure_places(state))
    return scene


def _header(state: JourneyState | None, sheet: SheetMap, player: int) -> str:
    if state is None:
        return QCoreApplication.translate("SheetRender", "{map} — a blank sheet").format(
            map=map_name(sheet.name)
        )
    owner = state.players[player]
    return QCoreApplication.translate(
        "SheetRender",
        "{map} — {name}'s sheet: {money} in hand (earned {earned}, spent {spent}), "
        "{date}, {routes} route(s)",
    ).format(
        map=map_name(sheet.name),
        name=owner.name,
        money=money_text(owner.money),
        earned=money_text(owner.earned),
        spent=money_text(owner.spent),
        date=date_text(owner.day),
        routes=len(owner.routes),
    )


def _paint(painter: QPainter, scene: SheetScene, target: QRectF, header: str) -> None:
    header_height = target.height() * HEADER_FRACTION
    painter.fillRect(target, PAPER)
    font = QFont()
    font.setPixelSize(max(10, int(header_height * 0.5)))
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(
        QRectF(target.left() + header_height * 0.4, target.top(), target.width(), header_height),
        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        header,
    )
    map_target = QRectF(
        target.left(), target.top() + header_height, target.width(), target.height() - header_height
    )
    scene.render(painter, map_target, scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)


def render_sheet(
    sheet: SheetMap,
    out: Path,
    *,
    state: JourneyState | None = None,
    player: int = 0,
    width: int = 3200,
) -> None:
    """Write the sheet (blank, or ``player``'s sheet of ``state``) to ``out`` (.png/.pdf)."""
    scene = _prepare_scene(sheet, state, player)
    header = _header(state, sheet, player)
    ratio = scene.map_rect.height() / scene.map_rect.width()
    if out.suffix.lower() == ".pdf":
        writer = QPdfWriter(str(out))
        writer.setTitle(header)
        writer.setCreator("Eighty Days")
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A3),
                QPageLayout.Orientation.Landscape,
                QMarginsF(10, 10, 10, 10),
            )
        )
        writer.setResolution(200)
        painter = QPainter(writer)
        page = QRectF(painter.viewport())
        _paint(painter, scene, page, header)
        painter.end()
        return
    height = int(width * ratio / (1 - HEADER_FRACTION))
    image = QImage(QSizeF(width, height).toSize(), QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    _paint(painter, scene, QRectF(0, 0, width, height), header)
    painter.end()
    if not image.save(str(out)):
        raise OSError(
            QCoreApplication.translate(
                "SheetRender", "the image could not be saved to {path}"
            ).format(path=out)
        )
