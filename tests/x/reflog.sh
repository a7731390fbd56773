#!/bin/sh
# reflog.sh - -g and --walk-reflogs list a reflog as git log -g does: every
# entry in git's order, a commit as often as the reflog has it (the
# fixture's topic was rebased twice: 24 entries, 15 commits), each row's
# subject the entry's selector and message (git log -g --oneline's), its
# header a Reflog: line, PRIMARY the entry's commit. Everything expected
# comes from git rev-list -g and git log -g.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_real reflog

# title_is TEXT: the window's title reads TEXT
title_is()
{
	[ "$(gv_title)" = "$1" ]
}

# gcheck NAME ARGS...: gitview ARGS (-g and a ref) lists git rev-list
# ARGS's entries: their count, then with j from the first row, each
# row's commit (PRIMARY) and title (its selector and reflog message)
gcheck()
{
	_gc=$1
	shift
	git rev-list "$@" > "$TEST_TMP/ids"
	git log --format='%gd: %gs' "$@" > "$TEST_TMP/lines"
	_gc_n=$(wc -l < "$TEST_TMP/ids")
	if [ "$_gc_n" -lt 2 ] || [ "$(wc -l < "$TEST_TMP/lines")" != "$_gc_n" ]; then
		fail "$_gc-fixture" "test bug: git rev-list $* lists $_gc_n entries"
		return 1
	fi
	gv_start "$@" || return 1
	gv_wait_loaded 10
	check "$_gc-count" "$_gc_n" "$(gv_loaded_count)"
	: > "$TEST_TMP/got.ids"
	: > "$TEST_TMP/got.titles"
	: > "$TEST_TMP/want.titles"
	_gc_k=1
	while [ $_gc_k -le "$_gc_n" ]; do
		_gc_id=$(sed -n "${_gc_k}p" "$TEST_TMP/ids")
		_gc_t=$(sed -n "${_gc_k}p" "$TEST_TMP/lines")
		_gc_t="gitview: reflog: $(echo "$_gc_id" | cut -c1-7) $_gc_t"
		echo "$_gc_t" >> "$TEST_TMP/want.titles"
		[ $_gc_k -gt 1 ] && gv_key j
		wait_for 3 title_is "$_gc_t"
		gv_title >> "$TEST_TMP/got.titles"
		primary >> "$TEST_TMP/got.ids"
		echo >> "$TEST_TMP/got.ids"
		_gc_k=$((_gc_k + 1))
	done
	sed -i '/^$/d' "$TEST_TMP/got.ids"
	check_file "$_gc-entries" "$TEST_TMP/ids" "$TEST_TMP/got.ids"
	check_file "$_gc-titles" "$TEST_TMP/want.titles" "$TEST_TMP/got.titles"
}

# HEAD's reflog has commits more than once (the rebases' picks and finishes)
if [ "$(git rev-list -g HEAD | sort -u | wc -l)" -lt "$(git rev-list -g HEAD | wc -l)" ]; then
	pass reflog-fixture
else
	fail reflog-fixture "test bug: HEAD's reflog has no commit twice"
fi
gcheck head -g HEAD
# the last entry's header: a Reflog: line under commit, as git log -g's
pane_geometry || { gv_kill; exit 1; }
want="Reflog:   $(tail -n 1 "$TEST_TMP/lines")"
got=$(pane_visible 3 | grep '^Reflog: ')
check reflog-header "$want" "$got"
quit_check reflog-quit

gcheck topic --walk-reflogs topic
quit_check reflog-topic-quit

# a filter (&) lists the matching commits once each with their own
# subjects: its graph numbers them anew, so no entry's line is shown
gv_start -g || exit 1
gv_wait_loaded 10
ask ampersand t2
gv_wait_trace 'find done' 5
id=$(git log -g --format=%H --grep=t2 HEAD | head -n 1)
want="gitview: reflog: $(echo "$id" | cut -c1-7) $(git log -1 --format=%s "$id")"
[ -n "$id" ] || want=
wait_for 3 title_is "$want"
check reflog-filter-subjects "$want" "$(gv_title)"
quit_check reflog-filter-quit
