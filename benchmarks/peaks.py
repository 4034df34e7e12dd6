"""The mountain peaks' cost on a sheet's first paint: prints median and p95 (run by hand).

    QT_QPA_PLATFORM=offscreen uv run python benchmarks/peaks.py [--rounds N]

Each map's sheet is built (``SheetScene``, which lays out the peaks) and painted whole into
a 1400 × 900 image, as ``eighty-days render`` and the first frame of a window do, with the
peak layouts forgotten before each round ("cold") and then kept ("warm": the editor's
rebuild after an edit elsewhere). Wall time beside CPU time (``time.process_time``), and
the load average, since the machine is shared. The maps:

* the world map as shipped (the Himalaya: 20 peaks);
* the world map with a Himalaya ten times its area (scaled by √10 about its middle);
* the sample map made four times larger (240 × 120 units, the size of the campaign's
  example) with a mountain band over nearly all of it.

Target: every map that passes ``check-map`` opens in under 2 s.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from timing import percentiles

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Polygon, Ring, SheetMap

TARGET_S = 2.0


def scaled_ring(ring: Ring, factor: float, centre: tuple[float, float]) -> Ring:
    """``ring`` scaled by ``factor`` about ``centre``."""
    cx, cy = centre
    return tuple((cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in ring)


def himalaya_times(sheet: SheetMap, area_factor: float) -> SheetMap:
    """The map with each mountain band's area multiplied by ``area_factor``."""
    bands = []
    for band in sheet.mountains:
        xs = [x for x, _ in band.exterior]
        ys = [y for _, y in band.exterior]
        centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        factor = math.sqrt(area_factor)
        bands.append(
            Polygon(
                scaled_ring(band.exterior, factor, centre),
                tuple(scaled_ring(hole, factor, centre) for hole in band.holes),
                band.name,
            )
        )
    return replace(sheet, mountains=tuple(bands))


def campaign_map() -> SheetMap:
    """The sample map four times larger, its ruler kept, one band over nearly all of it."""
    sheet = load_map(maps_dir() / "sample-small.yaml")
    factor = 4.0

    def scale(ring: Ring) -> Ring:
        return scaled_ring(ring, factor, (0.0, 0.0))

    def polygons(items: Sequence[Polygon]) -> tuple[Polygon, ...]:
        return tuple(
            Polygon(scale(p.exterior), tuple(scale(h) for h in p.holes), p.name) for p in items
        )

    x_min, y_min, x_max, y_max = (value * factor for value in sheet.bounds)
    band = Polygon(((2.0, 2.0), (x_max - 2, 2.0), (x_max - 2, y_max - 2), (2.0, y_max - 2)))
    return replace(
        sheet,
        bounds=(x_min, y_min, x_max, y_max),
        sheets=tuple(
            replace(part, x_min=part.x_min * factor, x_max=part.x_max * factor)
            for part in sheet.sheets
        ),
        antimeridian_x=sheet.antimeridian_x * factor,
        land=polygons(sheet.land),
        canals=polygons(sheet.canals),
        mountains=(band,),
        areas=tuple(replace(area, region=polygons(area.region)) for area in sheet.areas),
        locations=tuple(
            replace(loc, x=loc.x * factor, y=loc.y * factor, snap_radius=loc.snap_radius * factor)
            for loc in sheet.locations
        ),
    )


def first_paint(sheet: SheetMap) -> tuple[float, float, float, int, int]:
    """Build the sheet's scene and paint it whole: wall and CPU seconds, the wall seconds
    of the build alone (where the peaks are laid out), the peaks, the grid points tested."""
    from eighty_days.ui.journey.map_scene import SheetScene

    wall, cpu = time.perf_counter(), time.process_time()
    scene = SheetScene(sheet)
    build = time.perf_counter() - wall
    image = QImage(1400, 900, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    layout = getattr(scene, "mountain_layout", None)
    return wall, cpu, build, scene.mountain_peaks, getattr(layout, "candidates", -1)


def forget_layouts() -> None:
    """Empty the peak layouts' cache (where there is one)."""
    try:
        from eighty_days.ui.art.mountain_peaks import PEAK_LAYOUTS
    except ImportError:  # (before the cache existed)
        return
    PEAK_LAYOUTS.clear()


def report(label: str, samples: Sequence[tuple[float, float, float]]) -> None:
    """One line: wall, CPU and build-alone p50/p95, in milliseconds, against the target."""
    wall50, wall95 = percentiles([wall for wall, _, _ in samples])
    cpu50, cpu95 = percentiles([cpu for _, cpu, _ in samples])
    build50, build95 = percentiles([build for _, _, build in samples])
    verdict = "ok" if wall95 <= TARGET_S else "over target"
    print(
        f"  {label:<4} wall p50 {wall50 * 1000:7.1f} p95 {wall95 * 1000:7.1f} ms | "
        f"CPU p50 {cpu50 * 1000:7.1f} p95 {cpu95 * 1000:7.1f} ms | "
        f"scene build p50 {build50 * 1000:7.1f} p95 {build95 * 1000:7.1f} ms ({verdict})"
    )


def measure(name: str, sheet: SheetMap, rounds: int) -> None:
    """Time ``rounds`` cold and ``rounds`` warm first paints of ``sheet``."""
    cold: list[tuple[float, float, float]] = []
    peaks = candidates = 0
    for _ in range(rounds):
        forget_layouts()
        wall, cpu, build, peaks, candidates = first_paint(sheet)
        cold.append((wall, cpu, build))
    warm = [first_paint(sheet)[:3] for _ in range(rounds)]
    shown = "?" if candidates < 0 else str(candidates)
    print(f"{name}: {peaks} peaks, {shown} grid points tested")
    report("cold", cold)
    report("warm", warm)


def main() -> None:
    """Measure the three maps."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="samples per measurement")
    parser.add_argument(
        "--only", default="", help="measure only the maps whose name holds this text"
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    del app
    world = load_map(maps_dir() / "world.yaml")
    maps: list[tuple[str, Callable[[], SheetMap]]] = [
        ("world map", lambda: world),
        ("world map, Himalaya x10 area", lambda: himalaya_times(world, 10.0)),
        ("campaign-size map (240 x 120), band over it all", campaign_map),
    ]
    print(f"load average before: {os.getloadavg()}")
    for name, make in maps:
        if args.only in name:
            measure(name, make(), args.rounds)
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
