"""The program's modules are imported with the garbage collector paused, and what they
hold is frozen out of later collections (issue 50's start-up)."""

from __future__ import annotations

import gc

import pytest

from eighty_days.commands.play import program_loading


@pytest.mark.parametrize("enabled", [True, False], ids=["collector on", "collector off"])
def test_the_collector_is_paused_while_loading_and_the_loaded_objects_frozen(
    enabled: bool,
) -> None:
    """Inside ``program_loading`` no automatic collection runs; after it, the objects made
    meanwhile are in the permanent generation and the collector is as it was before (on
    for the command line, off where the GUI thread's collector already runs)."""
    was_enabled = gc.isenabled()
    frozen_before = gc.get_freeze_count()
    if enabled:
        gc.enable()
    else:
        gc.disable()
    try:
        with program_loading():
            assert not gc.isenabled()
            made = [[index] for index in range(1000)]
        assert gc.isenabled() == enabled
        assert gc.get_freeze_count() >= frozen_before + len(made)
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
        else:
            gc.disable()
