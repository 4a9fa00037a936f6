<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name></name>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasa</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Pancerz</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Broń miotająca</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Cechy</translation>
    </message>
    <message>
        <source>Flexibility</source>
        <translation>Elastyczność</translation>
    </message>
    <message>
        <source>Pila</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Rank bonus max</source>
        <translation>Maks. premia za szeregi</translation>
    </message>
    <message>
        <source>Base width cm</source>
        <translation>Szerokość podstawki (cm)</translation>
    </message>
    <message>
        <source>Base depth cm</source>
        <translation>Głębokość podstawki (cm)</translation>
    </message>
    <message>
        <source>Move M</source>
        <translation>Ruch (M)</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Załoga</translation>
    </message>
    <message>
        <source>Team width</source>
        <translation>Szerokość zaprzęgu</translation>
    </message>
    <message>
        <source>Driver&apos;s extra cover</source>
        <translation>Osłona poganiacza</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Typ oddziału</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Szyk</translation>
    </message>
    <message>
        <source>Special formation</source>
        <translation>Szyk specjalny</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Szeregi</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Oficerowie</translation>
    </message>
    <message>
        <source>Musicians</source>
        <translation>Muzycy</translation>
    </message>
    <message>
        <source>Standard bearers</source>
        <translation>Chorążowie</translation>
    </message>
    <message>
        <source>Army generals</source>
        <translation>Wodzowie</translation>
    </message>
    <message>
        <source>Corps leaders</source>
        <translation>Dowódcy korpusów</translation>
    </message>
    <message>
        <source>Publication</source>
        <translation>Publikacja</translation>
    </message>
    <message>
        <source>The army list&apos;s id: letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos;</source>
        <translation>Identyfikator rozpiski armii: litery, cyfry, „-”, „_”, „.”</translation>
    </message>
    <message>
        <source>The army&apos;s name, printed on its roster</source>
        <translation>Nazwa armii, drukowana na jej karcie jednostek</translation>
    </message>
    <message>
        <source>What the army list is, in a sentence</source>
        <translation>Czym jest ta rozpiska armii, w jednym zdaniu</translation>
    </message>
    <message>
        <source>The publication the values come from</source>
        <translation>Publikacja, z której pochodzą wartości</translation>
    </message>
    <message>
        <source>The designer&apos;s note on where the values come from (B57)</source>
        <translation>Uwaga projektanta o pochodzeniu wartości (B57)</translation>
    </message>
    <message>
        <source>Pila each figure carries, thrown once before melee and recorded (B40 [L436])</source>
        <translation>Pila niesione przez każdą figurkę: rzucane raz przed walką wręcz i zapisywane (B40 [L436])</translation>
    </message>
    <message>
        <source>A chariot&apos;s team: how many horses wide, its strikes when it overruns (B55 [L525])</source>
        <translation>Zaprzęg rydwanu: ile koni wszerz, tyle ciosów przy stratowaniu (B55 [L525])</translation>
    </message>
    <message>
        <source>An elephant driver&apos;s extra cover against shots from the front: the text gives no number (B37, B56 [L551])</source>
        <translation>Dodatkowa osłona poganiacza słonia przed strzałami z przodu: tekst nie podaje liczby (B37, B56 [L551])</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>bez pancerza</translation>
    </message>
    <message>
        <source>at least half the body</source>
        <translation>co najmniej pół ciała</translation>
    </message>
    <message>
        <source>the rider</source>
        <translation>jeździec</translation>
    </message>
    <message>
        <source>the rider and the horse</source>
        <translation>jeździec i koń</translation>
    </message>
    <message>
        <source>The army list&apos;s troop types: every value is the designer&apos;s (B57)</source>
        <translation>Typy oddziałów rozpiski armii: każdą wartość podaje projektant (B57)</translation>
    </message>
    <message>
        <source>The unit cards: ready-made units the scenarios place</source>
        <translation>Karty jednostek: gotowe jednostki, które rozstawiają scenariusze</translation>
    </message>
    <message>
        <source>What the validator finds; click one to go to its cell</source>
        <translation>Co znajduje walidator; kliknij wpis, aby przejść do jego komórki</translation>
    </message>
    <message>
        <source>Add troop type</source>
        <translation>Dodaj typ oddziału</translation>
    </message>
    <message>
        <source>Add unit card</source>
        <translation>Dodaj kartę jednostki</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Usuń zaznaczone</translation>
    </message>
    <message>
        <source>Remove the selected troop type or unit card</source>
        <translation>Usuń zaznaczony typ oddziału lub kartę jednostki</translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation>Typy oddziałów</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Karty jednostek</translation>
    </message>
    <message>
        <source>Attack and defence of the figures of one role where they differ from the troop type&apos;s (B4); blank: the type&apos;s value</source>
        <translation>Atak i obrona figurek jednej roli, gdy różnią się od wartości typu oddziału (B4); puste: wartość typu</translation>
    </message>
    <message>
        <source>The troop type&apos;s back-story, printed on the roster when its card has none</source>
        <translation>Historia typu oddziału, drukowana na karcie jednostek, gdy karta nie ma własnej</translation>
    </message>
    <message>
        <source>The unit card&apos;s back-story, printed on the roster [L106]</source>
        <translation>Historia karty jednostki, drukowana na karcie jednostek [L106]</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Rozpiska armii</translation>
    </message>
    <message>
        <source>Values by role</source>
        <translation>Wartości według roli</translation>
    </message>
    <message>
        <source>Back-story</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>{file} is not a BBG army list</source>
        <translation>{file} nie jest rozpiską armii BBG</translation>
    </message>
    <message>
        <source>Edit {field} of {id}</source>
        <translation>Edycja {field} w {id}</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken: ids are unique</source>
        <translation>Identyfikator &apos;{id}&apos; jest zajęty: identyfikatory są unikalne</translation>
    </message>
    <message>
        <source>Rename troop type {old} to {new}</source>
        <translation>Zmień nazwę typu oddziału {old} na {new}</translation>
    </message>
    <message>
        <source>The army list&apos;s id and name are never blank</source>
        <translation>Identyfikator i nazwa rozpiski armii nigdy nie są puste</translation>
    </message>
    <message>
        <source>Add troop type {id}</source>
        <translation>Dodaj typ oddziału {id}</translation>
    </message>
    <message>
        <source>Add unit card {id}</source>
        <translation>Dodaj kartę jednostki {id}</translation>
    </message>
    <message>
        <source>Remove unit card {id}</source>
        <translation>Usuń kartę jednostki {id}</translation>
    </message>
    <message>
        <source>Remove troop type {id}</source>
        <translation>Usuń typ oddziału {id}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&apos;{text}&apos; nie jest liczbą</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is negative</source>
        <translation>&apos;{text}&apos; jest ujemne</translation>
    </message>
    <message>
        <source>The crew of a chariot or an elephant, one figure each: the driver steers (B55, B56 [L539])</source>
        <translation>Załoga rydwanu lub słonia, po jednej figurce: poganiacz kieruje (B55, B56 [L539])</translation>
    </message>
    <message>
        <source>Add {member}</source>
        <translation>Dodaj: {member}</translation>
    </message>
    <message>
        <source>Take off {member}</source>
        <translation>Zdejmij: {member}</translation>
    </message>
    <message>
        <source>Troop type {id}</source>
        <translation>Typ oddziału {id}</translation>
    </message>
    <message>
        <source>No troop type</source>
        <translation>Brak typu oddziału</translation>
    </message>
    <message>
        <source>Unit card {id}</source>
        <translation>Karta jednostki {id}</translation>
    </message>
    <message>
        <source>No unit card</source>
        <translation>Brak karty jednostki</translation>
    </message>
    <message>
        <source>The troop class: its move rate (B46)</source>
        <translation>Klasa oddziału: jego tempo ruchu (B46)</translation>
    </message>
    <message>
        <source>Armour: none, at least half the body, the rider, the rider and the horse (B46)</source>
        <translation>Pancerz: brak, co najmniej pół ciała, jeździec, jeździec i koń (B46)</translation>
    </message>
    <message>
        <source>Missile weapons (B34)</source>
        <translation>Broń miotająca (B34)</translation>
    </message>
    <message>
        <source>Traits the text gives rules for (B57)</source>
        <translation>Cechy, dla których tekst podaje zasady (B57)</translation>
    </message>
    <message>
        <source>The card&apos;s troop type, from this army list</source>
        <translation>Typ oddziału karty, z tej rozpiski armii</translation>
    </message>
    <message>
        <source>Close, loose or skirmishers</source>
        <translation>Szyk zwarty, szyk luźny lub harcownicy</translation>
    </message>
    <message>
        <source>A special close formation with its starting checks (B53)</source>
        <translation>Specjalny szyk zwarty z warunkami początkowymi (B53)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Wartości</translation>
    </message>
    <message>
        <source>strength points</source>
        <translation>punkty siły</translation>
    </message>
    <message>
        <source>quality (0-9)</source>
        <translation>jakość (0-9)</translation>
    </message>
    <message>
        <source>movement points</source>
        <translation>punkty ruchu</translation>
    </message>
    <message>
        <source>combat bonus</source>
        <translation>premia bojowa</translation>
    </message>
    <message>
        <source>command rating</source>
        <translation>wartość dowodzenia</translation>
    </message>
    <message>
        <source>command radius (hexes)</source>
        <translation>zasięg dowodzenia (heksy)</translation>
    </message>
    <message>
        <source>Unique in the file; used by units, reinforcements, victory rules</source>
        <translation>Unikalny w pliku; używany przez oddziały, posiłki, zasady zwycięstwa</translation>
    </message>
    <message>
        <source>The counters&apos; colour, #rrggbb</source>
        <translation>Kolor żetonów, #rrggbb</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Wybierz kolor</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Attacker or defender: Phase B fire order, activation tie-break</source>
        <translation>Atakujący lub obrońca: kolejność ostrzału w fazie B, rozstrzyganie remisu aktywacji</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>hexes (paint with the rout edge tool, X)</source>
        <translation>heksy (malowane narzędziem krawędzi ucieczki, X)</translation>
    </message>
    <message>
        <source>Where this side&apos;s routed units flee</source>
        <translation>Dokąd uciekają uciekające oddziały tej strony</translation>
    </message>
    <message>
        <source>Rout edge</source>
        <translation>Krawędź ucieczki</translation>
    </message>
    <message>
        <source>Remount/dismount markers (8.4)</source>
        <translation>Znaczniki wsiadania/zsiadania z koni (8.4)</translation>
    </message>
    <message>
        <source>Mount markers</source>
        <translation>Znaczniki koni</translation>
    </message>
    <message>
        <source>The army commander: one of this side&apos;s leaders</source>
        <translation>Wódz naczelny: jeden z dowódców tej strony</translation>
    </message>
    <message>
        <source>Army commander</source>
        <translation>Wódz naczelny</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Kolor strony</translation>
    </message>
    <message>
        <source>front image (relative path)</source>
        <translation>obraz awersu (ścieżka względna)</translation>
    </message>
    <message>
        <source>back image</source>
        <translation>obraz rewersu</translation>
    </message>
    <message>
        <source>A counter scan, relative to the scenario&apos;s folder</source>
        <translation>Zeskanowany żeton, względem folderu scenariusza</translation>
    </message>
    <message>
        <source>{text}: cannot be read as an image</source>
        <translation>{text}: nie da się odczytać jako obrazu</translation>
    </message>
    <message>
        <source>The blazon: units with this banner are his</source>
        <translation>Herb: oddziały pod tą chorągwią są jego</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Awers</translation>
    </message>
    <message>
        <source>Replacement (the counter&apos;s back, 7.6)</source>
        <translation>Zastępca (rewers żetonu, 7.6)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Rewers</translation>
    </message>
    <message>
        <source>Wounded marker values (7.5)</source>
        <translation>Wartości znacznika rany (7.5)</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ranny</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Obrazy</translation>
    </message>
    <message>
        <source>The banner (the leader&apos;s blazon) this unit belongs to</source>
        <translation>Chorągiew (herb dowódcy), do której należy ten oddział</translation>
    </message>
    <message>
        <source>The unit type (2.2): its code as printed on the counter, and its name</source>
        <translation>Typ oddziału (2.2): jego kod, jak nadrukowany na żetonie, i jego nazwa</translation>
    </message>
    <message>
        <source>Leader: bonus/rating/radius. Drag onto the map to place him.</source>
        <translation>Dowódca: premia/wartość/zasięg. Przeciągnij na mapę, aby go umieścić.</translation>
    </message>
    <message>
        <source>Unit: SP-quality-MP. Drag onto the map to place it.</source>
        <translation>Oddział: PS-jakość-PR. Przeciągnij na mapę, aby go umieścić.</translation>
    </message>
    <message>
        <source>Generic replacements</source>
        <translation>Ogólni dowódcy zastępczy</translation>
    </message>
    <message>
        <source>Add unit {ident}</source>
        <translation>Dodaj oddział {ident}</translation>
    </message>
    <message>
        <source>Duplicate {ident} as {new_id}</source>
        <translation>Powiel {ident} jako {new_id}</translation>
    </message>
    <message>
        <source>the side {name} with its {leaders} leaders and {units} units</source>
        <translation>stronę {name} z jej dowódcami ({leaders}) i oddziałami ({units})</translation>
    </message>
    <message>
        <source>the leader {id}</source>
        <translation>dowódcę {id}</translation>
    </message>
    <message>
        <source>the unit {id}</source>
        <translation>oddział {id}</translation>
    </message>
    <message>
        <source>the replacement leader {id}</source>
        <translation>dowódcę zastępczego {id}</translation>
    </message>
    <message>
        <source> It is on the map ({count} counter(s)): it comes off.</source>
        <translation> Jest na mapie (żetony: {count}): zostanie zdjęty.</translation>
    </message>
    <message>
        <source>Delete {what}?{extra} (Undo brings it back.)</source>
        <translation>Usunąć {what}?{extra} (Cofnij go przywróci.)</translation>
    </message>
    <message>
        <source>Delete {kind} {ident}</source>
        <translation>Usuń {kind} {ident}</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Chorągiew</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Konny</translation>
    </message>
    <message>
        <source>Fire symbol</source>
        <translation>Symbol ostrzału</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol: it may fire</source>
        <translation>Żeton ma symbol ostrzału: może strzelać</translation>
    </message>
    <message>
        <source>Front (fresh)</source>
        <translation>Awers (świeży)</translation>
    </message>
    <message>
        <source>Back (fatigued)</source>
        <translation>Rewers (zmęczenie)</translation>
    </message>
    <message>
        <source>May dismount</source>
        <translation>Może zsiąść z koni</translation>
    </message>
    <message>
        <source>Dismounted front</source>
        <translation>Awers pieszo</translation>
    </message>
    <message>
        <source>Dismounted back</source>
        <translation>Rewers pieszo</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armie</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Strona</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Dodaj stronę</translation>
    </message>
    <message>
        <source>+ Leader</source>
        <translation>+ Dowódca</translation>
    </message>
    <message>
        <source>Add a leader to the selected side</source>
        <translation>Dodaj dowódcę do wybranej strony</translation>
    </message>
    <message>
        <source>+ Unit</source>
        <translation>+ Oddział</translation>
    </message>
    <message>
        <source>Add a unit to the selected side (of the selected banner)</source>
        <translation>Dodaj oddział do wybranej strony (pod wybraną chorągwią)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Powiel</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id (Ctrl+D)</source>
        <translation>Powiel wybranego dowódcę lub oddział z kolejnym id (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Delete the selected object (asks first)</source>
        <translation>Usuń wybrany obiekt (najpierw pyta)</translation>
    </message>
    <message>
        <source>Drag a unit or a leader onto the map to place it</source>
        <translation>Przeciągnij oddział lub dowódcę na mapę, aby go umieścić</translation>
    </message>
    <message>
        <source>Select a side, a leader or a unit to edit it.
Drag units and leaders onto the map.</source>
        <translation>Wybierz stronę, dowódcę lub oddział, aby go edytować.
Przeciągaj oddziały i dowódców na mapę.</translation>
    </message>
    <message>
        <source>Id in use</source>
        <translation>Id zajęte</translation>
    </message>
    <message>
        <source>The id &apos;{new_id}&apos; is already used; ids must be unique.</source>
        <translation>Id &apos;{new_id}&apos; jest już używane; identyfikatory muszą być unikalne.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>strona</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>dowódca</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>oddział</translation>
    </message>
    <message>
        <source>replacement leader</source>
        <translation>dowódca zastępczy</translation>
    </message>
    <message>
        <source>Edit {what} {id}: {field}</source>
        <translation>Edycja: {what} {id}: {field}</translation>
    </message>
    <message>
        <source>Add side {ident}</source>
        <translation>Dodaj stronę {ident}</translation>
    </message>
    <message>
        <source>Add leader {ident}</source>
        <translation>Dodaj dowódcę {ident}</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Brak strony</translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation>Najpierw dodaj stronę.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>What the map&apos;s marks mean, with the rule of each (the same legend as &apos;banneret render --legend&apos;)</source>
        <translation>Co oznaczają znaki na mapie, z przepisem każdego (ta sama legenda co &apos;banneret render --legend&apos;)</translation>
    </message>
    <message>
        <source>reading the YAML</source>
        <translation>czytanie YAML</translation>
    </message>
    <message>
        <source>checking the format</source>
        <translation>sprawdzanie formatu</translation>
    </message>
    <message>
        <source>building the scenario</source>
        <translation>budowanie scenariusza</translation>
    </message>
    <message>
        <source>checking the rules</source>
        <translation>sprawdzanie zasad</translation>
    </message>
    <message>
        <source>the validator failed: {error}</source>
        <translation>sprawdzanie zawiodło: {error}</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Sprawdzanie</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Jeszcze nie sprawdzono</translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation>Jak daleko doszło sprawdzanie dużego scenariusza; możesz dalej edytować</translation>
    </message>
    <message>
        <source>Stop this check: the findings shown stay, marked out of date</source>
        <translation>Zatrzymaj to sprawdzanie: pokazane ustalenia zostają, oznaczone jako nieaktualne</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Sprawdź teraz</translation>
    </message>
    <message>
        <source>Check the scenario again (it is checked after each pause in editing)</source>
        <translation>Sprawdź scenariusz ponownie (jest sprawdzany po każdej przerwie w edycji)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Komunikat</translation>
    </message>
    <message>
        <source>Click a finding to go to its hex or object</source>
        <translation>Kliknij ustalenie, aby przejść do jego heksu lub obiektu</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>starting the check</source>
        <translation>rozpoczynanie sprawdzania</translation>
    </message>
    <message>
        <source>Check cancelled: the findings below may be out of date</source>
        <translation>Sprawdzanie anulowane: poniższe ustalenia mogą być nieaktualne</translation>
    </message>
    <message>
        <source>checked in {ms} ms</source>
        <translation>sprawdzono w {ms} ms</translation>
    </message>
    <message>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>ostrzeżenie</translation>
    </message>
    <message>
        <source>No findings: the scenario checks out</source>
        <translation>Brak ustaleń: scenariusz jest w porządku</translation>
    </message>
    <message>
        <source>Errors: {errors}, warnings: {warnings}</source>
        <translation>Błędy: {errors}, ostrzeżenia: {warnings}</translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation>Sprawdzanie — {errors} B, {warnings} O</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scenariusze Banneret (*.yaml *.yml);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>The hex under the mouse: label, terrain, level, hexsides, roads, counters</source>
        <translation>Heks pod kursorem: numer, teren, poziom, boki heksu, drogi, żetony</translation>
    </message>
    <message>
        <source>Zoom: 100 % draws hexes 64 px wide, as &apos;banneret render&apos; does</source>
        <translation>Powiększenie: przy 100 % heksy mają 64 px szerokości, jak w &apos;banneret render&apos;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nowy…</translation>
    </message>
    <message>
        <source>New scenario: choose the grid</source>
        <translation>Nowy scenariusz: wybierz siatkę</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Otwórz plik scenariusza</translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation>Otwórz bitwę de&amp;monstracyjną</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otwórz os&amp;tatnie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Zapisz pod nową nazwą</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksportuj</translation>
    </message>
    <message>
        <source>Map as &amp;PNG…</source>
        <translation>Mapa jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the map (and counters) to a PNG with the shared renderer</source>
        <translation>Narysuj mapę (i żetony) do PNG wspólnym rendererem</translation>
    </message>
    <message>
        <source>Map as P&amp;DF…</source>
        <translation>Mapa jako P&amp;DF…</translation>
    </message>
    <message>
        <source>The map at true scale as a vector PDF, one sheet or tiled</source>
        <translation>Mapa w skali rzeczywistej jako wektorowy PDF, na jednym arkuszu lub w kafelkach</translation>
    </message>
    <message>
        <source>&amp;Counter sheets (PDF)…</source>
        <translation>Arkusze ż&amp;etonów (PDF)…</translation>
    </message>
    <message>
        <source>Every counter, fronts and backs mirrored for duplex printing</source>
        <translation>Każdy żeton, awersy i rewersy w lustrzanym odbiciu do druku dwustronnego</translation>
    </message>
    <message>
        <source>&amp;Tiled map (TMX)…</source>
        <translation>Mapa &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>A hexagonal Tiled map: terrain tiles, counters, places, hexsides</source>
        <translation>Heksagonalna mapa Tiled: kafelki terenu, żetony, miejsca, boki heksów</translation>
    </message>
    <message>
        <source>&amp;VASSAL module…</source>
        <translation>Moduł &amp;VASSAL…</translation>
    </message>
    <message>
        <source>A VASSAL module: the board and its hex grid, pieces, set-up, dice</source>
        <translation>Moduł VASSAL: plansza z siatką heksów, pionki, rozstawienie, kości</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Podgląd &amp;wydruku…</translation>
    </message>
    <message>
        <source>The printed map&apos;s pages, as they will come out of the printer</source>
        <translation>Strony drukowanej mapy, tak jak wyjdą z drukarki</translation>
    </message>
    <message>
        <source>&amp;Print map…</source>
        <translation>&amp;Drukuj mapę…</translation>
    </message>
    <message>
        <source>Print the map at true scale, tiled over the printer&apos;s paper</source>
        <translation>Drukuj mapę w skali rzeczywistej, w kafelkach na papierze drukarki</translation>
    </message>
    <message>
        <source>&amp;Import counter sheet…</source>
        <translation>&amp;Importuj arkusz żetonów…</translation>
    </message>
    <message>
        <source>Cut a scanned counter sheet into units and leaders with their images</source>
        <translation>Potnij zeskanowany arkusz żetonów na oddziały i dowódców z ich obrazami</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>usage: python -m {module} FILE</source>
        <translation>użycie: python -m {module} PLIK</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>Po&amp;wiel</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id</source>
        <translation>Powiel wybranego dowódcę lub oddział z kolejnym id</translation>
    </message>
    <message>
        <source>Scenario &amp;settings…</source>
        <translation>&amp;Ustawienia scenariusza…</translation>
    </message>
    <message>
        <source>Title, turns, ruleset, reinforcements, special rules, victory</source>
        <translation>Tytuł, tury, zasady, posiłki, zasady specjalne, zwycięstwo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Pow&amp;iększ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Pomniej&amp;sz</translation>
    </message>
    <message>
        <source>&amp;Fit the map</source>
        <translation>&amp;Dopasuj mapę</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Pokaż całą mapę</translation>
    </message>
    <message>
        <source>&amp;100 %</source>
        <translation>&amp;100 %</translation>
    </message>
    <message>
        <source>Hexes as wide as the renderer draws them</source>
        <translation>Heksy tak szerokie, jak rysuje je renderer</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Warstwy</translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation>Pokaż lub ukryj: {layer}</translation>
    </message>
    <message>
        <source>Show or hide the legend: what every mark of the map means, with its rule</source>
        <translation>Pokaż lub ukryj legendę: co oznacza każdy znak na mapie, z jego przepisem</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>&amp;Minimapa</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>&amp;Background image…</source>
        <translation>Obraz &amp;tła…</translation>
    </message>
    <message>
        <source>Load a scanned map and fit the grid onto it</source>
        <translation>Wczytaj zeskanowaną mapę i dopasuj do niej siatkę</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Editor &amp;guide</source>
        <translation>&amp;Przewodnik po edytorze</translation>
    </message>
    <message>
        <source>The user&apos;s guide of the editor, with pictures (docs/editor.md)</source>
        <translation>Przewodnik użytkownika edytora, z ilustracjami (docs/editor.md)</translation>
    </message>
    <message>
        <source>&amp;Playing guide</source>
        <translation>Przewodnik po &amp;grze</translation>
    </message>
    <message>
        <source>How to play a scenario through in the editor (docs/play.md)</source>
        <translation>Jak rozegrać scenariusz w edytorze (docs/play.md)</translation>
    </message>
    <message>
        <source>&amp;Counter sheets guide</source>
        <translation>Przewodnik po &amp;arkuszach żetonów</translation>
    </message>
    <message>
        <source>Cutting scanned counter sheets into units (docs/sheets.md)</source>
        <translation>Cięcie zeskanowanych arkuszy żetonów na oddziały (docs/sheets.md)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools</source>
        <translation>Każdy klawisz edytora, odczytany z jego menu i narzędzi</translation>
    </message>
    <message>
        <source>&amp;About Banneret</source>
        <translation>&amp;O programie Banneret</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Narzędzia</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Opcje narzędzia</translation>
    </message>
    <message>
        <source>{display_name}{star} — {title} — Banneret</source>
        <translation>{display_name}{star} — {title} — Banneret</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation>Zapisać zmiany w {name} przed zamknięciem?</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Otwórz scenariusz</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Otwieranie {name}…</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Otwieranie</translation>
    </message>
    <message>
        <source>Opening {name} cancelled: nothing changed</source>
        <translation>Otwieranie {name} anulowane: nic się nie zmieniło</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>Rysowanie {name}…</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… i jeszcze {count}</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a scenario:

{lines}{more}</source>
        <translation>Nie można otworzyć {name} jako scenariusza:

{lines}{more}</translation>
    </message>
    <message>
        <source>Opened with {errors} error(s): see Validation</source>
        <translation>Otwarto z błędami ({errors}): zobacz Sprawdzanie</translation>
    </message>
    <message>
        <source>Save the scenario as</source>
        <translation>Zapisz scenariusz jako</translation>
    </message>
    <message>
        <source>Making the text and reading it back</source>
        <translation>Tworzenie tekstu i ponowne odczytanie</translation>
    </message>
    <message>
        <source>Writing the file</source>
        <translation>Zapisywanie pliku</translation>
    </message>
    <message>
        <source>Saving {name}…</source>
        <translation>Zapisywanie {name}…</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Zapisywanie</translation>
    </message>
    <message>
        <source>Save cancelled: nothing was written</source>
        <translation>Zapis anulowany: nic nie zapisano</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Nie można zapisać</translation>
    </message>
    <message>
        <source>{error}.

Nothing was written; your work is still here.</source>
        <translation>{error}.

Nic nie zapisano; twoja praca nadal tu jest.</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; your work is still here. Try Save As.</source>
        <translation>Nie można zapisać {path}: {error}.

Plik na dysku jest niezmieniony; twoja praca nadal tu jest. Spróbuj Zapisz jako.</translation>
    </message>
    <message>
        <source>kept the counter library&apos;s own changes to {ids}</source>
        <translation>zachowano własne zmiany biblioteki żetonów w {ids}</translation>
    </message>
    <message>
        <source>Saved {path}{note}</source>
        <translation>Zapisano {path}{note}</translation>
    </message>
    <message>
        <source>{display_name} was changed by another program; Save will ask whether to overwrite it or reload it</source>
        <translation>{display_name} został zmieniony przez inny program; Zapisz zapyta, czy go nadpisać, czy wczytać ponownie</translation>
    </message>
    <message>
        <source>The counter library {name} was changed by another program: the counters shown are those you opened; Save asks before writing into it</source>
        <translation>Biblioteka żetonów {name} została zmieniona przez inny program: widoczne żetony to te, które otwarto; Zapisz zapyta przed zapisem do niej</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>Eksportuj mapę jako PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Hex width in pixels:</source>
        <translation>Szerokość heksu w pikselach:</translation>
    </message>
    <message>
        <source>Draw the counters too?</source>
        <translation>Narysować też żetony?</translation>
    </message>
    <message>
        <source>Drawing the map</source>
        <translation>Rysowanie mapy</translation>
    </message>
    <message>
        <source>Writing the PNG</source>
        <translation>Zapisywanie PNG</translation>
    </message>
    <message>
        <source>Rendering…</source>
        <translation>Renderowanie…</translation>
    </message>
    <message>
        <source>Exporting {name}…</source>
        <translation>Eksport {name}…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nieudany</translation>
    </message>
    <message>
        <source>The map could not be exported: {error}</source>
        <translation>Nie można wyeksportować mapy: {error}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Wyeksportowano {path}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Eksport anulowany: nic nie zapisano</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}

Your work is here, unchanged.</source>
        <translation>Nie udało się zmienić języka: {error}

Twoja praca nadal tu jest, bez zmian.</translation>
    </message>
    <message>
        <source>The language changes when no working window is open: close “{name}” first.</source>
        <translation>Język zmienia się, gdy żadne okno robocze nie jest otwarte: najpierw zamknij „{name}”.</translation>
    </message>
    <message>
        <source>About Banneret</source>
        <translation>O programie Banneret</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banneret&lt;/b&gt; — scenario editor for Frédéric Bey&apos;s &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Banneret&lt;/b&gt; — edytor scenariuszy do serii &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt; Frédérica Beya.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Autozapis nieudany: {error}</translation>
    </message>
    <message>
        <source>Unsaved work kept in the recovery folder</source>
        <translation>Niezapisana praca zachowana w folderze odzyskiwania</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Zmieniony na dysku</translation>
    </message>
    <message>
        <source>{name} was changed by another program since you opened it.

Overwrite it with your version (its changes are lost), reload it (your unsaved changes are lost), or cancel?</source>
        <translation>{name} został zmieniony przez inny program od czasu otwarcia.

Nadpisać go twoją wersją (jego zmiany przepadną), wczytać ponownie (twoje niezapisane zmiany przepadną), czy anulować?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Nadpisz</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Wczytaj ponownie</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Czytanie pliku</translation>
    </message>
    <message>
        <source>Reading the YAML</source>
        <translation>Czytanie YAML</translation>
    </message>
    <message>
        <source>Checking the format</source>
        <translation>Sprawdzanie formatu</translation>
    </message>
    <message>
        <source>Building the scenario</source>
        <translation>Budowanie scenariusza</translation>
    </message>
    <message>
        <source>Checking the rules</source>
        <translation>Sprawdzanie zasad</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>scenariusz bez tytułu</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Odzyskać niezapisaną pracę?</translation>
    </message>
    <message>
        <source>Banneret did not close normally. Unsaved work on {original} was kept at {when}.

Open it?</source>
        <translation>Banneret nie zamknął się normalnie. Niezapisana praca nad {original} została zachowana o {when}.

Otworzyć ją?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Nie można odzyskać</translation>
    </message>
    <message>
        <source>The recovery file {path} cannot be read: {error}. It is kept there.</source>
        <translation>Nie można odczytać pliku odzyskiwania {path}: {error}. Pozostaje na miejscu.</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Odzyskana praca</translation>
    </message>
    <message>
        <source>Fit the background</source>
        <translation>Dopasuj tło</translation>
    </message>
    <message>
        <source>Click a hex centre on the scan</source>
        <translation>Kliknij środek heksu na skanie</translation>
    </message>
    <message>
        <source>Which hex?</source>
        <translation>Który heks?</translation>
    </message>
    <message>
        <source>Label of the hex whose centre you clicked:</source>
        <translation>Numer heksu, którego środek kliknięto:</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Obraz tła</translation>
    </message>
    <message>
        <source>Load image…</source>
        <translation>Wczytaj obraz…</translation>
    </message>
    <message>
        <source>A scan of the map (PNG, JPEG); it is kept beside the scenario file</source>
        <translation>Skan mapy (PNG, JPEG); jest trzymany obok pliku scenariusza</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Krycie</translation>
    </message>
    <message>
        <source>How strongly the scan shows under the map</source>
        <translation>Jak mocno skan prześwituje pod mapą</translation>
    </message>
    <message>
        <source>Quick fit: the first hex&apos;s centre and the hex width</source>
        <translation>Szybkie dopasowanie: środek pierwszego heksu i szerokość heksu</translation>
    </message>
    <message>
        <source>Hex width on the scan, corner to corner, in pixels</source>
        <translation>Szerokość heksu na skanie, od rogu do rogu, w pikselach</translation>
    </message>
    <message>
        <source>Click it on the map</source>
        <translation>Kliknij go na mapie</translation>
    </message>
    <message>
        <source>Then click the centre of the first hex on the scan</source>
        <translation>Potem kliknij środek pierwszego heksu na skanie</translation>
    </message>
    <message>
        <source>Centre of the first hex (scan px)</source>
        <translation>Środek pierwszego heksu (px skanu)</translation>
    </message>
    <message>
        <source>Hex width (scan px)</source>
        <translation>Szerokość heksu (px skanu)</translation>
    </message>
    <message>
        <source>Apply quick fit</source>
        <translation>Zastosuj szybkie dopasowanie</translation>
    </message>
    <message>
        <source>Exact fit: click the centres of 3 or more known hexes, far apart</source>
        <translation>Dokładne dopasowanie: kliknij środki 3 lub więcej znanych, odległych od siebie heksów</translation>
    </message>
    <message>
        <source>Click hex centres on the map</source>
        <translation>Klikaj środki heksów na mapie</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Heks</translation>
    </message>
    <message>
        <source>Scan x</source>
        <translation>x skanu</translation>
    </message>
    <message>
        <source>Scan y</source>
        <translation>y skanu</translation>
    </message>
    <message>
        <source>Residual (px)</source>
        <translation>Odchyłka (px)</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Usuń punkt</translation>
    </message>
    <message>
        <source>Fit and apply</source>
        <translation>Dopasuj i zastosuj</translation>
    </message>
    <message>
        <source>Least-squares affine fit: scale, rotation, skew, squashed hexes</source>
        <translation>Afiniczne dopasowanie metodą najmniejszych kwadratów: skala, obrót, pochylenie, spłaszczone heksy</translation>
    </message>
    <message>
        <source>Clear exact fit</source>
        <translation>Wyczyść dokładne dopasowanie</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Brak obrazu</translation>
    </message>
    <message>
        <source>Scanned map</source>
        <translation>Zeskanowana mapa</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>Obrazy (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save first</source>
        <translation>Najpierw zapisz</translation>
    </message>
    <message>
        <source>Save the scenario first: the image is kept beside it.</source>
        <translation>Najpierw zapisz scenariusz: obraz jest trzymany obok niego.</translation>
    </message>
    <message>
        <source>Copy the image?</source>
        <translation>Skopiować obraz?</translation>
    </message>
    <message>
        <source>The image must be in the scenario&apos;s folder. Copy it to {target}?</source>
        <translation>Obraz musi być w folderze scenariusza. Skopiować go do {target}?</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>Nie można skopiować</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Usuń tło</translation>
    </message>
    <message>
        <source>Background opacity</source>
        <translation>Krycie tła</translation>
    </message>
    <message>
        <source>Quick fit of the background</source>
        <translation>Szybkie dopasowanie tła</translation>
    </message>
    <message>
        <source>Not a hex label</source>
        <translation>To nie numer heksu</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Poza mapą</translation>
    </message>
    <message>
        <source>{label} is not on this map.</source>
        <translation>{label} nie ma na tej mapie.</translation>
    </message>
    <message>
        <source>Cannot fit</source>
        <translation>Nie można dopasować</translation>
    </message>
    <message>
        <source>Exact fit of the background</source>
        <translation>Dokładne dopasowanie tła</translation>
    </message>
    <message>
        <source>Clear the exact fit</source>
        <translation>Wyczyść dokładne dopasowanie</translation>
    </message>
    <message>
        <source>Hexes {w} × {h} scan px (squash {squash}), rotation {rotation}°, skew {skew}°</source>
        <translation>Heksy {w} × {h} px skanu (spłaszczenie {squash}), obrót {rotation}°, pochylenie {skew}°</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Siatka</translation>
    </message>
    <message>
        <source>Hexsides</source>
        <translation>Boki heksów</translation>
    </message>
    <message>
        <source>Roads and tracks</source>
        <translation>Drogi i szlaki</translation>
    </message>
    <message>
        <source>Hex labels</source>
        <translation>Numery heksów</translation>
    </message>
    <message>
        <source>Place names</source>
        <translation>Nazwy miejsc</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Rout edges</source>
        <translation>Krawędzie ucieczki</translation>
    </message>
    <message>
        <source>Validation marks</source>
        <translation>Znaki sprawdzania</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Narzędzie</translation>
    </message>
    <message>
        <source>Brush size {n}: {size} (key {n})</source>
        <translation>Rozmiar pędzla {n}: {size} (klawisz {n})</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>jeden heks</translation>
    </message>
    <message>
        <source>a hex and its 6 neighbours</source>
        <translation>heks i jego 6 sąsiadów</translation>
    </message>
    <message>
        <source>two rings: 19 hexes</source>
        <translation>dwa pierścienie: 19 heksów</translation>
    </message>
    <message>
        <source>Select and move counters</source>
        <translation>Zaznaczaj i przesuwaj żetony</translation>
    </message>
    <message>
        <source>Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders (Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete takes it off the map. A drop where the counters may not stand (NA terrain, the stacking limit) is refused, and the status bar says why. Right-click for more.</source>
        <translation>Kliknij heks lub żeton, aby go zaznaczyć; przeciągnij oddział, aby przesunąć cały jego stos z dowódcami (Shift+przeciągnij: tylko ten żeton); przeciągnij z listy armii, aby umieścić żeton. Obracaj zaznaczony żeton klawiszami [ i ] lub Shift+kółko; Page Up/Down zmieniają jego miejsce w stosie; Delete zdejmuje go z mapy. Upuszczenie tam, gdzie żetony nie mogą stać (teren NA, limit stosu), jest odrzucane, a pasek stanu mówi dlaczego. Prawy przycisk: więcej.</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Ustawienie</translation>
    </message>
    <message>
        <source>Turn clockwise	]</source>
        <translation>Obróć zgodnie z ruchem wskazówek	]</translation>
    </message>
    <message>
        <source>Turn anticlockwise	[</source>
        <translation>Obróć przeciwnie do ruchu wskazówek	[</translation>
    </message>
    <message>
        <source>Fatigued (back side)</source>
        <translation>Zmęczenie (rewers)</translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation>Nieporządek</translation>
    </message>
    <message>
        <source>Up the stack	Page Up</source>
        <translation>W górę stosu	Page Up</translation>
    </message>
    <message>
        <source>Down the stack	Page Down</source>
        <translation>W dół stosu	Page Down</translation>
    </message>
    <message>
        <source>Remove from the map	Delete</source>
        <translation>Zdejmij z mapy	Delete</translation>
    </message>
    <message>
        <source>Not moved: {problem}</source>
        <translation>Nie przesunięto: {problem}</translation>
    </message>
    <message>
        <source>the stack of {unit} ({count} counters)</source>
        <translation>stos {unit} (żetony: {count})</translation>
    </message>
    <message>
        <source>Move {what} to {label}</source>
        <translation>Przesuń {what} do {label}</translation>
    </message>
    <message>
        <source>Turn {unit_id} to {name}</source>
        <translation>Obróć {unit_id} na {name}</translation>
    </message>
    <message>
        <source>Face {unit} {facing}</source>
        <translation>Ustaw {unit} na {facing}</translation>
    </message>
    <message>
        <source>Change {ident}</source>
        <translation>Zmień {ident}</translation>
    </message>
    <message>
        <source>Take {ident} off the map</source>
        <translation>Zdejmij {ident} z mapy</translation>
    </message>
    <message>
        <source>Raise {ident} in its stack</source>
        <translation>Przesuń {ident} w górę stosu</translation>
    </message>
    <message>
        <source>Lower {ident} in its stack</source>
        <translation>Przesuń {ident} w dół stosu</translation>
    </message>
    <message>
        <source>Rout edge hexes</source>
        <translation>Heksy krawędzi ucieczki</translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the chosen side&apos;s rout edge (right-click removes). To use a whole map edge, choose it in the side&apos;s form instead.</source>
        <translation>Kliknij lub przeciągnij po heksach, aby dodać je do krawędzi ucieczki wybranej strony (prawy przycisk usuwa). Aby użyć całej krawędzi mapy, wybierz ją raczej w formularzu strony.</translation>
    </message>
    <message>
        <source>Add a side first (Armies)</source>
        <translation>Najpierw dodaj stronę (Armie)</translation>
    </message>
    <message>
        <source>Rout edge of {name}</source>
        <translation>Krawędź ucieczki: {name}</translation>
    </message>
    <message>
        <source>New BBG table scenario…</source>
        <translation>Nowy scenariusz stołowy BBG…</translation>
    </message>
    <message>
        <source>New BBG army list…</source>
        <translation>Nowa rozpiska armii BBG…</translation>
    </message>
    <message>
        <source>New BBG army sheet…</source>
        <translation>Nowy arkusz armii BBG…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nowa bitwa</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Tytuł:</translation>
    </message>
    <message>
        <source>Table width (M):</source>
        <translation>Szerokość stołu (M):</translation>
    </message>
    <message>
        <source>Table depth (M):</source>
        <translation>Głębokość stołu (M):</translation>
    </message>
    <message>
        <source>Centimetres per M:</source>
        <translation>Centymetry na M:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Tury:</translation>
    </message>
    <message>
        <source>The side&apos;s army list file, relative to the scenario</source>
        <translation>Plik rozpiski armii strony, względem scenariusza</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Strona:</translation>
    </message>
    <message>
        <source>Army list file:</source>
        <translation>Plik rozpiski armii:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identyfikator:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>The table scenario this sheet belongs to, relative to the sheet</source>
        <translation>Scenariusz stołowy, do którego należy ten arkusz, względem arkusza</translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Plik scenariusza:</translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation>Kliknij lub przeciągnij, aby podnieść heksy o jeden poziom; prawy przycisk obniża; w trybie &apos;Ustaw na&apos; nadaje wybrany poziom. Każdy heks zmienia się raz na pociągnięcie.</translation>
    </message>
    <message>
        <source>Set the level of hexes</source>
        <translation>Ustaw poziom heksów</translation>
    </message>
    <message>
        <source>Lower hexes</source>
        <translation>Obniż heksy</translation>
    </message>
    <message>
        <source>Raise hexes</source>
        <translation>Podnieś heksy</translation>
    </message>
    <message>
        <source>Raise (right: lower)</source>
        <translation>Podnieś (prawy: obniż)</translation>
    </message>
    <message>
        <source>Lower (right: raise)</source>
        <translation>Obniż (prawy: podnieś)</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Ustaw na</translation>
    </message>
    <message>
        <source>What a click does to the level</source>
        <translation>Co kliknięcie robi z poziomem</translation>
    </message>
    <message>
        <source>The level &apos;Set to&apos; gives (the picker, I, takes it from the map)</source>
        <translation>Poziom, który nadaje &apos;Ustaw na&apos; (próbnik, I, bierze go z mapy)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Tryb:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Rozmiar:</translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation>Kliknij blisko boku heksu lub przeciągnij wzdłuż linii boków, aby narysować wybrany element; prawy przycisk lub przeciągnięcie prawym go usuwa. Przy murach, bramach i fortyfikacjach klikaj po wewnętrznej stronie boku. Most lub bród kładzie się na rzece lub strumieniu.</translation>
    </message>
    <message>
        <source>Erase hexside features</source>
        <translation>Wymaż elementy boków heksów</translation>
    </message>
    <message>
        <source>Erase {feature}</source>
        <translation>Wymaż: {feature}</translation>
    </message>
    <message>
        <source>Draw {feature}</source>
        <translation>Narysuj: {feature}</translation>
    </message>
    <message>
        <source>A {feature} crosses a {crossed}: draw one on this hexside too (R38)</source>
        <translation>{feature} przecina {crossed}: narysuj je też na tym boku heksu (R38)</translation>
    </message>
    <message>
        <source> or a </source>
        <translation> lub </translation>
    </message>
    <message>
        <source>The hexside feature to draw</source>
        <translation>Element boku heksu do narysowania</translation>
    </message>
    <message>
        <source>Right-drag erases every feature</source>
        <translation>Przeciągnięcie prawym wymazuje każdy element</translation>
    </message>
    <message>
        <source>Off: right-drag erases only the chosen feature</source>
        <translation>Wyłączone: przeciągnięcie prawym wymazuje tylko wybrany element</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Element:</translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation>Przeciągaj przez heksy, aby kłaść drogę lub szlak odcinek po odcinku (tylko między sąsiednimi heksami); przeciągnięcie prawym usuwa odcinki.</translation>
    </message>
    <message>
        <source>Lay {kind}</source>
        <translation>Połóż: {kind}</translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation>Usuń: {kind}</translation>
    </message>
    <message>
        <source>Route:</source>
        <translation>Trakt:</translation>
    </message>
    <message>
        <source>Road or track</source>
        <translation>Droga lub szlak</translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation>Kliknij heks, aby go nazwać (wieś, wzgórze); pusta nazwa ją usuwa.</translation>
    </message>
    <message>
        <source>Place name</source>
        <translation>Nazwa miejsca</translation>
    </message>
    <message>
        <source>Name of the place (empty: no name):</source>
        <translation>Nazwa miejsca (pusta: bez nazwy):</translation>
    </message>
    <message>
        <source>Name {label}</source>
        <translation>Nazwij {label}</translation>
    </message>
    <message>
        <source>Remove the name of {label}</source>
        <translation>Usuń nazwę {label}</translation>
    </message>
    <message>
        <source>Everything on the map</source>
        <translation>Wszystko na mapie</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Elementy boków heksów</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gumka</translation>
    </message>
    <message>
        <source>Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names (choose which).</source>
        <translation>Przeciągnij, aby wymazać z heksów: teren, poziomy, elementy boków, drogi i szlaki, nazwy (do wyboru).</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Erase:</source>
        <translation>Wymaż:</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Próbnik</translation>
    </message>
    <message>
        <source>Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for &apos;set level&apos;).</source>
        <translation>Kliknij heks, aby pobrać jego teren (dla pędzla, wypełnienia i prostokąta) i poziom (dla &apos;Ustaw na&apos;).</translation>
    </message>
    <message>
        <source>The terrain to paint (the picker, I, takes it from the map)</source>
        <translation>Teren do malowania (próbnik, I, bierze go z mapy)</translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation>Pędzel terenu</translation>
    </message>
    <message>
        <source>Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A whole stroke is one undo step.</source>
        <translation>Przeciągnij, aby malować wybrany teren; przeciągnięcie prawym maluje teren czysty. Rozmiary 1, 2, 3 (klawisze 1-3). Całe pociągnięcie to jeden krok cofania.</translation>
    </message>
    <message>
        <source>Paint {value}</source>
        <translation>Maluj: {value}</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Teren:</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Wypełnienie</translation>
    </message>
    <message>
        <source>Click to fill the connected area of one terrain with the chosen terrain (right-click: with clear).</source>
        <translation>Kliknij, aby wypełnić spójny obszar jednego terenu wybranym terenem (prawy przycisk: terenem czystym).</translation>
    </message>
    <message>
        <source>Fill with {value}</source>
        <translation>Wypełnij: {value}</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Prostokąt</translation>
    </message>
    <message>
        <source>Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).</source>
        <translation>Przeciągnij prostokąt kolumn i rzędów do pomalowania wybranym terenem (prawym: teren czysty).</translation>
    </message>
    <message>
        <source>Rectangle of {value}</source>
        <translation>Prostokąt: {value}</translation>
    </message>
    <message>
        <source>Leave play mode</source>
        <translation>Opuść tryb gry</translation>
    </message>
    <message>
        <source>The test game has {moves} move(s).

Keep it, to resume it the next time you enter play mode?

Yes: keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.</source>
        <translation>Partia testowa ma ruchów: {moves}.

Zachować ją, aby wznowić przy następnym wejściu w tryb gry?

Tak: zachowaj · Nie: odrzuć · Anuluj: zostań w trybie gry. Scenariusz w żadnym razie się nie zmienia.</translation>
    </message>
    <message>
        <source>Close during a test game</source>
        <translation>Zamykanie w trakcie partii testowej</translation>
    </message>
    <message>
        <source>The test game ({moves} move(s)) is not kept when the editor closes.

Save its position as a test scenario first?</source>
        <translation>Partia testowa (ruchów: {moves}) nie jest zachowywana po zamknięciu edytora.

Najpierw zapisać jej pozycję jako scenariusz testowy?</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>&amp;Tryb gry</translation>
    </message>
    <message>
        <source>Test-play the scenario with the rules engine (the scenario is not changed)</source>
        <translation>Przetestuj scenariusz silnikiem zasad (scenariusz się nie zmienia)</translation>
    </message>
    <message>
        <source>&amp;New test game…</source>
        <translation>&amp;Nowa partia testowa…</translation>
    </message>
    <message>
        <source>Start the game again from the setup, a leader&apos;s activation or a saved game</source>
        <translation>Zacznij partię od nowa: od rozstawienia, aktywacji dowódcy lub zapisanej partii</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>Step back one choice in the game</source>
        <translation>Cofnij się o jedną decyzję w partii</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Ponów ruch</translation>
    </message>
    <message>
        <source>Step forward again along the line</source>
        <translation>Idź znów do przodu wzdłuż linii</translation>
    </message>
    <message>
        <source>Save position as &amp;test…</source>
        <translation>Zapisz pozycję jako t&amp;est…</translation>
    </message>
    <message>
        <source>Write the position shown as a scenario file (a test position) that the editor and the CLI can open</source>
        <translation>Zapisz pokazaną pozycję jako plik scenariusza (pozycja testowa), który otworzą edytor i wiersz poleceń</translation>
    </message>
    <message>
        <source>Start a leader&apos;s &amp;activation…</source>
        <translation>Rozpocznij &amp;aktywację dowódcy…</translation>
    </message>
    <message>
        <source>A designer step: begin a leader&apos;s activation in the position shown</source>
        <translation>Krok projektanta: rozpocznij aktywację dowódcy w pokazanej pozycji</translation>
    </message>
    <message>
        <source>Save the game &amp;record…</source>
        <translation>Zapisz &amp;zapis partii…</translation>
    </message>
    <message>
        <source>Write the game (every branch) as a game record (banneret-game/1)</source>
        <translation>Zapisz partię (każdą gałąź) jako zapis partii (banneret-game/1)</translation>
    </message>
    <message>
        <source>&amp;Open a game record…</source>
        <translation>&amp;Otwórz zapis partii…</translation>
    </message>
    <message>
        <source>Replay a saved game of this scenario, its branches included</source>
        <translation>Odtwórz zapisaną partię tego scenariusza, razem z gałęziami</translation>
    </message>
    <message>
        <source>&amp;Balance study…</source>
        <translation>Badanie &amp;równowagi…</translation>
    </message>
    <message>
        <source>Play many games of the open scenario between program players in the background; a report of wins by side, VP, the decided turn, where units fell</source>
        <translation>Rozegraj w tle wiele partii otwartego scenariusza między graczami-programami; raport zwycięstw stron, PZ, rozstrzygającej tury i miejsc, gdzie padły oddziały</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Program player</source>
        <translation>Gracz-program</translation>
    </message>
    <message>
        <source>Game records need rules.games.record (the engine&apos;s game-record work), not there yet</source>
        <translation>Zapisy partii wymagają rules.games.record (prac silnika nad zapisami), jeszcze ich nie ma</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Combat odds</source>
        <translation>Szanse w walce</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>The scenario has changed</source>
        <translation>Scenariusz się zmienił</translation>
    </message>
    <message>
        <source>The scenario was edited since the test game was kept; that game is played on the scenario as it was.

Start a new game on the scenario as it is now?

Yes: a new game (the kept one is discarded) · No: resume the kept game</source>
        <translation>Scenariusz edytowano od czasu zachowania partii testowej; tamta partia toczy się na scenariuszu w dawnej postaci.

Zacząć nową partię na scenariuszu w obecnej postaci?

Tak: nowa partia (zachowana przepada) · Nie: wznów zachowaną partię</translation>
    </message>
    <message>
        <source>Resuming the game kept when you left play mode</source>
        <translation>Wznawianie partii zachowanej przy opuszczeniu trybu gry</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>Nie można otworzyć zapisanej partii</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Zapisana partia</translation>
    </message>
    <message>
        <source>{name} was replayed as far as it could be:

</source>
        <translation>{name} odtworzono tak daleko, jak się dało:

</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Nie można zacząć partii</translation>
    </message>
    <message>
        <source>The game cannot start from {start}:

{error}</source>
        <translation>Partia nie może się zacząć od {start}:

{error}</translation>
    </message>
    <message>
        <source> — play mode — Banneret</source>
        <translation> — tryb gry — Banneret</translation>
    </message>
    <message>
        <source>Play mode: {describe}. The scenario is not changed by the game.</source>
        <translation>Tryb gry: {describe}. Partia nie zmienia scenariusza.</translation>
    </message>
    <message>
        <source>Left play mode; the game is kept for next time. The scenario was not changed.</source>
        <translation>Opuszczono tryb gry; partia jest zachowana na następny raz. Scenariusz się nie zmienił.</translation>
    </message>
    <message>
        <source>Left play mode. The scenario was not changed.</source>
        <translation>Opuszczono tryb gry. Scenariusz się nie zmienił.</translation>
    </message>
    <message>
        <source>New test game</source>
        <translation>Nowa partia testowa</translation>
    </message>
    <message>
        <source>Discard the game being played?</source>
        <translation>Odrzucić rozgrywaną partię?</translation>
    </message>
    <message>
        <source>Not allowed: {error}</source>
        <translation>Niedozwolone: {error}</translation>
    </message>
    <message>
        <source>The engine failed on this choice: {__name__}: {error}</source>
        <translation>Silnik zawiódł przy tej decyzji: {__name__}: {error}</translation>
    </message>
    <message>
        <source>The engine failed: {__name__}: {error}</source>
        <translation>Silnik zawiódł: {__name__}: {error}</translation>
    </message>
    <message>
        <source>Cannot start {leader}&apos;s activation: {error}</source>
        <translation>Nie można rozpocząć aktywacji {leader}: {error}</translation>
    </message>
    <message>
        <source>Start an activation</source>
        <translation>Rozpocznij aktywację</translation>
    </message>
    <message>
        <source>A designer step, not a choice of the rules. Leader:</source>
        <translation>Krok projektanta, nie decyzja według zasad. Dowódca:</translation>
    </message>
    <message>
        <source>The seeded dice failed: {error}</source>
        <translation>Kości z ziarnem zawiodły: {error}</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game</source>
        <translation>Nie ma czego cofnąć: to początek partii</translation>
    </message>
    <message>
        <source>Nothing to redo on this line</source>
        <translation>Nie ma czego ponowić na tej linii</translation>
    </message>
    <message>
        <source>The odds of this choice cannot be computed: {error}</source>
        <translation>Nie można obliczyć szans tej decyzji: {error}</translation>
    </message>
    <message>
        <source>{count} legal choices make this combat: pick one in the decision panel</source>
        <translation>Ten atak tworzą legalne decyzje (liczba: {count}): wybierz jedną w panelu decyzji</translation>
    </message>
    <message>
        <source>{count} choices end in {label}: pick one in the decision panel</source>
        <translation>Decyzje kończące się w {label} (liczba: {count}): wybierz jedną w panelu decyzji</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Nie można otworzyć pliku</translation>
    </message>
    <message>
        <source>{target} cannot be opened as a scenario:

{text}</source>
        <translation>Nie można otworzyć {target} jako scenariusza:

{text}</translation>
    </message>
    <message>
        <source>Create a new scenario?</source>
        <translation>Utworzyć nowy scenariusz?</translation>
    </message>
    <message>
        <source>{path} does not exist.

Create a new scenario there?</source>
        <translation>{path} nie istnieje.

Utworzyć tam nowy scenariusz?</translation>
    </message>
    <message>
        <source>Cannot create the file</source>
        <translation>Nie można utworzyć pliku</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

Choose another place.</source>
        <translation>Nie można zapisać {path}: {error}.

Wybierz inne miejsce.</translation>
    </message>
    <message>
        <source>The editor: a user&apos;s guide</source>
        <translation>Edytor: przewodnik użytkownika</translation>
    </message>
    <message>
        <source>Playing, scoring and recording games</source>
        <translation>Rozgrywanie, punktowanie i zapisywanie partii</translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation>Arkusze żetonów</translation>
    </message>
    <message>
        <source>The scenario file format</source>
        <translation>Format pliku scenariusza</translation>
    </message>
    <message>
        <source>Validation findings</source>
        <translation>Ustalenia sprawdzania</translation>
    </message>
    <message>
        <source>The banneret command</source>
        <translation>Polecenie banneret</translation>
    </message>
    <message>
        <source>The rules as Banneret implements them</source>
        <translation>Zasady tak, jak stosuje je Banneret</translation>
    </message>
    <message>
        <source>Banneret help</source>
        <translation>Pomoc Banneret</translation>
    </message>
    <message>
        <source>The guides that come with Banneret (docs/)</source>
        <translation>Przewodniki dołączone do Banneret (docs/)</translation>
    </message>
    <message>
        <source>Open in the browser</source>
        <translation>Otwórz w przeglądarce</translation>
    </message>
    <message>
        <source>Show this guide in your web browser</source>
        <translation>Pokaż ten przewodnik w przeglądarce internetowej</translation>
    </message>
    <message>
        <source>The guide {name} is not installed with this copy of Banneret.</source>
        <translation>Przewodnik {name} nie jest zainstalowany z tą kopią Banneret.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nowy scenariusz</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rzędy</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns (the published maps)</source>
        <translation>Heksy płaskim bokiem do góry, w kolumnach (wydane mapy)</translation>
    </message>
    <message>
        <source>Pointy-topped hexes in rows</source>
        <translation>Heksy wierzchołkiem do góry, w rzędach</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientacja</translation>
    </message>
    <message>
        <source>Odd columns sit high (R12)</source>
        <translation>Nieparzyste kolumny wyżej (R12)</translation>
    </message>
    <message>
        <source>Even columns sit high</source>
        <translation>Parzyste kolumny wyżej</translation>
    </message>
    <message>
        <source>Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.</source>
        <translation>Siatki płaskie: kolumny o pół heksu wyżej. Siatki ostre: rzędy o pół heksu w lewo.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Przesunięcie</translation>
    </message>
    <message>
        <source>First column number</source>
        <translation>Numer pierwszej kolumny</translation>
    </message>
    <message>
        <source>First row number</source>
        <translation>Numer pierwszego rzędu</translation>
    </message>
    <message>
        <source>Odd rows sit left</source>
        <translation>Nieparzyste rzędy w lewo</translation>
    </message>
    <message>
        <source>Even rows sit left</source>
        <translation>Parzyste rzędy w lewo</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (nieznane)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>The {what}: type ids, or choose them from the side&apos;s list</source>
        <translation>{what}: wpisz identyfikatory albo wybierz je z listy strony</translation>
    </message>
    <message>
        <source>Choose the {what}</source>
        <translation>Wybierz: {what}</translation>
    </message>
    <message>
        <source>No {what} for this side yet: choose the side first, or add them in Armies.</source>
        <translation>Ta strona nie ma jeszcze elementów ({what}): najpierw wybierz stronę albo dodaj je w Armiach.</translation>
    </message>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation>{0} (nie ma w tym scenariuszu)</translation>
    </message>
    <message>
        <source>Pick on map…</source>
        <translation>Wskaż na mapie…</translation>
    </message>
    <message>
        <source>The {what}: hex labels, or pick them on the map</source>
        <translation>{what}: numery heksów albo wskaż je na mapie</translation>
    </message>
    <message>
        <source>entry hexes</source>
        <translation>heksy wejścia</translation>
    </message>
    <message>
        <source>hexes:</source>
        <translation>heksy:</translation>
    </message>
    <message>
        <source>the north edge</source>
        <translation>krawędź północna</translation>
    </message>
    <message>
        <source>the south edge</source>
        <translation>krawędź południowa</translation>
    </message>
    <message>
        <source>the east edge</source>
        <translation>krawędź wschodnia</translation>
    </message>
    <message>
        <source>the west edge</source>
        <translation>krawędź zachodnia</translation>
    </message>
    <message>
        <source>The map edge they enter by, or &apos;hexes:&apos; and the hexes picked on the map (R29)</source>
        <translation>Krawędź mapy, którą wchodzą, albo &apos;heksy:&apos; i heksy wskazane na mapie (R29)</translation>
    </message>
    <message>
        <source>Pick hexes</source>
        <translation>Wskaż heksy</translation>
    </message>
    <message>
        <source>Click a hex to add it; click it again to take it out</source>
        <translation>Kliknij heks, aby go dodać; kliknij ponownie, aby go usunąć</translation>
    </message>
    <message>
        <source>Pick the {what} on the map</source>
        <translation>Wskaż na mapie: {what}</translation>
    </message>
    <message>
        <source>Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: pan.</source>
        <translation>Klikaj heksy, aby je dodać; kliknij ponownie, aby usunąć. Kółko: powiększenie; Spacja+przeciągnij: przesuwanie.</translation>
    </message>
    <message>
        <source>Picked: none yet</source>
        <translation>Wskazane: jeszcze nic</translation>
    </message>
    <message>
        <source>Picked: {labels}</source>
        <translation>Wskazane: {labels}</translation>
    </message>
    <message>
        <source>Both stacked artillery units fire</source>
        <translation>Obie artylerie w stosie prowadzą ostrzał</translation>
    </message>
    <message>
        <source>5.2.5 (R1): two artillery units stacked together may both fire</source>
        <translation>5.2.5 (R1): dwa oddziały artylerii w jednym stosie mogą oba prowadzić ostrzał</translation>
    </message>
    <message>
        <source>Routed units face their rout edge</source>
        <translation>Uciekające oddziały zwracają się ku krawędzi ucieczki</translation>
    </message>
    <message>
        <source>12.2.1 (R1): a routed unit turns to face its rout edge</source>
        <translation>12.2.1 (R1): uciekający oddział obraca się ku swojej krawędzi ucieczki</translation>
    </message>
    <message>
        <source>Rout path</source>
        <translation>Droga ucieczki</translation>
    </message>
    <message>
        <source>12.2.2 (R1): how a routed unit picks its path toward its rout edge</source>
        <translation>12.2.2 (R1): jak uciekający oddział wybiera drogę ku swojej krawędzi ucieczki</translation>
    </message>
    <message>
        <source>Phase B archers: who fires first</source>
        <translation>Łucznicy w fazie B: kto strzela pierwszy</translation>
    </message>
    <message>
        <source>6.B (R1, R39): the order of Phase B fire</source>
        <translation>6.B (R1, R39): kolejność ostrzału w fazie B</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>the cheapest path, away from enemies</source>
        <translation>najtańsza droga, z dala od wroga</translation>
    </message>
    <message>
        <source>straight on, shifting aside when blocked</source>
        <translation>prosto, z przesunięciem w bok przy blokadzie</translation>
    </message>
    <message>
        <source>the defender&apos;s archers first</source>
        <translation>najpierw łucznicy obrońcy</translation>
    </message>
    <message>
        <source>the attacker&apos;s archers first</source>
        <translation>najpierw łucznicy atakującego</translation>
    </message>
    <message>
        <source>an enemy unit eliminated</source>
        <translation>wrogi oddział wyeliminowany</translation>
    </message>
    <message>
        <source>an enemy unit routed at the end</source>
        <translation>wrogi oddział uciekający na koniec</translation>
    </message>
    <message>
        <source>an enemy leader killed</source>
        <translation>wrogi dowódca zabity</translation>
    </message>
    <message>
        <source>an enemy leader captured</source>
        <translation>wrogi dowódca pojmany</translation>
    </message>
    <message>
        <source>an enemy leader wounded</source>
        <translation>wrogi dowódca ranny</translation>
    </message>
    <message>
        <source>the enemy army commander killed</source>
        <translation>wrogi wódz naczelny zabity</translation>
    </message>
    <message>
        <source>the enemy army commander captured</source>
        <translation>wrogi wódz naczelny pojmany</translation>
    </message>
    <message>
        <source>hexes held at the end</source>
        <translation>heksy utrzymane na koniec</translation>
    </message>
    <message>
        <source>a unit exited by a map edge</source>
        <translation>oddział, który wyszedł krawędzią mapy</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Ustawienia scenariusza</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Opis</translation>
    </message>
    <message>
        <source>Where the data was transcribed from</source>
        <translation>Skąd przepisano dane</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Source notes</source>
        <translation>Uwagi o źródle</translation>
    </message>
    <message>
        <source>A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French</source>
        <translation>Gotowy zestaw opcji zasad (R1): 2010 angielskie, 2014 francuskie/węgierskie, 2018 francuskie</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edycja zasad</translation>
    </message>
    <message>
        <source>(as the edition)</source>
        <translation>(jak w edycji)</translation>
    </message>
    <message>
        <source>{rule}. Option &apos;{name}&apos;; &apos;(as the edition)&apos; keeps the edition&apos;s preset.</source>
        <translation>{rule}. Opcja &apos;{name}&apos;; &apos;(jak w edycji)&apos; zostawia ustawienie edycji.</translation>
    </message>
    <message>
        <source>Turns (first, last)</source>
        <translation>Tury (pierwsza, ostatnia)</translation>
    </message>
    <message>
        <source>min/turn</source>
        <translation>min/turę</translation>
    </message>
    <message>
        <source>m/hex</source>
        <translation>m/heks</translation>
    </message>
    <message>
        <source>men/SP</source>
        <translation>ludzi/PS</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skala</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>{DEFAULT_HEX_MM:g} mm (series default)</source>
        <translation>{DEFAULT_HEX_MM:g} mm (domyślnie w serii)</translation>
    </message>
    <message>
        <source>The hex across the flats on a printed map (centre to neighbour&apos;s centre)</source>
        <translation>Heks między przeciwległymi bokami na drukowanej mapie (od środka do środka sąsiada)</translation>
    </message>
    <message>
        <source>Printed hex</source>
        <translation>Heks na druku</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ogólne</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Enter (edge or hexes)</source>
        <translation>Wejście (krawędź lub heksy)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Oddziały</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Dowódcy</translation>
    </message>
    <message>
        <source>Game turn</source>
        <translation>Tura gry</translation>
    </message>
    <message>
        <source>The side they join</source>
        <translation>Strona, do której dołączają</translation>
    </message>
    <message>
        <source>A map edge from the list, or hexes picked on the map (R29)</source>
        <translation>Krawędź mapy z listy albo heksy wskazane na mapie (R29)</translation>
    </message>
    <message>
        <source>unit types</source>
        <translation>typy oddziałów</translation>
    </message>
    <message>
        <source>Banners whose units may not be meleed from their front hexes (9.1): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Chorągwie, których oddziałów nie można atakować walką z ich heksów frontowych (9.1): wybierz je spośród chorągwi scenariusza, według stron</translation>
    </message>
    <message>
        <source>The side&apos;s units that come on</source>
        <translation>Oddziały strony, które wchodzą</translation>
    </message>
    <message>
        <source>The side&apos;s leaders that come on</source>
        <translation>Dowódcy strony, którzy wchodzą</translation>
    </message>
    <message>
        <source>units</source>
        <translation>oddziały</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>dowódcy</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Terrain read as a chart row (e.g. camp → wood):</source>
        <translation>Teren czytany jak wiersz tabeli (np. camp → las):</translation>
    </message>
    <message>
        <source>Scenario terrain</source>
        <translation>Teren scenariusza</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Czytany jako</translation>
    </message>
    <message>
        <source>Terrain as drawn on this map</source>
        <translation>Teren tak, jak narysowano go na tej mapie</translation>
    </message>
    <message>
        <source>The Terrain Chart row it is read as</source>
        <translation>Wiersz Tabeli Terenu, jako który jest czytany</translation>
    </message>
    <message>
        <source>Stacking exceptions (5.2.2):</source>
        <translation>Wyjątki od limitu stosu (5.2.2):</translation>
    </message>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Chorągwie, których dotyczy (5.2.2; R20): wybierz je spośród chorągwi scenariusza, według stron</translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation>Typy oddziałów, których dotyczy (2.2, 5.2.2): wybierz je spośród typów oddziałów edycji</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Chorągwie</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Typy</translation>
    </message>
    <message>
        <source>Max units</source>
        <translation>Maks. oddziałów</translation>
    </message>
    <message>
        <source>Units allowed in one hex</source>
        <translation>Oddziały dozwolone w jednym heksie</translation>
    </message>
    <message>
        <source>No mêlée from the front</source>
        <translation>Bez walki od frontu</translation>
    </message>
    <message>
        <source>Notes for the players</source>
        <translation>Uwagi dla graczy</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Zasady specjalne</translation>
    </message>
    <message>
        <source>Victory points (scored by the side that causes the event):</source>
        <translation>Punkty zwycięstwa (zdobywa strona, która powoduje zdarzenie):</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Zdarzenie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Per SP</source>
        <translation>Za PS</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Heksy</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Krawędź</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Co daje punkty</translation>
    </message>
    <message>
        <source>The side that scores (blank: either)</source>
        <translation>Strona, która punktuje (puste: dowolna)</translation>
    </message>
    <message>
        <source>Points each time</source>
        <translation>Punkty za każdym razem</translation>
    </message>
    <message>
        <source>Points per SP</source>
        <translation>Punkty za PS</translation>
    </message>
    <message>
        <source>Hexes held at the end, picked on the map</source>
        <translation>Heksy utrzymane na koniec, wskazane na mapie</translation>
    </message>
    <message>
        <source>Edge (a unit exited)</source>
        <translation>Krawędź (oddział wyszedł)</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>dowolna strona</translation>
    </message>
    <message>
        <source>Sudden death:</source>
        <translation>Nagła śmierć:</translation>
    </message>
    <message>
        <source>Side whose losses count</source>
        <translation>Strona, której straty się liczą</translation>
    </message>
    <message>
        <source>Losses at least (SP)</source>
        <translation>Straty co najmniej (PS)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Levels on the VP difference (blank &apos;at least&apos; = otherwise):</source>
        <translation>Poziomy według różnicy PZ (puste &apos;co najmniej&apos; = w pozostałych przypadkach):</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Co najmniej</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Zwycięstwo</translation>
    </message>
    <message>
        <source>banners</source>
        <translation>chorągwie</translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation>Jeszcze brak chorągwi: nadaj oddziałom i dowódcom chorągiew w Armiach.</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; is not a whole number</source>
        <translation>{what}: &apos;{text}&apos; nie jest liczbą całkowitą</translation>
    </message>
    <message>
        <source>a printed hex is at least {mm} mm across</source>
        <translation>drukowany heks ma co najmniej {mm} mm</translation>
    </message>
    <message>
        <source>reinforcement turn</source>
        <translation>tura posiłków</translation>
    </message>
    <message>
        <source>every reinforcement needs a turn</source>
        <translation>każde posiłki wymagają tury</translation>
    </message>
    <message>
        <source>max units</source>
        <translation>maks. oddziałów</translation>
    </message>
    <message>
        <source>victory event &apos;{event}&apos; is not one of: {events}</source>
        <translation>zdarzenie zwycięstwa &apos;{event}&apos; nie należy do: {events}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punkty</translation>
    </message>
    <message>
        <source>per SP</source>
        <translation>za PS</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>straty</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>co najmniej</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>Sprawdź ustawienia</translation>
    </message>
    <message>
        <source>each enemy unit eliminated</source>
        <translation>każdy wrogi oddział wyeliminowany</translation>
    </message>
    <message>
        <source>each enemy unit routed at the end</source>
        <translation>każdy wrogi oddział uciekający na koniec</translation>
    </message>
    <message>
        <source>each enemy leader killed</source>
        <translation>każdy wrogi dowódca zabity</translation>
    </message>
    <message>
        <source>each enemy leader captured</source>
        <translation>każdy wrogi dowódca pojmany</translation>
    </message>
    <message>
        <source>each enemy leader wounded</source>
        <translation>każdy wrogi dowódca ranny</translation>
    </message>
    <message>
        <source>each unit exited</source>
        <translation>każdy oddział, który wyszedł</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>Każda strona</translation>
    </message>
    <message>
        <source> by the {edge} edge</source>
        <translation> krawędzią {edge}</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} PZ</translation>
    </message>
    <message>
        <source>{points} VP per SP</source>
        <translation>{points} PZ za PS</translation>
    </message>
    <message>
        <source>{who} scores {amount} for each of these hexes held at the end by one of its units, not routed: {hexes}.</source>
        <translation>{who} zdobywa {amount} za każdy z tych heksów utrzymany na koniec przez jeden z jego oddziałów, nie uciekający: {hexes}.</translation>
    </message>
    <message>
        <source>{who} scores {amount} for {what}.</source>
        <translation>{who} zdobywa {amount} za: {what}.</translation>
    </message>
    <message>
        <source>(&apos;Per SP&apos; counts nothing here: only units have SP.)</source>
        <translation>(„Za PS” nic tu nie liczy: tylko oddziały mają PS.)</translation>
    </message>
    <message>
        <source>Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.</source>
        <translation>Nagła śmierć: {winner} wygrywa od razu, gdy {side} straci {sp} PS lub więcej.</translation>
    </message>
    <message>
        <source>Difference ≥ {at_least}: {result}.</source>
        <translation>Różnica ≥ {at_least}: {result}.</translation>
    </message>
    <message>
        <source>Otherwise: {result}.</source>
        <translation>W pozostałych przypadkach: {result}.</translation>
    </message>
    <message>
        <source>No victory rules yet.</source>
        <translation>Jeszcze brak zasad zwycięstwa.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>1 2 3</source>
        <translation>1 2 3</translation>
    </message>
    <message>
        <source>Brush size (brush, eraser)</source>
        <translation>Rozmiar pędzla (pędzel, gumka)</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Kółko</translation>
    </message>
    <message>
        <source>Zoom at the mouse</source>
        <translation>Powiększenie przy kursorze</translation>
    </message>
    <message>
        <source>Space+drag, middle drag, arrows</source>
        <translation>Spacja+przeciągnij, przeciągnij środkowym, strzałki</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Przesuwanie widoku</translation>
    </message>
    <message>
        <source>[ ]  or  Shift+wheel</source>
        <translation>[ ]  lub  Shift+kółko</translation>
    </message>
    <message>
        <source>Turn the selected counter</source>
        <translation>Obróć zaznaczony żeton</translation>
    </message>
    <message>
        <source>Remove the selected counter from the map</source>
        <translation>Zdejmij zaznaczony żeton z mapy</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the current drag</source>
        <translation>Anuluj bieżące przeciąganie</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools:</source>
        <translation>Każdy klawisz edytora, odczytany z jego menu i narzędzi:</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Gdzie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co robi</translation>
    </message>
    <message>
        <source>drawing and writing</source>
        <translation>rysowanie i zapis</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>{path} was not written: {error}</source>
        <translation>Nie zapisano {path}: {error}</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Eksport anulowany</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Rysowanie</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>Zapisywanie {name}</translation>
    </message>
    <message>
        <source>Export a Tiled map</source>
        <translation>Eksportuj mapę Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Mapy Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>Exporting the Tiled map</source>
        <translation>Eksport mapy Tiled</translation>
    </message>
    <message>
        <source>Export a VASSAL module</source>
        <translation>Eksportuj moduł VASSAL</translation>
    </message>
    <message>
        <source>VASSAL modules (*.vmod)</source>
        <translation>Moduły VASSAL (*.vmod)</translation>
    </message>
    <message>
        <source>Exporting the VASSAL module</source>
        <translation>Eksport modułu VASSAL</translation>
    </message>
    <message>
        <source>Minimap: click or drag to move the view</source>
        <translation>Minimapa: kliknij lub przeciągnij, aby przesunąć widok</translation>
    </message>
    <message>
        <source>Balance study</source>
        <translation>Badanie równowagi</translation>
    </message>
    <message>
        <source>One player for every side, or one per side in the scenario&apos;s order (random, greedy). Greedy is the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Jeden gracz dla wszystkich stron albo po jednym na stronę w kolejności scenariusza (random, greedy). Zachłanny (greedy) to najsilniejszy gracz programowy: gracz przeszukujący nie był silniejszy w 200 sparowanych grach (+0,6 ± 1,8 PZ na grę) i zostaje w laboratorium</translation>
    </message>
    <message>
        <source>Processes to play in (one per core by default)</source>
        <translation>Procesy do gry (domyślnie jeden na rdzeń)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Procesy</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Pierwsze ziarno</translation>
    </message>
    <message>
        <source>Compare with the saved version</source>
        <translation>Porównaj z zapisaną wersją</translation>
    </message>
    <message>
        <source>Play the file on disk (A) and the open document (B) on the same seeds, and report whether your edits shift the balance</source>
        <translation>Rozegraj plik na dysku (A) i otwarty dokument (B) na tych samych ziarnach i pokaż, czy twoje zmiany przesuwają balans</translation>
    </message>
    <message>
        <source>Save the document once to compare it with its saved version</source>
        <translation>Zapisz dokument raz, aby porównać go z zapisaną wersją</translation>
    </message>
    <message>
        <source>removing the Genoese crossbowmen</source>
        <translation>usunięcie genueńskich kuszników</translation>
    </message>
    <message>
        <source>What you changed, in words: the report&apos;s sentences name it</source>
        <translation>Co zmieniłeś, słowami: zdania raportu tak to nazwą</translation>
    </message>
    <message>
        <source>The change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
        <translation>Rozgrywa {name} tak, jak jest otwarty w edytorze, zapisany lub nie.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation>Anuluj badanie</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Otwórz raport</translation>
    </message>
    <message>
        <source>Players: {error}</source>
        <translation>Gracze: {error}</translation>
    </message>
    <message>
        <source>The saved version cannot be played: {error}</source>
        <translation>Zapisanej wersji nie można rozegrać: {error}</translation>
    </message>
    <message>
        <source>The saved version has other sides than the open document: they cannot be compared game by game.</source>
        <translation>Zapisana wersja ma inne strony niż otwarty dokument: nie można ich porównać partia po partii.</translation>
    </message>
    <message>
        <source>Playing {value} games ({lineup}) in {value2} process(es)…</source>
        <translation>Rozgrywanie partii: {value} ({lineup}) w procesach: {value2}…</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (zapisany)</translation>
    </message>
    <message>
        <source>{name} (open)</source>
        <translation>{name} (otwarty)</translation>
    </message>
    <message>
        <source>Cancelling: the games being played finish, the others are not started…</source>
        <translation>Anulowanie: rozgrywane partie się kończą, pozostałe nie zaczną się…</translation>
    </message>
    <message>
        <source>{head}
Report: {page}</source>
        <translation>{head}
Raport: {page}</translation>
    </message>
    <message>
        <source>Cancelled: no report. The {n} games played are kept: Run plays on from them.</source>
        <translation>Anulowano: brak raportu. {n} rozegranych partii zostaje zachowanych: Uruchom gra dalej od nich.</translation>
    </message>
    <message>
        <source>The study failed: {why}</source>
        <translation>Badanie nie powiodło się: {why}</translation>
    </message>
    <message>
        <source>movement (D.1)</source>
        <translation>ruch (D.1)</translation>
    </message>
    <message>
        <source>ranged fire (D.2)</source>
        <translation>ostrzał z dystansu (D.2)</translation>
    </message>
    <message>
        <source>mêlée declaration (D.3)</source>
        <translation>zapowiedź walki (D.3)</translation>
    </message>
    <message>
        <source>out-of-command movement (D.5)</source>
        <translation>ruch bez dowodzenia (D.5)</translation>
    </message>
    <message>
        <source>the next activation</source>
        <translation>następna aktywacja</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>rzut kością</translation>
    </message>
    <message>
        <source>resting markers (11.2)</source>
        <translation>znaczniki odpoczynku (11.2)</translation>
    </message>
    <message>
        <source>Phase B fire (6.B)</source>
        <translation>ostrzał fazy B (6.B)</translation>
    </message>
    <message>
        <source>the leader to activate (6.D)</source>
        <translation>dowódca do aktywacji (6.D)</translation>
    </message>
    <message>
        <source>the enemy leader to activate next (C.3)</source>
        <translation>wrogi dowódca do aktywacji jako następny (C.3)</translation>
    </message>
    <message>
        <source>the enemy leader made inactive (C.4)</source>
        <translation>wrogi dowódca unieruchomiony (C.4)</translation>
    </message>
    <message>
        <source>a counter-charge (10.3)</source>
        <translation>kontrszarża (10.3)</translation>
    </message>
    <message>
        <source>defensive fire (D.4)</source>
        <translation>ostrzał obronny (D.4)</translation>
    </message>
    <message>
        <source>offensive fire (D.4)</source>
        <translation>ostrzał ofensywny (D.4)</translation>
    </message>
    <message>
        <source>a retreat (10.7)</source>
        <translation>odwrót (10.7)</translation>
    </message>
    <message>
        <source>a rout move (12.2)</source>
        <translation>ruch ucieczki (12.2)</translation>
    </message>
    <message>
        <source>an advance after mêlée (10.8)</source>
        <translation>zajęcie pola po walce (10.8)</translation>
    </message>
    <message>
        <source>a dispersion (10.9)</source>
        <translation>rozproszenie (10.9)</translation>
    </message>
    <message>
        <source>the facing of a rallied unit (12.3)</source>
        <translation>ustawienie przegrupowanego oddziału (12.3)</translation>
    </message>
    <message>
        <source>placing a replacement leader (7.6)</source>
        <translation>umieszczenie dowódcy zastępczego (7.6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>partia się skończyła</translation>
    </message>
    <message>
        <source>1 legal choice</source>
        <translation>1 legalna decyzja</translation>
    </message>
    <message>
        <source>{count} legal choices</source>
        <translation>legalne decyzje: {count}</translation>
    </message>
    <message>
        <source>Roll (seeded)</source>
        <translation>Rzuć (z ziarnem)</translation>
    </message>
    <message>
        <source>Let the seeded dice answer this roll (the same seed gives the same game)</source>
        <translation>Niech kości z ziarnem odpowiedzą na ten rzut (to samo ziarno daje tę samą partię)</translation>
    </message>
    <message>
        <source>The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)</source>
        <translation>Kość rzucona na stole (k10 czyta się od 0 do 9, 0 to zero: 0.3)</translation>
    </message>
    <message>
        <source>Apply the die typed</source>
        <translation>Zastosuj wpisaną kość</translation>
    </message>
    <message>
        <source>Apply the number(s) in the box(es) as this roll&apos;s result</source>
        <translation>Zastosuj liczbę lub liczby z pól jako wynik tego rzutu</translation>
    </message>
    <message>
        <source>or type the die rolled:</source>
        <translation>albo wpisz wyrzuconą kość:</translation>
    </message>
    <message>
        <source>The leader whose activation starts (a designer step, not a choice of the rules)</source>
        <translation>Dowódca, którego aktywacja się zaczyna (krok projektanta, nie decyzja według zasad)</translation>
    </message>
    <message>
        <source>Start this activation</source>
        <translation>Rozpocznij tę aktywację</translation>
    </message>
    <message>
        <source>The engine has no choice here: start a leader&apos;s activation by hand (command check first if in Phase A)</source>
        <translation>Silnik nie ma tu decyzji: rozpocznij ręcznie aktywację dowódcy (w fazie A najpierw sprawdzenie dowodzenia)</translation>
    </message>
    <message>
        <source>Activate:</source>
        <translation>Aktywuj:</translation>
    </message>
    <message>
        <source>Filter the choices: a unit, a hex, a verb… (all words must match)</source>
        <translation>Filtruj decyzje: oddział, heks, czasownik… (wszystkie słowa muszą pasować)</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notacja</translation>
    </message>
    <message>
        <source>Every legal choice by counter and kind, in words and in notation; double-click (or Enter) applies one</source>
        <translation>Każda legalna decyzja według żetonu i rodzaju, słowami i w notacji; dwuklik (lub Enter) ją stosuje</translation>
    </message>
    <message>
        <source>Apply the choice</source>
        <translation>Zastosuj decyzję</translation>
    </message>
    <message>
        <source>Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N</source>
        <translation>Wpisz decyzję w notacji i naciśnij Enter, np. move cru-ch-1 1316-1315 N</translation>
    </message>
    <message>
        <source>The notation of docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</source>
        <translation>Notacja z docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>kości</translation>
    </message>
    <message>
        <source>, {leader}&apos;s activation</source>
        <translation>, aktywacja: {leader}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; to decide: &lt;b&gt;{kind}&lt;/b&gt;{leader}</source>
        <translation>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; decyduje: &lt;b&gt;{kind}&lt;/b&gt;{leader}</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} z {total}</translation>
    </message>
    <message>
        <source>Select a choice in the list</source>
        <translation>Wybierz decyzję z listy</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml)</source>
        <translation>Scenariusze Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.yml)</source>
        <translation>Partie Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>; {count} error(s) when checked: {first}</source>
        <translation>; błędy przy sprawdzaniu ({count}): {first}</translation>
    </message>
    <message>
        <source>Saved the position of turn {turn} as {name}{tail}</source>
        <translation>Zapisano pozycję tury {turn} jako {name}{tail}</translation>
    </message>
    <message>
        <source>Save the position as a test scenario</source>
        <translation>Zapisz pozycję jako scenariusz testowy</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The game is still here: try another folder.</source>
        <translation>Nie można zapisać {path}: {error}.

Partia nadal tu jest: spróbuj innego folderu.</translation>
    </message>
    <message>
        <source>Saved {name}: open it with File → Open, or check it with &apos;banneret validate&apos;.</source>
        <translation>Zapisano {name}: otwórz przez Plik → Otwórz albo sprawdź poleceniem &apos;banneret validate&apos;.</translation>
    </message>
    <message>
        <source>Not kept (the scenario format has no place for them):</source>
        <translation>Nie zachowano (format scenariusza nie ma na to miejsca):</translation>
    </message>
    <message>
        <source>The validator reports, for this position:</source>
        <translation>Sprawdzanie zgłasza dla tej pozycji:</translation>
    </message>
    <message>
        <source>Position saved</source>
        <translation>Pozycja zapisana</translation>
    </message>
    <message>
        <source>The game record was not saved: {error}</source>
        <translation>Zapis partii nie został zapisany: {error}</translation>
    </message>
    <message>
        <source>Saved the game record {name}</source>
        <translation>Zapisano zapis partii {name}</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Zapisz zapis partii</translation>
    </message>
    <message>
        <source>Game record not saved</source>
        <translation>Zapis partii niezapisany</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Otwórz zapis partii</translation>
    </message>
    <message>
        <source>{games};;All files (*)</source>
        <translation>{games};;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>designer</source>
        <translation>projektant</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kości</translation>
    </message>
    <message>
        <source>dice (seeded)</source>
        <translation>kości (z ziarnem)</translation>
    </message>
    <message>
        <source>program ({side})</source>
        <translation>program ({side})</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Linia:</translation>
    </message>
    <message>
        <source>Every line of play of this game; pick one to show its last position</source>
        <translation>Każda linia gry tej partii; wybierz jedną, aby pokazać jej ostatnią pozycję</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Kto</translation>
    </message>
    <message>
        <source>Choice, and what happened</source>
        <translation>Decyzja i co się stało</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; a different choice there starts a new branch (the old line is kept)</source>
        <translation>Kliknij ruch, aby zobaczyć pozycję po nim; inna decyzja w tym miejscu zaczyna nową gałąź (stara linia zostaje)</translation>
    </message>
    <message>
        <source>{count} lines part here</source>
        <translation>Tu rozdziela się linii: {count}</translation>
    </message>
    <message>
        <source>Showing the position after move {depth}; {later} later move(s) in grey (Redo). A different choice here starts a new branch.</source>
        <translation>Pozycja po ruchu {depth}; późniejsze ruchy ({later}) na szaro (Ponów). Inna decyzja tutaj zaczyna nową gałąź.</translation>
    </message>
    <message>
        <source>{count} line(s) of play.</source>
        <translation>Linie gry: {count}.</translation>
    </message>
    <message>
        <source>Showing the position after {move}; a different choice from here starts a new branch</source>
        <translation>Pozycja po {move}; inna decyzja od tego miejsca zaczyna nową gałąź</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>początku</translation>
    </message>
    <message>
        <source>Show this position</source>
        <translation>Pokaż tę pozycję</translation>
    </message>
    <message>
        <source>Copy the choice</source>
        <translation>Kopiuj decyzję</translation>
    </message>
    <message>
        <source>Copy the line up to here</source>
        <translation>Kopiuj linię do tego miejsca</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modyfikator</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Przepis</translation>
    </message>
    <message>
        <source>Every modifier of the table, with the rule it comes from</source>
        <translation>Każdy modyfikator tabeli, z przepisem, z którego pochodzi</translation>
    </message>
    <message>
        <source>, routed on {rout}+</source>
        <translation>, uciekają przy {rout}+</translation>
    </message>
    <message>
        <source>Total {total} · {fire_class} at {range} hex(es): discouraged on {discourage}+{rout} (die + total)</source>
        <translation>Razem {total} · {fire_class} na {range} heks(y): zmieszanie przy {discourage}+{rout} (kość + razem)</translation>
    </message>
    <message>
        <source>Succeeds on a d10 of {quality} or less (10.3)</source>
        <translation>Udaje się przy k10 równym {quality} lub mniej (10.3)</translation>
    </message>
    <message>
        <source>Routs on a d10 above its quality {inputs} (12.2.3)</source>
        <translation>Ucieka przy k10 powyżej jakości {inputs} (12.2.3)</translation>
    </message>
    <message>
        <source>Leader check for {inputs}: unmodified d10 (7.5)</source>
        <translation>Test dowódcy {inputs}: niezmodyfikowany k10 (7.5)</translation>
    </message>
    <message>
        <source>Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)</source>
        <translation>Przegrupowuje się przy k10 + modyfikatory ≤ {quality}, niezmodyfikowane 0 zawsze (12.3)</translation>
    </message>
    <message>
        <source>Total {total}, limited to {applied} (R6)</source>
        <translation>Razem {total}, ograniczone do {applied} (R6)</translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation>Razem {total}</translation>
    </message>
    <message>
        <source>exactly {probability}</source>
        <translation>dokładnie {probability}</translation>
    </message>
    <message>
        <source>Select units, then hover or click an enemy, or select a fire or a mêlée in the decision list, to see the odds</source>
        <translation>Zaznacz oddziały, potem najedź na wroga lub go kliknij, albo zaznacz ostrzał lub walkę na liście w panelu Decyzja, aby zobaczyć szanse</translation>
    </message>
    <message>
        <source>, both sides&apos; dice</source>
        <translation>, kości obu stron</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over 2d6{both} (Die: this side&apos;s total)</source>
        <translation>Σ = {value:.0f} % na 2k6{both} (Kość: suma tej strony)</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over the d10 (each face 1/10)</source>
        <translation>Σ = {value:.0f} % na k10 (każda ścianka 1/10)</translation>
    </message>
    <message>
        <source>Apply: {notation}</source>
        <translation>Zastosuj: {notation}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Kość</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <source>The exact probability of each result over the d10, and the die faces giving it</source>
        <translation>Dokładne prawdopodobieństwo każdego wyniku na k10 i ścianki kości, które go dają</translation>
    </message>
    <message>
        <source>A — command</source>
        <translation>A — dowodzenie</translation>
    </message>
    <message>
        <source>B — archers&apos; fire</source>
        <translation>B — ostrzał łuczników</translation>
    </message>
    <message>
        <source>C — initiative</source>
        <translation>C — inicjatywa</translation>
    </message>
    <message>
        <source>D — activations</source>
        <translation>D — aktywacje</translation>
    </message>
    <message>
        <source>E — rally, rest and rout</source>
        <translation>E — przegrupowanie, odpoczynek i ucieczka</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ranny</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>pojmany</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>zabity</translation>
    </message>
    <message>
        <source>left the field</source>
        <translation>opuścił pole bitwy</translation>
    </message>
    <message>
        <source>— (the full turn is not in the engine yet)</source>
        <translation>— (pełnej tury nie ma jeszcze w silniku)</translation>
    </message>
    <message>
        <source>not rolled yet this turn</source>
        <translation>w tej turze jeszcze nie rzucano</translation>
    </message>
    <message>
        <source> for {winner}</source>
        <translation> dla {winner}</translation>
    </message>
    <message>
        <source>: nobody has it</source>
        <translation>: nikt jej nie ma</translation>
    </message>
    <message>
        <source>; still owed: {owed}</source>
        <translation>; jeszcze należne: {owed}</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Tura:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Faza:</translation>
    </message>
    <message>
        <source>Active leader:</source>
        <translation>Aktywny dowódca:</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Decyzja:</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Inicjatywa:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>Leaders by rating</source>
        <translation>Dowódcy według wartości</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Activation order by command rating (6.D); ▶ active, ✓ activated this turn</source>
        <translation>Kolejność aktywacji według wartości dowodzenia (6.D); ▶ aktywny, ✓ aktywowany w tej turze</translation>
    </message>
    <message>
        <source>{turn} of {first_turn}–{last_turn}</source>
        <translation>{turn} z {first_turn}–{last_turn}</translation>
    </message>
    <message>
        <source>, step {step}</source>
        <translation>, krok {step}</translation>
    </message>
    <message>
        <source>{name} ({side}; {count} unit(s) activated)</source>
        <translation>{name} ({side}; aktywowane oddziały: {count})</translation>
    </message>
    <message>
        <source>— (the victory score is not in the engine yet)</source>
        <translation>— (wyniku zwycięstwa nie ma jeszcze w silniku)</translation>
    </message>
    <message>
        <source>Nothing has scored yet</source>
        <translation>Nic jeszcze nie dało punktów</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>nieaktywny</translation>
    </message>
    <message>
        <source>arrives turn {turn}</source>
        <translation>przybywa w turze {turn}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>losowy</translation>
    </message>
    <message>
        <source>Program plays:</source>
        <translation>Program gra:</translation>
    </message>
    <message>
        <source>Which side&apos;s decisions the random player makes (rolls: the seeded dice)</source>
        <translation>Decyzje której strony podejmuje gracz losowy (rzuty: kości z ziarnem)</translation>
    </message>
    <message>
        <source>greedy (the strongest)</source>
        <translation>zachłanny (najsilniejszy)</translation>
    </message>
    <message>
        <source>How well the program plays: random choices; greedy (each choice valued on the engine&apos;s exact odds), the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Jak dobrze gra program: decyzje losowe; zachłanny (każda decyzja oceniana na dokładnych szansach silnika), najsilniejszy gracz programowy: gracz przeszukujący nie był silniejszy w 200 sparowanych grach (+0,6 ± 1,8 PZ na grę) i zostaje w laboratorium</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>The same seed makes the same choices from the same position</source>
        <translation>To samo ziarno daje te same decyzje z tej samej pozycji</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>The program makes the pending decision (if it is its side&apos;s, or a roll)</source>
        <translation>Program podejmuje oczekującą decyzję (jeśli należy do jego strony albo to rzut)</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Do końca tury</translation>
    </message>
    <message>
        <source>The program plays on until the turn ends or a side you play must decide</source>
        <translation>Program gra dalej, aż tura się skończy albo strona, którą grasz, musi zdecydować</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Program player: {player_source}. Dice: {dice_source}.</source>
        <translation>Gracz-program: {player_source}. Kości: {dice_source}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>obie strony</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Partia się skończyła</translation>
    </message>
    <message>
        <source>The engine offers no choice here ({note}); the program stops</source>
        <translation>Silnik nie oferuje tu decyzji ({note}); program się zatrzymuje</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision and you play {side}: choose &apos;Program plays&apos; to hand it over</source>
        <translation>Decyduje {side}, a ty grasz stroną {side}: wybierz &apos;Program gra&apos;, aby mu ją przekazać</translation>
    </message>
    <message>
        <source>The program ({side}) is thinking…</source>
        <translation>Program ({side}) myśli…</translation>
    </message>
    <message>
        <source>The program player failed: {error}</source>
        <translation>Gracz-program zawiódł: {error}</translation>
    </message>
    <message>
        <source>The program player had no choice to make</source>
        <translation>Gracz-program nie miał decyzji do podjęcia</translation>
    </message>
    <message>
        <source>Turn {_turn} is over</source>
        <translation>Tura {_turn} się skończyła</translation>
    </message>
    <message>
        <source>…and {count} more (see the Validation panel)</source>
        <translation>…i jeszcze {count} (zobacz panel Sprawdzanie)</translation>
    </message>
    <message>
        <source>The scenario has errors</source>
        <translation>Scenariusz ma błędy</translation>
    </message>
    <message>
        <source>The scenario has 1 validation error; the game may not follow the rules where it is:</source>
        <translation>Scenariusz ma 1 błąd sprawdzania; partia może w tym miejscu nie przestrzegać zasad:</translation>
    </message>
    <message>
        <source>The scenario has {count} validation errors; the game may not follow the rules where they are:</source>
        <translation>Scenariusz ma błędy sprawdzania (liczba: {count}); partia może w tych miejscach nie przestrzegać zasad:</translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation>Grać mimo to?</translation>
    </message>
    <message>
        <source>D.1 movement</source>
        <translation>D.1 ruch</translation>
    </message>
    <message>
        <source>D.2 fire</source>
        <translation>D.2 ostrzał</translation>
    </message>
    <message>
        <source>D.3 mêlée declaration</source>
        <translation>D.3 zapowiedź walki</translation>
    </message>
    <message>
        <source>D.5 out-of-command movement</source>
        <translation>D.5 ruch bez dowodzenia</translation>
    </message>
    <message>
        <source>Play mode: where does the game start?</source>
        <translation>Tryb gry: gdzie zaczyna się partia?</translation>
    </message>
    <message>
        <source>The game is played on a copy of the scenario: nothing you do in play mode changes it. Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) are part of the position.</source>
        <translation>Partia toczy się na kopii scenariusza: nic, co zrobisz w trybie gry, go nie zmienia. Stany oddziałów ustawione na mapie (zmęczenie, zmieszanie, uciekający, pieszo, ranni dowódcy) są częścią pozycji.</translation>
    </message>
    <message>
        <source>The map as set up, Phase A of turn</source>
        <translation>Mapa według rozstawienia, faza A tury</translation>
    </message>
    <message>
        <source>The map as set up, at the activation of</source>
        <translation>Mapa według rozstawienia, przy aktywacji:</translation>
    </message>
    <message>
        <source>A saved game…</source>
        <translation>Zapisana partia…</translation>
    </message>
    <message>
        <source>Reinforcements of earlier turns are not on the map: place them to test later turns</source>
        <translation>Posiłków z wcześniejszych tur nie ma na mapie: umieść je, aby testować późniejsze tury</translation>
    </message>
    <message>
        <source>From Phase A the whole turn is played: the command check, fire, the leaders&apos; activations and Phase E. From a leader&apos;s activation the game starts at the chosen step of his turn and goes on from there.</source>
        <translation>Od fazy A rozgrywa się całą turę: sprawdzenie dowodzenia, ostrzał, aktywacje dowódców i fazę E. Od aktywacji dowódcy partia zaczyna się od wybranego kroku jego tury i toczy się dalej.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną partię</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.json);;All files (*)</source>
        <translation>Partie Banneret (*.yaml *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Wsiądź na konie</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Zsiądź z koni</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>wsiąść na konie</translation>
    </message>
    <message>
        <source>dismount</source>
        <translation>zsiąść z koni</translation>
    </message>
    <message>
        <source>Click a counter of the side to decide, then a shaded hex to move it (a second click sets the facing); click an enemy to see the odds; right-click for every legal move</source>
        <translation>Kliknij żeton strony, która decyduje, potem zacieniony heks, aby go przesunąć (drugie kliknięcie ustala ustawienie); kliknij wroga, aby zobaczyć szanse; prawy przycisk: każdy legalny ruch</translation>
    </message>
    <message>
        <source>it can charge {targets} in {hex}: click the target</source>
        <translation>może szarżować na {targets} w {hex}: kliknij cel</translation>
    </message>
    <message>
        <source>right-click to {changes}</source>
        <translation>prawy przycisk, aby {changes}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> lub </translation>
    </message>
    <message>
        <source> after it mounts</source>
        <translation> po wsiadaniu na konie</translation>
    </message>
    <message>
        <source> after it dismounts</source>
        <translation> po zsiadaniu z koni</translation>
    </message>
    <message>
        <source>{who}: {count} hex(es) reachable{mode}; click one to move there</source>
        <translation>{who}: osiągalne heksy: {count}{mode}; kliknij jeden, aby tam pójść</translation>
    </message>
    <message>
        <source>no move: the pending decision is {kind}</source>
        <translation>brak ruchu: oczekująca decyzja to {kind}</translation>
    </message>
    <message>
        <source>{who} cannot move now: {why}</source>
        <translation>{who} nie może się teraz ruszyć: {why}</translation>
    </message>
    <message>
        <source>{ids} selected together: click an enemy to see their fire or mêlée</source>
        <translation>{ids} zaznaczone razem: kliknij wroga, aby zobaczyć ich ostrzał lub walkę</translation>
    </message>
    <message>
        <source>{ids} cannot end its move in {hex}: {why}</source>
        <translation>{ids} nie może zakończyć ruchu w {hex}: {why}</translation>
    </message>
    <message>
        <source>Choose the facing in {label_of}: point the mouse through a hexside and click (legal: {legal}); Esc cancels; right-click lists them</source>
        <translation>Wybierz ustawienie w {label_of}: wskaż myszą przez bok heksu i kliknij (legalne: {legal}); Esc anuluje; prawy przycisk je wymienia</translation>
    </message>
    <message>
        <source>{ids} cannot face {facing} in {hex}: the legal facings there are {legal}</source>
        <translation>{ids} nie może ustawić się na {facing} w {hex}: legalne ustawienia to tam {legal}</translation>
    </message>
    <message>
        <source>click to charge {targets} in {hex} along {path} ({cost} MP)</source>
        <translation>kliknij, aby szarżować na {targets} w {hex} drogą {path} ({cost} PR)</translation>
    </message>
    <message>
        <source> (disengagement, 8.3)</source>
        <translation> (oderwanie się, 8.3)</translation>
    </message>
    <message>
        <source> (the one-hex move, 8.1)</source>
        <translation> (ruch o jeden heks, 8.1)</translation>
    </message>
    <message>
        <source>; facings {list}</source>
        <translation>; ustawienia {list}</translation>
    </message>
    <message>
        <source>move {ids} to {hex}: {cost} MP along {route}{how}{face}</source>
        <translation>przesuń {ids} do {hex}: {cost} PR drogą {route}{how}{face}</translation>
    </message>
    <message>
        <source>Facing not chosen: the move was not made</source>
        <translation>Nie wybrano ustawienia: ruchu nie wykonano</translation>
    </message>
    <message>
        <source>Face {facing} ({cost} MP)</source>
        <translation>Ustawienie {facing} ({cost} PR)</translation>
    </message>
    <message>
        <source> beneath the stack</source>
        <translation> pod stos</translation>
    </message>
    <message>
        <source> — disengage (8.3)</source>
        <translation> — oderwanie się (8.3)</translation>
    </message>
    <message>
        <source> — the one-hex move (8.1)</source>
        <translation> — ruch o jeden heks (8.1)</translation>
    </message>
    <message>
        <source>Move to {label}{face}{where} ({cost} MP){how}</source>
        <translation>Ruch do {label}{face}{where} ({cost} PR){how}</translation>
    </message>
    <message>
        <source>Charge {targets} in {hex} ({cost} MP)</source>
        <translation>Szarża na {targets} w {hex} ({cost} PR)</translation>
    </message>
    <message>
        <source>{capitalize} and stay in {label}</source>
        <translation>{capitalize} i zostań w {label}</translation>
    </message>
    <message>
        <source>{capitalize}, then move…</source>
        <translation>{capitalize}, potem ruch…</translation>
    </message>
    <message>
        <source>Move without changing mount</source>
        <translation>Ruch bez zmiany (konno/pieszo)</translation>
    </message>
    <message>
        <source>Select {ident}</source>
        <translation>Zaznacz {ident}</translation>
    </message>
    <message>
        <source>Select the stack {stack} (moves together, 5.2.4)</source>
        <translation>Zaznacz stos {stack} (rusza się razem, 5.2.4)</translation>
    </message>
    <message>
        <source>Show the choices of {ident} in the decision panel</source>
        <translation>Pokaż decyzje {ident} w panelu decyzji</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Wyczyść zaznaczenie (Esc)</translation>
    </message>
    <message>
        <source>One sheet (the map&apos;s size)</source>
        <translation>Jeden arkusz (rozmiar mapy)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Counter size</source>
        <translation>Rozmiar żetonów</translation>
    </message>
    <message>
        <source>Hex across the flats</source>
        <translation>Heks między bokami</translation>
    </message>
    <message>
        <source>Draw the counters at setup</source>
        <translation>Rysuj żetony rozstawienia</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the map as PDF</source>
        <translation>Eksportuj mapę jako PDF</translation>
    </message>
    <message>
        <source>Exporting the map</source>
        <translation>Eksport mapy</translation>
    </message>
    <message>
        <source>Export the counter sheets</source>
        <translation>Eksportuj arkusze żetonów</translation>
    </message>
    <message>
        <source>Exporting the counters</source>
        <translation>Eksport żetonów</translation>
    </message>
    <message>
        <source>Preparing the pages</source>
        <translation>Przygotowywanie stron</translation>
    </message>
    <message>
        <source>Print preview: the map at true scale</source>
        <translation>Podgląd wydruku: mapa w skali rzeczywistej</translation>
    </message>
    <message>
        <source>Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column. Wheel: zoom; middle button: pan; 0: fit</source>
        <translation>Przeciągaj uchwyty, aby dopasować siatkę; Shift+przeciągnij żeton przesuwa jego rząd, Ctrl+Shift+przeciągnij jego kolumnę. Kółko: powiększenie; środkowy przycisk: przesuwanie; 0: dopasuj</translation>
    </message>
    <message>
        <source>Decoding the image…</source>
        <translation>Dekodowanie obrazu…</translation>
    </message>
    <message>
        <source>Preparing it for the screen…</source>
        <translation>Przygotowywanie do wyświetlenia…</translation>
    </message>
    <message>
        <source>Import a counter sheet</source>
        <translation>Import arkusza żetonów</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Open a sheet scan, or a saved layout</source>
        <translation>Otwórz skan arkusza albo zapisany układ</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Zapisz układ</translation>
    </message>
    <message>
        <source>Save the layout (grid, empty cells, which counter is in which cell) to resume or repeat the import</source>
        <translation>Zapisz układ (siatka, puste pola, który żeton w którym polu), aby wznowić lub powtórzyć import</translation>
    </message>
    <message>
        <source>Save layout as…</source>
        <translation>Zapisz układ jako…</translation>
    </message>
    <message>
        <source>Save the layout under a new name</source>
        <translation>Zapisz układ pod nową nazwą</translation>
    </message>
    <message>
        <source>Open back scan…</source>
        <translation>Otwórz skan rewersów…</translation>
    </message>
    <message>
        <source>The scan with the backs, when they are not on the front scan</source>
        <translation>Skan z rewersami, gdy nie ma ich na skanie awersów</translation>
    </message>
    <message>
        <source>striker</source>
        <translation>atakujący</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cel</translation>
    </message>
    <message>
        <source>a fact is written KEY=VALUE, not &apos;{word}&apos;</source>
        <translation>fakt zapisuje się jako KLUCZ=WARTOŚĆ, nie &apos;{word}&apos;</translation>
    </message>
    <message>
        <source>dice are whole numbers from 1 to 20, separated by spaces</source>
        <translation>kości to liczby całkowite od 1 do 20 oddzielone spacjami</translation>
    </message>
    <message>
        <source>{unit}: {n} hit(s), each a wound: count them in the Elephants tab (B56)</source>
        <translation>{unit}: trafienia: {n}, każde to rana: policz je na karcie Słonie (B56)</translation>
    </message>
    <message>
        <source>forced marches {old} → {new} (B21)</source>
        <translation>marsze forsowne {old} → {new} (B21)</translation>
    </message>
    <message>
        <source>no longer flees: reformed (B30)</source>
        <translation>już nie ucieka: przegrupowany (B30)</translation>
    </message>
    <message>
        <source>disordered: its close formation breaks up (B30)</source>
        <translation>w nieporządku: jego zwarty szyk się rozpada (B30)</translation>
    </message>
    <message>
        <source>no longer disordered (B30)</source>
        <translation>już nie w nieporządku (B30)</translation>
    </message>
    <message>
        <source>its {weapon} is loaded again (B40)</source>
        <translation>jego broń ({weapon}) jest znów załadowana (B40)</translation>
    </message>
    <message>
        <source>goes berserk (B56)</source>
        <translation>wpada w szał (B56)</translation>
    </message>
    <message>
        <source>dissolved: below the unit minimum it ceases to exist; its figures fight on as skirmishers (B27)</source>
        <translation>rozwiązany: poniżej minimum oddziału przestaje istnieć; jego figurki walczą dalej jako harcownicy (B27)</translation>
    </message>
    <message>
        <source>The unit this panel resolves; choosing it on the table canvas sets it here too</source>
        <translation>Jednostka rozstrzygana w tym panelu; wybranie jej na stole ustawia ją także tutaj</translation>
    </message>
    <message>
        <source>The game round this step belongs to in the record</source>
        <translation>Tura gry, do której ten krok należy w zapisie</translation>
    </message>
    <message>
        <source>The referee&apos;s facts, as KEY=VALUE words (the keys of banneret bbg, docs/bbg.md)</source>
        <translation>Fakty sędziego jako słowa KLUCZ=WARTOŚĆ (klucze banneret bbg, docs/bbg.md)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Fakty</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Dlaczego</translation>
    </message>
    <message>
        <source>Ticked rows count; greyed rows do not apply, and say why</source>
        <translation>Zaznaczone wiersze się liczą; szare nie mają zastosowania i mówią dlaczego</translation>
    </message>
    <message>
        <source>Base numbers</source>
        <translation>Liczby bazowe</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Dokładnie</translation>
    </message>
    <message>
        <source>The exact distribution (d20 ≤ base succeeds, B2)</source>
        <translation>Dokładny rozkład (k20 ≤ baza to sukces, B2)</translation>
    </message>
    <message>
        <source>Exact distribution</source>
        <translation>Dokładny rozkład</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Zapisy</translation>
    </message>
    <message>
        <source>What Apply writes to the table and the record, each change with its rule. Type other figure ids in a unit&apos;s Figures cell to change which figures fall</source>
        <translation>To, co Zastosuj zapisze na stole i w zapisie gry, każda zmiana z przepisem. Wpisz inne identyfikatory w komórce Figurki oddziału, aby zmienić, które figurki padają</translation>
    </message>
    <message>
        <source>Proposed bookkeeping</source>
        <translation>Proponowane zapisy</translation>
    </message>
    <message>
        <source>the table&apos;s dice, e.g. 3 17 20</source>
        <translation>kości ze stołu, np. 3 17 20</translation>
    </message>
    <message>
        <source>Type the dice rolled on the table, in the order the panel reads them</source>
        <translation>Wpisz kości rzucone na stole w kolejności, w jakiej panel je czyta</translation>
    </message>
    <message>
        <source>The seed of the program&apos;s dice; the record keeps it, so the dice can be checked</source>
        <translation>Ziarno kości programu; zapis je przechowuje, więc kości można sprawdzić</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>Roll seeded dice for this step</source>
        <translation>Rzuć kośćmi z ziarnem dla tego kroku</translation>
    </message>
    <message>
        <source>Read the dice</source>
        <translation>Odczytaj kości</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Apply the bookkeeping to the table as one undoable step of the game record</source>
        <translation>Zastosuj rozliczenie na stole jako jeden cofalny krok zapisu gry</translation>
    </message>
    <message>
        <source>{n} dice to read (typed from the table, or rolled)</source>
        <translation>{n} kości do odczytania (wpisanych ze stołu lub rzuconych)</translation>
    </message>
    <message>
        <source>Nothing changes on the table.</source>
        <translation>Na stole nic się nie zmienia.</translation>
    </message>
    <message>
        <source>figures that fall</source>
        <translation>figurki, które padają</translation>
    </message>
    <message>
        <source>A warning, not a change: Apply does not write it</source>
        <translation>Ostrzeżenie, nie zmiana: Zastosuj go nie zapisuje</translation>
    </message>
    <message>
        <source>The ids of the figures that fall, e.g. r1f1, r1f2 (S3 in a loose unit)</source>
        <translation>Identyfikatory figurek, które padają, np. r1f1, r1f2 (S3 w oddziale w luźnym szyku)</translation>
    </message>
    <message>
        <source>{unit} has no figure &apos;{figure}&apos;</source>
        <translation>{unit} nie ma figurki „{figure}”</translation>
    </message>
    <message>
        <source>{unit}: a figure is listed twice</source>
        <translation>{unit}: figurka podana dwa razy</translation>
    </message>
    <message>
        <source>Apply {kind}</source>
        <translation>Zastosuj: {kind}</translation>
    </message>
    <message>
        <source>Applied:</source>
        <translation>Zastosowano:</translation>
    </message>
    <message>
        <source>{unit} must take a morale test, as its opponent must: the Morale tab&apos;s double test (B24)</source>
        <translation>{unit} musi zdać test morale, tak jak jego przeciwnik: podwójny test na karcie Morale (B24)</translation>
    </message>
    <message>
        <source>{unit} must still take its morale test (B24): a pass wins the melee; a failure routs it too and no one wins. The Morale tab</source>
        <translation>{unit} musi jeszcze wykonać test morale (B24): zdany wygrywa walkę wręcz; niezdany – oddział też ucieka i nikt nie wygrywa. Karta Morale</translation>
    </message>
    <message>
        <source>Retreat from a charge: one forced march straight back (B51)</source>
        <translation>Odwrót przed szarżą: jeden marsz forsowny prosto do tyłu (B51)</translation>
    </message>
    <message>
        <source>Both units test after their melee (B24): decided only if one routs and the other does not</source>
        <translation>Oba oddziały testują po swojej walce wręcz (B24): rozstrzygnięta tylko, gdy jeden ucieka, a drugi nie</translation>
    </message>
    <message>
        <source>{opponent} went out of the melee without a roll; this test decides it (B24): a pass wins it, a failure routs {unit} too and no one wins</source>
        <translation>{opponent} wypadł z walki wręcz bez rzutu; ten test ją rozstrzyga (B24): zdany ją wygrywa, niezdany – {unit} też ucieka i nikt nie wygrywa</translation>
    </message>
    <message>
        <source>{unit} routs, the other stands</source>
        <translation>{unit} ucieka, drugi się trzyma</translation>
    </message>
    <message>
        <source>the melee goes on: both pass or both fail (B24, [L352])</source>
        <translation>walka wręcz trwa dalej: oba zdają albo oba oblewają (B24, [L352])</translation>
    </message>
    <message>
        <source>the melee is decided: one routs, the other stands (B24, [L352])</source>
        <translation>walka wręcz rozstrzygnięta: jeden ucieka, drugi się trzyma (B24, [L352])</translation>
    </message>
    <message>
        <source>both tests</source>
        <translation>oba testy</translation>
    </message>
    <message>
        <source>{unit} cannot retreat: {obstacles} stand behind it (B51, [L282])</source>
        <translation>{unit}: odwrót niemożliwy, za nim stoi {obstacles} (B51, [L282])</translation>
    </message>
    <message>
        <source>{unit} retreats {distance} M straight back, to ({x}, {y})</source>
        <translation>{unit} wycofuje się o {distance} M prosto do tyłu, do ({x}, {y})</translation>
    </message>
    <message>
        <source>it cuts through {obstacles}: a close formation is disordered (B51, [L282, L284])</source>
        <translation>przechodzi przez {obstacles}: zwarty szyk wpada w nieporządek (B51, [L282, L284])</translation>
    </message>
    <message>
        <source>The driver is shot: the elephant tests, a failure and it goes berserk (B56)</source>
        <translation>Kornak trafiony: słoń testuje, przy porażce wpada w szał (B56)</translation>
    </message>
    <message>
        <source>What happens ([L533-535, L545, L551-555])</source>
        <translation>Co się dzieje ([L533-535, L545, L551-555])</translation>
    </message>
    <message>
        <source>removes {figures}</source>
        <translation>zdejmuje {figures}</translation>
    </message>
    <message>
        <source>fills its ranks (B10)</source>
        <translation>uzupełnia szeregi (B10)</translation>
    </message>
    <message>
        <source>triumph {change:+d} (B26)</source>
        <translation>triumf {change:+d} (B26)</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>ucieka</translation>
    </message>
    <message>
        <source>{n} more wound(s) (B56)</source>
        <translation>{n} rana/y więcej (B56)</translation>
    </message>
    <message>
        <source>reloads its {weapon}: {n} half-round(s) (B40)</source>
        <translation>przeładowuje broń ({weapon}): {n} pół tury (B40)</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} straconych</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>choose two different units</source>
        <translation>wybierz dwie różne jednostki</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>obie naraz</translation>
    </message>
    <message>
        <source>strikes first: {unit}</source>
        <translation>uderza pierwsza: {unit}</translation>
    </message>
    <message>
        <source>{a} loses {x}, {b} loses {y}</source>
        <translation>{a} traci {x}, {b} traci {y}</translation>
    </message>
    <message>
        <source>{unit} is destroyed: below the unit minimum, the melee ends (B27)</source>
        <translation>{unit} zniszczony: poniżej minimum oddziału, walka wręcz się kończy (B27)</translation>
    </message>
    <message>
        <source>{unit} lost all its engaged figures: it routs without a roll (B23)</source>
        <translation>{unit} stracił wszystkie walczące figurki: ucieka bez rzutu (B23)</translation>
    </message>
    <message>
        <source>{unit} must take a morale test (B23): the Morale tab</source>
        <translation>{unit} musi zdać test morale (B23): karta Morale</translation>
    </message>
    <message>
        <source>Shooter</source>
        <translation>Strzelec</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>A volley at the target</source>
        <translation>Salwa w cel</translation>
    </message>
    <message>
        <source>Loading: the shooter spent half-rounds without moving (B40)</source>
        <translation>Ładowanie: strzelec spędził pół tury bez ruchu (B40)</translation>
    </message>
    <message>
        <source>A crossbow loads for one half-round after it shoots, a gunpowder weapon for two; a half-round counts only if the unit does not move (B40, [L430, L438, L440]). Fact half_rounds=N: how many passed (1)</source>
        <translation>Kusza ładuje się przez pół tury po strzale, broń prochowa przez dwie połówki; połowa tury liczy się tylko, gdy oddział się nie rusza (B40, [L430, L438, L440]). Fakt half_rounds=N: ile minęło (1)</translation>
    </message>
    <message>
        <source>{unit}&apos;s {weapon} is still loading: {n} half-round(s) left (B40, [L430, L438]); record the loading first</source>
        <translation>broń oddziału {unit} ({weapon}) wciąż się ładuje: zostało pół tury: {n} (B40, [L430, L438]); najpierw zapisz ładowanie</translation>
    </message>
    <message>
        <source>{target} is out of range of {unit}&apos;s {weapon}</source>
        <translation>{target} jest poza zasięgiem broni ({weapon}) jednostki {unit}</translation>
    </message>
    <message>
        <source>{unit} against the nearest figure</source>
        <translation>{unit} przeciw najbliższej figurce</translation>
    </message>
    <message>
        <source>hits on {unit}</source>
        <translation>trafienia w {unit}</translation>
    </message>
    <message>
        <source>{n} hit(s)</source>
        <translation>{n} trafień</translation>
    </message>
    <message>
        <source>half_rounds is a whole number of half-rounds</source>
        <translation>half_rounds to całkowita liczba połówek tury</translation>
    </message>
    <message>
        <source>{unit} has no weapon loading (B40)</source>
        <translation>{unit} nie ma ładowanej broni (B40)</translation>
    </message>
    <message>
        <source>{weapon}: {n} half-round(s) left</source>
        <translation>{weapon}: zostało połówek tury: {n}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>zdaje</translation>
    </message>
    <message>
        <source>orderly rout</source>
        <translation>uporządkowana ucieczka</translation>
    </message>
    <message>
        <source>broken rout</source>
        <translation>bezładna ucieczka</translation>
    </message>
    <message>
        <source>A morale test (B28)</source>
        <translation>Test morale (B28)</translation>
    </message>
    <message>
        <source>A forced march: the unit&apos;s counter rises by one (B21)</source>
        <translation>Marsz forsowny: licznik oddziału rośnie o jeden (B21)</translation>
    </message>
    <message>
        <source>Stood still this round: the counter returns to 0, a routed unit reforms (B21, B30)</source>
        <translation>Stał w tej turze: licznik wraca do 0, uciekający oddział się przegrupowuje (B21, B30)</translation>
    </message>
    <message>
        <source>The counter of consecutive forced marches is −1 each in melee and morale until the end of the unit&apos;s first round spent standing ([L341]); a routed unit stands one round and reforms ([L495])</source>
        <translation>Licznik kolejnych marszów forsownych to −1 za każdy w walce wręcz i w morale do końca pierwszej tury spędzonej w miejscu ([L341]); uciekający oddział stoi jedną turę i się przegrupowuje ([L495])</translation>
    </message>
    <message>
        <source>Use the commander&apos;s re-roll (B29)</source>
        <translation>Użyj przerzutu dowódcy (B29)</translation>
    </message>
    <message>
        <source>{unit}: base {base}</source>
        <translation>{unit}: baza {base}</translation>
    </message>
    <message>
        <source>{unit} has no counter that a standing round clears</source>
        <translation>{unit} nie ma licznika, który kasuje tura w miejscu</translation>
    </message>
    <message>
        <source>{unit}: {n} forced march(es)</source>
        <translation>{unit}: marszów forsownych: {n}</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Rydwan</translation>
    </message>
    <message>
        <source>Overrun: the chariot drives into the target</source>
        <translation>Stratowanie: rydwan wjeżdża w cel</translation>
    </message>
    <message>
        <source>Collision: two chariots, each rolls to stay up</source>
        <translation>Zderzenie: dwa rydwany, każdy rzuca, by się nie przewrócić</translation>
    </message>
    <message>
        <source>What happens (B55, [L513, L525])</source>
        <translation>Co się dzieje (B55, [L513, L525])</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Wyzwalacz</translation>
    </message>
    <message>
        <source>{unit} is not a chariot</source>
        <translation>{unit} nie jest rydwanem</translation>
    </message>
    <message>
        <source>say how far the chariot moved before contact (chariot_moved=M, B13)</source>
        <translation>podaj, jak daleko rydwan przejechał przed kontaktem (chariot_moved=M, B13)</translation>
    </message>
    <message>
        <source>overturned at the first test</source>
        <translation>przewrócony w pierwszym teście</translation>
    </message>
    <message>
        <source>overturned at the second test</source>
        <translation>przewrócony w drugim teście</translation>
    </message>
    <message>
        <source>a melee follows</source>
        <translation>następuje walka</translation>
    </message>
    <message>
        <source>first strikes</source>
        <translation>pierwsze ciosy</translation>
    </message>
    <message>
        <source>second strikes</source>
        <translation>drugie ciosy</translation>
    </message>
    <message>
        <source>{n} strikes</source>
        <translation>{n} ciosów</translation>
    </message>
    <message>
        <source>first strikes: base {base}</source>
        <translation>pierwsze ciosy: baza {base}</translation>
    </message>
    <message>
        <source>second strikes: base {base}</source>
        <translation>drugie ciosy: baza {base}</translation>
    </message>
    <message>
        <source>casualties of {unit}</source>
        <translation>straty {unit}</translation>
    </message>
    <message>
        <source>the chariot</source>
        <translation>rydwan</translation>
    </message>
    <message>
        <source>each chariot stays up on {base} or less</source>
        <translation>każdy rydwan ustoi przy {base} lub mniej</translation>
    </message>
    <message>
        <source>chariots overturned</source>
        <translation>przewrócone rydwany</translation>
    </message>
    <message>
        <source>{n} overturned</source>
        <translation>{n} przewróconych</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Słoń</translation>
    </message>
    <message>
        <source>A wound: the elephant tests from the fifth (B56)</source>
        <translation>Rana: słoń testuje od piątej (B56)</translation>
    </message>
    <message>
        <source>Terror: the unit it charges never met elephants (B32)</source>
        <translation>Przerażenie: szarżowana jednostka nigdy nie widziała słoni (B32)</translation>
    </message>
    <message>
        <source>{unit} has met elephants before: no terror test (B32)</source>
        <translation>{unit} widziała już słonie: brak testu przerażenia (B32)</translation>
    </message>
    <message>
        <source>{unit} is not an elephant</source>
        <translation>{unit} nie jest słoniem</translation>
    </message>
    <message>
        <source>{unit} is berserk already: it has no driver to lose (B56)</source>
        <translation>{unit} jest już w szale: nie ma kornaka do stracenia (B56)</translation>
    </message>
    <message>
        <source>the driver fell: base {base}</source>
        <translation>kornak padł: baza {base}</translation>
    </message>
    <message>
        <source>passes: a crewman may take the driver&apos;s seat if the elephant is not in melee</source>
        <translation>zdaje: członek załogi może zająć miejsce kornaka, jeśli słoń nie walczy wręcz</translation>
    </message>
    <message>
        <source>wound {n}: the berserk elephant leaves the table (B56)</source>
        <translation>rana {n}: słoń w szale opuszcza stół (B56)</translation>
    </message>
    <message>
        <source>wound {n}: berserk, no test (B56)</source>
        <translation>rana {n}: w szale, bez testu (B56)</translation>
    </message>
    <message>
        <source>wound {n}: no test before the fifth (B56)</source>
        <translation>rana {n}: brak testu przed piątą (B56)</translation>
    </message>
    <message>
        <source>wound {n}</source>
        <translation>rana {n}</translation>
    </message>
    <message>
        <source>wound {n}: base {base}</source>
        <translation>rana {n}: baza {base}</translation>
    </message>
    <message>
        <source>no dice are rolled for this step</source>
        <translation>w tym kroku nie rzuca się kośćmi</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Strzelanie</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Rydwany</translation>
    </message>
    <message>
        <source>Elephants</source>
        <translation>Słonie</translation>
    </message>
    <message>
        <source>Referee desk — {title}</source>
        <translation>Stół sędziego — {title}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Zapisz zapis gry</translation>
    </message>
    <message>
        <source>Write the game record (atomic)</source>
        <translation>Zapisz zapis gry (atomowo)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Zapis</translation>
    </message>
    <message>
        <source>{n} step(s) in the record</source>
        <translation>{n} kroków w zapisie</translation>
    </message>
    <message>
        <source>The record was not saved: {reason}</source>
        <translation>Zapis nie został zapisany: {reason}</translation>
    </message>
    <message>
        <source>Record saved to {path}</source>
        <translation>Zapis zapisany w {path}</translation>
    </message>
    <message>
        <source>Show the back scan</source>
        <translation>Pokaż skan rewersów</translation>
    </message>
    <message>
        <source>Show the back scan instead of the front one</source>
        <translation>Pokaż skan rewersów zamiast awersów</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Pokaż cały arkusz</translation>
    </message>
    <message>
        <source>1  Sheet</source>
        <translation>1  Arkusz</translation>
    </message>
    <message>
        <source>2  Counters</source>
        <translation>2  Żetony</translation>
    </message>
    <message>
        <source>Counters on the sheet, entered here, and the layout&apos;s errors</source>
        <translation>Żetony na arkuszu, wprowadzone tutaj, i błędy układu</translation>
    </message>
    <message>
        <source>Add to scenario</source>
        <translation>Dodaj do scenariusza</translation>
    </message>
    <message>
        <source>Write the crops next to the scenario and add the entered counters in one undo step; the layout is saved with the assignments (Ctrl+Enter)</source>
        <translation>Zapisz wycinki obok scenariusza i dodaj wprowadzone żetony w jednym kroku cofania; układ zapisuje się z przypisaniami (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The next counter, without keeping this one</source>
        <translation>Następny żeton, bez zachowania tego</translation>
    </message>
    <message>
        <source>The previous counter</source>
        <translation>Poprzedni żeton</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values</source>
        <translation>Wartości poprzedniego żetonu</translation>
    </message>
    <message>
        <source>Side and banner for the selected counters</source>
        <translation>Strona i chorągiew dla zaznaczonych żetonów</translation>
    </message>
    <message>
        <source>Reading the scan</source>
        <translation>Wczytywanie skanu</translation>
    </message>
    <message>
        <source>Decoding {name}…</source>
        <translation>Dekodowanie {name}…</translation>
    </message>
    <message>
        <source>reading the front scan was cancelled; open it again to show it</source>
        <translation>wczytywanie skanu awersów anulowano; otwórz go ponownie, aby go wyświetlić</translation>
    </message>
    <message>
        <source>reading the back scan was cancelled; open it again to show it</source>
        <translation>wczytywanie skanu rewersów anulowano; otwórz go ponownie, aby go wyświetlić</translation>
    </message>
    <message>
        <source>the front scan does not fit in memory; scan at a lower resolution</source>
        <translation>skan awersów nie mieści się w pamięci; zeskanuj w niższej rozdzielczości</translation>
    </message>
    <message>
        <source>the back scan does not fit in memory; scan at a lower resolution</source>
        <translation>skan rewersów nie mieści się w pamięci; zeskanuj w niższej rozdzielczości</translation>
    </message>
    <message>
        <source>Drag the {face} grid&apos;s {handle}</source>
        <translation>Przeciągnij {handle} siatki {face}</translation>
    </message>
    <message>
        <source>Slide {axis} {value}</source>
        <translation>Przesuń {axis} {value}</translation>
    </message>
    <message>
        <source>Click a counter to enter it; Ctrl+click or Shift+click to select several.</source>
        <translation>Kliknij żeton, aby go wprowadzić; Ctrl+klik lub Shift+klik zaznacza kilka.</translation>
    </message>
    <message>
        <source>Click a counter to mark its cell empty (click again to undo that). Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column.</source>
        <translation>Kliknij żeton, aby oznaczyć jego pole jako puste (kliknij ponownie, aby cofnąć). Przeciągaj uchwyty, aby dopasować siatkę; Shift+przeciągnij żeton przesuwa jego rząd, Ctrl+Shift+przeciągnij jego kolumnę.</translation>
    </message>
    <message>
        <source>{cell_label}: its back is {cell_label2} of the back grid</source>
        <translation>{cell_label}: jego rewers to {cell_label2} siatki rewersów</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Nie ma czego dodać</translation>
    </message>
    <message>
        <source>Open a counter sheet first (Ctrl+O).</source>
        <translation>Najpierw otwórz arkusz żetonów (Ctrl+O).</translation>
    </message>
    <message>
        <source>Save the scenario first</source>
        <translation>Najpierw zapisz scenariusz</translation>
    </message>
    <message>
        <source>The counter images are written next to the scenario file, so it needs one. Save the scenario now?</source>
        <translation>Obrazy żetonów zapisuje się obok pliku scenariusza, więc musi on istnieć. Zapisać teraz scenariusz?</translation>
    </message>
    <message>
        <source>The layout has errors</source>
        <translation>Układ ma błędy</translation>
    </message>
    <message>
        <source>Fix the layout first (Sheet page):</source>
        <translation>Najpierw popraw układ (strona Arkusz):</translation>
    </message>
    <message>
        <source>No counter has been entered yet: type a counter&apos;s values (Counters page) and press Enter.</source>
        <translation>Nie wprowadzono jeszcze żadnego żetonu: wpisz wartości żetonu (strona Żetony) i naciśnij Enter.</translation>
    </message>
    <message>
        <source>Some values cannot be added</source>
        <translation>Niektórych wartości nie można dodać</translation>
    </message>
    <message>
        <source>Nothing was added. Fix these first:</source>
        <translation>Nic nie dodano. Najpierw popraw to:</translation>
    </message>
    <message>
        <source>Add with warnings?</source>
        <translation>Dodać mimo ostrzeżeń?</translation>
    </message>
    <message>
        <source>These counters have warnings:</source>
        <translation>Te żetony mają ostrzeżenia:</translation>
    </message>
    <message>
        <source>Add them anyway?</source>
        <translation>Dodać je mimo to?</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Zatrzymano</translation>
    </message>
    <message>
        <source>Nothing was added ({error}), and no counter image was written.</source>
        <translation>Nic nie dodano ({error}) i nie zapisano żadnego obrazu żetonu.</translation>
    </message>
    <message>
        <source>Cannot read the scan</source>
        <translation>Nie można odczytać skanu</translation>
    </message>
    <message>
        <source>Nothing was added: {message}</source>
        <translation>Nic nie dodano: {message}</translation>
    </message>
    <message>
        <source>Cannot write the counter images</source>
        <translation>Nie można zapisać obrazów żetonów</translation>
    </message>
    <message>
        <source>Nothing was added: {error} ({file}).</source>
        <translation>Nic nie dodano: {error} ({file}).</translation>
    </message>
    <message>
        <source> The layout with the assignments is saved in {name}.</source>
        <translation> Układ z przypisaniami zapisano w {name}.</translation>
    </message>
    <message>
        <source> The layout is not saved (Ctrl+S saves it with the assignments).</source>
        <translation> Układ nie jest zapisany (Ctrl+S zapisze go z przypisaniami).</translation>
    </message>
    <message>
        <source>Added {added} and updated {updated} counters; {images} images written to {folder}/. Ctrl+Z in the editor takes the whole import back.{saved}</source>
        <translation>Dodano żetony: {added}, zaktualizowano: {updated}; obrazy zapisane w {folder}/: {images}. Ctrl+Z w edytorze cofa cały import.{saved}</translation>
    </message>
    <message>
        <source>the layout is not saved</source>
        <translation>układ nie jest zapisany</translation>
    </message>
    <message>
        <source>1 entered counter is not added</source>
        <translation>1 wprowadzony żeton nie jest dodany</translation>
    </message>
    <message>
        <source>{count} entered counters are not added</source>
        <translation>wprowadzone żetony nie są dodane ({count})</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>Odrzucić?</translation>
    </message>
    <message>
        <source>{upper}{what}. Discard?</source>
        <translation>{upper}{what}. Odrzucić?</translation>
    </message>
    <message>
        <source>Open a scan of the counter sheet (Ctrl+O), or a saved layout.</source>
        <translation>Otwórz skan arkusza żetonów (Ctrl+O) albo zapisany układ.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>niezapisany</translation>
    </message>
    <message>
        <source>Import a counter sheet — {name}{dirty}</source>
        <translation>Import arkusza żetonów — {name}{dirty}</translation>
    </message>
    <message>
        <source>{counters} counters, {entered} entered</source>
        <translation>Żetony: {counters}, wprowadzone: {entered}</translation>
    </message>
    <message>
        <source>, 1 layout error</source>
        <translation>, 1 błąd układu</translation>
    </message>
    <message>
        <source>, {errors} layout errors</source>
        <translation>, błędy układu: {errors}</translation>
    </message>
    <message>
        <source>cell {label}</source>
        <translation>pole {label}</translation>
    </message>
    <message>
        <source>a leader with no counter on this sheet</source>
        <translation>dowódca bez żetonu na tym arkuszu</translation>
    </message>
    <message>
        <source> — in the scenario</source>
        <translation> — w scenariuszu</translation>
    </message>
    <message>
        <source> — entered</source>
        <translation> — wprowadzony</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counter {n} of {count}&lt;/b&gt;: {where}{state}</source>
        <translation>&lt;b&gt;Żeton {n} z {count}&lt;/b&gt;: {where}{state}</translation>
    </message>
    <message>
        <source>Type this counter&apos;s values; &lt;b&gt;Enter&lt;/b&gt; keeps them and goes to the next counter, &lt;b&gt;Ctrl+D&lt;/b&gt; takes the previous counter&apos;s.</source>
        <translation>Wpisz wartości tego żetonu; &lt;b&gt;Enter&lt;/b&gt; je zachowuje i przechodzi do następnego żetonu, &lt;b&gt;Ctrl+D&lt;/b&gt; bierze wartości poprzedniego.</translation>
    </message>
    <message>
        <source>Type the banner (the blazon of the leader these troops follow).</source>
        <translation>Wpisz chorągiew (herb dowódcy, za którym idą te wojska).</translation>
    </message>
    <message>
        <source>⚠ {name} already carries the banner &apos;{banner}&apos;.</source>
        <translation>⚠ {name} już niesie chorągiew &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>⚑ {id} carries the banner &apos;{banner}&apos;.</source>
        <translation>⚑ {id} niesie chorągiew &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>this leader</source>
        <translation>ten dowódca</translation>
    </message>
    <message>
        <source>⚑ {banner}: {name}&apos;s banner.</source>
        <translation>⚑ {banner}: chorągiew {name}.</translation>
    </message>
    <message>
        <source>⚑ {banner}: a new banner, carried by {id} (entered here).</source>
        <translation>⚑ {banner}: nowa chorągiew, niesie ją {id} (wprowadzony tutaj).</translation>
    </message>
    <message>
        <source>⚠ A new banner: no leader of {side} carries &apos;{banner}&apos; yet. Enter his counter as a Leader, or add his entry.</source>
        <translation>⚠ Nowa chorągiew: żaden dowódca strony {side} nie niesie jeszcze &apos;{banner}&apos;. Wprowadź jego żeton jako Dowódcę albo dodaj jego wpis.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>ta strona</translation>
    </message>
    <message>
        <source>That was the last counter: Add to scenario (Ctrl+Enter) when you are done.</source>
        <translation>To był ostatni żeton: gdy skończysz, Dodaj do scenariusza (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>{count} counters: side {side}</source>
        <translation>Żetony: {count}, strona {side}</translation>
    </message>
    <message>
        <source>, banner {banner}</source>
        <translation>, chorągiew {banner}</translation>
    </message>
    <message>
        <source>Added the entry of the leader who carries &apos;{banner}&apos;: type his values.</source>
        <translation>Dodano wpis dowódcy, który niesie &apos;{banner}&apos;: wpisz jego wartości.</translation>
    </message>
    <message>
        <source>strength points (at least 1)</source>
        <translation>punkty siły (co najmniej 1)</translation>
    </message>
    <message>
        <source>quality, 0–9</source>
        <translation>jakość, 0–9</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Oddział</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Shooting target</source>
        <translation>Cel strzelania</translation>
    </message>
    <message>
        <source>Charge target</source>
        <translation>Cel szarży</translation>
    </message>
    <message>
        <source>Shoots</source>
        <translation>Strzela</translation>
    </message>
    <message>
        <source>more than 90° left</source>
        <translation>ponad 90° w lewo</translation>
    </message>
    <message>
        <source>45–90° left</source>
        <translation>45–90° w lewo</translation>
    </message>
    <message>
        <source>0–45° either way</source>
        <translation>0–45° w dowolną stronę</translation>
    </message>
    <message>
        <source>45–90° right</source>
        <translation>45–90° w prawo</translation>
    </message>
    <message>
        <source>more than 90° right</source>
        <translation>ponad 90° w prawo</translation>
    </message>
    <message>
        <source>forced march</source>
        <translation>marsz forsowny</translation>
    </message>
    <message>
        <source>reform</source>
        <translation>przegrupowanie</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>stop</translation>
    </message>
    <message>
        <source>before the move</source>
        <translation>przed ruchem</translation>
    </message>
    <message>
        <source>after the move</source>
        <translation>po ruchu</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Tura </translation>
    </message>
    <message>
        <source>The round whose orders are shown</source>
        <translation>Tura, której rozkazy są pokazane</translation>
    </message>
    <message>
        <source>Lock round</source>
        <translation>Zablokuj turę</translation>
    </message>
    <message>
        <source>Lock this round&apos;s orders: once given they are not changed ([L254, L394])</source>
        <translation>Zablokuj rozkazy tej tury: raz wydane się nie zmieniają ([L254, L394])</translation>
    </message>
    <message>
        <source>{file} is not a BBG army sheet</source>
        <translation>{file} nie jest arkuszem armii BBG</translation>
    </message>
    <message>
        <source>Round {n} is locked</source>
        <translation>Tura {n} jest zablokowana</translation>
    </message>
    <message>
        <source>Charge order of {unit}</source>
        <translation>Rozkaz szarży {unit}</translation>
    </message>
    <message>
        <source>Move order of {unit}</source>
        <translation>Rozkaz ruchu {unit}</translation>
    </message>
    <message>
        <source>Shooting order of {unit}</source>
        <translation>Rozkaz strzelania {unit}</translation>
    </message>
    <message>
        <source>Unlock round {n}</source>
        <translation>Odblokuj turę {n}</translation>
    </message>
    <message>
        <source>Lock round {n}</source>
        <translation>Zablokuj turę {n}</translation>
    </message>
    <message>
        <source>{id} (not an enemy unit)</source>
        <translation>{id} (nie jednostka wroga)</translation>
    </message>
    <message>
        <source>Add a move glyph (B58)</source>
        <translation>Dodaj znak ruchu (B58)</translation>
    </message>
    <message>
        <source>Clear the move order</source>
        <translation>Wyczyść rozkaz ruchu</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Zablokowana</translation>
    </message>
    <message>
        <source>The enemy unit it charges</source>
        <translation>Jednostka wroga, którą szarżuje</translation>
    </message>
    <message>
        <source>The enemy unit it shoots at</source>
        <translation>Jednostka wroga, do której strzela</translation>
    </message>
    <message>
        <source>Shooting before or after the move (blank = before, [L400])</source>
        <translation>Strzał przed ruchem lub po nim (puste = przed, [L400])</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Dowódca</translation>
    </message>
    <message>
        <source>A unit or a leader counter (type U or L)</source>
        <translation>Żeton oddziału lub dowódcy (wpisz U lub L)</translation>
    </message>
    <message>
        <source>The side the counter belongs to</source>
        <translation>Strona, do której należy żeton</translation>
    </message>
    <message>
        <source>Unique in the scenario. Proposed from banner, type and the next free number until you type one; clear it to get the proposal back</source>
        <translation>Unikalny w scenariuszu. Proponowany z chorągwi, typu i następnego wolnego numeru, dopóki nie wpiszesz własnego; wyczyść, aby wróciła propozycja</translation>
    </message>
    <message>
        <source>Optional: the name printed on the counter</source>
        <translation>Opcjonalnie: nazwa wydrukowana na żetonie</translation>
    </message>
    <message>
        <source>The banner (a leader&apos;s blazon) the counter fights under; a new one needs its leader</source>
        <translation>Chorągiew (herb dowódcy), pod którą walczy żeton; nowa wymaga swojego dowódcy</translation>
    </message>
    <message>
        <source>Add a leader entry for this banner</source>
        <translation>Dodaj wpis dowódcy dla tej chorągwi</translation>
    </message>
    <message>
        <source>A leader counter carries the banner; add his entry (no cell on this sheet) and type his values</source>
        <translation>Żeton dowódcy niesie chorągiew; dodaj jego wpis (bez pola na tym arkuszu) i wpisz jego wartości</translation>
    </message>
    <message>
        <source>The unit type (2.2): type the letters of its code (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</source>
        <translation>Typ oddziału (2.2): wpisz litery jego kodu (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Rodzaj</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>&amp;Strona</translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation>I&amp;d</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nazwa</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <source>&amp;Banner</source>
        <translation>&amp;Chorągiew</translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation>K&amp;onny</translation>
    </message>
    <message>
        <source>&amp;Fire symbol</source>
        <translation>Sy&amp;mbol ostrzału</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol (Ar, Ab, Aq and At always do)</source>
        <translation>Żeton ma symbol ostrzału (Ar, Ab, Aq i At zawsze)</translation>
    </message>
    <message>
        <source>May dismount (dismounted values below)</source>
        <translation>Może zsiąść z koni (wartości pieszo poniżej)</translation>
    </message>
    <message>
        <source>Replacement values (the counter&apos;s back, 7.6)</source>
        <translation>Wartości zastępcy (rewers żetonu, 7.6)</translation>
    </message>
    <message>
        <source>The front as it will be cut</source>
        <translation>Awers tak, jak zostanie wycięty</translation>
    </message>
    <message>
        <source>Its back (fatigued side of a unit, replacement of a leader), paired as printed</source>
        <translation>Jego rewers (strona oddziału ze zmęczeniem, zastępca dowódcy), w parze jak na druku</translation>
    </message>
    <message>
        <source>&amp;Add this counter to the scenario</source>
        <translation>&amp;Dodaj ten żeton do scenariusza</translation>
    </message>
    <message>
        <source>Ticked as soon as you type into it or press Enter on it; untick to leave it out (Alt+A)</source>
        <translation>Zaznaczane, gdy tylko coś w nim wpiszesz lub naciśniesz na nim Enter; odznacz, aby go pominąć (Alt+A)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Poprzedni</translation>
    </message>
    <message>
        <source>The previous counter (Shift+Enter, Page Up)</source>
        <translation>Poprzedni żeton (Shift+Enter, Page Up)</translation>
    </message>
    <message>
        <source>Same as previous</source>
        <translation>Jak poprzedni</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values, all but its id and name (Ctrl+D)</source>
        <translation>Wartości poprzedniego żetonu, oprócz id i nazwy (Ctrl+D)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Następny ▶</translation>
    </message>
    <message>
        <source>Keep these values and go to the next counter (Enter; Page Down goes on without keeping them)</source>
        <translation>Zachowaj te wartości i przejdź do następnego żetonu (Enter; Page Down idzie dalej bez zachowania)</translation>
    </message>
    <message>
        <source>Selected counters</source>
        <translation>Zaznaczone żetony</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>The side to give every selected counter</source>
        <translation>Strona dla każdego zaznaczonego żetonu</translation>
    </message>
    <message>
        <source>The banner to give every selected counter (Ctrl+click or Shift+click crops to select them)</source>
        <translation>Chorągiew dla każdego zaznaczonego żetonu (Ctrl+klik lub Shift+klik na wycinkach, aby je zaznaczyć)</translation>
    </message>
    <message>
        <source>Set side and banner</source>
        <translation>Ustaw stronę i chorągiew</translation>
    </message>
    <message>
        <source>Give every selected counter this side and banner (Ctrl+B)</source>
        <translation>Nadaj tę stronę i chorągiew każdemu zaznaczonemu żetonowi (Ctrl+B)</translation>
    </message>
    <message>
        <source>fronts only</source>
        <translation>tylko awersy</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>nic nie zaznaczono</translation>
    </message>
    <message>
        <source>{n} selected</source>
        <translation>zaznaczone: {n}</translation>
    </message>
    <message>
        <source>Turned over left to right (mirrored columns)</source>
        <translation>Odwrócony z lewa na prawo (kolumny w lustrze)</translation>
    </message>
    <message>
        <source>Turned over top to bottom (mirrored rows)</source>
        <translation>Odwrócony z góry na dół (rzędy w lustrze)</translation>
    </message>
    <message>
        <source>Same row and column</source>
        <translation>Ten sam rząd i kolumna</translation>
    </message>
    <message>
        <source>No backs (fronts only)</source>
        <translation>Bez rewersów (tylko awersy)</translation>
    </message>
    <message>
        <source>The other half of this image</source>
        <translation>Druga połowa tego obrazu</translation>
    </message>
    <message>
        <source>Another image</source>
        <translation>Inny obraz</translation>
    </message>
    <message>
        <source>Sheet images</source>
        <translation>Obrazy arkusza</translation>
    </message>
    <message>
        <source>(none: open a scan)</source>
        <translation>(brak: otwórz skan)</translation>
    </message>
    <message>
        <source>The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)</source>
        <translation>Skan z awersami: PNG, JPEG lub TIFF (Ctrl+O)</translation>
    </message>
    <message>
        <source>page </source>
        <translation>strona </translation>
    </message>
    <message>
        <source>The page of a multi-page TIFF</source>
        <translation>Strona wielostronicowego pliku TIFF</translation>
    </message>
    <message>
        <source>Fronts</source>
        <translation>Awersy</translation>
    </message>
    <message>
        <source>Where the backs are: the other half of the front scan, or a scan of their own</source>
        <translation>Gdzie są rewersy: druga połowa skanu awersów albo osobny skan</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Rewersy</translation>
    </message>
    <message>
        <source>The scan with the backs</source>
        <translation>Skan z rewersami</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>Obraz rewersów</translation>
    </message>
    <message>
        <source>How a back is found from its front: a sheet printed on both sides and turned over left to right has its columns mirrored</source>
        <translation>Jak znaleźć rewers po awersie: arkusz drukowany dwustronnie i odwrócony z lewa na prawo ma kolumny w lustrze</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Parowanie</translation>
    </message>
    <message>
        <source>e.g. Norman Swords, counter sheet 1</source>
        <translation>np. Norman Swords, arkusz żetonów 1</translation>
    </message>
    <message>
        <source>Grid (image pixels)</source>
        <translation>Siatka (piksele obrazu)</translation>
    </message>
    <message>
        <source>Left edge of the counter in row 1, column 1</source>
        <translation>Lewa krawędź żetonu w rzędzie 1, kolumnie 1</translation>
    </message>
    <message>
        <source>Top edge of that counter</source>
        <translation>Górna krawędź tego żetonu</translation>
    </message>
    <message>
        <source>Origin x, y</source>
        <translation>Początek x, y</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>Szerokość żetonu</translation>
    </message>
    <message>
        <source>Counter height</source>
        <translation>Wysokość żetonu</translation>
    </message>
    <message>
        <source>Counter w, h</source>
        <translation>Żeton szer., wys.</translation>
    </message>
    <message>
        <source>Gap between two columns</source>
        <translation>Odstęp między kolumnami</translation>
    </message>
    <message>
        <source>Gap between two rows</source>
        <translation>Odstęp między rzędami</translation>
    </message>
    <message>
        <source>Gap x, y</source>
        <translation>Odstęp x, y</translation>
    </message>
    <message>
        <source>Rows of counters</source>
        <translation>Rzędy żetonów</translation>
    </message>
    <message>
        <source>Columns of counters</source>
        <translation>Kolumny żetonów</translation>
    </message>
    <message>
        <source>Rows, columns</source>
        <translation>Rzędy, kolumny</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Ustalenia</translation>
    </message>
    <message>
        <source>What check_layout says about this layout, live; click one to see its cell</source>
        <translation>Co check_layout mówi o tym układzie, na bieżąco; kliknij jedno, aby zobaczyć jego pole</translation>
    </message>
    <message>
        <source>Back grid</source>
        <translation>Siatka rewersów</translation>
    </message>
    <message>
        <source>Left edge of the back grid&apos;s top-left counter</source>
        <translation>Lewa krawędź lewego górnego żetonu siatki rewersów</translation>
    </message>
    <message>
        <source>Its top edge</source>
        <translation>Jego górna krawędź</translation>
    </message>
    <message>
        <source>Its own counter size and gap</source>
        <translation>Własny rozmiar żetonu i odstęp</translation>
    </message>
    <message>
        <source>Left unticked, the back grid has the front grid&apos;s size and gap</source>
        <translation>Gdy niezaznaczone, siatka rewersów ma rozmiar i odstęp siatki awersów</translation>
    </message>
    <message>
        <source>Back counter width</source>
        <translation>Szerokość żetonu rewersu</translation>
    </message>
    <message>
        <source>Back counter height</source>
        <translation>Wysokość żetonu rewersu</translation>
    </message>
    <message>
        <source>Back gap between columns</source>
        <translation>Odstęp między kolumnami rewersów</translation>
    </message>
    <message>
        <source>Back gap between rows</source>
        <translation>Odstęp między rzędami rewersów</translation>
    </message>
    <message>
        <source>Offsets (a sheet that is not quite straight)</source>
        <translation>Przesunięcia (arkusz nie całkiem prosty)</translation>
    </message>
    <message>
        <source>front grid</source>
        <translation>siatka awersów</translation>
    </message>
    <message>
        <source>back grid</source>
        <translation>siatka rewersów</translation>
    </message>
    <message>
        <source>Which grid the offsets below belong to</source>
        <translation>Siatka, do której należą poniższe przesunięcia</translation>
    </message>
    <message>
        <source>On the</source>
        <translation>Na siatce:</translation>
    </message>
    <message>
        <source>row </source>
        <translation>rząd </translation>
    </message>
    <message>
        <source>A row slides sideways (and up or down); Shift+drag a counter on the sheet</source>
        <translation>Rząd przesuwa się w bok (i w górę lub w dół); Shift+przeciągnij żeton na arkuszu</translation>
    </message>
    <message>
        <source>Row shift right (px)</source>
        <translation>Przesunięcie rzędu w prawo (px)</translation>
    </message>
    <message>
        <source>Row shift down (px)</source>
        <translation>Przesunięcie rzędu w dół (px)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rząd</translation>
    </message>
    <message>
        <source>column </source>
        <translation>kolumna </translation>
    </message>
    <message>
        <source>A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet</source>
        <translation>Kolumna przesuwa się w górę lub w dół (i w bok); Ctrl+Shift+przeciągnij żeton na arkuszu</translation>
    </message>
    <message>
        <source>Column shift right (px)</source>
        <translation>Przesunięcie kolumny w prawo (px)</translation>
    </message>
    <message>
        <source>Column shift down (px)</source>
        <translation>Przesunięcie kolumny w dół (px)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolumna</translation>
    </message>
    <message>
        <source>Crops</source>
        <translation>Wycinki</translation>
    </message>
    <message>
        <source>Folder of the crops, next to the scenario (or the side&apos;s counter library)</source>
        <translation>Folder wycinków, obok scenariusza (albo biblioteki żetonów strony)</translation>
    </message>
    <message>
        <source>File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png</source>
        <translation>Nazwa pliku wycinka: {id}, {cell}, {row}, {col}, {face}; kończy się na .png</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nazwa pliku</translation>
    </message>
    <message>
        <source>column {n}: {dx}, {dy}</source>
        <translation>kolumna {n}: {dx}, {dy}</translation>
    </message>
    <message>
        <source>Offsets: {parts}</source>
        <translation>Przesunięcia: {parts}</translation>
    </message>
    <message>
        <source>No offsets: a straight sheet.</source>
        <translation>Bez przesunięć: prosty arkusz.</translation>
    </message>
    <message>
        <source>No findings: every counter&apos;s box is on its image.</source>
        <translation>Brak ustaleń: ramka każdego żetonu jest na jego obrazie.</translation>
    </message>
    <message>
        <source>Grid {key}</source>
        <translation>Siatka: {key}</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>Strona {title}</translation>
    </message>
    <message>
        <source>{title} {value} offset</source>
        <translation>Przesunięcie {title} {value}</translation>
    </message>
    <message>
        <source>Crops&apos; folder and name</source>
        <translation>Folder i nazwa wycinków</translation>
    </message>
    <message>
        <source>Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff)</source>
        <translation>Skany arkuszy (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Sheet scans and layouts (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff);;Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Skany arkuszy i układy (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Skany arkuszy (*.png *.jpg *.jpeg *.tif *.tiff);;Układy arkuszy (*.yaml *.yml);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Układy arkuszy (*.yaml *.yml);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Cannot open the scan</source>
        <translation>Nie można otworzyć skanu</translation>
    </message>
    <message>
        <source>Open the front scan</source>
        <translation>Otwórz skan awersów</translation>
    </message>
    <message>
        <source>Front scan</source>
        <translation>Skan awersów</translation>
    </message>
    <message>
        <source>Open the fronts first</source>
        <translation>Najpierw otwórz awersy</translation>
    </message>
    <message>
        <source>Open the scan with the fronts first; then its backs.</source>
        <translation>Najpierw otwórz skan z awersami; potem jego rewersy.</translation>
    </message>
    <message>
        <source>Back scan</source>
        <translation>Skan rewersów</translation>
    </message>
    <message>
        <source>Open a sheet scan or layout</source>
        <translation>Otwórz skan arkusza albo układ</translation>
    </message>
    <message>
        <source>Open the scan with the fronts</source>
        <translation>Otwórz skan z awersami</translation>
    </message>
    <message>
        <source>Open the scan with the backs</source>
        <translation>Otwórz skan z rewersami</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Nie można otworzyć układu</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a sheet layout:

{lines}</source>
        <translation>Nie można otworzyć {name} jako układu arkusza:

{lines}</translation>
    </message>
    <message>
        <source>Save the sheet layout as</source>
        <translation>Zapisz układ arkusza jako</translation>
    </message>
    <message>
        <source>Cannot save the layout</source>
        <translation>Nie można zapisać układu</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; the layout is still here.</source>
        <translation>Nie można zapisać {path}: {error}.

Plik na dysku jest niezmieniony; układ nadal tu jest.</translation>
    </message>
    <message>
        <source>Saved the layout to {layout_path}</source>
        <translation>Zapisano układ w {layout_path}</translation>
    </message>
    <message>
        <source>Writing the counter images…</source>
        <translation>Zapisywanie obrazów żetonów…</translation>
    </message>
    <message>
        <source>Writing the counter images… {done} of {total}</source>
        <translation>Zapisywanie obrazów żetonów… {done} z {total}</translation>
    </message>
    <message>
        <source>Import 1 counter from a counter sheet</source>
        <translation>Importuj 1 żeton z arkusza żetonów</translation>
    </message>
    <message>
        <source>Import {count} counters from a counter sheet</source>
        <translation>Importuj żetony z arkusza żetonów ({count})</translation>
    </message>
    <message>
        <source>Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or Shift+click select several (for a banner or a side in one go)</source>
        <translation>Każdy wycinek, awers i rewers: to zostanie zapisane. Kliknij jeden, aby go wprowadzić; Ctrl+klik lub Shift+klik zaznacza kilka (dla chorągwi lub strony za jednym razem)</translation>
    </message>
    <message>
        <source>Not in play mode: leave play mode (F5) to edit</source>
        <translation>Nie w trybie gry: opuść tryb gry (F5), aby edytować</translation>
    </message>
    <message>
        <source>the map as set up, activation of {leader} at {step}</source>
        <translation>mapa według rozstawienia, aktywacja: {leader}, krok {step}</translation>
    </message>
    <message>
        <source>the map as set up (Phase A)</source>
        <translation>mapa według rozstawienia (faza A)</translation>
    </message>
    <message>
        <source>choose the leader whose activation starts the game</source>
        <translation>wybierz dowódcę, którego aktywacja zaczyna partię</translation>
    </message>
    <message>
        <source>start: {start}</source>
        <translation>początek: {start}</translation>
    </message>
    <message>
        <source>main line, 1 move</source>
        <translation>linia główna, 1 ruch</translation>
    </message>
    <message>
        <source>main line, {moves} moves</source>
        <translation>linia główna, ruchy: {moves}</translation>
    </message>
    <message>
        <source>branch {n}: from move {fork}, {moves} moves ({text})</source>
        <translation>gałąź {n}: od ruchu {fork}, ruchy: {moves} ({text})</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>poziom {level}</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (wewnątrz)</translation>
    </message>
    <message>
        <source> (outside)</source>
        <translation> (na zewnątrz)</translation>
    </message>
    <message>
        <source>hexsides: {list}</source>
        <translation>boki heksu: {list}</translation>
    </message>
    <message>
        <source>{route} to {hex}</source>
        <translation>{route} do {hex}</translation>
    </message>
    <message>
        <source>{unit} (unknown unit)</source>
        <translation>{unit} (nieznany oddział)</translation>
    </message>
    <message>
        <source> facing {facing}</source>
        <translation>, ustawienie {facing}</translation>
    </message>
    <message>
        <source>, fatigued</source>
        <translation>, zmęczenie</translation>
    </message>
    <message>
        <source>(leader, wounded)</source>
        <translation>(dowódca, ranny)</translation>
    </message>
    <message>
        <source>(leader)</source>
        <translation>(dowódca)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>teren czysty</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>las</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>krzaki</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>mokradła</translation>
    </message>
    <message>
        <source>village</source>
        <translation>wieś</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>farma</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>staw</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>jezioro</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>morze</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>strumień</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rzeka</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>fortyfikacja</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>brama</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>most</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>bród</translation>
    </message>
    <message>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <source>track</source>
        <translation>szlak</translation>
    </message>
    <message>
        <source>north</source>
        <translation>północ</translation>
    </message>
    <message>
        <source>south</source>
        <translation>południe</translation>
    </message>
    <message>
        <source>east</source>
        <translation>wschód</translation>
    </message>
    <message>
        <source>west</source>
        <translation>zachód</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>atakujący</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>obrońca</translation>
    </message>
    <message>
        <source>discouraged</source>
        <translation>zmieszany</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>uciekający</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>PS</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>jakość</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>premia</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>wartość</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>zasięg</translation>
    </message>
    <message>
        <source>(the score cannot be computed: {error})</source>
        <translation>(nie można obliczyć wyniku: {error})</translation>
    </message>
    <message>
        <source>leaders do not charge (10.2)</source>
        <translation>dowódcy nie szarżują (10.2)</translation>
    </message>
    <message>
        <source>{unit} may not charge now</source>
        <translation>{unit} nie może teraz szarżować</translation>
    </message>
    <message>
        <source>{ids} is not on the map</source>
        <translation>{ids} nie jest na mapie</translation>
    </message>
    <message>
        <source>{hex} is not among the legal ends of this move</source>
        <translation>{hex} nie należy do legalnych końców tego ruchu</translation>
    </message>
    <message>
        <source>{title} — test position, turn {turn}</source>
        <translation>{title} — pozycja testowa, tura {turn}</translation>
    </message>
    <message>
        <source>the game is in Phase {phase}{step}; the file starts turn {turn} at Phase A</source>
        <translation>partia jest w fazie {phase}{step}; plik zaczyna turę {turn} od fazy A</translation>
    </message>
    <message>
        <source>out of command</source>
        <translation>bez dowodzenia</translation>
    </message>
    <message>
        <source>resting</source>
        <translation>odpoczynek</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>szarża</translation>
    </message>
    <message>
        <source>mêlée</source>
        <translation>walka</translation>
    </message>
    <message>
        <source>{marker} markers are not kept ({ids})</source>
        <translation>znaczniki {marker} nie są zachowywane ({ids})</translation>
    </message>
    <message>
        <source>leaders dead, captured or replaced are left off the map: {leaders}</source>
        <translation>dowódcy zabici, pojmani lub zastąpieni zostają poza mapą: {leaders}</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Szarża</translation>
    </message>
    <message>
        <source>Mêlée</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>there is no unit to attack in {hex}</source>
        <translation>w {hex} nie ma oddziału do zaatakowania</translation>
    </message>
    <message>
        <source>a selected unit is not on the map</source>
        <translation>zaznaczony oddział nie jest na mapie</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Ostrzał</translation>
    </message>
    <message>
        <source>also: {reason}</source>
        <translation>także: {reason}</translation>
    </message>
    <message>
        <source>no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)</source>
        <translation>brak linii widoczności z {origin} do {target}: zasłania {where} (9.2, R17)</translation>
    </message>
    <message>
        <source>fire has one target hex; the others are left out (9.3)</source>
        <translation>ostrzał ma jeden heks celu; pozostałe pominięto (9.3)</translation>
    </message>
    <message>
        <source>Roll for {what}</source>
        <translation>Rzut: {what}</translation>
    </message>
    <message>
        <source>The pending roll</source>
        <translation>Oczekujący rzut</translation>
    </message>
    <message>
        <source>the game holds designer steps ({step}…), which are not choices of the rules; a record can only hold those. Start the game at that leader&apos;s activation instead</source>
        <translation>partia zawiera kroki projektanta ({step}…), które nie są decyzjami według zasad; zapis może zawierać tylko te decyzje. Zacznij raczej partię od aktywacji tego dowódcy</translation>
    </message>
    <message>
        <source>the record cannot be read</source>
        <translation>nie można odczytać zapisu</translation>
    </message>
    <message>
        <source>no image</source>
        <translation>brak obrazu</translation>
    </message>
    <message>
        <source>{path}: absolute or outside the scenario&apos;s folder; not opened</source>
        <translation>{path}: ścieżka bezwzględna lub poza folderem scenariusza; nie otwarto</translation>
    </message>
    <message>
        <source>{path}: not found</source>
        <translation>{path}: nie znaleziono</translation>
    </message>
    <message>
        <source>The language changes outside play mode: leave it first (Play → Play mode, F5). A game kept to resume stays kept.</source>
        <translation>Język zmienia się poza trybem gry: najpierw go opuść (Gra → Tryb gry, F5). Partia zachowana do wznowienia pozostaje zachowana.</translation>
    </message>
    <message>
        <source>Unit card or unit</source>
        <translation>Karta jednostek lub jednostka</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurki</translation>
    </message>
    <message>
        <source>Drag a unit card onto the table to place a unit; click a placed unit to select it</source>
        <translation>Przeciągnij kartę jednostek na stół, aby ustawić jednostkę; kliknij ustawioną jednostkę, aby ją zaznaczyć</translation>
    </message>
    <message>
        <source>Unit cards of {army}</source>
        <translation>Karty jednostek: {army}</translation>
    </message>
    <message>
        <source>No army list read for this side</source>
        <translation>Nie wczytano rozpiski armii dla tej strony</translation>
    </message>
    <message>
        <source>Drag onto the table to place a unit of this card</source>
        <translation>Przeciągnij na stół, aby ustawić jednostkę z tej karty</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Na stole</translation>
    </message>
    <message>
        <source>dissolved: skirmishers</source>
        <translation>rozwiązany: harcownicy</translation>
    </message>
    <message>
        <source>The table: {width} × {depth} M</source>
        <translation>Stół: {width} × {depth} M</translation>
    </message>
    <message>
        <source>{length} M</source>
        <translation>{length} M</translation>
    </message>
    <message>
        <source>Table {width} × {depth} M, {cm} cm per M</source>
        <translation>Stół {width} × {depth} M, {cm} cm na M</translation>
    </message>
    <message>
        <source>Remove units from {side}</source>
        <translation>Usuń jednostki strony {side}</translation>
    </message>
    <message>
        <source>Place {unit}</source>
        <translation>Ustaw {unit}</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>Poziom…</translation>
    </message>
    <message>
        <source>Uphill towards…</source>
        <translation>Pod górę w kierunku…</translation>
    </message>
    <message>
        <source>Delete this terrain</source>
        <translation>Usuń ten teren</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Poziom:</translation>
    </message>
    <message>
        <source>Compass bearing uphill, 0 = north (B47):</source>
        <translation>Kierunek pod górę w stopniach, 0 = północ (B47):</translation>
    </message>
    <message>
        <source>Level and slope of {terrain}</source>
        <translation>Poziom i stok: {terrain}</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>Usuń {terrain}</translation>
    </message>
    <message>
        <source>Click the corners of the new {type}; double-click or Enter ends it, Esc cancels</source>
        <translation>Klikaj wierzchołki nowego terenu {type}; dwuklik lub Enter kończy, Esc anuluje</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners and a line at least 2: nothing was added</source>
        <translation>Obszar wymaga co najmniej 3 wierzchołków, a linia co najmniej 2: nic nie dodano</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>Rysuj {terrain}</translation>
    </message>
    <message>
        <source>Drag to move this corner (it snaps to other terrain&apos;s corners); Delete or right-click removes it</source>
        <translation>Przeciągnij, aby przesunąć ten wierzchołek (przyciąga się do wierzchołków innych terenów); Delete lub prawy przycisk go usuwa</translation>
    </message>
    <message>
        <source>Move a corner</source>
        <translation>Przesuń wierzchołek</translation>
    </message>
    <message>
        <source>Add a corner</source>
        <translation>Dodaj wierzchołek</translation>
    </message>
    <message>
        <source>An area keeps at least 3 corners and a line at least 2</source>
        <translation>Obszar zachowuje co najmniej 3 wierzchołki, a linia co najmniej 2</translation>
    </message>
    <message>
        <source>Remove a corner</source>
        <translation>Usuń wierzchołek</translation>
    </message>
    <message>
        <source>uphill towards {bearing}°</source>
        <translation>pod górę w kierunku {bearing}°</translation>
    </message>
    <message>
        <source>Camp of {side}</source>
        <translation>Obóz strony {side}</translation>
    </message>
    <message>
        <source>Drag to turn the unit; it snaps at 45°, 90° and 180°, the army sheet&apos;s turn categories (Ctrl: free)</source>
        <translation>Przeciągnij, aby obrócić jednostkę; zatrzymuje się na 45°, 90° i 180°, kategoriach zwrotu arkusza armii (Ctrl: swobodnie)</translation>
    </message>
    <message>
        <source>Turn {turn}° ({glyph} on the army sheet)</source>
        <translation>Zwrot {turn}° ({glyph} na arkuszu armii)</translation>
    </message>
    <message>
        <source>Turn {unit}</source>
        <translation>Obróć {unit}</translation>
    </message>
    <message>
        <source>{unit}: {count} figures, heading {heading}°</source>
        <translation>{unit}: figurki: {count}, kierunek {heading}°</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>Przesuń {unit}</translation>
    </message>
    <message>
        <source>{px} px per M</source>
        <translation>{px} px na M</translation>
    </message>
    <message>
        <source>Table as &amp;PNG…</source>
        <translation>Stół jako &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the table, its terrain and its units to a PNG</source>
        <translation>Narysuj stół, jego teren i jednostki do pliku PNG</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Delete the selected units, or the corner being edited</source>
        <translation>Usuń zaznaczone jednostki lub edytowany wierzchołek</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Cały stół</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Pokaż cały stół</translation>
    </message>
    <message>
        <source>The kind of terrain the next area or line drawn gets</source>
        <translation>Rodzaj terenu następnego rysowanego obszaru lub linii</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Rysuj teren</translation>
    </message>
    <message>
        <source>Draw a new terrain area or line, corner by corner (T)</source>
        <translation>Rysuj nowy obszar lub linię terenu, wierzchołek po wierzchołku (T)</translation>
    </message>
    <message>
        <source>x {x} M, y {y} M</source>
        <translation>x {x} M, y {y} M</translation>
    </message>
    <message>
        <source>Export the table as PNG</source>
        <translation>Eksportuj stół jako PNG</translation>
    </message>
    <message>
        <source>Pixels per M:</source>
        <translation>Piksele na M:</translation>
    </message>
    <message>
        <source>&amp;Read terrain from the scan…</source>
        <translation>&amp;Odczytaj teren ze skanu…</translation>
    </message>
    <message>
        <source>Classify every hex&apos;s terrain and level from the scan, taught by a few samples</source>
        <translation>Sklasyfikuj teren i poziom każdego heksu ze skanu na podstawie kilku wzorców</translation>
    </message>
    <message>
        <source>Read terrain from the scan</source>
        <translation>Odczytaj teren ze skanu</translation>
    </message>
    <message>
        <source>The number of a hex whose terrain you know</source>
        <translation>Numer heksu, którego teren znasz</translation>
    </message>
    <message>
        <source>Add sample</source>
        <translation>Dodaj wzorzec</translation>
    </message>
    <message>
        <source>Teach this hex&apos;s terrain and level (two or three hexes of each terrain)</source>
        <translation>Naucz teren i poziom tego heksu (dwa lub trzy heksy każdego terenu)</translation>
    </message>
    <message>
        <source>Teach on the map</source>
        <translation>Ucz na mapie</translation>
    </message>
    <message>
        <source>A click with the terrain brush adds the hex as a sample of the brush&apos;s terrain and the level above instead of painting it; a click on a sample removes it</source>
        <translation>Kliknięcie pędzlem terenu dodaje heks jako wzorzec terenu pędzla i poziomu powyżej zamiast go malować; kliknięcie wzorca go usuwa</translation>
    </message>
    <message>
        <source>Read the map</source>
        <translation>Odczytaj mapę</translation>
    </message>
    <message>
        <source>Enter: accept the hex as read; Ctrl+Enter: correct it to the terrain and level above</source>
        <translation>Enter: przyjmij heks tak, jak odczytano; Ctrl+Enter: popraw na teren i poziom powyżej</translation>
    </message>
    <message>
        <source>Show the reading on the map</source>
        <translation>Pokaż odczyt na mapie</translation>
    </message>
    <message>
        <source>Tint each hex with the colour of the terrain read, outline the hexes to review</source>
        <translation>Zabarwia każdy heks kolorem odczytanego terenu, obrysowuje heksy do przejrzenia</translation>
    </message>
    <message>
        <source>Replace painted hexes</source>
        <translation>Zastąp pomalowane heksy</translation>
    </message>
    <message>
        <source>Also replace the hexes that had a terrain or a level before</source>
        <translation>Zastąp też heksy, które miały już teren lub poziom</translation>
    </message>
    <message>
        <source>Samples: {count}</source>
        <translation>Wzorce: {count}</translation>
    </message>
    <message>
        <source>Load the scan and fit the grid first (Map → Background image)</source>
        <translation>Najpierw wczytaj skan i dopasuj siatkę (Mapa → Obraz tła)</translation>
    </message>
    <message>
        <source>Opening the scan</source>
        <translation>Otwieranie skanu</translation>
    </message>
    <message>
        <source>Measuring the hexes</source>
        <translation>Mierzenie heksów</translation>
    </message>
    <message>
        <source>Reading the scan…</source>
        <translation>Odczytywanie skanu…</translation>
    </message>
    <message>
        <source>Reading the terrain needs scikit-learn, which this copy of Banneret does not have: install it with pip install &quot;banneret[scan]&quot;</source>
        <translation>Odczyt terenu wymaga pakietu scikit-learn, którego ta kopia Banneret nie ma: zainstaluj go poleceniem pip install &quot;banneret[scan]&quot;</translation>
    </message>
    <message>
        <source>Give sample hexes of at least two terrains</source>
        <translation>Podaj heksy wzorcowe co najmniej dwóch terenów</translation>
    </message>
    <message>
        <source>Reading cancelled: nothing changed</source>
        <translation>Odczyt anulowany: nic się nie zmieniło</translation>
    </message>
    <message>
        <source>{count} hexes to review: the least certain ones, each less than {percent} % sure of its terrain and level (at most 15 % of the map)</source>
        <translation>Heksy do przejrzenia: {count}, najmniej pewne, każdy z pewnością terenu i poziomu poniżej {percent} % (najwyżej 15 % mapy)</translation>
    </message>
    <message>
        <source>{unit}: field of view (B44)</source>
        <translation>{unit}: pole widzenia (B44)</translation>
    </message>
    <message>
        <source>{unit}: zone of control, 4 M (B44)</source>
        <translation>{unit}: strefa kontroli, 4 M (B44)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: short range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: krótki zasięg, siła {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: medium range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: średni zasięg, siła {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: long range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon}: daleki zasięg, siła {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: out of reach while it moves, beyond half range to its front and right (B36, [L424])</source>
        <translation>{unit}, {weapon}: poza zasięgiem w ruchu, dalej niż połowa zasięgu z przodu i z prawej (B36, [L424])</translation>
    </message>
    <message>
        <source>{unit}: {side} flank protected by {by} (B19)</source>
        <translation>{unit}: flanka ({side}) osłonięta przez {by} (B19)</translation>
    </message>
    <message>
        <source>{unit}: {side} flank not protected (B19)</source>
        <translation>{unit}: flanka ({side}) nieosłonięta (B19)</translation>
    </message>
    <message>
        <source>{name}: 4 M command radius (B29)</source>
        <translation>{name}: promień dowodzenia 4 M (B29)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>lewa</translation>
    </message>
    <message>
        <source>right</source>
        <translation>prawa</translation>
    </message>
    <message>
        <source>Select the unit first, then draw its path.</source>
        <translation>Najpierw zaznacz jednostkę, potem narysuj jej drogę.</translation>
    </message>
    <message>
        <source>Ruler: click the first unit, then the second.</source>
        <translation>Linijka: kliknij pierwszą jednostkę, potem drugą.</translation>
    </message>
    <message>
        <source>Ruler from {unit}: click the second unit.</source>
        <translation>Linijka od {unit}: kliknij drugą jednostkę.</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, centre to centre (B34)</source>
        <translation>Od {a} do {b}: {distance} M, od środka do środka (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, from the base centre of the elephant or chariot (B34)</source>
        <translation>Od {a} do {b}: {distance} M, od środka podstawki słonia lub rydwanu (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, edge to edge (B3)</source>
        <translation>Od {a} do {b}: {distance} M, od krawędzi do krawędzi (B3)</translation>
    </message>
    <message>
        <source>Path of {unit}: click its corners; double-click or Enter ends it.</source>
        <translation>Droga {unit}: kliknij jej wierzchołki; dwuklik lub Enter ją kończy.</translation>
    </message>
    <message>
        <source>{unit}: within 4 M of its rout path (B31)</source>
        <translation>{unit}: do 4 M od drogi ucieczki (B31)</translation>
    </message>
    <message>
        <source>Rout of {unit}: the friends within 4 M of its path test their morale (B31): {names}</source>
        <translation>Ucieczka {unit}: własne jednostki do 4 M od jej drogi testują morale (B31): {names}</translation>
    </message>
    <message>
        <source>The friends it runs into test at four or six times their morale value (B31, [L503]): {names}</source>
        <translation>Własne jednostki, na które wpada, testują z czterokrotnością lub sześciokrotnością wartości morale (B31, [L503]): {names}</translation>
    </message>
    <message>
        <source>Path of {unit}: {length} M long, costs {cost} M with the terrain (B47)</source>
        <translation>Droga {unit}: długość {length} M, koszt {cost} M z terenem (B47)</translation>
    </message>
    <message>
        <source>Impassable on the way: {areas} (B47)</source>
        <translation>Nieprzejezdne po drodze: {areas} (B47)</translation>
    </message>
    <message>
        <source>Every turn has a radius of 2.5 M or more (B49).</source>
        <translation>Każdy skręt ma promień co najmniej 2,5 M (B49).</translation>
    </message>
    <message>
        <source>Too tight a turn: {radius} M at the tightest corner, 2.5 M at least (B49).</source>
        <translation>Zbyt ciasny skręt: {radius} M w najciaśniejszym wierzchołku, co najmniej 2,5 M (B49).</translation>
    </message>
    <message>
        <source>Too tight: the largest arc here has a radius of {radius} M (B49)</source>
        <translation>Zbyt ciasno: największy łuk ma tu promień {radius} M (B49)</translation>
    </message>
    <message>
        <source>Referee mode: distances and overlays stay hidden until the orders of round {round} are locked ([L254, L394]).</source>
        <translation>Tryb sędziego: odległości i nakładki pozostają ukryte, dopóki rozkazy tury {round} nie zostaną zablokowane ([L254, L394]).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Pomiar</translation>
    </message>
    <message>
        <source>Overlays of the selected units</source>
        <translation>Nakładki zaznaczonych jednostek</translation>
    </message>
    <message>
        <source>Zone of control and field of view</source>
        <translation>Strefa kontroli i pole widzenia</translation>
    </message>
    <message>
        <source>The 90° field of view and the 4 M zone of control in front of the unit (B44)</source>
        <translation>Pole widzenia 90° i strefa kontroli 4 M przed jednostką (B44)</translation>
    </message>
    <message>
        <source>Range bands per weapon</source>
        <translation>Zasięgi dla każdej broni</translation>
    </message>
    <message>
        <source>Short, medium and long range of each missile weapon, 2 M shorter per level up (B34, B35)</source>
        <translation>Krótki, średni i daleki zasięg każdej broni miotającej, o 2 M krótszy na każdy poziom w górę (B34, B35)</translation>
    </message>
    <message>
        <source>Protected flanks</source>
        <translation>Osłonięte flanki</translation>
    </message>
    <message>
        <source>The ground within 4 M of each flank of a close unit: green when a friend or an obstacle protects it (B19)</source>
        <translation>Teren do 4 M od każdej flanki jednostki w szyku zwartym: zielony, gdy osłania ją własna jednostka lub przeszkoda (B19)</translation>
    </message>
    <message>
        <source>Command radius, 4 M</source>
        <translation>Promień dowodzenia, 4 M</translation>
    </message>
    <message>
        <source>The 4 M around the army general and around the unit&apos;s own corps commander (B29)</source>
        <translation>4 M wokół wodza i wokół dowódcy korpusu jednostki (B29)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Linijka</translation>
    </message>
    <message>
        <source>Click two units: the distance edge to edge, or centre to centre for loose archers (B3, B34) (R)</source>
        <translation>Kliknij dwie jednostki: odległość od krawędzi do krawędzi albo od środka do środka dla łuczników w szyku luźnym (B3, B34) (R)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>Click the selected unit&apos;s path corner by corner: its length, its cost with the terrain (B47) and the turning radius check (B49) (P)</source>
        <translation>Klikaj drogę zaznaczonej jednostki wierzchołek po wierzchołku: jej długość, koszt z terenem (B47) i sprawdzenie promienia skrętu (B49) (P)</translation>
    </message>
    <message>
        <source>Draw where the selected unit routs: the friends within 4 M of it test their morale (B31) (Shift+R)</source>
        <translation>Narysuj, dokąd ucieka zaznaczona jednostka: własne jednostki do 4 M od niej testują morale (B31) (Shift+R)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Remove the ruler and the drawn path (Esc)</source>
        <translation>Usuń linijkę i narysowaną drogę (Esc)</translation>
    </message>
    <message>
        <source>Centre to centre (loose archers, B34)</source>
        <translation>Od środka do środka (łucznicy w szyku luźnym, B34)</translation>
    </message>
    <message>
        <source>Loose shooters measure from centre to centre ([L422]); otherwise edge to edge</source>
        <translation>Strzelcy w szyku luźnym mierzą od środka do środka ([L422]); inni od krawędzi do krawędzi</translation>
    </message>
    <message>
        <source>From the base centre (archers on an elephant or chariot, B34)</source>
        <translation>Od środka podstawki (łucznicy na słoniu lub rydwanie, B34)</translation>
    </message>
    <message>
        <source>Archers on an elephant or a chariot measure from the centre of its base to the target&apos;s footprint</source>
        <translation>Łucznicy na słoniu lub rydwanie mierzą od środka jego podstawki do obrysu celu</translation>
    </message>
    <message>
        <source>Referee mode</source>
        <translation>Tryb sędziego</translation>
    </message>
    <message>
        <source>Hide distances and overlays until the orders are locked</source>
        <translation>Ukryj odległości i nakładki do zablokowania rozkazów</translation>
    </message>
    <message>
        <source>Pre-measuring is forbidden ([L254, L394]): with this on, the players see no distance and no overlay until the round&apos;s orders are locked</source>
        <translation>Wcześniejsze mierzenie jest zabronione ([L254, L394]): po włączeniu gracze nie widzą odległości ani nakładek, dopóki rozkazy tury nie zostaną zablokowane</translation>
    </message>
    <message>
        <source>Orders locked</source>
        <translation>Rozkazy zablokowane</translation>
    </message>
    <message>
        <source>The orders of this round are written and locked: distances may be shown</source>
        <translation>Rozkazy tej tury są zapisane i zablokowane: odległości można pokazać</translation>
    </message>
    <message>
        <source>Every side&apos;s army sheet says whether this round&apos;s orders are locked: lock it there ([L254, L394])</source>
        <translation>Arkusz armii każdej strony mówi, czy rozkazy tej rundy są zablokowane: zablokuj ją tam ([L254, L394])</translation>
    </message>
    <message>
        <source>triumph {n:+d}</source>
        <translation>triumf {n:+d}</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>w nieporządku</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>w szale</translation>
    </message>
    <message>
        <source>{n} wound(s)</source>
        <translation>ran: {n}</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>przeładowuje</translation>
    </message>
    <message>
        <source>{n} forced march(es)</source>
        <translation>marszów forsownych: {n}</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drukuj</translation>
    </message>
    <message>
        <source>Print pre&amp;view</source>
        <translation>Podgląd &amp;wydruku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New record</source>
        <translation>&amp;Nowy zapis gry</translation>
    </message>
    <message>
        <source>Start a game record on this table: the resolution panels apply their steps to it</source>
        <translation>Rozpocznij zapis gry na tym stole: panele rozstrzygania dopisują do niego swoje kroki</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Otwórz zapis gry…</translation>
    </message>
    <message>
        <source>Replay a saved game record on this table and go on from its end</source>
        <translation>Odtwórz zapisaną grę na tym stole i kontynuuj od jej końca</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Zapisz zapis gry</translation>
    </message>
    <message>
        <source>&amp;Roster cards (PDF)…</source>
        <translation>&amp;Karty jednostek (PDF)…</translation>
    </message>
    <message>
        <source>Both sides&apos; roster cards, A4</source>
        <translation>Karty jednostek obu stron, A4</translation>
    </message>
    <message>
        <source>Blank army &amp;sheet (PDF)…</source>
        <translation>Pusty &amp;arkusz armii (PDF)…</translation>
    </message>
    <message>
        <source>The army sheet to fill in by hand, A4</source>
        <translation>Arkusz armii do wypełnienia ręcznie, A4</translation>
    </message>
    <message>
        <source>&amp;Modifier card (PDF)…</source>
        <translation>Karta &amp;modyfikatorów (PDF)…</translation>
    </message>
    <message>
        <source>The one-page modifier card, A4</source>
        <translation>Jednostronicowa karta modyfikatorów, A4</translation>
    </message>
    <message>
        <source>&amp;Roster card (PDF)…</source>
        <translation>&amp;Karta jednostek (PDF)…</translation>
    </message>
    <message>
        <source>This army list&apos;s roster card, A4</source>
        <translation>Karta jednostek tej listy armii, A4</translation>
    </message>
    <message>
        <source>Army &amp;sheet (PDF)…</source>
        <translation>&amp;Arkusz armii (PDF)…</translation>
    </message>
    <message>
        <source>This army sheet with its orders, A4</source>
        <translation>Ten arkusz armii z rozkazami, A4</translation>
    </message>
    <message>
        <source>Export the roster cards</source>
        <translation>Eksportuj karty jednostek</translation>
    </message>
    <message>
        <source>Export the army sheet</source>
        <translation>Eksportuj arkusz armii</translation>
    </message>
    <message>
        <source>Export the modifier card</source>
        <translation>Eksportuj kartę modyfikatorów</translation>
    </message>
    <message>
        <source>recovered game record</source>
        <translation>odzyskany zapis gry</translation>
    </message>
    <message>
        <source>The game record was recovered: {n} step(s), not saved yet</source>
        <translation>Zapis gry został odzyskany (kroków: {n}), jeszcze niezapisany</translation>
    </message>
    <message>
        <source>BBG game records (*.yaml *.yml);;All files (*)</source>
        <translation>Zapisy gier BBG (*.yaml *.yml);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>No game on this table. Game → New record starts one; Open record goes on with a saved game.</source>
        <translation>Na tym stole nie ma gry. Gra → Nowy zapis gry rozpoczyna ją; Otwórz zapis gry kontynuuje zapisaną grę.</translation>
    </message>
    <message>
        <source>{n} step(s) in the game record</source>
        <translation>Kroków w zapisie gry: {n}</translation>
    </message>
    <message>
        <source>New game record</source>
        <translation>Nowy zapis gry</translation>
    </message>
    <message>
        <source>A game record names the table&apos;s file as saved. Save the table first?</source>
        <translation>Zapis gry wskazuje plik stołu w zapisanej postaci. Najpierw zapisać stół?</translation>
    </message>
    <message>
        <source>this record is a game on {scenario}, not on the table in this window</source>
        <translation>ten zapis to gra na {scenario}, nie na stole w tym oknie</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>zapis gry</translation>
    </message>
    <message>
        <source>The game record was not saved: {reason}.

The file on disk is unchanged.</source>
        <translation>Zapis gry nie został zapisany: {reason}.

Plik na dysku jest bez zmian.</translation>
    </message>
    <message>
        <source>Game record saved to {path}</source>
        <translation>Zapis gry zapisany w {path}</translation>
    </message>
    <message>
        <source>the game record</source>
        <translation>zapis gry</translation>
    </message>
    <message>
        <source>{name} cannot be played on this table:

{lines}</source>
        <translation>{name} nie może być rozegrany na tym stole:

{lines}</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Zapis gry</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Runda walki</translation>
    </message>
    <message>
        <source>Snaking fast strike (B15)</source>
        <translation>Szybki cios wężykiem (B15)</translation>
    </message>
    <message>
        <source>Envelopment (B16)</source>
        <translation>Oskrzydlenie (B16)</translation>
    </message>
    <message>
        <source>routs without a test (all engaged fell)</source>
        <translation>ucieka bez testu (padli wszyscy walczący)</translation>
    </message>
    <message>
        <source>the target stops</source>
        <translation>cel się zatrzymuje</translation>
    </message>
    <message>
        <source>the target moves on</source>
        <translation>cel kontynuuje ruch</translation>
    </message>
    <message>
        <source>the riders ride on</source>
        <translation>jeźdźcy jadą dalej</translation>
    </message>
    <message>
        <source>Tick the units of this side that fight in the melee; Ctrl-click on the table canvas picks them too</source>
        <translation>Zaznacz jednostki tej strony biorące udział w walce; Ctrl-klik na stole też je wybiera</translation>
    </message>
    <message>
        <source>The unit that strikes by snaking, or envelops</source>
        <translation>Jednostka uderzająca wężykiem lub oskrzydlająca</translation>
    </message>
    <message>
        <source>The enemy unit it strikes or envelops</source>
        <translation>Wroga jednostka, którą uderza lub oskrzydla</translation>
    </message>
    <message>
        <source>against</source>
        <translation>przeciw</translation>
    </message>
    <message>
        <source>Acting unit</source>
        <translation>Działająca jednostka</translation>
    </message>
    <message>
        <source>Use the commanders&apos; re-rolls in the tests (B29)</source>
        <translation>Użyj przerzutów dowódców w testach (B29)</translation>
    </message>
    <message>
        <source>Striker</source>
        <translation>Zadający</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Trafienie</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Kolejność</translation>
    </message>
    <message>
        <source>Extra pair</source>
        <translation>Dodatkowa para</translation>
    </message>
    <message>
        <source>Who strikes whom this round: one d20 per pair (B5)</source>
        <translation>Kto kogo uderza w tej rundzie: jedna k20 na parę (B5)</translation>
    </message>
    <message>
        <source>Strike pairs</source>
        <translation>Pary ciosów</translation>
    </message>
    <message>
        <source>Several units</source>
        <translation>Kilka jednostek</translation>
    </message>
    <message>
        <source>choose at least one unit on each side</source>
        <translation>wybierz co najmniej jedną jednostkę po każdej stronie</translation>
    </message>
    <message>
        <source>no cavalry or chariots among the units ticked: only they strike by snaking (B15, [L225, L234])</source>
        <translation>wśród zaznaczonych jednostek nie ma jazdy ani rydwanów: tylko one uderzają wężykiem (B15, [L225, L234])</translation>
    </message>
    <message>
        <source>{unit} against {enemy}: overhang {n}, flexibility {flex}</source>
        <translation>{unit} przeciw {enemy}: wysunięcie {n}, elastyczność {flex}</translation>
    </message>
    <message>
        <source>No envelopment: it may happen only after the first melee round, and this is melee round {round} ([L173, L179], B16)</source>
        <translation>Brak oskrzydlenia: możliwe dopiero po pierwszej rundzie walki, a to jest runda walki {round} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>No envelopment: no unit overhangs its enemy by its flexibility ([L173, L179], B16): {pairs}</source>
        <translation>Brak oskrzydlenia: żadna jednostka nie wysuwa się poza wroga o swoją elastyczność ([L173, L179], B16): {pairs}</translation>
    </message>
    <message>
        <source>{unit} against {enemy}</source>
        <translation>{unit} przeciw {enemy}</translation>
    </message>
    <message>
        <source>melee round {round} ({held} round(s) of this melee in the record; the fact round=N says otherwise)</source>
        <translation>runda walki {round} ({held} rund(y) tej walki w zapisie; fakt round=N mówi inaczej)</translation>
    </message>
    <message>
        <source>side A: {a}; side B: {b}</source>
        <translation>strona A: {a}; strona B: {b}</translation>
    </message>
    <message>
        <source>charging: {units}</source>
        <translation>szarżują: {units}</translation>
    </message>
    <message>
        <source>{n} strike pairs ({source})</source>
        <translation>{n} par ciosów ({source})</translation>
    </message>
    <message>
        <source>from base contact</source>
        <translation>ze styku podstawek</translation>
    </message>
    <message>
        <source>from the facts</source>
        <translation>z faktów</translation>
    </message>
    <message>
        <source>{unit}: {engaged} engaged, test at {base}; re-roll: {why}</source>
        <translation>{unit}: {engaged} walczących, test przy {base}; przerzut: {why}</translation>
    </message>
    <message>
        <source>routs (all engaged fell, or a failed test)</source>
        <translation>ucieka (padli wszyscy walczący albo nieudany test)</translation>
    </message>
    <message>
        <source>falls below its minimum (B27)</source>
        <translation>spada poniżej swojego minimum (B27)</translation>
    </message>
    <message>
        <source>{unit} loses {n}</source>
        <translation>{unit} traci {n}</translation>
    </message>
    <message>
        <source>The melee ends: {units} won (B25).</source>
        <translation>Walka się kończy: zwyciężyła {units} (B25).</translation>
    </message>
    <message>
        <source>choose the riders and the unit they strike</source>
        <translation>wybierz jeźdźców i jednostkę, którą uderzają</translation>
    </message>
    <message>
        <source>{n} strikes at base {base}, each at the outermost figure: {figures}</source>
        <translation>{n} ciosów przy liczbie bazowej {base}, każdy w skrajną figurkę: {figures}</translation>
    </message>
    <message>
        <source>the attacked rank has {n} figures; a fast strike never routs ([L229])</source>
        <translation>atakowany szereg ma {n} figurek; szybki cios nigdy nie powoduje ucieczki ([L229])</translation>
    </message>
    <message>
        <source>the moving target ([L229])</source>
        <translation>poruszający się cel ([L229])</translation>
    </message>
    <message>
        <source>choose the enveloping unit and the enemy</source>
        <translation>wybierz jednostkę oskrzydlającą i wroga</translation>
    </message>
    <message>
        <source>melee round {round}: envelopment only after the first round ([L173])</source>
        <translation>runda walki {round}: oskrzydlenie dopiero po pierwszej rundzie ([L173])</translation>
    </message>
    <message>
        <source>{side}: overhang {n}, flexibility {flex}: {why}</source>
        <translation>{side}: wysunięcie {n}, elastyczność {flex}: {why}</translation>
    </message>
    <message>
        <source>{unit} cannot envelop {enemy}: {why} ([L173, L179], B16)</source>
        <translation>{unit} nie może oskrzydlić {enemy}: {why} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>{unit} envelops {enemy} on its {side}: {figures} strike the flank file from the next round, and {enemy} counts the flank attack −2 in those pairs (B16)</source>
        <translation>{unit} oskrzydla {enemy} na swojej stronie ({side}): {figures} uderzają w skrajną kolumnę od następnej rundy, a {enemy} liczy atak z flanki −2 w tych parach (B16)</translation>
    </message>
    <message>
        <source>strikes back if it stands (B6)</source>
        <translation>oddaje cios, jeśli przetrwa (B6)</translation>
    </message>
    <message>
        <source>strikes first (B6)</source>
        <translation>uderza pierwszy (B6)</translation>
    </message>
    <message>
        <source>at once (B6)</source>
        <translation>jednocześnie (B6)</translation>
    </message>
    <message>
        <source>{striker} → {target}: base {base}</source>
        <translation>{striker} → {target}: liczba bazowa {base}</translation>
    </message>
    <message>
        <source>Read the map to see the hexside features proposed</source>
        <translation>Odczytaj mapę, aby zobaczyć proponowane elementy boków heksów</translation>
    </message>
    <message>
        <source>Each hexside feature read from the scan: ticked ones are accepted (Space ticks or unticks the current one)</source>
        <translation>Każdy element boku heksu odczytany ze skanu: zaznaczone są przyjęte (Spacja zaznacza lub odznacza bieżący)</translation>
    </message>
    <message>
        <source>The confidence Accept above uses</source>
        <translation>Pewność, której używa Przyjmij powyżej</translation>
    </message>
    <message>
        <source>Accept above</source>
        <translation>Przyjmij powyżej</translation>
    </message>
    <message>
        <source>Tick every proposal at least this sure</source>
        <translation>Zaznacz każdą propozycję co najmniej tak pewną</translation>
    </message>
    <message>
        <source>Reject all</source>
        <translation>Odrzuć wszystkie</translation>
    </message>
    <message>
        <source>Untick every proposal</source>
        <translation>Odznacz każdą propozycję</translation>
    </message>
    <message>
        <source>Apply hexsides</source>
        <translation>Zastosuj boki heksów</translation>
    </message>
    <message>
        <source>Add the ticked hexside features and road links to the map, in one undo step</source>
        <translation>Dodaj do mapy zaznaczone elementy boków heksów i odcinki dróg, w jednym kroku cofania</translation>
    </message>
    <message>
        <source>Drawn by hand: kept unless Replace painted hexes is ticked</source>
        <translation>Narysowane ręcznie: zachowane, chyba że zaznaczono Zastąp pomalowane heksy</translation>
    </message>
    <message>
        <source>No hexside features read: draw two or three hexsides of each feature (a stream, a wall) and a road link or two by hand, and they teach the reading</source>
        <translation>Nie odczytano elementów boków heksów: narysuj ręcznie dwa lub trzy boki każdego elementu (strumień, mur) i jeden lub dwa odcinki drogi, a odczyt się z nich nauczy</translation>
    </message>
    <message>
        <source>{count} hexside features proposed, {flagged} less than {percent} % sure (unticked)</source>
        <translation>Proponowane elementy boków heksów: {count}, w tym {flagged} o pewności poniżej {percent} % (niezaznaczone)</translation>
    </message>
    <message>
        <source>Add hexsides read from the scan</source>
        <translation>Dodaj boki heksów odczytane ze skanu</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Żołnierze</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} PR</translation>
    </message>
</context>
</TS>
