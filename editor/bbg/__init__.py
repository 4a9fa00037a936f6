"""The *Battles Before Gunpowder* referee desk's editors that work on one file each, as widgets a window hosts:

- `armylist.ArmyListEditor`: a `bbg-army/1` army list — troop types with their values, weapons and traits, unit
  cards with formation, special formation, files × ranks and roles, all chosen from pickers; the validator's
  findings (rules/bbg/validate.py) shown on the cell they are about; every edit on a QUndoStack; saved round trip
  (rules/bbg/files.py); the roster card printed through the BBG print export.
- `orders.OrderSheetEditor`: a `bbg-sheet/1` army sheet — per round and unit the charge target, the move glyphs
  of B58, the shooting target and its timing; a round locked once its orders are given; the sheet printed.
- `resolve`: the resolution panels (melee, shooting, morale, chariots, elephants) and the game record they
  write (rules/bbg/record.py).

Each runs standalone too (`python -m editor.bbg.armylist FILE`, `python -m editor.bbg.orders FILE`,
`python -m editor.bbg.resolve SCENARIO`) until the BBG editor window hosts them.
"""
