#!/usr/bin/env bash
# Install the .deb into a clean Debian root made with debootstrap and run
# `eighty-days --self-test` there (offscreen). Needs root, debootstrap and the network
# (Debian's mirror). Prints the figures and appends them to packaging/dist/figures.txt.
#
#   sudo packaging/test_deb_in_debootstrap.sh [path/to/eighty-days_*.deb]
#
# Environment: SUITE (default bookworm), MIRROR (default http://deb.debian.org/debian),
# COMPONENTS (default main; e.g. main,universe for Ubuntu), WITH_XVFB=1 (also run the
# self-test on Xvfb through Qt's xcb platform), ROOT_DIR (default
# /tmp/eighty-days-debootstrap; removed first), KEEP_ROOT=1 keeps it.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=$PWD/packaging/dist
SUITE=${SUITE:-bookworm}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
COMPONENTS=${COMPONENTS:-main}
ROOT_DIR=${ROOT_DIR:-/tmp/eighty-days-debootstrap}

deb=${1:-$(ls -t "$DIST"/eighty-days_*.deb 2>/dev/null | head -n 1 || true)}
if [ -z "$deb" ] || [ ! -f "$deb" ]; then
    echo "test_deb_in_debootstrap: no .deb given and none in $DIST (run packaging/build.sh)" >&2
    exit 2
fi
if [ "$(id -u)" != 0 ]; then
    echo "test_deb_in_debootstrap: needs root (debootstrap, chroot, mount)" >&2
    exit 2
fi
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "test_deb_in_debootstrap: debootstrap is missing (apt-get install debootstrap)" >&2
    exit 2
fi

mounted=()
cleanup() {
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount -l "${mounted[$i]}" 2>/dev/null || true
    done
    if grep -q " $ROOT_DIR/" /proc/mounts; then
        echo "test_deb_in_debootstrap: $ROOT_DIR still has mounts; not removing it" >&2
    elif [ "${KEEP_ROOT:-0}" != 1 ]; then
        rm -rf --one-file-system "$ROOT_DIR"
    fi
}
trap cleanup EXIT

rm -rf "$ROOT_DIR"
mkdir -p "$ROOT_DIR"
started=$(date +%s)
echo "--- debootstrap $SUITE (minbase) into $ROOT_DIR"
# debootstrap takes a COMPONENTS of its environment for its own list, unsplit: unset it.
env -u COMPONENTS debootstrap --variant=minbase --components="$COMPONENTS" "$SUITE" "$ROOT_DIR" "$MIRROR" >"$ROOT_DIR.log" 2>&1 || {
    tail -n 30 "$ROOT_DIR.log" >&2
    exit 1
}
bootstrapped=$(date +%s)

for fs in proc sys dev dev/pts; do
    mount --bind "/$fs" "$ROOT_DIR/$fs"
    mounted+=("$ROOT_DIR/$fs")
done
cp /etc/resolv.conf "$ROOT_DIR/etc/resolv.conf"
cp "$deb" "$ROOT_DIR/tmp/"
package=/tmp/$(basename "$deb")

echo "--- apt-get install $(basename "$deb") in the chroot"
chroot "$ROOT_DIR" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
chroot "$ROOT_DIR" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "$package" >/dev/null
installed=$(date +%s)
chroot "$ROOT_DIR" test -x /usr/games/eighty-days
chroot "$ROOT_DIR" test -f /usr/share/man/man6/eighty-days.6.gz
chroot "$ROOT_DIR" test -f /usr/share/applications/io.github.eighty_days.eighty_days.desktop
chroot "$ROOT_DIR" test -f /usr/share/icons/hicolor/256x256/apps/io.github.eighty_days.eighty_days.png

echo "--- eighty-days --self-test in the chroot"
status=0
chroot "$ROOT_DIR" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games HOME=/root LANG=C.UTF-8 \
    QT_QPA_PLATFORM=offscreen eighty-days --self-test || status=$?

if [ "${WITH_XVFB:-0}" = 1 ] && [ "$status" = 0 ]; then
    echo "--- eighty-days --self-test on an X server (Xvfb, the xcb platform) in the chroot"
    chroot "$ROOT_DIR" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends xvfb xauth >/dev/null
    chroot "$ROOT_DIR" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games HOME=/root LANG=C.UTF-8 \
        QT_QPA_PLATFORM=xcb xvfb-run -a eighty-days --self-test || status=$?
fi
finished=$(date +%s)

result=$([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)")
{
    echo "debootstrap test ($SUITE, minbase): $result"
    echo "  debootstrap $((bootstrapped - started)) s, apt install $((installed - bootstrapped)) s," \
        "self-test $((finished - installed)) s, total $((finished - started)) s"
} | tee -a "$DIST/figures.txt"
exit "$status"
