"""The Battles Before Gunpowder referee desk in the editor (issue #29)."""
