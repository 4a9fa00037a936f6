<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this check: the findings shown stay, marked out of date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the scenario again (it is checked after each pause in editing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting the check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cancelled: the findings below may be out of date</source>
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
        <source>Opening {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {name} cancelled: nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the text and reading it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor will speak the chosen language from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background image</source>
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
        <source>Select and move counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
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
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
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
        <source>Picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
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
        <source>Play many games of the open scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
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
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
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
    <name>PlayersBar</name>
    <message>
        <source>The program ({side}) is thinking…</source>
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
