#!/bin/sh
# resize.sh - a storm of resizes, down to tiny sizes, leaves gitview alive
# and responsive; the list's divider dragged to its top limit leaves whole
# rows only above it.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_fixture long
git rev-list HEAD > "$TEST_TMP/order"

_resized()
{
	gv_geometry
	[ "${GV_W}x$GV_H" = "$1x$2" ]
}
_list_shorter()
{
	_pane_geometry_once && [ "$LISTH" -lt "$1" ]
}

gv_start || exit 1
# start the storm while it may still be loading
i=1
while [ $i -le 60 ]; do
	case $((i % 10)) in
	0) w=1 h=1 ;;
	5) w=30 h=20 ;;
	*) w=$((100 + (i * 137) % 1100)) h=$((20 + (i * 89) % 760)) ;;
	esac
	xdotool windowsize "$GV_WID" $w $h
	i=$((i + 1))
done
gv_wait_loaded 10
if proc_alive "$GV_PID"; then pass storm-alive; else fail storm-alive "gitview died" "$GV_ERR"; exit 1; fi
expect_primary storm-first-selected "$(c 0)" "$TEST_TMP/order"
gv_key j
expect_primary storm-j-moves "$(c 1)" "$TEST_TMP/order"

# keys between resizes are all handled
i=1
while [ $i -le 20 ]; do
	xdotool windowsize "$GV_WID" $((200 + i * 40)) $((60 + i * 30))
	gv_key j
	i=$((i + 1))
done
expect_primary storm-keys-interleaved "$(c 21)" "$TEST_TMP/order"

# tiny, then back: still moves
xdotool windowsize "$GV_WID" 1 1
gv_key j
expect_primary tiny-j-moves "$(c 22)" "$TEST_TMP/order"
xdotool windowsize "$GV_WID" 900 600
gv_key k
expect_primary big-again-k-moves "$(c 21)" "$TEST_TMP/order"
gv_geometry
check storm-final-size "900x600" "${GV_W}x${GV_H}"
if proc_alive "$GV_PID"; then pass storm-still-alive; else fail storm-still-alive "gitview died" "$GV_ERR"; fi
if grep -q 'X Error\|BadAlloc\|BadValue\|BadMatch' "$GV_ERR"; then
	fail storm-no-x-errors "X errors on stderr" "$GV_ERR"
else
	pass storm-no-x-errors
fi

quit_check resize-quit

# --- the divider under the list at its top limit -------------------------------

# dragged as far up as it goes: the list keeps its whole rows, and between
# the last of them and the divider nothing is drawn (no part of a row)
gv_start || exit 1
gv_wait_loaded 10
xdotool windowsize "$GV_WID" 1000 700
wait_for 5 _resized 1000 700
pane_geometry || { gv_kill; exit 1; }
LISTH0=$LISTH
xdotool mousemove --window "$GV_WID" $((GV_W / 2)) "$LISTH" mousedown 1 \
	mousemove --window "$GV_WID" $((GV_W / 2)) $((LISTH / 2)) \
	mousemove --window "$GV_WID" $((GV_W / 2)) 1 mouseup 1
wait_for 5 _list_shorter "$LISTH0"
pane_geometry || { gv_kill; exit 1; }
gv_shot_stable "$TEST_TMP/top.ppm"
WHOLE=$(((LISTH - LISTY) / ROWH))
GAP=$((LISTH - LISTY - WHOLE * ROWH))
if [ "$LISTH" -ge "$LISTH0" ] || [ "$LISTY" -le 0 ] || [ "$WHOLE" -lt 1 ]; then
	fail divider-top-dragged "the divider at $LISTH0 was dragged up, now at $LISTH; the list starts at $LISTY, $WHOLE whole rows of $ROWH"
elif [ "$GAP" -eq 0 ]; then
	fail divider-top-gap "test bug: the list at the top limit is $WHOLE whole rows of $ROWH exactly: no room for a part of a row"
else
	pass divider-top-dragged
	px_crop "$TEST_TMP/top.ppm" 0 $((LISTY + WHOLE * ROWH)) "$GV_W" "$GAP" |
		awk -v bg="$NORMBG" '$3 != bg' > "$TEST_TMP/gap.ink"
	if [ -s "$TEST_TMP/gap.ink" ]; then
		fail divider-top-no-partial-row "$(wc -l < "$TEST_TMP/gap.ink") pixels not of the list's background (#$NORMBG) in the $GAP rows of pixels under its $WHOLE whole rows (x y colour)" "$TEST_TMP/gap.ink"
	else
		pass divider-top-no-partial-row
	fi
fi
# a click there selects nothing: there is no row to see
gv_click $((GV_W / 2)) $((LISTY + WHOLE * ROWH + GAP / 2))
check divider-top-click-under "$(c 0)" "$(gv_sync)"
quit_check divider-quit
