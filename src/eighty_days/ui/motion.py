"""Motion on the table: short visual animations that never hold up the game.

The engine's new state is always applied at once; a ``Motion`` only shows the way there
(a route drawn as a pen stroke, a day token sliding, a pawn stepping). Its length follows
Settings → Animation (read each time a motion starts, so a change reaches running
windows); "Off", or a system that asks for reduced motion, shows the end at once. Any
mouse click or key press while motions run skips them to their end (the click or key
still does what it does).

Qt 6.11 does not tell whether the system asks for reduced motion
(``QAccessibilityHints.motionPreference`` arrives with Qt 6.12), so
``ui/reduced_motion.py`` reads the platforms' own settings (Qt's UI effects where the
platform theme fills them in, GNOME's "enable-animations", Windows' client-area
animations, macOS's "Reduce motion"); any of them asking for less motion turns it off.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QRect,
    QRectF,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

#: A factor on every motion's length set by tests and benchmarks (None: the settings).
_override: float | None = None


def set_motion_override(factor: float | None) -> None:
    """Force every motion's length factor (0: off); None gives the settings back."""
    global _override
    _override = factor


def system_reduces_motion() -> bool:
    """Whether the system asks programs for reduced motion (read once, then kept)."""
    from eighty_days.ui.reduced_motion import system_motion

    return system_motion().reduced


def motion_factor() -> float:
    """The factor on a motion's normal length now (0: show the end at once)."""
    if _override is not None:
        return _override
    if system_reduces_motion():
        return 0.0
    from eighty_days.ui.common.bot_runner import speed_factor_from_settings

    return speed_factor_from_settings()


class _Skipper(QObject):
    """Watches the whole program's clicks and keys while motions run, to skip them."""

    def __init__(self) -> None:
        super().__init__()
        self.running: list[Motion] = []
        #: Work waiting for the motions to end (``after_motions``).
        self.waiting: list[Callable[[], None]] = []
        self._installed = False

    def add(self, motion: Motion) -> None:
        self.running.append(motion)
        app = QGuiApplication.instance()
        if not self._installed and app is not None:
            app.installEventFilter(self)
            self._installed = True

    def remove(self, motion: Motion) -> None:
        if motion in self.running:
            self.running.remove(motion)
        self.prune()

    def prune(self) -> None:
        """Forget motions whose widget is gone (a window closed while they ran); once none
        runs, stop watching and do the work that waited for them."""
        self.running = [m for m in self.running if isValid(m) and m.is_running]
        if not self.running and self._installed:
            app = QGuiApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._installed = False
        if not self.running and self.waiting:
            waiting, self.waiting = self.waiting, []
            for work in waiting:  # after the motion's last frame, not inside it
                QTimer.singleShot(0, work)

    def skip_all(self) -> None:
        self.prune()
        for motion in list(self.running):
            motion.skip()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click or a key skips every running motion; the event goes on as usual."""
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and self.running:
            self.skip_all()
        return False


_skipper: _Skipper | None = None


def _the_skipper() -> _Skipper:
    global _skipper
    if _skipper is None:
        _skipper = _Skipper()
    return _skipper


def running_motions() -> list[Motion]:
    """The motions running now (for tests and the benchmark)."""
    skipper = _the_skipper()
    skipper.prune()
    return list(skipper.running)


def after_motions(work: Callable[[], None]) -> None:
    """Do ``work`` once no motion runs (at once when none does): heavy work (a thread
    holding Python's lock) would otherwise hold up the motions' frames."""
    skipper = _the_skipper()
    skipper.prune()
    if skipper.running:
        skipper.waiting.append(work)
    else:
        work()


def skip_all_motions() -> None:
    """Show every running motion's end now."""
    _the_skipper().skip_all()


class Motion(QObject):
    """One motion: calls ``step(fraction)`` from 0 to 1 over its length, then ``finished``.

    ``start`` with motion off calls ``step(1.0)`` at once. ``skip`` jumps to the end.
    """

    finished = Signal()

    def __init__(
        self,
        normal_ms: int,
        step: Callable[[float], None],
        parent: QObject | None = None,
        *,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
    ) -> None:
        super().__init__(parent)
        self.normal_ms = normal_ms
        self._step = step
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve(easing))
        self._animation.valueChanged.connect(self._changed)
        self._animation.finished.connect(self._done)

    @property
    def is_running(self) -> bool:
        """Whether the motion is playing."""
        return self._animation.state() is QVariantAnimation.State.Running

    def start(self) -> None:
        """Play the motion (or show its end at once when motion is off)."""
        self.stop()
        factor = motion_factor()
        if factor <= 0.0:
            self._step(1.0)
            self.finished.emit()
            return
        self._animation.setDuration(max(1, round(self.normal_ms * factor)))
        self._step(0.0)
        self._animation.start()
        _the_skipper().add(self)

    def stop(self) -> None:
        """Stop without showing the end (the caller draws something else)."""
        if self.is_running:
            self._animation.blockSignals(True)
            self._animation.stop()
            self._animation.blockSignals(False)
        _the_skipper().remove(self)

    def skip(self) -> None:
        """Show the end now."""
        if not self.is_running:
            return
        self.stop()
        self._step(1.0)
        self.finished.emit()

    def _changed(self, value: object) -> None:
        if isinstance(value, float):
            self._step(value)

    def _done(self) -> None:
        _the_skipper().remove(self)
        self._step(1.0)
        self.finished.emit()


#: How long a day token takes to slide to its new day, at normal speed (ms).
TOKEN_SLIDE_MS = 650


def _ease(t: float) -> float:
    """In-out quadratic easing of one leg's progress ``t`` (0 to 1)."""
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


class TokenSlide(QObject):
    """Day tokens sliding from where they lay to where the new state puts them.

    The widget paints each token at ``rect_now(player, end)``; while the slide runs that is
    on the way. A token that changes day hops over the boxes between, so a token landing on
    a stack is seen to come down on top; a token only making room on its stack slides flat.
    A token may go by a stop on the way (``via``): to the day paid, then back one day at the
    date line (R2024-12); a stop where the token lies already is a pause before the step.
    """

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        #: Each moving token's way: its places from start to end, one leg between two.
        self._paths: dict[int, tuple[QRectF, ...]] = {}
        #: The tokens that change day (they hop, and are painted over the others).
        self._hopping: frozenset[int] = frozenset()
        self.fraction = 1.0
        self.motion = Motion(TOKEN_SLIDE_MS, self._step, self, easing=QEasingCurve.Type.Linear)

    def follow(
        self,
        before: Mapping[int, QRectF],
        after: Mapping[int, QRectF],
        *,
        via: Mapping[int, QRectF] | None = None,
        hopping: Collection[int] | None = None,
    ) -> None:
        """Slide the tokens whose place changed from ``before`` to ``after`` (by the stop
        in ``via`` for a token listed there); the tokens in ``hopping`` (all moved ones
        when None) hop."""
        stops = dict(via or {})
        paths: dict[int, tuple[QRectF, ...]] = {}
        for index, start in before.items():
            end = after.get(index)
            if end is None:
                continue
            stop = stops.get(index)
            if stop is not None:
                paths[index] = (start, stop, end)
            elif start != end:
                paths[index] = (start, end)
        self.motion.stop()
        self._paths = paths
        self._hopping = frozenset(paths if hopping is None else hopping)
        self.fraction = 1.0
        if paths:
            self.motion.normal_ms = TOKEN_SLIDE_MS * max(len(path) - 1 for path in paths.values())
            self.motion.start()

    def is_moving(self, index: int) -> bool:
        """Whether player ``index``'s token is on its way."""
        return index in self._paths and self.fraction < 1.0

    def paint_rank(self, index: int) -> int:
        """Paint order: tokens at rest first (0), then those sliding flat (1), then the
        hopping ones (2), so a token landing on a stack is drawn on top of it."""
        if not self.is_moving(index):
            return 0
        return 2 if index in self._hopping else 1

    def legs(self, index: int) -> int:
        """How many legs player ``index``'s token travels (0 when it is not moving)."""
        path = self._paths.get(index)
        return len(path) - 1 if path is not None and self.fraction < 1.0 else 0

    def rect_now(self, index: int, end: QRectF) -> QRectF:
        """Where player ``index``'s token is painted now (``end`` when it is not moving)."""
        path = self._paths.get(index)
        if path is None or self.fraction >= 1.0:
            return end
        # the whole motion's time is shared equally by the legs of the longest way
        legs = max(len(p) - 1 for p in self._paths.values())
        position = min(self.fraction * legs, legs - 1e-9)
        leg = min(int(position), len(path) - 2)
        t = _ease(min(1.0, position - leg))
        start, stop = path[leg], path[leg + 1] if leg + 1 < len(path) - 1 else end
        hop = 0.0
        if index in self._hopping and start != stop:
            hop = math.sin(math.pi * t) * end.height() * 0.8
        return QRectF(
            start.x() + (stop.x() - start.x()) * t,
            start.y() + (stop.y() - start.y()) * t - hop,
            end.width(),
            end.height(),
        )

    def _step(self, fraction: float) -> None:
        self.fraction = fraction
        # repaint only where tokens travel (their stops, the hop and the caret above)
        region = QRectF()
        for path in self._paths.values():
            for rect in path:
                region = region.united(rect)
        lift = max((rect.height() for path in self._paths.values() for rect in path), default=16.0)
        if fraction >= 1.0:
            self._paths = {}
        if region.isEmpty():
            self.widget.update()
        else:
            self.widget.update(region.adjusted(-4, -lift - 12, 4, 4).toAlignedRect())


#: How long one pound takes to be circled or crossed, at normal speed (ms).
POUND_MARK_MS = 90
#: The longest tally shown, at normal speed (ms): many pounds go faster.
TALLY_MAX_MS = 1400


class TallyMotion(QObject):
    """Counts shown one by one up (or down) to their new values: the pounds circled and
    crossed on the money tracker. The widget paints ``shown(key, value)``."""

    def __init__(
        self, widget: QWidget, boxes: Callable[[str, int, int], QRect] | None = None
    ) -> None:
        super().__init__(widget)
        self.widget = widget
        #: Where the counts from one value to another are painted (None: the whole widget).
        self.boxes = boxes
        self._from: dict[str, int] = {}
        self._to: dict[str, int] = {}
        self.fraction = 1.0
        self.motion = Motion(POUND_MARK_MS, self._step, self, easing=QEasingCurve.Type.Linear)

    def follow(self, before: dict[str, int], after: dict[str, int], *, same: bool) -> None:
        """Count from ``before`` to ``after`` (at once unless ``same`` owner and values)."""
        self.motion.stop()
        self.fraction = 1.0
        self._from, self._to = dict(before), dict(after)
        steps = max((abs(after[k] - before.get(k, after[k])) for k in after), default=0)
        if same and steps:
            self.motion.normal_ms = min(POUND_MARK_MS * steps, TALLY_MAX_MS)
            self.motion.start()

    def shown(self, key: str, value: int) -> int:
        """The count to paint for ``key`` now (``value`` when nothing is counting)."""
        if self.fraction >= 1.0 or key not in self._from:
            return value
        start = self._from[key]
        return start + math.floor((value - start) * self.fraction)

    def _step(self, fraction: float) -> None:
        before = {key: self.shown(key, value) for key, value in self._to.items()}
        self.fraction = fraction
        # repaint only the boxes whose mark changed (most frames none: no paint at all)
        for key, value in self._to.items():
            now = self.shown(key, value)
            if now == before[key]:
                continue
            if self.boxes is None:
                self.widget.update()
                return
            self.widget.update(self.boxes(key, min(now, before[key]) + 1, max(now, before[key])))
