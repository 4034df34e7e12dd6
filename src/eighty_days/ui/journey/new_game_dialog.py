"""The new-game dialog: the game, then what that game needs. The journey: 2–4 players (name,
colour, token shape, seat), card sides, seed and map. The race: its own page (2–6 seats
with names, colours, shapes, human or computer and level, the wind rose, the expert rules
each explained, the seed), nothing of the journey's. It can be driven without a blocking
``exec()``: ``open()`` it and listen to ``settings_accepted``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.game import JOURNEY_KIND, RACE_KIND
from eighty_days.saves.format import shown_name
from eighty_days.ui.common.palette import (
    PLAYER_COLOURS,
    TOKEN_SHAPES,
    PlayerColour,
    TokenShape,
    paint_token,
)
from eighty_days.ui.common.seat_form import (
    DefaultNames,
    PlayersBox,
    name_field_width,
    name_seat_controls,
    seat_problem,
    setup_tab_order,
)
from eighty_days.ui.common.seed_edit import SeedEdit

if TYPE_CHECKING:  # the race's modules are loaded when the race is chosen (a faster start)
    from eighty_days.settings import AppSettings
    from eighty_days.ui.race.setup import RaceSettings, RaceSetupWidget


class GameKind(StrEnum):
    """Which of the two board games to play (each value a ``Game.kind`` of ``GAMES``)."""

    JOURNEY_2024 = JOURNEY_KIND
    RACE_1986 = RACE_KIND


class SeatKind(StrEnum):
    """Who plays a seat: a person at the table or the computer."""

    HUMAN = "human"
    COMPUTER = "computer"


#: The four characters in card order, with their names (the engine's ids).
CHARACTER_NAMES: tuple[tuple[str, str], ...] = (
    ("fogg", str(QT_TRANSLATE_NOOP("Characters", "Phileas Fogg"))),
    ("passepartout", str(QT_TRANSLATE_NOOP("Characters", "Jean Passepartout"))),
    ("aouda", str(QT_TRANSLATE_NOOP("Characters", "Princess Aouda"))),
    ("fix", str(QT_TRANSLATE_NOOP("Characters", "Inspector Fix"))),
)

DEFAULT_NAMES = DefaultNames(4)
#: A seat's default name as kept untranslated (a setup kept in English, offered in German).
ENGLISH_DEFAULT_NAME = "Player {value}"

#: The choices of the seat column: (shown text, seat kind, computer level).
SEAT_CHOICES: tuple[tuple[str, SeatKind, str], ...] = (
    (str(QT_TRANSLATE_NOOP("NewGameDialog", "Human")), SeatKind.HUMAN, "normal"),
    (str(QT_TRANSLATE_NOOP("NewGameDialog", "Computer: easy")), SeatKind.COMPUTER, "easy"),
    (str(QT_TRANSLATE_NOOP("NewGameDialog", "Computer: normal")), SeatKind.COMPUTER, "normal"),
    (str(QT_TRANSLATE_NOOP("NewGameDialog", "Computer: hard")), SeatKind.COMPUTER, "hard"),
    (str(QT_TRANSLATE_NOOP("NewGameDialog", "Computer: expert")), SeatKind.COMPUTER, "expert"),
)

#: One line per computer level, shown under the seats.
LEVEL_DESCRIPTIONS: tuple[str, ...] = (
    str(
        QT_TRANSLATE_NOOP(
            "NewGameDialog", "Easy: heads east on cheap tickets and seldom hunts for fame."
        )
    ),
    str(
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Normal: weighs every ticket and route for fame, money and the way home.",
        )
    ),
    str(
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Hard: also looks a turn ahead, races for the first arrival and plays Fix on purpose.",
        )
    ),
    str(
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Expert: tries its best tickets against sampled draws and replies (journey only).",
        )
    ),
)


@dataclass(frozen=True, slots=True)
class SeatSettings:
    """One player's seat: name, ink colour, token shape and who plays it."""

    name: str
    colour: PlayerColour
    shape: TokenShape
    kind: SeatKind = SeatKind.HUMAN
    #: How strong the computer plays this seat: "easy", "normal", "hard" or "expert"
    #: (computer seats).
    level: str = "normal"


@dataclass(frozen=True, slots=True)
class NewGameSettings:
    """Everything the new-game dialog asks for."""

    game: GameKind
    seats: tuple[SeatSettings, ...]
    character_sides: tuple[tuple[str, str], ...]
    seed: int
    map_path: Path
    #: The race as its page describes it (the race chosen), else ``None``.
    race: RaceSettings | None = None


def setup_to_dict(settings: NewGameSettings) -> dict[str, object]:
    """A setup as plain data, to be offered again next time (the seed is not kept)."""
    return {
        "game": settings.game.value,
        "seats": [
            {
                "name": "" if seat.name == DEFAULT_NAMES[index] else seat.name,
                "colour": seat.colour.hex,
                "shape": seat.shape.value,
                "kind": seat.kind.value,
                "level": seat.level,
            }
            for index, seat in enumerate(settings.seats)
        ],
        "sides": dict(settings.character_sides),
        "map": str(settings.map_path),
    }


def _seat_from(data: object, index: int) -> SeatSettings | None:
    """The seat ``index`` kept as ``data``; a default name ("", or the English "Player 2"
    kept before) is the seat's default name in the language chosen now."""
    if not isinstance(data, dict):
        return None
    colour = next((c for c in PLAYER_COLOURS if c.hex == data.get("colour")), None)
    try:
        shape = TokenShape(str(data.get("shape")))
        kind = SeatKind(str(data.get("kind")))
    except ValueError:
        return None
    name, level = data.get("name"), data.get("level")
    if colour is None or not isinstance(name, str) or not isinstance(level, str):
        return None
    if name in ("", ENGLISH_DEFAULT_NAME.format(value=index + 1)):
        name = DEFAULT_NAMES[index]
    return SeatSettings(name[:24], colour, shape, kind, level)


def setup_from_dict(data: object, seed: int) -> NewGameSettings | None:
    """The setup kept by ``setup_to_dict`` (``None`` if it is damaged), with ``seed``."""
    if not isinstance(data, dict):
        return None
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= 4:
        return None
    seats = tuple(_seat_from(item, index) for index, item in enumerate(raw_seats))
    if any(seat is None for seat in seats):
        return None
    sides_data = data.get("sides")
    sides_map = sides_data if isinstance(sides_data, dict) else {}
    sides = tuple(
        (character_id, "back" if sides_map.get(character_id) == "back" else "front")
        for character_id, _ in CHARACTER_NAMES
    )
    try:
        game = GameKind(str(data.get("game")))
    except ValueError:
        game = GameKind.JOURNEY_2024
    map_text = data.get("map")
    return NewGameSettings(
        game=game,
        seats=tuple(seat for seat in seats if seat is not None),
        character_sides=sides,
        seed=seed,
        map_path=Path(map_text) if isinstance(map_text, str) and map_text else Path(),
    )


def remembered_setup(store: AppSettings, seed: int) -> NewGameSettings | None:
    """The last setup the dialog accepted (the settings ``store`` keeps it), or ``None``."""
    return setup_from_dict(store.last_setup, seed)


def remember_setup(store: AppSettings, settings: NewGameSettings) -> None:
    """Keep ``settings`` in ``store`` so that the next new game offers them."""
    store.last_setup = setup_to_dict(settings)
    store.sync()


def token_icon(colour: QColor, shape: TokenShape, size: int = 18) -> QIcon:
    """A small icon of a day token."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_token(painter, shape, colour, QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return QIcon(pixmap)


class SeatRow:
    """The widgets of one seat in the dialog."""

    def __init__(self, index: int, grid: QGridLayout) -> None:
        self.label = QLabel(
            QCoreApplication.translate("SeatRow", "Player {value}").format(value=index + 1)
        )
        self.name = QLineEdit(DEFAULT_NAMES[index])
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(name_field_width(self.name))
        self.name.setPlaceholderText(QCoreApplication.translate("SeatRow", "Name"))
        self.colour = QComboBox()
        for colour in PLAYER_COLOURS:
            self.colour.addItem(colour.shown_name())
        self.colour.setCurrentIndex(index)
        self.shape = QComboBox()
        for shape in TOKEN_SHAPES:
            self.shape.addItem(shape.shown_name())
        self.shape.setCurrentIndex(index % len(TOKEN_SHAPES))
        self.kind = QComboBox()
        for text, _, _ in SEAT_CHOICES:
            self.kind.addItem(QCoreApplication.translate("NewGameDialog", text))
        self.kind.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog", "Who plays this seat: a person, or the computer at a level"
            )
        )
        self.colour.setToolTip(
            QCoreApplication.translate(
                "SeatRow", "Ink colour (Okabe–Ito colour-blind-safe palette)"
            )
        )
        self.shape.setToolTip(
            QCoreApplication.translate(
                "SeatRow", "Token shape on the calendar, so tokens differ by more than colour"
            )
        )
        for column, widget in enumerate(
            (self.label, self.name, self.colour, self.shape, self.kind)
        ):
            grid.addWidget(widget, index + 1, column)
        name_seat_controls(
            index + 1,
            self.name,
            self.colour,
            self.shape,
            self.kind,
            QCoreApplication.translate("PlayersBox", "token"),
        )
        self.colour.currentIndexChanged.connect(self._refresh_icons)
        self.shape.currentIndexChanged.connect(self._refresh_icons)
        self._refresh_icons()

    def _refresh_icons(self) -> None:
        colour = PLAYER_COLOURS[self.colour.currentIndex()]
        shape = TOKEN_SHAPES[self.shape.currentIndex()]
        for i, colour_option in enumerate(PLAYER_COLOURS):
            self.colour.setItemIcon(i, token_icon(colour_option.qcolor(), TokenShape.CIRCLE))
        for i, shape_option in enumerate(TOKEN_SHAPES):
            self.shape.setItemIcon(i, token_icon(colour.qcolor(), shape_option))
        self.label.setPixmap(token_icon(colour.qcolor(), shape, 22).pixmap(QSize(22, 22)))

    def set_visible(self, visible: bool) -> None:
        """Show or hide the whole row."""
        for widget in (self.label, self.name, self.colour, self.shape, self.kind):
            widget.setVisible(visible)

    def settings(self, fallback_name: str) -> SeatSettings:
        """The seat as chosen."""
        return SeatSettings(
            name=shown_name(self.name.text()) or fallback_name,
            colour=PLAYER_COLOURS[self.colour.currentIndex()],
            shape=TOKEN_SHAPES[self.shape.currentIndex()],
            kind=SEAT_CHOICES[self.kind.currentIndex()][1],
            level=SEAT_CHOICES[self.kind.currentIndex()][2],
        )


class NewGameDialog(QDialog):
    """Set up a game; emits ``settings_accepted`` with the choices when OK is pressed."""

    settings_accepted = Signal(object)

    def __init__(
        self,
        default_map: Path,
        seed: int = 1872,
        parent: QWidget | None = None,
        *,
        app_settings: AppSettings | None = None,
    ) -> None:
        """``app_settings``: the program's, which keep the last setup to offer again
        (``None``: nothing is offered or kept)."""
        super().__init__(parent)
        self.app_settings = app_settings
        self.setWindowTitle(self.tr("New game"))
        self.setModal(True)
        layout = QVBoxLayout(self)

        game_box = QGroupBox(self.tr("Game"))
        game_layout = QHBoxLayout(game_box)
        self.game = QComboBox()
        self.game.addItem(self.tr("Journey, 2024"), GameKind.JOURNEY_2024.value)
        self.game.addItem(self.tr("Race, 1986"), GameKind.RACE_1986.value)
        game_layout.addWidget(self.game)
        game_layout.addStretch(1)
        layout.addWidget(game_box)
        #: The journey's part of the dialog (hidden while the race is chosen).
        self.journey_page = QWidget()
        journey_layout = QVBoxLayout(self.journey_page)
        journey_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.journey_page)
        #: The race's part (the race's own setup form), made when the race is first chosen.
        self.race_form: RaceSetupWidget | None = None
        self._first_seed = seed

        players_box = PlayersBox(2, 4, self.tr("Token"))
        self.player_count = players_box.player_count
        self.player_count.setValue(2)
        self.seats = [SeatRow(i, players_box.grid) for i in range(4)]
        self.seat_problem = players_box.problem
        self.players_box = players_box
        journey_layout.addWidget(players_box)
        self.level_notes = QLabel(
            "\n".join(
                QCoreApplication.translate("NewGameDialog", line) for line in LEVEL_DESCRIPTIONS
            )
        )
        self.level_notes.setObjectName("levelNotes")
        box_layout = players_box.layout()
        assert isinstance(box_layout, QVBoxLayout)
        box_layout.addWidget(self.level_notes)

        sides_box = QGroupBox(self.tr("Character cards (front for a first game)"))
        sides_layout = QGridLayout(sides_box)
        self.side_groups: dict[str, QButtonGroup] = {}
        for row, (character_id, name) in enumerate(CHARACTER_NAMES):
            sides_layout.addWidget(QLabel(QCoreApplication.translate("Characters", name)), row, 0)
            group = QButtonGroup(self)
            front = QRadioButton(self.tr("Front"))
            back = QRadioButton(self.tr("Back (B)"))
            front.setChecked(True)
            group.addButton(front, 0)
            group.addButton(back, 1)
            sides_layout.addWidget(front, row, 1)
            sides_layout.addWidget(back, row, 2)
            self.side_groups[character_id] = group
        journey_layout.addWidget(sides_box)

        table_box = QGroupBox(self.tr("Table"))
        form = QFormLayout(table_box)
        self.seed = SeedEdit(seed)
        self.seed.textChanged.connect(self._validate)
        self.seed.setToolTip(self.tr("The same seed deals the same cards"))
        form.addRow(self.tr("Seed:"), self.seed)
        map_row = QHBoxLayout()
        self.map_path = QLineEdit(str(default_map))
        browse = QPushButton(self.tr("Browse…"))
        self.browse_button = browse
        browse.clicked.connect(self._browse_map)
        map_row.addWidget(self.map_path, 1)
        map_row.addWidget(browse)
        form.addRow(self.tr("Map file:"), map_row)
        journey_layout.addWidget(table_box)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._side_buttons = [
            button for group in self.side_groups.values() for button in group.buttons()
        ]
        self._set_tab_order()

        self.game.currentIndexChanged.connect(self._game_chosen)
        self.player_count.valueChanged.connect(self._update_rows)
        for seat in self.seats:
            seat.colour.currentIndexChanged.connect(self._validate)
            seat.shape.currentIndexChanged.connect(self._validate)
        self._update_rows()
        #: The map is fixed (a game on the editor's map): only the seats are asked.
        self.map_fixed = False
        remembered = remembered_setup(app_settings, seed) if app_settings is not None else None
        if remembered is not None:
            self.offer(remembered)

    def offer(self, settings: NewGameSettings) -> None:
        """Fill the dialog with ``settings`` (the last game's setup; the seed stays new)."""
        self.game.setCurrentIndex(max(0, self.game.findData(settings.game.value)))
        self.player_count.setValue(len(settings.seats))
        for row, seat in zip(self.seats, settings.seats, strict=False):
            row.name.setText(seat.name)
            row.colour.setCurrentIndex(PLAYER_COLOURS.index(seat.colour))
            row.shape.setCurrentIndex(TOKEN_SHAPES.index(seat.shape))
            choice = next(
                (
                    i
                    for i, (_, kind, level) in enumerate(SEAT_CHOICES)
                    if kind is seat.kind and (kind is SeatKind.HUMAN or level == seat.level)
                ),
                0,
            )
            row.kind.setCurrentIndex(choice)
        for character_id, side in settings.character_sides:
            group = self.side_groups.get(character_id)
            if group is not None:
                group.button(1 if side == "back" else 0).setChecked(True)
        if settings.map_path != Path() and settings.map_path.is_file() and not self.map_fixed:
            self.map_path.setText(str(settings.map_path))
        self._update_rows()

    def fix_map(self, path: Path) -> None:
        """A game on this map only (the editor's "Play on this map"): the game and the map
        cannot be changed, the dialog asks for the seats."""
        self.map_fixed = True
        self.map_path.setText(str(path))
        self.map_path.setReadOnly(True)
        self.browse_button.setEnabled(False)
        self.game.setCurrentIndex(max(0, self.game.findData(GameKind.JOURNEY_2024.value)))
        self.game.setEnabled(False)
        self.setWindowTitle(self.tr("Play on this map: who plays?"))

    def is_race(self) -> bool:
        """Whether the race is chosen."""
        return bool(self.game.currentData() == GameKind.RACE_1986.value)

    @Slot()
    def _game_chosen(self) -> None:
        """Show the chosen game's part of the dialog only."""
        race = self.is_race()
        if race and self.race_form is None:
            from eighty_days.ui.race.setup import RaceSetupWidget, default_settings

            self.race_form = RaceSetupWidget(default_settings(2, self._first_seed))
            self.race_form.problem_changed.connect(self._race_problem)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.journey_page) + 1, self.race_form)
        self.journey_page.setVisible(not race)
        if self.race_form is not None:
            self.race_form.setVisible(race)
        self._set_tab_order()
        self._validate()
        # once the page is laid out: the explanations wrap, and need their height
        QTimer.singleShot(0, self.adjustSize)

    def _set_tab_order(self) -> None:
        """The Tab order both games' setup dialogs share: the game, the number of players,
        the seats from the top, the options, OK and Cancel (``setup_tab_order``)."""
        form = self.race_form
        if self.is_race() and form is not None:
            setup_tab_order(
                [self.game, form.player_count],
                form.seat_controls(),
                form.option_controls(),
                self.buttons,
            )
            return
        setup_tab_order(
            [self.game, self.player_count],
            [(s.name, s.colour, s.shape, s.kind) for s in self.seats],
            [*self._side_buttons, self.seed, self.map_path, self.browse_button],
            self.buttons,
        )

    @Slot(str)
    def _race_problem(self, problem: str) -> None:
        if self.is_race():
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    @Slot()
    def _update_rows(self) -> None:
        for index, seat in enumerate(self.seats):
            seat.set_visible(index < self.player_count.value())
        self._validate()

    def _active_seats(self) -> list[SeatRow]:
        return self.seats[: self.player_count.value()]

    @Slot()
    def _validate(self) -> bool:
        if self.is_race() and self.race_form is not None:
            return not self.race_form.validate()  # its signal sets the OK button
        seats = self._active_seats()
        problem = (
            seat_problem(
                [s.colour.currentIndex() for s in seats],
                [s.shape.currentIndex() for s in seats],
                self.tr("Each player needs a different token shape."),
            )
            or self.seed.problem()
        )
        self.players_box.show_problem(problem)
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok_button.setEnabled(not problem)
        return not problem

    @Slot()
    def _browse_map(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a map"), self.map_path.text(), self.tr("Map files (*.yaml *.yml)")
        )
        if chosen:
            self.map_path.setText(chosen)

    def settings(self) -> NewGameSettings:
        """The choices as they stand (the race's from its page)."""
        if self.is_race() and self.race_form is not None:
            race = self.race_form.settings()
            return NewGameSettings(
                game=GameKind.RACE_1986,
                seats=(),
                character_sides=(),
                seed=race.seed,
                map_path=Path(self.map_path.text().strip()),
                race=race,
            )
        seats = tuple(
            seat.settings(DEFAULT_NAMES[i]) for i, seat in enumerate(self._active_seats())
        )
        sides = tuple(
            (character_id, "front" if group.checkedId() == 0 else "back")
            for character_id, group in self.side_groups.items()
        )
        return NewGameSettings(
            game=GameKind(self.game.currentData()),
            seats=seats,
            character_sides=sides,
            seed=self.seed.value(),
            map_path=Path(self.map_path.text().strip()),
        )

    @Slot()
    def _accept(self) -> None:
        if not self._validate():
            return
        settings = self.settings()
        if self.app_settings is not None:
            remember_setup(self.app_settings, settings)
        self.settings_accepted.emit(settings)
        self.accept()
