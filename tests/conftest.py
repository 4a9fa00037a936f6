"""Test-wide settings: Hypothesis without time deadlines (a loaded CI machine must not fail a property)."""

from hypothesis import settings

settings.register_profile("banneret", deadline=None)
settings.load_profile("banneret")

# The suite reads English unless a test chooses a language: a developer whose desktop speaks French must get
# the same results as CI (tests/test_i18n.py removes this to test the choice itself).
import os  # noqa: E402

os.environ["BANNERET_LANG"] = "en"

# Caches (the parsed tables, the counter drawings) go to a folder of this run's own, never the developer's
# ~/.cache: a test must not read what an earlier version of the code left there, nor leave files behind.
if "BANNERET_CACHE_DIR" not in os.environ:
    import atexit  # noqa: E402
    import shutil  # noqa: E402
    import tempfile  # noqa: E402

    _cache = tempfile.mkdtemp(prefix="banneret-test-cache-")
    os.environ["BANNERET_CACHE_DIR"] = _cache
    atexit.register(shutil.rmtree, _cache, True)
