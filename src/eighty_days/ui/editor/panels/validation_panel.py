"""The validation panel: the map's problems, each with how to fix it; a click selects the
culprit, and a problem with one obvious fix offers it as a button.

The hint under each problem is ``eighty_days.editor.problem_hints``; the fix is
``eighty_days.editor.problem_fixes``, pushed as one undo step onto the editor window the
panel is docked in (its ``document`` and ``push``).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.editor.checks import EditorProblem, Severity
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import EditError
from eighty_days.editor.problem_fixes import ProblemFix, fix_of
from eighty_days.editor.problem_hints import hint_of
from eighty_days.messages import plural_english
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.editor.commands import SheetCommand


class FixProblem(SheetCommand):
    """A problem's obvious fix (the Problems panel's button), as one undo step named by
    the fix ("Put on the coast")."""

    def __init__(self, document: MapDocument, fix: ProblemFix) -> None:
        super().__init__(document, fix.apply(document.sheet))
        self.setText(message_text(fix.label))


@runtime_checkable
class EditorHost(Protocol):
    """What the panel needs of the window it is docked in to apply a fix."""

    document: MapDocument

    def push(self, command: SheetCommand) -> None:
        """Do an edit as one undo step."""


class ValidationPanel(QWidget):
    """Every problem of the map; clicking one asks to select its culprit."""

    culprit_clicked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.summary = QLabel(self.tr("Checking…"))
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        #: The fix of the chosen problem, when it has one obvious fix.
        self.fix_button = QPushButton()
        self.fix_button.hide()
        #: Why a fix could not be made (hidden otherwise).
        self.fix_note = QLabel()
        self.fix_note.setWordWrap(True)
        self.fix_note.hide()
        layout.addWidget(self.summary)
        layout.addWidget(self.list)
        layout.addWidget(self.fix_button)
        layout.addWidget(self.fix_note)
        self.problems: list[EditorProblem] = []
        self._fix: ProblemFix | None = None
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        self.list.currentRowChanged.connect(self._offer_fix)
        self.fix_button.clicked.connect(self.apply_fix)

    def show_checking(self) -> None:
        """Say that a check is under way."""
        self.summary.setText(self.tr("Checking…"))

    def show_problems(self, problems: list[EditorProblem]) -> None:
        """List the problems (errors first)."""
        self.problems = sorted(problems, key=lambda p: p.severity is not Severity.ERROR)
        self.list.clear()
        self._offer_fix(-1)
        for problem in self.problems:
            prefix = "⚠ " if problem.severity is Severity.WARNING else "✖ "
            kind = self.tr("playability") if problem.playability else self.tr("map")
            text = f"{prefix}{message_text(problem.message)}"
            hint = hint_of(problem.message)
            if hint is not None:
                text += "\n→ " + message_text(hint)
            item = QListWidgetItem(text)
            severity = (
                self.tr("error") if problem.severity is Severity.ERROR else self.tr("warning")
            )
            item.setToolTip(
                self.tr("{value} ({kind}): click to select the culprit").format(
                    value=severity, kind=kind
                )
            )
            if problem.severity is Severity.ERROR:
                item.setForeground(QColor("#b00020"))
            self.list.addItem(item)
        errors = sum(1 for p in problems if p.severity is Severity.ERROR)
        warnings = len(problems) - errors
        if errors:
            self.summary.setText(
                self.tr("{errors}, {warnings}: the map can be saved, not played.").format(
                    errors=plural_english(self.tr("%n error(s)", "", errors), errors),
                    warnings=plural_english(self.tr("%n warning(s)", "", warnings), warnings),
                )
            )
        elif warnings:
            self.summary.setText(
                plural_english(self.tr("Playable, with %n warning(s).", "", warnings), warnings)
            )
        else:
            self.summary.setText(self.tr("No problems: the map is valid and playable."))

    @Slot(QListWidgetItem)
    def _clicked(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self.problems):
            self.culprit_clicked.emit(self.problems[row].culprit)

    @Slot(int)
    def _offer_fix(self, row: int) -> None:
        """Show the button of the chosen problem's fix, if it has one obvious fix."""
        self.fix_note.hide()
        fix = fix_of(self.problems[row]) if 0 <= row < len(self.problems) else None
        self._fix = fix
        host = self.window()
        if fix is not None and isinstance(host, EditorHost):
            try:
                fix.apply(host.document.sheet)
            except EditError as error:  # say why instead of offering a fix that fails
                self._fix = fix = None
                self.fix_note.setText(error_text(error))
                self.fix_note.show()
        if fix is None:
            self.fix_button.hide()
            return
        self.fix_button.setText(message_text(fix.label))
        self.fix_button.setToolTip(self.tr("Fix this problem (one step in the History)"))
        self.fix_button.show()

    @Slot()
    def apply_fix(self) -> None:
        """Make the chosen problem's fix as one undo step; say why if it cannot be made."""
        host = self.window()
        fix = self._fix
        if fix is None or not isinstance(host, EditorHost):
            return
        try:
            command = FixProblem(host.document, fix)
        except EditError as error:
            self.fix_note.setText(error_text(error))
            self.fix_note.show()
            return
        self.fix_button.hide()
        self._fix = None
        host.push(command)
