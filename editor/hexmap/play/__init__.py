"""Play mode: test-play any position of the scenario with the rules engine (see docs/play.md)."""

from .mode import PlayMode
from .session import Node, Session, Start

__all__ = ["Node", "PlayMode", "Session", "Start"]
