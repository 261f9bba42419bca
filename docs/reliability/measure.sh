#!/usr/bin/env bash
# Makes the largest hostile records (each just under or over the 16 MB limit) in a temporary folder and
# replays each with the packaged game, printing one table row per file: the exit code, the wall time and
# the peak memory of the whole process (GNU time), and the first words of the message.
#   docs/reliability/measure.sh [JAR]
set -eu # not pipefail: "yes | head" ends yes with a broken pipe
jar=${1:-$(cd "$(dirname "$0")/../.." && pwd)/target/primeval.jar}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mb=$((1024 * 1024))
java -jar "$jar" selfplay --players 4 --seed 42 --save "$dir/real.json" >/dev/null
record=$(cat "$dir/real.json")
marker='"decisions": ['
head="${record%%"$marker"*}$marker"

# Copies of one item (a decision, or something that is none) filling the decisions to just under 16 MB.
fill() {
    local item=$1 out=$2
    { printf '%s' "$head"; yes "$item," | tr -d '\n' | head -c $((16 * mb - 4096)); printf '%s]}\n' "$item"; } >"$out"
}
fill '{}' "$dir/decisions-empty-objects.json"
fill '[]' "$dir/decisions-empty-lists.json"
fill '1' "$dir/decisions-numbers.json"
fill '"x"' "$dir/decisions-texts.json"
fill '{"a":{"a":{"a":{}}}}' "$dir/decisions-nested-objects.json"
fill '{"seat": 0, "type": "chooseChip", "chip": 1}' "$dir/decisions-one-repeated.json"
name='"name": "'
{ printf '%s' "${record%%"$name"*}$name"; yes N | tr -d '\n' | head -c $((15 * mb)); printf '%s' "${record#*"$name"}"; } \
    >"$dir/name-of-15-mb.json"
{ yes '[' | tr -d '\n' | head -c 100000; yes ']' | tr -d '\n' | head -c 100000; } >"$dir/nested-100000-deep.json"
{ yes ' ' | tr -d '\n' | head -c $((17 * mb)); printf '%s' "$record"; } >"$dir/spaces-then-record-17-mb.json"
head -c $((16 * mb - 1000)) /dev/urandom >"$dir/random-bytes.bin"
truncate -s 200M "$dir/sparse-200-mb.json"
printf '%s' "${record:0:${#record}/2}" >"$dir/cut-in-half.json"

echo "| file | exit | time (s) | peak memory (MB) | message |"
echo "|---|---|---|---|---|"
/usr/bin/time -f "%e %M" -o "$dir/time.txt" java -jar "$jar" --version >/dev/null
read -r seconds kb < <(tail -1 "$dir/time.txt")
printf '| (the program starting and ending: --version) | 0 | %s | %d | |\n' "$seconds" $((kb / 1024))
for f in "$dir"/*.json "$dir"/*.bin /dev/zero; do
    /usr/bin/time -f "%e %M" -o "$dir/time.txt" java -jar "$jar" replay "$f" >/dev/null 2>"$dir/err.txt" && code=0 || code=$?
    read -r seconds kb < <(tail -1 "$dir/time.txt")
    message=$(head -c 300 "$dir/err.txt" | sed "s|$dir/||; s|primeval replay: ||")
    printf '| %s | %s | %s | %d | %s |\n' "$(basename "$f")" "$code" "$seconds" $((kb / 1024)) "$message"
done
