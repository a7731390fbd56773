#!/bin/sh
# mergemodes.sh - M on a merge shows its patch combined (git show --cc),
# as git would have merged it (git show --remerge-diff: the conflict's
# resolution by hand and the evil change) and against its first parent
# (git diff M^1 M), in turn, the status line saying which; on a commit
# that is no merge M changes nothing and says so. Each file of the files
# pane, clicked, brings its part of the patch to the top of the commit
# pane: that part is git's, line for line.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture:
#
#   C   a clean merge of clean (h.txt) into main (i.txt)
#   ...
#   M   merge side: f.txt's conflict resolved by hand ("TWO two"), and
#       evil: keep.txt changed, e.txt added, neither by a parent
#   |\
#   | s  side: f.txt line 2 "two", g.txt a line added
#   m |  main: f.txt line 2 "TWO", line 8 "eight"
#   |/
#   b    base
build_mm()
{
	repo_init "$TEST_TMP/mm" -b main
	printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n' > f.txt
	printf 'x\ny\n' > g.txt
	printf 'k\n' > keep.txt
	git add . && at 1 git commit -q -m 'mm: base'
	git checkout -q -b side
	printf '1\ntwo\n3\n4\n5\n6\n7\n8\n9\n' > f.txt
	printf 'x\ny\nside\n' > g.txt
	at 2 git commit -q -am 'mm: side'
	git checkout -q main
	printf '1\nTWO\n3\n4\n5\n6\n7\neight\n9\n' > f.txt
	at 3 git commit -q -am 'mm: main'
	at 4 git merge -q side >/dev/null 2>&1
	printf '1\nTWO two\n3\n4\n5\n6\n7\neight\n9\n' > f.txt
	printf 'k\nevil\n' > keep.txt
	printf 'evil\n' > e.txt
	git add f.txt keep.txt e.txt
	at 4 git commit -q -m 'mm: merge side'
	git checkout -q -b clean
	printf 'h\n' > h.txt
	git add h.txt && at 5 git commit -q -m 'mm: clean'
	git checkout -q main
	printf 'i\n' > i.txt
	git add i.txt && at 6 git commit -q -m 'mm: main again'
	at 7 git merge -q --no-ff -m 'mm: a clean merge' clean
}

build_mm
git rev-list --date-order HEAD > "$TEST_TMP/order"
C=$(git rev-parse HEAD)
M=$(git rev-parse HEAD~2)
MAIN=$(git rev-parse "$M^1")
git show --cc --format= "$M" > "$TEST_TMP/cc"
git show --remerge-diff --format= "$M" > "$TEST_TMP/remerge"
git diff "$M^1" "$M" > "$TEST_TMP/first"
if [ -n "$(git show --remerge-diff --format= "$C")" ] ||
   ! grep -q '^remerge CONFLICT' "$TEST_TMP/remerge" || ! grep -q '^+evil' "$TEST_TMP/remerge" ||
   cmp -s "$TEST_TMP/cc" "$TEST_TMP/first" || cmp -s "$TEST_TMP/remerge" "$TEST_TMP/first"; then
	fail mm-fixture "test bug: the three patches of the merge should differ, with a conflict and an evil change"
	exit 1
fi

# mode_check NAME FILE: for each file of git's patch FILE, its row of the
# files pane clicked: the commit pane's top lines are that file's part
mode_check()
{
	rm -f "$TEST_TMP"/part.*
	awk -v d="$TEST_TMP/part." '/^diff / { k++ } k { print > (d k) }' "$2"
	_mc_k=1
	_mc_bad=
	while [ -f "$TEST_TMP/part.$_mc_k" ]; do
		show_drawn < "$TEST_TMP/part.$_mc_k" > "$TEST_TMP/want.$_mc_k"
		_mc_n=$(wc -l < "$TEST_TMP/want.$_mc_k")
		[ "$_mc_n" -gt "$TEXTROWS" ] && _mc_n=$TEXTROWS
		head -n "$_mc_n" "$TEST_TMP/want.$_mc_k" > "$TEST_TMP/want.top"
		files_click $((_mc_k - 1))
		{ pane_visible "$_mc_n"; echo; } > "$TEST_TMP/got.$_mc_k"
		if ! cmp -s "$TEST_TMP/want.top" "$TEST_TMP/got.$_mc_k"; then
			_mc_bad="$_mc_bad $_mc_k"
			{ echo "file $_mc_k: want"; cat "$TEST_TMP/want.top"; echo "got"
			  cat "$TEST_TMP/got.$_mc_k"; } >> "$TEST_TMP/$1.detail"
		fi
		_mc_k=$((_mc_k + 1))
	done
	if [ $_mc_k -eq 1 ]; then
		fail "$1" "test bug: git's patch has no file"
	elif [ -z "$_mc_bad" ]; then
		pass "$1"
	else
		fail "$1" "the part of file(s)$_mc_bad differs from git's" "$TEST_TMP/$1.detail"
	fi
}

# press_m NAME STATUS: M; the status line says STATUS and the patch is run
# again to its end
press_m()
{
	gv_mark
	gv_key M
	if gv_wait_trace "status: $2" 3 && gv_wait_patch "$M" 10; then
		pass "$1"
	else
		fail "$1" "no 'status: $2' and patch done after M" "$GV_ERR"
	fi
}

start_x
gv_start --date-order || exit 1
gv_wait_loaded 10
pane_geometry || { gv_kill; exit 1; }
select_commit "$M" "$(row "$M")" || { gv_kill; exit 1; }
mode_check mm-combined-is-git-show-cc "$TEST_TMP/cc"
press_m mm-m-remerge-status 'merge: --remerge-diff'
mode_check mm-remerge-is-git-show-remerge-diff "$TEST_TMP/remerge"
# o in the remerge-diff, on f.txt's first line (the files pane has the
# focus: the line at hand is the first of the file's hunk): its old side
# is git's own merge, so the line is blamed in the merge itself
N=$(awk '/^diff --git a\/f.txt/ { f = 1 } f && /^@@ / { sub(/^@@ -[0-9,]* \+/, ""); sub(/[, ].*/, ""); print; exit }' "$TEST_TMP/remerge")
set -- $(git blame --porcelain -L "$N,$N" "$M" -- f.txt | head -n 1)
files_click 1
gv_mark
gv_key o
gv_wait_trace "run: git -C .* blame --porcelain --no-textconv -L $N,$N $M -- f.txt\$" 5
check mm-remerge-o-blames-the-merge 0 $?
gv_wait_trace "file view $1:f.txt line $2\$" 5
check mm-remerge-o-file-view 0 $?
gv_mark
gv_key alt+Left
gv_wait_trace "selected $M" 5
check mm-remerge-o-back 0 $?
press_m mm-m-first-parent-status 'merge: the diff against its first parent'
mode_check mm-first-parent-is-git-diff "$TEST_TMP/first"

# a commit that is no merge: M says so and its patch is not run again
select_commit "$MAIN" "$(row "$MAIN")" || { gv_kill; exit 1; }
gv_mark
gv_key M
if gv_wait_trace 'status: not a merge' 3 && ! _gv_since "patch $MAIN done"; then
	pass mm-not-a-merge
else
	fail mm-not-a-merge "no 'status: not a merge', or its patch ran again" "$GV_ERR"
fi
# back on the merge, M goes round to the combined diff
select_commit "$M" "$(row "$M")" || { gv_kill; exit 1; }
press_m mm-m-combined-status 'merge: the combined diff'
mode_check mm-combined-again "$TEST_TMP/cc"
# a clean merge: its remerge-diff is empty, and said to be
select_commit "$C" "$(row "$C")" || { gv_kill; exit 1; }
gv_mark
gv_key M
if gv_wait_trace 'status: remerge-diff: nothing beyond a clean automatic merge' 5; then
	pass mm-clean-merge-no-remerge-diff
else
	fail mm-clean-merge-no-remerge-diff "no 'status: remerge-diff: nothing beyond' after M" "$GV_ERR"
fi
quit_check mm-quit
