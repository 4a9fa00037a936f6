"""The map gestures of play mode, as a tool of the map view.

- Click a counter of the side to decide: it is selected and its legal moves are shaded with their MP;
  click it again to take its whole stack (5.2.4), and again for the unit alone.
- Hover a shaded hex: the path and its cost. Click it: the move is made, or, when several facings are
  legal there, the facing follows the mouse around that hex and a second click sets it (Esc cancels).
  Clicking the selected unit itself turns it in place the same way.
- A unit that can charge shows its charge path and marks its target; clicking the target makes the charge.
- Hover or click an enemy with units selected: the fire, mêlée or charge they would make, with every
  modifier and the odds (Ctrl+click adds firers, attackers or defenders).
- Decisions the map has no gesture for (a retreat, an advance…): the hexes their choices name are tinted,
  and clicking one applies the choice that ends there.
- Right-click: every legal move into the hex (each facing, on top or beneath a stack), mount and dismount,
  the charge, and the choices of the counter in the decision panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP, QRectF, Qt
from PySide6.QtWidgets import QMenu

from rules.engine import GameState
from rules.geometry.hexgrid import Hex

from ...i18n import tr
from ..tools.base import MapEvent, Tool
from .counters import LEADER_REACH_PX
from .decisions import kind_words
from .moves import End, Options, changes_offered, charge_target, hexes_in_notation, options_for, why_cannot_act, why_not
from .overlay import Sightline
from .preview import preview_for

if TYPE_CHECKING:
    from .host import PlayHost

MOVE_KINDS = ("movement", "out_of_command_movement")


def change_words(change: str, first: bool = False) -> str:
    """A mount change of the notation ("mount", "dismount") in words; `first` capitalised, to start a menu item."""
    if first:
        return {"mount": tr("Mount"), "dismount": tr("Dismount")}.get(change, change.capitalize())
    return {"mount": tr("mount"), "dismount": tr("dismount")}.get(change, change)


class PlayTool(Tool):
    name = "play"
    label = QT_TR_NOOP("Play")
    shortcut = ""
    tip = QT_TR_NOOP("Click a counter of the side to decide, then a shaded hex to move it (a second click sets the "
                     "facing); click an enemy to see the odds; right-click for every legal move")
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, mode: PlayHost) -> None:
        w = mode.window
        super().__init__(w.doc, w.view, w.tool_settings)
        self.mode = mode
        self.reset()

    # -- state -------------------------------------------------------------------------------------------
    def reset(self) -> None:
        self.ids: tuple[str, ...] = ()  # the counters that move (a unit, a stack top first, or a leader)
        self.group: tuple[str, ...] = ()  # extra friendly units for a combined fire or a mêlée
        self.change: str | None = None
        self.options: Options | None = None
        self.targets: tuple[Hex, ...] = ()
        self.picking: Hex | None = None  # choosing the facing of a move into this hex
        self.hover = None
        if hasattr(self, "mode") and self.mode.overlay is not None:
            self.mode.overlay.data.clear_selection()
            self.mode.overlay.update()

    def cancel(self) -> None:
        self.reset()

    @property
    def state(self) -> GameState:
        return self.mode.session.state

    @property
    def legal(self) -> list:
        return self.mode.session.legal()

    @property
    def data(self):
        return self.mode.overlay.data

    def label_of(self, h: Hex) -> str:
        return self.state.grid.label(h)

    def _hex_of(self, counter_id: str) -> Hex | None:
        s = self.state
        if counter_id in s.battle.leaders:
            return s.leader(counter_id).hex
        return s.unit(counter_id).hex

    def movement_decision(self) -> bool:
        return self.state.pending().kind in MOVE_KINDS

    # -- selecting ---------------------------------------------------------------------------------------
    def select(self, ids: tuple[str, ...], change: str | None = None) -> None:
        """Select counters and show their legal moves (or say why they have none)."""
        self.reset()
        self.ids, self.change = tuple(ids), change
        s = self.state
        where = self._hex_of(ids[0])
        self.data.selected = (where,) if where is not None else ()
        self.options = options_for(s, self.legal, self.ids, change)
        opts = self.options
        self.data.reach = opts.costs()
        self.data.how = {h: min(ends, key=lambda e: e.cost).how for h, ends in opts.ends.items()}
        if opts.charge is not None:
            self.data.charge_path = opts.charge.path
            self.data.charge_target = opts.charge.choice.target
        who = "+".join(ids)
        if opts.any:
            extra = []
            if opts.charge is not None:
                extra.append(tr("it can charge {targets} in {hex}: click the target").format(
                    targets=", ".join(opts.charge_targets), hex=self.label_of(opts.charge.choice.target)))
            changes = changes_offered(self.legal, self.ids)
            if changes and change is None:
                extra.append(tr("right-click to {changes}").format(
                    changes=tr(" or ").join(change_words(c) for c in changes)))
            mode = {"mount": tr(" after it mounts"), "dismount": tr(" after it dismounts")}.get(change or "", "")
            self.say(tr("{who}: {count} hex(es) reachable{mode}; click one to move there").format(
                who=who, count=len(opts.ends), mode=mode) + "".join(f"; {x}" for x in extra))
        else:
            why = None
            if self.movement_decision():
                why = why_cannot_act(s, self.ids)
            if why is None:
                kind = s.pending().kind
                why = tr("no move: the pending decision is {kind}").format(kind=kind_words(kind))
            self.say(tr("{who} cannot move now: {why}").format(who=who, why=why))
            if ids[0] in s.battle.units and s.unit(ids[0]).hex is not None:
                target, _why = charge_target(s, self.legal, ids[0])
                self.data.charge_target = target
        self.mode.choices_for(self.ids)
        self.mode.overlay.update()

    def _stack_cycle(self, hit: str) -> tuple[str, ...]:
        """Clicking the selected unit again: its whole stack, then the unit alone again."""
        s = self.state
        if hit in s.battle.leaders:
            return (hit,)
        h = s.unit(hit).hex
        stack = tuple(u.id for u in s.units_at(h)) if h is not None else ()
        if self.ids == (hit,) and len(stack) > 1:
            return stack
        return (hit,)

    # -- mouse -------------------------------------------------------------------------------------------
    def press(self, ev: MapEvent) -> None:
        if ev.right:
            return
        if self.picking is not None:
            self._pick_facing(ev)
            return
        hit = self.mode.counters.counter_at(ev.x, ev.y, ev.hex)
        alt = bool(ev.modifiers & Qt.KeyboardModifier.AltModifier)
        ctrl = bool(ev.modifiers & Qt.KeyboardModifier.ControlModifier)
        if hit is None and not alt and not self._hex_acts(ev.hex):
            leader = self.mode.counters.leader_near(ev.x, ev.y, ev.hex, LEADER_REACH_PX / (self.view.transform().m11()
                                                                                          or 1.0))
            hit = ("leader", leader) if leader is not None else None
        if hit is not None and not alt:
            self._click_counter(hit[1], ev.hex, ctrl)
            return
        if ev.hex is None:
            self.reset()
            return
        self._click_hex(ev.hex)

    def _hex_acts(self, h: Hex | None) -> bool:
        """Whether a click on this hex does something of its own (a move's end, a charge's target, a choice
        of the pending decision): then a click beside a leader's disc is the hex's, not the leader's."""
        opts = self.options
        return h is not None and (
            (opts is not None and (bool(opts.ends.get(h)) or (opts.charge is not None
                                                              and opts.charge.choice.target == h)))
            or h in self.data.decision_hexes)

    def _own_side(self) -> str | None:
        s = self.state
        if self.ids:
            return s.side_of(self.ids[0])
        return s.pending().side

    def _click_counter(self, ident: str, h: Hex | None, ctrl: bool) -> None:
        s = self.state
        side = s.side_of(ident)
        own = self._own_side()
        where = self._hex_of(ident)
        if own is not None and side != own and (self.ids or self.group):
            if where is None:
                return
            opts = self.options
            if opts is not None and opts.charge is not None and opts.charge.choice.target == where and not ctrl:
                self.mode.apply(opts.charge.choice)
                return
            self.targets = tuple(dict.fromkeys((*self.targets, where))) if ctrl else (where,)
            self._preview(self.targets, pinned=True)
            self.mode.offer_combat(self.attackers(), self.targets)
            return
        if ctrl and self.ids and ident in s.battle.units:
            if ident not in self.ids and ident not in self.group:
                self.group = (*self.group, ident)
                self.data.selected = tuple(dict.fromkeys((*self.data.selected, where)))  # type: ignore[arg-type]
                self.say(tr("{ids} selected together: click an enemy to see their fire or mêlée").format(
                    ids="+".join(self.attackers())))
                self.mode.overlay.update()
            return
        if self.ids and ident in self.ids and self.options is not None:
            cycled = self._stack_cycle(ident)
            if cycled != self.ids:
                self.select(cycled)
                return
            start = self._hex_of(ident)
            if start is not None and self.options.ends.get(start):
                self._begin_pick(start)
                return
        self.select((ident,))

    def attackers(self) -> tuple[str, ...]:
        s = self.state
        return tuple(i for i in (*self.ids, *self.group) if i in s.battle.units)

    def _click_hex(self, h: Hex) -> None:
        opts = self.options
        if opts is not None and opts.ends.get(h):
            self._move_to(h)
            return
        if opts is not None and opts.charge is not None and h == opts.charge.choice.target:
            self.mode.apply(opts.charge.choice)
            return
        if self.data.decision_hexes and h in self.data.decision_hexes:
            self.mode.choose_by_hex(h)
            return
        if opts is not None and self.ids:
            if opts.any:
                start = self._hex_of(self.ids[0])
                self.say(tr("{ids} cannot end its move in {hex}: {why}").format(
                    ids="+".join(self.ids), hex=self.label_of(h), why=why_not(self.state, self.ids, start, h, None)))
            else:
                self.reset()
            return
        self.reset()

    def _move_to(self, h: Hex, under: bool = False) -> None:
        assert self.options is not None
        facings = self.options.facings(h, under) or self.options.facings(h, not under)
        if len(facings) == 1:
            self.mode.apply(next(iter(facings.values())).choice)
            return
        self._begin_pick(h)

    def _begin_pick(self, h: Hex) -> None:
        assert self.options is not None
        facings = self.options.facings(h)
        self.picking = h
        self.data.facing_hex = h
        self.data.facing_options = {f: e.cost for f, e in facings.items() if f is not None}
        best = self.options.best(h)
        self.data.path = best.path if best is not None else ()
        self.data.facing = best.facing if best is not None else None
        names = self.state.grid.facing_names
        legal = ", ".join(f"{names[f]} ({c} MP)" for f, c in sorted(self.data.facing_options.items()))
        self.say(tr("Choose the facing in {label_of}: point the mouse through a hexside and click (legal: "
                    "{legal}); Esc cancels; right-click lists them").format(label_of=self.label_of(h), legal=legal))
        self.mode.overlay.update()

    def _pick_facing(self, ev: MapEvent) -> None:
        h = self.picking
        assert h is not None and self.options is not None
        facing = self.view.doc.geometry.direction_from(h, ev.x, ev.y)
        self.choose_facing(facing)

    def choose_facing(self, facing: int | str) -> bool:
        """Finish the move being made with this facing (an index or a name such as 'N')."""
        if self.picking is None or self.options is None:
            return False
        grid = self.state.grid
        f = grid.facing_index(facing) if isinstance(facing, str) else facing
        end = self.options.facings(self.picking).get(f) or self.options.facings(self.picking, True).get(f)
        if end is None:
            legal = ", ".join(grid.facing_names[x] for x in sorted(self.data.facing_options))
            self.say(tr("{ids} cannot face {facing} in {hex}: the legal facings there are {legal}").format(
                ids="+".join(self.ids), facing=grid.facing_names[f], hex=self.label_of(self.picking), legal=legal))
            return False
        self.mode.apply(end.choice)
        return True

    def move(self, ev: MapEvent) -> None:
        self.hover = ev.hex
        d = self.data
        if self.picking is not None:
            f = self.view.doc.geometry.direction_from(self.picking, ev.x, ev.y)
            if f != d.facing:
                d.facing = f
                end = self.options.facings(self.picking).get(f) if self.options else None
                if end is not None:
                    d.path = end.path
                self.mode.overlay.update()
            return
        changed = False
        text = ""
        opts = self.options
        path: tuple[Hex, ...] = ()
        cost = None
        if opts is not None and ev.hex is not None:
            best = opts.best(ev.hex)
            if best is not None:
                path, cost = best.path, best.cost
                text = self._end_words(ev.hex, best)
            elif opts.charge is not None and ev.hex == opts.charge.choice.target:
                text = tr("click to charge {targets} in {hex} along {path} ({cost} MP)").format(
                    targets=", ".join(opts.charge_targets), hex=self.label_of(ev.hex),
                    path="-".join(self.label_of(x) for x in opts.charge.path), cost=opts.charge.cost)
        if (path, cost) != (d.path, d.path_cost):
            d.path, d.path_cost = path, cost
            changed = True
        if not self.targets and self.attackers() and ev.hex is not None:
            enemy = [u for u in self.state.units_at(ev.hex) if self.state.side_of(u.id) != self._own_side()]
            if enemy:
                self._preview((ev.hex,), pinned=False)
                changed = True
            elif d.sightlines:
                d.sightlines = []
                self.mode.show_preview(None)
                changed = True
        self.mode.hover_words = text
        self.mode.hover_status(ev.hex)
        if changed:
            self.mode.overlay.update()

    def _end_words(self, h: Hex, best: End) -> str:
        grid = self.state.grid
        route = "-".join(grid.label(x) for x in best.path)
        how = {"disengage": tr(" (disengagement, 8.3)"), "minimum": tr(" (the one-hex move, 8.1)")}.get(best.how, "")
        facings = sorted(f for f in self.options.facings(h) if f is not None) if self.options else []
        face = tr("; facings {list}").format(list=", ".join(grid.facing_names[f] for f in facings)) \
            if len(facings) > 1 else ""
        return tr("move {ids} to {hex}: {cost} MP along {route}{how}{face}").format(
            ids="+".join(self.ids), hex=grid.label(h), cost=best.cost, route=route, how=how, face=face)

    def show_choice(self, choice, pv) -> None:
        """A choice selected in the decision list, drawn on the map as the gestures draw theirs: a move's path,
        a charge's path and target, a fire's line(s) of fire and target, a mêlée's attackers and defenders."""
        self.reset()
        d = self.data
        if pv is not None and pv.target is not None:
            d.selected = tuple(dict.fromkeys(h for h in (self._hex_of(u) for u in pv.attackers) if h is not None))
            d.targets = (pv.target,)
            if pv.kind == "fire" and pv.sight is not None:
                blocked = tuple(o.hex for o in pv.sight.blocked_by)
                d.sightlines = [Sightline((h, pv.target), not blocked, blocked) for h in pv.attacker_hexes]
            if pv.kind == "charge":
                d.charge_path = pv.charge_path or tuple(getattr(choice, "path", ()) or ())
                d.charge_target = pv.target
        elif isinstance(getattr(choice, "path", None), tuple) and len(choice.path) > 1:
            d.selected, d.path = (choice.path[0],), choice.path
        self.mode.overlay.update()

    def _preview(self, targets: tuple[Hex, ...], pinned: bool) -> None:
        s = self.state
        pv = preview_for(s, self.attackers(), targets)
        d = self.data
        d.targets = targets if pinned else ()
        d.sightlines = []
        if pv is not None:
            if pv.kind == "fire":
                for h in pv.attacker_hexes or (self._hex_of(self.attackers()[0]),):
                    if h is None:
                        continue
                    blocked = tuple(o.hex for o in pv.sight.blocked_by) if pv.sight is not None else ()
                    d.sightlines.append(Sightline((h, targets[0]), not blocked, blocked))
            elif pv.charge_path:
                d.charge_path = pv.charge_path
                d.charge_target = targets[0]
        self.mode.show_preview(pv)

    def release(self, ev: MapEvent) -> None:
        pass

    def key(self, key: int, modifiers) -> bool:
        if key == Qt.Key.Key_Escape:
            if self.picking is not None:
                self.picking = None
                self.data.facing_hex, self.data.facing_options, self.data.facing = None, {}, None
                self.say(tr("Facing not chosen: the move was not made"))
            elif self.targets:
                self.targets = ()
                self.data.targets, self.data.sightlines = (), []
                self.mode.show_preview(None)
            else:
                self.reset()
                self.mode.choices_for(())
            self.mode.overlay.update()
            return True
        return False

    def preview_rect(self) -> QRectF:
        return QRectF()

    def paint_preview(self, p) -> None:
        pass

    # -- context menu ------------------------------------------------------------------------------------
    def context_menu(self, ev: MapEvent, menu: QMenu) -> None:
        s = self.state
        grid = s.grid
        names = grid.facing_names
        if self.picking is not None and self.options is not None:
            for f, end in sorted(self.options.facings(self.picking).items(), key=lambda kv: kv[0] or 0):
                a = menu.addAction(tr("Face {facing} ({cost} MP)").format(
                    facing=names[f] if f is not None else "—", cost=end.cost))
                a.triggered.connect(lambda _=False, c=end.choice: self.mode.apply(c))
            return
        hit = self.mode.counters.counter_at(ev.x, ev.y, ev.hex)
        opts = self.options
        if opts is not None and ev.hex is not None and opts.ends.get(ev.hex):
            for end in sorted(opts.ends[ev.hex], key=lambda e: (e.under, e.cost, e.facing or 0)):
                face = tr(" facing {facing}").format(facing=names[end.facing]) if end.facing is not None else ""
                where = tr(" beneath the stack") if end.under else ""
                how = {"disengage": tr(" — disengage (8.3)"), "minimum": tr(" — the one-hex move (8.1)")}.get(
                    end.how, "")
                a = menu.addAction(tr("Move to {label}{face}{where} ({cost} MP){how}").format(
                    label=grid.label(ev.hex), face=face, where=where, cost=end.cost, how=how))
                a.setToolTip(self.mode.session.notation(end.choice))
                a.triggered.connect(lambda _=False, c=end.choice: self.mode.apply(c))
            menu.addSeparator()
        if opts is not None and opts.charge is not None:
            run = opts.charge
            a = menu.addAction(tr("Charge {targets} in {hex} ({cost} MP)").format(
                targets=", ".join(opts.charge_targets), hex=grid.label(run.choice.target), cost=run.cost))
            a.triggered.connect(lambda _=False, c=run.choice: self.mode.apply(c))
        if self.ids:
            for c in (opts.mount_changes if opts is not None else ()):
                a = menu.addAction(tr("{capitalize} and stay in {label}").format(
                    capitalize=change_words(c.change, True), label=grid.label(self._hex_of(self.ids[0]))))
                a.triggered.connect(lambda _=False, c=c: self.mode.apply(c))
            for change in changes_offered(self.legal, self.ids):
                if change == self.change:
                    continue
                a = menu.addAction(tr("{capitalize}, then move…").format(capitalize=change_words(change, True)))
                a.triggered.connect(lambda _=False, ch=change: self.select(self.ids, ch))
            if self.change is not None:
                a = menu.addAction(tr("Move without changing mount"))
                a.triggered.connect(lambda: self.select(self.ids))
        if hit is not None:
            ident = hit[1]
            menu.addSeparator()
            a = menu.addAction(tr("Select {ident}").format(ident=ident))
            a.triggered.connect(lambda _=False, i=ident: self.select((i,)))
            if ident in s.battle.units and s.unit(ident).hex is not None:
                stack = tuple(u.id for u in s.units_at(s.unit(ident).hex))
                if len(stack) > 1:
                    a = menu.addAction(tr("Select the stack {stack} (moves together, 5.2.4)").format(
                        stack="+".join(stack)))
                    a.triggered.connect(lambda _=False, st=stack: self.select(st))
            a = menu.addAction(tr("Show the choices of {ident} in the decision panel").format(ident=ident))
            a.triggered.connect(lambda _=False, i=ident: self.mode.choices_for((i,)))
        if ev.hex is not None and self.data.decision_hexes and ev.hex in self.data.decision_hexes:
            menu.addSeparator()
            for c in self.legal:
                text = self.mode.session.notation(c)
                if ev.hex in hexes_in_notation(text, grid):
                    a = menu.addAction(text)
                    a.triggered.connect(lambda _=False, c=c: self.mode.apply(c))
        if self.ids or self.targets:
            menu.addSeparator()
            a = menu.addAction(tr("Clear the selection (Esc)"))
            a.triggered.connect(lambda: (self.reset(), self.mode.choices_for(())))

    def say(self, text: str) -> None:
        self.message.emit(text)
