"""Players named in words (`random`, `greedy`), as `banneret play --players` and `banneret balance --players`
take them: one registry of player kinds, so every command and the editor accept the same names and a new kind is
added in one place.

The search player (`search`, `search:2s`, `search:500`) is a lab player (issue 30, part 3): over 200 paired
games it was no stronger than greedy (+0.6 ± 1.8 VP a game, docs/performance.md), so it is offered to the bench
scripts alone (`lab=True`); the commands and the editor refuse it, saying that greedy is the strongest."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.games.greedy import GreedyPlayer
from rules.games.players import Player, RandomPlayer
from rules.games.search import SearchPlayer
from rules.i18n import _


def _no_option(kind: str, make: Callable[[int | str | None], Player]) -> Callable[..., Player]:
    def factory(seed: int | str | None, option: str | None) -> Player:
        if option is not None:
            raise ValueError(_("'{kind}' takes no option (got '{option}')").format(kind=kind, option=option))
        return make(seed)
    return factory


def _search(seed: int | str | None, option: str | None) -> Player:
    """'search' (the default budget), 'search:2s' / 'search:0.5s' (seconds), 'search:500' (playouts)."""
    if option is None:
        return SearchPlayer(seed)
    try:
        if option.endswith("s"):
            seconds = float(option[:-1])
            if not 0 < seconds <= 3600:
                raise ValueError
            return SearchPlayer(seed, seconds=seconds)
        iterations = int(option)
        if not 0 < iterations <= 10**7:
            raise ValueError
        return SearchPlayer(seed, iterations=iterations)
    except ValueError:
        raise ValueError(_("give a time ('2s', '0.5s') or a number of playouts ('500'), not '{option}'").format(
            option=option)) from None


# kind -> factory(seed, option); the option is what follows the colon ("2s" in "search:2s"), or None
PLAYER_KINDS: dict[str, Callable[[int | str | None, str | None], Player]] = {
    "random": _no_option("random", RandomPlayer),
    "greedy": _no_option("greedy", GreedyPlayer),
}
# the lab's players: the bench scripts ask for them (lab=True); no command nor the editor offers them
LAB_KINDS: dict[str, Callable[[int | str | None, str | None], Player]] = {
    "search": _search,
}
# the search's measured margin over greedy, VP a game ± one standard error, over so many paired games
SEARCH_MARGIN = ("+0.6", "1.8", 200)
STRONGEST = "greedy"


def lab_refusal(kind: str) -> str:
    """Why a lab player is not offered: the measured margin, and which player is the strongest."""
    margin, error, games = SEARCH_MARGIN
    return _("'{kind}' is a lab player, not offered: over {games} paired games it was no stronger than greedy "
             "({margin} ± {error} VP a game); greedy is the strongest program player").format(
        kind=kind, games=games, margin=margin, error=error)


class SpecError(ValueError):
    """A player spec that names no known kind, or an option the kind refuses (the message says which)."""


@dataclass(frozen=True)
class PlayerSpec:
    kind: str
    option: str | None = None

    def __str__(self) -> str:
        return self.kind if self.option is None else f"{self.kind}:{self.option}"


def parse_spec(text: str, lab: bool = False) -> PlayerSpec:
    """A spec of a player the commands offer (random, greedy); with `lab`, of a lab player too (search)."""
    kind, _colon, option = text.strip().partition(":")
    if kind in LAB_KINDS and not lab:
        raise SpecError(lab_refusal(kind))
    if kind not in PLAYER_KINDS and kind not in LAB_KINDS:
        raise SpecError(_("unknown player '{kind}'; players: {players}").format(
            kind=kind, players=", ".join(sorted(PLAYER_KINDS))))
    return PlayerSpec(kind, option or None)


def parse_lineup(text: str, sides: int = 2, lab: bool = False) -> list[PlayerSpec]:
    """'greedy,random' → one spec a side, in the scenario's side order; one name serves every side."""
    specs = [parse_spec(t, lab) for t in text.split(",") if t.strip()]
    if len(specs) == 1:
        specs *= sides
    if len(specs) != sides:
        raise SpecError(_("give one player, or one per side ({sides}): '{text}' names {n}").format(
            sides=sides, text=text, n=len(specs)))
    return specs


def make_player(spec: PlayerSpec | str, seed: int | str | None, lab: bool = False) -> Player:
    s = parse_spec(spec, lab) if isinstance(spec, str) else spec
    if s.kind in LAB_KINDS and not lab:
        raise SpecError(lab_refusal(s.kind))
    try:
        return {**PLAYER_KINDS, **LAB_KINDS}[s.kind](seed, s.option)
    except ValueError as e:
        raise SpecError(_("player '{spec}': {error}").format(spec=s, error=e)) from None
