#!/usr/bin/env bash
# Build Eighty Days for installing: the PyInstaller one-folder bundle and, on Debian-like
# Linux, a .deb made with dpkg-deb. Prints the figures (sizes, start to window) and
# writes them to packaging/dist/figures.txt.
#
#   packaging/build.sh              bundle (+ .deb where dpkg-deb exists)
#   packaging/build.sh --bundle-only
#
# Output: packaging/dist/eighty-days/ (the bundle; "Eighty Days.app" on macOS) and
# packaging/dist/eighty-days_<version>_<arch>.deb.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PACKAGING=$ROOT/packaging
DIST=$PACKAGING/dist
WORK=$PACKAGING/build
APP_ID=io.github.eightydays.EightyDays
export QT_QPA_PLATFORM=offscreen

bundle_only=0
for argument in "$@"; do
    case $argument in
        --bundle-only) bundle_only=1 ;;
        -h | --help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $argument" >&2; exit 2 ;;
    esac
done

run() { uv run --group packaging "$@"; }

echo "--- icons"
run python "$PACKAGING/make_icons.py" >/dev/null

echo "--- PyInstaller bundle"
rm -rf "$DIST/eighty-days" "$DIST/Eighty Days.app"
started=$(date +%s)
run pyinstaller --noconfirm --log-level WARN --distpath "$DIST" --workpath "$WORK" \
    "$PACKAGING/eighty-days.spec"
echo "bundle built in $(($(date +%s) - started)) s"

BUNDLE=$DIST/eighty-days
case "$(uname -s)" in
    MINGW* | MSYS* | CYGWIN*) PROGRAM=$BUNDLE/eighty-days.exe ;;
    *) PROGRAM=$BUNDLE/eighty-days ;;
esac
VERSION=$(run python -c "import eighty_days; print(eighty_days.__version__)")

echo "--- self-test from the bundle"
"$PROGRAM" --self-test

bundle_bytes=$(run python - "$BUNDLE" <<'PY'
import os, sys
print(sum(os.path.getsize(os.path.join(folder, name))
          for folder, _, names in os.walk(sys.argv[1]) for name in names
          if not os.path.islink(os.path.join(folder, name))))
PY
)
{
    echo "version: $VERSION"
    echo "bundle size: $((bundle_bytes / 1048576)) MiB ($bundle_bytes bytes, $BUNDLE)"
    case "$PROGRAM" in
        *.exe) echo "start to window: not measured (a windowed program prints nothing)" ;;
        *) run python "$PACKAGING/measure_startup.py" "$PROGRAM" --runs 5 ;;
    esac
} | tee "$DIST/figures.txt"

if [ "$bundle_only" = 1 ] || ! command -v dpkg-deb >/dev/null 2>&1; then
    exit 0
fi

echo "--- .deb"
ARCH=$(dpkg --print-architecture)
STAGE=$WORK/deb-root
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/metainfo" "$STAGE/usr/share/icons/hicolor/scalable/apps"
cp -a "$BUNDLE" "$STAGE/opt/eighty-days"
ln -s /opt/eighty-days/eighty-days "$STAGE/usr/bin/eighty-days"
cp "$PACKAGING/linux/$APP_ID.desktop" "$STAGE/usr/share/applications/"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u +%Y-%m-%d)/" \
    "$PACKAGING/linux/$APP_ID.metainfo.xml" >"$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for png in "$PACKAGING"/icons/png/eighty-days-*.png; do
    size=$(basename "$png" .png | sed 's/.*-//')
    mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/eighty-days.png"
done
cp "$PACKAGING/icons/eighty-days.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/"

# Depends: the libraries Qt always needs, and the package of every system library that a
# file of the bundle links to (the bundle leaves those out; see the spec).
depends="libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libxcb1"
depends+=" libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0"
depends+=" libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libdbus-1-3"
internal=$(find "$STAGE/opt/eighty-days" -type d | tr '\n' ':')
libraries=$(find "$STAGE/opt/eighty-days" -type f \( -name '*.so*' -o -name eighty-days \) \
    -exec env LD_LIBRARY_PATH="$internal" ldd {} \; 2>/dev/null \
    | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | grep -v "^$STAGE" | sort -u)
# A library not installed here must at least be named in Depends: its package is found by
# Debian's naming rule (libxcb-icccm.so.4 -> libxcb-icccm4, libfoo2.so.1 -> libfoo2-1).
missing=$(find "$STAGE/opt/eighty-days" -type f -name '*.so*' \
    -exec env LD_LIBRARY_PATH="$internal" ldd {} \; 2>/dev/null \
    | awk '$2 == "=>" && $3 == "not" {print $1}' | sort -u)
for soname in $missing; do
    stem=${soname%%.so*}
    number=${soname##*.so.}
    number=${number%%.*}
    case $stem in *[0-9]) package=$stem-$number ;; *) package=$stem$number ;; esac
    package=$(echo "$package" | tr '_' '-' | tr '[:upper:]' '[:lower:]')
    if [[ " $depends " != *" $package "* ]]; then
        echo "build.sh: $soname is not installed here and $package is not in Depends" >&2
        exit 1
    fi
    echo "note: $soname is not installed here (Depends names $package)"
done
for library in $libraries; do
    owner=$(dpkg -S "$library" 2>/dev/null || dpkg -S "$(readlink -f "$library")" 2>/dev/null \
        || dpkg -S "${library#/usr}" 2>/dev/null || true)
    owner=${owner%%:*}
    [ -n "$owner" ] && depends+=" $owner"
done
depends=$(echo "$depends" | tr ' ' '\n' | sed '/^$/d' | sort -u | paste -sd, | sed 's/,/, /g')
installed_kib=$(du -sk "$STAGE" | cut -f1)
cat >"$STAGE/DEBIAN/control" <<EOF
Package: eighty-days
Version: $VERSION
Architecture: $ARCH
Maintainer: Eighty Days <eighty-days@users.noreply.github.com>
Installed-Size: $installed_kib
Depends: $depends
Section: games
Priority: optional
Homepage: https://github.com/eighty-days/eighty-days
Description: Around the World in 80 Days: two board games at one computer
 Eighty Days plays the 2024 journey game (routes drawn with a ruler across the
 map) and the 1986 track race "In 80 Tagen um die Erde", against computer
 opponents or in hot seat.
EOF

if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$STAGE/usr/share/applications/$APP_ID.desktop"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml" >/dev/null
fi

DEB=$DIST/eighty-days_${VERSION}_${ARCH}.deb
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
deb_bytes=$(stat -c %s "$DEB")
{
    echo "deb: $DEB"
    echo "deb size: $((deb_bytes / 1048576)) MiB ($deb_bytes bytes), installed $((installed_kib / 1024)) MiB"
    echo "Depends: $depends"
} | tee -a "$DIST/figures.txt"
