"""Screen-reader tests: the helpers of this folder importable (``accessible_tree``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
