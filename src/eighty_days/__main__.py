"""``python -m eighty_days``: the same as the ``eighty-days`` command."""

import sys

from eighty_days.cli import main

sys.exit(main())
