<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes de jet</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Flexibility</source>
        <translation>Souplesse</translation>
    </message>
    <message>
        <source>Pila</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Rank bonus max</source>
        <translation>Bonus de rang max.</translation>
    </message>
    <message>
        <source>Base width cm</source>
        <translation>Largeur du socle (cm)</translation>
    </message>
    <message>
        <source>Base depth cm</source>
        <translation>Profondeur du socle (cm)</translation>
    </message>
    <message>
        <source>Move M</source>
        <translation>Mouvement (M)</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Équipage</translation>
    </message>
    <message>
        <source>Team width</source>
        <translation>Largeur de l&apos;attelage</translation>
    </message>
    <message>
        <source>Driver&apos;s extra cover</source>
        <translation>Protection du conducteur</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Type de troupe</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Special formation</source>
        <translation>Formation spéciale</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rangs</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Officiers</translation>
    </message>
    <message>
        <source>Musicians</source>
        <translation>Musiciens</translation>
    </message>
    <message>
        <source>Standard bearers</source>
        <translation>Porte-étendards</translation>
    </message>
    <message>
        <source>Army generals</source>
        <translation>Généraux</translation>
    </message>
    <message>
        <source>Corps leaders</source>
        <translation>Chefs de corps</translation>
    </message>
    <message>
        <source>Publication</source>
        <translation>Publication</translation>
    </message>
    <message>
        <source>The army list&apos;s id: letters, digits, &apos;-&apos;, &apos;_&apos;, &apos;.&apos;</source>
        <translation>L&apos;identifiant de la liste d&apos;armée : lettres, chiffres, « - », « _ », « . »</translation>
    </message>
    <message>
        <source>The army&apos;s name, printed on its roster</source>
        <translation>Le nom de l&apos;armée, imprimé sur sa carte d&apos;unités</translation>
    </message>
    <message>
        <source>What the army list is, in a sentence</source>
        <translation>Ce qu&apos;est la liste d&apos;armée, en une phrase</translation>
    </message>
    <message>
        <source>The publication the values come from</source>
        <translation>La publication d&apos;où viennent les valeurs</translation>
    </message>
    <message>
        <source>The designer&apos;s note on where the values come from (B57)</source>
        <translation>La note du concepteur sur l&apos;origine des valeurs (B57)</translation>
    </message>
    <message>
        <source>Pila each figure carries, thrown once before melee and recorded (B40 [L436])</source>
        <translation>Pila portés par chaque figurine : lancés une fois avant la mêlée, et notés (B40 [L436])</translation>
    </message>
    <message>
        <source>A chariot&apos;s team: how many horses wide, its strikes when it overruns (B55 [L525])</source>
        <translation>L&apos;attelage du char : sa largeur en chevaux, ses coups quand il renverse (B55 [L525])</translation>
    </message>
    <message>
        <source>An elephant driver&apos;s extra cover against shots from the front: the text gives no number (B37, B56 [L551])</source>
        <translation>La protection supplémentaire du conducteur de l&apos;éléphant contre les tirs de face : le texte ne donne pas de nombre (B37, B56 [L551])</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>sans armure</translation>
    </message>
    <message>
        <source>at least half the body</source>
        <translation>au moins la moitié du corps</translation>
    </message>
    <message>
        <source>the rider</source>
        <translation>le cavalier</translation>
    </message>
    <message>
        <source>the rider and the horse</source>
        <translation>le cavalier et le cheval</translation>
    </message>
    <message>
        <source>The army list&apos;s troop types: every value is the designer&apos;s (B57)</source>
        <translation>Les types de troupe de la liste d&apos;armée : chaque valeur est celle du concepteur (B57)</translation>
    </message>
    <message>
        <source>The unit cards: ready-made units the scenarios place</source>
        <translation>Les cartes d&apos;unité : des unités toutes faites que les scénarios placent</translation>
    </message>
    <message>
        <source>What the validator finds; click one to go to its cell</source>
        <translation>Ce que le validateur trouve ; cliquez sur une ligne pour aller à sa cellule</translation>
    </message>
    <message>
        <source>Add troop type</source>
        <translation>Ajouter un type de troupe</translation>
    </message>
    <message>
        <source>Add unit card</source>
        <translation>Ajouter une carte d&apos;unité</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Retirer la sélection</translation>
    </message>
    <message>
        <source>Remove the selected troop type or unit card</source>
        <translation>Retirer le type de troupe ou la carte d&apos;unité sélectionné</translation>
    </message>
    <message>
        <source>Troop types</source>
        <translation>Types de troupe</translation>
    </message>
    <message>
        <source>Unit cards</source>
        <translation>Cartes d&apos;unité</translation>
    </message>
    <message>
        <source>Attack and defence of the figures of one role where they differ from the troop type&apos;s (B4); blank: the type&apos;s value</source>
        <translation>Attaque et défense des figurines d&apos;un rôle quand elles diffèrent de celles du type de troupe (B4) ; vide : la valeur du type</translation>
    </message>
    <message>
        <source>The troop type&apos;s back-story, printed on the roster when its card has none</source>
        <translation>L&apos;historique du type de troupe, imprimé sur la carte d&apos;unités quand la carte n&apos;en a pas</translation>
    </message>
    <message>
        <source>The unit card&apos;s back-story, printed on the roster [L106]</source>
        <translation>L&apos;historique de la carte d&apos;unité, imprimé sur la carte d&apos;unités [L106]</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Liste d&apos;armée</translation>
    </message>
    <message>
        <source>Values by role</source>
        <translation>Valeurs par rôle</translation>
    </message>
    <message>
        <source>Back-story</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>{file} is not a BBG army list</source>
        <translation>{file} n&apos;est pas une liste d&apos;armée BBG</translation>
    </message>
    <message>
        <source>Edit {field} of {id}</source>
        <translation>Modifier {field} de {id}</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken: ids are unique</source>
        <translation>L&apos;identifiant &apos;{id}&apos; est pris : les identifiants sont uniques</translation>
    </message>
    <message>
        <source>Rename troop type {old} to {new}</source>
        <translation>Renommer le type de troupe {old} en {new}</translation>
    </message>
    <message>
        <source>The army list&apos;s id and name are never blank</source>
        <translation>L&apos;identifiant et le nom de la liste d&apos;armée ne sont jamais vides</translation>
    </message>
    <message>
        <source>Add troop type {id}</source>
        <translation>Ajouter le type de troupe {id}</translation>
    </message>
    <message>
        <source>Add unit card {id}</source>
        <translation>Ajouter la carte d&apos;unité {id}</translation>
    </message>
    <message>
        <source>Remove unit card {id}</source>
        <translation>Retirer la carte d&apos;unité {id}</translation>
    </message>
    <message>
        <source>Remove troop type {id}</source>
        <translation>Retirer le type de troupe {id}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&apos;{text}&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is negative</source>
        <translation>&apos;{text}&apos; est négatif</translation>
    </message>
    <message>
        <source>The crew of a chariot or an elephant, one figure each: the driver steers (B55, B56 [L539])</source>
        <translation>L&apos;équipage d&apos;un char ou d&apos;un éléphant, une figurine chacun : le conducteur dirige (B55, B56 [L539])</translation>
    </message>
    <message>
        <source>Add {member}</source>
        <translation>Ajouter : {member}</translation>
    </message>
    <message>
        <source>Take off {member}</source>
        <translation>Retirer : {member}</translation>
    </message>
    <message>
        <source>Troop type {id}</source>
        <translation>Type de troupe {id}</translation>
    </message>
    <message>
        <source>No troop type</source>
        <translation>Aucun type de troupe</translation>
    </message>
    <message>
        <source>Unit card {id}</source>
        <translation>Carte d&apos;unité {id}</translation>
    </message>
    <message>
        <source>No unit card</source>
        <translation>Aucune carte d&apos;unité</translation>
    </message>
    <message>
        <source>The troop class: its move rate (B46)</source>
        <translation>La classe de troupe : son mouvement (B46)</translation>
    </message>
    <message>
        <source>Armour: none, at least half the body, the rider, the rider and the horse (B46)</source>
        <translation>Armure : aucune, au moins la moitié du corps, le cavalier, le cavalier et le cheval (B46)</translation>
    </message>
    <message>
        <source>Missile weapons (B34)</source>
        <translation>Armes de jet (B34)</translation>
    </message>
    <message>
        <source>Traits the text gives rules for (B57)</source>
        <translation>Traits pour lesquels le texte donne des règles (B57)</translation>
    </message>
    <message>
        <source>The card&apos;s troop type, from this army list</source>
        <translation>Le type de troupe de la carte, de cette liste d&apos;armée</translation>
    </message>
    <message>
        <source>Close, loose or skirmishers</source>
        <translation>Ordre serré, ordre lâche ou tirailleurs</translation>
    </message>
    <message>
        <source>A special close formation with its starting checks (B53)</source>
        <translation>Une formation serrée spéciale et ses conditions de départ (B53)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>strength points</source>
        <translation>points de force</translation>
    </message>
    <message>
        <source>quality (0-9)</source>
        <translation>qualité (0-9)</translation>
    </message>
    <message>
        <source>movement points</source>
        <translation>points de mouvement</translation>
    </message>
    <message>
        <source>combat bonus</source>
        <translation>bonus de combat</translation>
    </message>
    <message>
        <source>command rating</source>
        <translation>valeur de commandement</translation>
    </message>
    <message>
        <source>command radius (hexes)</source>
        <translation>rayon de commandement (hexagones)</translation>
    </message>
    <message>
        <source>Unique in the file; used by units, reinforcements, victory rules</source>
        <translation>Unique dans le fichier ; utilisé par les unités, les renforts, les règles de victoire</translation>
    </message>
    <message>
        <source>The counters&apos; colour, #rrggbb</source>
        <translation>La couleur des pions, #rrvvbb</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Attacker or defender: Phase B fire order, activation tie-break</source>
        <translation>Attaquant ou défenseur : ordre des tirs de la phase B, départage des activations</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>hexes (paint with the rout edge tool, X)</source>
        <translation>hexagones (à peindre avec l&apos;outil bord de déroute, X)</translation>
    </message>
    <message>
        <source>Where this side&apos;s routed units flee</source>
        <translation>Où fuient les unités déroutées de ce camp</translation>
    </message>
    <message>
        <source>Rout edge</source>
        <translation>Bord de déroute</translation>
    </message>
    <message>
        <source>Remount/dismount markers (8.4)</source>
        <translation>Marqueurs de remonte/démonte (8.4)</translation>
    </message>
    <message>
        <source>Mount markers</source>
        <translation>Marqueurs de monture</translation>
    </message>
    <message>
        <source>The army commander: one of this side&apos;s leaders</source>
        <translation>Le commandant en chef : un des chefs de ce camp</translation>
    </message>
    <message>
        <source>Army commander</source>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Couleur du camp</translation>
    </message>
    <message>
        <source>front image (relative path)</source>
        <translation>image du recto (chemin relatif)</translation>
    </message>
    <message>
        <source>back image</source>
        <translation>image du verso</translation>
    </message>
    <message>
        <source>A counter scan, relative to the scenario&apos;s folder</source>
        <translation>Un pion numérisé, relatif au dossier du scénario</translation>
    </message>
    <message>
        <source>{text}: cannot be read as an image</source>
        <translation>{text} : ne peut pas être lu comme une image</translation>
    </message>
    <message>
        <source>The blazon: units with this banner are his</source>
        <translation>Le blason : les unités de cette bannière sont les siennes</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Recto</translation>
    </message>
    <message>
        <source>Replacement (the counter&apos;s back, 7.6)</source>
        <translation>Remplaçant (le verso du pion, 7.6)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>Wounded marker values (7.5)</source>
        <translation>Valeurs du marqueur de blessure (7.5)</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>The banner (the leader&apos;s blazon) this unit belongs to</source>
        <translation>La bannière (le blason du chef) à laquelle appartient cette unité</translation>
    </message>
    <message>
        <source>The unit type (2.2): its code as printed on the counter, and its name</source>
        <translation>Le type d&apos;unité (2.2) : son code tel qu&apos;imprimé sur le pion, et son nom</translation>
    </message>
    <message>
        <source>Leader: bonus/rating/radius. Drag onto the map to place him.</source>
        <translation>Chef : bonus/valeur/rayon. Faites-le glisser sur la carte pour le placer.</translation>
    </message>
    <message>
        <source>Unit: SP-quality-MP. Drag onto the map to place it.</source>
        <translation>Unité : PF-qualité-PM. Faites-la glisser sur la carte pour la placer.</translation>
    </message>
    <message>
        <source>Generic replacements</source>
        <translation>Chefs remplaçants génériques</translation>
    </message>
    <message>
        <source>Add unit {ident}</source>
        <translation>Ajouter l&apos;unité {ident}</translation>
    </message>
    <message>
        <source>Duplicate {ident} as {new_id}</source>
        <translation>Dupliquer {ident} en {new_id}</translation>
    </message>
    <message>
        <source>the side {name} with its {leaders} leaders and {units} units</source>
        <translation>le camp {name} avec ses {leaders} chefs et ses {units} unités</translation>
    </message>
    <message>
        <source>the leader {id}</source>
        <translation>le chef {id}</translation>
    </message>
    <message>
        <source>the unit {id}</source>
        <translation>l&apos;unité {id}</translation>
    </message>
    <message>
        <source>the replacement leader {id}</source>
        <translation>le chef remplaçant {id}</translation>
    </message>
    <message>
        <source> It is on the map ({count} counter(s)): it comes off.</source>
        <translation> Il est sur la carte ({count} pion(s)) : il en est retiré.</translation>
    </message>
    <message>
        <source>Delete {what}?{extra} (Undo brings it back.)</source>
        <translation>Supprimer {what} ?{extra} (Annuler le rétablit.)</translation>
    </message>
    <message>
        <source>Delete {kind} {ident}</source>
        <translation>Supprimer {kind} {ident}</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Bannière</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Monté</translation>
    </message>
    <message>
        <source>Fire symbol</source>
        <translation>Symbole de tir</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol: it may fire</source>
        <translation>Le pion porte le symbole de tir : il peut tirer</translation>
    </message>
    <message>
        <source>Front (fresh)</source>
        <translation>Recto (frais)</translation>
    </message>
    <message>
        <source>Back (fatigued)</source>
        <translation>Verso (fatigué)</translation>
    </message>
    <message>
        <source>May dismount</source>
        <translation>Peut démonter</translation>
    </message>
    <message>
        <source>Dismounted front</source>
        <translation>Recto démonté</translation>
    </message>
    <message>
        <source>Dismounted back</source>
        <translation>Verso démonté</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Camp</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>+ Leader</source>
        <translation>+ Chef</translation>
    </message>
    <message>
        <source>Add a leader to the selected side</source>
        <translation>Ajouter un chef au camp sélectionné</translation>
    </message>
    <message>
        <source>+ Unit</source>
        <translation>+ Unité</translation>
    </message>
    <message>
        <source>Add a unit to the selected side (of the selected banner)</source>
        <translation>Ajouter une unité au camp sélectionné (de la bannière sélectionnée)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Duplicate the selected leader or unit with the next id (Ctrl+D)</source>
        <translation>Dupliquer le chef ou l&apos;unité sélectionné avec l&apos;identifiant suivant (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected object (asks first)</source>
        <translation>Supprimer l&apos;objet sélectionné (demande d&apos;abord)</translation>
    </message>
    <message>
        <source>Drag a unit or a leader onto the map to place it</source>
        <translation>Faites glisser une unité ou un chef sur la carte pour le placer</translation>
    </message>
    <message>
        <source>Select a side, a leader or a unit to edit it.
Drag units and leaders onto the map.</source>
        <translation>Sélectionnez un camp, un chef ou une unité pour le modifier.
Faites glisser unités et chefs sur la carte.</translation>
    </message>
    <message>
        <source>Id in use</source>
        <translation>Identifiant déjà pris</translation>
    </message>
    <message>
        <source>The id &apos;{new_id}&apos; is already used; ids must be unique.</source>
        <translation>L&apos;identifiant &apos;{new_id}&apos; est déjà utilisé ; les identifiants doivent être uniques.</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>replacement leader</source>
        <translation>chef remplaçant</translation>
    </message>
    <message>
        <source>Edit {what} {id}: {field}</source>
        <translation>Modifier {what} {id} : {field}</translation>
    </message>
    <message>
        <source>Add side {ident}</source>
        <translation>Ajouter le camp {ident}</translation>
    </message>
    <message>
        <source>Add leader {ident}</source>
        <translation>Ajouter le chef {ident}</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Aucun camp</translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation>Ajoutez d&apos;abord un camp.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>What the map&apos;s marks mean, with the rule of each (the same legend as &apos;banneret render --legend&apos;)</source>
        <translation>Ce que signifient les marques de la carte, avec la règle de chacune (la même légende que &apos;banneret render --legend&apos;)</translation>
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
        <source>the validator failed: {error}</source>
        <translation>le vérificateur a échoué : {error}</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Pas encore vérifié</translation>
    </message>
    <message>
        <source>How far the check of a big scenario has come; you can keep editing</source>
        <translation>L&apos;avancement de la vérification d&apos;un grand scénario ; vous pouvez continuer à éditer</translation>
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
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Click a finding to go to its hex or object</source>
        <translation>Cliquez une constatation pour aller à son hexagone ou à son objet</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
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
        <source>checked in {ms} ms</source>
        <translation>vérifié en {ms} ms</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>No findings: the scenario checks out</source>
        <translation>Aucune constatation : le scénario est correct</translation>
    </message>
    <message>
        <source>Errors: {errors}, warnings: {warnings}</source>
        <translation>Erreurs : {errors}, avertissements : {warnings}</translation>
    </message>
    <message>
        <source>Validation — {errors} E, {warnings} W</source>
        <translation>Vérification — {errors} E, {warnings} A</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scénarios Banneret (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>The hex under the mouse: label, terrain, level, hexsides, roads, counters</source>
        <translation>L&apos;hexagone sous la souris : numéro, terrain, niveau, côtés, routes, pions</translation>
    </message>
    <message>
        <source>Zoom: 100 % draws hexes 64 px wide, as &apos;banneret render&apos; does</source>
        <translation>Zoom : à 100 % les hexagones font 64 px de large, comme avec &apos;banneret render&apos;</translation>
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
        <translation>Planches de pi&amp;ons (PDF)…</translation>
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
        <translation>Impor&amp;ter une planche de pions…</translation>
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
        <source>usage: python -m {module} FILE</source>
        <translation>usage : python -m {module} FICHIER</translation>
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
        <translation>Aj&amp;uster la carte</translation>
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
        <translation>A&amp;ide</translation>
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
        <translation>Guide des pla&amp;nches de pions</translation>
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
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>{display_name}{star} — {title} — Banneret</source>
        <translation>{display_name}{star} — {title} — Banneret</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation>Enregistrer les modifications de {name} avant de le fermer ?</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
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
        <source>… and {count} more</source>
        <translation>… et {count} de plus</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a scenario:

{lines}{more}</source>
        <translation>{name} ne peut pas être ouvert comme scénario :

{lines}{more}</translation>
    </message>
    <message>
        <source>Opened with {errors} error(s): see Validation</source>
        <translation>Ouvert avec {errors} erreur(s) : voir Vérification</translation>
    </message>
    <message>
        <source>Save the scenario as</source>
        <translation>Enregistrer le scénario sous</translation>
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
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>{error}.

Nothing was written; your work is still here.</source>
        <translation>{error}.

Rien n&apos;a été écrit ; votre travail est toujours là.</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; your work is still here. Try Save As.</source>
        <translation>{path} n&apos;a pas pu être écrit : {error}.

Le fichier sur le disque est inchangé ; votre travail est toujours là. Essayez Enregistrer sous.</translation>
    </message>
    <message>
        <source>kept the counter library&apos;s own changes to {ids}</source>
        <translation>les modifications propres de la bibliothèque de pions à {ids} ont été gardées</translation>
    </message>
    <message>
        <source>Saved {path}{note}</source>
        <translation>{path} enregistré{note}</translation>
    </message>
    <message>
        <source>{display_name} was changed by another program; Save will ask whether to overwrite it or reload it</source>
        <translation>{display_name} a été modifié par un autre programme ; Enregistrer demandera s&apos;il faut l&apos;écraser ou le recharger</translation>
    </message>
    <message>
        <source>The counter library {name} was changed by another program: the counters shown are those you opened; Save asks before writing into it</source>
        <translation>La bibliothèque de pions {name} a été modifiée par un autre programme : les pions affichés sont ceux que vous avez ouverts ; Enregistrer demande avant d&apos;y écrire</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>Exporter la carte en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Hex width in pixels:</source>
        <translation>Largeur d&apos;un hexagone en pixels :</translation>
    </message>
    <message>
        <source>Draw the counters too?</source>
        <translation>Dessiner aussi les pions ?</translation>
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
        <source>Exporting {name}…</source>
        <translation>Export de {name}…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>The map could not be exported: {error}</source>
        <translation>La carte n&apos;a pas pu être exportée : {error}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} exporté</translation>
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
        <source>The language could not be changed: {error}

Your work is here, unchanged.</source>
        <translation>La langue n&apos;a pas pu être changée : {error}

Votre travail est toujours là, inchangé.</translation>
    </message>
    <message>
        <source>The language changes when no working window is open: close “{name}” first.</source>
        <translation>La langue se change quand aucune fenêtre de travail n&apos;est ouverte : fermez d&apos;abord « {name} ».</translation>
    </message>
    <message>
        <source>About Banneret</source>
        <translation>À propos de Banneret</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banneret&lt;/b&gt; — scenario editor for Frédéric Bey&apos;s &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Banneret&lt;/b&gt; — éditeur de scénarios pour &lt;i&gt;Au fil de l&apos;épée&lt;/i&gt; de Frédéric Bey.</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Échec de la sauvegarde automatique : {error}</translation>
    </message>
    <message>
        <source>Unsaved work kept in the recovery folder</source>
        <translation>Travail non enregistré conservé dans le dossier de récupération</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Modifié sur le disque</translation>
    </message>
    <message>
        <source>{name} was changed by another program since you opened it.

Overwrite it with your version (its changes are lost), reload it (your unsaved changes are lost), or cancel?</source>
        <translation>{name} a été modifié par un autre programme depuis que vous l&apos;avez ouvert.

L&apos;écraser avec votre version (ses modifications sont perdues), le recharger (vos modifications non enregistrées sont perdues), ou annuler ?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
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
        <source>an untitled scenario</source>
        <translation>un scénario sans titre</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>Banneret did not close normally. Unsaved work on {original} was kept at {when}.

Open it?</source>
        <translation>Banneret ne s&apos;est pas fermé normalement. Le travail non enregistré sur {original} a été conservé à {when}.

L&apos;ouvrir ?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <source>The recovery file {path} cannot be read: {error}. It is kept there.</source>
        <translation>Le fichier de récupération {path} est illisible : {error}. Il est conservé là.</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Travail récupéré</translation>
    </message>
    <message>
        <source>Fit the background</source>
        <translation>Ajuster le fond</translation>
    </message>
    <message>
        <source>Click a hex centre on the scan</source>
        <translation>Cliquez un centre d&apos;hexagone sur la numérisation</translation>
    </message>
    <message>
        <source>Which hex?</source>
        <translation>Quel hexagone ?</translation>
    </message>
    <message>
        <source>Label of the hex whose centre you clicked:</source>
        <translation>Numéro de l&apos;hexagone dont vous avez cliqué le centre :</translation>
    </message>
    <message>
        <source>Background image</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Load image…</source>
        <translation>Charger une image…</translation>
    </message>
    <message>
        <source>A scan of the map (PNG, JPEG); it is kept beside the scenario file</source>
        <translation>Une numérisation de la carte (PNG, JPEG) ; elle est gardée à côté du fichier de scénario</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>How strongly the scan shows under the map</source>
        <translation>L&apos;intensité avec laquelle la numérisation apparaît sous la carte</translation>
    </message>
    <message>
        <source>Quick fit: the first hex&apos;s centre and the hex width</source>
        <translation>Ajustement rapide : le centre du premier hexagone et la largeur d&apos;hexagone</translation>
    </message>
    <message>
        <source>Hex width on the scan, corner to corner, in pixels</source>
        <translation>Largeur d&apos;un hexagone sur la numérisation, d&apos;un coin à l&apos;autre, en pixels</translation>
    </message>
    <message>
        <source>Click it on the map</source>
        <translation>Cliquez-le sur la carte</translation>
    </message>
    <message>
        <source>Then click the centre of the first hex on the scan</source>
        <translation>Puis cliquez le centre du premier hexagone sur la numérisation</translation>
    </message>
    <message>
        <source>Centre of the first hex (scan px)</source>
        <translation>Centre du premier hexagone (px de la numérisation)</translation>
    </message>
    <message>
        <source>Hex width (scan px)</source>
        <translation>Largeur d&apos;hexagone (px de la numérisation)</translation>
    </message>
    <message>
        <source>Apply quick fit</source>
        <translation>Appliquer l&apos;ajustement rapide</translation>
    </message>
    <message>
        <source>Exact fit: click the centres of 3 or more known hexes, far apart</source>
        <translation>Ajustement exact : cliquez les centres de 3 hexagones connus ou plus, éloignés</translation>
    </message>
    <message>
        <source>Click hex centres on the map</source>
        <translation>Cliquez des centres d&apos;hexagone sur la carte</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Scan x</source>
        <translation>x numérisation</translation>
    </message>
    <message>
        <source>Scan y</source>
        <translation>y numérisation</translation>
    </message>
    <message>
        <source>Residual (px)</source>
        <translation>Résidu (px)</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Retirer le point</translation>
    </message>
    <message>
        <source>Fit and apply</source>
        <translation>Ajuster et appliquer</translation>
    </message>
    <message>
        <source>Least-squares affine fit: scale, rotation, skew, squashed hexes</source>
        <translation>Ajustement affine aux moindres carrés : échelle, rotation, cisaillement, hexagones écrasés</translation>
    </message>
    <message>
        <source>Clear exact fit</source>
        <translation>Effacer l&apos;ajustement exact</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Pas d&apos;image</translation>
    </message>
    <message>
        <source>Scanned map</source>
        <translation>Carte numérisée</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save first</source>
        <translation>Enregistrez d&apos;abord</translation>
    </message>
    <message>
        <source>Save the scenario first: the image is kept beside it.</source>
        <translation>Enregistrez d&apos;abord le scénario : l&apos;image est gardée à côté de lui.</translation>
    </message>
    <message>
        <source>Copy the image?</source>
        <translation>Copier l&apos;image ?</translation>
    </message>
    <message>
        <source>The image must be in the scenario&apos;s folder. Copy it to {target}?</source>
        <translation>L&apos;image doit être dans le dossier du scénario. La copier vers {target} ?</translation>
    </message>
    <message>
        <source>Cannot copy</source>
        <translation>Copie impossible</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Retirer le fond</translation>
    </message>
    <message>
        <source>Background opacity</source>
        <translation>Opacité du fond</translation>
    </message>
    <message>
        <source>Quick fit of the background</source>
        <translation>Ajustement rapide du fond</translation>
    </message>
    <message>
        <source>Not a hex label</source>
        <translation>Pas un numéro d&apos;hexagone</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Hors de la carte</translation>
    </message>
    <message>
        <source>{label} is not on this map.</source>
        <translation>{label} n&apos;est pas sur cette carte.</translation>
    </message>
    <message>
        <source>Cannot fit</source>
        <translation>Ajustement impossible</translation>
    </message>
    <message>
        <source>Exact fit of the background</source>
        <translation>Ajustement exact du fond</translation>
    </message>
    <message>
        <source>Clear the exact fit</source>
        <translation>Effacer l&apos;ajustement exact</translation>
    </message>
    <message>
        <source>Hexes {w} × {h} scan px (squash {squash}), rotation {rotation}°, skew {skew}°</source>
        <translation>Hexagones {w} × {h} px de numérisation (écrasement {squash}), rotation {rotation}°, cisaillement {skew}°</translation>
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
        <source>Brush size {n}: {size} (key {n})</source>
        <translation>Taille du pinceau {n} : {size} (touche {n})</translation>
    </message>
    <message>
        <source>one hex</source>
        <translation>un hexagone</translation>
    </message>
    <message>
        <source>a hex and its 6 neighbours</source>
        <translation>un hexagone et ses 6 voisins</translation>
    </message>
    <message>
        <source>two rings: 19 hexes</source>
        <translation>deux anneaux : 19 hexagones</translation>
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
        <source>Face</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Turn clockwise	]</source>
        <translation>Tourner dans le sens horaire	]</translation>
    </message>
    <message>
        <source>Turn anticlockwise	[</source>
        <translation>Tourner dans le sens antihoraire	[</translation>
    </message>
    <message>
        <source>Fatigued (back side)</source>
        <translation>Fatigué (verso)</translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation>Désordre</translation>
    </message>
    <message>
        <source>Up the stack	Page Up</source>
        <translation>Monter dans la pile	Page Up</translation>
    </message>
    <message>
        <source>Down the stack	Page Down</source>
        <translation>Descendre dans la pile	Page Down</translation>
    </message>
    <message>
        <source>Remove from the map	Delete</source>
        <translation>Retirer de la carte	Delete</translation>
    </message>
    <message>
        <source>Not moved: {problem}</source>
        <translation>Non déplacé : {problem}</translation>
    </message>
    <message>
        <source>the stack of {unit} ({count} counters)</source>
        <translation>la pile de {unit} ({count} pions)</translation>
    </message>
    <message>
        <source>Move {what} to {label}</source>
        <translation>Déplacer {what} en {label}</translation>
    </message>
    <message>
        <source>Turn {unit_id} to {name}</source>
        <translation>Tourner {unit_id} vers {name}</translation>
    </message>
    <message>
        <source>Face {unit} {facing}</source>
        <translation>Orienter {unit} {facing}</translation>
    </message>
    <message>
        <source>Change {ident}</source>
        <translation>Modifier {ident}</translation>
    </message>
    <message>
        <source>Take {ident} off the map</source>
        <translation>Retirer {ident} de la carte</translation>
    </message>
    <message>
        <source>Raise {ident} in its stack</source>
        <translation>Monter {ident} dans sa pile</translation>
    </message>
    <message>
        <source>Lower {ident} in its stack</source>
        <translation>Descendre {ident} dans sa pile</translation>
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
        <source>Add a side first (Armies)</source>
        <translation>Ajoutez d&apos;abord un camp (Armées)</translation>
    </message>
    <message>
        <source>Rout edge of {name}</source>
        <translation>Bord de déroute de {name}</translation>
    </message>
    <message>
        <source>New BBG table scenario…</source>
        <translation>Nouveau scénario de table BBG…</translation>
    </message>
    <message>
        <source>New BBG army list…</source>
        <translation>Nouvelle liste d&apos;armée BBG…</translation>
    </message>
    <message>
        <source>New BBG army sheet…</source>
        <translation>Nouvelle feuille d&apos;armée BBG…</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>Table width (M):</source>
        <translation>Largeur de la table (M) :</translation>
    </message>
    <message>
        <source>Table depth (M):</source>
        <translation>Profondeur de la table (M) :</translation>
    </message>
    <message>
        <source>Centimetres per M:</source>
        <translation>Centimètres par M :</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Tours :</translation>
    </message>
    <message>
        <source>The side&apos;s army list file, relative to the scenario</source>
        <translation>Le fichier de la liste d&apos;armée du camp, relatif au scénario</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <source>Army list file:</source>
        <translation>Fichier de la liste d&apos;armée :</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>The table scenario this sheet belongs to, relative to the sheet</source>
        <translation>Le scénario de table de cette feuille, relatif à la feuille</translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Fichier du scénario :</translation>
    </message>
    <message>
        <source>Click or drag to raise hexes one level; right-click to lower; in &apos;set&apos; mode, set the chosen level. Each hex changes once per stroke.</source>
        <translation>Cliquez ou glissez pour élever des hexagones d&apos;un niveau ; clic droit pour abaisser ; en mode &apos;set&apos;, donner le niveau choisi. Chaque hexagone change une fois par trait.</translation>
    </message>
    <message>
        <source>Set the level of hexes</source>
        <translation>Fixer le niveau des hexagones</translation>
    </message>
    <message>
        <source>Lower hexes</source>
        <translation>Abaisser des hexagones</translation>
    </message>
    <message>
        <source>Raise hexes</source>
        <translation>Élever des hexagones</translation>
    </message>
    <message>
        <source>Raise (right: lower)</source>
        <translation>Élever (droit : abaisser)</translation>
    </message>
    <message>
        <source>Lower (right: raise)</source>
        <translation>Abaisser (droit : élever)</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Fixer à</translation>
    </message>
    <message>
        <source>What a click does to the level</source>
        <translation>Ce qu&apos;un clic fait au niveau</translation>
    </message>
    <message>
        <source>The level &apos;Set to&apos; gives (the picker, I, takes it from the map)</source>
        <translation>Le niveau que donne &apos;Fixer à&apos; (la pipette, I, le prend sur la carte)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; right-click or right-drag erases it. For walls, gates and fortifications, click on the inside of the hexside. A bridge or ford goes on a river or a stream.</source>
        <translation>Cliquez près d&apos;un côté d&apos;hexagone, ou glissez le long d&apos;une ligne de côtés, pour tracer l&apos;élément choisi ; clic droit ou glisser droit l&apos;efface. Pour les murs, portes et fortifications, cliquez du côté intérieur. Un pont ou un gué se pose sur une rivière ou un ruisseau.</translation>
    </message>
    <message>
        <source>Erase hexside features</source>
        <translation>Effacer les éléments de côté d&apos;hexagone</translation>
    </message>
    <message>
        <source>Erase {feature}</source>
        <translation>Effacer {feature}</translation>
    </message>
    <message>
        <source>Draw {feature}</source>
        <translation>Tracer {feature}</translation>
    </message>
    <message>
        <source>A {feature} crosses a {crossed}: draw one on this hexside too (R38)</source>
        <translation>Un {feature} franchit un {crossed} : tracez-en un aussi sur ce côté (R38)</translation>
    </message>
    <message>
        <source> or a </source>
        <translation> ou un </translation>
    </message>
    <message>
        <source>The hexside feature to draw</source>
        <translation>L&apos;élément de côté d&apos;hexagone à tracer</translation>
    </message>
    <message>
        <source>Right-drag erases every feature</source>
        <translation>Glisser droit efface tous les éléments</translation>
    </message>
    <message>
        <source>Off: right-drag erases only the chosen feature</source>
        <translation>Désactivé : glisser droit n&apos;efface que l&apos;élément choisi</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Élément :</translation>
    </message>
    <message>
        <source>Drag through hexes to lay a road or track link by link (only between adjacent hexes); right-drag removes links.</source>
        <translation>Glissez à travers des hexagones pour tracer une route ou une piste lien par lien (seulement entre hexagones adjacents) ; glisser droit retire des liens.</translation>
    </message>
    <message>
        <source>Lay {kind}</source>
        <translation>Tracer {kind}</translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation>Retirer {kind}</translation>
    </message>
    <message>
        <source>Route:</source>
        <translation>Voie :</translation>
    </message>
    <message>
        <source>Road or track</source>
        <translation>Route ou piste</translation>
    </message>
    <message>
        <source>Click a hex to name it (a village, a hill); an empty name removes it.</source>
        <translation>Cliquez un hexagone pour le nommer (un village, une colline) ; un nom vide le retire.</translation>
    </message>
    <message>
        <source>Place name</source>
        <translation>Nom de lieu</translation>
    </message>
    <message>
        <source>Name of the place (empty: no name):</source>
        <translation>Nom du lieu (vide : pas de nom) :</translation>
    </message>
    <message>
        <source>Name {label}</source>
        <translation>Nommer {label}</translation>
    </message>
    <message>
        <source>Remove the name of {label}</source>
        <translation>Retirer le nom de {label}</translation>
    </message>
    <message>
        <source>Everything on the map</source>
        <translation>Tout ce qui est sur la carte</translation>
    </message>
    <message>
        <source>Hexside features</source>
        <translation>Éléments de côté d&apos;hexagone</translation>
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
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Erase:</source>
        <translation>Effacer :</translation>
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
        <source>The terrain to paint (the picker, I, takes it from the map)</source>
        <translation>Le terrain à peindre (la pipette, I, le prend sur la carte)</translation>
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
        <source>Paint {value}</source>
        <translation>Peindre : {value}</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
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
        <source>Fill with {value}</source>
        <translation>Remplir de : {value}</translation>
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
        <source>Rectangle of {value}</source>
        <translation>Rectangle de : {value}</translation>
    </message>
    <message>
        <source>Leave play mode</source>
        <translation>Quitter le mode jeu</translation>
    </message>
    <message>
        <source>The test game has {moves} move(s).

Keep it, to resume it the next time you enter play mode?

Yes: keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.</source>
        <translation>La partie d&apos;essai compte {moves} coup(s).

La garder, pour la reprendre la prochaine fois que vous entrerez en mode jeu ?

Oui : la garder · Non : l&apos;abandonner · Annuler : rester en mode jeu. Le scénario n&apos;est modifié dans aucun cas.</translation>
    </message>
    <message>
        <source>Close during a test game</source>
        <translation>Fermeture pendant une partie d&apos;essai</translation>
    </message>
    <message>
        <source>The test game ({moves} move(s)) is not kept when the editor closes.

Save its position as a test scenario first?</source>
        <translation>La partie d&apos;essai ({moves} coup(s)) n&apos;est pas gardée quand l&apos;éditeur se ferme.

Enregistrer d&apos;abord sa position comme scénario de test ?</translation>
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
        <source>Program player</source>
        <translation>Joueur programme</translation>
    </message>
    <message>
        <source>Game records need rules.games.record (the engine&apos;s game-record work), not there yet</source>
        <translation>Les relevés de partie demandent rules.games.record (le travail du moteur sur les relevés), pas encore là</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Combat odds</source>
        <translation>Chances au combat</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>The scenario has changed</source>
        <translation>Le scénario a changé</translation>
    </message>
    <message>
        <source>The scenario was edited since the test game was kept; that game is played on the scenario as it was.

Start a new game on the scenario as it is now?

Yes: a new game (the kept one is discarded) · No: resume the kept game</source>
        <translation>Le scénario a été modifié depuis que la partie d&apos;essai a été gardée ; cette partie se joue sur le scénario tel qu&apos;il était.

Commencer une nouvelle partie sur le scénario tel qu&apos;il est maintenant ?

Oui : une nouvelle partie (celle gardée est abandonnée) · Non : reprendre la partie gardée</translation>
    </message>
    <message>
        <source>Resuming the game kept when you left play mode</source>
        <translation>Reprise de la partie gardée quand vous avez quitté le mode jeu</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>Impossible d&apos;ouvrir la partie enregistrée</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <source>{name} was replayed as far as it could be:

</source>
        <translation>{name} a été rejoué aussi loin que possible :

</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>The game cannot start from {start}:

{error}</source>
        <translation>La partie ne peut pas commencer depuis {start} :

{error}</translation>
    </message>
    <message>
        <source> — play mode — Banneret</source>
        <translation> — mode jeu — Banneret</translation>
    </message>
    <message>
        <source>Play mode: {describe}. The scenario is not changed by the game.</source>
        <translation>Mode jeu : {describe}. La partie ne modifie pas le scénario.</translation>
    </message>
    <message>
        <source>Left play mode; the game is kept for next time. The scenario was not changed.</source>
        <translation>Mode jeu quitté ; la partie est gardée pour la prochaine fois. Le scénario n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Left play mode. The scenario was not changed.</source>
        <translation>Mode jeu quitté. Le scénario n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>New test game</source>
        <translation>Nouvelle partie d&apos;essai</translation>
    </message>
    <message>
        <source>Discard the game being played?</source>
        <translation>Abandonner la partie en cours ?</translation>
    </message>
    <message>
        <source>Not allowed: {error}</source>
        <translation>Interdit : {error}</translation>
    </message>
    <message>
        <source>The engine failed on this choice: {__name__}: {error}</source>
        <translation>Le moteur a échoué sur ce choix : {__name__} : {error}</translation>
    </message>
    <message>
        <source>The engine failed: {__name__}: {error}</source>
        <translation>Le moteur a échoué : {__name__} : {error}</translation>
    </message>
    <message>
        <source>Cannot start {leader}&apos;s activation: {error}</source>
        <translation>Impossible de commencer l&apos;activation de {leader} : {error}</translation>
    </message>
    <message>
        <source>Start an activation</source>
        <translation>Commencer une activation</translation>
    </message>
    <message>
        <source>A designer step, not a choice of the rules. Leader:</source>
        <translation>Une étape de concepteur, pas un choix des règles. Chef :</translation>
    </message>
    <message>
        <source>The seeded dice failed: {error}</source>
        <translation>Les dés à graine ont échoué : {error}</translation>
    </message>
    <message>
        <source>Nothing to undo: this is the start of the game</source>
        <translation>Rien à annuler : c&apos;est le début de la partie</translation>
    </message>
    <message>
        <source>Nothing to redo on this line</source>
        <translation>Rien à rétablir sur cette ligne</translation>
    </message>
    <message>
        <source>The odds of this choice cannot be computed: {error}</source>
        <translation>Les chances de ce choix ne peuvent pas être calculées : {error}</translation>
    </message>
    <message>
        <source>{count} legal choices make this combat: pick one in the decision panel</source>
        <translation>{count} choix légaux forment ce combat : choisissez-en un dans le panneau de décision</translation>
    </message>
    <message>
        <source>{count} choices end in {label}: pick one in the decision panel</source>
        <translation>{count} choix finissent en {label} : choisissez-en un dans le panneau de décision</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>{target} cannot be opened as a scenario:

{text}</source>
        <translation>{target} ne peut pas être ouvert comme scénario :

{text}</translation>
    </message>
    <message>
        <source>Create a new scenario?</source>
        <translation>Créer un nouveau scénario ?</translation>
    </message>
    <message>
        <source>{path} does not exist.

Create a new scenario there?</source>
        <translation>{path} n&apos;existe pas.

Créer un nouveau scénario à cet endroit ?</translation>
    </message>
    <message>
        <source>Cannot create the file</source>
        <translation>Impossible de créer le fichier</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

Choose another place.</source>
        <translation>{path} n&apos;a pas pu être écrit : {error}.

Choisissez un autre endroit.</translation>
    </message>
    <message>
        <source>The editor: a user&apos;s guide</source>
        <translation>L&apos;éditeur : guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Playing, scoring and recording games</source>
        <translation>Jouer, compter les points et enregistrer des parties</translation>
    </message>
    <message>
        <source>Counter sheets</source>
        <translation>Planches de pions</translation>
    </message>
    <message>
        <source>The scenario file format</source>
        <translation>Le format du fichier de scénario</translation>
    </message>
    <message>
        <source>Validation findings</source>
        <translation>Les constatations de la vérification</translation>
    </message>
    <message>
        <source>The banneret command</source>
        <translation>La commande banneret</translation>
    </message>
    <message>
        <source>The rules as Banneret implements them</source>
        <translation>Les règles telles que Banneret les applique</translation>
    </message>
    <message>
        <source>Banneret help</source>
        <translation>Aide de Banneret</translation>
    </message>
    <message>
        <source>The guides that come with Banneret (docs/)</source>
        <translation>Les guides fournis avec Banneret (docs/)</translation>
    </message>
    <message>
        <source>Open in the browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Show this guide in your web browser</source>
        <translation>Afficher ce guide dans votre navigateur web</translation>
    </message>
    <message>
        <source>The guide {name} is not installed with this copy of Banneret.</source>
        <translation>Le guide {name} n&apos;est pas installé avec cet exemplaire de Banneret.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns (the published maps)</source>
        <translation>Hexagones à sommet plat en colonnes (les cartes publiées)</translation>
    </message>
    <message>
        <source>Pointy-topped hexes in rows</source>
        <translation>Hexagones à sommet pointu en rangées</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Odd columns sit high (R12)</source>
        <translation>Les colonnes impaires sont hautes (R12)</translation>
    </message>
    <message>
        <source>Even columns sit high</source>
        <translation>Les colonnes paires sont hautes</translation>
    </message>
    <message>
        <source>Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.</source>
        <translation>Grilles plates : les colonnes décalées d&apos;un demi-hexagone vers le haut. Grilles pointues : les rangées d&apos;un demi-hexagone vers la gauche.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Décalage</translation>
    </message>
    <message>
        <source>First column number</source>
        <translation>Numéro de la première colonne</translation>
    </message>
    <message>
        <source>First row number</source>
        <translation>Numéro de la première rangée</translation>
    </message>
    <message>
        <source>Odd rows sit left</source>
        <translation>Les rangées impaires sont à gauche</translation>
    </message>
    <message>
        <source>Even rows sit left</source>
        <translation>Les rangées paires sont à gauche</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (inconnu)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>The {what}: type ids, or choose them from the side&apos;s list</source>
        <translation>{what} : tapez des identifiants, ou choisissez-les dans la liste du camp</translation>
    </message>
    <message>
        <source>Choose the {what}</source>
        <translation>Choisir : {what}</translation>
    </message>
    <message>
        <source>No {what} for this side yet: choose the side first, or add them in Armies.</source>
        <translation>Pas encore de {what} pour ce camp : choisissez d&apos;abord le camp, ou ajoutez-les dans Armées.</translation>
    </message>
    <message>
        <source>{0} (not in this scenario)</source>
        <translation>{0} (absent de ce scénario)</translation>
    </message>
    <message>
        <source>Pick on map…</source>
        <translation>Désigner sur la carte…</translation>
    </message>
    <message>
        <source>The {what}: hex labels, or pick them on the map</source>
        <translation>{what} : numéros d&apos;hexagone, ou désignez-les sur la carte</translation>
    </message>
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
    <message>
        <source>Pick hexes</source>
        <translation>Désigner des hexagones</translation>
    </message>
    <message>
        <source>Click a hex to add it; click it again to take it out</source>
        <translation>Cliquez un hexagone pour l&apos;ajouter ; cliquez-le à nouveau pour le retirer</translation>
    </message>
    <message>
        <source>Pick the {what} on the map</source>
        <translation>Désigner sur la carte : {what}</translation>
    </message>
    <message>
        <source>Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: pan.</source>
        <translation>Cliquez des hexagones pour les ajouter ; cliquez à nouveau pour en retirer un. Molette : zoom ; Espace+glisser : déplacer la vue.</translation>
    </message>
    <message>
        <source>Picked: none yet</source>
        <translation>Désignés : aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Picked: {labels}</source>
        <translation>Désignés : {labels}</translation>
    </message>
    <message>
        <source>Both stacked artillery units fire</source>
        <translation>Deux artilleries empilées tirent toutes les deux</translation>
    </message>
    <message>
        <source>5.2.5 (R1): two artillery units stacked together may both fire</source>
        <translation>5.2.5 (R1) : deux unités d&apos;artillerie empilées peuvent tirer toutes les deux</translation>
    </message>
    <message>
        <source>Routed units face their rout edge</source>
        <translation>Les unités déroutées font face à leur bord de déroute</translation>
    </message>
    <message>
        <source>12.2.1 (R1): a routed unit turns to face its rout edge</source>
        <translation>12.2.1 (R1) : une unité déroutée se tourne vers son bord de déroute</translation>
    </message>
    <message>
        <source>Rout path</source>
        <translation>Chemin de déroute</translation>
    </message>
    <message>
        <source>12.2.2 (R1): how a routed unit picks its path toward its rout edge</source>
        <translation>12.2.2 (R1) : comment une unité déroutée choisit son chemin vers son bord de déroute</translation>
    </message>
    <message>
        <source>Phase B archers: who fires first</source>
        <translation>Archers de la phase B : qui tire en premier</translation>
    </message>
    <message>
        <source>6.B (R1, R39): the order of Phase B fire</source>
        <translation>6.B (R1, R39) : l&apos;ordre des tirs de la phase B</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>the cheapest path, away from enemies</source>
        <translation>le chemin le moins coûteux, loin des ennemis</translation>
    </message>
    <message>
        <source>straight on, shifting aside when blocked</source>
        <translation>tout droit, en s&apos;écartant si bloqué</translation>
    </message>
    <message>
        <source>the defender&apos;s archers first</source>
        <translation>les archers du défenseur d&apos;abord</translation>
    </message>
    <message>
        <source>the attacker&apos;s archers first</source>
        <translation>les archers de l&apos;attaquant d&apos;abord</translation>
    </message>
    <message>
        <source>an enemy unit eliminated</source>
        <translation>une unité ennemie éliminée</translation>
    </message>
    <message>
        <source>an enemy unit routed at the end</source>
        <translation>une unité ennemie déroutée à la fin</translation>
    </message>
    <message>
        <source>an enemy leader killed</source>
        <translation>un chef ennemi tué</translation>
    </message>
    <message>
        <source>an enemy leader captured</source>
        <translation>un chef ennemi capturé</translation>
    </message>
    <message>
        <source>an enemy leader wounded</source>
        <translation>un chef ennemi blessé</translation>
    </message>
    <message>
        <source>the enemy army commander killed</source>
        <translation>le commandant en chef ennemi tué</translation>
    </message>
    <message>
        <source>the enemy army commander captured</source>
        <translation>le commandant en chef ennemi capturé</translation>
    </message>
    <message>
        <source>hexes held at the end</source>
        <translation>hexagones tenus à la fin</translation>
    </message>
    <message>
        <source>a unit exited by a map edge</source>
        <translation>une unité sortie par un bord de carte</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Paramètres du scénario</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Where the data was transcribed from</source>
        <translation>D&apos;où les données ont été transcrites</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Source notes</source>
        <translation>Notes sur la source</translation>
    </message>
    <message>
        <source>A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French</source>
        <translation>Un jeu prédéfini d&apos;options de règles (R1) : 2010 anglais, 2014 français/hongrois, 2018 français</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>(as the edition)</source>
        <translation>(comme l&apos;édition)</translation>
    </message>
    <message>
        <source>{rule}. Option &apos;{name}&apos;; &apos;(as the edition)&apos; keeps the edition&apos;s preset.</source>
        <translation>{rule}. Option &apos;{name}&apos; ; &apos;(comme l&apos;édition)&apos; garde le réglage de l&apos;édition.</translation>
    </message>
    <message>
        <source>Turns (first, last)</source>
        <translation>Tours (premier, dernier)</translation>
    </message>
    <message>
        <source>min/turn</source>
        <translation>min/tour</translation>
    </message>
    <message>
        <source>m/hex</source>
        <translation>m/hex</translation>
    </message>
    <message>
        <source>men/SP</source>
        <translation>hommes/PF</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>{DEFAULT_HEX_MM:g} mm (series default)</source>
        <translation>{DEFAULT_HEX_MM:g} mm (valeur de la série)</translation>
    </message>
    <message>
        <source>The hex across the flats on a printed map (centre to neighbour&apos;s centre)</source>
        <translation>L&apos;hexagone entre côtés opposés sur une carte imprimée (d&apos;un centre au centre voisin)</translation>
    </message>
    <message>
        <source>Printed hex</source>
        <translation>Hexagone imprimé</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Enter (edge or hexes)</source>
        <translation>Entrée (bord ou hexagones)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>Game turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>The side they join</source>
        <translation>Le camp qu&apos;ils rejoignent</translation>
    </message>
    <message>
        <source>A map edge from the list, or hexes picked on the map (R29)</source>
        <translation>Un bord de carte de la liste, ou des hexagones désignés sur la carte (R29)</translation>
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
        <source>The side&apos;s units that come on</source>
        <translation>Les unités du camp qui entrent</translation>
    </message>
    <message>
        <source>The side&apos;s leaders that come on</source>
        <translation>Les chefs du camp qui entrent</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>chefs</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Terrain read as a chart row (e.g. camp → wood):</source>
        <translation>Terrain lu comme une ligne de la table (p. ex. camp → bois) :</translation>
    </message>
    <message>
        <source>Scenario terrain</source>
        <translation>Terrain du scénario</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Se lit comme</translation>
    </message>
    <message>
        <source>Terrain as drawn on this map</source>
        <translation>Le terrain tel que dessiné sur cette carte</translation>
    </message>
    <message>
        <source>The Terrain Chart row it is read as</source>
        <translation>La ligne de la table des terrains comme laquelle il se lit</translation>
    </message>
    <message>
        <source>Stacking exceptions (5.2.2):</source>
        <translation>Exceptions d&apos;empilement (5.2.2) :</translation>
    </message>
    <message>
        <source>The banners it covers (5.2.2; R20): choose them from the scenario&apos;s banners, listed by side</source>
        <translation>Les bannières concernées (5.2.2 ; R20) : choisissez-les parmi les bannières du scénario, classées par camp</translation>
    </message>
    <message>
        <source>The unit types it covers (2.2, 5.2.2): choose them from the edition&apos;s unit types</source>
        <translation>Les types d’unités concernés (2.2, 5.2.2) : choisissez-les parmi les types d’unités de l’édition</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Bannières</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <source>Max units</source>
        <translation>Unités max.</translation>
    </message>
    <message>
        <source>Units allowed in one hex</source>
        <translation>Unités permises dans un hexagone</translation>
    </message>
    <message>
        <source>No mêlée from the front</source>
        <translation>Pas de mêlée de front</translation>
    </message>
    <message>
        <source>Notes for the players</source>
        <translation>Notes pour les joueurs</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Règles spéciales</translation>
    </message>
    <message>
        <source>Victory points (scored by the side that causes the event):</source>
        <translation>Points de victoire (marqués par le camp qui cause l&apos;événement) :</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Per SP</source>
        <translation>Par PF</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>What scores</source>
        <translation>Ce qui rapporte</translation>
    </message>
    <message>
        <source>The side that scores (blank: either)</source>
        <translation>Le camp qui marque (vide : l&apos;un ou l&apos;autre)</translation>
    </message>
    <message>
        <source>Points each time</source>
        <translation>Points à chaque fois</translation>
    </message>
    <message>
        <source>Points per SP</source>
        <translation>Points par PF</translation>
    </message>
    <message>
        <source>Hexes held at the end, picked on the map</source>
        <translation>Hexagones tenus à la fin, désignés sur la carte</translation>
    </message>
    <message>
        <source>Edge (a unit exited)</source>
        <translation>Bord (une unité sortie)</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>l&apos;un ou l&apos;autre camp</translation>
    </message>
    <message>
        <source>Sudden death:</source>
        <translation>Mort subite :</translation>
    </message>
    <message>
        <source>Side whose losses count</source>
        <translation>Camp dont les pertes comptent</translation>
    </message>
    <message>
        <source>Losses at least (SP)</source>
        <translation>Pertes d&apos;au moins (PF)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Levels on the VP difference (blank &apos;at least&apos; = otherwise):</source>
        <translation>Niveaux selon l&apos;écart de PV (&apos;au moins&apos; vide = sinon) :</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Au moins</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>banners</source>
        <translation>bannières</translation>
    </message>
    <message>
        <source>No banners yet: give units and leaders their banner in Armies.</source>
        <translation>Aucune bannière pour l’instant : donnez leur bannière aux unités et aux chefs dans Armées.</translation>
    </message>
    <message>
        <source>{what}: &apos;{text}&apos; is not a whole number</source>
        <translation>{what} : &apos;{text}&apos; n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>a printed hex is at least {mm} mm across</source>
        <translation>un hexagone imprimé mesure au moins {mm} mm</translation>
    </message>
    <message>
        <source>reinforcement turn</source>
        <translation>tour du renfort</translation>
    </message>
    <message>
        <source>every reinforcement needs a turn</source>
        <translation>chaque renfort demande un tour</translation>
    </message>
    <message>
        <source>max units</source>
        <translation>unités max.</translation>
    </message>
    <message>
        <source>victory event &apos;{event}&apos; is not one of: {events}</source>
        <translation>l&apos;événement de victoire &apos;{event}&apos; n&apos;est pas parmi : {events}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>per SP</source>
        <translation>par PF</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>pertes</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>Vérifier les paramètres</translation>
    </message>
    <message>
        <source>each enemy unit eliminated</source>
        <translation>chaque unité ennemie éliminée</translation>
    </message>
    <message>
        <source>each enemy unit routed at the end</source>
        <translation>chaque unité ennemie déroutée à la fin</translation>
    </message>
    <message>
        <source>each enemy leader killed</source>
        <translation>chaque chef ennemi tué</translation>
    </message>
    <message>
        <source>each enemy leader captured</source>
        <translation>chaque chef ennemi capturé</translation>
    </message>
    <message>
        <source>each enemy leader wounded</source>
        <translation>chaque chef ennemi blessé</translation>
    </message>
    <message>
        <source>each unit exited</source>
        <translation>chaque unité sortie</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>Chaque camp</translation>
    </message>
    <message>
        <source> by the {edge} edge</source>
        <translation> par le bord {edge}</translation>
    </message>
    <message>
        <source>{points} VP</source>
        <translation>{points} PV</translation>
    </message>
    <message>
        <source>{points} VP per SP</source>
        <translation>{points} PV par PF</translation>
    </message>
    <message>
        <source>{who} scores {amount} for each of these hexes held at the end by one of its units, not routed: {hexes}.</source>
        <translation>{who} marque {amount} pour chacun de ces hexagones tenu à la fin par l&apos;une de ses unités, non déroutée : {hexes}.</translation>
    </message>
    <message>
        <source>{who} scores {amount} for {what}.</source>
        <translation>{who} marque {amount} pour {what}.</translation>
    </message>
    <message>
        <source>(&apos;Per SP&apos; counts nothing here: only units have SP.)</source>
        <translation>(« Par PF » ne compte rien ici : seules les unités ont des PF.)</translation>
    </message>
    <message>
        <source>Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.</source>
        <translation>Mort subite : {winner} gagne aussitôt quand {side} a perdu {sp} PF ou plus.</translation>
    </message>
    <message>
        <source>Difference ≥ {at_least}: {result}.</source>
        <translation>Écart ≥ {at_least} : {result}.</translation>
    </message>
    <message>
        <source>Otherwise: {result}.</source>
        <translation>Sinon : {result}.</translation>
    </message>
    <message>
        <source>No victory rules yet.</source>
        <translation>Pas encore de règles de victoire.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>1 2 3</source>
        <translation>1 2 3</translation>
    </message>
    <message>
        <source>Brush size (brush, eraser)</source>
        <translation>Taille du pinceau (pinceau, gomme)</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Molette</translation>
    </message>
    <message>
        <source>Zoom at the mouse</source>
        <translation>Zoom sur la souris</translation>
    </message>
    <message>
        <source>Space+drag, middle drag, arrows</source>
        <translation>Espace+glisser, glisser du bouton du milieu, flèches</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Déplacer la vue</translation>
    </message>
    <message>
        <source>[ ]  or  Shift+wheel</source>
        <translation>[ ]  ou  Maj+molette</translation>
    </message>
    <message>
        <source>Turn the selected counter</source>
        <translation>Tourner le pion sélectionné</translation>
    </message>
    <message>
        <source>Remove the selected counter from the map</source>
        <translation>Retirer de la carte le pion sélectionné</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel the current drag</source>
        <translation>Annuler le glisser en cours</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the editor, read from its menus and tools:</source>
        <translation>Chaque touche de l&apos;éditeur, lue dans ses menus et ses outils :</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>drawing and writing</source>
        <translation>dessin et écriture</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fait</translation>
    </message>
    <message>
        <source>{path} was not written: {error}</source>
        <translation>{path} n&apos;a pas été écrit : {error}</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export annulé</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Dessin</translation>
    </message>
    <message>
        <source>Writing {name}</source>
        <translation>Écriture de {name}</translation>
    </message>
    <message>
        <source>Export a Tiled map</source>
        <translation>Exporter une carte Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Cartes Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>Exporting the Tiled map</source>
        <translation>Export de la carte Tiled</translation>
    </message>
    <message>
        <source>Export a VASSAL module</source>
        <translation>Exporter un module VASSAL</translation>
    </message>
    <message>
        <source>VASSAL modules (*.vmod)</source>
        <translation>Modules VASSAL (*.vmod)</translation>
    </message>
    <message>
        <source>Exporting the VASSAL module</source>
        <translation>Export du module VASSAL</translation>
    </message>
    <message>
        <source>Minimap: click or drag to move the view</source>
        <translation>Mini-carte : cliquez ou glissez pour déplacer la vue</translation>
    </message>
    <message>
        <source>Balance study</source>
        <translation>Étude d&apos;équilibre</translation>
    </message>
    <message>
        <source>One player for every side, or one per side in the scenario&apos;s order (random, greedy). Greedy is the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>Un joueur pour tous les camps, ou un par camp dans l&apos;ordre du scénario (random, greedy). Le glouton (greedy) est le joueur programme le plus fort : le joueur de recherche n&apos;a pas été plus fort sur 200 parties appariées (+0,6 ± 1,8 PV par partie) et reste au laboratoire</translation>
    </message>
    <message>
        <source>Processes to play in (one per core by default)</source>
        <translation>Processus où jouer (un par cœur par défaut)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Processus</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Première graine</translation>
    </message>
    <message>
        <source>Compare with the saved version</source>
        <translation>Comparer avec la version enregistrée</translation>
    </message>
    <message>
        <source>Play the file on disk (A) and the open document (B) on the same seeds, and report whether your edits shift the balance</source>
        <translation>Jouer le fichier sur disque (A) et le document ouvert (B) sur les mêmes graines, et dire si vos modifications déplacent l&apos;équilibre</translation>
    </message>
    <message>
        <source>Save the document once to compare it with its saved version</source>
        <translation>Enregistrez le document une fois pour le comparer à sa version enregistrée</translation>
    </message>
    <message>
        <source>removing the Genoese crossbowmen</source>
        <translation>retirer les arbalétriers génois</translation>
    </message>
    <message>
        <source>What you changed, in words: the report&apos;s sentences name it</source>
        <translation>Ce que vous avez changé, en mots : les phrases du rapport le nomment</translation>
    </message>
    <message>
        <source>The change</source>
        <translation>Le changement</translation>
    </message>
    <message>
        <source>Plays {name} as it is open in the editor, saved or not.</source>
        <translation>Joue {name} tel qu&apos;il est ouvert dans l&apos;éditeur, enregistré ou non.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation>Annuler l&apos;étude</translation>
    </message>
    <message>
        <source>Open report</source>
        <translation>Ouvrir le rapport</translation>
    </message>
    <message>
        <source>Players: {error}</source>
        <translation>Joueurs : {error}</translation>
    </message>
    <message>
        <source>The saved version cannot be played: {error}</source>
        <translation>La version enregistrée ne peut pas être jouée : {error}</translation>
    </message>
    <message>
        <source>The saved version has other sides than the open document: they cannot be compared game by game.</source>
        <translation>La version enregistrée a d&apos;autres camps que le document ouvert : on ne peut pas les comparer partie par partie.</translation>
    </message>
    <message>
        <source>Playing {value} games ({lineup}) in {value2} process(es)…</source>
        <translation>{value} parties ({lineup}) en cours dans {value2} processus…</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (enregistré)</translation>
    </message>
    <message>
        <source>{name} (open)</source>
        <translation>{name} (ouvert)</translation>
    </message>
    <message>
        <source>Cancelling: the games being played finish, the others are not started…</source>
        <translation>Annulation : les parties en cours se terminent, les autres ne commencent pas…</translation>
    </message>
    <message>
        <source>{head}
Report: {page}</source>
        <translation>{head}
Rapport : {page}</translation>
    </message>
    <message>
        <source>Cancelled: no report. The {n} games played are kept: Run plays on from them.</source>
        <translation>Annulé : pas de rapport. Les {n} parties jouées sont gardées : Lancer reprend à partir d&apos;elles.</translation>
    </message>
    <message>
        <source>The study failed: {why}</source>
        <translation>L&apos;étude a échoué : {why}</translation>
    </message>
    <message>
        <source>movement (D.1)</source>
        <translation>mouvement (D.1)</translation>
    </message>
    <message>
        <source>ranged fire (D.2)</source>
        <translation>tir à distance (D.2)</translation>
    </message>
    <message>
        <source>mêlée declaration (D.3)</source>
        <translation>déclaration de mêlée (D.3)</translation>
    </message>
    <message>
        <source>out-of-command movement (D.5)</source>
        <translation>mouvement des non commandés (D.5)</translation>
    </message>
    <message>
        <source>the next activation</source>
        <translation>l&apos;activation suivante</translation>
    </message>
    <message>
        <source>a die roll</source>
        <translation>un jet de dé</translation>
    </message>
    <message>
        <source>resting markers (11.2)</source>
        <translation>marqueurs de repos (11.2)</translation>
    </message>
    <message>
        <source>Phase B fire (6.B)</source>
        <translation>tir de la phase B (6.B)</translation>
    </message>
    <message>
        <source>the leader to activate (6.D)</source>
        <translation>le chef à activer (6.D)</translation>
    </message>
    <message>
        <source>the enemy leader to activate next (C.3)</source>
        <translation>le chef ennemi à activer ensuite (C.3)</translation>
    </message>
    <message>
        <source>the enemy leader made inactive (C.4)</source>
        <translation>le chef ennemi rendu inactif (C.4)</translation>
    </message>
    <message>
        <source>a counter-charge (10.3)</source>
        <translation>une contre-charge (10.3)</translation>
    </message>
    <message>
        <source>defensive fire (D.4)</source>
        <translation>tir défensif (D.4)</translation>
    </message>
    <message>
        <source>offensive fire (D.4)</source>
        <translation>tir offensif (D.4)</translation>
    </message>
    <message>
        <source>a retreat (10.7)</source>
        <translation>une retraite (10.7)</translation>
    </message>
    <message>
        <source>a rout move (12.2)</source>
        <translation>un mouvement de déroute (12.2)</translation>
    </message>
    <message>
        <source>an advance after mêlée (10.8)</source>
        <translation>une avance après mêlée (10.8)</translation>
    </message>
    <message>
        <source>a dispersion (10.9)</source>
        <translation>une dispersion (10.9)</translation>
    </message>
    <message>
        <source>the facing of a rallied unit (12.3)</source>
        <translation>l&apos;orientation d&apos;une unité ralliée (12.3)</translation>
    </message>
    <message>
        <source>placing a replacement leader (7.6)</source>
        <translation>placer un chef remplaçant (7.6)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>1 legal choice</source>
        <translation>1 choix légal</translation>
    </message>
    <message>
        <source>{count} legal choices</source>
        <translation>{count} choix légaux</translation>
    </message>
    <message>
        <source>Roll (seeded)</source>
        <translation>Lancer (dés à graine)</translation>
    </message>
    <message>
        <source>Let the seeded dice answer this roll (the same seed gives the same game)</source>
        <translation>Laisser les dés à graine répondre à ce jet (la même graine donne la même partie)</translation>
    </message>
    <message>
        <source>The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)</source>
        <translation>Le dé lancé sur la table (un d10 se lit de 0 à 9, le 0 vaut zéro : 0.3)</translation>
    </message>
    <message>
        <source>Apply the die typed</source>
        <translation>Appliquer le dé tapé</translation>
    </message>
    <message>
        <source>Apply the number(s) in the box(es) as this roll&apos;s result</source>
        <translation>Appliquer le ou les nombres des cases comme résultat de ce jet</translation>
    </message>
    <message>
        <source>or type the die rolled:</source>
        <translation>ou tapez le dé lancé :</translation>
    </message>
    <message>
        <source>The leader whose activation starts (a designer step, not a choice of the rules)</source>
        <translation>Le chef dont l&apos;activation commence (une étape de concepteur, pas un choix des règles)</translation>
    </message>
    <message>
        <source>Start this activation</source>
        <translation>Commencer cette activation</translation>
    </message>
    <message>
        <source>The engine has no choice here: start a leader&apos;s activation by hand (command check first if in Phase A)</source>
        <translation>Le moteur n&apos;a pas de choix ici : commencez à la main l&apos;activation d&apos;un chef (le contrôle du commandement d&apos;abord en phase A)</translation>
    </message>
    <message>
        <source>Activate:</source>
        <translation>Activer :</translation>
    </message>
    <message>
        <source>Filter the choices: a unit, a hex, a verb… (all words must match)</source>
        <translation>Filtrer les choix : une unité, un hexagone, un verbe… (tous les mots doivent correspondre)</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Every legal choice by counter and kind, in words and in notation; double-click (or Enter) applies one</source>
        <translation>Chaque choix légal par pion et par sorte, en mots et en notation ; un double-clic (ou Entrée) l&apos;applique</translation>
    </message>
    <message>
        <source>Apply the choice</source>
        <translation>Appliquer le choix</translation>
    </message>
    <message>
        <source>Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N</source>
        <translation>Tapez un choix en notation et appuyez sur Entrée, p. ex. move cru-ch-1 1316-1315 N</translation>
    </message>
    <message>
        <source>The notation of docs/rules.md: end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</source>
        <translation>La notation de docs/rules.md : end · move &lt;ids&gt; &lt;path&gt; &lt;facing&gt; [under] · charge &lt;unit&gt; &lt;path&gt; &lt;target&gt; · disengage &lt;ids&gt; &lt;hex&gt; · mount/dismount &lt;unit&gt; [path facing]</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>les dés</translation>
    </message>
    <message>
        <source>, {leader}&apos;s activation</source>
        <translation>, activation de {leader}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; to decide: &lt;b&gt;{kind}&lt;/b&gt;{leader}</source>
        <translation>&lt;b style=&apos;color:{colour}&apos;&gt;{side}&lt;/b&gt; décide : &lt;b&gt;{kind}&lt;/b&gt;{leader}</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} sur {total}</translation>
    </message>
    <message>
        <source>Select a choice in the list</source>
        <translation>Sélectionnez un choix dans la liste</translation>
    </message>
    <message>
        <source>Banneret scenarios (*.yaml *.yml)</source>
        <translation>Scénarios Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.yml)</source>
        <translation>Parties Banneret (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>; {count} error(s) when checked: {first}</source>
        <translation> ; {count} erreur(s) à la vérification : {first}</translation>
    </message>
    <message>
        <source>Saved the position of turn {turn} as {name}{tail}</source>
        <translation>Position du tour {turn} enregistrée sous {name}{tail}</translation>
    </message>
    <message>
        <source>Save the position as a test scenario</source>
        <translation>Enregistrer la position comme scénario de test</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The game is still here: try another folder.</source>
        <translation>{path} n&apos;a pas pu être écrit : {error}.

La partie est toujours là : essayez un autre dossier.</translation>
    </message>
    <message>
        <source>Saved {name}: open it with File → Open, or check it with &apos;banneret validate&apos;.</source>
        <translation>{name} enregistré : ouvrez-le avec Fichier → Ouvrir, ou vérifiez-le avec &apos;banneret validate&apos;.</translation>
    </message>
    <message>
        <source>Not kept (the scenario format has no place for them):</source>
        <translation>Non gardé (le format de scénario n&apos;a pas de place pour cela) :</translation>
    </message>
    <message>
        <source>The validator reports, for this position:</source>
        <translation>Le vérificateur signale, pour cette position :</translation>
    </message>
    <message>
        <source>Position saved</source>
        <translation>Position enregistrée</translation>
    </message>
    <message>
        <source>The game record was not saved: {error}</source>
        <translation>Le relevé de partie n&apos;a pas été enregistré : {error}</translation>
    </message>
    <message>
        <source>Saved the game record {name}</source>
        <translation>Relevé de partie {name} enregistré</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Enregistrer le relevé de partie</translation>
    </message>
    <message>
        <source>Game record not saved</source>
        <translation>Relevé de partie non enregistré</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir un relevé de partie</translation>
    </message>
    <message>
        <source>{games};;All files (*)</source>
        <translation>{games};;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>designer</source>
        <translation>concepteur</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>dice (seeded)</source>
        <translation>dés (à graine)</translation>
    </message>
    <message>
        <source>program ({side})</source>
        <translation>programme ({side})</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Ligne :</translation>
    </message>
    <message>
        <source>Every line of play of this game; pick one to show its last position</source>
        <translation>Chaque ligne de jeu de cette partie ; choisissez-en une pour montrer sa dernière position</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Choice, and what happened</source>
        <translation>Choix, et ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; a different choice there starts a new branch (the old line is kept)</source>
        <translation>Cliquez un coup pour voir la position qui le suit ; un autre choix à cet endroit commence une nouvelle branche (l&apos;ancienne ligne est gardée)</translation>
    </message>
    <message>
        <source>{count} lines part here</source>
        <translation>{count} lignes se séparent ici</translation>
    </message>
    <message>
        <source>Showing the position after move {depth}; {later} later move(s) in grey (Redo). A different choice here starts a new branch.</source>
        <translation>Position après le coup {depth} ; {later} coup(s) suivant(s) en gris (Rétablir). Un autre choix ici commence une nouvelle branche.</translation>
    </message>
    <message>
        <source>{count} line(s) of play.</source>
        <translation>{count} ligne(s) de jeu.</translation>
    </message>
    <message>
        <source>Showing the position after {move}; a different choice from here starts a new branch</source>
        <translation>Position après {move} ; un autre choix à partir d&apos;ici commence une nouvelle branche</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>Show this position</source>
        <translation>Montrer cette position</translation>
    </message>
    <message>
        <source>Copy the choice</source>
        <translation>Copier le choix</translation>
    </message>
    <message>
        <source>Copy the line up to here</source>
        <translation>Copier la ligne jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Every modifier of the table, with the rule it comes from</source>
        <translation>Chaque modificateur de la table, avec la règle dont il vient</translation>
    </message>
    <message>
        <source>, routed on {rout}+</source>
        <translation>, déroute sur {rout}+</translation>
    </message>
    <message>
        <source>Total {total} · {fire_class} at {range} hex(es): discouraged on {discourage}+{rout} (die + total)</source>
        <translation>Total {total} · {fire_class} à {range} hexagone(s) : découragé sur {discourage}+{rout} (dé + total)</translation>
    </message>
    <message>
        <source>Succeeds on a d10 of {quality} or less (10.3)</source>
        <translation>Réussit sur un d10 de {quality} ou moins (10.3)</translation>
    </message>
    <message>
        <source>Routs on a d10 above its quality {inputs} (12.2.3)</source>
        <translation>Déroute sur un d10 au-dessus de sa qualité {inputs} (12.2.3)</translation>
    </message>
    <message>
        <source>Leader check for {inputs}: unmodified d10 (7.5)</source>
        <translation>Test du chef {inputs} : d10 non modifié (7.5)</translation>
    </message>
    <message>
        <source>Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)</source>
        <translation>Se rallie sur d10 + modificateurs ≤ {quality}, un 0 non modifié toujours (12.3)</translation>
    </message>
    <message>
        <source>Total {total}, limited to {applied} (R6)</source>
        <translation>Total {total}, limité à {applied} (R6)</translation>
    </message>
    <message>
        <source>Total {total}</source>
        <translation>Total {total}</translation>
    </message>
    <message>
        <source>exactly {probability}</source>
        <translation>exactement {probability}</translation>
    </message>
    <message>
        <source>Select units, then hover or click an enemy, or select a fire or a mêlée in the decision list, to see the odds</source>
        <translation>Sélectionnez des unités, puis survolez ou cliquez un ennemi, ou sélectionnez un tir ou une mêlée dans la liste du panneau Décision, pour voir les chances</translation>
    </message>
    <message>
        <source>, both sides&apos; dice</source>
        <translation>, les dés des deux camps</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over 2d6{both} (Die: this side&apos;s total)</source>
        <translation>Σ = {value:.0f} % sur 2d6{both} (Dé : le total de ce camp)</translation>
    </message>
    <message>
        <source>Σ = {value:.0f} % over the d10 (each face 1/10)</source>
        <translation>Σ = {value:.0f} % sur le d10 (chaque face 1/10)</translation>
    </message>
    <message>
        <source>Apply: {notation}</source>
        <translation>Appliquer : {notation}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilité</translation>
    </message>
    <message>
        <source>The exact probability of each result over the d10, and the die faces giving it</source>
        <translation>La probabilité exacte de chaque résultat sur le d10, et les faces du dé qui le donnent</translation>
    </message>
    <message>
        <source>A — command</source>
        <translation>A — commandement</translation>
    </message>
    <message>
        <source>B — archers&apos; fire</source>
        <translation>B — tir des archers</translation>
    </message>
    <message>
        <source>C — initiative</source>
        <translation>C — initiative</translation>
    </message>
    <message>
        <source>D — activations</source>
        <translation>D — activations</translation>
    </message>
    <message>
        <source>E — rally, rest and rout</source>
        <translation>E — ralliement, repos et déroute</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>left the field</source>
        <translation>a quitté le champ de bataille</translation>
    </message>
    <message>
        <source>— (the full turn is not in the engine yet)</source>
        <translation>— (le tour complet n&apos;est pas encore dans le moteur)</translation>
    </message>
    <message>
        <source>not rolled yet this turn</source>
        <translation>pas encore lancée ce tour-ci</translation>
    </message>
    <message>
        <source> for {winner}</source>
        <translation> pour {winner}</translation>
    </message>
    <message>
        <source>: nobody has it</source>
        <translation> : personne ne l&apos;a</translation>
    </message>
    <message>
        <source>; still owed: {owed}</source>
        <translation> ; encore dû : {owed}</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Tour :</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Phase :</translation>
    </message>
    <message>
        <source>Active leader:</source>
        <translation>Chef actif :</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Décision :</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Initiative :</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score :</translation>
    </message>
    <message>
        <source>Leaders by rating</source>
        <translation>Chefs par valeur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fait</translation>
    </message>
    <message>
        <source>Activation order by command rating (6.D); ▶ active, ✓ activated this turn</source>
        <translation>Ordre d&apos;activation par valeur de commandement (6.D) ; ▶ actif, ✓ activé ce tour-ci</translation>
    </message>
    <message>
        <source>{turn} of {first_turn}–{last_turn}</source>
        <translation>{turn} sur {first_turn}–{last_turn}</translation>
    </message>
    <message>
        <source>, step {step}</source>
        <translation>, étape {step}</translation>
    </message>
    <message>
        <source>{name} ({side}; {count} unit(s) activated)</source>
        <translation>{name} ({side} ; {count} unité(s) activée(s))</translation>
    </message>
    <message>
        <source>— (the victory score is not in the engine yet)</source>
        <translation>— (le score de victoire n&apos;est pas encore dans le moteur)</translation>
    </message>
    <message>
        <source>Nothing has scored yet</source>
        <translation>Rien n&apos;a encore rapporté de points</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>arrives turn {turn}</source>
        <translation>arrive au tour {turn}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Program plays:</source>
        <translation>Le programme joue :</translation>
    </message>
    <message>
        <source>Which side&apos;s decisions the random player makes (rolls: the seeded dice)</source>
        <translation>Les décisions de quel camp le joueur au hasard prend (les jets : les dés à graine)</translation>
    </message>
    <message>
        <source>greedy (the strongest)</source>
        <translation>glouton (le plus fort)</translation>
    </message>
    <message>
        <source>How well the program plays: random choices; greedy (each choice valued on the engine&apos;s exact odds), the strongest program player: the search player was no stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab</source>
        <translation>La force du jeu du programme : choix au hasard ; glouton (chaque choix évalué sur les chances exactes du moteur), le joueur programme le plus fort : le joueur de recherche n&apos;a pas été plus fort sur 200 parties appariées (+0,6 ± 1,8 PV par partie) et reste au laboratoire</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>The same seed makes the same choices from the same position</source>
        <translation>La même graine fait les mêmes choix depuis la même position</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>The program makes the pending decision (if it is its side&apos;s, or a roll)</source>
        <translation>Le programme prend la décision en attente (si elle est à son camp, ou un jet)</translation>
    </message>
    <message>
        <source>To end of turn</source>
        <translation>Jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>The program plays on until the turn ends or a side you play must decide</source>
        <translation>Le programme joue jusqu&apos;à la fin du tour ou jusqu&apos;à ce qu&apos;un camp que vous jouez doive décider</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Program player: {player_source}. Dice: {dice_source}.</source>
        <translation>Joueur programme : {player_source}. Dés : {dice_source}.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>both sides</source>
        <translation>les deux camps</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>The engine offers no choice here ({note}); the program stops</source>
        <translation>Le moteur n&apos;offre aucun choix ici ({note}) ; le programme s&apos;arrête</translation>
    </message>
    <message>
        <source>It is {side}&apos;s decision and you play {side}: choose &apos;Program plays&apos; to hand it over</source>
        <translation>C&apos;est à {side} de décider et vous jouez {side} : choisissez « Le programme joue » pour lui passer la main</translation>
    </message>
    <message>
        <source>The program ({side}) is thinking…</source>
        <translation>Le programme ({side}) réfléchit…</translation>
    </message>
    <message>
        <source>The program player failed: {error}</source>
        <translation>Le joueur programme a échoué : {error}</translation>
    </message>
    <message>
        <source>The program player had no choice to make</source>
        <translation>Le joueur programme n&apos;avait aucun choix à faire</translation>
    </message>
    <message>
        <source>Turn {_turn} is over</source>
        <translation>Le tour {_turn} est fini</translation>
    </message>
    <message>
        <source>…and {count} more (see the Validation panel)</source>
        <translation>…et {count} de plus (voir le panneau Vérification)</translation>
    </message>
    <message>
        <source>The scenario has errors</source>
        <translation>Le scénario a des erreurs</translation>
    </message>
    <message>
        <source>The scenario has 1 validation error; the game may not follow the rules where it is:</source>
        <translation>Le scénario a 1 erreur de vérification ; la partie peut ne pas suivre les règles à cet endroit :</translation>
    </message>
    <message>
        <source>The scenario has {count} validation errors; the game may not follow the rules where they are:</source>
        <translation>Le scénario a {count} erreurs de vérification ; la partie peut ne pas suivre les règles à ces endroits :</translation>
    </message>
    <message>
        <source>Play anyway?</source>
        <translation>Jouer quand même ?</translation>
    </message>
    <message>
        <source>D.1 movement</source>
        <translation>D.1 mouvement</translation>
    </message>
    <message>
        <source>D.2 fire</source>
        <translation>D.2 tir</translation>
    </message>
    <message>
        <source>D.3 mêlée declaration</source>
        <translation>D.3 déclaration de mêlée</translation>
    </message>
    <message>
        <source>D.5 out-of-command movement</source>
        <translation>D.5 mouvement des non commandés</translation>
    </message>
    <message>
        <source>Play mode: where does the game start?</source>
        <translation>Mode jeu : où la partie commence-t-elle ?</translation>
    </message>
    <message>
        <source>The game is played on a copy of the scenario: nothing you do in play mode changes it. Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) are part of the position.</source>
        <translation>La partie se joue sur une copie du scénario : rien de ce que vous faites en mode jeu ne le modifie. Les états des unités posés sur la carte (fatigué, découragé, dérouté, démonté, chefs blessés) font partie de la position.</translation>
    </message>
    <message>
        <source>The map as set up, Phase A of turn</source>
        <translation>La carte telle que déployée, phase A du tour</translation>
    </message>
    <message>
        <source>The map as set up, at the activation of</source>
        <translation>La carte telle que déployée, à l&apos;activation de</translation>
    </message>
    <message>
        <source>A saved game…</source>
        <translation>Une partie enregistrée…</translation>
    </message>
    <message>
        <source>Reinforcements of earlier turns are not on the map: place them to test later turns</source>
        <translation>Les renforts des tours précédents ne sont pas sur la carte : placez-les pour tester les tours suivants</translation>
    </message>
    <message>
        <source>From Phase A the whole turn is played: the command check, fire, the leaders&apos; activations and Phase E. From a leader&apos;s activation the game starts at the chosen step of his turn and goes on from there.</source>
        <translation>Depuis la phase A, tout le tour est joué : le contrôle du commandement, les tirs, les activations des chefs et la phase E. Depuis l&apos;activation d&apos;un chef, la partie commence à l&apos;étape choisie de son tour et continue de là.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Banneret games (*.yaml *.json);;All files (*)</source>
        <translation>Parties Banneret (*.yaml *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Remonter</translation>
    </message>
    <message>
        <source>Dismount</source>
        <translation>Démonter</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>remonter</translation>
    </message>
    <message>
        <source>dismount</source>
        <translation>démonter</translation>
    </message>
    <message>
        <source>Click a counter of the side to decide, then a shaded hex to move it (a second click sets the facing); click an enemy to see the odds; right-click for every legal move</source>
        <translation>Cliquez un pion du camp qui décide, puis un hexagone ombré pour le déplacer (un second clic fixe l&apos;orientation) ; cliquez un ennemi pour voir les chances ; clic droit pour tous les mouvements légaux</translation>
    </message>
    <message>
        <source>it can charge {targets} in {hex}: click the target</source>
        <translation>il peut charger {targets} en {hex} : cliquez la cible</translation>
    </message>
    <message>
        <source>right-click to {changes}</source>
        <translation>clic droit pour {changes}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source> after it mounts</source>
        <translation> après avoir remonté</translation>
    </message>
    <message>
        <source> after it dismounts</source>
        <translation> après avoir démonté</translation>
    </message>
    <message>
        <source>{who}: {count} hex(es) reachable{mode}; click one to move there</source>
        <translation>{who} : {count} hexagone(s) atteignable(s){mode} ; cliquez-en un pour y aller</translation>
    </message>
    <message>
        <source>no move: the pending decision is {kind}</source>
        <translation>pas de mouvement : la décision en attente est {kind}</translation>
    </message>
    <message>
        <source>{who} cannot move now: {why}</source>
        <translation>{who} ne peut pas bouger maintenant : {why}</translation>
    </message>
    <message>
        <source>{ids} selected together: click an enemy to see their fire or mêlée</source>
        <translation>{ids} sélectionnés ensemble : cliquez un ennemi pour voir leur tir ou leur mêlée</translation>
    </message>
    <message>
        <source>{ids} cannot end its move in {hex}: {why}</source>
        <translation>{ids} ne peut pas finir son mouvement en {hex} : {why}</translation>
    </message>
    <message>
        <source>Choose the facing in {label_of}: point the mouse through a hexside and click (legal: {legal}); Esc cancels; right-click lists them</source>
        <translation>Choisissez l&apos;orientation en {label_of} : pointez la souris à travers un côté d&apos;hexagone et cliquez (légales : {legal}) ; Échap annule ; clic droit les liste</translation>
    </message>
    <message>
        <source>{ids} cannot face {facing} in {hex}: the legal facings there are {legal}</source>
        <translation>{ids} ne peut pas s&apos;orienter {facing} en {hex} : les orientations légales y sont {legal}</translation>
    </message>
    <message>
        <source>click to charge {targets} in {hex} along {path} ({cost} MP)</source>
        <translation>cliquez pour charger {targets} en {hex} par {path} ({cost} PM)</translation>
    </message>
    <message>
        <source> (disengagement, 8.3)</source>
        <translation> (désengagement, 8.3)</translation>
    </message>
    <message>
        <source> (the one-hex move, 8.1)</source>
        <translation> (le mouvement d&apos;un hexagone, 8.1)</translation>
    </message>
    <message>
        <source>; facings {list}</source>
        <translation> ; orientations {list}</translation>
    </message>
    <message>
        <source>move {ids} to {hex}: {cost} MP along {route}{how}{face}</source>
        <translation>déplacer {ids} en {hex} : {cost} PM par {route}{how}{face}</translation>
    </message>
    <message>
        <source>Facing not chosen: the move was not made</source>
        <translation>Orientation non choisie : le mouvement n&apos;a pas été fait</translation>
    </message>
    <message>
        <source>Face {facing} ({cost} MP)</source>
        <translation>Orientation {facing} ({cost} PM)</translation>
    </message>
    <message>
        <source> beneath the stack</source>
        <translation> sous la pile</translation>
    </message>
    <message>
        <source> — disengage (8.3)</source>
        <translation> — désengager (8.3)</translation>
    </message>
    <message>
        <source> — the one-hex move (8.1)</source>
        <translation> — le mouvement d&apos;un hexagone (8.1)</translation>
    </message>
    <message>
        <source>Move to {label}{face}{where} ({cost} MP){how}</source>
        <translation>Aller en {label}{face}{where} ({cost} PM){how}</translation>
    </message>
    <message>
        <source>Charge {targets} in {hex} ({cost} MP)</source>
        <translation>Charger {targets} en {hex} ({cost} PM)</translation>
    </message>
    <message>
        <source>{capitalize} and stay in {label}</source>
        <translation>{capitalize} et rester en {label}</translation>
    </message>
    <message>
        <source>{capitalize}, then move…</source>
        <translation>{capitalize}, puis bouger…</translation>
    </message>
    <message>
        <source>Move without changing mount</source>
        <translation>Bouger sans changer de monture</translation>
    </message>
    <message>
        <source>Select {ident}</source>
        <translation>Sélectionner {ident}</translation>
    </message>
    <message>
        <source>Select the stack {stack} (moves together, 5.2.4)</source>
        <translation>Sélectionner la pile {stack} (bouge ensemble, 5.2.4)</translation>
    </message>
    <message>
        <source>Show the choices of {ident} in the decision panel</source>
        <translation>Montrer les choix de {ident} dans le panneau de décision</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Effacer la sélection (Échap)</translation>
    </message>
    <message>
        <source>One sheet (the map&apos;s size)</source>
        <translation>Une feuille (la taille de la carte)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Counter size</source>
        <translation>Taille des pions</translation>
    </message>
    <message>
        <source>Hex across the flats</source>
        <translation>Hexagone entre côtés opposés</translation>
    </message>
    <message>
        <source>Draw the counters at setup</source>
        <translation>Dessiner les pions du déploiement</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the map as PDF</source>
        <translation>Exporter la carte en PDF</translation>
    </message>
    <message>
        <source>Exporting the map</source>
        <translation>Export de la carte</translation>
    </message>
    <message>
        <source>Export the counter sheets</source>
        <translation>Exporter les planches de pions</translation>
    </message>
    <message>
        <source>Exporting the counters</source>
        <translation>Export des pions</translation>
    </message>
    <message>
        <source>Preparing the pages</source>
        <translation>Préparation des pages</translation>
    </message>
    <message>
        <source>Print preview: the map at true scale</source>
        <translation>Aperçu avant impression : la carte à l&apos;échelle réelle</translation>
    </message>
    <message>
        <source>Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column. Wheel: zoom; middle button: pan; 0: fit</source>
        <translation>Faites glisser les poignées pour ajuster la grille ; Maj+glisser un pion fait glisser sa rangée, Ctrl+Maj+glisser sa colonne. Molette : zoom ; bouton du milieu : déplacer la vue ; 0 : ajuster</translation>
    </message>
    <message>
        <source>Decoding the image…</source>
        <translation>Décodage de l&apos;image…</translation>
    </message>
    <message>
        <source>Preparing it for the screen…</source>
        <translation>Préparation pour l&apos;écran…</translation>
    </message>
    <message>
        <source>Import a counter sheet</source>
        <translation>Importer une planche de pions</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open a sheet scan, or a saved layout</source>
        <translation>Ouvrir une planche numérisée, ou une disposition enregistrée</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Enregistrer la disposition</translation>
    </message>
    <message>
        <source>Save the layout (grid, empty cells, which counter is in which cell) to resume or repeat the import</source>
        <translation>Enregistrer la disposition (grille, cases vides, quel pion est dans quelle case) pour reprendre ou refaire l&apos;import</translation>
    </message>
    <message>
        <source>Save layout as…</source>
        <translation>Enregistrer la disposition sous…</translation>
    </message>
    <message>
        <source>Save the layout under a new name</source>
        <translation>Enregistrer la disposition sous un nouveau nom</translation>
    </message>
    <message>
        <source>Open back scan…</source>
        <translation>Ouvrir la numérisation des versos…</translation>
    </message>
    <message>
        <source>The scan with the backs, when they are not on the front scan</source>
        <translation>La numérisation des versos, quand ils ne sont pas sur celle des rectos</translation>
    </message>
    <message>
        <source>striker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>a fact is written KEY=VALUE, not &apos;{word}&apos;</source>
        <translation>un fait s&apos;écrit CLÉ=VALEUR, pas &apos;{word}&apos;</translation>
    </message>
    <message>
        <source>dice are whole numbers from 1 to 20, separated by spaces</source>
        <translation>les dés sont des nombres entiers de 1 à 20, séparés par des espaces</translation>
    </message>
    <message>
        <source>{unit}: {n} hit(s), each a wound: count them in the Elephants tab (B56)</source>
        <translation>{unit} : {n} touche(s), chacune une blessure : comptez-les dans l&apos;onglet Éléphants (B56)</translation>
    </message>
    <message>
        <source>forced marches {old} → {new} (B21)</source>
        <translation>marches forcées {old} → {new} (B21)</translation>
    </message>
    <message>
        <source>no longer flees: reformed (B30)</source>
        <translation>ne fuit plus : reformée (B30)</translation>
    </message>
    <message>
        <source>disordered: its close formation breaks up (B30)</source>
        <translation>en désordre : sa formation serrée se disloque (B30)</translation>
    </message>
    <message>
        <source>no longer disordered (B30)</source>
        <translation>n&apos;est plus en désordre (B30)</translation>
    </message>
    <message>
        <source>its {weapon} is loaded again (B40)</source>
        <translation>son arme ({weapon}) est de nouveau chargée (B40)</translation>
    </message>
    <message>
        <source>goes berserk (B56)</source>
        <translation>devient furieux (B56)</translation>
    </message>
    <message>
        <source>dissolved: below the unit minimum it ceases to exist; its figures fight on as skirmishers (B27)</source>
        <translation>dissoute : sous le minimum d&apos;une unité, elle cesse d&apos;exister ; ses figurines combattent en tirailleurs (B27)</translation>
    </message>
    <message>
        <source>The unit this panel resolves; choosing it on the table canvas sets it here too</source>
        <translation>L&apos;unité que ce panneau résout ; la choisir sur la table la place aussi ici</translation>
    </message>
    <message>
        <source>The game round this step belongs to in the record</source>
        <translation>Le tour de jeu auquel cette étape appartient dans le compte rendu</translation>
    </message>
    <message>
        <source>The referee&apos;s facts, as KEY=VALUE words (the keys of banneret bbg, docs/bbg.md)</source>
        <translation>Les faits de l&apos;arbitre, en mots CLÉ=VALEUR (les clés de banneret bbg, docs/bbg.md)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Faits</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Ticked rows count; greyed rows do not apply, and say why</source>
        <translation>Les lignes cochées comptent ; les lignes grisées ne s&apos;appliquent pas et disent pourquoi</translation>
    </message>
    <message>
        <source>Base numbers</source>
        <translation>Nombres de base</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <source>The exact distribution (d20 ≤ base succeeds, B2)</source>
        <translation>La distribution exacte (d20 ≤ base réussit, B2)</translation>
    </message>
    <message>
        <source>Exact distribution</source>
        <translation>Distribution exacte</translation>
    </message>
    <message>
        <source>Bookkeeping</source>
        <translation>Tenue des comptes</translation>
    </message>
    <message>
        <source>What Apply writes to the table and the record, each change with its rule. Type other figure ids in a unit&apos;s Figures cell to change which figures fall</source>
        <translation>Ce qu&apos;Appliquer écrit sur la table et dans le compte rendu, chaque changement avec sa règle. Tapez d&apos;autres identifiants dans la cellule Figurines d&apos;une unité pour changer les figurines qui tombent</translation>
    </message>
    <message>
        <source>Proposed bookkeeping</source>
        <translation>Comptes proposés</translation>
    </message>
    <message>
        <source>the table&apos;s dice, e.g. 3 17 20</source>
        <translation>les dés de la table, p. ex. 3 17 20</translation>
    </message>
    <message>
        <source>Type the dice rolled on the table, in the order the panel reads them</source>
        <translation>Saisissez les dés lancés sur la table, dans l&apos;ordre où le panneau les lit</translation>
    </message>
    <message>
        <source>The seed of the program&apos;s dice; the record keeps it, so the dice can be checked</source>
        <translation>La graine des dés du programme ; le compte rendu la garde, pour que les dés puissent être vérifiés</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll seeded dice for this step</source>
        <translation>Lancer des dés à graine pour cette étape</translation>
    </message>
    <message>
        <source>Read the dice</source>
        <translation>Lire les dés</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Apply the bookkeeping to the table as one undoable step of the game record</source>
        <translation>Appliquer la comptabilité à la table comme une étape annulable du compte rendu</translation>
    </message>
    <message>
        <source>{n} dice to read (typed from the table, or rolled)</source>
        <translation>{n} dés à lire (saisis depuis la table, ou lancés)</translation>
    </message>
    <message>
        <source>Nothing changes on the table.</source>
        <translation>Rien ne change sur la table.</translation>
    </message>
    <message>
        <source>figures that fall</source>
        <translation>figurines qui tombent</translation>
    </message>
    <message>
        <source>A warning, not a change: Apply does not write it</source>
        <translation>Un avertissement, pas un changement : Appliquer ne l&apos;écrit pas</translation>
    </message>
    <message>
        <source>The ids of the figures that fall, e.g. r1f1, r1f2 (S3 in a loose unit)</source>
        <translation>Les identifiants des figurines qui tombent, p. ex. r1f1, r1f2 (S3 dans une unité en ordre lâche)</translation>
    </message>
    <message>
        <source>{unit} has no figure &apos;{figure}&apos;</source>
        <translation>{unit} n&apos;a pas de figurine « {figure} »</translation>
    </message>
    <message>
        <source>{unit}: a figure is listed twice</source>
        <translation>{unit} : une figurine est citée deux fois</translation>
    </message>
    <message>
        <source>Apply {kind}</source>
        <translation>Appliquer : {kind}</translation>
    </message>
    <message>
        <source>Applied:</source>
        <translation>Appliqué :</translation>
    </message>
    <message>
        <source>{unit} must take a morale test, as its opponent must: the Morale tab&apos;s double test (B24)</source>
        <translation>{unit} doit passer un test de moral, comme son adversaire : le double test de l&apos;onglet Moral (B24)</translation>
    </message>
    <message>
        <source>{unit} must still take its morale test (B24): a pass wins the melee; a failure routs it too and no one wins. The Morale tab</source>
        <translation>{unit} doit encore faire son test de moral (B24) : une réussite gagne la mêlée ; un échec la met en déroute elle aussi et personne ne gagne. L&apos;onglet Moral</translation>
    </message>
    <message>
        <source>Retreat from a charge: one forced march straight back (B51)</source>
        <translation>Retraite devant une charge : une marche forcée droit en arrière (B51)</translation>
    </message>
    <message>
        <source>Both units test after their melee (B24): decided only if one routs and the other does not</source>
        <translation>Les deux unités testent après leur mêlée (B24) : décidée seulement si l&apos;une se met en déroute et l&apos;autre non</translation>
    </message>
    <message>
        <source>{opponent} went out of the melee without a roll; this test decides it (B24): a pass wins it, a failure routs {unit} too and no one wins</source>
        <translation>{opponent} est sortie de la mêlée sans jet ; ce test la décide (B24) : une réussite la gagne, un échec met {unit} en déroute elle aussi et personne ne gagne</translation>
    </message>
    <message>
        <source>{unit} routs, the other stands</source>
        <translation>{unit} se met en déroute, l&apos;autre tient</translation>
    </message>
    <message>
        <source>the melee goes on: both pass or both fail (B24, [L352])</source>
        <translation>la mêlée continue : les deux réussissent ou les deux échouent (B24, [L352])</translation>
    </message>
    <message>
        <source>the melee is decided: one routs, the other stands (B24, [L352])</source>
        <translation>la mêlée est décidée : l&apos;une se met en déroute, l&apos;autre tient (B24, [L352])</translation>
    </message>
    <message>
        <source>both tests</source>
        <translation>les deux tests</translation>
    </message>
    <message>
        <source>{unit} cannot retreat: {obstacles} stand behind it (B51, [L282])</source>
        <translation>{unit} ne peut pas battre en retraite : {obstacles} se trouve derrière elle (B51, [L282])</translation>
    </message>
    <message>
        <source>{unit} retreats {distance} M straight back, to ({x}, {y})</source>
        <translation>{unit} se replie de {distance} M droit en arrière, jusqu&apos;à ({x}, {y})</translation>
    </message>
    <message>
        <source>it cuts through {obstacles}: a close formation is disordered (B51, [L282, L284])</source>
        <translation>elle traverse {obstacles} : une formation serrée est mise en désordre (B51, [L282, L284])</translation>
    </message>
    <message>
        <source>The driver is shot: the elephant tests, a failure and it goes berserk (B56)</source>
        <translation>Le cornac est abattu : l&apos;éléphant teste, un échec et il devient furieux (B56)</translation>
    </message>
    <message>
        <source>What happens ([L533-535, L545, L551-555])</source>
        <translation>Ce qui arrive ([L533-535, L545, L551-555])</translation>
    </message>
    <message>
        <source>removes {figures}</source>
        <translation>retire {figures}</translation>
    </message>
    <message>
        <source>fills its ranks (B10)</source>
        <translation>comble ses rangs (B10)</translation>
    </message>
    <message>
        <source>triumph {change:+d} (B26)</source>
        <translation>triomphe {change:+d} (B26)</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>s&apos;enfuit</translation>
    </message>
    <message>
        <source>{n} more wound(s) (B56)</source>
        <translation>{n} blessure(s) de plus (B56)</translation>
    </message>
    <message>
        <source>reloads its {weapon}: {n} half-round(s) (B40)</source>
        <translation>recharge son arme ({weapon}) : {n} demi-tour(s) (B40)</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} perdue(s)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>choose two different units</source>
        <translation>choisissez deux unités différentes</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>les deux à la fois</translation>
    </message>
    <message>
        <source>strikes first: {unit}</source>
        <translation>frappe en premier : {unit}</translation>
    </message>
    <message>
        <source>{a} loses {x}, {b} loses {y}</source>
        <translation>{a} perd {x}, {b} perd {y}</translation>
    </message>
    <message>
        <source>{unit} is destroyed: below the unit minimum, the melee ends (B27)</source>
        <translation>{unit} est détruite : sous le minimum d&apos;une unité, la mêlée prend fin (B27)</translation>
    </message>
    <message>
        <source>{unit} lost all its engaged figures: it routs without a roll (B23)</source>
        <translation>{unit} a perdu toutes ses figurines engagées : elle se débande sans jet (B23)</translation>
    </message>
    <message>
        <source>{unit} must take a morale test (B23): the Morale tab</source>
        <translation>{unit} doit passer un test de moral (B23) : l&apos;onglet Moral</translation>
    </message>
    <message>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>A volley at the target</source>
        <translation>Une salve sur la cible</translation>
    </message>
    <message>
        <source>Loading: the shooter spent half-rounds without moving (B40)</source>
        <translation>Chargement : le tireur a passé des demi-tours sans bouger (B40)</translation>
    </message>
    <message>
        <source>A crossbow loads for one half-round after it shoots, a gunpowder weapon for two; a half-round counts only if the unit does not move (B40, [L430, L438, L440]). Fact half_rounds=N: how many passed (1)</source>
        <translation>Une arbalète se recharge pendant un demi-tour après son tir, une arme à poudre pendant deux ; un demi-tour ne compte que si l&apos;unité ne bouge pas (B40, [L430, L438, L440]). Fait half_rounds=N : combien sont passés (1)</translation>
    </message>
    <message>
        <source>{unit}&apos;s {weapon} is still loading: {n} half-round(s) left (B40, [L430, L438]); record the loading first</source>
        <translation>l&apos;arme de {unit} ({weapon}) se recharge encore : {n} demi-tour(s) restant(s) (B40, [L430, L438]) ; enregistrez d&apos;abord le chargement</translation>
    </message>
    <message>
        <source>{target} is out of range of {unit}&apos;s {weapon}</source>
        <translation>{target} est hors de portée de l&apos;arme ({weapon}) de {unit}</translation>
    </message>
    <message>
        <source>{unit} against the nearest figure</source>
        <translation>{unit} contre la figurine la plus proche</translation>
    </message>
    <message>
        <source>hits on {unit}</source>
        <translation>touches sur {unit}</translation>
    </message>
    <message>
        <source>{n} hit(s)</source>
        <translation>{n} touche(s)</translation>
    </message>
    <message>
        <source>half_rounds is a whole number of half-rounds</source>
        <translation>half_rounds est un nombre entier de demi-tours</translation>
    </message>
    <message>
        <source>{unit} has no weapon loading (B40)</source>
        <translation>{unit} n&apos;a aucune arme en chargement (B40)</translation>
    </message>
    <message>
        <source>{weapon}: {n} half-round(s) left</source>
        <translation>{weapon} : {n} demi-tour(s) restant(s)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>orderly rout</source>
        <translation>déroute en ordre</translation>
    </message>
    <message>
        <source>broken rout</source>
        <translation>déroute en désordre</translation>
    </message>
    <message>
        <source>A morale test (B28)</source>
        <translation>Un test de moral (B28)</translation>
    </message>
    <message>
        <source>A forced march: the unit&apos;s counter rises by one (B21)</source>
        <translation>Une marche forcée : le compteur de l&apos;unité augmente d&apos;un (B21)</translation>
    </message>
    <message>
        <source>Stood still this round: the counter returns to 0, a routed unit reforms (B21, B30)</source>
        <translation>Immobile ce tour : le compteur revient à 0, une unité en déroute se reforme (B21, B30)</translation>
    </message>
    <message>
        <source>The counter of consecutive forced marches is −1 each in melee and morale until the end of the unit&apos;s first round spent standing ([L341]); a routed unit stands one round and reforms ([L495])</source>
        <translation>Le compteur des marches forcées consécutives vaut −1 chacune en mêlée et au moral jusqu&apos;à la fin du premier tour passé immobile ([L341]) ; une unité en déroute reste immobile un tour et se reforme ([L495])</translation>
    </message>
    <message>
        <source>Use the commander&apos;s re-roll (B29)</source>
        <translation>Utiliser la relance du chef (B29)</translation>
    </message>
    <message>
        <source>{unit}: base {base}</source>
        <translation>{unit} : base {base}</translation>
    </message>
    <message>
        <source>{unit} has no counter that a standing round clears</source>
        <translation>{unit} n&apos;a aucun compteur qu&apos;un tour immobile efface</translation>
    </message>
    <message>
        <source>{unit}: {n} forced march(es)</source>
        <translation>{unit} : {n} marche(s) forcée(s)</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Char</translation>
    </message>
    <message>
        <source>Overrun: the chariot drives into the target</source>
        <translation>Écrasement : le char fonce dans la cible</translation>
    </message>
    <message>
        <source>Collision: two chariots, each rolls to stay up</source>
        <translation>Collision : deux chars, chacun lance pour rester debout</translation>
    </message>
    <message>
        <source>What happens (B55, [L513, L525])</source>
        <translation>Ce qui se passe (B55, [L513, L525])</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>{unit} is not a chariot</source>
        <translation>{unit} n&apos;est pas un char</translation>
    </message>
    <message>
        <source>say how far the chariot moved before contact (chariot_moved=M, B13)</source>
        <translation>indiquez la distance parcourue par le char avant le contact (chariot_moved=M, B13)</translation>
    </message>
    <message>
        <source>overturned at the first test</source>
        <translation>renversé au premier test</translation>
    </message>
    <message>
        <source>overturned at the second test</source>
        <translation>renversé au second test</translation>
    </message>
    <message>
        <source>a melee follows</source>
        <translation>une mêlée suit</translation>
    </message>
    <message>
        <source>first strikes</source>
        <translation>premiers coups</translation>
    </message>
    <message>
        <source>second strikes</source>
        <translation>seconds coups</translation>
    </message>
    <message>
        <source>{n} strikes</source>
        <translation>{n} coups</translation>
    </message>
    <message>
        <source>first strikes: base {base}</source>
        <translation>premiers coups : base {base}</translation>
    </message>
    <message>
        <source>second strikes: base {base}</source>
        <translation>seconds coups : base {base}</translation>
    </message>
    <message>
        <source>casualties of {unit}</source>
        <translation>pertes de {unit}</translation>
    </message>
    <message>
        <source>the chariot</source>
        <translation>le char</translation>
    </message>
    <message>
        <source>each chariot stays up on {base} or less</source>
        <translation>chaque char reste debout sur {base} ou moins</translation>
    </message>
    <message>
        <source>chariots overturned</source>
        <translation>chars renversés</translation>
    </message>
    <message>
        <source>{n} overturned</source>
        <translation>{n} renversé(s)</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Éléphant</translation>
    </message>
    <message>
        <source>A wound: the elephant tests from the fifth (B56)</source>
        <translation>Une blessure : l&apos;éléphant teste à partir de la cinquième (B56)</translation>
    </message>
    <message>
        <source>Terror: the unit it charges never met elephants (B32)</source>
        <translation>Terreur : l&apos;unité qu&apos;il charge n&apos;a jamais vu d&apos;éléphants (B32)</translation>
    </message>
    <message>
        <source>{unit} has met elephants before: no terror test (B32)</source>
        <translation>{unit} a déjà vu des éléphants : pas de test de terreur (B32)</translation>
    </message>
    <message>
        <source>{unit} is not an elephant</source>
        <translation>{unit} n&apos;est pas un éléphant</translation>
    </message>
    <message>
        <source>{unit} is berserk already: it has no driver to lose (B56)</source>
        <translation>{unit} est déjà furieux : il n&apos;a plus de cornac à perdre (B56)</translation>
    </message>
    <message>
        <source>the driver fell: base {base}</source>
        <translation>le cornac est tombé : base {base}</translation>
    </message>
    <message>
        <source>passes: a crewman may take the driver&apos;s seat if the elephant is not in melee</source>
        <translation>réussit : un membre de l&apos;équipage peut prendre la place du cornac si l&apos;éléphant n&apos;est pas en mêlée</translation>
    </message>
    <message>
        <source>wound {n}: the berserk elephant leaves the table (B56)</source>
        <translation>blessure {n} : l&apos;éléphant furieux quitte la table (B56)</translation>
    </message>
    <message>
        <source>wound {n}: berserk, no test (B56)</source>
        <translation>blessure {n} : furieux, pas de test (B56)</translation>
    </message>
    <message>
        <source>wound {n}: no test before the fifth (B56)</source>
        <translation>blessure {n} : pas de test avant la cinquième (B56)</translation>
    </message>
    <message>
        <source>wound {n}</source>
        <translation>blessure {n}</translation>
    </message>
    <message>
        <source>wound {n}: base {base}</source>
        <translation>blessure {n} : base {base}</translation>
    </message>
    <message>
        <source>no dice are rolled for this step</source>
        <translation>aucun dé n&apos;est lancé pour cette étape</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Chars</translation>
    </message>
    <message>
        <source>Elephants</source>
        <translation>Éléphants</translation>
    </message>
    <message>
        <source>Referee desk — {title}</source>
        <translation>Bureau de l&apos;arbitre — {title}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Enregistrer le compte rendu</translation>
    </message>
    <message>
        <source>Write the game record (atomic)</source>
        <translation>Écrire le compte rendu de la partie (atomique)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Compte rendu</translation>
    </message>
    <message>
        <source>{n} step(s) in the record</source>
        <translation>{n} étape(s) dans le compte rendu</translation>
    </message>
    <message>
        <source>The record was not saved: {reason}</source>
        <translation>Le compte rendu n&apos;a pas été enregistré : {reason}</translation>
    </message>
    <message>
        <source>Record saved to {path}</source>
        <translation>Compte rendu enregistré dans {path}</translation>
    </message>
    <message>
        <source>Show the back scan</source>
        <translation>Montrer les versos</translation>
    </message>
    <message>
        <source>Show the back scan instead of the front one</source>
        <translation>Montrer la numérisation des versos au lieu de celle des rectos</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Montrer toute la planche</translation>
    </message>
    <message>
        <source>1  Sheet</source>
        <translation>1  Planche</translation>
    </message>
    <message>
        <source>2  Counters</source>
        <translation>2  Pions</translation>
    </message>
    <message>
        <source>Counters on the sheet, entered here, and the layout&apos;s errors</source>
        <translation>Pions de la planche, saisis ici, et les erreurs de la disposition</translation>
    </message>
    <message>
        <source>Add to scenario</source>
        <translation>Ajouter au scénario</translation>
    </message>
    <message>
        <source>Write the crops next to the scenario and add the entered counters in one undo step; the layout is saved with the assignments (Ctrl+Enter)</source>
        <translation>Écrire les découpes à côté du scénario et ajouter les pions saisis en une seule étape d&apos;annulation ; la disposition est enregistrée avec les affectations (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The next counter, without keeping this one</source>
        <translation>Le pion suivant, sans garder celui-ci</translation>
    </message>
    <message>
        <source>The previous counter</source>
        <translation>Le pion précédent</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values</source>
        <translation>Les valeurs du pion précédent</translation>
    </message>
    <message>
        <source>Side and banner for the selected counters</source>
        <translation>Camp et bannière des pions sélectionnés</translation>
    </message>
    <message>
        <source>Reading the scan</source>
        <translation>Lecture de la numérisation</translation>
    </message>
    <message>
        <source>Decoding {name}…</source>
        <translation>Décodage de {name}…</translation>
    </message>
    <message>
        <source>reading the front scan was cancelled; open it again to show it</source>
        <translation>la lecture de la numérisation des rectos a été annulée ; ouvrez-la de nouveau pour l&apos;afficher</translation>
    </message>
    <message>
        <source>reading the back scan was cancelled; open it again to show it</source>
        <translation>la lecture de la numérisation des versos a été annulée ; ouvrez-la de nouveau pour l&apos;afficher</translation>
    </message>
    <message>
        <source>the front scan does not fit in memory; scan at a lower resolution</source>
        <translation>la numérisation des rectos ne tient pas en mémoire ; numérisez à une résolution plus basse</translation>
    </message>
    <message>
        <source>the back scan does not fit in memory; scan at a lower resolution</source>
        <translation>la numérisation des versos ne tient pas en mémoire ; numérisez à une résolution plus basse</translation>
    </message>
    <message>
        <source>Drag the {face} grid&apos;s {handle}</source>
        <translation>Faire glisser {handle} de la grille {face}</translation>
    </message>
    <message>
        <source>Slide {axis} {value}</source>
        <translation>Glisser {axis} {value}</translation>
    </message>
    <message>
        <source>Click a counter to enter it; Ctrl+click or Shift+click to select several.</source>
        <translation>Cliquez un pion pour le saisir ; Ctrl+clic ou Maj+clic pour en sélectionner plusieurs.</translation>
    </message>
    <message>
        <source>Click a counter to mark its cell empty (click again to undo that). Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag its column.</source>
        <translation>Cliquez un pion pour marquer sa case vide (cliquez à nouveau pour défaire). Faites glisser les poignées pour ajuster la grille ; Maj+glisser un pion fait glisser sa rangée, Ctrl+Maj+glisser sa colonne.</translation>
    </message>
    <message>
        <source>{cell_label}: its back is {cell_label2} of the back grid</source>
        <translation>{cell_label} : son verso est {cell_label2} de la grille des versos</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Rien à ajouter</translation>
    </message>
    <message>
        <source>Open a counter sheet first (Ctrl+O).</source>
        <translation>Ouvrez d&apos;abord une planche de pions (Ctrl+O).</translation>
    </message>
    <message>
        <source>Save the scenario first</source>
        <translation>Enregistrez d&apos;abord le scénario</translation>
    </message>
    <message>
        <source>The counter images are written next to the scenario file, so it needs one. Save the scenario now?</source>
        <translation>Les images des pions sont écrites à côté du fichier de scénario, il en faut donc un. Enregistrer le scénario maintenant ?</translation>
    </message>
    <message>
        <source>The layout has errors</source>
        <translation>La disposition a des erreurs</translation>
    </message>
    <message>
        <source>Fix the layout first (Sheet page):</source>
        <translation>Corrigez d&apos;abord la disposition (page Planche) :</translation>
    </message>
    <message>
        <source>No counter has been entered yet: type a counter&apos;s values (Counters page) and press Enter.</source>
        <translation>Aucun pion n&apos;a encore été saisi : tapez les valeurs d&apos;un pion (page Pions) et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Some values cannot be added</source>
        <translation>Certaines valeurs ne peuvent pas être ajoutées</translation>
    </message>
    <message>
        <source>Nothing was added. Fix these first:</source>
        <translation>Rien n&apos;a été ajouté. Corrigez d&apos;abord ceci :</translation>
    </message>
    <message>
        <source>Add with warnings?</source>
        <translation>Ajouter malgré les avertissements ?</translation>
    </message>
    <message>
        <source>These counters have warnings:</source>
        <translation>Ces pions ont des avertissements :</translation>
    </message>
    <message>
        <source>Add them anyway?</source>
        <translation>Les ajouter quand même ?</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Nothing was added ({error}), and no counter image was written.</source>
        <translation>Rien n&apos;a été ajouté ({error}), et aucune image de pion n&apos;a été écrite.</translation>
    </message>
    <message>
        <source>Cannot read the scan</source>
        <translation>Impossible de lire la numérisation</translation>
    </message>
    <message>
        <source>Nothing was added: {message}</source>
        <translation>Rien n&apos;a été ajouté : {message}</translation>
    </message>
    <message>
        <source>Cannot write the counter images</source>
        <translation>Impossible d&apos;écrire les images des pions</translation>
    </message>
    <message>
        <source>Nothing was added: {error} ({file}).</source>
        <translation>Rien n&apos;a été ajouté : {error} ({file}).</translation>
    </message>
    <message>
        <source> The layout with the assignments is saved in {name}.</source>
        <translation> La disposition avec les affectations est enregistrée dans {name}.</translation>
    </message>
    <message>
        <source> The layout is not saved (Ctrl+S saves it with the assignments).</source>
        <translation> La disposition n&apos;est pas enregistrée (Ctrl+S l&apos;enregistre avec les affectations).</translation>
    </message>
    <message>
        <source>Added {added} and updated {updated} counters; {images} images written to {folder}/. Ctrl+Z in the editor takes the whole import back.{saved}</source>
        <translation>{added} pions ajoutés et {updated} mis à jour ; {images} images écrites dans {folder}/. Ctrl+Z dans l&apos;éditeur reprend tout l&apos;import.{saved}</translation>
    </message>
    <message>
        <source>the layout is not saved</source>
        <translation>la disposition n&apos;est pas enregistrée</translation>
    </message>
    <message>
        <source>1 entered counter is not added</source>
        <translation>1 pion saisi n&apos;est pas ajouté</translation>
    </message>
    <message>
        <source>{count} entered counters are not added</source>
        <translation>{count} pions saisis ne sont pas ajoutés</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>Abandonner ?</translation>
    </message>
    <message>
        <source>{upper}{what}. Discard?</source>
        <translation>{upper}{what}. Abandonner ?</translation>
    </message>
    <message>
        <source>Open a scan of the counter sheet (Ctrl+O), or a saved layout.</source>
        <translation>Ouvrez une numérisation de la planche de pions (Ctrl+O), ou une disposition enregistrée.</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non enregistrée</translation>
    </message>
    <message>
        <source>Import a counter sheet — {name}{dirty}</source>
        <translation>Importer une planche de pions — {name}{dirty}</translation>
    </message>
    <message>
        <source>{counters} counters, {entered} entered</source>
        <translation>{counters} pions, {entered} saisis</translation>
    </message>
    <message>
        <source>, 1 layout error</source>
        <translation>, 1 erreur de disposition</translation>
    </message>
    <message>
        <source>, {errors} layout errors</source>
        <translation>, {errors} erreurs de disposition</translation>
    </message>
    <message>
        <source>cell {label}</source>
        <translation>case {label}</translation>
    </message>
    <message>
        <source>a leader with no counter on this sheet</source>
        <translation>un chef sans pion sur cette planche</translation>
    </message>
    <message>
        <source> — in the scenario</source>
        <translation> — dans le scénario</translation>
    </message>
    <message>
        <source> — entered</source>
        <translation> — saisi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counter {n} of {count}&lt;/b&gt;: {where}{state}</source>
        <translation>&lt;b&gt;Pion {n} sur {count}&lt;/b&gt; : {where}{state}</translation>
    </message>
    <message>
        <source>Type this counter&apos;s values; &lt;b&gt;Enter&lt;/b&gt; keeps them and goes to the next counter, &lt;b&gt;Ctrl+D&lt;/b&gt; takes the previous counter&apos;s.</source>
        <translation>Tapez les valeurs de ce pion ; &lt;b&gt;Entrée&lt;/b&gt; les garde et passe au pion suivant, &lt;b&gt;Ctrl+D&lt;/b&gt; reprend celles du pion précédent.</translation>
    </message>
    <message>
        <source>Type the banner (the blazon of the leader these troops follow).</source>
        <translation>Tapez la bannière (le blason du chef que suivent ces troupes).</translation>
    </message>
    <message>
        <source>⚠ {name} already carries the banner &apos;{banner}&apos;.</source>
        <translation>⚠ {name} porte déjà la bannière &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>⚑ {id} carries the banner &apos;{banner}&apos;.</source>
        <translation>⚑ {id} porte la bannière &apos;{banner}&apos;.</translation>
    </message>
    <message>
        <source>this leader</source>
        <translation>ce chef</translation>
    </message>
    <message>
        <source>⚑ {banner}: {name}&apos;s banner.</source>
        <translation>⚑ {banner} : la bannière de {name}.</translation>
    </message>
    <message>
        <source>⚑ {banner}: a new banner, carried by {id} (entered here).</source>
        <translation>⚑ {banner} : une nouvelle bannière, portée par {id} (saisi ici).</translation>
    </message>
    <message>
        <source>⚠ A new banner: no leader of {side} carries &apos;{banner}&apos; yet. Enter his counter as a Leader, or add his entry.</source>
        <translation>⚠ Une nouvelle bannière : aucun chef de {side} ne porte encore &apos;{banner}&apos;. Saisissez son pion comme Chef, ou ajoutez sa fiche.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>ce camp</translation>
    </message>
    <message>
        <source>That was the last counter: Add to scenario (Ctrl+Enter) when you are done.</source>
        <translation>C&apos;était le dernier pion : Ajouter au scénario (Ctrl+Entrée) quand vous avez fini.</translation>
    </message>
    <message>
        <source>{count} counters: side {side}</source>
        <translation>{count} pions : camp {side}</translation>
    </message>
    <message>
        <source>, banner {banner}</source>
        <translation>, bannière {banner}</translation>
    </message>
    <message>
        <source>Added the entry of the leader who carries &apos;{banner}&apos;: type his values.</source>
        <translation>La fiche du chef qui porte &apos;{banner}&apos; a été ajoutée : tapez ses valeurs.</translation>
    </message>
    <message>
        <source>strength points (at least 1)</source>
        <translation>points de force (au moins 1)</translation>
    </message>
    <message>
        <source>quality, 0–9</source>
        <translation>qualité, 0–9</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Shooting target</source>
        <translation>Cible du tir</translation>
    </message>
    <message>
        <source>Charge target</source>
        <translation>Cible de la charge</translation>
    </message>
    <message>
        <source>Shoots</source>
        <translation>Tire</translation>
    </message>
    <message>
        <source>more than 90° left</source>
        <translation>plus de 90° à gauche</translation>
    </message>
    <message>
        <source>45–90° left</source>
        <translation>45–90° à gauche</translation>
    </message>
    <message>
        <source>0–45° either way</source>
        <translation>0–45° d&apos;un côté ou de l&apos;autre</translation>
    </message>
    <message>
        <source>45–90° right</source>
        <translation>45–90° à droite</translation>
    </message>
    <message>
        <source>more than 90° right</source>
        <translation>plus de 90° à droite</translation>
    </message>
    <message>
        <source>forced march</source>
        <translation>marche forcée</translation>
    </message>
    <message>
        <source>reform</source>
        <translation>reformation</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>halte</translation>
    </message>
    <message>
        <source>before the move</source>
        <translation>avant le mouvement</translation>
    </message>
    <message>
        <source>after the move</source>
        <translation>après le mouvement</translation>
    </message>
    <message>
        <source>Round </source>
        <translation>Tour </translation>
    </message>
    <message>
        <source>The round whose orders are shown</source>
        <translation>Le tour dont les ordres sont montrés</translation>
    </message>
    <message>
        <source>Lock round</source>
        <translation>Verrouiller le tour</translation>
    </message>
    <message>
        <source>Lock this round&apos;s orders: once given they are not changed ([L254, L394])</source>
        <translation>Verrouiller les ordres de ce tour : une fois donnés, ils ne changent plus ([L254, L394])</translation>
    </message>
    <message>
        <source>{file} is not a BBG army sheet</source>
        <translation>{file} n&apos;est pas une feuille d&apos;armée BBG</translation>
    </message>
    <message>
        <source>Round {n} is locked</source>
        <translation>Le tour {n} est verrouillé</translation>
    </message>
    <message>
        <source>Charge order of {unit}</source>
        <translation>Ordre de charge de {unit}</translation>
    </message>
    <message>
        <source>Move order of {unit}</source>
        <translation>Ordre de mouvement de {unit}</translation>
    </message>
    <message>
        <source>Shooting order of {unit}</source>
        <translation>Ordre de tir de {unit}</translation>
    </message>
    <message>
        <source>Unlock round {n}</source>
        <translation>Déverrouiller le tour {n}</translation>
    </message>
    <message>
        <source>Lock round {n}</source>
        <translation>Verrouiller le tour {n}</translation>
    </message>
    <message>
        <source>{id} (not an enemy unit)</source>
        <translation>{id} (pas une unité ennemie)</translation>
    </message>
    <message>
        <source>Add a move glyph (B58)</source>
        <translation>Ajouter un signe de mouvement (B58)</translation>
    </message>
    <message>
        <source>Clear the move order</source>
        <translation>Effacer l&apos;ordre de mouvement</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Verrouillé</translation>
    </message>
    <message>
        <source>The enemy unit it charges</source>
        <translation>L&apos;unité ennemie qu&apos;elle charge</translation>
    </message>
    <message>
        <source>The enemy unit it shoots at</source>
        <translation>L&apos;unité ennemie sur laquelle elle tire</translation>
    </message>
    <message>
        <source>Shooting before or after the move (blank = before, [L400])</source>
        <translation>Tir avant ou après le mouvement (vide = avant, [L400])</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>A unit or a leader counter (type U or L)</source>
        <translation>Un pion d&apos;unité ou de chef (tapez U ou L)</translation>
    </message>
    <message>
        <source>The side the counter belongs to</source>
        <translation>Le camp auquel appartient le pion</translation>
    </message>
    <message>
        <source>Unique in the scenario. Proposed from banner, type and the next free number until you type one; clear it to get the proposal back</source>
        <translation>Unique dans le scénario. Proposé d&apos;après la bannière, le type et le prochain numéro libre tant que vous n&apos;en tapez pas ; videz-le pour retrouver la proposition</translation>
    </message>
    <message>
        <source>Optional: the name printed on the counter</source>
        <translation>Facultatif : le nom imprimé sur le pion</translation>
    </message>
    <message>
        <source>The banner (a leader&apos;s blazon) the counter fights under; a new one needs its leader</source>
        <translation>La bannière (le blason d&apos;un chef) sous laquelle combat le pion ; une nouvelle demande son chef</translation>
    </message>
    <message>
        <source>Add a leader entry for this banner</source>
        <translation>Ajouter une fiche de chef pour cette bannière</translation>
    </message>
    <message>
        <source>A leader counter carries the banner; add his entry (no cell on this sheet) and type his values</source>
        <translation>Un pion de chef porte la bannière ; ajoutez sa fiche (pas de case sur cette planche) et tapez ses valeurs</translation>
    </message>
    <message>
        <source>The unit type (2.2): type the letters of its code (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</source>
        <translation>Le type d&apos;unité (2.2) : tapez les lettres de son code (Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Sorte</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>Ca&amp;mp</translation>
    </message>
    <message>
        <source>I&amp;d</source>
        <translation>I&amp;dentifiant</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>&amp;Banner</source>
        <translation>&amp;Bannière</translation>
    </message>
    <message>
        <source>&amp;Mounted</source>
        <translation>M&amp;onté</translation>
    </message>
    <message>
        <source>&amp;Fire symbol</source>
        <translation>Symbole de t&amp;ir</translation>
    </message>
    <message>
        <source>The counter shows the fire symbol (Ar, Ab, Aq and At always do)</source>
        <translation>Le pion porte le symbole de tir (Ar, Ab, Aq et At toujours)</translation>
    </message>
    <message>
        <source>May dismount (dismounted values below)</source>
        <translation>Peut démonter (valeurs démontées ci-dessous)</translation>
    </message>
    <message>
        <source>Replacement values (the counter&apos;s back, 7.6)</source>
        <translation>Valeurs du remplaçant (le verso du pion, 7.6)</translation>
    </message>
    <message>
        <source>The front as it will be cut</source>
        <translation>Le recto tel qu&apos;il sera découpé</translation>
    </message>
    <message>
        <source>Its back (fatigued side of a unit, replacement of a leader), paired as printed</source>
        <translation>Son verso (face fatiguée d&apos;une unité, remplaçant d&apos;un chef), apparié comme imprimé</translation>
    </message>
    <message>
        <source>&amp;Add this counter to the scenario</source>
        <translation>&amp;Ajouter ce pion au scénario</translation>
    </message>
    <message>
        <source>Ticked as soon as you type into it or press Enter on it; untick to leave it out (Alt+A)</source>
        <translation>Coché dès que vous y tapez ou y appuyez sur Entrée ; décochez pour le laisser de côté (Alt+A)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>The previous counter (Shift+Enter, Page Up)</source>
        <translation>Le pion précédent (Maj+Entrée, Page Up)</translation>
    </message>
    <message>
        <source>Same as previous</source>
        <translation>Comme le précédent</translation>
    </message>
    <message>
        <source>The previous counter&apos;s values, all but its id and name (Ctrl+D)</source>
        <translation>Les valeurs du pion précédent, sauf son identifiant et son nom (Ctrl+D)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Keep these values and go to the next counter (Enter; Page Down goes on without keeping them)</source>
        <translation>Garder ces valeurs et passer au pion suivant (Entrée ; Page Down continue sans les garder)</translation>
    </message>
    <message>
        <source>Selected counters</source>
        <translation>Pions sélectionnés</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The side to give every selected counter</source>
        <translation>Le camp à donner à chaque pion sélectionné</translation>
    </message>
    <message>
        <source>The banner to give every selected counter (Ctrl+click or Shift+click crops to select them)</source>
        <translation>La bannière à donner à chaque pion sélectionné (Ctrl+clic ou Maj+clic sur les découpes pour les sélectionner)</translation>
    </message>
    <message>
        <source>Set side and banner</source>
        <translation>Fixer camp et bannière</translation>
    </message>
    <message>
        <source>Give every selected counter this side and banner (Ctrl+B)</source>
        <translation>Donner ce camp et cette bannière à chaque pion sélectionné (Ctrl+B)</translation>
    </message>
    <message>
        <source>fronts only</source>
        <translation>rectos seulement</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>aucun sélectionné</translation>
    </message>
    <message>
        <source>{n} selected</source>
        <translation>{n} sélectionné(s)</translation>
    </message>
    <message>
        <source>Turned over left to right (mirrored columns)</source>
        <translation>Retournée de gauche à droite (colonnes en miroir)</translation>
    </message>
    <message>
        <source>Turned over top to bottom (mirrored rows)</source>
        <translation>Retournée de haut en bas (rangées en miroir)</translation>
    </message>
    <message>
        <source>Same row and column</source>
        <translation>Même rangée et même colonne</translation>
    </message>
    <message>
        <source>No backs (fronts only)</source>
        <translation>Pas de versos (rectos seulement)</translation>
    </message>
    <message>
        <source>The other half of this image</source>
        <translation>L&apos;autre moitié de cette image</translation>
    </message>
    <message>
        <source>Another image</source>
        <translation>Une autre image</translation>
    </message>
    <message>
        <source>Sheet images</source>
        <translation>Images de la planche</translation>
    </message>
    <message>
        <source>(none: open a scan)</source>
        <translation>(aucune : ouvrez une numérisation)</translation>
    </message>
    <message>
        <source>The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)</source>
        <translation>La numérisation des rectos : PNG, JPEG ou TIFF (Ctrl+O)</translation>
    </message>
    <message>
        <source>page </source>
        <translation>page </translation>
    </message>
    <message>
        <source>The page of a multi-page TIFF</source>
        <translation>La page d&apos;un TIFF à plusieurs pages</translation>
    </message>
    <message>
        <source>Fronts</source>
        <translation>Rectos</translation>
    </message>
    <message>
        <source>Where the backs are: the other half of the front scan, or a scan of their own</source>
        <translation>Où sont les versos : l&apos;autre moitié de la numérisation des rectos, ou une numérisation à part</translation>
    </message>
    <message>
        <source>Backs</source>
        <translation>Versos</translation>
    </message>
    <message>
        <source>The scan with the backs</source>
        <translation>La numérisation des versos</translation>
    </message>
    <message>
        <source>Back image</source>
        <translation>Image des versos</translation>
    </message>
    <message>
        <source>How a back is found from its front: a sheet printed on both sides and turned over left to right has its columns mirrored</source>
        <translation>Comment un verso se trouve depuis son recto : une planche imprimée des deux côtés et retournée de gauche à droite a ses colonnes en miroir</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>e.g. Norman Swords, counter sheet 1</source>
        <translation>p. ex. Norman Swords, planche de pions 1</translation>
    </message>
    <message>
        <source>Grid (image pixels)</source>
        <translation>Grille (pixels de l&apos;image)</translation>
    </message>
    <message>
        <source>Left edge of the counter in row 1, column 1</source>
        <translation>Bord gauche du pion de la rangée 1, colonne 1</translation>
    </message>
    <message>
        <source>Top edge of that counter</source>
        <translation>Bord supérieur de ce pion</translation>
    </message>
    <message>
        <source>Origin x, y</source>
        <translation>Origine x, y</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>Largeur d&apos;un pion</translation>
    </message>
    <message>
        <source>Counter height</source>
        <translation>Hauteur d&apos;un pion</translation>
    </message>
    <message>
        <source>Counter w, h</source>
        <translation>Pion l, h</translation>
    </message>
    <message>
        <source>Gap between two columns</source>
        <translation>Espace entre deux colonnes</translation>
    </message>
    <message>
        <source>Gap between two rows</source>
        <translation>Espace entre deux rangées</translation>
    </message>
    <message>
        <source>Gap x, y</source>
        <translation>Espace x, y</translation>
    </message>
    <message>
        <source>Rows of counters</source>
        <translation>Rangées de pions</translation>
    </message>
    <message>
        <source>Columns of counters</source>
        <translation>Colonnes de pions</translation>
    </message>
    <message>
        <source>Rows, columns</source>
        <translation>Rangées, colonnes</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constatations</translation>
    </message>
    <message>
        <source>What check_layout says about this layout, live; click one to see its cell</source>
        <translation>Ce que check_layout dit de cette disposition, en direct ; cliquez-en une pour voir sa case</translation>
    </message>
    <message>
        <source>Back grid</source>
        <translation>Grille des versos</translation>
    </message>
    <message>
        <source>Left edge of the back grid&apos;s top-left counter</source>
        <translation>Bord gauche du pion en haut à gauche de la grille des versos</translation>
    </message>
    <message>
        <source>Its top edge</source>
        <translation>Son bord supérieur</translation>
    </message>
    <message>
        <source>Its own counter size and gap</source>
        <translation>Sa propre taille de pion et son espace</translation>
    </message>
    <message>
        <source>Left unticked, the back grid has the front grid&apos;s size and gap</source>
        <translation>Décochée, la grille des versos a la taille et l&apos;espace de celle des rectos</translation>
    </message>
    <message>
        <source>Back counter width</source>
        <translation>Largeur d&apos;un pion au verso</translation>
    </message>
    <message>
        <source>Back counter height</source>
        <translation>Hauteur d&apos;un pion au verso</translation>
    </message>
    <message>
        <source>Back gap between columns</source>
        <translation>Espace entre colonnes au verso</translation>
    </message>
    <message>
        <source>Back gap between rows</source>
        <translation>Espace entre rangées au verso</translation>
    </message>
    <message>
        <source>Offsets (a sheet that is not quite straight)</source>
        <translation>Décalages (une planche pas tout à fait droite)</translation>
    </message>
    <message>
        <source>front grid</source>
        <translation>grille des rectos</translation>
    </message>
    <message>
        <source>back grid</source>
        <translation>grille des versos</translation>
    </message>
    <message>
        <source>Which grid the offsets below belong to</source>
        <translation>La grille à laquelle appartiennent les décalages ci-dessous</translation>
    </message>
    <message>
        <source>On the</source>
        <translation>Sur la</translation>
    </message>
    <message>
        <source>row </source>
        <translation>rangée </translation>
    </message>
    <message>
        <source>A row slides sideways (and up or down); Shift+drag a counter on the sheet</source>
        <translation>Une rangée glisse de côté (et vers le haut ou le bas) ; Maj+glisser un pion sur la planche</translation>
    </message>
    <message>
        <source>Row shift right (px)</source>
        <translation>Décalage de rangée à droite (px)</translation>
    </message>
    <message>
        <source>Row shift down (px)</source>
        <translation>Décalage de rangée vers le bas (px)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>column </source>
        <translation>colonne </translation>
    </message>
    <message>
        <source>A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet</source>
        <translation>Une colonne glisse vers le haut ou le bas (et de côté) ; Ctrl+Maj+glisser un pion sur la planche</translation>
    </message>
    <message>
        <source>Column shift right (px)</source>
        <translation>Décalage de colonne à droite (px)</translation>
    </message>
    <message>
        <source>Column shift down (px)</source>
        <translation>Décalage de colonne vers le bas (px)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Crops</source>
        <translation>Découpes</translation>
    </message>
    <message>
        <source>Folder of the crops, next to the scenario (or the side&apos;s counter library)</source>
        <translation>Dossier des découpes, à côté du scénario (ou de la bibliothèque de pions du camp)</translation>
    </message>
    <message>
        <source>File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png</source>
        <translation>Nom de fichier d&apos;une découpe : {id}, {cell}, {row}, {col}, {face} ; se termine par .png</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom de fichier</translation>
    </message>
    <message>
        <source>column {n}: {dx}, {dy}</source>
        <translation>colonne {n} : {dx}, {dy}</translation>
    </message>
    <message>
        <source>Offsets: {parts}</source>
        <translation>Décalages : {parts}</translation>
    </message>
    <message>
        <source>No offsets: a straight sheet.</source>
        <translation>Pas de décalage : une planche droite.</translation>
    </message>
    <message>
        <source>No findings: every counter&apos;s box is on its image.</source>
        <translation>Aucune constatation : la case de chaque pion est sur son image.</translation>
    </message>
    <message>
        <source>Grid {key}</source>
        <translation>Grille {key}</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>Page {title}</translation>
    </message>
    <message>
        <source>{title} {value} offset</source>
        <translation>Décalage {title} {value}</translation>
    </message>
    <message>
        <source>Crops&apos; folder and name</source>
        <translation>Dossier et nom des découpes</translation>
    </message>
    <message>
        <source>Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff)</source>
        <translation>Planches numérisées (*.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Sheet scans and layouts (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Sheet scans (*.png *.jpg *.jpeg *.tif *.tiff);;Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Planches numérisées et dispositions (*.png *.jpg *.jpeg *.tif *.tiff *.yaml *.yml);;Planches numérisées (*.png *.jpg *.jpeg *.tif *.tiff);;Dispositions de planche (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Sheet layouts (*.yaml *.yml);;All files (*)</source>
        <translation>Dispositions de planche (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the scan</source>
        <translation>Impossible d&apos;ouvrir la numérisation</translation>
    </message>
    <message>
        <source>Open the front scan</source>
        <translation>Ouvrir la numérisation des rectos</translation>
    </message>
    <message>
        <source>Front scan</source>
        <translation>Numérisation des rectos</translation>
    </message>
    <message>
        <source>Open the fronts first</source>
        <translation>Ouvrez d&apos;abord les rectos</translation>
    </message>
    <message>
        <source>Open the scan with the fronts first; then its backs.</source>
        <translation>Ouvrez d&apos;abord la numérisation des rectos ; ensuite ses versos.</translation>
    </message>
    <message>
        <source>Back scan</source>
        <translation>Numérisation des versos</translation>
    </message>
    <message>
        <source>Open a sheet scan or layout</source>
        <translation>Ouvrir une planche numérisée ou une disposition</translation>
    </message>
    <message>
        <source>Open the scan with the fronts</source>
        <translation>Ouvrir la numérisation des rectos</translation>
    </message>
    <message>
        <source>Open the scan with the backs</source>
        <translation>Ouvrir la numérisation des versos</translation>
    </message>
    <message>
        <source>Cannot open the layout</source>
        <translation>Impossible d&apos;ouvrir la disposition</translation>
    </message>
    <message>
        <source>{name} cannot be opened as a sheet layout:

{lines}</source>
        <translation>{name} ne peut pas être ouvert comme disposition de planche :

{lines}</translation>
    </message>
    <message>
        <source>Save the sheet layout as</source>
        <translation>Enregistrer la disposition de la planche sous</translation>
    </message>
    <message>
        <source>Cannot save the layout</source>
        <translation>Impossible d&apos;enregistrer la disposition</translation>
    </message>
    <message>
        <source>{path} could not be written: {error}.

The file on disk is unchanged; the layout is still here.</source>
        <translation>{path} n&apos;a pas pu être écrit : {error}.

Le fichier sur le disque est inchangé ; la disposition est toujours là.</translation>
    </message>
    <message>
        <source>Saved the layout to {layout_path}</source>
        <translation>Disposition enregistrée dans {layout_path}</translation>
    </message>
    <message>
        <source>Writing the counter images…</source>
        <translation>Écriture des images des pions…</translation>
    </message>
    <message>
        <source>Writing the counter images… {done} of {total}</source>
        <translation>Écriture des images des pions… {done} sur {total}</translation>
    </message>
    <message>
        <source>Import 1 counter from a counter sheet</source>
        <translation>Importer 1 pion d&apos;une planche de pions</translation>
    </message>
    <message>
        <source>Import {count} counters from a counter sheet</source>
        <translation>Importer {count} pions d&apos;une planche de pions</translation>
    </message>
    <message>
        <source>Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or Shift+click select several (for a banner or a side in one go)</source>
        <translation>Chaque découpe, recto et verso : ce qui sera écrit. Cliquez-en une pour la saisir ; Ctrl+clic ou Maj+clic en sélectionne plusieurs (pour une bannière ou un camp d&apos;un coup)</translation>
    </message>
    <message>
        <source>Not in play mode: leave play mode (F5) to edit</source>
        <translation>Pas en mode jeu : quittez le mode jeu (F5) pour modifier</translation>
    </message>
    <message>
        <source>the map as set up, activation of {leader} at {step}</source>
        <translation>la carte telle que déployée, activation de {leader} à {step}</translation>
    </message>
    <message>
        <source>the map as set up (Phase A)</source>
        <translation>la carte telle que déployée (phase A)</translation>
    </message>
    <message>
        <source>choose the leader whose activation starts the game</source>
        <translation>choisissez le chef dont l&apos;activation commence la partie</translation>
    </message>
    <message>
        <source>start: {start}</source>
        <translation>début : {start}</translation>
    </message>
    <message>
        <source>main line, 1 move</source>
        <translation>ligne principale, 1 coup</translation>
    </message>
    <message>
        <source>main line, {moves} moves</source>
        <translation>ligne principale, {moves} coups</translation>
    </message>
    <message>
        <source>branch {n}: from move {fork}, {moves} moves ({text})</source>
        <translation>branche {n} : depuis le coup {fork}, {moves} coups ({text})</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>niveau {level}</translation>
    </message>
    <message>
        <source> (inside)</source>
        <translation> (intérieur)</translation>
    </message>
    <message>
        <source> (outside)</source>
        <translation> (extérieur)</translation>
    </message>
    <message>
        <source>hexsides: {list}</source>
        <translation>côtés : {list}</translation>
    </message>
    <message>
        <source>{route} to {hex}</source>
        <translation>{route} vers {hex}</translation>
    </message>
    <message>
        <source>{unit} (unknown unit)</source>
        <translation>{unit} (unité inconnue)</translation>
    </message>
    <message>
        <source> facing {facing}</source>
        <translation> orientation {facing}</translation>
    </message>
    <message>
        <source>, fatigued</source>
        <translation>, fatigué</translation>
    </message>
    <message>
        <source>(leader, wounded)</source>
        <translation>(chef, blessé)</translation>
    </message>
    <message>
        <source>(leader)</source>
        <translation>(chef)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>terrain clair</translation>
    </message>
    <message>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>broussailles</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>ferme</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>étang</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lac</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mer</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>ruisseau</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>fortification</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>gué</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>track</source>
        <translation>piste</translation>
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
        <translation>ouest</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>discouraged</source>
        <translation>découragé</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>dérouté</translation>
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
        <translation>qualité</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>rayon</translation>
    </message>
    <message>
        <source>(the score cannot be computed: {error})</source>
        <translation>(le score ne peut pas être calculé : {error})</translation>
    </message>
    <message>
        <source>leaders do not charge (10.2)</source>
        <translation>les chefs ne chargent pas (10.2)</translation>
    </message>
    <message>
        <source>{unit} may not charge now</source>
        <translation>{unit} ne peut pas charger maintenant</translation>
    </message>
    <message>
        <source>{ids} is not on the map</source>
        <translation>{ids} n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>{hex} is not among the legal ends of this move</source>
        <translation>{hex} n&apos;est pas parmi les fins légales de ce mouvement</translation>
    </message>
    <message>
        <source>{title} — test position, turn {turn}</source>
        <translation>{title} — position de test, tour {turn}</translation>
    </message>
    <message>
        <source>the game is in Phase {phase}{step}; the file starts turn {turn} at Phase A</source>
        <translation>la partie est en phase {phase}{step} ; le fichier commence le tour {turn} en phase A</translation>
    </message>
    <message>
        <source>out of command</source>
        <translation>non commandé</translation>
    </message>
    <message>
        <source>resting</source>
        <translation>repos</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>mêlée</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>{marker} markers are not kept ({ids})</source>
        <translation>les marqueurs {marker} ne sont pas gardés ({ids})</translation>
    </message>
    <message>
        <source>leaders dead, captured or replaced are left off the map: {leaders}</source>
        <translation>les chefs morts, capturés ou remplacés restent hors de la carte : {leaders}</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Mêlée</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>there is no unit to attack in {hex}</source>
        <translation>il n&apos;y a pas d&apos;unité à attaquer en {hex}</translation>
    </message>
    <message>
        <source>a selected unit is not on the map</source>
        <translation>une unité sélectionnée n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>also: {reason}</source>
        <translation>aussi : {reason}</translation>
    </message>
    <message>
        <source>no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)</source>
        <translation>pas de ligne de vue de {origin} à {target} : bloquée par {where} (9.2, R17)</translation>
    </message>
    <message>
        <source>fire has one target hex; the others are left out (9.3)</source>
        <translation>le tir a un seul hexagone cible ; les autres sont laissés de côté (9.3)</translation>
    </message>
    <message>
        <source>Roll for {what}</source>
        <translation>Jet pour {what}</translation>
    </message>
    <message>
        <source>The pending roll</source>
        <translation>Le jet en attente</translation>
    </message>
    <message>
        <source>the game holds designer steps ({step}…), which are not choices of the rules; a record can only hold those. Start the game at that leader&apos;s activation instead</source>
        <translation>la partie contient des étapes de concepteur ({step}…), qui ne sont pas des choix des règles ; un relevé ne peut contenir que ceux-ci. Commencez plutôt la partie à l&apos;activation de ce chef</translation>
    </message>
    <message>
        <source>the record cannot be read</source>
        <translation>le relevé ne peut pas être lu</translation>
    </message>
    <message>
        <source>no image</source>
        <translation>pas d&apos;image</translation>
    </message>
    <message>
        <source>{path}: absolute or outside the scenario&apos;s folder; not opened</source>
        <translation>{path} : absolu ou hors du dossier du scénario ; non ouvert</translation>
    </message>
    <message>
        <source>{path}: not found</source>
        <translation>{path} : introuvable</translation>
    </message>
    <message>
        <source>The language changes outside play mode: leave it first (Play → Play mode, F5). A game kept to resume stays kept.</source>
        <translation>La langue se change hors du mode jeu : quittez-le d&apos;abord (Jeu → Mode jeu, F5). Une partie gardée pour être reprise reste gardée.</translation>
    </message>
    <message>
        <source>Unit card or unit</source>
        <translation>Carte d&apos;unités ou unité</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Drag a unit card onto the table to place a unit; click a placed unit to select it</source>
        <translation>Glissez une carte d&apos;unités sur la table pour placer une unité ; cliquez une unité placée pour la sélectionner</translation>
    </message>
    <message>
        <source>Unit cards of {army}</source>
        <translation>Cartes d&apos;unités de {army}</translation>
    </message>
    <message>
        <source>No army list read for this side</source>
        <translation>Aucune liste d&apos;armée lue pour ce camp</translation>
    </message>
    <message>
        <source>Drag onto the table to place a unit of this card</source>
        <translation>Glissez sur la table pour placer une unité de cette carte</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <source>dissolved: skirmishers</source>
        <translation>dissoute : tirailleurs</translation>
    </message>
    <message>
        <source>The table: {width} × {depth} M</source>
        <translation>La table : {width} × {depth} M</translation>
    </message>
    <message>
        <source>{length} M</source>
        <translation>{length} M</translation>
    </message>
    <message>
        <source>Table {width} × {depth} M, {cm} cm per M</source>
        <translation>Table {width} × {depth} M, {cm} cm par M</translation>
    </message>
    <message>
        <source>Remove units from {side}</source>
        <translation>Retirer des unités de {side}</translation>
    </message>
    <message>
        <source>Place {unit}</source>
        <translation>Placer {unit}</translation>
    </message>
    <message>
        <source>Level…</source>
        <translation>Niveau…</translation>
    </message>
    <message>
        <source>Uphill towards…</source>
        <translation>Montée vers…</translation>
    </message>
    <message>
        <source>Delete this terrain</source>
        <translation>Supprimer ce terrain</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>Compass bearing uphill, 0 = north (B47):</source>
        <translation>Cap de la montée en degrés, 0 = nord (B47) :</translation>
    </message>
    <message>
        <source>Level and slope of {terrain}</source>
        <translation>Niveau et pente de {terrain}</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>Supprimer {terrain}</translation>
    </message>
    <message>
        <source>Click the corners of the new {type}; double-click or Enter ends it, Esc cancels</source>
        <translation>Cliquez les sommets du nouveau {type} ; double-clic ou Entrée termine, Échap annule</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners and a line at least 2: nothing was added</source>
        <translation>Une zone demande au moins 3 sommets et une ligne au moins 2 : rien n&apos;a été ajouté</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>Dessiner {terrain}</translation>
    </message>
    <message>
        <source>Drag to move this corner (it snaps to other terrain&apos;s corners); Delete or right-click removes it</source>
        <translation>Glissez pour déplacer ce sommet (il s&apos;aimante aux sommets des autres terrains) ; Suppr ou clic droit le retire</translation>
    </message>
    <message>
        <source>Move a corner</source>
        <translation>Déplacer un sommet</translation>
    </message>
    <message>
        <source>Add a corner</source>
        <translation>Ajouter un sommet</translation>
    </message>
    <message>
        <source>An area keeps at least 3 corners and a line at least 2</source>
        <translation>Une zone garde au moins 3 sommets et une ligne au moins 2</translation>
    </message>
    <message>
        <source>Remove a corner</source>
        <translation>Retirer un sommet</translation>
    </message>
    <message>
        <source>uphill towards {bearing}°</source>
        <translation>montée vers {bearing}°</translation>
    </message>
    <message>
        <source>Camp of {side}</source>
        <translation>Camp de {side}</translation>
    </message>
    <message>
        <source>Drag to turn the unit; it snaps at 45°, 90° and 180°, the army sheet&apos;s turn categories (Ctrl: free)</source>
        <translation>Glissez pour tourner l&apos;unité ; elle s&apos;arrête à 45°, 90° et 180°, les catégories de virage de la feuille d&apos;armée (Ctrl : libre)</translation>
    </message>
    <message>
        <source>Turn {turn}° ({glyph} on the army sheet)</source>
        <translation>Virage {turn}° ({glyph} sur la feuille d&apos;armée)</translation>
    </message>
    <message>
        <source>Turn {unit}</source>
        <translation>Tourner {unit}</translation>
    </message>
    <message>
        <source>{unit}: {count} figures, heading {heading}°</source>
        <translation>{unit} : {count} figurines, cap {heading}°</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>Déplacer {unit}</translation>
    </message>
    <message>
        <source>{px} px per M</source>
        <translation>{px} px par M</translation>
    </message>
    <message>
        <source>Table as &amp;PNG…</source>
        <translation>La table en &amp;PNG…</translation>
    </message>
    <message>
        <source>Draw the table, its terrain and its units to a PNG</source>
        <translation>Dessiner la table, son terrain et ses unités dans un PNG</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected units, or the corner being edited</source>
        <translation>Supprimer les unités sélectionnées, ou le sommet en cours d&apos;édition</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Toute la table</translation>
    </message>
    <message>
        <source>Show the whole table</source>
        <translation>Montrer toute la table</translation>
    </message>
    <message>
        <source>The kind of terrain the next area or line drawn gets</source>
        <translation>Le type de terrain de la prochaine zone ou ligne dessinée</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Dessiner un terrain</translation>
    </message>
    <message>
        <source>Draw a new terrain area or line, corner by corner (T)</source>
        <translation>Dessiner une nouvelle zone ou ligne de terrain, sommet par sommet (T)</translation>
    </message>
    <message>
        <source>x {x} M, y {y} M</source>
        <translation>x {x} M, y {y} M</translation>
    </message>
    <message>
        <source>Export the table as PNG</source>
        <translation>Exporter la table en PNG</translation>
    </message>
    <message>
        <source>Pixels per M:</source>
        <translation>Pixels par M :</translation>
    </message>
    <message>
        <source>&amp;Read terrain from the scan…</source>
        <translation>&amp;Lire le terrain sur le scan…</translation>
    </message>
    <message>
        <source>Classify every hex&apos;s terrain and level from the scan, taught by a few samples</source>
        <translation>Classer le terrain et le niveau de chaque hexagone d&apos;après le scan, appris de quelques exemples</translation>
    </message>
    <message>
        <source>Read terrain from the scan</source>
        <translation>Lire le terrain sur le scan</translation>
    </message>
    <message>
        <source>The number of a hex whose terrain you know</source>
        <translation>Le numéro d&apos;un hexagone dont vous connaissez le terrain</translation>
    </message>
    <message>
        <source>Add sample</source>
        <translation>Ajouter l&apos;exemple</translation>
    </message>
    <message>
        <source>Teach this hex&apos;s terrain and level (two or three hexes of each terrain)</source>
        <translation>Apprendre le terrain et le niveau de cet hexagone (deux ou trois hexagones de chaque terrain)</translation>
    </message>
    <message>
        <source>Teach on the map</source>
        <translation>Apprendre sur la carte</translation>
    </message>
    <message>
        <source>A click with the terrain brush adds the hex as a sample of the brush&apos;s terrain and the level above instead of painting it; a click on a sample removes it</source>
        <translation>Un clic du pinceau de terrain ajoute l&apos;hexagone comme exemple du terrain du pinceau et du niveau ci-dessus au lieu de le peindre ; un clic sur un exemple le retire</translation>
    </message>
    <message>
        <source>Read the map</source>
        <translation>Lire la carte</translation>
    </message>
    <message>
        <source>Enter: accept the hex as read; Ctrl+Enter: correct it to the terrain and level above</source>
        <translation>Entrée : accepter l&apos;hexagone tel que lu ; Ctrl+Entrée : le corriger avec le terrain et le niveau ci-dessus</translation>
    </message>
    <message>
        <source>Show the reading on the map</source>
        <translation>Montrer la lecture sur la carte</translation>
    </message>
    <message>
        <source>Tint each hex with the colour of the terrain read, outline the hexes to review</source>
        <translation>Teinter chaque hexagone de la couleur du terrain lu, entourer les hexagones à revoir</translation>
    </message>
    <message>
        <source>Replace painted hexes</source>
        <translation>Remplacer les hexagones peints</translation>
    </message>
    <message>
        <source>Also replace the hexes that had a terrain or a level before</source>
        <translation>Remplacer aussi les hexagones qui avaient déjà un terrain ou un niveau</translation>
    </message>
    <message>
        <source>Samples: {count}</source>
        <translation>Exemples : {count}</translation>
    </message>
    <message>
        <source>Load the scan and fit the grid first (Map → Background image)</source>
        <translation>Chargez d&apos;abord le scan et calez la grille (Carte → Image de fond)</translation>
    </message>
    <message>
        <source>Opening the scan</source>
        <translation>Ouverture du scan</translation>
    </message>
    <message>
        <source>Measuring the hexes</source>
        <translation>Mesure des hexagones</translation>
    </message>
    <message>
        <source>Reading the scan…</source>
        <translation>Lecture du scan…</translation>
    </message>
    <message>
        <source>Reading the terrain needs scikit-learn, which this copy of Banneret does not have: install it with pip install &quot;banneret[scan]&quot;</source>
        <translation>La lecture du terrain a besoin de scikit-learn, absent de cette copie de Banneret : installez-le avec pip install &quot;banneret[scan]&quot;</translation>
    </message>
    <message>
        <source>Give sample hexes of at least two terrains</source>
        <translation>Donnez des hexagones d&apos;exemple d&apos;au moins deux terrains</translation>
    </message>
    <message>
        <source>Reading cancelled: nothing changed</source>
        <translation>Lecture annulée : rien n&apos;a changé</translation>
    </message>
    <message>
        <source>{count} hexes to review: the least certain ones, each less than {percent} % sure of its terrain and level (at most 15 % of the map)</source>
        <translation>{count} hexagones à revoir : les moins sûrs, chacun sûr à moins de {percent} % de son terrain et de son niveau (au plus 15 % de la carte)</translation>
    </message>
    <message>
        <source>{unit}: field of view (B44)</source>
        <translation>{unit} : champ de vision (B44)</translation>
    </message>
    <message>
        <source>{unit}: zone of control, 4 M (B44)</source>
        <translation>{unit} : zone de contrôle, 4 M (B44)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: short range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon} : portée courte, force {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: medium range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon} : portée moyenne, force {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: long range, strength {strength} (B34, B35)</source>
        <translation>{unit}, {weapon} : portée longue, force {strength} (B34, B35)</translation>
    </message>
    <message>
        <source>{unit}, {weapon}: out of reach while it moves, beyond half range to its front and right (B36, [L424])</source>
        <translation>{unit}, {weapon} : hors de portée en mouvement, au-delà de la demi-portée vers l&apos;avant et la droite (B36, [L424])</translation>
    </message>
    <message>
        <source>{unit}: {side} flank protected by {by} (B19)</source>
        <translation>{unit} : flanc {side} protégé par {by} (B19)</translation>
    </message>
    <message>
        <source>{unit}: {side} flank not protected (B19)</source>
        <translation>{unit} : flanc {side} non protégé (B19)</translation>
    </message>
    <message>
        <source>{name}: 4 M command radius (B29)</source>
        <translation>{name} : rayon de commandement de 4 M (B29)</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droit</translation>
    </message>
    <message>
        <source>Select the unit first, then draw its path.</source>
        <translation>Sélectionnez d&apos;abord l&apos;unité, puis tracez son chemin.</translation>
    </message>
    <message>
        <source>Ruler: click the first unit, then the second.</source>
        <translation>Règle : cliquez sur la première unité, puis sur la seconde.</translation>
    </message>
    <message>
        <source>Ruler from {unit}: click the second unit.</source>
        <translation>Règle depuis {unit} : cliquez sur la seconde unité.</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, centre to centre (B34)</source>
        <translation>{a} à {b} : {distance} M, de centre à centre (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, from the base centre of the elephant or chariot (B34)</source>
        <translation>{a} à {b} : {distance} M, depuis le centre du socle de l&apos;éléphant ou du char (B34)</translation>
    </message>
    <message>
        <source>{a} to {b}: {distance} M, edge to edge (B3)</source>
        <translation>{a} à {b} : {distance} M, de bord à bord (B3)</translation>
    </message>
    <message>
        <source>Path of {unit}: click its corners; double-click or Enter ends it.</source>
        <translation>Chemin de {unit} : cliquez ses sommets ; un double-clic ou Entrée le termine.</translation>
    </message>
    <message>
        <source>{unit}: within 4 M of its rout path (B31)</source>
        <translation>{unit} : à 4 M ou moins de son chemin de déroute (B31)</translation>
    </message>
    <message>
        <source>Rout of {unit}: the friends within 4 M of its path test their morale (B31): {names}</source>
        <translation>Déroute de {unit} : les unités amies à 4 M ou moins de son chemin testent leur moral (B31) : {names}</translation>
    </message>
    <message>
        <source>The friends it runs into test at four or six times their morale value (B31, [L503]): {names}</source>
        <translation>Les unités amies qu&apos;elle percute testent à quatre ou six fois leur valeur de moral (B31, [L503]) : {names}</translation>
    </message>
    <message>
        <source>Path of {unit}: {length} M long, costs {cost} M with the terrain (B47)</source>
        <translation>Chemin de {unit} : {length} M de long, coûte {cost} M avec le terrain (B47)</translation>
    </message>
    <message>
        <source>Impassable on the way: {areas} (B47)</source>
        <translation>Infranchissable en chemin : {areas} (B47)</translation>
    </message>
    <message>
        <source>Every turn has a radius of 2.5 M or more (B49).</source>
        <translation>Chaque virage a un rayon de 2,5 M ou plus (B49).</translation>
    </message>
    <message>
        <source>Too tight a turn: {radius} M at the tightest corner, 2.5 M at least (B49).</source>
        <translation>Virage trop serré : {radius} M au sommet le plus serré, 2,5 M au moins (B49).</translation>
    </message>
    <message>
        <source>Too tight: the largest arc here has a radius of {radius} M (B49)</source>
        <translation>Trop serré : le plus grand arc ici a un rayon de {radius} M (B49)</translation>
    </message>
    <message>
        <source>Referee mode: distances and overlays stay hidden until the orders of round {round} are locked ([L254, L394]).</source>
        <translation>Mode arbitre : distances et calques restent cachés tant que les ordres du tour {round} ne sont pas verrouillés ([L254, L394]).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Overlays of the selected units</source>
        <translation>Calques des unités sélectionnées</translation>
    </message>
    <message>
        <source>Zone of control and field of view</source>
        <translation>Zone de contrôle et champ de vision</translation>
    </message>
    <message>
        <source>The 90° field of view and the 4 M zone of control in front of the unit (B44)</source>
        <translation>Le champ de vision de 90° et la zone de contrôle de 4 M devant l&apos;unité (B44)</translation>
    </message>
    <message>
        <source>Range bands per weapon</source>
        <translation>Portées par arme</translation>
    </message>
    <message>
        <source>Short, medium and long range of each missile weapon, 2 M shorter per level up (B34, B35)</source>
        <translation>Portées courte, moyenne et longue de chaque arme de jet, 2 M de moins par niveau plus haut (B34, B35)</translation>
    </message>
    <message>
        <source>Protected flanks</source>
        <translation>Flancs protégés</translation>
    </message>
    <message>
        <source>The ground within 4 M of each flank of a close unit: green when a friend or an obstacle protects it (B19)</source>
        <translation>Le terrain à 4 M ou moins de chaque flanc d&apos;une unité en ordre serré : vert quand une unité amie ou un obstacle le protège (B19)</translation>
    </message>
    <message>
        <source>Command radius, 4 M</source>
        <translation>Rayon de commandement, 4 M</translation>
    </message>
    <message>
        <source>The 4 M around the army general and around the unit&apos;s own corps commander (B29)</source>
        <translation>Les 4 M autour du général et autour du chef de corps de l&apos;unité (B29)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Click two units: the distance edge to edge, or centre to centre for loose archers (B3, B34) (R)</source>
        <translation>Cliquez deux unités : la distance de bord à bord, ou de centre à centre pour les archers en ordre lâche (B3, B34) (R)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Click the selected unit&apos;s path corner by corner: its length, its cost with the terrain (B47) and the turning radius check (B49) (P)</source>
        <translation>Cliquez le chemin de l&apos;unité sélectionnée sommet par sommet : sa longueur, son coût avec le terrain (B47) et le contrôle du rayon de virage (B49) (P)</translation>
    </message>
    <message>
        <source>Draw where the selected unit routs: the friends within 4 M of it test their morale (B31) (Shift+R)</source>
        <translation>Tracez la déroute de l’unité sélectionnée : les unités amies à 4 M ou moins testent leur moral (B31) (Shift+R)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Remove the ruler and the drawn path (Esc)</source>
        <translation>Retirer la règle et le chemin tracé (Échap)</translation>
    </message>
    <message>
        <source>Centre to centre (loose archers, B34)</source>
        <translation>De centre à centre (archers en ordre lâche, B34)</translation>
    </message>
    <message>
        <source>Loose shooters measure from centre to centre ([L422]); otherwise edge to edge</source>
        <translation>Les tireurs en ordre lâche mesurent de centre à centre ([L422]) ; sinon de bord à bord</translation>
    </message>
    <message>
        <source>From the base centre (archers on an elephant or chariot, B34)</source>
        <translation>Depuis le centre du socle (archers sur un éléphant ou un char, B34)</translation>
    </message>
    <message>
        <source>Archers on an elephant or a chariot measure from the centre of its base to the target&apos;s footprint</source>
        <translation>Les archers sur un éléphant ou un char mesurent depuis le centre de son socle jusqu&apos;à l&apos;emprise de la cible</translation>
    </message>
    <message>
        <source>Referee mode</source>
        <translation>Mode arbitre</translation>
    </message>
    <message>
        <source>Hide distances and overlays until the orders are locked</source>
        <translation>Cacher distances et calques jusqu&apos;au verrouillage des ordres</translation>
    </message>
    <message>
        <source>Pre-measuring is forbidden ([L254, L394]): with this on, the players see no distance and no overlay until the round&apos;s orders are locked</source>
        <translation>Mesurer à l&apos;avance est interdit ([L254, L394]) : activé, les joueurs ne voient ni distance ni calque tant que les ordres du tour ne sont pas verrouillés</translation>
    </message>
    <message>
        <source>Orders locked</source>
        <translation>Ordres verrouillés</translation>
    </message>
    <message>
        <source>The orders of this round are written and locked: distances may be shown</source>
        <translation>Les ordres de ce tour sont écrits et verrouillés : les distances peuvent être montrées</translation>
    </message>
    <message>
        <source>Every side&apos;s army sheet says whether this round&apos;s orders are locked: lock it there ([L254, L394])</source>
        <translation>La feuille d&apos;armée de chaque camp dit si les ordres de ce tour sont verrouillés : verrouillez-le là ([L254, L394])</translation>
    </message>
    <message>
        <source>triumph {n:+d}</source>
        <translation>triomphe {n:+d}</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>en désordre</translation>
    </message>
    <message>
        <source>berserk</source>
        <translation>furieux</translation>
    </message>
    <message>
        <source>{n} wound(s)</source>
        <translation>{n} blessure(s)</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>recharge</translation>
    </message>
    <message>
        <source>{n} forced march(es)</source>
        <translation>{n} marche(s) forcée(s)</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Print pre&amp;view</source>
        <translation>&amp;Aperçu avant impression</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New record</source>
        <translation>&amp;Nouveau compte rendu</translation>
    </message>
    <message>
        <source>Start a game record on this table: the resolution panels apply their steps to it</source>
        <translation>Commencer un compte rendu de partie sur cette table : les panneaux de résolution y appliquent leurs étapes</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un compte rendu…</translation>
    </message>
    <message>
        <source>Replay a saved game record on this table and go on from its end</source>
        <translation>Rejouer un compte rendu enregistré sur cette table et continuer à partir de sa fin</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Enregistrer le compte rendu</translation>
    </message>
    <message>
        <source>&amp;Roster cards (PDF)…</source>
        <translation>&amp;Cartes d&apos;unités (PDF)…</translation>
    </message>
    <message>
        <source>Both sides&apos; roster cards, A4</source>
        <translation>Les cartes d&apos;unités des deux camps, A4</translation>
    </message>
    <message>
        <source>Blank army &amp;sheet (PDF)…</source>
        <translation>&amp;Feuille d&apos;armée vierge (PDF)…</translation>
    </message>
    <message>
        <source>The army sheet to fill in by hand, A4</source>
        <translation>La feuille d&apos;armée à remplir à la main, A4</translation>
    </message>
    <message>
        <source>&amp;Modifier card (PDF)…</source>
        <translation>Carte des &amp;modificateurs (PDF)…</translation>
    </message>
    <message>
        <source>The one-page modifier card, A4</source>
        <translation>La carte des modificateurs sur une page, A4</translation>
    </message>
    <message>
        <source>&amp;Roster card (PDF)…</source>
        <translation>&amp;Carte d&apos;unités (PDF)…</translation>
    </message>
    <message>
        <source>This army list&apos;s roster card, A4</source>
        <translation>La carte d&apos;unités de cette liste d&apos;armée, A4</translation>
    </message>
    <message>
        <source>Army &amp;sheet (PDF)…</source>
        <translation>&amp;Feuille d&apos;armée (PDF)…</translation>
    </message>
    <message>
        <source>This army sheet with its orders, A4</source>
        <translation>Cette feuille d&apos;armée avec ses ordres, A4</translation>
    </message>
    <message>
        <source>Export the roster cards</source>
        <translation>Exporter les cartes d&apos;unités</translation>
    </message>
    <message>
        <source>Export the army sheet</source>
        <translation>Exporter la feuille d&apos;armée</translation>
    </message>
    <message>
        <source>Export the modifier card</source>
        <translation>Exporter la carte des modificateurs</translation>
    </message>
    <message>
        <source>recovered game record</source>
        <translation>compte rendu de partie récupéré</translation>
    </message>
    <message>
        <source>The game record was recovered: {n} step(s), not saved yet</source>
        <translation>Le compte rendu de partie a été récupéré : {n} étape(s), pas encore enregistré</translation>
    </message>
    <message>
        <source>BBG game records (*.yaml *.yml);;All files (*)</source>
        <translation>Comptes rendus de partie BBG (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>No game on this table. Game → New record starts one; Open record goes on with a saved game.</source>
        <translation>Aucune partie sur cette table. Partie → Nouveau compte rendu en commence une ; Ouvrir un compte rendu continue une partie enregistrée.</translation>
    </message>
    <message>
        <source>{n} step(s) in the game record</source>
        <translation>{n} étape(s) dans le compte rendu de partie</translation>
    </message>
    <message>
        <source>New game record</source>
        <translation>Nouveau compte rendu de partie</translation>
    </message>
    <message>
        <source>A game record names the table&apos;s file as saved. Save the table first?</source>
        <translation>Un compte rendu de partie nomme le fichier de la table tel qu&apos;il est enregistré. Enregistrer d&apos;abord la table ?</translation>
    </message>
    <message>
        <source>this record is a game on {scenario}, not on the table in this window</source>
        <translation>ce compte rendu est une partie sur {scenario}, pas sur la table de cette fenêtre</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>compte rendu de partie</translation>
    </message>
    <message>
        <source>The game record was not saved: {reason}.

The file on disk is unchanged.</source>
        <translation>Le compte rendu de partie n&apos;a pas été enregistré : {reason}.

Le fichier sur le disque est inchangé.</translation>
    </message>
    <message>
        <source>Game record saved to {path}</source>
        <translation>Compte rendu de partie enregistré dans {path}</translation>
    </message>
    <message>
        <source>the game record</source>
        <translation>le compte rendu de partie</translation>
    </message>
    <message>
        <source>{name} cannot be played on this table:

{lines}</source>
        <translation>{name} ne peut pas être joué sur cette table :

{lines}</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Compte rendu de partie</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Round de mêlée</translation>
    </message>
    <message>
        <source>Snaking fast strike (B15)</source>
        <translation>Frappe rapide en serpentant (B15)</translation>
    </message>
    <message>
        <source>Envelopment (B16)</source>
        <translation>Enveloppement (B16)</translation>
    </message>
    <message>
        <source>routs without a test (all engaged fell)</source>
        <translation>part en déroute sans test (tous les engagés sont tombés)</translation>
    </message>
    <message>
        <source>the target stops</source>
        <translation>la cible s&apos;arrête</translation>
    </message>
    <message>
        <source>the target moves on</source>
        <translation>la cible poursuit son mouvement</translation>
    </message>
    <message>
        <source>the riders ride on</source>
        <translation>les cavaliers poursuivent leur route</translation>
    </message>
    <message>
        <source>Tick the units of this side that fight in the melee; Ctrl-click on the table canvas picks them too</source>
        <translation>Cochez les unités de ce camp qui combattent dans la mêlée ; un Ctrl-clic sur la table les choisit aussi</translation>
    </message>
    <message>
        <source>The unit that strikes by snaking, or envelops</source>
        <translation>L&apos;unité qui frappe en serpentant, ou qui enveloppe</translation>
    </message>
    <message>
        <source>The enemy unit it strikes or envelops</source>
        <translation>L&apos;unité ennemie qu&apos;elle frappe ou enveloppe</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>Acting unit</source>
        <translation>Unité qui agit</translation>
    </message>
    <message>
        <source>Use the commanders&apos; re-rolls in the tests (B29)</source>
        <translation>Utiliser les relances des chefs dans les tests (B29)</translation>
    </message>
    <message>
        <source>Striker</source>
        <translation>Frappeur</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Extra pair</source>
        <translation>Paire supplémentaire</translation>
    </message>
    <message>
        <source>Who strikes whom this round: one d20 per pair (B5)</source>
        <translation>Qui frappe qui à ce round : un d20 par paire (B5)</translation>
    </message>
    <message>
        <source>Strike pairs</source>
        <translation>Paires de coups</translation>
    </message>
    <message>
        <source>Several units</source>
        <translation>Plusieurs unités</translation>
    </message>
    <message>
        <source>choose at least one unit on each side</source>
        <translation>choisissez au moins une unité de chaque côté</translation>
    </message>
    <message>
        <source>no cavalry or chariots among the units ticked: only they strike by snaking (B15, [L225, L234])</source>
        <translation>ni cavalerie ni chars parmi les unités cochées : eux seuls frappent en serpentant (B15, [L225, L234])</translation>
    </message>
    <message>
        <source>{unit} against {enemy}: overhang {n}, flexibility {flex}</source>
        <translation>{unit} contre {enemy} : débordement {n}, souplesse {flex}</translation>
    </message>
    <message>
        <source>No envelopment: it may happen only after the first melee round, and this is melee round {round} ([L173, L179], B16)</source>
        <translation>Pas d&apos;enveloppement : il n&apos;est possible qu&apos;après le premier round de mêlée, et c&apos;est le round de mêlée {round} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>No envelopment: no unit overhangs its enemy by its flexibility ([L173, L179], B16): {pairs}</source>
        <translation>Pas d&apos;enveloppement : aucune unité ne déborde son ennemi d&apos;autant que sa souplesse ([L173, L179], B16) : {pairs}</translation>
    </message>
    <message>
        <source>{unit} against {enemy}</source>
        <translation>{unit} contre {enemy}</translation>
    </message>
    <message>
        <source>melee round {round} ({held} round(s) of this melee in the record; the fact round=N says otherwise)</source>
        <translation>round de mêlée {round} ({held} round(s) de cette mêlée dans l&apos;enregistrement ; le fait round=N dit autrement)</translation>
    </message>
    <message>
        <source>side A: {a}; side B: {b}</source>
        <translation>camp A : {a} ; camp B : {b}</translation>
    </message>
    <message>
        <source>charging: {units}</source>
        <translation>chargent : {units}</translation>
    </message>
    <message>
        <source>{n} strike pairs ({source})</source>
        <translation>{n} paires de coups ({source})</translation>
    </message>
    <message>
        <source>from base contact</source>
        <translation>du contact des socles</translation>
    </message>
    <message>
        <source>from the facts</source>
        <translation>des faits</translation>
    </message>
    <message>
        <source>{unit}: {engaged} engaged, test at {base}; re-roll: {why}</source>
        <translation>{unit} : {engaged} engagés, test à {base} ; relance : {why}</translation>
    </message>
    <message>
        <source>routs (all engaged fell, or a failed test)</source>
        <translation>part en déroute (tous les engagés tombés, ou un test raté)</translation>
    </message>
    <message>
        <source>falls below its minimum (B27)</source>
        <translation>tombe sous son minimum (B27)</translation>
    </message>
    <message>
        <source>{unit} loses {n}</source>
        <translation>{unit} perd {n}</translation>
    </message>
    <message>
        <source>The melee ends: {units} won (B25).</source>
        <translation>La mêlée prend fin : {units} l&apos;emporte (B25).</translation>
    </message>
    <message>
        <source>choose the riders and the unit they strike</source>
        <translation>choisissez les cavaliers et l&apos;unité qu&apos;ils frappent</translation>
    </message>
    <message>
        <source>{n} strikes at base {base}, each at the outermost figure: {figures}</source>
        <translation>{n} coups au nombre de base {base}, chacun sur la figurine la plus extérieure : {figures}</translation>
    </message>
    <message>
        <source>the attacked rank has {n} figures; a fast strike never routs ([L229])</source>
        <translation>le rang attaqué compte {n} figurines ; une frappe rapide ne met jamais en déroute ([L229])</translation>
    </message>
    <message>
        <source>the moving target ([L229])</source>
        <translation>la cible en mouvement ([L229])</translation>
    </message>
    <message>
        <source>choose the enveloping unit and the enemy</source>
        <translation>choisissez l&apos;unité qui enveloppe et l&apos;ennemi</translation>
    </message>
    <message>
        <source>melee round {round}: envelopment only after the first round ([L173])</source>
        <translation>round de mêlée {round} : enveloppement seulement après le premier round ([L173])</translation>
    </message>
    <message>
        <source>{side}: overhang {n}, flexibility {flex}: {why}</source>
        <translation>{side} : débordement {n}, souplesse {flex} : {why}</translation>
    </message>
    <message>
        <source>{unit} cannot envelop {enemy}: {why} ([L173, L179], B16)</source>
        <translation>{unit} ne peut pas envelopper {enemy} : {why} ([L173, L179], B16)</translation>
    </message>
    <message>
        <source>{unit} envelops {enemy} on its {side}: {figures} strike the flank file from the next round, and {enemy} counts the flank attack −2 in those pairs (B16)</source>
        <translation>{unit} enveloppe {enemy} sur sa {side} : {figures} frappent la file de flanc dès le round suivant, et {enemy} compte l&apos;attaque de flanc −2 dans ces paires (B16)</translation>
    </message>
    <message>
        <source>strikes back if it stands (B6)</source>
        <translation>riposte s&apos;il est encore debout (B6)</translation>
    </message>
    <message>
        <source>strikes first (B6)</source>
        <translation>frappe en premier (B6)</translation>
    </message>
    <message>
        <source>at once (B6)</source>
        <translation>simultanément (B6)</translation>
    </message>
    <message>
        <source>{striker} → {target}: base {base}</source>
        <translation>{striker} → {target} : nombre de base {base}</translation>
    </message>
    <message>
        <source>Read the map to see the hexside features proposed</source>
        <translation>Lisez la carte pour voir les éléments de côté d&apos;hexagone proposés</translation>
    </message>
    <message>
        <source>Each hexside feature read from the scan: ticked ones are accepted (Space ticks or unticks the current one)</source>
        <translation>Chaque élément de côté d&apos;hexagone lu sur le scan : ceux cochés sont acceptés (Espace coche ou décoche l&apos;élément courant)</translation>
    </message>
    <message>
        <source>The confidence Accept above uses</source>
        <translation>La confiance qu&apos;utilise Accepter au-dessus</translation>
    </message>
    <message>
        <source>Accept above</source>
        <translation>Accepter au-dessus</translation>
    </message>
    <message>
        <source>Tick every proposal at least this sure</source>
        <translation>Cocher chaque proposition au moins aussi sûre</translation>
    </message>
    <message>
        <source>Reject all</source>
        <translation>Tout rejeter</translation>
    </message>
    <message>
        <source>Untick every proposal</source>
        <translation>Décocher chaque proposition</translation>
    </message>
    <message>
        <source>Apply hexsides</source>
        <translation>Appliquer les côtés d&apos;hexagone</translation>
    </message>
    <message>
        <source>Add the ticked hexside features and road links to the map, in one undo step</source>
        <translation>Ajouter à la carte les éléments de côté d&apos;hexagone et les tronçons de route cochés, en une seule étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Drawn by hand: kept unless Replace painted hexes is ticked</source>
        <translation>Dessiné à la main : gardé sauf si Remplacer les hexagones peints est coché</translation>
    </message>
    <message>
        <source>No hexside features read: draw two or three hexsides of each feature (a stream, a wall) and a road link or two by hand, and they teach the reading</source>
        <translation>Aucun élément de côté d&apos;hexagone lu : dessinez à la main deux ou trois côtés de chaque élément (un ruisseau, un mur) et un ou deux tronçons de route, ils servent d&apos;exemples à la lecture</translation>
    </message>
    <message>
        <source>{count} hexside features proposed, {flagged} less than {percent} % sure (unticked)</source>
        <translation>{count} éléments de côté d&apos;hexagone proposés, {flagged} sûrs à moins de {percent} % (non cochés)</translation>
    </message>
    <message>
        <source>Add hexsides read from the scan</source>
        <translation>Ajouter les côtés d&apos;hexagone lus sur le scan</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldats</translation>
    </message>
    <message>
        <source>{cost} MP</source>
        <translation>{cost} PM</translation>
    </message>
</context>
</TS>
