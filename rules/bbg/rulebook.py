"""Every number the BBG text itself fixes, in one place, each with its line `[Lnnn]` and decision (B-number).

The text gives no troop values (B57): those come from the designer's files, never from here. What is here is
what `shared/seeds/002_d5a051ea709c80d2.txt` prints: radii, angles, rates, bands, multipliers, thresholds.
Code that applies a rule imports the number from this module, so a reader finds every game number at once.
"""

from __future__ import annotations

from fractions import Fraction
from types import MappingProxyType

from rules.bbg.model import FOOT_CLASSES, TroopType

DIE = 20  # one d20 per test; success on roll <= base (B2; [L322, L394, L463])

# -- Table geometry (B3, B44) ------------------------------------------------------------------------------
ZOC_RADIUS_M = 4.0  # "négy mozgásnyi távolságban" [L136] (B44)
FOV_HALF_ANGLE_DEG = 45.0  # "45°-os szögben az egységünk előtt" [L136], read 45° either side (B44)
PROTECTED_FLANK_M = 4.0  # "4 mozgásnyi távolságon belül" [L338] (B19)
TURN_RADIUS_M = 2.5  # "2,5 mozgásegységnyinél kisebb sugarú körön nem fordulhatnak" [L197, L513] (B49)
COMMAND_RADIUS_M = 4.0  # commander's re-roll "négy mozgásnyira" [L463] (B29)
FRIENDLY_ROUT_RADIUS_M = 4.0  # "négy mozgásnyi körzetében" [L503] (B31)
ELEPHANT_FEAR_M = 4.0  # cavalry tests when an elephant comes "négy mozgásnál kisebb" [L537] (B32), strict <
FOOT_BASE_CM = (1.5, 1.5)  # "1,5x1,5 cm-es alapra" [L92]: foot's default base (B3); others the designer's
LOOSE_COHESION_M = 1.0  # "nincs egy mozgásnyinál nagyobb távolság" [L120] (B27)

# -- Melee modifier values (the ledger of [L326-346], B7) ---------------------------------------------------
MELEE = MappingProxyType({
    "officer": 1,  # [L327] B8
    "musician": 1,  # [L328] B8, at most +1
    "rank_bonus": 1,  # [L329] B9, per qualifying rank
    "broken_rank": -1,  # [L330] B10, per gap / penetrating rider
    "cavalry_charge": 2,  # [L331] B13, round 1
    "wedge_charge": 1,  # [L332] B14, round 2
    "snaking": -2,  # [L333] B15
    "close_vs_loose": 1,  # [L334] B17
    "spear_vs_infantry": 1,  # [L335] B11, on defence, round 1
    "spear_vs_cavalry": 2,  # [L336] B11, on defence, round 1
    "attack_reroll": -2,  # [L337] B12, on attack
    "protected_flank": 1,  # [L338] B19, per flank
    "higher_position": 1,  # [L340] B20
    "forced_march": -1,  # [L341] B21, per consecutive forced march
    "flank_attack": -2,  # [L342] B18
    "rear_attack": -3,  # [L343] B18
    "fleeing_attacked": -3,  # [L344] B7, round 1
    "corps_leader_lost": -1,  # [L345] B22
    "camp_captured": -1,  # [L346] B22
    "cannot_rout": -1,  # [L468] B22
})
MORALE_LOOSE_VS_CLOSE = -1  # "Laza formáció zárt ellen -1" [L485], [L120] (B28)
CHARIOT_SIDE_DEFENCE = 2  # "A harci kocsik oldala +2 pontot ad" [L515] (B37, B55)

# -- Melee counts --------------------------------------------------------------------------------------------
WEDGE_ROUND1_STRIKERS = 3  # "Az első három katonát üt" [L211] (B14)
ELEPHANT_MAX_STRIKES = 4  # "egyszerre legfeljebb négygel" [L541] (B56)
CHARIOT_CHARGE_MIN_M = 4.0  # cavalry bonus "ha legalább négy mozgásnyi távolságot tettek meg" [L515] (B13)
DISSOLUTION_MIN = MappingProxyType({"infantry": 5, "cavalry": 3})  # "öt fő alá ... három alá" [L106] (B27)
# B53 `[L185-191, L203, L221]`: the starting checks of the special close formations.
# formation → (least files, exact files, least figures, exact figures, least ranks)
FORMATION_MINIMUMS = MappingProxyType({
    "phalanx": (12, None, 24, None, None),  # [L185]
    "macedonian_phalanx": (None, 6, 24, None, None),  # [L187] "szintén 24"
    "centuria": (4, None, None, 16, None),  # [L189]
    "warband": (None, None, 32, None, None),  # [L169]
    "testudo": (None, None, 6, None, 2),  # [L167]
})

# -- Triumph (B26) -------------------------------------------------------------------------------------------
TRIUMPH_START = 2  # "kezdeti diadalértéke 2" [L108]
TRIUMPH_MIN, TRIUMPH_MAX = -2, 6  # "a legkisebb érték -2, a legnagyobb pedig 6" [L108]

# -- Morale (B28-B31) ----------------------------------------------------------------------------------------
ORDERLY_FACTOR = 2  # "nem haladja meg a bázisérték kétszeresét" [L497] (B30)
FRIENDLY_ROUT_K = MappingProxyType({  # [L503] (B31): (nearby, run into) multipliers of the morale value
    "close": (2, 4),
    "loose": (3, 6),
})
ELEPHANT_WOUNDS_FREE = 4  # tests from the 5th wound, base − (wounds − 4) [L545] (B56)
ELEPHANT_BERSERK_REMOVED = 10  # "a tizedik sérülést követően vesszük le" [L555] (B56)
FORCED_MARCHES_PER_MOVE = 1  # each forced march adds one to the counter F, −1 each [L341] (B21): an order's or a
#   short charge's [L254], a rout's immediate move [L280, L495] (B30), an elephant's flight "egy erőltetett menetnyit"
#   [L545] (B56)

# -- Chariots (B55) ------------------------------------------------------------------------------------------
CHARIOT_OVERTURN_TWO = 10  # "Ha két kocsi ütközik, a dobás alapszáma 10" [L513]
CHARIOT_OVERTURN_MORE = 5  # "ha több, 5" [L513]
CHARIOT_OVERRUN_FIRST = 10  # "a 10-es bázisú teszten" [L525]
CHARIOT_OVERRUN_SECOND = 15  # "másfélszerese az eredetinek, azaz 15" [L525]
CHARIOT_SECOND_STRIKE = Fraction(1, 2)  # "az eredeti támadóerő felével" [L525]

# -- Movement (B46-B54) --------------------------------------------------------------------------------------
RATES_M = MappingProxyType({  # [L364-376] (B46); classes without a rate here are designer-supplied (B57)
    "light_inf": 6.0,  # [L366-370] "Könnyűgyalogság"
    "heavy_inf": 4.0,  # [L372] "Nehézgyalogság"
    "light_cav": 12.0,  # [L373] "Könnyűlovasság"
    "medium_cav": 10.0,  # [L374] "Félnehéz lovasság"
    "heavy_cav": 8.0,  # [L375] "Nehézlovasság"
    "siege": 1.0,  # [L376] "Ostromgép"
})
FORCED_MARCH = Fraction(3, 2)  # "mozgásuk másfélszeresét" [L360] (B48)
FORCED_MARCH_MAX_RUN = 2  # "Egymás után legfeljebb két körben" [L360] (B48)
TESTUDO_FORM_COST = Fraction(1, 2)  # "fél mozgásra van szükség" [L167] (B54)
SKIRMISHER_JOIN_COST_M = 1.0  # "egy mozgáspontjába kerül beálló katonánként" [L112] (B54)
SHOOTING_MOVE = Fraction(1, 2)  # archers and slingers halve their move [L414, L432] (B41)

# The terrain table [L380-388] (B47): fraction of the rate for (close infantry, loose infantry, cavalry),
# None = "nem járható" (impassable), 1 = "nincs" (no effect); then forced march possible?, charge possible?
TERRAIN = MappingProxyType({
    "uphill": ((Fraction(3, 4), Fraction(1), Fraction(1)), True, True),  # [L381] "dombra felfelé"
    "steep_uphill": ((None, Fraction(3, 4), None), True, True),  # [L382] "meredek dombra felfelé"
    "forest": ((Fraction(1, 2), Fraction(3, 4), None), True, False),  # [L383] "erdő"
    "orchard": ((Fraction(3, 4), Fraction(1), Fraction(3, 4)), True, True),  # [L384] "liget, gyümölcsös"
    "vineyard": ((None, Fraction(1, 2), None), False, False),  # [L385] "szőlő"
    "soaked_ground": ((Fraction(1, 2), Fraction(1, 2), Fraction(1, 4)), False, False),  # [L386] "felázott talaj"
    "ford": ((Fraction(1, 2), Fraction(1, 2), Fraction(1, 4)), False, False),  # [L387] "gázló"
    "swamp": ((None, None, None), False, False),  # [L388] "mocsár"
    "impassable": ((None, None, None), False, False),  # the designer's impassable area (B19, B47): no number
})
TERRAIN_LINES = {"uphill": "L381", "steep_uphill": "L382", "forest": "L383", "orchard": "L384",
                 "vineyard": "L385", "soaked_ground": "L386", "ford": "L387", "swamp": "L388", "impassable": "B47"}
IMPASSABLE_LINEAR = frozenset({"castle_wall", "moat", "wide_river"})  # [L282] (B47, B51)
SIGHT_BLOCKING = frozenset({"forest", "building"})  # [L396] (B43); hills by level

# -- Shooting (B33-B42) --------------------------------------------------------------------------------------
# [L442-449] (B34): (upper limit M, strength) per band, inclusive limits.
WEAPONS = MappingProxyType({
    "bow": ((8.0, 12), (16.0, 10), (24.0, 8)),  # [L443] "Íj"
    "reflex_bow": ((8.0, 14), (16.0, 12), (32.0, 10)),  # [L444] "Reflexíj"
    "longbow": ((8.0, 14), (16.0, 12), (32.0, 10)),  # [L445]
    "crossbow": ((8.0, 18), (16.0, 10), (24.0, 6)),  # [L446] "Számszeríj"
    "gunpowder": ((8.0, 18), (16.0, 10), (24.0, 6)),  # [L447] "Lőporos fegyverek"
    "sling": ((12.0, 10), (24.0, 6)),  # [L448] "Parittya"
    "javelin": ((4.0, 12),),  # [L449] "Dárda"
    "pilum": ((4.0, 12),),  # [L449] "pilum"
})
WEAPON_LINES = {"bow": "L443", "reflex_bow": "L444", "longbow": "L445", "crossbow": "L446",
                "gunpowder": "L447", "sling": "L448", "javelin": "L449", "pilum": "L449"}
ELEVATION_STEP_M = 2.0  # "szintenként két mozgásnyival" [L402] (B35)
RELOAD_HALF_ROUNDS = MappingProxyType({"crossbow": 1, "gunpowder": 2})  # [L430, L438] (B40)
THIRD_RANK_PENALTY = -2  # "a harmadik sorból csak két pont levonással" [L420] (B36)
SHOOTING_RANKS = MappingProxyType({  # the deepest rank that shoots, by weapon (B36)
    "bow": 3, "reflex_bow": 3, "longbow": 3,  # [L420]
    "crossbow": 1, "gunpowder": 1,  # [L428, L438]
    "javelin": 2, "pilum": 2,  # [L434]
    "sling": 3,  # slings are loose only [L118]; a close sling unit is not a case of the text
})
SHIELD_WALL = 1  # [L157] (B37)
TESTUDO_SHOOTING = 3  # "védelme három ponttal nő lövés ellen" [L167] (B37)
PIKE_WALL_IMMUNE = frozenset({"crossbow", "javelin", "pilum", "gunpowder"})  # [L161] (B37)
SLING_OVER_GAP_M = 2.0  # "legalább két mozgásnyi üres hely" [L432] (B43)


def troop_base_cm(troop: TroopType | None) -> tuple[float, float] | None:
    """A troop type's figure base in cm (B3): the designer's `base_cm`, else the text's foot base for foot
    ("1,5x1,5 cm-es alapra" [L92]); None for any other troop without one (B57: the validator names it).
    The one reading of a base: the computations (`OpenTable.base_M`), the validator and the canvas use it."""
    if troop is None:
        return None
    if troop.base_cm is not None:
        return troop.base_cm
    return FOOT_BASE_CM if troop.troop_class in FOOT_CLASSES else None
