"""Counter drawings kept between runs, so that rendering a map again does not draw its counters again.

`counters.draw_look` is cached in memory, but `banneret render` is a new process each time: drawing the ~200
distinct counters of a 50 × 50 map (shapes at three times the size, scaled down, then four or five pieces
of text through FreeType) took 50 ms of a 0.3 s command, the largest part of the drawing. Here each drawing
is kept, as its RGBA bytes, in a pack file in the user cache folder, one pack per counter size.

A pack is used only by the very code, library and font that would draw it: its name carries the SHA-256
of `counters.py`'s source, Pillow's and FreeType's versions and the counter font's file (path, size,
mtime), so an edited drawing, another Pillow or another font is another name and draws afresh (the packs of
other versions are deleted when a pack is written). A pack that cannot be read, or is damaged, counts as
empty; one that cannot be written only means drawing again next time. No pickle: a JSON index and raw bytes.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from PIL import Image

from rules.fileio.atomic import write_atomic
from rules.paths import user_cache_dir

from . import counters as C

FORMAT = b"banneret-looks 1\n"
MAX_ENTRIES = 4096  # per pack: ~16 MB at 64-px counters; a fuller pack starts again with the looks in use
MAX_SIDE = 1024  # a counter drawing larger than this is not kept (a print export's, drawn once anyway)
MAX_PACKS = 32  # per version: the sizes used most recently are kept

Key = tuple[C.CounterLook, int]


@cache
def drawing_version() -> str | None:
    """What the drawings depend on besides the look and the size, hashed; None: unknown (nothing kept)."""
    try:
        from PIL import ImageFont, __version__

        h = hashlib.sha256(Path(C.__file__).read_bytes())
        h.update(f"\0{__version__}\0{getattr(ImageFont.core, 'freetype2_version', '')}".encode())
        font = C._font(20)  # the face the counters' text is drawn in (found on this system)
        path = getattr(font, "path", None)
        if isinstance(path, str | os.PathLike):
            st = os.stat(path)
            h.update(f"\0{os.fspath(path)}\0{st.st_size}\0{st.st_mtime_ns}".encode())
        else:
            h.update(b"\0built-in font")
    except Exception:  # anything unexpected (a renamed helper, no font file): no cache, drawn as before
        return None
    return h.hexdigest()[:40]


def _key(look: C.CounterLook) -> str:
    return repr(look)  # a frozen dataclass of strings, numbers, booleans and tuples: its repr is its identity


def _folder() -> Path:
    return user_cache_dir() / "looks"


def _read_pack(path: Path) -> dict[str, tuple[int, int, bytes]]:
    """The drawings in a pack by key, as (width, height, RGBA bytes); empty when there is none or it is
    damaged in any way."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    if not data.startswith(FORMAT):
        return {}
    try:
        end = data.index(b"\n", len(FORMAT))
        index = json.loads(data[len(FORMAT):end])
        blob = memoryview(data)[end + 1:]
        out: dict[str, tuple[int, int, bytes]] = {}
        for key, offset, w, h in index:
            if not (isinstance(key, str) and all(isinstance(v, int) for v in (offset, w, h))
                    and 0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE and offset >= 0
                    and offset + w * h * 4 <= len(blob)):
                return {}
            out[key] = (w, h, blob[offset:offset + w * h * 4])
        return out
    except (ValueError, TypeError):  # a cut or garbled index
        return {}


def _write_pack(path: Path, drawings: dict[str, tuple[int, int, bytes]], version: str) -> None:
    """Write the pack whole or not at all (the project's atomic writer), and tidy the folder: other versions' packs,
    and this version's least recently written beyond MAX_PACKS. Best effort: errors only mean no cache."""
    index, parts, offset = [], [], 0
    for key, (w, h, raw) in drawings.items():
        index.append([key, offset, w, h])
        parts.append(raw)
        offset += len(raw)
    payload = FORMAT + json.dumps(index, separators=(",", ":")).encode() + b"\n" + b"".join(parts)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, payload)
    except OSError:
        return
    with contextlib.suppress(OSError):
        ours = []
        for p in path.parent.glob("*.pack"):
            if p.name.startswith(version):
                ours.append((p.stat().st_mtime_ns, p))
            else:
                p.unlink()
        for _, old in sorted(ours, reverse=True)[MAX_PACKS:]:
            old.unlink()


def drawings(keys: Sequence[Key], draw: Callable[[C.CounterLook, int], Image.Image] | None = None
             ) -> list[Image.Image]:
    """The drawing of each (look, size) as `draw` (default `counters.draw_look`) makes it, RGBA: from the
    pack of its size where kept, else drawn and kept. Do not modify the images returned."""
    draw = draw or C.draw_look
    version = drawing_version()
    if version is None:
        return [draw(look, size) for look, size in keys]
    out: dict[Key, Image.Image] = {}
    for size in dict.fromkeys(size for _, size in keys):
        path = _folder() / f"{version}-{size}.pack"
        kept = _read_pack(path)
        added: dict[str, tuple[int, int, bytes]] = {}
        for look, s in keys:
            if s != size or (look, s) in out:
                continue
            key = _key(look)
            got = kept.get(key)
            if got is not None:
                w, h, raw = got
                im = Image.frombytes("RGBA", (w, h), bytes(raw))
            else:
                im = draw(look, size)
                if im.mode == "RGBA" and 0 < im.width <= MAX_SIDE and 0 < im.height <= MAX_SIDE:
                    added[key] = (im.width, im.height, im.tobytes())
            out[(look, s)] = im
        if added:
            if len(kept) + len(added) > MAX_ENTRIES:  # start again with the drawings of this map
                used = {_key(look) for look, s in out if s == size}
                kept = {k: v for k, v in kept.items() if k in used}
            _write_pack(path, {**kept, **added}, version)
    return [out[k] for k in keys]
