"""Whole games: records that replay to the identical state (`record.py`), program players and the game loop
(`players.py`), and the turn-by-turn log printed by `banneret play` (`playlog.py`).

May import: `rules.engine`, `rules.scenario`, `rules.fileio`.
Exports: `record.Game` (with `save`), `read_game`; `players.RandomPlayer`, `play_game`.
"""
