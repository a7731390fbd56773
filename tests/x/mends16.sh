#!/bin/sh
# mends16.sh - what issue 16 found: author and committer names decoded
# with the commit's encoding (ISO-8859-1), as git log shows them; a tag
# of a tag labels its commit; a git rev-list killed before its first
# line, with the window open, leaves the window and says so in red;
# gitview src/ (paths without --) keeps path: finds working; a history
# of more than 100,000 commits without a commit-graph file says once
# that one would make it faster, and gitview writes none.

. "$(dirname "$0")/../lib.sh"
. "$TOP/tests/paneslib.sh"
start_x

git init -q "$TEST_TMP/r" && cd "$TEST_TMP/r" || exit 1
commit_at -f sub/f.txt 1 "m: one"
commit_at -f sub/f.txt 2 "m: two"
# an ISO-8859-1 commit: the names' bytes in Latin-1, as the header says
echo three >> sub/f.txt
git add sub/f.txt
GIT_AUTHOR_NAME=$(printf 'J\366rg L\344mmer') GIT_COMMITTER_NAME=$(printf 'Ren\351e K\366nig') \
	at 3 git -c i18n.commitEncoding=ISO-8859-1 commit -q -m "$(printf 'm: dr\351i')"
LATIN=$(git rev-parse HEAD)
commit_at -f top.txt 4 "m: four"
# a tag of a tag of "m: two"
at 5 git tag -a -m inner inner HEAD~2
at 6 git -c advice.nestedTag=false tag -a -m outer outer inner
TWO=$(git rev-parse HEAD~2)
[ "$(git cat-file -t outer^{})" = commit ] && [ "$(git cat-file -t "$(git rev-parse outer)^{tag}")" = tag ] ||
	fail tags-fixture "test bug: outer is not a tag of a tag"

# --- names in their encoding -------------------------------------------------

gv_start || exit 1
gv_wait_loaded 10
pane_geometry || exit 1
select_commit "$LATIN" 1 || exit 1
git log -1 --date=format:'%Y-%m-%d %H:%M:%S %z' \
	--format='Author:    %an <%ae>  %ad%nCommitter: %cn <%ce>  %cd' "$LATIN" > "$TEST_TMP/want"
case $(cat "$TEST_TMP/want") in
*"Jörg Lämmer"*"Renée König"*) ;;
*) fail latin1-fixture "test bug: git log does not say Jörg Lämmer, Renée König: $(cat "$TEST_TMP/want")" ;;
esac
check latin1-author "$(sed -n 1p "$TEST_TMP/want")" "$(text_triple 1)"
check latin1-committer "$(sed -n 2p "$TEST_TMP/want")" "$(text_triple 2)"

# --- a tag of a tag ----------------------------------------------------------

select_commit "$TWO" 2 || exit 1
git_pane "$TWO" > "$TEST_TMP/pane"
k=$(grep -n '^Tags:' "$TEST_TMP/pane" | cut -d: -f1)
if [ -z "$k" ]; then
	fail tagtag-fixture "test bug: git names no tag at $(describe "$TWO")"
else
	check tagtag-pane "Tags:     inner, outer" "$(text_triple $((k - 1)))"
fi
if grep -q 'trace: run: git show-ref -d -- refs/tags/outer$' "$GV_ERR"; then
	pass tagtag-peeled-by-show-ref
else
	fail tagtag-peeled-by-show-ref "no 'git show-ref -d -- refs/tags/outer' in the trace"
fi
quit_check names-quit

# --- gitview sub/: path: finds --------------------------------------------------

gv_start sub/ || exit 1
gv_wait_loaded 10
n=$(git rev-list HEAD -- sub/f.txt | wc -l | tr -d ' ')
gv_mark
gv_key slash
xdotool type --delay 10 -- "path:sub/f.txt"
gv_key Return
if gv_wait_trace 'find done' 10; then
	check pathfind-no-dashdash "find done $n matches" "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*trace: .*\(find done [0-9]* matches\).*/\1/p' | tail -n 1)"
else
	fail pathfind-no-dashdash "no 'find done' within 10 s of /path:sub/f.txt"
fi
if tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q 'run: git rev-list --default HEAD -- sub/f.txt$'; then
	pass pathfind-leaves-view-paths
else
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'run:' > "$TEST_TMP/runs"
	fail pathfind-leaves-view-paths "the find did not run git rev-list --default HEAD -- sub/f.txt" "$TEST_TMP/runs"
fi
quit_check pathfind-quit

# --- git rev-list killed before its first line -----------------------------------

# a fake git on gitview's PATH: rev-list becomes a sleep that prints
# nothing; killed once the window is open
REALGIT=$(command -v git)
mkdir -p "$TEST_TMP/bin"
cat > "$TEST_TMP/bin/git" <<EOS
#!/bin/sh
[ "\$1" = rev-list ] && exec sleep 60
exec "$REALGIT" "\$@"
EOS
cat > "$TEST_TMP/bin/gitview" <<EOS
#!/bin/sh
PATH=$TEST_TMP/bin:\$PATH exec "$GITVIEW" "\$@"
EOS
chmod +x "$TEST_TMP/bin/git" "$TEST_TMP/bin/gitview"
REALGV=$GITVIEW
GITVIEW=$TEST_TMP/bin/gitview
_sleeping()
{
	proc_children "$GV_PID" | awk 'index($0, "sleep 60") { print $1; exit }'
}
_has_sleep()
{
	[ -n "$(_sleeping)" ]
}
gv_start || exit 1
if wait_for 5 _has_sleep; then
	gv_mark
	kill -9 "$(_sleeping)"
	if gv_wait_trace 'status: git rev-list stopped after 0 commits: Killed' 5; then
		pass revkill0-says
	else
		fail revkill0-says "no 'git rev-list stopped after 0 commits: Killed' in the status line" "$GV_ERR"
	fi
	if proc_alive "$GV_PID"; then
		pass revkill0-window-stays
	else
		fail revkill0-window-stays "gitview exited" "$GV_ERR"
	fi
	check revkill0-window "$GV_WID" "$(gv_windows | head -n 1)"
	_red()
	{
		proc_alive "$GV_PID" || return 1  # import waits forever on a window gone
		gv_geometry
		gv_shot "$TEST_TMP/st.ppm" || return 1
		convert "$TEST_TMP/st.ppm" -crop "${GV_W}x24+0+$((GV_H - 24))" +repage -depth 8 txt:- 2>/dev/null |
			grep -q "#$ERRFG"
	}
	if wait_for 3 _red; then
		pass revkill0-drawn-red
	else
		fail revkill0-drawn-red "no pixel of the error colour #$ERRFG in the bottom 24 rows"
	fi
	quit_check revkill0-quit
else
	fail revkill0 "no git rev-list (the fake's sleep) under gitview within 5 s"
	gv_kill
fi

# --- a long history without a commit-graph file ---------------------------------

# 100,001 commits in a line: past 100,000 gitview says once that a
# commit-graph file would load it faster, and writes none itself
git init -q "$TEST_TMP/long" && cd "$TEST_TMP/long" || exit 1
awk -v epoch="$TEST_EPOCH" 'BEGIN {
	for (i = 1; i <= 100001; i++) {
		print "commit refs/heads/main"
		printf "mark :%d\n", i
		printf "author A U Thor <author@example.com> %d +0000\n", epoch + 60 * i
		printf "committer C O Mitter <committer@example.com> %d +0000\n", epoch + 60 * i
		printf "data <<EOF\nlong: commit %d\nEOF\n", i
		if (i > 1)
			printf "from :%d\n", i - 1
	}
}' | git fast-import --quiet || fail long-fixture "git fast-import failed"
GITVIEW=$REALGV
_graphfile()
{
	ls "$(git rev-parse --git-path objects/info)" 2>/dev/null | grep -q commit-graph
}
if _graphfile; then
	fail long-fixture "test bug: the repository has a commit-graph file already"
fi
gv_start || exit 1
gv_wait_loaded 30
if gv_wait_trace 'status: 100001 commits: `git commit-graph write --reachable` would make them load about [0-9]* times faster' 5; then
	pass graphhint-says
else
	grep 'status:' "$GV_ERR" > "$TEST_TMP/st"
	fail graphhint-says "no status message naming git commit-graph write --reachable" "$TEST_TMP/st"
fi
quit_check graphhint-quit
if _graphfile; then
	fail graphhint-writes-nothing "a commit-graph file appeared: gitview wrote to the repository"
else
	pass graphhint-writes-nothing
fi
check graphhint-once 1 "$(grep -c 'status: .*commit-graph write' "$GV_ERR")"
git commit-graph write --reachable 2>/dev/null
gv_start || exit 1
gv_wait_loaded 30
gv_sync > /dev/null
check graphhint-not-with-a-graph 0 "$(grep -c 'status: .*commit-graph write' "$GV_ERR")"
quit_check graphhint-graph-quit
