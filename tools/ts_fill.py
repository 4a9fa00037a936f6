"""Fill translations into a Qt `.ts` catalogue from a YAML table (source → translation), as a translator
without Qt Linguist can: `python tools/ts_fill.py fr resources/i18n/fr.yaml`. Entries not in the table are
left as they are; an entry filled here loses its "unfinished" mark."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def fill(lang: str, table: dict[str, str]) -> int:
    path = ROOT / "resources" / "i18n" / f"banneret_{lang}.ts"
    tree = ET.parse(path)
    n = 0
    for m in tree.iter("message"):
        src = m.find("source").text
        if src in table:
            tr = m.find("translation")
            tr.text = table[src]
            tr.attrib.pop("type", None)
            n += 1
    ET.indent(tree)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return n


if __name__ == "__main__":
    print(fill(sys.argv[1], yaml.safe_load(Path(sys.argv[2]).read_text(encoding="utf-8"))), "filled")
