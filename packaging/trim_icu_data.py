"""Make a smaller ICU data library for the Linux bundle (ICU's "data customisation").

Qt's Linux wheels link ICU, whose data library (``libicudata.so.73``, 31 MB) holds the
locale data of every language, CJK text converters, dictionaries and transliterators.
The program is in English and its translations' languages (German) and uses ICU only
through Qt (collation, time zones, case mapping), so this keeps the root and those
languages' locale data, the collation base, the time-zone tables and the small
converters, and drops the rest:

    python packaging/trim_icu_data.py BUNDLE_FOLDER

finds ``libicudata.so.*`` in the bundle, takes its data package out, removes items with
ICU's ``icupkg`` (package icu-devtools) and links the rest into a new library of the
same name with ``cc``. Without ``icupkg`` or ``cc`` it leaves the bundle as it is.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: The program's translations (``eighty_days_<code>.ts``, one per language besides English).
TRANSLATIONS = Path(__file__).resolve().parents[1] / "src" / "eighty_days" / "translations"
#: Locales whose data stays (with their regional variants), besides ``root``: the
#: program's languages.
KEPT_LOCALES = (
    "en",
    *sorted(
        path.stem.removeprefix("eighty_days_") for path in TRANSLATIONS.glob("eighty_days_*.ts")
    ),
)
#: Converters (``.cnv``) larger than this are CJK or EBCDIC tables the program never uses.
MAX_CONVERTER_BYTES = 48 * 1024
#: Item folders that go entirely, whatever the locale: Qt never asks ICU for
#: transliteration, or for the names of currencies, units, languages and regions or
#: spelled-out numbers (QLocale has its own CLDR tables for those).
DROPPED_FOLDERS = ("translit/", "curr/", "unit/", "lang/", "region/", "rbnf/")
#: Items that go by name: Unicode character names and break-iterator dictionaries.
DROPPED_NAMES = re.compile(r"(^|/)(unames\.icu|[a-z]+dict\.dict)$")
#: Items kept whatever their locale looks like: the package's index and shared keys.
ALWAYS_KEPT = re.compile(r"(^|/)(res_index\.res|pool\.res|root\.res|ucadata\.icu)$")
LOCALE_ITEM = re.compile(r"(^|/)([a-z]{2,3})(_[A-Za-z0-9_]+)?\.res$")
DEPENDS_ON_MISSING = re.compile(r"Item (\S+) depends on missing item")
MAX_ROUNDS = 10
LOCALE_FOLDERS = ("", "coll/", "zone/")


def dropped(item: str, size: int) -> bool:
    """Whether the package item ``item`` (``size`` bytes) is left out."""
    if item.startswith(DROPPED_FOLDERS):
        return True
    if ALWAYS_KEPT.search(item):
        return False
    if DROPPED_NAMES.search(item):
        return True
    if item.endswith(".cnv"):
        return size > MAX_CONVERTER_BYTES
    folder = item.rsplit("/", 1)[0] + "/" if "/" in item else ""
    match = LOCALE_ITEM.search(item)
    if folder in LOCALE_FOLDERS and match is not None:
        return match.group(2) not in KEPT_LOCALES
    return False


def data_symbol_offset(library: Path) -> tuple[str, int] | None:
    """The ``icudtNN_dat`` symbol of ``library`` and its file offset (None if unclear)."""
    symbols = subprocess.run(
        ["nm", "-D", "--defined-only", str(library)], capture_output=True, text=True, check=True
    ).stdout
    match = re.search(r"^([0-9a-f]+) [A-Za-z] (icudt\d+_dat)$", symbols, re.MULTILINE)
    if match is None:
        return None
    address = int(match.group(1), 16)
    segments = subprocess.run(
        ["readelf", "-lW", str(library)], capture_output=True, text=True, check=True
    ).stdout
    for line in segments.splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"]:
            offset, virtual, size = int(fields[1], 16), int(fields[2], 16), int(fields[4], 16)
            if virtual <= address < virtual + size:
                return match.group(2), address - virtual + offset
    return None


def trim(library: Path, work: Path) -> int:
    """Replace ``library`` by a trimmed build of itself; returns the bytes saved."""
    found = data_symbol_offset(library)
    if found is None:
        print(f"trim_icu_data: no ICU data symbol in {library}; left as it is")
        return 0
    symbol, offset = found
    # icupkg takes the package's name ("icudt73l": little-endian ASCII) from the file name.
    name = symbol.removesuffix("_dat") + ("l" if sys.byteorder == "little" else "b") + ".dat"
    (work / "full").mkdir()
    package = work / "full" / name
    package.write_bytes(library.read_bytes()[offset:])
    listing = subprocess.run(
        ["icupkg", "-l", str(package)], capture_output=True, text=True, check=True
    ).stdout.split()
    extracted = work / "items"
    extracted.mkdir()
    (work / "all.txt").write_text("\n".join(listing) + "\n", encoding="ascii")
    subprocess.run(
        ["icupkg", "-d", str(extracted), "-x", str(work / "all.txt"), str(package)],
        check=True,
        capture_output=True,
    )
    removed = {item for item in listing if dropped(item, (extracted / item).stat().st_size)}
    (work / "trimmed").mkdir()
    trimmed = work / "trimmed" / name
    for _ in range(MAX_ROUNDS):
        # An item that needs a removed one goes too (icupkg names them and refuses).
        (work / "removed.txt").write_text("\n".join(sorted(removed)) + "\n", encoding="ascii")
        result = subprocess.run(
            ["icupkg", "-r", str(work / "removed.txt"), str(package), str(trimmed)],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode == 0:
            break
        dependants = set(DEPENDS_ON_MISSING.findall(result.stdout + result.stderr))
        if not dependants - removed:
            raise SystemExit(f"trim_icu_data: icupkg failed:\n{result.stdout}{result.stderr}")
        removed |= dependants
    else:
        raise SystemExit("trim_icu_data: the items to remove did not settle")
    source = work / "icudata.c"
    source.write_text(
        "/* ICU data package, trimmed by packaging/trim_icu_data.py */\n"
        f'__asm__(".section .rodata\\n.globl {symbol}\\n.type {symbol},@object\\n'
        f'.balign 16\\n{symbol}:\\n.incbin \\"{trimmed}\\"\\n'
        f'.size {symbol}, .-{symbol}\\n.previous\\n");\n',
        encoding="ascii",
    )
    built = work / library.name
    subprocess.run(
        [
            "cc",
            "-shared",
            "-nostdlib",
            f"-Wl,-soname,{library.name}",
            "-o",
            str(built),
            str(source),
        ],
        check=True,
    )
    before = library.stat().st_size
    shutil.copyfile(built, library)
    print(
        f"trim_icu_data: {library.name}: {len(removed)} of {len(listing)} items removed, "
        f"{before // 1024} KiB -> {library.stat().st_size // 1024} KiB"
    )
    return before - library.stat().st_size


def trim_bundle(bundle: Path) -> int:
    """Trim every ICU data library in ``bundle``; returns the bytes saved (0 if no tools)."""
    missing = [tool for tool in ("icupkg", "cc", "nm", "readelf") if shutil.which(tool) is None]
    if missing:
        print(f"trim_icu_data: {', '.join(missing)} not found; the full ICU data stays")
        return 0
    saved = 0
    for library in sorted(bundle.rglob("libicudata.so.*")):
        if library.is_symlink() or not library.is_file():
            continue
        with tempfile.TemporaryDirectory(prefix="icu-") as folder:
            saved += trim(library, Path(folder))
    return saved


def main() -> int:
    """Command line: the bundle folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the one-folder bundle")
    args = parser.parse_args()
    if not args.bundle.is_dir():
        print(f"trim_icu_data: no folder {args.bundle}", file=sys.stderr)
        return 2
    trim_bundle(args.bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
