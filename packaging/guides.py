"""The documentation an installed Banneret carries: the guides Help lists (`GUIDES` in
editor/dialogs/helpwindow.py), their translations (`editor.fr.md`), the guides they link to, and every picture
those guides show. The wheel's build hook (hatch_build.py) and the bundle (packaging/banneret.spec) both ship
exactly this, found from the guides themselves, so a picture added to a guide cannot be left out.

Plain Python with no import of Banneret or Qt (it runs inside the wheel's build, which has neither): it reads
helpwindow.py as text.
"""

from __future__ import annotations

import re
from pathlib import Path

DEST = "rules/data/docs"  # where an installed copy keeps them (rules/paths.py, editor/dialogs/helpwindow.py)


def help_guides(root: Path) -> list[str]:
    """The guides (file names in docs/), Help's own first, then their translations and what they link to."""
    text = (root / "editor" / "dialogs" / "helpwindow.py").read_text(encoding="utf-8")
    listed = re.findall(r'^    \("([\w.-]+\.md)", ', text, re.M)
    if not listed:
        raise ValueError("no guide found in GUIDES of editor/dialogs/helpwindow.py")
    todo = listed + [p.name for n in listed for p in sorted((root / "docs").glob(n.replace(".md", ".*.md")))]
    seen: list[str] = []
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        seen.append(name)
        todo += re.findall(r"\]\(([\w.-]+\.md)(?:#[^)]*)?\)", (root / "docs" / name).read_text(encoding="utf-8"))
    return seen


def help_docs(root: Path) -> dict[str, str]:
    """Each file to ship, relative to docs/ (`play.md`, `img/play.png`) → its path in the wheel."""
    guides = help_guides(root)
    pictures = sorted({pic for g in guides
                       for pic in re.findall(r"\]\((img/[^)\s]+)\)", (root / "docs" / g).read_text(encoding="utf-8"))})
    return {name: f"{DEST}/{name}" for name in [*guides, *pictures]}
