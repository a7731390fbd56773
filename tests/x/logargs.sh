#!/bin/sh
# logargs.sh - options only git log takes: --follow on a file
# renamed twice lists git log --follow's commits, in its order, and each
# patch is the file's under the path it had then (the old names'); -S and
# -G filter the view as git log does; the arguments reach git untouched.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

# a.txt: 3 commits; renamed to b.txt; changed; renamed to "c d.txt" and
# changed; changed. Other files change in between.
repo_init "$TEST_TMP/r"
n=1
step()
{
	n=$((n + 1))
	at $n git commit -q -m "$1"
}
for k in 1 2 3; do
	echo "line $k" >> a.txt
	echo "other $k" >> other.txt
	git add a.txt other.txt
	step "a: $k"
	echo "noise $k" >> noise.txt
	git add noise.txt
	step "noise $k"
done
git mv a.txt b.txt
step "rename a to b"
echo "line 4 needle" >> b.txt
git add b.txt
step "b: 4"
git mv b.txt "c d.txt"
echo "line 5" >> "c d.txt"
git add "c d.txt"
step "rename b to c d, changed"
echo "line 6" >> "c d.txt"
echo "noise 9" >> noise.txt
git add "c d.txt" noise.txt
step "c d: 6"

git log --follow --format=%H -- "c d.txt" > "$TEST_TMP/follow"
FN=$(wc -l < "$TEST_TMP/follow")

# walk NAME ORDER-FILE ARGS...: gitview ARGS walked with j lists exactly
# ORDER-FILE's commits in its order
walk()
{
	_wn=$1 _wf=$2
	shift 2
	gv_start "$@" || return 1
	gv_wait_loaded 10
	expect_primary "$_wn-first" "$(head -n 1 "$_wf")"
	if gv_walk j $(($(wc -l < "$_wf") - 1)) "$TEST_TMP/$_wn.got"; then
		check_file "$_wn-order" "$_wf" "$TEST_TMP/$_wn.got"
	else
		fail "$_wn-order" "$GV_WALK_ERR"
	fi
	check "$_wn-count" "$(wc -l < "$_wf" | tr -d ' ')" "$(gv_loaded_count)"
}

# --- --follow ---------------------------------------------------------------

if [ "$FN" -ne 7 ]; then
	fail follow-fixture "test bug: git log --follow lists $FN commits, want 7"
fi
walk follow "$TEST_TMP/follow" --follow -- "c d.txt"
if grep -q 'trace: run: git log .* --follow -- c d.txt$' "$GV_ERR"; then
	pass follow-untouched
else
	grep 'trace: run: git log' "$GV_ERR" > "$TEST_TMP/runs"
	fail follow-untouched "no git log ending in '--follow -- c d.txt'" "$TEST_TMP/runs"
fi

# each commit's patch: the file's alone, under its path then; git says
# how many lines it has
# patch_check NAME SHA PATHS...: selecting SHA (Home, then j) runs the
# diff limited to PATHS, and its patch has git's lines
patch_check()
{
	_pn=$1 _ps=$2
	shift 2
	gv_mark
	gv_key Home
	_pr=$(row_of "$_ps" "$TEST_TMP/follow")
	[ "$_pr" -gt 0 ] && gv_key $(yes j | head -n "$_pr")
	expect_primary "$_pn-selected" "$_ps"
	if gv_wait_patch "$_ps" 5; then
		_pw=$(git diff-tree -p -M --root --cc --no-commit-id "$_ps" -- "$@" | wc -l | tr -d ' ')
		_pg=$(sed -n "s/.*trace: .*patch $_ps done \([0-9]*\) lines/\1/p" "$GV_ERR" | tail -n 1)
		check "$_pn-lines" "$_pw" "$_pg"
		if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -qF "run: git diff-tree -r -p --raw -z -M --root --cc --no-commit-id --no-ext-diff --no-textconv --no-color -U3 $_ps -- $*"; then
			pass "$_pn-path"
		else
			tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'run: git diff-tree' > "$TEST_TMP/runs"
			fail "$_pn-path" "the diff of $(describe "$_ps") was not limited to: $*" "$TEST_TMP/runs"
		fi
	else
		fail "$_pn-lines" "no patch of $(describe "$_ps")"
	fi
}
patch_check follow-oldest "$(sed -n 7p "$TEST_TMP/follow")" a.txt
patch_check follow-a "$(sed -n 5p "$TEST_TMP/follow")" a.txt
patch_check follow-rename-ab "$(sed -n 4p "$TEST_TMP/follow")" a.txt b.txt
patch_check follow-b "$(sed -n 3p "$TEST_TMP/follow")" b.txt
patch_check follow-rename-bc "$(sed -n 2p "$TEST_TMP/follow")" b.txt "c d.txt"
quit_check follow-quit

# --- -S and -G filter the view ---------------------------------------------------

git log --format=%H -S needle > "$TEST_TMP/pickaxe"
walk pickaxe "$TEST_TMP/pickaxe" -S needle
quit_check pickaxe-quit
git log --format=%H -G 'other [23]' --all > "$TEST_TMP/grepdiff"
walk grepdiff "$TEST_TMP/grepdiff" -G 'other [23]' --all
quit_check grepdiff-quit
