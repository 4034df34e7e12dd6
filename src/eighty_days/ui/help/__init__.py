"""Help → Rules: the program's own rules guide of both games (English and German)."""
