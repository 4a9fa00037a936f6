"""`python -m rules.cli`: the `banneret` command."""

from rules.cli.main import run

run()
