#!/usr/bin/env bash
# Installs the system packages the browser tests need (Debian's Chromium and its headless shell; Playwright's own browser
# download needs the internet, which we don't have).
set -euo pipefail
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-headless-shell
  else
    sudo apt-get update -q
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-headless-shell
  fi
fi
/usr/bin/chromium --version
