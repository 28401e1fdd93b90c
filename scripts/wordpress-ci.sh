#!/usr/bin/env bash
# The WordPress plugin's end-to-end test (issue 16) on Debian's WordPress and MariaDB.
#
#   scripts/wordpress-ci.sh                    (after `npm run build`: the site API serves dist/)
#   WORDPRESS_CI_SERVE=1 scripts/wordpress-ci.sh   set up, then serve until interrupted (run the
#                                                  spec by hand with the command at the end)
#
# Installs wordpress, mariadb-server, php-cli, php-mysql and php-curl when missing (as root), starts
# MariaDB on a throw-away datadir and socket, lays out a WordPress instance from
# /usr/share/wordpress in a temp dir with its own wp-config.php (the run writes nothing to /etc; the packages, when installed, bring their own services, which it keeps from starting), links
# integrations/wordpress/sitestack in as a plugin, serves it with `php -S 127.0.0.1:8082`, installs
# it with an admin and an Author, starts the site API, and runs test/e2e-wordpress through
# playwright.wordpress.config.ts. Everything it started is stopped and deleted at the end, and it
# exits non-zero when a check or the test fails.
set -euo pipefail

cd "$(dirname "$0")/.."
REPO="$(pwd)"

WP_PORT="${WP_PORT:-8082}"
API_PORT="${WP_API_PORT:-4481}"
export OWNER_TOKEN="${OWNER_TOKEN:-wordpress-e2e-owner-token-0123456789}"

PACKAGES=()
command -v php >/dev/null || PACKAGES+=(php-cli)
[ -d /usr/share/wordpress ] || PACKAGES+=(wordpress)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || PACKAGES+=(wordpress-theme-twentytwentythree)
{ command -v mariadbd || [ -x /usr/sbin/mariadbd ]; } >/dev/null 2>&1 || PACKAGES+=(mariadb-server)
PHP_MODULES="$(php -m 2>/dev/null || true)"
grep -qx mysqli <<<"$PHP_MODULES" || PACKAGES+=(php-mysql)
grep -qx curl <<<"$PHP_MODULES" || PACKAGES+=(php-curl)
if [ "${#PACKAGES[@]}" -gt 0 ]; then
  echo "wordpress-ci: installing ${PACKAGES[*]}" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "wordpress-ci: not root; install them with: apt-get install -y ${PACKAGES[*]}" >&2
    exit 1
  fi
  # Packages that ship a service (apache2 for wordpress, mariadb) must not start it: this run
  # starts its own server and database. policy-rc.d says so while apt-get runs.
  OWN_POLICY=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && OWN_POLICY=1
  fi
  # Taken away again even when the install fails, or no service could start on this machine.
  [ -z "$OWN_POLICY" ] || trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
  [ -z "$OWN_POLICY" ] || { rm -f /usr/sbin/policy-rc.d; trap - EXIT; }
fi

# Another server already on either port would answer in place of this run's own (a site API
# with another owner token refuses the tests' calls): stop here and say so.
for port in "$WP_PORT" "$API_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "wordpress-ci: port $port is in use; stop what listens there, or set WP_PORT / WP_API_PORT" >&2
    exit 1
  fi
done

MARIADBD="$(command -v mariadbd || echo /usr/sbin/mariadbd)"
WORK="$(mktemp -d /tmp/sitestack-wp.XXXXXX)"
WP_DIR="$WORK/wordpress"
SOCKET="$WORK/mysql.sock"
PIDS=()

# Each server runs in a process group of its own (setsid), so stopping it stops its children too
# (PHP's server workers, the node process tsx starts).
cleanup() {
  local status=$?
  for pid in "${PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
  if [ "$status" -ne 0 ]; then
    # (Debian's WordPress 6.1 on PHP 8.2 logs deprecations on every request: left out.)
    for log in "$WORK"/*.log; do [ -f "$log" ] && { echo "--- $log (last lines)" >&2; grep -v 'PHP Deprecated' "$log" | tail -n 30 >&2; }; done
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
  echo "wordpress-ci: $what did not start" >&2
  return 1
}

# Every PHP file of the plugin parses.
find integrations/wordpress test/e2e-wordpress -name '*.php' -print0 | xargs -0 -n1 php -l >/dev/null

# MariaDB on its own datadir and socket, no TCP; root over the socket, no password.
AS_USER=()
[ "$(id -u)" -eq 0 ] && AS_USER=(--user=root)
mariadb-install-db --no-defaults --datadir="$WORK/db" "${AS_USER[@]}" --auth-root-authentication-method=normal \
  --skip-test-db >"$WORK/mariadb-install.log" 2>&1
setsid "$MARIADBD" --no-defaults --datadir="$WORK/db" --socket="$SOCKET" --skip-networking --pid-file="$WORK/mariadb.pid" \
  "${AS_USER[@]}" --log-error="$WORK/mariadb.log" 2>>"$WORK/mariadb.log" &
PIDS+=($!)
wait_for MariaDB mariadb --no-defaults --socket="$SOCKET" -uroot -e 'SELECT 1'
mariadb --no-defaults --socket="$SOCKET" -uroot -e 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'

# A WordPress of its own: Debian's files, our wp-config.php (Debian's reads /etc/wordpress).
cp -a /usr/share/wordpress "$WP_DIR"
# Debian links a few files to other packages (underscore.js, getID3, CA bundle) and .htaccess to
# /etc; PHP's server does not follow links out of its document root, so they become copies.
find "$WP_DIR" -type l -print0 | while IFS= read -r -d '' link; do
  target="$(readlink -f "/usr/share/wordpress/${link#"$WP_DIR"/}" || true)"
  rm -f "$link"
  if [ -n "$target" ] && [ -f "$target" ]; then cp "$target" "$link"; fi
done
mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/uploads"
ln -s "$REPO/integrations/wordpress/sitestack" "$WP_DIR/wp-content/plugins/sitestack"
cat >"$WP_DIR/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WP_HOME', 'http://127.0.0.1:$WP_PORT' );
define( 'WP_SITEURL', 'http://127.0.0.1:$WP_PORT' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_CONTENT_URL', 'http://127.0.0.1:$WP_PORT/wp-content' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
// No request leaves the machine: the admin's update and version checks to wordpress.org failed
// slowly enough on a machine without internet to hold up a log-in past the test's 15 s (one CI
// run). The proxy's site API is on this host, which WordPress still lets through.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$WORK/wordpress-debug.log' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$key ) {
	define( \$key, '$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')' . \$key );
}
// Served as Debian's Apache would (the router below): WordPress offers the permalinks it offers there.
if ( 'cli-server' === PHP_SAPI ) {
	\$_SERVER['SERVER_SOFTWARE'] = 'Apache/2.4 (Debian)';
}
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# PHP's built-in server routes addresses as Debian's Apache does with this WordPress (see
# test/e2e-wordpress/apache-router.php): without rewrite rules in .htaccess (Debian's, copied
# above, has them commented out) only files and /index.php/... reach PHP. WordPress is told it runs
# on Apache, so it offers the permalinks it offers there (on another server it offers only
# /index.php/... ones; wp-config.php above) ...
# ... and, as on Debian, where .htaccess is a link to /etc/wordpress/htaccess that the web server
# may not write (this run is root, which could), WordPress does not write it: the test does, as an
# administrator would.
mkdir -p "$WP_DIR/wp-content/mu-plugins"
cat >"$WP_DIR/wp-content/mu-plugins/read-only-htaccess.php" <<'PHP'
<?php
add_filter( 'flush_rewrite_rules_hard', '__return_false' );
PHP

# Several workers: the block editor and the proxy ask in parallel. Started before the install, so
# WordPress's installer tries its permalinks against it and chooses as on Debian.
PHP_CLI_SERVER_WORKERS=4 setsid php -S "127.0.0.1:$WP_PORT" -t "$WP_DIR" test/e2e-wordpress/apache-router.php >"$WORK/php-server.log" 2>&1 &
PIDS+=($!)
wait_for WordPress answers "http://127.0.0.1:$WP_PORT/wp-login.php"

php test/e2e-wordpress/install-wordpress.php "$WP_DIR" "http://127.0.0.1:$API_PORT"
php test/e2e-wordpress/render-check.php "$WP_DIR"

# The site API. Pages of the WordPress site (127.0.0.1) reach it as another site at
# http://localhost:API_PORT, or through the plugin's proxy.
PORT="$API_PORT" HOST=127.0.0.1 DATA_DIR=memory:// RATE_LIMIT_FORMS=2000 MAX_EVENT_LOOP_DELAY_MS=0 \
  ALLOWED_ORIGINS="http://127.0.0.1:$WP_PORT" setsid npx tsx server/main.ts >"$WORK/site-api.log" 2>&1 &
PIDS+=($!)
wait_for "the site API" answers "http://127.0.0.1:$API_PORT/healthz"

if [ -n "${WORDPRESS_CI_SERVE:-}" ]; then
  echo "wordpress-ci: WordPress at http://127.0.0.1:$WP_PORT, the site API at http://127.0.0.1:$API_PORT (logs in $WORK); Ctrl-C stops both" >&2
  wait "${PIDS[@]}"
fi
WP_URL="http://127.0.0.1:$WP_PORT" WP_API_PORT="$API_PORT" WP_DIR="$WP_DIR" \
  npx playwright test --config playwright.wordpress.config.ts --reporter=list
