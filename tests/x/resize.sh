#!/bin/sh
# resize.sh - a storm of resizes, down to tiny sizes, leaves gitview alive
# and responsive.

. "$(dirname "$0")/../lib.sh"
start_x

in_fixture long
git rev-list HEAD > "$TEST_TMP/order"
c()
{
	sed -n "$(($1 + 1))p" "$TEST_TMP/order"
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
