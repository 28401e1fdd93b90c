#!/usr/bin/env bash
# The site server behind Varnish (issue 49), with the VCL shipped in integrations/varnish.
#
#   scripts/varnish-ci.sh                          # the Varnish end-to-end test (test/varnish)
#   scripts/varnish-ci.sh node bench/some-bench.mjs    # any other command, with both servers up
#
# Installs Debian's varnish when missing (as root), starts the site server (in-memory database) on
# a free loopback port with PURGE_URL pointing at Varnish, starts varnishd on another free port
# with the VCL's backend pointed at that server, waits for both, and runs the command with
#   VARNISH_URL   http://127.0.0.1:<varnish port>   (what visitors use)
#   ORIGIN_URL    http://127.0.0.1:<server port>    (the site server itself)
#   OWNER_TOKEN   the server's owner token
#   VARNISH_NAME  varnishd's -n directory (for varnishadm -n / varnishstat -n)
# Both are always stopped and their files deleted at the end; the script exits with the command's
# status. Expects `npm run build` done (runs it when dist/ssr is missing).
set -euo pipefail

cd "$(dirname "$0")/.."

find_varnishd() { command -v varnishd || { [ -x /usr/sbin/varnishd ] && echo /usr/sbin/varnishd; } || true; }
VARNISHD="$(find_varnishd)"
if [ -z "$VARNISHD" ]; then
  echo "varnish-ci: installing Debian's varnish" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "varnish-ci: varnish is not installed and this is not root; install it with: apt-get install -y varnish" >&2
    exit 1
  fi
  # The package starts its own varnish service on port 6081; this run starts its own instead.
  OWN_POLICY=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && OWN_POLICY=1
  fi
  [ -z "$OWN_POLICY" ] || trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends varnish >/dev/null
  [ -z "$OWN_POLICY" ] || { rm -f /usr/sbin/policy-rc.d; trap - EXIT; }
  VARNISHD="$(find_varnishd)"
fi
VARNISHADM="$(command -v varnishadm || echo /usr/bin/varnishadm)"

if [ ! -f dist/sitestack.js ] || [ ! -d dist/ssr ]; then
  echo "varnish-ci: dist/ is missing; running npm run build" >&2
  npm run build >/dev/null
fi

# Free loopback ports, chosen by the kernel.
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
ORIGIN_PORT="$(free_port)"
VARNISH_PORT="$(free_port)"
while [ "$VARNISH_PORT" = "$ORIGIN_PORT" ]; do VARNISH_PORT="$(free_port)"; done

export OWNER_TOKEN="${OWNER_TOKEN:-varnish-e2e-owner-token-0123456789}"
WORK="$(mktemp -d /tmp/sitestack-varnish.XXXXXX)"
# varnishd drops privileges to the varnish user (when run as root): its files must be readable.
chmod 755 "$WORK"
SERVER_PID=""

cleanup() {
  local status=$?
  if [ -f "$WORK/varnishd.pid" ]; then
    kill -TERM "$(cat "$WORK/varnishd.pid")" 2>/dev/null || true
  fi
  if [ -n "$SERVER_PID" ]; then
    # Its own process group (setsid): the node process tsx starts stops too.
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  for _ in $(seq 1 20); do
    [ -f "$WORK/varnishd.pid" ] && kill -0 "$(cat "$WORK/varnishd.pid")" 2>/dev/null || break
    sleep 0.25
  done
  if [ "$status" -ne 0 ]; then
    for log in "$WORK"/*.log; do [ -s "$log" ] && { echo "--- $log (last lines)" >&2; tail -n 30 "$log" >&2; }; done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT INT TERM

# Whether a URL answers 2xx (fresh machines have no curl).
answers() { node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"; }
wait_for() { # what, command...
  local what=$1; shift
  for _ in $(seq 1 120); do "$@" >/dev/null 2>&1 && return 0; sleep 0.5; done
  echo "varnish-ci: $what did not start" >&2
  return 1
}

# The VCL as shipped, with the backend's port written in.
sed "s/^\(  \.port = \)\"[0-9]*\";/\1\"$ORIGIN_PORT\";/" integrations/varnish/sitestack.vcl >"$WORK/sitestack.vcl"
grep -q "\.port = \"$ORIGIN_PORT\";" "$WORK/sitestack.vcl" || { echo "varnish-ci: could not set the backend port in the VCL" >&2; exit 1; }

# The site server, as the end-to-end tests start it, behind Varnish: Varnish on loopback is the
# trusted proxy (the visitor's address for rate limits), and owner writes purge at Varnish.
PORT="$ORIGIN_PORT" HOST=127.0.0.1 DATA_DIR=memory:// RATE_LIMIT_FORMS=2000 RATE_LIMIT_API=100000 MAX_EVENT_LOOP_DELAY_MS=0 \
  TRUST_PROXY=loopback PURGE_URL="http://127.0.0.1:$VARNISH_PORT/" \
  setsid npx tsx server/main.ts >"$WORK/site-server.log" 2>&1 &
SERVER_PID=$!

# Varnish in the background (it writes its pid file), storage in memory, its working directory
# in $WORK. The ban lurker wakes every 0.1 s and takes bans at once (ban_lurker_age=0), so a purged
# page's memory goes soon; lookups check bans anyway, so a purged page is never served again.
"$VARNISHD" -n "$WORK/varnishd" -a "127.0.0.1:$VARNISH_PORT" -f "$WORK/sitestack.vcl" -s malloc,128m \
  -T 127.0.0.1:0 -P "$WORK/varnishd.pid" -p ban_lurker_sleep=0.1 -p ban_lurker_age=0 \
  >"$WORK/varnishd.log" 2>&1

wait_for "the site server" answers "http://127.0.0.1:$ORIGIN_PORT/healthz"
wait_for Varnish answers "http://127.0.0.1:$VARNISH_PORT/healthz"

export VARNISH_URL="http://127.0.0.1:$VARNISH_PORT"
export ORIGIN_URL="http://127.0.0.1:$ORIGIN_PORT"
export VARNISH_NAME="$WORK/varnishd"
echo "varnish-ci: $("$VARNISHD" -V 2>&1 | head -n 1 | sed 's/ (.*//') at $VARNISH_URL in front of the site server at $ORIGIN_URL" >&2

status=0
if [ "$#" -eq 0 ]; then
  npx playwright test --config playwright.varnish.config.ts --reporter=list || status=$?
else
  "$@" || status=$?
fi
if [ "$status" -ne 0 ] && [ -x "$VARNISHADM" ]; then
  "$VARNISHADM" -n "$WORK/varnishd" ban.list >"$WORK/varnish-bans.log" 2>&1 || true
fi
exit "$status"
