#!/bin/sh
# cmdline.sh - -v; git's errors: outside a repository, bad revisions and
# options give git's message on stderr, exit status 1 and no window; a
# mistyped option a line or two naming it, not git rev-list's usage.

. "$(dirname "$0")/../lib/lib.sh"

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

# a mistyped option: git rev-list answers with its 40-line usage, which
# names nothing; gitview exits 1 with a line or two that name it
# bad_option NAME OPTION ARGS...: gitview ARGS (OPTION among them)
bad_option()
{
	_bo_name=$1
	_bo_opt=$2
	shift 2
	gv_run "$@"
	gv_wait 10
	check "$_bo_name-exit-status" 1 $?
	grep -v '^gitview: trace: ' "$GV_ERR" > "$TEST_TMP/bo.err"
	_bo_n=$(wc -l < "$TEST_TMP/bo.err")
	if [ "$_bo_n" -ge 1 ] && [ "$_bo_n" -le 2 ] && grep -qF -- "$_bo_opt" "$TEST_TMP/bo.err"; then
		pass "$_bo_name-names-it"
	else
		fail "$_bo_name-names-it" "$_bo_n lines on stderr, expected 1 or 2 naming $_bo_opt" "$TEST_TMP/bo.err"
	fi
	check_empty "$_bo_name-no-window" "$(gv_windows)"
}
if [ "$(git rev-list --alll 2>&1 | wc -l)" -gt 2 ]; then
	pass bad-option-git-usage
else
	fail bad-option-git-usage "git rev-list --alll says it in 2 lines or fewer: nothing to test"
fi
bad_option bad-option --alll --alll
bad_option bad-option-among --no-such-option --all --no-such-option main -- README
bad_option bad-option-value --max-count --max-count
expect_git_error bad-revision-after-good HEAD nosuchrev
expect_git_error not-a-path-or-rev no/such/path
