"""Help in both languages: the English rules reference of both games, the two rulebooks."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from eighty_days.ui.help.reference import (
    RULEBOOK_1986_FILE,
    RulesReferenceDialog,
    help_text,
    rules_reference_markdown,
)

#: The offscreen platform's harmless warning on showing a window (as in tests/gui).
OFFSCREEN_ONLY = "This plugin does not support propagateSizeHints"
#: Every ruling id the code and tests cite (the reference may cite only real ones).
KNOWN_RULINGS = {f"R2024-{n:02d}" for n in range(1, 16)} | {f"R1986-{n:02d}" for n in range(1, 10)}


def test_the_reference_covers_both_games() -> None:
    """The English reference has a section per game with the turn, the end and the scoring."""
    text = rules_reference_markdown()
    journey, race = text.split("## In 80 Tagen um die Erde (1986)")
    for heading in ("### A turn", "### Characters", "### Scoring", "### End of the journey"):
        assert heading in journey
    for heading in ("### A turn", "### The spaces", "### The jump", "### The finish"):
        assert heading in race
    # Rulebook 2024, Pay: missing pounds cost days; rulebook 1986, Sprung: 5 spaces.
    assert "Each pound you lack is paid with one\n   more day" in journey
    assert "may jump 5 spaces" in race
    # R1986-06..09 (issue 19): three handcuff spaces, one extra step, no handcuffs card
    # after a move, the jump may be declined
    for ruling in ("R1986-06", "R1986-07", "R1986-08", "R1986-09"):
        assert f"[{ruling}]" in race
    assert "decline the jump" in race


def test_the_reference_cites_only_real_rulings() -> None:
    """Every [Rxxxx-nn] in the reference names a ruling that exists."""
    cited = set(re.findall(r"R(?:2024|1986)-\d\d", rules_reference_markdown()))
    assert cited, "the reference cites its rulings"
    assert cited <= KNOWN_RULINGS


def test_the_german_rulebook_is_bundled() -> None:
    """The 1986 rulebook is shipped in German, as printed."""
    text = help_text(RULEBOOK_1986_FILE)
    assert "In 80 Tagen um die Erde" in text
    assert "Windrose" in text


@pytest.mark.gui
@pytest.mark.qt_log_ignore(OFFSCREEN_ONLY)
def test_the_rules_dialog_shows_three_tabs(qtbot: QtBot) -> None:
    """Help → Rules: the reference, the 2024 rulebook and the German 1986 rulebook."""
    dialog = RulesReferenceDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tabs.count() == 3
    assert "Phileas Fogg" in dialog.reference.toPlainText()
    assert "Windrose" in dialog.rulebook_1986.toPlainText()
    for index in range(dialog.tabs.count()):
        assert dialog.tabs.widget(index).accessibleName()
