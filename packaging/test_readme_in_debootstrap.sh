#!/usr/bin/env bash
# Follow the README's "On a fresh machine" literally in a clean Debian root made with
# debootstrap: a fresh `git clone` of this repository (its committed HEAD) is copied in, and
# the README's `sh` blocks of that section run there, line by line as written, as a user
# with sudo, each block in a new login shell (a new terminal). Needs root, debootstrap
# (apt-get install debootstrap) and the network (Debian's mirror, PyPI for pipx and uv).
#
#   sudo packaging/test_readme_in_debootstrap.sh
#   sudo SUITE=noble MIRROR=http://archive.ubuntu.com/ubuntu COMPONENTS=main,universe \
#       DEBOOTSTRAP_OPTIONS=--no-check-gpg DEBOOTSTRAP_SCRIPT=/usr/share/debootstrap/scripts/gutsy \
#       packaging/test_readme_in_debootstrap.sh     # Ubuntu 24.04, from Debian 12's debootstrap
#
# It takes about two minutes to set up and the test suite's time (2 busy cores: 12 minutes;
# PYTEST_ARGS="tests/test_cli.py" for a quick check).
#
# What stands in for a person:
# - There is no display, so `uv run eighty-days` (play) runs as
#   `uv run eighty-days --self-test`: it opens the windows offscreen and lets a computer
#   play a turn of each game. Every `uv run ... eighty-days` line is changed so, nothing else.
# - apt-get is told to assume "yes" (/etc/apt/apt.conf.d/90assume-yes), as the person
#   answers Y at its prompt.
# - The root starts as debootstrap's minbase plus what an installed Debian has and minbase
#   lacks: sudo (the user is in group sudo, without a password) and ca-certificates.
#   Python comes as the README's apt-get lines bring it (pipx depends on python3).
# - On a network that intercepts TLS, the site's certificate authorities
#   (/usr/local/share/ca-certificates/*.crt of this machine) are trusted in the root too,
#   and SSL_CERT_FILE, REQUESTS_CA_BUNDLE and PIP_CERT are passed on when set here (uv
#   trusts only its own roots otherwise): a machine on that network needs the same. On an
#   ordinary network there are none and nothing is added.
# - The block that plays without the development tools (`--no-dev`) runs before the two
#   commands, and the script checks that it left pytest, mypy and ruff out.
#
# Environment: SUITE (default bookworm), MIRROR (default http://deb.debian.org/debian),
# COMPONENTS (default main; e.g. main,universe for Ubuntu), DEBOOTSTRAP_OPTIONS (more
# options, e.g. --no-check-gpg where the suite's keyring is not installed), DEBOOTSTRAP_SCRIPT
# (for a suite this debootstrap has no script of, e.g. .../scripts/gutsy for noble), PYTEST_ARGS (added to the
# README's `uv run pytest`, default none: the whole suite the README runs), ROOT_DIR
# (default /tmp/eighty-days-readme-root; removed first), KEEP_ROOT=1 keeps it,
# BASE_TARBALL=FILE reuses a debootstrap tarball (made there on the first run).
# Prints the figures and appends them to packaging/dist/figures.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
DIST=$REPO/packaging/dist
SUITE=${SUITE:-bookworm}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
COMPONENTS=${COMPONENTS:-main}
ROOT_DIR=${ROOT_DIR:-/tmp/eighty-days-readme-root}
PYTEST_ARGS=${PYTEST_ARGS:-}
PLAYER=player

if [ "$(id -u)" != 0 ]; then
    echo "test_readme_in_debootstrap: needs root (debootstrap, chroot, mount)" >&2
    exit 2
fi
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "test_readme_in_debootstrap: debootstrap is missing (apt-get install debootstrap)" >&2
    exit 2
fi

work=$(mktemp -d)
mounted=()
cleanup() {
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount -l "${mounted[$i]}" 2>/dev/null || true
    done
    rm -rf "$work"
    if grep -q " $ROOT_DIR/" /proc/mounts; then
        echo "test_readme_in_debootstrap: $ROOT_DIR still has mounts; not removing it" >&2
    elif [ "${KEEP_ROOT:-0}" != 1 ]; then
        rm -rf --one-file-system "$ROOT_DIR"
    fi
}
trap cleanup EXIT

# The README's blocks, taken before anything is built, so that a README without them
# fails at once: every ```sh block of the section "On a fresh machine", continuation
# lines joined, one file per block.
python3 - "$REPO/README.md" "$work" <<'EOF'
import re
import sys
from pathlib import Path

readme, out = Path(sys.argv[1]).read_text(encoding="utf-8"), Path(sys.argv[2])
section = readme.split("\n## On a fresh machine\n", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"^```sh\n(.*?)^```$", section, flags=re.S | re.M)
if not blocks:
    sys.exit("test_readme_in_debootstrap: the README's section has no sh blocks")
for number, block in enumerate(blocks, start=1):
    text = block.replace("\\\n", " ")
    (out / f"block-{number}.sh").write_text(text, encoding="utf-8")
EOF

# Play becomes the self-test (no display); the README's `uv run pytest` gets PYTEST_ARGS.
for block in "$work"/block-*.sh; do
    sed -E -i \
        -e 's/^(uv run( --?[a-z-]+)* eighty-days)( +#.*)?$/\1 --self-test\3/' \
        -e "s/^(uv run pytest)( +#.*)?\$/\\1 ${PYTEST_ARGS//\//\\/}\\2/" \
        "$block"
done
if ! grep -qx 'uv run eighty-days --self-test *#.*' "$work"/block-*.sh \
    || ! grep -q '^uv run pytest' "$work"/block-*.sh \
    || ! grep -q '^uv run --no-dev eighty-days --self-test' "$work"/block-*.sh; then
    echo "test_readme_in_debootstrap: the README no longer has its two commands" \
        "(uv run eighty-days, uv run pytest) and the --no-dev one" >&2
    exit 1
fi

# The order: the blocks without `uv run` (setting up) as written, then the one playing
# without the development tools, then the rest (the two commands).
setup_blocks=() no_dev_blocks=() command_blocks=()
for block in "$work"/block-*.sh; do
    if ! grep -q '^uv run' "$block"; then
        setup_blocks+=("$block")
    elif grep -q -- '--no-dev' "$block"; then
        no_dev_blocks+=("$block")
    else
        command_blocks+=("$block")
    fi
done

echo "--- a fresh git clone of $(git -C "$REPO" rev-parse --short HEAD)"
git clone --quiet --no-hardlinks "$REPO" "$work/eighty-days"
git -C "$work/eighty-days" checkout --quiet --detach "$(git -C "$REPO" rev-parse HEAD)"

started=$(date +%s)
rm -rf "$ROOT_DIR"
mkdir -p "$ROOT_DIR"
if [ -n "${BASE_TARBALL:-}" ] && [ -f "$BASE_TARBALL" ]; then
    echo "--- unpacking $BASE_TARBALL into $ROOT_DIR"
    tar -xzf "$BASE_TARBALL" -C "$ROOT_DIR"
else
    echo "--- debootstrap $SUITE (minbase) into $ROOT_DIR"
    # debootstrap takes a COMPONENTS of its environment for its own list, unsplit: unset it.
    # shellcheck disable=SC2086 # DEBOOTSTRAP_OPTIONS is a list of options
    env -u COMPONENTS debootstrap --variant=minbase --components="$COMPONENTS" --include=sudo,ca-certificates \
        ${DEBOOTSTRAP_OPTIONS:-} "$SUITE" "$ROOT_DIR" "$MIRROR" ${DEBOOTSTRAP_SCRIPT:-} \
        >"$ROOT_DIR.log" 2>&1 || {
        tail -n 30 "$ROOT_DIR.log" >&2
        exit 1
    }
    if [ -n "${BASE_TARBALL:-}" ]; then
        tar -czf "$BASE_TARBALL" -C "$ROOT_DIR" .
    fi
fi
bootstrapped=$(date +%s)

for fs in proc sys dev dev/pts; do
    mount --bind "/$fs" "$ROOT_DIR/$fs"
    mounted+=("$ROOT_DIR/$fs")
done
# /dev/shm of its own, writable by everyone as on a booted machine (the bind of /dev leaves
# out the host's; multiprocessing's locks live there).
mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$ROOT_DIR/dev/shm"
mounted+=("$ROOT_DIR/dev/shm")
cp /etc/resolv.conf "$ROOT_DIR/etc/resolv.conf"
echo 'APT::Get::Assume-Yes "true";' >"$ROOT_DIR/etc/apt/apt.conf.d/90assume-yes"
chroot "$ROOT_DIR" useradd --create-home --shell /bin/bash --groups sudo "$PLAYER"
echo "$PLAYER ALL=(ALL) NOPASSWD: ALL" >"$ROOT_DIR/etc/sudoers.d/$PLAYER"
home=/home/$PLAYER
site_env=""
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$ROOT_DIR/usr/local/share/ca-certificates/"
    chroot "$ROOT_DIR" update-ca-certificates >/dev/null 2>&1
fi
for variable in SSL_CERT_FILE REQUESTS_CA_BUNDLE PIP_CERT; do
    if [ -n "${!variable:-}" ]; then
        site_env+=" $variable=$(printf %q "${!variable}")"
    fi
done
cp -a "$work/eighty-days" "$ROOT_DIR$home/eighty-days"
mkdir -p "$ROOT_DIR/tmp/readme"
cp "$work"/block-*.sh "$ROOT_DIR/tmp/readme/"
chroot "$ROOT_DIR" chown -R "$PLAYER:$PLAYER" "$home/eighty-days" /tmp/readme

# One block in a new login shell of the player, in the clone, stopping at the first
# failing line (echoed as it runs).
run_block() {
    local block=/tmp/readme/$(basename "$1")
    echo "--- README block $(basename "$1" .sh):"
    sed 's/^/    /' "$1"
    chroot "$ROOT_DIR" env -i TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin runuser --login "$PLAYER" \
        --command "cd ~/eighty-days && export LANG=C.UTF-8$site_env && bash -e -x $block"
}
# The development tools in the clone's environment, if any.
dev_tools_present() {
    chroot "$ROOT_DIR" sh -c "ls $home/eighty-days/.venv/bin/ | grep -E '^(pytest|mypy|ruff)\$'" || true
}

status=0
for block in "${setup_blocks[@]}"; do
    run_block "$block" || { status=$?; break; }
done
set_up=$(date +%s)
no_dev_size="-" full_size="-"
if [ "$status" = 0 ]; then
    for block in "${no_dev_blocks[@]}"; do
        run_block "$block" || { status=$?; break; }
    done
    if [ "$status" = 0 ]; then
        no_dev_size=$(du -sm "$ROOT_DIR$home/eighty-days/.venv" | cut -f1)
        present=$(dev_tools_present)
        if [ -n "$present" ]; then
            echo "test_readme_in_debootstrap: --no-dev installed $(echo "$present" | xargs)" >&2
            status=1
        fi
    fi
fi
played=$(date +%s)
if [ "$status" = 0 ]; then
    for block in "${command_blocks[@]}"; do
        run_block "$block" || { status=$?; break; }
    done
    full_size=$(du -sm "$ROOT_DIR$home/eighty-days/.venv" | cut -f1)
fi
finished=$(date +%s)

result=$([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)")
mkdir -p "$DIST"
{
    echo "README in a clean root ($SUITE, minbase): $result"
    echo "  debootstrap $((bootstrapped - started)) s, set-up blocks $((set_up - bootstrapped)) s," \
        "--no-dev play $((played - set_up)) s, the two commands $((finished - played)) s," \
        "total $((finished - started)) s"
    echo "  .venv: ${no_dev_size} MiB without the development tools, ${full_size} MiB with them"
} | tee -a "$DIST/figures.txt"
exit "$status"
