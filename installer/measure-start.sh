#!/usr/bin/env bash
# Times the start of a packaged game (Linux app image): the launcher with --version, and the window,
# from the start of the launcher until the window is on the screen of a virtual display (Xvfb).
# Prints the median and the range in milliseconds of RUNS runs each; every window run has a fresh home.
#
# Several images are measured in turns (one run of each, then again), so that a busy machine
# disturbs them alike.
#
# Usage: installer/measure-start.sh [RUNS] [IMAGE...]    (defaults: 7, target/installer/Primeval)
# Needs Xvfb and xwininfo (Debian packages xvfb, x11-utils).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-7}"
shift || true
images=("$@")
[ ${#images[@]} -gt 0 ] || images=("$root/target/installer/Primeval")
for image in "${images[@]}"; do
    [ -x "$image/bin/Primeval" ] || { echo "error: no launcher at $image/bin/Primeval (run installer/build.sh --app-image-only)" >&2; exit 1; }
done
for tool in Xvfb xwininfo; do
    command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool is needed" >&2; exit 1; }
done

work="$(mktemp -d)"
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=installer/virtual-display.sh
. "$root/installer/virtual-display.sh"
start_virtual_display

now_ms() {
    echo $(($(date +%s%N) / 1000000))
}

# The median and range of the numbers on standard input.
summary() {
    sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
        printf "median %d ms (%d to %d ms, %d runs)\n", m, v[1], v[NR], NR }'
}

version_ms() {
    local launcher="$1/bin/Primeval" start end
    start=$(now_ms)
    "$launcher" --version >/dev/null
    end=$(now_ms)
    echo $((end - start))
}

window_ms() {
    local launcher="$1/bin/Primeval" home start end window=""
    home="$(mktemp -d "$work/home.XXXX")"
    start=$(now_ms)
    DISPLAY="$display" HOME="$home" XDG_DATA_HOME="$home/data" _JAVA_OPTIONS="-Duser.home=$home" \
        "$launcher" >"$home/out.log" 2>&1 &
    app_pid=$!
    # The window's title names the game (window_ids, in virtual-display.sh): found once, then watched
    # until it is on the screen.
    while :; do
        [ -n "$window" ] || window="$(window_ids Urland | sed -n 1p)"
        if [ -n "$window" ] && DISPLAY="$display" xwininfo -id "$window" 2>/dev/null | grep -q IsViewable; then
            break
        fi
        if ! kill -0 "$app_pid" 2>/dev/null || [ $(($(now_ms) - start)) -gt 60000 ]; then
            echo "error: no window from $launcher: $(cat "$home/out.log")" >&2
            exit 1
        fi
        sleep 0.01
    done
    end=$(now_ms)
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    echo $((end - start))
}

for image in "${images[@]}"; do
    version_ms "$image" >/dev/null # warm the file cache
    window_ms "$image" >/dev/null
done
for i in $(seq 1 "$runs"); do
    for n in "${!images[@]}"; do
        version_ms "${images[$n]}" >> "$work/version.$n"
        window_ms "${images[$n]}" >> "$work/window.$n"
    done
done
for n in "${!images[@]}"; do
    echo "${images[$n]}"
    printf '  --version  '
    summary < "$work/version.$n"
    printf '  window     '
    summary < "$work/window.$n"
done
