"""VASSAL's text encoding of a game piece, written from its documented rules (not from VASSAL's code):

  * a list is its items joined by a delimiter, a delimiter inside an item escaped with a backslash, and an
    item that starts with a backslash or is quoted ('…') wrapped in single quotes (VASSAL.tools.SequenceEncoder);
  * a piece is its traits, outermost first, each trait's type joined to the rest by a tab (so the inner tabs
    come out escaped), and its state the same way; a BasicPiece is `piece;;;IMAGE;NAME` (clone key, delete
    key, image, name) with state `null;X;Y;GPID;0` (no map yet, position, palette id, no properties);
  * an Embellishment ("Layer", `emb2;`) with one layer, not always active and switched by Ctrl+F, is the usual
    flip: its state `-1` shows the piece's own image (the front), `1` the layer's (the back);
  * a piece in a palette or an at-start stack is an AddPiece command: `+/null/TYPE/STATE`.

The decoder is here for the tests and for anyone checking a module: it reads back what the encoder wrote.
"""

from __future__ import annotations

from rules.i18n import _

PIECE_PX = 80  # a unit piece's side in a module, at least (VASSAL hex-and-counter modules: 75-100 px)
CTRL = 130  # java.awt.event: CTRL_DOWN_MASK | CTRL_MASK, as KeyStroke.getModifiers() reports Ctrl
KEY_F = 70  # KeyEvent.VK_F


def encode(items: list[str], delim: str) -> str:
    """Items joined as VASSAL's SequenceEncoder joins them."""
    out = []
    for s in items:
        escaped = s.replace(delim, "\\" + delim)
        if s.startswith("\\") or (len(s) > 1 and s.startswith("'") and s.endswith("'")):
            escaped = f"'{escaped}'"
        out.append(escaped)
    return delim.join(out)


def decode(text: str, delim: str) -> list[str]:
    """The items of an encoded list (the inverse of `encode`)."""
    items, cur, i = [], [], 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text) and text[i + 1] == delim:
            cur.append(delim)
            i += 2
            continue
        if ch == delim:
            items.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    items.append("".join(cur))
    return [s[1:-1] if len(s) > 1 and s.startswith("'") and s.endswith("'") else s for s in items]


def basic_piece(image: str, name: str) -> str:
    return "piece;" + encode(["", "", image, name], ";")


def flip_layer(back_image: str, description: str | None = None) -> str:
    """An Embellishment of one layer (the back), shown when activated with Ctrl+F; its menu text and
    description in the exporter's language (the trait's name, `Back`, is a property name: never translated)."""
    fields = [
        _("Flip"), str(CTRL), "F",  # activate: menu text, modifiers, key (the old encoding)
        "", str(CTRL), "", "", str(CTRL), "",  # no increase / decrease commands
        "", "", "1",  # no reset command or key, reset to level 1
        "false", "0", "0",  # not drawn underneath when selected, no offset
        encode([back_image], ","), encode([""], ","),  # the one layer's image and name suffix
        "true", "Back",  # loop levels; the trait's name (a property `Back_Active` while the back shows)
        "", "",  # no random layer key
        "false", "", "1",  # not following a property
        "1", "false",  # version 1 keystrokes; not always active (the front shows until flipped)
        f"{KEY_F},{CTRL}", "", "",  # activate with Ctrl+F; no increase or decrease keys
        description or _("Flip to the back"), "1.0", "", "true",  # description, scale, no "only when" condition
    ]
    return "emb2;" + encode(fields, ";")


def piece_type(front_image: str, back_image: str | None, name: str) -> str:
    basic = basic_piece(front_image, name)
    if back_image is None:
        return basic
    return encode([flip_layer(back_image), basic], "\t")


def piece_state(gpid: int, flipped: bool, has_back: bool) -> str:
    basic = encode(["null", "0", "0", str(gpid), "0"], ";")
    if not has_back:
        return basic
    return encode(["1" if flipped else "-1", basic], "\t")


def add_piece(front_image: str, back_image: str | None, name: str, gpid: int, flipped: bool = False) -> str:
    """The AddPiece command text of a PieceSlot: the piece's definition with its starting state."""
    return "+/" + encode(["null", piece_type(front_image, back_image, name),
                          piece_state(gpid, flipped, back_image is not None)], "/")


def read_piece(definition: str) -> dict[str, object]:
    """What a PieceSlot's text says: the front and back images, the name, whether it starts flipped, its gpid."""
    if not definition.startswith("+/"):
        raise ValueError("not an AddPiece command")
    _head, type_, state = decode(definition[2:], "/")
    traits, states = decode(type_, "\t"), decode(state, "\t")
    basic = decode(traits[-1], ";")
    out: dict[str, object] = {"front": basic[3], "name": basic[4], "back": None, "flipped": False,
                              "gpid": decode(states[-1], ";")[3], "traits": [t.split(";", 1)[0] for t in traits]}
    if len(traits) > 1:
        layer = decode(traits[0], ";")
        out["back"] = decode(layer[16], ",")[0]  # [0] is "emb2"; the image is the 16th field
        out["flipped"] = int(states[0]) > 0
    return out
