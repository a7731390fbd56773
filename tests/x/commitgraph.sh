#!/bin/sh
# commitgraph.sh - a long history without a commit-graph file: past
# 100,000 commits gitview says once, in the status line, that
# `git commit-graph write --reachable` would load it faster, and writes
# none itself; once the file is there it says nothing.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

# 100,001 commits in a line
repo_init "$TEST_TMP/long"
line_history 100001 long || fail long-fixture "git fast-import failed"
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
