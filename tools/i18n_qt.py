"""The editor's Qt catalogues: refresh the `.ts` sources from the code and build the `.qm` files from them.

    python tools/i18n_qt.py            # pyside6-lupdate editor/ → resources/i18n/banneret_<lang>.ts, then lrelease
    python tools/i18n_qt.py --check    # report, per language, what is untranslated or stale; exit 1 if anything

Both tools ship with PySide6-Essentials (next to the Python interpreter of the environment). `-no-obsolete`
drops entries the code no longer has; `-locations none` keeps line numbers out of the `.ts`, so an edit
elsewhere in a file does not touch every catalogue (merges stay quiet).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "i18n"
LANGS = ("fr", "hu", "it", "pl")

sys.path.insert(0, str(ROOT / "tools"))
from i18n_check import off_glossary  # noqa: E402 - the core's glossary check, the same terms for both catalogues

from rules.i18n.glossary import load_glossary  # noqa: E402


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease beside this interpreter (a virtualenv's bin/), else on PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "editor").rglob("*.py"))


def update_ts() -> None:
    for lang in LANGS:
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-target-language", lang,
                        *sources(), "-ts", str(TS_DIR / f"banneret_{lang}.ts")], cwd=ROOT, check=True,
                       capture_output=True)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


@dataclass
class Report:
    """What keeps one language's catalogue from being complete and current."""

    lang: str
    total: int = 0
    untranslated: list[str] = field(default_factory=list)  # no translation, or marked unfinished
    missing: list[str] = field(default_factory=list)  # in the code, not in the .ts: run this tool
    obsolete: list[str] = field(default_factory=list)  # in the .ts, no longer in the code
    placeholders: list[str] = field(default_factory=list)  # a {name} lost or added: .format() would fail
    mnemonics: list[str] = field(default_factory=list)  # "&File" translated without its "&" (or with two)
    off_glossary: list[str] = field(default_factory=list)  # a game term not in the glossary's word
    stale_qm: bool = False  # the committed .qm is not built from the .ts

    def problems(self) -> int:
        return (len(self.untranslated) + len(self.missing) + len(self.obsolete) + len(self.placeholders)
                + len(self.mnemonics) + len(self.off_glossary) + int(self.stale_qm))

    def lines(self) -> list[str]:
        head = f"{self.lang}: {self.total - len(self.untranslated)}/{self.total} translated"
        out = [head + (" — complete and current" if not self.problems() else "")]
        for name, items in (("untranslated", self.untranslated), ("missing from the .ts", self.missing),
                            ("obsolete in the .ts", self.obsolete), ("placeholders differ", self.placeholders),
                            ("mnemonic (&) differs", self.mnemonics)):
            out += [f"  {name}: {s!r}" for s in items]
        out += [f"  off the glossary: {s}" for s in self.off_glossary]
        if self.stale_qm:
            out.append("  the .qm is stale: run python tools/i18n_qt.py")
        return out


def _messages(ts: Path) -> dict[str, ET.Element]:
    return {m.findtext("source") or "": m for m in ET.parse(ts).iter("message")}


def _mnemonics(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


def _plain(text: str) -> str:
    """A message's words for the glossary check: without its mnemonic '&', its markup and the notation's
    <argument> and [optional part] (never translated)."""
    return re.sub(r"<[^>]*>|\[[^\]]*\]", " ", text.replace("&&", "\0").replace("&", "").replace("\0", "&"))


def check(lang: str) -> Report:
    """Compare `lang`'s .ts with the strings lupdate finds in the code now, and its .qm with a fresh build."""
    ts = TS_DIR / f"banneret_{lang}.ts"
    report = Report(lang)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / ts.name
        shutil.copy(ts, fresh)
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources(), "-ts", str(fresh)],
                       cwd=ROOT, check=True, capture_output=True)
        now, committed = _messages(fresh), _messages(ts)
        report.missing = sorted(set(now) - set(committed))
        report.obsolete = sorted(set(committed) - set(now))
        qm = Path(tmp) / f"{lang}.qm"
        release(ts, qm)
        built = TS_DIR / f"banneret_{lang}.qm"
        report.stale_qm = not built.is_file() or built.read_bytes() != qm.read_bytes()
    report.total = len(committed)
    glossary = load_glossary()
    for source, m in committed.items():
        t = m.find("translation")
        text = (t.text or "") if t is not None else ""
        if t is None or t.get("type") in ("unfinished", "vanished", "obsolete") or not text:
            report.untranslated.append(source)
            continue
        if sorted(re.findall(r"\{[^{}]*\}", source)) != sorted(re.findall(r"\{[^{}]*\}", text)):
            report.placeholders.append(source)
        if _mnemonics(source) != _mnemonics(text):
            report.mnemonics.append(source)
        report.off_glossary += off_glossary(_plain(source), (_plain(text),), lang, glossary)
    return report


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--check" in argv:
        reports = [check(lang) for lang in LANGS]
        for r in reports:
            print("\n".join(r.lines()))
        return 1 if any(r.problems() for r in reports) else 0
    TS_DIR.mkdir(parents=True, exist_ok=True)
    update_ts()
    for lang in LANGS:
        release(TS_DIR / f"banneret_{lang}.ts", TS_DIR / f"banneret_{lang}.qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
