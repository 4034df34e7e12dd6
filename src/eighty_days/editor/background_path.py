"""The tracing image's path as a map file keeps it: relative to the map file's folder.

A map remembers its tracing image by path (``Background.image``): relative to the map
file's folder when the image lies in it or below, else absolute. An image chosen before
the map's first save, or a map saved into another folder (Save As), needs its path
written again for the new file, so that it still names the same image.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from eighty_days.sheet.model import SheetMap


def image_file(image: str, map_path: Path | None) -> Path:
    """The absolute file ``image`` names for a map kept in ``map_path`` (a map not yet
    saved: relative to the working folder, as the editor reads it)."""
    path = Path(image)
    if not path.is_absolute():
        path = (map_path.parent if map_path is not None else Path.cwd()) / path
    return Path(os.path.abspath(path))


def image_for_file(image: str, old_map: Path | None, new_map: Path) -> str:
    """The path the map file ``new_map`` keeps for the image that ``image`` names in the
    map ``old_map`` (``None``: not saved yet): relative to ``new_map``'s folder if the
    image lies there or below, else absolute. A name no file can have stays as it is."""
    if "\0" in image:
        return image
    file = image_file(image, old_map)
    folder = Path(os.path.abspath(new_map.parent))
    try:
        return file.relative_to(folder).as_posix()
    except ValueError:
        return str(file)


def rebased(sheet: SheetMap, old_map: Path | None, new_map: Path) -> SheetMap:
    """``sheet`` with its tracing image's path written for the file ``new_map`` (see
    ``image_for_file``); the very same map if that path does not change."""
    background = sheet.background
    if background is None:
        return sheet
    image = image_for_file(background.image, old_map, new_map)
    if image == background.image:
        return sheet
    return replace(sheet, background=replace(background, image=image))
