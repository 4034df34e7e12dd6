"""How fast the album opens with many kept games: prints p50/p95 (not a test; run by hand).

    uv run python benchmarks/album.py [--games 500] [--runs 20]

A temporary data folder gets ``--games`` kept games of a journey on the world map (four
players: computers played it), each with its save, its caption and a picture of every
sheet, as the program keeps them. Then the album window is opened ``--runs`` times, as
Game → Album opens it: read the captions, fill the grid, show it and paint it once (only
the pictures in view are read). Target: ≤ 300 ms.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from timing import percentiles

TARGET_MS = 300.0


def fill_album(folder: Path, games: int) -> None:
    """``games`` kept games: one real finished journey, kept under ``games`` ids."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.engine.journey import apply, default_config, is_terminal, new_game
    from eighty_days.resources import default_world_map_path
    from eighty_days.saves import MapRef, Seat, record_of
    from eighty_days.saves.album import Album
    from eighty_days.sheet.io import load_map
    from eighty_days.ui.album.pictures import make_thumbnails

    names = ("You", "Aouda", "Jean", "Nellie")
    state = new_game(default_config(names, load_map(default_world_map_path())), 7)
    bots = [JourneyBot(Level.EASY, seat) for seat in range(4)]
    while not is_terminal(state):
        state = apply(state, bots[state.active].decide(state))
    seats = tuple(
        Seat(n, human=i == 0, level="" if i == 0 else "normal") for i, n in enumerate(names)
    )
    album = Album(folder)
    first = album.add(record_of(state, MapRef.for_file(default_world_map_path()), seats), state)
    make_thumbnails(first, state)
    text = first.save_path.read_text(encoding="utf-8")
    for number in range(1, games):
        day = 1 + number % 28
        stamp = f"2026-{1 + number // 28 % 12:02d}-{day:02d}T{number % 24:02d}:00:00Z"
        game_id = f"{stamp[:10].replace('-', '')}-{number:06d}-{number:08x}"
        summary = dataclasses.replace(first.summary, id=game_id, finished_at=stamp)
        (folder / f"{game_id}.80days.json").write_text(text, encoding="utf-8")
        album.write_meta(summary)
        for seat in range(4):
            shutil.copyfile(
                first.thumbnail_path(seat), folder / "thumbs" / f"{game_id}-{seat + 1}.png"
            )


def main() -> int:
    """Fill a temporary album, open it ``--runs`` times, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data = Path(tempfile.mkdtemp(prefix="album-benchmark-"))
    os.environ["EIGHTY_DAYS_DATA_DIR"] = str(data)
    try:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        assert isinstance(app, QApplication)
        from eighty_days.app import Program
        from eighty_days.saves.album import Album

        started = time.perf_counter()
        fill_album(Album().folder, args.games)
        print(f"{args.games} kept games made in {time.perf_counter() - started:.1f} s")
        samples = []
        read = 0
        for _ in range(args.runs):
            started = time.perf_counter()
            window = Program(app).album_window(None)
            window.resize(1200, 800)
            window.show()
            window.repaint()
            app.processEvents()
            samples.append(time.perf_counter() - started)
            assert window.model.rowCount() == args.games
            read = window.model.pictures_read
            window.close()
            window.deleteLater()
            app.processEvents()
        p50, p95 = percentiles(samples)
        verdict = "ok" if p95 * 1000 <= TARGET_MS else "over target"
        print(
            f"album opens with {args.games} games: p50 {p50 * 1000:.1f} ms   "
            f"p95 {p95 * 1000:.1f} ms   mean {statistics.fmean(samples) * 1000:.1f} ms   "
            f"first {samples[0] * 1000:.1f} ms   pictures read {read}   "
            f"target ≤ {TARGET_MS:g} ms ({verdict})"
        )
    finally:
        shutil.rmtree(data, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
