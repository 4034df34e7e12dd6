"""GUI save tests: helpers importable (the program's folders come from ``start_program``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
