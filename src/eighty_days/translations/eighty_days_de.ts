<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name></name>
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
        <source>draws {count} card(s)</source>
        <translation>zieht {count} Karte(n)</translation>
    </message>
    <message>
        <source>turns the wind rose to {transport}</source>
        <translation>versetzt die Windrose auf {transport}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beendet den Zug</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <source>The computer player cannot decide: {reason}</source>
        <extracomment>How long a computer&apos;s card stays framed before it is taken, at normal speed (ms). How long the ruler takes to turn and bend to the route, at normal speed (ms). How long the route takes to be drawn out along the ruler, at normal speed (ms). A computer&apos;s decision is being shown (the state it is for, the action). A computer&apos;s decision was applied (the action). A bot failed; the game waits for nothing (the reason is in the status bar). The factor on the normal animation durations (0: instant); None: from settings. The last state seen, to tell another game (a save opened) from this one.</extracomment>
        <translation>Der Computerspieler kann sich nicht entscheiden: {reason}</translation>
    </message>
    <message>
        <source>The rules refused {action}.</source>
        <translation>Die Regeln haben {action} abgelehnt.</translation>
    </message>
</context>
<context>
    <name>JourneyTable</name>
    <message>
        <source>Map</source>
        <extracomment>The player clicked a market card or balloon (a ``TransportChoice``). The player asked to draw the ruler&apos;s route (the points). A message for the status bar. Seats the computer plays: their market and ruler do not answer the mouse or keys.</extracomment>
        <translation>Landkarte</translation>
    </message>
    <message>
        <source>The sheet with the routes. With a card in hand the ruler has the keyboard: ←/→ turn it (Shift: finer), Tab picks a hinge, ↑/↓ move the stop, Enter draws.</source>
        <translation>Der Bogen mit den Routen. Mit einer Karte in der Hand hat das Lineal die Tastatur: ←/→ drehen es (Umschalt: feiner), Tab wählt ein Gelenk, ↑/↓ verschieben das Ende, die Eingabetaste zeichnet.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The computer is playing this turn.</source>
        <translation>Der Computer spielt diesen Zug.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (Computer) überlegt …</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>A computer player cannot decide</source>
        <translation>Ein Computerspieler kann sich nicht entscheiden</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>The four characters in card order, with their names (the engine&apos;s ids). The choices of the seat column: (shown text, seat kind, computer level).</extracomment>
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
        <extracomment>How strong the computer plays this seat: &quot;easy&quot;, &quot;normal&quot; or &quot;hard&quot; (computer seats).</extracomment>
        <translation>Wer auf diesem Platz spielt: ein Mensch oder der Computer in einer Stufe</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player sheet</source>
        <translation>Spielerbogen</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Zugprotokoll</translation>
    </message>
</context>
<context>
    <name>RaceComputerSeats</name>
    <message>
        <source>{name} (computer) is playing…</source>
        <extracomment>A computer&apos;s decision is about to be played (the state, the action). A computer&apos;s decision was played (the action). A bot failed (the reason); the race waits. The factor on the normal delay (0: at once); None: from the settings. The last state seen, to tell another race (a save opened) from this one.</extracomment>
        <translation>{name} (Computer) spielt …</translation>
    </message>
    <message>
        <source>{name} (computer) {does}.</source>
        <translation>{name} (Computer) {does}.</translation>
    </message>
    <message>
        <source>The computer player cannot decide: {reason}</source>
        <translation>Der Computerspieler kann sich nicht entscheiden: {reason}</translation>
    </message>
    <message>
        <source>The rules refused {action}.</source>
        <translation>Die Regeln haben {action} abgelehnt.</translation>
    </message>
</context>
<context>
    <name>RaceSetup</name>
    <message>
        <source>Human</source>
        <extracomment>The expert switches with their labels (Spiel für erfahrene Weltreisende). How strong the computer plays the seat: &quot;easy&quot;, &quot;normal&quot; or &quot;hard&quot; (computer seats). The choices of the seat column: (shown text, who plays, computer level).</extracomment>
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
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Rules reference (English)</source>
        <translation>Regelübersicht (Englisch)</translation>
    </message>
    <message>
        <source>Rulebook of the 2024 game</source>
        <translation>Spielregel des Spiels von 2024</translation>
    </message>
    <message>
        <source>Rulebook of the 1986 game (German)</source>
        <translation>Spielregel des Spiels von 1986 (Deutsch)</translation>
    </message>
    <message>
        <source>&amp;Reference (English)</source>
        <translation>Regel&amp;übersicht (Englisch)</translation>
    </message>
    <message>
        <source>Rulebook &amp;2024 (English)</source>
        <translation>Spielregel &amp;2024 (Englisch)</translation>
    </message>
    <message>
        <source>Rulebook &amp;1986 (German)</source>
        <translation>Spielregel &amp;1986 (Deutsch)</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>You</source>
        <extracomment>The settings key that remembers the tutorial was shown (first start only). The income card that pays in Paris (£2), the tutorial&apos;s goal. How far (degrees) the ruler must be turned to count as turned. How far the segment beyond a hinge must be bent to count as a detour. The seat the player learns with (the other seat is the second traveller).</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Passepartout</source>
        <translation>Passepartout</translation>
    </message>
    <message>
        <source>Welcome to the journey</source>
        <translation>Willkommen zur Reise</translation>
    </message>
    <message>
        <source>You start in London on 2 October 1872 and race round the world. Each turn you take a transport card, pay for it in pounds and days, and draw your route on the map with the card&apos;s ruler. This tutorial plays one turn with you. Press Next to begin.</source>
        <translation>Du startest am 2. Oktober 1872 in London und reist um die Welt. In jedem Zug nimmst du eine Transportkarte, bezahlst sie mit Pfund und Tagen und zeichnest deine Route mit dem Lineal der Karte auf die Landkarte. Diese Einführung spielt einen Zug mit dir. Drücke „Weiter“, um zu beginnen.</translation>
    </message>
    <message>
        <source>1. Take a transport card</source>
        <translation>1. Nimm eine Transportkarte</translation>
    </message>
    <message>
        <source>The market on the right offers trains, ships and three balloons. Take the Charlière balloon (the middle balloon): click it, or press Tab until it is highlighted and press Space. A balloon flies over land and sea.</source>
        <translation>Der Markt rechts bietet Züge, Schiffe und drei Ballone. Nimm den Ballon „Charlière“ (den mittleren Ballon): Klicke ihn an oder drücke Tab, bis er hervorgehoben ist, und dann die Leertaste. Ein Ballon fliegt über Land und Meer.</translation>
    </message>
    <message>
        <source>2. The calendar moves</source>
        <translation>2. Der Kalender rückt vor</translation>
    </message>
    <message>
        <source>You paid the ticket and your day token moved on the calendar at the top: {days} days, from {start} to {end}. The balloon costs £12 but you had only £10, so each missing pound cost one more day. The player furthest back on the calendar always plays next. Press Next.</source>
        <translation>Du hast die Fahrkarte bezahlt, und dein Tagesmarker ist im Kalender oben vorgerückt: {days} Tage, vom {start} zum {end}. Der Ballon kostet 12 £, du hattest aber nur 10 £; jedes fehlende Pfund kostete einen weiteren Tag. Am Zug ist immer, wer im Kalender am weitesten zurück ist. Drücke „Weiter“.</translation>
    </message>
    <message>
        <source>3. Turn the ruler</source>
        <translation>3. Drehe das Lineal</translation>
    </message>
    <message>
        <source>The card&apos;s ruler now lies on the map at London. Turn it: drag its far end, use the mouse wheel, or press ←/→ (Shift: finer steps). Point it south, towards France.</source>
        <translation>Das Lineal der Karte liegt jetzt bei London auf der Landkarte. Drehe es: Ziehe an seinem Ende, benutze das Mausrad oder drücke ←/→ (mit Umschalt: feinere Schritte). Richte es nach Süden, nach Frankreich.</translation>
    </message>
    <message>
        <source>4. Use the detour</source>
        <translation>4. Nutze den Umweg</translation>
    </message>
    <message>
        <source>This card has a red detour mark: the ruler bends there. Press Tab (or click the second part of the ruler) to pick the hinge, then turn the second part with ←/→ so that it points to Paris. The first part is always used in full.</source>
        <translation>Diese Karte hat eine rote Umwegmarke: Dort knickt das Lineal ab. Drücke Tab (oder klicke auf den zweiten Teil des Lineals), um das Gelenk zu wählen, und drehe dann den zweiten Teil mit ←/→, bis er auf Paris zeigt. Der erste Teil wird immer ganz benutzt.</translation>
    </message>
    <message>
        <source>5. Draw the route to Paris</source>
        <translation>5. Zeichne die Route nach Paris</translation>
    </message>
    <message>
        <source>Slide the stop handle (↑/↓, or drag the diamond) so the route ends in Paris: the ruler&apos;s line turns solid and the text under the map says “Legal route — ends at Paris”. A dashed line means the route is not allowed. Press Enter or “Draw route” to draw it.</source>
        <translation>Schiebe den Endpunkt (↑/↓ oder die Raute ziehen), bis die Route in Paris endet: Die Linie des Lineals wird durchgezogen, und unter der Landkarte steht „Erlaubte Route — endet in Paris“. Eine gestrichelte Linie bedeutet, dass die Route nicht erlaubt ist. Drücke die Eingabetaste oder „Route zeichnen“.</translation>
    </message>
    <message>
        <source>6. Income</source>
        <translation>6. Einkommen</translation>
    </message>
    <message>
        <source>Paris is on the income card (top right): ending your route there earned you £{pounds}. Income places change when the first token reaches a new month. Press Next.</source>
        <translation>Paris steht auf der Einkommenskarte (oben rechts): Weil deine Route dort endet, hast du {pounds} £ verdient. Die Einkommensorte wechseln, wenn der erste Marker einen neuen Monat erreicht. Drücke „Weiter“.</translation>
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
        <extracomment>Steps that wait for the player to act on the table (no Next button). The step now shown (a ``Step`` value). The tutorial closed: ``True`` if played to the end, ``False`` if skipped.</extracomment>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>The route did not end at a place on the income card, so it earned nothing. End a route in Paris next time. Press Next.</source>
        <translation>Die Route endete an keinem Ort der Einkommenskarte und brachte daher nichts ein. Beende eine Route das nächste Mal in Paris. Drücke „Weiter“.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
</context>
</TS>
