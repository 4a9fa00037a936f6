"""Where a balance study keeps its games: the cache of a variant's games in the user cache folder, and the
study's journal (`banneret balance --save STUDY.json`) that a second run with the same arguments continues.

The cache. A finished game is what the engine, the players and the scenario make of its seed, nothing else
(`rules.games.balance`): it is kept under a key made of the SHA-256 of the scenario's played text (the
self-contained text the workers play, `BalanceJob.text`: the file's content with its counter library written
in, or the editor's open document), the players, the start (turn, leader), the step limit and the engine's
fingerprint (the SHA-256 of the engine's, the players' and the scenario reader's sources and of the game's
tables, with Python's version): a scenario edited by one character, other players or another engine is
another key, and plays afresh. One file a key, `<user cache>/balance/<key>.json`, holding the games by seed,
so a study of seeds 1–100 after one of 1–40 plays only 41–100, whichever command or the editor ran the first.
Players whose play depends on the clock (the lab's `search:2s` and default `search`, capped by processor time) are
never cached. A cache file that cannot be read or is damaged counts as empty; one that cannot be written (a
full disk, a read-only folder) only means playing again next time. No pickle: JSON.

The journal is the study's own record: its settings, its variants' keys and every game played so far, written
atomically (`rules.fileio.atomic.write_atomic`) every few seconds while games come in and when the study
ends or is stopped. A run that finds its journal continues it when the settings and the variants' contents
are the same (more games than before: it plays on from where it stopped); otherwise it refuses with a message
rather than mix two studies.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sys
import time
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from rules.fileio.atomic import write_atomic
from rules.games.balance import BalanceJob, GameSummary
from rules.i18n import _
from rules.paths import user_cache_dir

CACHE_FORMAT = "banneret-balance-cache 1"
JOURNAL_FORMAT = "banneret-balance-study 1"
MAX_CACHE_FILES = 200  # the least recently written beyond this are deleted
FLUSH_SECONDS = 2.0  # the journal and the cache are written at most this often while games come in

# what a game's outcome depends on besides the scenario and the seed (folders and files of the package)
_ENGINE_SOURCES = ("engine", "games", "scenario", "geometry")


@cache
def engine_fingerprint() -> str:
    """The SHA-256 of the code and data that play a game: rules/engine, rules/games, rules/scenario and
    rules/geometry's sources, rules/tables.py, the tables folder, and Python's version (its `random`); in the
    frozen bundle, which has no sources, its executable."""
    from rules.paths import tables_dir

    root = Path(__file__).resolve().parents[1]  # the rules package
    files = sorted(p for d in _ENGINE_SOURCES for p in (root / d).rglob("*.py"))
    files.append(root / "tables.py")
    with contextlib.suppress(OSError):
        files += sorted(p for p in tables_dir().rglob("*") if p.is_file())
    if getattr(sys, "frozen", False):
        # The standalone bundle (docs/bundle.md) has no sources: its executable carries the compiled code, so a
        # bundle with another engine is another executable.
        files.append(Path(sys.executable))
    h = hashlib.sha256(f"{CACHE_FORMAT}\0{sys.version_info[:2]}".encode())
    for p in files:
        h.update(b"\0" + p.name.encode() + b"\0")
        with contextlib.suppress(OSError):
            h.update(p.read_bytes())
    return h.hexdigest()


def reproducible(lineup: str) -> bool:
    """Whether the players' games depend on the seed alone (random, greedy, search with a number of
    playouts): only those are cached."""
    from rules.games.lineup import parse_spec

    try:
        specs = [parse_spec(t, lab=True) for t in lineup.split(",") if t.strip()]
    except ValueError:
        return False
    return all(s.kind in ("random", "greedy") or (s.kind == "search" and (s.option or "").isdigit())
               for s in specs)


def text_sha(job: BalanceJob) -> str:
    """The SHA-256 of what the job plays (its self-contained text)."""
    return hashlib.sha256(job.with_text().text.encode("utf-8")).hexdigest()


def variant_key(job: BalanceJob) -> str:
    """The cache key of a variant's games (see the module)."""
    parts = {"format": CACHE_FORMAT, "text": text_sha(job), "lineup": job.lineup.replace(" ", ""),
             "turn": job.turn, "leader": job.leader, "max_steps": job.max_steps, "engine": engine_fingerprint()}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:40]


def _summaries(raw: object) -> dict[int, GameSummary]:
    """{seed: summary} from the JSON list of a cache file or a journal; what cannot be read is left out."""
    out: dict[int, GameSummary] = {}
    if not isinstance(raw, list):
        return out
    for d in raw:
        try:
            g = GameSummary.from_dict(d)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
        out[g.seed] = g
    return out


class _Rows:
    """Each game's JSON form, made once. A study writes its cache and journal whole every few seconds while games
    come in: making every game's form again at each write (`asdict` copies each field deeply, 0.1 ms a game) grew
    with the square of the games, 20-45 ms a write at 200 games, in the process the workers share the cores with."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[GameSummary, dict]] = {}

    def of(self, games: dict[int, GameSummary]) -> list[dict]:
        """The games' forms by seed (a summary replaced under its seed is made again)."""
        out = []
        kept = self._kept
        for seed, g in sorted(games.items()):
            got = kept.get(seed)
            if got is None or got[0] is not g:
                got = kept[seed] = (g, g.to_dict())
            out.append(got[1])
        return out


class GameCache:
    """A variant's games by seed in the user cache folder (see the module); every error only costs speed."""

    def __init__(self, job: BalanceJob, folder: Path | None = None) -> None:
        self.enabled = reproducible(job.lineup)
        self.key = variant_key(job) if self.enabled else ""
        self.path = (folder or user_cache_dir() / "balance") / f"{self.key}.json"
        self.games: dict[int, GameSummary] = self._read() if self.enabled else {}
        self._dirty = False
        self._rows = _Rows()

    def _read(self) -> dict[int, GameSummary]:
        try:
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("key") != self.key:
            return {}
        return _summaries(data.get("games"))

    def get(self, seed: int) -> GameSummary | None:
        return self.games.get(seed)

    def put(self, summary: GameSummary) -> None:
        if self.enabled:
            self.games[summary.seed] = summary
            self._dirty = True

    def save(self) -> None:
        """Write the file whole (atomic) if a game was added; tidy the folder. Errors are ignored."""
        if not (self.enabled and self._dirty):
            return
        payload = {"format": CACHE_FORMAT, "key": self.key, "games": self._rows.of(self.games)}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(payload, separators=(",", ":")).encode())
        except OSError:
            return
        self._dirty = False
        with contextlib.suppress(OSError):
            files = sorted(((p.stat().st_mtime_ns, p) for p in self.path.parent.glob("*.json")), reverse=True)
            for _t, old in files[MAX_CACHE_FILES:]:
                old.unlink()


class JournalError(ValueError):
    """The journal cannot be continued by this study (another study's, or not a journal): the message says why."""


@dataclass
class Journal:
    """A study's record on disk (see the module): `settings` (lineup, first seed, turn, leader, max steps),
    `variants` (label, file, key of each), and the games of each variant by seed."""

    path: Path
    settings: dict
    variants: list[dict]
    games: list[dict[int, GameSummary]] = field(default_factory=list)
    change: str | None = None
    _written: float = 0.0
    _rows: list[_Rows] = field(default_factory=list, repr=False, compare=False)  # a variant's, made when written

    @classmethod
    def open(cls, path: str | Path, settings: dict, variants: list[dict], change: str | None = None) -> Journal:
        """The journal at `path` if it records this very study (its games are kept), else a new one; a file
        there that is another study's or not a journal raises JournalError (nothing is overwritten)."""
        path = Path(path)
        j = cls(path, settings, variants, [{} for _v in variants], change)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return j
        except OSError as e:
            raise JournalError(_("{file}: cannot read the study: {error}").format(
                file=path, error=e.strerror or e)) from None
        try:
            data = json.loads(raw)
            ok = isinstance(data, dict) and data.get("format") == JOURNAL_FORMAT
        except ValueError:
            ok = False
        if not ok:
            raise JournalError(_("{file} is not a balance study journal; give another --save file").format(file=path))
        if data.get("settings") != settings:
            raise JournalError(_("{file} is a study with other settings ({theirs}); give another --save file, or "
                                 "the same settings").format(file=path, theirs=_settings_words(data.get("settings"))))
        theirs = [v for v in data.get("variants", []) if isinstance(v, dict)]
        if [(v.get("label"), v.get("sha256")) for v in theirs] != [(v["label"], v["sha256"]) for v in variants]:
            raise JournalError(_("{file} is a study of other scenarios, or of another version of them (their "
                                 "content changed since); give another --save file").format(file=path))
        if [v.get("key") for v in theirs] != [v["key"] for v in variants]:
            raise JournalError(_("{file} was played by another version of the engine or the players; give another "
                                 "--save file").format(file=path))
        j.games = [_summaries(v.get("games")) for v in data["variants"]]
        return j

    def add(self, k: int, summary: GameSummary) -> None:
        self.games[k][summary.seed] = summary
        if time.monotonic() - self._written > FLUSH_SECONDS:
            self.save()

    def save(self) -> None:
        """Write the journal whole (atomic); OSError when it cannot be written."""
        while len(self._rows) < len(self.variants):
            self._rows.append(_Rows())
        variants = [dict(v, games=self._rows[k].of(self.games[k])) for k, v in enumerate(self.variants)]
        payload = {"format": JOURNAL_FORMAT, "settings": self.settings, "change": self.change,
                   "variants": variants}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(payload, indent=1, ensure_ascii=False).encode())
        self._written = time.monotonic()


def _settings_words(settings: object) -> str:
    if not isinstance(settings, dict):
        return "?"
    return ", ".join(f"{k} {v}" for k, v in settings.items() if v is not None)
