"""Reading data files safely (resources.py): every problem a DataError, never a hang."""

from pathlib import Path

import pytest

from eighty_days.resources import DataError, parse_yaml, read_yaml
from eighty_days.sheet.io import load_map

BILLION_LAUGHS = "\n".join(
    ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    + [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
)


def test_an_alias_bomb_is_refused_before_anything_walks_it() -> None:
    """Ten lines of nested aliases (10^10 nodes once expanded) give a DataError at once."""
    with pytest.raises(DataError, match="aliases expand"):
        parse_yaml(BILLION_LAUGHS, "bomb.yaml")


def test_an_alias_bomb_map_file_gives_a_clean_error(tmp_path: Path) -> None:
    """The map loader refuses an alias-bomb file with a message, not a hang."""
    path = tmp_path / "bomb.yaml"
    path.write_text("format: eighty-days-map/1\n" + BILLION_LAUGHS, encoding="utf-8")
    with pytest.raises(DataError, match="aliases expand"):
        load_map(path)


def test_ordinary_aliases_still_load() -> None:
    """A few shared anchors are fine: the guard only refuses explosive expansion."""
    document = parse_yaml("base: &b {x: 1}\nother: *b\n")
    assert document.data == {"base": {"x": 1}, "other": {"x": 1}}


def test_syntax_errors_name_the_line() -> None:
    """A broken YAML document names the line where the parser found the problem."""
    with pytest.raises(DataError, match="line 2, column 5: not valid YAML"):
        parse_yaml("a: 1\nb: c: d\n")


def test_a_missing_file_is_a_data_error(tmp_path: Path) -> None:
    """Reading a file that is not there gives a DataError naming it."""
    with pytest.raises(DataError, match="cannot read"):
        read_yaml(tmp_path / "nothing.yaml")
