"""No user-visible text reaches a widget without going through Qt's translation."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI_SOURCES = sorted([*(ROOT / "src/eighty_days/ui").rglob("*.py"), ROOT / "src/eighty_days/app.py"])

#: Calls whose text arguments a player reads (widget texts, titles, tips, menus, messages).
VISIBLE_CALLS = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setStatusTip",
    "setWhatsThis", "setAccessibleName", "setAccessibleDescription", "showMessage",
    "addMenu", "addTab", "insertTab", "setTabText", "setTitle", "QLabel", "QPushButton",
    "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton", "setLabelText",
    "setInformativeText", "setDetailedText", "addRow", "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels", "information", "warning", "question", "critical", "about",
    "QMessageBox", "QDockWidget", "setTabToolTip", "QMenu", "QFileDialog", "getOpenFileName",
    "getSaveFileName", "show_problem", "addItem", "emit", "drawText", "QListWidgetItem",
    "QTableWidgetItem", "add_log", "show_banner", "show_hand", "show_for", "show_card",
}  # fmt: skip


def reads_as_text(value: str) -> bool:
    """Whether a literal is words for a player (not an id, colour, key, style or number)."""
    words = re.sub(r"<[^>]*>|\{[^}]*\}", "", value)
    if not re.search(r"[A-Za-z]{2}", words):
        return False
    if re.fullmatch(r"[#A-Za-z0-9_./:+=-]+", words) and " " not in words:
        return re.fullmatch(r"[A-Z][a-z]+", words) is not None  # "Fit", "Log": words
    return not re.match(r"\s*[#.]?[A-Za-z]+ *\{", words)  # a style sheet


def bare_texts(path: Path) -> list[str]:
    """Text literals passed straight to a visible call in ``path`` (file:line: text)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
        if name not in VISIBLE_CALLS:
            continue
        arguments: list[ast.expr] = list(node.args)
        while arguments:
            argument = arguments.pop()
            if isinstance(argument, ast.List | ast.Tuple):
                arguments.extend(argument.elts)
            elif isinstance(argument, ast.IfExp):
                arguments.extend((argument.body, argument.orelse))
            elif isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                if reads_as_text(argument.value):
                    found.append(f"{path.relative_to(ROOT)}:{argument.lineno}: {argument.value!r}")
            elif isinstance(argument, ast.JoinedStr):
                text = "".join(
                    part.value
                    if isinstance(part, ast.Constant) and isinstance(part.value, str)
                    else "{}"
                    for part in argument.values
                )
                if reads_as_text(str(text)):
                    found.append(f"{path.relative_to(ROOT)}:{argument.lineno}: f{text!r}")
    return found


def test_every_visible_text_is_translated() -> None:
    """Widget texts, titles, tooltips, menus and messages go through tr()/translate()."""
    bare = [line for path in UI_SOURCES for line in bare_texts(path)]
    assert not bare, f"{len(bare)} untranslated texts:\n" + "\n".join(bare)


def test_the_scan_finds_a_bare_text(tmp_path: Path) -> None:
    """The scan itself: a bare label text is caught, a translated one and a style are not."""
    sample = ROOT / "tests" / "i18n" / "_sample_widget.py"
    sample.write_text(
        "label = QLabel('Choose a card')\n"
        "done = QLabel(self.tr('Choose a card'))\n"
        "label.setStyleSheet('QLabel { color: red; }')\n"
        "label.setText(f'Turn {turn} of the game')\n"
        "label.setObjectName('market-card')\n",
        encoding="utf-8",
    )
    try:
        found = bare_texts(sample)
    finally:
        sample.unlink()
    assert len(found) == 2
    assert "Choose a card" in found[0] or "Choose a card" in found[1]
