"""The German translation is complete, covers every source string and is compiled."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from eighty_days import i18n

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("src/eighty_days/ui", "src/eighty_days/app.py", "src/eighty_days/commands")
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*(?::[^}]*)?\}|%\d|%n")

Message = tuple[str, str]


def messages(ts: Path) -> dict[Message, ET.Element]:
    """Every (context, source) of ``ts`` with its translation element."""
    found: dict[Message, ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{name}: a message without a translation element"
            found[(name, message.findtext("source") or "")] = translation
    return found


def forms(element: ET.Element) -> list[str]:
    """The translated text of a message: its plural forms (``%n`` messages), else its text."""
    plural = [form.text or "" for form in element.iter("numerusform")]
    return plural if plural else [element.text or ""]


def german() -> dict[Message, ET.Element]:
    """The committed German translation source."""
    return messages(i18n.ts_path("de"))


def lupdate_program() -> Path:
    """pyside6-lupdate next to lrelease (both come with PySide6)."""
    lrelease = i18n.lrelease_program()
    assert lrelease is not None, "lrelease ships with PySide6"
    for candidate in (
        lrelease.parent / "lupdate",
        lrelease.parent / "lupdate.exe",
        Path(shutil.which("pyside6-lupdate") or "lupdate-missing"),
    ):
        if candidate.is_file():
            return candidate
    raise AssertionError("lupdate ships with PySide6")


def test_every_german_string_is_translated() -> None:
    """No German message is unfinished, empty, obsolete or vanished (nor a plural form)."""
    bad = [
        f"{context}: {source!r} ({element.get('type') or 'empty'})"
        for (context, source), element in german().items()
        if element.get("type") in ("unfinished", "obsolete", "vanished")
        or not all(text.strip() for text in forms(element))
    ]
    assert not bad, "untranslated German strings:\n" + "\n".join(bad)
    assert len(german()) > 20


def test_every_message_has_the_context_the_code_asks_with() -> None:
    """No message without a context: a bare tr() outside a class is stored under an empty
    context by lupdate, but looked up under a class name at run time, so it never shows."""
    nameless = sorted(source for (context, source) in german() if not context)
    assert not nameless, "use QCoreApplication.translate(context, ...):\n" + "\n".join(nameless)


def test_translations_keep_placeholders_and_accelerators() -> None:
    """A translation uses the same {placeholders} as its source (str.format fills them; a
    missing one would drop a value, an unknown one would raise), and an & where it has one."""
    bad = []
    for (context, source), element in german().items():
        for text in forms(element):
            if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text)):
                bad.append(f"{context}: {source!r} → {text!r} (placeholders)")
            if re.search(r"&[^&\s]", source) and not re.search(r"&[^&\s]", text):
                bad.append(f"{context}: {source!r} → {text!r} (keyboard accelerator)")
    assert not bad, "\n".join(bad)


def test_the_german_source_covers_every_string_in_the_code(tmp_path: Path) -> None:
    """lupdate over the UI code finds no string the committed .ts lacks (and none extra)."""
    scratch = tmp_path / "eighty_days_de.ts"
    shutil.copy(i18n.ts_path("de"), scratch)
    result = subprocess.run(
        [
            str(lupdate_program()),
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "none",
            *[str(ROOT / source) for source in SOURCES],
            "-ts",
            str(scratch),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    in_code = set(messages(scratch))
    committed = set(german())
    new = sorted(in_code - committed)
    gone = sorted(committed - in_code)
    assert not new, "strings missing from the .ts (run tools/update_translations.sh):\n" + (
        "\n".join(f"{c}: {s!r}" for c, s in new)
    )
    assert not gone, "strings in the .ts no longer in the code:\n" + "\n".join(
        f"{c}: {s!r}" for c, s in gone
    )


def test_the_committed_qm_is_compiled_from_the_committed_ts(tmp_path: Path) -> None:
    """The shipped .qm is byte for byte what lrelease makes of the .ts."""
    fresh = tmp_path / "fresh.qm"
    i18n.compile_translation(i18n.ts_path("de"), fresh)
    assert i18n.qm_path("de").is_file(), "run tools/update_translations.sh"
    assert fresh.read_bytes() == i18n.qm_path("de").read_bytes(), (
        "the .qm is out of date: run tools/update_translations.sh"
    )


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_each_language_but_english_has_its_files(language: str) -> None:
    """English is the source; every other language has a .ts and a .qm."""
    if language == i18n.SOURCE_LANGUAGE:
        assert i18n.translation_file(language) is None
    else:
        assert i18n.ts_path(language).is_file()
        assert i18n.qm_path(language).is_file()


def test_the_installer_bundle_keeps_the_translations() -> None:
    """The PyInstaller spec drops unused Qt files by pattern; the program's .qm files and
    Qt's German standard-button texts must survive it."""
    spec = (ROOT / "packaging" / "eighty-days.spec").read_text(encoding="utf-8")
    dropped_list = next(
        node.value
        for node in ast.walk(ast.parse(spec))
        if isinstance(node, ast.Assign)
        and any(getattr(target, "id", None) == "DROPPED" for target in node.targets)
    )
    patterns = [re.compile(pattern) for pattern in ast.literal_eval(dropped_list)]

    def kept(destination: str) -> bool:
        return not any(pattern.search("/" + destination) for pattern in patterns)

    assert kept("eighty_days/translations/eighty_days_de.qm")
    assert kept("PySide6/Qt/translations/qtbase_de.qm")
    assert not kept("PySide6/Qt/translations/qtbase_fr.qm")
