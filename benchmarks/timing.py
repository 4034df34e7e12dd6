"""What the benchmarks share: a paint counter and the nearest-rank percentiles."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject


class PaintCounter(QObject):
    """Counts a widget's paint events (to be sure each measured step was repainted)."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Count, never filter."""
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def percentile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def percentiles(values: Sequence[float]) -> tuple[float, float]:
    """The median and the 95th percentile of ``values`` (nearest rank)."""
    return percentile(values, 0.5), percentile(values, 0.95)
