"""Colours and token shapes: the Okabe–Ito colour-blind-safe palette and the pad's inks.

Two kinds of colour live here. The paper look's (``PAPER``, ``INK``, the map's inks) is
fixed: wherever it paints a background it paints its own ink on it too (``paper_style``),
so the cards, the map and the income card look the same in any system theme. The texts
shown on the system's own window follow the system palette; their accents (a refusal, a
legal route, a warning) are hues that ``accent`` makes readable on that palette.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QPointF,
    QRectF,
)
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPolygonF,
)

from eighty_days.ui.common.contrast import AIMED_TEXT, contrast_ratio, readable_in, readable_on


@dataclass(frozen=True, slots=True)
class PlayerColour:
    """A player colour: its name and its ``#rrggbb`` value."""

    name: str
    hex: str

    def qcolor(self) -> QColor:
        """The colour as a ``QColor``."""
        return QColor(self.hex)

    def shown_name(self) -> str:
        """The colour's name in the chosen language."""
        return QCoreApplication.translate("PlayerColour", self.name)


#: Okabe & Ito (2008), "Color Universal Design": distinguishable with any colour vision.
#: Yellow is left out (it vanishes on paper); black is the ink of the map itself.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Vermillion")), "#D55E00"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Blue")), "#0072B2"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Bluish green")), "#009E73"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Reddish purple")), "#CC79A7"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Orange")), "#E69F00"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Sky blue")), "#56B4E9"),
)


class TokenShape(StrEnum):
    """A day token's shape, so tokens differ by more than colour."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"

    def shown_name(self) -> str:
        """The shape's name in the chosen language ("Circle", …)."""
        return QCoreApplication.translate("TokenShape", _SHAPE_NAMES[self.value])


TOKEN_SHAPES: tuple[TokenShape, ...] = tuple(TokenShape)

_SHAPE_NAMES = {
    "circle": str(QT_TRANSLATE_NOOP("TokenShape", "Circle")),
    "square": str(QT_TRANSLATE_NOOP("TokenShape", "Square")),
    "triangle": str(QT_TRANSLATE_NOOP("TokenShape", "Triangle")),
    "diamond": str(QT_TRANSLATE_NOOP("TokenShape", "Diamond")),
}

PAPER = QColor("#f6efdc")
PAPER_EDGE = QColor("#d9ccaa")
LAND = QColor("#efe4c6")
INK = QColor("#3b3126")
FAINT_INK = QColor("#8a7a62")
SEA_INK = QColor("#6d8fa8")
LEGAL = QColor("#009E73")
#: Dark crimson: not player 1's vermillion (it was), and apart from every player colour
#: under simulated protanopia and deuteranopia (ΔE*ab ≥ 26); an illegal piece of route is
#: dashed and crossed as well, so the verdict never rests on the hue.
ILLEGAL = QColor("#A50F15")
DETOUR_RED = QColor("#c0392b")
MOUNTAIN_INK = QColor("#7a5230")

#: Accents of text on the system's window (as chosen for the paper look; ``accent`` makes
#: them readable on the palette in use): a refusal or a problem …
PROBLEM = QColor("#b03a00")
#: … and a warning (Inspector Fix, another player's sheet).
WARNING = QColor("#8a3324")


def accent(colour: QColor, palette: QPalette | None = None) -> QColor:
    """``colour`` as text on ``palette``'s window and base (else the application's
    palette): its hue kept, its lightness moved until it reaches WCAG AA with a margin
    (``AIMED_TEXT``, 5:1)."""
    chosen = palette if palette is not None else QGuiApplication.palette()
    return readable_in(colour, chosen, AIMED_TEXT)


def accent_style(colour: QColor, palette: QPalette | None = None) -> str:
    """``color: #rrggbb`` for a style sheet or a rich-text span: ``accent(colour)``."""
    return f"color: {accent(colour, palette).name()}"


def link_style(palette: QPalette | None = None) -> str:
    """``color: #rrggbb`` for a link (``<a style=…>``): the palette's link colour, made
    readable on its window when the theme's own is too faint (Breeze's is 3.8:1)."""
    chosen = palette if palette is not None else QGuiApplication.palette()
    return accent_style(chosen.color(QPalette.ColorRole.Link), chosen)


#: A style attribute inside rich text, and a text colour in it (not a ``background-color``).
_STYLE = re.compile(r"""style=(['"])(.*?)\1""")
_COLOUR = re.compile(r"(?<![\w-])color:\s*(#[0-9a-fA-F]{6})\b")


def readable_markup(html: str, palette: QPalette | None = None) -> str:
    """Rich text shown on the system's window with each ``color:#rrggbb`` of its spans
    and links made readable there (``accent``): the accents written for the paper look
    (in the translations too) stay legible in a dark theme. A style that paints its own
    background keeps its colours (they were chosen for that background). Links get an
    explicit, readable colour as well."""
    chosen = palette if palette is not None else QGuiApplication.palette()

    def restyled(found: re.Match[str]) -> str:
        quote, style = found.group(1), found.group(2)
        if "background" not in style:
            style = _COLOUR.sub(
                lambda colour: "color:" + accent(QColor(colour.group(1)), chosen).name(), style
            )
        return f"style={quote}{style}{quote}"

    shown = _STYLE.sub(restyled, html)
    return shown.replace("<a href=", f'<a style="{link_style(chosen)}" href=')


def paper_style(selector: str, extra: str = "") -> str:
    """A style sheet rule for ``selector`` painting it as the pad's paper with its ink:
    both fixed together, so the text is readable whatever the system theme (11:1)."""
    return f"{selector} {{ background: {PAPER.name()}; color: {INK.name()}; {extra} }}"


def label_ink(background: QColor) -> QColor:
    """The ink for a name painted on a coloured band (a race card's transport, a wind rose
    field): white, the pad's ink or black, whichever reads best on ``background``
    (white on the Okabe–Ito orange was 2.2:1, black on it is 9.3:1)."""
    return max(
        (QColor("#ffffff"), INK, QColor("#000000")),
        key=lambda ink: contrast_ratio(ink, background),
    )


def ink_on(background: QColor, ink: QColor = INK) -> QColor:
    """``ink`` made readable on a fixed ``background`` of the paper look: its hue kept,
    darkened (or lightened) to 5:1 (``AIMED_TEXT``) if it is fainter."""
    return readable_on(ink, background, AIMED_TEXT)


#: Each token shape's pen pattern (in pen widths, as ``QPen.setDashPattern`` takes it) for
#: a player's faint route on another sheet: solid, dashed, dotted, dash-dot; with the stop
#: markers in the token's shape a route is told from another without its colour.
ROUTE_DASHES: dict[TokenShape, tuple[float, ...]] = {
    TokenShape.CIRCLE: (),
    TokenShape.SQUARE: (5.0, 2.5),
    TokenShape.TRIANGLE: (1.2, 2.0),
    TokenShape.DIAMOND: (5.0, 2.0, 1.2, 2.0),
}


def token_path(shape: TokenShape, rect: QRectF) -> QPainterPath:
    """The outline of a token of ``shape`` filling ``rect``."""
    path = QPainterPath()
    if shape is TokenShape.CIRCLE:
        path.addEllipse(rect)
    elif shape is TokenShape.SQUARE:
        path.addRect(rect.adjusted(1, 1, -1, -1))
    elif shape is TokenShape.TRIANGLE:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(rect.center().x(), rect.top()),
                    rect.bottomRight(),
                    rect.bottomLeft(),
                    QPointF(rect.center().x(), rect.top()),
                ]
            )
        )
    else:
        c = rect.center()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                    QPointF(c.x(), rect.top()),
                ]
            )
        )
    return path


def token_html(shape: TokenShape, colour: QColor, side: int) -> str:
    """A player's token (``shape`` in ``colour``, an ink edge) as an inline image of
    ``side`` pixels for rich text: the mark before a player's name, told by its shape as
    well as its colour, and seen on a dark window by its edge."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_token(painter, shape, colour, QRectF(1.0, 1.0, side - 2.0, side - 2.0))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes; Qt takes str
    buffer.close()
    encoded = base64.b64encode(bytes(data.data())).decode("ascii")
    return f'<img src="data:image/png;base64,{encoded}" style="vertical-align: middle">'


def paint_token(
    painter: QPainter, shape: TokenShape, colour: QColor, rect: QRectF, *, active: bool = False
) -> None:
    """Paint a day token: a filled shape with an ink outline (thicker when active)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = painter.pen()
    pen.setColor(INK)
    pen.setWidthF(2.5 if active else 1.0)
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(token_path(shape, rect))
    painter.restore()
