"""The wheel's build hook: it adds the guides Help shows and every picture they show (packaging/guides.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _guides_module(root: Path):
    """packaging/guides.py, loaded by its path (the build does not put the project on sys.path)."""
    spec = importlib.util.spec_from_file_location("banneret_packaging_guides", root / "packaging" / "guides.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class GuidesHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel" or version == "editable":  # an editable install reads docs/ in place
            return
        root = Path(self.root)
        for name, dest in _guides_module(root).help_docs(root).items():
            build_data["force_include"][str(root / "docs" / name)] = dest
