#!/usr/bin/env bash
# Takes a screenshot of the game window under a virtual display (Xvfb, ImageMagick, xdotool).
#   docs/screenshots/take.sh OUT.png [--dark] [--nl] [--speed S] [--wait SEC] [--size WxH] [--keys KEYS]... [--] [FILE]
# Each --keys (xdotool key names, e.g. ctrl+r) is sent after the wait, one second apart.
# --size sets the screen (default 1600x1000) and fits the window to it, as a maximised window would be.
# A fresh home folder keeps the player's own settings and autosave out of it.
set -euo pipefail
out=$1; shift
dark=false; lang=en; speed=NORMAL; wait=6; size=; keys=()
while [ $# -gt 0 ]; do
    case $1 in
        --dark) dark=true ;;
        --nl) lang=nl ;;
        --speed) speed=$2; shift ;;
        --wait) wait=$2; shift ;;
        --size) size=$2; shift ;;
        --keys) keys+=("$2"); shift ;;
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
</map>
XML
# A display nobody uses: another screenshot running beside this one must not be photographed instead.
n=$((90 + RANDOM % 100))
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
display=:$n
Xvfb "$display" -screen 0 "${size:-1600x1000}x24" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; rm -rf "$home"' EXIT
sleep 1
DISPLAY=$display HOME=$home java -Duser.home="$home" -Duser.name=Anna -jar "$jar" "$@" >"$home/out.txt" 2>&1 &
app=$!
sleep "$wait"
if [ -n "$size" ]; then
    for w in $(DISPLAY=$display xdotool search --onlyvisible --name "Primeval|–"); do
        DISPLAY=$display xdotool windowmove "$w" 0 0 windowsize "$w" "${size%x*}" "${size#*x}"
    done
    sleep 3 # the window lays itself out anew; on a busy machine that takes a moment
fi
for k in "${keys[@]}"; do
    DISPLAY=$display xdotool key --clearmodifiers "$k"
    sleep 1
done
DISPLAY=$display import -window root "$out"
echo "wrote $out"
