"""Everything public on the journey table, in one panel beside the market.

The adventure cards of this game (players + 1): each card's place, icons and fame, who
claimed it and on which turn; hovering a card highlights its place on the map, clicking
centres the map on it. The four characters: the side in play and its ability, who holds
each (or the reserve) and which market cards carry their icon. The income card. The
other players: where each one's route ends, money, day and fame so far by category, and
a toggle that shows their routes faintly on the sheet looked at.

``MapOverlays`` draws the panel's marks on the sheet: the income card's places, the
highlighted adventure place and the other players' faint routes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QEnterEvent, QMouseEvent, QPainterPath
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.journey.actions import Slot as MarketSlot
from eighty_days.engine.journey.cards import CHARACTERS, Character, Side
from eighty_days.engine.journey.scoring import player_score
from eighty_days.engine.journey.state import JourneyState
from eighty_days.sheet.model import Point, SheetMap, Transport
from eighty_days.ui.accessibility.plain import plain_text
from eighty_days.ui.art.cards import adventure_card_html, scene_by_sea
from eighty_days.ui.common.message_text import map_name, plural_text
from eighty_days.ui.common.palette import INK, ROUTE_DASHES, TokenShape, token_html, token_path
from eighty_days.ui.common.plain_text import escaped, plain_label, style_colour
from eighty_days.ui.common.value_text import date_text, money_text
from eighty_days.ui.journey.abilities import ability_text
from eighty_days.ui.journey.map_art import cosmetic_pen
from eighty_days.ui.journey.map_overlays import Z_ADVENTURE, Z_ROUTES
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.ui_scale import scaled_pixels

#: The height of an adventure card's picture (pixels).
ADVENTURE_PICTURE_PX = 40
#: Fame per adventure icon (rulebook, Final Scoring: each icon is 2 fame).
FAME_PER_ICON = 2
#: The income card's places: a gold square around each.
INCOME_GOLD = QColor("#c08a00")
#: The highlighted adventure place.
HIGHLIGHT = QColor("#1f6fb2")
#: How faint the other players' routes are drawn (alpha, 0–255).
GHOST_ALPHA = 110


def slot_name(slot: MarketSlot) -> str:
    """A market position in words: "train row, +1 day", "deck"."""
    if slot is MarketSlot.DECK:
        return QCoreApplication.translate("PublicPanel", "deck")
    if slot.row is Transport.TRAIN:
        return QCoreApplication.translate("PublicPanel", "train +{days}").format(
            days=slot.extra_days
        )
    return QCoreApplication.translate("PublicPanel", "ship +{days}").format(days=slot.extra_days)


def market_icons(state: JourneyState) -> dict[Character, list[str]]:
    """The market positions whose card carries each character's icon."""
    cards = state.config.cards
    found: dict[Character, list[str]] = {character: [] for character in CHARACTERS}
    for slot in MarketSlot:
        if slot is MarketSlot.DECK:
            top = state.deck_top
            card_id = top.card_id if top else None
        else:
            row = state.train_row if slot.row is Transport.TRAIN else state.ship_row
            card_id = row[slot.position] if slot.position < len(row) else None
        if card_id is None:
            continue
        icon = cards.transport(card_id).icon
        if icon is not None:
            found[icon].append(slot_name(slot))
    return found


def place_name(sheet: SheetMap, location_id: str | None) -> str:
    """The name of a place of ``sheet`` (the id if the sheet does not know it)."""
    if location_id is None:
        return QCoreApplication.translate("PublicPanel", "at sea or in open country")
    if not sheet.has_location(location_id):
        return location_id
    return map_name(sheet.location(location_id).name)


def route_end(sheet: SheetMap, location_id: str | None) -> str:
    """Where a player's route ends: "route ends at Paris", or at sea / in open country."""
    if location_id is None:
        return QCoreApplication.translate("PublicPanel", "route ends at sea or in open country")
    return QCoreApplication.translate("PublicPanel", "route ends at {place}").format(
        place=place_name(sheet, location_id)
    )


class AdventureRow(QFrame):
    """One adventure card: hover highlights its place, a click centres the map on it."""

    hovered = Signal(object)  # the location id, or None when the pointer leaves
    clicked = Signal(str)  # the location id

    def __init__(self, location_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.location_id = location_id
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.label)
        self.setToolTip(self.tr("Hover: its place on the map. Click: centre the map there."))

    def enterEvent(self, event: QEnterEvent) -> None:
        """Highlight the card's place on the map."""
        self.hovered.emit(self.location_id)
        super().enterEvent(event)

    def leaveEvent(self, event: object) -> None:
        """Drop the highlight."""
        self.hovered.emit(None)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A left click centres the map on the card's place."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.location_id)


class PublicPanel(QScrollArea):
    """What every player may see, redrawn from each state."""

    #: Hovering an adventure card: its location id (``None``: nothing hovered).
    place_hovered = Signal(object)
    #: An adventure card was clicked: centre the map on its location id.
    place_clicked = Signal(str)
    #: The "other players' routes" toggle changed.
    ghosts_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Table"))
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self.setWidget(inner)
        layout = QVBoxLayout(inner)
        layout.setSpacing(4)
        layout.addWidget(QLabel(self.tr("<b>Adventure cards</b>")))
        self._adventure_box = QVBoxLayout()
        self._adventure_box.setSpacing(3)
        layout.addLayout(self._adventure_box)
        self.adventure_rows: list[AdventureRow] = []
        layout.addWidget(QLabel(self.tr("<b>Characters</b>")))
        self.characters = QLabel()
        self.characters.setWordWrap(True)
        self.characters.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.characters)
        layout.addWidget(QLabel(self.tr("<b>Income card</b> (its places are marked in gold)")))
        self.income = plain_label()
        self.income.setWordWrap(True)
        layout.addWidget(self.income)
        layout.addWidget(QLabel(self.tr("<b>Players</b>")))
        self.players = QLabel()
        self.players.setWordWrap(True)
        self.players.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.players)
        self.ghosts = QCheckBox(self.tr("Show the other players' routes faintly"))
        self.ghosts.setToolTip(
            self.tr(
                "Every other player's route on the sheet you look at, in their colours: "
                "who is furthest ahead (Inspector Fix) and who heads for an adventure."
            )
        )
        self.ghosts.toggled.connect(self.ghosts_toggled)
        layout.addWidget(self.ghosts)
        layout.addStretch(1)
        for label in (self.characters, self.income, self.players):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def show_state(
        self,
        state: JourneyState,
        looks: Sequence[SeatLook],
        claims: Mapping[str, tuple[int, int]],
    ) -> None:
        """Redraw from ``state``; ``claims`` maps an adventure card to (player, turn)."""
        sheet = state.config.sheet
        names = [escaped(player.name) for player in state.players]  # for rich text
        self._show_adventures(state, names, claims)
        icons = market_icons(state)
        rows = []
        for character in CHARACTERS:
            card = state.config.cards.character(character)
            side = state.config.side_of(character)
            side_text = self.tr("front") if side is Side.FRONT else self.tr("back")
            holder = state.holder_of(character)
            who = self.tr("in the reserve") if holder is None else names[holder]
            where = ", ".join(icons[character]) or self.tr("none")
            rows.append(
                self.tr(
                    "<b>{name}</b> ({side}) — {holder}<br>{ability}<br>"
                    "<i>Icon in the market: {where}</i>"
                ).format(
                    name=QCoreApplication.translate("Characters", card.name),
                    side=side_text,
                    holder=who,
                    ability=ability_text(card, side),
                    where=where,
                )
            )
        self.characters.setText("<br>".join(rows))
        payouts = [
            f"{place_name(sheet, location)}: {money_text(pounds)}"
            for location, pounds in state.income_card.payouts
        ]
        self.income.setText(" · ".join(payouts))  # plain text: the map's words as written
        lines = []
        for index, player in enumerate(state.players):
            score = player_score(state, index)
            colour = style_colour(looks[index].colour if index < len(looks) else "", "#3b3126")
            shape = looks[index].shape if index < len(looks) else TokenShape.CIRCLE
            mark = " ▶" if index == state.active else ""
            lines.append(
                token_html(shape, QColor(colour), scaled_pixels(13))
                + " "
                + self.tr(
                    "<b>{name}</b>{mark}: {where}; {money}, {date}<br>"
                    "fame so far: money {money_fame}, balloons {balloons}, areas {areas}, "
                    "adventures {adventures}, calendar {calendar} — {total}"
                ).format(
                    name=escaped(player.name),
                    mark=mark,
                    where=escaped(route_end(sheet, player.location)),
                    money=money_text(player.money),
                    date=date_text(player.day),
                    money_fame=score.money,
                    balloons=score.balloons,
                    areas=score.areas,
                    adventures=score.adventures,
                    calendar=score.calendar,
                    total=score.total,
                )
            )
        self.players.setText("<br>".join(lines))

    def _show_adventures(
        self, state: JourneyState, names: Sequence[str], claims: Mapping[str, tuple[int, int]]
    ) -> None:
        sheet = state.config.sheet
        cards = {card.id: card for card in sheet.adventure_cards}
        wanted = [cards[c] for c in state.adventure_cards if c in cards]
        if [row.location_id for row in self.adventure_rows] != [c.location for c in wanted]:
            for row in self.adventure_rows:
                row.setParent(None)
                row.deleteLater()
            self.adventure_rows = []
            for card in wanted:
                row = AdventureRow(card.location)
                row.hovered.connect(self.place_hovered)
                row.clicked.connect(self.place_clicked)
                self._adventure_box.addWidget(row)
                self.adventure_rows.append(row)
        for row, card in zip(self.adventure_rows, wanted, strict=True):
            claim = claims.get(card.id)
            if claim is None:
                owner = next(
                    (i for i, p in enumerate(state.players) if card.id in p.adventure_cards),
                    None,
                )
                status = (
                    self.tr("open: the first to end a route there takes it")
                    if owner is None
                    else self.tr("claimed by {name}").format(name=names[owner])
                )
            else:
                player, turn = claim
                status = self.tr("claimed by {name} on turn {turn}").format(
                    name=names[player], turn=turn
                )
            text = self.tr("<b>{title}</b> — {place}<br>{icons} · {fame} · {status}").format(
                title=escaped(map_name(card.title)),
                place=escaped(place_name(sheet, card.location)),
                icons=plural_text(self.tr("%n icon(s)", "", card.icons), card.icons),
                fame=self.tr("%n fame", "", FAME_PER_ICON * card.icons),
                status=status,
            )
            # the card with a picture of its scene, as on the table
            row.label.setText(
                adventure_card_html(
                    card.id, scene_by_sea(sheet, card.location), text, ADVENTURE_PICTURE_PX
                )
            )
            row.setAccessibleName(plain_text(text))


class MapOverlays:
    """The public panel's marks on a sheet: income places, a highlighted place, the other
    players' faint routes. Items never take the mouse."""

    def __init__(self) -> None:
        self._income: list[QGraphicsItem] = []
        self._highlight: list[QGraphicsItem] = []
        self._ghosts: list[QGraphicsItem] = []
        self.highlighted: str | None = None

    @staticmethod
    def _drop(items: list[QGraphicsItem]) -> None:
        for item in items:
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
        items.clear()

    def forget(self) -> None:
        """The scene is gone (another map): forget its items."""
        self._income.clear()
        self._highlight.clear()
        self._ghosts.clear()
        self.highlighted = None

    def show_income(self, scene: SheetScene, location_ids: Iterable[str]) -> None:
        """A gold square around each place of the current income card."""
        self._drop(self._income)
        for location_id in location_ids:
            if not scene.sheet.has_location(location_id):
                continue
            location = scene.sheet.location(location_id)
            half = max(location.snap_radius * 1.4, 1.0)
            square = QGraphicsRectItem(QRectF(-half, -half, 2 * half, 2 * half))
            square.setPos(to_scene(location.point))
            square.setPen(cosmetic_pen(INCOME_GOLD, 2.4))
            square.setZValue(Z_ADVENTURE)
            square.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            square.setData(0, location_id)
            scene.addItem(square)
            self._income.append(square)

    def income_places(self) -> list[str]:
        """The places marked as the income card's (for tests and screen readers)."""
        return [str(item.data(0)) for item in self._income]

    def highlight(self, scene: SheetScene, location_id: str | None) -> None:
        """A filled ring at ``location_id`` (``None``: none)."""
        self._drop(self._highlight)
        self.highlighted = None
        if location_id is None or not scene.sheet.has_location(location_id):
            return
        location = scene.sheet.location(location_id)
        radius = max(location.snap_radius * 2.4, 1.8)
        ring = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        ring.setPos(to_scene(location.point))
        ring.setPen(cosmetic_pen(HIGHLIGHT, 4.0))
        fill = QColor(HIGHLIGHT)
        fill.setAlpha(60)
        ring.setBrush(QBrush(fill))
        ring.setZValue(Z_ADVENTURE + 1)
        ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(ring)
        self._highlight.append(ring)
        self.highlighted = location_id

    def show_ghosts(
        self,
        scene: SheetScene,
        routes: Sequence[tuple[Sequence[Sequence[Point]], Point, str, TokenShape]],
    ) -> None:
        """Each (legs, route end, colour, token shape) faintly, under the sheet owner's
        route: in the player's pen pattern (``ROUTE_DASHES``), its end marked in the
        player's token shape, so that routes are told apart without their colours."""
        self._drop(self._ghosts)
        for legs, end, colour, shape in routes:
            faint = QColor(colour)
            faint.setAlpha(GHOST_ALPHA)
            path = QPainterPath()
            for leg in legs:
                if len(leg) < 2:
                    continue
                path.moveTo(to_scene(leg[0]))
                for point in leg[1:]:
                    path.lineTo(to_scene(point))
            line = QGraphicsPathItem(path)
            pen = cosmetic_pen(faint, 2.0)
            if ROUTE_DASHES[shape]:
                pen.setDashPattern(list(ROUTE_DASHES[shape]))
            line.setPen(pen)
            line.setData(0, "route")
            line.setZValue(Z_ROUTES - 1)
            line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(line)
            self._ghosts.append(line)
            mark = QGraphicsPathItem(token_path(shape, QRectF(-1.2, -1.2, 2.4, 2.4)))
            mark.setPos(to_scene(end))
            mark.setData(0, "end")
            mark.setPen(cosmetic_pen(QColor(INK.red(), INK.green(), INK.blue(), GHOST_ALPHA)))
            mark.setBrush(QBrush(faint))
            mark.setZValue(Z_ROUTES - 1)
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(mark)
            self._ghosts.append(mark)

    def ghost_count(self) -> int:
        """How many faint routes are drawn."""
        return sum(1 for item in self._ghosts if item.data(0) == "route")
