r"""Make the manual page ``eighty-days(6)`` from the command line's own ``--help`` output.

    python packaging/make_manpage.py PROGRAM [--date YYYY-MM-DD] [--out FILE]

runs ``PROGRAM --help`` and ``PROGRAM COMMAND --help`` for every command the first one
lists, and turns argparse's text into roff: NAME and SYNOPSIS from the usage line,
DESCRIPTION from the description, OPTIONS, and one COMMANDS subsection per command with
its usage, description, arguments and options, so the page says what the program's
``--help`` says. Only FILES and ENVIRONMENT (the folders the program keeps its data in and
the variables it reads) are written here. Every hyphen-minus is roff's ``\-``, so a name
copied from the page is typed right. Without ``--out`` the page goes to stdout.
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

#: argparse's section headings ("options:", "positional arguments:").
HEADING = re.compile(r"^(\S[^:]*):$")
#: An entry line: two or four spaces, the term, then (after two spaces) its help.
ENTRY = re.compile(r"^( {2}| {4})(\S.*?)(?: {2,}(\S.*))?$")
PAGE_WIDTH_COLUMNS = "80"

#: FILES: (path, what the program keeps there). The data folder is saves/files.py's
#: data_dir(); the settings are Qt's per-user store of settings.py's default_store().
FILES = (
    (
        "$XDG_DATA_HOME/eighty-days/",
        "The data folder (default ~/.local/share/eighty-days/; $EIGHTY_DAYS_DATA_DIR "
        "replaces it): saves/ (games saved by hand), album/, stats.sqlite (the "
        "statistics), recent-games.json, daily-starts.json and settings.json.",
    ),
    (
        "$XDG_DATA_HOME/eighty-days/in-progress/",
        "The games in progress, saved after every move, to be continued from the "
        "list of games in progress.",
    ),
    (
        "$XDG_DATA_HOME/eighty-days/autosave/",
        "The one autosave of each game kept by earlier versions; it is moved into "
        "in-progress/ at the next start.",
    ),
    (
        "$XDG_CONFIG_HOME/Eighty Days/Eighty Days.conf",
        "The settings (default ~/.config/Eighty Days/Eighty Days.conf): language, text "
        "size, motion, window sizes.",
    ),
    (
        "$XDG_CACHE_HOME/eighty-days/translations/",
        "Translations compiled at first use (default ~/.cache/eighty-days/translations/).",
    ),
)
#: ENVIRONMENT: (variable, what the program does with it). Every variable the program reads.
ENVIRONMENT = (
    ("EIGHTY_DAYS_DATA_DIR", "The data folder, instead of $XDG_DATA_HOME/eighty-days."),
    ("XDG_DATA_HOME", "The base of the data folder (default ~/.local/share)."),
    ("XDG_CONFIG_HOME", "The base of the settings file (default ~/.config)."),
    ("XDG_CACHE_HOME", "The base of the translations' cache (default ~/.cache)."),
    (
        "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
        "The language shown (English or German) until one is chosen in Settings.",
    ),
    (
        "QT_QPA_PLATFORM",
        "Qt's window system: xcb, wayland, or offscreen (no window; --self-test uses it).",
    ),
    (
        "DISPLAY, WAYLAND_DISPLAY",
        "The display the window opens on; without either on Linux the program says so and stops.",
    ),
    (
        "XDG_CURRENT_DESKTOP",
        "The desktop, to tell whether its setting for fewer animations can be read.",
    ),
)


@dataclass
class HelpSection:
    """One argparse section: its heading and (term, help) entries, nested ones indented."""

    title: str
    entries: list[tuple[str, str, int]] = field(default_factory=list)


@dataclass
class HelpText:
    """argparse's ``--help`` output taken apart."""

    usage: str
    description: str
    sections: list[HelpSection]


def parse_help(text: str) -> HelpText:
    """Split argparse's ``--help`` output into usage, description and sections."""
    blocks = [block for block in re.split(r"\n\s*\n", text.strip("\n")) if block.strip()]
    if not blocks or not blocks[0].startswith("usage:"):
        raise ValueError("the help text does not start with 'usage:'")
    usage = " ".join(blocks[0].removeprefix("usage:").split())
    description_parts: list[str] = []
    sections: list[HelpSection] = []
    for block in blocks[1:]:
        lines = block.splitlines()
        heading = HEADING.match(lines[0])
        if heading is None:
            description_parts.append(" ".join(block.split()))
            continue
        section = HelpSection(heading.group(1))
        for line in lines[1:]:
            entry = ENTRY.match(line)
            deep = len(line) - len(line.lstrip(" "))
            if entry is not None and deep <= 4:
                level = 0 if len(entry.group(1)) == 2 else 1
                section.entries.append((entry.group(2), entry.group(3) or "", level))
            elif section.entries:  # a continuation of the last entry's help
                term, help_text, level = section.entries[-1]
                section.entries[-1] = (term, f"{help_text} {line.strip()}".strip(), level)
        sections.append(section)
    return HelpText(usage, "\n".join(description_parts), sections)


def commands_of(top: HelpText) -> list[str]:
    """The command names the top-level help lists under its COMMAND argument."""
    names: list[str] = []
    for section in top.sections:
        names += [term for term, _, level in section.entries if level == 1]
    return names


def roff_text(text: str) -> str:
    """Escape plain text for roff: backslashes, every hyphen-minus as ``\\-`` (an option,
    a command or a path is typed as shown), and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def roff_term(term: str) -> str:
    """An option or argument name in bold."""
    return "\\fB" + roff_text(term) + "\\fR"


def usage_text(usage: str) -> str:
    """A usage line."""
    return roff_text(usage)


def _described(entries: tuple[tuple[str, str], ...]) -> list[str]:
    """Tagged paragraphs: each term in bold, its text below."""
    lines: list[str] = []
    for term, text in entries:
        lines += [".TP", roff_term(term), roff_text(text)]
    return lines


def _entries(section: HelpSection) -> list[str]:
    lines: list[str] = []
    for term, help_text, level in section.entries:
        if level == 1:
            continue  # commands get their own subsections
        lines += [".TP", roff_term(term), roff_text(help_text) if help_text else "\\&"]
    return lines


def manpage(
    program: str, top: HelpText, commands: dict[str, HelpText], version: str, date: str
) -> str:
    """The roff source of ``eighty-days(6)``."""
    summary = re.split(r"(?<=\.)\s", top.description, maxsplit=1)[0].rstrip(".")
    name = Path(program).name
    title = roff_text(name.upper())
    lines = [
        f'.TH {title} 6 "{date}" "{roff_text(name)} {version}" "Games"',
        ".SH NAME",
        f"{roff_text(name)} \\- {roff_text(summary)}",
        ".SH SYNOPSIS",
        ".nh",
        ".ad l",
        roff_term(top.usage.split(" ", 1)[0]) + " " + usage_text(top.usage.split(" ", 1)[1]),
    ]
    lines += [f".br\n{roff_term(name)} {roff_term(command)} [...]" for command in commands]
    lines += [".ad", ".hy", ".SH DESCRIPTION"]
    for paragraph in top.description.split("\n"):
        lines += [roff_text(paragraph), ".PP"]
    lines.pop()
    for section in top.sections:
        if section.title == "options":
            lines += [".SH OPTIONS", *_entries(section)]
    lines.append(".SH COMMANDS")
    for command, help_text in commands.items():
        lines += [f'.SS "{roff_text(name)} {roff_text(command)}"', ".nh", ".ad l"]
        lines += [usage_text(help_text.usage), ".ad", ".hy", ".PP"]
        lines += [roff_text(paragraph) for paragraph in help_text.description.split("\n")]
        for section in help_text.sections:
            if any(level == 0 for _, _, level in section.entries):
                lines += [".PP", f"\\fI{roff_text(section.title)}\\fR:", *_entries(section)]
    lines += [".SH FILES", *_described(FILES)]
    lines += [".SH ENVIRONMENT", *_described(ENVIRONMENT)]
    named = roff_text(name)
    lines += [
        ".SH SEE ALSO",
        f"\\fB{named} \\-\\-help\\fR and \\fB{named} \\fICOMMAND\\fB \\-\\-help\\fR "
        "print the same text.",
    ]
    return "\n".join(lines) + "\n"


def run_help(program: str, *arguments: str) -> str:
    """``PROGRAM [arguments] --help`` at 80 columns, offscreen."""
    environment = {**os.environ, "COLUMNS": PAGE_WIDTH_COLUMNS, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [program, *arguments, "--help"],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    return result.stdout


def main() -> int:
    """Command line: the program to ask, the page's date, the output file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the eighty-days executable")
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    parser.add_argument("--out", type=Path, help="write here instead of stdout")
    args = parser.parse_args()
    version_line = subprocess.run(
        [args.program, "--version"], capture_output=True, text=True, check=True
    ).stdout.split()
    top = parse_help(run_help(args.program))
    commands = {name: parse_help(run_help(args.program, name)) for name in commands_of(top)}
    if not commands:
        print("make_manpage: the help lists no commands", file=sys.stderr)
        return 1
    page = manpage(args.program, top, commands, version_line[-1], args.date)
    if args.out is None:
        sys.stdout.write(page)
    else:
        args.out.write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
