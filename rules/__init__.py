"""Banneret's Qt-free core: hex geometry, the scenario model, files, validation, tables, renderer, CLI."""

__version__ = "0.1.0"
