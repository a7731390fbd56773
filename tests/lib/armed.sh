# tests/lib/armed.sh - sourced by tests/x/armed.sh and armedkinds.sh: the
# armed repositories of tests/fixtures/armed.sh, a copy of each, and a
# session of gitview in one that presses keys and waits for their git.

A=$FIXTURES/armed
MARKS=$A/marks
EVIL=$A/bin/evil
fixture "$A/.stamp" armed

# e runs config.def.h's difftool, meld: a harmless one that only says so
mkdir -p "$TEST_TMP/bin"
printf '#!/bin/sh\necho "$@" >> "%s/difftool"\n' "$TEST_TMP" > "$TEST_TMP/bin/meld"
chmod +x "$TEST_TMP/bin/meld"
PATH=$TEST_TMP/bin:$PATH
export PATH

# fresh KIND: a copy of the armed repository KIND in $TEST_TMP/KIND, the
# current directory; cp -a keeps b.txt racily clean
fresh()
{
	rm -rf "${TEST_TMP:?}/$1" "$MARKS"
	mkdir -p "$MARKS"
	cp -a "$A/$1" "$TEST_TMP/$1"
	cd "$TEST_TMP/$1" || exit 1
}

# proof KIND MARK GIT-ARGS...: git itself runs the program (armed-KIND-MARK)
proof()
{
	_pk=$1 _pm=$2
	shift 2
	fresh "$_pk"
	git "$@" > /dev/null 2>&1 < /dev/null
	if [ -s "$MARKS/$_pm" ]; then
		pass "armed-$_pk-$_pm"
	else
		fail "armed-$_pk-$_pm" "test bug: git $* ran no $_pm in $_pk"
	fi
}

# _idle: no child of gitview runs but cat-file --batch (a zombie is one
# not reaped yet: gitview has not seen it end); ps, where proc_children
# reads all of /proc, a fifth of a second on a busy machine
_idle()
{
	proc_alive "$GV_PID" || return 1
	! ps -o stat=,args= --ppid "$GV_PID" | grep -v '^S.* git cat-file --batch$' | grep -q .
}

# _selected: the last commit selected since the mark ("unstaged" and
# "staged" for the local rows), or nothing
_selected()
{
	tail -n +$((GV_MARK + 1)) "$GV_ERR" |
		sed -n 's/.*trace: +[0-9.]*ms selected \(.*\)/\1/p' | tail -n 1
}

# press [-n] [-w PATTERN] KEY...: press the keys; wait for gitview to
# take the last (not with -n: Escape closing a view is not in keys[]),
# for the patch of a commit it selected, for PATTERN in the trace, then
# for every git it started to end
press()
{
	_pn= _pw=
	[ "$1" = -n ] && { _pn=1; shift; }
	[ "$1" = -w ] && { _pw=$2; shift 2; }
	gv_mark
	gv_key "$@"
	[ -n "$_pn" ] || gv_wait_trace "key " 3 || KEYMISS="$KEYMISS $*"
	_ps=$(_selected)
	[ -n "$_ps" ] && { gv_wait_patch "$_ps" 10 || SLOW="$SLOW $*(patch)"; }
	[ -n "$_pw" ] && { gv_wait_trace "$_pw" 10 || SLOW="$SLOW $*($_pw)"; }
	wait_for 10 _idle || SLOW="$SLOW $*(idle)"
}

# prompt KEY TEXT: a find, filter or goto typed and run, as press
prompt()
{
	gv_mark
	gv_key "$1" ctrl+u
	[ -n "$2" ] && gv_type "$2"
	gv_key Return
	gv_wait_trace 'find done\|selected\|status: \|run: git rev-parse' 10 ||
		SLOW="$SLOW $1:$2"
	_ps=$(_selected)
	[ -n "$_ps" ] && gv_wait_patch "$_ps" 10
	wait_for 10 _idle || SLOW="$SLOW $1:$2(idle)"
}

PATCH='patch .* done'

# the keys whose git a kind can reach where another does not: the local
# changes row, Y, M on the merge, R
keys_kind()
{
	press Up; press Down
	press -w 'status: ' Y
	press m; press Down
	press -w "$PATCH\\|status: " M
	press -w "$PATCH\\|status: " M
	press -w "$PATCH\\|status: " M
	press -w "$PATCH\\|status: no range-diff" R; press -n Escape
}

# the file view, o, L, e, the pickaxe
keys_git()
{
	prompt colon "$HEADID"
	press Tab Tab
	press Down
	press e
	wait_for 10 test -s "$TEST_TMP/difftool" || SLOW="$SLOW e(difftool)"
	press -w 'run: git cat-file blob' b
	press o; press -n Escape
	press -w 'run: git cat-file blob' b
	press L; press -n Escape; press -n Escape; press -n Escape
	prompt slash 'adds:two'; prompt slash 'changes:merged'
}

# the rest of config.def.h's keys[], pane by pane
keys_all()
{
	# the list
	press k; press j; press Next; press Prior; press End; press G
	press Home; press g; press space; press Return
	# a view of views[] (2: --all) and back
	press -w 'loaded' 2; press -w 'loaded' alt+Left
	# the patch's options
	press -w "$PATCH" w; press -w "$PATCH" w
	press -w "$PATCH" minus; press -w "$PATCH" plus
	press -w "$PATCH" equal; press KP_Subtract; press KP_Add
	press a; press W; press s; press s; press W
	# the commit pane
	prompt colon "$HEADID"
	press Tab
	press Down; press j; press Up; press k; press space; press Next
	press Prior; press End; press G; press Home; press g
	press bracketright; press bracketleft; press Right; press Left
	press shift+Down; press shift+Up; press c; press Return
	# the files pane
	prompt colon "$HEADID"
	press Tab Tab
	press Down; press j; press Up; press k; press Next; press Prior
	press End; press G; press Home; press g; press c; press Return
	press h; press -n Escape
	press slash; press -n Escape
	# the file view's own keys, the tree
	press -w 'run: git cat-file blob' b
	press Down; press comma; press less; press w; press C; press p
	press -n Escape; press -n Escape
	press t; press -n Escape
	# finds, a filter, refs, keys, the menu, history, reload, zoom
	prompt slash 'path:a.txt'; prompt question 'armed'
	press n; press N
	prompt ampersand 'merge'; press ampersand; press -n ctrl+u Return
	press F2; press -n Escape; press F1; press -n Escape
	press Menu; press -n Escape; press shift+F10; press -n Escape
	press alt+Left; press alt+Right
	press -w 'loaded' r
	# F4's arguments and back
	prompt F4 '--all -- a.txt'; press -w 'loaded' alt+Left
	# folded merges: the line, a fold opened on the merge and shut
	prompt colon "$HEADID"
	press -w 'loaded' z; press Down; press -w 'fold open' Right; press Left
	press -w 'loaded' z
	press ctrl+plus; press ctrl+equal; press ctrl+KP_Add; press ctrl+minus
	press ctrl+KP_Subtract; press ctrl+0
	# copies, a compare both ways
	prompt colon "$MERGEID"
	press y; press m
	prompt colon "$HEADID"
	press -w "$PATCH" d; press -n -w "$PATCH" Escape
	press -w "$PATCH" D; press -n -w "$PATCH" Escape
}

# the commit's actions (config.def.h's usercmds[]), each confirmed: a
# branch and a tag at the merge (reference-transaction hook); a hard reset
# to HEAD (the local change goes: smudge, clean); a checkout of the merge
# (smudge, post-checkout); a cherry-pick of HEAD onto it and a revert of
# that (commit hooks, commit.gpgSign); a cherry-pick of side's commit,
# whose a.txt needs the merge driver: git fails, and gitview says it runs
# no driver. Then what git says they did.
keys_write()
{
	_kw_side=$(git rev-parse side)
	prompt colon "$MERGEID"
	press -n -w 'ask: ' B; gv_type fromgv; press -n -w 'status: git branch fromgv' Return
	press -n -w 'ask: ' T; gv_type tgv; press -n -w 'status: git tag tgv' Return
	prompt colon "$HEADID"
	press -n -w 'status: Reset' X; press -n -w 'status: really' h
	press -n -w 'status: git reset' y
	prompt colon "$MERGEID"
	press -n -w 'status: run git checkout' O; press -n -w 'status: git checkout' y
	prompt colon "$HEADID"
	press -n -w 'status: run git cherry-pick' C; press -n -w 'status: git cherry-pick' y
	_kw_pick=$(git rev-parse HEAD)
	prompt colon "$_kw_side"
	press -n -w 'status: run git cherry-pick' C; press -n -w 'status: git cherry-pick' y
	_gv_since "status: git cherry-pick $_kw_side: .*(gitview runs no merge.ev.driver" &&
		_kw_driver=yes
	prompt colon "$_kw_pick"
	press -n -w 'status: run git revert' V; press -n -w 'status: git revert' y
	{
		[ "$(git rev-parse -q --verify fromgv)" = "$MERGEID" ] || echo "no branch fromgv"
		[ "$(git rev-parse -q --verify tgv)" = "$MERGEID" ] || echo "no tag tgv"
		[ "$(git rev-parse HEAD~2)" = "$MERGEID" ] || echo "HEAD~2 is not the merge"
		# log.showSignature is the repository's: gpg.program would run
		[ "$(git log -1 --no-show-signature --format=%s)" = \
		  "Revert \"$(git log -1 --no-show-signature --format=%s "$HEADID")\"" ] ||
			echo "HEAD is no revert of the pick"
		[ -n "${_kw_driver:-}" ] || echo "side's pick: not said that no merge driver runs"
	} > "$TEST_TMP/write"
	if [ -s "$TEST_TMP/write" ]; then
		fail armed-write-done "the actions did not do what they say" "$TEST_TMP/write"
	else
		pass armed-write-done
	fi
}

# session NAME KEYS...: gitview in the current directory (ARMED_ARGS its
# arguments), those keys, q
session()
{
	_sn=$1
	shift
	HEADID=$(git rev-parse HEAD) MERGEID=$(git rev-parse HEAD~1)
	KEYMISS= SLOW=
	# shellcheck disable=SC2086 # the arguments are words
	gv_start ${ARMED_ARGS:-} || return 1
	gv_wait_loaded 10 || SLOW="$SLOW start(loaded)"
	gv_wait_patch "$HEADID" 10 || SLOW="$SLOW start(patch)"
	gv_wait_trace 'local rows' 10 || SLOW="$SLOW start(local rows)"
	wait_for 10 _idle || SLOW="$SLOW start(idle)"
	for _k; do
		"$_k"
	done
	[ -z "$KEYMISS" ] || echo "    $_sn: keys not in keys[] there:$KEYMISS"
	if [ -z "$SLOW" ]; then
		pass "armed-$_sn-keys"
	else
		fail "armed-$_sn-keys" "what a key should have run did not show in 10 s:$SLOW"
	fi
	quit_check "armed-$_sn-quit"
}

# armed KIND KEYS...: gitview in a copy of KIND, those keys, q; no
# marker may be left. ARMED_NAME: the session's name, when not KIND
armed()
{
	_ak=$1 _an=${ARMED_NAME:-$1}
	shift
	fresh "$_ak"
	rm -f "$TEST_TMP/difftool"
	session "$_an" "$@"
	if [ -n "$(ls "$MARKS")" ]; then
		for _am in "$MARKS"/*; do
			echo "$(basename "$_am"): $(head -n 3 "$_am")"
		done > "$TEST_TMP/ran"
		fail "armed-$_an-none-ran" "the repository's programs ran:" "$TEST_TMP/ran"
	else
		pass "armed-$_an-none-ran"
	fi
}
