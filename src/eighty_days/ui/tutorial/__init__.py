"""The interactive tutorial of the journey game (shown on first start, replayable from Help)."""

from eighty_days.ui.tutorial.tutorial import (
    TUTORIAL_SEEN_KEY,
    Step,
    Tutorial,
    TutorialPanel,
    is_tutorial_seen,
    mark_tutorial_seen,
    open_tutorial,
    start_tutorial,
    tutorial_state,
)

__all__ = [
    "TUTORIAL_SEEN_KEY",
    "Step",
    "Tutorial",
    "TutorialPanel",
    "is_tutorial_seen",
    "mark_tutorial_seen",
    "open_tutorial",
    "start_tutorial",
    "tutorial_state",
]
