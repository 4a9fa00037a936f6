"""The balance report's plots, drawn with matplotlib as SVG that the HTML page holds inline: the VP
distribution and the turn the game was decided as grouped bar charts, and where units fell as a heat map laid
over the rendered map. Axes are titled, side names and numbers are real text (the SVG keeps its words as
`<text>`, so a browser sets them in its own font, sharp at any zoom and searchable).

matplotlib is an optional extra (`pip install banneret[report]`): the core does not need it, and without it
the report shows the same figures as tables (`available()` says which). It is imported here only, lazily,
with the Agg back-end (no display, no Qt).
"""

from __future__ import annotations

import io
import re
from collections import Counter

from PIL import Image

from rules.i18n import _
from rules.scenario import model as m

SIDE_COLOURS = ["#b22222", "#1e5aaa", "#288c3c", "#966414"]  # for sides whose colour cannot be read


def available() -> bool:
    """Whether matplotlib can be imported (the `report` extra is installed)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _pyplot():
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.fonttype": "none",  # words stay text in the SVG
                         "svg.hashsalt": "banneret",  # the same report gives the same SVG ids
                         "font.size": 10, "axes.titlesize": 12, "axes.titleweight": "bold",
                         "axes.spines.top": False, "axes.spines.right": False})
    return plt


def _svg(fig) -> str:
    """The figure as an SVG element to inline in HTML (no XML prolog or DOCTYPE), then closed."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    fig.clf()
    import matplotlib.pyplot as plt

    plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg"):]


def bar_chart(title: str, xlabel: str, ylabel: str, series: dict[str, dict], colours: list[str]) -> str:
    """Grouped bars as an SVG element: `series` maps a legend label to {x: count} (whole numbers: VP, turns)
    on a numeric x axis; a legend when there is more than one series."""
    plt = _pyplot()
    xs = sorted({int(x) for s in series.values() for x in s})
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    ax.set_title(title, loc="left")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if not xs:
        ax.text(0.5, 0.5, _("no data"), ha="center", va="center", transform=ax.transAxes, color="grey")
        ax.set_xticks([])
        ax.set_yticks([])
        return _svg(fig)
    n = max(1, len(series))
    width = 0.8 / n
    for k, (label, counts) in enumerate(series.items()):
        heights = [counts.get(x, counts.get(str(x), 0)) for x in xs]
        ax.bar([x + (k - (n - 1) / 2) * width for x in xs], heights, width, label=label,
               color=colours[k % len(colours)])
    ax.xaxis.get_major_locator().set_params(integer=True)  # a numeric axis: gaps where no game scored
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.grid(axis="y", alpha=0.3)
    ax.set_axisbelow(True)
    if len(series) > 1:
        ax.legend(frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    return _svg(fig)


def heat_map(scenario: m.Scenario, falls: list[dict], base_map: Image.Image, scale: float,
             colours: dict[str, str]) -> str:
    """Where units fell, as an SVG element: `base_map` (the scenario rendered at `scale` without counters)
    under a tint of each hex where units fell, in the colour of the side whose units fell there, the more the
    darker (a hex where both sides fell is shared out between their colours); units routed off the map are
    counted at the edge hex they left from and outlined. The number of falls is written in each hex, and a
    legend names the sides with their totals."""
    from matplotlib.patches import Patch, Polygon

    from rules.geometry.hexgrid import Hex

    plt = _pyplot()
    sides = [s.id for s in scenario.sides]
    names = {s.id: s.name for s in scenario.sides}
    per: Counter = Counter()  # (hex, side, how) -> count
    where: dict[str, tuple[int, int]] = {}
    for f in falls:
        per[(f["hex"], f["side"], f.get("how", "eliminated"))] += f["count"]
        where[f["hex"]] = (f["q"], f["r"])
    w, h = base_map.size
    inches = 7.5
    fig, ax = plt.subplots(figsize=(inches, inches * h / w + 0.9))
    ax.imshow(base_map.convert("RGB"), extent=(0, w, h, 0), interpolation="bilinear")
    ax.set_xlim(0, w)
    ax.set_ylim(h, 0)
    ax.set_axis_off()
    ax.set_title(_("Where units fell (games summed)"), loc="left")
    layout = scenario.grid.layout(scale)
    top = max(per.values(), default=1)
    others = sorted({k[1] for k in per} - set(sides))
    for label, (q, r) in where.items():
        hx = Hex(q, r)
        corners = layout.corners(hx)
        cx, cy = layout.center(hx)
        fell = [s for s in sides + others if per[(label, s, "eliminated")] or per[(label, s, "routed off")]]
        for k, s in enumerate(fell):  # side k takes the k-th share of the hex's six triangles
            colour = colours.get(s, SIDE_COLOURS[-1])
            first, last = 6 * k // len(fell), 6 * (k + 1) // len(fell)
            elim, off = per[(label, s, "eliminated")], per[(label, s, "routed off")]
            for t in range(first, last):
                tri = [(cx, cy), corners[t], corners[(t + 1) % 6]]
                if elim:
                    ax.add_patch(Polygon(tri, closed=True, facecolor=colour, edgecolor="none",
                                         alpha=0.35 + 0.6 * elim / top))
                if off:
                    ax.plot([corners[t][0], corners[(t + 1) % 6][0]], [corners[t][1], corners[(t + 1) % 6][1]],
                            color=colour, linewidth=2.5, solid_capstyle="round")
        total = sum(per[(label, s, how)] for s in fell for how in ("eliminated", "routed off"))
        ax.text(cx, cy, str(total), ha="center", va="center", fontsize=8, fontweight="bold", color="white",
                bbox={"boxstyle": "circle,pad=0.2", "facecolor": (0, 0, 0, 0.65), "edgecolor": "none"}, zorder=6)
    # the place names again as text, over the renderer's (drawn for a 40-pixel hex: too small to read here),
    # where it writes them: 0.56 of the half hex below the centre (rules/map/counters.py place_name_y)
    half_h = scale / 2 * (3 ** 0.5 / 2 if scenario.grid.orientation == "flat" else 1.0)
    for place in scenario.map.places:
        if place.name and scenario.grid.contains(place.hex):
            cx, cy = layout.center(place.hex)
            ax.text(cx, cy + half_h * 0.56, place.name, ha="center", va="center", fontsize=8, color="black",
                    bbox={"boxstyle": "round,pad=0.15", "facecolor": (1, 1, 1, 0.8), "edgecolor": "none"}, zorder=5)
    handles = []
    for k, s in enumerate(sides):
        elim = sum(c for (_h, side, how), c in per.items() if side == s and how == "eliminated")
        off = sum(c for (_h, side, how), c in per.items() if side == s and how == "routed off")
        colour = colours.get(s, SIDE_COLOURS[k % len(SIDE_COLOURS)])
        handles.append(Patch(facecolor=colour, edgecolor=colour, label=_(
            "{side}: {eliminated} eliminated (filled), {off} routed off the map (outlined)").format(
            side=names[s], eliminated=elim, off=off)))
    ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(0.0, -0.01), frameon=False)
    return _svg(fig)


def svg_title_and_labels(svg: str) -> list[str]:
    """The words an SVG plot shows (its `<text>` elements), for the tests and anyone checking a report."""
    return [re.sub(r"\s+", " ", t).strip() for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
