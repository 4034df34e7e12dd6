"""The Layers panel: each layer of the map shown or hidden, locked or not."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QSizePolicy, QWidget

from eighty_days.ui.editor.selection import MapLayer

LAYER_NAMES: tuple[tuple[MapLayer, str], ...] = (
    (MapLayer.LAND, str(QT_TRANSLATE_NOOP("LayersPanel", "Land"))),
    (MapLayer.MOUNTAINS, str(QT_TRANSLATE_NOOP("LayersPanel", "Mountains"))),
    (MapLayer.CANALS, str(QT_TRANSLATE_NOOP("LayersPanel", "Canals"))),
    (MapLayer.AREAS, str(QT_TRANSLATE_NOOP("LayersPanel", "Areas"))),
    (MapLayer.PLACES, str(QT_TRANSLATE_NOOP("LayersPanel", "Places"))),
    (MapLayer.CARD_PLACES, str(QT_TRANSLATE_NOOP("LayersPanel", "Cards' places"))),
)


class LayersPanel(QWidget):
    """Each layer of the map shown or hidden, locked or not (locked: not picked, moved,
    drawn on or added to)."""

    #: (layer, shown, locked)
    layer_changed = Signal(object, bool, bool)

    def __init__(self, hidden: set[MapLayer], locked: set[MapLayer]) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.addWidget(QLabel(self.tr("Layer")), 0, 0)
        grid.addWidget(QLabel(self.tr("Shown")), 0, 1)
        grid.addWidget(QLabel(self.tr("Locked")), 0, 2)
        self.shown: dict[MapLayer, QCheckBox] = {}
        self.locked: dict[MapLayer, QCheckBox] = {}
        for row, (layer, name) in enumerate(LAYER_NAMES, start=1):
            shown = QCheckBox()
            shown.setChecked(layer not in hidden)
            lock = QCheckBox()
            lock.setChecked(layer in locked)
            label = QCoreApplication.translate("LayersPanel", name)
            shown.setAccessibleName(self.tr("Show {layer}").format(layer=label))
            lock.setAccessibleName(self.tr("Lock {layer}").format(layer=label))
            for box in (shown, lock):
                box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(shown, row, 1)
            grid.addWidget(lock, row, 2)
            self.shown[layer] = shown
            self.locked[layer] = lock
            shown.toggled.connect(lambda _=False, kind=layer: self._changed(kind))
            lock.toggled.connect(lambda _=False, kind=layer: self._changed(kind))
        hint = QLabel(
            self.tr(
                "A hidden layer is left off the map; a locked one cannot be selected, moved, "
                "drawn on or added to. Cards' places rings the places that income cards "
                "(green) and adventure cards (pink) name."
            )
        )
        hint.setWordWrap(True)
        grid.addWidget(hint, len(LAYER_NAMES) + 1, 0, 1, 3)
        grid.setRowStretch(len(LAYER_NAMES) + 2, 1)

    def _changed(self, layer: MapLayer) -> None:
        self.layer_changed.emit(
            layer, self.shown[layer].isChecked(), self.locked[layer].isChecked()
        )
