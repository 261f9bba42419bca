#!/usr/bin/env bash
# Redraws the game's icon files in this folder from org.ichto.urland.ui.AppIcon:
#   urland-16.png ... urland-512.png   PNG at each size (Linux uses urland-256.png)
#   urland.ico                         Windows (16 to 256 in one file)
#   urland.icns                        macOS (16 to 512 in one file)
# Needs the built game (target/urland.jar, made here when missing), ImageMagick's convert
# (Debian package imagemagick) and png2icns (Debian package icnsutils).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
jar="$root/target/urland.jar"

if ! convert -version 2>/dev/null | grep -q ImageMagick; then
    echo "error: ImageMagick's convert is needed (Debian: apt-get install imagemagick)" >&2
    exit 1
fi
if ! command -v png2icns >/dev/null 2>&1; then
    echo "error: png2icns is needed (Debian: apt-get install icnsutils)" >&2
    exit 1
fi
if [ ! -f "$jar" ]; then
    (cd "$root" && mvn -q -B package -DskipTests)
fi

java -cp "$jar" org.ichto.urland.ui.AppIcon "$here" 16 24 32 48 64 128 256 512
cd "$here"
convert urland-16.png urland-24.png urland-32.png urland-48.png urland-64.png urland-128.png urland-256.png \
    urland.ico
png2icns urland.icns urland-16.png urland-32.png urland-48.png urland-128.png urland-256.png urland-512.png \
    >/dev/null
echo "wrote $here/urland.ico and $here/urland.icns"
