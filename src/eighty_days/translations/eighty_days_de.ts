<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Abilities</name>
    <message>
        <source>You earn 7 pounds instead of what is indicated on the income card.</source>
        <extracomment>Every ability of the shipped card file, front and back of each character.</extracomment>
        <translation>Du erhältst 7 Pfund statt des Betrags auf der Einkommenskarte.</translation>
    </message>
    <message>
        <source>In addition to what is indicated on the income card, you earn 7 pounds at adventure locations.</source>
        <translation>Zusätzlich zum Betrag auf der Einkommenskarte erhältst du an Abenteuerorten 7 Pfund.</translation>
    </message>
    <message>
        <source>No transport market card has any additional day costs for the transport&apos;s departure.</source>
        <translation>Keine Karte des Transportmarkts kostet zusätzliche Tage für die Abfahrt.</translation>
    </message>
    <message>
        <source>You can cross the coastline once with the same transport; the first part of the route must match the chosen transport.</source>
        <translation>Du darfst mit demselben Transportmittel einmal die Küstenlinie überqueren; der erste Teil der Route muss zum gewählten Transportmittel passen.</translation>
    </message>
    <message>
        <source>A hot air balloon costs you 5 pounds instead of 12, but you must return Princess Aouda to the reserve after paying.</source>
        <translation>Ein Heißluftballon kostet dich 5 statt 12 Pfund, aber nach dem Bezahlen musst du Prinzessin Aouda in den Vorrat zurücklegen.</translation>
    </message>
    <message>
        <source>A hot air balloon costs you 9 pounds instead of 12.</source>
        <translation>Ein Heißluftballon kostet dich 9 statt 12 Pfund.</translation>
    </message>
    <message>
        <source>The players furthest ahead on the map must discard all characters they have.</source>
        <translation>Die auf der Karte am weitesten vorangekommenen Spieler müssen alle ihre Personen abwerfen.</translation>
    </message>
    <message>
        <source>The players furthest ahead on the map must spend 2 pounds, paying a day for each missing pound.</source>
        <translation>Die auf der Karte am weitesten vorangekommenen Spieler müssen 2 Pfund ausgeben und für jedes fehlende Pfund einen Tag zahlen.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>Around the World in 80 Days (2024)</source>
        <extracomment>The icon sizes shipped in ``eighty_days/ui/common/icons/`` (copies of the PNGs that packaging/make_icons.py renders from packaging/icons/eighty-days.svg). Who and what the program owes, one (title, text) pair per line of the credits.</extracomment>
        <translation>In 80 Tagen um die Welt (2024)</translation>
    </message>
    <message>
        <source>the journey board game whose rulebook this program follows (the rulebook names no designers or publisher)</source>
        <translation>das Reise-Brettspiel, dessen Spielregel dieses Programm folgt (die Spielregel nennt weder Autoren noch Verlag)</translation>
    </message>
    <message>
        <source>In 80 Tagen um die Erde (Ravensburger, 1986)</source>
        <translation>In 80 Tagen um die Erde (Ravensburger, 1986)</translation>
    </message>
    <message>
        <source>the track race by Wolfgang Kramer</source>
        <translation>das Wettrennen von Wolfgang Kramer</translation>
    </message>
    <message>
        <source>Jules Verne</source>
        <translation>Jules Verne</translation>
    </message>
    <message>
        <source>the novel Le Tour du monde en quatre-vingts jours (1872)</source>
        <translation>der Roman Le Tour du monde en quatre-vingts jours (1872)</translation>
    </message>
    <message>
        <source>Natural Earth</source>
        <translation>Natural Earth</translation>
    </message>
    <message>
        <source>the coastlines of the maps (public domain)</source>
        <translation>die Küstenlinien der Landkarten (gemeinfrei)</translation>
    </message>
    <message>
        <source>Qt and PySide6</source>
        <translation>Qt und PySide6</translation>
    </message>
    <message>
        <source>the windows and drawing (The Qt Company, LGPL)</source>
        <translation>die Fenster und das Zeichnen (The Qt Company, LGPL)</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Dank an:</translation>
    </message>
    <message>
        <source>About Eighty Days</source>
        <translation>Über Eighty Days</translation>
    </message>
    <message>
        <source>Eighty Days icon</source>
        <translation>Symbol von Eighty Days</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eighty Days&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eighty Days&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Program name and version</source>
        <translation>Programmname und Version</translation>
    </message>
    <message>
        <source>Around the World in 80 Days at one computer: the 2024 journey game and the 1986 track race.</source>
        <translation>In 80 Tagen um die Welt an einem Computer: das Reisespiel von 2024 und das Wettrennen von 1986.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Dank</translation>
    </message>
</context>
<context>
    <name>AccessibleJourney</name>
    <message>
        <source>city</source>
        <extracomment>Each kind of place in words.</extracomment>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>Außenposten</translation>
    </message>
    <message>
        <source>adventure place</source>
        <translation>Abenteuerort</translation>
    </message>
    <message>
        <source>{place}, {kind} in {area}</source>
        <extracomment>Half the side of the box a place is found in by pointing (pixels).</extracomment>
        <translation>{place}, {kind} in {area}</translation>
    </message>
    <message>
        <source>Ruler: {transport}, {used} of {length} units used</source>
        <translation>Lineal: {transport}, {used} von {length} Einheiten genutzt</translation>
    </message>
    <message>
        <source>{count} on {name}&apos;s route: {stops}</source>
        <translation>{count} auf der Route von {name}: {stops}</translation>
    </message>
    <message>
        <source>{name} has drawn no route yet</source>
        <translation>{name} hat noch keine Route gezeichnet</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>: out of this ruler&apos;s reach</source>
        <translation>: außer Reichweite dieses Lineals</translation>
    </message>
    <message>
        <source>: this ruler reaches it, bent at a detour mark</source>
        <translation>: dieses Lineal erreicht den Ort, an einer Umwegmarke geknickt</translation>
    </message>
    <message>
        <source>: this ruler reaches it</source>
        <translation>: dieses Lineal erreicht den Ort</translation>
    </message>
    <message>
        <source>After 21 December</source>
        <translation>Nach dem 21. Dezember</translation>
    </message>
    <message>
        <source>{date}: no token</source>
        <translation>{date}: kein Tagesstein</translation>
    </message>
    <message>
        <source>{date}: {tokens}, top first: {names}</source>
        <translation>{date}: {tokens}, von oben: {names}</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>Money tracker: earned {earned}, spent {spent}, {money} in hand</source>
        <translation>Geldleiste: {earned} verdient, {spent} ausgegeben, {money} in der Hand</translation>
    </message>
    <message>
        <source>legal, ends at {place}</source>
        <translation>erlaubt, endet in {place}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>not legal: {reason}</source>
        <translation>nicht erlaubt: {reason}</translation>
    </message>
</context>
<context>
    <name>AccessibleRace</name>
    <message>
        <source>Race track</source>
        <extracomment>Half the side of the box a space or pawn is found in by pointing (pixels).</extracomment>
        <translation>Rennstrecke</translation>
    </message>
    <message>
        <source>{name}&apos;s pawn on space {index} of {last}</source>
        <translation>Figur von {name} auf Feld {index} von {last}</translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, ist am Zug</translation>
    </message>
    <message>
        <source>Space {index}</source>
        <translation>Feld {index}</translation>
    </message>
    <message>
        <source>: {pawns}, {names}</source>
        <translation>: {pawns}, {names}</translation>
    </message>
    <message>
        <source>Wind rose: shows the {transport}</source>
        <translation>Windrose: zeigt {transport}</translation>
    </message>
    <message>
        <source>{field} (shown)</source>
        <translation>{field} (gezeigt)</translation>
    </message>
    <message>
        <source>Click a field to turn the rose there.</source>
        <translation>Ein Klick auf ein Feld dreht die Windrose dorthin.</translation>
    </message>
</context>
<context>
    <name>AdventureRow</name>
    <message>
        <source>Hover: its place on the map. Click: centre the map there.</source>
        <translation>Zeigen: ihr Ort auf der Karte. Klicken: die Karte dort zentrieren.</translation>
    </message>
</context>
<context>
    <name>Aimer</name>
    <message>
        <source>No place is called “{typed}…”.</source>
        <translation>Kein Ort heißt „{typed}…“.</translation>
    </message>
    <message>
        <source>Still working out where this ruler reaches: type “{typed}” again in a moment.</source>
        <translation>Noch wird berechnet, wohin dieses Lineal reicht: „{typed}“ gleich noch einmal tippen.</translation>
    </message>
    <message>
        <source>This ruler cannot reach {name} from here (typed “{typed}”).</source>
        <translation>Dieses Lineal kann {name} von hier aus nicht erreichen (getippt: „{typed}“).</translation>
    </message>
    <message>
        <source>Aiming at {name} (typed “{typed}”): Enter draws.</source>
        <translation>Ziel: {name} (getippt: „{typed}“). Die Eingabetaste zeichnet.</translation>
    </message>
    <message>
        <source>Working out where this ruler reaches: it is laid on the nearest place as soon as that is known.</source>
        <extracomment>Two clicks this near each other (logical pixels) are &quot;on the same spot&quot;. Type-ahead forgets what was typed after this pause (ms). The keys of the ruler (``RulerItem.handle_key``) while the map has the keyboard. The keys that step the ruler from place to place (``Aimer.step``). Directions tried when the ruler reaches no place (degrees apart). A sentence for the route status (type-ahead: what is being aimed at). The ruler Page Down laid last, and the place it laid it on. A Page Down pressed before the marks were known: the ruler and the direction. The ruler the legal directions were found for, those directions (angle, legal length) and the one laid last. The last click: where (scene), the marked place clicked (if any) and the pose it left the ruler in. A click on the same spot or place with the pose unchanged draws (in scene units: the table may have moved the view in between). Whether the aimer answers at all (a person holds the card).</extracomment>
        <translation>Es wird noch ermittelt, wohin dieses Lineal reicht: Es wird auf den nächsten Ort gelegt, sobald das bekannt ist.</translation>
    </message>
    <message>
        <source>{name} ({number} of {count}): {verdict}</source>
        <translation>{name} ({number} von {count}): {verdict}</translation>
    </message>
    <message>
        <source>a legal route, Enter draws it.</source>
        <translation>eine erlaubte Route, die Eingabetaste zeichnet sie.</translation>
    </message>
    <message>
        <source>This card reaches no place, and no straight route is legal.</source>
        <translation>Diese Karte erreicht keinen Ort, und keine gerade Route ist erlaubt.</translation>
    </message>
    <message>
        <source>This card reaches no place: laid at its full length towards the {direction}, a legal route. Enter draws it.</source>
        <translation>Diese Karte erreicht keinen Ort: in voller Länge {direction} gelegt, eine erlaubte Route. Die Eingabetaste zeichnet sie.</translation>
    </message>
    <message>
        <source>This card reaches no place: laid towards the {direction} as far as a legal route goes. Enter draws it.</source>
        <translation>Diese Karte erreicht keinen Ort: {direction} gelegt, so weit eine erlaubte Route reicht. Die Eingabetaste zeichnet sie.</translation>
    </message>
</context>
<context>
    <name>AlbumNews</name>
    <message>
        <source>The statistics could not count this game: {reason}</source>
        <extracomment>How long the status bar shows a problem of the statistics (ms). a finished game was kept in the album (its ``AlbumEntry``) and counted if it could be the picture of seat ``int`` of the entry with id ``str`` was (re)drawn</extracomment>
        <translation>Die Statistik konnte dieses Spiel nicht zählen: {reason}</translation>
    </message>
</context>
<context>
    <name>AlbumWindow</name>
    <message>
        <source>Daily {date}</source>
        <translation>Tagesreise {date}</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(Übung)</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Reise</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettrennen</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>{fame} fame</source>
        <translation>{fame} Ruhm</translation>
    </message>
    <message>
        <source>place {place}</source>
        <translation>Platz {place}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>Race 1986</source>
        <extracomment>How many pictures were read from disk (the benchmark and tests look).</extracomment>
        <translation>Wettrennen 1986</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>Album</source>
        <translation>Album</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Journey, 2024</source>
        <translation>Reise, 2024</translation>
    </message>
    <message>
        <source>Daily journeys</source>
        <translation>Tagesreisen</translation>
    </message>
    <message>
        <source>Race, 1986</source>
        <translation>Wettrennen, 1986</translation>
    </message>
    <message>
        <source>Any opponents</source>
        <translation>Alle Gegner</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <source>Easy computers</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Normal computers</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Hard computers</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Mixed computers</source>
        <translation>Computer: gemischt</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>Karte:</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>Export sheet as &amp;PNG…</source>
        <translation>Bogen als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Export sheet as P&amp;DF…</source>
        <translation>Bogen als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Send as a &amp;challenge…</source>
        <translation>Als &amp;Herausforderung verschicken…</translation>
    </message>
    <message>
        <source>Sheet of:</source>
        <translation>Bogen von:</translation>
    </message>
    <message>
        <source>All maps</source>
        <translation>Alle Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dieses Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation>Bogen exportieren</translation>
    </message>
    <message>
        <source>The sheet cannot be written</source>
        <translation>Der Bogen kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} geschrieben</translation>
    </message>
    <message>
        <source>Send as a challenge</source>
        <translation>Als Herausforderung verschicken</translation>
    </message>
    <message>
        <source>Challenges (*{suffix})</source>
        <translation>Herausforderungen (*{suffix})</translation>
    </message>
    <message>
        <source>The challenge cannot be written</source>
        <translation>Die Herausforderung kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>AreasTab</name>
    <message>
        <source>Add area</source>
        <translation>Gebiet hinzufügen</translation>
    </message>
    <message>
        <source>Delete area</source>
        <translation>Gebiet löschen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>On delete, its places go to</source>
        <translation>Beim Löschen gehen seine Orte an</translation>
    </message>
    <message>
        <source>Clear tint regions</source>
        <translation>Tönungsbereiche leeren</translation>
    </message>
    <message>
        <source>Tint</source>
        <translation>Tönung</translation>
    </message>
    <message numerus="yes">
        <source>%n region polygon(s)</source>
        <translation>
            <numerusform>%n Bereichspolygon</numerusform>
            <numerusform>%n Bereichspolygone</numerusform>
        </translation>
    </message>
    <message>
        <source>round its places (draw a region with the Draw area tint tool, T)</source>
        <translation>um seine Orte (einen Bereich mit dem Werkzeug „Gebietstönung zeichnen“ zeichnen, T)</translation>
    </message>
</context>
<context>
    <name>BackgroundLoad</name>
    <message>
        <source>Reading {name}…</source>
        <extracomment>How long a read may take before the busy dialog shows (ms). The read came back (done, failed or dropped after Cancel): its path. (token, result, error) from the worker, delivered on the GUI thread. The busy dialog while a read is under way (tests look at it).</extracomment>
        <translation>{name} wird gelesen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Calendar</name>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
</context>
<context>
    <name>CalendarWidget</name>
    <message>
        <source>after
21 Dec</source>
        <extracomment>The day numbers&apos; ink: the market cards&apos; brown, 6.4:1 even on the darkest box (an odd month&apos;s Sunday; the lighter brown #7a6a52 was 3.8:1 there, its small digits fainter). A day box&apos;s height at 100 % (pixels). The text size of the day numbers and month names at 100 % (points). A day token&apos;s side at 100 % (pixels). The margin around the board (pixels at 100 %). Tokens sliding to their new day (only what is painted; the state is already new). The board without tokens, and what it was drawn for (size, scale, text). The month names&apos; and the &quot;late&quot; box&apos;s room (None: to be measured).</extracomment>
        <translation>nach dem
21. Dez.</translation>
    </message>
    <message>
        <source>After 21 December: the journey ends</source>
        <translation>Nach dem 21. Dezember: Die Reise endet</translation>
    </message>
    <message>
        <source>
Tokens (bottom to top): </source>
        <translation>
Marker (von unten nach oben): </translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>choose…</source>
        <extracomment>Modifiers that make a letter a command (a shortcut), not a card&apos;s name typed. The card got the keyboard (its ``CardOffer``). A key asks for another card of the hand (a ``HandStep``). A letter was typed on the card: the next card whose name starts with it. Shown, not played (a replay): painted in its colours though disabled. The card can be played now; a card that cannot stays enabled (reached by Tab, it says why not: ``HandView``) and is painted greyed.</extracomment>
        <translation>wählen…</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>{caption}: empty</source>
        <extracomment>An arrow key asks for the next (1) or the previous (-1) card. The colour of the computer player who takes this card now (a thick frame). The card is selected: its bill is shown, a second click takes it.</extracomment>
        <translation>{caption}: leer</translation>
    </message>
    <message numerus="yes">
        <source>ruler {length}, %n detour mark(s)</source>
        <translation>
            <numerusform>Lineal {length}, %n Umwegmarke</numerusform>
            <numerusform>Lineal {length}, %n Umwegmarken</numerusform>
        </translation>
    </message>
    <message>
        <source>used</source>
        <translation>benutzt</translation>
    </message>
    <message>
        <source>{caption}
(empty)</source>
        <translation>{caption}
(leer)</translation>
    </message>
    <message>
        <source>{days}d</source>
        <translation>{days} T.</translation>
    </message>
    <message>
        <source> · {marks} detour</source>
        <translation> · {marks} Umweg</translation>
    </message>
    <message>
        <source>+{days} departure</source>
        <translation>+{days} Abfahrt</translation>
    </message>
    <message>
        <source>departs today</source>
        <translation>fährt heute ab</translation>
    </message>
    <message>
        <source>ruler {length}</source>
        <translation>Lineal {length}</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>Income cards</source>
        <translation>Einkommenskarten</translation>
    </message>
    <message>
        <source>Add income card</source>
        <translation>Einkommenskarte hinzufügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Place {value}</source>
        <translation>Ort {value}</translation>
    </message>
    <message>
        <source>Adventure cards</source>
        <extracomment>Why the last change of a card was refused (a place named twice), else empty.</extracomment>
        <translation>Abenteuerkarten</translation>
    </message>
    <message>
        <source>Add adventure card</source>
        <translation>Abenteuerkarte hinzufügen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Novel</source>
        <translation>Roman</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>{name} is on this card already: an income card pays at four different places.</source>
        <extracomment>The list a card was chosen in last (what Copy takes).</extracomment>
        <translation>{name} steht schon auf dieser Karte: Eine Einkommenskarte zahlt an vier verschiedenen Orten.</translation>
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>Phileas Fogg</source>
        <extracomment>The four characters in card order, with their names (the engine&apos;s ids).</extracomment>
        <translation>Phileas Fogg</translation>
    </message>
    <message>
        <source>Jean Passepartout</source>
        <translation>Jean Passepartout</translation>
    </message>
    <message>
        <source>Princess Aouda</source>
        <translation>Prinzessin Aouda</translation>
    </message>
    <message>
        <source>Inspector Fix (hits the player furthest ahead)</source>
        <translation>Inspektor Fix (trifft den am weitesten Vorangekommenen)</translation>
    </message>
    <message>
        <source>Inspector Fix</source>
        <translation>Inspektor Fix</translation>
    </message>
</context>
<context>
    <name>CommitGuard</name>
    <message>
        <source>Commit?</source>
        <translation>Festlegen?</translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <source>Back in London</source>
        <translation>Zurück in London</translation>
    </message>
    <message>
        <source>not back</source>
        <translation>nicht zurück</translation>
    </message>
    <message>
        <source>Challenge from {name}</source>
        <translation>Herausforderung von {name}</translation>
    </message>
    <message>
        <source>You beat {name}&apos;s challenge!</source>
        <translation>Du hast die Herausforderung von {name} gewonnen!</translation>
    </message>
    <message>
        <source>You equal {name}&apos;s fame.</source>
        <translation>Du hast genauso viel Ruhm wie {name}.</translation>
    </message>
    <message>
        <source>{name} keeps the lead this time.</source>
        <translation>{name} bleibt diesmal vorn.</translation>
    </message>
    <message>
        <source>Solid: your route. Dashed: {name}&apos;s route.</source>
        <translation>Durchgezogen: deine Route. Gestrichelt: die Route von {name}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Compass</name>
    <message>
        <source>east</source>
        <translation>nach Osten</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nach Nordosten</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nach Norden</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nach Nordwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>nach Westen</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>nach Südwesten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>nach Süden</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>nach Südosten</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>The computer player cannot decide: {reason}</source>
        <extracomment>A computer&apos;s decision is being shown (the state it is for, the action). A computer&apos;s decision was applied (the action). A bot failed or the rules refused its action (the reason); the game waits. The factor on the normal animation durations (0: at once); None: from settings. The state a decision was asked for and is still awaited. The last state seen, to tell another game (a save opened) from this one.</extracomment>
        <translation>Der Computerspieler kann sich nicht entscheiden: {reason}</translation>
    </message>
    <message>
        <source>The rules refused {action}.</source>
        <translation>Die Regeln haben {action} abgelehnt.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n stop(s)</source>
        <translation>
            <numerusform>%n Halt</numerusform>
            <numerusform>%n Halte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) reached</source>
        <translation>
            <numerusform>%n Ort erreichbar</numerusform>
            <numerusform>%n Orte erreichbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Tagesstein</numerusform>
            <numerusform>%n Tagessteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Charakter</numerusform>
            <numerusform>%n Charaktere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adventure card(s)</source>
        <translation>
            <numerusform>%n Abenteuerkarte</numerusform>
            <numerusform>%n Abenteuerkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DefencePrompt</name>
    <message>
        <source>&lt;b&gt;Defend?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abwehren?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pay a money bag and stay</source>
        <translation>Einen Geldsack zahlen und stehen bleiben</translation>
    </message>
    <message>
        <source>Accept: go back</source>
        <translation>Annehmen: zurückziehen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{victim_name}, defend yourself?&lt;/b&gt;</source>
        <translation>&lt;b&gt;{victim_name}, willst du dich wehren?&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>EditMapSettings</name>
    <message>
        <source>Change {value}</source>
        <translation>{value} ändern</translation>
    </message>
    <message>
        <source>background image</source>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>bounds</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>sheet names</source>
        <translation>Bogennamen</translation>
    </message>
    <message>
        <source>ruler unit</source>
        <translation>Linealeinheit</translation>
    </message>
    <message>
        <source>coast tolerance</source>
        <translation>Küstentoleranz</translation>
    </message>
    <message>
        <source>antimeridian</source>
        <translation>Datumsgrenze</translation>
    </message>
    <message>
        <source>sheet split</source>
        <translation>Bogengrenze</translation>
    </message>
</context>
<context>
    <name>EditorCommands</name>
    <message>
        <source>Edit Map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <source>city</source>
        <extracomment>A place&apos;s kind as the History names it (&quot;Rename port Suez&quot;).</extracomment>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>Außenposten</translation>
    </message>
    <message>
        <source>adventure place</source>
        <translation>Abenteuerort</translation>
    </message>
    <message>
        <source>Change id of {name}</source>
        <extracomment>What the History calls a change of each field of a place.</extracomment>
        <translation>Kennung von {name} ändern</translation>
    </message>
    <message>
        <source>Rename {type} {name}</source>
        <translation>{type} {name} umbenennen</translation>
    </message>
    <message>
        <source>Change type of {name}</source>
        <translation>Typ von {name} ändern</translation>
    </message>
    <message>
        <source>Change area of {name}</source>
        <translation>Gebiet von {name} ändern</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>{name} verschieben</translation>
    </message>
    <message>
        <source>Change snap radius of {name}</source>
        <translation>Fangradius von {name} ändern</translation>
    </message>
    <message>
        <source>land</source>
        <extracomment>What the History calls one shape of each layer.</extracomment>
        <translation>Land</translation>
    </message>
    <message>
        <source>canal</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>{layer}: {name}</source>
        <translation>{layer}: {name}</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <extracomment>How many things a History text names before it says how many more there are. The first names and how many more: &quot;Paste: Aden, Suez, Bombay and 2 more&quot;.</extracomment>
        <translation>{names} und {count} weitere</translation>
    </message>
    <message>
        <source>Add Location</source>
        <translation>Ort hinzufügen</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>{name} hinzufügen</translation>
    </message>
    <message>
        <source>Move Location</source>
        <translation>Ort verschieben</translation>
    </message>
    <message>
        <source>Edit Location</source>
        <translation>Ort bearbeiten</translation>
    </message>
    <message>
        <source>Rename Location</source>
        <translation>Ort umbenennen</translation>
    </message>
    <message>
        <source>Edit Locations</source>
        <translation>Orte bearbeiten</translation>
    </message>
    <message>
        <source>Change type of {count} places</source>
        <translation>Typ von {count} Orten ändern</translation>
    </message>
    <message>
        <source>Change area of {count} places</source>
        <translation>Gebiet von {count} Orten ändern</translation>
    </message>
    <message>
        <source>Delete Location</source>
        <translation>Ort löschen</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>{name} löschen</translation>
    </message>
    <message>
        <source>Set Start</source>
        <translation>Start festlegen</translation>
    </message>
    <message>
        <source>Start at {name}</source>
        <translation>Start in {name}</translation>
    </message>
    <message>
        <source>Set Arrival</source>
        <translation>Ziel festlegen</translation>
    </message>
    <message>
        <source>Arrive at {name}</source>
        <translation>Ziel in {name}</translation>
    </message>
    <message>
        <source>Add Area</source>
        <translation>Gebiet hinzufügen</translation>
    </message>
    <message>
        <source>Add area: {name}</source>
        <translation>Gebiet hinzufügen: {name}</translation>
    </message>
    <message>
        <source>Change id of area: {name}</source>
        <extracomment>What the History calls a change of each field of an area.</extracomment>
        <translation>Kennung des Gebiets ändern: {name}</translation>
    </message>
    <message>
        <source>Rename area: {old} to {name}</source>
        <translation>Gebiet umbenennen: {old} in {name}</translation>
    </message>
    <message>
        <source>Recolour area: {name}</source>
        <translation>Gebiet umfärben: {name}</translation>
    </message>
    <message>
        <source>Edit Area</source>
        <translation>Gebiet bearbeiten</translation>
    </message>
    <message>
        <source>Add Area Region</source>
        <translation>Gebietsbereich hinzufügen</translation>
    </message>
    <message>
        <source>Add a tint region to area: {name}</source>
        <translation>Tönungsfläche zum Gebiet hinzufügen: {name}</translation>
    </message>
    <message>
        <source>Clear Area Regions</source>
        <translation>Gebietsbereiche leeren</translation>
    </message>
    <message>
        <source>Clear the tint regions of area: {name}</source>
        <translation>Tönungsflächen des Gebiets entfernen: {name}</translation>
    </message>
    <message>
        <source>Delete Area</source>
        <translation>Gebiet löschen</translation>
    </message>
    <message>
        <source>Delete area: {name}</source>
        <translation>Gebiet löschen: {name}</translation>
    </message>
    <message>
        <source>Add Polygon</source>
        <translation>Polygon hinzufügen</translation>
    </message>
    <message>
        <source>Add {shape}</source>
        <translation>{shape} hinzufügen</translation>
    </message>
    <message>
        <source>Rename Polygon</source>
        <translation>Polygon umbenennen</translation>
    </message>
    <message>
        <source>Rename {shape}</source>
        <translation>{shape} umbenennen</translation>
    </message>
    <message>
        <source>Add Hole</source>
        <translation>Loch hinzufügen</translation>
    </message>
    <message>
        <source>Cut a hole in {shape}</source>
        <translation>Loch schneiden in {shape}</translation>
    </message>
    <message>
        <source>Delete Hole</source>
        <translation>Loch löschen</translation>
    </message>
    <message>
        <source>Fill a hole in {shape}</source>
        <translation>Loch füllen in {shape}</translation>
    </message>
    <message>
        <source>Delete Polygon</source>
        <translation>Polygon löschen</translation>
    </message>
    <message>
        <source>Delete {shape}</source>
        <translation>{shape} löschen</translation>
    </message>
    <message>
        <source>Move Vertex</source>
        <translation>Eckpunkt verschieben</translation>
    </message>
    <message>
        <source>Move a vertex of {shape}</source>
        <translation>Eckpunkt verschieben von {shape}</translation>
    </message>
    <message>
        <source>Move Group</source>
        <translation>Gruppe verschieben</translation>
    </message>
    <message>
        <source>Move a group of {count}</source>
        <translation>Eine Gruppe von {count} verschieben</translation>
    </message>
    <message>
        <source>Move {what}</source>
        <extracomment>The History texts of the box&apos;s drags, by what the drag did (&quot;{what}&quot;: the shape or group).</extracomment>
        <translation>Verschieben: {what}</translation>
    </message>
    <message>
        <source>Scale {what}</source>
        <translation>Skalieren: {what}</translation>
    </message>
    <message>
        <source>Rotate {what}</source>
        <translation>Drehen: {what}</translation>
    </message>
    <message>
        <source>Transform Selection</source>
        <translation>Auswahl umformen</translation>
    </message>
    <message>
        <source>a group of {count}</source>
        <translation>Gruppe von {count}</translation>
    </message>
    <message>
        <source>Delete Group</source>
        <translation>Gruppe löschen</translation>
    </message>
    <message>
        <source>Delete a group of {count}</source>
        <translation>Eine Gruppe von {count} löschen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Duplicate: {names}</source>
        <translation>Duplizieren: {names}</translation>
    </message>
    <message>
        <source>Paste: {names}</source>
        <translation>Einfügen: {names}</translation>
    </message>
    <message>
        <source>Delete adventure card: {name}</source>
        <translation>Abenteuerkarte löschen: {name}</translation>
    </message>
    <message>
        <source>Type Vertex Coordinates</source>
        <translation>Eckpunkt-Koordinaten eingeben</translation>
    </message>
    <message>
        <source>Type a vertex of {shape}</source>
        <translation>Eckpunkt eingeben von {shape}</translation>
    </message>
    <message>
        <source>Insert Vertex</source>
        <translation>Eckpunkt einfügen</translation>
    </message>
    <message>
        <source>Insert a vertex in {shape}</source>
        <translation>Eckpunkt einfügen in {shape}</translation>
    </message>
    <message>
        <source>Delete Vertex</source>
        <translation>Eckpunkt löschen</translation>
    </message>
    <message>
        <source>Delete a vertex of {shape}</source>
        <translation>Eckpunkt löschen von {shape}</translation>
    </message>
    <message>
        <source>Edit Map Settings</source>
        <translation>Karteneinstellungen bearbeiten</translation>
    </message>
    <message>
        <source>Add Income Card</source>
        <translation>Einkommenskarte hinzufügen</translation>
    </message>
    <message>
        <source>Add income card: {name}</source>
        <translation>Einkommenskarte hinzufügen: {name}</translation>
    </message>
    <message>
        <source>Edit Income Card</source>
        <translation>Einkommenskarte bearbeiten</translation>
    </message>
    <message>
        <source>Edit income card: {name}</source>
        <translation>Einkommenskarte bearbeiten: {name}</translation>
    </message>
    <message>
        <source>Delete Income Card</source>
        <translation>Einkommenskarte löschen</translation>
    </message>
    <message>
        <source>Delete income card: {name}</source>
        <translation>Einkommenskarte löschen: {name}</translation>
    </message>
    <message>
        <source>Add Adventure Card</source>
        <translation>Abenteuerkarte hinzufügen</translation>
    </message>
    <message>
        <source>Add adventure card: {name}</source>
        <translation>Abenteuerkarte hinzufügen: {name}</translation>
    </message>
    <message>
        <source>Edit Adventure Card</source>
        <translation>Abenteuerkarte bearbeiten</translation>
    </message>
    <message>
        <source>Retitle adventure card: {name}</source>
        <translation>Abenteuerkarte umbenennen: {name}</translation>
    </message>
    <message>
        <source>Edit adventure card: {name}</source>
        <translation>Abenteuerkarte bearbeiten: {name}</translation>
    </message>
    <message>
        <source>Delete Adventure Card</source>
        <translation>Abenteuerkarte löschen</translation>
    </message>
    <message>
        <source>Put on the Coast</source>
        <translation>An die Küste setzen</translation>
    </message>
    <message>
        <source>Put {name} on the coast</source>
        <translation>{name} an die Küste setzen</translation>
    </message>
    <message>
        <source>Import Coastlines</source>
        <translation>Küsten importieren</translation>
    </message>
</context>
<context>
    <name>EditorPanels</name>
    <message>
        <source>{id} (missing)</source>
        <extracomment>How a panel hands an edit to the window (which pushes it on the undo stack). The narrowest a number box gets, in pixels at 100 % (it grows with the UI scale). The (label, data) pairs each combo was last filled with by ``fill_combo``.</extracomment>
        <translation>{id} (fehlt)</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>Opening a map</source>
        <extracomment>&quot;Play on this map&quot;: a valid, playable map to start a journey game on. The checks of the current map are in the validation panel. The question before deleting something in use (kept for tests). What Copy took (places, polygons, cards), for Paste; and how often it was pasted. File → Open&apos;s dialog while it is open (kept for tests). File → Open&apos;s map, read on a worker thread behind a busy dialog.</extracomment>
        <translation>Karte wird geöffnet</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The map the views last showed (to follow a renamed place&apos;s selection).</extracomment>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Play on this map</source>
        <translation>Auf dieser Karte &amp;spielen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Select &amp;nothing</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Add location</source>
        <translation>Ort hinzufügen</translation>
    </message>
    <message>
        <source>Draw land</source>
        <translation>Land zeichnen</translation>
    </message>
    <message>
        <source>Draw canal</source>
        <translation>Kanal zeichnen</translation>
    </message>
    <message>
        <source>Draw mountains</source>
        <translation>Gebirge zeichnen</translation>
    </message>
    <message>
        <source>Draw hole</source>
        <translation>Loch zeichnen</translation>
    </message>
    <message>
        <source>Draw area tint</source>
        <translation>Gebietstönung zeichnen</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <translation>&amp;Raster zeigen</translation>
    </message>
    <message>
        <source>&amp;Snap to grid</source>
        <translation>Am Raster &amp;einrasten</translation>
    </message>
    <message>
        <source>&amp;Table of places</source>
        <translation>&amp;Tabelle der Orte</translation>
    </message>
    <message>
        <source>Grid spacing, in map units</source>
        <translation>Rasterweite in Karteneinheiten</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>Bogen &amp;einpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>The background image is not shown: {problem} (looked for {path})</source>
        <translation>Das Hintergrundbild wird nicht gezeigt: {problem} (gesucht: {path})</translation>
    </message>
    <message>
        <source>{title}[*] — Eighty Days map editor</source>
        <translation>{title}[*] — Karteneditor von Eighty Days</translation>
    </message>
    <message>
        <source>Select a place, a polygon or a card to copy.</source>
        <translation>Wähle einen Ort, ein Polygon oder eine Karte zum Kopieren.</translation>
    </message>
    <message>
        <source>Copied {count}.</source>
        <translation>{count} kopiert.</translation>
    </message>
    <message>
        <source>A place stands on the sheet: click inside its bounds.</source>
        <translation>Ein Ort steht auf dem Bogen: Klicke innerhalb seiner Grenzen.</translation>
    </message>
    <message>
        <source>The places layer is hidden or locked.</source>
        <translation>Die Ebene der Orte ist ausgeblendet oder gesperrt.</translation>
    </message>
    <message>
        <source>Select a polygon to cut a hole in first.</source>
        <translation>Wähle zuerst ein Polygon, in das ein Loch geschnitten werden soll.</translation>
    </message>
    <message>
        <source>Choose an area in the Areas tab first.</source>
        <translation>Wähle zuerst ein Gebiet im Reiter „Gebiete“.</translation>
    </message>
    <message>
        <source>That layer is hidden or locked.</source>
        <translation>Diese Ebene ist ausgeblendet oder gesperrt.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>dem Start</translation>
    </message>
    <message>
        <source>the arrival</source>
        <translation>dem Ziel</translation>
    </message>
    <message>
        <source>income card {id}</source>
        <translation>Einkommenskarte {id}</translation>
    </message>
    <message>
        <source>adventure card {title}</source>
        <translation>Abenteuerkarte {title}</translation>
    </message>
    <message>
        <source>Delete {name}?</source>
        <translation>{name} löschen?</translation>
    </message>
    <message>
        <source>{name} is used by {users}.</source>
        <translation>{name} wird verwendet von {users}.</translation>
    </message>
    <message>
        <source>Delete these places?</source>
        <translation>Diese Orte löschen?</translation>
    </message>
    <message>
        <source>Some are in use:</source>
        <translation>Einige werden verwendet:</translation>
    </message>
    <message>
        <source>Delete and clear those references</source>
        <translation>Löschen und diese Verweise entfernen</translation>
    </message>
    <message>
        <source>Delete, leave the references to fix</source>
        <translation>Löschen, Verweise zum Beheben stehen lassen</translation>
    </message>
    <message>
        <source>land mass #{index}</source>
        <translation>Landmasse #{index}</translation>
    </message>
    <message>
        <source>Places on it: {names}.</source>
        <translation>Orte darauf: {names}.</translation>
    </message>
    <message>
        <source>No place stands on it.</source>
        <translation>Kein Ort steht darauf.</translation>
    </message>
    <message>
        <source>Delete the land mass {name}? {places}</source>
        <translation>Die Landmasse {name} löschen? {places}</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {title}?</source>
        <translation>Die Änderungen an {title} speichern?</translation>
    </message>
    <message>
        <source>Open a map</source>
        <translation>Eine Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*.yaml *.yml)</source>
        <translation>Karten (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The map cannot be opened</source>
        <translation>Die Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Die Karte speichern</translation>
    </message>
    <message>
        <source>Maps (*.yaml)</source>
        <translation>Karten (*.yaml)</translation>
    </message>
    <message>
        <source>The map cannot be saved</source>
        <translation>Die Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source> (with problems: it cannot be played yet)</source>
        <translation> (mit Problemen: Sie kann noch nicht gespielt werden)</translation>
    </message>
    <message>
        <source>Saved {path}{note}.</source>
        <translation>{path} gespeichert{note}.</translation>
    </message>
    <message>
        <source>The map cannot be read</source>
        <translation>Die Landkarte kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>This map cannot be played yet</source>
        <translation>Diese Karte kann noch nicht gespielt werden</translation>
    </message>
    <message numerus="yes">
        <source>Fix these %n problem(s) first:

</source>
        <translation>
            <numerusform>Behebe zuerst %n Problem:

</numerusform>
            <numerusform>Behebe zuerst diese %n Probleme:

</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on the coas&amp;t</source>
        <translation>An die Küs&amp;te setzen</translation>
    </message>
    <message>
        <source>Move the selected port or island onto the nearest coast</source>
        <translation>Den gewählten Hafen oder die gewählte Insel an die nächste Küste setzen</translation>
    </message>
    <message>
        <source>Select a port or an island on the map first.</source>
        <translation>Wähle zuerst einen Hafen oder eine Insel auf der Karte.</translation>
    </message>
    <message>
        <source>&amp;Import coastlines…</source>
        <translation>Küsten &amp;importieren …</translation>
    </message>
</context>
<context>
    <name>EventCardView</name>
    <message>
        <source>Event card</source>
        <extracomment>&quot;Last event of&quot; chose a player (their seat).</extracomment>
        <translation>Ereigniskarte</translation>
    </message>
    <message>
        <source>Carry it out</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Für später behalten</translation>
    </message>
    <message>
        <source>Last event of:</source>
        <translation>Letztes Ereignis von:</translation>
    </message>
    <message>
        <source>Show the last event card of a player</source>
        <translation>Die letzte Ereigniskarte eines Spielers zeigen</translation>
    </message>
    <message>
        <source>No event card drawn yet.</source>
        <translation>Noch keine Ereigniskarte gezogen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effect:&lt;/b&gt; {value}</source>
        <translation>&lt;b&gt;Wirkung:&lt;/b&gt; {value}</translation>
    </message>
</context>
<context>
    <name>EventEffect</name>
    <message>
        <source>Your figure goes {spaces} forward (never into London).</source>
        <translation>Deine Figur zieht {spaces} vor (nie nach London hinein).</translation>
    </message>
    <message>
        <source>Your figure goes {spaces} back; a money bag cancels it.</source>
        <translation>Deine Figur zieht {spaces} zurück; ein Geldsack wehrt es ab.</translation>
    </message>
    <message>
        <source>Your figure goes forward to the next {space}.</source>
        <translation>Deine Figur zieht vor zum nächsten Feld: {space}.</translation>
    </message>
    <message>
        <source>Your figure goes back to the previous {space}; a money bag cancels it.</source>
        <translation>Deine Figur zieht zurück zum vorigen Feld: {space}; ein Geldsack wehrt es ab.</translation>
    </message>
    <message>
        <source>You miss your next turn.</source>
        <translation>Du setzt beim nächsten Zug aus.</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation>Du ziehst {cards}.</translation>
    </message>
    <message>
        <source>You discard {cards} at random.</source>
        <translation>Du legst {cards} zufällig ab.</translation>
    </message>
    <message>
        <source>Every other figure goes {spaces} back; each may pay a money bag.</source>
        <translation>Jede andere Figur zieht {spaces} zurück; jeder darf einen Geldsack zahlen.</translation>
    </message>
    <message>
        <source>Every figure ahead of yours goes {spaces} back; each may pay a money bag.</source>
        <translation>Jede Figur vor deiner zieht {spaces} zurück; jeder darf einen Geldsack zahlen.</translation>
    </message>
    <message>
        <source>The wind rose turns to the {transport}.</source>
        <translation>Die Windrose dreht sich auf: {transport}.</translation>
    </message>
    <message>
        <source>Turn the wind rose (or leave it), then play another card.</source>
        <translation>Versetze die Windrose (oder lass sie stehen) und spiele dann noch eine Karte.</translation>
    </message>
    <message>
        <source>Play another card.</source>
        <translation>Spiele noch eine Karte.</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened, newest at the bottom</source>
        <extracomment>The item data role marking a headline&apos;s line (drawn in the warning&apos;s colour). Events important enough for a banner over the map (they change the game for others).</extracomment>
        <translation>Was geschah, das Neueste unten</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation>Zug {turn}: {text}</translation>
    </message>
</context>
<context>
    <name>GamesInProgressDialog</name>
    <message>
        <source>Games in progress</source>
        <extracomment>The pictures&apos; size in pixels. What a picture&apos;s cache note says besides the picture: the turn, and whether it is over. A game was continued (its id).</extracomment>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>These games are not finished. Choose one to continue it, or start a new one.</source>
        <extracomment>The question &quot;Delete this game?&quot; while it is open (tests answer it). The last problem shown (a game that cannot be read).</extracomment>
        <translation>Diese Spiele sind nicht beendet. Wähle eines, um es fortzusetzen, oder beginne ein neues.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Kein Spiel läuft.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>A game that cannot be read:
{reason}</source>
        <translation>Ein Spiel, das sich nicht lesen lässt:
{reason}</translation>
    </message>
    <message>
        <source>Journey (2024)</source>
        <translation>Reise (2024)</translation>
    </message>
    <message>
        <source>Race (1986)</source>
        <translation>Wettrennen (1986)</translation>
    </message>
    <message>
        <source>Finished, not yet in the album</source>
        <translation>Beendet, noch nicht im Album</translation>
    </message>
    <message numerus="yes">
        <source>Turn %n</source>
        <translation>
            <numerusform>Zug %n</numerusform>
            <numerusform>Zug %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily journey of {date}: practice</source>
        <translation>Tägliche Reise vom {date}: Übung</translation>
    </message>
    <message>
        <source>Daily journey of {date}: the official try</source>
        <translation>Tägliche Reise vom {date}: der offizielle Versuch</translation>
    </message>
    <message>
        <source>Open in another Eighty Days program</source>
        <translation>In einem anderen Eighty-Days-Programm geöffnet</translation>
    </message>
    <message>
        <source>On a table in this program</source>
        <translation>Liegt in diesem Programm auf einem Tisch</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good?

{game}</source>
        <translation>Dieses unbeendete Spiel endgültig löschen?

{game}</translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation>Das Spiel wurde nicht gelöscht</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Cards in hand</source>
        <extracomment>The smallest type a special card&apos;s name is written in on one line of its band. A sentence for the status bar: why the card with the keyboard cannot be played. The cards are only shown (a replay): none can be clicked.</extracomment>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click, then choose how to play it.</source>
        <translation>&lt;br&gt;Klicken, dann wählen, wie sie gespielt wird.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click to play it.</source>
        <translation>&lt;br&gt;Klicken, um sie zu spielen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Click to exchange it.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Klicken, um sie zu tauschen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Click to discard it.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Klicken, um sie abzulegen.</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Diese Karte spielen?</translation>
    </message>
    <message>
        <source>Play {title}: {choice}?</source>
        <translation>{title} spielen: {choice}?</translation>
    </message>
    <message>
        <source>Play {title}?</source>
        <translation>{title} spielen?</translation>
    </message>
    <message>
        <source>Money bag: how many spaces?</source>
        <translation>Geldsack: wie viele Felder?</translation>
    </message>
    <message>
        <source>Wind rose card: turn the rose to</source>
        <translation>Windrosenkarte: die Windrose versetzen auf</translation>
    </message>
    <message>
        <source>{title}: which way?</source>
        <translation>{title}: in welche Richtung?</translation>
    </message>
    <message>
        <source>Play {title}: {choice}</source>
        <translation>{title} spielen: {choice}</translation>
    </message>
    <message>
        <source>{title} cannot be played: {reason}</source>
        <translation>{title} kann nicht gespielt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>to {place}</source>
        <translation>nach {place}</translation>
    </message>
    <message>
        <source>into open country</source>
        <translation>ins offene Gelände</translation>
    </message>
    <message>
        <source>staying where you are</source>
        <translation>du bleibst, wo du bist</translation>
    </message>
    <message>
        <source>draw the route {where}</source>
        <translation>zeichne die Route {where}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The key of Game → Hint (no other action of the journey window uses it). the journey ``MainWindow`` (controller, table, status bar, Game menu) the state a hint was asked for and is awaited the hint shown last (None: none on show) its line of reason, as the status bar showed it after a card was hinted: show the route once the person has taken a card hints asked in the game on the table (its first state, to tell another game)</extracomment>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint.</source>
        <translation>Das Spiel ist vorbei: Es gibt keinen Zug für einen Tipp.</translation>
    </message>
    <message>
        <source>The computer is playing this turn: a hint is for your own move.</source>
        <translation>Der Computer spielt diesen Zug: Ein Tipp gilt deinem eigenen Zug.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>No hint could be worked out: {reason}</source>
        <translation>Es ließ sich kein Tipp finden: {reason}</translation>
    </message>
    <message>
        <source>income {pounds} there</source>
        <translation>dort {pounds} Einkommen</translation>
    </message>
</context>
<context>
    <name>ImportCoastlinesDialog</name>
    <message>
        <source>Import coastlines</source>
        <extracomment>The file was read and fitted again (the preview is up to date).</extracomment>
        <translation>Küsten importieren</translation>
    </message>
    <message>
        <source>a GeoJSON file (.geojson, .json)</source>
        <extracomment>What the file gives with the current scale and offset (``None``: nothing yet). The file chooser while it is open (kept for tests).</extracomment>
        <translation>eine GeoJSON-Datei (.geojson, .json)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Scale (map units per degree):</source>
        <translation>Maßstab (Karteneinheiten je Grad):</translation>
    </message>
    <message>
        <source>Offset (x, y):</source>
        <translation>Versatz (x, y):</translation>
    </message>
    <message>
        <source>x {x_min} to {x_max}, y {y_min} to {y_max}</source>
        <translation>x {x_min} bis {x_max}, y {y_min} bis {y_max}</translation>
    </message>
    <message>
        <source>The sheet:</source>
        <translation>Das Blatt:</translation>
    </message>
    <message numerus="yes">
        <source>Import %n coastline shape(s)</source>
        <translation>
            <numerusform>%n Küstenform importieren</numerusform>
            <numerusform>%n Küstenformen importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>GeoJSON (*.geojson *.json)</source>
        <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a GeoJSON file.</source>
        <translation>Wähle eine GeoJSON-Datei.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Es gibt keine Datei %1.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) to add to the land</source>
        <translation>
            <numerusform>%n Form kommt zum Land hinzu</numerusform>
            <numerusform>%n Formen kommen zum Land hinzu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) beyond the sheet left out</source>
        <translation>
            <numerusform>%n Form jenseits des Blatts weggelassen</numerusform>
            <numerusform>%n Formen jenseits des Blatts weggelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) or point(s) skipped</source>
        <translation>
            <numerusform>%n Linie oder Punkt übersprungen</numerusform>
            <numerusform>%n Linien oder Punkte übersprungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Take this transport?</source>
        <translation>Dieses Transportmittel nehmen?</translation>
    </message>
    <message>
        <source>Take the {transport}: {price}?</source>
        <translation>{transport} nehmen: {price}?</translation>
    </message>
    <message>
        <source>Draw this route?</source>
        <translation>Diese Route zeichnen?</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>The finished game could not be kept in the album: {reason}</source>
        <extracomment>a journey ``MainWindow`` or a ``RaceWindow`` (controller, statusBar) the file dialog of Open a challenge / Send as a challenge last opened the box of Paste a challenge code last opened the finished games kept (an undo and the same end again keeps nothing new)</extracomment>
        <translation>Das beendete Spiel konnte nicht im Album abgelegt werden: {reason}</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>official try</source>
        <translation>offizieller Versuch</translation>
    </message>
    <message>
        <source>Daily journey of {date} ({kind}): {fame} fame.</source>
        <translation>Tagesreise vom {date} ({kind}): {fame} Ruhm.</translation>
    </message>
    <message numerus="yes">
        <source>Daily streak: %n day(s).</source>
        <translation>
            <numerusform>Tagesserie: %n Tag.</numerusform>
            <numerusform>Tagesserie: %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best daily result: {fame} fame.</source>
        <translation>Bestes Tagesergebnis: {fame} Ruhm.</translation>
    </message>
    <message>
        <source>Daily journey</source>
        <translation>Tagesreise</translation>
    </message>
    <message>
        <source>Eighty Days — Challenge from {name}</source>
        <translation>Eighty Days — Herausforderung von {name}</translation>
    </message>
    <message>
        <source>Daily journey of {date}: your official try.</source>
        <translation>Tagesreise vom {date}: dein offizieller Versuch.</translation>
    </message>
    <message>
        <source>Daily journey of {date}: practice (the official try is played).</source>
        <translation>Tagesreise vom {date}: Übung (der offizielle Versuch ist gespielt).</translation>
    </message>
    <message>
        <source>Eighty Days — Daily journey {date}</source>
        <translation>Eighty Days — Tagesreise {date}</translation>
    </message>
    <message>
        <source>This challenge cannot be played</source>
        <translation>Diese Herausforderung kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>Challenge from {name}: {fame} fame to beat.</source>
        <translation>Herausforderung von {name}: {fame} Ruhm sind zu schlagen.</translation>
    </message>
    <message>
        <source>Open a challenge</source>
        <translation>Herausforderung öffnen</translation>
    </message>
    <message>
        <source>Challenges (*{suffix});;All files (*)</source>
        <translation>Herausforderungen (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Paste a challenge code</source>
        <translation>Herausforderungscode einfügen</translation>
    </message>
    <message>
        <source>Challenge code:</source>
        <translation>Herausforderungscode:</translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>Noch nicht beendet</translation>
    </message>
    <message>
        <source>Only a finished journey can be sent as a challenge.</source>
        <translation>Nur eine beendete Reise kann als Herausforderung verschickt werden.</translation>
    </message>
    <message>
        <source>Send as a challenge</source>
        <translation>Als Herausforderung verschicken</translation>
    </message>
    <message>
        <source>Challenges (*{suffix})</source>
        <translation>Herausforderungen (*{suffix})</translation>
    </message>
    <message>
        <source>The challenge cannot be written</source>
        <translation>Die Herausforderung kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Challenge written to {path}; its code is on the clipboard.</source>
        <translation>Herausforderung nach {path} geschrieben; ihr Code liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>&amp;Daily journey</source>
        <translation>&amp;Tagesreise</translation>
    </message>
    <message>
        <source>Send as a &amp;challenge…</source>
        <translation>Als &amp;Herausforderung verschicken…</translation>
    </message>
    <message>
        <source>&amp;Open a challenge…</source>
        <translation>Herausforderung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Paste a challenge code…</source>
        <translation>Herausforderungscode ein&amp;fügen…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <extracomment>the game window (journey ``MainWindow`` or ``RaceWindow``)</extracomment>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Album</source>
        <translation>&amp;Album</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
</context>
<context>
    <name>JourneyController</name>
    <message>
        <source>Take a transport first.</source>
        <extracomment>How far along the route (map units) it first goes wrong, whatever the reason. The new state after every action or a new game. The events of the last action (``JourneyState.last_events``) and the turn number. An action the engine refused, with the reason for the player. The game is over: the ``Outcome``.</extracomment>
        <translation>Nimm zuerst ein Transportmittel.</translation>
    </message>
</context>
<context>
    <name>JourneyHints</name>
    <message numerus="yes">
        <source>%n fame there</source>
        <translation>
            <numerusform>dort %n Ruhmespunkt</numerusform>
            <numerusform>dort %n Ruhmespunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pounds} and %n day(s) {where}</source>
        <translation>
            <numerusform>{pounds} und %n Tag {where}</numerusform>
            <numerusform>{pounds} und %n Tage {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JourneyTable</name>
    <message>
        <source>Income card: pounds for ending a turn at one of these places</source>
        <translation>Einkommenskarte: Pfund für einen Zug, der an einem dieser Orte endet</translation>
    </message>
    <message>
        <source>Sheet of:</source>
        <translation>Bogen von:</translation>
    </message>
    <message>
        <source>Look at another player&apos;s sheet (read-only)</source>
        <translation>Den Bogen eines anderen Spielers ansehen (nur lesen)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Den ganzen Bogen zeigen</translation>
    </message>
    <message>
        <source>My route</source>
        <translation>Meine Route</translation>
    </message>
    <message>
        <source>Frame the shown player&apos;s route with its surroundings</source>
        <translation>Die Route des gezeigten Spielers mit ihrer Umgebung zeigen</translation>
    </message>
    <message>
        <source>Draw route</source>
        <translation>Route zeichnen</translation>
    </message>
    <message>
        <source>Draw the ruler&apos;s route on the sheet (Enter)</source>
        <translation>Die Route des Lineals auf den Bogen zeichnen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Landkarte</translation>
    </message>
    <message>
        <source>Market and players</source>
        <extracomment>A sentence when the held card reaches no place, or only a short hop.</extracomment>
        <translation>Markt und Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The computer is playing this turn.</source>
        <extracomment>The player clicked a market card or balloon (a ``TransportChoice``). The player asked to draw the ruler&apos;s route (the points). A message for the status bar. The player whose sheet shows. The sheet to show once the route just drawn has been drawn with the pen. Seats the computer plays: their market and ruler do not answer the mouse or keys. A sentence when the held card reaches no place, or only a short hop. Everything public: adventure cards, characters, income, the other players. The marks of where the held ruler can go (Settings → Show where the ruler can go). The ruler of the card in hand.</extracomment>
        <translation>Der Computer spielt diesen Zug.</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (am Zug)</translation>
    </message>
    <message>
        <source> (journey over)</source>
        <translation> (Reise beendet)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Everything public: adventure cards, characters, income, the other players</source>
        <translation>Alles Öffentliche: Abenteuerkarten, Personen, Einkommen, die anderen Spieler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Income card {value} of {total}&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>How long the banner of a headline event stays over the map (ms). The state the table shows, and the ruler&apos;s last verdict (for the map&apos;s accessible description: ``ui/accessibility``).</extracomment>
        <translation>&lt;b&gt;Einkommenskarte {value} von {total}&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>read-only: not this player&apos;s turn</source>
        <translation>nur lesen: dieser Spieler ist nicht am Zug</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (Computer) überlegt …</translation>
    </message>
    <message>
        <source>{name}: choose a transport in the market (the ruler comes with the card).</source>
        <translation>{name}: Wähle ein Transportmittel auf dem Markt (das Lineal kommt mit der Karte).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Looking at {name}&apos;s sheet.</source>
        <translation>Du siehst den Bogen von {name}.</translation>
    </message>
    <message>
        <source>Hinge {index}: that segment and those beyond turn.</source>
        <extracomment>The ruler&apos;s route was judged: (the verdict, the verdict before it or None). The player asked to draw the ruler&apos;s route. A message for the status bar. The ruler on the sheet (None without a card in hand). The verdict on the ruler&apos;s route as it lies now (None without a ruler). What the ruler was laid for: (the history&apos;s length, the seat).</extracomment>
        <translation>Gelenk {index}: Dieser Abschnitt und alle dahinter drehen sich.</translation>
    </message>
    <message>
        <source>This card reaches only a short hop from here: {names}.</source>
        <extracomment>Marks no farther than this share of the ruler&apos;s length are &quot;a short hop&quot;. The marks of where the held ruler can go (None without them). The names of the places the held ruler may reach, over the ruler (None without a ruler).</extracomment>
        <translation>Diese Karte reicht von hier nur ein kurzes Stück: {names}.</translation>
    </message>
    <message>
        <source>This card reaches no place from here.</source>
        <translation>Diese Karte erreicht von hier keinen Ort.</translation>
    </message>
    <message>
        <source>A ship sails {direction} from here to {place}.</source>
        <translation>Ein Schiff fährt von hier {direction} bis {place}.</translation>
    </message>
    <message>
        <source>A train runs {direction} from here to {place}.</source>
        <translation>Ein Zug fährt von hier {direction} bis {place}.</translation>
    </message>
    <message>
        <source>A route may also end at sea or in open country, wherever the ruler is green.</source>
        <translation>Eine Route darf auch auf See oder auf freiem Land enden, überall dort, wo das Lineal grün ist.</translation>
    </message>
    <message>
        <source> — ends at {name}</source>
        <translation> — endet in {name}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#007a58&apos;&gt;Legal route{where}.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#007a58&apos;&gt;Erlaubte Route{where}.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Take a transport first: the ruler comes with the card.</source>
        <translation>Nimm zuerst ein Transportmittel: Das Lineal kommt mit der Karte.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b03a00&apos;&gt;&lt;b&gt;Cannot draw:&lt;/b&gt; {reason}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b03a00&apos;&gt;&lt;b&gt;Zeichnen nicht möglich:&lt;/b&gt; {reason}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Cannot do that: {reason}</source>
        <translation>Das geht nicht: {reason}</translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <extracomment>Who claimed each adventure card and on which turn (from the history). The state whose history the logs tell; the states after each of its actions (the first: the game&apos;s start) and each action&apos;s events with its turn.</extracomment>
        <translation>Zug {turn}: {text}</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{name} shares the victory!</source>
        <translation>{name} teilt sich den Sieg!</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>The sheet with the routes. With a card in hand the ruler has the keyboard here: Page Down and Page Up lay it on the places it reaches, nearest first; type a place&apos;s name to aim at it; ←/→ turn it (Shift: finer), &lt; and &gt; pick a hinge, ↑/↓ move the stop, Enter draws, Esc puts it back; Tab leaves the map. Without a ruler + and − zoom, 0 fits, the arrows pan. Click a marked place to aim, click again to draw; the wheel zooms.</source>
        <translation>Der Bogen mit den Routen. Mit einer Karte in der Hand hat hier das Lineal die Tastatur: Bild ab und Bild auf legen es auf die Orte, die es erreicht, den nächsten zuerst; den Namen eines Ortes tippen richtet es darauf aus; ←/→ drehen es (Umschalt: feiner), &lt; und &gt; wählen ein Gelenk, ↑/↓ verschieben den Endpunkt, die Eingabetaste zeichnet, Esc legt es zurück; Tab verlässt die Landkarte. Ohne Lineal zoomen + und −, 0 zeigt den ganzen Bogen, die Pfeiltasten verschieben. Einen markierten Ort anklicken richtet das Lineal aus, ein zweiter Klick zeichnet; das Mausrad zoomt.</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Landkarte</translation>
    </message>
    <message>
        <source>M&amp;arket</source>
        <translation>&amp;Markt</translation>
    </message>
    <message>
        <source>&amp;Calendar</source>
        <translation>&amp;Kalender</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>No card can be taken now: draw your route first.</source>
        <translation>Jetzt kann keine Karte genommen werden: Zeichne zuerst deine Route.</translation>
    </message>
    <message>
        <source>Choose a card first: Alt+2 goes to the market, the arrows to a card.</source>
        <translation>Wähle zuerst eine Karte: Alt+2 führt zum Markt, die Pfeiltasten zu einer Karte.</translation>
    </message>
</context>
<context>
    <name>JumpPrompt</name>
    <message>
        <source>Jump 5 spaces and draw 5 cards</source>
        <translation>5 Felder springen und 5 Karten ziehen</translation>
    </message>
    <message>
        <source>Decline: stay here, no new cards</source>
        <translation>Verzichten: hier bleiben, keine neuen Karten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}, you have played out your hand: jump?&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}, du hast alle Karten ausgespielt: Springen?&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Into London you may take at most %n card(s).</source>
        <translation>
            <numerusform>Nach London darfst du höchstens %n Karte mitnehmen.</numerusform>
            <numerusform>Nach London darfst du höchstens %n Karten mitnehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Into London you may take no card (expert rules).</source>
        <translation>Nach London darfst du keine Karte mitnehmen (Regeln für erfahrene Weltreisende).</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Canals</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <source>Cards&apos; places</source>
        <translation>Orte der Karten</translation>
    </message>
    <message>
        <source>Layer</source>
        <extracomment>(layer, shown, locked)</extracomment>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Sichtbar</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Show {layer}</source>
        <translation>{layer} zeigen</translation>
    </message>
    <message>
        <source>Lock {layer}</source>
        <translation>{layer} sperren</translation>
    </message>
    <message>
        <source>A hidden layer is left off the map; a locked one cannot be selected, moved, drawn on or added to. Cards&apos; places rings the places that income cards (green) and adventure cards (pink) name.</source>
        <translation>Eine ausgeblendete Ebene fehlt auf der Karte; eine gesperrte lässt sich weder auswählen noch verschieben, bemalen oder ergänzen. „Orte der Karten“ umkreist die Orte, die Einkommenskarten (grün) und Abenteuerkarten (rosa) nennen.</translation>
    </message>
</context>
<context>
    <name>LocationForm</name>
    <message>
        <source>Set as start</source>
        <translation>Als Start festlegen</translation>
    </message>
    <message>
        <source>Set as arrival</source>
        <translation>Als Ziel festlegen</translation>
    </message>
    <message>
        <source>Delete location</source>
        <translation>Ort löschen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Snap radius</source>
        <translation>Fangradius</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Eighty Days — Journey, 2024</source>
        <translation>Eighty Days — Reise, 2024</translation>
    </message>
    <message>
        <source>Opening a map</source>
        <extracomment>The program that made this window. The program&apos;s settings. Saves, undo and autosave (installed by the program&apos;s factory). The configuration of the tutorial&apos;s game while it is on the table: never autosaved. The map file the sheet was read from; ``None`` for a map a save carries inside it (its path there is only a note of where it once was, never a file to use). The guide&apos;s paragraph that explains the next refusal. A map chosen in the New game dialog, read on a worker thread behind a busy dialog.</extracomment>
        <translation>Karte wird geöffnet</translation>
    </message>
    <message>
        <source>A computer player cannot decide</source>
        <translation>Ein Computerspieler kann sich nicht entscheiden</translation>
    </message>
    <message>
        <source>File → New game to choose the players.</source>
        <translation>Datei → Neues Spiel, um die Spieler zu wählen.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The Edit menu (Undo, Redo, Confirm before committing).</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>Bogen &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;My route</source>
        <translation>&amp;Meine Route</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Map &amp;editor…</source>
        <translation>Karten&amp;editor …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Einführung</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>The map cannot be read</source>
        <extracomment>F6, Shift+F6 and Alt+1 … Alt+5: the table&apos;s regions. The ring round the focused view or board. A window made as large as the screen keeps its frame, and its status bar, on it.</extracomment>
        <translation>Die Landkarte kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>New game: seed {seed}.</source>
        <translation>Neues Spiel: Startwert {seed}.</translation>
    </message>
    <message>
        <source>The race cannot start</source>
        <translation>Das Wettrennen kann nicht beginnen</translation>
    </message>
    <message>
        <source>Start the tutorial?</source>
        <translation>Die Einführung starten?</translation>
    </message>
    <message>
        <source>A game is in progress. The tutorial deals a game of its own on this table; the game in progress stays in its autosave and can be resumed at the next start, or saved first with File → Save.

Start the tutorial now?</source>
        <translation>Ein Spiel läuft gerade. Die Einführung teilt an diesem Tisch ein eigenes Spiel aus; das laufende Spiel bleibt in seiner automatischen Sicherung und kann beim nächsten Start fortgesetzt werden – oder zuvor mit Datei → Speichern gesichert werden.

Die Einführung jetzt starten?</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spiel&amp;zug</translation>
    </message>
    <message>
        <source>&amp;Take the card</source>
        <translation>Karte ne&amp;hmen</translation>
    </message>
    <message>
        <source>&amp;Draw the route</source>
        <translation>Route &amp;zeichnen</translation>
    </message>
</context>
<context>
    <name>MapTab</name>
    <message>
        <source>x min</source>
        <translation>x von</translation>
    </message>
    <message>
        <source>y min</source>
        <translation>y von</translation>
    </message>
    <message>
        <source>x max</source>
        <translation>x bis</translation>
    </message>
    <message>
        <source>y max</source>
        <translation>y bis</translation>
    </message>
    <message>
        <source>Map units per ruler unit: the cards give lengths in units</source>
        <translation>Karteneinheiten je Linealeinheit: Die Karten geben Längen in Einheiten an</translation>
    </message>
    <message>
        <source>Two sheets</source>
        <translation>Zwei Bögen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Bounds: x from, to</source>
        <translation>Grenzen: x von, bis</translation>
    </message>
    <message>
        <source>y from, to</source>
        <translation>y von, bis</translation>
    </message>
    <message>
        <source>Ruler unit</source>
        <translation>Linealeinheit</translation>
    </message>
    <message>
        <source>Coast tolerance</source>
        <translation>Küstentoleranz</translation>
    </message>
    <message>
        <source>Antimeridian x</source>
        <translation>Datumsgrenze x</translation>
    </message>
    <message>
        <source>Sheet split x</source>
        <translation>Bogengrenze x</translation>
    </message>
    <message>
        <source>First sheet&apos;s name</source>
        <translation>Name des ersten Bogens</translation>
    </message>
    <message>
        <source>Second sheet&apos;s name</source>
        <translation>Name des zweiten Bogens</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Background image to trace</source>
        <translation>Hintergrundbild zum Nachzeichnen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Over x from, to</source>
        <translation>Über x von, bis</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Choose an image to trace</source>
        <extracomment>The file dialog of &quot;Choose…&quot; while it is open (kept for tests).</extracomment>
        <translation>Ein Bild zum Nachzeichnen wählen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>MarketWidget</name>
    <message>
        <source>{days} travel</source>
        <translation>{days} Reise</translation>
    </message>
    <message>
        <source>{days} departure</source>
        <translation>{days} Abfahrt</translation>
    </message>
    <message>
        <source>{days} for missing pounds</source>
        <translation>{days} für fehlende Pfund</translation>
    </message>
    <message>
        <source>&lt;b&gt;Transport market&lt;/b&gt;</source>
        <extracomment>A transport choice (``TakeTransport`` or ``TakeBalloon``) the player takes. The selected choice changed (``None``: nothing selected). The player asked why no card can be taken now: the rules guide&apos;s paragraph. The card selected, its bill shown (``None``: nothing selected). Set by the table while the computer plays: clicks are announced, not selected.</extracomment>
        <translation>&lt;b&gt;Transportmarkt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Turn a train into a ship or a ship into a train for one pound</source>
        <translation>Für ein Pfund wird ein Zug zum Schiff oder ein Schiff zum Zug</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>+{days}d</source>
        <translation>+{days} T</translation>
    </message>
    <message>
        <source>Hover over a card to see what it would cost you.</source>
        <translation>Zeige auf eine Karte, um zu sehen, was sie dich kosten würde.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Take the selected card and pay its bill (Enter)</source>
        <translation>Die gewählte Karte nehmen und ihre Rechnung bezahlen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Neu wählen</translation>
    </message>
    <message>
        <source>Drop the selection (Esc)</source>
        <translation>Die Auswahl aufheben (Esc)</translation>
    </message>
    <message>
        <source>balloon</source>
        <extracomment>The layer showing cards sliding along a row and turning over from the deck. Paints a card&apos;s other face for the flip (never shown itself).</extracomment>
        <translation>Ballon</translation>
    </message>
    <message>
        <source>Draw your route with the ruler on the map (Enter or “Draw route”).</source>
        <translation>Zeichne deine Route mit dem Lineal auf die Landkarte (Eingabetaste oder „Route zeichnen“).</translation>
    </message>
    <message>
        <source>Why can&apos;t I take a card?</source>
        <translation>Warum kann ich keine Karte nehmen?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Hover over a card to see what it would cost you; click it to see its bill.</source>
        <translation>Zeige auf eine Karte, um zu sehen, was sie dich kosten würde; klicke sie an, um ihre Rechnung zu sehen.</translation>
    </message>
    <message>
        <source>The market opens at the start of your turn.</source>
        <translation>Der Markt öffnet zu Beginn deines Zuges.</translation>
    </message>
    <message>
        <source>Not available to you now.</source>
        <translation>Für dich jetzt nicht verfügbar.</translation>
    </message>
    <message>
        <source>For {name}: {quote}</source>
        <translation>Für {name}: {quote}</translation>
    </message>
    <message>
        <source>
Character: {name}</source>
        <translation>
Figur: {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bill for {name}: {card}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rechnung für {name}: {card}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n travel</source>
        <translation>
            <numerusform>%n Reisetag</numerusform>
            <numerusform>%n Reisetage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n departure</source>
        <translation>
            <numerusform>%n Abfahrtstag</numerusform>
            <numerusform>%n Abfahrtstage</numerusform>
        </translation>
    </message>
    <message>
        <source>Days: {parts} → {date}</source>
        <translation>Tage: {parts} → {date}</translation>
    </message>
    <message>
        <source>Brings {who} from the reserve.</source>
        <translation>Bringt {who} aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Brings {who}, taken from {name}.</source>
        <translation>Bringt {who}, genommen von {name}.</translation>
    </message>
    <message>
        <source>{who} is yours already.</source>
        <translation>{who} gehört schon dir.</translation>
    </message>
    <message>
        <source>Inspector Fix strikes {names}: they lose all their characters.</source>
        <translation>Inspektor Fix schlägt bei {names} zu: Sie verlieren alle ihre Personen.</translation>
    </message>
    <message>
        <source>No Inspector Fix.</source>
        <translation>Kein Inspektor Fix.</translation>
    </message>
    <message>
        <source>Take it: click again, Enter or “Take”. Esc: choose again.</source>
        <translation>Nehmen: noch einmal klicken, Eingabetaste oder „Nehmen“. Esc: neu wählen.</translation>
    </message>
    <message>
        <source> of {cost} (short by {missing})</source>
        <translation> von {cost} (es fehlen {missing})</translation>
    </message>
    <message>
        <source>{pounds}, {days} ({parts})</source>
        <translation>{pounds}, {days} ({parts})</translation>
    </message>
    <message>
        <source>Flip the card (+{pounds})</source>
        <translation>Karte umdrehen (+{pounds})</translation>
    </message>
    <message>
        <source>Pounds: {paid} of {money} in hand</source>
        <translation>Pfund: {paid} von {money} auf der Hand</translation>
    </message>
    <message numerus="yes">
        <source>You lack {pounds}: paid as %n more day(s), to {date}.</source>
        <translation>
            <numerusform>Dir fehlen {pounds}: bezahlt mit %n Tag mehr, bis {date}.</numerusform>
            <numerusform>Dir fehlen {pounds}: bezahlt mit %n Tagen mehr, bis {date}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Inspector Fix strikes {names}: they pay {pounds} each.</source>
        <translation>Inspektor Fix schlägt bei {names} zu: Sie zahlen je {pounds}.</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Show card reach</source>
        <translation>Reichweite der Karten zeigen</translation>
    </message>
    <message>
        <source>With the Measure tool: how far each transport card reaches from the press</source>
        <translation>Mit dem Messwerkzeug: wie weit jede Transportkarte vom gedrückten Punkt aus reicht</translation>
    </message>
    <message>
        <source>%1 ruler units</source>
        <translation>%1 Linealeinheiten</translation>
    </message>
    <message>
        <source>Distance: %1 ruler units (%2 map units)</source>
        <translation>Entfernung: %1 Linealeinheiten (%2 Karteneinheiten)</translation>
    </message>
</context>
<context>
    <name>MoneyTracker</name>
    <message>
        <source>Money tracker: earned {earned} (circled), spent {spent} (crossed), {money} in hand; at most {most} can be earned.</source>
        <extracomment>The height of a portrait or an adventure&apos;s picture in the panel (pixels). On a narrow panel the boxes go ten to a row (eight rows) rather than off its edge. A box&apos;s side at 100 % (pixels); it grows with the UI scale, as its number does, and is never smaller than the body text&apos;s number with a little room around it. Pounds being circled and crossed one by one.</extracomment>
        <translation>Geldleiste: verdient {earned} (eingekreist), ausgegeben {spent} (durchgekreuzt), {money} in der Hand; höchstens {most} können verdient werden.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>A Mediterranean Cruise</source>
        <translation>Eine Mittelmeerkreuzfahrt</translation>
    </message>
    <message>
        <source>Western Mediterranean</source>
        <translation>Westliches Mittelmeer</translation>
    </message>
    <message>
        <source>Eastern Mediterranean</source>
        <translation>Östliches Mittelmeer</translation>
    </message>
    <message>
        <source>Iberia</source>
        <translation>Iberien</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Frankreich</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Greece and the Balkans</source>
        <translation>Griechenland und der Balkan</translation>
    </message>
    <message>
        <source>Asia Minor and the Levant</source>
        <translation>Kleinasien und die Levante</translation>
    </message>
    <message>
        <source>Egypt</source>
        <translation>Ägypten</translation>
    </message>
    <message>
        <source>The Barbary Coast</source>
        <translation>Die Barbareskenküste</translation>
    </message>
    <message>
        <source>The Islands</source>
        <translation>Die Inseln</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Lissabon</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Madrid</translation>
    </message>
    <message>
        <source>Gibraltar</source>
        <translation>Gibraltar</translation>
    </message>
    <message>
        <source>Málaga</source>
        <translation>Málaga</translation>
    </message>
    <message>
        <source>Cartagena</source>
        <translation>Cartagena</translation>
    </message>
    <message>
        <source>Valencia</source>
        <translation>Valencia</translation>
    </message>
    <message>
        <source>Barcelona</source>
        <translation>Barcelona</translation>
    </message>
    <message>
        <source>Marseille</source>
        <translation>Marseille</translation>
    </message>
    <message>
        <source>Lyon</source>
        <translation>Lyon</translation>
    </message>
    <message>
        <source>Nice</source>
        <translation>Nizza</translation>
    </message>
    <message>
        <source>Genoa</source>
        <translation>Genua</translation>
    </message>
    <message>
        <source>Milan</source>
        <translation>Mailand</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rom</translation>
    </message>
    <message>
        <source>Naples</source>
        <translation>Neapel</translation>
    </message>
    <message>
        <source>Brindisi</source>
        <translation>Brindisi</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venedig</translation>
    </message>
    <message>
        <source>Trieste</source>
        <translation>Triest</translation>
    </message>
    <message>
        <source>Ragusa</source>
        <translation>Ragusa</translation>
    </message>
    <message>
        <source>Athens (Piraeus)</source>
        <translation>Athen (Piräus)</translation>
    </message>
    <message>
        <source>Salonica</source>
        <translation>Saloniki</translation>
    </message>
    <message>
        <source>Constantinople</source>
        <translation>Konstantinopel</translation>
    </message>
    <message>
        <source>Smyrna</source>
        <translation>Smyrna</translation>
    </message>
    <message>
        <source>Beirut</source>
        <translation>Beirut</translation>
    </message>
    <message>
        <source>Jaffa</source>
        <translation>Jaffa</translation>
    </message>
    <message>
        <source>Jerusalem</source>
        <translation>Jerusalem</translation>
    </message>
    <message>
        <source>Port Said</source>
        <translation>Port Said</translation>
    </message>
    <message>
        <source>Alexandria</source>
        <translation>Alexandria</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>Kairo</translation>
    </message>
    <message>
        <source>Benghazi</source>
        <translation>Bengasi</translation>
    </message>
    <message>
        <source>Tripoli</source>
        <translation>Tripolis</translation>
    </message>
    <message>
        <source>Tunis</source>
        <translation>Tunis</translation>
    </message>
    <message>
        <source>Algiers</source>
        <translation>Algier</translation>
    </message>
    <message>
        <source>Oran</source>
        <translation>Oran</translation>
    </message>
    <message>
        <source>Tangier</source>
        <translation>Tanger</translation>
    </message>
    <message>
        <source>Palermo</source>
        <translation>Palermo</translation>
    </message>
    <message>
        <source>Syracuse</source>
        <translation>Syrakus</translation>
    </message>
    <message>
        <source>Valletta</source>
        <translation>Valletta</translation>
    </message>
    <message>
        <source>Cagliari</source>
        <translation>Cagliari</translation>
    </message>
    <message>
        <source>Ajaccio</source>
        <translation>Ajaccio</translation>
    </message>
    <message>
        <source>Palma</source>
        <translation>Palma</translation>
    </message>
    <message>
        <source>Candia</source>
        <translation>Candia</translation>
    </message>
    <message>
        <source>Larnaca</source>
        <translation>Larnaka</translation>
    </message>
    <message>
        <source>Rhodes</source>
        <translation>Rhodos</translation>
    </message>
    <message>
        <source>Vesuvius</source>
        <translation>Vesuv</translation>
    </message>
    <message>
        <source>Monte Cristo</source>
        <translation>Monte Cristo</translation>
    </message>
    <message>
        <source>Antekirtta</source>
        <translation>Antekirtta</translation>
    </message>
    <message>
        <source>Gourbi Island</source>
        <translation>Gourbi-Insel</translation>
    </message>
    <message>
        <source>Sidi Bel Abbès</source>
        <translation>Sidi Bel Abbès</translation>
    </message>
    <message>
        <source>Suez</source>
        <translation>Suez</translation>
    </message>
    <message>
        <source>Europe, Asia, Africa</source>
        <translation>Europa, Asien, Afrika</translation>
    </message>
    <message>
        <source>Sicily</source>
        <translation>Sizilien</translation>
    </message>
    <message>
        <source>Sardinia</source>
        <translation>Sardinien</translation>
    </message>
    <message>
        <source>Corsica</source>
        <translation>Korsika</translation>
    </message>
    <message>
        <source>Crete</source>
        <translation>Kreta</translation>
    </message>
    <message>
        <source>Cyprus</source>
        <translation>Zypern</translation>
    </message>
    <message>
        <source>Malta</source>
        <translation>Malta</translation>
    </message>
    <message>
        <source>Majorca</source>
        <translation>Mallorca</translation>
    </message>
    <message>
        <source>Montecristo</source>
        <translation>Montecristo</translation>
    </message>
    <message>
        <source>Suez Canal</source>
        <translation>Suezkanal</translation>
    </message>
    <message>
        <source>The Alps</source>
        <translation>Die Alpen</translation>
    </message>
    <message>
        <source>The Last Days of Pompeii</source>
        <translation>Die letzten Tage von Pompeji</translation>
    </message>
    <message>
        <source>The Treasure of Monte Cristo</source>
        <translation>Der Schatz von Monte Cristo</translation>
    </message>
    <message>
        <source>Doctor Antekirtt&apos;s Island</source>
        <translation>Doktor Antekirtts Insel</translation>
    </message>
    <message>
        <source>What Was Left of Algeria</source>
        <translation>Was von Algerien blieb</translation>
    </message>
    <message>
        <source>The Adoption Hunt</source>
        <translation>Die Adoptionsjagd</translation>
    </message>
    <message>
        <source>Fix Waits at Suez</source>
        <translation>Fix wartet in Suez</translation>
    </message>
    <message>
        <source>London</source>
        <translation>London</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paris</translation>
    </message>
    <message>
        <source>Bombay</source>
        <translation>Bombay</translation>
    </message>
    <message>
        <source>Allahabad</source>
        <translation>Allahabad</translation>
    </message>
    <message>
        <source>Calcutta</source>
        <translation>Kalkutta</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapur</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>Hongkong</translation>
    </message>
    <message>
        <source>Yokohama</source>
        <translation>Yokohama</translation>
    </message>
    <message>
        <source>San Francisco</source>
        <translation>San Francisco</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>Liverpool</source>
        <translation>Liverpool</translation>
    </message>
    <message>
        <source>Sample Small</source>
        <translation>Kleines Beispiel</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Westland</source>
        <translation>Westland</translation>
    </message>
    <message>
        <source>The Isles</source>
        <translation>Die Inseln</translation>
    </message>
    <message>
        <source>Eastland</source>
        <translation>Ostland</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Heimat</translation>
    </message>
    <message>
        <source>West Harbour</source>
        <translation>Westhafen</translation>
    </message>
    <message>
        <source>Canal Town</source>
        <translation>Kanalstadt</translation>
    </message>
    <message>
        <source>The Cave</source>
        <translation>Die Höhle</translation>
    </message>
    <message>
        <source>Lonely Isle</source>
        <translation>Einsame Insel</translation>
    </message>
    <message>
        <source>Far Isle</source>
        <translation>Ferne Insel</translation>
    </message>
    <message>
        <source>East Harbour</source>
        <translation>Osthafen</translation>
    </message>
    <message>
        <source>The Fort</source>
        <translation>Das Fort</translation>
    </message>
    <message>
        <source>The Beacon</source>
        <translation>Das Leuchtfeuer</translation>
    </message>
    <message>
        <source>Long Canal</source>
        <translation>Langer Kanal</translation>
    </message>
    <message>
        <source>Spine Mountains</source>
        <translation>Gratgebirge</translation>
    </message>
    <message>
        <source>The Deep Cave</source>
        <translation>Die tiefe Höhle</translation>
    </message>
    <message>
        <source>The World in 1872</source>
        <translation>Die Welt im Jahr 1872</translation>
    </message>
    <message>
        <source>Eurasia</source>
        <translation>Eurasien</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amerika</translation>
    </message>
    <message>
        <source>British Isles</source>
        <translation>Britische Inseln</translation>
    </message>
    <message>
        <source>Western Europe</source>
        <translation>Westeuropa</translation>
    </message>
    <message>
        <source>Northern Europe</source>
        <translation>Nordeuropa</translation>
    </message>
    <message>
        <source>Southern Europe</source>
        <translation>Südeuropa</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Russland</translation>
    </message>
    <message>
        <source>North Africa</source>
        <translation>Nordafrika</translation>
    </message>
    <message>
        <source>Egypt and Arabia</source>
        <translation>Ägypten und Arabien</translation>
    </message>
    <message>
        <source>Persia and Turkestan</source>
        <translation>Persien und Turkestan</translation>
    </message>
    <message>
        <source>Tropical and Southern Africa</source>
        <translation>Tropisches und südliches Afrika</translation>
    </message>
    <message>
        <source>India</source>
        <translation>Indien</translation>
    </message>
    <message>
        <source>Siberia</source>
        <translation>Sibirien</translation>
    </message>
    <message>
        <source>China</source>
        <translation>China</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Japan</translation>
    </message>
    <message>
        <source>East Indies</source>
        <translation>Ostindien</translation>
    </message>
    <message>
        <source>Australasia</source>
        <translation>Australasien</translation>
    </message>
    <message>
        <source>Pacific Islands</source>
        <translation>Pazifikinseln</translation>
    </message>
    <message>
        <source>The American West</source>
        <translation>Der amerikanische Westen</translation>
    </message>
    <message>
        <source>The American East</source>
        <translation>Der amerikanische Osten</translation>
    </message>
    <message>
        <source>Central and South America</source>
        <translation>Mittel- und Südamerika</translation>
    </message>
    <message>
        <source>Dover</source>
        <translation>Dover</translation>
    </message>
    <message>
        <source>Dublin</source>
        <translation>Dublin</translation>
    </message>
    <message>
        <source>Edinburgh</source>
        <translation>Edinburgh</translation>
    </message>
    <message>
        <source>Fingal&apos;s Cave, Staffa</source>
        <translation>Fingalshöhle, Staffa</translation>
    </message>
    <message>
        <source>Queenstown</source>
        <translation>Queenstown</translation>
    </message>
    <message>
        <source>Calais</source>
        <translation>Calais</translation>
    </message>
    <message>
        <source>Le Havre</source>
        <translation>Le Havre</translation>
    </message>
    <message>
        <source>Brest</source>
        <translation>Brest</translation>
    </message>
    <message>
        <source>Ponta Delgada, Azores</source>
        <translation>Ponta Delgada, Azoren</translation>
    </message>
    <message>
        <source>Funchal, Madeira</source>
        <translation>Funchal, Madeira</translation>
    </message>
    <message>
        <source>Hamburg</source>
        <translation>Hamburg</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlin</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>Kopenhagen</translation>
    </message>
    <message>
        <source>Christiania</source>
        <translation>Christiania</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>Stockholm</translation>
    </message>
    <message>
        <source>Reykjavik</source>
        <translation>Reykjavík</translation>
    </message>
    <message>
        <source>Snæfellsjökull</source>
        <translation>Snæfellsjökull</translation>
    </message>
    <message>
        <source>Vienna</source>
        <translation>Wien</translation>
    </message>
    <message>
        <source>Valletta, Malta</source>
        <translation>Valletta, Malta</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Athen</translation>
    </message>
    <message>
        <source>St Petersburg</source>
        <translation>Sankt Petersburg</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moskau</translation>
    </message>
    <message>
        <source>Kazan</source>
        <translation>Kasan</translation>
    </message>
    <message>
        <source>Odessa</source>
        <translation>Odessa</translation>
    </message>
    <message>
        <source>Tiflis</source>
        <translation>Tiflis</translation>
    </message>
    <message>
        <source>Orenburg</source>
        <translation>Orenburg</translation>
    </message>
    <message>
        <source>Timbuktu</source>
        <translation>Timbuktu</translation>
    </message>
    <message>
        <source>Damascus</source>
        <translation>Damaskus</translation>
    </message>
    <message>
        <source>Jeddah</source>
        <translation>Dschidda</translation>
    </message>
    <message>
        <source>Aden</source>
        <translation>Aden</translation>
    </message>
    <message>
        <source>Baghdad</source>
        <translation>Bagdad</translation>
    </message>
    <message>
        <source>Tehran</source>
        <translation>Teheran</translation>
    </message>
    <message>
        <source>Bushire</source>
        <translation>Buschehr</translation>
    </message>
    <message>
        <source>Muscat</source>
        <translation>Maskat</translation>
    </message>
    <message>
        <source>Herat</source>
        <translation>Herat</translation>
    </message>
    <message>
        <source>Kabul</source>
        <translation>Kabul</translation>
    </message>
    <message>
        <source>Bukhara</source>
        <translation>Buchara</translation>
    </message>
    <message>
        <source>Samarkand</source>
        <translation>Samarkand</translation>
    </message>
    <message>
        <source>Tashkent</source>
        <translation>Taschkent</translation>
    </message>
    <message>
        <source>Saint-Louis</source>
        <translation>Saint-Louis</translation>
    </message>
    <message>
        <source>Freetown</source>
        <translation>Freetown</translation>
    </message>
    <message>
        <source>Lagos</source>
        <translation>Lagos</translation>
    </message>
    <message>
        <source>Lake Chad</source>
        <translation>Tschadsee</translation>
    </message>
    <message>
        <source>Khartoum</source>
        <translation>Khartum</translation>
    </message>
    <message>
        <source>Luanda</source>
        <translation>Luanda</translation>
    </message>
    <message>
        <source>Jamestown, St Helena</source>
        <translation>Jamestown, St. Helena</translation>
    </message>
    <message>
        <source>Cape Town</source>
        <translation>Kapstadt</translation>
    </message>
    <message>
        <source>Durban</source>
        <translation>Durban</translation>
    </message>
    <message>
        <source>Zanzibar</source>
        <translation>Sansibar</translation>
    </message>
    <message>
        <source>Tamatave, Madagascar</source>
        <translation>Tamatave, Madagaskar</translation>
    </message>
    <message>
        <source>Karachi</source>
        <translation>Karatschi</translation>
    </message>
    <message>
        <source>Lahore</source>
        <translation>Lahore</translation>
    </message>
    <message>
        <source>Delhi</source>
        <translation>Delhi</translation>
    </message>
    <message>
        <source>Madras</source>
        <translation>Madras</translation>
    </message>
    <message>
        <source>Point de Galle, Ceylon</source>
        <translation>Point de Galle, Ceylon</translation>
    </message>
    <message>
        <source>Tobolsk</source>
        <translation>Tobolsk</translation>
    </message>
    <message>
        <source>Omsk</source>
        <translation>Omsk</translation>
    </message>
    <message>
        <source>Tomsk</source>
        <translation>Tomsk</translation>
    </message>
    <message>
        <source>Irkutsk</source>
        <translation>Irkutsk</translation>
    </message>
    <message>
        <source>Kiakhta</source>
        <translation>Kjachta</translation>
    </message>
    <message>
        <source>Yakutsk</source>
        <translation>Jakutsk</translation>
    </message>
    <message>
        <source>Okhotsk</source>
        <translation>Ochotsk</translation>
    </message>
    <message>
        <source>Vladivostok</source>
        <translation>Wladiwostok</translation>
    </message>
    <message>
        <source>Petropavlovsk</source>
        <translation>Petropawlowsk</translation>
    </message>
    <message>
        <source>Kashgar</source>
        <translation>Kaschgar</translation>
    </message>
    <message>
        <source>Lhasa</source>
        <translation>Lhasa</translation>
    </message>
    <message>
        <source>Urga</source>
        <translation>Urga</translation>
    </message>
    <message>
        <source>Peking</source>
        <translation>Peking</translation>
    </message>
    <message>
        <source>Tientsin</source>
        <translation>Tientsin</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Shanghai</translation>
    </message>
    <message>
        <source>Canton</source>
        <translation>Kanton</translation>
    </message>
    <message>
        <source>Nagasaki</source>
        <translation>Nagasaki</translation>
    </message>
    <message>
        <source>Kobe</source>
        <translation>Kobe</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <translation>Kyōto</translation>
    </message>
    <message>
        <source>Hakodate</source>
        <translation>Hakodate</translation>
    </message>
    <message>
        <source>Rangoon</source>
        <translation>Rangun</translation>
    </message>
    <message>
        <source>Bangkok</source>
        <translation>Bangkok</translation>
    </message>
    <message>
        <source>Saigon</source>
        <translation>Saigon</translation>
    </message>
    <message>
        <source>Penang</source>
        <translation>Penang</translation>
    </message>
    <message>
        <source>Batavia</source>
        <translation>Batavia</translation>
    </message>
    <message>
        <source>Manila</source>
        <translation>Manila</translation>
    </message>
    <message>
        <source>Port Darwin</source>
        <translation>Port Darwin</translation>
    </message>
    <message>
        <source>Perth</source>
        <translation>Perth</translation>
    </message>
    <message>
        <source>Adelaide</source>
        <translation>Adelaide</translation>
    </message>
    <message>
        <source>Melbourne</source>
        <translation>Melbourne</translation>
    </message>
    <message>
        <source>Hobart, Tasmania</source>
        <translation>Hobart, Tasmanien</translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation>Sydney</translation>
    </message>
    <message>
        <source>Brisbane</source>
        <translation>Brisbane</translation>
    </message>
    <message>
        <source>Auckland</source>
        <translation>Auckland</translation>
    </message>
    <message>
        <source>Nouméa, New Caledonia</source>
        <translation>Nouméa, Neukaledonien</translation>
    </message>
    <message>
        <source>Vanikoro</source>
        <translation>Vanikoro</translation>
    </message>
    <message>
        <source>Levuka, Fiji</source>
        <translation>Levuka, Fidschi</translation>
    </message>
    <message>
        <source>Apia, Samoa</source>
        <translation>Apia, Samoa</translation>
    </message>
    <message>
        <source>Honolulu, Hawaii</source>
        <translation>Honolulu, Hawaii</translation>
    </message>
    <message>
        <source>Papeete, Tahiti</source>
        <translation>Papeete, Tahiti</translation>
    </message>
    <message>
        <source>Lincoln Island</source>
        <translation>Lincoln-Insel</translation>
    </message>
    <message>
        <source>Sitka</source>
        <translation>Sitka</translation>
    </message>
    <message>
        <source>Cape Bathurst</source>
        <translation>Kap Bathurst</translation>
    </message>
    <message>
        <source>Victoria</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Sacramento</source>
        <translation>Sacramento</translation>
    </message>
    <message>
        <source>Salt Lake City</source>
        <translation>Salt Lake City</translation>
    </message>
    <message>
        <source>Denver</source>
        <translation>Denver</translation>
    </message>
    <message>
        <source>Chicago</source>
        <translation>Chicago</translation>
    </message>
    <message>
        <source>New Orleans</source>
        <translation>New Orleans</translation>
    </message>
    <message>
        <source>Tampa (Stone&apos;s Hill)</source>
        <translation>Tampa (Stone&apos;s Hill)</translation>
    </message>
    <message>
        <source>Niagara Falls</source>
        <translation>Niagarafälle</translation>
    </message>
    <message>
        <source>Washington</source>
        <translation>Washington</translation>
    </message>
    <message>
        <source>Montreal</source>
        <translation>Montreal</translation>
    </message>
    <message>
        <source>Boston</source>
        <translation>Boston</translation>
    </message>
    <message>
        <source>Halifax</source>
        <translation>Halifax</translation>
    </message>
    <message>
        <source>Hamilton, Bermuda</source>
        <translation>Hamilton, Bermuda</translation>
    </message>
    <message>
        <source>St John&apos;s, Newfoundland</source>
        <translation>St. John&apos;s, Neufundland</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Mexiko-Stadt</translation>
    </message>
    <message>
        <source>Veracruz</source>
        <translation>Veracruz</translation>
    </message>
    <message>
        <source>Havana, Cuba</source>
        <translation>Havanna, Kuba</translation>
    </message>
    <message>
        <source>Kingston, Jamaica</source>
        <translation>Kingston, Jamaika</translation>
    </message>
    <message>
        <source>Colón</source>
        <translation>Colón</translation>
    </message>
    <message>
        <source>Panama</source>
        <translation>Panama</translation>
    </message>
    <message>
        <source>Callao</source>
        <translation>Callao</translation>
    </message>
    <message>
        <source>Valparaíso</source>
        <translation>Valparaíso</translation>
    </message>
    <message>
        <source>Punta Arenas</source>
        <translation>Punta Arenas</translation>
    </message>
    <message>
        <source>Carmen de Patagones, Patagonia</source>
        <translation>Carmen de Patagones, Patagonien</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>Buenos Aires</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Rio de Janeiro</translation>
    </message>
    <message>
        <source>Lincoln Island (The Mysterious Island)</source>
        <translation>Lincoln-Insel (Die geheimnisvolle Insel)</translation>
    </message>
    <message>
        <source>Himalaya</source>
        <translation>Himalaya</translation>
    </message>
    <message>
        <source>Journey to the Centre of the Earth</source>
        <translation>Reise zum Mittelpunkt der Erde</translation>
    </message>
    <message>
        <source>The Courier of the Tsar</source>
        <translation>Der Kurier des Zaren</translation>
    </message>
    <message>
        <source>The Mysterious Island</source>
        <translation>Die geheimnisvolle Insel</translation>
    </message>
    <message>
        <source>Over Africa by Balloon</source>
        <translation>Im Ballon über Afrika</translation>
    </message>
    <message>
        <source>The Wrecks of Vanikoro</source>
        <translation>Die Wracks von Vanikoro</translation>
    </message>
    <message>
        <source>Along the Thirty-Seventh Parallel</source>
        <translation>Entlang dem 37. Breitengrad</translation>
    </message>
    <message>
        <source>The Great Eastern at Niagara</source>
        <translation>Die Great Eastern am Niagara</translation>
    </message>
    <message>
        <source>The Rock Carried Off</source>
        <translation>Der entführte Felsen</translation>
    </message>
    <message>
        <source>Storm in the China Sea</source>
        <translation>Sturm im Chinesischen Meer</translation>
    </message>
    <message>
        <source>A typhoon drives the Tankadere off course. Go back 2 spaces.</source>
        <translation>Ein Taifun treibt die Tankadere vom Kurs ab. Gehe 2 Felder zurück.</translation>
    </message>
    <message>
        <source>Fix&apos;s warrant</source>
        <translation>Der Haftbefehl von Fix</translation>
    </message>
    <message>
        <source>Detective Fix finally holds his warrant. Go back 3 spaces.</source>
        <translation>Detektiv Fix hält endlich seinen Haftbefehl in Händen. Gehe 3 Felder zurück.</translation>
    </message>
    <message>
        <source>The Sioux attack</source>
        <translation>Überfall der Sioux</translation>
    </message>
    <message>
        <source>Sioux warriors attack the train near Fort Kearney. Go back 3 spaces.</source>
        <translation>Sioux-Krieger überfallen den Zug bei Fort Kearney. Gehe 3 Felder zurück.</translation>
    </message>
    <message>
        <source>Shoes in the pagoda of Malabar Hill</source>
        <translation>Schuhe in der Pagode von Malabar Hill</translation>
    </message>
    <message>
        <source>Passepartout entered the temple in his shoes and must flee the priests. Go back 2 spaces.</source>
        <translation>Passepartout betrat den Tempel mit Schuhen und muss vor den Priestern fliehen. Gehe 2 Felder zurück.</translation>
    </message>
    <message>
        <source>A herd of bison</source>
        <translation>Eine Bisonherde</translation>
    </message>
    <message>
        <source>Thousands of bison cross the line and the train must wait. Go back 1 space.</source>
        <translation>Tausende Bisons überqueren die Gleise, der Zug muss warten. Gehe 1 Feld zurück.</translation>
    </message>
    <message>
        <source>Before the court of Calcutta</source>
        <translation>Vor dem Gericht in Kalkutta</translation>
    </message>
    <message>
        <source>Judge Obadiah sentences Passepartout for the temple affair. Go back 2 spaces.</source>
        <translation>Richter Obadiah verurteilt Passepartout wegen der Tempelgeschichte. Gehe 2 Felder zurück.</translation>
    </message>
    <message>
        <source>The coal runs out</source>
        <translation>Die Kohle geht aus</translation>
    </message>
    <message>
        <source>The Henrietta&apos;s bunkers are empty in mid-Atlantic. Go back 1 space.</source>
        <translation>Mitten im Atlantik sind die Bunker der Henrietta leer. Gehe 1 Feld zurück.</translation>
    </message>
    <message>
        <source>The Medicine Bow bridge</source>
        <translation>Die Brücke am Medicine Bow</translation>
    </message>
    <message>
        <source>The driver takes the shaky bridge at full steam and it holds. Go forward 3 spaces.</source>
        <translation>Der Lokführer jagt mit Volldampf über die wacklige Brücke, und sie hält. Ziehe 3 Felder vor.</translation>
    </message>
    <message>
        <source>A word with the engine driver</source>
        <translation>Ein Wort mit dem Lokführer</translation>
    </message>
    <message>
        <source>A few of Mr Fogg&apos;s bank notes make the train run faster. Go forward 2 spaces.</source>
        <translation>Ein paar Banknoten von Mr. Fogg machen den Zug schneller. Ziehe 2 Felder vor.</translation>
    </message>
    <message>
        <source>The sail sledge</source>
        <translation>Der Segelschlitten</translation>
    </message>
    <message>
        <source>Mudge&apos;s sledge flies over the frozen prairie to Omaha. Go forward 2 spaces.</source>
        <translation>Mudges Schlitten fliegt über die gefrorene Prärie nach Omaha. Ziehe 2 Felder vor.</translation>
    </message>
    <message>
        <source>A fair monsoon</source>
        <translation>Günstiger Monsun</translation>
    </message>
    <message>
        <source>The Rangoon runs before the monsoon. Go forward 1 space.</source>
        <translation>Die Rangoon läuft vor dem Monsun her. Ziehe 1 Feld vor.</translation>
    </message>
    <message>
        <source>Passepartout&apos;s short cut</source>
        <translation>Passepartouts Abkürzung</translation>
    </message>
    <message>
        <source>Passepartout knows a quicker way to the harbour. Go forward 1 space.</source>
        <translation>Passepartout kennt einen kürzeren Weg zum Hafen. Ziehe 1 Feld vor.</translation>
    </message>
    <message>
        <source>The Carnatic sighted</source>
        <translation>Die Carnatic in Sicht</translation>
    </message>
    <message>
        <source>The Tankadere signals the steamer off Shanghai and is taken aboard. Go forward 3 spaces.</source>
        <translation>Die Tankadere gibt dem Dampfer vor Shanghai Signal und wird an Bord genommen. Ziehe 3 Felder vor.</translation>
    </message>
    <message>
        <source>Aboard the Mongolia</source>
        <translation>An Bord der Mongolia</translation>
    </message>
    <message>
        <source>The Mongolia beats her schedule to Bombay. Move forward to the next wind rose space.</source>
        <translation>Die Mongolia ist schneller als ihr Fahrplan. Ziehe vor bis zum nächsten Windrosenfeld.</translation>
    </message>
    <message>
        <source>The express from Omaha</source>
        <translation>Der Express ab Omaha</translation>
    </message>
    <message>
        <source>A through train to Chicago is just leaving. Move forward to the next great travel station.</source>
        <translation>Ein durchgehender Zug nach Chicago fährt gerade ab. Ziehe vor bis zur nächsten großen Reisestation.</translation>
    </message>
    <message>
        <source>Through the Suez Canal</source>
        <translation>Durch den Suezkanal</translation>
    </message>
    <message>
        <source>The new canal saves the voyage round Africa. Move forward to the next great travel station.</source>
        <translation>Der neue Kanal erspart die Fahrt um Afrika. Ziehe vor bis zur nächsten großen Reisestation.</translation>
    </message>
    <message>
        <source>The pilot boat</source>
        <translation>Das Lotsenboot</translation>
    </message>
    <message>
        <source>A pilot boat takes you out to a ship about to sail. Move forward to the next wind rose space.</source>
        <translation>Ein Lotsenboot bringt dich zu einem auslaufenden Schiff. Ziehe vor bis zum nächsten Windrosenfeld.</translation>
    </message>
    <message>
        <source>The railway ends at Kholby</source>
        <translation>Die Bahnlinie endet in Kholby</translation>
    </message>
    <message>
        <source>Fifty miles of the line were never built. Go back to the previous wind rose space.</source>
        <translation>Fünfzig Meilen der Strecke wurden nie gebaut. Gehe zurück bis zum vorigen Windrosenfeld.</translation>
    </message>
    <message>
        <source>Left behind in Yokohama</source>
        <translation>In Yokohama zurückgeblieben</translation>
    </message>
    <message>
        <source>Passepartout missed the boat and must be fetched. Go back to the previous great travel station.</source>
        <translation>Passepartout hat das Schiff verpasst und muss abgeholt werden. Gehe zurück bis zur vorigen großen Reisestation.</translation>
    </message>
    <message>
        <source>The steamer has sailed</source>
        <translation>Der Dampfer ist weg</translation>
    </message>
    <message>
        <source>The Carnatic left without you. Miss your next turn.</source>
        <translation>Die Carnatic ist ohne dich ausgelaufen. Setze eine Runde aus.</translation>
    </message>
    <message>
        <source>In the opium den</source>
        <translation>In der Opiumhöhle</translation>
    </message>
    <message>
        <source>Fix drugs Passepartout in a Hong Kong tavern. Miss your next turn.</source>
        <translation>Fix setzt Passepartout in einer Hongkonger Kneipe außer Gefecht. Setze eine Runde aus.</translation>
    </message>
    <message>
        <source>Locked up in Liverpool</source>
        <translation>Eingesperrt in Liverpool</translation>
    </message>
    <message>
        <source>Fix arrests Mr Fogg at the custom house until the mistake is found. Miss your next turn.</source>
        <translation>Fix verhaftet Mr. Fogg im Zollhaus, bis sich der Irrtum aufklärt. Setze eine Runde aus.</translation>
    </message>
    <message>
        <source>Mr Fogg&apos;s carpet bag</source>
        <translation>Mr. Foggs Reisetasche</translation>
    </message>
    <message>
        <source>Twenty thousand pounds in bank notes open every door. Draw 2 action cards.</source>
        <translation>Zwanzigtausend Pfund in Banknoten öffnen jede Tür. Ziehe 2 Aktionskarten.</translation>
    </message>
    <message>
        <source>Rescuing Aouda</source>
        <translation>Die Rettung Aoudas</translation>
    </message>
    <message>
        <source>Aouda is saved from the pyre and joins the journey. Draw 2 action cards.</source>
        <translation>Aouda wird vom Scheiterhaufen gerettet und reist mit. Ziehe 2 Aktionskarten.</translation>
    </message>
    <message>
        <source>Whist on the train</source>
        <translation>Whist im Zug</translation>
    </message>
    <message>
        <source>Mr Fogg wins a rubber across the prairie. Draw 1 action card.</source>
        <translation>Mr. Fogg gewinnt eine Partie quer durch die Prärie. Ziehe 1 Aktionskarte.</translation>
    </message>
    <message>
        <source>Sir Francis Cromarty&apos;s advice</source>
        <translation>Der Rat von Sir Francis Cromarty</translation>
    </message>
    <message>
        <source>The brigadier knows India like his pocket. Draw 2 action cards.</source>
        <translation>Der Brigadegeneral kennt Indien wie seine Westentasche. Ziehe 2 Aktionskarten.</translation>
    </message>
    <message>
        <source>The Long Noses of Batulcar</source>
        <translation>Die Langnasen des Batulcar</translation>
    </message>
    <message>
        <source>Passepartout earns his fare in a Yokohama circus. Draw 1 action card.</source>
        <translation>Passepartout verdient sein Fahrgeld in einem Zirkus in Yokohama. Ziehe 1 Aktionskarte.</translation>
    </message>
    <message>
        <source>Bail in Calcutta</source>
        <translation>Kaution in Kalkutta</translation>
    </message>
    <message>
        <source>Mr Fogg pays two thousand pounds of bail. Discard 1 action card at random.</source>
        <translation>Mr. Fogg zahlt zweitausend Pfund Kaution. Wirf 1 zufällige Aktionskarte ab.</translation>
    </message>
    <message>
        <source>Buying the Henrietta</source>
        <translation>Der Kauf der Henrietta</translation>
    </message>
    <message>
        <source>Captain Speedy sells his ship at a fantastic price. Discard 2 action cards at random.</source>
        <translation>Kapitän Speedy verkauft sein Schiff zu einem sagenhaften Preis. Wirf 2 zufällige Aktionskarten ab.</translation>
    </message>
    <message>
        <source>Thieves in Hong Kong</source>
        <translation>Diebe in Hongkong</translation>
    </message>
    <message>
        <source>A pickpocket works the crowded quay. Discard 1 action card at random.</source>
        <translation>Ein Taschendieb treibt sich am vollen Kai herum. Wirf 1 zufällige Aktionskarte ab.</translation>
    </message>
    <message>
        <source>A gale on the Pacific</source>
        <translation>Sturm auf dem Pazifik</translation>
    </message>
    <message>
        <source>The General Grant rides it out, the others do not. Every other figure goes back 2 spaces.</source>
        <translation>Die General Grant trotzt dem Sturm, die anderen nicht. Alle anderen Figuren gehen 2 Felder zurück.</translation>
    </message>
    <message>
        <source>Snow in the Sierra Nevada</source>
        <translation>Schnee in der Sierra Nevada</translation>
    </message>
    <message>
        <source>Snow blocks the passes behind your train. Every other figure goes back 1 space.</source>
        <translation>Schnee versperrt die Pässe hinter deinem Zug. Alle anderen Figuren gehen 1 Feld zurück.</translation>
    </message>
    <message>
        <source>Fix shadows the leader</source>
        <translation>Fix folgt dem Führenden</translation>
    </message>
    <message>
        <source>Fix takes the leaders for the bank robber. Every figure ahead of yours goes back 2 spaces.</source>
        <translation>Fix hält die Führenden für den Bankräuber. Alle Figuren vor deiner gehen 2 Felder zurück.</translation>
    </message>
    <message>
        <source>A telegram from Scotland Yard</source>
        <translation>Ein Telegramm von Scotland Yard</translation>
    </message>
    <message>
        <source>The police wait at the next port. Every figure ahead of yours goes back 1 space.</source>
        <translation>Die Polizei wartet im nächsten Hafen. Alle Figuren vor deiner gehen 1 Feld zurück.</translation>
    </message>
    <message>
        <source>Buying an elephant</source>
        <translation>Ein Elefant wird gekauft</translation>
    </message>
    <message>
        <source>Mr Fogg buys Kiouni for two thousand pounds. The wind rose turns to the elephant.</source>
        <translation>Mr. Fogg kauft Kiouni für zweitausend Pfund. Die Windrose wird auf den Elefanten gestellt.</translation>
    </message>
    <message>
        <source>Chartering a steamer</source>
        <translation>Ein Dampfer wird gechartert</translation>
    </message>
    <message>
        <source>No liner leaves today, so Mr Fogg hires his own. The wind rose turns to the ship.</source>
        <translation>Heute fährt kein Linienschiff, also mietet Mr. Fogg sein eigenes. Die Windrose wird auf das Schiff gestellt.</translation>
    </message>
    <message>
        <source>The Pacific Railroad</source>
        <translation>Die Pazifikbahn</translation>
    </message>
    <message>
        <source>The new line runs from ocean to ocean. The wind rose turns to the train.</source>
        <translation>Die neue Bahn fährt von Ozean zu Ozean. Die Windrose wird auf die Eisenbahn gestellt.</translation>
    </message>
    <message>
        <source>The stage coach</source>
        <translation>Die Postkutsche</translation>
    </message>
    <message>
        <source>Where the rails end, the coach goes on. The wind rose turns to the coach.</source>
        <translation>Wo die Schienen enden, fährt die Kutsche weiter. Die Windrose wird auf die Kutsche gestellt.</translation>
    </message>
    <message>
        <source>A change of wind</source>
        <translation>Der Wind dreht</translation>
    </message>
    <message>
        <source>Captain Speedy&apos;s sails fill again. Move the wind rose if you like, then play another card.</source>
        <translation>Kapitän Speedys Segel füllen sich wieder. Versetze die Windrose, wenn du willst, und spiele noch eine Karte aus.</translation>
    </message>
    <message>
        <source>Not a minute lost</source>
        <translation>Keine Minute verloren</translation>
    </message>
    <message>
        <source>Phileas Fogg never wastes a moment. Play another card.</source>
        <translation>Phileas Fogg verschwendet keinen Augenblick. Spiele noch eine Karte aus.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>A seat&apos;s default name as kept untranslated (a setup kept in English, offered in German). The choices of the seat column: (shown text, seat kind, computer level).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>Easy: heads east on cheap tickets and seldom hunts for fame.</source>
        <extracomment>One line per computer level, shown under the seats.</extracomment>
        <translation>Leicht: reist mit billigen Fahrkarten nach Osten und jagt selten nach Ruhm.</translation>
    </message>
    <message>
        <source>Normal: weighs every ticket and route for fame, money and the way home.</source>
        <translation>Normal: wägt jede Fahrkarte und Route nach Ruhm, Geld und Heimweg ab.</translation>
    </message>
    <message>
        <source>Hard: also looks a turn ahead, races for the first arrival and plays Fix on purpose.</source>
        <translation>Schwer: schaut zudem einen Zug voraus, kämpft um die erste Ankunft und setzt Fix gezielt ein.</translation>
    </message>
    <message>
        <source>Expert: tries its best tickets against sampled draws and replies (journey only).</source>
        <translation>Experte: erprobt seine besten Fahrkarten gegen ausgeloste Ziehungen und Antworten (nur Reise).</translation>
    </message>
    <message>
        <source>Who plays this seat: a person, or the computer at a level</source>
        <translation>Wer auf diesem Platz spielt: ein Mensch oder der Computer in einer Stufe</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Journey, 2024</source>
        <translation>Reise, 2024</translation>
    </message>
    <message>
        <source>Race, 1986</source>
        <translation>Wettrennen, 1986</translation>
    </message>
    <message>
        <source>Token</source>
        <extracomment>The journey&apos;s part of the dialog (hidden while the race is chosen). The race&apos;s part (the race&apos;s own setup form), made when the race is first chosen.</extracomment>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Character cards (front for a first game)</source>
        <translation>Figurenkarten (Vorderseite für das erste Spiel)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Rückseite (B)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>The same seed deals the same cards</source>
        <translation>Derselbe Startwert gibt dieselben Karten</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Map file:</source>
        <translation>Landkartendatei:</translation>
    </message>
    <message>
        <source>Play on this map: who plays?</source>
        <extracomment>The map is fixed (a game on the editor&apos;s map): only the seats are asked.</extracomment>
        <translation>Auf dieser Karte spielen: Wer spielt mit?</translation>
    </message>
    <message>
        <source>Each player needs a different token shape.</source>
        <translation>Jeder Spieler braucht eine andere Markerform.</translation>
    </message>
    <message>
        <source>Choose a map</source>
        <translation>Landkarte wählen</translation>
    </message>
    <message>
        <source>Map files (*.yaml *.yml)</source>
        <translation>Landkartendateien (*.yaml *.yml)</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Start from the default map&apos;s coastlines</source>
        <translation>Mit den Küstenlinien der Standardkarte beginnen</translation>
    </message>
    <message>
        <source>Width (map units)</source>
        <translation>Breite (Karteneinheiten)</translation>
    </message>
    <message>
        <source>Height (map units)</source>
        <translation>Höhe (Karteneinheiten)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Gib den Computer an {name} weiter</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>PictureMaker</name>
    <message>
        <source>A picture of the album could not be drawn: {reason}</source>
        <extracomment>Width in pixels of the kept pictures of the sheets. How every PNG file begins, and its last chunk (IEND) as it ends a whole file. A picture being written is named ``.ID-N.png.XXXX.tmp.png`` (its format from the suffix). A temporary picture older than this was left by a killed program. How many album entries&apos; pictures are looked at per turn of the event loop. How long the status bar shows a picture that could not be drawn (ms). the games replayed from their saves, by entry id (None: the save is broken)</extracomment>
        <translation>Ein Bild des Albums konnte nicht gezeichnet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>PlacesTable</name>
    <message>
        <source>Filter: part of an id, a name, a type or an area</source>
        <extracomment>The columns: the location&apos;s field each shows. Sorting numbers as numbers. A row was chosen: the place&apos;s id (the window selects it on the map).</extracomment>
        <translation>Filter: Teil einer Kennung, eines Namens, Typs oder Gebiets</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Snap radius</source>
        <translation>Fangradius</translation>
    </message>
    <message>
        <source>Set type of selected</source>
        <translation>Typ der gewählten setzen</translation>
    </message>
    <message>
        <source>Set area of selected</source>
        <translation>Gebiet der gewählten setzen</translation>
    </message>
    <message>
        <source>{shown} of {total} places</source>
        <extracomment>Why the last value typed was refused, else empty.</extracomment>
        <translation>{shown} von {total} Orten</translation>
    </message>
    <message>
        <source>{text} does not fit the column {column}: the place is as it was.</source>
        <translation>{text} passt nicht in die Spalte {column}: Der Ort bleibt, wie er war.</translation>
    </message>
    <message>
        <source>The id {text} is taken: the place is as it was.</source>
        <translation>Die Kennung {text} ist schon vergeben: Der Ort bleibt, wie er war.</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <extracomment>Okabe &amp; Ito (2008), &quot;Color Universal Design&quot;: distinguishable with any colour vision. Yellow is left out (it vanishes on paper); black is the ink of the map itself.</extracomment>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Rötliches Purpur</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player sheet</source>
        <translation>Spielerbogen</translation>
    </message>
    <message>
        <source>Balloons: each type once per game; unused ones score 1 fame</source>
        <translation>Ballone: jede Art einmal pro Spiel; jeder unbenutzte bringt 1 Ruhmespunkt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zugprotokoll&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Starting London</source>
        <translation>Start-London</translation>
    </message>
    <message>
        <source>en route (no place)</source>
        <translation>unterwegs (kein Ort)</translation>
    </message>
    <message>
        <source>journey ended</source>
        <translation>Reise beendet</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>angekommen</translation>
    </message>
    <message>
        <source>Balloons: </source>
        <translation>Ballone: </translation>
    </message>
    <message>
        <source>front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>back (B)</source>
        <translation>Rückseite (B)</translation>
    </message>
    <message>
        <source>Characters:&lt;br&gt;</source>
        <translation>Figuren:&lt;br&gt;</translation>
    </message>
    <message>
        <source>Characters: none</source>
        <translation>Figuren: keine</translation>
    </message>
    <message>
        <source>Adventure cards: </source>
        <translation>Abenteuerkarten: </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Areas visited ({count}): </source>
        <translation>Besuchte Gebiete ({count}): </translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {money} in hand · {value} · {status}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {money} in der Hand · {value} · {status}</translation>
    </message>
</context>
<context>
    <name>PlayersBox</name>
    <message>
        <source>Players</source>
        <extracomment>A name field is at least this wide: a long name is seen whole.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>The seat rows&apos; grid: row 0 holds the column titles, seat ``i`` goes in row i + 1.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Each player needs a different colour.</source>
        <translation>Jeder Spieler braucht eine andere Farbe.</translation>
    </message>
    <message>
        <source>Each player needs a different name.</source>
        <translation>Jeder Spieler braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player {number}: {control}</source>
        <translation>Spieler {number}: {control}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Figur</translation>
    </message>
</context>
<context>
    <name>PolygonForm</name>
    <message>
        <source>Delete vertex</source>
        <translation>Eckpunkt löschen</translation>
    </message>
    <message>
        <source>Delete this hole</source>
        <translation>Dieses Loch löschen</translation>
    </message>
    <message>
        <source>Delete polygon</source>
        <translation>Polygon löschen</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Eckpunkte</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Eckpunkt</translation>
    </message>
    <message>
        <source>The selected vertex&apos;s x</source>
        <translation>x des gewählten Eckpunkts</translation>
    </message>
    <message>
        <source>The selected vertex&apos;s y</source>
        <translation>y des gewählten Eckpunkts</translation>
    </message>
    <message>
        <source>Vertex x, y</source>
        <translation>Eckpunkt x, y</translation>
    </message>
    <message>
        <source>Drag a vertex to move it (it snaps to other vertices); double-click an edge to insert one; Delete removes the selected vertex or polygon. The Draw hole tool (H) cuts a hole (a lake, an inland sea) in the selected polygon.</source>
        <translation>Ziehe einen Eckpunkt, um ihn zu verschieben (er rastet an anderen Eckpunkten ein); ein Doppelklick auf eine Kante fügt einen ein; Entf löscht den gewählten Eckpunkt oder das Polygon. Das Werkzeug „Loch zeichnen“ (H) schneidet ein Loch (einen See, ein Binnenmeer) in das gewählte Polygon.</translation>
    </message>
    <message>
        <source>ring {ring}, vertex {number}: ({x}, {y})</source>
        <translation>Ring {ring}, Eckpunkt {number}: ({x}; {y})</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>nichts gewählt</translation>
    </message>
</context>
<context>
    <name>Program</name>
    <message>
        <source>Another Eighty Days program is running on this data folder: this one is the second, and leaves that one&apos;s games in progress alone.</source>
        <extracomment>The program&apos;s command, its windows&apos; X11 instance name (the desktop entry&apos;s StartupWMClass). The desktop entry&apos;s id (packaging/linux/&lt;id&gt;.desktop): the Wayland app id. The kinds of window whose size and place the settings keep. Sizes of windows shown for the first time. Every window the program opened, oldest first (closed ones stay listed). The games in progress, shared by the program&apos;s windows (each holds a lock on the game on its table). Another program was already running on this data folder at the start: this one leaves that one&apos;s games in progress alone. The list of games in progress now open (tests drive it). The last problem shown by the program itself (a game that cannot be continued). Windows shown before the window manager framed them: fitted again once their frame is known (a title bar that pushed the status bar off a 1024×700 screen). The journey window the last &quot;Play on this map&quot; of an editor played in. The last game&apos;s opponents&apos; tables asked for at the start (``start_journey``).</extracomment>
        <translation>Ein anderes Eighty-Days-Programm läuft bereits mit diesem Datenordner: Dieses ist das zweite und lässt die laufenden Spiele des anderen unberührt.</translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation>Das Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Another Eighty Days program is playing this game.</source>
        <translation>Ein anderes Eighty-Days-Programm spielt dieses Spiel.</translation>
    </message>
    <message>
        <source>Daily journey of {date} continued.</source>
        <translation>Tägliche Reise vom {date} wird fortgesetzt.</translation>
    </message>
</context>
<context>
    <name>PropertyPanel</name>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Landkarte</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>PublicPanel</name>
    <message>
        <source>deck</source>
        <extracomment>The height of an adventure card&apos;s picture (pixels). Fame per adventure icon (rulebook, Final Scoring: each icon is 2 fame). The income card&apos;s places: a gold square around each. The highlighted adventure place. How faint the other players&apos; routes are drawn (alpha, 0–255).</extracomment>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>train +{days}</source>
        <translation>Zug +{days}</translation>
    </message>
    <message>
        <source>ship +{days}</source>
        <translation>Schiff +{days}</translation>
    </message>
    <message>
        <source>at sea or in open country</source>
        <translation>auf See oder im freien Land</translation>
    </message>
    <message>
        <source>route ends at sea or in open country</source>
        <translation>Route endet auf See oder im freien Land</translation>
    </message>
    <message>
        <source>route ends at {place}</source>
        <translation>Route endet in {place}</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>Hovering an adventure card: its location id (``None``: nothing hovered). An adventure card was clicked: centre the map on its location id. The &quot;other players&apos; routes&quot; toggle changed.</extracomment>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adventure cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abenteuerkarten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Personen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Income card&lt;/b&gt; (its places are marked in gold)</source>
        <translation>&lt;b&gt;Einkommenskarte&lt;/b&gt; (ihre Orte sind golden markiert)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show the other players&apos; routes faintly</source>
        <translation>Die Routen der anderen Spieler blass zeigen</translation>
    </message>
    <message>
        <source>Every other player&apos;s route on the sheet you look at, in their colours: who is furthest ahead (Inspector Fix) and who heads for an adventure.</source>
        <translation>Die Route jedes anderen Spielers auf dem Blatt, das du ansiehst, in seiner Farbe: Wer am weitesten voraus ist (Inspektor Fix) und wer auf ein Abenteuer zusteuert.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>back</source>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>in the reserve</source>
        <translation>im Vorrat</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; ({side}) — {holder}&lt;br&gt;{ability}&lt;br&gt;&lt;i&gt;Icon in the market: {where}&lt;/i&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ({side}) — {holder}&lt;br&gt;{ability}&lt;br&gt;&lt;i&gt;Symbol im Markt: {where}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;{mark}: {where}; {money}, {date}&lt;br&gt;fame so far: money {money_fame}, balloons {balloons}, areas {areas}, adventures {adventures}, calendar {calendar} — {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;{mark}: {where}; {money}, {date}&lt;br&gt;Ruhm bisher: Geld {money_fame}, Ballone {balloons}, Gebiete {areas}, Abenteuer {adventures}, Kalender {calendar} — {total}</translation>
    </message>
    <message>
        <source>open: the first to end a route there takes it</source>
        <translation>offen: Wer zuerst eine Route dort beendet, nimmt sie</translation>
    </message>
    <message>
        <source>claimed by {name}</source>
        <translation>genommen von {name}</translation>
    </message>
    <message>
        <source>claimed by {name} on turn {turn}</source>
        <translation>genommen von {name} in Zug {turn}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — {place}&lt;br&gt;{icons} · {fame} · {status}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — {place}&lt;br&gt;{icons} · {fame} · {status}</translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s)</source>
        <translation>
            <numerusform>%n Symbol</numerusform>
            <numerusform>%n Symbole</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n Ruhmespunkt</numerusform>
            <numerusform>%n Ruhmespunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceBoard</name>
    <message>
        <source>Coach</source>
        <extracomment>The wind rose&apos;s four fields; the train is red as on the board (Beispiel: &quot;roten Feld&quot;).</extracomment>
        <translation>Kutsche</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>The start in London.</source>
        <extracomment>Fill colour and a one-letter symbol for each kind of space.</extracomment>
        <translation>Der Start in London.</translation>
    </message>
    <message>
        <source>A plain space: the turn ends here.</source>
        <translation>Ein normales Feld: Hier endet der Zug.</translation>
    </message>
    <message>
        <source>Wind rose space: turn the wind rose (or not), then play another card.</source>
        <translation>Windrosenfeld: Windrose versetzen (oder nicht), dann noch eine Karte spielen.</translation>
    </message>
    <message>
        <source>Telescope space: draw an event card and carry it out.</source>
        <translation>Fernrohrfeld: Eine Ereigniskarte ziehen und ausführen.</translation>
    </message>
    <message>
        <source>Handcuff space: your own figure goes back 3 spaces.</source>
        <translation>Handschellenfeld: Die eigene Figur zieht 3 Felder zurück.</translation>
    </message>
    <message>
        <source>Great travel station: play another card, or draw 1–2 if none of yours fits.</source>
        <translation>Großes Reisestationsfeld: noch eine Karte spielen oder 1–2 Karten ziehen, wenn keine passt.</translation>
    </message>
    <message>
        <source>London: the first figure to arrive wins the race.</source>
        <translation>London: Die erste Figur, die ankommt, gewinnt das Wettrennen.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>plain space</source>
        <translation>normales Feld</translation>
    </message>
    <message>
        <source>wind rose space</source>
        <translation>Windrosenfeld</translation>
    </message>
    <message>
        <source>telescope space</source>
        <translation>Fernrohrfeld</translation>
    </message>
    <message>
        <source>handcuff space</source>
        <translation>Handschellenfeld</translation>
    </message>
    <message>
        <source>great travel station</source>
        <translation>großes Reisestationsfeld</translation>
    </message>
    <message>
        <source>London</source>
        <translation>London</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>Kutsche</translation>
    </message>
    <message>
        <source>train</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>wind rose</source>
        <translation>Windrose</translation>
    </message>
    <message>
        <source>handcuffs</source>
        <translation>Handschellen</translation>
    </message>
    <message>
        <source>money bag</source>
        <translation>Geldsack</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>Space {index}</source>
        <extracomment>A city&apos;s name: its type&apos;s size on the board (scene units per pixel of the font). The sizes a city&apos;s name is tried at where it finds no room (shares of its size). How far short of a name its line stops (degrees). A city&apos;s name lies nearer its own space than any other&apos;s by this much (degrees). Neighbouring spaces are drawn at least this far apart (degrees). How far beyond its neighbours a crowded city&apos;s name may be written, a line leading to it (degrees beyond the disc). The sea&apos;s light wash over the paper. One step of a pawn from a space to the next, at normal speed (ms). The longest walk shown, at normal speed (ms): long moves step faster. How long the celebration of the winner lasts, at normal speed (ms).</extracomment>
        <translation>Feld {index}</translation>
    </message>
</context>
<context>
    <name>RaceComputerSeats</name>
    <message>
        <source>plays {card} backward</source>
        <extracomment>The pause after each computer decision before it is played, at normal speed (ms).</extracomment>
        <translation>spielt {card} rückwärts</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>spielt {card}</translation>
    </message>
    <message>
        <source>pays a money bag</source>
        <translation>zahlt einen Geldsack</translation>
    </message>
    <message>
        <source>goes back</source>
        <translation>zieht zurück</translation>
    </message>
    <message>
        <source>draws {cards}</source>
        <translation>zieht {cards}</translation>
    </message>
    <message>
        <source>turns the wind rose to {transport}</source>
        <translation>versetzt die Windrose auf {transport}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beendet den Zug</translation>
    </message>
    <message>
        <source>jumps 5 spaces and draws 5 cards</source>
        <translation>springt 5 Felder und zieht 5 Karten</translation>
    </message>
    <message>
        <source>declines the jump and its cards</source>
        <translation>verzichtet auf den Sprung und seine Karten</translation>
    </message>
    <message>
        <source>{name} (computer) is playing…</source>
        <translation>{name} (Computer) spielt …</translation>
    </message>
    <message>
        <source>{name} (computer) {does}.</source>
        <translation>{name} (Computer) {does}.</translation>
    </message>
    <message>
        <source>The computer cannot play on. File → New race starts another race.</source>
        <translation>Der Computer kann nicht weiterspielen. Datei → Neues Wettrennen beginnt ein neues.</translation>
    </message>
</context>
<context>
    <name>RaceHint</name>
    <message>
        <source>end the turn</source>
        <extracomment>The key of Game → Hint (as in the journey window). The other actions a hint may name, by their kind.</extracomment>
        <translation>beende den Zug</translation>
    </message>
    <message>
        <source>take the jump</source>
        <translation>nimm den Sprung</translation>
    </message>
    <message>
        <source>decline the jump</source>
        <translation>verzichte auf den Sprung</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>verteidige dich</translation>
    </message>
    <message>
        <source>accept the penalty</source>
        <translation>nimm die Strafe an</translation>
    </message>
    <message>
        <source>turn the wind rose</source>
        <translation>drehe die Windrose</translation>
    </message>
    <message>
        <source>carry out the event</source>
        <translation>führe das Ereignis aus</translation>
    </message>
    <message>
        <source>keep the event card</source>
        <translation>behalte die Ereigniskarte</translation>
    </message>
    <message>
        <source>exchange cards</source>
        <translation>tausche Karten</translation>
    </message>
    <message>
        <source>play the event card you kept</source>
        <translation>spiele die behaltene Ereigniskarte</translation>
    </message>
    <message>
        <source>the choice the table offers</source>
        <extracomment>What a hint says of an action not named above.</extracomment>
        <translation>die Wahl, die der Tisch anbietet</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>spiele {card}</translation>
    </message>
    <message>
        <source>discard {card}: at most two cards into London</source>
        <translation>wirf {card} ab: höchstens zwei Karten nach London</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>the ``RaceWindow`` (controller, computer seats, status bar, Game menu) the hint named last, and its line hints asked in the race on the table (its first state, to tell another race)</extracomment>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>The race is over: there is no move to hint.</source>
        <translation>Das Rennen ist vorbei: Es gibt keinen Zug für einen Tipp.</translation>
    </message>
    <message>
        <source>The computer is playing now: a hint is for your own move.</source>
        <translation>Der Computer ist am Zug: Ein Tipp gilt deinem eigenen Zug.</translation>
    </message>
    <message>
        <source>The cards are hidden: show them first, a hint names one of them.</source>
        <translation>Die Karten sind verdeckt: Zeige sie zuerst, ein Tipp nennt eine von ihnen.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>No hint could be worked out: {reason}</source>
        <translation>Es ließ sich kein Tipp finden: {reason}</translation>
    </message>
</context>
<context>
    <name>RaceHints</name>
    <message numerus="yes">
        <source>play {card}: %n space(s) on, to space {space}</source>
        <translation>
            <numerusform>spiele {card}: %n Feld vor, auf Feld {space}</numerusform>
            <numerusform>spiele {card}: %n Felder vor, auf Feld {space}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s): no card in hand is worth playing now</source>
        <translation>
            <numerusform>ziehe %n Karte: Keine Karte auf der Hand lohnt sich jetzt</numerusform>
            <numerusform>ziehe %n Karten: Keine Karte auf der Hand lohnt sich jetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceLog</name>
    <message>
        <source>Click to see this event card.</source>
        <extracomment>Kinds of events shown in bold (the ones that change the race most). Log kinds that reveal an event card. A line of an event card was clicked (or activated): the ``LogEvent``. The events shown, one per line, oldest first.</extracomment>
        <translation>Klicken, um diese Ereigniskarte zu sehen.</translation>
    </message>
</context>
<context>
    <name>RaceOffers</name>
    <message>
        <source>space {number}</source>
        <translation>Feld {number}</translation>
    </message>
    <message>
        <source>Backward</source>
        <extracomment>The space the figure would move to (before any space acts), if the card moves it.</extracomment>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Wettrennen ist vorbei.</translation>
    </message>
    <message>
        <source>Not now: {name} has to decide.</source>
        <translation>Nicht jetzt: {name} muss sich entscheiden.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Event cards are kept only in the expert variant.</source>
        <translation>Ereigniskarten werden nur in der Variante für Erfahrene behalten.</translation>
    </message>
    <message>
        <source>{name}: {source} sends you back from {start} to {end}. Pay a money bag to cancel it?</source>
        <translation>{name}: {source} schickt dich von {start} zurück nach {end}. Einen Geldsack zahlen, um es abzuwehren?</translation>
    </message>
    <message>
        <source>The jump of 5 spaces takes you from {start} into London: you win the race. Or decline it: you stay where you are and your turn ends.</source>
        <translation>Der Sprung von 5 Feldern bringt dich von {start} nach London: Du gewinnst das Wettrennen. Oder verzichte darauf: Du bleibst stehen, und dein Zug ist zu Ende.</translation>
    </message>
    <message>
        <source>Jump 5 spaces from {start} to {end} and draw 5 new cards, or decline both: you stay where you are, draw nothing, and your turn ends.</source>
        <translation>Springe 5 Felder von {start} nach {end} und ziehe 5 neue Karten, oder verzichte auf beides: Du bleibst stehen, ziehst nichts, und dein Zug ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>RaceSession</name>
    <message>
        <source>&lt;race&gt;</source>
        <extracomment>The game ``_humans`` describes (its configuration): a new game has its own seats.</extracomment>
        <translation>&lt;Wettrennen&gt;</translation>
    </message>
</context>
<context>
    <name>RaceSetup</name>
    <message>
        <source>Travel cards forward or backward</source>
        <extracomment>The expert switches with their labels (Spiel für erfahrene Weltreisende).</extracomment>
        <translation>Reisekarten vorwärts oder rückwärts</translation>
    </message>
    <message>
        <source>Finish only with no cards left</source>
        <translation>Ins Ziel nur ohne Karten auf der Hand</translation>
    </message>
    <message>
        <source>Keep one event card to play later</source>
        <translation>Eine Ereigniskarte für später behalten</translation>
    </message>
    <message>
        <source>Events that move you onto a special space trigger it</source>
        <translation>Ereignisse, die auf ein besonderes Feld führen, lösen es aus</translation>
    </message>
    <message>
        <source>Opponents moved by an event obey handcuff spaces</source>
        <translation>Durch ein Ereignis versetzte Mitspieler beachten Handschellenfelder</translation>
    </message>
    <message>
        <source>A travel card may move your pawn its number of spaces backward instead of forward: more ways to reach a useful space.</source>
        <extracomment>What each expert switch changes, for the form (the rulebook&apos;s &quot;Spiel für erfahrene Weltreisende&quot;, one sentence each).</extracomment>
        <translation>Eine Reisekarte darf die Spielfigur um ihre Felderzahl auch rückwärts statt vorwärts ziehen: mehr Wege zu einem nützlichen Feld.</translation>
    </message>
    <message>
        <source>You may reach London only with no cards left in your hand.</source>
        <translation>London erreicht nur, wer keine Karten mehr auf der Hand hat.</translation>
    </message>
    <message>
        <source>An event card drawn may be kept (one at most) and played later, before or after an action card; it cannot be taken to the finish.</source>
        <translation>Eine gezogene Ereigniskarte darf man zurückbehalten (höchstens eine) und später ausspielen, vor oder nach einer Aktionskarte; mit ins Ziel nehmen darf man sie nicht.</translation>
    </message>
    <message>
        <source>A pawn moved by your event card onto a wind rose, telescope or handcuff space takes that space&apos;s effect.</source>
        <translation>Zieht die eigene Ereigniskarte eine Spielfigur auf ein Windrosen-, Fernrohr- oder Handschellenfeld, gilt dieses Feld voll.</translation>
    </message>
    <message>
        <source>Other players&apos; pawns moved by an event card obey only a handcuff space.</source>
        <translation>Fremde Spielfiguren, die eine Ereigniskarte versetzt, beachten nur das Handschellenfeld.</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>How strong the computer plays the seat: &quot;easy&quot;, &quot;normal&quot; or &quot;hard&quot; (computer seats). The choices of the seat column: (shown text, who plays, computer level).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Who plays this seat: a person, or the computer at a level</source>
        <translation>Wer auf diesem Platz spielt: ein Mensch oder der Computer in einer Stufe</translation>
    </message>
</context>
<context>
    <name>RaceSetupDialog</name>
    <message>
        <source>New race (1986)</source>
        <translation>Neues Wettrennen (1986)</translation>
    </message>
</context>
<context>
    <name>RaceSetupWidget</name>
    <message>
        <source>Pawn</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>The transport the wind rose shows at the start</source>
        <translation>Das Verkehrsmittel, auf dem die Windrose zu Beginn steht</translation>
    </message>
    <message>
        <source>Wind rose starts on:</source>
        <translation>Windrose beginnt auf:</translation>
    </message>
    <message>
        <source>Expert variant:</source>
        <extracomment>The sentence under each expert switch that says what it changes.</extracomment>
        <translation>Variante für Erfahrene:</translation>
    </message>
    <message>
        <source>The same seed shuffles the same cards</source>
        <translation>Derselbe Startwert mischt dieselben Karten</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Each player needs a different pawn shape.</source>
        <translation>Jeder Spieler braucht eine andere Figurenform.</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>{winner} has reached London: the race is over.</source>
        <translation>{winner} hat London erreicht: Das Wettrennen ist vorbei.</translation>
    </message>
    <message>
        <source>{victim} may pay a money bag to cancel the move back.</source>
        <translation>{victim} darf einen Geldsack zahlen, um das Zurückziehen abzuwehren.</translation>
    </message>
    <message>
        <source>{name}: turn the wind rose (click a field) or leave it on the {rose}; then play another card.</source>
        <translation>{name}: Versetze die Windrose (ein Feld anklicken) oder lass sie auf {rose}; dann spiele noch eine Karte.</translation>
    </message>
    <message>
        <source>{name}: carry out the event card now, or keep it for later.</source>
        <translation>{name}: Führe die Ereigniskarte jetzt aus oder behalte sie für später.</translation>
    </message>
    <message>
        <source>{name}: your hand is played out: jump 5 spaces and draw 5 cards, or decline both.</source>
        <translation>{name}: Du hast alle Karten ausgespielt: 5 Felder springen und 5 Karten ziehen, oder auf beides verzichten.</translation>
    </message>
    <message>
        <source>{name}: great travel station: play another card, or draw 1–2 if none fits, or end the turn.</source>
        <translation>{name}: großes Reisestationsfeld: noch eine Karte spielen, 1–2 Karten ziehen, wenn keine passt, oder den Zug beenden.</translation>
    </message>
    <message>
        <source>{name}: play another card ({rose} cards or special cards) or end the turn.</source>
        <translation>{name}: Spiele noch eine Karte (Karten für {rose} oder Sonderkarten) oder beende den Zug.</translation>
    </message>
    <message>
        <source>{name}: play your kept event or end the turn.</source>
        <translation>{name}: Spiele dein behaltenes Ereignis oder beende den Zug.</translation>
    </message>
    <message>
        <source>{name}: play a card ({rose} cards or special cards) or draw 1 or 2 cards instead of moving.</source>
        <translation>{name}: Spiele eine Karte (Karten für {rose} oder Sonderkarten) oder nimm 1 oder 2 Karten, statt zu ziehen.</translation>
    </message>
    <message>
        <source>Race track</source>
        <extracomment>The players&apos; list: the height of one row at 100 %, and how many rows it shows. The log&apos;s least height at 100 % (about two lines): the event card comes first. A race was put on the table (``start``: new, opened, resumed): its ``RaceState``. Who has said they are at the screen (hot seat); None: nobody yet. The state the log was last brought up to (None: the log is to be rebuilt). The event card entry shown in the Event panel (None: no card). Only shown, never played (the replay viewer): no control that plays is enabled.</extracomment>
        <translation>Rennstrecke</translation>
    </message>
    <message>
        <source>The kinds of space; rest the mouse on a space for its rule.</source>
        <translation>Die Arten von Feldern; zeige mit der Maus auf ein Feld, um seine Regel zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn the wind rose to:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Windrose versetzen auf:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>1 nehmen</translation>
    </message>
    <message>
        <source>Draw 2</source>
        <translation>2 nehmen</translation>
    </message>
    <message>
        <source>Exchange 2…</source>
        <translation>2 tauschen …</translation>
    </message>
    <message>
        <source>Discard 1…</source>
        <translation>1 ablegen …</translation>
    </message>
    <message>
        <source>Play kept event</source>
        <translation>Behaltenes Ereignis spielen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Wind rose</source>
        <translation>Windrose</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Race log</source>
        <translation>Rennprotokoll</translation>
    </message>
    <message>
        <source>Wind rose, players, event card and log</source>
        <translation>Windrose, Spieler, Ereigniskarte und Protokoll</translation>
    </message>
    <message>
        <source>space {position}/{finish}</source>
        <translation>Feld {position}/{finish}</translation>
    </message>
    <message>
        <source>{name}: {where}, {count} cards</source>
        <translation>{name}: {where}, {count} Karten</translation>
    </message>
    <message>
        <source>, 1 event kept</source>
        <translation>, 1 Ereignis behalten</translation>
    </message>
    <message>
        <source>, misses a turn</source>
        <translation>, setzt einmal aus</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Wettrennen ist vorbei.</translation>
    </message>
    <message>
        <source>{name} must answer {source}.</source>
        <translation>{name} muss auf {source} antworten.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn. The cards stay hidden until they are at the screen.</source>
        <translation>{name} ist am Zug. Die Karten bleiben verdeckt, bis {name} vor dem Bildschirm sitzt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&apos;s hand&lt;/b&gt; ({count} cards)</source>
        <translation>&lt;b&gt;Karten von {name}&lt;/b&gt; ({count} Karten)</translation>
    </message>
    <message>
        <source> (leave it)</source>
        <translation> (stehen lassen)</translation>
    </message>
    <message>
        <source>Draw 1 card instead of moving.</source>
        <translation>1 Karte nehmen, statt zu ziehen.</translation>
    </message>
    <message>
        <source>Draw 2 cards instead of moving.</source>
        <translation>2 Karten nehmen, statt zu ziehen.</translation>
    </message>
    <message>
        <source>Exchange 2 of your 12+ cards (the turn).</source>
        <translation>2 deiner 12 oder mehr Karten tauschen (der ganze Zug).</translation>
    </message>
    <message>
        <source>Discard 1 card instead of moving.</source>
        <translation>1 Karte ablegen, statt zu ziehen.</translation>
    </message>
    <message>
        <source>Play the event card you kept.</source>
        <translation>Die behaltene Ereigniskarte spielen.</translation>
    </message>
    <message>
        <source>End your turn here.</source>
        <translation>Deinen Zug hier beenden.</translation>
    </message>
    <message>
        <source>A replay only shows the race.</source>
        <translation>Die Wiederholung zeigt das Rennen nur, gespielt wird hier nicht.</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>{name} drew an event card</source>
        <translation>{name} hat eine Ereigniskarte gezogen</translation>
    </message>
    <message>
        <source>{name} played an event card</source>
        <translation>{name} hat eine Ereigniskarte gespielt</translation>
    </message>
    <message>
        <source>Click the two cards you want to exchange.</source>
        <translation>Klicke die beiden Karten an, die du tauschen willst.</translation>
    </message>
    <message>
        <source>Click the card you want to discard.</source>
        <translation>Klicke die Karte an, die du ablegen willst.</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Hand</translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation>&amp;Rennstrecke</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
</context>
<context>
    <name>RaceWindow</name>
    <message>
        <source>Eighty Days — Race, 1986</source>
        <extracomment>Tools → Settings… (the program opens its settings dialog). File → Quit (the program closes all its windows).</extracomment>
        <translation>Eighty Days — Wettrennen, 1986</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>New race: seed {seed}.</source>
        <extracomment>Beside a refusal: opens the guide at why a card cannot be played.</extracomment>
        <translation>Neues Wettrennen: Startwert {seed}.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The program that made this window and its saves (set by the program&apos;s factory). The last problem shown in a message box (a computer seat that cannot play).</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New race…</source>
        <translation>&amp;Neues Wettrennen …</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Whole track</source>
        <translation>&amp;Ganze Strecke</translation>
    </message>
    <message>
        <source>&amp;Follow the player</source>
        <translation>Dem Spieler &amp;folgen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Race of {names} opened: {winner} has won.</source>
        <translation>Wettrennen von {names} geöffnet: {winner} hat gewonnen.</translation>
    </message>
    <message>
        <source>Race of {names} opened at turn {turn}: {name} to play.</source>
        <translation>Wettrennen von {names} geöffnet, Zug {turn}: {name} ist am Zug.</translation>
    </message>
    <message>
        <source>A computer player cannot decide</source>
        <translation>Ein Computerspieler kann sich nicht entscheiden</translation>
    </message>
    <message>
        <source>The race cannot start</source>
        <translation>Das Wettrennen kann nicht beginnen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spiel&amp;zug</translation>
    </message>
    <message>
        <source>Draw &amp;1 card</source>
        <translation>&amp;1 Karte nehmen</translation>
    </message>
    <message>
        <source>Draw &amp;2 cards</source>
        <translation>&amp;2 Karten nehmen</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <extracomment>F6, Shift+F6 and Alt+1 … Alt+4: the table&apos;s regions. The ring round the focused view or board. A window made as large as the screen keeps its frame, and its status bar, on it.</extracomment>
        <translation>Das geht jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>&amp;Next region</source>
        <extracomment>The keys of the next and the previous region.</extracomment>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>&amp;Previous region</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
    <message>
        <source>{region}: nothing to use there now.</source>
        <extracomment>One action per region, in the regions&apos; order (Alt+number).</extracomment>
        <translation>{region}: Dort ist jetzt nichts zu tun.</translation>
    </message>
    <message>
        <source>{region} (Alt+{number})</source>
        <translation>{region} (Alt+{number})</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — {value}</source>
        <extracomment>The position shown changed (the number of actions played). Tools → Settings… (the program opens its settings dialog). File → Quit (the program closes all its windows). The program that made this window (set by its factory, ``Program.replay_window``).</extracomment>
        <translation>Wiederholung — {value}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <extracomment>The one person&apos;s name, in a race still in progress against computers. A race in progress: no hand can be revealed (between several people none is shown; against computers only the one person&apos;s own).</extracomment>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Eine Aktion zurück (links)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Eine Aktion vor (rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Die Handkarten bleiben verdeckt</translation>
    </message>
    <message>
        <source>The race is still in progress: the replay shows only {name}&apos;s hand until it is over.</source>
        <translation>Das Wettrennen läuft noch: Die Wiederholung zeigt nur die Handkarten von {name}, bis es vorbei ist.</translation>
    </message>
    <message>
        <source>The race is still in progress and more than one person plays it: the replay shows no hand until it is over.</source>
        <translation>Das Wettrennen läuft noch, und mehrere Personen spielen mit: Die Wiederholung zeigt keine Handkarten, bis es vorbei ist.</translation>
    </message>
    <message>
        <source>Start of the game (0 of {total} actions)</source>
        <translation>Beginn des Spiels (0 von {total} Aktionen)</translation>
    </message>
    <message>
        <source>Action {position} of {total}: {action}</source>
        <translation>Aktion {position} von {total}: {action}</translation>
    </message>
</context>
<context>
    <name>RulerItem</name>
    <message>
        <source>{name} ruler: {units} units, {marks} detour mark(s). Click a marked place to aim, click again to draw. Drag any part to turn it; Shift+wheel or ←/→ (Shift: fine) turn; &lt; and &gt; pick a hinge; ↑/↓ move the stop; Page Down and Page Up lay it on the places it reaches; Enter draws; Esc puts it back.</source>
        <extracomment>Rotation steps (degrees) for the arrow keys and the wheel; Shift gives the fine step. Half the card&apos;s width on screen, in pixels. The length label&apos;s opacity where it would cover a place name, or under the pointer. The room round the length label&apos;s text inside its box (pixels, both sides together). Half the hit area of a handle and of the card&apos;s band (logical pixels at 100 %): the mouse grabs within 24 px, scaled with the UI scale. How far beyond the card&apos;s end the turning handle sits, in pixels. The used route (map points) changed: the controller judges it. The player asked to draw the route (Enter, or a double click on the ruler). The selected hinge (segment index) changed. How far along the route it first goes wrong (map units), ``None``: nowhere. The pose Esc goes back to: the last one laid by a click (or the first). Where the length label was last written (scene units) and whether it was faded.</extracomment>
        <translation>Lineal ({name}): {units} Einheiten, {marks} Umwegmarke(n). Einen markierten Ort anklicken richtet es aus, ein zweiter Klick zeichnet. Jeden Teil kann man ziehen, um ihn zu drehen; Umschalt+Mausrad oder ←/→ (Umschalt: fein) drehen; &lt; und &gt; wählen ein Gelenk; ↑/↓ verschieben den Endpunkt; Bild ab und Bild auf legen es auf die Orte, die es erreicht; die Eingabetaste zeichnet; Esc legt es zurück.</translation>
    </message>
    <message>
        <source>{transport} {used} of {length} units</source>
        <translation>{transport} {used} von {length} Einheiten</translation>
    </message>
</context>
<context>
    <name>RulesGuideDialog</name>
    <message>
        <source>Rules</source>
        <extracomment>The guide&apos;s file in a language: ``rules-guide-&lt;code&gt;.html`` beside this module.</extracomment>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Rules guide</source>
        <extracomment>The language the guide is shown in.</extracomment>
        <translation>Spielregeln</translation>
    </message>
</context>
<context>
    <name>Safekeeping</name>
    <message>
        <source>The map cannot be autosaved: {error}</source>
        <translation>Die Karte kann nicht automatisch gesichert werden: {error}</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Ungesicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>The map editor closed without saving {title} (autosaved {when}). Restore those changes?</source>
        <translation>Der Karteneditor wurde geschlossen, ohne {title} zu speichern (automatisch gesichert {when}). Diese Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of {title}.</source>
        <translation>Die ungesicherten Änderungen an {title} sind wiederhergestellt.</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} ist nicht mehr da.</translation>
    </message>
</context>
<context>
    <name>SaveController</name>
    <message>
        <source>Around the World in 80 Days (2024 journey)</source>
        <extracomment>The settings key of the folder the file dialogs used last. The folder the file dialogs start in before one was used: ``&lt;data folder&gt;/saves``. The games&apos; titles (``saves.games.RULES[kind].title``), marked for lupdate: a message naming a game looks its title up in the chosen language.</extracomment>
        <translation>In 80 Tagen um die Welt (Reisespiel 2024)</translation>
    </message>
    <message>
        <source>Around the World in 80 Days (1986 race)</source>
        <translation>In 80 Tagen um die Erde (Wettrennen 1986)</translation>
    </message>
    <message>
        <source>Eighty Days games ({patterns});;All files (*)</source>
        <translation>Eighty-Days-Spiele ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Eighty Days games and challenges ({patterns});;Challenges ({challenges});;All files (*)</source>
        <translation>Eighty-Days-Spiele und Herausforderungen ({patterns});;Herausforderungen ({challenges});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Reise</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettrennen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>A game was loaded and put on the table (the ``LoadedGame``). A save was written (its path). A replay window was opened (the ``ReplayWindow``). A save read in the background is done (its path; a problem was shown if it failed). File → Games in progress… (the program opens the list). The game on the table was put aside among the games in progress (its id). The games in progress (the program&apos;s, shared by its windows). The id of the game on the table among the games in progress (None until its first action is saved). What the save does not say of a game (a daily journey&apos;s date; set by the program). Off: nothing is autosaved (a caller that turns autosave off for a while). The busy indicator while a save is read in the background. Opens a save of the other game in a window of its kind (set by the program). Plays a challenge file chosen in File → Open (the journal&apos;s open-challenge path). A state for which the autosave is not written (the tutorial&apos;s game). Makes the replay viewers (the program&apos;s, with its Settings).</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Games in progress…</source>
        <translation>&amp;Laufende Spiele …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Wiederholung ansehen …</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>&amp;Dieses Spiel wiederholen</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>(keine zuletzt geöffneten Spiele)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Gespeichert in {path}.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game cannot be opened here</source>
        <translation>Das Spiel kann hier nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>{path} geöffnet.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>Die Wiederholung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Spiel wird geöffnet</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Eine Wiederholung ansehen</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dieses Spiel</translation>
    </message>
    <message>
        <source>The replay cannot be shown</source>
        <translation>Die Wiederholung kann nicht gezeigt werden</translation>
    </message>
    <message>
        <source>The unfinished game was kept in File → Games in progress.</source>
        <translation>Das unbeendete Spiel wurde unter Datei → Laufende Spiele aufbewahrt.</translation>
    </message>
    <message>
        <source>Autosave failed: this game is not being saved</source>
        <translation>Automatisches Speichern fehlgeschlagen: dieses Spiel wird nicht gespeichert</translation>
    </message>
    <message>
        <source>{reason}

The warning stays until an autosave succeeds; File → Save as keeps the game elsewhere.</source>
        <translation>{reason}

Die Warnung bleibt, bis das automatische Speichern wieder gelingt; mit Datei → Speichern unter lässt sich das Spiel anderswo sichern.</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>Money</source>
        <extracomment>How long each category&apos;s row takes to fill in, at normal speed (ms). Scoring categories (rulebook, End of the Journey and Scoring) with their explanation.</extracomment>
        <translation>Geld</translation>
    </message>
    <message>
        <source>1 fame point for every 3 pounds left</source>
        <translation>1 Ruhmespunkt für je 3 übrige Pfund</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>12 for the first back in London, 5 for later ones, else 0</source>
        <translation>12 für den Ersten zurück in London, 5 für spätere, sonst 0</translation>
    </message>
    <message>
        <source>Balloons</source>
        <translation>Ballone</translation>
    </message>
    <message>
        <source>1 fame point per balloon not used</source>
        <translation>1 Ruhmespunkt je unbenutztem Ballon</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>1 fame point per area visited</source>
        <translation>1 Ruhmespunkt je besuchtem Gebiet</translation>
    </message>
    <message>
        <source>Adventures</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>2 per adventure location visited and per card icon</source>
        <translation>2 je besuchtem Abenteuerort und je Kartensymbol</translation>
    </message>
    <message>
        <source>End of the journey: scoring</source>
        <translation>Ende der Reise: Wertung</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>{names} und {last} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>The sender&apos;s route is drawn dashed in this ink, yours in your colour.</extracomment>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player {value}</source>
        <extracomment>How strong the computer plays this seat: &quot;easy&quot;, &quot;normal&quot;, &quot;hard&quot; or &quot;expert&quot; (computer seats). The race as its page describes it (the race chosen), else ``None``.</extracomment>
        <translation>Spieler {value}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Ink colour (Okabe–Ito colour-blind-safe palette)</source>
        <translation>Tintenfarbe (Okabe–Ito-Palette, für Farbenblinde unterscheidbar)</translation>
    </message>
    <message>
        <source>Token shape on the calendar, so tokens differ by more than colour</source>
        <translation>Form des Markers im Kalender, damit sich Marker nicht nur durch die Farbe unterscheiden</translation>
    </message>
</context>
<context>
    <name>SeedEdit</name>
    <message>
        <source>The seed must be a whole number from 0 to {largest}.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis {largest} sein.</translation>
    </message>
</context>
<context>
    <name>SelectionTab</name>
    <message>
        <source>Click a place or a polygon to select it.

Tools: Select (S), Add location (L), Draw land (D), Draw canal (C), Draw mountains (M), Draw hole (H, in the selected polygon), Draw area tint (T, for the area chosen in the Areas tab), Measure (R; Shift+R shows the cards&apos; reach). While drawing, click each vertex; Enter, a double-click or a click on the first vertex closes the polygon.</source>
        <translation>Klicke einen Ort oder ein Polygon an, um es zu wählen.

Werkzeuge: Auswählen (S), Ort hinzufügen (L), Land zeichnen (D), Kanal zeichnen (C), Gebirge zeichnen (M), Loch zeichnen (H, im gewählten Polygon), Gebietstönung zeichnen (T, für das im Reiter „Gebiete“ gewählte Gebiet), Messen (R; Umschalt+R zeigt die Reichweite der Karten). Beim Zeichnen jeden Eckpunkt anklicken; die Eingabetaste, ein Doppelklick oder ein Klick auf den ersten Eckpunkt schließt das Polygon.</translation>
    </message>
    <message>
        <source>{places} place(s) and {vertices} vertex(es) selected: drag one of them to move them all (one undo step). Shift- or Ctrl-click a place or a vertex to add or remove it; Shift-drag on the map to add what a box holds.</source>
        <translation>{places} Ort(e) und {vertices} Eckpunkt(e) gewählt: Ziehe einen davon, um alle zu verschieben (ein Rückgängig-Schritt). Umschalt- oder Strg-Klick auf einen Ort oder Eckpunkt fügt ihn hinzu oder nimmt ihn heraus; Ziehen mit Umschalt auf der Karte fügt hinzu, was ein Rahmen umschließt.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The settings were stored (the ``AppSettings`` that holds them).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the program.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>Text size in percent</source>
        <translation>Schriftgröße in Prozent</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <source>C&amp;onfirm before committing a route or a card</source>
        <translation>Vor dem Festlegen einer Route oder Karte &amp;nachfragen</translation>
    </message>
    <message>
        <source>&amp;Show where the ruler can go</source>
        <translation>&amp;Zeigen, wohin das Lineal reicht</translation>
    </message>
    <message>
        <source>Mark the places the card in hand can reach this turn. Off: judge the distances yourself, as on the paper pad (clicking to aim works either way).</source>
        <translation>Markiert die Orte, die die Karte in der Hand in diesem Zug erreicht. Aus: Entfernungen selbst abschätzen wie auf dem Papierblock (Ausrichten per Klick geht in beiden Fällen).</translation>
    </message>
    <message>
        <source>Take a market card with one &amp;click</source>
        <translation>Eine Marktkarte mit einem &amp;Klick nehmen</translation>
    </message>
    <message>
        <source>Off: a click shows the card&apos;s bill and a second click (or Enter) takes it. On: the first click takes the card.</source>
        <translation>Aus: Ein Klick zeigt die Rechnung der Karte, ein zweiter Klick (oder die Eingabetaste) nimmt sie. An: Der erste Klick nimmt die Karte.</translation>
    </message>
    <message>
        <source>The system asks for reduced motion ({settings}): nothing moves, whatever the speed chosen here.</source>
        <translation>Das System bittet um reduzierte Bewegung ({settings}): Es wird nichts animiert, gleich welche Geschwindigkeit hier gewählt ist.</translation>
    </message>
</context>
<context>
    <name>SheetRender</name>
    <message>
        <source>{map} — a blank sheet</source>
        <translation>{map} — ein leerer Bogen</translation>
    </message>
    <message>
        <source>the image could not be saved to {path}</source>
        <translation>das Bild konnte nicht unter {path} gespeichert werden</translation>
    </message>
    <message>
        <source>{map} — {name}&apos;s sheet: {money} in hand (earned {earned}, spent {spent}), {date}, {routes} route(s)</source>
        <translation>{map} — Bogen von {name}: {money} in der Hand (verdient {earned}, ausgegeben {spent}), {date}, {routes} Route(n)</translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message>
        <source>City: income cards pay here</source>
        <translation>Stadt: Einkommenskarten zahlen hier</translation>
    </message>
    <message>
        <source>Port: ships may leave or reach the coast here</source>
        <translation>Hafen: Schiffe können hier die Küste verlassen oder erreichen</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Outpost</source>
        <translation>Außenposten</translation>
    </message>
    <message>
        <source>Adventure location: 2 fame points when your route ends here</source>
        <translation>Abenteuerort: 2 Ruhmespunkte, wenn deine Route hier endet</translation>
    </message>
    <message>
        <source>Area: {name} (1 fame point for ending a route here)</source>
        <extracomment>Size of a place&apos;s symbol on screen, in pixels. The table under the sheets. The date line&apos;s ink. How near (pixels) the pointer must be to a place for its tooltip. The printed features over the land in drawing order: (path, pen, brush). The sheets of the pad (scene rectangles) with their names. One path for all the land the rules use (their union): it is filled, rippled and inked as a whole (kept on disk from one start to the next: ``land_cache``). The coast&apos;s water-lines (worked out just after the first paint, kept per zoom).</extracomment>
        <translation>Gebiet: {name} (1 Ruhmespunkt für eine Route, die hier endet)</translation>
    </message>
    <message>
        <source>{name}: sea for ships, land for trains</source>
        <translation>{name}: Meer für Schiffe, Land für Züge</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>{name}: no route may cross them, balloons included</source>
        <translation>{name}: Keine Route darf sie überqueren, auch kein Ballon</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>International date line</source>
        <extracomment>The peaks&apos; layout with the work it took (grid points, crossings, lookups).</extracomment>
        <translation>Internationale Datumsgrenze</translation>
    </message>
    <message>
        <source>The antimeridian: crossing it eastwards wins a day back</source>
        <translation>Die Datumsgrenze: Wer sie nach Osten überquert, gewinnt einen Tag zurück</translation>
    </message>
    <message>
        <source>{name}: an adventure card waits here</source>
        <extracomment>How long after its first drawing the sheet&apos;s finishing touches come (ms; see ``SheetScene.finish_art``): the window shows first. Length of one screen pixel in map units at the view&apos;s zoom (for handles). The moments: the route&apos;s pen stroke, an arrival&apos;s celebration, a winner&apos;s frame. Whether the finishing touches are drawn (see ``finish_art``).</extracomment>
        <translation>{name}: Hier wartet eine Abenteuerkarte</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>people only</source>
        <extracomment>Colours of the fame categories (colour-blind safe, Okabe–Ito). The fame chart shows at most this many of the latest journeys.</extracomment>
        <translation>nur Menschen</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Games played</source>
        <extracomment>what went wrong reading the database (hidden when nothing did)</extracomment>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Fame (best / median)</source>
        <translation>Ruhm (bester / Median)</translation>
    </message>
    <message>
        <source>Back in London (best / median)</source>
        <translation>Zurück in London (bester / Median)</translation>
    </message>
    <message>
        <source>Journeys in time</source>
        <translation>Rechtzeitig zurück</translation>
    </message>
    <message>
        <source>Daily journey</source>
        <translation>Tagesreise</translation>
    </message>
    <message>
        <source>Wins per opponent level</source>
        <translation>Siege je Stärke der Gegner</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Wins per number of players</source>
        <translation>Siege je Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Fame by category, journey by journey</source>
        <translation>Ruhm nach Wertung, Reise für Reise</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>Die Statistik kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The figures below are made from the album.</source>
        <translation>Die Zahlen unten stammen aus dem Album.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n journey(s)</source>
        <translation>
            <numerusform>%n Reise</numerusform>
            <numerusform>%n Reisen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n Wettrennen</numerusform>
            <numerusform>%n Wettrennen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n game(s) of computers only)</source>
        <translation>
            <numerusform>(und %n Spiel nur von Computern)</numerusform>
            <numerusform>(und %n Spiele nur von Computern)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n hint(s) asked)</source>
        <translation>
            <numerusform>(%n Tipp erbeten)</numerusform>
            <numerusform>(%n Tipps erbeten)</numerusform>
        </translation>
    </message>
    <message>
        <source>{done} of {total} ({share:.0%})</source>
        <translation>{done} von {total} ({share:.0%})</translation>
    </message>
    <message numerus="yes">
        <source>streak: %n day(s)</source>
        <translation>
            <numerusform>Serie: %n Tag</numerusform>
            <numerusform>Serie: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>best: {fame} fame</source>
        <translation>bestes Ergebnis: {fame} Ruhm</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished journeys yet.</source>
        <translation>Noch keine beendeten Reisen.</translation>
    </message>
</context>
<context>
    <name>TokenShape</name>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Raute</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <source>Train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Balloon</source>
        <translation>Ballon</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome to the journey</source>
        <extracomment>The settings key that remembers the tutorial was shown (first start only). The first income card pays £2 in Paris (the step on income shows it). The balloon whose bill teaches the missing pounds: £12 with £10 in hand. The card a good player takes first here (the hard level&apos;s choice): the middle ship, £1, 4 days + 1 for its place, its ruler reaching Le Havre across the Channel. Where the learner&apos;s first route ends: Le Havre, in Western Europe, an area not yet visited. The seat the player learns with (the other seat is the second traveller).</extracomment>
        <translation>Willkommen zur Reise</translation>
    </message>
    <message>
        <source>A good first move is cheap and goes somewhere new. Take the middle ship: click it to see its bill, then click it again or press Take. It costs {price}, so you keep your pounds: they buy faster cards later and are fame at the end. With the keyboard: the arrow keys to it, Enter (its bill), then Enter again.</source>
        <translation>Ein guter erster Zug ist günstig und führt an einen neuen Ort. Nimm das mittlere Schiff: Klicke es an, um seine Rechnung zu sehen, dann klicke es noch einmal an oder drücke „Nehmen“. Es kostet {price}, so behältst du dein Geld: Es kauft später schnellere Karten und bringt am Ende Ruhm. Mit der Tastatur: mit den Pfeiltasten dorthin, Eingabetaste (seine Rechnung), dann noch einmal die Eingabetaste.</translation>
    </message>
    <message>
        <source>The ruler&apos;s line is green where the route is allowed and red and dashed from where it is not; the text under the map says “Legal route — ends at Le Havre”. Click Le Havre again (or press Enter, or “Draw route”) to draw it. To fine-tune by hand, drag any part of the ruler, press ←/→ to turn it (Shift: finer), &gt; to bend it at the detour mark, ↑/↓ to move the stop; Esc puts it back. Page Down lays it on the nearest place it reaches, and typing a place&apos;s name aims at it too.</source>
        <translation>Die Linie des Lineals ist grün, wo die Route erlaubt ist, und rot gestrichelt ab der Stelle, wo sie es nicht ist; unter der Landkarte steht „Erlaubte Route — endet in Le Havre“. Klicke noch einmal auf Le Havre (oder drücke die Eingabetaste oder „Route zeichnen“), um sie zu zeichnen. Zum Feinjustieren von Hand: einen Teil des Lineals ziehen, ←/→ drehen es (Umschalt: feiner), &gt; knickt es an der Umwegmarke, ↑/↓ verschieben den Endpunkt; Esc legt es zurück. Bild ab legt es auf den nächsten Ort, den es erreicht, und auch den Namen eines Ortes zu tippen richtet das Lineal darauf aus.</translation>
    </message>
    <message>
        <source>You are ready</source>
        <translation>Du bist bereit</translation>
    </message>
    <message>
        <source>That was one turn. Collect fame with adventures, areas, money and an early return to London. Start a real game with File → New game; Help → Tutorial plays this tutorial again.</source>
        <translation>Das war ein Zug. Sammle Ruhm mit Abenteuern, Gebieten, Geld und einer frühen Rückkehr nach London. Ein richtiges Spiel beginnt mit Datei → Neues Spiel; Hilfe → Einführung zeigt diese Einführung noch einmal.</translation>
    </message>
    <message>
        <source>Tutorial instructions</source>
        <extracomment>The panel&apos;s width changed: its text wraps anew and may need another height.</extracomment>
        <translation>Anleitung der Einführung</translation>
    </message>
    <message>
        <source>Tutorial feedback</source>
        <translation>Rückmeldung der Einführung</translation>
    </message>
    <message>
        <source>&amp;Skip tutorial</source>
        <translation>Einführung &amp;überspringen</translation>
    </message>
    <message>
        <source>Close the tutorial (Help → Tutorial shows it again)</source>
        <translation>Die Einführung schließen (Hilfe → Einführung zeigt sie wieder)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Go on to the next step</source>
        <translation>Weiter zum nächsten Schritt</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <extracomment>Steps that wait for the player to act on the table (no Next button until they do). The step now shown (a ``Step`` value). The tutorial closed: ``True`` if played to the end, ``False`` if skipped. The learner has seen the balloon&apos;s bill (the missing pounds&apos; step may go on). Where the aiming step leads: Le Havre, or any place when another card was taken.</extracomment>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>You start in London on {date} and race round the world. Each turn you take a transport card, pay for it in pounds and days, and draw your route on the map with the card&apos;s ruler. This tutorial plays one turn with you. Press Next to begin.</source>
        <translation>Du startest am {date} in London und reist um die Welt. In jedem Zug nimmst du eine Transportkarte, bezahlst sie mit Pfund und Tagen und zeichnest deine Route mit dem Lineal der Karte auf die Landkarte. Diese Einführung spielt einen Zug mit dir. Drücke „Weiter“, um zu beginnen.</translation>
    </message>
    <message>
        <source>1. Read the bill: missing pounds cost days</source>
        <translation>1. Lies die Rechnung: Fehlende Pfund kosten Tage</translation>
    </message>
    <message>
        <source>The market on the right offers trains, ships and three balloons. Click the Charlière balloon (the middle balloon) once: its bill appears below the market. The balloon costs {price} and you have only {money}. You may still take it, but each missing pound costs one more day. Do not take it: look at the bill.</source>
        <translation>Der Markt rechts bietet Züge, Schiffe und drei Ballone. Klicke einmal auf den Ballon „Charlière“ (den mittleren Ballon): Seine Rechnung erscheint unter dem Markt. Der Ballon kostet {price}, du hast aber nur {money}. Du darfst ihn trotzdem nehmen, doch jedes fehlende Pfund kostet einen weiteren Tag. Nimm ihn nicht: Sieh dir nur die Rechnung an.</translation>
    </message>
    <message>
        <source>2. Take a cheap card</source>
        <translation>2. Nimm eine günstige Karte</translation>
    </message>
    <message>
        <source>3. The calendar moves</source>
        <translation>3. Der Kalender rückt vor</translation>
    </message>
    <message>
        <source>You paid the ticket and your day token moved on the calendar at the top: {days}, from {start} to {end} (the card&apos;s days, and one more for its place in the middle of the row). The player furthest back on the calendar always plays next. Press Next.</source>
        <translation>Du hast die Fahrkarte bezahlt, und dein Tagesmarker ist im Kalender oben vorgerückt: {days}, vom {start} zum {end} (die Tage der Karte und einer mehr für ihren Platz in der Mitte der Reihe). Am Zug ist immer, wer im Kalender am weitesten zurück ist. Drücke „Weiter“.</translation>
    </message>
    <message>
        <source>4. Aim by clicking</source>
        <translation>4. Per Klick ausrichten</translation>
    </message>
    <message>
        <source>The card&apos;s ruler now lies on the map at London. Green rings mark every place it can reach this turn (a dashed blue ring: only by bending the ruler at its red detour mark). Click Le Havre, south across the Channel in France: the ruler lies down on it. The mouse wheel zooms the map; drag with the middle button (or Space and drag) to move it.</source>
        <translation>Das Lineal der Karte liegt jetzt bei London auf der Landkarte. Grüne Ringe markieren jeden Ort, den es in diesem Zug erreicht (ein gestrichelter blauer Ring: nur, wenn man das Lineal an seiner roten Umwegmarke knickt). Klicke auf Le Havre, südlich jenseits des Ärmelkanals in Frankreich: Das Lineal legt sich dorthin. Das Mausrad zoomt die Landkarte; mit gedrückter mittlerer Maustaste (oder Leertaste und Ziehen) verschiebst du sie.</translation>
    </message>
    <message>
        <source>5. Draw the route to Le Havre</source>
        <translation>5. Zeichne die Route nach Le Havre</translation>
    </message>
    <message>
        <source>6. Fame and income</source>
        <translation>6. Ruhm und Einkommen</translation>
    </message>
    <message>
        <source>Each area in which one of your routes ends is a fame point at the end: {place} lies in {area}. Pounds come from the income card (top right): a route that ends on one of its places earns what it pays there, {paris} in Paris this month. Income places change when the first token reaches a new month. Press Next.</source>
        <translation>Jedes Gebiet, in dem eine deiner Routen endet, bringt am Ende einen Ruhmespunkt: {place} liegt in {area}. Geld bringt die Einkommenskarte (oben rechts): Eine Route, die an einem ihrer Orte endet, verdient, was die Karte dort zahlt, in diesem Monat {paris} in Paris. Die Einkommensorte wechseln, wenn der erste Marker einen neuen Monat erreicht. Drücke „Weiter“.</translation>
    </message>
    <message numerus="yes">
        <source>The bill says it: {pounds} missing, paid as %n more day(s). Days are what the race is about, so do not take it. Press Next.</source>
        <translation>
            <numerusform>Die Rechnung sagt es: Es fehlen {pounds}, bezahlt mit %n Tag mehr. Um Tage geht das Rennen, also nimm ihn nicht. Drücke „Weiter“.</numerusform>
            <numerusform>Die Rechnung sagt es: Es fehlen {pounds}, bezahlt mit %n Tagen mehr. Um Tage geht das Rennen, also nimm ihn nicht. Drücke „Weiter“.</numerusform>
        </translation>
    </message>
    <message>
        <source>You took another card: the game goes on with it. Aim at any place in a green ring next.</source>
        <translation>Du hast eine andere Karte genommen: Das Spiel geht mit ihr weiter. Richte das Lineal als Nächstes auf einen beliebigen Ort in einem grünen Ring aus.</translation>
    </message>
</context>
<context>
    <name>UndoController</name>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The name of the &quot;confirm before committing&quot; setting in the settings file. How long the status line shows why an action cannot be taken back. The history moved (the state now on the table).</extracomment>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Confirm before committing a route or a card</source>
        <translation>Vor dem Festlegen einer Route oder Karte &amp;nachfragen</translation>
    </message>
    <message>
        <source>Cards were drawn: this cannot be taken back</source>
        <translation>Karten wurden gezogen: das lässt sich nicht zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Undo: cards were drawn</source>
        <translation>&amp;Rückgängig: Karten wurden gezogen</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Take back: cards were drawn</source>
        <translation>&amp;Zurücknehmen: Karten wurden gezogen</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking…</source>
        <extracomment>The fix of the chosen problem, when it has one obvious fix. Why a fix could not be made (hidden otherwise).</extracomment>
        <translation>Prüfe …</translation>
    </message>
    <message>
        <source>playability</source>
        <translation>Spielbarkeit</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>{value} ({kind}): click to select the culprit</source>
        <translation>{value} ({kind}): klicken, um den Verursacher zu wählen</translation>
    </message>
    <message>
        <source>{errors}, {warnings}: the map can be saved, not played.</source>
        <translation>{errors}, {warnings}: Die Karte kann gespeichert, aber nicht gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playable, with %n warning(s).</source>
        <translation>
            <numerusform>Spielbar, mit %n Warnung.</numerusform>
            <numerusform>Spielbar, mit %n Warnungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the map is valid and playable.</source>
        <translation>Keine Probleme: Die Karte ist gültig und spielbar.</translation>
    </message>
    <message>
        <source>Fix this problem (one step in the History)</source>
        <translation>Dieses Problem beheben (ein Schritt im Verlauf)</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message>
        <source>£{amount}</source>
        <translation>{amount} £</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>Day 0 of the game&apos;s calendar (ruling R2024-01). The locale of a language code where the bare code would pick another country&apos;s ways: the game is British, so English writes &quot;2 October&quot; and &quot;£5&quot; as in Britain. The count of days, with plural forms.</extracomment>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>a Qt date pattern: d the day, MMMM the month&apos;s name, &apos;text&apos; as it is</comment>
        <translation>d. MMMM</translation>
    </message>
    <message>
        <source>{date} (late)</source>
        <translation>{date} (zu spät)</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>a Qt date pattern: d the day, MMMM the month&apos;s name, yyyy the year, &apos;text&apos; as it is</comment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>{day}, {time}</source>
        <translation>{day}, {time}</translation>
    </message>
</context>
<context>
    <name>WhereIsEveryone</name>
    <message>
        <source>The game is over.</source>
        <extracomment>The key of &quot;Where is everyone&quot; in both game windows (W for &quot;where&quot;).</extracomment>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} is to play.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>angekommen</translation>
    </message>
    <message>
        <source>at {place}</source>
        <translation>in {place}</translation>
    </message>
    <message>
        <source>en route, not at a place</source>
        <translation>unterwegs, an keinem Ort</translation>
    </message>
    <message>
        <source>{name}: {date}, {money}, {where}</source>
        <translation>{name}: {date}, {money}, {where}</translation>
    </message>
    <message>
        <source>{name} has won.</source>
        <translation>{name} hat gewonnen.</translation>
    </message>
    <message>
        <source>The wind rose shows the {transport}.</source>
        <translation>Die Windrose zeigt {transport}.</translation>
    </message>
    <message>
        <source>space {index} of {last}</source>
        <translation>Feld {index} von {last}</translation>
    </message>
    <message>
        <source>{name}: {where}, {cards} in hand.</source>
        <translation>{name}: {where}, {cards} auf der Hand.</translation>
    </message>
    <message>
        <source>Where is everyone</source>
        <translation>Wo sind alle</translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <source>Why?</source>
        <extracomment>The player asked why: the guide&apos;s paragraph to open.</extracomment>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Open the rules guide at this rule</source>
        <translation>Die Spielregeln bei dieser Regel öffnen</translation>
    </message>
</context>
<context>
    <name>WindRoseItem</name>
    <message>
        <source>The wind rose shows the {transport}: only {transport} cards may be played (special cards always).</source>
        <extracomment>How far the pointer reaches from the centre (item units); the names stay beyond it. The pointer&apos;s half width at its base, and the hub&apos;s radius. The largest size of a field&apos;s name (item units: the view scales the whole rose). The room kept free between a name and the pointer&apos;s reach, and inside the rim. The field of each transport, clockwise from the top.</extracomment>
        <translation>Die Windrose zeigt: {transport}. Nur Karten für {transport} dürfen gespielt werden (Sonderkarten immer).</translation>
    </message>
    <message>
        <source> Click a field to turn the rose there (or its own field to leave it).</source>
        <translation> Klicke ein Feld an, um die Windrose dorthin zu versetzen (oder ihr eigenes Feld, um sie stehen zu lassen).</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <source>Look at the board</source>
        <extracomment>How long the winner&apos;s frame takes to be drawn round, with its burst, at normal speed (ms).</extracomment>
        <translation>Das Spielbrett ansehen</translation>
    </message>
    <message>
        <source>New race…</source>
        <translation>Neues Wettrennen …</translation>
    </message>
    <message>
        <source>{name} reaches London and wins the race!</source>
        <extracomment>The winner&apos;s colour (the frame&apos;s inner rule and the burst). How far the frame is drawn round (0 to 1); the burst plays meanwhile. The winner&apos;s moment: the frame drawn round the winner, a burst from the pawn.</extracomment>
        <translation>{name} erreicht London und gewinnt das Wettrennen!</translation>
    </message>
    <message>
        <source>{explanation} {turn_number} turns were played in all.</source>
        <translation>{explanation} Insgesamt wurden {turn_number} Züge gespielt.</translation>
    </message>
    <message>
        <source>London</source>
        <translation>London</translation>
    </message>
    <message>
        <source>space {position} of {finish}</source>
        <translation>Feld {position} von {finish}</translation>
    </message>
    <message numerus="yes">
        <source>{where}, %n card(s) in hand</source>
        <translation>
            <numerusform>{where}, %n Karte auf der Hand</numerusform>
            <numerusform>{where}, %n Karten auf der Hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The size of a picture in the grid.</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pawn colour (Okabe–Ito colour-blind-safe palette)</source>
        <translation>Farbe der Figur (Okabe–Ito-Palette, für Farbenblinde unterscheidbar)</translation>
    </message>
    <message>
        <source>Pawn shape, so pawns differ by more than colour</source>
        <translation>Form der Figur, damit sich Figuren nicht nur durch die Farbe unterscheiden</translation>
    </message>
</context>
<context>
    <name>challenge.bad_seat</name>
    <message>
        <source>the sender&apos;s seat must be 0 to {last}</source>
        <translation>der Platz des Absenders muss zwischen 0 und {last} liegen</translation>
    </message>
</context>
<context>
    <name>challenge.cannot_read</name>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
</context>
<context>
    <name>challenge.changed</name>
    <message>
        <source>the challenge was changed after it was sent (its checksum differs)</source>
        <translation>die Herausforderung wurde nach dem Versand verändert (ihre Prüfsumme stimmt nicht)</translation>
    </message>
</context>
<context>
    <name>challenge.code_broken</name>
    <message>
        <source>the code is broken: it was cut or changed</source>
        <translation>der Code ist beschädigt: Er wurde gekürzt oder verändert</translation>
    </message>
</context>
<context>
    <name>challenge.code_too_big</name>
    <message>
        <source>the code unpacks to more than a challenge holds</source>
        <translation>der Code entpackt sich zu mehr, als eine Herausforderung enthält</translation>
    </message>
</context>
<context>
    <name>challenge.code_too_long</name>
    <message>
        <source>the code is too long for a challenge</source>
        <translation>der Code ist zu lang für eine Herausforderung</translation>
    </message>
</context>
<context>
    <name>challenge.file_not_regular</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>dies ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner) und wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>challenge.file_too_large</name>
    <message>
        <source>the file is {size} bytes; a challenge is at most {limit}</source>
        <translation>die Datei hat {size} Bytes; eine Herausforderung hat höchstens {limit}</translation>
    </message>
</context>
<context>
    <name>challenge.not_a_code</name>
    <message>
        <source>this is not a challenge code (it starts with {prefix})</source>
        <translation>das ist kein Herausforderungscode (er beginnt mit {prefix})</translation>
    </message>
</context>
<context>
    <name>challenge.not_a_journey</name>
    <message>
        <source>only a journey can be a challenge</source>
        <translation>nur eine Reise kann eine Herausforderung sein</translation>
    </message>
</context>
<context>
    <name>challenge.not_finished</name>
    <message>
        <source>the sender&apos;s game is not finished</source>
        <translation>das Spiel des Absenders ist nicht beendet</translation>
    </message>
</context>
<context>
    <name>challenge.not_ours</name>
    <message>
        <source>this is not an Eighty Days challenge</source>
        <translation>das ist keine Herausforderung von Eighty Days</translation>
    </message>
</context>
<context>
    <name>challenge.sent_at_not_text</name>
    <message>
        <source>the sending time must be text</source>
        <translation>die Versandzeit muss Text sein</translation>
    </message>
</context>
<context>
    <name>challenge.text_too_large</name>
    <message>
        <source>the file is too large for a challenge</source>
        <translation>die Datei ist zu groß für eine Herausforderung</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_keys</name>
    <message>
        <source>a challenge holds exactly {keys}</source>
        <translation>eine Herausforderung enthält genau {keys}</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_result</name>
    <message>
        <source>the sender&apos;s result does not match the game they played</source>
        <translation>das Ergebnis des Absenders passt nicht zu seinem Spiel</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_version</name>
    <message>
        <source>wrong version: the challenge has version {version}, this program reads version {newest}</source>
        <translation>falsche Version: Die Herausforderung hat Version {version}, dieses Programm liest Version {newest}</translation>
    </message>
</context>
<context>
    <name>config.bad_player</name>
    <message>
        <source>players[{index}] must be {{name: text, colour: text}}</source>
        <translation>players[{index}] muss {{name: text, colour: text}} sein</translation>
    </message>
</context>
<context>
    <name>config.bad_side</name>
    <message>
        <source>character_sides: {key}: {side} is not front or back</source>
        <translation>character_sides: {key}: {side} ist weder front noch back</translation>
    </message>
</context>
<context>
    <name>config.fixed_cards</name>
    <message>
        <source>fixed.{key} must list card ids</source>
        <translation>fixed.{key} muss Kartenkennungen auflisten</translation>
    </message>
</context>
<context>
    <name>config.fixed_deck</name>
    <message>
        <source>fixed.deck must list [card, train|ship] pairs</source>
        <translation>fixed.deck muss Paare [card, train|ship] auflisten</translation>
    </message>
</context>
<context>
    <name>config.fixed_not_list</name>
    <message>
        <source>fixed.{key} must be a list</source>
        <translation>fixed.{key} muss eine Liste sein</translation>
    </message>
</context>
<context>
    <name>config.fixed_not_mapping</name>
    <message>
        <source>&apos;fixed&apos; must be a mapping</source>
        <translation>&apos;fixed&apos; muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>config.fixed_stack</name>
    <message>
        <source>fixed.stack_order must list player numbers</source>
        <translation>fixed.stack_order muss Spielernummern auflisten</translation>
    </message>
</context>
<context>
    <name>config.fixed_unknown_keys</name>
    <message numerus="yes">
        <source>fixed: unknown key(s) {keys}</source>
        <translation>
            <numerusform>fixed: unbekannter Schlüssel {keys}</numerusform>
            <numerusform>fixed: unbekannte Schlüssel {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>config.not_mapping</name>
    <message>
        <source>the configuration must be a mapping</source>
        <translation>die Einstellungen müssen eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>config.other_window</name>
    <message>
        <source>this is a save of {kind}; open it in that window</source>
        <translation>dies ist ein Spielstand von {kind}; öffne ihn in dessen Fenster</translation>
    </message>
</context>
<context>
    <name>config.players_not_list</name>
    <message>
        <source>&apos;players&apos; must be a list of {{name, colour}}</source>
        <translation>&apos;players&apos; muss eine Liste von {{name, colour}} sein</translation>
    </message>
</context>
<context>
    <name>config.shipped_board_only</name>
    <message>
        <source>only races on the shipped board can be saved</source>
        <translation>nur Wettrennen auf dem mitgelieferten Spielbrett können gespeichert werden</translation>
    </message>
</context>
<context>
    <name>config.sides_not_mapping</name>
    <message>
        <source>&apos;character_sides&apos; must map characters to front/back</source>
        <translation>&apos;character_sides&apos; muss den Figuren front/back zuordnen</translation>
    </message>
</context>
<context>
    <name>config.unknown_keys</name>
    <message numerus="yes">
        <source>unknown key(s) {keys}</source>
        <translation>
            <numerusform>unbekannter Schlüssel {keys}</numerusform>
            <numerusform>unbekannte Schlüssel {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>config.unreadable</name>
    <message>
        <source>the configuration cannot be read: {error}</source>
        <translation>die Einstellungen können nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>count.cards</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.days</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.spaces</name>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>data.alias_loop</name>
    <message>
        <source>a YAML alias refers to itself (line {line})</source>
        <translation>ein YAML-Alias verweist auf sich selbst (Zeile {line})</translation>
    </message>
</context>
<context>
    <name>data.aliases_expand</name>
    <message>
        <source>its YAML aliases expand to more than {limit} nodes (line {line})</source>
        <translation>ihre YAML-Aliase ergeben mehr als {limit} Knoten (Zeile {line})</translation>
    </message>
</context>
<context>
    <name>data.at</name>
    <message>
        <source>{place}: {problem}</source>
        <translation>{place}: {problem}</translation>
    </message>
</context>
<context>
    <name>data.cannot_read</name>
    <message>
        <source>cannot read the file: {error}</source>
        <translation>die Datei kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>data.document</name>
    <message>
        <source>(document)</source>
        <translation>(Dokument)</translation>
    </message>
</context>
<context>
    <name>data.larger_than</name>
    <message>
        <source>the file is larger than {limit} bytes and is refused</source>
        <translation>die Datei ist größer als {limit} Bytes und wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>data.long_number</name>
    <message>
        <source>line {line}: a whole number of more than {digits} digits is refused</source>
        <translation>Zeile {line}: eine ganze Zahl mit mehr als {digits} Ziffern wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>data.not_a_file</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>dies ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner) und wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>data.not_a_file_name</name>
    <message>
        <source>{name} is not a possible file name</source>
        <translation>{name} ist kein möglicher Dateiname</translation>
    </message>
</context>
<context>
    <name>data.not_utf8</name>
    <message>
        <source>cannot read the file as UTF-8 text: {error}</source>
        <translation>die Datei kann nicht als UTF-8-Text gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>data.not_yaml</name>
    <message>
        <source>not valid YAML: {problem}</source>
        <translation>kein gültiges YAML: {problem}</translation>
    </message>
</context>
<context>
    <name>data.not_yaml_at</name>
    <message>
        <source>line {line}, column {column}: not valid YAML: {problem}</source>
        <translation>Zeile {line}, Spalte {column}: kein gültiges YAML: {problem}</translation>
    </message>
</context>
<context>
    <name>data.place_line</name>
    <message>
        <source>{path} (line {line})</source>
        <translation>{path} (Zeile {line})</translation>
    </message>
</context>
<context>
    <name>data.problems</name>
    <message numerus="yes">
        <source>{source}: %n problem(s)</source>
        <translation>
            <numerusform>{source}: %n Problem</numerusform>
            <numerusform>{source}: %n Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>data.size_over</name>
    <message>
        <source>the file is {size} bytes; more than {limit} is refused</source>
        <translation>die Datei hat {size} Bytes; mehr als {limit} werden abgelehnt</translation>
    </message>
</context>
<context>
    <name>data.too_deep</name>
    <message>
        <source>the document is nested too deeply</source>
        <translation>das Dokument ist zu tief verschachtelt</translation>
    </message>
</context>
<context>
    <name>data.too_many_numbers</name>
    <message>
        <source>the file holds more than {numbers} numbers; a map holds at most {points} points</source>
        <translation>die Datei enthält mehr als {numbers} Zahlen; eine Landkarte hat höchstens {points} Punkte</translation>
    </message>
</context>
<context>
    <name>data.value_at</name>
    <message>
        <source>line {line}: {value} cannot be read: {error}</source>
        <translation>Zeile {line}: {value} kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>data.value_unreadable</name>
    <message>
        <source>a value cannot be read: {error}</source>
        <translation>ein Wert kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>data.whole_number_digits</name>
    <message>
        <source>a whole number of more than {digits} digits</source>
        <translation>eine ganze Zahl mit mehr als {digits} Ziffern</translation>
    </message>
</context>
<context>
    <name>edit.already_on_coast</name>
    <message>
        <source>{name} is already on the coast: {distance} from it, within its snap radius {radius}</source>
        <translation>{name} liegt schon an der Küste: {distance} von ihr entfernt, innerhalb des Fangradius {radius}</translation>
    </message>
</context>
<context>
    <name>edit.area_exists</name>
    <message>
        <source>there is already an area {id}</source>
        <translation>es gibt schon ein Gebiet {id}</translation>
    </message>
</context>
<context>
    <name>edit.area_not_empty</name>
    <message numerus="yes">
        <source>area {id} holds %n location(s): choose another area for them</source>
        <translation>
            <numerusform>im Gebiet {id} liegt %n Ort: Wähle ein anderes Gebiet für ihn</numerusform>
            <numerusform>im Gebiet {id} liegen %n Orte: Wähle ein anderes Gebiet für sie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>edit.location_exists</name>
    <message>
        <source>there is already a location {id}</source>
        <translation>es gibt schon einen Ort {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_adventure_card</name>
    <message>
        <source>there is no adventure card {index}</source>
        <translation>es gibt keine Abenteuerkarte {index}</translation>
    </message>
</context>
<context>
    <name>edit.no_area</name>
    <message>
        <source>there is no area {id}</source>
        <translation>es gibt kein Gebiet {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_coast_near</name>
    <message>
        <source>No coast lies within {reach} of {name} (one ruler unit): draw the land there first, or move the place nearer</source>
        <translation>Keine Küste liegt innerhalb von {reach} um {name} (eine Linealeinheit): Zeichne dort zuerst das Land oder rücke den Ort näher heran</translation>
    </message>
</context>
<context>
    <name>edit.no_hole</name>
    <message>
        <source>the polygon has no hole {ring}</source>
        <translation>das Polygon hat kein Loch {ring}</translation>
    </message>
</context>
<context>
    <name>edit.no_income_card</name>
    <message>
        <source>there is no income card {index}</source>
        <translation>es gibt keine Einkommenskarte {index}</translation>
    </message>
</context>
<context>
    <name>edit.no_location</name>
    <message>
        <source>there is no location {id}</source>
        <translation>es gibt keinen Ort {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_polygon</name>
    <message>
        <source>there is no polygon {index} in {layer}</source>
        <translation>es gibt kein Polygon {index} in {layer}</translation>
    </message>
</context>
<context>
    <name>edit.no_ring</name>
    <message>
        <source>the polygon has no ring {ring}</source>
        <translation>das Polygon hat keinen Ring {ring}</translation>
    </message>
</context>
<context>
    <name>edit.no_vertex</name>
    <message>
        <source>the ring has no vertex {vertex}</source>
        <translation>der Ring hat keinen Eckpunkt {vertex}</translation>
    </message>
</context>
<context>
    <name>edit.no_vertex_in_ring</name>
    <message>
        <source>the polygon has no vertex {vertex} in ring {ring}</source>
        <translation>das Polygon hat keinen Eckpunkt {vertex} in Ring {ring}</translation>
    </message>
</context>
<context>
    <name>edit.not_coastal</name>
    <message>
        <source>{name} is not a port or an island: only those belong on the coast</source>
        <translation>{name} ist weder Hafen noch Insel: Nur diese gehören an die Küste</translation>
    </message>
</context>
<context>
    <name>edit.ring_too_small</name>
    <message>
        <source>a ring keeps at least 3 vertices: delete the polygon instead</source>
        <translation>ein Ring behält mindestens 3 Eckpunkte: Lösche stattdessen das Polygon</translation>
    </message>
</context>
<context>
    <name>editor.adventure_card</name>
    <message>
        <source>adventure card {id}</source>
        <translation>Abenteuerkarte {id}</translation>
    </message>
</context>
<context>
    <name>editor.area_out_of_reach</name>
    <message>
        <source>No location of area {name} can be reached within {days} days.</source>
        <translation>Kein Ort des Gebiets {name} ist in {days} Tagen erreichbar.</translation>
    </message>
</context>
<context>
    <name>editor.arrival_out_of_reach</name>
    <message>
        <source>Arrival ({name}) cannot be reached from the start by legal routes within {days} days, even with the best cards of the deck.</source>
        <translation>Die Ankunft ({name}) ist vom Start aus mit regelgerechten Routen nicht in {days} Tagen erreichbar, nicht einmal mit den besten Karten des Stapels.</translation>
    </message>
</context>
<context>
    <name>editor.background_left_out</name>
    <message>
        <source>the background image could not be read (left out)</source>
        <translation>das Hintergrundbild konnte nicht gelesen werden (weggelassen)</translation>
    </message>
</context>
<context>
    <name>editor.checks_failed</name>
    <message>
        <source>The checks failed: {error}</source>
        <translation>Die Prüfungen sind gescheitert: {error}</translation>
    </message>
</context>
<context>
    <name>editor.choose_arrival</name>
    <message>
        <source>{problem} (choose a place and press its “Set as arrival”)</source>
        <translation>{problem} (wähle einen Ort und drücke dort „Als Ziel festlegen“)</translation>
    </message>
</context>
<context>
    <name>editor.choose_start</name>
    <message>
        <source>{problem} (choose a place and press its “Set as start”)</source>
        <translation>{problem} (wähle einen Ort und drücke dort „Als Start festlegen“)</translation>
    </message>
</context>
<context>
    <name>editor.cut_off</name>
    <message>
        <source>No route can reach {name} ({id}) from the start, nor lead from it to the arrival: it is cut off by the sea, the land or the mountains.</source>
        <translation>Keine Route führt vom Start nach {name} ({id}) und von dort weiter zur Ankunft: Meer, Land oder Gebirge schneiden den Ort ab.</translation>
    </message>
</context>
<context>
    <name>editor.empty_area</name>
    <message>
        <source>Area {name} has no location, so no one can visit it.</source>
        <translation>Das Gebiet {name} hat keinen Ort, also kann es niemand besuchen.</translation>
    </message>
</context>
<context>
    <name>editor.few_adventure_cards</name>
    <message>
        <source>The map needs at least {needed} adventure cards (players + 1); it has {found}.</source>
        <translation>Die Karte braucht mindestens {needed} Abenteuerkarten (Spieler + 1); sie hat {found}.</translation>
    </message>
</context>
<context>
    <name>editor.few_income_cards</name>
    <message>
        <source>The map needs at least {needed} income cards (one per month); it has {found}.</source>
        <translation>Die Karte braucht mindestens {needed} Einkommenskarten (eine pro Monat); sie hat {found}.</translation>
    </message>
</context>
<context>
    <name>editor.fewer_players</name>
    <message>
        <source>With {found} adventure cards at most {players} can play (players + 1 cards are dealt); {needed} let {most} play.</source>
        <translation>Mit {found} Abenteuerkarten können höchstens {players} spielen (es werden Spieler + 1 Karten ausgelegt); mit {needed} können {most} spielen.</translation>
    </message>
</context>
<context>
    <name>editor.income_card</name>
    <message>
        <source>income card {id}</source>
        <translation>Einkommenskarte {id}</translation>
    </message>
</context>
<context>
    <name>editor.land_overlap</name>
    <message>
        <source>Land polygons {first} and {second} overlap: the rules count the overlap as land, one land mass.</source>
        <translation>Die Landpolygone {first} und {second} überlappen sich: Die Regeln zählen die Überlappung als Land, als eine einzige Landmasse.</translation>
    </message>
</context>
<context>
    <name>editor.left_out</name>
    <message>
        <source>{item} could not be read and was left out: {error}</source>
        <translation>{item} konnte nicht gelesen werden und wurde weggelassen: {error}</translation>
    </message>
</context>
<context>
    <name>editor.out_of_reach</name>
    <message>
        <source>{name} ({why}) cannot be reached within {days} days.</source>
        <translation>{name} ({why}) ist nicht in {days} Tagen erreichbar.</translation>
    </message>
</context>
<context>
    <name>editor.polygon_not_mapping</name>
    <message>
        <source>a polygon is a mapping</source>
        <translation>ein Polygon ist eine Zuordnung</translation>
    </message>
</context>
<context>
    <name>editor.search_stopped</name>
    <message>
        <source>The reachability search stopped early on this large map; places it did not reach may still be reachable.</source>
        <translation>Die Suche nach erreichbaren Orten hat auf dieser großen Karte früh aufgehört; Orte, die sie nicht erreicht hat, können trotzdem erreichbar sein.</translation>
    </message>
</context>
<context>
    <name>editor.start_is_arrival</name>
    <message>
        <source>The start and the arrival must be different locations.</source>
        <translation>Start und Ankunft müssen verschiedene Orte sein.</translation>
    </message>
</context>
<context>
    <name>engine.too_large</name>
    <message>
        <source>a {kind} too large to show</source>
        <translation>ein {kind}, zu groß zum Anzeigen</translation>
    </message>
</context>
<context>
    <name>fix.move_inside</name>
    <message>
        <source>Move inside the map</source>
        <translation>In die Karte verschieben</translation>
    </message>
</context>
<context>
    <name>fix.put_on_coast</name>
    <message>
        <source>Put on the coast</source>
        <translation>An die Küste setzen</translation>
    </message>
</context>
<context>
    <name>fix.remove_area</name>
    <message>
        <source>Remove the area</source>
        <translation>Gebiet entfernen</translation>
    </message>
</context>
<context>
    <name>fix.remove_card</name>
    <message>
        <source>Remove the card</source>
        <translation>Karte entfernen</translation>
    </message>
</context>
<context>
    <name>geojson.bad_coordinates</name>
    <message>
        <source>{where}: the coordinates are not a list of rings of positions.</source>
        <translation>{where}: Die Koordinaten sind keine Liste von Ringen aus Positionen.</translation>
    </message>
</context>
<context>
    <name>geojson.bad_fit</name>
    <message>
        <source>The scale must be a positive number and the offset finite numbers.</source>
        <translation>Der Maßstab muss eine positive Zahl sein und der Versatz aus endlichen Zahlen bestehen.</translation>
    </message>
</context>
<context>
    <name>geojson.bad_position</name>
    <message>
        <source>{where}: a position must be two finite numbers [longitude, latitude], found {found}.</source>
        <translation>{where}: Eine Position muss aus zwei endlichen Zahlen [Länge, Breite] bestehen, gefunden: {found}.</translation>
    </message>
</context>
<context>
    <name>geojson.feature</name>
    <message>
        <source>feature {number}</source>
        <translation>Feature {number}</translation>
    </message>
</context>
<context>
    <name>geojson.geometry</name>
    <message>
        <source>geometry {number}</source>
        <translation>Geometrie {number}</translation>
    </message>
</context>
<context>
    <name>geojson.invalid_shape</name>
    <message>
        <source>{where}: the shape is not a simple polygon once fitted ({reason}).</source>
        <translation>{where}: Die Form ist nach dem Einpassen kein einfaches Polygon ({reason}).</translation>
    </message>
</context>
<context>
    <name>geojson.no_polygons</name>
    <message>
        <source>The file has no Polygon or MultiPolygon geometry ({skipped} other geometries skipped).</source>
        <translation>Die Datei hat keine Polygon- oder MultiPolygon-Geometrie ({skipped} andere Geometrien übersprungen).</translation>
    </message>
</context>
<context>
    <name>geojson.not_geojson</name>
    <message>
        <source>The file is not GeoJSON: {where} has no known type (found {found}).</source>
        <translation>Die Datei ist kein GeoJSON: {where} hat keinen bekannten Typ (gefunden: {found}).</translation>
    </message>
</context>
<context>
    <name>geojson.not_json</name>
    <message>
        <source>The file is not JSON: {error}</source>
        <translation>Die Datei ist kein JSON: {error}</translation>
    </message>
</context>
<context>
    <name>geojson.not_text</name>
    <message>
        <source>The file is not text in UTF-8.</source>
        <translation>Die Datei ist kein Text in UTF-8.</translation>
    </message>
</context>
<context>
    <name>geojson.part</name>
    <message>
        <source>{where}, polygon {number}</source>
        <translation>{where}, Polygon {number}</translation>
    </message>
</context>
<context>
    <name>geojson.short_ring</name>
    <message>
        <source>{where}: a ring needs at least 3 different points, it has {points}.</source>
        <translation>{where}: Ein Ring braucht mindestens 3 verschiedene Punkte, er hat {points}.</translation>
    </message>
</context>
<context>
    <name>geojson.too_deep</name>
    <message>
        <source>The file nests its collections too deeply.</source>
        <translation>Die Datei verschachtelt ihre Sammlungen zu tief.</translation>
    </message>
</context>
<context>
    <name>geojson.too_large</name>
    <message>
        <source>The file is too large: {size} bytes (at most {limit} are read).</source>
        <translation>Die Datei ist zu groß: {size} Bytes (höchstens {limit} werden gelesen).</translation>
    </message>
</context>
<context>
    <name>geojson.too_many_points</name>
    <message>
        <source>The file has more than {limit} points: take a smaller extract.</source>
        <translation>Die Datei hat mehr als {limit} Punkte: Nimm einen kleineren Auszug.</translation>
    </message>
</context>
<context>
    <name>geojson.top_level</name>
    <message>
        <source>the top level</source>
        <translation>die oberste Ebene</translation>
    </message>
</context>
<context>
    <name>geojson.within</name>
    <message>
        <source>{where}, {part}</source>
        <translation>{where}, {part}</translation>
    </message>
</context>
<context>
    <name>hint.data.not_a_file_name</name>
    <message>
        <source>Choose the tracing image again (Map tab).</source>
        <translation>Wähle das Hintergrundbild erneut (Reiter Landkarte).</translation>
    </message>
</context>
<context>
    <name>hint.editor.area_out_of_reach</name>
    <message>
        <source>Move a place of the area nearer the start.</source>
        <translation>Verschiebe einen Ort des Gebiets näher an den Start.</translation>
    </message>
</context>
<context>
    <name>hint.editor.arrival_out_of_reach</name>
    <message>
        <source>Bring the arrival nearer the start, or add land, sea or canals that lead to it.</source>
        <translation>Rücke die Ankunft näher an den Start, oder füge Land, Meer oder Kanäle hinzu, die zu ihr führen.</translation>
    </message>
</context>
<context>
    <name>hint.editor.checks_failed</name>
    <message>
        <source>Save the map and report the problem with the file.</source>
        <translation>Speichere die Karte und melde das Problem mit der Datei.</translation>
    </message>
</context>
<context>
    <name>hint.editor.choose_arrival</name>
    <message>
        <source>Select a place and press its “Set as arrival”.</source>
        <translation>Wähle einen Ort und drücke dort „Als Ziel festlegen“.</translation>
    </message>
</context>
<context>
    <name>hint.editor.choose_start</name>
    <message>
        <source>Select a place and press its “Set as start”.</source>
        <translation>Wähle einen Ort und drücke dort „Als Start festlegen“.</translation>
    </message>
</context>
<context>
    <name>hint.editor.cut_off</name>
    <message>
        <source>Move the place out of the mountains or onto a coast, or connect it with land or a canal.</source>
        <translation>Verschiebe den Ort aus dem Gebirge oder an eine Küste, oder verbinde ihn durch Land oder einen Kanal.</translation>
    </message>
</context>
<context>
    <name>hint.editor.empty_area</name>
    <message>
        <source>Put a place in the area, or remove the area.</source>
        <translation>Lege einen Ort in das Gebiet, oder entferne das Gebiet.</translation>
    </message>
</context>
<context>
    <name>hint.editor.few_adventure_cards</name>
    <message>
        <source>Add adventure cards (Cards tab).</source>
        <translation>Füge Abenteuerkarten hinzu (Reiter Karten).</translation>
    </message>
</context>
<context>
    <name>hint.editor.few_income_cards</name>
    <message>
        <source>Add income cards (Cards tab).</source>
        <translation>Füge Einkommenskarten hinzu (Reiter Karten).</translation>
    </message>
</context>
<context>
    <name>hint.editor.fewer_players</name>
    <message>
        <source>Add adventure cards to let more players play (Cards tab).</source>
        <translation>Füge Abenteuerkarten hinzu, damit mehr Spieler spielen können (Reiter Karten).</translation>
    </message>
</context>
<context>
    <name>hint.editor.land_overlap</name>
    <message>
        <source>Merge the two shapes into one, or move them apart.</source>
        <translation>Füge die beiden Formen zu einer zusammen, oder rücke sie auseinander.</translation>
    </message>
</context>
<context>
    <name>hint.editor.out_of_reach</name>
    <message>
        <source>Move the place nearer the start, or take it off the card that names it.</source>
        <translation>Verschiebe den Ort näher an den Start, oder nimm ihn von der Karte, die ihn nennt.</translation>
    </message>
</context>
<context>
    <name>hint.editor.search_stopped</name>
    <message>
        <source>Nothing to fix: check the far places by playing the map.</source>
        <translation>Nichts zu beheben: Prüfe die fernen Orte, indem du die Karte spielst.</translation>
    </message>
</context>
<context>
    <name>hint.editor.start_is_arrival</name>
    <message>
        <source>Choose another place as the start or the arrival.</source>
        <translation>Wähle einen anderen Ort als Start oder als Ankunft.</translation>
    </message>
</context>
<context>
    <name>hint.map.at_sea</name>
    <message>
        <source>Move it onto land, or make it a port.</source>
        <translation>Verschiebe ihn an Land, oder mache ihn zum Hafen.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_missing</name>
    <message>
        <source>Choose the tracing image again, or remove it (Map tab).</source>
        <translation>Wähle das Hintergrundbild erneut, oder entferne es (Reiter Landkarte).</translation>
    </message>
</context>
<context>
    <name>hint.map.background_not_a_file</name>
    <message>
        <source>Choose an image file as the tracing image (Map tab).</source>
        <translation>Wähle eine Bilddatei als Hintergrundbild (Reiter Landkarte).</translation>
    </message>
</context>
<context>
    <name>hint.map.background_too_large</name>
    <message>
        <source>Save the image smaller, or choose a smaller one.</source>
        <translation>Speichere das Bild kleiner, oder wähle ein kleineres.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_too_many_pixels</name>
    <message>
        <source>Scale the image down, or choose a smaller one.</source>
        <translation>Verkleinere das Bild, oder wähle ein kleineres.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_unreadable</name>
    <message>
        <source>Save the image as PNG or JPEG and choose it again.</source>
        <translation>Speichere das Bild als PNG oder JPEG und wähle es erneut.</translation>
    </message>
</context>
<context>
    <name>hint.map.bounds_count</name>
    <message>
        <source>Give the bounds as four numbers: x_min, y_min, x_max, y_max.</source>
        <translation>Gib die Grenzen als vier Zahlen an: x_min, y_min, x_max, y_max.</translation>
    </message>
</context>
<context>
    <name>hint.map.bounds_order</name>
    <message>
        <source>Swap the numbers so that each minimum is below its maximum.</source>
        <translation>Vertausche die Zahlen, sodass jedes Minimum unter seinem Maximum liegt.</translation>
    </message>
</context>
<context>
    <name>hint.map.coordinate_too_large</name>
    <message>
        <source>Move the points inside the map.</source>
        <translation>Verschiebe die Punkte in die Karte.</translation>
    </message>
</context>
<context>
    <name>hint.map.decimals</name>
    <message>
        <source>Round the coordinates to three decimals (the editor does).</source>
        <translation>Runde die Koordinaten auf drei Nachkommastellen (der Editor tut das).</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_adventure_card</name>
    <message>
        <source>Give each adventure card an id of its own.</source>
        <translation>Gib jeder Abenteuerkarte eine eigene Kennung.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_area</name>
    <message>
        <source>Give each area an id of its own.</source>
        <translation>Gib jedem Gebiet eine eigene Kennung.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_income_card</name>
    <message>
        <source>Give each income card an id of its own.</source>
        <translation>Gib jeder Einkommenskarte eine eigene Kennung.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_location</name>
    <message>
        <source>Give each place an id of its own.</source>
        <translation>Gib jedem Ort eine eigene Kennung.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_sheet</name>
    <message>
        <source>Give each sheet an id of its own.</source>
        <translation>Gib jedem Bogen eine eigene Kennung.</translation>
    </message>
</context>
<context>
    <name>hint.map.empty</name>
    <message>
        <source>Fill in this value, or choose one in the editor.</source>
        <translation>Trage diesen Wert ein, oder wähle einen im Editor.</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_list</name>
    <message>
        <source>Write this entry as a list (one “- ” line per item).</source>
        <translation>Schreibe diesen Eintrag als Liste (eine Zeile „- “ je Element).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_mapping</name>
    <message>
        <source>Write this entry as keys with values (key: value).</source>
        <translation>Schreibe diesen Eintrag als Schlüssel mit Werten (Schlüssel: Wert).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_number</name>
    <message>
        <source>Write a number here, such as 12.5.</source>
        <translation>Schreibe hier eine Zahl, etwa 12.5.</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_text</name>
    <message>
        <source>Write this value as text (in quotes if in doubt).</source>
        <translation>Schreibe diesen Wert als Text (im Zweifel in Anführungszeichen).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_whole</name>
    <message>
        <source>Write a whole number here, such as 3.</source>
        <translation>Schreibe hier eine ganze Zahl, etwa 3.</translation>
    </message>
</context>
<context>
    <name>hint.map.first_sheet</name>
    <message>
        <source>Make the first sheet start at the map&apos;s left edge.</source>
        <translation>Lass den ersten Bogen am linken Rand der Karte beginnen.</translation>
    </message>
</context>
<context>
    <name>hint.map.income_size</name>
    <message>
        <source>Give the income card exactly four places.</source>
        <translation>Gib der Einkommenskarte genau vier Orte.</translation>
    </message>
</context>
<context>
    <name>hint.map.incomplete</name>
    <message>
        <source>Fill in the parts of the map that are missing.</source>
        <translation>Ergänze die fehlenden Teile der Karte.</translation>
    </message>
</context>
<context>
    <name>hint.map.invalid_polygon</name>
    <message>
        <source>Drag the shape&apos;s points so that its edges no longer cross, or delete the extra points.</source>
        <translation>Ziehe die Punkte der Form so, dass sich ihre Kanten nicht mehr kreuzen, oder lösche die überzähligen Punkte.</translation>
    </message>
</context>
<context>
    <name>hint.map.last_sheet</name>
    <message>
        <source>Make the last sheet end at the map&apos;s right edge.</source>
        <translation>Lass den letzten Bogen am rechten Rand der Karte enden.</translation>
    </message>
</context>
<context>
    <name>hint.map.missing_key</name>
    <message>
        <source>Add the missing key, or open and save the map in the editor.</source>
        <translation>Ergänze den fehlenden Schlüssel, oder öffne und speichere die Karte im Editor.</translation>
    </message>
</context>
<context>
    <name>hint.map.negative</name>
    <message>
        <source>Enter zero or more.</source>
        <translation>Gib null oder mehr ein.</translation>
    </message>
</context>
<context>
    <name>hint.map.no_format</name>
    <message>
        <source>Add the format line at the top of the file, as shown.</source>
        <translation>Füge die Formatzeile wie gezeigt oben in die Datei ein.</translation>
    </message>
</context>
<context>
    <name>hint.map.no_sheet</name>
    <message>
        <source>Add a sheet covering the whole map (Map tab).</source>
        <translation>Füge einen Bogen hinzu, der die ganze Karte abdeckt (Reiter Landkarte).</translation>
    </message>
</context>
<context>
    <name>hint.map.not_a_colour</name>
    <message>
        <source>Pick the colour again, or write it like #a1b2c3.</source>
        <translation>Wähle die Farbe erneut, oder schreibe sie wie #a1b2c3.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_a_ring</name>
    <message>
        <source>Write the ring as pairs of numbers: “x y, x y, x y”.</source>
        <translation>Schreibe den Ring als Zahlenpaare: „x y, x y, x y“.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_adventure</name>
    <message>
        <source>Choose an adventure place for the card, or make this place an adventure place.</source>
        <translation>Wähle einen Abenteuerort für die Karte, oder mache diesen Ort zum Abenteuerort.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_an_id</name>
    <message>
        <source>Use only lowercase letters, digits and single hyphens, such as “port-said”.</source>
        <translation>Verwende nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, etwa „port-said“.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_between</name>
    <message>
        <source>Choose a value within the range shown.</source>
        <translation>Wähle einen Wert im angegebenen Bereich.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_finite</name>
    <message>
        <source>Write an ordinary number here.</source>
        <translation>Schreibe hier eine gewöhnliche Zahl.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_positive</name>
    <message>
        <source>Enter a value above zero.</source>
        <translation>Gib einen Wert über null ein.</translation>
    </message>
</context>
<context>
    <name>hint.map.off_the_coast</name>
    <message>
        <source>Move it onto the coast (Edit → Put on the coast), or widen its snap radius.</source>
        <translation>Setze ihn an die Küste (Bearbeiten → An die Küste setzen), oder vergrößere seinen Fangradius.</translation>
    </message>
</context>
<context>
    <name>hint.map.other_format</name>
    <message>
        <source>Open the map with the program version that wrote it.</source>
        <translation>Öffne die Karte mit der Programmversion, die sie geschrieben hat.</translation>
    </message>
</context>
<context>
    <name>hint.map.out_at_sea</name>
    <message>
        <source>Move it onto land or near the coast, or make it an island.</source>
        <translation>Verschiebe ihn an Land oder nahe an die Küste, oder mache ihn zur Insel.</translation>
    </message>
</context>
<context>
    <name>hint.map.outside</name>
    <message>
        <source>Enter a value inside the map&apos;s bounds.</source>
        <translation>Gib einen Wert innerhalb der Kartengrenzen ein.</translation>
    </message>
</context>
<context>
    <name>hint.map.place_outside</name>
    <message>
        <source>Move the place inside the map, or widen the map&apos;s bounds.</source>
        <translation>Verschiebe den Ort in die Karte, oder erweitere die Kartengrenzen.</translation>
    </message>
</context>
<context>
    <name>hint.map.ring_outside</name>
    <message>
        <source>Move the shape&apos;s points inside the map, or widen its bounds.</source>
        <translation>Verschiebe die Punkte der Form in die Karte, oder erweitere ihre Grenzen.</translation>
    </message>
</context>
<context>
    <name>hint.map.second_adventure</name>
    <message>
        <source>Move one of the two cards to another adventure place, or remove it.</source>
        <translation>Lege eine der beiden Karten auf einen anderen Abenteuerort, oder entferne sie.</translation>
    </message>
</context>
<context>
    <name>hint.map.sheet_gap</name>
    <message>
        <source>Make each sheet start where the one before it ends.</source>
        <translation>Lass jeden Bogen dort beginnen, wo der vorige endet.</translation>
    </message>
</context>
<context>
    <name>hint.map.sheet_order</name>
    <message>
        <source>Swap the sheet&apos;s edges so that it starts left of where it ends.</source>
        <translation>Vertausche die Ränder des Bogens, sodass er links von seinem Ende beginnt.</translation>
    </message>
</context>
<context>
    <name>hint.map.short_ring</name>
    <message>
        <source>Add points until the shape has at least three, or delete it.</source>
        <translation>Füge Punkte hinzu, bis die Form mindestens drei hat, oder lösche sie.</translation>
    </message>
</context>
<context>
    <name>hint.map.snap_not_positive</name>
    <message>
        <source>Give the place a snap radius above zero.</source>
        <translation>Gib dem Ort einen Fangradius über null.</translation>
    </message>
</context>
<context>
    <name>hint.map.too_large</name>
    <message>
        <source>Use a smaller number: the map&apos;s units are about a centimetre.</source>
        <translation>Verwende eine kleinere Zahl: Die Einheiten der Karte sind etwa ein Zentimeter.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_area</name>
    <message>
        <source>Choose one of the map&apos;s areas for this place.</source>
        <translation>Wähle eines der Gebiete der Karte für diesen Ort.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_key</name>
    <message>
        <source>Remove this key, or check its spelling.</source>
        <translation>Entferne diesen Schlüssel, oder prüfe seine Schreibweise.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_location</name>
    <message>
        <source>Choose one of the map&apos;s places, or remove what names the missing place.</source>
        <translation>Wähle einen der Orte der Karte, oder entferne, was den fehlenden Ort nennt.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_type</name>
    <message>
        <source>Choose one of the place types listed.</source>
        <translation>Wähle einen der aufgeführten Ortstypen.</translation>
    </message>
</context>
<context>
    <name>journey.adventure</name>
    <message>
        <source>{name} claims the adventure “{title}”.</source>
        <translation>{name} erhält das Abenteuer „{title}“.</translation>
    </message>
</context>
<context>
    <name>journey.aouda_returned</name>
    <message>
        <source>{name} returns Princess Aouda to the reserve.</source>
        <translation>{name} legt Prinzessin Aouda in den Vorrat zurück.</translation>
    </message>
</context>
<context>
    <name>journey.arrived</name>
    <message>
        <source>{name} completes the journey round the world: {points}.</source>
        <translation>{name} vollendet die Reise um die Welt: {points}.</translation>
    </message>
</context>
<context>
    <name>journey.balloon_card</name>
    <message>
        <source>the balloon {balloon}</source>
        <translation>den Ballon {balloon}</translation>
    </message>
</context>
<context>
    <name>journey.balloon_used</name>
    <message>
        <source>You have used the {balloon} already: each balloon once per game.</source>
        <translation>Du hast den Ballon {balloon} schon benutzt: Jeder Ballon nur einmal pro Spiel.</translation>
    </message>
</context>
<context>
    <name>journey.character_from_player</name>
    <message>
        <source>{name} takes {character} from {other}.</source>
        <translation>{name} nimmt {other} {character} ab.</translation>
    </message>
</context>
<context>
    <name>journey.character_from_reserve</name>
    <message>
        <source>{name} takes {character} from the reserve.</source>
        <translation>{name} nimmt {character} aus dem Vorrat.</translation>
    </message>
</context>
<context>
    <name>journey.character_returned</name>
    <message>
        <source>{name} returns {character} to the reserve.</source>
        <translation>{name} legt {character} in den Vorrat zurück.</translation>
    </message>
</context>
<context>
    <name>journey.choose_transport</name>
    <message>
        <source>Choose a transport from the market or a balloon.</source>
        <translation>Wähle ein Transportmittel vom Markt oder einen Ballon.</translation>
    </message>
</context>
<context>
    <name>journey.deck_empty</name>
    <message>
        <source>The deck is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
</context>
<context>
    <name>journey.draw_now</name>
    <message>
        <source>You have taken a transport already: now draw your route.</source>
        <translation>Du hast schon ein Transportmittel genommen: Zeichne jetzt deine Route.</translation>
    </message>
</context>
<context>
    <name>journey.earns</name>
    <message>
        <source>{name} earns {pounds}.</source>
        <translation>{name} verdient {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.earns_full</name>
    <message>
        <source>{name} earns {pounds} ({due} due; the tracker is full at 80).</source>
        <translation>{name} verdient {pounds} ({due} fällig; die Geldleiste endet bei 80).</translation>
    </message>
</context>
<context>
    <name>journey.eastwards</name>
    <message>
        <source>{name} crosses the date line eastwards and gains {days}.</source>
        <translation>{name} überquert die Datumsgrenze nach Osten und gewinnt {days}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_discard</name>
    <message>
        <source>Inspector Fix strikes {names}: they discard all their characters.</source>
        <translation>Inspektor Fix schlägt bei {names} zu: sie geben alle ihre Charaktere ab.</translation>
    </message>
</context>
<context>
    <name>journey.fix_paid</name>
    <message>
        <source>{name} pays {pounds}.</source>
        <translation>{name} zahlt {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_paid_days</name>
    <message>
        <source>{name} pays {pounds} and {days}.</source>
        <translation>{name} zahlt {pounds} und {days}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_spend</name>
    <message>
        <source>Inspector Fix strikes {names}: they spend {pounds} each.</source>
        <translation>Inspektor Fix schlägt bei {names} zu: jeder zahlt {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.game_over</name>
    <message>
        <source>Every journey has ended: the game is over.</source>
        <translation>Alle Reisen sind beendet: Das Spiel ist vorbei.</translation>
    </message>
</context>
<context>
    <name>journey.marks</name>
    <message numerus="yes">
        <source>%n detour mark(s)</source>
        <translation>
            <numerusform>%n Umwegmarke</numerusform>
            <numerusform>%n Umwegmarken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey.month</name>
    <message>
        <source>{name} reaches a new month: the next income card is revealed.</source>
        <translation>{name} erreicht einen neuen Monat: Die nächste Einkommenskarte wird aufgedeckt.</translation>
    </message>
</context>
<context>
    <name>journey.no_balloon</name>
    <message>
        <source>There is no balloon called {balloon}.</source>
        <translation>Es gibt keinen Ballon namens {balloon}.</translation>
    </message>
</context>
<context>
    <name>journey.no_seat</name>
    <message>
        <source>The acting seat {seat} is not a player of this game (0–{most}).</source>
        <translation>Der handelnde Platz {seat} gehört zu keinem Spieler dieser Partie (0–{most}).</translation>
    </message>
</context>
<context>
    <name>journey.no_slot</name>
    <message>
        <source>There is no market place called {slot}.</source>
        <translation>Es gibt keinen Platz im Markt namens {slot}.</translation>
    </message>
</context>
<context>
    <name>journey.no_start</name>
    <message>
        <source>A route needs at least its starting point.</source>
        <translation>Eine Route braucht mindestens ihren Startpunkt.</translation>
    </message>
</context>
<context>
    <name>journey.not_points</name>
    <message>
        <source>A route is a list of points, each a pair of finite numbers.</source>
        <translation>Eine Route ist eine Liste von Punkten, jeder ein Paar endlicher Zahlen.</translation>
    </message>
</context>
<context>
    <name>journey.not_your_turn</name>
    <message>
        <source>It is not {name}&apos;s turn: {active} is to act.</source>
        <translation>{name} ist nicht am Zug: {active} ist an der Reihe.</translation>
    </message>
</context>
<context>
    <name>journey.over</name>
    <message>
        <source>The game is over: every journey has ended.</source>
        <translation>Das Spiel ist vorbei: Alle Reisen sind beendet.</translation>
    </message>
</context>
<context>
    <name>journey.past_end</name>
    <message>
        <source>{name} is past 21 December: the journey ends (0 points).</source>
        <translation>{name} ist über den 21. Dezember hinaus: Die Reise endet (0 Punkte).</translation>
    </message>
</context>
<context>
    <name>journey.route</name>
    <message>
        <source>{name} draws a route.</source>
        <translation>{name} zeichnet eine Route.</translation>
    </message>
</context>
<context>
    <name>journey.route_empty</name>
    <message>
        <source>{name} draws a route of no length.</source>
        <translation>{name} zeichnet eine Route ohne Länge.</translation>
    </message>
</context>
<context>
    <name>journey.route_to</name>
    <message>
        <source>{name} draws a route to {place}.</source>
        <translation>{name} zeichnet eine Route nach {place}.</translation>
    </message>
</context>
<context>
    <name>journey.segment_not_full</name>
    <message>
        <source>Segment {number} must run the full {allowed} ruler units to the detour mark before turning; it is {length}.</source>
        <translation>Abschnitt {number} muss vor dem Abknicken die vollen {allowed} Linealeinheiten bis zur Umwegmarke laufen; er ist {length} lang.</translation>
    </message>
</context>
<context>
    <name>journey.segment_too_long</name>
    <message>
        <source>Segment {number} is {length} ruler units long; the ruler allows {allowed} there.</source>
        <translation>Abschnitt {number} ist {length} Linealeinheiten lang; das Lineal erlaubt dort {allowed}.</translation>
    </message>
</context>
<context>
    <name>journey.segments</name>
    <message numerus="yes">
        <source>%n straight segment(s)</source>
        <translation>
            <numerusform>%n gerader Abschnitt</numerusform>
            <numerusform>%n gerade Abschnitte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey.space_empty</name>
    <message>
        <source>That market space is empty.</source>
        <translation>Dieser Platz im Markt ist leer.</translation>
    </message>
</context>
<context>
    <name>journey.start_where_ended</name>
    <message>
        <source>The route must start where your last route ended.</source>
        <translation>Die Route muss dort beginnen, wo deine letzte Route endete.</translation>
    </message>
</context>
<context>
    <name>journey.take_first</name>
    <message>
        <source>You must take a transport before drawing a route.</source>
        <translation>Du musst ein Transportmittel nehmen, bevor du eine Route zeichnest.</translation>
    </message>
</context>
<context>
    <name>journey.takes</name>
    <message>
        <source>{name} takes {card} for {pounds} and {days}.</source>
        <translation>{name} nimmt {card} für {pounds} und {days}.</translation>
    </message>
</context>
<context>
    <name>journey.takes_short</name>
    <message>
        <source>{name} takes {card} for {pounds} and {days} ({missing} of them for missing pounds).</source>
        <translation>{name} nimmt {card} für {pounds} und {days} ({missing} davon für fehlende Pfund).</translation>
    </message>
</context>
<context>
    <name>journey.too_late</name>
    <message>
        <source>{name} is in London, but too late: the wager is lost (0 points).</source>
        <translation>{name} ist in London, aber zu spät: Die Wette ist verloren (0 Punkte).</translation>
    </message>
</context>
<context>
    <name>journey.too_many_segments</name>
    <message>
        <source>This ruler has {marks}, so a route of at most {most}; yours has {found}.</source>
        <translation>Dieses Lineal hat {marks}, also eine Route aus höchstens {most}; deine hat {found}.</translation>
    </message>
</context>
<context>
    <name>journey.transport_card</name>
    <message>
        <source>{transport} {pounds} · {days} · ruler {ruler}</source>
        <translation>{transport} {pounds} · {days} · Lineal {ruler}</translation>
    </message>
</context>
<context>
    <name>journey.westwards</name>
    <message>
        <source>{name} crosses the date line westwards and loses {days}.</source>
        <translation>{name} überquert die Datumsgrenze nach Westen und verliert {days}.</translation>
    </message>
</context>
<context>
    <name>journey_action.balloon_field</name>
    <message>
        <source>A balloon is named by its id, not {balloon}.</source>
        <translation>Ein Ballon wird mit seiner Kennung angegeben, nicht mit {balloon}.</translation>
    </message>
</context>
<context>
    <name>journey_action.balloon_not_id</name>
    <message>
        <source>&apos;balloon&apos; must be a balloon id, got {balloon}</source>
        <translation>&apos;balloon&apos; muss die Kennung eines Ballons sein, nicht {balloon}</translation>
    </message>
</context>
<context>
    <name>journey_action.flip_field</name>
    <message>
        <source>&apos;flip&apos; must be true or false, not {flip}.</source>
        <translation>&apos;flip&apos; muss true oder false sein, nicht {flip}.</translation>
    </message>
</context>
<context>
    <name>journey_action.flip_not_bool</name>
    <message>
        <source>&apos;flip&apos; must be true or false, got {flip}</source>
        <translation>&apos;flip&apos; muss true oder false sein, nicht {flip}</translation>
    </message>
</context>
<context>
    <name>journey_action.needs_keys</name>
    <message>
        <source>a {kind} action needs {missing}</source>
        <translation>eine Aktion vom Typ {kind} braucht {missing}</translation>
    </message>
</context>
<context>
    <name>journey_action.not_action</name>
    <message>
        <source>Not an action of this game: {action}</source>
        <translation>Keine Aktion dieses Spiels: {action}</translation>
    </message>
</context>
<context>
    <name>journey_action.not_mapping</name>
    <message>
        <source>an action must be a mapping, got {type}</source>
        <translation>eine Aktion muss eine Zuordnung sein, nicht {type}</translation>
    </message>
</context>
<context>
    <name>journey_action.point_not_pair</name>
    <message>
        <source>points[{index}] must be a pair of finite numbers</source>
        <translation>points[{index}] muss ein Paar endlicher Zahlen sein</translation>
    </message>
</context>
<context>
    <name>journey_action.points_not_list</name>
    <message>
        <source>&apos;points&apos; must be a non-empty list of [x, y] pairs</source>
        <translation>&apos;points&apos; muss eine nicht leere Liste von [x, y]-Paaren sein</translation>
    </message>
</context>
<context>
    <name>journey_action.seat_not_number</name>
    <message>
        <source>The acting seat must be a player number, not {seat}.</source>
        <translation>Der handelnde Platz muss eine Spielernummer sein, nicht {seat}.</translation>
    </message>
</context>
<context>
    <name>journey_action.seat_range</name>
    <message>
        <source>&apos;seat&apos; must be a player number 0–{most}, got {seat}</source>
        <translation>&apos;seat&apos; muss eine Spielernummer von 0 bis {most} sein, nicht {seat}</translation>
    </message>
</context>
<context>
    <name>journey_action.slot_not_slot</name>
    <message>
        <source>The market place must be one of {names}, not {slot}.</source>
        <translation>Der Marktplatz muss einer von {names} sein, nicht {slot}.</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_keys</name>
    <message>
        <source>unknown keys in a {kind} action: {extra}</source>
        <translation>unbekannte Schlüssel in einer Aktion vom Typ {kind}: {extra}</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_slot</name>
    <message>
        <source>unknown market slot {slot}; one of {names}</source>
        <translation>unbekannter Marktplatz {slot}; erlaubt: {names}</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_type</name>
    <message>
        <source>unknown action type {kind}; one of {names}</source>
        <translation>unbekannter Aktionstyp {kind}; erlaubt: {names}</translation>
    </message>
</context>
<context>
    <name>journey_cards.balloons</name>
    <message>
        <source>expected a list of 3 balloons (three distinct types)</source>
        <translation>Liste von 3 Ballons erwartet (drei verschiedene Typen)</translation>
    </message>
</context>
<context>
    <name>journey_cards.between</name>
    <message>
        <source>must be between {low} and {high}, got {value}</source>
        <translation>muss zwischen {low} und {high} liegen, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>journey_cards.cards</name>
    <message>
        <source>expected a list of cards</source>
        <translation>Liste von Karten erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.characters</name>
    <message>
        <source>expected a list of the 4 characters</source>
        <translation>Liste der 4 Figuren erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.each_character</name>
    <message>
        <source>expected each of the 4 characters exactly once</source>
        <translation>jede der 4 Figuren genau einmal erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.format</name>
    <message>
        <source>expected &apos;{expected}&apos;, got {found}</source>
        <translation>&apos;{expected}&apos; erwartet, gefunden: {found}</translation>
    </message>
</context>
<context>
    <name>journey_cards.icon</name>
    <message>
        <source>expected none or one of {names}</source>
        <translation>keines oder eines von {names} erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.id_twice</name>
    <message>
        <source>the id &apos;{id}&apos; is used twice</source>
        <translation>die Kennung &apos;{id}&apos; wird zweimal verwendet</translation>
    </message>
</context>
<context>
    <name>journey_cards.mapping</name>
    <message>
        <source>expected a mapping</source>
        <translation>eine Zuordnung erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.marks</name>
    <message>
        <source>expected a list of positions (may be empty)</source>
        <translation>Liste von Positionen erwartet (darf leer sein)</translation>
    </message>
</context>
<context>
    <name>journey_cards.marks_order</name>
    <message>
        <source>marks must increase and lie strictly inside the ruler (0 &lt; mark &lt; length)</source>
        <translation>Marken müssen aufsteigen und echt innerhalb des Lineals liegen (0 &lt; Marke &lt; Länge)</translation>
    </message>
</context>
<context>
    <name>journey_cards.missing_key</name>
    <message>
        <source>missing key &apos;{key}&apos;</source>
        <translation>Schlüssel &apos;{key}&apos; fehlt</translation>
    </message>
</context>
<context>
    <name>journey_cards.number</name>
    <message>
        <source>expected a number, got {value}</source>
        <translation>Zahl erwartet, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>journey_cards.text</name>
    <message>
        <source>expected a non-empty text</source>
        <translation>nicht leerer Text erwartet</translation>
    </message>
</context>
<context>
    <name>journey_cards.thirty</name>
    <message>
        <source>expected 30 cards, got {count}</source>
        <translation>30 Karten erwartet, gefunden: {count}</translation>
    </message>
</context>
<context>
    <name>journey_cards.two_marks</name>
    <message>
        <source>a ruler has at most 2 detour marks</source>
        <translation>ein Lineal hat höchstens 2 Umwegmarken</translation>
    </message>
</context>
<context>
    <name>journey_cards.unknown_character</name>
    <message>
        <source>unknown character {id}</source>
        <translation>unbekannte Figur {id}</translation>
    </message>
</context>
<context>
    <name>journey_cards.unknown_key</name>
    <message>
        <source>unknown key &apos;{key}&apos;</source>
        <translation>unbekannter Schlüssel &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>journey_cards.whole</name>
    <message>
        <source>expected a whole number, got {value}</source>
        <translation>ganze Zahl erwartet, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>journey_setup.adventure_cards</name>
    <message>
        <source>The map needs at least {cards}.</source>
        <translation>Die Landkarte braucht mindestens {cards}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.adventure_count</name>
    <message numerus="yes">
        <source>%n adventure card(s)</source>
        <translation>
            <numerusform>%n Abenteuerkarte</numerusform>
            <numerusform>%n Abenteuerkarten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey_setup.colour</name>
    <message>
        <source>{name}&apos;s colour must look like #rrggbb, not {colour}.</source>
        <translation>Die Farbe von {name} muss wie #rrggbb aussehen, nicht {colour}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.config_invalid</name>
    <message>
        <source>The game configuration is not valid: {error}</source>
        <translation>Die Spieleinstellungen sind ungültig: {error}</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_balloon</name>
    <message>
        <source>Fixed setup: deck cards lie as trains or ships, not balloons.</source>
        <translation>Feste Aufstellung: Karten im Stapel liegen als Zug oder Schiff, nicht als Ballon.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_both_rows</name>
    <message>
        <source>Fixed setup: a card lies in both market rows.</source>
        <translation>Feste Aufstellung: Eine Karte liegt in beiden Marktreihen.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_count</name>
    <message>
        <source>Fixed setup: {name} needs exactly {cards}, not {found}.</source>
        <translation>Feste Aufstellung: {name} braucht genau {cards}, nicht {found}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_income</name>
    <message>
        <source>Fixed setup: the income order needs at least one card.</source>
        <translation>Feste Aufstellung: Die Einkommensreihenfolge braucht mindestens eine Karte.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_once</name>
    <message>
        <source>Fixed setup: the market and the deck must hold every card exactly once.</source>
        <translation>Feste Aufstellung: Markt und Stapel müssen jede Karte genau einmal enthalten.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_stack</name>
    <message>
        <source>Fixed setup: the stack order must list every player once.</source>
        <translation>Feste Aufstellung: Die Stapelreihenfolge muss jeden Spieler einmal nennen.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_twice</name>
    <message>
        <source>Fixed setup: {name} names a card twice.</source>
        <translation>Feste Aufstellung: {name} nennt eine Karte zweimal.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_unknown</name>
    <message>
        <source>Fixed setup: {name} names unknown cards: {unknown}.</source>
        <translation>Feste Aufstellung: {name} nennt unbekannte Karten: {unknown}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.income_cards</name>
    <message>
        <source>The map needs at least 3 income cards (three are used in a game).</source>
        <translation>Die Landkarte braucht mindestens 3 Einkommenskarten (drei werden in einem Spiel benutzt).</translation>
    </message>
</context>
<context>
    <name>journey_setup.market_cards</name>
    <message>
        <source>The card set has too few train/ship cards for a market.</source>
        <translation>Der Kartensatz hat zu wenige Zug-/Schiffskarten für einen Markt.</translation>
    </message>
</context>
<context>
    <name>journey_setup.names</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>journey_setup.no_location</name>
    <message>
        <source>The map has no location {ref} for the start or the arrival.</source>
        <translation>Die Landkarte hat keinen Ort {ref} für Start oder Ziel.</translation>
    </message>
</context>
<context>
    <name>journey_setup.player_count</name>
    <message>
        <source>The journey game is for 2 to 4 players, not {found}.</source>
        <translation>Die Reise ist für 2 bis 4 Spieler, nicht für {found}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.same_colour</name>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
</context>
<context>
    <name>journey_setup.same_name</name>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
</context>
<context>
    <name>journey_setup.sides</name>
    <message>
        <source>Choose one side for each of the four characters.</source>
        <translation>Wähle für jede der vier Figuren eine Seite.</translation>
    </message>
</context>
<context>
    <name>map.a_city</name>
    <message>
        <source>a city</source>
        <translation>eine Stadt</translation>
    </message>
</context>
<context>
    <name>map.a_port</name>
    <message>
        <source>a port</source>
        <translation>ein Hafen</translation>
    </message>
</context>
<context>
    <name>map.an_adventure_location</name>
    <message>
        <source>an adventure location</source>
        <translation>ein Abenteuerort</translation>
    </message>
</context>
<context>
    <name>map.an_island</name>
    <message>
        <source>an island</source>
        <translation>eine Insel</translation>
    </message>
</context>
<context>
    <name>map.an_outpost</name>
    <message>
        <source>an outpost</source>
        <translation>ein Außenposten</translation>
    </message>
</context>
<context>
    <name>map.at_sea</name>
    <message>
        <source>{type} stands on land; {id} is at sea</source>
        <translation>{type} muss an Land stehen; {id} liegt auf See</translation>
    </message>
</context>
<context>
    <name>map.background_missing</name>
    <message>
        <source>the image {name} cannot be found</source>
        <translation>das Bild {name} ist nicht zu finden</translation>
    </message>
</context>
<context>
    <name>map.background_not_a_file</name>
    <message>
        <source>the image {name} is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>das Bild {name} ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner) und wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>map.background_too_large</name>
    <message>
        <source>the image {name} is larger than {limit} MiB and is refused</source>
        <translation>das Bild {name} ist größer als {limit} MiB und wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>map.background_too_many_pixels</name>
    <message>
        <source>the image {name} is {width} × {height} pixels; more than {limit} million are refused</source>
        <translation>das Bild {name} hat {width} × {height} Pixel; mehr als {limit} Millionen werden abgelehnt</translation>
    </message>
</context>
<context>
    <name>map.background_unreadable</name>
    <message>
        <source>the image {name} cannot be read: {error}</source>
        <translation>das Bild {name} kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>map.bounds_count</name>
    <message>
        <source>expected 4 numbers [x_min, y_min, x_max, y_max], found {found}</source>
        <translation>4 Zahlen [x_min, y_min, x_max, y_max] erwartet, gefunden: {found}</translation>
    </message>
</context>
<context>
    <name>map.bounds_order</name>
    <message>
        <source>x_min must be below x_max and y_min below y_max</source>
        <translation>x_min muss kleiner als x_max sein und y_min kleiner als y_max</translation>
    </message>
</context>
<context>
    <name>map.coordinate_too_large</name>
    <message>
        <source>a coordinate is too large (at most {limit} in size)</source>
        <translation>eine Koordinate ist zu groß (höchstens {limit} dem Betrag nach)</translation>
    </message>
</context>
<context>
    <name>map.decimals</name>
    <message>
        <source>coordinates have at most 3 decimals</source>
        <translation>Koordinaten haben höchstens 3 Nachkommastellen</translation>
    </message>
</context>
<context>
    <name>map.disconnected</name>
    <message>
        <source>interior is disconnected</source>
        <translation>das Innere ist nicht zusammenhängend</translation>
    </message>
</context>
<context>
    <name>map.document</name>
    <message>
        <source>(document)</source>
        <translation>(Dokument)</translation>
    </message>
</context>
<context>
    <name>map.duplicate_adventure_card</name>
    <message>
        <source>duplicate adventure card id {id} (also {other})</source>
        <translation>doppelte Abenteuerkarten-ID {id} (auch {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_area</name>
    <message>
        <source>duplicate area id {id} (also {other})</source>
        <translation>doppelte Gebiets-ID {id} (auch {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_income_card</name>
    <message>
        <source>duplicate income card id {id} (also {other})</source>
        <translation>doppelte Einkommenskarten-ID {id} (auch {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_location</name>
    <message>
        <source>duplicate location id {id} (also {other})</source>
        <translation>doppelte Orts-ID {id} (auch {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_rings</name>
    <message>
        <source>duplicate rings</source>
        <translation>doppelte Ringe</translation>
    </message>
</context>
<context>
    <name>map.duplicate_sheet</name>
    <message>
        <source>duplicate sheet id {id} (also {other})</source>
        <translation>doppelte Bogen-ID {id} (auch {other})</translation>
    </message>
</context>
<context>
    <name>map.empty</name>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
</context>
<context>
    <name>map.expected_list</name>
    <message>
        <source>expected a list, found {kind}</source>
        <translation>Liste erwartet, gefunden: {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_mapping</name>
    <message>
        <source>expected a mapping, found {kind}</source>
        <translation>Zuordnung erwartet, gefunden: {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_number</name>
    <message>
        <source>expected a number, found {kind}</source>
        <translation>Zahl erwartet, gefunden: {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_text</name>
    <message>
        <source>expected text, found {kind}</source>
        <translation>Text erwartet, gefunden: {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_whole</name>
    <message>
        <source>expected a whole number, found {kind}</source>
        <translation>ganze Zahl erwartet, gefunden: {kind}</translation>
    </message>
</context>
<context>
    <name>map.first_sheet</name>
    <message>
        <source>the first sheet starts at {sheet_x}, the map at {map_x}</source>
        <translation>der erste Bogen beginnt bei {sheet_x}, die Karte bei {map_x}</translation>
    </message>
</context>
<context>
    <name>map.flaw_at</name>
    <message>
        <source>{what} at ({where})</source>
        <translation>{what} bei ({where})</translation>
    </message>
</context>
<context>
    <name>map.hole_outside</name>
    <message>
        <source>hole lies outside shell</source>
        <translation>Loch liegt außerhalb der Hülle</translation>
    </message>
</context>
<context>
    <name>map.huge</name>
    <message>
        <source>a huge number</source>
        <translation>eine riesige Zahl</translation>
    </message>
</context>
<context>
    <name>map.income_size</name>
    <message>
        <source>an income card names exactly {size} locations, found {found}</source>
        <translation>eine Einkommenskarte nennt genau {size} Orte, gefunden: {found}</translation>
    </message>
</context>
<context>
    <name>map.incomplete</name>
    <message>
        <source>the map is incomplete</source>
        <translation>die Karte ist unvollständig</translation>
    </message>
</context>
<context>
    <name>map.invalid_coordinate</name>
    <message>
        <source>invalid coordinate</source>
        <translation>ungültige Koordinate</translation>
    </message>
</context>
<context>
    <name>map.invalid_polygon</name>
    <message>
        <source>not a valid polygon: {reason}</source>
        <translation>kein gültiges Polygon: {reason}</translation>
    </message>
</context>
<context>
    <name>map.kind_list</name>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
</context>
<context>
    <name>map.kind_mapping</name>
    <message>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
</context>
<context>
    <name>map.kind_nothing</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>map.kind_number</name>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
</context>
<context>
    <name>map.kind_text</name>
    <message>
        <source>text ({text})</source>
        <translation>Text ({text})</translation>
    </message>
</context>
<context>
    <name>map.kind_truth</name>
    <message>
        <source>a true/false value ({value})</source>
        <translation>ein Wahrheitswert ({value})</translation>
    </message>
</context>
<context>
    <name>map.last_sheet</name>
    <message>
        <source>the last sheet ends at {sheet_x}, the map at {map_x}</source>
        <translation>der letzte Bogen endet bei {sheet_x}, die Karte bei {map_x}</translation>
    </message>
</context>
<context>
    <name>map.missing_key</name>
    <message>
        <source>missing key &apos;{key}&apos;</source>
        <translation>Schlüssel &apos;{key}&apos; fehlt</translation>
    </message>
</context>
<context>
    <name>map.negative</name>
    <message>
        <source>must not be negative, found {value}</source>
        <translation>darf nicht negativ sein, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>map.nested_holes</name>
    <message>
        <source>nested holes</source>
        <translation>verschachtelte Löcher</translation>
    </message>
</context>
<context>
    <name>map.nested_shells</name>
    <message>
        <source>nested shells</source>
        <translation>verschachtelte Hüllen</translation>
    </message>
</context>
<context>
    <name>map.no_format</name>
    <message>
        <source>missing key &apos;format&apos; (expected &apos;{tag}&apos;)</source>
        <translation>Schlüssel &apos;format&apos; fehlt (&apos;{tag}&apos; erwartet)</translation>
    </message>
</context>
<context>
    <name>map.no_sheet</name>
    <message>
        <source>a map needs at least one sheet</source>
        <translation>eine Karte braucht mindestens einen Bogen</translation>
    </message>
</context>
<context>
    <name>map.not_a_colour</name>
    <message>
        <source>{text} is not a colour like &apos;#a1b2c3&apos;</source>
        <translation>{text} ist keine Farbe wie &apos;#a1b2c3&apos;</translation>
    </message>
</context>
<context>
    <name>map.not_a_ring</name>
    <message>
        <source>not a ring of &apos;x y&apos; numbers: {error}</source>
        <translation>kein Ring aus &apos;x y&apos;-Zahlen: {error}</translation>
    </message>
</context>
<context>
    <name>map.not_adventure</name>
    <message>
        <source>{id} is {type}, not an adventure location</source>
        <translation>{id} ist {type}, kein Abenteuerort</translation>
    </message>
</context>
<context>
    <name>map.not_an_id</name>
    <message>
        <source>{text} is not an id (lowercase letters, digits and hyphens)</source>
        <translation>{text} ist keine ID (Kleinbuchstaben, Ziffern und Bindestriche)</translation>
    </message>
</context>
<context>
    <name>map.not_between</name>
    <message>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} liegt nicht zwischen {low} und {high}</translation>
    </message>
</context>
<context>
    <name>map.not_finite</name>
    <message>
        <source>{value} is not a finite number</source>
        <translation>{value} ist keine endliche Zahl</translation>
    </message>
</context>
<context>
    <name>map.not_positive</name>
    <message>
        <source>must be positive, found {value}</source>
        <translation>muss positiv sein, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>map.off_the_coast</name>
    <message>
        <source>{type} lies within its snap radius ({radius}) of the coast; {id} is {distance} away</source>
        <translation>{type} muss höchstens den Fangradius ({radius}) von der Küste entfernt liegen; {id} ist {distance} entfernt</translation>
    </message>
</context>
<context>
    <name>map.other_format</name>
    <message>
        <source>unsupported format {found}: this program reads &apos;{tag}&apos;</source>
        <translation>nicht unterstütztes Format {found}: Dieses Programm liest &apos;{tag}&apos;</translation>
    </message>
</context>
<context>
    <name>map.out_at_sea</name>
    <message>
        <source>{type} lies on land or within its snap radius ({radius}) of the coast; {id} is {distance} out at sea</source>
        <translation>{type} muss an Land oder höchstens den Fangradius ({radius}) von der Küste entfernt liegen; {id} liegt {distance} weit auf See</translation>
    </message>
</context>
<context>
    <name>map.outside</name>
    <message>
        <source>{value} is outside the map bounds ({low} to {high})</source>
        <translation>{value} liegt außerhalb der Kartengrenzen ({low} bis {high})</translation>
    </message>
</context>
<context>
    <name>map.place_outside</name>
    <message>
        <source>({x}, {y}) is outside the map bounds</source>
        <translation>({x}, {y}) liegt außerhalb der Kartengrenzen</translation>
    </message>
</context>
<context>
    <name>map.problem_at</name>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
</context>
<context>
    <name>map.problem_at_line</name>
    <message>
        <source>{path}: {problem} (line {line})</source>
        <translation>{path}: {problem} (Zeile {line})</translation>
    </message>
</context>
<context>
    <name>map.ring_not_a_number</name>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>map.ring_not_closed</name>
    <message>
        <source>ring is not closed</source>
        <translation>Ring ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>map.ring_not_finite</name>
    <message>
        <source>the ring holds a number that is not finite (nan or inf)</source>
        <translation>der Ring enthält eine Zahl, die nicht endlich ist (nan oder inf)</translation>
    </message>
</context>
<context>
    <name>map.ring_odd_count</name>
    <message>
        <source>an odd count of numbers ({numbers}): x y pairs expected</source>
        <translation>eine ungerade Anzahl von Zahlen ({numbers}): x-y-Paare erwartet</translation>
    </message>
</context>
<context>
    <name>map.ring_outside</name>
    <message>
        <source>the ring reaches outside the map bounds (x {x_min} to {x_max}, y {y_min} to {y_max}): its point ({x}, {y}) is beyond them</source>
        <translation>der Ring reicht über die Kartengrenzen hinaus (x {x_min} bis {x_max}, y {y_min} bis {y_max}): sein Punkt ({x}, {y}) liegt außerhalb</translation>
    </message>
</context>
<context>
    <name>map.ring_self_intersection</name>
    <message>
        <source>ring self-intersection</source>
        <translation>Selbstüberschneidung eines Rings</translation>
    </message>
</context>
<context>
    <name>map.second_adventure</name>
    <message>
        <source>{id} already has an adventure card ({other})</source>
        <translation>{id} hat schon eine Abenteuerkarte ({other})</translation>
    </message>
</context>
<context>
    <name>map.self_intersection</name>
    <message>
        <source>self-intersection</source>
        <translation>Selbstüberschneidung</translation>
    </message>
</context>
<context>
    <name>map.sheet_gap</name>
    <message>
        <source>sheet {id} starts at {start} but the sheet before it ends at {end} (sheets join edge to edge, left to right)</source>
        <translation>Bogen {id} beginnt bei {start}, aber der Bogen davor endet bei {end} (Bögen schließen Kante an Kante an, von links nach rechts)</translation>
    </message>
</context>
<context>
    <name>map.sheet_order</name>
    <message>
        <source>x_min ({low}) must be below x_max ({high})</source>
        <translation>x_min ({low}) muss kleiner als x_max ({high}) sein</translation>
    </message>
</context>
<context>
    <name>map.short_ring</name>
    <message>
        <source>a ring needs at least 3 points, found {points}</source>
        <translation>ein Ring braucht mindestens 3 Punkte, gefunden: {points}</translation>
    </message>
</context>
<context>
    <name>map.snap_not_positive</name>
    <message>
        <source>the snap radius must be positive, found {value}</source>
        <translation>der Fangradius muss positiv sein, gefunden: {value}</translation>
    </message>
</context>
<context>
    <name>map.too_few_points</name>
    <message>
        <source>too few points</source>
        <translation>zu wenige Punkte</translation>
    </message>
</context>
<context>
    <name>map.too_large</name>
    <message>
        <source>{value} is too large (at most {limit} in size)</source>
        <translation>{value} ist zu groß (höchstens {limit} dem Betrag nach)</translation>
    </message>
</context>
<context>
    <name>map.too_many_points</name>
    <message>
        <source>the map has {points} points; a map holds at most {most}</source>
        <translation>die Karte hat {points} Punkte; eine Karte hat höchstens {most}</translation>
    </message>
</context>
<context>
    <name>map.unknown_area</name>
    <message>
        <source>unknown area {id}</source>
        <translation>unbekanntes Gebiet {id}</translation>
    </message>
</context>
<context>
    <name>map.unknown_key</name>
    <message>
        <source>unknown key {key}</source>
        <translation>unbekannter Schlüssel {key}</translation>
    </message>
</context>
<context>
    <name>map.unknown_location</name>
    <message>
        <source>unknown location {id}</source>
        <translation>unbekannter Ort {id}</translation>
    </message>
</context>
<context>
    <name>map.unknown_type</name>
    <message>
        <source>unknown location type {type} (one of {types})</source>
        <translation>unbekannter Ortstyp {type} (einer von {types})</translation>
    </message>
</context>
<context>
    <name>race.answer_first</name>
    <message>
        <source>{victim} must first answer {source}: defend with a money bag or accept the move back.</source>
        <translation>{victim} muss zuerst auf {source} antworten: mit einem Geldsack abwehren oder das Zurückziehen hinnehmen.</translation>
    </message>
</context>
<context>
    <name>race.at_start</name>
    <message>
        <source>{name} is at the start; nothing happens.</source>
        <translation>{name} steht am Start; nichts geschieht.</translation>
    </message>
</context>
<context>
    <name>race.begins</name>
    <message>
        <source>The race begins in London. The wind rose shows the {transport}; {name} starts.</source>
        <translation>Das Rennen beginnt in London. Die Windrose zeigt: {transport}; {name} beginnt.</translation>
    </message>
</context>
<context>
    <name>race.cannot_back</name>
    <message>
        <source>{name} cannot go back; nothing happens.</source>
        <translation>{name} kann nicht zurück; nichts geschieht.</translation>
    </message>
</context>
<context>
    <name>race.cannot_forward</name>
    <message>
        <source>{name} cannot move forward; nothing happens.</source>
        <translation>{name} kann nicht vorrücken; nichts geschieht.</translation>
    </message>
</context>
<context>
    <name>race.carries_out</name>
    <message>
        <source>{name} carries out the event now.</source>
        <translation>{name} führt das Ereignis sofort aus.</translation>
    </message>
</context>
<context>
    <name>race.declines_jump</name>
    <message>
        <source>{name} declines the jump and its 5 cards; the turn ends.</source>
        <translation>{name} verzichtet auf den Sprung und seine 5 Karten; der Zug endet.</translation>
    </message>
</context>
<context>
    <name>race.defends</name>
    <message>
        <source>{name} pays with a money bag and cancels {source}.</source>
        <translation>{name} zahlt mit einem Geldsack und hebt {source} auf.</translation>
    </message>
</context>
<context>
    <name>race.discard_late</name>
    <message>
        <source>You may discard instead of moving only after the three final handcuff spaces.</source>
        <translation>Abwerfen statt Ziehen ist erst nach den letzten drei Handschellenfeldern erlaubt.</translation>
    </message>
</context>
<context>
    <name>race.discard_limit</name>
    <message>
        <source>You hold {held}; discarding is allowed down to {limit}.</source>
        <translation>Du hast {held}; abwerfen darfst du nur bis auf {limit}.</translation>
    </message>
</context>
<context>
    <name>race.discard_not_now</name>
    <message>
        <source>Discarding a card replaces a whole turn; it is not possible now.</source>
        <translation>Eine Karte abwerfen ersetzt einen ganzen Zug; das geht jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>race.discards</name>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} legt {card} ab.</translation>
    </message>
</context>
<context>
    <name>race.discards_instead</name>
    <message>
        <source>{name} discards {card} instead of moving.</source>
        <translation>{name} legt {card} ab, statt zu ziehen.</translation>
    </message>
</context>
<context>
    <name>race.discards_nothing</name>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} legt nichts ab.</translation>
    </message>
</context>
<context>
    <name>race.draw_at_start</name>
    <message>
        <source>Cards may be drawn instead of playing only at the start of a turn.</source>
        <translation>Karten ziehen statt spielen ist nur zu Beginn eines Zuges erlaubt.</translation>
    </message>
</context>
<context>
    <name>race.draw_one_or_two</name>
    <message>
        <source>You may draw 1 or 2 cards.</source>
        <translation>Du darfst 1 oder 2 Karten ziehen.</translation>
    </message>
</context>
<context>
    <name>race.draws</name>
    <message>
        <source>{name} draws {cards}.</source>
        <translation>{name} zieht {cards}.</translation>
    </message>
</context>
<context>
    <name>race.ends_turn</name>
    <message>
        <source>{name} ends the turn.</source>
        <translation>{name} beendet den Zug.</translation>
    </message>
</context>
<context>
    <name>race.event_drawn</name>
    <message>
        <source>{name} draws the event “{title}”: {text}</source>
        <translation>{name} zieht das Ereignis „{title}“: {text}</translation>
    </message>
</context>
<context>
    <name>race.event_first</name>
    <message>
        <source>First decide whether to keep the event card or carry it out.</source>
        <translation>Entscheide zuerst, ob du die Ereigniskarte behältst oder ausführst.</translation>
    </message>
</context>
<context>
    <name>race.exchange_hand</name>
    <message>
        <source>Only with {needed} or more cards may you exchange two; you hold {held}.</source>
        <translation>Erst ab {needed} Karten darfst du zwei tauschen; du hast {held}.</translation>
    </message>
</context>
<context>
    <name>race.exchange_not_now</name>
    <message>
        <source>Exchanging cards replaces a whole turn; it is not possible now.</source>
        <translation>Karten tauschen ersetzt einen ganzen Zug; das geht jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>race.exchanges</name>
    <message>
        <source>{name} exchanges 2 cards.</source>
        <translation>{name} tauscht 2 Karten.</translation>
    </message>
</context>
<context>
    <name>race.few_left</name>
    <message>
        <source>Only {cards} can still be drawn.</source>
        <translation>Es können nur noch {cards} gezogen werden.</translation>
    </message>
</context>
<context>
    <name>race.forward_only</name>
    <message>
        <source>Travel cards move forward; backwards only in the expert variant.</source>
        <translation>Reisekarten ziehen vorwärts; rückwärts nur in der Variante für Erfahrene.</translation>
    </message>
</context>
<context>
    <name>race.goes_back</name>
    <message>
        <source>{name} goes back to {space} ({source}).</source>
        <translation>{name} geht zurück nach {space} ({source}).</translation>
    </message>
</context>
<context>
    <name>race.handcuff_space</name>
    <message>
        <source>Handcuffs! {name} goes back 3 spaces to {space} (that space has no effect).</source>
        <translation>Handschellen! {name} geht 3 Felder zurück nach {space} (dieses Feld wirkt nicht).</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_after_move</name>
    <message>
        <source>A handcuffs card is a whole turn of its own: your figure has already moved this turn.</source>
        <translation>Eine Handschellenkarte ist ein ganzer Zug für sich: Deine Figur ist in diesem Zug schon gezogen.</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_card_of</name>
    <message>
        <source>{name}&apos;s handcuffs card</source>
        <translation>die Handschellenkarte von {name}</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_more</name>
    <message>
        <source>Handcuffs! {name} goes back 3 more spaces to {space}.</source>
        <translation>Handschellen! {name} geht 3 weitere Felder zurück nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_no_choice</name>
    <message>
        <source>A handcuffs card takes no choice: it sends the next player back 3 spaces.</source>
        <translation>Eine Handschellenkarte lässt keine Wahl: Sie schickt den nächsten Spieler 3 Felder zurück.</translation>
    </message>
</context>
<context>
    <name>race.jump</name>
    <message>
        <source>{name} has played out the whole hand and jumps 5 spaces to {space}.</source>
        <translation>{name} hat alle Karten ausgespielt und springt 5 Felder vor nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.jump_first</name>
    <message>
        <source>Your hand is played out: first take the 5-space jump with 5 new cards, or decline both.</source>
        <translation>Du hast alle Karten ausgespielt: Mache zuerst den Sprung von 5 Feldern mit 5 neuen Karten, oder verzichte auf beides.</translation>
    </message>
</context>
<context>
    <name>race.keep_at_most</name>
    <message>
        <source>To finish in London you may keep at most {limit}; you would still hold {held}. Past the last handcuff space you may discard a card per turn.</source>
        <translation>Um in London anzukommen, darfst du höchstens {limit} behalten; du hättest noch {held}. Nach dem letzten Handschellenfeld darfst du pro Zug eine Karte abwerfen.</translation>
    </message>
</context>
<context>
    <name>race.keep_expert</name>
    <message>
        <source>Event cards are kept only in the expert variant.</source>
        <translation>Ereigniskarten werden nur in der Variante für Erfahrene behalten.</translation>
    </message>
</context>
<context>
    <name>race.keep_no_card</name>
    <message>
        <source>To finish in London you may keep no card (expert variant); you would still hold {held}.</source>
        <translation>Um in London anzukommen, darfst du keine Karte mehr haben (Variante für Erfahrene); du hättest noch {held}.</translation>
    </message>
</context>
<context>
    <name>race.keeps_event</name>
    <message>
        <source>{name} keeps the event card for later.</source>
        <translation>{name} hebt die Ereigniskarte für später auf.</translation>
    </message>
</context>
<context>
    <name>race.kept_event_lost</name>
    <message>
        <source>{name}&apos;s kept event card is discarded.</source>
        <translation>Die aufgehobene Ereigniskarte von {name} wird abgelegt.</translation>
    </message>
</context>
<context>
    <name>race.kept_event_to_london</name>
    <message>
        <source>You may not take an event card into London: play your kept event first.</source>
        <translation>Du darfst keine Ereigniskarte mit nach London nehmen: Spiele zuerst dein behaltenes Ereignis.</translation>
    </message>
</context>
<context>
    <name>race.kept_this_turn</name>
    <message>
        <source>An event card kept this turn can be played from your next turn on.</source>
        <translation>Eine in diesem Zug behaltene Ereigniskarte kann ab deinem nächsten Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>race.leaves_rose</name>
    <message>
        <source>{name} leaves the wind rose on the {transport}.</source>
        <translation>{name} lässt die Windrose auf: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.misses_next</name>
    <message>
        <source>{name} will miss the next turn.</source>
        <translation>{name} setzt in der nächsten Runde aus.</translation>
    </message>
</context>
<context>
    <name>race.misses_turn</name>
    <message>
        <source>{name} misses a turn.</source>
        <translation>{name} setzt eine Runde aus.</translation>
    </message>
</context>
<context>
    <name>race.money_bag_steps</name>
    <message>
        <source>A money bag moves your figure 1, 2 or 3 spaces forward: choose how many.</source>
        <translation>Ein Geldsack zieht deine Figur 1, 2 oder 3 Felder vor: Wähle, wie viele.</translation>
    </message>
</context>
<context>
    <name>race.moves_exactly</name>
    <message>
        <source>A {card} card moves exactly {spaces}; it takes no other choice.</source>
        <translation>Die Karte „{card}“ zieht genau {spaces}; sie lässt keine andere Wahl.</translation>
    </message>
</context>
<context>
    <name>race.moves_forward</name>
    <message>
        <source>{name} moves forward to {space}.</source>
        <translation>{name} rückt vor nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.no_event_waiting</name>
    <message>
        <source>No event card waits for a decision: there is nothing to keep or carry out now.</source>
        <translation>Keine Ereigniskarte wartet auf eine Entscheidung: Jetzt gibt es nichts zu behalten oder auszuführen.</translation>
    </message>
</context>
<context>
    <name>race.no_further_card</name>
    <message>
        <source>No further card may be played this turn.</source>
        <translation>In diesem Zug darf keine weitere Karte gespielt werden.</translation>
    </message>
</context>
<context>
    <name>race.no_jump_due</name>
    <message>
        <source>No jump is due: it follows only when the whole hand has been played out.</source>
        <translation>Kein Sprung steht an: Er folgt erst, wenn alle Karten der Hand ausgespielt sind.</translation>
    </message>
</context>
<context>
    <name>race.no_kept_event</name>
    <message>
        <source>You hold no event card.</source>
        <translation>Du hast keine Ereigniskarte.</translation>
    </message>
</context>
<context>
    <name>race.no_passing</name>
    <message>
        <source>Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible.</source>
        <translation>Ziehe 1 oder 2 Karten oder spiele eine Karte; passen darfst du nur, wenn nichts möglich ist.</translation>
    </message>
</context>
<context>
    <name>race.no_seat</name>
    <message>
        <source>The acting seat {seat} is not a player of this race (0–{most}).</source>
        <translation>Der handelnde Platz {seat} gehört zu keinem Spieler dieses Rennens (0–{most}).</translation>
    </message>
</context>
<context>
    <name>race.nobody_affected</name>
    <message>
        <source>No other figure is affected.</source>
        <translation>Keine andere Figur ist betroffen.</translation>
    </message>
</context>
<context>
    <name>race.not_held</name>
    <message>
        <source>{name} does not hold the card {card}.</source>
        <translation>{name} hat die Karte „{card}“ nicht auf der Hand.</translation>
    </message>
</context>
<context>
    <name>race.not_possible</name>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} ist jetzt nicht möglich.</translation>
    </message>
</context>
<context>
    <name>race.not_your_decision</name>
    <message>
        <source>It is not {name}&apos;s decision now: {decider} is to act.</source>
        <translation>Jetzt entscheidet nicht {name}: {decider} ist an der Reihe.</translation>
    </message>
</context>
<context>
    <name>race.nothing_pending</name>
    <message>
        <source>Nothing is pending: no move back waits for a money bag or an answer.</source>
        <translation>Es steht nichts an: Kein Zurückziehen wartet auf einen Geldsack oder eine Antwort.</translation>
    </message>
</context>
<context>
    <name>race.only_money_bag</name>
    <message>
        <source>Only a money bag card cancels a move back (ruling R1986-03).</source>
        <translation>Nur eine Geldsackkarte wehrt ein Zurückziehen ab (Entscheidung R1986-03).</translation>
    </message>
</context>
<context>
    <name>race.over</name>
    <message>
        <source>The race is over: {name} has reached London.</source>
        <translation>Das Rennen ist vorbei: {name} hat London erreicht.</translation>
    </message>
</context>
<context>
    <name>race.passes</name>
    <message>
        <source>{name} can neither draw nor play and passes.</source>
        <translation>{name} kann weder ziehen noch spielen und passt.</translation>
    </message>
</context>
<context>
    <name>race.plays_backward</name>
    <message>
        <source>{name} plays {card} and moves back to {space}.</source>
        <translation>{name} spielt {card} und zieht zurück nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_forward</name>
    <message>
        <source>{name} plays {card} and moves on to {space}.</source>
        <translation>{name} spielt {card} und zieht vor nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_handcuffs</name>
    <message>
        <source>{name} plays a handcuffs card on {victim}.</source>
        <translation>{name} spielt eine Handschellenkarte gegen {victim}.</translation>
    </message>
</context>
<context>
    <name>race.plays_kept_event</name>
    <message>
        <source>{name} plays the kept event “{title}”: {text}</source>
        <translation>{name} spielt das aufgehobene Ereignis „{title}“: {text}</translation>
    </message>
</context>
<context>
    <name>race.plays_money_bag</name>
    <message>
        <source>{name} plays a money bag and moves {spaces} to {space}.</source>
        <translation>{name} spielt einen Geldsack und zieht {spaces} nach {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_rose_leaves</name>
    <message>
        <source>{name} plays a wind rose card and leaves the wind rose on the {transport}.</source>
        <translation>{name} spielt eine Windrosenkarte und lässt die Windrose auf: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.plays_rose_turns</name>
    <message>
        <source>{name} plays a wind rose card and turns the wind rose to the {transport}.</source>
        <translation>{name} spielt eine Windrosenkarte und dreht die Windrose auf: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.reached_first</name>
    <message>
        <source>{name} reached London first; the others are ranked by how far round the world they got.</source>
        <translation>{name} ist zuerst in London angekommen; die anderen werden danach gereiht, wie weit sie um die Welt gekommen sind.</translation>
    </message>
</context>
<context>
    <name>race.reshuffle</name>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
</context>
<context>
    <name>race.reshuffle_events</name>
    <message>
        <source>The event cards are shuffled into a new event pile.</source>
        <translation>Die Ereigniskarten werden zu einem neuen Ereignisstapel gemischt.</translation>
    </message>
</context>
<context>
    <name>race.rose_card_choice</name>
    <message>
        <source>A wind rose card needs the transport the rose is turned to (or left on).</source>
        <translation>Eine Windrosenkarte braucht das Verkehrsmittel, auf das die Windrose versetzt wurde (oder auf dem sie stehen blieb).</translation>
    </message>
</context>
<context>
    <name>race.rose_first</name>
    <message>
        <source>First turn the wind rose (or leave it where it is).</source>
        <translation>Versetze zuerst die Windrose (oder lass sie stehen).</translation>
    </message>
</context>
<context>
    <name>race.rose_not_now</name>
    <message>
        <source>The wind rose is turned on a wind rose space or with a wind rose card; it is not possible now.</source>
        <translation>Die Windrose wird auf einem Windrosenfeld oder mit einer Windrosenkarte versetzt; jetzt ist das nicht möglich.</translation>
    </message>
</context>
<context>
    <name>race.rose_shows</name>
    <message>
        <source>The wind rose shows the {transport}: a {card} card cannot be played now (Windrose).</source>
        <translation>Die Windrose zeigt {transport}: Die Karte „{card}“ kann jetzt nicht gespielt werden (Windrose).</translation>
    </message>
</context>
<context>
    <name>race.rose_turns</name>
    <message>
        <source>The wind rose turns to the {transport}.</source>
        <translation>Die Windrose dreht sich auf: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.space_number</name>
    <message>
        <source>space {number}</source>
        <translation>Feld {number}</translation>
    </message>
</context>
<context>
    <name>race.space_with_kind</name>
    <message>
        <source>{space} ({kind})</source>
        <translation>{space} ({kind})</translation>
    </message>
</context>
<context>
    <name>race.station_draw</name>
    <message>
        <source>At a great travel station you may draw only if none of your cards can be played (Großes Reisestationsfeld).</source>
        <translation>Auf dem großen Reisestationsfeld darfst du nur ziehen, wenn keine deiner Karten gespielt werden kann (Großes Reisestationsfeld).</translation>
    </message>
</context>
<context>
    <name>race.stuck</name>
    <message>
        <source>{name} has no card that can be played here.</source>
        <translation>{name} hat keine Karte, die hier gespielt werden kann.</translation>
    </message>
</context>
<context>
    <name>race.the_event</name>
    <message>
        <source>the event “{title}”</source>
        <translation>das Ereignis „{title}“</translation>
    </message>
</context>
<context>
    <name>race.too_few_behind</name>
    <message>
        <source>There are only {spaces} behind your figure; a {card} card must be moved exactly.</source>
        <translation>Hinter deiner Figur liegen nur {spaces}; die Karte „{card}“ muss genau ausgezogen werden.</translation>
    </message>
</context>
<context>
    <name>race.travel_card</name>
    <message>
        <source>{transport} {value}</source>
        <translation>{transport} {value}</translation>
    </message>
</context>
<context>
    <name>race.turn</name>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
</context>
<context>
    <name>race.turns_rose</name>
    <message>
        <source>{name} turns the wind rose to the {transport}.</source>
        <translation>{name} dreht die Windrose auf: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.two_different</name>
    <message>
        <source>Choose two different cards to exchange.</source>
        <translation>Wähle zwei verschiedene Karten zum Tauschen.</translation>
    </message>
</context>
<context>
    <name>race.wins</name>
    <message>
        <source>{name} reaches London and wins the race!</source>
        <translation>{name} erreicht London und gewinnt das Rennen!</translation>
    </message>
</context>
<context>
    <name>race_action.backward_not_bool</name>
    <message>
        <source>&apos;backward&apos; must be true or false, not {backward}.</source>
        <translation>&apos;backward&apos; muss true oder false sein, nicht {backward}.</translation>
    </message>
</context>
<context>
    <name>race_action.card_id_not_text</name>
    <message>
        <source>&apos;{key}&apos; must be a card id (text), not {value}.</source>
        <translation>&apos;{key}&apos; muss eine Kartenkennung (Text) sein, nicht {value}.</translation>
    </message>
</context>
<context>
    <name>race_action.count_not_number</name>
    <message>
        <source>The number of cards to draw must be 1 or 2, not {value}.</source>
        <translation>Die Zahl der zu ziehenden Karten muss 1 oder 2 sein, nicht {value}.</translation>
    </message>
</context>
<context>
    <name>race_action.needs_backward</name>
    <message>
        <source>&apos;backward&apos; must be true or false</source>
        <translation>&apos;backward&apos; muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_card_id</name>
    <message>
        <source>&apos;{key}&apos; must be a card id</source>
        <translation>&apos;{key}&apos; muss die Kennung einer Karte sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_count</name>
    <message>
        <source>&apos;count&apos; must be 1 or 2</source>
        <translation>&apos;count&apos; muss 1 oder 2 sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_seat</name>
    <message>
        <source>&apos;seat&apos; must be a player number 0–{most}</source>
        <translation>&apos;seat&apos; muss eine Spielernummer von 0 bis {most} sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_steps</name>
    <message>
        <source>&apos;steps&apos; must be 1, 2 or 3</source>
        <translation>&apos;steps&apos; muss 1, 2 oder 3 sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_transport</name>
    <message>
        <source>&apos;{key}&apos; must be one of {transports}</source>
        <translation>&apos;{key}&apos; muss eines von {transports} sein</translation>
    </message>
</context>
<context>
    <name>race_action.needs_two_ids</name>
    <message>
        <source>&apos;card_ids&apos; must be two card ids</source>
        <translation>&apos;card_ids&apos; müssen zwei Kartenkennungen sein</translation>
    </message>
</context>
<context>
    <name>race_action.new_transport</name>
    <message>
        <source>The wind rose&apos;s new transport must be coach, train, ship or elephant, not {transport}.</source>
        <translation>Das neue Verkehrsmittel der Windrose muss Kutsche, Eisenbahn, Schiff oder Elefant sein, nicht {transport}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_action</name>
    <message>
        <source>Not a race action: {action}.</source>
        <translation>Keine Aktion des Rennens: {action}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_mapping</name>
    <message>
        <source>it must be a mapping</source>
        <translation>sie muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>race_action.not_two_cards</name>
    <message>
        <source>An exchange names exactly two cards, not {card_ids}.</source>
        <translation>Ein Tausch nennt genau zwei Karten, nicht {card_ids}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_valid</name>
    <message>
        <source>Not a valid race action {data}: {why}</source>
        <translation>Keine gültige Aktion des Rennens {data}: {why}</translation>
    </message>
</context>
<context>
    <name>race_action.rose_not_transport</name>
    <message>
        <source>The wind rose turns to coach, train, ship or elephant, not {transport}.</source>
        <translation>Die Windrose wird auf Kutsche, Eisenbahn, Schiff oder Elefant versetzt, nicht auf {transport}.</translation>
    </message>
</context>
<context>
    <name>race_action.seat_not_number</name>
    <message>
        <source>The acting seat must be a player number, not {seat}.</source>
        <translation>Der handelnde Platz muss eine Spielernummer sein, nicht {seat}.</translation>
    </message>
</context>
<context>
    <name>race_action.steps_not_number</name>
    <message>
        <source>A money bag&apos;s steps must be 1, 2 or 3, not {steps}.</source>
        <translation>Ein Geldsack zieht 1, 2 oder 3 Felder, nicht {steps}.</translation>
    </message>
</context>
<context>
    <name>race_action.unknown_type</name>
    <message>
        <source>unknown type (one of {types})</source>
        <translation>unbekannter Typ (erlaubt: {types})</translation>
    </message>
</context>
<context>
    <name>race_board.city</name>
    <message>
        <source>city must be text</source>
        <translation>city muss ein Text sein</translation>
    </message>
</context>
<context>
    <name>race_board.coordinates</name>
    <message>
        <source>coordinates must be &apos;lonlat&apos; or &apos;unit&apos;, not {found}</source>
        <translation>coordinates muss &apos;lonlat&apos; oder &apos;unit&apos; sein, nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_board.final_handcuffs</name>
    <message>
        <source>the track needs the three final handcuff spaces, it has {spaces}</source>
        <translation>die Strecke braucht die drei letzten Handschellenfelder, sie hat {spaces}</translation>
    </message>
</context>
<context>
    <name>race_board.first_start</name>
    <message>
        <source>space 0 must be the start</source>
        <translation>Feld 0 muss der Start sein</translation>
    </message>
</context>
<context>
    <name>race_board.format</name>
    <message>
        <source>format must be {expected}, not {found}</source>
        <translation>format muss {expected} sein, nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_board.handcuff_spaces</name>
    <message numerus="yes">
        <source>%n handcuff space(s)</source>
        <translation>
            <numerusform>%n Handschellenfeld</numerusform>
            <numerusform>%n Handschellenfelder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_board.index</name>
    <message>
        <source>index is {index} but the space is number {number}</source>
        <translation>index ist {index}, aber das Feld hat die Nummer {number}</translation>
    </message>
</context>
<context>
    <name>race_board.last_london</name>
    <message>
        <source>the last space must be London</source>
        <translation>das letzte Feld muss London sein</translation>
    </message>
</context>
<context>
    <name>race_board.last_quarter</name>
    <message>
        <source>the three final handcuff spaces must lie in the last quarter of the track</source>
        <translation>die drei letzten Handschellenfelder müssen im letzten Viertel der Strecke liegen</translation>
    </message>
</context>
<context>
    <name>race_board.name</name>
    <message>
        <source>name must be text</source>
        <translation>name muss ein Text sein</translation>
    </message>
</context>
<context>
    <name>race_board.not_mapping</name>
    <message>
        <source>the board must be a mapping with &apos;spaces&apos;</source>
        <translation>das Spielbrett muss eine Zuordnung mit &apos;spaces&apos; sein</translation>
    </message>
</context>
<context>
    <name>race_board.space_mapping</name>
    <message>
        <source>a space must be a mapping with kind, x and y</source>
        <translation>ein Feld muss eine Zuordnung mit kind, x und y sein</translation>
    </message>
</context>
<context>
    <name>race_board.spaces_list</name>
    <message>
        <source>&apos;spaces&apos; must be a list of spaces</source>
        <translation>&apos;spaces&apos; muss eine Liste von Feldern sein</translation>
    </message>
</context>
<context>
    <name>race_board.start_london_only</name>
    <message>
        <source>only space 0 may be the start and only the last space London</source>
        <translation>nur Feld 0 darf der Start und nur das letzte Feld London sein</translation>
    </message>
</context>
<context>
    <name>race_board.track_length</name>
    <message>
        <source>a track needs {least}–{most} spaces, this one has {count}</source>
        <translation>eine Strecke braucht {least}–{most} Felder, diese hat {count}</translation>
    </message>
</context>
<context>
    <name>race_board.unknown_kind</name>
    <message>
        <source>unknown kind {kind} (one of {kinds})</source>
        <translation>unbekannte Art {kind} (erlaubt: {kinds})</translation>
    </message>
</context>
<context>
    <name>race_board.xy</name>
    <message>
        <source>x and y must be numbers</source>
        <translation>x und y müssen Zahlen sein</translation>
    </message>
</context>
<context>
    <name>race_cards.action_deck</name>
    <message>
        <source>the action deck must have {expected} cards, it has {found}</source>
        <translation>der Aktionsstapel muss {expected} Karten haben, er hat {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.card_mapping</name>
    <message>
        <source>a card must be a mapping</source>
        <translation>eine Karte muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_amount</name>
    <message>
        <source>{effect} needs {key}: 1–10, not {found}</source>
        <translation>{effect} braucht {key}: 1–10, nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_extra</name>
    <message>
        <source>the effect {effect} does not take {keys}</source>
        <translation>die Wirkung {effect} nimmt kein {keys}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_mapping</name>
    <message>
        <source>the effect must be a mapping with a kind</source>
        <translation>die Wirkung muss eine Zuordnung mit kind sein</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_space</name>
    <message>
        <source>{effect} needs a space_kind (one of {kinds}), not {found}</source>
        <translation>{effect} braucht ein space_kind (eines von {kinds}), nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_transport</name>
    <message>
        <source>{effect} needs a transport (one of {transports}), not {found}</source>
        <translation>{effect} braucht ein Verkehrsmittel (eines von {transports}), nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.event_deck</name>
    <message>
        <source>the event deck must have {expected} cards, it has {found}</source>
        <translation>der Ereignisstapel muss {expected} Karten haben, er hat {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.event_mapping</name>
    <message>
        <source>an event must be a mapping</source>
        <translation>ein Ereignis muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>race_cards.event_text</name>
    <message>
        <source>{key} must be non-empty text</source>
        <translation>{key} muss ein nicht leerer Text sein</translation>
    </message>
</context>
<context>
    <name>race_cards.file_mapping</name>
    <message>
        <source>the file must be a mapping with &apos;{key}&apos;</source>
        <translation>die Datei muss eine Zuordnung mit &apos;{key}&apos; sein</translation>
    </message>
</context>
<context>
    <name>race_cards.format</name>
    <message>
        <source>format must be {expected}, not {found}</source>
        <translation>format muss {expected} sein, nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.id_twice</name>
    <message>
        <source>the id {id} is used twice</source>
        <translation>die Kennung {id} wird zweimal verwendet</translation>
    </message>
</context>
<context>
    <name>race_cards.no_transport</name>
    <message>
        <source>a {kind} card has no transport or value</source>
        <translation>eine Karte der Art {kind} hat kein Verkehrsmittel und keinen Wert</translation>
    </message>
</context>
<context>
    <name>race_cards.not_list</name>
    <message>
        <source>&apos;{key}&apos; must be a list</source>
        <translation>&apos;{key}&apos; muss eine Liste sein</translation>
    </message>
</context>
<context>
    <name>race_cards.packaged</name>
    <message>
        <source>cannot read the packaged deck: {error}</source>
        <translation>der mitgelieferte Kartenstapel kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>race_cards.text_id</name>
    <message>
        <source>every card needs a text id</source>
        <translation>jede Karte braucht eine Kennung aus Text</translation>
    </message>
</context>
<context>
    <name>race_cards.travel_transport</name>
    <message>
        <source>a travel card needs a transport (one of {transports}), not {found}</source>
        <translation>eine Reisekarte braucht ein Verkehrsmittel (eines von {transports}), nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.travel_value</name>
    <message>
        <source>a travel card&apos;s value must be 1–{most}, not {found}</source>
        <translation>der Wert einer Reisekarte muss 1–{most} sein, nicht {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.unknown_effect</name>
    <message>
        <source>unknown effect {effect} (one of {effects})</source>
        <translation>unbekannte Wirkung {effect} (erlaubt: {effects})</translation>
    </message>
</context>
<context>
    <name>race_cards.unknown_kind</name>
    <message>
        <source>unknown card kind {kind} (one of {kinds})</source>
        <translation>unbekannte Kartenart {kind} (erlaubt: {kinds})</translation>
    </message>
</context>
<context>
    <name>race_config.expert_not_bool</name>
    <message>
        <source>expert rule {key} must be true or false</source>
        <translation>die Expertenregel {key} muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>race_config.expert_not_mapping</name>
    <message>
        <source>expert must be a mapping of switches</source>
        <translation>expert muss eine Zuordnung von Schaltern sein</translation>
    </message>
</context>
<context>
    <name>race_config.first_not_number</name>
    <message>
        <source>first_player must be a player number</source>
        <translation>first_player muss eine Spielernummer sein</translation>
    </message>
</context>
<context>
    <name>race_config.not_card_ids</name>
    <message>
        <source>{what} must be a list of card ids</source>
        <translation>{what} muss eine Liste von Kartenkennungen sein</translation>
    </message>
</context>
<context>
    <name>race_config.not_mapping</name>
    <message>
        <source>a race configuration must be a mapping</source>
        <translation>die Einstellungen eines Wettrennens müssen eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>race_config.players_not_list</name>
    <message>
        <source>players must be a list of names</source>
        <translation>players muss eine Liste von Namen sein</translation>
    </message>
</context>
<context>
    <name>race_config.rose</name>
    <message>
        <source>wind_rose must be one of {transports}</source>
        <translation>wind_rose muss eines von {transports} sein</translation>
    </message>
</context>
<context>
    <name>race_config.setup_not_mapping</name>
    <message>
        <source>setup must be a mapping</source>
        <translation>setup muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>race_config.unknown_expert</name>
    <message>
        <source>unknown expert rules {unknown} (known: {known})</source>
        <translation>unbekannte Expertenregeln {unknown} (bekannt: {known})</translation>
    </message>
</context>
<context>
    <name>race_setup.deal</name>
    <message>
        <source>not enough action cards to deal 5 to every player</source>
        <translation>nicht genug Aktionskarten, um jedem Spieler 5 auszuteilen</translation>
    </message>
</context>
<context>
    <name>race_setup.draw_pile</name>
    <message>
        <source>draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
</context>
<context>
    <name>race_setup.event_pile</name>
    <message>
        <source>event pile</source>
        <translation>Ereignisstapel</translation>
    </message>
</context>
<context>
    <name>race_setup.first</name>
    <message>
        <source>first_player must be 0–{last}</source>
        <translation>first_player muss 0–{last} sein</translation>
    </message>
</context>
<context>
    <name>race_setup.hand_count</name>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Hand</numerusform>
            <numerusform>%n Hände</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_setup.hand_of</name>
    <message>
        <source>hand of {name}</source>
        <translation>Hand von {name}</translation>
    </message>
</context>
<context>
    <name>race_setup.hands</name>
    <message>
        <source>the setup has {hands} for {players}</source>
        <translation>die Aufstellung hat {hands} für {players}</translation>
    </message>
</context>
<context>
    <name>race_setup.names</name>
    <message>
        <source>every player needs a name</source>
        <translation>jeder Spieler braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>race_setup.no_card</name>
    <message>
        <source>{what}: there is no card {card_id}</source>
        <translation>{what}: Es gibt keine Karte {card_id}</translation>
    </message>
</context>
<context>
    <name>race_setup.player_count</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_setup.players</name>
    <message>
        <source>the race is for {fewest}–{most} players, not {found}</source>
        <translation>das Rennen ist für {fewest}–{most} Spieler, nicht für {found}</translation>
    </message>
</context>
<context>
    <name>race_setup.rose</name>
    <message>
        <source>the wind rose must stand on coach, train, ship or elephant</source>
        <translation>die Windrose muss auf Kutsche, Eisenbahn, Schiff oder Elefant stehen</translation>
    </message>
</context>
<context>
    <name>race_setup.same_name</name>
    <message>
        <source>two players have the same name</source>
        <translation>zwei Spieler haben denselben Namen</translation>
    </message>
</context>
<context>
    <name>race_setup.twice</name>
    <message>
        <source>{what}: the card {card_id} is dealt twice</source>
        <translation>{what}: Die Karte {card_id} wird zweimal ausgeteilt</translation>
    </message>
</context>
<context>
    <name>render.in_record</name>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
</context>
<context>
    <name>render.malformed</name>
    <message>
        <source>the record is incomplete or malformed ({error})</source>
        <translation>die Aufzeichnung ist unvollständig oder fehlerhaft ({error})</translation>
    </message>
</context>
<context>
    <name>render.no_sheet</name>
    <message>
        <source>a {game} game has no sheet to render</source>
        <translation>ein Spiel vom Typ {game} hat keinen Spielplan zum Zeichnen</translation>
    </message>
</context>
<context>
    <name>render.not_a_record</name>
    <message>
        <source>not a journey game record (expected game: {game})</source>
        <translation>keine Aufzeichnung eines Reisespiels (erwartetes Spiel: {game})</translation>
    </message>
</context>
<context>
    <name>route.and</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
</context>
<context>
    <name>route.coast_once</name>
    <message>
        <source>Passepartout lets the route cross the coastline only once, after a first part that suits the transport.</source>
        <translation>Mit Passepartout darf die Route die Küste nur einmal überqueren, nach einem ersten Teil, der zum Transportmittel passt.</translation>
    </message>
</context>
<context>
    <name>route.leaves_map</name>
    <message>
        <source>The route leaves the map.</source>
        <translation>Die Route verlässt die Landkarte.</translation>
    </message>
</context>
<context>
    <name>route.mountains</name>
    <message>
        <source>No transport can cross {names}, balloons included.</source>
        <translation>Kein Transportmittel kann {names} überqueren, auch kein Ballon.</translation>
    </message>
</context>
<context>
    <name>route.ship_on_land</name>
    <message>
        <source>A ship cannot cross land: the route reaches the coast here.</source>
        <translation>Ein Schiff kann kein Land überqueren: Die Route erreicht hier die Küste.</translation>
    </message>
</context>
<context>
    <name>route.the_mountains</name>
    <message>
        <source>the mountains</source>
        <translation>die Berge</translation>
    </message>
</context>
<context>
    <name>route.the_range</name>
    <message>
        <source>the {name}</source>
        <translation>{name}</translation>
    </message>
</context>
<context>
    <name>route.train_at_sea</name>
    <message>
        <source>A train cannot cross the sea: the route leaves land here.</source>
        <translation>Ein Zug kann das Meer nicht überqueren: Die Route verlässt hier das Land.</translation>
    </message>
</context>
<context>
    <name>save.action_not_mapping</name>
    <message>
        <source>an action must be a mapping with a &apos;type&apos;</source>
        <translation>eine Aktion muss eine Zuordnung mit &apos;type&apos; sein</translation>
    </message>
</context>
<context>
    <name>save.actions</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.actions_not_list</name>
    <message>
        <source>the actions must be a list</source>
        <translation>die Aktionen müssen eine Liste sein</translation>
    </message>
</context>
<context>
    <name>save.already_over</name>
    <message>
        <source>illegal action: the game was already over</source>
        <translation>unzulässige Aktion: Das Spiel war schon vorbei</translation>
    </message>
</context>
<context>
    <name>save.at_place</name>
    <message>
        <source>{source}: {where}: {problem}</source>
        <translation>{source}: {where}: {problem}</translation>
    </message>
</context>
<context>
    <name>save.bad_colour</name>
    <message>
        <source>a seat&apos;s colour must be written #rrggbb (six hexadecimal digits), not {colour}</source>
        <translation>die Farbe eines Platzes wird als #rrggbb geschrieben (sechs Hexadezimalziffern), nicht {colour}</translation>
    </message>
</context>
<context>
    <name>save.bad_map_hash</name>
    <message>
        <source>the map&apos;s hash must be 64 hexadecimal digits</source>
        <translation>der Hashwert der Landkarte muss aus 64 Hexadezimalziffern bestehen</translation>
    </message>
</context>
<context>
    <name>save.bad_seat</name>
    <message>
        <source>a seat is {{name, colour, shape, human[, level]}}</source>
        <translation>ein Platz ist {{name, colour, shape, human[, level]}}</translation>
    </message>
</context>
<context>
    <name>save.bad_seat_fields</name>
    <message>
        <source>a seat&apos;s name, colour, shape and level are text, &apos;human&apos; true or false</source>
        <translation>Name, Farbe, Form und Stufe eines Platzes sind Text, &apos;human&apos; ist true oder false</translation>
    </message>
</context>
<context>
    <name>save.bad_seed</name>
    <message>
        <source>the seed must be a whole number from 0 to 2^64 − 1, not {seed}</source>
        <translation>der Startwert muss eine ganze Zahl von 0 bis 2^64 − 1 sein, nicht {seed}</translation>
    </message>
</context>
<context>
    <name>save.bad_version</name>
    <message>
        <source>the format version must be a whole number, not {version}</source>
        <translation>die Formatversion muss eine ganze Zahl sein, nicht {version}</translation>
    </message>
</context>
<context>
    <name>save.cannot_open</name>
    <message>
        <source>cannot open the file: {reason}</source>
        <translation>die Datei kann nicht geöffnet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>save.cannot_start</name>
    <message>
        <source>the game cannot start: {error}</source>
        <translation>das Spiel kann nicht beginnen: {error}</translation>
    </message>
</context>
<context>
    <name>save.cannot_write</name>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>die Datei kann nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>save.card_file_not_text</name>
    <message>
        <source>each card file must be YAML text</source>
        <translation>jede Kartendatei muss YAML-Text sein</translation>
    </message>
</context>
<context>
    <name>save.card_file_refused</name>
    <message>
        <source>the card file {name} is refused: {problem}</source>
        <translation>die Kartendatei {name} wird abgelehnt: {problem}</translation>
    </message>
</context>
<context>
    <name>save.card_files</name>
    <message>
        <source>the card files must be {names}</source>
        <translation>die Kartendateien müssen {names} sein</translation>
    </message>
</context>
<context>
    <name>save.cards_changed</name>
    <message>
        <source>the embedded card files were changed after saving</source>
        <translation>die eingebetteten Kartendateien wurden nach dem Speichern verändert</translation>
    </message>
</context>
<context>
    <name>save.cards_invalid</name>
    <message>
        <source>the embedded cards are not valid: {error}</source>
        <translation>die eingebetteten Karten sind ungültig: {error}</translation>
    </message>
</context>
<context>
    <name>save.cards_not_mapping</name>
    <message>
        <source>the cards must be a mapping {{sha256, files}}</source>
        <translation>die Karten müssen eine Zuordnung {{sha256, files}} sein</translation>
    </message>
</context>
<context>
    <name>save.cards_unreadable</name>
    <message>
        <source>the embedded cards cannot be read: {error}</source>
        <translation>die eingebetteten Karten können nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.config_broken</name>
    <message>
        <source>the configuration is broken: {error}</source>
        <translation>die Einstellungen sind fehlerhaft: {error}</translation>
    </message>
</context>
<context>
    <name>save.config_not_mapping</name>
    <message>
        <source>the configuration must be a mapping</source>
        <translation>die Einstellungen müssen eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>save.corrupt</name>
    <message>
        <source>the file is corrupt: {error}</source>
        <translation>die Datei ist beschädigt: {error}</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_changed</name>
    <message>
        <source>wrong map hash: the embedded map was changed after saving (expected {expected}…, found {found}…)</source>
        <translation>falscher Hashwert der Landkarte: Die eingebettete Landkarte wurde nach dem Speichern verändert (erwartet {expected}…, gefunden {found}…)</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_invalid</name>
    <message>
        <source>the embedded map is not valid: {error}</source>
        <translation>die eingebettete Landkarte ist ungültig: {error}</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_too_large</name>
    <message>
        <source>the embedded map is too large</source>
        <translation>die eingebettete Landkarte ist zu groß</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_unreadable</name>
    <message>
        <source>the embedded map cannot be read: {error}</source>
        <translation>die eingebettete Landkarte kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.empty</name>
    <message>
        <source>the file is empty (an interrupted save?)</source>
        <translation>die Datei ist leer (ein abgebrochenes Speichern?)</translation>
    </message>
</context>
<context>
    <name>save.huge_number</name>
    <message>
        <source>the file is corrupt: a whole number of more than {digits} digits is refused</source>
        <translation>die Datei ist beschädigt: Eine ganze Zahl mit mehr als {digits} Ziffern wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>save.illegal_action</name>
    <message>
        <source>illegal action {data} (hand-edited?): {error}</source>
        <translation>unzulässige Aktion {data} (von Hand bearbeitet?): {error}</translation>
    </message>
</context>
<context>
    <name>save.in_file</name>
    <message>
        <source>{source}: {problem}</source>
        <translation>{source}: {problem}</translation>
    </message>
</context>
<context>
    <name>save.invalid_action</name>
    <message>
        <source>not a valid action: {error}</source>
        <translation>keine gültige Aktion: {error}</translation>
    </message>
</context>
<context>
    <name>save.keys_missing</name>
    <message numerus="yes">
        <source>missing key(s): {keys}</source>
        <translation>
            <numerusform>fehlender Schlüssel: {keys}</numerusform>
            <numerusform>fehlende Schlüssel: {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.larger_than</name>
    <message>
        <source>the file is larger than {limit} bytes and is refused</source>
        <translation>die Datei ist größer als {limit} Bytes und wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>save.list_too_long</name>
    <message>
        <source>an action holds a list of {items} items; at most {most}</source>
        <translation>eine Aktion enthält eine Liste mit {items} Einträgen; höchstens {most} sind erlaubt</translation>
    </message>
</context>
<context>
    <name>save.map_changed</name>
    <message>
        <source>wrong map hash: the map {path} has changed since the game was saved (expected {expected}…, found {found}…)</source>
        <translation>falscher Hashwert der Landkarte: Die Landkarte {path} wurde geändert, seit das Spiel gespeichert wurde (erwartet {expected}…, gefunden {found}…)</translation>
    </message>
</context>
<context>
    <name>save.map_invalid</name>
    <message>
        <source>the map is not valid: {error}</source>
        <translation>die Landkarte ist ungültig: {error}</translation>
    </message>
</context>
<context>
    <name>save.map_not_embedded</name>
    <message>
        <source>a map that is not shipped with the program must be embedded</source>
        <translation>eine Landkarte, die nicht mit dem Programm geliefert wird, muss eingebettet sein</translation>
    </message>
</context>
<context>
    <name>save.map_not_mapping</name>
    <message>
        <source>the map must be a mapping {{path, shipped, sha256[, text]}}</source>
        <translation>die Landkarte muss eine Zuordnung {{path, shipped, sha256[, text]}} sein</translation>
    </message>
</context>
<context>
    <name>save.map_not_text</name>
    <message>
        <source>the embedded map must be YAML text</source>
        <translation>die eingebettete Landkarte muss YAML-Text sein</translation>
    </message>
</context>
<context>
    <name>save.map_path_not_text</name>
    <message>
        <source>the map&apos;s path must be text</source>
        <translation>der Pfad der Landkarte muss ein Text sein</translation>
    </message>
</context>
<context>
    <name>save.map_path_nul</name>
    <message>
        <source>the map&apos;s path holds a NUL character: no file has such a name</source>
        <translation>der Pfad der Landkarte enthält ein NUL-Zeichen: Keine Datei hat einen solchen Namen</translation>
    </message>
</context>
<context>
    <name>save.map_too_large</name>
    <message>
        <source>the map {path} is too large</source>
        <translation>die Landkarte {path} ist zu groß</translation>
    </message>
</context>
<context>
    <name>save.map_unreadable</name>
    <message>
        <source>the map cannot be read: {error}</source>
        <translation>die Landkarte kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.map_unreadable_file</name>
    <message>
        <source>the map {path} cannot be read: {error}</source>
        <translation>die Landkarte {path} kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.name_not_printable</name>
    <message>
        <source>a player&apos;s name holds a character that cannot be shown ({character}): a control character or a line break</source>
        <translation>der Name eines Spielers enthält ein Zeichen, das sich nicht anzeigen lässt ({character}): ein Steuerzeichen oder einen Zeilenumbruch</translation>
    </message>
</context>
<context>
    <name>save.name_too_long</name>
    <message numerus="yes">
        <source>a player&apos;s name has %n character(s); at most {most} are allowed</source>
        <translation>
            <numerusform>der Name eines Spielers hat %n Zeichen; höchstens {most} sind erlaubt</numerusform>
            <numerusform>der Name eines Spielers hat %n Zeichen; höchstens {most} sind erlaubt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.newer_version</name>
    <message>
        <source>wrong version: the file has format version {version}, this program reads version {newest} or older (saved by a newer Eighty Days?)</source>
        <translation>falsche Version: Die Datei hat die Formatversion {version}, dieses Programm liest Version {newest} oder älter (mit einem neueren Eighty Days gespeichert?)</translation>
    </message>
</context>
<context>
    <name>save.no_such_version</name>
    <message>
        <source>wrong version: there is no format version {version}</source>
        <translation>falsche Version: Es gibt keine Formatversion {version}</translation>
    </message>
</context>
<context>
    <name>save.no_type</name>
    <message>
        <source>without a type</source>
        <translation>ohne Typ</translation>
    </message>
</context>
<context>
    <name>save.not_a_file</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>dies ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner) und wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>save.not_a_mapping</name>
    <message>
        <source>this is not a save file: it must be a mapping</source>
        <translation>dies ist kein Spielstand: Er muss eine Zuordnung sein</translation>
    </message>
</context>
<context>
    <name>save.not_a_number</name>
    <message>
        <source>{number} is not a number a save file may hold</source>
        <translation>{number} ist keine Zahl, die ein Spielstand enthalten darf</translation>
    </message>
</context>
<context>
    <name>save.not_an_object</name>
    <message>
        <source>this is not a save file: it must hold a JSON object</source>
        <translation>dies ist kein Spielstand: Er muss ein JSON-Objekt enthalten</translation>
    </message>
</context>
<context>
    <name>save.not_json</name>
    <message>
        <source>the file is corrupt: not valid JSON at line {line}, column {column} ({reason})</source>
        <translation>die Datei ist beschädigt: kein gültiges JSON in Zeile {line}, Spalte {column} ({reason})</translation>
    </message>
</context>
<context>
    <name>save.not_ours</name>
    <message>
        <source>this is not an Eighty Days save file (format {found})</source>
        <translation>dies ist kein Spielstand von Eighty Days (Format {found})</translation>
    </message>
</context>
<context>
    <name>save.not_unicode</name>
    <message>
        <source>the file holds text that is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>die Datei enthält Text, der kein gültiges Unicode ist (ein einzelnes Surrogat wie \ud800)</translation>
    </message>
</context>
<context>
    <name>save.not_utf8</name>
    <message>
        <source>the file is corrupt: not UTF-8 text (byte {offset})</source>
        <translation>die Datei ist beschädigt: kein UTF-8-Text (Byte {offset})</translation>
    </message>
</context>
<context>
    <name>save.played_elsewhere</name>
    <message>
        <source>another Eighty Days program is playing this game: it is not written here</source>
        <translation>ein anderes Eighty-Days-Programm spielt dieses Spiel: Es wird hier nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>save.route_too_long</name>
    <message>
        <source>a route of {points} points; a route has at most {most}</source>
        <translation>eine Route aus {points} Punkten; eine Route hat höchstens {most}</translation>
    </message>
</context>
<context>
    <name>save.saved_at_not_text</name>
    <message>
        <source>the save time must be text</source>
        <translation>die Speicherzeit muss ein Text sein</translation>
    </message>
</context>
<context>
    <name>save.seats_not_list</name>
    <message>
        <source>the seats must be a list</source>
        <translation>die Plätze müssen eine Liste sein</translation>
    </message>
</context>
<context>
    <name>save.shipped_embedded</name>
    <message>
        <source>a map shipped with the program is not embedded</source>
        <translation>eine mit dem Programm gelieferte Landkarte wird nicht eingebettet</translation>
    </message>
</context>
<context>
    <name>save.shipped_not_bool</name>
    <message>
        <source>&apos;shipped&apos; must be true or false</source>
        <translation>&apos;shipped&apos; muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>save.shipped_path</name>
    <message>
        <source>a shipped map is named by its file name, not {path}</source>
        <translation>eine mitgelieferte Landkarte wird mit ihrem Dateinamen benannt, nicht {path}</translation>
    </message>
</context>
<context>
    <name>save.too_deep</name>
    <message>
        <source>the file is corrupt: it is nested too deeply</source>
        <translation>die Datei ist beschädigt: Sie ist zu tief verschachtelt</translation>
    </message>
</context>
<context>
    <name>save.too_large</name>
    <message>
        <source>the file is {size} bytes; a save larger than {limit} is refused</source>
        <translation>die Datei hat {size} Bytes; ein Spielstand über {limit} wird abgelehnt</translation>
    </message>
</context>
<context>
    <name>save.too_many_actions</name>
    <message>
        <source>{actions} actions is more than any game has</source>
        <translation>{actions} Aktionen sind mehr, als ein Spiel je hat</translation>
    </message>
</context>
<context>
    <name>save.too_many_lists</name>
    <message>
        <source>the file holds more than {lists} lists; no game has so many (a route has at most {most} points)</source>
        <translation>die Datei enthält mehr als {lists} Listen; so viele hat kein Spiel (eine Route hat höchstens {most} Punkte)</translation>
    </message>
</context>
<context>
    <name>save.truncated</name>
    <message>
        <source>the file ends too early at line {line}: it is truncated</source>
        <translation>die Datei endet zu früh in Zeile {line}: Sie ist abgeschnitten</translation>
    </message>
</context>
<context>
    <name>save.two_parts</name>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
</context>
<context>
    <name>save.unforeseen</name>
    <message>
        <source>the file cannot be read: {error}</source>
        <translation>die Datei kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.unknown_game</name>
    <message>
        <source>unknown game {game}; one of {games}</source>
        <translation>unbekanntes Spiel {game}; erlaubt: {games}</translation>
    </message>
</context>
<context>
    <name>save.unknown_keys</name>
    <message numerus="yes">
        <source>unknown key(s) {keys}</source>
        <translation>
            <numerusform>unbekannter Schlüssel {keys}</numerusform>
            <numerusform>unbekannte Schlüssel {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.unknown_level</name>
    <message>
        <source>unknown computer level {level}; one of {names}</source>
        <translation>unbekannte Computerstufe {level}; erlaubt sind {names}</translation>
    </message>
</context>
<context>
    <name>save.unreplayable</name>
    <message>
        <source>action {data} cannot be replayed: {error}</source>
        <translation>die Aktion {data} kann nicht nachgespielt werden: {error}</translation>
    </message>
</context>
<context>
    <name>save.wrong_seats</name>
    <message numerus="yes">
        <source>the save lists %n seat(s) for a game of {players} players</source>
        <translation>
            <numerusform>der Spielstand nennt %n Platz für ein Spiel mit {players} Spielern</numerusform>
            <numerusform>der Spielstand nennt %n Plätze für ein Spiel mit {players} Spielern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score.most_fame</name>
    <message>
        <source>{name} has the most fame ({fame}).</source>
        <translation>{name} hat den meisten Ruhm ({fame}).</translation>
    </message>
</context>
<context>
    <name>score.on_adventures</name>
    <message>
        <source>{names} tie on {fame} fame; after equal calendar points {name} wins on adventure points ({points}).</source>
        <translation>{names} haben gleich viel Ruhm ({fame}); bei gleichen Kalenderpunkten gewinnt {name} durch die Abenteuerpunkte ({points}).</translation>
    </message>
</context>
<context>
    <name>score.on_calendar</name>
    <message>
        <source>{names} tie on {fame} fame; {name} wins on calendar points ({points}).</source>
        <translation>{names} haben gleich viel Ruhm ({fame}); {name} gewinnt durch die Kalenderpunkte ({points}).</translation>
    </message>
</context>
<context>
    <name>score.shared</name>
    <message>
        <source>{names} tie on {fame} fame; {sharing} are still level on calendar and adventure points and share the victory.</source>
        <translation>{names} haben gleich viel Ruhm ({fame}); {sharing} liegen auch bei Kalender- und Abenteuerpunkten gleichauf und teilen sich den Sieg.</translation>
    </message>
</context>
<context>
    <name>simulate.bad_ruler_unit</name>
    <message>
        <source>--ruler-unit must be a number from {low} to {high} (within a factor of {factor} of the map&apos;s own {unit}), not {value}</source>
        <translation>--ruler-unit muss eine Zahl von {low} bis {high} sein (höchstens um den Faktor {factor} vom Wert {unit} der Karte entfernt), nicht {value}</translation>
    </message>
</context>
<context>
    <name>simulate.no_expert_race</name>
    <message>
        <source>the race has no expert level: easy, normal or hard</source>
        <translation>das Wettrennen hat keine Expertenstufe: leicht, normal oder schwer</translation>
    </message>
</context>
<context>
    <name>simulate.not_a_card_file</name>
    <message>
        <source>not a card file: {error}</source>
        <translation>keine Kartendatei: {error}</translation>
    </message>
</context>
<context>
    <name>stats.busy</name>
    <message>
        <source>the statistics database is in use by another program (it stayed locked)</source>
        <translation>die Statistik-Datenbank wird von einem anderen Programm benutzt (sie blieb gesperrt)</translation>
    </message>
</context>
<context>
    <name>stats.damaged</name>
    <message>
        <source>the database is damaged ({check})</source>
        <translation>die Datenbank ist beschädigt ({check})</translation>
    </message>
</context>
<context>
    <name>stats.disk_full</name>
    <message>
        <source>the disk is full: there is no room for the statistics</source>
        <translation>der Datenträger ist voll: für die Statistik ist kein Platz</translation>
    </message>
</context>
<context>
    <name>stats.failed</name>
    <message>
        <source>the statistics database failed: {reason}</source>
        <translation>Fehler in der Statistik-Datenbank: {reason}</translation>
    </message>
</context>
<context>
    <name>stats.foreign</name>
    <message>
        <source>the database&apos;s tables are not this program&apos;s ({detail})</source>
        <translation>die Tabellen der Datenbank stammen nicht von diesem Programm ({detail})</translation>
    </message>
</context>
<context>
    <name>stats.newer_schema</name>
    <message>
        <source>the database has schema version {version}; this program knows {newest}</source>
        <translation>die Datenbank hat die Schemaversion {version}; dieses Programm kennt {newest}</translation>
    </message>
</context>
<context>
    <name>stats.read_only</name>
    <message>
        <source>the statistics database cannot be written ({reason})</source>
        <translation>die Statistik-Datenbank kann nicht geschrieben werden ({reason})</translation>
    </message>
</context>
</TS>
