"""Issue 49: the journey table's keys behave the same everywhere — no trap on the map,
Enter and Space on every button, regions (F6, Alt+number), a turn that starts where the
next action is, the ruler stepped from place to place, zoom and pan by keys, a visible
focus ring. The program's own window on the small map; keys only, pressed where the
focus is (R2024-10 for the routes drawn)."""

from __future__ import annotations

import pytest
from gui_helpers import fixed_setup
from keyboard_helpers import Keyboard, focused, highlight, ring_pixels
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def journey(start_program: StartProgram, qtbot: QtBot, small_map: SheetMap) -> MainWindow:
    """The program's journey window over Ann and Ben on the small map (a known deal)."""
    return open_journey(start_program, qtbot, small_map, fixed_setup())


def take_first_card(keys: Keyboard, window: MainWindow) -> None:
    """Enter shows the focused card's bill, Enter again takes it; the marks follow."""
    keys.press(Qt.Key.Key_Return)
    keys.press(Qt.Key.Key_Return)
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    keys.qtbot.waitUntil(lambda: window.table.reach_marks is not None, timeout=5000)


def test_a_turn_starts_on_the_first_market_card_and_takes_four_keys(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """The turn starts with the keyboard on the first market card: Enter (the bill), Enter
    (taken: the ruler has the keys), Page Down (the nearest place it reaches), Enter
    (drawn), and the next player's turn starts on the first market card again."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    assert focused() is table.market.cards[Slot.TRAIN_1]
    take_first_card(keys, window)
    ruler = table.ruler
    assert ruler is not None and ruler.hasFocus()
    keys.press(Qt.Key.Key_PageDown)
    assert "Old Ruins (1 of 2)" in window.statusBar().currentMessage()
    keys.press(Qt.Key.Key_Return)
    state = window.controller.state
    assert state.players[0].location == "old-ruins"
    assert keys.count == 4
    assert state.phase is Phase.TAKE_TRANSPORT and state.active == 1
    assert focused() is table.market.cards[Slot.TRAIN_1]


def test_tab_shift_tab_and_f6_leave_the_map_and_esc_puts_the_ruler_back(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """No trap: with a card in hand Tab, Shift+Tab, Ctrl+Tab and F6 take the keyboard off
    the map, the ruler staying in hand where it lies; Alt+1 gives it back to the ruler,
    whose arrows turn it and Esc puts it back to where it was laid."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    take_first_card(keys, window)
    ruler = table.ruler
    assert ruler is not None and ruler.hasFocus()
    pose = ruler.pose()
    for key, modifier in (
        (Qt.Key.Key_Tab, None),
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier),
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_F6, None),
    ):
        keys.alt(1)
        assert focused() is table.view and ruler.hasFocus()
        keys.press(key, modifier)
        assert focused() is not table.view, f"{key.name} left the keyboard on the map"
        assert table.ruler is ruler and ruler.pose() == pose
    keys.alt(1)
    keys.press(Qt.Key.Key_Left)
    assert ruler.pose() != pose
    keys.press(Qt.Key.Key_Escape)
    assert ruler.pose() == pose


def test_enter_presses_the_tables_buttons(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Enter presses a focused button as Space does: Fit shows the whole sheet again,
    Take takes the card whose bill is shown."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    whole = table.view.zoom()
    keys.alt(1)
    keys.press(Qt.Key.Key_Plus)
    assert table.view.zoom() > whole * 1.2
    table.fit_button.setFocus(Qt.FocusReason.TabFocusReason)
    keys.press(Qt.Key.Key_Return)
    assert table.view.zoom() == pytest.approx(whole)
    keys.alt(2)
    keys.press(Qt.Key.Key_Space)  # the bill
    assert table.market.selected is not None
    table.market.take_button.setFocus(Qt.FocusReason.TabFocusReason)
    keys.press(Qt.Key.Key_Enter)
    assert window.controller.state.phase is Phase.DRAW_ROUTE


def test_f6_and_alt_keys_move_between_the_regions(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """F6 goes round map, market, calendar, players and log; Shift+F6 goes back; Alt+1 …
    Alt+5 jump to each, and the status bar names the region."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    areas = (table.view, table.market, table.calendar, table.panels_tabs, table.log)
    names = ("Map", "Market", "Calendar", "Players", "Log")

    def region() -> int:
        widget = focused()
        return next(i for i, a in enumerate(areas) if a is widget or a.isAncestorOf(widget))

    assert region() == 1  # the turn starts in the market
    for step in (2, 3, 4, 0, 1):
        keys.press(Qt.Key.Key_F6)
        assert region() == step
        assert names[step] in window.statusBar().currentMessage()
    keys.press(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert region() == 0
    for number in (5, 3, 1, 4, 2):
        keys.alt(number)
        assert region() == number - 1
        assert f"Alt+{number}" in window.statusBar().currentMessage()


def test_page_down_and_up_step_the_ruler_over_the_places_it_reaches(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """The first train reaches the Old Ruins and Canal Town: Page Down lays the ruler on
    the nearer first (the Old Ruins), then the farther, then round again; Page Up goes
    back; the status says the place, which of how many, and the verdict."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    take_first_card(keys, window)
    ruler = table.ruler
    assert ruler is not None
    canal = small_map.location("canal-town").point
    ruins = small_map.location("old-ruins").point
    seen = []
    for key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageDown, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
        keys.press(key)
        end = ruler.end_point()
        seen.append("canal" if end == pytest.approx(canal, abs=1e-6) else "ruins")
        assert end in (pytest.approx(canal, abs=1e-6), pytest.approx(ruins, abs=1e-6))
        assert table.preview is not None and table.preview.legal
    assert seen == ["ruins", "canal", "ruins", "canal"]
    message = window.statusBar().currentMessage()
    assert "Canal Town (2 of 2)" in message and "legal route" in message


def test_page_down_lays_a_ruler_that_reaches_no_place_along_a_legal_direction(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A ship reaches no place from the start of the small map (a port on a narrow bay):
    one Page Down lays it straight along the longest legal route there is, the next one
    along the next longest, and Enter draws the route."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    for _ in range(3):
        keys.press(Qt.Key.Key_Right)  # train 1, 2, 3, then the first ship
    assert focused() is table.market.cards[Slot.SHIP_1]
    take_first_card(keys, window)
    marks = table.reach_marks
    assert marks is not None and not marks.marks.places
    ruler = table.ruler
    assert ruler is not None
    keys.press(Qt.Key.Key_PageDown)
    assert table.preview is not None and table.preview.legal
    assert "This card reaches no place: laid" in window.statusBar().currentMessage()
    longest = ruler.stop_distance
    assert longest > ruler.spec.unit * 0.1
    keys.press(Qt.Key.Key_PageDown)
    assert table.preview.legal and ruler.stop_distance <= longest
    keys.press(Qt.Key.Key_PageUp)
    assert ruler.stop_distance == pytest.approx(longest)
    keys.press(Qt.Key.Key_Return)
    assert len(window.controller.state.players[0].routes) == 1


def test_plus_minus_zero_and_the_arrows_zoom_and_pan_the_map_without_a_ruler(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """On the map with no card in hand: + zooms in, − out, the arrows pan, 0 shows the
    whole sheet again."""
    window = journey(start_program, qtbot, small_map)
    view = window.table.view
    keys = Keyboard(qtbot)
    whole = view.zoom()
    keys.alt(1)
    keys.press(Qt.Key.Key_Plus)
    keys.press(Qt.Key.Key_Plus)
    assert view.zoom() == pytest.approx(whole * 1.25**2)
    keys.press(Qt.Key.Key_Minus)
    assert view.zoom() == pytest.approx(whole * 1.25)
    bars = view.horizontalScrollBar(), view.verticalScrollBar()
    before = (bars[0].value(), bars[1].value())
    keys.press(Qt.Key.Key_Right)
    keys.press(Qt.Key.Key_Down)
    assert bars[0].value() > before[0] and bars[1].value() > before[1]
    keys.press(Qt.Key.Key_0)
    assert view.zoom() == pytest.approx(whole)


def test_the_play_menus_keys_take_the_card_and_draw_the_route(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Ctrl+T takes the focused market card at once; after Page Down, Ctrl+R draws the
    route from wherever the keyboard is."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    keys.ctrl(Qt.Key.Key_T)
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    keys.press(Qt.Key.Key_PageDown)
    keys.alt(5)  # the log
    keys.ctrl(Qt.Key.Key_R)
    assert window.controller.state.players[0].location == "old-ruins"


def test_the_focus_ring_shows_on_the_map_and_on_a_market_card(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A ring in the palette's Highlight colour is drawn round the focused market card
    and round the map when it has the keyboard."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    card = table.market.cards[Slot.TRAIN_1]
    assert focused() is card
    colour = highlight()
    assert ring_pixels(card.grab().toImage(), colour) > card.width()
    keys = Keyboard(qtbot)
    keys.alt(1)
    ring = window.focus_ring
    qtbot.waitUntil(ring.shown)
    assert ring.widget() is table.view
    image = ring.grab().toImage()
    assert ring_pixels(image, colour) > image.width()
    assert not isinstance(focused(), QAbstractButton)


def test_page_down_pressed_before_the_marks_are_known_is_done_when_they_are(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Page Down at once after the card is taken, while the marks of where the ruler
    reaches are still worked out: the status says so, and the ruler is laid on the
    nearest place as soon as they are known (no second press)."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    keys = Keyboard(qtbot)
    keys.press(Qt.Key.Key_Return)
    keys.press(Qt.Key.Key_Return)
    assert table.ruler is not None and table.reach_marks is None
    keys.press(Qt.Key.Key_PageDown)
    assert "Working out where this ruler reaches" in window.statusBar().currentMessage()
    ruins = small_map.location("old-ruins").point
    qtbot.waitUntil(
        lambda: (
            table.ruler is not None and table.ruler.end_point() == pytest.approx(ruins, abs=1e-6)
        ),
        timeout=10000,
    )
    assert "Old Ruins (1 of 2)" in window.statusBar().currentMessage()


def test_tab_goes_from_the_deck_to_the_balloons(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """The balloons, made when the first state shows, come in the Tab order right after
    the deck, not after everything else of the window."""
    window = journey(start_program, qtbot, small_map)
    market = window.table.market
    market.cards[Slot.DECK].setFocus(Qt.FocusReason.TabFocusReason)
    keys = Keyboard(qtbot)
    for balloon in market.balloon_cards.values():
        keys.press(Qt.Key.Key_Tab)
        assert focused() is balloon


def test_a_ruler_laid_by_a_key_off_the_screen_is_brought_into_view(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """With the map zoomed in far from the start, Page Down lays the ruler on the nearest
    place it reaches (R2024-10) and the map scrolls, at the player's zoom, until the
    route's end shows; typing a place's name does the same."""
    window = journey(start_program, qtbot, small_map)
    table = window.table
    view = table.view
    keys = Keyboard(qtbot)
    take_first_card(keys, window)
    ruler = table.ruler
    assert ruler is not None
    far_corner = to_scene(small_map.bounds[2:])
    view.set_zoom(view.zoom() * 6)
    view.centerOn(far_corner)

    def shown() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    ruins = to_scene(small_map.location("old-ruins").point)
    assert not shown().contains(ruins), "the test needs the place off the screen"
    zoom = view.zoom()
    keys.press(Qt.Key.Key_PageDown)
    assert ruler.end_point() == pytest.approx(small_map.location("old-ruins").point, abs=1e-6)
    assert shown().contains(ruins)
    assert view.zoom() == pytest.approx(zoom)
    view.centerOn(far_corner)
    canal = to_scene(small_map.location("canal-town").point)
    assert not shown().contains(canal)
    for letter in (Qt.Key.Key_C, Qt.Key.Key_A, Qt.Key.Key_N):
        keys.press(letter)
    assert ruler.end_point() == pytest.approx(small_map.location("canal-town").point, abs=1e-6)
    assert shown().contains(canal)
