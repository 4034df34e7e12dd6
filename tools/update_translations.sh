#!/usr/bin/env bash
# Update the translation sources from the code, then compile them.
#
#   tools/update_translations.sh        # message catalogue + lupdate + lrelease
#   tools/update_translations.sh es     # the same, starting eighty_days_es.ts first
#
# First tools/message_catalogue.py writes src/eighty_days/ui/common/message_catalogue.py
# from every messages.define(key, english) of the package (and carries translations of
# the former shared context "Messages" or of a renamed key to their keys). Then lupdate
# scans every tr()/translate()/QT_TRANSLATE_NOOP under src/eighty_days/ui (the catalogue
# included), app.py and the commands into every
# src/eighty_days/translations/eighty_days_<lang>.ts (new strings in, vanished strings
# out); translate the new entries (Qt Linguist: pyside6-linguist, or by hand) and run this
# again so the committed .qm matches the .ts (tests/i18n checks both). A language of
# src/eighty_days/languages.py without its .ts yet, or a language code given as an
# argument, has its .ts started (every text unfinished). docs/translating.md says more.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.venv/bin
if [[ ! -x $bin/pyside6-lupdate ]]; then
    uv sync --quiet
fi
for code in "$@"; do
    if [[ ! $code =~ ^[a-z]{2,3}$ ]]; then
        echo "not a language code (two or three small letters): $code" >&2
        exit 2
    fi
done
QT_QPA_PLATFORM=offscreen "$bin/python" tools/message_catalogue.py
sources=(src/eighty_days/ui src/eighty_days/app.py src/eighty_days/commands)
read -r -a listed < <("$bin/python" -c 'from eighty_days.languages import LANGUAGES, SOURCE_LANGUAGE
print(" ".join(code for code in LANGUAGES if code != SOURCE_LANGUAGE))')
for code in "${listed[@]}" "$@"; do
    ts=src/eighty_days/translations/eighty_days_$code.ts
    if [[ ! -e $ts ]]; then
        "$bin/pyside6-lupdate" -extensions py -no-obsolete -locations none \
            -source-language en -target-language "$code" "${sources[@]}" -ts "$ts"
    fi
done
for ts in src/eighty_days/translations/eighty_days_*.ts; do
    "$bin/pyside6-lupdate" -extensions py -no-obsolete -locations none \
        "${sources[@]}" -ts "$ts"
    "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
