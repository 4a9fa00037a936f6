"""The words of the map and of a counter as a finding's sentence says them, in the reader's language: a
placeholder filled with a file's key ("wood", "front") would leave an English word inside a translated
sentence (issue 26, item 18). The msgids are those the other messages use, so one translation serves all."""

from __future__ import annotations

from rules.i18n import N_, _

# The map's words (the chart's terrains, hexside features and routes) and a counter's faces and values, as a
# sentence says them in the reader's language; a file's own word (a terrain mapped by terrain_as) is kept.
WORDS = {"clear": N_("clear"), "wood": N_("wood"), "bushes": N_("bushes"), "marsh": N_("marsh"),
         "village": N_("village"), "farm": N_("farm"), "pond": N_("pond"), "lake": N_("lake"), "sea": N_("sea"),
         "stream": N_("stream"), "river": N_("river"), "wall": N_("wall"), "fortification": N_("fortification"),
         "gate": N_("gate"), "bridge": N_("bridge"), "ford": N_("ford"), "road": N_("road"), "track": N_("track")}
FACES = {"front": N_("front"), "back": N_("back"), "dismounted.front": N_("dismounted front"),
         "dismounted.back": N_("dismounted back")}
VALUES = {"sp": N_("SP"), "quality": N_("quality"), "mp": N_("MP"), "rating": N_("rating")}


def word(name: object) -> str:
    """A map word in the reader's language (the file's own text when it is not one of the chart's)."""
    return _(WORDS[name]) if name in WORDS else str(name)
