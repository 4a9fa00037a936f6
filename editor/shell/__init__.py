"""What every kind of document the editor opens shares: the document on its file (`filedoc.py`: undo stack,
path, changed-on-disk), the window's file handling (`filewindow.py`: Save, Save As, autosave and recovery,
the watcher, recent files), and which window a file's `format:` line chooses (`kinds.py`). The hex map's
window (`editor/hexmap/editwindow.py`) and the BBG table's (`editor/table/`) are both built on it."""
