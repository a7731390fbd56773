# clipmgr.sh - copies outlive the window: with a clipboard manager
# running (xfsettingsd of xfce4-settings, whose clipboard manager owns
# freedesktop's CLIPBOARD_MANAGER and saves, when asked to SAVE_TARGETS,
# what the asker owns; it does not copy CLIPBOARD by itself, as
# xfce4-clipman does), y then q leaves the selected commit's id on
# CLIPBOARD once gitview has exited, and q still exits 0; gitview stops
# waiting for the manager when it answers (the trace says in how long).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

repo_init "$TEST_TMP/r"
commit_at 1 root
commit_at 2 second
sha=$(git rev-parse HEAD)

start_x
# the manager in a D-Bus session of its own (its settings, xfconf, are
# asked over D-Bus); its pid goes in GV_PIDS, so that cleanup ends it,
# and dbus-run-session, left to see it go, ends its bus (the daemon and
# xfconfd). Ready once it has a window (xclip cannot ask who owns a
# selection): a manager not ready yet fails clipmgr-kept, never passes it
mkdir -p "$TEST_TMP/home"
HOME=$TEST_TMP/home NO_AT_BRIDGE=1 dbus-run-session -- xfsettingsd --no-daemon --disable-wm-check >"$TEST_TMP/manager.err" 2>&1 &
DRS_PID=$!
CM_PID=
_cm_found()
{
	CM_PID=$(proc_children "$DRS_PID" | awk '$3 ~ /xfsettingsd$/ { print $1; exit }')
	[ -n "$CM_PID" ] && [ -n "$(xdotool search --pid "$CM_PID" 2>/dev/null)" ]
}
if ! wait_for 10 _cm_found; then
	reap "$DRS_PID"
	fail clipmgr-manager "xfsettingsd has no window after 10 s" "$TEST_TMP/manager.err"
	exit 1
fi
GV_PIDS=" $CM_PID$GV_PIDS"

gv_start || exit 1
gv_wait_loaded 10
wait_primary "$sha" 5 || { fail clipmgr-select "PRIMARY is $(describe "$(primary)"), not HEAD"; exit 1; }
gv_key y
wait_for 5 _clipboard_is "$sha" || fail clipmgr-y "CLIPBOARD is '$(clipboard)' after y, not $sha"
t0=$(_now_ms)
quit_check clipmgr-quit
echo "# q to exit: $(($(_now_ms) - t0)) ms"
# the wait for the manager, from the trace: it ended on its answer (or on
# its taking CLIPBOARD over), not on the 2 s gitview gives it
SAVED=$(sed -n 's/.*gitview: trace: clipboard saved in \([0-9.]*\) ms: \(.*\)/\1 ms, \2/p' "$GV_ERR")
echo "# clipboard saved in $SAVED"
case $SAVED in
[0-9]*) pass clipmgr-save-ends ;;
*) fail clipmgr-save-ends "no 'clipboard saved in N ms' in the trace: $(grep 'clipboard' "$GV_ERR" | tail -n 1)" ;;
esac
check clipmgr-kept "$sha" "$(clipboard)"
proc_alive "$CM_PID" && pass clipmgr-manager-alive || fail clipmgr-manager-alive "xfsettingsd died" "$TEST_TMP/manager.err"
reap "$CM_PID"
wait_for 5 proc_gone "$DRS_PID" || reap "$DRS_PID"
