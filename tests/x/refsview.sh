#!/bin/sh
# refsview.sh - F2's references view against git for-each-ref: every
# branch, remote branch and tag in git's order (a tag of a tag too), the
# entry's date and subject (its commit's; a tag of a tag's own), typing
# filters by a part of the name, Return selects the ref's commit
# (git rev-parse REF^{commit}) or says it is not in the view, Escape
# closes and gives the keys back to the list.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture (the view is HEAD's, main):
#
#   c4  main, origin/main, origin/HEAD
#   c3  topic, v1.0 (annotated), v1.0-signed (a tag of v1.0)
#   c2  light, v2.5.0, v2.50.0, v2.6.0, v2.10.0 (lightweight)
#   c1
#   o1  outside: not in the view
build_rv()
{
	repo_init "$TEST_TMP/rv" -b main
	commit_at -f f.txt 1 'rv: c1'
	commit_at -f f.txt 2 'rv: c2'
	git tag light
	commit_at -f f.txt 3 'rv: c3'
	git branch topic
	at 10 git tag -a -m 'version one' v1.0
	at 11 git -c advice.nestedTag=false tag -a -m 'signed again' v1.0-signed v1.0
	git checkout -q -b outside
	commit_at -f o.txt 4 'rv: o1 outside'
	git checkout -q main
	commit_at -f f.txt 5 'rv: c4'
	git update-ref refs/remotes/origin/main main
	git symbolic-ref refs/remotes/origin/HEAD refs/remotes/origin/main
	for v in v2.5.0 v2.50.0 v2.6.0 v2.10.0; do
		git tag "$v" light
	done
}

build_rv
PATTERNS='refs/heads/ refs/remotes/ refs/tags/'
# the names after "refsview: N of M:" in the last such trace line
shown()
{
	sed -n 's/.*trace: +[0-9.]*ms refsview: [0-9]* of [0-9]*: *//p' "$GV_ERR" | tail -n 1
}
# all_refs: git's refs, in its order
all_refs()
{
	git for-each-ref --sort=v:refname --format='%(refname)' $PATTERNS
}
# rv_open: F2, and wait for the view's first list
rv_open()
{
	gv_mark
	gv_key F2
	gv_wait_trace 'refsview: [0-9]* of' 5
}
# rv_pick KEY...: in the open view, type KEYs for a filter that leaves
# one ref, and Return
rv_pick()
{
	gv_key ctrl+u "$@"
	gv_wait_trace 'refsview: 1 of' 5
	gv_key Return
}
# git's refs whose short name holds $1, in git's order
refs_with()
{
	git for-each-ref --sort=v:refname --format='%(refname) %(refname:lstrip=2)' $PATTERNS |
		awk -v s="$1" 'index($2, s) { printf "%s%s", n++ ? " " : "", $1 }'
}

start_x
gv_open rv-start "$(git rev-parse main)"

rv_open
check rv-all "$(all_refs | tr '\n' ' ' | sed 's/ $//')" "$(shown)"
# tags in version order, as git tag --sort=v:refname
[ "$(git tag --sort=v:refname | grep -c '^v2\.')" = 4 ] || fail rv-tags-fixture "test bug: git lists not 4 tags v2.*"
check rv-tags-version-order "$(git tag --sort=v:refname | grep '^v2\.' | tr '\n' ' ')" \
	"$(for r in $(shown); do case $r in refs/tags/v2.*) printf '%s ' "${r#refs/tags/}" ;; esac; done)"
case " $(shown) " in
*' refs/heads/main '*' refs/remotes/origin/HEAD '*' refs/tags/v1.0-signed '*) pass rv-groups ;;
*) fail rv-groups "heads, remotes, tags: got '$(shown)'" ;;
esac

# the entries' date and subject: Down to each, as the trace says them
n=$(all_refs | grep -n '^refs/tags/v1.0$' | cut -d: -f1)
gv_mark
i=1
while [ "$i" -lt "$n" ]; do gv_key Down; i=$((i + 1)); done
gv_wait_trace 'refsview at refs/tags/v1.0:' 5
check rv-tag-commit "refs/tags/v1.0: $(git log -1 --format='%cs %s' 'v1.0^{commit}')" \
	"$(sed -n 's/.*trace: refsview at //p' "$GV_ERR" | tail -n 1)"
gv_mark
gv_key Down
gv_wait_trace 'refsview at refs/tags/v1.0-signed:' 5
check rv-tag-of-tag "refs/tags/v1.0-signed: $(git for-each-ref --sort=v:refname --format='%(creatordate:short) %(subject)' refs/tags/v1.0-signed)" \
	"$(sed -n 's/.*trace: refsview at //p' "$GV_ERR" | tail -n 1)"

# from the last, a page up goes to the first (the list holds more rows
# than there are refs), a page down back to the last
gv_mark
gv_key Prior
gv_wait_trace "refsview at $(all_refs | head -n 1):" 5 &&
	pass rv-page-up || fail rv-page-up "not at the first ref" "$GV_ERR"
gv_mark
gv_key Next
gv_wait_trace "refsview at $(all_refs | tail -n 1):" 5 &&
	pass rv-page-down || fail rv-page-down "not at the last ref" "$GV_ERR"

# filtering: a part of the short name, case-insensitive in lower case
gv_mark
gv_key v 1
gv_wait_trace "refsview: 2 of" 5
check rv-filter "$(refs_with v1)" "$(shown)"
gv_mark
gv_key BackSpace BackSpace o r i g
gv_wait_trace "refsview: 2 of" 5
check rv-filter-remote "$(refs_with orig)" "$(shown)"
gv_key BackSpace BackSpace BackSpace BackSpace s i g n e d
gv_wait_trace "refsview: 1 of" 5
check rv-filter-one "refs/tags/v1.0-signed" "$(shown)"

# Return: the tag of a tag's commit, then the view is closed
gv_mark
gv_key Return
wait_primary "$(git rev-parse 'refs/tags/v1.0-signed^{commit}')" &&
	pass rv-return-tag-of-tag || fail rv-return-tag-of-tag "PRIMARY is '$(primary)'"
gv_wait_trace 'refsview: closed' 3 && pass rv-return-closes || fail rv-return-closes "no 'refsview: closed'"

# a branch whose commit the view does not have: said, PRIMARY kept
was=$(primary)
rv_open
rv_pick o u t s i d e
status_says rv-outside \
	"outside is commit $(git rev-parse --short=10 outside), which is not in this view"
check rv-outside-primary "$was" "$(primary)"

# a lightweight tag: its commit at once
rv_open
rv_pick l i g h t
wait_primary "$(git rev-parse 'light^{commit}')" && pass rv-return-light || fail rv-return-light "PRIMARY is '$(primary)'"

# Escape closes; the keys are the list's again (Down selects the next)
rv_open
gv_key Escape
gv_wait_trace 'refsview: closed' 3 && pass rv-escape || fail rv-escape "no 'refsview: closed'"
was=$(primary)
gv_key Down
wait_primary "$(git rev-parse 'light^{commit}~1')" && pass rv-escape-keys || fail rv-escape-keys "PRIMARY is '$(primary)' (was $was)"

quit_check rv-quit
