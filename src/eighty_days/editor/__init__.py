"""The map editor's model: pure edits of a ``SheetMap``, the edited document, and the checks
(the loader's validation plus playability). No Qt here; the window is ``eighty_days.ui.editor``.
"""
