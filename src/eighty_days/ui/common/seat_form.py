"""The players part of both games' setup forms: how many players, one row per seat under
column titles, and the problem that keeps the game from starting.

The journey's new-game dialog (``ui.journey.new_game_dialog``) and the race's setup form
(``ui.race.setup``) put their own seat rows into ``PlayersBox.grid`` and ask
``seat_problem`` whether the seats can start. Texts are looked up under the context
``PlayersBox``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import overload

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from eighty_days.ui.common.palette import PROBLEM
from eighty_days.ui.common.theme_follower import keep_accent


class DefaultNames(Sequence[str]):
    """The seats' default names, "Player 1" … in the chosen language (read when used): never
    a character's name, so that no log reads "Aouda takes Jean Passepartout from Phileas"."""

    def __init__(self, count: int) -> None:
        self._count = count

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...

    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._count)))
        if not -self._count <= index < self._count:
            raise IndexError(index)
        number = index % self._count + 1
        return QCoreApplication.translate("SeatRow", "Player {value}").format(value=number)


#: A name field is at least this wide: a long name is seen whole.
NAME_FIELD_SAMPLE = "Passepartout"


def name_field_width(field: QLineEdit) -> int:
    """The least width (pixels) of a seat's name ``field``: ``NAME_FIELD_SAMPLE`` in its font."""
    return field.fontMetrics().horizontalAdvance(NAME_FIELD_SAMPLE) + 16


class PlayersBox(QGroupBox):
    """ "Players": a count, a grid with a row per seat (columns: icon, name, colour,
    ``shape_title``, seat), and a line for the problem that keeps the game from starting."""

    def __init__(self, minimum: int, maximum: int, shape_title: str) -> None:
        super().__init__(QCoreApplication.translate("PlayersBox", "Players"))
        layout = QVBoxLayout(self)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(QCoreApplication.translate("PlayersBox", "Number of players:")))
        self.player_count = QSpinBox()
        self.player_count.setRange(minimum, maximum)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        layout.addLayout(count_row)
        #: The seat rows' grid: row 0 holds the column titles, seat ``i`` goes in row i + 1.
        self.grid = QGridLayout()
        titles = (
            "",
            QCoreApplication.translate("PlayersBox", "Name"),
            QCoreApplication.translate("PlayersBox", "Colour"),
            shape_title,
            QCoreApplication.translate("PlayersBox", "Seat"),
        )
        for column, title in enumerate(titles):
            self.grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        layout.addLayout(self.grid)
        self.problem = QLabel()
        keep_accent(self.problem, PROBLEM)  # readable in the theme, and after a change
        layout.addWidget(self.problem)

    def show_problem(self, problem: str) -> None:
        """Show ``problem`` under the seats; "" hides the line."""
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))


def seat_problem(
    colours: Sequence[int],
    shapes: Sequence[int],
    shape_problem: str,
    names: Sequence[str] = (),
) -> str:
    """Why the seats cannot start ("" if they can): two seats of one colour, of one shape
    (``shape_problem`` says so in the game's words), or of one name."""
    if len(set(colours)) < len(colours):
        return QCoreApplication.translate("PlayersBox", "Each player needs a different colour.")
    if len(set(shapes)) < len(shapes):
        return shape_problem
    if len(set(names)) < len(names):
        return QCoreApplication.translate("PlayersBox", "Each player needs a different name.")
    return ""


def name_seat_controls(
    number: int, name: QWidget, colour: QWidget, shape: QWidget, kind: QWidget, shape_word: str
) -> None:
    """Name one seat's controls for its player, as a screen reader says them: "Player 2:
    name", "Player 2: colour", "Player 2: token" (``shape_word``), "Player 2: seat"."""
    for widget, what in (
        (name, QCoreApplication.translate("PlayersBox", "name")),
        (colour, QCoreApplication.translate("PlayersBox", "colour")),
        (shape, shape_word),
        (kind, QCoreApplication.translate("PlayersBox", "seat")),
    ):
        widget.setAccessibleName(
            QCoreApplication.translate("PlayersBox", "Player {number}: {control}").format(
                number=number, control=what
            )
        )


def setup_tab_order(
    first: Iterable[QWidget],
    seats: Iterable[Sequence[QWidget]],
    options: Iterable[QWidget],
    buttons: QDialogButtonBox,
) -> None:
    """The one Tab order of both games' setup dialogs: ``first`` (the game, the number of
    players), each seat's controls from the top seat down, then the ``options``, then
    OK and Cancel (a part made later, the race's form in the New game dialog, would
    otherwise come after the buttons)."""
    ordered: list[QWidget] = [*first]
    for seat in seats:
        ordered.extend(seat)
    ordered.extend(options)
    for role in (
        QDialogButtonBox.StandardButton.Ok,
        QDialogButtonBox.StandardButton.Cancel,
    ):
        button: QAbstractButton | None = buttons.button(role)
        if button is not None:
            ordered.append(button)
    for before, after in itertools.pairwise(ordered):
        QWidget.setTabOrder(before, after)
