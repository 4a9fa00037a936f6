"""A balance study of one or more variants of a scenario on the same seeds, that can be stopped and resumed.

    a, b = BalanceJob("a.yaml", "random"), BalanceJob("b.yaml", "random")
    games_a, games_b = run_study([a, b], games=200, seed=1, jobs="auto")

Game i of every variant is played with seed S + i (`rules.games.balance`): the same dice stream and the same
players' streams in A and in B, which is what makes the comparison paired (`balance_compare`). The variants'
games are interleaved (game 0 of A, game 0 of B, game 1 of A, …) so that a study stopped half-way keeps whole
pairs. Games already played are taken from the study's journal and from the cache (`study_store`) and only
the others are played; every game played goes into both as it comes, so Cancel, Ctrl-C or a crash loses at
most the games being played (and with SIGKILL the last `FLUSH_SECONDS` of them).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from rules.games.balance import BalanceJob, GameSummary, Progress, base_game, play_tasks
from rules.games.study_store import FLUSH_SECONDS, GameCache, Journal, text_sha, variant_key


def journal_variants(jobs: list[BalanceJob], labels: list[str]) -> list[dict]:
    """What a journal records of each variant: its label, its file, the hash of its text and its cache key."""
    return [{"label": label, "path": job.path, "sha256": text_sha(job), "key": variant_key(job)}
            for job, label in zip(jobs, labels, strict=True)]


def journal_settings(job: BalanceJob, seed: int) -> dict:
    return {"lineup": job.lineup.replace(" ", ""), "seed": seed, "turn": job.turn, "leader": job.leader,
            "max_steps": job.max_steps}


def run_study(jobs: list[BalanceJob], games: int, seed: int = 1, workers: int | str = 1,
              cluster: str | None = None, progress: Progress | None = None, stop: Callable[[], bool] | None = None,
              cache: bool = True, journal: Journal | None = None,
              on_known: Callable[[int], None] | None = None) -> list[list[GameSummary]]:
    """Games 0 … games-1 of every job (seed `seed + i`), each variant's summaries in game order. `cache`:
    take and keep games in the user cache folder; `journal`: take and keep them there too. `progress(done,
    total)` counts the games known beforehand as done; `on_known(n)` is told how many there were. Raises
    Cancelled when `stop()` says so (the games played are kept)."""
    jobs = [job.with_text() for job in jobs]
    for job in jobs:
        base_game(job)  # refuse an unplayable scenario before any game
    caches = [GameCache(job) if cache else None for job in jobs]
    found: list[dict[int, GameSummary]] = [{} for _j in jobs]
    for k in range(len(jobs)):
        for i in range(games):
            cached = caches[k]
            g = (journal.games[k].get(seed + i) if journal else None) or (cached.get(seed + i) if cached else None)
            if g is not None:
                found[k][i] = replace(g, index=i)
                if journal:
                    journal.games[k][seed + i] = g
    known = sum(len(f) for f in found)
    if on_known:
        on_known(known)
    total = games * len(jobs)
    if progress:
        progress(known, total)
    tasks = [(k, i, seed + i) for i in range(games) for k in range(len(jobs)) if i not in found[k]]
    last = time.monotonic()

    def tick(k: int, summary: GameSummary) -> None:
        nonlocal known, last
        found[k][summary.index] = summary
        known += 1
        if caches[k]:
            caches[k].put(summary)
        if journal:
            journal.add(k, summary)
        if time.monotonic() - last > FLUSH_SECONDS:
            last = time.monotonic()
            for c in caches:
                if c:
                    c.save()
        if progress:
            progress(known, total)

    try:
        play_tasks(jobs, tasks, workers, cluster, tick, stop)
    finally:
        for c in caches:
            if c:
                c.save()
        if journal:
            journal.save()
    return [[f[i] for i in sorted(f)] for f in found]
