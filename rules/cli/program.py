"""The `banneret` program's entry (the console script, `python -m rules.cli`): `main.run`, imported with the
garbage collector's young generation collected less often.

Importing the command and what it needs allocates tens of thousands of objects (modules, classes,
functions, dataclasses' generated methods) that all stay alive: the collector's ~40 passes over them found
nothing and took 5 ms of every start. Once imported, those objects are frozen (`gc.freeze`: moved out of the
collector's sight, as they live as long as the program) and the thresholds are put back, so the command
runs with CPython's (or with `main`'s own, for the file commands).

Before any of that, `precompiled.install()`: the methods `@dataclass` writes for the classes a file command
creates are taken from those compiled by an earlier run (kept in the user cache folder) instead of being compiled
at every start.
"""

import gc

_THRESHOLDS = gc.get_threshold()
gc.set_threshold(100_000, *_THRESHOLDS[1:])
try:
    from rules.cli.precompiled import install

    install()  # the dataclasses' methods compiled ahead (rules/cli/precompiled.py), for the life of the program
    from rules.cli.main import run
finally:
    gc.freeze()  # what the imports made lives as long as the program: never walked again
    gc.set_threshold(*_THRESHOLDS)

__all__ = ["run"]
