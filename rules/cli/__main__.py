"""`python -m rules.cli`: the `banneret` command."""

import sys

from rules.cli.main import main

sys.exit(main())
