#!/usr/bin/env bash
# Installs Debian's Chromium for the headless browser test of report.html (HtmlReportBrowserTests).
# Idempotent, and never fatal: without Chromium that test is reported as skipped, with the reason.
set -u
if [ -x /usr/bin/chromium ]; then
  echo "chromium: already installed ($(/usr/bin/chromium --version 2>/dev/null | head -n 1))"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: apt-get not available; the browser test will be skipped"
  exit 0
fi
as_root=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then as_root="sudo -n"; else
    echo "chromium: not root and no sudo; the browser test will be skipped"
    exit 0
  fi
fi
export DEBIAN_FRONTEND=noninteractive
if $as_root apt-get update -qq && $as_root apt-get install -y -qq chromium >/dev/null; then
  echo "chromium: installed ($(/usr/bin/chromium --version 2>/dev/null | head -n 1))"
else
  echo "chromium: install failed; the browser test will be skipped"
fi
exit 0
