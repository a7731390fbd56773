#!/bin/sh
# mouse.sh - a click on a row of the commit list selects that commit, rows
# going down in git's order; the wheel scrolls without changing the
# selection.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_fixture long
git rev-list HEAD > "$TEST_TMP/order"
# clicked: PRIMARY once gitview has handled the click before (a round
# trip through its events: gv_sync). Escape first: a click on the goto bar
# (the top rows) puts the focus in its field, where y would be typed.
clicked()
{
	gv_key Escape
	gv_sync > /dev/null
	primary
}

gv_open -o "$TEST_TMP/order" mouse-start "$(c 0)"
gv_geometry
x=$((GV_W / 4))
ymax=$((GV_H / 4))
[ $ymax -gt 240 ] && ymax=240

# click down the top of the list, a few pixels at a time
: > "$TEST_TMP/clicks"
y=2
while [ $y -le $ymax ]; do
	gv_click $x $y
	p=$(clicked)
	echo "$y $(row_of "$p" "$TEST_TMP/order")" >> "$TEST_TMP/clicks"
	y=$((y + 5))
done
# rows must only go down with y, by one row at a time, and stay in the list
awk '
	$2 < 0 { printf "y=%d selected a commit not in git rev-list\n", $1; bad = 1 }
	NR > 1 && $2 < prev { printf "y=%d selected row %d, above row %d at a smaller y\n", $1, $2, prev; bad = 1 }
	NR > 1 && $2 > prev + 1 { printf "y=%d selected row %d, skipping rows after %d\n", $1, $2, prev; bad = 1 }
	{ prev = $2 }
	END { exit bad }' "$TEST_TMP/clicks" > "$TEST_TMP/clicks.bad"
if [ $? -eq 0 ]; then
	pass click-rows-follow-y
else
	sed 's/^/y row: /' "$TEST_TMP/clicks" >> "$TEST_TMP/clicks.bad"
	fail click-rows-follow-y "clicks do not select rows in order" "$TEST_TMP/clicks.bad"
fi
distinct=$(awk '{ print $2 }' "$TEST_TMP/clicks" | sort -un | wc -l)
if [ "$distinct" -ge 3 ]; then
	pass click-selects-rows
else
	sed 's/^/y row: /' "$TEST_TMP/clicks" > "$TEST_TMP/clicks.bad"
	fail click-selects-rows "clicks between y=2 and y=$ymax selected only $distinct distinct rows" "$TEST_TMP/clicks.bad"
fi

# where rows 0, 1 and 2 start, from the clicks
y1=$(awk '$2 == 1 { print $1; exit }' "$TEST_TMP/clicks")
y2=$(awk '$2 == 2 { print $1; exit }' "$TEST_TMP/clicks")
if [ -z "$y1" ] || [ -z "$y2" ]; then
	fail wheel "cannot find rows 1 and 2 from the clicks"
	gv_kill
	exit 1
fi
rowh=$((y2 - y1))
yrow1=$((y1 + rowh / 2))
# row 1 again, clicked a second time: still row 1
gv_key Home
expect_primary home-before-click "$(c 0)" "$TEST_TMP/order"
gv_click $x $yrow1
expect_primary click-row-1 "$(c 1)" "$TEST_TMP/order"
gv_mark
gv_key Home
expect_primary home-before-wheel "$(c 0)" "$TEST_TMP/order"
gv_wait_patch "$(c 0)" 5
gv_wait_trace "walks done $(c 0)" 5
# the window as Home left it: drawn, then still
gv_shot_stable "$TEST_TMP/before.ppm"

# the wheel scrolls the list; the selection stays
xdotool mousemove --window "$GV_WID" $x $yrow1 click 5 click 5 click 5
check wheel-down-keeps-selection "$(c 0)" "$(clicked)"
_differs()
{
	gv_shot "$TEST_TMP/after.ppm" && [ -s "$TEST_TMP/after.ppm" ] &&
		! cmp -s "$TEST_TMP/before.ppm" "$TEST_TMP/after.ppm"
}
if ! [ -s "$TEST_TMP/before.ppm" ]; then
	fail wheel-down-redraws "no screenshot of the window before the wheel (import failed)"
elif wait_for 5 _differs; then
	pass wheel-down-redraws
elif ! [ -s "$TEST_TMP/after.ppm" ]; then
	fail wheel-down-redraws "no screenshot of the window after the wheel (import failed)"
else
	fail wheel-down-redraws "the window looks the same 5 s after three wheel clicks"
fi
gv_click $x $yrow1
p=$(clicked)
r=$(row_of "$p" "$TEST_TMP/order")
if [ "$r" -gt 1 ]; then
	pass wheel-down-scrolls
else
	fail wheel-down-scrolls "after scrolling down, a click on the second visible row selected row $r"
fi
xdotool mousemove --window "$GV_WID" $x $yrow1 click 4 click 4 click 4 click 4 click 4 click 4
check wheel-up-keeps-selection "$(c "$r")" "$(clicked)"
gv_click $x $yrow1
check wheel-up-scrolls-back "$(c 1)" "$(clicked)"

quit_check mouse-quit
