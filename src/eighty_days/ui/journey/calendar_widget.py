"""The calendar board: 2 October – 21 December 1872 with the day tokens stacked per day."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from eighty_days.engine.journey.events import DaysChanged
from eighty_days.engine.journey.state import LAST_DAY, JourneyState
from eighty_days.ui.accessibility.refresh import refresh
from eighty_days.ui.common.palette import INK, PAPER, PAPER_EDGE, paint_token
from eighty_days.ui.common.value_text import date_of, date_text
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.motion import TokenSlide
from eighty_days.ui.ui_scale import scaled_pixels, scaled_points

MONTHS = (
    str(QT_TRANSLATE_NOOP("Calendar", "October")),
    str(QT_TRANSLATE_NOOP("Calendar", "November")),
    str(QT_TRANSLATE_NOOP("Calendar", "December")),
)
#: The day numbers' ink: the market cards' brown, 6.4:1 even on the darkest box (an odd
#: month's Sunday; the lighter brown #7a6a52 was 3.8:1 there, its small digits fainter).
DAY_INK = QColor("#5a4a36")


def _shown_day(day: int) -> int:
    """The box a token on ``day`` lies in (days past 21 December share the "late" box)."""
    return min(day, LAST_DAY + 1)


class CalendarWidget(QWidget):
    """Draws the board from a state: one box per day, a row per month, tokens stacked.

    Every size follows the UI scale (Settings → Text size): the boxes, the month labels and
    the tokens grow with the text, and a change while a game is open (the widget's font
    changes with the application's) lays the board out anew.
    """

    #: A day box's height at 100 % (pixels).
    BOX_HEIGHT = 34
    #: The text size of the day numbers and month names at 100 % (points).
    TEXT_POINTS = 8.0
    #: A day token's side at 100 % (pixels).
    TOKEN_PIXELS = 15.0
    #: The margin around the board (pixels at 100 %).
    MARGIN = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._state: JourneyState | None = None
        self._looks: tuple[SeatLook, ...] = ()
        self.setMouseTracking(True)
        #: Tokens sliding to their new day (only what is painted; the state is already new).
        self.token_slide = TokenSlide(self)
        #: The board without tokens, and what it was drawn for (size, scale, text).
        self._board: QPixmap | None = None
        self._board_key: tuple[object, ...] = ()
        #: The month names' and the "late" box's room (None: to be measured).
        self._widths: tuple[float, float] | None = None
        self._follow_ui_scale()

    def _follow_ui_scale(self) -> None:
        """Size the board for the current UI scale."""
        self.setMinimumHeight(self.board_height())
        self.updateGeometry()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale reaches every widget as a font change: lay the board out anew;
        a new language measures the month names and the "late" box again."""
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.ApplicationFontChange,
            QEvent.Type.LanguageChange,
        ):
            self._widths = None
            self.update()
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._follow_ui_scale()
        super().changeEvent(event)

    def box_height(self) -> int:
        """A day box's height at the current UI scale."""
        return scaled_pixels(self.BOX_HEIGHT)

    def board_height(self) -> int:
        """The height of the three month rows and the margins."""
        return 3 * self.box_height() + 2 * scaled_pixels(self.MARGIN) + 2

    def text_font(self) -> QFont:
        """The font of the day numbers (the month names are its bold)."""
        font = QFont(self.font())
        font.setPointSizeF(scaled_points(self.TEXT_POINTS))
        return font

    def day_number_font(self) -> QFont:
        """The font the day numbers are painted in: ``text_font``, smaller where the board
        is compressed (a narrow window, a large text size) so that "31" fits its box."""
        font = self.text_font()
        room = self._box_width()
        if room <= 0 or font.pointSizeF() <= 0:
            return font
        widest = QFontMetricsF(font).horizontalAdvance("31") + 4
        if widest > room:
            font.setPointSizeF(max(4.0, font.pointSizeF() * room / widest))
        # (the font's sizes come in steps: smaller still until it does fit)
        while QFontMetricsF(font).horizontalAdvance("31") + 4 > room and font.pointSizeF() > 4:
            font.setPointSizeF(max(4.0, font.pointSizeF() - 0.5))
        return font

    def sizeHint(self) -> QSize:
        """Wide and three rows high."""
        return QSize(scaled_pixels(1200), self.board_height())

    def show_state(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        """Redraw from ``state``; a token that moved slides there (``token_slide``)."""
        previous = self._state
        before = self._token_rects() if previous is not None else {}
        self._state = state
        self._looks = looks
        after = self._token_rects()
        hopping: set[int] = set()
        via: dict[int, QRectF] = {}
        if previous is not None and len(previous.players) == len(state.players):
            for index, player in enumerate(state.players):
                if _shown_day(previous.players[index].day) != _shown_day(player.day):
                    hopping.add(index)
            via = self._date_line_stops(previous, state, before)
        self.token_slide.follow(before, after, via=via, hopping=hopping | set(via))
        self.update()
        refresh(self)  # a screen reader hears the days whose tokens changed

    def shown_state(self) -> JourneyState | None:
        """The state the board shows (None before the first)."""
        return self._state

    def _date_line_stops(
        self, previous: JourneyState, state: JourneyState, before: dict[int, QRectF]
    ) -> dict[int, QRectF]:
        """For a token the date line moved (R2024-12): where it goes first, the day it had
        paid (on top of that day's stack), before it steps to its new day; where the token
        lies there already, the stop is a pause that lets the route's pen stroke come first."""
        stops: dict[int, QRectF] = {}
        for event in state.last_events:
            if not isinstance(event, DaysChanged) or event.player not in before:
                continue
            index = event.player
            paid = state.players[index].day - event.days
            if _shown_day(previous.players[index].day) == _shown_day(paid):
                stops[index] = before[index]
                continue
            others = [
                i
                for i, p in enumerate(state.players)
                if i != index and p.on_calendar and _shown_day(p.day) == _shown_day(paid)
            ]
            stops[index] = self._stack_rect(_shown_day(paid), len(others), len(others) + 1)
        return stops

    # -- layout --------------------------------------------------------------------------

    def _month_font(self) -> QFont:
        bold = self.text_font()
        bold.setBold(True)
        return bold

    def _late_text(self) -> str:
        return self.tr("after\n21 Dec")

    def _text_widths(self) -> tuple[float, float]:
        """Room for the longest month name and for the "after 21 Dec" box's two lines,
        measured once per font and language (every day's box asks for them; a font or
        language change measures anew: ``changeEvent``)."""
        if self._widths is None:
            font = self.text_font()
            bold = QFont(font)
            bold.setBold(True)
            month_metrics = QFontMetricsF(bold)
            widest_month = max(
                month_metrics.horizontalAdvance(QCoreApplication.translate("Calendar", month))
                for month in MONTHS
            )
            metrics = QFontMetricsF(font)
            widest_late = max(
                metrics.horizontalAdvance(line) for line in self._late_text().split("\n")
            )
            self._widths = (
                max(float(scaled_pixels(74)), widest_month + scaled_pixels(12)),
                max(float(scaled_pixels(60)), widest_late + scaled_pixels(8)),
            )
        return self._widths

    def _label_width(self) -> float:
        """Room for the longest month name."""
        return self._text_widths()[0]

    def _late_width(self) -> float:
        """Room for the "after 21 Dec" box's two lines."""
        return self._text_widths()[1]

    def _box_width(self) -> float:
        gap = self._late_width() + scaled_pixels(10)
        return (self.width() - self._label_width() - gap) / 31.0

    def day_rect(self, day: int) -> QRectF:
        """The box of ``day`` (days past 21 December share the "late" box)."""
        w = self._box_width()
        h = float(self.box_height())
        top = float(scaled_pixels(self.MARGIN))
        if day > LAST_DAY:
            late = self._late_width()
            return QRectF(self.width() - late - top, top + h, late, 2 * h - top)
        date = date_of(day)
        row = date.month - 10
        column = date.day - 1
        return QRectF(self._label_width() + column * w, top + row * h, w, h)

    def day_at(self, point: QPointF) -> int | None:
        """The day whose box holds ``point``."""
        for day in range(LAST_DAY + 2):
            if self.day_rect(day).contains(point):
                return day
        return None

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the board (drawn once per size into a picture) and the tokens."""
        if self.width() <= 0 or self.height() <= 0:
            return
        painter = QPainter(self)
        board = self._board_picture()
        ratio = board.devicePixelRatio()
        area = QRectF(event.rect())
        painter.drawPixmap(
            area,
            board,
            QRectF(area.x() * ratio, area.y() * ratio, area.width() * ratio, area.height() * ratio),
        )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_tokens(painter)
        painter.end()

    def _board_picture(self) -> QPixmap:
        """The board without tokens, drawn anew only when its size, text or screen change
        (a sliding token repaints only its way, so a frame costs a copy, not the board)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.text_font().key(), self._late_text())
        if self._board is None or self._board_key != key:
            board = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            board.setDevicePixelRatio(ratio)
            board.fill(PAPER)
            painter = QPainter(board)
            self._paint_board(painter)
            painter.end()
            self._board, self._board_key = board, key
        return self._board

    def _paint_board(self, painter: QPainter) -> None:
        """The month rows, the day boxes and the "late" box."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        h = float(self.box_height())
        top = float(scaled_pixels(self.MARGIN))
        bold = self._month_font()
        for row, month in enumerate(MONTHS):
            painter.setFont(bold)
            painter.setPen(INK)
            painter.drawText(
                QRectF(top, top + row * h, self._label_width() - 2 * top, h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                QCoreApplication.translate("Calendar", month),
            )
        painter.setFont(self.day_number_font())
        for day in range(LAST_DAY + 1):
            rect = self.day_rect(day)
            date = date_of(day)
            fill = QColor("#fbf6e9") if date.month % 2 == 0 else QColor("#f1e7cf")
            if date.weekday() == 6:
                fill = fill.darker(104)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(PAPER_EDGE, 1))
            painter.drawRect(rect)
            painter.setPen(DAY_INK)
            painter.drawText(rect.adjusted(2, 1, -2, -1), Qt.AlignmentFlag.AlignTop, str(date.day))
            if date.day == 1 or day == 0:
                painter.setPen(QPen(INK, 2.5))
                painter.drawLine(rect.topLeft(), rect.bottomLeft())
        last = self.day_rect(LAST_DAY)
        painter.setPen(QPen(QColor("#c0392b"), 2.5))
        painter.drawLine(last.topRight(), last.bottomRight())
        late = self.day_rect(LAST_DAY + 1)
        painter.fillRect(late, QColor("#ead6cf"))
        painter.setPen(QPen(PAPER_EDGE, 1))
        painter.drawRect(late)
        painter.setPen(QColor("#8a3324"))
        painter.drawText(
            late.adjusted(2, 2, -2, -2),
            Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter,
            self._late_text(),
        )

    def _token_rects(self) -> dict[int, QRectF]:
        """Where each player's token lies, bottom to top of each stack (in paint order)."""
        state = self._state
        rects: dict[int, QRectF] = {}
        if state is None:
            return rects
        by_day: dict[int, list[int]] = {}
        for index, player in enumerate(state.players):
            if player.on_calendar:
                by_day.setdefault(min(player.day, LAST_DAY + 1), []).append(index)
        for day, indices in by_day.items():
            indices.sort(key=lambda i: state.players[i].stack_height)
            for level, index in enumerate(indices):
                rects[index] = self._stack_rect(day, level, len(indices))
        return rects

    def _stack_rect(self, day: int, level: int, count: int) -> QRectF:
        """The place of the token at ``level`` (0: the bottom) of ``day``'s stack of
        ``count``: each token a little right of and above the one below."""
        rect = self.day_rect(day)
        size = min(rect.width() - 8, float(scaled_pixels(self.TOKEN_PIXELS)))
        step = float(scaled_pixels(7))
        spread = min(step, (rect.width() - size - 4) / max(count - 1, 1))
        rise = float(scaled_pixels(3))
        return QRectF(
            rect.left() + 2 + level * spread,
            rect.bottom() - size - 2 - level * rise,
            size,
            size,
        )

    def _paint_tokens(self, painter: QPainter) -> None:
        state = self._state
        if state is None:
            return
        caret_half, caret_height = float(scaled_pixels(4)), float(scaled_pixels(5))
        rects = self._token_rects()
        # sliding tokens last: a token landing on a stack goes on top visibly
        order = sorted(rects, key=self.token_slide.paint_rank)
        for index in order:
            token = self.token_slide.rect_now(index, rects[index])
            look = self._looks[index]
            active = index == state.active
            paint_token(painter, look.shape, look.qcolor(), token, active=active)
            if active:  # a caret over the token whose turn it is
                tip = QPointF(token.center().x(), token.top() - 1)
                caret = QPolygonF(
                    [
                        tip,
                        QPointF(tip.x() - caret_half, tip.y() - caret_height),
                        QPointF(tip.x() + caret_half, tip.y() - caret_height),
                    ]
                )
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#c0392b"))
                painter.drawPolygon(caret)

    def event(self, event: object) -> bool:
        """Tooltips: the date and whose tokens lie there."""
        if isinstance(event, QHelpEvent):
            day = self.day_at(QPointF(event.pos()))
            if day is None:
                QToolTip.hideText()
                return True
            text = (
                date_text(day)
                if day <= LAST_DAY
                else self.tr("After 21 December: the journey ends")
            )
            if self._state is not None:
                names = [
                    p.name
                    for p in self._state.players
                    if p.on_calendar and min(p.day, LAST_DAY + 1) == day
                ]
                if names:
                    text += self.tr("\nTokens (bottom to top): ") + ", ".join(names)
            QToolTip.showText(event.globalPos(), text, self)
            return True
        return super().event(event)  # type: ignore[arg-type]
