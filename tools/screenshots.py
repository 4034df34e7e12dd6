"""Regenerate docs/screenshots/*.png from the real window, offscreen.

    uv run python tools/screenshots.py [--out docs/screenshots]

Plays a seeded three-player game on the default map with a simple route search (it tries
ruler angles and stops and keeps the legal route that gets furthest east), and grabs:
``journey-new-game.png`` (the new-game dialog over the table), ``journey-mid-game.png``
(the ruler bent at its hinge) and ``journey-end-scoring.png`` (the scoring table at the end).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from shot_helpers import grab_with_dialog, screenshot_app, settle

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.app import Program, scratch_folders
from eighty_days.engine.journey import (
    DrawRoute,
    Phase,
    TakeTransport,
    apply,
    is_terminal,
    legal_transport_actions,
    quote,
)
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.ruler import RulerSpec
from eighty_days.ui.journey.window import MainWindow

#: The players' moves come from the normal computer opponent (seeded, so repeatable).
BOT = make_journey_bot(Level.NORMAL, seed=1872)


def polyline(origin: Point, lengths: list[float], angles: list[float], stop: float) -> list[Point]:
    """The route of a ruler with these segment angles stopped ``stop`` along it."""
    points = [origin]
    x, y = origin
    travelled = 0.0
    for length, angle in zip(lengths, angles, strict=True):
        step = min(length, stop - travelled)
        if step <= 1e-9:
            break
        x += step * math.cos(math.radians(angle))
        y += step * math.sin(math.radians(angle))
        points.append((x, y))
        travelled += step
    return points


def search_route(
    controller: JourneyController, spec: RulerSpec, *, bent: bool = False
) -> tuple[list[float], float, float] | None:
    """Segment angles and a stop for a legal route that gets far east; prefers places."""
    state = controller.state
    assert state.active is not None
    origin = state.players[state.active].route_end
    lengths = list(spec.segment_lengths)
    sheet = state.config.sheet
    best: tuple[float, list[float], float] | None = None
    first_angles = range(-75, 76, 15)
    turns: tuple[float, ...] = (0.0,) if len(lengths) == 1 else (-60.0, -30.0, 0.0, 30.0, 60.0)
    if bent:
        turns = tuple(t for t in turns if t) or turns
    for first in first_angles:
        for turn in turns:
            angles = [float(first)] + [float(first) + turn] * (len(lengths) - 1)
            full = polyline(origin, lengths, angles, spec.length)
            stops = {spec.length}
            # stop early at places near the last segment
            start_last = full[-2] if len(full) >= 2 else origin
            direction = math.radians(angles[len(full) - 2]) if len(full) >= 2 else 0.0
            before = sum(lengths[: len(full) - 2])
            for location in sheet.locations:
                dx, dy = location.x - start_last[0], location.y - start_last[1]
                along = dx * math.cos(direction) + dy * math.sin(direction)
                across = abs(-dx * math.sin(direction) + dy * math.cos(direction))
                if 0 < along <= lengths[len(full) - 2] and across < location.snap_radius * 0.8:
                    stops.add(before + along)
            for stop in stops:
                points = polyline(origin, lengths, angles, stop)
                preview = controller.preview_route(points)
                if not preview.legal:
                    continue
                score = points[-1][0]
                if preview.snapped is not None:
                    score += 4.0 + 3.0 * state.income_card.pounds_at(preview.snapped.id)
                if best is None or score > best[0]:
                    best = (score, angles, stop)
    if best is None:
        return None
    return best[1], best[2], best[0]


def choose_transport(controller: JourneyController) -> TakeTransport:
    """The affordable market card whose best route (tried out) goes furthest per day."""
    state = controller.state
    offers = []
    for choice in legal_transport_actions(state):
        if isinstance(choice, TakeTransport):
            offer = quote(state, choice)
            offers.append((offer.ruler.length / max(offer.total_days, 1), choice, offer))
    offers.sort(key=lambda item: -item[0])
    affordable = [item for item in offers if not item[2].missing_pounds] or offers
    best: tuple[float, TakeTransport] | None = None
    assert state.active is not None
    start_x = state.players[state.active].route_end[0]
    for _, choice, offer in affordable[:6]:
        trial = JourneyController(apply(state, choice), controller.looks)
        spec = trial.ruler_spec()
        found = search_route(trial, spec) if spec is not None else None
        gain = (found[2] - start_x) if found is not None else -50.0
        value = gain / max(offer.total_days, 1) - 0.1 * offer.cost
        if best is None or value > best[0]:
            best = (value, choice)
    assert best is not None
    return best[1]


def play_turn(window: MainWindow) -> None:
    """One turn by the normal computer opponent, through the controller like a player."""
    controller = window.controller
    for _ in range(2):
        state = controller.state
        if is_terminal(state):
            return
        action = BOT.decide(state)
        if isinstance(action, DrawRoute):
            controller.draw_route(action.points)
        else:
            controller.take_transport(action)
        if controller.state.phase is Phase.TAKE_TRANSPORT:
            return


def bend_a_ruler(window: MainWindow) -> bool:
    """Take a card with a detour mark whose bent route reaches a place, and lay it out."""
    controller = window.controller
    state = controller.state
    for choice in legal_transport_actions(state):
        if not isinstance(choice, TakeTransport):
            continue
        offer = quote(state, choice)
        if not offer.ruler.marks or offer.missing_pounds:
            continue
        trial = JourneyController(apply(state, choice), controller.looks)
        spec = trial.ruler_spec()
        found = search_route(trial, spec, bent=True) if spec is not None else None
        if found is None:
            continue
        angles, stop, _ = found
        points = (
            polyline(
                trial.state.players[state.active or 0].route_end,
                list(spec.segment_lengths),
                angles,
                stop,
            )
            if spec is not None
            else []
        )
        preview = trial.preview_route(points)
        if len(points) < 3 or not preview.legal or abs(angles[1] - angles[0]) < 1:
            continue
        controller.take_transport(choice)
        ruler = window.table.ruler
        assert ruler is not None
        for index, angle in enumerate(angles):
            ruler.set_segment_angle(index, angle)
        ruler.set_stop(stop)
        ruler.select_segment(1)
        window.table.show_my_route()
        window.table.focus_ruler()
        return True
    return False


def main() -> int:
    """Write the three screenshots."""
    parser = argparse.ArgumentParser(description="Regenerate docs/screenshots offscreen.")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--seed", type=int, default=1872)
    parser.add_argument("--size", default="1920x1080", help="window size, WIDTHxHEIGHT")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = screenshot_app()
    window = Program(app).new_journey_window(None, args.seed, ("Ann", "Ben", "Cleo"))
    window.resize(width, height)
    window.show()
    settle(app)
    window.table.scene.finish_art()  # the water-lines, which come just after the first paint
    settle(app)

    # 1. The new-game dialog over the table.
    dialog = window.open_new_game_dialog()
    dialog.player_count.setValue(3)
    dialog.seed.setValue(args.seed)
    dialog.seats[2].name.setText("Cleo")
    dialog.adjustSize()
    settle(app)
    grab_with_dialog(window, dialog, outline=True).save(str(args.out / "journey-new-game.png"))
    dialog.reject()
    settle(app)
    # 1b. A close-up of the cards: the market as a turn begins (every card on offer).
    window.table.market.grab().save(str(args.out / "journey-cards.png"))

    # 2. Mid-game: a few turns each, then a ruler bent at its hinge, stopped at a place.
    controller = window.controller
    for _ in range(9):
        play_turn(window)
    while not is_terminal(controller.state) and not bend_a_ruler(window):
        play_turn(window)
    settle(app)
    window.grab().save(str(args.out / "journey-mid-game.png"))
    # 2c. The whole sheet mid-game (the player's routes in ink).
    window.table.view.fit()
    settle(app)
    window.table.view.grab().save(str(args.out / "journey-sheet.png"))

    # 3. Play on to the end and show the scoring.
    for _ in range(400):
        if is_terminal(controller.state):
            break
        play_turn(window)
    settle(app)
    window.table.view.fit()
    settle(app)
    scoring = grab_with_dialog(window, window.scoring_dialog, outline=True)
    scoring.save(str(args.out / "journey-end-scoring.png"))
    print(
        f"wrote {', '.join(p.name for p in sorted(args.out.glob('journey-*.png')))} in {args.out}"
    )
    window.close()
    return 0


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        sys.exit(main())
