"""The Cards tab: income cards (four places and pounds each) and adventure cards."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.sheet.model import AdventureCard, IncomeCard, SheetMap
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.panels.fields import (
    Push,
    fill_combo,
    location_choices,
    place_picker,
    quiet,
    show_value,
)


class CardsTab(QWidget):
    """Income cards (four locations and pounds each) and adventure cards."""

    def __init__(self, document: MapDocument, push: Push) -> None:
        super().__init__()
        self.document = document
        self.push = push
        layout = QVBoxLayout(self)
        income_box = QGroupBox(self.tr("Income cards"))
        income = QVBoxLayout(income_box)
        self.income_list = QListWidget()
        income.addWidget(self.income_list)
        row = QHBoxLayout()
        self.add_income = QPushButton(self.tr("Add income card"))
        self.delete_income = QPushButton(self.tr("Delete"))
        row.addWidget(self.add_income)
        row.addWidget(self.delete_income)
        income.addLayout(row)
        income_form = QFormLayout()
        self.income_id = QLineEdit()
        income_form.addRow(self.tr("Id"), self.income_id)
        self.payout_places: list[QComboBox] = []
        self.payout_pounds: list[QSpinBox] = []
        for number in range(4):
            place = place_picker()
            pounds = QSpinBox()
            pounds.setRange(1, 1000)
            line = QHBoxLayout()
            line.addWidget(place, 1)
            line.addWidget(pounds)
            income_form.addRow(self.tr("Place {value}").format(value=number + 1), line)
            self.payout_places.append(place)
            self.payout_pounds.append(pounds)
            place.activated.connect(lambda _=0: self._payouts_edited("places"))
            pounds.valueChanged.connect(lambda _=0, n=number: self._payouts_edited(f"pounds{n}"))
        income.addLayout(income_form)
        #: Why the last change of a card was refused (a place named twice), else empty.
        self.income_message = QLabel()
        self.income_message.setWordWrap(True)
        self.income_message.setStyleSheet("color: #b00020")
        self.income_message.hide()
        income.addWidget(self.income_message)
        layout.addWidget(income_box)

        adventure_box = QGroupBox(self.tr("Adventure cards"))
        adventure = QVBoxLayout(adventure_box)
        self.adventure_list = QListWidget()
        adventure.addWidget(self.adventure_list)
        row = QHBoxLayout()
        self.add_adventure = QPushButton(self.tr("Add adventure card"))
        self.delete_adventure = QPushButton(self.tr("Delete"))
        row.addWidget(self.add_adventure)
        row.addWidget(self.delete_adventure)
        adventure.addLayout(row)
        adventure_form = QFormLayout()
        self.adventure_id = QLineEdit()
        self.adventure_title = QLineEdit()
        self.adventure_novel = QLineEdit()
        self.adventure_place = place_picker()
        self.adventure_icons = QSpinBox()
        self.adventure_icons.setRange(1, 3)
        adventure_form.addRow(self.tr("Id"), self.adventure_id)
        adventure_form.addRow(self.tr("Title"), self.adventure_title)
        adventure_form.addRow(self.tr("Novel"), self.adventure_novel)
        adventure_form.addRow(self.tr("Location"), self.adventure_place)
        adventure_form.addRow(self.tr("Icons"), self.adventure_icons)
        adventure.addLayout(adventure_form)
        layout.addWidget(adventure_box)

        self.income_list.currentRowChanged.connect(self._income_row_changed)
        #: The list a card was chosen in last (what Copy takes).
        self.last_list: QListWidget = self.income_list
        self.income_list.itemPressed.connect(lambda _: setattr(self, "last_list", self.income_list))
        self.adventure_list.itemPressed.connect(
            lambda _: setattr(self, "last_list", self.adventure_list)
        )
        self.adventure_list.currentRowChanged.connect(lambda _: self._show(self.document.sheet))
        self.add_income.clicked.connect(self._add_income)
        self.delete_income.clicked.connect(self._delete_income)
        self.add_adventure.clicked.connect(self._add_adventure)
        self.delete_adventure.clicked.connect(self._delete_adventure)
        self.income_id.editingFinished.connect(lambda: self._payouts_edited("id"))
        self.adventure_id.editingFinished.connect(lambda: self._adventure_edited("id"))
        self.adventure_title.editingFinished.connect(lambda: self._adventure_edited("title"))
        self.adventure_novel.editingFinished.connect(lambda: self._adventure_edited("novel"))
        self.adventure_place.activated.connect(lambda _: self._adventure_edited("location"))
        self.adventure_icons.valueChanged.connect(lambda _: self._adventure_edited("icons"))

    def refresh(self, sheet: SheetMap) -> None:
        """Show the cards, keeping the rows chosen."""
        for widget, cards in (
            (self.income_list, [c.id for c in sheet.income_cards]),
            (
                self.adventure_list,
                [f"{c.title} ({c.id})" for c in sheet.adventure_cards],
            ),
        ):
            row = widget.currentRow()
            with quiet(widget):
                widget.clear()
                widget.addItems(cards)
                widget.setCurrentRow(min(max(row, 0), len(cards) - 1) if cards else -1)
        self._show(sheet)

    def choose_income(self, index: int) -> None:
        """Show income card ``index``."""
        self.income_list.setCurrentRow(index)
        self.last_list = self.income_list

    def choose_adventure(self, index: int) -> None:
        """Show adventure card ``index``."""
        self.adventure_list.setCurrentRow(index)
        self.last_list = self.adventure_list

    def current_card(self) -> IncomeCard | AdventureCard | None:
        """The card chosen last (in either list), for Copy."""
        sheet = self.document.sheet
        if self.last_list is self.income_list:
            row = self.income_list.currentRow()
            return sheet.income_cards[row] if 0 <= row < len(sheet.income_cards) else None
        row = self.adventure_list.currentRow()
        return sheet.adventure_cards[row] if 0 <= row < len(sheet.adventure_cards) else None

    def _show(self, sheet: SheetMap) -> None:
        choices = location_choices(sheet)
        row = self.income_list.currentRow()
        card = sheet.income_cards[row] if 0 <= row < len(sheet.income_cards) else None
        with quiet(self.income_id, *self.payout_pounds):
            self.income_id.setText(card.id if card else "")
            for number in range(4):
                payout = card.payouts[number] if card and number < len(card.payouts) else None
                fill_combo(self.payout_places[number], choices, payout[0] if payout else "")
                show_value(self.payout_pounds[number], payout[1] if payout else 1)
        for widget in (
            self.income_id,
            self.delete_income,
            *self.payout_places,
            *self.payout_pounds,
        ):
            widget.setEnabled(card is not None)
        row = self.adventure_list.currentRow()
        adventure = sheet.adventure_cards[row] if 0 <= row < len(sheet.adventure_cards) else None
        widgets = (self.adventure_id, self.adventure_title, self.adventure_novel)
        with quiet(*widgets, self.adventure_icons):
            self.adventure_id.setText(adventure.id if adventure else "")
            self.adventure_title.setText(adventure.title if adventure else "")
            self.adventure_novel.setText(adventure.novel if adventure else "")
            show_value(self.adventure_icons, adventure.icons if adventure else 1)
        fill_combo(self.adventure_place, choices, adventure.location if adventure else "")
        for widget in (*widgets, self.adventure_icons, self.adventure_place, self.delete_adventure):
            widget.setEnabled(adventure is not None)

    def _payouts_edited(self, field: str) -> None:
        sheet = self.document.sheet
        row = self.income_list.currentRow()
        if not 0 <= row < len(sheet.income_cards):
            return
        payouts: list[tuple[str, int]] = []
        for place, pounds in zip(self.payout_places, self.payout_pounds, strict=True):
            location_id = place.currentData()
            if location_id:
                if any(location_id == chosen for chosen, _ in payouts):
                    self._refuse_twice(sheet, str(location_id))
                    return
                payouts.append((str(location_id), pounds.value()))
        self.income_message.hide()
        card_id = self.income_id.text().strip() or sheet.income_cards[row].id
        card = IncomeCard(card_id, tuple(payouts))
        if card != sheet.income_cards[row]:
            self.push(commands.EditIncomeCard(self.document, row, card, field))

    @Slot(int)
    def _income_row_changed(self, _: int) -> None:
        self.income_message.hide()
        self._show(self.document.sheet)

    def _refuse_twice(self, sheet: SheetMap, location_id: str) -> None:
        """A place chosen twice on one card: say so and show the card as it was (a card
        pays at four different places)."""
        name = sheet.location(location_id).name if sheet.has_location(location_id) else ""
        self.income_message.setText(
            self.tr(
                "{name} is on this card already: an income card pays at four different places."
            ).format(name=name or location_id)
        )
        self.income_message.show()
        self._show(sheet)

    def _adventure_edited(self, field: str) -> None:
        sheet = self.document.sheet
        row = self.adventure_list.currentRow()
        if not 0 <= row < len(sheet.adventure_cards):
            return
        old = sheet.adventure_cards[row]
        card = replace(
            old,
            id=self.adventure_id.text().strip() or old.id,
            title=self.adventure_title.text() or old.title,
            novel=self.adventure_novel.text(),
            location=str(self.adventure_place.currentData() or old.location),
            icons=self.adventure_icons.value(),
        )
        if field == "title" and card.title != old.title:  # the id follows the title
            card = replace(card, id=edits.retitled_adventure_card(sheet, row, card.title).id)
        if card != old:
            self.push(commands.EditAdventureCard(self.document, row, card, field))

    @Slot()
    def _add_income(self) -> None:
        self.push(commands.AddIncomeCard(self.document, edits.new_income_card(self.document.sheet)))
        self.income_list.setCurrentRow(self.income_list.count() - 1)

    @Slot()
    def _delete_income(self) -> None:
        row = self.income_list.currentRow()
        if 0 <= row < len(self.document.sheet.income_cards):
            self.push(commands.DeleteIncomeCard(self.document, row))

    @Slot()
    def _add_adventure(self) -> None:
        card = edits.new_adventure_card(self.document.sheet)
        self.push(commands.AddAdventureCard(self.document, card))
        self.adventure_list.setCurrentRow(self.adventure_list.count() - 1)

    @Slot()
    def _delete_adventure(self) -> None:
        row = self.adventure_list.currentRow()
        if 0 <= row < len(self.document.sheet.adventure_cards):
            self.push(commands.DeleteAdventureCard(self.document, row))
