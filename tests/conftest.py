"""Test-wide settings: Hypothesis without time deadlines (a loaded CI machine must not fail a property)."""

from hypothesis import settings

settings.register_profile("banneret", deadline=None)
settings.load_profile("banneret")
