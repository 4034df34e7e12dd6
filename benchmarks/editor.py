"""The map editor's speed (issue 48): single edits and History jumps, on three maps.

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/editor.py [--runs 3] [--edits 40]

The editor is opened as ``eighty-days editor FILE`` opens it (1400 × 900, offscreen, the
sheet fitted) on:

* "The Twin Shores", built here: two continents, a lake, three islands, a mountain
  band, 18 places, income and adventure cards (the map of the author who filed the issue);
* the world map (``maps/world.yaml``);
* the world map with its Himalaya grown to ten times its area.

Each single edit is pushed as the editor's tools and forms push it (an undo command) and
timed until the map is repainted: moving a place, renaming one, moving a vertex of the
largest coast and of the mountain band, changing an income card's pounds. A History jump
is a real click on the History's first line (200 steps back) and then on its last line
(200 steps forward), timed until the map is repainted. Wall time and CPU time
(``time.process_time``) are given with the load average; each figure is the median over
``--runs`` runs of its p50 and p95.

Targets: any single edit p95 ≤ 16 ms; a History jump of 200 steps ≤ 250 ms.

Today's figures are printed beside those of the editor before issue 48 (``BEFORE``,
measured on the same machine by running this file with that version's ``src`` first on
``PYTHONPATH``: it uses nothing that version lacks).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget
from timing import percentiles

from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    IncomeCard,
    Location,
    LocationType,
    Polygon,
    SheetMap,
    SheetPart,
)

#: The figures of the editor before issue 48 (main at 09b44a4, this file run with its
#: ``src`` first on ``PYTHONPATH``; 2-core machine shared by seven, load average 6–8;
#: medians of 3 runs of 20 edits each), milliseconds: per map, each kind of edit's
#: (wall p50, wall p95, cpu p50, cpu p95), and the History jumps' (wall back, wall forth,
#: cpu back, cpu forth).
BEFORE: dict[str, dict[str, tuple[float, float, float, float]]] = {
    "The Twin Shores": {
        "move a place": (176.7, 241.5, 60.0, 65.1),
        "rename a place": (203.1, 313.6, 62.9, 66.6),
        "move a coast's vertex": (146.3, 240.1, 63.8, 64.9),
        "move the band's vertex": (179.3, 259.5, 63.9, 68.9),
        "change an income card": (232.7, 363.6, 64.1, 66.7),
        "History jump": (23034.2, 15265.2, 5212.2, 5274.8),
    },
    "world": {
        "move a place": (161.3, 214.6, 74.6, 81.5),
        "rename a place": (172.9, 295.1, 78.8, 82.2),
        "move a coast's vertex": (144.5, 295.1, 75.1, 79.1),
        "move the band's vertex": (222.1, 368.3, 74.9, 81.5),
        "change an income card": (201.4, 354.5, 78.1, 81.9),
        "History jump": (22481.2, 22021.2, 8274.6, 8128.6),
    },
    "world, Himalaya ×10": {
        "move a place": (241.5, 300.0, 82.5, 85.9),
        "rename a place": (210.5, 431.2, 81.4, 85.3),
        "move a coast's vertex": (269.3, 398.8, 82.6, 86.5),
        "move the band's vertex": (287.6, 425.1, 80.2, 87.0),
        "change an income card": (237.1, 397.1, 83.3, 89.1),
        "History jump": (36288.5, 27287.8, 8837.4, 8889.1),
    },
}

EDIT_TARGET_MS = 16.0
JUMP_TARGET_MS = 250.0
JUMP_STEPS = 200


def _ellipse(cx: float, cy: float, rx: float, ry: float, count: int) -> tuple[Any, ...]:
    """A ring of ``count`` points round an ellipse, its coast a little ragged."""
    points = []
    for k in range(count):
        angle = 2 * math.pi * k / count
        wobble = 1.0 + 0.06 * math.sin(7 * angle) + 0.03 * math.sin(19 * angle)
        points.append(
            (
                round(cx + rx * wobble * math.cos(angle), 3),
                round(cy + ry * wobble * math.sin(angle), 3),
            )
        )
    return tuple(points)


def twin_shores() -> SheetMap:
    """A map like the author's "The Twin Shores": two continents (one with a lake), three
    islands, a mountain band across the east, 18 places in 4 areas, 4 income cards and 4
    adventures, on a 120 × 60 sheet with a ruler unit of 4."""
    west = Polygon(_ellipse(30, 30, 24, 22, 240), (_ellipse(26, 34, 5, 3, 40),), "West continent")
    east = Polygon(_ellipse(88, 30, 26, 24, 260), (), "East continent")
    islands = tuple(
        Polygon(_ellipse(x, y, r, r * 0.7, 36), (), name)
        for x, y, r, name in (
            (58, 8, 3, "Coral Isle"),
            (60, 52, 2.5, "Gull Rock"),
            (112, 8, 2, "Far Skerry"),
        )
    )
    band = Polygon(
        (
            (70.0, 20.0),
            (104.0, 14.0),
            (108.0, 40.0),
            (96.0, 46.0),
            (74.0, 40.0),
        ),
        (),
        "The Spine",
    )
    areas = (
        Area("west", "Westreach", "#e3b23c"),
        Area("east", "Eastmarch", "#7a9e7e"),
        Area("isles", "The Isles", "#6c8ebf"),
        Area("north", "Northwold", "#b5838d"),
    )
    spots = [
        ("harbour", "West Harbour", LocationType.PORT, 7.0, 30.0, "west"),
        ("lakeside", "Lakeside", LocationType.CITY, 26.0, 29.0, "west"),
        ("ridge", "Ridge", LocationType.CITY, 32.0, 44.0, "north"),
        ("south-bay", "South Bay", LocationType.PORT, 30.0, 8.5, "west"),
        ("ford", "Ford", LocationType.OUTPOST, 40.0, 22.0, "west"),
        ("east-gate", "East Gate", LocationType.PORT, 53.0, 30.0, "west"),
        ("strait", "Strait Town", LocationType.PORT, 62.5, 30.0, "east"),
        ("vale", "Vale", LocationType.CITY, 80.0, 48.0, "north"),
        ("pass", "High Pass", LocationType.ADVENTURE, 88.0, 12.0, "east"),
        ("market", "Market", LocationType.CITY, 66.0, 12.0, "east"),
        ("cape", "Cape End", LocationType.PORT, 113.0, 30.0, "east"),
        ("north-port", "North Port", LocationType.PORT, 90.0, 54.0, "north"),
        ("coral", "Coral Isle", LocationType.ISLAND, 58.0, 8.0, "isles"),
        ("gull", "Gull Rock", LocationType.ISLAND, 60.0, 52.0, "isles"),
        ("skerry", "Far Skerry", LocationType.ISLAND, 112.0, 8.0, "isles"),
        ("wreck", "The Wreck", LocationType.ADVENTURE, 50.0, 50.0, "isles"),
        ("mill", "Old Mill", LocationType.OUTPOST, 18.0, 20.0, "west"),
        ("tower", "Watch Tower", LocationType.ADVENTURE, 110.0, 44.0, "north"),
    ]
    locations = tuple(
        Location(id_, name, kind, x, y, area, 0.6) for id_, name, kind, x, y, area in spots
    )
    income = tuple(
        IncomeCard(f"income-{n}", tuple((spots[(n * 4 + k) % 18][0], 2 + k) for k in range(4)))
        for n in range(4)
    )
    adventures = (
        AdventureCard("a-pass", "The High Pass", "pass", 2),
        AdventureCard("a-wreck", "The Wreck", "wreck", 1),
        AdventureCard("a-tower", "The Watch Tower", "tower", 3),
        AdventureCard("a-coral", "Pearls", "coral", 1),
    )
    return SheetMap(
        name="The Twin Shores",
        bounds=(0.0, 0.0, 120.0, 60.0),
        sheets=(SheetPart("west", "West", 0.0, 60.0), SheetPart("east", "East", 60.0, 120.0)),
        land=(west, east, *islands),
        canals=(),
        mountains=(band,),
        antimeridian_x=120.0,
        areas=areas,
        locations=locations,
        start="harbour",
        arrival="cape",
        ruler_unit=4.0,
        income_cards=income,
        adventure_cards=adventures,
    )


def world() -> SheetMap:
    """The shipped world map."""
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map

    return load_map(default_world_map_path())


def grown_himalaya(times: float = 10.0) -> SheetMap:
    """The world map with its mountain band grown to ``times`` its area (about its middle)."""
    sheet = world()
    band = max(sheet.mountains, key=lambda polygon: len(polygon.exterior))
    xs = [x for x, _ in band.exterior]
    ys = [y for _, y in band.exterior]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    grow = math.sqrt(times)
    grown = Polygon(
        tuple(
            (round(cx + (x - cx) * grow, 3), round(cy + (y - cy) * grow, 3))
            for x, y in band.exterior
        ),
        (),
        band.name,
    )
    mountains = tuple(grown if polygon is band else polygon for polygon in sheet.mountains)
    return replace(sheet, name=sheet.name, mountains=mountains)


MAPS: dict[str, Callable[[], SheetMap]] = {
    "The Twin Shores": twin_shores,
    "world": world,
    "world, Himalaya ×10": grown_himalaya,
}


class Clock:
    """Wall and CPU time of one measured stretch."""

    def __enter__(self) -> Clock:
        self.wall = time.perf_counter()
        self.cpu = time.process_time()
        return self

    def __exit__(self, *_: object) -> None:
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu


def open_editor(sheet: SheetMap, folder: Path) -> Any:
    """``eighty-days editor FILE`` on ``sheet`` written to ``folder``: its window."""
    from eighty_days.app import start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.saves.files import DATA_DIR_VARIABLE
    from eighty_days.settings import AppSettings, Language
    from eighty_days.sheet.io import save_map

    os.environ[DATA_DIR_VARIABLE] = str(folder / "data")  # (its autosave, not the user's)
    path = folder / "map.yaml"
    save_map(sheet, path)
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = Language.ENGLISH
    command = build_parser(_available_commands()).parse_args(["editor", str(path)])
    program = start_program(command, store=store, first_start=False)
    window = program.windows[-1]
    window.resize(1400, 900)
    window.view.fit()
    QApplication.processEvents()
    settle(window)
    return window


def settle(window: Any) -> None:
    """Repaint the map and let the finishing touches (the coast's water-lines) come."""
    window.view.viewport().repaint()
    scene = window.view.sheet_scene
    if not scene.art_finished:
        scene.finish_art()
    window.view.viewport().repaint()


def edit_makers(window: Any) -> list[tuple[str, Callable[[int], Any]]]:
    """The kinds of single edit timed: a name and a maker of the ``n``-th such command."""
    from eighty_days.editor.edits import Layer
    from eighty_days.ui.editor import commands

    document = window.document
    sheet = document.sheet
    place = sheet.locations[len(sheet.locations) // 2]
    coast = max(range(len(sheet.land)), key=lambda i: len(sheet.land[i].exterior))
    band = max(range(len(sheet.mountains)), key=lambda i: len(sheet.mountains[i].exterior))

    def nudge(point: tuple[float, float], n: int) -> tuple[float, float]:
        return (round(point[0] + 0.05 * (n % 7), 3), round(point[1] - 0.05 * (n % 5), 3))

    def move_place(n: int) -> Any:
        return commands.MoveLocation(document, place.id, nudge(place.point, n + 1), document.sheet)

    def rename_place(n: int) -> Any:
        renamed = replace(document.sheet.location(place.id), name=f"{place.name} {n}")
        return commands.EditLocation(document, place.id, renamed, "name")

    def move_coast(n: int) -> Any:
        point = sheet.land[coast].exterior[0]
        return commands.MoveVertex(
            document, (Layer.LAND, coast, 0, 0), nudge(point, n + 1), document.sheet
        )

    def move_band(n: int) -> Any:
        point = sheet.mountains[band].exterior[0]
        return commands.MoveVertex(
            document, (Layer.MOUNTAINS, band, 0, 0), nudge(point, n + 1), document.sheet
        )

    def card_pounds(n: int) -> Any:
        card = document.sheet.income_cards[0]
        (where, _), *rest = card.payouts
        changed = replace(card, payouts=((where, 1 + n % 6), *rest))
        return commands.EditIncomeCard(document, 0, changed, "pounds0")

    return [
        ("move a place", move_place),
        ("rename a place", rename_place),
        ("move a coast's vertex", move_coast),
        ("move the band's vertex", move_band),
        ("change an income card", card_pounds),
    ]


def time_edits(window: Any, edits: int) -> dict[str, tuple[list[float], list[float]]]:
    """Each kind of edit ``edits`` times: (wall, cpu) seconds from the push to the map
    repainted."""
    viewport = window.view.viewport()
    times: dict[str, tuple[list[float], list[float]]] = {}
    for name, make in edit_makers(window):
        walls: list[float] = []
        cpus: list[float] = []
        for n in range(edits):
            command = make(n)
            with Clock() as clock:
                window.push(command)
                viewport.repaint()
            walls.append(clock.wall)
            cpus.append(clock.cpu)
            settle(window)  # (the finishing touches come after the frame)
        times[name] = (walls, cpus)
    return times


def time_jump(window: Any) -> tuple[tuple[float, float], tuple[float, float]]:
    """``JUMP_STEPS`` moves of a place and of vertices made, then a click on the
    History's first line and one on its last: (wall, cpu) seconds of each jump until
    the map is repainted."""
    window.undo_stack.clear()
    # (the kinds of edit that never merge: each is a step of its own)
    makers = [make for name, make in edit_makers(window) if name.startswith("move")]
    for n in range(JUMP_STEPS):
        window.push(makers[n % len(makers)](n))
    settle(window)
    history = window.findChild(QDockWidget, "History")
    history.raise_()
    QApplication.processEvents()
    view = window.undo_view
    viewport = window.view.viewport()
    results = []
    for row in (0, JUMP_STEPS):
        view.scrollTo(view.model().index(row, 0))
        QApplication.processEvents()
        where = view.visualRect(view.model().index(row, 0)).center()
        with Clock() as clock:
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
            viewport.repaint()
        assert window.undo_stack.index() == row, (window.undo_stack.index(), row)
        results.append((clock.wall, clock.cpu))
        settle(window)
    return results[0], results[1]


def median_of(runs: Sequence[float]) -> float:
    """The median, in milliseconds."""
    return statistics.median(runs) * 1000


def main() -> None:
    """Time the edits and the jumps on the three maps; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs (medians are printed)")
    parser.add_argument("--edits", type=int, default=40, help="edits of each kind per run")
    parser.add_argument("--maps", nargs="*", default=list(MAPS), help="the maps to time")
    args = parser.parse_args()
    import eighty_days

    print(f"code: {Path(eighty_days.__file__).parent}")
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for map_name in args.maps:
        sheet = MAPS[map_name]()
        edit_runs: dict[str, list[tuple[float, float, float, float]]] = {}
        jump_runs: list[tuple[float, float, float, float]] = []
        for _ in range(args.runs):
            window = open_editor(sheet, Path(tempfile.mkdtemp()))
            for name, (walls, cpus) in time_edits(window, args.edits).items():
                wall50, wall95 = percentiles(walls)
                cpu50, cpu95 = percentiles(cpus)
                edit_runs.setdefault(name, []).append((wall50, wall95, cpu50, cpu95))
            back, forth = time_jump(window)
            jump_runs.append((back[0], forth[0], back[1], forth[1]))
            window._close_confirmed = True
            window.close()
            QApplication.processEvents()
        load = " ".join(f"{x:.2f}" for x in os.getloadavg())
        print(f"\n{map_name} (load average {load}; medians of {args.runs} runs)")
        before = BEFORE.get(map_name, {})
        print(
            f"  {'single edit':<24} {'wall p50':>9} {'wall p95':>9} {'cpu p50':>9} "
            f"{'cpu p95':>9}  | before: {'wall p95':>9} {'cpu p95':>9}"
        )
        worst = 0.0
        for name, rows in edit_runs.items():
            columns = [median_of([row[k] for row in rows]) for k in range(4)]
            worst = max(worst, columns[1])
            old = before.get(name)
            then = f"{old[1]:7.1f}ms {old[3]:7.1f}ms" if old else "—"
            now = " ".join(f"{value:7.1f}ms" for value in columns)
            print(f"  {name:<24} {now}  |         {then}")
        verdict = "ok" if worst <= EDIT_TARGET_MS else "over target"
        print(f"  worst edit p95 {worst:.1f} ms (target ≤ {EDIT_TARGET_MS:g} ms: {verdict})")
        back_wall, forth_wall, back_cpu, forth_cpu = (
            median_of([row[k] for row in jump_runs]) for k in range(4)
        )
        worst_jump = max(back_wall, forth_wall)
        verdict = "ok" if worst_jump <= JUMP_TARGET_MS else "over target"
        print(
            f"  History jump {JUMP_STEPS} steps back: wall {back_wall:.1f} ms, cpu "
            f"{back_cpu:.1f} ms; forth: wall {forth_wall:.1f} ms, cpu {forth_cpu:.1f} ms "
            f"(target ≤ {JUMP_TARGET_MS:g} ms: {verdict})"
        )
        old_jump = before.get("History jump")
        if old_jump is not None:
            print(
                f"  before: back wall {old_jump[0]:.0f} ms, cpu {old_jump[2]:.0f} ms; "
                f"forth wall {old_jump[1]:.0f} ms, cpu {old_jump[3]:.0f} ms"
            )


if __name__ == "__main__":
    main()
