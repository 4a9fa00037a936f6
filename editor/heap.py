"""Keep the garbage collector's full passes short while a large scenario is open.

A 200 × 200 scenario holds a few million Python objects (the model, its indices, the map's caches). CPython's
full (generation 2) collection walks all of them: 100–400 ms on the shared test machine, landing in whatever
frame is being drawn (the worst brush and zoom frames of `bench/bench_editor.py`). Those objects live as long
as the document, so after a document is loaded they are collected once and frozen out of later passes
(`gc.freeze`); the next load unfreezes them first, so a closed document's cycles are still reclaimed.
"""

from __future__ import annotations

import gc


def settle_after_load() -> None:
    """Collect what loading left behind, then keep the surviving objects out of future full collections."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
