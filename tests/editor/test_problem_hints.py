"""Every problem the map checks report says how to fix it, and the problems with one
obvious fix have it (issue 48: "Each problem says how to fix it, with a button where one
fix is obvious")."""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

import pytest

from eighty_days import resources
from eighty_days.editor import checks, edits
from eighty_days.editor.checks import EditorProblem, check_sheet
from eighty_days.editor.problem_fixes import fix_of, move_inside
from eighty_days.editor.problem_hints import HINTS, MESSAGE_PARTS, hint_of
from eighty_days.messages import ENGLISH, MessageKind
from eighty_days.resources import maps_dir
from eighty_days.sheet import validate, validate_background, validate_geometry
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Area, SheetMap

#: The modules whose messages are the problems a map can have.
CHECK_MODULES: tuple[ModuleType, ...] = (validate, validate_geometry, validate_background, checks)


def check_message_keys() -> set[str]:
    """Every message key the check modules define (their module-level message kinds, and
    the kinds kept in their tables), plus the file-name problem the loader borrows."""
    keys = {resources.NOT_A_FILE_NAME.key}
    for module in CHECK_MODULES:
        for value in vars(module).values():
            if isinstance(value, MessageKind):
                keys.add(value.key)
            elif isinstance(value, dict):
                keys.update(v.key for v in value.values() if isinstance(v, MessageKind))
    return keys


def test_every_kind_of_problem_the_checks_report_has_a_hint() -> None:
    """Each message key of the loader's validation and the editor's checks is a problem
    with a hint, or only a part of a problem's words (a path, a kind of value)."""
    keys = check_message_keys()
    assert len(keys) > 60
    without = sorted(keys - set(HINTS) - MESSAGE_PARTS)
    assert without == []


def test_every_hint_belongs_to_a_problem_and_is_english_text() -> None:
    """No hint is stale (its problem's key is defined by a check module), none is a part
    of a problem's words, and each is a sentence of its own."""
    keys = check_message_keys()
    assert set(HINTS) <= keys
    assert not set(HINTS) & MESSAGE_PARTS
    for key, hint in HINTS.items():
        assert ENGLISH[hint.key].endswith("."), key


def sample() -> SheetMap:
    """The small shipped sample map (valid and playable)."""
    return load_map(maps_dir() / "sample-small.yaml")


def only(problems: list[EditorProblem], word: str) -> EditorProblem:
    """The one problem whose English holds ``word``."""
    found = [p for p in problems if word in str(p)]
    assert len(found) == 1, [str(p) for p in problems]
    return found[0]


def test_a_located_loader_problem_gets_its_own_hint() -> None:
    """A city at sea, reported as ``locations[0]: a city stands on land …``, gets the
    hint of a place at sea (through the wrapper that names its place in the file)."""
    sheet = edits.move_location(sample(), "home-start", (23.0, 2.0))
    problem = only(check_sheet(sheet), "'home-start' is at sea")
    hint = hint_of(problem.message)
    assert hint is not None
    assert str(hint) == "Move it onto land, or make it a port."
    assert fix_of(problem) is None  # land or a port: the author's choice


def test_a_port_off_the_coast_is_put_on_the_coast() -> None:
    """A port 1.5 inland gets "Put on the coast", which moves it onto the coast
    (``edits.put_on_coast``) and the problem is gone."""
    sheet = edits.move_location(sample(), "west-harbour", (20.5, 10.0))
    problem = only(check_sheet(sheet), "'west-harbour'")
    fix = fix_of(problem)
    assert fix is not None
    assert str(fix.label) == "Put on the coast"
    fixed = fix.apply(sheet)
    assert fixed.location("west-harbour").point == (22.0, 10.0)
    assert not [p for p in check_sheet(fixed) if "west-harbour" in str(p)]


def test_a_place_outside_the_map_is_moved_inside() -> None:
    """A place beyond the map's right edge gets "Move inside the map": it lands on the
    edge, and the problem is gone."""
    sheet = edits.move_location(sample(), "fort", (70.0, 20.0))
    problem = only(check_sheet(sheet), "(70, 20) is outside the map bounds")
    fix = fix_of(problem)
    assert fix is not None
    assert str(fix.label) == "Move inside the map"
    fixed = fix.apply(sheet)
    assert fixed.location("fort").point == (60.0, 20.0)
    assert not [p for p in check_sheet(fixed) if "outside the map" in str(p)]
    assert move_inside(sample(), "fort") == sample()


def test_an_unused_area_is_removed() -> None:
    """An area with no place (a warning) gets "Remove the area"."""
    sheet = edits.add_area(sample(), Area("empty", "Empty Lands", "#123456"))
    problem = only(check_sheet(sheet), "Empty Lands")
    fix = fix_of(problem)
    assert fix is not None
    assert str(fix.label) == "Remove the area"
    assert fix.apply(sheet) == sample()


@pytest.mark.parametrize("cleared", [False, True])
def test_an_adventure_card_naming_a_missing_place_is_removed(cleared: bool) -> None:
    """An adventure card naming a place that is gone (or, after deleting the place with
    its references, no place) gets "Remove the card"."""
    base = sample()
    card = base.adventure_cards[0]
    place = "" if cleared else "nowhere"
    sheet = edits.set_adventure_card(base, 0, replace(card, location=place))
    problem = only(check_sheet(sheet), "adventure_cards[0].location")
    fix = fix_of(problem)
    assert fix is not None
    assert str(fix.label) == "Remove the card"
    assert fix.apply(sheet).adventure_cards == base.adventure_cards[1:]


def test_an_income_card_naming_a_missing_place_is_removed() -> None:
    """An income card paying at a place that does not exist gets "Remove the card"."""
    base = sample()
    card = base.income_cards[1]
    payouts = (("nowhere", 3), *card.payouts[1:])
    sheet = edits.set_income_card(base, 1, replace(card, payouts=payouts))
    problem = only(check_sheet(sheet), "unknown location 'nowhere'")
    fix = fix_of(problem)
    assert fix is not None
    assert fix.apply(sheet).income_cards == (base.income_cards[0], *base.income_cards[2:])


def test_a_problem_without_an_obvious_fix_has_no_fix() -> None:
    """Too few income cards has a hint (add some) but no one-click fix."""
    sheet = edits.delete_income_card(sample(), 0)
    problem = only(check_sheet(sheet), "income cards")
    assert str(hint_of(problem.message)) == "Add income cards (Cards tab)."
    assert fix_of(problem) is None
