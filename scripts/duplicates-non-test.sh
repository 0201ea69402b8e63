#!/usr/bin/env bash
# Counts `duplicates` pairs in non-test source, the same way each time.
# Non-test source = the files git tracks (plus untracked, not ignored), leaving out:
#   *.test.ts / *.test.tsx, e2e/, scripts/spam-corpus/, packages/shared/src/collections/demo/ (demo content data)
# The kept files are copied into a scratch folder so that pairs between two left-out files and
# pairs with one left-out side both disappear; `duplicates` then counts every pair (not only the 200 it lists).
# identical = pairs - "by shape alone".
set -euo pipefail
repo=${1:-.}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$repo"
git ls-files --cached --others --exclude-standard \
  | grep -Ev '\.test\.tsx?$|^e2e/|^scripts/spam-corpus/|^packages/shared/src/collections/demo/' \
  | while IFS= read -r f; do [ -f "$f" ] && { mkdir -p "$scratch/$(dirname "$f")"; cp "$f" "$scratch/$f"; }; done
out=$(duplicates --repo "$scratch" --most 200 --seconds 200)
head=$(printf '%s\n' "$out" | head -1)
pairs=$(printf '%s\n' "$head" | grep -oE '^[0-9]+')
shape=$(printf '%s\n' "$head" | grep -oE '\(([0-9]+) by shape' | grep -oE '[0-9]+')
echo "$head"
echo "non-test source: $pairs pairs, $((pairs - shape)) identical"
if [ "${2:-}" = "--rows" ]; then printf '%s\n' "$out" | tail -n +2; fi
