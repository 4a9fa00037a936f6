"""A program player's or the dice's name in words. The name itself ("random seed 3", "search (500 playouts)
seed 3", "SeededDice seed 3") is notation: a game record keeps it as it is in every language, and scripts read
it. `player_words` says it in the current language where it is shown (the editor's players bar).

    player_words("greedy seed 7")   # "greedy player, seed 7"; in Hungarian "mohó játékos, kezdőérték 7"
"""

from __future__ import annotations

import re

from rules.i18n import N_, _, ngettext

KINDS = {
    "random": N_("random player, seed {seed}"),
    "greedy": N_("greedy player, seed {seed}"),
    "own dice": N_("dice, seed {seed}"),
    "SeededDice": N_("the engine's dice, seed {seed}"),
}
SEARCH = N_("search player ({budget}), seed {seed}")
PLAYOUTS = re.compile(r"(\d+) playouts")
SECONDS = re.compile(r"([\d.]+) s")


def _budget(budget: str) -> str:
    if m := PLAYOUTS.fullmatch(budget):
        n = int(m[1])
        return ngettext("{n} playout", "{n} playouts", n).format(n=n)
    if m := SECONDS.fullmatch(budget):
        return _("{seconds} s").format(seconds=m[1])
    return budget


def player_words(name: str) -> str:
    """`name` (a Player's or Dice's `.name`) in the current language; a name of no known kind as it is."""
    m = re.fullmatch(r"(.+?) seed (.+)", name)
    if m is None:
        return name
    kind, seed = m[1], m[2]
    if kind in KINDS:
        return _(KINDS[kind]).format(seed=seed)
    if s := re.fullmatch(r"search \((.+)\)", kind):
        return _(SEARCH).format(budget=_budget(s[1]), seed=seed)
    return name
