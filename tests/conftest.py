"""Test-wide setup: Qt runs offscreen so the tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
