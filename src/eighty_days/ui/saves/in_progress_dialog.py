"""File → Games in progress…: every unfinished game, with a picture, to continue or delete.

The list shows each game's kind, seats, turn, date and a small picture of the sheet (the
journey, with the first person's routes) or of the track (the race). Pictures are a cache in
the store's ``thumbs`` folder, drawn again when the game's save is newer, and written
atomically. Continue hands the game to the program (``continue_game``), which opens it in a
window of its kind; Delete asks first.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.messages import plural_english
from eighty_days.saves import JOURNEY, RACE, LoadedGame, SaveError, load_save
from eighty_days.saves.inprogress import GameInProgress, InProgressStore
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.common.value_text import iso_moment_text

#: The pictures' size in pixels.
THUMBNAIL_SIZE = QSize(200, 112)
#: What a picture's cache note says besides the picture: the turn, and whether it is over.
NOTE_SUFFIX = ".json"


def _game_turn(loaded: LoadedGame) -> int:
    """The turn number of ``loaded``'s last state (the journey's turn, the race's round)."""
    state = loaded.state
    value = getattr(state, "turn_number", None) if loaded.record.game == RACE else state.turn
    return int(value) if isinstance(value, int) else 0


def render_thumbnail(loaded: LoadedGame) -> QImage:
    """A small picture of ``loaded``: the journey's sheet with the first person's routes,
    or the race's track with the pawns."""
    image = QImage(THUMBNAIL_SIZE, QImage.Format.Format_ARGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    target = QRectF(0, 0, THUMBNAIL_SIZE.width(), THUMBNAIL_SIZE.height())
    state: Any = loaded.state
    try:
        if loaded.record.game == JOURNEY:
            from eighty_days.ui.journey.map_overlays import RouteDrawing
            from eighty_days.ui.journey.map_scene import SheetScene

            seats = loaded.record.seats
            seat = next((i for i, s in enumerate(seats) if s.human), 0)
            seat = seat if seat < len(state.players) else 0
            sheet_scene = SheetScene(state.config.sheet)
            owner = state.players[seat]
            sheet_scene.show_route(RouteDrawing(tuple(owner.routes), QColor(owner.colour)))
            sheet_scene.render(
                painter, target, _around_the_route(sheet_scene), Qt.AspectRatioMode.KeepAspectRatio
            )
        else:
            from eighty_days.ui.race.board_scene import RaceBoardScene
            from eighty_days.ui.saves.session import race_looks

            names = tuple(p.name for p in state.players)
            race_scene = RaceBoardScene(state.board)
            race_scene.set_looks(race_looks(loaded.record.seats, names))
            race_scene.show_state(state, None)
            source = race_scene.sceneRect()
            race_scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
            _draw_track_and_pawns(painter, race_scene, state, target, source)
    finally:
        painter.end()
    return image


def _around_the_route(scene: Any) -> QRectF:
    """The part of the sheet a small picture shows: the route drawn so far with the land
    around it (a third of the sheet's width at least), else the whole sheet."""
    from eighty_days.ui.journey.map_overlays import RouteInk

    whole: QRectF = scene.map_rect
    routes = [item for item in scene.items() if isinstance(item, RouteInk)]
    if not routes:
        return whole
    drawn = QRectF(routes[0].sceneBoundingRect())
    ratio = THUMBNAIL_SIZE.width() / THUMBNAIL_SIZE.height()
    width = max(drawn.width() * 1.4, drawn.height() * 1.4 * ratio, whole.width() / 3)
    width = min(width, whole.width(), whole.height() * ratio)
    height = width / ratio
    left = min(max(drawn.center().x() - width / 2, whole.left()), whole.right() - width)
    top = min(max(drawn.center().y() - height / 2, whole.top()), whole.bottom() - height)
    return QRectF(left, top, width, height)


def _draw_track_and_pawns(
    painter: QPainter, scene: Any, state: Any, target: QRectF, source: QRectF
) -> None:
    """The track and the pawns drawn again, strong enough to be seen in a small picture
    (the board's own lines are drawn for a whole window)."""
    scale = min(target.width() / source.width(), target.height() / source.height())
    left = target.left() + (target.width() - source.width() * scale) / 2
    top = target.top() + (target.height() - source.height() * scale) / 2

    def at(point: QPointF) -> QPointF:
        return QPointF(
            left + (point.x() - source.left()) * scale, top + (point.y() - source.top()) * scale
        )

    painter.setPen(QPen(QColor(INK), 1.2))
    points = [at(point) for point in scene.positions]
    for start, end in itertools.pairwise(points):
        painter.drawLine(start, end)
    for player, pawn in enumerate(scene.pawns):
        if player >= len(state.players):
            continue
        painter.setPen(QPen(QColor(INK), 1.0))
        painter.setBrush(QColor(pawn.look.colour))
        painter.drawEllipse(at(scene.pawn_position(state, player)), 4.5, 4.5)


def _modified_ns(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return -1


def _write_atomically(path: Path, write: Callable[[Path], bool]) -> None:
    """``write(temporary)`` then put the temporary file in place of ``path``; a cache, so a
    disk that refuses loses nothing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        os.close(handle)
    except OSError:
        return
    temporary = Path(name)
    try:
        if write(temporary):
            os.replace(temporary, path)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()


class ThumbnailCache:
    """The pictures of the games in progress and their turns, made again when a save is
    newer than its picture."""

    def __init__(self, store: InProgressStore) -> None:
        self.store = store

    def look(self, game: GameInProgress) -> tuple[QPixmap | None, int | None, bool]:
        """The picture of ``game``, its turn, and whether it is over (None where the game
        cannot be read)."""
        picture = self.store.thumbnail_path(game.id)
        note = picture.with_name(picture.name + NOTE_SUFFIX)
        saved = _modified_ns(game.path)
        if _modified_ns(picture) >= saved >= 0 and _modified_ns(note) >= saved:
            with contextlib.suppress(OSError, ValueError, TypeError, KeyError):
                data = json.loads(note.read_text(encoding="utf-8"))
                pixmap = QPixmap(str(picture))
                if not pixmap.isNull():
                    return pixmap, int(data["turn"]), bool(data["finished"])
        try:
            loaded = load_save(game.path)
        except SaveError:
            return None, None, False
        image = render_thumbnail(loaded)
        turn = _game_turn(loaded)
        finished = loaded.game.is_terminal(loaded.state)

        def write_picture(path: Path) -> bool:
            return bool(image.save(str(path), "PNG"))  # type: ignore[call-overload]

        _write_atomically(picture, write_picture)

        def write_note(path: Path) -> bool:
            path.write_text(json.dumps({"turn": turn, "finished": finished}), encoding="utf-8")
            return True

        _write_atomically(note, write_note)
        return QPixmap.fromImage(image), turn, finished


class GamesInProgressDialog(QDialog):
    """The list of games in progress with Continue and Delete (not blocking)."""

    #: A game was continued (its id).
    continued = Signal(str)

    def __init__(
        self,
        store: InProgressStore,
        continue_game: Callable[[str], bool],
        *,
        is_on_a_table: Callable[[str], bool] = lambda _id: False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gamesInProgress")
        self.setWindowTitle(self.tr("Games in progress"))
        self.store = store
        self.thumbnails = ThumbnailCache(store)
        self._continue_game = continue_game
        self._is_on_a_table = is_on_a_table
        #: The question "Delete this game?" while it is open (tests answer it).
        self.question: QMessageBox | None = None
        #: The last problem shown (a game that cannot be read).
        self.problem_box: QMessageBox | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel(
            self.tr("These games are not finished. Choose one to continue it, or start a new one.")
        )
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.heading)
        self.games_list = QListWidget()
        self.games_list.setIconSize(THUMBNAIL_SIZE)
        self.games_list.setSpacing(4)
        self.games_list.setWordWrap(True)
        self.games_list.setAccessibleName(self.tr("Games in progress"))
        self.games_list.itemActivated.connect(lambda _item: self.continue_selected())
        self.games_list.currentItemChanged.connect(lambda *_: self._update_buttons())
        layout.addWidget(self.games_list, 1)
        self.empty_label = QLabel(self.tr("No game is in progress."))
        layout.addWidget(self.empty_label)
        buttons = QDialogButtonBox()
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.continue_button.clicked.connect(self.continue_selected)
        self.delete_button.clicked.connect(self.ask_delete_selected)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 520)
        self.refresh()

    # -- the list --------------------------------------------------------------------------

    def describe(self, game: GameInProgress, turn: int | None, finished: bool) -> str:
        """The lines of ``game`` in the list (in the chosen language)."""
        if game.problem is not None:
            return self.tr("A game that cannot be read:\n{reason}").format(
                reason=error_text(game.problem)
            )
        kind = self.tr("Journey (2024)") if game.kind == JOURNEY else self.tr("Race (1986)")
        lines = [f"{kind}: {', '.join(game.seats)}"]
        if finished:
            progress = self.tr("Finished, not yet in the album")
        elif turn is not None:
            progress = self.tr("Turn %n", "", turn)
        else:
            progress = ""
        played = plural_english(self.tr("%n action(s)", "", game.actions), game.actions)
        lines.append(" · ".join(part for part in (progress, played, _date(game.saved_at)) if part))
        if game.info.daily:
            lines.append(
                self.tr("Daily journey of {date}: practice").format(date=game.info.daily)
                if game.info.practice
                else self.tr("Daily journey of {date}: the official try").format(
                    date=game.info.daily
                )
            )
        if game.locked:
            lines.append(self.tr("Open in another Eighty Days program"))
        elif self._is_on_a_table(game.id):
            lines.append(self.tr("On a table in this program"))
        return "\n".join(lines)

    def refresh(self) -> None:
        """Read the store again and list its games (the last played first)."""
        current = self.selected_id()
        self.games_list.clear()
        for game in self.store.games():
            pixmap, turn, finished = self.thumbnails.look(game)
            item = QListWidgetItem(self.describe(game, turn, finished))
            if pixmap is not None:
                item.setIcon(QIcon(pixmap))
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, game)
            self.games_list.addItem(item)
            if game.id == current:
                self.games_list.setCurrentItem(item)
        if self.games_list.currentItem() is None and self.games_list.count():
            self.games_list.setCurrentRow(0)
        self.empty_label.setVisible(self.games_list.count() == 0)
        self._update_buttons()

    def game_ids(self) -> list[str]:
        """The ids listed, in order."""
        items = (self.games_list.item(row) for row in range(self.games_list.count()))
        return [str(item.data(Qt.ItemDataRole.UserRole)) for item in items]

    def select(self, game_id: str) -> None:
        """Select the game ``game_id`` in the list."""
        for row, listed in enumerate(self.game_ids()):
            if listed == game_id:
                self.games_list.setCurrentRow(row)

    def selected_id(self) -> str | None:
        """The id of the game selected (None if none is)."""
        item = self.games_list.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _selected_game(self) -> GameInProgress | None:
        item = self.games_list.currentItem()
        game = None if item is None else item.data(Qt.ItemDataRole.UserRole + 1)
        return game if isinstance(game, GameInProgress) else None

    def _update_buttons(self) -> None:
        game = self._selected_game()
        free = game is not None and not game.locked
        self.continue_button.setEnabled(free and game is not None and game.problem is None)
        self.delete_button.setEnabled(
            free and game is not None and not self._is_on_a_table(game.id)
        )

    # -- continue and delete ---------------------------------------------------------------

    @Slot()
    def continue_selected(self) -> bool:
        """Continue the selected game (the program opens it); the list closes."""
        game = self._selected_game()
        if game is None or game.locked or game.problem is not None:
            return False
        if not self._continue_game(game.id):
            self.refresh()
            return False
        self.continued.emit(game.id)
        self.accept()
        return True

    @Slot()
    def ask_delete_selected(self) -> QMessageBox | None:
        """Delete…: ask first (not blocking); Yes deletes the selected game's file."""
        game = self._selected_game()
        if game is None or game.locked or self._is_on_a_table(game.id):
            return None
        item = self.games_list.currentItem()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete this game?"),
            self.tr("Delete this unfinished game for good?\n\n{game}").format(
                game=item.text() if item is not None else game.id
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        game_id = game.id

        def answered(button: int) -> None:
            self.question = None
            if button == QMessageBox.StandardButton.Yes:
                self.delete(game_id)

        box.finished.connect(answered)
        self.question = box
        box.open()
        return box

    def delete(self, game_id: str) -> bool:
        """Delete ``game_id`` now (the question was answered); False if it cannot be."""
        try:
            removed = self.store.remove(game_id)
        except OSError as error:
            self.problem_box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("The game was not deleted"),
                str(error),
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.problem_box.open()
            return False
        self.refresh()
        return removed


def _date(saved_at: str) -> str:
    """``2026-12-01T20:15:00Z`` in local time as the language writes a short date and time
    (as written if odd)."""
    return iso_moment_text(saved_at)
