"""Settings…: the player's settings (language, animation, confirming, UI scale).

Apply or OK stores them and tells the program (``settings_applied``), which applies them to
every open window at once; a new language from the next start (the dialog says so).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from eighty_days.settings import (
    MAX_UI_SCALE,
    MIN_UI_SCALE,
    AnimationSpeed,
    AppSettings,
    Language,
    apply_ui_scale,
)
from eighty_days.ui.reduced_motion import SystemMotion, refresh_system_motion

LANGUAGE_LABELS: dict[Language, str] = {
    Language.SYSTEM: str(QT_TRANSLATE_NOOP("SettingsDialog", "As the system")),
    # each language by its own name (no translation has an entry for it)
    **{language: language.own_name for language in Language if language.own_name},
}
ANIMATION_LABELS: dict[AnimationSpeed, str] = {
    AnimationSpeed.OFF: str(QT_TRANSLATE_NOOP("SettingsDialog", "Off")),
    AnimationSpeed.SLOW: str(QT_TRANSLATE_NOOP("SettingsDialog", "Slow")),
    AnimationSpeed.NORMAL: str(QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
    AnimationSpeed.FAST: str(QT_TRANSLATE_NOOP("SettingsDialog", "Fast")),
}


def _combo(
    labels: Mapping[Language, str] | Mapping[AnimationSpeed, str],
) -> QComboBox:
    """A drop-down list of ``labels``, each item's data the value it stands for."""
    combo = QComboBox()
    for value, label in labels.items():
        combo.addItem(QCoreApplication.translate("SettingsDialog", label), value.value)
    return combo


def _select(combo: QComboBox, value: str) -> None:
    """Select the item of ``combo`` whose data is ``value`` (the first if none)."""
    combo.setCurrentIndex(max(0, combo.findData(value)))


class SettingsDialog(QDialog):
    """Shows the stored settings; OK (or Apply) stores the changes and applies the UI scale."""

    #: The settings were stored (the ``AppSettings`` that holds them).
    settings_applied = Signal(object)

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_box = _combo(LANGUAGE_LABELS)
        self.language_box.setAccessibleName(self.tr("Language"))
        form.addRow(self.tr("&Language:"), self.language_box)
        # the windows are built in one language; a new one needs a fresh start
        self.language_note = QLabel(
            self.tr("A new language is used from the next start of the program.")
        )
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)
        self.animation_box = _combo(ANIMATION_LABELS)
        self.animation_box.setAccessibleName(self.tr("Animation speed"))
        form.addRow(self.tr("&Animation:"), self.animation_box)
        # the system's "reduce motion" wins over the speed chosen here (the dialog says so)
        self.system_motion_note = QLabel()
        self.system_motion_note.setWordWrap(True)
        form.addRow("", self.system_motion_note)
        self.show_system_motion(refresh_system_motion())
        self.scale_box = QSpinBox()
        self.scale_box.setRange(MIN_UI_SCALE, MAX_UI_SCALE)
        self.scale_box.setSingleStep(5)
        self.scale_box.setSuffix(" %")
        self.scale_box.setAccessibleName(self.tr("Text size in percent"))
        form.addRow(self.tr("&Text size:"), self.scale_box)
        self.confirm_box = QCheckBox(self.tr("C&onfirm before committing a route or a card"))
        form.addRow(self.confirm_box)
        self.reach_box = QCheckBox(self.tr("&Show where the ruler can go"))
        self.reach_box.setToolTip(
            self.tr(
                "Mark the places the card in hand can reach this turn. Off: judge the "
                "distances yourself, as on the paper pad (clicking to aim works either way)."
            )
        )
        form.addRow(self.reach_box)
        self.one_click_box = QCheckBox(self.tr("Take a market card with one &click"))
        self.one_click_box.setToolTip(
            self.tr(
                "Off: a click shows the card's bill and a second click (or Enter) takes it. "
                "On: the first click takes the card."
            )
        )
        form.addRow(self.one_click_box)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(self.apply)
        layout.addWidget(self.buttons)
        self.show_settings()

    def changeEvent(self, event: QEvent) -> None:
        """A new text size (Apply) reaches the dialog as a font change: once its widgets
        have taken the new font, it lays itself out again at the size its text needs."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            QTimer.singleShot(0, self, self.fit_to_contents)

    @Slot()
    def fit_to_contents(self) -> None:
        """Grow (never shrink) to the size the widgets need with their current fonts."""
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()
        layout.activate()
        wanted = self.size().expandedTo(self.sizeHint())
        if layout.hasHeightForWidth():  # the wrapped notes at that width
            wanted.setHeight(max(wanted.height(), layout.totalHeightForWidth(wanted.width())))
        self.resize(wanted)

    def show_system_motion(self, system: SystemMotion) -> None:
        """Say whether the system asked for reduced motion (then nothing moves, whatever
        the speed chosen), and which of its settings asked."""
        self.system_motion_note.setVisible(system.reduced)
        if system.reduced:
            self.system_motion_note.setText(
                self.tr(
                    "The system asks for reduced motion ({settings}): nothing moves, "
                    "whatever the speed chosen here."
                ).format(settings=", ".join(system.sources))
            )

    def show_settings(self) -> None:
        """Set the fields from the stored settings."""
        _select(self.language_box, self.settings.language.value)
        _select(self.animation_box, self.settings.animation_speed.value)
        self.scale_box.setValue(self.settings.ui_scale)
        self.confirm_box.setChecked(self.settings.confirm_before_commit)
        self.reach_box.setChecked(self.settings.show_reach)
        self.one_click_box.setChecked(self.settings.take_with_one_click)

    @Slot()
    def apply(self) -> None:
        """Store the fields and apply the text size to the running program."""
        self.settings.language = Language(self.language_box.currentData())
        self.settings.animation_speed = AnimationSpeed(self.animation_box.currentData())
        self.settings.ui_scale = self.scale_box.value()
        self.settings.confirm_before_commit = self.confirm_box.isChecked()
        self.settings.show_reach = self.reach_box.isChecked()
        self.settings.take_with_one_click = self.one_click_box.isChecked()
        self.settings.sync()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_ui_scale(app, self.settings.ui_scale)
        self.settings_applied.emit(self.settings)

    def accept(self) -> None:
        """OK: store, apply, close."""
        self.apply()
        super().accept()
