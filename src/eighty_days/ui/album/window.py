"""Game → Album: every finished game as a picture of its sheet, newest first.

The grid shows the kept pictures (made when each game ended), read only when an item
comes into view and then cached, so the album opens at once with hundreds of games. Any
game opens in the replay viewer, exports a player's sheet as PNG or PDF (as ``render``
does), or goes out as a challenge.

A picture missing or broken (a kill or a full disk while it was written) is drawn again
from the save when the album opens. The album follows the games that end while it is open
(``AlbumNews``); Close closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Slot,
)
from PySide6.QtGui import QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.messages import plural_english
from eighty_days.saves import JOURNEY, RACE, LoadedGame, SaveError
from eighty_days.saves.album import Album, AlbumEntry
from eighty_days.saves.challenge import CHALLENGE_SUFFIX, sender_seat, write_challenge
from eighty_days.saves.summary import GameSummary
from eighty_days.ui.album.news import album_news
from eighty_days.ui.album.pictures import is_sound_picture, picture_maker
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.common.value_text import iso_day_text, iso_moment_text
from eighty_days.ui.ui_scale import scaled_pixels

#: The size of a picture in the grid.
ICON_WIDTH = 240
ICON_HEIGHT = 130


class _Plurals(QObject):
    """Texts with a count (lupdate reads plural forms from ``tr`` calls)."""

    def players(self, count: int) -> str:
        """``count`` players."""
        return plural_english(self.tr("%n player(s)", "", count), count)


def players_text(count: int) -> str:
    """ "3 players" in the current language."""
    return _Plurals().players(count)


def caption(summary: GameSummary) -> str:
    """Two lines under a picture: when, and what (game, players, the person's result)."""
    when = iso_moment_text(summary.finished_at)
    if summary.daily:
        game = QCoreApplication.translate("AlbumWindow", "Daily {date}").format(
            date=iso_day_text(summary.daily)
        )
        if summary.practice:
            game += " " + QCoreApplication.translate("AlbumWindow", "(practice)")
    elif summary.game == JOURNEY:
        game = QCoreApplication.translate("AlbumWindow", "Journey")
    else:
        game = QCoreApplication.translate("AlbumWindow", "Race")
    if summary.challenge:
        game += " · " + QCoreApplication.translate("AlbumWindow", "challenge")
    person = summary.humans[0] if summary.humans else None
    result = ""
    if person is not None:
        if person.total is not None:
            result = QCoreApplication.translate("AlbumWindow", "{fame} fame").format(
                fame=person.total
            )
        else:
            result = QCoreApplication.translate("AlbumWindow", "place {place}").format(
                place=person.place
            )
        if summary.human_won:
            result += " · " + QCoreApplication.translate("AlbumWindow", "won")
    return f"{when}\n{game} · {players_text(len(summary.seats))}" + (
        f"\n{result}" if result else ""
    )


class AlbumModel(QAbstractListModel):
    """The album's entries (filtered) with their pictures, read when first shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[AlbumEntry] = []
        self._pictures: dict[str, QPixmap] = {}
        self._race_picture: QPixmap | None = None
        self._missing_picture: QPixmap | None = None
        #: How many pictures were read from disk (the benchmark and tests look).
        self.pictures_read = 0

    def set_entries(self, entries: list[AlbumEntry]) -> None:
        """Show ``entries`` (in this order)."""
        self.beginResetModel()
        self.entries = entries
        self.endResetModel()

    def picture_drawn(self, game_id: str) -> None:
        """The picture of the entry ``game_id`` was drawn again: read it when next shown."""
        self._pictures.pop(game_id, None)
        for row, entry in enumerate(self.entries):
            if entry.id == game_id:
                index = self.index(row)
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        """How many entries are shown."""
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        """The caption, the picture, the tooltip of an entry."""
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry = self.entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return caption(entry.summary)
        if role == Qt.ItemDataRole.DecorationRole:
            return self.picture(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(", ".join(seat.name for seat in entry.summary.seats))
        return None

    def picture(self, entry: AlbumEntry) -> QPixmap:
        """The entry's picture: the first person's sheet (cached), or a drawn card."""
        cached = self._pictures.get(entry.id)
        if cached is not None:
            return cached
        if entry.summary.game == RACE:
            if self._race_picture is None:
                self._race_picture = _card(QCoreApplication.translate("AlbumWindow", "Race 1986"))
            return self._race_picture
        seats = entry.summary.seats
        seat = next((i for i, s in enumerate(seats) if s.human), 0)
        path = entry.thumbnail_path(seat)
        # a cut picture is not read (it is being drawn again)
        pixmap = QPixmap(str(path)) if is_sound_picture(path) else QPixmap()
        self.pictures_read += 1
        if pixmap.isNull():
            if self._missing_picture is None:
                self._missing_picture = _card(
                    QCoreApplication.translate("AlbumWindow", "No picture")
                )
            return self._missing_picture
        scaled = pixmap.scaled(
            scaled_pixels(ICON_WIDTH),
            scaled_pixels(ICON_HEIGHT),
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        self._pictures[entry.id] = scaled
        return scaled


def _card(text: str) -> QPixmap:
    # as high as the world sheet's picture (480 × 178 pixels)
    pixmap = QPixmap(scaled_pixels(ICON_WIDTH), scaled_pixels(ICON_WIDTH * 178 // 480))
    pixmap.fill(PAPER)
    painter = QPainter(pixmap)
    painter.setPen(INK)
    font = QFont()
    font.setPixelSize(scaled_pixels(20))
    painter.setFont(font)
    painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1))
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return pixmap


class AlbumWindow(QMainWindow):
    """The album: filters, the grid of kept games, and what to do with the chosen one."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        open_replay: Callable[[LoadedGame], QWidget],
        album: Album | None = None,
    ) -> None:
        """The album of ``album`` (the user's if None); ``open_replay(loaded)`` makes the
        program's replay viewer over a kept game (``Program.replay_window``)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Album"))
        self.setObjectName("album-window")
        self.album = album or Album()
        self._open_replay_window = open_replay
        self.replay_window: QWidget | None = None
        self.problem_box: QMessageBox | None = None
        central = QWidget()
        layout = QVBoxLayout(central)

        filters = QHBoxLayout()
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("album-game")
        self.game_filter.addItem(self.tr("All games"), "")
        self.game_filter.addItem(self.tr("Journey, 2024"), JOURNEY)
        self.game_filter.addItem(self.tr("Daily journeys"), "daily")
        self.game_filter.addItem(self.tr("Race, 1986"), RACE)
        self.opponents_filter = QComboBox()
        self.opponents_filter.setObjectName("album-opponents")
        self.opponents_filter.addItem(self.tr("Any opponents"), None)
        for level, text in (
            ("", self.tr("People only")),
            ("easy", self.tr("Easy computers")),
            ("normal", self.tr("Normal computers")),
            ("hard", self.tr("Hard computers")),
            ("mixed", self.tr("Mixed computers")),
        ):
            self.opponents_filter.addItem(text, level)
        self.map_filter = QComboBox()
        self.map_filter.setObjectName("album-map")
        for label, combo in (
            (self.tr("Game:"), self.game_filter),
            (self.tr("Opponents:"), self.opponents_filter),
            (self.tr("Map:"), self.map_filter),
        ):
            filters.addWidget(QLabel(label))
            filters.addWidget(combo)
        filters.addStretch(1)
        self.count_label = QLabel()
        filters.addWidget(self.count_label)
        layout.addLayout(filters)

        self.model = AlbumModel(self)
        self.view = QListView()
        self.view.setObjectName("album-grid")
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setUniformItemSizes(True)
        self.view.setIconSize(QSize(scaled_pixels(ICON_WIDTH), scaled_pixels(ICON_HEIGHT)))
        self.view.setGridSize(
            QSize(scaled_pixels(ICON_WIDTH + 60), scaled_pixels(ICON_HEIGHT + 90))
        )
        self.view.setWordWrap(True)
        self.view.setSpacing(scaled_pixels(6))
        self.view.setModel(self.model)
        layout.addWidget(self.view, 1)

        actions = QHBoxLayout()
        self.player_choice = QComboBox()
        self.player_choice.setObjectName("album-player")
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.png_button = QPushButton(self.tr("Export sheet as &PNG…"))
        self.pdf_button = QPushButton(self.tr("Export sheet as P&DF…"))
        self.challenge_button = QPushButton(self.tr("Send as a &challenge…"))
        actions.addWidget(QLabel(self.tr("Sheet of:")))
        actions.addWidget(self.player_choice)
        actions.addStretch(1)
        for button in (self.replay_button, self.png_button, self.pdf_button, self.challenge_button):
            actions.addWidget(button)
        layout.addLayout(actions)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        self.setCentralWidget(central)

        self.all_entries = self.album.entries()
        self.map_filter.addItem(self.tr("All maps"), "")
        self._add_maps()
        for combo in (self.game_filter, self.opponents_filter, self.map_filter):
            combo.currentIndexChanged.connect(self.apply_filters)
        self.view.selectionModel().currentChanged.connect(self._chosen)
        self.view.doubleClicked.connect(lambda _: self.open_replay())
        self.replay_button.clicked.connect(self.open_replay)
        self.png_button.clicked.connect(lambda: self.export_sheet(suffix=".png"))
        self.pdf_button.clicked.connect(lambda: self.export_sheet(suffix=".pdf"))
        self.challenge_button.clicked.connect(lambda: self.send_challenge())
        self.apply_filters()
        self.resize(scaled_pixels(1200), scaled_pixels(800))
        news = album_news()
        news.game_kept.connect(self._game_kept)
        news.picture_drawn.connect(self._picture_drawn)
        picture_maker().redraw_missing(self.all_entries, self.statusBar())

    def _add_maps(self) -> None:
        """Offer each map of the kept games in the map filter (once)."""
        known = {self.map_filter.itemData(i) for i in range(self.map_filter.count())}
        for name in sorted({entry.summary.map for entry in self.all_entries} - known):
            self.map_filter.addItem(Path(name).stem, name)

    @Slot(object)
    def _game_kept(self, _entry: Any) -> None:
        if self.isVisible():
            self.refresh()

    @Slot(str, int)
    def _picture_drawn(self, game_id: str, _seat: int) -> None:
        self.model.picture_drawn(game_id)

    def refresh(self) -> None:
        """Read the album again (a game has ended): the filters and the chosen game stay."""
        chosen = self.current.id if self.current is not None else None
        self.all_entries = self.album.entries()
        self._add_maps()
        self.apply_filters()
        if chosen is not None:
            for row, entry in enumerate(self.model.entries):
                if entry.id == chosen:
                    self.view.setCurrentIndex(self.model.index(row))

    @Slot()
    def apply_filters(self) -> None:
        """Show the entries the three filters let through."""
        game = self.game_filter.currentData()
        level = self.opponents_filter.currentData()
        map_name = self.map_filter.currentData() or ""
        shown = []
        for entry in self.all_entries:
            summary = entry.summary
            if game == "daily" and not summary.daily:
                continue
            if game in (JOURNEY, RACE) and summary.game != game:
                continue
            if level is not None and summary.opponent_level != level:
                continue
            if map_name and summary.map != map_name:
                continue
            shown.append(entry)
        self.model.set_entries(shown)
        self.count_label.setText(plural_english(self.tr("%n game(s)", "", len(shown)), len(shown)))
        if shown:
            self.view.setCurrentIndex(self.model.index(0))
        else:
            self._chosen(QModelIndex())

    @property
    def current(self) -> AlbumEntry | None:
        """The chosen entry."""
        index = self.view.currentIndex()
        return self.model.entries[index.row()] if index.isValid() else None

    def _chosen(self, index: QModelIndex, _previous: Any = None) -> None:
        entry = self.model.entries[index.row()] if index.isValid() else None
        self.player_choice.clear()
        if entry is not None:
            for seat in entry.summary.seats:
                self.player_choice.addItem(seat.name)
            person = next((i for i, s in enumerate(entry.summary.seats) if s.human), 0)
            self.player_choice.setCurrentIndex(person)
        journey = entry is not None and entry.summary.game == JOURNEY
        self.replay_button.setEnabled(entry is not None)
        for widget in (self.png_button, self.pdf_button, self.player_choice):
            widget.setEnabled(journey)
        self.challenge_button.setEnabled(journey)

    def _load(self, entry: AlbumEntry) -> Any:
        try:
            return self.album.load(entry)
        except SaveError as error:
            self.show_problem(self.tr("This game cannot be opened"), error_text(error))
            return None

    @Slot()
    def open_replay(self) -> QWidget | None:
        """Open the chosen game in the program's replay viewer."""
        entry = self.current
        loaded = self._load(entry) if entry is not None else None
        if loaded is None:
            return None
        self.replay_window = self._open_replay_window(loaded)
        return self.replay_window

    def export_sheet(self, path: Path | None = None, suffix: str = ".png") -> Path | None:
        """Write the chosen player's sheet of the chosen journey to PNG or PDF."""
        from eighty_days.ui.journey.render import render_sheet

        entry = self.current
        if entry is None or entry.summary.game != JOURNEY:
            return None
        player = max(self.player_choice.currentIndex(), 0)
        if path is None:
            name = entry.summary.seats[player].name
            filters = (
                self.tr("PNG pictures (*.png)")
                if suffix == ".png"
                else self.tr("PDF documents (*.pdf)")
            )
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the sheet"),
                str(Path.home() / f"{entry.id}-{name}{suffix}"),
                filters,
            )
            if not chosen:
                return None
            path = Path(chosen)
        if path.suffix.lower() not in (".png", ".pdf"):
            path = path.with_suffix(suffix)
        loaded = self._load(entry)
        if loaded is None:
            return None
        try:
            render_sheet(loaded.map, path, state=loaded.state, player=player)
        except OSError as error:
            self.show_problem(self.tr("The sheet cannot be written"), str(error))
            return None
        self.statusBar().showMessage(self.tr("Wrote {path}").format(path=path), 8000)
        return path

    def send_challenge(self, path: Path | None = None) -> Path | None:
        """Write the chosen journey as a challenge file (for its best-placed person)."""
        entry = self.current
        if entry is None or entry.summary.game != JOURNEY:
            return None
        loaded = self._load(entry)
        if loaded is None:
            return None
        seat = sender_seat(loaded.state, loaded.record.seats)
        if path is None:
            name = entry.summary.seats[seat].name
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Send as a challenge"),
                str(Path.home() / f"challenge-{name}{CHALLENGE_SUFFIX}"),
                self.tr("Challenges (*{suffix})").format(suffix=CHALLENGE_SUFFIX),
            )
            if not chosen:
                return None
            path = Path(chosen)
        try:
            write_challenge(loaded.record, loaded.state, seat, path)
        except SaveError as error:
            self.show_problem(self.tr("The challenge cannot be written"), error_text(error))
            return None
        self.statusBar().showMessage(self.tr("Wrote {path}").format(path=path), 8000)
        return path

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """A message box that does not block."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        self.problem_box = box
        box.open()
        return box
