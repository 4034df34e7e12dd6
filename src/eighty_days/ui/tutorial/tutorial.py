"""A short interactive tutorial for the journey game, played on the real table.

The tutorial deals a fixed game on the default world map and guides the first player
through one turn as a good player would play it (the hard opponent's move in that
position): look at the bill of the Charlière balloon first, which costs more pounds than
the player has, to learn that each missing pound costs a day (R2024-06); then take the
cheap middle ship instead, see the day token move on the calendar, aim the ruler by
clicking Le Havre among the places marked as within its reach, click again to draw the
route there and win its area (Western Europe), and learn where income is paid. Each step waits for
the player to do it on the table: the tutorial listens to the controller's, the market's
and the ruler's signals and never changes the game itself.
It can be skipped at any step and replayed from Help → Tutorial; a settings flag
remembers that it was shown.
"""

from __future__ import annotations

import contextlib
import math
from enum import IntEnum
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    FixedSetup,
    JourneyConfig,
    JourneyState,
    Phase,
    PlayerSetup,
    new_game,
    quote,
)
from eighty_days.engine.journey.actions import Slot as MarketSlot
from eighty_days.engine.journey.actions import TakeBalloon, TakeTransport
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import load_cards
from eighty_days.ui.common.message_text import map_name, plural_text
from eighty_days.ui.common.scaled_dock import ScaledDockWidget
from eighty_days.ui.common.seat_form import DefaultNames
from eighty_days.ui.common.value_text import date_text, days_text, full_date_text, money_text
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.ruler import RulerItem
from eighty_days.ui.journey.seats import SeatLook, default_looks
from eighty_days.ui.journey.table import JourneyTable

#: The settings key that remembers the tutorial was shown (first start only).
TUTORIAL_SEEN_KEY = "tutorial/seen"
#: The first income card pays £2 in Paris (the step on income shows it).
TUTORIAL_INCOME_ORDER = ("income-2", "income-1", "income-3")
#: The balloon whose bill teaches the missing pounds: £12 with £10 in hand.
TUTORIAL_BALLOON = "charliere"
#: The card a good player takes first here (the hard level's choice): the middle ship,
#: £1, 4 days + 1 for its place, its ruler reaching Le Havre across the Channel.
TUTORIAL_SLOT = MarketSlot.SHIP_2
#: Where the learner's first route ends: Le Havre, in Western Europe, an area not yet visited.
TUTORIAL_GOAL = "le-havre"
TUTORIAL_SEED = 1872
#: The seat the player learns with (the other seat is the second traveller).
LEARNER = 0


class Step(IntEnum):
    """The tutorial's steps, in order."""

    WELCOME = 0
    MISSING_POUNDS = 1
    TAKE_CARD = 2
    CALENDAR = 3
    AIM = 4
    DRAW = 5
    INCOME = 6
    DONE = 7


class TutorialWindow(Protocol):
    """What the tutorial needs of the main window: the table, the controller, docks and
    the one way it changes the sheet on its table."""

    table: JourneyTable
    controller: JourneyController
    sheet: SheetMap
    map_path: Path

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None:
        """Add a dock (``QMainWindow.addDockWidget``)."""

    def resizeDocks(
        self, docks: list[QDockWidget], sizes: list[int], orientation: Qt.Orientation
    ) -> None:
        """Give ``docks`` these ``sizes`` (``QMainWindow.resizeDocks``)."""

    def switch_sheet(self, sheet: SheetMap, map_path: Path) -> None:
        """Show ``sheet`` (read from ``map_path``) on the table."""


def is_tutorial_seen(store: QSettings) -> bool:
    """Whether the tutorial was already shown (then it does not open at start)."""
    value = store.value(TUTORIAL_SEEN_KEY, False)
    return value is True or str(value).lower() in ("true", "1")


def mark_tutorial_seen(store: QSettings) -> None:
    """Remember that the tutorial was shown."""
    store.setValue(TUTORIAL_SEEN_KEY, True)


def tutorial_looks() -> tuple[SeatLook, ...]:
    """The two travellers of the tutorial game (the learner first), named as any game's
    seats are ("Player 1", "Player 2"): a log line reads "Player 1 takes …", never "You
    takes …", and no seat has a character's name."""
    return default_looks(DefaultNames(2)[:2])


def tutorial_state(sheet: SheetMap, looks: tuple[SeatLook, ...]) -> JourneyState:
    """The fixed tutorial game on ``sheet`` (the default world map): the learner starts."""
    config = JourneyConfig(
        players=tuple(PlayerSetup(look.name, look.colour) for look in looks),
        sheet=sheet,
        fixed=FixedSetup(income_order=TUTORIAL_INCOME_ORDER, stack_order=(0, 1)),
        cards=load_cards(),
    )
    return new_game(config, TUTORIAL_SEED)


def step_text(step: Step) -> tuple[str, str]:
    """The title and the instructions of ``step`` (translated)."""
    texts = {
        Step.WELCOME: (
            QCoreApplication.translate("Tutorial", "Welcome to the journey"),
            QCoreApplication.translate(
                "Tutorial",
                "You start in London on {date} and race round the world. Each turn "
                "you take a transport card, pay for it in pounds and days, and draw your "
                "route on the map with the card's ruler. This tutorial plays one turn with "
                "you. Press Next to begin.",
            ),
        ),
        Step.MISSING_POUNDS: (
            QCoreApplication.translate("Tutorial", "1. Read the bill: missing pounds cost days"),
            QCoreApplication.translate(
                "Tutorial",
                "The market on the right offers trains, ships and three balloons. Click the "
                "Charlière balloon (the middle balloon) once: its bill appears below the "
                "market. The balloon costs {price} and you have only {money}. You may still "
                "take it, but each missing pound costs one more day. Do not take it: look "
                "at the bill.",
            ),
        ),
        Step.TAKE_CARD: (
            QCoreApplication.translate("Tutorial", "2. Take a cheap card"),
            QCoreApplication.translate(
                "Tutorial",
                "A good first move is cheap and goes somewhere new. Take the middle ship: "
                "click it to see its bill, then click it again or press Take. It costs "
                "{price}, so you keep your pounds: they buy faster cards later and are fame "
                "at the end. With the keyboard: the arrow keys to it, Enter (its bill), then "
                "Enter again.",
            ),
        ),
        Step.CALENDAR: (
            QCoreApplication.translate("Tutorial", "3. The calendar moves"),
            QCoreApplication.translate(
                "Tutorial",
                "You paid the ticket and your day token moved on the calendar at the top: "
                "{days}, from {start} to {end} (the card's days, and one more for its place "
                "in the middle of the row). The player furthest back on the calendar always "
                "plays next. Press Next.",
            ),
        ),
        Step.AIM: (
            QCoreApplication.translate("Tutorial", "4. Aim by clicking"),
            QCoreApplication.translate(
                "Tutorial",
                "The card's ruler now lies on the map at London. Green rings mark every place "
                "it can reach this turn (a dashed blue ring: only by bending the ruler at its "
                "red detour mark). Click Le Havre, south across the Channel in France: the "
                "ruler lies down on it. The mouse wheel zooms the map; drag with the middle "
                "button (or Space and drag) to move it.",
            ),
        ),
        Step.DRAW: (
            QCoreApplication.translate("Tutorial", "5. Draw the route to Le Havre"),
            QCoreApplication.translate(
                "Tutorial",
                "The ruler's line is green where the route is allowed and red and dashed "
                "from where it is not; the text under the map says “Legal route — ends at "
                "Le Havre”. Click Le Havre again (or press Enter, or “Draw route”) to draw "
                "it. To fine-tune by hand, drag any part of the ruler, press ←/→ to turn it "
                "(Shift: finer), > to bend it at the detour mark, ↑/↓ to move the stop; "
                "Esc puts it back. Page Down lays it on the nearest place it reaches, and "
                "typing a place's name aims at it too.",
            ),
        ),
        Step.INCOME: (
            QCoreApplication.translate("Tutorial", "6. Fame and income"),
            QCoreApplication.translate(
                "Tutorial",
                "Each area in which one of your routes ends is a fame point at the end: "
                "{place} lies in {area}. Pounds come from the income card (top right): "
                "a route that ends on one of its places earns what it pays there, {paris} "
                "in Paris this month. Income places change when the first token reaches a "
                "new month. Press Next.",
            ),
        ),
        Step.DONE: (
            QCoreApplication.translate("Tutorial", "You are ready"),
            QCoreApplication.translate(
                "Tutorial",
                "That was one turn. Collect fame with adventures, areas, money and an early "
                "return to London. Start a real game with File → New game; Help → Tutorial "
                "plays this tutorial again.",
            ),
        ),
    }
    return texts[step]


class TutorialPanel(QWidget):
    """The tutorial's text with Next and Skip buttons (inside a dock of the main window)."""

    next_clicked = Signal()
    skip_clicked = Signal()
    #: The panel's width changed: its text wraps anew and may need another height.
    width_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text.setAccessibleName(QCoreApplication.translate("Tutorial", "Tutorial instructions"))
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(QCoreApplication.translate("Tutorial", "Tutorial feedback"))
        buttons = QVBoxLayout()
        self.skip_button = QPushButton(QCoreApplication.translate("Tutorial", "&Skip tutorial"))
        self.skip_button.setToolTip(
            QCoreApplication.translate(
                "Tutorial", "Close the tutorial (Help → Tutorial shows it again)"
            )
        )
        self.next_button = QPushButton(QCoreApplication.translate("Tutorial", "&Next"))
        self.next_button.setToolTip(
            QCoreApplication.translate("Tutorial", "Go on to the next step")
        )
        # the buttons beside the text, not below it: on a small screen every line of the
        # tutorial's dock is a line less of the map
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        words = QVBoxLayout()
        words.addWidget(self.title)
        words.addWidget(self.text)
        words.addWidget(self.feedback)
        words.addStretch(1)
        layout.addLayout(words, 1)
        layout.addLayout(buttons)
        self.next_button.clicked.connect(self.next_clicked)
        self.skip_button.clicked.connect(self.skip_clicked)
        self.setAccessibleName(QCoreApplication.translate("Tutorial", "Tutorial"))

    def show_step(self, title: str, text: str, *, waits_for_table: bool, last: bool) -> None:
        """Show a step; Next is offered only where the step waits for nothing on the table."""
        self.title.setText(title)
        self.text.setText(text)
        self.feedback.clear()
        self.next_button.setText(
            QCoreApplication.translate("Tutorial", "&Finish")
            if last
            else QCoreApplication.translate("Tutorial", "&Next")
        )
        self.next_button.setEnabled(not waits_for_table)
        self.next_button.setVisible(not waits_for_table)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Tell when the width changes (the text then needs another height)."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.width_changed.emit()

    def needed_height(self, width: int) -> int:
        """How high the panel must be at ``width`` to show its whole text and buttons."""
        layout = self.layout()
        assert layout is not None
        if layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        return layout.totalSizeHint().height()


#: Steps that wait for the player to act on the table (no Next button until they do).
TABLE_STEPS = frozenset({Step.MISSING_POUNDS, Step.TAKE_CARD, Step.AIM, Step.DRAW})


class Tutorial(QObject):
    """Guides one journey turn on the main window's table, step by step."""

    #: The step now shown (a ``Step`` value).
    step_changed = Signal(int)
    #: The tutorial closed: ``True`` if played to the end, ``False`` if skipped.
    finished = Signal(bool)

    def __init__(
        self,
        window: TutorialWindow,
        sheet: SheetMap,
        map_path: Path,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.table = window.table
        self.controller = window.controller
        self.sheet = sheet
        self.map_path = map_path
        self.step = Step.WELCOME
        self._ruler: RulerItem | None = None
        self._start_day = 0
        self._earned_before = 0
        #: The learner has seen the balloon's bill (the missing pounds' step may go on).
        self._bill_seen = False
        #: Where the aiming step leads: Le Havre, or any place when another card was taken.
        self._goal: str | None = TUTORIAL_GOAL
        self._closed = False
        self.panel = TutorialPanel()
        self.dock = ScaledDockWidget(QCoreApplication.translate("Tutorial", "Tutorial"))
        self.dock.setObjectName("tutorial-dock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.panel.next_clicked.connect(self.next_step)
        self.panel.skip_clicked.connect(self.skip)
        self.panel.width_changed.connect(self._fit_dock_later)

    # -- running -------------------------------------------------------------------------

    def start(self) -> None:
        """Deal the tutorial game on the table and show the first step."""
        looks = tutorial_looks()
        state = tutorial_state(self.sheet, looks)
        self._start_day = state.players[LEARNER].day
        self._earned_before = state.players[LEARNER].earned
        self.window.switch_sheet(self.sheet, self.map_path)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.show()
        self.controller.state_changed.connect(self._state_changed)
        self.controller.action_refused.connect(self._refused)
        self.table.market.selection_changed.connect(self._selection_changed)
        self.controller.start(state, looks)
        self._show(Step.WELCOME)
        self.panel.next_button.setFocus()
        self._fit_dock_later()  # again once the window has laid the dock out

    @Slot()
    def next_step(self) -> None:
        """Go on from a step that waits for nothing on the table (or whose wait is over)."""
        if self._waits_for_table(self.step):
            return
        if self.step is Step.DONE:
            self._close(completed=True)
            return
        self._show(Step(self.step + 1))
        if self.step in TABLE_STEPS:
            self.table.focus_ruler()

    @Slot()
    def skip(self) -> None:
        """Leave the tutorial now (the game on the table stays)."""
        self._close(completed=False)

    def _close(self, *, completed: bool) -> None:
        if self._closed:
            return  # skipped already (Help → Tutorial again, a real game dealt after Skip)
        self._closed = True
        self._disconnect_ruler()
        for signal, slot in (
            (self.controller.state_changed, self._state_changed),
            (self.controller.action_refused, self._refused),
            (self.table.market.selection_changed, self._selection_changed),
        ):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.dock.hide()
        # the Skip or Finish button had the keyboard: it goes where the next action is
        self.table.focus_next_action()
        self.finished.emit(completed)

    def _show(self, step: Step) -> None:
        self.step = step
        title, text = step_text(step)
        state = self.controller.state
        learner = state.players[LEARNER]
        if step is Step.WELCOME:
            text = text.format(date=full_date_text(self._start_day))
        elif step is Step.MISSING_POUNDS:
            price = self.controller.state.config.cards.balloon(TUTORIAL_BALLOON).cost
            text = text.format(price=money_text(price), money=money_text(learner.money))
        elif step is Step.TAKE_CARD:
            text = text.format(price=money_text(self._ship_price()))
        elif step is Step.CALENDAR:
            text = text.format(
                days=days_text(learner.day - self._start_day),
                start=date_text(self._start_day),
                end=date_text(learner.day),
            )
        elif step is Step.INCOME:
            text = text.format(
                place=self._place_name(learner.location),
                area=self._area_name(learner.location),
                paris=money_text(dict(state.income_card.payouts).get("paris", 0)),
            )
        self.panel.show_step(
            title, text, waits_for_table=self._waits_for_table(step), last=step is Step.DONE
        )
        self._fit_dock()
        if step in (Step.AIM, Step.DRAW):
            self._watch_ruler()
        self.step_changed.emit(int(step))

    @Slot()
    def _fit_dock_later(self) -> None:
        """Fit the dock once the window's layout has settled (not inside its resize)."""
        QTimer.singleShot(0, self._fit_dock)

    def _fit_dock(self) -> None:
        """The dock as high as the step's text needs and no higher: the map keeps the rest
        of the window (on a 1024×700 screen a dock of the window's share left the map a
        strip)."""
        if self._closed:
            return
        title_bar = max(self.dock.height() - self.panel.height(), 0)
        if not self.dock.isVisible() or title_bar == 0:
            title_bar = self.dock.fontMetrics().height() + 8
        needed = self.panel.needed_height(max(self.panel.width(), self.dock.width(), 320))
        self.window.resizeDocks([self.dock], [needed + title_bar], Qt.Orientation.Vertical)

    # -- listening to the table ----------------------------------------------------------

    def _say(self, text: str) -> None:
        """Show ``text`` below the step's instructions; the dock grows to show it whole (on
        a small screen the instructions' last line went under the feedback)."""
        self.panel.feedback.setText(text)
        self._fit_dock_later()

    def _waits_for_table(self, step: Step) -> bool:
        """Whether ``step`` still waits for the learner's action on the table."""
        if step is Step.MISSING_POUNDS:
            return not self._bill_seen
        return step in TABLE_STEPS

    def _ship_price(self) -> int:
        """What the tutorial's ship costs the learner (0 once the market has moved on)."""
        state = self.controller.state
        if state.phase is not Phase.TAKE_TRANSPORT:
            return 0
        try:
            return quote(state, TakeTransport(TUTORIAL_SLOT)).cost
        except IllegalActionError:
            return 0

    def _place_name(self, location_id: str | None) -> str:
        """A place of the sheet by its translated name."""
        if location_id is None or not self.sheet.has_location(location_id):
            return location_id or ""
        return map_name(self.sheet.location(location_id).name)

    def _area_name(self, location_id: str | None) -> str:
        """The translated name of the area a place lies in."""
        if location_id is None or not self.sheet.has_location(location_id):
            return ""
        area_id = self.sheet.location(location_id).area
        try:
            return map_name(self.sheet.area(area_id).name)
        except KeyError:
            return area_id

    @Slot(object)
    def _selection_changed(self, choice: object) -> None:
        """The learner looked at a card's bill: the balloon's ends the missing pounds' step."""
        if self.step is not Step.MISSING_POUNDS or self._bill_seen:
            return
        if not (isinstance(choice, TakeBalloon) and choice.balloon == TUTORIAL_BALLOON):
            return
        self._bill_seen = True
        state = self.controller.state
        try:
            missing = quote(state, choice).missing_pounds
        except IllegalActionError:
            missing = 0
        self._say(
            plural_text(
                self.tr(
                    "The bill says it: {pounds} missing, paid as %n more day(s). Days are what "
                    "the race is about, so do not take it. Press Next.",
                    "",
                    missing,
                ),
                missing,
            ).format(pounds=money_text(missing))
        )
        self.panel.next_button.setVisible(True)
        self.panel.next_button.setEnabled(True)
        self.panel.next_button.setFocus()

    @Slot(object)
    def _state_changed(self, state: JourneyState) -> None:
        learner = state.players[LEARNER]
        taking = self.step in (Step.MISSING_POUNDS, Step.TAKE_CARD)
        if taking and state.phase is Phase.DRAW_ROUTE:
            took_ship = any(
                isinstance(action, TakeTransport) and action.slot is TUTORIAL_SLOT
                for action in state.history[-1:]
            )
            self._goal = TUTORIAL_GOAL if took_ship else None
            self._show(Step.CALENDAR)
            if not took_ship:
                self._say(
                    QCoreApplication.translate(
                        "Tutorial",
                        "You took another card: the game goes on with it. Aim at any place "
                        "in a green ring next.",
                    )
                )
        elif self.step in (Step.AIM, Step.DRAW) and learner.routes:
            self._show(Step.INCOME)
        elif self.step in (Step.AIM, Step.DRAW):
            self._watch_ruler()

    @Slot(str)
    def _refused(self, reason: str) -> None:
        self._say(
            QCoreApplication.translate("Tutorial", "Not allowed: {reason}").format(reason=reason)
        )

    def _watch_ruler(self) -> None:
        ruler = self.table.ruler
        if ruler is None or ruler is self._ruler:
            return
        self._disconnect_ruler()
        self._ruler = ruler
        ruler.route_changed.connect(self._ruler_moved)
        ruler.destroyed.connect(self._ruler_gone)

    def _disconnect_ruler(self) -> None:
        if self._ruler is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._ruler.route_changed.disconnect(self._ruler_moved)
                self._ruler.destroyed.disconnect(self._ruler_gone)
        self._ruler = None

    @Slot()
    def _ruler_gone(self) -> None:
        self._ruler = None

    @Slot(object)
    def _ruler_moved(self, points: object) -> None:
        """The aiming step is done once the ruler's route ends in Le Havre (in any place when
        the learner took another card)."""
        ruler = self._ruler
        if ruler is None or self.step is not Step.AIM:
            return
        end = ruler.end_point()
        if self._goal is None:
            places = self.sheet.locations
        elif self.sheet.has_location(self._goal):
            places = (self.sheet.location(self._goal),)
        else:
            places = ()
        if any(math.dist(end, place.point) <= place.snap_radius for place in places):
            self._show(Step.DRAW)


def start_tutorial(window: QMainWindow, sheet: SheetMap, map_path: Path) -> Tutorial:
    """Start the tutorial over ``window`` (a ``MainWindow``) on the world ``sheet``."""
    tutorial = Tutorial(window, sheet, map_path, window)  # type: ignore[arg-type]
    tutorial.start()
    return tutorial


def open_tutorial(
    window: QMainWindow, store: QSettings, *, first_start: bool = False
) -> Tutorial | None:
    """Help → Tutorial (or, with ``first_start``, the tutorial once on the first start).

    The tutorial is played on the default world map (the window's, if it shows it already);
    the settings ``store`` remembers that it was shown. ``None`` when nothing was opened.
    """
    if first_start and is_tutorial_seen(store):
        return None
    path = default_world_map_path()
    shown: Path | None = getattr(window, "map_path", None)
    same = shown is not None and Path(shown).resolve() == path.resolve()
    try:
        sheet = window.sheet if same else load_map(path)  # type: ignore[attr-defined]
    except DataError:
        return None
    mark_tutorial_seen(store)
    return start_tutorial(window, sheet, path)


__all__ = [
    "TUTORIAL_SEEN_KEY",
    "Step",
    "Tutorial",
    "TutorialPanel",
    "is_tutorial_seen",
    "mark_tutorial_seen",
    "open_tutorial",
    "start_tutorial",
    "tutorial_state",
]
