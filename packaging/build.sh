#!/usr/bin/env bash
# Build Eighty Days for installing: the PyInstaller one-folder bundle and, on Debian-like
# Linux, a .deb (a game in /usr/games; Depends from dpkg-shlibdeps), checked with lintian
# and appstreamcli validate --pedantic. Ends by printing the figures (sizes, start to
# window paired with a bare PySide6 window, lintian's counts by severity with --pedantic
# --display-info, the AppStream result), also written to
# packaging/dist/figures.txt; exits 1 if lintian or appstreamcli report an error or a
# warning (their reports: packaging/dist/lintian.txt, appstream.txt).
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
APP_ID=io.github.eighty_days.eighty_days
export QT_QPA_PLATFORM=offscreen

bundle_only=0
for argument in "$@"; do
    case $argument in
        --bundle-only) bundle_only=1 ;;
        -h | --help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $argument" >&2; exit 2 ;;
    esac
done

run() { uv run --group packaging "$@"; }
mib() { awk -v bytes="$1" 'BEGIN { printf "%.1f", bytes / 1048576 }'; }

echo "--- icons"
run python "$PACKAGING/make_icons.py" --platform-only >/dev/null

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
    echo "bundle size: $(mib "$bundle_bytes") MiB ($bundle_bytes bytes, $BUNDLE)"
    case "$PROGRAM" in
        *.exe) echo "start to window: not measured (a windowed program prints nothing)" ;;
        *) run python "$PACKAGING/measure_startup.py" "$PROGRAM" --runs 5 ;;
    esac
} | tee "$DIST/figures.txt"

if [ "$bundle_only" = 1 ] || ! command -v dpkg-deb >/dev/null 2>&1; then
    exit 0
fi

echo "--- .deb"
# The layout of a Debian game: the bundle is the game's private folder in /usr/lib/games,
# the command a relative link in /usr/games, with the manual page, copyright, changelog,
# lintian overrides, desktop entry, AppStream metainfo and icons (named by the AppStream id,
# as the desktop entry's Icon says) in /usr/share.
ARCH=$(dpkg --print-architecture)
LINUX=$PACKAGING/linux
PKGROOT=$WORK/deb # a source-like tree: dpkg-shlibdeps reads debian/control
STAGE=$PKGROOT/debian/eighty-days
LIBDIR=usr/lib/games/eighty-days
DOC=$STAGE/usr/share/doc/eighty-days
rm -rf "$PKGROOT" "$WORK/deb-root"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/games" "$STAGE/usr/lib/games" "$DOC" \
    "$STAGE/usr/share/applications" "$STAGE/usr/share/metainfo" \
    "$STAGE/usr/share/man/man6" "$STAGE/usr/share/lintian/overrides" \
    "$STAGE/usr/share/icons/hicolor/scalable/apps"

# The version is the package's; the changelog and the metainfo must name it first.
changelog_version=$(dpkg-parsechangelog -l "$LINUX/changelog" -S Version)
metainfo_version=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' \
    "$LINUX/$APP_ID.metainfo.xml" | head -n 1)
if [ "$changelog_version" != "$VERSION" ] || [ "$metainfo_version" != "$VERSION" ]; then
    echo "build.sh: the version is $VERSION, but packaging/linux/changelog says" \
        "$changelog_version and the metainfo's first release $metainfo_version" >&2
    exit 1
fi
release_date=$(date -u -d "$(dpkg-parsechangelog -l "$LINUX/changelog" -S Date)" +%Y-%m-%d)

cp -a "$BUNDLE" "$STAGE/$LIBDIR"
# The program's licence is in /usr/share/doc/eighty-days/copyright, as Debian keeps it: the
# bundle's copies of LICENSE (beside its data, and in its metadata) stay out of the .deb.
rm -f "$STAGE/$LIBDIR/_internal/LICENSE" \
    "$STAGE/$LIBDIR"/_internal/eighty_days-*.dist-info/licenses/LICENSE
rmdir "$STAGE/$LIBDIR"/_internal/eighty_days-*.dist-info/licenses 2>/dev/null || true
ln -s ../lib/games/eighty-days/eighty-days "$STAGE/usr/games/eighty-days"
cp "$LINUX/$APP_ID.desktop" "$STAGE/usr/share/applications/"
cp "$LINUX/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/"
for png in "$PACKAGING"/icons/png/eighty-days-*.png; do
    size=$(basename "$png" .png | sed 's/.*-//')
    mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
cp "$PACKAGING/icons/eighty-days.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
cp "$LINUX/copyright" "$DOC/copyright"
gzip -9n <"$LINUX/changelog" >"$DOC/changelog.gz"
cp "$LINUX/lintian-overrides" "$STAGE/usr/share/lintian/overrides/eighty-days"
# The manual page is the program's own --help, and each command's, turned into roff.
run python "$PACKAGING/make_manpage.py" "$PROGRAM" --date "$release_date" \
    --out "$WORK/eighty-days.6"
gzip -9n <"$WORK/eighty-days.6" >"$STAGE/usr/share/man/man6/eighty-days.6.gz"

# Modes: folders 0755, files 0644, only the program executable.
find "$STAGE" -type d -exec chmod 0755 {} +
find "$STAGE" -type f -exec chmod 0644 {} +
chmod 0755 "$STAGE/$LIBDIR/eighty-days"

# Depends: dpkg-shlibdeps on every ELF file, with versions from the system's shlibs and
# symbols files; the bundle's own libraries are found inside the package (-l).
elf_files=()
while IFS= read -r -d '' file; do
    [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] && elf_files+=("$file")
done < <(find "$STAGE/$LIBDIR" -type f -print0)
library_dirs=()
while IFS= read -r folder; do
    library_dirs+=("-l$folder")
done < <(find "$STAGE/$LIBDIR" -type f -name '*.so*' -printf '%h\n' | sort -u)
printf '%s\n' "Source: eighty-days" \
    "Maintainer: The Eighty Days authors <eighty-days@users.noreply.github.com>" "" \
    "Package: eighty-days" "Architecture: any" "Description: for dpkg-shlibdeps" \
    >"$PKGROOT/debian/control"
if ! shlibs=$(cd "$PKGROOT" && dpkg-shlibdeps -O "${library_dirs[@]}" "${elf_files[@]}" \
    2>"$WORK/shlibdeps.log"); then
    cat "$WORK/shlibdeps.log" >&2
    exit 1
fi
depends=$(echo "$shlibs" | sed -n 's/^shlibs:Depends=//p')
if [ -z "$depends" ]; then
    echo "build.sh: dpkg-shlibdeps found no dependencies" >&2
    cat "$WORK/shlibdeps.log" >&2
    exit 1
fi

installed_kib=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
{
    echo "Package: eighty-days"
    echo "Version: $VERSION"
    echo "Architecture: $ARCH"
    echo "Maintainer: The Eighty Days authors <eighty-days@users.noreply.github.com>"
    echo "Installed-Size: $installed_kib"
    echo "Depends: $depends"
    echo "Section: games"
    echo "Priority: optional"
    echo "Homepage: https://github.com/eighty-days/eighty-days"
    echo "Description: Around the World in 80 Days: two board games at one computer"
    echo " Eighty Days plays the 2024 journey game (routes drawn with a ruler across the"
    echo " map) and the 1986 track race \"In 80 Tagen um die Erde\", against computer"
    echo " opponents or in hot seat, with saves, replays and a map editor, in English"
    echo " and German."
} >"$STAGE/DEBIAN/control"
(cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0 md5sum) >"$STAGE/DEBIAN/md5sums"
chmod 0644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"

if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$STAGE/usr/share/applications/$APP_ID.desktop"
fi

DEB=$DIST/eighty-days_${VERSION}_${ARCH}.deb
rm -f "$DIST"/eighty-days_*.deb
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
deb_bytes=$(stat -c %s "$DEB")

# The distributions' own checkers: lintian on the .deb (all its tags, down to info and
# pedantic), appstreamcli on the metainfo. Any error or warning fails the build (after the
# figures are printed); the info and pedantic tags are counted, each overridden with its
# reason in packaging/linux/lintian-overrides.
checks_failed=0
if command -v lintian >/dev/null 2>&1; then
    lintian_status=0
    lintian --pedantic --display-info --show-overrides --tag-display-limit 0 --fail-on none \
        "$DEB" \
        >"$DIST/lintian.txt" 2>"$WORK/lintian.log" || lintian_status=$?
    count() { grep -c "^$1: eighty-days" "$DIST/lintian.txt" || true; }
    lintian_errors=$(count E)
    lintian_warnings=$(count W)
    lintian_summary="$lintian_errors errors, $lintian_warnings warnings, $(count I) info,"
    lintian_summary+=" $(count P) pedantic, $(count O) overridden"
    lintian_summary+=" (--pedantic --display-info; reasons in packaging/linux/lintian-overrides)"
    if [ "$lintian_status" != 0 ]; then
        lintian_summary="FAILED to run (exit $lintian_status): $(tail -n 1 "$WORK/lintian.log")"
        checks_failed=1
    elif [ "$lintian_errors" != 0 ] || [ "$lintian_warnings" != 0 ]; then
        grep -E '^(E|W): ' "$DIST/lintian.txt" >&2
        checks_failed=1
    fi
else
    lintian_summary="not run (lintian is not installed)"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstream_status=0
    appstreamcli validate --pedantic --no-net --no-color \
        "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml" >"$DIST/appstream.txt" 2>&1 \
        || appstream_status=$?
    appstream_summary=$(grep -E 'Validation (was successful|failed)' "$DIST/appstream.txt" \
        | sed 's/^[^A-Za-z]*//')
    [ -n "$appstream_summary" ] || appstream_summary="exit $appstream_status"
    if [ "$appstream_status" != 0 ] || grep -q '^[EW]: ' "$DIST/appstream.txt"; then
        cat "$DIST/appstream.txt" >&2
        checks_failed=1
    fi
else
    appstream_summary="not run (appstreamcli is not installed)"
fi

{
    echo "deb: $DEB"
    echo "deb size: $(mib "$deb_bytes") MiB ($deb_bytes bytes), installed $(mib $((installed_kib * 1024))) MiB"
    echo "Depends: $depends"
    echo "lintian: $lintian_summary"
    echo "appstream (validate --pedantic): $appstream_summary"
} >>"$DIST/figures.txt"
echo "--- figures (packaging/dist/figures.txt)"
cat "$DIST/figures.txt"
if [ "$checks_failed" != 0 ]; then
    echo "build.sh: lintian or appstreamcli reported errors or warnings (above)" >&2
fi
exit "$checks_failed"
