"""The referee desk's panel for a melee with several units a side (B25), and its two steps that are not a round:
the snaking fast strike (B15) and the envelopment (B16) (issue #29 item 6).

The referee ticks the units of each side (or picks them on the table canvas: Ctrl-click adds; the side of the first
unit picked is side A, which charges in round 1 unless `charger=` says otherwise), then chooses the step:

- **Melee round**: the strike pairs (from base contact, the `pairs` fact, and the wrapping pairs of an envelopment
  the record holds) with each pair's base and chance, and why a pair is an extra one; each unit's modifier table
  against each enemy, ticked or greyed with its reason and line; each unit's exact loss distribution and its
  chance to rout. The dice are read strike by strike (the first strikes, then the survivors' strikes back, B6),
  then each unit's own test (B23, B25); the bookkeeping removes the fallen figures by id, fills a close block's
  ranks (B10), makes a unit that routs flee with triumph −1 at once, and, when the melee ends, gives each winner
  +1 once (+2 when the beaten were destroyed) (B25, B26).
- **Snaking fast strike** (cavalry or chariots only, `[L225, L234]`): each passing rider strikes once at −2 at the
  current outermost figure of the attacked rank; a moving target's stop test (`[L229]`).
- **Envelopment** (from the second melee round only, `[L173, L179]`): the overhang against the unit's
  flexibility; the step records the wrapping figures, which strike the enemy's flank file in the rounds after it.

A step whose condition fails is greyed, with its reason. Each step is one undoable step of the game record
(`melee_many`, `snaking`, `envelopment`), saved and replayed with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import tr
from rules.bbg.breakdown import BadFact, MissingDesignerValue, number_json
from rules.bbg.outcomes import Reading
from rules.bbg.record import Dice, Step
from rules.bbg.table import OpenTable
from rules.i18n import _ as core_text

from .resolve import SIDES, Computed, ResolvePanel, _casualties, _loss_rows, _p, _wounds_said, parse_facts

STEPS = (("melee", QT_TR_NOOP("Melee round")), ("snaking", QT_TR_NOOP("Snaking fast strike (B15)")),
         ("envelopment", QT_TR_NOOP("Envelopment (B16)")))
RESULTS = {"pass": QT_TR_NOOP("passes"), "orderly": QT_TR_NOOP("orderly rout"),
           "broken": QT_TR_NOOP("broken rout"), "auto": QT_TR_NOOP("routs without a test (all engaged fell)"),
           "stops": QT_TR_NOOP("the target stops"), "moves_on": QT_TR_NOOP("the target moves on"),
           "hits": QT_TR_NOOP("the riders ride on")}
SIDE_NAMES = {"left": QT_TR_NOOP("left"), "right": QT_TR_NOOP("right")}


class MeleeManyPanel(ResolvePanel):
    """Several units a side (B25), the snaking strike (B15) and the envelopment (B16), each as its own step."""

    kind = "melee_many"
    takes_many = True
    example = "charger=warband-1 outside_zoc=no"

    def __init__(self, desk, parent: QWidget | None = None) -> None:
        self.first_side: str | None = None
        self.many = None  # the last melee round computed (rules.cli.bbg_many.ManyMelee)
        self.extra_facts: dict[str, str] = {}
        super().__init__(desk, parent)
        split = self.rows.parentWidget()
        if isinstance(split, QSplitter):  # the pairs beside the modifier rows: both want the height
            side = QSplitter(Qt.Orientation.Horizontal)
            split.insertWidget(split.indexOf(self.rows), side)
            side.addWidget(self.rows)
            side.addWidget(self.pairs_box)
            side.setStretchFactor(0, 3)
            side.setStretchFactor(1, 2)
            split.setStretchFactor(0, 3)
            split.setStretchFactor(1, 2)

    # -- the form -------------------------------------------------------------------------------------------------
    def extra_options(self, form: QFormLayout) -> None:
        sides = QWidget()
        row = QHBoxLayout(sides)
        row.setContentsMargins(0, 0, 0, 0)
        self.side_lists: dict[str, QListWidget] = {}
        for side in self.desk.record.start.sides:
            lst = QListWidget()
            lst.setToolTip(tr("Tick the units of this side that fight in the melee; Ctrl-click on the table canvas "
                              "picks them too"))
            lst.setMaximumHeight(self.fontMetrics().height() * 4 + 8)
            lst.setMinimumHeight(self.fontMetrics().height() * 2 + 8)  # the desk fits 1366 x 768 with this tab
            lst.itemChanged.connect(self._ticked)
            col = QVBoxLayout()
            col.addWidget(QLabel(side.name or side.id))
            col.addWidget(lst)
            row.addLayout(col)
            self.side_lists[side.id] = lst
        form.addRow(tr("Units"), sides)
        steps = QWidget()
        scol = QVBoxLayout(steps)
        scol.setContentsMargins(0, 0, 0, 0)
        srow = QHBoxLayout()
        scol.addLayout(srow)
        self.step_group = QButtonGroup(self)
        self.step_buttons: dict[str, QRadioButton] = {}
        for i, (key, label) in enumerate(STEPS):
            b = QRadioButton(tr(label))
            self.step_group.addButton(b, i)
            self.step_buttons[key] = b
            srow.addWidget(b)
        srow.addStretch(1)
        self.step_buttons["melee"].setChecked(True)
        self.step_group.idToggled.connect(lambda _i, on: on and self._step_changed())
        self.step_why = QLabel()
        self.step_why.setWordWrap(True)
        self.step_why.setEnabled(False)  # greyed: why a step cannot be taken
        scol.addWidget(self.step_why)
        form.addRow(tr("Step"), steps)
        who = QWidget()
        wrow = QHBoxLayout(who)
        wrow.setContentsMargins(0, 0, 0, 0)
        self.actor = QComboBox()
        self.actor.setToolTip(tr("The unit that strikes by snaking, or envelops"))
        self.against = QComboBox()
        self.against.setToolTip(tr("The enemy unit it strikes or envelops"))
        self.actor.currentIndexChanged.connect(self._actor_changed)
        self.against.currentIndexChanged.connect(self.refresh)
        wrow.addWidget(self.actor, 1)
        wrow.addWidget(QLabel(tr("against")))
        wrow.addWidget(self.against, 1)
        self.form = form
        form.addRow(tr("Acting unit"), who)
        self.who = who
        self.use_reroll = QCheckBox(tr("Use the commanders' re-rolls in the tests (B29)"))
        self.use_reroll.toggled.connect(self.refresh)
        form.addRow("", self.use_reroll)
        self.pairs = QTableWidget(0, 6)
        self.pairs.setHorizontalHeaderLabels([tr("Striker"), tr("Target"), tr("Base"), tr("Hit"), tr("Order"),
                                              tr("Extra pair")])
        self.pairs.verticalHeader().setVisible(False)
        self.pairs.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.pairs.setToolTip(tr("Who strikes whom this round: one d20 per pair (B5)"))
        self.pairs.setMinimumHeight(self.fontMetrics().height() * 2 + 8)  # the desk fits 1366 x 768
        self.pairs.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.pairs.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.pairs.itemSelectionChanged.connect(self._pair_chosen)
        self.pairs_box = QGroupBox(tr("Strike pairs"))
        QVBoxLayout(self.pairs_box).addWidget(self.pairs)
        self.pairs_box.layout().setContentsMargins(4, 2, 4, 2)  # as the base panel's boxes: the desk fits 1366 x 768

    def title(self) -> str:
        return tr("Several units")

    # -- choosing the units ---------------------------------------------------------------------------------------
    def set_units(self, *unit_ids: str) -> None:
        """The canvas's selection is the melee's units: each goes to its own army's side; the side of the first
        one picked is side A."""
        state = self.desk.record.state
        if unit_ids and state.unit(unit_ids[0]) is not None:
            self.first_side = state.unit(unit_ids[0]).side
        for lst in self.side_lists.values():
            lst.blockSignals(True)
            for i in range(lst.count()):
                it = lst.item(i)
                it.setCheckState(Qt.CheckState.Checked if it.data(Qt.ItemDataRole.UserRole) in unit_ids
                                 else Qt.CheckState.Unchecked)
            lst.blockSignals(False)
        self.refresh()

    def sides(self) -> tuple[list[str], list[str]]:
        """The ticked units: side A (the first unit picked is of it) and side B."""
        ticked = {sid: [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())
                        if lst.item(i).checkState() == Qt.CheckState.Checked]
                  for sid, lst in self.side_lists.items()}
        order = sorted(ticked, key=lambda s: s != self.first_side)
        a = ticked[order[0]] if order else []
        b = [u for s in order[1:] for u in ticked[s]]
        return a, b

    def units(self) -> list[str]:
        a, b = self.sides()
        return a + b

    def _ticked(self, item: QListWidgetItem) -> None:
        side = self.desk.record.state.unit(item.data(Qt.ItemDataRole.UserRole)).side
        lst = self.side_lists.get(self.first_side or "")
        if lst is None or not any(lst.item(i).checkState() == Qt.CheckState.Checked for i in range(lst.count())):
            self.first_side = side  # the first side ticked is side A
        self.refresh()

    def _reload_units(self) -> None:
        state = self.desk.record.state
        for sid, lst in getattr(self, "side_lists", {}).items():
            keep = {lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())
                    if lst.item(i).checkState() == Qt.CheckState.Checked}
            lst.blockSignals(True)
            lst.clear()
            side = state.side(sid)
            for u in side.units if side else ():
                it = QListWidgetItem(u.id)
                it.setData(Qt.ItemDataRole.UserRole, u.id)
                it.setFlags(it.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                it.setCheckState(Qt.CheckState.Checked if u.id in keep else Qt.CheckState.Unchecked)
                lst.addItem(it)
            lst.blockSignals(False)
        self.refresh()

    # -- the steps and their conditions ---------------------------------------------------------------------------
    def step(self) -> str:
        return STEPS[max(0, self.step_group.checkedId())][0]

    def _step_changed(self) -> None:
        self._fill_actors()
        self.refresh()

    def _actor_changed(self) -> None:
        self._fill_against()
        self.refresh()

    def _fill_actors(self) -> None:
        """The acting units the step allows, the first that may act chosen."""
        a, b = self.sides()
        table = self.desk.table()
        keep = self.actor.currentData()
        self.actor.blockSignals(True)
        self.actor.clear()
        for uid in a + b:
            self.actor.addItem(uid, uid)
        allowed = [x for x, _e in self._allowed_pairs(table)]
        pick = keep if keep in allowed or (keep in a + b and not allowed) else next(iter(allowed), None)
        i = self.actor.findData(pick)
        self.actor.setCurrentIndex(max(i, 0))
        self.actor.blockSignals(False)
        self._fill_against()

    def _fill_against(self) -> None:
        a, b = self.sides()
        actor = self.actor.currentData()
        enemies = b if actor in a else a
        keep = self.against.currentData()
        self.against.blockSignals(True)
        self.against.clear()
        for uid in enemies:
            self.against.addItem(uid, uid)
        allowed = [e for x, e in self._allowed_pairs(self.desk.table()) if x == actor]
        pick = keep if keep in allowed or (keep in enemies and not allowed) else next(iter(allowed), None)
        self.against.setCurrentIndex(max(self.against.findData(pick), 0))
        self.against.blockSignals(False)

    def _allowed_pairs(self, table: OpenTable) -> list[tuple[str, str]]:
        """(acting unit, enemy) pairs the current step allows."""
        a, b = self.sides()
        pairs = [(x, e) for x in a for e in b] + [(x, e) for x in b for e in a]
        step = self.step()
        try:
            facts = parse_facts(self.facts.text())
            if step == "snaking":
                from rules.cli.bbg_many import snaking_refusal
                return [(x, e) for x, e in pairs if snaking_refusal(table, x, e) is None]
            if step == "envelopment":
                return [(x, e) for x, e in pairs if self._may_envelop(table, x, e, facts)[0] is not None]
        except (BadFact, ValueError):
            return []
        return pairs

    def _may_envelop(self, table: OpenTable, actor: str, enemy: str, facts: dict[str, str]):
        """`_envelops` for one pair, a refusal (a designer's value missing, B57) kept as its message."""
        from rules.cli.bbg_many import melee_round_no
        a, b = self.sides()
        rnd = melee_round_no(facts, self.desk.record.steps, *((a, b) if actor in a else (b, a)))[0]
        try:
            ok, sides, rnd = self._envelops(table, actor, enemy, facts)
            return ok, sides, rnd, ""
        except MissingDesignerValue as e:
            return None, [], rnd, e.message()
        except BadFact as e:
            return None, [], rnd, str(e)

    def _envelops(self, table: OpenTable, actor: str, enemy: str, facts: dict[str, str]):
        from rules.cli.bbg_many import envelopment_check, melee_round_no
        a, b = self.sides()
        mine, theirs = (a, b) if actor in a else (b, a)
        rnd, _held = melee_round_no(facts, self.desk.record.steps, mine, theirs)
        ok, sides = envelopment_check(table, actor, enemy, rnd)
        return ok, sides, rnd

    def step_refusals(self) -> dict[str, str]:
        """Why each step other than the round cannot be taken with the units ticked (empty: it can)."""
        table = self.desk.table()
        a, b = self.sides()
        out: dict[str, str] = {}
        if not a or not b:
            why = tr("choose at least one unit on each side")
            return {"melee": why, "snaking": why, "envelopment": why}
        from rules.cli.bbg_many import snaking_refusal
        snake = [snaking_refusal(table, x, e) for x in a + b for e in (b if x in a else a)]
        if all(snake):
            out["snaking"] = tr("no cavalry or chariots among the units ticked: only they strike by snaking (B15, "
                                "[L225, L234])")
        try:
            facts = parse_facts(self.facts.text())
            short: list[str] = []
            rnd = 1
            for x, e in [(x, e) for x in a for e in b] + [(x, e) for x in b for e in a]:
                ok, sides, at, problem = self._may_envelop(table, x, e, facts)
                if ok is not None:
                    break
                rnd = max(rnd, at)
                if problem:
                    short.append(problem)
                    continue
                best = max(sides, key=lambda s: s.overhang)
                short.append(tr("{unit} against {enemy}: overhang {n}, flexibility {flex}").format(
                    unit=x, enemy=e, n=best.overhang, flex=best.flexibility))
            else:
                if rnd < 2:
                    out["envelopment"] = tr("No envelopment: it may happen only after the first melee round, and "
                                            "this is melee round {round} ([L173, L179], B16)").format(round=rnd)
                else:
                    out["envelopment"] = tr("No envelopment: no unit overhangs its enemy by its flexibility "
                                            "([L173, L179], B16): {pairs}").format(pairs="; ".join(short))
        except (BadFact, ValueError) as e:
            out["envelopment"] = str(e)
        return out

    def refresh(self) -> None:
        if not hasattr(self, "step_group"):
            return
        refused = self.step_refusals()
        for key, b in self.step_buttons.items():
            b.setEnabled(key == "melee" or key not in refused)
            b.setToolTip(refused.get(key, ""))
        if not self.step_buttons[self.step()].isEnabled():
            self.step_buttons["melee"].setChecked(True)
        self.step_why.setText("<br>".join(refused[k] for k in ("snaking", "envelopment") if k in refused))
        acting = self.step() != "melee"
        self.form.setRowVisible(self.who, acting)
        self.form.setRowVisible(self.use_reroll, not acting)
        self.pairs_box.setVisible(not acting)
        if acting and (self.actor.count() != len(self.units()) or self.actor.currentData() not in self.units()):
            self._fill_actors()
        self.pairs.setRowCount(0)
        self.many = None
        if self.step() == "envelopment":
            self.dice.clear()  # no dice: the step only records the wrapping figures
        super().refresh()

    # -- computing ------------------------------------------------------------------------------------------------
    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        self.extra_facts = {}
        step = self.step()
        if step == "snaking":
            return self._snaking(table, facts)
        if step == "envelopment":
            return self._envelopment(table, facts)
        return self._round(table, facts)

    def _round(self, table: OpenTable, facts: dict[str, str]) -> Computed:
        from rules.bbg.melee_steps import melee_many_effects, read_melee_many
        from rules.cli.bbg_many import build_melee_many
        a, b = self.sides()
        mm = build_melee_many(table, a, b, facts, self.desk.record.steps)
        self.many = mm
        r = mm.round
        self.extra_facts = {"side_a": ",".join(a), "side_b": ",".join(b), "round": str(mm.melee_round)}
        counts = {u: table.placed(u).figure_count() for u in r.units}
        units = {u: table.unit(u) for u in r.units}
        close = {u: table.formation(u) == "close" and not table.placed(u).figures for u in r.units}
        mins = {u: units[u].dissolution_minimum() for u in r.units}
        use = self.use_reroll.isChecked()
        ledgers = [(tr("{unit} against {enemy}").format(unit=u, enemy=e), led)
                   for u in r.units for e, led in r.ledgers.get(u, {}).items()]
        bases = [tr("melee round {round} ({held} round(s) of this melee in the record; the fact round=N says "
                    "otherwise)").format(round=mm.melee_round, held=mm.recorded_rounds),
                 tr("side A: {a}; side B: {b}").format(a=", ".join(a), b=", ".join(b)),
                 tr("charging: {units}").format(units=", ".join(mm.chargers) or "—"),
                 tr("{n} strike pairs ({source})").format(
                     n=len(r.strikes), source=tr("from base contact") if mm.source == "table" else tr("from the "
                                                                                                        "facts"))]
        for u in r.units:
            t = r.tests.get(u)
            if t is not None:
                bases.append(tr("{unit}: {engaged} engaged, test at {base}; re-roll: {why}").format(
                    unit=u, engaged=r.engaged[u], base=t.base, why=mm.rerolls[u][1]))
        dists = []
        for u in r.units:
            rows = _loss_rows(r.losses(u), u in r.wounded)
            routs = r.routs.get(u)
            if routs:
                key = "with_reroll" if use and "with_reroll" in routs else "without_reroll"
                rows.append((tr("routs (all engaged fell, or a failed test)"), routs[key]))
            if r.dissolved.get(u):
                rows.append((tr("falls below its minimum (B27)"), r.dissolved[u]))
            dists.append((u, rows))

        def effects(rd):
            return melee_many_effects(r, rd, close, counts, mins)[0]

        def summary(rd) -> str:
            lost = "; ".join(tr("{unit} loses {n}").format(unit=u, n=len(rd.fallen[u])) for u in r.units)
            tests = "; ".join(f"{u}: {tr(RESULTS[res])}" for u, res in rd.tests.items())
            end = melee_many_effects(r, rd, close, counts, mins)[1]
            won = tr("The melee ends: {units} won (B25).").format(units=", ".join(end.winners)) if end.ended else ""
            return "<br>".join(x for x in (lost, tests, won, *_wounds_said(table, rd)) if x)  # B56: wounds

        return Computed(ledgers, bases, dists, len(r.strikes),
                        lambda dice: read_melee_many(r, dice, counts, mm.rules, use), effects, summary)

    def _snaking(self, table: OpenTable, facts: dict[str, str]) -> Computed:
        from rules.bbg.melee_steps import read_snaking, stop_chances
        from rules.cli.bbg_many import build_snaking
        riders, target = self.actor.currentData(), self.against.currentData()
        if riders is None or target is None:
            raise BadFact(tr("choose the riders and the unit they strike"))
        st = build_snaking(table, riders, target, facts)
        reach = int(facts["reachable"]) if "reachable" in facts else None
        bases = [tr("{n} strikes at base {base}, each at the outermost figure: {figures}").format(
                     n=st.strikes, base=number_json(st.result.base), figures=", ".join(st.order[: st.rank_size])),
                 tr("the attacked rank has {n} figures; a fast strike never routs ([L229])").format(n=st.rank_size)]
        dists: list[tuple[str, list[tuple[str, Fraction]]]] = [
            (tr("hits on {unit}").format(unit=target), _loss_rows(st.result.hits))]
        stops = stop_chances(st)
        if stops:
            dists.append((tr("the moving target ([L229])"), [(tr(RESULTS[k]), p) for k, p in stops.items()]))
        return Computed([(tr("{unit} against {enemy}").format(unit=riders, enemy=target), st.result.ledger)],
                        bases, dists, st.strikes + (1 if st.test is not None else 0),
                        lambda dice: read_snaking(st, target, dice, reach),
                        lambda rd: tuple(_casualties(table, rd.fallen)), lambda rd: tr(RESULTS[rd.result]))

    def _envelopment(self, table: OpenTable, facts: dict[str, str]) -> Computed:
        actor, enemy = self.actor.currentData(), self.against.currentData()
        if actor is None or enemy is None:
            raise BadFact(tr("choose the enveloping unit and the enemy"))
        ok, sides, rnd = self._envelops(table, actor, enemy, facts)
        bases = [tr("melee round {round}: envelopment only after the first round ([L173])").format(round=rnd)]
        bases += [tr("{side}: overhang {n}, flexibility {flex}: {why}").format(
            side=tr(SIDE_NAMES[s.side]), n=s.overhang, flex=s.flexibility, why=core_text(s.why)) for s in sides]
        if ok is None:
            raise BadFact(tr("{unit} cannot envelop {enemy}: {why} ([L173, L179], B16)").format(
                unit=actor, enemy=enemy, why="; ".join(dict.fromkeys(core_text(s.why) for s in sides))))
        self.extra_facts = {"side": ok.side, "wrapping": ",".join(ok.wrapping), "round": str(rnd)}

        def read(dice: Sequence[int]) -> Reading:
            if dice:
                raise BadFact(tr("no dice are rolled for this step"))
            return Reading((), result=f"envelops {ok.side}")

        return Computed([], bases, [], 0, read, lambda rd: (),
                        lambda rd: tr("{unit} envelops {enemy} on its {side}: {figures} strike the flank file from "
                                      "the next round, and {enemy} counts the flank attack −2 in those pairs "
                                      "(B16)").format(unit=actor, enemy=enemy, side=tr(SIDE_NAMES[ok.side]),
                                                      figures=", ".join(ok.wrapping)))

    def _show(self, c: Computed) -> None:
        super()._show(c)
        for i in range(1, self.rows.topLevelItemCount()):
            self.rows.topLevelItem(i).setExpanded(False)  # the first ledger open, the others a click away
        if self.many is None:
            return
        from rules.cli.bbg_many import EXTRA_WHY
        r = self.many.round
        late_units = {(s.striker_unit, s.target_unit) for s in r.strikes if s.late}
        first_units = {(t, s) for s, t in late_units}
        self.pairs.setRowCount(len(r.strikes))
        for i, s in enumerate(r.strikes):
            if s.late:
                order = tr("strikes back if it stands (B6)")
            elif (s.striker_unit, s.target_unit) in first_units:
                order = tr("strikes first (B6)")
            else:
                order = tr("at once (B6)")
            why = self.many.extra.get(i)
            cells = [f"{s.striker_unit} {s.striker}", f"{s.target_unit} {s.target}", str(number_json(s.base)),
                     f"{_p(s.p)} ({float(s.p) * 100:.0f}%)", order, core_text(EXTRA_WHY[why]) if why else ""]
            for col, text in enumerate(cells):
                self.pairs.setItem(i, col, QTableWidgetItem(text))
        self.pairs.resizeColumnsToContents()

    def _pair_chosen(self) -> None:
        """A strike pair chosen in the table: its own base number's rows (B4) at the top of the modifier table."""
        if self.many is None:
            return
        if self.rows.topLevelItemCount() and self.rows.topLevelItem(0).data(0, Qt.ItemDataRole.UserRole) == "pair":
            self.rows.takeTopLevelItem(0)
        row = self.pairs.currentRow()
        if not 0 <= row < len(self.many.round.strikes) or not self.pairs.selectedItems():
            return
        s = self.many.round.strikes[row]
        head = QTreeWidgetItem([tr("{striker} → {target}: base {base}").format(
            striker=f"{s.striker_unit} {s.striker}", target=f"{s.target_unit} {s.target}",
            base=number_json(s.base)), str(number_json(s.ledger.total))])
        head.setData(0, Qt.ItemDataRole.UserRole, "pair")
        for r in s.ledger.rows:
            value = number_json(r.value)
            item = QTreeWidgetItem(["", value if isinstance(value, str) else f"{value:+}", r.why(), f"[{r.lines}]",
                                    r.rule])
            item.setText(0, r.label() + (f" ({tr(SIDES[r.side])})" if r.side in SIDES else ""))
            item.setCheckState(0, Qt.CheckState.Checked if r.applies else Qt.CheckState.Unchecked)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
            head.addChild(item)
        self.rows.insertTopLevelItem(0, head)
        head.setExpanded(True)
        self.rows.scrollToItem(head)

    # -- the record ----------------------------------------------------------------------------------------------
    def make_step(self, dice: Dice) -> Step:
        assert self.reading is not None
        facts = parse_facts(self.facts.text()) | self.extra_facts
        step = self.step()
        if step == "melee":
            kind, units = "melee_many", tuple(self.units())
        else:
            kind, units = step, (self.actor.currentData(), self.against.currentData())
        return Step(kind, units, self.round.value(), facts, dice, self.effects, result=self.reading.line())
