"""Saving, opening, autosave and resume, undo/redo and take-back, and the replay viewer.

``install_save_support(window)`` adds all of it to a journey ``MainWindow`` or a
``RaceWindow``; the pieces (``SaveController``, ``UndoController``, ``ReplayWindow``) are
usable on their own.
"""
