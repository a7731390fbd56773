#!/bin/sh
# cmdline.sh - -v; git's errors: outside a repository, bad revisions and
# options give git's message on stderr, exit status 1 and no window.

. "$(dirname "$0")/../lib.sh"

# -v needs no display
v=$(env -u DISPLAY "$GITVIEW" -v 2>"$TEST_TMP/v.err")
st=$?
check v-exit-status 0 $st
if printf '%s\n' "$v" | grep -Eqx 'gitview-[0-9][^ ]*'; then
	pass v-output
else
	fail v-output "'$v' does not match ^gitview-[0-9]"
fi
ver=$(sed -n 's/^VERSION *= *//p' "$TOP/config.mk")
[ -n "$ver" ] && check v-matches-config-mk "gitview-$ver" "$v"

start_x

# expect_git_error NAME ARGS...: gitview ARGS in the current directory
# fails like git rev-list ARGS: exit 1, git's first line on stderr, no window
expect_git_error()
{
	_name=$1
	shift
	_gitmsg=$(git rev-list --default HEAD "$@" 2>&1 >/dev/null | head -n 1)
	gv_run "$@"
	gv_wait 10
	_st=$?
	check "$_name-exit-status" 1 $_st
	if [ -z "$_gitmsg" ]; then
		fail "$_name-git-message" "git rev-list $* printed no message (test bug)"
	elif grep -qF -- "$_gitmsg" "$GV_ERR"; then
		pass "$_name-git-message"
	else
		echo "git says: $_gitmsg" > "$TEST_TMP/msg"
		echo "gitview stderr:" >> "$TEST_TMP/msg"
		cat "$GV_ERR" >> "$TEST_TMP/msg"
		fail "$_name-git-message" "stderr lacks git's message" "$TEST_TMP/msg"
	fi
	check_empty "$_name-no-window" "$(gv_windows)"
}

mkdir -p "$TEST_TMP/norepo/deeper"
cd "$TEST_TMP/norepo/deeper" || exit 1
GIT_CEILING_DIRECTORIES=$TEST_TMP
export GIT_CEILING_DIRECTORIES
if git rev-parse --git-dir >/dev/null 2>&1; then
	fail outside-setup "$PWD is inside a repository"
else
	expect_git_error outside
	expect_git_error outside-with-arg --all
	case $(cat "$GV_ERR") in
	*'not a git repository'*) pass outside-says-not-a-repo ;;
	*) fail outside-says-not-a-repo "stderr: $(cat "$GV_ERR")" ;;
	esac
fi
unset GIT_CEILING_DIRECTORIES

in_fixture linear
expect_git_error bad-revision nosuchrev
case $(cat "$GV_ERR") in
*'unknown revision'*|*'ambiguous argument'*) pass bad-revision-says-unknown ;;
*) fail bad-revision-says-unknown "stderr: $(cat "$GV_ERR")" ;;
esac
expect_git_error bad-range HEAD..nosuchrev
expect_git_error bad-option --no-such-option
expect_git_error bad-revision-after-good HEAD nosuchrev
expect_git_error not-a-path-or-rev no/such/path
