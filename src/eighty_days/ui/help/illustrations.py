"""The rules guide's pictures, drawn at run time by the program's own widgets and art.

Each picture is painted offscreen by the code that draws it in play (a market card, the
hinged ruler, the calendar, the race track's spaces, the wind rose), so the guide always
shows what the program shows. ``add_illustrations`` puts them into a text document under
the names the guide's ``<img src="...">`` use.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTextDocument
from PySide6.QtWidgets import QGraphicsScene, QWidget

from eighty_days.engine.journey.cards import Character, Ruler
from eighty_days.engine.race import SpaceKind
from eighty_days.sheet.model import Transport
from eighty_days.ui.art.race_art import paint_space_symbol
from eighty_days.ui.common.palette import INK, PAPER

#: The scheme of the guide's picture names (``<img src="picture:card">``).
PICTURE_SCHEME = "picture"


def _grab(widget: QWidget, size: QSize) -> QImage:
    """``widget`` painted at ``size`` into an image (never shown on screen)."""
    widget.resize(size)
    widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    return widget.grab().toImage()


def market_card_picture() -> QImage:
    """A train card of the market as the table draws it: £4, 3 days, a ruler with a
    detour mark, Passepartout's icon, leaving tomorrow (+1 day)."""
    from eighty_days.ui.journey.market_widget import CardWidget

    card = CardWidget("")
    card.show_card(
        transport=Transport.TRAIN,
        cost=4,
        days=3,
        ruler=Ruler(5.0, (2.0,)),
        icon=Character.PASSEPARTOUT,
        extra_days=1,
    )
    image = _grab(card, QSize(150, 130))
    card.deleteLater()
    return image


def bent_ruler_picture() -> QImage:
    """The hinged ruler of a card with one detour mark, bent there by 40 degrees."""
    from eighty_days.ui.journey.ruler import RulerItem, RulerSpec

    unit = 20.0
    spec = RulerSpec(length=5 * unit, marks=(2 * unit,), transport=Transport.TRAIN, unit=unit)
    ruler = RulerItem((0.0, 0.0), spec, 0.0, pixel_size=0.25)
    ruler.set_pose((0.0, -40.0), spec.length)
    scene = QGraphicsScene()
    scene.addItem(ruler)
    bounds = scene.itemsBoundingRect().adjusted(-4, -4, 4, 4)
    height = round(360 * bounds.height() / bounds.width())
    image = QImage(QSize(360, height), QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), bounds)
    painter.end()
    scene.removeItem(ruler)
    return image


def calendar_picture() -> QImage:
    """The calendar of a new game for two: October to December 1872, both tokens on day 0."""
    from eighty_days.engine.journey.setup import new_game
    from eighty_days.shipped_journey import default_config
    from eighty_days.ui.journey.calendar_widget import CalendarWidget
    from eighty_days.ui.journey.seats import default_looks

    names = ("Ada", "Ben")
    state = new_game(default_config(names), seed=1)
    calendar = CalendarWidget()
    calendar.show_state(state, default_looks(names))
    image = _grab(calendar, QSize(640, calendar.board_height()))
    calendar.deleteLater()
    return image


def track_spaces_picture() -> QImage:
    """The race track's kinds of space in a row, each with the symbol the board draws."""
    kinds = (
        SpaceKind.START,
        SpaceKind.PLAIN,
        SpaceKind.WIND_ROSE,
        SpaceKind.TELESCOPE,
        SpaceKind.HANDCUFFS,
        SpaceKind.TRAVEL_STATION,
        SpaceKind.LONDON,
    )
    radius, gap = 26.0, 12.0
    width = round(len(kinds) * (2 * radius + gap) + gap)
    image = QImage(QSize(width, round(2 * radius + 2 * gap)), QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, kind in enumerate(kinds):
        centre = QPointF(gap + radius + index * (2 * radius + gap), gap + radius)
        painter.save()
        painter.translate(centre)
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#f4e6c4"))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        paint_space_symbol(painter, kind, radius * 0.8)
        painter.restore()
    painter.end()
    return image


def wind_rose_picture() -> QImage:
    """The race's wind rose pointing at the ship."""
    from eighty_days.engine.race.cards import Transport as RaceTransport
    from eighty_days.ui.race.wind_rose import WindRoseView

    view = WindRoseView()
    view.rose.show_transport(RaceTransport.SHIP, choosing=False)
    image = _grab(view, QSize(220, 220))
    view.deleteLater()
    return image


#: Every picture of the guide by its name.
PICTURES: dict[str, Callable[[], QImage]] = {
    "card": market_card_picture,
    "ruler": bent_ruler_picture,
    "calendar": calendar_picture,
    "track": track_spaces_picture,
    "windrose": wind_rose_picture,
}


def picture_url(name: str) -> QUrl:
    """The address under which the guide refers to picture ``name``."""
    return QUrl(f"{PICTURE_SCHEME}:{name}")


def add_illustrations(document: QTextDocument) -> None:
    """Draw every picture of the guide into ``document``'s resources."""
    for name, draw in PICTURES.items():
        document.addResource(QTextDocument.ResourceType.ImageResource, picture_url(name), draw())
