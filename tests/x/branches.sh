#!/bin/sh
# branches.sh - the commit pane's Branches: line lists the branches that
# contain the commit, against git branch -a --contains: local ones, then
# remote-tracking ones, in git's order, as many as a line holds and then
# "+K more" (fitted again when the window is resized); a branch whose tip the view does not list is not among them
# (gitview asks only the graph it has loaded, as gitk does).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture (main checked out; the view is HEAD's):
#
#   c6  main
#   c5  origin/main, origin/HEAD
#   c4  topic: the merge of side
#   | s1  side
#   c3  origin/old          o1 outside (not in the view)
#   c2  b01 .. b24
#   c1
build_br()
{
	repo_init "$TEST_TMP/br" -b main
	commit_at -f f.txt 1 'br: c1'
	commit_at -f f.txt 2 'br: c2'
	git branch side
	commit_at -f f.txt 3 'br: c3'
	git checkout -q -b outside
	commit_at -f o.txt 4 'br: o1'
	git checkout -q side
	commit_at -f s.txt 5 'br: s1'
	git checkout -q main
	at 6 git merge -q --no-ff -m 'br: c4 merge side' side
	git branch topic
	commit_at -f f.txt 7 'br: c5'
	commit_at -f f.txt 8 'br: c6'
	for k in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 \
	         21 22 23 24; do
		git branch "b$k" main~4
	done
	git update-ref refs/remotes/origin/main main~1
	git update-ref refs/remotes/origin/old main~3
	git symbolic-ref refs/remotes/origin/HEAD refs/remotes/origin/main
}

build_br
git rev-list --date-order HEAD > "$TEST_TMP/order"
C1=$(git rev-parse main~5)
C3=$(git rev-parse main~3)
C4=$(git rev-parse main~2)
S1=$(git rev-parse side)
if ! git branch -a --contains "$C3" | grep -q outside ||
   branches_at "$C3" | grep -q outside; then
	fail br-fixture "test bug: outside should contain c3 and be out of the view"
	exit 1
fi

start_x
gv_start --date-order || exit 1
gv_wait_loaded 10
pane_geometry || { gv_kill; exit 1; }
select_commit "$(c 0)" 0 || { gv_kill; exit 1; }
text_triple 0 >/dev/null
pane_charw || { gv_kill; exit 1; }
COLS=$((TEXTW / CHARW))

# br_line SHA: select SHA; its Branches: line as drawn (empty: none),
# once the walks have ended (br_read: of SHA selected already)
br_line()
{
	select_commit "$1" "$(row "$1")" || return 1
	br_read "$1"
}
br_read()
{
	header_shown "$1" 10 "$TEST_TMP/hdr"
	grep '^Branches: ' "$TEST_TMP/hdr"
	return 0
}

# br_check NAME SHA [read]: its Branches: line is git's (read: SHA is
# selected already)
br_check()
{
	if [ "$3" = read ]; then _bc=$(br_read "$2"); else _bc=$(br_line "$2"); fi
	if branches_ok "$_bc" "$2"; then
		pass "$1"
	else
		fail "$1" "drawn: '$_bc'; git: $(branches_at "$2" | paste -sd' ' -) (columns: $COLS)"
	fi
}

br_check br-head "$(c 0)"
br_check br-merge "$C4"
br_check br-side "$S1"
br_check br-outside-not-listed "$C3"
# the root: every branch contains it, more than a line holds
got=$(br_line "$C1")
case $got in
*" more") br_check br-fold "$C1" ;;
*) fail br-fold "no '+K more' in '$got' ($(branches_at "$C1" | wc -l) branches, $COLS columns)" ;;
esac
# a narrower window: the line is fitted to the pane again, fewer names
_br_narrow()
{
	gv_geometry
	[ "$GV_W" -le $((W0 * 3 / 4)) ]
}
W0=$GV_W
xdotool windowsize "$GV_WID" $((GV_W * 2 / 3)) "$GV_H"
wait_for 5 _br_narrow
pane_geometry || { gv_kill; exit 1; }
COLS=$((TEXTW / CHARW))
br_check br-fold-resized "$C1" read
# a click on the folded line unfolds it: every branch, in git's order, over
# rows that fit the pane
r=$(grep -n '^Branches: ' "$TEST_TMP/hdr" | cut -d: -f1)
if [ -n "$r" ]; then
	gv_mark
	# on its +K more (a click on the names is a selection's, not this)
	text_clicks 1 $((r - 1)) $(sed -n "${r}s/ +[0-9]* more\$//p" "$TEST_TMP/hdr" | awk '{ print length($0) + 2 }')
	gv_wait_trace "text drawn" 3
	pane_visible "$TEXTROWS" > "$TEST_TMP/unfolded"
	awk '/^Branches: / { on = 1; sub(/^Branches: /, ""); print; next }
	     on && /^          [^ ]/ { sub(/^ */, ""); print; next } { on = 0 }' \
		"$TEST_TMP/unfolded" > "$TEST_TMP/rows"
	check br-unfold "$(branches_at "$C1" | paste -sd, - | sed 's/,/, /g')" "$(paste -sd' ' - < "$TEST_TMP/rows")"
	check br-unfold-rows-fit 0 "$(awk -v c="$COLS" 'length($0) + 10 >= c' "$TEST_TMP/rows" | wc -l)"
	[ "$(wc -l < "$TEST_TMP/rows")" -ge 2 ] && pass br-unfold-rows || fail br-unfold-rows "one row" "$TEST_TMP/unfolded"
else
	fail br-unfold "no Branches: line read"
fi
quit_check br-quit
