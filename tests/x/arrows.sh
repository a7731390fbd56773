#!/bin/sh
# arrows.sh - long lines cut with arrows, followed by a click; text beside
# each row's own lanes. On a history with a long-lived side branch (its
# one commit s1 near the top, its base B the root, more than lanegap rows
# below): the line s1-B is drawn as a stub with a down arrow lanestub rows
# below s1 and comes back lanestub rows above B with an up arrow, both in
# the line's colour (pixels of that lane colour shaped as an arrowhead:
# wider than the line, at the row's bottom or top; nothing of it in the
# row past the arrow); a click on the down arrow selects B, on the up
# arrow s1, and Alt-Left / Alt-Right go back and forth. With an octopus of
# 30 on screen (wider than the graph's cap), a one-lane row's subject is
# at the left, and the octopus row's starts right of its own lanes; at 700
# pixels the author and date columns give way.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

# lanegap and lanestub as gitview was built (config.h)
confint()
{
	sed 's,/\*.*\*/,,g' "$GV_CONFIG" | tr ',;' '\n\n' |
		sed -n "s/.*[^a-z]$1 *= *\([0-9]*\).*/\1/p" | head -n 1
}
GAP=$(confint lanegap)
STUB=$(confint lanestub)
[ -n "$GAP" ] && [ -n "$STUB" ] && [ "$GAP" -gt 0 ] ||
	{ fail arrows-config "no lanegap/lanestub in $GV_CONFIG"; exit 1; }
colour NORMFG SchemeNorm fg
LANES=
i=0
while [ $i -lt 10 ]; do
	colour _c lanecolors $i
	LANES="$LANES $_c"
	i=$((i + 1))
done

# --- fixture 1: B (root) <- s1 (side, late) and B <- m2 ... mN <- M ---------
repo_init "$TEST_TMP/side"
commit_at 1 "base B"
git checkout -q -b side
commit_at $((GAP + 100)) "side: s1"
git checkout -q main
commits_at 2 $((GAP + 30)) 'main: m'
at $((GAP + 200)) git merge -q --no-ff -m "merge side" side
git branch -q -D side
B=$(git rev-parse HEAD^2^)
S1=$(git rev-parse HEAD^2)
M=$(git rev-parse HEAD)
git rev-list HEAD > "$TEST_TMP/order"
RS=$(row_of "$S1" "$TEST_TMP/order")
RB=$(row_of "$B" "$TEST_TMP/order")
[ $((RB - RS)) -gt "$GAP" ] || { fail arrows-fixture "s1 at $RS, B at $RB"; exit 1; }

# lanecount FILE ROWTOP X0 X1 COLOUR: per pixel row of the list row whose
# top is ROWTOP, "y count" of COLOUR pixels between X0 and X1
lanecount()
{
	px_crop "$1" "$3" "$2" $(($4 - $3 + 1)) "$ROWH" |
		awk -v c="$5" -v y0="$2" -v h="$ROWH" '
			{ n[$2] += ($3 == c) }
			END { for (y = y0; y < y0 + h; y++) print y - y0, n[y] + 0 }'
}

# arrowhead FILE ROWTOP X0 X1 COLOUR DIR: an arrowhead of COLOUR in the
# row: wider than its line in the half it points to (DIR down: bottom)
arrowhead()
{
	lanecount "$1" "$2" "$3" "$4" "$5" | awk -v h="$ROWH" -v dir="$6" '
		{ n[$1] = $2 }
		END {
			line = n[int(h / 2)]
			for (y = 0; y < h; y++)
				if ((dir == "down") == (y >= h / 2) && n[y] > head)
					head = n[y]
			print "line " line " head " head
			exit !(line > 0 && head >= line + 4)
		}'
}

# no COLOUR in the row at all
nocolour()
{
	lanecount "$1" "$2" "$3" "$4" "$5" | awk '$2 > 0 { f = 1 } END { exit f }'
}

gv_start || exit 1
gv_wait_loaded 10
wait_primary "$M" 5
pane_geometry || exit 1
gv_shot_stable "$TEST_TMP/top.ppm"

# the lanes in the row below s1: the main line's and the side line's
# (the second lane-coloured run from the left) and their colours
px_crop "$TEST_TMP/top.ppm" 0 $((LISTY + (RS + 1) * ROWH + ROWH / 2)) $((GV_W / 2)) 1 |
	awk -v lanes="$LANES" '
		BEGIN { n = split(lanes, l, " "); for (i = 1; i <= n; i++) isl[l[i]] = 1 }
		isl[$3] && $3 != c { if (k < 2) { s[++k] = $1; c = $3; col[k] = $3 } e[k] = $1; next }
		isl[$3] { e[k] = $1; next }
		{ c = "" }
		END { if (k == 2) print int((s[1] + e[1]) / 2), int((s[2] + e[2]) / 2), col[2] }' > "$TEST_TMP/lanes"
read X0 X1 SIDEC < "$TEST_TMP/lanes"
if [ -z "$SIDEC" ]; then
	fail arrows-lanes "no two lanes below s1 (row $RS)"
	exit 1
fi
P=$((X1 - X0))
L=$((X1 - P / 2 + 1))
R=$((X1 + P / 2 - 1))
D=$((RS + STUB))
YD=$((LISTY + D * ROWH))
if out=$(arrowhead "$TEST_TMP/top.ppm" "$YD" "$L" "$R" "$SIDEC" down) &&
   nocolour "$TEST_TMP/top.ppm" $((YD + ROWH)) "$L" "$R" "$SIDEC"; then
	pass arrows-down-drawn
else
	fail arrows-down-drawn "no down arrow of $SIDEC in row $D at x $L-$R ($out), or the line goes on below it"
fi

# a click on the down arrow: B
gv_click "$X1" $((YD + ROWH * 3 / 4))
if wait_primary "$B" 5; then
	pass arrows-down-click-parent
else
	fail arrows-down-click-parent "PRIMARY $(primary) (row $(row_of "$(primary)" "$TEST_TMP/order")), want B $B (clicked $X1 $((YD + ROWH * 3 / 4)), LISTY $LISTY ROWH $ROWH)"
fi

# B is now the last row shown (End, if the click failed, makes it so:
# the up arrow is checked on its own); the up arrow lanestub rows above it
[ "$(primary)" = "$B" ] || { gv_key End; wait_primary "$B" 5; }
gv_shot_stable "$TEST_TMP/bottom.ppm"
YB=$(px_crop "$TEST_TMP/bottom.ppm" $((GV_W - 7)) "$LISTY" 1 "$LISTH" | awk -v bg="$SELBG" '
	$3 == bg { if (s == "") s = $2; e = $2 } END { if (s != "") print e + 1 }')
YB=$((YB - ROWH))
YU=$((YB - STUB * ROWH))
if out=$(arrowhead "$TEST_TMP/bottom.ppm" "$YU" "$L" "$R" "$SIDEC" up) &&
   nocolour "$TEST_TMP/bottom.ppm" $((YU - ROWH)) "$L" "$R" "$SIDEC"; then
	pass arrows-up-drawn-same-colour
else
	fail arrows-up-drawn-same-colour "no up arrow of $SIDEC at y $YU x $L-$R ($out), or the line comes from above it"
fi

gv_click "$X1" $((YU + ROWH / 4))
if wait_primary "$S1" 5; then
	pass arrows-up-click-child
else
	fail arrows-up-click-child "PRIMARY $(primary), want s1 $S1"
fi
gv_key alt+Left
if wait_primary "$B" 5; then pass arrows-back; else fail arrows-back "PRIMARY $(primary), want B"; fi
gv_key alt+Right
if wait_primary "$S1" 5; then pass arrows-forward; else fail arrows-forward "PRIMARY $(primary), want s1"; fi
quit_check arrows-quit

# --- fixture 2: a3 a2 a1 (one lane) over an octopus of 30 ------------------
repo_init "$TEST_TMP/octo"
commit_at 1 "base"
i=1
while [ $i -le 30 ]; do
	git checkout -q -b "p$i" main
	commit_at -f "p$i.txt" $((1 + i)) "p$i"
	i=$((i + 1))
done
git checkout -q main
at 40 git merge -q -m "octopus of 30" $(i=1; while [ $i -le 30 ]; do echo "p$i"; i=$((i + 1)); done) >/dev/null ||
	{ fail arrows-octopus-fixture "git merge failed"; exit 1; }
for b in $(git for-each-ref --format='%(refname:short)' 'refs/heads/p*'); do git branch -q -D "$b"; done
commit_at 41 "a1 one lane"
commit_at 42 "a2 one lane"
commit_at 43 "a3 one lane"
[ "$(git rev-list --parents -n 1 HEAD~3 | wc -w)" -eq 31 ] || { fail arrows-octopus-fixture "no octopus"; exit 1; }
CAP=$(confint graphmaxpct)

gv_start || exit 1
gv_wait_loaded 10
wait_primary "$(git rev-parse HEAD)" 5
gv_shot_stable "$TEST_TMP/octo.ppm"
# the first pixel of the subject's colour in row N; the last of a lane's
firsttext()
{
	px_crop "$TEST_TMP/octo.ppm" 0 $((LISTY + $1 * ROWH)) $((GV_W * 3 / 4)) "$ROWH" |
		awk -v c="$NORMFG" '$3 == c && (x == "" || $1 < x) { x = $1 } END { print x }'
}
lastlane()
{
	px_crop "$TEST_TMP/octo.ppm" 0 $((LISTY + $1 * ROWH)) $((GV_W * 3 / 4)) "$ROWH" |
		awk -v lanes="$LANES" '
			BEGIN { n = split(lanes, l, " "); for (i = 1; i <= n; i++) isl[l[i]] = 1 }
			isl[$3] && $1 > x { x = $1 } END { print x + 0 }'
}
T1=$(firsttext 1)
T3=$(firsttext 3)
L3=$(lastlane 3)
if [ -n "$T1" ] && [ "$T1" -lt $((3 * ROWH)) ]; then
	pass arrows-one-lane-text-left
else
	fail arrows-one-lane-text-left "a2's subject starts at x '$T1' with an octopus on screen (row height $ROWH)"
fi
if [ -n "$T3" ] && [ "$L3" -gt $((10 * ROWH)) ] && [ "$T3" -gt "$L3" ] &&
   [ "$L3" -le $((GV_W * CAP / 100)) ]; then
	pass arrows-octopus-capped-text-after
else
	fail arrows-octopus-capped-text-after "the octopus row's lanes end at x $L3 (cap $((GV_W * CAP / 100))), its subject starts at '$T3'"
fi

# a narrow tile: columns give way to the subject (the author shrinks or
# goes, the date drops its time), so the author and date take less of a
# 700-pixel row than of a 1280-pixel one: the span of their colour right
# of the subject's last pixel (the subject's own edges may have it)
colour DIMFG SchemeDim fg
dimspan()
{
	xdotool windowsize "$GV_WID" "$1" 700
	wait_for 5 sh -c "xdotool getwindowgeometry '$GV_WID' | grep -q 'Geometry: $1x'"
	gv_shot_stable "$TEST_TMP/w$1.ppm"
	px_crop "$TEST_TMP/w$1.ppm" 0 $((LISTY + ROWH)) "$1" "$ROWH" |
		awk -v c="$DIMFG" -v t="$NORMFG" '
			{ x[NR] = $1; p[NR] = $3 }
			$3 == t && $1 > s { s = $1 }
			END {
				for (i = 1; i <= NR; i++)
					if (p[i] == c && x[i] > s) {
						if (a == "" || x[i] < a) a = x[i]
						if (x[i] > b) b = x[i]
					}
				print (a == "" ? 0 : b - a)
			}'
}
WIDE=$(dimspan 1280)
NARROW=$(dimspan 700)
if [ "$WIDE" -gt 0 ] && [ "$NARROW" -gt 0 ] && [ "$NARROW" -lt "$WIDE" ]; then
	pass arrows-narrow-columns-give-way
else
	fail arrows-narrow-columns-give-way "author and date span $WIDE pixels at 1280, $NARROW at 700"
fi
quit_check arrows-octopus-quit
