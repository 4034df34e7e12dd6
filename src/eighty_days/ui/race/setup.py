"""Setting up a race: 2–6 seats (name, pawn colour and shape, who plays), the wind rose's
starting transport, the expert rules, the seed.

``RaceSetupWidget`` is the form (usable inside another dialog); ``RaceSetupDialog`` wraps
it and emits ``settings_accepted`` without a blocking ``exec()``; ``RaceSettings`` turns
into the engine's ``RaceConfig`` and the pawns' looks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.race import ExpertRules, RaceConfig, Transport
from eighty_days.saves.format import shown_name
from eighty_days.ui.common.palette import PLAYER_COLOURS
from eighty_days.ui.common.seat_form import (
    DefaultNames,
    PlayersBox,
    name_field_width,
    name_seat_controls,
    seat_problem,
    setup_tab_order,
)
from eighty_days.ui.common.seed_edit import SeedEdit
from eighty_days.ui.race.looks import (
    PAWN_SHAPES,
    PawnLook,
    PawnShape,
    pawn_icon,
    pawn_shape_name,
    transport_name,
)
from eighty_days.ui.ui_scale import scaled_pixels

MIN_PLAYERS = 2
MAX_PLAYERS = 6
DEFAULT_RACE_NAMES = DefaultNames(6)

#: The expert switches with their labels (Spiel für erfahrene Weltreisende).
EXPERT_SWITCHES: tuple[tuple[str, str], ...] = (
    ("travel_backward", str(QT_TRANSLATE_NOOP("RaceSetup", "Travel cards forward or backward"))),
    ("finish_with_no_cards", str(QT_TRANSLATE_NOOP("RaceSetup", "Finish only with no cards left"))),
    ("keep_event", str(QT_TRANSLATE_NOOP("RaceSetup", "Keep one event card to play later"))),
    (
        "events_trigger_spaces",
        str(QT_TRANSLATE_NOOP("RaceSetup", "Events that move you onto a special space trigger it")),
    ),
    (
        "opponents_trigger_handcuffs",
        str(QT_TRANSLATE_NOOP("RaceSetup", "Opponents moved by an event obey handcuff spaces")),
    ),
)

#: What each expert switch changes, for the form (the rulebook's "Spiel für erfahrene
#: Weltreisende", one sentence each).
EXPERT_EXPLANATIONS: dict[str, str] = {
    "travel_backward": str(
        QT_TRANSLATE_NOOP(
            "RaceSetup",
            "A travel card may move your pawn its number of spaces backward instead of "
            "forward: more ways to reach a useful space.",
        )
    ),
    "finish_with_no_cards": str(
        QT_TRANSLATE_NOOP("RaceSetup", "You may reach London only with no cards left in your hand.")
    ),
    "keep_event": str(
        QT_TRANSLATE_NOOP(
            "RaceSetup",
            "An event card drawn may be kept (one at most) and played later, before or "
            "after an action card; it cannot be taken to the finish.",
        )
    ),
    "events_trigger_spaces": str(
        QT_TRANSLATE_NOOP(
            "RaceSetup",
            "A pawn moved by your event card onto a wind rose, telescope or handcuff space "
            "takes that space's effect.",
        )
    ),
    "opponents_trigger_handcuffs": str(
        QT_TRANSLATE_NOOP(
            "RaceSetup",
            "Other players' pawns moved by an event card obey only a handcuff space.",
        )
    ),
}


class RaceSeatKind(StrEnum):
    """Who plays a seat."""

    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class RaceSeat:
    """One seat: the player's look and who plays it."""

    look: PawnLook
    kind: RaceSeatKind = RaceSeatKind.HUMAN
    #: How strong the computer plays the seat: "easy", "normal" or "hard" (computer seats).
    level: str = "normal"


#: The choices of the seat column: (shown text, who plays, computer level).
RACE_SEAT_CHOICES: tuple[tuple[str, RaceSeatKind, str], ...] = (
    (str(QT_TRANSLATE_NOOP("RaceSetup", "Human")), RaceSeatKind.HUMAN, "normal"),
    (str(QT_TRANSLATE_NOOP("RaceSetup", "Computer: easy")), RaceSeatKind.COMPUTER, "easy"),
    (str(QT_TRANSLATE_NOOP("RaceSetup", "Computer: normal")), RaceSeatKind.COMPUTER, "normal"),
    (str(QT_TRANSLATE_NOOP("RaceSetup", "Computer: hard")), RaceSeatKind.COMPUTER, "hard"),
)


@dataclass(frozen=True, slots=True)
class RaceSettings:
    """Everything needed to start a race."""

    seats: tuple[RaceSeat, ...]
    wind_rose: Transport = Transport.TRAIN
    expert: ExpertRules = field(default_factory=ExpertRules)
    seed: int = 1872

    @property
    def looks(self) -> tuple[PawnLook, ...]:
        """The pawns' looks in seat order."""
        return tuple(seat.look for seat in self.seats)

    def config(self) -> RaceConfig:
        """The engine's configuration."""
        return RaceConfig(
            players=tuple(seat.look.name for seat in self.seats),
            wind_rose=self.wind_rose,
            expert=self.expert,
        )


def seat_choice_index(seat: RaceSeat) -> int:
    """The entry of ``RACE_SEAT_CHOICES`` that describes ``seat``."""
    for index, (_, kind, level) in enumerate(RACE_SEAT_CHOICES):
        if kind is seat.kind and (kind is RaceSeatKind.HUMAN or level == seat.level):
            return index
    return 0


def default_settings(players: int = 2, seed: int = 1872) -> RaceSettings:
    """``players`` seats with the default names, colours and shapes."""
    seats = tuple(
        RaceSeat(PawnLook(DEFAULT_RACE_NAMES[i], PLAYER_COLOURS[i].hex, PAWN_SHAPES[i]))
        for i in range(players)
    )
    return RaceSettings(seats=seats, seed=seed)


def settings_from_seats(
    seats: Sequence[tuple[str, str, str]],
    seed: int,
    wind_rose: Transport = Transport.TRAIN,
    levels: Sequence[str | None] | None = None,
) -> RaceSettings:
    """Race settings from another dialog's seats: (name, ``#rrggbb`` colour, shape name).

    A shape the race does not know (or one already taken) becomes the first free one.
    ``levels`` gives each seat's computer level ("easy", "normal", "hard"), or ``None``
    for a person; without it every seat is a person.
    """
    used: set[PawnShape] = set()
    looks: list[PawnLook] = []
    for name, colour, shape_name in seats:
        known = {shape.value: shape for shape in PAWN_SHAPES}
        shape = known.get(shape_name)
        if shape is None or shape in used:
            shape = next(s for s in PAWN_SHAPES if s not in used)
        used.add(shape)
        looks.append(PawnLook(name, colour, shape))
    seat_levels = list(levels) if levels is not None else [None] * len(looks)
    race_seats = tuple(
        RaceSeat(look) if level is None else RaceSeat(look, kind=RaceSeatKind.COMPUTER, level=level)
        for look, level in zip(looks, seat_levels, strict=True)
    )
    return RaceSettings(seats=race_seats, wind_rose=wind_rose, seed=seed)


class _SeatRow:
    """The widgets of one seat."""

    def __init__(self, index: int, grid: QGridLayout) -> None:
        self.icon = QLabel()
        self.name = QLineEdit(DEFAULT_RACE_NAMES[index])
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(name_field_width(self.name))
        self.name.setPlaceholderText(QCoreApplication.translate("_SeatRow", "Name"))
        self.colour = QComboBox()
        for colour in PLAYER_COLOURS:
            self.colour.addItem(colour.shown_name())
        self.colour.setCurrentIndex(index)
        self.colour.setToolTip(
            QCoreApplication.translate(
                "_SeatRow", "Pawn colour (Okabe–Ito colour-blind-safe palette)"
            )
        )
        self.shape = QComboBox()
        for shape in PAWN_SHAPES:
            self.shape.addItem(pawn_shape_name(shape))
        self.shape.setCurrentIndex(index)
        self.shape.setToolTip(
            QCoreApplication.translate(
                "_SeatRow", "Pawn shape, so pawns differ by more than colour"
            )
        )
        self.kind = QComboBox()
        for text, _, _ in RACE_SEAT_CHOICES:
            self.kind.addItem(QCoreApplication.translate("RaceSetup", text))
        self.kind.setToolTip(
            QCoreApplication.translate(
                "RaceSetup", "Who plays this seat: a person, or the computer at a level"
            )
        )
        self.widgets: tuple[QWidget, ...] = (
            self.icon,
            self.name,
            self.colour,
            self.shape,
            self.kind,
        )
        for column, widget in enumerate(self.widgets):
            grid.addWidget(widget, index + 1, column)
        name_seat_controls(
            index + 1,
            self.name,
            self.colour,
            self.shape,
            self.kind,
            QCoreApplication.translate("PlayersBox", "pawn"),
        )
        self.colour.currentIndexChanged.connect(self.refresh_icons)
        self.shape.currentIndexChanged.connect(self.refresh_icons)
        self.name.textChanged.connect(self.refresh_icons)
        self.refresh_icons()

    def look(self, fallback: str) -> PawnLook:
        """The seat's pawn as chosen."""
        return PawnLook(
            shown_name(self.name.text()) or fallback,
            PLAYER_COLOURS[self.colour.currentIndex()].hex,
            PAWN_SHAPES[self.shape.currentIndex()],
        )

    def refresh_icons(self) -> None:
        """Show the pawn as chosen, and each shape in the chosen colour."""
        look = self.look("?")
        self.icon.setPixmap(pawn_icon(look, 24).pixmap(QSize(24, 24)))
        for i, shape in enumerate(PAWN_SHAPES):
            self.shape.setItemIcon(i, pawn_icon(PawnLook("", look.colour, shape)))
        for i, colour in enumerate(PLAYER_COLOURS):
            self.colour.setItemIcon(i, pawn_icon(PawnLook("", colour.hex, PawnShape.CIRCLE)))

    def set_visible(self, visible: bool) -> None:
        """Show or hide the row."""
        for widget in self.widgets:
            widget.setVisible(visible)


class RaceSetupWidget(QWidget):
    """The race's setup form; ``problem_changed`` tells whether it can start."""

    problem_changed = Signal(str)

    def __init__(self, settings: RaceSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        players_box = PlayersBox(MIN_PLAYERS, MAX_PLAYERS, self.tr("Pawn"))
        self.player_count = players_box.player_count
        self.seats = [_SeatRow(i, players_box.grid) for i in range(MAX_PLAYERS)]
        self.problem = players_box.problem
        self.players_box = players_box
        layout.addWidget(players_box)

        rules_box = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules_box)
        self.wind_rose = QComboBox()
        for transport in Transport:
            self.wind_rose.addItem(transport_name(transport), transport.value)
        self.wind_rose.setToolTip(self.tr("The transport the wind rose shows at the start"))
        form.addRow(self.tr("Wind rose starts on:"), self.wind_rose)
        self.expert: dict[str, QCheckBox] = {}
        expert_box = QWidget()
        expert_layout = QVBoxLayout(expert_box)
        expert_layout.setContentsMargins(0, 0, 0, 0)
        #: The sentence under each expert switch that says what it changes.
        self.expert_notes: dict[str, QLabel] = {}
        for key, label in EXPERT_SWITCHES:
            box = QCheckBox(QCoreApplication.translate("RaceSetup", label))
            explanation = QCoreApplication.translate("RaceSetup", EXPERT_EXPLANATIONS[key])
            box.setToolTip(explanation)
            note = QLabel(explanation)
            note.setWordWrap(True)
            note.setIndent(scaled_pixels(24))
            # a wrapped label's height depends on its width: fixed both, so the form asks
            # for the room the whole sentence needs
            width = scaled_pixels(440)
            note.setFixedWidth(width)
            note.setMinimumHeight(note.heightForWidth(width))
            self.expert[key] = box
            self.expert_notes[key] = note
            expert_layout.addWidget(box)
            expert_layout.addWidget(note)
        form.addRow(self.tr("Expert variant:"), expert_box)
        self.seed = SeedEdit()
        self.seed.setToolTip(self.tr("The same seed shuffles the same cards"))
        form.addRow(self.tr("Seed:"), self.seed)
        layout.addWidget(rules_box)

        self.player_count.valueChanged.connect(self._update_rows)
        self.seed.textChanged.connect(self.validate)
        for seat in self.seats:
            seat.colour.currentIndexChanged.connect(self.validate)
            seat.shape.currentIndexChanged.connect(self.validate)
            seat.name.textChanged.connect(self.validate)
        self.set_settings(settings or default_settings())

    def seat_controls(self) -> list[tuple[QWidget, ...]]:
        """Each seat's controls, the top seat first (the dialogs' Tab order)."""
        return [(s.name, s.colour, s.shape, s.kind) for s in self.seats]

    def option_controls(self) -> list[QWidget]:
        """The race's options under the seats (the dialogs' Tab order)."""
        return [self.wind_rose, *self.expert.values(), self.seed]

    def set_settings(self, settings: RaceSettings) -> None:
        """Fill the form from ``settings``."""
        self.player_count.setValue(len(settings.seats))
        for seat_row, seat in zip(self.seats, settings.seats, strict=False):
            seat_row.name.setText(seat.look.name)
            hexes = [c.hex for c in PLAYER_COLOURS]
            if seat.look.colour in hexes:
                seat_row.colour.setCurrentIndex(hexes.index(seat.look.colour))
            seat_row.shape.setCurrentIndex(PAWN_SHAPES.index(seat.look.shape))
            seat_row.kind.setCurrentIndex(seat_choice_index(seat))
        self.wind_rose.setCurrentIndex(list(Transport).index(settings.wind_rose))
        for key, box in self.expert.items():
            box.setChecked(bool(getattr(settings.expert, key)))
        self.seed.setValue(settings.seed)
        self._update_rows()

    @Slot()
    def _update_rows(self) -> None:
        for index, seat in enumerate(self.seats):
            seat.set_visible(index < self.player_count.value())
        self.validate()

    def _active(self) -> list[_SeatRow]:
        return self.seats[: self.player_count.value()]

    @Slot()
    def validate(self) -> str:
        """The problem that keeps the race from starting ("" if none); shown in the form."""
        seats = self._active()
        problem = (
            seat_problem(
                [s.colour.currentIndex() for s in seats],
                [s.shape.currentIndex() for s in seats],
                self.tr("Each player needs a different pawn shape."),
                [s.look(DEFAULT_RACE_NAMES[i]).name for i, s in enumerate(seats)],
            )
            or self.seed.problem()
        )
        self.players_box.show_problem(problem)
        self.problem_changed.emit(problem)
        return problem

    def settings(self) -> RaceSettings:
        """The race as chosen."""
        seats = tuple(
            RaceSeat(
                seat.look(DEFAULT_RACE_NAMES[i]),
                RACE_SEAT_CHOICES[seat.kind.currentIndex()][1],
                RACE_SEAT_CHOICES[seat.kind.currentIndex()][2],
            )
            for i, seat in enumerate(self._active())
        )
        expert = ExpertRules(**{key: box.isChecked() for key, box in self.expert.items()})
        return RaceSettings(
            seats=seats,
            wind_rose=Transport(self.wind_rose.currentData()),
            expert=expert,
            seed=self.seed.value(),
        )


class RaceSetupDialog(QDialog):
    """A dialog around ``RaceSetupWidget``; emits ``settings_accepted`` on OK."""

    settings_accepted = Signal(object)

    def __init__(self, settings: RaceSettings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New race (1986)"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        self.form = RaceSetupWidget(settings)
        layout.addWidget(self.form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.form.problem_changed.connect(
            lambda problem: self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
                not problem
            )
        )
        self.form.validate()
        setup_tab_order(
            [self.form.player_count],
            self.form.seat_controls(),
            self.form.option_controls(),
            self.buttons,
        )

    @Slot()
    def _accept(self) -> None:
        if self.form.validate():
            return
        self.settings_accepted.emit(self.form.settings())
        self.accept()
