"""Issue 46, part 4: one message catalogue. Each English template is written once, by
``define(key, english)`` beside the code that raises it; ``tools/message_catalogue.py``
marks every template for lupdate (``ui/common/message_catalogue.py``) in the context of its
key, with plural forms where it changes with a count, and the UI translates it at run time."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n, messages
from eighty_days.messages import has_plural_forms
from eighty_days.ui.common import message_text as mt

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "eighty_days"
CATALOGUE = PACKAGE / "ui" / "common" / "message_catalogue.py"
#: The languages with a translation (all but the source language).
TRANSLATED = [language for language in i18n.LANGUAGES if language != i18n.SOURCE_LANGUAGE]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "message_catalogue_tool", ROOT / "tools" / "message_catalogue.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def _templates() -> dict[str, str]:
    """Every defined template to translate (the tool imports every module first)."""
    return dict(TOOL.translatable(TOOL.define_every_message()))


def _entries(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """Every (context, source) of the translation source ``ts`` with its message element."""
    return {
        (context.findtext("name") or "", message.findtext("source") or ""): message
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def test_the_catalogue_is_in_step_with_the_defined_messages() -> None:
    """ui/common/message_catalogue.py is what the tool makes of every define now (after
    adding or changing one: `tools/update_translations.sh`, then translate the new entries)."""
    written = CATALOGUE.read_text(encoding="utf-8")
    wanted = TOOL.module_text(TOOL.define_every_message())
    assert written == wanted, (
        "message_catalogue.py is out of date: run tools/update_translations.sh"
    )


def test_a_new_define_puts_the_catalogue_out_of_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """A template defined (or changed) without running the tool again differs from the
    written catalogue, so the test above fails; the tool marks it in its key's context, with
    a count where it has plural forms."""
    monkeypatch.setitem(messages.ENGLISH, "test.new_entry", "{name} finds %n coin(s).")
    monkeypatch.setitem(messages.ENGLISH, "test.new_plain", "{name} waves.")
    text = TOOL.module_text(TOOL.define_every_message())
    assert text != CATALOGUE.read_text(encoding="utf-8")
    assert (
        'QCoreApplication.translate("test.new_entry", "{name} finds %n coin(s).", None, 1)\n'
        in text
    )
    assert 'QT_TRANSLATE_NOOP("test.new_plain", "{name} waves.")\n' in text
    monkeypatch.setitem(messages.ENGLISH, "count.days", "%n day(s) later")
    assert TOOL.module_text(TOOL.define_every_message()) != CATALOGUE.read_text(encoding="utf-8")


def _defined_in_source() -> Iterator[tuple[str, str, str]]:
    """Every ``define("key", "english")`` written in the package's code: (file, key, english)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) != 2:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            key, english = node.args
            if (
                name == "define"
                and isinstance(key, ast.Constant)
                and isinstance(english, ast.Constant)
                and isinstance(key.value, str)
                and isinstance(english.value, str)
            ):
                yield str(path.relative_to(ROOT)), key.value, english.value


def test_the_tool_sees_every_define_in_the_package() -> None:
    """The tool imports every module: each define written in the code (engine, sheet, saves,
    ai, editor, resources, the commands …) is among the templates it marks."""
    defined = list(_defined_in_source())
    assert len(defined) > 500
    english = TOOL.define_every_message()
    missed = [f"{path}: {key}" for path, key, text in defined if english.get(key) != text]
    assert not missed, "defines the tool does not see:\n" + "\n".join(missed)


def test_lupdate_reads_each_template_in_its_keys_context(tmp_path: Path) -> None:
    """lupdate over the catalogue finds exactly the templates, each under its key with its
    English as the source (escapes and long lines read back whole), with plural forms exactly
    where the template changes with a count (``%n``, ``(s)``)."""
    from tests.i18n.test_translations import lupdate_program

    ts = tmp_path / "catalogue.ts"
    result = subprocess.run(
        [str(lupdate_program()), "-locations", "none", str(CATALOGUE), "-ts", str(ts)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    read = {
        context: (source, message.get("numerus") == "yes")
        for (context, source), message in _entries(ts).items()
    }
    templates = _templates()
    assert read == {key: (text, has_plural_forms(text)) for key, text in templates.items()}
    assert sum(plural for _, plural in read.values()) >= 15


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_template_has_its_translation(language: str) -> None:
    """Each template has a finished entry in its key's context in every translation (German
    today), with plural forms where it changes with a count."""
    entries = _entries(i18n.ts_path(language))
    bad = []
    for key, text in _templates().items():
        message = entries.get((key, text))
        translation = None if message is None else message.find("translation")
        if message is None or translation is None or translation.get("type"):
            bad.append(f"{key}: no finished translation")
        elif (message.get("numerus") == "yes") != has_plural_forms(text):
            bad.append(f"{key}: plural forms {message.get('numerus')!r}")
    assert not bad, "\n".join(bad)


def test_the_ui_translates_each_template_by_its_key(qtbot: QtBot, translated: str) -> None:
    """In every translation each template reads translated with the same placeholders and no
    ``%n`` or ``(s)`` left."""
    from eighty_days.messages import placeholders

    english_kept = []
    for key, text in _templates().items():
        shown = mt.template_text(key, 2)
        assert placeholders(shown) == placeholders(text), key
        assert "%n" not in shown and "(s)" not in shown, key
        if shown == messages.plural_english(text, 2) and any(c.isalpha() for c in text):
            english_kept.append(key)
    # only sentences a language writes as English does (a path and a problem …)
    assert len(english_kept) < 10, english_kept


#: Counts in each language's plural forms: (key, count) → the text shown.
PLURAL_SAMPLES = {
    "de": {
        ("count.days", 1): "%n Tag",
        ("count.days", 5): "%n Tage",
        ("save.unknown_keys", 1): "unbekannter Schlüssel {keys}",
        ("save.unknown_keys", 3): "unbekannte Schlüssel {keys}",
    },
    "es": {
        ("count.days", 1): "%n día",
        ("count.days", 5): "%n días",
        ("count.spaces", 1): "%n casilla",
        ("count.spaces", 0): "%n casillas",
        ("save.unknown_keys", 1): "clave desconocida {keys}",
        ("save.unknown_keys", 3): "claves desconocidas {keys}",
    },
}


@pytest.mark.parametrize("language", sorted(PLURAL_SAMPLES))
def test_counts_take_the_languages_plural_forms(qtbot: QtBot, language: str) -> None:
    """German and Spanish counts take their own plural forms: "1 Tag", "5 Tage"; "1 día",
    "5 días" (and Spanish says "0 casillas": zero is plural)."""
    from eighty_days.messages import MessageKind

    installed = i18n.install_translations(language, QApplication.instance())
    try:
        assert installed.language == language
        for (key, count), text in PLURAL_SAMPLES[language].items():
            assert mt.template_text(key, count) == text.replace("%n", str(count)), key
            if "{" not in text:
                shown = mt.message_text(MessageKind(key)(count=count))
                assert shown == text.replace("%n", str(count))
    finally:
        installed.remove()


def test_a_template_without_german_reads_english_with_its_plural(
    qtbot: QtBot, german: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A template no .ts has yet (defined after the last update) shows its English in the
    German UI, its "(s)" resolved for the count."""
    monkeypatch.setitem(messages.ENGLISH, "test.untranslated", "{name} finds %n coin(s).")
    kind = messages.MessageKind("test.untranslated")
    assert mt.message_text(kind(count=1, name="Ada")) == "Ada finds 1 coin."
    assert mt.message_text(kind(count=3, name="Ada")) == "Ada finds 3 coins."


LEGACY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Messages</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} waves.</source>
        <translation>{name} winkt.</translation>
    </message>
    <message>
        <source>{name} sleeps.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>test.old_name</name>
    <message>
        <source>{name} sings.</source>
        <translation>{name} singt.</translation>
    </message>
</context>
<context>
    <name>test.kept</name>
    <message>
        <source>{name} waves.</source>
        <translation>{name} winkt schon.</translation>
    </message>
</context>
<context>
    <name>test.waves</name>
    <message>
        <source>{name} waves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>{name} hums.</source>
        <translation>{name} summt.</translation>
    </message>
</context>
</TS>
"""


def test_translations_move_to_their_keys(tmp_path: Path) -> None:
    """A merge brings a .ts whose templates are under the former shared context
    ``Messages``, or under a key renamed since: each template that has no entry of its own
    takes that finished German (plural forms included, an unfinished entry of its own
    replaced); a finished entry of its own is kept, an unfinished one or a UI string is not
    taken; a second run changes nothing."""
    ts = tmp_path / "eighty_days_de.ts"
    ts.write_text(LEGACY_TS, encoding="utf-8")
    english = {
        "test.coins": "%n coin(s)",
        "test.waves": "{name} waves.",
        "test.kept": "{name} waves.",
        "test.sleeps": "{name} sleeps.",
        "test.new_name": "{name} sings.",
        "test.hums": "{name} hums.",
        "test.nothing": "",
    }
    assert TOOL.carry_translations(ts, english) == ["test.coins", "test.new_name", "test.waves"]
    entries = _entries(ts)
    coins = entries[("test.coins", "%n coin(s)")]
    assert coins.get("numerus") == "yes"
    assert [form.text for form in coins.iter("numerusform")] == ["%n Münze", "%n Münzen"]
    waves = entries[("test.waves", "{name} waves.")].find("translation")
    assert waves is not None and waves.get("type") is None
    assert waves.text == "{name} winkt."
    assert entries[("test.kept", "{name} waves.")].findtext("translation") == (
        "{name} winkt schon."
    )
    renamed = entries[("test.new_name", "{name} sings.")]
    assert renamed.findtext("translation") == "{name} singt."
    assert ("test.sleeps", "{name} sleeps.") not in entries
    assert ("test.hums", "{name} hums.") not in entries
    before = ts.read_bytes()
    assert TOOL.carry_translations(ts, english) == []
    assert ts.read_bytes() == before


THEIR_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Messages</name>
    <message>
        <source>{name} dances.</source>
        <translation>{name} tanzt.</translation>
    </message>
</context>
<context>
    <name>test.kept</name>
    <message>
        <source>{name} waves.</source>
        <translation>{name} winkt anders.</translation>
    </message>
</context>
<context>
    <name>test.sleeps</name>
    <message>
        <source>{name} sleeps.</source>
        <translation>{name} schläft.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Brightness</source>
        <translation>Helligkeit</translation>
    </message>
    <message>
        <source>Contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
"""


def test_a_merge_adds_the_other_branchs_translations(tmp_path: Path) -> None:
    """At a merge, ``--union`` adds the other branch's finished translations that ours lack
    or has unfinished (its templates under ``Messages`` are then carried to their keys);
    ours are kept where both have one, and its unfinished entries are not taken."""
    ours = tmp_path / "eighty_days_de.ts"
    ours.write_text(LEGACY_TS, encoding="utf-8")
    theirs = tmp_path / "theirs.ts"
    theirs.write_text(THEIR_TS, encoding="utf-8")
    assert TOOL.union_translations(ours, theirs) == 3
    english = {"test.dances": "{name} dances.", "test.kept": "{name} waves."}
    assert TOOL.carry_translations(ours, english) == ["test.dances"]
    entries = _entries(ours)
    assert entries[("test.dances", "{name} dances.")].findtext("translation") == "{name} tanzt."
    assert entries[("test.kept", "{name} waves.")].findtext("translation") == (
        "{name} winkt schon."
    )
    assert entries[("test.sleeps", "{name} sleeps.")].findtext("translation") == ("{name} schläft.")
    assert entries[("SettingsDialog", "Brightness")].findtext("translation") == "Helligkeit"
    assert ("SettingsDialog", "Contrast") not in entries
    assert TOOL.union_translations(ours, theirs) == 0


def test_message_text_holds_no_english_sentence() -> None:
    """The UI's message module renders parameters only: no string in its code (docstrings
    aside) holds words, so a template is never written twice."""
    tree = ast.parse(Path(mt.__file__).read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    worded = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and re.search(r"[A-Za-z]{2,}\W+[A-Za-z]{2,}", node.value)
    ]
    assert not worded, worded


def test_a_merge_names_each_languages_ts_and_each_goes_to_its_own(tmp_path: Path) -> None:
    """``--union`` with the other branch's German and Spanish .ts: each is told apart by its
    language (``de_DE``, ``es``) and adds to our .ts of that language only."""
    ours_de = tmp_path / "eighty_days_de.ts"
    ours_de.write_text(LEGACY_TS, encoding="utf-8")
    ours_es = tmp_path / "eighty_days_es.ts"
    ours_es.write_text(LEGACY_TS.replace('language="de_DE"', 'language="es"'), encoding="utf-8")
    theirs_es = tmp_path / "theirs_es.ts"
    theirs_es.write_text(
        THEIR_TS.replace('language="de_DE"', 'language="es"')
        .replace("{name} schläft.", "{name} duerme.")
        .replace("Helligkeit", "Brillo"),
        encoding="utf-8",
    )
    assert TOOL._language(theirs_es) == "es" and TOOL._language(ours_de) == "de"
    assert TOOL.union_translations(ours_es, theirs_es) == 3
    spanish = _entries(ours_es)
    assert spanish[("test.sleeps", "{name} sleeps.")].findtext("translation") == "{name} duerme."
    assert spanish[("SettingsDialog", "Brightness")].findtext("translation") == "Brillo"
    assert ("test.sleeps", "{name} sleeps.") not in _entries(ours_de)
