"""Banneret's PySide6 desktop editor. Imports `rules`; `rules` never imports it."""

from . import _qtfix  # noqa: F401 - guards against PySide6 6.12's None reference leak on Python 3.11
