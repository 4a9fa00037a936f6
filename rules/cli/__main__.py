"""`python -m rules.cli`: the `banneret` command."""

from rules.cli.program import run

run()
