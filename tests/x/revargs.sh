#!/bin/sh
# revargs.sh - arguments go to git rev-list untouched: gitview lists exactly
# git's set for revision ranges, --first-parent, --all, path limiting, ...;
# options that only change how git prints are left out and named in the
# status line; --cherry-mark, --cherry-pick, --left-right list git's set.

. "$(dirname "$0")/../lib/lib.sh"
start_x

in_fixture merges
walk_test topo merges-first-parent --first-parent
walk_test topo merges-range v1.0..main
walk_test topo merges-negative main ^side ^v1.0
walk_test topo merges-path -- sub
walk_test topo merges-path-first-parent --first-parent -- sub
walk_test topo merges-all --all
walk_test topo merges-branches --branches
walk_test topo merges-two-tips side light
walk_test topo merges-n -n 3
walk_test topo merges-merges --merges
walk_test topo merges-symmetric side...main
walk_test topo merges-boundary --boundary v1.0..main
walk_test topo merges-left-right --left-right side...main
walk_test topo merges-grep-spaces -E '--grep=M[0-9] (merge|criss)'
# git's order reversed, the oldest first: the start is the first row
# though HEAD is listed
walk_test exact merges-reverse --reverse --all

in_fixture linear
walk_test topo linear-grep-regex '--grep=commit [12]$'
walk_test topo linear-skip --skip=2 -n 4
walk_test topo linear-author '--author=A U Thor'

in_fixture skew
walk_test topo skew-range 'HEAD~1^2..HEAD'
walk_test topo skew-path -- c.txt p.txt

in_fixture octopus
walk_test topo octopus-first-parent --first-parent
walk_test topo octopus-range 'HEAD~1^1..HEAD'

# options that only change how git prints are not given to git: the list
# is what git rev-list lists without them, and the status line names them
mkdir -p "$TEST_TMP/bin"
realgv=$GITVIEW
# print_test NAME OPTIONS ARGS...: gitview OPTIONS ARGS lists git rev-list
# ARGS (OPTIONS one word, split on spaces); the status line names OPTIONS
print_test()
{
	_pt_name=$1
	_pt_opts=$2
	shift 2
	printf '#!/bin/sh\nexec "%s" %s "$@"\n' "$realgv" "$_pt_opts" > "$TEST_TMP/bin/gitview"
	chmod +x "$TEST_TMP/bin/gitview"
	GITVIEW=$TEST_TMP/bin/gitview
	walk_test topo "$_pt_name" "$@"
	GITVIEW=$realgv
	if grep -qF "status: $_pt_opts ignored" "$GV_ERR"; then
		pass "$_pt_name-said"
	else
		grep 'status:' "$GV_ERR" > "$TEST_TMP/said"
		fail "$_pt_name-said" "no status line naming $_pt_opts" "$TEST_TMP/said"
	fi
}
in_fixture merges
print_test print-oneline --oneline
print_test print-graph --graph --all
print_test print-pretty '--pretty=fuller' side...main
print_test print-format '--format=%s%n%b' -- sub
print_test print-abbrev-commit '--abbrev-commit --decorate --color=always' --all
print_test print-children --children --first-parent
print_test print-patch '--stat -p' v1.0..main

# options that mark commits: the list is git's, the marks drawn
mkdir -p "$TEST_TMP/cherry"
cd "$TEST_TMP/cherry" || exit 1
git init -q .
commit_at -f base.txt 1 "cherry: base"
git checkout -q -b side
commit_at -f a.txt 2 "cherry: A on side"
a=$(git rev-parse HEAD)
commit_at -f s.txt 3 "cherry: S only on side"
git checkout -q main
commit_at -f m.txt 4 "cherry: M only on main"
at 5 git cherry-pick -x "$a" > /dev/null
if git rev-list --cherry-mark side...main | grep -q '^='; then
	pass cherry-fixture
else
	fail cherry-fixture "git rev-list --cherry-mark side...main marks no commit ="
fi
walk_test topo cherry-mark --cherry-mark side...main
walk_test topo cherry-mark-left-right --cherry-mark --left-right side...main
walk_test topo cherry-pick --cherry-pick --left-right side...main
walk_test topo cherry-right-only --right-only --cherry-mark side...main
walk_test topo cherry-boundary --boundary --left-right side...main

# the marks are drawn: each row of the list with --left-right (< >) and
# with --cherry-mark (=) differs from the same row without them, the
# same commits in the same order
. "$TOP/tests/lib/steps.sh"
# row_shots NAME ARGS...: $TEST_TMP/NAME.K holds a digest of row K's pixels
row_shots()
{
	_rs_name=$1
	shift
	gv_start "$@" || return 1
	gv_wait_loaded 10
	wait_for 5 _primary_sha
	pane_geometry || { gv_kill; return 1; }
	gv_shot_stable "$TEST_TMP/$_rs_name.ppm"
	_rs_k=0
	while [ $_rs_k -lt "$(git rev-list "$@" | wc -l)" ]; do
		px_crop "$TEST_TMP/$_rs_name.ppm" 0 $((LISTY + _rs_k * ROWH)) $((GV_W / 2)) "$ROWH" |
			cksum > "$TEST_TMP/$_rs_name.$_rs_k"
		_rs_k=$((_rs_k + 1))
	done
	quit_check "$_rs_name-quit"
}
# marks_drawn NAME ARGS...: the rows of gitview ARGS side...main that git
# marks < > or = differ from those of gitview side...main, the others not
# (git's order here is topological: the rows are git's lines)
marks_drawn()
{
	_md_name=$1
	shift
	row_shots "$_md_name-plain" side...main || return 1
	row_shots "$_md_name" "$@" side...main || return 1
	git rev-list "$@" side...main | cut -c1 > "$TEST_TMP/$_md_name.marks"
	_md_k=0 _md_bad= _md_marked=0
	while read -r _md_m; do
		if cmp -s "$TEST_TMP/$_md_name.$_md_k" "$TEST_TMP/$_md_name-plain.$_md_k"; then
			_md_drawn=no
		else
			_md_drawn=yes
		fi
		case $_md_m$_md_drawn in
		[\<\>=]yes) _md_marked=$((_md_marked + 1)) ;;
		[\<\>=]no) _md_bad="$_md_bad row $_md_k ($_md_m) drawn as without $*;" ;;
		*yes) _md_bad="$_md_bad row $_md_k (no mark) differs;" ;;
		esac
		_md_k=$((_md_k + 1))
	done < "$TEST_TMP/$_md_name.marks"
	if [ "$_md_marked" -eq 0 ] && [ -z "$_md_bad" ]; then
		fail "$_md_name" "test bug: git marks no row of $* side...main"
	elif [ -z "$_md_bad" ]; then
		pass "$_md_name"
	else
		fail "$_md_name" "$_md_bad"
	fi
}
marks_drawn marks-left-right --left-right
marks_drawn marks-cherry-mark --cherry-mark
