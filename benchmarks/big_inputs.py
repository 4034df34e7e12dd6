"""How fast oversized inputs are refused (issue 18, item 9): prints median and p95.

    uv run python benchmarks/big_inputs.py [--runs N]

Not a test; run it by hand on a quiet machine (it writes ~90 MB of files to a temporary
folder). The cases are those of the issue, each under the file size caps:

* a 29 MB save whose route has 2.5 million points (``replay --check``: ``load_save``),
  refused before parsing by the count of its lists (``saves.format.MAX_SAVE_LISTS``); one
  of 90,000 points, under that count, refused after parsing by the cap on points per
  route (``saves.format.MAX_ROUTE_POINTS``);
* a 56 MB map with 4 million points (``check-map``: ``load_map``), refused before parsing
  by the count of its numbers (``resources.MAX_NUMBERS``);
* a map just over the cap of points per map (``resources.MAX_MAP_POINTS``), refused after
  parsing by the count of its points;
* for scale: a link to /dev/zero, the world map and the journey sample save, accepted or
  refused as usual.

Each line also gives the peak of memory the Python heap reached in one run (tracemalloc).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from eighty_days.resources import MAX_MAP_POINTS, DataError, default_world_map_path, maps_dir
from eighty_days.saves import SaveError, load_save
from eighty_days.sheet.io import load_map

ROOT = Path(__file__).resolve().parents[1]
JOURNEY_SAMPLE = ROOT / "tests" / "data" / "saves" / "journey-sample.80days.json"


def huge_route_save(folder: Path, points: int, name: str = "huge-route.80days.json") -> Path:
    """The journey sample save with one route of ``points`` points."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "draw-route")
    rng = random.Random(1)
    data["actions"][index]["points"] = [
        [round(rng.uniform(0, 60), 1), round(rng.uniform(0, 30), 1)] for _ in range(points)
    ]
    path = folder / name
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


def huge_map(folder: Path, points: int, name: str) -> Path:
    """maps/sample-small.yaml with one land polygon of ``points`` points."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    rng = random.Random(2)
    ring = " ".join(f"{rng.uniform(0, 60):.3f} {rng.uniform(0, 30):.3f}" for _ in range(points))
    changed = text.replace('outer: "0 5 22 5 22 25 0 25"', f'outer: "{ring}"', 1)
    assert changed != text
    path = folder / name
    path.write_text(changed, encoding="utf-8")
    return path


def outcome(function: Callable[[], object]) -> str:
    """ "accepted" or the first words of the refusal."""
    try:
        function()
    except (SaveError, DataError) as error:
        text = error.problem if isinstance(error, SaveError) else error.problems[0]
        return "refused: " + text[:60]
    return "accepted"


def measure(label: str, function: Callable[[], object], runs: int) -> None:
    """Print label, median and p95 seconds of ``runs`` calls, peak heap, outcome."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        result = outcome(function)
        samples.append(time.perf_counter() - started)
    tracemalloc.start()
    outcome(function)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(
        f"{label:<44} median {statistics.median(samples):7.3f} s   p95 {p95:7.3f} s   "
        f"peak {peak / 1e6:7.1f} MB   {result}",
        flush=True,
    )


def main() -> None:
    """Build the files and time each case."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        save = huge_route_save(folder, 2_500_000)
        long_route = huge_route_save(folder, 90_000, "long-route.80days.json")
        big = huge_map(folder, 4_000_000, "huge.yaml")
        over = huge_map(folder, MAX_MAP_POINTS + 100, "over.yaml")
        zero = folder / "zero.yaml"
        zero.symlink_to("/dev/zero")
        print(
            f"files: save {save.stat().st_size / 1e6:.1f} MB, map {big.stat().st_size / 1e6:.1f}"
            f" MB, map over the cap {over.stat().st_size / 1e6:.1f} MB",
            flush=True,
        )
        measure("save, 2.5 M-point route (replay --check)", lambda: load_save(save), args.runs)
        measure("save, 90 k-point route (replay --check)", lambda: load_save(long_route), args.runs)
        measure("map, 4 M points (check-map)", lambda: load_map(big), args.runs)
        measure(
            f"map, {MAX_MAP_POINTS + 100:,} points (check-map)", lambda: load_map(over), args.runs
        )
        measure("link to /dev/zero (check-map)", lambda: load_map(zero), args.runs)
        measure(
            "world map (check-map), for scale",
            lambda: load_map(default_world_map_path()),
            args.runs,
        )
        measure("journey sample save, for scale", lambda: load_save(JOURNEY_SAMPLE), args.runs)


if __name__ == "__main__":
    main()
