#!/bin/sh
# Builds the image and runs three containers of it behind HAProxy on this machine's PostgreSQL and
# a Redis of its own, then checks every instance answers through HAProxy and is healthy.
#   DATABASE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres BASE_PORT=5410 sh scripts/containers/check.sh
# Set NODE_IMAGE=localhost/node:20-bookworm-slim after scripts/containers/local-base.sh where no
# container registry is reachable, CA_BUNDLE behind a TLS-inspecting proxy.
set -eu
BASE_PORT=${BASE_PORT:-5410}
ADMIN=${DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
IMAGE=${IMAGE:-localhost/jogada:check}
DB=jogada_containers_check_$$
work=$(mktemp -d)
names=""
cleanup() {
  for name in $names; do podman rm -f -t 5 "$name" >/dev/null 2>&1 || true; done
  [ -f "$work/haproxy.pid" ] && kill "$(cat "$work/haproxy.pid")" 2>/dev/null || true
  redis-cli -p $((BASE_PORT + 9)) shutdown nosave >/dev/null 2>&1 || true
  psql "$ADMIN" -qc "drop database if exists $DB with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

set -- --format docker -t "$IMAGE"
[ -n "${NODE_IMAGE:-}" ] && set -- "$@" --build-arg "NODE_IMAGE=$NODE_IMAGE"
[ -n "${CA_BUNDLE:-}" ] && set -- "$@" -v "$CA_BUNDLE:/host-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/host-ca.crt
podman build "$@" -f Containerfile .

psql "$ADMIN" -qc "create database $DB"
url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$ADMIN" "$DB")
redis-server --port $((BASE_PORT + 9)) --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --pidfile "$work/redis.pid" --logfile "$work/redis.log"

start() {
  podman run -d --name "jogada-check-$1-$$" --network host -e PORT=$((BASE_PORT + $1)) \
    -e DATABASE_URL="$url" -e REDIS_URL=redis://127.0.0.1:$((BASE_PORT + 9)) -e NODE_ENV=development \
    -e SANDBOX_URL=http://127.0.0.1:9 -e TRUST_PROXY=true "$IMAGE" >/dev/null
  names="$names jogada-check-$1-$$"
}
# The first migrates and seeds alone (demo seeding is not for three at once), then the others.
wait_healthy() {
  for _ in $(seq 1 120); do
    podman healthcheck run "jogada-check-$1-$$" >/dev/null 2>&1 && return 0
    sleep 2
  done
  podman logs --tail 30 "jogada-check-$1-$$"
  echo "instance $1 never became healthy" >&2
  return 1
}
start 1 && wait_healthy 1
start 2 && start 3 && wait_healthy 2 && wait_healthy 3

sed -e "s/bind :8080/bind 127.0.0.1:$BASE_PORT/" \
  -e "s/server1:3000/127.0.0.1:$((BASE_PORT + 1))/" -e "s/server2:3000/127.0.0.1:$((BASE_PORT + 2))/" \
  -e "s/server3:3000/127.0.0.1:$((BASE_PORT + 3))/" -e "s#GET /ready#GET ${HEALTH_PATH:-/ready}#" \
  scripts/containers/haproxy.cfg >"$work/haproxy.cfg"
/usr/sbin/haproxy -f "$work/haproxy.cfg" -D -p "$work/haproxy.pid"

seen=""
for _ in $(seq 1 60); do
  instance=$(curl -fsS -m 5 -D - -o /dev/null "http://127.0.0.1:$BASE_PORT/health" 2>/dev/null | tr -d '\r' | sed -n 's/^x-instance: //Ip')
  case " $seen " in *" $instance "*) ;; *) [ -n "$instance" ] && seen="$seen $instance" ;; esac
  [ "$(echo $seen | wc -w)" -eq 3 ] && break
  sleep 1
done
[ "$(echo $seen | wc -w)" -eq 3 ] || { echo "HAProxy reached only:$seen" >&2; exit 1; }
curl -fsS -m 5 -o /dev/null "http://127.0.0.1:$BASE_PORT/"
[ "$(podman exec "jogada-check-1-$$" id -u)" = 10001 ]
echo "containers check passed: three instances (${seen# }) behind HAProxy, healthy, the site served, running as uid 10001"
