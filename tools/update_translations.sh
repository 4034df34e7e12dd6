#!/usr/bin/env bash
# Update the translation sources from the code, then compile them.
#
#   tools/update_translations.sh        # lupdate (new strings in, vanished strings out) + lrelease
#
# lupdate scans every tr()/translate() call under src/eighty_days/ui, app.py and the
# commands into src/eighty_days/translations/eighty_days_<lang>.ts; translate the new
# entries (Qt Linguist: pyside6-linguist, or by hand) and run this again so the committed
# .qm matches the .ts (tests/i18n checks both).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.venv/bin
if [[ ! -x $bin/pyside6-lupdate ]]; then
    uv sync --quiet
fi
sources=(src/eighty_days/ui src/eighty_days/app.py src/eighty_days/commands)
for ts in src/eighty_days/translations/eighty_days_*.ts; do
    "$bin/pyside6-lupdate" -extensions py -no-obsolete -locations none \
        "${sources[@]}" -ts "$ts"
    "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
