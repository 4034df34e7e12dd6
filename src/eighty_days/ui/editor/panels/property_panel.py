"""The property panel beside the map: the Selection, Map, Areas and Cards tabs."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QTabWidget

from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor.panels.areas_tab import AreasTab
from eighty_days.ui.editor.panels.cards_tab import CardsTab
from eighty_days.ui.editor.panels.fields import Push
from eighty_days.ui.editor.panels.map_tab import MapTab
from eighty_days.ui.editor.panels.selection_tab import SelectionTab
from eighty_days.ui.editor.selection import Selection


class PropertyPanel(QTabWidget):
    """The panel beside the map: Map, Selection, Areas and Cards tabs."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.map_tab = MapTab(document, push)
        self.selection_tab = SelectionTab(document, push)
        self.areas_tab = AreasTab(document, push)
        self.cards_tab = CardsTab(document, push)
        self.addTab(self.selection_tab, self.tr("Selection"))
        self.addTab(self.map_tab, self.tr("Map"))
        self.addTab(self.areas_tab, self.tr("Areas"))
        self.addTab(self.cards_tab, self.tr("Cards"))
        # long place names must not widen the panel: combos show what fits
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(10)

    def refresh(self, sheet: SheetMap, selection: Selection) -> None:
        """Show ``sheet`` in every tab."""
        self.map_tab.refresh(sheet)
        self.selection_tab.refresh(sheet, selection)
        self.areas_tab.refresh(sheet)
        self.cards_tab.refresh(sheet)
