"""Issue 49: both games played to the end with key events only, through the program's own
windows, the keys pressed where the keyboard focus is — and how many keys a turn takes
(docs/accessibility.md gives the count). The journey on the small map (R2024-10 for
the routes drawn), the race with its rules (R1986-04 and the rest) from a dealt seed."""

from __future__ import annotations

import statistics

import pytest
from gui_helpers import fixed_setup
from keyboard_helpers import Keyboard, focused
from program_helpers import StartProgram, open_journey, open_race
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, is_terminal
from eighty_days.engine.race import Phase as RacePhase
from eighty_days.engine.race import RaceConfig
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.hand_view import CardButton, HandMode
from eighty_days.ui.race.offers import CardChoice
from eighty_days.ui.race.window import RaceWindow

pytestmark = [pytest.mark.gui, pytest.mark.slow]

#: A game that has not ended after this many keys is stuck.
MOST_KEYS = 4000


def summary(game: str, counts: list[int]) -> str:
    """The keys per turn in a line, for the docs."""
    return (
        f"{game}: {len(counts)} turns, keys per turn: median {statistics.median(counts):g}, "
        f"mean {statistics.mean(counts):.1f}, least {min(counts)}, most {max(counts)}"
    )


def test_a_whole_journey_by_keys_only(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Ann and Ben travel until the journey is over, with keys only: each turn Enter shows
    the focused card's bill and Enter takes it (→ to the next card when it cannot be
    taken), Page Down lays the ruler on the nearest place it reaches (or along the longest
    legal route) and Enter draws. A turn that reaches a place takes at most 8 keys."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    controller = window.controller
    keys = Keyboard(qtbot)
    counts: list[int] = []
    while not is_terminal(controller.state):
        assert keys.count < MOST_KEYS, "the journey is stuck"
        start = keys.count
        turn = len(controller.state.history)
        while controller.state.phase is Phase.TAKE_TRANSPORT:
            keys.press(Qt.Key.Key_Return)
            keys.press(Qt.Key.Key_Return)
            if controller.state.phase is Phase.TAKE_TRANSPORT:  # refused: the next card
                keys.press(Qt.Key.Key_Escape)
                keys.press(Qt.Key.Key_Right)
            assert keys.count - start < 60, "no card can be taken"
        qtbot.waitUntil(lambda: window.table.reach_marks is not None, timeout=10000)
        reaches = bool(window.table.reach_marks and window.table.reach_marks.marks.places)
        while len(controller.state.history) < turn + 2 and not is_terminal(controller.state):
            keys.press(Qt.Key.Key_PageDown)
            keys.press(Qt.Key.Key_Return)
            assert keys.count - start < 60, "no route can be drawn"
        counts.append(keys.count - start)
        if reaches:
            assert counts[-1] <= 8, f"a turn took {counts[-1]} keys"
        assert focused() is not None
    print(summary("journey", counts))
    assert min(counts) == 4


def farthest(choices: tuple[CardChoice, ...]) -> int:
    """How far the best of ``choices`` the engine allows takes the pawn (-1: nowhere)."""
    return max((c.target for c in choices if c.is_enabled and c.target is not None), default=-1)


def go_to(keys: Keyboard, target: QWidget, step: Qt.Key) -> None:
    """Press ``step`` (→ among the cards, Tab among the buttons) until ``target`` has
    the keyboard."""
    for _ in range(60):
        if focused() is target:
            return
        keys.press(step)
    raise AssertionError(f"{step.name} never reached {target!r}")


#: The keys that move the keyboard within the hand (a letter is added per target).
HAND_KEYS = (
    Qt.Key.Key_Right,
    Qt.Key.Key_Left,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
)


def hand_key_effect(key: Qt.Key | str, here: int, playable: list[bool], names: list[str]) -> int:
    """Where ``key`` (a ``Qt.Key``, or a letter typed) sends the keyboard from card ``here``
    of a hand whose cards are ``playable`` and named ``names``, as docs/accessibility.md
    says the hand's keys work."""
    count = len(playable)
    if key is Qt.Key.Key_Home:
        return 0
    if key is Qt.Key.Key_End:
        return count - 1
    if isinstance(key, str):
        after = [(here + k) % count for k in range(1, count + 1)]
        return next((i for i in after if names[i].casefold().startswith(key)), here)
    forward = key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown)
    after = [(here + (k if forward else -k)) % count for k in range(1, count)]
    if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
        after = [i for i in after if playable[i]]
    return after[0] if after else here


def shortest_hand_keys(hand: list[CardButton], here: int, target: int) -> list[Qt.Key]:
    """The fewest keys from card ``here`` to card ``target`` of ``hand`` (arrows, Page
    Down/Up, Home/End, the first letter of the target's name; a breadth-first search over
    the cards), as a player who knows the hand's keys presses them."""
    playable = [b.playable for b in hand]
    names = [b.accessibleName() for b in hand]
    letter = names[target][:1].casefold()
    typed: list[Qt.Key | str] = [letter] if letter.isascii() and letter.isalpha() else []
    ways: dict[int, list[Qt.Key | str]] = {here: []}
    frontier = [here]
    while target not in ways and frontier:
        reached = []
        for index in frontier:
            for key in [*HAND_KEYS, *typed]:
                after = hand_key_effect(key, index, playable, names)
                if after not in ways:
                    ways[after] = [*ways[index], key]
                    reached.append(after)
        frontier = reached
    return [Qt.Key(ord(k.upper())) if isinstance(k, str) else k for k in ways[target]]


def choose_by_keys(keys: Keyboard, window: RaceWindow) -> None:
    """One decision with keys, as a player who looks at the hand: on the hand, the fewest
    of the hand's keys (``shortest_hand_keys``) to the card that goes farthest and Enter
    (Tab to its farthest way and Enter, when it has several); past the last handcuffs,
    Discard 1 and Enter on a card that does not move; with nothing to play, Draw 2 (else
    Draw 1); elsewhere Enter on what has the keyboard
    (the pass screen, a prompt's first answer), and Tab when that does nothing."""
    table = window.table
    hand = table.hand_view
    widget = focused()
    on_hand = isinstance(widget, CardButton) or widget in table.hand_page.findChildren(QPushButton)
    if hand.mode is not HandMode.PLAY and isinstance(widget, CardButton):
        keys.press(Qt.Key.Key_Return)  # the card to discard, or one of two to exchange
        return
    moving = [
        b for b in hand.buttons if b.playable and b.isVisible() and farthest(b.offer.choices) >= 0
    ]
    if on_hand and table.discard.isVisible() and table.discard.isEnabled():
        go_to(keys, table.discard, Qt.Key.Key_Tab)
        keys.press(Qt.Key.Key_Return)  # the keyboard goes to the hand's first card
        return
    if on_hand and moving:
        best = max(moving, key=lambda b: farthest(b.offer.choices))
        if not isinstance(focused(), CardButton):
            keys.alt(1)  # the hand
        shown = [b for b in hand.buttons if b.isVisible()]
        here = focused()
        assert isinstance(here, CardButton)
        for key in shortest_hand_keys(shown, shown.index(here), shown.index(best)):
            keys.press(key)
        assert focused() is best, "the hand's keys did not go where the docs say"
        keys.press(Qt.Key.Key_Return)
        if hand.choice_row.isVisible():
            enabled = [b for b in hand.choice_buttons if b.isEnabled()]
            targets = {c.label: c.target or -1 for c in best.offer.choices}
            go_to(keys, max(enabled, key=lambda b: targets.get(b.text(), -1)), Qt.Key.Key_Tab)
            keys.press(Qt.Key.Key_Return)
        return
    if on_hand and table.draw_two.isEnabled():
        go_to(keys, table.draw_two, Qt.Key.Key_Tab)
    before = window.state
    widget = focused()
    keys.press(Qt.Key.Key_Return)
    if window.state is before and focused() is widget:
        keys.press(Qt.Key.Key_Tab)


def test_a_whole_race_by_keys_only(start_program: StartProgram, qtbot: QtBot) -> None:
    """Ann and Ben race to London, hot seat, with keys only (``choose_by_keys``): the pass
    screen, the hand, a card's ways, the draws and the prompts all by the keyboard, which
    is always on a named, shown control where the next decision is."""
    window = open_race(start_program, qtbot, new_race(RaceConfig(("Ann", "Ben")), seed=7))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    keys = Keyboard(qtbot)
    counts: list[int] = []
    turn_started = 0
    turn = window.state.turn_number
    while window.state.phase is not RacePhase.GAME_OVER:
        assert keys.count < MOST_KEYS, "the race is stuck"
        widget = focused()
        assert widget.isVisible()
        assert widget.accessibleName() or getattr(widget, "text", lambda: "")(), widget
        choose_by_keys(keys, window)
        if window.state.turn_number != turn:
            counts.append(keys.count - turn_started)
            turn_started, turn = keys.count, window.state.turn_number
    print(summary("race", counts))
    assert window.state.winner is not None
