"""A player's panel: the 80-box money tracker drawn like the pad, balloons, characters,
adventure cards, areas visited and the player's own turn log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.journey.state import MAX_POUNDS, JourneyState
from eighty_days.sheet.model import LocationType, SheetMap
from eighty_days.ui.accessibility.refresh import refresh
from eighty_days.ui.art.cards import adventure_card_html, character_card_html
from eighty_days.ui.art.pad_marks import paint_pen_circle, paint_pen_cross
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.palette import INK, PAPER, PAPER_EDGE, token_html
from eighty_days.ui.common.plain_text import escaped, style_colour
from eighty_days.ui.common.value_text import date_text, money_text
from eighty_days.ui.journey.abilities import ability_text
from eighty_days.ui.journey.market_widget import CHARACTER_INITIALS
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.motion import TallyMotion
from eighty_days.ui.ui_scale import scaled_pixels

#: The height of a portrait or an adventure's picture in the panel (pixels).
PICTURE_PX = 34


def _by_sea(sheet: SheetMap, location_id: str) -> bool:
    """Whether an adventure's place is an island or a port (its picture shows the sea)."""
    if not sheet.has_location(location_id):
        return False
    return sheet.location(location_id).type in (LocationType.ISLAND, LocationType.PORT)


class MoneyTracker(QWidget):
    """The pad's 80 boxes: earned pounds circled, spent pounds crossed out (R2024-14)."""

    COLUMNS = 20
    ROWS = 4
    #: On a narrow panel the boxes go ten to a row (eight rows) rather than off its edge.
    NARROW_COLUMNS = 10
    #: A box's side at 100 % (pixels); it grows with the UI scale, as its number does, and
    #: is never smaller than the body text's number with a little room around it.
    BOX_PIXELS = 21

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.earned = 10
        self.spent = 0
        self.colour = QColor(INK)
        #: Pounds being circled and crossed one by one.
        self.tally = TallyMotion(self, self._boxes_between)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._fit_to_font()

    def number_font(self) -> QFont:
        """The font of the boxes' numbers: the body text's size (readable, not 9 px grey)."""
        return QFont(self.font())

    def box_side(self) -> int:
        """A box's side: room for a two-digit number of the body font."""
        metrics = QFontMetrics(self.number_font())
        return max(
            scaled_pixels(self.BOX_PIXELS),
            metrics.height() + 4,
            metrics.horizontalAdvance("80") + 6,
        )

    def columns_for(self, width: int) -> int:
        """Boxes to a row at ``width``: the pad's twenty where they fit, else ten."""
        return self.COLUMNS if width >= self.COLUMNS * self.box_side() + 6 else self.NARROW_COLUMNS

    def columns(self) -> int:
        """Boxes to a row at the tracker's width now."""
        return self.columns_for(self.width())

    def sizeHint(self) -> QSize:
        """Twenty boxes wide, four rows."""
        box = self.box_side()
        return QSize(self.COLUMNS * box + 6, self.ROWS * box + 6)

    def minimumSizeHint(self) -> QSize:
        """Ten boxes wide (eight rows): the boxes never shrink below their numbers."""
        box = self.box_side()
        rows = MAX_POUNDS // self.NARROW_COLUMNS
        return QSize(self.NARROW_COLUMNS * box + 6, rows * box + 6)

    def hasHeightForWidth(self) -> bool:
        """The rows depend on the width."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Four rows of twenty, or eight of ten on a narrow panel."""
        rows = -(-MAX_POUNDS // self.columns_for(width))
        return rows * self.box_side() + 6

    def _fit_to_font(self) -> None:
        self.setMinimumWidth(self.minimumSizeHint().width())
        self.setMinimumHeight(self.heightForWidth(max(self.width(), 1)))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Twenty or ten to a row as the width allows; the height follows."""
        super().resizeEvent(event)
        if self.columns_for(event.size().width()) != self.columns_for(event.oldSize().width()):
            self._fit_to_font()
            self.update()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) resizes the boxes."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._fit_to_font()
        super().changeEvent(event)

    def show_money(self, earned: int, spent: int, colour: QColor) -> None:
        """Show ``earned`` circled and ``spent`` crossed."""
        # the same player's pounds are circled and crossed one by one (only drawn)
        self.tally.follow(
            {"earned": self.earned, "spent": self.spent},
            {"earned": earned, "spent": spent},
            same=colour == self.colour,
        )
        self.earned, self.spent, self.colour = earned, spent, colour
        self.setToolTip(
            self.tr(
                "Money tracker: earned {earned} (circled), spent {spent} (crossed), "
                "{money} in hand; at most {most} can be earned."
            ).format(
                earned=money_text(earned),
                spent=money_text(spent),
                money=money_text(earned - spent),
                most=money_text(MAX_POUNDS),
            )
        )
        self.update()
        refresh(self)  # its accessible name says the new sums

    def box_rect(self, pound: int) -> QRectF:
        """The box of pound number ``pound`` (1–80)."""
        size = float(self.box_side())
        row, column = divmod(pound - 1, self.columns())
        return QRectF(3 + column * size, 3 + row * size, size, size)

    def _boxes_between(self, _key: str, first: int, last: int) -> QRect:
        """The boxes of pounds ``first`` to ``last`` (a pen mark's way, to repaint)."""
        first, last = max(1, first), min(MAX_POUNDS, max(first, last))
        return (
            self.box_rect(first).united(self.box_rect(last)).toAlignedRect().adjusted(-3, -3, 3, 3)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the boxes with their circles and crosses."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        painter.setFont(self.number_font())
        earned = self.tally.shown("earned", self.earned)
        spent = self.tally.shown("spent", self.spent)
        for pound in range(1, MAX_POUNDS + 1):
            rect = self.box_rect(pound)
            if not event.rect().intersects(rect.toAlignedRect().adjusted(-3, -3, 3, 3)):
                continue  # a pen mark repaints only its boxes
            painter.setPen(QPen(PAPER_EDGE, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
            painter.setPen(QColor("#5a4a36"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(pound))
            if pound <= earned:
                paint_pen_circle(painter, rect, self.colour, pound)
            if pound <= spent:
                paint_pen_cross(painter, rect, INK, pound)
        painter.end()


class PlayerPanel(QWidget):
    """Everything on one player's sheet besides the map, redrawn from the state."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Player sheet"))
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll)
        inner = QWidget()
        scroll.setWidget(inner)
        layout = QVBoxLayout(inner)
        layout.setSpacing(4)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.header)
        self.tracker = MoneyTracker()
        layout.addWidget(self.tracker)
        self.balloons = QLabel()
        self.balloons.setTextFormat(Qt.TextFormat.RichText)  # its map words escaped
        self.balloons.setToolTip(
            self.tr("Balloons: each type once per game; unused ones score 1 fame")
        )
        layout.addWidget(self.balloons)
        self.characters = QLabel()
        self.characters.setWordWrap(True)
        self.characters.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.characters)
        self.adventures = QLabel()
        self.adventures.setTextFormat(Qt.TextFormat.RichText)  # its map words escaped
        self.adventures.setWordWrap(True)
        layout.addWidget(self.adventures)
        self.areas = QLabel()
        self.areas.setTextFormat(Qt.TextFormat.RichText)  # its map words escaped
        self.areas.setWordWrap(True)
        layout.addWidget(self.areas)
        layout.addWidget(QLabel(self.tr("<b>Turn log</b>")))
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Turn log"))
        self.log.setMinimumHeight(scaled_pixels(90))
        self.log.setWordWrap(True)
        layout.addWidget(self.log, 1)

    def show_state(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        """Redraw from ``state``."""
        player = state.players[self.index]
        look = looks[self.index]
        sheet = state.config.sheet
        where = self.tr("Starting London")
        if player.location is not None and sheet.has_location(player.location):
            where = map_name(sheet.location(player.location).name)
        elif player.location is None:
            where = self.tr("en route (no place)")
        status = (
            self.tr("journey ended")
            if player.journey_ended
            else self.tr("arrived")
            if player.arrived
            else where
        )
        # the player's token (shape and colour), a little larger than the text at every UI
        # scale
        ink = QColor(style_colour(look.colour, "#3b3126"))
        dot = token_html(look.shape, ink, scaled_pixels(15)) + " "
        self.header.setText(
            dot
            + self.tr("<b>{name}</b> — {money} in hand · {value} · {status}").format(
                name=escaped(player.name),
                money=money_text(player.money),
                value=date_text(player.day),
                status=escaped(status),
            )
        )
        self.tracker.show_money(player.earned, player.spent, look.qcolor())
        balloon_names = []
        for balloon in state.config.cards.balloons:
            used = balloon.id in player.balloons_used
            name = escaped(balloon.name)
            balloon_names.append(f"<s>{name}</s>" if used else name)
        self.balloons.setText(self.tr("Balloons: ") + " · ".join(balloon_names))
        held = state.characters_of(self.index)
        if held:
            rows = []
            for character in held:
                card = state.config.cards.character(character)
                side = state.config.side_of(character)
                label = self.tr("front") if side.value == "front" else self.tr("back (B)")
                name = QCoreApplication.translate("Characters", card.name)
                text = f"<b>{name}</b> ({label}): {ability_text(card, side)}"
                colour = CHARACTER_INITIALS[character][1]
                rows.append(character_card_html(character.value, colour, text, PICTURE_PX))
            self.characters.setText(self.tr("Characters:<br>") + "".join(rows))
        else:
            self.characters.setText(self.tr("Characters: none"))
        adventures = {card.id: card for card in sheet.adventure_cards}
        claimed = [
            adventure_card_html(
                c,
                _by_sea(sheet, adventures[c].location),
                f"{escaped(map_name(adventures[c].title))} ({adventures[c].icons}★)",
                PICTURE_PX,
            )
            if c in adventures
            else escaped(c)
            for c in player.adventure_cards
        ]
        self.adventures.setText(
            self.tr("Adventure cards: ") + ("".join(claimed) or self.tr("none"))
        )
        visited_areas: list[str] = []
        for location_id in player.visits:
            if not sheet.has_location(location_id):
                continue
            area_id = sheet.location(location_id).area
            try:
                name = map_name(sheet.area(area_id).name)
            except KeyError:
                continue
            if name not in visited_areas:
                visited_areas.append(name)
        self.areas.setText(
            self.tr("Areas visited ({count}): ").format(count=len(visited_areas))
            + (escaped(", ".join(visited_areas)) or self.tr("none"))
        )

    def add_log(self, text: str, *, scroll: bool = True) -> None:
        """Add a line to this player's turn log (``scroll``: show the newest line)."""
        self.log.addItem(text)
        if scroll:
            self.log.scrollToBottom()

    def clear_log(self) -> None:
        """Empty the turn log (a new game)."""
        self.log.clear()
