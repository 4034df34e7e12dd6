"""Screen-reader support: Qt accessibility interfaces for the parts the program paints
itself (the map, the calendar, the money tracker, the race track, the wind rose), events
that announce what happens at the table, and the "Where is everyone" summary.

``install.install_accessibility(window)`` is all a game window needs: the program calls it
when it installs a window's saves and menus.
"""
