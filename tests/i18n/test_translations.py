"""Every translation (German and Spanish today) is complete, covers every source string
and is compiled: each test runs for every language of ``i18n.LANGUAGES`` but English, the
source."""

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


#: The languages with a translation (all but the source language).
TRANSLATED = [language for language in i18n.LANGUAGES if language != i18n.SOURCE_LANGUAGE]


def translation(language: str) -> dict[Message, ET.Element]:
    """The committed translation source of ``language``."""
    return messages(i18n.ts_path(language))


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


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_string_is_translated(language: str) -> None:
    """No message of the translation is unfinished, empty, obsolete or vanished (nor a
    plural form)."""
    bad = [
        f"{context}: {source!r} ({element.get('type') or 'empty'})"
        for (context, source), element in translation(language).items()
        if element.get("type") in ("unfinished", "obsolete", "vanished")
        or not all(text.strip() for text in forms(element))
    ]
    assert not bad, f"untranslated {language} strings:\n" + "\n".join(bad)
    assert len(translation(language)) > 20


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_has_the_context_the_code_asks_with(language: str) -> None:
    """No message without a context: a bare tr() outside a class is stored under an empty
    context by lupdate, but looked up under a class name at run time, so it never shows."""
    nameless = sorted(source for (context, source) in translation(language) if not context)
    assert not nameless, "use QCoreApplication.translate(context, ...):\n" + "\n".join(nameless)


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_placeholders_and_accelerators(language: str) -> None:
    """A translation uses the same {placeholders} as its source (str.format fills them; a
    missing one would drop a value, an unknown one would raise), and an & where it has one."""
    bad = []
    for (context, source), element in translation(language).items():
        for text in forms(element):
            if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text)):
                bad.append(f"{context}: {source!r} → {text!r} (placeholders)")
            if re.search(r"&[^&\s]", source) and not re.search(r"&[^&\s]", text):
                bad.append(f"{context}: {source!r} → {text!r} (keyboard accelerator)")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_source_covers_every_string_in_the_code(tmp_path: Path, language: str) -> None:
    """lupdate over the UI code finds no string the committed .ts lacks (and none extra)."""
    scratch = tmp_path / i18n.ts_path(language).name
    shutil.copy(i18n.ts_path(language), scratch)
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
    committed = set(translation(language))
    new = sorted(in_code - committed)
    gone = sorted(committed - in_code)
    assert not new, "strings missing from the .ts (run tools/update_translations.sh):\n" + (
        "\n".join(f"{c}: {s!r}" for c, s in new)
    )
    assert not gone, "strings in the .ts no longer in the code:\n" + "\n".join(
        f"{c}: {s!r}" for c, s in gone
    )


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_committed_qm_is_compiled_from_the_committed_ts(tmp_path: Path, language: str) -> None:
    """The shipped .qm is byte for byte what lrelease makes of the .ts."""
    fresh = tmp_path / "fresh.qm"
    i18n.compile_translation(i18n.ts_path(language), fresh)
    assert i18n.qm_path(language).is_file(), "run tools/update_translations.sh"
    assert fresh.read_bytes() == i18n.qm_path(language).read_bytes(), (
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


def test_every_translation_file_is_a_listed_language() -> None:
    """A language is its .ts and its line in ``languages.Language``: a .ts of a language not
    listed would never be offered (the test above checks the other way round)."""
    files = sorted(i18n.translations_dir().glob(f"{i18n.CATALOGUE}_*.ts"))
    codes = [path.stem.removeprefix(f"{i18n.CATALOGUE}_") for path in files]
    assert codes, "the translations are missing"
    assert set(codes) == set(TRANSLATED), "add the language's line to languages.Language"


def test_the_installer_bundle_keeps_the_translations() -> None:
    """The PyInstaller spec drops unused Qt files by pattern; the program's .qm files and
    Qt's standard-button texts in each of the program's languages (found from the .ts
    files, so a new language needs no line there) must survive it."""
    spec = (ROOT / "packaging" / "eighty-days.spec").read_text(encoding="utf-8")
    wanted = ("HERE", "ROOT", "TRANSLATED", "DROPPED")
    assignments: list[ast.stmt] = [
        node
        for node in ast.parse(spec).body
        if isinstance(node, ast.Assign)
        and any(getattr(target, "id", None) in wanted for target in node.targets)
    ]
    names: dict[str, object] = {"Path": Path, "SPECPATH": str(ROOT / "packaging")}
    exec(compile(ast.Module(assignments, type_ignores=[]), "eighty-days.spec", "exec"), names)
    assert names["TRANSLATED"] == TRANSLATED
    dropped = names["DROPPED"]
    assert isinstance(dropped, list)
    patterns = [re.compile(pattern) for pattern in dropped]

    def kept(destination: str) -> bool:
        return not any(pattern.search("/" + destination) for pattern in patterns)

    for language in TRANSLATED:
        assert kept(f"eighty_days/translations/eighty_days_{language}.qm")
        assert kept(f"PySide6/Qt/translations/qtbase_{language}.qm")
    unspoken = next(code for code in ("fr", "it", "pt", "ja") if code not in TRANSLATED)
    assert not kept(f"PySide6/Qt/translations/qtbase_{unspoken}.qm")
    assert not kept(f"PySide6/Qt/translations/qtdeclarative_{TRANSLATED[0]}.qm")
