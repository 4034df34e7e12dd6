"""Tidy the Linux bundle's ELF files after PyInstaller: strip them, drop build-machine
library paths, and make shared libraries non-executable.

    python packaging/tidy_bundle.py BUNDLE_FOLDER

- **strip**: binutils' ``strip --strip-unneeded`` for ordinary files. The libraries that
  auditwheel patched into the wheels' ``*.libs`` folders (OpenBLAS, GEOS, gfortran) break
  under binutils' strip ("ELF load command address/offset not page-aligned": it moves the
  segments patchelf added), so those go through elfutils' ``eu-strip``, which keeps the
  layout of every loaded segment and only drops the symbol tables.
- **RUNPATH/RPATH**: entries that name the build machine (``/root/.pyenv/...``,
  ``/usr/local/lib64``) are removed with ``chrpath``; ``$ORIGIN``-relative ones stay
  (they are how the wheels find their own libraries).
- **modes**: shared libraries and Python extension modules become 0644 (the loader maps
  them; only the program itself is executed).

Each step needs its tool (``strip``, ``eu-strip``, ``chrpath``); a missing tool is
reported and the step left out, so the bundle still builds on a bare machine.
"""

from __future__ import annotations

import argparse
import re
import shutil
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
#: A shared library or extension module by name: ``libfoo.so``, ``libfoo.so.6.11``.
SHARED_OBJECT = re.compile(r"\.so(\.\d+)*$")
RUNPATH_LINE = re.compile(r"\b(RPATH|RUNPATH)=(\S*)")
BINUTILS_STRIP = ("--strip-unneeded", "--remove-section=.comment", "--remove-section=.note")


@dataclass
class TidyReport:
    """What ``tidy`` did, for the build log."""

    stripped_bytes: int = 0
    stripped_files: int = 0
    runpaths_changed: int = 0
    modes_changed: int = 0
    missing_tools: tuple[str, ...] = ()

    def summary(self) -> str:
        """One line for the build log."""
        text = (
            f"tidy: {self.stripped_files} files stripped ({self.stripped_bytes // 1024} KiB), "
            f"{self.runpaths_changed} library paths cleaned, "
            f"{self.modes_changed} libraries made non-executable"
        )
        if self.missing_tools:
            text += f"; not found: {', '.join(self.missing_tools)} (those steps left out)"
        return text


def elf_files(folder: Path) -> list[Path]:
    """Every regular ELF file under ``folder`` (symbolic links left out), sorted."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as stream:
            if stream.read(4) == ELF_MAGIC:
                found.append(path)
    return found


def patched_by_auditwheel(path: Path, folder: Path) -> bool:
    """Whether ``path`` lies in a wheel's ``*.libs`` folder (patched by auditwheel)."""
    return any(part.endswith(".libs") for part in path.relative_to(folder).parts)


def kept_runpath(value: str) -> str:
    """The ``$ORIGIN``-relative entries of a RUNPATH/RPATH value, ``:``-joined."""
    entries = [entry for entry in value.split(":") if entry]
    return ":".join(entry for entry in entries if entry.startswith(("$ORIGIN", "${ORIGIN}")))


def _strip(path: Path, folder: Path, tools: dict[str, str | None]) -> int | None:
    """Strip one file; bytes saved, or None when its tool is missing."""
    tool = tools["eu-strip"] if patched_by_auditwheel(path, folder) else tools["strip"]
    if tool is None:
        return None
    before = path.stat().st_size
    if tool == tools["eu-strip"]:
        command = [tool, "--remove-comment", str(path)]
    else:
        # As Debian's dh_strip: the unneeded symbols, the compiler's .comment and .note.
        command = [tool, *BINUTILS_STRIP, str(path)]
    subprocess.run(command, check=True, capture_output=True)
    return before - path.stat().st_size


def _clean_runpath(path: Path, chrpath: str) -> bool:
    """Remove the build machine's entries from ``path``'s RUNPATH; whether it changed."""
    listing = subprocess.run([chrpath, "-l", str(path)], capture_output=True, text=True)
    match = RUNPATH_LINE.search(listing.stdout)
    if match is None:
        return False
    value = match.group(2)
    kept = kept_runpath(value)
    if kept == value:
        return False
    if kept:  # in place: the new value is never longer than the old one
        subprocess.run([chrpath, "-r", kept, str(path)], check=True, capture_output=True)
    else:
        subprocess.run([chrpath, "-d", str(path)], check=True, capture_output=True)
    return True


def tidy(folder: Path, program_name: str = "eighty-days") -> TidyReport:
    """Strip, clean library paths and set modes of every ELF file in the bundle ``folder``."""
    tools = {name: shutil.which(name) for name in ("strip", "eu-strip", "chrpath")}
    report = TidyReport(missing_tools=tuple(name for name, found in tools.items() if not found))
    for path in elf_files(folder):
        saved = _strip(path, folder, tools)
        if saved is not None:
            report.stripped_files += 1
            report.stripped_bytes += saved
        chrpath = tools["chrpath"]
        if chrpath is not None and _clean_runpath(path, chrpath):
            report.runpaths_changed += 1
        if SHARED_OBJECT.search(path.name) and path.name != program_name:
            mode = path.stat().st_mode
            if mode & 0o111:
                path.chmod(stat.S_IMODE(mode) & ~0o111)
                report.modes_changed += 1
    return report


def main() -> int:
    """Command line: the bundle folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the one-folder bundle")
    args = parser.parse_args()
    if not args.bundle.is_dir():
        print(f"tidy_bundle: no folder {args.bundle}", file=sys.stderr)
        return 2
    print(tidy(args.bundle).summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
