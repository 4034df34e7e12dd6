"""The 1986 race's scene mode: board, wind rose, hands, prompts, hot seat, winner screen.

Entry points: ``RaceWindow(state, looks)`` (made by the program, ``app.Program.race_window``)
and, for a new-game dialog, ``RaceSetupWidget`` / ``RaceSetupDialog`` giving ``RaceSettings``.
Qt is imported by the submodules; import them directly.
"""
