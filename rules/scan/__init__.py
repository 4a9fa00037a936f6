"""Reading a map's terrain from its scan: every hex classified from a few sample hexes (issue #31).

`features` samples each hex's inner area through the grid fit and measures what survives a scan (colour in
CIELAB with the light evened out, the map's own palette, texture); `classify` learns from the designer's
samples (scikit-learn, self-trained on the map's own hexes) and gives each hex a terrain, a level and a
confidence, and the hexes to review; `samples` reads the samples file of `banneret scan-terrain`;
`hexsides` proposes hexside features and road links, each with a confidence, taught by the ones drawn.
Qt-free; numpy and scikit-learn are the `scan` extra.

May import: `rules.geometry`, `rules.fileio`, `rules.i18n`, `rules.paths`.
Exports: `features.measure`, `HexFeatures`, `SHAPES`; `classify.classify` (with `previous=` for the warm
start after a correction), `Classification`, `HexCall`; `samples.read_samples`; `hexsides.read_hexsides`,
`taught_by`, `merged`, `HexsideReading`, `SideCall`.
"""
