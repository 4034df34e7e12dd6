"""Eighty Days: two board games called *Around the World in 80 Days*, at one computer."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("eighty-days")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+unknown"

__all__ = ["__version__"]
