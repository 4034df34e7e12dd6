"""Eighty Days: two board games called *Around the World in 80 Days*, at one computer."""

from __future__ import annotations

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    """``__version__``, read from the package metadata when first asked for (the metadata
    machinery is slow to import, and the program's start does not need it)."""
    if name != "__version__":
        raise AttributeError(f"module 'eighty_days' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("eighty-days")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0+unknown"
    globals()["__version__"] = found
    return found
