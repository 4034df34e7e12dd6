"""The "Why?" button beside a refusal in the status bar: it opens the rules guide at the
paragraph that explains the refusal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QToolButton, QWidget


class WhyButton(QToolButton):
    """Hidden until a refusal is shown; a click asks for the guide at ``anchor``."""

    #: The player asked why: the guide's paragraph to open.
    asked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(QCoreApplication.translate("WhyButton", "Why?"))
        self.setToolTip(
            QCoreApplication.translate("WhyButton", "Open the rules guide at this rule")
        )
        self.setAutoRaise(True)
        #: The guide's paragraph that explains the last refusal.
        self.anchor = ""
        self.clicked.connect(lambda: self.asked.emit(self.anchor))
        self.hide()

    def explain(self, anchor: str) -> None:
        """A refusal was shown: offer the guide at ``anchor``."""
        self.anchor = anchor
        self.show()

    def forget(self) -> None:
        """The refusal is gone from the status line: hide the button."""
        self.hide()
