/* See LICENSE file for copyright and license details.
 *
 * list.c: the list of commits, above the load and the commits' text:
 * its rows (the graph's, with the local changes' rows spliced in above
 * HEAD's, as gitk shows them), the selection, the mark and what the
 * commit pane compares with it, back and forward, the picker. A new
 * selection goes to the parts above as EvSelect.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "fold.h"
#include "repo.h"
#include "cat.h"
#include "list.h"
#include "win.h"

#define HISTMAX       1000   /* selections remembered for back and forward */

static struct {
	int sel;                /* the selected commit; -1 on a local row */
	int top;                /* the first row on screen */
	char selhex[HEXMAX + 1];   /* the selection's id; a local row's kind */
	char primhex[HEXMAX + 1];  /* the id put on PRIMARY: a local row keeps it */
	char cliphex[HEXMAX + 1];  /* what y put on CLIPBOARD */
	int marked;             /* m: markid holds the mark */
	unsigned char markid[OIDMAX];
	int view;               /* ViewPatch, ViewCompare, ViewRange */
	int atfirst;            /* the selection is the load's first row, gitview's choice */
	int picker, status;     /* -p: Return prints the selection; the exit status */
} list = { .sel = -1 };

/* the local changes: rows just above HEAD's, as gitk shows them; the
 * unstaged row on top. A local row is selected with list.sel -1. */
static struct {
	int has[LocalLast];     /* git said there are changes of that kind */
	int asked;              /* the probes that have not answered */
	int headknown, told;    /* HEAD was resolved; the answer was traced */
	int n;                  /* rows shown: 0 while HEAD is not in the view */
	int kind[LocalLast];    /* the kind of each row shown, top first */
	int head;               /* HEAD's commit, or -1 */
	int sel;                /* the kind selected, or -1 */
} local = { .head = -1, .sel = -1 };

/* the selections made, for back and forward: ids, they outlive a reload;
 * and where the commit pane was at each when it was left (pane.c's) */
static struct {
	unsigned char ids[HISTMAX][OIDMAX];  /* oldest first */
	int place[HISTMAX];
	int n, pos, navigating;
	int at;                 /* the selection's entry */
} hist;

int list_sel(void) { return list.sel; }
int list_local(void) { return local.sel; }
int list_top(void) { return list.top; }
int list_view(void) { return list.view; }
int list_locals(void) { return local.n; }
int list_picker(void) { return list.picker ? list.status : -1; }
const char *list_selhex(void) { return list.selhex; }
const char *list_primhex(void) { return list.primhex; }
int list_back(void) { return hist.pos > 0; }
int list_forward(void) { return hist.pos + 1 < hist.n; }
int list_place(void) { return hist.navigating ? hist.place[hist.pos] : -1; }

void
list_keepplace(int place)
{
	if (hist.at < hist.n && list.sel >= 0 &&
	    !memcmp(hist.ids[hist.at], graph_id(load_graph(), list.sel),
	            graph_hashlen(load_graph())))
		hist.place[hist.at] = place;
}

/* list row r is graph row r above the local rows (at most two, just
 * above HEAD's), and r - local.n below them */
static int localat(void) { return local.n ? graph_row(load_graph(), local.head) : -1; }

int list_commits(void) { return load_graph() ? graph_rows(load_graph()) : 0; }

int list_rows(void) { return load_graph() ? graph_rows(load_graph()) + local.n : 0; }

int
list_graphrow(int r)
{
	int at = localat();

	if (r < 0 || r >= list_rows())
		return -1;
	if (at < 0 || r < at)
		return r;
	return r < at + local.n ? at : r - local.n;
}

int
list_rowlocal(int r)
{
	int at = localat();

	return at >= 0 && r >= at && r < at + local.n ? local.kind[r - at] : -1;
}

int
list_rowcommit(int r)
{
	if (list_rowlocal(r) >= 0 || (r = list_graphrow(r)) < 0)
		return -1;
	return graph_commit(load_graph(), r);
}

int
list_commitrow(int c)
{
	int r = load_graph() && c >= 0 ? graph_row(load_graph(), c) : -1, at = localat();

	return r >= 0 && at >= 0 && r >= at ? r + local.n : r;
}

int
list_selrow(void)
{
	int k;

	for (k = 0; local.sel >= 0 && k < local.n; k++)
		if (local.kind[k] == local.sel)
			return localat() + k;
	return list.sel >= 0 ? list_commitrow(list.sel) : -1;
}

int list_selkey(void) { return local.sel >= 0 ? -2 - local.sel : list.sel; }

void
list_follow(void)
{
	if (list_selrow() >= 0)
		list_settop(util_keepinview(list.top, list_selrow(), core_layout()->listrows));
}

static void
histpush(int c)
{
	if (hist.navigating)
		return;
	if (hist.pos + 1 < hist.n)
		hist.n = hist.pos + 1;  /* a new branch of history */
	if (hist.n > 0 &&
	    !memcmp(hist.ids[hist.n - 1], graph_id(load_graph(), c), graph_hashlen(load_graph()))) {
		hist.at = hist.n - 1;
		return;
	}
	if (hist.n == HISTMAX) {
		memmove(hist.ids[0], hist.ids[1], (HISTMAX - 1) * sizeof(hist.ids[0]));
		memmove(hist.place, hist.place + 1, (HISTMAX - 1) * sizeof(hist.place[0]));
		hist.n--;
	}
	hist.place[hist.n] = -1;
	memcpy(hist.ids[hist.n++], graph_id(load_graph(), c), graph_hashlen(load_graph()));
	hist.pos = hist.at = hist.n - 1;
	core_dirty(DirtyGoto);
}

/* the selection's labels, for the tests: "NAME [KIND]" each */
static void
tracelabels(int c)
{
	static const char *const kinds[RefLast] = {
		[RefHead] = "head", [RefBranch] = "branch", [RefRemote] = "remote",
		[RefTag] = "tag", [RefOther] = "other", [RefWorktree] = "worktree",
		[RefStash] = "stash", [RefBad] = "bad", [RefGood] = "good"
	};
	const Refs *refs = load_refs();
	char s[1024] = "";
	size_t n = 0;
	int k;

	for (k = refs_first(refs, graph_id(load_graph(), c)); k >= 0 && n < sizeof(s);
	     k = refs_next(refs, k))
		n += snprintf(s + n, sizeof(s) - n, "%s%s [%s]", n ? ", " : " ",
		              refs_name(refs, k), kinds[refs_kind(refs, k)]);
	pipe_trace("+%.1fms labels %s:%s", core_ms(), list.selhex, s);
}

/* the selection moves to commit c, or to local row kind (c -1): a local
 * row leaves PRIMARY as it is (gitview keeps serving primhex) */
static void
moveto(int c, int kind)
{
	load_selmade();
	list.atfirst = 0;
	if (list.sel >= 0)
		core_event(&(Event){ .kind = EvLeave });
	core_dirtyrow(list_selrow());
	list.sel = c;
	local.sel = kind;
	core_dirtyrow(list_selrow());
	list_follow();
	if (c >= 0) {
		hex_encode(graph_id(load_graph(), c), graph_hashlen(load_graph()), list.selhex);
		memcpy(list.primhex, list.selhex, sizeof(list.primhex));
		win_ownprimary(list.primhex);
	} else {
		snprintf(list.selhex, sizeof(list.selhex), "%s",
		         kind == LocalStaged ? "staged" : "unstaged");
	}
	list_settitle();
	core_event(&(Event){ .kind = EvSelect });
	if (c >= 0)
		histpush(c);
	core_dirty(DirtyStatus);
	pipe_trace("+%.1fms selected %s", core_ms(), list.selhex);
	if (c >= 0)
		tracelabels(c);
}

void
list_selectcommit(int c)
{
	if (c < 0)
		return;
	load_selmade();  /* the selected one again is a selection made too */
	if (c != list.sel)
		moveto(c, -1);
}

/* a jump to commit c (goto, a filter, o, the file view's Return): in
 * the middle of the list when it is off screen */
void
list_jump(int c)
{
	int r;

	if (c < 0)
		return;
	if ((r = list_commitrow(c)) >= 0)
		list_settop(util_middleinview(list.top, r, core_layout()->listrows, list_rows()));
	list_selectcommit(c);
}

void
list_selectrow(int r)
{
	if (list_rows() == 0)
		return;
	r = MAX(0, MIN(r, list_rows() - 1));
	if (list_rowlocal(r) < 0)
		list_selectcommit(list_rowcommit(r));
	else if (list_rowlocal(r) != local.sel)
		moveto(-1, list_rowlocal(r));
}

static int intcmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* the rows shown, for the window; their lanes' widths give the graph's
 * columns: room for the widest, as the middle one is */
void
list_get(ListView *v)
{
	static int widths[1024];
	int r, n = 0, col;

	v->top = list.top, v->rows = list_rows(), v->sel = list_selrow();
	v->fit = core_layout()->listrows;
	v->focus = core_focus() == PaneList;
	v->widest = 1;
	for (r = v->top; v->measure && r < MIN(v->rows, v->top + v->fit + 1) &&
	     n < (int)LEN(widths); r++, n++) {
		widths[n] = lanes_layout(load_graph(), list_graphrow(r), NULL, 0, &col);
		widths[n] = MIN(widths[n], LISTCELLS);
		v->widest = MAX(v->widest, widths[n]);
	}
	qsort(widths, n, sizeof(*widths), intcmp);
	v->typical = n ? widths[n / 2] : 1;
}

/* row's refs, the first LISTLABELS of them named */
static void
getlabels(ListRow *r)
{
	const Refs *refs = load_refs();
	int k = refs_first(refs, graph_id(load_graph(), r->commit));

	for (r->nrefs = r->nlabels = 0; k >= 0; k = refs_next(refs, k), r->nrefs++) {
		if (r->nlabels == LISTLABELS)
			continue;
		r->label[r->nlabels].name = refs_name(refs, k);
		r->label[r->nlabels].kind = refs_kind(refs, k);
		r->label[r->nlabels++].current = refs_current(refs, k);
	}
}

/* what row r shows: its lanes in r->cells, its commit, refs and text;
 * 0 past the last row */
int
list_getrow(int row, ListRow *r)
{
	const RowText *t;
	int f;

	r->commit = list_rowcommit(row);
	r->sel = row == list_selrow();
	if (row < 0 || row >= list_rows())
		return 0;
	r->ncells = lanes_layout(load_graph(), list_graphrow(row), r->cells, r->cap, &r->col);
	r->localabove = list_rowlocal(row - 1) >= 0;
	r->title = r->commit < 0 ? list_localtitle(list_rowlocal(row)) : NULL;
	r->nrefs = r->nlabels = r->side = r->marked = r->hastext = r->fold = r->foldopen = 0;
	if (r->commit < 0)
		return 1;
	r->marked = r->commit == list_marked();
	getlabels(r);
	r->fold = fold_count(r->commit);
	r->foldopen = r->fold && fold_isopen(r->commit);
	f = graph_flags(load_graph(), r->commit);
	r->side = f & GraphSame ? '=' : f & GraphLeft ? '<' : f & GraphRight ? '>' : 0;
	if ((t = cat_rowtext(r->commit))) {
		r->hastext = 1, r->loaded = t->loaded;
		r->subject = t->subject, r->author = t->author, r->atime = t->atime;
	}
	return 1;
}

const char *
list_localtitle(int kind)
{
	return kind == LocalStaged ? "Local changes in the index" :
	    "Local changes not in the index";
}

/* the local rows, once HEAD is listed; list.top stays on the same rows
 * when they come or go above */
static void
localshow(void)
{
	unsigned char id[OIDMAX];
	int c = -1, n = 0, k, at, old = local.n;

	if (load_graph() && load_head()[0] &&
	    hex_decode(load_head(), graph_hashlen(load_graph()), id) == 0 &&
	    (c = graph_find(load_graph(), id)) >= 0 && graph_row(load_graph(), c) < 0)
		c = -1;
	for (k = 0; k < LocalLast && c >= 0; k++)
		if (local.has[k])
			local.kind[n++] = k;
	if (n == local.n && c == local.head) {
		if (local.asked || !local.headknown || local.told)
			return;  /* else the answer is traced, for the tests */
	} else {
		at = localat();
		if (at >= 0 && at < list.top)
			list.top -= old;
		local.head = c;
		local.n = n;
		at = localat();
		if (at >= 0 && at < list.top)
			list.top += n;
		if (local.sel >= 0 && list_selrow() < 0) {  /* its row is gone */
			local.sel = -1;
			list_selectrow(MAX(0, at));
		}
		core_dirty(DirtyList | DirtyStatus);
	}
	local.told |= !local.asked && local.headknown;
	pipe_trace("+%.1fms local rows %d", core_ms(), local.n);
}

static void
localdone(int kind, Job *j)
{
	const Buf *o = &j->p.obuf;

	if (kind == LocalUnstaged)  /* its output says, not its status */
		local.has[kind] = WIFEXITED(j->p.status) && WEXITSTATUS(j->p.status) == 0 &&
		                  parse_unstaged(o->buf + o->off, o->len - o->off);
	else
		local.has[kind] = WIFEXITED(j->p.status) && WEXITSTATUS(j->p.status) == 1;
	local.asked &= ~(1 << kind);
	localshow();
}

static void gotunstaged(Job *j) { localdone(LocalUnstaged, j); }
static void gotstaged(Job *j) { localdone(LocalStaged, j); }

/* are there local changes of each kind? git status's output says for the
 * work tree, diff-index's exit status (1: there are) for the index; asked
 * again on r and when the index changes (keep: the rows stay as they are
 * until git answers), about the view's paths; none when bare */
static void
localprobe(int keep)
{
	static void (*const got[LocalLast])(Job *) = { gotunstaged, gotstaged };
	const char *const *paths;
	int k, npaths = load_viewpaths(&paths);
	const char **argv = ecalloc(DIFFARGVMAX(npaths), sizeof(*argv));
	char num[32];

	local.asked = local.told = 0;
	for (k = 0; k < LocalLast; k++) {
		job_cancel(got[k]);
		local.has[k] &= keep;
		parse_localargv(argv, NULL, k, 1, paths, npaths, num, sizeof(num));
		if (repo_topdir() && job_start(argv, got[k], NULL))
			local.asked |= 1 << k;
	}
	free(argv);
}

void
list_history(const Arg *arg)
{
	int to = hist.pos + arg->i, c;

	if (arg->i < 0 && load_back())  /* out of a line history (L) first */
		return;
	while (load_graph() && to >= 0 && to < hist.n) {
		if ((c = graph_find(load_graph(), hist.ids[to])) >= 0 &&
		    graph_row(load_graph(), c) >= 0) {
			hist.pos = to;
			hist.navigating = 1;
			list_selectcommit(c);
			hist.navigating = 0;
			hist.at = to;
			core_dirty(DirtyGoto);
			return;
		}
		to += arg->i;  /* not in this view since a reload: skip it */
	}
}

void
list_move(const Arg *arg)
{
	if (list_selrow() >= 0)
		list_selectrow(list_selrow() + arg->i);
}

void
list_page(const Arg *arg)
{
	int n = MAX(1, core_layout()->listrows - 1), r = list_selrow();

	if (r < 0)
		return;
	list.top = MAX(0, MIN(list.top + arg->i * n, list_rows() - core_layout()->listrows));
	core_dirty(DirtyList);
	list_selectrow(r + arg->i * n);
}

void list_edge(const Arg *arg) { list_selectrow(arg->i ? list_rows() - 1 : 0); }

void
list_copy(const Arg *arg)
{
	(void)arg;
	if (list.sel < 0)
		return;
	memcpy(list.cliphex, list.selhex, sizeof(list.cliphex));
	win_ownclipboard(list.cliphex);
}

int
list_marked(void)
{
	int c = list.marked && load_graph() ? graph_find(load_graph(), list.markid) : -1;

	return c >= 0 && graph_row(load_graph(), c) >= 0 ? c : -1;
}

static void
setview(int v)
{
	list.view = v;
	core_event(&(Event){ .kind = EvView, .arg.view = v });
	core_event(&(Event){ .kind = EvSelect });  /* its text and patch anew */
}

/* m: mark the selected commit, or clear the mark on it */
void
list_mark(const Arg *arg)
{
	int old = list_marked();

	(void)arg;
	if (local.sel >= 0) {
		core_setstatus(1, "local changes have no id to mark: m marks a commit");
		return;
	}
	if (list.sel < 0)
		return;
	core_dirtyrow(list_commitrow(old));
	list.marked = old != list.sel;
	if (list.marked) {
		memcpy(list.markid, graph_id(load_graph(), list.sel), graph_hashlen(load_graph()));
		core_dirtyrow(list_selrow());
		core_setstatus(0, "marked %.7s: d diffs from it, R range-diffs", list.selhex);
	} else {
		core_setstatus(0, "mark cleared");
	}
	if (list.view != ViewPatch)  /* the compare shown is from the old mark */
		setview(list.marked ? list.view : ViewPatch);
}

/* z, Right, Left: the folded merges (fold.c) */
void
list_fold(const Arg *arg)
{
	if (local.sel >= 0 && arg->i)
		return;
	if (arg->i)
		fold_open(list.sel, arg->i);
	else
		fold_toggle(list.sel);
}

/* Return in the list, with -p: the selection's full id on stdout (with
 * a mark, MARK..SELECTED), and exit 0 */
void
list_pick(const Arg *arg)
{
	char mark[HEXMAX + 1];
	int m;

	if (list.picker && local.sel >= 0) {
		core_setstatus(1, "local changes have no id to print: pick a commit");
		return;
	}
	if (!list.picker || list.sel < 0)
		return;
	if ((m = list_marked()) >= 0)
		hex_encode(graph_id(load_graph(), m), graph_hashlen(load_graph()), mark);
	printf("%s%s%s\n", m >= 0 ? mark : "", m >= 0 ? ".." : "", list.selhex);
	if (fflush(stdout) == 0)
		list.status = 0;
	(void)arg;
	core_quit();
}

void
list_scroll(const Arg *arg)
{
	list_settop(MAX(0, MIN(list.top + arg->i * wheelrows,
	                       list_rows() - core_layout()->listrows)));
}

/* d, R: the diff from the mark to the selection, or their range-diff */
void
list_compare(const Arg *arg)
{
	if (list_marked() < 0) {
		core_setstatus(1, "no mark: m marks the selected commit");
		return;
	}
	if (arg->i == ViewRange && pipe_refused(TrustTextconv)) {
		/* its inner git log -p takes no --no-textconv, and fails
		 * with an empty one */
		core_setstatus(1, "no range-diff here: its git log would run the repository's %s",
		          pipe_refused(TrustTextconv));
		return;
	}
	if (list.view != arg->i)
		setview(arg->i);
}

void
list_settop(int top)
{
	if (top != list.top)
		core_dirty(DirtyList);
	list.top = top;
}

/* the repository's name (and the view's, in parentheses, but the
 * start's) and the subject as drawn (control characters as ^X), quoted
 * when they hold a bidi control, which the window does not draw and a
 * window manager would act on */
void
list_title(char *out, size_t cap)
{
	const RowText *rt;
	const char *view = load_view()->name;
	char name[1024], subj[1024];  /* room for the quoted subject[256] */
	size_t n = utf8_quote(repo_name(), strlen(repo_name()), 0, name, sizeof(name));

	if (view && n + 3 < sizeof(name)) {
		strcpy(name + n, " (");  /* and a byte left for ")" */
		utf8_quote(view, strlen(view), 0, name + n + 2, sizeof(name) - n - 3);
		strcat(name, ")");
	}
	if (local.sel >= 0)
		snprintf(out, cap, "gitview: %s: %s", name, list_localtitle(local.sel));
	else if (list.sel < 0)
		snprintf(out, cap, "gitview: %s", name);
	else if ((rt = cat_rowtext(list.sel)) &&
	         utf8_quote(rt->subject, strlen(rt->subject), 0, subj, sizeof(subj)) < sizeof(subj))
		snprintf(out, cap, "gitview: %s: %.7s %s", name, list.selhex, subj);
	else
		snprintf(out, cap, "gitview: %s: %.7s", name, list.selhex);
}

void
list_settitle(void)
{
	char title[1024];

	list_title(title, sizeof(title));
	win_title(title);
}

void
list_want(void)
{
	int r, end = load_graph() ? MIN(list_rows(), list.top + core_layout()->listrows + 1) : 0;

	cat_pass();
	for (r = MAX(0, list.top); r < end; r++)
		if (list_rowcommit(r) >= 0) {
			cat_want(list_rowcommit(r));
			fold_want(list_rowcommit(r));
		}
}

void
list_start(int picker)
{
	char said[sizeof(core_status()->text)];

	if ((list.picker = list.status = picker)) {
		snprintf(said, sizeof(said), "%s", core_status()->text);
		core_setstatus(0, "picker: Return prints the selected commit's id, q or Escape "
		          "quits%s%s", said[0] ? "; " : "", said);
	}
	localprobe(0);
}

/* HEAD's commit when the start is to select it, else -1: when the view
 * lists it, as gitk does (with --all or other revisions it need not be
 * the first row), but not as a --boundary commit (outside the range),
 * in a line history (L: the lines' last change first) or with --reverse
 * (the oldest first, as asked) */
static int
headcommit(void)
{
	unsigned char id[OIDMAX];
	const ViewArgs *v = load_view();
	Graph *g = load_graph();
	int c, i;

	if (!g || !load_head()[0] || load_views() > 0 ||
	    hex_decode(load_head(), graph_hashlen(g), id) < 0)
		return -1;
	for (i = 0; i < v->nrev; i++)
		if (!strcmp(v->user[i], "--reverse"))
			return -1;
	c = graph_find(g, id);
	return c >= 0 && graph_row(g, c) >= 0 && !(graph_flags(g, c) & GraphBoundary) ? c : -1;
}

/* the start's selection, while the user has not moved it: HEAD once the
 * view has it, the list at its top when HEAD is on the first screen,
 * else HEAD in its middle (as goto and gitk put a commit off screen);
 * 0 when HEAD is not the start's choice */
static int
starthead(void)
{
	int c, r, n = core_layout()->listrows;

	if (!list.atfirst || (c = headcommit()) < 0)
		return 0;
	if (c == list.sel)
		return 1;
	if ((r = list_commitrow(c)) >= list.top + n)
		list_settop(MAX(0, MIN(r - n / 2, list_rows() - n)));
	list_selectcommit(c);
	list.atfirst = 1;
	return 1;
}

/* rows came: the local rows may have HEAD now; the selection a reload
 * awaits, or at the start HEAD or else the first row */
static void
gotrows(void)
{
	Graph *g = load_graph();
	unsigned char *id;
	int i, off, ch = load_changed();

	if (local.head < 0 && (local.has[LocalUnstaged] || local.has[LocalStaged]))
		localshow();  /* HEAD may be listed now */
	if (ch >= 0 && ch <= list.top + core_layout()->listrows)
		core_dirty(DirtyList);
	if (list.sel < 0 && load_reselect(&id, &off)) {  /* after a reload: the old selection */
		if ((i = graph_find(g, id)) >= 0 && graph_row(g, i) >= 0) {
			list.top = off < 0 ? 0 : MAX(0, list_commitrow(i) - off);
			list_selectcommit(i);
		}
	} else if (list.sel < 0 && local.sel < 0) {
		core_event(&(Event){ .kind = EvShow });
		list_selectrow(0);
		list.atfirst = list.sel >= 0;
	} else if (list.atfirst && !starthead() && graph_row(g, list.sel) != 0) {
		/* a child of the first commit came later (one timestamp: git's
		 * stream is not topological) and the fix-up moved it down: the
		 * start's selection is the first row, whatever came first */
		list_selectcommit(graph_commit(g, 0));
		list.atfirst = 1;
	}
}

static void
listevent(const Event *e)
{
	int c, r;

	switch (e->kind) {
	case EvRows:
		gotrows();
		break;
	case EvLoaded:
		if (e->arg.lost)  /* the selection awaited is gone */
			list_selectrow(0);
		localshow();
		starthead();
		list_settitle();  /* a view with no commit is named too */
		break;
	case EvReload:  /* by id, and its place on screen; a local row: HEAD */
		c = local.sel >= 0 ? local.head : list.sel;
		load_keep(c, list_selrow() - list.top, list.top == 0);
		break;
	case EvReloaded:
		localprobe(0);
		break;
	case EvLocal:
		if (e->arg.local == LocalIndex) {
			localprobe(1);
			break;
		}
		if (e->arg.local != LocalNewView)
			local.headknown = e->arg.local == LocalHeadKnown;
		if (e->arg.local != LocalHeadUnknown)
			localshow();
		if (e->arg.local == LocalHeadKnown)  /* HEAD known after the rows that list it */
			starthead();
		break;
	case EvText:
		c = e->arg.text.commit;
		r = list_commitrow(c);
		if (r >= list.top && r <= list.top + core_layout()->listrows)
			core_dirtyrow(r);
		if (c == list.sel)
			list_settitle();
		break;
	case EvRefs:
		core_dirty(DirtyList);
		break;
	}
}

static int
listcommand(const Command *c)
{
	switch (c->kind) {
	case CmdSelectCommit:
		list_jump(c->arg.commit);
		return 1;
	case CmdSelectRow:
		list_selectrow(c->arg.row);
		return 1;
	case CmdEscape:
		if (list.view != ViewPatch) {  /* from a compare back to the patch */
			setview(ViewPatch);
			return 1;
		}
		if (list.picker)  /* nothing to close: the picker picks nothing */
			core_quit();
		return list.picker;
	}
	return 0;
}

static void
listreset(void)
{
	list.sel = local.sel = local.head = -1;
	list.atfirst = local.n = list.top = 0;
}

/* a new selection: no mark to compare with any more, no compare */
static void
listselect(void)
{
	if (list_marked() < 0)
		list.view = ViewPatch;
}

/* for the unit tests alone (tests/unit/core.c), with no git: the next
 * view has local changes of these kinds, and no selections before it */
void
list_test(int unstaged, int staged)
{
	local.has[LocalUnstaged] = unstaged;
	local.has[LocalStaged] = staged;
	memset(&hist, 0, sizeof(hist));
}

const Part listpart = {
	.reset = listreset, .select = listselect, .event = listevent, .command = listcommand
};
