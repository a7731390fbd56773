#!/bin/sh
# labels.sh - the labels no branch or tag gives, against git's answers:
# stash@{N} on the commits git stash list names, "worktree: NAME" on each
# linked worktree's HEAD (git worktree list), bisect's bad and good marks
# (refs/bisect/*) drawn in config.h's colours; each in the list (the
# trace's "labels ID:" line of the selected row) and in F2's references
# view; the live reload picks up a new stash and a bisect step.
# gitview --bisect lists git rev-list refs/bisect/bad --not the good
# marks (with BISECT_NAMES' paths); without a bisect it says so, exit 1.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

colour BADC SchemeBad bg
colour GOODC SchemeGood bg

# --- the fixture --------------------------------------------------------------
#
#   c10  main (the stashes are on it: stash@{1}, then stash@{0})
#   c9   bisect's bad
#   c8   worktree wt-det (detached)
#   c7   (g.txt)
#   c6   worktree wt-side, on its branch side
#   c3   (g.txt)
#   c2   bisect's first good; the bisect's first step is marked good too
#   c1
build_labels()
{
	repo_init "$TEST_TMP/r" -b main
	for i in 1 2 3 4 5 6 7 8 9 10; do
		case $i in 3 | 7) f=g.txt ;; *) f=f.txt ;; esac
		commit_at -f $f "$i" "lb: c$i"
	done
	git worktree add -q --detach "$TEST_TMP/wt-det" HEAD~2
	git worktree add -q -b side "$TEST_TMP/wt-side" HEAD~4
	echo s1 >> f.txt
	at 20 git stash push -q -m 'lb: first stash'
	echo s2 >> f.txt
	at 21 git stash push -q -m 'lb: second stash'
	git bisect start HEAD~1 HEAD~8 > /dev/null
	git bisect good > /dev/null
}
build_labels

stash_at() { git stash list --format=%H | sed -n "$(($1 + 1))p"; }
# worktree_head NAME: the HEAD git worktree list names for the worktree NAME
worktree_head()
{
	git worktree list --porcelain | awk -v p="$TEST_TMP/$1" '
		$1 == "worktree" { on = $2 == p } on && $1 == "HEAD" { print $2 }'
}
goods() { git for-each-ref --format='%(objectname)' 'refs/bisect/good-*'; }
goodrefs() { git for-each-ref --format='%(refname)' 'refs/bisect/good-*'; }

# labels_of ID: select ID (goto) and print its labels as the trace says them
labels_of()
{
	goto "$(echo "$1" | cut -c1-12)"
	gv_wait_trace "labels $1:" 5 || return 1
	sed -n "s/.*trace: +[0-9.]*ms labels $1: *//p" "$GV_ERR" | tail -n 1
}

# has_label NAME ID LABEL: the row of commit ID has LABEL ("name [kind]")
has_label()
{
	if [ -z "$2" ]; then
		fail "$1" "test bug: git names no commit"
		return 1
	fi
	_hl=$(labels_of "$2")
	case ", $_hl, " in
	*", $3, "*) pass "$1" ;;
	*) fail "$1" "$2's labels are '$_hl', not with '$3'" ;;
	esac
}

# has_colour FILE COLOUR: the screenshot FILE has a pixel of COLOUR
has_colour()
{
	convert "$1" -depth 8 txt:- 2>/dev/null | grep -qi "#$2"
}

start_x
[ "$(git stash list | wc -l)" = 2 ] && [ "$(goods | wc -l)" = 2 ] ||
	fail labels-fixture "test bug: not 2 stashes and 2 good marks"

# --- the labels in the list ---------------------------------------------------

gv_start --all 'stash@{1}' || exit 1
gv_wait_loaded 10
gv_wait_trace 'labels: stash 2' 5
gv_wait_trace 'labels: worktrees 2' 5
has_label labels-stash0 "$(stash_at 0)" 'stash@{0} [stash]'
has_label labels-stash1 "$(stash_at 1)" 'stash@{1} [stash]'
has_label labels-worktree-detached "$(worktree_head wt-det)" 'worktree: wt-det [worktree]'
has_label labels-worktree-branch "$(worktree_head wt-side)" 'worktree: wt-side [worktree]'
has_label labels-bisect-bad "$(git rev-parse refs/bisect/bad)" 'bad [bad]'
for g in $(goods); do
	has_label "labels-bisect-good-$(git log -1 --format=%s "$g" | tr -d ' :')" "$g" 'good [good]'
done
# the main worktree's HEAD is HEAD's label, not a worktree's
case ", $(labels_of "$(git worktree list --porcelain | awk '$1 == "HEAD" { print $2; exit }')"), " in
*', worktree: r ['*) fail labels-no-main-worktree "the main worktree is labelled" ;;
*', HEAD [head], '*) pass labels-no-main-worktree ;;
*) fail labels-no-main-worktree "the main worktree's HEAD has no HEAD label" ;;
esac
case ", $(labels_of "$(git rev-parse main~9)"), " in
*'['*) fail labels-none-on-c1 "c1 has labels" ;;
*) pass labels-none-on-c1 ;;
esac
# bisect's marks in their colours (config.h's), somewhere in the list
gv_shot "$TEST_TMP/list.ppm"
has_colour "$TEST_TMP/list.ppm" "$BADC" && pass labels-bad-colour ||
	fail labels-bad-colour "no #$BADC (SchemeBad) in the window"
has_colour "$TEST_TMP/list.ppm" "$GOODC" && pass labels-good-colour ||
	fail labels-good-colour "no #$GOODC (SchemeGood) in the window"

# --- F2: the references view lists them, Return selects their commit ----------

# rv_select NAME FILTER ID: F2, FILTER leaves one entry, Return selects ID
rv_select()
{
	gv_mark
	gv_key F2
	gv_wait_trace 'refsview: [0-9]* of' 5
	gv_mark
	gv_type "$2"
	gv_wait_trace 'refsview: 1 of' 5
	gv_mark
	gv_key Return
	if gv_wait_trace "selected $3" 5; then
		pass "$1"
	else
		fail "$1" "F2 $2: not $3 selected"
		gv_key Escape Escape
	fi
}
rv_select labels-refsview-stash1 'stash@{1}' "$(stash_at 1)"
rv_select labels-refsview-worktree 'worktree: wt-det' "$(worktree_head wt-det)"
rv_select labels-refsview-bad 'bad' "$(git rev-parse refs/bisect/bad)"

# --- the live reload: a new stash, a bisect step --------------------------------

old0=$(stash_at 0)
gv_mark
echo s3 >> f.txt
at 30 git stash push -q -m 'lb: third stash'
gv_wait_trace 'labels: stash 3' 10
has_label labels-live-stash-new "$(stash_at 0)" 'stash@{0} [stash]'
has_label labels-live-stash-moved "$old0" 'stash@{1} [stash]'
gv_mark
git bisect good > /dev/null
gv_wait_trace 'labels: stash 3' 10
for g in $(goods); do
	has_label "labels-live-bisect-good-$(git log -1 --format=%s "$g" | tr -d ' :')" "$g" \
		'good [good]'
done
quit_check labels-quit

# --- gitview --bisect --------------------------------------------------------------

want=$(git rev-list --count refs/bisect/bad --not $(goodrefs))
gv_start --bisect || exit 1
gv_wait_loaded 10
check labels-bisect-view "$want" "$(gv_loaded_count)"
quit_check labels-bisect-quit

# in wt-det (a bisect of its own): none yet, one with no bad commit,
# one limited to g.txt
cd "$TEST_TMP/wt-det" || exit 1
# no_bisect NAME WORDS: --bisect exits 1 saying WORDS
no_bisect()
{
	gv_run --bisect
	gv_wait 5
	check "$1-exit-status" 1 $?
	if grep -q "$2" "$GV_ERR"; then
		pass "$1-message"
	else
		fail "$1-message" "stderr lacks '$2'" "$GV_ERR"
	fi
}
no_bisect labels-no-bisect 'no bisect is running'
git bisect start --no-checkout -- g.txt > /dev/null
no_bisect labels-no-bad 'no bad commit yet'
git bisect bad HEAD > /dev/null
git bisect good main~9 > /dev/null
want=$(git rev-list --count refs/bisect/bad --not $(goodrefs) -- g.txt)
[ "$want" -gt 0 ] && [ "$want" -lt "$(git rev-list --count refs/bisect/bad --not $(goodrefs))" ] ||
	fail labels-bisect-names-fixture "test bug: g.txt limits nothing ($want)"
gv_start --bisect || exit 1
gv_wait_loaded 10
check labels-bisect-names "$want" "$(gv_loaded_count)"
quit_check labels-bisect-names-quit
