#!/usr/bin/env bash
# Takes a screenshot of the game window under a virtual display (Xvfb, ImageMagick, xdotool).
#   docs/screenshots/take.sh OUT.png [--dark] [--nl] [--speed S] [--wait SEC] [--size WxH] [--welcome] [--keys KEYS]...
#                            [--click XxY]... [--type TEXT] [--] [FILE]
# Each --keys (xdotool key names, e.g. ctrl+r, F1) is sent after the wait, one second apart; then each --click XxY
# clicks there, two seconds apart (a button, or a field to type into: without a window manager a dialog does not take
# the keyboard), and --type types TEXT.
# --welcome lets the welcome of a first start show (left out otherwise, so it covers no other picture).
# --size sets the screen (default 1600x1000) and fits the window to it, as a maximised window would be.
# A fresh home folder keeps the player's own settings and autosave out of it.
# JAVA_OPTS (split on spaces) goes to java before the jar, e.g. JAVA_OPTS=-Dsun.java2d.uiScale=2 for a HiDPI picture.
set -euo pipefail
out=$1; shift
dark=false; lang=en; speed=NORMAL; wait=6; size=; keys=(); welcome=false; type=; clicks=()
while [ $# -gt 0 ]; do
    case $1 in
        --dark) dark=true ;;
        --nl) lang=nl ;;
        --speed) speed=$2; shift ;;
        --wait) wait=$2; shift ;;
        --size) size=$2; shift ;;
        --keys) keys+=("$2"); shift ;;
        --type) type=$2; shift ;;
        --click) clicks+=("$2"); shift ;;
        --welcome) welcome=true ;;
        --) shift; break ;;
        *) break ;;
    esac
    shift
done
jar=${JAR:-$(cd "$(dirname "$0")/../.." && pwd)/target/primeval.jar}
home=$(mktemp -d)
prefs=$home/.java/.userPrefs/org/ichto/primeval
mkdir -p "$prefs"
cat > "$prefs/prefs.xml" <<XML
<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE map SYSTEM "http://java.sun.com/dtd/preferences.dtd">
<map MAP_XML_VERSION="1.0">
  <entry key="theme.dark" value="$dark"/>
  <entry key="language" value="$lang"/>
  <entry key="ai.speed" value="$speed"/>
  <entry key="welcome.show" value="$welcome"/>
</map>
XML
# A display number no other X server holds (a busy number would photograph someone else's screen).
for n in $(shuf -i 100-499); do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] || { display=:$n; break; }
done
Xvfb "$display" -screen 0 "${size:-1600x1000}x24" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; rm -rf "$home"' EXIT
sleep 1
# shellcheck disable=SC2086 # JAVA_OPTS holds several options on purpose
DISPLAY=$display HOME=$home java ${JAVA_OPTS:-} -Duser.home="$home" -Duser.name=Anna -jar "$jar" "$@" >"$home/out.txt" 2>&1 &
app=$!
sleep "$wait"
if [ -n "$size" ]; then
    for w in $(DISPLAY=$display xdotool search --onlyvisible --name "Primeval|–"); do
        DISPLAY=$display xdotool windowmove "$w" 0 0 windowsize "$w" "${size%x*}" "${size#*x}"
    done
    # Time to lay the window out again at its new size: on a busy machine one second can show the old layout.
    sleep 4
fi
for k in "${keys[@]}"; do
    DISPLAY=$display xdotool key --clearmodifiers "$k"
    sleep 1
done
for c in "${clicks[@]}"; do
    DISPLAY=$display xdotool mousemove "${c%x*}" "${c#*x}" click 1
    sleep 2
done
if [ -n "$type" ]; then
    DISPLAY=$display xdotool type --delay 80 "$type"
    sleep 1
fi
DISPLAY=$display import -window root "$out"
echo "wrote $out"
