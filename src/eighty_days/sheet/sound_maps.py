"""The SHA-256 digests of the shipped maps, each checked in full when it was recorded.

A map text with one of these digests is, byte for byte, a map that passes every check;
``eighty_days.sheet.io`` skips the geometric ones for it. Written by
``tools/record_sound_maps.py``; ``tests/sheet/test_sound_maps.py`` keeps it true.
"""

SOUND_MAP_DIGESTS: frozenset[str] = frozenset(
    {
        # maps/mediterranean.yaml
        "e61b825035841a8f18e8f263df7926bc4935d826b13aacfaf1e21e09058f43b5",
        # maps/sample-small.yaml
        "a6e6c4a6b350b51392455a06e2316f88e3dae7f35e0900b0a41f625b4d97295f",
        # maps/world.yaml
        "d912a17b766b7daab70929908f4c0a1c83ac62e2caa9257b794040d57c32467c",
    }
)
