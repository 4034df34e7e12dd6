"""The light screen-reader refresh (issue 50's start-up): it finds a widget's parts by the
name their holder gives itself, and leaves a widget without parts alone."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from eighty_days.ui.accessibility import painted, refresh
from eighty_days.ui.accessibility.painted import NodeHolder, Part


def test_the_refresh_finds_the_holder_by_its_name(qapp: QApplication) -> None:
    """The name the light module looks for is the one a ``NodeHolder`` takes; a widget
    with parts is described again on refresh, one without is not asked."""
    described: list[str] = []

    def describe(widget: QWidget) -> Part:
        described.append(widget.objectName())
        return Part(name="a painted part")

    assert refresh.HOLDER_NAME == painted.HOLDER_NAME
    plain, with_parts = QWidget(), QWidget()
    with_parts.setObjectName("with parts")
    holder = NodeHolder(with_parts, describe)
    assert holder.objectName() == refresh.HOLDER_NAME
    refresh.refresh(plain)
    assert described == []
    refresh.refresh(with_parts)
    assert described == ["with parts"]
