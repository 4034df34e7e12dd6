"""Help → Rules: the program's own rules guide of both games, in the program's language.

The guide (``rules-guide-<language>.html``, one file per language it is written in; a
language without its file shows the English guide) is written for this program and cites the
rulings it follows. Its pictures are drawn at run time by the program's own art
(``illustrations``). Every part has an anchor; the table of contents links to them, and a
refusal's "Why?" opens the guide at the paragraph that explains it.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from eighty_days.i18n import SOURCE_LANGUAGE, current_language
from eighty_days.ui.help.anchors import JOURNEY_ANCHOR
from eighty_days.ui.help.illustrations import add_illustrations

#: The guide's file in a language: ``rules-guide-<code>.html`` beside this module.
GUIDE_PATTERN = "rules-guide-{language}.html"


def guide_languages() -> tuple[str, ...]:
    """The languages the guide is written in (those with their file), English first."""
    package = resources.files("eighty_days.ui.help")
    prefix, suffix = GUIDE_PATTERN.split("{language}")
    found = sorted(
        entry.name.removeprefix(prefix).removesuffix(suffix)
        for entry in package.iterdir()
        if entry.name.startswith(prefix) and entry.name.endswith(suffix)
    )
    return (SOURCE_LANGUAGE, *(code for code in found if code != SOURCE_LANGUAGE))


def guide_file(language: str) -> str:
    """The name of the guide's file in ``language`` (English for a language it lacks)."""
    shown = language if language in guide_languages() else SOURCE_LANGUAGE
    return GUIDE_PATTERN.format(language=shown)


def guide_html(language: str) -> str:
    """The guide's text (HTML) in ``language``."""
    package = resources.files("eighty_days.ui.help")
    return package.joinpath(guide_file(language)).read_text(encoding="utf-8")


class RulesGuideDialog(QDialog):
    """The rules guide in the program's language (not modal), opened at ``anchor``."""

    def __init__(self, parent: QWidget | None = None, *, anchor: str = JOURNEY_ANCHOR) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesGuideDialog", "Rules"))
        #: The language the guide is shown in.
        self.language = current_language()
        layout = QVBoxLayout(self)
        self.guide = QTextBrowser()
        self.guide.setOpenExternalLinks(False)
        self.guide.setOpenLinks(True)
        add_illustrations(self.guide.document())
        self.guide.setHtml(guide_html(self.language))
        self.guide.setAccessibleName(QCoreApplication.translate("RulesGuideDialog", "Rules guide"))
        layout.addWidget(self.guide)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 680)
        #: The paragraph shown on top when the dialog is (next) shown.
        self.anchor = anchor

    def show_at(self, anchor: str) -> None:
        """Show the dialog with the paragraph ``anchor`` on top (raised if already open)."""
        self.anchor = anchor
        self.show()
        self.raise_()
        self.scroll_to(anchor)

    def showEvent(self, event: QShowEvent) -> None:
        """Laid out at its width only when shown: scroll to the paragraph asked for."""
        super().showEvent(event)
        self.scroll_to(self.anchor)

    def scroll_to(self, anchor: str) -> None:
        """Scroll the guide so that the paragraph ``anchor`` is on top."""
        self.anchor = anchor
        self.guide.scrollToAnchor(anchor)
