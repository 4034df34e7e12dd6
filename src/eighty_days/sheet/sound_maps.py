"""The SHA-256 digests of the shipped maps, each checked in full when it was recorded.

A map text with one of these digests is, byte for byte, a map that passes every check;
``eighty_days.sheet.io`` skips the geometric ones for it. Written by
``tools/record_sound_maps.py``; ``tests/sheet/test_sound_maps.py`` keeps it true.
"""

SOUND_MAP_DIGESTS: frozenset[str] = frozenset(
    {
        # maps/mediterranean.yaml
        "c7ff81d7386e31cb2ffbf40a66a1dcbf446e8dc952674c3941373986089fbdae",
        # maps/sample-small.yaml
        "a6e6c4a6b350b51392455a06e2316f88e3dae7f35e0900b0a41f625b4d97295f",
        # maps/world.yaml
        "ed28b8b8671e37a541b35f848a615d292c902a8fb0824f2ab1887996280ddc67",
    }
)
