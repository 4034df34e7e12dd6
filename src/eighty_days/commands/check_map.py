"""``eighty-days check-map FILE``: validate a map file and summarise it.

Prints a summary (name, sheets, areas, locations per type, land polygons and points,
canals, mountains, cards) and exits 0, or prints every problem with its place in the file
and exits 1. Map authors run it after every edit.

A valid map then goes through the editor's checks (``eighty_days.editor.checks.check_sheet``,
the same function the editor's Problems panel shows): places no route can reach, land
polygons that overlap, too few cards, an arrival out of reach. Each is printed as a
``warning:`` or, when it stops a game, a ``cannot play:`` line; neither changes the exit
status, which says only whether the file is valid.

Under every problem, an indented ``how to fix:`` line says what to do about it
(``eighty_days.editor.problem_hints``, the hints the editor's Problems panel shows).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

NAME = "check-map"
HELP = "Check a map file: print a summary, or every problem with its line (exit 1)."
DESCRIPTION = (
    "Check a map file. An invalid file: every problem with its line, exit status 1. A valid "
    "file: a summary, then what the map editor's checks find (places no route can reach, "
    "overlapping land, too few cards...), marked 'warning:' or 'cannot play:'; these are "
    "printed only, and the exit status stays 0."
)


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the command's arguments (and say in ``--help`` what changes the exit status)."""
    parser.description = DESCRIPTION
    parser.add_argument("file", type=Path, help="the map file (YAML, format eighty-days-map/1)")


def run(args: argparse.Namespace) -> int:
    """Check the map; 0 if it is valid, 1 if it has problems."""
    from eighty_days.resources import DataError
    from eighty_days.sheet.io import load_map

    try:
        sheet = load_map(args.file)
    except DataError as error:
        count = len(error.problems)
        print(f"{error.source}: {count} problem{'s' if count != 1 else ''}")
        for detail in error.details:
            for line in (f"  {detail}", *hint_lines(detail)):
                print(line)
        return 1
    for line in summary_lines(sheet):
        print(line)
    for line in warning_lines(sheet, args.file):
        print(line)
    for line in editor_check_lines(sheet):
        print(line)
    sys.stdout.flush()
    return 0


def editor_check_lines(sheet: object) -> list[str]:
    """What the map editor's checks find on a valid map, one line each: ``warning:`` for
    what does not stop a game, ``cannot play:`` for what does (the editor's errors)."""
    from eighty_days.editor.checks import CHECKS_FAILED, Severity, check_sheet
    from eighty_days.sheet.model import SheetMap

    assert isinstance(sheet, SheetMap)
    try:
        problems = check_sheet(sheet, validated=True)
    except Exception as error:  # a bug in a check must not end in a traceback
        return [f"  cannot play: {CHECKS_FAILED(error=repr(error))}"]
    lines: list[str] = []
    for problem in problems:
        verdict = "warning" if problem.severity is Severity.WARNING else "cannot play"
        lines.append(f"  {verdict}: {problem}")
        lines.extend(hint_lines(problem.message))
    return lines


def hint_lines(problem: object) -> list[str]:
    """How to fix ``problem`` (a message value), as one indented line; none for a problem
    without a hint (or a plain text)."""
    from eighty_days.editor.problem_hints import hint_of
    from eighty_days.messages import Message

    if not isinstance(problem, Message):
        return []
    hint = hint_of(problem)
    return [] if hint is None else [f"      how to fix: {hint}"]


def warning_lines(sheet: object, map_path: Path) -> list[str]:
    """What a valid map may still get wrong: its tracing image (a missing file, a device or
    a pipe, a file too large), one line each."""
    from eighty_days.sheet.model import SheetMap
    from eighty_days.sheet.validate_background import background_image_problem

    assert isinstance(sheet, SheetMap)
    if sheet.background is None:
        return []
    problem = background_image_problem(sheet.background.image, map_path)
    if problem is None:
        return []
    return [f"  warning: background.image: {problem}", *hint_lines(problem)]


def summary_lines(sheet: object) -> list[str]:
    """The summary of a valid map, line by line."""
    from eighty_days.sheet.model import LocationType, SheetMap

    assert isinstance(sheet, SheetMap)
    x_min, y_min, x_max, y_max = sheet.bounds
    types = Counter(location.type for location in sheet.locations)
    per_type = ", ".join(f"{types.get(kind, 0)} {kind.value}" for kind in LocationType)
    land_points = sum(len(p.exterior) + sum(len(h) for h in p.holes) for p in sheet.land)
    sheets = ", ".join(f"{s.name} ({s.x_min:g} to {s.x_max:g})" for s in sheet.sheets)
    named = [p.name for p in (*sheet.canals, *sheet.mountains) if p.name]
    lines = [
        f"OK: {sheet.name}",
        f"  bounds:          x {x_min:g} to {x_max:g}, y {y_min:g} to {y_max:g}; "
        f"antimeridian at x = {sheet.antimeridian_x:g}",
        f"  sheets:          {len(sheet.sheets)}: {sheets}",
        f"  areas:           {len(sheet.areas)}",
        f"  locations:       {len(sheet.locations)} ({per_type})",
        f"  start, arrival:  {sheet.start_location.name} ({sheet.start}), "
        f"{sheet.arrival_location.name} ({sheet.arrival})",
        f"  land:            {len(sheet.land)} polygons, {land_points} points",
        f"  canals:          {len(sheet.canals)}; mountains: {len(sheet.mountains)}"
        + (f" ({', '.join(named)})" if named else ""),
        f"  cards:           {len(sheet.income_cards)} income, "
        f"{len(sheet.adventure_cards)} adventure",
        f"  scale:           1 ruler unit = {sheet.ruler_unit:g} map units; "
        f"coast tolerance {sheet.coast_tolerance:g}",
    ]
    return lines
