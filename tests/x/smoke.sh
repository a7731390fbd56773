#!/bin/sh
# smoke.sh - make check's X test, a few seconds long: gitview starts on a
# fixture with HEAD selected (PRIMARY) and its patch loaded, the title
# names the commit, j, k, End and Home move the selection along git
# rev-list's order, and q ends it with status 0 and no window left. The
# other scripts of tests/x check each of these in depth (window.sh, nav.sh).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_fixture linear
git rev-list HEAD > "$TEST_TMP/order"
first=$(sed -n 1p "$TEST_TMP/order")
second=$(sed -n 2p "$TEST_TMP/order")
last=$(tail -n 1 "$TEST_TMP/order")
title_of()
{
	echo "gitview: linear: $(echo "$1" | cut -c1-7) $(git log -1 --format=%s "$1")"
}
_title_is()
{
	[ "$(gv_title)" = "$1" ]
}

gv_open -o "$TEST_TMP/order" smoke-start "$first"
# the patch's trace counts from gitview's first line
GV_MARK=0
if gv_wait_patch "$first" 5; then
	pass smoke-start-patch
else
	fail smoke-start-patch "no trace 'patch $first done' after the start"
fi
wait_for 3 _title_is "$(title_of "$first")"
check smoke-title "$(title_of "$first")" "$(gv_title)"

gv_key j
expect_primary smoke-j "$second" "$TEST_TMP/order"
wait_for 3 _title_is "$(title_of "$second")"
check smoke-title-j "$(title_of "$second")" "$(gv_title)"
gv_key k
expect_primary smoke-k "$first" "$TEST_TMP/order"
gv_key End
expect_primary smoke-end "$last" "$TEST_TMP/order"
gv_key Home
expect_primary smoke-home "$first" "$TEST_TMP/order"

pid=$GV_PID
quit_check smoke-quit
wait_for 2 sh -c '[ -z "$(xdotool search --pid "$1" 2>/dev/null)" ]' sh "$pid"
check_empty smoke-no-window-left "$(gv_windows "$pid")"
