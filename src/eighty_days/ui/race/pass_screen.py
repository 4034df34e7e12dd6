"""Hot seat: the screen that hides the hands while the computer goes to the next player."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.race.looks import PawnLook, pawn_icon
from eighty_days.ui.ui_scale import scaled_pixels


class PassScreen(QFrame):
    """ "Pass to <name>": no cards are shown until that player says they are there."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.setStyleSheet("#passScreen { background: #3b3126; border-radius: 8px; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.icon)
        self.message = plain_label()  # a player's name as written
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)  # a long name, German at 150 %: never cut at the sides
        self.follow_ui_scale()
        layout.addWidget(self.message)
        self.reason = plain_label()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #d9ccaa;")
        self.player = -1
        self.ready = QPushButton()
        self.ready.setDefault(True)
        self.ready.clicked.connect(lambda: self.revealed.emit(self.player))
        # the button right under the heading: on a short screen the explanation is cut
        # rather than the one button the player needs
        layout.addWidget(self.ready, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.reason)
        layout.addStretch(1)

    def follow_ui_scale(self) -> None:
        """The message's size at the UI scale (again after Settings → Text size changed)."""
        self.message.setStyleSheet(
            f"color: #f6efdc; font-size: {scaled_pixels(22)}px; font-weight: bold;"
        )

    def show_for(self, player: int, look: PawnLook, reason: str) -> None:
        """Ask to pass the computer to ``look.name``; ``reason`` says why."""
        self.player = player
        self.icon.setPixmap(pawn_icon(look, 40).pixmap(QSize(40, 40)))
        self.message.setText(self.tr("Pass the computer to {name}").format(name=look.name))
        self.reason.setText(reason)
        # a button's "&" marks its shortcut: a name's own "&" is doubled to show as written
        self.ready.setText(
            self.tr("I am {name}: show my cards").format(name=look.name.replace("&", "&&"))
        )
