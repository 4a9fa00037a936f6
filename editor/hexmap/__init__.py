"""The hex map's kind of document: its window, map view, tools, play mode and counter-sheet import,
beside the BBG table's (`editor/table/`), both on the shared shell (`editor/shell/`)."""
