#!/usr/bin/env bash
# Checks the packaged game on Linux: builds the app image (installer/build.sh --app-image-only, from
# target/primeval.jar) and runs its launcher, bin/Primeval, as a player would:
#   1. --version prints the program's version and exits with 0, from the launcher and from the menu
#      entry's command (bin/primeval-start);
#   2. headless (no DISPLAY): selfplay saves a game of Urland and one of Primordial Soup, replay
#      reads each back, a profile placed in the user's Urland profiles folder plays, and without a
#      command it says there is no display;
#   3. on a virtual display (Xvfb): the window opens (found by its title, which names the game),
#      with nothing wrong in the log, and a screenshot goes to target/installer/screenshot.png;
#      then a saved game of each game given to the menu entry's command, bin/primeval-start (what
#      the file association runs), opens in the window;
#   4. both starts map the game's classes from the archive beside the jar (lib/app/primeval.jsa).
# Every run has a fresh home folder. Exits non-zero with a message on the first failure.
# Needs Xvfb, xwininfo and xprop, and ImageMagick (Debian packages xvfb, x11-utils, imagemagick).
#
# Usage: installer/check.sh [--dest DIR]      (default target/installer)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
dest="$root/target/installer"
if [ "${1:-}" = "--dest" ]; then
    dest="$2"
fi

began=$(date +%s)
work="$(mktemp -d)"
xvfb_pid=""
app_pid=""
cleanup() {
    if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "check failed: $*" >&2
    exit 1
}

passed() {
    echo "  ok  $*"
}

for tool in Xvfb xwininfo xprop import identify; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is not installed (Debian packages xvfb, x11-utils, imagemagick)"
done

# ---------------------------------------------------------------- the app image
echo "== building the app image"
installer/build.sh --app-image-only --dest "$dest"
launcher="$dest/Primeval/bin/Primeval"
[ -x "$launcher" ] || fail "no launcher at $launcher"
# The menu entry's command (and a saved game's double click): the same start without the launcher's package query.
menu="$dest/Primeval/bin/primeval-start"
[ -x "$menu" ] || fail "no menu command at $menu"
built=$(date +%s)

# The version the launcher must print: the pom's.
version="$(sed -n '/<artifactId>primeval<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;q;}' pom.xml)"
[ -n "$version" ] || fail "no version found in pom.xml"

# A fresh home for each run: the game's data folder, preferences and autosave go there.
fresh_home() {
    home="$(mktemp -d "$work/home.XXXX")"
    export HOME="$home" XDG_DATA_HOME="$home/data"
}

echo "== the packaged launcher, headless"
unset DISPLAY WAYLAND_DISPLAY
fresh_home
out="$("$launcher" --version)" || fail "--version exited with $?"
[ "$out" = "Primeval $version" ] || fail "--version printed '$out', expected 'Primeval $version'"
passed "--version prints '$out'"

out="$("$menu" --version)" || fail "the menu's command: --version exited with $?"
[ "$out" = "Primeval $version" ] || fail "the menu's command: --version printed '$out', expected 'Primeval $version'"
# Both starts map the game's classes from the archive beside the jar (class-data sharing), not only the JDK's.
for start in "$launcher" "$menu"; do
    JAVA_TOOL_OPTIONS="-Xlog:class+load=info:file=$work/classes.log" "$start" --version >/dev/null 2>&1 \
        || fail "$start --version with the class log exited with $?"
    grep -q "org.ichto.app.Main source: shared objects file" "$work/classes.log" \
        || fail "$start did not take the game's classes from the archive lib/app/primeval.jsa"
done
passed "the menu's command prints the same; both starts map the game's classes from lib/app/primeval.jsa"

game="$work/evening.urland"
out="$("$launcher" selfplay --game urland --players 4 --seed 42 --save "$game" 2>&1)" || fail "selfplay exited with $?: $out"
[ -s "$game" ] || fail "selfplay wrote no game: $out"
passed "selfplay: $out"

out="$("$launcher" replay "$game" 2>&1)" || fail "replay exited with $?: $out"
grep -q "Genes on display" <<<"$out" || fail "replay printed no final position: $out"
passed "replay reads the saved game back"

soup="$work/amoebas.soup"
out="$("$launcher" selfplay --game soup --players balanced,grower,aggressor --seed 42 --save "$soup" 2>&1)" \
    || fail "selfplay of Primordial Soup exited with $?: $out"
[ -s "$soup" ] || fail "selfplay of Primordial Soup wrote no game: $out"
passed "selfplay of Primordial Soup: $out"

out="$("$launcher" replay "$soup" 2>&1)" || fail "replay of Primordial Soup exited with $?: $out"
grep -q "Primordial Soup record" <<<"$out" || fail "replay printed no Primordial Soup record: $out"
grep -q "the game is over" <<<"$out" || fail "replay of Primordial Soup printed no final position: $out"
passed "replay reads the saved game of Primordial Soup back"

# The user's own profiles: one placed in the data directory's profiles folder of the game plays.
profiles="$XDG_DATA_HOME/primeval/profiles/urland"
if out="$("$launcher" selfplay --game urland --players checker,balanced,predator --seed 7 --save "$work/p.urland" 2>&1)"; then
    fail "selfplay accepted a profile that does not exist yet: $out"
fi
grep -q checker <<<"$out" || fail "selfplay failed, but not for want of the profile: $out"
mkdir -p "$profiles"
sed 's/^name = .*/name = Checker/' ai-profiles/urland/balanced.profile > "$profiles/checker.profile"
out="$("$launcher" selfplay --game urland --players checker,balanced,predator --seed 7 --save "$work/p.urland" 2>&1)" \
    || fail "selfplay with the user's profile exited with $?: $out"
grep -q '"profile": "checker"' "$work/p.urland" || fail "the saved game does not name the user's profile"
passed "a profile in $profiles plays beside the shipped ones"

out="$("$launcher" 2>&1)" || fail "the launcher without a command exited with $?: $out"
grep -q "no display" <<<"$out" || fail "without a display the launcher printed: $out"
passed "without a display it says so"

# ---------------------------------------------------------------- the window
echo "== the packaged window, on a virtual display"
# shellcheck source=installer/virtual-display.sh
. "$root/installer/virtual-display.sh"
start_virtual_display || fail "Xvfb did not start"
export DISPLAY="$display"

# Starts the game in a fresh home with these arguments, by the launcher or (start_with) another
# command, and waits until a window whose title contains the text is on the screen.
start_with="$launcher"
start_window() {
    local text="$1"
    shift
    fresh_home
    # The JVM takes its home folder from the system, not from HOME: tell it.
    _JAVA_OPTIONS="-Duser.home=$HOME" "$start_with" "$@" >"$HOME/out.log" 2>&1 &
    app_pid=$!
    local waited=0
    until [ -n "$(window_ids "$text")" ]; do
        kill -0 "$app_pid" 2>/dev/null || fail "the game ended before its window opened: $(cat "$HOME/out.log")"
        [ "$waited" -lt 600 ] || fail "no window with '$text' in its title after 60 s: $(cat "$HOME/out.log")"
        sleep 0.1
        waited=$((waited + 1))
    done
}

stop_window() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
}

# Fails when the game's output or log tells of a missing class or module, or any exception.
clean_log() {
    local log="$XDG_DATA_HOME/primeval/logs/primeval.log"
    [ -s "$log" ] || fail "the game wrote no log at $log (logging broken in the packaged runtime?)"
    grep -q "opens its window" "$log" || fail "the log does not tell of the window: $(cat "$log")"
    if grep -E -q "Exception|ERROR|Error:|NoClassDef|ClassNotFound" "$log" "$HOME/out.log"; then
        fail "trouble in the log: $(grep -E -h "Exception|ERROR|Error:|NoClassDef|ClassNotFound" "$log" "$HOME/out.log" | head -n 5)"
    fi
}

start_window Urland
# Let the board paint, then take the whole screen.
sleep 3
kill -0 "$app_pid" 2>/dev/null || fail "the game ended: $(cat "$HOME/out.log")"
mkdir -p "$dest"
import -window root "$dest/screenshot.png"
colours="$(identify -format %k "$dest/screenshot.png")"
[ "$colours" -gt 200 ] || fail "the screenshot has only $colours colours: no board painted?"
window="$(window_ids Urland | sed -n 1p)"
xprop -id "$window" WM_HINTS | grep -q "bitmap id # to use for icon" || fail "the window has no icon"
clean_log
stop_window
passed "the window opens with its icon and paints the board ($colours colours in $dest/screenshot.png)"

# What a double click on a saved game runs: the menu entry's command with the file.
start_with="$menu"
start_window 'evening.urland' "$game"
sleep 1
clean_log
stop_window
passed "a saved game given to the menu's command opens in the window"

start_window 'amoebas.soup' "$soup"
sleep 2
kill -0 "$app_pid" 2>/dev/null || fail "the game ended with a game of Primordial Soup: $(cat "$HOME/out.log")"
clean_log
stop_window
passed "a saved game of Primordial Soup given to the menu's command opens in the window"

ended=$(date +%s)
echo "installer check passed in $((ended - began)) s (app image $((built - began)) s, runs $((ended - built)) s)"
