#!/bin/sh
# local.sh - the local changes rows: with staged and unstaged edits in the
# work tree, "Local changes not in the index" and "Local changes in the
# index" stand just above HEAD's row; each shows the patch and files of
# git diff-files -p / git diff-index -p --cached HEAD, names itself in the
# title and leaves PRIMARY as it was. In a view of some paths the rows and
# their patches are those of the paths (none when no change is there),
# and w, - and + apply to them as to a commit's patch. None when HEAD is
# not in the view,
# when the work tree is clean (at the start, and after r once it is), in
# a copied work tree whose stat data is stale (nothing written into its
# index), in a bare repository; r finds new ones. Everything expected
# comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: three commits, then a.txt and c.txt edited and not added
# (in c.txt also a line where only blanks change), b.txt edited and
# added, d.txt new and added
build_lc()
{
	repo_init "$TEST_TMP/lc"
	for f in a b c; do
		seq 1 6 | sed "s/^/$f /" > $f.txt
	done
	git add .
	at 1 git commit -q -m 'lc: one'
	echo 'a 7' >> a.txt
	at 2 git commit -q -am 'lc: two'
	echo 'b 7' >> b.txt
	at 3 git commit -q -am 'lc: three'
	sed 's/^a 2$/a two/' a.txt > a.new && mv a.new a.txt
	sed 's/^c 6$/c six/; s/^c 2$/c  2/' c.txt > c.new && mv c.new c.txt
	echo 'b 8' >> b.txt
	echo 'd new' > d.txt
	git add b.txt d.txt
}

build_lc
HEAD=$(git rev-parse HEAD)
if [ "$(git diff-files --name-only | wc -l)" -ne 2 ] ||
   [ "$(git diff-index --cached --name-only HEAD | wc -l)" -ne 2 ]; then
	fail lc-fixture "test bug: want two unstaged and two staged files"
	exit 1
fi

# _no_probe: gitview runs no git status (nor diff-files, as it did) and
# has reaped it: its answer is in the trace then
_no_probe()
{
	_np=$(proc_children "$GV_PID") || return 1
	! printf '%s\n' "$_np" | grep -q ' status \| diff-files \|^[0-9]* Z'
}

# rows_now N: the trace says N local rows, last
rows_now()
{
	[ "$(sed -n 's/.*trace: .*local rows \([0-9]*\)$/\1/p' "$GV_ERR" | tail -n 1)" = "$1" ]
}

# local_row NAME KIND TITLE ARGV...: k selects the local row KIND
# (staged, unstaged): its trace, title, PRIMARY untouched, and the
# pane and files pane are those of git ARGV (-- LR_PATHS, when set)
local_row()
{
	_lr_name=$1 _lr_kind=$2 _lr_title=$3
	shift 3
	xdotool mousemove --window "$GV_WID" $((GV_W / 3)) "$(list_row_y 5)"
	sel_reset
	gv_mark
	gv_key k
	if ! gv_wait_trace "selected $_lr_kind\$" 5 || ! gv_wait_trace "patch $_lr_kind done" 10; then
		fail "$_lr_name" "k: no trace 'selected $_lr_kind' and its patch"
		return 1
	fi
	pass "$_lr_name"
	check "$_lr_name-title" "gitview: lc: $_lr_title" "$(gv_title)"
	check "$_lr_name-primary" "$SENT" "$(primary)"
	check "$_lr_name-string" "$SENT" "$(primary STRING)"
	{ echo "$_lr_title"; echo; git "$@" -p -M ${LR_PATHS:+-- $LR_PATHS} | show_drawn; } > "$TEST_TMP/exp.$_lr_kind"
	pane_is "$_lr_name-pane" "$TEST_TMP/exp.$_lr_kind"
	git "$@" --name-only ${LR_PATHS:+-- $LR_PATHS} > "$TEST_TMP/files.$_lr_kind"
	files_are "$_lr_name-files" "$TEST_TMP/files.$_lr_kind"
	gv_key Tab Tab  # from the commit pane (top_line) to the list
}

# first_is NAME SHA: after Home and k, the selection is SHA (y, CLIPBOARD):
# there is no row above it
first_is()
{
	gv_key Home k
	check "$1" "$2" "$(gv_sync)"
}

start_x

# --- staged and unstaged changes: two rows above HEAD ------------------------

gv_open lc-start "$HEAD"
if wait_for 5 rows_now 2; then
	pass lc-rows
else
	fail lc-rows "no trace 'local rows 2'"
fi
pane_geometry || { gv_kill; exit 1; }
# gitview owns PRIMARY with HEAD's id: a local row leaves it HEAD's, as
# UTF8_STRING and as STRING, however long it is selected
for _k in staged unstaged; do
	gv_mark
	gv_key k
	gv_wait_trace "patch $_k done" 10
	check "lc-own-$_k-primary" "$HEAD" "$(primary)"
	check "lc-own-$_k-string" "$HEAD" "$(primary STRING)"
done
gv_key j j
expect_primary lc-own-back "$HEAD"
local_row lc-staged staged "Local changes in the index" diff-index --cached HEAD
local_row lc-unstaged unstaged "Local changes not in the index" diff-files
gv_mark
gv_key k
gv_key j
gv_wait_trace "selected staged\$" 5
gv_key j
expect_primary lc-down-to-head "$HEAD"
quit_check lc-quit

# --- a view of some paths: the rows and patches of those paths ---------------

# b.txt (HEAD's) and c.txt: one staged and one unstaged file of each
# kind's two, and a.txt's and d.txt's changes left out
LR_PATHS='b.txt c.txt'
if [ "$(git diff-files --name-only -- $LR_PATHS)" != c.txt ] ||
   [ "$(git diff-index --cached --name-only HEAD -- $LR_PATHS)" != b.txt ] ||
   [ "$(git rev-list HEAD -- $LR_PATHS | head -n 1)" != "$HEAD" ] ||
   [ "$(git diff-files -p -w -- c.txt | grep -c '^[-+]c')" -ne 2 ] ||
   [ "$(git diff-files -p -- c.txt | grep -c '^[-+]c')" -ne 4 ]; then
	fail lc-paths-fixture "test bug: want c.txt unstaged (one change of blanks) and b.txt staged in the view, HEAD in it"
	exit 1
fi
gv_start -- $LR_PATHS || exit 1
gv_wait_loaded 10
if wait_for 5 rows_now 2; then
	pass lc-paths-rows
else
	fail lc-paths-rows "no trace 'local rows 2' in a view of $LR_PATHS"
fi
local_row lc-paths-staged staged "Local changes in the index" diff-index --cached HEAD
local_row lc-paths-unstaged unstaged "Local changes not in the index" diff-files
# the patch's options: fewer lines of context, then no changes of blanks;
# the place is kept: c.txt's header on top, where the click on it in the
# files pane put it
gv_mark
gv_key minus
if gv_wait_trace "patch unstaged done" 10; then
	git diff-files -p -M -U2 -- $LR_PATHS | show_drawn > "$TEST_TMP/exp.minus"
	pane_is lc-paths-minus-pane "$TEST_TMP/exp.minus"
else
	fail lc-paths-minus-pane "- on the unstaged row: its patch does not run again"
fi
gv_key Tab Tab
gv_mark
gv_key w
if gv_wait_trace "patch unstaged done" 10; then
	git diff-files -p -M -U2 -w -- $LR_PATHS | show_drawn > "$TEST_TMP/exp.w"
	pane_is lc-paths-w-pane "$TEST_TMP/exp.w"
else
	fail lc-paths-w-pane "w on the unstaged row: its patch does not run again"
fi
gv_key Tab Tab
quit_check lc-paths-quit

# a view whose paths have no local change: no row
gv_start -- b.txt || exit 1
gv_wait_loaded 10
if wait_for 5 grep -q 'trace: .*local rows' "$GV_ERR" && wait_for 2 rows_now 1; then
	pass lc-paths-one-row
else
	fail lc-paths-one-row "a view of b.txt (staged only): the trace says local rows $(sed -n 's/.*local rows //p' "$GV_ERR" | tail -n 1), want 1"
fi
quit_check lc-paths-one-quit
LR_PATHS=

# --- HEAD not in the view -----------------------------------------------------

gv_start HEAD~1 || exit 1
gv_wait_loaded 10
wait_for 5 grep -q 'trace: .*local rows' "$GV_ERR"
first_is lc-nohead-first "$(git rev-parse HEAD~1)"
if rows_now 0; then
	pass lc-nohead-rows
else
	fail lc-nohead-rows "HEAD not in the view: the trace says local rows $(sed -n 's/.*local rows //p' "$GV_ERR" | tail -n 1)"
fi
quit_check lc-nohead-quit

# --- a clean work tree; r finds a new change ---------------------------------

git add -A
at 4 git commit -q -am 'lc: four'
HEAD=$(git rev-parse HEAD)
gv_start || exit 1
gv_wait_loaded 10
if wait_for 5 grep -q 'trace: .*local rows' "$GV_ERR" && rows_now 0; then
	pass lc-clean-rows
else
	fail lc-clean-rows "a clean work tree: no trace 'local rows 0'"
fi
first_is lc-clean-first "$HEAD"
echo 'c 7' >> c.txt
gv_mark
gv_key r
if gv_wait_trace "local rows 1" 10; then
	pass lc-reload-rows
else
	fail lc-reload-rows "r after an edit: no trace 'local rows 1'"
fi
gv_wait_loaded 10
local_row lc-reload-unstaged unstaged "Local changes not in the index" diff-files
# git add, no r: the index is watched, the rows follow it (git's answer:
# a staged change and no other)
gv_mark
git add c.txt
git diff-files --quiet && ! git diff-index --cached --quiet HEAD
check lc-index-fixture 0 $?
gv_wait_trace "index changed" 5
check lc-index-watched 0 $?
if gv_wait_trace "run: git diff-index --cached" 5 && gv_wait_trace "local rows 1" 5 &&
   wait_for 3 rows_now 1; then
	pass lc-index-rows
else
	fail lc-index-rows "git add: no trace 'local rows 1' after git diff-index ran again"
fi
# the unstaged row the selection was on went: it moved to the staged row
# or to HEAD, as git's two answers came; from HEAD, k is the staged row
gv_mark
gv_key Home j
gv_wait_trace "selected $HEAD" 5
local_row lc-index-staged staged "Local changes in the index" diff-index --cached HEAD
quit_check lc-reload-quit

# --- a copied work tree ---------------------------------------------------------

# cp -a and a touch leave the index's stat data stale: git diff-files
# takes that for a change; git's porcelain answer (on another copy, as
# git diff writes the refreshed index back) is that there is none.
# gitview shows no row and writes nothing into the index
repo_init "$TEST_TMP/orig"
seq 1 5 > a.txt && seq 6 9 > b.txt && git add . && at 1 git commit -q -m 'cp: one'
cp -a "$TEST_TMP/orig" "$TEST_TMP/copy"
touch -d "@$((TEST_EPOCH + 86400))" "$TEST_TMP/copy/a.txt" "$TEST_TMP/copy/b.txt"
cp -a "$TEST_TMP/copy" "$TEST_TMP/copy2"
cd "$TEST_TMP/copy" || exit 1
INDEX=$(cksum < .git/index)
if git diff-files --quiet || ! git -C "$TEST_TMP/copy2" diff --quiet; then
	fail lc-copy-fixture "test bug: git diff-files sees no stale stat data, or git diff a change"
fi
[ "$(cksum < .git/index)" = "$INDEX" ] ||
	fail lc-copy-fixture "test bug: git diff-files wrote the index"
gv_start || exit 1
gv_wait_loaded 10
if wait_for 5 grep -q 'run: git --no-optional-locks status\|run: git diff-files --q' "$GV_ERR" &&
   wait_for 10 _no_probe &&
   wait_for 5 grep -q 'trace: .*local rows' "$GV_ERR" && rows_now 0; then
	pass lc-copy-rows
else
	_rows=$(sed -n 's/.*local rows //p' "$GV_ERR" | tail -n 1)
	fail lc-copy-rows "a copied work tree, unchanged (git diff): local rows $_rows, want 0"
fi
quit_check lc-copy-quit
if [ "$(cksum < .git/index)" = "$INDEX" ]; then
	pass lc-copy-index
else
	fail lc-copy-index "gitview wrote the index of the copied work tree"
fi
cd "$TEST_TMP/lc" || exit 1

# --- a bare repository ----------------------------------------------------------

git clone -q --bare . "$TEST_TMP/lc.git"
cd "$TEST_TMP/lc.git" || exit 1
gv_start || exit 1
gv_wait_loaded 10
if wait_for 5 grep -q 'trace: .*local rows' "$GV_ERR" && rows_now 0 &&
   ! grep -q 'run: git diff-files\|run: git diff-index\|run: git --no-optional-lo' "$GV_ERR"
then
	pass lc-bare-rows
else
	fail lc-bare-rows "a bare repository: no trace 'local rows 0', or git status/diff-index ran"
fi
first_is lc-bare-first "$HEAD"
quit_check lc-bare-quit
