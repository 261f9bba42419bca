#!/usr/bin/env bash
# Redraws the program's icon files in this folder from org.ichto.shell.ui.AppIcon:
#   primeval-16.png ... primeval-512.png   PNG at each size (Linux uses primeval-256.png, and
#                                          primeval-128.png for saved games)
#   primeval.ico                           Windows (16 to 256 in one file)
#   primeval.icns                          macOS (16 to 512 in one file)
# Needs the built program (target/primeval.jar, made here when missing), ImageMagick's convert
# (Debian package imagemagick) and png2icns (Debian package icnsutils).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
jar="$root/target/primeval.jar"

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

# AppIcon writes NAME-SIZE.png files (of its own NAME) into a folder: drawn apart, then named here.
drawn="$(mktemp -d)"
trap 'rm -rf "$drawn"' EXIT
java -cp "$jar" org.ichto.shell.ui.AppIcon "$drawn" 16 24 32 48 64 128 256 512 >/dev/null
for size in 16 24 32 48 64 128 256 512; do
    files=("$drawn"/*-"$size".png)
    [ ${#files[@]} -eq 1 ] && [ -f "${files[0]}" ] || { echo "error: AppIcon wrote no single *-$size.png" >&2; exit 1; }
    mv "${files[0]}" "$here/primeval-$size.png"
done
cd "$here"
convert primeval-16.png primeval-24.png primeval-32.png primeval-48.png primeval-64.png primeval-128.png \
    primeval-256.png primeval.ico
png2icns primeval.icns primeval-16.png primeval-32.png primeval-48.png primeval-128.png primeval-256.png \
    primeval-512.png >/dev/null
echo "wrote $here/primeval-*.png, $here/primeval.ico and $here/primeval.icns"
