"""Makes both engines' test helpers (journey/journey_helpers.py, race/race_helpers.py and
their invariant checks) importable from the tests over every game here."""

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
for _folder in (_HERE / "journey", _HERE / "race"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))
