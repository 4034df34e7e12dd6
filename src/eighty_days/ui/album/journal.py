"""The journey window's Game menu and what happens when a game ends.

``install_game_menu(window)`` adds Game → Daily journey, Send as a challenge, Open a
challenge, Statistics and Album to a journey window, and a ``Journal`` that keeps every
finished game: its save in the album, a picture of each player's sheet, a row in the
statistics database. ``watch_race(window)`` keeps finished races the same way, and
``install_race_game_menu(window)`` gives the race window Game → Statistics and Album.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from eighty_days.messages import plural_english
from eighty_days.resources import maps_dir
from eighty_days.saves import JOURNEY, LoadedGame, SaveError, Seat, record_of
from eighty_days.saves.inprogress import GameInfo
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.common.value_text import day_text, iso_day_text
from eighty_days.ui.saves.save_controller import dialog_folder, remember_dialog_folder

if TYPE_CHECKING:
    # The album, the daily deal and the challenges are loaded when first used (a game
    # ends, a menu item is chosen), not for the first window.
    from eighty_days.saves.album import AlbumEntry
    from eighty_days.saves.challenge import Challenge
    from eighty_days.saves.summary import GameSummary


@dataclass(frozen=True)
class GameContext:
    """What the game on the table is beyond its save: a daily try or a challenge."""

    seed: int
    config: dict[str, Any]
    daily: str = ""
    practice: bool = False
    challenge: Challenge | None = None

    def matches(self, state: Any) -> bool:
        """Whether ``state`` is a game of this deal (not another one started since)."""
        return bool(state.seed == self.seed and state.config.to_dict() == self.config)


def keep_finished_game(
    state: Any,
    record_seats: tuple[Seat, ...],
    map_ref: Any,
    context: GameContext | None,
    hints: int = 0,
) -> AlbumEntry:
    """Keep a finished game in the album (save, caption; the pictures and the statistics
    follow, see ``announce_kept_game``), with the ``hints`` asked in it; ``SaveError`` if
    the album cannot be written."""
    from eighty_days.saves.album import Album

    record = record_of(state, map_ref, record_seats)
    entry = Album().add(
        record,
        state,
        daily=context.daily if context else "",
        practice=context.practice if context else False,
        challenge=bool(context and context.challenge),
        hints=hints,
    )
    return entry


class Journal(QObject):
    """Keeps the games a window finishes, and the daily/challenge context of its game."""

    def __init__(self, window: Any, kind: str) -> None:
        super().__init__(window)
        #: a journey ``MainWindow`` or a ``RaceWindow`` (controller, statusBar)
        self.window: Any = window
        self.kind = kind
        self.context: GameContext | None = None
        self.last_entry: AlbumEntry | None = None
        self.comparison: QWidget | None = None
        self.message_box: QMessageBox | None = None
        #: the file dialog of Open a challenge / Send as a challenge last opened
        self.file_dialog: QFileDialog | None = None
        #: the box of Paste a challenge code last opened
        self.code_dialog: QInputDialog | None = None
        #: the finished games kept (an undo and the same end again keeps nothing new)
        self._kept: set[tuple[int, tuple[Any, ...]]] = set()
        self.window.controller.game_over.connect(self.game_ended)

    def _session(self) -> Any:
        from eighty_days.ui.saves.session import session_for

        return session_for(self.window)

    def _seats(self, session: Any) -> tuple[Seat, ...]:
        """The seats as saved; the race window's computer seats and levels added."""
        seats: tuple[Seat, ...] = session.seats()
        bots = getattr(getattr(self.window, "computer_seats", None), "bots", None)
        if self.kind == JOURNEY or not isinstance(bots, dict):
            return seats
        return tuple(
            Seat(
                seat.name,
                seat.colour,
                seat.shape,
                index not in bots,
                str(bots[index].level) if index in bots else "",
            )
            for index, seat in enumerate(seats)
        )

    def _saves(self) -> Any:
        """The window's save controller (None for a window without saves)."""
        return getattr(getattr(self.window, "save_support", None), "saves", None)

    def info_for(self, state: Any) -> GameInfo:
        """What the save of ``state`` does not say: the daily journey's date, and whether it
        is practice (kept with the game in progress)."""
        context = self.context
        hints = self._hints_in(state)
        if context is None or not context.daily or not context.matches(state):
            return GameInfo(hints=hints)
        return GameInfo(context.daily, context.practice, hints=hints)

    def _hints_in(self, state: Any) -> int:
        """The hints asked in the game of ``state`` (the window's Game → Hint)."""
        hints = getattr(self.window, "hints", None)
        return int(hints.hints_for(state)) if hints is not None else 0

    def restore(self, state: Any, info: GameInfo) -> None:
        """A game in progress continued: its daily context comes back with it (the official
        try stays the official try); so does the count of its hints."""
        hints = getattr(self.window, "hints", None)
        if hints is not None:
            hints.restore_count(state, info.hints)
        if info.daily:
            self.context = GameContext(
                state.seed, state.config.to_dict(), daily=info.daily, practice=info.practice
            )

    def hint_taken(self, state: Any) -> None:
        """A hint was asked in ``state``: a daily journey's official try becomes practice."""
        context = self.context
        if context is not None and context.daily and context.matches(state):
            self.context = replace(context, practice=True)

    @Slot(object)
    def game_ended(self, _outcome: object) -> AlbumEntry | None:
        """Keep the finished game (once) in the album; only then does it leave the games in
        progress; then show its daily result or its challenge."""
        from eighty_days.ui.album.news import announce_kept_game

        state = self.window.controller.state
        key = (int(state.seed), tuple(state.history))
        saves = self._saves()
        if key in self._kept:
            if saves is not None:
                saves.finished_game_kept(state)  # kept before (an undo and the same end)
            return None
        session = self._session()
        context = self.context if self.context and self.context.matches(state) else None
        try:
            entry = keep_finished_game(
                state, self._seats(session), session.map_ref(), context, self._hints_in(state)
            )
        except (SaveError, OSError) as error:
            self.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "Journal", "The finished game could not be kept in the album: {reason}"
                ).format(reason=error_text(error)),
                12000,
            )
            return None
        self._kept.add(key)
        if saves is not None:  # safely in the album: out of the games in progress
            saves.finished_game_kept(state)
        self.last_entry = entry
        announce_kept_game(self.window, entry)  # counted; the open records windows told
        if context is not None and context.daily and not context.practice:
            # the official try is played: finishing again after an undo is practice
            self.context = replace(context, practice=True)
        if self.kind == JOURNEY:
            # after the scoring dialog has shown
            QTimer.singleShot(0, lambda: self._after_journey(entry, state, context))
        return entry

    def _after_journey(self, entry: AlbumEntry, state: Any, context: GameContext | None) -> None:
        from eighty_days.ui.album.pictures import picture_maker

        if context is not None and context.challenge is not None:
            self.show_comparison(context.challenge, state)
        elif context is not None and context.daily:
            self.show_daily_result(entry.summary, context)
        picture_maker().draw(entry, state, self.window.statusBar())

    def show_comparison(self, challenge: Challenge, state: Any) -> QWidget:
        """The sender's route and yours on one sheet, both scores by category."""
        from eighty_days.ui.album.comparison import ComparisonDialog

        dialog = ComparisonDialog(challenge, state, self.window)
        self.comparison = dialog
        dialog.open()
        return dialog

    def show_daily_result(self, summary: GameSummary, context: GameContext) -> QMessageBox:
        """Today's result, the streak and the best result (not blocking)."""
        from eighty_days.saves.stats import StatsDatabaseError, compute_statistics, open_database

        try:
            database = open_database()
            figures = compute_statistics(database.summaries(), _dt.date.today())
            database.close()
        except (StatsDatabaseError, OSError):
            figures = compute_statistics([summary], _dt.date.today())
        person = summary.humans[0] if summary.humans else summary.seats[0]
        kind = (
            QCoreApplication.translate("Journal", "practice")
            if context.practice
            else QCoreApplication.translate("Journal", "official try")
        )
        text = QCoreApplication.translate(
            "Journal", "Daily journey of {date} ({kind}): {fame} fame."
        ).format(date=iso_day_text(context.daily), kind=kind, fame=person.total or 0)
        text += "\n" + plural_english(
            self.tr("Daily streak: %n day(s).", "", figures.daily_streak), figures.daily_streak
        )
        if figures.daily_best is not None:
            text += "\n" + QCoreApplication.translate(
                "Journal", "Best daily result: {fame} fame."
            ).format(fame=figures.daily_best)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("Journal", "Daily journey"),
            text,
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        self.message_box = box
        box.open()
        return box

    # -- the window's title ----------------------------------------------------------------

    def title_for(self, state: Any) -> str:
        """The journey window's title for ``state``: the day of a daily journey, the sender of
        a challenge, else the plain title (a game started or opened since is not the daily)."""
        context = self.context if self.context and self.context.matches(state) else None
        if context is not None and context.daily:
            return QCoreApplication.translate(
                "Journal", "Eighty Days — Daily journey {date}"
            ).format(date=iso_day_text(context.daily))
        if context is not None and context.challenge is not None:
            return QCoreApplication.translate(
                "Journal", "Eighty Days — Challenge from {name}"
            ).format(name=context.challenge.sender)
        return QCoreApplication.translate("MainWindow", "Eighty Days — Journey, 2024")

    def show_title(self) -> None:
        """Give the window the title of the game on its table (after every change of it)."""
        self.window.setWindowTitle(self.title_for(self.window.controller.state))

    # -- starting games --------------------------------------------------------------------

    def start_daily(self, day: _dt.date | None = None) -> bool:
        """Start ``day``'s daily journey (today's by default) through the new-game path."""
        from eighty_days.saves.daily import DAILY_MAP, DAILY_NAMES, DailyDeal, DailyStarts
        from eighty_days.ui.common.palette import PLAYER_COLOURS, TOKEN_SHAPES
        from eighty_days.ui.common.seat_form import DefaultNames
        from eighty_days.ui.journey.new_game_dialog import (
            CHARACTER_NAMES,
            GameKind,
            NewGameSettings,
            SeatKind,
            SeatSettings,
        )

        day = day or _dt.date.today()
        window: Any = self.window
        program = getattr(window, "program", None)
        continue_daily = getattr(program, "continue_official_daily", None)
        if continue_daily is not None and continue_daily(day.isoformat(), window):
            return True  # the official try put aside is never used up: it goes on
        deal = DailyDeal.of(day)
        official = DailyStarts().start(day)
        names = DefaultNames(len(DAILY_NAMES))  # "Player 1" … in the chosen language
        seats = tuple(
            SeatSettings(
                name,
                PLAYER_COLOURS[index],
                TOKEN_SHAPES[index % len(TOKEN_SHAPES)],
                SeatKind.HUMAN if index == 0 else SeatKind.COMPUTER,
                deal.level,
            )
            for index, name in enumerate(names[: deal.opponents + 1])
        )
        settings = NewGameSettings(
            GameKind.JOURNEY_2024,
            seats,
            tuple(
                (character, side.value)
                for (character, _), side in zip(CHARACTER_NAMES, deal.sides, strict=True)
            ),
            deal.seed,
            maps_dir() / DAILY_MAP,
        )
        saves = self._saves()
        if saves is not None:  # even the same deal again is another game
            saves.start_fresh()
        if not window.start_new_game(settings):
            return False
        state = window.controller.state
        self.context = GameContext(
            state.seed, state.config.to_dict(), daily=day.isoformat(), practice=not official
        )
        message = (
            QCoreApplication.translate("Journal", "Daily journey of {date}: your official try.")
            if official
            else QCoreApplication.translate(
                "Journal", "Daily journey of {date}: practice (the official try is played)."
            )
        )
        window.statusBar().showMessage(message.format(date=day_text(day)), 10000)
        self.show_title()
        return True

    def start_challenge(self, challenge: Challenge) -> bool:
        """Play the challenge's deal from its start, in the sender's seat (the other seats as
        the sender had them); False if it cannot start (a message says why)."""
        from eighty_days.saves.album import Album

        record = challenge.game.record
        names = challenge.game.game.player_names(challenge.start)
        seats = list(record.seats) if len(record.seats) == len(names) else [Seat(n) for n in names]
        sender = seats[challenge.seat]
        seats[challenge.seat] = Seat(sender.name, sender.colour, sender.shape)
        map_path = None
        if record.map.text is not None:  # an embedded map: kept as a file for saving
            map_path = Album().folder.parent / "challenge-maps" / f"{record.map.sha256[:16]}.yaml"
            try:
                map_path.parent.mkdir(parents=True, exist_ok=True)
                map_path.write_text(record.map.text, encoding="utf-8")
            except OSError as error:
                self.show_problem(
                    QCoreApplication.translate("Journal", "This challenge cannot be played"),
                    str(error),
                )
                return False
        loaded = LoadedGame(
            replace(record.with_actions(0), seats=tuple(seats)),
            challenge.game.map,
            challenge.game.cards,
            (challenge.start,),
        )
        saves = self._saves()
        if saves is not None:  # the game on the table stays in progress
            saves.start_fresh()
        self._session().replace(loaded)
        if map_path is not None:
            self.window.map_path = map_path
        state = challenge.start
        self.context = GameContext(state.seed, state.config.to_dict(), challenge=challenge)
        self.show_title()
        self.window.statusBar().showMessage(
            QCoreApplication.translate(
                "Journal", "Challenge from {name}: {fame} fame to beat."
            ).format(name=challenge.sender, fame=challenge.result.total or 0),
            12000,
        )
        return True

    # -- menu actions ----------------------------------------------------------------------

    def _challenge_filter(self) -> str:
        from eighty_days.saves.challenge import CHALLENGE_SUFFIX

        return QCoreApplication.translate(
            "Journal", "Challenges (*{suffix});;All files (*)"
        ).format(suffix=CHALLENGE_SUFFIX)

    @Slot()
    def ask_for_challenge_file(self) -> QFileDialog:
        """Game → Open a challenge…: choose a challenge file (not blocking; kept in
        ``file_dialog``); the file chosen is read and its deal played."""
        dialog = QFileDialog(
            self.window,
            QCoreApplication.translate("Journal", "Open a challenge"),
            str(dialog_folder()),
            self._challenge_filter(),
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda name: self.open_challenge_file(_remembered(name)))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def open_challenge_file(self, path: Path) -> Challenge | None:
        """Read the challenge file ``path`` and play its deal (a problem is a message)."""
        from eighty_days.saves.challenge import read_challenge

        return self._play_challenge(lambda: read_challenge(path))

    def _play_challenge(
        self,
        read: Callable[[], Challenge],
        describe: Callable[[SaveError], str] = error_text,
    ) -> Challenge | None:
        """Read a challenge with ``read`` and play its deal; a broken or tampered one is a
        message (``None``), its text made by ``describe`` (a pasted code has no file name
        to give: its message says only what is wrong)."""
        try:
            challenge = read()
        except SaveError as error:
            self.show_problem(
                QCoreApplication.translate("Journal", "This challenge cannot be played"),
                describe(error),
            )
            return None
        return challenge if self.start_challenge(challenge) else None

    @Slot()
    def ask_for_challenge_code(self) -> QInputDialog:
        """Game → Paste a challenge code…: a box to paste the code into (not blocking; kept
        in ``code_dialog``); the code given is read and its deal played."""
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(QCoreApplication.translate("Journal", "Paste a challenge code"))
        dialog.setLabelText(QCoreApplication.translate("Journal", "Challenge code:"))
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.textValueSelected.connect(
            lambda code: self.open_challenge_code(code) if code.strip() else None
        )
        self.code_dialog = dialog
        dialog.open()
        return dialog

    def open_challenge_code(self, code: str) -> Challenge | None:
        """Read the challenge ``code`` and play its deal (a problem is a message)."""
        from eighty_days.saves.challenge import read_challenge_code

        return self._play_challenge(
            lambda: read_challenge_code(code),
            lambda error: _as_sentence(message_text(error.problem)),
        )

    @Slot()
    def ask_where_to_send(self) -> QFileDialog | None:
        """Game → Send as a challenge…: ask where to write the finished game as a challenge
        (not blocking; kept in ``file_dialog``); ``None`` and a message if the game on the
        table is not finished."""
        from eighty_days.engine.journey import is_terminal
        from eighty_days.saves.challenge import CHALLENGE_SUFFIX, sender_seat

        state = self.window.controller.state
        if not is_terminal(state):
            self._not_finished()
            return None
        seat = sender_seat(state, self._session().seats())
        dialog = QFileDialog(
            self.window,
            QCoreApplication.translate("Journal", "Send as a challenge"),
            str(dialog_folder() / challenge_file_name(state.players[seat].name)),
            QCoreApplication.translate("Journal", "Challenges (*{suffix})").format(
                suffix=CHALLENGE_SUFFIX
            ),
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.fileSelected.connect(lambda name: self.send_challenge(_remembered(name)))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def _not_finished(self) -> None:
        self.show_problem(
            QCoreApplication.translate("Journal", "Not finished yet"),
            QCoreApplication.translate(
                "Journal", "Only a finished journey can be sent as a challenge."
            ),
        )

    def send_challenge(self, path: Path) -> Path | None:
        """Write the finished game on the table as a challenge file at ``path`` and put its
        code on the clipboard; ``None`` and a message if it is not finished or not written."""
        from eighty_days.engine.journey import is_terminal
        from eighty_days.saves.challenge import (
            challenge_code,
            dump_challenge,
            sender_seat,
            write_challenge,
        )

        state = self.window.controller.state
        if not is_terminal(state):
            self._not_finished()
            return None
        session = self._session()
        seats = session.seats()
        record = record_of(state, session.map_ref(), seats)
        seat = sender_seat(state, seats)
        try:
            write_challenge(record, state, seat, path)
        except SaveError as error:
            self.show_problem(
                QCoreApplication.translate("Journal", "The challenge cannot be written"),
                error_text(error),
            )
            return None
        QApplication.clipboard().setText(challenge_code(dump_challenge(record, state, seat)))
        self.window.statusBar().showMessage(
            QCoreApplication.translate(
                "Journal", "Challenge written to {path}; its code is on the clipboard."
            ).format(path=path),
            10000,
        )
        return path

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """A message box that does not block."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        self.message_box = box
        box.open()
        return box


def _as_sentence(text: str) -> str:
    """``text`` (a problem, written to follow a file's name and a colon) as a sentence of
    its own: its first letter a capital."""
    return text[:1].upper() + text[1:]


class RecordsMenu(QObject):
    """Statistics and Album in a game window's Game menu (the journey's and the race's),
    and the windows they open."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window)
        #: the game window (journey ``MainWindow`` or ``RaceWindow``)
        self.window: Any = window
        self.statistics_window: QWidget | None = None
        self.album_window: QWidget | None = None
        self.menu = menu

    def _add(self, text: str, slot: Callable[[], object], shortcut: str | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def _add_records(self) -> None:
        self.statistics_action = self._add(
            QCoreApplication.translate("Journal", "&Statistics"), self.show_statistics, "Ctrl+I"
        )
        self.album_action = self._add(
            QCoreApplication.translate("Journal", "&Album"), self.show_album, "Ctrl+Shift+A"
        )

    @Slot()
    def show_statistics(self) -> QWidget:
        """Game → Statistics (made by the program)."""
        if self.statistics_window is not None:
            self.statistics_window.close()
        self.statistics_window = self.window.program.statistics_window(self.window)
        return self.statistics_window

    @Slot()
    def show_album(self) -> QWidget:
        """Game → Album (made by the program, whose replay viewer it opens)."""
        if self.album_window is not None:
            self.album_window.close()
        self.album_window = self.window.program.album_window(self.window)
        return self.album_window


class GameMenu(RecordsMenu):
    """The Game menu of the journey window and the windows it opens."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window, menu)
        self.journal = Journal(window, JOURNEY)
        add = self._add
        self.daily_action = add(
            QCoreApplication.translate("Journal", "&Daily journey"), self.start_daily, "Ctrl+D"
        )
        menu.addSeparator()
        self.send_action = add(
            QCoreApplication.translate("Journal", "Send as a &challenge…"),
            self.journal.ask_where_to_send,
        )
        self.open_challenge_action = add(
            QCoreApplication.translate("Journal", "&Open a challenge…"),
            self.journal.ask_for_challenge_file,
        )
        self.paste_code_action = add(
            QCoreApplication.translate("Journal", "&Paste a challenge code…"),
            self.journal.ask_for_challenge_code,
        )
        menu.addSeparator()
        self._add_records()
        self.window.controller.state_changed.connect(self._update)
        self._update()

    def _update(self, *_: object) -> None:
        from eighty_days.engine.journey import is_terminal

        self.send_action.setEnabled(is_terminal(self.window.controller.state))
        self.journal.show_title()

    @Slot()
    def start_daily(self) -> bool:
        """Game → Daily journey: today's deal."""
        return self.journal.start_daily()


class RaceGameMenu(RecordsMenu):
    """The race window's Game menu: Statistics and Album (the races it finishes are kept
    there by ``watch_race``)."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window, menu)
        self._add_records()


def install_game_menu(window: QMainWindow) -> GameMenu:
    """Add the Game menu (after File) to the journey window; returns it (``window.game_menu``)."""
    menu = QMenu(QCoreApplication.translate("Journal", "&Game"), window)
    window.menuBar().addMenu(menu)
    game_menu = GameMenu(window, menu)
    window.game_menu = game_menu  # type: ignore[attr-defined]
    return game_menu


def install_race_game_menu(window: QMainWindow) -> RaceGameMenu:
    """Add the Game menu (Statistics, Album) to the race window's menu bar; returns it
    (``window.game_menu``)."""
    menu = QMenu(QCoreApplication.translate("Journal", "&Game"), window)
    window.menuBar().addMenu(menu)
    game_menu = RaceGameMenu(window, menu)
    window.game_menu = game_menu  # type: ignore[attr-defined]
    return game_menu


def watch_race(window: QMainWindow) -> Journal:
    """Keep the races this window finishes in the album and the statistics."""
    from eighty_days.saves import RACE

    journal = Journal(window, RACE)
    window.journal = journal  # type: ignore[attr-defined]
    return journal


def game_menu_of(window: QMainWindow) -> GameMenu:
    """The Game menu installed on a journey window."""
    menu = window.game_menu  # type: ignore[attr-defined]
    assert isinstance(menu, GameMenu)
    return menu


def _remembered(name: str) -> Path:
    """The path a file dialog answered, its folder kept as the one the dialogs start in."""
    path = Path(name)
    remember_dialog_folder(path)
    return path


def challenge_file_name(name: str) -> str:
    """The file name suggested for a challenge sent by ``name`` (a player's, from a file or
    a person): letters, digits, "-" and "_" kept, anything else (a "/", a dot) as "_"."""
    from eighty_days.saves.challenge import CHALLENGE_SUFFIX

    kept = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)
    return f"challenge-{kept[:40] or 'player'}{CHALLENGE_SUFFIX}"
