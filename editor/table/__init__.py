"""The *Battles Before Gunpowder* table in the editor: the BBG document (`document.py`: the three files, their
undo commands), the table canvas in M (`canvas.py`, `items.py`, `figures.py`), the army-list dock that places
units by drag and drop (`armydock.py`), the window (`window.py`) on the shared shell (`editor/shell/`)."""
