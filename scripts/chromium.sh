#!/bin/bash
# Debian's Chromium as the tests and benchmarks launch it: with the omnibox popup's WebUI off.
#
# In Debian's Chromium 156, every new headless context opens a window whose omnibox popup is a WebUI page.
# Loading it (400 chrome:// files in a renderer of its own) took 100-750 ms of CPU per context on
# two cores, while the console's page loaded beside it; a user's browser did that once, when its
# window opened. Puppeteer turns these features off by default for the same reason.
#
# Chromium keeps only the last --disable-features switch, and Playwright passes its own list, so
# every list on the command line is merged into one rather than appended.
set -euo pipefail

disabled=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) IFS=, read -r -a listed <<< "${arg#--disable-features=}" && disabled+=("${listed[@]}") ;;
    *) args+=("$arg") ;;
  esac
done

IFS=,
exec "${CHROMIUM_BINARY:-/usr/bin/chromium}" "${args[@]}" "--disable-features=${disabled[*]}"
