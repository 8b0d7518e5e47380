#!/usr/bin/env bash
# PostgreSQL server binaries for the database experiment (the lab runs initdb/pg_ctl itself in a temp folder).
# Idempotent and never fatal: without PostgreSQL the experiment's PostgreSQL half reports not-measured
# and its tests are skipped with the reason.
set -u

found() {
  command -v initdb >/dev/null 2>&1 && return 0
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
}

if found; then
  echo "postgresql: initdb already present, nothing to install"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "postgresql: apt-get not available; the PostgreSQL half of the database experiment will be not-measured"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo -n"; else
    echo "postgresql: not root and no sudo; skipping install"
    exit 0
  fi
fi

export DEBIAN_FRONTEND=noninteractive
# The package's post-install creates and starts a default cluster; the lab does not use it, so it is stopped
# again below (a running cluster on 5432 would only cost memory).
if $sudo apt-get update -qq && $sudo apt-get install -y -qq postgresql >/dev/null; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    for cluster in /etc/postgresql/*/main; do
      [ -d "$cluster" ] || continue
      version=$(basename "$(dirname "$cluster")")
      $sudo pg_ctlcluster "$version" main stop >/dev/null 2>&1 || true
    done
  fi
  echo "postgresql: installed $(ls /usr/lib/postgresql 2>/dev/null | tr '\n' ' ')"
else
  echo "postgresql: install failed; the PostgreSQL half of the database experiment will be not-measured"
fi
exit 0
