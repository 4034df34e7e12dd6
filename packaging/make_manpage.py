"""Make the manual page ``eighty-days(6)`` from the command line's own ``--help`` output.

    python packaging/make_manpage.py PROGRAM [--date YYYY-MM-DD] [--out FILE]

runs ``PROGRAM --help`` and ``PROGRAM COMMAND --help`` for every command the first one
lists, and turns argparse's text into roff: NAME and SYNOPSIS from the usage line,
DESCRIPTION from the description, OPTIONS, and one COMMANDS subsection per command with
its usage, description, arguments and options. Nothing is written by hand, so the page
says what the program's ``--help`` says. Without ``--out`` the page goes to stdout.
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
    """Escape plain text for roff: backslashes, and a leading dot or quote."""
    text = text.replace("\\", "\\e")
    return "\\&" + text if text.startswith((".", "'")) else text


def minus_signs(text: str) -> str:
    """Dashes as roff minus signs (option names), not hyphens."""
    return text.replace("-", "\\-")


def roff_term(term: str) -> str:
    """An option or argument name in bold, its dashes as roff minus signs."""
    return "\\fB" + minus_signs(roff_text(term)) + "\\fR"


def usage_text(usage: str) -> str:
    """A usage line: options' dashes as minus signs."""
    return minus_signs(roff_text(usage))


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
    title = minus_signs(name.upper())
    lines = [
        f'.TH {title} 6 "{date}" "{name} {version}" "Games"',
        ".SH NAME",
        f"{name} \\- {roff_text(summary)}",
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
        lines += [f'.SS "{name} {command}"', ".nh", ".ad l"]
        lines += [usage_text(help_text.usage), ".ad", ".hy", ".PP"]
        lines += [roff_text(paragraph) for paragraph in help_text.description.split("\n")]
        for section in help_text.sections:
            if any(level == 0 for _, _, level in section.entries):
                lines += [".PP", f"\\fI{roff_text(section.title)}\\fR:", *_entries(section)]
    lines += [
        ".SH SEE ALSO",
        f"\\fB{name} \\-\\-help\\fR and \\fB{name} \\fICOMMAND\\fB \\-\\-help\\fR "
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
