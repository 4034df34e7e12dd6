<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Abilities</name>
    <message>
        <source>You earn 7 pounds instead of what is indicated on the income card.</source>
        <extracomment>Every ability of the shipped card file, front and back of each character.</extracomment>
        <translation>Ganas 7 libras en lugar de lo que indica la carta de ingresos.</translation>
    </message>
    <message>
        <source>In addition to what is indicated on the income card, you earn 7 pounds at adventure locations.</source>
        <translation>Además de lo que indica la carta de ingresos, ganas 7 libras en los lugares de aventura.</translation>
    </message>
    <message>
        <source>No transport market card has any additional day costs for the transport&apos;s departure.</source>
        <translation>Ninguna carta del mercado de transportes te cuesta días adicionales por la salida del transporte.</translation>
    </message>
    <message>
        <source>You can cross the coastline once with the same transport; the first part of the route must match the chosen transport.</source>
        <translation>Puedes cruzar la costa una vez con el mismo transporte; el primer tramo de la ruta debe corresponder al transporte elegido.</translation>
    </message>
    <message>
        <source>A hot air balloon costs you 5 pounds instead of 12, but you must return Princess Aouda to the reserve after paying.</source>
        <translation>Un globo aerostático te cuesta 5 libras en lugar de 12, pero tras pagar debes devolver a la princesa Aouda a la reserva.</translation>
    </message>
    <message>
        <source>A hot air balloon costs you 9 pounds instead of 12.</source>
        <translation>Un globo aerostático te cuesta 9 libras en lugar de 12.</translation>
    </message>
    <message>
        <source>The players furthest ahead on the map must discard all characters they have.</source>
        <translation>Los jugadores más avanzados en el mapa deben descartar todos sus personajes.</translation>
    </message>
    <message>
        <source>The players furthest ahead on the map must spend 2 pounds, paying a day for each missing pound.</source>
        <translation>Los jugadores más avanzados en el mapa deben gastar 2 libras y pagar un día por cada libra que les falte.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>Around the World in 80 Days (2024)</source>
        <extracomment>The icon sizes shipped in ``eighty_days/ui/common/icons/`` (copies of the PNGs that packaging/make_icons.py renders from packaging/icons/eighty-days.svg). Who and what the program owes, one (title, text) pair per line of the credits.</extracomment>
        <translation>La vuelta al mundo en 80 días (2024)</translation>
    </message>
    <message>
        <source>the journey board game whose rulebook this program follows (the rulebook names no designers or publisher)</source>
        <translation>el juego de mesa de viaje cuyo reglamento sigue este programa (el reglamento no nombra autores ni editorial)</translation>
    </message>
    <message>
        <source>In 80 Tagen um die Erde (Ravensburger, 1986)</source>
        <translation>In 80 Tagen um die Erde (Ravensburger, 1986)</translation>
    </message>
    <message>
        <source>the track race by Wolfgang Kramer</source>
        <translation>la carrera de Wolfgang Kramer</translation>
    </message>
    <message>
        <source>Jules Verne</source>
        <translation>Julio Verne</translation>
    </message>
    <message>
        <source>the novel Le Tour du monde en quatre-vingts jours (1872)</source>
        <translation>la novela La vuelta al mundo en ochenta días (Le Tour du monde en quatre-vingts jours, 1872)</translation>
    </message>
    <message>
        <source>Natural Earth</source>
        <translation>Natural Earth</translation>
    </message>
    <message>
        <source>the coastlines of the maps (public domain)</source>
        <translation>las costas de los mapas (dominio público)</translation>
    </message>
    <message>
        <source>Qt and PySide6</source>
        <translation>Qt y PySide6</translation>
    </message>
    <message>
        <source>the windows and drawing (The Qt Company, LGPL)</source>
        <translation>las ventanas y el dibujo (The Qt Company, LGPL)</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Agradecimientos:</translation>
    </message>
    <message>
        <source>About Eighty Days</source>
        <translation>Acerca de Eighty Days</translation>
    </message>
    <message>
        <source>Eighty Days icon</source>
        <translation>Icono de Eighty Days</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Eighty Days&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Eighty Days&lt;/h2&gt;&lt;p&gt;Versión {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Program name and version</source>
        <translation>Nombre y versión del programa</translation>
    </message>
    <message>
        <source>Around the World in 80 Days at one computer: the 2024 journey game and the 1986 track race.</source>
        <translation>La vuelta al mundo en 80 días en un ordenador: el juego de viaje de 2024 y la carrera de 1986.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Agradecimientos</translation>
    </message>
</context>
<context>
    <name>AccessibleJourney</name>
    <message>
        <source>city</source>
        <extracomment>Each kind of place in words.</extracomment>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>port</source>
        <translation>puerto</translation>
    </message>
    <message>
        <source>island</source>
        <translation>isla</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>puesto avanzado</translation>
    </message>
    <message>
        <source>adventure place</source>
        <translation>lugar de aventura</translation>
    </message>
    <message>
        <source>{place}, {kind} in {area}</source>
        <extracomment>Half the side of the box a place is found in by pointing (pixels).</extracomment>
        <translation>{place}, {kind} en {area}</translation>
    </message>
    <message>
        <source>Ruler: {transport}, {used} of {length} units used</source>
        <translation>Regla: {transport}, {used} de {length} unidades usadas</translation>
    </message>
    <message>
        <source>{count} on {name}&apos;s route: {stops}</source>
        <translation>{count} en la ruta de {name}: {stops}</translation>
    </message>
    <message>
        <source>{name} has drawn no route yet</source>
        <translation>{name} aún no ha trazado ninguna ruta</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>: out of this ruler&apos;s reach</source>
        <translation>: fuera del alcance de esta regla</translation>
    </message>
    <message>
        <source>: this ruler reaches it, bent at a detour mark</source>
        <translation>: esta regla llega, doblada en una marca de desvío</translation>
    </message>
    <message>
        <source>: this ruler reaches it</source>
        <translation>: esta regla llega</translation>
    </message>
    <message>
        <source>After 21 December</source>
        <translation>Después del 21 de diciembre</translation>
    </message>
    <message>
        <source>{date}: no token</source>
        <translation>{date}: ninguna ficha</translation>
    </message>
    <message>
        <source>{date}: {tokens}, top first: {names}</source>
        <translation>{date}: {tokens}, de arriba abajo: {names}</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Money tracker: earned {earned}, spent {spent}, {money} in hand</source>
        <translation>Registro de dinero: ganado {earned}, gastado {spent}, {money} en la mano</translation>
    </message>
    <message>
        <source>legal, ends at {place}</source>
        <translation>válida, termina en {place}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>válida</translation>
    </message>
    <message>
        <source>not legal: {reason}</source>
        <translation>no válida: {reason}</translation>
    </message>
</context>
<context>
    <name>AccessibleRace</name>
    <message>
        <source>Race track</source>
        <extracomment>Half the side of the box a space or pawn is found in by pointing (pixels).</extracomment>
        <translation>Recorrido de la carrera</translation>
    </message>
    <message>
        <source>{name}&apos;s pawn on space {index} of {last}</source>
        <translation>Figura de {name} en la casilla {index} de {last}</translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, le toca jugar</translation>
    </message>
    <message>
        <source>Space {index}</source>
        <translation>Casilla {index}</translation>
    </message>
    <message>
        <source>: {pawns}, {names}</source>
        <translation>: {pawns}, {names}</translation>
    </message>
    <message>
        <source>Wind rose: shows the {transport}</source>
        <translation>Rosa de los vientos: muestra {transport}</translation>
    </message>
    <message>
        <source>{field} (shown)</source>
        <translation>{field} (a la vista)</translation>
    </message>
    <message>
        <source>Click a field to turn the rose there.</source>
        <translation>Haz clic en un campo para girar la rosa hacia él.</translation>
    </message>
</context>
<context>
    <name>AdventureRow</name>
    <message>
        <source>Hover: its place on the map. Click: centre the map there.</source>
        <translation>Señalar: su lugar en el mapa. Clic: centrar el mapa allí.</translation>
    </message>
</context>
<context>
    <name>Aimer</name>
    <message>
        <source>Working out where this ruler reaches: it is laid on the nearest place as soon as that is known.</source>
        <extracomment>Two clicks this near each other (logical pixels) are &quot;on the same spot&quot;. Type-ahead forgets what was typed after this pause (ms). The keys of the ruler (``RulerItem.handle_key``) while the map has the keyboard. The keys that step the ruler from place to place (``Aimer.step``). Directions tried when the ruler reaches no place (degrees apart). A sentence for the route status (type-ahead: what is being aimed at). The ruler Page Down laid last, and the place it laid it on. A Page Down pressed before the marks were known: the ruler and the direction. The ruler the legal directions were found for, those directions (angle, legal length) and the one laid last. The last click: where (scene), the marked place clicked (if any) and the pose it left the ruler in. A click on the same spot or place with the pose unchanged draws (in scene units: the table may have moved the view in between). Whether the aimer answers at all (a person holds the card).</extracomment>
        <translation>Calculando hasta dónde llega esta regla: se coloca en el lugar más cercano en cuanto se sepa.</translation>
    </message>
    <message>
        <source>{name} ({number} of {count}): {verdict}</source>
        <translation>{name} ({number} de {count}): {verdict}</translation>
    </message>
    <message>
        <source>a legal route, Enter draws it.</source>
        <translation>una ruta válida; Intro la traza.</translation>
    </message>
    <message>
        <source>This card reaches no place, and no straight route is legal.</source>
        <translation>Esta carta no llega a ningún lugar y ninguna ruta recta es válida.</translation>
    </message>
    <message>
        <source>This card reaches no place: laid at its full length towards the {direction}, a legal route. Enter draws it.</source>
        <translation>Esta carta no llega a ningún lugar: colocada en toda su longitud hacia el {direction}, una ruta válida. Intro la traza.</translation>
    </message>
    <message>
        <source>This card reaches no place: laid towards the {direction} as far as a legal route goes. Enter draws it.</source>
        <translation>Esta carta no llega a ningún lugar: colocada hacia el {direction} hasta donde llega una ruta válida. Intro la traza.</translation>
    </message>
    <message>
        <source>No place is called “{typed}…”.</source>
        <translation>Ningún lugar se llama «{typed}…».</translation>
    </message>
    <message>
        <source>Still working out where this ruler reaches: type “{typed}” again in a moment.</source>
        <translation>Aún se está calculando adónde llega esta regla: vuelve a escribir «{typed}» en un momento.</translation>
    </message>
    <message>
        <source>This ruler cannot reach {name} from here (typed “{typed}”).</source>
        <translation>Esta regla no puede llegar a {name} desde aquí (escrito: «{typed}»).</translation>
    </message>
    <message>
        <source>Aiming at {name} (typed “{typed}”): Enter draws.</source>
        <translation>Destino: {name} (escrito: «{typed}»). Intro traza la ruta.</translation>
    </message>
</context>
<context>
    <name>AlbumNews</name>
    <message>
        <source>The statistics could not count this game: {reason}</source>
        <extracomment>How long the status bar shows a problem of the statistics (ms). a finished game was kept in the album (its ``AlbumEntry``) and counted if it could be the picture of seat ``int`` of the entry with id ``str`` was (re)drawn</extracomment>
        <translation>Las estadísticas no pudieron contar esta partida: {reason}</translation>
    </message>
</context>
<context>
    <name>AlbumWindow</name>
    <message>
        <source>Daily {date}</source>
        <translation>Viaje del día {date}</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(práctica)</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Viaje</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>desafío</translation>
    </message>
    <message>
        <source>{fame} fame</source>
        <translation>{fame} de fama</translation>
    </message>
    <message>
        <source>place {place}</source>
        <translation>puesto {place}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>Race 1986</source>
        <extracomment>How many pictures were read from disk (the benchmark and tests look).</extracomment>
        <translation>Carrera 1986</translation>
    </message>
    <message>
        <source>No picture</source>
        <translation>Sin imagen</translation>
    </message>
    <message>
        <source>Album</source>
        <translation>Álbum</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Journey, 2024</source>
        <translation>Viaje, 2024</translation>
    </message>
    <message>
        <source>Daily journeys</source>
        <translation>Viajes del día</translation>
    </message>
    <message>
        <source>Race, 1986</source>
        <translation>Carrera, 1986</translation>
    </message>
    <message>
        <source>Any opponents</source>
        <translation>Cualquier rival</translation>
    </message>
    <message>
        <source>People only</source>
        <translation>Solo personas</translation>
    </message>
    <message>
        <source>Easy computers</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Normal computers</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Hard computers</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>Mixed computers</source>
        <translation>Ordenador: mixto</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Rivales:</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>Mapa:</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>Export sheet as &amp;PNG…</source>
        <translation>Exportar la hoja como &amp;PNG…</translation>
    </message>
    <message>
        <source>Export sheet as P&amp;DF…</source>
        <translation>Exportar la hoja como P&amp;DF…</translation>
    </message>
    <message>
        <source>Send as a &amp;challenge…</source>
        <translation>Enviar como &amp;desafío…</translation>
    </message>
    <message>
        <source>Sheet of:</source>
        <translation>Hoja de:</translation>
    </message>
    <message>
        <source>All maps</source>
        <translation>Todos los mapas</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Esta partida no se puede abrir</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export the sheet</source>
        <translation>Exportar la hoja</translation>
    </message>
    <message>
        <source>The sheet cannot be written</source>
        <translation>No se puede escribir la hoja</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>Escrito {path}</translation>
    </message>
    <message>
        <source>Send as a challenge</source>
        <translation>Enviar como desafío</translation>
    </message>
    <message>
        <source>Challenges (*{suffix})</source>
        <translation>Desafíos (*{suffix})</translation>
    </message>
    <message>
        <source>The challenge cannot be written</source>
        <translation>No se puede escribir el desafío</translation>
    </message>
</context>
<context>
    <name>AreasTab</name>
    <message>
        <source>Add area</source>
        <translation>Añadir zona</translation>
    </message>
    <message>
        <source>Delete area</source>
        <translation>Eliminar zona</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>On delete, its places go to</source>
        <translation>Al eliminarla, sus lugares pasan a</translation>
    </message>
    <message>
        <source>Clear tint regions</source>
        <translation>Borrar las regiones de tinte</translation>
    </message>
    <message>
        <source>Tint</source>
        <translation>Tinte</translation>
    </message>
    <message numerus="yes">
        <source>%n region polygon(s)</source>
        <translation>
            <numerusform>%n polígono de región</numerusform>
            <numerusform>%n polígonos de región</numerusform>
        </translation>
    </message>
    <message>
        <source>round its places (draw a region with the Draw area tint tool, T)</source>
        <translation>alrededor de sus lugares (dibuja una región con la herramienta «Tinte de zona», T)</translation>
    </message>
</context>
<context>
    <name>BackgroundLoad</name>
    <message>
        <source>Reading {name}…</source>
        <extracomment>How long a read may take before the busy dialog shows (ms). The read came back (done, failed or dropped after Cancel): its path. (token, result, error) from the worker, delivered on the GUI thread. The busy dialog while a read is under way (tests look at it).</extracomment>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Calendar</name>
    <message>
        <source>October</source>
        <translation>octubre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>noviembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>diciembre</translation>
    </message>
</context>
<context>
    <name>CalendarWidget</name>
    <message>
        <source>after
21 Dec</source>
        <extracomment>The day numbers&apos; ink: the market cards&apos; brown, 6.4:1 even on the darkest box (an odd month&apos;s Sunday; the lighter brown #7a6a52 was 3.8:1 there, its small digits fainter). A day box&apos;s height at 100 % (pixels). The text size of the day numbers and month names at 100 % (points). A day token&apos;s side at 100 % (pixels). The margin around the board (pixels at 100 %). Tokens sliding to their new day (only what is painted; the state is already new). The board without tokens, and what it was drawn for (size, scale, text). The month names&apos; and the &quot;late&quot; box&apos;s room (None: to be measured).</extracomment>
        <translation>después del
21 dic.</translation>
    </message>
    <message>
        <source>After 21 December: the journey ends</source>
        <translation>Después del 21 de diciembre: el viaje termina</translation>
    </message>
    <message>
        <source>
Tokens (bottom to top): </source>
        <translation>
Fichas (de abajo arriba): </translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>choose…</source>
        <extracomment>Modifiers that make a letter a command (a shortcut), not a card&apos;s name typed. The card got the keyboard (its ``CardOffer``). A key asks for another card of the hand (a ``HandStep``). A letter was typed on the card: the next card whose name starts with it. Shown, not played (a replay): painted in its colours though disabled. The card can be played now; a card that cannot stays enabled (reached by Tab, it says why not: ``HandView``) and is painted greyed.</extracomment>
        <translation>elegir…</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>{caption}: empty</source>
        <extracomment>An arrow key asks for the next (1) or the previous (-1) card. The colour of the computer player who takes this card now (a thick frame). The card is selected: its bill is shown, a second click takes it.</extracomment>
        <translation>{caption}: vacía</translation>
    </message>
    <message numerus="yes">
        <source>ruler {length}, %n detour mark(s)</source>
        <translation>
            <numerusform>regla {length}, %n marca de desvío</numerusform>
            <numerusform>regla {length}, %n marcas de desvío</numerusform>
        </translation>
    </message>
    <message>
        <source>used</source>
        <translation>usada</translation>
    </message>
    <message>
        <source>{caption}
(empty)</source>
        <translation>{caption}
(vacía)</translation>
    </message>
    <message>
        <source>{days}d</source>
        <translation>{days} d</translation>
    </message>
    <message>
        <source>ruler {length}</source>
        <translation>regla {length}</translation>
    </message>
    <message>
        <source> · {marks} detour</source>
        <translation> · {marks} desvío</translation>
    </message>
    <message>
        <source>+{days} departure</source>
        <translation>+{days} salida</translation>
    </message>
    <message>
        <source>departs today</source>
        <translation>sale hoy</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <source>Income cards</source>
        <translation>Cartas de ingresos</translation>
    </message>
    <message>
        <source>Add income card</source>
        <translation>Añadir carta de ingresos</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Place {value}</source>
        <translation>Lugar {value}</translation>
    </message>
    <message>
        <source>Adventure cards</source>
        <extracomment>Why the last change of a card was refused (a place named twice), else empty.</extracomment>
        <translation>Cartas de aventura</translation>
    </message>
    <message>
        <source>Add adventure card</source>
        <translation>Añadir carta de aventura</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Novel</source>
        <translation>Novela</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>{name} is on this card already: an income card pays at four different places.</source>
        <extracomment>The list a card was chosen in last (what Copy takes).</extracomment>
        <translation>{name} ya está en esta carta: una carta de ingresos paga en cuatro lugares distintos.</translation>
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
        <translation>Princesa Aouda</translation>
    </message>
    <message>
        <source>Inspector Fix (hits the player furthest ahead)</source>
        <translation>Inspector Fix (afecta al jugador más avanzado)</translation>
    </message>
    <message>
        <source>Inspector Fix</source>
        <translation>Inspector Fix</translation>
    </message>
</context>
<context>
    <name>CommitGuard</name>
    <message>
        <source>Commit?</source>
        <translation>¿Confirmar?</translation>
    </message>
</context>
<context>
    <name>ComparisonDialog</name>
    <message>
        <source>Back in London</source>
        <translation>De vuelta en Londres</translation>
    </message>
    <message>
        <source>not back</source>
        <translation>no ha vuelto</translation>
    </message>
    <message>
        <source>Challenge from {name}</source>
        <translation>Desafío de {name}</translation>
    </message>
    <message>
        <source>You beat {name}&apos;s challenge!</source>
        <translation>¡Has superado el desafío de {name}!</translation>
    </message>
    <message>
        <source>You equal {name}&apos;s fame.</source>
        <translation>Igualas la fama de {name}.</translation>
    </message>
    <message>
        <source>{name} keeps the lead this time.</source>
        <translation>{name} sigue en cabeza esta vez.</translation>
    </message>
    <message>
        <source>Solid: your route. Dashed: {name}&apos;s route.</source>
        <translation>Continua: tu ruta. Discontinua: la ruta de {name}.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>Compass</name>
    <message>
        <source>east</source>
        <translation>hacia el este</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>hacia el nordeste</translation>
    </message>
    <message>
        <source>north</source>
        <translation>hacia el norte</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>hacia el noroeste</translation>
    </message>
    <message>
        <source>west</source>
        <translation>hacia el oeste</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>hacia el suroeste</translation>
    </message>
    <message>
        <source>south</source>
        <translation>hacia el sur</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>hacia el sureste</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>The computer player cannot decide: {reason}</source>
        <extracomment>A computer&apos;s decision is being shown (the state it is for, the action). A computer&apos;s decision was applied (the action). A bot failed or the rules refused its action (the reason); the game waits. The factor on the normal animation durations (0: at once); None: from settings. The state a decision was asked for and is still awaited. The last state seen, to tell another game (a save opened) from this one.</extracomment>
        <translation>El jugador del ordenador no puede decidir: {reason}</translation>
    </message>
    <message>
        <source>The rules refused {action}.</source>
        <translation>Las reglas han rechazado {action}.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n stop(s)</source>
        <translation>
            <numerusform>%n parada</numerusform>
            <numerusform>%n paradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) reached</source>
        <translation>
            <numerusform>%n lugar alcanzable</numerusform>
            <numerusform>%n lugares alcanzables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <translation>
            <numerusform>%n figura</numerusform>
            <numerusform>%n figuras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n personaje</numerusform>
            <numerusform>%n personajes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n adventure card(s)</source>
        <translation>
            <numerusform>%n carta de aventura</numerusform>
            <numerusform>%n cartas de aventura</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DefencePrompt</name>
    <message>
        <source>&lt;b&gt;Defend?&lt;/b&gt;</source>
        <translation>&lt;b&gt;¿Defenderse?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pay a money bag and stay</source>
        <translation>Pagar una bolsa de dinero y quedarse</translation>
    </message>
    <message>
        <source>Accept: go back</source>
        <translation>Aceptar: retroceder</translation>
    </message>
    <message>
        <source>&lt;b&gt;{victim_name}, defend yourself?&lt;/b&gt;</source>
        <translation>&lt;b&gt;{victim_name}, ¿te defiendes?&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>EditMapSettings</name>
    <message>
        <source>Change {value}</source>
        <translation>Cambiar {value}</translation>
    </message>
    <message>
        <source>background image</source>
        <translation>imagen de fondo</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>bounds</source>
        <translation>límites</translation>
    </message>
    <message>
        <source>sheet names</source>
        <translation>nombres de las hojas</translation>
    </message>
    <message>
        <source>ruler unit</source>
        <translation>unidad de la regla</translation>
    </message>
    <message>
        <source>coast tolerance</source>
        <translation>tolerancia de costa</translation>
    </message>
    <message>
        <source>antimeridian</source>
        <translation>antimeridiano</translation>
    </message>
    <message>
        <source>sheet split</source>
        <translation>división de la hoja</translation>
    </message>
</context>
<context>
    <name>EditorCommands</name>
    <message>
        <source>Put on the Coast</source>
        <translation>Poner en la costa</translation>
    </message>
    <message>
        <source>Put {name} on the coast</source>
        <translation>Poner {name} en la costa</translation>
    </message>
    <message>
        <source>Import Coastlines</source>
        <translation>Importar costas</translation>
    </message>
    <message>
        <source>Edit Map</source>
        <translation>Editar mapa</translation>
    </message>
    <message>
        <source>city</source>
        <extracomment>A place&apos;s kind as the History names it (&quot;Rename port Suez&quot;).</extracomment>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>port</source>
        <translation>puerto</translation>
    </message>
    <message>
        <source>island</source>
        <translation>isla</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>puesto avanzado</translation>
    </message>
    <message>
        <source>adventure place</source>
        <translation>lugar de aventura</translation>
    </message>
    <message>
        <source>Change id of {name}</source>
        <extracomment>What the History calls a change of each field of a place.</extracomment>
        <translation>Cambiar el identificador de {name}</translation>
    </message>
    <message>
        <source>Rename {type} {name}</source>
        <translation>Renombrar {type} {name}</translation>
    </message>
    <message>
        <source>Change type of {name}</source>
        <translation>Cambiar el tipo de {name}</translation>
    </message>
    <message>
        <source>Change area of {name}</source>
        <translation>Cambiar la zona de {name}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <source>Change snap radius of {name}</source>
        <translation>Cambiar el radio de ajuste de {name}</translation>
    </message>
    <message>
        <source>land</source>
        <extracomment>What the History calls one shape of each layer.</extracomment>
        <translation>tierra</translation>
    </message>
    <message>
        <source>canal</source>
        <translation>canal</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montañas</translation>
    </message>
    <message>
        <source>{layer}: {name}</source>
        <translation>{layer}: {name}</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <extracomment>How many things a History text names before it says how many more there are. The first names and how many more: &quot;Paste: Aden, Suez, Bombay and 2 more&quot;.</extracomment>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <source>Add Location</source>
        <translation>Añadir lugar</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Añadir {name}</translation>
    </message>
    <message>
        <source>Move Location</source>
        <translation>Mover lugar</translation>
    </message>
    <message>
        <source>Edit Location</source>
        <translation>Editar lugar</translation>
    </message>
    <message>
        <source>Rename Location</source>
        <translation>Renombrar lugar</translation>
    </message>
    <message>
        <source>Edit Locations</source>
        <translation>Editar lugares</translation>
    </message>
    <message>
        <source>Change type of {count} places</source>
        <translation>Cambiar el tipo de {count} lugares</translation>
    </message>
    <message>
        <source>Change area of {count} places</source>
        <translation>Cambiar la zona de {count} lugares</translation>
    </message>
    <message>
        <source>Delete Location</source>
        <translation>Eliminar lugar</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Eliminar {name}</translation>
    </message>
    <message>
        <source>Set Start</source>
        <translation>Fijar salida</translation>
    </message>
    <message>
        <source>Start at {name}</source>
        <translation>Salida en {name}</translation>
    </message>
    <message>
        <source>Set Arrival</source>
        <translation>Fijar llegada</translation>
    </message>
    <message>
        <source>Arrive at {name}</source>
        <translation>Llegada en {name}</translation>
    </message>
    <message>
        <source>Add Area</source>
        <translation>Añadir zona</translation>
    </message>
    <message>
        <source>Add area: {name}</source>
        <translation>Añadir zona: {name}</translation>
    </message>
    <message>
        <source>Change id of area: {name}</source>
        <extracomment>What the History calls a change of each field of an area.</extracomment>
        <translation>Cambiar el identificador de la zona: {name}</translation>
    </message>
    <message>
        <source>Rename area: {old} to {name}</source>
        <translation>Renombrar zona: {old} como {name}</translation>
    </message>
    <message>
        <source>Recolour area: {name}</source>
        <translation>Cambiar el color de la zona: {name}</translation>
    </message>
    <message>
        <source>Edit Area</source>
        <translation>Editar zona</translation>
    </message>
    <message>
        <source>Add Area Region</source>
        <translation>Añadir región de zona</translation>
    </message>
    <message>
        <source>Add a tint region to area: {name}</source>
        <translation>Añadir una región de tinte a la zona: {name}</translation>
    </message>
    <message>
        <source>Clear Area Regions</source>
        <translation>Borrar regiones de zona</translation>
    </message>
    <message>
        <source>Clear the tint regions of area: {name}</source>
        <translation>Borrar las regiones de tinte de la zona: {name}</translation>
    </message>
    <message>
        <source>Delete Area</source>
        <translation>Eliminar zona</translation>
    </message>
    <message>
        <source>Delete area: {name}</source>
        <translation>Eliminar zona: {name}</translation>
    </message>
    <message>
        <source>Add Polygon</source>
        <translation>Añadir polígono</translation>
    </message>
    <message>
        <source>Add {shape}</source>
        <translation>Añadir {shape}</translation>
    </message>
    <message>
        <source>Rename Polygon</source>
        <translation>Renombrar polígono</translation>
    </message>
    <message>
        <source>Rename {shape}</source>
        <translation>Renombrar {shape}</translation>
    </message>
    <message>
        <source>Add Hole</source>
        <translation>Añadir agujero</translation>
    </message>
    <message>
        <source>Cut a hole in {shape}</source>
        <translation>Recortar un agujero en {shape}</translation>
    </message>
    <message>
        <source>Delete Hole</source>
        <translation>Eliminar agujero</translation>
    </message>
    <message>
        <source>Fill a hole in {shape}</source>
        <translation>Rellenar un agujero en {shape}</translation>
    </message>
    <message>
        <source>Delete Polygon</source>
        <translation>Eliminar polígono</translation>
    </message>
    <message>
        <source>Delete {shape}</source>
        <translation>Eliminar {shape}</translation>
    </message>
    <message>
        <source>Move Vertex</source>
        <translation>Mover vértice</translation>
    </message>
    <message>
        <source>Move a vertex of {shape}</source>
        <translation>Mover un vértice de {shape}</translation>
    </message>
    <message>
        <source>Move Group</source>
        <translation>Mover grupo</translation>
    </message>
    <message>
        <source>Move a group of {count}</source>
        <translation>Mover un grupo de {count}</translation>
    </message>
    <message>
        <source>Move {what}</source>
        <extracomment>The History texts of the box&apos;s drags, by what the drag did (&quot;{what}&quot;: the shape or group).</extracomment>
        <translation>Mover: {what}</translation>
    </message>
    <message>
        <source>Scale {what}</source>
        <translation>Escalar: {what}</translation>
    </message>
    <message>
        <source>Rotate {what}</source>
        <translation>Girar: {what}</translation>
    </message>
    <message>
        <source>Transform Selection</source>
        <translation>Transformar la selección</translation>
    </message>
    <message>
        <source>a group of {count}</source>
        <translation>grupo de {count}</translation>
    </message>
    <message>
        <source>Delete Group</source>
        <translation>Eliminar grupo</translation>
    </message>
    <message>
        <source>Delete a group of {count}</source>
        <translation>Eliminar un grupo de {count}</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Duplicate: {names}</source>
        <translation>Duplicar: {names}</translation>
    </message>
    <message>
        <source>Paste: {names}</source>
        <translation>Pegar: {names}</translation>
    </message>
    <message>
        <source>Type Vertex Coordinates</source>
        <translation>Escribir las coordenadas del vértice</translation>
    </message>
    <message>
        <source>Type a vertex of {shape}</source>
        <translation>Escribir un vértice de {shape}</translation>
    </message>
    <message>
        <source>Insert Vertex</source>
        <translation>Insertar vértice</translation>
    </message>
    <message>
        <source>Insert a vertex in {shape}</source>
        <translation>Insertar un vértice en {shape}</translation>
    </message>
    <message>
        <source>Delete Vertex</source>
        <translation>Eliminar vértice</translation>
    </message>
    <message>
        <source>Delete a vertex of {shape}</source>
        <translation>Eliminar un vértice de {shape}</translation>
    </message>
    <message>
        <source>Edit Map Settings</source>
        <translation>Editar la configuración del mapa</translation>
    </message>
    <message>
        <source>Add Income Card</source>
        <translation>Añadir carta de ingresos</translation>
    </message>
    <message>
        <source>Add income card: {name}</source>
        <translation>Añadir carta de ingresos: {name}</translation>
    </message>
    <message>
        <source>Edit Income Card</source>
        <translation>Editar carta de ingresos</translation>
    </message>
    <message>
        <source>Edit income card: {name}</source>
        <translation>Editar carta de ingresos: {name}</translation>
    </message>
    <message>
        <source>Delete Income Card</source>
        <translation>Eliminar carta de ingresos</translation>
    </message>
    <message>
        <source>Delete income card: {name}</source>
        <translation>Eliminar carta de ingresos: {name}</translation>
    </message>
    <message>
        <source>Add Adventure Card</source>
        <translation>Añadir carta de aventura</translation>
    </message>
    <message>
        <source>Add adventure card: {name}</source>
        <translation>Añadir carta de aventura: {name}</translation>
    </message>
    <message>
        <source>Edit Adventure Card</source>
        <translation>Editar carta de aventura</translation>
    </message>
    <message>
        <source>Retitle adventure card: {name}</source>
        <translation>Cambiar el título de la carta de aventura: {name}</translation>
    </message>
    <message>
        <source>Edit adventure card: {name}</source>
        <translation>Editar carta de aventura: {name}</translation>
    </message>
    <message>
        <source>Delete Adventure Card</source>
        <translation>Eliminar carta de aventura</translation>
    </message>
    <message>
        <source>Delete adventure card: {name}</source>
        <translation>Eliminar carta de aventura: {name}</translation>
    </message>
</context>
<context>
    <name>EditorPanels</name>
    <message>
        <source>{id} (missing)</source>
        <extracomment>How a panel hands an edit to the window (which pushes it on the undo stack). The narrowest a number box gets, in pixels at 100 % (it grows with the UI scale). The (label, data) pairs each combo was last filled with by ``fill_combo``.</extracomment>
        <translation>{id} (falta)</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>Select a place, a polygon or a card to copy.</source>
        <translation>Selecciona un lugar, un polígono o una carta para copiar.</translation>
    </message>
    <message>
        <source>Copied {count}.</source>
        <translation>{count} copiados.</translation>
    </message>
    <message>
        <source>Put on the coas&amp;t</source>
        <translation>Poner en la cos&amp;ta</translation>
    </message>
    <message>
        <source>Move the selected port or island onto the nearest coast</source>
        <translation>Mover el puerto o la isla seleccionados a la costa más cercana</translation>
    </message>
    <message>
        <source>Select a port or an island on the map first.</source>
        <translation>Selecciona primero un puerto o una isla en el mapa.</translation>
    </message>
    <message>
        <source>&amp;Import coastlines…</source>
        <translation>&amp;Importar costas…</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>la salida</translation>
    </message>
    <message>
        <source>the arrival</source>
        <translation>la llegada</translation>
    </message>
    <message>
        <source>income card {id}</source>
        <translation>carta de ingresos {id}</translation>
    </message>
    <message>
        <source>adventure card {title}</source>
        <translation>carta de aventura {title}</translation>
    </message>
    <message>
        <source>Delete {name}?</source>
        <translation>¿Eliminar {name}?</translation>
    </message>
    <message>
        <source>{name} is used by {users}.</source>
        <translation>{name} lo usa {users}.</translation>
    </message>
    <message>
        <source>Delete these places?</source>
        <translation>¿Eliminar estos lugares?</translation>
    </message>
    <message>
        <source>Some are in use:</source>
        <translation>Algunos están en uso:</translation>
    </message>
    <message>
        <source>Delete and clear those references</source>
        <translation>Eliminar y quitar esas referencias</translation>
    </message>
    <message>
        <source>Delete, leave the references to fix</source>
        <translation>Eliminar y dejar las referencias para corregirlas</translation>
    </message>
    <message>
        <source>land mass #{index}</source>
        <translation>masa de tierra n.º {index}</translation>
    </message>
    <message>
        <source>Places on it: {names}.</source>
        <translation>Lugares en ella: {names}.</translation>
    </message>
    <message>
        <source>No place stands on it.</source>
        <translation>Ningún lugar está en ella.</translation>
    </message>
    <message>
        <source>Delete the land mass {name}? {places}</source>
        <translation>¿Eliminar la masa de tierra {name}? {places}</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to {title}?</source>
        <translation>¿Guardar los cambios de {title}?</translation>
    </message>
    <message>
        <source>Open a map</source>
        <translation>Abrir un mapa</translation>
    </message>
    <message>
        <source>Maps (*.yaml *.yml)</source>
        <translation>Mapas (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The map cannot be opened</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Guardar el mapa</translation>
    </message>
    <message>
        <source>Maps (*.yaml)</source>
        <translation>Mapas (*.yaml)</translation>
    </message>
    <message>
        <source>The map cannot be saved</source>
        <translation>No se puede guardar el mapa</translation>
    </message>
    <message>
        <source> (with problems: it cannot be played yet)</source>
        <translation> (con problemas: aún no se puede jugar)</translation>
    </message>
    <message>
        <source>Saved {path}{note}.</source>
        <translation>Guardado {path}{note}.</translation>
    </message>
    <message>
        <source>The map cannot be read</source>
        <translation>No se puede leer el mapa</translation>
    </message>
    <message>
        <source>Opening a map</source>
        <extracomment>&quot;Play on this map&quot;: a valid, playable map to start a journey game on. The checks of the current map are in the validation panel. The question before deleting something in use (kept for tests). What Copy took (places, polygons, cards), for Paste; and how often it was pasted. File → Open&apos;s dialog while it is open (kept for tests). File → Open&apos;s map, read on a worker thread behind a busy dialog.</extracomment>
        <translation>Abriendo un mapa</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The map the views last showed (to follow a renamed place&apos;s selection).</extracomment>
        <translation>&lt;abierto&gt;</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Revertir</translation>
    </message>
    <message>
        <source>&amp;Play on this map</source>
        <translation>&amp;Jugar en este mapa</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>Select &amp;nothing</source>
        <translation>No seleccionar &amp;nada</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Add location</source>
        <translation>Añadir lugar</translation>
    </message>
    <message>
        <source>Draw land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <source>Draw canal</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Draw mountains</source>
        <translation>Montañas</translation>
    </message>
    <message>
        <source>Draw hole</source>
        <translation>Agujero</translation>
    </message>
    <message>
        <source>Draw area tint</source>
        <translation>Tinte de zona</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <source>&amp;Snap to grid</source>
        <translation>A&amp;justar a la cuadrícula</translation>
    </message>
    <message>
        <source>&amp;Table of places</source>
        <translation>&amp;Tabla de lugares</translation>
    </message>
    <message>
        <source>Grid spacing, in map units</source>
        <translation>Separación de la cuadrícula, en unidades del mapa</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>Ajustar la &amp;hoja</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>The background image is not shown: {problem} (looked for {path})</source>
        <translation>La imagen de fondo no se muestra: {problem} (buscada en {path})</translation>
    </message>
    <message>
        <source>{title}[*] — Eighty Days map editor</source>
        <translation>{title}[*] — Editor de mapas de Eighty Days</translation>
    </message>
    <message>
        <source>A place stands on the sheet: click inside its bounds.</source>
        <translation>Hay un lugar en la hoja: haz clic dentro de sus límites.</translation>
    </message>
    <message>
        <source>The places layer is hidden or locked.</source>
        <translation>La capa de lugares está oculta o bloqueada.</translation>
    </message>
    <message>
        <source>Select a polygon to cut a hole in first.</source>
        <translation>Selecciona primero un polígono en el que recortar un agujero.</translation>
    </message>
    <message>
        <source>Choose an area in the Areas tab first.</source>
        <translation>Elige primero una zona en la pestaña «Zonas».</translation>
    </message>
    <message>
        <source>That layer is hidden or locked.</source>
        <translation>Esa capa está oculta o bloqueada.</translation>
    </message>
    <message>
        <source>This map cannot be played yet</source>
        <translation>Este mapa aún no se puede jugar</translation>
    </message>
    <message numerus="yes">
        <source>Fix these %n problem(s) first:

</source>
        <translation>
            <numerusform>Corrige primero %n problema:

</numerusform>
            <numerusform>Corrige primero estos %n problemas:

</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventCardView</name>
    <message>
        <source>Event card</source>
        <extracomment>&quot;Last event of&quot; chose a player (their seat).</extracomment>
        <translation>Carta de evento</translation>
    </message>
    <message>
        <source>Carry it out</source>
        <translation>Ejecutarla</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Guardarla para más tarde</translation>
    </message>
    <message>
        <source>Last event of:</source>
        <translation>Último evento de:</translation>
    </message>
    <message>
        <source>Show the last event card of a player</source>
        <translation>Mostrar la última carta de evento de un jugador</translation>
    </message>
    <message>
        <source>No event card drawn yet.</source>
        <translation>Aún no se ha robado ninguna carta de evento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effect:&lt;/b&gt; {value}</source>
        <translation>&lt;b&gt;Efecto:&lt;/b&gt; {value}</translation>
    </message>
</context>
<context>
    <name>EventEffect</name>
    <message>
        <source>Your figure goes {spaces} forward (never into London).</source>
        <translation>Tu figura avanza {spaces} (nunca hasta Londres).</translation>
    </message>
    <message>
        <source>Your figure goes {spaces} back; a money bag cancels it.</source>
        <translation>Tu figura retrocede {spaces}; una bolsa de dinero lo anula.</translation>
    </message>
    <message>
        <source>Your figure goes forward to the next {space}.</source>
        <translation>Tu figura avanza hasta la siguiente {space}.</translation>
    </message>
    <message>
        <source>Your figure goes back to the previous {space}; a money bag cancels it.</source>
        <translation>Tu figura retrocede hasta la anterior {space}; una bolsa de dinero lo anula.</translation>
    </message>
    <message>
        <source>You miss your next turn.</source>
        <translation>Pierdes tu próximo turno.</translation>
    </message>
    <message>
        <source>You draw {cards}.</source>
        <translation>Robas {cards}.</translation>
    </message>
    <message>
        <source>You discard {cards} at random.</source>
        <translation>Descartas {cards} al azar.</translation>
    </message>
    <message>
        <source>Every other figure goes {spaces} back; each may pay a money bag.</source>
        <translation>Todas las demás figuras retroceden {spaces}; cada una puede pagar una bolsa de dinero.</translation>
    </message>
    <message>
        <source>Every figure ahead of yours goes {spaces} back; each may pay a money bag.</source>
        <translation>Todas las figuras por delante de la tuya retroceden {spaces}; cada una puede pagar una bolsa de dinero.</translation>
    </message>
    <message>
        <source>The wind rose turns to the {transport}.</source>
        <translation>La rosa de los vientos gira hacia: {transport}.</translation>
    </message>
    <message>
        <source>Turn the wind rose (or leave it), then play another card.</source>
        <translation>Gira la rosa de los vientos (o déjala como está) y juega otra carta.</translation>
    </message>
    <message>
        <source>Play another card.</source>
        <translation>Juega otra carta.</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened, newest at the bottom</source>
        <extracomment>The item data role marking a headline&apos;s line (drawn in the warning&apos;s colour). Events important enough for a banner over the map (they change the game for others).</extracomment>
        <translation>Lo que ha pasado, lo más reciente abajo</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <translation>Turno {turn}: {text}</translation>
    </message>
</context>
<context>
    <name>GamesInProgressDialog</name>
    <message>
        <source>Games in progress</source>
        <extracomment>The pictures&apos; size in pixels. What a picture&apos;s cache note says besides the picture: the turn, and whether it is over. A game was continued (its id).</extracomment>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>These games are not finished. Choose one to continue it, or start a new one.</source>
        <extracomment>The question &quot;Delete this game?&quot; while it is open (tests answer it). The last problem shown (a game that cannot be read).</extracomment>
        <translation>Estas partidas no han terminado. Elige una para continuarla o empieza una nueva.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>A game that cannot be read:
{reason}</source>
        <translation>Una partida que no se puede leer:
{reason}</translation>
    </message>
    <message>
        <source>Journey (2024)</source>
        <translation>Viaje (2024)</translation>
    </message>
    <message>
        <source>Race (1986)</source>
        <translation>Carrera (1986)</translation>
    </message>
    <message>
        <source>Finished, not yet in the album</source>
        <translation>Terminada, aún no está en el álbum</translation>
    </message>
    <message numerus="yes">
        <source>Turn %n</source>
        <translation>
            <numerusform>Turno %n</numerusform>
            <numerusform>Turno %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily journey of {date}: practice</source>
        <translation>Viaje del día {date}: práctica</translation>
    </message>
    <message>
        <source>Daily journey of {date}: the official try</source>
        <translation>Viaje del día {date}: el intento oficial</translation>
    </message>
    <message>
        <source>Open in another Eighty Days program</source>
        <translation>Abierta en otro programa Eighty Days</translation>
    </message>
    <message>
        <source>On a table in this program</source>
        <translation>En una mesa de este programa</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>¿Eliminar esta partida?</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good?

{game}</source>
        <translation>¿Eliminar definitivamente esta partida sin terminar?

{game}</translation>
    </message>
    <message>
        <source>The game was not deleted</source>
        <translation>No se ha eliminado la partida</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Cards in hand</source>
        <extracomment>The smallest type a special card&apos;s name is written in on one line of its band. A sentence for the status bar: why the card with the keyboard cannot be played. The cards are only shown (a replay): none can be clicked.</extracomment>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click, then choose how to play it.</source>
        <translation>&lt;br&gt;Haz clic y elige cómo jugarla.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click to play it.</source>
        <translation>&lt;br&gt;Haz clic para jugarla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Click to exchange it.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Haz clic para cambiarla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Click to discard it.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;&lt;br&gt;Haz clic para descartarla.</translation>
    </message>
    <message>
        <source>{title} cannot be played: {reason}</source>
        <translation>{title} no se puede jugar: {reason}</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>¿Jugar esta carta?</translation>
    </message>
    <message>
        <source>Play {title}: {choice}?</source>
        <translation>¿Jugar {title}: {choice}?</translation>
    </message>
    <message>
        <source>Play {title}?</source>
        <translation>¿Jugar {title}?</translation>
    </message>
    <message>
        <source>Money bag: how many spaces?</source>
        <translation>Bolsa de dinero: ¿cuántas casillas?</translation>
    </message>
    <message>
        <source>Wind rose card: turn the rose to</source>
        <translation>Carta de rosa de los vientos: girar la rosa hacia</translation>
    </message>
    <message>
        <source>{title}: which way?</source>
        <translation>{title}: ¿en qué dirección?</translation>
    </message>
    <message>
        <source>Play {title}: {choice}</source>
        <translation>Jugar {title}: {choice}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>&amp;Hint</source>
        <extracomment>The key of Game → Hint (no other action of the journey window uses it). the journey ``MainWindow`` (controller, table, status bar, Game menu) the state a hint was asked for and is awaited the hint shown last (None: none on show) its line of reason, as the status bar showed it after a card was hinted: show the route once the person has taken a card hints asked in the game on the table (its first state, to tell another game)</extracomment>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>to {place}</source>
        <translation>a {place}</translation>
    </message>
    <message>
        <source>into open country</source>
        <translation>a campo abierto</translation>
    </message>
    <message>
        <source>staying where you are</source>
        <translation>quedándote donde estás</translation>
    </message>
    <message>
        <source>income {pounds} there</source>
        <translation>allí ingresos de {pounds}</translation>
    </message>
    <message>
        <source>draw the route {where}</source>
        <translation>traza la ruta {where}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Pista: {reason}</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint.</source>
        <translation>La partida ha terminado: no hay ninguna jugada que sugerir.</translation>
    </message>
    <message>
        <source>The computer is playing this turn: a hint is for your own move.</source>
        <translation>El ordenador juega este turno: una pista es para tu propia jugada.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>No hint could be worked out: {reason}</source>
        <translation>No se ha podido encontrar una pista: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportCoastlinesDialog</name>
    <message>
        <source>Import coastlines</source>
        <extracomment>The file was read and fitted again (the preview is up to date).</extracomment>
        <translation>Importar costas</translation>
    </message>
    <message>
        <source>a GeoJSON file (.geojson, .json)</source>
        <extracomment>What the file gives with the current scale and offset (``None``: nothing yet). The file chooser while it is open (kept for tests).</extracomment>
        <translation>un archivo GeoJSON (.geojson, .json)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Scale (map units per degree):</source>
        <translation>Escala (unidades del mapa por grado):</translation>
    </message>
    <message>
        <source>Offset (x, y):</source>
        <translation>Desplazamiento (x, y):</translation>
    </message>
    <message>
        <source>x {x_min} to {x_max}, y {y_min} to {y_max}</source>
        <translation>x de {x_min} a {x_max}, y de {y_min} a {y_max}</translation>
    </message>
    <message>
        <source>The sheet:</source>
        <translation>La hoja:</translation>
    </message>
    <message numerus="yes">
        <source>Import %n coastline shape(s)</source>
        <translation>
            <numerusform>Importar %n forma de costa</numerusform>
            <numerusform>Importar %n formas de costa</numerusform>
        </translation>
    </message>
    <message>
        <source>GeoJSON (*.geojson *.json)</source>
        <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose a GeoJSON file.</source>
        <translation>Elige un archivo GeoJSON.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>No existe el archivo %1.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) to add to the land</source>
        <translation>
            <numerusform>%n forma para añadir a la tierra</numerusform>
            <numerusform>%n formas para añadir a la tierra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) beyond the sheet left out</source>
        <translation>
            <numerusform>%n forma fuera de la hoja omitida</numerusform>
            <numerusform>%n formas fuera de la hoja omitidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) or point(s) skipped</source>
        <translation>
            <numerusform>%n línea o punto omitido</numerusform>
            <numerusform>%n líneas o puntos omitidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Draw this route?</source>
        <translation>¿Trazar esta ruta?</translation>
    </message>
    <message>
        <source>Take this transport?</source>
        <translation>¿Tomar este transporte?</translation>
    </message>
    <message>
        <source>Take the {transport}: {price}?</source>
        <translation>¿Tomar {transport}: {price}?</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>The finished game could not be kept in the album: {reason}</source>
        <extracomment>a journey ``MainWindow`` or a ``RaceWindow`` (controller, statusBar) the file dialog of Open a challenge / Send as a challenge last opened the box of Paste a challenge code last opened the finished games kept (an undo and the same end again keeps nothing new)</extracomment>
        <translation>No se ha podido guardar la partida terminada en el álbum: {reason}</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <source>official try</source>
        <translation>intento oficial</translation>
    </message>
    <message>
        <source>Daily journey of {date} ({kind}): {fame} fame.</source>
        <translation>Viaje del día {date} ({kind}): {fame} de fama.</translation>
    </message>
    <message numerus="yes">
        <source>Daily streak: %n day(s).</source>
        <translation>
            <numerusform>Racha diaria: %n día.</numerusform>
            <numerusform>Racha diaria: %n días.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best daily result: {fame} fame.</source>
        <translation>Mejor resultado diario: {fame} de fama.</translation>
    </message>
    <message>
        <source>Daily journey</source>
        <translation>Viaje del día</translation>
    </message>
    <message>
        <source>Eighty Days — Daily journey {date}</source>
        <translation>Eighty Days — Viaje del día {date}</translation>
    </message>
    <message>
        <source>Eighty Days — Challenge from {name}</source>
        <translation>Eighty Days — Desafío de {name}</translation>
    </message>
    <message>
        <source>Daily journey of {date}: your official try.</source>
        <translation>Viaje del día {date}: tu intento oficial.</translation>
    </message>
    <message>
        <source>Daily journey of {date}: practice (the official try is played).</source>
        <translation>Viaje del día {date}: práctica (el intento oficial ya se ha jugado).</translation>
    </message>
    <message>
        <source>This challenge cannot be played</source>
        <translation>Este desafío no se puede jugar</translation>
    </message>
    <message>
        <source>Challenge from {name}: {fame} fame to beat.</source>
        <translation>Desafío de {name}: hay que superar {fame} de fama.</translation>
    </message>
    <message>
        <source>Challenges (*{suffix});;All files (*)</source>
        <translation>Desafíos (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a challenge</source>
        <translation>Abrir un desafío</translation>
    </message>
    <message>
        <source>Paste a challenge code</source>
        <translation>Pegar un código de desafío</translation>
    </message>
    <message>
        <source>Challenge code:</source>
        <translation>Código del desafío:</translation>
    </message>
    <message>
        <source>Send as a challenge</source>
        <translation>Enviar como desafío</translation>
    </message>
    <message>
        <source>Challenges (*{suffix})</source>
        <translation>Desafíos (*{suffix})</translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>Aún no ha terminado</translation>
    </message>
    <message>
        <source>Only a finished journey can be sent as a challenge.</source>
        <translation>Solo un viaje terminado se puede enviar como desafío.</translation>
    </message>
    <message>
        <source>The challenge cannot be written</source>
        <translation>No se puede escribir el desafío</translation>
    </message>
    <message>
        <source>Challenge written to {path}; its code is on the clipboard.</source>
        <translation>Desafío escrito en {path}; su código está en el portapapeles.</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <extracomment>the game window (journey ``MainWindow`` or ``RaceWindow``)</extracomment>
        <translation>E&amp;stadísticas</translation>
    </message>
    <message>
        <source>&amp;Album</source>
        <translation>Á&amp;lbum</translation>
    </message>
    <message>
        <source>&amp;Daily journey</source>
        <translation>&amp;Viaje del día</translation>
    </message>
    <message>
        <source>Send as a &amp;challenge…</source>
        <translation>Enviar como &amp;desafío…</translation>
    </message>
    <message>
        <source>&amp;Open a challenge…</source>
        <translation>&amp;Abrir un desafío…</translation>
    </message>
    <message>
        <source>&amp;Paste a challenge code…</source>
        <translation>Pegar un &amp;código de desafío…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
</context>
<context>
    <name>JourneyController</name>
    <message>
        <source>Take a transport first.</source>
        <extracomment>How far along the route (map units) it first goes wrong, whatever the reason. The new state after every action or a new game. The events of the last action (``JourneyState.last_events``) and the turn number. An action the engine refused, with the reason for the player. The game is over: the ``Outcome``.</extracomment>
        <translation>Toma primero un transporte.</translation>
    </message>
</context>
<context>
    <name>JourneyHints</name>
    <message numerus="yes">
        <source>%n fame there</source>
        <translation>
            <numerusform>%n punto de fama allí</numerusform>
            <numerusform>%n puntos de fama allí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pounds} and %n day(s) {where}</source>
        <translation>
            <numerusform>{pounds} y %n día {where}</numerusform>
            <numerusform>{pounds} y %n días {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JourneyTable</name>
    <message>
        <source>The computer is playing this turn.</source>
        <extracomment>The player clicked a market card or balloon (a ``TransportChoice``). The player asked to draw the ruler&apos;s route (the points). A message for the status bar. The player whose sheet shows. The sheet to show once the route just drawn has been drawn with the pen. Seats the computer plays: their market and ruler do not answer the mouse or keys. A sentence when the held card reaches no place, or only a short hop. Everything public: adventure cards, characters, income, the other players. The marks of where the held ruler can go (Settings → Show where the ruler can go). The ruler of the card in hand.</extracomment>
        <translation>El ordenador juega este turno.</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (le toca)</translation>
    </message>
    <message>
        <source> (journey over)</source>
        <translation> (viaje terminado)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>M&amp;arket</source>
        <translation>M&amp;ercado</translation>
    </message>
    <message>
        <source>&amp;Calendar</source>
        <translation>&amp;Calendario</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>Re&amp;gistro</translation>
    </message>
    <message>
        <source>No card can be taken now: draw your route first.</source>
        <translation>Ahora no se puede tomar ninguna carta: traza primero tu ruta.</translation>
    </message>
    <message>
        <source>Choose a card first: Alt+2 goes to the market, the arrows to a card.</source>
        <translation>Elige primero una carta: Alt+2 lleva al mercado y las flechas a una carta.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Everything public: adventure cards, characters, income, the other players</source>
        <translation>Todo lo público: cartas de aventura, personajes, ingresos, los demás jugadores</translation>
    </message>
    <message>
        <source>Take a transport first: the ruler comes with the card.</source>
        <translation>Toma primero un transporte: la regla viene con la carta.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>¡{name} gana!</translation>
    </message>
    <message>
        <source>{name} shares the victory!</source>
        <translation>¡{name} comparte la victoria!</translation>
    </message>
    <message>
        <source>&lt;b&gt;Income card {value} of {total}&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>How long the banner of a headline event stays over the map (ms). The state the table shows, and the ruler&apos;s last verdict (for the map&apos;s accessible description: ``ui/accessibility``).</extracomment>
        <translation>&lt;b&gt;Carta de ingresos {value} de {total}&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>read-only: not this player&apos;s turn</source>
        <translation>solo lectura: no es el turno de este jugador</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (ordenador) está pensando…</translation>
    </message>
    <message>
        <source>{name}: choose a transport in the market (the ruler comes with the card).</source>
        <translation>{name}: elige un transporte en el mercado (la regla viene con la carta).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Looking at {name}&apos;s sheet.</source>
        <translation>Estás viendo la hoja de {name}.</translation>
    </message>
    <message>
        <source> — ends at {name}</source>
        <translation> — termina en {name}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#007a58&apos;&gt;Legal route{where}.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#007a58&apos;&gt;Ruta válida{where}.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b03a00&apos;&gt;&lt;b&gt;Cannot draw:&lt;/b&gt; {reason}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b03a00&apos;&gt;&lt;b&gt;No se puede trazar:&lt;/b&gt; {reason}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Cannot do that: {reason}</source>
        <translation>No se puede hacer: {reason}</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Income card: pounds for ending a turn at one of these places</source>
        <translation>Carta de ingresos: libras por terminar un turno en uno de estos lugares</translation>
    </message>
    <message>
        <source>Sheet of:</source>
        <translation>Hoja de:</translation>
    </message>
    <message>
        <source>Look at another player&apos;s sheet (read-only)</source>
        <translation>Ver la hoja de otro jugador (solo lectura)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole sheet</source>
        <translation>Mostrar la hoja entera</translation>
    </message>
    <message>
        <source>My route</source>
        <translation>Mi ruta</translation>
    </message>
    <message>
        <source>Frame the shown player&apos;s route with its surroundings</source>
        <translation>Encuadrar la ruta del jugador mostrado con sus alrededores</translation>
    </message>
    <message>
        <source>Draw route</source>
        <translation>Trazar ruta</translation>
    </message>
    <message>
        <source>Draw the ruler&apos;s route on the sheet (Enter)</source>
        <translation>Trazar la ruta de la regla en la hoja (Intro)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>The sheet with the routes. With a card in hand the ruler has the keyboard here: Page Down and Page Up lay it on the places it reaches, nearest first; type a place&apos;s name to aim at it; ←/→ turn it (Shift: finer), &lt; and &gt; pick a hinge, ↑/↓ move the stop, Enter draws, Esc puts it back; Tab leaves the map. Without a ruler + and − zoom, 0 fits, the arrows pan. Click a marked place to aim, click again to draw; the wheel zooms.</source>
        <translation>La hoja con las rutas. Con una carta en la mano, aquí la regla usa el teclado: Av Pág y Re Pág la colocan en los lugares a los que llega, el más cercano primero; escribe el nombre de un lugar para apuntar a él; ←/→ la giran (Mayús: más fino), &lt; y &gt; eligen una articulación, ↑/↓ mueven el final, Intro traza, Esc la devuelve; Tab sale del mapa. Sin regla, + y − hacen zoom, 0 ajusta la hoja y las flechas desplazan. Haz clic en un lugar marcado para apuntar y otra vez para trazar; la rueda hace zoom.</translation>
    </message>
    <message>
        <source>Market and players</source>
        <extracomment>A sentence when the held card reaches no place, or only a short hop.</extracomment>
        <translation>Mercado y jugadores</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Turn {turn}: {text}</source>
        <extracomment>Who claimed each adventure card and on which turn (from the history). The state whose history the logs tell; the states after each of its actions (the first: the game&apos;s start) and each action&apos;s events with its turn.</extracomment>
        <translation>Turno {turn}: {text}</translation>
    </message>
    <message>
        <source>This card reaches only a short hop from here: {names}.</source>
        <extracomment>Marks no farther than this share of the ruler&apos;s length are &quot;a short hop&quot;. The marks of where the held ruler can go (None without them). The names of the places the held ruler may reach, over the ruler (None without a ruler).</extracomment>
        <translation>Desde aquí esta carta solo llega un poco más allá: {names}.</translation>
    </message>
    <message>
        <source>This card reaches no place from here.</source>
        <translation>Desde aquí esta carta no llega a ningún lugar.</translation>
    </message>
    <message>
        <source>A ship sails {direction} from here to {place}.</source>
        <translation>Un barco navega desde aquí {direction} hasta {place}.</translation>
    </message>
    <message>
        <source>A train runs {direction} from here to {place}.</source>
        <translation>Un tren va desde aquí {direction} hasta {place}.</translation>
    </message>
    <message>
        <source>A route may also end at sea or in open country, wherever the ruler is green.</source>
        <translation>Una ruta también puede terminar en el mar o en campo abierto, donde la regla esté verde.</translation>
    </message>
    <message>
        <source>Hinge {index}: that segment and those beyond turn.</source>
        <extracomment>The ruler&apos;s route was judged: (the verdict, the verdict before it or None). The player asked to draw the ruler&apos;s route. A message for the status bar. The ruler on the sheet (None without a card in hand). The verdict on the ruler&apos;s route as it lies now (None without a ruler). What the ruler was laid for: (the history&apos;s length, the seat).</extracomment>
        <translation>Articulación {index}: ese tramo y los siguientes giran.</translation>
    </message>
</context>
<context>
    <name>JumpPrompt</name>
    <message>
        <source>Jump 5 spaces and draw 5 cards</source>
        <translation>Saltar 5 casillas y robar 5 cartas</translation>
    </message>
    <message>
        <source>Decline: stay here, no new cards</source>
        <translation>Renunciar: quedarse aquí, sin cartas nuevas</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}, you have played out your hand: jump?&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}, has jugado todas tus cartas: ¿saltas?&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Into London you may take at most %n card(s).</source>
        <translation>
            <numerusform>A Londres puedes llevar como máximo %n carta.</numerusform>
            <numerusform>A Londres puedes llevar como máximo %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Into London you may take no card (expert rules).</source>
        <translation>A Londres no puedes llevar ninguna carta (reglas para expertos).</translation>
    </message>
</context>
<context>
    <name>LayersPanel</name>
    <message>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montañas</translation>
    </message>
    <message>
        <source>Canals</source>
        <translation>Canales</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Cards&apos; places</source>
        <translation>Lugares de las cartas</translation>
    </message>
    <message>
        <source>Layer</source>
        <extracomment>(layer, shown, locked)</extracomment>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Visible</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Bloqueada</translation>
    </message>
    <message>
        <source>Show {layer}</source>
        <translation>Mostrar {layer}</translation>
    </message>
    <message>
        <source>Lock {layer}</source>
        <translation>Bloquear {layer}</translation>
    </message>
    <message>
        <source>A hidden layer is left off the map; a locked one cannot be selected, moved, drawn on or added to. Cards&apos; places rings the places that income cards (green) and adventure cards (pink) name.</source>
        <translation>Una capa oculta no aparece en el mapa; una bloqueada no se puede seleccionar, mover, pintar ni ampliar. «Lugares de las cartas» rodea los lugares que nombran las cartas de ingresos (verde) y de aventura (rosa).</translation>
    </message>
</context>
<context>
    <name>LocationForm</name>
    <message>
        <source>Set as start</source>
        <translation>Fijar como salida</translation>
    </message>
    <message>
        <source>Set as arrival</source>
        <translation>Fijar como llegada</translation>
    </message>
    <message>
        <source>Delete location</source>
        <translation>Eliminar lugar</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Snap radius</source>
        <translation>Radio de ajuste</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Eighty Days — Journey, 2024</source>
        <translation>Eighty Days — Viaje, 2024</translation>
    </message>
    <message>
        <source>Opening a map</source>
        <extracomment>The program that made this window. The program&apos;s settings. Saves, undo and autosave (installed by the program&apos;s factory). The configuration of the tutorial&apos;s game while it is on the table: never autosaved. The map file the sheet was read from; ``None`` for a map a save carries inside it (its path there is only a note of where it once was, never a file to use). The guide&apos;s paragraph that explains the next refusal. A map chosen in the New game dialog, read on a worker thread behind a busy dialog.</extracomment>
        <translation>Abriendo un mapa</translation>
    </message>
    <message>
        <source>A computer player cannot decide</source>
        <translation>Un jugador del ordenador no puede decidir</translation>
    </message>
    <message>
        <source>File → New game to choose the players.</source>
        <translation>Archivo → Nueva partida para elegir a los jugadores.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The Edit menu (Undo, Redo, Confirm before committing).</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>Ajustar la &amp;hoja</translation>
    </message>
    <message>
        <source>&amp;My route</source>
        <translation>&amp;Mi ruta</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>Map &amp;editor…</source>
        <translation>&amp;Editor de mapas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Tutorial</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;Take the card</source>
        <translation>&amp;Tomar la carta</translation>
    </message>
    <message>
        <source>&amp;Draw the route</source>
        <translation>Trazar la &amp;ruta</translation>
    </message>
    <message>
        <source>The map cannot be read</source>
        <extracomment>F6, Shift+F6 and Alt+1 … Alt+5: the table&apos;s regions. The ring round the focused view or board. A window made as large as the screen keeps its frame, and its status bar, on it.</extracomment>
        <translation>No se puede leer el mapa</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partida no puede empezar</translation>
    </message>
    <message>
        <source>New game: seed {seed}.</source>
        <translation>Nueva partida: semilla {seed}.</translation>
    </message>
    <message>
        <source>The race cannot start</source>
        <translation>La carrera no puede empezar</translation>
    </message>
    <message>
        <source>Start the tutorial?</source>
        <translation>¿Empezar el tutorial?</translation>
    </message>
    <message>
        <source>A game is in progress. The tutorial deals a game of its own on this table; the game in progress stays in its autosave and can be resumed at the next start, or saved first with File → Save.

Start the tutorial now?</source>
        <translation>Hay una partida en curso. El tutorial reparte su propia partida en esta mesa; la partida en curso queda en su guardado automático y se puede reanudar en el próximo inicio, o guardarse antes con Archivo → Guardar.

¿Empezar el tutorial ahora?</translation>
    </message>
</context>
<context>
    <name>MapTab</name>
    <message>
        <source>x min</source>
        <translation>x mín.</translation>
    </message>
    <message>
        <source>y min</source>
        <translation>y mín.</translation>
    </message>
    <message>
        <source>x max</source>
        <translation>x máx.</translation>
    </message>
    <message>
        <source>y max</source>
        <translation>y máx.</translation>
    </message>
    <message>
        <source>Map units per ruler unit: the cards give lengths in units</source>
        <translation>Unidades del mapa por unidad de regla: las cartas dan longitudes en unidades</translation>
    </message>
    <message>
        <source>Two sheets</source>
        <translation>Dos hojas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Bounds: x from, to</source>
        <translation>Límites: x desde, hasta</translation>
    </message>
    <message>
        <source>y from, to</source>
        <translation>y desde, hasta</translation>
    </message>
    <message>
        <source>Ruler unit</source>
        <translation>Unidad de la regla</translation>
    </message>
    <message>
        <source>Coast tolerance</source>
        <translation>Tolerancia de costa</translation>
    </message>
    <message>
        <source>Antimeridian x</source>
        <translation>Antimeridiano x</translation>
    </message>
    <message>
        <source>Sheet split x</source>
        <translation>División de la hoja x</translation>
    </message>
    <message>
        <source>First sheet&apos;s name</source>
        <translation>Nombre de la primera hoja</translation>
    </message>
    <message>
        <source>Second sheet&apos;s name</source>
        <translation>Nombre de la segunda hoja</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation>Llegada</translation>
    </message>
    <message>
        <source>Background image to trace</source>
        <translation>Imagen de fondo para calcar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Over x from, to</source>
        <translation>Sobre x desde, hasta</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <source>Choose an image to trace</source>
        <extracomment>The file dialog of &quot;Choose…&quot; while it is open (kept for tests).</extracomment>
        <translation>Elegir una imagen para calcar</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>MarketWidget</name>
    <message>
        <source>{days} travel</source>
        <translation>{days} de viaje</translation>
    </message>
    <message>
        <source>{days} departure</source>
        <translation>{days} de salida</translation>
    </message>
    <message>
        <source>{days} for missing pounds</source>
        <translation>{days} por libras que faltan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Transport market&lt;/b&gt;</source>
        <extracomment>A transport choice (``TakeTransport`` or ``TakeBalloon``) the player takes. The selected choice changed (``None``: nothing selected). The player asked why no card can be taken now: the rules guide&apos;s paragraph. The card selected, its bill shown (``None``: nothing selected). Set by the table while the computer plays: clicks are announced, not selected.</extracomment>
        <translation>&lt;b&gt;Mercado de transportes&lt;/b&gt;</translation>
    </message>
    <message>
        <source> of {cost} (short by {missing})</source>
        <translation> de {cost} (faltan {missing})</translation>
    </message>
    <message>
        <source>{pounds}, {days} ({parts})</source>
        <translation>{pounds}, {days} ({parts})</translation>
    </message>
    <message>
        <source>Flip the card (+{pounds})</source>
        <translation>Dar la vuelta a la carta (+{pounds})</translation>
    </message>
    <message>
        <source>Turn a train into a ship or a ship into a train for one pound</source>
        <translation>Por una libra, un tren se convierte en barco o un barco en tren</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazo</translation>
    </message>
    <message>
        <source>+{days}d</source>
        <translation>+{days} d</translation>
    </message>
    <message>
        <source>Hover over a card to see what it would cost you.</source>
        <translation>Pasa el puntero sobre una carta para ver lo que te costaría.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Take the selected card and pay its bill (Enter)</source>
        <translation>Tomar la carta elegida y pagar su cuenta (Intro)</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Elegir de nuevo</translation>
    </message>
    <message>
        <source>Drop the selection (Esc)</source>
        <translation>Anular la selección (Esc)</translation>
    </message>
    <message>
        <source>balloon</source>
        <extracomment>The layer showing cards sliding along a row and turning over from the deck. Paints a card&apos;s other face for the flip (never shown itself).</extracomment>
        <translation>globo</translation>
    </message>
    <message>
        <source>Draw your route with the ruler on the map (Enter or “Draw route”).</source>
        <translation>Traza tu ruta con la regla en el mapa (Intro o «Trazar ruta»).</translation>
    </message>
    <message>
        <source>Why can&apos;t I take a card?</source>
        <translation>¿Por qué no puedo tomar una carta?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Hover over a card to see what it would cost you; click it to see its bill.</source>
        <translation>Pasa el puntero sobre una carta para ver lo que te costaría; haz clic en ella para ver su cuenta.</translation>
    </message>
    <message>
        <source>The market opens at the start of your turn.</source>
        <translation>El mercado abre al principio de tu turno.</translation>
    </message>
    <message>
        <source>Not available to you now.</source>
        <translation>No está disponible para ti ahora.</translation>
    </message>
    <message>
        <source>For {name}: {quote}</source>
        <translation>Para {name}: {quote}</translation>
    </message>
    <message>
        <source>
Character: {name}</source>
        <translation>
Personaje: {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bill for {name}: {card}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cuenta de {name}: {card}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pounds: {paid} of {money} in hand</source>
        <translation>Libras: {paid} de los {money} que tienes</translation>
    </message>
    <message numerus="yes">
        <source>You lack {pounds}: paid as %n more day(s), to {date}.</source>
        <translation>
            <numerusform>Te faltan {pounds}: se pagan con %n día más, hasta el {date}.</numerusform>
            <numerusform>Te faltan {pounds}: se pagan con %n días más, hasta el {date}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Inspector Fix strikes {names}: they pay {pounds} each.</source>
        <translation>El inspector Fix cae sobre {names}: cada uno paga {pounds}.</translation>
    </message>
    <message numerus="yes">
        <source>%n travel</source>
        <translation>
            <numerusform>%n de viaje</numerusform>
            <numerusform>%n de viaje</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n departure</source>
        <translation>
            <numerusform>%n de salida</numerusform>
            <numerusform>%n de salida</numerusform>
        </translation>
    </message>
    <message>
        <source>Days: {parts} → {date}</source>
        <translation>Días: {parts} → {date}</translation>
    </message>
    <message>
        <source>Brings {who} from the reserve.</source>
        <translation>Trae a {who} de la reserva.</translation>
    </message>
    <message>
        <source>Brings {who}, taken from {name}.</source>
        <translation>Trae a {who}, que se le quita a {name}.</translation>
    </message>
    <message>
        <source>{who} is yours already.</source>
        <translation>{who} ya está contigo.</translation>
    </message>
    <message>
        <source>Inspector Fix strikes {names}: they lose all their characters.</source>
        <translation>El inspector Fix cae sobre {names}: pierden todos sus personajes.</translation>
    </message>
    <message>
        <source>No Inspector Fix.</source>
        <translation>Sin inspector Fix.</translation>
    </message>
    <message>
        <source>Take it: click again, Enter or “Take”. Esc: choose again.</source>
        <translation>Tomarla: otro clic, Intro o «Tomar». Esc: elegir de nuevo.</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Show card reach</source>
        <translation>Alcance de las cartas</translation>
    </message>
    <message>
        <source>With the Measure tool: how far each transport card reaches from the press</source>
        <translation>Con la herramienta Medir: hasta dónde llega cada carta de transporte desde el punto pulsado</translation>
    </message>
    <message>
        <source>%1 ruler units</source>
        <translation>%1 unidades de regla</translation>
    </message>
    <message>
        <source>Distance: %1 ruler units (%2 map units)</source>
        <translation>Distancia: %1 unidades de regla (%2 unidades del mapa)</translation>
    </message>
</context>
<context>
    <name>MoneyTracker</name>
    <message>
        <source>Money tracker: earned {earned} (circled), spent {spent} (crossed), {money} in hand; at most {most} can be earned.</source>
        <extracomment>The height of a portrait or an adventure&apos;s picture in the panel (pixels). On a narrow panel the boxes go ten to a row (eight rows) rather than off its edge. A box&apos;s side at 100 % (pixels); it grows with the UI scale, as its number does, and is never smaller than the body text&apos;s number with a little room around it. Pounds being circled and crossed one by one.</extracomment>
        <translation>Registro de dinero: ganado {earned} (en círculo), gastado {spent} (tachado), {money} en la mano; como máximo se pueden ganar {most}.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>A Mediterranean Cruise</source>
        <translation>Un crucero por el Mediterráneo</translation>
    </message>
    <message>
        <source>Western Mediterranean</source>
        <translation>Mediterráneo occidental</translation>
    </message>
    <message>
        <source>Eastern Mediterranean</source>
        <translation>Mediterráneo oriental</translation>
    </message>
    <message>
        <source>Iberia</source>
        <translation>Iberia</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Francia</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italia</translation>
    </message>
    <message>
        <source>Greece and the Balkans</source>
        <translation>Grecia y los Balcanes</translation>
    </message>
    <message>
        <source>Asia Minor and the Levant</source>
        <translation>Asia Menor y el Levante</translation>
    </message>
    <message>
        <source>Egypt</source>
        <translation>Egipto</translation>
    </message>
    <message>
        <source>The Barbary Coast</source>
        <translation>La costa berberisca</translation>
    </message>
    <message>
        <source>The Islands</source>
        <translation>Las islas</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Lisboa</translation>
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
        <translation>Marsella</translation>
    </message>
    <message>
        <source>Lyon</source>
        <translation>Lyon</translation>
    </message>
    <message>
        <source>Nice</source>
        <translation>Niza</translation>
    </message>
    <message>
        <source>Genoa</source>
        <translation>Génova</translation>
    </message>
    <message>
        <source>Milan</source>
        <translation>Milán</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Roma</translation>
    </message>
    <message>
        <source>Naples</source>
        <translation>Nápoles</translation>
    </message>
    <message>
        <source>Brindisi</source>
        <translation>Brindisi</translation>
    </message>
    <message>
        <source>Venice</source>
        <translation>Venecia</translation>
    </message>
    <message>
        <source>Trieste</source>
        <translation>Trieste</translation>
    </message>
    <message>
        <source>Ragusa</source>
        <translation>Ragusa</translation>
    </message>
    <message>
        <source>Athens (Piraeus)</source>
        <translation>Atenas (El Pireo)</translation>
    </message>
    <message>
        <source>Salonica</source>
        <translation>Salónica</translation>
    </message>
    <message>
        <source>Constantinople</source>
        <translation>Constantinopla</translation>
    </message>
    <message>
        <source>Smyrna</source>
        <translation>Esmirna</translation>
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
        <translation>Jerusalén</translation>
    </message>
    <message>
        <source>Port Said</source>
        <translation>Port Said</translation>
    </message>
    <message>
        <source>Alexandria</source>
        <translation>Alejandría</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>El Cairo</translation>
    </message>
    <message>
        <source>Benghazi</source>
        <translation>Bengasi</translation>
    </message>
    <message>
        <source>Tripoli</source>
        <translation>Trípoli</translation>
    </message>
    <message>
        <source>Tunis</source>
        <translation>Túnez</translation>
    </message>
    <message>
        <source>Algiers</source>
        <translation>Argel</translation>
    </message>
    <message>
        <source>Oran</source>
        <translation>Orán</translation>
    </message>
    <message>
        <source>Tangier</source>
        <translation>Tánger</translation>
    </message>
    <message>
        <source>Palermo</source>
        <translation>Palermo</translation>
    </message>
    <message>
        <source>Syracuse</source>
        <translation>Siracusa</translation>
    </message>
    <message>
        <source>Valletta</source>
        <translation>La Valeta</translation>
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
        <translation>Candía</translation>
    </message>
    <message>
        <source>Larnaca</source>
        <translation>Lárnaca</translation>
    </message>
    <message>
        <source>Rhodes</source>
        <translation>Rodas</translation>
    </message>
    <message>
        <source>Vesuvius</source>
        <translation>Vesubio</translation>
    </message>
    <message>
        <source>Monte Cristo</source>
        <translation>Montecristo</translation>
    </message>
    <message>
        <source>Antekirtta</source>
        <translation>Antekirtta</translation>
    </message>
    <message>
        <source>Gourbi Island</source>
        <translation>Isla Gourbi</translation>
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
        <translation>Europa, Asia, África</translation>
    </message>
    <message>
        <source>Sicily</source>
        <translation>Sicilia</translation>
    </message>
    <message>
        <source>Sardinia</source>
        <translation>Cerdeña</translation>
    </message>
    <message>
        <source>Corsica</source>
        <translation>Córcega</translation>
    </message>
    <message>
        <source>Crete</source>
        <translation>Creta</translation>
    </message>
    <message>
        <source>Cyprus</source>
        <translation>Chipre</translation>
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
        <translation>Isla de Montecristo</translation>
    </message>
    <message>
        <source>Suez Canal</source>
        <translation>Canal de Suez</translation>
    </message>
    <message>
        <source>The Alps</source>
        <translation>Los Alpes</translation>
    </message>
    <message>
        <source>The Last Days of Pompeii</source>
        <translation>Los últimos días de Pompeya</translation>
    </message>
    <message>
        <source>The Treasure of Monte Cristo</source>
        <translation>El tesoro de Montecristo</translation>
    </message>
    <message>
        <source>Doctor Antekirtt&apos;s Island</source>
        <translation>La isla del doctor Antekirtt</translation>
    </message>
    <message>
        <source>What Was Left of Algeria</source>
        <translation>Lo que quedó de Argelia</translation>
    </message>
    <message>
        <source>The Adoption Hunt</source>
        <translation>En busca de una adopción</translation>
    </message>
    <message>
        <source>Fix Waits at Suez</source>
        <translation>Fix espera en Suez</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londres</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>París</translation>
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
        <translation>Calcuta</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapur</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>Hong Kong</translation>
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
        <translation>Nueva York</translation>
    </message>
    <message>
        <source>Liverpool</source>
        <translation>Liverpool</translation>
    </message>
    <message>
        <source>Sample Small</source>
        <translation>Ejemplo pequeño</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>Westland</source>
        <translation>Tierra del Oeste</translation>
    </message>
    <message>
        <source>The Isles</source>
        <translation>Las Islas</translation>
    </message>
    <message>
        <source>Eastland</source>
        <translation>Tierra del Este</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>West Harbour</source>
        <translation>Puerto Oeste</translation>
    </message>
    <message>
        <source>Canal Town</source>
        <translation>Villa Canal</translation>
    </message>
    <message>
        <source>The Cave</source>
        <translation>La cueva</translation>
    </message>
    <message>
        <source>Lonely Isle</source>
        <translation>Isla Solitaria</translation>
    </message>
    <message>
        <source>Far Isle</source>
        <translation>Isla Lejana</translation>
    </message>
    <message>
        <source>East Harbour</source>
        <translation>Puerto Este</translation>
    </message>
    <message>
        <source>The Fort</source>
        <translation>El fuerte</translation>
    </message>
    <message>
        <source>The Beacon</source>
        <translation>El faro</translation>
    </message>
    <message>
        <source>Long Canal</source>
        <translation>Canal Largo</translation>
    </message>
    <message>
        <source>Spine Mountains</source>
        <translation>Montes Espinazo</translation>
    </message>
    <message>
        <source>The Deep Cave</source>
        <translation>La cueva profunda</translation>
    </message>
    <message>
        <source>The World in 1872</source>
        <translation>El mundo en 1872</translation>
    </message>
    <message>
        <source>Eurasia</source>
        <translation>Eurasia</translation>
    </message>
    <message>
        <source>America</source>
        <translation>América</translation>
    </message>
    <message>
        <source>British Isles</source>
        <translation>Islas Británicas</translation>
    </message>
    <message>
        <source>Western Europe</source>
        <translation>Europa occidental</translation>
    </message>
    <message>
        <source>Northern Europe</source>
        <translation>Europa del Norte</translation>
    </message>
    <message>
        <source>Southern Europe</source>
        <translation>Europa del Sur</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Rusia</translation>
    </message>
    <message>
        <source>North Africa</source>
        <translation>Norte de África</translation>
    </message>
    <message>
        <source>Egypt and Arabia</source>
        <translation>Egipto y Arabia</translation>
    </message>
    <message>
        <source>Persia and Turkestan</source>
        <translation>Persia y Turquestán</translation>
    </message>
    <message>
        <source>Tropical and Southern Africa</source>
        <translation>África tropical y austral</translation>
    </message>
    <message>
        <source>India</source>
        <translation>India</translation>
    </message>
    <message>
        <source>Siberia</source>
        <translation>Siberia</translation>
    </message>
    <message>
        <source>China</source>
        <translation>China</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Japón</translation>
    </message>
    <message>
        <source>East Indies</source>
        <translation>Indias Orientales</translation>
    </message>
    <message>
        <source>Australasia</source>
        <translation>Australasia</translation>
    </message>
    <message>
        <source>Pacific Islands</source>
        <translation>Islas del Pacífico</translation>
    </message>
    <message>
        <source>The American West</source>
        <translation>El Oeste americano</translation>
    </message>
    <message>
        <source>The American East</source>
        <translation>El Este americano</translation>
    </message>
    <message>
        <source>Central and South America</source>
        <translation>América Central y del Sur</translation>
    </message>
    <message>
        <source>Dover</source>
        <translation>Dover</translation>
    </message>
    <message>
        <source>Dublin</source>
        <translation>Dublín</translation>
    </message>
    <message>
        <source>Edinburgh</source>
        <translation>Edimburgo</translation>
    </message>
    <message>
        <source>Fingal&apos;s Cave, Staffa</source>
        <translation>Cueva de Fingal, Staffa</translation>
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
        <translation>El Havre</translation>
    </message>
    <message>
        <source>Brest</source>
        <translation>Brest</translation>
    </message>
    <message>
        <source>Ponta Delgada, Azores</source>
        <translation>Ponta Delgada, Azores</translation>
    </message>
    <message>
        <source>Funchal, Madeira</source>
        <translation>Funchal, Madeira</translation>
    </message>
    <message>
        <source>Hamburg</source>
        <translation>Hamburgo</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlín</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>Copenhague</translation>
    </message>
    <message>
        <source>Christiania</source>
        <translation>Christiania</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>Estocolmo</translation>
    </message>
    <message>
        <source>Reykjavik</source>
        <translation>Reikiavik</translation>
    </message>
    <message>
        <source>Snæfellsjökull</source>
        <translation>Snæfellsjökull</translation>
    </message>
    <message>
        <source>Vienna</source>
        <translation>Viena</translation>
    </message>
    <message>
        <source>Valletta, Malta</source>
        <translation>La Valeta, Malta</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Atenas</translation>
    </message>
    <message>
        <source>St Petersburg</source>
        <translation>San Petersburgo</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moscú</translation>
    </message>
    <message>
        <source>Kazan</source>
        <translation>Kazán</translation>
    </message>
    <message>
        <source>Odessa</source>
        <translation>Odesa</translation>
    </message>
    <message>
        <source>Tiflis</source>
        <translation>Tiflis</translation>
    </message>
    <message>
        <source>Orenburg</source>
        <translation>Oremburgo</translation>
    </message>
    <message>
        <source>Timbuktu</source>
        <translation>Tombuctú</translation>
    </message>
    <message>
        <source>Damascus</source>
        <translation>Damasco</translation>
    </message>
    <message>
        <source>Jeddah</source>
        <translation>Yeda</translation>
    </message>
    <message>
        <source>Aden</source>
        <translation>Adén</translation>
    </message>
    <message>
        <source>Baghdad</source>
        <translation>Bagdad</translation>
    </message>
    <message>
        <source>Tehran</source>
        <translation>Teherán</translation>
    </message>
    <message>
        <source>Bushire</source>
        <translation>Bushehr</translation>
    </message>
    <message>
        <source>Muscat</source>
        <translation>Mascate</translation>
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
        <translation>Bujará</translation>
    </message>
    <message>
        <source>Samarkand</source>
        <translation>Samarcanda</translation>
    </message>
    <message>
        <source>Tashkent</source>
        <translation>Taskent</translation>
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
        <translation>Lago Chad</translation>
    </message>
    <message>
        <source>Khartoum</source>
        <translation>Jartum</translation>
    </message>
    <message>
        <source>Luanda</source>
        <translation>Luanda</translation>
    </message>
    <message>
        <source>Jamestown, St Helena</source>
        <translation>Jamestown, Santa Elena</translation>
    </message>
    <message>
        <source>Cape Town</source>
        <translation>Ciudad del Cabo</translation>
    </message>
    <message>
        <source>Durban</source>
        <translation>Durban</translation>
    </message>
    <message>
        <source>Zanzibar</source>
        <translation>Zanzíbar</translation>
    </message>
    <message>
        <source>Tamatave, Madagascar</source>
        <translation>Tamatave, Madagascar</translation>
    </message>
    <message>
        <source>Karachi</source>
        <translation>Karachi</translation>
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
        <translation>Madrás</translation>
    </message>
    <message>
        <source>Point de Galle, Ceylon</source>
        <translation>Punta de Galle, Ceilán</translation>
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
        <translation>Kiajta</translation>
    </message>
    <message>
        <source>Yakutsk</source>
        <translation>Yakutsk</translation>
    </message>
    <message>
        <source>Okhotsk</source>
        <translation>Ojotsk</translation>
    </message>
    <message>
        <source>Vladivostok</source>
        <translation>Vladivostok</translation>
    </message>
    <message>
        <source>Petropavlovsk</source>
        <translation>Petropávlovsk</translation>
    </message>
    <message>
        <source>Kashgar</source>
        <translation>Kasgar</translation>
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
        <translation>Pekín</translation>
    </message>
    <message>
        <source>Tientsin</source>
        <translation>Tientsin</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Shanghái</translation>
    </message>
    <message>
        <source>Canton</source>
        <translation>Cantón</translation>
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
        <translation>Kioto</translation>
    </message>
    <message>
        <source>Hakodate</source>
        <translation>Hakodate</translation>
    </message>
    <message>
        <source>Rangoon</source>
        <translation>Rangún</translation>
    </message>
    <message>
        <source>Bangkok</source>
        <translation>Bangkok</translation>
    </message>
    <message>
        <source>Saigon</source>
        <translation>Saigón</translation>
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
        <translation>Adelaida</translation>
    </message>
    <message>
        <source>Melbourne</source>
        <translation>Melbourne</translation>
    </message>
    <message>
        <source>Hobart, Tasmania</source>
        <translation>Hobart, Tasmania</translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation>Sídney</translation>
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
        <translation>Numea, Nueva Caledonia</translation>
    </message>
    <message>
        <source>Vanikoro</source>
        <translation>Vanikoro</translation>
    </message>
    <message>
        <source>Levuka, Fiji</source>
        <translation>Levuka, Fiyi</translation>
    </message>
    <message>
        <source>Apia, Samoa</source>
        <translation>Apia, Samoa</translation>
    </message>
    <message>
        <source>Honolulu, Hawaii</source>
        <translation>Honolulu, Hawái</translation>
    </message>
    <message>
        <source>Papeete, Tahiti</source>
        <translation>Papeete, Tahití</translation>
    </message>
    <message>
        <source>Lincoln Island</source>
        <translation>Isla Lincoln</translation>
    </message>
    <message>
        <source>Sitka</source>
        <translation>Sitka</translation>
    </message>
    <message>
        <source>Cape Bathurst</source>
        <translation>Cabo Bathurst</translation>
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
        <translation>Nueva Orleans</translation>
    </message>
    <message>
        <source>Tampa (Stone&apos;s Hill)</source>
        <translation>Tampa (Stone&apos;s Hill)</translation>
    </message>
    <message>
        <source>Niagara Falls</source>
        <translation>Cataratas del Niágara</translation>
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
        <translation>Hamilton, Bermudas</translation>
    </message>
    <message>
        <source>St John&apos;s, Newfoundland</source>
        <translation>San Juan de Terranova</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Ciudad de México</translation>
    </message>
    <message>
        <source>Veracruz</source>
        <translation>Veracruz</translation>
    </message>
    <message>
        <source>Havana, Cuba</source>
        <translation>La Habana, Cuba</translation>
    </message>
    <message>
        <source>Kingston, Jamaica</source>
        <translation>Kingston, Jamaica</translation>
    </message>
    <message>
        <source>Colón</source>
        <translation>Colón</translation>
    </message>
    <message>
        <source>Panama</source>
        <translation>Panamá</translation>
    </message>
    <message>
        <source>Callao</source>
        <translation>El Callao</translation>
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
        <translation>Carmen de Patagones, Patagonia</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>Buenos Aires</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Río de Janeiro</translation>
    </message>
    <message>
        <source>Lincoln Island (The Mysterious Island)</source>
        <translation>Isla Lincoln (La isla misteriosa)</translation>
    </message>
    <message>
        <source>Himalaya</source>
        <translation>Himalaya</translation>
    </message>
    <message>
        <source>Journey to the Centre of the Earth</source>
        <translation>Viaje al centro de la Tierra</translation>
    </message>
    <message>
        <source>The Courier of the Tsar</source>
        <translation>El correo del zar</translation>
    </message>
    <message>
        <source>The Mysterious Island</source>
        <translation>La isla misteriosa</translation>
    </message>
    <message>
        <source>Over Africa by Balloon</source>
        <translation>En globo sobre África</translation>
    </message>
    <message>
        <source>The Wrecks of Vanikoro</source>
        <translation>Los naufragios de Vanikoro</translation>
    </message>
    <message>
        <source>Along the Thirty-Seventh Parallel</source>
        <translation>A lo largo del paralelo 37</translation>
    </message>
    <message>
        <source>The Great Eastern at Niagara</source>
        <translation>El Great Eastern en el Niágara</translation>
    </message>
    <message>
        <source>The Rock Carried Off</source>
        <translation>La roca arrebatada</translation>
    </message>
    <message>
        <source>Storm in the China Sea</source>
        <translation>Tormenta en el mar de la China</translation>
    </message>
    <message>
        <source>A typhoon drives the Tankadere off course. Go back 2 spaces.</source>
        <translation>Un tifón desvía a la Tankadera de su rumbo. Retrocede 2 casillas.</translation>
    </message>
    <message>
        <source>Fix&apos;s warrant</source>
        <translation>La orden de arresto de Fix</translation>
    </message>
    <message>
        <source>Detective Fix finally holds his warrant. Go back 3 spaces.</source>
        <translation>El detective Fix tiene por fin su orden de arresto. Retrocede 3 casillas.</translation>
    </message>
    <message>
        <source>The Sioux attack</source>
        <translation>El ataque de los sioux</translation>
    </message>
    <message>
        <source>Sioux warriors attack the train near Fort Kearney. Go back 3 spaces.</source>
        <translation>Guerreros sioux atacan el tren cerca de Fort Kearney. Retrocede 3 casillas.</translation>
    </message>
    <message>
        <source>Shoes in the pagoda of Malabar Hill</source>
        <translation>Zapatos en la pagoda de Malabar Hill</translation>
    </message>
    <message>
        <source>Passepartout entered the temple in his shoes and must flee the priests. Go back 2 spaces.</source>
        <translation>Passepartout entró en el templo con los zapatos puestos y debe huir de los sacerdotes. Retrocede 2 casillas.</translation>
    </message>
    <message>
        <source>A herd of bison</source>
        <translation>Una manada de bisontes</translation>
    </message>
    <message>
        <source>Thousands of bison cross the line and the train must wait. Go back 1 space.</source>
        <translation>Miles de bisontes cruzan la vía y el tren debe esperar. Retrocede 1 casilla.</translation>
    </message>
    <message>
        <source>Before the court of Calcutta</source>
        <translation>Ante el tribunal de Calcuta</translation>
    </message>
    <message>
        <source>Judge Obadiah sentences Passepartout for the temple affair. Go back 2 spaces.</source>
        <translation>El juez Obadiah condena a Passepartout por el asunto del templo. Retrocede 2 casillas.</translation>
    </message>
    <message>
        <source>The coal runs out</source>
        <translation>Se acaba el carbón</translation>
    </message>
    <message>
        <source>The Henrietta&apos;s bunkers are empty in mid-Atlantic. Go back 1 space.</source>
        <translation>Las carboneras de la Henrietta se vacían en pleno Atlántico. Retrocede 1 casilla.</translation>
    </message>
    <message>
        <source>The Medicine Bow bridge</source>
        <translation>El puente de Medicine Bow</translation>
    </message>
    <message>
        <source>The driver takes the shaky bridge at full steam and it holds. Go forward 3 spaces.</source>
        <translation>El maquinista cruza el puente inestable a todo vapor y el puente aguanta. Avanza 3 casillas.</translation>
    </message>
    <message>
        <source>A word with the engine driver</source>
        <translation>Unas palabras con el maquinista</translation>
    </message>
    <message>
        <source>A few of Mr Fogg&apos;s bank notes make the train run faster. Go forward 2 spaces.</source>
        <translation>Unos cuantos billetes de banco del señor Fogg hacen que el tren corra más. Avanza 2 casillas.</translation>
    </message>
    <message>
        <source>The sail sledge</source>
        <translation>El trineo de vela</translation>
    </message>
    <message>
        <source>Mudge&apos;s sledge flies over the frozen prairie to Omaha. Go forward 2 spaces.</source>
        <translation>El trineo de Mudge vuela sobre la pradera helada hasta Omaha. Avanza 2 casillas.</translation>
    </message>
    <message>
        <source>A fair monsoon</source>
        <translation>Un monzón favorable</translation>
    </message>
    <message>
        <source>The Rangoon runs before the monsoon. Go forward 1 space.</source>
        <translation>El Rangoon navega con el monzón a favor. Avanza 1 casilla.</translation>
    </message>
    <message>
        <source>Passepartout&apos;s short cut</source>
        <translation>El atajo de Passepartout</translation>
    </message>
    <message>
        <source>Passepartout knows a quicker way to the harbour. Go forward 1 space.</source>
        <translation>Passepartout conoce un camino más rápido al puerto. Avanza 1 casilla.</translation>
    </message>
    <message>
        <source>The Carnatic sighted</source>
        <translation>A la vista del Carnatic</translation>
    </message>
    <message>
        <source>The Tankadere signals the steamer off Shanghai and is taken aboard. Go forward 3 spaces.</source>
        <translation>La Tankadera hace señales al vapor frente a Shanghái y la suben a bordo. Avanza 3 casillas.</translation>
    </message>
    <message>
        <source>Aboard the Mongolia</source>
        <translation>A bordo del Mongolia</translation>
    </message>
    <message>
        <source>The Mongolia beats her schedule to Bombay. Move forward to the next wind rose space.</source>
        <translation>El Mongolia llega a Bombay antes de lo previsto. Avanza hasta la siguiente casilla de rosa de los vientos.</translation>
    </message>
    <message>
        <source>The express from Omaha</source>
        <translation>El expreso de Omaha</translation>
    </message>
    <message>
        <source>A through train to Chicago is just leaving. Move forward to the next great travel station.</source>
        <translation>Un tren directo a Chicago está a punto de salir. Avanza hasta la siguiente gran estación de viaje.</translation>
    </message>
    <message>
        <source>Through the Suez Canal</source>
        <translation>Por el canal de Suez</translation>
    </message>
    <message>
        <source>The new canal saves the voyage round Africa. Move forward to the next great travel station.</source>
        <translation>El nuevo canal ahorra la vuelta a África. Avanza hasta la siguiente gran estación de viaje.</translation>
    </message>
    <message>
        <source>The pilot boat</source>
        <translation>La lancha del práctico</translation>
    </message>
    <message>
        <source>A pilot boat takes you out to a ship about to sail. Move forward to the next wind rose space.</source>
        <translation>Una lancha del práctico te lleva a un barco a punto de zarpar. Avanza hasta la siguiente casilla de rosa de los vientos.</translation>
    </message>
    <message>
        <source>The railway ends at Kholby</source>
        <translation>El ferrocarril termina en Kholby</translation>
    </message>
    <message>
        <source>Fifty miles of the line were never built. Go back to the previous wind rose space.</source>
        <translation>Cincuenta millas de la línea nunca se construyeron. Retrocede hasta la anterior casilla de rosa de los vientos.</translation>
    </message>
    <message>
        <source>Left behind in Yokohama</source>
        <translation>Abandonado en Yokohama</translation>
    </message>
    <message>
        <source>Passepartout missed the boat and must be fetched. Go back to the previous great travel station.</source>
        <translation>Passepartout perdió el barco y hay que ir a buscarlo. Retrocede hasta la anterior gran estación de viaje.</translation>
    </message>
    <message>
        <source>The steamer has sailed</source>
        <translation>El vapor ha zarpado</translation>
    </message>
    <message>
        <source>The Carnatic left without you. Miss your next turn.</source>
        <translation>El Carnatic se fue sin ti. Pierdes tu próximo turno.</translation>
    </message>
    <message>
        <source>In the opium den</source>
        <translation>En el fumadero de opio</translation>
    </message>
    <message>
        <source>Fix drugs Passepartout in a Hong Kong tavern. Miss your next turn.</source>
        <translation>Fix droga a Passepartout en una taberna de Hong Kong. Pierdes tu próximo turno.</translation>
    </message>
    <message>
        <source>Locked up in Liverpool</source>
        <translation>Encerrado en Liverpool</translation>
    </message>
    <message>
        <source>Fix arrests Mr Fogg at the custom house until the mistake is found. Miss your next turn.</source>
        <translation>Fix detiene al señor Fogg en la aduana hasta que se descubre el error. Pierdes tu próximo turno.</translation>
    </message>
    <message>
        <source>Mr Fogg&apos;s carpet bag</source>
        <translation>El saco de viaje del señor Fogg</translation>
    </message>
    <message>
        <source>Twenty thousand pounds in bank notes open every door. Draw 2 action cards.</source>
        <translation>Veinte mil libras en billetes de banco abren todas las puertas. Roba 2 cartas de acción.</translation>
    </message>
    <message>
        <source>Rescuing Aouda</source>
        <translation>El rescate de Aouda</translation>
    </message>
    <message>
        <source>Aouda is saved from the pyre and joins the journey. Draw 2 action cards.</source>
        <translation>Aouda se salva de la hoguera y se une al viaje. Roba 2 cartas de acción.</translation>
    </message>
    <message>
        <source>Whist on the train</source>
        <translation>Whist en el tren</translation>
    </message>
    <message>
        <source>Mr Fogg wins a rubber across the prairie. Draw 1 action card.</source>
        <translation>El señor Fogg gana una partida cruzando la pradera. Roba 1 carta de acción.</translation>
    </message>
    <message>
        <source>Sir Francis Cromarty&apos;s advice</source>
        <translation>El consejo de sir Francis Cromarty</translation>
    </message>
    <message>
        <source>The brigadier knows India like his pocket. Draw 2 action cards.</source>
        <translation>El brigadier conoce la India como la palma de su mano. Roba 2 cartas de acción.</translation>
    </message>
    <message>
        <source>The Long Noses of Batulcar</source>
        <translation>Las Narices Largas de Batulcar</translation>
    </message>
    <message>
        <source>Passepartout earns his fare in a Yokohama circus. Draw 1 action card.</source>
        <translation>Passepartout se gana el pasaje en un circo de Yokohama. Roba 1 carta de acción.</translation>
    </message>
    <message>
        <source>Bail in Calcutta</source>
        <translation>La fianza de Calcuta</translation>
    </message>
    <message>
        <source>Mr Fogg pays two thousand pounds of bail. Discard 1 action card at random.</source>
        <translation>El señor Fogg paga dos mil libras de fianza. Descarta 1 carta de acción al azar.</translation>
    </message>
    <message>
        <source>Buying the Henrietta</source>
        <translation>La compra de la Henrietta</translation>
    </message>
    <message>
        <source>Captain Speedy sells his ship at a fantastic price. Discard 2 action cards at random.</source>
        <translation>El capitán Speedy vende su barco a un precio fabuloso. Descarta 2 cartas de acción al azar.</translation>
    </message>
    <message>
        <source>Thieves in Hong Kong</source>
        <translation>Ladrones en Hong Kong</translation>
    </message>
    <message>
        <source>A pickpocket works the crowded quay. Discard 1 action card at random.</source>
        <translation>Un carterista actúa en el muelle abarrotado. Descarta 1 carta de acción al azar.</translation>
    </message>
    <message>
        <source>A gale on the Pacific</source>
        <translation>Un temporal en el Pacífico</translation>
    </message>
    <message>
        <source>The General Grant rides it out, the others do not. Every other figure goes back 2 spaces.</source>
        <translation>El General Grant lo capea y los demás no. Todas las demás figuras retroceden 2 casillas.</translation>
    </message>
    <message>
        <source>Snow in the Sierra Nevada</source>
        <translation>Nieve en Sierra Nevada</translation>
    </message>
    <message>
        <source>Snow blocks the passes behind your train. Every other figure goes back 1 space.</source>
        <translation>La nieve bloquea los pasos detrás de tu tren. Todas las demás figuras retroceden 1 casilla.</translation>
    </message>
    <message>
        <source>Fix shadows the leader</source>
        <translation>Fix sigue al que va en cabeza</translation>
    </message>
    <message>
        <source>Fix takes the leaders for the bank robber. Every figure ahead of yours goes back 2 spaces.</source>
        <translation>Fix toma a los que van en cabeza por el ladrón del banco. Todas las figuras por delante de la tuya retroceden 2 casillas.</translation>
    </message>
    <message>
        <source>A telegram from Scotland Yard</source>
        <translation>Un telegrama de Scotland Yard</translation>
    </message>
    <message>
        <source>The police wait at the next port. Every figure ahead of yours goes back 1 space.</source>
        <translation>La policía espera en el próximo puerto. Todas las figuras por delante de la tuya retroceden 1 casilla.</translation>
    </message>
    <message>
        <source>Buying an elephant</source>
        <translation>La compra de un elefante</translation>
    </message>
    <message>
        <source>Mr Fogg buys Kiouni for two thousand pounds. The wind rose turns to the elephant.</source>
        <translation>El señor Fogg compra a Kiouni por dos mil libras. La rosa de los vientos gira hacia el elefante.</translation>
    </message>
    <message>
        <source>Chartering a steamer</source>
        <translation>El flete de un vapor</translation>
    </message>
    <message>
        <source>No liner leaves today, so Mr Fogg hires his own. The wind rose turns to the ship.</source>
        <translation>Hoy no sale ningún paquebote, así que el señor Fogg fleta el suyo. La rosa de los vientos gira hacia el barco.</translation>
    </message>
    <message>
        <source>The Pacific Railroad</source>
        <translation>El ferrocarril del Pacífico</translation>
    </message>
    <message>
        <source>The new line runs from ocean to ocean. The wind rose turns to the train.</source>
        <translation>La nueva línea va de océano a océano. La rosa de los vientos gira hacia el tren.</translation>
    </message>
    <message>
        <source>The stage coach</source>
        <translation>La diligencia</translation>
    </message>
    <message>
        <source>Where the rails end, the coach goes on. The wind rose turns to the coach.</source>
        <translation>Donde acaban los raíles, sigue la diligencia. La rosa de los vientos gira hacia la diligencia.</translation>
    </message>
    <message>
        <source>A change of wind</source>
        <translation>Un cambio de viento</translation>
    </message>
    <message>
        <source>Captain Speedy&apos;s sails fill again. Move the wind rose if you like, then play another card.</source>
        <translation>Las velas del capitán Speedy vuelven a hincharse. Mueve la rosa de los vientos si quieres y juega otra carta.</translation>
    </message>
    <message>
        <source>Not a minute lost</source>
        <translation>Ni un minuto perdido</translation>
    </message>
    <message>
        <source>Phileas Fogg never wastes a moment. Play another card.</source>
        <translation>Phileas Fogg nunca pierde un instante. Juega otra carta.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <extracomment>A seat&apos;s default name as kept untranslated (a setup kept in English, offered in German). The choices of the seat column: (shown text, seat kind, computer level).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Ordenador: experto</translation>
    </message>
    <message>
        <source>Easy: heads east on cheap tickets and seldom hunts for fame.</source>
        <extracomment>One line per computer level, shown under the seats.</extracomment>
        <translation>Fácil: viaja hacia el este con billetes baratos y rara vez busca fama.</translation>
    </message>
    <message>
        <source>Normal: weighs every ticket and route for fame, money and the way home.</source>
        <translation>Normal: sopesa cada billete y cada ruta por fama, dinero y el camino de vuelta.</translation>
    </message>
    <message>
        <source>Hard: also looks a turn ahead, races for the first arrival and plays Fix on purpose.</source>
        <translation>Difícil: además mira un turno por delante, compite por llegar primero y juega a Fix a propósito.</translation>
    </message>
    <message>
        <source>Expert: tries its best tickets against sampled draws and replies (journey only).</source>
        <translation>Experto: prueba sus mejores billetes contra robos y respuestas simulados (solo el viaje).</translation>
    </message>
    <message>
        <source>Who plays this seat: a person, or the computer at a level</source>
        <translation>Quién juega en este asiento: una persona o el ordenador en un nivel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Journey, 2024</source>
        <translation>Viaje, 2024</translation>
    </message>
    <message>
        <source>Race, 1986</source>
        <translation>Carrera, 1986</translation>
    </message>
    <message>
        <source>Token</source>
        <extracomment>The journey&apos;s part of the dialog (hidden while the race is chosen). The race&apos;s part (the race&apos;s own setup form), made when the race is first chosen.</extracomment>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>Character cards (front for a first game)</source>
        <translation>Cartas de personaje (anverso para la primera partida)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Anverso</translation>
    </message>
    <message>
        <source>Back (B)</source>
        <translation>Reverso (B)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>The same seed deals the same cards</source>
        <translation>La misma semilla reparte las mismas cartas</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Map file:</source>
        <translation>Archivo del mapa:</translation>
    </message>
    <message>
        <source>Play on this map: who plays?</source>
        <extracomment>The map is fixed (a game on the editor&apos;s map): only the seats are asked.</extracomment>
        <translation>Jugar en este mapa: ¿quién juega?</translation>
    </message>
    <message>
        <source>Each player needs a different token shape.</source>
        <translation>Cada jugador necesita una forma de ficha distinta.</translation>
    </message>
    <message>
        <source>Choose a map</source>
        <translation>Elegir un mapa</translation>
    </message>
    <message>
        <source>Map files (*.yaml *.yml)</source>
        <translation>Archivos de mapa (*.yaml *.yml)</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Nuevo mapa</translation>
    </message>
    <message>
        <source>Start from the default map&apos;s coastlines</source>
        <translation>Empezar con las costas del mapa predeterminado</translation>
    </message>
    <message>
        <source>Width (map units)</source>
        <translation>Anchura (unidades del mapa)</translation>
    </message>
    <message>
        <source>Height (map units)</source>
        <translation>Altura (unidades del mapa)</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pasa el ordenador a {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Soy {name}: muestra mis cartas</translation>
    </message>
</context>
<context>
    <name>PictureMaker</name>
    <message>
        <source>A picture of the album could not be drawn: {reason}</source>
        <extracomment>Width in pixels of the kept pictures of the sheets. How every PNG file begins, and its last chunk (IEND) as it ends a whole file. A picture being written is named ``.ID-N.png.XXXX.tmp.png`` (its format from the suffix). A temporary picture older than this was left by a killed program. How many album entries&apos; pictures are looked at per turn of the event loop. How long the status bar shows a picture that could not be drawn (ms). the games replayed from their saves, by entry id (None: the save is broken)</extracomment>
        <translation>No se ha podido dibujar una imagen del álbum: {reason}</translation>
    </message>
</context>
<context>
    <name>PlacesTable</name>
    <message>
        <source>Filter: part of an id, a name, a type or an area</source>
        <extracomment>The columns: the location&apos;s field each shows. Sorting numbers as numbers. A row was chosen: the place&apos;s id (the window selects it on the map).</extracomment>
        <translation>Filtro: parte de un identificador, un nombre, un tipo o una zona</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Snap radius</source>
        <translation>Radio de ajuste</translation>
    </message>
    <message>
        <source>Set type of selected</source>
        <translation>Fijar el tipo de los seleccionados</translation>
    </message>
    <message>
        <source>Set area of selected</source>
        <translation>Fijar la zona de los seleccionados</translation>
    </message>
    <message>
        <source>{shown} of {total} places</source>
        <extracomment>Why the last value typed was refused, else empty.</extracomment>
        <translation>{shown} de {total} lugares</translation>
    </message>
    <message>
        <source>{text} does not fit the column {column}: the place is as it was.</source>
        <translation>{text} no encaja en la columna {column}: el lugar queda como estaba.</translation>
    </message>
    <message>
        <source>The id {text} is taken: the place is as it was.</source>
        <translation>El identificador {text} ya está en uso: el lugar queda como estaba.</translation>
    </message>
</context>
<context>
    <name>PlayerColour</name>
    <message>
        <source>Vermillion</source>
        <extracomment>Okabe &amp; Ito (2008), &quot;Color Universal Design&quot;: distinguishable with any colour vision. Yellow is left out (it vanishes on paper); black is the ink of the map itself.</extracomment>
        <translation>Bermellón</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Bluish green</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <source>Reddish purple</source>
        <translation>Púrpura rojizo</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Azul cielo</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Player sheet</source>
        <translation>Hoja del jugador</translation>
    </message>
    <message>
        <source>Balloons: each type once per game; unused ones score 1 fame</source>
        <translation>Globos: cada tipo una vez por partida; cada uno sin usar da 1 punto de fama</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Registro de turnos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Registro de turnos</translation>
    </message>
    <message>
        <source>Starting London</source>
        <translation>Salida de Londres</translation>
    </message>
    <message>
        <source>en route (no place)</source>
        <translation>en camino (ningún lugar)</translation>
    </message>
    <message>
        <source>journey ended</source>
        <translation>terminó</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>llegó</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {money} in hand · {value} · {status}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {money} en la mano · {value} · {status}</translation>
    </message>
    <message>
        <source>Balloons: </source>
        <translation>Globos: </translation>
    </message>
    <message>
        <source>front</source>
        <translation>anverso</translation>
    </message>
    <message>
        <source>back (B)</source>
        <translation>reverso (B)</translation>
    </message>
    <message>
        <source>Characters:&lt;br&gt;</source>
        <translation>Personajes:&lt;br&gt;</translation>
    </message>
    <message>
        <source>Characters: none</source>
        <translation>Personajes: ninguno</translation>
    </message>
    <message>
        <source>Adventure cards: </source>
        <translation>Cartas de aventura: </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Areas visited ({count}): </source>
        <translation>Zonas visitadas ({count}): </translation>
    </message>
</context>
<context>
    <name>PlayersBox</name>
    <message>
        <source>Players</source>
        <extracomment>A name field is at least this wide: a long name is seen whole.</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jugadores:</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>The seat rows&apos; grid: row 0 holds the column titles, seat ``i`` goes in row i + 1.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Quién juega</translation>
    </message>
    <message>
        <source>Each player needs a different colour.</source>
        <translation>Cada jugador necesita un color distinto.</translation>
    </message>
    <message>
        <source>Each player needs a different name.</source>
        <translation>Cada jugador necesita un nombre distinto.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>color</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>asiento</translation>
    </message>
    <message>
        <source>Player {number}: {control}</source>
        <translation>Jugador {number}: {control}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>figura</translation>
    </message>
</context>
<context>
    <name>PolygonForm</name>
    <message>
        <source>Delete vertex</source>
        <translation>Eliminar vértice</translation>
    </message>
    <message>
        <source>Delete this hole</source>
        <translation>Eliminar este agujero</translation>
    </message>
    <message>
        <source>Delete polygon</source>
        <translation>Eliminar polígono</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vértice</translation>
    </message>
    <message>
        <source>The selected vertex&apos;s x</source>
        <translation>x del vértice seleccionado</translation>
    </message>
    <message>
        <source>The selected vertex&apos;s y</source>
        <translation>y del vértice seleccionado</translation>
    </message>
    <message>
        <source>Vertex x, y</source>
        <translation>Vértice x, y</translation>
    </message>
    <message>
        <source>Drag a vertex to move it (it snaps to other vertices); double-click an edge to insert one; Delete removes the selected vertex or polygon. The Draw hole tool (H) cuts a hole (a lake, an inland sea) in the selected polygon.</source>
        <translation>Arrastra un vértice para moverlo (se ajusta a otros vértices); doble clic en una arista inserta uno; Supr elimina el vértice o el polígono seleccionado. La herramienta «Agujero» (H) recorta un agujero (un lago, un mar interior) en el polígono seleccionado.</translation>
    </message>
    <message>
        <source>ring {ring}, vertex {number}: ({x}, {y})</source>
        <translation>anillo {ring}, vértice {number}: ({x}; {y})</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>nada seleccionado</translation>
    </message>
</context>
<context>
    <name>Program</name>
    <message>
        <source>Another Eighty Days program is running on this data folder: this one is the second, and leaves that one&apos;s games in progress alone.</source>
        <extracomment>The program&apos;s command, its windows&apos; X11 instance name (the desktop entry&apos;s StartupWMClass). The desktop entry&apos;s id (packaging/linux/&lt;id&gt;.desktop): the Wayland app id. The kinds of window whose size and place the settings keep. Sizes of windows shown for the first time. Every window the program opened, oldest first (closed ones stay listed). The games in progress, shared by the program&apos;s windows (each holds a lock on the game on its table). Another program was already running on this data folder at the start: this one leaves that one&apos;s games in progress alone. The list of games in progress now open (tests drive it). The last problem shown by the program itself (a game that cannot be continued). Windows shown before the window manager framed them: fitted again once their frame is known (a title bar that pushed the status bar off a 1024×700 screen). The journey window the last &quot;Play on this map&quot; of an editor played in. The last game&apos;s opponents&apos; tables asked for at the start (``start_journey``).</extracomment>
        <translation>Ya hay otro programa Eighty Days usando esta carpeta de datos: este es el segundo y no toca las partidas en curso del otro.</translation>
    </message>
    <message>
        <source>The game cannot be continued</source>
        <translation>No se puede continuar la partida</translation>
    </message>
    <message>
        <source>Another Eighty Days program is playing this game.</source>
        <translation>Otro programa Eighty Days está jugando esta partida.</translation>
    </message>
    <message>
        <source>Daily journey of {date} continued.</source>
        <translation>Se continúa el viaje del día {date}.</translation>
    </message>
</context>
<context>
    <name>PropertyPanel</name>
    <message>
        <source>Selection</source>
        <translation>Selección</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
</context>
<context>
    <name>PublicPanel</name>
    <message>
        <source>deck</source>
        <extracomment>The height of an adventure card&apos;s picture (pixels). Fame per adventure icon (rulebook, Final Scoring: each icon is 2 fame). The income card&apos;s places: a gold square around each. The highlighted adventure place. How faint the other players&apos; routes are drawn (alpha, 0–255).</extracomment>
        <translation>mazo</translation>
    </message>
    <message>
        <source>train +{days}</source>
        <translation>tren +{days}</translation>
    </message>
    <message>
        <source>ship +{days}</source>
        <translation>barco +{days}</translation>
    </message>
    <message>
        <source>at sea or in open country</source>
        <translation>en el mar o en campo abierto</translation>
    </message>
    <message>
        <source>route ends at sea or in open country</source>
        <translation>la ruta termina en el mar o en campo abierto</translation>
    </message>
    <message>
        <source>route ends at {place}</source>
        <translation>la ruta termina en {place}</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>Hovering an adventure card: its location id (``None``: nothing hovered). An adventure card was clicked: centre the map on its location id. The &quot;other players&apos; routes&quot; toggle changed.</extracomment>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adventure cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartas de aventura&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Characters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Personajes&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Income card&lt;/b&gt; (its places are marked in gold)</source>
        <translation>&lt;b&gt;Carta de ingresos&lt;/b&gt; (sus lugares están marcados en dorado)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jugadores&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show the other players&apos; routes faintly</source>
        <translation>Mostrar tenues las rutas de los demás jugadores</translation>
    </message>
    <message>
        <source>Every other player&apos;s route on the sheet you look at, in their colours: who is furthest ahead (Inspector Fix) and who heads for an adventure.</source>
        <translation>La ruta de cada uno de los demás jugadores en la hoja que estás viendo, en su color: quién va más adelantado (inspector Fix) y quién se dirige a una aventura.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>anverso</translation>
    </message>
    <message>
        <source>back</source>
        <translation>reverso</translation>
    </message>
    <message>
        <source>in the reserve</source>
        <translation>en la reserva</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; ({side}) — {holder}&lt;br&gt;{ability}&lt;br&gt;&lt;i&gt;Icon in the market: {where}&lt;/i&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ({side}) — {holder}&lt;br&gt;{ability}&lt;br&gt;&lt;i&gt;Icono en el mercado: {where}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;{mark}: {where}; {money}, {date}&lt;br&gt;fame so far: money {money_fame}, balloons {balloons}, areas {areas}, adventures {adventures}, calendar {calendar} — {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;{mark}: {where}; {money}, {date}&lt;br&gt;fama hasta ahora: dinero {money_fame}, globos {balloons}, zonas {areas}, aventuras {adventures}, calendario {calendar} — {total}</translation>
    </message>
    <message>
        <source>open: the first to end a route there takes it</source>
        <translation>libre: el primero que termine una ruta allí se la queda</translation>
    </message>
    <message>
        <source>claimed by {name}</source>
        <translation>conseguida por {name}</translation>
    </message>
    <message>
        <source>claimed by {name} on turn {turn}</source>
        <translation>conseguida por {name} en el turno {turn}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — {place}&lt;br&gt;{icons} · {fame} · {status}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — {place}&lt;br&gt;{icons} · {fame} · {status}</translation>
    </message>
    <message numerus="yes">
        <source>%n icon(s)</source>
        <translation>
            <numerusform>%n icono</numerusform>
            <numerusform>%n iconos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n punto de fama</numerusform>
            <numerusform>%n puntos de fama</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceBoard</name>
    <message>
        <source>Space {index}</source>
        <extracomment>A city&apos;s name: its type&apos;s size on the board (scene units per pixel of the font). The sizes a city&apos;s name is tried at where it finds no room (shares of its size). How far short of a name its line stops (degrees). A city&apos;s name lies nearer its own space than any other&apos;s by this much (degrees). Neighbouring spaces are drawn at least this far apart (degrees). How far beyond its neighbours a crowded city&apos;s name may be written, a line leading to it (degrees beyond the disc). The sea&apos;s light wash over the paper. One step of a pawn from a space to the next, at normal speed (ms). The longest walk shown, at normal speed (ms): long moves step faster. How long the celebration of the winner lasts, at normal speed (ms).</extracomment>
        <translation>Casilla {index}</translation>
    </message>
    <message>
        <source>Coach</source>
        <extracomment>The wind rose&apos;s four fields; the train is red as on the board (Beispiel: &quot;roten Feld&quot;).</extracomment>
        <translation>Diligencia</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Tren</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefante</translation>
    </message>
    <message>
        <source>The start in London.</source>
        <extracomment>Fill colour and a one-letter symbol for each kind of space.</extracomment>
        <translation>La salida en Londres.</translation>
    </message>
    <message>
        <source>A plain space: the turn ends here.</source>
        <translation>Una casilla normal: el turno termina aquí.</translation>
    </message>
    <message>
        <source>Wind rose space: turn the wind rose (or not), then play another card.</source>
        <translation>Casilla de rosa de los vientos: gira la rosa de los vientos (o no) y juega otra carta.</translation>
    </message>
    <message>
        <source>Telescope space: draw an event card and carry it out.</source>
        <translation>Casilla de catalejo: roba una carta de evento y ejecútala.</translation>
    </message>
    <message>
        <source>Handcuff space: your own figure goes back 3 spaces.</source>
        <translation>Casilla de esposas: tu propia figura retrocede 3 casillas.</translation>
    </message>
    <message>
        <source>Great travel station: play another card, or draw 1–2 if none of yours fits.</source>
        <translation>Gran estación de viaje: juega otra carta, o roba 1 o 2 si ninguna de las tuyas sirve.</translation>
    </message>
    <message>
        <source>London: the first figure to arrive wins the race.</source>
        <translation>Londres: la primera figura en llegar gana la carrera.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>plain space</source>
        <translation>casilla normal</translation>
    </message>
    <message>
        <source>wind rose space</source>
        <translation>casilla de rosa de los vientos</translation>
    </message>
    <message>
        <source>telescope space</source>
        <translation>casilla de catalejo</translation>
    </message>
    <message>
        <source>handcuff space</source>
        <translation>casilla de esposas</translation>
    </message>
    <message>
        <source>great travel station</source>
        <translation>gran estación de viaje</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londres</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>diligencia</translation>
    </message>
    <message>
        <source>train</source>
        <translation>tren</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>barco</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>wind rose</source>
        <translation>rosa de los vientos</translation>
    </message>
    <message>
        <source>handcuffs</source>
        <translation>esposas</translation>
    </message>
    <message>
        <source>money bag</source>
        <translation>bolsa de dinero</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triángulo</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Rombo</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Estrella</translation>
    </message>
</context>
<context>
    <name>RaceComputerSeats</name>
    <message>
        <source>plays {card} backward</source>
        <extracomment>The pause after each computer decision before it is played, at normal speed (ms).</extracomment>
        <translation>juega {card} hacia atrás</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>juega {card}</translation>
    </message>
    <message>
        <source>pays a money bag</source>
        <translation>paga una bolsa de dinero</translation>
    </message>
    <message>
        <source>goes back</source>
        <translation>retrocede</translation>
    </message>
    <message>
        <source>draws {cards}</source>
        <translation>roba {cards}</translation>
    </message>
    <message>
        <source>turns the wind rose to {transport}</source>
        <translation>gira la rosa de los vientos hacia {transport}</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>jumps 5 spaces and draws 5 cards</source>
        <translation>salta 5 casillas y roba 5 cartas</translation>
    </message>
    <message>
        <source>declines the jump and its cards</source>
        <translation>renuncia al salto y a sus cartas</translation>
    </message>
    <message>
        <source>{name} (computer) is playing…</source>
        <translation>{name} (ordenador) está jugando…</translation>
    </message>
    <message>
        <source>{name} (computer) {does}.</source>
        <translation>{name} (ordenador) {does}.</translation>
    </message>
    <message>
        <source>The computer cannot play on. File → New race starts another race.</source>
        <translation>El ordenador no puede seguir jugando. Archivo → Nueva carrera empieza otra carrera.</translation>
    </message>
</context>
<context>
    <name>RaceHint</name>
    <message>
        <source>end the turn</source>
        <extracomment>The key of Game → Hint (as in the journey window). The other actions a hint may name, by their kind.</extracomment>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>take the jump</source>
        <translation>acepta el salto</translation>
    </message>
    <message>
        <source>decline the jump</source>
        <translation>renuncia al salto</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>defiéndete</translation>
    </message>
    <message>
        <source>accept the penalty</source>
        <translation>acepta la penalización</translation>
    </message>
    <message>
        <source>turn the wind rose</source>
        <translation>gira la rosa de los vientos</translation>
    </message>
    <message>
        <source>carry out the event</source>
        <translation>ejecuta el evento</translation>
    </message>
    <message>
        <source>keep the event card</source>
        <translation>guarda la carta de evento</translation>
    </message>
    <message>
        <source>exchange cards</source>
        <translation>cambia cartas</translation>
    </message>
    <message>
        <source>play the event card you kept</source>
        <translation>juega la carta de evento que guardaste</translation>
    </message>
    <message>
        <source>the choice the table offers</source>
        <extracomment>What a hint says of an action not named above.</extracomment>
        <translation>la opción que ofrece la mesa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>the ``RaceWindow`` (controller, computer seats, status bar, Game menu) the hint named last, and its line hints asked in the race on the table (its first state, to tell another race)</extracomment>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>juega {card}</translation>
    </message>
    <message>
        <source>discard {card}: at most two cards into London</source>
        <translation>descarta {card}: como máximo dos cartas hasta Londres</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Pista: {reason}</translation>
    </message>
    <message>
        <source>The race is over: there is no move to hint.</source>
        <translation>La carrera ha terminado: no hay ninguna jugada que sugerir.</translation>
    </message>
    <message>
        <source>The computer is playing now: a hint is for your own move.</source>
        <translation>Ahora juega el ordenador: una pista es para tu propia jugada.</translation>
    </message>
    <message>
        <source>The cards are hidden: show them first, a hint names one of them.</source>
        <translation>Las cartas están ocultas: muéstralas primero, una pista nombra una de ellas.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>No hint could be worked out: {reason}</source>
        <translation>No se ha podido encontrar una pista: {reason}</translation>
    </message>
</context>
<context>
    <name>RaceHints</name>
    <message numerus="yes">
        <source>play {card}: %n space(s) on, to space {space}</source>
        <translation>
            <numerusform>juega {card}: %n casilla adelante, hasta la casilla {space}</numerusform>
            <numerusform>juega {card}: %n casillas adelante, hasta la casilla {space}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n card(s): no card in hand is worth playing now</source>
        <translation>
            <numerusform>roba %n carta: ahora no vale la pena jugar ninguna carta de la mano</numerusform>
            <numerusform>roba %n cartas: ahora no vale la pena jugar ninguna carta de la mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceLog</name>
    <message>
        <source>Click to see this event card.</source>
        <extracomment>Kinds of events shown in bold (the ones that change the race most). Log kinds that reveal an event card. A line of an event card was clicked (or activated): the ``LogEvent``. The events shown, one per line, oldest first.</extracomment>
        <translation>Haz clic para ver esta carta de evento.</translation>
    </message>
</context>
<context>
    <name>RaceOffers</name>
    <message>
        <source>space {number}</source>
        <translation>la casilla {number}</translation>
    </message>
    <message>
        <source>Backward</source>
        <extracomment>The space the figure would move to (before any space acts), if the card moves it.</extracomment>
        <translation>Hacia atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Hacia delante</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La carrera ha terminado.</translation>
    </message>
    <message>
        <source>Not now: {name} has to decide.</source>
        <translation>Ahora no: {name} tiene que decidir.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>Es el turno de {name}.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>Event cards are kept only in the expert variant.</source>
        <translation>Las cartas de evento solo se guardan en la variante para expertos.</translation>
    </message>
    <message>
        <source>{name}: {source} sends you back from {start} to {end}. Pay a money bag to cancel it?</source>
        <translation>{name}: {source} te hace retroceder de {start} a {end}. ¿Pagas una bolsa de dinero para anularlo?</translation>
    </message>
    <message>
        <source>The jump of 5 spaces takes you from {start} into London: you win the race. Or decline it: you stay where you are and your turn ends.</source>
        <translation>El salto de 5 casillas te lleva de {start} a Londres: ganas la carrera. O renuncia a él: te quedas donde estás y tu turno termina.</translation>
    </message>
    <message>
        <source>Jump 5 spaces from {start} to {end} and draw 5 new cards, or decline both: you stay where you are, draw nothing, and your turn ends.</source>
        <translation>Salta 5 casillas de {start} a {end} y roba 5 cartas nuevas, o renuncia a ambas cosas: te quedas donde estás, no robas nada y tu turno termina.</translation>
    </message>
</context>
<context>
    <name>RaceSession</name>
    <message>
        <source>&lt;race&gt;</source>
        <extracomment>The game ``_humans`` describes (its configuration): a new game has its own seats.</extracomment>
        <translation>&lt;carrera&gt;</translation>
    </message>
</context>
<context>
    <name>RaceSetup</name>
    <message>
        <source>Travel cards forward or backward</source>
        <extracomment>The expert switches with their labels (Spiel für erfahrene Weltreisende).</extracomment>
        <translation>Cartas de viaje hacia delante o hacia atrás</translation>
    </message>
    <message>
        <source>Finish only with no cards left</source>
        <translation>Llegar a la meta solo sin cartas en la mano</translation>
    </message>
    <message>
        <source>Keep one event card to play later</source>
        <translation>Guardar una carta de evento para jugarla más tarde</translation>
    </message>
    <message>
        <source>Events that move you onto a special space trigger it</source>
        <translation>Los eventos que te llevan a una casilla especial la activan</translation>
    </message>
    <message>
        <source>Opponents moved by an event obey handcuff spaces</source>
        <translation>Los rivales movidos por un evento respetan las casillas de esposas</translation>
    </message>
    <message>
        <source>A travel card may move your pawn its number of spaces backward instead of forward: more ways to reach a useful space.</source>
        <extracomment>What each expert switch changes, for the form (the rulebook&apos;s &quot;Spiel für erfahrene Weltreisende&quot;, one sentence each).</extracomment>
        <translation>Una carta de viaje puede mover tu figura su número de casillas hacia atrás en lugar de hacia delante: más formas de llegar a una casilla útil.</translation>
    </message>
    <message>
        <source>You may reach London only with no cards left in your hand.</source>
        <translation>Solo puedes llegar a Londres sin cartas en la mano.</translation>
    </message>
    <message>
        <source>An event card drawn may be kept (one at most) and played later, before or after an action card; it cannot be taken to the finish.</source>
        <translation>Una carta de evento robada puede guardarse (una como máximo) y jugarse más tarde, antes o después de una carta de acción; no se puede llevar a la meta.</translation>
    </message>
    <message>
        <source>A pawn moved by your event card onto a wind rose, telescope or handcuff space takes that space&apos;s effect.</source>
        <translation>Una figura que tu carta de evento lleva a una casilla de rosa de los vientos, de catalejo o de esposas recibe el efecto de esa casilla.</translation>
    </message>
    <message>
        <source>Other players&apos; pawns moved by an event card obey only a handcuff space.</source>
        <translation>Las figuras de los demás jugadores movidas por una carta de evento solo respetan la casilla de esposas.</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>How strong the computer plays the seat: &quot;easy&quot;, &quot;normal&quot; or &quot;hard&quot; (computer seats). The choices of the seat column: (shown text, who plays, computer level).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>Who plays this seat: a person, or the computer at a level</source>
        <translation>Quién juega en este asiento: una persona o el ordenador en un nivel</translation>
    </message>
</context>
<context>
    <name>RaceSetupDialog</name>
    <message>
        <source>New race (1986)</source>
        <translation>Nueva carrera (1986)</translation>
    </message>
</context>
<context>
    <name>RaceSetupWidget</name>
    <message>
        <source>Pawn</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The transport the wind rose shows at the start</source>
        <translation>El transporte que muestra la rosa de los vientos al empezar</translation>
    </message>
    <message>
        <source>Wind rose starts on:</source>
        <translation>La rosa de los vientos empieza en:</translation>
    </message>
    <message>
        <source>Expert variant:</source>
        <extracomment>The sentence under each expert switch that says what it changes.</extracomment>
        <translation>Variante para expertos:</translation>
    </message>
    <message>
        <source>The same seed shuffles the same cards</source>
        <translation>La misma semilla baraja las mismas cartas</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Each player needs a different pawn shape.</source>
        <translation>Cada jugador necesita una forma de figura distinta.</translation>
    </message>
</context>
<context>
    <name>RaceTable</name>
    <message>
        <source>{winner} has reached London: the race is over.</source>
        <translation>{winner} ha llegado a Londres: la carrera ha terminado.</translation>
    </message>
    <message>
        <source>{victim} may pay a money bag to cancel the move back.</source>
        <translation>{victim} puede pagar una bolsa de dinero para anular el retroceso.</translation>
    </message>
    <message>
        <source>{name}: turn the wind rose (click a field) or leave it on the {rose}; then play another card.</source>
        <translation>{name}: gira la rosa de los vientos (haz clic en un campo) o déjala en {rose}; después juega otra carta.</translation>
    </message>
    <message>
        <source>{name}: carry out the event card now, or keep it for later.</source>
        <translation>{name}: ejecuta la carta de evento ahora o guárdala para más tarde.</translation>
    </message>
    <message>
        <source>{name}: your hand is played out: jump 5 spaces and draw 5 cards, or decline both.</source>
        <translation>{name}: has jugado todas tus cartas: salta 5 casillas y roba 5 cartas, o renuncia a ambas cosas.</translation>
    </message>
    <message>
        <source>{name}: great travel station: play another card, or draw 1–2 if none fits, or end the turn.</source>
        <translation>{name}: gran estación de viaje: juega otra carta, roba 1 o 2 si ninguna sirve, o termina el turno.</translation>
    </message>
    <message>
        <source>{name}: play another card ({rose} cards or special cards) or end the turn.</source>
        <translation>{name}: juega otra carta (cartas de {rose} o cartas especiales) o termina el turno.</translation>
    </message>
    <message>
        <source>{name}: play your kept event or end the turn.</source>
        <translation>{name}: juega el evento que guardaste o termina el turno.</translation>
    </message>
    <message>
        <source>{name}: play a card ({rose} cards or special cards) or draw 1 or 2 cards instead of moving.</source>
        <translation>{name}: juega una carta (cartas de {rose} o cartas especiales) o roba 1 o 2 cartas en lugar de mover.</translation>
    </message>
    <message>
        <source>Race track</source>
        <extracomment>The players&apos; list: the height of one row at 100 %, and how many rows it shows. The log&apos;s least height at 100 % (about two lines): the event card comes first. A race was put on the table (``start``: new, opened, resumed): its ``RaceState``. Who has said they are at the screen (hot seat); None: nobody yet. The state the log was last brought up to (None: the log is to be rebuilt). The event card entry shown in the Event panel (None: no card). Only shown, never played (the replay viewer): no control that plays is enabled.</extracomment>
        <translation>Recorrido de la carrera</translation>
    </message>
    <message>
        <source>The kinds of space; rest the mouse on a space for its rule.</source>
        <translation>Los tipos de casilla; deja el ratón sobre una casilla para ver su regla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Turn the wind rose to:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Girar la rosa de los vientos hacia:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>Robar 1</translation>
    </message>
    <message>
        <source>Draw 2</source>
        <translation>Robar 2</translation>
    </message>
    <message>
        <source>Exchange 2…</source>
        <translation>Cambiar 2…</translation>
    </message>
    <message>
        <source>Discard 1…</source>
        <translation>Descartar 1…</translation>
    </message>
    <message>
        <source>Play kept event</source>
        <translation>Jugar el evento guardado</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Wind rose</source>
        <translation>Rosa de los vientos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Race log</source>
        <translation>Registro de la carrera</translation>
    </message>
    <message>
        <source>Wind rose, players, event card and log</source>
        <translation>Rosa de los vientos, jugadores, carta de evento y registro</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Mano</translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation>&amp;Recorrido</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>Re&amp;gistro</translation>
    </message>
    <message>
        <source>space {position}/{finish}</source>
        <translation>casilla {position}/{finish}</translation>
    </message>
    <message>
        <source>{name}: {where}, {count} cards</source>
        <translation>{name}: {where}, {count} cartas</translation>
    </message>
    <message>
        <source>, 1 event kept</source>
        <translation>, 1 evento guardado</translation>
    </message>
    <message>
        <source>, misses a turn</source>
        <translation>, pierde un turno</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La carrera ha terminado.</translation>
    </message>
    <message>
        <source>{name} must answer {source}.</source>
        <translation>{name} debe responder a {source}.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn. The cards stay hidden until they are at the screen.</source>
        <translation>Es el turno de {name}. Las cartas siguen ocultas hasta que esté ante la pantalla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&apos;s hand&lt;/b&gt; ({count} cards)</source>
        <translation>&lt;b&gt;Cartas de {name}&lt;/b&gt; ({count} cartas)</translation>
    </message>
    <message>
        <source> (leave it)</source>
        <translation> (dejarla)</translation>
    </message>
    <message>
        <source>Draw 1 card instead of moving.</source>
        <translation>Robar 1 carta en lugar de mover.</translation>
    </message>
    <message>
        <source>Draw 2 cards instead of moving.</source>
        <translation>Robar 2 cartas en lugar de mover.</translation>
    </message>
    <message>
        <source>Exchange 2 of your 12+ cards (the turn).</source>
        <translation>Cambiar 2 de tus 12 o más cartas (todo el turno).</translation>
    </message>
    <message>
        <source>Discard 1 card instead of moving.</source>
        <translation>Descartar 1 carta en lugar de mover.</translation>
    </message>
    <message>
        <source>Play the event card you kept.</source>
        <translation>Jugar la carta de evento que guardaste.</translation>
    </message>
    <message>
        <source>End your turn here.</source>
        <translation>Terminar tu turno aquí.</translation>
    </message>
    <message>
        <source>A replay only shows the race.</source>
        <translation>Una repetición solo muestra la carrera; aquí no se juega.</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <source>{name} drew an event card</source>
        <translation>{name} ha robado una carta de evento</translation>
    </message>
    <message>
        <source>{name} played an event card</source>
        <translation>{name} ha jugado una carta de evento</translation>
    </message>
    <message>
        <source>Click the two cards you want to exchange.</source>
        <translation>Haz clic en las dos cartas que quieres cambiar.</translation>
    </message>
    <message>
        <source>Click the card you want to discard.</source>
        <translation>Haz clic en la carta que quieres descartar.</translation>
    </message>
</context>
<context>
    <name>RaceWindow</name>
    <message>
        <source>Eighty Days — Race, 1986</source>
        <extracomment>Tools → Settings… (the program opens its settings dialog). File → Quit (the program closes all its windows).</extracomment>
        <translation>Eighty Days — Carrera, 1986</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The program that made this window and its saves (set by the program&apos;s factory). The last problem shown in a message box (a computer seat that cannot play).</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New race…</source>
        <translation>&amp;Nueva carrera…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Whole track</source>
        <translation>&amp;Recorrido completo</translation>
    </message>
    <message>
        <source>&amp;Follow the player</source>
        <translation>&amp;Seguir al jugador</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>Draw &amp;1 card</source>
        <translation>Robar &amp;1 carta</translation>
    </message>
    <message>
        <source>Draw &amp;2 cards</source>
        <translation>Robar &amp;2 cartas</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Terminar el turno</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <extracomment>F6, Shift+F6 and Alt+1 … Alt+4: the table&apos;s regions. The ring round the focused view or board. A window made as large as the screen keeps its frame, and its status bar, on it.</extracomment>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>New race: seed {seed}.</source>
        <extracomment>Beside a refusal: opens the guide at why a card cannot be played.</extracomment>
        <translation>Nueva carrera: semilla {seed}.</translation>
    </message>
    <message>
        <source>Race of {names} opened: {winner} has won.</source>
        <translation>Carrera de {names} abierta: {winner} ha ganado.</translation>
    </message>
    <message>
        <source>Race of {names} opened at turn {turn}: {name} to play.</source>
        <translation>Carrera de {names} abierta en el turno {turn}: le toca a {name}.</translation>
    </message>
    <message>
        <source>A computer player cannot decide</source>
        <translation>Un jugador del ordenador no puede decidir</translation>
    </message>
    <message>
        <source>The race cannot start</source>
        <translation>La carrera no puede empezar</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>&amp;Next region</source>
        <extracomment>The keys of the next and the previous region.</extracomment>
        <translation>Región &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous region</source>
        <translation>Región &amp;anterior</translation>
    </message>
    <message>
        <source>{region}: nothing to use there now.</source>
        <extracomment>One action per region, in the regions&apos; order (Alt+number).</extracomment>
        <translation>{region}: ahora no hay nada que usar ahí.</translation>
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
        <translation>Repetición — {value}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <extracomment>The one person&apos;s name, in a race still in progress against computers. A race in progress: no hand can be revealed (between several people none is shown; against computers only the one person&apos;s own).</extracomment>
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Una acción atrás (Izquierda)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Una acción adelante (Derecha)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Las manos siguen ocultas</translation>
    </message>
    <message>
        <source>The race is still in progress: the replay shows only {name}&apos;s hand until it is over.</source>
        <translation>La carrera aún está en curso: la repetición solo muestra la mano de {name} hasta que termine.</translation>
    </message>
    <message>
        <source>The race is still in progress and more than one person plays it: the replay shows no hand until it is over.</source>
        <translation>La carrera aún está en curso y la juegan varias personas: la repetición no muestra ninguna mano hasta que termine.</translation>
    </message>
    <message>
        <source>Start of the game (0 of {total} actions)</source>
        <translation>Principio de la partida (0 de {total} acciones)</translation>
    </message>
    <message>
        <source>Action {position} of {total}: {action}</source>
        <translation>Acción {position} de {total}: {action}</translation>
    </message>
</context>
<context>
    <name>RulerItem</name>
    <message>
        <source>{name} ruler: {units} units, {marks} detour mark(s). Click a marked place to aim, click again to draw. Drag any part to turn it; Shift+wheel or ←/→ (Shift: fine) turn; &lt; and &gt; pick a hinge; ↑/↓ move the stop; Page Down and Page Up lay it on the places it reaches; Enter draws; Esc puts it back.</source>
        <extracomment>Rotation steps (degrees) for the arrow keys and the wheel; Shift gives the fine step. Half the card&apos;s width on screen, in pixels. The length label&apos;s opacity where it would cover a place name, or under the pointer. The room round the length label&apos;s text inside its box (pixels, both sides together). Half the hit area of a handle and of the card&apos;s band (logical pixels at 100 %): the mouse grabs within 24 px, scaled with the UI scale. How far beyond the card&apos;s end the turning handle sits, in pixels. The used route (map points) changed: the controller judges it. The player asked to draw the route (Enter, or a double click on the ruler). The selected hinge (segment index) changed. How far along the route it first goes wrong (map units), ``None``: nowhere. The pose Esc goes back to: the last one laid by a click (or the first). Where the length label was last written (scene units) and whether it was faded.</extracomment>
        <translation>Regla ({name}): {units} unidades, {marks} marca(s) de desvío. Haz clic en un lugar marcado para apuntar y otra vez para trazar. Arrastra cualquier parte para girarla; Mayús+rueda o ←/→ (Mayús: más fino) giran; &lt; y &gt; eligen una articulación; ↑/↓ mueven el final; Av Pág y Re Pág la colocan en los lugares a los que llega; Intro traza; Esc la devuelve.</translation>
    </message>
    <message>
        <source>{transport} {used} of {length} units</source>
        <translation>{transport} {used} de {length} unidades</translation>
    </message>
</context>
<context>
    <name>RulesGuideDialog</name>
    <message>
        <source>Rules</source>
        <extracomment>The guide&apos;s file in a language: ``rules-guide-&lt;code&gt;.html`` beside this module.</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules guide</source>
        <extracomment>The language the guide is shown in.</extracomment>
        <translation>Guía de reglas</translation>
    </message>
</context>
<context>
    <name>Safekeeping</name>
    <message>
        <source>The map cannot be autosaved: {error}</source>
        <translation>No se puede guardar automáticamente el mapa: {error}</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>¿Restaurar los cambios sin guardar?</translation>
    </message>
    <message>
        <source>The map editor closed without saving {title} (autosaved {when}). Restore those changes?</source>
        <translation>El editor de mapas se cerró sin guardar {title} (guardado automático {when}). ¿Restaurar esos cambios?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of {title}.</source>
        <translation>Se han restaurado los cambios sin guardar de {title}.</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir r&amp;eciente</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} ya no está.</translation>
    </message>
</context>
<context>
    <name>SaveController</name>
    <message>
        <source>Around the World in 80 Days (2024 journey)</source>
        <extracomment>The settings key of the folder the file dialogs used last. The folder the file dialogs start in before one was used: ``&lt;data folder&gt;/saves``. The games&apos; titles (``saves.games.RULES[kind].title``), marked for lupdate: a message naming a game looks its title up in the chosen language.</extracomment>
        <translation>La vuelta al mundo en 80 días (viaje, 2024)</translation>
    </message>
    <message>
        <source>Around the World in 80 Days (1986 race)</source>
        <translation>La vuelta al mundo en 80 días (carrera, 1986)</translation>
    </message>
    <message>
        <source>Eighty Days games ({patterns});;All files (*)</source>
        <translation>Partidas de Eighty Days ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Eighty Days games and challenges ({patterns});;Challenges ({challenges});;All files (*)</source>
        <translation>Partidas y desafíos de Eighty Days ({patterns});;Desafíos ({challenges});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>Journey</source>
        <translation>Viaje</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>A game was loaded and put on the table (the ``LoadedGame``). A save was written (its path). A replay window was opened (the ``ReplayWindow``). A save read in the background is done (its path; a problem was shown if it failed). File → Games in progress… (the program opens the list). The game on the table was put aside among the games in progress (its id). The games in progress (the program&apos;s, shared by its windows). The id of the game on the table among the games in progress (None until its first action is saved). What the save does not say of a game (a daily journey&apos;s date; set by the program). Off: nothing is autosaved (a caller that turns autosave off for a while). The busy indicator while a save is read in the background. Opens a save of the other game in a window of its kind (set by the program). Plays a challenge file chosen in File → Open (the journal&apos;s open-challenge path). A state for which the autosave is not written (the tutorial&apos;s game). Makes the replay viewers (the program&apos;s, with its Settings).</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir r&amp;eciente</translation>
    </message>
    <message>
        <source>&amp;Games in progress…</source>
        <translation>Partidas en c&amp;urso…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>Ver una re&amp;petición…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Repetir es&amp;ta partida</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>(no hay partidas recientes)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>No se ha guardado la partida</translation>
    </message>
    <message>
        <source>Saved to {path}.</source>
        <translation>Guardada en {path}.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>The game cannot be opened here</source>
        <translation>No se puede abrir la partida aquí</translation>
    </message>
    <message>
        <source>Opened {path}.</source>
        <translation>Abierto {path}.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>No se puede abrir la repetición</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening a game</source>
        <translation>Abriendo una partida</translation>
    </message>
    <message>
        <source>Watch a replay</source>
        <translation>Ver una repetición</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>esta partida</translation>
    </message>
    <message>
        <source>The replay cannot be shown</source>
        <translation>No se puede mostrar la repetición</translation>
    </message>
    <message>
        <source>The unfinished game was kept in File → Games in progress.</source>
        <translation>La partida sin terminar se ha guardado en Archivo → Partidas en curso.</translation>
    </message>
    <message>
        <source>Autosave failed: this game is not being saved</source>
        <translation>Falló el guardado automático: esta partida no se está guardando</translation>
    </message>
    <message>
        <source>{reason}

The warning stays until an autosave succeeds; File → Save as keeps the game elsewhere.</source>
        <translation>{reason}

El aviso se mantiene hasta que un guardado automático funcione; Archivo → Guardar como guarda la partida en otro sitio.</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>Total</source>
        <extracomment>The sender&apos;s route is drawn dashed in this ink, yours in your colour.</extracomment>
        <translation>Total</translation>
    </message>
    <message>
        <source>Money</source>
        <extracomment>How long each category&apos;s row takes to fill in, at normal speed (ms). Scoring categories (rulebook, End of the Journey and Scoring) with their explanation.</extracomment>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>1 fame point for every 3 pounds left</source>
        <translation>1 punto de fama por cada 3 libras que te queden</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>12 for the first back in London, 5 for later ones, else 0</source>
        <translation>12 para el primero en volver a Londres, 5 para los siguientes, si no 0</translation>
    </message>
    <message>
        <source>Balloons</source>
        <translation>Globos</translation>
    </message>
    <message>
        <source>1 fame point per balloon not used</source>
        <translation>1 punto de fama por cada globo sin usar</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <source>1 fame point per area visited</source>
        <translation>1 punto de fama por cada zona visitada</translation>
    </message>
    <message>
        <source>Adventures</source>
        <translation>Aventuras</translation>
    </message>
    <message>
        <source>2 per adventure location visited and per card icon</source>
        <translation>2 por cada lugar de aventura visitado y por cada icono de carta</translation>
    </message>
    <message>
        <source>End of the journey: scoring</source>
        <translation>Fin del viaje: puntuación</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>¡{name} gana!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>¡{names} y {last} comparten la victoria!</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player {value}</source>
        <extracomment>How strong the computer plays this seat: &quot;easy&quot;, &quot;normal&quot;, &quot;hard&quot; or &quot;expert&quot; (computer seats). The race as its page describes it (the race chosen), else ``None``.</extracomment>
        <translation>Jugador {value}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Ink colour (Okabe–Ito colour-blind-safe palette)</source>
        <translation>Color de tinta (paleta Okabe–Ito, apta para daltónicos)</translation>
    </message>
    <message>
        <source>Token shape on the calendar, so tokens differ by more than colour</source>
        <translation>Forma de la ficha en el calendario, para que las fichas no se distingan solo por el color</translation>
    </message>
</context>
<context>
    <name>SeedEdit</name>
    <message>
        <source>The seed must be a whole number from 0 to {largest}.</source>
        <translation>La semilla debe ser un número entero de 0 a {largest}.</translation>
    </message>
</context>
<context>
    <name>SelectionTab</name>
    <message>
        <source>Click a place or a polygon to select it.

Tools: Select (S), Add location (L), Draw land (D), Draw canal (C), Draw mountains (M), Draw hole (H, in the selected polygon), Draw area tint (T, for the area chosen in the Areas tab), Measure (R; Shift+R shows the cards&apos; reach). While drawing, click each vertex; Enter, a double-click or a click on the first vertex closes the polygon.</source>
        <translation>Haz clic en un lugar o un polígono para seleccionarlo.

Herramientas: Seleccionar (S), Añadir lugar (L), Tierra (D), Canal (C), Montañas (M), Agujero (H, en el polígono seleccionado), Tinte de zona (T, para la zona elegida en la pestaña «Zonas»), Medir (R; Mayús+R muestra el alcance de las cartas). Al dibujar, haz clic en cada vértice; Intro, un doble clic o un clic en el primer vértice cierra el polígono.</translation>
    </message>
    <message>
        <source>{places} place(s) and {vertices} vertex(es) selected: drag one of them to move them all (one undo step). Shift- or Ctrl-click a place or a vertex to add or remove it; Shift-drag on the map to add what a box holds.</source>
        <translation>{places} lugar(es) y {vertices} vértice(s) seleccionados: arrastra uno para moverlos todos (un solo paso para deshacer). Mayús o Ctrl + clic en un lugar o un vértice lo añade o lo quita; arrastrar con Mayús en el mapa añade lo que abarca el recuadro.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>The settings were stored (the ``AppSettings`` that holds them).</extracomment>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the program.</source>
        <translation>Un idioma nuevo se usa a partir del próximo inicio del programa.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animación:</translation>
    </message>
    <message>
        <source>Text size in percent</source>
        <translation>Tamaño del texto en porcentaje</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Tamaño del texto:</translation>
    </message>
    <message>
        <source>C&amp;onfirm before committing a route or a card</source>
        <translation>C&amp;onfirmar antes de fijar una ruta o una carta</translation>
    </message>
    <message>
        <source>&amp;Show where the ruler can go</source>
        <translation>&amp;Mostrar adónde llega la regla</translation>
    </message>
    <message>
        <source>Mark the places the card in hand can reach this turn. Off: judge the distances yourself, as on the paper pad (clicking to aim works either way).</source>
        <translation>Marca los lugares a los que llega este turno la carta que tienes en la mano. Desactivado: calcula tú las distancias, como en el bloc de papel (apuntar con un clic funciona en ambos casos).</translation>
    </message>
    <message>
        <source>Take a market card with one &amp;click</source>
        <translation>Tomar una carta del mercado con un &amp;clic</translation>
    </message>
    <message>
        <source>Off: a click shows the card&apos;s bill and a second click (or Enter) takes it. On: the first click takes the card.</source>
        <translation>Desactivado: un clic muestra la cuenta de la carta y un segundo clic (o Intro) la toma. Activado: el primer clic toma la carta.</translation>
    </message>
    <message>
        <source>The system asks for reduced motion ({settings}): nothing moves, whatever the speed chosen here.</source>
        <translation>El sistema pide movimiento reducido ({settings}): nada se mueve, sea cual sea la velocidad elegida aquí.</translation>
    </message>
</context>
<context>
    <name>SheetRender</name>
    <message>
        <source>{map} — a blank sheet</source>
        <translation>{map} — una hoja en blanco</translation>
    </message>
    <message>
        <source>{map} — {name}&apos;s sheet: {money} in hand (earned {earned}, spent {spent}), {date}, {routes} route(s)</source>
        <translation>{map} — hoja de {name}: {money} en la mano (ganado {earned}, gastado {spent}), {date}, {routes} ruta(s)</translation>
    </message>
    <message>
        <source>the image could not be saved to {path}</source>
        <translation>no se ha podido guardar la imagen en {path}</translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message>
        <source>City: income cards pay here</source>
        <translation>Ciudad: aquí pagan las cartas de ingresos</translation>
    </message>
    <message>
        <source>Port: ships may leave or reach the coast here</source>
        <translation>Puerto: aquí los barcos pueden dejar o alcanzar la costa</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Isla</translation>
    </message>
    <message>
        <source>Outpost</source>
        <translation>Puesto avanzado</translation>
    </message>
    <message>
        <source>Adventure location: 2 fame points when your route ends here</source>
        <translation>Lugar de aventura: 2 puntos de fama cuando tu ruta termina aquí</translation>
    </message>
    <message>
        <source>Area: {name} (1 fame point for ending a route here)</source>
        <extracomment>Size of a place&apos;s symbol on screen, in pixels. The table under the sheets. The date line&apos;s ink. How near (pixels) the pointer must be to a place for its tooltip. The printed features over the land in drawing order: (path, pen, brush). The sheets of the pad (scene rectangles) with their names. One path for all the land the rules use (their union): it is filled, rippled and inked as a whole (kept on disk from one start to the next: ``land_cache``). The coast&apos;s water-lines (worked out just after the first paint, kept per zoom).</extracomment>
        <translation>Zona: {name} (1 punto de fama por terminar una ruta aquí)</translation>
    </message>
    <message>
        <source>{name}: sea for ships, land for trains</source>
        <translation>{name}: mar para los barcos, tierra para los trenes</translation>
    </message>
    <message>
        <source>Canal</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>{name}: no route may cross them, balloons included</source>
        <translation>{name}: ninguna ruta puede cruzarlas, tampoco un globo</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montañas</translation>
    </message>
    <message>
        <source>International date line</source>
        <extracomment>The peaks&apos; layout with the work it took (grid points, crossings, lookups).</extracomment>
        <translation>Línea de cambio de fecha</translation>
    </message>
    <message>
        <source>The antimeridian: crossing it eastwards wins a day back</source>
        <translation>El antimeridiano: cruzarlo hacia el este hace recuperar un día</translation>
    </message>
    <message>
        <source>{name}: an adventure card waits here</source>
        <extracomment>How long after its first drawing the sheet&apos;s finishing touches come (ms; see ``SheetScene.finish_art``): the window shows first. Length of one screen pixel in map units at the view&apos;s zoom (for handles). The moments: the route&apos;s pen stroke, an arrival&apos;s celebration, a winner&apos;s frame. Whether the finishing touches are drawn (see ``finish_art``).</extracomment>
        <translation>{name}: aquí espera una carta de aventura</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>people only</source>
        <extracomment>Colours of the fame categories (colour-blind safe, Okabe–Ito). The fame chart shows at most this many of the latest journeys.</extracomment>
        <translation>solo personas</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixto</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Games played</source>
        <extracomment>what went wrong reading the database (hidden when nothing did)</extracomment>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Fame (best / median)</source>
        <translation>Fama (mejor / mediana)</translation>
    </message>
    <message>
        <source>Back in London (best / median)</source>
        <translation>De vuelta en Londres (mejor / mediana)</translation>
    </message>
    <message>
        <source>Journeys in time</source>
        <translation>Viajes a tiempo</translation>
    </message>
    <message>
        <source>Daily journey</source>
        <translation>Viaje del día</translation>
    </message>
    <message>
        <source>Wins per opponent level</source>
        <translation>Victorias por nivel de los rivales</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Wins per number of players</source>
        <translation>Victorias por número de jugadores</translation>
    </message>
    <message>
        <source>Fame by category, journey by journey</source>
        <translation>Fama por categoría, viaje a viaje</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {reason}</source>
        <translation>No se pueden leer las estadísticas: {reason}</translation>
    </message>
    <message>
        <source>The figures below are made from the album.</source>
        <translation>Las cifras de abajo salen del álbum.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n journey(s)</source>
        <translation>
            <numerusform>%n viaje</numerusform>
            <numerusform>%n viajes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n carrera</numerusform>
            <numerusform>%n carreras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n game(s) of computers only)</source>
        <translation>
            <numerusform>(y %n partida solo de ordenadores)</numerusform>
            <numerusform>(y %n partidas solo de ordenadores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n hint(s) asked)</source>
        <translation>
            <numerusform>(%n pista pedida)</numerusform>
            <numerusform>(%n pistas pedidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{done} of {total} ({share:.0%})</source>
        <translation>{done} de {total} ({share:.0%})</translation>
    </message>
    <message numerus="yes">
        <source>streak: %n day(s)</source>
        <translation>
            <numerusform>racha: %n día</numerusform>
            <numerusform>racha: %n días</numerusform>
        </translation>
    </message>
    <message>
        <source>best: {fame} fame</source>
        <translation>mejor: {fame} de fama</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished journeys yet.</source>
        <translation>Aún no hay viajes terminados.</translation>
    </message>
</context>
<context>
    <name>TokenShape</name>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Cuadrado</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triángulo</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Rombo</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <source>Train</source>
        <translation>Tren</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <source>Balloon</source>
        <translation>Globo</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome to the journey</source>
        <extracomment>The settings key that remembers the tutorial was shown (first start only). The first income card pays £2 in Paris (the step on income shows it). The balloon whose bill teaches the missing pounds: £12 with £10 in hand. The card a good player takes first here (the hard level&apos;s choice): the middle ship, £1, 4 days + 1 for its place, its ruler reaching Le Havre across the Channel. Where the learner&apos;s first route ends: Le Havre, in Western Europe, an area not yet visited. The seat the player learns with (the other seat is the second traveller).</extracomment>
        <translation>Te damos la bienvenida al viaje</translation>
    </message>
    <message>
        <source>You start in London on {date} and race round the world. Each turn you take a transport card, pay for it in pounds and days, and draw your route on the map with the card&apos;s ruler. This tutorial plays one turn with you. Press Next to begin.</source>
        <translation>Sales de Londres el {date} y das la vuelta al mundo. En cada turno tomas una carta de transporte, la pagas en libras y días y trazas tu ruta en el mapa con la regla de la carta. Este tutorial juega un turno contigo. Pulsa «Siguiente» para empezar.</translation>
    </message>
    <message>
        <source>1. Read the bill: missing pounds cost days</source>
        <translation>1. Lee la cuenta: las libras que faltan cuestan días</translation>
    </message>
    <message>
        <source>The market on the right offers trains, ships and three balloons. Click the Charlière balloon (the middle balloon) once: its bill appears below the market. The balloon costs {price} and you have only {money}. You may still take it, but each missing pound costs one more day. Do not take it: look at the bill.</source>
        <translation>El mercado de la derecha ofrece trenes, barcos y tres globos. Haz clic una vez en el globo Charlière (el globo del medio): su cuenta aparece bajo el mercado. El globo cuesta {price} y solo tienes {money}. Aun así puedes tomarlo, pero cada libra que falta cuesta un día más. No lo tomes: mira la cuenta.</translation>
    </message>
    <message>
        <source>2. Take a cheap card</source>
        <translation>2. Toma una carta barata</translation>
    </message>
    <message>
        <source>3. The calendar moves</source>
        <translation>3. El calendario avanza</translation>
    </message>
    <message>
        <source>You paid the ticket and your day token moved on the calendar at the top: {days}, from {start} to {end} (the card&apos;s days, and one more for its place in the middle of the row). The player furthest back on the calendar always plays next. Press Next.</source>
        <translation>Has pagado el billete y tu ficha de días ha avanzado en el calendario de arriba: {days}, del {start} al {end} (los días de la carta y uno más por su sitio en el medio de la fila). Siempre juega a continuación el jugador más retrasado en el calendario. Pulsa «Siguiente».</translation>
    </message>
    <message>
        <source>4. Aim by clicking</source>
        <translation>4. Apunta con un clic</translation>
    </message>
    <message>
        <source>The card&apos;s ruler now lies on the map at London. Green rings mark every place it can reach this turn (a dashed blue ring: only by bending the ruler at its red detour mark). Click Le Havre, south across the Channel in France: the ruler lies down on it. The mouse wheel zooms the map; drag with the middle button (or Space and drag) to move it.</source>
        <translation>La regla de la carta está ahora en el mapa, en Londres. Los anillos verdes marcan cada lugar al que llega este turno (un anillo azul discontinuo: solo doblando la regla en su marca roja de desvío). Haz clic en El Havre, al sur, al otro lado del canal de la Mancha, en Francia: la regla se coloca sobre él. La rueda del ratón hace zoom en el mapa; arrastra con el botón central (o Espacio y arrastrar) para moverlo.</translation>
    </message>
    <message>
        <source>5. Draw the route to Le Havre</source>
        <translation>5. Traza la ruta hasta El Havre</translation>
    </message>
    <message>
        <source>A good first move is cheap and goes somewhere new. Take the middle ship: click it to see its bill, then click it again or press Take. It costs {price}, so you keep your pounds: they buy faster cards later and are fame at the end. With the keyboard: the arrow keys to it, Enter (its bill), then Enter again.</source>
        <translation>Un buen primer movimiento es barato y lleva a un lugar nuevo. Toma el barco del medio: haz clic en él para ver su cuenta y vuelve a hacer clic o pulsa «Tomar». Cuesta {price}, así que conservas tus libras: luego compran cartas más rápidas y al final dan fama. Con el teclado: las flechas hasta él, Intro (su cuenta) y otra vez Intro.</translation>
    </message>
    <message>
        <source>The ruler&apos;s line is green where the route is allowed and red and dashed from where it is not; the text under the map says “Legal route — ends at Le Havre”. Click Le Havre again (or press Enter, or “Draw route”) to draw it. To fine-tune by hand, drag any part of the ruler, press ←/→ to turn it (Shift: finer), &gt; to bend it at the detour mark, ↑/↓ to move the stop; Esc puts it back. Page Down lays it on the nearest place it reaches, and typing a place&apos;s name aims at it too.</source>
        <translation>La línea de la regla es verde donde la ruta está permitida, y roja y discontinua desde donde no lo está; el texto bajo el mapa dice «Ruta válida — termina en El Havre». Vuelve a hacer clic en El Havre (o pulsa Intro, o «Trazar ruta») para trazarla. Para ajustarla a mano, arrastra cualquier parte de la regla, pulsa ←/→ para girarla (Mayús: más fino), &gt; para doblarla en la marca de desvío, ↑/↓ para mover el final; Esc la devuelve. Av Pág la coloca en el lugar más cercano al que llega, y escribir el nombre de un lugar también apunta a él.</translation>
    </message>
    <message>
        <source>6. Fame and income</source>
        <translation>6. Fama e ingresos</translation>
    </message>
    <message>
        <source>Each area in which one of your routes ends is a fame point at the end: {place} lies in {area}. Pounds come from the income card (top right): a route that ends on one of its places earns what it pays there, {paris} in Paris this month. Income places change when the first token reaches a new month. Press Next.</source>
        <translation>Cada zona en la que termina una de tus rutas da un punto de fama al final: {place} está en {area}. Las libras vienen de la carta de ingresos (arriba a la derecha): una ruta que termina en uno de sus lugares gana lo que paga allí, {paris} en París este mes. Los lugares de ingresos cambian cuando la primera ficha llega a un mes nuevo. Pulsa «Siguiente».</translation>
    </message>
    <message>
        <source>You are ready</source>
        <translation>Ya sabes jugar</translation>
    </message>
    <message>
        <source>That was one turn. Collect fame with adventures, areas, money and an early return to London. Start a real game with File → New game; Help → Tutorial plays this tutorial again.</source>
        <translation>Ese ha sido un turno. Consigue fama con aventuras, zonas, dinero y una vuelta temprana a Londres. Empieza una partida de verdad con Archivo → Nueva partida; Ayuda → Tutorial vuelve a mostrar este tutorial.</translation>
    </message>
    <message>
        <source>Tutorial instructions</source>
        <extracomment>The panel&apos;s width changed: its text wraps anew and may need another height.</extracomment>
        <translation>Instrucciones del tutorial</translation>
    </message>
    <message>
        <source>Tutorial feedback</source>
        <translation>Comentarios del tutorial</translation>
    </message>
    <message>
        <source>&amp;Skip tutorial</source>
        <translation>&amp;Saltar el tutorial</translation>
    </message>
    <message>
        <source>Close the tutorial (Help → Tutorial shows it again)</source>
        <translation>Cerrar el tutorial (Ayuda → Tutorial lo vuelve a mostrar)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Sig&amp;uiente</translation>
    </message>
    <message>
        <source>Go on to the next step</source>
        <translation>Pasar al siguiente paso</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <extracomment>Steps that wait for the player to act on the table (no Next button until they do). The step now shown (a ``Step`` value). The tutorial closed: ``True`` if played to the end, ``False`` if skipped. The learner has seen the balloon&apos;s bill (the missing pounds&apos; step may go on). Where the aiming step leads: Le Havre, or any place when another card was taken.</extracomment>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message numerus="yes">
        <source>The bill says it: {pounds} missing, paid as %n more day(s). Days are what the race is about, so do not take it. Press Next.</source>
        <translation>
            <numerusform>La cuenta lo dice: faltan {pounds}, que se pagan con %n día más. La carrera va de días, así que no lo tomes. Pulsa «Siguiente».</numerusform>
            <numerusform>La cuenta lo dice: faltan {pounds}, que se pagan con %n días más. La carrera va de días, así que no lo tomes. Pulsa «Siguiente».</numerusform>
        </translation>
    </message>
    <message>
        <source>You took another card: the game goes on with it. Aim at any place in a green ring next.</source>
        <translation>Has tomado otra carta: la partida sigue con ella. Ahora apunta a cualquier lugar con un anillo verde.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>No está permitido: {reason}</translation>
    </message>
</context>
<context>
    <name>UndoController</name>
    <message>
        <source>&amp;Edit</source>
        <extracomment>The name of the &quot;confirm before committing&quot; setting in the settings file. How long the status line shows why an action cannot be taken back. The history moved (the state now on the table).</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Confirm before committing a route or a card</source>
        <translation>&amp;Confirmar antes de fijar una ruta o una carta</translation>
    </message>
    <message>
        <source>Cards were drawn: this cannot be taken back</source>
        <translation>Se han robado cartas: esto no se puede deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo: cards were drawn</source>
        <translation>&amp;Deshacer: se han robado cartas</translation>
    </message>
    <message>
        <source>&amp;Take back: cards were drawn</source>
        <translation>Re&amp;tirar: se han robado cartas</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Re&amp;tirar</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking…</source>
        <extracomment>The fix of the chosen problem, when it has one obvious fix. Why a fix could not be made (hidden otherwise).</extracomment>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>playability</source>
        <translation>jugabilidad</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <source>{value} ({kind}): click to select the culprit</source>
        <translation>{value} ({kind}): haz clic para seleccionar al culpable</translation>
    </message>
    <message>
        <source>{errors}, {warnings}: the map can be saved, not played.</source>
        <translation>{errors}, {warnings}: el mapa se puede guardar, pero no jugar.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playable, with %n warning(s).</source>
        <translation>
            <numerusform>Jugable, con %n aviso.</numerusform>
            <numerusform>Jugable, con %n avisos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the map is valid and playable.</source>
        <translation>Sin problemas: el mapa es válido y jugable.</translation>
    </message>
    <message>
        <source>Fix this problem (one step in the History)</source>
        <translation>Corregir este problema (un paso en el historial)</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <extracomment>Day 0 of the game&apos;s calendar (ruling R2024-01). The locale of a language code where the bare code would pick another country&apos;s ways: the game is British, so English writes &quot;2 October&quot; and &quot;£5&quot; as in Britain. The count of days, with plural forms.</extracomment>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>£{amount}</source>
        <translation>{amount} £</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>a Qt date pattern: d the day, MMMM the month&apos;s name, &apos;text&apos; as it is</comment>
        <translation>d &apos;de&apos; MMMM</translation>
    </message>
    <message>
        <source>{date} (late)</source>
        <translation>{date} (tarde)</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>a Qt date pattern: d the day, MMMM the month&apos;s name, yyyy the year, &apos;text&apos; as it is</comment>
        <translation>d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
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
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name} is to play.</source>
        <translation>Le toca jugar a {name}.</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>ha llegado</translation>
    </message>
    <message>
        <source>at {place}</source>
        <translation>en {place}</translation>
    </message>
    <message>
        <source>en route, not at a place</source>
        <translation>de viaje, en ningún lugar</translation>
    </message>
    <message>
        <source>{name}: {date}, {money}, {where}</source>
        <translation>{name}: {date}, {money}, {where}</translation>
    </message>
    <message>
        <source>{name} has won.</source>
        <translation>{name} ha ganado.</translation>
    </message>
    <message>
        <source>The wind rose shows the {transport}.</source>
        <translation>La rosa de los vientos muestra {transport}.</translation>
    </message>
    <message>
        <source>space {index} of {last}</source>
        <translation>casilla {index} de {last}</translation>
    </message>
    <message>
        <source>{name}: {where}, {cards} in hand.</source>
        <translation>{name}: {where}, {cards} en la mano.</translation>
    </message>
    <message>
        <source>Where is everyone</source>
        <translation>Dónde está cada uno</translation>
    </message>
</context>
<context>
    <name>WhyButton</name>
    <message>
        <source>Why?</source>
        <extracomment>The player asked why: the guide&apos;s paragraph to open.</extracomment>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>Open the rules guide at this rule</source>
        <translation>Abrir la guía de reglas en esta regla</translation>
    </message>
</context>
<context>
    <name>WindRoseItem</name>
    <message>
        <source>The wind rose shows the {transport}: only {transport} cards may be played (special cards always).</source>
        <extracomment>How far the pointer reaches from the centre (item units); the names stay beyond it. The pointer&apos;s half width at its base, and the hub&apos;s radius. The largest size of a field&apos;s name (item units: the view scales the whole rose). The room kept free between a name and the pointer&apos;s reach, and inside the rim. The field of each transport, clockwise from the top.</extracomment>
        <translation>La rosa de los vientos muestra: {transport}. Solo se pueden jugar cartas de {transport} (las cartas especiales, siempre).</translation>
    </message>
    <message>
        <source> Click a field to turn the rose there (or its own field to leave it).</source>
        <translation> Haz clic en un campo para girar la rosa hacia él (o en su propio campo para dejarla).</translation>
    </message>
</context>
<context>
    <name>WinnerScreen</name>
    <message>
        <source>Look at the board</source>
        <extracomment>How long the winner&apos;s frame takes to be drawn round, with its burst, at normal speed (ms).</extracomment>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <source>New race…</source>
        <translation>Nueva carrera…</translation>
    </message>
    <message>
        <source>{name} reaches London and wins the race!</source>
        <extracomment>The winner&apos;s colour (the frame&apos;s inner rule and the burst). How far the frame is drawn round (0 to 1); the burst plays meanwhile. The winner&apos;s moment: the frame drawn round the winner, a burst from the pawn.</extracomment>
        <translation>¡{name} llega a Londres y gana la carrera!</translation>
    </message>
    <message>
        <source>{explanation} {turn_number} turns were played in all.</source>
        <translation>{explanation} En total se jugaron {turn_number} turnos.</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londres</translation>
    </message>
    <message>
        <source>space {position} of {finish}</source>
        <translation>casilla {position} de {finish}</translation>
    </message>
    <message numerus="yes">
        <source>{where}, %n card(s) in hand</source>
        <translation>
            <numerusform>{where}, %n carta en la mano</numerusform>
            <numerusform>{where}, %n cartas en la mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>The size of a picture in the grid.</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Pawn colour (Okabe–Ito colour-blind-safe palette)</source>
        <translation>Color de la figura (paleta Okabe–Ito, apta para daltónicos)</translation>
    </message>
    <message>
        <source>Pawn shape, so pawns differ by more than colour</source>
        <translation>Forma de la figura, para que las figuras no se distingan solo por el color</translation>
    </message>
</context>
<context>
    <name>challenge.bad_seat</name>
    <message>
        <source>the sender&apos;s seat must be 0 to {last}</source>
        <translation>el asiento del remitente debe estar entre 0 y {last}</translation>
    </message>
</context>
<context>
    <name>challenge.cannot_read</name>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
</context>
<context>
    <name>challenge.changed</name>
    <message>
        <source>the challenge was changed after it was sent (its checksum differs)</source>
        <translation>el desafío se ha modificado después de enviarse (su suma de verificación no coincide)</translation>
    </message>
</context>
<context>
    <name>challenge.code_broken</name>
    <message>
        <source>the code is broken: it was cut or changed</source>
        <translation>el código está dañado: se ha cortado o modificado</translation>
    </message>
</context>
<context>
    <name>challenge.code_too_big</name>
    <message>
        <source>the code unpacks to more than a challenge holds</source>
        <translation>el código se descomprime en más de lo que contiene un desafío</translation>
    </message>
</context>
<context>
    <name>challenge.code_too_long</name>
    <message>
        <source>the code is too long for a challenge</source>
        <translation>el código es demasiado largo para un desafío</translation>
    </message>
</context>
<context>
    <name>challenge.file_not_regular</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>esto no es un archivo normal (un dispositivo, una tubería o una carpeta) y no se lee</translation>
    </message>
</context>
<context>
    <name>challenge.file_too_large</name>
    <message>
        <source>the file is {size} bytes; a challenge is at most {limit}</source>
        <translation>el archivo tiene {size} bytes; un desafío tiene como máximo {limit}</translation>
    </message>
</context>
<context>
    <name>challenge.not_a_code</name>
    <message>
        <source>this is not a challenge code (it starts with {prefix})</source>
        <translation>esto no es un código de desafío (empieza por {prefix})</translation>
    </message>
</context>
<context>
    <name>challenge.not_a_journey</name>
    <message>
        <source>only a journey can be a challenge</source>
        <translation>solo un viaje puede ser un desafío</translation>
    </message>
</context>
<context>
    <name>challenge.not_finished</name>
    <message>
        <source>the sender&apos;s game is not finished</source>
        <translation>la partida del remitente no ha terminado</translation>
    </message>
</context>
<context>
    <name>challenge.not_ours</name>
    <message>
        <source>this is not an Eighty Days challenge</source>
        <translation>esto no es un desafío de Eighty Days</translation>
    </message>
</context>
<context>
    <name>challenge.sent_at_not_text</name>
    <message>
        <source>the sending time must be text</source>
        <translation>la hora de envío debe ser texto</translation>
    </message>
</context>
<context>
    <name>challenge.text_too_large</name>
    <message>
        <source>the file is too large for a challenge</source>
        <translation>el archivo es demasiado grande para un desafío</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_keys</name>
    <message>
        <source>a challenge holds exactly {keys}</source>
        <translation>un desafío contiene exactamente {keys}</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_result</name>
    <message>
        <source>the sender&apos;s result does not match the game they played</source>
        <translation>el resultado del remitente no coincide con la partida que jugó</translation>
    </message>
</context>
<context>
    <name>challenge.wrong_version</name>
    <message>
        <source>wrong version: the challenge has version {version}, this program reads version {newest}</source>
        <translation>versión equivocada: el desafío tiene la versión {version}, este programa lee la versión {newest}</translation>
    </message>
</context>
<context>
    <name>config.bad_player</name>
    <message>
        <source>players[{index}] must be {{name: text, colour: text}}</source>
        <translation>players[{index}] debe ser {{name: text, colour: text}}</translation>
    </message>
</context>
<context>
    <name>config.bad_side</name>
    <message>
        <source>character_sides: {key}: {side} is not front or back</source>
        <translation>character_sides: {key}: {side} no es front ni back</translation>
    </message>
</context>
<context>
    <name>config.fixed_cards</name>
    <message>
        <source>fixed.{key} must list card ids</source>
        <translation>fixed.{key} debe listar identificadores de cartas</translation>
    </message>
</context>
<context>
    <name>config.fixed_deck</name>
    <message>
        <source>fixed.deck must list [card, train|ship] pairs</source>
        <translation>fixed.deck debe listar pares [card, train|ship]</translation>
    </message>
</context>
<context>
    <name>config.fixed_not_list</name>
    <message>
        <source>fixed.{key} must be a list</source>
        <translation>fixed.{key} debe ser una lista</translation>
    </message>
</context>
<context>
    <name>config.fixed_not_mapping</name>
    <message>
        <source>&apos;fixed&apos; must be a mapping</source>
        <translation>&apos;fixed&apos; debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>config.fixed_stack</name>
    <message>
        <source>fixed.stack_order must list player numbers</source>
        <translation>fixed.stack_order debe listar números de jugador</translation>
    </message>
</context>
<context>
    <name>config.fixed_unknown_keys</name>
    <message numerus="yes">
        <source>fixed: unknown key(s) {keys}</source>
        <translation>
            <numerusform>fixed: clave desconocida {keys}</numerusform>
            <numerusform>fixed: claves desconocidas {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>config.not_mapping</name>
    <message>
        <source>the configuration must be a mapping</source>
        <translation>la configuración debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>config.other_window</name>
    <message>
        <source>this is a save of {kind}; open it in that window</source>
        <translation>esto es una partida guardada de {kind}; ábrela en esa ventana</translation>
    </message>
</context>
<context>
    <name>config.players_not_list</name>
    <message>
        <source>&apos;players&apos; must be a list of {{name, colour}}</source>
        <translation>&apos;players&apos; debe ser una lista de {{name, colour}}</translation>
    </message>
</context>
<context>
    <name>config.shipped_board_only</name>
    <message>
        <source>only races on the shipped board can be saved</source>
        <translation>solo se pueden guardar carreras en el tablero incluido</translation>
    </message>
</context>
<context>
    <name>config.sides_not_mapping</name>
    <message>
        <source>&apos;character_sides&apos; must map characters to front/back</source>
        <translation>&apos;character_sides&apos; debe asignar front/back a los personajes</translation>
    </message>
</context>
<context>
    <name>config.unknown_keys</name>
    <message numerus="yes">
        <source>unknown key(s) {keys}</source>
        <translation>
            <numerusform>clave desconocida {keys}</numerusform>
            <numerusform>claves desconocidas {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>config.unreadable</name>
    <message>
        <source>the configuration cannot be read: {error}</source>
        <translation>no se puede leer la configuración: {error}</translation>
    </message>
</context>
<context>
    <name>count.cards</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.days</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.points</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>count.spaces</name>
    <message numerus="yes">
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>data.alias_loop</name>
    <message>
        <source>a YAML alias refers to itself (line {line})</source>
        <translation>un alias YAML se refiere a sí mismo (línea {line})</translation>
    </message>
</context>
<context>
    <name>data.aliases_expand</name>
    <message>
        <source>its YAML aliases expand to more than {limit} nodes (line {line})</source>
        <translation>sus alias YAML se expanden a más de {limit} nodos (línea {line})</translation>
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
        <translation>no se puede leer el archivo: {error}</translation>
    </message>
</context>
<context>
    <name>data.document</name>
    <message>
        <source>(document)</source>
        <translation>(documento)</translation>
    </message>
</context>
<context>
    <name>data.larger_than</name>
    <message>
        <source>the file is larger than {limit} bytes and is refused</source>
        <translation>el archivo ocupa más de {limit} bytes y se rechaza</translation>
    </message>
</context>
<context>
    <name>data.long_number</name>
    <message>
        <source>line {line}: a whole number of more than {digits} digits is refused</source>
        <translation>línea {line}: se rechaza un número entero de más de {digits} cifras</translation>
    </message>
</context>
<context>
    <name>data.not_a_file</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>esto no es un archivo normal (un dispositivo, una tubería o una carpeta) y no se lee</translation>
    </message>
</context>
<context>
    <name>data.not_a_file_name</name>
    <message>
        <source>{name} is not a possible file name</source>
        <translation>{name} no es un nombre de archivo posible</translation>
    </message>
</context>
<context>
    <name>data.not_utf8</name>
    <message>
        <source>cannot read the file as UTF-8 text: {error}</source>
        <translation>no se puede leer el archivo como texto UTF-8: {error}</translation>
    </message>
</context>
<context>
    <name>data.not_yaml</name>
    <message>
        <source>not valid YAML: {problem}</source>
        <translation>YAML no válido: {problem}</translation>
    </message>
</context>
<context>
    <name>data.not_yaml_at</name>
    <message>
        <source>line {line}, column {column}: not valid YAML: {problem}</source>
        <translation>línea {line}, columna {column}: YAML no válido: {problem}</translation>
    </message>
</context>
<context>
    <name>data.place_line</name>
    <message>
        <source>{path} (line {line})</source>
        <translation>{path} (línea {line})</translation>
    </message>
</context>
<context>
    <name>data.problems</name>
    <message numerus="yes">
        <source>{source}: %n problem(s)</source>
        <translation>
            <numerusform>{source}: %n problema</numerusform>
            <numerusform>{source}: %n problemas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>data.size_over</name>
    <message>
        <source>the file is {size} bytes; more than {limit} is refused</source>
        <translation>el archivo tiene {size} bytes; se rechaza más de {limit}</translation>
    </message>
</context>
<context>
    <name>data.too_deep</name>
    <message>
        <source>the document is nested too deeply</source>
        <translation>el documento está anidado demasiado profundamente</translation>
    </message>
</context>
<context>
    <name>data.too_many_numbers</name>
    <message>
        <source>the file holds more than {numbers} numbers; a map holds at most {points} points</source>
        <translation>el archivo contiene más de {numbers} números; un mapa tiene como máximo {points} puntos</translation>
    </message>
</context>
<context>
    <name>data.value_at</name>
    <message>
        <source>line {line}: {value} cannot be read: {error}</source>
        <translation>línea {line}: no se puede leer {value}: {error}</translation>
    </message>
</context>
<context>
    <name>data.value_unreadable</name>
    <message>
        <source>a value cannot be read: {error}</source>
        <translation>no se puede leer un valor: {error}</translation>
    </message>
</context>
<context>
    <name>data.whole_number_digits</name>
    <message>
        <source>a whole number of more than {digits} digits</source>
        <translation>un número entero de más de {digits} cifras</translation>
    </message>
</context>
<context>
    <name>edit.already_on_coast</name>
    <message>
        <source>{name} is already on the coast: {distance} from it, within its snap radius {radius}</source>
        <translation>{name} ya está en la costa: a {distance} de ella, dentro de su radio de ajuste {radius}</translation>
    </message>
</context>
<context>
    <name>edit.area_exists</name>
    <message>
        <source>there is already an area {id}</source>
        <translation>ya existe una zona {id}</translation>
    </message>
</context>
<context>
    <name>edit.area_not_empty</name>
    <message numerus="yes">
        <source>area {id} holds %n location(s): choose another area for them</source>
        <translation>
            <numerusform>la zona {id} contiene %n lugar: elige otra zona para él</numerusform>
            <numerusform>la zona {id} contiene %n lugares: elige otra zona para ellos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>edit.location_exists</name>
    <message>
        <source>there is already a location {id}</source>
        <translation>ya existe un lugar {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_adventure_card</name>
    <message>
        <source>there is no adventure card {index}</source>
        <translation>no existe la carta de aventura {index}</translation>
    </message>
</context>
<context>
    <name>edit.no_area</name>
    <message>
        <source>there is no area {id}</source>
        <translation>no existe la zona {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_coast_near</name>
    <message>
        <source>No coast lies within {reach} of {name} (one ruler unit): draw the land there first, or move the place nearer</source>
        <translation>No hay costa a menos de {reach} de {name} (una unidad de regla): dibuja primero la tierra allí o acerca el lugar</translation>
    </message>
</context>
<context>
    <name>edit.no_hole</name>
    <message>
        <source>the polygon has no hole {ring}</source>
        <translation>el polígono no tiene el agujero {ring}</translation>
    </message>
</context>
<context>
    <name>edit.no_income_card</name>
    <message>
        <source>there is no income card {index}</source>
        <translation>no existe la carta de ingresos {index}</translation>
    </message>
</context>
<context>
    <name>edit.no_location</name>
    <message>
        <source>there is no location {id}</source>
        <translation>no existe el lugar {id}</translation>
    </message>
</context>
<context>
    <name>edit.no_polygon</name>
    <message>
        <source>there is no polygon {index} in {layer}</source>
        <translation>no existe el polígono {index} en {layer}</translation>
    </message>
</context>
<context>
    <name>edit.no_ring</name>
    <message>
        <source>the polygon has no ring {ring}</source>
        <translation>el polígono no tiene el anillo {ring}</translation>
    </message>
</context>
<context>
    <name>edit.no_vertex</name>
    <message>
        <source>the ring has no vertex {vertex}</source>
        <translation>el anillo no tiene el vértice {vertex}</translation>
    </message>
</context>
<context>
    <name>edit.no_vertex_in_ring</name>
    <message>
        <source>the polygon has no vertex {vertex} in ring {ring}</source>
        <translation>el polígono no tiene el vértice {vertex} en el anillo {ring}</translation>
    </message>
</context>
<context>
    <name>edit.not_coastal</name>
    <message>
        <source>{name} is not a port or an island: only those belong on the coast</source>
        <translation>{name} no es un puerto ni una isla: solo estos van en la costa</translation>
    </message>
</context>
<context>
    <name>edit.ring_too_small</name>
    <message>
        <source>a ring keeps at least 3 vertices: delete the polygon instead</source>
        <translation>un anillo conserva al menos 3 vértices: elimina el polígono en su lugar</translation>
    </message>
</context>
<context>
    <name>editor.adventure_card</name>
    <message>
        <source>adventure card {id}</source>
        <translation>carta de aventura {id}</translation>
    </message>
</context>
<context>
    <name>editor.area_out_of_reach</name>
    <message>
        <source>No location of area {name} can be reached within {days} days.</source>
        <translation>Ningún lugar de la zona {name} es alcanzable en {days} días.</translation>
    </message>
</context>
<context>
    <name>editor.arrival_out_of_reach</name>
    <message>
        <source>Arrival ({name}) cannot be reached from the start by legal routes within {days} days, even with the best cards of the deck.</source>
        <translation>La llegada ({name}) no es alcanzable desde la salida con rutas válidas en {days} días, ni siquiera con las mejores cartas del mazo.</translation>
    </message>
</context>
<context>
    <name>editor.background_left_out</name>
    <message>
        <source>the background image could not be read (left out)</source>
        <translation>no se ha podido leer la imagen de fondo (omitida)</translation>
    </message>
</context>
<context>
    <name>editor.checks_failed</name>
    <message>
        <source>The checks failed: {error}</source>
        <translation>Las comprobaciones han fallado: {error}</translation>
    </message>
</context>
<context>
    <name>editor.choose_arrival</name>
    <message>
        <source>{problem} (choose a place and press its “Set as arrival”)</source>
        <translation>{problem} (elige un lugar y pulsa su «Fijar como llegada»)</translation>
    </message>
</context>
<context>
    <name>editor.choose_start</name>
    <message>
        <source>{problem} (choose a place and press its “Set as start”)</source>
        <translation>{problem} (elige un lugar y pulsa su «Fijar como salida»)</translation>
    </message>
</context>
<context>
    <name>editor.cut_off</name>
    <message>
        <source>No route can reach {name} ({id}) from the start, nor lead from it to the arrival: it is cut off by the sea, the land or the mountains.</source>
        <translation>Ninguna ruta puede llegar a {name} ({id}) desde la salida ni llevar de allí a la llegada: el mar, la tierra o las montañas lo aíslan.</translation>
    </message>
</context>
<context>
    <name>editor.empty_area</name>
    <message>
        <source>Area {name} has no location, so no one can visit it.</source>
        <translation>La zona {name} no tiene ningún lugar, así que nadie puede visitarla.</translation>
    </message>
</context>
<context>
    <name>editor.few_adventure_cards</name>
    <message>
        <source>The map needs at least {needed} adventure cards (players + 1); it has {found}.</source>
        <translation>El mapa necesita al menos {needed} cartas de aventura (jugadores + 1); tiene {found}.</translation>
    </message>
</context>
<context>
    <name>editor.few_income_cards</name>
    <message>
        <source>The map needs at least {needed} income cards (one per month); it has {found}.</source>
        <translation>El mapa necesita al menos {needed} cartas de ingresos (una por mes); tiene {found}.</translation>
    </message>
</context>
<context>
    <name>editor.fewer_players</name>
    <message>
        <source>With {found} adventure cards at most {players} can play (players + 1 cards are dealt); {needed} let {most} play.</source>
        <translation>Con {found} cartas de aventura pueden jugar como máximo {players} (se reparten jugadores + 1 cartas); con {needed} pueden jugar {most}.</translation>
    </message>
</context>
<context>
    <name>editor.income_card</name>
    <message>
        <source>income card {id}</source>
        <translation>carta de ingresos {id}</translation>
    </message>
</context>
<context>
    <name>editor.land_overlap</name>
    <message>
        <source>Land polygons {first} and {second} overlap: the rules count the overlap as land, one land mass.</source>
        <translation>Los polígonos de tierra {first} y {second} se solapan: las reglas cuentan el solapamiento como tierra, una sola masa de tierra.</translation>
    </message>
</context>
<context>
    <name>editor.left_out</name>
    <message>
        <source>{item} could not be read and was left out: {error}</source>
        <translation>{item} no se ha podido leer y se ha omitido: {error}</translation>
    </message>
</context>
<context>
    <name>editor.out_of_reach</name>
    <message>
        <source>{name} ({why}) cannot be reached within {days} days.</source>
        <translation>{name} ({why}) no es alcanzable en {days} días.</translation>
    </message>
</context>
<context>
    <name>editor.polygon_not_mapping</name>
    <message>
        <source>a polygon is a mapping</source>
        <translation>un polígono es un diccionario</translation>
    </message>
</context>
<context>
    <name>editor.search_stopped</name>
    <message>
        <source>The reachability search stopped early on this large map; places it did not reach may still be reachable.</source>
        <translation>La búsqueda de lugares alcanzables se detuvo pronto en este mapa tan grande; los lugares a los que no llegó pueden ser alcanzables de todos modos.</translation>
    </message>
</context>
<context>
    <name>editor.start_is_arrival</name>
    <message>
        <source>The start and the arrival must be different locations.</source>
        <translation>La salida y la llegada deben ser lugares distintos.</translation>
    </message>
</context>
<context>
    <name>engine.too_large</name>
    <message>
        <source>a {kind} too large to show</source>
        <translation>un {kind} demasiado grande para mostrarlo</translation>
    </message>
</context>
<context>
    <name>fix.move_inside</name>
    <message>
        <source>Move inside the map</source>
        <translation>Mover dentro del mapa</translation>
    </message>
</context>
<context>
    <name>fix.put_on_coast</name>
    <message>
        <source>Put on the coast</source>
        <translation>Poner en la costa</translation>
    </message>
</context>
<context>
    <name>fix.remove_area</name>
    <message>
        <source>Remove the area</source>
        <translation>Quitar la zona</translation>
    </message>
</context>
<context>
    <name>fix.remove_card</name>
    <message>
        <source>Remove the card</source>
        <translation>Quitar la carta</translation>
    </message>
</context>
<context>
    <name>geojson.bad_coordinates</name>
    <message>
        <source>{where}: the coordinates are not a list of rings of positions.</source>
        <translation>{where}: las coordenadas no son una lista de anillos de posiciones.</translation>
    </message>
</context>
<context>
    <name>geojson.bad_fit</name>
    <message>
        <source>The scale must be a positive number and the offset finite numbers.</source>
        <translation>La escala debe ser un número positivo y el desplazamiento, números finitos.</translation>
    </message>
</context>
<context>
    <name>geojson.bad_position</name>
    <message>
        <source>{where}: a position must be two finite numbers [longitude, latitude], found {found}.</source>
        <translation>{where}: una posición debe ser dos números finitos [longitud, latitud]; se encontró {found}.</translation>
    </message>
</context>
<context>
    <name>geojson.feature</name>
    <message>
        <source>feature {number}</source>
        <translation>entidad {number}</translation>
    </message>
</context>
<context>
    <name>geojson.geometry</name>
    <message>
        <source>geometry {number}</source>
        <translation>geometría {number}</translation>
    </message>
</context>
<context>
    <name>geojson.invalid_shape</name>
    <message>
        <source>{where}: the shape is not a simple polygon once fitted ({reason}).</source>
        <translation>{where}: la forma no es un polígono simple una vez ajustada ({reason}).</translation>
    </message>
</context>
<context>
    <name>geojson.no_polygons</name>
    <message>
        <source>The file has no Polygon or MultiPolygon geometry ({skipped} other geometries skipped).</source>
        <translation>El archivo no tiene ninguna geometría Polygon ni MultiPolygon ({skipped} geometrías de otro tipo omitidas).</translation>
    </message>
</context>
<context>
    <name>geojson.not_geojson</name>
    <message>
        <source>The file is not GeoJSON: {where} has no known type (found {found}).</source>
        <translation>El archivo no es GeoJSON: {where} no tiene un tipo conocido (se encontró {found}).</translation>
    </message>
</context>
<context>
    <name>geojson.not_json</name>
    <message>
        <source>The file is not JSON: {error}</source>
        <translation>El archivo no es JSON: {error}</translation>
    </message>
</context>
<context>
    <name>geojson.not_text</name>
    <message>
        <source>The file is not text in UTF-8.</source>
        <translation>El archivo no es texto en UTF-8.</translation>
    </message>
</context>
<context>
    <name>geojson.part</name>
    <message>
        <source>{where}, polygon {number}</source>
        <translation>{where}, polígono {number}</translation>
    </message>
</context>
<context>
    <name>geojson.short_ring</name>
    <message>
        <source>{where}: a ring needs at least 3 different points, it has {points}.</source>
        <translation>{where}: un anillo necesita al menos 3 puntos distintos; tiene {points}.</translation>
    </message>
</context>
<context>
    <name>geojson.too_deep</name>
    <message>
        <source>The file nests its collections too deeply.</source>
        <translation>El archivo anida sus colecciones demasiado profundamente.</translation>
    </message>
</context>
<context>
    <name>geojson.too_large</name>
    <message>
        <source>The file is too large: {size} bytes (at most {limit} are read).</source>
        <translation>El archivo es demasiado grande: {size} bytes (se leen como máximo {limit}).</translation>
    </message>
</context>
<context>
    <name>geojson.too_many_points</name>
    <message>
        <source>The file has more than {limit} points: take a smaller extract.</source>
        <translation>El archivo tiene más de {limit} puntos: toma un extracto más pequeño.</translation>
    </message>
</context>
<context>
    <name>geojson.top_level</name>
    <message>
        <source>the top level</source>
        <translation>el nivel superior</translation>
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
        <translation>Vuelve a elegir la imagen para calcar (pestaña Mapa).</translation>
    </message>
</context>
<context>
    <name>hint.editor.area_out_of_reach</name>
    <message>
        <source>Move a place of the area nearer the start.</source>
        <translation>Acerca un lugar de la zona a la salida.</translation>
    </message>
</context>
<context>
    <name>hint.editor.arrival_out_of_reach</name>
    <message>
        <source>Bring the arrival nearer the start, or add land, sea or canals that lead to it.</source>
        <translation>Acerca la llegada a la salida, o añade tierra, mar o canales que lleven a ella.</translation>
    </message>
</context>
<context>
    <name>hint.editor.checks_failed</name>
    <message>
        <source>Save the map and report the problem with the file.</source>
        <translation>Guarda el mapa e informa del problema junto con el archivo.</translation>
    </message>
</context>
<context>
    <name>hint.editor.choose_arrival</name>
    <message>
        <source>Select a place and press its “Set as arrival”.</source>
        <translation>Selecciona un lugar y pulsa su «Fijar como llegada».</translation>
    </message>
</context>
<context>
    <name>hint.editor.choose_start</name>
    <message>
        <source>Select a place and press its “Set as start”.</source>
        <translation>Selecciona un lugar y pulsa su «Fijar como salida».</translation>
    </message>
</context>
<context>
    <name>hint.editor.cut_off</name>
    <message>
        <source>Move the place out of the mountains or onto a coast, or connect it with land or a canal.</source>
        <translation>Saca el lugar de las montañas o ponlo en una costa, o conéctalo con tierra o un canal.</translation>
    </message>
</context>
<context>
    <name>hint.editor.empty_area</name>
    <message>
        <source>Put a place in the area, or remove the area.</source>
        <translation>Pon un lugar en la zona o quita la zona.</translation>
    </message>
</context>
<context>
    <name>hint.editor.few_adventure_cards</name>
    <message>
        <source>Add adventure cards (Cards tab).</source>
        <translation>Añade cartas de aventura (pestaña Cartas).</translation>
    </message>
</context>
<context>
    <name>hint.editor.few_income_cards</name>
    <message>
        <source>Add income cards (Cards tab).</source>
        <translation>Añade cartas de ingresos (pestaña Cartas).</translation>
    </message>
</context>
<context>
    <name>hint.editor.fewer_players</name>
    <message>
        <source>Add adventure cards to let more players play (Cards tab).</source>
        <translation>Añade cartas de aventura para que puedan jugar más jugadores (pestaña Cartas).</translation>
    </message>
</context>
<context>
    <name>hint.editor.land_overlap</name>
    <message>
        <source>Merge the two shapes into one, or move them apart.</source>
        <translation>Une las dos formas en una o sepáralas.</translation>
    </message>
</context>
<context>
    <name>hint.editor.out_of_reach</name>
    <message>
        <source>Move the place nearer the start, or take it off the card that names it.</source>
        <translation>Acerca el lugar a la salida o quítalo de la carta que lo nombra.</translation>
    </message>
</context>
<context>
    <name>hint.editor.search_stopped</name>
    <message>
        <source>Nothing to fix: check the far places by playing the map.</source>
        <translation>Nada que corregir: comprueba los lugares lejanos jugando el mapa.</translation>
    </message>
</context>
<context>
    <name>hint.editor.start_is_arrival</name>
    <message>
        <source>Choose another place as the start or the arrival.</source>
        <translation>Elige otro lugar como salida o como llegada.</translation>
    </message>
</context>
<context>
    <name>hint.map.at_sea</name>
    <message>
        <source>Move it onto land, or make it a port.</source>
        <translation>Ponlo en tierra o conviértelo en puerto.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_missing</name>
    <message>
        <source>Choose the tracing image again, or remove it (Map tab).</source>
        <translation>Vuelve a elegir la imagen para calcar o quítala (pestaña Mapa).</translation>
    </message>
</context>
<context>
    <name>hint.map.background_not_a_file</name>
    <message>
        <source>Choose an image file as the tracing image (Map tab).</source>
        <translation>Elige un archivo de imagen como imagen para calcar (pestaña Mapa).</translation>
    </message>
</context>
<context>
    <name>hint.map.background_too_large</name>
    <message>
        <source>Save the image smaller, or choose a smaller one.</source>
        <translation>Guarda la imagen más pequeña o elige otra más pequeña.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_too_many_pixels</name>
    <message>
        <source>Scale the image down, or choose a smaller one.</source>
        <translation>Reduce la imagen o elige otra más pequeña.</translation>
    </message>
</context>
<context>
    <name>hint.map.background_unreadable</name>
    <message>
        <source>Save the image as PNG or JPEG and choose it again.</source>
        <translation>Guarda la imagen como PNG o JPEG y vuelve a elegirla.</translation>
    </message>
</context>
<context>
    <name>hint.map.bounds_count</name>
    <message>
        <source>Give the bounds as four numbers: x_min, y_min, x_max, y_max.</source>
        <translation>Da los límites como cuatro números: x_min, y_min, x_max, y_max.</translation>
    </message>
</context>
<context>
    <name>hint.map.bounds_order</name>
    <message>
        <source>Swap the numbers so that each minimum is below its maximum.</source>
        <translation>Intercambia los números para que cada mínimo quede por debajo de su máximo.</translation>
    </message>
</context>
<context>
    <name>hint.map.coordinate_too_large</name>
    <message>
        <source>Move the points inside the map.</source>
        <translation>Mueve los puntos dentro del mapa.</translation>
    </message>
</context>
<context>
    <name>hint.map.decimals</name>
    <message>
        <source>Round the coordinates to three decimals (the editor does).</source>
        <translation>Redondea las coordenadas a tres decimales (el editor lo hace).</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_adventure_card</name>
    <message>
        <source>Give each adventure card an id of its own.</source>
        <translation>Da a cada carta de aventura un identificador propio.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_area</name>
    <message>
        <source>Give each area an id of its own.</source>
        <translation>Da a cada zona un identificador propio.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_income_card</name>
    <message>
        <source>Give each income card an id of its own.</source>
        <translation>Da a cada carta de ingresos un identificador propio.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_location</name>
    <message>
        <source>Give each place an id of its own.</source>
        <translation>Da a cada lugar un identificador propio.</translation>
    </message>
</context>
<context>
    <name>hint.map.duplicate_sheet</name>
    <message>
        <source>Give each sheet an id of its own.</source>
        <translation>Da a cada hoja un identificador propio.</translation>
    </message>
</context>
<context>
    <name>hint.map.empty</name>
    <message>
        <source>Fill in this value, or choose one in the editor.</source>
        <translation>Rellena este valor o elige uno en el editor.</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_list</name>
    <message>
        <source>Write this entry as a list (one “- ” line per item).</source>
        <translation>Escribe esta entrada como una lista (una línea «- » por elemento).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_mapping</name>
    <message>
        <source>Write this entry as keys with values (key: value).</source>
        <translation>Escribe esta entrada como claves con valores (clave: valor).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_number</name>
    <message>
        <source>Write a number here, such as 12.5.</source>
        <translation>Escribe aquí un número, como 12.5.</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_text</name>
    <message>
        <source>Write this value as text (in quotes if in doubt).</source>
        <translation>Escribe este valor como texto (entre comillas si dudas).</translation>
    </message>
</context>
<context>
    <name>hint.map.expected_whole</name>
    <message>
        <source>Write a whole number here, such as 3.</source>
        <translation>Escribe aquí un número entero, como 3.</translation>
    </message>
</context>
<context>
    <name>hint.map.first_sheet</name>
    <message>
        <source>Make the first sheet start at the map&apos;s left edge.</source>
        <translation>Haz que la primera hoja empiece en el borde izquierdo del mapa.</translation>
    </message>
</context>
<context>
    <name>hint.map.income_size</name>
    <message>
        <source>Give the income card exactly four places.</source>
        <translation>Da a la carta de ingresos exactamente cuatro lugares.</translation>
    </message>
</context>
<context>
    <name>hint.map.incomplete</name>
    <message>
        <source>Fill in the parts of the map that are missing.</source>
        <translation>Completa las partes del mapa que faltan.</translation>
    </message>
</context>
<context>
    <name>hint.map.invalid_polygon</name>
    <message>
        <source>Drag the shape&apos;s points so that its edges no longer cross, or delete the extra points.</source>
        <translation>Arrastra los puntos de la forma para que sus aristas ya no se crucen, o elimina los puntos sobrantes.</translation>
    </message>
</context>
<context>
    <name>hint.map.last_sheet</name>
    <message>
        <source>Make the last sheet end at the map&apos;s right edge.</source>
        <translation>Haz que la última hoja termine en el borde derecho del mapa.</translation>
    </message>
</context>
<context>
    <name>hint.map.missing_key</name>
    <message>
        <source>Add the missing key, or open and save the map in the editor.</source>
        <translation>Añade la clave que falta, o abre y guarda el mapa en el editor.</translation>
    </message>
</context>
<context>
    <name>hint.map.negative</name>
    <message>
        <source>Enter zero or more.</source>
        <translation>Introduce cero o más.</translation>
    </message>
</context>
<context>
    <name>hint.map.no_format</name>
    <message>
        <source>Add the format line at the top of the file, as shown.</source>
        <translation>Añade la línea de formato al principio del archivo, como se muestra.</translation>
    </message>
</context>
<context>
    <name>hint.map.no_sheet</name>
    <message>
        <source>Add a sheet covering the whole map (Map tab).</source>
        <translation>Añade una hoja que cubra todo el mapa (pestaña Mapa).</translation>
    </message>
</context>
<context>
    <name>hint.map.not_a_colour</name>
    <message>
        <source>Pick the colour again, or write it like #a1b2c3.</source>
        <translation>Vuelve a elegir el color o escríbelo como #a1b2c3.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_a_ring</name>
    <message>
        <source>Write the ring as pairs of numbers: “x y, x y, x y”.</source>
        <translation>Escribe el anillo como pares de números: «x y, x y, x y».</translation>
    </message>
</context>
<context>
    <name>hint.map.not_adventure</name>
    <message>
        <source>Choose an adventure place for the card, or make this place an adventure place.</source>
        <translation>Elige un lugar de aventura para la carta o convierte este lugar en lugar de aventura.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_an_id</name>
    <message>
        <source>Use only lowercase letters, digits and single hyphens, such as “port-said”.</source>
        <translation>Usa solo minúsculas, cifras y guiones sueltos, como «port-said».</translation>
    </message>
</context>
<context>
    <name>hint.map.not_between</name>
    <message>
        <source>Choose a value within the range shown.</source>
        <translation>Elige un valor dentro del intervalo indicado.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_finite</name>
    <message>
        <source>Write an ordinary number here.</source>
        <translation>Escribe aquí un número normal.</translation>
    </message>
</context>
<context>
    <name>hint.map.not_positive</name>
    <message>
        <source>Enter a value above zero.</source>
        <translation>Introduce un valor mayor que cero.</translation>
    </message>
</context>
<context>
    <name>hint.map.off_the_coast</name>
    <message>
        <source>Move it onto the coast (Edit → Put on the coast), or widen its snap radius.</source>
        <translation>Ponlo en la costa (Editar → Poner en la costa) o amplía su radio de ajuste.</translation>
    </message>
</context>
<context>
    <name>hint.map.other_format</name>
    <message>
        <source>Open the map with the program version that wrote it.</source>
        <translation>Abre el mapa con la versión del programa que lo escribió.</translation>
    </message>
</context>
<context>
    <name>hint.map.out_at_sea</name>
    <message>
        <source>Move it onto land or near the coast, or make it an island.</source>
        <translation>Ponlo en tierra o cerca de la costa, o conviértelo en isla.</translation>
    </message>
</context>
<context>
    <name>hint.map.outside</name>
    <message>
        <source>Enter a value inside the map&apos;s bounds.</source>
        <translation>Introduce un valor dentro de los límites del mapa.</translation>
    </message>
</context>
<context>
    <name>hint.map.place_outside</name>
    <message>
        <source>Move the place inside the map, or widen the map&apos;s bounds.</source>
        <translation>Mueve el lugar dentro del mapa o amplía los límites del mapa.</translation>
    </message>
</context>
<context>
    <name>hint.map.ring_outside</name>
    <message>
        <source>Move the shape&apos;s points inside the map, or widen its bounds.</source>
        <translation>Mueve los puntos de la forma dentro del mapa o amplía sus límites.</translation>
    </message>
</context>
<context>
    <name>hint.map.second_adventure</name>
    <message>
        <source>Move one of the two cards to another adventure place, or remove it.</source>
        <translation>Mueve una de las dos cartas a otro lugar de aventura o quítala.</translation>
    </message>
</context>
<context>
    <name>hint.map.sheet_gap</name>
    <message>
        <source>Make each sheet start where the one before it ends.</source>
        <translation>Haz que cada hoja empiece donde termina la anterior.</translation>
    </message>
</context>
<context>
    <name>hint.map.sheet_order</name>
    <message>
        <source>Swap the sheet&apos;s edges so that it starts left of where it ends.</source>
        <translation>Intercambia los bordes de la hoja para que empiece a la izquierda de donde termina.</translation>
    </message>
</context>
<context>
    <name>hint.map.short_ring</name>
    <message>
        <source>Add points until the shape has at least three, or delete it.</source>
        <translation>Añade puntos hasta que la forma tenga al menos tres, o elimínala.</translation>
    </message>
</context>
<context>
    <name>hint.map.snap_not_positive</name>
    <message>
        <source>Give the place a snap radius above zero.</source>
        <translation>Da al lugar un radio de ajuste mayor que cero.</translation>
    </message>
</context>
<context>
    <name>hint.map.too_large</name>
    <message>
        <source>Use a smaller number: the map&apos;s units are about a centimetre.</source>
        <translation>Usa un número más pequeño: las unidades del mapa son de un centímetro aproximadamente.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_area</name>
    <message>
        <source>Choose one of the map&apos;s areas for this place.</source>
        <translation>Elige una de las zonas del mapa para este lugar.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_key</name>
    <message>
        <source>Remove this key, or check its spelling.</source>
        <translation>Quita esta clave o comprueba cómo está escrita.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_location</name>
    <message>
        <source>Choose one of the map&apos;s places, or remove what names the missing place.</source>
        <translation>Elige uno de los lugares del mapa o quita lo que nombra el lugar que falta.</translation>
    </message>
</context>
<context>
    <name>hint.map.unknown_type</name>
    <message>
        <source>Choose one of the place types listed.</source>
        <translation>Elige uno de los tipos de lugar de la lista.</translation>
    </message>
</context>
<context>
    <name>journey.adventure</name>
    <message>
        <source>{name} claims the adventure “{title}”.</source>
        <translation>{name} consigue la aventura «{title}».</translation>
    </message>
</context>
<context>
    <name>journey.aouda_returned</name>
    <message>
        <source>{name} returns Princess Aouda to the reserve.</source>
        <translation>{name} devuelve a la princesa Aouda a la reserva.</translation>
    </message>
</context>
<context>
    <name>journey.arrived</name>
    <message>
        <source>{name} completes the journey round the world: {points}.</source>
        <translation>{name} completa la vuelta al mundo: {points}.</translation>
    </message>
</context>
<context>
    <name>journey.balloon_card</name>
    <message>
        <source>the balloon {balloon}</source>
        <translation>el globo {balloon}</translation>
    </message>
</context>
<context>
    <name>journey.balloon_used</name>
    <message>
        <source>You have used the {balloon} already: each balloon once per game.</source>
        <translation>Ya has usado el globo {balloon}: cada globo, una vez por partida.</translation>
    </message>
</context>
<context>
    <name>journey.character_from_player</name>
    <message>
        <source>{name} takes {character} from {other}.</source>
        <translation>{name} le quita {character} a {other}.</translation>
    </message>
</context>
<context>
    <name>journey.character_from_reserve</name>
    <message>
        <source>{name} takes {character} from the reserve.</source>
        <translation>{name} toma {character} de la reserva.</translation>
    </message>
</context>
<context>
    <name>journey.character_returned</name>
    <message>
        <source>{name} returns {character} to the reserve.</source>
        <translation>{name} devuelve {character} a la reserva.</translation>
    </message>
</context>
<context>
    <name>journey.choose_transport</name>
    <message>
        <source>Choose a transport from the market or a balloon.</source>
        <translation>Elige un transporte del mercado o un globo.</translation>
    </message>
</context>
<context>
    <name>journey.deck_empty</name>
    <message>
        <source>The deck is empty.</source>
        <translation>El mazo está vacío.</translation>
    </message>
</context>
<context>
    <name>journey.draw_now</name>
    <message>
        <source>You have taken a transport already: now draw your route.</source>
        <translation>Ya has tomado un transporte: ahora traza tu ruta.</translation>
    </message>
</context>
<context>
    <name>journey.earns</name>
    <message>
        <source>{name} earns {pounds}.</source>
        <translation>{name} gana {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.earns_full</name>
    <message>
        <source>{name} earns {pounds} ({due} due; the tracker is full at 80).</source>
        <translation>{name} gana {pounds} (le correspondían {due}; el registro de dinero se llena en 80).</translation>
    </message>
</context>
<context>
    <name>journey.eastwards</name>
    <message>
        <source>{name} crosses the date line eastwards and gains {days}.</source>
        <translation>{name} cruza la línea de cambio de fecha hacia el este y gana {days}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_discard</name>
    <message>
        <source>Inspector Fix strikes {names}: they discard all their characters.</source>
        <translation>El inspector Fix cae sobre {names}: descartan todos sus personajes.</translation>
    </message>
</context>
<context>
    <name>journey.fix_paid</name>
    <message>
        <source>{name} pays {pounds}.</source>
        <translation>{name} paga {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_paid_days</name>
    <message>
        <source>{name} pays {pounds} and {days}.</source>
        <translation>{name} paga {pounds} y {days}.</translation>
    </message>
</context>
<context>
    <name>journey.fix_spend</name>
    <message>
        <source>Inspector Fix strikes {names}: they spend {pounds} each.</source>
        <translation>El inspector Fix cae sobre {names}: cada uno gasta {pounds}.</translation>
    </message>
</context>
<context>
    <name>journey.game_over</name>
    <message>
        <source>Every journey has ended: the game is over.</source>
        <translation>Todos los viajes han terminado: la partida ha terminado.</translation>
    </message>
</context>
<context>
    <name>journey.marks</name>
    <message numerus="yes">
        <source>%n detour mark(s)</source>
        <translation>
            <numerusform>%n marca de desvío</numerusform>
            <numerusform>%n marcas de desvío</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey.month</name>
    <message>
        <source>{name} reaches a new month: the next income card is revealed.</source>
        <translation>{name} llega a un mes nuevo: se descubre la siguiente carta de ingresos.</translation>
    </message>
</context>
<context>
    <name>journey.no_balloon</name>
    <message>
        <source>There is no balloon called {balloon}.</source>
        <translation>No hay ningún globo llamado {balloon}.</translation>
    </message>
</context>
<context>
    <name>journey.no_seat</name>
    <message>
        <source>The acting seat {seat} is not a player of this game (0–{most}).</source>
        <translation>El asiento {seat} que actúa no es un jugador de esta partida (0–{most}).</translation>
    </message>
</context>
<context>
    <name>journey.no_slot</name>
    <message>
        <source>There is no market place called {slot}.</source>
        <translation>No hay ningún hueco del mercado llamado {slot}.</translation>
    </message>
</context>
<context>
    <name>journey.no_start</name>
    <message>
        <source>A route needs at least its starting point.</source>
        <translation>Una ruta necesita al menos su punto de partida.</translation>
    </message>
</context>
<context>
    <name>journey.not_points</name>
    <message>
        <source>A route is a list of points, each a pair of finite numbers.</source>
        <translation>Una ruta es una lista de puntos, cada uno un par de números finitos.</translation>
    </message>
</context>
<context>
    <name>journey.not_your_turn</name>
    <message>
        <source>It is not {name}&apos;s turn: {active} is to act.</source>
        <translation>No es el turno de {name}: le toca a {active}.</translation>
    </message>
</context>
<context>
    <name>journey.over</name>
    <message>
        <source>The game is over: every journey has ended.</source>
        <translation>La partida ha terminado: todos los viajes han terminado.</translation>
    </message>
</context>
<context>
    <name>journey.past_end</name>
    <message>
        <source>{name} is past 21 December: the journey ends (0 points).</source>
        <translation>{name} ha pasado del 21 de diciembre: el viaje termina (0 puntos).</translation>
    </message>
</context>
<context>
    <name>journey.route</name>
    <message>
        <source>{name} draws a route.</source>
        <translation>{name} traza una ruta.</translation>
    </message>
</context>
<context>
    <name>journey.route_empty</name>
    <message>
        <source>{name} draws a route of no length.</source>
        <translation>{name} traza una ruta sin longitud.</translation>
    </message>
</context>
<context>
    <name>journey.route_to</name>
    <message>
        <source>{name} draws a route to {place}.</source>
        <translation>{name} traza una ruta a {place}.</translation>
    </message>
</context>
<context>
    <name>journey.segment_not_full</name>
    <message>
        <source>Segment {number} must run the full {allowed} ruler units to the detour mark before turning; it is {length}.</source>
        <translation>El tramo {number} debe recorrer las {allowed} unidades de regla completas hasta la marca de desvío antes de girar; mide {length}.</translation>
    </message>
</context>
<context>
    <name>journey.segment_too_long</name>
    <message>
        <source>Segment {number} is {length} ruler units long; the ruler allows {allowed} there.</source>
        <translation>El tramo {number} mide {length} unidades de regla; la regla permite {allowed} ahí.</translation>
    </message>
</context>
<context>
    <name>journey.segments</name>
    <message numerus="yes">
        <source>%n straight segment(s)</source>
        <translation>
            <numerusform>%n tramo recto</numerusform>
            <numerusform>%n tramos rectos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey.space_empty</name>
    <message>
        <source>That market space is empty.</source>
        <translation>Ese hueco del mercado está vacío.</translation>
    </message>
</context>
<context>
    <name>journey.start_where_ended</name>
    <message>
        <source>The route must start where your last route ended.</source>
        <translation>La ruta debe empezar donde terminó tu última ruta.</translation>
    </message>
</context>
<context>
    <name>journey.take_first</name>
    <message>
        <source>You must take a transport before drawing a route.</source>
        <translation>Debes tomar un transporte antes de trazar una ruta.</translation>
    </message>
</context>
<context>
    <name>journey.takes</name>
    <message>
        <source>{name} takes {card} for {pounds} and {days}.</source>
        <translation>{name} toma {card} por {pounds} y {days}.</translation>
    </message>
</context>
<context>
    <name>journey.takes_short</name>
    <message>
        <source>{name} takes {card} for {pounds} and {days} ({missing} of them for missing pounds).</source>
        <translation>{name} toma {card} por {pounds} y {days} ({missing} de ellos por libras que faltaban).</translation>
    </message>
</context>
<context>
    <name>journey.too_late</name>
    <message>
        <source>{name} is in London, but too late: the wager is lost (0 points).</source>
        <translation>{name} está en Londres, pero demasiado tarde: la apuesta está perdida (0 puntos).</translation>
    </message>
</context>
<context>
    <name>journey.too_many_segments</name>
    <message>
        <source>This ruler has {marks}, so a route of at most {most}; yours has {found}.</source>
        <translation>Esta regla tiene {marks}, así que una ruta de como máximo {most}; la tuya tiene {found}.</translation>
    </message>
</context>
<context>
    <name>journey.transport_card</name>
    <message>
        <source>{transport} {pounds} · {days} · ruler {ruler}</source>
        <translation>{transport} {pounds} · {days} · regla {ruler}</translation>
    </message>
</context>
<context>
    <name>journey.westwards</name>
    <message>
        <source>{name} crosses the date line westwards and loses {days}.</source>
        <translation>{name} cruza la línea de cambio de fecha hacia el oeste y pierde {days}.</translation>
    </message>
</context>
<context>
    <name>journey_action.balloon_field</name>
    <message>
        <source>A balloon is named by its id, not {balloon}.</source>
        <translation>Un globo se nombra por su identificador, no por {balloon}.</translation>
    </message>
</context>
<context>
    <name>journey_action.balloon_not_id</name>
    <message>
        <source>&apos;balloon&apos; must be a balloon id, got {balloon}</source>
        <translation>&apos;balloon&apos; debe ser el identificador de un globo, no {balloon}</translation>
    </message>
</context>
<context>
    <name>journey_action.flip_field</name>
    <message>
        <source>&apos;flip&apos; must be true or false, not {flip}.</source>
        <translation>&apos;flip&apos; debe ser true o false, no {flip}.</translation>
    </message>
</context>
<context>
    <name>journey_action.flip_not_bool</name>
    <message>
        <source>&apos;flip&apos; must be true or false, got {flip}</source>
        <translation>&apos;flip&apos; debe ser true o false, no {flip}</translation>
    </message>
</context>
<context>
    <name>journey_action.needs_keys</name>
    <message>
        <source>a {kind} action needs {missing}</source>
        <translation>una acción de tipo {kind} necesita {missing}</translation>
    </message>
</context>
<context>
    <name>journey_action.not_action</name>
    <message>
        <source>Not an action of this game: {action}</source>
        <translation>No es una acción de este juego: {action}</translation>
    </message>
</context>
<context>
    <name>journey_action.not_mapping</name>
    <message>
        <source>an action must be a mapping, got {type}</source>
        <translation>una acción debe ser un diccionario, no {type}</translation>
    </message>
</context>
<context>
    <name>journey_action.point_not_pair</name>
    <message>
        <source>points[{index}] must be a pair of finite numbers</source>
        <translation>points[{index}] debe ser un par de números finitos</translation>
    </message>
</context>
<context>
    <name>journey_action.points_not_list</name>
    <message>
        <source>&apos;points&apos; must be a non-empty list of [x, y] pairs</source>
        <translation>&apos;points&apos; debe ser una lista no vacía de pares [x, y]</translation>
    </message>
</context>
<context>
    <name>journey_action.seat_not_number</name>
    <message>
        <source>The acting seat must be a player number, not {seat}.</source>
        <translation>El asiento que actúa debe ser un número de jugador, no {seat}.</translation>
    </message>
</context>
<context>
    <name>journey_action.seat_range</name>
    <message>
        <source>&apos;seat&apos; must be a player number 0–{most}, got {seat}</source>
        <translation>&apos;seat&apos; debe ser un número de jugador de 0 a {most}, no {seat}</translation>
    </message>
</context>
<context>
    <name>journey_action.slot_not_slot</name>
    <message>
        <source>The market place must be one of {names}, not {slot}.</source>
        <translation>El hueco del mercado debe ser uno de {names}, no {slot}.</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_keys</name>
    <message>
        <source>unknown keys in a {kind} action: {extra}</source>
        <translation>claves desconocidas en una acción de tipo {kind}: {extra}</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_slot</name>
    <message>
        <source>unknown market slot {slot}; one of {names}</source>
        <translation>hueco del mercado desconocido {slot}; uno de {names}</translation>
    </message>
</context>
<context>
    <name>journey_action.unknown_type</name>
    <message>
        <source>unknown action type {kind}; one of {names}</source>
        <translation>tipo de acción desconocido {kind}; uno de {names}</translation>
    </message>
</context>
<context>
    <name>journey_cards.balloons</name>
    <message>
        <source>expected a list of 3 balloons (three distinct types)</source>
        <translation>se esperaba una lista de 3 globos (de tres tipos distintos)</translation>
    </message>
</context>
<context>
    <name>journey_cards.between</name>
    <message>
        <source>must be between {low} and {high}, got {value}</source>
        <translation>debe estar entre {low} y {high}; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>journey_cards.cards</name>
    <message>
        <source>expected a list of cards</source>
        <translation>se esperaba una lista de cartas</translation>
    </message>
</context>
<context>
    <name>journey_cards.characters</name>
    <message>
        <source>expected a list of the 4 characters</source>
        <translation>se esperaba una lista de los 4 personajes</translation>
    </message>
</context>
<context>
    <name>journey_cards.each_character</name>
    <message>
        <source>expected each of the 4 characters exactly once</source>
        <translation>se esperaba cada uno de los 4 personajes exactamente una vez</translation>
    </message>
</context>
<context>
    <name>journey_cards.format</name>
    <message>
        <source>expected &apos;{expected}&apos;, got {found}</source>
        <translation>se esperaba &apos;{expected}&apos;; se encontró {found}</translation>
    </message>
</context>
<context>
    <name>journey_cards.icon</name>
    <message>
        <source>expected none or one of {names}</source>
        <translation>se esperaba ninguno o uno de {names}</translation>
    </message>
</context>
<context>
    <name>journey_cards.id_twice</name>
    <message>
        <source>the id &apos;{id}&apos; is used twice</source>
        <translation>el identificador &apos;{id}&apos; se usa dos veces</translation>
    </message>
</context>
<context>
    <name>journey_cards.mapping</name>
    <message>
        <source>expected a mapping</source>
        <translation>se esperaba un diccionario</translation>
    </message>
</context>
<context>
    <name>journey_cards.marks</name>
    <message>
        <source>expected a list of positions (may be empty)</source>
        <translation>se esperaba una lista de posiciones (puede estar vacía)</translation>
    </message>
</context>
<context>
    <name>journey_cards.marks_order</name>
    <message>
        <source>marks must increase and lie strictly inside the ruler (0 &lt; mark &lt; length)</source>
        <translation>las marcas deben ser crecientes y estar estrictamente dentro de la regla (0 &lt; marca &lt; longitud)</translation>
    </message>
</context>
<context>
    <name>journey_cards.missing_key</name>
    <message>
        <source>missing key &apos;{key}&apos;</source>
        <translation>falta la clave &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>journey_cards.number</name>
    <message>
        <source>expected a number, got {value}</source>
        <translation>se esperaba un número; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>journey_cards.text</name>
    <message>
        <source>expected a non-empty text</source>
        <translation>se esperaba un texto no vacío</translation>
    </message>
</context>
<context>
    <name>journey_cards.thirty</name>
    <message>
        <source>expected 30 cards, got {count}</source>
        <translation>se esperaban 30 cartas; se encontraron {count}</translation>
    </message>
</context>
<context>
    <name>journey_cards.two_marks</name>
    <message>
        <source>a ruler has at most 2 detour marks</source>
        <translation>una regla tiene como máximo 2 marcas de desvío</translation>
    </message>
</context>
<context>
    <name>journey_cards.unknown_character</name>
    <message>
        <source>unknown character {id}</source>
        <translation>personaje desconocido {id}</translation>
    </message>
</context>
<context>
    <name>journey_cards.unknown_key</name>
    <message>
        <source>unknown key &apos;{key}&apos;</source>
        <translation>clave desconocida &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>journey_cards.whole</name>
    <message>
        <source>expected a whole number, got {value}</source>
        <translation>se esperaba un número entero; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>journey_setup.adventure_cards</name>
    <message>
        <source>The map needs at least {cards}.</source>
        <translation>El mapa necesita al menos {cards}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.adventure_count</name>
    <message numerus="yes">
        <source>%n adventure card(s)</source>
        <translation>
            <numerusform>%n carta de aventura</numerusform>
            <numerusform>%n cartas de aventura</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>journey_setup.colour</name>
    <message>
        <source>{name}&apos;s colour must look like #rrggbb, not {colour}.</source>
        <translation>El color de {name} debe tener la forma #rrggbb, no {colour}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.config_invalid</name>
    <message>
        <source>The game configuration is not valid: {error}</source>
        <translation>La configuración de la partida no es válida: {error}</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_balloon</name>
    <message>
        <source>Fixed setup: deck cards lie as trains or ships, not balloons.</source>
        <translation>Preparación fija: las cartas del mazo están como trenes o barcos, no como globos.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_both_rows</name>
    <message>
        <source>Fixed setup: a card lies in both market rows.</source>
        <translation>Preparación fija: una carta está en las dos filas del mercado.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_count</name>
    <message>
        <source>Fixed setup: {name} needs exactly {cards}, not {found}.</source>
        <translation>Preparación fija: {name} necesita exactamente {cards}, no {found}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_income</name>
    <message>
        <source>Fixed setup: the income order needs at least one card.</source>
        <translation>Preparación fija: el orden de los ingresos necesita al menos una carta.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_once</name>
    <message>
        <source>Fixed setup: the market and the deck must hold every card exactly once.</source>
        <translation>Preparación fija: el mercado y el mazo deben contener cada carta exactamente una vez.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_stack</name>
    <message>
        <source>Fixed setup: the stack order must list every player once.</source>
        <translation>Preparación fija: el orden de la pila debe nombrar a cada jugador una vez.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_twice</name>
    <message>
        <source>Fixed setup: {name} names a card twice.</source>
        <translation>Preparación fija: {name} nombra una carta dos veces.</translation>
    </message>
</context>
<context>
    <name>journey_setup.fixed_unknown</name>
    <message>
        <source>Fixed setup: {name} names unknown cards: {unknown}.</source>
        <translation>Preparación fija: {name} nombra cartas desconocidas: {unknown}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.income_cards</name>
    <message>
        <source>The map needs at least 3 income cards (three are used in a game).</source>
        <translation>El mapa necesita al menos 3 cartas de ingresos (en una partida se usan tres).</translation>
    </message>
</context>
<context>
    <name>journey_setup.market_cards</name>
    <message>
        <source>The card set has too few train/ship cards for a market.</source>
        <translation>El juego de cartas tiene muy pocas cartas de tren o barco para un mercado.</translation>
    </message>
</context>
<context>
    <name>journey_setup.names</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
</context>
<context>
    <name>journey_setup.no_location</name>
    <message>
        <source>The map has no location {ref} for the start or the arrival.</source>
        <translation>El mapa no tiene ningún lugar {ref} para la salida o la llegada.</translation>
    </message>
</context>
<context>
    <name>journey_setup.player_count</name>
    <message>
        <source>The journey game is for 2 to 4 players, not {found}.</source>
        <translation>El juego del viaje es para 2 a 4 jugadores, no para {found}.</translation>
    </message>
</context>
<context>
    <name>journey_setup.same_colour</name>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Dos jugadores tienen el mismo color.</translation>
    </message>
</context>
<context>
    <name>journey_setup.same_name</name>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dos jugadores tienen el mismo nombre.</translation>
    </message>
</context>
<context>
    <name>journey_setup.sides</name>
    <message>
        <source>Choose one side for each of the four characters.</source>
        <translation>Elige un lado para cada uno de los cuatro personajes.</translation>
    </message>
</context>
<context>
    <name>map.a_city</name>
    <message>
        <source>a city</source>
        <translation>una ciudad</translation>
    </message>
</context>
<context>
    <name>map.a_port</name>
    <message>
        <source>a port</source>
        <translation>un puerto</translation>
    </message>
</context>
<context>
    <name>map.an_adventure_location</name>
    <message>
        <source>an adventure location</source>
        <translation>un lugar de aventura</translation>
    </message>
</context>
<context>
    <name>map.an_island</name>
    <message>
        <source>an island</source>
        <translation>una isla</translation>
    </message>
</context>
<context>
    <name>map.an_outpost</name>
    <message>
        <source>an outpost</source>
        <translation>un puesto avanzado</translation>
    </message>
</context>
<context>
    <name>map.at_sea</name>
    <message>
        <source>{type} stands on land; {id} is at sea</source>
        <translation>{type} debe estar en tierra; {id} está en el mar</translation>
    </message>
</context>
<context>
    <name>map.background_missing</name>
    <message>
        <source>the image {name} cannot be found</source>
        <translation>no se encuentra la imagen {name}</translation>
    </message>
</context>
<context>
    <name>map.background_not_a_file</name>
    <message>
        <source>the image {name} is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>la imagen {name} no es un archivo normal (un dispositivo, una tubería o una carpeta) y no se lee</translation>
    </message>
</context>
<context>
    <name>map.background_too_large</name>
    <message>
        <source>the image {name} is larger than {limit} MiB and is refused</source>
        <translation>la imagen {name} ocupa más de {limit} MiB y se rechaza</translation>
    </message>
</context>
<context>
    <name>map.background_too_many_pixels</name>
    <message>
        <source>the image {name} is {width} × {height} pixels; more than {limit} million are refused</source>
        <translation>la imagen {name} tiene {width} × {height} píxeles; se rechazan más de {limit} millones</translation>
    </message>
</context>
<context>
    <name>map.background_unreadable</name>
    <message>
        <source>the image {name} cannot be read: {error}</source>
        <translation>no se puede leer la imagen {name}: {error}</translation>
    </message>
</context>
<context>
    <name>map.bounds_count</name>
    <message>
        <source>expected 4 numbers [x_min, y_min, x_max, y_max], found {found}</source>
        <translation>se esperaban 4 números [x_min, y_min, x_max, y_max]; se encontró {found}</translation>
    </message>
</context>
<context>
    <name>map.bounds_order</name>
    <message>
        <source>x_min must be below x_max and y_min below y_max</source>
        <translation>x_min debe ser menor que x_max e y_min menor que y_max</translation>
    </message>
</context>
<context>
    <name>map.coordinate_too_large</name>
    <message>
        <source>a coordinate is too large (at most {limit} in size)</source>
        <translation>una coordenada es demasiado grande (como máximo {limit} en valor absoluto)</translation>
    </message>
</context>
<context>
    <name>map.decimals</name>
    <message>
        <source>coordinates have at most 3 decimals</source>
        <translation>las coordenadas tienen como máximo 3 decimales</translation>
    </message>
</context>
<context>
    <name>map.disconnected</name>
    <message>
        <source>interior is disconnected</source>
        <translation>el interior no es conexo</translation>
    </message>
</context>
<context>
    <name>map.document</name>
    <message>
        <source>(document)</source>
        <translation>(documento)</translation>
    </message>
</context>
<context>
    <name>map.duplicate_adventure_card</name>
    <message>
        <source>duplicate adventure card id {id} (also {other})</source>
        <translation>identificador de carta de aventura repetido {id} (también {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_area</name>
    <message>
        <source>duplicate area id {id} (also {other})</source>
        <translation>identificador de zona repetido {id} (también {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_income_card</name>
    <message>
        <source>duplicate income card id {id} (also {other})</source>
        <translation>identificador de carta de ingresos repetido {id} (también {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_location</name>
    <message>
        <source>duplicate location id {id} (also {other})</source>
        <translation>identificador de lugar repetido {id} (también {other})</translation>
    </message>
</context>
<context>
    <name>map.duplicate_rings</name>
    <message>
        <source>duplicate rings</source>
        <translation>anillos repetidos</translation>
    </message>
</context>
<context>
    <name>map.duplicate_sheet</name>
    <message>
        <source>duplicate sheet id {id} (also {other})</source>
        <translation>identificador de hoja repetido {id} (también {other})</translation>
    </message>
</context>
<context>
    <name>map.empty</name>
    <message>
        <source>must not be empty</source>
        <translation>no puede estar vacío</translation>
    </message>
</context>
<context>
    <name>map.expected_list</name>
    <message>
        <source>expected a list, found {kind}</source>
        <translation>se esperaba una lista; se encontró {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_mapping</name>
    <message>
        <source>expected a mapping, found {kind}</source>
        <translation>se esperaba un diccionario; se encontró {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_number</name>
    <message>
        <source>expected a number, found {kind}</source>
        <translation>se esperaba un número; se encontró {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_text</name>
    <message>
        <source>expected text, found {kind}</source>
        <translation>se esperaba un texto; se encontró {kind}</translation>
    </message>
</context>
<context>
    <name>map.expected_whole</name>
    <message>
        <source>expected a whole number, found {kind}</source>
        <translation>se esperaba un número entero; se encontró {kind}</translation>
    </message>
</context>
<context>
    <name>map.first_sheet</name>
    <message>
        <source>the first sheet starts at {sheet_x}, the map at {map_x}</source>
        <translation>la primera hoja empieza en {sheet_x}, el mapa en {map_x}</translation>
    </message>
</context>
<context>
    <name>map.flaw_at</name>
    <message>
        <source>{what} at ({where})</source>
        <translation>{what} en ({where})</translation>
    </message>
</context>
<context>
    <name>map.hole_outside</name>
    <message>
        <source>hole lies outside shell</source>
        <translation>el agujero está fuera del contorno</translation>
    </message>
</context>
<context>
    <name>map.huge</name>
    <message>
        <source>a huge number</source>
        <translation>un número enorme</translation>
    </message>
</context>
<context>
    <name>map.income_size</name>
    <message>
        <source>an income card names exactly {size} locations, found {found}</source>
        <translation>una carta de ingresos nombra exactamente {size} lugares; se encontraron {found}</translation>
    </message>
</context>
<context>
    <name>map.incomplete</name>
    <message>
        <source>the map is incomplete</source>
        <translation>el mapa está incompleto</translation>
    </message>
</context>
<context>
    <name>map.invalid_coordinate</name>
    <message>
        <source>invalid coordinate</source>
        <translation>coordenada no válida</translation>
    </message>
</context>
<context>
    <name>map.invalid_polygon</name>
    <message>
        <source>not a valid polygon: {reason}</source>
        <translation>no es un polígono válido: {reason}</translation>
    </message>
</context>
<context>
    <name>map.kind_list</name>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
</context>
<context>
    <name>map.kind_mapping</name>
    <message>
        <source>a mapping</source>
        <translation>un diccionario</translation>
    </message>
</context>
<context>
    <name>map.kind_nothing</name>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
</context>
<context>
    <name>map.kind_number</name>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
</context>
<context>
    <name>map.kind_text</name>
    <message>
        <source>text ({text})</source>
        <translation>un texto ({text})</translation>
    </message>
</context>
<context>
    <name>map.kind_truth</name>
    <message>
        <source>a true/false value ({value})</source>
        <translation>un valor verdadero/falso ({value})</translation>
    </message>
</context>
<context>
    <name>map.last_sheet</name>
    <message>
        <source>the last sheet ends at {sheet_x}, the map at {map_x}</source>
        <translation>la última hoja termina en {sheet_x}, el mapa en {map_x}</translation>
    </message>
</context>
<context>
    <name>map.missing_key</name>
    <message>
        <source>missing key &apos;{key}&apos;</source>
        <translation>falta la clave &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>map.negative</name>
    <message>
        <source>must not be negative, found {value}</source>
        <translation>no puede ser negativo; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>map.nested_holes</name>
    <message>
        <source>nested holes</source>
        <translation>agujeros anidados</translation>
    </message>
</context>
<context>
    <name>map.nested_shells</name>
    <message>
        <source>nested shells</source>
        <translation>contornos anidados</translation>
    </message>
</context>
<context>
    <name>map.no_format</name>
    <message>
        <source>missing key &apos;format&apos; (expected &apos;{tag}&apos;)</source>
        <translation>falta la clave &apos;format&apos; (se esperaba &apos;{tag}&apos;)</translation>
    </message>
</context>
<context>
    <name>map.no_sheet</name>
    <message>
        <source>a map needs at least one sheet</source>
        <translation>un mapa necesita al menos una hoja</translation>
    </message>
</context>
<context>
    <name>map.not_a_colour</name>
    <message>
        <source>{text} is not a colour like &apos;#a1b2c3&apos;</source>
        <translation>{text} no es un color como &apos;#a1b2c3&apos;</translation>
    </message>
</context>
<context>
    <name>map.not_a_ring</name>
    <message>
        <source>not a ring of &apos;x y&apos; numbers: {error}</source>
        <translation>no es un anillo de números &apos;x y&apos;: {error}</translation>
    </message>
</context>
<context>
    <name>map.not_adventure</name>
    <message>
        <source>{id} is {type}, not an adventure location</source>
        <translation>{id} es {type}, no un lugar de aventura</translation>
    </message>
</context>
<context>
    <name>map.not_an_id</name>
    <message>
        <source>{text} is not an id (lowercase letters, digits and hyphens)</source>
        <translation>{text} no es un identificador (minúsculas, cifras y guiones)</translation>
    </message>
</context>
<context>
    <name>map.not_between</name>
    <message>
        <source>{value} is not between {low} and {high}</source>
        <translation>{value} no está entre {low} y {high}</translation>
    </message>
</context>
<context>
    <name>map.not_finite</name>
    <message>
        <source>{value} is not a finite number</source>
        <translation>{value} no es un número finito</translation>
    </message>
</context>
<context>
    <name>map.not_positive</name>
    <message>
        <source>must be positive, found {value}</source>
        <translation>debe ser positivo; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>map.off_the_coast</name>
    <message>
        <source>{type} lies within its snap radius ({radius}) of the coast; {id} is {distance} away</source>
        <translation>{type} debe estar dentro de su radio de ajuste ({radius}) de la costa; {id} está a {distance}</translation>
    </message>
</context>
<context>
    <name>map.other_format</name>
    <message>
        <source>unsupported format {found}: this program reads &apos;{tag}&apos;</source>
        <translation>formato no admitido {found}: este programa lee &apos;{tag}&apos;</translation>
    </message>
</context>
<context>
    <name>map.out_at_sea</name>
    <message>
        <source>{type} lies on land or within its snap radius ({radius}) of the coast; {id} is {distance} out at sea</source>
        <translation>{type} debe estar en tierra o dentro de su radio de ajuste ({radius}) de la costa; {id} está a {distance} mar adentro</translation>
    </message>
</context>
<context>
    <name>map.outside</name>
    <message>
        <source>{value} is outside the map bounds ({low} to {high})</source>
        <translation>{value} está fuera de los límites del mapa ({low} a {high})</translation>
    </message>
</context>
<context>
    <name>map.place_outside</name>
    <message>
        <source>({x}, {y}) is outside the map bounds</source>
        <translation>({x}, {y}) está fuera de los límites del mapa</translation>
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
        <translation>{path}: {problem} (línea {line})</translation>
    </message>
</context>
<context>
    <name>map.ring_not_a_number</name>
    <message>
        <source>{value} is not a number</source>
        <translation>{value} no es un número</translation>
    </message>
</context>
<context>
    <name>map.ring_not_closed</name>
    <message>
        <source>ring is not closed</source>
        <translation>el anillo no está cerrado</translation>
    </message>
</context>
<context>
    <name>map.ring_not_finite</name>
    <message>
        <source>the ring holds a number that is not finite (nan or inf)</source>
        <translation>el anillo contiene un número que no es finito (nan o inf)</translation>
    </message>
</context>
<context>
    <name>map.ring_odd_count</name>
    <message>
        <source>an odd count of numbers ({numbers}): x y pairs expected</source>
        <translation>una cantidad impar de números ({numbers}): se esperaban pares x y</translation>
    </message>
</context>
<context>
    <name>map.ring_outside</name>
    <message>
        <source>the ring reaches outside the map bounds (x {x_min} to {x_max}, y {y_min} to {y_max}): its point ({x}, {y}) is beyond them</source>
        <translation>el anillo se sale de los límites del mapa (x {x_min} a {x_max}, y {y_min} a {y_max}): su punto ({x}, {y}) queda fuera</translation>
    </message>
</context>
<context>
    <name>map.ring_self_intersection</name>
    <message>
        <source>ring self-intersection</source>
        <translation>el anillo se corta a sí mismo</translation>
    </message>
</context>
<context>
    <name>map.second_adventure</name>
    <message>
        <source>{id} already has an adventure card ({other})</source>
        <translation>{id} ya tiene una carta de aventura ({other})</translation>
    </message>
</context>
<context>
    <name>map.self_intersection</name>
    <message>
        <source>self-intersection</source>
        <translation>autointersección</translation>
    </message>
</context>
<context>
    <name>map.sheet_gap</name>
    <message>
        <source>sheet {id} starts at {start} but the sheet before it ends at {end} (sheets join edge to edge, left to right)</source>
        <translation>la hoja {id} empieza en {start}, pero la hoja anterior termina en {end} (las hojas se unen borde con borde, de izquierda a derecha)</translation>
    </message>
</context>
<context>
    <name>map.sheet_order</name>
    <message>
        <source>x_min ({low}) must be below x_max ({high})</source>
        <translation>x_min ({low}) debe ser menor que x_max ({high})</translation>
    </message>
</context>
<context>
    <name>map.short_ring</name>
    <message>
        <source>a ring needs at least 3 points, found {points}</source>
        <translation>un anillo necesita al menos 3 puntos; se encontraron {points}</translation>
    </message>
</context>
<context>
    <name>map.snap_not_positive</name>
    <message>
        <source>the snap radius must be positive, found {value}</source>
        <translation>el radio de ajuste debe ser positivo; se encontró {value}</translation>
    </message>
</context>
<context>
    <name>map.too_few_points</name>
    <message>
        <source>too few points</source>
        <translation>demasiado pocos puntos</translation>
    </message>
</context>
<context>
    <name>map.too_large</name>
    <message>
        <source>{value} is too large (at most {limit} in size)</source>
        <translation>{value} es demasiado grande (como máximo {limit} en valor absoluto)</translation>
    </message>
</context>
<context>
    <name>map.too_many_points</name>
    <message>
        <source>the map has {points} points; a map holds at most {most}</source>
        <translation>el mapa tiene {points} puntos; un mapa tiene como máximo {most}</translation>
    </message>
</context>
<context>
    <name>map.unknown_area</name>
    <message>
        <source>unknown area {id}</source>
        <translation>zona desconocida {id}</translation>
    </message>
</context>
<context>
    <name>map.unknown_key</name>
    <message>
        <source>unknown key {key}</source>
        <translation>clave desconocida {key}</translation>
    </message>
</context>
<context>
    <name>map.unknown_location</name>
    <message>
        <source>unknown location {id}</source>
        <translation>lugar desconocido {id}</translation>
    </message>
</context>
<context>
    <name>map.unknown_type</name>
    <message>
        <source>unknown location type {type} (one of {types})</source>
        <translation>tipo de lugar desconocido {type} (uno de {types})</translation>
    </message>
</context>
<context>
    <name>race.answer_first</name>
    <message>
        <source>{victim} must first answer {source}: defend with a money bag or accept the move back.</source>
        <translation>{victim} debe responder primero a {source}: defenderse con una bolsa de dinero o aceptar el retroceso.</translation>
    </message>
</context>
<context>
    <name>race.at_start</name>
    <message>
        <source>{name} is at the start; nothing happens.</source>
        <translation>{name} está en la salida; no pasa nada.</translation>
    </message>
</context>
<context>
    <name>race.begins</name>
    <message>
        <source>The race begins in London. The wind rose shows the {transport}; {name} starts.</source>
        <translation>La carrera empieza en Londres. La rosa de los vientos muestra: {transport}; empieza {name}.</translation>
    </message>
</context>
<context>
    <name>race.cannot_back</name>
    <message>
        <source>{name} cannot go back; nothing happens.</source>
        <translation>{name} no puede retroceder; no pasa nada.</translation>
    </message>
</context>
<context>
    <name>race.cannot_forward</name>
    <message>
        <source>{name} cannot move forward; nothing happens.</source>
        <translation>{name} no puede avanzar; no pasa nada.</translation>
    </message>
</context>
<context>
    <name>race.carries_out</name>
    <message>
        <source>{name} carries out the event now.</source>
        <translation>{name} ejecuta el evento ahora.</translation>
    </message>
</context>
<context>
    <name>race.declines_jump</name>
    <message>
        <source>{name} declines the jump and its 5 cards; the turn ends.</source>
        <translation>{name} renuncia al salto y a sus 5 cartas; el turno termina.</translation>
    </message>
</context>
<context>
    <name>race.defends</name>
    <message>
        <source>{name} pays with a money bag and cancels {source}.</source>
        <translation>{name} paga con una bolsa de dinero y anula {source}.</translation>
    </message>
</context>
<context>
    <name>race.discard_late</name>
    <message>
        <source>You may discard instead of moving only after the three final handcuff spaces.</source>
        <translation>Solo puedes descartar en lugar de mover después de las tres últimas casillas de esposas.</translation>
    </message>
</context>
<context>
    <name>race.discard_limit</name>
    <message>
        <source>You hold {held}; discarding is allowed down to {limit}.</source>
        <translation>Tienes {held}; puedes descartar hasta quedarte con {limit}.</translation>
    </message>
</context>
<context>
    <name>race.discard_not_now</name>
    <message>
        <source>Discarding a card replaces a whole turn; it is not possible now.</source>
        <translation>Descartar una carta sustituye un turno entero; ahora no es posible.</translation>
    </message>
</context>
<context>
    <name>race.discards</name>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} descarta {card}.</translation>
    </message>
</context>
<context>
    <name>race.discards_instead</name>
    <message>
        <source>{name} discards {card} instead of moving.</source>
        <translation>{name} descarta {card} en lugar de mover.</translation>
    </message>
</context>
<context>
    <name>race.discards_nothing</name>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} no descarta nada.</translation>
    </message>
</context>
<context>
    <name>race.draw_at_start</name>
    <message>
        <source>Cards may be drawn instead of playing only at the start of a turn.</source>
        <translation>Solo se pueden robar cartas en lugar de jugar al principio de un turno.</translation>
    </message>
</context>
<context>
    <name>race.draw_one_or_two</name>
    <message>
        <source>You may draw 1 or 2 cards.</source>
        <translation>Puedes robar 1 o 2 cartas.</translation>
    </message>
</context>
<context>
    <name>race.draws</name>
    <message>
        <source>{name} draws {cards}.</source>
        <translation>{name} roba {cards}.</translation>
    </message>
</context>
<context>
    <name>race.ends_turn</name>
    <message>
        <source>{name} ends the turn.</source>
        <translation>{name} termina el turno.</translation>
    </message>
</context>
<context>
    <name>race.event_drawn</name>
    <message>
        <source>{name} draws the event “{title}”: {text}</source>
        <translation>{name} roba el evento «{title}»: {text}</translation>
    </message>
</context>
<context>
    <name>race.event_first</name>
    <message>
        <source>First decide whether to keep the event card or carry it out.</source>
        <translation>Decide primero si guardas la carta de evento o la ejecutas.</translation>
    </message>
</context>
<context>
    <name>race.exchange_hand</name>
    <message>
        <source>Only with {needed} or more cards may you exchange two; you hold {held}.</source>
        <translation>Solo con {needed} cartas o más puedes cambiar dos; tienes {held}.</translation>
    </message>
</context>
<context>
    <name>race.exchange_not_now</name>
    <message>
        <source>Exchanging cards replaces a whole turn; it is not possible now.</source>
        <translation>Cambiar cartas sustituye un turno entero; ahora no es posible.</translation>
    </message>
</context>
<context>
    <name>race.exchanges</name>
    <message>
        <source>{name} exchanges 2 cards.</source>
        <translation>{name} cambia 2 cartas.</translation>
    </message>
</context>
<context>
    <name>race.few_left</name>
    <message>
        <source>Only {cards} can still be drawn.</source>
        <translation>Solo se pueden robar {cards} más.</translation>
    </message>
</context>
<context>
    <name>race.forward_only</name>
    <message>
        <source>Travel cards move forward; backwards only in the expert variant.</source>
        <translation>Las cartas de viaje mueven hacia delante; hacia atrás solo en la variante para expertos.</translation>
    </message>
</context>
<context>
    <name>race.goes_back</name>
    <message>
        <source>{name} goes back to {space} ({source}).</source>
        <translation>{name} retrocede a {space} ({source}).</translation>
    </message>
</context>
<context>
    <name>race.handcuff_space</name>
    <message>
        <source>Handcuffs! {name} goes back 3 spaces to {space} (that space has no effect).</source>
        <translation>¡Esposas! {name} retrocede 3 casillas a {space} (esa casilla no tiene efecto).</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_after_move</name>
    <message>
        <source>A handcuffs card is a whole turn of its own: your figure has already moved this turn.</source>
        <translation>Una carta de esposas es un turno entero por sí sola: tu figura ya se ha movido en este turno.</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_card_of</name>
    <message>
        <source>{name}&apos;s handcuffs card</source>
        <translation>la carta de esposas de {name}</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_more</name>
    <message>
        <source>Handcuffs! {name} goes back 3 more spaces to {space}.</source>
        <translation>¡Esposas! {name} retrocede 3 casillas más a {space}.</translation>
    </message>
</context>
<context>
    <name>race.handcuffs_no_choice</name>
    <message>
        <source>A handcuffs card takes no choice: it sends the next player back 3 spaces.</source>
        <translation>Una carta de esposas no deja elegir: hace retroceder 3 casillas al siguiente jugador.</translation>
    </message>
</context>
<context>
    <name>race.jump</name>
    <message>
        <source>{name} has played out the whole hand and jumps 5 spaces to {space}.</source>
        <translation>{name} ha jugado toda su mano y salta 5 casillas a {space}.</translation>
    </message>
</context>
<context>
    <name>race.jump_first</name>
    <message>
        <source>Your hand is played out: first take the 5-space jump with 5 new cards, or decline both.</source>
        <translation>Has jugado todas tus cartas: primero acepta el salto de 5 casillas con 5 cartas nuevas, o renuncia a ambas cosas.</translation>
    </message>
</context>
<context>
    <name>race.keep_at_most</name>
    <message>
        <source>To finish in London you may keep at most {limit}; you would still hold {held}. Past the last handcuff space you may discard a card per turn.</source>
        <translation>Para llegar a Londres puedes quedarte como máximo con {limit}; aún tendrías {held}. Pasada la última casilla de esposas puedes descartar una carta por turno.</translation>
    </message>
</context>
<context>
    <name>race.keep_expert</name>
    <message>
        <source>Event cards are kept only in the expert variant.</source>
        <translation>Las cartas de evento solo se guardan en la variante para expertos.</translation>
    </message>
</context>
<context>
    <name>race.keep_no_card</name>
    <message>
        <source>To finish in London you may keep no card (expert variant); you would still hold {held}.</source>
        <translation>Para llegar a Londres no puedes quedarte con ninguna carta (variante para expertos); aún tendrías {held}.</translation>
    </message>
</context>
<context>
    <name>race.keeps_event</name>
    <message>
        <source>{name} keeps the event card for later.</source>
        <translation>{name} guarda la carta de evento para más tarde.</translation>
    </message>
</context>
<context>
    <name>race.kept_event_lost</name>
    <message>
        <source>{name}&apos;s kept event card is discarded.</source>
        <translation>Se descarta la carta de evento que guardaba {name}.</translation>
    </message>
</context>
<context>
    <name>race.kept_event_to_london</name>
    <message>
        <source>You may not take an event card into London: play your kept event first.</source>
        <translation>No puedes llevar una carta de evento a Londres: juega primero el evento que guardaste.</translation>
    </message>
</context>
<context>
    <name>race.kept_this_turn</name>
    <message>
        <source>An event card kept this turn can be played from your next turn on.</source>
        <translation>Una carta de evento guardada en este turno se puede jugar a partir de tu próximo turno.</translation>
    </message>
</context>
<context>
    <name>race.leaves_rose</name>
    <message>
        <source>{name} leaves the wind rose on the {transport}.</source>
        <translation>{name} deja la rosa de los vientos en: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.misses_next</name>
    <message>
        <source>{name} will miss the next turn.</source>
        <translation>{name} perderá el próximo turno.</translation>
    </message>
</context>
<context>
    <name>race.misses_turn</name>
    <message>
        <source>{name} misses a turn.</source>
        <translation>{name} pierde un turno.</translation>
    </message>
</context>
<context>
    <name>race.money_bag_steps</name>
    <message>
        <source>A money bag moves your figure 1, 2 or 3 spaces forward: choose how many.</source>
        <translation>Una bolsa de dinero hace avanzar tu figura 1, 2 o 3 casillas: elige cuántas.</translation>
    </message>
</context>
<context>
    <name>race.moves_exactly</name>
    <message>
        <source>A {card} card moves exactly {spaces}; it takes no other choice.</source>
        <translation>Una carta «{card}» mueve exactamente {spaces}; no deja elegir otra cosa.</translation>
    </message>
</context>
<context>
    <name>race.moves_forward</name>
    <message>
        <source>{name} moves forward to {space}.</source>
        <translation>{name} avanza a {space}.</translation>
    </message>
</context>
<context>
    <name>race.no_event_waiting</name>
    <message>
        <source>No event card waits for a decision: there is nothing to keep or carry out now.</source>
        <translation>Ninguna carta de evento espera una decisión: ahora no hay nada que guardar ni ejecutar.</translation>
    </message>
</context>
<context>
    <name>race.no_further_card</name>
    <message>
        <source>No further card may be played this turn.</source>
        <translation>En este turno no se puede jugar ninguna carta más.</translation>
    </message>
</context>
<context>
    <name>race.no_jump_due</name>
    <message>
        <source>No jump is due: it follows only when the whole hand has been played out.</source>
        <translation>No toca ningún salto: solo llega cuando se ha jugado toda la mano.</translation>
    </message>
</context>
<context>
    <name>race.no_kept_event</name>
    <message>
        <source>You hold no event card.</source>
        <translation>No tienes ninguna carta de evento.</translation>
    </message>
</context>
<context>
    <name>race.no_passing</name>
    <message>
        <source>Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible.</source>
        <translation>Roba 1 o 2 cartas o juega una carta; solo puedes pasar si no es posible nada.</translation>
    </message>
</context>
<context>
    <name>race.no_seat</name>
    <message>
        <source>The acting seat {seat} is not a player of this race (0–{most}).</source>
        <translation>El asiento {seat} que actúa no es un jugador de esta carrera (0–{most}).</translation>
    </message>
</context>
<context>
    <name>race.nobody_affected</name>
    <message>
        <source>No other figure is affected.</source>
        <translation>Ninguna otra figura se ve afectada.</translation>
    </message>
</context>
<context>
    <name>race.not_held</name>
    <message>
        <source>{name} does not hold the card {card}.</source>
        <translation>{name} no tiene la carta {card}.</translation>
    </message>
</context>
<context>
    <name>race.not_possible</name>
    <message>
        <source>{action} is not possible now.</source>
        <translation>{action} no es posible ahora.</translation>
    </message>
</context>
<context>
    <name>race.not_your_decision</name>
    <message>
        <source>It is not {name}&apos;s decision now: {decider} is to act.</source>
        <translation>Ahora no decide {name}: le toca a {decider}.</translation>
    </message>
</context>
<context>
    <name>race.nothing_pending</name>
    <message>
        <source>Nothing is pending: no move back waits for a money bag or an answer.</source>
        <translation>No hay nada pendiente: ningún retroceso espera una bolsa de dinero ni una respuesta.</translation>
    </message>
</context>
<context>
    <name>race.only_money_bag</name>
    <message>
        <source>Only a money bag card cancels a move back (ruling R1986-03).</source>
        <translation>Solo una carta de bolsa de dinero anula un retroceso (decisión R1986-03).</translation>
    </message>
</context>
<context>
    <name>race.over</name>
    <message>
        <source>The race is over: {name} has reached London.</source>
        <translation>La carrera ha terminado: {name} ha llegado a Londres.</translation>
    </message>
</context>
<context>
    <name>race.passes</name>
    <message>
        <source>{name} can neither draw nor play and passes.</source>
        <translation>{name} no puede robar ni jugar y pasa.</translation>
    </message>
</context>
<context>
    <name>race.plays_backward</name>
    <message>
        <source>{name} plays {card} and moves back to {space}.</source>
        <translation>{name} juega {card} y retrocede a {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_forward</name>
    <message>
        <source>{name} plays {card} and moves on to {space}.</source>
        <translation>{name} juega {card} y avanza a {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_handcuffs</name>
    <message>
        <source>{name} plays a handcuffs card on {victim}.</source>
        <translation>{name} juega una carta de esposas contra {victim}.</translation>
    </message>
</context>
<context>
    <name>race.plays_kept_event</name>
    <message>
        <source>{name} plays the kept event “{title}”: {text}</source>
        <translation>{name} juega el evento guardado «{title}»: {text}</translation>
    </message>
</context>
<context>
    <name>race.plays_money_bag</name>
    <message>
        <source>{name} plays a money bag and moves {spaces} to {space}.</source>
        <translation>{name} juega una bolsa de dinero y avanza {spaces} hasta {space}.</translation>
    </message>
</context>
<context>
    <name>race.plays_rose_leaves</name>
    <message>
        <source>{name} plays a wind rose card and leaves the wind rose on the {transport}.</source>
        <translation>{name} juega una carta de rosa de los vientos y deja la rosa en: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.plays_rose_turns</name>
    <message>
        <source>{name} plays a wind rose card and turns the wind rose to the {transport}.</source>
        <translation>{name} juega una carta de rosa de los vientos y gira la rosa hacia: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.reached_first</name>
    <message>
        <source>{name} reached London first; the others are ranked by how far round the world they got.</source>
        <translation>{name} ha llegado primero a Londres; los demás se clasifican según lo lejos que hayan llegado en su vuelta al mundo.</translation>
    </message>
</context>
<context>
    <name>race.reshuffle</name>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>La pila de descartes se baraja como un nuevo mazo.</translation>
    </message>
</context>
<context>
    <name>race.reshuffle_events</name>
    <message>
        <source>The event cards are shuffled into a new event pile.</source>
        <translation>Las cartas de evento se barajan como una nueva pila de eventos.</translation>
    </message>
</context>
<context>
    <name>race.rose_card_choice</name>
    <message>
        <source>A wind rose card needs the transport the rose is turned to (or left on).</source>
        <translation>Una carta de rosa de los vientos necesita el transporte hacia el que se gira la rosa (o en el que se deja).</translation>
    </message>
</context>
<context>
    <name>race.rose_first</name>
    <message>
        <source>First turn the wind rose (or leave it where it is).</source>
        <translation>Primero gira la rosa de los vientos (o déjala donde está).</translation>
    </message>
</context>
<context>
    <name>race.rose_not_now</name>
    <message>
        <source>The wind rose is turned on a wind rose space or with a wind rose card; it is not possible now.</source>
        <translation>La rosa de los vientos se gira en una casilla de rosa de los vientos o con una carta de rosa de los vientos; ahora no es posible.</translation>
    </message>
</context>
<context>
    <name>race.rose_shows</name>
    <message>
        <source>The wind rose shows the {transport}: a {card} card cannot be played now (Windrose).</source>
        <translation>La rosa de los vientos muestra: {transport}; ahora no se puede jugar una carta «{card}» (rosa de los vientos).</translation>
    </message>
</context>
<context>
    <name>race.rose_turns</name>
    <message>
        <source>The wind rose turns to the {transport}.</source>
        <translation>La rosa de los vientos gira hacia: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.space_number</name>
    <message>
        <source>space {number}</source>
        <translation>la casilla {number}</translation>
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
        <translation>En una gran estación de viaje solo puedes robar si no puedes jugar ninguna de tus cartas (Großes Reisestationsfeld).</translation>
    </message>
</context>
<context>
    <name>race.stuck</name>
    <message>
        <source>{name} has no card that can be played here.</source>
        <translation>{name} no tiene ninguna carta que se pueda jugar aquí.</translation>
    </message>
</context>
<context>
    <name>race.the_event</name>
    <message>
        <source>the event “{title}”</source>
        <translation>el evento «{title}»</translation>
    </message>
</context>
<context>
    <name>race.too_few_behind</name>
    <message>
        <source>There are only {spaces} behind your figure; a {card} card must be moved exactly.</source>
        <translation>Detrás de tu figura solo hay {spaces}; una carta «{card}» debe moverse exactamente.</translation>
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
        <translation>Es el turno de {name}.</translation>
    </message>
</context>
<context>
    <name>race.turns_rose</name>
    <message>
        <source>{name} turns the wind rose to the {transport}.</source>
        <translation>{name} gira la rosa de los vientos hacia: {transport}.</translation>
    </message>
</context>
<context>
    <name>race.two_different</name>
    <message>
        <source>Choose two different cards to exchange.</source>
        <translation>Elige dos cartas distintas para cambiar.</translation>
    </message>
</context>
<context>
    <name>race.wins</name>
    <message>
        <source>{name} reaches London and wins the race!</source>
        <translation>¡{name} llega a Londres y gana la carrera!</translation>
    </message>
</context>
<context>
    <name>race_action.backward_not_bool</name>
    <message>
        <source>&apos;backward&apos; must be true or false, not {backward}.</source>
        <translation>&apos;backward&apos; debe ser true o false, no {backward}.</translation>
    </message>
</context>
<context>
    <name>race_action.card_id_not_text</name>
    <message>
        <source>&apos;{key}&apos; must be a card id (text), not {value}.</source>
        <translation>&apos;{key}&apos; debe ser un identificador de carta (texto), no {value}.</translation>
    </message>
</context>
<context>
    <name>race_action.count_not_number</name>
    <message>
        <source>The number of cards to draw must be 1 or 2, not {value}.</source>
        <translation>El número de cartas que robar debe ser 1 o 2, no {value}.</translation>
    </message>
</context>
<context>
    <name>race_action.needs_backward</name>
    <message>
        <source>&apos;backward&apos; must be true or false</source>
        <translation>&apos;backward&apos; debe ser true o false</translation>
    </message>
</context>
<context>
    <name>race_action.needs_card_id</name>
    <message>
        <source>&apos;{key}&apos; must be a card id</source>
        <translation>&apos;{key}&apos; debe ser un identificador de carta</translation>
    </message>
</context>
<context>
    <name>race_action.needs_count</name>
    <message>
        <source>&apos;count&apos; must be 1 or 2</source>
        <translation>&apos;count&apos; debe ser 1 o 2</translation>
    </message>
</context>
<context>
    <name>race_action.needs_seat</name>
    <message>
        <source>&apos;seat&apos; must be a player number 0–{most}</source>
        <translation>&apos;seat&apos; debe ser un número de jugador de 0 a {most}</translation>
    </message>
</context>
<context>
    <name>race_action.needs_steps</name>
    <message>
        <source>&apos;steps&apos; must be 1, 2 or 3</source>
        <translation>&apos;steps&apos; debe ser 1, 2 o 3</translation>
    </message>
</context>
<context>
    <name>race_action.needs_transport</name>
    <message>
        <source>&apos;{key}&apos; must be one of {transports}</source>
        <translation>&apos;{key}&apos; debe ser uno de {transports}</translation>
    </message>
</context>
<context>
    <name>race_action.needs_two_ids</name>
    <message>
        <source>&apos;card_ids&apos; must be two card ids</source>
        <translation>&apos;card_ids&apos; debe ser dos identificadores de carta</translation>
    </message>
</context>
<context>
    <name>race_action.new_transport</name>
    <message>
        <source>The wind rose&apos;s new transport must be coach, train, ship or elephant, not {transport}.</source>
        <translation>El nuevo transporte de la rosa de los vientos debe ser diligencia, tren, barco o elefante, no {transport}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_action</name>
    <message>
        <source>Not a race action: {action}.</source>
        <translation>No es una acción de la carrera: {action}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_mapping</name>
    <message>
        <source>it must be a mapping</source>
        <translation>debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>race_action.not_two_cards</name>
    <message>
        <source>An exchange names exactly two cards, not {card_ids}.</source>
        <translation>Un cambio nombra exactamente dos cartas, no {card_ids}.</translation>
    </message>
</context>
<context>
    <name>race_action.not_valid</name>
    <message>
        <source>Not a valid race action {data}: {why}</source>
        <translation>No es una acción válida de la carrera {data}: {why}</translation>
    </message>
</context>
<context>
    <name>race_action.rose_not_transport</name>
    <message>
        <source>The wind rose turns to coach, train, ship or elephant, not {transport}.</source>
        <translation>La rosa de los vientos gira hacia diligencia, tren, barco o elefante, no hacia {transport}.</translation>
    </message>
</context>
<context>
    <name>race_action.seat_not_number</name>
    <message>
        <source>The acting seat must be a player number, not {seat}.</source>
        <translation>El asiento que actúa debe ser un número de jugador, no {seat}.</translation>
    </message>
</context>
<context>
    <name>race_action.steps_not_number</name>
    <message>
        <source>A money bag&apos;s steps must be 1, 2 or 3, not {steps}.</source>
        <translation>Los pasos de una bolsa de dinero deben ser 1, 2 o 3, no {steps}.</translation>
    </message>
</context>
<context>
    <name>race_action.unknown_type</name>
    <message>
        <source>unknown type (one of {types})</source>
        <translation>tipo desconocido (uno de {types})</translation>
    </message>
</context>
<context>
    <name>race_board.city</name>
    <message>
        <source>city must be text</source>
        <translation>city debe ser un texto</translation>
    </message>
</context>
<context>
    <name>race_board.coordinates</name>
    <message>
        <source>coordinates must be &apos;lonlat&apos; or &apos;unit&apos;, not {found}</source>
        <translation>coordinates debe ser &apos;lonlat&apos; o &apos;unit&apos;, no {found}</translation>
    </message>
</context>
<context>
    <name>race_board.final_handcuffs</name>
    <message>
        <source>the track needs the three final handcuff spaces, it has {spaces}</source>
        <translation>el recorrido necesita las tres últimas casillas de esposas; tiene {spaces}</translation>
    </message>
</context>
<context>
    <name>race_board.first_start</name>
    <message>
        <source>space 0 must be the start</source>
        <translation>la casilla 0 debe ser la salida</translation>
    </message>
</context>
<context>
    <name>race_board.format</name>
    <message>
        <source>format must be {expected}, not {found}</source>
        <translation>format debe ser {expected}, no {found}</translation>
    </message>
</context>
<context>
    <name>race_board.handcuff_spaces</name>
    <message numerus="yes">
        <source>%n handcuff space(s)</source>
        <translation>
            <numerusform>%n casilla de esposas</numerusform>
            <numerusform>%n casillas de esposas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_board.index</name>
    <message>
        <source>index is {index} but the space is number {number}</source>
        <translation>index es {index}, pero la casilla es la número {number}</translation>
    </message>
</context>
<context>
    <name>race_board.last_london</name>
    <message>
        <source>the last space must be London</source>
        <translation>la última casilla debe ser Londres</translation>
    </message>
</context>
<context>
    <name>race_board.last_quarter</name>
    <message>
        <source>the three final handcuff spaces must lie in the last quarter of the track</source>
        <translation>las tres últimas casillas de esposas deben estar en el último cuarto del recorrido</translation>
    </message>
</context>
<context>
    <name>race_board.name</name>
    <message>
        <source>name must be text</source>
        <translation>name debe ser un texto</translation>
    </message>
</context>
<context>
    <name>race_board.not_mapping</name>
    <message>
        <source>the board must be a mapping with &apos;spaces&apos;</source>
        <translation>el tablero debe ser un diccionario con &apos;spaces&apos;</translation>
    </message>
</context>
<context>
    <name>race_board.space_mapping</name>
    <message>
        <source>a space must be a mapping with kind, x and y</source>
        <translation>una casilla debe ser un diccionario con kind, x e y</translation>
    </message>
</context>
<context>
    <name>race_board.spaces_list</name>
    <message>
        <source>&apos;spaces&apos; must be a list of spaces</source>
        <translation>&apos;spaces&apos; debe ser una lista de casillas</translation>
    </message>
</context>
<context>
    <name>race_board.start_london_only</name>
    <message>
        <source>only space 0 may be the start and only the last space London</source>
        <translation>solo la casilla 0 puede ser la salida y solo la última casilla, Londres</translation>
    </message>
</context>
<context>
    <name>race_board.track_length</name>
    <message>
        <source>a track needs {least}–{most} spaces, this one has {count}</source>
        <translation>un recorrido necesita {least}–{most} casillas; este tiene {count}</translation>
    </message>
</context>
<context>
    <name>race_board.unknown_kind</name>
    <message>
        <source>unknown kind {kind} (one of {kinds})</source>
        <translation>tipo desconocido {kind} (uno de {kinds})</translation>
    </message>
</context>
<context>
    <name>race_board.xy</name>
    <message>
        <source>x and y must be numbers</source>
        <translation>x e y deben ser números</translation>
    </message>
</context>
<context>
    <name>race_cards.action_deck</name>
    <message>
        <source>the action deck must have {expected} cards, it has {found}</source>
        <translation>el mazo de acciones debe tener {expected} cartas; tiene {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.card_mapping</name>
    <message>
        <source>a card must be a mapping</source>
        <translation>una carta debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_amount</name>
    <message>
        <source>{effect} needs {key}: 1–10, not {found}</source>
        <translation>{effect} necesita {key}: 1–10, no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_extra</name>
    <message>
        <source>the effect {effect} does not take {keys}</source>
        <translation>el efecto {effect} no admite {keys}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_mapping</name>
    <message>
        <source>the effect must be a mapping with a kind</source>
        <translation>el efecto debe ser un diccionario con un kind</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_space</name>
    <message>
        <source>{effect} needs a space_kind (one of {kinds}), not {found}</source>
        <translation>{effect} necesita un space_kind (uno de {kinds}), no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.effect_transport</name>
    <message>
        <source>{effect} needs a transport (one of {transports}), not {found}</source>
        <translation>{effect} necesita un transporte (uno de {transports}), no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.event_deck</name>
    <message>
        <source>the event deck must have {expected} cards, it has {found}</source>
        <translation>el mazo de eventos debe tener {expected} cartas; tiene {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.event_mapping</name>
    <message>
        <source>an event must be a mapping</source>
        <translation>un evento debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>race_cards.event_text</name>
    <message>
        <source>{key} must be non-empty text</source>
        <translation>{key} debe ser un texto no vacío</translation>
    </message>
</context>
<context>
    <name>race_cards.file_mapping</name>
    <message>
        <source>the file must be a mapping with &apos;{key}&apos;</source>
        <translation>el archivo debe ser un diccionario con &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>race_cards.format</name>
    <message>
        <source>format must be {expected}, not {found}</source>
        <translation>format debe ser {expected}, no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.id_twice</name>
    <message>
        <source>the id {id} is used twice</source>
        <translation>el identificador {id} se usa dos veces</translation>
    </message>
</context>
<context>
    <name>race_cards.no_transport</name>
    <message>
        <source>a {kind} card has no transport or value</source>
        <translation>una carta de tipo {kind} no tiene transporte ni valor</translation>
    </message>
</context>
<context>
    <name>race_cards.not_list</name>
    <message>
        <source>&apos;{key}&apos; must be a list</source>
        <translation>&apos;{key}&apos; debe ser una lista</translation>
    </message>
</context>
<context>
    <name>race_cards.packaged</name>
    <message>
        <source>cannot read the packaged deck: {error}</source>
        <translation>no se puede leer el mazo incluido: {error}</translation>
    </message>
</context>
<context>
    <name>race_cards.text_id</name>
    <message>
        <source>every card needs a text id</source>
        <translation>cada carta necesita un identificador de texto</translation>
    </message>
</context>
<context>
    <name>race_cards.travel_transport</name>
    <message>
        <source>a travel card needs a transport (one of {transports}), not {found}</source>
        <translation>una carta de viaje necesita un transporte (uno de {transports}), no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.travel_value</name>
    <message>
        <source>a travel card&apos;s value must be 1–{most}, not {found}</source>
        <translation>el valor de una carta de viaje debe ser 1–{most}, no {found}</translation>
    </message>
</context>
<context>
    <name>race_cards.unknown_effect</name>
    <message>
        <source>unknown effect {effect} (one of {effects})</source>
        <translation>efecto desconocido {effect} (uno de {effects})</translation>
    </message>
</context>
<context>
    <name>race_cards.unknown_kind</name>
    <message>
        <source>unknown card kind {kind} (one of {kinds})</source>
        <translation>tipo de carta desconocido {kind} (uno de {kinds})</translation>
    </message>
</context>
<context>
    <name>race_config.expert_not_bool</name>
    <message>
        <source>expert rule {key} must be true or false</source>
        <translation>la regla para expertos {key} debe ser true o false</translation>
    </message>
</context>
<context>
    <name>race_config.expert_not_mapping</name>
    <message>
        <source>expert must be a mapping of switches</source>
        <translation>expert debe ser un diccionario de interruptores</translation>
    </message>
</context>
<context>
    <name>race_config.first_not_number</name>
    <message>
        <source>first_player must be a player number</source>
        <translation>first_player debe ser un número de jugador</translation>
    </message>
</context>
<context>
    <name>race_config.not_card_ids</name>
    <message>
        <source>{what} must be a list of card ids</source>
        <translation>{what} debe ser una lista de identificadores de carta</translation>
    </message>
</context>
<context>
    <name>race_config.not_mapping</name>
    <message>
        <source>a race configuration must be a mapping</source>
        <translation>la configuración de una carrera debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>race_config.players_not_list</name>
    <message>
        <source>players must be a list of names</source>
        <translation>players debe ser una lista de nombres</translation>
    </message>
</context>
<context>
    <name>race_config.rose</name>
    <message>
        <source>wind_rose must be one of {transports}</source>
        <translation>wind_rose debe ser uno de {transports}</translation>
    </message>
</context>
<context>
    <name>race_config.setup_not_mapping</name>
    <message>
        <source>setup must be a mapping</source>
        <translation>setup debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>race_config.unknown_expert</name>
    <message>
        <source>unknown expert rules {unknown} (known: {known})</source>
        <translation>reglas para expertos desconocidas {unknown} (conocidas: {known})</translation>
    </message>
</context>
<context>
    <name>race_setup.deal</name>
    <message>
        <source>not enough action cards to deal 5 to every player</source>
        <translation>no hay suficientes cartas de acción para repartir 5 a cada jugador</translation>
    </message>
</context>
<context>
    <name>race_setup.draw_pile</name>
    <message>
        <source>draw pile</source>
        <translation>mazo</translation>
    </message>
</context>
<context>
    <name>race_setup.event_pile</name>
    <message>
        <source>event pile</source>
        <translation>pila de eventos</translation>
    </message>
</context>
<context>
    <name>race_setup.first</name>
    <message>
        <source>first_player must be 0–{last}</source>
        <translation>first_player debe ser 0–{last}</translation>
    </message>
</context>
<context>
    <name>race_setup.hand_count</name>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_setup.hand_of</name>
    <message>
        <source>hand of {name}</source>
        <translation>mano de {name}</translation>
    </message>
</context>
<context>
    <name>race_setup.hands</name>
    <message>
        <source>the setup has {hands} for {players}</source>
        <translation>la preparación tiene {hands} para {players}</translation>
    </message>
</context>
<context>
    <name>race_setup.names</name>
    <message>
        <source>every player needs a name</source>
        <translation>cada jugador necesita un nombre</translation>
    </message>
</context>
<context>
    <name>race_setup.no_card</name>
    <message>
        <source>{what}: there is no card {card_id}</source>
        <translation>{what}: no existe la carta {card_id}</translation>
    </message>
</context>
<context>
    <name>race_setup.player_count</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>race_setup.players</name>
    <message>
        <source>the race is for {fewest}–{most} players, not {found}</source>
        <translation>la carrera es para {fewest}–{most} jugadores, no para {found}</translation>
    </message>
</context>
<context>
    <name>race_setup.rose</name>
    <message>
        <source>the wind rose must stand on coach, train, ship or elephant</source>
        <translation>la rosa de los vientos debe estar en diligencia, tren, barco o elefante</translation>
    </message>
</context>
<context>
    <name>race_setup.same_name</name>
    <message>
        <source>two players have the same name</source>
        <translation>dos jugadores tienen el mismo nombre</translation>
    </message>
</context>
<context>
    <name>race_setup.twice</name>
    <message>
        <source>{what}: the card {card_id} is dealt twice</source>
        <translation>{what}: la carta {card_id} se reparte dos veces</translation>
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
        <translation>el registro está incompleto o mal formado ({error})</translation>
    </message>
</context>
<context>
    <name>render.no_sheet</name>
    <message>
        <source>a {game} game has no sheet to render</source>
        <translation>una partida de {game} no tiene hoja que dibujar</translation>
    </message>
</context>
<context>
    <name>render.not_a_record</name>
    <message>
        <source>not a journey game record (expected game: {game})</source>
        <translation>no es un registro de una partida del viaje (partida esperada: {game})</translation>
    </message>
</context>
<context>
    <name>route.and</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
</context>
<context>
    <name>route.coast_once</name>
    <message>
        <source>Passepartout lets the route cross the coastline only once, after a first part that suits the transport.</source>
        <translation>Con Passepartout la ruta solo puede cruzar la costa una vez, tras un primer tramo que corresponda al transporte.</translation>
    </message>
</context>
<context>
    <name>route.leaves_map</name>
    <message>
        <source>The route leaves the map.</source>
        <translation>La ruta se sale del mapa.</translation>
    </message>
</context>
<context>
    <name>route.mountains</name>
    <message>
        <source>No transport can cross {names}, balloons included.</source>
        <translation>Ningún transporte puede cruzar {names}, tampoco un globo.</translation>
    </message>
</context>
<context>
    <name>route.ship_on_land</name>
    <message>
        <source>A ship cannot cross land: the route reaches the coast here.</source>
        <translation>Un barco no puede cruzar tierra: aquí la ruta llega a la costa.</translation>
    </message>
</context>
<context>
    <name>route.the_mountains</name>
    <message>
        <source>the mountains</source>
        <translation>las montañas</translation>
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
        <translation>Un tren no puede cruzar el mar: aquí la ruta sale de la tierra.</translation>
    </message>
</context>
<context>
    <name>save.action_not_mapping</name>
    <message>
        <source>an action must be a mapping with a &apos;type&apos;</source>
        <translation>una acción debe ser un diccionario con &apos;type&apos;</translation>
    </message>
</context>
<context>
    <name>save.actions</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.actions_not_list</name>
    <message>
        <source>the actions must be a list</source>
        <translation>las acciones deben ser una lista</translation>
    </message>
</context>
<context>
    <name>save.already_over</name>
    <message>
        <source>illegal action: the game was already over</source>
        <translation>acción no permitida: la partida ya había terminado</translation>
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
        <translation>el color de un asiento se escribe #rrggbb (seis cifras hexadecimales), no {colour}</translation>
    </message>
</context>
<context>
    <name>save.bad_map_hash</name>
    <message>
        <source>the map&apos;s hash must be 64 hexadecimal digits</source>
        <translation>el hash del mapa debe tener 64 cifras hexadecimales</translation>
    </message>
</context>
<context>
    <name>save.bad_seat</name>
    <message>
        <source>a seat is {{name, colour, shape, human[, level]}}</source>
        <translation>un asiento es {{name, colour, shape, human[, level]}}</translation>
    </message>
</context>
<context>
    <name>save.bad_seat_fields</name>
    <message>
        <source>a seat&apos;s name, colour, shape and level are text, &apos;human&apos; true or false</source>
        <translation>el nombre, el color, la forma y el nivel de un asiento son texto; &apos;human&apos;, true o false</translation>
    </message>
</context>
<context>
    <name>save.bad_seed</name>
    <message>
        <source>the seed must be a whole number from 0 to 2^64 − 1, not {seed}</source>
        <translation>la semilla debe ser un número entero de 0 a 2^64 − 1, no {seed}</translation>
    </message>
</context>
<context>
    <name>save.bad_version</name>
    <message>
        <source>the format version must be a whole number, not {version}</source>
        <translation>la versión del formato debe ser un número entero, no {version}</translation>
    </message>
</context>
<context>
    <name>save.cannot_open</name>
    <message>
        <source>cannot open the file: {reason}</source>
        <translation>no se puede abrir el archivo: {reason}</translation>
    </message>
</context>
<context>
    <name>save.cannot_start</name>
    <message>
        <source>the game cannot start: {error}</source>
        <translation>la partida no puede empezar: {error}</translation>
    </message>
</context>
<context>
    <name>save.cannot_write</name>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>no se puede escribir el archivo: {reason}</translation>
    </message>
</context>
<context>
    <name>save.card_file_not_text</name>
    <message>
        <source>each card file must be YAML text</source>
        <translation>cada archivo de cartas debe ser texto YAML</translation>
    </message>
</context>
<context>
    <name>save.card_file_refused</name>
    <message>
        <source>the card file {name} is refused: {problem}</source>
        <translation>se rechaza el archivo de cartas {name}: {problem}</translation>
    </message>
</context>
<context>
    <name>save.card_files</name>
    <message>
        <source>the card files must be {names}</source>
        <translation>los archivos de cartas deben ser {names}</translation>
    </message>
</context>
<context>
    <name>save.cards_changed</name>
    <message>
        <source>the embedded card files were changed after saving</source>
        <translation>los archivos de cartas incluidos se modificaron después de guardar</translation>
    </message>
</context>
<context>
    <name>save.cards_invalid</name>
    <message>
        <source>the embedded cards are not valid: {error}</source>
        <translation>las cartas incluidas no son válidas: {error}</translation>
    </message>
</context>
<context>
    <name>save.cards_not_mapping</name>
    <message>
        <source>the cards must be a mapping {{sha256, files}}</source>
        <translation>las cartas deben ser un diccionario {{sha256, files}}</translation>
    </message>
</context>
<context>
    <name>save.cards_unreadable</name>
    <message>
        <source>the embedded cards cannot be read: {error}</source>
        <translation>no se pueden leer las cartas incluidas: {error}</translation>
    </message>
</context>
<context>
    <name>save.config_broken</name>
    <message>
        <source>the configuration is broken: {error}</source>
        <translation>la configuración está dañada: {error}</translation>
    </message>
</context>
<context>
    <name>save.config_not_mapping</name>
    <message>
        <source>the configuration must be a mapping</source>
        <translation>la configuración debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>save.corrupt</name>
    <message>
        <source>the file is corrupt: {error}</source>
        <translation>el archivo está dañado: {error}</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_changed</name>
    <message>
        <source>wrong map hash: the embedded map was changed after saving (expected {expected}…, found {found}…)</source>
        <translation>hash del mapa equivocado: el mapa incluido se modificó después de guardar (se esperaba {expected}…, se encontró {found}…)</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_invalid</name>
    <message>
        <source>the embedded map is not valid: {error}</source>
        <translation>el mapa incluido no es válido: {error}</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_too_large</name>
    <message>
        <source>the embedded map is too large</source>
        <translation>el mapa incluido es demasiado grande</translation>
    </message>
</context>
<context>
    <name>save.embedded_map_unreadable</name>
    <message>
        <source>the embedded map cannot be read: {error}</source>
        <translation>no se puede leer el mapa incluido: {error}</translation>
    </message>
</context>
<context>
    <name>save.empty</name>
    <message>
        <source>the file is empty (an interrupted save?)</source>
        <translation>el archivo está vacío (¿un guardado interrumpido?)</translation>
    </message>
</context>
<context>
    <name>save.huge_number</name>
    <message>
        <source>the file is corrupt: a whole number of more than {digits} digits is refused</source>
        <translation>el archivo está dañado: se rechaza un número entero de más de {digits} cifras</translation>
    </message>
</context>
<context>
    <name>save.illegal_action</name>
    <message>
        <source>illegal action {data} (hand-edited?): {error}</source>
        <translation>acción no permitida {data} (¿editada a mano?): {error}</translation>
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
        <translation>no es una acción válida: {error}</translation>
    </message>
</context>
<context>
    <name>save.keys_missing</name>
    <message numerus="yes">
        <source>missing key(s): {keys}</source>
        <translation>
            <numerusform>falta la clave: {keys}</numerusform>
            <numerusform>faltan las claves: {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.larger_than</name>
    <message>
        <source>the file is larger than {limit} bytes and is refused</source>
        <translation>el archivo ocupa más de {limit} bytes y se rechaza</translation>
    </message>
</context>
<context>
    <name>save.list_too_long</name>
    <message>
        <source>an action holds a list of {items} items; at most {most}</source>
        <translation>una acción contiene una lista de {items} elementos; como máximo {most}</translation>
    </message>
</context>
<context>
    <name>save.map_changed</name>
    <message>
        <source>wrong map hash: the map {path} has changed since the game was saved (expected {expected}…, found {found}…)</source>
        <translation>hash del mapa equivocado: el mapa {path} ha cambiado desde que se guardó la partida (se esperaba {expected}…, se encontró {found}…)</translation>
    </message>
</context>
<context>
    <name>save.map_invalid</name>
    <message>
        <source>the map is not valid: {error}</source>
        <translation>el mapa no es válido: {error}</translation>
    </message>
</context>
<context>
    <name>save.map_not_embedded</name>
    <message>
        <source>a map that is not shipped with the program must be embedded</source>
        <translation>un mapa que no viene con el programa debe ir incluido</translation>
    </message>
</context>
<context>
    <name>save.map_not_mapping</name>
    <message>
        <source>the map must be a mapping {{path, shipped, sha256[, text]}}</source>
        <translation>el mapa debe ser un diccionario {{path, shipped, sha256[, text]}}</translation>
    </message>
</context>
<context>
    <name>save.map_not_text</name>
    <message>
        <source>the embedded map must be YAML text</source>
        <translation>el mapa incluido debe ser texto YAML</translation>
    </message>
</context>
<context>
    <name>save.map_path_not_text</name>
    <message>
        <source>the map&apos;s path must be text</source>
        <translation>la ruta del archivo del mapa debe ser un texto</translation>
    </message>
</context>
<context>
    <name>save.map_path_nul</name>
    <message>
        <source>the map&apos;s path holds a NUL character: no file has such a name</source>
        <translation>la ruta del archivo del mapa contiene un carácter NUL: ningún archivo tiene un nombre así</translation>
    </message>
</context>
<context>
    <name>save.map_too_large</name>
    <message>
        <source>the map {path} is too large</source>
        <translation>el mapa {path} es demasiado grande</translation>
    </message>
</context>
<context>
    <name>save.map_unreadable</name>
    <message>
        <source>the map cannot be read: {error}</source>
        <translation>no se puede leer el mapa: {error}</translation>
    </message>
</context>
<context>
    <name>save.map_unreadable_file</name>
    <message>
        <source>the map {path} cannot be read: {error}</source>
        <translation>no se puede leer el mapa {path}: {error}</translation>
    </message>
</context>
<context>
    <name>save.name_not_printable</name>
    <message>
        <source>a player&apos;s name holds a character that cannot be shown ({character}): a control character or a line break</source>
        <translation>el nombre de un jugador contiene un carácter que no se puede mostrar ({character}): un carácter de control o un salto de línea</translation>
    </message>
</context>
<context>
    <name>save.name_too_long</name>
    <message numerus="yes">
        <source>a player&apos;s name has %n character(s); at most {most} are allowed</source>
        <translation>
            <numerusform>el nombre de un jugador tiene %n carácter; se permiten como máximo {most}</numerusform>
            <numerusform>el nombre de un jugador tiene %n caracteres; se permiten como máximo {most}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.newer_version</name>
    <message>
        <source>wrong version: the file has format version {version}, this program reads version {newest} or older (saved by a newer Eighty Days?)</source>
        <translation>versión equivocada: el archivo tiene la versión de formato {version}; este programa lee la versión {newest} o anteriores (¿guardado con un Eighty Days más reciente?)</translation>
    </message>
</context>
<context>
    <name>save.no_such_version</name>
    <message>
        <source>wrong version: there is no format version {version}</source>
        <translation>versión equivocada: no existe la versión de formato {version}</translation>
    </message>
</context>
<context>
    <name>save.no_type</name>
    <message>
        <source>without a type</source>
        <translation>sin tipo</translation>
    </message>
</context>
<context>
    <name>save.not_a_file</name>
    <message>
        <source>this is not a regular file (a device, a pipe or a folder) and is not read</source>
        <translation>esto no es un archivo normal (un dispositivo, una tubería o una carpeta) y no se lee</translation>
    </message>
</context>
<context>
    <name>save.not_a_mapping</name>
    <message>
        <source>this is not a save file: it must be a mapping</source>
        <translation>esto no es una partida guardada: debe ser un diccionario</translation>
    </message>
</context>
<context>
    <name>save.not_a_number</name>
    <message>
        <source>{number} is not a number a save file may hold</source>
        <translation>{number} no es un número que pueda contener una partida guardada</translation>
    </message>
</context>
<context>
    <name>save.not_an_object</name>
    <message>
        <source>this is not a save file: it must hold a JSON object</source>
        <translation>esto no es una partida guardada: debe contener un objeto JSON</translation>
    </message>
</context>
<context>
    <name>save.not_json</name>
    <message>
        <source>the file is corrupt: not valid JSON at line {line}, column {column} ({reason})</source>
        <translation>el archivo está dañado: JSON no válido en la línea {line}, columna {column} ({reason})</translation>
    </message>
</context>
<context>
    <name>save.not_ours</name>
    <message>
        <source>this is not an Eighty Days save file (format {found})</source>
        <translation>esto no es una partida guardada de Eighty Days (formato {found})</translation>
    </message>
</context>
<context>
    <name>save.not_unicode</name>
    <message>
        <source>the file holds text that is not valid Unicode (a lone surrogate such as \ud800)</source>
        <translation>el archivo contiene texto que no es Unicode válido (un sustituto suelto como \ud800)</translation>
    </message>
</context>
<context>
    <name>save.not_utf8</name>
    <message>
        <source>the file is corrupt: not UTF-8 text (byte {offset})</source>
        <translation>el archivo está dañado: no es texto UTF-8 (byte {offset})</translation>
    </message>
</context>
<context>
    <name>save.played_elsewhere</name>
    <message>
        <source>another Eighty Days program is playing this game: it is not written here</source>
        <translation>otro programa Eighty Days está jugando esta partida: no se escribe aquí</translation>
    </message>
</context>
<context>
    <name>save.route_too_long</name>
    <message>
        <source>a route of {points} points; a route has at most {most}</source>
        <translation>una ruta de {points} puntos; una ruta tiene como máximo {most}</translation>
    </message>
</context>
<context>
    <name>save.saved_at_not_text</name>
    <message>
        <source>the save time must be text</source>
        <translation>la hora de guardado debe ser un texto</translation>
    </message>
</context>
<context>
    <name>save.seats_not_list</name>
    <message>
        <source>the seats must be a list</source>
        <translation>los asientos deben ser una lista</translation>
    </message>
</context>
<context>
    <name>save.shipped_embedded</name>
    <message>
        <source>a map shipped with the program is not embedded</source>
        <translation>un mapa incluido con el programa no va dentro de la partida</translation>
    </message>
</context>
<context>
    <name>save.shipped_not_bool</name>
    <message>
        <source>&apos;shipped&apos; must be true or false</source>
        <translation>&apos;shipped&apos; debe ser true o false</translation>
    </message>
</context>
<context>
    <name>save.shipped_path</name>
    <message>
        <source>a shipped map is named by its file name, not {path}</source>
        <translation>un mapa incluido con el programa se nombra por su nombre de archivo, no {path}</translation>
    </message>
</context>
<context>
    <name>save.too_deep</name>
    <message>
        <source>the file is corrupt: it is nested too deeply</source>
        <translation>el archivo está dañado: está anidado demasiado profundamente</translation>
    </message>
</context>
<context>
    <name>save.too_large</name>
    <message>
        <source>the file is {size} bytes; a save larger than {limit} is refused</source>
        <translation>el archivo tiene {size} bytes; se rechaza una partida guardada de más de {limit}</translation>
    </message>
</context>
<context>
    <name>save.too_many_actions</name>
    <message>
        <source>{actions} actions is more than any game has</source>
        <translation>{actions} acciones son más de las que tiene cualquier partida</translation>
    </message>
</context>
<context>
    <name>save.too_many_lists</name>
    <message>
        <source>the file holds more than {lists} lists; no game has so many (a route has at most {most} points)</source>
        <translation>el archivo contiene más de {lists} listas; ninguna partida tiene tantas (una ruta tiene como máximo {most} puntos)</translation>
    </message>
</context>
<context>
    <name>save.truncated</name>
    <message>
        <source>the file ends too early at line {line}: it is truncated</source>
        <translation>el archivo termina demasiado pronto en la línea {line}: está cortado</translation>
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
        <translation>no se puede leer el archivo: {error}</translation>
    </message>
</context>
<context>
    <name>save.unknown_game</name>
    <message>
        <source>unknown game {game}; one of {games}</source>
        <translation>juego desconocido {game}; uno de {games}</translation>
    </message>
</context>
<context>
    <name>save.unknown_keys</name>
    <message numerus="yes">
        <source>unknown key(s) {keys}</source>
        <translation>
            <numerusform>clave desconocida {keys}</numerusform>
            <numerusform>claves desconocidas {keys}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>save.unknown_level</name>
    <message>
        <source>unknown computer level {level}; one of {names}</source>
        <translation>nivel del ordenador desconocido {level}; uno de {names}</translation>
    </message>
</context>
<context>
    <name>save.unreplayable</name>
    <message>
        <source>action {data} cannot be replayed: {error}</source>
        <translation>la acción {data} no se puede reproducir: {error}</translation>
    </message>
</context>
<context>
    <name>save.wrong_seats</name>
    <message numerus="yes">
        <source>the save lists %n seat(s) for a game of {players} players</source>
        <translation>
            <numerusform>la partida guardada indica %n asiento para una partida de {players} jugadores</numerusform>
            <numerusform>la partida guardada indica %n asientos para una partida de {players} jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score.most_fame</name>
    <message>
        <source>{name} has the most fame ({fame}).</source>
        <translation>{name} tiene la mayor fama ({fame}).</translation>
    </message>
</context>
<context>
    <name>score.on_adventures</name>
    <message>
        <source>{names} tie on {fame} fame; after equal calendar points {name} wins on adventure points ({points}).</source>
        <translation>{names} empatan a {fame} de fama; con los mismos puntos de calendario, {name} gana por los puntos de aventura ({points}).</translation>
    </message>
</context>
<context>
    <name>score.on_calendar</name>
    <message>
        <source>{names} tie on {fame} fame; {name} wins on calendar points ({points}).</source>
        <translation>{names} empatan a {fame} de fama; {name} gana por los puntos de calendario ({points}).</translation>
    </message>
</context>
<context>
    <name>score.shared</name>
    <message>
        <source>{names} tie on {fame} fame; {sharing} are still level on calendar and adventure points and share the victory.</source>
        <translation>{names} empatan a {fame} de fama; {sharing} siguen igualados en puntos de calendario y de aventura y comparten la victoria.</translation>
    </message>
</context>
<context>
    <name>simulate.bad_ruler_unit</name>
    <message>
        <source>--ruler-unit must be a number from {low} to {high} (within a factor of {factor} of the map&apos;s own {unit}), not {value}</source>
        <translation>--ruler-unit debe ser un número de {low} a {high} (como mucho a un factor {factor} del valor {unit} del mapa), no {value}</translation>
    </message>
</context>
<context>
    <name>simulate.no_expert_race</name>
    <message>
        <source>the race has no expert level: easy, normal or hard</source>
        <translation>la carrera no tiene nivel experto: fácil, normal o difícil</translation>
    </message>
</context>
<context>
    <name>simulate.not_a_card_file</name>
    <message>
        <source>not a card file: {error}</source>
        <translation>no es un archivo de cartas: {error}</translation>
    </message>
</context>
<context>
    <name>stats.busy</name>
    <message>
        <source>the statistics database is in use by another program (it stayed locked)</source>
        <translation>otro programa está usando la base de datos de las estadísticas (siguió bloqueada)</translation>
    </message>
</context>
<context>
    <name>stats.damaged</name>
    <message>
        <source>the database is damaged ({check})</source>
        <translation>la base de datos está dañada ({check})</translation>
    </message>
</context>
<context>
    <name>stats.disk_full</name>
    <message>
        <source>the disk is full: there is no room for the statistics</source>
        <translation>el disco está lleno: no hay sitio para las estadísticas</translation>
    </message>
</context>
<context>
    <name>stats.failed</name>
    <message>
        <source>the statistics database failed: {reason}</source>
        <translation>ha fallado la base de datos de las estadísticas: {reason}</translation>
    </message>
</context>
<context>
    <name>stats.foreign</name>
    <message>
        <source>the database&apos;s tables are not this program&apos;s ({detail})</source>
        <translation>las tablas de la base de datos no son de este programa ({detail})</translation>
    </message>
</context>
<context>
    <name>stats.newer_schema</name>
    <message>
        <source>the database has schema version {version}; this program knows {newest}</source>
        <translation>la base de datos tiene la versión de esquema {version}; este programa conoce la {newest}</translation>
    </message>
</context>
<context>
    <name>stats.read_only</name>
    <message>
        <source>the statistics database cannot be written ({reason})</source>
        <translation>no se puede escribir la base de datos de las estadísticas ({reason})</translation>
    </message>
</context>
</TS>
