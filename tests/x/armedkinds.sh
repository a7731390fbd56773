#!/bin/sh
# armedkinds.sh - armed.sh's check in each repository armed with one kind
# of program (tests/fixtures/armed.sh): gitview opens a copy of each,
# presses the keys whose git that kind can reach where another does not
# (the start, the local changes row, Y, M on the merge, R; every
# key runs in armed.sh's repository armed with all of them), waiting for
# each key's git to end, quits with q, and no marker may be there.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
. "$TOP/tests/lib/armed.sh"

start_x
# ARMED_KINDS: some of them only (to see one fail before its fix)
for kind in ${ARMED_KINDS:-clean required smudge process merge textconv external \
	signature hooks fsmonitor programs}; do
	armed "$kind" keys_kind
done
