/* See LICENSE file for copyright and license details.
 *
 * door.c: the dispatcher's door for the window (gitview.h's "the
 * window's input"), beside gitview.c and on top of the parts as it is:
 * keys[]'s and buttons[]'s commands mapped to the parts' actions in one
 * table (actions[]), a key offered to the parts that take keys top first
 * (keyparts[]), the pointer's commands on what the window found under
 * it (a Click), and the loop's turn: the core's timeouts, its pipes, its
 * start and its end. x.c calls nothing of the core's but through here
 * and gitview.h. Start reading at door_key().
 */
#include <sys/types.h>

#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "live.h"
#include "list.h"
#include "fold.h"
#include "hunk.h"
#include "patch.h"
#include "pane.h"
#include "fileview.h"
#include "goto.h"
#include "ask.h"
#include "views.h"
#include "find.h"
#include "win.h"
#include "linelog.h"
#include "menu.h"
#include "refsview.h"
#include "text.h"
#include "origin.h"
#include "taste.h"

static void menupick(const Arg *arg);
static void menumove(const Arg *arg) { menu_move(arg->i); }
static void menuclose(const Arg *arg) { (void)arg; menu_close(); }
static void gotorun(const Arg *arg) { (void)arg; goto_run(); }

/* each command's action; the window's own (Zoom, KeysHelp, MenuKey) it
 * runs itself */
static void (*const actions[CommandLast])(const Arg *) = {
	[ListMove] = list_move, [ListPage] = list_page, [ListEdge] = list_edge,
	[ListPick] = list_pick, [ListHistory] = list_history, [ListMark] = list_mark,
	[ListFold] = list_fold,
	[ListCompare] = list_compare,
	[TextScroll] = gitview_tscroll, [TextPage] = gitview_tpage, [TextJump] = gitview_tjump,
	[TextFile] = pane_tfile, [TextSide] = pane_tside, [TextLink] = gitview_golink,
	[FilesMove] = gitview_fmove, [FilesPage] = gitview_fpage, [FilesJump] = gitview_fjump,
	[FilesNarrow] = gitview_fnarrow, [FilesAhead] = gitview_ahead,
	[BlameParent] = fview_blameparent, [BlameBack] = fview_blameback,
	[BlameOption] = fview_blameopt, [TreeToggle] = fview_treetoggle,
	[LinesChoose] = linelog_select, [LinesLog] = linelog_open,
	[OriginBlame] = origin_blameat, [OriginLine] = origin_line,
	[DiffContext] = patch_context, [DiffPaths] = patch_togglepaths,
	[DiffWords] = patch_togglewords, [DiffSpace] = patch_togglews,
	[DiffMerge] = patch_togglemerge, [DiffSide] = pane_diffside,
	[FindAsk] = find_ask, [FindNext] = find_next, [FindTouching] = find_touching,
	[GotoFocus] = goto_focus, [RefsShow] = refsview_show,
	[CopyId] = list_copy, [CopyRef] = usercmd_copyref, [CopyPath] = usercmd_copypath,
	[CopyLine] = usercmd_copyline, [ExtDiff] = usercmd_extdiff,
	[FormatPatch] = usercmd_formatpatch, [UserRun] = usercmd_do,
	[Widen] = gitview_widen, [FocusNext] = gitview_focusnext, [Reload] = load_reload,
	[Quit] = gitview_quit, [ViewEdit] = views_edit, [ViewPick] = views_pick,
	[MenuPick] = menupick, [MenuMove] = menumove, [MenuClose] = menuclose,
	[GotoRun] = gotorun,
};

static void
run(int cmd, const Arg *arg)
{
	if (cmd > NoCommand && cmd < CommandLast && actions[cmd])
		actions[cmd](arg);
}

/* the menu's entry arg (-1: the one chosen) runs: its command */
static void
menupick(const Arg *arg)
{
	Arg a;

	run(menu_pick(arg->i, &a), &a);
}

/* the parts that take keys, top first: each says whether it took k */
static int
refskey(const KeyEvent *k)
{
	if (!refsview_open())  /* the references view has the keys */
		return 0;
	if (k->ed != EdIgnore)
		core_act();
	refsview_key(k->ed, k->text, k->len);
	return 1;
}

/* a line being edited has the keys: the goto field, find's prompt */
static int
gotokey(const KeyEvent *k)
{
	if (core_focus() != PaneGoto)
		return 0;
	if (k->ed != EdIgnore)
		core_act();
	goto_key(k->ed, k->text, k->len);
	return 1;
}

static int
promptkey(const KeyEvent *k)
{
	if (!find_prompt()->kind)
		return 0;
	if (k->ed != EdIgnore)
		core_act();
	find_promptkey(k->ed, k->text, k->len);
	return 1;
}

/* a value asked for a part (ask.c) has the keys */
static int
askedkey(const KeyEvent *k)
{
	if (!ask_on())
		return 0;
	if (k->ed != EdIgnore)
		core_act();
	ask_key(k->ed, k->text, k->len);
	return 1;
}

/* while the menu is open a key moves, runs or closes it */
static int
menukey(const KeyEvent *k)
{
	if (!menu_get()->on)
		return 0;
	if (k->sym == SymDown || k->sym == 'j' || k->sym == SymTab)
		menu_move(+1);
	else if (k->sym == SymUp || k->sym == 'k' || k->sym == SymBackTab)
		menu_move(-1);
	else if (k->sym == SymReturn || k->sym == SymEnter)
		menupick(&(Arg){ .i = -1 });
	else if (!k->modifier)
		menu_close();
	return 1;
}

/* y runs the command asked about, a choice's letter chooses; any other
 * key not */
static int
askkey(const KeyEvent *k)
{
	if (!usercmd_asking())
		return 0;
	if (!k->modifier) {
		core_act();
		usercmd_answer(k->sym < 0x80 ? (int)k->sym : 0);
	}
	return 1;
}

/* a character typed in the files pane, which type-ahead may take */
static int
aheadtyped(const KeyEvent *k)
{
	return core_focus() == PaneFiles && k->len == 1 &&
	       k->text[0] >= ' ' + !gitview_typeahead_on() && k->text[0] < 0x7f && !k->mod;
}

/* a prefix being typed has every printable key, a space too, and
 * Escape only ends it; another key ends it and goes on down */
static int
aheadkey(const KeyEvent *k)
{
	int typed = aheadtyped(k);

	if ((typed || k->sym == SymEscape) && gitview_typeahead_on()) {
		core_act();
		gitview_typeahead(typed ? k->text[0] : -1);
		return 1;
	}
	if (!typed && !k->modifier)
		gitview_typeahead(-1);
	return 0;
}

static int (*const keyparts[])(const KeyEvent *) = {
	refskey, gotokey, promptkey, askedkey, menukey, win_key, askkey, aheadkey,
};

int
door_key(const KeyEvent *k)
{
	unsigned int i;
	int n;

	for (i = 0; i < LEN(keyparts); i++)
		if (keyparts[i](k))
			return NoCommand;
	if (k->cmd > NoCommand && k->cmd < CommandLast) {
		pipe_trace("+%.1fms key %s", core_ms(), k->name);
		core_act();
		if (!actions[k->cmd])
			return k->cmd;  /* the window's own */
		run(k->cmd, &k->arg);
	} else if ((n = usercmd_key(k->mod, k->sym)) >= 0) {
		core_act();
		usercmd_run(n);
	} else if (aheadtyped(k)) {  /* a key the files pane does not bind */
		core_act();
		gitview_typeahead(k->text[0]);
	}
	return NoCommand;
}

/* the loop: the core's timeouts in x.c's old order, the window's
 * repaint between the two halves; the window is mapped MAPDELAY ms
 * after the start if no commit has come to show it */
#define MAPDELAY 150
#define SLOWTURN 50     /* a turn this long is traced as it ends */

static struct {
	double now;             /* the turn's time, for its timeouts */
	double woke, cpuwoke;   /* when poll returned, wall and CPU */
	double longest, longestcpu;
	int wasdone, shown;
} turn;

static int
maptimeout(double now)
{
	(void)now;
	if (turn.shown || load_state() != LoadRunning)
		return -1;
	if (core_ms() < MAPDELAY)  /* no commit yet: show the window */
		return MAPDELAY - core_ms() + 1;
	win_show();
	turn.shown = 1;
	return -1;
}

/* git's lines parsed first (a first row selected starts its diff now),
 * then the diff: git runs while the window draws; what changes the
 * status line before the draw */
static int (*const early[])(double now) = {
	load_parsetimeout, patch_difftimeout, gitview_aheadtimeout, maptimeout,
};
static int (*const late[])(double now) = {
	gitview_reaptimeout, gitview_sweeptimeout, text_walktimeout, load_lanetimeout,
	live_timeout,
};

static int
runtimeouts(int (*const *t)(double), unsigned int n)
{
	unsigned int i;
	int ms, timeout = -1;

	for (i = 0; i < n; i++)
		if ((ms = t[i](turn.now)) >= 0)
			timeout = timeout < 0 ? ms : MIN(timeout, ms);
	return timeout;
}

void
door_start(int argc, char *argv[], const Setup *setup)
{
	usercmd_set(setup->usercmds, setup->nusercmds);
	usercmd_setdiff(setup->difftool);
	usercmd_setpatchdir(setup->patchdir);
	views_set(setup->views, setup->nviews);
	gitview_start(argc, argv);
}

int
door_update(void)
{
	gitview_update();  /* before drawing: what it sets dirty is drawn now */
	turn.now = util_nowms();
	return runtimeouts(early, LEN(early));
}

int door_timeout(void) { return runtimeouts(late, LEN(late)); }

/* traced at each load's end: the loop's longest stall (poll's return to
 * its next call, CPU waits included) and the most CPU time a turn took;
 * and each turn of SLOWTURN ms or more as it ends, whatever held it */
static void
stalls(void)
{
	double now = util_nowms(), cpu = util_cpums();

	if (now - turn.woke >= SLOWTURN)
		pipe_trace("+%.1fms slow turn %.1f ms, %.1f ms CPU", core_ms(), now - turn.woke,
		           cpu - turn.cpuwoke);
	turn.longest = MAX(turn.longest, now - turn.woke);
	turn.longestcpu = MAX(turn.longestcpu, cpu - turn.cpuwoke);
	if ((load_state() != LoadRunning) == turn.wasdone)
		return;
	if ((turn.wasdone = (load_state() != LoadRunning)))
		pipe_trace("+%.1fms longest stall %.1f ms, %.1f ms CPU", core_ms(),
		           turn.longest, turn.longestcpu);
	turn.longest = turn.longestcpu = 0;
}

/* the turn ends: poll is next */
int
door_fds(struct pollfd *pfd, int max)
{
	int n = gitview_fds(pfd, max);

	stalls();
	return n;
}

void
door_read(const struct pollfd *pfd, int n)
{
	turn.woke = util_nowms();
	turn.cpuwoke = util_cpums();
	gitview_read(pfd, n);
}

/* the loop asks it first, the window up: its title, and the first
 * turn begins */
int
door_running(void)
{
	if (!turn.woke) {
		list_settitle();
		turn.woke = util_nowms();
		turn.cpuwoke = util_cpums();
	}
	return core_running() ? 1 : pipe_stopsig() ? -1 : 0;
}

int
door_end(int lost)
{
	if (lost) {
		pipe_killall();
		return 1;
	}
	gitview_free();
	if (pipe_stopsig()) {  /* cleaned up: now end of it, as a shell expects */
		signal(pipe_stopsig(), SIG_DFL);
		raise(pipe_stopsig());
	}
	return MAX(0, list_picker());
}

/* the pointer: the clicks in a row, and where drags began */
static struct {
	int clicks;             /* 1, 2, 3 in a row */
	int filek, filepress;   /* the files pane's last press: its row, its number */
	int dragline;           /* a drag on the file view's numbers: its first line */
} ptr;

/* a press, on the place of the one before when same: the clicks in a
 * row (1, 2, 3), each within a double-click's time of the one before */
static int
clicks(const Click *c, int same)
{
	ptr.clicks = same && c->quick && ptr.clicks < 3 ? ptr.clicks + 1 : 1;
	return ptr.clicks;
}

/* a button pressed over a pane: 0 when the references view, over the
 * list, takes it (a middle click pastes); else the goto field loses
 * the focus, and the list's left click takes it */
static int
press(const Click *c)
{
	if (c->pane == PaneList && refsview_open()) {
		if (c->button == 2)
			win_paste();
		return 0;
	}
	if (c->pane != PaneGoto && core_focus() == PaneGoto) {
		core_setfocus(PaneList);
		core_dirty(DirtyAll);
	}
	if (c->pane == PaneList && c->button == 1 && core_focus() != PaneList)
		core_setfocus(PaneList);
	return 1;
}

/* the panes were laid out anew: the selection stays in view (step 1:
 * the commit pane's top too) */
static int
refit(const Click *c)
{
	list_follow();
	if (c->step)
		pane_settop(pane_top());
	return 0;
}

/* a click on the list: an arrow's commit, else the row's */
static int
listclick(const Click *c)
{
	int r = list_top() + c->row, a;

	if (r >= list_rows() || c->row >= core_layout()->listrows)  /* past the last whole row */
		return 0;
	/* an arrow: the commit at the line's other end */
	if (list_rowlocal(r) < 0 && c->lanecol >= 0 &&
	    (a = lanes_arrow(load_graph(), list_graphrow(r), c->lanecol)) >= 0 &&
	    graph_row(load_graph(), a) >= 0) {
		list_selectcommit(a);
		return 0;
	}
	if (c->onfold && list_rowcommit(r) >= 0) {  /* a fold's mark: it opens or shuts */
		list_selectrow(r);
		list_fold(&(Arg){ .i = fold_isopen(list_rowcommit(r)) ? -1 : +1 });
		return 0;
	}
	if (list_sel() >= 0 && list_rowcommit(r) == list_sel() && c->primary != list_primhex()) {
		win_ownprimary(list_primhex());  /* a click on the selected commit: PRIMARY back */
		pane_selset(pane_sel()->a, pane_sel()->b, pane_sel()->mode, 0);
		core_dirty(DirtyText);
	}
	list_selectrow(r);
	return 0;
}

/* in the file view: a click on a line puts the cursor there, on its
 * annotation goes to its commit, on its number begins lines for L */
static int
fviewclick(const Click *c)
{
	int line = c->row - 1, n = fview_view()->text.n;

	core_setfocus(PaneText);
	line = line < 0 ? -1 : fview_view()->at.top + line;
	clicks(c, line == pane_sel()->a.line);
	pane_selset((Pos){ line, 0 }, pane_sel()->b, pane_sel()->mode, pane_sel()->on);
	if (ptr.clicks == 3) {  /* a triple-click copies the line */
		fview_copy(line);
	} else if (line >= 0 && line < n && ptr.clicks == 1 && c->numbers) {  /* lines for L */
		linelog_drag(ptr.dragline = line, line);
		core_dirty(DirtyAll);
		return DragLines;
	} else if (line >= 0 && line < n && ptr.clicks == 1) {
		fview_show(line);
		if (c->annot)
			fview_select();
	}
	core_dirty(DirtyAll);
	return DragNone;
}

static int
textclick(const Click *c)
{
	Pos p = { c->line, c->col };

	if (fview_view()->on)
		return fviewclick(c);
	core_setfocus(PaneText);
	clicks(c, p.line == pane_sel()->a.line);
	pane_selset(p, p, ptr.clicks, ptr.clicks > 1);
	return DragText;
}

static int
filesclick(const Click *c)
{
	int k = pane_filestop() + c->row;
	int twice = clicks(c, k == ptr.filek && c->press == ptr.filepress + 1) >= 2;

	ptr.filek = k, ptr.filepress = c->press;
	core_setfocus(PaneFiles);
	core_dirty(DirtyAll);
	if (fview_tree()->on) {
		fview_treepick(k);
		return 0;
	}
	pane_gotofile(k);
	if (twice && k < patch_files()->n)  /* a double-click opens the file view */
		fview_blame(NULL);
	return 0;
}

/* the right button: what is under the pointer becomes the thing at hand
 * (the commit, the file, the patch line), as with the left one, and its
 * menu opens there */
static int
menuat(const Click *c)
{
	int r = list_top() + c->row, k = pane_filestop() + c->row;
	Pos p = { c->line, c->col };

	if (c->pane == PaneList) {
		if (r >= list_rows())
			return 0;
		core_setfocus(PaneList);
		list_selectrow(r);
	} else if (c->pane == PaneFiles) {
		if (fview_tree()->on || k >= patch_files()->n)
			return 0;
		core_setfocus(PaneFiles);
		pane_gotofile(k);
	} else if (c->pane == PaneText && !fview_on()) {
		core_setfocus(PaneText);
		pane_selset(p, p, 1, 0);
	} else {
		return 0;
	}
	menu_open(c->pane, c->x, c->y);
	return 0;
}

/* the Menu key, Shift-F10: the pane's menu at its top left, in the
 * list below the selected row */
static int
menuopen(const Click *c)
{
	int y = c->y;

	if (c->pane == PaneList && list_selrow() >= list_top())
		y += (list_selrow() - list_top() + 1) * c->rowh;
	menu_open(c->pane, c->x, MIN(y, c->y + c->h - c->rowh));
	return 0;
}

static int
wheel(const Click *c)
{
	if (c->pane == PaneList)
		list_scroll(&(Arg){ .i = c->step });
	else if (c->pane == PaneText && fview_on())
		fview_scroll(c->step * wheelrows);
	else if (c->pane == PaneText)
		pane_settop(pane_top() + c->step * wheelrows);
	else
		pane_filescroll(c->step * wheelrows);
	return 0;
}

/* a drag on a pane's scroll bar: its first row shown to row, from step */
static int
bardrag(const Click *c)
{
	if (c->pane == PaneList)
		list_settop(c->row);
	else if (c->pane == PaneText && fview_on())
		fview_scroll(c->row - c->step);
	else if (c->pane == PaneText)
		pane_settop(c->row);
	else if (fview_tree()->on)
		pane_setfilestop(c->row);
	else
		pane_filescroll(c->row - c->step);
	core_dirty(DirtyAll);
	return 0;
}

static int
linesdrag(const Click *c)
{
	linelog_drag(ptr.dragline, fview_view()->at.top + c->row - 1);
	return 0;
}

/* the text chosen to the pointer; past the pane (step), it scrolls */
static int
textdrag(const Click *c)
{
	Pos p = { c->line, c->col };

	if (p.line == pane_sel()->b.line && p.col == pane_sel()->b.col)
		return 0;
	pane_selset(pane_sel()->a, p, pane_sel()->mode, 1);
	if (c->step)
		pane_settop(pane_top() + c->step);
	core_dirty(DirtyText);
	return 0;
}

/* the left button let go after a press on the text: what was chosen is
 * copied; a click on a Parent: or Child: line, or on a commit named in
 * the message, goes there; on "Branches: +K more" unfolds it */
static int
textrelease(const Click *c)
{
	const char *b;
	const struct Line *l;
	int k;

	(void)c;
	if (pane_sel()->on) {
		pane_selcopy();
	} else if (ptr.clicks == 1 && pane_sel()->a.line >= 0 &&
	           pane_sel()->a.line < pane_tlines()) {
		l = pane_tline(pane_sel()->a.line, &b);
		if (l->style == LineLink && l->data >= 0 && graph_row(load_graph(), l->data) >= 0)
			list_selectcommit(l->data);
		else if ((k = pane_msglink(pane_sel()->a)) >= 0)
			list_selectcommit(k);
		else if (patch_narrow() < 0)
			text_unfold(pane_sel()->a.line, pane_sel()->a.col);
	}
	return 0;
}

static int (*const pointer[CommandLast])(const Click *) = {
	[MenuOpen] = menuopen, [Press] = press, [Refit] = refit, [BarDrag] = bardrag,
	[LinesDrag] = linesdrag, [TextDrag] = textdrag, [TextRelease] = textrelease,
	[ListClick] = listclick, [TextClick] = textclick, [FilesClick] = filesclick,
	[MenuAt] = menuat, [Wheel] = wheel,
};

/* what the window does that is no act of the user's (Act: only that): a red message of
 * the last act stays */
static const unsigned char quiet[CommandLast] = {
	[MenuMove] = 1, [MenuClose] = 1, [MenuOpen] = 1, [Press] = 1, [Refit] = 1,
	[BarDrag] = 1, [LinesDrag] = 1, [TextDrag] = 1, [TextRelease] = 1, [Quit] = 1,
};

int
door_do(int cmd, const Arg *arg)
{
	if (cmd <= NoCommand || cmd >= CommandLast)
		return 0;
	if (!quiet[cmd])
		core_act();
	if (pointer[cmd])
		return pointer[cmd](arg->v);
	run(cmd, arg);
	return 0;
}
