"""The validation panel: the map's problems; a click selects the culprit."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from eighty_days.editor.checks import EditorProblem, Severity
from eighty_days.messages import plural_english
from eighty_days.ui.common.message_text import message_text


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
        layout.addWidget(self.summary)
        layout.addWidget(self.list)
        self.problems: list[EditorProblem] = []
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)

    def show_checking(self) -> None:
        """Say that a check is under way."""
        self.summary.setText(self.tr("Checking…"))

    def show_problems(self, problems: list[EditorProblem]) -> None:
        """List the problems (errors first)."""
        self.problems = sorted(problems, key=lambda p: p.severity is not Severity.ERROR)
        self.list.clear()
        for problem in self.problems:
            prefix = "⚠ " if problem.severity is Severity.WARNING else "✖ "
            kind = self.tr("playability") if problem.playability else self.tr("map")
            item = QListWidgetItem(f"{prefix}{message_text(problem.message)}")
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
