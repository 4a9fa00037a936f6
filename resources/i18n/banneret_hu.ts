<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name></name>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Azonosító</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Osztály</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Páncél</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Támadóérték</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Védőérték</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morál</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Lőfegyverek</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Jellemzők</translation>
    </message>
    <message>
        <source>Flexibility</source>
        <translation>Rugalmasság</translation>
    </message>
    <message>
        <source>Pila</source>
        <translation>Pilumok</translation>
    </message>
    <message>
        <source>Rank bonus max</source>
        <translation>Legnagyobb sorbónusz</translation>
    </message>
    <message>
        <source>Base width cm</source>
        <translation>Talp szélessége (cm)</translation>
    </message>
    <message>
        <source>Base depth cm</source>
        <translation>Talp mélysége (cm)</translation>
    </message>
    <message>
        <source>Move M</source>
        <translation>Mozgás (M)</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Személyzet</translation>
    </message>
    <message>
        <source>Team width</source>
        <translation>Fogatszélesség</translation>
    </message>
    <message>
        <source>Driver&apos;s extra cover</source>
        <translation>A hajtó többletvédelme</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Csapattípus</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formáció</translation>
    </message>
    <message>
        <source>Special formation</source>
        <translation>Különleges alakzat</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Oszlopok</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Sorok</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Tisztek</translation>
    </message>
    <message>
        <source>Musicians</source>
        <translation>Zenészek</translation>
    </message>
    <message>
        <source>Standard bearers</source>
        <translation>Zászlósok</translation>
    </message>
    <message>
        <source>Army generals</source>
        <translation>Sereg vezérei</translation>
    </message>
    <message>
        <source>Corps leaders</source>
        <translation>Seregtestek vezérei</translation>
    </message>
    <message>
        <source>Publication</source>
        <translation>Kiadvány</translation>
    </message>
    <message>
        <source>The army list&apos;s id: letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos;</source>
        <translation>A sereglista azonosítója: betűk, számjegyek, „-”, „_”, „.”</translation>
    </message>
    <message>
        <source>The army&apos;s name, printed on its roster</source>
        <translation>A sereg neve, a csapatkártyára nyomtatva</translation>
    </message>
    <message>
        <source>What the army list is, in a sentence</source>
        <translation>Mi ez a sereglista, egy mondatban</translation>
    </message>
    <message>
        <source>The publication the values come from</source>
        <translation>A kiadvány, amelyből az értékek származnak</translation>
    </message>
    <message>
        <source>The designer&apos;s note on where the values come from (B57)</source>
        <translation>A tervező megjegyzése arról, honnan származnak az értékek (B57)</translation>
    </message>
    <message>
        <source>Pila each figure carries, thrown once before melee and recorded (B40 [L436])</source>
        <translation>Ahány pilumot egy figura visz: a közelharc előtt egyszer dobja el, a fogyást fel kell jegyezni (B40 [L436])</translation>
    </message>
    <message>
        <source>A chariot&apos;s team: how many horses wide, its strikes when it overruns (B55 [L525])</source>
        <translation>A harci kocsi fogata: ahány ló széles, lerohanáskor annyi támadása van (B55 [L525])</translation>
    </message>
    <message>
        <source>An elephant driver&apos;s extra cover against shots from the front: the text gives no number (B37, B56 [L551])</source>
        <translation>Az elefánt hajtójának többletvédelme az elölről jövő lövések ellen: a szöveg nem ad rá számot (B37, B56 [L551])</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>nincs páncél</translation>
    </message>
    <message>
        <source>at least half the body</source>
        <translation>legalább a test fele</translation>
    </message>
    <message>
        <source>the rider</source>
        <translation>a lovas</translation>
    </message>
    <message>
        <source>the rider and the horse</source>
        <translation>a lovas és a ló</translation>
    </message>
    <message>
        <source>The army list&apos;s troop types: every value is the designer&apos;s (B57)</source>
        <translation>A sereglista csapattípusai: minden értéket a tervező ad meg (B57)</translation>
    </message>
    <message>
        <source>The unit cards: ready-made units the scenarios place</source>
        <translation>A csapatkártyák: kész csapatok, amelyeket a forgatókönyvek felállítanak</translation>
    </message>
    <message>
        <source>What the validator finds; click one to go to its cell</source>
        <translation>Amit az ellenőrzés talál; kattintson egyre, hogy a cellájához ugorjon</translation>
    </message>
    <message>
        <source>Add troop type</source>
        <translation>Csapattípus hozzáadása</translation>
    </message>
    <message>
        <source>Add unit card</source>
        <translation>Csapatkártya hozzáadása</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Kijelölt törlése</translation>
    </message>
    <message>
        <source>Remove the selected troop type or unit card</source>
        <translation>A kijelölt csapattípus vagy csapatkártya törlése</translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation>Csapattípusok</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Csapatkártyák</translation>
    </message>
    <message>
        <source>Attack and defence of the figures of one role where they differ from the troop type&apos;s (B4); blank: the type&apos;s value</source>
        <translation>Egy szerep figuráinak támadó- és védőértéke, ha eltér a csapattípusétól (B4); üresen: a típus értéke</translation>
    </message>
    <message>
        <source>The troop type&apos;s back-story, printed on the roster when its card has none</source>
        <translation>A csapattípus előtörténete: a csapatkártyára nyomtatva, ha a kártyának nincs saját</translation>
    </message>
    <message>
        <source>The unit card&apos;s back-story, printed on the roster [L106]</source>
        <translation>A csapatkártya előtörténete, a csapatkártyára nyomtatva [L106]</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Sereglista</translation>
    </message>
    <message>
        <source>Values by role</source>
        <translation>Értékek szerepenként</translation>
    </message>
    <message>
        <source>Back-story</source>
        <translation>Előtörténet</translation>
    </message>
    <message>
        <source>{file} is not a BBG army list</source>
        <translation>{file} nem BBG sereglista</translation>
    </message>
    <message>
        <source>Edit {field} of {id}</source>
        <translation>{id} {field} mezőjének szerkesztése</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken: ids are unique</source>
        <translation>A(z) &apos;{id}&apos; azonosító foglalt: az azonosítók egyediek</translation>
    </message>
    <message>
        <source>Rename troop type {old} to {new}</source>
        <translation>{old} csapattípus átnevezése erre: {new}</translation>
    </message>
    <message>
        <source>The army list&apos;s id and name are never blank</source>
        <translation>A sereglista azonosítója és neve sosem üres</translation>
    </message>
    <message>
        <source>Add troop type {id}</source>
        <translation>{id} csapattípus hozzáadása</translation>
    </message>
    <message>
        <source>Add unit card {id}</source>
        <translation>{id} csapatkártya hozzáadása</translation>
    </message>
    <message>
        <source>Remove unit card {id}</source>
        <translation>{id} csapatkártya törlése</translation>
    </message>
    <message>
        <source>Remove troop type {id}</source>
        <translation>{id} csapattípus törlése</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&apos;{text}&apos; nem szám</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is negative</source>
        <translation>&apos;{text}&apos; negatív</translation>
    </message>
    <message>
        <source>The crew of a chariot or an elephant, one figure each: the driver steers (B55, B56 [L539])</source>
        <translation>A harci kocsi vagy az elefánt személyzete, fejenként egy figura: a hajtó irányít (B55, B56 [L539])</translation>
    </message>
    <message>
        <source>Add {member}</source>
        <translation>{member} hozzáadása</translation>
    </message>
    <message>
        <source>Take off {member}</source>
        <translation>{member} levétele</translation>
    </message>
    <message>
        <source>Troop type {id}</source>
        <translation>{id} csapattípus</translation>
    </message>
    <message>
        <source>No troop type</source>
        <translation>Nincs csapattípus</translation>
    </message>
    <message>
        <source>Unit card {id}</source>
        <translation>{id} csapatkártya</translation>
    </message>
    <message>
        <source>No unit card</source>
        <translation>Nincs csapatkártya</translation>
    </message>
    <message>
        <source>The troop class: its move rate (B46)</source>
        <translation>A csapatosztály: a mozgás mértéke (B46)</translation>
    </message>
    <message>
        <source>Armour: none, at least half the body, the rider, the rider and the horse (B46)</source>
        <translation>Páncél: nincs, legalább a test fele, a lovas, a lovas és a ló (B46)</translation>
    </message>
    <message>
        <source>Missile weapons (B34)</source>
        <translation>Lőfegyverek (B34)</translation>
    </message>
    <message>
        <source>Traits the text gives rules for (B57)</source>
        <translation>Jellemzők, amelyekre a szöveg szabályt ad (B57)</translation>
    </message>
    <message>
        <source>The card&apos;s troop type, from this army list</source>
        <translation>A kártya csapattípusa ebből a sereglistából</translation>
    </message>
    <message>
        <source>Close, loose or skirmishers</source>
        <translation>Zárt, laza vagy előcsatározók</translation>
    </message>
    <message>
        <source>A special close formation with its starting checks (B53)</source>
        <translation>Különleges zárt alakzat a kezdeti feltételeivel (B53)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Értékek</translation>
    </message>
    <message>
        <source>strength points</source>
        <translation>erőpontok</translation>
    </message>
    <message>
        <source>quality (0-9)</source>
        <translation>érték (0-9)</translation>
    </message>
    <message>
        <source>movement points</source>
        <translation>mozgáspontok</translation>
    </message>
    <message>
        <source>combat bonus</source>
        <translation>harci bónusz</translation>
    </message>
    <message>
        <source>command rating</source>
        <translation>parancsnoki érték</translation>
    </message>
    <message>
        <source>command radius (hexes)</source>
        <translation>parancsnoki hatótávolság (hexa)</translation>
    </message>
    <message>
        <source>Unique in the file; used by units, reinforcements, victory rules</source>
        <translation>Egyedi a fájlban; egységek, erősítések, győzelmi szabályok használják</translation>
    </message>
    <message>
        <source>The counters&apos; colour, #rrggbb</source>
        <translation>A jelzők színe, #rrggbb</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Szín választása</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <source>Attacker or defender: Phase B fire order, activation tie-break</source>
        <translation>Támadó vagy védő: a B fázis lövési sorrendje, döntetlen az aktiválásnál</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Szerep</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nincs)</translation>
    </message>
    <message>
        <source>hexes (paint with the rout edge tool, X)</source>
        <translation>hexák (a menekülési szél eszközzel festve, X)</translation>
    </message>
    <message>
        <source>Where this side&apos;s routed units flee</source>
        <translation>Hová menekülnek e fél menekülő egységei</translation>
    </message>
    <message>
        <source>Rout edge</source>
        <translation>Menekülési szél</translation>
    </message>
    <message>
        <source>Remount/dismount markers (8.4)</source>
        <translation>Lóra/lóról szállás jelzők (8.4)</translation>
    </message>
    <message>
        <source>Mount markers</source>
        <translation>Lójelzők</translation>
    </message>
    <message>
        <source>The army commander: one of this side&apos;s leaders</source>
        <translation>A fővezér: e fél egyik parancsnoka</translation>
    </message>
    <message>
        <source>Army commander</source>
        <translation>Fővezér</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>A fél színe</translation>
    </message>
    <message>
        <source>front image (relative path)</source>
        <translation>előlap képe (relatív útvonal)</translation>
    </message>
    <message>
        <source>back image</source>
        <translation>hátlap képe</translation>
    </message>
    <message>
        <source>A counter scan, relative to the scenario&apos;s folder</source>
        <translation>Egy beszkennelt jelző, a forgatókönyv mappájához viszonyítva</translation>
    </message>
    <message>
        <source>{text}: cannot be read as an image</source>
        <translation>{text}: nem olvasható képként</translation>
    </message>
    <message>
        <source>The blazon: units with this banner are his</source>
        <translation>A címer: az ilyen zászlójú egységek az övéi</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Előlap</translation>
    </message>
    <message>
        <source>Replacement (the counter&apos;s back, 7.6)</source>
        <translation>Helyettes (a jelző hátlapja, 7.6)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Hátlap</translation>
    </message>
    <message>
        <source>Wounded marker values (7.5)</source>
        <translation>A sebesülés jelző értékei (7.5)</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Sebesült</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Képek</translation>
    </message>
    <message>
        <source>The banner (the leader&apos;s blazon) this unit belongs to</source>
        <translation>A zászló (a parancsnok címere), amelyhez ez az egység tartozik</translation>
    </message>
    <message>
        <source>The unit type (2.2): its code as printed on the counter, and its name</source>
        <translation>Az egységtípus (2.2): a kódja, ahogy a jelzőre nyomtatták, és a neve</translation>
    </message>
    <message>
        <source>Leader: bonus/rating/radius. Drag onto the map to place him.</source>
        <translation>Parancsnok: bónusz/érték/hatótáv. Húzza a térképre az elhelyezéséhez.</translation>
    </message>
    <message>
        <source>Unit: SP-quality-MP. Drag onto the map to place it.</source>
        <translation>Egység: PF-érték-PM. Húzza a térképre az elhelyezéséhez.</translation>
    </message>
    <message>
        <source>Generic replacements</source>
        <translation>Általános helyettes parancsnokok</translation>
    </message>
    <message>
        <source>Add unit {ident}</source>
        <translation>{ident} egység hozzáadása</translation>
    </message>
    <message>
        <source>Duplicate {ident} as {new_id}</source>
        <translation>{ident} másolása {new_id} néven</translation>
    </message>
    <message>
        <source>the side {name} with its {leaders} leaders and {units} units</source>
        <translation>a(z) {name} fél {leaders} parancsnokával és {units} egységével</translation>
    </message>
    <message>
        <source>the leader {id}</source>
        <translation>a(z) {id} parancsnok</translation>
    </message>
    <message>
        <source>the unit {id}</source>
        <translation>a(z) {id} egység</translation>
    </message>
    <message>
        <source>the replacement leader {id}</source>
        <translation>a(z) {id} helyettes parancsnok</translation>
    </message>
    <message>
        <source> It is on the map ({count} counter(s)): it comes off.</source>
        <translation> A térképen van ({count} jelző): lekerül róla.</translation>
    </message>
    <message>
        <source>Delete {what}?{extra} (Undo brings it back.)</source>
        <translation>Törli ezt: {what}?{extra} (A Visszavonás visszahozza.)</translation>
    </message>
    <message>
        <source>Delete {kind} {ident}</source>
        <translation>{kind} {ident} törlése</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Zászló</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Típus</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Lovas</translation>
    </message>
    <message>
        <source>Fire symbol</source>
        <translation>Lövés jele</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol: it may fire</source>
        <translation>A jelzőn lövés jele van: lőhet</translation>
    </message>
    <message>
        <source>Front (fresh)</source>
        <translation>Előlap (friss)</translation>
    </message>
    <message>
        <source>Back (fatigued)</source>
        <translation>Hátlap (fáradt)</translation>
    </message>
    <message>
        <source>May dismount</source>
        <translation>Lóról szállhat</translation>
    </message>
    <message>
        <source>Dismounted front</source>
        <translation>Gyalogos előlap</translation>
    </message>
    <message>
        <source>Dismounted back</source>
        <translation>Gyalogos hátlap</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Seregek</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Fél</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Fél hozzáadása</translation>
    </message>
    <message>
        <source>+ Leader</source>
        <translation>+ Parancsnok</translation>
    </message>
    <message>
        <source>Add a leader to the selected side</source>
        <translation>Parancsnok hozzáadása a kijelölt félhez</translation>
    </message>
    <message>
        <source>+ Unit</source>
        <translation>+ Egység</translation>
    </message>
    <message>
        <source>Add a unit to the selected side (of the selected banner)</source>
        <translation>Egység hozzáadása a kijelölt félhez (a kijelölt zászlóhoz)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id (Ctrl+D)</source>
        <translation>A kijelölt parancsnok vagy egység másolása a következő azonosítóval (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Delete the selected object (asks first)</source>
        <translation>A kijelölt elem törlése (előbb rákérdez)</translation>
    </message>
    <message>
        <source>Drag a unit or a leader onto the map to place it</source>
        <translation>Húzzon egy egységet vagy parancsnokot a térképre az elhelyezéséhez</translation>
    </message>
    <message>
        <source>Select a side, a leader or a unit to edit it.
Drag units and leaders onto the map.</source>
        <translation>Jelöljön ki egy felet, parancsnokot vagy egységet a szerkesztéséhez.
Az egységeket és parancsnokokat a térképre húzhatja.</translation>
    </message>
    <message>
        <source>Id in use</source>
        <translation>Foglalt azonosító</translation>
    </message>
    <message>
        <source>The id &apos;{new_id}&apos; is already used; ids must be unique.</source>
        <translation>A(z) &apos;{new_id}&apos; azonosító már foglalt; az azonosítóknak egyedinek kell lenniük.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>fél</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>parancsnok</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>egység</translation>
    </message>
    <message>
        <source>replacement leader</source>
        <translation>helyettes parancsnok</translation>
    </message>
    <message>
        <source>Edit {what} {id}: {field}</source>
        <translation>{what} {id} szerkesztése: {field}</translation>
    </message>
    <message>
        <source>Add side {ident}</source>
        <translation>{ident} fél hozzáadása</translation>
    </message>
    <message>
        <source>Add leader {ident}</source>
        <translation>{ident} parancsnok hozzáadása</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Nincs fél</translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation>Előbb adjon hozzá egy felet.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Jelmagyarázat</translation>
    </message>
    <message>
        <source>What the map&apos;s marks mean, with the rule of each (the same legend as &apos;banneret render --legend&apos;)</source>
        <translation>Mit jelentenek a térkép jelei, mindegyik a szabályával (ugyanaz a jelmagyarázat, mint a &apos;banneret render --legend&apos;)</translation>
    </message>
    <message>
        <source>reading the YAML</source>
        <translation>a YAML olvasása</translation>
    </message>
    <message>
        <source>checking the format</source>
        <translation>a formátum ellenőrzése</translation>
    </message>
    <message>
        <source>building the scenario</source>
        <translation>a forgatókönyv felépítése</translation>
    </message>
    <message>
        <source>checking the rules</source>
        <translation>a szabályok ellenőrzése</translation>
    </message>
    <message>
        <source>the validator failed: {error}</source>
        <translation>az ellenőrző hibázott: {error}</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Ellenőrzés</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Még nincs ellenőrizve</translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation>Hol tart egy nagy forgatókönyv ellenőrzése; közben tovább szerkeszthet</translation>
    </message>
    <message>
        <source>Stop this check: the findings shown stay, marked out of date</source>
        <translation>Az ellenőrzés leállítása: a látható megállapítások maradnak, elavultként jelölve</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Ellenőrzés most</translation>
    </message>
    <message>
        <source>Check the scenario again (it is checked after each pause in editing)</source>
        <translation>A forgatókönyv újraellenőrzése (minden szerkesztési szünet után ellenőrződik)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Sor</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Üzenet</translation>
    </message>
    <message>
        <source>Click a finding to go to its hex or object</source>
        <translation>Kattintson egy megállapításra, hogy a hexájához vagy eleméhez ugorjon</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Ellenőrzés…</translation>
    </message>
    <message>
        <source>starting the check</source>
        <translation>az ellenőrzés indul</translation>
    </message>
    <message>
        <source>Check cancelled: the findings below may be out of date</source>
        <translation>Ellenőrzés megszakítva: a lenti megállapítások elavultak lehetnek</translation>
    </message>
    <message>
        <source>checked in {ms} ms</source>
        <translation>ellenőrizve {ms} ms alatt</translation>
    </message>
    <message>
        <source>error</source>
        <translation>hiba</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>figyelmeztetés</translation>
    </message>
    <message>
        <source>No findings: the scenario checks out</source>
        <translation>Nincs megállapítás: a forgatókönyv rendben van</translation>
    </message>
    <message>
        <source>Errors: {errors}, warnings: {warnings}</source>
        <translation>Hibák: {errors}, figyelmeztetések: {warnings}</translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation>Ellenőrzés — {errors} H, {warnings} F</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Banneret forgatókönyvek (*.yaml *.yml);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Előzmények</translation>
    </message>
    <message>
        <source>The hex under the mouse: label, terrain, level, hexsides, roads, counters</source>
        <translation>Az egér alatti hexa: szám, terep, szint, hexaoldalak, utak, jelzők</translation>
    </message>
    <message>
        <source>Zoom: 100 % draws hexes 64 px wide, as &apos;banneret render&apos; does</source>
        <translation>Nagyítás: 100 %-on a hexák 64 px szélesek, mint a &apos;banneret render&apos;-nél</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>Ú&amp;j…</translation>
    </message>
    <message>
        <source>New scenario: choose the grid</source>
        <translation>Új forgatókönyv: a rács megválasztása</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Forgatókönyv-fájl megnyitása</translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation>A &amp;bemutató csata megnyitása</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbiak megnyitása</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Men&amp;tés</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>A forgatókönyv mentése</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Mentés új néven</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportálás</translation>
    </message>
    <message>
        <source>Map as &amp;PNG…</source>
        <translation>Térkép &amp;PNG-be…</translation>
    </message>
    <message>
        <source>Draw the map (and counters) to a PNG with the shared renderer</source>
        <translation>A térkép (és a jelzők) PNG-be rajzolása a közös megjelenítővel</translation>
    </message>
    <message>
        <source>Map as P&amp;DF…</source>
        <translation>Térkép P&amp;DF-be…</translation>
    </message>
    <message>
        <source>The map at true scale as a vector PDF, one sheet or tiled</source>
        <translation>A térkép valós méretarányban, vektoros PDF-ként, egy lapon vagy csempézve</translation>
    </message>
    <message>
        <source>&amp;Counter sheets (PDF)…</source>
        <translation>&amp;Jelzőlapok (PDF)…</translation>
    </message>
    <message>
        <source>Every counter, fronts and backs mirrored for duplex printing</source>
        <translation>Minden jelző, elő- és hátlap tükrözve a kétoldalas nyomtatáshoz</translation>
    </message>
    <message>
        <source>&amp;Tiled map (TMX)…</source>
        <translation>&amp;Tiled térkép (TMX)…</translation>
    </message>
    <message>
        <source>A hexagonal Tiled map: terrain tiles, counters, places, hexsides</source>
        <translation>Hatszöges Tiled térkép: terepcsempék, jelzők, helyek, hexaoldalak</translation>
    </message>
    <message>
        <source>&amp;VASSAL module…</source>
        <translation>&amp;VASSAL modul…</translation>
    </message>
    <message>
        <source>A VASSAL module: the board and its hex grid, pieces, set-up, dice</source>
        <translation>VASSAL modul: a tábla és hexarácsa, bábuk, felállítás, kockák</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Nyomtatási ké&amp;p…</translation>
    </message>
    <message>
        <source>The printed map&apos;s pages, as they will come out of the printer</source>
        <translation>A nyomtatott térkép oldalai, ahogy a nyomtatóból kijönnek</translation>
    </message>
    <message>
        <source>&amp;Print map…</source>
        <translation>Térkép ny&amp;omtatása…</translation>
    </message>
    <message>
        <source>Print the map at true scale, tiled over the printer&apos;s paper</source>
        <translation>A térkép nyomtatása valós méretarányban, a nyomtató papírjára csempézve</translation>
    </message>
    <message>
        <source>&amp;Import counter sheet…</source>
        <translation>Jelzőlap &amp;importálása…</translation>
    </message>
    <message>
        <source>Cut a scanned counter sheet into units and leaders with their images</source>
        <translation>Beszkennelt jelzőlap felvágása egységekre és parancsnokokra a képeikkel</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>usage: python -m {module} FILE</source>
        <translation>használat: python -m {module} FÁJL</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Szer&amp;kesztés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id</source>
        <translation>A kijelölt parancsnok vagy egység másolása a következő azonosítóval</translation>
    </message>
    <message>
        <source>Scenario &amp;settings…</source>
        <translation>Forgatókönyv-&amp;beállítások…</translation>
    </message>
    <message>
        <source>Title, turns, ruleset, reinforcements, special rules, victory</source>
        <translation>Cím, fordulók, szabályok, erősítések, különleges szabályok, győzelem</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation>A térkép ki&amp;töltése</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Az egész térkép mutatása</translation>
    </message>
    <message>
        <source>&amp;100 %</source>
        <translation>&amp;100 %</translation>
    </message>
    <message>
        <source>Hexes as wide as the renderer draws them</source>
        <translation>Akkora hexák, amilyennek a megjelenítő rajzolja őket</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Rétegek</translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation>Megjelenítés vagy elrejtés: {layer}</translation>
    </message>
    <message>
        <source>Show or hide the legend: what every mark of the map means, with its rule</source>
        <translation>A jelmagyarázat megjelenítése vagy elrejtése: mit jelent a térkép minden jele, a szabályával</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>&amp;Minitérkép</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>N&amp;yelv</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Térkép</translation>
    </message>
    <message>
        <source>&amp;Background image…</source>
        <translation>&amp;Háttérkép…</translation>
    </message>
    <message>
        <source>Load a scanned map and fit the grid onto it</source>
        <translation>Beszkennelt térkép betöltése és a rács ráillesztése</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Eszközök</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>Editor &amp;guide</source>
        <translation>A szerkesztő &amp;útmutatója</translation>
    </message>
    <message>
        <source>The user&apos;s guide of the editor, with pictures (docs/editor.md)</source>
        <translation>A szerkesztő felhasználói útmutatója, képekkel (docs/editor.md)</translation>
    </message>
    <message>
        <source>&amp;Playing guide</source>
        <translation>&amp;Játék útmutató</translation>
    </message>
    <message>
        <source>How to play a scenario through in the editor (docs/play.md)</source>
        <translation>Hogyan játsszunk végig egy forgatókönyvet a szerkesztőben (docs/play.md)</translation>
    </message>
    <message>
        <source>&amp;Counter sheets guide</source>
        <translation>Jelzőla&amp;pok útmutatója</translation>
    </message>
    <message>
        <source>Cutting scanned counter sheets into units (docs/sheets.md)</source>
        <translation>Beszkennelt jelzőlapok felvágása egységekre (docs/sheets.md)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools</source>
        <translation>A szerkesztő minden billentyűje, a menükből és eszközökből kiolvasva</translation>
    </message>
    <message>
        <source>&amp;About Banneret</source>
        <translation>A Banneret &amp;névjegye</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fájl</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Eszközök</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Eszközbeállítások</translation>
    </message>
    <message>
        <source>{display_name}{star} — {title} — Banneret</source>
        <translation>{display_name}{star} — {title} — Banneret</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Mentetlen változások</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation>Menti a(z) {name} változásait bezárás előtt?</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Forgatókönyv megnyitása</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>{name} megnyitása…</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <source>Opening {name} cancelled: nothing changed</source>
        <translation>{name} megnyitása megszakítva: semmi sem változott</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>{name} rajzolása…</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… és még {count}</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a scenario:

{lines}{more}</source>
        <translation>{name} nem nyitható meg forgatókönyvként:

{lines}{more}</translation>
    </message>
    <message>
        <source>Opened with {errors} error(s): see Validation</source>
        <translation>Megnyitva {errors} hibával: lásd Ellenőrzés</translation>
    </message>
    <message>
        <source>Save the scenario as</source>
        <translation>A forgatókönyv mentése másként</translation>
    </message>
    <message>
        <source>Making the text and reading it back</source>
        <translation>A szöveg elkészítése és visszaolvasása</translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation>A fájl írása</translation>
    </message>
    <message>
        <source>Saving {name}…</source>
        <translation>{name} mentése…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written</source>
        <translation>Mentés megszakítva: semmi sem íródott ki</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Nem menthető</translation>
    </message>
    <message>
        <source>{error}.

Nothing was written; your work is still here.</source>
        <translation>{error}.

Semmi sem íródott ki; a munkája megvan.</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; your work is still here. Try Save As.</source>
        <translation>{path} nem írható: {error}.

A lemezen lévő fájl változatlan; a munkája megvan. Próbálja a Mentés másként parancsot.</translation>
    </message>
    <message>
        <source>kept the counter library&apos;s own changes to {ids}</source>
        <translation>a korongkönyvtár saját módosításai megmaradtak: {ids}</translation>
    </message>
    <message>
        <source>Saved {path}{note}</source>
        <translation>Mentve: {path}{note}</translation>
    </message>
    <message>
        <source>{display_name} was changed by another program; Save will ask whether to overwrite it or reload it</source>
        <translation>{display_name} fájlt egy másik program módosította; a Mentés megkérdezi, felülírja vagy újratölti-e</translation>
    </message>
    <message>
        <source>The counter library {name} was changed by another program: the counters shown are those you opened; Save asks before writing into it</source>
        <translation>A(z) {name} jelzőkönyvtárat egy másik program módosította: a látható jelzők azok, amelyeket megnyitott; a Mentés rákérdez, mielőtt beleírna</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>A térkép exportálása PNG-be</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG képek (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportálás</translation>
    </message>
    <message>
        <source>Hex width in pixels:</source>
        <translation>Hexaszélesség pixelben:</translation>
    </message>
    <message>
        <source>Draw the counters too?</source>
        <translation>A jelzőket is rajzolja?</translation>
    </message>
    <message>
        <source>Drawing the map</source>
        <translation>A térkép rajzolása</translation>
    </message>
    <message>
        <source>Writing the PNG</source>
        <translation>A PNG írása</translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation>Megjelenítés…</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>{name} exportálása…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Sikertelen exportálás</translation>
    </message>
    <message>
        <source>The map could not be exported: {error}</source>
        <translation>A térkép nem exportálható: {error}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Exportálva: {path}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Exportálás megszakítva: semmi sem íródott ki</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}

Your work is here, unchanged.</source>
        <translation>A nyelvet nem sikerült megváltoztatni: {error}

A munkája megvan, változatlanul.</translation>
    </message>
    <message>
        <source>The language changes when no working window is open: close “{name}” first.</source>
        <translation>A nyelv akkor változtatható, ha nincs nyitva munkaablak: előbb zárja be ezt: „{name}”.</translation>
    </message>
    <message>
        <source>About Banneret</source>
        <translation>A Banneret névjegye</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banneret&lt;/b&gt; — scenario editor for Frédéric Bey&apos;s &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Banneret&lt;/b&gt; — forgatókönyv-szerkesztő Frédéric Bey &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt; sorozatához.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Sikertelen automatikus mentés: {error}</translation>
    </message>
    <message>
        <source>Unsaved work kept in the recovery folder</source>
        <translation>A mentetlen munka a helyreállítási mappában maradt</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Megváltozott a lemezen</translation>
    </message>
    <message>
        <source>{name} was changed by another program since you opened it.

Overwrite it with your version (its changes are lost), reload it (your unsaved changes are lost), or cancel?</source>
        <translation>{name} fájlt egy másik program módosította, mióta megnyitotta.

Felülírja a saját változatával (az ő változásai elvesznek), újratölti (az ön mentetlen változásai elvesznek), vagy mégsem?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Felülírás</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Újratöltés</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>A fájl olvasása</translation>
    </message>
    <message>
        <source>Reading the YAML</source>
        <translation>A YAML olvasása</translation>
    </message>
    <message>
        <source>Checking the format</source>
        <translation>A formátum ellenőrzése</translation>
    </message>
    <message>
        <source>Building the scenario</source>
        <translation>A forgatókönyv felépítése</translation>
    </message>
    <message>
        <source>Checking the rules</source>
        <translation>A szabályok ellenőrzése</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>egy cím nélküli forgatókönyv</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Helyreállítja a mentetlen munkát?</translation>
    </message>
    <message>
        <source>Banneret did not close normally. Unsaved work on {original} was kept at {when}.

Open it?</source>
        <translation>A Banneret nem rendesen zárult be. A(z) {original} mentetlen munkája megmaradt ekkor: {when}.

Megnyitja?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Nem állítható helyre</translation>
    </message>
    <message>
        <source>The recovery file {path} cannot be read: {error}. It is kept there.</source>
        <translation>A(z) {path} helyreállítási fájl nem olvasható: {error}. Ott marad.</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Helyreállított munka</translation>
    </message>
    <message>
        <source>Fit the background</source>
        <translation>A háttér illesztése</translation>
    </message>
    <message>
        <source>Click a hex centre on the scan</source>
        <translation>Kattintson egy hexa közepére a szkennelt képen</translation>
    </message>
    <message>
        <source>Which hex?</source>
        <translation>Melyik hexa?</translation>
    </message>
    <message>
        <source>Label of the hex whose centre you clicked:</source>
        <translation>Annak a hexának a száma, amelynek a közepére kattintott:</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Háttérkép</translation>
    </message>
    <message>
        <source>Load image…</source>
        <translation>Kép betöltése…</translation>
    </message>
    <message>
        <source>A scan of the map (PNG, JPEG); it is kept beside the scenario file</source>
        <translation>A térkép szkennelt képe (PNG, JPEG); a forgatókönyv-fájl mellett marad</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Átlátszatlanság</translation>
    </message>
    <message>
        <source>How strongly the scan shows under the map</source>
        <translation>Mennyire látszik a szkennelt kép a térkép alatt</translation>
    </message>
    <message>
        <source>Quick fit: the first hex&apos;s centre and the hex width</source>
        <translation>Gyors illesztés: az első hexa közepe és a hexaszélesség</translation>
    </message>
    <message>
        <source>Hex width on the scan, corner to corner, in pixels</source>
        <translation>Hexaszélesség a szkennelt képen, saroktól sarokig, pixelben</translation>
    </message>
    <message>
        <source>Click it on the map</source>
        <translation>Kattintson rá a térképen</translation>
    </message>
    <message>
        <source>Then click the centre of the first hex on the scan</source>
        <translation>Majd kattintson az első hexa közepére a szkennelt képen</translation>
    </message>
    <message>
        <source>Centre of the first hex (scan px)</source>
        <translation>Az első hexa közepe (szkennelt kép px)</translation>
    </message>
    <message>
        <source>Hex width (scan px)</source>
        <translation>Hexaszélesség (szkennelt kép px)</translation>
    </message>
    <message>
        <source>Apply quick fit</source>
        <translation>Gyors illesztés alkalmazása</translation>
    </message>
    <message>
        <source>Exact fit: click the centres of 3 or more known hexes, far apart</source>
        <translation>Pontos illesztés: kattintson 3 vagy több ismert, egymástól távoli hexa közepére</translation>
    </message>
    <message>
        <source>Click hex centres on the map</source>
        <translation>Kattintson hexaközepekre a térképen</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexa</translation>
    </message>
    <message>
        <source>Scan x</source>
        <translation>Kép x</translation>
    </message>
    <message>
        <source>Scan y</source>
        <translation>Kép y</translation>
    </message>
    <message>
        <source>Residual (px)</source>
        <translation>Eltérés (px)</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Pont eltávolítása</translation>
    </message>
    <message>
        <source>Fit and apply</source>
        <translation>Illesztés és alkalmazás</translation>
    </message>
    <message>
        <source>Least-squares affine fit: scale, rotation, skew, squashed hexes</source>
        <translation>Legkisebb négyzetes affin illesztés: méretarány, forgatás, nyírás, lapított hexák</translation>
    </message>
    <message>
        <source>Clear exact fit</source>
        <translation>A pontos illesztés törlése</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Nincs kép</translation>
    </message>
    <message>
        <source>Scanned map</source>
        <translation>Szkennelt térkép</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>Képek (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Save first</source>
        <translation>Előbb mentsen</translation>
    </message>
    <message>
        <source>Save the scenario first: the image is kept beside it.</source>
        <translation>Előbb mentse a forgatókönyvet: a kép mellette marad.</translation>
    </message>
    <message>
        <source>Copy the image?</source>
        <translation>Átmásolja a képet?</translation>
    </message>
    <message>
        <source>The image must be in the scenario&apos;s folder. Copy it to {target}?</source>
        <translation>A képnek a forgatókönyv mappájában kell lennie. Átmásolja ide: {target}?</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>Nem másolható</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>A háttér eltávolítása</translation>
    </message>
    <message>
        <source>Background opacity</source>
        <translation>A háttér átlátszatlansága</translation>
    </message>
    <message>
        <source>Quick fit of the background</source>
        <translation>A háttér gyors illesztése</translation>
    </message>
    <message>
        <source>Not a hex label</source>
        <translation>Nem hexaszám</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>A térképen kívül</translation>
    </message>
    <message>
        <source>{label} is not on this map.</source>
        <translation>{label} nincs ezen a térképen.</translation>
    </message>
    <message>
        <source>Cannot fit</source>
        <translation>Nem illeszthető</translation>
    </message>
    <message>
        <source>Exact fit of the background</source>
        <translation>A háttér pontos illesztése</translation>
    </message>
    <message>
        <source>Clear the exact fit</source>
        <translation>A pontos illesztés törlése</translation>
    </message>
    <message>
        <source>Hexes {w} × {h} scan px (squash {squash}), rotation {rotation}°, skew {skew}°</source>
        <translation>Hexák: {w} × {h} képpont (lapítás {squash}), forgatás {rotation}°, nyírás {skew}°</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terep</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Szintek</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Rács</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Hexaoldalak</translation>
    </message>
    <message>
        <source>Roads and tracks</source>
        <translation>Utak és ösvények</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Hexaszámok</translation>
    </message>
    <message>
        <source>Place names</source>
        <translation>Helynevek</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Jelzők</translation>
    </message>
    <message>
        <source>Rout edges</source>
        <translation>Menekülési szélek</translation>
    </message>
    <message>
        <source>Validation marks</source>
        <translation>Ellenőrzési jelek</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Eszköz</translation>
    </message>
    <message>
        <source>Brush size {n}: {size} (key {n})</source>
        <translation>Ecsetméret {n}: {size} ({n} billentyű)</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>egy hexa</translation>
    </message>
    <message>
        <source>a hex and its 6 neighbours</source>
        <translation>egy hexa és 6 szomszédja</translation>
    </message>
    <message>
        <source>two rings: 19 hexes</source>
        <translation>két gyűrű: 19 hexa</translation>
    </message>
    <message>
        <source>Select and move counters</source>
        <translation>Jelzők kijelölése és mozgatása</translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
        <translation>Kattintson egy hexára vagy jelzőre a kijelöléséhez; húzzon egy egységet, hogy egész gúláját a parancsnokaival együtt mozgassa (Shift+húzás: csak azt a jelzőt); húzzon a seregek listájából egy elhelyezéséhez. A kijelölt jelzőt a [ és ] vagy a Shift+görgő forgatja; a Page Up/Down a gúlán belüli helyét változtatja; a Delete leveszi a térképről. Ahol a jelzők nem állhatnak (NA terep, a gúlázási korlát), ott az ejtést elutasítja, és az állapotsor megmondja, miért. Jobb kattintás: további lehetőségek.</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Arcvonal</translation>
    </message>
    <message>
        <source>Turn clockwise	]</source>
        <translation>Forgatás az óramutató irányában	]</translation>
    </message>
    <message>
        <source>Turn anticlockwise	[</source>
        <translation>Forgatás az óramutatóval szemben	[</translation>
    </message>
    <message>
        <source>Fatigued (back side)</source>
        <translation>Fáradt (hátlap)</translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation>Rendezetlenség</translation>
    </message>
    <message>
        <source>Up the stack	Page Up</source>
        <translation>Feljebb a gúlában	Page Up</translation>
    </message>
    <message>
        <source>Down the stack	Page Down</source>
        <translation>Lejjebb a gúlában	Page Down</translation>
    </message>
    <message>
        <source>Remove from the map	Delete</source>
        <translation>Levétel a térképről	Delete</translation>
    </message>
    <message>
        <source>Not moved: {problem}</source>
        <translation>Nem mozdult: {problem}</translation>
    </message>
    <message>
        <source>the stack of {unit} ({count} counters)</source>
        <translation>{unit} gúlája ({count} jelző)</translation>
    </message>
    <message>
        <source>Move {what} to {label}</source>
        <translation>{what} áthelyezése ide: {label}</translation>
    </message>
    <message>
        <source>Turn {unit_id} to {name}</source>
        <translation>{unit_id} fordítása erre: {name}</translation>
    </message>
    <message>
        <source>Face {unit} {facing}</source>
        <translation>{unit} arcvonala: {facing}</translation>
    </message>
    <message>
        <source>Change {ident}</source>
        <translation>{ident} módosítása</translation>
    </message>
    <message>
        <source>Take {ident} off the map</source>
        <translation>{ident} levétele a térképről</translation>
    </message>
    <message>
        <source>Raise {ident} in its stack</source>
        <translation>{ident} feljebb a gúlájában</translation>
    </message>
    <message>
        <source>Lower {ident} in its stack</source>
        <translation>{ident} lejjebb a gúlájában</translation>
    </message>
    <message>
        <source>Rout edge hexes</source>
        <translation>Menekülési szél hexái</translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the chosen side&apos;s rout edge (right-click removes). To use a whole map edge, choose it in the side&apos;s form instead.</source>
        <translation>Kattintson vagy húzzon hexák fölött, hogy a választott fél menekülési széléhez adja őket (jobb kattintás: eltávolítás). Egy egész térképszélhez inkább a fél űrlapján válassza ki.</translation>
    </message>
    <message>
        <source>Add a side first (Armies)</source>
        <translation>Előbb adjon hozzá egy felet (Seregek)</translation>
    </message>
    <message>
        <source>Rout edge of {name}</source>
        <translation>{name} menekülési széle</translation>
    </message>
    <message>
        <source>New BBG table scenario…</source>
        <translation>Új BBG asztali forgatókönyv…</translation>
    </message>
    <message>
        <source>New BBG army list…</source>
        <translation>Új BBG sereglista…</translation>
    </message>
    <message>
        <source>New BBG army sheet…</source>
        <translation>Új BBG sereglap…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Új csata</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Cím:</translation>
    </message>
    <message>
        <source>Table width (M):</source>
        <translation>Az asztal szélessége (M):</translation>
    </message>
    <message>
        <source>Table depth (M):</source>
        <translation>Az asztal mélysége (M):</translation>
    </message>
    <message>
        <source>Centimetres per M:</source>
        <translation>Centiméter mozgásonként (M):</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Fordulók:</translation>
    </message>
    <message>
        <source>The side&apos;s army list file, relative to the scenario</source>
        <translation>A fél sereglistájának fájlja, a forgatókönyvhöz képest</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Fél:</translation>
    </message>
    <message>
        <source>Army list file:</source>
        <translation>Sereglista fájlja:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Azonosító:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Név:</translation>
    </message>
    <message>
        <source>The table scenario this sheet belongs to, relative to the sheet</source>
        <translation>Az asztali forgatókönyv, amelyhez ez a sereglap tartozik, a lapához képest</translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Forgatókönyv fájlja:</translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation>Kattintson vagy húzzon, hogy a hexákat egy szinttel emelje; jobb kattintás: süllyesztés; &apos;Beállítás&apos; módban a választott szintre állítja. Minden hexa vonásonként egyszer változik.</translation>
    </message>
    <message>
        <source>Set the level of hexes</source>
        <translation>Hexák szintjének beállítása</translation>
    </message>
    <message>
        <source>Lower hexes</source>
        <translation>Hexák süllyesztése</translation>
    </message>
    <message>
        <source>Raise hexes</source>
        <translation>Hexák emelése</translation>
    </message>
    <message>
        <source>Raise (right: lower)</source>
        <translation>Emelés (jobb: süllyesztés)</translation>
    </message>
    <message>
        <source>Lower (right: raise)</source>
        <translation>Süllyesztés (jobb: emelés)</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Beállítás</translation>
    </message>
    <message>
        <source>What a click does to the level</source>
        <translation>Mit tesz egy kattintás a szinttel</translation>
    </message>
    <message>
        <source>The level &apos;Set to&apos; gives (the picker, I, takes it from the map)</source>
        <translation>A &apos;Beállítás&apos; által adott szint (a pipetta, I, a térképről veszi)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mód:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Méret:</translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation>Kattintson egy hexaoldal közelébe, vagy húzzon végig hexaoldalak során, hogy a választott elemet rajzolja; jobb kattintás vagy jobb húzás törli. Falnál, kapunál és erődítésnél a hexaoldal belső felére kattintson. Híd vagy gázló folyóra vagy patakra kerül.</translation>
    </message>
    <message>
        <source>Erase hexside features</source>
        <translation>Hexaoldal-elemek törlése</translation>
    </message>
    <message>
        <source>Erase {feature}</source>
        <translation>{feature} törlése</translation>
    </message>
    <message>
        <source>Draw {feature}</source>
        <translation>{feature} rajzolása</translation>
    </message>
    <message>
        <source>A {feature} crosses a {crossed}: draw one on this hexside too (R38)</source>
        <translation>Egy {feature} keresztez egy {crossed} elemet: rajzoljon egyet erre a hexaoldalra is (R38)</translation>
    </message>
    <message>
        <source> or a </source>
        <translation> vagy </translation>
    </message>
    <message>
        <source>The hexside feature to draw</source>
        <translation>A rajzolandó hexaoldal-elem</translation>
    </message>
    <message>
        <source>Right-drag erases every feature</source>
        <translation>A jobb húzás minden elemet töröl</translation>
    </message>
    <message>
        <source>Off: right-drag erases only the chosen feature</source>
        <translation>Kikapcsolva: a jobb húzás csak a választott elemet törli</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Elem:</translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation>Húzzon a hexákon át, hogy utat vagy ösvényt fektessen szakaszonként (csak szomszédos hexák között); a jobb húzás szakaszokat töröl.</translation>
    </message>
    <message>
        <source>Lay {kind}</source>
        <translation>{kind} fektetése</translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation>{kind} eltávolítása</translation>
    </message>
    <message>
        <source>Route:</source>
        <translation>Útvonal:</translation>
    </message>
    <message>
        <source>Road or track</source>
        <translation>Út vagy ösvény</translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation>Kattintson egy hexára, hogy nevet adjon neki (falu, domb); az üres név eltávolítja.</translation>
    </message>
    <message>
        <source>Place name</source>
        <translation>Helynév</translation>
    </message>
    <message>
        <source>Name of the place (empty: no name):</source>
        <translation>A hely neve (üres: nincs név):</translation>
    </message>
    <message>
        <source>Name {label}</source>
        <translation>{label} elnevezése</translation>
    </message>
    <message>
        <source>Remove the name of {label}</source>
        <translation>{label} nevének eltávolítása</translation>
    </message>
    <message>
        <source>Everything on the map</source>
        <translation>Minden a térképen</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Hexaoldal-elemek</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radír</translation>
    </message>
    <message>
        <source>Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names (choose which).</source>
        <translation>Húzással töröl a hexákról: terep, szintek, hexaoldal-elemek, utak és ösvények, nevek (választható).</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Erase:</source>
        <translation>Törlés:</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Pipetta</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
        <translation>Kattintson egy hexára, hogy átvegye a terepét (az ecsethez, kitöltéshez és téglalaphoz) és a szintjét (a &apos;Beállítás&apos;-hoz).</translation>
    </message>
    <message>
        <source>The terrain to paint (the picker, I, takes it from the map)</source>
        <translation>A festendő terep (a pipetta, I, a térképről veszi)</translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation>Terepecset</translation>
    </message>
    <message>
        <source>Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A whole stroke is one undo step.</source>
        <translation>Húzással a választott terepet festi; a jobb húzás sík terepet fest. Méretek: 1, 2, 3 (1-3 billentyűk). Egy teljes vonás egy visszavonási lépés.</translation>
    </message>
    <message>
        <source>Paint {value}</source>
        <translation>Festés: {value}</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terep:</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Kitöltés</translation>
    </message>
    <message>
        <source>Click to fill the connected area of one terrain with the chosen terrain (right-click: with clear).</source>
        <translation>Kattintással az egyféle terepű összefüggő területet a választott terepre tölti (jobb kattintás: sík terepre).</translation>
    </message>
    <message>
        <source>Fill with {value}</source>
        <translation>Kitöltés: {value}</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Téglalap</translation>
    </message>
    <message>
        <source>Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).</source>
        <translation>Húzzon egy oszlopokból és sorokból álló téglalapot, amelyet a választott terep tölt ki (jobb húzás: sík terep).</translation>
    </message>
    <message>
        <source>Rectangle of {value}</source>
        <translation>Téglalap: {value}</translation>
    </message>
    <message>
        <source>Leave play mode</source>
        <translation>Kilépés a játék módból</translation>
    </message>
    <message>
        <source>The test game has {moves} move(s).

Keep it, to resume it the next time you enter play mode?

Yes: keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.</source>
        <translation>A próbajátszmában {moves} lépés van.

Megtartja, hogy legközelebb játék módba lépve folytathassa?

Igen: megtartás · Nem: elvetés · Mégse: marad játék módban. A forgatókönyv egyik esetben sem változik.</translation>
    </message>
    <message>
        <source>Close during a test game</source>
        <translation>Bezárás próbajátszma közben</translation>
    </message>
    <message>
        <source>The test game ({moves} move(s)) is not kept when the editor closes.

Save its position as a test scenario first?</source>
        <translation>A próbajátszma ({moves} lépés) nem marad meg, amikor a szerkesztő bezárul.

Előbb menti az állását próbaforgatókönyvként?</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>&amp;Játék mód</translation>
    </message>
    <message>
        <source>Test-play the scenario with the rules engine (the scenario is not changed)</source>
        <translation>A forgatókönyv kipróbálása a szabálymotorral (a forgatókönyv nem változik)</translation>
    </message>
    <message>
        <source>&amp;New test game…</source>
        <translation>Új &amp;próbajátszma…</translation>
    </message>
    <message>
        <source>Start the game again from the setup, a leader&apos;s activation or a saved game</source>
        <translation>A játszma újrakezdése a felállításból, egy parancsnok aktiválásától vagy egy mentett játszmából</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>Lépés &amp;visszavonása</translation>
    </message>
    <message>
        <source>Step back one choice in the game</source>
        <translation>Egy döntéssel vissza a játszmában</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Lépés új&amp;ra</translation>
    </message>
    <message>
        <source>Step forward again along the line</source>
        <translation>Ismét előre a vonalon</translation>
    </message>
    <message>
        <source>Save position as &amp;test…</source>
        <translation>Állás mentése pró&amp;baként…</translation>
    </message>
    <message>
        <source>Write the position shown as a scenario file (a test position) that the editor and the CLI can open</source>
        <translation>A mutatott állás írása forgatókönyv-fájlként (próbaállás), amelyet a szerkesztő és a parancssor is megnyit</translation>
    </message>
    <message>
        <source>Start a leader&apos;s &amp;activation…</source>
        <translation>Parancsnok &amp;aktiválásának kezdése…</translation>
    </message>
    <message>
        <source>A designer step: begin a leader&apos;s activation in the position shown</source>
        <translation>Tervezői lépés: egy parancsnok aktiválásának kezdése a mutatott állásban</translation>
    </message>
    <message>
        <source>Save the game &amp;record…</source>
        <translation>A játszmajegyzőkönyv men&amp;tése…</translation>
    </message>
    <message>
        <source>Write the game (every branch) as a game record (banneret-game/1)</source>
        <translation>A játszma (minden ága) írása játszmajegyzőkönyvként (banneret-game/1)</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>Játszmajegyzőkönyv &amp;megnyitása…</translation>
    </message>
    <message>
        <source>Replay a saved game of this scenario, its branches included</source>
        <translation>E forgatókönyv egy mentett játszmájának visszajátszása, ágaival együtt</translation>
    </message>
    <message>
        <source>&amp;Balance study…</source>
        <translation>&amp;Egyensúlyvizsgálat…</translation>
    </message>
    <message>
        <source>Play many games of the open scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
        <translation>A megnyitott forgatókönyv sok játszmája programjátékosok között, a háttérben; jelentés a felenkénti győzelmekről, a GyP-ről, a döntő fordulóról és arról, hol estek el az egységek</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Program player</source>
        <translation>Programjátékos</translation>
    </message>
    <message>
        <source>Game records need rules.games.record (the engine&apos;s game-record work), not there yet</source>
        <translation>A játszmajegyzőkönyvekhez a rules.games.record kell (a motor jegyzőkönyv-munkája), ez még nincs meg</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <source>Combat odds</source>
        <translation>Harci esélyek</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>The scenario has changed</source>
        <translation>A forgatókönyv megváltozott</translation>
    </message>
    <message>
        <source>The scenario was edited since the test game was kept; that game is played on the scenario as it was.

Start a new game on the scenario as it is now?

Yes: a new game (the kept one is discarded) · No: resume the kept game</source>
        <translation>A forgatókönyvet módosították, mióta a próbajátszmát megtartotta; az a játszma a forgatókönyv akkori állapotán folyik.

Új játszmát kezd a forgatókönyv mostani állapotán?

Igen: új játszma (a megtartott elvész) · Nem: a megtartott játszma folytatása</translation>
    </message>
    <message>
        <source>Resuming the game kept when you left play mode</source>
        <translation>A játék módból kilépéskor megtartott játszma folytatása</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>A mentett játszma nem nyitható meg</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Mentett játszma</translation>
    </message>
    <message>
        <source>{name} was replayed as far as it could be:

</source>
        <translation>{name} visszajátszva, ameddig lehetett:

</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>A játszma nem kezdhető el</translation>
    </message>
    <message>
        <source>The game cannot start from {start}:

{error}</source>
        <translation>A játszma nem kezdhető el innen: {start}:

{error}</translation>
    </message>
    <message>
        <source> — play mode — Banneret</source>
        <translation> — játék mód — Banneret</translation>
    </message>
    <message>
        <source>Play mode: {describe}. The scenario is not changed by the game.</source>
        <translation>Játék mód: {describe}. A játszma nem változtatja a forgatókönyvet.</translation>
    </message>
    <message>
        <source>Left play mode; the game is kept for next time. The scenario was not changed.</source>
        <translation>Kilépett a játék módból; a játszma megmarad legközelebbre. A forgatókönyv nem változott.</translation>
    </message>
    <message>
        <source>Left play mode. The scenario was not changed.</source>
        <translation>Kilépett a játék módból. A forgatókönyv nem változott.</translation>
    </message>
    <message>
        <source>New test game</source>
        <translation>Új próbajátszma</translation>
    </message>
    <message>
        <source>Discard the game being played?</source>
        <translation>Elveti a folyó játszmát?</translation>
    </message>
    <message>
        <source>Not allowed: {error}</source>
        <translation>Nem szabályos: {error}</translation>
    </message>
    <message>
        <source>The engine failed on this choice: {__name__}: {error}</source>
        <translation>A motor hibázott ennél a döntésnél: {__name__}: {error}</translation>
    </message>
    <message>
        <source>The engine failed: {__name__}: {error}</source>
        <translation>A motor hibázott: {__name__}: {error}</translation>
    </message>
    <message>
        <source>Cannot start {leader}&apos;s activation: {error}</source>
        <translation>{leader} aktiválása nem kezdhető el: {error}</translation>
    </message>
    <message>
        <source>Start an activation</source>
        <translation>Aktiválás kezdése</translation>
    </message>
    <message>
        <source>A designer step, not a choice of the rules. Leader:</source>
        <translation>Tervezői lépés, nem a szabályok szerinti döntés. Parancsnok:</translation>
    </message>
    <message>
        <source>The seeded dice failed: {error}</source>
        <translation>A magos kockák hibáztak: {error}</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game</source>
        <translation>Nincs mit visszavonni: ez a játszma kezdete</translation>
    </message>
    <message>
        <source>Nothing to redo on this line</source>
        <translation>Ezen a vonalon nincs mit újra végrehajtani</translation>
    </message>
    <message>
        <source>The odds of this choice cannot be computed: {error}</source>
        <translation>Ennek a döntésnek az esélyei nem számíthatók ki: {error}</translation>
    </message>
    <message>
        <source>{count} legal choices make this combat: pick one in the decision panel</source>
        <translation>{count} szabályos döntés alkotja ezt a harcot: válasszon egyet a döntési panelen</translation>
    </message>
    <message>
        <source>{count} choices end in {label}: pick one in the decision panel</source>
        <translation>{count} döntés végződik itt: {label}: válasszon egyet a döntési panelen</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>A fájl nem nyitható meg</translation>
    </message>
    <message>
        <source>{target} cannot be opened as a scenario:

{text}</source>
        <translation>{target} nem nyitható meg forgatókönyvként:

{text}</translation>
    </message>
    <message>
        <source>Create a new scenario?</source>
        <translation>Új forgatókönyvet hoz létre?</translation>
    </message>
    <message>
        <source>{path} does not exist.

Create a new scenario there?</source>
        <translation>{path} nem létezik.

Létrehoz ott egy új forgatókönyvet?</translation>
    </message>
    <message>
        <source>Cannot create the file</source>
        <translation>A fájl nem hozható létre</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

Choose another place.</source>
        <translation>{path} nem írható: {error}.

Válasszon másik helyet.</translation>
    </message>
    <message>
        <source>The editor: a user&apos;s guide</source>
        <translation>A szerkesztő: felhasználói útmutató</translation>
    </message>
    <message>
        <source>Playing, scoring and recording games</source>
        <translation>Játszmák játszása, pontozása és rögzítése</translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation>Jelzőlapok</translation>
    </message>
    <message>
        <source>The scenario file format</source>
        <translation>A forgatókönyv-fájl formátuma</translation>
    </message>
    <message>
        <source>Validation findings</source>
        <translation>Az ellenőrzés megállapításai</translation>
    </message>
    <message>
        <source>The banneret command</source>
        <translation>A banneret parancs</translation>
    </message>
    <message>
        <source>The rules as Banneret implements them</source>
        <translation>A szabályok, ahogy a Banneret alkalmazza őket</translation>
    </message>
    <message>
        <source>Banneret help</source>
        <translation>Banneret súgó</translation>
    </message>
    <message>
        <source>The guides that come with Banneret (docs/)</source>
        <translation>A Banneret-tel érkező útmutatók (docs/)</translation>
    </message>
    <message>
        <source>Open in the browser</source>
        <translation>Megnyitás a böngészőben</translation>
    </message>
    <message>
        <source>Show this guide in your web browser</source>
        <translation>Ennek az útmutatónak a megjelenítése a webböngészőben</translation>
    </message>
    <message>
        <source>The guide {name} is not installed with this copy of Banneret.</source>
        <translation>A(z) {name} útmutató nincs telepítve a Banneret ezen példányával.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Új forgatókönyv</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Cím</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Oszlopok</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Sorok</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns (the published maps)</source>
        <translation>Lapjával felfelé álló hexák oszlopokban (a kiadott térképek)</translation>
    </message>
    <message>
        <source>Pointy-topped hexes in rows</source>
        <translation>Csúcsával felfelé álló hexák sorokban</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Tájolás</translation>
    </message>
    <message>
        <source>Odd columns sit high (R12)</source>
        <translation>A páratlan oszlopok állnak magasabban (R12)</translation>
    </message>
    <message>
        <source>Even columns sit high</source>
        <translation>A páros oszlopok állnak magasabban</translation>
    </message>
    <message>
        <source>Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.</source>
        <translation>Lapos rácsok: az oszlopok fél hexával feljebb. Csúcsos rácsok: a sorok fél hexával balra.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Eltolás</translation>
    </message>
    <message>
        <source>First column number</source>
        <translation>Az első oszlop száma</translation>
    </message>
    <message>
        <source>First row number</source>
        <translation>Az első sor száma</translation>
    </message>
    <message>
        <source>Odd rows sit left</source>
        <translation>A páratlan sorok állnak balra</translation>
    </message>
    <message>
        <source>Even rows sit left</source>
        <translation>A páros sorok állnak balra</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (ismeretlen)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Választás…</translation>
    </message>
    <message>
        <source>The {what}: type ids, or choose them from the side&apos;s list</source>
        <translation>{what}: írja be az azonosítókat, vagy válassza ki őket a fél listájából</translation>
    </message>
    <message>
        <source>Choose the {what}</source>
        <translation>Választás: {what}</translation>
    </message>
    <message>
        <source>No {what} for this side yet: choose the side first, or add them in Armies.</source>
        <translation>Ennél a félnél még nincs ilyen ({what}): előbb válassza ki a felet, vagy adja hozzá őket a Seregekben.</translation>
    </message>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation>{0} (nincs ebben a forgatókönyvben)</translation>
    </message>
    <message>
        <source>Pick on map…</source>
        <translation>Kijelölés a térképen…</translation>
    </message>
    <message>
        <source>The {what}: hex labels, or pick them on the map</source>
        <translation>{what}: hexaszámok, vagy jelölje ki őket a térképen</translation>
    </message>
    <message>
        <source>entry hexes</source>
        <translation>belépési hexák</translation>
    </message>
    <message>
        <source>hexes:</source>
        <translation>hexák:</translation>
    </message>
    <message>
        <source>the north edge</source>
        <translation>az északi szél</translation>
    </message>
    <message>
        <source>the south edge</source>
        <translation>a déli szél</translation>
    </message>
    <message>
        <source>the east edge</source>
        <translation>a keleti szél</translation>
    </message>
    <message>
        <source>the west edge</source>
        <translation>a nyugati szél</translation>
    </message>
    <message>
        <source>The map edge they enter by, or &apos;hexes:&apos; and the hexes picked on the map (R29)</source>
        <translation>A térképszél, amelyen belépnek, vagy &apos;hexák:&apos; és a térképen kijelölt hexák (R29)</translation>
    </message>
    <message>
        <source>Pick hexes</source>
        <translation>Hexák kijelölése</translation>
    </message>
    <message>
        <source>Click a hex to add it; click it again to take it out</source>
        <translation>Kattintson egy hexára a hozzáadásához; újabb kattintás kiveszi</translation>
    </message>
    <message>
        <source>Pick the {what} on the map</source>
        <translation>Kijelölés a térképen: {what}</translation>
    </message>
    <message>
        <source>Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: pan.</source>
        <translation>Kattintson hexákra a hozzáadásukhoz; újabb kattintás kiveszi. Görgő: nagyítás; Szóköz+húzás: mozgatás.</translation>
    </message>
    <message>
        <source>Picked: none yet</source>
        <translation>Kijelölve: még semmi</translation>
    </message>
    <message>
        <source>Picked: {labels}</source>
        <translation>Kijelölve: {labels}</translation>
    </message>
    <message>
        <source>Both stacked artillery units fire</source>
        <translation>Mindkét gúlázott tüzérség lövést ad le</translation>
    </message>
    <message>
        <source>5.2.5 (R1): two artillery units stacked together may both fire</source>
        <translation>5.2.5 (R1): két egy gúlában álló tüzérségi egység mindkettő lövést adhat le</translation>
    </message>
    <message>
        <source>Routed units face their rout edge</source>
        <translation>A menekülő egységek a menekülési szél felé fordulnak</translation>
    </message>
    <message>
        <source>12.2.1 (R1): a routed unit turns to face its rout edge</source>
        <translation>12.2.1 (R1): a menekülő egység a menekülési széle felé fordul</translation>
    </message>
    <message>
        <source>Rout path</source>
        <translation>Menekülési útvonal</translation>
    </message>
    <message>
        <source>12.2.2 (R1): how a routed unit picks its path toward its rout edge</source>
        <translation>12.2.2 (R1): hogyan választja a menekülő egység az útját a menekülési széle felé</translation>
    </message>
    <message>
        <source>Phase B archers: who fires first</source>
        <translation>B fázis íjászai: ki lő először</translation>
    </message>
    <message>
        <source>6.B (R1, R39): the order of Phase B fire</source>
        <translation>6.B (R1, R39): a B fázis lövéseinek sorrendje</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <source>the cheapest path, away from enemies</source>
        <translation>a legolcsóbb út, távol az ellenségtől</translation>
    </message>
    <message>
        <source>straight on, shifting aside when blocked</source>
        <translation>egyenesen, elakadáskor oldalra lépve</translation>
    </message>
    <message>
        <source>the defender&apos;s archers first</source>
        <translation>előbb a védő íjászai</translation>
    </message>
    <message>
        <source>the attacker&apos;s archers first</source>
        <translation>előbb a támadó íjászai</translation>
    </message>
    <message>
        <source>an enemy unit eliminated</source>
        <translation>egy megsemmisített ellenséges egység</translation>
    </message>
    <message>
        <source>an enemy unit routed at the end</source>
        <translation>egy a végén menekülő ellenséges egység</translation>
    </message>
    <message>
        <source>an enemy leader killed</source>
        <translation>egy megölt ellenséges parancsnok</translation>
    </message>
    <message>
        <source>an enemy leader captured</source>
        <translation>egy elfogott ellenséges parancsnok</translation>
    </message>
    <message>
        <source>an enemy leader wounded</source>
        <translation>egy megsebesült ellenséges parancsnok</translation>
    </message>
    <message>
        <source>the enemy army commander killed</source>
        <translation>a megölt ellenséges fővezér</translation>
    </message>
    <message>
        <source>the enemy army commander captured</source>
        <translation>az elfogott ellenséges fővezér</translation>
    </message>
    <message>
        <source>hexes held at the end</source>
        <translation>a végén tartott hexák</translation>
    </message>
    <message>
        <source>a unit exited by a map edge</source>
        <translation>egy térképszélen kivonult egység</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hozzáadás</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Forgatókönyv-beállítások</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Leírás</translation>
    </message>
    <message>
        <source>Where the data was transcribed from</source>
        <translation>Honnan származnak az átírt adatok</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Forrás</translation>
    </message>
    <message>
        <source>Source notes</source>
        <translation>Megjegyzések a forráshoz</translation>
    </message>
    <message>
        <source>A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French</source>
        <translation>Szabályopciók előre beállított készlete (R1): 2010 angol, 2014 francia/magyar, 2018 francia</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Kiadás</translation>
    </message>
    <message>
        <source>(as the edition)</source>
        <translation>(a kiadás szerint)</translation>
    </message>
    <message>
        <source>{rule}. Option &apos;{name}&apos;; &apos;(as the edition)&apos; keeps the edition&apos;s preset.</source>
        <translation>{rule}. &apos;{name}&apos; opció; a &apos;(a kiadás szerint)&apos; megtartja a kiadás beállítását.</translation>
    </message>
    <message>
        <source>Turns (first, last)</source>
        <translation>Fordulók (első, utolsó)</translation>
    </message>
    <message>
        <source>min/turn</source>
        <translation>perc/forduló</translation>
    </message>
    <message>
        <source>m/hex</source>
        <translation>m/hexa</translation>
    </message>
    <message>
        <source>men/SP</source>
        <translation>fő/PF</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Méretarány</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>{DEFAULT_HEX_MM:g} mm (series default)</source>
        <translation>{DEFAULT_HEX_MM:g} mm (a sorozat alapértéke)</translation>
    </message>
    <message>
        <source>The hex across the flats on a printed map (centre to neighbour&apos;s centre)</source>
        <translation>A hexa lapjai közti távolság egy nyomtatott térképen (középponttól a szomszéd középpontjáig)</translation>
    </message>
    <message>
        <source>Printed hex</source>
        <translation>Nyomtatott hexa</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Általános</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Fél</translation>
    </message>
    <message>
        <source>Enter (edge or hexes)</source>
        <translation>Belépés (szél vagy hexák)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Egységek</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Parancsnokok</translation>
    </message>
    <message>
        <source>Game turn</source>
        <translation>Játékforduló</translation>
    </message>
    <message>
        <source>The side they join</source>
        <translation>A fél, amelyhez csatlakoznak</translation>
    </message>
    <message>
        <source>A map edge from the list, or hexes picked on the map (R29)</source>
        <translation>Egy térképszél a listából, vagy a térképen kijelölt hexák (R29)</translation>
    </message>
    <message>
        <source>unit types</source>
        <translation>egységtípusok</translation>
    </message>
    <message>
        <source>Banners whose units may not be meleed from their front hexes (9.1): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Zászlók, amelyek egységeit nem lehet közelharcban megtámadni az arcvonaluk hexáiból (9.1): válassza ki őket a forgatókönyv zászlói közül, felenként</translation>
    </message>
    <message>
        <source>The side&apos;s units that come on</source>
        <translation>A fél belépő egységei</translation>
    </message>
    <message>
        <source>The side&apos;s leaders that come on</source>
        <translation>A fél belépő parancsnokai</translation>
    </message>
    <message>
        <source>units</source>
        <translation>egységek</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>parancsnokok</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Erősítések</translation>
    </message>
    <message>
        <source>Terrain read as a chart row (e.g. camp → wood):</source>
        <translation>Táblázat soraként olvasott terep (pl. camp → erdő):</translation>
    </message>
    <message>
        <source>Scenario terrain</source>
        <translation>A forgatókönyv terepe</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Úgy olvasandó, mint</translation>
    </message>
    <message>
        <source>Terrain as drawn on this map</source>
        <translation>A terep, ahogy ezen a térképen rajzolva van</translation>
    </message>
    <message>
        <source>The Terrain Chart row it is read as</source>
        <translation>A Terep táblázat sora, amelyként olvasandó</translation>
    </message>
    <message>
        <source>Stacking exceptions (5.2.2):</source>
        <translation>Gúlázási kivételek (5.2.2):</translation>
    </message>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Az érintett zászlók (5.2.2; R20): válassza ki őket a forgatókönyv zászlói közül, felenként</translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation>Az érintett egységtípusok (2.2, 5.2.2): válassza ki őket a kiadás egységtípusai közül</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Zászlók</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Típusok</translation>
    </message>
    <message>
        <source>Max units</source>
        <translation>Max. egység</translation>
    </message>
    <message>
        <source>Units allowed in one hex</source>
        <translation>Egy hexában megengedett egységek</translation>
    </message>
    <message>
        <source>No mêlée from the front</source>
        <translation>Nincs közelharc szemből</translation>
    </message>
    <message>
        <source>Notes for the players</source>
        <translation>Megjegyzések a játékosoknak</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Különleges szabályok</translation>
    </message>
    <message>
        <source>Victory points (scored by the side that causes the event):</source>
        <translation>Győzelmi pontok (az esemény okozója kapja):</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Esemény</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Per SP</source>
        <translation>PF-enként</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexák</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Szél</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Mi ér pontot</translation>
    </message>
    <message>
        <source>The side that scores (blank: either)</source>
        <translation>A pontot kapó fél (üres: bármelyik)</translation>
    </message>
    <message>
        <source>Points each time</source>
        <translation>Pont minden alkalommal</translation>
    </message>
    <message>
        <source>Points per SP</source>
        <translation>Pont PF-enként</translation>
    </message>
    <message>
        <source>Hexes held at the end, picked on the map</source>
        <translation>A végén tartott hexák, a térképen kijelölve</translation>
    </message>
    <message>
        <source>Edge (a unit exited)</source>
        <translation>Szél (kivonult egység)</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>bármelyik fél</translation>
    </message>
    <message>
        <source>Sudden death:</source>
        <translation>Hirtelen halál:</translation>
    </message>
    <message>
        <source>Side whose losses count</source>
        <translation>A fél, amelynek a veszteségei számítanak</translation>
    </message>
    <message>
        <source>Losses at least (SP)</source>
        <translation>Veszteség legalább (PF)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <source>Levels on the VP difference (blank &apos;at least&apos; = otherwise):</source>
        <translation>Szintek a GyP-különbség szerint (üres &apos;legalább&apos; = egyébként):</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Legalább</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Győzelem</translation>
    </message>
    <message>
        <source>banners</source>
        <translation>zászlók</translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation>Még nincsenek zászlók: adja meg az egységek és parancsnokok zászlaját a Seregekben.</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; is not a whole number</source>
        <translation>{what}: &apos;{text}&apos; nem egész szám</translation>
    </message>
    <message>
        <source>a printed hex is at least {mm} mm across</source>
        <translation>egy nyomtatott hexa legalább {mm} mm</translation>
    </message>
    <message>
        <source>reinforcement turn</source>
        <translation>erősítés fordulója</translation>
    </message>
    <message>
        <source>every reinforcement needs a turn</source>
        <translation>minden erősítéshez kell egy forduló</translation>
    </message>
    <message>
        <source>max units</source>
        <translation>max. egység</translation>
    </message>
    <message>
        <source>victory event &apos;{event}&apos; is not one of: {events}</source>
        <translation>a(z) &apos;{event}&apos; győzelmi esemény nincs ezek között: {events}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>per SP</source>
        <translation>PF-enként</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>veszteség</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>legalább</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>A beállítások ellenőrzése</translation>
    </message>
    <message>
        <source>each enemy unit eliminated</source>
        <translation>minden megsemmisített ellenséges egység</translation>
    </message>
    <message>
        <source>each enemy unit routed at the end</source>
        <translation>minden a végén menekülő ellenséges egység</translation>
    </message>
    <message>
        <source>each enemy leader killed</source>
        <translation>minden megölt ellenséges parancsnok</translation>
    </message>
    <message>
        <source>each enemy leader captured</source>
        <translation>minden elfogott ellenséges parancsnok</translation>
    </message>
    <message>
        <source>each enemy leader wounded</source>
        <translation>minden megsebesült ellenséges parancsnok</translation>
    </message>
    <message>
        <source>each unit exited</source>
        <translation>minden kivonult egység</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>Mindkét fél</translation>
    </message>
    <message>
        <source> by the {edge} edge</source>
        <translation> a(z) {edge} szélen</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} GyP</translation>
    </message>
    <message>
        <source>{points} VP per SP</source>
        <translation>{points} GyP PF-enként</translation>
    </message>
    <message>
        <source>{who} scores {amount} for each of these hexes held at the end by one of its units, not routed: {hexes}.</source>
        <translation>{who} kap: {amount} minden olyan hexáért ezek közül, amelyet a végén egy nem menekülő egysége tart: {hexes}.</translation>
    </message>
    <message>
        <source>{who} scores {amount} for {what}.</source>
        <translation>{who} kap: {amount}, ezért: {what}.</translation>
    </message>
    <message>
        <source>(&apos;Per SP&apos; counts nothing here: only units have SP.)</source>
        <translation>(A „PF-enként” itt semmit sem számít: csak az egységeknek van PF-je.)</translation>
    </message>
    <message>
        <source>Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.</source>
        <translation>Hirtelen halál: {winner} azonnal győz, ha {side} legalább {sp} PF-et elvesztett.</translation>
    </message>
    <message>
        <source>Difference ≥ {at_least}: {result}.</source>
        <translation>Különbség ≥ {at_least}: {result}.</translation>
    </message>
    <message>
        <source>Otherwise: {result}.</source>
        <translation>Egyébként: {result}.</translation>
    </message>
    <message>
        <source>No victory rules yet.</source>
        <translation>Még nincsenek győzelmi szabályok.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Térkép</translation>
    </message>
    <message>
        <source>1 2 3</source>
        <translation>1 2 3</translation>
    </message>
    <message>
        <source>Brush size (brush, eraser)</source>
        <translation>Ecsetméret (ecset, radír)</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Görgő</translation>
    </message>
    <message>
        <source>Zoom at the mouse</source>
        <translation>Nagyítás az egérnél</translation>
    </message>
    <message>
        <source>Space+drag, middle drag, arrows</source>
        <translation>Szóköz+húzás, középső húzás, nyilak</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Mozgatás</translation>
    </message>
    <message>
        <source>[ ]  or  Shift+wheel</source>
        <translation>[ ]  vagy  Shift+görgő</translation>
    </message>
    <message>
        <source>Turn the selected counter</source>
        <translation>A kijelölt jelző forgatása</translation>
    </message>
    <message>
        <source>Remove the selected counter from the map</source>
        <translation>A kijelölt jelző levétele a térképről</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the current drag</source>
        <translation>A folyó húzás megszakítása</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools:</source>
        <translation>A szerkesztő minden billentyűje, a menükből és eszközökből kiolvasva:</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Hol</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Billentyűk</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Mit csinál</translation>
    </message>
    <message>
        <source>drawing and writing</source>
        <translation>rajzolás és írás</translation>
    </message>
    <message>
        <source>done</source>
        <translation>kész</translation>
    </message>
    <message>
        <source>{path} was not written: {error}</source>
        <translation>{path} nem íródott ki: {error}</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Exportálás megszakítva</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Rajzolás</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>{name} írása</translation>
    </message>
    <message>
        <source>Export a Tiled map</source>
        <translation>Tiled térkép exportálása</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Tiled térképek (*.tmx)</translation>
    </message>
    <message>
        <source>Exporting the Tiled map</source>
        <translation>A Tiled térkép exportálása</translation>
    </message>
    <message>
        <source>Export a VASSAL module</source>
        <translation>VASSAL modul exportálása</translation>
    </message>
    <message>
        <source>VASSAL modules (*.vmod)</source>
        <translation>VASSAL modulok (*.vmod)</translation>
    </message>
    <message>
        <source>Exporting the VASSAL module</source>
        <translation>A VASSAL modul exportálása</translation>
    </message>
    <message>
        <source>Minimap: click or drag to move the view</source>
        <translation>Minitérkép: kattintson vagy húzzon a nézet mozgatásához</translation>
    </message>
    <message>
        <source>Balance study</source>
        <translation>Egyensúlyvizsgálat</translation>
    </message>
    <message>
        <source>One player for every side, or one per side in the scenario&apos;s order (random, greedy). Greedy is the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Egy játékos minden félnek, vagy félenként egy a forgatókönyv sorrendjében (random, greedy). A mohó (greedy) a legerősebb programjátékos: a kereső játékos 200 páros játszmán nem volt erősebb (+0,6 ± 1,8 GyP játszmánként), ezért a laborban marad</translation>
    </message>
    <message>
        <source>Processes to play in (one per core by default)</source>
        <translation>Folyamatok a játékhoz (alapból magonként egy)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Folyamatok</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Első mag</translation>
    </message>
    <message>
        <source>Compare with the saved version</source>
        <translation>Összevetés a mentett változattal</translation>
    </message>
    <message>
        <source>Play the file on disk (A) and the open document (B) on the same seeds, and report whether your edits shift the balance</source>
        <translation>A lemezen lévő fájl (A) és a megnyitott dokumentum (B) lejátszása ugyanazokkal a magokkal, és jelentés arról, hogy a módosításai eltolják-e az egyensúlyt</translation>
    </message>
    <message>
        <source>Save the document once to compare it with its saved version</source>
        <translation>Mentse egyszer a dokumentumot, hogy összevethesse a mentett változatával</translation>
    </message>
    <message>
        <source>removing the Genoese crossbowmen</source>
        <translation>a genovai számszeríjászok elvétele</translation>
    </message>
    <message>
        <source>What you changed, in words: the report&apos;s sentences name it</source>
        <translation>Amit módosított, szavakkal: a jelentés mondatai így nevezik meg</translation>
    </message>
    <message>
        <source>The change</source>
        <translation>A módosítás</translation>
    </message>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
        <translation>A(z) {name} szerkesztőben megnyitott állapotát játssza, akár mentett, akár nem.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation>Vizsgálat megszakítása</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Jelentés megnyitása</translation>
    </message>
    <message>
        <source>Players: {error}</source>
        <translation>Játékosok: {error}</translation>
    </message>
    <message>
        <source>The saved version cannot be played: {error}</source>
        <translation>A mentett változat nem játszható: {error}</translation>
    </message>
    <message>
        <source>The saved version has other sides than the open document: they cannot be compared game by game.</source>
        <translation>A mentett változatnak más felei vannak, mint a megnyitott dokumentumnak: játszmánként nem vethetők össze.</translation>
    </message>
    <message>
        <source>Playing {value} games ({lineup}) in {value2} process(es)…</source>
        <translation>{value} játszma ({lineup}) folyik {value2} folyamatban…</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (mentett)</translation>
    </message>
    <message>
        <source>{name} (open)</source>
        <translation>{name} (megnyitott)</translation>
    </message>
    <message>
        <source>Cancelling: the games being played finish, the others are not started…</source>
        <translation>Megszakítás: a folyó játszmák befejeződnek, a többi nem indul…</translation>
    </message>
    <message>
        <source>{head}
Report: {page}</source>
        <translation>{head}
Jelentés: {page}</translation>
    </message>
    <message>
        <source>Cancelled: no report. The {n} games played are kept: Run plays on from them.</source>
        <translation>Megszakítva: nincs jelentés. A lejátszott {n} játszma megmarad: az Indítás innen folytatja.</translation>
    </message>
    <message>
        <source>The study failed: {why}</source>
        <translation>A vizsgálat sikertelen: {why}</translation>
    </message>
    <message>
        <source>movement (D.1)</source>
        <translation>mozgás (D.1)</translation>
    </message>
    <message>
        <source>ranged fire (D.2)</source>
        <translation>távolsági lövés (D.2)</translation>
    </message>
    <message>
        <source>mêlée declaration (D.3)</source>
        <translation>közelharc bejelentése (D.3)</translation>
    </message>
    <message>
        <source>out-of-command movement (D.5)</source>
        <translation>parancs nélküli mozgás (D.5)</translation>
    </message>
    <message>
        <source>the next activation</source>
        <translation>a következő aktiválás</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>kockadobás</translation>
    </message>
    <message>
        <source>resting markers (11.2)</source>
        <translation>pihenés jelzők (11.2)</translation>
    </message>
    <message>
        <source>Phase B fire (6.B)</source>
        <translation>B fázis lövése (6.B)</translation>
    </message>
    <message>
        <source>the leader to activate (6.D)</source>
        <translation>az aktiválandó parancsnok (6.D)</translation>
    </message>
    <message>
        <source>the enemy leader to activate next (C.3)</source>
        <translation>a következőként aktiválandó ellenséges parancsnok (C.3)</translation>
    </message>
    <message>
        <source>the enemy leader made inactive (C.4)</source>
        <translation>a tétlenné tett ellenséges parancsnok (C.4)</translation>
    </message>
    <message>
        <source>a counter-charge (10.3)</source>
        <translation>válasz lovasroham (10.3)</translation>
    </message>
    <message>
        <source>defensive fire (D.4)</source>
        <translation>védekező lövés (D.4)</translation>
    </message>
    <message>
        <source>offensive fire (D.4)</source>
        <translation>támadó lövés (D.4)</translation>
    </message>
    <message>
        <source>a retreat (10.7)</source>
        <translation>visszavonulás (10.7)</translation>
    </message>
    <message>
        <source>a rout move (12.2)</source>
        <translation>menekülő mozgás (12.2)</translation>
    </message>
    <message>
        <source>an advance after mêlée (10.8)</source>
        <translation>előrenyomulás közelharc után (10.8)</translation>
    </message>
    <message>
        <source>a dispersion (10.9)</source>
        <translation>szétszórás (10.9)</translation>
    </message>
    <message>
        <source>the facing of a rallied unit (12.3)</source>
        <translation>egy összegyűjtött egység arcvonala (12.3)</translation>
    </message>
    <message>
        <source>placing a replacement leader (7.6)</source>
        <translation>helyettes parancsnok elhelyezése (7.6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>a játszma véget ért</translation>
    </message>
    <message>
        <source>1 legal choice</source>
        <translation>1 szabályos döntés</translation>
    </message>
    <message>
        <source>{count} legal choices</source>
        <translation>{count} szabályos döntés</translation>
    </message>
    <message>
        <source>Roll (seeded)</source>
        <translation>Dobás (magos)</translation>
    </message>
    <message>
        <source>Let the seeded dice answer this roll (the same seed gives the same game)</source>
        <translation>A magos kockák feleljenek erre a dobásra (ugyanaz a mag ugyanazt a játszmát adja)</translation>
    </message>
    <message>
        <source>The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)</source>
        <translation>Az asztalon dobott kocka (a d10 0-tól 9-ig olvasandó, a 0 nulla: 0.3)</translation>
    </message>
    <message>
        <source>Apply the die typed</source>
        <translation>A beírt kocka alkalmazása</translation>
    </message>
    <message>
        <source>Apply the number(s) in the box(es) as this roll&apos;s result</source>
        <translation>A mező(k)be írt szám(ok) alkalmazása e dobás eredményeként</translation>
    </message>
    <message>
        <source>or type the die rolled:</source>
        <translation>vagy írja be a dobott értéket:</translation>
    </message>
    <message>
        <source>The leader whose activation starts (a designer step, not a choice of the rules)</source>
        <translation>A parancsnok, akinek az aktiválása kezdődik (tervezői lépés, nem a szabályok szerinti döntés)</translation>
    </message>
    <message>
        <source>Start this activation</source>
        <translation>Ennek az aktiválásnak a kezdése</translation>
    </message>
    <message>
        <source>The engine has no choice here: start a leader&apos;s activation by hand (command check first if in Phase A)</source>
        <translation>A motornak itt nincs döntése: kezdje el kézzel egy parancsnok aktiválását (A fázisban előbb a parancsnokság ellenőrzését)</translation>
    </message>
    <message>
        <source>Activate:</source>
        <translation>Aktiválás:</translation>
    </message>
    <message>
        <source>Filter the choices: a unit, a hex, a verb… (all words must match)</source>
        <translation>A döntések szűrése: egység, hexa, ige… (minden szónak egyeznie kell)</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Jelölés</translation>
    </message>
    <message>
        <source>Every legal choice by counter and kind, in words and in notation; double-click (or Enter) applies one</source>
        <translation>Minden szabályos döntés jelzőnként és fajtánként, szavakkal és jelöléssel; dupla kattintás (vagy Enter) alkalmazza</translation>
    </message>
    <message>
        <source>Apply the choice</source>
        <translation>A döntés alkalmazása</translation>
    </message>
    <message>
        <source>Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N</source>
        <translation>Írjon be egy döntést jelöléssel és nyomjon Entert, pl. move cru-ch-1 1316-1315 N</translation>
    </message>
    <message>
        <source>The notation of docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</source>
        <translation>A docs/rules.md jelölése: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>a kockák</translation>
    </message>
    <message>
        <source>, {leader}&apos;s activation</source>
        <translation>, {leader} aktiválása</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; to decide: &lt;b&gt;{kind}&lt;/b&gt;{leader}</source>
        <translation>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; dönt: &lt;b&gt;{kind}&lt;/b&gt;{leader}</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} / {total}</translation>
    </message>
    <message>
        <source>Select a choice in the list</source>
        <translation>Válasszon egy döntést a listából</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml)</source>
        <translation>Banneret forgatókönyvek (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.yml)</source>
        <translation>Banneret játszmák (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>; {count} error(s) when checked: {first}</source>
        <translation>; {count} hiba az ellenőrzéskor: {first}</translation>
    </message>
    <message>
        <source>Saved the position of turn {turn} as {name}{tail}</source>
        <translation>A(z) {turn}. forduló állása mentve: {name}{tail}</translation>
    </message>
    <message>
        <source>Save the position as a test scenario</source>
        <translation>Az állás mentése próbaforgatókönyvként</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The game is still here: try another folder.</source>
        <translation>{path} nem írható: {error}.

A játszma megvan: próbáljon másik mappát.</translation>
    </message>
    <message>
        <source>Saved {name}: open it with File → Open, or check it with &apos;banneret validate&apos;.</source>
        <translation>Mentve: {name}; nyissa meg a Fájl → Megnyitás paranccsal, vagy ellenőrizze a &apos;banneret validate&apos; paranccsal.</translation>
    </message>
    <message>
        <source>Not kept (the scenario format has no place for them):</source>
        <translation>Nem maradt meg (a forgatókönyv formátumában nincs helye):</translation>
    </message>
    <message>
        <source>The validator reports, for this position:</source>
        <translation>Az ellenőrző ennél az állásnál ezt jelzi:</translation>
    </message>
    <message>
        <source>Position saved</source>
        <translation>Állás mentve</translation>
    </message>
    <message>
        <source>The game record was not saved: {error}</source>
        <translation>A játszmajegyzőkönyv nem mentődött: {error}</translation>
    </message>
    <message>
        <source>Saved the game record {name}</source>
        <translation>Játszmajegyzőkönyv mentve: {name}</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>A játszmajegyzőkönyv mentése</translation>
    </message>
    <message>
        <source>Game record not saved</source>
        <translation>A játszmajegyzőkönyv nincs mentve</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Játszmajegyzőkönyv megnyitása</translation>
    </message>
    <message>
        <source>{games};;All files (*)</source>
        <translation>{games};;Minden fájl (*)</translation>
    </message>
    <message>
        <source>designer</source>
        <translation>tervező</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kockák</translation>
    </message>
    <message>
        <source>dice (seeded)</source>
        <translation>kockák (magos)</translation>
    </message>
    <message>
        <source>program ({side})</source>
        <translation>program ({side})</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Vonal:</translation>
    </message>
    <message>
        <source>Every line of play of this game; pick one to show its last position</source>
        <translation>A játszma minden játékvonala; válasszon egyet az utolsó állása megjelenítéséhez</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Choice, and what happened</source>
        <translation>Döntés, és mi történt</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; a different choice there starts a new branch (the old line is kept)</source>
        <translation>Kattintson egy lépésre az utána következő állás megtekintéséhez; ott egy másik döntés új ágat kezd (a régi vonal megmarad)</translation>
    </message>
    <message>
        <source>{count} lines part here</source>
        <translation>{count} vonal ágazik el itt</translation>
    </message>
    <message>
        <source>Showing the position after move {depth}; {later} later move(s) in grey (Redo). A different choice here starts a new branch.</source>
        <translation>A(z) {depth}. lépés utáni állás; {later} későbbi lépés szürkén (Újra). Itt egy másik döntés új ágat kezd.</translation>
    </message>
    <message>
        <source>{count} line(s) of play.</source>
        <translation>{count} játékvonal.</translation>
    </message>
    <message>
        <source>Showing the position after {move}; a different choice from here starts a new branch</source>
        <translation>Állás ez után: {move}; innen egy másik döntés új ágat kezd</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>a kezdet</translation>
    </message>
    <message>
        <source>Show this position</source>
        <translation>Ennek az állásnak a mutatása</translation>
    </message>
    <message>
        <source>Copy the choice</source>
        <translation>A döntés másolása</translation>
    </message>
    <message>
        <source>Copy the line up to here</source>
        <translation>A vonal másolása eddig</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Módosító</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Szabály</translation>
    </message>
    <message>
        <source>Every modifier of the table, with the rule it comes from</source>
        <translation>A táblázat minden módosítója, azzal a szabállyal, amelyből származik</translation>
    </message>
    <message>
        <source>, routed on {rout}+</source>
        <translation>, menekül {rout}+ értéken</translation>
    </message>
    <message>
        <source>Total {total} · {fire_class} at {range} hex(es): discouraged on {discourage}+{rout} (die + total)</source>
        <translation>Összesen {total} · {fire_class}, {range} hexa távolság: elbátortalanodott {discourage}+{rout} értéken (kocka + összeg)</translation>
    </message>
    <message>
        <source>Succeeds on a d10 of {quality} or less (10.3)</source>
        <translation>Sikeres, ha a d10 legfeljebb {quality} (10.3)</translation>
    </message>
    <message>
        <source>Routs on a d10 above its quality {inputs} (12.2.3)</source>
        <translation>Menekül, ha a d10 nagyobb az értékénél ({inputs}) (12.2.3)</translation>
    </message>
    <message>
        <source>Leader check for {inputs}: unmodified d10 (7.5)</source>
        <translation>{inputs} parancsnok próbája: módosítatlan d10 (7.5)</translation>
    </message>
    <message>
        <source>Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)</source>
        <translation>Összegyűlik, ha d10 + módosítók ≤ {quality}; a módosítatlan 0 mindig (12.3)</translation>
    </message>
    <message>
        <source>Total {total}, limited to {applied} (R6)</source>
        <translation>Összesen {total}, korlátozva {applied} értékre (R6)</translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation>Összesen {total}</translation>
    </message>
    <message>
        <source>exactly {probability}</source>
        <translation>pontosan {probability}</translation>
    </message>
    <message>
        <source>Select units, then hover or click an enemy, or select a fire or a mêlée in the decision list, to see the odds</source>
        <translation>Jelöljön ki egységeket, majd vigye az egeret egy ellenségre vagy kattintson rá, vagy válasszon ki egy lövést vagy közelharcot a Döntés panel listájában az esélyekért</translation>
    </message>
    <message>
        <source>, both sides&apos; dice</source>
        <translation>, mindkét fél kockái</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over 2d6{both} (Die: this side&apos;s total)</source>
        <translation>Σ = {value:.0f} % 2d6-on{both} (Kocka: e fél összege)</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over the d10 (each face 1/10)</source>
        <translation>Σ = {value:.0f} % a d10-en (minden oldal 1/10)</translation>
    </message>
    <message>
        <source>Apply: {notation}</source>
        <translation>Alkalmazás: {notation}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Kocka</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Esély</translation>
    </message>
    <message>
        <source>The exact probability of each result over the d10, and the die faces giving it</source>
        <translation>Minden eredmény pontos valószínűsége a d10-en, és a kockaoldalak, amelyek adják</translation>
    </message>
    <message>
        <source>A — command</source>
        <translation>A — parancsnokság</translation>
    </message>
    <message>
        <source>B — archers&apos; fire</source>
        <translation>B — íjászok lövése</translation>
    </message>
    <message>
        <source>C — initiative</source>
        <translation>C — kezdeményezés</translation>
    </message>
    <message>
        <source>D — activations</source>
        <translation>D — aktiválások</translation>
    </message>
    <message>
        <source>E — rally, rest and rout</source>
        <translation>E — gyülekezés, pihenés és menekülés</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>sebesült</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>elfogva</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>elesett</translation>
    </message>
    <message>
        <source>left the field</source>
        <translation>elhagyta a csatateret</translation>
    </message>
    <message>
        <source>— (the full turn is not in the engine yet)</source>
        <translation>— (a teljes forduló még nincs a motorban)</translation>
    </message>
    <message>
        <source>not rolled yet this turn</source>
        <translation>ebben a fordulóban még nem dobtak</translation>
    </message>
    <message>
        <source> for {winner}</source>
        <translation> ennek: {winner}</translation>
    </message>
    <message>
        <source>: nobody has it</source>
        <translation>: senkié</translation>
    </message>
    <message>
        <source>; still owed: {owed}</source>
        <translation>; még jár: {owed}</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Forduló:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Fázis:</translation>
    </message>
    <message>
        <source>Active leader:</source>
        <translation>Aktív parancsnok:</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Döntés:</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Kezdeményezés:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Állás:</translation>
    </message>
    <message>
        <source>Leaders by rating</source>
        <translation>Parancsnokok érték szerint</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <source>Activation order by command rating (6.D); ▶ active, ✓ activated this turn</source>
        <translation>Aktiválási sorrend parancsnoki érték szerint (6.D); ▶ aktív, ✓ ebben a fordulóban aktivált</translation>
    </message>
    <message>
        <source>{turn} of {first_turn}–{last_turn}</source>
        <translation>{turn} / {first_turn}–{last_turn}</translation>
    </message>
    <message>
        <source>, step {step}</source>
        <translation>, {step}. lépés</translation>
    </message>
    <message>
        <source>{name} ({side}; {count} unit(s) activated)</source>
        <translation>{name} ({side}; {count} aktivált egység)</translation>
    </message>
    <message>
        <source>— (the victory score is not in the engine yet)</source>
        <translation>— (a győzelmi állás még nincs a motorban)</translation>
    </message>
    <message>
        <source>Nothing has scored yet</source>
        <translation>Még semmi sem ért pontot</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>tétlen</translation>
    </message>
    <message>
        <source>arrives turn {turn}</source>
        <translation>a(z) {turn}. fordulóban érkezik</translation>
    </message>
    <message>
        <source>random</source>
        <translation>véletlen</translation>
    </message>
    <message>
        <source>Program plays:</source>
        <translation>A program játszik:</translation>
    </message>
    <message>
        <source>Which side&apos;s decisions the random player makes (rolls: the seeded dice)</source>
        <translation>Melyik fél döntéseit hozza a véletlen játékos (a dobásokat: a magos kockák)</translation>
    </message>
    <message>
        <source>greedy (the strongest)</source>
        <translation>mohó (a legerősebb)</translation>
    </message>
    <message>
        <source>How well the program plays: random choices; greedy (each choice valued on the engine&apos;s exact odds), the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Milyen jól játszik a program: véletlen döntések; mohó (minden döntés a motor pontos esélyein értékelve), a legerősebb programjátékos: a kereső játékos 200 páros játszmán nem volt erősebb (+0,6 ± 1,8 GyP játszmánként), ezért a laborban marad</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>mag</translation>
    </message>
    <message>
        <source>The same seed makes the same choices from the same position</source>
        <translation>Ugyanaz a mag ugyanabból az állásból ugyanazokat a döntéseket hozza</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>The program makes the pending decision (if it is its side&apos;s, or a roll)</source>
        <translation>A program meghozza a függő döntést (ha az ő oldaláé, vagy dobás)</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>A forduló végéig</translation>
    </message>
    <message>
        <source>The program plays on until the turn ends or a side you play must decide</source>
        <translation>A program addig játszik, amíg a forduló véget ér, vagy egy ön által játszott félnek kell döntenie</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Állj</translation>
    </message>
    <message>
        <source>Program player: {player_source}. Dice: {dice_source}.</source>
        <translation>Programjátékos: {player_source}. Kockák: {dice_source}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>mindkét fél</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A játszma véget ért</translation>
    </message>
    <message>
        <source>The engine offers no choice here ({note}); the program stops</source>
        <translation>A motor itt nem kínál döntést ({note}); a program megáll</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision and you play {side}: choose &apos;Program plays&apos; to hand it over</source>
        <translation>{side} dönt, és ön játssza: {side}; válassza a &apos;A program játszik&apos; beállítást, hogy átadja neki</translation>
    </message>
    <message>
        <source>The program ({side}) is thinking…</source>
        <translation>A program ({side}) gondolkodik…</translation>
    </message>
    <message>
        <source>The program player failed: {error}</source>
        <translation>A programjátékos hibázott: {error}</translation>
    </message>
    <message>
        <source>The program player had no choice to make</source>
        <translation>A programjátékosnak nem volt döntenivalója</translation>
    </message>
    <message>
        <source>Turn {_turn} is over</source>
        <translation>A(z) {_turn}. forduló véget ért</translation>
    </message>
    <message>
        <source>…and {count} more (see the Validation panel)</source>
        <translation>…és még {count} (lásd az Ellenőrzés panelt)</translation>
    </message>
    <message>
        <source>The scenario has errors</source>
        <translation>A forgatókönyvben hibák vannak</translation>
    </message>
    <message>
        <source>The scenario has 1 validation error; the game may not follow the rules where it is:</source>
        <translation>A forgatókönyvben 1 ellenőrzési hiba van; a játszma ott talán nem követi a szabályokat:</translation>
    </message>
    <message>
        <source>The scenario has {count} validation errors; the game may not follow the rules where they are:</source>
        <translation>A forgatókönyvben {count} ellenőrzési hiba van; a játszma ezeken a helyeken talán nem követi a szabályokat:</translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation>Mégis játszik?</translation>
    </message>
    <message>
        <source>D.1 movement</source>
        <translation>D.1 mozgás</translation>
    </message>
    <message>
        <source>D.2 fire</source>
        <translation>D.2 lövés</translation>
    </message>
    <message>
        <source>D.3 mêlée declaration</source>
        <translation>D.3 közelharc bejelentése</translation>
    </message>
    <message>
        <source>D.5 out-of-command movement</source>
        <translation>D.5 parancs nélküli mozgás</translation>
    </message>
    <message>
        <source>Play mode: where does the game start?</source>
        <translation>Játék mód: honnan indul a játszma?</translation>
    </message>
    <message>
        <source>The game is played on a copy of the scenario: nothing you do in play mode changes it. Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) are part of the position.</source>
        <translation>A játszma a forgatókönyv másolatán folyik: semmi, amit játék módban tesz, nem változtatja meg. A térképen beállított egységállapotok (fáradt, elbátortalanodott, menekülő, gyalogos, sebesült parancsnokok) az állás részei.</translation>
    </message>
    <message>
        <source>The map as set up, Phase A of turn</source>
        <translation>A térkép felállítás szerint, a forduló A fázisa</translation>
    </message>
    <message>
        <source>The map as set up, at the activation of</source>
        <translation>A térkép felállítás szerint, aktiválásnál:</translation>
    </message>
    <message>
        <source>A saved game…</source>
        <translation>Mentett játszma…</translation>
    </message>
    <message>
        <source>Reinforcements of earlier turns are not on the map: place them to test later turns</source>
        <translation>A korábbi fordulók erősítései nincsenek a térképen: helyezze el őket a későbbi fordulók kipróbálásához</translation>
    </message>
    <message>
        <source>From Phase A the whole turn is played: the command check, fire, the leaders&apos; activations and Phase E. From a leader&apos;s activation the game starts at the chosen step of his turn and goes on from there.</source>
        <translation>Az A fázistól az egész forduló lejátszódik: a parancsnokság ellenőrzése, a lövések, a parancsnokok aktiválásai és az E fázis. Egy parancsnok aktiválásától a játszma a fordulója választott lépésénél indul és onnan folytatódik.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mentett játszma megnyitása</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.json);;All files (*)</source>
        <translation>Banneret játszmák (*.yaml *.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Lóra szállás</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Lóról szállás</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>lóra szállás</translation>
    </message>
    <message>
        <source>dismount</source>
        <translation>lóról szállás</translation>
    </message>
    <message>
        <source>Click a counter of the side to decide, then a shaded hex to move it (a second click sets the facing); click an enemy to see the odds; right-click for every legal move</source>
        <translation>Kattintson a döntő fél egy jelzőjére, majd egy árnyalt hexára a mozgatásához (a második kattintás az arcvonalat állítja); kattintson egy ellenségre az esélyekért; jobb kattintás: minden szabályos mozgás</translation>
    </message>
    <message>
        <source>it can charge {targets} in {hex}: click the target</source>
        <translation>lovasrohamot indíthat: {targets}, itt: {hex}; kattintson a célpontra</translation>
    </message>
    <message>
        <source>right-click to {changes}</source>
        <translation>jobb kattintás: {changes}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <source> after it mounts</source>
        <translation> lóra szállás után</translation>
    </message>
    <message>
        <source> after it dismounts</source>
        <translation> lóról szállás után</translation>
    </message>
    <message>
        <source>{who}: {count} hex(es) reachable{mode}; click one to move there</source>
        <translation>{who}: {count} elérhető hexa{mode}; kattintson egyre, hogy odamenjen</translation>
    </message>
    <message>
        <source>no move: the pending decision is {kind}</source>
        <translation>nincs mozgás: a függő döntés: {kind}</translation>
    </message>
    <message>
        <source>{who} cannot move now: {why}</source>
        <translation>{who} most nem mozoghat: {why}</translation>
    </message>
    <message>
        <source>{ids} selected together: click an enemy to see their fire or mêlée</source>
        <translation>{ids} együtt kijelölve: kattintson egy ellenségre a lövésük vagy közelharcuk megtekintéséhez</translation>
    </message>
    <message>
        <source>{ids} cannot end its move in {hex}: {why}</source>
        <translation>{ids} nem fejezheti be a mozgását itt: {hex}: {why}</translation>
    </message>
    <message>
        <source>Choose the facing in {label_of}: point the mouse through a hexside and click (legal: {legal}); Esc cancels; right-click lists them</source>
        <translation>Válassza ki az arcvonalat itt: {label_of}: mutasson egy hexaoldalon át és kattintson (szabályos: {legal}); Esc: mégse; jobb kattintás: lista</translation>
    </message>
    <message>
        <source>{ids} cannot face {facing} in {hex}: the legal facings there are {legal}</source>
        <translation>{ids} nem fordulhat {facing} irányba itt: {hex}; a szabályos arcvonalak ott: {legal}</translation>
    </message>
    <message>
        <source>click to charge {targets} in {hex} along {path} ({cost} MP)</source>
        <translation>kattintson a lovasrohamhoz: {targets}, itt: {hex}, útvonal: {path} ({cost} PM)</translation>
    </message>
    <message>
        <source> (disengagement, 8.3)</source>
        <translation> (harcérintkezés megszakítása, 8.3)</translation>
    </message>
    <message>
        <source> (the one-hex move, 8.1)</source>
        <translation> (az egyhexás mozgás, 8.1)</translation>
    </message>
    <message>
        <source>; facings {list}</source>
        <translation>; arcvonalak: {list}</translation>
    </message>
    <message>
        <source>move {ids} to {hex}: {cost} MP along {route}{how}{face}</source>
        <translation>{ids} mozgatása ide: {hex}: {cost} PM, útvonal: {route}{how}{face}</translation>
    </message>
    <message>
        <source>Facing not chosen: the move was not made</source>
        <translation>Nincs arcvonal választva: a mozgás elmaradt</translation>
    </message>
    <message>
        <source>Face {facing} ({cost} MP)</source>
        <translation>Arcvonal {facing} ({cost} PM)</translation>
    </message>
    <message>
        <source> beneath the stack</source>
        <translation> a gúla alá</translation>
    </message>
    <message>
        <source> — disengage (8.3)</source>
        <translation> — harcérintkezés megszakítása (8.3)</translation>
    </message>
    <message>
        <source> — the one-hex move (8.1)</source>
        <translation> — az egyhexás mozgás (8.1)</translation>
    </message>
    <message>
        <source>Move to {label}{face}{where} ({cost} MP){how}</source>
        <translation>Mozgás ide: {label}{face}{where} ({cost} PM){how}</translation>
    </message>
    <message>
        <source>Charge {targets} in {hex} ({cost} MP)</source>
        <translation>Lovasroham: {targets}, itt: {hex} ({cost} PM)</translation>
    </message>
    <message>
        <source>{capitalize} and stay in {label}</source>
        <translation>{capitalize}, és marad itt: {label}</translation>
    </message>
    <message>
        <source>{capitalize}, then move…</source>
        <translation>{capitalize}, majd mozgás…</translation>
    </message>
    <message>
        <source>Move without changing mount</source>
        <translation>Mozgás lóváltás nélkül</translation>
    </message>
    <message>
        <source>Select {ident}</source>
        <translation>{ident} kijelölése</translation>
    </message>
    <message>
        <source>Select the stack {stack} (moves together, 5.2.4)</source>
        <translation>A(z) {stack} gúla kijelölése (együtt mozog, 5.2.4)</translation>
    </message>
    <message>
        <source>Show the choices of {ident} in the decision panel</source>
        <translation>{ident} döntéseinek mutatása a döntési panelen</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>A kijelölés törlése (Esc)</translation>
    </message>
    <message>
        <source>One sheet (the map&apos;s size)</source>
        <translation>Egy lap (a térkép mérete)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papír</translation>
    </message>
    <message>
        <source>Counter size</source>
        <translation>Jelzőméret</translation>
    </message>
    <message>
        <source>Hex across the flats</source>
        <translation>Hexa lapjai között</translation>
    </message>
    <message>
        <source>Draw the counters at setup</source>
        <translation>A jelzők rajzolása a felállításban</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF dokumentumok (*.pdf)</translation>
    </message>
    <message>
        <source>Export the map as PDF</source>
        <translation>A térkép exportálása PDF-be</translation>
    </message>
    <message>
        <source>Exporting the map</source>
        <translation>A térkép exportálása</translation>
    </message>
    <message>
        <source>Export the counter sheets</source>
        <translation>A jelzőlapok exportálása</translation>
    </message>
    <message>
        <source>Exporting the counters</source>
        <translation>A jelzők exportálása</translation>
    </message>
    <message>
        <source>Preparing the pages</source>
        <translation>Az oldalak előkészítése</translation>
    </message>
    <message>
        <source>Print preview: the map at true scale</source>
        <translation>Nyomtatási kép: a térkép valós méretarányban</translation>
    </message>
    <message>
        <source>Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column. Wheel: zoom; middle button: pan; 0: fit</source>
        <translation>Húzza a fogantyúkat a rács illesztéséhez; Shift+húzás egy jelzőn a sorát, Ctrl+Shift+húzás az oszlopát tolja el. Görgő: nagyítás; középső gomb: mozgatás; 0: kitöltés</translation>
    </message>
    <message>
        <source>Decoding the image…</source>
        <translation>A kép dekódolása…</translation>
    </message>
    <message>
        <source>Preparing it for the screen…</source>
        <translation>Előkészítés a képernyőre…</translation>
    </message>
    <message>
        <source>Import a counter sheet</source>
        <translation>Jelzőlap importálása</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Open a sheet scan, or a saved layout</source>
        <translation>Szkennelt lap vagy mentett elrendezés megnyitása</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Elrendezés mentése</translation>
    </message>
    <message>
        <source>Save the layout (grid, empty cells, which counter is in which cell) to resume or repeat the import</source>
        <translation>Az elrendezés mentése (rács, üres cellák, melyik jelző melyik cellában van) az importálás folytatásához vagy megismétléséhez</translation>
    </message>
    <message>
        <source>Save layout as…</source>
        <translation>Elrendezés mentése másként…</translation>
    </message>
    <message>
        <source>Save the layout under a new name</source>
        <translation>Az elrendezés mentése új néven</translation>
    </message>
    <message>
        <source>Open back scan…</source>
        <translation>Hátlapok szkennelt képének megnyitása…</translation>
    </message>
    <message>
        <source>The scan with the backs, when they are not on the front scan</source>
        <translation>A hátlapok szkennelt képe, ha nincsenek az előlapok képén</translation>
    </message>
    <message>
        <source>striker</source>
        <translation>támadó</translation>
    </message>
    <message>
        <source>target</source>
        <translation>célpont</translation>
    </message>
    <message>
        <source>a fact is written KEY=VALUE, not &apos;{word}&apos;</source>
        <translation>egy tény alakja KULCS=ÉRTÉK, nem &apos;{word}&apos;</translation>
    </message>
    <message>
        <source>dice are whole numbers from 1 to 20, separated by spaces</source>
        <translation>a kockák 1 és 20 közötti egész számok, szóközzel elválasztva</translation>
    </message>
    <message>
        <source>{unit}: {n} hit(s), each a wound: count them in the Elephants tab (B56)</source>
        <translation>{unit}: {n} találat, mindegyik egy seb: az Elefántok lapon számolja őket (B56)</translation>
    </message>
    <message>
        <source>forced marches {old} → {new} (B21)</source>
        <translation>erőltetett menetek {old} → {new} (B21)</translation>
    </message>
    <message>
        <source>no longer flees: reformed (B30)</source>
        <translation>már nem menekül: rendeződött (B30)</translation>
    </message>
    <message>
        <source>disordered: its close formation breaks up (B30)</source>
        <translation>rendezetlen: zárt alakzata felbomlik (B30)</translation>
    </message>
    <message>
        <source>no longer disordered (B30)</source>
        <translation>már nem rendezetlen (B30)</translation>
    </message>
    <message>
        <source>its {weapon} is loaded again (B40)</source>
        <translation>a fegyvere ({weapon}) ismét töltve (B40)</translation>
    </message>
    <message>
        <source>goes berserk (B56)</source>
        <translation>megvadul (B56)</translation>
    </message>
    <message>
        <source>dissolved: below the unit minimum it ceases to exist; its figures fight on as skirmishers (B27)</source>
        <translation>felbomlott: a csapat minimuma alatt megszűnik létezni; katonái előcsatározóként harcolnak tovább (B27)</translation>
    </message>
    <message>
        <source>The unit this panel resolves; choosing it on the table canvas sets it here too</source>
        <translation>A csapat, amelyet ez a panel dönt el; ha az asztalon választja ki, itt is beállítódik</translation>
    </message>
    <message>
        <source>The game round this step belongs to in the record</source>
        <translation>A játékkör, amelyhez ez a lépés a jegyzőkönyvben tartozik</translation>
    </message>
    <message>
        <source>The referee&apos;s facts, as KEY=VALUE words (the keys of banneret bbg, docs/bbg.md)</source>
        <translation>A játékvezető tényei KULCS=ÉRTÉK szavakként (a banneret bbg kulcsai, docs/bbg.md)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Tények</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Miért</translation>
    </message>
    <message>
        <source>Ticked rows count; greyed rows do not apply, and say why</source>
        <translation>A kipipált sorok számítanak; a szürke sorok nem érvényesek, és megmondják, miért</translation>
    </message>
    <message>
        <source>Base numbers</source>
        <translation>Bázisszámok</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>The exact distribution (d20 ≤ base succeeds, B2)</source>
        <translation>A pontos eloszlás (d20 ≤ bázis sikeres, B2)</translation>
    </message>
    <message>
        <source>Exact distribution</source>
        <translation>Pontos eloszlás</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Nyilvántartás</translation>
    </message>
    <message>
        <source>What Apply writes to the table and the record, each change with its rule. Type other figure ids in a unit&apos;s Figures cell to change which figures fall</source>
        <translation>Amit az Alkalmaz a táblára és a jegyzőkönyvbe ír, minden változás a szabályával. Ha más figurák esnek el, írja be az azonosítójukat az egység Figurák cellájába</translation>
    </message>
    <message>
        <source>Proposed bookkeeping</source>
        <translation>Javasolt nyilvántartás</translation>
    </message>
    <message>
        <source>the table&apos;s dice, e.g. 3 17 20</source>
        <translation>az asztalon dobott kockák, pl. 3 17 20</translation>
    </message>
    <message>
        <source>Type the dice rolled on the table, in the order the panel reads them</source>
        <translation>Írja be az asztalon dobott kockákat abban a sorrendben, ahogy a panel olvassa őket</translation>
    </message>
    <message>
        <source>The seed of the program&apos;s dice; the record keeps it, so the dice can be checked</source>
        <translation>A program kockáinak magja; a jegyzőkönyv megőrzi, így a kockák ellenőrizhetők</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Dobás</translation>
    </message>
    <message>
        <source>Roll seeded dice for this step</source>
        <translation>Magos kockák dobása ehhez a lépéshez</translation>
    </message>
    <message>
        <source>Read the dice</source>
        <translation>Kockák olvasása</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kockák</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Mag</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Alkalmaz</translation>
    </message>
    <message>
        <source>Apply the bookkeeping to the table as one undoable step of the game record</source>
        <translation>A nyilvántartás alkalmazása az asztalra a jegyzőkönyv egy visszavonható lépéseként</translation>
    </message>
    <message>
        <source>{n} dice to read (typed from the table, or rolled)</source>
        <translation>{n} kockát kell olvasni (az asztalról beírva vagy dobva)</translation>
    </message>
    <message>
        <source>Nothing changes on the table.</source>
        <translation>Az asztalon semmi sem változik.</translation>
    </message>
    <message>
        <source>figures that fall</source>
        <translation>elesett figurák</translation>
    </message>
    <message>
        <source>A warning, not a change: Apply does not write it</source>
        <translation>Figyelmeztetés, nem változás: az Alkalmaz nem írja be</translation>
    </message>
    <message>
        <source>The ids of the figures that fall, e.g. r1f1, r1f2 (S3 in a loose unit)</source>
        <translation>Az elesett figurák azonosítói, pl. r1f1, r1f2 (laza egységben S3)</translation>
    </message>
    <message>
        <source>{unit} has no figure &apos;{figure}&apos;</source>
        <translation>{unit} egységnek nincs &apos;{figure}&apos; figurája</translation>
    </message>
    <message>
        <source>{unit}: a figure is listed twice</source>
        <translation>{unit}: egy figura kétszer szerepel</translation>
    </message>
    <message>
        <source>Apply {kind}</source>
        <translation>Alkalmazás: {kind}</translation>
    </message>
    <message>
        <source>Applied:</source>
        <translation>Alkalmazva:</translation>
    </message>
    <message>
        <source>{unit} must take a morale test, as its opponent must: the Morale tab&apos;s double test (B24)</source>
        <translation>{unit} csapatnak moráltesztet kell dobnia, ahogy ellenfelének is: a Morál lap kettős moráltesztje (B24)</translation>
    </message>
    <message>
        <source>{unit} must still take its morale test (B24): a pass wins the melee; a failure routs it too and no one wins. The Morale tab</source>
        <translation>{unit} csapatnak még moráltesztet kell dobnia (B24): ha átmegy, megnyeri a közelharcot; ha nem, ő is megfut, és senki sem győz. A Morál lap</translation>
    </message>
    <message>
        <source>Retreat from a charge: one forced march straight back (B51)</source>
        <translation>Visszavonulás roham elől: egy erőltetett menetnyi egyenesen hátra (B51)</translation>
    </message>
    <message>
        <source>Both units test after their melee (B24): decided only if one routs and the other does not</source>
        <translation>Közelharcuk után mindkét csapat moráltesztet dob (B24): csak akkor dől el, ha az egyik megfut, a másik nem</translation>
    </message>
    <message>
        <source>{opponent} went out of the melee without a roll; this test decides it (B24): a pass wins it, a failure routs {unit} too and no one wins</source>
        <translation>{opponent} dobás nélkül kiesett a közelharcból; ez a teszt dönti el (B24): ha átmegy, megnyeri, ha nem, {unit} is megfut, és senki sem győz</translation>
    </message>
    <message>
        <source>{unit} routs, the other stands</source>
        <translation>{unit} megfut, a másik kitart</translation>
    </message>
    <message>
        <source>the melee goes on: both pass or both fail (B24, [L352])</source>
        <translation>a közelharc folytatódik: mindkettő átmegy vagy mindkettő elbukik (B24, [L352])</translation>
    </message>
    <message>
        <source>the melee is decided: one routs, the other stands (B24, [L352])</source>
        <translation>a közelharc eldőlt: az egyik megfut, a másik kitart (B24, [L352])</translation>
    </message>
    <message>
        <source>both tests</source>
        <translation>mindkét teszt</translation>
    </message>
    <message>
        <source>{unit} cannot retreat: {obstacles} stand behind it (B51, [L282])</source>
        <translation>{unit}: a visszavonulás nem lehetséges, mögötte áll {obstacles} (B51, [L282])</translation>
    </message>
    <message>
        <source>{unit} retreats {distance} M straight back, to ({x}, {y})</source>
        <translation>{unit} {distance} M-et vonul vissza egyenesen hátra, ide: ({x}, {y})</translation>
    </message>
    <message>
        <source>it cuts through {obstacles}: a close formation is disordered (B51, [L282, L284])</source>
        <translation>átvág ezen: {obstacles}; a zárt formáció felbomlik (B51, [L282, L284])</translation>
    </message>
    <message>
        <source>The driver is shot: the elephant tests, a failure and it goes berserk (B56)</source>
        <translation>A hajtót lelövik: az elefánt tesztel, ha nem sikerül, megvadul (B56)</translation>
    </message>
    <message>
        <source>What happens ([L533-535, L545, L551-555])</source>
        <translation>Mi történik ([L533-535, L545, L551-555])</translation>
    </message>
    <message>
        <source>removes {figures}</source>
        <translation>leveszi: {figures}</translation>
    </message>
    <message>
        <source>fills its ranks (B10)</source>
        <translation>feltölti a sorait (B10)</translation>
    </message>
    <message>
        <source>triumph {change:+d} (B26)</source>
        <translation>diadalpont {change:+d} (B26)</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>menekül</translation>
    </message>
    <message>
        <source>{n} more wound(s) (B56)</source>
        <translation>{n} további seb (B56)</translation>
    </message>
    <message>
        <source>reloads its {weapon}: {n} half-round(s) (B40)</source>
        <translation>újratölti a fegyverét ({weapon}): {n} félkör (B40)</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} elesett</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Ellenfél</translation>
    </message>
    <message>
        <source>choose two different units</source>
        <translation>válasszon két különböző csapatot</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>mindkettő egyszerre</translation>
    </message>
    <message>
        <source>strikes first: {unit}</source>
        <translation>először üt: {unit}</translation>
    </message>
    <message>
        <source>{a} loses {x}, {b} loses {y}</source>
        <translation>{a} veszít {x}, {b} veszít {y} figurát</translation>
    </message>
    <message>
        <source>{unit} is destroyed: below the unit minimum, the melee ends (B27)</source>
        <translation>{unit} megsemmisült: létszáma a csapat minimuma alá csökkent, a közelharc véget ér (B27)</translation>
    </message>
    <message>
        <source>{unit} lost all its engaged figures: it routs without a roll (B23)</source>
        <translation>{unit} elvesztette minden harcban álló figuráját: dobás nélkül megfutamodik (B23)</translation>
    </message>
    <message>
        <source>{unit} must take a morale test (B23): the Morale tab</source>
        <translation>{unit} morálteszttel tartozik (B23): a Morál lap</translation>
    </message>
    <message>
        <source>Shooter</source>
        <translation>Lövő</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Célpont</translation>
    </message>
    <message>
        <source>A volley at the target</source>
        <translation>Lövés a célpontra</translation>
    </message>
    <message>
        <source>Loading: the shooter spent half-rounds without moving (B40)</source>
        <translation>Töltés: a lövő mozgás nélkül töltött félköröket (B40)</translation>
    </message>
    <message>
        <source>A crossbow loads for one half-round after it shoots, a gunpowder weapon for two; a half-round counts only if the unit does not move (B40, [L430, L438, L440]). Fact half_rounds=N: how many passed (1)</source>
        <translation>A számszeríj lövés után egy félkörig töltődik, a lőporos fegyver kettőig; egy félkör csak akkor számít, ha az egység nem mozog (B40, [L430, L438, L440]). Tény: half_rounds=N, hány telt el (1)</translation>
    </message>
    <message>
        <source>{unit}&apos;s {weapon} is still loading: {n} half-round(s) left (B40, [L430, L438]); record the loading first</source>
        <translation>{unit} fegyvere ({weapon}) még töltődik: {n} félkör van hátra (B40, [L430, L438]); előbb rögzítse a töltést</translation>
    </message>
    <message>
        <source>{target} is out of range of {unit}&apos;s {weapon}</source>
        <translation>{target} kívül esik {unit} fegyverének ({weapon}) lőtávján</translation>
    </message>
    <message>
        <source>{unit} against the nearest figure</source>
        <translation>{unit} a legközelebbi figura ellen</translation>
    </message>
    <message>
        <source>hits on {unit}</source>
        <translation>találatok: {unit}</translation>
    </message>
    <message>
        <source>{n} hit(s)</source>
        <translation>{n} találat</translation>
    </message>
    <message>
        <source>half_rounds is a whole number of half-rounds</source>
        <translation>a half_rounds a félkörök egész száma</translation>
    </message>
    <message>
        <source>{unit} has no weapon loading (B40)</source>
        <translation>{unit} egységnek nincs töltődő fegyvere (B40)</translation>
    </message>
    <message>
        <source>{weapon}: {n} half-round(s) left</source>
        <translation>{weapon}: {n} félkör van hátra</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>sikeres</translation>
    </message>
    <message>
        <source>orderly rout</source>
        <translation>rendezett menekülés</translation>
    </message>
    <message>
        <source>broken rout</source>
        <translation>felbomló menekülés</translation>
    </message>
    <message>
        <source>A morale test (B28)</source>
        <translation>Morálteszt (B28)</translation>
    </message>
    <message>
        <source>A forced march: the unit&apos;s counter rises by one (B21)</source>
        <translation>Erőltetett menet: az egység számlálója eggyel nő (B21)</translation>
    </message>
    <message>
        <source>Stood still this round: the counter returns to 0, a routed unit reforms (B21, B30)</source>
        <translation>Ebben a körben állt: a számláló 0-ra áll vissza, a menekülő csapat rendeződik (B21, B30)</translation>
    </message>
    <message>
        <source>The counter of consecutive forced marches is −1 each in melee and morale until the end of the unit&apos;s first round spent standing ([L341]); a routed unit stands one round and reforms ([L495])</source>
        <translation>Az egymás utáni erőltetett menetek számlálója menetenként −1 a közelharcban és a morálban az első állva töltött kör végéig ([L341]); a menekülő csapat egy körön át áll és rendeződik ([L495])</translation>
    </message>
    <message>
        <source>Use the commander&apos;s re-roll (B29)</source>
        <translation>A parancsnok újradobásának használata (B29)</translation>
    </message>
    <message>
        <source>{unit}: base {base}</source>
        <translation>{unit}: bázisszám {base}</translation>
    </message>
    <message>
        <source>{unit} has no counter that a standing round clears</source>
        <translation>{unit} egységnek nincs olyan számlálója, amelyet egy állva töltött kör töröl</translation>
    </message>
    <message>
        <source>{unit}: {n} forced march(es)</source>
        <translation>{unit}: {n} erőltetett menet</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Harci kocsi</translation>
    </message>
    <message>
        <source>Overrun: the chariot drives into the target</source>
        <translation>Gázolás: a harci kocsi a célpontba hajt</translation>
    </message>
    <message>
        <source>Collision: two chariots, each rolls to stay up</source>
        <translation>Ütközés: két harci kocsi, mindegyik dob, hogy talpon maradjon</translation>
    </message>
    <message>
        <source>What happens (B55, [L513, L525])</source>
        <translation>Mi történik (B55, [L513, L525])</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Kiváltó ok</translation>
    </message>
    <message>
        <source>{unit} is not a chariot</source>
        <translation>{unit} nem harci kocsi</translation>
    </message>
    <message>
        <source>say how far the chariot moved before contact (chariot_moved=M, B13)</source>
        <translation>adja meg, mennyit mozgott a harci kocsi az érintkezés előtt (chariot_moved=M, B13)</translation>
    </message>
    <message>
        <source>overturned at the first test</source>
        <translation>az első teszten felborul</translation>
    </message>
    <message>
        <source>overturned at the second test</source>
        <translation>a második teszten felborul</translation>
    </message>
    <message>
        <source>a melee follows</source>
        <translation>közelharc következik</translation>
    </message>
    <message>
        <source>first strikes</source>
        <translation>első csapások</translation>
    </message>
    <message>
        <source>second strikes</source>
        <translation>második csapások</translation>
    </message>
    <message>
        <source>{n} strikes</source>
        <translation>{n} csapás</translation>
    </message>
    <message>
        <source>first strikes: base {base}</source>
        <translation>első csapások: bázisszám {base}</translation>
    </message>
    <message>
        <source>second strikes: base {base}</source>
        <translation>második csapások: bázisszám {base}</translation>
    </message>
    <message>
        <source>casualties of {unit}</source>
        <translation>{unit} veszteségei</translation>
    </message>
    <message>
        <source>the chariot</source>
        <translation>a harci kocsi</translation>
    </message>
    <message>
        <source>each chariot stays up on {base} or less</source>
        <translation>minden harci kocsi {base} vagy kevesebb dobással marad talpon</translation>
    </message>
    <message>
        <source>chariots overturned</source>
        <translation>felborult harci kocsik</translation>
    </message>
    <message>
        <source>{n} overturned</source>
        <translation>{n} felborult</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefánt</translation>
    </message>
    <message>
        <source>A wound: the elephant tests from the fifth (B56)</source>
        <translation>Seb: az elefánt az ötödiktől tesztel (B56)</translation>
    </message>
    <message>
        <source>Terror: the unit it charges never met elephants (B32)</source>
        <translation>Rémület: a csapat, amelyre rohamoz, még nem látott elefántot (B32)</translation>
    </message>
    <message>
        <source>{unit} has met elephants before: no terror test (B32)</source>
        <translation>{unit} látott már elefántot: nincs rémülettesztje (B32)</translation>
    </message>
    <message>
        <source>{unit} is not an elephant</source>
        <translation>{unit} nem elefánt</translation>
    </message>
    <message>
        <source>{unit} is berserk already: it has no driver to lose (B56)</source>
        <translation>{unit} már megvadult: nincs hajtója, akit elveszíthetne (B56)</translation>
    </message>
    <message>
        <source>the driver fell: base {base}</source>
        <translation>a hajtó elesett: bázis {base}</translation>
    </message>
    <message>
        <source>passes: a crewman may take the driver&apos;s seat if the elephant is not in melee</source>
        <translation>sikeres: a legénység egyik tagja átülhet a hajtó helyére, ha az elefánt nem áll harcban</translation>
    </message>
    <message>
        <source>wound {n}: the berserk elephant leaves the table (B56)</source>
        <translation>{n}. seb: a megvadult elefántot levesszük a tábláról (B56)</translation>
    </message>
    <message>
        <source>wound {n}: berserk, no test (B56)</source>
        <translation>{n}. seb: megvadult, nincs teszt (B56)</translation>
    </message>
    <message>
        <source>wound {n}: no test before the fifth (B56)</source>
        <translation>{n}. seb: az ötödik előtt nincs teszt (B56)</translation>
    </message>
    <message>
        <source>wound {n}</source>
        <translation>{n}. seb</translation>
    </message>
    <message>
        <source>wound {n}: base {base}</source>
        <translation>{n}. seb: bázisszám {base}</translation>
    </message>
    <message>
        <source>no dice are rolled for this step</source>
        <translation>ehhez a lépéshez nem dobnak kockával</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Közelharc</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Lövés</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Harci kocsik</translation>
    </message>
    <message>
        <source>Elephants</source>
        <translation>Elefántok</translation>
    </message>
    <message>
        <source>Referee desk — {title}</source>
        <translation>Játékvezetői asztal — {title}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Jegyzőkönyv mentése</translation>
    </message>
    <message>
        <source>Write the game record (atomic)</source>
        <translation>A játékjegyzőkönyv írása (atomi)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Jegyzőkönyv</translation>
    </message>
    <message>
        <source>{n} step(s) in the record</source>
        <translation>{n} lépés a jegyzőkönyvben</translation>
    </message>
    <message>
        <source>The record was not saved: {reason}</source>
        <translation>A jegyzőkönyv nem lett mentve: {reason}</translation>
    </message>
    <message>
        <source>Record saved to {path}</source>
        <translation>Jegyzőkönyv mentve ide: {path}</translation>
    </message>
    <message>
        <source>Show the back scan</source>
        <translation>A hátlapok képének mutatása</translation>
    </message>
    <message>
        <source>Show the back scan instead of the front one</source>
        <translation>A hátlapok képének mutatása az előlapoké helyett</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Kitöltés</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Az egész lap mutatása</translation>
    </message>
    <message>
        <source>1  Sheet</source>
        <translation>1  Lap</translation>
    </message>
    <message>
        <source>2  Counters</source>
        <translation>2  Jelzők</translation>
    </message>
    <message>
        <source>Counters on the sheet, entered here, and the layout&apos;s errors</source>
        <translation>A lapon lévő jelzők, az itt bevittek, és az elrendezés hibái</translation>
    </message>
    <message>
        <source>Add to scenario</source>
        <translation>Hozzáadás a forgatókönyvhöz</translation>
    </message>
    <message>
        <source>Write the crops next to the scenario and add the entered counters in one undo step; the layout is saved with the assignments (Ctrl+Enter)</source>
        <translation>A kivágások írása a forgatókönyv mellé és a bevitt jelzők hozzáadása egyetlen visszavonási lépésben; az elrendezés a hozzárendelésekkel együtt mentődik (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>The next counter, without keeping this one</source>
        <translation>A következő jelző, ezt nem megtartva</translation>
    </message>
    <message>
        <source>The previous counter</source>
        <translation>Az előző jelző</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values</source>
        <translation>Az előző jelző értékei</translation>
    </message>
    <message>
        <source>Side and banner for the selected counters</source>
        <translation>Fél és zászló a kijelölt jelzőknek</translation>
    </message>
    <message>
        <source>Reading the scan</source>
        <translation>A szkennelt kép beolvasása</translation>
    </message>
    <message>
        <source>Decoding {name}…</source>
        <translation>{name} dekódolása…</translation>
    </message>
    <message>
        <source>reading the front scan was cancelled; open it again to show it</source>
        <translation>az előlapok szkennelt képének beolvasása megszakítva; nyissa meg újra a megjelenítéséhez</translation>
    </message>
    <message>
        <source>reading the back scan was cancelled; open it again to show it</source>
        <translation>a hátlapok szkennelt képének beolvasása megszakítva; nyissa meg újra a megjelenítéséhez</translation>
    </message>
    <message>
        <source>the front scan does not fit in memory; scan at a lower resolution</source>
        <translation>az előlapok szkennelt képe nem fér a memóriába; szkenneljen kisebb felbontással</translation>
    </message>
    <message>
        <source>the back scan does not fit in memory; scan at a lower resolution</source>
        <translation>a hátlapok szkennelt képe nem fér a memóriába; szkenneljen kisebb felbontással</translation>
    </message>
    <message>
        <source>Drag the {face} grid&apos;s {handle}</source>
        <translation>A(z) {face} rács {handle} fogantyújának húzása</translation>
    </message>
    <message>
        <source>Slide {axis} {value}</source>
        <translation>{axis} {value} eltolása</translation>
    </message>
    <message>
        <source>Click a counter to enter it; Ctrl+click or Shift+click to select several.</source>
        <translation>Kattintson egy jelzőre a beviteléhez; Ctrl+kattintás vagy Shift+kattintás: több kijelölése.</translation>
    </message>
    <message>
        <source>Click a counter to mark its cell empty (click again to undo that). Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column.</source>
        <translation>Kattintson egy jelzőre, hogy a celláját üresnek jelölje (újabb kattintás visszavonja). Húzza a fogantyúkat a rács illesztéséhez; Shift+húzás egy jelzőn a sorát, Ctrl+Shift+húzás az oszlopát tolja el.</translation>
    </message>
    <message>
        <source>{cell_label}: its back is {cell_label2} of the back grid</source>
        <translation>{cell_label}: a hátlapja a hátlaprács {cell_label2} cellája</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Nincs mit hozzáadni</translation>
    </message>
    <message>
        <source>Open a counter sheet first (Ctrl+O).</source>
        <translation>Előbb nyisson meg egy jelzőlapot (Ctrl+O).</translation>
    </message>
    <message>
        <source>Save the scenario first</source>
        <translation>Előbb mentse a forgatókönyvet</translation>
    </message>
    <message>
        <source>The counter images are written next to the scenario file, so it needs one. Save the scenario now?</source>
        <translation>A jelzők képei a forgatókönyv-fájl mellé íródnak, ezért kell egy. Menti most a forgatókönyvet?</translation>
    </message>
    <message>
        <source>The layout has errors</source>
        <translation>Az elrendezésben hibák vannak</translation>
    </message>
    <message>
        <source>Fix the layout first (Sheet page):</source>
        <translation>Előbb javítsa az elrendezést (Lap oldal):</translation>
    </message>
    <message>
        <source>No counter has been entered yet: type a counter&apos;s values (Counters page) and press Enter.</source>
        <translation>Még nincs bevitt jelző: írja be egy jelző értékeit (Jelzők oldal) és nyomjon Entert.</translation>
    </message>
    <message>
        <source>Some values cannot be added</source>
        <translation>Egyes értékek nem adhatók hozzá</translation>
    </message>
    <message>
        <source>Nothing was added. Fix these first:</source>
        <translation>Semmi sem lett hozzáadva. Előbb javítsa ezeket:</translation>
    </message>
    <message>
        <source>Add with warnings?</source>
        <translation>Hozzáadja a figyelmeztetésekkel?</translation>
    </message>
    <message>
        <source>These counters have warnings:</source>
        <translation>Ezeknél a jelzőknél figyelmeztetések vannak:</translation>
    </message>
    <message>
        <source>Add them anyway?</source>
        <translation>Mégis hozzáadja őket?</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Leállítva</translation>
    </message>
    <message>
        <source>Nothing was added ({error}), and no counter image was written.</source>
        <translation>Semmi sem lett hozzáadva ({error}), és egyetlen jelzőkép sem lett kiírva.</translation>
    </message>
    <message>
        <source>Cannot read the scan</source>
        <translation>A szkennelt kép nem olvasható</translation>
    </message>
    <message>
        <source>Nothing was added: {message}</source>
        <translation>Semmi sem lett hozzáadva: {message}</translation>
    </message>
    <message>
        <source>Cannot write the counter images</source>
        <translation>A jelzők képei nem írhatók</translation>
    </message>
    <message>
        <source>Nothing was added: {error} ({file}).</source>
        <translation>Semmi sem lett hozzáadva: {error} ({file}).</translation>
    </message>
    <message>
        <source> The layout with the assignments is saved in {name}.</source>
        <translation> Az elrendezés a hozzárendelésekkel mentve ide: {name}.</translation>
    </message>
    <message>
        <source> The layout is not saved (Ctrl+S saves it with the assignments).</source>
        <translation> Az elrendezés nincs mentve (a Ctrl+S a hozzárendelésekkel menti).</translation>
    </message>
    <message>
        <source>Added {added} and updated {updated} counters; {images} images written to {folder}/. Ctrl+Z in the editor takes the whole import back.{saved}</source>
        <translation>{added} jelző hozzáadva és {updated} frissítve; {images} kép kiírva ide: {folder}/. A szerkesztőben a Ctrl+Z az egész importálást visszavonja.{saved}</translation>
    </message>
    <message>
        <source>the layout is not saved</source>
        <translation>az elrendezés nincs mentve</translation>
    </message>
    <message>
        <source>1 entered counter is not added</source>
        <translation>1 bevitt jelző nincs hozzáadva</translation>
    </message>
    <message>
        <source>{count} entered counters are not added</source>
        <translation>{count} bevitt jelző nincs hozzáadva</translation>
    </message>
    <message>
        <source> and </source>
        <translation> és </translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>Elveti?</translation>
    </message>
    <message>
        <source>{upper}{what}. Discard?</source>
        <translation>{upper}{what}. Elveti?</translation>
    </message>
    <message>
        <source>Open a scan of the counter sheet (Ctrl+O), or a saved layout.</source>
        <translation>Nyissa meg a jelzőlap szkennelt képét (Ctrl+O), vagy egy mentett elrendezést.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>nincs mentve</translation>
    </message>
    <message>
        <source>Import a counter sheet — {name}{dirty}</source>
        <translation>Jelzőlap importálása — {name}{dirty}</translation>
    </message>
    <message>
        <source>{counters} counters, {entered} entered</source>
        <translation>{counters} jelző, {entered} bevitt</translation>
    </message>
    <message>
        <source>, 1 layout error</source>
        <translation>, 1 elrendezési hiba</translation>
    </message>
    <message>
        <source>, {errors} layout errors</source>
        <translation>, {errors} elrendezési hiba</translation>
    </message>
    <message>
        <source>cell {label}</source>
        <translation>{label} cella</translation>
    </message>
    <message>
        <source>a leader with no counter on this sheet</source>
        <translation>egy parancsnok, akinek nincs jelzője ezen a lapon</translation>
    </message>
    <message>
        <source> — in the scenario</source>
        <translation> — a forgatókönyvben</translation>
    </message>
    <message>
        <source> — entered</source>
        <translation> — bevitt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counter {n} of {count}&lt;/b&gt;: {where}{state}</source>
        <translation>&lt;b&gt;{n}. jelző / {count}&lt;/b&gt;: {where}{state}</translation>
    </message>
    <message>
        <source>Type this counter&apos;s values; &lt;b&gt;Enter&lt;/b&gt; keeps them and goes to the next counter, &lt;b&gt;Ctrl+D&lt;/b&gt; takes the previous counter&apos;s.</source>
        <translation>Írja be a jelző értékeit; az &lt;b&gt;Enter&lt;/b&gt; megtartja őket és a következő jelzőre lép, a &lt;b&gt;Ctrl+D&lt;/b&gt; az előző jelzőét veszi át.</translation>
    </message>
    <message>
        <source>Type the banner (the blazon of the leader these troops follow).</source>
        <translation>Írja be a zászlót (annak a parancsnoknak a címerét, akit ezek a csapatok követnek).</translation>
    </message>
    <message>
        <source>⚠ {name} already carries the banner &apos;{banner}&apos;.</source>
        <translation>⚠ {name} már viseli a(z) &apos;{banner}&apos; zászlót.</translation>
    </message>
    <message>
        <source>⚑ {id} carries the banner &apos;{banner}&apos;.</source>
        <translation>⚑ {id} viseli a(z) &apos;{banner}&apos; zászlót.</translation>
    </message>
    <message>
        <source>this leader</source>
        <translation>ez a parancsnok</translation>
    </message>
    <message>
        <source>⚑ {banner}: {name}&apos;s banner.</source>
        <translation>⚑ {banner}: {name} zászlaja.</translation>
    </message>
    <message>
        <source>⚑ {banner}: a new banner, carried by {id} (entered here).</source>
        <translation>⚑ {banner}: új zászló, viselője {id} (itt bevitt).</translation>
    </message>
    <message>
        <source>⚠ A new banner: no leader of {side} carries &apos;{banner}&apos; yet. Enter his counter as a Leader, or add his entry.</source>
        <translation>⚠ Új zászló: {side} egyik parancsnoka sem viseli még a(z) &apos;{banner}&apos; zászlót. Vigye be a jelzőjét parancsnokként, vagy adja hozzá a bejegyzését.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>ez a fél</translation>
    </message>
    <message>
        <source>That was the last counter: Add to scenario (Ctrl+Enter) when you are done.</source>
        <translation>Ez volt az utolsó jelző: ha kész, Hozzáadás a forgatókönyvhöz (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{count} counters: side {side}</source>
        <translation>{count} jelző: {side} fél</translation>
    </message>
    <message>
        <source>, banner {banner}</source>
        <translation>, {banner} zászló</translation>
    </message>
    <message>
        <source>Added the entry of the leader who carries &apos;{banner}&apos;: type his values.</source>
        <translation>A(z) &apos;{banner}&apos; zászlót vivő parancsnok bejegyzése hozzáadva: írja be az értékeit.</translation>
    </message>
    <message>
        <source>strength points (at least 1)</source>
        <translation>erőpontok (legalább 1)</translation>
    </message>
    <message>
        <source>quality, 0–9</source>
        <translation>érték, 0–9</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Egység</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mozgás</translation>
    </message>
    <message>
        <source>Shooting target</source>
        <translation>Lövés</translation>
    </message>
    <message>
        <source>Charge target</source>
        <translation>Roham</translation>
    </message>
    <message>
        <source>Shoots</source>
        <translation>Lövés ideje</translation>
    </message>
    <message>
        <source>more than 90° left</source>
        <translation>90 foknál többet balra</translation>
    </message>
    <message>
        <source>45–90° left</source>
        <translation>90° és 45° között balra</translation>
    </message>
    <message>
        <source>0–45° either way</source>
        <translation>0° és 45° között bármelyik irányba</translation>
    </message>
    <message>
        <source>45–90° right</source>
        <translation>90° és 45° között jobbra</translation>
    </message>
    <message>
        <source>more than 90° right</source>
        <translation>90 foknál többet jobbra</translation>
    </message>
    <message>
        <source>forced march</source>
        <translation>erőltetett menet</translation>
    </message>
    <message>
        <source>reform</source>
        <translation>átrendeződés</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>stop</translation>
    </message>
    <message>
        <source>before the move</source>
        <translation>mozgás előtt</translation>
    </message>
    <message>
        <source>after the move</source>
        <translation>mozgás után</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Kör: </translation>
    </message>
    <message>
        <source>The round whose orders are shown</source>
        <translation>A kör, amelynek parancsai látszanak</translation>
    </message>
    <message>
        <source>Lock round</source>
        <translation>Kör lezárása</translation>
    </message>
    <message>
        <source>Lock this round&apos;s orders: once given they are not changed ([L254, L394])</source>
        <translation>A kör parancsainak lezárása: kiadás után nem változnak ([L254, L394])</translation>
    </message>
    <message>
        <source>{file} is not a BBG army sheet</source>
        <translation>{file} nem BBG sereglap</translation>
    </message>
    <message>
        <source>Round {n} is locked</source>
        <translation>A(z) {n}. kör le van zárva</translation>
    </message>
    <message>
        <source>Charge order of {unit}</source>
        <translation>{unit} rohamparancsa</translation>
    </message>
    <message>
        <source>Move order of {unit}</source>
        <translation>{unit} mozgásparancsa</translation>
    </message>
    <message>
        <source>Shooting order of {unit}</source>
        <translation>{unit} tűzparancsa</translation>
    </message>
    <message>
        <source>Unlock round {n}</source>
        <translation>A(z) {n}. kör feloldása</translation>
    </message>
    <message>
        <source>Lock round {n}</source>
        <translation>A(z) {n}. kör lezárása</translation>
    </message>
    <message>
        <source>{id} (not an enemy unit)</source>
        <translation>{id} (nem ellenséges csapat)</translation>
    </message>
    <message>
        <source>Add a move glyph (B58)</source>
        <translation>Mozgásjel hozzáadása (B58)</translation>
    </message>
    <message>
        <source>Clear the move order</source>
        <translation>A mozgásparancs törlése</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Lezárva</translation>
    </message>
    <message>
        <source>The enemy unit it charges</source>
        <translation>Az ellenséges csapat, amelyet megrohamoz</translation>
    </message>
    <message>
        <source>The enemy unit it shoots at</source>
        <translation>Az ellenséges csapat, amelyre lő</translation>
    </message>
    <message>
        <source>Shooting before or after the move (blank = before, [L400])</source>
        <translation>Lövés a mozgás előtt vagy után (üresen: előtte, [L400])</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Parancsnok</translation>
    </message>
    <message>
        <source>A unit or a leader counter (type U or L)</source>
        <translation>Egység- vagy parancsnok-jelző (írja: U vagy L)</translation>
    </message>
    <message>
        <source>The side the counter belongs to</source>
        <translation>A fél, amelyhez a jelző tartozik</translation>
    </message>
    <message>
        <source>Unique in the scenario. Proposed from banner, type and the next free number until you type one; clear it to get the proposal back</source>
        <translation>Egyedi a forgatókönyvben. Zászló, típus és a következő szabad szám alapján javasolva, amíg nem ír be egyet; törölje a javaslat visszakapásához</translation>
    </message>
    <message>
        <source>Optional: the name printed on the counter</source>
        <translation>Nem kötelező: a jelzőre nyomtatott név</translation>
    </message>
    <message>
        <source>The banner (a leader&apos;s blazon) the counter fights under; a new one needs its leader</source>
        <translation>A zászló (egy parancsnok címere), amely alatt a jelző harcol; egy újhoz kell a parancsnoka</translation>
    </message>
    <message>
        <source>Add a leader entry for this banner</source>
        <translation>Parancsnok-bejegyzés hozzáadása ehhez a zászlóhoz</translation>
    </message>
    <message>
        <source>A leader counter carries the banner; add his entry (no cell on this sheet) and type his values</source>
        <translation>Egy parancsnok-jelző viseli a zászlót; adja hozzá a bejegyzését (nincs cellája ezen a lapon) és írja be az értékeit</translation>
    </message>
    <message>
        <source>The unit type (2.2): type the letters of its code (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</source>
        <translation>Az egységtípus (2.2): írja be a kódja betűit (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Fajta</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>F&amp;él</translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation>A&amp;zonosító</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Név</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Típus</translation>
    </message>
    <message>
        <source>&amp;Banner</source>
        <translation>&amp;Zászló</translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation>L&amp;ovas</translation>
    </message>
    <message>
        <source>&amp;Fire symbol</source>
        <translation>&amp;Lövés jele</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol (Ar, Ab, Aq and At always do)</source>
        <translation>A jelzőn lövés jele van (Ar, Ab, Aq és At mindig)</translation>
    </message>
    <message>
        <source>May dismount (dismounted values below)</source>
        <translation>Lóról szállhat (gyalogos értékek lent)</translation>
    </message>
    <message>
        <source>Replacement values (the counter&apos;s back, 7.6)</source>
        <translation>A helyettes értékei (a jelző hátlapja, 7.6)</translation>
    </message>
    <message>
        <source>The front as it will be cut</source>
        <translation>Az előlap, ahogy ki lesz vágva</translation>
    </message>
    <message>
        <source>Its back (fatigued side of a unit, replacement of a leader), paired as printed</source>
        <translation>A hátlapja (egység fáradt oldala, parancsnok helyettese), a nyomtatás szerint párosítva</translation>
    </message>
    <message>
        <source>&amp;Add this counter to the scenario</source>
        <translation>Ennek a jelzőnek a &amp;hozzáadása a forgatókönyvhöz</translation>
    </message>
    <message>
        <source>Ticked as soon as you type into it or press Enter on it; untick to leave it out (Alt+A)</source>
        <translation>Bejelölődik, amint beleír vagy Entert nyom rajta; vegye ki a jelölést, hogy kimaradjon (Alt+A)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Előző</translation>
    </message>
    <message>
        <source>The previous counter (Shift+Enter, Page Up)</source>
        <translation>Az előző jelző (Shift+Enter, Page Up)</translation>
    </message>
    <message>
        <source>Same as previous</source>
        <translation>Mint az előző</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values, all but its id and name (Ctrl+D)</source>
        <translation>Az előző jelző értékei, az azonosítója és neve kivételével (Ctrl+D)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Következő ▶</translation>
    </message>
    <message>
        <source>Keep these values and go to the next counter (Enter; Page Down goes on without keeping them)</source>
        <translation>Ezen értékek megtartása és tovább a következő jelzőre (Enter; a Page Down megtartás nélkül lép tovább)</translation>
    </message>
    <message>
        <source>Selected counters</source>
        <translation>Kijelölt jelzők</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>The side to give every selected counter</source>
        <translation>A fél, amelyet minden kijelölt jelző kap</translation>
    </message>
    <message>
        <source>The banner to give every selected counter (Ctrl+click or Shift+click crops to select them)</source>
        <translation>A zászló, amelyet minden kijelölt jelző kap (Ctrl+kattintás vagy Shift+kattintás a kivágásokon a kijelöléshez)</translation>
    </message>
    <message>
        <source>Set side and banner</source>
        <translation>Fél és zászló beállítása</translation>
    </message>
    <message>
        <source>Give every selected counter this side and banner (Ctrl+B)</source>
        <translation>Ez a fél és zászló minden kijelölt jelzőnek (Ctrl+B)</translation>
    </message>
    <message>
        <source>fronts only</source>
        <translation>csak előlapok</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>nincs kijelölve</translation>
    </message>
    <message>
        <source>{n} selected</source>
        <translation>{n} kijelölve</translation>
    </message>
    <message>
        <source>Turned over left to right (mirrored columns)</source>
        <translation>Balról jobbra megfordítva (tükrözött oszlopok)</translation>
    </message>
    <message>
        <source>Turned over top to bottom (mirrored rows)</source>
        <translation>Fentről lefelé megfordítva (tükrözött sorok)</translation>
    </message>
    <message>
        <source>Same row and column</source>
        <translation>Ugyanaz a sor és oszlop</translation>
    </message>
    <message>
        <source>No backs (fronts only)</source>
        <translation>Nincs hátlap (csak előlapok)</translation>
    </message>
    <message>
        <source>The other half of this image</source>
        <translation>E kép másik fele</translation>
    </message>
    <message>
        <source>Another image</source>
        <translation>Másik kép</translation>
    </message>
    <message>
        <source>Sheet images</source>
        <translation>A lap képei</translation>
    </message>
    <message>
        <source>(none: open a scan)</source>
        <translation>(nincs: nyisson meg egy szkennelt képet)</translation>
    </message>
    <message>
        <source>The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)</source>
        <translation>Az előlapok szkennelt képe: PNG, JPEG vagy TIFF (Ctrl+O)</translation>
    </message>
    <message>
        <source>page </source>
        <translation>oldal </translation>
    </message>
    <message>
        <source>The page of a multi-page TIFF</source>
        <translation>Egy többoldalas TIFF oldala</translation>
    </message>
    <message>
        <source>Fronts</source>
        <translation>Előlapok</translation>
    </message>
    <message>
        <source>Where the backs are: the other half of the front scan, or a scan of their own</source>
        <translation>Hol vannak a hátlapok: az előlapok képének másik felén, vagy saját képen</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Hátlapok</translation>
    </message>
    <message>
        <source>The scan with the backs</source>
        <translation>A hátlapok szkennelt képe</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>Hátlapok képe</translation>
    </message>
    <message>
        <source>How a back is found from its front: a sheet printed on both sides and turned over left to right has its columns mirrored</source>
        <translation>Hogyan található meg egy hátlap az előlapjából: a két oldalán nyomtatott és balról jobbra megfordított lap oszlopai tükrözöttek</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Párosítás</translation>
    </message>
    <message>
        <source>e.g. Norman Swords, counter sheet 1</source>
        <translation>pl. Norman Swords, 1. jelzőlap</translation>
    </message>
    <message>
        <source>Grid (image pixels)</source>
        <translation>Rács (képpontok)</translation>
    </message>
    <message>
        <source>Left edge of the counter in row 1, column 1</source>
        <translation>Az 1. sor 1. oszlopában lévő jelző bal széle</translation>
    </message>
    <message>
        <source>Top edge of that counter</source>
        <translation>Annak a jelzőnek a felső széle</translation>
    </message>
    <message>
        <source>Origin x, y</source>
        <translation>Kezdőpont x, y</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>Jelzőszélesség</translation>
    </message>
    <message>
        <source>Counter height</source>
        <translation>Jelzőmagasság</translation>
    </message>
    <message>
        <source>Counter w, h</source>
        <translation>Jelző sz, m</translation>
    </message>
    <message>
        <source>Gap between two columns</source>
        <translation>Hézag két oszlop között</translation>
    </message>
    <message>
        <source>Gap between two rows</source>
        <translation>Hézag két sor között</translation>
    </message>
    <message>
        <source>Gap x, y</source>
        <translation>Hézag x, y</translation>
    </message>
    <message>
        <source>Rows of counters</source>
        <translation>Jelzősorok</translation>
    </message>
    <message>
        <source>Columns of counters</source>
        <translation>Jelzőoszlopok</translation>
    </message>
    <message>
        <source>Rows, columns</source>
        <translation>Sorok, oszlopok</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Megállapítások</translation>
    </message>
    <message>
        <source>What check_layout says about this layout, live; click one to see its cell</source>
        <translation>Amit a check_layout mond erről az elrendezésről, élőben; kattintson egyre a cellája megtekintéséhez</translation>
    </message>
    <message>
        <source>Back grid</source>
        <translation>Hátlaprács</translation>
    </message>
    <message>
        <source>Left edge of the back grid&apos;s top-left counter</source>
        <translation>A hátlaprács bal felső jelzőjének bal széle</translation>
    </message>
    <message>
        <source>Its top edge</source>
        <translation>A felső széle</translation>
    </message>
    <message>
        <source>Its own counter size and gap</source>
        <translation>Saját jelzőméret és hézag</translation>
    </message>
    <message>
        <source>Left unticked, the back grid has the front grid&apos;s size and gap</source>
        <translation>Jelöletlenül a hátlaprácsnak az előlaprács mérete és hézaga van</translation>
    </message>
    <message>
        <source>Back counter width</source>
        <translation>Hátlap jelzőszélesség</translation>
    </message>
    <message>
        <source>Back counter height</source>
        <translation>Hátlap jelzőmagasság</translation>
    </message>
    <message>
        <source>Back gap between columns</source>
        <translation>Hátlap hézag az oszlopok között</translation>
    </message>
    <message>
        <source>Back gap between rows</source>
        <translation>Hátlap hézag a sorok között</translation>
    </message>
    <message>
        <source>Offsets (a sheet that is not quite straight)</source>
        <translation>Eltolások (nem egészen egyenes lap)</translation>
    </message>
    <message>
        <source>front grid</source>
        <translation>előlaprács</translation>
    </message>
    <message>
        <source>back grid</source>
        <translation>hátlaprács</translation>
    </message>
    <message>
        <source>Which grid the offsets below belong to</source>
        <translation>A rács, amelyhez az alábbi eltolások tartoznak</translation>
    </message>
    <message>
        <source>On the</source>
        <translation>Melyik rácson:</translation>
    </message>
    <message>
        <source>row </source>
        <translation>sor </translation>
    </message>
    <message>
        <source>A row slides sideways (and up or down); Shift+drag a counter on the sheet</source>
        <translation>Egy sor oldalra (és fel vagy le) csúszik; Shift+húzás egy jelzőn a lapon</translation>
    </message>
    <message>
        <source>Row shift right (px)</source>
        <translation>Sor eltolása jobbra (px)</translation>
    </message>
    <message>
        <source>Row shift down (px)</source>
        <translation>Sor eltolása lefelé (px)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Sor</translation>
    </message>
    <message>
        <source>column </source>
        <translation>oszlop </translation>
    </message>
    <message>
        <source>A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet</source>
        <translation>Egy oszlop fel vagy le (és oldalra) csúszik; Ctrl+Shift+húzás egy jelzőn a lapon</translation>
    </message>
    <message>
        <source>Column shift right (px)</source>
        <translation>Oszlop eltolása jobbra (px)</translation>
    </message>
    <message>
        <source>Column shift down (px)</source>
        <translation>Oszlop eltolása lefelé (px)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Oszlop</translation>
    </message>
    <message>
        <source>Crops</source>
        <translation>Kivágások</translation>
    </message>
    <message>
        <source>Folder of the crops, next to the scenario (or the side&apos;s counter library)</source>
        <translation>A kivágások mappája, a forgatókönyv (vagy a fél jelzőkönyvtára) mellett</translation>
    </message>
    <message>
        <source>File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png</source>
        <translation>Egy kivágás fájlneve: {id}, {cell}, {row}, {col}, {face}; .png-re végződik</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Fájlnév</translation>
    </message>
    <message>
        <source>column {n}: {dx}, {dy}</source>
        <translation>{n}. oszlop: {dx}, {dy}</translation>
    </message>
    <message>
        <source>Offsets: {parts}</source>
        <translation>Eltolások: {parts}</translation>
    </message>
    <message>
        <source>No offsets: a straight sheet.</source>
        <translation>Nincs eltolás: egyenes lap.</translation>
    </message>
    <message>
        <source>No findings: every counter&apos;s box is on its image.</source>
        <translation>Nincs megállapítás: minden jelző kerete a képén van.</translation>
    </message>
    <message>
        <source>Grid {key}</source>
        <translation>Rács: {key}</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>{title} oldal</translation>
    </message>
    <message>
        <source>{title} {value} offset</source>
        <translation>{title} {value} eltolás</translation>
    </message>
    <message>
        <source>Crops&apos; folder and name</source>
        <translation>A kivágások mappája és neve</translation>
    </message>
    <message>
        <source>Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff)</source>
        <translation>Szkennelt lapok (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Sheet scans and layouts (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff);;Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Szkennelt lapok és elrendezések (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Szkennelt lapok (*.png *.jpg *.jpeg *.tif *.tiff);;Lapelrendezések (*.yaml *.yml);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Lapelrendezések (*.yaml *.yml);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Cannot open the scan</source>
        <translation>A szkennelt kép nem nyitható meg</translation>
    </message>
    <message>
        <source>Open the front scan</source>
        <translation>Az előlapok képének megnyitása</translation>
    </message>
    <message>
        <source>Front scan</source>
        <translation>Előlapok képe</translation>
    </message>
    <message>
        <source>Open the fronts first</source>
        <translation>Előbb az előlapokat nyissa meg</translation>
    </message>
    <message>
        <source>Open the scan with the fronts first; then its backs.</source>
        <translation>Előbb az előlapok szkennelt képét nyissa meg; utána a hátlapjait.</translation>
    </message>
    <message>
        <source>Back scan</source>
        <translation>Hátlapok képe</translation>
    </message>
    <message>
        <source>Open a sheet scan or layout</source>
        <translation>Szkennelt lap vagy elrendezés megnyitása</translation>
    </message>
    <message>
        <source>Open the scan with the fronts</source>
        <translation>Az előlapok szkennelt képének megnyitása</translation>
    </message>
    <message>
        <source>Open the scan with the backs</source>
        <translation>A hátlapok szkennelt képének megnyitása</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Az elrendezés nem nyitható meg</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a sheet layout:

{lines}</source>
        <translation>{name} nem nyitható meg lapelrendezésként:

{lines}</translation>
    </message>
    <message>
        <source>Save the sheet layout as</source>
        <translation>A lap elrendezésének mentése másként</translation>
    </message>
    <message>
        <source>Cannot save the layout</source>
        <translation>Az elrendezés nem menthető</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; the layout is still here.</source>
        <translation>{path} nem írható: {error}.

A lemezen lévő fájl változatlan; az elrendezés megvan.</translation>
    </message>
    <message>
        <source>Saved the layout to {layout_path}</source>
        <translation>Az elrendezés mentve ide: {layout_path}</translation>
    </message>
    <message>
        <source>Writing the counter images…</source>
        <translation>A jelzők képeinek írása…</translation>
    </message>
    <message>
        <source>Writing the counter images… {done} of {total}</source>
        <translation>A jelzők képeinek írása… {done} / {total}</translation>
    </message>
    <message>
        <source>Import 1 counter from a counter sheet</source>
        <translation>1 jelző importálása egy jelzőlapról</translation>
    </message>
    <message>
        <source>Import {count} counters from a counter sheet</source>
        <translation>{count} jelző importálása egy jelzőlapról</translation>
    </message>
    <message>
        <source>Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or Shift+click select several (for a banner or a side in one go)</source>
        <translation>Minden kivágás, elő- és hátlap: ez íródik ki. Kattintson egyre a beviteléhez; Ctrl+kattintás vagy Shift+kattintás többet jelöl ki (egy zászlóhoz vagy félhez egyszerre)</translation>
    </message>
    <message>
        <source>Not in play mode: leave play mode (F5) to edit</source>
        <translation>Játék módban nem: a szerkesztéshez lépjen ki a játék módból (F5)</translation>
    </message>
    <message>
        <source>the map as set up, activation of {leader} at {step}</source>
        <translation>a térkép felállítás szerint, {leader} aktiválása, {step} lépés</translation>
    </message>
    <message>
        <source>the map as set up (Phase A)</source>
        <translation>a térkép felállítás szerint (A fázis)</translation>
    </message>
    <message>
        <source>choose the leader whose activation starts the game</source>
        <translation>válassza ki a parancsnokot, akinek az aktiválásával a játszma kezdődik</translation>
    </message>
    <message>
        <source>start: {start}</source>
        <translation>kezdés: {start}</translation>
    </message>
    <message>
        <source>main line, 1 move</source>
        <translation>fővonal, 1 lépés</translation>
    </message>
    <message>
        <source>main line, {moves} moves</source>
        <translation>fővonal, {moves} lépés</translation>
    </message>
    <message>
        <source>branch {n}: from move {fork}, {moves} moves ({text})</source>
        <translation>{n}. ág: a(z) {fork}. lépéstől, {moves} lépés ({text})</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>{level}. szint</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (belül)</translation>
    </message>
    <message>
        <source> (outside)</source>
        <translation> (kívül)</translation>
    </message>
    <message>
        <source>hexsides: {list}</source>
        <translation>hexaoldalak: {list}</translation>
    </message>
    <message>
        <source>{route} to {hex}</source>
        <translation>{route} ide: {hex}</translation>
    </message>
    <message>
        <source>{unit} (unknown unit)</source>
        <translation>{unit} (ismeretlen egység)</translation>
    </message>
    <message>
        <source> facing {facing}</source>
        <translation>, arcvonal: {facing}</translation>
    </message>
    <message>
        <source>, fatigued</source>
        <translation>, fáradt</translation>
    </message>
    <message>
        <source>(leader, wounded)</source>
        <translation>(parancsnok, sebesült)</translation>
    </message>
    <message>
        <source>(leader)</source>
        <translation>(parancsnok)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>sík terep</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>erdő</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>cserjés</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>mocsár</translation>
    </message>
    <message>
        <source>village</source>
        <translation>falu</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>tanya</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>tavacska</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>tó</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>tenger</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>patak</translation>
    </message>
    <message>
        <source>river</source>
        <translation>folyó</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>fal</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>erődítés</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>kapu</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>híd</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>gázló</translation>
    </message>
    <message>
        <source>road</source>
        <translation>út</translation>
    </message>
    <message>
        <source>track</source>
        <translation>ösvény</translation>
    </message>
    <message>
        <source>north</source>
        <translation>észak</translation>
    </message>
    <message>
        <source>south</source>
        <translation>dél</translation>
    </message>
    <message>
        <source>east</source>
        <translation>kelet</translation>
    </message>
    <message>
        <source>west</source>
        <translation>nyugat</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>támadó</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>védő</translation>
    </message>
    <message>
        <source>discouraged</source>
        <translation>elbátortalanodott</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>menekül</translation>
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
        <translation>érték</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bónusz</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>parancsnoki érték</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>hatótáv</translation>
    </message>
    <message>
        <source>(the score cannot be computed: {error})</source>
        <translation>(az állás nem számítható: {error})</translation>
    </message>
    <message>
        <source>leaders do not charge (10.2)</source>
        <translation>parancsnokok nem indítanak lovasrohamot (10.2)</translation>
    </message>
    <message>
        <source>{unit} may not charge now</source>
        <translation>{unit} most nem indíthat lovasrohamot</translation>
    </message>
    <message>
        <source>{ids} is not on the map</source>
        <translation>{ids} nincs a térképen</translation>
    </message>
    <message>
        <source>{hex} is not among the legal ends of this move</source>
        <translation>{hex} nincs e mozgás szabályos végpontjai között</translation>
    </message>
    <message>
        <source>{title} — test position, turn {turn}</source>
        <translation>{title} — próbaállás, {turn}. forduló</translation>
    </message>
    <message>
        <source>the game is in Phase {phase}{step}; the file starts turn {turn} at Phase A</source>
        <translation>a játszma a(z) {phase} fázisban van{step}; a fájl a(z) {turn}. fordulót az A fázisnál kezdi</translation>
    </message>
    <message>
        <source>out of command</source>
        <translation>parancsnoki ellenőrzés alól kikerült</translation>
    </message>
    <message>
        <source>resting</source>
        <translation>pihenés</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>lovasroham</translation>
    </message>
    <message>
        <source>mêlée</source>
        <translation>közelharc</translation>
    </message>
    <message>
        <source>{marker} markers are not kept ({ids})</source>
        <translation>a(z) {marker} jelzők nem maradnak meg ({ids})</translation>
    </message>
    <message>
        <source>leaders dead, captured or replaced are left off the map: {leaders}</source>
        <translation>a halott, elfogott vagy helyettesített parancsnokok a térképen kívül maradnak: {leaders}</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Lovasroham</translation>
    </message>
    <message>
        <source>Mêlée</source>
        <translation>Közelharc</translation>
    </message>
    <message>
        <source>there is no unit to attack in {hex}</source>
        <translation>itt nincs megtámadható egység: {hex}</translation>
    </message>
    <message>
        <source>a selected unit is not on the map</source>
        <translation>egy kijelölt egység nincs a térképen</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Lövés</translation>
    </message>
    <message>
        <source>also: {reason}</source>
        <translation>továbbá: {reason}</translation>
    </message>
    <message>
        <source>no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)</source>
        <translation>nincs célzási vonal innen: {origin}, ide: {target}; akadály: {where} (9.2, R17)</translation>
    </message>
    <message>
        <source>fire has one target hex; the others are left out (9.3)</source>
        <translation>a lövésnek egy célhexája van; a többi kimarad (9.3)</translation>
    </message>
    <message>
        <source>Roll for {what}</source>
        <translation>Dobás: {what}</translation>
    </message>
    <message>
        <source>The pending roll</source>
        <translation>A függő dobás</translation>
    </message>
    <message>
        <source>the game holds designer steps ({step}…), which are not choices of the rules; a record can only hold those. Start the game at that leader&apos;s activation instead</source>
        <translation>a játszmában tervezői lépések vannak ({step}…), amelyek nem a szabályok szerinti döntések; egy jegyzőkönyv csak ilyeneket tartalmazhat. Kezdje inkább a játszmát annak a parancsnoknak az aktiválásánál</translation>
    </message>
    <message>
        <source>the record cannot be read</source>
        <translation>a jegyzőkönyv nem olvasható</translation>
    </message>
    <message>
        <source>no image</source>
        <translation>nincs kép</translation>
    </message>
    <message>
        <source>{path}: absolute or outside the scenario&apos;s folder; not opened</source>
        <translation>{path}: abszolút, vagy a forgatókönyv mappáján kívül; nincs megnyitva</translation>
    </message>
    <message>
        <source>{path}: not found</source>
        <translation>{path}: nem található</translation>
    </message>
    <message>
        <source>The language changes outside play mode: leave it first (Play → Play mode, F5). A game kept to resume stays kept.</source>
        <translation>A nyelv játék módon kívül változtatható: előbb lépjen ki belőle (Játék → Játék mód, F5). A folytatásra megtartott játszma megmarad.</translation>
    </message>
    <message>
        <source>Unit card or unit</source>
        <translation>Csapatkártya vagy csapat</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurák</translation>
    </message>
    <message>
        <source>Drag a unit card onto the table to place a unit; click a placed unit to select it</source>
        <translation>Húzzon egy csapatkártyát az asztalra, hogy csapatot állítson fel; egy felállított csapatra kattintva kijelöli</translation>
    </message>
    <message>
        <source>Unit cards of {army}</source>
        <translation>{army} csapatkártyái</translation>
    </message>
    <message>
        <source>No army list read for this side</source>
        <translation>Ehhez a félhez nincs beolvasott sereglista</translation>
    </message>
    <message>
        <source>Drag onto the table to place a unit of this card</source>
        <translation>Húzza az asztalra, hogy e kártya szerinti csapatot állítson fel</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Az asztalon</translation>
    </message>
    <message>
        <source>dissolved: skirmishers</source>
        <translation>felbomlott: előcsatározók</translation>
    </message>
    <message>
        <source>The table: {width} × {depth} M</source>
        <translation>Az asztal: {width} × {depth} M</translation>
    </message>
    <message>
        <source>{length} M</source>
        <translation>{length} M</translation>
    </message>
    <message>
        <source>Table {width} × {depth} M, {cm} cm per M</source>
        <translation>Asztal {width} × {depth} M, {cm} cm mozgásonként</translation>
    </message>
    <message>
        <source>Remove units from {side}</source>
        <translation>Csapatok eltávolítása: {side}</translation>
    </message>
    <message>
        <source>Place {unit}</source>
        <translation>{unit} felállítása</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>Szint…</translation>
    </message>
    <message>
        <source>Uphill towards…</source>
        <translation>Dombra felfelé, irány…</translation>
    </message>
    <message>
        <source>Delete this terrain</source>
        <translation>Ez a terep törlése</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Szint:</translation>
    </message>
    <message>
        <source>Compass bearing uphill, 0 = north (B47):</source>
        <translation>A dombra felfelé mutató irány fokban, 0 = észak (B47):</translation>
    </message>
    <message>
        <source>Level and slope of {terrain}</source>
        <translation>{terrain} szintje és lejtője</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>{terrain} törlése</translation>
    </message>
    <message>
        <source>Click the corners of the new {type}; double-click or Enter ends it, Esc cancels</source>
        <translation>Kattintson az új {type} sarokpontjaira; dupla kattintás vagy Enter lezárja, Esc elveti</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners and a line at least 2: nothing was added</source>
        <translation>Egy területhez legalább 3, egy vonalhoz legalább 2 sarokpont kell: semmi sem került be</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>{terrain} rajzolása</translation>
    </message>
    <message>
        <source>Drag to move this corner (it snaps to other terrain&apos;s corners); Delete or right-click removes it</source>
        <translation>Húzza a sarokpont áthelyezéséhez (más terep sarokpontjaihoz tapad); Delete vagy jobb kattintás törli</translation>
    </message>
    <message>
        <source>Move a corner</source>
        <translation>Sarokpont áthelyezése</translation>
    </message>
    <message>
        <source>Add a corner</source>
        <translation>Sarokpont hozzáadása</translation>
    </message>
    <message>
        <source>An area keeps at least 3 corners and a line at least 2</source>
        <translation>Egy területnek legalább 3, egy vonalnak legalább 2 sarokpontja marad</translation>
    </message>
    <message>
        <source>Remove a corner</source>
        <translation>Sarokpont törlése</translation>
    </message>
    <message>
        <source>uphill towards {bearing}°</source>
        <translation>dombra felfelé {bearing}° felé</translation>
    </message>
    <message>
        <source>Camp of {side}</source>
        <translation>{side} tábora</translation>
    </message>
    <message>
        <source>Drag to turn the unit; it snaps at 45°, 90° and 180°, the army sheet&apos;s turn categories (Ctrl: free)</source>
        <translation>Húzza a csapat elfordításához; 45°-nál, 90°-nál és 180°-nál, a sereglap fordulási kategóriáinál megakad (Ctrl: szabadon)</translation>
    </message>
    <message>
        <source>Turn {turn}° ({glyph} on the army sheet)</source>
        <translation>Fordulás {turn}° ({glyph} a sereglapon)</translation>
    </message>
    <message>
        <source>Turn {unit}</source>
        <translation>{unit} elfordítása</translation>
    </message>
    <message>
        <source>{unit}: {count} figures, heading {heading}°</source>
        <translation>{unit}: {count} figura, irány {heading}°</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>{unit} mozgatása</translation>
    </message>
    <message>
        <source>{px} px per M</source>
        <translation>{px} px mozgásonként</translation>
    </message>
    <message>
        <source>Table as &amp;PNG…</source>
        <translation>Az asztal &amp;PNG-ként…</translation>
    </message>
    <message>
        <source>Draw the table, its terrain and its units to a PNG</source>
        <translation>Az asztal, a terep és a csapatok kirajzolása PNG-képbe</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Törlés</translation>
    </message>
    <message>
        <source>Delete the selected units, or the corner being edited</source>
        <translation>A kijelölt csapatok vagy a szerkesztett sarokpont törlése</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>Az asztal &amp;egészben</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Az egész asztal mutatása</translation>
    </message>
    <message>
        <source>The kind of terrain the next area or line drawn gets</source>
        <translation>A következő rajzolt terület vagy vonal tereptípusa</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Terep rajzolása</translation>
    </message>
    <message>
        <source>Draw a new terrain area or line, corner by corner (T)</source>
        <translation>Új terepterület vagy -vonal rajzolása sarokpontonként (T)</translation>
    </message>
    <message>
        <source>x {x} M, y {y} M</source>
        <translation>x {x} M, y {y} M</translation>
    </message>
    <message>
        <source>Export the table as PNG</source>
        <translation>Az asztal exportálása PNG-ként</translation>
    </message>
    <message>
        <source>Pixels per M:</source>
        <translation>Képpont mozgásonként (M):</translation>
    </message>
    <message>
        <source>&amp;Read terrain from the scan…</source>
        <translation>&amp;Terep kiolvasása a szkenből…</translation>
    </message>
    <message>
        <source>Classify every hex&apos;s terrain and level from the scan, taught by a few samples</source>
        <translation>Minden hatszög terepének és szintjének besorolása a szken alapján, néhány mintából tanulva</translation>
    </message>
    <message>
        <source>Read terrain from the scan</source>
        <translation>Terep kiolvasása a szkenből</translation>
    </message>
    <message>
        <source>The number of a hex whose terrain you know</source>
        <translation>Egy hatszög száma, amelynek ismeri a terepét</translation>
    </message>
    <message>
        <source>Add sample</source>
        <translation>Minta hozzáadása</translation>
    </message>
    <message>
        <source>Teach this hex&apos;s terrain and level (two or three hexes of each terrain)</source>
        <translation>E hatszög terepének és szintjének megtanítása (minden terepből két-három hatszög)</translation>
    </message>
    <message>
        <source>Teach on the map</source>
        <translation>Tanítás a térképen</translation>
    </message>
    <message>
        <source>A click with the terrain brush adds the hex as a sample of the brush&apos;s terrain and the level above instead of painting it; a click on a sample removes it</source>
        <translation>A terepecset kattintása festés helyett mintaként veszi fel a hatszöget az ecset terepével és a fenti szinttel; egy mintára kattintás eltávolítja</translation>
    </message>
    <message>
        <source>Read the map</source>
        <translation>Térkép kiolvasása</translation>
    </message>
    <message>
        <source>Enter: accept the hex as read; Ctrl+Enter: correct it to the terrain and level above</source>
        <translation>Enter: a hatszög elfogadása, ahogy kiolvasta; Ctrl+Enter: javítás a fenti terepre és szintre</translation>
    </message>
    <message>
        <source>Show the reading on the map</source>
        <translation>A kiolvasás mutatása a térképen</translation>
    </message>
    <message>
        <source>Tint each hex with the colour of the terrain read, outline the hexes to review</source>
        <translation>Minden hatszöget a kiolvasott terep színére színez, az ellenőrizendő hatszögeket körülrajzolja</translation>
    </message>
    <message>
        <source>Replace painted hexes</source>
        <translation>Festett hatszögek felülírása</translation>
    </message>
    <message>
        <source>Also replace the hexes that had a terrain or a level before</source>
        <translation>Azokat a hatszögeket is felülírja, amelyeknek már volt terepe vagy szintje</translation>
    </message>
    <message>
        <source>Samples: {count}</source>
        <translation>Minták: {count}</translation>
    </message>
    <message>
        <source>Load the scan and fit the grid first (Map → Background image)</source>
        <translation>Előbb töltse be a szkent és illessze a rácsot (Térkép → Háttérkép)</translation>
    </message>
    <message>
        <source>Opening the scan</source>
        <translation>A szken megnyitása</translation>
    </message>
    <message>
        <source>Measuring the hexes</source>
        <translation>A hatszögek mérése</translation>
    </message>
    <message>
        <source>Reading the scan…</source>
        <translation>A szken kiolvasása…</translation>
    </message>
    <message>
        <source>Reading the terrain needs scikit-learn, which this copy of Banneret does not have: install it with pip install &quot;banneret[scan]&quot;</source>
        <translation>A terep beolvasásához scikit-learn kell, ami a Banneret ezen példányából hiányzik: telepítse így: pip install &quot;banneret[scan]&quot;</translation>
    </message>
    <message>
        <source>Give sample hexes of at least two terrains</source>
        <translation>Adjon meg legalább kétféle terep mintahatszögeit</translation>
    </message>
    <message>
        <source>Reading cancelled: nothing changed</source>
        <translation>Kiolvasás megszakítva: semmi sem változott</translation>
    </message>
    <message>
        <source>{count} hexes to review: the least certain ones, each less than {percent} % sure of its terrain and level (at most 15 % of the map)</source>
        <translation>{count} ellenőrizendő hatszög: a legbizonytalanabbak, mindegyik terepe és szintje {percent} %-nál kevésbé biztos (legfeljebb a térkép 15 %-a)</translation>
    </message>
    <message>
        <source>{unit}: field of view (B44)</source>
        <translation>{unit}: látómező (B44)</translation>
    </message>
    <message>
        <source>{unit}: zone of control, 4 M (B44)</source>
        <translation>{unit}: kontrollzóna, 4 M (B44)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: short range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: rövid lőtáv, erő {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: medium range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: közepes lőtáv, erő {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: long range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: nagy lőtáv, erő {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: out of reach while it moves, beyond half range to its front and right (B36, [L424])</source>
        <translation>{unit}, {weapon}: mozgás közben elérhetetlen, előre és jobbra a lőtáv felén túl (B36, [L424])</translation>
    </message>
    <message>
        <source>{unit}: {side} flank protected by {by} (B19)</source>
        <translation>{unit}: a {side} szárnyat védi: {by} (B19)</translation>
    </message>
    <message>
        <source>{unit}: {side} flank not protected (B19)</source>
        <translation>{unit}: a {side} szárny nem védett (B19)</translation>
    </message>
    <message>
        <source>{name}: 4 M command radius (B29)</source>
        <translation>{name}: 4 M-es parancsnoki körzet (B29)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>bal</translation>
    </message>
    <message>
        <source>right</source>
        <translation>jobb</translation>
    </message>
    <message>
        <source>Select the unit first, then draw its path.</source>
        <translation>Előbb jelölje ki a csapatot, aztán rajzolja meg az útját.</translation>
    </message>
    <message>
        <source>Ruler: click the first unit, then the second.</source>
        <translation>Vonalzó: kattintson az első csapatra, aztán a másodikra.</translation>
    </message>
    <message>
        <source>Ruler from {unit}: click the second unit.</source>
        <translation>Vonalzó innen: {unit}; kattintson a második csapatra.</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, centre to centre (B34)</source>
        <translation>{a} – {b}: {distance} M, középponttól középpontig (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, from the base centre of the elephant or chariot (B34)</source>
        <translation>{a} – {b}: {distance} M, az elefánt vagy harci szekér talpának közepétől (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, edge to edge (B3)</source>
        <translation>{a} – {b}: {distance} M, széltől szélig (B3)</translation>
    </message>
    <message>
        <source>Path of {unit}: click its corners; double-click or Enter ends it.</source>
        <translation>{unit} útja: kattintson a töréspontjaira; dupla kattintás vagy Enter zárja le.</translation>
    </message>
    <message>
        <source>{unit}: within 4 M of its rout path (B31)</source>
        <translation>{unit}: menekülési útjától 4 mozgásnyin belül (B31)</translation>
    </message>
    <message>
        <source>Rout of {unit}: the friends within 4 M of its path test their morale (B31): {names}</source>
        <translation>{unit} megfutamodása: az útjától 4 mozgásnyin belüli saját csapatok morált tesztelnek (B31): {names}</translation>
    </message>
    <message>
        <source>The friends it runs into test at four or six times their morale value (B31, [L503]): {names}</source>
        <translation>Az útjába eső saját csapatok morálértékük négy- illetve hatszorosával tesztelnek (B31, [L503]): {names}</translation>
    </message>
    <message>
        <source>Path of {unit}: {length} M long, costs {cost} M with the terrain (B47)</source>
        <translation>{unit} útja: {length} M hosszú, a terepen {cost} M mozgásba kerül (B47)</translation>
    </message>
    <message>
        <source>Impassable on the way: {areas} (B47)</source>
        <translation>Nem járható az úton: {areas} (B47)</translation>
    </message>
    <message>
        <source>Every turn has a radius of 2.5 M or more (B49).</source>
        <translation>Minden fordulás sugara legalább 2,5 M (B49).</translation>
    </message>
    <message>
        <source>Too tight a turn: {radius} M at the tightest corner, 2.5 M at least (B49).</source>
        <translation>Túl éles fordulás: a legszűkebb pontján {radius} M, legalább 2,5 M kell (B49).</translation>
    </message>
    <message>
        <source>Too tight: the largest arc here has a radius of {radius} M (B49)</source>
        <translation>Túl éles: itt a legnagyobb ív sugara {radius} M (B49)</translation>
    </message>
    <message>
        <source>Referee mode: distances and overlays stay hidden until the orders of round {round} are locked ([L254, L394]).</source>
        <translation>Játékvezetői mód: a távolságok és a rétegek rejtve maradnak, amíg a(z) {round}. kör parancsait le nem zárják ([L254, L394]).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mérés</translation>
    </message>
    <message>
        <source>Overlays of the selected units</source>
        <translation>A kijelölt csapatok rétegei</translation>
    </message>
    <message>
        <source>Zone of control and field of view</source>
        <translation>Kontrollzóna és látómező</translation>
    </message>
    <message>
        <source>The 90° field of view and the 4 M zone of control in front of the unit (B44)</source>
        <translation>A csapat előtti 90°-os látómező és 4 M-es kontrollzóna (B44)</translation>
    </message>
    <message>
        <source>Range bands per weapon</source>
        <translation>Lőtávok fegyverenként</translation>
    </message>
    <message>
        <source>Short, medium and long range of each missile weapon, 2 M shorter per level up (B34, B35)</source>
        <translation>Minden lőfegyver rövid, közepes és nagy lőtávja, szintenként felfelé 2 M-rel rövidebb (B34, B35)</translation>
    </message>
    <message>
        <source>Protected flanks</source>
        <translation>Védett szárnyak</translation>
    </message>
    <message>
        <source>The ground within 4 M of each flank of a close unit: green when a friend or an obstacle protects it (B19)</source>
        <translation>A zárt formációjú csapat mindkét szárnyától 4 M-en belüli terület: zöld, ha saját csapat vagy akadály védi (B19)</translation>
    </message>
    <message>
        <source>Command radius, 4 M</source>
        <translation>Parancsnoki körzet, 4 M</translation>
    </message>
    <message>
        <source>The 4 M around the army general and around the unit&apos;s own corps commander (B29)</source>
        <translation>A sereg vezére és a csapat saját seregtestének parancsnoka körüli 4 M (B29)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Vonalzó</translation>
    </message>
    <message>
        <source>Click two units: the distance edge to edge, or centre to centre for loose archers (B3, B34) (R)</source>
        <translation>Kattintson két csapatra: a távolság széltől szélig, laza formációjú íjászoknál középponttól középpontig (B3, B34) (R)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Út</translation>
    </message>
    <message>
        <source>Click the selected unit&apos;s path corner by corner: its length, its cost with the terrain (B47) and the turning radius check (B49) (P)</source>
        <translation>Kattintson a kijelölt csapat útjának töréspontjaira: hossza, költsége a terepen (B47) és a fordulási sugár ellenőrzése (B49) (P)</translation>
    </message>
    <message>
        <source>Draw where the selected unit routs: the friends within 4 M of it test their morale (B31) (Shift+R)</source>
        <translation>Rajzolja meg, merre menekül a kijelölt csapat: a tőle 4 M-en belüli saját csapatok morált tesztelnek (B31) (Shift+R)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Remove the ruler and the drawn path (Esc)</source>
        <translation>A vonalzó és a rajzolt út eltávolítása (Esc)</translation>
    </message>
    <message>
        <source>Centre to centre (loose archers, B34)</source>
        <translation>Középponttól középpontig (laza íjászok, B34)</translation>
    </message>
    <message>
        <source>Loose shooters measure from centre to centre ([L422]); otherwise edge to edge</source>
        <translation>A laza formációjú lövők középponttól középpontig mérnek ([L422]); egyébként széltől szélig</translation>
    </message>
    <message>
        <source>From the base centre (archers on an elephant or chariot, B34)</source>
        <translation>A talp közepétől (elefánton vagy harci szekéren álló íjászok, B34)</translation>
    </message>
    <message>
        <source>Archers on an elephant or a chariot measure from the centre of its base to the target&apos;s footprint</source>
        <translation>Az elefánton vagy harci szekéren álló íjászok a talpa közepétől a célpont alapterületéig mérnek</translation>
    </message>
    <message>
        <source>Referee mode</source>
        <translation>Játékvezetői mód</translation>
    </message>
    <message>
        <source>Hide distances and overlays until the orders are locked</source>
        <translation>Távolságok és rétegek elrejtése a parancsok lezárásáig</translation>
    </message>
    <message>
        <source>Pre-measuring is forbidden ([L254, L394]): with this on, the players see no distance and no overlay until the round&apos;s orders are locked</source>
        <translation>Előre mérni tilos ([L254, L394]): bekapcsolva a játékosok nem látnak sem távolságot, sem réteget, amíg a kör parancsait le nem zárják</translation>
    </message>
    <message>
        <source>Orders locked</source>
        <translation>Parancsok lezárva</translation>
    </message>
    <message>
        <source>The orders of this round are written and locked: distances may be shown</source>
        <translation>E kör parancsai megírva és lezárva: a távolságok megmutathatók</translation>
    </message>
    <message>
        <source>Every side&apos;s army sheet says whether this round&apos;s orders are locked: lock it there ([L254, L394])</source>
        <translation>Minden oldal sereglapja mondja meg, le vannak-e zárva e kör parancsai: ott zárja le ([L254, L394])</translation>
    </message>
    <message>
        <source>triumph {n:+d}</source>
        <translation>diadalpont {n:+d}</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>rendezetlen</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>megvadult</translation>
    </message>
    <message>
        <source>{n} wound(s)</source>
        <translation>{n} seb</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>újratölt</translation>
    </message>
    <message>
        <source>{n} forced march(es)</source>
        <translation>{n} erőltetett menet</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Ny&amp;omtatás</translation>
    </message>
    <message>
        <source>Print pre&amp;view</source>
        <translation>Nyomtatási ké&amp;p</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;New record</source>
        <translation>Ú&amp;j jegyzőkönyv</translation>
    </message>
    <message>
        <source>Start a game record on this table: the resolution panels apply their steps to it</source>
        <translation>Játékjegyzőkönyv indítása ezen az asztalon: a feloldó panelek ebbe írják a lépéseiket</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Jegyzőkönyv &amp;megnyitása…</translation>
    </message>
    <message>
        <source>Replay a saved game record on this table and go on from its end</source>
        <translation>Mentett játékjegyzőkönyv visszajátszása ezen az asztalon, majd folytatás a végétől</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>Jegyzőkönyv &amp;mentése</translation>
    </message>
    <message>
        <source>&amp;Roster cards (PDF)…</source>
        <translation>&amp;Csapatkártyák (PDF)…</translation>
    </message>
    <message>
        <source>Both sides&apos; roster cards, A4</source>
        <translation>Mindkét fél csapatkártyái, A4</translation>
    </message>
    <message>
        <source>Blank army &amp;sheet (PDF)…</source>
        <translation>Üres &amp;sereglap (PDF)…</translation>
    </message>
    <message>
        <source>The army sheet to fill in by hand, A4</source>
        <translation>Kézzel kitöltendő sereglap, A4</translation>
    </message>
    <message>
        <source>&amp;Modifier card (PDF)…</source>
        <translation>&amp;Módosítókártya (PDF)…</translation>
    </message>
    <message>
        <source>The one-page modifier card, A4</source>
        <translation>Az egyoldalas módosítókártya, A4</translation>
    </message>
    <message>
        <source>&amp;Roster card (PDF)…</source>
        <translation>&amp;Csapatkártya (PDF)…</translation>
    </message>
    <message>
        <source>This army list&apos;s roster card, A4</source>
        <translation>Ennek a seregnek a csapatkártyája, A4</translation>
    </message>
    <message>
        <source>Army &amp;sheet (PDF)…</source>
        <translation>&amp;Sereglap (PDF)…</translation>
    </message>
    <message>
        <source>This army sheet with its orders, A4</source>
        <translation>Ez a sereglap a parancsaival, A4</translation>
    </message>
    <message>
        <source>Export the roster cards</source>
        <translation>A csapatkártyák exportálása</translation>
    </message>
    <message>
        <source>Export the army sheet</source>
        <translation>A sereglap exportálása</translation>
    </message>
    <message>
        <source>Export the modifier card</source>
        <translation>A módosítókártya exportálása</translation>
    </message>
    <message>
        <source>recovered game record</source>
        <translation>helyreállított játékjegyzőkönyv</translation>
    </message>
    <message>
        <source>The game record was recovered: {n} step(s), not saved yet</source>
        <translation>A játékjegyzőkönyv helyreállt: {n} lépés, még nincs mentve</translation>
    </message>
    <message>
        <source>BBG game records (*.yaml *.yml);;All files (*)</source>
        <translation>BBG játékjegyzőkönyvek (*.yaml *.yml);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Játékvezető</translation>
    </message>
    <message>
        <source>No game on this table. Game → New record starts one; Open record goes on with a saved game.</source>
        <translation>Ezen az asztalon nincs játék. Játék → Új jegyzőkönyv indít egyet; a Jegyzőkönyv megnyitása egy mentett játékot folytat.</translation>
    </message>
    <message>
        <source>{n} step(s) in the game record</source>
        <translation>{n} lépés a játékjegyzőkönyvben</translation>
    </message>
    <message>
        <source>New game record</source>
        <translation>Új játékjegyzőkönyv</translation>
    </message>
    <message>
        <source>A game record names the table&apos;s file as saved. Save the table first?</source>
        <translation>A játékjegyzőkönyv az asztal mentett fájlját nevezi meg. Előbb menti az asztalt?</translation>
    </message>
    <message>
        <source>this record is a game on {scenario}, not on the table in this window</source>
        <translation>ez a jegyzőkönyv a(z) {scenario} asztalon játszott játék, nem az ebben az ablakban lévő asztalon</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>játékjegyzőkönyv</translation>
    </message>
    <message>
        <source>The game record was not saved: {reason}.

The file on disk is unchanged.</source>
        <translation>A játékjegyzőkönyv nem lett mentve: {reason}.

A lemezen lévő fájl változatlan.</translation>
    </message>
    <message>
        <source>Game record saved to {path}</source>
        <translation>Játékjegyzőkönyv mentve ide: {path}</translation>
    </message>
    <message>
        <source>the game record</source>
        <translation>a játékjegyzőkönyv</translation>
    </message>
    <message>
        <source>{name} cannot be played on this table:

{lines}</source>
        <translation>{name} nem játszható ezen az asztalon:

{lines}</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Játékjegyzőkönyv</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Közelharckör</translation>
    </message>
    <message>
        <source>Snaking fast strike (B15)</source>
        <translation>Kígyózó rácsapás (B15)</translation>
    </message>
    <message>
        <source>Envelopment (B16)</source>
        <translation>Bekerítés (B16)</translation>
    </message>
    <message>
        <source>routs without a test (all engaged fell)</source>
        <translation>teszt nélkül megfutamodik (minden harcban álló elesett)</translation>
    </message>
    <message>
        <source>the target stops</source>
        <translation>a célpont megáll</translation>
    </message>
    <message>
        <source>the target moves on</source>
        <translation>a célpont folytatja a mozgását</translation>
    </message>
    <message>
        <source>the riders ride on</source>
        <translation>a lovasok továbbhaladnak</translation>
    </message>
    <message>
        <source>Tick the units of this side that fight in the melee; Ctrl-click on the table canvas picks them too</source>
        <translation>Jelölje be ennek az oldalnak a közelharcban harcoló csapatait; Ctrl-kattintás az asztalon is kiválasztja őket</translation>
    </message>
    <message>
        <source>The unit that strikes by snaking, or envelops</source>
        <translation>A kígyózva ütő vagy bekerítő csapat</translation>
    </message>
    <message>
        <source>The enemy unit it strikes or envelops</source>
        <translation>Az ellenséges csapat, amelyre üt, vagy amelyet bekerít</translation>
    </message>
    <message>
        <source>against</source>
        <translation>ellen</translation>
    </message>
    <message>
        <source>Acting unit</source>
        <translation>Cselekvő csapat</translation>
    </message>
    <message>
        <source>Use the commanders&apos; re-rolls in the tests (B29)</source>
        <translation>A vezérek újradobásának használata a tesztekben (B29)</translation>
    </message>
    <message>
        <source>Striker</source>
        <translation>Ütő</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Bázisszám</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Találat</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Sorrend</translation>
    </message>
    <message>
        <source>Extra pair</source>
        <translation>További ütéspár</translation>
    </message>
    <message>
        <source>Who strikes whom this round: one d20 per pair (B5)</source>
        <translation>Ki kire üt ebben a körben: páronként egy k20 (B5)</translation>
    </message>
    <message>
        <source>Strike pairs</source>
        <translation>Ütéspárok</translation>
    </message>
    <message>
        <source>Several units</source>
        <translation>Több csapat</translation>
    </message>
    <message>
        <source>choose at least one unit on each side</source>
        <translation>válasszon mindkét oldalon legalább egy csapatot</translation>
    </message>
    <message>
        <source>no cavalry or chariots among the units ticked: only they strike by snaking (B15, [L225, L234])</source>
        <translation>a bejelölt csapatok közt nincs lovasság vagy harci kocsi: csak ők üthetnek kígyózva (B15, [L225, L234])</translation>
    </message>
    <message>
        <source>{unit} against {enemy}: overhang {n}, flexibility {flex}</source>
        <translation>{unit} – {enemy} ellen: túllógás {n}, rugalmasság {flex}</translation>
    </message>
    <message>
        <source>No envelopment: it may happen only after the first melee round, and this is melee round {round} ([L173, L179], B16)</source>
        <translation>Nincs bekerítés: csak a közelharc első köre után történhet, és ez a közelharc {round}. köre ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>No envelopment: no unit overhangs its enemy by its flexibility ([L173, L179], B16): {pairs}</source>
        <translation>Nincs bekerítés: egyik csapat sem lóg túl az ellenfelén a rugalmasságának megfelelően ([L173, L179], B16): {pairs}</translation>
    </message>
    <message>
        <source>{unit} against {enemy}</source>
        <translation>{unit} – {enemy} ellen</translation>
    </message>
    <message>
        <source>melee round {round} ({held} round(s) of this melee in the record; the fact round=N says otherwise)</source>
        <translation>a közelharc {round}. köre (a jegyzőkönyvben e közelharc {held} köre; a round=N tény mást mondhat)</translation>
    </message>
    <message>
        <source>side A: {a}; side B: {b}</source>
        <translation>A oldal: {a}; B oldal: {b}</translation>
    </message>
    <message>
        <source>charging: {units}</source>
        <translation>rohamoz: {units}</translation>
    </message>
    <message>
        <source>{n} strike pairs ({source})</source>
        <translation>{n} ütéspár ({source})</translation>
    </message>
    <message>
        <source>from base contact</source>
        <translation>a talpak érintkezéséből</translation>
    </message>
    <message>
        <source>from the facts</source>
        <translation>a tényekből</translation>
    </message>
    <message>
        <source>{unit}: {engaged} engaged, test at {base}; re-roll: {why}</source>
        <translation>{unit}: {engaged} harcban álló, teszt {base} bázisszámmal; újradobás: {why}</translation>
    </message>
    <message>
        <source>routs (all engaged fell, or a failed test)</source>
        <translation>megfutamodik (minden harcban álló elesett, vagy elbukott teszt)</translation>
    </message>
    <message>
        <source>falls below its minimum (B27)</source>
        <translation>a minimuma alá csökken (B27)</translation>
    </message>
    <message>
        <source>{unit} loses {n}</source>
        <translation>{unit} veszt {n} figurát</translation>
    </message>
    <message>
        <source>The melee ends: {units} won (B25).</source>
        <translation>A közelharc véget ér: {units} győzött (B25).</translation>
    </message>
    <message>
        <source>choose the riders and the unit they strike</source>
        <translation>válassza ki a lovasokat és a csapatot, amelyre ütnek</translation>
    </message>
    <message>
        <source>{n} strikes at base {base}, each at the outermost figure: {figures}</source>
        <translation>{n} ütés {base} bázisszámmal, mindegyik a legszélső figurára: {figures}</translation>
    </message>
    <message>
        <source>the attacked rank has {n} figures; a fast strike never routs ([L229])</source>
        <translation>a megtámadott sorban {n} figura áll; a rácsapás sosem okoz megfutamodást ([L229])</translation>
    </message>
    <message>
        <source>the moving target ([L229])</source>
        <translation>a mozgó célpont ([L229])</translation>
    </message>
    <message>
        <source>choose the enveloping unit and the enemy</source>
        <translation>válassza ki a bekerítő csapatot és az ellenséget</translation>
    </message>
    <message>
        <source>melee round {round}: envelopment only after the first round ([L173])</source>
        <translation>a közelharc {round}. köre: bekerítés csak az első kör után ([L173])</translation>
    </message>
    <message>
        <source>{side}: overhang {n}, flexibility {flex}: {why}</source>
        <translation>{side}: túllógás {n}, rugalmasság {flex}: {why}</translation>
    </message>
    <message>
        <source>{unit} cannot envelop {enemy}: {why} ([L173, L179], B16)</source>
        <translation>{unit} nem kerítheti be {enemy} csapatot: {why} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>{unit} envelops {enemy} on its {side}: {figures} strike the flank file from the next round, and {enemy} counts the flank attack −2 in those pairs (B16)</source>
        <translation>{unit} bekeríti {enemy} csapatot a saját {side} oldalán: {figures} a következő körtől a szélső oszlopra üt, és {enemy} ezekben a párokban az oldalba támadás −2-jét számolja (B16)</translation>
    </message>
    <message>
        <source>strikes back if it stands (B6)</source>
        <translation>visszaüt, ha túléli (B6)</translation>
    </message>
    <message>
        <source>strikes first (B6)</source>
        <translation>először üt (B6)</translation>
    </message>
    <message>
        <source>at once (B6)</source>
        <translation>egyszerre (B6)</translation>
    </message>
    <message>
        <source>{striker} → {target}: base {base}</source>
        <translation>{striker} → {target}: bázisszám {base}</translation>
    </message>
    <message>
        <source>Read the map to see the hexside features proposed</source>
        <translation>Olvassa be a térképet a javasolt hexaoldal-jellemzők megtekintéséhez</translation>
    </message>
    <message>
        <source>Each hexside feature read from the scan: ticked ones are accepted (Space ticks or unticks the current one)</source>
        <translation>A szkennelésből olvasott hexaoldal-jellemzők: a kipipáltak elfogadva (a Szóköz ki- vagy bepipálja az aktuálisat)</translation>
    </message>
    <message>
        <source>The confidence Accept above uses</source>
        <translation>Az Elfogadás felette által használt biztonság</translation>
    </message>
    <message>
        <source>Accept above</source>
        <translation>Elfogadás felette</translation>
    </message>
    <message>
        <source>Tick every proposal at least this sure</source>
        <translation>Minden legalább ennyire biztos javaslat kipipálása</translation>
    </message>
    <message>
        <source>Reject all</source>
        <translation>Mind elutasítása</translation>
    </message>
    <message>
        <source>Untick every proposal</source>
        <translation>Minden javaslat pipájának levétele</translation>
    </message>
    <message>
        <source>Apply hexsides</source>
        <translation>Hexaoldalak alkalmazása</translation>
    </message>
    <message>
        <source>Add the ticked hexside features and road links to the map, in one undo step</source>
        <translation>A kipipált hexaoldal-jellemzők és útszakaszok hozzáadása a térképhez, egyetlen visszavonási lépésben</translation>
    </message>
    <message>
        <source>Drawn by hand: kept unless Replace painted hexes is ticked</source>
        <translation>Kézzel rajzolva: megmarad, hacsak nincs bepipálva a Festett hatszögek felülírása</translation>
    </message>
    <message>
        <source>No hexside features read: draw two or three hexsides of each feature (a stream, a wall) and a road link or two by hand, and they teach the reading</source>
        <translation>Nem olvasott hexaoldal-jellemzőt: rajzoljon kézzel minden jellemzőből (patak, fal) két-három hexaoldalt és egy-két útszakaszt, ezekből tanul az olvasás</translation>
    </message>
    <message>
        <source>{count} hexside features proposed, {flagged} less than {percent} % sure (unticked)</source>
        <translation>{count} javasolt hexaoldal-jellemző, ebből {flagged} {percent} %-nál kevésbé biztos (nincs kipipálva)</translation>
    </message>
    <message>
        <source>Add hexsides read from the scan</source>
        <translation>A szkennelésből olvasott hexaoldalak hozzáadása</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Katonák</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} PM</translation>
    </message>
</context>
</TS>
