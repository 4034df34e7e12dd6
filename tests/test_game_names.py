"""``saves``, ``ai`` and ``ui`` name no game by a string (issue 46): they take a ``Game`` of
the registry (``eighty_days.engine.game.GAMES``) or its ``kind``, spelled once, in
``engine/game.py``."""

import ast
from pathlib import Path

import eighty_days

#: A game's id as a save file writes it, and the short names the bots' enum used as ids.
GAME_NAMES = frozenset({"journey-2024", "race-1986", "journey", "race"})
#: Strings that are no game's id although they read like one, with the reason.
ALLOWED = {
    "ui/help/anchors.py": "the rules guide's HTML anchors (#journey, #race), not game ids",
}


def game_names_in(source: str) -> list[str]:
    """Every string literal in ``source`` that is a game's name (docstrings left out)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        f"line {node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and node.value in GAME_NAMES
        and id(node) not in docstrings
    ]


def test_saves_ai_and_ui_spell_no_game_name() -> None:
    """No source file of saves/, ai/ or ui/ spells "journey-2024", "race-1986", "journey" or
    "race" as a string literal."""
    package = Path(eighty_days.__file__).parent
    found = {}
    count = 0
    for room in ("saves", "ai", "ui"):
        for source in sorted((package / room).rglob("*.py")):
            count += 1
            name = source.relative_to(package).as_posix()
            names = game_names_in(source.read_text(encoding="utf-8"))
            if names and name not in ALLOWED:
                found[name] = names
    assert count > 50  # the walk reaches the three packages
    assert found == {}


def test_the_check_finds_a_spelled_name() -> None:
    """The check sees a name in a comparison, a call and a class body, not in a docstring."""
    assert game_names_in('if kind == "journey-2024":\n    pass') != []
    assert game_names_in('make_bot("race", "hard")') != []
    assert game_names_in('class Game:\n    JOURNEY = "journey"') != []
    assert game_names_in('def f():\n    """"race-1986" in a docstring"""') == []
    assert game_names_in('def f():\n    "race"') == []
