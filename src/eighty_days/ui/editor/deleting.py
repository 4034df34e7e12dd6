"""Edit → Delete in the map editor: a vertex, a polygon, places, and the questions asked
first when what goes is in use (a place the start, the arrival or cards name; a land mass
with places on it). The open question is kept in ``EditorWindow.delete_dialog`` for tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from eighty_days.editor import edits
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.selection import Group, Selection, SelectionKind

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow


def delete_selection(window: EditorWindow) -> None:
    """Delete what is selected: a vertex, a polygon or a location. A land mass with
    places on it, or a place that the start, the arrival or cards name, is deleted only
    after asking (``delete_dialog``), which names what uses it."""
    selection = window.view.selection
    sheet = window.document.sheet
    if selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
        users = location_users(sheet, selection.key)
        if users:
            _ask_before_deleting_place(window, selection.key, users)
            return
    if selection.kind is SelectionKind.GROUP:
        users = [
            f"{sheet.location(place).name}: {', '.join(used)}"
            for place in sorted(selection.key.places)
            if sheet.has_location(place) and (used := location_users(sheet, place))
        ]
        if users:
            _ask_before_deleting_places(window, selection, users)
            return
    if selection.kind is SelectionKind.POLYGON and selection.key[0] is Layer.LAND:
        index = selection.key[1]
        if index < len(sheet.land):
            _ask_before_deleting_land(window, index)
            return
    delete(window, selection)


def delete(window: EditorWindow, selection: Selection, *, clear_references: bool = False) -> None:
    """Delete ``selection`` as one undo step, without asking, and select nothing; with
    ``clear_references`` the start, arrival and cards naming a deleted place forget it.
    An edit refused is said in the status bar."""
    document = window.document
    try:
        if selection.kind is SelectionKind.LOCATION:
            window.push(
                commands.DeleteLocation(document, selection.key, clear_references=clear_references)
            )
        elif selection.kind is SelectionKind.POLYGON:
            window.push(commands.DeletePolygon(document, *selection.key))
        elif selection.kind is SelectionKind.VERTEX:
            window.push(commands.DeleteVertex(document, *selection.key))
        elif selection.kind is SelectionKind.GROUP:
            group: Group = selection.key
            window.push(
                commands.DeleteGroup(
                    document,
                    group.places,
                    group.vertices,
                    clear_references=clear_references,
                )
            )
        else:
            return
    except edits.EditError as error:
        window.statusBar().showMessage(error_text(error), 6000)
        return
    window.select(Selection())


def location_users(sheet: SheetMap, location_id: str) -> list[str]:
    """What names a place, in words: the start, the arrival, cards."""
    users: list[str] = []
    if sheet.start == location_id:
        users.append(QCoreApplication.translate("EditorWindow", "the start"))
    if sheet.arrival == location_id:
        users.append(QCoreApplication.translate("EditorWindow", "the arrival"))
    for card in sheet.income_cards:
        if any(place == location_id for place, _ in card.payouts):
            users.append(
                QCoreApplication.translate("EditorWindow", "income card {id}").format(id=card.id)
            )
    for adventure in sheet.adventure_cards:
        if adventure.location == location_id:
            users.append(
                QCoreApplication.translate("EditorWindow", "adventure card {title}").format(
                    title=adventure.title
                )
            )
    return users


def _ask_before_deleting_place(window: EditorWindow, location_id: str, users: list[str]) -> None:
    name = window.document.sheet.location(location_id).name
    _ask_before_deleting_places(
        window,
        Selection(SelectionKind.LOCATION, location_id),
        users,
        QCoreApplication.translate("EditorWindow", "Delete {name}?").format(name=name),
        QCoreApplication.translate("EditorWindow", "{name} is used by {users}.").format(
            name=name, users=", ".join(users)
        ),
    )


def _ask_before_deleting_places(
    window: EditorWindow,
    selection: Selection,
    users: list[str],
    title: str = "",
    text: str = "",
) -> None:
    """Ask before deleting places that others name (``delete_dialog``): delete and
    clear the references, delete and leave them, or cancel."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title or QCoreApplication.translate("EditorWindow", "Delete these places?"),
        text
        or QCoreApplication.translate("EditorWindow", "Some are in use:") + "\n" + "\n".join(users),
        QMessageBox.StandardButton.Cancel,
        window,
    )
    clear = box.addButton(
        QCoreApplication.translate("EditorWindow", "Delete and clear those references"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    keep = box.addButton(
        QCoreApplication.translate("EditorWindow", "Delete, leave the references to fix"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    window.delete_dialog = box

    def answered(button: object) -> None:
        window.delete_dialog = None
        if button is clear:
            delete(window, selection, clear_references=True)
        elif button is keep:
            delete(window, selection)

    box.buttonClicked.connect(answered)
    box.open()


def _ask_before_deleting_land(window: EditorWindow, index: int) -> None:
    sheet = window.document.sheet
    polygon = sheet.land[index]
    label = polygon.name or QCoreApplication.translate("EditorWindow", "land mass #{index}").format(
        index=index
    )
    on_it = edits.locations_on(sheet, polygon)
    names = ", ".join(location.name for location in on_it[:12])
    if len(on_it) > 12:
        names += ", …"
    text = (
        QCoreApplication.translate("EditorWindow", "Places on it: {names}.").format(names=names)
        if on_it
        else QCoreApplication.translate("EditorWindow", "No place stands on it.")
    )
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("EditorWindow", "Delete {name}?").format(name=label),
        QCoreApplication.translate("EditorWindow", "Delete the land mass {name}? {places}").format(
            name=label, places=text
        ),
        QMessageBox.StandardButton.Cancel,
        window,
    )
    delete_button = box.addButton(
        QCoreApplication.translate("EditorWindow", "Delete"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    window.delete_dialog = box
    selection = Selection(SelectionKind.POLYGON, (Layer.LAND, index))

    def answered(button: object) -> None:
        window.delete_dialog = None
        if button is delete_button:
            delete(window, selection)

    box.buttonClicked.connect(answered)
    box.open()
