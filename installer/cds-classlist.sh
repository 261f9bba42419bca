#!/usr/bin/env bash
# Writes src/main/cds/primeval.classlist: the classes the window loads up to its first paint of the
# game, as the JVM lists them (-XX:DumpLoadedClassList). The build turns the list into a class-data-
# sharing archive beside the jar (target/primeval.jsa), which spares most of the class loading at
# every start: `java -XX:SharedArchiveFile=target/primeval.jsa @installer/jvm.options -jar target/primeval.jar`.
# Run it from the repository root after changes that load many other classes at startup; it needs
# the packaged jar and xvfb-run (or a display).
set -euo pipefail
list=src/main/cds/primeval.classlist
jar=target/primeval.jar
[ -f "$jar" ] || { echo "cds-classlist: build the jar first (mvn -q -B package -DskipTests)" >&2; exit 2; }
all=$(mktemp)
: > "$all"
# A start of the window as a player makes it, measured by the probe: it ends after its first paint. Urland's window
# is the one a launch opens; Primordial Soup's is listed too, for a start that resumes or opens one of its games.
for game in urland soup; do
    tmp=$(mktemp)
    run=(java -XX:DumpLoadedClassList="$tmp" -Dprimeval.probe.launch=$game -jar "$jar")
    if [ -z "${DISPLAY:-}" ]; then
        run=(xvfb-run -a -s "-screen 0 1920x1200x24" "${run[@]}")
    fi
    "${run[@]}" >/dev/null
    cat "$tmp" >> "$all"
    rm -f "$tmp"
done
# Each line once, in the order first listed; generated proxies have no class file to archive.
grep -v -e '^jdk/proxy' -e '^com/sun/proxy/' "$all" | awk '!seen[$0]++' > "$list"
rm -f "$all"
echo "cds-classlist: $(wc -l < "$list") classes in $list"
