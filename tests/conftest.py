"""Test-wide settings: Hypothesis without time deadlines (a loaded CI machine must not fail a property)."""

from hypothesis import settings

settings.register_profile("banneret", deadline=None)
settings.load_profile("banneret")

# The suite reads English unless a test chooses a language: a developer whose desktop speaks French must get
# the same results as CI (tests/test_i18n.py removes this to test the choice itself).
import os  # noqa: E402

os.environ["BANNERET_LANG"] = "en"
