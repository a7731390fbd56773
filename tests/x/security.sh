#!/bin/sh
# security.sh - nothing the repository or the user types is run or taken
# as an option. The fixture configures an external diff, a textconv
# driver and an fsmonitor hook that would each leave a marker file (git
# itself runs them, which the test checks first); gitview then shows the
# patches, the file view, a pickaxe find and a goto, and no marker may
# appear. Patterns and goto text shaped like options (`--output=FILE`)
# must not create FILE. Every command line in the trace must carry
# --no-ext-diff --no-textconv where git would diff, and no user string
# may stand alone where git would read it as an option.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

EVIL=$TEST_TMP/evil.sh
RAN=$TEST_TMP/ran
cat > "$EVIL" <<EOF
#!/bin/sh
echo "\$0 \$*" >> "$RAN"
cat "\$1" 2>/dev/null
exit 0
EOF
chmod +x "$EVIL"

repo_init "$TEST_TMP/sec"
printf 'one\nsecret-token\n' > a.txt
echo '* diff=evil' > .gitattributes
git add a.txt .gitattributes
at 1 git commit -q -m 'first: $(touch pwned) `touch pwned`; touch pwned'
printf 'one\ntwo\n' > a.txt
at 2 git commit -q -am 'second removes the token'
git config diff.external "$EVIL"
git config diff.evil.textconv "$EVIL"
git config diff.evil.command "$EVIL"
git config core.fsmonitor "$EVIL"

# the fixture is armed: git runs the hooks when not told otherwise
rm -f "$RAN"
git log -p -1 > /dev/null 2>&1
git blame a.txt > /dev/null 2>&1
if [ -s "$RAN" ]; then
	pass sec-fixture-armed
else
	fail sec-fixture-armed "test bug: git log -p and git blame ran no hook"
fi
rm -f "$RAN"

git rev-list HEAD > "$TEST_TMP/order"
C2=$(sed -n 1p "$TEST_TMP/order") C1=$(sed -n 2p "$TEST_TMP/order")

start_x
gv_open -o "$TEST_TMP/order" sec-start "$C2"
gv_wait_patch "$C2" 5 || fail sec-patch-c2 "no trace 'patch $C2 done'"
gv_mark
gv_key Down
expect_primary sec-down "$C1" "$TEST_TMP/order"
gv_wait_patch "$C1" 5 || fail sec-patch-c1 "no trace 'patch $C1 done'"

# the file view of a.txt (the files pane has the focus after two Tabs)
gv_mark
gv_key Tab Tab b
if gv_wait_trace 'run: git.* blame' 5 && gv_wait_trace 'run: git cat-file blob' 5; then
	pass sec-file-view
else
	fail sec-file-view "no git blame and cat-file blob in the trace after b"
fi
wait_for 10 fv_idle || fail sec-file-view-ends "git blame or cat-file blob still running 10 s after b"
# back to the patch and the focus to the files pane, where b was
# pressed; Tab: to the list
gv_key Escape Tab

# a pickaxe find, and finds and a goto shaped like options
gv_mark
ask slash 'adds:secret-token'
if gv_wait_trace 'find done' 10; then
	pass sec-pickaxe-ran
else
	fail sec-pickaxe-ran "no 'find done' in the trace after /adds:secret-token"
fi
for pat in "--output=$TEST_TMP/pwned1" "path:--output=$TEST_TMP/pwned2" \
	"adds:--output=$TEST_TMP/pwned3" "author:--output=$TEST_TMP/pwned4"; do
	gv_mark
	ask slash "$pat"
	gv_wait_trace 'find done' 5
done
gv_mark
gv_key colon
gv_type "--output=$TEST_TMP/pwned5"
gv_key Return
gv_wait_trace 'run: git rev-parse --verify --end-of-options ' 5 &&
	wait_for 5 _no_revparse
gv_key Escape
gv_sync > /dev/null
if proc_alive "$GV_PID"; then
	pass sec-alive
else
	fail sec-alive "gitview exited"
fi
quit_check sec-quit

if [ -s "$RAN" ]; then
	fail sec-no-hook-ran "a repository hook ran:" "$RAN"
else
	pass sec-no-hook-ran
fi
_pw=$(ls "$TEST_TMP" "$TEST_TMP/sec" | grep pwned)
if [ -z "$_pw" ]; then
	pass sec-no-option-injection
else
	fail sec-no-option-injection "files written by an option in a user string: $_pw"
fi

# every command line: diffs without drivers, user strings never alone
grep 'gitview: trace: run: ' "$GV_ERR" | sed 's/^gitview: trace: run: //' > "$TEST_TMP/runs"
awk '
	/^git (diff-tree|log) / && !(/ --no-ext-diff / && / --no-textconv /) { print "no --no-ext-diff --no-textconv: " $0 }
	/^git (-C [^ ]+ )?blame / && !/ --no-textconv / { print "no --no-textconv: " $0 }
	/ --output=/ && !/(--grep=|--author=|-S|-- |--end-of-options )--output=/ { print "an option from a user string: " $0 }
' "$TEST_TMP/runs" > "$TEST_TMP/badruns"
if [ -s "$TEST_TMP/runs" ] && [ ! -s "$TEST_TMP/badruns" ] &&
   grep -q '^git rev-parse --verify --end-of-options --output=' "$TEST_TMP/runs"; then
	pass sec-argv
else
	{ cat "$TEST_TMP/badruns"; echo "all runs:"; cat "$TEST_TMP/runs"; } > "$TEST_TMP/argv.diag"
	fail sec-argv "command lines (want drivers off, user strings bound, the goto after --end-of-options):" "$TEST_TMP/argv.diag"
fi

# a partial clone whose promisor remote is reached through core.sshCommand:
# a missing blob would make git fetch, running the command; gitview's git
# must not (the patch and the file view then lack the blob, and say so)
repo_init "$TEST_TMP/psrc"
echo hello > a.txt && git add a.txt && at 1 git commit -q -m one
echo two >> a.txt && at 2 git commit -q -am two
git config uploadpack.allowfilter true
git clone -q --no-checkout --filter=blob:none "file://$TEST_TMP/psrc" "$TEST_TMP/part" &&
	cd "$TEST_TMP/part" || exit 1
git config remote.origin.url ssh://example.invalid/r
git config core.sshCommand "$EVIL"
rm -f "$RAN"
git cat-file blob HEAD:a.txt > /dev/null 2>&1
if [ -s "$RAN" ]; then
	pass sec-partial-armed
else
	fail sec-partial-armed "test bug: git cat-file of a missing blob ran no core.sshCommand"
fi
rm -f "$RAN"
gv_open sec-partial-start "$(git rev-parse HEAD)"
gv_wait_patch "$(git rev-parse HEAD)" 5
gv_mark
gv_key Tab Tab b
gv_wait_trace 'run: git cat-file blob' 5
# a lazy fetch would run under the blame or the cat-file: both end first
wait_for 10 fv_idle
quit_check sec-partial-quit
if [ -s "$RAN" ]; then
	fail sec-partial-no-fetch "a lazy fetch ran core.sshCommand:" "$RAN"
else
	pass sec-partial-no-fetch
fi
