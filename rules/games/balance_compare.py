"""Did a change shift the balance? Two variants of a scenario played on the same seeds, compared pair by pair.

Game i of A and game i of B are played with the same seed (`rules.games.study`): the same dice stream and
the same players' random streams, so as long as the positions allow, the same rolls fall in the same
situations, and what differs between the two games is mostly the change (common random numbers). The
statistics use the pairs:

- a side's win rate: the difference B − A of the proportions of games it won, with the Agresti–Min interval
  for matched pairs (the Wald interval after adding ½ to each cell of the 2 × 2 table of (won in A, won in B);
  good coverage down to a few dozen pairs), and McNemar's exact test (a binomial test on the pairs where the
  winner changed) for "significant at 5 %";
- a side's VP: the mean of the per-seed differences B − A with Student's t interval; significant when it
  excludes 0 (the paired t-test at 5 %).

The same data read as two independent samples (Newcombe's hybrid score interval for the win rates, Welch's
for the VP) are given beside, "ignoring the pairing": what two studies on different seeds would give with
as many games, for the reader to see what the pairing bought.
"""

from __future__ import annotations

import html
import json
import math
from pathlib import Path
from statistics import NormalDist, fmean, stdev

from rules.fileio.atomic import write_atomic
from rules.games.balance import GameSummary
from rules.games.balance_report import Z95, wilson
from rules.i18n import _, language, ngettext
from rules.scenario import model as m

ALPHA = 0.05
_T_SMALL = {1: 12.7062047, 2: 4.3026527, 3: 3.1824463, 4: 2.7764451}


def t95(df: float) -> float:
    """The two-sided 95 % quantile of Student's t with `df` degrees of freedom (exact below 5; above, the
    Cornish–Fisher expansion of Abramowitz & Stegun 26.7.5, within 1e-4)."""
    if df < 1:
        return math.inf
    if df < 5 and float(df).is_integer():
        return _T_SMALL[int(df)]
    z = Z95
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def mcnemar_exact(b: int, c: int) -> float:
    """The two-sided p-value of McNemar's exact test: `b` pairs changed one way, `c` the other."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def paired_proportion_interval(n: int, b: int, c: int, z: float = Z95) -> tuple[float, float]:
    """Agresti–Min (2005) interval of p_B − p_A for n matched pairs, `b` won in A only, `c` in B only."""
    if n == 0:
        return -1.0, 1.0
    nn, bb, cc = n + 2, b + 0.5, c + 0.5
    d = (cc - bb) / nn
    half = z * math.sqrt(max(0.0, (bb + cc) - (cc - bb) ** 2 / nn)) / nn
    return max(-1.0, d - half), min(1.0, d + half)


def newcombe_interval(k_a: int, n_a: int, k_b: int, n_b: int) -> tuple[float, float]:
    """Newcombe's hybrid score interval of p_B − p_A for two independent samples (method 10)."""
    pa, pb = k_a / n_a if n_a else 0.0, k_b / n_b if n_b else 0.0
    la, ua = wilson(k_a, n_a)
    lb, ub = wilson(k_b, n_b)
    d = pb - pa
    return d - math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2), d + math.sqrt((ub - pb) ** 2 + (pa - la) ** 2)


def mean_interval(values: list[float]) -> tuple[float, float] | None:
    """Student's t 95 % interval of the mean of `values` (None below two values)."""
    if len(values) < 2:
        return None
    mu, half = fmean(values), t95(len(values) - 1) * stdev(values) / math.sqrt(len(values))
    return mu - half, mu + half


def welch_interval(a: list[float], b: list[float]) -> tuple[float, float] | None:
    """Welch's 95 % interval of mean(b) − mean(a) for independent samples (None below two values each)."""
    if len(a) < 2 or len(b) < 2:
        return None
    va, vb = stdev(a) ** 2 / len(a), stdev(b) ** 2 / len(b)
    d = fmean(b) - fmean(a)
    if va + vb == 0:
        return d, d
    df = (va + vb) ** 2 / ((va ** 2 / (len(a) - 1) if va else 0) + (vb ** 2 / (len(b) - 1) if vb else 0))
    half = t95(df) * math.sqrt(va + vb)
    return d - half, d + half


def _t_pvalue(values: list[float]) -> float:
    """A normal approximation of the paired t-test's p-value (for the JSON; the verdict uses the interval)."""
    if len(values) < 2:
        return 1.0
    sd = stdev(values)
    if sd == 0:
        return 1.0 if fmean(values) == 0 else 0.0
    return 2 * (1 - NormalDist().cdf(abs(fmean(values)) / (sd / math.sqrt(len(values)))))


def compare(scenario: m.Scenario, games_a: list[GameSummary], games_b: list[GameSummary], labels: tuple[str, str],
            change: str | None, lineup: str, seed: int) -> dict:
    """The paired comparison of two variants' games (matched by seed; what compare.json holds)."""
    by_seed = {g.seed: g for g in games_b}
    pairs = [(a, by_seed[a.seed]) for a in games_a if a.seed in by_seed]
    n = len(pairs)
    out: dict = {"scenario": scenario.title, "labels": list(labels), "change": change, "lineup": lineup,
                 "pairs": n, "seeds": [seed, seed + n - 1], "sides": [], "method": {
                     "win_rate": "Agresti-Min paired interval, McNemar exact test",
                     "vp": "paired differences, Student t interval",
                     "unpaired": "Newcombe hybrid score (win rate), Welch (VP)"}}
    for side in scenario.sides:
        s = side.id
        wa = [a.winner == s for a, _b in pairs]
        wb = [b.winner == s for _a, b in pairs]
        only_a = sum(x and not y for x, y in zip(wa, wb, strict=True))
        only_b = sum(y and not x for x, y in zip(wa, wb, strict=True))
        va = [float(a.totals.get(s, 0)) for a, _b in pairs]
        vb = [float(b.totals.get(s, 0)) for _a, b in pairs]
        d = [y - x for x, y in zip(va, vb, strict=True)]
        p = mcnemar_exact(only_a, only_b)
        vp_int = mean_interval(d)
        out["sides"].append({
            "id": s, "name": side.name,
            "win_rate": {"a": sum(wa) / n if n else 0.0, "b": sum(wb) / n if n else 0.0,
                         "difference": (only_b - only_a) / n if n else 0.0,
                         "interval": paired_proportion_interval(n, only_a, only_b),
                         "won_in_a_only": only_a, "won_in_b_only": only_b, "p_value": p,
                         "significant": p < ALPHA,
                         "unpaired_interval": newcombe_interval(sum(wa), n, sum(wb), n)},
            "vp": {"a": fmean(va) if n else 0.0, "b": fmean(vb) if n else 0.0, "difference": fmean(d) if n else 0.0,
                   "interval": vp_int, "p_value": _t_pvalue(d),
                   "significant": vp_int is not None and (vp_int[0] > 0 or vp_int[1] < 0),
                   "unpaired_interval": welch_interval(va, vb)},
        })
    return out


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def change_words(labels: tuple[str, str], change: str | None) -> str:
    """The change as the sentences name it: the user's words, else "A → B"."""
    return change.strip() if change and change.strip() else f"{labels[0]} → {labels[1]}"


def compare_lines(cmp: dict) -> list[str]:
    """The verdict in words: a side's win rate and VP in A and B, the paired difference, its interval and
    whether it is significant."""
    n = cmp["pairs"]
    what = change_words(tuple(cmp["labels"]), cmp["change"])
    out = [ngettext("Comparison {a} → {b}: {n} pair of games on the same seeds ({lineup})",
                    "Comparison {a} → {b}: {n} pairs of games on the same seeds ({lineup})", n).format(
        a=cmp["labels"][0], b=cmp["labels"][1], n=n, lineup=cmp["lineup"])]
    for s in cmp["sides"]:
        w = s["win_rate"]
        lo, hi = w["interval"]
        verdict = (_("significant at 5 % (McNemar's exact test, p = {p:.3f})") if w["significant"] else
                   _("not significant at 5 % (McNemar's exact test, p = {p:.3f})")).format(p=w["p_value"])
        out.append("  " + _cap(_("{change} moves the win rate of {side} from {a:.0f} % to {b:.0f} % ({diff:+.0f} %, "
                                 "95 % interval {low:+.0f} to {high:+.0f} %): {verdict}").format(
            change=what, side=s["name"], a=100 * w["a"], b=100 * w["b"], diff=100 * w["difference"],
            low=100 * lo, high=100 * hi, verdict=verdict)))
    for s in cmp["sides"]:
        v = s["vp"]
        if v["interval"] is None:
            out.append("  " + _cap(_("{change} moves the mean VP of {side} from {a:.1f} to {b:.1f} ({diff:+.1f}; too "
                                     "few games for an interval)").format(
                change=what, side=s["name"], a=v["a"], b=v["b"], diff=v["difference"])))
            continue
        lo, hi = v["interval"]
        verdict = _("significant at 5 %") if v["significant"] else _("not significant at 5 %")
        out.append("  " + _cap(_("{change} moves the mean VP of {side} from {a:.1f} to {b:.1f} ({diff:+.1f}, 95 % "
                                 "interval {low:+.1f} to {high:+.1f}): {verdict}").format(
            change=what, side=s["name"], a=v["a"], b=v["b"], diff=v["difference"], low=lo, high=hi,
            verdict=verdict)))
    return out


def write_compare_report(folder: str | Path, cmp: dict, pages: tuple[str, str] | None = None) -> Path:
    """compare.json and compare.html in `folder` (the variants' own reports beside it, linked by `pages`,
    paths relative to `folder`); the path of the page."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(folder / "compare.json", json.dumps(cmp, indent=1, ensure_ascii=False).encode())
    page = folder / "compare.html"
    write_atomic(page, _html(cmp, pages).encode())
    return page


def _interval(iv: tuple[float, float] | list[float] | None, scale: float, digits: int) -> str:
    if iv is None:
        return "–"
    return f"{scale * iv[0]:+.{digits}f} … {scale * iv[1]:+.{digits}f}"


def _html(cmp: dict, pages: tuple[str, str] | None) -> str:
    e = html.escape
    title = e(_("Balance comparison: {scenario}").format(scenario=cmp["scenario"]))
    words = "<br>".join(e(line.strip()) for line in compare_lines(cmp))
    th = "".join(f"<th>{e(w)}</th>" for w in (
        _("side"), _("win rate in A"), _("win rate in B"), _("paired difference (95 %)"), _("p (McNemar)"),
        _("ignoring the pairing (95 %)"), _("mean VP in A"), _("mean VP in B"), _("paired difference (95 %)"),
        _("ignoring the pairing (95 %)")))
    rows = "".join(
        f"<tr><td>{e(s['name'])}</td><td>{100 * s['win_rate']['a']:.1f} %</td><td>{100 * s['win_rate']['b']:.1f} %</td>"
        f"<td>{100 * s['win_rate']['difference']:+.1f} % ({_interval(s['win_rate']['interval'], 100, 1)} %)</td>"
        f"<td>{s['win_rate']['p_value']:.3f}</td><td>{_interval(s['win_rate']['unpaired_interval'], 100, 1)} %</td>"
        f"<td>{s['vp']['a']:.2f}</td><td>{s['vp']['b']:.2f}</td>"
        f"<td>{s['vp']['difference']:+.2f} ({_interval(s['vp']['interval'], 1, 2)})</td>"
        f"<td>{_interval(s['vp']['unpaired_interval'], 1, 2)}</td></tr>" for s in cmp["sides"])
    legend = e(_("A: {a}. B: {b}. Game i of A and game i of B were played with the same seed; the differences "
                 "are B − A.").format(a=cmp["labels"][0], b=cmp["labels"][1]))
    links = ""
    if pages:
        link_a, link_b = e(_("The report of A")), e(_("The report of B"))
        links = f'<p><a href="{e(pages[0])}">{link_a}</a> · <a href="{e(pages[1])}">{link_b}</a></p>'
    data = e(_("Data: compare.json beside this page."))
    return f"""<!DOCTYPE html>
<html lang="{language()}"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:70em;margin:1em auto}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:2px 8px;text-align:right}}td:first-child{{text-align:left}}</style></head>
<body><h1>{title}</h1>
<p>{words}</p>
<p>{legend}</p>
<table><tr>{th}</tr>{rows}</table>
{links}
<p>{data}</p></body></html>
"""
