#!/usr/bin/env bash
# Builds the installable game for the operating system it runs on, with the JDK's jlink and jpackage
# (JDK 17 or newer; nothing else is downloaded). Everything goes to target/installer/:
#   Linux  Primeval/ (the app image), primeval_<version>-1_amd64.deb, and an .rpm where rpmbuild exists
#   macOS  Primeval.app and Primeval-<version>.dmg
# Windows has installer/build.ps1. See docs/installer.md.
#
# Usage: installer/build.sh [--app-image-only] [--no-cds] [--jar FILE] [--dest DIR]
#   --app-image-only  stop after the app image (no .deb/.rpm/.dmg): the quick build the check uses
#   --no-cds          leave the class-data-sharing archive out of the runtime (11 MiB smaller, starts slower)
#   --jar FILE        package this runnable jar instead of target/primeval.jar (built with Maven when
#                     missing or older than the sources)
#   --dest DIR        write to DIR instead of target/installer
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

NAME="Primeval"
PACKAGE="primeval"
MAIN_CLASS="org.ichto.app.Main"
VENDOR="The Primeval project"
# The pom's description.
DESCRIPTION="Urland and Primordial Soup, two games by Doris Matthäus & Frank Nestel, against computer opponents."
COPYRIGHT="Copyright (C) 2026 The Primeval project. The board games Urland and Primordial Soup are by Doris Matthäus and Frank Nestel."
# The game's texts are English and Dutch: only these locales' formats (dates, numbers) go into the runtime.
LOCALES="en,nl"

app_image_only=false
cds=true
jar=""
dest="$root/target/installer"

usage() {
    sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case "$1" in
        --app-image-only) app_image_only=true ;;
        --no-cds) cds=false ;;
        --cds) cds=true ;;
        --jar) jar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift ;;
        --dest) mkdir -p "$2"; dest="$(cd "$2" && pwd)"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

fail() {
    echo "error: $*" >&2
    exit 1
}

step() {
    echo "==> $*"
}

# ---------------------------------------------------------------- the JDK's tools
case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=mac ;;
    *) fail "this script builds on Linux and macOS; on Windows run: powershell -File installer\\build.ps1" ;;
esac

tool() {
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/$1" ]; then
        echo "$JAVA_HOME/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    else
        fail "$1 not found: install a full JDK 17 or newer (Debian: openjdk-17-jdk) or set JAVA_HOME"
    fi
}
JDEPS="$(tool jdeps)"
JLINK="$(tool jlink)"
JPACKAGE="$(tool jpackage)"
JAR_TOOL="$(tool jar)"
jdk_major="$("$JPACKAGE" --version | cut -d. -f1)"
[ "$jdk_major" -ge 17 ] 2>/dev/null || fail "jpackage from JDK 17 or newer is needed (found $("$JPACKAGE" --version))"

# ---------------------------------------------------------------- the game's jar
if [ -z "$jar" ]; then
    jar="$root/target/primeval.jar"
    if [ ! -f "$jar" ] || [ -n "$(find pom.xml src/main ai-profiles -type f -newer "$jar" 2>/dev/null | head -n 1)" ]; then
        step "building $jar with Maven"
        command -v mvn >/dev/null 2>&1 || fail "mvn not found (needs Maven 3.8+) to build target/primeval.jar"
        mvn -q -B package -DskipTests
    fi
fi
[ -f "$jar" ] || fail "no jar at $jar"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The version comes from the jar's manifest (the pom's version); jpackage wants numbers only.
(cd "$work" && "$JAR_TOOL" xf "$jar" META-INF/MANIFEST.MF)
version="$(sed -n 's/^Implementation-Version: *//p' "$work/META-INF/MANIFEST.MF" | tr -d '\r')"
[ -n "$version" ] || fail "$jar has no Implementation-Version in its manifest"
app_version="${version%%-*}"
[[ "$app_version" =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || fail "version $version does not make a numeric app version"
package_version="$app_version"
if [ "$os" = mac ] && [[ "$app_version" == 0* ]]; then
    # A macOS bundle version must not start with 0: 0.y.z is given to it as 1.y.z (the game shows its own).
    package_version="1${app_version#0}"
fi
echo "$NAME $version (package version $package_version), $os, jar $jar"

mkdir -p "$dest"

# ---------------------------------------------------------------- a runtime of the modules the game needs
step "finding the modules the game needs (jdeps)"
modules="$("$JDEPS" --print-module-deps --ignore-missing-deps --multi-release "$jdk_major" "$jar")"
# Dutch month and day names and number formats live in jdk.localedata (trimmed to $LOCALES below).
modules="$modules,jdk.localedata"
echo "    $modules"

step "linking the runtime (jlink$([ "$cds" = true ] && echo ", with a class-data-sharing archive"))"
runtime="$dest/runtime"
rm -rf "$runtime"
jlink_args=(--add-modules "$modules" --include-locales="$LOCALES"
    --strip-debug --no-header-files --no-man-pages --compress=2 --output "$runtime")
if [ "$cds" = true ]; then
    jlink_args+=(--generate-cds-archive)
fi
"$JLINK" "${jlink_args[@]}" >/dev/null
# The second archive serves only heaps over 32 GB (no compressed pointers): not a board game's case.
rm -f "$runtime/lib/server/classes_nocoops.jsa"

# ---------------------------------------------------------------- the app image
step "making the app image (jpackage)"
input="$work/input"
mkdir -p "$input"
cp "$jar" "$input/$PACKAGE.jar"
# On Linux the launcher also maps an archive of the game's own classes, lib/app/primeval.jsa. It can only
# be written where the game is installed (the JVM takes it only for the jar at the path it was written
# for): installer/class-archive.sh writes it from the class list, the .deb's install script runs it, and
# so does this script for the app image below. (macOS and Windows have no install script that could.)
app_archive=false
if [ "$os" = linux ] && [ "$cds" = true ]; then
    app_archive=true
    cp "$root/src/main/cds/primeval.classlist" "$root/installer/class-archive.sh" "$input/"
fi
case "$os" in
    linux) icon="$root/installer/icons/$PACKAGE-256.png"; image="$dest/$NAME" ;;
    mac) icon="$root/installer/icons/$PACKAGE.icns"; image="$dest/$NAME.app" ;;
esac
common=(--name "$NAME" --app-version "$package_version" --vendor "$VENDOR"
    --description "$DESCRIPTION" --copyright "$COPYRIGHT" --icon "$icon")
mac_args=()
if [ "$os" = mac ]; then
    mac_args=(--mac-package-name "$NAME" --mac-package-identifier "org.ichto.$PACKAGE")
fi
rm -rf "$image"
# The launcher starts the VM with the options of installer/jvm.options (its lines without comments).
java_options=()
while IFS= read -r option; do
    java_options+=(--java-options "$option")
done < <(grep -v '^[[:space:]]*\(#\|$\)' "$root/installer/jvm.options")
# The archive of the game's classes; where it is missing the JVM would share no class at all, not even the
# runtime's own (class-archive.sh puts those in its place when it cannot write the game's).
archive_option='-XX:SharedArchiveFile=$APPDIR/primeval.jsa'
if [ "$app_archive" = true ]; then
    java_options+=(--java-options "$archive_option")
fi
"$JPACKAGE" --type app-image "${common[@]}" ${mac_args[@]+"${mac_args[@]}"} "${java_options[@]}" \
    --input "$input" --main-jar "$PACKAGE.jar" --main-class "$MAIN_CLASS" \
    --runtime-image "$runtime" --dest "$dest"
if [ "$os" = linux ]; then
    # The menu entry's command: the same start as bin/Primeval without JDK 17's launcher asking the package
    # manager which package it belongs to (installer/linux/primeval-start).
    install -m 755 "$root/installer/linux/primeval-start" "$image/bin/primeval-start"
fi
echo "    $image"

# ---------------------------------------------------------------- the packages
# The file associations, one per game's saved-game extension (installer/*-save.properties, e.g.
# urland-save.properties for *.urland): saved games open in the program. Each gets the icon for this
# system added.
associations=()
for properties in "$root"/installer/*-save.properties; do
    [ -f "$properties" ] || fail "no installer/*-save.properties (the file associations)"
    copy="$work/$(basename "$properties")"
    cp "$properties" "$copy"
    case "$os" in
        linux) echo "icon=$root/installer/icons/$PACKAGE-128.png" >> "$copy" ;;
        mac) echo "icon=$icon" >> "$copy" ;;
    esac
    associations+=(--file-associations "$copy")
done

packages=()
if [ "$app_image_only" = false ]; then
    case "$os" in
        linux)
            if command -v dpkg-deb >/dev/null 2>&1 && command -v fakeroot >/dev/null 2>&1; then
                types=(deb)
            else
                echo "    no .deb: dpkg-deb and fakeroot are needed (Debian packages dpkg-dev, fakeroot)"
                types=()
            fi
            if command -v rpmbuild >/dev/null 2>&1; then
                types+=(rpm)
            else
                echo "    no .rpm: rpmbuild is not installed"
            fi
            for type in ${types[@]+"${types[@]}"}; do
                step "making the .$type package (jpackage)"
                rm -f "$dest"/*."$type"
                from="$image"
                if [ "$type" = rpm ] && [ "$app_archive" = true ]; then
                    # The .rpm has no install script that writes the archive: its launcher keeps to the
                    # runtime's own (which it maps without being told).
                    from="$work/rpm/$NAME"
                    mkdir -p "$work/rpm"
                    cp -a "$image" "$from"
                    grep -vF "java-options=$archive_option" "$image/lib/app/$NAME.cfg" > "$from/lib/app/$NAME.cfg"
                    rm -f "$from/lib/app/class-archive.sh" "$from/lib/app/primeval.classlist" "$from/lib/app/primeval.jsa"
                fi
                "$JPACKAGE" --type "$type" --app-image "$from" "${common[@]}" \
                    --linux-package-name "$PACKAGE" --linux-menu-group "Game;BoardGame;" \
                    --linux-app-category games --linux-shortcut \
                    "${associations[@]}" --resource-dir "$root/installer/linux" \
                    --dest "$dest"
                packages+=("$(ls "$dest"/*."$type")")
            done
            ;;
        mac)
            step "making the .dmg (jpackage)"
            rm -f "$dest"/*.dmg
            "$JPACKAGE" --type dmg --app-image "$image" "${common[@]}" ${mac_args[@]+"${mac_args[@]}"} \
                "${associations[@]}" --dest "$dest"
            made="$(ls "$dest"/*.dmg)"
            # The file carries the game's own version, whatever the bundle had to be given.
            mv "$made" "$dest/$NAME-$app_version.dmg"
            packages+=("$dest/$NAME-$app_version.dmg")
            ;;
    esac
fi

# ---------------------------------------------------------------- the app image's own archive
# After the packages, which must not carry it (it serves only this folder): the app image run where it
# was built maps the game's classes as an installed game does.
if [ "$app_archive" = true ]; then
    step "archiving the game's classes for the app image (class-data sharing)"
    sh "$image/lib/app/class-archive.sh"
fi

# ---------------------------------------------------------------- what was made
size() {
    du -sk "$1" | awk '{printf "%.1f MiB", $1 / 1024}'
}
echo
echo "runtime    $(size "$runtime")  ($modules)"
echo "app image  $(size "$image")  $image"
for p in ${packages[@]+"${packages[@]}"}; do
    echo "package    $(size "$p")  $p"
done
