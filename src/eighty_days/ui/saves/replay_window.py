"""The replay viewer: step forward and back through a saved or finished game of either kind.

The journey is shown on the journey table (each player's sheet through its sheet chooser,
the calendar, the market and the panels); the race on the race table: a finished race with
every hand open, a race still in progress with no hand shown when more than one person
plays it (the hands are secret from each other), or the one person's hand when the others
are computers. Nothing can be played here: the views only show the states of a
``LoadedGame``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.journey.events import SEGMENTS
from eighty_days.messages import Message
from eighty_days.saves import JOURNEY, LoadedGame
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.saves.session import journey_looks, race_looks
from eighty_days.ui.ui_scale import scaled_pixels


def action_text(state: Any, data: dict[str, Any]) -> str:
    """What the action that led to ``state`` did, as the table's log says it (the cards
    as the table shows them, never their ids: "Ann takes Ship £2 · 4 days · ruler 5.5 for
    …"); an action that logged nothing is described from its ``data``."""
    texts = [
        message_text(event.message)
        for event in getattr(state, "last_events", ())
        if isinstance(getattr(event, "message", None), Message)
    ]
    return " ".join(texts) if texts else describe_action(data)


def describe_action(data: dict[str, Any]) -> str:
    """A short text for a plain-data action: its type and its choices."""
    kind = str(data.get("type", "?")).replace("_", " ").replace("-", " ")
    details = []
    for key, value in data.items():
        if key == "type":
            continue
        if key == "points" and isinstance(value, list):
            details.append(message_text(SEGMENTS(count=max(len(value) - 1, 0))))
        else:
            details.append(f"{key.replace('_', ' ')} {value}")
    return kind + (f" ({', '.join(details)})" if details else "")


class ReplayWindow(QMainWindow):
    """A window that shows state ``position`` (0 … number of actions) of a loaded game."""

    #: The position shown changed (the number of actions played).
    position_changed = Signal(int)
    #: Tools → Settings… (the program opens its settings dialog).
    settings_requested = Signal()
    #: File → Quit (the program closes all its windows).
    quit_requested = Signal()

    def __init__(self, loaded: LoadedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.loaded = loaded
        #: The program that made this window (set by its factory, ``Program.replay_window``).
        self.program: Any = None
        self.states = loaded.states
        self.position = -1
        names = loaded.rules.player_names(loaded.state)
        self.setWindowTitle(self.tr("Replay — {value}").format(value=", ".join(names)))
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 4)
        self.view: Any
        self.hands_hidden = False
        #: The one person's name, in a race still in progress against computers.
        self.own_hand_of: str | None = None
        if loaded.record.game == JOURNEY:
            from eighty_days.ui.journey.table import JourneyTable

            self.looks: tuple[Any, ...] = journey_looks(loaded.record.seats, names)
            self.view = JourneyTable(loaded.state.config.sheet)
        else:
            from eighty_days.ui.race.table import RaceTable

            self.looks = race_looks(loaded.record.seats, names)
            people = [i for i, seat in enumerate(loaded.record.seats) if seat.human]
            finished = loaded.rules.is_terminal(loaded.state)
            #: A race in progress: no hand can be revealed (between several people none is
            #: shown; against computers only the one person's own).
            self.hands_hidden = not finished
            self.view = RaceTable(self.states[0], self.looks, hot_seat=not finished)
            self.view.start(self.states[0], self.looks)
            self.view.set_read_only(True)  # nothing plays in a replay, nothing looks as if
            if not finished and len(people) == 1:
                self.view.viewer = people[0]  # the one person at the screen sees their hand
                self.own_hand_of = names[people[0]]
            if self.hands_hidden:
                self.view.pass_screen.revealed.disconnect(self.view.reveal)
        layout.addWidget(self.view, 1)

        controls = QHBoxLayout()
        icons = QStyle.StandardPixmap
        self.first_button = self._button(icons.SP_MediaSkipBackward, self.tr("To the start (Home)"))
        self.back_button = self._button(
            icons.SP_MediaSeekBackward, self.tr("One action back (Left)")
        )
        self.forward_button = self._button(
            icons.SP_MediaSeekForward, self.tr("One action forward (Right)")
        )
        self.last_button = self._button(icons.SP_MediaSkipForward, self.tr("To the end (End)"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # actions name players as written
        self.label.setObjectName("replay-label")
        self.label.setMinimumWidth(scaled_pixels(320))
        self.label.setMaximumWidth(scaled_pixels(560))
        self.label.setWordWrap(True)
        for widget in (self.first_button, self.back_button, self.forward_button):
            controls.addWidget(widget)
        controls.addWidget(self.last_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.label)
        layout.addLayout(controls)
        self.setCentralWidget(central)
        self._build_menus()

        self.first_button.clicked.connect(lambda: self.show_position(0))
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(lambda: self.show_position(len(self.states) - 1))
        self.slider.valueChanged.connect(self.show_position)
        for key, slot in (
            (Qt.Key.Key_Left, self.step_back),
            (Qt.Key.Key_Right, self.step_forward),
            (Qt.Key.Key_Home, lambda: self.show_position(0)),
            (Qt.Key.Key_End, lambda: self.show_position(len(self.states) - 1)),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.resize(1400, 900)
        self.show_position(0)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        close = QAction(self.tr("&Close"), self)
        close.setShortcut(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        file_menu.addAction(close)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.quit_requested)
        file_menu.addAction(self.quit_action)
        tools = self.menuBar().addMenu(self.tr("&Tools"))
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.open_settings)
        tools.addAction(self.settings_action)

    @Slot()
    def open_settings(self) -> None:
        """Tools → Settings…: the program's dialog (applied to all its windows)."""
        self.settings_requested.emit()

    def _button(self, icon: QStyle.StandardPixmap, tip: str) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    @property
    def state(self) -> Any:
        """The state shown now."""
        return self.states[self.position]

    @Slot()
    def step_forward(self) -> None:
        """One action forward (stays at the end)."""
        self.show_position(min(self.position + 1, len(self.states) - 1))

    @Slot()
    def step_back(self) -> None:
        """One action back (stays at the start)."""
        self.show_position(max(self.position - 1, 0))

    @Slot(int)
    def show_position(self, position: int) -> None:
        """Show the state after ``position`` actions."""
        if position == self.position or not 0 <= position < len(self.states):
            return
        previous, self.position = self.position, position
        state = self.states[position]
        # going back redraws the log from the start; going forward adds the steps passed
        rebuild = previous < 0 or position < previous
        if self.loaded.record.game == JOURNEY:
            self.view.show_state(state, self.looks)  # rebuilds its log when going back
            for step in range(1 if rebuild else previous + 1, position + 1):
                self.view.show_events(self.states[step].last_events, self.states[step - 1].turn)
        else:
            if rebuild:
                self.view.log.clear()
            self.view.show_state(state)
            for step in range(0 if rebuild else previous + 1, position + 1):
                self.view.show_events(self.states[step].last_events)
            if self.hands_hidden:
                screen = self.view.pass_screen
                screen.ready.setVisible(False)
                screen.message.setText(self.tr("The hands stay hidden"))
                if self.own_hand_of is not None:
                    reason = self.tr(
                        "The race is still in progress: the replay shows only {name}'s hand "
                        "until it is over."
                    ).format(name=self.own_hand_of)
                else:
                    reason = self.tr(
                        "The race is still in progress and more than one person plays it: "
                        "the replay shows no hand until it is over."
                    )
                screen.reason.setText(reason)
        total = len(self.states) - 1
        if position == 0:
            text = self.tr("Start of the game (0 of {total} actions)").format(total=total)
        else:
            text = self.tr("Action {position} of {total}: {action}").format(
                position=position,
                total=total,
                action=action_text(self.states[position], self.loaded.record.actions[position - 1]),
            )
        self.label.setText(text)
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < total)
        self.last_button.setEnabled(position < total)
        self.position_changed.emit(position)
