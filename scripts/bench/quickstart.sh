#!/usr/bin/env bash
# Benchmark: a fresh clone to a running app, as the README's quick start does it:
# time of `npm ci && npm start` until http://127.0.0.1:PORT/ answers.
#   bash scripts/bench/quickstart.sh [port]   (default 8787; nothing else may use it)
set -euo pipefail
port=${1:-8787}
src=$(git rev-parse --show-toplevel)
dir=$(mktemp -d)
git clone -q "$src" "$dir/terrace"
# The shared data folder sits beside the clone, as on a developer's machine.
[ -d "$src/../shared" ] && ln -s "$(cd "$src/../shared" && pwd)" "$dir/shared"
cd "$dir/terrace"
start=$(date +%s.%N)
npm ci --no-audit --no-fund >/dev/null 2>&1
ci_done=$(date +%s.%N)
if [ "$port" != 8787 ]; then sed -i "s/--port 8787/--port $port/" package.json; fi
(npm start > start.log 2>&1 &)
until curl -fs -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.5; done
end=$(date +%s.%N)
pkill -f "wrangler.js dev --ip 127.0.0.1 --port $port" || pkill -f "wrangler dev --ip 127.0.0.1 --port $port" || true
awk -v a="$start" -v b="$ci_done" -v c="$end" 'BEGIN { printf "npm ci: %.1f s; npm start to first answer: %.1f s; total: %.1f s\n", b - a, c - b, c - a }'
rm -rf "$dir"
