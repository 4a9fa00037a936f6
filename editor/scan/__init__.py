"""The editor's side of reading the terrain from a scan (issue #31): `review.ScanTerrainDialog` teaches the
samples, walks the review queue with the keyboard and applies the result as one undoable edit. The
reading itself is the Qt-free `rules.scan`."""
