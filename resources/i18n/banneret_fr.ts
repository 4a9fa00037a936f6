<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>reading the YAML</source>
        <translation>lecture du YAML</translation>
    </message>
    <message>
        <source>checking the format</source>
        <translation>vérification du format</translation>
    </message>
    <message>
        <source>building the scenario</source>
        <translation>construction du scénario</translation>
    </message>
    <message>
        <source>checking the rules</source>
        <translation>vérification des règles</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation>L&apos;avancement de la vérification d&apos;un grand scénario ; vous pouvez continuer à éditer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop this check: the findings shown stay, marked out of date</source>
        <translation>Arrêter cette vérification : les constats affichés restent, marqués comme périmés</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Vérifier maintenant</translation>
    </message>
    <message>
        <source>Check the scenario again (it is checked after each pause in editing)</source>
        <translation>Vérifier de nouveau le scénario (il est vérifié après chaque pause dans l&apos;édition)</translation>
    </message>
    <message>
        <source>starting the check</source>
        <translation>démarrage de la vérification</translation>
    </message>
    <message>
        <source>Check cancelled: the findings below may be out of date</source>
        <translation>Vérification annulée : les constats ci-dessous sont peut-être périmés</translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation>Vérification — {errors} E, {warnings} A</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>New scenario: choose the grid</source>
        <translation>Nouveau scénario : choisir la grille</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Ouvrir un fichier de scénario</translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation>Ouvrir la bataille de &amp;démonstration</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Enregistrer sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Map as &amp;PNG…</source>
        <translation>Carte en &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the map (and counters) to a PNG with the shared renderer</source>
        <translation>Dessiner la carte (et les pions) dans un PNG avec le moteur de rendu commun</translation>
    </message>
    <message>
        <source>Map as P&amp;DF…</source>
        <translation>Carte en P&amp;DF…</translation>
    </message>
    <message>
        <source>The map at true scale as a vector PDF, one sheet or tiled</source>
        <translation>La carte à l’échelle réelle en PDF vectoriel, sur une feuille ou en mosaïque</translation>
    </message>
    <message>
        <source>&amp;Counter sheets (PDF)…</source>
        <translation>Planches de &amp;pions (PDF)…</translation>
    </message>
    <message>
        <source>Every counter, fronts and backs mirrored for duplex printing</source>
        <translation>Tous les pions, recto et verso en miroir pour l’impression recto verso</translation>
    </message>
    <message>
        <source>&amp;Tiled map (TMX)…</source>
        <translation>Carte &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>A hexagonal Tiled map: terrain tiles, counters, places, hexsides</source>
        <translation>Une carte hexagonale Tiled : tuiles de terrain, pions, lieux, côtés d’hex</translation>
    </message>
    <message>
        <source>&amp;VASSAL module…</source>
        <translation>Module &amp;VASSAL…</translation>
    </message>
    <message>
        <source>A VASSAL module: the board and its hex grid, pieces, set-up, dice</source>
        <translation>Un module VASSAL : la carte et sa grille d’hex, les pions, le déploiement, les dés</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>The printed map&apos;s pages, as they will come out of the printer</source>
        <translation>Les pages de la carte imprimée, telles qu’elles sortiront de l’imprimante</translation>
    </message>
    <message>
        <source>&amp;Print map…</source>
        <translation>&amp;Imprimer la carte…</translation>
    </message>
    <message>
        <source>Print the map at true scale, tiled over the printer&apos;s paper</source>
        <translation>Imprimer la carte à l’échelle réelle, en mosaïque sur le papier de l’imprimante</translation>
    </message>
    <message>
        <source>&amp;Import counter sheet…</source>
        <translation>&amp;Importer une planche de pions…</translation>
    </message>
    <message>
        <source>Cut a scanned counter sheet into units and leaders with their images</source>
        <translation>Découper une planche de pions numérisée en unités et chefs avec leurs images</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id</source>
        <translation>Dupliquer le chef ou l&apos;unité sélectionné avec l&apos;identifiant suivant</translation>
    </message>
    <message>
        <source>Scenario &amp;settings…</source>
        <translation>&amp;Paramètres du scénario…</translation>
    </message>
    <message>
        <source>Title, turns, ruleset, reinforcements, special rules, victory</source>
        <translation>Titre, tours, règles, renforts, règles spéciales, victoire</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation>&amp;Ajuster la carte</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Montrer toute la carte</translation>
    </message>
    <message>
        <source>&amp;100 %</source>
        <translation>&amp;100 %</translation>
    </message>
    <message>
        <source>Hexes as wide as the renderer draws them</source>
        <translation>Des hexagones aussi larges que les dessine le moteur de rendu</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Calques</translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation>Montrer ou cacher : {layer}</translation>
    </message>
    <message>
        <source>Show or hide the legend: what every mark of the map means, with its rule</source>
        <translation>Montrer ou cacher la légende : ce que signifie chaque marque de la carte, avec sa règle</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>&amp;Mini-carte</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>&amp;Background image…</source>
        <translation>Image de &amp;fond…</translation>
    </message>
    <message>
        <source>Load a scanned map and fit the grid onto it</source>
        <translation>Charger une carte numérisée et y ajuster la grille</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Editor &amp;guide</source>
        <translation>&amp;Guide de l&apos;éditeur</translation>
    </message>
    <message>
        <source>The user&apos;s guide of the editor, with pictures (docs/editor.md)</source>
        <translation>Le guide de l&apos;éditeur, illustré (docs/editor.md, en anglais)</translation>
    </message>
    <message>
        <source>&amp;Playing guide</source>
        <translation>Guide du &amp;jeu</translation>
    </message>
    <message>
        <source>How to play a scenario through in the editor (docs/play.md)</source>
        <translation>Comment jouer un scénario dans l&apos;éditeur (docs/play.md, en anglais)</translation>
    </message>
    <message>
        <source>&amp;Counter sheets guide</source>
        <translation>Guide des &amp;planches de pions</translation>
    </message>
    <message>
        <source>Cutting scanned counter sheets into units (docs/sheets.md)</source>
        <translation>Découper des planches de pions numérisées en unités (docs/sheets.md, en anglais)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools</source>
        <translation>Chaque touche de l&apos;éditeur, lue dans ses menus et outils</translation>
    </message>
    <message>
        <source>&amp;About Banneret</source>
        <translation>À &amp;propos de Banneret</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Ouverture de {name}…</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Opening {name} cancelled: nothing changed</source>
        <translation>Ouverture de {name} annulée : rien n’a changé</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>Dessin de {name}…</translation>
    </message>
    <message>
        <source>Making the text and reading it back</source>
        <translation>Écriture du texte et relecture</translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation>Écriture du fichier</translation>
    </message>
    <message>
        <source>Saving {name}…</source>
        <translation>Enregistrement de {name}…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written</source>
        <translation>Enregistrement annulé : rien n’a été écrit</translation>
    </message>
    <message>
        <source>Drawing the map</source>
        <translation>Dessin de la carte</translation>
    </message>
    <message>
        <source>Writing the PNG</source>
        <translation>Écriture du PNG</translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation>Rendu…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>Export de {name}…</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export annulé : rien n’a été écrit</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The editor will speak the chosen language from its next start.</source>
        <translation>L&apos;éditeur parlera la langue choisie à son prochain démarrage.</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Lecture du fichier</translation>
    </message>
    <message>
        <source>Reading the YAML</source>
        <translation>Lecture du YAML</translation>
    </message>
    <message>
        <source>Checking the format</source>
        <translation>Vérification du format</translation>
    </message>
    <message>
        <source>Building the scenario</source>
        <translation>Construction du scénario</translation>
    </message>
    <message>
        <source>Checking the rules</source>
        <translation>Vérification des règles</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Côtés d&apos;hexagone</translation>
    </message>
    <message>
        <source>Roads and tracks</source>
        <translation>Routes et pistes</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Numéros d&apos;hexagone</translation>
    </message>
    <message>
        <source>Place names</source>
        <translation>Noms de lieux</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Rout edges</source>
        <translation>Bords de déroute</translation>
    </message>
    <message>
        <source>Validation marks</source>
        <translation>Marques de vérification</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Select and move counters</source>
        <translation>Sélectionner et déplacer les pions</translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
        <translation>Cliquez un hexagone ou un pion pour le sélectionner ; faites glisser une unité pour déplacer toute sa pile avec ses chefs (Maj+glisser : ce pion seul) ; faites glisser depuis la liste des armées pour en placer un. Tournez le pion sélectionné avec [ et ] ou Maj+molette ; Page haut/bas change sa place dans la pile ; Suppr le retire de la carte. Un dépôt là où les pions ne peuvent pas se tenir (terrain NA, limite d&apos;empilement) est refusé, et la barre d&apos;état dit pourquoi. Clic droit pour plus.</translation>
    </message>
    <message>
        <source>Rout edge hexes</source>
        <translation>Hexagones de bord de déroute</translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the chosen side&apos;s rout edge (right-click removes). To use a whole map edge, choose it in the side&apos;s form instead.</source>
        <translation>Cliquez ou glissez sur des hexagones pour les ajouter au bord de déroute du camp choisi (clic droit : retirer). Pour tout un bord de carte, choisissez-le plutôt dans la fiche du camp.</translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation>Cliquez ou glissez pour élever des hexagones d&apos;un niveau ; clic droit pour abaisser ; en mode &apos;set&apos;, donner le niveau choisi. Chaque hexagone change une fois par trait.</translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation>Cliquez près d&apos;un côté d&apos;hexagone, ou glissez le long d&apos;une ligne de côtés, pour tracer l&apos;élément choisi ; clic droit ou glisser droit l&apos;efface. Pour les murs, portes et fortifications, cliquez du côté intérieur. Un pont ou un gué se pose sur une rivière ou un ruisseau.</translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation>Glissez à travers des hexagones pour tracer une route ou une piste lien par lien (seulement entre hexagones adjacents) ; glisser droit retire des liens.</translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation>Cliquez un hexagone pour le nommer (un village, une colline) ; un nom vide le retire.</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names (choose which).</source>
        <translation>Glissez pour effacer des hexagones : terrain, niveaux, côtés d&apos;hexagone, routes et pistes, noms (au choix).</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
        <translation>Cliquez un hexagone pour prendre son terrain (pour le pinceau, le remplissage et le rectangle) et son niveau (pour &apos;set level&apos;).</translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation>Pinceau de terrain</translation>
    </message>
    <message>
        <source>Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A whole stroke is one undo step.</source>
        <translation>Glissez pour peindre le terrain choisi ; glisser droit peint du terrain clair. Tailles 1, 2, 3 (touches 1-3). Un trait entier s&apos;annule d&apos;un coup.</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Click to fill the connected area of one terrain with the chosen terrain (right-click: with clear).</source>
        <translation>Cliquez pour remplir la zone d&apos;un seul terrain avec le terrain choisi (clic droit : avec du terrain clair).</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).</source>
        <translation>Glissez un rectangle de colonnes et de rangées à peindre du terrain choisi (glisser droit : terrain clair).</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>Mode &amp;jeu</translation>
    </message>
    <message>
        <source>Test-play the scenario with the rules engine (the scenario is not changed)</source>
        <translation>Tester le scénario avec le moteur de règles (le scénario n&apos;est pas modifié)</translation>
    </message>
    <message>
        <source>&amp;New test game…</source>
        <translation>&amp;Nouvelle partie d&apos;essai…</translation>
    </message>
    <message>
        <source>Start the game again from the setup, a leader&apos;s activation or a saved game</source>
        <translation>Recommencer la partie depuis le déploiement, l&apos;activation d&apos;un chef ou une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Step back one choice in the game</source>
        <translation>Revenir d&apos;un choix en arrière dans la partie</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Step forward again along the line</source>
        <translation>Avancer à nouveau d&apos;un choix sur la ligne</translation>
    </message>
    <message>
        <source>Save position as &amp;test…</source>
        <translation>Enregistrer la position comme &amp;test…</translation>
    </message>
    <message>
        <source>Write the position shown as a scenario file (a test position) that the editor and the CLI can open</source>
        <translation>Écrire la position affichée comme fichier de scénario (une position de test) que l&apos;éditeur et la ligne de commande savent ouvrir</translation>
    </message>
    <message>
        <source>Start a leader&apos;s &amp;activation…</source>
        <translation>Commencer l&apos;&amp;activation d&apos;un chef…</translation>
    </message>
    <message>
        <source>A designer step: begin a leader&apos;s activation in the position shown</source>
        <translation>Une étape de concepteur : commencer l&apos;activation d&apos;un chef dans la position affichée</translation>
    </message>
    <message>
        <source>Save the game &amp;record…</source>
        <translation>Enregistrer le &amp;relevé de partie…</translation>
    </message>
    <message>
        <source>Write the game (every branch) as a game record (banneret-game/1)</source>
        <translation>Écrire la partie (chaque branche) comme relevé de partie (banneret-game/1)</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Ouvrir un relevé de partie…</translation>
    </message>
    <message>
        <source>Replay a saved game of this scenario, its branches included</source>
        <translation>Rejouer une partie enregistrée de ce scénario, branches comprises</translation>
    </message>
    <message>
        <source>&amp;Balance study…</source>
        <translation>Étude d&apos;é&amp;quilibre…</translation>
    </message>
    <message>
        <source>Play many games of the open scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
        <translation>Jouer en arrière-plan de nombreuses parties du scénario ouvert entre joueurs programmes ; un rapport des victoires par camp, des PV, du tour décisif et des lieux où les unités sont tombées</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Dessin</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>Écriture de {name}</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
        <translation>Joue {name} tel qu&apos;il est ouvert dans l&apos;éditeur, enregistré ou non.</translation>
    </message>
</context>
<context>
    <name>ChecklistCell</name>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
</context>
<context>
    <name>CounterPickDialog</name>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation>{0} (absent de ce scénario)</translation>
    </message>
</context>
<context>
    <name>EntryCell</name>
    <message>
        <source>entry hexes</source>
        <translation>hexagones d’entrée</translation>
    </message>
    <message>
        <source>hexes:</source>
        <translation>hexagones :</translation>
    </message>
    <message>
        <source>the north edge</source>
        <translation>le bord nord</translation>
    </message>
    <message>
        <source>the south edge</source>
        <translation>le bord sud</translation>
    </message>
    <message>
        <source>the east edge</source>
        <translation>le bord est</translation>
    </message>
    <message>
        <source>the west edge</source>
        <translation>le bord ouest</translation>
    </message>
    <message>
        <source>The map edge they enter by, or &apos;hexes:&apos; and the hexes picked on the map (R29)</source>
        <translation>Le bord de carte par lequel ils entrent, ou « hexagones : » et les hexagones choisis sur la carte (R29)</translation>
    </message>
</context>
<context>
    <name>PlayersBar</name>
    <message>
        <source>The program ({side}) is thinking…</source>
        <translation>Le programme ({side}) réfléchit…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Les bannières concernées (5.2.2 ; R20) : choisissez-les parmi les bannières du scénario, classées par camp</translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation>Les types d’unités concernés (2.2, 5.2.2) : choisissez-les parmi les types d’unités de l’édition</translation>
    </message>
    <message>
        <source>unit types</source>
        <translation>types d’unités</translation>
    </message>
    <message>
        <source>Banners whose units may not be meleed from their front hexes (9.1): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Bannières dont les unités ne peuvent pas être attaquées en mêlée depuis leurs hexagones de front (9.1) : choisissez-les parmi les bannières du scénario, classées par camp</translation>
    </message>
    <message>
        <source>banners</source>
        <translation>bannières</translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation>Aucune bannière pour l’instant : donnez leur bannière aux unités et aux chefs dans Armées.</translation>
    </message>
</context>
</TS>
