# Sourced by check.sh and measure-start.sh: start_virtual_display starts Xvfb on a free display
# number (from a random one at 200 or above, away from the numbers desktops and xvfb-run use) and
# sets xvfb_pid and display (":N"). The caller kills "$xvfb_pid" when done. window_ids finds the
# game's window on it by its title.
start_virtual_display() {
    local size="${1:-1600x1000x24}" n tries
    n=$((200 + RANDOM % 500))
    for tries in $(seq 1 20); do
        n=$((n + 1))
        if [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; then
            continue
        fi
        # -noreset: no reset when the last client leaves, which would refuse the next one for a moment.
        Xvfb ":$n" -screen 0 "$size" -nolisten tcp -noreset >/dev/null 2>&1 &
        xvfb_pid=$!
        for _ in $(seq 1 50); do
            if ! kill -0 "$xvfb_pid" 2>/dev/null; then
                break # taken meanwhile: try the next number
            fi
            if DISPLAY=":$n" xwininfo -root >/dev/null 2>&1; then
                display=":$n"
                return 0
            fi
            sleep 0.1
        done
        kill "$xvfb_pid" 2>/dev/null || true
        xvfb_pid=""
    done
    echo "error: Xvfb did not start" >&2
    return 1
}

# The ids of the windows on the virtual display whose title contains TEXT (plain text, not a
# pattern), one a line, in the order of xwininfo's tree. The window's title names the game being
# played ("Urland", "Urland – game.urland"), so "window_ids Urland" finds the game window whatever
# else the title holds.
window_ids() {
    DISPLAY="$display" xwininfo -root -tree 2>/dev/null \
        | sed -n 's/^ *\(0x[0-9a-fA-F]*\) "\(.*\)": (.*/\1 \2/p' \
        | awk -v text="$1" '{ id = $1; sub(/^[^ ]* /, ""); if (index($0, text)) print id }'
}
