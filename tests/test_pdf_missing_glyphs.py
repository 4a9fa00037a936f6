"""A PDF set in the fallback font (Bitstream Vera, Latin-1 only: a machine with no font of its own) shows a
Hungarian or Polish letter it lacks as its base letter, not as an empty box (issue 18)."""

from __future__ import annotations

from pathlib import Path

import reportlab
from reportlab.pdfbase.ttfonts import TTFont

from rules.export import pdfdraw

VERA = str(Path(reportlab.__file__).parent / "fonts" / "Vera.ttf")


def _vera_covers(monkeypatch):
    monkeypatch.setattr(pdfdraw, "_covered", lambda: frozenset(TTFont("vera-probe", VERA).face.charToGlyph))


def test_letters_vera_lacks_become_their_base_letters(monkeypatch):
    _vera_covers(monkeypatch)
    assert pdfdraw.printable("Wydruk w skali 100 %: żetony 16 mm, łączność") == \
        "Wydruk w skali 100 %: zetony 16 mm, łacznosć"  # Vera has ł and ć, not ż, ą, ś
    assert pdfdraw.printable("hatszög 19 mm, nyomtatás 100 %-on, ő és ű") == "hatszög 19 mm, nyomtatás 100 %-on, o és u"
    assert pdfdraw.printable("A → B ☃") == "A -> B ?"


def test_text_the_font_has_is_left_alone(monkeypatch):
    _vera_covers(monkeypatch)
    text = "Bannière, mêlée, élan — 19 mm ± 0.5"
    assert pdfdraw.printable(text) is text


def test_with_a_font_that_has_every_letter_nothing_changes():
    """The embedded font of this machine (the renderer's system font, or Vera): what it covers is kept."""
    covered = pdfdraw._covered()
    text = "łączność ő ű"
    assert pdfdraw.printable(text) == "".join(ch if ord(ch) in covered else pdfdraw.printable(ch) for ch in text)
