"""Help → Rules: the English rules reference of both games and the two bundled rulebooks.

The reference (``rules-reference-en.md``) is written for this program from the rulebooks
and the rulings; the 2024 rulebook (English) and the 1986 rulebook (German, as printed)
are shown as they are.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication
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


def help_text(name: str) -> str:
    """The text of the bundled help file ``name``."""
    package = resources.files("eighty_days.ui.help")
    return package.joinpath(name).read_text(encoding="utf-8")


def rules_reference_markdown() -> str:
    """The English rules reference of both games (Markdown)."""
    return help_text(REFERENCE_FILE)


class RulesReferenceDialog(QDialog):
    """The reference and both rulebooks in tabs (not modal; keyboard: Ctrl+Tab switches)."""

    def __init__(self, parent: QWidget | None = None) -> None:
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

    @staticmethod
    def _plain(text: str, name: str) -> QPlainTextEdit:
        view = QPlainTextEdit(text)
        view.setReadOnly(True)
        view.setAccessibleName(name)
        return view
