"""Help → Rules: the English rules reference of both games and the two bundled rulebooks.

The reference (``rules-reference-en.md``) is written for this program from the rulebooks
and the rulings; the 2024 rulebook (English) and the 1986 rulebook (German, as printed)
are shown as they are.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

REFERENCE_FILE = "rules-reference-en.md"
RULEBOOK_2024_FILE = "rulebook-2024.txt"
RULEBOOK_1986_FILE = "rulebook-1986-de.txt"
#: The heading of the reference's part on the 1986 race (the race window opens it there).
RACE_SECTION_HEADING = "In 80 Tagen um die Erde (1986): the race"


def help_text(name: str) -> str:
    """The text of the bundled help file ``name``."""
    package = resources.files("eighty_days.ui.help")
    return package.joinpath(name).read_text(encoding="utf-8")


def rules_reference_markdown() -> str:
    """The English rules reference of both games (Markdown)."""
    return help_text(REFERENCE_FILE)


class RulesReferenceDialog(QDialog):
    """The reference and both rulebooks in tabs (not modal; keyboard: Ctrl+Tab switches).

    ``race=True`` (the race window's Help) opens the reference at its part on the 1986 race.
    """

    def __init__(self, parent: QWidget | None = None, *, race: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesReferenceDialog", "Rules"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.reference = QTextBrowser()
        self.reference.setMarkdown(rules_reference_markdown())
        self.reference.setOpenExternalLinks(False)
        self.reference.setAccessibleName(
            QCoreApplication.translate("RulesReferenceDialog", "Rules reference (English)")
        )
        self.rulebook_2024 = self._plain(
            help_text(RULEBOOK_2024_FILE),
            QCoreApplication.translate("RulesReferenceDialog", "Rulebook of the 2024 game"),
        )
        self.rulebook_1986 = self._plain(
            help_text(RULEBOOK_1986_FILE),
            QCoreApplication.translate(
                "RulesReferenceDialog", "Rulebook of the 1986 game (German)"
            ),
        )
        self.tabs.addTab(
            self.reference,
            QCoreApplication.translate("RulesReferenceDialog", "&Reference (English)"),
        )
        self.tabs.addTab(
            self.rulebook_2024,
            QCoreApplication.translate("RulesReferenceDialog", "Rulebook &2024 (English)"),
        )
        self.tabs.addTab(
            self.rulebook_1986,
            QCoreApplication.translate("RulesReferenceDialog", "Rulebook &1986 (German)"),
        )
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 680)
        #: Scroll to the race's part when first shown (laid out at its width only then).
        self._open_at_race = race

    def showEvent(self, event: QShowEvent) -> None:
        """First shown from the race window: the reference at its part on the race."""
        super().showEvent(event)
        if self._open_at_race:
            self._open_at_race = False
            self.show_race_section()

    def show_race_section(self) -> None:
        """Show the reference scrolled to its part on the 1986 race (its heading on top)."""
        self.tabs.setCurrentWidget(self.reference)
        document = self.reference.document()
        found = document.find(RACE_SECTION_HEADING)
        if found.isNull():
            return
        self.reference.setTextCursor(QTextCursor(found.block()))
        top = document.documentLayout().blockBoundingRect(found.block()).top()
        self.reference.verticalScrollBar().setValue(round(top))

    @staticmethod
    def _plain(text: str, name: str) -> QPlainTextEdit:
        view = QPlainTextEdit(text)
        view.setReadOnly(True)
        view.setAccessibleName(name)
        return view
