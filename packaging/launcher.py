"""Entry point of the bundled program: the ``eighty-days`` command line."""

import sys

from eighty_days.cli import main

if __name__ == "__main__":
    sys.exit(main())
