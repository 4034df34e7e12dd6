"""Cards with pictures, through the program: the adventure cards on the table (the public
panel) show a picture of their scene beside their text, as the players' own do."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram

from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def test_the_adventure_cards_on_the_table_have_pictures(start_program: StartProgram) -> None:
    """``eighty-days``: every adventure card in the Table tab carries a drawn scene (an
    image beside the title); screen readers get the text without the picture."""
    (window,) = start_program("play", "--seed", "1872").windows
    assert isinstance(window, MainWindow)
    rows = window.table.public.adventure_rows
    assert rows
    for row in rows:
        assert '<img src="data:image/png;base64,' in row.label.text()
        assert "<img" not in row.accessibleName()
        # the same words as the card, in plain text (issue 49: no markup for a screen
        # reader): the title and the line below it, without the picture
        title, details = row.accessibleName().split("\n")
        assert title.split(" — ")[0] in row.label.text() and details in row.label.text()
        assert "(s)" not in details  # "3 icons", never "3 icon(s)"
