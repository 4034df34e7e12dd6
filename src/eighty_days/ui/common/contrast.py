"""Text contrast as WCAG 2 measures it, and colours made readable on a background.

The program's accents (a refusal's red, a legal route's green, a warning's brown) are
chosen for the paper look; on a dark system palette they must become lighter to stay
readable. ``readable_on`` keeps an accent's hue and moves only its lightness until the
text reaches WCAG AA (4.5:1) against the background it is shown on.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

#: WCAG 2 level AA for normal text: the least contrast the program shows text with.
AA_TEXT = 4.5
#: What the program aims at when it moves a colour: AA with a margin, so that text stays
#: above AA where antialiasing blends a glyph's thin strokes with the background.
AIMED_TEXT = 5.0


def _linear(channel: float) -> float:
    """An sRGB channel (0–1) made linear, as WCAG 2's relative luminance defines it."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of ``colour`` (0 black … 1 white); alpha is ignored."""
    return (
        0.2126 * _linear(colour.redF())
        + 0.7152 * _linear(colour.greenF())
        + 0.0722 * _linear(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white)."""
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def composited(colour: QColor, background: QColor) -> QColor:
    """``colour`` laid with its alpha over the opaque ``background``: the colour seen."""
    alpha = colour.alphaF()
    return QColor.fromRgbF(
        colour.redF() * alpha + background.redF() * (1.0 - alpha),
        colour.greenF() * alpha + background.greenF() * (1.0 - alpha),
        colour.blueF() * alpha + background.blueF() * (1.0 - alpha),
    )


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark theme: its window darker than its window text."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return relative_luminance(window) < relative_luminance(text)


def readable_on(colour: QColor, background: QColor, minimum: float = AA_TEXT) -> QColor:
    """``colour`` with its hue and saturation kept and its lightness moved (away from the
    background's) just far enough that text in it reaches ``minimum`` contrast on the
    opaque ``background``; ``colour`` itself when it already does. When no lightness of
    that hue reaches ``minimum``, the best one (black or white at the end) is returned."""
    if contrast_ratio(colour, background) >= minimum:
        return QColor(colour)
    hue, saturation, lightness = colour.hslHueF(), colour.hslSaturationF(), colour.lightnessF()
    darken = relative_luminance(background) > 0.18  # ~ the luminance where black and white tie
    best = QColor(colour)
    steps = 100
    for step in range(1, steps + 1):
        shifted = (
            lightness - step / steps * lightness
            if darken
            else (lightness + step / steps * (1.0 - lightness))
        )
        # as shown: 8 bits a channel (a float colour rounds on its way to the screen)
        candidate = QColor(QColor.fromHslF(max(hue, 0.0), saturation, shifted).name())
        best = candidate
        if contrast_ratio(candidate, background) >= minimum:
            return candidate
    return best


def readable_in(colour: QColor, palette: QPalette, minimum: float = AA_TEXT) -> QColor:
    """``colour`` made readable on ``palette``'s window and base alike (the backgrounds a
    label or a list shows text on): ``readable_on`` the one it contrasts less with."""
    window = palette.color(QPalette.ColorRole.Window)
    base = palette.color(QPalette.ColorRole.Base)
    nearer = min((window, base), key=lambda background: contrast_ratio(colour, background))
    shifted = readable_on(colour, nearer, minimum)
    other = base if nearer is window else window
    return readable_on(shifted, other, minimum)
