"""Render the application icon from ``icons/eighty-days.svg``: PNGs, ``.ico`` and ``.icns``.

Run as ``python packaging/make_icons.py [--out FOLDER] [--platform-only]`` (Qt offscreen,
no display needed).
The PNGs go to ``icons/png/eighty-days-<size>.png`` in the freedesktop ``hicolor`` sizes;
the Windows ``.ico`` and macOS ``.icns`` hold PNG images (both formats allow it), written
here byte by byte so no image library beyond Qt is needed.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent / "icons"
SVG = ICONS / "eighty-days.svg"
#: The copies the program itself loads (window icon, About box).
PACKAGE_ICONS = ICONS.parents[1] / "src" / "eighty_days" / "ui" / "common" / "icons"
PACKAGE_SIZES = (16, 32, 48, 64, 128, 256)

#: The freedesktop hicolor theme sizes the .deb installs.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: .icns chunk types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render_png(size: int) -> bytes:
    """The icon drawn at ``size`` × ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` file holding the PNG images (sizes up to 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory = b""
    payload = b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + directory + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` file holding the PNG images in the chunk types that take PNG."""
    chunks = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png
        for size, png in sorted(pngs.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def make_icons(out: Path, platform_only: bool = False) -> list[Path]:
    """Write every icon file into ``out`` (PNGs in ``out/png``); returns the paths written.

    ``platform_only`` writes just the ``.ico`` and ``.icns`` (what a build needs) and
    leaves the committed PNGs alone: another Qt build antialiases a few pixels
    differently, which would show as changed files after every build.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *ICNS_TYPES})
    pngs = {size: render_png(size) for size in sizes}
    written: list[Path] = []
    for size in () if platform_only else HICOLOR_SIZES:
        (out / "png").mkdir(parents=True, exist_ok=True)
        path = out / "png" / f"eighty-days-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    for size in () if platform_only else PACKAGE_SIZES:
        PACKAGE_ICONS.mkdir(parents=True, exist_ok=True)
        path = PACKAGE_ICONS / f"eighty-days-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / "eighty-days.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out / "eighty-days.icns"
    icns.write_bytes(icns_bytes({size: pngs[size] for size in ICNS_TYPES}))
    return [*written, ico, icns]


def main() -> int:
    """Command line: ``--out`` (default: ``packaging/icons``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS, help="folder to write into")
    parser.add_argument(
        "--platform-only",
        action="store_true",
        help="write only the .ico and .icns, not the committed PNGs (what build.sh does)",
    )
    args = parser.parse_args()
    for path in make_icons(args.out, platform_only=args.platform_only):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
