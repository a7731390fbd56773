#!/bin/sh
# fold.sh - folded merges (z): the list becomes git rev-list
# --first-parent's line, in its order; each merge's count is git
# rev-list --count of its side parents not in its first; Right opens a
# fold, its commits below the merge as git rev-list --topo-order lists
# them and the line going on after them; Left on one of them shuts it and
# selects the merge; a goto to a commit hidden in a fold, z from the whole
# history on a commit off the line (its merge is selected), a find of a
# commit in a shut fold (it opens, the commit selected), Merged by: of a
# folded commit, z again (every commit, the selection kept), and a
# path-limited view whose merges count and open what touches the path. On
# tests/fixtures/folds.sh's history: pull requests of 1 to 5 commits, an
# octopus, a merge of a merge. Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

TEST_EPOCH=$TEST_EPOCH sh "$TOP/tests/fixtures/folds.sh" "$TEST_TMP/fo" > "$TEST_TMP/fixture.log" 2>&1 ||
	{ fail fold-fixture "tests/fixtures/folds.sh failed" "$TEST_TMP/fixture.log"; exit 1; }
cd "$TEST_TMP/fo" || exit 1
git rev-list HEAD > "$TEST_TMP/order"
git rev-list --first-parent HEAD > "$TEST_TMP/line"
NLINE=$(wc -l < "$TEST_TMP/line")
by() { git rev-list -1 --grep="^$1" HEAD; }
# side M: M's side parents, one a line
side() { git rev-list --no-walk --parents "$1" | cut -d' ' -f3- | tr ' ' '\n'; }
OUTER=$(by 'Merge pull request #8 from outer')
OCTO=$(by 'Merge pull request #7')
[ "$(side "$OCTO" | wc -l)" = 3 ] || { fail fold-fixture "#7 is no octopus"; exit 1; }

start_x
gv_open -o "$TEST_TMP/order" fold-start "$(head -n 1 "$TEST_TMP/order")"
pane_geometry || { gv_kill; exit 1; }

# z from a commit off the line: the merge that brought it in is selected
goto "$(by 'inner: step 1')"
expect_primary fold-goto-whole "$(by 'inner: step 1')" "$TEST_TMP/order"
gv_mark
gv_key z
gv_wait_trace 'loaded' 10
check fold-line-count "$NLINE" "$(gv_loaded_count)"
expect_primary fold-z-selects-merge "$OUTER" "$TEST_TMP/order"

# the rows, top to bottom, are the first-parent line
gv_key Home
wait_primary "$(head -n 1 "$TEST_TMP/line")" 3
if gv_walk j $((NLINE - 1)) "$TEST_TMP/walk"; then
	check_file fold-line-order "$TEST_TMP/line" "$TEST_TMP/walk"
else
	fail fold-line-order "$GV_WALK_ERR"
fi

# each merge's count, as git counts its side parents' commits
git rev-list --first-parent --merges HEAD > "$TEST_TMP/merges"
[ -s "$TEST_TMP/merges" ] || { fail fold-merges "test bug: no merges"; exit 1; }
while read -r m; do
	want=$(git rev-list --count $(side "$m") "^$m^1")
	wait_for 5 grep -q "fold count $m " "$GV_ERR"
	got=$(sed -n "s/.*fold count $m \([0-9]*\)$/\1/p" "$GV_ERR" | tail -n 1)
	check "fold-count-$(git log -1 --format=%s "$m" | sed 's/.*#\([0-9]*\).*/\1/')" "$want" "$got"
done < "$TEST_TMP/merges"

# a click on a merge's mark (drawn in the dim colour, left of the
# author's column) opens its fold, and another shuts it
colour DIMFG SchemeDim fg
MY=$(list_row_y $(($(grep -n "$OUTER" "$TEST_TMP/line" | cut -d: -f1) - 1)))
_mark_x()
{
	gv_shot "$TEST_TMP/mark.ppm" || return 1
	MX=$(px_crop "$TEST_TMP/mark.ppm" 0 $((MY - ROWH / 3)) $((GV_W / 2)) $((2 * ROWH / 3)) |
		awk -v c="$DIMFG" '$3 == c && (x == "" || $1 < x) { x = $1 } END { print x }')
	[ -n "$MX" ]
}
if wait_for 5 _mark_x; then
	gv_mark
	xdotool mousemove --window "$GV_WID" $((MX + 2)) "$MY" click 1
	gv_wait_trace "fold open $OUTER" 5 && pass fold-click-opens ||
		fail fold-click-opens "no fold open $OUTER after a click at $((MX + 2)),$MY"
	gv_mark  # the lanes beside the line push the mark right
	gv_wait_trace 'list drawn' 5
	wait_for 5 _mark_x
	gv_mark
	xdotool mousemove --window "$GV_WID" $((MX + 2)) "$MY" click 1
	gv_wait_trace "fold closed" 5 && pass fold-click-shuts ||
		fail fold-click-shuts "no fold closed after a click at $((MX + 2)),$MY"
else
	fail fold-click-opens "no pixel of #$DIMFG in the left half of row y=$MY"
fi

# Right on the merge of a merge: its commits below it, then the line
goto "$OUTER"
expect_primary fold-goto-merge "$OUTER" "$TEST_TMP/order"
gv_mark
gv_key Right
gv_wait_trace "fold open $OUTER" 5
git rev-list --topo-order "$OUTER^1..$OUTER^2" > "$TEST_TMP/fold.want"
git rev-parse "$OUTER^1" >> "$TEST_TMP/fold.want"
NF=$(wc -l < "$TEST_TMP/fold.want")
if gv_walk j $((NF)) "$TEST_TMP/fold.walk"; then
	sed 1d "$TEST_TMP/fold.walk" > "$TEST_TMP/fold.got"
	check_file fold-open-rows "$TEST_TMP/fold.want" "$TEST_TMP/fold.got"
else
	fail fold-open-rows "$GV_WALK_ERR"
fi

# Left on a commit of the fold shuts it, the merge selected; j goes on
# to the first parent
gv_key k
wait_primary "$(sed -n "$((NF - 1))p" "$TEST_TMP/fold.want")" 3
gv_key Left
expect_primary fold-left-selects-merge "$OUTER" "$TEST_TMP/order"
gv_key j
expect_primary fold-left-shut "$(git rev-parse "$OUTER^1")" "$TEST_TMP/order"

# r with the octopus's fold open: the line again, its folds shut; a
# filter over an open fold and back, the fold still open
gv_mark
gv_key Right
gv_wait_trace "fold open $OCTO" 5
gv_mark
gv_key r
gv_wait_trace 'loaded' 10
check fold-reload-count "$NLINE" "$(gv_loaded_count)"
goto "$OUTER"
expect_primary fold-reload-goto "$OUTER" "$TEST_TMP/order"
gv_mark
gv_key Right
gv_wait_trace "fold open $OUTER" 5
ask ampersand 'outer'
gv_wait_trace 'find done' 5
ask ampersand ''
expect_primary fold-unfilter "$OUTER" "$TEST_TMP/order"
gv_key j
expect_primary fold-unfilter-open "$(head -n 1 "$TEST_TMP/fold.want")" "$TEST_TMP/order"

# a find of a commit in a shut fold opens it and selects the commit
gv_key Home
wait_primary "$(head -n 1 "$TEST_TMP/line")" 3
OC2=$(by 'oc: step 2')
ask slash 'oc: step 2'
expect_primary fold-find-opens "$OC2" "$TEST_TMP/order"

# Merged by: of the folded commit, as git finds it
MB=$(git rev-list --ancestry-path "$OC2..HEAD" | grep -Fxf "$TEST_TMP/line" | tail -n 1)
want=$(git log -1 --format='%H %s' "$MB" | sed 's/^\(..........\)[0-9a-f]* /Merged by: \1 /')
_merged_shown()
{
	pane_visible 8 | grep '^Merged by: ' > "$TEST_TMP/mergedby"
	[ -s "$TEST_TMP/mergedby" ]
}
wait_for 5 _merged_shown
check fold-merged-by "$want" "$(cat "$TEST_TMP/mergedby")"

# z again: every commit, the selection kept
gv_mark
gv_key z
gv_wait_trace 'loaded' 10
check fold-whole-count "$(wc -l < "$TEST_TMP/order")" "$(gv_loaded_count)"
gv_wait_trace "selected $OC2" 5 && pass fold-whole-keeps ||
	fail fold-whole-keeps "not selected again: $(describe "$(primary)" "$TEST_TMP/order")"

# z in a view of views[] (2: --all): its own first-parent line; Alt-Left
# gives back the view before, whole
gv_mark
gv_key 2
gv_wait_trace 'loaded' 10
check fold-view-all "$(git rev-list --count --all)" "$(gv_loaded_count)"
gv_mark
gv_key z
gv_wait_trace 'loaded' 10
check fold-view-line "$(git rev-list --count --first-parent --all)" "$(gv_loaded_count)"
gv_mark
gv_key alt+Left
gv_wait_trace 'loaded' 10
check fold-view-back "$(wc -l < "$TEST_TMP/order")" "$(gv_loaded_count)"

quit_check fold-quit

# a path-limited view: the line, a merge's count and its fold hold what
# touches the path, as git rev-list -- oa.txt lists them (the octopus
# brought oa's 2 commits, ob's and oc's 4 more that leave oa.txt alone)
P=oa.txt
git rev-list HEAD -- "$P" > "$TEST_TMP/porder"
git rev-list --first-parent HEAD -- "$P" > "$TEST_TMP/pline"
grep -qx "$OCTO" "$TEST_TMP/pline" ||
	{ fail fold-path-fixture "test bug: the octopus is not on $P's line"; exit 1; }
gv_open -o "$TEST_TMP/porder" fold-path-start "$(head -n 1 "$TEST_TMP/porder")" -- "$P"
gv_mark
gv_key z
gv_wait_trace 'loaded' 10
check fold-path-line "$(wc -l < "$TEST_TMP/pline")" "$(gv_loaded_count)"
want=$(git rev-list --count $(side "$OCTO") "^$OCTO^1" -- "$P")
[ "$want" -lt "$(git rev-list --count $(side "$OCTO") "^$OCTO^1")" ] ||
	fail fold-path-fixture "test bug: every commit of the octopus touches $P"
wait_for 5 grep -q "fold count $OCTO " "$GV_ERR"
check fold-path-count "$want" "$(sed -n "s/.*fold count $OCTO \([0-9]*\)$/\1/p" "$GV_ERR" | tail -n 1)"
goto "$OCTO"
expect_primary fold-path-goto "$OCTO" "$TEST_TMP/order"
gv_mark
gv_key Right
gv_wait_trace "fold open $OCTO" 5
git rev-list --topo-order $(side "$OCTO") "^$OCTO^1" -- "$P" > "$TEST_TMP/pfold.want"
if gv_walk j "$want" "$TEST_TMP/pfold.walk"; then
	sed 1d "$TEST_TMP/pfold.walk" > "$TEST_TMP/pfold.got"
	check_file fold-path-open-rows "$TEST_TMP/pfold.want" "$TEST_TMP/pfold.got"
else
	fail fold-path-open-rows "$GV_WALK_ERR"
fi
quit_check fold-path-quit
