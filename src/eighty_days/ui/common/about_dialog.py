"""Help → About: the program's name, version, icon and credits."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from eighty_days.ui.ui_scale import scaled_pixels


def version() -> str:
    """The program's version (from the package metadata, looked up when first needed)."""
    import eighty_days

    return str(eighty_days.__version__)


#: The icon sizes shipped in ``eighty_days/ui/common/icons/`` (copies of the PNGs that
#: packaging/make_icons.py renders from packaging/icons/eighty-days.svg).
ICON_SIZES = (16, 32, 48, 64, 128, 256)

#: Who and what the program owes, one (title, text) pair per line of the credits.
CREDITS: tuple[tuple[str, str], ...] = (
    (
        str(QT_TRANSLATE_NOOP("AboutDialog", "Around the World in 80 Days (2024)")),
        str(
            QT_TRANSLATE_NOOP(
                "AboutDialog",
                "the journey board game whose rulebook this program follows "
                "(the rulebook names no designers or publisher)",
            )
        ),
    ),
    (
        str(QT_TRANSLATE_NOOP("AboutDialog", "In 80 Tagen um die Erde (Ravensburger, 1986)")),
        str(QT_TRANSLATE_NOOP("AboutDialog", "the track race by Wolfgang Kramer")),
    ),
    (
        str(QT_TRANSLATE_NOOP("AboutDialog", "Jules Verne")),
        str(
            QT_TRANSLATE_NOOP(
                "AboutDialog", "the novel Le Tour du monde en quatre-vingts jours (1872)"
            )
        ),
    ),
    (
        str(QT_TRANSLATE_NOOP("AboutDialog", "Natural Earth")),
        str(QT_TRANSLATE_NOOP("AboutDialog", "the coastlines of the maps (public domain)")),
    ),
    (
        str(QT_TRANSLATE_NOOP("AboutDialog", "Qt and PySide6")),
        str(QT_TRANSLATE_NOOP("AboutDialog", "the windows and drawing (The Qt Company, LGPL)")),
    ),
)

ICON_SIZE = 96


def app_icon() -> QIcon:
    """The program's icon in every shipped size (empty if the files are missing). Files
    on disk are read when a size is first drawn (not at the program's start)."""
    icon = QIcon()
    folder = resources.files(__package__).joinpath("icons")
    for size in ICON_SIZES:
        resource = folder.joinpath(f"eighty-days-{size}.png")
        if isinstance(resource, Path) and resource.is_file():
            icon.addFile(str(resource), QSize(size, size))
        elif resource.is_file():
            pixmap = QPixmap()
            pixmap.loadFromData(resource.read_bytes(), "PNG")
            icon.addPixmap(pixmap)
    return icon


def credits_html() -> str:
    """The credits as a small HTML list."""
    items = "".join(
        f"<li><b>{QCoreApplication.translate('AboutDialog', title)}</b>: "
        f"{QCoreApplication.translate('AboutDialog', text)}</li>"
        for title, text in CREDITS
    )
    heading = QCoreApplication.translate("AboutDialog", "Credits:")
    return f"<p>{heading}</p><ul>{items}</ul>"


class AboutDialog(QDialog):
    """The About box: icon, name, version from the package metadata, credits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Eighty Days"))
        layout = QVBoxLayout(self)
        self.icon_label = QLabel()
        self.icon_label.setPixmap(app_icon().pixmap(ICON_SIZE, ICON_SIZE))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.icon_label.setAccessibleName(self.tr("Eighty Days icon"))
        layout.addWidget(self.icon_label)
        self.title_label = QLabel(
            self.tr("<h2>Eighty Days</h2><p>Version {version}</p>").format(version=version())
        )
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label.setAccessibleName(self.tr("Program name and version"))
        layout.addWidget(self.title_label)
        self.summary_label = QLabel(
            self.tr(
                "Around the World in 80 Days at one computer: the 2024 journey game "
                "and the 1986 track race."
            )
        )
        self.summary_label.setWordWrap(True)
        layout.addWidget(self.summary_label)
        self.credits_label = QLabel(credits_html())
        self.credits_label.setWordWrap(True)
        self.credits_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.credits_label.setAccessibleName(self.tr("Credits"))
        layout.addWidget(self.credits_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(scaled_pixels(460))
