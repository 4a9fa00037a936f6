"""The balance report of a study: win/draw/loss by side with Wilson intervals, the VP distribution, the turn
the game was decided, how often each victory condition scored, and where units fell as a heat map over the
rendered map — as JSON (`report.json`), plots and one self-contained HTML page (the plots inlined).

The plots are matplotlib's (rules/games/report_plots.py), as SVG: titled axes, the side names and every
number as text (the hand-drawn Pillow charts they replace lost the spaces of their titles, "Victory pointsat
the end", and their map labels were too small to read). matplotlib is the optional `report` extra; without it
the page says so and shows the same figures as tables, with the heat map drawn by Pillow (`heat_map`).
"""

from __future__ import annotations

import base64
import html
import io
import json
import math
from collections import Counter
from pathlib import Path
from statistics import mean, median

from PIL import Image, ImageDraw, ImageFont

from rules.fileio.atomic import write_together
from rules.games.balance import GameSummary
from rules.i18n import _, language, ngettext
from rules.scenario import model as m

Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n (95 % by default): right near 0 and 1 and for small n,
    where the normal approximation is not."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (0.0 if k == 0 else max(0.0, centre - half)), (1.0 if k == n else min(1.0, centre + half))


def aggregate(scenario: m.Scenario, games: list[GameSummary], lineup: str, seed: int) -> dict:
    """Everything the report shows, as plain data (what report.json holds)."""
    n = len(games)
    sides = [s.id for s in scenario.sides]
    names = {s.id: s.name for s in scenario.sides}
    out: dict = {"scenario": scenario.title, "games": n, "lineup": lineup, "seeds": [seed, seed + n - 1],
                 "sides": []}
    draws = sum(g.winner is None for g in games)
    for s in sides:
        wins = sum(g.winner == s for g in games)
        losses = n - wins - draws
        vp = [g.totals.get(s, 0) for g in games]
        out["sides"].append({
            "id": s, "name": names[s], "wins": wins, "draws": draws, "losses": losses,
            "win_rate": wins / n if n else 0.0, "win_interval": wilson(wins, n),
            "vp": {"mean": mean(vp) if vp else 0, "median": median(vp) if vp else 0,
                   "min": min(vp, default=0), "max": max(vp, default=0),
                   "histogram": dict(sorted(Counter(vp).items()))},
        })
    out["draws"] = {"count": draws, "interval": wilson(draws, n)}
    out["results"] = dict(Counter(f"{names.get(g.winner, g.winner)}: {g.result}" if g.winner else g.result
                                  for g in games).most_common())
    decided = [g.decided_turn for g in games if g.decided_turn is not None]
    out["decided_turn"] = {"histogram": dict(sorted(Counter(decided).items())),
                           "median": median(decided) if decided else None,
                           "undecided": n - len(decided)}
    conds: dict[str, dict[str, dict[str, float]]] = {}
    for g in games:
        for event, by_side in g.conditions.items():
            for s, pts in by_side.items():
                row = conds.setdefault(event, {}).setdefault(s, {"games": 0, "points": 0.0})
                row["games"] += 1
                row["points"] += pts
    out["conditions"] = {e: {s: {"share": r["games"] / n, "mean_points": r["points"] / n}
                             for s, r in by_side.items()} for e, by_side in sorted(conds.items())}
    falls: Counter = Counter()
    for g in games:
        for f in g.falls:
            falls[(f.hex, f.q, f.r, f.side, f.how)] += 1
    out["falls"] = [{"hex": h, "q": q, "r": r, "side": s, "how": how, "count": c}
                    for (h, q, r, s, how), c in falls.most_common()]
    out["stops"] = dict(Counter(g.stop for g in games))
    out["choices_per_game"] = mean(g.steps for g in games) if games else 0
    return out


def headline(agg: dict) -> list[str]:
    """What `banneret balance` prints: one line a side, the draws, the median decided turn."""
    n = agg["games"]
    out = [ngettext("{title}: {n} game ({lineup}), seeds {first}–{last}",
                    "{title}: {n} games ({lineup}), seeds {first}–{last}", n).format(
        title=agg["scenario"], n=n, lineup=agg["lineup"], first=agg["seeds"][0], last=agg["seeds"][1])]
    for s in agg["sides"]:
        lo, hi = s["win_interval"]
        out.append("  " + _("{side}: wins {wins} ({rate:.0f} %, 95 % CI {low:.0f}–{high:.0f} %), VP mean {mean:.1f} "
                            "(min {min}, max {max})").format(
            side=s["name"], wins=s["wins"], rate=100 * s["win_rate"], low=100 * lo, high=100 * hi,
            mean=s["vp"]["mean"], min=s["vp"]["min"], max=s["vp"]["max"]))
    lo, hi = agg["draws"]["interval"]
    out.append("  " + _("draws / no winner: {n} (95 % CI {low:.0f}–{high:.0f} %)").format(
        n=agg["draws"]["count"], low=100 * lo, high=100 * hi))
    dt = agg["decided_turn"]
    if dt["median"] is not None:
        out.append("  " + ngettext("decided on turn {turn} (median; {n} game without a winner)",
                                   "decided on turn {turn} (median; {n} games without a winner)",
                                   dt["undecided"]).format(turn=dt["median"], n=dt["undecided"]))
    unfinished = sum(v for k, v in agg["stops"].items() if k != "game_over")
    if unfinished:
        out.append("  " + ngettext("{n} game did not finish (its result is the score when it stopped): {stops}",
                                   "{n} games did not finish (their result is the score when they stopped): {stops}",
                                   unfinished).format(
            n=unfinished, stops=", ".join(f"{k} {v}" for k, v in agg["stops"].items() if k != "game_over")))
    return out


# ---------------------------------------------------------------------------------------------------------
# Pictures

SIDE_COLOURS = [(178, 34, 34), (30, 90, 170), (40, 140, 60), (150, 100, 20)]


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A real TrueType face for the Pillow heat map's words (DejaVu Sans; else Pillow's own at that size)."""
    try:
        return ImageFont.truetype("DejaVuSans.ttf", size)
    except OSError:
        return ImageFont.load_default(size)


HEAT_SCALE = 40.0  # the hex width of the map under the heat map, in pixels


def heat_map(scenario: m.Scenario, falls: list[dict], base_map: Image.Image, scale: float = HEAT_SCALE,
             ) -> Image.Image:
    """`base_map` (the scenario rendered at `scale` without counters: `rules.map.render.render_map(scenario,
    HEAT_SCALE, units=False, labels=False)`, which the caller draws — rules/games sits below the renderer),
    each hex where units fell tinted in the colour of the side whose units fell there, the more the darker
    (a hex where both sides fell is shared out between their colours, and the number written in it);
    units routed off the map are counted at the edge hex they left from and outlined instead of filled. A
    legend below the map names the sides and the two marks."""
    from rules.geometry.hexgrid import Hex

    sides = [s.id for s in scenario.sides]
    colours = {s.id: _rgb(s.colour, SIDE_COLOURS[k % len(SIDE_COLOURS)]) for k, s in enumerate(scenario.sides)}
    names = {s.id: s.name for s in scenario.sides}
    per: Counter = Counter()  # (hex, side, how) -> count
    where: dict[str, tuple[int, int]] = {}
    for f in falls:
        how = f.get("how", "eliminated")
        per[(f["hex"], f["side"], how)] += f["count"]
        where[f["hex"]] = (f["q"], f["r"])
    font, small = _font(14), _font(11)
    legend_h = 20 * (len(sides) + 2) + 8
    base = Image.new("RGBA", (base_map.width, base_map.height + legend_h), (255, 255, 255, 255))
    base.paste(base_map.convert("RGBA"), (0, 0))
    overlay = Image.new("RGBA", base.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(overlay)
    layout = scenario.grid.layout(scale)
    top = max(per.values(), default=1)
    counts: list[tuple[float, float, int]] = []  # written last: over the tints and the place names
    for label, (q, r) in where.items():
        h = Hex(q, r)
        corners = layout.corners(h)
        cx, cy = layout.center(h)
        fell = [s for s in sides + sorted({k[1] for k in per} - set(sides))
                if per[(label, s, "eliminated")] or per[(label, s, "routed off")]]
        for k, s in enumerate(fell):  # side k takes the k-th share of the hex's six triangles
            colour = colours.get(s, SIDE_COLOURS[-1])
            first, last = 6 * k // len(fell), 6 * (k + 1) // len(fell)
            elim, off = per[(label, s, "eliminated")], per[(label, s, "routed off")]
            if elim:
                alpha = int(90 + 160 * elim / top)
                for t in range(first, last):
                    d.polygon([(cx, cy), corners[t], corners[(t + 1) % 6]], fill=(*colour, alpha))
            if off:
                for t in range(first, last):
                    d.line([corners[t], corners[(t + 1) % 6]], fill=(*colour, 255), width=max(3, int(scale / 8)))
        total = sum(per[(label, s, how)] for s in fell for how in ("eliminated", "routed off"))
        counts.append((cx, cy, total))
    # the place names again, in a readable size over the renderer's (rules/games/report_plots.py does the same)
    half_h = scale / 2 * (math.sqrt(3) / 2 if scenario.grid.orientation == "flat" else 1.0)
    for place in scenario.map.places:
        if place.name and scenario.grid.contains(place.hex):
            px, py = layout.center(place.hex)
            box = d.textbbox((px, py + half_h * 0.56), place.name, font=small, anchor="mm")
            d.rectangle((box[0] - 2, box[1] - 1, box[2] + 2, box[3] + 1), fill=(255, 255, 255, 205))
            d.text((px, py + half_h * 0.56), place.name, fill=(0, 0, 0, 255), font=small, anchor="mm")
    for cx, cy, total in counts:
        d.text((cx, cy), str(total), fill=(255, 255, 255, 255), font=small, stroke_width=2,
               stroke_fill=(0, 0, 0, 255), anchor="mm")
    y = base_map.height + 6
    d.text((8, y), _("Where units fell (games summed)"), fill=(0, 0, 0, 255), font=font)
    for s in sides:
        y += 20
        elim = sum(c for (_hex, side, how), c in per.items() if side == s and how == "eliminated")
        off = sum(c for (_hex, side, how), c in per.items() if side == s and how == "routed off")
        d.rectangle((8, y + 2, 22, y + 14), fill=(*colours[s], 230))
        d.rectangle((30, y + 2, 44, y + 14), outline=(*colours[s], 255), width=3)
        d.text((52, y), _("{side}: {eliminated} eliminated (filled), {off} routed off the map (outlined)").format(
            side=names[s], eliminated=elim, off=off), fill=(0, 0, 0, 255), font=font)
    return Image.alpha_composite(base, overlay).convert("RGB")


def _rgb(text: str | None, fallback: tuple[int, int, int]) -> tuple[int, int, int]:
    """A side's colour as the scenario writes it ("#b03a2e"), or `fallback` when it cannot be read."""
    from PIL import ImageColor

    try:
        return ImageColor.getrgb(text or "")[:3]
    except ValueError:
        return fallback


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def write_report(folder: str | Path, scenario: m.Scenario, agg: dict, base_map: Image.Image) -> Path:
    """report.json, the plots (vp.svg, decided.svg, falls.svg; without matplotlib falls.png alone) and
    report.html (self-contained) in `folder`; the path of the HTML page. `base_map`: see `heat_map`."""
    from rules.games import report_plots

    folder = Path(folder)
    plots: dict[str, str] = {}
    blobs: dict[str, bytes] = {}
    if report_plots.available():
        colours = {s.id: "#{:02x}{:02x}{:02x}".format(*_rgb(s.colour, SIDE_COLOURS[k % len(SIDE_COLOURS)]))
                   for k, s in enumerate(scenario.sides)}
        side_colours = [colours[s["id"]] for s in agg["sides"]]
        plots["vp.svg"] = report_plots.bar_chart(
            _("Victory points at the end"), _("victory points at the end of the game"), _("games"),
            {s["name"]: s["vp"]["histogram"] for s in agg["sides"]}, side_colours)
        plots["decided.svg"] = report_plots.bar_chart(
            _("The turn the game was decided"), _("turn"), _("games"),
            {_("decided"): agg["decided_turn"]["histogram"]}, ["#555555"])
        plots["falls.svg"] = report_plots.heat_map(scenario, agg["falls"], base_map, HEAT_SCALE, colours)
    else:
        blobs["falls.png"] = _png(heat_map(scenario, agg["falls"], base_map))
    page = folder / "report.html"
    write_together([*((folder / name, svg.encode()) for name, svg in plots.items()),  # all of them or none
                    *((folder / name, blob) for name, blob in blobs.items()),
                    (folder / "report.json", json.dumps(agg, indent=1, ensure_ascii=False).encode()),
                    (page, _html(agg, plots, blobs).encode())])
    return page


def _count_table(head: list[str], rows: list[list[object]]) -> str:
    e = html.escape
    th = "".join(f"<th>{e(str(w))}</th>" for w in head)
    body = "".join("<tr>" + "".join(f"<td>{e(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><tr>{th}</tr>{body}</table>"


def _html(agg: dict, plots: dict[str, str], blobs: dict[str, bytes]) -> str:
    """The page: the plots inline as SVG when matplotlib drew them, else the figures as tables."""
    e = html.escape

    def img(name: str, alt: str) -> str:
        return f'<img alt="{e(alt)}" src="data:image/png;base64,{base64.b64encode(blobs[name]).decode()}">'

    rows = "".join(
        f"<tr><td>{e(s['name'])}</td><td>{s['wins']}</td><td>{s['draws']}</td><td>{s['losses']}</td>"
        f"<td>{100 * s['win_rate']:.1f} % ({100 * s['win_interval'][0]:.1f}–{100 * s['win_interval'][1]:.1f} %)</td>"
        f"<td>{s['vp']['mean']:.1f}</td><td>{s['vp']['min']}–{s['vp']['max']}</td></tr>" for s in agg["sides"])
    names = {s["id"]: s["name"] for s in agg["sides"]}
    conds = "".join(
        f"<tr><td>{e(event)}</td><td>{e(names.get(side, side))}</td><td>{100 * r['share']:.0f} %</td>"
        f"<td>{r['mean_points']:.2f}</td></tr>"
        for event, by_side in agg["conditions"].items() for side, r in by_side.items())
    results = "".join(f"<li>{e(k)}: {v}</li>" for k, v in agg["results"].items())
    head = "<br>".join(e(line) for line in headline(agg))
    title = e(_("Balance: {scenario}").format(scenario=agg["scenario"]))
    th = "".join(f"<th>{e(w)}</th>" for w in (_("side"), _("wins"), _("draws"), _("losses"),
                                               _("win rate (Wilson 95 %)"), _("mean VP"), _("VP range")))
    th_conds = "".join(f"<th>{e(w)}</th>" for w in (_("event"), _("scored by"), _("games"), _("mean VP a game")))
    # Babel does not extract a message from inside an f-string: every word of the page is made out here.
    h_results, h_vp, h_decided = e(_("Results by side")), e(_("Victory points")), e(_("The turn the game was decided"))
    h_conds, h_falls = e(_("Victory conditions: how often each scored")), e(_("Where units fell"))
    data = e(_("Data: report.json beside this page."))
    if plots:
        note = ""
        vp_fig, decided_fig, falls_fig = plots["vp.svg"], plots["decided.svg"], plots["falls.svg"]
    else:
        note = "<p><em>" + e(_("matplotlib is not installed, so this report shows its figures as tables; install "
                               "the report extra (pip install 'banneret[report]') for the plots.")) + "</em></p>"
        values = sorted({int(v) for s in agg["sides"] for v in s["vp"]["histogram"]})
        vp_fig = _count_table([_("victory points at the end of the game")] + [s["name"] for s in agg["sides"]],
                              [[v] + [s["vp"]["histogram"].get(v, s["vp"]["histogram"].get(str(v), 0))
                                      for s in agg["sides"]] for v in values])
        turns = agg["decided_turn"]["histogram"]
        decided_fig = _count_table([_("turn"), _("games")], [[t, c] for t, c in turns.items()])
        how = {"eliminated": _("eliminated"), "routed off": _("routed off the map")}
        by_hex = [[f["hex"], names.get(f["side"], f["side"]), how.get(f.get("how", "eliminated"), f.get("how")),
                   f["count"]] for f in agg["falls"][:20]]
        falls_fig = img("falls.png", _("heat map of eliminations")) + _count_table(
            [_("hex"), _("side"), _("how"), _("games")], by_hex)
    return f"""<!DOCTYPE html>
<html lang="{language()}"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:1em auto}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:2px 8px;text-align:right}}td:first-child{{text-align:left}}
svg{{max-width:100%;height:auto}}</style></head>
<body><h1>{title}</h1>
<p>{head}</p>{note}
<h2>{h_results}</h2>
<table><tr>{th}</tr>{rows}</table>
<ul>{results}</ul>
<h2>{h_vp}</h2>{vp_fig}
<h2>{h_decided}</h2>{decided_fig}
<h2>{h_conds}</h2>
<table><tr>{th_conds}</tr>{conds}</table>
<h2>{h_falls}</h2>{falls_fig}
<p>{data}</p></body></html>
"""
