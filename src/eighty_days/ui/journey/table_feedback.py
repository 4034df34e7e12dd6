"""What the journey table says: the route's status under the map (whose turn, the
ruler's verdict, a refusal), "read-only" over another player's sheet, the income card,
the banner of a headline event over the map, and messages for the status bar."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QWidget

from eighty_days.engine.journey import JourneyEvent, JourneyState, Phase
from eighty_days.ui.accessibility.announce import announce
from eighty_days.ui.accessibility.refresh import refresh
from eighty_days.ui.accessibility.words import verdict_words
from eighty_days.ui.common.message_text import map_name, message_text
from eighty_days.ui.common.plain_text import escaped
from eighty_days.ui.common.theme_follower import show_readable
from eighty_days.ui.common.value_text import money_text
from eighty_days.ui.journey.controller import RoutePreview
from eighty_days.ui.journey.event_log import is_headline
from eighty_days.ui.ui_scale import scaled_pixels

#: How long the banner of a headline event stays over the map (ms).
BANNER_MS = 4000


class TableFeedback(QObject):
    """Writes the table's words into its labels: ``route_status`` (rich text, escaped),
    ``read_only``, ``income`` (the income card) and ``banner`` (over ``view``); ``say``
    puts a message on the status bar."""

    def __init__(
        self,
        *,
        route_status: QLabel,
        read_only: QLabel,
        income: QLabel,
        banner: QLabel,
        view: QWidget,
        say: Callable[[str], None],
    ) -> None:
        super().__init__(view)
        self.route_status = route_status
        self.read_only = read_only
        self.income = income
        self.banner = banner
        self.view = view
        self._say = say
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        #: The state the table shows, and the ruler's last verdict (for the map's
        #: accessible description: ``ui/accessibility``).
        self.shown_state: JourneyState | None = None
        self.verdict: RoutePreview | None = None
        self._income_said: tuple[int, str] | None = None

    def _set_status(self, html: str) -> None:
        """The route's status line says ``html``, its accents readable in the theme."""
        show_readable(self.route_status, html)

    def show_income(self, state: JourneyState) -> None:
        """Show the income card of ``state``: the places it pays at and the pounds."""
        card = state.income_card
        sheet = state.config.sheet
        rows = []
        for location_id, pounds in card.payouts:
            name = (
                map_name(sheet.location(location_id).name)
                if sheet.has_location(location_id)
                else location_id
            )
            rows.append(f"{escaped(name)}: {money_text(pounds)}")
        total = min(3, len(state.income_order))
        heading = QCoreApplication.translate(
            "JourneyTable", "<b>Income card {value} of {total}</b><br>"
        ).format(value=state.income_index + 1, total=total)
        # the heading on one line ("Einkommenskarte 1 von 3" was broken before its "3")
        self.income.setText(heading.replace(" ", "&nbsp;") + "<br>".join(rows))
        bold = QFont(self.income.font())
        bold.setBold(True)
        plain = QTextDocumentFragment.fromHtml(heading).toPlainText().strip()
        frame = scaled_pixels(16) + 4  # the card's padding and edge, and a little air
        wanted = QFontMetrics(bold).horizontalAdvance(plain) + frame
        self.income.setFixedWidth(max(scaled_pixels(190), wanted))
        said = (state.income_index, card.id)
        if self._income_said is not None and said != self._income_said:
            announce(self.income, plain + ": " + html.unescape(", ".join(rows)))
        self._income_said = said

    def show_sheet_status(self, state: JourneyState, index: int, thinking: bool) -> None:
        """Say whose sheet ``index`` is and what its player does now in ``state``:
        ``thinking`` when the computer plays the seat to move."""
        self.shown_state = state
        refresh(self.view)  # the map's routes and ruler, said anew
        player = state.players[index]
        own = index == state.active
        self.read_only.setText(
            ""
            if own
            else QCoreApplication.translate("JourneyTable", "read-only: not this player's turn")
        )
        if own and thinking and state.phase is not Phase.GAME_OVER:
            self._set_status(
                QCoreApplication.translate("JourneyTable", "{name} (computer) is thinking…").format(
                    name=escaped(player.name)
                )
            )
        elif state.phase is Phase.TAKE_TRANSPORT and own:
            self._set_status(
                QCoreApplication.translate(
                    "JourneyTable",
                    "{name}: choose a transport in the market (the ruler comes with the card).",
                ).format(name=escaped(player.name))
            )
        elif state.phase is Phase.GAME_OVER:
            self._set_status(QCoreApplication.translate("JourneyTable", "The game is over."))
        elif not own:
            self._set_status(
                QCoreApplication.translate("JourneyTable", "Looking at {name}'s sheet.").format(
                    name=escaped(player.name)
                )
            )

    def show_verdict(self, preview: RoutePreview, before: RoutePreview | None) -> None:
        """Say the ruler's verdict ``preview`` (``before``: the verdict said last)."""
        self.verdict = preview
        refresh(self.view)
        if before is None or (before.legal, before.reason, before.snapped) != (
            preview.legal,
            preview.reason,
            preview.snapped,
        ):
            announce(self.view, verdict_words(preview))
        if preview.legal and before is not None and not before.legal:
            self._say("")  # the old reason goes with the old verdict
        if preview.legal:
            where = (
                QCoreApplication.translate("JourneyTable", " — ends at {name}").format(
                    name=escaped(map_name(preview.snapped.name))
                )
                if preview.snapped
                else ""
            )
            self._set_status(
                QCoreApplication.translate(
                    "JourneyTable", "<span style='color:#007a58'>Legal route{where}.</span>"
                ).format(where=where)
            )
        else:
            reason = escaped(preview.reason)
            self._set_status(f"<span style='color:#b03a00'>{reason}</span>")
            # said again at every move: the line may have been given to other news since
            # (the cards a take revealed), and the verdict is what the player needs now
            self._say(preview.reason)

    def show_refusal(self, reason: str) -> None:
        """Show why an action was refused."""
        self._set_status(
            QCoreApplication.translate(
                "JourneyTable", "<span style='color:#b03a00'><b>Cannot draw:</b> {reason}</span>"
            ).format(reason=escaped(reason))
        )
        refusal = QCoreApplication.translate("JourneyTable", "Cannot do that: {reason}").format(
            reason=reason
        )
        self._say(refusal)
        announce(self.view, refusal, urgent=True)

    def show_events(self, events: Sequence[JourneyEvent]) -> None:
        """Headline events of the last action get a banner; the last one goes to the status
        bar."""
        headlines = [message_text(e.message) for e in events if is_headline(e)]
        if headlines:
            self.show_banner("\n".join(headlines))
        if events:
            self._say(message_text(events[-1].message))
            announce(self.view, "\n".join(message_text(e.message) for e in events))

    def show_banner(self, text: str) -> None:
        """A transient message over the map."""
        self.banner.setText(text)
        self.banner.setMaximumWidth(max(200, self.view.width() - 40))
        self.banner.adjustSize()
        self.banner.move((self.view.width() - self.banner.width()) // 2, 12)
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(BANNER_MS)
