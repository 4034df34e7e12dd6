"""A light and a dark system palette, as a desktop's theme gives them to every program.

The colours are those of KDE's Breeze and Breeze Dark colour schemes (a common light and
dark theme on Linux); the Inactive group repeats the Active one, the Disabled group greys
the texts, as the schemes do.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

Role = QPalette.ColorRole

#: Breeze (light): (role, active colour, disabled colour).
LIGHT: tuple[tuple[QPalette.ColorRole, str, str], ...] = (
    (Role.Window, "#eff0f1", "#e3e5e7"),
    (Role.WindowText, "#232629", "#a0a2a4"),
    (Role.Base, "#fcfcfc", "#f1f1f1"),
    (Role.AlternateBase, "#eff0f1", "#e3e5e7"),
    (Role.Text, "#232629", "#a0a2a4"),
    (Role.Button, "#fcfcfc", "#f1f1f1"),
    (Role.ButtonText, "#232629", "#a0a2a4"),
    (Role.BrightText, "#ffffff", "#ffffff"),
    (Role.Light, "#ffffff", "#ffffff"),
    (Role.Midlight, "#f6f7f7", "#eceeef"),
    (Role.Mid, "#c3c6c9", "#b5b8bb"),
    (Role.Dark, "#888e93", "#7e8489"),
    (Role.Shadow, "#474a4c", "#474a4c"),
    (Role.Highlight, "#3daee9", "#e3e5e7"),
    (Role.HighlightedText, "#fcfcfc", "#a0a2a4"),
    (Role.ToolTipBase, "#f7f7f7", "#f7f7f7"),
    (Role.ToolTipText, "#232629", "#a0a2a4"),
    (Role.PlaceholderText, "#707d8a", "#a0a2a4"),
    (Role.Link, "#2980b9", "#7f8c8d"),
    (Role.LinkVisited, "#9b59b6", "#7f8c8d"),
)

#: Breeze Dark: (role, active colour, disabled colour).
DARK: tuple[tuple[QPalette.ColorRole, str, str], ...] = (
    (Role.Window, "#31363b", "#2f3338"),
    (Role.WindowText, "#eff0f1", "#6e7175"),
    (Role.Base, "#232629", "#212427"),
    (Role.AlternateBase, "#31363b", "#2f3338"),
    (Role.Text, "#eff0f1", "#656768"),
    (Role.Button, "#31363b", "#2f3338"),
    (Role.ButtonText, "#eff0f1", "#6e7175"),
    (Role.BrightText, "#ffffff", "#ffffff"),
    (Role.Light, "#40464c", "#3e444a"),
    (Role.Midlight, "#383e43", "#363b40"),
    (Role.Mid, "#212427", "#202326"),
    (Role.Dark, "#1c1f22", "#1b1e20"),
    (Role.Shadow, "#111315", "#111315"),
    (Role.Highlight, "#3daee9", "#2f3338"),
    (Role.HighlightedText, "#eff0f1", "#6e7175"),
    (Role.ToolTipBase, "#31363b", "#31363b"),
    (Role.ToolTipText, "#eff0f1", "#eff0f1"),
    (Role.PlaceholderText, "#a1a9b1", "#6e7175"),
    (Role.Link, "#1d99f3", "#6e7175"),
    (Role.LinkVisited, "#9b59b6", "#6e7175"),
)

#: The themes by name.
THEMES = {"light": LIGHT, "dark": DARK}


def system_palette(theme: str) -> QPalette:
    """The complete palette of ``theme`` ("light" or "dark")."""
    palette = QPalette()
    for role, active, disabled in THEMES[theme]:
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, role, QColor(active))
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette
