"""The *Battles Before Gunpowder* referee desk's editors that work on one file each, as widgets a window hosts:

- `armylist.ArmyListEditor`: a `bbg-army/1` army list, every field of the file — troop types with their values,
  values by role, weapons, traits, pila, crew, team width, driver's cover and back-story, unit cards with
  formation, special formation, files × ranks or figures, roles and back-story, ids chosen from pickers; the
  validator's findings (rules/bbg/validate.py) shown on the field they are about; every edit on a QUndoStack;
  saved round trip (rules/bbg/files.py) by the BBG window that hosts it (editor/table/window.py), which prints
  its roster card.
- `common`: what the two share: the undoable edit, the glossary's words, a picker, the findings painted on their
  cells and listed.
- `orders.OrderSheetEditor`: a `bbg-sheet/1` army sheet — per round and unit the charge target, the move glyphs
  of B58, the shooting target and its timing; a round locked once its orders are given; the sheet printed.
- `resolve`: the resolution panels (melee, shooting, morale, chariots, elephants) and the game record they
  write (rules/bbg/record.py).

The BBG window (editor/table/window.py) hosts them: an army list or a sheet opens in its editor, and the table
window's referee dock holds the resolution panels. `python -m editor.bbg.armylist FILE` and `editor.bbg.orders`
open the file in that window; `python -m editor.bbg.resolve SCENARIO` still runs the panels alone.
"""
