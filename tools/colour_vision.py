"""Show a picture as an eye with a colour-vision deficiency sees it.

    uv run python tools/colour_vision.py PICTURE.png [--kind deuteranopia] [--out OUT.png]

Applies the simulation of Machado, Oliveira & Fernandes (2009), "A Physiologically-based
Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6)), at severity 1.0 (a
dichromat): a 3×3 matrix on linear RGB. Kinds: protanopia (no long-wave cones, about 1 %
of men), deuteranopia (no medium-wave cones, about 1 % of men; the milder deuteranomaly
affects about 5 %), tritanopia (rare). Without ``--out`` the picture is written beside the
original as ``NAME-KIND.png``; ``--kind all`` writes the three.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

#: Machado et al. (2009), severity 1.0, for linear RGB.
MATRICES: dict[str, NDArray[np.float64]] = {
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "tritanopia": np.array(
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ]
    ),
}


def to_linear(srgb: NDArray[np.float64]) -> NDArray[np.float64]:
    """sRGB channels (0–1) made linear."""
    linear: NDArray[np.float64] = np.where(
        srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4
    )
    return linear


def to_srgb(linear: NDArray[np.float64]) -> NDArray[np.float64]:
    """Linear channels (clipped to 0–1) encoded as sRGB."""
    clipped = np.clip(linear, 0.0, 1.0)
    srgb: NDArray[np.float64] = np.where(
        clipped <= 0.0031308, clipped * 12.92, 1.055 * clipped ** (1 / 2.4) - 0.055
    )
    return srgb


def simulate(rgb: NDArray[np.uint8], kind: str) -> NDArray[np.uint8]:
    """``rgb`` (… × 3, 0–255) as a dichromat of ``kind`` sees it (same shape)."""
    linear = to_linear(rgb.astype(np.float64) / 255.0)
    seen = to_srgb(linear @ MATRICES[kind].T)
    return np.round(seen * 255.0).astype(np.uint8)


def simulate_colour(hex_colour: str, kind: str) -> str:
    """One ``#rrggbb`` colour as a dichromat of ``kind`` sees it."""
    value = hex_colour.lstrip("#")
    rgb = np.array([[int(value[i : i + 2], 16) for i in (0, 2, 4)]], dtype=np.uint8)
    r, g, b = simulate(rgb, kind)[0]
    return f"#{r:02x}{g:02x}{b:02x}"


def simulate_file(source: Path, kind: str, out: Path) -> Path:
    """Write ``source`` (a picture Qt can read) as seen by ``kind`` to ``out`` (PNG)."""
    from PySide6.QtGui import QImage

    image = QImage(str(source))
    if image.isNull():
        raise OSError(f"{source}: not a picture that can be read")
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * height)
    rgb = raw.reshape(height, stride)[:, : width * 3].reshape(height, width, 3)
    seen = np.ascontiguousarray(simulate(rgb, kind))
    result = QImage(seen.data, width, height, width * 3, QImage.Format.Format_RGB888)
    if not result.copy().save(str(out)):
        raise OSError(f"{out}: cannot be written")
    return out


def main(argv: list[str] | None = None) -> int:
    """The command line: see the module's description."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("picture", type=Path)
    parser.add_argument("--kind", choices=[*MATRICES, "all"], default="deuteranopia")
    parser.add_argument("--out", type=Path, help="the picture to write (one kind only)")
    args = parser.parse_args(argv)
    kinds = list(MATRICES) if args.kind == "all" else [args.kind]
    if args.out is not None and len(kinds) > 1:
        parser.error("--out names one picture: choose one --kind")
    try:
        for kind in kinds:
            out = args.out or args.picture.with_name(f"{args.picture.stem}-{kind}.png")
            print("wrote", simulate_file(args.picture, kind, out))
    except OSError as problem:
        print(f"colour_vision: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
