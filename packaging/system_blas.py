"""Let the Linux bundle's numpy use the system's 64-bit BLAS and LAPACK instead of the
copy of OpenBLAS in its wheel (24 MiB, plus 3 MiB of gfortran and quadmath).

numpy's wheel links ``numpy.libs/libscipy_openblas64_-*.so``: OpenBLAS built for every
x86 generation, with its symbols renamed (``cblas_dgemm`` is ``scipy_cblas_dgemm64_``,
``dgesv_`` is ``scipy_dgesv_64_``) and 64-bit integers. Debian and Ubuntu ship the same
interface, 64-bit integers and all, as ``libblas64.so.3`` and ``liblapack64.so.3``
(packages libblas64-3 and liblapack64-3, or OpenBLAS's own libopenblas64-0 through the
alternatives system). This module replaces the wheel's library by a small one of the same
name whose every symbol is a jump to the system's function of the plain name:

    python packaging/system_blas.py BUNDLE_FOLDER

The program itself uses numpy for a few small arrays (the map editor's checks) and never
for linear algebra; shapely passes coordinates through numpy but computes with GEOS. The
symbols are the ones numpy's extension modules import, read from the bundle, so a numpy
update that needs another function is handled, or (when the system lacks it) refused.

Without the system libraries, ``cc`` or ``nm`` it leaves the bundle as it is, and
``EIGHTY_DAYS_BUNDLED_OPENBLAS=1`` keeps the wheel's OpenBLAS on purpose (a bundle for
systems without libblas64-3).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

#: Where Debian-like systems keep the 64-bit BLAS and LAPACK (through alternatives).
SYSTEM_LIBRARY_DIRS = (Path("/usr/lib/x86_64-linux-gnu"), Path("/usr/lib64"), Path("/usr/lib"))
BLAS = "libblas64.so.3"
LAPACK = "liblapack64.so.3"
OPENBLAS = re.compile(r"^libscipy_openblas64_.*\.so$")
#: ``scipy_cblas_dgemm64_`` -> ``cblas_dgemm``; ``scipy_dgesv_64_`` -> ``dgesv_``.
CBLAS_NAME = re.compile(r"^scipy_(cblas_\w+?)64_$")
FORTRAN_NAME = re.compile(r"^scipy_(\w+?_)64_$")
ELF_MAGIC = b"\x7fELF"


@dataclass
class Outcome:
    """What ``use_system_blas`` did, for the build log."""

    replaced: bool
    saved_bytes: int
    message: str


def system_name(symbol: str) -> str | None:
    """The system library's name for a renamed OpenBLAS symbol (None if not renamed)."""
    for pattern in (CBLAS_NAME, FORTRAN_NAME):
        match = pattern.match(symbol)
        if match is not None:
            return match.group(1)
    return None


def _nm(path: Path, *options: str) -> list[str]:
    """The dynamic symbols of ``path`` (names only) that ``nm -D`` lists with ``options``."""
    output = subprocess.run(
        ["nm", "-D", *options, str(path)], capture_output=True, text=True, check=True
    ).stdout
    return [line.split()[-1].split("@")[0] for line in output.splitlines() if line.strip()]


def _needed(path: Path) -> list[str]:
    """The DT_NEEDED sonames of ``path``."""
    output = subprocess.run(
        ["readelf", "-dW", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", output)


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def find_system_library(name: str) -> Path | None:
    """The system's ``name`` (e.g. ``libblas64.so.3``), or None."""
    for folder in SYSTEM_LIBRARY_DIRS:
        candidate = folder / name
        if candidate.exists():
            return candidate
    return None


def trampolines(symbols: dict[str, str]) -> str:
    """x86-64 assembly defining each key as a jump to its value (a tail call: the
    arguments stay in their registers and the system's function returns to the caller)."""
    lines = ["/* numpy's OpenBLAS names -> the system's BLAS/LAPACK (system_blas.py) */", ".text"]
    for name, target in sorted(symbols.items()):
        lines += [
            f".globl {name}",
            f".type {name}, @function",
            f"{name}:",
            f"    jmp {target}@PLT",
            f".size {name}, .-{name}",
        ]
    lines.append('.section .note.GNU-stack,"",@progbits')
    return "\n".join(lines) + "\n"


def use_system_blas(bundle: Path) -> Outcome:
    """Replace the wheel's OpenBLAS in ``bundle`` by jumps into the system's BLAS/LAPACK."""
    if os.environ.get("EIGHTY_DAYS_BUNDLED_OPENBLAS") == "1":
        return Outcome(False, 0, "the wheel's OpenBLAS stays (EIGHTY_DAYS_BUNDLED_OPENBLAS=1)")
    openblas = [
        path
        for path in sorted(bundle.rglob("*"))
        if OPENBLAS.match(path.name) and path.is_file() and not path.is_symlink()
    ]
    if not openblas:
        return Outcome(False, 0, "no OpenBLAS in the bundle")
    if os.uname().machine != "x86_64":
        return Outcome(False, 0, "the wheel's OpenBLAS stays (trampolines are for x86-64)")
    missing_tools = [tool for tool in ("cc", "nm", "readelf") if shutil.which(tool) is None]
    libraries = {name: find_system_library(name) for name in (BLAS, LAPACK)}
    if missing_tools or None in libraries.values():
        absent = missing_tools + [name for name, path in libraries.items() if path is None]
        return Outcome(False, 0, f"the wheel's OpenBLAS stays ({', '.join(absent)} not found)")
    provided = {
        symbol
        for path in libraries.values()
        if path is not None
        for symbol in _nm(path, "--defined-only")
    }
    elf = _elf_files(bundle)
    wanted: dict[str, str] = {}
    for path in elf:
        if path in openblas:
            continue
        for symbol in _nm(path, "--undefined-only"):
            if symbol.startswith("scipy_"):
                target = system_name(symbol)
                if target is None or target not in provided:
                    return Outcome(
                        False, 0, f"the wheel's OpenBLAS stays ({symbol} has no system twin)"
                    )
                wanted[symbol] = target
    before = sum(path.stat().st_size for path in openblas)
    with tempfile.TemporaryDirectory(prefix="blas-") as folder:
        source = Path(folder) / "trampolines.S"
        source.write_text(trampolines(wanted), encoding="ascii")
        for library in openblas:
            built = Path(folder) / library.name
            subprocess.run(
                [
                    "cc",
                    "-shared",
                    f"-Wl,-soname,{library.name}",
                    "-Wl,-z,now",
                    "-Wl,-z,relro",
                    "-Wl,--no-as-needed",
                    "-o",
                    str(built),
                    str(source),
                    *(str(path) for path in libraries.values() if path is not None),
                ],
                check=True,
            )
            shutil.copyfile(built, library)
    saved = before - sum(path.stat().st_size for path in openblas)
    # OpenBLAS's own dependencies (gfortran, quadmath) go when nothing else needs them.
    for _ in range(3):
        elf = _elf_files(bundle)
        needed = {soname for path in elf for soname in _needed(path)}
        orphans = [
            path
            for path in elf
            if path.parent.name.endswith(".libs")
            and path.name not in needed
            and not OPENBLAS.match(path.name)
        ]
        if not orphans:
            break
        for path in orphans:
            saved += path.stat().st_size
            path.unlink()
    # PyInstaller's links to them at the bundle's top go with them.
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() and not path.exists():
            path.unlink()
    return Outcome(
        True,
        saved,
        f"numpy uses the system's {BLAS} and {LAPACK} ({len(wanted)} functions); "
        f"{saved // 1024} KiB saved",
    )


def main() -> int:
    """Command line: the bundle folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the one-folder bundle")
    args = parser.parse_args()
    if not args.bundle.is_dir():
        print(f"system_blas: no folder {args.bundle}", file=sys.stderr)
        return 2
    print(f"system_blas: {use_system_blas(args.bundle).message}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
