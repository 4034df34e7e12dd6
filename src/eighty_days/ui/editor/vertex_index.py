"""Every polygon vertex of a map in one array, for snapping to and picking vertices."""

from __future__ import annotations

import numpy as np

from eighty_days.editor import shape_edits
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import Point, SheetMap


class VertexIndex:
    """Every polygon vertex of a map in one array, for snapping and picking."""

    def __init__(self, sheet: SheetMap) -> None:
        points: list[Point] = []
        for layer in Layer:
            for polygon in shape_edits.polygons_of(sheet, layer):
                points.extend(polygon.exterior)
                for hole in polygon.holes:
                    points.extend(hole)
        self.xy = np.array(points, dtype=np.float64).reshape(-1, 2)

    def nearest(self, point: Point, within: float) -> Point | None:
        """The vertex nearest ``point`` if it lies within ``within``."""
        if len(self.xy) == 0:
            return None
        distances = np.hypot(self.xy[:, 0] - point[0], self.xy[:, 1] - point[1])
        best = int(np.argmin(distances))
        if distances[best] > within:
            return None
        return (float(self.xy[best, 0]), float(self.xy[best, 1]))
