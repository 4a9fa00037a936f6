<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armatura</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Difesa</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armi da lancio</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Tratti</translation>
    </message>
    <message>
        <source>Flexibility</source>
        <translation>Flessibilità</translation>
    </message>
    <message>
        <source>Pila</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Rank bonus max</source>
        <translation>Bonus di rango max.</translation>
    </message>
    <message>
        <source>Base width cm</source>
        <translation>Larghezza della basetta (cm)</translation>
    </message>
    <message>
        <source>Base depth cm</source>
        <translation>Profondità della basetta (cm)</translation>
    </message>
    <message>
        <source>Move M</source>
        <translation>Movimento (M)</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Equipaggio</translation>
    </message>
    <message>
        <source>Team width</source>
        <translation>Larghezza del tiro</translation>
    </message>
    <message>
        <source>Driver&apos;s extra cover</source>
        <translation>Protezione del conducente</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Tipo di truppa</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formazione</translation>
    </message>
    <message>
        <source>Special formation</source>
        <translation>Formazione speciale</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranghi</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Ufficiali</translation>
    </message>
    <message>
        <source>Musicians</source>
        <translation>Musici</translation>
    </message>
    <message>
        <source>Standard bearers</source>
        <translation>Portabandiera</translation>
    </message>
    <message>
        <source>Army generals</source>
        <translation>Generali</translation>
    </message>
    <message>
        <source>Corps leaders</source>
        <translation>Comandanti di corpo</translation>
    </message>
    <message>
        <source>Publication</source>
        <translation>Pubblicazione</translation>
    </message>
    <message>
        <source>The army list&apos;s id: letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos;</source>
        <translation>L&apos;identificativo della lista d&apos;esercito: lettere, cifre, «-», «_», «.»</translation>
    </message>
    <message>
        <source>The army&apos;s name, printed on its roster</source>
        <translation>Il nome dell&apos;esercito, stampato sulla sua carta delle unità</translation>
    </message>
    <message>
        <source>What the army list is, in a sentence</source>
        <translation>Che cos&apos;è la lista d&apos;esercito, in una frase</translation>
    </message>
    <message>
        <source>The publication the values come from</source>
        <translation>La pubblicazione da cui vengono i valori</translation>
    </message>
    <message>
        <source>The designer&apos;s note on where the values come from (B57)</source>
        <translation>La nota del progettista sull&apos;origine dei valori (B57)</translation>
    </message>
    <message>
        <source>Pila each figure carries, thrown once before melee and recorded (B40 [L436])</source>
        <translation>Pila portati da ogni figura: lanciati una volta prima della mischia e annotati (B40 [L436])</translation>
    </message>
    <message>
        <source>A chariot&apos;s team: how many horses wide, its strikes when it overruns (B55 [L525])</source>
        <translation>Il tiro del carro: quanti cavalli di larghezza, i suoi colpi quando travolge (B55 [L525])</translation>
    </message>
    <message>
        <source>An elephant driver&apos;s extra cover against shots from the front: the text gives no number (B37, B56 [L551])</source>
        <translation>La protezione aggiuntiva del conducente dell&apos;elefante contro i tiri frontali: il testo non dà un numero (B37, B56 [L551])</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>senza armatura</translation>
    </message>
    <message>
        <source>at least half the body</source>
        <translation>almeno metà del corpo</translation>
    </message>
    <message>
        <source>the rider</source>
        <translation>il cavaliere</translation>
    </message>
    <message>
        <source>the rider and the horse</source>
        <translation>il cavaliere e il cavallo</translation>
    </message>
    <message>
        <source>The army list&apos;s troop types: every value is the designer&apos;s (B57)</source>
        <translation>I tipi di truppa della lista d&apos;esercito: ogni valore è del progettista (B57)</translation>
    </message>
    <message>
        <source>The unit cards: ready-made units the scenarios place</source>
        <translation>Le carte delle unità: unità pronte che gli scenari schierano</translation>
    </message>
    <message>
        <source>What the validator finds; click one to go to its cell</source>
        <translation>Ciò che il validatore trova; fare clic su una riga per andare alla sua cella</translation>
    </message>
    <message>
        <source>Add troop type</source>
        <translation>Aggiungi tipo di truppa</translation>
    </message>
    <message>
        <source>Add unit card</source>
        <translation>Aggiungi carta dell&apos;unità</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Rimuovi la selezione</translation>
    </message>
    <message>
        <source>Remove the selected troop type or unit card</source>
        <translation>Rimuovi il tipo di truppa o la carta dell&apos;unità selezionati</translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation>Tipi di truppa</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Carte delle unità</translation>
    </message>
    <message>
        <source>Attack and defence of the figures of one role where they differ from the troop type&apos;s (B4); blank: the type&apos;s value</source>
        <translation>Attacco e difesa delle figure di un ruolo quando differiscono da quelli del tipo di truppa (B4); vuoto: il valore del tipo</translation>
    </message>
    <message>
        <source>The troop type&apos;s back-story, printed on the roster when its card has none</source>
        <translation>La storia del tipo di truppa, stampata sulla carta delle unità quando la carta non ne ha una</translation>
    </message>
    <message>
        <source>The unit card&apos;s back-story, printed on the roster [L106]</source>
        <translation>La storia della carta dell&apos;unità, stampata sulla carta delle unità [L106]</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Lista d&apos;esercito</translation>
    </message>
    <message>
        <source>Values by role</source>
        <translation>Valori per ruolo</translation>
    </message>
    <message>
        <source>Back-story</source>
        <translation>Storia</translation>
    </message>
    <message>
        <source>{file} is not a BBG army list</source>
        <translation>{file} non è una lista d&apos;esercito BBG</translation>
    </message>
    <message>
        <source>Edit {field} of {id}</source>
        <translation>Modifica {field} di {id}</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken: ids are unique</source>
        <translation>L&apos;identificativo &apos;{id}&apos; è già usato: gli identificativi sono unici</translation>
    </message>
    <message>
        <source>Rename troop type {old} to {new}</source>
        <translation>Rinomina il tipo di truppa {old} in {new}</translation>
    </message>
    <message>
        <source>The army list&apos;s id and name are never blank</source>
        <translation>L&apos;identificativo e il nome della lista d&apos;esercito non sono mai vuoti</translation>
    </message>
    <message>
        <source>Add troop type {id}</source>
        <translation>Aggiungi il tipo di truppa {id}</translation>
    </message>
    <message>
        <source>Add unit card {id}</source>
        <translation>Aggiungi la carta dell&apos;unità {id}</translation>
    </message>
    <message>
        <source>Remove unit card {id}</source>
        <translation>Rimuovi la carta dell&apos;unità {id}</translation>
    </message>
    <message>
        <source>Remove troop type {id}</source>
        <translation>Rimuovi il tipo di truppa {id}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&apos;{text}&apos; non è un numero</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is negative</source>
        <translation>&apos;{text}&apos; è negativo</translation>
    </message>
    <message>
        <source>The crew of a chariot or an elephant, one figure each: the driver steers (B55, B56 [L539])</source>
        <translation>L&apos;equipaggio di un carro o di un elefante, una figura ciascuno: il conducente guida (B55, B56 [L539])</translation>
    </message>
    <message>
        <source>Add {member}</source>
        <translation>Aggiungi: {member}</translation>
    </message>
    <message>
        <source>Take off {member}</source>
        <translation>Togli: {member}</translation>
    </message>
    <message>
        <source>Troop type {id}</source>
        <translation>Tipo di truppa {id}</translation>
    </message>
    <message>
        <source>No troop type</source>
        <translation>Nessun tipo di truppa</translation>
    </message>
    <message>
        <source>Unit card {id}</source>
        <translation>Carta dell&apos;unità {id}</translation>
    </message>
    <message>
        <source>No unit card</source>
        <translation>Nessuna carta dell&apos;unità</translation>
    </message>
    <message>
        <source>The troop class: its move rate (B46)</source>
        <translation>La classe di truppa: il suo movimento (B46)</translation>
    </message>
    <message>
        <source>Armour: none, at least half the body, the rider, the rider and the horse (B46)</source>
        <translation>Armatura: nessuna, almeno metà del corpo, il cavaliere, il cavaliere e il cavallo (B46)</translation>
    </message>
    <message>
        <source>Missile weapons (B34)</source>
        <translation>Armi da lancio (B34)</translation>
    </message>
    <message>
        <source>Traits the text gives rules for (B57)</source>
        <translation>Tratti per cui il testo dà regole (B57)</translation>
    </message>
    <message>
        <source>The card&apos;s troop type, from this army list</source>
        <translation>Il tipo di truppa della carta, da questa lista d&apos;esercito</translation>
    </message>
    <message>
        <source>Close, loose or skirmishers</source>
        <translation>Ordine chiuso, ordine sparso o schermagliatori</translation>
    </message>
    <message>
        <source>A special close formation with its starting checks (B53)</source>
        <translation>Una formazione chiusa speciale con i suoi requisiti iniziali (B53)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valori</translation>
    </message>
    <message>
        <source>strength points</source>
        <translation>punti forza</translation>
    </message>
    <message>
        <source>quality (0-9)</source>
        <translation>qualità (0-9)</translation>
    </message>
    <message>
        <source>movement points</source>
        <translation>punti movimento</translation>
    </message>
    <message>
        <source>combat bonus</source>
        <translation>bonus di combattimento</translation>
    </message>
    <message>
        <source>command rating</source>
        <translation>valore di comando</translation>
    </message>
    <message>
        <source>command radius (hexes)</source>
        <translation>raggio di comando (esagoni)</translation>
    </message>
    <message>
        <source>Unique in the file; used by units, reinforcements, victory rules</source>
        <translation>Unico nel file; usato da unità, rinforzi, regole di vittoria</translation>
    </message>
    <message>
        <source>The counters&apos; colour, #rrggbb</source>
        <translation>Il colore delle pedine, #rrggbb</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Scegli un colore</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Attacker or defender: Phase B fire order, activation tie-break</source>
        <translation>Attaccante o difensore: ordine di tiro della Fase B, spareggio delle attivazioni</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>hexes (paint with the rout edge tool, X)</source>
        <translation>esagoni (da dipingere con lo strumento bordo di rotta, X)</translation>
    </message>
    <message>
        <source>Where this side&apos;s routed units flee</source>
        <translation>Dove fuggono le unità in rotta di questo schieramento</translation>
    </message>
    <message>
        <source>Rout edge</source>
        <translation>Bordo di rotta</translation>
    </message>
    <message>
        <source>Remount/dismount markers (8.4)</source>
        <translation>Segnalini per salire/scendere da cavallo (8.4)</translation>
    </message>
    <message>
        <source>Mount markers</source>
        <translation>Segnalini cavalcatura</translation>
    </message>
    <message>
        <source>The army commander: one of this side&apos;s leaders</source>
        <translation>Il comandante d&apos;armata: uno dei leader di questo schieramento</translation>
    </message>
    <message>
        <source>Army commander</source>
        <translation>Comandante d&apos;armata</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Colore dello schieramento</translation>
    </message>
    <message>
        <source>front image (relative path)</source>
        <translation>immagine del fronte (percorso relativo)</translation>
    </message>
    <message>
        <source>back image</source>
        <translation>immagine del retro</translation>
    </message>
    <message>
        <source>A counter scan, relative to the scenario&apos;s folder</source>
        <translation>Una pedina scansionata, relativa alla cartella dello scenario</translation>
    </message>
    <message>
        <source>{text}: cannot be read as an image</source>
        <translation>{text}: non si può leggere come immagine</translation>
    </message>
    <message>
        <source>The blazon: units with this banner are his</source>
        <translation>Lo stemma: le unità con questa bandiera sono sue</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Fronte</translation>
    </message>
    <message>
        <source>Replacement (the counter&apos;s back, 7.6)</source>
        <translation>Sostituto (il retro della pedina, 7.6)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retro</translation>
    </message>
    <message>
        <source>Wounded marker values (7.5)</source>
        <translation>Valori del segnalino di ferimento (7.5)</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ferito</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Immagini</translation>
    </message>
    <message>
        <source>The banner (the leader&apos;s blazon) this unit belongs to</source>
        <translation>La bandiera (lo stemma del leader) a cui appartiene questa unità</translation>
    </message>
    <message>
        <source>The unit type (2.2): its code as printed on the counter, and its name</source>
        <translation>Il tipo di unità (2.2): il suo codice come stampato sulla pedina, e il suo nome</translation>
    </message>
    <message>
        <source>Leader: bonus/rating/radius. Drag onto the map to place him.</source>
        <translation>Leader: bonus/valore/raggio. Trascinalo sulla mappa per piazzarlo.</translation>
    </message>
    <message>
        <source>Unit: SP-quality-MP. Drag onto the map to place it.</source>
        <translation>Unità: PF-qualità-PM. Trascinala sulla mappa per piazzarla.</translation>
    </message>
    <message>
        <source>Generic replacements</source>
        <translation>Leader sostituti generici</translation>
    </message>
    <message>
        <source>Add unit {ident}</source>
        <translation>Aggiungi l&apos;unità {ident}</translation>
    </message>
    <message>
        <source>Duplicate {ident} as {new_id}</source>
        <translation>Duplica {ident} come {new_id}</translation>
    </message>
    <message>
        <source>the side {name} with its {leaders} leaders and {units} units</source>
        <translation>lo schieramento {name} con i suoi {leaders} leader e {units} unità</translation>
    </message>
    <message>
        <source>the leader {id}</source>
        <translation>il leader {id}</translation>
    </message>
    <message>
        <source>the unit {id}</source>
        <translation>l&apos;unità {id}</translation>
    </message>
    <message>
        <source>the replacement leader {id}</source>
        <translation>il leader sostituto {id}</translation>
    </message>
    <message>
        <source> It is on the map ({count} counter(s)): it comes off.</source>
        <translation> È sulla mappa ({count} pedina/e): viene tolto.</translation>
    </message>
    <message>
        <source>Delete {what}?{extra} (Undo brings it back.)</source>
        <translation>Eliminare {what}?{extra} (Annulla lo ripristina.)</translation>
    </message>
    <message>
        <source>Delete {kind} {ident}</source>
        <translation>Elimina {kind} {ident}</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Bandiera</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>A cavallo</translation>
    </message>
    <message>
        <source>Fire symbol</source>
        <translation>Simbolo di tiro</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol: it may fire</source>
        <translation>La pedina mostra il simbolo di tiro: può tirare</translation>
    </message>
    <message>
        <source>Front (fresh)</source>
        <translation>Fronte (fresca)</translation>
    </message>
    <message>
        <source>Back (fatigued)</source>
        <translation>Retro (stanca)</translation>
    </message>
    <message>
        <source>May dismount</source>
        <translation>Può scendere da cavallo</translation>
    </message>
    <message>
        <source>Dismounted front</source>
        <translation>Fronte appiedato</translation>
    </message>
    <message>
        <source>Dismounted back</source>
        <translation>Retro appiedato</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Eserciti</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Schieramento</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Aggiungi uno schieramento</translation>
    </message>
    <message>
        <source>+ Leader</source>
        <translation>+ Leader</translation>
    </message>
    <message>
        <source>Add a leader to the selected side</source>
        <translation>Aggiungi un leader allo schieramento selezionato</translation>
    </message>
    <message>
        <source>+ Unit</source>
        <translation>+ Unità</translation>
    </message>
    <message>
        <source>Add a unit to the selected side (of the selected banner)</source>
        <translation>Aggiungi un&apos;unità allo schieramento selezionato (della bandiera selezionata)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id (Ctrl+D)</source>
        <translation>Duplica il leader o l&apos;unità selezionati con l&apos;id successivo (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete the selected object (asks first)</source>
        <translation>Elimina l&apos;oggetto selezionato (chiede prima)</translation>
    </message>
    <message>
        <source>Drag a unit or a leader onto the map to place it</source>
        <translation>Trascina un&apos;unità o un leader sulla mappa per piazzarlo</translation>
    </message>
    <message>
        <source>Select a side, a leader or a unit to edit it.
Drag units and leaders onto the map.</source>
        <translation>Seleziona uno schieramento, un leader o un&apos;unità per modificarlo.
Trascina unità e leader sulla mappa.</translation>
    </message>
    <message>
        <source>Id in use</source>
        <translation>Id già usato</translation>
    </message>
    <message>
        <source>The id &apos;{new_id}&apos; is already used; ids must be unique.</source>
        <translation>L&apos;id &apos;{new_id}&apos; è già usato; gli id devono essere unici.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>schieramento</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>leader</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>replacement leader</source>
        <translation>leader sostituto</translation>
    </message>
    <message>
        <source>Edit {what} {id}: {field}</source>
        <translation>Modifica {what} {id}: {field}</translation>
    </message>
    <message>
        <source>Add side {ident}</source>
        <translation>Aggiungi lo schieramento {ident}</translation>
    </message>
    <message>
        <source>Add leader {ident}</source>
        <translation>Aggiungi il leader {ident}</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Nessuno schieramento</translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation>Aggiungi prima uno schieramento.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>What the map&apos;s marks mean, with the rule of each (the same legend as &apos;banneret render --legend&apos;)</source>
        <translation>Che cosa significano i segni della mappa, con la regola di ciascuno (la stessa legenda di &apos;banneret render --legend&apos;)</translation>
    </message>
    <message>
        <source>reading the YAML</source>
        <translation>lettura dello YAML</translation>
    </message>
    <message>
        <source>checking the format</source>
        <translation>verifica del formato</translation>
    </message>
    <message>
        <source>building the scenario</source>
        <translation>costruzione dello scenario</translation>
    </message>
    <message>
        <source>checking the rules</source>
        <translation>verifica delle regole</translation>
    </message>
    <message>
        <source>the validator failed: {error}</source>
        <translation>la verifica è fallita: {error}</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Non ancora verificato</translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation>A che punto è la verifica di un grande scenario; puoi continuare a modificare</translation>
    </message>
    <message>
        <source>Stop this check: the findings shown stay, marked out of date</source>
        <translation>Ferma questa verifica: i rilievi mostrati restano, segnati come non aggiornati</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Verifica ora</translation>
    </message>
    <message>
        <source>Check the scenario again (it is checked after each pause in editing)</source>
        <translation>Verifica di nuovo lo scenario (viene verificato dopo ogni pausa nelle modifiche)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Click a finding to go to its hex or object</source>
        <translation>Fai clic su un rilievo per andare al suo esagono o oggetto</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verifica in corso…</translation>
    </message>
    <message>
        <source>starting the check</source>
        <translation>avvio della verifica</translation>
    </message>
    <message>
        <source>Check cancelled: the findings below may be out of date</source>
        <translation>Verifica annullata: i rilievi qui sotto potrebbero non essere aggiornati</translation>
    </message>
    <message>
        <source>checked in {ms} ms</source>
        <translation>verificato in {ms} ms</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avvertimento</translation>
    </message>
    <message>
        <source>No findings: the scenario checks out</source>
        <translation>Nessun rilievo: lo scenario è a posto</translation>
    </message>
    <message>
        <source>Errors: {errors}, warnings: {warnings}</source>
        <translation>Errori: {errors}, avvertimenti: {warnings}</translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation>Verifica — {errors} E, {warnings} A</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scenari di Banneret (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>The hex under the mouse: label, terrain, level, hexsides, roads, counters</source>
        <translation>L&apos;esagono sotto il mouse: numero, terreno, livello, lati, strade, pedine</translation>
    </message>
    <message>
        <source>Zoom: 100 % draws hexes 64 px wide, as &apos;banneret render&apos; does</source>
        <translation>Zoom: al 100 % gli esagoni sono larghi 64 px, come con &apos;banneret render&apos;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuovo…</translation>
    </message>
    <message>
        <source>New scenario: choose the grid</source>
        <translation>Nuovo scenario: scegli la griglia</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Apri un file di scenario</translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation>Apri la battaglia &amp;dimostrativa</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Salva lo scenario</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Sal&amp;va con nome…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Salva con un nuovo nome</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>Map as &amp;PNG…</source>
        <translation>Mappa in &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the map (and counters) to a PNG with the shared renderer</source>
        <translation>Disegna la mappa (e le pedine) in un PNG con il motore di resa condiviso</translation>
    </message>
    <message>
        <source>Map as P&amp;DF…</source>
        <translation>Mappa in P&amp;DF…</translation>
    </message>
    <message>
        <source>The map at true scale as a vector PDF, one sheet or tiled</source>
        <translation>La mappa in scala reale come PDF vettoriale, in un foglio o a tasselli</translation>
    </message>
    <message>
        <source>&amp;Counter sheets (PDF)…</source>
        <translation>Fogli di ped&amp;ine (PDF)…</translation>
    </message>
    <message>
        <source>Every counter, fronts and backs mirrored for duplex printing</source>
        <translation>Ogni pedina, fronte e retro speculari per la stampa fronte-retro</translation>
    </message>
    <message>
        <source>&amp;Tiled map (TMX)…</source>
        <translation>Mappa &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>A hexagonal Tiled map: terrain tiles, counters, places, hexsides</source>
        <translation>Una mappa esagonale Tiled: tessere di terreno, pedine, luoghi, lati d&apos;esagono</translation>
    </message>
    <message>
        <source>&amp;VASSAL module…</source>
        <translation>Modulo &amp;VASSAL…</translation>
    </message>
    <message>
        <source>A VASSAL module: the board and its hex grid, pieces, set-up, dice</source>
        <translation>Un modulo VASSAL: la mappa e la sua griglia esagonale, pedine, schieramento iniziale, dadi</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Antepri&amp;ma di stampa…</translation>
    </message>
    <message>
        <source>The printed map&apos;s pages, as they will come out of the printer</source>
        <translation>Le pagine della mappa stampata, come usciranno dalla stampante</translation>
    </message>
    <message>
        <source>&amp;Print map…</source>
        <translation>Stam&amp;pa la mappa…</translation>
    </message>
    <message>
        <source>Print the map at true scale, tiled over the printer&apos;s paper</source>
        <translation>Stampa la mappa in scala reale, a tasselli sulla carta della stampante</translation>
    </message>
    <message>
        <source>&amp;Import counter sheet…</source>
        <translation>&amp;Importa un foglio di pedine…</translation>
    </message>
    <message>
        <source>Cut a scanned counter sheet into units and leaders with their images</source>
        <translation>Taglia un foglio di pedine scansionato in unità e leader con le loro immagini</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Es&amp;ci</translation>
    </message>
    <message>
        <source>usage: python -m {module} FILE</source>
        <translation>uso: python -m {module} FILE</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplica</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id</source>
        <translation>Duplica il leader o l&apos;unità selezionati con l&apos;id successivo</translation>
    </message>
    <message>
        <source>Scenario &amp;settings…</source>
        <translation>&amp;Impostazioni dello scenario…</translation>
    </message>
    <message>
        <source>Title, turns, ruleset, reinforcements, special rules, victory</source>
        <translation>Titolo, turni, regole, rinforzi, regole speciali, vittoria</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation>&amp;Adatta la mappa</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Mostra tutta la mappa</translation>
    </message>
    <message>
        <source>&amp;100 %</source>
        <translation>&amp;100 %</translation>
    </message>
    <message>
        <source>Hexes as wide as the renderer draws them</source>
        <translation>Esagoni larghi come li disegna il motore di resa</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Livelli grafici</translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation>Mostra o nascondi: {layer}</translation>
    </message>
    <message>
        <source>Show or hide the legend: what every mark of the map means, with its rule</source>
        <translation>Mostra o nascondi la legenda: che cosa significa ogni segno della mappa, con la sua regola</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>&amp;Minimappa</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lin&amp;gua</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La lingua del sistema</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>Ma&amp;ppa</translation>
    </message>
    <message>
        <source>&amp;Background image…</source>
        <translation>Immagine di &amp;sfondo…</translation>
    </message>
    <message>
        <source>Load a scanned map and fit the grid onto it</source>
        <translation>Carica una mappa scansionata e adattaci la griglia</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Editor &amp;guide</source>
        <translation>&amp;Guida dell&apos;editor</translation>
    </message>
    <message>
        <source>The user&apos;s guide of the editor, with pictures (docs/editor.md)</source>
        <translation>La guida dell&apos;editor, con immagini (docs/editor.md)</translation>
    </message>
    <message>
        <source>&amp;Playing guide</source>
        <translation>Guida al gi&amp;oco</translation>
    </message>
    <message>
        <source>How to play a scenario through in the editor (docs/play.md)</source>
        <translation>Come giocare uno scenario nell&apos;editor (docs/play.md)</translation>
    </message>
    <message>
        <source>&amp;Counter sheets guide</source>
        <translation>Guida ai fogli di &amp;pedine</translation>
    </message>
    <message>
        <source>Cutting scanned counter sheets into units (docs/sheets.md)</source>
        <translation>Tagliare fogli di pedine scansionati in unità (docs/sheets.md)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools</source>
        <translation>Ogni tasto dell&apos;editor, letto dai suoi menu e strumenti</translation>
    </message>
    <message>
        <source>&amp;About Banneret</source>
        <translation>&amp;Informazioni su Banneret</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Strumenti</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Opzioni dello strumento</translation>
    </message>
    <message>
        <source>{display_name}{star} — {title} — Banneret</source>
        <translation>{display_name}{star} — {title} — Banneret</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation>Salvare le modifiche a {name} prima di chiuderlo?</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Apri uno scenario</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Apertura di {name}…</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Opening {name} cancelled: nothing changed</source>
        <translation>Apertura di {name} annullata: non è cambiato nulla</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>Disegno di {name}…</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… e altri {count}</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a scenario:

{lines}{more}</source>
        <translation>{name} non si può aprire come scenario:

{lines}{more}</translation>
    </message>
    <message>
        <source>Opened with {errors} error(s): see Validation</source>
        <translation>Aperto con {errors} errore/i: vedi Verifica</translation>
    </message>
    <message>
        <source>Save the scenario as</source>
        <translation>Salva lo scenario come</translation>
    </message>
    <message>
        <source>Making the text and reading it back</source>
        <translation>Preparazione del testo e rilettura</translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation>Scrittura del file</translation>
    </message>
    <message>
        <source>Saving {name}…</source>
        <translation>Salvataggio di {name}…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Salvataggio</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written</source>
        <translation>Salvataggio annullato: non è stato scritto nulla</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>{error}.

Nothing was written; your work is still here.</source>
        <translation>{error}.

Non è stato scritto nulla; il tuo lavoro è ancora qui.</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; your work is still here. Try Save As.</source>
        <translation>Impossibile scrivere {path}: {error}.

Il file sul disco è invariato; il tuo lavoro è ancora qui. Prova Salva con nome.</translation>
    </message>
    <message>
        <source>kept the counter library&apos;s own changes to {ids}</source>
        <translation>mantenute le modifiche della libreria di pedine a {ids}</translation>
    </message>
    <message>
        <source>Saved {path}{note}</source>
        <translation>Salvato {path}{note}</translation>
    </message>
    <message>
        <source>{display_name} was changed by another program; Save will ask whether to overwrite it or reload it</source>
        <translation>{display_name} è stato modificato da un altro programma; Salva chiederà se sovrascriverlo o ricaricarlo</translation>
    </message>
    <message>
        <source>The counter library {name} was changed by another program: the counters shown are those you opened; Save asks before writing into it</source>
        <translation>La libreria di pedine {name} è stata modificata da un altro programma: le pedine mostrate sono quelle che hai aperto; Salva chiede prima di scriverci</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>Esporta la mappa in PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Hex width in pixels:</source>
        <translation>Larghezza dell&apos;esagono in pixel:</translation>
    </message>
    <message>
        <source>Draw the counters too?</source>
        <translation>Disegnare anche le pedine?</translation>
    </message>
    <message>
        <source>Drawing the map</source>
        <translation>Disegno della mappa</translation>
    </message>
    <message>
        <source>Writing the PNG</source>
        <translation>Scrittura del PNG</translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation>Resa in corso…</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>Esportazione di {name}…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>The map could not be exported: {error}</source>
        <translation>Impossibile esportare la mappa: {error}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Esportato {path}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Esportazione annullata: non è stato scritto nulla</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}

Your work is here, unchanged.</source>
        <translation>Non è stato possibile cambiare la lingua: {error}

Il tuo lavoro è ancora qui, invariato.</translation>
    </message>
    <message>
        <source>The language changes when no working window is open: close “{name}” first.</source>
        <translation>La lingua si cambia quando nessuna finestra di lavoro è aperta: chiudi prima «{name}».</translation>
    </message>
    <message>
        <source>About Banneret</source>
        <translation>Informazioni su Banneret</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banneret&lt;/b&gt; — scenario editor for Frédéric Bey&apos;s &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Banneret&lt;/b&gt; — editor di scenari per &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt; di Frédéric Bey.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>Unsaved work kept in the recovery folder</source>
        <translation>Lavoro non salvato conservato nella cartella di recupero</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Modificato sul disco</translation>
    </message>
    <message>
        <source>{name} was changed by another program since you opened it.

Overwrite it with your version (its changes are lost), reload it (your unsaved changes are lost), or cancel?</source>
        <translation>{name} è stato modificato da un altro programma da quando l&apos;hai aperto.

Sovrascriverlo con la tua versione (le sue modifiche vanno perse), ricaricarlo (le tue modifiche non salvate vanno perse) o annullare?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Sovrascrivi</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Lettura del file</translation>
    </message>
    <message>
        <source>Reading the YAML</source>
        <translation>Lettura dello YAML</translation>
    </message>
    <message>
        <source>Checking the format</source>
        <translation>Verifica del formato</translation>
    </message>
    <message>
        <source>Building the scenario</source>
        <translation>Costruzione dello scenario</translation>
    </message>
    <message>
        <source>Checking the rules</source>
        <translation>Verifica delle regole</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>uno scenario senza titolo</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Recuperare il lavoro non salvato?</translation>
    </message>
    <message>
        <source>Banneret did not close normally. Unsaved work on {original} was kept at {when}.

Open it?</source>
        <translation>Banneret non si è chiuso normalmente. Il lavoro non salvato su {original} è stato conservato alle {when}.

Aprirlo?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Impossibile recuperare</translation>
    </message>
    <message>
        <source>The recovery file {path} cannot be read: {error}. It is kept there.</source>
        <translation>Il file di recupero {path} non si può leggere: {error}. Resta dov&apos;è.</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Lavoro recuperato</translation>
    </message>
    <message>
        <source>Fit the background</source>
        <translation>Adatta lo sfondo</translation>
    </message>
    <message>
        <source>Click a hex centre on the scan</source>
        <translation>Clicca il centro di un esagono sulla scansione</translation>
    </message>
    <message>
        <source>Which hex?</source>
        <translation>Quale esagono?</translation>
    </message>
    <message>
        <source>Label of the hex whose centre you clicked:</source>
        <translation>Numero dell&apos;esagono di cui hai cliccato il centro:</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Immagine di sfondo</translation>
    </message>
    <message>
        <source>Load image…</source>
        <translation>Carica immagine…</translation>
    </message>
    <message>
        <source>A scan of the map (PNG, JPEG); it is kept beside the scenario file</source>
        <translation>Una scansione della mappa (PNG, JPEG); è conservata accanto al file di scenario</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacità</translation>
    </message>
    <message>
        <source>How strongly the scan shows under the map</source>
        <translation>Quanto si vede la scansione sotto la mappa</translation>
    </message>
    <message>
        <source>Quick fit: the first hex&apos;s centre and the hex width</source>
        <translation>Adattamento rapido: il centro del primo esagono e la larghezza dell&apos;esagono</translation>
    </message>
    <message>
        <source>Hex width on the scan, corner to corner, in pixels</source>
        <translation>Larghezza dell&apos;esagono sulla scansione, da angolo ad angolo, in pixel</translation>
    </message>
    <message>
        <source>Click it on the map</source>
        <translation>Cliccalo sulla mappa</translation>
    </message>
    <message>
        <source>Then click the centre of the first hex on the scan</source>
        <translation>Poi clicca il centro del primo esagono sulla scansione</translation>
    </message>
    <message>
        <source>Centre of the first hex (scan px)</source>
        <translation>Centro del primo esagono (px della scansione)</translation>
    </message>
    <message>
        <source>Hex width (scan px)</source>
        <translation>Larghezza dell&apos;esagono (px della scansione)</translation>
    </message>
    <message>
        <source>Apply quick fit</source>
        <translation>Applica l&apos;adattamento rapido</translation>
    </message>
    <message>
        <source>Exact fit: click the centres of 3 or more known hexes, far apart</source>
        <translation>Adattamento esatto: clicca i centri di 3 o più esagoni noti, lontani tra loro</translation>
    </message>
    <message>
        <source>Click hex centres on the map</source>
        <translation>Clicca centri di esagoni sulla mappa</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>Scan x</source>
        <translation>x scansione</translation>
    </message>
    <message>
        <source>Scan y</source>
        <translation>y scansione</translation>
    </message>
    <message>
        <source>Residual (px)</source>
        <translation>Residuo (px)</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Rimuovi il punto</translation>
    </message>
    <message>
        <source>Fit and apply</source>
        <translation>Adatta e applica</translation>
    </message>
    <message>
        <source>Least-squares affine fit: scale, rotation, skew, squashed hexes</source>
        <translation>Adattamento affine ai minimi quadrati: scala, rotazione, inclinazione, esagoni schiacciati</translation>
    </message>
    <message>
        <source>Clear exact fit</source>
        <translation>Cancella l&apos;adattamento esatto</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Nessuna immagine</translation>
    </message>
    <message>
        <source>Scanned map</source>
        <translation>Mappa scansionata</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>Immagini (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save first</source>
        <translation>Prima salva</translation>
    </message>
    <message>
        <source>Save the scenario first: the image is kept beside it.</source>
        <translation>Salva prima lo scenario: l&apos;immagine è conservata accanto a esso.</translation>
    </message>
    <message>
        <source>Copy the image?</source>
        <translation>Copiare l&apos;immagine?</translation>
    </message>
    <message>
        <source>The image must be in the scenario&apos;s folder. Copy it to {target}?</source>
        <translation>L&apos;immagine deve stare nella cartella dello scenario. Copiarla in {target}?</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>Impossibile copiare</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Rimuovi lo sfondo</translation>
    </message>
    <message>
        <source>Background opacity</source>
        <translation>Opacità dello sfondo</translation>
    </message>
    <message>
        <source>Quick fit of the background</source>
        <translation>Adattamento rapido dello sfondo</translation>
    </message>
    <message>
        <source>Not a hex label</source>
        <translation>Non è un numero di esagono</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Fuori mappa</translation>
    </message>
    <message>
        <source>{label} is not on this map.</source>
        <translation>{label} non è su questa mappa.</translation>
    </message>
    <message>
        <source>Cannot fit</source>
        <translation>Impossibile adattare</translation>
    </message>
    <message>
        <source>Exact fit of the background</source>
        <translation>Adattamento esatto dello sfondo</translation>
    </message>
    <message>
        <source>Clear the exact fit</source>
        <translation>Cancella l&apos;adattamento esatto</translation>
    </message>
    <message>
        <source>Hexes {w} × {h} scan px (squash {squash}), rotation {rotation}°, skew {skew}°</source>
        <translation>Esagoni {w} × {h} px di scansione (schiacciamento {squash}), rotazione {rotation}°, inclinazione {skew}°</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Livelli</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Lati d&apos;esagono</translation>
    </message>
    <message>
        <source>Roads and tracks</source>
        <translation>Strade e piste</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Numeri degli esagoni</translation>
    </message>
    <message>
        <source>Place names</source>
        <translation>Nomi di luogo</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Pedine</translation>
    </message>
    <message>
        <source>Rout edges</source>
        <translation>Bordi di rotta</translation>
    </message>
    <message>
        <source>Validation marks</source>
        <translation>Segni della verifica</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Strumento</translation>
    </message>
    <message>
        <source>Brush size {n}: {size} (key {n})</source>
        <translation>Dimensione del pennello {n}: {size} (tasto {n})</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>un esagono</translation>
    </message>
    <message>
        <source>a hex and its 6 neighbours</source>
        <translation>un esagono e i suoi 6 vicini</translation>
    </message>
    <message>
        <source>two rings: 19 hexes</source>
        <translation>due anelli: 19 esagoni</translation>
    </message>
    <message>
        <source>Select and move counters</source>
        <translation>Seleziona e sposta le pedine</translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
        <translation>Clicca un esagono o una pedina per selezionarla; trascina un&apos;unità per spostare tutta la sua pila con i suoi leader (Maiusc+trascina: solo quella pedina); trascina dalla lista degli eserciti per piazzarne una. Ruota la pedina selezionata con [ e ] o Maiusc+rotellina; Pag su/giù cambiano il suo posto nella pila; Canc la toglie dalla mappa. Un rilascio dove le pedine non possono stare (terreno NA, il limite di raggruppamento) è rifiutato, e la barra di stato dice perché. Clic destro per altro.</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Turn clockwise	]</source>
        <translation>Ruota in senso orario	]</translation>
    </message>
    <message>
        <source>Turn anticlockwise	[</source>
        <translation>Ruota in senso antiorario	[</translation>
    </message>
    <message>
        <source>Fatigued (back side)</source>
        <translation>Stanca (retro)</translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation>Disordine</translation>
    </message>
    <message>
        <source>Up the stack	Page Up</source>
        <translation>Su nella pila	Page Up</translation>
    </message>
    <message>
        <source>Down the stack	Page Down</source>
        <translation>Giù nella pila	Page Down</translation>
    </message>
    <message>
        <source>Remove from the map	Delete</source>
        <translation>Togli dalla mappa	Delete</translation>
    </message>
    <message>
        <source>Not moved: {problem}</source>
        <translation>Non spostato: {problem}</translation>
    </message>
    <message>
        <source>the stack of {unit} ({count} counters)</source>
        <translation>la pila di {unit} ({count} pedine)</translation>
    </message>
    <message>
        <source>Move {what} to {label}</source>
        <translation>Sposta {what} in {label}</translation>
    </message>
    <message>
        <source>Turn {unit_id} to {name}</source>
        <translation>Ruota {unit_id} verso {name}</translation>
    </message>
    <message>
        <source>Face {unit} {facing}</source>
        <translation>Orienta {unit} {facing}</translation>
    </message>
    <message>
        <source>Change {ident}</source>
        <translation>Modifica {ident}</translation>
    </message>
    <message>
        <source>Take {ident} off the map</source>
        <translation>Togli {ident} dalla mappa</translation>
    </message>
    <message>
        <source>Raise {ident} in its stack</source>
        <translation>Alza {ident} nella sua pila</translation>
    </message>
    <message>
        <source>Lower {ident} in its stack</source>
        <translation>Abbassa {ident} nella sua pila</translation>
    </message>
    <message>
        <source>Rout edge hexes</source>
        <translation>Esagoni del bordo di rotta</translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the chosen side&apos;s rout edge (right-click removes). To use a whole map edge, choose it in the side&apos;s form instead.</source>
        <translation>Clicca o trascina sugli esagoni per aggiungerli al bordo di rotta dello schieramento scelto (clic destro li toglie). Per un intero bordo della mappa, sceglilo invece nella scheda dello schieramento.</translation>
    </message>
    <message>
        <source>Add a side first (Armies)</source>
        <translation>Aggiungi prima uno schieramento (Eserciti)</translation>
    </message>
    <message>
        <source>Rout edge of {name}</source>
        <translation>Bordo di rotta di {name}</translation>
    </message>
    <message>
        <source>New BBG table scenario…</source>
        <translation>Nuovo scenario da tavolo BBG…</translation>
    </message>
    <message>
        <source>New BBG army list…</source>
        <translation>Nuova lista d&apos;esercito BBG…</translation>
    </message>
    <message>
        <source>New BBG army sheet…</source>
        <translation>Nuovo foglio d&apos;armata BBG…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nuova battaglia</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titolo:</translation>
    </message>
    <message>
        <source>Table width (M):</source>
        <translation>Larghezza del tavolo (M):</translation>
    </message>
    <message>
        <source>Table depth (M):</source>
        <translation>Profondità del tavolo (M):</translation>
    </message>
    <message>
        <source>Centimetres per M:</source>
        <translation>Centimetri per M:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Turni:</translation>
    </message>
    <message>
        <source>The side&apos;s army list file, relative to the scenario</source>
        <translation>Il file della lista d&apos;esercito della parte, relativo allo scenario</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Schieramento:</translation>
    </message>
    <message>
        <source>Army list file:</source>
        <translation>File della lista d&apos;esercito:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identificativo:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>The table scenario this sheet belongs to, relative to the sheet</source>
        <translation>Lo scenario da tavolo di questo foglio, relativo al foglio</translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>File dello scenario:</translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation>Clicca o trascina per alzare gli esagoni di un livello; clic destro per abbassare; in modalità &apos;Imposta a&apos;, dà il livello scelto. Ogni esagono cambia una volta per tratto.</translation>
    </message>
    <message>
        <source>Set the level of hexes</source>
        <translation>Imposta il livello degli esagoni</translation>
    </message>
    <message>
        <source>Lower hexes</source>
        <translation>Abbassa esagoni</translation>
    </message>
    <message>
        <source>Raise hexes</source>
        <translation>Alza esagoni</translation>
    </message>
    <message>
        <source>Raise (right: lower)</source>
        <translation>Alza (destro: abbassa)</translation>
    </message>
    <message>
        <source>Lower (right: raise)</source>
        <translation>Abbassa (destro: alza)</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Imposta a</translation>
    </message>
    <message>
        <source>What a click does to the level</source>
        <translation>Che cosa fa un clic al livello</translation>
    </message>
    <message>
        <source>The level &apos;Set to&apos; gives (the picker, I, takes it from the map)</source>
        <translation>Il livello dato da &apos;Imposta a&apos; (il contagocce, I, lo prende dalla mappa)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modalità:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation>Clicca vicino a un lato d&apos;esagono, o trascina lungo una linea di lati, per disegnare l&apos;elemento scelto; clic destro o trascinamento destro lo cancella. Per mura, porte e trinceramenti, clicca dal lato interno. Un ponte o un guado va su un fiume o un corso d&apos;acqua.</translation>
    </message>
    <message>
        <source>Erase hexside features</source>
        <translation>Cancella gli elementi dei lati d&apos;esagono</translation>
    </message>
    <message>
        <source>Erase {feature}</source>
        <translation>Cancella {feature}</translation>
    </message>
    <message>
        <source>Draw {feature}</source>
        <translation>Disegna {feature}</translation>
    </message>
    <message>
        <source>A {feature} crosses a {crossed}: draw one on this hexside too (R38)</source>
        <translation>Un elemento {feature} attraversa: {crossed}; disegnane uno anche su questo lato (R38)</translation>
    </message>
    <message>
        <source> or a </source>
        <translation> o </translation>
    </message>
    <message>
        <source>The hexside feature to draw</source>
        <translation>L&apos;elemento del lato d&apos;esagono da disegnare</translation>
    </message>
    <message>
        <source>Right-drag erases every feature</source>
        <translation>Il trascinamento destro cancella ogni elemento</translation>
    </message>
    <message>
        <source>Off: right-drag erases only the chosen feature</source>
        <translation>Spento: il trascinamento destro cancella solo l&apos;elemento scelto</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Elemento:</translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation>Trascina attraverso gli esagoni per tracciare una strada o una pista collegamento per collegamento (solo tra esagoni adiacenti); il trascinamento destro toglie i collegamenti.</translation>
    </message>
    <message>
        <source>Lay {kind}</source>
        <translation>Traccia {kind}</translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation>Togli {kind}</translation>
    </message>
    <message>
        <source>Route:</source>
        <translation>Via:</translation>
    </message>
    <message>
        <source>Road or track</source>
        <translation>Strada o pista</translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation>Clicca un esagono per dargli un nome (un villaggio, una collina); un nome vuoto lo toglie.</translation>
    </message>
    <message>
        <source>Place name</source>
        <translation>Nome di luogo</translation>
    </message>
    <message>
        <source>Name of the place (empty: no name):</source>
        <translation>Nome del luogo (vuoto: nessun nome):</translation>
    </message>
    <message>
        <source>Name {label}</source>
        <translation>Nomina {label}</translation>
    </message>
    <message>
        <source>Remove the name of {label}</source>
        <translation>Togli il nome di {label}</translation>
    </message>
    <message>
        <source>Everything on the map</source>
        <translation>Tutto ciò che è sulla mappa</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Elementi dei lati d&apos;esagono</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomma</translation>
    </message>
    <message>
        <source>Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names (choose which).</source>
        <translation>Trascina per cancellare dagli esagoni: terreno, livelli, elementi dei lati, strade e piste, nomi (scegli cosa).</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Erase:</source>
        <translation>Cancella:</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Contagocce</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
        <translation>Clicca un esagono per prenderne il terreno (per pennello, riempimento e rettangolo) e il livello (per &apos;Imposta a&apos;).</translation>
    </message>
    <message>
        <source>The terrain to paint (the picker, I, takes it from the map)</source>
        <translation>Il terreno da dipingere (il contagocce, I, lo prende dalla mappa)</translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation>Pennello del terreno</translation>
    </message>
    <message>
        <source>Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A whole stroke is one undo step.</source>
        <translation>Trascina per dipingere il terreno scelto; il trascinamento destro dipinge pianura. Dimensioni 1, 2, 3 (tasti 1-3). Un tratto intero è un solo passo di annullamento.</translation>
    </message>
    <message>
        <source>Paint {value}</source>
        <translation>Dipingi: {value}</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Riempimento</translation>
    </message>
    <message>
        <source>Click to fill the connected area of one terrain with the chosen terrain (right-click: with clear).</source>
        <translation>Clicca per riempire l&apos;area connessa di un terreno con il terreno scelto (clic destro: con pianura).</translation>
    </message>
    <message>
        <source>Fill with {value}</source>
        <translation>Riempi con: {value}</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rettangolo</translation>
    </message>
    <message>
        <source>Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).</source>
        <translation>Trascina un rettangolo di colonne e righe da dipingere con il terreno scelto (trascinamento destro: pianura).</translation>
    </message>
    <message>
        <source>Rectangle of {value}</source>
        <translation>Rettangolo di: {value}</translation>
    </message>
    <message>
        <source>Leave play mode</source>
        <translation>Esci dalla modalità gioco</translation>
    </message>
    <message>
        <source>The test game has {moves} move(s).

Keep it, to resume it the next time you enter play mode?

Yes: keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.</source>
        <translation>La partita di prova ha {moves} mossa/e.

Conservarla, per riprenderla la prossima volta che entri in modalità gioco?

Sì: conservala · No: scartala · Annulla: resta in modalità gioco. Lo scenario non cambia in nessun caso.</translation>
    </message>
    <message>
        <source>Close during a test game</source>
        <translation>Chiusura durante una partita di prova</translation>
    </message>
    <message>
        <source>The test game ({moves} move(s)) is not kept when the editor closes.

Save its position as a test scenario first?</source>
        <translation>La partita di prova ({moves} mossa/e) non viene conservata quando l&apos;editor si chiude.

Salvare prima la sua posizione come scenario di prova?</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>Modalità &amp;gioco</translation>
    </message>
    <message>
        <source>Test-play the scenario with the rules engine (the scenario is not changed)</source>
        <translation>Prova lo scenario con il motore delle regole (lo scenario non cambia)</translation>
    </message>
    <message>
        <source>&amp;New test game…</source>
        <translation>&amp;Nuova partita di prova…</translation>
    </message>
    <message>
        <source>Start the game again from the setup, a leader&apos;s activation or a saved game</source>
        <translation>Ricomincia la partita dallo schieramento iniziale, dall&apos;attivazione di un leader o da una partita salvata</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Annulla la mossa</translation>
    </message>
    <message>
        <source>Step back one choice in the game</source>
        <translation>Torna indietro di una scelta nella partita</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Ripeti la mossa</translation>
    </message>
    <message>
        <source>Step forward again along the line</source>
        <translation>Vai di nuovo avanti lungo la linea</translation>
    </message>
    <message>
        <source>Save position as &amp;test…</source>
        <translation>Salva la posizione come &amp;prova…</translation>
    </message>
    <message>
        <source>Write the position shown as a scenario file (a test position) that the editor and the CLI can open</source>
        <translation>Scrivi la posizione mostrata come file di scenario (una posizione di prova) che l&apos;editor e la riga di comando sanno aprire</translation>
    </message>
    <message>
        <source>Start a leader&apos;s &amp;activation…</source>
        <translation>Inizia l&apos;a&amp;ttivazione di un leader…</translation>
    </message>
    <message>
        <source>A designer step: begin a leader&apos;s activation in the position shown</source>
        <translation>Un passo del progettista: inizia l&apos;attivazione di un leader nella posizione mostrata</translation>
    </message>
    <message>
        <source>Save the game &amp;record…</source>
        <translation>Salva la &amp;registrazione della partita…</translation>
    </message>
    <message>
        <source>Write the game (every branch) as a game record (banneret-game/1)</source>
        <translation>Scrivi la partita (ogni ramo) come registrazione di partita (banneret-game/1)</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>Apr&amp;i una registrazione di partita…</translation>
    </message>
    <message>
        <source>Replay a saved game of this scenario, its branches included</source>
        <translation>Rigioca una partita salvata di questo scenario, rami compresi</translation>
    </message>
    <message>
        <source>&amp;Balance study…</source>
        <translation>Studio di &amp;bilanciamento…</translation>
    </message>
    <message>
        <source>Play many games of the open scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
        <translation>Gioca in sottofondo molte partite dello scenario aperto tra giocatori programma; un rapporto delle vittorie per schieramento, dei PV, del turno decisivo e di dove sono cadute le unità</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Program player</source>
        <translation>Giocatore programma</translation>
    </message>
    <message>
        <source>Game records need rules.games.record (the engine&apos;s game-record work), not there yet</source>
        <translation>Le registrazioni di partita richiedono rules.games.record (il lavoro del motore sulle registrazioni), non ancora presente</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Combat odds</source>
        <translation>Probabilità del combattimento</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <source>The scenario has changed</source>
        <translation>Lo scenario è cambiato</translation>
    </message>
    <message>
        <source>The scenario was edited since the test game was kept; that game is played on the scenario as it was.

Start a new game on the scenario as it is now?

Yes: a new game (the kept one is discarded) · No: resume the kept game</source>
        <translation>Lo scenario è stato modificato da quando la partita di prova è stata conservata; quella partita si gioca sullo scenario com&apos;era.

Iniziare una nuova partita sullo scenario com&apos;è ora?

Sì: una nuova partita (quella conservata viene scartata) · No: riprendi la partita conservata</translation>
    </message>
    <message>
        <source>Resuming the game kept when you left play mode</source>
        <translation>Ripresa della partita conservata quando hai lasciato la modalità gioco</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>Impossibile aprire la partita salvata</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partita salvata</translation>
    </message>
    <message>
        <source>{name} was replayed as far as it could be:

</source>
        <translation>{name} è stata rigiocata fin dove possibile:

</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <source>The game cannot start from {start}:

{error}</source>
        <translation>La partita non può iniziare da {start}:

{error}</translation>
    </message>
    <message>
        <source> — play mode — Banneret</source>
        <translation> — modalità gioco — Banneret</translation>
    </message>
    <message>
        <source>Play mode: {describe}. The scenario is not changed by the game.</source>
        <translation>Modalità gioco: {describe}. La partita non cambia lo scenario.</translation>
    </message>
    <message>
        <source>Left play mode; the game is kept for next time. The scenario was not changed.</source>
        <translation>Uscito dalla modalità gioco; la partita è conservata per la prossima volta. Lo scenario non è cambiato.</translation>
    </message>
    <message>
        <source>Left play mode. The scenario was not changed.</source>
        <translation>Uscito dalla modalità gioco. Lo scenario non è cambiato.</translation>
    </message>
    <message>
        <source>New test game</source>
        <translation>Nuova partita di prova</translation>
    </message>
    <message>
        <source>Discard the game being played?</source>
        <translation>Scartare la partita in corso?</translation>
    </message>
    <message>
        <source>Not allowed: {error}</source>
        <translation>Non consentito: {error}</translation>
    </message>
    <message>
        <source>The engine failed on this choice: {__name__}: {error}</source>
        <translation>Il motore ha fallito su questa scelta: {__name__}: {error}</translation>
    </message>
    <message>
        <source>The engine failed: {__name__}: {error}</source>
        <translation>Il motore ha fallito: {__name__}: {error}</translation>
    </message>
    <message>
        <source>Cannot start {leader}&apos;s activation: {error}</source>
        <translation>Impossibile iniziare l&apos;attivazione di {leader}: {error}</translation>
    </message>
    <message>
        <source>Start an activation</source>
        <translation>Inizia un&apos;attivazione</translation>
    </message>
    <message>
        <source>A designer step, not a choice of the rules. Leader:</source>
        <translation>Un passo del progettista, non una scelta delle regole. Leader:</translation>
    </message>
    <message>
        <source>The seeded dice failed: {error}</source>
        <translation>I dadi con seme hanno fallito: {error}</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game</source>
        <translation>Niente da annullare: questo è l&apos;inizio della partita</translation>
    </message>
    <message>
        <source>Nothing to redo on this line</source>
        <translation>Niente da ripetere su questa linea</translation>
    </message>
    <message>
        <source>The odds of this choice cannot be computed: {error}</source>
        <translation>Le probabilità di questa scelta non si possono calcolare: {error}</translation>
    </message>
    <message>
        <source>{count} legal choices make this combat: pick one in the decision panel</source>
        <translation>{count} scelte legali formano questo combattimento: scegline una nel pannello delle decisioni</translation>
    </message>
    <message>
        <source>{count} choices end in {label}: pick one in the decision panel</source>
        <translation>{count} scelte finiscono in {label}: scegline una nel pannello delle decisioni</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <source>{target} cannot be opened as a scenario:

{text}</source>
        <translation>{target} non si può aprire come scenario:

{text}</translation>
    </message>
    <message>
        <source>Create a new scenario?</source>
        <translation>Creare un nuovo scenario?</translation>
    </message>
    <message>
        <source>{path} does not exist.

Create a new scenario there?</source>
        <translation>{path} non esiste.

Creare lì un nuovo scenario?</translation>
    </message>
    <message>
        <source>Cannot create the file</source>
        <translation>Impossibile creare il file</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

Choose another place.</source>
        <translation>Impossibile scrivere {path}: {error}.

Scegli un altro posto.</translation>
    </message>
    <message>
        <source>The editor: a user&apos;s guide</source>
        <translation>L&apos;editor: guida per l&apos;utente</translation>
    </message>
    <message>
        <source>Playing, scoring and recording games</source>
        <translation>Giocare, contare i punti e registrare le partite</translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation>Fogli di pedine</translation>
    </message>
    <message>
        <source>The scenario file format</source>
        <translation>Il formato del file di scenario</translation>
    </message>
    <message>
        <source>Validation findings</source>
        <translation>I rilievi della verifica</translation>
    </message>
    <message>
        <source>The banneret command</source>
        <translation>Il comando banneret</translation>
    </message>
    <message>
        <source>The rules as Banneret implements them</source>
        <translation>Le regole come Banneret le applica</translation>
    </message>
    <message>
        <source>Banneret help</source>
        <translation>Aiuto di Banneret</translation>
    </message>
    <message>
        <source>The guides that come with Banneret (docs/)</source>
        <translation>Le guide fornite con Banneret (docs/)</translation>
    </message>
    <message>
        <source>Open in the browser</source>
        <translation>Apri nel browser</translation>
    </message>
    <message>
        <source>Show this guide in your web browser</source>
        <translation>Mostra questa guida nel tuo browser web</translation>
    </message>
    <message>
        <source>The guide {name} is not installed with this copy of Banneret.</source>
        <translation>La guida {name} non è installata con questa copia di Banneret.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nuovo scenario</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Righe</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns (the published maps)</source>
        <translation>Esagoni con il lato in alto, in colonne (le mappe pubblicate)</translation>
    </message>
    <message>
        <source>Pointy-topped hexes in rows</source>
        <translation>Esagoni con il vertice in alto, in righe</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Odd columns sit high (R12)</source>
        <translation>Le colonne dispari stanno in alto (R12)</translation>
    </message>
    <message>
        <source>Even columns sit high</source>
        <translation>Le colonne pari stanno in alto</translation>
    </message>
    <message>
        <source>Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.</source>
        <translation>Griglie con il lato in alto: le colonne mezzo esagono più in alto. Griglie con il vertice in alto: le righe mezzo esagono a sinistra.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Sfalsamento</translation>
    </message>
    <message>
        <source>First column number</source>
        <translation>Numero della prima colonna</translation>
    </message>
    <message>
        <source>First row number</source>
        <translation>Numero della prima riga</translation>
    </message>
    <message>
        <source>Odd rows sit left</source>
        <translation>Le righe dispari stanno a sinistra</translation>
    </message>
    <message>
        <source>Even rows sit left</source>
        <translation>Le righe pari stanno a sinistra</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (sconosciuto)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>The {what}: type ids, or choose them from the side&apos;s list</source>
        <translation>{what}: scrivi gli id, o sceglili dalla lista dello schieramento</translation>
    </message>
    <message>
        <source>Choose the {what}</source>
        <translation>Scegli: {what}</translation>
    </message>
    <message>
        <source>No {what} for this side yet: choose the side first, or add them in Armies.</source>
        <translation>Ancora nessun elemento ({what}) per questo schieramento: scegli prima lo schieramento, o aggiungili in Eserciti.</translation>
    </message>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation>{0} (non in questo scenario)</translation>
    </message>
    <message>
        <source>Pick on map…</source>
        <translation>Indica sulla mappa…</translation>
    </message>
    <message>
        <source>The {what}: hex labels, or pick them on the map</source>
        <translation>{what}: numeri di esagono, o indicali sulla mappa</translation>
    </message>
    <message>
        <source>entry hexes</source>
        <translation>esagoni di entrata</translation>
    </message>
    <message>
        <source>hexes:</source>
        <translation>esagoni:</translation>
    </message>
    <message>
        <source>the north edge</source>
        <translation>il bordo nord</translation>
    </message>
    <message>
        <source>the south edge</source>
        <translation>il bordo sud</translation>
    </message>
    <message>
        <source>the east edge</source>
        <translation>il bordo est</translation>
    </message>
    <message>
        <source>the west edge</source>
        <translation>il bordo ovest</translation>
    </message>
    <message>
        <source>The map edge they enter by, or &apos;hexes:&apos; and the hexes picked on the map (R29)</source>
        <translation>Il bordo della mappa da cui entrano, o &apos;esagoni:&apos; e gli esagoni indicati sulla mappa (R29)</translation>
    </message>
    <message>
        <source>Pick hexes</source>
        <translation>Indica esagoni</translation>
    </message>
    <message>
        <source>Click a hex to add it; click it again to take it out</source>
        <translation>Clicca un esagono per aggiungerlo; cliccalo di nuovo per toglierlo</translation>
    </message>
    <message>
        <source>Pick the {what} on the map</source>
        <translation>Indica sulla mappa: {what}</translation>
    </message>
    <message>
        <source>Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: pan.</source>
        <translation>Clicca gli esagoni per aggiungerli; clicca di nuovo per toglierne uno. Rotellina: zoom; Spazio+trascina: sposta la vista.</translation>
    </message>
    <message>
        <source>Picked: none yet</source>
        <translation>Indicati: ancora nessuno</translation>
    </message>
    <message>
        <source>Picked: {labels}</source>
        <translation>Indicati: {labels}</translation>
    </message>
    <message>
        <source>Both stacked artillery units fire</source>
        <translation>Entrambe le artiglierie raggruppate tirano</translation>
    </message>
    <message>
        <source>5.2.5 (R1): two artillery units stacked together may both fire</source>
        <translation>5.2.5 (R1): due unità di artiglieria raggruppate possono tirare entrambe</translation>
    </message>
    <message>
        <source>Routed units face their rout edge</source>
        <translation>Le unità in rotta si voltano verso il loro bordo di rotta</translation>
    </message>
    <message>
        <source>12.2.1 (R1): a routed unit turns to face its rout edge</source>
        <translation>12.2.1 (R1): un&apos;unità in rotta si volta verso il suo bordo di rotta</translation>
    </message>
    <message>
        <source>Rout path</source>
        <translation>Percorso di rotta</translation>
    </message>
    <message>
        <source>12.2.2 (R1): how a routed unit picks its path toward its rout edge</source>
        <translation>12.2.2 (R1): come un&apos;unità in rotta sceglie il percorso verso il suo bordo di rotta</translation>
    </message>
    <message>
        <source>Phase B archers: who fires first</source>
        <translation>Arcieri della Fase B: chi tira per primo</translation>
    </message>
    <message>
        <source>6.B (R1, R39): the order of Phase B fire</source>
        <translation>6.B (R1, R39): l&apos;ordine dei tiri della Fase B</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the cheapest path, away from enemies</source>
        <translation>il percorso più economico, lontano dai nemici</translation>
    </message>
    <message>
        <source>straight on, shifting aside when blocked</source>
        <translation>dritto, spostandosi di lato se bloccato</translation>
    </message>
    <message>
        <source>the defender&apos;s archers first</source>
        <translation>prima gli arcieri del difensore</translation>
    </message>
    <message>
        <source>the attacker&apos;s archers first</source>
        <translation>prima gli arcieri dell&apos;attaccante</translation>
    </message>
    <message>
        <source>an enemy unit eliminated</source>
        <translation>un&apos;unità nemica eliminata</translation>
    </message>
    <message>
        <source>an enemy unit routed at the end</source>
        <translation>un&apos;unità nemica in rotta alla fine</translation>
    </message>
    <message>
        <source>an enemy leader killed</source>
        <translation>un leader nemico ucciso</translation>
    </message>
    <message>
        <source>an enemy leader captured</source>
        <translation>un leader nemico catturato</translation>
    </message>
    <message>
        <source>an enemy leader wounded</source>
        <translation>un leader nemico ferito</translation>
    </message>
    <message>
        <source>the enemy army commander killed</source>
        <translation>il comandante d&apos;armata nemico ucciso</translation>
    </message>
    <message>
        <source>the enemy army commander captured</source>
        <translation>il comandante d&apos;armata nemico catturato</translation>
    </message>
    <message>
        <source>hexes held at the end</source>
        <translation>esagoni tenuti alla fine</translation>
    </message>
    <message>
        <source>a unit exited by a map edge</source>
        <translation>un&apos;unità uscita da un bordo della mappa</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Impostazioni dello scenario</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Where the data was transcribed from</source>
        <translation>Da dove sono stati trascritti i dati</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Source notes</source>
        <translation>Note sulla fonte</translation>
    </message>
    <message>
        <source>A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French</source>
        <translation>Un insieme predefinito di opzioni di regola (R1): 2010 inglese, 2014 francese/ungherese, 2018 francese</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <source>(as the edition)</source>
        <translation>(come l&apos;edizione)</translation>
    </message>
    <message>
        <source>{rule}. Option &apos;{name}&apos;; &apos;(as the edition)&apos; keeps the edition&apos;s preset.</source>
        <translation>{rule}. Opzione &apos;{name}&apos;; &apos;(come l&apos;edizione)&apos; mantiene l&apos;impostazione dell&apos;edizione.</translation>
    </message>
    <message>
        <source>Turns (first, last)</source>
        <translation>Turni (primo, ultimo)</translation>
    </message>
    <message>
        <source>min/turn</source>
        <translation>min/turno</translation>
    </message>
    <message>
        <source>m/hex</source>
        <translation>m/esagono</translation>
    </message>
    <message>
        <source>men/SP</source>
        <translation>uomini/PF</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>{DEFAULT_HEX_MM:g} mm (series default)</source>
        <translation>{DEFAULT_HEX_MM:g} mm (valore della serie)</translation>
    </message>
    <message>
        <source>The hex across the flats on a printed map (centre to neighbour&apos;s centre)</source>
        <translation>L&apos;esagono da lato a lato su una mappa stampata (da centro al centro vicino)</translation>
    </message>
    <message>
        <source>Printed hex</source>
        <translation>Esagono stampato</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generale</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Enter (edge or hexes)</source>
        <translation>Entrata (bordo o esagoni)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Game turn</source>
        <translation>Turno di gioco</translation>
    </message>
    <message>
        <source>The side they join</source>
        <translation>Lo schieramento a cui si uniscono</translation>
    </message>
    <message>
        <source>A map edge from the list, or hexes picked on the map (R29)</source>
        <translation>Un bordo della mappa dalla lista, o esagoni indicati sulla mappa (R29)</translation>
    </message>
    <message>
        <source>unit types</source>
        <translation>tipi di unità</translation>
    </message>
    <message>
        <source>Banners whose units may not be meleed from their front hexes (9.1): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Bandiere le cui unità non possono essere attaccate in corpo a corpo dai loro esagoni frontali (9.1): sceglile tra le bandiere dello scenario, elencate per schieramento</translation>
    </message>
    <message>
        <source>The side&apos;s units that come on</source>
        <translation>Le unità dello schieramento che entrano</translation>
    </message>
    <message>
        <source>The side&apos;s leaders that come on</source>
        <translation>I leader dello schieramento che entrano</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>leader</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Rinforzi</translation>
    </message>
    <message>
        <source>Terrain read as a chart row (e.g. camp → wood):</source>
        <translation>Terreno letto come una riga della tabella (es. camp → bosco):</translation>
    </message>
    <message>
        <source>Scenario terrain</source>
        <translation>Terreno dello scenario</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Si legge come</translation>
    </message>
    <message>
        <source>Terrain as drawn on this map</source>
        <translation>Il terreno com&apos;è disegnato su questa mappa</translation>
    </message>
    <message>
        <source>The Terrain Chart row it is read as</source>
        <translation>La riga della Tabella del terreno come cui si legge</translation>
    </message>
    <message>
        <source>Stacking exceptions (5.2.2):</source>
        <translation>Eccezioni al raggruppamento (5.2.2):</translation>
    </message>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Le bandiere interessate (5.2.2; R20): sceglile tra le bandiere dello scenario, elencate per schieramento</translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation>I tipi di unità interessati (2.2, 5.2.2): sceglili tra i tipi di unità dell&apos;edizione</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Bandiere</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipi</translation>
    </message>
    <message>
        <source>Max units</source>
        <translation>Unità max</translation>
    </message>
    <message>
        <source>Units allowed in one hex</source>
        <translation>Unità consentite in un esagono</translation>
    </message>
    <message>
        <source>No mêlée from the front</source>
        <translation>Niente corpo a corpo frontale</translation>
    </message>
    <message>
        <source>Notes for the players</source>
        <translation>Note per i giocatori</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Regole speciali</translation>
    </message>
    <message>
        <source>Victory points (scored by the side that causes the event):</source>
        <translation>Punti vittoria (segnati dallo schieramento che causa l&apos;evento):</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Per SP</source>
        <translation>Per PF</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Esagoni</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Bordo</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Che cosa vale punti</translation>
    </message>
    <message>
        <source>The side that scores (blank: either)</source>
        <translation>Lo schieramento che segna (vuoto: l&apos;uno o l&apos;altro)</translation>
    </message>
    <message>
        <source>Points each time</source>
        <translation>Punti ogni volta</translation>
    </message>
    <message>
        <source>Points per SP</source>
        <translation>Punti per PF</translation>
    </message>
    <message>
        <source>Hexes held at the end, picked on the map</source>
        <translation>Esagoni tenuti alla fine, indicati sulla mappa</translation>
    </message>
    <message>
        <source>Edge (a unit exited)</source>
        <translation>Bordo (un&apos;unità uscita)</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>l&apos;uno o l&apos;altro schieramento</translation>
    </message>
    <message>
        <source>Sudden death:</source>
        <translation>Morte improvvisa:</translation>
    </message>
    <message>
        <source>Side whose losses count</source>
        <translation>Schieramento le cui perdite contano</translation>
    </message>
    <message>
        <source>Losses at least (SP)</source>
        <translation>Perdite di almeno (PF)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Levels on the VP difference (blank &apos;at least&apos; = otherwise):</source>
        <translation>Livelli sulla differenza di PV (&apos;almeno&apos; vuoto = altrimenti):</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Almeno</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>banners</source>
        <translation>bandiere</translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation>Ancora nessuna bandiera: assegna la bandiera a unità e leader in Eserciti.</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; is not a whole number</source>
        <translation>{what}: &apos;{text}&apos; non è un numero intero</translation>
    </message>
    <message>
        <source>a printed hex is at least {mm} mm across</source>
        <translation>un esagono stampato misura almeno {mm} mm</translation>
    </message>
    <message>
        <source>reinforcement turn</source>
        <translation>turno del rinforzo</translation>
    </message>
    <message>
        <source>every reinforcement needs a turn</source>
        <translation>ogni rinforzo richiede un turno</translation>
    </message>
    <message>
        <source>max units</source>
        <translation>unità max</translation>
    </message>
    <message>
        <source>victory event &apos;{event}&apos; is not one of: {events}</source>
        <translation>l&apos;evento di vittoria &apos;{event}&apos; non è tra: {events}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>per SP</source>
        <translation>per PF</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>perdite</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>almeno</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>Controlla le impostazioni</translation>
    </message>
    <message>
        <source>each enemy unit eliminated</source>
        <translation>ogni unità nemica eliminata</translation>
    </message>
    <message>
        <source>each enemy unit routed at the end</source>
        <translation>ogni unità nemica in rotta alla fine</translation>
    </message>
    <message>
        <source>each enemy leader killed</source>
        <translation>ogni leader nemico ucciso</translation>
    </message>
    <message>
        <source>each enemy leader captured</source>
        <translation>ogni leader nemico catturato</translation>
    </message>
    <message>
        <source>each enemy leader wounded</source>
        <translation>ogni leader nemico ferito</translation>
    </message>
    <message>
        <source>each unit exited</source>
        <translation>ogni unità uscita</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>Ogni schieramento</translation>
    </message>
    <message>
        <source> by the {edge} edge</source>
        <translation> dal bordo {edge}</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} PV</translation>
    </message>
    <message>
        <source>{points} VP per SP</source>
        <translation>{points} PV per PF</translation>
    </message>
    <message>
        <source>{who} scores {amount} for each of these hexes held at the end by one of its units, not routed: {hexes}.</source>
        <translation>{who} segna {amount} per ciascuno di questi esagoni tenuto alla fine da una delle sue unità, non in rotta: {hexes}.</translation>
    </message>
    <message>
        <source>{who} scores {amount} for {what}.</source>
        <translation>{who} segna {amount} per {what}.</translation>
    </message>
    <message>
        <source>(&apos;Per SP&apos; counts nothing here: only units have SP.)</source>
        <translation>(«Per PF» qui non conta nulla: solo le unità hanno PF.)</translation>
    </message>
    <message>
        <source>Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.</source>
        <translation>Morte improvvisa: {winner} vince subito quando {side} ha perso {sp} PF o più.</translation>
    </message>
    <message>
        <source>Difference ≥ {at_least}: {result}.</source>
        <translation>Differenza ≥ {at_least}: {result}.</translation>
    </message>
    <message>
        <source>Otherwise: {result}.</source>
        <translation>Altrimenti: {result}.</translation>
    </message>
    <message>
        <source>No victory rules yet.</source>
        <translation>Ancora nessuna regola di vittoria.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>1 2 3</source>
        <translation>1 2 3</translation>
    </message>
    <message>
        <source>Brush size (brush, eraser)</source>
        <translation>Dimensione del pennello (pennello, gomma)</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Rotellina</translation>
    </message>
    <message>
        <source>Zoom at the mouse</source>
        <translation>Zoom sul mouse</translation>
    </message>
    <message>
        <source>Space+drag, middle drag, arrows</source>
        <translation>Spazio+trascina, trascinamento centrale, frecce</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Sposta la vista</translation>
    </message>
    <message>
        <source>[ ]  or  Shift+wheel</source>
        <translation>[ ]  o  Maiusc+rotellina</translation>
    </message>
    <message>
        <source>Turn the selected counter</source>
        <translation>Ruota la pedina selezionata</translation>
    </message>
    <message>
        <source>Remove the selected counter from the map</source>
        <translation>Togli dalla mappa la pedina selezionata</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the current drag</source>
        <translation>Annulla il trascinamento in corso</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools:</source>
        <translation>Ogni tasto dell&apos;editor, letto dai suoi menu e strumenti:</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
    <message>
        <source>drawing and writing</source>
        <translation>disegno e scrittura</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fatto</translation>
    </message>
    <message>
        <source>{path} was not written: {error}</source>
        <translation>{path} non è stato scritto: {error}</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Esportazione annullata</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Disegno</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>Scrittura di {name}</translation>
    </message>
    <message>
        <source>Export a Tiled map</source>
        <translation>Esporta una mappa Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Mappe Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>Exporting the Tiled map</source>
        <translation>Esportazione della mappa Tiled</translation>
    </message>
    <message>
        <source>Export a VASSAL module</source>
        <translation>Esporta un modulo VASSAL</translation>
    </message>
    <message>
        <source>VASSAL modules (*.vmod)</source>
        <translation>Moduli VASSAL (*.vmod)</translation>
    </message>
    <message>
        <source>Exporting the VASSAL module</source>
        <translation>Esportazione del modulo VASSAL</translation>
    </message>
    <message>
        <source>Minimap: click or drag to move the view</source>
        <translation>Minimappa: clicca o trascina per spostare la vista</translation>
    </message>
    <message>
        <source>Balance study</source>
        <translation>Studio di bilanciamento</translation>
    </message>
    <message>
        <source>One player for every side, or one per side in the scenario&apos;s order (random, greedy). Greedy is the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Un giocatore per tutti gli schieramenti, o uno per schieramento nell&apos;ordine dello scenario (random, greedy). L&apos;avido (greedy) è il giocatore programma più forte: il giocatore di ricerca non è stato più forte su 200 partite appaiate (+0,6 ± 1,8 PV a partita) e resta in laboratorio</translation>
    </message>
    <message>
        <source>Processes to play in (one per core by default)</source>
        <translation>Processi in cui giocare (uno per core di default)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Processi</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Primo seme</translation>
    </message>
    <message>
        <source>Compare with the saved version</source>
        <translation>Confronta con la versione salvata</translation>
    </message>
    <message>
        <source>Play the file on disk (A) and the open document (B) on the same seeds, and report whether your edits shift the balance</source>
        <translation>Gioca il file su disco (A) e il documento aperto (B) sugli stessi semi, e indica se le modifiche spostano il bilanciamento</translation>
    </message>
    <message>
        <source>Save the document once to compare it with its saved version</source>
        <translation>Salvate il documento una volta per confrontarlo con la sua versione salvata</translation>
    </message>
    <message>
        <source>removing the Genoese crossbowmen</source>
        <translation>togliere i balestrieri genovesi</translation>
    </message>
    <message>
        <source>What you changed, in words: the report&apos;s sentences name it</source>
        <translation>Che cosa avete cambiato, a parole: le frasi del rapporto lo nominano</translation>
    </message>
    <message>
        <source>The change</source>
        <translation>La modifica</translation>
    </message>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
        <translation>Gioca {name} così com&apos;è aperto nell&apos;editor, salvato o no.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation>Annulla lo studio</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Apri il rapporto</translation>
    </message>
    <message>
        <source>Players: {error}</source>
        <translation>Giocatori: {error}</translation>
    </message>
    <message>
        <source>The saved version cannot be played: {error}</source>
        <translation>La versione salvata non può essere giocata: {error}</translation>
    </message>
    <message>
        <source>The saved version has other sides than the open document: they cannot be compared game by game.</source>
        <translation>La versione salvata ha fazioni diverse dal documento aperto: non si possono confrontare partita per partita.</translation>
    </message>
    <message>
        <source>Playing {value} games ({lineup}) in {value2} process(es)…</source>
        <translation>{value} partite ({lineup}) in corso in {value2} processo/i…</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (salvato)</translation>
    </message>
    <message>
        <source>{name} (open)</source>
        <translation>{name} (aperto)</translation>
    </message>
    <message>
        <source>Cancelling: the games being played finish, the others are not started…</source>
        <translation>Annullamento: le partite in corso finiscono, le altre non iniziano…</translation>
    </message>
    <message>
        <source>{head}
Report: {page}</source>
        <translation>{head}
Rapporto: {page}</translation>
    </message>
    <message>
        <source>Cancelled: no report. The {n} games played are kept: Run plays on from them.</source>
        <translation>Annullato: nessun rapporto. Le {n} partite giocate sono conservate: Avvia riprende da lì.</translation>
    </message>
    <message>
        <source>The study failed: {why}</source>
        <translation>Lo studio è fallito: {why}</translation>
    </message>
    <message>
        <source>movement (D.1)</source>
        <translation>movimento (D.1)</translation>
    </message>
    <message>
        <source>ranged fire (D.2)</source>
        <translation>tiro a distanza (D.2)</translation>
    </message>
    <message>
        <source>mêlée declaration (D.3)</source>
        <translation>dichiarazione di corpo a corpo (D.3)</translation>
    </message>
    <message>
        <source>out-of-command movement (D.5)</source>
        <translation>movimento fuori comando (D.5)</translation>
    </message>
    <message>
        <source>the next activation</source>
        <translation>l&apos;attivazione successiva</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>un tiro di dado</translation>
    </message>
    <message>
        <source>resting markers (11.2)</source>
        <translation>segnalini di riposo (11.2)</translation>
    </message>
    <message>
        <source>Phase B fire (6.B)</source>
        <translation>tiro della Fase B (6.B)</translation>
    </message>
    <message>
        <source>the leader to activate (6.D)</source>
        <translation>il leader da attivare (6.D)</translation>
    </message>
    <message>
        <source>the enemy leader to activate next (C.3)</source>
        <translation>il leader nemico da attivare dopo (C.3)</translation>
    </message>
    <message>
        <source>the enemy leader made inactive (C.4)</source>
        <translation>il leader nemico reso inattivo (C.4)</translation>
    </message>
    <message>
        <source>a counter-charge (10.3)</source>
        <translation>una carica reattiva (10.3)</translation>
    </message>
    <message>
        <source>defensive fire (D.4)</source>
        <translation>tiro difensivo (D.4)</translation>
    </message>
    <message>
        <source>offensive fire (D.4)</source>
        <translation>tiro offensivo (D.4)</translation>
    </message>
    <message>
        <source>a retreat (10.7)</source>
        <translation>una ritirata (10.7)</translation>
    </message>
    <message>
        <source>a rout move (12.2)</source>
        <translation>un movimento di rotta (12.2)</translation>
    </message>
    <message>
        <source>an advance after mêlée (10.8)</source>
        <translation>un&apos;avanzata dopo il corpo a corpo (10.8)</translation>
    </message>
    <message>
        <source>a dispersion (10.9)</source>
        <translation>una dispersione (10.9)</translation>
    </message>
    <message>
        <source>the facing of a rallied unit (12.3)</source>
        <translation>l&apos;orientamento di un&apos;unità recuperata (12.3)</translation>
    </message>
    <message>
        <source>placing a replacement leader (7.6)</source>
        <translation>piazzare un leader sostituto (7.6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>1 legal choice</source>
        <translation>1 scelta legale</translation>
    </message>
    <message>
        <source>{count} legal choices</source>
        <translation>{count} scelte legali</translation>
    </message>
    <message>
        <source>Roll (seeded)</source>
        <translation>Tira (con seme)</translation>
    </message>
    <message>
        <source>Let the seeded dice answer this roll (the same seed gives the same game)</source>
        <translation>Lascia che i dadi con seme rispondano a questo tiro (lo stesso seme dà la stessa partita)</translation>
    </message>
    <message>
        <source>The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)</source>
        <translation>Il dado tirato sul tavolo (un d10 si legge da 0 a 9, lo 0 è zero: 0.3)</translation>
    </message>
    <message>
        <source>Apply the die typed</source>
        <translation>Applica il dado scritto</translation>
    </message>
    <message>
        <source>Apply the number(s) in the box(es) as this roll&apos;s result</source>
        <translation>Applica il numero o i numeri nelle caselle come risultato di questo tiro</translation>
    </message>
    <message>
        <source>or type the die rolled:</source>
        <translation>o scrivi il dado tirato:</translation>
    </message>
    <message>
        <source>The leader whose activation starts (a designer step, not a choice of the rules)</source>
        <translation>Il leader la cui attivazione inizia (un passo del progettista, non una scelta delle regole)</translation>
    </message>
    <message>
        <source>Start this activation</source>
        <translation>Inizia questa attivazione</translation>
    </message>
    <message>
        <source>The engine has no choice here: start a leader&apos;s activation by hand (command check first if in Phase A)</source>
        <translation>Il motore non ha scelte qui: inizia a mano l&apos;attivazione di un leader (prima il controllo del comando se in Fase A)</translation>
    </message>
    <message>
        <source>Activate:</source>
        <translation>Attiva:</translation>
    </message>
    <message>
        <source>Filter the choices: a unit, a hex, a verb… (all words must match)</source>
        <translation>Filtra le scelte: un&apos;unità, un esagono, un verbo… (tutte le parole devono corrispondere)</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Scelta</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notazione</translation>
    </message>
    <message>
        <source>Every legal choice by counter and kind, in words and in notation; double-click (or Enter) applies one</source>
        <translation>Ogni scelta legale per pedina e per tipo, in parole e in notazione; doppio clic (o Invio) ne applica una</translation>
    </message>
    <message>
        <source>Apply the choice</source>
        <translation>Applica la scelta</translation>
    </message>
    <message>
        <source>Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N</source>
        <translation>Scrivi una scelta in notazione e premi Invio, es. move cru-ch-1 1316-1315 N</translation>
    </message>
    <message>
        <source>The notation of docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</source>
        <translation>La notazione di docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>i dadi</translation>
    </message>
    <message>
        <source>, {leader}&apos;s activation</source>
        <translation>, attivazione di {leader}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; to decide: &lt;b&gt;{kind}&lt;/b&gt;{leader}</source>
        <translation>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; deve decidere: &lt;b&gt;{kind}&lt;/b&gt;{leader}</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} di {total}</translation>
    </message>
    <message>
        <source>Select a choice in the list</source>
        <translation>Seleziona una scelta nella lista</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml)</source>
        <translation>Scenari di Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.yml)</source>
        <translation>Partite di Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>; {count} error(s) when checked: {first}</source>
        <translation>; {count} errore/i alla verifica: {first}</translation>
    </message>
    <message>
        <source>Saved the position of turn {turn} as {name}{tail}</source>
        <translation>Salvata la posizione del turno {turn} come {name}{tail}</translation>
    </message>
    <message>
        <source>Save the position as a test scenario</source>
        <translation>Salva la posizione come scenario di prova</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The game is still here: try another folder.</source>
        <translation>Impossibile scrivere {path}: {error}.

La partita è ancora qui: prova un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Saved {name}: open it with File → Open, or check it with &apos;banneret validate&apos;.</source>
        <translation>Salvato {name}: aprilo con File → Apri, o verificalo con &apos;banneret validate&apos;.</translation>
    </message>
    <message>
        <source>Not kept (the scenario format has no place for them):</source>
        <translation>Non conservato (il formato di scenario non ha posto per questo):</translation>
    </message>
    <message>
        <source>The validator reports, for this position:</source>
        <translation>La verifica segnala, per questa posizione:</translation>
    </message>
    <message>
        <source>Position saved</source>
        <translation>Posizione salvata</translation>
    </message>
    <message>
        <source>The game record was not saved: {error}</source>
        <translation>La registrazione della partita non è stata salvata: {error}</translation>
    </message>
    <message>
        <source>Saved the game record {name}</source>
        <translation>Salvata la registrazione della partita {name}</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Salva la registrazione della partita</translation>
    </message>
    <message>
        <source>Game record not saved</source>
        <translation>Registrazione della partita non salvata</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Apri una registrazione di partita</translation>
    </message>
    <message>
        <source>{games};;All files (*)</source>
        <translation>{games};;Tutti i file (*)</translation>
    </message>
    <message>
        <source>designer</source>
        <translation>progettista</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>dice (seeded)</source>
        <translation>dadi (con seme)</translation>
    </message>
    <message>
        <source>program ({side})</source>
        <translation>programma ({side})</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Linea:</translation>
    </message>
    <message>
        <source>Every line of play of this game; pick one to show its last position</source>
        <translation>Ogni linea di gioco di questa partita; scegline una per mostrarne l&apos;ultima posizione</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Choice, and what happened</source>
        <translation>Scelta, e che cosa è successo</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; a different choice there starts a new branch (the old line is kept)</source>
        <translation>Clicca una mossa per vedere la posizione dopo di essa; una scelta diversa lì inizia un nuovo ramo (la vecchia linea è conservata)</translation>
    </message>
    <message>
        <source>{count} lines part here</source>
        <translation>{count} linee si separano qui</translation>
    </message>
    <message>
        <source>Showing the position after move {depth}; {later} later move(s) in grey (Redo). A different choice here starts a new branch.</source>
        <translation>Posizione dopo la mossa {depth}; {later} mossa/e successiva/e in grigio (Ripeti). Una scelta diversa qui inizia un nuovo ramo.</translation>
    </message>
    <message>
        <source>{count} line(s) of play.</source>
        <translation>{count} linea/e di gioco.</translation>
    </message>
    <message>
        <source>Showing the position after {move}; a different choice from here starts a new branch</source>
        <translation>Posizione dopo {move}; una scelta diversa da qui inizia un nuovo ramo</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>l&apos;inizio</translation>
    </message>
    <message>
        <source>Show this position</source>
        <translation>Mostra questa posizione</translation>
    </message>
    <message>
        <source>Copy the choice</source>
        <translation>Copia la scelta</translation>
    </message>
    <message>
        <source>Copy the line up to here</source>
        <translation>Copia la linea fin qui</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificatore</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Every modifier of the table, with the rule it comes from</source>
        <translation>Ogni modificatore della tabella, con la regola da cui viene</translation>
    </message>
    <message>
        <source>, routed on {rout}+</source>
        <translation>, in rotta con {rout}+</translation>
    </message>
    <message>
        <source>Total {total} · {fire_class} at {range} hex(es): discouraged on {discourage}+{rout} (die + total)</source>
        <translation>Totale {total} · {fire_class} a {range} esagono/i: demoralizzata con {discourage}+{rout} (dado + totale)</translation>
    </message>
    <message>
        <source>Succeeds on a d10 of {quality} or less (10.3)</source>
        <translation>Riesce con un d10 di {quality} o meno (10.3)</translation>
    </message>
    <message>
        <source>Routs on a d10 above its quality {inputs} (12.2.3)</source>
        <translation>Va in rotta con un d10 sopra la sua qualità {inputs} (12.2.3)</translation>
    </message>
    <message>
        <source>Leader check for {inputs}: unmodified d10 (7.5)</source>
        <translation>Controllo del leader {inputs}: d10 non modificato (7.5)</translation>
    </message>
    <message>
        <source>Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)</source>
        <translation>Si recupera con d10 + modificatori ≤ {quality}, uno 0 non modificato sempre (12.3)</translation>
    </message>
    <message>
        <source>Total {total}, limited to {applied} (R6)</source>
        <translation>Totale {total}, limitato a {applied} (R6)</translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation>Totale {total}</translation>
    </message>
    <message>
        <source>exactly {probability}</source>
        <translation>esattamente {probability}</translation>
    </message>
    <message>
        <source>Select units, then hover or click an enemy, or select a fire or a mêlée in the decision list, to see the odds</source>
        <translation>Seleziona delle unità, poi passa sopra o clicca un nemico, oppure seleziona un tiro o un corpo a corpo nell&apos;elenco del pannello Decisione, per vedere le probabilità</translation>
    </message>
    <message>
        <source>, both sides&apos; dice</source>
        <translation>, i dadi di entrambi gli schieramenti</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over 2d6{both} (Die: this side&apos;s total)</source>
        <translation>Σ = {value:.0f} % su 2d6{both} (Dado: il totale di questo schieramento)</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over the d10 (each face 1/10)</source>
        <translation>Σ = {value:.0f} % sul d10 (ogni faccia 1/10)</translation>
    </message>
    <message>
        <source>Apply: {notation}</source>
        <translation>Applica: {notation}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>The exact probability of each result over the d10, and the die faces giving it</source>
        <translation>La probabilità esatta di ogni risultato sul d10, e le facce del dado che lo danno</translation>
    </message>
    <message>
        <source>A — command</source>
        <translation>A — comando</translation>
    </message>
    <message>
        <source>B — archers&apos; fire</source>
        <translation>B — tiro degli arcieri</translation>
    </message>
    <message>
        <source>C — initiative</source>
        <translation>C — iniziativa</translation>
    </message>
    <message>
        <source>D — activations</source>
        <translation>D — attivazioni</translation>
    </message>
    <message>
        <source>E — rally, rest and rout</source>
        <translation>E — recupero, riposo e rotta</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ferito</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>catturato</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>ucciso</translation>
    </message>
    <message>
        <source>left the field</source>
        <translation>ha lasciato il campo</translation>
    </message>
    <message>
        <source>— (the full turn is not in the engine yet)</source>
        <translation>— (il turno completo non è ancora nel motore)</translation>
    </message>
    <message>
        <source>not rolled yet this turn</source>
        <translation>non ancora tirata in questo turno</translation>
    </message>
    <message>
        <source> for {winner}</source>
        <translation> per {winner}</translation>
    </message>
    <message>
        <source>: nobody has it</source>
        <translation>: nessuno ce l&apos;ha</translation>
    </message>
    <message>
        <source>; still owed: {owed}</source>
        <translation>; ancora dovuto: {owed}</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <source>Active leader:</source>
        <translation>Leader attivo:</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Decisione:</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Iniziativa:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punteggio:</translation>
    </message>
    <message>
        <source>Leaders by rating</source>
        <translation>Leader per valore</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Activation order by command rating (6.D); ▶ active, ✓ activated this turn</source>
        <translation>Ordine di attivazione per valore di comando (6.D); ▶ attivo, ✓ attivato in questo turno</translation>
    </message>
    <message>
        <source>{turn} of {first_turn}–{last_turn}</source>
        <translation>{turn} di {first_turn}–{last_turn}</translation>
    </message>
    <message>
        <source>, step {step}</source>
        <translation>, passo {step}</translation>
    </message>
    <message>
        <source>{name} ({side}; {count} unit(s) activated)</source>
        <translation>{name} ({side}; {count} unità attivate)</translation>
    </message>
    <message>
        <source>— (the victory score is not in the engine yet)</source>
        <translation>— (il punteggio di vittoria non è ancora nel motore)</translation>
    </message>
    <message>
        <source>Nothing has scored yet</source>
        <translation>Ancora nessun punto</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inattivo</translation>
    </message>
    <message>
        <source>arrives turn {turn}</source>
        <translation>arriva al turno {turn}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Program plays:</source>
        <translation>Il programma gioca:</translation>
    </message>
    <message>
        <source>Which side&apos;s decisions the random player makes (rolls: the seeded dice)</source>
        <translation>Di quale schieramento il giocatore casuale prende le decisioni (i tiri: i dadi con seme)</translation>
    </message>
    <message>
        <source>greedy (the strongest)</source>
        <translation>avido (il più forte)</translation>
    </message>
    <message>
        <source>How well the program plays: random choices; greedy (each choice valued on the engine&apos;s exact odds), the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Quanto bene gioca il programma: scelte casuali; avido (ogni scelta valutata sulle probabilità esatte del motore), il giocatore programma più forte: il giocatore di ricerca non è stato più forte su 200 partite appaiate (+0,6 ± 1,8 PV a partita) e resta in laboratorio</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>The same seed makes the same choices from the same position</source>
        <translation>Lo stesso seme fa le stesse scelte dalla stessa posizione</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>The program makes the pending decision (if it is its side&apos;s, or a roll)</source>
        <translation>Il programma prende la decisione in sospeso (se è del suo schieramento, o un tiro)</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Fino a fine turno</translation>
    </message>
    <message>
        <source>The program plays on until the turn ends or a side you play must decide</source>
        <translation>Il programma continua a giocare finché il turno finisce o uno schieramento che giochi tu deve decidere</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Program player: {player_source}. Dice: {dice_source}.</source>
        <translation>Giocatore programma: {player_source}. Dadi: {dice_source}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>entrambi gli schieramenti</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The engine offers no choice here ({note}); the program stops</source>
        <translation>Il motore non offre scelte qui ({note}); il programma si ferma</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision and you play {side}: choose &apos;Program plays&apos; to hand it over</source>
        <translation>Tocca a {side} decidere e tu giochi {side}: scegli «Il programma gioca» per passargli la mano</translation>
    </message>
    <message>
        <source>The program ({side}) is thinking…</source>
        <translation>Il programma ({side}) sta pensando…</translation>
    </message>
    <message>
        <source>The program player failed: {error}</source>
        <translation>Il giocatore programma ha fallito: {error}</translation>
    </message>
    <message>
        <source>The program player had no choice to make</source>
        <translation>Il giocatore programma non aveva scelte da fare</translation>
    </message>
    <message>
        <source>Turn {_turn} is over</source>
        <translation>Il turno {_turn} è finito</translation>
    </message>
    <message>
        <source>…and {count} more (see the Validation panel)</source>
        <translation>…e altri {count} (vedi il pannello Verifica)</translation>
    </message>
    <message>
        <source>The scenario has errors</source>
        <translation>Lo scenario ha errori</translation>
    </message>
    <message>
        <source>The scenario has 1 validation error; the game may not follow the rules where it is:</source>
        <translation>Lo scenario ha 1 errore di verifica; la partita potrebbe non seguire le regole in quel punto:</translation>
    </message>
    <message>
        <source>The scenario has {count} validation errors; the game may not follow the rules where they are:</source>
        <translation>Lo scenario ha {count} errori di verifica; la partita potrebbe non seguire le regole in quei punti:</translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation>Giocare comunque?</translation>
    </message>
    <message>
        <source>D.1 movement</source>
        <translation>D.1 movimento</translation>
    </message>
    <message>
        <source>D.2 fire</source>
        <translation>D.2 tiro</translation>
    </message>
    <message>
        <source>D.3 mêlée declaration</source>
        <translation>D.3 dichiarazione di corpo a corpo</translation>
    </message>
    <message>
        <source>D.5 out-of-command movement</source>
        <translation>D.5 movimento fuori comando</translation>
    </message>
    <message>
        <source>Play mode: where does the game start?</source>
        <translation>Modalità gioco: dove inizia la partita?</translation>
    </message>
    <message>
        <source>The game is played on a copy of the scenario: nothing you do in play mode changes it. Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) are part of the position.</source>
        <translation>La partita si gioca su una copia dello scenario: niente di ciò che fai in modalità gioco lo cambia. Gli stati delle unità posti sulla mappa (stanca, demoralizzata, in rotta, appiedata, leader feriti) fanno parte della posizione.</translation>
    </message>
    <message>
        <source>The map as set up, Phase A of turn</source>
        <translation>La mappa come schierata, Fase A del turno</translation>
    </message>
    <message>
        <source>The map as set up, at the activation of</source>
        <translation>La mappa come schierata, all&apos;attivazione di</translation>
    </message>
    <message>
        <source>A saved game…</source>
        <translation>Una partita salvata…</translation>
    </message>
    <message>
        <source>Reinforcements of earlier turns are not on the map: place them to test later turns</source>
        <translation>I rinforzi dei turni precedenti non sono sulla mappa: piazzali per provare i turni successivi</translation>
    </message>
    <message>
        <source>From Phase A the whole turn is played: the command check, fire, the leaders&apos; activations and Phase E. From a leader&apos;s activation the game starts at the chosen step of his turn and goes on from there.</source>
        <translation>Dalla Fase A si gioca tutto il turno: il controllo del comando, i tiri, le attivazioni dei leader e la Fase E. Dall&apos;attivazione di un leader la partita inizia al passo scelto del suo turno e prosegue da lì.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.json);;All files (*)</source>
        <translation>Partite di Banneret (*.yaml *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Sali a cavallo</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Scendi da cavallo</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>salire a cavallo</translation>
    </message>
    <message>
        <source>dismount</source>
        <translation>scendere da cavallo</translation>
    </message>
    <message>
        <source>Click a counter of the side to decide, then a shaded hex to move it (a second click sets the facing); click an enemy to see the odds; right-click for every legal move</source>
        <translation>Clicca una pedina dello schieramento che decide, poi un esagono ombreggiato per muoverla (un secondo clic imposta l&apos;orientamento); clicca un nemico per vedere le probabilità; clic destro per ogni movimento legale</translation>
    </message>
    <message>
        <source>it can charge {targets} in {hex}: click the target</source>
        <translation>può caricare {targets} in {hex}: clicca il bersaglio</translation>
    </message>
    <message>
        <source>right-click to {changes}</source>
        <translation>clic destro per {changes}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source> after it mounts</source>
        <translation> dopo essere salita a cavallo</translation>
    </message>
    <message>
        <source> after it dismounts</source>
        <translation> dopo essere scesa da cavallo</translation>
    </message>
    <message>
        <source>{who}: {count} hex(es) reachable{mode}; click one to move there</source>
        <translation>{who}: {count} esagono/i raggiungibile/i{mode}; cliccane uno per andarci</translation>
    </message>
    <message>
        <source>no move: the pending decision is {kind}</source>
        <translation>nessun movimento: la decisione in sospeso è {kind}</translation>
    </message>
    <message>
        <source>{who} cannot move now: {why}</source>
        <translation>{who} non può muovere ora: {why}</translation>
    </message>
    <message>
        <source>{ids} selected together: click an enemy to see their fire or mêlée</source>
        <translation>{ids} selezionate insieme: clicca un nemico per vedere il loro tiro o corpo a corpo</translation>
    </message>
    <message>
        <source>{ids} cannot end its move in {hex}: {why}</source>
        <translation>{ids} non può finire il movimento in {hex}: {why}</translation>
    </message>
    <message>
        <source>Choose the facing in {label_of}: point the mouse through a hexside and click (legal: {legal}); Esc cancels; right-click lists them</source>
        <translation>Scegli l&apos;orientamento in {label_of}: punta il mouse attraverso un lato d&apos;esagono e clicca (legali: {legal}); Esc annulla; il clic destro li elenca</translation>
    </message>
    <message>
        <source>{ids} cannot face {facing} in {hex}: the legal facings there are {legal}</source>
        <translation>{ids} non può orientarsi {facing} in {hex}: gli orientamenti legali lì sono {legal}</translation>
    </message>
    <message>
        <source>click to charge {targets} in {hex} along {path} ({cost} MP)</source>
        <translation>clicca per caricare {targets} in {hex} lungo {path} ({cost} PM)</translation>
    </message>
    <message>
        <source> (disengagement, 8.3)</source>
        <translation> (sganciamento, 8.3)</translation>
    </message>
    <message>
        <source> (the one-hex move, 8.1)</source>
        <translation> (il movimento di un esagono, 8.1)</translation>
    </message>
    <message>
        <source>; facings {list}</source>
        <translation>; orientamenti {list}</translation>
    </message>
    <message>
        <source>move {ids} to {hex}: {cost} MP along {route}{how}{face}</source>
        <translation>muovi {ids} in {hex}: {cost} PM lungo {route}{how}{face}</translation>
    </message>
    <message>
        <source>Facing not chosen: the move was not made</source>
        <translation>Orientamento non scelto: il movimento non è stato fatto</translation>
    </message>
    <message>
        <source>Face {facing} ({cost} MP)</source>
        <translation>Orientamento {facing} ({cost} PM)</translation>
    </message>
    <message>
        <source> beneath the stack</source>
        <translation> sotto la pila</translation>
    </message>
    <message>
        <source> — disengage (8.3)</source>
        <translation> — sganciamento (8.3)</translation>
    </message>
    <message>
        <source> — the one-hex move (8.1)</source>
        <translation> — il movimento di un esagono (8.1)</translation>
    </message>
    <message>
        <source>Move to {label}{face}{where} ({cost} MP){how}</source>
        <translation>Muovi in {label}{face}{where} ({cost} PM){how}</translation>
    </message>
    <message>
        <source>Charge {targets} in {hex} ({cost} MP)</source>
        <translation>Carica {targets} in {hex} ({cost} PM)</translation>
    </message>
    <message>
        <source>{capitalize} and stay in {label}</source>
        <translation>{capitalize} e resta in {label}</translation>
    </message>
    <message>
        <source>{capitalize}, then move…</source>
        <translation>{capitalize}, poi muovi…</translation>
    </message>
    <message>
        <source>Move without changing mount</source>
        <translation>Muovi senza cambiare cavalcatura</translation>
    </message>
    <message>
        <source>Select {ident}</source>
        <translation>Seleziona {ident}</translation>
    </message>
    <message>
        <source>Select the stack {stack} (moves together, 5.2.4)</source>
        <translation>Seleziona la pila {stack} (muove insieme, 5.2.4)</translation>
    </message>
    <message>
        <source>Show the choices of {ident} in the decision panel</source>
        <translation>Mostra le scelte di {ident} nel pannello delle decisioni</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Annulla la selezione (Esc)</translation>
    </message>
    <message>
        <source>One sheet (the map&apos;s size)</source>
        <translation>Un foglio (la dimensione della mappa)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Counter size</source>
        <translation>Dimensione delle pedine</translation>
    </message>
    <message>
        <source>Hex across the flats</source>
        <translation>Esagono da lato a lato</translation>
    </message>
    <message>
        <source>Draw the counters at setup</source>
        <translation>Disegna le pedine dello schieramento iniziale</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the map as PDF</source>
        <translation>Esporta la mappa in PDF</translation>
    </message>
    <message>
        <source>Exporting the map</source>
        <translation>Esportazione della mappa</translation>
    </message>
    <message>
        <source>Export the counter sheets</source>
        <translation>Esporta i fogli di pedine</translation>
    </message>
    <message>
        <source>Exporting the counters</source>
        <translation>Esportazione delle pedine</translation>
    </message>
    <message>
        <source>Preparing the pages</source>
        <translation>Preparazione delle pagine</translation>
    </message>
    <message>
        <source>Print preview: the map at true scale</source>
        <translation>Anteprima di stampa: la mappa in scala reale</translation>
    </message>
    <message>
        <source>Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column. Wheel: zoom; middle button: pan; 0: fit</source>
        <translation>Trascina le maniglie per adattare la griglia; Maiusc+trascina una pedina fa scorrere la sua riga, Ctrl+Maiusc+trascina la sua colonna. Rotellina: zoom; tasto centrale: sposta la vista; 0: adatta</translation>
    </message>
    <message>
        <source>Decoding the image…</source>
        <translation>Decodifica dell&apos;immagine…</translation>
    </message>
    <message>
        <source>Preparing it for the screen…</source>
        <translation>Preparazione per lo schermo…</translation>
    </message>
    <message>
        <source>Import a counter sheet</source>
        <translation>Importa un foglio di pedine</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Open a sheet scan, or a saved layout</source>
        <translation>Apri una scansione del foglio, o un layout salvato</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Salva il layout</translation>
    </message>
    <message>
        <source>Save the layout (grid, empty cells, which counter is in which cell) to resume or repeat the import</source>
        <translation>Salva il layout (griglia, caselle vuote, quale pedina è in quale casella) per riprendere o ripetere l&apos;importazione</translation>
    </message>
    <message>
        <source>Save layout as…</source>
        <translation>Salva il layout con nome…</translation>
    </message>
    <message>
        <source>Save the layout under a new name</source>
        <translation>Salva il layout con un nuovo nome</translation>
    </message>
    <message>
        <source>Open back scan…</source>
        <translation>Apri la scansione dei retri…</translation>
    </message>
    <message>
        <source>The scan with the backs, when they are not on the front scan</source>
        <translation>La scansione con i retri, quando non sono sulla scansione dei fronti</translation>
    </message>
    <message>
        <source>striker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>target</source>
        <translation>bersaglio</translation>
    </message>
    <message>
        <source>a fact is written KEY=VALUE, not &apos;{word}&apos;</source>
        <translation>un fatto si scrive CHIAVE=VALORE, non &apos;{word}&apos;</translation>
    </message>
    <message>
        <source>dice are whole numbers from 1 to 20, separated by spaces</source>
        <translation>i dadi sono numeri interi da 1 a 20, separati da spazi</translation>
    </message>
    <message>
        <source>{unit}: {n} hit(s), each a wound: count them in the Elephants tab (B56)</source>
        <translation>{unit}: {n} colpo/i, ognuno una ferita: contali nella scheda Elefanti (B56)</translation>
    </message>
    <message>
        <source>forced marches {old} → {new} (B21)</source>
        <translation>marce forzate {old} → {new} (B21)</translation>
    </message>
    <message>
        <source>no longer flees: reformed (B30)</source>
        <translation>non fugge più: riordinata (B30)</translation>
    </message>
    <message>
        <source>disordered: its close formation breaks up (B30)</source>
        <translation>in disordine: la sua formazione chiusa si scompone (B30)</translation>
    </message>
    <message>
        <source>no longer disordered (B30)</source>
        <translation>non più in disordine (B30)</translation>
    </message>
    <message>
        <source>its {weapon} is loaded again (B40)</source>
        <translation>la sua arma ({weapon}) è di nuovo carica (B40)</translation>
    </message>
    <message>
        <source>goes berserk (B56)</source>
        <translation>si imbizzarrisce (B56)</translation>
    </message>
    <message>
        <source>dissolved: below the unit minimum it ceases to exist; its figures fight on as skirmishers (B27)</source>
        <translation>dissolta: sotto il minimo di un&apos;unità cessa di esistere; le sue miniature combattono come schermagliatori (B27)</translation>
    </message>
    <message>
        <source>The unit this panel resolves; choosing it on the table canvas sets it here too</source>
        <translation>L&apos;unità che questo pannello risolve; sceglierla sul tavolo la imposta anche qui</translation>
    </message>
    <message>
        <source>The game round this step belongs to in the record</source>
        <translation>Il turno di gioco a cui questo passo appartiene nella registrazione</translation>
    </message>
    <message>
        <source>The referee&apos;s facts, as KEY=VALUE words (the keys of banneret bbg, docs/bbg.md)</source>
        <translation>I fatti dell&apos;arbitro, come parole CHIAVE=VALORE (le chiavi di banneret bbg, docs/bbg.md)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Fatti</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Ticked rows count; greyed rows do not apply, and say why</source>
        <translation>Le righe spuntate contano; le righe grigie non si applicano e dicono perché</translation>
    </message>
    <message>
        <source>Base numbers</source>
        <translation>Numeri base</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Esatto</translation>
    </message>
    <message>
        <source>The exact distribution (d20 ≤ base succeeds, B2)</source>
        <translation>La distribuzione esatta (d20 ≤ base riesce, B2)</translation>
    </message>
    <message>
        <source>Exact distribution</source>
        <translation>Distribuzione esatta</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Registrazioni</translation>
    </message>
    <message>
        <source>What Apply writes to the table and the record, each change with its rule. Type other figure ids in a unit&apos;s Figures cell to change which figures fall</source>
        <translation>Ciò che Applica scrive sul tavolo e nel registro, ogni modifica con la sua regola. Scrivi altri identificativi nella cella Figure di un&apos;unità per cambiare le figure che cadono</translation>
    </message>
    <message>
        <source>Proposed bookkeeping</source>
        <translation>Registrazioni proposte</translation>
    </message>
    <message>
        <source>the table&apos;s dice, e.g. 3 17 20</source>
        <translation>i dadi del tavolo, p. es. 3 17 20</translation>
    </message>
    <message>
        <source>Type the dice rolled on the table, in the order the panel reads them</source>
        <translation>Digita i dadi tirati sul tavolo, nell&apos;ordine in cui il pannello li legge</translation>
    </message>
    <message>
        <source>The seed of the program&apos;s dice; the record keeps it, so the dice can be checked</source>
        <translation>Il seme dei dadi del programma; la registrazione lo conserva, così i dadi si possono verificare</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Roll seeded dice for this step</source>
        <translation>Tira dadi con seme per questo passo</translation>
    </message>
    <message>
        <source>Read the dice</source>
        <translation>Leggi i dadi</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Apply the bookkeeping to the table as one undoable step of the game record</source>
        <translation>Applica la contabilità al tavolo come un passo annullabile della registrazione</translation>
    </message>
    <message>
        <source>{n} dice to read (typed from the table, or rolled)</source>
        <translation>{n} dadi da leggere (digitati dal tavolo, o tirati)</translation>
    </message>
    <message>
        <source>Nothing changes on the table.</source>
        <translation>Sul tavolo non cambia nulla.</translation>
    </message>
    <message>
        <source>figures that fall</source>
        <translation>figure che cadono</translation>
    </message>
    <message>
        <source>A warning, not a change: Apply does not write it</source>
        <translation>Un avviso, non una modifica: Applica non lo scrive</translation>
    </message>
    <message>
        <source>The ids of the figures that fall, e.g. r1f1, r1f2 (S3 in a loose unit)</source>
        <translation>Gli identificativi delle figure che cadono, p. es. r1f1, r1f2 (S3 in un&apos;unità in ordine sparso)</translation>
    </message>
    <message>
        <source>{unit} has no figure &apos;{figure}&apos;</source>
        <translation>{unit} non ha la figura &apos;{figure}&apos;</translation>
    </message>
    <message>
        <source>{unit}: a figure is listed twice</source>
        <translation>{unit}: una figura è indicata due volte</translation>
    </message>
    <message>
        <source>Apply {kind}</source>
        <translation>Applica: {kind}</translation>
    </message>
    <message>
        <source>Applied:</source>
        <translation>Applicato:</translation>
    </message>
    <message>
        <source>{unit} must take a morale test, as its opponent must: the Morale tab&apos;s double test (B24)</source>
        <translation>{unit} deve fare un test di morale, come il suo avversario: il doppio test della scheda Morale (B24)</translation>
    </message>
    <message>
        <source>{unit} must still take its morale test (B24): a pass wins the melee; a failure routs it too and no one wins. The Morale tab</source>
        <translation>{unit} deve ancora fare il suo test di morale (B24): se lo supera vince la mischia; se fallisce va in rotta anch&apos;essa e nessuno vince. La scheda Morale</translation>
    </message>
    <message>
        <source>Retreat from a charge: one forced march straight back (B51)</source>
        <translation>Ritirata davanti a una carica: una marcia forzata dritto indietro (B51)</translation>
    </message>
    <message>
        <source>Both units test after their melee (B24): decided only if one routs and the other does not</source>
        <translation>Entrambe le unità fanno il test dopo la loro mischia (B24): decisa solo se una va in rotta e l&apos;altra no</translation>
    </message>
    <message>
        <source>{opponent} went out of the melee without a roll; this test decides it (B24): a pass wins it, a failure routs {unit} too and no one wins</source>
        <translation>{opponent} è uscita dalla mischia senza tiro; questo test la decide (B24): se lo supera la vince, se fallisce anche {unit} va in rotta e nessuno vince</translation>
    </message>
    <message>
        <source>{unit} routs, the other stands</source>
        <translation>{unit} va in rotta, l&apos;altra resiste</translation>
    </message>
    <message>
        <source>the melee goes on: both pass or both fail (B24, [L352])</source>
        <translation>la mischia continua: entrambe superano o entrambe falliscono (B24, [L352])</translation>
    </message>
    <message>
        <source>the melee is decided: one routs, the other stands (B24, [L352])</source>
        <translation>la mischia è decisa: una va in rotta, l&apos;altra resiste (B24, [L352])</translation>
    </message>
    <message>
        <source>both tests</source>
        <translation>entrambi i test</translation>
    </message>
    <message>
        <source>{unit} cannot retreat: {obstacles} stand behind it (B51, [L282])</source>
        <translation>{unit} non può ritirarsi: dietro di essa c&apos;è {obstacles} (B51, [L282])</translation>
    </message>
    <message>
        <source>{unit} retreats {distance} M straight back, to ({x}, {y})</source>
        <translation>{unit} si ritira di {distance} M dritto indietro, fino a ({x}, {y})</translation>
    </message>
    <message>
        <source>it cuts through {obstacles}: a close formation is disordered (B51, [L282, L284])</source>
        <translation>attraversa {obstacles}: una formazione chiusa va in disordine (B51, [L282, L284])</translation>
    </message>
    <message>
        <source>The driver is shot: the elephant tests, a failure and it goes berserk (B56)</source>
        <translation>Il conducente è colpito: l&apos;elefante fa il test, se fallisce si imbizzarrisce (B56)</translation>
    </message>
    <message>
        <source>What happens ([L533-535, L545, L551-555])</source>
        <translation>Che cosa succede ([L533-535, L545, L551-555])</translation>
    </message>
    <message>
        <source>removes {figures}</source>
        <translation>toglie {figures}</translation>
    </message>
    <message>
        <source>fills its ranks (B10)</source>
        <translation>riempie i suoi ranghi (B10)</translation>
    </message>
    <message>
        <source>triumph {change:+d} (B26)</source>
        <translation>trionfo {change:+d} (B26)</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>fugge</translation>
    </message>
    <message>
        <source>{n} more wound(s) (B56)</source>
        <translation>{n} ferita/e in più (B56)</translation>
    </message>
    <message>
        <source>reloads its {weapon}: {n} half-round(s) (B40)</source>
        <translation>ricarica la sua arma ({weapon}): {n} mezzo/i turno/i (B40)</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} perse</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>choose two different units</source>
        <translation>scegli due unità diverse</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>entrambi insieme</translation>
    </message>
    <message>
        <source>strikes first: {unit}</source>
        <translation>colpisce per primo: {unit}</translation>
    </message>
    <message>
        <source>{a} loses {x}, {b} loses {y}</source>
        <translation>{a} perde {x}, {b} perde {y}</translation>
    </message>
    <message>
        <source>{unit} is destroyed: below the unit minimum, the melee ends (B27)</source>
        <translation>{unit} è distrutta: sotto il minimo di un&apos;unità, la mischia finisce (B27)</translation>
    </message>
    <message>
        <source>{unit} lost all its engaged figures: it routs without a roll (B23)</source>
        <translation>{unit} ha perso tutte le figure impegnate: va in rotta senza tiro (B23)</translation>
    </message>
    <message>
        <source>{unit} must take a morale test (B23): the Morale tab</source>
        <translation>{unit} deve fare un test di morale (B23): la scheda Morale</translation>
    </message>
    <message>
        <source>Shooter</source>
        <translation>Tiratore</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>A volley at the target</source>
        <translation>Una salva sul bersaglio</translation>
    </message>
    <message>
        <source>Loading: the shooter spent half-rounds without moving (B40)</source>
        <translation>Caricamento: il tiratore ha passato mezzi turni senza muoversi (B40)</translation>
    </message>
    <message>
        <source>A crossbow loads for one half-round after it shoots, a gunpowder weapon for two; a half-round counts only if the unit does not move (B40, [L430, L438, L440]). Fact half_rounds=N: how many passed (1)</source>
        <translation>Una balestra si ricarica per un mezzo turno dopo il tiro, un&apos;arma da fuoco per due; un mezzo turno conta solo se l&apos;unità non si muove (B40, [L430, L438, L440]). Fatto half_rounds=N: quanti ne sono passati (1)</translation>
    </message>
    <message>
        <source>{unit}&apos;s {weapon} is still loading: {n} half-round(s) left (B40, [L430, L438]); record the loading first</source>
        <translation>l&apos;arma di {unit} ({weapon}) si sta ancora caricando: restano {n} mezzo/i turno/i (B40, [L430, L438]); registra prima il caricamento</translation>
    </message>
    <message>
        <source>{target} is out of range of {unit}&apos;s {weapon}</source>
        <translation>{target} è fuori gittata dell&apos;arma ({weapon}) di {unit}</translation>
    </message>
    <message>
        <source>{unit} against the nearest figure</source>
        <translation>{unit} contro la figura più vicina</translation>
    </message>
    <message>
        <source>hits on {unit}</source>
        <translation>colpi su {unit}</translation>
    </message>
    <message>
        <source>{n} hit(s)</source>
        <translation>{n} colpo/i</translation>
    </message>
    <message>
        <source>half_rounds is a whole number of half-rounds</source>
        <translation>half_rounds è un numero intero di mezzi turni</translation>
    </message>
    <message>
        <source>{unit} has no weapon loading (B40)</source>
        <translation>{unit} non ha armi in caricamento (B40)</translation>
    </message>
    <message>
        <source>{weapon}: {n} half-round(s) left</source>
        <translation>{weapon}: restano {n} mezzo/i turno/i</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>supera</translation>
    </message>
    <message>
        <source>orderly rout</source>
        <translation>rotta ordinata</translation>
    </message>
    <message>
        <source>broken rout</source>
        <translation>rotta scomposta</translation>
    </message>
    <message>
        <source>A morale test (B28)</source>
        <translation>Un test di morale (B28)</translation>
    </message>
    <message>
        <source>A forced march: the unit&apos;s counter rises by one (B21)</source>
        <translation>Una marcia forzata: il contatore dell&apos;unità sale di uno (B21)</translation>
    </message>
    <message>
        <source>Stood still this round: the counter returns to 0, a routed unit reforms (B21, B30)</source>
        <translation>Ferma in questo turno: il contatore torna a 0, un&apos;unità in rotta si riordina (B21, B30)</translation>
    </message>
    <message>
        <source>The counter of consecutive forced marches is −1 each in melee and morale until the end of the unit&apos;s first round spent standing ([L341]); a routed unit stands one round and reforms ([L495])</source>
        <translation>Il contatore delle marce forzate consecutive vale −1 ciascuna in mischia e al morale fino alla fine del primo turno passato fermi ([L341]); un&apos;unità in rotta resta ferma un turno e si riordina ([L495])</translation>
    </message>
    <message>
        <source>Use the commander&apos;s re-roll (B29)</source>
        <translation>Usa il ritiro del comandante (B29)</translation>
    </message>
    <message>
        <source>{unit}: base {base}</source>
        <translation>{unit}: base {base}</translation>
    </message>
    <message>
        <source>{unit} has no counter that a standing round clears</source>
        <translation>{unit} non ha contatori che un turno da fermi azzeri</translation>
    </message>
    <message>
        <source>{unit}: {n} forced march(es)</source>
        <translation>{unit}: {n} marcia/e forzata/e</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Carro</translation>
    </message>
    <message>
        <source>Overrun: the chariot drives into the target</source>
        <translation>Travolgimento: il carro si lancia sul bersaglio</translation>
    </message>
    <message>
        <source>Collision: two chariots, each rolls to stay up</source>
        <translation>Collisione: due carri, ciascuno tira per restare in piedi</translation>
    </message>
    <message>
        <source>What happens (B55, [L513, L525])</source>
        <translation>Che cosa succede (B55, [L513, L525])</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Innesco</translation>
    </message>
    <message>
        <source>{unit} is not a chariot</source>
        <translation>{unit} non è un carro</translation>
    </message>
    <message>
        <source>say how far the chariot moved before contact (chariot_moved=M, B13)</source>
        <translation>indica quanto si è mosso il carro prima del contatto (chariot_moved=M, B13)</translation>
    </message>
    <message>
        <source>overturned at the first test</source>
        <translation>rovesciato al primo test</translation>
    </message>
    <message>
        <source>overturned at the second test</source>
        <translation>rovesciato al secondo test</translation>
    </message>
    <message>
        <source>a melee follows</source>
        <translation>segue un corpo a corpo</translation>
    </message>
    <message>
        <source>first strikes</source>
        <translation>primi colpi</translation>
    </message>
    <message>
        <source>second strikes</source>
        <translation>secondi colpi</translation>
    </message>
    <message>
        <source>{n} strikes</source>
        <translation>{n} colpi</translation>
    </message>
    <message>
        <source>first strikes: base {base}</source>
        <translation>primi colpi: base {base}</translation>
    </message>
    <message>
        <source>second strikes: base {base}</source>
        <translation>secondi colpi: base {base}</translation>
    </message>
    <message>
        <source>casualties of {unit}</source>
        <translation>perdite di {unit}</translation>
    </message>
    <message>
        <source>the chariot</source>
        <translation>il carro</translation>
    </message>
    <message>
        <source>each chariot stays up on {base} or less</source>
        <translation>ogni carro resta in piedi con {base} o meno</translation>
    </message>
    <message>
        <source>chariots overturned</source>
        <translation>carri rovesciati</translation>
    </message>
    <message>
        <source>{n} overturned</source>
        <translation>{n} rovesciato/i</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefante</translation>
    </message>
    <message>
        <source>A wound: the elephant tests from the fifth (B56)</source>
        <translation>Una ferita: l&apos;elefante fa il test dalla quinta (B56)</translation>
    </message>
    <message>
        <source>Terror: the unit it charges never met elephants (B32)</source>
        <translation>Terrore: l&apos;unità che carica non ha mai visto elefanti (B32)</translation>
    </message>
    <message>
        <source>{unit} has met elephants before: no terror test (B32)</source>
        <translation>{unit} ha già visto elefanti: nessun test di terrore (B32)</translation>
    </message>
    <message>
        <source>{unit} is not an elephant</source>
        <translation>{unit} non è un elefante</translation>
    </message>
    <message>
        <source>{unit} is berserk already: it has no driver to lose (B56)</source>
        <translation>{unit} è già imbizzarrito: non ha conducente da perdere (B56)</translation>
    </message>
    <message>
        <source>the driver fell: base {base}</source>
        <translation>il conducente è caduto: base {base}</translation>
    </message>
    <message>
        <source>passes: a crewman may take the driver&apos;s seat if the elephant is not in melee</source>
        <translation>supera: un membro dell&apos;equipaggio può prendere il posto del conducente se l&apos;elefante non è in mischia</translation>
    </message>
    <message>
        <source>wound {n}: the berserk elephant leaves the table (B56)</source>
        <translation>ferita {n}: l&apos;elefante imbizzarrito lascia il tavolo (B56)</translation>
    </message>
    <message>
        <source>wound {n}: berserk, no test (B56)</source>
        <translation>ferita {n}: imbizzarrito, nessun test (B56)</translation>
    </message>
    <message>
        <source>wound {n}: no test before the fifth (B56)</source>
        <translation>ferita {n}: nessun test prima della quinta (B56)</translation>
    </message>
    <message>
        <source>wound {n}</source>
        <translation>ferita {n}</translation>
    </message>
    <message>
        <source>wound {n}: base {base}</source>
        <translation>ferita {n}: base {base}</translation>
    </message>
    <message>
        <source>no dice are rolled for this step</source>
        <translation>per questo passo non si tirano dadi</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Corpo a corpo</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Carri</translation>
    </message>
    <message>
        <source>Elephants</source>
        <translation>Elefanti</translation>
    </message>
    <message>
        <source>Referee desk — {title}</source>
        <translation>Banco dell&apos;arbitro — {title}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Salva la registrazione</translation>
    </message>
    <message>
        <source>Write the game record (atomic)</source>
        <translation>Scrivi la registrazione della partita (atomica)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrazione</translation>
    </message>
    <message>
        <source>{n} step(s) in the record</source>
        <translation>{n} passo/i nella registrazione</translation>
    </message>
    <message>
        <source>The record was not saved: {reason}</source>
        <translation>La registrazione non è stata salvata: {reason}</translation>
    </message>
    <message>
        <source>Record saved to {path}</source>
        <translation>Registrazione salvata in {path}</translation>
    </message>
    <message>
        <source>Show the back scan</source>
        <translation>Mostra la scansione dei retri</translation>
    </message>
    <message>
        <source>Show the back scan instead of the front one</source>
        <translation>Mostra la scansione dei retri invece di quella dei fronti</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Mostra tutto il foglio</translation>
    </message>
    <message>
        <source>1  Sheet</source>
        <translation>1  Foglio</translation>
    </message>
    <message>
        <source>2  Counters</source>
        <translation>2  Pedine</translation>
    </message>
    <message>
        <source>Counters on the sheet, entered here, and the layout&apos;s errors</source>
        <translation>Pedine sul foglio, inserite qui, e gli errori del layout</translation>
    </message>
    <message>
        <source>Add to scenario</source>
        <translation>Aggiungi allo scenario</translation>
    </message>
    <message>
        <source>Write the crops next to the scenario and add the entered counters in one undo step; the layout is saved with the assignments (Ctrl+Enter)</source>
        <translation>Scrivi i ritagli accanto allo scenario e aggiungi le pedine inserite in un solo passo di annullamento; il layout è salvato con le assegnazioni (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The next counter, without keeping this one</source>
        <translation>La pedina successiva, senza conservare questa</translation>
    </message>
    <message>
        <source>The previous counter</source>
        <translation>La pedina precedente</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values</source>
        <translation>I valori della pedina precedente</translation>
    </message>
    <message>
        <source>Side and banner for the selected counters</source>
        <translation>Schieramento e bandiera per le pedine selezionate</translation>
    </message>
    <message>
        <source>Reading the scan</source>
        <translation>Lettura della scansione</translation>
    </message>
    <message>
        <source>Decoding {name}…</source>
        <translation>Decodifica di {name}…</translation>
    </message>
    <message>
        <source>reading the front scan was cancelled; open it again to show it</source>
        <translation>la lettura della scansione dei fronti è stata annullata; aprila di nuovo per mostrarla</translation>
    </message>
    <message>
        <source>reading the back scan was cancelled; open it again to show it</source>
        <translation>la lettura della scansione dei retri è stata annullata; aprila di nuovo per mostrarla</translation>
    </message>
    <message>
        <source>the front scan does not fit in memory; scan at a lower resolution</source>
        <translation>la scansione dei fronti non sta in memoria; scansiona a una risoluzione più bassa</translation>
    </message>
    <message>
        <source>the back scan does not fit in memory; scan at a lower resolution</source>
        <translation>la scansione dei retri non sta in memoria; scansiona a una risoluzione più bassa</translation>
    </message>
    <message>
        <source>Drag the {face} grid&apos;s {handle}</source>
        <translation>Trascina {handle} della griglia {face}</translation>
    </message>
    <message>
        <source>Slide {axis} {value}</source>
        <translation>Scorri {axis} {value}</translation>
    </message>
    <message>
        <source>Click a counter to enter it; Ctrl+click or Shift+click to select several.</source>
        <translation>Clicca una pedina per inserirla; Ctrl+clic o Maiusc+clic per selezionarne diverse.</translation>
    </message>
    <message>
        <source>Click a counter to mark its cell empty (click again to undo that). Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column.</source>
        <translation>Clicca una pedina per segnare vuota la sua casella (clicca di nuovo per annullare). Trascina le maniglie per adattare la griglia; Maiusc+trascina una pedina fa scorrere la sua riga, Ctrl+Maiusc+trascina la sua colonna.</translation>
    </message>
    <message>
        <source>{cell_label}: its back is {cell_label2} of the back grid</source>
        <translation>{cell_label}: il suo retro è {cell_label2} della griglia dei retri</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Niente da aggiungere</translation>
    </message>
    <message>
        <source>Open a counter sheet first (Ctrl+O).</source>
        <translation>Apri prima un foglio di pedine (Ctrl+O).</translation>
    </message>
    <message>
        <source>Save the scenario first</source>
        <translation>Salva prima lo scenario</translation>
    </message>
    <message>
        <source>The counter images are written next to the scenario file, so it needs one. Save the scenario now?</source>
        <translation>Le immagini delle pedine sono scritte accanto al file di scenario, quindi ne serve uno. Salvare lo scenario ora?</translation>
    </message>
    <message>
        <source>The layout has errors</source>
        <translation>Il layout ha errori</translation>
    </message>
    <message>
        <source>Fix the layout first (Sheet page):</source>
        <translation>Correggi prima il layout (pagina Foglio):</translation>
    </message>
    <message>
        <source>No counter has been entered yet: type a counter&apos;s values (Counters page) and press Enter.</source>
        <translation>Nessuna pedina è stata ancora inserita: scrivi i valori di una pedina (pagina Pedine) e premi Invio.</translation>
    </message>
    <message>
        <source>Some values cannot be added</source>
        <translation>Alcuni valori non si possono aggiungere</translation>
    </message>
    <message>
        <source>Nothing was added. Fix these first:</source>
        <translation>Non è stato aggiunto nulla. Correggi prima questi:</translation>
    </message>
    <message>
        <source>Add with warnings?</source>
        <translation>Aggiungere con gli avvertimenti?</translation>
    </message>
    <message>
        <source>These counters have warnings:</source>
        <translation>Queste pedine hanno avvertimenti:</translation>
    </message>
    <message>
        <source>Add them anyway?</source>
        <translation>Aggiungerle comunque?</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Interrotto</translation>
    </message>
    <message>
        <source>Nothing was added ({error}), and no counter image was written.</source>
        <translation>Non è stato aggiunto nulla ({error}) e non è stata scritta alcuna immagine di pedina.</translation>
    </message>
    <message>
        <source>Cannot read the scan</source>
        <translation>Impossibile leggere la scansione</translation>
    </message>
    <message>
        <source>Nothing was added: {message}</source>
        <translation>Non è stato aggiunto nulla: {message}</translation>
    </message>
    <message>
        <source>Cannot write the counter images</source>
        <translation>Impossibile scrivere le immagini delle pedine</translation>
    </message>
    <message>
        <source>Nothing was added: {error} ({file}).</source>
        <translation>Non è stato aggiunto nulla: {error} ({file}).</translation>
    </message>
    <message>
        <source> The layout with the assignments is saved in {name}.</source>
        <translation> Il layout con le assegnazioni è salvato in {name}.</translation>
    </message>
    <message>
        <source> The layout is not saved (Ctrl+S saves it with the assignments).</source>
        <translation> Il layout non è salvato (Ctrl+S lo salva con le assegnazioni).</translation>
    </message>
    <message>
        <source>Added {added} and updated {updated} counters; {images} images written to {folder}/. Ctrl+Z in the editor takes the whole import back.{saved}</source>
        <translation>Aggiunte {added} e aggiornate {updated} pedine; {images} immagini scritte in {folder}/. Ctrl+Z nell&apos;editor annulla tutta l&apos;importazione.{saved}</translation>
    </message>
    <message>
        <source>the layout is not saved</source>
        <translation>il layout non è salvato</translation>
    </message>
    <message>
        <source>1 entered counter is not added</source>
        <translation>1 pedina inserita non è aggiunta</translation>
    </message>
    <message>
        <source>{count} entered counters are not added</source>
        <translation>{count} pedine inserite non sono aggiunte</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>Scartare?</translation>
    </message>
    <message>
        <source>{upper}{what}. Discard?</source>
        <translation>{upper}{what}. Scartare?</translation>
    </message>
    <message>
        <source>Open a scan of the counter sheet (Ctrl+O), or a saved layout.</source>
        <translation>Apri una scansione del foglio di pedine (Ctrl+O), o un layout salvato.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non salvato</translation>
    </message>
    <message>
        <source>Import a counter sheet — {name}{dirty}</source>
        <translation>Importa un foglio di pedine — {name}{dirty}</translation>
    </message>
    <message>
        <source>{counters} counters, {entered} entered</source>
        <translation>{counters} pedine, {entered} inserite</translation>
    </message>
    <message>
        <source>, 1 layout error</source>
        <translation>, 1 errore di layout</translation>
    </message>
    <message>
        <source>, {errors} layout errors</source>
        <translation>, {errors} errori di layout</translation>
    </message>
    <message>
        <source>cell {label}</source>
        <translation>casella {label}</translation>
    </message>
    <message>
        <source>a leader with no counter on this sheet</source>
        <translation>un leader senza pedina su questo foglio</translation>
    </message>
    <message>
        <source> — in the scenario</source>
        <translation> — nello scenario</translation>
    </message>
    <message>
        <source> — entered</source>
        <translation> — inserita</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counter {n} of {count}&lt;/b&gt;: {where}{state}</source>
        <translation>&lt;b&gt;Pedina {n} di {count}&lt;/b&gt;: {where}{state}</translation>
    </message>
    <message>
        <source>Type this counter&apos;s values; &lt;b&gt;Enter&lt;/b&gt; keeps them and goes to the next counter, &lt;b&gt;Ctrl+D&lt;/b&gt; takes the previous counter&apos;s.</source>
        <translation>Scrivi i valori di questa pedina; &lt;b&gt;Invio&lt;/b&gt; li conserva e passa alla pedina successiva, &lt;b&gt;Ctrl+D&lt;/b&gt; prende quelli della pedina precedente.</translation>
    </message>
    <message>
        <source>Type the banner (the blazon of the leader these troops follow).</source>
        <translation>Scrivi la bandiera (lo stemma del leader che queste truppe seguono).</translation>
    </message>
    <message>
        <source>⚠ {name} already carries the banner &apos;{banner}&apos;.</source>
        <translation>⚠ {name} porta già la bandiera &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>⚑ {id} carries the banner &apos;{banner}&apos;.</source>
        <translation>⚑ {id} porta la bandiera &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>this leader</source>
        <translation>questo leader</translation>
    </message>
    <message>
        <source>⚑ {banner}: {name}&apos;s banner.</source>
        <translation>⚑ {banner}: la bandiera di {name}.</translation>
    </message>
    <message>
        <source>⚑ {banner}: a new banner, carried by {id} (entered here).</source>
        <translation>⚑ {banner}: una nuova bandiera, portata da {id} (inserito qui).</translation>
    </message>
    <message>
        <source>⚠ A new banner: no leader of {side} carries &apos;{banner}&apos; yet. Enter his counter as a Leader, or add his entry.</source>
        <translation>⚠ Una nuova bandiera: nessun leader di {side} porta ancora &apos;{banner}&apos;. Inserisci la sua pedina come Leader, o aggiungi la sua scheda.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>questo schieramento</translation>
    </message>
    <message>
        <source>That was the last counter: Add to scenario (Ctrl+Enter) when you are done.</source>
        <translation>Era l&apos;ultima pedina: Aggiungi allo scenario (Ctrl+Invio) quando hai finito.</translation>
    </message>
    <message>
        <source>{count} counters: side {side}</source>
        <translation>{count} pedine: schieramento {side}</translation>
    </message>
    <message>
        <source>, banner {banner}</source>
        <translation>, bandiera {banner}</translation>
    </message>
    <message>
        <source>Added the entry of the leader who carries &apos;{banner}&apos;: type his values.</source>
        <translation>Aggiunta la scheda del leader che porta &apos;{banner}&apos;: scrivi i suoi valori.</translation>
    </message>
    <message>
        <source>strength points (at least 1)</source>
        <translation>punti forza (almeno 1)</translation>
    </message>
    <message>
        <source>quality, 0–9</source>
        <translation>qualità, 0–9</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Shooting target</source>
        <translation>Bersaglio del tiro</translation>
    </message>
    <message>
        <source>Charge target</source>
        <translation>Bersaglio della carica</translation>
    </message>
    <message>
        <source>Shoots</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>more than 90° left</source>
        <translation>più di 90° a sinistra</translation>
    </message>
    <message>
        <source>45–90° left</source>
        <translation>45–90° a sinistra</translation>
    </message>
    <message>
        <source>0–45° either way</source>
        <translation>0–45° da una parte o dall&apos;altra</translation>
    </message>
    <message>
        <source>45–90° right</source>
        <translation>45–90° a destra</translation>
    </message>
    <message>
        <source>more than 90° right</source>
        <translation>più di 90° a destra</translation>
    </message>
    <message>
        <source>forced march</source>
        <translation>marcia forzata</translation>
    </message>
    <message>
        <source>reform</source>
        <translation>riordino</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>alt</translation>
    </message>
    <message>
        <source>before the move</source>
        <translation>prima del movimento</translation>
    </message>
    <message>
        <source>after the move</source>
        <translation>dopo il movimento</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Turno </translation>
    </message>
    <message>
        <source>The round whose orders are shown</source>
        <translation>Il turno di cui si vedono gli ordini</translation>
    </message>
    <message>
        <source>Lock round</source>
        <translation>Blocca il turno</translation>
    </message>
    <message>
        <source>Lock this round&apos;s orders: once given they are not changed ([L254, L394])</source>
        <translation>Blocca gli ordini di questo turno: una volta dati non cambiano ([L254, L394])</translation>
    </message>
    <message>
        <source>{file} is not a BBG army sheet</source>
        <translation>{file} non è un foglio d&apos;armata BBG</translation>
    </message>
    <message>
        <source>Round {n} is locked</source>
        <translation>Il turno {n} è bloccato</translation>
    </message>
    <message>
        <source>Charge order of {unit}</source>
        <translation>Ordine di carica di {unit}</translation>
    </message>
    <message>
        <source>Move order of {unit}</source>
        <translation>Ordine di movimento di {unit}</translation>
    </message>
    <message>
        <source>Shooting order of {unit}</source>
        <translation>Ordine di tiro di {unit}</translation>
    </message>
    <message>
        <source>Unlock round {n}</source>
        <translation>Sblocca il turno {n}</translation>
    </message>
    <message>
        <source>Lock round {n}</source>
        <translation>Blocca il turno {n}</translation>
    </message>
    <message>
        <source>{id} (not an enemy unit)</source>
        <translation>{id} (non un&apos;unità nemica)</translation>
    </message>
    <message>
        <source>Add a move glyph (B58)</source>
        <translation>Aggiungi un segno di movimento (B58)</translation>
    </message>
    <message>
        <source>Clear the move order</source>
        <translation>Cancella l&apos;ordine di movimento</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Bloccato</translation>
    </message>
    <message>
        <source>The enemy unit it charges</source>
        <translation>L&apos;unità nemica che carica</translation>
    </message>
    <message>
        <source>The enemy unit it shoots at</source>
        <translation>L&apos;unità nemica a cui tira</translation>
    </message>
    <message>
        <source>Shooting before or after the move (blank = before, [L400])</source>
        <translation>Tiro prima o dopo il movimento (vuoto = prima, [L400])</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>A unit or a leader counter (type U or L)</source>
        <translation>Una pedina di unità o di leader (scrivi U o L)</translation>
    </message>
    <message>
        <source>The side the counter belongs to</source>
        <translation>Lo schieramento a cui appartiene la pedina</translation>
    </message>
    <message>
        <source>Unique in the scenario. Proposed from banner, type and the next free number until you type one; clear it to get the proposal back</source>
        <translation>Unico nello scenario. Proposto da bandiera, tipo e prossimo numero libero finché non ne scrivi uno; svuotalo per riavere la proposta</translation>
    </message>
    <message>
        <source>Optional: the name printed on the counter</source>
        <translation>Facoltativo: il nome stampato sulla pedina</translation>
    </message>
    <message>
        <source>The banner (a leader&apos;s blazon) the counter fights under; a new one needs its leader</source>
        <translation>La bandiera (lo stemma di un leader) sotto cui combatte la pedina; una nuova richiede il suo leader</translation>
    </message>
    <message>
        <source>Add a leader entry for this banner</source>
        <translation>Aggiungi una scheda di leader per questa bandiera</translation>
    </message>
    <message>
        <source>A leader counter carries the banner; add his entry (no cell on this sheet) and type his values</source>
        <translation>Una pedina di leader porta la bandiera; aggiungi la sua scheda (nessuna casella su questo foglio) e scrivi i suoi valori</translation>
    </message>
    <message>
        <source>The unit type (2.2): type the letters of its code (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</source>
        <translation>Il tipo di unità (2.2): scrivi le lettere del suo codice (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Genere</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>S&amp;chieramento</translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation>I&amp;d</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Banner</source>
        <translation>&amp;Bandiera</translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation>A ca&amp;vallo</translation>
    </message>
    <message>
        <source>&amp;Fire symbol</source>
        <translation>Simbolo di t&amp;iro</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol (Ar, Ab, Aq and At always do)</source>
        <translation>La pedina mostra il simbolo di tiro (Ar, Ab, Aq e At sempre)</translation>
    </message>
    <message>
        <source>May dismount (dismounted values below)</source>
        <translation>Può scendere da cavallo (valori appiedati sotto)</translation>
    </message>
    <message>
        <source>Replacement values (the counter&apos;s back, 7.6)</source>
        <translation>Valori del sostituto (il retro della pedina, 7.6)</translation>
    </message>
    <message>
        <source>The front as it will be cut</source>
        <translation>Il fronte come sarà ritagliato</translation>
    </message>
    <message>
        <source>Its back (fatigued side of a unit, replacement of a leader), paired as printed</source>
        <translation>Il suo retro (lato stanco di un&apos;unità, sostituto di un leader), abbinato come stampato</translation>
    </message>
    <message>
        <source>&amp;Add this counter to the scenario</source>
        <translation>&amp;Aggiungi questa pedina allo scenario</translation>
    </message>
    <message>
        <source>Ticked as soon as you type into it or press Enter on it; untick to leave it out (Alt+A)</source>
        <translation>Spuntato appena ci scrivi o ci premi Invio; togli la spunta per lasciarla fuori (Alt+A)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>The previous counter (Shift+Enter, Page Up)</source>
        <translation>La pedina precedente (Maiusc+Invio, Pag su)</translation>
    </message>
    <message>
        <source>Same as previous</source>
        <translation>Come la precedente</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values, all but its id and name (Ctrl+D)</source>
        <translation>I valori della pedina precedente, tranne id e nome (Ctrl+D)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successiva ▶</translation>
    </message>
    <message>
        <source>Keep these values and go to the next counter (Enter; Page Down goes on without keeping them)</source>
        <translation>Conserva questi valori e passa alla pedina successiva (Invio; Pag giù prosegue senza conservarli)</translation>
    </message>
    <message>
        <source>Selected counters</source>
        <translation>Pedine selezionate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>The side to give every selected counter</source>
        <translation>Lo schieramento da dare a ogni pedina selezionata</translation>
    </message>
    <message>
        <source>The banner to give every selected counter (Ctrl+click or Shift+click crops to select them)</source>
        <translation>La bandiera da dare a ogni pedina selezionata (Ctrl+clic o Maiusc+clic sui ritagli per selezionarle)</translation>
    </message>
    <message>
        <source>Set side and banner</source>
        <translation>Imposta schieramento e bandiera</translation>
    </message>
    <message>
        <source>Give every selected counter this side and banner (Ctrl+B)</source>
        <translation>Dai a ogni pedina selezionata questo schieramento e questa bandiera (Ctrl+B)</translation>
    </message>
    <message>
        <source>fronts only</source>
        <translation>solo fronti</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>nessuna selezionata</translation>
    </message>
    <message>
        <source>{n} selected</source>
        <translation>{n} selezionate</translation>
    </message>
    <message>
        <source>Turned over left to right (mirrored columns)</source>
        <translation>Girato da sinistra a destra (colonne speculari)</translation>
    </message>
    <message>
        <source>Turned over top to bottom (mirrored rows)</source>
        <translation>Girato dall&apos;alto in basso (righe speculari)</translation>
    </message>
    <message>
        <source>Same row and column</source>
        <translation>Stessa riga e colonna</translation>
    </message>
    <message>
        <source>No backs (fronts only)</source>
        <translation>Nessun retro (solo fronti)</translation>
    </message>
    <message>
        <source>The other half of this image</source>
        <translation>L&apos;altra metà di questa immagine</translation>
    </message>
    <message>
        <source>Another image</source>
        <translation>Un&apos;altra immagine</translation>
    </message>
    <message>
        <source>Sheet images</source>
        <translation>Immagini del foglio</translation>
    </message>
    <message>
        <source>(none: open a scan)</source>
        <translation>(nessuna: apri una scansione)</translation>
    </message>
    <message>
        <source>The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)</source>
        <translation>La scansione con i fronti: PNG, JPEG o TIFF (Ctrl+O)</translation>
    </message>
    <message>
        <source>page </source>
        <translation>pagina </translation>
    </message>
    <message>
        <source>The page of a multi-page TIFF</source>
        <translation>La pagina di un TIFF a più pagine</translation>
    </message>
    <message>
        <source>Fronts</source>
        <translation>Fronti</translation>
    </message>
    <message>
        <source>Where the backs are: the other half of the front scan, or a scan of their own</source>
        <translation>Dove sono i retri: l&apos;altra metà della scansione dei fronti, o una scansione a parte</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Retri</translation>
    </message>
    <message>
        <source>The scan with the backs</source>
        <translation>La scansione con i retri</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>Immagine dei retri</translation>
    </message>
    <message>
        <source>How a back is found from its front: a sheet printed on both sides and turned over left to right has its columns mirrored</source>
        <translation>Come si trova un retro dal suo fronte: un foglio stampato sui due lati e girato da sinistra a destra ha le colonne speculari</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Abbinamento</translation>
    </message>
    <message>
        <source>e.g. Norman Swords, counter sheet 1</source>
        <translation>es. Norman Swords, foglio di pedine 1</translation>
    </message>
    <message>
        <source>Grid (image pixels)</source>
        <translation>Griglia (pixel dell&apos;immagine)</translation>
    </message>
    <message>
        <source>Left edge of the counter in row 1, column 1</source>
        <translation>Bordo sinistro della pedina in riga 1, colonna 1</translation>
    </message>
    <message>
        <source>Top edge of that counter</source>
        <translation>Bordo superiore di quella pedina</translation>
    </message>
    <message>
        <source>Origin x, y</source>
        <translation>Origine x, y</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>Larghezza della pedina</translation>
    </message>
    <message>
        <source>Counter height</source>
        <translation>Altezza della pedina</translation>
    </message>
    <message>
        <source>Counter w, h</source>
        <translation>Pedina l, a</translation>
    </message>
    <message>
        <source>Gap between two columns</source>
        <translation>Spazio tra due colonne</translation>
    </message>
    <message>
        <source>Gap between two rows</source>
        <translation>Spazio tra due righe</translation>
    </message>
    <message>
        <source>Gap x, y</source>
        <translation>Spazio x, y</translation>
    </message>
    <message>
        <source>Rows of counters</source>
        <translation>Righe di pedine</translation>
    </message>
    <message>
        <source>Columns of counters</source>
        <translation>Colonne di pedine</translation>
    </message>
    <message>
        <source>Rows, columns</source>
        <translation>Righe, colonne</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Rilievi</translation>
    </message>
    <message>
        <source>What check_layout says about this layout, live; click one to see its cell</source>
        <translation>Che cosa dice check_layout di questo layout, in diretta; cliccane uno per vedere la sua casella</translation>
    </message>
    <message>
        <source>Back grid</source>
        <translation>Griglia dei retri</translation>
    </message>
    <message>
        <source>Left edge of the back grid&apos;s top-left counter</source>
        <translation>Bordo sinistro della pedina in alto a sinistra della griglia dei retri</translation>
    </message>
    <message>
        <source>Its top edge</source>
        <translation>Il suo bordo superiore</translation>
    </message>
    <message>
        <source>Its own counter size and gap</source>
        <translation>La sua dimensione di pedina e il suo spazio</translation>
    </message>
    <message>
        <source>Left unticked, the back grid has the front grid&apos;s size and gap</source>
        <translation>Senza spunta, la griglia dei retri ha la dimensione e lo spazio della griglia dei fronti</translation>
    </message>
    <message>
        <source>Back counter width</source>
        <translation>Larghezza della pedina sul retro</translation>
    </message>
    <message>
        <source>Back counter height</source>
        <translation>Altezza della pedina sul retro</translation>
    </message>
    <message>
        <source>Back gap between columns</source>
        <translation>Spazio tra le colonne sul retro</translation>
    </message>
    <message>
        <source>Back gap between rows</source>
        <translation>Spazio tra le righe sul retro</translation>
    </message>
    <message>
        <source>Offsets (a sheet that is not quite straight)</source>
        <translation>Scostamenti (un foglio non del tutto dritto)</translation>
    </message>
    <message>
        <source>front grid</source>
        <translation>griglia dei fronti</translation>
    </message>
    <message>
        <source>back grid</source>
        <translation>griglia dei retri</translation>
    </message>
    <message>
        <source>Which grid the offsets below belong to</source>
        <translation>La griglia a cui appartengono gli scostamenti qui sotto</translation>
    </message>
    <message>
        <source>On the</source>
        <translation>Sulla</translation>
    </message>
    <message>
        <source>row </source>
        <translation>riga </translation>
    </message>
    <message>
        <source>A row slides sideways (and up or down); Shift+drag a counter on the sheet</source>
        <translation>Una riga scorre di lato (e su o giù); Maiusc+trascina una pedina sul foglio</translation>
    </message>
    <message>
        <source>Row shift right (px)</source>
        <translation>Spostamento della riga a destra (px)</translation>
    </message>
    <message>
        <source>Row shift down (px)</source>
        <translation>Spostamento della riga in basso (px)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>column </source>
        <translation>colonna </translation>
    </message>
    <message>
        <source>A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet</source>
        <translation>Una colonna scorre su o giù (e di lato); Ctrl+Maiusc+trascina una pedina sul foglio</translation>
    </message>
    <message>
        <source>Column shift right (px)</source>
        <translation>Spostamento della colonna a destra (px)</translation>
    </message>
    <message>
        <source>Column shift down (px)</source>
        <translation>Spostamento della colonna in basso (px)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <source>Crops</source>
        <translation>Ritagli</translation>
    </message>
    <message>
        <source>Folder of the crops, next to the scenario (or the side&apos;s counter library)</source>
        <translation>Cartella dei ritagli, accanto allo scenario (o alla libreria di pedine dello schieramento)</translation>
    </message>
    <message>
        <source>File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png</source>
        <translation>Nome del file di un ritaglio: {id}, {cell}, {row}, {col}, {face}; finisce in .png</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nome del file</translation>
    </message>
    <message>
        <source>column {n}: {dx}, {dy}</source>
        <translation>colonna {n}: {dx}, {dy}</translation>
    </message>
    <message>
        <source>Offsets: {parts}</source>
        <translation>Scostamenti: {parts}</translation>
    </message>
    <message>
        <source>No offsets: a straight sheet.</source>
        <translation>Nessuno scostamento: un foglio dritto.</translation>
    </message>
    <message>
        <source>No findings: every counter&apos;s box is on its image.</source>
        <translation>Nessun rilievo: la casella di ogni pedina è sulla sua immagine.</translation>
    </message>
    <message>
        <source>Grid {key}</source>
        <translation>Griglia {key}</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>Pagina {title}</translation>
    </message>
    <message>
        <source>{title} {value} offset</source>
        <translation>Scostamento {title} {value}</translation>
    </message>
    <message>
        <source>Crops&apos; folder and name</source>
        <translation>Cartella e nome dei ritagli</translation>
    </message>
    <message>
        <source>Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff)</source>
        <translation>Scansioni di fogli (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Sheet scans and layouts (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff);;Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Scansioni di fogli e layout (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Scansioni di fogli (*.png *.jpg *.jpeg *.tif *.tiff);;Layout di fogli (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Layout di fogli (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot open the scan</source>
        <translation>Impossibile aprire la scansione</translation>
    </message>
    <message>
        <source>Open the front scan</source>
        <translation>Apri la scansione dei fronti</translation>
    </message>
    <message>
        <source>Front scan</source>
        <translation>Scansione dei fronti</translation>
    </message>
    <message>
        <source>Open the fronts first</source>
        <translation>Apri prima i fronti</translation>
    </message>
    <message>
        <source>Open the scan with the fronts first; then its backs.</source>
        <translation>Apri prima la scansione dei fronti; poi i suoi retri.</translation>
    </message>
    <message>
        <source>Back scan</source>
        <translation>Scansione dei retri</translation>
    </message>
    <message>
        <source>Open a sheet scan or layout</source>
        <translation>Apri una scansione del foglio o un layout</translation>
    </message>
    <message>
        <source>Open the scan with the fronts</source>
        <translation>Apri la scansione dei fronti</translation>
    </message>
    <message>
        <source>Open the scan with the backs</source>
        <translation>Apri la scansione dei retri</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Impossibile aprire il layout</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a sheet layout:

{lines}</source>
        <translation>{name} non si può aprire come layout di foglio:

{lines}</translation>
    </message>
    <message>
        <source>Save the sheet layout as</source>
        <translation>Salva il layout del foglio come</translation>
    </message>
    <message>
        <source>Cannot save the layout</source>
        <translation>Impossibile salvare il layout</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; the layout is still here.</source>
        <translation>Impossibile scrivere {path}: {error}.

Il file sul disco è invariato; il layout è ancora qui.</translation>
    </message>
    <message>
        <source>Saved the layout to {layout_path}</source>
        <translation>Layout salvato in {layout_path}</translation>
    </message>
    <message>
        <source>Writing the counter images…</source>
        <translation>Scrittura delle immagini delle pedine…</translation>
    </message>
    <message>
        <source>Writing the counter images… {done} of {total}</source>
        <translation>Scrittura delle immagini delle pedine… {done} di {total}</translation>
    </message>
    <message>
        <source>Import 1 counter from a counter sheet</source>
        <translation>Importa 1 pedina da un foglio di pedine</translation>
    </message>
    <message>
        <source>Import {count} counters from a counter sheet</source>
        <translation>Importa {count} pedine da un foglio di pedine</translation>
    </message>
    <message>
        <source>Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or Shift+click select several (for a banner or a side in one go)</source>
        <translation>Ogni ritaglio, fronte e retro: ciò che sarà scritto. Cliccane uno per inserirlo; Ctrl+clic o Maiusc+clic ne selezionano diversi (per una bandiera o uno schieramento in una volta)</translation>
    </message>
    <message>
        <source>Not in play mode: leave play mode (F5) to edit</source>
        <translation>Non in modalità gioco: esci dalla modalità gioco (F5) per modificare</translation>
    </message>
    <message>
        <source>the map as set up, activation of {leader} at {step}</source>
        <translation>la mappa come schierata, attivazione di {leader} al passo {step}</translation>
    </message>
    <message>
        <source>the map as set up (Phase A)</source>
        <translation>la mappa come schierata (Fase A)</translation>
    </message>
    <message>
        <source>choose the leader whose activation starts the game</source>
        <translation>scegli il leader la cui attivazione inizia la partita</translation>
    </message>
    <message>
        <source>start: {start}</source>
        <translation>inizio: {start}</translation>
    </message>
    <message>
        <source>main line, 1 move</source>
        <translation>linea principale, 1 mossa</translation>
    </message>
    <message>
        <source>main line, {moves} moves</source>
        <translation>linea principale, {moves} mosse</translation>
    </message>
    <message>
        <source>branch {n}: from move {fork}, {moves} moves ({text})</source>
        <translation>ramo {n}: dalla mossa {fork}, {moves} mosse ({text})</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>livello {level}</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (interno)</translation>
    </message>
    <message>
        <source> (outside)</source>
        <translation> (esterno)</translation>
    </message>
    <message>
        <source>hexsides: {list}</source>
        <translation>lati: {list}</translation>
    </message>
    <message>
        <source>{route} to {hex}</source>
        <translation>{route} verso {hex}</translation>
    </message>
    <message>
        <source>{unit} (unknown unit)</source>
        <translation>{unit} (unità sconosciuta)</translation>
    </message>
    <message>
        <source> facing {facing}</source>
        <translation> orientamento {facing}</translation>
    </message>
    <message>
        <source>, fatigued</source>
        <translation>, stanca</translation>
    </message>
    <message>
        <source>(leader, wounded)</source>
        <translation>(leader, ferito)</translation>
    </message>
    <message>
        <source>(leader)</source>
        <translation>(leader)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>pianura</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>bosco</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>cespugli</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>village</source>
        <translation>villaggio</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>fattoria</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>stagno</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lago</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mare</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>corso d&apos;acqua</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mura</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>trinceramento</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>guado</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>track</source>
        <translation>pista</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ovest</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>discouraged</source>
        <translation>demoralizzata</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in rotta</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>qualità</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valore</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>raggio</translation>
    </message>
    <message>
        <source>(the score cannot be computed: {error})</source>
        <translation>(il punteggio non si può calcolare: {error})</translation>
    </message>
    <message>
        <source>leaders do not charge (10.2)</source>
        <translation>i leader non caricano (10.2)</translation>
    </message>
    <message>
        <source>{unit} may not charge now</source>
        <translation>{unit} non può caricare ora</translation>
    </message>
    <message>
        <source>{ids} is not on the map</source>
        <translation>{ids} non è sulla mappa</translation>
    </message>
    <message>
        <source>{hex} is not among the legal ends of this move</source>
        <translation>{hex} non è tra le destinazioni legali di questo movimento</translation>
    </message>
    <message>
        <source>{title} — test position, turn {turn}</source>
        <translation>{title} — posizione di prova, turno {turn}</translation>
    </message>
    <message>
        <source>the game is in Phase {phase}{step}; the file starts turn {turn} at Phase A</source>
        <translation>la partita è nella Fase {phase}{step}; il file inizia il turno {turn} dalla Fase A</translation>
    </message>
    <message>
        <source>out of command</source>
        <translation>fuori comando</translation>
    </message>
    <message>
        <source>resting</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>carica</translation>
    </message>
    <message>
        <source>mêlée</source>
        <translation>corpo a corpo</translation>
    </message>
    <message>
        <source>{marker} markers are not kept ({ids})</source>
        <translation>i segnalini {marker} non sono conservati ({ids})</translation>
    </message>
    <message>
        <source>leaders dead, captured or replaced are left off the map: {leaders}</source>
        <translation>i leader morti, catturati o sostituiti restano fuori mappa: {leaders}</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Mêlée</source>
        <translation>Corpo a corpo</translation>
    </message>
    <message>
        <source>there is no unit to attack in {hex}</source>
        <translation>non c&apos;è nessuna unità da attaccare in {hex}</translation>
    </message>
    <message>
        <source>a selected unit is not on the map</source>
        <translation>un&apos;unità selezionata non è sulla mappa</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>also: {reason}</source>
        <translation>inoltre: {reason}</translation>
    </message>
    <message>
        <source>no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)</source>
        <translation>nessuna linea di vista da {origin} a {target}: bloccata da {where} (9.2, R17)</translation>
    </message>
    <message>
        <source>fire has one target hex; the others are left out (9.3)</source>
        <translation>il tiro ha un solo esagono bersaglio; gli altri sono esclusi (9.3)</translation>
    </message>
    <message>
        <source>Roll for {what}</source>
        <translation>Tiro per {what}</translation>
    </message>
    <message>
        <source>The pending roll</source>
        <translation>Il tiro in sospeso</translation>
    </message>
    <message>
        <source>the game holds designer steps ({step}…), which are not choices of the rules; a record can only hold those. Start the game at that leader&apos;s activation instead</source>
        <translation>la partita contiene passi del progettista ({step}…), che non sono scelte delle regole; una registrazione può contenere solo queste. Inizia invece la partita all&apos;attivazione di quel leader</translation>
    </message>
    <message>
        <source>the record cannot be read</source>
        <translation>la registrazione non si può leggere</translation>
    </message>
    <message>
        <source>no image</source>
        <translation>nessuna immagine</translation>
    </message>
    <message>
        <source>{path}: absolute or outside the scenario&apos;s folder; not opened</source>
        <translation>{path}: assoluto o fuori dalla cartella dello scenario; non aperto</translation>
    </message>
    <message>
        <source>{path}: not found</source>
        <translation>{path}: non trovato</translation>
    </message>
    <message>
        <source>The language changes outside play mode: leave it first (Play → Play mode, F5). A game kept to resume stays kept.</source>
        <translation>La lingua si cambia fuori dalla modalità gioco: escine prima (Gioca → Modalità gioco, F5). Una partita tenuta da riprendere resta tenuta.</translation>
    </message>
    <message>
        <source>Unit card or unit</source>
        <translation>Carta delle unità o unità</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Drag a unit card onto the table to place a unit; click a placed unit to select it</source>
        <translation>Trascina una carta delle unità sul tavolo per schierare un&apos;unità; fai clic su un&apos;unità schierata per selezionarla</translation>
    </message>
    <message>
        <source>Unit cards of {army}</source>
        <translation>Carte delle unità di {army}</translation>
    </message>
    <message>
        <source>No army list read for this side</source>
        <translation>Nessuna lista d&apos;esercito letta per questa parte</translation>
    </message>
    <message>
        <source>Drag onto the table to place a unit of this card</source>
        <translation>Trascina sul tavolo per schierare un&apos;unità di questa carta</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message>
        <source>dissolved: skirmishers</source>
        <translation>dissolta: schermagliatori</translation>
    </message>
    <message>
        <source>The table: {width} × {depth} M</source>
        <translation>Il tavolo: {width} × {depth} M</translation>
    </message>
    <message>
        <source>{length} M</source>
        <translation>{length} M</translation>
    </message>
    <message>
        <source>Table {width} × {depth} M, {cm} cm per M</source>
        <translation>Tavolo {width} × {depth} M, {cm} cm per M</translation>
    </message>
    <message>
        <source>Remove units from {side}</source>
        <translation>Rimuovi unità da {side}</translation>
    </message>
    <message>
        <source>Place {unit}</source>
        <translation>Schiera {unit}</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>Livello…</translation>
    </message>
    <message>
        <source>Uphill towards…</source>
        <translation>Salita verso…</translation>
    </message>
    <message>
        <source>Delete this terrain</source>
        <translation>Elimina questo terreno</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Compass bearing uphill, 0 = north (B47):</source>
        <translation>Direzione della salita in gradi, 0 = nord (B47):</translation>
    </message>
    <message>
        <source>Level and slope of {terrain}</source>
        <translation>Livello e pendenza di {terrain}</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>Elimina {terrain}</translation>
    </message>
    <message>
        <source>Click the corners of the new {type}; double-click or Enter ends it, Esc cancels</source>
        <translation>Fai clic sui vertici del nuovo {type}; doppio clic o Invio lo chiude, Esc annulla</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners and a line at least 2: nothing was added</source>
        <translation>Un&apos;area richiede almeno 3 vertici e una linea almeno 2: non è stato aggiunto nulla</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>Disegna {terrain}</translation>
    </message>
    <message>
        <source>Drag to move this corner (it snaps to other terrain&apos;s corners); Delete or right-click removes it</source>
        <translation>Trascina per spostare questo vertice (si aggancia ai vertici degli altri terreni); Canc o clic destro lo rimuove</translation>
    </message>
    <message>
        <source>Move a corner</source>
        <translation>Sposta un vertice</translation>
    </message>
    <message>
        <source>Add a corner</source>
        <translation>Aggiungi un vertice</translation>
    </message>
    <message>
        <source>An area keeps at least 3 corners and a line at least 2</source>
        <translation>Un&apos;area conserva almeno 3 vertici e una linea almeno 2</translation>
    </message>
    <message>
        <source>Remove a corner</source>
        <translation>Rimuovi un vertice</translation>
    </message>
    <message>
        <source>uphill towards {bearing}°</source>
        <translation>salita verso {bearing}°</translation>
    </message>
    <message>
        <source>Camp of {side}</source>
        <translation>Accampamento di {side}</translation>
    </message>
    <message>
        <source>Drag to turn the unit; it snaps at 45°, 90° and 180°, the army sheet&apos;s turn categories (Ctrl: free)</source>
        <translation>Trascina per ruotare l&apos;unità; si aggancia a 45°, 90° e 180°, le categorie di rotazione del foglio d&apos;armata (Ctrl: libera)</translation>
    </message>
    <message>
        <source>Turn {turn}° ({glyph} on the army sheet)</source>
        <translation>Rotazione {turn}° ({glyph} sul foglio d&apos;armata)</translation>
    </message>
    <message>
        <source>Turn {unit}</source>
        <translation>Ruota {unit}</translation>
    </message>
    <message>
        <source>{unit}: {count} figures, heading {heading}°</source>
        <translation>{unit}: {count} figure, direzione {heading}°</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>Muovi {unit}</translation>
    </message>
    <message>
        <source>{px} px per M</source>
        <translation>{px} px per M</translation>
    </message>
    <message>
        <source>Table as &amp;PNG…</source>
        <translation>Il tavolo come &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the table, its terrain and its units to a PNG</source>
        <translation>Disegna il tavolo, il suo terreno e le sue unità in un PNG</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Delete the selected units, or the corner being edited</source>
        <translation>Elimina le unità selezionate, o il vertice in modifica</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Tutto il tavolo</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Mostra tutto il tavolo</translation>
    </message>
    <message>
        <source>The kind of terrain the next area or line drawn gets</source>
        <translation>Il tipo di terreno della prossima area o linea disegnata</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Disegna terreno</translation>
    </message>
    <message>
        <source>Draw a new terrain area or line, corner by corner (T)</source>
        <translation>Disegna una nuova area o linea di terreno, vertice per vertice (T)</translation>
    </message>
    <message>
        <source>x {x} M, y {y} M</source>
        <translation>x {x} M, y {y} M</translation>
    </message>
    <message>
        <source>Export the table as PNG</source>
        <translation>Esporta il tavolo come PNG</translation>
    </message>
    <message>
        <source>Pixels per M:</source>
        <translation>Pixel per M:</translation>
    </message>
    <message>
        <source>&amp;Read terrain from the scan…</source>
        <translation>&amp;Leggi il terreno dalla scansione…</translation>
    </message>
    <message>
        <source>Classify every hex&apos;s terrain and level from the scan, taught by a few samples</source>
        <translation>Classifica terreno e livello di ogni esagono dalla scansione, appresi da pochi campioni</translation>
    </message>
    <message>
        <source>Read terrain from the scan</source>
        <translation>Leggi il terreno dalla scansione</translation>
    </message>
    <message>
        <source>The number of a hex whose terrain you know</source>
        <translation>Il numero di un esagono di cui conoscete il terreno</translation>
    </message>
    <message>
        <source>Add sample</source>
        <translation>Aggiungi campione</translation>
    </message>
    <message>
        <source>Teach this hex&apos;s terrain and level (two or three hexes of each terrain)</source>
        <translation>Insegna terreno e livello di questo esagono (due o tre esagoni per terreno)</translation>
    </message>
    <message>
        <source>Teach on the map</source>
        <translation>Insegna sulla mappa</translation>
    </message>
    <message>
        <source>A click with the terrain brush adds the hex as a sample of the brush&apos;s terrain and the level above instead of painting it; a click on a sample removes it</source>
        <translation>Un clic col pennello del terreno aggiunge l&apos;esagono come campione del terreno del pennello e del livello qui sopra invece di dipingerlo; un clic su un campione lo toglie</translation>
    </message>
    <message>
        <source>Read the map</source>
        <translation>Leggi la mappa</translation>
    </message>
    <message>
        <source>Enter: accept the hex as read; Ctrl+Enter: correct it to the terrain and level above</source>
        <translation>Invio: accetta l&apos;esagono come letto; Ctrl+Invio: correggilo con il terreno e il livello sopra</translation>
    </message>
    <message>
        <source>Show the reading on the map</source>
        <translation>Mostra la lettura sulla mappa</translation>
    </message>
    <message>
        <source>Tint each hex with the colour of the terrain read, outline the hexes to review</source>
        <translation>Colora ogni esagono col colore del terreno letto, contorna gli esagoni da rivedere</translation>
    </message>
    <message>
        <source>Replace painted hexes</source>
        <translation>Sostituisci gli esagoni dipinti</translation>
    </message>
    <message>
        <source>Also replace the hexes that had a terrain or a level before</source>
        <translation>Sostituisci anche gli esagoni che avevano già un terreno o un livello</translation>
    </message>
    <message>
        <source>Samples: {count}</source>
        <translation>Campioni: {count}</translation>
    </message>
    <message>
        <source>Load the scan and fit the grid first (Map → Background image)</source>
        <translation>Caricate prima la scansione e adattate la griglia (Mappa → Immagine di sfondo)</translation>
    </message>
    <message>
        <source>Opening the scan</source>
        <translation>Apertura della scansione</translation>
    </message>
    <message>
        <source>Measuring the hexes</source>
        <translation>Misura degli esagoni</translation>
    </message>
    <message>
        <source>Reading the scan…</source>
        <translation>Lettura della scansione…</translation>
    </message>
    <message>
        <source>Reading the terrain needs scikit-learn, which this copy of Banneret does not have: install it with pip install &quot;banneret[scan]&quot;</source>
        <translation>La lettura del terreno richiede scikit-learn, che questa copia di Banneret non ha: installalo con pip install &quot;banneret[scan]&quot;</translation>
    </message>
    <message>
        <source>Give sample hexes of at least two terrains</source>
        <translation>Indicate esagoni campione di almeno due terreni</translation>
    </message>
    <message>
        <source>Reading cancelled: nothing changed</source>
        <translation>Lettura annullata: nulla è cambiato</translation>
    </message>
    <message>
        <source>{count} hexes to review: the least certain ones, each less than {percent} % sure of its terrain and level (at most 15 % of the map)</source>
        <translation>{count} esagoni da rivedere: i meno certi, ciascuno certo a meno del {percent} % di terreno e livello (al più il 15 % della mappa)</translation>
    </message>
    <message>
        <source>{unit}: field of view (B44)</source>
        <translation>{unit}: campo visivo (B44)</translation>
    </message>
    <message>
        <source>{unit}: zone of control, 4 M (B44)</source>
        <translation>{unit}: zona di controllo, 4 M (B44)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: short range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: gittata corta, forza {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: medium range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: gittata media, forza {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: long range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: gittata lunga, forza {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: out of reach while it moves, beyond half range to its front and right (B36, [L424])</source>
        <translation>{unit}, {weapon}: fuori portata in movimento, oltre metà gittata davanti e a destra (B36, [L424])</translation>
    </message>
    <message>
        <source>{unit}: {side} flank protected by {by} (B19)</source>
        <translation>{unit}: fianco {side} protetto da {by} (B19)</translation>
    </message>
    <message>
        <source>{unit}: {side} flank not protected (B19)</source>
        <translation>{unit}: fianco {side} non protetto (B19)</translation>
    </message>
    <message>
        <source>{name}: 4 M command radius (B29)</source>
        <translation>{name}: raggio di comando di 4 M (B29)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destro</translation>
    </message>
    <message>
        <source>Select the unit first, then draw its path.</source>
        <translation>Seleziona prima l&apos;unità, poi traccia il suo percorso.</translation>
    </message>
    <message>
        <source>Ruler: click the first unit, then the second.</source>
        <translation>Righello: fai clic sulla prima unità, poi sulla seconda.</translation>
    </message>
    <message>
        <source>Ruler from {unit}: click the second unit.</source>
        <translation>Righello da {unit}: fai clic sulla seconda unità.</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, centre to centre (B34)</source>
        <translation>Da {a} a {b}: {distance} M, da centro a centro (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, from the base centre of the elephant or chariot (B34)</source>
        <translation>Da {a} a {b}: {distance} M, dal centro della base dell&apos;elefante o del carro (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, edge to edge (B3)</source>
        <translation>Da {a} a {b}: {distance} M, da bordo a bordo (B3)</translation>
    </message>
    <message>
        <source>Path of {unit}: click its corners; double-click or Enter ends it.</source>
        <translation>Percorso di {unit}: fai clic sui suoi vertici; doppio clic o Invio lo termina.</translation>
    </message>
    <message>
        <source>{unit}: within 4 M of its rout path (B31)</source>
        <translation>{unit}: entro 4 M dal suo percorso di rotta (B31)</translation>
    </message>
    <message>
        <source>Rout of {unit}: the friends within 4 M of its path test their morale (B31): {names}</source>
        <translation>Rotta di {unit}: le unità amiche entro 4 M dal suo percorso testano il morale (B31): {names}</translation>
    </message>
    <message>
        <source>The friends it runs into test at four or six times their morale value (B31, [L503]): {names}</source>
        <translation>Le unità amiche che investe testano a quattro o sei volte il loro valore di morale (B31, [L503]): {names}</translation>
    </message>
    <message>
        <source>Path of {unit}: {length} M long, costs {cost} M with the terrain (B47)</source>
        <translation>Percorso di {unit}: lungo {length} M, costa {cost} M con il terreno (B47)</translation>
    </message>
    <message>
        <source>Impassable on the way: {areas} (B47)</source>
        <translation>Impraticabile lungo il percorso: {areas} (B47)</translation>
    </message>
    <message>
        <source>Every turn has a radius of 2.5 M or more (B49).</source>
        <translation>Ogni svolta ha un raggio di 2,5 M o più (B49).</translation>
    </message>
    <message>
        <source>Too tight a turn: {radius} M at the tightest corner, 2.5 M at least (B49).</source>
        <translation>Svolta troppo stretta: {radius} M nel vertice più stretto, almeno 2,5 M (B49).</translation>
    </message>
    <message>
        <source>Too tight: the largest arc here has a radius of {radius} M (B49)</source>
        <translation>Troppo stretta: qui l&apos;arco più ampio ha un raggio di {radius} M (B49)</translation>
    </message>
    <message>
        <source>Referee mode: distances and overlays stay hidden until the orders of round {round} are locked ([L254, L394]).</source>
        <translation>Modalità arbitro: distanze e sovrapposizioni restano nascoste finché gli ordini del turno {round} non sono bloccati ([L254, L394]).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Misura</translation>
    </message>
    <message>
        <source>Overlays of the selected units</source>
        <translation>Sovrapposizioni delle unità selezionate</translation>
    </message>
    <message>
        <source>Zone of control and field of view</source>
        <translation>Zona di controllo e campo visivo</translation>
    </message>
    <message>
        <source>The 90° field of view and the 4 M zone of control in front of the unit (B44)</source>
        <translation>Il campo visivo di 90° e la zona di controllo di 4 M davanti all&apos;unità (B44)</translation>
    </message>
    <message>
        <source>Range bands per weapon</source>
        <translation>Gittate per arma</translation>
    </message>
    <message>
        <source>Short, medium and long range of each missile weapon, 2 M shorter per level up (B34, B35)</source>
        <translation>Gittata corta, media e lunga di ogni arma da tiro, 2 M in meno per livello più in alto (B34, B35)</translation>
    </message>
    <message>
        <source>Protected flanks</source>
        <translation>Fianchi protetti</translation>
    </message>
    <message>
        <source>The ground within 4 M of each flank of a close unit: green when a friend or an obstacle protects it (B19)</source>
        <translation>Il terreno entro 4 M da ogni fianco di un&apos;unità in ordine chiuso: verde quando un&apos;unità amica o un ostacolo lo protegge (B19)</translation>
    </message>
    <message>
        <source>Command radius, 4 M</source>
        <translation>Raggio di comando, 4 M</translation>
    </message>
    <message>
        <source>The 4 M around the army general and around the unit&apos;s own corps commander (B29)</source>
        <translation>I 4 M attorno al generale e attorno al comandante di corpo dell&apos;unità (B29)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Righello</translation>
    </message>
    <message>
        <source>Click two units: the distance edge to edge, or centre to centre for loose archers (B3, B34) (R)</source>
        <translation>Fai clic su due unità: la distanza da bordo a bordo, o da centro a centro per gli arcieri in ordine sparso (B3, B34) (R)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <source>Click the selected unit&apos;s path corner by corner: its length, its cost with the terrain (B47) and the turning radius check (B49) (P)</source>
        <translation>Fai clic sul percorso dell&apos;unità selezionata vertice per vertice: la lunghezza, il costo con il terreno (B47) e il controllo del raggio di svolta (B49) (P)</translation>
    </message>
    <message>
        <source>Draw where the selected unit routs: the friends within 4 M of it test their morale (B31) (Shift+R)</source>
        <translation>Traccia dove fugge l&apos;unità selezionata: le unità amiche entro 4 M testano il morale (B31) (Shift+R)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Remove the ruler and the drawn path (Esc)</source>
        <translation>Rimuovi il righello e il percorso tracciato (Esc)</translation>
    </message>
    <message>
        <source>Centre to centre (loose archers, B34)</source>
        <translation>Da centro a centro (arcieri in ordine sparso, B34)</translation>
    </message>
    <message>
        <source>Loose shooters measure from centre to centre ([L422]); otherwise edge to edge</source>
        <translation>I tiratori in ordine sparso misurano da centro a centro ([L422]); altrimenti da bordo a bordo</translation>
    </message>
    <message>
        <source>From the base centre (archers on an elephant or chariot, B34)</source>
        <translation>Dal centro della base (arcieri su un elefante o un carro, B34)</translation>
    </message>
    <message>
        <source>Archers on an elephant or a chariot measure from the centre of its base to the target&apos;s footprint</source>
        <translation>Gli arcieri su un elefante o un carro misurano dal centro della sua base all&apos;ingombro del bersaglio</translation>
    </message>
    <message>
        <source>Referee mode</source>
        <translation>Modalità arbitro</translation>
    </message>
    <message>
        <source>Hide distances and overlays until the orders are locked</source>
        <translation>Nascondi distanze e sovrapposizioni fino al blocco degli ordini</translation>
    </message>
    <message>
        <source>Pre-measuring is forbidden ([L254, L394]): with this on, the players see no distance and no overlay until the round&apos;s orders are locked</source>
        <translation>Misurare in anticipo è vietato ([L254, L394]): con questa opzione i giocatori non vedono distanze né sovrapposizioni finché gli ordini del turno non sono bloccati</translation>
    </message>
    <message>
        <source>Orders locked</source>
        <translation>Ordini bloccati</translation>
    </message>
    <message>
        <source>The orders of this round are written and locked: distances may be shown</source>
        <translation>Gli ordini di questo turno sono scritti e bloccati: le distanze possono essere mostrate</translation>
    </message>
    <message>
        <source>Every side&apos;s army sheet says whether this round&apos;s orders are locked: lock it there ([L254, L394])</source>
        <translation>Il foglio d&apos;armata di ogni schieramento dice se gli ordini di questo turno sono bloccati: bloccalo lì ([L254, L394])</translation>
    </message>
    <message>
        <source>triumph {n:+d}</source>
        <translation>trionfo {n:+d}</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>in disordine</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>imbizzarrito</translation>
    </message>
    <message>
        <source>{n} wound(s)</source>
        <translation>{n} ferita/e</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>ricarica</translation>
    </message>
    <message>
        <source>{n} forced march(es)</source>
        <translation>{n} marcia/e forzata/e</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Stam&amp;pa</translation>
    </message>
    <message>
        <source>Print pre&amp;view</source>
        <translation>Antepri&amp;ma di stampa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New record</source>
        <translation>&amp;Nuova registrazione</translation>
    </message>
    <message>
        <source>Start a game record on this table: the resolution panels apply their steps to it</source>
        <translation>Inizia la registrazione di una partita su questo tavolo: i pannelli di risoluzione vi applicano i loro passi</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Apri una registrazione…</translation>
    </message>
    <message>
        <source>Replay a saved game record on this table and go on from its end</source>
        <translation>Rigioca su questo tavolo una registrazione salvata e prosegui dalla sua fine</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Salva la registrazione</translation>
    </message>
    <message>
        <source>&amp;Roster cards (PDF)…</source>
        <translation>&amp;Carte delle unità (PDF)…</translation>
    </message>
    <message>
        <source>Both sides&apos; roster cards, A4</source>
        <translation>Le carte delle unità di entrambi gli schieramenti, A4</translation>
    </message>
    <message>
        <source>Blank army &amp;sheet (PDF)…</source>
        <translation>&amp;Foglio d&apos;armata vuoto (PDF)…</translation>
    </message>
    <message>
        <source>The army sheet to fill in by hand, A4</source>
        <translation>Il foglio d&apos;armata da compilare a mano, A4</translation>
    </message>
    <message>
        <source>&amp;Modifier card (PDF)…</source>
        <translation>Carta dei &amp;modificatori (PDF)…</translation>
    </message>
    <message>
        <source>The one-page modifier card, A4</source>
        <translation>La carta dei modificatori in una pagina, A4</translation>
    </message>
    <message>
        <source>&amp;Roster card (PDF)…</source>
        <translation>&amp;Carta delle unità (PDF)…</translation>
    </message>
    <message>
        <source>This army list&apos;s roster card, A4</source>
        <translation>La carta delle unità di questa lista d&apos;armata, A4</translation>
    </message>
    <message>
        <source>Army &amp;sheet (PDF)…</source>
        <translation>&amp;Foglio d&apos;armata (PDF)…</translation>
    </message>
    <message>
        <source>This army sheet with its orders, A4</source>
        <translation>Questo foglio d&apos;armata con i suoi ordini, A4</translation>
    </message>
    <message>
        <source>Export the roster cards</source>
        <translation>Esporta le carte delle unità</translation>
    </message>
    <message>
        <source>Export the army sheet</source>
        <translation>Esporta il foglio d&apos;armata</translation>
    </message>
    <message>
        <source>Export the modifier card</source>
        <translation>Esporta la carta dei modificatori</translation>
    </message>
    <message>
        <source>recovered game record</source>
        <translation>registrazione della partita recuperata</translation>
    </message>
    <message>
        <source>The game record was recovered: {n} step(s), not saved yet</source>
        <translation>La registrazione della partita è stata recuperata: {n} passo/i, non ancora salvata</translation>
    </message>
    <message>
        <source>BBG game records (*.yaml *.yml);;All files (*)</source>
        <translation>Registrazioni di partite BBG (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>No game on this table. Game → New record starts one; Open record goes on with a saved game.</source>
        <translation>Nessuna partita su questo tavolo. Partita → Nuova registrazione ne inizia una; Apri una registrazione prosegue una partita salvata.</translation>
    </message>
    <message>
        <source>{n} step(s) in the game record</source>
        <translation>{n} passo/i nella registrazione della partita</translation>
    </message>
    <message>
        <source>New game record</source>
        <translation>Nuova registrazione della partita</translation>
    </message>
    <message>
        <source>A game record names the table&apos;s file as saved. Save the table first?</source>
        <translation>Una registrazione nomina il file del tavolo così come è salvato. Salvare prima il tavolo?</translation>
    </message>
    <message>
        <source>this record is a game on {scenario}, not on the table in this window</source>
        <translation>questa registrazione è una partita su {scenario}, non sul tavolo di questa finestra</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>registrazione della partita</translation>
    </message>
    <message>
        <source>The game record was not saved: {reason}.

The file on disk is unchanged.</source>
        <translation>La registrazione della partita non è stata salvata: {reason}.

Il file sul disco è invariato.</translation>
    </message>
    <message>
        <source>Game record saved to {path}</source>
        <translation>Registrazione della partita salvata in {path}</translation>
    </message>
    <message>
        <source>the game record</source>
        <translation>la registrazione della partita</translation>
    </message>
    <message>
        <source>{name} cannot be played on this table:

{lines}</source>
        <translation>{name} non può essere giocato su questo tavolo:

{lines}</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Registrazione della partita</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Round di corpo a corpo</translation>
    </message>
    <message>
        <source>Snaking fast strike (B15)</source>
        <translation>Colpo rapido a serpentina (B15)</translation>
    </message>
    <message>
        <source>Envelopment (B16)</source>
        <translation>Aggiramento (B16)</translation>
    </message>
    <message>
        <source>routs without a test (all engaged fell)</source>
        <translation>va in rotta senza test (tutti gli ingaggiati sono caduti)</translation>
    </message>
    <message>
        <source>the target stops</source>
        <translation>il bersaglio si ferma</translation>
    </message>
    <message>
        <source>the target moves on</source>
        <translation>il bersaglio prosegue il movimento</translation>
    </message>
    <message>
        <source>the riders ride on</source>
        <translation>i cavalieri proseguono</translation>
    </message>
    <message>
        <source>Tick the units of this side that fight in the melee; Ctrl-click on the table canvas picks them too</source>
        <translation>Spunta le unità di questa parte che combattono nel corpo a corpo; anche Ctrl-clic sul tavolo le sceglie</translation>
    </message>
    <message>
        <source>The unit that strikes by snaking, or envelops</source>
        <translation>L&apos;unità che colpisce a serpentina, o che aggira</translation>
    </message>
    <message>
        <source>The enemy unit it strikes or envelops</source>
        <translation>L&apos;unità nemica che colpisce o aggira</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contro</translation>
    </message>
    <message>
        <source>Acting unit</source>
        <translation>Unità che agisce</translation>
    </message>
    <message>
        <source>Use the commanders&apos; re-rolls in the tests (B29)</source>
        <translation>Usa i ritiri dei comandanti nei test (B29)</translation>
    </message>
    <message>
        <source>Striker</source>
        <translation>Colpitore</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <source>Extra pair</source>
        <translation>Coppia in più</translation>
    </message>
    <message>
        <source>Who strikes whom this round: one d20 per pair (B5)</source>
        <translation>Chi colpisce chi in questo round: un d20 per coppia (B5)</translation>
    </message>
    <message>
        <source>Strike pairs</source>
        <translation>Coppie di colpi</translation>
    </message>
    <message>
        <source>Several units</source>
        <translation>Più unità</translation>
    </message>
    <message>
        <source>choose at least one unit on each side</source>
        <translation>scegli almeno un&apos;unità per parte</translation>
    </message>
    <message>
        <source>no cavalry or chariots among the units ticked: only they strike by snaking (B15, [L225, L234])</source>
        <translation>nessuna cavalleria né carri tra le unità spuntate: solo loro colpiscono a serpentina (B15, [L225, L234])</translation>
    </message>
    <message>
        <source>{unit} against {enemy}: overhang {n}, flexibility {flex}</source>
        <translation>{unit} contro {enemy}: sporgenza {n}, flessibilità {flex}</translation>
    </message>
    <message>
        <source>No envelopment: it may happen only after the first melee round, and this is melee round {round} ([L173, L179], B16)</source>
        <translation>Nessun aggiramento: è possibile solo dopo il primo round di corpo a corpo, e questo è il round {round} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>No envelopment: no unit overhangs its enemy by its flexibility ([L173, L179], B16): {pairs}</source>
        <translation>Nessun aggiramento: nessuna unità sporge oltre il nemico quanto la sua flessibilità ([L173, L179], B16): {pairs}</translation>
    </message>
    <message>
        <source>{unit} against {enemy}</source>
        <translation>{unit} contro {enemy}</translation>
    </message>
    <message>
        <source>melee round {round} ({held} round(s) of this melee in the record; the fact round=N says otherwise)</source>
        <translation>round di corpo a corpo {round} ({held} round di questo corpo a corpo nella registrazione; il fatto round=N dice altrimenti)</translation>
    </message>
    <message>
        <source>side A: {a}; side B: {b}</source>
        <translation>parte A: {a}; parte B: {b}</translation>
    </message>
    <message>
        <source>charging: {units}</source>
        <translation>caricano: {units}</translation>
    </message>
    <message>
        <source>{n} strike pairs ({source})</source>
        <translation>{n} coppie di colpi ({source})</translation>
    </message>
    <message>
        <source>from base contact</source>
        <translation>dal contatto delle basette</translation>
    </message>
    <message>
        <source>from the facts</source>
        <translation>dai fatti</translation>
    </message>
    <message>
        <source>{unit}: {engaged} engaged, test at {base}; re-roll: {why}</source>
        <translation>{unit}: {engaged} ingaggiati, test a {base}; ritiro: {why}</translation>
    </message>
    <message>
        <source>routs (all engaged fell, or a failed test)</source>
        <translation>va in rotta (tutti gli ingaggiati caduti, o un test fallito)</translation>
    </message>
    <message>
        <source>falls below its minimum (B27)</source>
        <translation>scende sotto il suo minimo (B27)</translation>
    </message>
    <message>
        <source>{unit} loses {n}</source>
        <translation>{unit} perde {n}</translation>
    </message>
    <message>
        <source>The melee ends: {units} won (B25).</source>
        <translation>Il corpo a corpo finisce: ha vinto {units} (B25).</translation>
    </message>
    <message>
        <source>choose the riders and the unit they strike</source>
        <translation>scegli i cavalieri e l&apos;unità che colpiscono</translation>
    </message>
    <message>
        <source>{n} strikes at base {base}, each at the outermost figure: {figures}</source>
        <translation>{n} colpi al numero base {base}, ognuno sulla figura più esterna: {figures}</translation>
    </message>
    <message>
        <source>the attacked rank has {n} figures; a fast strike never routs ([L229])</source>
        <translation>il rango attaccato ha {n} figure; un colpo rapido non provoca mai la rotta ([L229])</translation>
    </message>
    <message>
        <source>the moving target ([L229])</source>
        <translation>il bersaglio in movimento ([L229])</translation>
    </message>
    <message>
        <source>choose the enveloping unit and the enemy</source>
        <translation>scegli l&apos;unità che aggira e il nemico</translation>
    </message>
    <message>
        <source>melee round {round}: envelopment only after the first round ([L173])</source>
        <translation>round di corpo a corpo {round}: aggiramento solo dopo il primo round ([L173])</translation>
    </message>
    <message>
        <source>{side}: overhang {n}, flexibility {flex}: {why}</source>
        <translation>{side}: sporgenza {n}, flessibilità {flex}: {why}</translation>
    </message>
    <message>
        <source>{unit} cannot envelop {enemy}: {why} ([L173, L179], B16)</source>
        <translation>{unit} non può aggirare {enemy}: {why} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>{unit} envelops {enemy} on its {side}: {figures} strike the flank file from the next round, and {enemy} counts the flank attack −2 in those pairs (B16)</source>
        <translation>{unit} aggira {enemy} sul suo lato {side}: {figures} colpiscono la fila di fianco dal round successivo, e {enemy} conta l&apos;attacco sul fianco −2 in quelle coppie (B16)</translation>
    </message>
    <message>
        <source>strikes back if it stands (B6)</source>
        <translation>risponde se resta in piedi (B6)</translation>
    </message>
    <message>
        <source>strikes first (B6)</source>
        <translation>colpisce per primo (B6)</translation>
    </message>
    <message>
        <source>at once (B6)</source>
        <translation>simultaneamente (B6)</translation>
    </message>
    <message>
        <source>{striker} → {target}: base {base}</source>
        <translation>{striker} → {target}: numero base {base}</translation>
    </message>
    <message>
        <source>Read the map to see the hexside features proposed</source>
        <translation>Leggete la mappa per vedere gli elementi dei lati d&apos;esagono proposti</translation>
    </message>
    <message>
        <source>Each hexside feature read from the scan: ticked ones are accepted (Space ticks or unticks the current one)</source>
        <translation>Ogni elemento dei lati d&apos;esagono letto dalla scansione: quelli spuntati sono accettati (Spazio spunta o toglie la spunta all&apos;elemento corrente)</translation>
    </message>
    <message>
        <source>The confidence Accept above uses</source>
        <translation>La certezza usata da Accetta sopra</translation>
    </message>
    <message>
        <source>Accept above</source>
        <translation>Accetta sopra</translation>
    </message>
    <message>
        <source>Tick every proposal at least this sure</source>
        <translation>Spunta ogni proposta almeno così certa</translation>
    </message>
    <message>
        <source>Reject all</source>
        <translation>Rifiuta tutto</translation>
    </message>
    <message>
        <source>Untick every proposal</source>
        <translation>Togli la spunta a ogni proposta</translation>
    </message>
    <message>
        <source>Apply hexsides</source>
        <translation>Applica i lati d&apos;esagono</translation>
    </message>
    <message>
        <source>Add the ticked hexside features and road links to the map, in one undo step</source>
        <translation>Aggiunge alla mappa gli elementi dei lati d&apos;esagono e i tratti di strada spuntati, in un solo passo di annullamento</translation>
    </message>
    <message>
        <source>Drawn by hand: kept unless Replace painted hexes is ticked</source>
        <translation>Disegnato a mano: mantenuto a meno che Sostituisci gli esagoni dipinti sia spuntato</translation>
    </message>
    <message>
        <source>No hexside features read: draw two or three hexsides of each feature (a stream, a wall) and a road link or two by hand, and they teach the reading</source>
        <translation>Nessun elemento dei lati d&apos;esagono letto: disegnate a mano due o tre lati di ogni elemento (un ruscello, un muro) e uno o due tratti di strada, e la lettura impara da quelli</translation>
    </message>
    <message>
        <source>{count} hexside features proposed, {flagged} less than {percent} % sure (unticked)</source>
        <translation>{count} elementi dei lati d&apos;esagono proposti, {flagged} certi a meno del {percent} % (non spuntati)</translation>
    </message>
    <message>
        <source>Add hexsides read from the scan</source>
        <translation>Aggiungi i lati d&apos;esagono letti dalla scansione</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldati</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} PM</translation>
    </message>
</context>
</TS>
