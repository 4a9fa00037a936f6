"""Images as the renderer and the counter-sheet code both need them (Pillow)."""

from __future__ import annotations

from PIL import Image


def to_rgb(im: Image.Image) -> Image.Image:
    """RGB, or RGBA when the image has transparency; 16-bit greys keep their top 8 bits (not clipped)."""
    if im.mode in ("RGB", "RGBA"):
        return im.copy()
    if im.mode.startswith("I;16") or im.mode == "I":  # 16-bit scans: keep the top 8 bits
        return im.convert("I").point(lambda v: v * (1 / 256)).convert("L").convert("RGB")
    alpha = im.mode in ("LA", "PA", "La", "RGBa") or (im.mode == "P" and "transparency" in im.info)
    return im.convert("RGBA" if alpha else "RGB")
