#!/usr/bin/env bash
# Benchmark: a fresh clone to a running app, as the README's quick start does it:
# time of `npm ci && npm start` until http://127.0.0.1:PORT/ answers.
#   bash scripts/bench/quickstart.sh [port]   (default 8787; nothing else may use it)
# The clone gets nothing beside it (no ../shared): the app and its tests need only the repository.
set -euo pipefail
port=${1:-8787}
src=$(git rev-parse --show-toplevel)
dir=$(mktemp -d)
server=""
cleanup() {
  # Stop only the server this script started: its own process group (setsid below).
  if [ -n "$server" ]; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 -- "-$server" 2>/dev/null || break; sleep 0.2; done
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
git clone -q "$src" "$dir/terrace"
cd "$dir/terrace"
start=$(date +%s.%N)
npm ci --no-audit --no-fund >/dev/null 2>&1
ci_done=$(date +%s.%N)
if [ "$port" != 8787 ]; then sed -i "s/--port 8787/--port $port/" package.json; fi
setsid npm start > start.log 2>&1 &
server=$!
until curl -fs -o /dev/null "http://127.0.0.1:$port/"; do
  kill -0 "$server" 2>/dev/null || { echo "npm start exited; its log:"; tail -20 start.log; exit 1; }
  sleep 0.5
done
end=$(date +%s.%N)
awk -v a="$start" -v b="$ci_done" -v c="$end" 'BEGIN { printf "npm ci: %.1f s; npm start to first answer: %.1f s; total: %.1f s\n", b - a, c - b, c - a }'
