"""Banneret's PySide6 desktop editor. Imports `rules`; `rules` never imports it."""
