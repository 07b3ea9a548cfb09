#!/bin/bash
# Counts the shards of row 23 of A059963 that a059963-23.jsonl, beside this
# script, does not hold yet, one after another on every core, appending
# each shard's line when it is whole and a line of its figures to
# a059963-23.log. A shard cut short (Ctrl-C, a machine taken away) leaves
# nothing behind and is counted again from its start by the next run.
#
# usage: docs/runs/a059963-23.sh NQUEENS COMMIT
#
# where NQUEENS is the command built from the commit COMMIT, which the log
# names; run it at nice -n 19 in the background. The whole row is the sum
# of the lines: nqueens sum docs/runs/a059963-23.jsonl
set -u
if [ $# -ne 2 ]; then
  echo "usage: $0 NQUEENS COMMIT" >&2
  exit 2
fi
bin=$1 commit=$2
dir=$(cd "$(dirname "$0")" && pwd)
lines=$dir/a059963-23.jsonl log=$dir/a059963-23.log
shards=256
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
host="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)/family$(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | xargs)-model$(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | xargs)"
touch "$lines" "$log"
for ((i = 0; i < shards; i++)); do
  if grep -q "\"shard\":$i,\"shards\":$shards," "$lines"; then
    continue
  fi
  if ! /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$bin" count 23 -by-column -method join -shard "$i/$shards" -format json -quiet > "$tmp/line"; then
    echo "$0: shard $i/$shards failed" >&2
    exit 1
  fi
  cat "$tmp/line" >> "$lines"
  read -r elapsed user sys rss < "$tmp/time"
  echo "$i $commit elapsed=$elapsed user=$user sys=$sys maxrss_kb=$rss host=$host date=$(date -u +%FT%TZ)" >> "$log"
done
