#!/bin/sh
# picker.sh - gitview -p: Return in the list prints the selected commit's
# full id and a newline on stdout and exits 0; q and Escape exit 1 and
# print nothing; with a mark (m) it prints MARK..SELECTED; the other
# arguments go to git as without -p; without
# -p, Return in the list prints nothing and q exits 0. The picker says so
# in the status line; a destroyed window ends it (1); on a local changes
# row Return and m say there is no id.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

# gitview's stdout goes to $GV_OUT: a wrapper that becomes gitview (exec
# keeps the pid gv_run knows)
mkdir -p "$TEST_TMP/bin"
cat > "$TEST_TMP/bin/gitview" <<EOS
#!/bin/sh
exec "$GITVIEW" "\$@" > "\$GV_OUT"
EOS
chmod +x "$TEST_TMP/bin/gitview"
GITVIEW=$TEST_TMP/bin/gitview
GV_OUT=$TEST_TMP/out
export GV_OUT

# pick NAME STATUS EXPECTED-FILE: gitview exits with STATUS, and its
# stdout is EXPECTED-FILE's bytes
picked()
{
	gv_wait 5
	check "$1-exit-status" "$2" $?
	if cmp -s "$3" "$GV_OUT"; then
		pass "$1-stdout"
	else
		od -c "$GV_OUT" | head -n 5 > "$TEST_TMP/od"
		fail "$1-stdout" "stdout is not $(od -c "$3" | head -n 2 | tr -s ' ' | tr '\n' ' ')" "$TEST_TMP/od"
	fi
}

in_fixture linear
git rev-list HEAD > "$TEST_TMP/order"

# Return on the third commit
gv_open return-start "$(sed -n 1p "$TEST_TMP/order")" -p
gv_key j j
expect_primary return-moved "$(sed -n 3p "$TEST_TMP/order")"
gv_key Return
git rev-parse HEAD~2 > "$TEST_TMP/want"
picked return 0 "$TEST_TMP/want"

# q and Escape: nothing, 1
: > "$TEST_TMP/empty"
gv_start -p || exit 1
gv_wait_loaded 10
gv_key j
expect_primary q-moved "$(sed -n 2p "$TEST_TMP/order")"
gv_key q
picked q 1 "$TEST_TMP/empty"

gv_start -p || exit 1
gv_wait_loaded 10
gv_key Escape
picked escape 1 "$TEST_TMP/empty"

# with a mark (m): MARK..SELECTED
gv_start -p || exit 1
gv_wait_loaded 10
gv_key j m j j
expect_primary mark-moved "$(sed -n 4p "$TEST_TMP/order")"
gv_key Return
echo "$(git rev-parse HEAD~1)..$(git rev-parse HEAD~3)" > "$TEST_TMP/want"
picked mark 0 "$TEST_TMP/want"

# with git's arguments: a range, path limiting, --first-parent
in_fixture merges
git rev-list --first-parent main^ -- sub > "$TEST_TMP/order"
if [ "$(wc -l < "$TEST_TMP/order")" -lt 2 ]; then
	fail args-fixture "test bug: git rev-list --first-parent main^ -- sub lists fewer than 2 commits"
else
	gv_start -p --first-parent main^ -- sub || exit 1
	gv_wait_loaded 10
	gv_key End
	expect_primary args-end "$(tail -n 1 "$TEST_TMP/order")"
	gv_key Return
	tail -n 1 "$TEST_TMP/order" > "$TEST_TMP/want"
	picked args 0 "$TEST_TMP/want"
	if grep -q 'trace: run: git rev-list --parents --default HEAD --first-parent main^ -- sub$' "$GV_ERR"; then
		pass args-untouched
	else
		grep 'run: git rev-list' "$GV_ERR" > "$TEST_TMP/runs"
		fail args-untouched "git rev-list did not get the arguments after -p as given" "$TEST_TMP/runs"
	fi
fi

# without -p, Return in the list prints nothing and q exits 0
gv_start || exit 1
gv_wait_loaded 10
gv_key Return
if gv_sync > /dev/null && proc_alive "$GV_PID"; then
	pass no-picker-return-stays
else
	fail no-picker-return-stays "gitview without -p is gone or does not answer after Return"
fi
gv_key q
picked no-picker-q 0 "$TEST_TMP/empty"

# -p says in the status line that it is a picker
in_fixture linear
gv_start -p || exit 1
gv_wait_loaded 10
if grep -q 'trace: status: picker: Return prints' "$GV_ERR"; then
	pass picker-says-so
else
	grep 'status:' "$GV_ERR" > "$TEST_TMP/said"
	fail picker-says-so "no status line saying it is a picker" "$TEST_TMP/said"
fi

# the window destroyed without WM_DELETE_WINDOW (xdotool windowclose, a
# window manager that destroys): the end, as closing it is: 1 for the
# picker, printing nothing; without -p, 0
gv_key j
expect_primary destroyed-moved "$(git rev-parse HEAD~1)"
xdotool windowclose "$GV_WID"
picked destroyed 1 "$TEST_TMP/empty"
gv_start || exit 1
gv_wait_loaded 10
xdotool windowclose "$GV_WID"
picked destroyed-no-picker 0 "$TEST_TMP/empty"

# a local changes row has no id: Return and m say so, print nothing
# and set no mark; the picker goes on
repo_init "$TEST_TMP/lc"
commit_at -f a.txt 1 "lc: one"
commit_at -f a.txt 2 "lc: two"
echo 'not in the index' >> a.txt
gv_open local-start "$(git rev-parse HEAD)" -p
gv_mark
gv_key k
if gv_wait_trace 'selected unstaged$' 5; then
	pass local-selected
else
	fail local-selected "k: no trace 'selected unstaged'"
fi
gv_mark
gv_key Return
if gv_wait_trace 'status: local changes have no id to print' 3; then
	pass local-return-says
else
	fail local-return-says "Return on the local row: no status saying why nothing is printed"
fi
if proc_alive "$GV_PID"; then
	pass local-return-stays
else
	fail local-return-stays "the picker ended on Return on a local row"
fi
gv_mark
gv_key m
if gv_wait_trace 'status: local changes have no id to mark' 3; then
	pass local-m-says
else
	fail local-m-says "m on the local row: no status saying why nothing is marked"
fi
gv_key j
expect_primary local-back-to-head "$(git rev-parse HEAD)"
gv_key Return
git rev-parse HEAD > "$TEST_TMP/want"
picked local-then-head 0 "$TEST_TMP/want"
