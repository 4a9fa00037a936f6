<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name></name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strength points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality (0-9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command radius (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique in the file; used by units, reinforcements, victory rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counters&apos; colour, #rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker or defender: Phase B fire order, activation tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes (paint with the rout edge tool, X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this side&apos;s routed units flee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remount/dismount markers (8.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army commander: one of this side&apos;s leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front image (relative path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A counter scan, relative to the scenario&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}: cannot be read as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blazon: units with this banner are his</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacement (the counter&apos;s back, 7.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounded marker values (7.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner (the leader&apos;s blazon) this unit belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add unit {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate {ident} as {new_id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {kind} {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ch Ha Cl Su Pi Mi Il Ar Ab Aq At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counter shows the fire symbol: it may fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front (fresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (fatigued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May dismount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismounted front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismounted back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a leader to the selected side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a unit to the selected side (of the selected banner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected object (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a unit or a leader onto the map to place it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a side, a leader or a unit to edit it.
Drag units and leaders onto the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id &apos;{new_id}&apos; is already used; ids must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replacement leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit {what} {id}: {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add leader {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the map&apos;s marks mean, with the rule of each (the same legend as &apos;banneret render --legend&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a finding to go to its hex or object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hex under the mouse: label, terrain, level, hexsides, roads, counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom: 100 % draws hexes 64 px wide, as &apos;banneret render&apos; does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario: choose the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the map (and counters) to a PNG with the shared renderer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map at true scale as a vector PDF, one sheet or tiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Counter sheets (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every counter, fronts and backs mirrored for duplex printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiled map (TMX)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hexagonal Tiled map: terrain tiles, counters, places, hexsides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;VASSAL module…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A VASSAL module: the board and its hex grid, pieces, set-up, dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed map&apos;s pages, as they will come out of the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the map at true scale, tiled over the printer&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import counter sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut a scanned counter sheet into units and leaders with their images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title, turns, ruleset, reinforcements, special rules, victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes as wide as the renderer draws them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the legend: what every mark of the map means, with its rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Background image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a scanned map and fit the grid onto it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editor &amp;guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user&apos;s guide of the editor, with pictures (docs/editor.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playing guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play a scenario through in the editor (docs/play.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Counter sheets guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutting scanned counter sheets into units (docs/sheets.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Banneret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{display_name}{star} — {title} — Banneret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be opened as a scenario:

{lines}{more}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened with {errors} error(s): see Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}.

Nothing was written; your work is still here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; your work is still here. Try Save As.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}{note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{display_name} was changed by another program; Save will ask whether to overwrite it or reload it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counter library {name} was changed by another program: the counters shown are those you opened; Save asks before writing into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex width in pixels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the counters too?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map could not be exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialogs and messages speak the chosen language now; the menus and panels from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Banneret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Banneret&lt;/b&gt; — scenario editor for Frédéric Bey&apos;s &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved work kept in the recovery folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was changed by another program since you opened it.

Overwrite it with your version (its changes are lost), reload it (your unsaved changes are lost), or cancel?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banneret did not close normally. Unsaved work on {original} was kept at {when}.

Open it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovery file {path} cannot be read: {error}. It is kept there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which hex?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label of the hex whose centre you clicked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scan of the map (PNG, JPEG); it is kept beside the scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How strongly the scan shows under the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick fit: the first hex&apos;s centre and the hex width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex width on the scan, corner to corner, in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click it on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then click the centre of the first hex on the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre of the first hex (scan px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex width (scan px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply quick fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact fit: click the centres of 3 or more known hexes, far apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click hex centres on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit and apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least-squares affine fit: scale, rotation, skew, squashed hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear exact fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanned map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario first: the image is kept beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the image?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image must be in the scenario&apos;s folder. Copy it to {target}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a hex label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} is not on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads and tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush size {n}: {size} (key {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hex and its 6 neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two rings: 19 hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and move counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn clockwise	]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn anticlockwise	[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigued (back side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up the stack	Page Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down the stack	Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from the map	Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {what} to {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {unit_id} to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face {unit} {facing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {ident} off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout edge hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the chosen side&apos;s rout edge (right-click removes). To use a whole map edge, choose it in the side&apos;s form instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout edge of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise (right: lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower (right: raise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a click does to the level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level &apos;Set to&apos; gives (the picker, I, takes it from the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase hexside features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase {feature}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {feature}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hexside feature to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-drag erases every feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: right-drag erases only the chosen feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road or track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the place (empty: no name):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the name of {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names (choose which).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terrain to paint (the picker, I, takes it from the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A whole stroke is one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to fill the connected area of one terrain with the chosen terrain (right-click: with clear).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave play mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test game has {moves} move(s).

Keep it, to resume it the next time you enter play mode?

Yes: keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close during a test game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test game ({moves} move(s)) is not kept when the editor closes.

Save its position as a test scenario first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test-play the scenario with the rules engine (the scenario is not changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New test game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game again from the setup, a leader&apos;s activation or a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back one choice in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward again along the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save position as &amp;test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the position shown as a scenario file (a test position) that the editor and the CLI can open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a leader&apos;s &amp;activation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A designer step: begin a leader&apos;s activation in the position shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game &amp;record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the game (every branch) as a game record (banneret-game/1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game of this scenario, its branches included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Balance study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play many games of the saved scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records need rules.games.record (the engine&apos;s game-record work), not there yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was edited since the test game was kept; that game is played on the scenario as it was.

Start a new game on the scenario as it is now?

Yes: a new game (the kept one is discarded) · No: resume the kept game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming the game kept when you left play mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was replayed as far as it could be:

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start from {start}:

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play mode: {describe}. The scenario is not changed by the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario first: a balance study plays the file as saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New test game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the game being played?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine failed on this choice: {__name__}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start {leader}&apos;s activation: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A designer step, not a choice of the rules. Leader:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seeded dice failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo on this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} legal choices make this combat: pick one in the decision panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} choices end in {label}: pick one in the decision panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} cannot be opened as a scenario:

{text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new scenario?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} does not exist.

Create a new scenario there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

Choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor: a user&apos;s guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing, scoring and recording games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario file format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banneret command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules as Banneret implements them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banneret help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guides that come with Banneret (docs/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this guide in your web browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns (the published maps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pointy-topped hexes in rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd columns sit high (R12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even columns sit high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First column number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First row number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd rows sit left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even rows sit left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {what}: type ids, or choose them from the side&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No {what} for this side yet: choose the side first, or add them in Armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick on map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {what}: hex labels, or pick them on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the {what} on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: pan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked: {labels}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both stacked artillery units fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5.2.5 (R1): two artillery units stacked together may both fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed units face their rout edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12.2.1 (R1): a routed unit turns to face its rout edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12.2.2 (R1): how a routed unit picks its path toward its rout edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase B archers: who fires first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6.B (R1, R39): the order of Phase B fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cheapest path, away from enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight on, shifting aside when blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender&apos;s archers first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker&apos;s archers first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy unit eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy unit routed at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy leader killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy leader captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy leader wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy army commander killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy army commander captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes held at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit exited by a map edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the data was transcribed from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(as the edition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}. Option &apos;{name}&apos;; &apos;(as the edition)&apos; keeps the edition&apos;s preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns (first, last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min/turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m/hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>men/SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{DEFAULT_HEX_MM:g} mm (series default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hex across the flats on a printed map (centre to neighbour&apos;s centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter (edge or hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side they join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map edge, or hexes picked on the map (R29)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side&apos;s units that come on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side&apos;s leaders that come on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry hexes (or type north/south/east/west)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain read as a chart row (e.g. camp → wood):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain as drawn on this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Terrain Chart row it is read as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacking exceptions (5.2.2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units allowed in one hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banners that may not be meleed from their front hexes (9.1); the banners: {banners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mêlée from the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points (scored by the side that causes the event):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that scores (blank: either)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points each time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes held at the end, picked on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge (a unit exited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sudden death:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side whose losses count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses at least (SP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels on the VP difference (blank &apos;at least&apos; = otherwise):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each enemy unit eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each enemy unit routed at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each enemy leader killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each enemy leader captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each enemy leader wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each unit exited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by the {edge} edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} VP per SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} scores {amount} for {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference ≥ {at_least}: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No victory rules yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush size (brush, eraser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom at the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space+drag, middle drag, arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[ ]  or  Shift+wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected counter from the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the current drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} was not written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimap: click or drag to move the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One player for every side, or one per side in the scenario&apos;s order (random, greedy, search, search:2s, search:500)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes to play in (one per core by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays {name} as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing {value} games ({lineup}) in {value2} process(es)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: the games being played finish, the others are not started…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}
Report: {page}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement (D.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranged fire (D.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mêlée declaration (D.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-command movement (D.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resting markers (11.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase B fire (6.B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leader to activate (6.D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy leader to activate next (C.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy leader made inactive (C.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a counter-charge (10.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defensive fire (D.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offensive fire (D.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a retreat (10.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rout move (12.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an advance after mêlée (10.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dispersion (10.9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the facing of a rallied unit (12.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing a replacement leader (7.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 legal choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} legal choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll (seeded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the seeded dice answer this roll (the same seed gives the same game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the die typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the number(s) in the box(es) as this roll&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type the die rolled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader whose activation starts (a designer step, not a choice of the rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine has no choice here: start a leader&apos;s activation by hand (command check first if in Phase A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the choices: a unit, a hex, a verb… (all words must match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every legal choice by counter and kind, in words and in notation; double-click (or Enter) applies one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notation of docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {leader}&apos;s activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; to decide: &lt;b&gt;{kind}&lt;/b&gt;{leader}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a choice in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the position of turn {turn} as {name}{tail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the position as a test scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The game is still here: try another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game record was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the game record {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game record not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{GAMES};;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every line of play of this game; pick one to show its last position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice, and what happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a move to see the position after it; a different choice there starts a new branch (the old line is kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the position after move {depth}; {later} later move(s) in grey (Redo). A different choice here starts a new branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} line(s) of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the line up to here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select units, then hover or click an enemy to see the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every modifier of the table, with the rule it comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total {total} · {fire_class} at {range} hex(es): discouraged on {discourage}+{rout} (die + total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeds on a d10 of {quality} or less (10.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routs on a d10 above its quality {inputs} (12.2.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader check for {inputs}: unmodified d10 (7.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total {total}, limited to {applied} (R6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exactly {probability}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over 2d6{both} (Die: this side&apos;s total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over the d10 (each face 1/10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply: {notation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact probability of each result over the d10, and the die faces giving it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A — command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B — archers&apos; fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C — initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D — activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E — rally, rest and rout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (the full turn is not in the engine yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled yet this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active leader:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders by rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation order by command rating (6.D); ▶ active, ✓ activated this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turn} of {first_turn}–{last_turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({side}; {count} unit(s) activated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (the victory score is not in the engine yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search (≤ 1 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which side&apos;s decisions the random player makes (rolls: the seeded dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well the program plays: random choices; greedy (each choice valued on the engine&apos;s exact odds); search (greedy&apos;s best few choices played on and compared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed makes the same choices from the same position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program makes the pending decision (if it is its side&apos;s, or a roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program plays on until the turn ends or a side you play must decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program player: {player_source}. Dice: {dice_source}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine offers no choice here ({note}); the program stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision and you play {side}: choose &apos;Program plays&apos; to hand it over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program player failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program player had no choice to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {_turn} is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has 1 validation error; the game may not follow the rules where it is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has {count} validation errors; the game may not follow the rules where they are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D.1 movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D.2 fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D.3 mêlée declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D.5 out-of-command movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play mode: where does the game start?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is played on a copy of the scenario: nothing you do in play mode changes it. Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) are part of the position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map as set up, Phase A of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map as set up, at the activation of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements of earlier turns are not on the map: place them to test later turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From Phase A the whole turn is played: the command check, fire, the leaders&apos; activations and Phase E. From a leader&apos;s activation the game starts at the chosen step of his turn and goes on from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games need the game record of the engine (rules.games.record), not there yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} cannot move now: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the facing in {label_of}: point the mouse through a hexside and click (legal: {legal}); Esc cancels; right-click lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing not chosen: the move was not made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face {facing} ({cost} MP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to {label}{face}{where} ({cost} MP){how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge {targets} in {hex} ({cost} MP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{capitalize} and stay in {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{capitalize}, then move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move without changing mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select {ident}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the stack {stack} (moves together, 5.2.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the choices of {ident} in the decision panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex across the flats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the counters at setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print preview: the map at true scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column. Wheel: zoom; middle button: pan; 0: fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a counter sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a sheet scan, or a saved layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the layout (grid, empty cells, which counter is in which cell) to resume or repeat the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save layout as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the layout under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open back scan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan with the backs, when they are not on the front scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the back scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the back scan instead of the front one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1  Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2  Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters on the sheet, entered here, and the layout&apos;s errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the crops next to the scenario and add the entered counters in one undo step; the layout is saved with the assignments (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next counter, without keeping this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous counter&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side and banner for the selected counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a counter to enter it; Ctrl+click or Shift+click to select several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a counter to mark its cell empty (click again to undo that). Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cell_label}: its back is {cell_label2} of the back grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added {added} and updated {updated} counters; {images} images written to {folder}/. Ctrl+Z in the editor takes the whole import back.{saved}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scan of the counter sheet (Ctrl+O), or a saved layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a counter sheet — {name}{dirty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{counters} counters, {entered} entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, 1 layout error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {errors} layout errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Counter {n} of {count}&lt;/b&gt;: {where}{state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type this counter&apos;s values; &lt;b&gt;Enter&lt;/b&gt; keeps them and goes to the next counter, &lt;b&gt;Ctrl+D&lt;/b&gt; takes the previous counter&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last counter: Add to scenario (Ctrl+Enter) when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} counters: side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, banner {banner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the entry of the leader who carries &apos;{banner}&apos;: type his values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strength points (at least 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality, 0–9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit or a leader counter (type U or L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side the counter belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique in the scenario. Proposed from banner, type and the next free number until you type one; clear it to get the proposal back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: the name printed on the counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner (a leader&apos;s blazon) the counter fights under; a new one needs its leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a leader entry for this banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader counter carries the banner; add his entry (no cell on this sheet) and type his values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ch Ha Cl Su Pi Mi Il Ar Ab Aq At: type the letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fire symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counter shows the fire symbol (Ar, Ab, Aq and At always do)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May dismount (dismounted values below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacement values (the counter&apos;s back, 7.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The front as it will be cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its back (fatigued side of a unit, replacement of a leader), paired as printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add this counter to the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticked as soon as you type into it or press Enter on it; untick to leave it out (Alt+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous counter (Shift+Enter, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous counter&apos;s values, all but its id and name (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these values and go to the next counter (Enter; Page Down goes on without keeping them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side to give every selected counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The banner to give every selected counter (Ctrl+click or Shift+click crops to select them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set side and banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every selected counter this side and banner (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fronts only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned over left to right (mirrored columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned over top to bottom (mirrored rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same row and column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backs (fronts only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other half of this image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: open a scan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page of a multi-page TIFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fronts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the backs are: the other half of the front scan, or a scan of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan with the backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a back is found from its front: a sheet printed on both sides and turned over left to right has its columns mirrored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Norman Swords, counter sheet 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid (image pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left edge of the counter in row 1, column 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top edge of that counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin x, y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter w, h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap between two columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap between two rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap x, y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows, columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What check_layout says about this layout, live; click one to see its cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left edge of the back grid&apos;s top-left counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its top edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own counter size and gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left unticked, the back grid has the front grid&apos;s size and gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back counter width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back counter height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back gap between columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back gap between rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets (a sheet that is not quite straight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which grid the offsets below belong to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row slides sideways (and up or down); Shift+drag a counter on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row shift right (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row shift down (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column shift right (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column shift down (px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of the crops, next to the scenario (or the side&apos;s counter library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {n}: {dx}, {dy}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offsets: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offsets: a straight sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a sheet scan or layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the scan with the fronts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the scan with the backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet layout as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the layout to {layout_path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the counter images…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the counter images… {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or Shift+click select several (for a banner or a side in one go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in play mode: leave play mode (F5) to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main line, 1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main line, {moves} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branch {n}: from move {fork}, {moves} moves ({text})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (outside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexsides: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{route} to {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} (unknown unit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> facing {facing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, fatigued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leader, wounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>village</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ford</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discouraged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>radius</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistCell</name>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CounterPickDialog</name>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryCell</name>
    <message>
        <source>entry hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the north edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the south edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the east edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the west edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map edge they enter by, or &apos;hexes:&apos; and the hexes picked on the map (R29)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banners whose units may not be meleed from their front hexes (9.1): choose them from the scenario&apos;s banners, listed by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
