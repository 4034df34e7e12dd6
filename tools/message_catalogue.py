"""Mark every message template for translation, and keep the translations made so far.

Every message the engines, the map, the save files and the editor report is defined once,
beside the code that raises it, by ``messages.define(key, english)``; ``messages.ENGLISH``
holds them all. Qt's lupdate finds only strings written in calls, so this imports every
module of the package (which defines every key) and writes
``src/eighty_days/ui/common/message_catalogue.py``: one call per template, in the context
of its key, with a count where the template changes with one (``%n``, ``(s)``: the ``.ts``
asks for its plural forms). ``ui/common/message_text.py`` translates ``ENGLISH[key]`` in
the context ``key`` at run time. It also gives a template that has no entry in a ``.ts``
yet the translation the same English already has there under a context that is gone: the
former shared context ``Messages`` (a branch made before this tool) or a key renamed since.

``tools/update_translations.sh`` runs this first, then lupdate and lrelease, so after
adding, changing or removing a ``define`` (or after a merge) one command does it all:

    tools/update_translations.sh

(or ``uv run python tools/message_catalogue.py`` for the module alone).
``tests/i18n/test_message_catalogue.py`` fails while the module is out of step.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import json
import os
import pkgutil
import sys
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path

from eighty_days.messages import ENGLISH, has_plural_forms

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "eighty_days"
MODULE = ROOT / "src" / PACKAGE / "ui" / "common" / "message_catalogue.py"
TRANSLATIONS = ROOT / "src" / PACKAGE / "translations"
#: The context every template shared before the catalogue (kept in other branches' .ts).
LEGACY_CONTEXT = "Messages"
#: The longest line of the written module (the project's line length).
LINE_LENGTH = 100
#: Modules that are not imported: running them starts the program.
NOT_IMPORTED = ("__main__",)

HEADER = '''"""Every message template (``messages.ENGLISH``), marked for translation: the
context is the message's key, the source its English template; a template that changes
with a count (``%n``, ``(s)``) is marked with one, so that its translation has plural
forms. lupdate reads this file (``tools/update_translations.sh``); the program does not
import it, since ``message_text.template_text`` translates ``ENGLISH[key]`` in the context
``key`` itself.

Written by ``tools/message_catalogue.py`` (do not edit by hand);
``tests/i18n/test_message_catalogue.py`` fails while it is out of step with the defined
messages.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

'''


def define_every_message() -> dict[str, str]:
    """Import every module of the package (the UI too, offscreen) and return every defined
    key with its English template; a module that cannot be imported stops the tool."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    package = importlib.import_module(PACKAGE)
    for info in pkgutil.walk_packages(package.__path__, PACKAGE + "."):
        if info.name.rsplit(".", 1)[-1] not in NOT_IMPORTED:
            importlib.import_module(info.name)
    return dict(ENGLISH)


def translatable(english: Mapping[str, str]) -> dict[str, str]:
    """The templates to translate, by key in key order (an empty template has no words)."""
    return {key: english[key] for key in sorted(english) if english[key].strip()}


def _literal(text: str) -> str:
    """``text`` as a Python string literal, quoted as the project's formatter quotes it."""
    if '"' in text and "'" not in text:
        return "'" + json.dumps(text, ensure_ascii=False)[1:-1].replace('\\"', '"') + "'"
    return json.dumps(text, ensure_ascii=False)


def _pieces(text: str, width: int) -> list[str]:
    """``text`` as literals of at most ``width`` characters each, split after spaces (one
    literal if it fits; a word longer than ``width`` stays whole)."""
    if len(_literal(text)) <= width:
        return [_literal(text)]
    words = text.split(" ")
    parts = [word + " " for word in words[:-1]] + [words[-1]]
    pieces: list[str] = []
    current = ""
    for part in parts:
        if current and len(_literal(current + part)) > width:
            pieces.append(current)
            current = part
        else:
            current += part
    if current:
        pieces.append(current)
    return [_literal(piece) for piece in pieces]


def entry_text(key: str, template: str) -> str:
    """The call that marks ``template`` in the context ``key`` (laid out as the project's
    formatter lays it out, lines at most ``LINE_LENGTH`` long where the words allow)."""
    if has_plural_forms(template):
        function, extra = "QCoreApplication.translate", ["None", "1"]
    else:
        function, extra = "QT_TRANSLATE_NOOP", []
    arguments = [_literal(key), _literal(template), *extra]
    one_line = f"{function}({', '.join(arguments)})"
    if len(one_line) <= LINE_LENGTH:
        return one_line + "\n"
    hugged = "    " + ", ".join(arguments)
    if len(hugged) <= LINE_LENGTH:
        return f"{function}(\n{hugged}\n)\n"
    lines = [f"{function}(\n", f"    {_literal(key)},\n"]
    lines.extend(f"    {piece}\n" for piece in _pieces(template, LINE_LENGTH - len("    ,")))
    lines[-1] = lines[-1][:-1] + ",\n"
    lines.extend(f"    {argument},\n" for argument in extra)
    lines.append(")\n")
    return "".join(lines)


def module_text(english: Mapping[str, str]) -> str:
    """The text of the catalogue module for the templates ``english`` (key → English)."""
    return HEADER + "".join(
        entry_text(key, template) for key, template in translatable(english).items()
    )


def _finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return False
    texts = [form.text or "" for form in translation.iter("numerusform")] or [
        translation.text or ""
    ]
    return all(text.strip() for text in texts)


def carry_translations(ts: Path, english: Mapping[str, str]) -> list[str]:
    """Give each template of ``english`` that has no finished entry in its key's context of
    the translation source ``ts`` the finished translation the same English has there under a
    context that is gone (``LEGACY_CONTEXT``, or a key no longer defined); write ``ts`` if
    any was carried (lupdate rewrites it in its own layout and drops the gone contexts).
    Returns the keys that were given a translation."""
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {context.findtext("name") or "": context for context in root.iter("context")}
    present = {
        (name, message.findtext("source") or ""): message
        for name, context in contexts.items()
        for message in context.iter("message")
    }
    gone: dict[str, ET.Element] = {}
    for name, context in sorted(contexts.items(), key=lambda item: item[0] != LEGACY_CONTEXT):
        if name == LEGACY_CONTEXT or ("." in name and " " not in name and name not in english):
            for message in context.iter("message"):
                if _finished(message):
                    gone.setdefault(message.findtext("source") or "", message)
    carried = []
    for key, template in translatable(english).items():
        mine = present.get((key, template))
        if (mine is not None and _finished(mine)) or template not in gone:
            continue
        own = contexts.get(key)
        if own is None:
            own = contexts[key] = ET.SubElement(root, "context")
            ET.SubElement(own, "name").text = key
        if mine is not None:
            own.remove(mine)
        message = copy.deepcopy(gone[template])
        for location in message.findall("location"):
            message.remove(location)
        if has_plural_forms(template):
            message.set("numerus", "yes")
        own.append(message)
        carried.append(key)
    if carried:
        ET.indent(tree, space="    ")
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return carried


def _language(ts: Path) -> str:
    """The language code of the translation source ``ts`` ("de" for ``language="de_DE"``)."""
    return (ET.parse(ts).getroot().get("language") or "").split("_")[0]


def union_translations(ts: Path, other: Path) -> int:
    """Add to the translation source ``ts`` every finished translation of ``other`` (the
    same language's ``.ts`` of another branch, at a merge) that ``ts`` lacks or has
    unfinished; write ``ts`` if any was added. Returns how many were added (lupdate later
    drops those the code no longer has)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {context.findtext("name") or "": context for context in root.iter("context")}
    added = 0
    for their_context in ET.parse(other).getroot().iter("context"):
        name = their_context.findtext("name") or ""
        for theirs in their_context.iter("message"):
            if not _finished(theirs):
                continue
            source = theirs.findtext("source") or ""
            own = contexts.get(name)
            if own is None:
                own = contexts[name] = ET.SubElement(root, "context")
                ET.SubElement(own, "name").text = name
            mine = next(
                (m for m in own.iter("message") if (m.findtext("source") or "") == source), None
            )
            if mine is not None and _finished(mine):
                continue
            if mine is not None:
                own.remove(mine)
            own.append(copy.deepcopy(theirs))
            added += 1
    if added:
        ET.indent(tree, space="    ")
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return added


def main(argv: list[str] | None = None) -> int:
    """Write the catalogue module and carry the translations of every language's ``.ts``
    (after adding those of the ``.ts`` files named by ``--union``, a merged branch's); say
    how many templates it marks and how many translations it added and carried."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--union",
        nargs="+",
        type=Path,
        default=[],
        metavar="TS",
        help="another branch's .ts: its finished translations that ours lack are added "
        "to our .ts of the same language first",
    )
    arguments = parser.parse_args(argv)
    english = define_every_message()
    MODULE.write_text(module_text(english), encoding="utf-8")
    marked = translatable(english)
    plural = sum(has_plural_forms(template) for template in marked.values())
    print(f"{MODULE.relative_to(ROOT)}: {len(marked)} templates ({plural} with plural forms)")
    ours = {_language(ts): ts for ts in sorted(TRANSLATIONS.glob("*.ts"))}
    for other in arguments.union:
        target = ours.get(_language(other))
        if target is None:
            print(f"{other}: no .ts of its language ({_language(other)!r}) here", file=sys.stderr)
            return 2
        added = union_translations(target, other)
        print(f"{target.relative_to(ROOT)}: {added} translations added from {other}")
    for ts in ours.values():
        carried = carry_translations(ts, english)
        if carried:
            print(f"{ts.relative_to(ROOT)}: {len(carried)} translations carried to their keys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
