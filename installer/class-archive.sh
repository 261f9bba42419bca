#!/bin/sh
# Writes primeval.jsa beside the game's jar in an installed Linux app image (lib/app): the archive of the
# classes a start loads up to the window's first paint (class-data sharing), which the launcher maps
# instead of reading and verifying them (its option -XX:SharedArchiveFile=$APPDIR/primeval.jsa). The
# window then opens about a third sooner (docs/benchmarks.md).
#
# The JVM (JDK 17) takes such an archive only for the jar at the very path it was written for, so it is
# written where the game is installed: the .deb's install script runs this file, and installer/build.sh
# runs it on the app image it builds. Where writing it fails, the runtime's archive of the JDK's own
# classes takes its place: a missing or moved archive would leave the launcher sharing no class at all.
#
# Usage: sh lib/app/class-archive.sh            (from anywhere; it finds the app image by its own path)
set -u
# The launcher names the jar by its real path (links resolved): so must the archive.
app="$(cd "$(dirname "$0")" && pwd -P)"
runtime="$app/../runtime"
new="$app/primeval.jsa.new"
rm -f "$new"
if "$runtime/bin/java" -Xshare:dump -XX:SharedClassListFile="$app/primeval.classlist" \
        -XX:SharedArchiveFile="$new" -XX:+UseSerialGC -cp "$app/primeval.jar" >/dev/null 2>&1 \
        && [ -s "$new" ]; then
    mv -f "$new" "$app/primeval.jsa"
    echo "class-data sharing: $app/primeval.jsa"
else
    rm -f "$new"
    cp -f "$runtime/lib/server/classes.jsa" "$app/primeval.jsa"
    echo "class-data sharing: the game's classes could not be archived; the JDK's own are shared" >&2
fi
