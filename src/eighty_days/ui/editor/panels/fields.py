"""What the editor's panels share: number boxes, combo boxes of places, filling widgets
from the model without making an edit, and how an edit is handed on (``Push``)."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor import commands
from eighty_days.ui.ui_scale import scaled_pixels

#: How a panel hands an edit to the window (which pushes it on the undo stack).
Push = Callable[["commands.SheetCommand"], None]


@contextmanager
def quiet(*widgets: QWidget) -> Iterator[None]:
    """Block the widgets' signals while they are filled from the model."""
    states = [widget.blockSignals(True) for widget in widgets]
    try:
        yield
    finally:
        for widget, state in zip(widgets, states, strict=True):
            widget.blockSignals(state)


#: The narrowest a number box gets, in pixels at 100 % (it grows with the UI scale).
SPIN_MIN_PIXELS = 80


class NumberBox(QDoubleSpinBox):
    """A number box that may be narrow (long ranges do not widen the panel), but never
    narrower than a number needs at the current UI scale."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(scaled_pixels(SPIN_MIN_PIXELS))

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) widens or narrows the box with the text."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.setMinimumWidth(scaled_pixels(SPIN_MIN_PIXELS))
        super().changeEvent(event)


def number_box(low: float, high: float, decimals: int = 3, step: float = 0.1) -> QDoubleSpinBox:
    """A narrow number box from ``low`` to ``high`` with ``decimals`` and ``step``, which
    reports each keystroke (``keyboardTracking``)."""
    spin = NumberBox()
    spin.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setSingleStep(step)
    spin.setKeyboardTracking(True)
    return spin


def show_value(spin: QDoubleSpinBox | QSpinBox, value: float) -> None:
    """Show ``value`` unless the box already holds it (keeps the text being typed)."""
    if abs(spin.value() - value) > 1e-12:
        spin.setValue(value)  # type: ignore[arg-type]


#: The (label, data) pairs each combo was last filled with by ``fill_combo``.
_FILLED: weakref.WeakKeyDictionary[QComboBox, tuple[tuple[str, str], ...]] = (
    weakref.WeakKeyDictionary()
)


def fill_combo(combo: QComboBox, items: list[tuple[str, str]], current: str) -> None:
    """Fill ``combo`` with (label, data) pairs and select ``current`` (kept if unknown).
    A combo that holds just these pairs already is not filled again (an edit refreshes
    every form: the world's places are a thousand lines), only ``current`` selected."""
    filled = tuple(items)
    if _FILLED.get(combo) == filled and combo.count() == len(filled):
        index = combo.findData(current)
        if index >= 0 or not current:
            with quiet(combo):
                combo.setCurrentIndex(index)
            return
    _FILLED[combo] = filled
    with quiet(combo):
        combo.clear()
        for label, data in items:
            combo.addItem(label, data)
        index = combo.findData(current)
        if index < 0 and current:
            combo.addItem(
                QCoreApplication.translate("EditorPanels", "{id} (missing)").format(id=current),
                current,
            )
            index = combo.count() - 1
        combo.setCurrentIndex(index)


def location_choices(sheet: SheetMap) -> list[tuple[str, str]]:
    """(label, id) of every location, for combo boxes."""
    return [(f"{loc.name} ({loc.id})", loc.id) for loc in sheet.locations]


def place_picker() -> QComboBox:
    """A combo box of places that can be searched: typing part of a place's name or id
    (any case) lists the places that contain it, and one chosen from that list is chosen
    in the combo (``activated`` is emitted, as for a choice from its own list). Text that
    names no place is never taken: when the typing ends, the combo shows its place again."""
    combo = QComboBox()
    line = QLineEdit(combo)
    combo.setLineEdit(line)  # editable
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = QCompleter(combo.model(), combo)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    combo.setCompleter(completer)

    def show_chosen() -> None:
        chosen = combo.itemText(combo.currentIndex()) if combo.currentIndex() >= 0 else ""
        if line.text() != chosen:
            line.setText(chosen)

    line.editingFinished.connect(show_chosen)
    return combo
