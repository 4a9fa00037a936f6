"""The *Battles Before Gunpowder* referee desk's editors that work on one file each, as widgets a window hosts:

- `armylist.ArmyListEditor`: a `bbg-army/1` army list — troop types with their values, weapons and traits, unit
  cards with formation, special formation, files × ranks and roles, all chosen from pickers; the validator's
  findings (rules/bbg/validate.py) shown on the cell they are about; every edit on a QUndoStack; saved round trip
  (rules/bbg/files.py) by the BBG window that hosts it (editor/table/window.py), which prints its roster card.
- `orders.OrderSheetEditor`: a `bbg-sheet/1` army sheet — per round and unit the charge target, the move glyphs
  of B58, the shooting target and its timing; a round locked once its orders are given; the sheet printed.
- `resolve`: the resolution panels (melee, shooting, morale, chariots, elephants) and the game record they
  write (rules/bbg/record.py).

The BBG window (editor/table/window.py) hosts them: an army list or a sheet opens in its editor, and the table
window's referee dock holds the resolution panels. `python -m editor.bbg.armylist FILE` and `editor.bbg.orders`
open the file in that window; `python -m editor.bbg.resolve SCENARIO` still runs the panels alone.
"""
