#!/usr/bin/env bash
# Prints the README's two commands, one a line: the set-up command, then the test command. They
# are the fenced `sh` blocks of README.md's "## Two commands" section, which must hold exactly
# two such blocks of one command each; otherwise this fails (exit 1) saying what it found, so CI
# cannot drift from what the README tells people to type.
# Usage: .ci/readme-commands.sh [README.md]
set -euo pipefail
readme="${1:-$(dirname "$0")/../README.md}"
awk '
  /^## / { in_section = ($0 == "## Two commands"); next }
  !in_section { next }
  /^```sh[[:space:]]*$/ && !in_block { in_block = 1; blocks++; lines[blocks] = 0; next }
  /^```[[:space:]]*$/ && in_block { in_block = 0; next }
  in_block && NF { lines[blocks]++; command[blocks] = $0 }
  END {
    if (blocks != 2) {
      printf "readme-commands: expected 2 fenced sh blocks under \"## Two commands\" in README, found %d\n", blocks > "/dev/stderr"
      exit 1
    }
    for (i = 1; i <= 2; i++) if (lines[i] != 1) {
      printf "readme-commands: block %d under \"## Two commands\" should hold one command, holds %d lines\n", i, lines[i] > "/dev/stderr"
      exit 1
    }
    print command[1]
    print command[2]
  }
' "$readme"
