#!/bin/sh
# moveall.sh - moving anywhere in any pane: End in the files pane selects
# the last file and the patch follows (git diff-tree's last path), Home
# the first; type-ahead in the tree selects the first entry whose name
# starts with what was typed (git ls-tree), in the files pane too (git
# diff-tree), a pause starting a new prefix; the files pane's scroll bar
# has its thumb at the bottom after End; a drag on the list's scroll bar
# scrolls the list to its end (git rev-list --count).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

colour BARFG SchemeBar fg
colour BARBG SchemeBar bg

# the fixture: 40 commits of one file each, then HEAD touching 60 files
# and a few more names for the type-ahead
build_ma()
{
	repo_init "$TEST_TMP/ma"
	i=10
	while [ $i -lt 70 ]; do
		echo "f$i old" > "f$i.txt"
		i=$((i + 1))
	done
	echo m > mark.txt
	echo m > Mode-b.txt
	echo m > mode-a.txt
	git add .
	at 1 git commit -q -m 'ma: the root'
	i=10
	while [ $i -lt 50 ]; do
		echo "f$i again" >> "f$i.txt"
		at $i git commit -q -am "ma: f$i"
		i=$((i + 1))
	done
	i=10
	while [ $i -lt 70 ]; do
		echo "f$i new" >> "f$i.txt"
		i=$((i + 1))
	done
	at 80 git commit -q -am 'ma: sixty files'
}

build_ma
HEAD=$(git rev-parse HEAD)
FIRST=$(git diff-tree -r --name-only --no-commit-id "$HEAD" | head -n 1)
LAST=$(git diff-tree -r --name-only --no-commit-id "$HEAD" | tail -n 1)
NROWS=$(git rev-list --count HEAD)
# "/mo": the first top-level name starting with "mo", ignoring case, in
# the tree's order (git's)
MO=$(git ls-tree --name-only HEAD | grep -i '^mo' | head -n 1)
[ "$MO" = Mode-b.txt ] || fail ma-fixture "test bug: git ls-tree puts '$MO' first"

start_x
gv_open ma-start "$HEAD"
gv_mark
wait_for 5 grep -q "patch $HEAD done" "$GV_ERR"
pane_geometry || { gv_kill; exit 1; }

# --- End and Home in the files pane -------------------------------------------

gv_key Tab Tab End
check ma-end-last-file "diff --git a/$LAST b/$LAST" "$(top_line)"
# the files pane's bar: the thumb at its bottom, the trough at its top
gv_shot_stable "$TEST_TMP/end.ppm"
BX=$((GV_W - 3))
check ma-bar-bottom "$BARFG" "$(px_at "$TEST_TMP/end.ppm" "$BX" $((GV_H - ROWH - 3)))"
check ma-bar-top "$BARBG" "$(px_at "$TEST_TMP/end.ppm" "$BX" $((TEXTY + ROWH)))"
gv_key Tab Home  # the triple-click focused the commit pane
check ma-home-first-file "diff --git a/$FIRST b/$FIRST" "$(top_line)"

# type-ahead in the files pane: f and 6 are bound to nothing there; a
# pause of more than a second starts a new prefix
F6=$(git diff-tree -r --name-only --no-commit-id "$HEAD" | grep -i '^f6' | head -n 1)
F2=$(git diff-tree -r --name-only --no-commit-id "$HEAD" | grep -i '^f2' | head -n 1)
gv_key Tab f 6
check ma-files-ahead "diff --git a/$F6 b/$F6" "$(top_line)"
gv_key Tab f 6
sleep 1.2  # the pause itself, not a wait
gv_key f 2
check ma-files-ahead-pause "diff --git a/$F2 b/$F2" "$(top_line)"

# --- a drag on the list's bar: to its bottom, the list's last page ----------

LISTROWS=$(((LISTH - LISTY) / ROWH))
gv_mark
xdotool mousemove --window "$GV_WID" "$BX" $((LISTY + 2)) mousedown 1 sleep 0.1 \
	mousemove --window "$GV_WID" "$BX" $((LISTY + LISTH / 2)) sleep 0.1 \
	mousemove --window "$GV_WID" "$BX" $((LISTH - 2)) sleep 0.1 mouseup 1
if gv_wait_trace "list drawn from row $((NROWS - LISTROWS)), " 5; then
	pass ma-bar-drag
else
	fail ma-bar-drag "no 'list drawn from row $((NROWS - LISTROWS))' ($NROWS rows, $LISTROWS shown): $(grep 'list drawn' "$GV_ERR" | tail -n 1)"
fi

# --- type-ahead in the tree -----------------------------------------------------

gv_mark
gv_key t
gv_wait_trace 'run: git.* ls-tree ' 5
gv_mark
gv_key slash m o Return
if fv_wait ma-tree-ahead "$MO"; then
	pass ma-tree-ahead
fi

gv_quit
check ma-quit 0 $?
