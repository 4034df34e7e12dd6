"""Every message template (``messages.ENGLISH``), marked for translation: the
context is the message's key, the source its English template; a template that changes
with a count (``%n``, ``(s)``) is marked with one, so that its translation has plural
forms. lupdate reads this file (``tools/update_translations.sh``); the program does not
import it, since ``message_text.template_text`` translates ``ENGLISH[key]`` in the context
``key`` itself.

Written by ``tools/message_catalogue.py`` (do not edit by hand);
``tests/i18n/test_message_catalogue.py`` fails while it is out of step with the defined
messages.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

QT_TRANSLATE_NOOP("challenge.bad_seat", "the sender's seat must be 0 to {last}")
QT_TRANSLATE_NOOP("challenge.cannot_read", "cannot read the file: {reason}")
QT_TRANSLATE_NOOP(
    "challenge.changed", "the challenge was changed after it was sent (its checksum differs)"
)
QT_TRANSLATE_NOOP("challenge.code_broken", "the code is broken: it was cut or changed")
QT_TRANSLATE_NOOP("challenge.code_too_big", "the code unpacks to more than a challenge holds")
QT_TRANSLATE_NOOP("challenge.code_too_long", "the code is too long for a challenge")
QT_TRANSLATE_NOOP(
    "challenge.file_not_regular",
    "this is not a regular file (a device, a pipe or a folder) and is not read",
)
QT_TRANSLATE_NOOP(
    "challenge.file_too_large", "the file is {size} bytes; a challenge is at most {limit}"
)
QT_TRANSLATE_NOOP("challenge.not_a_code", "this is not a challenge code (it starts with {prefix})")
QT_TRANSLATE_NOOP("challenge.not_a_journey", "only a journey can be a challenge")
QT_TRANSLATE_NOOP("challenge.not_finished", "the sender's game is not finished")
QT_TRANSLATE_NOOP("challenge.not_ours", "this is not an Eighty Days challenge")
QT_TRANSLATE_NOOP("challenge.sent_at_not_text", "the sending time must be text")
QT_TRANSLATE_NOOP("challenge.text_too_large", "the file is too large for a challenge")
QT_TRANSLATE_NOOP("challenge.wrong_keys", "a challenge holds exactly {keys}")
QT_TRANSLATE_NOOP(
    "challenge.wrong_result", "the sender's result does not match the game they played"
)
QT_TRANSLATE_NOOP(
    "challenge.wrong_version",
    "wrong version: the challenge has version {version}, this program reads version {newest}",
)
QT_TRANSLATE_NOOP("config.bad_player", "players[{index}] must be {{name: text, colour: text}}")
QT_TRANSLATE_NOOP("config.bad_side", "character_sides: {key}: {side} is not front or back")
QT_TRANSLATE_NOOP("config.fixed_cards", "fixed.{key} must list card ids")
QT_TRANSLATE_NOOP("config.fixed_deck", "fixed.deck must list [card, train|ship] pairs")
QT_TRANSLATE_NOOP("config.fixed_not_list", "fixed.{key} must be a list")
QT_TRANSLATE_NOOP("config.fixed_not_mapping", "'fixed' must be a mapping")
QT_TRANSLATE_NOOP("config.fixed_stack", "fixed.stack_order must list player numbers")
QCoreApplication.translate("config.fixed_unknown_keys", "fixed: unknown key(s) {keys}", None, 1)
QT_TRANSLATE_NOOP("config.not_mapping", "the configuration must be a mapping")
QT_TRANSLATE_NOOP("config.other_window", "this is a save of {kind}; open it in that window")
QT_TRANSLATE_NOOP("config.players_not_list", "'players' must be a list of {{name, colour}}")
QT_TRANSLATE_NOOP("config.shipped_board_only", "only races on the shipped board can be saved")
QT_TRANSLATE_NOOP("config.sides_not_mapping", "'character_sides' must map characters to front/back")
QCoreApplication.translate("config.unknown_keys", "unknown key(s) {keys}", None, 1)
QT_TRANSLATE_NOOP("config.unreadable", "the configuration cannot be read: {error}")
QCoreApplication.translate("count.cards", "%n card(s)", None, 1)
QCoreApplication.translate("count.days", "%n day(s)", None, 1)
QCoreApplication.translate("count.points", "%n point(s)", None, 1)
QCoreApplication.translate("count.spaces", "%n space(s)", None, 1)
QT_TRANSLATE_NOOP("data.alias_loop", "a YAML alias refers to itself (line {line})")
QT_TRANSLATE_NOOP(
    "data.aliases_expand", "its YAML aliases expand to more than {limit} nodes (line {line})"
)
QT_TRANSLATE_NOOP("data.at", "{place}: {problem}")
QT_TRANSLATE_NOOP("data.cannot_read", "cannot read the file: {error}")
QT_TRANSLATE_NOOP("data.document", "(document)")
QT_TRANSLATE_NOOP("data.larger_than", "the file is larger than {limit} bytes and is refused")
QT_TRANSLATE_NOOP(
    "data.long_number", "line {line}: a whole number of more than {digits} digits is refused"
)
QT_TRANSLATE_NOOP(
    "data.not_a_file", "this is not a regular file (a device, a pipe or a folder) and is not read"
)
QT_TRANSLATE_NOOP("data.not_a_file_name", "{name} is not a possible file name")
QT_TRANSLATE_NOOP("data.not_utf8", "cannot read the file as UTF-8 text: {error}")
QT_TRANSLATE_NOOP("data.not_yaml", "not valid YAML: {problem}")
QT_TRANSLATE_NOOP("data.not_yaml_at", "line {line}, column {column}: not valid YAML: {problem}")
QT_TRANSLATE_NOOP("data.place_line", "{path} (line {line})")
QCoreApplication.translate("data.problems", "{source}: %n problem(s)", None, 1)
QT_TRANSLATE_NOOP("data.size_over", "the file is {size} bytes; more than {limit} is refused")
QT_TRANSLATE_NOOP("data.too_deep", "the document is nested too deeply")
QT_TRANSLATE_NOOP(
    "data.too_many_numbers",
    "the file holds more than {numbers} numbers; a map holds at most {points} points",
)
QT_TRANSLATE_NOOP("data.value_at", "line {line}: {value} cannot be read: {error}")
QT_TRANSLATE_NOOP("data.value_unreadable", "a value cannot be read: {error}")
QT_TRANSLATE_NOOP("data.whole_number_digits", "a whole number of more than {digits} digits")
QT_TRANSLATE_NOOP(
    "edit.already_on_coast",
    "{name} is already on the coast: {distance} from it, within its snap radius {radius}",
)
QT_TRANSLATE_NOOP("edit.area_exists", "there is already an area {id}")
QCoreApplication.translate(
    "edit.area_not_empty", "area {id} holds %n location(s): choose another area for them", None, 1
)
QT_TRANSLATE_NOOP("edit.location_exists", "there is already a location {id}")
QT_TRANSLATE_NOOP("edit.no_adventure_card", "there is no adventure card {index}")
QT_TRANSLATE_NOOP("edit.no_area", "there is no area {id}")
QT_TRANSLATE_NOOP(
    "edit.no_coast_near",
    "No coast lies within {reach} of {name} (one ruler unit): draw the land there first, or move "
    "the place nearer",
)
QT_TRANSLATE_NOOP("edit.no_hole", "the polygon has no hole {ring}")
QT_TRANSLATE_NOOP("edit.no_income_card", "there is no income card {index}")
QT_TRANSLATE_NOOP("edit.no_location", "there is no location {id}")
QT_TRANSLATE_NOOP("edit.no_polygon", "there is no polygon {index} in {layer}")
QT_TRANSLATE_NOOP("edit.no_ring", "the polygon has no ring {ring}")
QT_TRANSLATE_NOOP("edit.no_vertex", "the ring has no vertex {vertex}")
QT_TRANSLATE_NOOP("edit.no_vertex_in_ring", "the polygon has no vertex {vertex} in ring {ring}")
QT_TRANSLATE_NOOP(
    "edit.not_coastal", "{name} is not a port or an island: only those belong on the coast"
)
QT_TRANSLATE_NOOP(
    "edit.ring_too_small", "a ring keeps at least 3 vertices: delete the polygon instead"
)
QT_TRANSLATE_NOOP("editor.adventure_card", "adventure card {id}")
QT_TRANSLATE_NOOP(
    "editor.area_out_of_reach", "No location of area {name} can be reached within {days} days."
)
QT_TRANSLATE_NOOP(
    "editor.arrival_out_of_reach",
    "Arrival ({name}) cannot be reached from the start by legal routes within {days} days, even "
    "with the best cards of the deck.",
)
QT_TRANSLATE_NOOP("editor.background_left_out", "the background image could not be read (left out)")
QT_TRANSLATE_NOOP("editor.checks_failed", "The checks failed: {error}")
QT_TRANSLATE_NOOP(
    "editor.choose_arrival", "{problem} (choose a place and press its “Set as arrival”)"
)
QT_TRANSLATE_NOOP("editor.choose_start", "{problem} (choose a place and press its “Set as start”)")
QT_TRANSLATE_NOOP(
    "editor.cut_off",
    "No route can reach {name} ({id}) from the start, nor lead from it to the arrival: it is cut "
    "off by the sea, the land or the mountains.",
)
QT_TRANSLATE_NOOP("editor.empty_area", "Area {name} has no location, so no one can visit it.")
QT_TRANSLATE_NOOP(
    "editor.few_adventure_cards",
    "The map needs at least {needed} adventure cards (players + 1); it has {found}.",
)
QT_TRANSLATE_NOOP(
    "editor.few_income_cards",
    "The map needs at least {needed} income cards (one per month); it has {found}.",
)
QT_TRANSLATE_NOOP(
    "editor.fewer_players",
    "With {found} adventure cards at most {players} can play (players + 1 cards are dealt); "
    "{needed} let {most} play.",
)
QT_TRANSLATE_NOOP("editor.income_card", "income card {id}")
QT_TRANSLATE_NOOP(
    "editor.land_overlap",
    "Land polygons {first} and {second} overlap: the rules count the overlap as land, one land "
    "mass.",
)
QT_TRANSLATE_NOOP("editor.left_out", "{item} could not be read and was left out: {error}")
QT_TRANSLATE_NOOP("editor.out_of_reach", "{name} ({why}) cannot be reached within {days} days.")
QT_TRANSLATE_NOOP("editor.polygon_not_mapping", "a polygon is a mapping")
QT_TRANSLATE_NOOP(
    "editor.search_stopped",
    "The reachability search stopped early on this large map; places it did not reach may still "
    "be reachable.",
)
QT_TRANSLATE_NOOP(
    "editor.start_is_arrival", "The start and the arrival must be different locations."
)
QT_TRANSLATE_NOOP("engine.too_large", "a {kind} too large to show")
QT_TRANSLATE_NOOP("fix.move_inside", "Move inside the map")
QT_TRANSLATE_NOOP("fix.put_on_coast", "Put on the coast")
QT_TRANSLATE_NOOP("fix.remove_area", "Remove the area")
QT_TRANSLATE_NOOP("fix.remove_card", "Remove the card")
QT_TRANSLATE_NOOP(
    "geojson.bad_coordinates", "{where}: the coordinates are not a list of rings of positions."
)
QT_TRANSLATE_NOOP(
    "geojson.bad_fit", "The scale must be a positive number and the offset finite numbers."
)
QT_TRANSLATE_NOOP(
    "geojson.bad_position",
    "{where}: a position must be two finite numbers [longitude, latitude], found {found}.",
)
QT_TRANSLATE_NOOP("geojson.feature", "feature {number}")
QT_TRANSLATE_NOOP("geojson.geometry", "geometry {number}")
QT_TRANSLATE_NOOP(
    "geojson.invalid_shape", "{where}: the shape is not a simple polygon once fitted ({reason})."
)
QT_TRANSLATE_NOOP(
    "geojson.no_polygons",
    "The file has no Polygon or MultiPolygon geometry ({skipped} other geometries skipped).",
)
QT_TRANSLATE_NOOP(
    "geojson.not_geojson", "The file is not GeoJSON: {where} has no known type (found {found})."
)
QT_TRANSLATE_NOOP("geojson.not_json", "The file is not JSON: {error}")
QT_TRANSLATE_NOOP("geojson.not_text", "The file is not text in UTF-8.")
QT_TRANSLATE_NOOP("geojson.part", "{where}, polygon {number}")
QT_TRANSLATE_NOOP(
    "geojson.short_ring", "{where}: a ring needs at least 3 different points, it has {points}."
)
QT_TRANSLATE_NOOP("geojson.too_deep", "The file nests its collections too deeply.")
QT_TRANSLATE_NOOP(
    "geojson.too_large", "The file is too large: {size} bytes (at most {limit} are read)."
)
QT_TRANSLATE_NOOP(
    "geojson.too_many_points", "The file has more than {limit} points: take a smaller extract."
)
QT_TRANSLATE_NOOP("geojson.top_level", "the top level")
QT_TRANSLATE_NOOP("geojson.within", "{where}, {part}")
QT_TRANSLATE_NOOP("hint.data.not_a_file_name", "Choose the tracing image again (Map tab).")
QT_TRANSLATE_NOOP("hint.editor.area_out_of_reach", "Move a place of the area nearer the start.")
QT_TRANSLATE_NOOP(
    "hint.editor.arrival_out_of_reach",
    "Bring the arrival nearer the start, or add land, sea or canals that lead to it.",
)
QT_TRANSLATE_NOOP("hint.editor.checks_failed", "Save the map and report the problem with the file.")
QT_TRANSLATE_NOOP("hint.editor.choose_arrival", "Select a place and press its “Set as arrival”.")
QT_TRANSLATE_NOOP("hint.editor.choose_start", "Select a place and press its “Set as start”.")
QT_TRANSLATE_NOOP(
    "hint.editor.cut_off",
    "Move the place out of the mountains or onto a coast, or connect it with land or a canal.",
)
QT_TRANSLATE_NOOP("hint.editor.empty_area", "Put a place in the area, or remove the area.")
QT_TRANSLATE_NOOP("hint.editor.few_adventure_cards", "Add adventure cards (Cards tab).")
QT_TRANSLATE_NOOP("hint.editor.few_income_cards", "Add income cards (Cards tab).")
QT_TRANSLATE_NOOP(
    "hint.editor.fewer_players", "Add adventure cards to let more players play (Cards tab)."
)
QT_TRANSLATE_NOOP("hint.editor.land_overlap", "Merge the two shapes into one, or move them apart.")
QT_TRANSLATE_NOOP(
    "hint.editor.out_of_reach",
    "Move the place nearer the start, or take it off the card that names it.",
)
QT_TRANSLATE_NOOP(
    "hint.editor.search_stopped", "Nothing to fix: check the far places by playing the map."
)
QT_TRANSLATE_NOOP(
    "hint.editor.start_is_arrival", "Choose another place as the start or the arrival."
)
QT_TRANSLATE_NOOP("hint.map.at_sea", "Move it onto land, or make it a port.")
QT_TRANSLATE_NOOP(
    "hint.map.background_missing", "Choose the tracing image again, or remove it (Map tab)."
)
QT_TRANSLATE_NOOP(
    "hint.map.background_not_a_file", "Choose an image file as the tracing image (Map tab)."
)
QT_TRANSLATE_NOOP(
    "hint.map.background_too_large", "Save the image smaller, or choose a smaller one."
)
QT_TRANSLATE_NOOP(
    "hint.map.background_too_many_pixels", "Scale the image down, or choose a smaller one."
)
QT_TRANSLATE_NOOP(
    "hint.map.background_unreadable", "Save the image as PNG or JPEG and choose it again."
)
QT_TRANSLATE_NOOP(
    "hint.map.bounds_count", "Give the bounds as four numbers: x_min, y_min, x_max, y_max."
)
QT_TRANSLATE_NOOP(
    "hint.map.bounds_order", "Swap the numbers so that each minimum is below its maximum."
)
QT_TRANSLATE_NOOP("hint.map.coordinate_too_large", "Move the points inside the map.")
QT_TRANSLATE_NOOP("hint.map.decimals", "Round the coordinates to three decimals (the editor does).")
QT_TRANSLATE_NOOP("hint.map.duplicate_adventure_card", "Give each adventure card an id of its own.")
QT_TRANSLATE_NOOP("hint.map.duplicate_area", "Give each area an id of its own.")
QT_TRANSLATE_NOOP("hint.map.duplicate_income_card", "Give each income card an id of its own.")
QT_TRANSLATE_NOOP("hint.map.duplicate_location", "Give each place an id of its own.")
QT_TRANSLATE_NOOP("hint.map.duplicate_sheet", "Give each sheet an id of its own.")
QT_TRANSLATE_NOOP("hint.map.empty", "Fill in this value, or choose one in the editor.")
QT_TRANSLATE_NOOP("hint.map.expected_list", "Write this entry as a list (one “- ” line per item).")
QT_TRANSLATE_NOOP("hint.map.expected_mapping", "Write this entry as keys with values (key: value).")
QT_TRANSLATE_NOOP("hint.map.expected_number", "Write a number here, such as 12.5.")
QT_TRANSLATE_NOOP("hint.map.expected_text", "Write this value as text (in quotes if in doubt).")
QT_TRANSLATE_NOOP("hint.map.expected_whole", "Write a whole number here, such as 3.")
QT_TRANSLATE_NOOP("hint.map.first_sheet", "Make the first sheet start at the map's left edge.")
QT_TRANSLATE_NOOP("hint.map.income_size", "Give the income card exactly four places.")
QT_TRANSLATE_NOOP("hint.map.incomplete", "Fill in the parts of the map that are missing.")
QT_TRANSLATE_NOOP(
    "hint.map.invalid_polygon",
    "Drag the shape's points so that its edges no longer cross, or delete the extra points.",
)
QT_TRANSLATE_NOOP("hint.map.last_sheet", "Make the last sheet end at the map's right edge.")
QT_TRANSLATE_NOOP(
    "hint.map.missing_key", "Add the missing key, or open and save the map in the editor."
)
QT_TRANSLATE_NOOP("hint.map.negative", "Enter zero or more.")
QT_TRANSLATE_NOOP("hint.map.no_format", "Add the format line at the top of the file, as shown.")
QT_TRANSLATE_NOOP("hint.map.no_sheet", "Add a sheet covering the whole map (Map tab).")
QT_TRANSLATE_NOOP("hint.map.not_a_colour", "Pick the colour again, or write it like #a1b2c3.")
QT_TRANSLATE_NOOP("hint.map.not_a_ring", "Write the ring as pairs of numbers: “x y, x y, x y”.")
QT_TRANSLATE_NOOP(
    "hint.map.not_adventure",
    "Choose an adventure place for the card, or make this place an adventure place.",
)
QT_TRANSLATE_NOOP(
    "hint.map.not_an_id",
    "Use only lowercase letters, digits and single hyphens, such as “port-said”.",
)
QT_TRANSLATE_NOOP("hint.map.not_between", "Choose a value within the range shown.")
QT_TRANSLATE_NOOP("hint.map.not_finite", "Write an ordinary number here.")
QT_TRANSLATE_NOOP("hint.map.not_positive", "Enter a value above zero.")
QT_TRANSLATE_NOOP(
    "hint.map.off_the_coast",
    "Move it onto the coast (Edit → Put on the coast), or widen its snap radius.",
)
QT_TRANSLATE_NOOP("hint.map.other_format", "Open the map with the program version that wrote it.")
QT_TRANSLATE_NOOP(
    "hint.map.out_at_sea", "Move it onto land or near the coast, or make it an island."
)
QT_TRANSLATE_NOOP("hint.map.outside", "Enter a value inside the map's bounds.")
QT_TRANSLATE_NOOP(
    "hint.map.place_outside", "Move the place inside the map, or widen the map's bounds."
)
QT_TRANSLATE_NOOP(
    "hint.map.ring_outside", "Move the shape's points inside the map, or widen its bounds."
)
QT_TRANSLATE_NOOP(
    "hint.map.second_adventure",
    "Move one of the two cards to another adventure place, or remove it.",
)
QT_TRANSLATE_NOOP("hint.map.sheet_gap", "Make each sheet start where the one before it ends.")
QT_TRANSLATE_NOOP(
    "hint.map.sheet_order", "Swap the sheet's edges so that it starts left of where it ends."
)
QT_TRANSLATE_NOOP(
    "hint.map.short_ring", "Add points until the shape has at least three, or delete it."
)
QT_TRANSLATE_NOOP("hint.map.snap_not_positive", "Give the place a snap radius above zero.")
QT_TRANSLATE_NOOP(
    "hint.map.too_large", "Use a smaller number: the map's units are about a centimetre."
)
QT_TRANSLATE_NOOP("hint.map.unknown_area", "Choose one of the map's areas for this place.")
QT_TRANSLATE_NOOP("hint.map.unknown_key", "Remove this key, or check its spelling.")
QT_TRANSLATE_NOOP(
    "hint.map.unknown_location",
    "Choose one of the map's places, or remove what names the missing place.",
)
QT_TRANSLATE_NOOP("hint.map.unknown_type", "Choose one of the place types listed.")
QT_TRANSLATE_NOOP("journey.adventure", "{name} claims the adventure “{title}”.")
QT_TRANSLATE_NOOP("journey.aouda_returned", "{name} returns Princess Aouda to the reserve.")
QT_TRANSLATE_NOOP("journey.arrived", "{name} completes the journey round the world: {points}.")
QT_TRANSLATE_NOOP("journey.balloon_card", "the balloon {balloon}")
QT_TRANSLATE_NOOP(
    "journey.balloon_used", "You have used the {balloon} already: each balloon once per game."
)
QT_TRANSLATE_NOOP("journey.character_from_player", "{name} takes {character} from {other}.")
QT_TRANSLATE_NOOP("journey.character_from_reserve", "{name} takes {character} from the reserve.")
QT_TRANSLATE_NOOP("journey.character_returned", "{name} returns {character} to the reserve.")
QT_TRANSLATE_NOOP("journey.choose_transport", "Choose a transport from the market or a balloon.")
QT_TRANSLATE_NOOP("journey.deck_empty", "The deck is empty.")
QT_TRANSLATE_NOOP("journey.draw_now", "You have taken a transport already: now draw your route.")
QT_TRANSLATE_NOOP("journey.earns", "{name} earns {pounds}.")
QT_TRANSLATE_NOOP(
    "journey.earns_full", "{name} earns {pounds} ({due} due; the tracker is full at 80)."
)
QT_TRANSLATE_NOOP("journey.eastwards", "{name} crosses the date line eastwards and gains {days}.")
QT_TRANSLATE_NOOP(
    "journey.fix_discard", "Inspector Fix strikes {names}: they discard all their characters."
)
QT_TRANSLATE_NOOP("journey.fix_paid", "{name} pays {pounds}.")
QT_TRANSLATE_NOOP("journey.fix_paid_days", "{name} pays {pounds} and {days}.")
QT_TRANSLATE_NOOP("journey.fix_spend", "Inspector Fix strikes {names}: they spend {pounds} each.")
QT_TRANSLATE_NOOP("journey.game_over", "Every journey has ended: the game is over.")
QCoreApplication.translate("journey.marks", "%n detour mark(s)", None, 1)
QT_TRANSLATE_NOOP("journey.month", "{name} reaches a new month: the next income card is revealed.")
QT_TRANSLATE_NOOP("journey.no_balloon", "There is no balloon called {balloon}.")
QT_TRANSLATE_NOOP(
    "journey.no_seat", "The acting seat {seat} is not a player of this game (0–{most})."
)
QT_TRANSLATE_NOOP("journey.no_slot", "There is no market place called {slot}.")
QT_TRANSLATE_NOOP("journey.no_start", "A route needs at least its starting point.")
QT_TRANSLATE_NOOP(
    "journey.not_points", "A route is a list of points, each a pair of finite numbers."
)
QT_TRANSLATE_NOOP("journey.not_your_turn", "It is not {name}'s turn: {active} is to act.")
QT_TRANSLATE_NOOP("journey.over", "The game is over: every journey has ended.")
QT_TRANSLATE_NOOP("journey.past_end", "{name} is past 21 December: the journey ends (0 points).")
QT_TRANSLATE_NOOP("journey.route", "{name} draws a route.")
QT_TRANSLATE_NOOP("journey.route_empty", "{name} draws a route of no length.")
QT_TRANSLATE_NOOP("journey.route_to", "{name} draws a route to {place}.")
QT_TRANSLATE_NOOP(
    "journey.segment_not_full",
    "Segment {number} must run the full {allowed} ruler units to the detour mark before turning; "
    "it is {length}.",
)
QT_TRANSLATE_NOOP(
    "journey.segment_too_long",
    "Segment {number} is {length} ruler units long; the ruler allows {allowed} there.",
)
QCoreApplication.translate("journey.segments", "%n straight segment(s)", None, 1)
QT_TRANSLATE_NOOP("journey.space_empty", "That market space is empty.")
QT_TRANSLATE_NOOP("journey.start_where_ended", "The route must start where your last route ended.")
QT_TRANSLATE_NOOP("journey.take_first", "You must take a transport before drawing a route.")
QT_TRANSLATE_NOOP("journey.takes", "{name} takes {card} for {pounds} and {days}.")
QT_TRANSLATE_NOOP(
    "journey.takes_short",
    "{name} takes {card} for {pounds} and {days} ({missing} of them for missing pounds).",
)
QT_TRANSLATE_NOOP(
    "journey.too_late", "{name} is in London, but too late: the wager is lost (0 points)."
)
QT_TRANSLATE_NOOP(
    "journey.too_many_segments",
    "This ruler has {marks}, so a route of at most {most}; yours has {found}.",
)
QT_TRANSLATE_NOOP("journey.transport_card", "{transport} {pounds} · {days} · ruler {ruler}")
QT_TRANSLATE_NOOP("journey.westwards", "{name} crosses the date line westwards and loses {days}.")
QT_TRANSLATE_NOOP("journey_action.balloon_field", "A balloon is named by its id, not {balloon}.")
QT_TRANSLATE_NOOP("journey_action.balloon_not_id", "'balloon' must be a balloon id, got {balloon}")
QT_TRANSLATE_NOOP("journey_action.flip_field", "'flip' must be true or false, not {flip}.")
QT_TRANSLATE_NOOP("journey_action.flip_not_bool", "'flip' must be true or false, got {flip}")
QT_TRANSLATE_NOOP("journey_action.needs_keys", "a {kind} action needs {missing}")
QT_TRANSLATE_NOOP("journey_action.not_action", "Not an action of this game: {action}")
QT_TRANSLATE_NOOP("journey_action.not_mapping", "an action must be a mapping, got {type}")
QT_TRANSLATE_NOOP(
    "journey_action.point_not_pair", "points[{index}] must be a pair of finite numbers"
)
QT_TRANSLATE_NOOP(
    "journey_action.points_not_list", "'points' must be a non-empty list of [x, y] pairs"
)
QT_TRANSLATE_NOOP(
    "journey_action.seat_not_number", "The acting seat must be a player number, not {seat}."
)
QT_TRANSLATE_NOOP(
    "journey_action.seat_range", "'seat' must be a player number 0–{most}, got {seat}"
)
QT_TRANSLATE_NOOP(
    "journey_action.slot_not_slot", "The market place must be one of {names}, not {slot}."
)
QT_TRANSLATE_NOOP("journey_action.unknown_keys", "unknown keys in a {kind} action: {extra}")
QT_TRANSLATE_NOOP("journey_action.unknown_slot", "unknown market slot {slot}; one of {names}")
QT_TRANSLATE_NOOP("journey_action.unknown_type", "unknown action type {kind}; one of {names}")
QT_TRANSLATE_NOOP("journey_cards.balloons", "expected a list of 3 balloons (three distinct types)")
QT_TRANSLATE_NOOP("journey_cards.between", "must be between {low} and {high}, got {value}")
QT_TRANSLATE_NOOP("journey_cards.cards", "expected a list of cards")
QT_TRANSLATE_NOOP("journey_cards.characters", "expected a list of the 4 characters")
QT_TRANSLATE_NOOP("journey_cards.each_character", "expected each of the 4 characters exactly once")
QT_TRANSLATE_NOOP("journey_cards.format", "expected '{expected}', got {found}")
QT_TRANSLATE_NOOP("journey_cards.icon", "expected none or one of {names}")
QT_TRANSLATE_NOOP("journey_cards.id_twice", "the id '{id}' is used twice")
QT_TRANSLATE_NOOP("journey_cards.mapping", "expected a mapping")
QT_TRANSLATE_NOOP("journey_cards.marks", "expected a list of positions (may be empty)")
QT_TRANSLATE_NOOP(
    "journey_cards.marks_order",
    "marks must increase and lie strictly inside the ruler (0 < mark < length)",
)
QT_TRANSLATE_NOOP("journey_cards.missing_key", "missing key '{key}'")
QT_TRANSLATE_NOOP("journey_cards.number", "expected a number, got {value}")
QT_TRANSLATE_NOOP("journey_cards.text", "expected a non-empty text")
QT_TRANSLATE_NOOP("journey_cards.thirty", "expected 30 cards, got {count}")
QT_TRANSLATE_NOOP("journey_cards.two_marks", "a ruler has at most 2 detour marks")
QT_TRANSLATE_NOOP("journey_cards.unknown_character", "unknown character {id}")
QT_TRANSLATE_NOOP("journey_cards.unknown_key", "unknown key '{key}'")
QT_TRANSLATE_NOOP("journey_cards.whole", "expected a whole number, got {value}")
QT_TRANSLATE_NOOP("journey_setup.adventure_cards", "The map needs at least {cards}.")
QCoreApplication.translate("journey_setup.adventure_count", "%n adventure card(s)", None, 1)
QT_TRANSLATE_NOOP("journey_setup.colour", "{name}'s colour must look like #rrggbb, not {colour}.")
QT_TRANSLATE_NOOP("journey_setup.config_invalid", "The game configuration is not valid: {error}")
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_balloon", "Fixed setup: deck cards lie as trains or ships, not balloons."
)
QT_TRANSLATE_NOOP("journey_setup.fixed_both_rows", "Fixed setup: a card lies in both market rows.")
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_count", "Fixed setup: {name} needs exactly {cards}, not {found}."
)
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_income", "Fixed setup: the income order needs at least one card."
)
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_once",
    "Fixed setup: the market and the deck must hold every card exactly once.",
)
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_stack", "Fixed setup: the stack order must list every player once."
)
QT_TRANSLATE_NOOP("journey_setup.fixed_twice", "Fixed setup: {name} names a card twice.")
QT_TRANSLATE_NOOP(
    "journey_setup.fixed_unknown", "Fixed setup: {name} names unknown cards: {unknown}."
)
QT_TRANSLATE_NOOP(
    "journey_setup.income_cards",
    "The map needs at least 3 income cards (three are used in a game).",
)
QT_TRANSLATE_NOOP(
    "journey_setup.market_cards", "The card set has too few train/ship cards for a market."
)
QT_TRANSLATE_NOOP("journey_setup.names", "Every player needs a name.")
QT_TRANSLATE_NOOP(
    "journey_setup.no_location", "The map has no location {ref} for the start or the arrival."
)
QT_TRANSLATE_NOOP(
    "journey_setup.player_count", "The journey game is for 2 to 4 players, not {found}."
)
QT_TRANSLATE_NOOP("journey_setup.same_colour", "Two players have the same colour.")
QT_TRANSLATE_NOOP("journey_setup.same_name", "Two players have the same name.")
QT_TRANSLATE_NOOP("journey_setup.sides", "Choose one side for each of the four characters.")
QT_TRANSLATE_NOOP("map.a_city", "a city")
QT_TRANSLATE_NOOP("map.a_port", "a port")
QT_TRANSLATE_NOOP("map.an_adventure_location", "an adventure location")
QT_TRANSLATE_NOOP("map.an_island", "an island")
QT_TRANSLATE_NOOP("map.an_outpost", "an outpost")
QT_TRANSLATE_NOOP("map.at_sea", "{type} stands on land; {id} is at sea")
QT_TRANSLATE_NOOP("map.background_missing", "the image {name} cannot be found")
QT_TRANSLATE_NOOP(
    "map.background_not_a_file",
    "the image {name} is not a regular file (a device, a pipe or a folder) and is not read",
)
QT_TRANSLATE_NOOP(
    "map.background_too_large", "the image {name} is larger than {limit} MiB and is refused"
)
QT_TRANSLATE_NOOP(
    "map.background_too_many_pixels",
    "the image {name} is {width} × {height} pixels; more than {limit} million are refused",
)
QT_TRANSLATE_NOOP("map.background_unreadable", "the image {name} cannot be read: {error}")
QT_TRANSLATE_NOOP(
    "map.bounds_count", "expected 4 numbers [x_min, y_min, x_max, y_max], found {found}"
)
QT_TRANSLATE_NOOP("map.bounds_order", "x_min must be below x_max and y_min below y_max")
QT_TRANSLATE_NOOP("map.coordinate_too_large", "a coordinate is too large (at most {limit} in size)")
QT_TRANSLATE_NOOP("map.decimals", "coordinates have at most 3 decimals")
QT_TRANSLATE_NOOP("map.disconnected", "interior is disconnected")
QT_TRANSLATE_NOOP("map.document", "(document)")
QT_TRANSLATE_NOOP("map.duplicate_adventure_card", "duplicate adventure card id {id} (also {other})")
QT_TRANSLATE_NOOP("map.duplicate_area", "duplicate area id {id} (also {other})")
QT_TRANSLATE_NOOP("map.duplicate_income_card", "duplicate income card id {id} (also {other})")
QT_TRANSLATE_NOOP("map.duplicate_location", "duplicate location id {id} (also {other})")
QT_TRANSLATE_NOOP("map.duplicate_rings", "duplicate rings")
QT_TRANSLATE_NOOP("map.duplicate_sheet", "duplicate sheet id {id} (also {other})")
QT_TRANSLATE_NOOP("map.empty", "must not be empty")
QT_TRANSLATE_NOOP("map.expected_list", "expected a list, found {kind}")
QT_TRANSLATE_NOOP("map.expected_mapping", "expected a mapping, found {kind}")
QT_TRANSLATE_NOOP("map.expected_number", "expected a number, found {kind}")
QT_TRANSLATE_NOOP("map.expected_text", "expected text, found {kind}")
QT_TRANSLATE_NOOP("map.expected_whole", "expected a whole number, found {kind}")
QT_TRANSLATE_NOOP("map.first_sheet", "the first sheet starts at {sheet_x}, the map at {map_x}")
QT_TRANSLATE_NOOP("map.flaw_at", "{what} at ({where})")
QT_TRANSLATE_NOOP("map.hole_outside", "hole lies outside shell")
QT_TRANSLATE_NOOP("map.huge", "a huge number")
QT_TRANSLATE_NOOP("map.income_size", "an income card names exactly {size} locations, found {found}")
QT_TRANSLATE_NOOP("map.incomplete", "the map is incomplete")
QT_TRANSLATE_NOOP("map.invalid_coordinate", "invalid coordinate")
QT_TRANSLATE_NOOP("map.invalid_polygon", "not a valid polygon: {reason}")
QT_TRANSLATE_NOOP("map.kind_list", "a list")
QT_TRANSLATE_NOOP("map.kind_mapping", "a mapping")
QT_TRANSLATE_NOOP("map.kind_nothing", "nothing")
QT_TRANSLATE_NOOP("map.kind_number", "a number")
QT_TRANSLATE_NOOP("map.kind_text", "text ({text})")
QT_TRANSLATE_NOOP("map.kind_truth", "a true/false value ({value})")
QT_TRANSLATE_NOOP("map.last_sheet", "the last sheet ends at {sheet_x}, the map at {map_x}")
QT_TRANSLATE_NOOP("map.missing_key", "missing key '{key}'")
QT_TRANSLATE_NOOP("map.negative", "must not be negative, found {value}")
QT_TRANSLATE_NOOP("map.nested_holes", "nested holes")
QT_TRANSLATE_NOOP("map.nested_shells", "nested shells")
QT_TRANSLATE_NOOP("map.no_format", "missing key 'format' (expected '{tag}')")
QT_TRANSLATE_NOOP("map.no_sheet", "a map needs at least one sheet")
QT_TRANSLATE_NOOP("map.not_a_colour", "{text} is not a colour like '#a1b2c3'")
QT_TRANSLATE_NOOP("map.not_a_ring", "not a ring of 'x y' numbers: {error}")
QT_TRANSLATE_NOOP("map.not_adventure", "{id} is {type}, not an adventure location")
QT_TRANSLATE_NOOP("map.not_an_id", "{text} is not an id (lowercase letters, digits and hyphens)")
QT_TRANSLATE_NOOP("map.not_between", "{value} is not between {low} and {high}")
QT_TRANSLATE_NOOP("map.not_finite", "{value} is not a finite number")
QT_TRANSLATE_NOOP("map.not_positive", "must be positive, found {value}")
QT_TRANSLATE_NOOP(
    "map.off_the_coast",
    "{type} lies within its snap radius ({radius}) of the coast; {id} is {distance} away",
)
QT_TRANSLATE_NOOP("map.other_format", "unsupported format {found}: this program reads '{tag}'")
QT_TRANSLATE_NOOP(
    "map.out_at_sea",
    "{type} lies on land or within its snap radius ({radius}) of the coast; {id} is {distance} "
    "out at sea",
)
QT_TRANSLATE_NOOP("map.outside", "{value} is outside the map bounds ({low} to {high})")
QT_TRANSLATE_NOOP("map.place_outside", "({x}, {y}) is outside the map bounds")
QT_TRANSLATE_NOOP("map.problem_at", "{path}: {problem}")
QT_TRANSLATE_NOOP("map.problem_at_line", "{path}: {problem} (line {line})")
QT_TRANSLATE_NOOP("map.ring_not_a_number", "{value} is not a number")
QT_TRANSLATE_NOOP("map.ring_not_closed", "ring is not closed")
QT_TRANSLATE_NOOP("map.ring_not_finite", "the ring holds a number that is not finite (nan or inf)")
QT_TRANSLATE_NOOP("map.ring_odd_count", "an odd count of numbers ({numbers}): x y pairs expected")
QT_TRANSLATE_NOOP(
    "map.ring_outside",
    "the ring reaches outside the map bounds (x {x_min} to {x_max}, y {y_min} to {y_max}): its "
    "point ({x}, {y}) is beyond them",
)
QT_TRANSLATE_NOOP("map.ring_self_intersection", "ring self-intersection")
QT_TRANSLATE_NOOP("map.second_adventure", "{id} already has an adventure card ({other})")
QT_TRANSLATE_NOOP("map.self_intersection", "self-intersection")
QT_TRANSLATE_NOOP(
    "map.sheet_gap",
    "sheet {id} starts at {start} but the sheet before it ends at {end} (sheets join edge to "
    "edge, left to right)",
)
QT_TRANSLATE_NOOP("map.sheet_order", "x_min ({low}) must be below x_max ({high})")
QT_TRANSLATE_NOOP("map.short_ring", "a ring needs at least 3 points, found {points}")
QT_TRANSLATE_NOOP("map.snap_not_positive", "the snap radius must be positive, found {value}")
QT_TRANSLATE_NOOP("map.too_few_points", "too few points")
QT_TRANSLATE_NOOP("map.too_large", "{value} is too large (at most {limit} in size)")
QT_TRANSLATE_NOOP("map.too_many_points", "the map has {points} points; a map holds at most {most}")
QT_TRANSLATE_NOOP("map.unknown_area", "unknown area {id}")
QT_TRANSLATE_NOOP("map.unknown_key", "unknown key {key}")
QT_TRANSLATE_NOOP("map.unknown_location", "unknown location {id}")
QT_TRANSLATE_NOOP("map.unknown_type", "unknown location type {type} (one of {types})")
QT_TRANSLATE_NOOP(
    "race.answer_first",
    "{victim} must first answer {source}: defend with a money bag or accept the move back.",
)
QT_TRANSLATE_NOOP("race.at_start", "{name} is at the start; nothing happens.")
QT_TRANSLATE_NOOP(
    "race.begins", "The race begins in London. The wind rose shows the {transport}; {name} starts."
)
QT_TRANSLATE_NOOP("race.cannot_back", "{name} cannot go back; nothing happens.")
QT_TRANSLATE_NOOP("race.cannot_forward", "{name} cannot move forward; nothing happens.")
QT_TRANSLATE_NOOP("race.carries_out", "{name} carries out the event now.")
QT_TRANSLATE_NOOP("race.declines_jump", "{name} declines the jump and its 5 cards; the turn ends.")
QT_TRANSLATE_NOOP("race.defends", "{name} pays with a money bag and cancels {source}.")
QT_TRANSLATE_NOOP(
    "race.discard_late",
    "You may discard instead of moving only after the three final handcuff spaces.",
)
QT_TRANSLATE_NOOP("race.discard_limit", "You hold {held}; discarding is allowed down to {limit}.")
QT_TRANSLATE_NOOP(
    "race.discard_not_now", "Discarding a card replaces a whole turn; it is not possible now."
)
QT_TRANSLATE_NOOP("race.discards", "{name} discards {card}.")
QT_TRANSLATE_NOOP("race.discards_instead", "{name} discards {card} instead of moving.")
QT_TRANSLATE_NOOP("race.discards_nothing", "{name} discards nothing.")
QT_TRANSLATE_NOOP(
    "race.draw_at_start", "Cards may be drawn instead of playing only at the start of a turn."
)
QT_TRANSLATE_NOOP("race.draw_one_or_two", "You may draw 1 or 2 cards.")
QT_TRANSLATE_NOOP("race.draws", "{name} draws {cards}.")
QT_TRANSLATE_NOOP("race.ends_turn", "{name} ends the turn.")
QT_TRANSLATE_NOOP("race.event_drawn", "{name} draws the event “{title}”: {text}")
QT_TRANSLATE_NOOP(
    "race.event_first", "First decide whether to keep the event card or carry it out."
)
QT_TRANSLATE_NOOP(
    "race.exchange_hand", "Only with {needed} or more cards may you exchange two; you hold {held}."
)
QT_TRANSLATE_NOOP(
    "race.exchange_not_now", "Exchanging cards replaces a whole turn; it is not possible now."
)
QT_TRANSLATE_NOOP("race.exchanges", "{name} exchanges 2 cards.")
QT_TRANSLATE_NOOP("race.few_left", "Only {cards} can still be drawn.")
QT_TRANSLATE_NOOP(
    "race.forward_only", "Travel cards move forward; backwards only in the expert variant."
)
QT_TRANSLATE_NOOP("race.goes_back", "{name} goes back to {space} ({source}).")
QT_TRANSLATE_NOOP(
    "race.handcuff_space",
    "Handcuffs! {name} goes back 3 spaces to {space} (that space has no effect).",
)
QT_TRANSLATE_NOOP(
    "race.handcuffs_after_move",
    "A handcuffs card is a whole turn of its own: your figure has already moved this turn.",
)
QT_TRANSLATE_NOOP("race.handcuffs_card_of", "{name}'s handcuffs card")
QT_TRANSLATE_NOOP("race.handcuffs_more", "Handcuffs! {name} goes back 3 more spaces to {space}.")
QT_TRANSLATE_NOOP(
    "race.handcuffs_no_choice",
    "A handcuffs card takes no choice: it sends the next player back 3 spaces.",
)
QT_TRANSLATE_NOOP(
    "race.jump", "{name} has played out the whole hand and jumps 5 spaces to {space}."
)
QT_TRANSLATE_NOOP(
    "race.jump_first",
    "Your hand is played out: first take the 5-space jump with 5 new cards, or decline both.",
)
QT_TRANSLATE_NOOP(
    "race.keep_at_most",
    "To finish in London you may keep at most {limit}; you would still hold {held}. Past the last "
    "handcuff space you may discard a card per turn.",
)
QT_TRANSLATE_NOOP("race.keep_expert", "Event cards are kept only in the expert variant.")
QT_TRANSLATE_NOOP(
    "race.keep_no_card",
    "To finish in London you may keep no card (expert variant); you would still hold {held}.",
)
QT_TRANSLATE_NOOP("race.keeps_event", "{name} keeps the event card for later.")
QT_TRANSLATE_NOOP("race.kept_event_lost", "{name}'s kept event card is discarded.")
QT_TRANSLATE_NOOP(
    "race.kept_event_to_london",
    "You may not take an event card into London: play your kept event first.",
)
QT_TRANSLATE_NOOP(
    "race.kept_this_turn", "An event card kept this turn can be played from your next turn on."
)
QT_TRANSLATE_NOOP("race.leaves_rose", "{name} leaves the wind rose on the {transport}.")
QT_TRANSLATE_NOOP("race.misses_next", "{name} will miss the next turn.")
QT_TRANSLATE_NOOP("race.misses_turn", "{name} misses a turn.")
QT_TRANSLATE_NOOP(
    "race.money_bag_steps",
    "A money bag moves your figure 1, 2 or 3 spaces forward: choose how many.",
)
QT_TRANSLATE_NOOP(
    "race.moves_exactly", "A {card} card moves exactly {spaces}; it takes no other choice."
)
QT_TRANSLATE_NOOP("race.moves_forward", "{name} moves forward to {space}.")
QT_TRANSLATE_NOOP(
    "race.no_event_waiting",
    "No event card waits for a decision: there is nothing to keep or carry out now.",
)
QT_TRANSLATE_NOOP("race.no_further_card", "No further card may be played this turn.")
QT_TRANSLATE_NOOP(
    "race.no_jump_due", "No jump is due: it follows only when the whole hand has been played out."
)
QT_TRANSLATE_NOOP("race.no_kept_event", "You hold no event card.")
QT_TRANSLATE_NOOP(
    "race.no_passing",
    "Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible.",
)
QT_TRANSLATE_NOOP("race.no_seat", "The acting seat {seat} is not a player of this race (0–{most}).")
QT_TRANSLATE_NOOP("race.nobody_affected", "No other figure is affected.")
QT_TRANSLATE_NOOP("race.not_held", "{name} does not hold the card {card}.")
QT_TRANSLATE_NOOP("race.not_possible", "{action} is not possible now.")
QT_TRANSLATE_NOOP("race.not_your_decision", "It is not {name}'s decision now: {decider} is to act.")
QT_TRANSLATE_NOOP(
    "race.nothing_pending", "Nothing is pending: no move back waits for a money bag or an answer."
)
QT_TRANSLATE_NOOP(
    "race.only_money_bag", "Only a money bag card cancels a move back (ruling R1986-03)."
)
QT_TRANSLATE_NOOP("race.over", "The race is over: {name} has reached London.")
QT_TRANSLATE_NOOP("race.passes", "{name} can neither draw nor play and passes.")
QT_TRANSLATE_NOOP("race.plays_backward", "{name} plays {card} and moves back to {space}.")
QT_TRANSLATE_NOOP("race.plays_forward", "{name} plays {card} and moves on to {space}.")
QT_TRANSLATE_NOOP("race.plays_handcuffs", "{name} plays a handcuffs card on {victim}.")
QT_TRANSLATE_NOOP("race.plays_kept_event", "{name} plays the kept event “{title}”: {text}")
QT_TRANSLATE_NOOP("race.plays_money_bag", "{name} plays a money bag and moves {spaces} to {space}.")
QT_TRANSLATE_NOOP(
    "race.plays_rose_leaves",
    "{name} plays a wind rose card and leaves the wind rose on the {transport}.",
)
QT_TRANSLATE_NOOP(
    "race.plays_rose_turns",
    "{name} plays a wind rose card and turns the wind rose to the {transport}.",
)
QT_TRANSLATE_NOOP(
    "race.reached_first",
    "{name} reached London first; the others are ranked by how far round the world they got.",
)
QT_TRANSLATE_NOOP("race.reshuffle", "The discard pile is shuffled into a new draw pile.")
QT_TRANSLATE_NOOP("race.reshuffle_events", "The event cards are shuffled into a new event pile.")
QT_TRANSLATE_NOOP(
    "race.rose_card_choice",
    "A wind rose card needs the transport the rose is turned to (or left on).",
)
QT_TRANSLATE_NOOP("race.rose_first", "First turn the wind rose (or leave it where it is).")
QT_TRANSLATE_NOOP(
    "race.rose_not_now",
    "The wind rose is turned on a wind rose space or with a wind rose card; it is not possible "
    "now.",
)
QT_TRANSLATE_NOOP(
    "race.rose_shows",
    "The wind rose shows the {transport}: a {card} card cannot be played now (Windrose).",
)
QT_TRANSLATE_NOOP("race.rose_turns", "The wind rose turns to the {transport}.")
QT_TRANSLATE_NOOP("race.space_number", "space {number}")
QT_TRANSLATE_NOOP("race.space_with_kind", "{space} ({kind})")
QT_TRANSLATE_NOOP(
    "race.station_draw",
    "At a great travel station you may draw only if none of your cards can be played (Großes "
    "Reisestationsfeld).",
)
QT_TRANSLATE_NOOP("race.stuck", "{name} has no card that can be played here.")
QT_TRANSLATE_NOOP("race.the_event", "the event “{title}”")
QT_TRANSLATE_NOOP(
    "race.too_few_behind",
    "There are only {spaces} behind your figure; a {card} card must be moved exactly.",
)
QT_TRANSLATE_NOOP("race.travel_card", "{transport} {value}")
QT_TRANSLATE_NOOP("race.turn", "It is {name}'s turn.")
QT_TRANSLATE_NOOP("race.turns_rose", "{name} turns the wind rose to the {transport}.")
QT_TRANSLATE_NOOP("race.two_different", "Choose two different cards to exchange.")
QT_TRANSLATE_NOOP("race.wins", "{name} reaches London and wins the race!")
QT_TRANSLATE_NOOP(
    "race_action.backward_not_bool", "'backward' must be true or false, not {backward}."
)
QT_TRANSLATE_NOOP("race_action.card_id_not_text", "'{key}' must be a card id (text), not {value}.")
QT_TRANSLATE_NOOP(
    "race_action.count_not_number", "The number of cards to draw must be 1 or 2, not {value}."
)
QT_TRANSLATE_NOOP("race_action.needs_backward", "'backward' must be true or false")
QT_TRANSLATE_NOOP("race_action.needs_card_id", "'{key}' must be a card id")
QT_TRANSLATE_NOOP("race_action.needs_count", "'count' must be 1 or 2")
QT_TRANSLATE_NOOP("race_action.needs_seat", "'seat' must be a player number 0–{most}")
QT_TRANSLATE_NOOP("race_action.needs_steps", "'steps' must be 1, 2 or 3")
QT_TRANSLATE_NOOP("race_action.needs_transport", "'{key}' must be one of {transports}")
QT_TRANSLATE_NOOP("race_action.needs_two_ids", "'card_ids' must be two card ids")
QT_TRANSLATE_NOOP(
    "race_action.new_transport",
    "The wind rose's new transport must be coach, train, ship or elephant, not {transport}.",
)
QT_TRANSLATE_NOOP("race_action.not_action", "Not a race action: {action}.")
QT_TRANSLATE_NOOP("race_action.not_mapping", "it must be a mapping")
QT_TRANSLATE_NOOP(
    "race_action.not_two_cards", "An exchange names exactly two cards, not {card_ids}."
)
QT_TRANSLATE_NOOP("race_action.not_valid", "Not a valid race action {data}: {why}")
QT_TRANSLATE_NOOP(
    "race_action.rose_not_transport",
    "The wind rose turns to coach, train, ship or elephant, not {transport}.",
)
QT_TRANSLATE_NOOP(
    "race_action.seat_not_number", "The acting seat must be a player number, not {seat}."
)
QT_TRANSLATE_NOOP(
    "race_action.steps_not_number", "A money bag's steps must be 1, 2 or 3, not {steps}."
)
QT_TRANSLATE_NOOP("race_action.unknown_type", "unknown type (one of {types})")
QT_TRANSLATE_NOOP("race_board.city", "city must be text")
QT_TRANSLATE_NOOP("race_board.coordinates", "coordinates must be 'lonlat' or 'unit', not {found}")
QT_TRANSLATE_NOOP(
    "race_board.final_handcuffs", "the track needs the three final handcuff spaces, it has {spaces}"
)
QT_TRANSLATE_NOOP("race_board.first_start", "space 0 must be the start")
QT_TRANSLATE_NOOP("race_board.format", "format must be {expected}, not {found}")
QCoreApplication.translate("race_board.handcuff_spaces", "%n handcuff space(s)", None, 1)
QT_TRANSLATE_NOOP("race_board.index", "index is {index} but the space is number {number}")
QT_TRANSLATE_NOOP("race_board.last_london", "the last space must be London")
QT_TRANSLATE_NOOP(
    "race_board.last_quarter",
    "the three final handcuff spaces must lie in the last quarter of the track",
)
QT_TRANSLATE_NOOP("race_board.name", "name must be text")
QT_TRANSLATE_NOOP("race_board.not_mapping", "the board must be a mapping with 'spaces'")
QT_TRANSLATE_NOOP("race_board.space_mapping", "a space must be a mapping with kind, x and y")
QT_TRANSLATE_NOOP("race_board.spaces_list", "'spaces' must be a list of spaces")
QT_TRANSLATE_NOOP(
    "race_board.start_london_only", "only space 0 may be the start and only the last space London"
)
QT_TRANSLATE_NOOP(
    "race_board.track_length", "a track needs {least}–{most} spaces, this one has {count}"
)
QT_TRANSLATE_NOOP("race_board.unknown_kind", "unknown kind {kind} (one of {kinds})")
QT_TRANSLATE_NOOP("race_board.xy", "x and y must be numbers")
QT_TRANSLATE_NOOP(
    "race_cards.action_deck", "the action deck must have {expected} cards, it has {found}"
)
QT_TRANSLATE_NOOP("race_cards.card_mapping", "a card must be a mapping")
QT_TRANSLATE_NOOP("race_cards.effect_amount", "{effect} needs {key}: 1–10, not {found}")
QT_TRANSLATE_NOOP("race_cards.effect_extra", "the effect {effect} does not take {keys}")
QT_TRANSLATE_NOOP("race_cards.effect_mapping", "the effect must be a mapping with a kind")
QT_TRANSLATE_NOOP(
    "race_cards.effect_space", "{effect} needs a space_kind (one of {kinds}), not {found}"
)
QT_TRANSLATE_NOOP(
    "race_cards.effect_transport", "{effect} needs a transport (one of {transports}), not {found}"
)
QT_TRANSLATE_NOOP(
    "race_cards.event_deck", "the event deck must have {expected} cards, it has {found}"
)
QT_TRANSLATE_NOOP("race_cards.event_mapping", "an event must be a mapping")
QT_TRANSLATE_NOOP("race_cards.event_text", "{key} must be non-empty text")
QT_TRANSLATE_NOOP("race_cards.file_mapping", "the file must be a mapping with '{key}'")
QT_TRANSLATE_NOOP("race_cards.format", "format must be {expected}, not {found}")
QT_TRANSLATE_NOOP("race_cards.id_twice", "the id {id} is used twice")
QT_TRANSLATE_NOOP("race_cards.no_transport", "a {kind} card has no transport or value")
QT_TRANSLATE_NOOP("race_cards.not_list", "'{key}' must be a list")
QT_TRANSLATE_NOOP("race_cards.packaged", "cannot read the packaged deck: {error}")
QT_TRANSLATE_NOOP("race_cards.text_id", "every card needs a text id")
QT_TRANSLATE_NOOP(
    "race_cards.travel_transport",
    "a travel card needs a transport (one of {transports}), not {found}",
)
QT_TRANSLATE_NOOP("race_cards.travel_value", "a travel card's value must be 1–{most}, not {found}")
QT_TRANSLATE_NOOP("race_cards.unknown_effect", "unknown effect {effect} (one of {effects})")
QT_TRANSLATE_NOOP("race_cards.unknown_kind", "unknown card kind {kind} (one of {kinds})")
QT_TRANSLATE_NOOP("race_config.expert_not_bool", "expert rule {key} must be true or false")
QT_TRANSLATE_NOOP("race_config.expert_not_mapping", "expert must be a mapping of switches")
QT_TRANSLATE_NOOP("race_config.first_not_number", "first_player must be a player number")
QT_TRANSLATE_NOOP("race_config.not_card_ids", "{what} must be a list of card ids")
QT_TRANSLATE_NOOP("race_config.not_mapping", "a race configuration must be a mapping")
QT_TRANSLATE_NOOP("race_config.players_not_list", "players must be a list of names")
QT_TRANSLATE_NOOP("race_config.rose", "wind_rose must be one of {transports}")
QT_TRANSLATE_NOOP("race_config.setup_not_mapping", "setup must be a mapping")
QT_TRANSLATE_NOOP("race_config.unknown_expert", "unknown expert rules {unknown} (known: {known})")
QT_TRANSLATE_NOOP("race_setup.deal", "not enough action cards to deal 5 to every player")
QT_TRANSLATE_NOOP("race_setup.draw_pile", "draw pile")
QT_TRANSLATE_NOOP("race_setup.event_pile", "event pile")
QT_TRANSLATE_NOOP("race_setup.first", "first_player must be 0–{last}")
QCoreApplication.translate("race_setup.hand_count", "%n hand(s)", None, 1)
QT_TRANSLATE_NOOP("race_setup.hand_of", "hand of {name}")
QT_TRANSLATE_NOOP("race_setup.hands", "the setup has {hands} for {players}")
QT_TRANSLATE_NOOP("race_setup.names", "every player needs a name")
QT_TRANSLATE_NOOP("race_setup.no_card", "{what}: there is no card {card_id}")
QCoreApplication.translate("race_setup.player_count", "%n player(s)", None, 1)
QT_TRANSLATE_NOOP("race_setup.players", "the race is for {fewest}–{most} players, not {found}")
QT_TRANSLATE_NOOP("race_setup.rose", "the wind rose must stand on coach, train, ship or elephant")
QT_TRANSLATE_NOOP("race_setup.same_name", "two players have the same name")
QT_TRANSLATE_NOOP("race_setup.twice", "{what}: the card {card_id} is dealt twice")
QT_TRANSLATE_NOOP("render.in_record", "{path}: {problem}")
QT_TRANSLATE_NOOP("render.malformed", "the record is incomplete or malformed ({error})")
QT_TRANSLATE_NOOP("render.no_sheet", "a {game} game has no sheet to render")
QT_TRANSLATE_NOOP("render.not_a_record", "not a journey game record (expected game: {game})")
QT_TRANSLATE_NOOP("route.and", "{first} and {second}")
QT_TRANSLATE_NOOP(
    "route.coast_once",
    "Passepartout lets the route cross the coastline only once, after a first part that suits the "
    "transport.",
)
QT_TRANSLATE_NOOP("route.leaves_map", "The route leaves the map.")
QT_TRANSLATE_NOOP("route.mountains", "No transport can cross {names}, balloons included.")
QT_TRANSLATE_NOOP(
    "route.ship_on_land", "A ship cannot cross land: the route reaches the coast here."
)
QT_TRANSLATE_NOOP("route.the_mountains", "the mountains")
QT_TRANSLATE_NOOP("route.the_range", "the {name}")
QT_TRANSLATE_NOOP("route.train_at_sea", "A train cannot cross the sea: the route leaves land here.")
QT_TRANSLATE_NOOP("save.action_not_mapping", "an action must be a mapping with a 'type'")
QCoreApplication.translate("save.actions", "%n action(s)", None, 1)
QT_TRANSLATE_NOOP("save.actions_not_list", "the actions must be a list")
QT_TRANSLATE_NOOP("save.already_over", "illegal action: the game was already over")
QT_TRANSLATE_NOOP("save.at_place", "{source}: {where}: {problem}")
QT_TRANSLATE_NOOP(
    "save.bad_colour",
    "a seat's colour must be written #rrggbb (six hexadecimal digits), not {colour}",
)
QT_TRANSLATE_NOOP("save.bad_map_hash", "the map's hash must be 64 hexadecimal digits")
QT_TRANSLATE_NOOP("save.bad_seat", "a seat is {{name, colour, shape, human[, level]}}")
QT_TRANSLATE_NOOP(
    "save.bad_seat_fields", "a seat's name, colour, shape and level are text, 'human' true or false"
)
QT_TRANSLATE_NOOP("save.bad_seed", "the seed must be a whole number from 0 to 2^64 − 1, not {seed}")
QT_TRANSLATE_NOOP("save.bad_version", "the format version must be a whole number, not {version}")
QT_TRANSLATE_NOOP("save.cannot_open", "cannot open the file: {reason}")
QT_TRANSLATE_NOOP("save.cannot_start", "the game cannot start: {error}")
QT_TRANSLATE_NOOP("save.cannot_write", "cannot write the file: {reason}")
QT_TRANSLATE_NOOP("save.card_file_not_text", "each card file must be YAML text")
QT_TRANSLATE_NOOP("save.card_file_refused", "the card file {name} is refused: {problem}")
QT_TRANSLATE_NOOP("save.card_files", "the card files must be {names}")
QT_TRANSLATE_NOOP("save.cards_changed", "the embedded card files were changed after saving")
QT_TRANSLATE_NOOP("save.cards_invalid", "the embedded cards are not valid: {error}")
QT_TRANSLATE_NOOP("save.cards_not_mapping", "the cards must be a mapping {{sha256, files}}")
QT_TRANSLATE_NOOP("save.cards_unreadable", "the embedded cards cannot be read: {error}")
QT_TRANSLATE_NOOP("save.config_broken", "the configuration is broken: {error}")
QT_TRANSLATE_NOOP("save.config_not_mapping", "the configuration must be a mapping")
QT_TRANSLATE_NOOP("save.corrupt", "the file is corrupt: {error}")
QT_TRANSLATE_NOOP(
    "save.embedded_map_changed",
    "wrong map hash: the embedded map was changed after saving (expected {expected}…, found "
    "{found}…)",
)
QT_TRANSLATE_NOOP("save.embedded_map_invalid", "the embedded map is not valid: {error}")
QT_TRANSLATE_NOOP("save.embedded_map_too_large", "the embedded map is too large")
QT_TRANSLATE_NOOP("save.embedded_map_unreadable", "the embedded map cannot be read: {error}")
QT_TRANSLATE_NOOP("save.empty", "the file is empty (an interrupted save?)")
QT_TRANSLATE_NOOP(
    "save.huge_number",
    "the file is corrupt: a whole number of more than {digits} digits is refused",
)
QT_TRANSLATE_NOOP("save.illegal_action", "illegal action {data} (hand-edited?): {error}")
QT_TRANSLATE_NOOP("save.in_file", "{source}: {problem}")
QT_TRANSLATE_NOOP("save.invalid_action", "not a valid action: {error}")
QCoreApplication.translate("save.keys_missing", "missing key(s): {keys}", None, 1)
QT_TRANSLATE_NOOP("save.larger_than", "the file is larger than {limit} bytes and is refused")
QT_TRANSLATE_NOOP("save.list_too_long", "an action holds a list of {items} items; at most {most}")
QT_TRANSLATE_NOOP(
    "save.map_changed",
    "wrong map hash: the map {path} has changed since the game was saved (expected {expected}…, "
    "found {found}…)",
)
QT_TRANSLATE_NOOP("save.map_invalid", "the map is not valid: {error}")
QT_TRANSLATE_NOOP(
    "save.map_not_embedded", "a map that is not shipped with the program must be embedded"
)
QT_TRANSLATE_NOOP(
    "save.map_not_mapping", "the map must be a mapping {{path, shipped, sha256[, text]}}"
)
QT_TRANSLATE_NOOP("save.map_not_text", "the embedded map must be YAML text")
QT_TRANSLATE_NOOP("save.map_path_not_text", "the map's path must be text")
QT_TRANSLATE_NOOP(
    "save.map_path_nul", "the map's path holds a NUL character: no file has such a name"
)
QT_TRANSLATE_NOOP("save.map_too_large", "the map {path} is too large")
QT_TRANSLATE_NOOP("save.map_unreadable", "the map cannot be read: {error}")
QT_TRANSLATE_NOOP("save.map_unreadable_file", "the map {path} cannot be read: {error}")
QT_TRANSLATE_NOOP(
    "save.name_not_printable",
    "a player's name holds a character that cannot be shown ({character}): a control character or "
    "a line break",
)
QCoreApplication.translate(
    "save.name_too_long", "a player's name has %n character(s); at most {most} are allowed", None, 1
)
QT_TRANSLATE_NOOP(
    "save.newer_version",
    "wrong version: the file has format version {version}, this program reads version {newest} or "
    "older (saved by a newer Eighty Days?)",
)
QT_TRANSLATE_NOOP("save.no_such_version", "wrong version: there is no format version {version}")
QT_TRANSLATE_NOOP("save.no_type", "without a type")
QT_TRANSLATE_NOOP(
    "save.not_a_file", "this is not a regular file (a device, a pipe or a folder) and is not read"
)
QT_TRANSLATE_NOOP("save.not_a_mapping", "this is not a save file: it must be a mapping")
QT_TRANSLATE_NOOP("save.not_a_number", "{number} is not a number a save file may hold")
QT_TRANSLATE_NOOP("save.not_an_object", "this is not a save file: it must hold a JSON object")
QT_TRANSLATE_NOOP(
    "save.not_json",
    "the file is corrupt: not valid JSON at line {line}, column {column} ({reason})",
)
QT_TRANSLATE_NOOP("save.not_ours", "this is not an Eighty Days save file (format {found})")
QT_TRANSLATE_NOOP(
    "save.not_unicode",
    "the file holds text that is not valid Unicode (a lone surrogate such as \\ud800)",
)
QT_TRANSLATE_NOOP("save.not_utf8", "the file is corrupt: not UTF-8 text (byte {offset})")
QT_TRANSLATE_NOOP(
    "save.played_elsewhere",
    "another Eighty Days program is playing this game: it is not written here",
)
QT_TRANSLATE_NOOP("save.route_too_long", "a route of {points} points; a route has at most {most}")
QT_TRANSLATE_NOOP("save.saved_at_not_text", "the save time must be text")
QT_TRANSLATE_NOOP("save.seats_not_list", "the seats must be a list")
QT_TRANSLATE_NOOP("save.shipped_embedded", "a map shipped with the program is not embedded")
QT_TRANSLATE_NOOP("save.shipped_not_bool", "'shipped' must be true or false")
QT_TRANSLATE_NOOP("save.shipped_path", "a shipped map is named by its file name, not {path}")
QT_TRANSLATE_NOOP("save.too_deep", "the file is corrupt: it is nested too deeply")
QT_TRANSLATE_NOOP(
    "save.too_large", "the file is {size} bytes; a save larger than {limit} is refused"
)
QT_TRANSLATE_NOOP("save.too_many_actions", "{actions} actions is more than any game has")
QT_TRANSLATE_NOOP(
    "save.too_many_lists",
    "the file holds more than {lists} lists; no game has so many (a route has at most {most} "
    "points)",
)
QT_TRANSLATE_NOOP("save.truncated", "the file ends too early at line {line}: it is truncated")
QT_TRANSLATE_NOOP("save.two_parts", "{first}; {second}")
QT_TRANSLATE_NOOP("save.unforeseen", "the file cannot be read: {error}")
QT_TRANSLATE_NOOP("save.unknown_game", "unknown game {game}; one of {games}")
QCoreApplication.translate("save.unknown_keys", "unknown key(s) {keys}", None, 1)
QT_TRANSLATE_NOOP("save.unknown_level", "unknown computer level {level}; one of {names}")
QT_TRANSLATE_NOOP("save.unreplayable", "action {data} cannot be replayed: {error}")
QCoreApplication.translate(
    "save.wrong_seats", "the save lists %n seat(s) for a game of {players} players", None, 1
)
QT_TRANSLATE_NOOP("score.most_fame", "{name} has the most fame ({fame}).")
QT_TRANSLATE_NOOP(
    "score.on_adventures",
    "{names} tie on {fame} fame; after equal calendar points {name} wins on adventure points "
    "({points}).",
)
QT_TRANSLATE_NOOP(
    "score.on_calendar", "{names} tie on {fame} fame; {name} wins on calendar points ({points})."
)
QT_TRANSLATE_NOOP(
    "score.shared",
    "{names} tie on {fame} fame; {sharing} are still level on calendar and adventure points and "
    "share the victory.",
)
QT_TRANSLATE_NOOP(
    "simulate.bad_ruler_unit",
    "--ruler-unit must be a number from {low} to {high} (within a factor of {factor} of the map's "
    "own {unit}), not {value}",
)
QT_TRANSLATE_NOOP("simulate.no_expert_race", "the race has no expert level: easy, normal or hard")
QT_TRANSLATE_NOOP("simulate.not_a_card_file", "not a card file: {error}")
QT_TRANSLATE_NOOP(
    "stats.busy", "the statistics database is in use by another program (it stayed locked)"
)
QT_TRANSLATE_NOOP("stats.damaged", "the database is damaged ({check})")
QT_TRANSLATE_NOOP("stats.disk_full", "the disk is full: there is no room for the statistics")
QT_TRANSLATE_NOOP("stats.failed", "the statistics database failed: {reason}")
QT_TRANSLATE_NOOP("stats.foreign", "the database's tables are not this program's ({detail})")
QT_TRANSLATE_NOOP(
    "stats.newer_schema", "the database has schema version {version}; this program knows {newest}"
)
QT_TRANSLATE_NOOP("stats.read_only", "the statistics database cannot be written ({reason})")
